package semantics

import (
	"math/bits"
	"slices"
	"sort"

	"github.com/irfuzz/irfuzz/ir"
)

// ObjKind is the storage class of a memory object.
type ObjKind uint8

// The storage classes of memory objects.
const (
	ObjGlobal      ObjKind = iota // a global variable
	ObjConstGlobal                // a constant global: stores to it are UB
	ObjStack                      // an alloca: dies at function return or lifetime.end
	ObjHeap                       // malloc and friends: dies at free
	ObjFunction                   // a function's address: not accessible as memory
)

// Addresses of a run: the first object's base and the gap between objects
// (so that one object's one-past-the-end address is no other's address).
// Pointers of 24 bits or fewer start lower (memAddrs) and, at 8 bits,
// leave a gap of one byte: their address space holds only 256 bytes.
const (
	memFirstAddr = 0x10000
	memGap       = 16
)

// memAddrs returns the first address and the gap between objects for
// pointers of pbits bits.
func memAddrs(pbits uint32) (first, gap uint64) {
	switch {
	case pbits <= 8:
		return 0x10, 1
	case pbits <= 16:
		return 0x100, memGap
	case pbits <= 24:
		return 0x1000, memGap
	}
	return memFirstAddr, memGap
}

// Memory is the interpreter's memory: a set of objects at deterministic
// addresses, each a sequence of Bytes. Addresses are handed out by bump
// allocation and never reused within a run, so ptrtoint is deterministic
// and a use after free is caught by the pointer's provenance. A Memory is
// not safe for concurrent use; reuse one per goroutine with Reset.
type Memory struct {
	// Concrete marks a memory of a concrete (target) run: a store of iN
	// writes the bits above N as 0 rather than undef.
	Concrete bool
	// UndefAsPoison reads LLVM's policy that memory holding undef may be
	// taken as poison: uninitialised stack and heap bytes are poison, and
	// a store or memset of a value with undef bits writes poison bytes
	// there (see CheckOptions.UndefMemoryAsPoison).
	UndefAsPoison bool
	// touchedUncertain: the run accessed an uncertain object (see
	// memObject.uncertain) since the machine's reset.
	touchedUncertain bool
	// nullValid: the function running is marked null_pointer_is_valid,
	// so an access that starts at address 0 (of at most nullPageSize
	// bytes) reaches nullPage rather than being undefined.
	nullValid bool
	// watch, when set, is told of every access that is not undefined
	// (the object's id, and whether it writes): see threadState.
	watch func(prov uint32, write bool)
	// nullPage is the memory at address 0 that such functions reach: it
	// is there when the program starts, zeros (one of the contents the
	// caller's memory may have), and the run keeps what they store.
	nullPage []Byte

	l          *Layout
	top        uint64 // the highest address: widthMask(l.PointerBits(0))
	first, gap uint64 // the first object's address and the gap after each (memAddrs)
	// window is widthMask(l.IndexBits(0)) when the index width is below
	// the pointer width, else 0: an object is placed so that it does not
	// cross a multiple of window+1 (a getelementptr changes only the
	// address bits of the index width, so no pointer could reach past).
	window      uint64
	limit, used uint64 // storage bytes allowed and held
	next        uint64 // next free address
	// ceil is one past the highest address objects may take: stack
	// objects whose address nothing can observe (AllocUnobserved) are
	// placed downwards from the top of the address space, so that making
	// or removing one moves no other object.
	ceil uint64
	// visible are the ids of the objects below ceil, in address order,
	// once the first unobserved object is made (before that, ids are in
	// address order); ProvAt searches them.
	visible []uint32
	unseen  bool // some object lies above ceil
	// The objects, by id-1, in chunks of memChunk: a run makes an object
	// per alloca executed, and a table in one piece would be copied at
	// every growth (twice the bytes of its final size allocated).
	objs        []*[memChunk]memObject
	nobjs       int
	stack, heap []Byte // storage of stack objects, and of all others
	// heapHint is the storage, in Bytes, of the objects a run starts with
	// (the program's globals): the heap arena is allocated at that size
	// at once instead of growing object by object.
	heapHint uint64
	// stackIDs are the ids of the stack objects, oldest first: a return
	// kills the ones its call made (a suffix) without walking the other
	// objects made since the call.
	stackIDs []uint32
	// raw: accesses ignore the objects' deny (reads of final contents,
	// dereferenceable checks, an unknown function's reads and writes).
	raw bool
	// scopes are the calls in progress that memory attributes limit,
	// outermost first (see effects.go).
	scopes []effectScope
	// invariant are the byte ranges llvm.invariant.start made constant and
	// no llvm.invariant.end has made writable again: a write to one is
	// UBWriteConstant.
	invariant []invariantRange
	// addressesOnly: objects get addresses and ids but neither storage
	// nor an entry in the object table, so only Alloc may be used (Load
	// fixes the layout with such a memory; machines allocate the bytes).
	addressesOnly bool
}

