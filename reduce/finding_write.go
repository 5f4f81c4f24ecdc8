package reduce

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/upstream"
)

// reducedFinding is the finding f as shown by its reduced module text.
func reducedFinding(f *finding.Finding, text string, commands []byte, st *Stats, v oracle.ReplayVerdict) *finding.Finding {
	rf := *f
	rf.Origin = fmt.Sprintf("%s; reduced by irfuzz from %d to %d instructions", f.Origin, st.StartSize, st.FinalSize)
	rf.Files = map[string][]byte{"commands.sh": commands}
	for k, b := range v.Files {
		rf.Files[k] = b // a fresh commands.sh among them
	}
	rf.Files["source.ll"] = []byte(text)
	if f.Kind == finding.KindIR || f.Kind == finding.KindNative {
		rf.Input, rf.Expected, rf.Actual, rf.Reason = v.Input, v.Expected, v.Actual, v.Reason
		rf.Evidence = v.Evidence
	}
	return &rf
}

// findingWriter writes files atomically into a directory and keeps the
// first error.
type findingWriter struct {
	out string
	res *FindingResult
	err error
}

func (w *findingWriter) write(name string, data []byte, mode os.FileMode) {
	if w.err != nil {
		return
	}
	path := filepath.Join(w.out, name)
	tmp, err := os.CreateTemp(w.out, ".tmp-"+name+"-")
	if err == nil {
		_, err = tmp.Write(data)
		if cerr := tmp.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = os.Chmod(tmp.Name(), mode)
		}
		if err == nil {
			err = os.Rename(tmp.Name(), path)
		}
		if err != nil {
			os.Remove(tmp.Name())
		}
	}
	if err != nil {
		w.err = fmt.Errorf("writing %s: %w", path, err)
		return
	}
	w.res.Files = append(w.res.Files, path)
}

// srcTgtPair writes reduced-src-tgt.ll (upstream.SrcTgtPair) for an
// IR-level finding f on one function, from the reduced module's text and
// opt's output of it (target). It returns the note that says why the pair
// was not written, if it was not.
func (w *findingWriter) srcTgtPair(f *finding.Finding, text string, target []byte) (note string) {
	if f.Kind != finding.KindIR || f.Program {
		return ""
	}
	pair, err := upstream.SrcTgtPair(text, target, f.Function)
	if err != nil {
		return "No " + SrcTgtFile + " was written: " + err.Error()
	}
	w.write(SrcTgtFile, []byte(pair), 0o644)
	return ""
}
