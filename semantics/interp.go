package semantics

import (
	"math"
	"math/bits"

	"github.com/irfuzz/irfuzz/ir"
)

// exec runs lf's body in frame fr until it returns (true, result in
// m.retVal) or the run stops (false, m.stop set).
func (m *Machine) exec(lf *fn, fr *frame) bool {
	code := lf.code
	regs := fr.regs
	pc := int32(0)
	// While the fast cases run, the step count is m.maxSteps - fuel (one
	// register for the count and its limit); m.steps has it whenever
	// anything else may read it or move m.maxSteps (a call, the other
	// cases, the end of the activation).
	//
	// No call inside the loop has pc, in or fuel live across it: one that
	// goes on in the loop saves them in fr (pc, fuel) and reads them back,
	// or is made at assist or at the end, so that the compiler need not
	// keep them in memory at every step (a value live across a call is
	// stored at each of its definitions).
	fuel := int64(m.maxSteps - m.steps)
	for {
		in := &code[pc]
		pc++
		fuel--
		if fuel < 0 {
			fr.pc = pc
			m.steps = m.maxSteps - uint64(fuel)
			if !m.moreSteps() {
				return false
			}
			fuel = int64(m.maxSteps - m.steps)
			pc = fr.pc
			in = &code[pc-1]
		}
	fast:
		switch in.op {
		case xAdd:
			// (A case per opcode: a switch on the opcode inside a shared
			// case costs every one of them its compares.)
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			r := (a.Bits + b.Bits) & in.mask
			if in.fl != 0 {
				goto assist // wrapOK
			}
			regs[in.dst] = Val{Bits: r}
			continue
		case xSub:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			r := (a.Bits - b.Bits) & in.mask
			if in.fl != 0 {
				goto assist // wrapOK
			}
			regs[in.dst] = Val{Bits: r}
			continue
		case xMul:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			r := (a.Bits * b.Bits) & in.mask
			if in.fl != 0 {
				goto assist // wrapOK
			}
			regs[in.dst] = Val{Bits: r}
			continue
		case xAnd:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			r := (a.Bits & b.Bits) & in.mask
			if in.fl != 0 {
				goto assist // wrapOK
			}
			regs[in.dst] = Val{Bits: r}
			continue
		case xOr:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			r := (a.Bits | b.Bits) & in.mask
			if in.fl != 0 {
				goto assist // wrapOK
			}
			regs[in.dst] = Val{Bits: r}
			continue
		case xXor:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			r := (a.Bits ^ b.Bits) & in.mask
			if in.fl != 0 {
				goto assist // wrapOK
			}
			regs[in.dst] = Val{Bits: r}
			continue
		case xShl, xLShr, xAShr:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison || b.Bits >= uint64(in.w) {
				break fast
			}
			var r uint64
			switch in.op {
			case xShl:
				r = a.Bits << b.Bits
			case xLShr:
				r = a.Bits >> b.Bits
			default:
				r = uint64(signExtend(a.Bits, uint32(in.w)) >> b.Bits)
			}
			r &= in.mask
			if in.fl != 0 {
				goto assist // wrapOK
			}
			regs[in.dst] = Val{Bits: r}
			continue
		case xUDiv, xURem:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			if d := b.Bits & in.mask; d != 0 && in.fl == 0 {
				// (divOK's unsigned case without exact, here.)
				if in.op == xUDiv {
					regs[in.dst] = Val{Bits: (a.Bits & in.mask) / d}
				} else {
					regs[in.dst] = Val{Bits: (a.Bits & in.mask) % d}
				}
				continue
			}
			goto assist // divOK
		case xSDiv, xSRem:
			goto assist // divOK
		case xTrunc, xZExt, xSExt:
			a := &regs[in.a]
			if a.Undef != 0 || a.Poison || in.fl != 0 {
				goto assist // castOK
			}
			// (castOK without flags.)
			x := a.Bits & widthMask(uint32(in.w))
			switch in.op {
			case xTrunc:
				x &= in.mask
			case xSExt:
				x = uint64(signExtend(x, uint32(in.w))) & in.mask
			}
			regs[in.dst] = Val{Bits: x}
			continue
		case xICmp, xICmpBr:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			if in.fl != 0 && (a.Bits^b.Bits)>>(in.w-1)&1 != 0 {
				break fast // samesign on operands of different signs: poison
			}
			// (icmp64, here.)
			var c bool
			switch in.pred {
			case ir.IntEQ:
				c = a.Bits == b.Bits
			case ir.IntNE:
				c = a.Bits != b.Bits
			case ir.IntULT:
				c = a.Bits < b.Bits
			case ir.IntSLT:
				c = signExtend(a.Bits, uint32(in.w)) < signExtend(b.Bits, uint32(in.w))
			case ir.IntUGT:
				c = a.Bits > b.Bits
			case ir.IntUGE:
				c = a.Bits >= b.Bits
			case ir.IntULE:
				c = a.Bits <= b.Bits
			case ir.IntSGT:
				c = signExtend(a.Bits, uint32(in.w)) > signExtend(b.Bits, uint32(in.w))
			case ir.IntSGE:
				c = signExtend(a.Bits, uint32(in.w)) >= signExtend(b.Bits, uint32(in.w))
			default:
				c = signExtend(a.Bits, uint32(in.w)) <= signExtend(b.Bits, uint32(in.w))
			}
			regs[in.dst] = Val{Bits: b2u(c)}
			if in.op == xICmp || fuel <= 0 {
				continue // xICmpBr: the branch, at pc, is past the next look
			}
			// The branch at pc, in this step of the loop.
			fuel--
			e := in.aux
			if !c {
				e++
			}
			ed := &lf.edges[e]
			if ed.needTmp || !ed.copyScalars(regs) {
				fr.fuel = fuel
				pc = m.edge(lf, fr, e)
				fuel = fr.fuel
				continue
			}
			pc = ed.pc
			continue
		case xSelect:
			c := &regs[in.a]
			if c.Undef != 0 || c.Poison {
				break fast
			}
			if c.Bits&1 != 0 {
				regs[in.dst] = regs[in.b]
			} else {
				regs[in.dst] = regs[in.c]
			}
			continue
		case xFAdd:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			// (A NaN operand makes a NaN result: the slow path gives
			// NaNs their bits, following the mode's NaN rules.)
			if in.w == 64 {
				r := math.Float64frombits(a.Bits) + math.Float64frombits(b.Bits)
				if r != r {
					break fast
				}
				regs[in.dst] = Val{Bits: math.Float64bits(r)}
				continue
			}
			r := math.Float32frombits(uint32(a.Bits)) + math.Float32frombits(uint32(b.Bits))
			if r != r {
				break fast
			}
			regs[in.dst] = Val{Bits: uint64(math.Float32bits(r))}
			continue
		case xFSub:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			// (A NaN operand makes a NaN result: the slow path gives
			// NaNs their bits, following the mode's NaN rules.)
			if in.w == 64 {
				r := math.Float64frombits(a.Bits) - math.Float64frombits(b.Bits)
				if r != r {
					break fast
				}
				regs[in.dst] = Val{Bits: math.Float64bits(r)}
				continue
			}
			r := math.Float32frombits(uint32(a.Bits)) - math.Float32frombits(uint32(b.Bits))
			if r != r {
				break fast
			}
			regs[in.dst] = Val{Bits: uint64(math.Float32bits(r))}
			continue
		case xFMul:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			// (A NaN operand makes a NaN result: the slow path gives
			// NaNs their bits, following the mode's NaN rules.)
			if in.w == 64 {
				r := math.Float64frombits(a.Bits) * math.Float64frombits(b.Bits)
				if r != r {
					break fast
				}
				regs[in.dst] = Val{Bits: math.Float64bits(r)}
				continue
			}
			r := math.Float32frombits(uint32(a.Bits)) * math.Float32frombits(uint32(b.Bits))
			if r != r {
				break fast
			}
			regs[in.dst] = Val{Bits: uint64(math.Float32bits(r))}
			continue
		case xFDiv:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			// (A NaN operand makes a NaN result: the slow path gives
			// NaNs their bits, following the mode's NaN rules.)
			if in.w == 64 {
				r := math.Float64frombits(a.Bits) / math.Float64frombits(b.Bits)
				if r != r {
					break fast
				}
				regs[in.dst] = Val{Bits: math.Float64bits(r)}
				continue
			}
			r := math.Float32frombits(uint32(a.Bits)) / math.Float32frombits(uint32(b.Bits))
			if r != r {
				break fast
			}
			regs[in.dst] = Val{Bits: uint64(math.Float32bits(r))}
			continue
		case xFCmp:
			a, b := &regs[in.a], &regs[in.b]
			if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
				break fast
			}
			// (fcmp's commonest predicates: Go's compares are false on
			// a NaN, but for !=.)
			x, y := math.Float64frombits(a.Bits), math.Float64frombits(b.Bits)
			if in.w == 32 {
				x, y = float64(math.Float32frombits(uint32(a.Bits))), float64(math.Float32frombits(uint32(b.Bits)))
			}
			var c bool
			switch in.pred {
			case ir.FloatOEQ:
				c = x == y
			case ir.FloatOGT:
				c = x > y
			case ir.FloatOGE:
				c = x >= y
			case ir.FloatOLT:
				c = x < y
			case ir.FloatOLE:
				c = x <= y
			case ir.FloatUNE:
				c = x != y
			default:
				goto assist // fcmp
			}
			regs[in.dst] = Val{Bits: b2u(c)}
			continue
		case xFCast:
			goto assist // fcast
		case xSIToFP:
			a := &regs[in.a]
			if a.Undef != 0 || a.Poison {
				break fast
			}
			x := signExtend(a.Bits, uint32(in.w))
			if in.fl != 0 {
				regs[in.dst] = Val{Bits: uint64(math.Float32bits(float32(x)))}
			} else {
				regs[in.dst] = Val{Bits: math.Float64bits(float64(x))}
			}
			continue
		case xFPToSI:
			a := &regs[in.a]
			if a.Undef != 0 || a.Poison {
				break fast
			}
			f := math.Float64frombits(a.Bits)
			if in.fl != 0 {
				f = float64(math.Float32frombits(uint32(a.Bits)))
			}
			// In range when truncated: -2^(w-1) - 1 < f < 2^(w-1)
			// (NaN is not; at widths above 53 the lower bound rounds up
			// and -2^(w-1) itself takes the slow path).
			half := float64(uint64(1) << (in.w - 1))
			if !(f > -half-1 && f < half) {
				break fast
			}
			regs[in.dst] = Val{Bits: uint64(int64(f)) & in.mask}
			continue
		case xFPTrunc:
			a := &regs[in.a]
			if a.Undef != 0 || a.Poison {
				break fast
			}
			f := math.Float64frombits(a.Bits)
			if f != f {
				break fast
			}
			regs[in.dst] = Val{Bits: uint64(math.Float32bits(float32(f)))}
			continue
		case xGEP:
			base := &regs[in.a]
			if base.Undef != 0 || base.Poison {
				break fast
			}
			addr := base.Bits + in.mask
			inbounds := in.pred != 0
			if in.b >= 0 {
				idx := &regs[in.b]
				if idx.Undef != 0 || idx.Poison {
					break fast
				}
				x := signExtend(idx.Bits, uint32(in.w))
				hi, lo := bits.Mul64(uint64(x), in.align)
				if inbounds && (x < 0 || hi != 0 || int64(lo) < 0) {
					break fast
				}
				addr += lo
			}
			if inbounds {
				// inbounds with non-negative steps: in bounds at the end
				// and at the start means in bounds at every step.
				// (Offsets from the base wrap past size below it.)
				// (What Memory.Object gives, without its copies.)
				mem := m.mem
				i := uint64(base.Prov) - 1 // no provenance: wraps to no object
				if i >= uint64(mem.nobjs) {
					break fast
				}
				o := mem.obj(int(i))
				if o.uncertain {
					mem.touchedUncertain = true // its size, say, is the declaration's
				}
				if from, to := base.Bits-o.base, addr-o.base; from > o.size || to > o.size || to < from {
					break fast
				}
			}
			regs[in.dst] = Val{Bits: addr, Prov: base.Prov}
			continue
		case xBr, xCondBr:
			e := in.aux
			if in.op == xCondBr {
				c := &regs[in.a]
				if c.Poison || c.Undef != 0 {
					break // other decides
				}
				if c.Bits&1 == 0 {
					e++
				}
			}
			// The phi copies of the edge (edge, inlined for the common
			// case of copies that need no temporaries).
			ed := &lf.edges[e]
			if ed.needTmp || !ed.copyScalars(regs) {
				fr.fuel = fuel
				pc = m.edge(lf, fr, e)
				fuel = fr.fuel
				continue
			}
			pc = ed.pc
			continue
		case xCall:
			if in.fl == 0 {
				break
			}
			m.steps = m.maxSteps - uint64(fuel)
			fr.pc = pc
			ok, done := m.callPlain(lf, in, regs)
			pc = fr.pc
			in = &code[pc-1]
			fuel = int64(m.maxSteps - m.steps)
			if !done {
				break // other calls
			}
			if ok {
				continue
			}
			if m.jump != nil {
				// A longjmp to a setjmp of this activation goes on
				// after that setjmp.
				if npc, ok := m.resumeJump(lf, fr); ok {
					pc = npc
					continue
				}
			}
			return false
		case xRet:
			m.steps = m.maxSteps - uint64(fuel)
			if r := &regs[in.a]; r.X == nil {
				m.retVal = *r // what CopyFrom does
			} else {
				m.retVal.CopyFrom(r)
			}
			m.retInst = in.src
			return true
		case xRetVoid:
			m.steps = m.maxSteps - uint64(fuel)
			m.retInst = in.src
			return true
		case xNop:
			continue
		case xLoad:
			if in.w == 0 {
				break
			}
			// A scalar whose bytes are all defined, through an ordinary
			// pointer: what Load gives, without its decoder. (A
			// pointer's bytes must be one stored pointer's, in order,
			// for its provenance.)
			if in.fl == 0 && (in.w == 4 || in.w == 8) {
				// The common sizes of a non-pointer, here rather than in
				// plainLoad (a call costs exec its registers): plain's
				// rules, then plainBits.
				mem := m.mem
				p := &regs[in.a]
				i := uint64(p.Prov) - 1 // no provenance: wraps to no object
				if i >= uint64(mem.nobjs) || p.Poison || p.Undef != 0 || p.X != nil || len(mem.scopes) > 0 || mem.watch != nil {
					break
				}
				o := mem.obj(int(i))
				n := uint64(in.w)
				off := p.Bits - o.base // wraps past size when p is below the base
				if off > o.size || n > o.size-off || p.Bits&(in.align-1) != 0 || o.fast&fastRead == 0 ||
					!mem.Concrete && in.align > 1<<o.alignLog {
					break
				}
				arena := mem.heap
				if o.kind == ObjStack {
					arena = mem.stack
				}
				b := arena[o.off+off:]
				var v uint64
				var bad uint16
				if n == 4 {
					b := b[:4]
					v = uint64(b[0].Bits) | uint64(b[1].Bits)<<8 | uint64(b[2].Bits)<<16 | uint64(b[3].Bits)<<24
					bad = b[0].notPlain() | b[1].notPlain() | b[2].notPlain() | b[3].notPlain()
				} else {
					b := b[:8]
					v = uint64(b[0].Bits) | uint64(b[1].Bits)<<8 | uint64(b[2].Bits)<<16 | uint64(b[3].Bits)<<24 |
						uint64(b[4].Bits)<<32 | uint64(b[5].Bits)<<40 | uint64(b[6].Bits)<<48 | uint64(b[7].Bits)<<56
					bad = b[0].notPlain() | b[1].notPlain() | b[2].notPlain() | b[3].notPlain() |
						b[4].notPlain() | b[5].notPlain() | b[6].notPlain() | b[7].notPlain()
				}
				if bad != 0 {
					break
				}
				regs[in.dst] = Val{Bits: v}
				continue
			}
			goto assist // plainLoad
		case xStore:
			v := &regs[in.a]
			if in.w == 0 || v.X != nil || v.Poison || v.Undef != 0 {
				break
			}
			// A defined scalar through an ordinary pointer: the bytes
			// Store writes, without its encoder. Only a pointer's bytes
			// carry its provenance.
			if in.fl == 0 && (in.w == 4 || in.w == 8) {
				// As in xLoad: plain's rules (those of a write), then
				// putPlain, here.
				mem := m.mem
				p := &regs[in.b]
				i := uint64(p.Prov) - 1
				if i >= uint64(mem.nobjs) || p.Poison || p.Undef != 0 || p.X != nil || len(mem.scopes) > 0 || mem.watch != nil {
					break
				}
				o := mem.obj(int(i))
				n := uint64(in.w)
				off := p.Bits - o.base
				if off > o.size || n > o.size-off || p.Bits&(in.align-1) != 0 || o.fast&fastWrite == 0 ||
					!mem.Concrete && in.align > 1<<o.alignLog || len(mem.invariant) > 0 {
					break
				}
				arena := mem.heap
				if o.kind == ObjStack {
					arena = mem.stack
				}
				b := arena[o.off+off:]
				x := v.Bits
				if n == 4 {
					b := b[:4]
					b[0] = Byte{Bits: uint8(x)}
					b[1] = Byte{Bits: uint8(x >> 8)}
					b[2] = Byte{Bits: uint8(x >> 16)}
					b[3] = Byte{Bits: uint8(x >> 24)}
				} else {
					b := b[:8]
					b[0] = Byte{Bits: uint8(x)}
					b[1] = Byte{Bits: uint8(x >> 8)}
					b[2] = Byte{Bits: uint8(x >> 16)}
					b[3] = Byte{Bits: uint8(x >> 24)}
					b[4] = Byte{Bits: uint8(x >> 32)}
					b[5] = Byte{Bits: uint8(x >> 40)}
					b[6] = Byte{Bits: uint8(x >> 48)}
					b[7] = Byte{Bits: uint8(x >> 56)}
				}
				continue
			}
			goto assist // plainStore
		}
		goto slow
	assist:
		// The fast cases that need a helper.
		{
			fr.pc, fr.fuel = pc, fuel
			done := m.assist(in, regs)
			pc, fuel = fr.pc, fr.fuel
			in = &code[pc-1]
			if done {
				continue
			}
		}
	slow:
		// Everything else, and the fast cases' values that are not
		// plain (poison, undef bits, a broken flag, wide types).
		m.steps = m.maxSteps - uint64(fuel)
		npc, end := m.other(lf, fr, in, pc)
		if end != goOn {
			return end == endReturned
		}
		pc, fuel = npc, int64(m.maxSteps-m.steps)
	}
}