// The object table's chunks hold 1<<memChunkBits objects (16 KB) each.
const (
	memChunkBits = 9
	memChunk     = 1 << memChunkBits
)

// obj returns object i (id i+1); i < m.nobjs.
func (m *Memory) obj(i int) *memObject { return &m.objs[i>>memChunkBits][i&(memChunk-1)] }

// addObj appends o to the object table and returns its id.
func (m *Memory) addObj(o memObject) uint32 {
	if m.addressesOnly {
		m.nobjs++
		return uint32(m.nobjs)
	}
	if m.nobjs == len(m.objs)<<memChunkBits {
		m.objs = append(m.objs, new([memChunk]memObject))
	}
	*m.obj(m.nobjs) = o
	m.nobjs++
	return uint32(m.nobjs)
}

// memObject is one memory object; its id is its index plus 1.
type memObject struct {
	base, size uint64
	off        uint64 // first byte in its arena
	kind       ObjKind
	alive      bool
	released   bool  // stack storage given back by Release
	alignLog   uint8 // log2 of the alignment its base is known to have
	world      bool  // an unknown function made it (it may be errno)
	// uncertain: a global whose contents (or size) the module does not
	// fix: a declaration, or a definition another may replace at link
	// time (see definiteGlobal).
	uncertain bool
	deny      modRef // accesses a memory attribute forbids (see denyAccess)
	// written marks, for an object only written through (writeonly), the
	// bytes written since the attribute applied: reading one gives what
	// was written, reading another gives poison (see denyAccess).
	written []bool
	// fast holds, for the fast accesses (Memory.plain, exec's loads and
	// stores), what alive, uncertain, deny, written and kind allow, in one
	// byte: fastRead, fastWrite. sync sets it; whatever changes one of
	// those fields calls sync.
	fast uint8
}

// The bits of memObject.fast.
const (
	// fastRead: the object is alive, certain, not a function's, and no
	// memory attribute limits it (deny 0, written nil).
	fastRead = 1 << iota
	// fastWrite: fastRead, and not a constant global.
	fastWrite
)

// sync recomputes o.fast from the fields it stands for.
func (o *memObject) sync() {
	o.fast = 0
	if o.alive && !o.uncertain && o.deny == 0 && o.written == nil && o.kind != ObjFunction {
		o.fast = fastRead
		if o.kind != ObjConstGlobal {
			o.fast |= fastWrite
		}
	}
}

// nullPageSize is how many bytes from address 0 a function marked
// null_pointer_is_valid may access in one access.
const nullPageSize = 4096

// MemMark is a point in a run's allocation history (see Memory.Mark).
type MemMark struct {
	objs     int
	stack    uint64
	stackIDs int
}

// NewMemory returns an empty memory for layout l that holds at most limit
// bytes of object storage. Storage is held by live objects and by freed
// heap objects (addresses are not reused, and neither is their storage
// within a run, except for the most recent heap object); Release and Reset
// give storage back.
func NewMemory(l *Layout, limit uint64) *Memory {
	top := widthMask(l.PointerBits(0))
	first, gap := memAddrs(l.PointerBits(0))
	var window uint64
	if l.IndexBits(0) < l.PointerBits(0) {
		window = widthMask(l.IndexBits(0))
	}
	return &Memory{l: l, top: top, ceil: top, limit: limit, next: first, first: first, gap: gap, window: window}
}

// Layout returns the data layout the memory encodes values with.
func (m *Memory) Layout() *Layout { return m.l }

// Reset forgets every object and starts a new run, keeping the buffers.
func (m *Memory) Reset() {
	m.nobjs = 0
	m.stack = m.stack[:0]
	m.stackIDs = m.stackIDs[:0]
	m.heap = m.heap[:0]
	m.used = 0
	m.next = m.first
	m.ceil = m.top
	m.visible, m.unseen = m.visible[:0], false
	m.scopes = m.scopes[:0]
}

// memImage is a copy of a memory's state between runs (no stack objects),
// to start runs from without allocating and initialising its objects again.
type memImage struct {
	objs             []memObject
	heap             []Byte
	used, next, ceil uint64
	visible          []uint32
	unseen           bool
}

// image returns a copy of the memory's state; the stack must be empty.
func (m *Memory) image() *memImage {
	objs := make([]memObject, m.nobjs)
	for i := 0; i < m.nobjs; i += memChunk {
		copy(objs[i:], m.objs[i>>memChunkBits][:])
	}
	return &memImage{objs: objs, heap: slices.Clone(m.heap), used: m.used, next: m.next, ceil: m.ceil,
		visible: slices.Clone(m.visible), unseen: m.unseen}
}

