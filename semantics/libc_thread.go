package semantics

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// POSIX threads, on a sequential schedule: pthread_create runs the start
// routine to completion at once (frames of its own, an instance of its
// own of every thread_local variable, made from the initialiser when
// llvm.threadlocal.address first asks for it), stores the thread's id and
// returns 0; pthread_join gives the start routine's result. That
// schedule is one a real run can have; the model vouches that it is the
// only observable one, or stops the run as unsupported ("threads: ..."):
//
//   - while a thread is created and not yet joined, every memory access
//     of the creating thread (main) is checked against the objects the
//     thread accessed: an object one of them wrote and the other
//     accessed makes the outcome depend on the interleaving (objects
//     main made after the creation, its own stack among them, the
//     thread could not have reached); so do two unjoined threads with
//     such a common object;
//   - likewise when both call a C library function with state of its own
//     (output, files, rand, exit: any but those of libThreadPure);
//   - anything that would block (a mutex held, pthread_join of oneself,
//     condition variables, barriers), a thread that creates a thread, a
//     process that ends in a created thread or with a thread not joined,
//     attributes, detached threads, pthread_exit and pthread_cancel are
//     unsupported;
//   - a thread_local variable used other than through
//     llvm.threadlocal.address in a module that creates a thread is
//     unsupported (which instance such a use means is not modelled).
//
// The floating-point rounding mode is per thread: a thread starts with
// its creator's, and its changes end with it.

// threadState is the threads of a run (Machine.threads).
type threadState struct {
	threads []*cthread // by id-1
	running *cthread   // the created thread running now; nil: main
	// stop is why the run's outcome depends on the schedule ("" none):
	// the watch finds it in the middle of an access, which goes on; the
	// outcome of the run is unsupported for it (threadsOutcome).
	stop    string
	mutexes map[[2]uint64]uint64 // a mutex's (object, address): the id of the thread holding it
	once    map[[2]uint64]bool   // the pthread_once_t objects done
}

// cthread is a created thread.
type cthread struct {
	id            uint64
	joined        bool
	ret           Val
	reads, writes map[uint32]bool // the objects it accessed
	lib           bool            // it called a library function with state of its own
	tls           map[uint32]Val  // a thread_local variable's object: its instance
}

// mainThread is pthread_self() of main; a created thread's id is its
// index + mainThread + 1. (Natively it is an address: a program that
// prints it prints something else each run.)
const mainThread = 1

// The thread functions.
var libThreadFuncs = []*libFunc{
	{"pthread_create", "ipppp", libPthreadCreate},
	{"pthread_join", "iip", libPthreadJoin},
	{"pthread_self", "i", libPthreadSelf},
	{"pthread_equal", "iii", libPthreadEqual},
	{"pthread_mutex_init", "ipp", libMutexInit},
	{"pthread_mutex_destroy", "ip", libMutexDestroy},
	{"pthread_mutex_lock", "ip", func(c *libCall) bool { return c.mutexLock(false) }},
	{"pthread_mutex_trylock", "ip", func(c *libCall) bool { return c.mutexLock(true) }},
	{"pthread_mutex_unlock", "ip", libMutexUnlock},
	{"pthread_once", "ipp", libPthreadOnce},
	{"pthread_detach", "x.", threadUnsupported("a detached thread")},
	{"pthread_exit", "x.", threadUnsupported("pthread_exit")},
	{"pthread_cancel", "x.", threadUnsupported("pthread_cancel")},
	{"pthread_kill", "x.", threadUnsupported("pthread_kill")},
	{"pthread_cond_wait", "x.", threadUnsupported("pthread_cond_wait blocks")},
	{"pthread_cond_timedwait", "x.", threadUnsupported("pthread_cond_timedwait blocks")},
	{"pthread_barrier_wait", "x.", threadUnsupported("pthread_barrier_wait blocks")},
}

// libThreadPure are the library functions whose only state is the
// memory they are given (which the watch sees) or the thread's own: a
// thread and main may both call them. pthread_* functions check for
// themselves.
var libThreadPure = map[string]bool{
	"malloc": true, "calloc": true, "realloc": true, "free": true, "aligned_alloc": true,
	"memcpy": true, "memmove": true, "memset": true, "memcmp": true, "memchr": true,
	"strlen": true, "strnlen": true, "strcmp": true, "strncmp": true, "strcpy": true, "strncpy": true,
	"strcat": true, "strncat": true, "strchr": true, "strrchr": true, "strstr": true, "strspn": true, "strcspn": true,
	"abs": true, "labs": true, "llabs": true, "ffs": true, "ffsl": true, "ffsll": true,
	"sprintf": true, "snprintf": true, "fesetround": true, "fegetround": true,
}

