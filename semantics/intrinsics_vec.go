package semantics

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// vecPerm is the lane rule of an intrinsic that only moves lanes: result
// lane i (counting through the fields of a struct result, field after
// field) of n result lanes in all is operand op's lane j. Poison and undef
// lanes move with their values.
type vecPerm func(i, n int) (op, j int)

// vecPerms are the intrinsics that move lanes, one row each; lookupIntrinsic
// resolves a call's row once, when the function is lowered.
var vecPerms = map[string]vecPerm{
	// "returns a vector with the same type but with the lanes in reverse order"
	"vector.reverse": func(i, n int) (int, int) { return 0, n - 1 - i },
	// <a0, b0, a1, b1, ...> of two vectors a, b
	"vector.interleave2": func(i, n int) (int, int) { return i % 2, i / 2 },
	// {even lanes, odd lanes} of one vector: field f's lane j is lane 2j+f
	"vector.deinterleave2": func(i, n int) (int, int) { h := n / 2; return 0, 2*(i%h) + i/h },
}

// vecBase is the current name of a vector intrinsic: experimental.vector.
// reverse, interleave2, deinterleave2 (before LLVM 19), extract and insert
// (before LLVM 15) run as vector.*.
func vecBase(base string) string {
	if b, ok := strings.CutPrefix(base, "experimental."); ok && (vecPerms[b] != nil || b == "vector.extract" || b == "vector.insert") {
		return b
	}
	return base
}

// vecShuffle runs the vector intrinsics that rearrange lanes: a row of
// vecPerms, vector.compress, or experimental.cttz.elts.
func (m *Machine) vecShuffle(intr *intrinsic, call *ir.Instruction, args []*Val, dst *Val) bool {
	if intr.perm != nil {
		return m.vecPermute(intr.perm, call, args, dst)
	}
	switch vecBase(intr.base) {
	case "experimental.vector.compress":
		return m.vecCompress(call, args, dst)
	case "experimental.cttz.elts":
		return m.cttzElts(call, args, dst)
	case "vector.extract", "vector.insert":
		return m.vecSubvector(call, args, dst)
	case "get.active.lane.mask":
		return m.activeLaneMask(call, args, dst)
	}
	return m.unsupportedStop(unsupported("intrinsic llvm.%s", intr.base))
}

// vecPermute fills dst, lane by lane, by the rule perm.
func (m *Machine) vecPermute(perm vecPerm, call *ir.Instruction, args []*Val, dst *Val) bool {
	for _, a := range args {
		if a.X == nil {
			return m.unsupportedStop(unsupported("llvm.%s on scalable vectors", call.Callee().Ident()))
		}
	}
	// Copies first: dst may be an operand's register.
	ops := make([]Val, len(args))
	for k, a := range args {
		ops[k] = a.Clone()
	}
	t := call.Ty
	shape(dst, t)
	var lanes []*Val
	if t.Kind == ir.StructType {
		for f := range dst.X.Lanes {
			for j := range dst.X.Lanes[f].X.Lanes {
				lanes = append(lanes, &dst.X.Lanes[f].X.Lanes[j])
			}
		}
	} else {
		for j := range dst.X.Lanes {
			lanes = append(lanes, &dst.X.Lanes[j])
		}
	}
	for i, r := range lanes {
		k, j := perm(i, len(lanes))
		r.CopyFrom(&ops[k].X.Lanes[j])
	}
	return true
}

// vecCompress runs llvm.experimental.vector.compress(value, mask,
// passthru): the
// selected lanes of value, in order, from lane 0, then passthru's lanes at
// the remaining positions. The Language Reference: "If any element of mask
// is poison, all elements of the result are poison. Otherwise, if any
// element of mask is undef, all elements of the result are undef."
func (m *Machine) vecCompress(call *ir.Instruction, args []*Val, dst *Val) bool {
	t := call.Ty
	val, mask, pass := args[0].Clone(), args[1].Clone(), args[2].Clone()
	shape(dst, t)
	n := len(dst.X.Lanes)
	for i := range n {
		mb := &mask.X.Lanes[i]
		if mb.Poison {
			fillPoison(dst, t)
			return true
		}
	}
	for i := range n {
		mb := &mask.X.Lanes[i]
		if mb.Undef == 0 {
			continue
		}
		if m.ev.ch == nil {
			fillUndef(dst, t)
			return true
		}
		*mb = Val{Bits: m.ev.ch.Choose(0, 1, 1)}
	}
	k := 0
	for i := range n {
		if mask.X.Lanes[i].Bits&1 != 0 {
			dst.X.Lanes[k].CopyFrom(&val.X.Lanes[i])
			k++
		}
	}
	for ; k < n; k++ {
		dst.X.Lanes[k].CopyFrom(&pass.X.Lanes[k])
	}
	return true
}

