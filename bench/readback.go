package bench

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/olekukonko/tablewriter"

	"github.com/irfuzz/irfuzz/campaign/csmith"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// ReadbackConfig says what `irfuzz bench readback` reads back: the IR a
// release's tools print for generated modules, for test files (Alive2's
// alive-tv tests, LLVM's) and for Csmith programs, which irfuzz must
// parse and verify or it cannot judge them (a bad-output finding).
type ReadbackConfig struct {
	LLVM      int      // the release (0: the newest installed)
	Modules   int      // generated modules (seeds Seed, Seed+1, ...)
	Seed      uint64   // first seed of the generator and of Csmith
	Dirs      []string // directories of .ll files, searched recursively
	Csmith    int      // Csmith programs, lowered by the release's clang at -O0 and -O2
	Pipelines []string // opt pipelines run on every module (default O1, O2, O3, Os)
	Jobs      int      // modules read back at once (0: 2)
	Progress  io.Writer
}

// DefaultReadbackConfig is the configuration with no flag given.
var DefaultReadbackConfig = ReadbackConfig{Modules: 500, Seed: 1, Csmith: 40}

// ReadbackSource is the tally of one kind of input.
type ReadbackSource struct {
	Name     string // "generated", a directory, "csmith"
	Inputs   int    // modules given to the tools
	Rejected int    // inputs the release's own tools reject (not irfuzz's concern)
	Outputs  int    // modules the tools printed, each parsed and verified
	Bad      int    // outputs irfuzz's parser or verifier rejects
	NoLoad   int    // outputs that verify but the semantics cannot load
}

// ReadbackFailure is one output irfuzz could not read.
type ReadbackFailure struct {
	Source, Input, Step, Stage, Message string
}

// ReadbackResult is what `irfuzz bench readback` found.
type ReadbackResult struct {
	LLVM     string
	Sources  []*ReadbackSource
	Failures []ReadbackFailure // parse and verify rejections
	NoLoad   []ReadbackFailure // semantics load failures, for information
	Wall     time.Duration
}

// Bad is the number of outputs irfuzz rejected, over every source.
func (r *ReadbackResult) Bad() int {
	n := 0
	for _, s := range r.Sources {
		n += s.Bad
	}
	return n
}

// readbackInput is one module to run the tools on.
type readbackInput struct {
	source *ReadbackSource
	name   string
	text   []byte
	// direct is IR the release already printed (clang -O2): read as it
	// is, besides running the pipelines on it.
	direct bool
}

// RunReadback runs the release's opt pipelines on every input and reads
// back what they print.
func RunReadback(ctx context.Context, cfg ReadbackConfig) (*ReadbackResult, error) {
	tc, err := native.Find(cfg.LLVM, "")
	if err != nil {
		return nil, err
	}
	if len(cfg.Pipelines) == 0 {
		cfg.Pipelines = []string{"O1", "O2", "O3", "Os"}
	}
	if cfg.Jobs <= 0 {
		cfg.Jobs = 2
	}
	work, err := os.MkdirTemp("", "irfuzz-readback-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	res := &ReadbackResult{LLVM: tc.Version}
	start := time.Now()
	inputs, err := readbackInputs(ctx, cfg, tc, work, res)
	if err != nil {
		return nil, err
	}
	var mu sync.Mutex
	next := make(chan readbackInput)
	var wg sync.WaitGroup
	for j := range cfg.Jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dir := filepath.Join(work, fmt.Sprintf("job%d", j))
			_ = os.MkdirAll(dir, 0o755)
			tools := &native.Tools{TC: tc, Dir: dir}
			for in := range next {
				readbackOne(ctx, tools, cfg.Pipelines, in, res, &mu)
			}
		}()
	}
	for k, in := range inputs {
		if ctx.Err() != nil {
			break
		}
		next <- in
		if cfg.Progress != nil && (k+1)%50 == 0 {
			fmt.Fprintf(cfg.Progress, "readback: %d of %d modules\n", k+1, len(inputs))
		}
	}
	close(next)
	wg.Wait()
	res.Wall = time.Since(start)
	sortFailures(res.Failures)
	sortFailures(res.NoLoad)
	return res, ctx.Err()
}

func sortFailures(fs []ReadbackFailure) {
	sort.Slice(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		return a.Source+a.Input+a.Step < b.Source+b.Input+b.Step
	})
}

