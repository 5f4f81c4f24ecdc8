package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/conformance"
	"github.com/irfuzz/irfuzz/semantics"
)

// TestRefineDisableInputs checks --disable-undef-input and
// --disable-poison-input on pairs whose only counterexample is an undef
// argument (resp. a poison byte of an argument object).
func TestRefineDisableInputs(t *testing.T) {
	for _, tc := range []struct {
		file, flag, other string
	}{
		{"testdata/refine/undef-input.ll", "--disable-undef-input", "--disable-poison-input"},
		{"testdata/refine/poison-input.ll", "--disable-poison-input", "--disable-undef-input"},
	} {
		if code, out, _ := runCmd("refine", tc.file); code != exitNo || !strings.HasPrefix(out, "incorrect") {
			t.Errorf("refine %s: exit %d, %q; want incorrect", tc.file, code, out)
		}
		if code, out, _ := runCmd("refine", tc.other, tc.file); code != exitNo {
			t.Errorf("refine %s %s: exit %d, %q; want incorrect", tc.other, tc.file, code, out)
		}
		if code, out, errs := runCmd("refine", tc.flag, tc.file); code != exitOK || out != "correct\n" {
			t.Errorf("refine %s %s: exit %d, %q %q; want correct", tc.flag, tc.file, code, out, errs)
		}
	}
}

// TestRefineLimit checks that a pair that loops stops at --limit and is
// inconclusive, never correct.
func TestRefineLimit(t *testing.T) {
	start := time.Now()
	code, out, errs := runCmd("refine", "--limit", "200ms", "testdata/refine/loop.srctgt.ll")
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("took %v with --limit 200ms", took)
	}
	if code != exitUsage || !strings.HasPrefix(out, "inconclusive: time limit") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 2 and inconclusive: time limit", code, out, errs)
	}
	code, out, errs = runCmd("refine", "--json", "--limit", "200ms", "testdata/refine/loop.srctgt.ll")
	var j refineJSON
	if err := json.Unmarshal([]byte(out), &j); err != nil || code != exitUsage || j.Verdict != "inconclusive" || len(j.Pairs) != 1 || !strings.HasPrefix(j.Pairs[0].Inconclusive, "time limit") {
		t.Errorf("--json: exit %d, %+v (%v), stderr %q", code, j, err, errs)
	}
}