// restore forgets every object and puts back the state of img, keeping the
// buffers (Reset, then the allocations and stores that made img).
func (m *Memory) restore(img *memImage) {
	m.nobjs = 0
	for i := 0; i < len(img.objs); i += memChunk {
		if i>>memChunkBits == len(m.objs) {
			m.objs = append(m.objs, new([memChunk]memObject))
		}
		m.nobjs += copy(m.objs[i>>memChunkBits][:], img.objs[i:])
	}
	m.heap = append(m.heap[:0], img.heap...)
	m.stack = m.stack[:0]
	m.stackIDs = m.stackIDs[:0]
	m.used = img.used
	m.next = img.next
	m.ceil = img.ceil
	m.visible, m.unseen = append(m.visible[:0], img.visible...), img.unseen
	m.scopes = m.scopes[:0]
}

// Alloc creates an object of size bytes at an address aligned to align (a
// power of two; others are rounded up, 0 reads as 1). The bytes of stack
// and heap objects start undef, those of globals zero; a function object
// has no bytes. It returns a pointer to the object (Bits = address, Prov =
// object id), or ok == false when the object would exceed the memory's
// limit or the address space; that is "no result: memory budget", not UB.
func (m *Memory) Alloc(kind ObjKind, size, align uint64) (p Val, ok bool) {
	if align > 1<<40 {
		return Val{}, false
	}
	align = max(ir.PowerOf2Ceil(align), 1)
	base := ir.AlignUp(m.next, align)
	if m.window != 0 && size <= m.window && base&m.window+size > m.window {
		// It would cross an index window: start at the next one.
		base = ir.AlignUp(base|m.window+1, align)
	}
	if base < m.next || size > m.ceil || base > m.ceil-size {
		return Val{}, false
	}
	p, ok = m.place(kind, base, size, align)
	if !ok {
		return Val{}, false
	}
	m.next = base + size + m.gap
	if m.next < base { // wrapped: no further objects
		m.next = ^uint64(0)
	}
	if m.unseen {
		m.visible = append(m.visible, p.Prov)
	}
	return p, true
}

// AllocUnobserved creates a stack object whose address the function
// cannot observe (see addressObserved): it is placed downwards from the
// top of the address space, apart from the objects Alloc places, so a
// transformation that removes or adds such an object (SROA, mem2reg,
// dead-alloca removal) moves no address that the function can see. The
// Language Reference leaves an alloca's address to the implementation;
// one choice per object, independent of the others, is one of those
// allowed.
func (m *Memory) AllocUnobserved(size, align uint64) (p Val, ok bool) {
	if align > 1<<40 {
		return Val{}, false
	}
	align = max(ir.PowerOf2Ceil(align), m.gap)
	if size+m.gap < size || m.ceil < size+m.gap {
		return Val{}, false
	}
	base := (m.ceil - size - m.gap) &^ (align - 1)
	if m.window != 0 && size <= m.window && base&m.window+size > m.window {
		// It would cross an index window: end below this one.
		w := base &^ m.window
		if w < size+1 {
			return Val{}, false
		}
		base = (w - size - 1) &^ (align - 1)
	}
	if base < m.next {
		return Val{}, false
	}
	if !m.unseen {
		m.visible = m.visible[:0]
		for id := 1; id <= m.nobjs; id++ {
			m.visible = append(m.visible, uint32(id))
		}
		m.unseen = true
	}
	p, ok = m.place(ObjStack, base, size, align)
	if ok {
		m.ceil = base - m.gap // (base >= m.next > m.gap)
	}
	return p, ok
}

// place makes an object of kind at base (aligned to align) with its
// storage, or returns false when the memory's limits forbid it.
func (m *Memory) place(kind ObjKind, base, size, align uint64) (p Val, ok bool) {
	storage := size
	if kind == ObjFunction {
		storage = 0
	}
	if m.nobjs >= memMaxObjects || m.used > m.limit || storage > m.limit-m.used {
		return Val{}, false
	}
	o := memObject{base: base, size: size, kind: kind, alive: true, alignLog: uint8(bits.TrailingZeros64(align))}
	o.sync()
	init := Byte{}
	arena := &m.heap
	hint := min(m.heapHint, m.limit, memMaxHint)
	switch kind {
	case ObjStack:
		arena = &m.stack
		init = memUndefByte
		hint = 0
	case ObjHeap:
		init = memUndefByte
	}
	if init == memUndefByte && m.UndefAsPoison {
		init = Byte{Poison: 0xff}
	}
	o.off = uint64(len(*arena))
	if !m.addressesOnly {
		*arena = memGrow(*arena, storage, hint)
		memFill((*arena)[o.off:], init)
	}
	m.used += storage
	id := m.addObj(o)
	if kind == ObjStack && !m.addressesOnly {
		m.stackIDs = append(m.stackIDs, id)
	}
	return Val{Bits: base, Prov: id}, true
}

// memMaxHint bounds the arena a memory allocates ahead of use.
const memMaxHint = 1 << 22

