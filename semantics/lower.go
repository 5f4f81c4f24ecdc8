package semantics

import (
	"fmt"
	"slices"
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
	xNoReturn // a ret in a function marked noreturn: undefined behaviour
	xLoad
	xLoadMeta // a load with !range, !nonnull, !align or !noundef (lf.metas[aux])
	xStore
	xAlloca
	xCall
	xIntrinsic
	xNop
	xCmpXchg
	xAtomicRMW
	xVAArg
	xUnsupported
	xAccessUB // an access through a readonly or readnone parameter that forbids it: undefined behaviour
	xFAdd     // fadd, fsub, fmul, fdiv on float (w 32) or double (w 64) without fast-math flags
	xFSub
	xFMul
	xFDiv
	xFCmp    // fcmp on float or double without fast-math flags
	xFCast   // sitofp/uitofp/fptosi/fptoui/fptrunc/fpext between float/double and integers of at most 64 bits
	xSIToFP  // xFCast's sitofp (w: the integer's width; fl: 1 for a float result, 0 for double)
	xFPToSI  // xFCast's fptosi (w: the integer's width, mask its mask; fl: 1 for a float operand)
	xFPTrunc // xFCast's fptrunc of a double to float
	xGEP     // getelementptr on a scalar pointer: a constant offset plus at most one scaled index
	xUDiv    // udiv, sdiv, urem, srem on integers of at most 64 bits
	xSDiv
	xURem
	xSRem
	xTrunc // trunc, zext, sext between integers of at most 64 bits (w: the source width, mask: the result's)
	xZExt
	xSExt
	// xICmpBr is an xICmp whose result the next instruction, an
	// xCondBr, branches on (aux: that branch's edge): exec takes the
	// branch in the same step of its loop. The xCondBr stays in place
	// for the runs that do not (an operand not plain, the step budget
	// reached between the two).
	xICmpBr
)

// inst is one lowered instruction. Operands are register numbers. The
// fields are ordered (and op, pred, w kept to a byte each) so that an inst
// is 64 bytes, one cache line: a program's code is the largest part of its
// lowering. (Of the orders of the same size, this one ran the interpreter
// benchmarks fastest.)
type inst struct {
	dst     int32
	a, b, c int32
	aux     int32 // edge, switch, call or intrinsic table index
	op      opc
	pred    ir.Predicate
	w       uint8   // scalar integer or float width (fast cases), at most 64
	fl      uint8   // the integer fast cases' poison-generating flags (ir.Flags within fastFlags)
	mask    uint64  // widthMask(w)
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
	moves   []move
	pc      int32
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
	// effects is what the call site's memory attributes let a defined
	// callee do.
	effects scopeEffects
	// bundles are llvm.assume's operand bundles: their inputs' registers
	// follow the call's arguments in args, bundle after bundle.
	bundles []assumeBundle
	// prealloc is 1 + the register of the token of the call's
	// "preallocated" operand bundle (llvm.call.preallocated.setup's), 0
	// when it has none.
	prealloc int32
	// What Machine.callPlain needs to know of a plain call's callee, found
	// once at load time (see leanCall): lean says the callee asks for none
	// of what callPlain leaves to the general call (a byval or returned
	// parameter, a vscale_range, another parameter count, a module with
	// null_pointer_is_valid functions); retAttrs and siteRetAttrs say the
	// callee's result and the call's result have attributes to apply;
	// scoped, that the callee's memory attributes limit its body.
	lean, retAttrs, siteRetAttrs, scoped bool
}

// assumeBundle is one operand bundle of llvm.assume: its tag and how many
// inputs it has.
type assumeBundle struct {
	tag    string
	inputs int
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
	metas    []*resultMeta // xLoadMeta: the load's metadata, by aux
	returned int           // the parameter marked returned, or -1
	// vscaleMin and vscaleMax are the function's vscale_range (0, 0
	// without one; vscaleMax 0: no bound).
	vscaleMin, vscaleMax uint64
	// willReturn: the function is willreturn, so a run that never comes
	// back to it (a call that does not return) is undefined behaviour.
	willReturn bool
	// effects is what the function's memory attributes let its body do
	// (see effects.go).
	effects scopeEffects
	msgs    []string  // xUnsupported: what is unsupported
	ibr     [][]int32 // indirectbr: per instruction, edge per block index (-1: not a destination)
	id      int       // index of the machine's frame pool for this function
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
	// vaCall is the call that made the activation (nil for the entry
	// call), with vaFixed parameters before its variadic arguments;
	// vaArea is the area of those arguments a target va_list points to,
	// once made (vaMade).
	vaCall  *ir.Instruction
	vaFixed int
	vaArea  Val
	vaMade  bool
	// serial identifies the activation (a setjmp's environment names
	// it; frames are reused).
	serial uint64
	// mark is the memory's state when the call began: the stack objects
	// after it are the frame's own (its allocas and byval copies).
	mark MemMark
	// next links the free frames of a function (Machine.free).
	next *frame
	// pc and fuel keep exec's own across a call (see exec).
	pc   int32
	fuel int64
}

