package release_test

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/release"
)

var update = flag.Bool("update", false, "write passnames.tsv again from the installed LLVM 22")

var bin22 = llvmbin.Dir(22)

var (
	reOptBisect = regexp.MustCompile(`^BISECT: (?:NOT )?running pass \(\d+\) (.+?) on `)
	reOptRun    = regexp.MustCompile(`^Running pass: (.+?) on `)
	reLlcExec   = regexp.MustCompile(`Executing Pass '(.+?)' on `)
)

// pairsOf reads the pairs (pipeline argument, old name) from a tool's
// stderr with -opt-bisect-limit and the pass manager's debug output: opt
// prints the class after each BISECT line, llc the description before.
func pairsOf(log string, llc bool, into map[string]map[string]bool) {
	tool := "opt"
	if llc {
		tool = "llc"
	}
	lines := strings.Split(log, "\n")
	for i, l := range lines {
		m := reOptBisect.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		var old []string
		switch {
		case llc && i > 0:
			old = reLlcExec.FindStringSubmatch(lines[i-1])
		case !llc && i+1 < len(lines):
			old = reOptRun.FindStringSubmatch(lines[i+1])
		}
		if old == nil || old[1] == m[1] {
			continue
		}
		key := tool + "\t" + m[1]
		if into[key] == nil {
			into[key] = map[string]bool{}
		}
		into[key][old[1]] = true
	}
}

// harvest runs opt and llc of LLVM 22 on the modules and returns what
// they name each pass.
func harvest(t *testing.T, files, pipelines []string, llcRuns [][]string) map[string]map[string]bool {
	t.Helper()
	pairs := map[string]map[string]bool{}
	for _, f := range files {
		for _, p := range pipelines {
			out, _ := toolRun(filepath.Join(bin22, "opt"), "-passes="+p, "-opt-bisect-limit=1000000000",
				"-debug-pass-manager", "-disable-output", f)
			pairsOf(string(out), false, pairs)
		}
		for _, args := range llcRuns {
			argv := append(slices.Clone(args), "-opt-bisect-limit=1000000000", "-debug-pass=Executions", "-o", os.DevNull, f)
			out, _ := toolRun(filepath.Join(bin22, "llc"), argv...)
			pairsOf(string(out), true, pairs)
		}
	}
	return pairs
}

// genModules writes n generated modules to dir.
func genModules(t *testing.T, dir string, n int) []string {
	t.Helper()
	var files []string
	for s := range n {
		m, err := gen.Generate(uint64(1000+s), gen.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		f := filepath.Join(dir, fmt.Sprintf("g%d.ll", s))
		if err := os.WriteFile(f, []byte(m.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

var llcTargets = [][]string{
	{"-mtriple=x86_64-unknown-linux-gnu", "-O0"},
	{"-mtriple=x86_64-unknown-linux-gnu", "-O2"},
	{"-mtriple=x86_64-unknown-linux-gnu", "-O2", "-global-isel"},
	{"-mtriple=aarch64-unknown-linux-gnu", "-O0"},
	{"-mtriple=aarch64-unknown-linux-gnu", "-O0", "-global-isel=0"},
	{"-mtriple=aarch64-unknown-linux-gnu", "-O2"},
	{"-mtriple=aarch64-unknown-linux-gnu", "-O2", "-global-isel"},
	{"-mtriple=riscv64-unknown-linux-gnu", "-O2", "-mattr=+v"},
	{"-mtriple=powerpc64le-unknown-linux-gnu", "-O2"},
	{"-mtriple=s390x-unknown-linux-gnu", "-O2"},
	{"-mtriple=i686-unknown-linux-gnu", "-O2"},
	{"-mtriple=armv7-unknown-linux-gnueabihf", "-O2"},
	{"-mtriple=mips64el-unknown-linux-gnuabi64", "-O2"},
	{"-mtriple=wasm32-wasi", "-O2"},
	{"-mtriple=nvptx64", "-O2"},
	{"-mtriple=hexagon", "-O2"},
	{"-mtriple=loongarch64", "-O2"},
	{"-mtriple=sparcv9", "-O2"},
	{"-mtriple=bpf", "-O2"},
	{"-mtriple=msp430", "-O2"},
}

// TestPassNames checks that every pass LLVM 22 names by its argument on
// a few generated modules has its old name in the table, and with
// -update writes the table from a wider harvest (the corpus, more
// modules, every pipeline and target).
func TestPassNames(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat(filepath.Join(bin22, "opt")); err != nil {
		t.Skip("LLVM 22 is not installed (" + bin22 + "/opt): nothing to check the pass-name table against")
	}
	dir := t.TempDir()
	if !*update {
		files := genModules(t, dir, 3)
		pairs := harvest(t, files, []string{"default<O2>", "default<O3>"}, [][]string{llcTargets[1], llcTargets[5], llcTargets[6]})
		if len(pairs) < 50 {
			t.Fatalf("LLVM 22 named only %d passes by argument: is -debug-pass-manager still printing class names?", len(pairs))
		}
		for key, olds := range pairs {
			tool, arg, _ := strings.Cut(key, "\t")
			got := release.CanonicalPass(22, tool, arg)
			if !olds[got] {
				t.Errorf("LLVM 22's %q: table gives %q, the tool names it %v (go test ./release -run TestPassNames -update)", arg, got, keys(olds))
			}
		}
		return
	}
	files := genModules(t, dir, 24)
	cases, _ := filepath.Glob("../corpus/cases/*.ll")
	files = append(files, cases...)
	pairs := harvest(t, files, []string{"default<O1>", "default<O2>", "default<O3>", "default<Os>", "default<Oz>"}, llcTargets)
	var b strings.Builder
	b.WriteString("# The tool (opt, llc), LLVM 22's -opt-bisect-limit pass argument, then the name LLVM 14-21 print for the pass.\n")
	b.WriteString("# Written by `go test ./release -run TestPassNames -update` from LLVM " + version(t) + ".\n")
	for _, arg := range sortedKeys(pairs) {
		olds := keys(pairs[arg])
		if len(olds) > 1 {
			t.Logf("%s has several names: %v (keeping %q)", arg, olds, olds[0])
		}
		fmt.Fprintf(&b, "%s\t%s\n", arg, olds[0])
	}
	if err := os.WriteFile("passnames.tsv", []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %d pass names", len(pairs))
}

func version(t *testing.T) string {
	out, err := exec.Command(filepath.Join(bin22, "opt"), "--version").Output()
	if err != nil {
		t.Fatal(err)
	}
	if m := regexp.MustCompile(`LLVM version (\S+)`).FindSubmatch(out); m != nil {
		return string(m[1])
	}
	return "?"
}

func keys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