// readbackInputs gathers the modules: generated ones, the test files of
// cfg.Dirs, and Csmith programs lowered by the release's clang.
func readbackInputs(ctx context.Context, cfg ReadbackConfig, tc *native.Toolchain, work string, res *ReadbackResult) ([]readbackInput, error) {
	var inputs []readbackInput
	if cfg.Modules > 0 {
		src := &ReadbackSource{Name: "generated"}
		res.Sources = append(res.Sources, src)
		gcfg := gen.DefaultConfig()
		gcfg.LLVM = tc.Major
		if err := gcfg.Validate(); err != nil {
			return nil, fmt.Errorf("readback: generator: %w", err)
		}
		for k := range cfg.Modules {
			m, err := gen.Generate(cfg.Seed+uint64(k), gcfg)
			if err != nil {
				return nil, fmt.Errorf("readback: generate seed %d: %w", cfg.Seed+uint64(k), err)
			}
			inputs = append(inputs, readbackInput{source: src, name: fmt.Sprintf("seed %d", cfg.Seed+uint64(k)), text: []byte(m.String())})
		}
	}
	for _, dir := range cfg.Dirs {
		src := &ReadbackSource{Name: dir}
		res.Sources = append(res.Sources, src)
		var files []string
		err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".ll") {
				files = append(files, p)
			}
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("readback: %w", err)
		}
		slices.Sort(files)
		for _, f := range files {
			text, err := os.ReadFile(f)
			if err != nil {
				return nil, fmt.Errorf("readback: %w", err)
			}
			inputs = append(inputs, readbackInput{source: src, name: f, text: text})
		}
	}
	if cfg.Csmith > 0 {
		src := &ReadbackSource{Name: "csmith"}
		res.Sources = append(res.Sources, src)
		clang, err := csmith.FindClang(tc.Major)
		if err != nil {
			return nil, fmt.Errorf("readback: %w", err)
		}
		dir := filepath.Join(work, "csmith")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, err
		}
		for k := range cfg.Csmith {
			seed := cfg.Seed + uint64(k)
			csrc, ll, err := csmith.Program(ctx, seed, csmith.Defaults(), clang, dir)
			if err != nil {
				return nil, fmt.Errorf("readback: csmith seed %d: %w", seed, err)
			}
			inputs = append(inputs, readbackInput{source: src, name: fmt.Sprintf("csmith %d -O0", seed), text: ll})
			o2, err := clangO2(ctx, clang, csrc, dir)
			if err != nil {
				return nil, fmt.Errorf("readback: csmith seed %d at -O2: %w", seed, err)
			}
			inputs = append(inputs, readbackInput{source: src, name: fmt.Sprintf("csmith %d -O2", seed), text: o2, direct: true})
		}
	}
	return inputs, nil
}

// clangO2 lowers a C program with clang -O2 (what a C compiler's user
// gets), including Csmith's header.
func clangO2(ctx context.Context, clang string, csrc []byte, dir string) ([]byte, error) {
	in := filepath.Join(dir, "o2.c")
	out := filepath.Join(dir, "o2.ll")
	if err := os.WriteFile(in, csrc, 0o644); err != nil {
		return nil, err
	}
	argv := []string{clang, "-O2", "-S", "-emit-llvm", "-w", "-I" + native.CsmithInclude, in, "-o", out}
	r := native.Run(ctx, native.Limits{Timeout: 2 * time.Minute}, dir, argv...)
	if !r.OK() {
		return nil, fmt.Errorf("%s: %s", strings.Join(argv, " "), r.Describe())
	}
	return os.ReadFile(out)
}

// readbackOne runs each pipeline on one input and reads back the output.
func readbackOne(ctx context.Context, tools *native.Tools, pipelines []string, in readbackInput, res *ReadbackResult, mu *sync.Mutex) {
	if err := os.WriteFile(filepath.Join(tools.Dir, "in.ll"), in.text, 0o644); err != nil {
		return
	}
	type output struct {
		step string
		text []byte
	}
	var outs []output
	rejected := false
	if in.direct {
		outs = append(outs, output{"clang -O2", in.text})
	}
	for _, p := range pipelines {
		r := tools.Opt(ctx, p, "in.ll", "out.ll")
		if !r.OK() {
			rejected = true // the release's own verdict on its input
			continue
		}
		text, err := os.ReadFile(filepath.Join(tools.Dir, "out.ll"))
		if err == nil {
			outs = append(outs, output{"opt " + p, text})
		}
	}
	var bad, noLoad []ReadbackFailure
	for _, o := range outs {
		m, err := ir.Parse("out.ll", o.text)
		stage := "parse"
		if err == nil {
			err, stage = ir.Verify(m), "verify"
		}
		if err != nil {
			bad = append(bad, ReadbackFailure{in.source.Name, in.name, o.step, stage, firstLine(err.Error())})
			continue
		}
		if _, err := semantics.Load(m); err != nil {
			noLoad = append(noLoad, ReadbackFailure{in.source.Name, in.name, o.step, "load", firstLine(err.Error())})
		}
	}
	mu.Lock()
	defer mu.Unlock()
	in.source.Inputs++
	if rejected {
		in.source.Rejected++
	}
	in.source.Outputs += len(outs)
	in.source.Bad += len(bad)
	in.source.NoLoad += len(noLoad)
	res.Failures = append(res.Failures, bad...)
	res.NoLoad = append(res.NoLoad, noLoad...)
}

// WriteTable prints the tallies per source, then every rejection and the
// load failures grouped by message.
func (r *ReadbackResult) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "LLVM %s: the tools' output read back by irfuzz (%s)\n", r.LLVM, r.Wall.Round(time.Second))
	t := tablewriter.NewWriter(w)
	t.Header("source", "inputs", "rejected by LLVM", "outputs", "bad output", "not loadable")
	for _, s := range r.Sources {
		if err := t.Append(s.Name, fmt.Sprint(s.Inputs), fmt.Sprint(s.Rejected), fmt.Sprint(s.Outputs), fmt.Sprint(s.Bad), fmt.Sprint(s.NoLoad)); err != nil {
			return err
		}
	}
	if err := t.Render(); err != nil {
		return err
	}
	for _, f := range r.Failures {
		fmt.Fprintf(w, "bad output: %s %s (%s): %s: %s\n", f.Source, f.Input, f.Step, f.Stage, f.Message)
	}
	byMsg := map[string]int{}
	for _, f := range r.NoLoad {
		byMsg[f.Message]++
	}
	for _, msg := range slices.Sorted(func(yield func(string) bool) {
		for m := range byMsg {
			if !yield(m) {
				return
			}
		}
	}) {
		fmt.Fprintf(w, "not loadable (%d outputs): %s\n", byMsg[msg], msg)
	}
	return nil
}
