// Package finding holds irfuzz's result records: a finding (one wrong
// result, with its evidence), the store of a campaign's findings, the
// kinds and signatures that sort them, and a campaign's summary and
// timeline. It runs no tool and interprets no IR, so that reports,
// the corpus and the reducer can read results without the machinery
// that produced them.
package finding

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Kinds of finding.
const (
	// KindIR: an opt pipeline's output does not refine the source under the
	// reference semantics.
	KindIR = "ir-miscompile"
	// KindNative: a compiled program printed an outcome outside the
	// source's allowed set, or died where the source returns.
	KindNative = "native-miscompile"
	// KindCrash: opt, llc or the linker died by a signal, reported an LLVM
	// error or an assertion, or failed on valid input.
	KindCrash = "crash"
	// KindTimeout: a tool ran past its time limit.
	KindTimeout = "timeout"
	// KindBadOutput: opt printed IR that our parser or verifier rejects.
	KindBadOutput = "bad-output"
	// KindInternal: irfuzz itself failed (a Go runtime error in the
	// reference semantics): a bug of irfuzz, never a verdict on LLVM.
	KindInternal = "internal-error"
	// KindPolicy: a difference that is LLVM's deliberate reading of a
	// corner of the Language Reference (see the oracle's policy list),
	// not a bug to report; counted apart.
	KindPolicy = "policy"
)

// Miscompile reports whether kind is a wrong result (IR-level or native)
// rather than a tool failure: a kind whose signature names a pass or a
// back-end component, which many bugs share.
func Miscompile(kind string) bool { return kind == KindIR || kind == KindNative }

// Finding is one wrong result, with everything needed to reproduce it
// without irfuzz. The JSON fields are finding.json; the rest are files.
type Finding struct {
	Kind      string `json:"kind"`
	Signature string `json:"signature"`
	Tool      string `json:"tool"`               // opt, llc, link, or the test program
	Pipeline  string `json:"pipeline,omitempty"` // the opt pipeline ("" for the source itself)
	Target    string `json:"target,omitempty"`
	Level     string `json:"level,omitempty"` // llc's -O level
	LLVM      string `json:"llvm"`            // the full version
	Seed      uint64 `json:"seed"`
	Origin    string `json:"origin,omitempty"` // where the module came from
	Function  string `json:"function,omitempty"`
	Input     string `json:"input,omitempty"`    // the witness arguments, printed
	Expected  string `json:"expected,omitempty"` // the source's allowed outcomes
	Actual    string `json:"actual,omitempty"`
	Reason    string `json:"reason,omitempty"`
	Pass      string `json:"pass,omitempty"`       // the guilty pass, from opt-bisect
	BlameNote string `json:"blame_note,omitempty"` // why no pass was named
	Message   string `json:"message,omitempty"`    // the tool's error, normalized
	// NativeNote, on an IR-level finding, says what the unoptimized
	// source's own native build does when it does not print what the
	// reference semantics expects: the back end folds the source the
	// same way (a second bug), or irfuzz's semantics is to be doubted.
	NativeNote string `json:"native_note,omitempty"`
	// Evidence, on a native miscompile that the unoptimized source's own
	// builds show too (a code-generation bug wrong at every optimization
	// level), names the builds that are wrong and the independent ones
	// that agree with the reference semantics: another instruction
	// selector, another LLVM release, the host target.
	Evidence string `json:"evidence,omitempty"`
	Command  string `json:"command,omitempty"` // the failing tool command line
	// Program marks a finding on a whole program (CheckProgram): its
	// behaviour is main's output and exit status, not a test function's
	// result. TypedPointers marks one whose source.ll is clang 14's text,
	// which the tools read without -opaque-pointers.
	Program       bool      `json:"program,omitempty"`
	TypedPointers bool      `json:"typed_pointers,omitempty"`
	Found         time.Time `json:"found"`
	// Policy, on a policy finding, names the entry of the oracle's policy
	// list that explains it.
	Policy string `json:"policy,omitempty"`

	// Reduction, written when the finding was reduced (in the campaign or
	// by irfuzz reduce).
	Reduction *Reduction `json:"reduction,omitempty"`
	// Releases, written after a campaign's reduction when more than one
	// supported LLVM release is installed: what the reduced finding does
	// on each (see package rangecheck).
	Releases *Releases `json:"releases,omitempty"`

	// Files are written next to finding.json: source.ll, target.ll,
	// inputs, expected, actual, commands.sh, harness.ll, ...
	Files map[string][]byte `json:"-"`
	// Dir is where the finding was written or read (set by Store.Add,
	// Write and Load).
	Dir string `json:"-"`
}

