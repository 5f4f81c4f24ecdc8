package bench

// Reading which pass changed which test function from the dumps opt and
// llc print. The rule, per tool:
//
//  1. opt runs with -print-changed -print-module-scope (not quiet). It
//     prints the whole module at the start ("IR Dump At Start") and after
//     every pass that changed it (opt compares the module's text before
//     and after the pass), and one line for every pass that ran and
//     changed nothing ("omitted because no change"). A pass changed test
//     function f when f's text in the pass's dump differs from f's text
//     in the dump before it. Every dump is the whole module, so a module
//     or CGSCC pass (IPSCCP, the inliner, argument promotion) is charged
//     exactly with the functions whose text it changed, whatever unit it
//     ran on.
//  2. A loop pass that deletes its loop (LoopDeletion) prints "IR Pass P
//     invalidated" and no dump: it is charged with the function of the
//     unit the line before names, and that function's next difference is
//     not charged to a pass on another unit (it was P's).
//  3. llc (the legacy pass manager) runs with -print-after-all
//     -print-module-scope -print-changed and -print-before of its first
//     pass. IR passes print the module (the "before" dump is the
//     baseline); a pass changed f when f's IR text differs from its text
//     in the previous dump. Machine passes are judged by llc itself:
//     -print-changed compares each machine function's print before and
//     after every machine pass, analyses that edit flags included (LLVM
//     22's -print-after-all skips LiveIntervals, which drops kill flags);
//     instruction selection counts as a change (from nothing to the
//     first machine code). An llc without -print-changed for machine
//     passes is judged by its -print-after-all machine dumps the same
//     way.
//  4. Texts are compared normalised: IR attribute-group references (#3)
//     are replaced by the group's attributes, metadata numbers (!7) are
//     dropped (both are numbered module-wide, so another function's
//     change renumbers them), and machine code loses its slot indexes
//     (16B), which SlotIndexes adds to the print without changing it.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/internal/lazyre"
	"github.com/irfuzz/irfuzz/release"
)

// passTrace is what one tool run's dumps say about one module's test
// functions: which ran, and which functions each pass changed.
type passTrace struct {
	funcs   []string                   // the test functions, in module order
	passes  []string                   // canonical names of the passes that ran, in order of first run
	changed map[string]map[string]bool // pass -> test functions it changed
}

func newPassTrace() *passTrace {
	return &passTrace{changed: map[string]map[string]bool{}}
}

// ran records that pass ran (on any unit).
func (t *passTrace) ran(pass string) {
	if _, ok := t.changed[pass]; !ok {
		t.changed[pass] = map[string]bool{}
		t.passes = append(t.passes, pass)
	}
}

// change records that pass changed test function fn.
func (t *passTrace) change(pass, fn string) {
	t.ran(pass)
	t.changed[pass][fn] = true
}

var (
	reAttrRef  = lazyre.New(`#(\d+)\b`)
	reMDRef    = lazyre.New(`!(\d+)\b`)
	reSlotIdx  = lazyre.New(`^(?:\d+B)?\t`)
	reFuncName = lazyre.New(`@("[^"]*"|[-a-zA-Z$._0-9]+)\(`)
)

// irFuncs returns the normalised text of each function of tests defined
// in the module text dump (rule 4).
func irFuncs(dump []string, tests map[string]bool) map[string]string {
	attrs := map[string]string{}
	type span struct{ from, to int }
	spans := map[string]span{}
	for i := 0; i < len(dump); i++ {
		l := dump[i]
		if num, rest, ok := strings.Cut(strings.TrimPrefix(l, "attributes #"), " = "); ok && strings.HasPrefix(l, "attributes #") {
			attrs[num] = rest
			continue
		}
		if !strings.HasPrefix(l, "define ") {
			continue
		}
		m := reFuncName.FindStringSubmatch(l)
		j := i
		for j < len(dump) && dump[j] != "}" {
			j++
		}
		if m != nil && tests[strings.Trim(m[1], `"`)] {
			spans[strings.Trim(m[1], `"`)] = span{i, j}
		}
		i = j
	}
	out := make(map[string]string, len(spans))
	for name, s := range spans {
		var b strings.Builder
		for _, l := range dump[s.from:min(s.to+1, len(dump))] {
			if strings.ContainsAny(l, "#!") {
				l = reAttrRef.ReplaceAllStringFunc(l, func(ref string) string {
					if a, ok := attrs[ref[1:]]; ok {
						return "#" + a
					}
					return ref
				})
				l = reMDRef.ReplaceAllString(l, "!")
			}
			b.WriteString(l)
			b.WriteByte('\n')
		}
		out[name] = b.String()
	}
	return out
}

// optHeader is one "*** IR ... ***" line of opt's -print-changed output.
type optHeader struct {
	start  bool   // "IR Dump At Start"
	dump   bool   // a dump follows
	pass   string // the pass as opt names it
	unit   string // [module], (f, g), loop %l in function f, or f
	status string // "", omitted, filtered, ignored, invalidated, deleted
}

