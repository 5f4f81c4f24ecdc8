package semantics

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// opc is the lowered form's operation code: a few specialised fast cases
// for the common scalar operations, and xGeneric for everything that goes
// through the evaluator.
type opc uint8

const (
	xGeneric opc = iota
	xAdd
	xSub
	xMul
	xAnd
	xOr
	xXor
	xShl
	xLShr
	xAShr
	xICmp
	xSelect
	xBr
	xCondBr
	xSwitch
	xIndirectBr
	xRet
	xRetVoid
	xUnreachable
	xLoad
	xStore
	xAlloca
	xCall
	xIntrinsic
	xNop
	xCmpXchg
	xAtomicRMW
	xVAArg
	xUnsupported
	xFBin  // fadd/fsub/fmul/fdiv on float or double without fast-math flags
	xFCmp  // fcmp on float or double without fast-math flags
	xFCast // sitofp/uitofp/fptosi/fptoui/fptrunc/fpext between float/double and integers of at most 64 bits
	xGEP   // getelementptr on a scalar pointer: a constant offset plus at most one scaled index
)

// inst is one lowered instruction. Operands are register numbers.
type inst struct {
	op      opc
	dst     int32
	a, b, c int32
	w       uint32 // scalar integer width (fast cases)
	mask    uint64 // Mask(w)
	pred    ir.Predicate
	aux     int32   // edge, switch, call or intrinsic table index
	d       *opDesc // xGeneric and friends
	src     *ir.Instruction
	ty      *ir.Type // load/store/alloca type
	align   uint64
}

// move is one phi copy on a CFG edge.
type move struct{ dst, src int32 }

// cfgEdge is a lowered CFG edge: the target's first instruction and the phi
// copies to do on the way.
type cfgEdge struct {
	pc      int32
	moves   []move
	needTmp bool // some move reads a register another move writes
}

// switchTable is a lowered switch.
type switchTable struct {
	def   int32 // edge
	cases []switchCase
}

type switchCase struct {
	val  Val
	edge int32
}

// callSite is a lowered call.
type callSite struct {
	callee int32        // register holding the callee pointer
	direct *ir.Function // the callee when known statically
	target *fn          // direct's lowered body, when it has one
	args   []int32
	intr   *intrinsic // llvm.* intrinsics
}

// fn is a lowered function.
type fn struct {
	f        *ir.Function
	code     []inst
	nregs    int
	regTypes []*ir.Type
	params   []int32
	byval    []byvalParam // parameters passed by value: the callee gets a copy
	consts   []constReg
	edges    []cfgEdge
	switches []switchTable
	calls    []callSite
	msgs     []string  // xUnsupported: what is unsupported
	ibr      [][]int32 // indirectbr: per instruction, edge per block index (-1: not a destination)
	id       int       // index of the machine's frame pool for this function
}

// byvalParam is a byval(T) parameter: the k-th, whose pointee (size bytes)
// the call copies into a new stack object aligned to align.
type byvalParam struct {
	k           int
	size, align uint64
}

type constReg struct {
	reg int32
	v   Val
}

// frame is one activation's registers.
type frame struct {
	regs    []Val
	tmp     []Val
	varargs []Val
}

type lowerer struct {
	p     *Program
	f     *ir.Function
	lf    *fn
	regs  map[ir.Value]int32
	bpc   map[*ir.Block]int32
	fixup []func()
}

func (p *Program) lower(f *ir.Function) (*fn, error) {
	n := 0
	for _, b := range f.Blocks {
		n += len(b.Instrs)
	}
	// About one lowered instruction per IR instruction: sized once, the code
	// is not copied as it grows (a whole program's lowering allocated
	// twice its code).
	lw := &lowerer{p: p, f: f, lf: &fn{f: f, code: make([]inst, 0, n+n/8+4)}, regs: make(map[ir.Value]int32, n+len(f.Params)), bpc: make(map[*ir.Block]int32, len(f.Blocks))}
	lf := lw.lf
	for k, a := range f.Params {
		r := lw.newReg(a.Ty)
		lw.regs[a] = r
		lf.params = append(lf.params, r)
		if bv := a.Attrs.Get("byval"); bv != nil && bv.Ty != nil {
			align := p.Layout.ABIAlign(bv.Ty)
			if al := a.Attrs.Get("align"); al != nil && al.Int > 0 {
				align = al.Int
			}
			lf.byval = append(lf.byval, byvalParam{k: k, size: p.Layout.AllocSize(bv.Ty), align: align})
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.HasResult() {
				lw.regs[in] = lw.newReg(in.Ty)
			}
		}
	}
	for _, b := range f.Blocks {
		lw.bpc[b] = int32(len(lf.code))
		for _, in := range b.Instrs {
			if in.Op == ir.OpPhi {
				continue
			}
			if err := lw.inst(in); err != nil {
				return nil, err
			}
		}
	}
	for _, fx := range lw.fixup {
		fx()
	}
	return lf, nil
}

