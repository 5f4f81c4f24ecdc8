package semantics

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Program termination and <stdlib.h>'s integer functions.
var libProcessFuncs = []*libFunc{
	{"exit", "vi", libExit},
	{"abort", "v", func(c *libCall) bool { return c.m.abort() }},
	{"__assert_fail", "vppip", libAssertFail},
	{"atexit", "ip", libAtexit},
	{"abs", "ii", libAbs},
	{"labs", "ii", libAbs},
	{"llabs", "ii", libAbs},
	{"ffs", "ii", libFfs},
	{"ffsl", "ii", libFfs},
	{"ffsll", "ii", libFfs},
}

// libFfs is ffs, ffsl and ffsll: the position of the lowest set bit,
// counting from 1, or 0 for 0.
func libFfs(c *libCall) bool {
	x, ok := c.uint(0)
	if !ok {
		return false
	}
	x &= widthMask(c.argType(0).Bits)
	if x == 0 {
		return c.setInt(0)
	}
	return c.setInt(uint64(bits.TrailingZeros64(x)) + 1)
}

func libExit(c *libCall) bool {
	status, ok := c.uint(0)
	if !ok {
		return false
	}
	if c.m.exiting {
		return c.ub(UBLibrary, "exit called while exiting")
	}
	c.m.stop = &Outcome{Kind: Exited, Status: int(status & 0xff)}
	return false
}

// abort ends the run as a program killed by SIGABRT: no exit handler runs.
func (m *Machine) abort() bool {
	m.stop = &Outcome{Kind: Exited, Aborted: true}
	return false
}

// libAssertFail is what a failed assert calls: glibc prints
// "prog: file:line: function: Assertion `expr' failed." and aborts.
func libAssertFail(c *libCall) bool {
	expr, ok := c.cstring(0, -1)
	if !ok {
		return false
	}
	file, ok := c.cstring(1, -1)
	if !ok {
		return false
	}
	line, ok := c.uint(2)
	if !ok {
		return false
	}
	fn := []byte(nil)
	if p, ok := c.ptr(3); !ok {
		return false
	} else if p.Bits != 0 {
		if fn, ok = c.stringAt(p, 3, -1); !ok {
			return false
		}
		fn = append(fn, ": "...)
	}
	prog := c.m.progName
	if prog != "" {
		prog += ": "
	}
	msg := fmt.Sprintf("%s%s:%d: %sAssertion `%s' failed.\n", prog, file, uint32(line), fn, expr)
	return c.emit(streamErr, []byte(msg)) && c.m.abort()
}

func libAtexit(c *libCall) bool {
	p, ok := c.ptr(0)
	if !ok {
		return false
	}
	f := c.m.p.objFunc[p.Prov]
	if f == nil || p.Bits != c.m.p.fnAddr[f].Bits {
		return c.ub(UBLibrary, "argument 1 is not a function")
	}
	if len(f.Params) != 0 {
		return c.m.unsupportedStop(unsupported("atexit handler @%s takes arguments", f.Name))
	}
	if len(c.m.atexit) >= 1024 {
		return c.setInt(1) // a failure C allows; glibc has no limit, but we do
	}
	c.m.atexit = append(c.m.atexit, f)
	return c.setInt(0)
}

// libAbs is abs, labs and llabs: the most negative value has no absolute
// value, which is undefined behaviour.
func libAbs(c *libCall) bool {
	x, ok := c.int(0)
	if !ok {
		return false
	}
	w := c.argType(0).Bits
	if w < 64 && x == -1<<(w-1) || w == 64 && x == -1<<63 {
		return c.ub(UBLibrary, "the absolute value of %d is not representable", x)
	}
	if x < 0 {
		x = -x
	}
	return c.setInt(uint64(x))
}

// MainBehaviours runs the module as a C program (see RunMain) in the
// abstract mode and returns every outcome its nondeterministic choices
// allow, up to maxPaths paths; beyond that a NoResult outcome alone, and
// after an internal error that outcome alone.
func (m *Machine) MainBehaviours(argv []string, maxPaths int) (outs []Outcome) {
	defer m.catchAll(&outs)
	main, ctors, dtors, stop := m.p.program()
	if stop != nil {
		return []Outcome{*stop}
	}
	m.libmStart()
	outs = m.explore(func() Outcome { return m.runProgram(main, argv, ctors, dtors) }, maxPaths)
	argv = slices.Clone(argv)
	m.attachRelax(outs, libmMaxProgramPaths, func(m2 *Machine) []Outcome { return m2.MainBehaviours(argv, libmMaxProgramPaths) })
	return outs
}