// loopManifest writes a manifest of quick correct tests, then tests that
// loop (each would take some 20 s), and returns its path.
func loopManifest(t *testing.T, quick, loops int) string {
	t.Helper()
	abs, err := filepath.Abs("testdata/refine")
	if err != nil {
		t.Fatal(err)
	}
	text := "path\tverdict\terror\ttgt_file\n"
	for range quick {
		text += filepath.Join(abs, "quick.srctgt.ll") + "\tcorrect\t-\t-\n"
	}
	for range loops {
		text += filepath.Join(abs, "loop.srctgt.ll") + "\tcorrect\t-\t-\n"
	}
	// Manifest paths are relative to its directory.
	dir := t.TempDir()
	text = strings.ReplaceAll(text, abs, must(filepath.Rel(dir, abs)))
	return writeFile(t, dir, "MANIFEST.tsv", text, 0o644)
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestRefineManifestLimit checks that --limit counts a test that loops
// as inconclusive for the time limit.
func TestRefineManifestLimit(t *testing.T) {
	code, out, errs := runCmd("refine", "--manifest", loopManifest(t, 1, 1), "--limit", "200ms")
	if code != exitOK || !strings.Contains(out, "inconclusive: 1 of 2") || !strings.Contains(out, "time limit") || !strings.Contains(out, "1 stopped at the limit") {
		t.Errorf("exit %d, stdout:\n%s\nstderr: %s", code, out, errs)
	}
}

// TestRefineManifestInterrupted cancels the manifest mode's context while
// tests that loop run: it must return promptly with the tallies of the
// tests done and exitInterrupted, in text and in JSON.
func TestRefineManifestInterrupted(t *testing.T) {
	path := loopManifest(t, 3, 20)
	for _, asJSON := range []bool{false, true} {
		ctx, cancel := context.WithCancel(context.Background())
		const after = 500 * time.Millisecond
		start := time.Now()
		time.AfterFunc(after, cancel)
		var stdout, stderr bytes.Buffer
		code := refineManifest(ctx, path, conformance.Options{Check: semantics.CheckOptions{Seed: 1}, Limit: time.Minute, Jobs: 2}, asJSON, &stdout, &stderr)
		cancel()
		if late := time.Since(start) - after; late > 3*time.Second || late < 0 {
			t.Errorf("json %v: returned %v after the cancellation", asJSON, late)
		}
		if code != exitInterrupted {
			t.Errorf("json %v: exit %d, want %d (stderr %q)", asJSON, code, exitInterrupted, stderr.String())
		}
		if !asJSON {
			if out := stdout.String(); !strings.Contains(out, "interrupted: the tallies of the 3 of 23 tests checked") || !strings.Contains(out, "false alarms: 0 of 3 correct tests") {
				t.Errorf("stdout:\n%s", out)
			}
			continue
		}
		var j refineManifestJSON
		if err := json.Unmarshal(stdout.Bytes(), &j); err != nil || !j.Interrupted || j.Planned != 23 || j.Tests != 3 {
			t.Errorf("json: %+v (%v)", j, err)
		}
	}
}

// TestDisableInputFlagsListed checks that refine, check and fuzz (which
// share check's oracle flags) offer alive-tv's two input options.
func TestDisableInputFlagsListed(t *testing.T) {
	for _, c := range []string{"refine", "check", "fuzz"} {
		_, out, _ := runCmd("help", c)
		for _, f := range []string{"-disable-undef-input", "-disable-poison-input"} {
			if !strings.Contains(out, f) {
				t.Errorf("irfuzz help %s lacks %s", c, f)
			}
		}
	}
}

// TestRefineManifestDisableInputs checks that the manifest mode passes
// alive-tv's input options on: a test whose only counterexample is an
// undef argument, which a manifest made with --disable-undef-input calls
// correct, is a false alarm without the option and agreed on with it.
func TestRefineManifestDisableInputs(t *testing.T) {
	abs, err := filepath.Abs("testdata/refine/undef-input.ll")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := writeFile(t, dir, "MANIFEST.tsv", "path\tverdict\terror\ttgt_file\n"+must(filepath.Rel(dir, abs))+"\tcorrect\t-\t-\n", 0o644)
	if code, out, _ := runCmd("refine", "--manifest", path); code != exitNo || !strings.Contains(out, "FALSE ALARM") {
		t.Errorf("without --disable-undef-input: exit %d, stdout:\n%s", code, out)
	}
	if code, out, _ := runCmd("refine", "--manifest", path, "--disable-undef-input"); code != exitOK || !strings.Contains(out, "false alarms: 0 of 1 correct tests (agreed 1") {
		t.Errorf("with --disable-undef-input: exit %d, stdout:\n%s", code, out)
	}
}

// TestRefinePairInterrupted cancels a single-file check inside one long
// input (a loop given 3*10^8 steps): it returns within the grace period,
// interrupted.
func TestRefinePairInterrupted(t *testing.T) {
	if testing.Short() {
		t.Skip("a run of some seconds in the background")
	}
	m, ok := loadVerified("testdata/refine/loop.srctgt.ll", io.Discard)
	if !ok {
		t.Fatal("loop.srctgt.ll does not load")
	}
	p, err := semantics.Load(m)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	const after = 300 * time.Millisecond
	start := time.Now()
	time.AfterFunc(after, cancel)
	var stdout, stderr bytes.Buffer
	code := refinePairs(ctx, semantics.NewChecker(p, p, semantics.CheckOptions{Seed: 1, MaxSteps: 3e8}), semantics.Pairs(m), time.Minute, false, &stdout, &stderr)
	if late := time.Since(start) - after; late > conformance.StopGrace+time.Second {
		t.Errorf("returned %v after the cancellation", late)
	}
	if code != exitInterrupted || !strings.Contains(stderr.String(), "interrupted: 0 of 1 pairs checked") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
}
