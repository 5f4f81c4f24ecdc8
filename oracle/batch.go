package oracle

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/lazyre"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// batch is one module under check: its work directory, its source and
// the tools that run there, and the findings' shared mechanics. What is
// judged of the module is its subject (see run).
type batch struct {
	o       *Oracle
	origin  Origin
	dir     string
	tools   *native.Tools
	src     *ir.Module
	adapted []string // how src was rewritten for the release (Result.Adapted)
	srcText string
	// srcProg is the source under its own datalayout (nil when not
	// loaded: see skip, and Replay, which loads it on demand).
	srcProg *semantics.Program
	skip    string // why the module is not checked: it could not be loaded
	// program says the batch is a whole program: its findings say so, and
	// a tool failure is not narrowed down to a test function.
	program bool
	// targets are the targets the batch is built for natively (the
	// configured ones, or a campaign's sample of them).
	targets []*native.Target

	storeErr error // the first failure to write a finding
	// unreadable says why the release's tools cannot parse the source,
	// when a tool run failed so (sourceUnreadable).
	unreadable string
}

// objCache holds compiled objects by a key of what they were compiled
// from. It is safe for concurrent use and keeps at most objCacheSize.
type objCache struct {
	mu   sync.Mutex
	objs map[[32]byte][]byte
}

const objCacheSize = 64

func newObjCache() *objCache { return &objCache{objs: map[[32]byte][]byte{}} }

func (c *objCache) get(key [32]byte) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	obj, ok := c.objs[key]
	return obj, ok
}

func (c *objCache) put(key [32]byte, obj []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.objs) >= objCacheSize {
		clear(c.objs)
	}
	c.objs[key] = obj
}

// openBatch makes the work directory of module m with its source.ll
// (origin.Text as it is when given, else irfuzz's printing; typed
// pointers make the tools read it in their default mode) and loads it;
// a module that cannot be loaded is skipped (b.skip).
//
// A module irfuzz prints is printed for the release under test
// (ir.ForRelease): what the release spells another way is written its
// way, and flags and attributes it does not know are dropped, which
// b.adapted lists.
func (o *Oracle) openBatch(m *ir.Module, origin Origin) (*batch, error) {
	text := string(origin.Text)
	var adapted []string
	if origin.Text == nil {
		if ir.NeedsRewrite(m, o.cfg.Toolchain.Major) {
			if fm, changes, err := ir.ForRelease(m, o.cfg.Toolchain.Major); err == nil && len(changes) > 0 {
				m, adapted = fm, changes
			}
		}
		text = m.String()
	}
	b, err := o.newBatch("irfuzz", m, text, origin)
	if err != nil {
		return nil, err
	}
	b.adapted = adapted
	if origin.TypedPointers {
		tc := *o.cfg.Toolchain
		tc.TypedPointers = true
		b.tools.TC = &tc
	}
	if b.srcProg, err = semantics.Load(m); err != nil {
		b.skip = err.Error()
	}
	return b, nil
}

// newBatch makes a work directory (its name starting with prefix) holding
// source.ll, module m printed as text, and the tools that work there.
func (o *Oracle) newBatch(prefix string, m *ir.Module, text string, origin Origin) (*batch, error) {
	dir, err := os.MkdirTemp(o.cfg.WorkDir, fmt.Sprintf("%s-%d-", prefix, o.seq.Add(1)))
	if err != nil {
		return nil, err
	}
	b := &batch{o: o, origin: origin, dir: dir, src: m, srcText: text, targets: o.cfg.Targets}
	b.tools = &native.Tools{TC: o.cfg.Toolchain, Dir: dir, Lim: o.cfg.ToolLimits, RunLim: o.cfg.RunLimits, StepLimit: o.cfg.StepLimit}
	if err := os.WriteFile(filepath.Join(dir, "source.ll"), []byte(text), 0o644); err != nil {
		b.close()
		return nil, err
	}
	return b, nil
}

func (b *batch) close() {
	if !b.o.cfg.KeepWork {
		os.RemoveAll(b.dir)
	}
}

// scratch makes a directory in the work directory (its name starting
// with prefix) holding src.ll = src, and tools that work there; done
// removes it. t is nil on failure.
func (b *batch) scratch(prefix string, src []byte) (t *native.Tools, dir string, done func()) {
	dir, err := os.MkdirTemp(b.dir, prefix)
	if err != nil {
		return nil, "", nil
	}
	done = func() { os.RemoveAll(dir) }
	if err := os.WriteFile(filepath.Join(dir, "src.ll"), src, 0o644); err != nil {
		done()
		return nil, "", nil
	}
	tc := *b.tools
	tc.Dir = dir
	return &tc, dir, done
}

// timed runs a tool and adds its wall and processor time to the
// oracle's tool times.
func (b *batch) timed(r *native.Result) *native.Result {
	b.o.toolNanos.Add(int64(r.Wall))
	k := 3
	switch {
	case r.Argv[0] == b.o.cfg.Toolchain.Opt:
		k = 0
	case r.Argv[0] == b.o.cfg.Toolchain.Llc:
		k = 1
	case len(r.Argv) > 2 && r.Argv[1] == "-o":
		k = 2
	}
	b.o.byTool[k].Add(int64(r.Wall))
	b.o.cpuByTool[k].Add(int64(r.CPU))
	b.o.tally.add(callerPurpose(1), ToolNames[k], r.Wall, r.CPU)
	return r
}