// lowerer holds the state of lowering functions, one after another.
type lowerer struct {
	p  *Program
	f  *ir.Function
	lf *fn
	// The registers operands name. Instruction results are the bulk, so
	// their map has pointer keys (half the size of interface keys).
	// Scalar constants are kept by value: sharing one register among the
	// occurrences of `i32 0` or of a global's address saves a register
	// (and a frame slot) for each. (Registers of constants are never
	// written: calls and attribute checks work on copies.)
	iregs map[*ir.Instruction]int32
	pregs map[*ir.Argument]int32
	// accessUB are the accesses of the function being lowered through a
	// parameter whose attributes forbid them (see paramAccessUB).
	accessUB map[*ir.Instruction]bool
	cregs    map[constKey]int32
	bpc      map[*ir.Block]int32 // each block's first instruction
	descs    map[descKey]*opDesc // shared operation descriptions (see descKeyOf)
	ops      []int32             // operand registers of the instruction being lowered
	// The function's register types and constants, copied to the lowered
	// function at the end (when their number is known).
	types  []*ir.Type
	consts []constReg
	// Storage cut into the call sites' argument lists and the edges' phi
	// moves, one allocation for many.
	argSlab  []int32
	moveSlab []move
}

// constKey identifies a scalar constant without undef bits: its type and
// its value.
type constKey struct {
	t              *ir.Type
	bits           uint64
	prov           uint32
	poison, nondet bool
}

// descKey identifies an operation description that instructions may
// share: one with no indices, shuffle mask or more than three index types.
type descKey struct {
	op             ir.Opcode
	fmf            ir.FastMath
	pred           ir.Predicate
	nidx           uint8
	fl             ir.Flags
	ty, opTy, elem *ir.Type
	idx            [3]*ir.Type
}

// newLowerer returns a lowerer for p's functions, whose largest has
// maxRes instructions with a result and maxBlocks blocks. One lowerer
// lowers many functions in turn, reusing its maps and buffers; sizing them
// for the largest function at once spares growing them step by step. (56
// entries fill a map's 64 slots: about what a Csmith program's functions
// have of distinct constants and operations.)
func newLowerer(p *Program, maxRes, maxBlocks int) *lowerer {
	return &lowerer{p: p, iregs: make(map[*ir.Instruction]int32, maxRes), pregs: map[*ir.Argument]int32{},
		cregs: make(map[constKey]int32, 56), bpc: make(map[*ir.Block]int32, maxBlocks), descs: make(map[descKey]*opDesc, 56),
		types: make([]*ir.Type, 0, maxRes+64), consts: make([]constReg, 0, 56)}
}

// lower lowers f. The shared operation descriptions and what is left of
// the slabs carry over from the functions lowered before; the registers
// start afresh.
func (lw *lowerer) lower(f *ir.Function) (*fn, error) {
	p := lw.p
	clear(lw.iregs)
	clear(lw.pregs)
	clear(lw.cregs)
	clear(lw.bpc)
	// One pass counts what the lowering makes, so that each table is
	// allocated once at its size. Every instruction but phi and invoke
	// lowers to exactly one inst, which also gives every block's pc before the
	// branches to it are lowered.
	nres, ncode, nedges, ncalls, nargs := 0, 0, 0, 0, 0
	bpc := lw.bpc
	for _, b := range f.Blocks {
		bpc[b] = int32(ncode)
		for _, in := range b.Instrs {
			if in.HasResult() {
				nres++
			}
			switch in.Op {
			case ir.OpPhi:
				if phiFastMath(in) {
					ncode++
				}
				continue
			case ir.OpBr:
				nedges += min(len(in.Operands), 2)
			case ir.OpSwitch:
				nedges += len(in.Operands) / 2
			case ir.OpIndirectBr:
				nedges += len(in.Operands)
			case ir.OpInvoke: // a call and a branch
				ncode++
				nedges++
				ncalls++
				nargs += len(in.Operands)
			case ir.OpCall, ir.OpGetElementPtr:
				ncalls++
				nargs += len(in.Operands)
			}
			ncode++
		}
	}
	lf := &fn{f: f, returned: -1, code: make([]inst, 0, ncode),
		edges: make([]cfgEdge, 0, nedges), calls: make([]callSite, 0, ncalls), params: make([]int32, 0, len(f.Params))}
	lw.f, lw.lf = f, lf
	lf.willReturn = p.Module.FnAttr(f.FnAttrs, "willreturn") != nil
	lf.effects = scopeEffectsOf(p.Module, f.FnAttrs)
	lw.accessUB = paramAccessUB(f)
	lf.vscaleMin, lf.vscaleMax = vscaleRange(p.Module, f)
	lw.types, lw.consts = lw.types[:0], lw.consts[:0]
	if len(lw.argSlab) < nargs {
		lw.argSlab = make([]int32, max(nargs, 1024))
	}
	for k, a := range f.Params {
		r := lw.newReg(a.Ty)
		lw.pregs[a] = r
		lf.params = append(lf.params, r)
		if a.Attrs.Has("returned") {
			lf.returned = k
		}
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
				lw.iregs[in] = lw.newReg(in.Ty)
			}
		}
	}
	for i, b := range f.Blocks {
		if int32(len(lf.code)) != bpc[b] {
			return nil, fmt.Errorf("internal: block %d of @%s lowered at %d, not %d", i, f.Name, len(lf.code), bpc[b])
		}
		for _, in := range b.Instrs {
			if in.Op == ir.OpPhi {
				if phiFastMath(in) {
					lw.lowerPhiFastMath(in)
				}
				continue
			}
			if err := lw.inst(in); err != nil {
				return nil, err
			}
		}
	}
	fuseCompareBranch(lf.code)
	// Until now unknown: how many constant registers there are.
	lf.nregs = len(lw.types)
	lf.regTypes = slices.Clone(lw.types)
	if len(lw.consts) > 0 {
		lf.consts = slices.Clone(lw.consts)
	}
	return lf, nil
}

