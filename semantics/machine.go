package semantics

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// OutcomeKind classifies how a run ended.
type OutcomeKind uint8

// The ways a run ends. Returned, Exited and UndefinedBehaviour are
// verdicts; NoResult (a budget ran out) and Unsupported say nothing about
// the program, and InternalError (a bug in the interpreter) says nothing
// about it either.
const (
	Returned           OutcomeKind = iota // the function returned (Value holds the result unless void)
	UndefinedBehaviour                    // the run reached undefined behaviour (UB says which and where)
	NoResult                              // a step, memory, depth or path budget ran out
	Unsupported                           // the program uses something the interpreter gives no meaning to
	Exited                                // the program ended: main returned, or exit or abort was called (Status, Aborted)
	InternalError                         // the interpreter itself failed: a Go panic, recovered (Panic says what and where; Reason holds the value)
)

// UBInfo is a detected undefined behaviour: its kind and where it happened.
type UBInfo struct {
	Kind   UBKind
	Func   *ir.Function
	Inst   *ir.Instruction
	Detail string // what was wrong, when the kind alone does not say (C library calls)
}

// Where names the location as `@f %bb %inst` (or the opcode for an
// instruction without a name).
func (u *UBInfo) Where() string {
	if u.Inst == nil || u.Inst.Parent == nil {
		if u.Func != nil {
			return u.Func.Ident()
		}
		return "?"
	}
	b := u.Inst.Parent
	what := u.Inst.Op.Info().Name
	if u.Inst.HasResult() {
		what = u.Inst.Ident()
	}
	return fmt.Sprintf("%s %s %s", b.Parent.Ident(), b.Ident(), what)
}

// String renders "kind at @f %bb %inst" and, when there is one, ": detail".
func (u *UBInfo) String() string {
	s := u.Kind.String() + " at " + u.Where()
	if u.Detail != "" {
		s += ": " + u.Detail
	}
	return s
}

// GlobalBytes is the final contents of one global variable after a run.
type GlobalBytes struct {
	Global *ir.Global
	Bytes  []Byte
	// Ptrs describes the pointers among Bytes by what they point to (nil
	// for a native run's raw bytes: see Outcome.Addrs).
	Ptrs []PtrRef
}

// Outcome is the result of one run of a function.
type Outcome struct {
	Kind OutcomeKind
	// Aborted (Exited): the program ended by abort (a failed assert
	// included), which a parent process sees as death by SIGABRT rather
	// than an exit status. (Next to Kind, it takes no room of its own.)
	Aborted bool
	Type    *ir.Type   // the function's return type
	Value   Val        // Returned, non-void: the result
	UB      *UBInfo    // UndefinedBehaviour
	Reason  string     // NoResult, Unsupported, InternalError: why
	Panic   *PanicInfo // InternalError: what panicked, and where
	Globals []GlobalBytes
	// Objects is the final contents of the input's argument objects (see
	// ArgObject), in order of first use.
	Objects []ObjectBytes
	// Calls is the calls to unknown functions the caller can observe, in
	// order (see CallEvent).
	Calls []CallEvent
	// InCall (Exited): the run ended in a call to this unknown function,
	// which never returns (noreturn).
	InCall string
	// Addrs is set on an outcome observed outside the interpreter (a
	// native run, whose global bytes are raw): the run's address of each
	// object a source pointer may point into, by name. An object missing
	// from it could not be located, and pointers into it are not judged.
	Addrs map[string]uint64
	Steps uint64 // instructions executed

	// What the run wrote to standard output and standard error (printf,
	// puts, fprintf(stderr, ...)), byte for byte.
	Stdout, Stderr []byte
	// Exited: the exit status as the parent process sees it (0..255),
	// unless Aborted.
	Status int

	// relax runs the source again with the C library's answers free
	// within their tolerance (libm.go), when its run asked for them;
	// libmCalled (a target run in the interpreter) is the C library calls
	// the run made, by function and arguments.
	relax      *libmRelax
	libmCalled []libmKey
	// argsOnly (UndefinedBehaviour): the run reached its undefined
	// behaviour depending on its arguments alone: before it asked its
	// world anything (so it reaches it in every world), and without
	// accessing a global whose contents the module does not fix.
	argsOnly bool
}

// String renders the outcome as `irfuzz exec` prints it: `i32 12`,
// `poison`, `UB: <kind> at @f %bb %inst`, `no result: ...`, `unsupported: ...`,
// `internal error: ...`.
func (o *Outcome) String() string {
	switch o.Kind {
	case Returned:
		if o.Type == nil || o.Type.Kind == ir.VoidType {
			return "void"
		}
		return FormatVal(o.Type, &o.Value)
	case UndefinedBehaviour:
		return "UB: " + o.UB.String()
	case NoResult:
		return "no result: " + o.Reason
	case InternalError:
		return "internal error: " + o.Reason
	case Exited:
		if o.InCall != "" {
			return "no return from @" + ir.QuoteName(o.InCall)
		}
		if o.Aborted {
			return "abort"
		}
		return fmt.Sprintf("exit %d", o.Status)
	}
	return "unsupported: " + o.Reason
}

