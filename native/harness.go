package native

import (
	"bytes"
	_ "embed"
	"encoding/hex"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/ir"
)

// Case is one test function the harness calls, with the inputs it calls it
// on. Values cross the harness as memory images (the bytes a store of the
// value writes, as the reference semantics lays them out), so the harness
// needs no code per type: it loads each argument from a constant and stores
// the result to a buffer it prints.
type Case struct {
	Func   string   // the function's name, without @
	Params []string // parameter types as IR spells them
	// ParamAttrs are, per parameter, the ABI attributes of the callee's
	// declaration (`signext`, `zeroext`, `inreg`, ...; "" or missing for
	// none): the harness declares and calls the function with them, so
	// the argument is passed as a C caller passes it (a char extended to
	// 32 bits, say).
	ParamAttrs []string
	Ret        string // return type ("void" when none)
	RetAttrs   string // the return value's ABI attributes
	// RetExt, "signext" or "zeroext" on an integer result narrower than
	// 32 bits, makes the harness use the result as a C caller does: it
	// extends it to i32 (which the caller's code takes from the register
	// as the callee left it, trusting the attribute) and prints that.
	RetExt  string
	RetSize int // bytes of the printed result (4 with RetExt)
	Inputs  [][][]byte
	// Scripts holds, per input, the source's calls to the harness's stubs
	// and the answers they replay (nil for an input without any: a call
	// to a stub then stops the program).
	Scripts []*StubScript
	// Memory holds, per input, its argument objects (nil for an input
	// without any, or for all of them when the slice is nil): see Memory.
	Memory []*Memory
	// Isolate runs each input in a child process of its own (fork): the
	// function changes state the harness cannot reset between calls (an
	// internal global), which a later call must not see.
	Isolate bool
}

// Global is a writable global the harness observes: its bytes are saved
// when the program starts, put back before every call, and printed after.
// Saving the program's own initial bytes, rather than writing an image
// computed elsewhere, keeps every pointer it holds valid in the program.
type Global struct {
	Name string // without @
	Size int    // bytes observed (its value's store size)
}

// Object is a named global or function whose address the harness prints
// when it starts, so that pointers among the printed bytes can be read
// back as an object and an offset.
type Object struct {
	Name string
	Func bool // a function (else a global variable)
}

// Harness is the program that drives a module's test functions: its main
// runs every (case, input) step in order and prints one line per step.
type Harness struct {
	Cases   []Case
	Globals []Global
	Objects []Object
	// Stubs are the unknown functions the harness defines (see Stub).
	Stubs []Stub
	// View, on a harness of one call (a finding's witness), makes what it
	// prints the same in every build of the program: see View.
	View *View
	// WrapFree makes the harness define free (for a module that calls
	// it): it passes other memory to the C library's free, and makes an
	// argument object freed inaccessible until the call returns (a later
	// access faults) and prints which objects were freed (FreedTag).
	WrapFree bool
	// Word is the bytes of a pointer and of the C library's size_t on
	// the target the harness is built for (4 on a 32-bit target); 0
	// reads as 8. The harness declares write, strlen and mprotect with
	// it, so that it calls them as C does there.
	Word int
	// NoSignals builds the harness for a system without fork, alarm,
	// signals or mprotect (WASI): no step is under an alarm (the run's
	// time limit bounds it), no guard page is set, and an isolated case
	// runs in the one process like any other (the oracle gives such a
	// harness none).
	NoSignals bool
}

// sizeT is the IR type of the C library's size_t in h's target.
func (h *Harness) sizeT() string {
	if h.Word == 4 {
		return "i32"
	}
	return "i64"
}

// toSizeT converts i64 value v to size_t as instruction name (with %),
// spelling the conversion as IR; the second result is the operand to
// pass (v itself on a 64-bit target, where no instruction is needed).
func (h *Harness) toSizeT(name, v string) (inst, operand string) {
	if h.Word == 4 {
		return fmt.Sprintf("  %s = trunc i64 %s to i32\n", name, v), name
	}
	return "", v
}

// View masks and relocates the bytes a witness harness prints, so that the
// output of the source's build and of the optimized build can be compared
// byte for byte (a finding's commands.sh does so with cmp): the bits the
// reference semantics leaves undetermined are printed as 0, and each
// stored pointer as its offset from the object the source points it to.
type View struct {
	RetMask     []byte   // ANDed into the result's image (nil: keep every bit)
	GlobalMasks [][]byte // per observed global, the same (nil: keep every bit)
	// MemMask is the same for the bytes of the argument memory's region
	// that the harness prints (its windows, packed: PackRegion); nil
	// keeps every bit.
	MemMask []byte
	Relocs  []Reloc
}

// Reloc prints the pointer of Size bytes at byte At of observed global
// Global (of the argument memory's region when Global is InRegion: At
// is its offset in the region, as Place lays it out) as its distance
// from Base.
type Reloc struct {
	Global, At, Size int
	Base             Addr
}

// InRegion is the Reloc.Global of a pointer in the argument memory's
// region.
const InRegion = -1

