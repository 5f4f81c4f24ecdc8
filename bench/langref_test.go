package bench

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var updateLangref = flag.Bool("update-langref", false, "rewrite testdata/langref/counts.golden from this run")

// TestLangrefCoverage holds the Language Reference's intrinsic coverage:
// the Syntax blocks (testdata/langref/syntax.txt, written by `irfuzz
// bench langref --write-syntax` from the seeds' Language Reference) are
// instantiated and run by irfuzz alone, and no family's count of programs
// irfuzz parses or executes may go below counts.golden. A count that goes
// up asks for the golden to be rewritten (-update-langref), so the table
// in README.md can follow.
func TestLangrefCoverage(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "langref", "syntax.txt"))
	if err != nil {
		t.Fatal(err)
	}
	in, err := ReadLangrefSyntax(text)
	if err != nil {
		t.Fatal(err)
	}
	sts, err := RunLangref(context.Background(), LangrefConfig{}, in)
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	for _, r := range LangrefTable(sts) {
		fmt.Fprintf(&got, "%s\tdocumented %d\tn/a %d\tparses %d\texecutes %d\n", r.Family, r.Documented, r.NA, r.Parses, r.Executes)
	}
	golden := filepath.Join("testdata", "langref", "counts.golden")
	if *updateLangref {
		if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	wantText, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]int{}
	for _, l := range strings.Split(strings.TrimSpace(string(wantText)), "\n") {
		f := strings.Split(l, "\t")
		var c []int
		for _, x := range f[1:] {
			var n int
			_, _ = fmt.Sscanf(x[strings.LastIndexByte(x, ' ')+1:], "%d", &n)
			c = append(c, n)
		}
		want[f[0]] = c
	}
	names := []string{"documented", "n/a", "parses", "executes"}
	for _, r := range LangrefTable(sts) {
		w, ok := want[r.Family]
		if !ok {
			t.Errorf("family %q is not in %s (rewrite it with -update-langref)", r.Family, golden)
			continue
		}
		g := []int{r.Documented, r.NA, r.Parses, r.Executes}
		for i := range g {
			switch {
			case i >= 2 && g[i] < w[i]:
				t.Errorf("%s: %s went down from %d to %d", r.Family, names[i], w[i], g[i])
			case g[i] != w[i]:
				t.Logf("%s: %s is %d, the golden says %d (rewrite it with -update-langref)", r.Family, names[i], g[i], w[i])
			}
		}
	}
	if t.Failed() {
		for _, st := range sts {
			if st.Program != "" && !st.Executes {
				t.Logf("%s: %s", st.Intrinsic.Name, st.Why)
			}
		}
	}
}

// FuzzLangrefSyntax feeds ReadLangrefSyntax, InstantiateLangref and
// ParseLangref arbitrary text: none may panic, and every program made
// must be one irfuzz's parser reads without panicking.
func FuzzLangrefSyntax(f *testing.F) {
	f.Add("= llvm.vp.add.*\tfam\ndeclare <16 x i32> @llvm.vp.add.v16i32 (<16 x i32> <left_op>, <16 x i32> <right_op>, <16 x i1> <mask>, i32 <vector_length>)\n")
	f.Add("= llvm.x\tf\ndeclare <type> @llvm.experimental.constrained.fptoui(<type> <value>, metadata <exception behavior>)\n")
	f.Add("= llvm.y\tf\ndeclare {i32, i1} @llvm.z(ptr addrspace(1) %p, [2 x i8] %a, ...)\n")
	f.Add("内联函数¶\n‘llvm.a\n’ 内建函数¶\n语法:¶\ndeclare i32 @llvm.a(i32 %x,\ni32 %y)\n")
	f.Fuzz(func(t *testing.T, text string) {
		_ = ParseLangref([]byte(text))
		in, err := ReadLangrefSyntax([]byte(text))
		if err != nil {
			return
		}
		for _, x := range in {
			st := LangrefStatus{Intrinsic: x}
			prog, err := InstantiateLangref(x)
			if err != nil {
				continue
			}
			st.Program = prog
			runIrfuzzLangref(&st)
		}
	})
}
