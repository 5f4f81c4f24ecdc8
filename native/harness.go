package native

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"math"
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
	Func    string     // the function's name, without @
	Params  []string   // parameter types as IR spells them
	Ret     string     // return type ("void" when none)
	RetSize int        // bytes the return value occupies in memory
	Inputs  [][][]byte // per input vector, per parameter: its memory image
}

// Global is a writable global the harness observes: it is reset to Init
// before every call, and its bytes are printed after.
type Global struct {
	Name string // without @
	Init []byte
}

// Harness is the program that drives a module's test functions: its main
// runs every (case, input) step in order and prints one line per step.
type Harness struct {
	Cases   []Case
	Globals []Global
}

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

// Observation is one printed outcome: the result's memory image and the
// final bytes of each observed global.
type Observation struct {
	Step    int
	Ret     []byte
	Globals [][]byte
}

// IR writes the harness module: `main(argc, argv)` runs the steps from
// number argv[1] (0 when absent) on, each under an alarm of argv[2]
// seconds (none when absent or 0: a step that hangs is killed by SIGALRM
// without waiting for the whole run's time limit), skipping the cases
// whose byte in argv[3] is '1' (SkipArg; none when absent), and for each
// writes one line `SSSSSSSS RET G0 G1 ...` with the step number and every
// image in hex (the step as 4 little-endian bytes, "-" for a void result)
// in a single write(2), so a crash or a hang loses nothing printed before
// it.
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
	line := 8 + 1 + 2*maxRet + 2
	for _, g := range h.Globals {
		line += 2*len(g.Init) + 1
	}
	b.WriteString("; irfuzz harness: calls each test function on each input and prints the outcomes.\n")
	b.WriteString("declare i64 @write(i32, ptr, i64)\ndeclare i32 @atoi(ptr)\ndeclare i32 @alarm(i32)\ndeclare i64 @strlen(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n\n")
	fmt.Fprintf(&b, "@__irfuzz.digits = private constant [16 x i8] c\"0123456789abcdef\"\n")
	fmt.Fprintf(&b, "@__irfuzz.buf = internal global [%d x i8] zeroinitializer, align 16\n", line)
	fmt.Fprintf(&b, "@__irfuzz.slot = internal global [%d x i8] zeroinitializer, align 16\n", maxRet)
	b.WriteString("@__irfuzz.step = internal global i32 0, align 4\n")
	for k, g := range h.Globals {
		fmt.Fprintf(&b, "@%s = external global i8\n", ir.QuoteName(g.Name))
		fmt.Fprintf(&b, "@__irfuzz.init.%d = private constant [%d x i8] %s, align 16\n", k, len(g.Init), byteArray(g.Init))
	}
	declared := map[string]bool{}
	for _, c := range h.Cases {
		if declared[c.Func] {
			continue
		}
		declared[c.Func] = true
		fmt.Fprintf(&b, "declare %s @%s(%s)\n", c.Ret, ir.QuoteName(c.Func), strings.Join(c.Params, ", "))
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
	}
	b.WriteString(harnessHelpers)
	first := 0
	for ci, c := range h.Cases {
		h.writeCase(&b, ci, &c, first)
		first += len(c.Inputs)
	}
	b.WriteString("\ndefine i32 @main(i32 %argc, ptr %argv) {\nentry:\n")
	b.WriteString("  %has = icmp sgt i32 %argc, 1\n  br i1 %has, label %parse, label %s0\nparse:\n")
	b.WriteString("  %a1p = getelementptr ptr, ptr %argv, i64 1\n  %a1 = load ptr, ptr %a1p, align 8\n  %n = call i32 @atoi(ptr %a1)\n")
	b.WriteString("  %has2 = icmp sgt i32 %argc, 2\n  br i1 %has2, label %parse2, label %s0\nparse2:\n")
	b.WriteString("  %a2p = getelementptr ptr, ptr %argv, i64 2\n  %a2 = load ptr, ptr %a2p, align 8\n  %secs2 = call i32 @atoi(ptr %a2)\n")
	b.WriteString("  %has3 = icmp sgt i32 %argc, 3\n  br i1 %has3, label %parse3, label %s0\nparse3:\n")
	b.WriteString("  %a3p = getelementptr ptr, ptr %argv, i64 3\n  %a3 = load ptr, ptr %a3p, align 8\n  %m3 = call i64 @strlen(ptr %a3)\n  br label %s0\n")
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

