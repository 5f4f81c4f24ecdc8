package semantics

import (
	"strings"
	"testing"
)

// TestProgramAllows checks the comparison of whole-program outcomes: what
// was written, byte for byte, and how the program ended.
func TestProgramAllows(t *testing.T) {
	exit := func(status int, out, errOut string) Outcome {
		o := Outcome{Kind: Exited, Status: status}
		if out != "" {
			o.Stdout = []byte(out)
		}
		if errOut != "" {
			o.Stderr = []byte(errOut)
		}
		return o
	}
	abort := func(out, errOut string) Outcome {
		o := exit(0, out, errOut)
		o.Aborted = true
		return o
	}
	tests := []struct {
		name string
		src  []Outcome
		tgt  Outcome
		want string // "" allowed, else a piece of the reason
	}{
		{"same", []Outcome{exit(0, "a\n", "")}, exit(0, "a\n", ""), ""},
		{"stdout differs", []Outcome{exit(0, "a\n", "")}, exit(0, "b\n", ""), "standard output differs from byte 0"},
		{"stdout shorter", []Outcome{exit(0, "ab", "")}, exit(0, "a", ""), "standard output differs from byte 1"},
		{"stderr differs", []Outcome{exit(0, "", "x")}, exit(0, "", "y"), "standard error differs"},
		{"status differs", []Outcome{exit(0, "a", "")}, exit(3, "a", ""), "ends by exit 3, the source by exit 0"},
		{"one of several", []Outcome{exit(0, "a", ""), exit(0, "b", "")}, exit(0, "b", ""), ""},
		{"target UB", []Outcome{exit(0, "", "")}, Outcome{Kind: UndefinedBehaviour, UB: &UBInfo{Kind: UBNullAccess}}, "undefined behaviour"},
		{"target no result", []Outcome{exit(0, "", "")}, Outcome{Kind: NoResult, Reason: "budget"}, "does not end as the source does"},
		// abort does not flush stdout: a native target keeps a prefix.
		{"abort prefix", []Outcome{abort("abc", "e")}, abort("", "e"), ""},
		{"abort all", []Outcome{abort("abc", "e")}, abort("abc", "e"), ""},
		{"abort not prefix", []Outcome{abort("abc", "")}, abort("x", ""), "standard output differs"},
		{"abort stderr differs", []Outcome{abort("", "e")}, abort("", "f"), "standard error differs"},
		{"exit where the source aborts", []Outcome{abort("", "")}, exit(0, "", ""), "ends by exit 0, the source by abort"},
		{"abort where the source exits", []Outcome{exit(0, "a", "")}, abort("a", ""), "ends by abort"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := ProgramAllows(tc.src, &tc.tgt)
			switch {
			case tc.want == "" && got != "":
				t.Errorf("not allowed: %s", got)
			case tc.want != "" && !strings.Contains(got, tc.want):
				t.Errorf("reason %q, want it to contain %q", got, tc.want)
			}
		})
	}
}