// fuseCompareBranch makes each xICmp that the next instruction, an
// xCondBr, branches on an xICmpBr.
func fuseCompareBranch(code []inst) {
	for k := 0; k+1 < len(code); k++ {
		if c, br := &code[k], &code[k+1]; c.op == xICmp && br.op == xCondBr && br.a == c.dst {
			c.op, c.aux = xICmpBr, br.aux
		}
	}
}

// lowerSafely is lower with a panic recovered into a *PanicInfo error
// that names the function being lowered.
func (lw *lowerer) lowerSafely(f *ir.Function) (lf *fn, err error) {
	defer func() {
		if r := recover(); r != nil {
			lf, err = nil, newPanicInfo(r, f)
		}
	}()
	return lw.lower(f)
}

func (lw *lowerer) newReg(t *ir.Type) int32 {
	lw.types = append(lw.types, t)
	return int32(len(lw.types) - 1)
}

// operand returns the register of an operand value, making constant
// registers as needed.
func (lw *lowerer) operand(v ir.Value) (int32, error) {
	switch x := v.(type) {
	case *ir.Instruction:
		if r, ok := lw.iregs[x]; ok {
			return r, nil
		}
	case *ir.Argument:
		if r, ok := lw.pregs[x]; ok {
			return r, nil
		}
	case *ir.Const, *ir.Global, *ir.Function, *ir.Alias, *ir.IFunc:
		cv, err := lw.p.constVal(v)
		if err != nil {
			return 0, err
		}
		t := v.Type()
		if cv.X != nil || cv.Undef != 0 {
			// Aggregates, and the rare undef scalars, get a register each.
			r := lw.newReg(t)
			lw.consts = append(lw.consts, constReg{r, cv})
			return r, nil
		}
		k := constKey{t: t, bits: cv.Bits, prov: cv.Prov, poison: cv.Poison, nondet: cv.Nondet}
		if r, ok := lw.cregs[k]; ok {
			return r, nil
		}
		r := lw.newReg(t)
		lw.consts = append(lw.consts, constReg{r, cv})
		lw.cregs[k] = r
		return r, nil
	case *ir.MetadataValue:
		return -1, nil
	}
	return 0, unsupported("operand %s", v.Ident())
}

// keepArgs copies operand registers into storage that lives as long as the
// lowered function (a call site's argument list).
func (lw *lowerer) keepArgs(ops []int32) []int32 {
	n := len(ops)
	if len(lw.argSlab) < n {
		lw.argSlab = make([]int32, max(n, 1024))
	}
	s := lw.argSlab[:n:n]
	lw.argSlab = lw.argSlab[n:]
	copy(s, ops)
	return s
}

func (lw *lowerer) emit(i inst) { lw.lf.code = append(lw.lf.code, i) }

// edgeTo makes the edge from block `from` to `to`: its pc and phi moves.
func (lw *lowerer) edgeTo(from, to *ir.Block) (int32, error) {
	lf := lw.lf
	nphi := 0
	for _, in := range to.Instrs {
		if in.Op != ir.OpPhi {
			break
		}
		nphi++
	}
	var moves []move
	if nphi > 0 {
		if len(lw.moveSlab) < nphi {
			lw.moveSlab = make([]move, max(nphi, 128))
		}
		moves = lw.moveSlab[:0:nphi]
		lw.moveSlab = lw.moveSlab[nphi:]
	}
	for _, in := range to.Instrs[:nphi] {
		for k, pb := range in.Incoming() {
			if pb == from {
				src, err := lw.operand(in.Operands[k])
				if err != nil {
					return 0, err
				}
				moves = append(moves, move{lw.iregs[in], src})
				break
			}
		}
	}
	if len(moves) == 0 {
		moves = nil
	}
	need := false
	for _, a := range moves {
		for _, b := range moves {
			if a.src == b.dst && a != b {
				need = true
			}
		}
	}
	idx := int32(len(lf.edges))
	lf.edges = append(lf.edges, cfgEdge{pc: lw.bpc[to], moves: moves, needTmp: need})
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
	ir.OpUDiv: xUDiv, ir.OpSDiv: xSDiv, ir.OpURem: xURem, ir.OpSRem: xSRem,
	ir.OpTrunc: xTrunc, ir.OpZExt: xZExt, ir.OpSExt: xSExt,
}