// RunMain runs the module as a C program once: the constructors of
// @llvm.global_ctors in ascending priority, main with argc and argv (argv
// as given, argv[0] first; main may take no parameters, (argc, argv) or
// (argc, argv, envp) with an empty environment), then the exit handlers
// registered with atexit, last first, and the destructors of
// @llvm.global_dtors in descending priority. Calling exit does the same
// from where it is called; abort (and a failed assert) ends the program
// at once. The outcome is Exited, with the exit status and what the
// program wrote, or UndefinedBehaviour, NoResult, Unsupported or
// InternalError as for Run.
func (m *Machine) RunMain(argv []string) (out Outcome) {
	defer m.catch(&out)
	m.script = m.script[:0]
	m.alts = m.alts[:0]
	main, ctors, dtors, stop := m.p.program()
	if stop != nil {
		return *stop
	}
	out = m.runProgram(main, argv, ctors, dtors)
	m.libmTag(&out)
	return out
}

// program returns what a run of the whole program calls: main, the
// constructors in call order and the destructors in call order; or the
// outcome (unsupported) when it cannot be run.
func (p *Program) program() (main *ir.Function, ctors, dtors []*ir.Function, stop *Outcome) {
	main = p.byName["main"]
	if main == nil || main.IsDeclaration() {
		return nil, nil, nil, &Outcome{Kind: Unsupported, Reason: "no function @main"}
	}
	ctors, err := p.structors("llvm.global_ctors")
	if err == nil {
		dtors, err = p.structors("llvm.global_dtors")
	}
	if err != nil {
		return nil, nil, nil, &Outcome{Kind: Unsupported, Reason: err.Error()}
	}
	slices.Reverse(dtors)
	return main, ctors, dtors, nil
}

func (m *Machine) runProgram(main *ir.Function, argv []string, ctors, dtors []*ir.Function) Outcome {
	if o := m.reset(); o != nil {
		return *o
	}
	m.progName = ""
	m.program = true
	if len(argv) > 0 {
		// glibc's program_invocation_short_name: after the last '/'.
		m.progName = argv[0][strings.LastIndexByte(argv[0], '/')+1:]
	}
	args, err := m.mainArgs(main, argv)
	if err != nil {
		return Outcome{Kind: Unsupported, Reason: err.Error()}
	}
	out := Outcome{Kind: Exited}
	ok := true
	for _, f := range ctors {
		if ok = m.callVoid(f, nil); !ok {
			break
		}
	}
	if ok {
		ptrs := make([]*Val, len(args))
		for i := range args {
			ptrs[i] = &args[i]
		}
		if ok = m.callFunc(main, ptrs, nil, nil); ok && main.RetType().IsInt() {
			out.Status = int(m.retVal.Bits & 0xff)
			if !m.retVal.IsDefined() {
				// The status is read by the C runtime's exit.
				m.stop = &Outcome{Kind: UndefinedBehaviour, UB: &UBInfo{Kind: UBLibrary, Func: main, Detail: "main returns poison or undef"}}
				ok = false
			}
		}
	}
	if !ok && m.stop.Kind == Exited && !m.stop.Aborted {
		out.Status, ok = m.stop.Status, true
	}
	if ok {
		// exit: the handlers, last registered first, then the destructors.
		m.exiting = true
		for ok && len(m.atexit) > 0 {
			// (A handler may register more; they run too, C11 7.22.4.4.)
			f := m.atexit[len(m.atexit)-1]
			m.atexit = m.atexit[:len(m.atexit)-1]
			ok = m.callVoid(f, nil)
		}
		for _, f := range dtors {
			if !ok {
				break
			}
			ok = m.callVoid(f, nil)
		}
	}
	if !ok {
		out = *m.stop
	}
	m.threadsOutcome(&out)
	out.Steps = m.steps
	m.output(&out)
	return out
}

// callVoid calls f, whose result (if any) is ignored.
func (m *Machine) callVoid(f *ir.Function, args []*Val) bool {
	if f.IsDeclaration() {
		return m.unsupportedStop(unsupported("call to external function @%s", f.Name))
	}
	return m.callFunc(f, args, nil, nil)
}

