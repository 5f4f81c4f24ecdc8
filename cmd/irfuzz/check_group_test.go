package main

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
)

// A bug seen on several pipelines and levels on one function is one entry
// with its cells; another function, or another bug, is its own entry.
func TestGroupFindings(t *testing.T) {
	sig := "native-miscompile/aarch64/O2/AArch64 Instruction Selection"
	nat := func(pipeline, fn string) *finding.Finding {
		return &finding.Finding{Kind: finding.KindNative, Signature: sig, Target: "aarch64", Level: "O2", Pipeline: pipeline, Function: fn}
	}
	crash := &finding.Finding{Kind: finding.KindCrash, Signature: "crash/llc/x86_64/SIGTRAP: in pass 'X86 DAG->DAG Instruction Selection'", Target: "x86_64", Level: "O0", Tool: "llc"}
	got := groupFindings([]*finding.Finding{nat("", "t7"), nat("O1", "t7"), nat("O2", "t7"), nat("O1", "t8"), crash})
	if len(got) != 3 {
		t.Fatalf("%d entries, want 3: %+v", len(got), got)
	}
	want := []string{"aarch64 at -O2", "opt O1, aarch64 at -O2", "opt O2, aarch64 at -O2"}
	if len(got[0].SeenIn) != 3 {
		t.Fatalf("seen in %q, want %q", got[0].SeenIn, want)
	}
	for i := range want {
		if got[0].SeenIn[i] != want[i] {
			t.Errorf("seen in %q, want %q", got[0].SeenIn, want)
		}
	}
	if got[1].Function != "t8" || len(got[1].SeenIn) != 1 || got[2].Finding != crash {
		t.Errorf("other entries: %+v %+v", got[1], got[2])
	}
}

// The same native miscompile at -O0 and -O2 of one target is one entry;
// on another target (or selector) it is another.
func TestGroupFindingsAcrossLevels(t *testing.T) {
	nat := func(target, level string) *finding.Finding {
		return &finding.Finding{Kind: finding.KindNative, Signature: "native-miscompile/" + target + "/" + level + "/unlocalized", Target: target, Level: level, Function: "main"}
	}
	got := groupFindings([]*finding.Finding{nat("aarch64", "O0"), nat("aarch64", "O2"), nat("aarch64-gisel", "O0"), nat("aarch64-gisel", "O2")})
	if len(got) != 2 {
		t.Fatalf("%d entries, want 2 (one per target): %+v", len(got), got)
	}
	for i, want := range [][]string{{"aarch64 at -O0", "aarch64 at -O2"}, {"aarch64-gisel at -O0", "aarch64-gisel at -O2"}} {
		if strings.Join(got[i].SeenIn, "; ") != strings.Join(want, "; ") {
			t.Errorf("entry %d seen in %q, want %q", i, got[i].SeenIn, want)
		}
	}
}