// inst lowers one instruction (phis excepted: they lower to the moves of
// the edges into their block).
func (lw *lowerer) inst(in *ir.Instruction) error {
	switch in.Op {
	case ir.OpRet, ir.OpBr, ir.OpSwitch, ir.OpIndirectBr, ir.OpUnreachable:
		return lw.terminator(in)
	case ir.OpInvoke:
		return lw.invoke(in)
	case ir.OpCall, ir.OpCallBr:
		if emptyAsm(in) {
			return lw.emptyAsmCall(in)
		}
		if tiedAsm(in) {
			return lw.tiedAsmCall(in)
		}
		if in.Op == ir.OpCallBr {
			lw.unsupported(in, "callbr (inline asm that may jump)")
			return nil
		}
	case ir.OpResume, ir.OpCatchSwitch, ir.OpCatchRet, ir.OpCleanupRet,
		ir.OpLandingPad, ir.OpCatchPad, ir.OpCleanupPad:
		lw.unsupported(in, in.Op.Info().Name+" (exception handling)")
		return nil
	}
	ops, err := lw.operands(in)
	if err != nil {
		return err
	}
	dst := int32(-1)
	if in.HasResult() {
		dst = lw.iregs[in]
	}
	if lw.fastScalar(in, dst, ops) {
		return nil
	}
	if done, err := lw.memoryOrCall(in, dst, ops); done {
		return err
	}
	lw.emit(inst{op: xGeneric, dst: dst, a: get(ops, 0), b: get(ops, 1), c: get(ops, 2), src: in, d: lw.desc(in), aux: int32(len(ops))})
	if len(ops) > 3 {
		// getelementptr with many indices keeps its operand list in a call site.
		lf := lw.lf
		lf.code[len(lf.code)-1].aux = int32(len(lf.calls))
		lf.code[len(lf.code)-1].c = -2
		lf.calls = append(lf.calls, callSite{args: lw.keepArgs(ops)})
	}
	return nil
}

// operands returns the registers of in's operands other than blocks, in a
// buffer the lowerer reuses: what must outlive the instruction is copied
// out with keepArgs.
func (lw *lowerer) operands(in *ir.Instruction) ([]int32, error) {
	ops := lw.ops[:0]
	for _, o := range in.Operands {
		if _, isBlock := o.(*ir.Block); isBlock {
			continue
		}
		r, err := lw.operand(o)
		if err != nil {
			return nil, err
		}
		ops = append(ops, r)
	}
	lw.ops = ops
	return ops, nil
}

// desc returns the operation description of in, shared with the alike
// instructions of the function when it can be (see descKeyOf).
func (lw *lowerer) desc(in *ir.Instruction) *opDesc {
	k, share := descKeyOf(in)
	if share {
		if d := lw.descs[k]; d != nil {
			return d
		}
	}
	d := &opDesc{op: in.Op, fl: in.Flags, fmf: in.FMF, pred: in.Pred, ty: in.Ty, elemTy: in.ElemTy,
		indices: in.Indices(), mask: in.Mask()}
	if len(in.Operands) > 0 {
		d.opTy = in.Operands[0].Type()
	}
	if in.Op == ir.OpGetElementPtr {
		for _, x := range in.Operands[1:] {
			d.idxTys = append(d.idxTys, x.Type())
		}
	}
	if share {
		lw.descs[k] = d
	}
	return d
}

// terminator lowers ret, br, switch, indirectbr and unreachable.
func (lw *lowerer) terminator(in *ir.Instruction) error {
	switch in.Op {
	case ir.OpRet:
		if lw.p.Module.FnAttr(lw.lf.f.FnAttrs, "noreturn") != nil {
			// "If the function does dynamically return, it produces
			// undefined behavior at runtime."
			lw.emit(inst{op: xNoReturn, src: in})
			return nil
		}
		if len(in.Operands) == 0 {
			lw.emit(inst{op: xRetVoid, src: in})
			return nil
		}
		ops, err := lw.operands(in)
		if err != nil {
			return err
		}
		lw.emit(inst{op: xRet, a: ops[0], src: in})
		return nil
	case ir.OpBr:
		return lw.br(in)
	case ir.OpSwitch:
		return lw.switchInst(in)
	case ir.OpIndirectBr:
		return lw.indirectBr(in)
	}
	lw.emit(inst{op: xUnreachable, src: in})
	return nil
}