// parseOptHeader reads a header line (ok false for any other line).
func parseOptHeader(line string) (h optHeader, ok bool) {
	if !strings.HasPrefix(line, "*** IR ") || !strings.HasSuffix(line, " ***") {
		return h, false
	}
	s := strings.TrimSuffix(strings.TrimPrefix(line, "*** IR "), " ***")
	if s == "Dump At Start" {
		return optHeader{start: true, dump: true}, true
	}
	for _, st := range []struct{ suffix, status string }{
		{" omitted because no change", "omitted"}, {" filtered out", "filtered"},
		{" ignored", "ignored"}, {" invalidated", "invalidated"},
	} {
		if t, found := strings.CutSuffix(s, st.suffix); found {
			s, h.status = t, st.status
			break
		}
	}
	switch {
	case strings.HasPrefix(s, "Dump After "):
		s = strings.TrimPrefix(s, "Dump After ")
		h.dump = h.status == ""
	case strings.HasPrefix(s, "Deleted After "):
		s, h.status = strings.TrimPrefix(s, "Deleted After "), "deleted"
	case strings.HasPrefix(s, "Pass "):
		s = strings.TrimPrefix(s, "Pass ")
	default:
		return h, false
	}
	h.pass = s
	if h.status != "invalidated" {
		if i := strings.LastIndex(s, " on "); i >= 0 {
			h.pass, h.unit = s[:i], s[i+len(" on "):]
		}
	}
	return h, true
}

// unitFuncs names the functions a unit is or holds: a function, the
// function of a loop, the functions of an SCC; none for the module.
func unitFuncs(unit string) []string {
	switch {
	case unit == "" || unit == "[module]":
		return nil
	case strings.HasPrefix(unit, "loop "):
		if _, f, ok := strings.Cut(unit, " in function "); ok {
			return []string{f}
		}
		return nil
	case strings.HasPrefix(unit, "(") && strings.HasSuffix(unit, ")"):
		return strings.Split(unit[1:len(unit)-1], ", ")
	}
	return []string{unit}
}