// Addr is where the harness finds an object's address: Objects[Object]
// by name, or, for an object it cannot name (an internal global), the
// pointer at byte At of observed global Global as the program started,
// minus Offset (the reference semantics says where that pointer points),
// or, with Object ArenaObject, byte Offset of the argument memory's
// region (an argument object), or, with Object ReplayObject, the object
// of the stubs' slot At.
type Addr struct {
	Object     int // index into Harness.Objects; -1: from a global; ArenaObject; ReplayObject
	Global, At int
	Offset     int64
}

// ArenaObject is the Addr.Object of an address in the argument memory's
// region; ReplayObject that of an object the stubs' replay knows (the
// address in slot At: see Replay).
const (
	ArenaObject  = -2
	ReplayObject = -3
)

// Step names one call of the harness.
type Step struct{ Case, Input int }

// Steps lists the calls main makes, in order; the index into the list is
// the step number that main prints and that argv[1] starts from.
func (h *Harness) Steps() []Step {
	var s []Step
	for c := range h.Cases {
		for i := range h.Cases[c].Inputs {
			s = append(s, Step{c, i})
		}
	}
	return s
}

// StartStep is the step number of the line a harness prints when it
// starts: the observed globals' initial bytes and the objects' addresses.
const StartStep = -1

// Observation is one printed outcome: the result's memory image, the
// final bytes of each observed global and, for an input with argument
// memory, the bytes of its region the harness prints (Mem: the objects'
// windows, see Memory.Windows) and, when the harness wraps free, which
// objects the call freed (Freed: see FreedTag). The start line (Step StartStep) has the
// globals' initial bytes, in Addrs the objects' addresses (each as a
// 64-bit integer's memory image), and in Arena the argument memory
// region's address (nil when the harness has none).
//
// The calls a step made to stubs are in Calls, in order. A step that
// printed calls but no step line of its own (it died, or a stub stopped
// it) is a Partial observation: only Step and Calls are set.
type Observation struct {
	Step    int
	Ret     []byte
	Globals [][]byte
	Addrs   [][]byte
	Mem     []byte
	Freed   []byte
	Arena   []byte
	Calls   []CallLog
	Partial bool
}