// mainArgs lays out argv in memory and returns main's arguments.
func (m *Machine) mainArgs(main *ir.Function, argv []string) ([]Val, error) {
	np := len(main.Params)
	if np > 3 {
		return nil, fmt.Errorf("@main takes %d parameters", np)
	}
	if np == 0 {
		return nil, nil
	}
	if np == 1 {
		// main(int argc): the C start-up code passes argc, argv and
		// envp as the C calling convention does, and a main that
		// declares fewer parameters reads only those.
		if !main.Params[0].Ty.IsInt() {
			return nil, fmt.Errorf("@main's parameter is not an int")
		}
		return []Val{{Bits: uint64(len(argv)) & widthMask(main.Params[0].Ty.Bits)}}, nil
	}
	if !main.Params[0].Ty.IsInt() || !main.Params[1].Ty.IsPtr() || np == 3 && !main.Params[2].Ty.IsPtr() {
		return nil, fmt.Errorf("@main's parameters are not (int, char **)")
	}
	ptrBytes := uint64(m.p.Layout.PointerBits(0) / 8)
	array := func(ptrs []Val) (Val, error) {
		a, ok := m.mem.Alloc(ObjGlobal, uint64(len(ptrs)+1)*ptrBytes, ptrBytes)
		if !ok {
			return Val{}, fmt.Errorf("no memory for argv")
		}
		for i := range ptrs {
			p := ptrAdd(&a, uint64(i)*ptrBytes)
			if ub := m.mem.Store(ir.Ptr, &p, 1, &ptrs[i]); ub != UBNone {
				return Val{}, fmt.Errorf("argv: %s", ub)
			}
		}
		end := ptrAdd(&a, uint64(len(ptrs))*ptrBytes)
		null := Val{}
		m.mem.Store(ir.Ptr, &end, 1, &null)
		return a, nil
	}
	var strs []Val
	for _, s := range argv {
		p, ok := m.mem.Alloc(ObjGlobal, uint64(len(s))+1, 1)
		if !ok {
			return nil, fmt.Errorf("no memory for argv")
		}
		b, _ := m.mem.span(&p, true)
		for k := range len(s) {
			b[k] = Byte{Bits: s[k]}
		}
		b[len(s)] = Byte{}
		strs = append(strs, p)
	}
	av, err := array(strs)
	if err != nil {
		return nil, err
	}
	args := []Val{{Bits: uint64(len(argv)) & widthMask(main.Params[0].Ty.Bits)}, av}
	if np == 3 {
		env, err := array(nil)
		if err != nil {
			return nil, err
		}
		args = append(args, env)
	}
	return args, nil
}

// structors returns the functions the global called name (an
// @llvm.global_ctors-like array of { i32 priority, ptr f, ptr data }) lists,
// in ascending priority, the array's order among equal priorities. A
// missing global gives none.
func (p *Program) structors(name string) ([]*ir.Function, error) {
	g := p.Module.Global(name)
	if g == nil || g.Init == nil {
		return nil, nil
	}
	init, ok := g.Init.(*ir.Const)
	if !ok {
		return nil, fmt.Errorf("@%s: an initialiser that is not a constant array", name)
	}
	if init.Kind == ir.ConstZero {
		return nil, nil
	}
	if init.Kind != ir.ConstArray {
		return nil, fmt.Errorf("@%s: an initialiser that is not a constant array", name)
	}
	type entry struct {
		prio uint64
		f    *ir.Function
	}
	var es []entry
	for _, e := range init.Elems {
		s, ok := e.(*ir.Const)
		if !ok || s.Kind != ir.ConstStruct || len(s.Elems) < 2 {
			return nil, fmt.Errorf("@%s: an entry that is not { i32, ptr, ptr }", name)
		}
		prio, ok := s.Elems[0].(*ir.Const)
		if !ok || prio.Kind != ir.ConstInt {
			return nil, fmt.Errorf("@%s: an entry without a constant priority", name)
		}
		if c, ok := s.Elems[1].(*ir.Const); ok && c.Kind == ir.ConstNull {
			continue
		}
		f, ok := s.Elems[1].(*ir.Function)
		if !ok {
			return nil, fmt.Errorf("@%s: an entry whose function is not a function", name)
		}
		if len(s.Elems) > 2 {
			if d, ok := s.Elems[2].(*ir.Const); !ok || d.Kind != ir.ConstNull {
				return nil, fmt.Errorf("@%s: an entry with associated data (comdat) is not supported", name)
			}
		}
		es = append(es, entry{prio.Int, f})
	}
	slices.SortStableFunc(es, func(a, b entry) int { return cmp.Compare(a.prio, b.prio) })
	fs := make([]*ir.Function, len(es))
	for i := range es {
		fs[i] = es[i].f
	}
	return fs, nil
}
