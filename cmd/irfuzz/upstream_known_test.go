package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
)

// A campaign finding that reduced to a corpus case takes the tracker
// status the case records; one that merely shares a back end's pass
// name with a case does not.
func TestKnownUpstream(t *testing.T) {
	corpusDir := t.TempDir()
	src, err := os.ReadFile("../../corpus/cases/crash-a539bc510ceb.ll")
	if err != nil {
		t.Skipf("corpus case: %v", err)
	}
	if err := os.WriteFile(filepath.Join(corpusDir, "crash-a539bc510ceb.ll"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	known := knownUpstream(corpusDir)
	dir := func(f *finding.Finding) string {
		d := t.TempDir()
		if err := finding.WriteJSON(d, f); err != nil {
			t.Fatal(err)
		}
		return d
	}
	reduced := dir(&finding.Finding{Kind: finding.KindCrash, Signature: "crash/llc/aarch64/LLVM ERROR: Cannot select: AArch64ISD::CSEL",
		Reduction: &finding.Reduction{Known: "crash-a539bc510ceb.ll"}})
	if got := known(reduced); got == "" {
		t.Error("a finding reduced to a known case got no upstream status")
	}
	other := dir(&finding.Finding{Kind: finding.KindCrash, Signature: "crash/llc/aarch64/LLVM ERROR: Cannot select: AArch64ISD::CSEL",
		Reduction: &finding.Reduction{Fingerprint: "crash/llc/aarch64/LLVM ERROR: Cannot select: AArch64ISD::CSEL#00000000"}})
	if got := known(other); got != "" {
		t.Errorf("a finding of another bug took %q", got)
	}
	if got := knownUpstream("")(reduced); got != "" {
		t.Errorf("no corpus: %q", got)
	}
}
