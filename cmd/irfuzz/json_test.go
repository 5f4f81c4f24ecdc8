package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/faketools"
)

// jsonAt returns the value at path in a decoded JSON document: keys and
// array indexes separated by dots ("findings.0.kind"); "#" after a path
// is the length of the array or object there.
func jsonAt(v any, path string) (any, error) {
	if path == "" {
		return v, nil
	}
	for _, k := range strings.Split(path, ".") {
		switch x := v.(type) {
		case map[string]any:
			if k == "#" {
				return float64(len(x)), nil
			}
			e, ok := x[k]
			if !ok {
				return nil, fmt.Errorf("no key %q", k)
			}
			v = e
		case []any:
			if k == "#" {
				return float64(len(x)), nil
			}
			i, err := strconv.Atoi(k)
			if err != nil || i < 0 || i >= len(x) {
				return nil, fmt.Errorf("no index %q in an array of %d", k, len(x))
			}
			v = x[i]
		default:
			return nil, fmt.Errorf("%q: not an object or array", k)
		}
	}
	return v, nil
}

// jsonCase is one command run with --json: its exit code, and the values
// expected at paths of its output (compared as fmt.Sprint prints them;
// "*" only asks that the path exists and is not empty).
type jsonCase struct {
	name string
	args []string
	code int
	want map[string]string
}

// runJSONCases runs each case and checks that stdout is one JSON document
// with the expected values.
func runJSONCases(t *testing.T, cases []jsonCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runCmd(tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d\nstderr:\n%s", code, tc.code, stderr)
			}
			checkJSONOutput(t, stdout, tc.want)
		})
	}
}

// checkJSONOutput decodes stdout (which must hold one JSON document and nothing
// else) and checks the values at the paths of want.
func checkJSONOutput(t *testing.T, stdout string, want map[string]string) map[string]any {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(stdout))
	var doc map[string]any
	if err := dec.Decode(&doc); err != nil {
		t.Fatalf("stdout is not a JSON object: %v\n%s", err, stdout)
	}
	if dec.More() {
		t.Errorf("stdout holds more than one JSON document:\n%s", stdout)
	}
	for path, w := range want {
		v, err := jsonAt(doc, path)
		if err != nil {
			t.Errorf("%s: %v\n%s", path, err, stdout)
			continue
		}
		got := fmt.Sprint(v)
		if w == "*" {
			if got == "" || got == "<nil>" {
				t.Errorf("%s is empty\n%s", path, stdout)
			}
		} else if got != w {
			t.Errorf("%s = %s, want %s", path, got, w)
		}
	}
	return doc
}