// IR writes the harness module: `main(argc, argv)` saves the observed
// globals, prints the start line, and runs the steps from number argv[1]
// (0 when absent) on, each under an alarm of argv[2] seconds (none when
// absent or 0: a step that hangs is killed by SIGALRM without waiting for
// the whole run's time limit), skipping the cases whose byte in argv[3] is
// '1' (SkipArg; none when absent), and for each writes one line `SSSSSSSS
// RET G0 G1 ...` with the step number and every image in hex (the step as
// 4 little-endian bytes, "-" for a void result) in a single write(2), so a
// crash or a hang loses nothing printed before it. The start line is
// `ffffffff G0 G1 ... A0 A1 ...` (none for a harness with a View).
//
// The harness is table-driven: each case has one constant array of input
// images and one small function that loops over it, so its size grows with
// the number of test functions, not with the number of steps (a straight
// line per step made a 64-function batch's harness ~1 MB of IR, which llc,
// the linker and qemu then paid for on every program).
func (h *Harness) IR() string {
	var b strings.Builder
	maxRet := 1
	for _, c := range h.Cases {
		maxRet = max(maxRet, c.RetSize)
	}
	line, start := 8+1+2*maxRet+2, 8+2
	for _, g := range h.Globals {
		line += 2*g.Size + 1
		start += 2*g.Size + 1
	}
	start += 17*len(h.Objects) + 3 + 16
	hm := h.memory()
	line += 3 + 2*hm.printed + 1
	if h.WrapFree {
		line += 3 + 2*hm.objects
	}
	rt := h.replayOf()
	if rt != nil {
		line = max(line, rt.line)
	}
	b.WriteString("; irfuzz harness: calls each test function on each input and prints the outcomes.\n")
	fmt.Fprintf(&b, "declare %[1]s @write(i32, ptr, %[1]s)\ndeclare i32 @atoi(ptr)\ndeclare %[1]s @strlen(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\ndeclare void @_exit(i32)\n", h.sizeT())
	if !h.NoSignals {
		b.WriteString("declare i32 @alarm(i32)\ndeclare i32 @fork()\ndeclare i32 @waitpid(i32, ptr, i32)\ndeclare i32 @raise(i32)\n")
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "@__irfuzz.digits = private constant [16 x i8] c\"0123456789abcdef\"\n")
	fmt.Fprintf(&b, "@__irfuzz.buf = internal global [%d x i8] zeroinitializer, align 16\n", max(line, start))
	fmt.Fprintf(&b, "@__irfuzz.slot = internal global [%d x i8] zeroinitializer, align 16\n", max(maxRet, 8))
	b.WriteString("@__irfuzz.le = internal global [8 x i8] zeroinitializer, align 8\n")
	b.WriteString("@__irfuzz.step = internal global i32 0, align 4\n@__irfuzz.status = internal global i32 0, align 4\n")
	declared := map[string]bool{}
	if hm.size > 0 {
		h.writeMemoryDecls(&b, hm, rt != nil, declared)
	}
	for k, g := range h.Globals {
		declared[g.Name] = true
		fmt.Fprintf(&b, "@%s = external global i8\n", ir.QuoteName(g.Name))
		fmt.Fprintf(&b, "@__irfuzz.save.%d = internal global [%d x i8] zeroinitializer, align 16\n", k, g.Size)
	}
	for _, c := range h.Cases {
		if declared[c.Func] {
			continue
		}
		declared[c.Func] = true
		ps := make([]string, len(c.Params))
		for j, p := range c.Params {
			ps[j] = withAttrs(p, c.paramAttrs(j))
		}
		fmt.Fprintf(&b, "declare %s @%s(%s)\n", withAttrs(c.RetAttrs, c.Ret), ir.QuoteName(c.Func), strings.Join(ps, ", "))
	}
	for _, s := range h.Stubs {
		declared[s.Name] = true // defined below (writeStubs)
	}
	for _, o := range h.Objects {
		if declared[o.Name] {
			continue
		}
		declared[o.Name] = true
		if o.Func {
			fmt.Fprintf(&b, "declare void @%s()\n", ir.QuoteName(o.Name))
		} else {
			fmt.Fprintf(&b, "@%s = external global i8\n", ir.QuoteName(o.Name))
		}
	}
	// One table per case: input i's images, parameter after parameter, at
	// i*stride.
	for ci, c := range h.Cases {
		var table []byte
		for _, in := range c.Inputs {
			for _, img := range in {
				table = append(table, img...)
			}
		}
		fmt.Fprintf(&b, "@__irfuzz.in.%d = private constant [%d x i8] %s, align 16\n", ci, len(table), byteArray(table))
		if cm := c.memoryOf(); cm != nil {
			writeMemoryTables(&b, ci, &c, cm)
		}
		if rt != nil && c.hasReplay() {
			h.writeReplayTables(&b, ci, &c, rt)
		}
	}
	if rt != nil {
		h.writeReplayGlobals(&b, rt, declared)
	}
	h.writeView(&b)
	b.WriteString(harnessHelpers)
	h.writeFlush(&b)
	if hm.size > 0 {
		h.writeMemoryRuntime(&b, hm)
	}
	if rt != nil {
		h.writeStubs(&b, rt)
	}
	h.writeStart(&b)
	first := 0
	for ci, c := range h.Cases {
		h.writeCase(&b, ci, &c, first)
		first += len(c.Inputs)
	}
	b.WriteString("\ndefine i32 @main(i32 %argc, ptr %argv) {\nentry:\n  call void @__irfuzz.start()\n")
	b.WriteString("  %has = icmp sgt i32 %argc, 1\n  br i1 %has, label %parse, label %s0\nparse:\n")
	// (argv's entries are aligned as pointers are: 4 bytes on a 32-bit
	// target.)
	fmt.Fprintf(&b, "  %%a1p = getelementptr ptr, ptr %%argv, i64 1\n  %%a1 = load ptr, ptr %%a1p, align 4\n  %%n = call i32 @atoi(ptr %%a1)\n")
	b.WriteString("  %has2 = icmp sgt i32 %argc, 2\n  br i1 %has2, label %parse2, label %s0\nparse2:\n")
	b.WriteString("  %a2p = getelementptr ptr, ptr %argv, i64 2\n  %a2 = load ptr, ptr %a2p, align 4\n  %secs2 = call i32 @atoi(ptr %a2)\n")
	b.WriteString("  %has3 = icmp sgt i32 %argc, 3\n  br i1 %has3, label %parse3, label %s0\nparse3:\n")
	if h.sizeT() == "i32" {
		b.WriteString("  %a3p = getelementptr ptr, ptr %argv, i64 3\n  %a3 = load ptr, ptr %a3p, align 4\n  %m3w = call i32 @strlen(ptr %a3)\n  %m3 = zext i32 %m3w to i64\n  br label %s0\n")
	} else {
		b.WriteString("  %a3p = getelementptr ptr, ptr %argv, i64 3\n  %a3 = load ptr, ptr %a3p, align 4\n  %m3 = call i64 @strlen(ptr %a3)\n  br label %s0\n")
	}
	b.WriteString("s0:\n  %start = phi i32 [ 0, %entry ], [ %n, %parse ], [ %n, %parse2 ], [ %n, %parse3 ]\n")
	b.WriteString("  %secs = phi i32 [ 0, %entry ], [ 0, %parse ], [ %secs2, %parse2 ], [ %secs2, %parse3 ]\n")
	b.WriteString("  %mask = phi ptr [ null, %entry ], [ null, %parse ], [ null, %parse2 ], [ %a3, %parse3 ]\n")
	b.WriteString("  %masklen = phi i64 [ 0, %entry ], [ 0, %parse ], [ 0, %parse2 ], [ %m3, %parse3 ]\n")
	for ci := range h.Cases {
		// A case runs unless the mask is long enough to name it and says '1'.
		fmt.Fprintf(&b, "  %%in%d = icmp ugt i64 %%masklen, %d\n  br i1 %%in%d, label %%mask%d, label %%c%d\n", ci, ci, ci, ci, ci)
		fmt.Fprintf(&b, "mask%d:\n  %%mp%d = getelementptr i8, ptr %%mask, i64 %d\n  %%mb%d = load i8, ptr %%mp%d, align 1\n", ci, ci, ci, ci, ci)
		fmt.Fprintf(&b, "  %%skip%d = icmp eq i8 %%mb%d, 49\n  br i1 %%skip%d, label %%n%d, label %%c%d\n", ci, ci, ci, ci, ci)
		fmt.Fprintf(&b, "c%d:\n  call void @__irfuzz.case.%d(i32 %%start, i32 %%secs)\n  br label %%n%d\nn%d:\n", ci, ci, ci, ci)
	}
	b.WriteString("  ret i32 0\n}\n")
	return b.String()
}