func (lw *lowerer) newReg(t *ir.Type) int32 {
	lw.lf.regTypes = append(lw.lf.regTypes, t)
	lw.lf.nregs++
	return int32(lw.lf.nregs - 1)
}

// operand returns the register of an operand value, making constant
// registers as needed.
func (lw *lowerer) operand(v ir.Value) (int32, error) {
	if r, ok := lw.regs[v]; ok {
		return r, nil
	}
	switch v.(type) {
	case *ir.Const, *ir.Global, *ir.Function, *ir.Alias, *ir.IFunc:
		cv, err := lw.p.constVal(v)
		if err != nil {
			return 0, err
		}
		r := lw.newReg(v.Type())
		lw.lf.consts = append(lw.lf.consts, constReg{r, cv})
		lw.regs[v] = r
		return r, nil
	case *ir.MetadataValue:
		return -1, nil
	}
	return 0, unsupported("operand %s", v.Ident())
}

func (lw *lowerer) emit(i inst) { lw.lf.code = append(lw.lf.code, i) }

// edgeTo makes the edge from block `from` to `to`; its pc and moves are
// filled in once every block has a pc.
func (lw *lowerer) edgeTo(from, to *ir.Block) (int32, error) {
	lf := lw.lf
	idx := int32(len(lf.edges))
	lf.edges = append(lf.edges, cfgEdge{})
	var moves []move
	for _, in := range to.Instrs {
		if in.Op != ir.OpPhi {
			break
		}
		for k, pb := range in.Incoming {
			if pb == from {
				src, err := lw.operand(in.Operands[k])
				if err != nil {
					return 0, err
				}
				moves = append(moves, move{lw.regs[in], src})
				break
			}
		}
	}
	need := false
	for _, a := range moves {
		for _, b := range moves {
			if a.src == b.dst && a != b {
				need = true
			}
		}
	}
	lf.edges[idx] = cfgEdge{moves: moves, needTmp: need}
	lw.fixup = append(lw.fixup, func() { lf.edges[idx].pc = lw.bpc[to] })
	return idx, nil
}

// scalarIntWidth is t's width when t is an integer type of at most 64 bits.
func scalarIntWidth(t *ir.Type) (uint32, bool) {
	if t.Kind == ir.IntegerType && t.Bits <= 64 {
		return t.Bits, true
	}
	return 0, false
}

var fastBinary = map[ir.Opcode]opc{
	ir.OpAdd: xAdd, ir.OpSub: xSub, ir.OpMul: xMul, ir.OpAnd: xAnd, ir.OpOr: xOr,
	ir.OpXor: xXor, ir.OpShl: xShl, ir.OpLShr: xLShr, ir.OpAShr: xAShr,
}

