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
// without waiting for the whole run's time limit), and for each writes one line
// `SSSSSSSS RET G0 G1 ...` with the step number and every image in hex (the
// step as 4 little-endian bytes, "-" for a void result) in a single write(2),
// so a crash or a hang loses nothing printed before it.
func (h *Harness) IR() string {
	var b strings.Builder
	steps := h.Steps()
	maxRet := 1
	for _, c := range h.Cases {
		maxRet = max(maxRet, c.RetSize)
	}
	line := 8 + 1 + 2*maxRet + 2
	for _, g := range h.Globals {
		line += 2*len(g.Init) + 1
	}
	b.WriteString("; irfuzz harness: calls each test function on each input and prints the outcomes.\n")
	b.WriteString("declare i64 @write(i32, ptr, i64)\ndeclare i32 @atoi(ptr)\ndeclare i32 @alarm(i32)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n\n")
	fmt.Fprintf(&b, "@__irfuzz.digits = private constant [16 x i8] c\"0123456789abcdef\"\n")
	fmt.Fprintf(&b, "@__irfuzz.buf = internal global [%d x i8] zeroinitializer, align 16\n", line)
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
	for s, st := range steps {
		for j, img := range h.Cases[st.Case].Inputs[st.Input] {
			fmt.Fprintf(&b, "@__irfuzz.in.%d.%d = private constant [%d x i8] %s, align 16\n", s, j, len(img), byteArray(img))
		}
	}
	b.WriteString(harnessHelpers)
	fmt.Fprintf(&b, "\ndefine i32 @main(i32 %%argc, ptr %%argv) {\nentry:\n")
	fmt.Fprintf(&b, "  %%slot = alloca [%d x i8], align 16\n  %%step = alloca i32, align 4\n", maxRet)
	b.WriteString("  %has = icmp sgt i32 %argc, 1\n  br i1 %has, label %parse, label %s0\nparse:\n")
	b.WriteString("  %a1p = getelementptr ptr, ptr %argv, i64 1\n  %a1 = load ptr, ptr %a1p, align 8\n  %n = call i32 @atoi(ptr %a1)\n")
	b.WriteString("  %has2 = icmp sgt i32 %argc, 2\n  br i1 %has2, label %parse2, label %s0\nparse2:\n")
	b.WriteString("  %a2p = getelementptr ptr, ptr %argv, i64 2\n  %a2 = load ptr, ptr %a2p, align 8\n  %secs2 = call i32 @atoi(ptr %a2)\n  br label %s0\n")
	b.WriteString("s0:\n  %start = phi i32 [ 0, %entry ], [ %n, %parse ], [ %n, %parse2 ]\n")
	b.WriteString("  %secs = phi i32 [ 0, %entry ], [ 0, %parse ], [ %secs2, %parse2 ]\n")
	for s, st := range steps {
		c := &h.Cases[st.Case]
		if s > 0 {
			fmt.Fprintf(&b, "s%d:\n", s)
		}
		fmt.Fprintf(&b, "  %%go%d = icmp sle i32 %%start, %d\n  br i1 %%go%d, label %%r%d, label %%s%d\nr%d:\n", s, s, s, s, s+1, s)
		for k, g := range h.Globals {
			fmt.Fprintf(&b, "  call void @llvm.memcpy.p0.p0.i64(ptr @%s, ptr @__irfuzz.init.%d, i64 %d, i1 false)\n", ir.QuoteName(g.Name), k, len(g.Init))
		}
		fmt.Fprintf(&b, "  call i32 @alarm(i32 %%secs)\n")
		args := make([]string, len(c.Params))
		for j, p := range c.Params {
			fmt.Fprintf(&b, "  %%a%d.%d = load %s, ptr @__irfuzz.in.%d.%d, align 1\n", s, j, p, s, j)
			args[j] = fmt.Sprintf("%s %%a%d.%d", p, s, j)
		}
		if c.Ret == "void" {
			fmt.Fprintf(&b, "  call void @%s(%s)\n", ir.QuoteName(c.Func), strings.Join(args, ", "))
		} else {
			fmt.Fprintf(&b, "  %%v%d = call %s @%s(%s)\n", s, c.Ret, ir.QuoteName(c.Func), strings.Join(args, ", "))
			fmt.Fprintf(&b, "  store %s %%v%d, ptr %%slot, align 1\n", c.Ret, s)
		}
		fmt.Fprintf(&b, "  store i32 %d, ptr %%step, align 4\n", s)
		fmt.Fprintf(&b, "  %%p%d.0 = call i64 @__irfuzz.hex(i64 0, ptr %%step, i64 4)\n", s)
		retSize := c.RetSize
		if c.Ret == "void" {
			retSize = 0
		}
		fmt.Fprintf(&b, "  %%p%d.1 = call i64 @__irfuzz.hex(i64 %%p%d.0, ptr %%slot, i64 %d)\n", s, s, retSize)
		for k, g := range h.Globals {
			fmt.Fprintf(&b, "  %%p%d.%d = call i64 @__irfuzz.hex(i64 %%p%d.%d, ptr @%s, i64 %d)\n", s, k+2, s, k+1, ir.QuoteName(g.Name), len(g.Init))
		}
		fmt.Fprintf(&b, "  call void @__irfuzz.flush(i64 %%p%d.%d)\n  br label %%s%d\n", s, len(h.Globals)+1, s+1)
	}
	if len(steps) > 0 { // with no steps, s0 is still the open block
		fmt.Fprintf(&b, "s%d:\n", len(steps))
	}
	b.WriteString("  ret i32 0\n}\n")
	return b.String()
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

// StepAlarmArg is the argv[2] that kills a step running longer than d.
func StepAlarmArg(d time.Duration) string {
	return strconv.Itoa(max(1, int(math.Ceil(d.Seconds()))))
}
