package semantics

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// The C library subset (libc*.go) run on whole programs. Each file of
// testdata/libc is a program whose header comments give its expected
// outcome:
//
//	; ARGV: prog hello        argv, split on spaces (default "prog")
//	; MODE: concrete          run only in that mode (concrete: RunMain with
//	                          ZeroChooser; abstract: every outcome of
//	                          MainBehaviours); default both
//	; MAXOUTPUT: 10           Config.MaxOutput
//	; EXPECT-UB: <kind>       undefined behaviour of that kind (UBKind.String)
//	; DETAIL-CONTAINS: text   ... whose UBInfo.Detail contains text
//	; AT: %entry %r           ... whose UBInfo.Where ends so
//	; EXPECT-KIND: unsupported | noresult
//	; REASON-CONTAINS: text   ... whose Reason contains text
//	; STDOUT: "go string"     exact standard output (strconv.Unquote)
//	; STDERR: "go string"     exact standard error
//	; STATUS: 3               exit status
//	; ABORTED: true           the program ended by abort
//	; STRING: abort           Outcome.String()
//	; PRIVATE-TMP: true       Config.PrivateTmp (/tmp private to the run)
//
// Without EXPECT-UB or EXPECT-KIND the program must exit, with STATUS
// (default 0), ABORTED (default false), STDOUT and STDERR (default empty).
// With them, STDOUT and STDERR are checked only when given.

type libcExpect struct {
	ub, detail, at     string
	kind, reason       string
	stdout, stderr     *string
	status             int
	aborted            bool
	str                string
	hasStr             bool
	concrete, abstract bool
	maxOutput          int
	privateTmp         bool
}

func parseLibcExpect(t *testing.T, src string) libcExpect {
	t.Helper()
	e := libcExpect{concrete: true, abstract: true}
	e.ub, _ = header(src, "EXPECT-UB")
	e.detail, _ = header(src, "DETAIL-CONTAINS")
	e.at, _ = header(src, "AT")
	e.kind, _ = header(src, "EXPECT-KIND")
	e.reason, _ = header(src, "REASON-CONTAINS")
	e.str, e.hasStr = header(src, "STRING")
	pt, _ := header(src, "PRIVATE-TMP")
	e.privateTmp = pt == "true"
	quoted := func(key string) *string {
		q, ok := header(src, key)
		if !ok {
			return nil
		}
		s, err := strconv.Unquote(q)
		if err != nil {
			t.Fatalf("%s header %s: %v", key, q, err)
		}
		return &s
	}
	e.stdout, e.stderr = quoted("STDOUT"), quoted("STDERR")
	atoi := func(key string) int {
		s, ok := header(src, key)
		if !ok {
			return 0
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			t.Fatalf("%s header: %v", key, err)
		}
		return n
	}
	e.status, e.maxOutput = atoi("STATUS"), atoi("MAXOUTPUT")
	if a, ok := header(src, "ABORTED"); ok {
		e.aborted = a == "true"
	}
	switch mode, _ := header(src, "MODE"); mode {
	case "", "both":
	case "concrete":
		e.abstract = false
	case "abstract":
		e.concrete = false
	default:
		t.Fatalf("MODE %q", mode)
	}
	return e
}

// check reports how o differs from the expectation.
func (e *libcExpect) check(t *testing.T, mode string, o *Outcome) {
	t.Helper()
	bad := func(format string, a ...any) {
		t.Helper()
		t.Errorf("%s: %s (outcome %s, stdout %q, stderr %q)", mode, fmt.Sprintf(format, a...), o.String(), o.Stdout, o.Stderr)
	}
	if e.hasStr && o.String() != e.str {
		bad("String() %q, want %q", o.String(), e.str)
	}
	outputs := func(exact bool) {
		t.Helper()
		if e.stdout != nil || exact {
			want := ""
			if e.stdout != nil {
				want = *e.stdout
			}
			if string(o.Stdout) != want {
				bad("stdout %q, want %q", o.Stdout, want)
			}
		}
		if e.stderr != nil || exact {
			want := ""
			if e.stderr != nil {
				want = *e.stderr
			}
			if string(o.Stderr) != want {
				bad("stderr %q, want %q", o.Stderr, want)
			}
		}
	}
	switch {
	case e.ub != "":
		if o.Kind != UndefinedBehaviour {
			bad("want UB %q", e.ub)
			return
		}
		if o.UB.Kind.String() != e.ub {
			bad("UB kind %q, want %q", o.UB.Kind, e.ub)
		}
		if !strings.Contains(o.UB.Detail, e.detail) {
			bad("UB detail %q does not contain %q", o.UB.Detail, e.detail)
		}
		if !strings.HasSuffix(o.UB.Where(), e.at) {
			bad("UB at %q, want at %q", o.UB.Where(), e.at)
		}
		outputs(false)
	case e.kind != "":
		want := map[string]OutcomeKind{"unsupported": Unsupported, "noresult": NoResult}[e.kind]
		if o.Kind != want {
			bad("want %s", e.kind)
			return
		}
		if !strings.Contains(o.Reason, e.reason) {
			bad("reason %q does not contain %q", o.Reason, e.reason)
		}
		outputs(false)
	default:
		if o.Kind != Exited {
			bad("the program does not exit")
			return
		}
		if o.Status != e.status || o.Aborted != e.aborted {
			bad("status %d aborted %v, want status %d aborted %v", o.Status, o.Aborted, e.status, e.aborted)
		}
		outputs(true)
	}
}