func (lw *lowerer) inst(in *ir.Instruction) error {
	lf := lw.lf
	dst := int32(-1)
	if in.HasResult() {
		dst = lw.regs[in]
	}
	ops := make([]int32, 0, len(in.Operands))
	operands := func() error {
		for _, o := range in.Operands {
			if _, isBlock := o.(*ir.Block); isBlock {
				continue
			}
			r, err := lw.operand(o)
			if err != nil {
				return err
			}
			ops = append(ops, r)
		}
		return nil
	}
	desc := func() *opDesc {
		d := &opDesc{op: in.Op, fl: in.Flags, fmf: in.FMF, pred: in.Pred, ty: in.Ty, elemTy: in.ElemTy,
			indices: in.Indices, mask: in.Mask(), in: in}
		if len(in.Operands) > 0 {
			d.opTy = in.Operands[0].Type()
		}
		if in.Op == ir.OpGetElementPtr {
			for _, x := range in.Operands[1:] {
				d.idxTys = append(d.idxTys, x.Type())
			}
		}
		return d
	}
	unsup := func(what string) { lw.unsupported(in, what) }
	switch in.Op {
	case ir.OpRet:
		if len(in.Operands) == 0 {
			lw.emit(inst{op: xRetVoid, src: in})
			return nil
		}
		if err := operands(); err != nil {
			return err
		}
		lw.emit(inst{op: xRet, a: ops[0], src: in})
		return nil
	case ir.OpBr:
		b := in.Parent
		if len(in.Operands) == 1 {
			e, err := lw.edgeTo(b, in.Operands[0].(*ir.Block))
			if err != nil {
				return err
			}
			lw.emit(inst{op: xBr, aux: e, src: in})
			return nil
		}
		c, err := lw.operand(in.Operands[0])
		if err != nil {
			return err
		}
		e1, err := lw.edgeTo(b, in.Operands[1].(*ir.Block))
		if err != nil {
			return err
		}
		if _, err := lw.edgeTo(b, in.Operands[2].(*ir.Block)); err != nil {
			return err
		}
		lw.emit(inst{op: xCondBr, a: c, aux: e1, src: in})
		return nil
	case ir.OpSwitch:
		c, err := lw.operand(in.Operands[0])
		if err != nil {
			return err
		}
		def, err := lw.edgeTo(in.Parent, in.Operands[1].(*ir.Block))
		if err != nil {
			return err
		}
		st := switchTable{def: def}
		for k := 2; k+1 < len(in.Operands); k += 2 {
			cv, err := lw.p.constVal(in.Operands[k])
			if err != nil {
				return err
			}
			e, err := lw.edgeTo(in.Parent, in.Operands[k+1].(*ir.Block))
			if err != nil {
				return err
			}
			st.cases = append(st.cases, switchCase{cv, e})
		}
		lw.emit(inst{op: xSwitch, a: c, aux: int32(len(lf.switches)), src: in, d: &opDesc{opTy: in.Operands[0].Type()}})
		lf.switches = append(lf.switches, st)
		return nil
	case ir.OpIndirectBr:
		a, err := lw.operand(in.Operands[0])
		if err != nil {
			return err
		}
		tbl := make([]int32, len(lw.f.Blocks))
		for i := range tbl {
			tbl[i] = -1
		}
		for _, o := range in.Operands[1:] {
			b := o.(*ir.Block)
			e, err := lw.edgeTo(in.Parent, b)
			if err != nil {
				return err
			}
			for i, fb := range lw.f.Blocks {
				if fb == b {
					tbl[i] = e
				}
			}
		}
		lw.emit(inst{op: xIndirectBr, a: a, aux: int32(len(lf.ibr)), src: in})
		lf.ibr = append(lf.ibr, tbl)
		return nil
	case ir.OpUnreachable:
		lw.emit(inst{op: xUnreachable, src: in})
		return nil
	case ir.OpInvoke, ir.OpCallBr, ir.OpResume, ir.OpCatchSwitch, ir.OpCatchRet, ir.OpCleanupRet,
		ir.OpLandingPad, ir.OpCatchPad, ir.OpCleanupPad:
		unsup(in.Op.Info().Name + " (exception handling)")
		return nil
	}
	if err := operands(); err != nil {
		return err
	}
	switch in.Op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpShl, ir.OpLShr, ir.OpAShr:
		if w, ok := scalarIntWidth(in.Ty); ok && in.Flags == 0 {
			lw.emit(inst{op: fastBinary[in.Op], dst: dst, a: ops[0], b: ops[1], c: -1, w: w, mask: Mask(w), src: in, d: desc()})
			return nil
		}
	case ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv:
		if (in.Ty.Kind == ir.FloatType || in.Ty.Kind == ir.DoubleType) && in.FMF == 0 {
			lw.emit(inst{op: xFBin, dst: dst, a: ops[0], b: ops[1], c: -1, w: uint32(in.Ty.FloatBits()), src: in, d: desc()})
			return nil
		}
	case ir.OpFCmp:
		if t := in.Operands[0].Type(); (t.Kind == ir.FloatType || t.Kind == ir.DoubleType) && in.FMF == 0 {
			lw.emit(inst{op: xFCmp, dst: dst, a: ops[0], b: ops[1], c: -1, w: uint32(t.FloatBits()), pred: in.Pred, src: in, d: desc()})
			return nil
		}
	case ir.OpSIToFP, ir.OpUIToFP, ir.OpFPToSI, ir.OpFPToUI, ir.OpFPTrunc, ir.OpFPExt:
		ft, tt := in.Operands[0].Type(), in.Ty
		okT := func(t *ir.Type) bool {
			return t.Kind == ir.FloatType || t.Kind == ir.DoubleType || t.IsInt() && t.Bits <= 64
		}
		if okT(ft) && okT(tt) && in.FMF == 0 && in.Flags == 0 {
			lw.emit(inst{op: xFCast, dst: dst, a: ops[0], b: -1, c: -1, src: in, d: desc()})
			return nil
		}
	case ir.OpGetElementPtr:
		if fast, ok := lw.gepFast(in, dst, ops, desc()); ok {
			lw.emit(fast)
			lf.calls = append(lf.calls, callSite{args: ops})
			return nil
		}
	case ir.OpICmp:
		t := in.Operands[0].Type()
		if w, ok := scalarIntWidth(t); ok && in.Flags == 0 {
			lw.emit(inst{op: xICmp, dst: dst, a: ops[0], b: ops[1], c: -1, w: w, mask: Mask(w), pred: in.Pred, src: in, d: desc()})
			return nil
		}
		if t.IsPtr() && in.Flags == 0 {
			lw.emit(inst{op: xICmp, dst: dst, a: ops[0], b: ops[1], c: -1, w: 64, mask: ^uint64(0), pred: in.Pred, src: in, d: desc()})
			return nil
		}
	case ir.OpSelect:
		if in.Operands[0].Type().Kind == ir.IntegerType && in.Ty.Kind != ir.VectorType && !in.Ty.IsAggregate() && !(in.Ty.IsInt() && in.Ty.Bits > 64) {
			lw.emit(inst{op: xSelect, dst: dst, a: ops[0], b: ops[1], c: ops[2], src: in, d: desc()})
			return nil
		}
	case ir.OpLoad:
		lw.emit(inst{op: xLoad, dst: dst, a: ops[0], ty: in.Ty, align: lw.align(in.Align, in.Ty), src: in})
		return nil
	case ir.OpStore:
		t := in.Operands[0].Type()
		lw.emit(inst{op: xStore, a: ops[0], b: ops[1], ty: t, align: lw.align(in.Align, t), src: in})
		return nil
	case ir.OpAlloca:
		n := int32(-1)
		if len(ops) > 0 {
			n = ops[0]
		}
		al := in.Align
		if al == 0 {
			al = lw.p.Layout.PrefAlign(in.ElemTy)
		}
		// The element's size is kept in mask (pred says so) unless the type
		// is unsized: an opaque struct may get a body later.
		var size uint64
		sized := in.ElemTy.IsSized()
		if sized {
			size = lw.p.Layout.AllocSize(in.ElemTy)
		}
		lw.emit(inst{op: xAlloca, dst: dst, a: n, ty: in.ElemTy, align: al, mask: size, pred: boolPred(sized), src: in})
		return nil
	case ir.OpFence:
		lw.emit(inst{op: xNop, src: in})
		return nil
	case ir.OpCmpXchg:
		t := in.Operands[1].Type()
		lw.emit(inst{op: xCmpXchg, dst: dst, a: ops[0], b: ops[1], c: ops[2], ty: t, align: lw.align(in.Align, t), src: in, d: desc()})
		return nil
	case ir.OpAtomicRMW:
		t := in.Operands[1].Type()
		lw.emit(inst{op: xAtomicRMW, dst: dst, a: ops[0], b: ops[1], ty: t, align: lw.align(in.Align, t), src: in, d: desc()})
		return nil
	case ir.OpVAArg:
		lw.emit(inst{op: xVAArg, dst: dst, a: ops[0], ty: in.Ty, src: in})
		return nil
	case ir.OpCall:
		return lw.call(in, dst, ops)
	}
	lw.emit(inst{op: xGeneric, dst: dst, a: get(ops, 0), b: get(ops, 1), c: get(ops, 2), src: in, d: desc(), aux: int32(len(ops))})
	if len(ops) > 3 {
		// getelementptr with many indices keeps its operand list in a call site.
		lw.lf.code[len(lw.lf.code)-1].aux = int32(len(lf.calls))
		lw.lf.code[len(lw.lf.code)-1].c = -2
		lf.calls = append(lf.calls, callSite{args: ops})
	}
	return nil
}