// writeFile writes text to dir/name and returns the path.
func writeFile(t *testing.T, dir, name, text string, mode os.FileMode) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), mode); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestJSON covers --json of the commands that need no LLVM, with their
// exit codes.
func TestJSON(t *testing.T) {
	dir := t.TempDir()
	div := writeFile(t, dir, "div.ll", "define i32 @f(i32 %a, i32 %b) {\nentry:\n  %q = sdiv i32 %a, %b\n  ret i32 %q\n}\n", 0o644)
	loop := writeFile(t, dir, "loop.ll", "define i32 @f() {\nentry:\n  br label %l\nl:\n  br label %l\n}\n", 0o644)
	pair := writeFile(t, dir, "pair.ll", "define i8 @src(i8 %x) {\n  %a = add nsw i8 %x, 1\n  ret i8 %a\n}\ndefine i8 @tgt(i8 %x) {\n  %a = add i8 %x, 1\n  ret i8 %a\n}\n", 0o644)
	bad := writeFile(t, dir, "bad.ll", "define i8 @src(i8 %x) {\n  %a = add i8 %x, 1\n  ret i8 %a\n}\ndefine i8 @tgt(i8 %x) {\n  %a = add nsw i8 %x, 1\n  ret i8 %a\n}\n", 0o644)
	mem := writeFile(t, dir, "mem.ll", "define void @src(ptr %p) {\n  store i8 3, ptr %p\n  ret void\n}\ndefine void @tgt(ptr %p) {\n  ret void\n}\n", 0o644)
	ubOnly := writeFile(t, dir, "ub.ll", "define i8 @src(i8 %x) {\n  unreachable\n}\ndefine i8 @tgt(i8 %x) {\n  ret i8 0\n}\n", 0o644)
	big := writeFile(t, dir, "big.ll", "define i32 @f(i32 %x) {\n  %a = add i32 %x, 1\n  %b = mul i32 %a, 3\n  %c = call i32 @llvm.ctpop.i32(i32 %b)\n  ret i32 %c\n}\ndeclare i32 @llvm.ctpop.i32(i32)\n", 0o644)
	script := writeFile(t, dir, "interesting.sh", "#!/bin/sh\ngrep -q ctpop \"$1\"\n", 0o755)
	reduced := filepath.Join(dir, "reduced.ll")
	shard := "../../reports/testdata/campaign/shard0"
	runJSONCases(t, []jsonCase{
		{"verify ok", []string{"verify", "--json", "testdata/good.ll"}, exitOK, map[string]string{"ok": "true", "problems.#": "0"}},
		{"verify rejects", []string{"verify", "testdata/unverifiable.ll", "--json"}, exitNo, map[string]string{"ok": "false", "problems.0.line": "11", "problems.0.function": "@f"}},
		{"exec value", []string{"exec", "--json", div, "7", "-2"}, exitOK, map[string]string{"function": "@f", "mode": "abstract", "outcomes.0.kind": "returned", "outcomes.0.value": "i32 -3"}},
		{"exec ub", []string{"exec", "--json", div, "7", "0"}, exitNo, map[string]string{"outcomes.0.kind": "ub", "outcomes.0.ub": "division by zero", "outcomes.0.where": "@f %entry %q"}},
		{"exec concrete", []string{"exec", "--json", "--concrete", div, "poison", "1"}, exitOK, map[string]string{"mode": "concrete", "outcomes.0.value": "i32 poison"}},
		{"exec no result", []string{"exec", "--json", "--max-steps", "100", loop}, exitUsage, map[string]string{"outcomes.0.kind": "no-result", "outcomes.0.reason": "*"}},
		{"refine correct", []string{"refine", "--json", pair}, exitOK, map[string]string{"verdict": "correct", "pairs.0.correct": "true", "pairs.0.tried": "*"}},
		{"refine incorrect", []string{"refine", "--json", bad}, exitNo, map[string]string{"verdict": "incorrect", "pairs.0.input.0": "i8 127", "pairs.0.target": "i8 poison"}},
		{"refine memory", []string{"refine", "--json", mem}, exitNo, map[string]string{"pairs.0.memory.0.object": "%arg0", "pairs.0.memory.0.offset": "0", "pairs.0.memory.0.source": "03", "pairs.0.memory.0.target": "*"}},
		{"exec argument object", []string{"exec", "--json", mem, "-f", "src", "[2 x i8] <00 ff>"}, exitOK, map[string]string{"outcomes.0.objects.%arg0": "[2 x i8] <03 ff>"}},
		{"refine inconclusive", []string{"refine", "--json", ubOnly}, exitUsage, map[string]string{"verdict": "inconclusive", "pairs.0.inconclusive": "*"}},
		{"reduce script", []string{"reduce", "--json", big, "--test", script, "--jobs", "1"}, exitOK, map[string]string{"input": big, "stats.start_size": "4", "stats.final_size": "*", "module": "*"}},
		{"reduce script -o", []string{"reduce", "--json", big, "--test", script, "-o", reduced}, exitOK, map[string]string{"output": reduced, "stats.tests": "*"}},
		{"report --json", []string{"report", "--json", shard}, exitOK, map[string]string{"dirs.0": shard, "modules": "*"}},
		{"report --format json", []string{"report", "--format", "json", shard}, exitOK, map[string]string{"shards.#": "1"}},
	})
	if data, err := os.ReadFile(reduced); err != nil || !strings.Contains(string(data), "ctpop") {
		t.Errorf("reduce -o wrote %q (%v)", data, err)
	}
	// Usage errors stay exit 2 with nothing on stdout.
	for _, args := range [][]string{
		{"verify", "--json", "testdata/syntax.ll"},
		{"exec", "--json", div, "x", "1"},
		{"refine", "--json", "testdata/no-such.ll"},
		{"report", "--json", "--format", "md", shard},
		{"fuzz", "--json", "--shard", "3/2"},
		{"fuzz", "--json", "--resume", dir},
		{"check", "--json", "testdata/no-such.ll"},
		{"blame", "--json", "testdata/no-such-finding"},
		{"reduce", "--json", "testdata/no-such-finding"},
		{"bench", "parse", "--json", "--reps", "0"},
	} {
		code, stdout, stderr := runCmd(args...)
		if code != exitUsage || stdout != "" || stderr == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2, nothing, an error", args, code, stdout, stderr)
		}
	}
	// doctor: exit 2 exactly when something is missing.
	code, stdout, _ := runCmd("doctor", "--json")
	doc := checkJSONOutput(t, stdout, map[string]string{"checks.0.what": "*"})
	if ok := doc["ok"] == true; ok != (code == exitOK) || (!ok && code != exitUsage) {
		t.Errorf("doctor --json: exit %d with ok %v", code, doc["ok"])
	}
}