// DefaultMaxMem is the memory budget of a Machine whose Config sets none:
// 64 MiB of IR bytes. The interpreter holds each in 8 bytes (value,
// undef, poison and provenance) and grows an arena to twice what it
// holds, so this is about 1 GiB of host memory a machine; a checker runs
// two. An object past the budget is "no result", never UB.
const DefaultMaxMem = 64 << 20

// Config sets the budgets and the mode of a Machine.
type Config struct {
	// MaxSteps bounds the instructions one run may execute (0: 10^9).
	MaxSteps uint64
	// MaxMem bounds the bytes of live memory objects (0: DefaultMaxMem).
	MaxMem uint64
	// MaxDepth bounds the call depth (0: 10000).
	MaxDepth int
	// MaxOutput bounds the bytes a run may write to standard output and
	// standard error together (0: 16 MiB).
	MaxOutput int
	// Chooser selects the concrete (target) mode and picks undetermined
	// values; nil selects the abstract (source) mode.
	Chooser Chooser
	// UndefMemoryAsPoison makes memory that would hold undef hold poison
	// (Memory.UndefAsPoison): LLVM's reading, which a policy check
	// applies to the source.
	UndefMemoryAsPoison bool
	// PrivateTmp models /tmp as a directory of the run's own that starts
	// empty, as the native runs have it when they run with a private /tmp
	// (native.PrivateTmp); without it a file under /tmp is unsupported.
	PrivateTmp bool
	// Done, when closed, stops a run as "no result: interrupted" (a
	// context's Done: a person's SIGINT, a deadline). It is looked at
	// every stepChunk instructions.
	Done <-chan struct{}
}

// stepChunk is how many instructions run between two looks at
// Config.Done: a few milliseconds.
const stepChunk = 1 << 18

// Machine runs functions of one Program. It reuses its memory and frames
// across runs, and starts each run from a copy of the initial memory it
// built once, so it is cheap to run many inputs; it is not safe for
// concurrent use (make one per goroutine).
type Machine struct {
	p        *Program
	cfg      Config
	mem      *Memory
	ev       evaluator
	steps    uint64
	maxSteps uint64 // where exec next stops to look: the budget, or Done's next look (moreSteps)
	budget   uint64 // the run's step budget (Config.MaxSteps)
	depth    int
	free     []*frame // free frames per lowered function (by fn.id), linked by frame.next
	retVal   Val
	stop     *Outcome // set when a run ends other than by returning
	curFn    *ir.Function

	libm libmState // the C library's floating-point answers (libm.go)

	// Nondeterministic choices of the abstract mode, replayed run by run
	// (see Behaviours).
	script []int
	alts   []int
	pos    int

	opsBuf [8]*Val
	// Argument pointers and attribute-checked argument copies of the calls
	// in progress, as stacks: each call pushes its own and pops them when
	// it returns, so that a call allocates nothing for its arguments.
	argPtrs  []*Val
	argVals  []Val
	intrArgs []*Val   // the operands of the intrinsic being run
	vaFrames []*frame // the frame at each call depth, for va_arg
	// jmps are the environments setjmp saved in this run, jump the
	// longjmp under way, serials the activations made (setjmp.go).
	rand    randState    // rand's sequence (librand.go)
	str     libcStrState // errno and strtok (libc_strconv.go)
	jmps    []jmpPoint
	jump    *jumping
	serials uint64
	retInst *ir.Instruction

	// The memory every run starts from, by mode (0 abstract, 1 concrete:
	// initialisers of iN store their padding bits differently), taken by
	// the second run in that mode.
	images  [2]*memImage
	laidOut [2]bool // the mode's memory was laid out once (see reset)

	// The C library's state in a run (see libc.go).
	stdout, stderr []byte
	files          [3]uint32  // object ids of the FILEs stdin, stdout, stderr point to
	streams        []*cstream // the FILEs the run opened (libc_file.go)
	fs             map[string]*memFile
	atexit         []*ir.Function // registered exit handlers, in order
	threads        *threadState   // POSIX threads (libc_thread.go); nil until pthread_create
	exiting        bool           // exit handlers are running
	progName       string         // the base name of argv[0], as glibc's messages give it

	// The open world of a run (see argmem.go and env.go): the argument
	// objects, the names callers can tell run-made objects by, the
	// objects that escaped to unknown functions, the observable calls to
	// them, and the world's seed.
	argIn       []Val
	placed      []placedObject
	names       []runName
	escaped     []uint32
	events      []CallEvent
	fresh       int
	madeNow     uint32 // the object the current unknown call made, 0 for none
	fixedEvents int    // the events so far that a target may not drop
	envSeed     uint64
	world       uint64 // which world answers unknown calls (see Checker.SetWorld)
	setRound    int8   // 1 + the direction llvm.set.rounding set, 0 for the world's (dynRounding)
	// strictRound: the world's direction is the environment's, and a
	// constrained operation naming another static direction is UB
	// (set by a Checker that tries every world's direction).
	strictRound bool
	hwLoop      Val  // the hardware-loop count llvm.set.loop.iterations and its kin set
	hwLoopOn    bool // hwLoop was set in this run
	program     bool // a whole program runs: unknown functions are unsupported
	// willReturn counts the willreturn functions among the active calls.
	willReturn int
	// siteEffects is the memory effects of the call site of the defined
	// function being called (set by call for callLowered).
	siteEffects scopeEffects
	// envDenied: the world wrote memory a limited caller may not write.
	envDenied bool
	// worldUsed: the run has asked its world for something (an unknown
	// function's answer); until then the run is the same in every world.
	worldUsed bool
	// escapedBefore is how many of escaped the unknown call being
	// answered found escaped (see unknownCall).
	escapedBefore int

	// The run's llvm.call.preallocated.setup calls, by token (index + 1),
	// and the tokens of those not completed yet, innermost last.
	preallocs    []preallocState
	preallocOpen []uint64
	// vscale is the run's vscale (llvm.vscale), fixed by the first
	// function the run enters (see enterVScale); 0 before.
	vscale uint64
	// saves are the markers llvm.stacksave made in the run (object ids).
	saves []uint32
	// invariantTok numbers the run's llvm.invariant.start calls.
	invariantTok uint64
}