// unsupported emits an instruction that stops the run as unsupported when
// reached (so a function is only unsupported on paths that use the feature).
func (lw *lowerer) unsupported(in *ir.Instruction, what string) {
	lw.emit(inst{op: xUnsupported, src: in, aux: int32(len(lw.lf.msgs))})
	lw.lf.msgs = append(lw.lf.msgs, strings.TrimPrefix(what, "unsupported: "))
}

// gepFast lowers a getelementptr on a scalar pointer whose indices are
// constants except at most one array index, without nusw/nuw: the
// constant part of the offset goes to mask, the variable index's scale to
// align and its register to b (-1 if none). The fast path in exec falls
// back to the evaluator whenever the flags' rules need a closer look.
func (lw *lowerer) gepFast(in *ir.Instruction, dst int32, ops []int32, d *opDesc) (inst, bool) {
	if in.Ty.Kind == ir.VectorType || in.Flags&^ir.InBounds != 0 {
		return inst{}, false
	}
	l := lw.p.Layout
	t := in.ElemTy
	var off uint64
	nonneg := true
	varReg, varW := int32(-1), uint32(0)
	var scale uint64
	for k, idx := range in.Operands[1:] {
		if k > 0 {
			if t.Kind == ir.StructType {
				c, ok := idx.(*ir.Const)
				if !ok || c.Kind != ir.ConstInt {
					return inst{}, false
				}
				off += l.FieldOffset(t, int(c.Int))
				t = t.Fields[c.Int]
				continue
			}
			if t.Kind != ir.ArrayType && t.Kind != ir.VectorType {
				return inst{}, false
			}
			t = t.Elem
		}
		it := idx.Type()
		if !it.IsInt() || it.Bits > 64 {
			return inst{}, false
		}
		size := l.AllocSize(t)
		if c, ok := idx.(*ir.Const); ok && c.Kind == ir.ConstInt {
			v := SignExtend(c.Int, it.Bits)
			if v < 0 {
				nonneg = false
			}
			off += uint64(v) * size
			continue
		}
		if varReg >= 0 {
			return inst{}, false
		}
		varReg, varW, scale = ops[k+1], it.Bits, size
	}
	if in.Flags&ir.InBounds != 0 && (!nonneg || int64(off) < 0) {
		return inst{}, false
	}
	return inst{op: xGEP, dst: dst, a: ops[0], b: varReg, c: -2, w: varW, mask: off, align: scale, src: in, d: d,
		aux: int32(len(lw.lf.calls)), pred: boolPred(in.Flags&ir.InBounds != 0)}, true
}