// assist runs the fast cases of exec that need a helper (exec's loop makes
// one call here rather than one per helper: see exec): integer arithmetic
// with poison-generating flags (wrapOK), the divisions exec does not do
// itself (divOK), integer casts with flags (castOK), float compares and
// the casts of xFCast, and the plain loads and stores other than exec's
// own (plainLoad, plainStore). It reports whether it ran in; false leaves
// it to other (an operand not plain, a broken flag, a division that is
// undefined, an access that needs Load or Store).
func (m *Machine) assist(in *inst, regs []Val) bool {
	switch in.op {
	case xLoad:
		v, prov, ok := m.mem.plainLoad(&regs[in.a], uint64(in.w), in.align, in.fl != 0)
		if !ok || in.fl != 0 && prov == 0 {
			return false
		}
		regs[in.dst] = Val{Bits: v, Prov: prov}
		return true
	case xStore:
		// (exec checked the value: a defined scalar.)
		v := &regs[in.a]
		prov := v.Prov
		if in.fl == 0 {
			prov = 0
		}
		return m.mem.plainStore(&regs[in.b], uint64(in.w), in.align, v.Bits, prov)
	case xTrunc, xZExt, xSExt:
		a := &regs[in.a]
		if a.Undef != 0 || a.Poison {
			return false
		}
		r, ok := castOK(in.op, ir.Flags(in.fl), uint32(in.w), in.mask, a.Bits&widthMask(uint32(in.w)))
		if ok {
			regs[in.dst] = Val{Bits: r}
		}
		return ok
	case xFCast:
		a := &regs[in.a]
		if a.Undef != 0 || a.Poison {
			return false
		}
		r, ok := fcast(in.d, a.Bits)
		if ok {
			regs[in.dst] = Val{Bits: r}
		}
		return ok
	}
	a, b := &regs[in.a], &regs[in.b]
	if a.Undef|b.Undef != 0 || a.Poison || b.Poison {
		return false
	}
	var r uint64
	switch in.op {
	case xFCmp:
		regs[in.dst] = Val{Bits: b2u(fcmp(in.pred, uint32(in.w), a.Bits, b.Bits))}
		return true
	case xUDiv, xURem, xSDiv, xSRem:
		r, ok := divOK(in.op, ir.Flags(in.fl), uint32(in.w), in.mask, a.Bits&in.mask, b.Bits&in.mask)
		if ok {
			regs[in.dst] = Val{Bits: r}
		}
		return ok
	case xAdd:
		r = a.Bits + b.Bits
	case xSub:
		r = a.Bits - b.Bits
	case xMul:
		r = a.Bits * b.Bits
	case xAnd:
		r = a.Bits & b.Bits
	case xOr:
		r = a.Bits | b.Bits
	case xXor:
		r = a.Bits ^ b.Bits
	case xShl, xLShr, xAShr:
		if b.Bits >= uint64(in.w) {
			return false
		}
		switch in.op {
		case xShl:
			r = a.Bits << b.Bits
		case xLShr:
			r = a.Bits >> b.Bits
		default:
			r = uint64(signExtend(a.Bits, uint32(in.w)) >> b.Bits)
		}
	default:
		return false
	}
	r &= in.mask
	if !wrapOK(in.op, ir.Flags(in.fl), uint32(in.w), in.mask, a.Bits&in.mask, b.Bits&in.mask, r) {
		return false
	}
	regs[in.dst] = Val{Bits: r}
	return true
}

