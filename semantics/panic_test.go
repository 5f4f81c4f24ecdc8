package semantics_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// panicModule has a function @inner that the tests' hook makes panic, and
// callers of it: a test function, a source/target pair and a main.
const panicModule = `
define i32 @inner(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @outer(i32 %x) {
  %r = call i32 @inner(i32 %x)
  ret i32 %r
}

define i32 @src(i32 %x) {
  %r = call i32 @inner(i32 %x)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @main() {
  %r = call i32 @inner(i32 41)
  ret i32 %r
}
`

// panicIn installs a test hook that dereferences nil (a runtime error, as
// an interpreter bug would) when the interpreter enters the function
// called name, until the test ends.
func panicIn(t *testing.T, name string) {
	t.Helper()
	t.Cleanup(semantics.SetTestHook(func(f *ir.Function) {
		if f.Name == name {
			var p *int
			_ = *p
		}
	}))
}

// checkInternal checks that o is an internal error raised in @inner, with
// the panic's value and a stack that starts at the panic, without the
// runtime's panic machinery or the test's own frames.
func checkInternal(t *testing.T, what string, o *semantics.Outcome) {
	t.Helper()
	if o.Kind != semantics.InternalError || o.Panic == nil {
		t.Fatalf("%s: got %s, want an internal error", what, o.String())
	}
	if s := o.String(); !strings.HasPrefix(s, "internal error: runtime error: invalid memory address or nil pointer dereference") {
		t.Errorf("%s: outcome prints %q", what, s)
	}
	if o.Panic.Func == nil || o.Panic.Func.Name != "inner" {
		t.Errorf("%s: panic in %v, want @inner", what, o.Panic.Func)
	}
	st := o.Panic.Stack
	first, _, _ := strings.Cut(st, "\n")
	if !strings.HasPrefix(first, "github.com/irfuzz/irfuzz/semantics_test.") || !strings.Contains(st, "semantics.enterHook") ||
		strings.Contains(st, "runtime.gopanic") || strings.Contains(st, "testing.tRunner") {
		t.Errorf("%s: stack not trimmed to the panic and the package:\n%s", what, st)
	}
}

// TestInternalErrorOutcome checks that a panic inside the interpreter
// gives an InternalError outcome from every entry point that runs code,
// and that the machine runs normally afterwards.
func TestInternalErrorOutcome(t *testing.T) {
	p := loadSrc(t, "panic.ll", panicModule)
	outer := p.FuncByName("outer")
	args := []semantics.Val{{Bits: 4}}
	for _, concrete := range []bool{false, true} {
		cfg := semantics.Config{}
		if concrete {
			cfg.Chooser = semantics.ZeroChooser{}
		}
		m := p.NewMachine(cfg)
		restore := semantics.SetTestHook(func(f *ir.Function) {
			if f.Name == "inner" {
				var p *int
				_ = *p
			}
		})
		o := m.Run("outer", args)
		checkInternal(t, "Run", &o)
		if o.Type != outer.RetType() {
			t.Errorf("Run: outcome type %v", o.Type)
		}
		o = m.RunFunc(outer, args)
		checkInternal(t, "RunFunc", &o)
		outs := m.Behaviours(outer, args, 8)
		if len(outs) != 1 {
			t.Fatalf("Behaviours: %d outcomes", len(outs))
		}
		checkInternal(t, "Behaviours", &outs[0])
		o = m.RunMain([]string{"prog"})
		checkInternal(t, "RunMain", &o)
		outs = m.MainBehaviours([]string{"prog"}, 8)
		if len(outs) != 1 {
			t.Fatalf("MainBehaviours: %d outcomes", len(outs))
		}
		checkInternal(t, "MainBehaviours", &outs[0])
		restore()

		// The same machine, without the hook: as if nothing had happened.
		if o := m.RunFunc(outer, args); o.Kind != semantics.Returned || o.Value.Bits != 5 {
			t.Errorf("after the panic: RunFunc gives %s", o.String())
		}
		if o := m.RunMain(nil); o.Kind != semantics.Exited || o.Status != 42 {
			t.Errorf("after the panic: RunMain gives %s", o.String())
		}
	}
}

// TestTestHookFrames checks that the hook sees every call frame.
func TestTestHookFrames(t *testing.T) {
	p := loadSrc(t, "panic.ll", panicModule)
	var seen []string
	restore := semantics.SetTestHook(func(f *ir.Function) { seen = append(seen, f.Name) })
	o := p.NewMachine(semantics.Config{}).Run("outer", []semantics.Val{{Bits: 1}})
	restore()
	if o.Kind != semantics.Returned || strings.Join(seen, ",") != "outer,inner" {
		t.Errorf("got %s, hook saw %v", o.String(), seen)
	}
	seen = nil
	p.NewMachine(semantics.Config{}).Run("outer", []semantics.Val{{Bits: 1}})
	if seen != nil {
		t.Errorf("restored hook still called: %v", seen)
	}
}