// memGrow extends s by n elements, reusing its capacity. A new array has
// at least twice the capacity (append's growth, a quarter at a time once
// large, would allocate and copy an arena about five times over), and at
// least hint.
func memGrow(s []Byte, n, hint uint64) []Byte {
	l := uint64(len(s))
	if l+n <= uint64(cap(s)) {
		return s[:l+n]
	}
	ns := make([]Byte, l+n, max(l+n, 2*uint64(cap(s)), 512, hint))
	copy(ns, s) // (the new bytes are filled by the caller)
	return ns
}

func (m *Memory) object(p *Val) *memObject {
	if p.Prov == 0 || int(p.Prov) > m.nobjs {
		return nil
	}
	return m.obj(int(p.Prov) - 1)
}

// Kill ends the life of the stack object p points to (function return,
// llvm.lifetime.end); later accesses are use-after-free. Pointers to
// other objects are ignored.
func (m *Memory) Kill(p *Val) {
	if o := m.object(p); o != nil && o.kind == ObjStack {
		o.alive = false
		o.sync()
	}
}

// Revive makes the stack object p points to alive again with undef
// contents (llvm.lifetime.start). Released objects stay dead.
func (m *Memory) Revive(p *Val) {
	if o := m.object(p); o != nil && o.kind == ObjStack && !o.released {
		o.alive = true
		o.sync()
		memFill(m.stack[o.off:o.off+o.size], memUndefByte)
	}
}

// Free is free(): null is a no-op; a pointer that is not the start of a
// live heap object is UBInvalidFree (a poison or undef pointer is
// UBPoisonAddress or UBUndefAddress).
func (m *Memory) Free(p *Val) UBKind {
	// The pointer must be determined, as for an access of no bytes.
	if _, ub := m.access(p, 0, 1, false); ub != UBNone || p.Bits == 0 {
		return ub
	}
	o := m.object(p)
	if o == nil || o.kind != ObjHeap || !o.alive || p.Bits != o.base {
		return UBInvalidFree
	}
	if o.deny.write() || o.deny&denyFree != 0 {
		return UBMemoryAttr
	}
	o.alive = false
	o.sync()
	if o.off+o.size == uint64(len(m.heap)) { // the newest storage: give it back
		m.heap = m.heap[:o.off]
		m.used -= o.size
	}
	return UBNone
}

// StackSince reports whether p points into a live stack object created
// after mark k: one of the allocas (or byval copies) of the frame that
// took the mark.
func (m *Memory) StackSince(p *Val, k MemMark) bool {
	id := int(p.Prov)
	if p.Poison || id == 0 || id > m.nobjs || id <= k.objs {
		return false
	}
	o := m.obj(id - 1)
	return o.kind == ObjStack && o.alive
}

// invariantRange is bytes [lo, hi) of object obj, made constant by the
// llvm.invariant.start whose token is tok.
type invariantRange struct {
	obj    uint32
	lo, hi uint64
	tok    uint64
}

// invariantHit reports whether bytes [off, off+n) of object id overlap a
// constant range.
func (m *Memory) invariantHit(id uint32, off, n uint64) bool {
	for _, r := range m.invariant {
		if r.obj == id && off < r.hi && r.lo < off+n {
			return true
		}
	}
	return false
}

// popStackAfter kills every stack object made after object id (the stack
// objects of the running function since its llvm.stacksave marker id):
// they are dead for good, as if released, and their storage is given
// back, as a return gives it back (a loop that makes a variable-length
// array each iteration, between a stacksave and a stackrestore, runs in
// bounded storage, as it does natively). Their addresses are not reused.
func (m *Memory) popStackAfter(id uint32) {
	i := len(m.stackIDs)
	for i > 0 && m.stackIDs[i-1] > id {
		i--
		o := m.obj(int(m.stackIDs[i]) - 1)
		o.alive, o.released = false, true
		o.sync()
	}
	if i == len(m.stackIDs) {
		return
	}
	// The stack arena holds the objects in the order of their ids, so
	// the popped ones hold its end.
	off := m.obj(int(m.stackIDs[i]) - 1).off
	if off <= uint64(len(m.stack)) {
		m.used -= uint64(len(m.stack)) - off
		m.stack = m.stack[:off]
	}
	m.stackIDs = m.stackIDs[:i]
}

// Mark returns the current point of the allocation history, for Release.
func (m *Memory) Mark() MemMark {
	return MemMark{objs: m.nobjs, stack: uint64(len(m.stack)), stackIDs: len(m.stackIDs)}
}

// Release kills every stack object created since mark k and gives back
// their storage (a function return). Marks must be released innermost
// first; a stale mark is ignored.
func (m *Memory) Release(k MemMark) { m.release(k, false) }

// memRecycleAfter is how many objects a run makes before a return may give
// its stack objects' ids back (see release): runs below it keep every id.
const memRecycleAfter = 1 << 20