// managerPass reports whether an opt pass only runs other passes or
// analyses (its change is its passes'): a pass manager, an adaptor, an
// analysis request.
func managerPass(name string) bool {
	for _, p := range []string{"PassManager<", "RequireAnalysisPass<", "InvalidateAnalysisPass<", "DevirtSCCRepeatedPass", "CoroConditionalWrapper"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return strings.HasSuffix(name, "PassAdaptor") || strings.Contains(name, "PassAdaptor<")
}

// parseOptChanged reads the output of opt -print-changed
// -print-module-scope of LLVM release major on a module whose test
// functions are tests.
func parseOptChanged(out string, major int, tests map[string]bool) (*passTrace, error) {
	t := newPassTrace()
	lines := strings.Split(out, "\n")
	var last map[string]string // each test function's text in the latest dump
	stale := map[string]bool{} // changed by an invalidated pass since (rule 2)
	cur := ""                  // the function of the latest unit that names one
	for i := 0; i < len(lines); i++ {
		header := lines[i]
		h, ok := parseOptHeader(header)
		if !ok {
			continue
		}
		j := i + 1
		for j < len(lines) && !strings.HasPrefix(lines[j], "*** IR ") {
			j++
		}
		dump := lines[i+1 : j]
		i = j - 1
		if fs := unitFuncs(h.unit); len(fs) == 1 {
			cur = fs[0]
		}
		if h.start {
			last = irFuncs(dump, tests)
			for _, l := range dump {
				if m := reFuncName.FindStringSubmatch(l); m != nil && strings.HasPrefix(l, "define ") && tests[strings.Trim(m[1], `"`)] {
					t.funcs = append(t.funcs, strings.Trim(m[1], `"`))
				}
			}
			continue
		}
		if managerPass(h.pass) || h.status == "ignored" {
			continue
		}
		if last == nil {
			return nil, fmt.Errorf("opt printed %q before the module at the start: run it with -print-changed (not quiet) and -print-module-scope", header)
		}
		pass := release.CanonicalPass(major, "opt", h.pass)
		t.ran(pass)
		switch h.status {
		case "invalidated":
			if tests[cur] {
				t.change(pass, cur)
				stale[cur] = true
			}
		case "deleted":
			for _, f := range unitFuncs(h.unit) {
				if tests[f] {
					t.change(pass, f)
				}
			}
		case "":
			own := unitFuncs(h.unit)
			for f, text := range irFuncs(dump, tests) {
				if prev, ok := last[f]; ok && prev != text && (!stale[f] || len(own) == 1 && own[0] == f) {
					t.change(pass, f)
				}
				last[f] = text
				delete(stale, f)
			}
		}
	}
	if last == nil {
		return nil, fmt.Errorf("no \"IR Dump At Start\" in opt's output: run it with -print-changed (not quiet) and -print-module-scope")
	}
	return t, nil
}

// llcPassName is the canonical name of a pass that llc's dump header
// names "Description (argument)": the table's name for the argument
// (LLVM 22), else the description.
func llcPassName(major int, s string) string {
	desc, arg := s, ""
	if strings.HasSuffix(s, ")") {
		if i := strings.LastIndex(s, " ("); i >= 0 && !strings.Contains(s[i+2:len(s)-1], " ") {
			desc, arg = s[:i], s[i+2:len(s)-1]
		}
	}
	if arg != "" {
		if c := release.CanonicalPass(major, "llc", arg); c != arg {
			return c
		}
	}
	return desc
}

// llcDump is one header line of llc's output with -print-after-all and
// -print-changed: a dump of the module's IR, a dump of one function's
// machine code, or -print-changed's report on a machine pass.
type llcDump struct {
	pass    string // the header's "Description (argument)"
	machine bool   // machine code follows (-print-after-all)
	before  bool   // a -print-before dump
	report  bool   // -print-changed's line on a machine pass ...
	unit    string // ... the function it ran on ...
	changed bool   // ... and whether it changed it (its code follows)
}

// parseLlcHeader reads a header line, followed by line next (ok false
// for any other line).
func parseLlcHeader(line, next string) (d llcDump, ok bool) {
	if s, found := strings.CutPrefix(line, "# *** IR Dump "); found {
		d.machine, line = true, "*** IR Dump "+s
	}
	s, found := strings.CutPrefix(line, "*** IR Dump ")
	if !found {
		return d, false
	}
	switch {
	case strings.HasPrefix(s, "After "):
		s = strings.TrimPrefix(s, "After ")
	case strings.HasPrefix(s, "Before "):
		s, d.before = strings.TrimPrefix(s, "Before "), true
	default:
		return d, false
	}
	if !d.machine && strings.HasSuffix(s, " ***") {
		// -print-changed: "P on f ***", "P on f omitted because no change ***", ...
		// (A pass without an argument, such as the asm printer, is known
		// by its status, or by the machine code that follows.)
		h, ok := parseOptHeader("*** IR Dump After " + s)
		if ok && h.unit != "" && !strings.Contains(h.unit, " ") &&
			(h.status != "" || strings.HasPrefix(next, "# Machine code for function ")) {
			return llcDump{pass: h.pass, report: true, unit: h.unit, changed: h.dump}, true
		}
	}
	end := strings.LastIndex(s, " ***")
	if end < 0 {
		return d, false
	}
	d.pass = s[:end]
	return d, true
}

// machineFunc returns the function and normalised text of a machine-code
// dump ("" when it holds none).
func machineFunc(dump []string) (string, string) {
	var b strings.Builder
	name := ""
	for _, l := range dump {
		if rest, ok := strings.CutPrefix(l, "# Machine code for function "); ok && name == "" {
			name, _, _ = strings.Cut(rest, ":")
		}
		if name == "" {
			continue
		}
		b.WriteString(reSlotIdx.ReplaceAllString(l, ""))
		b.WriteByte('\n')
		if strings.HasPrefix(l, "# End machine code for function ") {
			break
		}
	}
	return name, b.String()
}

// parseLlc reads the output of llc -print-after-all -print-module-scope
// -print-changed (with -print-before of its first pass) of LLVM release
// major on a module whose test functions are tests.
func parseLlc(out string, major int, tests map[string]bool) (*passTrace, error) {
	t := newPassTrace()
	mc := newPassTrace() // machine passes judged by their dumps, for an llc without -print-changed
	reported := false    // llc judged machine passes itself (-print-changed)
	lines := strings.Split(out, "\n")
	lastIR, lastMC := map[string]string{}, map[string]string{}
	dumps := 0
	for i := 0; i < len(lines); i++ {
		next := ""
		if i+1 < len(lines) {
			next = lines[i+1]
		}
		d, ok := parseLlcHeader(lines[i], next)
		if !ok {
			continue
		}
		j := i + 1
		for j < len(lines) && !strings.HasPrefix(lines[j], "*** IR Dump ") && !strings.HasPrefix(lines[j], "# *** IR Dump ") {
			j++
		}
		dump := lines[i+1 : j]
		i = j - 1
		dumps++
		pass := llcPassName(major, d.pass)
		switch {
		case d.report:
			reported = true
			t.ran(pass)
			if d.changed && tests[d.unit] {
				t.change(pass, d.unit)
			}
		case d.machine:
			mc.ran(pass)
			f, text := machineFunc(dump)
			if prev, ok := lastMC[f]; tests[f] && (!ok || prev != text) {
				mc.change(pass, f)
			}
			lastMC[f] = text
		default:
			if !d.before {
				t.ran(pass)
			}
			for f, text := range irFuncs(dump, tests) {
				if prev, ok := lastIR[f]; ok && !d.before && prev != text {
					t.change(pass, f)
				}
				lastIR[f] = text
			}
		}
	}
	if dumps == 0 {
		return nil, fmt.Errorf("no dump in llc's output: run it with -print-after-all")
	}
	if !reported {
		for _, p := range mc.passes {
			t.ran(p)
			for f := range mc.changed[p] {
				t.change(p, f)
			}
		}
	}
	for f := range lastIR {
		t.funcs = append(t.funcs, f)
	}
	slices.Sort(t.funcs)
	return t, nil
}
