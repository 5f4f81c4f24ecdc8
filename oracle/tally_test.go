package oracle

import (
	"testing"
	"time"
)

// purposeOf calls callerPurpose as batch.timed does: one frame up.
func purposeOf() string { return callerPurpose(1) }

// TestTally checks that tool uses (wall and processor time) add up by
// purpose and tool, the most expensive first, and that a purpose names the function that ran the
// tool.
func TestTally(t *testing.T) {
	t.Parallel()
	var tl tally
	tl.add("a", "llc", 2*time.Millisecond, time.Millisecond)
	tl.add("b", "run", 5*time.Millisecond, 0)
	tl.add("a", "llc", 4*time.Millisecond, 3*time.Millisecond)
	tl.add("a", "link", time.Millisecond, time.Millisecond)
	o := &Oracle{}
	o.tally.uses = tl.uses
	got := o.Tally()
	want := []ToolUse{{"a", "llc", 2, 6 * time.Millisecond, 4 * time.Millisecond}, {"b", "run", 1, 5 * time.Millisecond, 0}, {"a", "link", 1, time.Millisecond, time.Millisecond}}
	if len(got) != len(want) {
		t.Fatalf("Tally() = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Tally()[%d] = %v, want %v", i, got[i], want[i])
		}
	}
	if p := purposeOf(); p != "TestTally" {
		t.Errorf("callerPurpose = %q, want TestTally", p)
	}
}