// paramAttrs is parameter j's ABI attributes.
func (c *Case) paramAttrs(j int) string {
	if j < len(c.ParamAttrs) {
		return c.ParamAttrs[j]
	}
	return ""
}

// withAttrs joins a type and attributes in the order their position
// needs: `i8 signext` for a parameter, `signext i8` for a result (a is
// then the attributes and b the type).
func withAttrs(a, b string) string {
	if a == "" {
		return b
	}
	if b == "" {
		return a
	}
	return a + " " + b
}

// writeStart writes @__irfuzz.start: it saves each observed global's
// initial bytes and prints the start line (those bytes, then each
// object's address). A harness with a View prints no start line: what it
// prints must not depend on where the program was placed.
func (h *Harness) writeStart(b *strings.Builder) {
	// What the test functions print goes to stdio's stdout buffer, which
	// the harness never flushes (it reports by write(2) and ends by
	// _exit): a buffer as large as the reference semantics lets a run
	// print keeps a chatty function from flushing it into the harness's
	// reports, which glibc does when its pipe buffer (4 KiB) fills.
	size, word := stdoutBuffer, 8
	if h.Word == 4 {
		size, word = stdoutBuffer32, 4
	}
	fmt.Fprintf(b, "\n@stdout = external global ptr\ndeclare i32 @setvbuf(ptr, ptr, i32, %[1]s)\n@__irfuzz.stdio = internal global [%[2]d x i8] zeroinitializer, align 16\n", h.sizeT(), size)
	b.WriteString("\ndefine internal void @__irfuzz.start() {\nentry:\n")
	fmt.Fprintf(b, "  %%stdout = load ptr, ptr @stdout, align %d\n  %%vbuf = call i32 @setvbuf(ptr %%stdout, ptr @__irfuzz.stdio, i32 0, %s %d)\n", word, h.sizeT(), size)
	for k, g := range h.Globals {
		fmt.Fprintf(b, "  call void @llvm.memcpy.p0.p0.i64(ptr @__irfuzz.save.%d, ptr @%s, i64 %d, i1 false)\n", k, ir.QuoteName(g.Name), g.Size)
	}
	if size, _ := h.arenaOf(); size > 0 {
		h.writeGuardStart(b)
	}
	if h.View != nil {
		b.WriteString("  ret void\n}\n")
		return
	}
	b.WriteString("  store i32 -1, ptr @__irfuzz.step, align 4\n  %h0 = call i64 @__irfuzz.hex(i64 0, ptr @__irfuzz.step, i64 4)\n")
	n := 0
	for k, g := range h.Globals {
		fmt.Fprintf(b, "  %%h%d = call i64 @__irfuzz.hex(i64 %%h%d, ptr @__irfuzz.save.%d, i64 %d)\n", n+1, n, k, g.Size)
		n++
	}
	for _, o := range h.Objects {
		fmt.Fprintf(b, "  %%a%d = ptrtoint ptr @%s to i64\n  store i64 %%a%d, ptr @__irfuzz.slot, align 8\n", n, ir.QuoteName(o.Name), n)
		fmt.Fprintf(b, "  %%h%d = call i64 @__irfuzz.hex(i64 %%h%d, ptr @__irfuzz.slot, i64 8)\n", n+1, n)
		n++
	}
	if size, _ := h.arenaOf(); size > 0 {
		fmt.Fprintf(b, "  %%arena = ptrtoint ptr @__irfuzz.arena to i64\n  store i64 %%arena, ptr @__irfuzz.slot, align 8\n")
		fmt.Fprintf(b, "  %%tag = call i64 @__irfuzz.tag(i64 %%h%d, i8 %d)\n  %%h%d = call i64 @__irfuzz.hex(i64 %%tag, ptr @__irfuzz.slot, i64 8)\n", n, MemTag, n+1)
		n++
	}
	fmt.Fprintf(b, "  call void @__irfuzz.flush(i64 %%h%d)\n  ret void\n}\n", n)
}