// boolPred stores a flag in an inst's pred field (fast GEP: inbounds;
// alloca: the size is known).
func boolPred(b bool) ir.Predicate {
	if b {
		return 1
	}
	return 0
}

func get(ops []int32, i int) int32 {
	if i < len(ops) {
		return ops[i]
	}
	return -1
}

// align is an access's alignment: the written one, or the type's ABI
// alignment (what LLVM assumes when none is written).
func (lw *lowerer) align(a uint64, t *ir.Type) uint64 {
	if a != 0 {
		return a
	}
	return lw.p.Layout.ABIAlign(t)
}

// call lowers a call: a known intrinsic, a known library function, a
// defined function, or an indirect call.
func (lw *lowerer) call(in *ir.Instruction, dst int32, ops []int32) error {
	lf := lw.lf
	cs := callSite{callee: ops[0], args: ops[1:]}
	if f, ok := in.Operands[0].(*ir.Function); ok {
		cs.direct = f
		if f.IsDeclaration() && strings.HasPrefix(f.Name, "llvm.") {
			intr, err := lookupIntrinsic(f.Name, in)
			if err != nil {
				lw.unsupported(in, err.Error())
				return nil
			}
			if intr == nil {
				// No effect on the meaning (debug info and the like).
				lw.emit(inst{op: xNop, src: in})
				return nil
			}
			cs.intr = intr
			lw.emit(inst{op: xIntrinsic, dst: dst, aux: int32(len(lf.calls)), src: in})
			lf.calls = append(lf.calls, cs)
			return nil
		}
	}
	lw.emit(inst{op: xCall, dst: dst, aux: int32(len(lf.calls)), src: in})
	lf.calls = append(lf.calls, cs)
	return nil
}