// invoke lowers an invoke as a call followed by a branch to its normal
// label. Unwinding is not modelled: a callee's unknown calls return, and
// the instructions that unwind or receive an exception (resume, the
// landing and funclet pads) stop the run as unsupported when reached, so
// every invoke that returns goes on where the Language Reference says.
func (lw *lowerer) invoke(in *ir.Instruction) error {
	ops, err := lw.operands(in)
	if err != nil {
		return err
	}
	dst := int32(-1)
	if in.HasResult() {
		dst = lw.iregs[in]
	}
	if err := lw.call(in, dst, ops); err != nil {
		return err
	}
	normal := in.Operands[len(in.Operands)-2].(*ir.Block)
	e, err := lw.edgeTo(in.Parent, normal)
	if err != nil {
		return err
	}
	lw.emit(inst{op: xBr, aux: e, src: in})
	return nil
}

// emptyAsm says whether in calls inline asm whose template is empty and
// that has no result: it does nothing when it runs (its constraints and
// clobbers only bind the compiler), and as a callbr it cannot jump.
func emptyAsm(in *ir.Instruction) bool {
	a, ok := in.Operands[0].(*ir.InlineAsm)
	return ok && strings.TrimSpace(a.Asm) == "" && in.Ty.Kind == ir.VoidType && !strings.Contains(a.Constraints, "=")
}

// tiedAsm says whether in calls inline asm whose template is empty and
// whose one output is tied to its one input ("=r,0" and clobbers, as in
// asm("" : "=r"(x) : "0"(y)), which hides a value from the compiler):
// the register keeps the input, so the result is the input.
func tiedAsm(in *ir.Instruction) bool {
	a, ok := in.Operands[0].(*ir.InlineAsm)
	if !ok || in.Op != ir.OpCall || strings.TrimSpace(a.Asm) != "" || len(in.Operands) != 2 || in.Operands[1].Type() != in.Ty {
		return false
	}
	outs, ins := 0, 0
	for _, c := range strings.Split(a.Constraints, ",") {
		switch {
		case strings.HasPrefix(c, "~"):
		case strings.HasPrefix(c, "=") && !strings.HasPrefix(c, "=*"):
			outs++
		case c == "0":
			ins++
		default:
			return false
		}
	}
	return outs == 1 && ins == 1
}

// tiedAsmCall lowers a call of tied inline asm (see tiedAsm) to a copy
// of its input.
func (lw *lowerer) tiedAsmCall(in *ir.Instruction) error {
	r, err := lw.operand(in.Operands[1])
	if err != nil {
		return err
	}
	lw.emit(inst{op: xIntrinsic, dst: lw.iregs[in], aux: int32(len(lw.lf.calls)), src: in})
	lw.lf.calls = append(lw.lf.calls, callSite{args: []int32{r}, intr: &intrinsic{kind: inExpect, base: "asm"}})
	return nil
}

// emptyAsmCall lowers a call (to nothing) or callbr (to a branch to its
// fallthrough label) of empty inline asm; see emptyAsm.
func (lw *lowerer) emptyAsmCall(in *ir.Instruction) error {
	if in.Op == ir.OpCall {
		lw.emit(inst{op: xNop, src: in})
		return nil
	}
	fall := in.Operands[len(in.Operands)-1-in.NumIndirect()].(*ir.Block)
	e, err := lw.edgeTo(in.Parent, fall)
	if err != nil {
		return err
	}
	lw.emit(inst{op: xBr, aux: e, src: in})
	return nil
}

// br lowers an unconditional or a conditional branch: a conditional one's
// false edge directly follows its true edge.
func (lw *lowerer) br(in *ir.Instruction) error {
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
}

// switchInst lowers a switch to a table of its cases' values and edges.
func (lw *lowerer) switchInst(in *ir.Instruction) error {
	lf := lw.lf
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
}

// indirectBr lowers an indirectbr to a table of edges by block index.
func (lw *lowerer) indirectBr(in *ir.Instruction) error {
	lf := lw.lf
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
}

