package oracle

import "testing"

// TestBisectPassesSpelling checks that one pass has one name whatever the
// release spells it: LLVM 22's opt-bisect logs name pipeline arguments,
// 14 to 21 class names and descriptions.
func TestBisectPassesSpelling(t *testing.T) {
	t.Parallel()
	cases := []struct {
		major int
		tool  string
		log   string
		want  map[int]string
	}{
		{19, "opt", "BISECT: running pass (1) SROAPass on f\nBISECT: running pass (2) InstCombinePass on f\n",
			map[int]string{1: "SROAPass", 2: "InstCombinePass"}},
		{22, "opt", "BISECT: running pass (1) sroa on f\nBISECT: NOT running pass (2) instcombine on f\n",
			map[int]string{1: "SROAPass", 2: "InstCombinePass"}},
		{19, "llc", "BISECT: running pass (7) X86 DAG->DAG Instruction Selection on function (f)\n",
			map[int]string{7: "X86 DAG->DAG Instruction Selection"}},
		{22, "llc", "BISECT: running pass (7) x86-isel on function (f)\nBISECT: running pass (8) sroa on function (f)\n",
			map[int]string{7: "X86 DAG->DAG Instruction Selection", 8: "SROA"}},
	}
	for _, c := range cases {
		names, n := bisectPasses(c.log, c.major, c.tool)
		if n != len(c.want)+firstKey(c.want)-1 {
			t.Errorf("LLVM %d %s: %d passes, want %d", c.major, c.tool, n, len(c.want)+firstKey(c.want)-1)
		}
		for k, w := range c.want {
			if names[k] != w {
				t.Errorf("LLVM %d %s: pass %d is %q, want %q", c.major, c.tool, k, names[k], w)
			}
		}
	}
}

func firstKey(m map[int]string) int {
	lo := 0
	for k := range m {
		if lo == 0 || k < lo {
			lo = k
		}
	}
	return lo
}