// release is Release; with recycle, and when the objects made since k are
// exactly the stack objects it kills, their ids are given back too, so a
// long run (a call made millions of times, each making its allocas) does
// not exhaust the ids. Addresses are still never reused: an object made
// later lies above every earlier one, so ids stay in address order (as
// ProvAt needs), and a pointer left to a popped object still reaches no
// object (its id is past the table, or names a later object whose bytes
// lie above the pointer's address): an access through it stays undefined
// (UBOutOfBounds rather than UBUseAfterFree). Memory attribute scopes,
// llvm.invariant.start ranges and the threads' watch hold ids, so there
// the ids are kept; the caller checks its own holders of ids.
func (m *Memory) release(k MemMark, recycle bool) {
	if k.objs > m.nobjs || k.stack > uint64(len(m.stack)) || k.stackIDs > len(m.stackIDs) {
		return
	}
	for _, id := range m.stackIDs[k.stackIDs:] {
		o := m.obj(int(id) - 1)
		o.alive, o.released = false, true
		o.sync()
	}
	if recycle && m.nobjs-k.objs == len(m.stackIDs)-k.stackIDs && len(m.scopes) == 0 && m.watch == nil && len(m.invariant) == 0 {
		m.nobjs = k.objs
		for len(m.visible) > 0 && int(m.visible[len(m.visible)-1]) > k.objs {
			m.visible = m.visible[:len(m.visible)-1]
		}
	}
	m.stackIDs = m.stackIDs[:k.stackIDs]
	m.used -= uint64(len(m.stack)) - k.stack
	m.stack = m.stack[:k.stack]
}

// ProvAt returns the id of the object whose range [base, base+size]
// (one-past-the-end included) contains addr, live or not, or 0 if none:
// the provenance inttoptr gives.
func (m *Memory) ProvAt(addr uint64) uint32 {
	if m.unseen {
		return m.provAtVisible(addr)
	}
	i := sort.Search(m.nobjs, func(i int) bool { return m.obj(i).base > addr })
	if i == 0 {
		return 0
	}
	if o := m.obj(i - 1); addr-o.base <= o.size {
		return uint32(i)
	}
	return 0
}

// provAtVisible is ProvAt once unobserved objects exist: it searches the
// objects below ceil only (an unobserved object's address is known to no
// integer the function computes).
func (m *Memory) provAtVisible(addr uint64) uint32 {
	i := sort.Search(len(m.visible), func(i int) bool { return m.obj(int(m.visible[i])-1).base > addr })
	if i == 0 {
		return 0
	}
	id := m.visible[i-1]
	if o := m.obj(int(id) - 1); addr-o.base <= o.size {
		return id
	}
	return 0
}

// Object describes object id: its base address, size, kind and whether it
// is alive. An unknown id gives zeros and false.
func (m *Memory) Object(id uint32) (base, size uint64, kind ObjKind, alive bool) {
	if id == 0 || int(id) > m.nobjs {
		return 0, 0, 0, false
	}
	o := m.obj(int(id) - 1)
	if o.uncertain {
		m.touchedUncertain = true // its size, say, is the declaration's
	}
	return o.base, o.size, o.kind, o.alive
}

// NumObjects is the number of objects created in this run; their ids are
// 1..NumObjects.
func (m *Memory) NumObjects() int { return m.nobjs }

// The rules of pointer validity live in access: every use of memory
// (loads and stores, memcpy and memset, free, the dereferenceable
// attribute, the C library's strings) goes through it, so that one
// pointer gets one verdict whoever uses it.

// toObjectEnd is the length of an access that reaches from its pointer to
// the end of the object (see span).
const toObjectEnd = ^uint64(0)