// fastScalar lowers in to one of exec's fast cases when it has one (scalar
// integer and float arithmetic, comparisons and casts without flags,
// select, simple getelementptr) and reports whether it did; those fall
// back to the evaluator at run time whenever a value is not plain.
func (lw *lowerer) fastScalar(in *ir.Instruction, dst int32, ops []int32) bool {
	if lw.p.slowOnly {
		return false
	}
	switch in.Op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpShl, ir.OpLShr, ir.OpAShr,
		ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem:
		if w, ok := scalarIntWidth(in.Ty); ok && w > 0 && in.Flags&^fastFlags == 0 {
			lw.emit(inst{op: fastBinary[in.Op], dst: dst, a: ops[0], b: ops[1], c: -1, w: uint8(w), fl: uint8(in.Flags), mask: widthMask(w), src: in, d: lw.desc(in)})
			return true
		}
	case ir.OpTrunc, ir.OpZExt, ir.OpSExt:
		from, ok1 := scalarIntWidth(in.Operands[0].Type())
		to, ok2 := scalarIntWidth(in.Ty)
		if ok1 && ok2 && from > 0 && to > 0 && in.Flags&^fastFlags == 0 {
			lw.emit(inst{op: fastBinary[in.Op], dst: dst, a: ops[0], b: -1, c: -1, w: uint8(from), fl: uint8(in.Flags), mask: widthMask(to), src: in, d: lw.desc(in)})
			return true
		}
	case ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv:
		if (in.Ty.Kind == ir.FloatType || in.Ty.Kind == ir.DoubleType) && in.FMF == 0 {
			lw.emit(inst{op: fastFloat[in.Op], dst: dst, a: ops[0], b: ops[1], c: -1, w: uint8(in.Ty.FloatBits()), src: in, d: lw.desc(in)})
			return true
		}
	case ir.OpFCmp:
		if t := in.Operands[0].Type(); (t.Kind == ir.FloatType || t.Kind == ir.DoubleType) && in.FMF == 0 {
			lw.emit(inst{op: xFCmp, dst: dst, a: ops[0], b: ops[1], c: -1, w: uint8(t.FloatBits()), pred: in.Pred, src: in, d: lw.desc(in)})
			return true
		}
	case ir.OpSIToFP, ir.OpUIToFP, ir.OpFPToSI, ir.OpFPToUI, ir.OpFPTrunc, ir.OpFPExt:
		if fastCastType(in.Operands[0].Type()) && fastCastType(in.Ty) && in.FMF == 0 && in.Flags == 0 {
			lw.emit(fastCast(inst{op: xFCast, dst: dst, a: ops[0], b: -1, c: -1, src: in, d: lw.desc(in)}))
			return true
		}
	case ir.OpGetElementPtr:
		if fast, ok := lw.gepFast(in, dst, ops, lw.desc(in)); ok {
			lw.emit(fast)
			lw.lf.calls = append(lw.lf.calls, callSite{args: lw.keepArgs(ops)})
			return true
		}
	case ir.OpICmp:
		t := in.Operands[0].Type()
		if w, ok := scalarIntWidth(t); ok && w > 0 && in.Flags&^ir.SameSign == 0 {
			lw.emit(inst{op: xICmp, dst: dst, a: ops[0], b: ops[1], c: -1, w: uint8(w), fl: uint8(in.Flags), mask: widthMask(w), pred: in.Pred, src: in, d: lw.desc(in)})
			return true
		}
		if t.IsPtr() && in.Flags == 0 {
			lw.emit(inst{op: xICmp, dst: dst, a: ops[0], b: ops[1], c: -1, w: 64, mask: ^uint64(0), pred: in.Pred, src: in, d: lw.desc(in)})
			return true
		}
	case ir.OpSelect:
		if in.FMF == 0 && in.Operands[0].Type().Kind == ir.IntegerType && in.Ty.Kind != ir.VectorType && !in.Ty.IsAggregate() && !(in.Ty.IsInt() && in.Ty.Bits > 64) {
			lw.emit(inst{op: xSelect, dst: dst, a: ops[0], b: ops[1], c: ops[2], src: in, d: lw.desc(in)})
			return true
		}
	}
	return false
}

// fastFloat is the fast case of each float arithmetic operation.
var fastFloat = map[ir.Opcode]opc{ir.OpFAdd: xFAdd, ir.OpFSub: xFSub, ir.OpFMul: xFMul, ir.OpFDiv: xFDiv}

// fastCast gives the xFCast in a case of its own when it is one of the
// common casts (sitofp, fptosi, fptrunc): exec then runs it without
// fcast's switches.
func fastCast(in inst) inst {
	from, to := in.d.opTy, in.d.ty
	fl := uint8(0)
	switch in.d.op {
	case ir.OpSIToFP:
		if to.Kind == ir.FloatType {
			fl = 1
		}
		in.op, in.w, in.fl = xSIToFP, uint8(from.Bits), fl
	case ir.OpFPToSI:
		if from.Kind == ir.FloatType {
			fl = 1
		}
		in.op, in.w, in.fl, in.mask = xFPToSI, uint8(to.Bits), fl, widthMask(to.Bits)
	case ir.OpFPTrunc:
		if from.Kind == ir.DoubleType && to.Kind == ir.FloatType {
			in.op = xFPTrunc
		}
	}
	return in
}

// fastCastType reports whether exec's fast cast case handles type t: float,
// double, or an integer of at most 64 bits.
func fastCastType(t *ir.Type) bool {
	return t.Kind == ir.FloatType || t.Kind == ir.DoubleType || t.IsInt() && t.Bits <= 64
}

