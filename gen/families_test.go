package gen

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

// TestFamilyRowsByRelease: a release gets exactly the rows whose
// intrinsic it has.
func TestFamilyRowsByRelease(t *testing.T) {
	tests := []struct {
		llvm int
		name string
		want bool
	}{
		{14, "llvm.fptosi.sat", true}, {14, "llvm.powi", true}, {14, "llvm.ldexp", false}, {19, "llvm.ldexp", true},
		{14, "llvm.vector.extract", false}, {15, "llvm.vector.extract", true},
		{16, "llvm.experimental.vector.compress", false}, {19, "llvm.experimental.vector.compress", true},
		{16, "llvm.vector.reverse", false}, {22, "llvm.vector.reverse", true},
		{16, "llvm.allow.ubsan.check", false}, {19, "llvm.allow.runtime.check", true},
		{14, "llvm.stacksave", true}, {14, "llvm.experimental.constrained.fadd", true},
	}
	for _, tt := range tests {
		got := false
		for _, f := range familyRows(tt.llvm) {
			for _, r := range f.rows {
				got = got || r.name == tt.name
			}
		}
		if got != tt.want {
			t.Errorf("LLVM %d has row %s: %v, want %v", tt.llvm, tt.name, got, tt.want)
		}
	}
	for _, llvm := range []int{14, 22} {
		var names []string
		for _, f := range familyRows(llvm) {
			names = append(names, f.name)
		}
		if want := []string{"convert", "stack", "vector", "constrained"}; !slices.Equal(names, want) {
			t.Errorf("LLVM %d families %v, want %v", llvm, names, want)
		}
	}
}

// TestStrictFunctions: a function that calls a constrained intrinsic is
// strictfp, and so is every call it makes; no other function is.
func TestStrictFunctions(t *testing.T) {
	cfg := DefaultConfig()
	cfg.LLVM = 22
	cfg.Weights.Families = 30
	strict := 0
	for seed := range uint64(40) {
		m, err := Generate(seed, cfg)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m.Funcs {
			if f.IsDeclaration() {
				continue
			}
			constrained, calls, strictCalls := false, 0, 0
			for _, b := range f.Blocks {
				for _, i := range b.Instrs {
					if i.Op != ir.OpCall {
						continue
					}
					calls++
					if i.FnAttrs().Has("strictfp") {
						strictCalls++
					}
					if c, ok := i.Callee().(*ir.Function); ok && strings.HasPrefix(c.Name, "llvm.experimental.constrained.") {
						constrained = true
					}
				}
			}
			if constrained {
				strict++
			}
			if f.FnAttrs.Has("strictfp") != constrained || constrained && strictCalls != calls || !constrained && strictCalls > 0 {
				t.Errorf("seed %d @%s: constrained calls %v, strictfp %v, %d of %d calls strictfp",
					seed, f.Name, constrained, f.FnAttrs.Has("strictfp"), strictCalls, calls)
			}
		}
	}
	if strict == 0 {
		t.Error("no function calls a constrained intrinsic in 40 modules: the test cannot fail")
	}
}

// TestIntrinsicsKnown: every intrinsic the families emit is one the
// release knows: its opt gives each declaration the intrinsic's
// attributes (an unknown llvm.* name would be an ordinary external
// function without any, which llvm-as accepts as well).
func TestIntrinsicsKnown(t *testing.T) {
	for _, tc := range []struct {
		llvm int
		args []string
	}{{14, []string{"-opaque-pointers"}}, {19, nil}, {22, nil}} {
		t.Run(fmt.Sprintf("llvm%d", tc.llvm), func(t *testing.T) {
			opt := llvmbin.Tool(tc.llvm, "opt")
			if _, err := os.Stat(opt); err != nil {
				t.Skipf("LLVM %d's opt is not installed (%v)", tc.llvm, err)
			}
			cfg := DefaultConfig()
			cfg.LLVM = tc.llvm
			cfg.Weights.Families = 60
			dir := t.TempDir()
			seen := map[string]bool{}
			for seed := range uint64(6) {
				// (opt through native.Run in dir, on a file named
				// relative to it: the test run cache answers it.)
				file := fmt.Sprintf("%d.ll", seed)
				if err := os.WriteFile(filepath.Join(dir, file), []byte(generate(t, seed, cfg)), 0o644); err != nil {
					t.Fatal(err)
				}
				argv := append(append([]string{opt}, tc.args...), "-S", "-passes=verify", file)
				r := native.Run(context.Background(), native.Limits{Timeout: time.Minute}, dir, argv...)
				out := append(append([]byte{}, r.Stdout...), r.Stderr...)
				if !r.OK() {
					t.Fatalf("seed %d: %s: %s\n%s", seed, opt, r.Describe(), out)
				}
				prev := ""
				sc := bufio.NewScanner(strings.NewReader(string(out)))
				for sc.Scan() {
					line := sc.Text()
					if strings.HasPrefix(line, "declare ") && strings.Contains(line, "@llvm.") {
						name := line[strings.Index(line, "@llvm.")+1:]
						name = name[:strings.IndexByte(name, '(')]
						seen[ir.IntrinsicBase(name)] = true
						if !strings.Contains(prev, "Function Attrs") {
							t.Errorf("seed %d: LLVM %d does not know %s (repro: irfuzz gen --seed %d --llvm %d)", seed, tc.llvm, name, seed, tc.llvm)
						}
					}
					prev = line
				}
			}
			for _, f := range familyRows(tc.llvm) {
				for _, r := range f.rows {
					if !seen[r.name] {
						t.Logf("LLVM %d: %s not emitted in 6 modules", tc.llvm, r.name)
					}
				}
			}
		})
	}
}

// TestAvoidCompressStrict: under compress-strict no float vector is
// compressed; without it some is (so the test can fail).
func TestAvoidCompressStrict(t *testing.T) {
	floatCompress := regexp.MustCompile(`@llvm\.experimental\.vector\.compress\.v\d+f\d+`)
	cfg := DefaultConfig()
	cfg.LLVM = 22
	cfg.Weights.Families = 30
	avoid := cfg
	avoid.Avoid = []string{"compress-strict"}
	saw := false
	for seed := range uint64(40) {
		saw = saw || floatCompress.MatchString(generate(t, seed, cfg))
		if floatCompress.MatchString(generate(t, seed, avoid)) {
			t.Errorf("seed %d: a float vector compress under compress-strict", seed)
		}
	}
	if !saw {
		t.Error("no float vector compress in 40 modules: the test cannot fail")
	}
}

// TestConstrainedShapes checks that ir knows the shape of every
// constrained intrinsic the generator may call.
func TestConstrainedShapes(t *testing.T) {
	for _, name := range constrainedRows {
		if _, _, ok := ir.ConstrainedShape(strings.TrimPrefix(name, "llvm.experimental.constrained.")); !ok {
			t.Errorf("%s: ir.ConstrainedShape does not know it", name)
		}
	}
}