// NewMachine makes a Machine for p.
func (p *Program) NewMachine(cfg Config) *Machine {
	if cfg.MaxSteps == 0 {
		cfg.MaxSteps = 1e9
	}
	if cfg.MaxMem == 0 {
		cfg.MaxMem = DefaultMaxMem
	}
	if cfg.MaxDepth == 0 {
		cfg.MaxDepth = 10000
	}
	if cfg.MaxOutput == 0 {
		cfg.MaxOutput = 16 << 20
	}
	m := &Machine{p: p, cfg: cfg, mem: NewMemory(p.Layout, cfg.MaxMem), free: make([]*frame, len(p.funcs))}
	m.mem.heapHint = p.heapHint
	m.ev = evaluator{p: p, mem: m.mem, ch: cfg.Chooser}
	m.mem.Concrete = cfg.Chooser != nil
	m.mem.UndefAsPoison = cfg.UndefMemoryAsPoison
	return m
}

// SetChooser switches the machine's mode: nil is abstract, else concrete.
func (m *Machine) SetChooser(ch Chooser) {
	m.cfg.Chooser = ch
	m.ev.ch = ch
	m.mem.Concrete = ch != nil
}

// reset prepares memory for a run: every global and function object again,
// at the same addresses as when the program was loaded, from the machine's
// image of that state once it has one.
func (m *Machine) reset() *Outcome {
	m.stdout = m.stdout[:0]
	m.stderr = m.stderr[:0]
	m.atexit = m.atexit[:0]
	m.streams, m.fs = m.streams[:0], nil
	m.threads, m.mem.watch = nil, nil
	m.exiting = false
	m.steps = 0
	m.budget = m.cfg.MaxSteps
	m.maxSteps = m.budget
	if m.cfg.Done != nil {
		m.maxSteps = min(m.budget, stepChunk)
	}
	m.depth = 0
	m.stop = nil
	m.jmps, m.jump = m.jmps[:0], nil
	m.rand = randState{}
	m.str = libcStrState{}
	m.pos = 0
	m.placed, m.names, m.escaped, m.events = m.placed[:0], m.names[:0], m.escaped[:0], m.events[:0]
	m.fresh, m.envSeed, m.program, m.willReturn, m.fixedEvents = 0, 0, false, 0, 0
	m.siteEffects, m.envDenied, m.worldUsed = unlimited, false, false
	m.mem.touchedUncertain = false
	if m.mem.nullPage != nil {
		clear(m.mem.nullPage)
	}
	m.mem.nullValid = false
	m.setRound = 0
	m.hwLoop, m.hwLoopOn = Val{}, false
	m.preallocs, m.preallocOpen = m.preallocs[:0], m.preallocOpen[:0]
	m.vscale = 0
	m.libmReset()
	m.saves = m.saves[:0]
	m.mem.invariant = m.mem.invariant[:0]
	m.invariantTok = 0
	mode := 0
	if m.mem.Concrete {
		mode = 1
	}
	if img := m.images[mode]; img != nil {
		m.mem.restore(img)
		return nil
	}
	if o := m.layoutMemory(); o != nil {
		return o // not kept: every run builds it again and fails alike
	}
	// The image is taken at a mode's second run: most machines that run
	// once (a program's single behaviour) would copy the globals for
	// nothing.
	if m.laidOut[mode] {
		m.images[mode] = m.mem.image()
	}
	m.laidOut[mode] = true
	return nil
}