// writeView writes the masks of a witness harness's view and
// @__irfuzz.view, which turns the result slot, the observed globals and
// the argument objects' windows into what is printed: masked, pointers
// relocated (into @__irfuzz.view.K for global K, @__irfuzz.view.m for
// the windows, packed); it returns the number of bytes of the windows.
func (h *Harness) writeView(b *strings.Builder) {
	v := h.View
	if v == nil {
		return
	}
	if v.RetMask != nil {
		fmt.Fprintf(b, "@__irfuzz.retmask = private constant [%d x i8] %s\n", len(v.RetMask), byteArray(v.RetMask))
	}
	for k, g := range h.Globals {
		fmt.Fprintf(b, "@__irfuzz.view.%d = internal global [%d x i8] zeroinitializer, align 16\n", k, g.Size)
		if k < len(v.GlobalMasks) && v.GlobalMasks[k] != nil {
			fmt.Fprintf(b, "@__irfuzz.gmask.%d = private constant [%d x i8] %s\n", k, len(v.GlobalMasks[k]), byteArray(v.GlobalMasks[k]))
		}
	}
	hm := h.memory()
	if hm.size > 0 {
		fmt.Fprintf(b, "@__irfuzz.view.m = internal global [%d x i8] zeroinitializer, align 16\n", max(hm.printed, 1))
		if v.MemMask != nil {
			fmt.Fprintf(b, "@__irfuzz.mmask = private constant [%d x i8] %s\n", len(v.MemMask), byteArray(v.MemMask))
		}
	}
	b.WriteString("\ndefine internal i64 @__irfuzz.view(i64 %retsize) {\nentry:\n")
	if v.RetMask != nil {
		b.WriteString("  call void @__irfuzz.and(ptr @__irfuzz.slot, ptr @__irfuzz.retmask, i64 %retsize)\n")
	}
	ret := "0"
	if hm.size > 0 {
		b.WriteString("  %mlen = call i64 @__irfuzz.mem.pack(ptr @__irfuzz.view.m)\n")
		ret = "%mlen"
		if v.MemMask != nil {
			fmt.Fprintf(b, "  call void @__irfuzz.and(ptr @__irfuzz.view.m, ptr @__irfuzz.mmask, i64 %d)\n", min(hm.printed, len(v.MemMask)))
		}
	}
	for k, g := range h.Globals {
		fmt.Fprintf(b, "  call void @llvm.memcpy.p0.p0.i64(ptr @__irfuzz.view.%d, ptr @%s, i64 %d, i1 false)\n", k, ir.QuoteName(g.Name), g.Size)
		if k < len(v.GlobalMasks) && v.GlobalMasks[k] != nil {
			fmt.Fprintf(b, "  call void @__irfuzz.and(ptr @__irfuzz.view.%d, ptr @__irfuzz.gmask.%d, i64 %d)\n", k, k, min(g.Size, len(v.GlobalMasks[k])))
		}
	}
	for i, r := range v.Relocs {
		h.writeReloc(b, i, r)
	}
	fmt.Fprintf(b, "  ret i64 %s\n}\n", ret)
}

// viewMemory is the argument memory of a witness harness's one call
// (nil when it has none).
func (h *Harness) viewMemory() *Memory {
	if len(h.Cases) == 0 || len(h.Cases[0].Memory) == 0 {
		return nil
	}
	return h.Cases[0].Memory[0]
}

// writeReloc writes, in @__irfuzz.view, relocation i: the pointer r
// reads, minus its base, stored where the view prints it (nothing for a
// pointer in the region outside the printed windows).
func (h *Harness) writeReloc(b *strings.Builder, i int, r Reloc) {
	ty := fmt.Sprintf("i%d", 8*r.Size)
	src, dst, dstAt := "@__irfuzz.arena", "@__irfuzz.view.m", r.At
	if r.Global != InRegion {
		src, dst = "@"+ir.QuoteName(h.Globals[r.Global].Name), fmt.Sprintf("@__irfuzz.view.%d", r.Global)
	} else {
		vm := h.viewMemory()
		if vm == nil {
			return
		}
		at, ok := vm.packedIndex(r.At)
		if !ok {
			return
		}
		dstAt = at
	}
	fmt.Fprintf(b, "  %%p%d = getelementptr i8, ptr %s, i64 %d\n  %%v%d = load %s, ptr %%p%d, align 1\n", i, src, r.At, i, ty, i)
	switch {
	case r.Base.Object >= 0:
		fmt.Fprintf(b, "  %%base%d = ptrtoint ptr @%s to %s\n", i, ir.QuoteName(h.Objects[r.Base.Object].Name), ty)
	case r.Base.Object == ArenaObject:
		fmt.Fprintf(b, "  %%ab%d = ptrtoint ptr @__irfuzz.arena to %s\n  %%base%d = add %s %%ab%d, %d\n", i, ty, i, ty, i, r.Base.Offset)
	case r.Base.Object == ReplayObject:
		fmt.Fprintf(b, "  %%sl%d = getelementptr i64, ptr @__irfuzz.rp.slots, i64 %d\n  %%sb%d = load i64, ptr %%sl%d, align 8\n", i, r.Base.At, i, i)
		if ty == "i64" {
			fmt.Fprintf(b, "  %%base%d = add i64 %%sb%d, 0\n", i, i)
		} else {
			fmt.Fprintf(b, "  %%base%d = trunc i64 %%sb%d to %s\n", i, i, ty)
		}
	default:
		fmt.Fprintf(b, "  %%sp%d = getelementptr i8, ptr @__irfuzz.save.%d, i64 %d\n  %%sv%d = load %s, ptr %%sp%d, align 1\n", i, r.Base.Global, r.Base.At, i, ty, i)
		fmt.Fprintf(b, "  %%base%d = sub %s %%sv%d, %d\n", i, ty, i, r.Base.Offset)
	}
	fmt.Fprintf(b, "  %%r%d = sub %s %%v%d, %%base%d\n", i, ty, i, i)
	fmt.Fprintf(b, "  %%d%d = getelementptr i8, ptr %s, i64 %d\n  store %s %%r%d, ptr %%d%d, align 1\n", i, dst, dstAt, ty, i, i)
}