// access checks an access of n bytes through p with the given alignment
// and returns the bytes it touches. The checks come in the order their
// undefined behaviour is reported: p is determined (all an access of no
// bytes needs), not null, has the provenance of an object that is not a
// function, which is alive, and the n bytes are inside it; then p has the
// alignment, and a write is not to a constant global. n == toObjectEnd
// asks for the bytes from p to the end of the object, none when p points
// one past its end.
func (m *Memory) access(p *Val, n, align uint64, write bool) ([]Byte, UBKind) {
	switch {
	case p.Poison:
		return nil, UBPoisonAddress
	case p.Undef != 0:
		return nil, UBUndefAddress
	case n == 0:
		return nil, UBNone
	case p.Bits == 0 && m.nullValid && p.Prov == 0 && n <= nullPageSize:
		// A function marked null_pointer_is_valid: what lies at address
		// 0 is memory like any other (see nullPage).
		if m.nullPage == nil {
			m.nullPage = make([]Byte, nullPageSize)
		}
		return m.nullPage[:n], UBNone
	case p.Bits == 0:
		return nil, UBNullAccess
	}
	o := m.object(p)
	if o == nil || o.kind == ObjFunction {
		return nil, UBOutOfBounds
	}
	if o.uncertain && !write {
		// What it holds is the program's. (A store to it depends on
		// its size and alignment, which the checks below flag, and on
		// whether it is constant, which the module does say.)
		m.touchedUncertain = true
	}
	if !o.alive {
		return nil, UBUseAfterFree
	}
	writeOnlyRead := false
	if o.deny != 0 && !m.raw && (write && o.deny.write() || !write && o.deny.read()) {
		if write || o.written == nil {
			return nil, UBMemoryAttr
		}
		writeOnlyRead = true
	}
	off := p.Bits - o.base
	if p.Bits < o.base || off > o.size || n > o.size-off {
		if n != toObjectEnd || p.Bits < o.base || off > o.size {
			m.touchedUncertain = m.touchedUncertain || o.uncertain
			return nil, UBOutOfBounds
		}
		n = o.size - off
	}
	if align > 1 && (p.Bits%align != 0 || !m.Concrete && align > 1<<o.alignLog) {
		m.touchedUncertain = m.touchedUncertain || o.uncertain
		// In the source mode an access must be aligned wherever the object
		// may be placed: its address here is one placement of many (an
		// align 1 global may land on any byte), so alignment the object
		// does not promise may be violated.
		return nil, UBMisaligned
	}
	if write && o.kind == ObjConstGlobal {
		return nil, UBWriteConstant
	}
	if write && len(m.invariant) > 0 && m.invariantHit(p.Prov, off, n) {
		return nil, UBWriteConstant
	}
	if m.watch != nil {
		m.watch(p.Prov, write)
	}
	arena := m.heap
	if o.kind == ObjStack {
		arena = m.stack
	}
	b := arena[o.off+off : o.off+off+n]
	if len(m.scopes) > 0 && !m.raw {
		readable, ub := m.scopeAccess(p.Prov, o, off, n, write)
		if ub != UBNone {
			return nil, ub
		}
		if readable != nil {
			if writeOnlyRead {
				b = m.writeOnlyView(b, o.written[off:off+n])
			}
			return scopeView(b, readable), UBNone
		}
	}
	if o.written != nil && !m.raw {
		w := o.written[off : off+n]
		if write {
			for i := range w {
				w[i] = true
			}
		} else if writeOnlyRead {
			return m.writeOnlyView(b, w), UBNone
		}
	}
	return b, UBNone
}

// plain returns the n bytes an ordinary access through p reaches, for the
// interpreter's fast loads and stores, or nil when the access needs one of
// access's rules beyond the bounds: p not a determined pointer into an
// object, the object dead, a function, uncertain, limited by a memory
// attribute or a call's memory scope, the access out of its bounds or
// misaligned (align is a power of two), a write to a constant or an
// invariant, or an access the threads' watch must see. Then the caller
// does the access through Load or Store,
// which gives the same bytes or reports the undefined behaviour; where
// plain gives bytes, access gives the same ones and has no other effect.
//
// (A null p is out of every object's bounds: objects start above 0.)
//
// Machine.exec applies the same rules itself to the loads and stores of 4
// and 8 bytes of a non-pointer (a call there costs it its registers):
// a change here is a change there (TestFastCasesAgree checks them).
func (m *Memory) plain(p *Val, n, align uint64, write bool) []Byte {
	i := uint64(p.Prov) - 1 // no provenance: wraps to no object
	if i >= uint64(m.nobjs) || p.Poison || p.Undef != 0 || p.X != nil || len(m.scopes) > 0 || m.watch != nil {
		return nil
	}
	o := m.obj(int(i))
	need := uint8(fastRead)
	if write {
		need = fastWrite
	}
	// off wraps past size when p is below the base.
	if off := p.Bits - o.base; off > o.size || n > o.size-off || p.Bits&(align-1) != 0 || o.fast&need == 0 ||
		!m.Concrete && align > 1<<o.alignLog ||
		write && len(m.invariant) > 0 {
		return nil
	} else if o.kind == ObjStack {
		return m.stack[o.off+off:][:n]
	} else {
		return m.heap[o.off+off:][:n]
	}
}

// plainLoad is a fast load (see plain) of an n-byte scalar: its bits, when
// every one is defined, and for a pointer (ptr) the object its bytes say
// it points to, 0 unless they are one stored pointer's in order. ok is
// false when the load needs Load.
func (m *Memory) plainLoad(p *Val, n, align uint64, ptr bool) (v uint64, prov uint32, ok bool) {
	b := m.plain(p, n, align, false)
	if b == nil {
		return 0, 0, false
	}
	v, ok = plainBits(b)
	if !ok || !ptr {
		return v, 0, ok
	}
	prov = b[0].Prov()
	for j := range b {
		if b[j].ptr != ptrByte(prov, uint32(j)) {
			return v, 0, true
		}
	}
	return v, prov, true
}