// layoutMemory allocates every global and function object and stores the
// initialisers of globals.
func (m *Machine) layoutMemory() *Outcome {
	m.mem.Reset()
	for i := range m.p.globals {
		g := &m.p.globals[i]
		ptr, ok := m.mem.Alloc(ObjGlobal, g.size, g.align)
		if !ok {
			return &Outcome{Kind: NoResult, Reason: "memory budget exhausted by globals"}
		}
		if ptr.Bits != g.ptr.Bits || ptr.Prov != g.ptr.Prov {
			return &Outcome{Kind: Unsupported, Reason: "internal: global layout moved"}
		}
	}
	for _, f := range m.p.Module.Funcs {
		want := m.p.fnAddr[f]
		ptr, _ := m.mem.Alloc(ObjFunction, uint64(len(f.Blocks))+1, m.p.Layout.FunctionAlign(f))
		if ptr.Bits != want.Bits && want != (Val{}) { // (null: see resolveWeak)
			return &Outcome{Kind: Unsupported, Reason: "internal: function layout moved"}
		}
	}
	for _, f := range m.p.argFuncs {
		ptr, _ := m.mem.Alloc(ObjFunction, 1, m.p.Layout.FunctionAlign(f))
		if ptr.Bits != m.p.fnAddr[f].Bits {
			return &Outcome{Kind: Unsupported, Reason: "internal: function layout moved"}
		}
	}
	if o := m.layoutFiles(); o != nil {
		return o
	}
	for i := range m.p.globals {
		g := &m.p.globals[i]
		if g.g.Init == nil && g.g.IsConstant && g.unsupported == "" {
			// A declaration marked constant: "the contents of the
			// variable will never be modified", which LLVM may assume
			// in a module holding only the declaration too.
			m.mem.Protect(&g.ptr)
		}
		if !definiteGlobal(g.g) {
			o := m.mem.object(&g.ptr)
			o.uncertain = true
			o.sync()
		}
		if g.g.Init == nil || g.unsupported != "" {
			// A declaration (contents unknown to us) or an initialiser
			// the interpreter cannot represent.
			continue
		}
		if ub := m.mem.StoreInitializer(g.g.ValueType, &g.ptr, &g.init); ub != UBNone {
			return &Outcome{Kind: Unsupported, Reason: "initialiser of @" + g.g.Name + ": " + ub.String()}
		}
		if g.g.IsConstant {
			m.mem.Protect(&g.ptr)
		}
	}
	return nil
}

// Run runs the function called name on args once. In the abstract mode a
// nondeterministic branch (on a frozen value) takes its first alternative;
// Behaviours explores them all. A panic in the interpreter (a bug of
// irfuzz) is recovered into an outcome of kind InternalError, here and in
// every other method that runs code.
func (m *Machine) Run(name string, args []Val) Outcome {
	f := m.p.byName[name]
	if f == nil {
		return Outcome{Kind: Unsupported, Reason: fmt.Sprintf("no function @%s", name)}
	}
	return m.RunFunc(f, args)
}

// RunFunc is Run for a function given by pointer.
func (m *Machine) RunFunc(f *ir.Function, args []Val) Outcome {
	m.script = m.script[:0]
	m.alts = m.alts[:0]
	o := m.run(f, args)
	m.libmTag(&o)
	return o
}

// Behaviours runs f on args in the abstract mode and returns every outcome
// its nondeterministic choices (branches on frozen values) allow, up to
// maxPaths paths; beyond that it returns a NoResult outcome alone. A path
// that ends in an internal error ends the exploration: that outcome is
// returned alone.
func (m *Machine) Behaviours(f *ir.Function, args []Val, maxPaths int) []Outcome {
	m.libmStart()
	outs := m.explore(func() Outcome { return m.run(f, args) }, maxPaths)
	args = cloneVals(args)
	m.attachRelax(outs, libmMaxPaths, func(m2 *Machine) []Outcome { return m2.Behaviours(f, args, libmMaxPaths) })
	return outs
}

