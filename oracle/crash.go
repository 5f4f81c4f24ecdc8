package oracle

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/lazyre"

	"github.com/irfuzz/irfuzz/native"
)

// failureSignature classifies a failed tool run: its signature and the
// message it printed ("" when the run succeeded or was cancelled).
func failureSignature(r *native.Result, tool, pipeline string, tg *native.Target, level string) (kind, sig, msg string) {
	if r.OK() || r.StartErr != nil {
		return "", "", ""
	}
	where := tool
	if tg != nil {
		where += "/" + tg.Name
	}
	if r.TimedOut {
		what := pipeline
		if tool != "opt" {
			what = level
		}
		return finding.KindTimeout, fmt.Sprintf("%s/%s/%s", finding.KindTimeout, where, what), r.Describe()
	}
	msg = finding.CrashMessage(string(r.Stderr))
	if msg == "" {
		msg = r.Describe()
	} else if r.Signal != "" {
		msg = r.Signal + ": " + msg
	}
	return finding.KindCrash, fmt.Sprintf("%s/%s/%s", finding.KindCrash, where, finding.Normalize(msg)), msg
}

// starved reports whether a run that timed out worked (50 ms of processor
// time or more) but for less than a quarter of its time: the machine was
// loaded (seen: llc needing 2.3 s of CPU killed at 60 s with two dozen
// processes on two cores), and calling that a hang would be a false
// alarm. A run that used almost no processor time waited: a hang.
func starved(r *native.Result) bool {
	return r.TimedOut && r.CPU >= 50*time.Millisecond && r.CPU < r.Wall/4
}

// stage reruns the tool step that failed on a module of the batch (a
// subset of its test functions) and returns the signature of its failure.
type stage func(ctx context.Context, dir string, src []byte) (sig string, runs []*native.Result)

// toolFailure turns a failed tool run into a finding: the crashing test
// function is isolated by splitting the batch, and a script reproduces
// the failure. It returns nil when the run succeeded.
func (b *batch) toolFailure(ctx context.Context, r *native.Result, tool, pipeline string, tg *native.Target, level string) *finding.Finding {
	kind, sig, msg := failureSignature(r, tool, pipeline, tg, level)
	if kind == "" || ctx.Err() != nil {
		return nil
	}
	if starved(r) {
		// Run it again with four times the time: a tool the machine's
		// load starved finishes, a hang does not. (The step stays
		// failed, not judged.)
		lim := b.tools.Lim
		lim.Timeout = 4 * max(lim.Timeout, r.Wall)
		if again := native.Run(ctx, lim, r.Dir, r.Argv...); !again.TimedOut {
			return nil
		}
	}
	if why := b.sourceUnreadable(r); why != "" {
		b.unreadable = why
		return nil
	}
	st := b.stageFor(tool, pipeline, tg, level)
	src := []byte(b.srcText)
	var runs []*native.Result
	if b.o.store.Wants(kind, sig) && !b.program {
		// (A whole program has no test functions to isolate.)
		src, runs = b.isolate(ctx, st, sig, crashedFunction(r.Stderr))
	}
	f := b.newFinding(kind, tool, sig)
	f.Files["source.ll"] = src
	f.Pipeline, f.Message, f.Command = pipeline, msg, r.CommandLine()
	if tg != nil {
		f.Target, f.Level = tg.Name, level
	}
	f.Actual = r.Describe()
	if len(runs) > 0 {
		last := runs[len(runs)-1]
		f.Command = last.CommandLine()
		f.Files["stderr"] = tail(last.Stderr, 8000)
	} else {
		f.Files["stderr"] = tail(r.Stderr, 8000)
	}
	stderr := r.Stderr
	if len(runs) > 0 {
		stderr = runs[len(runs)-1].Stderr
	}
	f.Function = crashedFunction(stderr)
	f.Files["commands.sh"] = []byte(b.script(f, b.failureLines(kind, msg, tool, pipeline, tg, level, f.Function)))
	return f
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}