// plainBits reads bytes b (at most 8) as a little-endian integer; ok is
// false when any of their bits is undef or poison. (Unrolled for the
// common sizes: the loads of exec's fast case.)
func plainBits(b []Byte) (v uint64, ok bool) {
	switch len(b) {
	case 4:
		b := b[:4]
		v = uint64(b[0].Bits) | uint64(b[1].Bits)<<8 | uint64(b[2].Bits)<<16 | uint64(b[3].Bits)<<24
		return v, b[0].notPlain()|b[1].notPlain()|b[2].notPlain()|b[3].notPlain() == 0
	case 8:
		b := b[:8]
		v = uint64(b[0].Bits) | uint64(b[1].Bits)<<8 | uint64(b[2].Bits)<<16 | uint64(b[3].Bits)<<24 |
			uint64(b[4].Bits)<<32 | uint64(b[5].Bits)<<40 | uint64(b[6].Bits)<<48 | uint64(b[7].Bits)<<56
		bad := b[0].notPlain() | b[1].notPlain() | b[2].notPlain() | b[3].notPlain() |
			b[4].notPlain() | b[5].notPlain() | b[6].notPlain() | b[7].notPlain()
		return v, bad == 0
	}
	var bad uint8
	for j := range b {
		v |= uint64(b[j].Bits) << (8 * j)
		bad |= b[j].Undef | b[j].Poison
	}
	return v, bad == 0
}

// plainStore is a fast store (see plain) of an n-byte scalar of defined
// bits v, a pointer to object prov unless prov is 0; it reports false,
// having written nothing, when the store needs Store.
func (m *Memory) plainStore(p *Val, n, align uint64, v uint64, prov uint32) bool {
	b := m.plain(p, n, align, true)
	if b == nil {
		return false
	}
	putPlain(b, v, prov)
	return true
}

// putPlain writes v to the bytes b (at most 8) as a little-endian
// integer of defined bits, or as the bytes of a pointer to object prov
// when prov is not 0.
func putPlain(b []Byte, v uint64, prov uint32) {
	if prov != 0 {
		for j := range b {
			b[j] = Byte{Bits: uint8(v >> (8 * j)), ptr: ptrByte(prov, uint32(j))}
		}
		return
	}
	// (One assignment a byte: a tuple assignment builds its bytes on the
	// stack first, and loading each back from two stores of different
	// sizes defeats the processor's store forwarding.)
	switch len(b) {
	case 4:
		b := b[:4]
		b[0] = Byte{Bits: uint8(v)}
		b[1] = Byte{Bits: uint8(v >> 8)}
		b[2] = Byte{Bits: uint8(v >> 16)}
		b[3] = Byte{Bits: uint8(v >> 24)}
		return
	case 8:
		b := b[:8]
		b[0] = Byte{Bits: uint8(v)}
		b[1] = Byte{Bits: uint8(v >> 8)}
		b[2] = Byte{Bits: uint8(v >> 16)}
		b[3] = Byte{Bits: uint8(v >> 24)}
		b[4] = Byte{Bits: uint8(v >> 32)}
		b[5] = Byte{Bits: uint8(v >> 40)}
		b[6] = Byte{Bits: uint8(v >> 48)}
		b[7] = Byte{Bits: uint8(v >> 56)}
		return
	}
	for j := range b {
		b[j] = Byte{Bits: uint8(v >> (8 * j))}
	}
}

// writeOnlyView is what a read of bytes b of a writeonly object gives,
// written marking those written since the attribute applied: LangRef
// (LLVM 19 on, memory effects): a location only written may be read
// after it is written, and "reading a location before writing it
// (within the function) returns a poison value". The view is a copy, so
// the object keeps its bytes for the caller.
func (m *Memory) writeOnlyView(b []Byte, written []bool) []Byte {
	v := make([]Byte, len(b))
	for i := range b {
		if written[i] {
			v[i] = b[i]
		} else {
			v[i] = Byte{Poison: 0xff}
		}
	}
	return v
}

// span returns the bytes from p to the end of its object (those a C
// library function may scan), with the checks of an access of one byte
// through p; a pointer one past the end gives no bytes and no UB. write
// asks for writable bytes.
func (m *Memory) span(p *Val, write bool) ([]Byte, UBKind) {
	return m.access(p, toObjectEnd, 1, write)
}

// Load reads a value of type t through p, an access aligned to align
// (0: t's ABI alignment), into r (reusing r's storage). Undef bits stay in
// Undef when ch is nil (abstract mode) and are chosen by ch otherwise. A
// pointer takes the provenance of its stored bytes, or of the object at its
// address when the bytes were not one stored pointer.
func (m *Memory) Load(t *ir.Type, p *Val, align uint64, r *Val, ch Chooser) UBKind {
	if align == 0 {
		align = m.l.ABIAlign(t)
	}
	if wholeByteInt(t) && !m.l.BigEndian {
		return m.loadInt(t, p, align, r, ch)
	}
	b, ub := m.access(p, m.l.StoreSize(t), align, false)
	if ub != UBNone {
		return ub
	}
	c := byteCodec{l: m.l, ch: ch, mem: m, storedOnly: !m.Concrete}
	c.decode(t, b, r)
	return UBNone
}

// wholeByteInt reports whether t is an integer of 8 to 64 bits in whole
// bytes: the loads and stores Memory.loadInt and storeInt take.
func wholeByteInt(t *ir.Type) bool {
	return t.Kind == ir.IntegerType && t.Bits%8 == 0 && t.Bits != 0 && t.Bits <= 64
}

