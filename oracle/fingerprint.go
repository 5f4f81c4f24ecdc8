package oracle

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

// Fingerprint identifies the bug a reduced finding shows: the finding's
// bug key (its signature without the test function it was found in) and
// a hash of the reduced module's skeleton (Skeleton). Two reductions of
// one bug meet in one fingerprint when they keep the same kinds of
// instruction; a crash's normalized message names its bug by itself, so a
// crash's fingerprint is its key alone, but for a wild memory access,
// whose message says only where it happened to die (finding.WildCrash),
// and for a failure in code all back ends share (finding.GenericCrash),
// whose message says what failed but not on what.
// A finding of a bug family (familyKey) has the family's fingerprint.
//
// For an IR-level miscompile, target is the optimized reduced module
// (nil when not known): the skeleton is then that of what the pipeline
// changed, the instructions of the source's test function that the
// target's does not have as they are (DeltaSkeleton), which two
// reductions of one bug share more often than their whole code (one keeps
// a global where the other keeps an alloca and the call that sees it).
func Fingerprint(f *finding.Finding, reduced, target *ir.Module) (fingerprint, skeleton string) {
	key := finding.BugKey(f)
	skeleton = Skeleton(reduced)
	if f.Kind == finding.KindIR && target != nil {
		if d := DeltaSkeleton(reduced, target, f.Function); d != "" {
			skeleton = "changed: " + d
		}
	}
	delta := ""
	if strings.HasPrefix(skeleton, "changed: ") {
		delta = skeleton
	}
	if fam := familyKey(f, reduced, delta); fam != "" {
		return fam, skeleton
	}
	if !finding.Miscompile(f.Kind) && !finding.WildCrash(f) && !finding.GenericCrash(f) {
		return key, skeleton
	}
	return withSkeleton(key, skeleton), skeleton
}

// withSkeleton is a fingerprint of bug key and skeleton: the key and a
// short hash of the skeleton.
func withSkeleton(key, skeleton string) string {
	sum := sha256.Sum256([]byte(skeleton))
	return key + "#" + hex.EncodeToString(sum[:4])
}

// DeltaSkeleton is the skeleton of the instructions of function fn in
// src that fn in tgt does not have: what an optimization changed or
// removed. Instructions are compared by shape and operands (constants as
// written, globals by name, local values and blocks alike), not as
// printed, since opt adds alignment and attributes to what it keeps. It
// is "" when fn is missing from either or nothing differs.
func DeltaSkeleton(src, tgt *ir.Module, fn string) string {
	sf, tf := src.Func(fn), tgt.Func(fn)
	if sf == nil || tf == nil {
		return ""
	}
	have := map[string]int{}
	for _, b := range tf.Blocks {
		for _, in := range b.Instrs {
			have[instrKey(in)]++
		}
	}
	set := map[string]bool{}
	for _, b := range sf.Blocks {
		for _, in := range b.Instrs {
			key := instrKey(in)
			if have[key] > 0 {
				have[key]--
				continue
			}
			if in.Op == ir.OpPhi {
				set["phi "+in.Ty.String()] = true
			} else if sh := instrShape(in); sh != "" {
				set[sh] = true
			}
		}
	}
	return joinSorted(set)
}

// instrKey is what DeltaSkeleton compares an instruction by.
func instrKey(in *ir.Instruction) string {
	var s strings.Builder
	s.WriteString(in.Op.String())
	if in.Op == ir.OpPhi {
		s.WriteString(" " + in.Ty.String())
	} else {
		s.WriteString(" " + instrShape(in))
	}
	for _, op := range in.Operands {
		switch v := op.(type) {
		case *ir.Const:
			// A scalar as written; a vector or aggregate is printed in
			// several ways (splat, elements), so only its presence.
			if v.Type().IsVector() || v.Type().Kind == ir.StructType || v.Type().Kind == ir.ArrayType {
				s.WriteString(" c")
			} else {
				s.WriteString(" " + v.Ident())
			}
		case *ir.Global, *ir.Function:
			s.WriteString(" " + v.Ident())
		default:
			s.WriteString(" %")
		}
	}
	return s.String()
}