// failureLines is the body of commands.sh for a tool failure.
func (b *batch) failureLines(kind, msg, tool, pipeline string, tg *native.Target, level, fn string) []string {
	var lines []string
	in := "source.ll"
	var last []string
	switch tool {
	case "opt":
		last = b.tools.OptArgv(pipeline, "source.ll", "target.ll")
	case "llc", "link":
		if pipeline != "" {
			lines = append(lines, optLine(b.tools, pipeline, "source.ll", "target.ll")+" || exit 2")
			in = "target.ll"
		}
		last = b.tools.LlcArgv(tg, level, in, "out.o")
		if tool == "link" {
			lines = append(lines, native.ShellJoin(last)+" || exit 2")
			last = native.LinkArgv(tg, "out.bin", "out.o")
		}
	}
	if kind == finding.KindTimeout {
		secs := int(math.Ceil(b.tools.Lim.Timeout.Seconds())) // a 500ms limit is 1 s, not the default
		if secs == 0 {
			secs = int(native.DefaultLimits.Timeout.Seconds())
		}
		return append(lines,
			fmt.Sprintf("timeout %d %s", secs, native.ShellJoin(last)),
			"if [ $? -eq 124 ]; then echo 'reproduced: still running at the time limit'; exit 0; fi",
			"echo 'not reproduced: finished in time'; exit 1")
	}
	// A message with a signal ("SIGABRT: LLVM ERROR: ...") is still looked
	// for in the output: only a bare "killed by SIG..." has nothing to grep.
	detail := reSignalPrefix.ReplaceAllString(msg, "")
	// "in llvm::F(...)" names a stack frame, printed without the "in ".
	key := grepKey(strings.TrimPrefix(detail, "in "))
	// A crash from a memory-safety bug can die elsewhere from run to run,
	// as address-space randomization moves the heap (seen: an AArch64
	// GlobalISel SIGSEGV in one of two passes, about half the time each),
	// so the tool is run up to crashAttempts times.
	reproduced := "if [ $status -ge 128 ]; then"
	switch {
	case memorySafetyCrash(msg) && fn != "":
		// Where it dies moves from run to run (the stack's top frame and
		// even the pass), that it dies on fn does not.
		reproduced = fmt.Sprintf("if [ $status -ge 128 ] && grep -qE -- %s tool.out; then", native.ShellQuote(functionPattern(fn)))
	case key != "" && !strings.HasPrefix(detail, "killed by"):
		reproduced = fmt.Sprintf("if [ $status -ne 0 ] && grep -qF -- %s tool.out; then", native.ShellQuote(key))
	}
	lines = append(lines,
		fmt.Sprintf("for attempt in %s; do", attemptList()),
		"  "+native.ShellJoin(last)+" > tool.out 2>&1",
		"  status=$?",
		"  "+reproduced,
		"    tail -n 30 tool.out",
		fmt.Sprintf("    echo \"reproduced (run $attempt of %d)\"; exit 0", crashAttempts),
		"  fi",
		"done",
		"tail -n 30 tool.out")
	return append(lines, "echo 'not reproduced'; exit 1")
}

// memorySafetyCrash reports whether a failure message is a signal that a
// wild memory access raises, whose stack varies with the heap's layout.
func memorySafetyCrash(msg string) bool {
	return strings.HasPrefix(msg, "SIGSEGV") || strings.HasPrefix(msg, "SIGBUS")
}

// wildSignature reports whether crash signature sig is a wild memory
// access (a tool killed by SIGSEGV or SIGBUS), which may not show on
// every run.
func wildSignature(sig string) bool {
	for _, s := range []string{"SIGSEGV", "SIGBUS"} {
		if strings.Contains(sig, "/"+s) || strings.Contains(sig, "/killed by "+s) {
			return true
		}
	}
	return false
}

// sameCrash reports whether a rerun's signature got is the failure sig:
// equal, or for a memory-safety crash, the same signal from the same tool
// and target wherever it died.
func sameCrash(sig, got string) bool {
	// A release may reword a message only in case and final punctuation
	// (LLVM 22: "unsupported library call operation", 19: "Unsupported
	// library call operation!"): the same bug.
	if sig == got || foldMessage(sig) == foldMessage(got) {
		return true
	}
	i, j := strings.Index(sig, "/SIG"), strings.Index(got, "/SIG")
	if i < 0 || j < 0 || sig[:i] != got[:j] {
		return false
	}
	sm, gm := sig[i+1:], got[j+1:]
	return memorySafetyCrash(sm) && strings.SplitN(sm, ":", 2)[0] == strings.SplitN(gm, ":", 2)[0]
}

// foldMessage is a crash signature without what releases reword freely:
// letter case and the final punctuation.
func foldMessage(sig string) string {
	return strings.ToLower(strings.TrimRight(sig, "!. "))
}

// functionPattern is an extended regular expression for the pass-stack
// line that names function fn (legacy or new pass manager).
func functionPattern(fn string) string {
	q := regexp.QuoteMeta(fn)
	return `on function ('@"?` + q + `"?'|"` + q + `")`
}