// writeCase writes the loop that runs case ci's inputs, which are steps
// first, first+1, ...: each restores the observed globals, arms the alarm,
// loads the arguments from the case's table, calls, and prints the line.
// An isolated case makes each call in a child process: the parent waits
// for it and, when the child did not finish its step, ends the same way
// (killed by the same signal, or exiting with the same status), so the
// program's runner sees what it would have seen without the fork.
func (h *Harness) writeCase(b *strings.Builder, ci int, c *Case, first int) {
	stride := 0
	var offs []int
	if len(c.Inputs) > 0 {
		for _, img := range c.Inputs[0] {
			offs = append(offs, stride)
			stride += len(img)
		}
	}
	fmt.Fprintf(b, "\ndefine internal void @__irfuzz.case.%d(i32 %%start, i32 %%secs) {\nentry:\n  br label %%loop\nloop:\n", ci)
	fmt.Fprintf(b, "  %%i = phi i32 [ 0, %%entry ], [ %%i1, %%next ]\n  %%more = icmp ult i32 %%i, %d\n  br i1 %%more, label %%check, label %%done\n", len(c.Inputs))
	fmt.Fprintf(b, "check:\n  %%s = add i32 %%i, %d\n  %%go = icmp sle i32 %%start, %%s\n  br i1 %%go, label %%restore, label %%next\nrestore:\n", first)
	for k, g := range h.Globals {
		fmt.Fprintf(b, "  call void @llvm.memcpy.p0.p0.i64(ptr @%s, ptr @__irfuzz.save.%d, i64 %d, i1 false)\n", ir.QuoteName(g.Name), k, g.Size)
	}
	if c.Isolate && !h.NoSignals {
		b.WriteString("  %pid = call i32 @fork()\n  %child = icmp eq i32 %pid, 0\n  br i1 %child, label %body, label %parent\n")
		b.WriteString("parent:\n  %w = call i32 @waitpid(i32 %pid, ptr @__irfuzz.status, i32 0)\n  %st = load i32, ptr @__irfuzz.status, align 4\n")
		b.WriteString("  %sig = and i32 %st, 127\n  %killed = icmp ne i32 %sig, 0\n  br i1 %killed, label %die, label %exited\n")
		b.WriteString("die:\n  %raised = call i32 @raise(i32 %sig)\n  call void @_exit(i32 125)\n  unreachable\n")
		b.WriteString("exited:\n  %code0 = lshr i32 %st, 8\n  %code = and i32 %code0, 255\n  %fine = icmp eq i32 %code, " + childDone + "\n  br i1 %fine, label %next, label %quit\n")
		b.WriteString("quit:\n  call void @_exit(i32 %code)\n  unreachable\n")
	} else {
		b.WriteString("  br label %body\n")
	}
	b.WriteString("body:\n")
	if !h.NoSignals {
		b.WriteString("  call i32 @alarm(i32 %secs)\n")
	}
	b.WriteString("  %iw = zext i32 %i to i64\n")
	fmt.Fprintf(b, "  %%base = mul i64 %%iw, %d\n", stride)
	cm := c.memoryOf()
	if cm != nil {
		writeMemoryLoad(b, ci, cm)
	}
	args := make([]string, len(c.Params))
	for j, p := range c.Params {
		args[j] = fmt.Sprintf("%s %%a%d", withAttrs(p, c.paramAttrs(j)), j)
		if cm != nil && slices.Contains(cm.params, j) {
			continue // a pointer into the arena (writeMemoryLoad)
		}
		fmt.Fprintf(b, "  %%o%d = add i64 %%base, %d\n  %%p%d = getelementptr i8, ptr @__irfuzz.in.%d, i64 %%o%d\n", j, offs[j], j, ci, j)
		fmt.Fprintf(b, "  %%a%d = load %s, ptr %%p%d, align 1\n", j, p, j)
	}
	if len(h.Stubs) > 0 {
		b.WriteString("  store i32 %s, ptr @__irfuzz.step, align 4\n") // (a stub's log line names the step)
		arena := 0
		if cm != nil {
			arena = cm.size
		}
		writeReplayStart(b, ci, c, arena)
	}
	retSize := c.RetSize
	if c.Ret == "void" {
		retSize = 0
		fmt.Fprintf(b, "  call void @%s(%s)\n", ir.QuoteName(c.Func), strings.Join(args, ", "))
	} else {
		fmt.Fprintf(b, "  %%v = call %s @%s(%s)\n", withAttrs(c.RetAttrs, c.Ret), ir.QuoteName(c.Func), strings.Join(args, ", "))
		switch c.RetExt {
		case "signext":
			fmt.Fprintf(b, "  %%vx = sext %s %%v to i32\n  store i32 %%vx, ptr @__irfuzz.slot, align 1\n", c.Ret)
		case "zeroext":
			fmt.Fprintf(b, "  %%vx = zext %s %%v to i32\n  store i32 %%vx, ptr @__irfuzz.slot, align 1\n", c.Ret)
		default:
			fmt.Fprintf(b, "  store %s %%v, ptr @__irfuzz.slot, align 1\n", c.Ret)
		}
	}
	if cm != nil {
		// The objects freed and the guard pages become readable again
		// for the printing.
		b.WriteString("  call void @__irfuzz.mem.open()\n")
	}
	printed := func(k int) string { return "@" + ir.QuoteName(h.Globals[k].Name) }
	region := "@__irfuzz.packed"
	if h.View != nil {
		fmt.Fprintf(b, "  %%ml = call i64 @__irfuzz.view(i64 %d)\n", retSize)
		printed = func(k int) string { return fmt.Sprintf("@__irfuzz.view.%d", k) }
		region = "@__irfuzz.view.m"
	} else if cm != nil {
		b.WriteString("  %ml = call i64 @__irfuzz.mem.pack(ptr @__irfuzz.packed)\n")
	}
	// (The step is printed little-endian on every target: hexLE.)
	b.WriteString("  store i32 %s, ptr @__irfuzz.step, align 4\n  %s64 = zext i32 %s to i64\n  %h0 = call i64 @__irfuzz.hexle(i64 0, i64 %s64, i64 4)\n")
	fmt.Fprintf(b, "  %%h1 = call i64 @__irfuzz.hex(i64 %%h0, ptr @__irfuzz.slot, i64 %d)\n", retSize)
	for k, g := range h.Globals {
		fmt.Fprintf(b, "  %%h%d = call i64 @__irfuzz.hex(i64 %%h%d, ptr %s, i64 %d)\n", k+2, k+1, printed(k), g.Size)
	}
	last := fmt.Sprintf("%%h%d", len(h.Globals)+1)
	if cm != nil {
		fmt.Fprintf(b, "  %%mt = call i64 @__irfuzz.tag(i64 %s, i8 %d)\n  %%hm = call i64 @__irfuzz.hex(i64 %%mt, ptr %s, i64 %%ml)\n", last, MemTag, region)
		last = "%hm"
		if h.WrapFree {
			fmt.Fprintf(b, "  %%ft = call i64 @__irfuzz.tag(i64 %s, i8 %d)\n  %%hf = call i64 @__irfuzz.hex(i64 %%ft, ptr @__irfuzz.freed, i64 %d)\n", last, FreedTag, cm.objects)
			last = "%hf"
		}
	}
	fmt.Fprintf(b, "  call void @__irfuzz.flush(i64 %s)\n", last)
	if c.Isolate && !h.NoSignals {
		b.WriteString("  call void @_exit(i32 " + childDone + ")\n  unreachable\n")
	} else {
		b.WriteString("  br label %next\n")
	}
	b.WriteString("next:\n  %i1 = add i32 %i, 1\n  br label %loop\ndone:\n  ret void\n}\n")
}