// How an instruction run by Machine.other leaves the activation.
const (
	goOn        = iota // go on at the pc other returns
	endReturned        // the function returned (result in m.retVal)
	endStopped         // the run stopped (m.stop says how)
)

// other runs the instructions exec has no fast case for (in, whose
// successor is at pc), and the fast cases' operands that need the
// evaluator; it returns the next pc and whether the activation goes on.
func (m *Machine) other(lf *fn, fr *frame, in *inst, pc int32) (int32, int) {
	regs := fr.regs
	switch in.op {
	case xCondBr:
		c := &regs[in.a]
		taken := c.Bits&1 == 0
		if c.Poison {
			return pc, m.end(m.fail(UBBranchPoison, in.src))
		}
		if c.Undef != 0 {
			if !c.Nondet || m.ev.ch != nil {
				return pc, m.end(m.fail(UBBranchUndef, in.src))
			}
			taken = m.choose(2) == 1
		}
		e := in.aux
		if taken {
			e++
		}
		return m.edge(lf, fr, e), goOn
	case xSwitch:
		e, ok := m.switchEdge(lf, in, &regs[in.a])
		if !ok {
			return pc, endStopped
		}
		return m.edge(lf, fr, e), goOn
	case xIndirectBr:
		a := &regs[in.a]
		if a.Poison {
			return pc, m.end(m.fail(UBBranchPoison, in.src))
		}
		if a.Undef != 0 {
			return pc, m.end(m.fail(UBBranchUndef, in.src))
		}
		base := m.p.fnAddr[lf.f]
		tbl := lf.ibr[in.aux]
		k := int64(a.Bits) - int64(base.Bits) - 1
		if a.Prov != base.Prov || k < 0 || k >= int64(len(tbl)) || tbl[k] < 0 {
			return pc, m.end(m.fail(UBImmediate, in.src))
		}
		return m.edge(lf, fr, tbl[k]), goOn
	case xUnreachable:
		return pc, m.end(m.fail(UBUnreachable, in.src))
	case xNoReturn:
		return pc, m.end(m.fail(UBNoReturn, in.src))
	case xLoad:
		if ub := m.mem.Load(in.ty, &regs[in.a], in.align, &regs[in.dst], nil); ub != UBNone {
			return pc, m.end(m.fail(ub, in.src))
		}
	case xLoadMeta:
		return pc, m.end(m.loadMeta(lf, in, regs))
	case xStore:
		if ub := m.mem.Store(in.ty, &regs[in.b], in.align, &regs[in.a]); ub != UBNone {
			return pc, m.end(m.fail(ub, in.src))
		}
	case xAlloca:
		return pc, m.end(m.alloca(in, fr))
	case xCall:
		// (exec tried callPlain first.)
		if !m.call(lf, in, regs) {
			if m.jump != nil {
				// A longjmp to a setjmp of this activation goes on
				// after that setjmp.
				if npc, ok := m.resumeJump(lf, fr); ok {
					return npc, goOn
				}
			}
			return pc, endStopped
		}
	case xIntrinsic:
		return pc, m.end(m.intrinsic(lf, in, regs))
	case xCmpXchg:
		return pc, m.end(m.cmpxchg(in, regs))
	case xAtomicRMW:
		return pc, m.end(m.atomicRMW(in, regs))
	case xVAArg:
		return pc, m.end(m.vaArg(in, fr))
	case xUnsupported:
		return pc, m.end(m.unsupportedStop(unsupported("%s", lf.msgs[in.aux])))
	case xAccessUB:
		return pc, m.end(m.fail(UBMemoryAttr, in.src))
	default:
		// Poison, undef bits, flags or wide types: the evaluator decides.
		return pc, m.end(m.generic(in, regs))
	}
	return pc, goOn
}

