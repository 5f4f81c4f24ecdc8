package corpus

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// FromFinding makes an open case of the finding in dir: of dir/reduced
// when it holds a finding (what `irfuzz reduce` writes), else of dir
// itself. It needs finding.json and source.ll, and for a miscompile the
// inputs file (not a whole program's); found is the finding's date, and the case is recorded
// open on the LLVM version it was found with (a state line).
func FromFinding(dir string) (*Case, error) {
	fingerprint := ""
	if top, err := finding.Load(dir); err == nil && top.Reduction != nil && top.Reduction.Failed == "" {
		fingerprint = top.Reduction.Fingerprint
	}
	if _, err := os.Stat(filepath.Join(dir, "reduced", "finding.json")); err == nil {
		dir = filepath.Join(dir, "reduced")
	}
	f, err := finding.Load(dir)
	if err != nil {
		return nil, fmt.Errorf("not a finding directory: %w", err)
	}
	src, err := os.ReadFile(filepath.Join(dir, "source.ll"))
	if err != nil {
		return nil, err
	}
	c := &Case{
		Kind: f.Kind, Signature: f.Signature, Tool: f.Tool, Pipeline: f.Pipeline, Target: f.Target,
		Level: f.Level, LLVM: f.LLVM, Seed: f.Seed, Origin: f.Origin, Function: f.Function,
		Input: f.Input, Expected: f.Expected, Actual: f.Actual, Reason: f.Reason, Pass: f.Pass,
		BlameNote: f.BlameNote, Message: f.Message, Command: f.Command,
		Status: StatusOpen, Source: string(src), Program: f.Program, Fingerprint: fingerprint,
	}
	if !f.Found.IsZero() {
		c.Found = f.Found.UTC().Format(time.RFC3339)
	}
	if reVersion.MatchString(f.LLVM) {
		c.States = []ReleaseState{{Version: f.LLVM, State: StateOpen}}
	}
	// Values are one line: flatten what a tool may have printed on several.
	for _, fd := range stringFields {
		p := fd.get(c)
		*p = strings.Join(strings.Fields(*p), " ")
	}
	inputs, err := os.ReadFile(filepath.Join(dir, "inputs"))
	switch {
	case err == nil:
		for _, l := range strings.Split(strings.TrimSpace(string(inputs)), "\n") {
			if l = strings.TrimSpace(l); l != "" {
				c.Args = append(c.Args, l)
			}
		}
	case (f.Kind == finding.KindIR || f.Kind == finding.KindNative) && !f.Program && errors.Is(err, os.ErrNotExist):
		return nil, fmt.Errorf("%s: a %s finding without its inputs file", dir, f.Kind)
	case !errors.Is(err, os.ErrNotExist):
		return nil, err
	}
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("%s: %v", dir, err)
	}
	return c, nil
}

// Finding is the oracle finding the case records (its Files: source.ll,
// and inputs for a miscompile or a case with arguments).
func (c *Case) Finding() *finding.Finding {
	f := &finding.Finding{
		Kind: c.Kind, Signature: c.Signature, Tool: c.Tool, Pipeline: c.Pipeline, Target: c.Target,
		Level: c.Level, LLVM: c.LLVM, Seed: c.Seed, Origin: c.Origin, Function: c.Function,
		Input: c.Input, Expected: c.Expected, Actual: c.Actual, Reason: c.Reason, Pass: c.Pass,
		BlameNote: c.BlameNote, Message: c.Message, Command: c.Command, Found: c.FoundTime(),
		Files: map[string][]byte{"source.ll": []byte(c.Source)}, Program: c.Program,
	}
	switch {
	case c.Program:
		// A whole program has no witness arguments (its input says argv).
	case len(c.Args) > 0:
		f.Files["inputs"] = []byte(strings.Join(c.Args, "\n") + "\n")
	case c.Kind == finding.KindIR || c.Kind == finding.KindNative:
		// A test function without parameters has an empty witness.
		f.Files["inputs"] = []byte{}
	}
	return f
}

// WriteFindingDir writes the case as a finding directory at dir (its
// parent must exist): finding.json, source.ll and inputs, what
// oracle.NewReplay reads.
func (c *Case) WriteFindingDir(dir string) error {
	return finding.Write(dir, c.Finding())
}

// Load reads every *.ll case in dir, sorted by file name. The first file
// that does not parse is an error (path:line: what).
func Load(dir string) ([]*Case, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	var cases []*Case
	for _, e := range ents {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".ll") {
			continue
		}
		path := filepath.Join(dir, e.Name())
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("corpus: %w", err)
		}
		c, err := Parse(path, data)
		if err != nil {
			return nil, err
		}
		cases = append(cases, c)
	}
	slices.SortFunc(cases, func(a, b *Case) int { return strings.Compare(filepath.Base(a.Path), filepath.Base(b.Path)) })
	return cases, nil
}

