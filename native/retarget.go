package native

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"

	"github.com/irfuzz/irfuzz/internal/lazyre"
)

// Modules made for one architecture carry its CPU in function attributes
// (clang writes "target-cpu"="x86-64" and the x86 "target-features" on
// every function). llc for another architecture ignores them with a
// warning, and GlobalISel gives up on every such function and falls back
// to SelectionDAG, so a GlobalISel target would silently test
// SelectionDAG. A module compiled for a target of another architecture
// loses them.

var (
	reTargetAttr = lazyre.New(` *"(?:target-cpu|target-features|tune-cpu)"="[^"]*"`)
	reTriple     = lazyre.New(`(?m)^target triple = "([^"]*)"`)
	reFallback   = lazyre.New(`(?m)Instruction selection used fallback path for (\S+)`)
)

// RetargetSed is the command that does Retarget's rewrite in a script
// (a filter: module text in, module text out).
const RetargetSed = `sed -E 's/ *"(target-cpu|target-features|tune-cpu)"="[^"]*"//g'`

// arch is the architecture part of a target triple.
func arch(triple string) string {
	a, _, _ := strings.Cut(triple, "-")
	return a
}

// NeedsRetarget reports whether module text, compiled for tg, must lose
// CPU attributes of another architecture: it has some, and its target
// triple names another architecture (or none).
func NeedsRetarget(text []byte, tg *Target) bool {
	// A plain search first: the regexp on every module llc compiles cost
	// a campaign a tenth of irfuzz's own time.
	if !bytes.Contains(text, []byte(`"target-cpu"`)) && !bytes.Contains(text, []byte(`"target-features"`)) &&
		!bytes.Contains(text, []byte(`"tune-cpu"`)) {
		return false
	}
	if !reTargetAttr.Get().Match(text) {
		return false
	}
	m := reTriple.FindSubmatch(text)
	return m == nil || arch(string(m[1])) != arch(tg.Triple)
}

// Retarget returns module text as it is compiled for tg: without the CPU
// attributes of another architecture (see NeedsRetarget).
func Retarget(text []byte, tg *Target) []byte {
	if !NeedsRetarget(text, tg) {
		return text
	}
	return reTargetAttr.Get().ReplaceAll(text, nil)
}

// retargetFile returns the file llc compiles for tg in place of module
// file in (relative to dir): in itself, or a rewritten copy beside it.
func retargetFile(dir, in string, tg *Target) string {
	if !strings.HasSuffix(in, ".ll") {
		return in
	}
	path := in
	if !filepath.IsAbs(path) {
		path = filepath.Join(dir, in)
	}
	text, err := os.ReadFile(path)
	if err != nil || !NeedsRetarget(text, tg) {
		return in
	}
	out := strings.TrimSuffix(in, ".ll") + "." + tg.Name + ".ll"
	if err := os.WriteFile(filepath.Join(filepath.Dir(path), filepath.Base(out)), Retarget(text, tg), 0o644); err != nil {
		return in
	}
	return out
}

// FallbackFuncs lists the functions GlobalISel left to SelectionDAG, from
// llc's warnings (-global-isel-abort=2).
func FallbackFuncs(stderr []byte) []string {
	if !bytes.Contains(stderr, []byte("fallback path")) {
		return nil
	}
	var fs []string
	for _, m := range reFallback.FindAllSubmatch(stderr, -1) {
		fs = append(fs, string(m[1]))
	}
	return fs
}

// UsesGlobalISel reports whether tg selects instructions with GlobalISel.
func (t *Target) UsesGlobalISel() bool {
	for _, f := range t.LlcFlags {
		if f == "-global-isel" || f == "-global-isel=1" || f == "-global-isel=true" {
			return true
		}
	}
	return false
}