// TestJSONOracle covers --json of check, blame, reduce and fuzz, with an
// opt that turns `add i32` into `sub i32` at -opt-bisect-limit 1 and
// above (so that the first pass is to blame): check finds an IR-level
// miscompile (exit 1), blame names the pass, reduce shrinks it. The
// broken opts are in-process (faketools.Opt, with llc for the
// compile-only sparcv9): the JSON of each command is under test; the
// clean check and the plain fuzz run on the real LLVM 19.
func TestJSONOracle(t *testing.T) {
	t.Parallel()
	needLLVM19(t)
	dir := t.TempDir()
	inProcess := func(opt faketools.Opt) string {
		tc, remove, err := faketools.InProcessToolchain(19, opt.Run, faketools.Llc{}.Run)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(remove)
		return tc.Dir
	}
	fake := inProcess(faketools.Opt{From: 1, Edit: func(s string) string { return strings.ReplaceAll(s, "add i32", "sub i32") }})
	mod := writeFile(t, dir, "m.ll", "define i32 @f(i32 %x, i32 %y) {\n  %m = mul i32 %x, 3\n  %a = add i32 %x, %y\n  %r = xor i32 %a, %m\n  ret i32 %r\n}\n", 0o644)
	out := filepath.Join(dir, "out")
	oracleArgs := []string{"--pipelines", "O2", "--targets", "x86_64", "--levels", "O0"}
	fakeArgs := []string{"--pipelines", "O2", "--targets", "sparcv9", "--levels", "O0"}
	check := append([]string{"check", "--json", mod, "--llvm-bin", fake, "--out", out}, fakeArgs...)
	runJSONCases(t, []jsonCase{
		{"check finds", check, exitNo, map[string]string{"tests": "1", "findings.#": "1", "findings.0.kind": "ir-miscompile", "findings.0.function": "f", "findings.0.seen_before": "false", "findings.0.dir": "*"}},
		{"check again", check, exitNo, map[string]string{"findings.0.seen_before": "true"}},
		{"check clean", append([]string{"check", "--json", mod, "--llvm", "19", "--out", filepath.Join(dir, "clean")}, oracleArgs...), exitOK, map[string]string{"findings.#": "0", "llvm": "*"}},
	})
	finding, err := filepath.Glob(filepath.Join(out, "ir-miscompile-*"))
	if err != nil || len(finding) != 1 {
		t.Fatalf("finding directories %v (%v)", finding, err)
	}
	fuzzOut := filepath.Join(dir, "fuzz")
	// An opt whose every integer result is 1: the generated module shows it.
	retOne := regexp.MustCompile(`(?m)^  ret (i[0-9]+) .*`)
	ones := inProcess(faketools.Opt{Edit: func(s string) string { return retOne.ReplaceAllString(s, "  ret $1 1") }})
	runJSONCases(t, []jsonCase{
		{"blame", []string{"blame", "--json", finding[0], "--llvm-bin", fake}, exitOK, map[string]string{"kind": "ir-miscompile", "pass": "*", "finding": finding[0]}},
		{"reduce finding", []string{"reduce", "--json", finding[0], "--llvm-bin", fake, "-o", filepath.Join(dir, "reduced")}, exitOK,
			map[string]string{"reproduces": "true", "stats.start_size": "4", "files.0": filepath.Join(dir, "reduced", "reduced.ll")}},
		{"fuzz", append([]string{"fuzz", "--json", "--llvm", "19", "--modules", "1", "--batch", "4", "--jobs", "1", "--seed", "3", "--out", fuzzOut}, oracleArgs...), exitOK,
			map[string]string{"modules": "1", "next_module": "1", "runs": "1", "shard": "0/1", "seed": "3"}},
		{"fuzz finding", append([]string{"fuzz", "--json", "--llvm-bin", ones, "--modules", "1", "--batch", "4", "--jobs", "1", "--seed", "3", "--no-blame", "--out", filepath.Join(dir, "fuzz-fake")}, fakeArgs...), exitNo,
			map[string]string{"modules": "1", "by_kind.ir-miscompile": "*"}},
	})
}