// memoryOrCall lowers memory accesses, allocas, fences, atomics, va_arg
// and calls, and reports whether in was one of them.
func (lw *lowerer) memoryOrCall(in *ir.Instruction, dst int32, ops []int32) (bool, error) {
	if lw.accessUB[in] {
		// Through a readonly or readnone parameter (see paramAccessUB).
		lw.emit(inst{op: xAccessUB, dst: dst, src: in})
		return true, nil
	}
	switch in.Op {
	case ir.OpLoad:
		op := xLoad
		if md := resultMetaOf(in); md != nil {
			op = xLoadMeta
			lw.lf.metas = append(lw.lf.metas, md)
		}
		al := lw.align(in.Align, in.Ty)
		n, ptr := lw.plainScalar(in.Ty, al)
		lw.emit(inst{op: op, dst: dst, a: ops[0], ty: in.Ty, align: al, w: n, fl: ptr, src: in, aux: int32(len(lw.lf.metas) - 1)})
	case ir.OpStore:
		t := in.Operands[0].Type()
		al := lw.align(in.Align, t)
		n, ptr := lw.plainScalar(t, al)
		lw.emit(inst{op: xStore, a: ops[0], b: ops[1], ty: t, align: al, w: n, fl: ptr, src: in})
	case ir.OpAlloca:
		lw.alloca(in, dst, ops)
	case ir.OpFence:
		lw.emit(inst{op: xNop, src: in})
	case ir.OpCmpXchg:
		t := in.Operands[1].Type()
		lw.emit(inst{op: xCmpXchg, dst: dst, a: ops[0], b: ops[1], c: ops[2], ty: t, align: lw.align(in.Align, t), src: in, d: lw.desc(in)})
	case ir.OpAtomicRMW:
		t := in.Operands[1].Type()
		lw.emit(inst{op: xAtomicRMW, dst: dst, a: ops[0], b: ops[1], ty: t, align: lw.align(in.Align, t), src: in, d: lw.desc(in)})
	case ir.OpVAArg:
		lw.emit(inst{op: xVAArg, dst: dst, a: ops[0], ty: in.Ty, src: in})
	case ir.OpCall:
		return true, lw.call(in, dst, ops)
	default:
		return false, nil
	}
	return true, nil
}

// plainScalar says whether exec may load and store a value of type t,
// aligned to align, through its fast case (Memory.plain): a scalar that
// fills its bytes (an integer of whole bytes, a half, bfloat, float or
// double, or a pointer of 64 bits; at most 8 bytes) on a little-endian
// layout, with an alignment that is a power of two. n is its size in bytes
// (0: not eligible), ptr 1 for a pointer.
func (lw *lowerer) plainScalar(t *ir.Type, align uint64) (n, ptr uint8) {
	l := lw.p.Layout
	if lw.p.slowOnly || l.BigEndian || align == 0 || align&(align-1) != 0 {
		return 0, 0
	}
	switch t.Kind {
	case ir.IntegerType, ir.HalfType, ir.BFloatType, ir.FloatType, ir.DoubleType:
	case ir.PointerType:
		ptr = 1
	default:
		return 0, 0
	}
	size := l.StoreSize(t)
	if size == 0 || size > 8 || l.SizeInBits(t) != 8*size || ptr == 1 && size != 8 {
		return 0, 0
	}
	return uint8(size), ptr
}

// alloca lowers an alloca: the element's size is kept in mask (pred says
// so) unless the type is unsized, since an opaque struct may get a body
// later; b is 1 when the function cannot observe the object's address.
func (lw *lowerer) alloca(in *ir.Instruction, dst int32, ops []int32) {
	n := int32(-1)
	if len(ops) > 0 {
		n = ops[0]
	}
	al := in.Align
	if al == 0 {
		al = lw.p.Layout.PrefAlign(in.ElemTy)
	}
	var size uint64
	sized := in.ElemTy.IsSized()
	if sized {
		size = lw.p.Layout.AllocSize(in.ElemTy)
	}
	unobserved := int32(0)
	if !addressObserved(in) {
		unobserved = 1
	}
	lw.emit(inst{op: xAlloca, dst: dst, a: n, b: unobserved, ty: in.ElemTy, align: al, mask: size, pred: boolPred(sized), src: in})
}

// descKeyOf returns the key under which in's operation description may be
// shared with other instructions of its function (most are alike: `add
// nsw i32`, `icmp slt i32`, ...), or false when in needs its own: the
// indices of extractvalue and insertvalue, the mask of shufflevector and
// the index types of a getelementptr with more than three indices are not
// in the key.
func descKeyOf(in *ir.Instruction) (descKey, bool) {
	switch in.Op {
	case ir.OpExtractValue, ir.OpInsertValue, ir.OpShuffleVector:
		return descKey{}, false
	}
	k := descKey{op: in.Op, fmf: in.FMF, pred: in.Pred, fl: in.Flags, ty: in.Ty, elem: in.ElemTy}
	if len(in.Operands) > 0 {
		k.opTy = in.Operands[0].Type()
	}
	if in.Op == ir.OpGetElementPtr {
		idx := in.Operands[1:]
		if len(idx) > len(k.idx) {
			return descKey{}, false
		}
		k.nidx = uint8(len(idx))
		for i, x := range idx {
			k.idx[i] = x.Type()
		}
	}
	return k, true
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
	if l.IndexBits(in.Ty.AddrSpace) != 64 || l.PointerBits(in.Ty.AddrSpace) != 64 {
		// The fast path adds at 64 bits; narrower offsets wrap.
		return inst{}, false
	}
	t := in.ElemTy
	var off uint64
	nonneg := true
	varReg, varW := int32(-1), uint8(0)
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
			v := signExtend(c.Int, it.Bits)
			if v < 0 {
				nonneg = false
			}
			off += uint64(v) * size
			continue
		}
		if varReg >= 0 {
			return inst{}, false
		}
		varReg, varW, scale = ops[k+1], uint8(it.Bits), size
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

