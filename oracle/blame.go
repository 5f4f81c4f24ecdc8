package oracle

import (
	"context"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// Blame finds the guilty pass of a miscompile finding again, by opt-bisect
// (IR-level findings) or llc's opt-bisect (native ones), with cfg's tools.
func Blame(ctx context.Context, cfg Config, dir string) (string, error) {
	f, err := finding.Load(dir)
	if err != nil {
		return "", err
	}
	if f.Kind != finding.KindIR && f.Kind != finding.KindNative {
		return "", fmt.Errorf("%s: a %s finding has no guilty pass to bisect (its signature is the tool's message)", dir, f.Kind)
	}
	if f.Program {
		return "", fmt.Errorf("%s: a whole-program finding: the campaign bisected it when it was found (irfuzz blame works on test functions)", dir)
	}
	src, err := os.ReadFile(filepath.Join(dir, "source.ll"))
	if err != nil {
		return "", err
	}
	m, err := ir.Parse(filepath.Join(dir, "source.ll"), src)
	if err != nil {
		return "", err
	}
	o, err := New(cfg, finding.NewMemStore())
	if err != nil {
		return "", err
	}
	b, err := o.openBatch(m, Origin{Seed: f.Seed})
	if err != nil {
		return "", err
	}
	defer b.close()
	if b.skip != "" {
		return "", fmt.Errorf("%s: %s", dir, b.skip)
	}
	// The entries as Check makes them: a target with another datalayout
	// re-expects them (targetView).
	ts := newTestFuncs(b, newObjCache())
	ts.expect(&Result{})
	fn := m.Func(f.Function)
	if fn == nil {
		return "", fmt.Errorf("%s: no function @%s in source.ll", dir, f.Function)
	}
	e, err := witness(ts, fn, filepath.Join(dir, "inputs"))
	if err != nil {
		return "", err
	}
	var pass string
	if f.Kind == finding.KindIR {
		var note string
		if pass, note = ts.blameIR(ctx, src, f.Pipeline, fn.Name, e.inputs[0]); pass == "" {
			return "", fmt.Errorf("%s: no guilty pass: %s", dir, note)
		}
	} else {
		tg, err := native.LookupTarget(f.Target)
		if err != nil {
			return "", err
		}
		view, _ := ts.targetView(tg)
		if view != ts {
			if e, err = witness(view, view.prog.Module.Func(f.Function), filepath.Join(dir, "inputs")); err != nil {
				return "", err
			}
		}
		nb := nativeBuild{tg: tg, level: f.Level, pipeline: f.Pipeline}
		if _, bad := view.reproduceNative(ctx, nb, src, e, 0, -1); !bad {
			return "", fmt.Errorf("%s: the witness program does not show the finding with these tools", dir)
		}
		if f.Level != "O0" {
			pass = view.blameLlc(ctx, nb, src, e, 0, "", false)
		}
		if pass == "" {
			// No pass to name: say where llc's switches localize it.
			loc := view.localizeLlc(ctx, nb, src, e, 0, nil)
			why := "bisection did not converge"
			if f.Level == "O0" {
				why = "llc -O0 runs no optional passes to bisect"
			}
			return "", fmt.Errorf("%s: %s; localized to %s: %s", dir, why, loc.component, loc.note)
		}
	}
	if pass == "" {
		return "", fmt.Errorf("%s: bisection did not converge (the finding may not reproduce with these tools)", dir)
	}
	return pass, nil
}

// witness rebuilds a finding's input from the images in its inputs file.
func witness(ts *testFuncs, fn *ir.Function, path string) (*entry, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	e, skip, err := ts.witnessEntry(fn, witnessLines(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if skip != "" {
		return nil, fmt.Errorf("the source says nothing on the witness: %s", skip)
	}
	return e, nil
}

// witnessEntry is test function fn on the one input read from the lines
// of a finding's inputs file (parseWitness), with what the source allows
// there; skip says why the source says nothing there (its undefined
// behaviour, a budget), and err why the lines cannot be read.
func (ts *testFuncs) witnessEntry(fn *ir.Function, lines []string) (e *entry, skip string, err error) {
	in, err := parseWitness(ts.prog, fn, lines)
	if err != nil {
		return nil, "", err
	}
	ck := semantics.NewChecker(ts.prog, ts.prog, semantics.CheckOptions{MaxSteps: ts.o.cfg.MaxSteps})
	outs, skip := ck.Expect(fn, in)
	if skip != "" {
		return nil, skip, nil
	}
	e = &entry{fn: fn}
	e.add(ts.prog, in, outs)
	return e, "", nil
}

// witnessLines splits an inputs file into its lines, one per argument
// (none for a function without parameters).
func witnessLines(data []byte) []string {
	text := strings.TrimSpace(string(data))
	if text == "" {
		return nil
	}
	return strings.Split(text, "\n")
}

// parseWitness reads the arguments of fn from the lines of an inputs
// file, as values of program p: each from its image when it has one, else
// from its printed form (poison, undef, a pointer into an argument
// object).
func parseWitness(p *semantics.Program, fn *ir.Function, lines []string) ([]semantics.Val, error) {
	if len(lines) != len(fn.Params) {
		return nil, fmt.Errorf("%d arguments, @%s takes %d", len(lines), fn.Name, len(fn.Params))
	}
	for k, line := range lines {
		if argObjectLine(fn.Params[k].Ty, line) {
			return parseWitnessObjects(p, fn, lines)
		}
	}
	in := make([]semantics.Val, 0, len(lines))
	for k, line := range lines {
		t := fn.Params[k].Ty
		i := strings.Index(line, "; image ")
		if i < 0 {
			// No image: a poison or undef argument, read back from its
			// printed form.
			text := strings.TrimSpace(line)
			if t.Kind != ir.VectorType {
				text = strings.TrimPrefix(text, t.String()+" ")
			}
			v, err := semantics.ParseArg(t, text)
			if err != nil {
				return nil, fmt.Errorf("argument %d: %v", k+1, err)
			}
			in = append(in, v)
			continue
		}
		img, err := hex.DecodeString(strings.TrimSpace(line[i+len("; image "):]))
		if err != nil {
			return nil, fmt.Errorf("argument %d: %v", k+1, err)
		}
		in = append(in, p.FromImage(t, img))
	}
	return in, nil
}

// parseWitnessObjects is parseWitness on lines some of which are
// pointers into argument objects: semantics.ParseArgs reads every printed
// form, and the arguments with an image are then read from it.
func parseWitnessObjects(p *semantics.Program, fn *ir.Function, lines []string) ([]semantics.Val, error) {
	texts := make([]string, len(lines))
	for k, line := range lines {
		t := fn.Params[k].Ty
		texts[k] = strings.TrimSpace(line)
		switch {
		case strings.Contains(line, "; image "):
			texts[k] = "poison" // read from the image below
		case t.Kind != ir.VectorType && !t.IsPtr():
			texts[k] = strings.TrimPrefix(texts[k], t.String()+" ")
		}
	}
	in, err := semantics.ParseArgs(fn, texts)
	if err != nil {
		return nil, err
	}
	for k, line := range lines {
		if _, img, ok := strings.Cut(line, "; image "); ok {
			b, err := hex.DecodeString(strings.TrimSpace(img))
			if err != nil {
				return nil, fmt.Errorf("argument %d: %v", k+1, err)
			}
			in[k] = p.FromImage(fn.Params[k].Ty, b)
		}
	}
	return in, nil
}