// childDone is the status with which an isolated call's child process
// says it printed its step (a status a test function is unlikely to exit
// with itself).
const childDone = "123"

// harnessHelpers are the harness's own functions: hex appends a space and
// then n bytes in hex to the line buffer (flush: writeFlush).
//
//go:embed runtime/harness_helpers.ll
var harnessHelpers string

// writeFlush writes @__irfuzz.flush, which ends the line and writes it
// (calling write with the target's size_t).
func (h *Harness) writeFlush(b *strings.Builder) {
	conv, n := h.toSizeT("%nw", "%n")
	fmt.Fprintf(b, "\ndefine internal void @__irfuzz.flush(i64 %%pos) {\nentry:\n  %%p = getelementptr i8, ptr @__irfuzz.buf, i64 %%pos\n  store i8 10, ptr %%p, align 1\n  %%n = add i64 %%pos, 1\n")
	fmt.Fprintf(b, "%s  %%w = call %s @write(i32 1, ptr @__irfuzz.buf, %s %s)\n  ret void\n}\n", conv, h.sizeT(), h.sizeT(), n)
}

// MemTag is the field ("m") that comes before the argument memory's
// printed windows on a step line (see Memory.Windows) and before the
// region's address on the start line.
const MemTag = 'm'

// byteArray spells bytes as an IR array constant.
func byteArray(bs []byte) string {
	if len(bs) == 0 {
		return "zeroinitializer"
	}
	var b strings.Builder
	b.WriteString("c\"")
	for _, x := range bs {
		fmt.Fprintf(&b, "\\%02X", x)
	}
	b.WriteString("\"")
	return b.String()
}

// ParseOutput reads the lines a harness printed. A truncated last line (the
// program died while writing it) is dropped. The start line is an
// Observation with Step StartStep.
func ParseOutput(out []byte, nGlobals int) ([]Observation, error) {
	obs, err := parseLines(out, nGlobals)
	return attachCalls(obs), err
}