// Reduction is what became of a finding when it was reduced: its
// fingerprint (one bug, one fingerprint), how small it got, and whether
// the bug is one seen before.
type Reduction struct {
	// Fingerprint identifies the bug: the signature without the test
	// function it was found in, and a hash of the reduced module's
	// skeleton (Skeleton). Findings with the same fingerprint are one bug.
	Fingerprint string `json:"fingerprint,omitempty"`
	// Skeleton is the reduced test's shape: its instructions' opcodes,
	// flags, predicates, intrinsics and types, without constants or names.
	Skeleton string `json:"skeleton,omitempty"`
	// Size is the reduced module's instruction count; Seconds how long
	// the reduction took; Done when it was written.
	Size    int       `json:"size,omitempty"`
	Seconds float64   `json:"seconds,omitempty"`
	Done    time.Time `json:"done"`
	// Failed says why there is no reduced module (the reduced module did
	// not reproduce, the budget ran out, ...); empty on success.
	Failed string `json:"failed,omitempty"`
	// Stopped says the reduction was cut short (its time limit): the
	// reduced module is the smallest found until then.
	Stopped string `json:"stopped,omitempty"`
	// Known names the regression-corpus case with the same fingerprint
	// (a known bug); SameAs the finding directory of this campaign that
	// had the fingerprint first.
	Known  string `json:"known,omitempty"`
	SameAs string `json:"same_as,omitempty"`
}

// Releases is a finding's release range: what replaying it showed on
// each LLVM release checked, oldest first, and what that says of where
// the bug begins (LLVM's regression:NN label) and whether the newest
// release still has it. Package rangecheck computes it.
type Releases struct {
	// Outcomes are the releases checked, oldest first.
	Outcomes []ReleaseOutcome `json:"outcomes,omitempty"`
	// First is the version of the oldest release that shows the bug (""
	// when none does).
	First string `json:"first,omitempty"`
	// LastGood is the version of the newest release before First that
	// was checked and does not show the bug (fixed or changed there): the
	// bug came after it. "" when First is the oldest release that could
	// be checked, or nothing shows the bug.
	LastGood string `json:"last_good,omitempty"`
	// Regression is LLVM's label for a bug that a release brought
	// ("regression:19": LastGood did not have it, First does); "" when
	// LastGood is.
	Regression string `json:"regression,omitempty"`
	// Newest is the version of the newest release checked, NewestState
	// what it showed, and NewestShows whether that is the bug.
	Newest      string `json:"newest,omitempty"`
	NewestState string `json:"newest_state,omitempty"`
	NewestShows bool   `json:"newest_shows"`
	// Error says why the range could not be made (set instead of the
	// rest, or beside a partial Outcomes).
	Error string `json:"error,omitempty"`
}

// ReleaseOutcome is what replaying a finding on one LLVM release showed.
type ReleaseOutcome struct {
	Major   int    `json:"major"`
	Version string `json:"version"` // the full version ("19.1.7")
	// State is reproduces, fixed, changed, cannot read or not checked
	// (pass or fail for an expect-pass corpus case); see rangecheck.
	State  string `json:"state"`
	Reason string `json:"reason,omitempty"`
}

// Store writes findings, one directory each, and counts the ones whose
// signature it has seen instead of storing them again. It is safe for
// concurrent use.
//
// A miscompile's signature names a pass or a back-end component, which
// many bugs share, so the store keeps a few samples of a frequent one
// (the occurrences SampleAt lists) for reduction to tell apart.
type Store struct {
	dir    string
	mu     sync.Mutex
	counts map[string]int
	kinds  map[string]string
	order  []string
}

// OpenStore opens (creating it) a findings directory; the signatures of
// findings already there count as seen.
func OpenStore(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("findings directory: %w", err)
	}
	s := &Store{dir: dir, counts: map[string]int{}, kinds: map[string]string{}}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("findings directory: %w", err)
	}
	samples := map[string]int{}
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".tmp-") {
			// Left by an Add that was interrupted before its rename: it
			// holds finding.json but was never stored.
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name(), "finding.json"))
		if err != nil {
			continue
		}
		var f Finding
		if json.Unmarshal(data, &f) == nil && f.Signature != "" {
			if samples[f.Signature] == 0 {
				s.order = append(s.order, f.Signature)
				s.kinds[f.Signature] = f.Kind
			}
			samples[f.Signature]++
		}
	}
	// The occurrences counted so far are at least those of the samples
	// kept, so that the next sample gets a directory of its own.
	for sig, n := range samples {
		s.counts[sig] = n
		if Miscompile(s.kinds[sig]) {
			s.counts[sig] = SampleAt[min(n, len(SampleAt))-1]
		}
	}
	return s, nil
}