// assumeBundles lowers the operand bundles of an llvm.assume call: each
// input's register is appended to cs.args.
func (lw *lowerer) assumeBundles(in *ir.Instruction, cs *callSite) error {
	for _, b := range in.Bundles() {
		for _, v := range b.Inputs {
			r, err := lw.operand(v)
			if err != nil {
				return err
			}
			cs.args = append(cs.args, r)
		}
		cs.bundles = append(cs.bundles, assumeBundle{tag: b.Tag, inputs: len(b.Inputs)})
	}
	return nil
}

// call lowers a call: a known intrinsic, a known library function, a
// defined function, or an indirect call.
func (lw *lowerer) call(in *ir.Instruction, dst int32, ops []int32) error {
	lf := lw.lf
	cs := callSite{callee: ops[0], args: lw.keepArgs(ops[1:]), effects: scopeEffectsOf(lw.p.Module, in.FnAttrs())}
	if f, ok := in.Operands[0].(*ir.Function); ok {
		cs.direct = f
		if f.IsDeclaration() && strings.HasPrefix(f.Name, "llvm.") && !setjmpNames[f.Name] && !longjmpNames[f.Name] {
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
			if intr.kind == inPreserve {
				return lw.preserveAccess(in, intr, dst, ops[1:])
			}
			cs.intr = intr
			if intr.kind == inAssume {
				if err := lw.assumeBundles(in, &cs); err != nil {
					return err
				}
			}
			lw.emit(inst{op: xIntrinsic, dst: dst, aux: int32(len(lf.calls)), src: in})
			lf.calls = append(lf.calls, cs)
			return nil
		}
	}
	for _, b := range in.Bundles() {
		if b.Tag == "preallocated" && len(b.Inputs) == 1 {
			r, err := lw.operand(b.Inputs[0])
			if err != nil {
				return err
			}
			cs.prealloc = r + 1
		}
	}
	plain := uint8(0)
	if !lw.p.slowOnly && plainCall(in, &cs) {
		plain = 1
	}
	lw.emit(inst{op: xCall, dst: dst, aux: int32(len(lf.calls)), fl: plain, src: in})
	lf.calls = append(lf.calls, cs)
	return nil
}

// plainCall reports whether the call in, lowered as cs, may take exec's
// fast call (Machine.callPlain): a direct call of a defined function of
// the call's own type with exactly its parameters, no operand bundle, no
// fast-math flags, no result metadata, no memory attributes on the call,
// and on both sides only argument attributes that have no meaning for a
// well-defined scalar argument (callPlain checks the arguments are such
// and the callee's body the rest; paramAttrs still checks the results).
func plainCall(in *ir.Instruction, cs *callSite) bool {
	f := cs.direct
	if f == nil || f.IsDeclaration() || in.FnTy != nil && in.FnTy != f.FuncTy || f.FuncTy == nil || f.FuncTy.Variadic ||
		len(cs.args) != len(f.Params) || cs.prealloc != 0 || cs.effects != unlimited ||
		in.FMF != 0 || len(in.Bundles()) > 0 || resultMetaOf(in) != nil {
		return false
	}
	for _, l := range in.ArgAttrs() {
		if !plainArgAttrs(l) {
			return false
		}
	}
	for _, a := range f.Params {
		if !plainArgAttrs(a.Attrs) {
			return false
		}
	}
	return true
}

// plainArgAttrs reports whether the argument attributes l say nothing
// about a call of a defined function with a well-defined scalar argument
// there: noundef holds, and the others listed constrain neither the value
// nor the call (readonly and its kin on the callee's parameter are
// compiled into its body; see paramAccessUB).
func plainArgAttrs(l ir.AttrList) bool {
	if len(l.Groups) > 0 {
		return false
	}
	for k := range l.Attrs {
		a := &l.Attrs[k]
		if a.IsString {
			continue
		}
		switch a.Key {
		case "noundef", "signext", "zeroext", "noalias", "nocapture", "captures", "readonly", "readnone", "writeonly", "nofree", "inreg":
		default:
			return false
		}
	}
	return true
}