// parseLines is ParseOutput with each call line an observation of its
// own (Partial, one call).
func parseLines(out []byte, nGlobals int) ([]Observation, error) {
	var obs []Observation
	lines := bytes.Split(out, []byte{'\n'})
	lines = lines[:len(lines)-1] // the piece after the last newline is empty or truncated
	for n, line := range lines {
		fs := strings.Fields(string(line))
		bad := func(what string) error { return fmt.Errorf("harness output line %d: %s", n+1, what) }
		if len(fs) == 0 {
			return obs, bad("empty")
		}
		var o Observation
		sb, err := hex.DecodeString(fs[0])
		if err != nil || len(sb) != 4 {
			return obs, bad(fmt.Sprintf("bad step %q", fs[0]))
		}
		o.Step = int(uint32(sb[0]) | uint32(sb[1])<<8 | uint32(sb[2])<<16 | uint32(sb[3])<<24)
		if isCallLine(fs) {
			c, err := parseCallLine(fs[1:])
			if err != nil {
				return obs, bad(err.Error())
			}
			obs = append(obs, Observation{Step: o.Step, Calls: []CallLog{*c}, Partial: true})
			continue
		}
		fs, tagged, err := splitTagged(fs)
		if err != nil {
			return obs, bad(err.Error())
		}
		images := fs[1:]
		if fs[0] == "ffffffff" {
			o.Step = StartStep
			if len(images) < nGlobals {
				return obs, bad(fmt.Sprintf("start line has %d fields, want at least %d", len(fs), 1+nGlobals))
			}
		} else {
			if len(fs) != 2+nGlobals {
				return obs, bad(fmt.Sprintf("%d fields, want %d", len(fs), 2+nGlobals))
			}
			if fs[1] != "-" {
				if o.Ret, err = hex.DecodeString(fs[1]); err != nil {
					return obs, bad(fmt.Sprintf("bad result %q", fs[1]))
				}
			}
			images = fs[2:]
		}
		for k, g := range images {
			gb, err := hex.DecodeString(g)
			if err != nil {
				return obs, bad("bad bytes")
			}
			if k < nGlobals {
				o.Globals = append(o.Globals, gb)
			} else {
				o.Addrs = append(o.Addrs, gb)
			}
		}
		if o.Step == StartStep {
			o.Arena = tagged[MemTag]
		} else {
			o.Mem, o.Freed = tagged[MemTag], tagged[FreedTag]
		}
		obs = append(obs, o)
	}
	return obs, nil
}

// splitTagged separates the tagged fields at the end of a line's fields
// (a one-letter tag field, then a hex field) from the positional ones.
func splitTagged(fs []string) (positional []string, tagged map[byte][]byte, err error) {
	end := len(fs)
	for i := 1; i+1 < len(fs); i++ {
		if len(fs[i]) == 1 && fs[i][0] >= 'g' && fs[i][0] <= 'z' {
			end = i
			break
		}
	}
	for i := end; i < len(fs); i += 2 {
		if len(fs[i]) != 1 || i+1 >= len(fs) {
			return nil, nil, fmt.Errorf("bad tagged field %q", fs[i])
		}
		if tagged == nil {
			tagged = map[byte][]byte{}
		}
		if fs[i+1] == "-" {
			tagged[fs[i][0]] = []byte{}
			continue
		}
		v, err := hex.DecodeString(fs[i+1])
		if err != nil {
			return nil, nil, fmt.Errorf("bad %s field", fs[i])
		}
		tagged[fs[i][0]] = v
	}
	return fs[:end], tagged, nil
}

// StartArg is the argv[1] that makes main start at step s.
//
// argv[2] is the per-step alarm in seconds (StepAlarmArg).
func StartArg(s int) string { return strconv.Itoa(s) }

// SkipArg is the argv[3] that makes main skip the cases for which skip is
// true (those a program does not define: see oracle's variant dedup).
func SkipArg(skip []bool) string {
	b := make([]byte, len(skip))
	for i, s := range skip {
		b[i] = '0'
		if s {
			b[i] = '1'
		}
	}
	return string(b)
}

// StepAlarmArg is the argv[2] that kills a step running longer than d.
func StepAlarmArg(d time.Duration) string {
	return strconv.Itoa(max(1, int(math.Ceil(d.Seconds()))))
}

// SplitStart separates the start lines from the step observations: start
// is the first start line (every run of a program prints the same one),
// nil when none was printed.
func SplitStart(obs []Observation) (start *Observation, steps []Observation) {
	for k := range obs {
		if obs[k].Step != StartStep {
			steps = append(steps, obs[k])
		} else if start == nil {
			start = &obs[k]
		}
	}
	return start, steps
}

// stdoutBuffer is the size of the stdout buffer a harness gives stdio
// (see writeStart): the reference semantics' default output budget
// (semantics.Config.MaxOutput); stdoutBuffer32 on 32-bit targets.
const (
	stdoutBuffer   = 16 << 20
	stdoutBuffer32 = 4 << 20
)
