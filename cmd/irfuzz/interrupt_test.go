package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/native"
)

// TestMain runs the command line in IRFUZZ_TEST_RUN (arguments separated
// by newlines) instead of the tests when it is set: a test starts the
// test binary that way to send the command a signal. With
// IRFUZZ_TEST_AS_IRFUZZ=1 the test binary is irfuzz itself, its
// arguments the command line (selfScript: the irfuzz of a script that a
// tool under test runs), instead of a `go build` of it.
func TestMain(m *testing.M) {
	if args := os.Getenv("IRFUZZ_TEST_RUN"); args != "" {
		os.Exit(run(strings.Split(args, "\n"), os.Stdout, os.Stderr))
	}
	if os.Getenv("IRFUZZ_TEST_AS_IRFUZZ") == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// selfScript writes an executable script that runs this test binary as
// irfuzz (TestMain) with the script's arguments, and returns its path.
func selfScript(t *testing.T) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	path := filepath.Join(t.TempDir(), "irfuzz")
	script := "#!/bin/sh\nIRFUZZ_TEST_AS_IRFUZZ=1 exec " + native.ShellQuote(exe) + " \"$@\"\n"
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// interrupted runs irfuzz with args in a process of its own (the test
// binary, see TestMain), sends it SIGINT after wait, and returns its exit
// code, its output and how long it took to exit after the signal. It
// fails the test when the command ended before the signal, or when it is
// still running 10 s after it.
func interrupted(t *testing.T, wait time.Duration, args ...string) (code int, stdout, stderr string, took time.Duration) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	cmd := exec.Command(exe)
	// (the run cache off: a command answered from it could end before
	// the signal)
	cmd.Env = append(os.Environ(), "IRFUZZ_TEST_RUN="+strings.Join(args, "\n"), "IRFUZZ_TOOL_CACHE=off")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
		t.Fatalf("irfuzz %s ended (exit %d) before the signal, after %v: make it longer\nstdout: %s\nstderr: %s",
			strings.Join(args, " "), cmd.ProcessState.ExitCode(), wait, out.String(), errb.String())
	case <-time.After(wait):
	}
	sent := time.Now()
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatalf("irfuzz %s still running 10 s after SIGINT\nstdout: %s\nstderr: %s", strings.Join(args, " "), out.String(), errb.String())
	}
	took = time.Since(sent)
	t.Logf("irfuzz %s: exit %d, %v after SIGINT", args[0], cmd.ProcessState.ExitCode(), took.Round(time.Millisecond))
	return cmd.ProcessState.ExitCode(), out.String(), errb.String(), took
}

// checkInterrupted checks an interrupted command's exit: within 5 s of
// the signal, exit code 3, and want in its output (stdout, then stderr).
func checkInterrupted(t *testing.T, code int, stdout, stderr string, took time.Duration, want ...string) {
	t.Helper()
	if took > 5*time.Second {
		t.Errorf("exited %v after SIGINT, want within 5 s", took)
	}
	if code != exitInterrupted {
		t.Errorf("exit %d, want %d\nstderr: %s", code, exitInterrupted, stderr)
	}
	for _, w := range want {
		if !strings.Contains(stdout+stderr, w) {
			t.Errorf("output lacks %q\nstdout: %s\nstderr: %s", w, stdout, stderr)
		}
	}
}

// heavyInterrupt skips, under -short, an interruption test whose command
// runs real LLVM with the run cache off until the signal (a second or
// more of CPU each): -short keeps the reduce, refine --manifest and
// check --json interruptions, which cross the same signal handling; the
// full suite runs them all.
func heavyInterrupt(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("a heavy interruption test: the full suite runs it")
	}
}

// TestRefineManifestSIGINT: the manifest mode, sent SIGINT while tests
// loop, prints the tallies of the tests done.
func TestRefineManifestSIGINT(t *testing.T) {
	t.Parallel() // waits on a process of its own
	code, stdout, stderr, took := interrupted(t, time.Second, "refine", "--manifest", loopManifest(t, 3, 20))
	checkInterrupted(t, code, stdout, stderr, took, "interrupted: the tallies of the 3 of 23 tests checked", "false alarms: 0 of 3 correct tests")
}

// corpusCases returns n of the corpus's native miscompile cases.
func corpusCases(t *testing.T, n int) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "..", "corpus", "cases", "native-miscompile-*.ll"))
	if len(files) < n {
		t.Skipf("%d native miscompile cases in the corpus, want %d", len(files), n)
	}
	return files[:n]
}