// Skeleton is the shape of a module's code: the set of its instructions'
// shapes (opcode, predicate, flags, atomic ordering, the intrinsic or
// callee type, result and operand types), sorted, without constants,
// names, alignment or control flow (which reductions of one bug leave in
// different states). Branches, phis and returns are left out, unless the
// module has nothing else.
func Skeleton(m *ir.Module) string {
	set := map[string]bool{}
	for _, fn := range m.Funcs {
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				if s := instrShape(in); s != "" {
					set[s] = true
				}
			}
		}
	}
	if len(set) == 0 {
		// Only control flow is left (a SimplifyCFG bug reduces to
		// branches, phis and returns): its shape tells such bugs apart.
		for _, fn := range m.Funcs {
			for _, b := range fn.Blocks {
				for _, in := range b.Instrs {
					set[controlShape(in)] = true
				}
			}
		}
	}
	return joinSorted(set)
}

// controlShape is the part of an instruction that instrShape leaves out
// in the skeleton of a module of control flow only: its opcode and type.
func controlShape(in *ir.Instruction) string {
	switch {
	case in.HasResult():
		return in.Op.String() + " " + in.Ty.String()
	case in.Op == ir.OpBr && len(in.Operands) > 1, in.Op == ir.OpRet && len(in.Operands) == 1:
		return in.Op.String() + " " + in.Operands[0].Type().String()
	}
	return in.Op.String()
}

func joinSorted(set map[string]bool) string {
	shapes := make([]string, 0, len(set))
	for s := range set {
		shapes = append(shapes, s)
	}
	slices.Sort(shapes)
	return strings.Join(shapes, "; ")
}

// instrShape is one instruction's part of the skeleton ("" for those
// left out).
func instrShape(in *ir.Instruction) string {
	switch in.Op {
	case ir.OpRet, ir.OpBr, ir.OpUnreachable, ir.OpPhi:
		return ""
	}
	var s strings.Builder
	s.WriteString(in.Op.String())
	if in.Op == ir.OpICmp || in.Op == ir.OpFCmp {
		s.WriteString(" " + in.Pred.String())
	}
	// nusw is left out, as it always was: recorded fingerprints (the
	// corpus's, a campaign's known bugs) hash this text.
	if f := in.Flags & (ir.PoisonFlags&^ir.NUSW | ir.Volatile); f != 0 {
		s.WriteString(" " + f.String())
	}
	if in.FMF != 0 {
		s.WriteString(" fmf")
	}
	if in.Ordering != 0 {
		s.WriteString(" " + in.Ordering.String())
	}
	if in.Op == ir.OpAtomicRMW {
		s.WriteString(" " + in.RMWOp.String())
	}
	if in.Op == ir.OpCall {
		if fn, ok := in.Callee().(*ir.Function); ok && strings.HasPrefix(fn.Name, "llvm.") {
			// The intrinsic without its overload suffix, and the type of
			// its result: a reduction narrows a memset's length or a
			// pointer's address space without changing the bug.
			name := fn.Name
			if info := ir.LookupIntrinsic(name); info != nil && !info.Family() {
				name = info.Name
			}
			s.WriteString(" @" + finding.MinMaxPair(name))
			if in.HasResult() {
				s.WriteString(" " + in.Ty.String())
			}
		} else if in.FnTy != nil {
			s.WriteString(" " + in.FnTy.String())
		}
		return s.String()
	}
	if in.HasResult() {
		s.WriteString(" " + in.Ty.String())
	}
	if len(in.Operands) > 0 && in.Operands[0].Type() != nil && in.Operands[0].Type() != in.Ty {
		if t := in.Operands[0].Type(); t.Kind != ir.LabelType {
			s.WriteString(" (" + t.String() + ")")
		}
	}
	return s.String()
}