// cttzElts runs llvm.experimental.cttz.elts(src, is_zero_poison): the
// number of trailing (lowest) zero elements of src, its element count when
// all are zero (poison then if is_zero_poison). A result type too narrow
// for the element count is undefined behaviour. A poison element makes the
// result poison; undetermined elements that may be zero or not make the
// result the set of the counts they allow (poison when that may be the
// all-zero poison).
func (m *Machine) cttzElts(call *ir.Instruction, args []*Val, dst *Val) bool {
	src, zp := args[0], args[1]
	vt := intrArgType(call, 0)
	w := call.Ty.Bits
	if src.X == nil || !vt.Elem.IsInt() || vt.Elem.Bits > 64 || w > 64 {
		return m.unsupportedStop(unsupported("llvm.experimental.cttz.elts on %s", vt))
	}
	n := uint64(len(src.X.Lanes))
	if w < 64 && n > widthMask(w) {
		return m.failDetail(UBImmediate, call, "llvm.experimental.cttz.elts: %s cannot hold %d", call.Ty, n)
	}
	if zp.Poison || anyUndef(zp) {
		return m.fail(UBImmediate, call) // an immarg
	}
	var lo, hi uint64 // the least and greatest counts the elements allow
	var cands []uint64
	nondet := true
	decided := false
	for i := range src.X.Lanes {
		e := &src.X.Lanes[i]
		if e.Poison {
			dst.SetPoison()
			return true
		}
		if e.Undef != 0 && m.ev.ch != nil {
			c := *m.ev.use(e, 0, vt.Elem.Bits)
			e = &c
		}
		mayZero := e.Bits == 0
		mayNonzero := e.Bits != 0 || e.Undef != 0
		if mayZero && mayNonzero && !decided {
			cands = append(cands, uint64(i))
			nondet = nondet && e.Nondet
		}
		if !mayZero && !decided {
			lo, decided = uint64(i), true
			hi = lo
		}
		if decided {
			break
		}
	}
	if !decided {
		lo, hi = n, n
	}
	if len(cands) > 0 {
		lo = cands[0]
	}
	if !decided && zp.Bits&1 != 0 {
		// Every element may be zero, which gives poison; poison is the
		// only value that allows it among the others.
		dst.SetPoison()
		return true
	}
	u := uint64(0)
	for _, c := range append(cands, hi) {
		u |= c ^ lo
	}
	*dst = Val{Bits: lo &^ u, Undef: u & widthMask(w), Nondet: nondet && u != 0}
	return true
}

// gatherScatter runs llvm.masked.gather, scatter, expandload and
// compressstore. The Language Reference: gather "is equivalent to a
// sequence of conditional scalar loads", one per lane whose mask bit is
// set, through that lane's pointer, the other lanes from passthru; scatter
// stores lane by lane, "from the least significant to the most significant
// element" where addresses overlap; expandload reads consecutive elements
// from ptr into the lanes whose mask bit is set, in order; compressstore
// writes the selected lanes to consecutive elements from ptr. Masked-off
// lanes access nothing. The alignment is the immediate argument (before
// LLVM 22; 0 is the element's ABI alignment) or the pointer argument's
// align attribute (LLVM 22; expandload and compressstore: 1 without one);
// consecutive elements keep what their offset from ptr leaves of it. A
// mask lane is read as for masked.load (see maskBit).
func (m *Machine) gatherScatter(base string, call *ir.Instruction, args []*Val, dst *Val) bool {
	var vals, ptr, mask *Val
	var vt *ir.Type
	var align uint64
	ptrArg := 0
	switch base {
	case "masked.gather":
		vt, ptr = call.Ty, args[0]
		mask, vals = args[len(args)-2], args[len(args)-1]
	case "masked.scatter":
		vt, vals, ptr, ptrArg = intrArgType(call, 0), args[0], args[1], 1
		mask = args[len(args)-1]
	case "masked.expandload":
		vt, ptr, mask, vals = call.Ty, args[0], args[1], args[2]
	default: // masked.compressstore
		vt, vals, ptr, mask, ptrArg = intrArgType(call, 0), args[0], args[1], args[2], 1
	}
	et := vt.Elem
	l := m.p.Layout
	if len(args) == 4 { // gather, scatter before LLVM 22: an immediate alignment
		align = args[ptrArg+1].Bits
		if align == 0 {
			align = l.ABIAlign(et)
		}
	} else {
		align = argAlign(call, ptrArg)
	}
	load := base == "masked.gather" || base == "masked.expandload"
	if load {
		pass := vals.Clone()
		shape(dst, vt)
		dst.CopyFrom(&pass)
	}
	step := l.AllocSize(et)
	next := uint64(0) // expandload, compressstore: the next element's index
	for i := 0; i < int(vt.Len); i++ {
		on, ok := m.maskBit(&mask.X.Lanes[i], call)
		if !ok {
			return false
		}
		if !on {
			continue
		}
		var p Val
		a := align
		if base == "masked.gather" || base == "masked.scatter" {
			p = ptr.X.Lanes[i]
		} else {
			p = *ptr
			off := next * step
			p.Bits += off
			for a > 1 && off%a != 0 {
				a /= 2
			}
			next++
		}
		var ub UBKind
		if load {
			ub = m.mem.Load(et, &p, a, &dst.X.Lanes[i], nil)
		} else {
			ub = m.mem.Store(et, &p, a, &vals.X.Lanes[i])
		}
		if ub != UBNone {
			return m.fail(ub, call)
		}
	}
	return true
}