// TestInternalErrorNoVerdict checks that an internal error on either side
// of a refinement check gives no verdict: neither correct nor a
// counterexample, with the error's text.
func TestInternalErrorNoVerdict(t *testing.T) {
	p := loadSrc(t, "panic.ll", panicModule)
	src, tgt := p.FuncByName("src"), p.FuncByName("tgt")
	for _, side := range []string{"inner", "tgt"} {
		t.Run(side, func(t *testing.T) {
			panicIn(t, side)
			check := func(what string, v semantics.Verdict) {
				t.Helper()
				if v.Internal == nil || !v.Correct || v.Reason != "" {
					t.Fatalf("%s: got %+v, want no verdict", what, v)
				}
				want := "no verdict: internal error: runtime error: invalid memory address or nil pointer dereference"
				if v.String() != want {
					t.Errorf("%s: verdict prints %q, want %q", what, v.String(), want)
				}
				if len(v.Input) != 1 || v.Skipped != v.Tried || !strings.Contains(v.Source+v.Target, "internal error") {
					t.Errorf("%s: input %v, %d of %d skipped, source %q, target %q", what, v.Input, v.Skipped, v.Tried, v.Source, v.Target)
				}
			}
			check("Refines", semantics.Refines(src, tgt, []semantics.Val{{Bits: 7}}))
			ck := semantics.NewChecker(p, p, semantics.CheckOptions{})
			check("Check", ck.Check(src, tgt))

			// The oracle's path: Expect, then CheckTarget.
			in := []semantics.Val{{Bits: 7}}
			outs, skip := ck.Expect(src, in)
			if side == "inner" {
				if !strings.HasPrefix(skip, "internal error: ") || len(outs) != 1 || outs[0].Kind != semantics.InternalError {
					t.Fatalf("Expect: %q, %d outcomes", skip, len(outs))
				}
				return
			}
			var v semantics.Verdict
			v.Correct = true
			if !ck.CheckTarget(outs, tgt, in, &v) || v.Internal == nil || !v.Correct {
				t.Errorf("CheckTarget: %+v", v)
			}
		})
	}
}

// TestJudgeInternal checks Judge, JudgeProgram, Allows and ProgramAllows
// on internal errors on either side.
func TestJudgeInternal(t *testing.T) {
	ret := semantics.Outcome{Kind: semantics.Returned, Type: ir.I32, Value: semantics.Val{Bits: 1}}
	exited := semantics.Outcome{Kind: semantics.Exited}
	internal := semantics.Outcome{Kind: semantics.InternalError, Reason: "boom", Panic: &semantics.PanicInfo{Value: "boom"}}
	bare := semantics.Outcome{Kind: semantics.InternalError, Reason: "bare"}
	cases := []struct {
		name    string
		program bool
		src     []semantics.Outcome
		tgt     semantics.Outcome
		want    string // the internal error's text
	}{
		{"target", false, []semantics.Outcome{ret}, internal, "internal error: boom"},
		{"source", false, []semantics.Outcome{ret, internal}, ret, "internal error: boom"},
		{"no PanicInfo", false, []semantics.Outcome{ret}, bare, "internal error: bare"},
		{"program target", true, []semantics.Outcome{exited}, internal, "internal error: boom"},
		{"program source", true, []semantics.Outcome{internal}, exited, "internal error: boom"},
	}
	for _, c := range cases {
		judge, allows := semantics.Judge, semantics.Allows
		if c.program {
			judge, allows = semantics.JudgeProgram, semantics.ProgramAllows
		}
		reason, p := judge(c.src, &c.tgt)
		if reason != "" || p == nil || p.Error() != c.want {
			t.Errorf("%s: Judge gives %q, %v; want no verdict %q", c.name, reason, p, c.want)
		}
		if got := allows(c.src, &c.tgt); got != "no verdict: "+c.want {
			t.Errorf("%s: Allows gives %q", c.name, got)
		}
	}
	// Without internal errors, Judge is Allows.
	other := ret
	other.Value = semantics.Val{Bits: 2}
	if reason, p := semantics.Judge([]semantics.Outcome{ret}, &other); p != nil || reason != "return value differs" {
		t.Errorf("Judge on a difference: %q, %v", reason, p)
	}
	if reason, p := semantics.Judge([]semantics.Outcome{ret}, &ret); p != nil || reason != "" {
		t.Errorf("Judge on equal outcomes: %q, %v", reason, p)
	}
}

// TestLoadInternalError checks that a panic while loading is an error
// that wraps the internal error, not a crash.
func TestLoadInternalError(t *testing.T) {
	p, err := semantics.Load(nil)
	var pi *semantics.PanicInfo
	if p != nil || !errors.As(err, &pi) || !strings.HasPrefix(err.Error(), "load: internal error: runtime error: ") {
		t.Fatalf("Load(nil) = %v, %v", p, err)
	}
}

// TestLoadAliasCycle: a cycle of aliases is invalid IR (the verifier
// rejects it), but Load, which exec runs without verifying, must not
// recurse until the stack overflows (a fatal error, not a panic that
// Load could recover): the aliases of the cycle are poison, and the rest
// of the module runs.
func TestLoadAliasCycle(t *testing.T) {
	tests := []struct{ name, aliases string }{
		{"direct", "@a = alias i32, ptr @b\n@b = alias i32, ptr @a\n"},
		{"self", "@a = alias i32, ptr @a\n"},
		{"through a constant expression", "@a = alias i8, getelementptr (i8, ptr @b, i64 1)\n@b = alias i8, ptr @a\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := tt.aliases + "define i32 @f() {\n  ret i32 7\n}\n"
			m, err := ir.Parse(tt.name, []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if ir.Verify(m) == nil {
				t.Fatal("the verifier accepts the cycle")
			}
			p, err := semantics.Load(m)
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			out := p.NewMachine(semantics.Config{}).RunFunc(p.FuncByName("f"), nil)
			if got := out.String(); got != "i32 7" {
				t.Errorf("@f = %s, want i32 7", got)
			}
		})
	}
}