// FileName is the name Add gives a case: <kind>-<the first 12 hex digits
// of the SHA-256 of its fingerprint, or of its signature when it has
// none>.ll.
func FileName(c *Case) string {
	key := c.Signature
	if c.Fingerprint != "" {
		key = c.Fingerprint
	}
	sum := sha256.Sum256([]byte(key))
	return fmt.Sprintf("%s-%s.ll", c.Kind, hex.EncodeToString(sum[:])[:12])
}

// sameBug reports whether case h records the bug c does: the same
// fingerprint when both have one (a signature names a pass or back-end
// component, which many bugs share), else the same signature.
func (h *Case) sameBug(c *Case) bool {
	hf := h.Fingerprint
	if hf == "" && c.Fingerprint != "" && !finding.Miscompile(h.Kind) {
		// A crash's fingerprint needs no optimized form: an older case's
		// is its module's (a generic or wild crash's names its shape, so
		// its signature alone would hide another bug of one message).
		if m, err := ir.Parse(h.Path, []byte(h.Source)); err == nil {
			hf, _ = oracle.Fingerprint(h.Finding(), m, nil)
		}
	}
	if hf != "" && c.Fingerprint != "" {
		return hf == c.Fingerprint
	}
	if c.Fingerprint != "" && finding.Miscompile(c.Kind) {
		// An older case of the signature, without a fingerprint, may be
		// another bug of the same pass: a new one is added beside it.
		return false
	}
	return h.Signature == c.Signature
}

// Add writes c into the corpus directory dir (created if need be) as
// FileName(c) and sets c.Path. When a case with the same signature is
// already there, or the same module text replayed the same way (kind, tool,
// target, level, pipeline), nothing is written and path is that case's
// file. The same module crashing llc for x86-64 and for AArch64 is two
// cases: two back ends, two bugs that are fixed apart.
func Add(dir string, c *Case) (path string, added bool, err error) {
	if err := c.Validate(); err != nil {
		return "", false, fmt.Errorf("corpus: %v", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", false, fmt.Errorf("corpus: %w", err)
	}
	have, err := Load(dir)
	if err != nil {
		return "", false, err
	}
	for _, h := range have {
		if h.sameBug(c) || (strings.TrimSpace(h.Source) == strings.TrimSpace(c.Source) && h.replaysLike(c)) {
			return h.Path, false, nil
		}
	}
	path = filepath.Join(dir, FileName(c))
	if _, err := os.Stat(path); err == nil {
		return "", false, fmt.Errorf("corpus: %s exists and is not a case of %s", path, c.Signature)
	}
	c.Path = path
	if err := c.Write(); err != nil {
		return "", false, err
	}
	return path, true, nil
}

// replaysLike reports whether c is replayed with the same tool, target,
// level and pipeline as h.
func (h *Case) replaysLike(c *Case) bool {
	return h.Kind == c.Kind && h.Tool == c.Tool && h.Target == c.Target && h.Level == c.Level && h.Pipeline == c.Pipeline
}

// Write writes the case to its Path, atomically (temp file + rename).
func (c *Case) Write() error {
	if c.Path == "" {
		return errors.New("corpus: the case has no path")
	}
	if err := c.Validate(); err != nil {
		return fmt.Errorf("corpus: %s: %v", c.Path, err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(c.Path), ".tmp-"+filepath.Base(c.Path)+"-")
	if err != nil {
		return fmt.Errorf("corpus: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(c.Format()); err != nil {
		tmp.Close()
		return fmt.Errorf("corpus: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("corpus: %w", err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("corpus: %w", err)
	}
	if err := os.Rename(tmp.Name(), c.Path); err != nil {
		return fmt.Errorf("corpus: %w", err)
	}
	return nil
}

// Signatures is the set of the cases' finding signatures: what a campaign
// report counts as known.
func Signatures(cases []*Case) map[string]bool {
	out := make(map[string]bool, len(cases))
	for _, c := range cases {
		if c.Status != StatusExpectPass {
			out[c.Signature] = true
		}
	}
	return out
}

// Known maps the fingerprints (oracle.Fingerprint, in finding.KnownKey's
// form) of the cases that are
// open bugs on LLVM release tc to their file names: recorded findings not
// recorded fixed there and not fixed at or below its major. A campaign
// counts a finding that reduces to one of them as known. An IR-level
// case's fingerprint needs its optimized form: opt runs in a scratch
// directory under work.
func Known(ctx context.Context, cases []*Case, tc *native.Toolchain, work string) map[string]string {
	out := map[string]string{}
	for _, c := range cases {
		if c.Status == StatusExpectPass || len(c.FixedEvidence(tc.Version)) > 0 {
			continue
		}
		m, err := ir.Parse(filepath.Base(c.Path), []byte(c.Source))
		if err != nil {
			continue
		}
		fp, _ := oracle.FingerprintOptimized(ctx, tc, work, c.Finding(), m)
		if _, ok := out[finding.KnownKey(fp)]; !ok {
			out[finding.KnownKey(fp)] = filepath.Base(c.Path)
		}
	}
	return out
}