// end is goOn when ok, else endStopped.
func (m *Machine) end(ok bool) int {
	if ok {
		return goOn
	}
	return endStopped
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// icmp64 compares two defined integers of width w (zero-extended).
func icmp64(p ir.Predicate, a, b uint64, w uint32) bool {
	switch p {
	case ir.IntEQ:
		return a == b
	case ir.IntNE:
		return a != b
	case ir.IntUGT:
		return a > b
	case ir.IntUGE:
		return a >= b
	case ir.IntULT:
		return a < b
	case ir.IntULE:
		return a <= b
	}
	sa, sb := signExtend(a, w), signExtend(b, w)
	switch p {
	case ir.IntSGT:
		return sa > sb
	case ir.IntSGE:
		return sa >= sb
	case ir.IntSLT:
		return sa < sb
	}
	return sa <= sb
}

// generic runs an instruction through the evaluator.
func (m *Machine) generic(in *inst, regs []Val) bool {
	ops := m.opsBuf[:0]
	if in.c == -2 {
		for _, r := range m.curCallArgs(in) {
			ops = append(ops, &regs[r])
		}
	} else {
		for _, r := range [3]int32{in.a, in.b, in.c} {
			if r < 0 {
				break
			}
			ops = append(ops, &regs[r])
		}
	}
	var dst *Val
	if in.dst >= 0 {
		dst = &regs[in.dst]
	} else {
		dst = &m.retVal
	}
	if in.c != -2 && in.a >= 0 && in.a == in.b && m.ev.ch == nil && sameChoice(in.d, ops[0], dst) {
		return true
	}
	ub, err := m.ev.compute(in.d, ops, dst)
	if err != nil {
		return m.unsupportedStop(err)
	}
	if ub != UBNone {
		return m.fail(ub, in.src)
	}
	if m.ev.ch == nil && dst.Nondet && dst.Undef != 0 && !dst.Poison && dst.X == nil && in.d.ty.IsInt() {
		m.narrowChoice(in, ops, dst)
	}
	return true
}

// sameChoice computes an operation whose two operands are one register
// holding one fixed unknown choice (Nondet: the result of a freeze, say)
// in the abstract mode, where the operation on the set the register stands
// for would lose that both operands are the same value: `sub %r, %r` of
// %r = freeze poison is 0, not any value ("all uses of a value returned by
// the same freeze instruction are guaranteed to be the same value"). It
// handles sub and xor (0), and and or (the value itself), and icmp (the
// predicate on equal values), all without flags that could make them
// poison (x - x cannot wrap), and reports whether it did. Undef (not
// Nondet) is another value at each use, so it is left to the evaluator.
func sameChoice(d *opDesc, x, r *Val) bool {
	if x.X != nil || x.Poison || !x.Nondet || x.Undef == 0 {
		return false
	}
	switch d.op {
	case ir.OpSub, ir.OpXor:
		if !d.ty.IsInt() {
			return false
		}
		*r = Val{}
	case ir.OpAnd, ir.OpOr:
		if !d.ty.IsInt() {
			return false
		}
		*r = *x
	case ir.OpICmp:
		switch d.pred {
		case ir.IntEQ, ir.IntUGE, ir.IntULE, ir.IntSGE, ir.IntSLE:
			*r = Val{Bits: 1}
		default:
			*r = Val{}
		}
	default:
		return false
	}
	return true
}

// narrowChoice turns a small nondeterministic integer result (a fixed but
// unknown choice, e.g. `urem (freeze poison), 5`) into a choice point of
// the abstract mode, so that the values that follow are exact on each path
// instead of sets (an address computed from a set would be reported as an
// undef address). Only results with at most 8 candidate values are split.
func (m *Machine) narrowChoice(in *inst, ops []*Val, r *Val) {
	limit := uint64(1) << 63
	if in.d.op == ir.OpURem && len(ops) == 2 && ops[1].IsDefined() && ops[1].X == nil {
		limit = ops[1].Bits
	}
	var cands [8]uint64
	n := 0
	u := r.Undef
	if limit <= 64 {
		for v := uint64(0); v < limit; v++ {
			if (v^r.Bits)&^u == 0 {
				if n == len(cands) {
					return
				}
				cands[n] = v
				n++
			}
		}
	} else {
		if bits.OnesCount64(u) > 3 {
			return
		}
		// Every assignment of the undetermined bits.
		for sub := u; ; sub = (sub - 1) & u {
			cands[n] = r.Bits&^u | sub
			n++
			if sub == 0 {
				break
			}
		}
	}
	if n == 0 {
		return
	}
	*r = Val{Bits: cands[m.choose(n)]}
}

// curCallArgs returns the operand registers kept in a call-site entry (for
// instructions with more than three operands).
func (m *Machine) curCallArgs(in *inst) []int32 {
	return m.lf(in).calls[in.aux].args
}

// lf finds the lowered function that holds in (only on slow paths).
func (m *Machine) lf(in *inst) *fn {
	return m.p.funcs[in.src.Parent.Parent]
}

// copyScalars performs the phi copies of an edge whose moves need no
// temporaries (!needTmp) when every source is a scalar, and reports
// whether it did; else it may have done some, and edge does them all
// again (no move reads a register another move writes, so the sources
// are as they were). (Small enough for the inliner: exec's branches do
// not call it.)
func (ed *cfgEdge) copyScalars(regs []Val) bool {
	for _, mv := range ed.moves {
		s := &regs[mv.src]
		if s.X != nil {
			return false
		}
		regs[mv.dst] = *s // what CopyFrom does
	}
	return true
}

// edge performs the phi copies of edge e and returns its target pc.
func (m *Machine) edge(lf *fn, fr *frame, e int32) int32 {
	ed := &lf.edges[e]
	regs := fr.regs
	if !ed.needTmp {
		for _, mv := range ed.moves {
			d, s := &regs[mv.dst], &regs[mv.src]
			if d.X == nil && s.X == nil {
				*d = *s
			} else {
				d.CopyFrom(s)
			}
		}
		return ed.pc
	}
	if len(fr.tmp) < len(ed.moves) {
		fr.tmp = make([]Val, len(ed.moves))
	}
	for i, mv := range ed.moves {
		fr.tmp[i].CopyFrom(&regs[mv.src])
	}
	for i, mv := range ed.moves {
		regs[mv.dst].CopyFrom(&fr.tmp[i])
	}
	return ed.pc
}

// switchEdge picks the edge a switch takes on value c.
func (m *Machine) switchEdge(lf *fn, in *inst, c *Val) (int32, bool) {
	st := &lf.switches[in.aux]
	if c.Poison {
		return 0, m.fail(UBBranchPoison, in.src)
	}
	if anyUndef(c) {
		if !c.Nondet || m.ev.ch != nil {
			return 0, m.fail(UBBranchUndef, in.src)
		}
		// Every case consistent with the defined bits, and the default.
		var cands []int32
		for _, k := range st.cases {
			if consistent(c, &k.val) {
				cands = append(cands, k.edge)
			}
		}
		cands = append(cands, st.def)
		return cands[m.choose(len(cands))], true
	}
	for i := range st.cases {
		if sameBits(c, &st.cases[i].val) {
			return st.cases[i].edge, true
		}
	}
	return st.def, true
}

// sameBits reports whether two defined integers are equal.
func sameBits(a, b *Val) bool {
	if a.X != nil && len(a.X.Words) > 0 {
		for i := range a.X.Words {
			if a.X.Words[i] != b.X.Words[i] {
				return false
			}
		}
		return true
	}
	return a.Bits == b.Bits
}

// consistent reports whether the defined value k is among the values a
// partly undetermined integer a may take.
func consistent(a, k *Val) bool {
	if a.X != nil && len(a.X.Words) > 0 {
		for i := range a.X.Words {
			if (a.X.Words[i]^k.X.Words[i])&^a.X.UndefWords[i] != 0 {
				return false
			}
		}
		return true
	}
	return (a.Bits^k.Bits)&^a.Undef == 0
}

// alloca allocates a stack object that lives until the function returns.
func (m *Machine) alloca(in *inst, fr *frame) bool {
	size := in.mask
	if in.pred == 0 {
		size = m.p.Layout.AllocSize(in.ty)
	}
	if in.a >= 0 {
		n := &fr.regs[in.a]
		if n.Poison || anyUndef(n) {
			return m.fail(UBImmediate, in.src)
		}
		cnt := n.Bits
		if n.X != nil && len(n.X.Words) > 0 {
			cnt = n.X.Words[0]
			for _, w := range n.X.Words[1:] {
				if w != 0 {
					return m.noResult("memory budget exhausted by alloca")
				}
			}
		}
		hi, lo := bits.Mul64(size, cnt)
		if hi != 0 {
			return m.noResult("memory budget exhausted by alloca")
		}
		size = lo
	}
	var p Val
	var ok bool
	if in.b == 1 {
		p, ok = m.mem.AllocUnobserved(size, in.align)
	} else {
		p, ok = m.mem.Alloc(ObjStack, size, in.align)
	}
	if !ok {
		return m.noResult("%s", m.mem.budgetReason())
	}
	fr.regs[in.dst] = p
	return true
}

// fcmp compares two float (w=32) or double (w=64) encodings.
func fcmp(p ir.Predicate, w uint32, a, b uint64) bool {
	if w == 32 {
		return fcmpConcrete(p, float64(math.Float32frombits(uint32(a))), float64(math.Float32frombits(uint32(b))))
	}
	return fcmpConcrete(p, math.Float64frombits(a), math.Float64frombits(b))
}

// fcast converts between float/double and integers of at most 64 bits;
// ok is false for NaNs and out-of-range results (the slow path decides).
func fcast(d *opDesc, x uint64) (uint64, bool) {
	from, to := d.opTy, d.ty
	toFloat := func(f float64) (uint64, bool) {
		if f != f {
			return 0, false
		}
		if to.Kind == ir.FloatType {
			return uint64(math.Float32bits(float32(f))), true
		}
		return math.Float64bits(f), true
	}
	fromFloat := func() float64 {
		if from.Kind == ir.FloatType {
			return float64(math.Float32frombits(uint32(x)))
		}
		return math.Float64frombits(x)
	}
	switch d.op {
	case ir.OpSIToFP:
		v := signExtend(x, from.Bits)
		if to.Kind == ir.FloatType {
			return uint64(math.Float32bits(float32(v))), true
		}
		return math.Float64bits(float64(v)), true
	case ir.OpUIToFP:
		if to.Kind == ir.FloatType {
			return uint64(math.Float32bits(float32(x))), true
		}
		return math.Float64bits(float64(x)), true
	case ir.OpFPExt:
		return toFloat(fromFloat())
	case ir.OpFPTrunc:
		f := fromFloat()
		if f != f {
			return 0, false
		}
		return uint64(math.Float32bits(float32(f))), true
	case ir.OpFPToSI, ir.OpFPToUI:
		f := math.Trunc(fromFloat())
		w := to.Bits
		// 2^(w-1), exactly (w <= 64: lowering gives no other widths).
		half := float64(uint64(1) << (w - 1))
		if d.op == ir.OpFPToSI {
			if !(f >= -half && f < half) {
				return 0, false
			}
			return uint64(int64(f)) & widthMask(w), true
		}
		if !(f >= 0 && f < 2*half) {
			return 0, false
		}
		if f >= 1<<63 {
			return uint64(f-(1<<63)) | 1<<63, true
		}
		return uint64(f), true
	}
	return 0, false
}