func threadUnsupported(what string) func(c *libCall) bool {
	return func(c *libCall) bool {
		return c.m.unsupportedStop(unsupported("threads: %s", what))
	}
}

// threadsStart returns the run's threads, made at the first thread
// function called; threads are modelled only in whole programs (RunMain).
func (c *libCall) threadsStart() (*threadState, bool) {
	m := c.m
	if !m.program {
		return nil, m.unsupportedStop(unsupported("threads: @%s outside a whole program", c.f.name))
	}
	if m.threads == nil {
		if u := directThreadLocal(m.p.Module); u != "" {
			return nil, m.unsupportedStop(unsupported("threads: %s", u))
		}
		m.threads = &threadState{mutexes: map[[2]uint64]uint64{}, once: map[[2]uint64]bool{}}
		m.mem.watch = m.watchAccess
	}
	return m.threads, true
}

// directThreadLocal names a thread_local variable of module mod used
// other than as the operand of llvm.threadlocal.address ("" if none).
func directThreadLocal(mod *ir.Module) string {
	var found string
	var walk func(v ir.Value)
	walk = func(v ir.Value) {
		switch x := v.(type) {
		case *ir.Global:
			if x.ThreadLocal != "" && found == "" {
				found = "@" + x.Name + " is thread_local and used other than through llvm.threadlocal.address"
			}
		case *ir.Const:
			for _, e := range x.Elems {
				walk(e)
			}
		}
	}
	for _, f := range mod.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				for k, op := range in.Operands {
					if k == 1 && in.Op == ir.OpCall {
						if g, ok := in.Callee().(*ir.Function); ok && strings.HasPrefix(g.Name, "llvm.threadlocal.address") {
							continue
						}
					}
					walk(op)
				}
			}
		}
	}
	for _, g := range mod.Globals {
		if g.Init != nil {
			walk(g.Init)
		}
	}
	for _, a := range mod.Aliases {
		walk(a.Aliasee)
	}
	return found
}

// watchAccess is Memory.watch once threads or fmemopen streams exist.
func (m *Machine) watchAccess(prov uint32, write bool) {
	if m.threads != nil {
		m.threads.watch(prov, write)
	}
	if write {
		m.fmemWatch(prov)
	}
}

// watch is Memory.watch's part for threads: it records the objects a
// created thread accesses, and checks main's accesses against the
// threads not joined yet.
func (ts *threadState) watch(prov uint32, write bool) {
	if t := ts.running; t != nil {
		if write {
			t.writes[prov] = true
		} else {
			t.reads[prov] = true
		}
		return
	}
	if ts.stop != "" {
		return
	}
	for _, t := range ts.threads {
		if !t.joined && (t.writes[prov] || write && t.reads[prov]) {
			ts.stop = "threads: main accesses an object a thread not yet joined accessed, one of them writing it (the outcome depends on the schedule)"
			return
		}
	}
}

// libCall is told of each call of a C library function while threads
// exist; false stops the run.
func (ts *threadState) libCall(name string, args []*Val) bool {
	if strings.HasPrefix(name, "pthread_") {
		return true
	}
	if (name == "free" || name == "realloc") && len(args) > 0 && args[0].Prov != 0 {
		ts.watch(args[0].Prov, true) // the object dies: a write
	}
	if libThreadPure[name] {
		return true
	}
	if t := ts.running; t != nil {
		t.lib = true
		return true
	}
	for _, t := range ts.threads {
		if !t.joined && t.lib && ts.stop == "" {
			ts.stop = "threads: main calls @" + name + " while a thread not yet joined called a library function with state of its own (output, files, rand...): the order depends on the schedule"
		}
	}
	return true
}

// self is pthread_self().
func (ts *threadState) self() uint64 {
	if ts.running != nil {
		return ts.running.id
	}
	return mainThread
}