// TestCheckSIGINT: check, sent SIGINT amid a dozen modules, prints what
// it checked.
func TestCheckSIGINT(t *testing.T) {
	heavyInterrupt(t)
	t.Parallel() // waits on a process of its own
	needLLVM19(t)
	args := append([]string{"check", "--llvm", "19", "--no-blame", "--out", t.TempDir()}, corpusCases(t, 12)...)
	code, stdout, stderr, took := interrupted(t, 2*time.Second, args...)
	checkInterrupted(t, code, stdout, stderr, took, "irfuzz check: interrupted after")
}

// TestFuzzSIGINT: a fuzzing campaign, sent SIGINT, prints its summary.
func TestFuzzSIGINT(t *testing.T) {
	heavyInterrupt(t)
	t.Parallel() // waits on a process of its own
	needLLVM19(t)
	out := t.TempDir()
	code, stdout, stderr, took := interrupted(t, 3*time.Second, "fuzz", "--llvm", "19", "--jobs", "1", "--duration", "5m", "--no-blame", "--out", out)
	checkInterrupted(t, code, stdout, stderr, took, "irfuzz fuzz: interrupted", "--resume "+out)
}

// TestCorpusCheckSIGINT: corpus check, sent SIGINT, prints the table of
// the results until then, the cases it did not reach skipped.
func TestCorpusCheckSIGINT(t *testing.T) {
	heavyInterrupt(t)
	t.Parallel() // waits on a process of its own
	needLLVM19(t)
	code, stdout, stderr, took := interrupted(t, 2*time.Second, "corpus", "check", filepath.Join("..", "..", "corpus", "cases"), "--llvm", "19", "--jobs", "1")
	checkInterrupted(t, code, stdout, stderr, took, "corpus check: interrupted", "skipped")
}

// TestReduceSIGINT: a reduction with a slow interestingness script, sent
// SIGINT, prints the smallest module found until then.
func TestReduceSIGINT(t *testing.T) {
	t.Parallel() // waits on a process of its own
	dir := t.TempDir()
	var mod strings.Builder
	mod.WriteString("define i32 @f(i32 %x) {\n  %v0 = add i32 %x, 1\n")
	for i := 1; i < 200; i++ {
		mod.WriteString("  %v" + itoa(i) + " = mul i32 %v" + itoa(i-1) + ", 3\n")
	}
	mod.WriteString("  ret i32 %v199\n}\n")
	file := writeFile(t, dir, "big.ll", mod.String(), 0o644)
	script := writeFile(t, dir, "slow.sh", "#!/bin/sh\nsleep 0.3\nfor f; do :; done\ngrep -q ' mul ' \"$f\"\n", 0o755)
	code, stdout, stderr, took := interrupted(t, 2*time.Second, "reduce", file, "--test", script, "--jobs", "1")
	checkInterrupted(t, code, stdout, stderr, took, "irfuzz reduce: interrupted", "define i32 @f")
}

func itoa(i int) string { return strconv.Itoa(i) }

// TestCheckJSONSIGINT: check --json of a program whose interpretation
// outlasts the signal still prints its JSON document, which says it was
// interrupted and why the program was not judged.
func TestCheckJSONSIGINT(t *testing.T) {
	t.Parallel() // waits on a process of its own
	needLLVM19(t)
	dir := t.TempDir()
	slow := writeFile(t, dir, "slow.ll", `define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %s = phi i32 [ 0, %entry ], [ %t, %loop ]
  %m = mul i32 %s, 31
  %t = add i32 %m, %i
  %n = add i32 %i, 1
  %c = icmp ult i32 %n, 400000000
  br i1 %c, label %loop, label %done
done:
  %r = and i32 %t, 1
  ret i32 %r
}
`, 0o644)
	code, stdout, stderr, took := interrupted(t, time.Second, "check", "--llvm", "19", "--json", "--no-blame", "--pipelines", "O2", "--targets", "x86_64", "--out", filepath.Join(dir, "out"), slow)
	checkInterrupted(t, code, stdout, stderr, took)
	doc := checkJSONOutput(t, stdout, map[string]string{"interrupted": "true"})
	if nj := fmt.Sprint(doc["not_judged"]); !strings.HasPrefix(nj, "interrupted by SIGINT/SIGTERM") {
		t.Errorf("not_judged = %q, want it to say the run was interrupted", nj)
	}
}
