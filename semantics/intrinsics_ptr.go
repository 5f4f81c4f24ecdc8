package semantics

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// preserveAccess lowers a call of llvm.preserve.array.access.index,
// preserve.union.access.index or preserve.struct.access.index (args: the
// registers of its arguments) to the getelementptr the Language Reference
// says it produces: "the same result as a getelementptr with base base
// and access operands {dim's 0's, index}" (array), "{0, gep_index}"
// (struct), and base itself (union). The source element type is the base
// argument's elementtype attribute. The getelementptr has no flags, so it
// wraps and keeps the base's provenance like any other.
func (lw *lowerer) preserveAccess(in *ir.Instruction, intr *intrinsic, dst int32, args []int32) error {
	callArgs := in.Args()
	elem := ir.I8
	if intr.base != "preserve.union.access.index" {
		var at *ir.Attr
		if l := in.ArgAttrs(); len(l) > 0 {
			at = l[0].Get("elementtype")
		}
		if at == nil || at.Ty == nil || !at.Ty.IsSized() {
			lw.unsupported(in, "llvm."+intr.base+" without a sized elementtype on its base")
			return nil
		}
		elem = at.Ty
	}
	zero, err := lw.operand(ir.NewInt(ir.I32, 0))
	if err != nil {
		return err
	}
	regs := []int32{args[0]}
	switch intr.base {
	case "preserve.struct.access.index":
		if len(args) != 3 || elem.Kind != ir.StructType {
			lw.unsupported(in, "llvm."+intr.base+" on a base whose elementtype is not a struct")
			return nil
		}
		k, ok := immInt(callArgs[1])
		if !ok || k < 0 || k >= int64(len(elem.Fields)) {
			lw.unsupported(in, "llvm."+intr.base+" with a field index out of the struct")
			return nil
		}
		regs = append(regs, zero, args[1])
	case "preserve.array.access.index":
		dim, ok := immInt(callArgs[1])
		if len(args) != 3 || !ok || dim < 0 || !gepZeros(elem, dim) {
			lw.unsupported(in, "llvm."+intr.base+" with a dimension its elementtype does not have")
			return nil
		}
		for range dim {
			regs = append(regs, zero)
		}
		regs = append(regs, args[2])
	}
	d := &opDesc{op: ir.OpGetElementPtr, ty: in.Ty, opTy: callArgs[0].Type(), elemTy: elem}
	for range regs[1:] {
		d.idxTys = append(d.idxTys, ir.I32)
	}
	lf := lw.lf
	lw.emit(inst{op: xGeneric, dst: dst, a: regs[0], b: -1, c: -2, src: in, d: d, aux: int32(len(lf.calls))})
	lf.calls = append(lf.calls, callSite{args: lw.keepArgs(regs)})
	return nil
}

// gepZeros reports whether a getelementptr on t may take n+1 indices whose
// second to last are 0: whether t has n levels of arrays, vectors or
// structs (a 0 into a struct is its first field) below it.
func gepZeros(t *ir.Type, n int64) bool {
	for k := int64(1); k <= n; k++ {
		switch t.Kind {
		case ir.ArrayType, ir.VectorType:
			t = t.Elem
		case ir.StructType:
			if len(t.Fields) == 0 {
				return false
			}
			t = t.Fields[0]
		default:
			return false
		}
	}
	return true
}

// immInt is the value of an immediate integer argument, sign-extended.
func immInt(v ir.Value) (int64, bool) {
	c, ok := v.(*ir.Const)
	if !ok || c.Kind != ir.ConstInt || !c.Ty.IsInt() || c.Ty.Bits > 64 {
		return 0, false
	}
	return signExtend(c.Int, c.Ty.Bits), true
}

// vscaleRange reads f's vscale_range(min[, max]): min, max (max 0: no
// bound; vscale_range(n) is min = max = n), or 0, 0 without one.
func vscaleRange(m *ir.Module, f *ir.Function) (lo, hi uint64) {
	a := m.FnAttr(f.FnAttrs, "vscale_range")
	if a == nil {
		return 0, 0
	}
	if a.HasInt {
		return a.Int, a.Int
	}
	first, second, two := strings.Cut(a.Args, ",")
	lo, err := strconv.ParseUint(strings.TrimSpace(first), 10, 64)
	if err != nil || lo == 0 {
		return 0, 0 // the verifier rejects it; read as no promise
	}
	if !two {
		return lo, lo
	}
	hi, err = strconv.ParseUint(strings.TrimSpace(second), 10, 64)
	if err != nil {
		hi = 0
	}
	return lo, hi
}

// objectSize runs llvm.objectsize(ptr, i1 min, i1 nullunknown, i1
// dynamic). The Language Reference: it "is lowered to a value representing
// the size of the object concerned. If the size cannot be determined,
// llvm.objectsize returns i32/i64 -1 or 0 (depending on the min
// argument)"; with nullunknown false a null pointer in address space 0
// "reports 0 bytes available", with true its size is unknown. min asks for
// a lower bound rather than an upper one (LLVM answers for every object
// the pointer may point to: the largest size without min, the least with
// it), so the answer is a range: with R the bytes from the pointer to the
// end of its object (0 outside it), any value in [R, 2^N-1] without min
// (-1 included) and in [0, R] with it; dynamic only lets LLVM compute it
// at run time, in the same range. The source allows the range
// (over-approximated by undetermined bits: [0, R] by the bits below R's
// highest, [R, 2^N-1] by any value); a target run answers R, the exact
// size. A pointer without an object (or to a function) has an unknown
// size: exactly -1 or 0; a poison pointer gives poison.
func (m *Machine) objectSize(call *ir.Instruction, args []*Val, dst *Val) bool {
	w := call.Ty.Bits
	if !call.Ty.IsInt() || w > 64 || len(args) < 2 {
		return m.unsupportedStop(unsupported("llvm.objectsize returning %s", call.Ty))
	}
	p := args[0]
	minimum := args[1].Bits&1 != 0
	nullUnknown := len(args) > 2 && args[2].Bits&1 != 0
	unknown := Val{Bits: widthMask(w)}
	if minimum {
		unknown = Val{}
	}
	switch {
	case p.Poison:
		dst.SetPoison()
		return true
	case anyUndef(p):
		if m.ev.ch == nil {
			*dst = Val{Undef: widthMask(w), Nondet: true}
			return true
		}
		p = m.ev.use(p, 0, widthOf(intrArgType(call, 0)))
	}
	var r uint64
	base, size, kind, _ := m.mem.Object(p.Prov)
	switch {
	case p.Prov == 0 && p.Bits == 0 && intrArgType(call, 0).AddrSpace == 0 && !nullUnknown:
		r = 0 // "reports 0 bytes available"
	case p.Prov == 0 || kind == ObjFunction:
		*dst = unknown
		return true
	case p.Bits >= base && p.Bits-base <= size:
		r = size - (p.Bits - base)
	}
	r = min(r, widthMask(w))
	switch {
	case m.ev.ch != nil || !minimum && r == widthMask(w):
		*dst = Val{Bits: r}
	case minimum:
		u := widthMask(uint32(bits.Len64(r)))
		*dst = Val{Bits: r &^ u, Undef: u, Nondet: u != 0}
	default:
		*dst = Val{Undef: widthMask(w), Nondet: true}
	}
	return true
}