// FingerprintOptimized is Fingerprint of f on module m, whose optimized
// form (for an IR-level miscompile) it makes with f's pipeline and the
// opt of tc in a scratch directory under work; without it (opt fails),
// the fingerprint is that of m alone. When the finding names its guilty
// pass, the skeleton is that of what the first run of that pass which
// changes the function changed (before and after, by -opt-bisect-limit),
// not what the whole pipeline did: the passes before and after it vary
// between reductions of one bug (one keeps two stores that a later pass
// merges, another does not).
func FingerprintOptimized(ctx context.Context, tc *native.Toolchain, work string, f *finding.Finding, m *ir.Module) (fingerprint, skeleton string) {
	if f.Kind != finding.KindIR || f.Pipeline == "" || tc == nil {
		return Fingerprint(f, m, nil)
	}
	dir, err := os.MkdirTemp(work, "fingerprint-")
	if err != nil {
		return Fingerprint(f, m, nil)
	}
	defer os.RemoveAll(dir)
	if os.WriteFile(filepath.Join(dir, "src.ll"), []byte(m.String()), 0o644) != nil {
		return Fingerprint(f, m, nil)
	}
	t := &native.Tools{TC: tc, Dir: dir}
	optimized := func(limit int) (*ir.Module, string) {
		out := fmt.Sprintf("tgt%d.ll", limit)
		if r := t.Opt(ctx, f.Pipeline, "src.ll", out, fmt.Sprintf("-opt-bisect-limit=%d", limit)); !r.OK() {
			return nil, ""
		}
		text, err := os.ReadFile(filepath.Join(dir, out))
		if err != nil {
			return nil, ""
		}
		mod, _ := ir.Parse(out, text)
		return mod, string(text)
	}
	if f.Pass != "" {
		if fp, sk := passFingerprint(ctx, t, f, optimized); fp != "" {
			return fp, sk
		}
	}
	tgt, _ := optimized(1 << 30)
	return Fingerprint(f, m, tgt)
}

// FingerprintReduced is the fingerprint of f reduced to m, whose
// optimized form tgt (an IR-level miscompile's, or nil) the reduction
// already made: by what f's guilty pass changed when the opt of tc can
// say (FingerprintOptimized), else by Fingerprint.
func FingerprintReduced(ctx context.Context, tc *native.Toolchain, work string, f *finding.Finding, m, tgt *ir.Module) (fingerprint, skeleton string) {
	if f.Kind == finding.KindIR && f.Pass != "" && f.Pipeline != "" && tc != nil {
		return FingerprintOptimized(ctx, tc, work, f, m)
	}
	return Fingerprint(f, m, tgt)
}

// passFingerprint is the fingerprint of f from what the first run of its
// guilty pass that changes f's function changed, or "" when no run does.
func passFingerprint(ctx context.Context, t *native.Tools, f *finding.Finding, optimized func(int) (*ir.Module, string)) (fingerprint, skeleton string) {
	r := t.Opt(ctx, f.Pipeline, "src.ll", "log.ll", "-opt-bisect-limit=1073741824")
	if !r.OK() {
		return "", ""
	}
	names, n := bisectPasses(string(r.Stderr), t.TC.Major, "opt")
	for k := 1; k <= n && ctx.Err() == nil; k++ {
		if names[k] != f.Pass {
			continue
		}
		before, bt := optimized(k - 1)
		after, at := optimized(k)
		if before == nil || after == nil || bt == at {
			continue
		}
		if d := DeltaSkeleton(before, after, f.Function); d != "" {
			skeleton = "changed: " + d
			// The family's pattern is in what the pass was given, which
			// earlier passes may have made (SimplifyCFG merges two
			// returns into the phi that EarlyCSE folds).
			if fam := familyKey(f, before, skeleton); fam != "" {
				return fam, skeleton
			}
			return withSkeleton(finding.BugKey(f), skeleton), skeleton
		}
	}
	return "", ""
}