func libPthreadCreate(c *libCall) bool {
	m := c.m
	ts, a, ok := c.threadArgs(4)
	if !ok {
		return false
	}
	if ts.running != nil {
		return m.unsupportedStop(unsupported("threads: a created thread creates a thread"))
	}
	if a[1].Bits != 0 {
		return m.unsupportedStop(unsupported("threads: @pthread_create with attributes"))
	}
	if m.p.Layout.PointerBits(0) != 64 {
		return m.unsupportedStop(unsupported("threads: pthread_t on a target of %d-bit pointers (modelled: glibc's 64-bit unsigned long)", m.p.Layout.PointerBits(0)))
	}
	start := a[2]
	f := m.p.objFunc[start.Prov]
	if start.Undef != 0 || f == nil || start.Bits != m.p.fnAddr[f].Bits {
		return c.ub(UBLibrary, "the start routine is not a function")
	}
	if f.IsDeclaration() || len(f.Params) > 1 || len(f.Params) == 1 && !f.Params[0].Ty.IsPtr() || !(f.RetType().IsPtr() || f.RetType().Kind == ir.VoidType) {
		return m.unsupportedStop(unsupported("threads: start routine @%s is not a defined void *(void *)", f.Name))
	}
	if len(ts.threads) >= 1000 {
		return c.setInt(11) // EAGAIN
	}
	t := &cthread{id: uint64(len(ts.threads)) + mainThread + 1, reads: map[uint32]bool{}, writes: map[uint32]bool{}, tls: map[uint32]Val{}}
	// The id is stored before the thread runs, as glibc does.
	id := Val{Bits: t.id}
	if ub := m.mem.Store(ir.I64, a[0], 1, &id); ub != UBNone {
		return c.memUB(ub, 0)
	}
	ts.threads = append(ts.threads, t)
	ts.running = t
	round := m.setRound
	arg := *a[3]
	var args []*Val
	if len(f.Params) == 1 {
		args = []*Val{&arg}
	}
	m.siteEffects = unlimited
	ran := m.callFunc(f, args, c.call, m.curFn)
	ts.running = nil
	if !ran {
		if m.stop != nil && m.stop.Kind == Exited {
			return m.unsupportedStop(unsupported("threads: the process ends (exit or abort) in a created thread, while its creator may have gone on"))
		}
		return false
	}
	if f.RetType().IsPtr() {
		t.ret = m.retVal
	}
	if m.setRound < 0 {
		return m.unsupportedStop(unsupported("threads: a created thread sets the floating-point environment"))
	}
	m.setRound = round
	for _, p := range t.tls {
		if o := m.mem.object(&p); o != nil {
			o.alive = false // thread storage duration ends with the thread
			o.sync()
		}
	}
	// Two threads not joined run at once.
	for _, u := range ts.threads {
		if u == t || u.joined || ts.stop != "" {
			continue
		}
		if u.lib && t.lib || conflicts(u, t) || conflicts(t, u) {
			ts.stop = "threads: two threads not joined access an object, one of them writing it, or both call library functions with state (the outcome depends on the schedule)"
		}
	}
	return c.setInt(0)
}

// conflicts reports whether t writes an object u accesses.
func conflicts(t, u *cthread) bool {
	for o := range t.writes {
		if u.reads[o] || u.writes[o] {
			return true
		}
	}
	return false
}

func libPthreadJoin(c *libCall) bool {
	m := c.m
	ts, a, ok := c.threadArgs(2)
	if !ok {
		return false
	}
	if ts.running != nil {
		return m.unsupportedStop(unsupported("threads: a created thread joins a thread"))
	}
	id := a[0].Bits
	if id == mainThread {
		return m.unsupportedStop(unsupported("threads: main joins itself (it would block)"))
	}
	k := id - mainThread - 1
	if id <= mainThread || k >= uint64(len(ts.threads)) || ts.threads[k].joined {
		return c.ub(UBLibrary, "%d is not a thread that can be joined", id)
	}
	t := ts.threads[k]
	t.joined = true
	if a[1].Bits != 0 {
		if ub := m.mem.Store(ir.Ptr, a[1], 1, &t.ret); ub != UBNone {
			return c.memUB(ub, 1)
		}
	}
	return c.setInt(0)
}

func libPthreadSelf(c *libCall) bool {
	if c.m.threads == nil {
		return c.setInt(mainThread)
	}
	return c.setInt(c.m.threads.self())
}

func libPthreadEqual(c *libCall) bool {
	a, ok := c.fixedArgs(2)
	if !ok {
		return false
	}
	if a[0].Bits == a[1].Bits {
		return c.setInt(1)
	}
	return c.setInt(0)
}

// mutex starts the threads' state (threadsStart) and returns it with the
// key of the mutex argument 0 points to, after an access of one byte of
// it as a write (which the watch sees).
func (c *libCall) mutex() (*threadState, [2]uint64, bool) {
	ts, ok := c.threadsStart()
	if !ok {
		return nil, [2]uint64{}, false
	}
	p, ok := c.ptr(0)
	if !ok {
		return nil, [2]uint64{}, false
	}
	if _, ub := c.m.mem.access(p, 1, 1, true); ub != UBNone {
		return nil, [2]uint64{}, c.memUB(ub, 0)
	}
	return ts, [2]uint64{uint64(p.Prov), p.Bits}, true
}

// threadArgs starts the threads' state (threadsStart) and returns it with
// the call's n arguments, each defined (fixedArgs).
func (c *libCall) threadArgs(n int) (*threadState, []*Val, bool) {
	ts, ok := c.threadsStart()
	if !ok {
		return nil, nil, false
	}
	a, ok := c.fixedArgs(n)
	return ts, a, ok
}

