package semantics

import (
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
