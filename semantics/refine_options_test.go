package semantics

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/ir"
)

// loopForever is a pair whose functions never return: every run ends at
// the step budget, so a check of it takes long and judges nothing.
const loopForever = `define i32 @src(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %x, %entry ], [ %n, %loop ]
  %n = add i32 %i, 1
  br label %loop
}

define i32 @tgt(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %x, %entry ], [ %n, %loop ]
  %n = add i32 %i, 1
  br label %loop
}
`

// TestDisableInputPairs checks the pairs of testdata/refine whose verdict
// changes under alive-tv's --disable-undef-input or --disable-poison-input
// (headers EXPECT-DISABLE-UNDEF-INPUT, EXPECT-DISABLE-POISON-INPUT): with
// the option the pair gets that verdict, without it the one of EXPECT.
func TestDisableInputPairs(t *testing.T) {
	files, _ := filepath.Glob("testdata/refine/*.ll")
	n := map[string]int{}
	for _, f := range files {
		m, src := loadTestModule(t, f)
		for _, o := range []struct {
			header string
			set    func(*CheckOptions)
		}{
			{"EXPECT-DISABLE-UNDEF-INPUT", func(o *CheckOptions) { o.NoUndefInput = true }},
			{"EXPECT-DISABLE-POISON-INPUT", func(o *CheckOptions) { o.NoPoisonInput = true }},
		} {
			want, ok := header(src, o.header)
			if !ok {
				continue
			}
			n[o.header]++
			wantDefault, _ := header(src, "EXPECT")
			t.Run(filepath.Base(f)+"/"+o.header, func(t *testing.T) {
				p, err := Load(m)
				if err != nil {
					t.Fatal(err)
				}
				pair := Pairs(m)[0]
				opts := CheckOptions{Seed: 1, Exits: true}
				if got := verdictWord(NewChecker(p, p, opts).Check(pair[0], pair[1])); got != wantDefault {
					t.Errorf("without the option: %s, want %s", got, wantDefault)
				}
				o.set(&opts)
				v := NewChecker(p, p, opts).Check(pair[0], pair[1])
				if got := verdictWord(v); got != want {
					t.Errorf("with the option: %s (%s; input %v, source %s, target %s), want %s", got, v.Reason, FormatArgs(pair[0].Params, v.Input), v.Source, v.Target, want)
				}
				if v.Correct && v.Tried == v.Skipped {
					t.Errorf("with the option no input was judged: %s", v.Inconclusive)
				}
			})
		}
	}
	for _, h := range []string{"EXPECT-DISABLE-UNDEF-INPUT", "EXPECT-DISABLE-POISON-INPUT"} {
		if n[h] < 2 {
			t.Errorf("%d pairs with %s, want at least 2 (an argument and an argument object)", n[h], h)
		}
	}
}

func verdictWord(v Verdict) string {
	if v.Correct {
		return "correct"
	}
	return "incorrect"
}

// TestInputsWithoutUndefPoison checks that NoUndefInput and NoPoisonInput
// keep undef (resp. poison) out of every argument and every byte of the
// argument objects, and that without them both kinds are tried.
func TestInputsWithoutUndefPoison(t *testing.T) {
	f := inputsFunc(t, `define i8 @f(ptr %p, i8 %x, <2 x i16> %v, i128 %w, float %y) {
  %l = load i8, ptr %p
  %r = add i8 %l, %x
  ret i8 %r
}`)
	for _, tc := range []struct {
		noUndef, noPoison bool
	}{{false, false}, {true, false}, {false, true}, {true, true}} {
		opts := CheckOptions{MaxInputs: 500, Seed: 3, NoUndefInput: tc.noUndef, NoPoisonInput: tc.noPoison}
		var undef, poison int
		for _, in := range Inputs(f, opts) {
			for i := range in {
				u, p := undefPoisonIn(&in[i])
				undef, poison = undef+u, poison+p
			}
		}
		if tc.noUndef != (undef == 0) || tc.noPoison != (poison == 0) {
			t.Errorf("NoUndefInput %v, NoPoisonInput %v: %d undef and %d poison values or bytes in the inputs", tc.noUndef, tc.noPoison, undef, poison)
		}
	}
}

// undefPoisonIn counts the undef and the poison values (or argument
// object bytes) in an argument.
func undefPoisonIn(v *Val) (undef, poison int) {
	if v.Poison {
		poison++
	}
	if v.Undef != 0 {
		undef++
	}
	if v.X == nil {
		return undef, poison
	}
	for _, w := range v.X.UndefWords {
		if w != 0 {
			undef++
		}
	}
	for i := range v.X.Lanes {
		u, p := undefPoisonIn(&v.X.Lanes[i])
		undef, poison = undef+u, poison+p
	}
	if v.X.Obj != nil {
		for _, b := range v.X.Obj.Bytes {
			if b.Undef != 0 {
				undef++
			}
			if b.Poison != 0 {
				poison++
			}
		}
	}
	return undef, poison
}

// TestCheckContextLimit checks that a check of a function that loops
// stops at its context's deadline (TimedOut) or cancellation
// (Interrupted), promptly, with no counterexample.
func TestCheckContextLimit(t *testing.T) {
	m, err := ir.Parse("loop.ll", []byte(loopForever))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(m)
	if err != nil {
		t.Fatal(err)
	}
	pair := Pairs(m)[0]
	chk := NewChecker(p, p, CheckOptions{Seed: 1})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	v := chk.CheckContext(ctx, pair[0], pair[1])
	if took := time.Since(start); !v.TimedOut || v.Interrupted || !v.Correct || took > 3*time.Second {
		t.Errorf("deadline: TimedOut %v, Interrupted %v, Correct %v (%s), after %v", v.TimedOut, v.Interrupted, v.Correct, v.Reason, took)
	}
	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	start = time.Now()
	v = chk.CheckContext(ctx, pair[0], pair[1])
	if took := time.Since(start); v.TimedOut || !v.Interrupted || !v.Correct || took > 3*time.Second {
		t.Errorf("cancel: TimedOut %v, Interrupted %v, Correct %v (%s), after %v", v.TimedOut, v.Interrupted, v.Correct, v.Reason, took)
	}
}