// explore runs run again and again, each time with the next script of
// nondeterministic choices, and returns the outcomes of every path.
func (m *Machine) explore(run func() Outcome, maxPaths int) []Outcome {
	if maxPaths <= 0 {
		maxPaths = 64
	}
	m.script = m.script[:0]
	m.alts = m.alts[:0]
	var outs []Outcome
	for {
		o := run()
		if o.Kind == InternalError {
			return []Outcome{o}
		}
		outs = append(outs, o)
		// Advance the choice script like an odometer.
		i := len(m.script) - 1
		for i >= 0 && m.script[i]+1 >= m.alts[i] {
			i--
		}
		if i < 0 {
			return outs
		}
		if len(outs) >= maxPaths {
			return []Outcome{{Kind: NoResult, Reason: fmt.Sprintf("more than %d nondeterministic paths", maxPaths)}}
		}
		m.script[i]++
		m.script = m.script[:i+1]
		m.alts = m.alts[:i+1]
	}
}

// choose returns the alternative taken at a nondeterministic choice among n.
func (m *Machine) choose(n int) int {
	if m.pos < len(m.script) {
		c := m.script[m.pos]
		m.pos++
		return c
	}
	m.script = append(m.script, 0)
	m.alts = append(m.alts, n)
	m.pos++
	return 0
}

// run runs f on args once. A panic in it is recovered here (for Run,
// RunFunc and every path of Behaviours) into an InternalError outcome.
func (m *Machine) run(f *ir.Function, args []Val) (out Outcome) {
	defer m.catch(&out)
	out.Type = f.RetType()
	if o := m.reset(); o != nil {
		o.Type = out.Type
		return *o
	}
	if f.IsDeclaration() {
		return Outcome{Kind: Unsupported, Type: out.Type, Reason: "@" + f.Name + " is a declaration"}
	}
	if len(args) != len(f.Params) {
		return Outcome{Kind: Unsupported, Type: out.Type, Reason: fmt.Sprintf("@%s takes %d arguments, got %d", f.Name, len(f.Params), len(args))}
	}
	m.argIn = args
	m.resetEnv(f, args)
	if m.world > 0 && m.p.uncertainGlobals {
		m.fillUncertainGlobals()
	}
	args, o := m.placeArgs(f, args)
	if o != nil {
		o.Type = out.Type
		return *o
	}
	m.escapeArgs(f)
	ptrs := make([]*Val, len(args))
	for i := range args {
		ptrs[i] = &args[i]
	}
	ok := m.callFunc(f, ptrs, nil, nil)
	out.Steps = m.steps
	if !ok {
		o := *m.stop
		o.Type, o.Steps = out.Type, m.steps
		o.argsOnly = o.Kind == UndefinedBehaviour && !m.worldUsed && !m.mem.touchedUncertain
		if o.Kind == Exited {
			m.output(&o)
			m.openWorldOut(&o)
		}
		return o
	}
	out.Kind = Returned
	if f.RetType().Kind != ir.VoidType {
		out.Value = m.retVal.Clone()
	}
	out.Globals = m.globalBytes()
	m.output(&out)
	m.openWorldOut(&out)
	return out
}

// openWorldOut gives o the final argument objects and the events.
func (m *Machine) openWorldOut(o *Outcome) {
	o.Objects = m.objectsOut()
	if len(m.events) > 0 {
		o.Calls = append([]CallEvent(nil), m.events...)
	}
}

// output gives o copies of what the run wrote.
func (m *Machine) output(o *Outcome) {
	if len(m.stdout) > 0 {
		o.Stdout = append([]byte(nil), m.stdout...)
	}
	if len(m.stderr) > 0 {
		o.Stderr = append([]byte(nil), m.stderr...)
	}
}

// globalBytes reads the final contents of every defined, writable global.
// The contents share one allocation (each slice capped at its length).
func (m *Machine) globalBytes() []GlobalBytes {
	if len(m.p.outGlobals) == 0 {
		return nil
	}
	gs := make([]GlobalBytes, 0, len(m.p.outGlobals))
	buf := make([]Byte, 0, m.p.outBytes)
	for _, i := range m.p.outGlobals {
		g := &m.p.globals[i]
		b, ub := m.mem.access(&g.ptr, g.store, 1, false)
		if ub != UBNone {
			continue
		}
		var out []Byte // nil for no bytes, as ReadBytes gives
		if len(b) > 0 {
			k := len(buf)
			buf = append(buf, b...)
			out = buf[k:len(buf):len(buf)]
		}
		gs = append(gs, GlobalBytes{Global: g.g, Bytes: out, Ptrs: ptrRefs(m.p.Layout, out, m.objectName)})
	}
	if len(gs) == 0 {
		return nil
	}
	return gs
}