// TestLibcPrograms runs every program of testdata/libc in both modes and
// checks its outcome against its header.
func TestLibcPrograms(t *testing.T) {
	files, _ := filepath.Glob("testdata/libc/*.ll")
	if len(files) < 60 {
		t.Fatalf("only %d programs in testdata/libc", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			m, src := loadTestModule(t, f)
			p, err := Load(m)
			if err != nil {
				t.Fatal(err)
			}
			e := parseLibcExpect(t, src)
			argv := []string{"prog"}
			if a, ok := header(src, "ARGV"); ok {
				argv = strings.Fields(a)
			}
			cfg := Config{MaxOutput: e.maxOutput, PrivateTmp: e.privateTmp}
			if e.concrete {
				cfg.Chooser = ZeroChooser{}
				o := p.NewMachine(cfg).RunMain(argv)
				e.check(t, "concrete", &o)
			}
			if e.abstract {
				cfg.Chooser = nil
				outs := p.NewMachine(cfg).MainBehaviours(argv, 64)
				for i := range outs {
					e.check(t, "abstract", &outs[i])
				}
			}
		})
	}
}

func libcLoad(t *testing.T, src string) *Program {
	t.Helper()
	m, err := ir.Parse("test.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	p, err := Load(m)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// libcOutputs returns the distinct outcomes of runs, each as its String
// and, for an exit, its standard output.
func libcOutputs(outs []Outcome) map[string]bool {
	set := map[string]bool{}
	for _, o := range outs {
		s := o.String()
		if o.Kind == Exited {
			s += " " + strconv.Quote(string(o.Stdout))
		}
		set[s] = true
	}
	return set
}

// TestLibcCompareAbstract checks the result of a comparison function whose
// strings differ in the abstract (source) mode. C fixes only its sign;
// glibc returns the byte difference and LLVM's folding -1 or 1, so the
// source must allow every value of the sign (no single exact value, or a
// target computing with glibc's would be a false alarm) and none of the
// other signs (or a miscompiled comparison would go unnoticed).
func TestLibcCompareAbstract(t *testing.T) {
	const prelude = `
@a = private unnamed_addr constant [3 x i8] c"a\00\00"
@b = private unnamed_addr constant [3 x i8] c"b\00\00"
@c = private unnamed_addr constant [3 x i8] c"c\00\00"
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
declare i32 @strcmp(ptr, ptr)
declare i32 @strncmp(ptr, ptr, i64)
declare i32 @memcmp(ptr, ptr, i64)
declare i32 @bcmp(ptr, ptr, i64)
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
`
	// test prints one i1 (as 0 or 1) computed from the result %r.
	tests := []struct {
		name, call, test string
		// want: the set of values the test may print; "" for a run
		// without a result (the test's value is not one choice).
		want []string
	}{
		// Differing strings: the result is never zero. A positive result
		// is over-approximated by "any non-negative value" (a value's
		// undetermined bits cannot exclude 0), so a path where it is 0
		// exists too: sound (the C answer is among the outcomes), not
		// exact. A negative result is exact.
		{"strcmp positive ne 0", `@strcmp(ptr @b, ptr @a)`, `icmp ne i32 %r, 0`, []string{"1", "0"}},
		{"strcmp positive sgt 0", `@strcmp(ptr @b, ptr @a)`, `icmp sgt i32 %r, 0`, []string{"1", "0"}},
		{"strcmp positive slt 0", `@strcmp(ptr @b, ptr @a)`, `icmp slt i32 %r, 0`, []string{"0"}},
		{"strcmp negative slt 0", `@strcmp(ptr @a, ptr @c)`, `icmp slt i32 %r, 0`, []string{"1"}},
		{"strcmp negative ne 0", `@strcmp(ptr @a, ptr @c)`, `icmp ne i32 %r, 0`, []string{"1"}},
		{"strcmp negative sgt 0", `@strcmp(ptr @a, ptr @c)`, `icmp sgt i32 %r, 0`, []string{"0"}},
		{"strncmp positive sgt 0", `@strncmp(ptr @b, ptr @a, i64 2)`, `icmp sgt i32 %r, 0`, []string{"1", "0"}},
		{"memcmp positive sgt 0", `@memcmp(ptr @c, ptr @a, i64 3)`, `icmp sgt i32 %r, 0`, []string{"1", "0"}},
		{"bcmp ne 0", `@bcmp(ptr @c, ptr @a, i64 3)`, `icmp ne i32 %r, 0`, []string{"1", "0"}},
		{"equal eq 0", `@strcmp(ptr @a, ptr @a)`, `icmp eq i32 %r, 0`, []string{"1"}},
		// Soundness: the magnitude is not fixed. glibc returns 1 for
		// strcmp("b", "a") and 2 for strcmp("c", "a"); another libc or a
		// folded call -1/1. Each test's value must be left open.
		{"strcmp positive eq 1", `@strcmp(ptr @b, ptr @a)`, `icmp eq i32 %r, 1`, []string{"0", "1", ""}},
		{"strcmp positive eq 2", `@strcmp(ptr @c, ptr @a)`, `icmp eq i32 %r, 2`, []string{"0", "1", ""}},
		{"strcmp negative eq -1", `@strcmp(ptr @a, ptr @b)`, `icmp eq i32 %r, -1`, []string{"0", "1", ""}},
		{"strcmp negative eq -2", `@strcmp(ptr @a, ptr @c)`, `icmp eq i32 %r, -2`, []string{"0", "1", ""}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := prelude + "  %r = call i32 " + tc.call + "\n  %t = " + tc.test +
				"\n  %z = zext i1 %t to i32\n  call i32 (ptr, ...) @printf(ptr @fmt, i32 %z)\n  ret i32 0\n}\n"
			p := libcLoad(t, src)
			outs := p.NewMachine(Config{}).MainBehaviours([]string{"prog"}, 64)
			allowed := map[string]bool{}
			for _, w := range tc.want {
				allowed[w] = true
			}
			got := map[string]bool{}
			for _, o := range outs {
				switch o.Kind {
				case Exited:
					got[strings.TrimSuffix(string(o.Stdout), "\n")] = true
				case NoResult:
					got[""] = true
				default:
					t.Fatalf("outcome %s", o.String())
				}
			}
			for g := range got {
				if !allowed[g] {
					t.Errorf("a path prints %q; the values C allows are %q (outcomes %v)", g, tc.want, libcOutputs(outs))
				}
			}
			if !got[tc.want[0]] && !got[""] {
				t.Errorf("no path prints %q, the value C gives (outcomes %v)", tc.want[0], libcOutputs(outs))
			}
			if len(tc.want) > 1 && len(got) == 1 && !got[""] {
				t.Errorf("every path prints %q: the source fixes a value C leaves open", onlyKey(got))
			}
		})
	}
}

func onlyKey(m map[string]bool) string {
	for k := range m {
		return k
	}
	return ""
}

// TestLibcAssertProgName checks the program name a failed assert prints:
// glibc's program_invocation_short_name, argv[0] after its last '/', and no
// "name: " at all when that is empty.
func TestLibcAssertProgName(t *testing.T) {
	const src = `
@expr = private unnamed_addr constant [2 x i8] c"0\00"
@file = private unnamed_addr constant [4 x i8] c"t.c\00"
@func = private unnamed_addr constant [2 x i8] c"f\00"
declare void @__assert_fail(ptr, ptr, i32, ptr)
define i32 @main(i32 %argc, ptr %argv) {
entry:
  call void @__assert_fail(ptr @expr, ptr @file, i32 4294967295, ptr @func)
  unreachable
}
`
	tests := []struct {
		argv []string
		want string
	}{
		{[]string{"prog"}, "prog: t.c:4294967295: f: Assertion `0' failed.\n"},
		{[]string{"/some/dir/prog", "x"}, "prog: t.c:4294967295: f: Assertion `0' failed.\n"},
		{[]string{"./a.out"}, "a.out: t.c:4294967295: f: Assertion `0' failed.\n"},
		{nil, "t.c:4294967295: f: Assertion `0' failed.\n"},
		{[]string{""}, "t.c:4294967295: f: Assertion `0' failed.\n"},
		{[]string{"/x/y/"}, "t.c:4294967295: f: Assertion `0' failed.\n"},
	}
	p := libcLoad(t, src)
	for _, tc := range tests {
		for _, cfg := range []Config{{}, {Chooser: ZeroChooser{}}} {
			o := p.NewMachine(cfg).RunMain(tc.argv)
			if o.Kind != Exited || !o.Aborted || string(o.Stderr) != tc.want || len(o.Stdout) != 0 {
				t.Errorf("argv %q: %s, stderr %q, stdout %q; want abort, stderr %q", tc.argv, o.String(), o.Stderr, o.Stdout, tc.want)
			}
		}
	}
}

// TestLibcFunctionMode checks the library in the function mode (Run): what
// a function writes is part of its outcome, and exit ends the run as an
// exit.
func TestLibcFunctionMode(t *testing.T) {
	const src = `
@fmt = private unnamed_addr constant [6 x i8] c"x=%d\0A\00"
@stderr = external global ptr
declare i32 @printf(ptr, ...)
declare i32 @fprintf(ptr, ptr, ...)
declare void @exit(i32)
declare i32 @atexit(ptr)
declare void @abort()
define void @h() {
  call i32 (ptr, ...) @printf(ptr @fmt, i32 99)
  ret void
}
define i32 @f(i32 %x) {
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  %e = load ptr, ptr @stderr
  call i32 (ptr, ptr, ...) @fprintf(ptr %e, ptr @fmt, i32 %n)
  ret i32 %n
}
define i32 @g(i32 %x) {
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  call void @exit(i32 %x)
  unreachable
}
define void @a() {
  call i32 (ptr, ...) @printf(ptr @fmt, i32 1)
  call void @abort()
  unreachable
}
`
	p := libcLoad(t, src)
	for _, cfg := range []Config{{}, {Chooser: ZeroChooser{}}} {
		m := p.NewMachine(cfg)
		o := m.Run("f", []Val{{Bits: 5}})
		if o.Kind != Returned || o.String() != "i32 4" || string(o.Stdout) != "x=5\n" || string(o.Stderr) != "x=4\n" {
			t.Errorf("f(5): %s, stdout %q, stderr %q; want i32 4, \"x=5\\n\", \"x=4\\n\"", o.String(), o.Stdout, o.Stderr)
		}
		o = m.Run("g", []Val{{Bits: 258}})
		if o.Kind != Exited || o.Status != 2 || string(o.Stdout) != "x=258\n" {
			t.Errorf("g(258): %s, stdout %q; want exit 2, \"x=258\\n\"", o.String(), o.Stdout)
		}
		o = m.Run("a", nil)
		if o.Kind != Exited || !o.Aborted {
			t.Errorf("a(): %s; want abort", o.String())
		}
		// A new run starts with empty output.
		o = m.Run("f", []Val{{Bits: 7}})
		if string(o.Stdout) != "x=7\n" {
			t.Errorf("second f(7): stdout %q", o.Stdout)
		}
	}
}

// TestLibcMachineReuse checks that each RunMain starts afresh: no output,
// no exit handlers, no heap objects of an earlier run.
func TestLibcMachineReuse(t *testing.T) {
	const src = `
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
@count = internal global i32 0
declare i32 @printf(ptr, ...)
declare i32 @atexit(ptr)
declare ptr @malloc(i64)
define void @h() {
  %c = load i32, ptr @count
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %c)
  ret void
}
define i32 @main(i32 %argc, ptr %argv) {
  %c = load i32, ptr @count
  %c1 = add i32 %c, 1
  store i32 %c1, ptr @count
  call i32 @atexit(ptr @h)
  %p = call ptr @malloc(i64 1000)
  ret i32 %argc
}
`
	p := libcLoad(t, src)
	for _, cfg := range []Config{{}, {Chooser: ZeroChooser{}}, {MaxMem: 1500}} {
		m := p.NewMachine(cfg)
		for i := range 3 {
			argv := []string{"prog", "a", "b"}[:i+1]
			o := m.RunMain(argv)
			if o.Kind != Exited || o.Status != i+1 || string(o.Stdout) != "1\n" {
				t.Errorf("run %d: %s, stdout %q; want exit %d, \"1\\n\"", i, o.String(), o.Stdout, i+1)
			}
		}
	}
}

// TestLibcMainShapes checks the programs RunMain refuses.
func TestLibcMainShapes(t *testing.T) {
	tests := []struct{ src, reason string }{
		{`define i32 @f() {
  ret i32 0
}`, "no function @main"},
		{`declare i32 @main()`, "no function @main"},
		{`define i32 @main(ptr %a) {
  ret i32 0
}`, "@main's parameter is not an int"},
		{`define i32 @main(i32 %a, ptr %b, ptr %c, ptr %d) {
  ret i32 0
}`, "@main takes 4 parameters"},
		{`define i32 @main(ptr %a, ptr %b) {
  ret i32 0
}`, "not (int, char **)"},
	}
	for _, tc := range tests {
		p := libcLoad(t, tc.src)
		o := p.NewMachine(Config{}).RunMain([]string{"prog"})
		if o.Kind != Unsupported || !strings.Contains(o.Reason, tc.reason) {
			t.Errorf("%s: %s, want unsupported: ...%s...", tc.src, o.String(), tc.reason)
		}
	}
}
