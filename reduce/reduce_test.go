package reduce

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

var update = flag.Bool("update", false, "rewrite the golden files of the pass tests")

// spec is what a testdata module asks for, in its leading comment lines:
//
//	; passes: instructions,operands   which passes to run (default: all)
//	; keep: TEXT                      the printed module must contain TEXT
//	; keep @f: TEXT                   function @f must exist and its text contain TEXT
//	; reject: TEXT                    no line of the printed module may end with TEXT
//	; expect: pass,pass               these passes must accept at least one step
type spec struct {
	passes []string
	expect []string
	keeps  []keep
	reject []string
}

type keep struct {
	fn   string // "" for the whole module
	text string
}

func parseSpec(src string) (spec, error) {
	var s spec
	for _, line := range strings.Split(src, "\n") {
		if !strings.HasPrefix(line, ";") {
			break
		}
		line = strings.TrimSpace(strings.TrimPrefix(line, ";"))
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		val = strings.TrimSpace(val)
		switch {
		case key == "passes":
			s.passes = strings.Split(val, ",")
		case key == "expect":
			s.expect = strings.Split(val, ",")
		case key == "reject":
			s.reject = append(s.reject, val)
		case key == "keep":
			s.keeps = append(s.keeps, keep{text: val})
		case strings.HasPrefix(key, "keep @"):
			s.keeps = append(s.keeps, keep{fn: strings.TrimPrefix(key, "keep @"), text: val})
		case !strings.Contains(key, " "):
			return s, fmt.Errorf("unknown directive %q", key)
		}
	}
	if len(s.keeps) == 0 {
		return s, errors.New("no keep directive: every module would be interesting")
	}
	return s, nil
}

// predicate is the synthetic interestingness test a spec describes.
func (s spec) predicate() Interesting {
	return func(_ context.Context, m *ir.Module) (bool, error) {
		text := m.String()
		for _, r := range s.reject {
			if strings.Contains(text+"\n", r+"\n") {
				return false, nil
			}
		}
		for _, k := range s.keeps {
			hay := text
			if k.fn != "" {
				f := m.Func(k.fn)
				if f == nil {
					return false, nil
				}
				hay = f.String()
			}
			if !strings.Contains(hay, k.text) {
				return false, nil
			}
		}
		return true, nil
	}
}

// TestPasses reduces each testdata/passes/*.ll module with the predicate
// its header describes and compares the result with NAME.ll.golden
// (go test ./reduce -run TestPasses -update rewrites them).
func TestPasses(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("testdata", "passes", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test modules: %v", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".ll")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sp, err := parseSpec(string(src))
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			m, err := ir.Parse(file, src)
			if err != nil {
				t.Fatal(err)
			}
			before := m.String()
			got, st, err := Reduce(context.Background(), m, checked(t, sp.predicate()), Options{Jobs: 2, Passes: sp.passes})
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			if m.String() != before {
				t.Errorf("the input module was modified")
			}
			for _, p := range sp.expect {
				if st.ByPass[p] == 0 {
					t.Errorf("pass %s accepted nothing (by pass: %v)", p, st.ByPass)
				}
			}
			if st.FinalSize > st.StartSize {
				t.Errorf("size grew from %d to %d", st.StartSize, st.FinalSize)
			}
			out := got.String()
			golden := file + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if out != string(want) {
				t.Errorf("reduced module differs from %s (go test ./reduce -run 'TestPasses/%s$' -update)\n--- got:\n%s--- want:\n%s", golden, name, out, want)
			}
		})
	}
}

// checked wraps a predicate with the checks every candidate must pass:
// it parses back from its printed form and verifies.
func checked(t *testing.T, p Interesting) Interesting {
	return func(ctx context.Context, m *ir.Module) (bool, error) {
		if err := ir.Verify(m); err != nil {
			t.Errorf("the predicate got a module that does not verify: %v\n%s", err, m)
			return false, nil
		}
		return p(ctx, m)
	}
}

func TestReduceErrors(t *testing.T) {
	t.Parallel()
	m, err := ir.Parse("t.ll", []byte("define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	yes := func(context.Context, *ir.Module) (bool, error) { return true, nil }
	no := func(context.Context, *ir.Module) (bool, error) { return false, nil }
	boom := errors.New("boom")
	fail := func(context.Context, *ir.Module) (bool, error) { return false, boom }
	var calls atomic.Int32
	failLater := func(context.Context, *ir.Module) (bool, error) {
		if calls.Add(1) > 1 {
			return false, boom
		}
		return true, nil
	}
	for _, tc := range []struct {
		name string
		m    *ir.Module
		test Interesting
		opts Options
		want string
	}{
		{"nil module", nil, yes, Options{}, "nil module"},
		{"not interesting", m, no, Options{}, "not interesting"},
		{"predicate error on input", m, fail, Options{}, "boom"},
		{"predicate error later", m, failLater, Options{Jobs: 1}, "boom"},
		{"unknown pass", m, yes, Options{Passes: []string{"nope"}}, "unknown pass"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := Reduce(context.Background(), tc.m, tc.test, tc.opts)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

func TestReduceCancel(t *testing.T) {
	t.Parallel()
	m, err := ir.Parse("t.ll", []byte("define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  %z = mul i32 %y, 3\n  ret i32 %z\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	test := func(ctx context.Context, _ *ir.Module) (bool, error) {
		n++
		if n == 2 {
			cancel()
		}
		return true, ctx.Err()
	}
	got, _, err := Reduce(ctx, m, test, Options{Jobs: 1})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("got error %v, want context.Canceled", err)
	}
	if got == nil || ir.Verify(got) != nil {
		t.Fatalf("want the best module so far, got %v", got)
	}
}

func TestMaxTests(t *testing.T) {
	t.Parallel()
	m, err := ir.Parse("t.ll", []byte("define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  %z = mul i32 %y, 3\n  %w = sub i32 %z, %x\n  ret i32 %w\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	hasBody := func(_ context.Context, m *ir.Module) (bool, error) {
		f := m.Func("f")
		return f != nil && !f.IsDeclaration(), nil
	}
	got, st, err := Reduce(context.Background(), m, hasBody, Options{Jobs: 1, MaxTests: 3})
	if err != nil {
		t.Fatal(err)
	}
	if st.Tests != 3 {
		t.Errorf("got %d tests, want 3", st.Tests)
	}
	if Size(got) < 2 || ir.Verify(got) != nil {
		t.Errorf("want a valid, partly reduced module after 3 tests, got:\n%s", got)
	}
	full, _, err := Reduce(context.Background(), m, hasBody, Options{Jobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	if Size(full) != 1 {
		t.Errorf("without a budget the body should shrink to one ret, got:\n%s", full)
	}
}

func TestPassNames(t *testing.T) {
	t.Parallel()
	names := PassNames()
	if len(names) < 15 {
		t.Fatalf("only %d passes: %v", len(names), names)
	}
	for _, n := range names {
		if _, err := selectPasses([]string{n}); err != nil {
			t.Error(err)
		}
	}
	if len(slices.Compact(slices.Sorted(slices.Values(names)))) != len(names) {
		t.Errorf("duplicate pass names: %v", names)
	}
}

func TestComplexityOrder(t *testing.T) {
	t.Parallel()
	a := complexity{insts: 3, blocks: 9}
	b := complexity{insts: 4}
	if !a.less(b) || b.less(a) || a.less(a) {
		t.Errorf("order is not lexicographic with instructions first")
	}
	c := complexity{insts: 3, blocks: 9, score: 1}
	if !a.less(c) || c.less(a) {
		t.Errorf("score does not break ties")
	}
}