// NewMemStore returns a store that counts findings and writes none: for
// a check whose findings are its result (blame, replay), not a record.
func NewMemStore() *Store {
	return &Store{counts: map[string]int{}, kinds: map[string]string{}}
}

// Dir is the findings directory ("" for a NewMemStore).
func (s *Store) Dir() string { return s.dir }

// Seen reports whether a finding with signature sig was stored.
func (s *Store) Seen(sig string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.counts[sig] > 0
}

// SampleAt lists the occurrences (1 = the first) of a miscompile
// signature that the store keeps: a pass or component that fails often
// may hide several bugs, and reduction tells the samples apart by their
// fingerprints. Other kinds keep their first occurrence only.
var SampleAt = []int{1, 4, 16, 64}

// Wants reports whether the next finding of kind with signature sig
// would be stored (so that the oracle spends work, such as isolating a
// crashing function, only on findings that are kept).
func (s *Store) Wants(kind, sig string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return sampleIndex(kind, s.counts[sig]+1) >= 0
}

// sampleIndex is which sample occurrence n (1-based) of a kind is, or -1
// when it is not kept.
func sampleIndex(kind string, n int) int {
	if !Miscompile(kind) {
		if n == 1 {
			return 0
		}
		return -1
	}
	for k, at := range SampleAt {
		if at == n {
			return k
		}
	}
	return -1
}

// Add stores f when it is a sample of its signature (its first
// occurrence, or for a miscompile one of SampleAt); either way it is
// counted. stored reports whether it was kept (written to the directory
// of an on-disk store). The directory appears complete or not at all
// (temp dir + rename).
func (s *Store) Add(f *Finding) (stored bool, err error) {
	s.mu.Lock()
	s.counts[f.Signature]++
	n := s.counts[f.Signature]
	if n == 1 {
		s.order = append(s.order, f.Signature)
		s.kinds[f.Signature] = f.Kind
	}
	s.mu.Unlock()
	k := sampleIndex(f.Kind, n)
	if k < 0 || s.dir == "" {
		return k >= 0, nil
	}
	if err := Write(filepath.Join(s.dir, DirName(f, k)), f); err != nil {
		return false, err
	}
	return true, nil
}

// DirName is the name of the store directory of the k-th sample (0 = the
// first) of f's signature.
func DirName(f *Finding, k int) string {
	sum := sha256.Sum256([]byte(f.Signature))
	name := fmt.Sprintf("%s-%s", f.Kind, hex.EncodeToString(sum[:])[:12])
	if k > 0 {
		name += fmt.Sprintf("-%d", k+1)
	}
	return name
}

// WriteJSON rewrites dir/finding.json from f, leaving the finding's other
// files as they are (atomically: temp file + rename).
func WriteJSON(dir string, f *Finding) error {
	js, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	tmp := filepath.Join(dir, ".finding.json.tmp")
	if err := os.WriteFile(tmp, append(js, '\n'), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, "finding.json"))
}

// Write writes f as a finding directory at dir (finding.json and
// f.Files), replacing what was there; the directory appears complete or
// not at all (temp dir + rename). f.Dir becomes dir.
func Write(dir string, f *Finding) error {
	tmp, err := os.MkdirTemp(filepath.Dir(dir), ".tmp-"+filepath.Base(dir)+"-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	js, _ := json.MarshalIndent(f, "", "  ")
	files := map[string][]byte{"finding.json": append(js, '\n')}
	for k, v := range f.Files {
		files[k] = v
	}
	for k, v := range files {
		mode := os.FileMode(0o644)
		if strings.HasSuffix(k, ".sh") {
			mode = 0o755
		}
		if err := os.WriteFile(filepath.Join(tmp, k), v, mode); err != nil {
			return err
		}
	}
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := os.Rename(tmp, dir); err != nil {
		return err
	}
	f.Dir = dir
	return nil
}

// SignatureCount is how often one signature was found.
type SignatureCount struct {
	Signature string `json:"signature"`
	Kind      string `json:"kind"`
	Count     int    `json:"count"`
}

// Counts lists every signature with its count, in the order first seen.
func (s *Store) Counts() []SignatureCount {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]SignatureCount, 0, len(s.order))
	for _, sig := range s.order {
		out = append(out, SignatureCount{sig, s.kinds[sig], s.counts[sig]})
	}
	return out
}

// Load reads the finding directory dir (its finding.json; the files
// stay on disk).
func Load(dir string) (*Finding, error) {
	data, err := os.ReadFile(filepath.Join(dir, "finding.json"))
	if err != nil {
		return nil, err
	}
	var f Finding
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s/finding.json: %w", dir, err)
	}
	f.Dir = dir
	return &f, nil
}