// crashAttempts is how many times commands.sh runs a crashing tool before
// it says the crash did not reproduce.
const crashAttempts = 10

func attemptList() string {
	var b strings.Builder
	for i := 1; i <= crashAttempts; i++ {
		if i > 1 {
			b.WriteByte(' ')
		}
		fmt.Fprint(&b, i)
	}
	return b.String()
}

// reSignalPrefix is the signal failureSignature puts before a message.
var reSignalPrefix = lazyre.New(`^(?:SIG[A-Z0-9]+|signal [0-9]+): `)

// stageFor returns the rerun of the failed step.
func (b *batch) stageFor(tool, pipeline string, tg *native.Target, level string) stage {
	return func(ctx context.Context, dir string, src []byte) (string, []*native.Result) {
		t := *b.tools
		t.Dir = dir
		if os.WriteFile(filepath.Join(dir, "source.ll"), src, 0o644) != nil {
			return "", nil
		}
		var runs []*native.Result
		in := "source.ll"
		if tool == "opt" || pipeline != "" {
			r := b.timed(t.Opt(ctx, pipeline, "source.ll", "target.ll"))
			runs = append(runs, r)
			if tool == "opt" || !r.OK() {
				_, sig, _ := failureSignature(r, "opt", pipeline, nil, "")
				return sig, runs
			}
			in = "target.ll"
		}
		r := b.timed(t.Llc(ctx, tg, level, in, "out.o"))
		runs = append(runs, r)
		if tool == "llc" || !r.OK() {
			_, sig, _ := failureSignature(r, "llc", pipeline, tg, level)
			return sig, runs
		}
		r = b.timed(t.Link(ctx, tg, "out.bin", "out.o"))
		runs = append(runs, r)
		_, sig, _ := failureSignature(r, "link", pipeline, tg, level)
		return sig, runs
	}
}

// reCrashedFunction matches the stack of passes LLVM prints when it dies:
// legacy pass manager `... on function '@f'`, new one `... on function "f"`.
var reDiagFunction = lazyre.New(`error: [^\n]*?in function ([-\w.$]+) `)

var reCrashedFunction = lazyre.New(`(?m)^\s*\d+\.\s+Running pass .* on function (?:'@"?([^'"]+)"?'|"([^"]+)")`)

// crashedFunction returns the function LLVM was working on when it died,
// from the innermost pass it names in stderr ("" when it names none).
func crashedFunction(stderr []byte) string {
	ms := reCrashedFunction.FindAllSubmatch(stderr, -1)
	if len(ms) == 0 {
		// A back end's diagnostic, without a pass stack: "error:
		// <unknown>:0:0: in function t5 i32 (i32): ... is not supported".
		if m := reDiagFunction.FindSubmatch(stderr); m != nil {
			return string(m[1])
		}
		return ""
	}
	last := ms[len(ms)-1]
	return string(last[1]) + string(last[2])
}

// isolate splits the batch's test functions in halves while one half
// alone still fails with sig, and returns the smallest failing module.
// The function the tool named when it died is tried alone first, which
// usually makes splitting unnecessary.
func (b *batch) isolate(ctx context.Context, st stage, sig, hint string) ([]byte, []*native.Result) {
	var names []string
	for _, f := range b.src.Funcs {
		if Drivable(f) {
			names = append(names, f.Name)
		}
	}
	best := []byte(b.srcText)
	var bestRuns []*native.Result
	try := func(keep []string) bool {
		set := map[string]bool{}
		for _, n := range keep {
			set[n] = true
		}
		sub := Subset(b.src, set)
		if sub == nil {
			return false
		}
		dir, err := os.MkdirTemp(b.dir, "isolate-")
		if err != nil {
			return false
		}
		defer os.RemoveAll(dir)
		text := []byte(sub.String())
		got, runs := st(ctx, dir, text)
		if sameCrash(sig, got) {
			best, bestRuns = text, runs
			return true
		}
		return false
	}
	if slices.Contains(names, hint) && len(names) > 1 && try([]string{hint}) {
		return best, bestRuns
	}
	for len(names) > 1 && ctx.Err() == nil {
		half := len(names) / 2
		switch {
		case try(names[:half]):
			names = names[:half]
		case try(names[half:]):
			names = names[half:]
		default:
			return best, bestRuns
		}
	}
	if len(names) == 0 {
		try(nil)
	}
	return best, bestRuns
}