func libMutexInit(c *libCall) bool {
	ts, a, ok := c.threadArgs(2)
	if !ok {
		return false
	}
	if a[1].Bits != 0 {
		return c.m.unsupportedStop(unsupported("threads: a mutex with attributes"))
	}
	_, k, ok := c.mutex()
	if !ok {
		return false
	}
	if ts.mutexes[k] != 0 {
		return c.ub(UBLibrary, "initialises a locked mutex")
	}
	return c.setInt(0)
}

func libMutexDestroy(c *libCall) bool {
	ts, k, ok := c.mutex()
	if !ok {
		return false
	}
	if ts.mutexes[k] != 0 {
		return c.ub(UBLibrary, "destroys a locked mutex")
	}
	return c.setInt(0)
}

// mutexLock is pthread_mutex_lock and (try) pthread_mutex_trylock of a
// default mutex.
func (c *libCall) mutexLock(try bool) bool {
	ts, k, ok := c.mutex()
	if !ok {
		return false
	}
	switch owner := ts.mutexes[k]; {
	case owner == ts.self() && try:
		return c.setInt(16) // EBUSY
	case owner != 0:
		return c.m.unsupportedStop(unsupported("threads: @%s of a mutex held (it blocks, or depends on the schedule)", c.f.name))
	}
	ts.mutexes[k] = ts.self()
	return c.setInt(0)
}

func libMutexUnlock(c *libCall) bool {
	ts, k, ok := c.mutex()
	if !ok {
		return false
	}
	if ts.mutexes[k] != ts.self() {
		return c.m.unsupportedStop(unsupported("threads: @pthread_mutex_unlock of a mutex this thread does not hold"))
	}
	delete(ts.mutexes, k)
	return c.setInt(0)
}

func libPthreadOnce(c *libCall) bool {
	m := c.m
	ts, k, ok := c.mutex()
	if !ok {
		return false
	}
	if ts.once[k] {
		return c.setInt(0)
	}
	ts.once[k] = true
	p, ok := c.ptr(1)
	if !ok {
		return false
	}
	f := m.p.objFunc[p.Prov]
	if p.Undef != 0 || f == nil || p.Bits != m.p.fnAddr[f].Bits {
		return c.ub(UBLibrary, "the routine is not a function")
	}
	if f.IsDeclaration() || len(f.Params) != 0 {
		return m.unsupportedStop(unsupported("threads: @pthread_once of @%s, not a defined void (void)", f.Name))
	}
	m.siteEffects = unlimited
	return m.callFunc(f, nil, c.call, m.curFn) && c.setInt(0)
}

// threadLocal is llvm.threadlocal.address in a created thread: the
// thread's instance of the thread_local variable p points to, made from
// its initialiser at the first use.
func (m *Machine) threadLocal(call *ir.Instruction, p *Val, dst *Val) bool {
	t := m.threads.running
	if v, ok := t.tls[p.Prov]; ok {
		*dst = v
		return true
	}
	for i := range m.p.globals {
		g := &m.p.globals[i]
		if g.ptr.Prov != p.Prov || g.ptr.Bits != p.Bits || p.Poison || p.Undef != 0 {
			continue
		}
		if g.g.ThreadLocal == "" {
			break
		}
		if g.g.Init == nil || g.unsupported != "" {
			return m.unsupportedStop(unsupported("threads: thread_local @%s has no initialiser the interpreter knows", g.g.Name))
		}
		q, ok := m.mem.Alloc(ObjGlobal, max(g.size, 1), g.align)
		if !ok {
			return m.noResult("memory budget exhausted by a thread_local variable")
		}
		if ub := m.mem.Store(g.g.ValueType, &q, 1, &g.init); ub != UBNone {
			return m.unsupportedStop(unsupported("threads: initialiser of thread_local @%s: %s", g.g.Name, ub))
		}
		t.tls[p.Prov] = q
		*dst = q
		return true
	}
	return m.failDetail(UBLibrary, call, "llvm.threadlocal.address of something other than a thread_local variable")
}

// threadsOutcome makes the outcome of a run that created threads
// unsupported when it depends on the schedule.
func (m *Machine) threadsOutcome(out *Outcome) {
	ts := m.threads
	if ts == nil || out.Kind == InternalError {
		return
	}
	why := ts.stop
	if why == "" && out.Kind == Exited {
		for _, t := range ts.threads {
			if !t.joined {
				why = "threads: the program ends with a thread not joined (it may not have run, or run only in part)"
				break
			}
		}
	}
	if why != "" {
		*out = Outcome{Kind: Unsupported, Reason: why, Steps: out.Steps}
	}
}