// TestJSONBench covers --json of the benchmarks on tiny workloads.
func TestJSONBench(t *testing.T) {
	for _, tool := range []string{"llvm-stress-19", "llvm-as-19", "lli-19"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed (scripts/deps.sh installs it)", tool)
		}
	}
	prog := writeFile(t, t.TempDir(), "tiny.ll", "define i32 @main() {\nentry:\n  br label %l\nl:\n  %i = phi i32 [ 0, %entry ], [ %n, %l ]\n  %n = add i32 %i, 1\n  %c = icmp ult i32 %n, 1000\n  br i1 %c, label %l, label %e\ne:\n  ret i32 42\n}\n", 0o644)
	runJSONCases(t, []jsonCase{
		{"parse", []string{"bench", "parse", "--json", "--size", "200", "--reps", "1"}, exitOK, map[string]string{"benchmark": "parse", "figures.ratio": "*", "result.Bytes": "*"}},
		{"gen", []string{"bench", "gen", "--json", "--modules", "2", "--reps", "1"}, exitOK, map[string]string{"benchmark": "gen", "figures.ratio": "*"}},
		{"interp", []string{"bench", "interp", "--json", "--reps", "1", "--floor", "0", prog}, exitOK, map[string]string{"benchmark": "interp", "figures.tiny": "*", "result.Rows.0.Result": "42"}},
		{"interp below floor", []string{"bench", "interp", "--json", "--reps", "1", "--floor", "1e9", prog}, exitNo, map[string]string{"failures.#": "1"}},
	})
}

// TestCheckNotJudgedJSON: a module checked but not judged says why in
// --json (not_judged), not only as "inputs": 0: a program whose source
// has UB, and a module whose one function is UB on every input.
func TestCheckNotJudgedJSON(t *testing.T) {
	needLLVM19(t)
	dir := t.TempDir()
	prog := writeFile(t, dir, "p.ll", "declare i64 @strlen(ptr)\ndefine i32 @main() {\n  %n = call i64 @strlen(ptr null)\n  ret i32 0\n}\n", 0o644)
	fn := writeFile(t, dir, "f.ll", "define i32 @f(i32 %x) {\n  unreachable\n}\n", 0o644)
	flags := []string{"--llvm", "19", "--pipelines", "O2", "--targets", "x86_64", "--levels", "O0", "--json"}
	for _, tc := range []struct{ name, file, want string }{
		{"program", prog, "the source: UB: null pointer access"},
		{"functions", fn, "@f has no input the source defines: UB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runCmd(append([]string{"check", tc.file, "--out", filepath.Join(dir, tc.name)}, flags...)...)
			if code != exitOK {
				t.Fatalf("exit %d\n%s", code, stderr)
			}
			doc := checkJSONOutput(t, stdout, nil)
			if got := fmt.Sprint(doc["not_judged"]); !strings.HasPrefix(got, tc.want) {
				t.Errorf("not_judged = %q, want it to begin %q", got, tc.want)
			}
		})
	}
}
