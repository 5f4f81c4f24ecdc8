package release

import (
	_ "embed"
	"strings"
	"sync"
)

// passNamesTSV maps the pipeline arguments by which LLVM 22's
// -opt-bisect-limit names passes to the names older releases print for
// the same passes: the new pass manager's class name (InstCombinePass)
// and the legacy pass manager's description (X86 DAG->DAG Instruction
// Selection). It is read from the tools themselves (opt's
// -debug-pass-manager and llc's -debug-pass=Executions print the old
// name beside each BISECT line); `go test ./release -run TestPassNames
// -update` writes it again from the installed LLVM 22.
//
//go:embed passnames.tsv
var passNamesTSV string

// passNames maps "tool\targument" to the canonical name: opt and llc
// may give one argument to two passes (sroa, simplifycfg, early-cse).
var passNames = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(passNamesTSV, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		if f := strings.Split(line, "\t"); len(f) == 3 {
			m[f[0]+"\t"+f[1]] = f[2]
		}
	}
	return m
})

// CanonicalPass is the name irfuzz records for a pass that the
// -opt-bisect-limit output of release major's tool (opt or llc) names
// name: one spelling for every
// release (the class or description LLVM 14 to 21 print), so that a
// finding's pass, fingerprint and corpus state do not change with the
// spelling. A name the table does not know is returned as it is.
func CanonicalPass(major int, tool, name string) string {
	if !Has(major, BisectPassArgs) {
		return name
	}
	if c, ok := passNames()[tool+"\t"+name]; ok {
		return c
	}
	return name
}

// PassArg is the pipeline argument of a pass of tool (opt or llc) that
// irfuzz records by its canonical name (SROAPass: sroa), or "" when the
// table does not know one; for stock-tool command lines.
func PassArg(tool, canonical string) string {
	best := ""
	for key, c := range passNames() {
		// The least argument, should two name one pass: the same answer
		// on every run, whatever the map's order.
		if t, arg, _ := strings.Cut(key, "\t"); c == canonical && t == tool && (best == "" || arg < best) {
			best = arg
		}
	}
	return best
}
