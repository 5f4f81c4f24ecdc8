package upstream

import "strings"

// Rule is a sentence of the LLVM Language Reference that a kind of
// miscompile breaks, quoted in a report when the bug shows that kind.
type Rule struct {
	// Section names the part of the Language Reference quoted.
	Section string
	// Quote is its text, as LangRef.rst words it.
	Quote string
	// applies reports whether the bug shows this kind of miscompile.
	applies func(b *Bug) bool
}

// Rules are the quotes irfuzz knows, in the order a report gives them.
var Rules = []Rule{
	{
		Section: "'freeze' Instruction, Semantics",
		Quote: "If the argument is undef or poison, 'freeze' returns an arbitrary, but fixed, value of type 'ty'. " +
			"Otherwise, this instruction is a no-op and returns the input argument. All uses of a value returned by " +
			"the same 'freeze' instruction are guaranteed to always observe the same value, while different " +
			"'freeze' instructions may yield different values.",
		applies: func(b *Bug) bool { return b.miscompile() && hasOp(b.sourceOps(), "freeze") },
	},
	{
		Section: "Fast-Math Flags",
		Quote: "ninf: No Infs - Allow optimizations to assume the arguments and result are not +/-Inf. " +
			"If an argument is +/-Inf, or the result would be +/-Inf, it produces a poison value instead.",
		applies: func(b *Bug) bool {
			return b.miscompile() && strings.Contains(b.Module, " ninf ") && strings.Contains(b.Actual, "poison") && !strings.Contains(b.Expected, "poison")
		},
	},
	{
		Section: "Fast-Math Flags",
		Quote: "nnan: No NaNs - Allow optimizations to assume the arguments and result are not NaN. " +
			"If an argument is a nan, or the result would be a nan, it produces a poison value instead.",
		applies: func(b *Bug) bool {
			return b.miscompile() && strings.Contains(b.Module, " nnan ") && strings.Contains(b.Actual, "poison") && !strings.Contains(b.Expected, "poison")
		},
	},
	{
		Section: "Poison Values",
		Quote:   "A poison value may be relaxed into an undef value, which takes an arbitrary bit-pattern.",
		applies: func(b *Bug) bool {
			undef := strings.Contains(b.Expected, "undef") || strings.Contains(b.Expected, "??")
			return b.miscompile() && undef && (strings.Contains(b.Actual, "poison") || strings.Contains(b.Actual, " pp"))
		},
	},
	{
		Section: "'fneg' Instruction, Semantics",
		Quote:   "The value produced is a copy of the operand with its sign bit flipped.",
		applies: func(b *Bug) bool {
			return b.miscompile() && hasOp(b.sourceOps(), "fneg") && strings.Contains(b.Expected, "-0.0") && !strings.Contains(b.Actual, "-0.0")
		},
	},
}

// rules are the Rules b breaks.
func (b *Bug) rules() []Rule {
	var out []Rule
	for _, r := range Rules {
		if r.applies(b) {
			out = append(out, r)
		}
	}
	return out
}

func hasOp(ops []string, op string) bool {
	for _, o := range ops {
		if o == op || strings.HasPrefix(o, op+" ") {
			return true
		}
	}
	return false
}