// fail ends the run with undefined behaviour at in.
func (m *Machine) fail(k UBKind, in *ir.Instruction) bool {
	m.stop = &Outcome{Kind: UndefinedBehaviour, UB: &UBInfo{Kind: k, Func: m.curFn, Inst: in}}
	return false
}

// failDetail is fail with a description of what was wrong.
func (m *Machine) failDetail(k UBKind, in *ir.Instruction, format string, args ...any) bool {
	m.stop = &Outcome{Kind: UndefinedBehaviour, UB: &UBInfo{Kind: k, Func: m.curFn, Inst: in, Detail: fmt.Sprintf(format, args...)}}
	return false
}

// noResult ends the run without a verdict.
func (m *Machine) noResult(format string, args ...any) bool {
	m.stop = &Outcome{Kind: NoResult, Reason: fmt.Sprintf(format, args...)}
	return false
}

// unsupportedStop ends the run as unsupported.
func (m *Machine) unsupportedStop(err error) bool {
	msg := err.Error()
	msg = strings.TrimPrefix(msg, "unsupported: ")
	m.stop = &Outcome{Kind: Unsupported, Reason: msg}
	return false
}

// frame returns a frame for lf, from the pool when one is free.
func (m *Machine) frame(lf *fn) *frame {
	if fr := m.free[lf.id]; fr != nil {
		m.free[lf.id], fr.next = fr.next, nil
		return fr
	}
	fr := &frame{regs: make([]Val, lf.nregs)}
	for i, t := range lf.regTypes {
		shape(&fr.regs[i], t)
	}
	for _, c := range lf.consts {
		fr.regs[c.reg].CopyFrom(&c.v)
	}
	return fr
}

// release ends an activation: its stack objects (allocas, byval copies)
// die and give their storage back (mark is the memory's state at the
// call), and the frame goes back to the pool. (callPlain has a copy of
// it, and of frame's reuse of a pooled frame.)
func (m *Machine) release(lf *fn, fr *frame, mark MemMark) {
	if mark != m.mem.Mark() {
		m.mem.release(mark, m.recycles(mark)) // (else nothing was made since the call)
	}
	fr.varargs = fr.varargs[:0]
	fr.vaCall, fr.vaMade = nil, false
	fr.next, m.free[lf.id] = m.free[lf.id], fr
}

// moreSteps is called when the run's steps passed maxSteps: it ends the
// run (false) at the budget or when Done is closed, and otherwise sets
// the next place to look.
func (m *Machine) moreSteps() bool {
	if m.steps > m.budget {
		return m.noResult("step budget (%d instructions) exhausted", m.budget)
	}
	select {
	case <-m.cfg.Done:
		return m.noResult("interrupted after %d instructions", m.steps)
	default:
	}
	m.maxSteps = min(m.budget, m.steps+stepChunk)
	return true
}

// recycles reports whether a return to mark may give its stack objects'
// ids back (Memory.release): only in a whole program that has made
// memRecycleAfter objects, and only while nothing the machine keeps holds
// an id above mark (stacksave markers, preallocated calls, threads,
// escaped objects).
func (m *Machine) recycles(mark MemMark) bool {
	if !m.program || m.mem.nobjs < memRecycleAfter || m.threads != nil || len(m.preallocs) > 0 || len(m.escaped) > 0 {
		return false
	}
	return len(m.saves) == 0 || int(m.saves[len(m.saves)-1]) <= mark.objs
}

// callFunc calls a defined function with args; the result is left in
// m.retVal. call is the call instruction (nil for the entry call).
func (m *Machine) callFunc(f *ir.Function, args []*Val, call *ir.Instruction, caller *ir.Function) bool {
	return m.callLowered(m.p.funcs[f], f, args, call, caller)
}

