package upstream

import (
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/native"
)

// Duplicate is another finding of a report's bug.
type Duplicate struct {
	// Name is the finding directory or corpus case.
	Name string
	// Ops are the distinct instructions of its reduced test (Ops).
	Ops []string
	// Why says why it is the same bug (KeyReason).
	Why string
}

// Key is the deduplication key of a finding f named name (its
// directory or case file), with fingerprint its reduced finding's
// fingerprint ("" when it was not reduced): findings with one key are
// one bug, and `irfuzz report --upstream` writes one report for them.
// The rule errs on keeping bugs apart:
//
//   - a reduced finding is its fingerprint on its target's architecture
//     (none for an IR-level bug). A fingerprint names either a known
//     family (one root cause, by the reducer's classification) or the
//     kind, the guilty pass or the crash message, and a hash of the
//     reduced root instructions: miscompiles in one pass whose reduced
//     roots differ keep different keys; crashes with different messages
//     too. Native miscompiles of one family on two architectures stay
//     apart (each back end has its own fix);
//   - an unreduced crash whose tool printed a message (LLVM ERROR, an
//     assertion, UNREACHABLE) is that message, its node addresses and
//     operands cut, with its tool and architecture;
//   - any other unreduced finding (a signal without a message, a hang, a
//     miscompile whose reduction failed) is a bug of its own.
func Key(f *finding.Finding, fingerprint, name string) string {
	arch := f.Target
	if tg, err := native.LookupTarget(f.Target); err == nil {
		arch, _, _ = strings.Cut(tg.Triple, "-")
	}
	if fingerprint != "" {
		return fingerprint + " on " + arch
	}
	if f.Kind == finding.KindCrash {
		if msg := crashLine(f.Message); msg != "" {
			if i := strings.Index(msg, ", "); i >= 0 {
				msg = msg[:i]
			}
			msg = strings.TrimSpace(reNodeRef.Get().ReplaceAllString(msg, ""))
			return "crash/" + tool(f) + "/" + arch + "/" + msg
		}
	}
	return "finding " + name
}

// KeyReason says in words why two findings with key k are one bug.
func KeyReason(k string) string {
	if strings.HasPrefix(k, "crash/") {
		return "the same crash message on the same architecture"
	}
	fp, arch, _ := strings.Cut(k, " on ")
	what := "reduced fingerprint `" + fp + "`"
	if arch != "" {
		what += " on " + arch
	}
	return what
}
