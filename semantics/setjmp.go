package semantics

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// setjmp and longjmp, as the C library defines them: setjmp saves the
// calling environment in its jmp_buf and returns 0; longjmp(env, val)
// returns again from the setjmp that saved env, with val (1 when val is
// 0), and "if the function containing the invocation of the setjmp macro
// has terminated execution in the interim ... the behavior is undefined"
// (C11 7.13.2.1). A C front end calls them as functions (clang: @_setjmp
// with the returns_twice attribute, which the Language Reference says
// "indicates that this function may return twice"), so the interpreter
// models the environment as the activation and the call site of the
// setjmp: a token written into the jmp_buf names it.

// jmpPoint is one setjmp's saved environment.
type jmpPoint struct {
	token  uint64
	fr     *frame // the activation that called setjmp
	serial uint64 // ... identified by its serial (frames are reused)
	lf     *fn
	call   *inst // the setjmp call
}

// jumping is a longjmp under way: the activation it returns to, where,
// and the value setjmp returns there.
type jumping struct {
	to  *jmpPoint
	val uint64
}

// setjmpNames and longjmpNames are the C library's entry points, and the
// intrinsics of GCC's __builtin_setjmp and __builtin_longjmp, which the
// Language Reference describes as the same pair on a buffer of five
// words: "The front end places the frame pointer in the first word, and
// the target implementation of this intrinsic should place the
// destination address for a llvm.eh.sjlj.longjmp in the second word",
// and llvm.eh.sjlj.setjmp returns 0, or 1 when reached by a longjmp.
// They are run as calls (not intrinsics), the token in the second word.
var (
	setjmpNames  = map[string]bool{"setjmp": true, "_setjmp": true, "__sigsetjmp": true, "sigsetjmp": true, "llvm.eh.sjlj.setjmp": true}
	longjmpNames = map[string]bool{"longjmp": true, "_longjmp": true, "siglongjmp": true, "__longjmp_chk": true, "llvm.eh.sjlj.longjmp": true}
)

// sjljCall reports whether call calls llvm.eh.sjlj.setjmp or
// llvm.eh.sjlj.longjmp.
func sjljCall(call *ir.Instruction) bool {
	f, ok := call.Operands[0].(*ir.Function)
	return ok && strings.HasPrefix(f.Name, "llvm.eh.sjlj.")
}

// jmpSlot is where the token is in the jmp_buf args[0] points to: the
// first word of a C library jmp_buf, the second of an
// llvm.eh.sjlj.setjmp buffer.
func (m *Machine) jmpSlot(call *ir.Instruction, args []*Val) (Val, bool) {
	if !sjljCall(call) {
		return *args[0], true
	}
	if m.p.Layout.PointerBits(0) != 64 {
		return Val{}, m.unsupportedStop(unsupported("@%s with pointers of %d bits", call.Operands[0].(*ir.Function).Name, m.p.Layout.PointerBits(0)))
	}
	return ptrAdd(args[0], 8), true
}

// jmpTokenBase makes tokens stand out from small integers in a jmp_buf.
const jmpTokenBase = 0x5e7a_0000_0000

// setjmp runs a call of setjmp (call site in of lf, activation fr): it
// records the environment, writes its token to the jmp_buf, returns 0.
func (m *Machine) setjmp(lf *fn, fr *frame, in *inst, args []*Val, regs []Val) bool {
	tok := jmpTokenBase + uint64(len(m.jmps)) + 1
	v := Val{Bits: tok}
	if len(args) == 0 {
		return m.failDetail(UBLibrary, in.src, "setjmp without a jmp_buf")
	}
	slot, ok := m.jmpSlot(in.src, args)
	if !ok {
		return false
	}
	if ub := m.mem.Store(ir.Int(64), &slot, 1, &v); ub != UBNone {
		return m.fail(ub, in.src)
	}
	m.jmps = append(m.jmps, jmpPoint{token: tok, fr: fr, serial: fr.serial, lf: lf, call: in})
	if in.dst >= 0 {
		regs[in.dst] = Val{}
	}
	return true
}

// longjmp runs a call of longjmp: it finds the setjmp the jmp_buf names,
// which must have been called by an activation still running, and
// unwinds to it (see resumeJump).
func (m *Machine) longjmp(in *inst, args []*Val) bool {
	sjlj := sjljCall(in.src)
	if len(args) < 2 && !(sjlj && len(args) == 1) {
		return m.failDetail(UBLibrary, in.src, "longjmp without a jmp_buf and a value")
	}
	slot, ok := m.jmpSlot(in.src, args)
	if !ok {
		return false
	}
	var tok Val
	if ub := m.mem.Load(ir.Int(64), &slot, 1, &tok, nil); ub != UBNone {
		return m.fail(ub, in.src)
	}
	if tok.Poison || anyUndef(&tok) || tok.Bits <= jmpTokenBase || tok.Bits > jmpTokenBase+uint64(len(m.jmps)) {
		return m.failDetail(UBLibrary, in.src, "longjmp to a jmp_buf no setjmp saved")
	}
	pt := &m.jmps[tok.Bits-jmpTokenBase-1]
	active := false
	for d := m.depth; d >= 1 && d < len(m.vaFrames); d-- {
		if m.vaFrames[d] == pt.fr && pt.fr.serial == pt.serial {
			active = true
			break
		}
	}
	if !active {
		return m.failDetail(UBLibrary, in.src, "longjmp to a setjmp whose function has returned")
	}
	val := &Val{Bits: 1} // llvm.eh.sjlj.longjmp: setjmp returns 1
	if !sjlj {
		val = args[1]
	}
	if val.Poison || anyUndef(val) {
		return m.failDetail(UBLibrary, in.src, "longjmp with an undefined value")
	}
	r := val.Bits & 0xffffffff
	if r == 0 {
		r = 1
	}
	m.jump = &jumping{to: pt, val: r}
	return false
}

// resumeJump is called where a call returned false in activation fr of
// lf: when a longjmp is under way to a setjmp of fr, it gives the pc to
// go on at (after that setjmp call, whose result is now the value) and
// true.
func (m *Machine) resumeJump(lf *fn, fr *frame) (int32, bool) {
	j := m.jump
	if j == nil || m.stop != nil || j.to.fr != fr || j.to.serial != fr.serial || j.to.lf != lf {
		return 0, false
	}
	m.jump = nil
	for k := range lf.code {
		if &lf.code[k] == j.to.call {
			if d := j.to.call.dst; d >= 0 {
				fr.regs[d] = Val{Bits: j.val}
			}
			return int32(k + 1), true
		}
	}
	return 0, false
}