// callLowered is callFunc with the lowered body (nil if f has none) given.
func (m *Machine) callLowered(lf *fn, f *ir.Function, args []*Val, call *ir.Instruction, caller *ir.Function) bool {
	if lf == nil {
		if err := m.p.lowErr[f]; err != nil {
			return m.unsupportedStop(err)
		}
		return m.unsupportedStop(unsupported("call to @%s", f.Name))
	}
	if m.depth >= m.cfg.MaxDepth {
		return m.noResult("call depth budget (%d) exhausted", m.cfg.MaxDepth)
	}
	if !m.enterVScale(lf, call, caller) {
		return false
	}
	fr := m.frame(lf)
	mark := m.mem.Mark()
	fr.mark = mark
	np := len(lf.params)
	fr.vaCall, fr.vaFixed = call, np
	m.serials++
	fr.serial = m.serials
	for i, a := range args {
		if i < np {
			r := &fr.regs[lf.params[i]]
			r.CopyFrom(a)
			if ub := m.paramAttrs(f.Params[i].Attrs, f.Params[i].Ty, r); ub != UBNone {
				m.release(lf, fr, mark)
				m.curFn = caller
				if call == nil {
					m.curFn = f // the entry call: the input breaks f's attributes
				}
				return m.fail(ub, call)
			}
		} else {
			fr.varargs = append(fr.varargs, a.Clone())
		}
	}
	for _, bv := range lf.byval {
		// The callee's copy of the pointee, which lives as long as the call.
		r := &fr.regs[lf.params[bv.k]]
		cp, ok := m.mem.Alloc(ObjStack, bv.size, bv.align)
		if !ok {
			m.release(lf, fr, mark)
			return m.noResult("memory budget exhausted by a byval copy")
		}
		if ub := m.mem.Copy(&cp, r, bv.size, false, nil); ub != UBNone {
			m.release(lf, fr, mark)
			m.curFn = caller
			return m.fail(ub, call)
		}
		if deny := paramDeny(m.p.Module, f, bv.k); deny != 0 {
			m.mem.denyAccess(&cp, deny) // the callee's own copy
		}
		*r = cp
	}
	// returned compares the result with the parameter as the callee has
	// it, its attributes applied (a nofpclass or range lane that breaks
	// them is poison in both).
	var returnedArg *Val
	if lf.returned >= 0 && lf.returned < np && lf.returned < len(args) {
		c := fr.regs[lf.params[lf.returned]].Clone()
		returnedArg = &c
	}
	m.depth++
	for len(m.vaFrames) <= m.depth {
		m.vaFrames = append(m.vaFrames, nil)
	}
	m.vaFrames[m.depth] = fr
	saved := m.curFn
	m.curFn = f
	savedNull := m.mem.nullValid
	if m.p.nullValid {
		m.mem.nullValid = m.p.Module.FnAttr(f.FnAttrs, "null_pointer_is_valid") != nil
	}
	enterHook(f)
	if lf.willReturn {
		m.willReturn++
	}
	site := m.siteEffects
	m.siteEffects = unlimited
	scoped := m.enterScope(lf.effects.and(site), args, mark)
	ok := m.exec(lf, fr)
	if scoped {
		m.leaveScope()
	}
	if lf.willReturn {
		m.willReturn--
	}
	m.curFn = saved
	m.mem.nullValid = savedNull
	m.depth--
	m.release(lf, fr, mark)
	if ok && returnedArg != nil {
		returnedResult(&m.retVal, returnedArg, f.RetType())
	}
	if ok && f.RetType().Kind != ir.VoidType {
		if ub := m.paramAttrs(f.RetAttrs, f.RetType(), &m.retVal); ub != UBNone {
			m.curFn = f
			ok = m.fail(ub, m.retInst)
			m.curFn = saved
		}
	}
	return ok
}

// leanCall sets what Machine.callPlain needs to know of cs, the plain
// call in (see callSite.lean), once its target is resolved.
func leanCall(p *Program, cs *callSite, in *ir.Instruction) {
	t := cs.target
	cs.lean = t != nil && len(t.byval) == 0 && t.returned < 0 && t.vscaleMin == 0 &&
		!p.nullValid && len(cs.args) == len(t.params)
	if t != nil {
		cs.retAttrs = t.f.RetType().Kind != ir.VoidType && !t.f.RetAttrs.Empty()
		cs.scoped = t.effects != unlimited
	}
	cs.siteRetAttrs = !in.RetAttrs().Empty()
}