// writeCase writes the loop that runs case ci's inputs, which are steps
// first, first+1, ...: each resets the observed globals, arms the alarm,
// loads the arguments from the case's table, calls, and prints the line.
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
	fmt.Fprintf(b, "check:\n  %%s = add i32 %%i, %d\n  %%go = icmp sle i32 %%start, %%s\n  br i1 %%go, label %%body, label %%next\nbody:\n", first)
	for k, g := range h.Globals {
		fmt.Fprintf(b, "  call void @llvm.memcpy.p0.p0.i64(ptr @%s, ptr @__irfuzz.init.%d, i64 %d, i1 false)\n", ir.QuoteName(g.Name), k, len(g.Init))
	}
	b.WriteString("  call i32 @alarm(i32 %secs)\n  %iw = zext i32 %i to i64\n")
	fmt.Fprintf(b, "  %%base = mul i64 %%iw, %d\n", stride)
	args := make([]string, len(c.Params))
	for j, p := range c.Params {
		fmt.Fprintf(b, "  %%o%d = add i64 %%base, %d\n  %%p%d = getelementptr i8, ptr @__irfuzz.in.%d, i64 %%o%d\n", j, offs[j], j, ci, j)
		fmt.Fprintf(b, "  %%a%d = load %s, ptr %%p%d, align 1\n", j, p, j)
		args[j] = fmt.Sprintf("%s %%a%d", p, j)
	}
	retSize := c.RetSize
	if c.Ret == "void" {
		retSize = 0
		fmt.Fprintf(b, "  call void @%s(%s)\n", ir.QuoteName(c.Func), strings.Join(args, ", "))
	} else {
		fmt.Fprintf(b, "  %%v = call %s @%s(%s)\n", c.Ret, ir.QuoteName(c.Func), strings.Join(args, ", "))
		fmt.Fprintf(b, "  store %s %%v, ptr @__irfuzz.slot, align 1\n", c.Ret)
	}
	b.WriteString("  store i32 %s, ptr @__irfuzz.step, align 4\n  %h0 = call i64 @__irfuzz.hex(i64 0, ptr @__irfuzz.step, i64 4)\n")
	fmt.Fprintf(b, "  %%h1 = call i64 @__irfuzz.hex(i64 %%h0, ptr @__irfuzz.slot, i64 %d)\n", retSize)
	for k, g := range h.Globals {
		fmt.Fprintf(b, "  %%h%d = call i64 @__irfuzz.hex(i64 %%h%d, ptr @%s, i64 %d)\n", k+2, k+1, ir.QuoteName(g.Name), len(g.Init))
	}
	fmt.Fprintf(b, "  call void @__irfuzz.flush(i64 %%h%d)\n  br label %%next\n", len(h.Globals)+1)
	b.WriteString("next:\n  %i1 = add i32 %i, 1\n  br label %loop\ndone:\n  ret void\n}\n")
}

// harnessHelpers are the harness's own functions: hex appends a space and
// then n bytes in hex to the line buffer, flush ends the line and writes it.
const harnessHelpers = `
define internal i64 @__irfuzz.hex(i64 %pos, ptr %src, i64 %n) {
entry:
  %sp = getelementptr i8, ptr @__irfuzz.buf, i64 %pos
  %first = icmp eq i64 %pos, 0
  %sep = select i1 %first, i8 0, i8 32
  %start = select i1 %first, i64 0, i64 1
  store i8 %sep, ptr %sp, align 1
  %base = add i64 %pos, %start
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %void, label %loop
void:
  %dp = getelementptr i8, ptr @__irfuzz.buf, i64 %base
  store i8 45, ptr %dp, align 1
  %vend = add i64 %base, 1
  ret i64 %vend
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i8, ptr %src, i64 %i
  %b = load i8, ptr %p, align 1
  %hi = lshr i8 %b, 4
  %lo = and i8 %b, 15
  %hiz = zext i8 %hi to i64
  %loz = zext i8 %lo to i64
  %hp = getelementptr i8, ptr @__irfuzz.digits, i64 %hiz
  %lp = getelementptr i8, ptr @__irfuzz.digits, i64 %loz
  %hc = load i8, ptr %hp, align 1
  %lc = load i8, ptr %lp, align 1
  %o = shl i64 %i, 1
  %o1 = add i64 %base, %o
  %d0 = getelementptr i8, ptr @__irfuzz.buf, i64 %o1
  store i8 %hc, ptr %d0, align 1
  %o2 = add i64 %o1, 1
  %d1 = getelementptr i8, ptr @__irfuzz.buf, i64 %o2
  store i8 %lc, ptr %d1, align 1
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %n2 = shl i64 %n, 1
  %end = add i64 %base, %n2
  ret i64 %end
}

define internal void @__irfuzz.flush(i64 %pos) {
entry:
  %p = getelementptr i8, ptr @__irfuzz.buf, i64 %pos
  store i8 10, ptr %p, align 1
  %n = add i64 %pos, 1
  %w = call i64 @write(i32 1, ptr @__irfuzz.buf, i64 %n)
  ret void
}
`

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
// program died while writing it) is dropped.
func ParseOutput(out []byte, nGlobals int) ([]Observation, error) {
	var obs []Observation
	lines := bytes.Split(out, []byte{'\n'})
	lines = lines[:len(lines)-1] // the piece after the last newline is empty or truncated
	for n, line := range lines {
		fs := strings.Fields(string(line))
		if len(fs) != 2+nGlobals {
			return obs, fmt.Errorf("harness output line %d: %d fields, want %d", n+1, len(fs), 2+nGlobals)
		}
		var o Observation
		sb, err := hex.DecodeString(fs[0])
		if err != nil || len(sb) != 4 {
			return obs, fmt.Errorf("harness output line %d: bad step %q", n+1, fs[0])
		}
		o.Step = int(uint32(sb[0]) | uint32(sb[1])<<8 | uint32(sb[2])<<16 | uint32(sb[3])<<24)
		if fs[1] != "-" {
			if o.Ret, err = hex.DecodeString(fs[1]); err != nil {
				return obs, fmt.Errorf("harness output line %d: bad result %q", n+1, fs[1])
			}
		}
		for _, g := range fs[2:] {
			gb, err := hex.DecodeString(g)
			if err != nil {
				return obs, fmt.Errorf("harness output line %d: bad global bytes", n+1)
			}
			o.Globals = append(o.Globals, gb)
		}
		obs = append(obs, o)
	}
	return obs, nil
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