// vecSubvector runs llvm.vector.extract(vec, idx) (the lanes idx to
// idx+m-1 of vec, m the result's length) and llvm.vector.insert(vec, sub,
// idx) (vec with the lanes from idx replaced by sub's): "Elements idx
// through (idx + num_elements(...) - 1) must be valid vector indices. If
// this condition cannot be determined statically but is false at runtime,
// then the result vector is a poison value." (Fixed vectors only.)
func (m *Machine) vecSubvector(call *ir.Instruction, args []*Val, dst *Val) bool {
	insert := len(args) == 3
	vec := args[0].Clone()
	idx := args[len(args)-1]
	t := call.Ty
	sub := t
	if insert {
		sub = intrArgType(call, 1)
	}
	n, k := uint64(intrArgType(call, 0).Len), sub.Len
	shape(dst, t)
	if idx.Poison || anyUndef(idx) || idx.X != nil || idx.Bits > n || k > n-idx.Bits {
		fillPoison(dst, t)
		return true
	}
	i0 := idx.Bits
	if !insert {
		for j := range k {
			dst.X.Lanes[j].CopyFrom(&vec.X.Lanes[i0+j])
		}
		return true
	}
	s := args[1].Clone()
	dst.CopyFrom(&vec)
	for j := range k {
		dst.X.Lanes[i0+j].CopyFrom(&s.X.Lanes[j])
	}
	return true
}

// activeLaneMask runs llvm.get.active.lane.mask(base, n): lane i is
// base + i < n (unsigned, "performed in integer numbers and not in machine
// numbers", so no overflow), and "if %n is 0, the result is a poison
// value". Poison operands give poison lanes; undetermined ones (the
// source) lanes that may be either, a target run chooses them.
func (m *Machine) activeLaneMask(call *ir.Instruction, args []*Val, dst *Val) bool {
	w := intrArgType(call, 0).Bits
	if w > 64 {
		return m.unsupportedStop(unsupported("llvm.get.active.lane.mask on i%d", w))
	}
	t := call.Ty
	shape(dst, t)
	base, n := args[0], args[1]
	if base.Poison || n.Poison {
		fillPoison(dst, t)
		return true
	}
	if m.ev.ch != nil {
		b, c := *m.ev.use(base, 0, w), *m.ev.use(n, 1, w)
		base, n = &b, &c
	}
	if n.Undef == 0 && n.Bits == 0 {
		fillPoison(dst, t)
		return true
	}
	if base.Undef|n.Undef != 0 {
		// Some values make lane i true, others false (n may be 0, too:
		// poison, which these lanes do not include). Any value: an
		// over-approximation only if n cannot be 0.
		if n.Bits|n.Undef == n.Undef { // n may be 0
			fillPoison(dst, t)
			return true
		}
		nondet := joinNondet(base, n)
		for i := range dst.X.Lanes {
			dst.X.Lanes[i] = Val{Undef: 1, Nondet: nondet}
		}
		return true
	}
	for i := range dst.X.Lanes {
		dst.X.Lanes[i] = Val{Bits: b2u(base.Bits+uint64(i) < n.Bits && base.Bits+uint64(i) >= base.Bits)}
	}
	return true
}