// callPlain runs a call that lowering found plain (plainCall) the way
// call and callLowered would, without what such a call does not need:
// argument attributes to apply, copies of the arguments, a byval copy, a
// returned parameter, a vscale_range to check. It reports
// done = false, having done nothing, when the call is not plain after all
// (an argument that is not a well-defined scalar, a callee whose body
// asks for more, the depth budget reached): call then runs it. Otherwise
// ok is what call would return.
func (m *Machine) callPlain(lf *fn, in *inst, regs []Val) (ok, done bool) {
	cs := &lf.calls[in.aux]
	if !cs.lean || m.depth >= m.cfg.MaxDepth || m.vscale == 0 {
		return false, false
	}
	t := cs.target
	fr := m.free[t.id]
	if fr == nil {
		fr = m.frame(t)
		fr.next, m.free[t.id] = m.free[t.id], fr // (where the pop below takes it)
	}
	// The arguments, checked as they are copied: a frame's parameter
	// registers hold nothing while it is free, so a call given back to
	// call has done nothing.
	params := t.params[:len(cs.args)]
	for i, r := range cs.args {
		a := &regs[r]
		if a.X != nil || a.Poison || a.Undef != 0 {
			return false, false
		}
		fr.regs[params[i]] = *a // a scalar: what CopyFrom does
	}
	m.free[t.id], fr.next = fr.next, nil
	fr.mark = m.mem.Mark()
	fr.vaCall, fr.vaFixed = in.src, len(t.params)
	m.serials++
	fr.serial = m.serials
	m.depth++
	if len(m.vaFrames) <= m.depth {
		m.vaFrames = append(m.vaFrames, make([]*frame, m.depth+1-len(m.vaFrames))...)
	}
	m.vaFrames[m.depth] = fr
	saved := m.curFn
	m.curFn = t.f
	enterHook(t.f)
	if t.willReturn {
		m.willReturn++
	}
	m.siteEffects = unlimited
	scoped := cs.scoped && m.enterPlainScope(cs, regs, fr.mark)
	ok = m.exec(t, fr)
	if scoped {
		m.leaveScope()
	}
	if t.willReturn {
		m.willReturn--
	}
	m.curFn = saved
	m.depth--
	// (release, here: a call costs callPlain its registers.)
	if mem := m.mem; fr.mark.objs != mem.nobjs || fr.mark.stack != uint64(len(mem.stack)) || fr.mark.stackIDs != len(mem.stackIDs) {
		mem.release(fr.mark, m.recycles(fr.mark))
	}
	fr.varargs = fr.varargs[:0]
	fr.vaCall, fr.vaMade = nil, false
	fr.next, m.free[t.id] = m.free[t.id], fr
	if !ok {
		return false, true
	}
	if cs.retAttrs || cs.siteRetAttrs || m.retVal.X != nil {
		return m.plainResult(cs, in, regs), true
	}
	if in.dst >= 0 {
		regs[in.dst] = m.retVal // a scalar: what CopyFrom does
	}
	return true, true
}

// enterPlainScope is callPlain's enterScope: the callee's memory
// attributes limit it (the call site's allow everything: see plainCall).
func (m *Machine) enterPlainScope(cs *callSite, regs []Val, mark MemMark) bool {
	base := len(m.argPtrs)
	for _, r := range cs.args {
		m.argPtrs = append(m.argPtrs, &regs[r])
	}
	scoped := m.enterScope(cs.target.effects.and(unlimited), m.argPtrs[base:], mark)
	m.popArgs(base, len(m.argVals))
	return scoped
}

// plainResult ends callPlain's call in of cs when the result has
// attributes to apply or is not a scalar: the callee's return attributes,
// the result copied, the call's return attributes.
func (m *Machine) plainResult(cs *callSite, in *inst, regs []Val) bool {
	if f := cs.target.f; cs.retAttrs {
		if ub := m.paramAttrs(f.RetAttrs, f.RetType(), &m.retVal); ub != UBNone {
			saved := m.curFn
			m.curFn = f
			m.fail(ub, m.retInst)
			m.curFn = saved
			return false
		}
	}
	if in.dst >= 0 {
		regs[in.dst].CopyFrom(&m.retVal)
		if cs.siteRetAttrs {
			call := in.src
			if ub := m.paramAttrs(call.RetAttrs(), call.Ty, &regs[in.dst]); ub != UBNone {
				return m.fail(ub, call)
			}
		}
	}
	return true
}

// enterVScale fixes the run's vscale at its first function, lf, and checks
// the promise of every function entered after: vscale_range(min, max) says
// vscale is a power of two in [min, max], and entering a function whose
// range excludes the run's vscale is undefined behaviour.
//
// The Language Reference makes vscale "a positive value that is constant
// during program execution, but is unknown at compile time". irfuzz runs
// no scalable vectors, so it fixes the value by a rule that source and
// target share: the least value the entry function's vscale_range allows
// (the only one when min = max, which lets LLVM fold llvm.vscale to a
// constant), and 1 when the entry function has no vscale_range (it "makes
// no assumption about vscale"; 1 is the least positive value, the vscale of
// a target whose scalable vectors have their minimum size; x86-64, which
// has none, cannot select llvm.vscale at all). LLVM takes vscale_range as a
// fact wherever the function runs: it inlines a function of
// vscale_range(4, 4) into one of vscale_range(2, 2) and folds the
// inlined llvm.vscale to 2, which is right only if entering the callee
// there is undefined, so it is.
func (m *Machine) enterVScale(lf *fn, call *ir.Instruction, caller *ir.Function) bool {
	if m.vscale == 0 {
		m.vscale = max(lf.vscaleMin, 1)
		return true
	}
	if lf.vscaleMin == 0 || m.vscale >= lf.vscaleMin && (lf.vscaleMax == 0 || m.vscale <= lf.vscaleMax) {
		return true
	}
	m.curFn = caller
	return m.failDetail(UBImmediate, call, "vscale %d is outside the vscale_range of @%s", m.vscale, lf.f.Name)
}