// found records findings and writes each to the store at once, so that a
// campaign killed in the middle of a module loses none.
func (b *batch) found(res *Result, fs ...*finding.Finding) {
	for _, f := range fs {
		res.Findings = append(res.Findings, f)
		stored, err := b.o.store.Add(f)
		if err != nil && b.storeErr == nil {
			b.storeErr = err
		}
		if stored {
			res.Stored++
		}
	}
}

// newFinding starts a finding of this batch with the source attached.
func (b *batch) newFinding(kind, tool, sig string) *finding.Finding {
	f := &finding.Finding{
		Kind: kind, Signature: sig, Tool: tool,
		LLVM: b.o.cfg.Toolchain.Version, Seed: b.origin.Seed, Origin: b.origin.What,
		Found: time.Now().UTC().Truncate(time.Second),
		Files: map[string][]byte{"source.ll": []byte(b.srcText)},
	}
	for name, data := range b.origin.Files {
		f.Files[name] = data
	}
	if b.program {
		f.Program, f.TypedPointers = true, b.tools.TC.TypedPointers
	}
	return f
}

// miscompileSig is the signature of an IR-level miscompile: its kind and
// the guilty pass, or when none was found, "unbisected" and the pipeline
// it was found with: never the test function, so that the signature names
// where a bug is and reduction (fingerprints) tells the bugs apart. A
// native one names its component when no pass (nativeSig).
func miscompileSig(kind, pass, pipeline string) string {
	if pass != "" {
		return kind + "/" + pass
	}
	return kind + "/unbisected/" + pipeline
}

// attachVerdict writes a miscompile's expected and actual files from its
// Expected, Actual and Reason.
func attachVerdict(f *finding.Finding) {
	f.Files["expected"] = []byte("expected: " + f.Expected + "\n")
	f.Files["actual"] = []byte("actual:   " + f.Actual + "\n" + "why:      " + f.Reason + "\n")
}

// parseOutput parses and verifies what opt printed; a rejection is a
// bad-output finding.
func (b *batch) parseOutput(pipeline string, r *native.Result, text []byte) (*ir.Module, *finding.Finding) {
	m, err := ir.Parse("opt-output.ll", text)
	stage := "parse"
	if err == nil {
		err = ir.Verify(m)
		stage = "verify"
	}
	if err == nil {
		return m, nil
	}
	msg := firstLineOf(err.Error())
	f := b.newFinding(finding.KindBadOutput, "opt", fmt.Sprintf("%s/%s/%s", finding.KindBadOutput, stage, finding.Normalize(stripPos(msg))))
	f.Pipeline = pipeline
	f.Message = msg
	f.Command = r.CommandLine()
	f.Files["target.ll"] = text
	f.Files["commands.sh"] = []byte(b.script(f, []string{
		optLine(b.tools, pipeline, "source.ll", "target.ll") + " || exit 2",
		"echo 'opt printed target.ll; irfuzz " + stage + " rejects it with:'",
		"echo " + native.ShellQuote(msg),
		"exit 0",
	}))
	return nil, f
}

// stripPos drops a leading "file:line:col: " from a message.
func stripPos(s string) string {
	parts := strings.SplitN(s, ": ", 2)
	if len(parts) == 2 && strings.Count(parts[0], ":") >= 1 {
		return parts[1]
	}
	return s
}

func firstLineOf(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// reSourceParseError is LLVM's complaint about the text of the batch's
// source as irfuzz wrote it (source.ll, its retargeted copy, a subset of
// it): "opt: source.ll:3:49: error: expected top-level entity". A
// pipeline output that llc cannot parse is another matter: opt wrote it.
var reSourceParseError = lazyre.New(`(?:subset-)?source[^:\s/]*\.ll:\d+:\d+: error: .*`)

// reSourceInvalid is the release's verifier turning down the batch's
// source as its tools read it (opt verifies its input before any pass:
// "error: input module is broken!"; llc names the file): a construct the
// release reads but defines otherwise (LLVM 14 and a module flag
// behaviour of a later release).
var reSourceInvalid = lazyre.New(`error: input module is broken!|error: '(?:subset-)?source[^'/]*\.ll': input module cannot be verified`)

// sourceUnreadable says, from a failed tool run, why the release's tools
// cannot read the batch's source ("" when that is not why it failed):
// IR syntax newer than the release (LLVM 14 reading memory(argmem:
// readwrite)). Every tool run would fail on it, which is no LLVM bug.
func (b *batch) sourceUnreadable(r *native.Result) string {
	if r.OK() || r.Signal != "" || r.TimedOut {
		return ""
	}
	msg := reSourceParseError.FindString(string(r.Stderr))
	if msg == "" {
		if msg = reSourceInvalid.FindString(string(r.Stderr)); msg == "" {
			return ""
		}
		// The verifier's reason comes first: what the release rejects.
		if first, _, _ := strings.Cut(strings.TrimSpace(string(r.Stderr)), "\n"); first != "" && first != msg {
			msg = first + " (" + msg + ")"
		}
	}
	return fmt.Sprintf("LLVM %s cannot read it: %s", b.tools.TC.Version, msg)
}