// loadInt is Load of a whole-byte integer on a little-endian layout: the
// bytes are read directly when every bit is defined (the common case), and
// by the general decoder otherwise. It reads what the decoder would.
func (m *Memory) loadInt(t *ir.Type, p *Val, align uint64, r *Val, ch Chooser) UBKind {
	n := uint64(t.Bits / 8)
	b, ub := m.access(p, n, align, false)
	if ub != UBNone {
		return ub
	}
	if uint64(len(b)) == n {
		var bits uint64
		var bad uint8
		for j := range b {
			bits |= uint64(b[j].Bits) << (8 * j)
			bad |= b[j].Undef | b[j].Poison
		}
		if bad == 0 {
			*r = Val{Bits: bits}
			return UBNone
		}
	}
	c := byteCodec{l: m.l, ch: ch, mem: m, storedOnly: !m.Concrete}
	c.decode(t, b, r)
	return UBNone
}

// Store writes v, a value of type t, through p, an access aligned to align
// (0: t's ABI alignment).
func (m *Memory) Store(t *ir.Type, p *Val, align uint64, v *Val) UBKind {
	if align == 0 {
		align = m.l.ABIAlign(t)
	}
	b, ub := m.access(p, m.l.StoreSize(t), align, true)
	if ub != UBNone {
		return ub
	}
	if wholeByteInt(t) && !m.l.BigEndian && v.X == nil && !v.Poison && v.Undef == 0 && uint64(len(b)) == uint64(t.Bits/8) {
		// A defined whole-byte integer: its bytes, as encode writes them.
		for j := range b {
			b[j] = Byte{Bits: uint8(v.Bits >> (8 * j))}
		}
		return UBNone
	}
	c := byteCodec{l: m.l, zeroPad: m.Concrete, undefPoison: m.UndefAsPoison}
	c.encode(t, v, b)
	return UBNone
}

// StoreInitializer writes global initialiser v of type t at p (see
// encodeInitializer): Store, but aggregate padding is undef.
func (m *Memory) StoreInitializer(t *ir.Type, p *Val, v *Val) UBKind {
	b, ub := m.access(p, m.l.StoreSize(t), 1, true)
	if ub != UBNone {
		return ub
	}
	if m.Concrete {
		c := byteCodec{l: m.l, zeroPad: true, undefPoison: m.UndefAsPoison}
		c.encode(t, v, b)
		return UBNone
	}
	encodeInitializer(m.l, t, v, b, m.UndefAsPoison)
	return UBNone
}

// Copy copies n bytes from src to dst as they are (undef and poison bits
// and pointer provenance included): llvm.memcpy when mayOverlap is false
// (partly overlapping ranges are UBOverlap; equal ones are allowed), and
// llvm.memmove when it is true. n == 0 is a no-op. ch is not consulted:
// copying does not observe undef bits.
func (m *Memory) Copy(dst, src *Val, n uint64, mayOverlap bool, ch Chooser) UBKind {
	_ = ch
	if n == 0 {
		return UBNone
	}
	if n == toObjectEnd {
		return UBOutOfBounds // 2^64-1 bytes: no object has them (and access reads the value as "to the end")
	}
	s, ub := m.access(src, n, 1, false)
	if ub != UBNone {
		return ub
	}
	d, ub := m.access(dst, n, 1, true)
	if ub != UBNone {
		return ub
	}
	if !mayOverlap && dst.Bits != src.Bits && dst.Bits < src.Bits+n && src.Bits < dst.Bits+n {
		return UBOverlap
	}
	copy(d, s)
	return UBNone
}

// Set writes n copies of the i8 value b (which may be poison or partly
// undef) through dst: llvm.memset. n == 0 is a no-op.
func (m *Memory) Set(dst *Val, b *Val, n uint64) UBKind {
	if n == 0 {
		return UBNone
	}
	if n == toObjectEnd {
		return UBOutOfBounds
	}
	d, ub := m.access(dst, n, 1, true)
	if ub != UBNone {
		return ub
	}
	var x Byte
	switch {
	case b.Poison:
		x.Poison = 0xff
	case b.Undef != 0 && !b.Nondet && m.UndefAsPoison:
		x.Poison = 0xff
	default:
		x.Bits, x.Undef = uint8(b.Bits), uint8(b.Undef)
		if b.Nondet {
			x.Nondet = x.Undef
		}
	}
	memFill(d, x)
	return UBNone
}

// ReadBytes returns a copy of the n bytes p points to (with the same checks
// as a load of n bytes aligned to 1): the observable final state of a
// global.
func (m *Memory) ReadBytes(p *Val, n uint64) ([]Byte, UBKind) {
	m.raw = true
	b, ub := m.access(p, n, 1, false)
	m.raw = false
	if ub != UBNone {
		return nil, ub
	}
	return append([]Byte(nil), b...), UBNone
}
