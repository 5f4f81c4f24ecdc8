package oracle

import (
	"debug/elf"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/irfuzz/irfuzz/internal/lazyre"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

// Independent references. A native difference that the unoptimized
// source's reference builds (referenceBuilds) show too is either no
// compiler bug (the harness's, the reference semantics', the machine's
// libraries': an environment mismatch) or a code-generation bug that is
// wrong at every optimization level (a SelectionDAG combine that both
// -O0 and -O2 run). Builds that do not share the suspected code tell the
// two apart:
//
//  1. the target's other instruction selectors at -O0 (SelectionDAG,
//     GlobalISel where llc has it for the target and does not fall back);
//  2. every other installed LLVM release, for the same target and
//     libraries, at the finding's level;
//  3. x86-64 at -O0, where the code is target-independent: the same byte
//     images (sameByteImages) and no floating point, whose runtime
//     routines differ between machines' libraries.
//
// If one of them agrees with the reference semantics, the difference is
// LLVM's: a native miscompile whose finding names that evidence
// (Finding.Evidence). If none does, it is no finding, counted by reason
// (Result.NotFindings): an irfuzz bug or a bug every build shares.

// Reasons a difference is no finding (Result.NotFindings).
const (
	// NotShownAlone: the witness program alone does not show it again.
	NotShownAlone = "not shown again by the witness program alone"
	// SharedByAll: the source's reference builds do the same, and no
	// independent build agrees with the reference semantics.
	SharedByAll = "every build does the same, and no independent build agrees with the reference semantics (an irfuzz bug, or a bug every build shares)"
	// NoIndependent: the source's reference builds do the same, and no
	// independent build could be made or run.
	NoIndependent = "every build does the same, and no independent build could be made"
	// RuntimeShared: the source's reference builds do the same, the code
	// calls a runtime routine of the machine's libraries, and no
	// independent build of the same release and target agrees with the
	// reference semantics (other releases and targets do not count: an
	// environment mismatch such as libgcc's half conversions looks so).
	RuntimeShared = "every build of the release does the same, and the code calls a runtime routine of the machine's libraries (an environment mismatch, or a bug every build shares)"
	// NotSelfRefining: the source does not refine itself on the input:
	// run as a target, it does what its own set of outcomes leaves out.
	// That is a flaw of irfuzz's reference semantics, and a difference
	// found there would be a false alarm.
	NotSelfRefining = "the source does not refine itself on the input (a flaw of irfuzz's reference semantics)"
)

// notFinding records a native difference that is no finding: why (one of
// the reasons above) is counted, detail listed in Rejected.
func (r *Result) notFinding(why, detail string) {
	if r.NotFindings == nil {
		r.NotFindings = map[string]int{}
	}
	r.NotFindings[why]++
	r.Rejected = append(r.Rejected, detail)
}

// installed are the LLVM toolchains of this machine (native.Installed),
// found once.
var installed = sync.OnceValue(native.Installed)

// otherReleases are the installed toolchains other than major's whose llc
// has tg's back end, oldest first.
func otherReleases(major int, tg *native.Target) []*native.Toolchain {
	var out []*native.Toolchain
	for _, tc := range installed() {
		if tc.Major != major && tg.CheckLLVM(tc.Major) == nil {
			out = append(out, tc)
		}
	}
	slices.Reverse(out)
	return out
}

// hasGlobalISelFlag reports whether tg's llc flags choose a selector by
// -global-isel already (llc takes the option once only).
func hasGlobalISelFlag(tg *native.Target) bool {
	for _, f := range tg.LlcFlags {
		if strings.HasPrefix(f, "-global-isel") {
			return true
		}
	}
	return false
}

// siblingSelecting is the runnable target with tg's triple and ABI flags
// that selects instructions with GlobalISel when gisel is true and
// without it otherwise (aarch64-gisel for aarch64, and back); nil when
// none.
func siblingSelecting(tg *native.Target, gisel bool) *native.Target {
	for _, t := range native.Targets {
		if t != tg && t.Triple == tg.Triple && slices.Equal(t.ABIFlags, tg.ABIFlags) && t.Runnable() && t.UsesGlobalISel() == gisel {
			return t
		}
	}
	return nil
}

// selectorBuilds are the builds of tg's code at -O0 with each of its
// instruction selectors: SelectionDAG, FastISel (-O0's default, where the
// target has it) and GlobalISel (where there is a way to ask for it).
func selectorBuilds(tg *native.Target) []witnessBuild {
	base := tg
	if tg.UsesGlobalISel() {
		if base = siblingSelecting(tg, false); base == nil {
			return nil
		}
	}
	out := []witnessBuild{{tg: base, level: "O0", limit: -1, extra: []string{"-fast-isel=0"}}}
	switch g := siblingSelecting(base, true); {
	case tg.UsesGlobalISel():
		out = append(out, witnessBuild{tg: base, level: "O0", limit: -1}, witnessBuild{tg: tg, level: "O0", limit: -1})
	case g != nil:
		out = append(out, witnessBuild{tg: g, level: "O0", limit: -1})
	case !hasGlobalISelFlag(base):
		out = append(out, witnessBuild{tg: base, level: "O0", limit: -1, extra: []string{"-global-isel", "-global-isel-abort=2"}})
	}
	return out
}

// independentBuilds are the builds of the unoptimized source that share
// less of the suspected code with build w (made by release major) than
// its reference builds do, those left out: the target's other
// instruction selectors, every other installed release at w's level, and
// x86-64 at -O0 when host says the code is target-independent.
func independentBuilds(w witnessBuild, major int, host bool) []witnessBuild {
	refs := referenceBuilds(w)
	same := func(b witnessBuild) bool {
		if b.tc == nil && b.tg == w.tg && b.level == w.level && w.pipeline == "" && slices.Equal(b.extra, w.extra) {
			return true
		}
		return slices.ContainsFunc(refs, func(r witnessBuild) bool {
			return r.tc == b.tc && r.tg == b.tg && r.level == b.level && slices.Equal(r.extra, b.extra)
		})
	}
	var out []witnessBuild
	for _, b := range selectorBuilds(w.tg) {
		if !same(b) {
			out = append(out, b)
		}
	}
	for _, tc := range otherReleases(major, w.tg) {
		out = append(out, witnessBuild{tg: w.tg, level: w.level, limit: -1, tc: tc})
	}
	if x86, err := native.LookupTarget("x86_64"); host && err == nil && x86 != w.tg && len(x86.Missing()) == 0 {
		if b := (witnessBuild{tg: x86, level: "O0", limit: -1}); !same(b) {
			out = append(out, b)
		}
	}
	return out
}

// hostIndependent reports whether code built for tg may be judged by the
// x86-64 build of the same source: the same byte images, and no floating
// point in m (a float operation lowered to a runtime routine runs the
// machine's library, which may round otherwise: libgcc's half
// conversions).
func hostIndependent(tg *native.Target, m *ir.Module) bool {
	x86, err := native.LookupTarget("x86_64")
	return err == nil && x86.Triple != tg.Triple && sameByteImages(x86, tg) && m != nil && !moduleUsesFloat(m)
}

// moduleUsesFloat reports whether a function or global of m uses a
// floating-point type.
func moduleUsesFloat(m *ir.Module) bool {
	for _, f := range m.Funcs {
		if funcUsesFloat(f) {
			return true
		}
	}
	for _, g := range m.Globals {
		if hasFloat(g.ValueType) {
			return true
		}
	}
	return false
}

// forRelease is module text src as release tc reads it (ir.ForRelease);
// src itself for the batch's own release (tc nil). ok is false when it
// cannot be made.
func forRelease(src []byte, tc *native.Toolchain) (out []byte, ok bool) {
	if tc == nil {
		return src, true
	}
	m, err := ir.Parse("source.ll", src)
	if err != nil || !hasIntrinsicsOf(m, tc.Major) {
		return nil, false
	}
	if ir.NeedsRewrite(m, tc.Major) {
		if m, _, err = ir.ForRelease(m, tc.Major); err != nil {
			return nil, false
		}
	}
	return []byte(m.String()), true
}

// hasIntrinsicsOf reports whether release major has every intrinsic m
// declares: an older release reads a newer one (llvm.scmp before 19) as
// an external function, and its build then calls a symbol no library
// defines, which says nothing of the difference being judged.
func hasIntrinsicsOf(m *ir.Module, major int) bool {
	for _, f := range m.Funcs {
		if in := ir.LookupIntrinsic(f.Name); in != nil && in.Since > major {
			return false
		}
	}
	return true
}

// rightBuild is an independent build that agrees with the reference
// semantics, and what its program printed.
type rightBuild struct {
	w   witnessBuild
	out []byte
}

// referenceVerdict is what the unoptimized source's builds say of a
// native difference. same names the reference build that does what the
// finding's build did, or is wrong too ("" when none does: the
// difference is that build's own); wrong lists every build seen to be
// wrong, and right the builds that agree with the reference semantics
// (independent ones, or a reference build that is right where another
// is wrong).
type referenceVerdict struct {
	same  string
	wrong []string
	right []rightBuild
	tried int // independent builds made and run
	// runtime are the runtime routines of the finding's build, when an
	// independent build's agreement was discounted for them.
	runtime []string
}

// rejected reports whether the difference is no finding: a reference
// build does the same and no build agrees with the semantics.
func (v *referenceVerdict) rejected() bool { return v.same != "" && len(v.right) == 0 }

// why is the reason a rejected difference is counted under.
func (v *referenceVerdict) why() string {
	switch {
	case len(v.runtime) > 0:
		return RuntimeShared
	case v.tried == 0:
		return NoIndependent
	}
	return SharedByAll
}

// evidence says, for a difference that reference builds show too but an
// independent build does not, which builds are wrong (the finding's,
// described by finding, and the references) and which agree with the
// reference semantics; "" when no reference build did the same.
func (v *referenceVerdict) evidence(finding string) string {
	if v.same == "" {
		return ""
	}
	var right []string
	for _, r := range v.right {
		right = append(right, r.w.describe())
	}
	return fmt.Sprintf("wrong: %s; %s; right: the source built %s", finding, strings.Join(v.wrong, "; "), strings.Join(right, ", built "))
}

// runtimeRoutines are the runtime routines (compiler-rt's or libgcc's:
// names starting with "__") that the object file obj refers to and
// module m does not declare or define, when m uses floating point: code
// whose outcome depends on the machine's libraries and on the calling
// convention the release uses with them (LLVM 14 returns a half from
// __truncdfhf2 in eax, libgcc 12 in xmm0). The integer routines
// (__umodti3 and the like, integerRoutine) are left out even in a
// module with floats: they have kept their interface for decades, and
// counting them hid a real LLVM 19 bug (scmp.i65 on AArch64 losing its
// sign bit before an i65 urem lowered to __umodti3) that 22.1.8 gets
// right. ARM's unwinding personality routines are referred to by every
// object. An object that cannot be read counts as calling one.
func runtimeRoutines(obj string, m *ir.Module) []string {
	if m != nil && !moduleUsesFloat(m) {
		return nil
	}
	f, err := elf.Open(obj)
	if err != nil {
		return []string{"(" + filepath.Base(obj) + " unreadable)"}
	}
	defer f.Close()
	syms, err := f.Symbols()
	if err != nil {
		return nil // (no symbol table: nothing referred to)
	}
	var out []string
	for _, s := range syms {
		if s.Section != elf.SHN_UNDEF || !strings.HasPrefix(s.Name, "__") || slices.Contains(out, s.Name) {
			continue
		}
		if m != nil && (m.Func(s.Name) != nil || m.Global(s.Name) != nil) {
			continue
		}
		if s.Name == "__stack_chk_fail" || s.Name == "__stack_chk_guard" || strings.HasPrefix(s.Name, "__aeabi_unwind_cpp_pr") || integerRoutine(s.Name) {
			continue
		}
		out = append(out, s.Name)
	}
	return out
}

// integerRoutinePattern matches the integer arithmetic routines of
// libgcc and compiler-rt (division, remainder, multiplication with
// overflow, shifts, bit counts, comparisons on 32-, 64- and 128-bit
// integers), whose interface no LLVM release has changed; the bit-int
// division routines (__udivei4) are compiler-rt's alone.
var integerRoutinePattern = lazyre.New(`^__(u?(div|mod|divmod)[sdt]i[34]|mul[sdt]i3|mulo[sdt]i4|(ashl|ashr|lshr)[sdt]i3|(clz|ctz|ffs|parity|popcount|bswap|neg|cmp|ucmp|absv)[sdt]i2|u?(div|rem)ei4)$`)

// integerRoutine reports whether name is an integer arithmetic runtime
// routine (integerRoutinePattern).
func integerRoutine(name string) bool { return integerRoutinePattern.MatchString(name) }

// countsAsIndependent reports whether an independent build ind that
// agrees with the reference semantics tells a compiler bug from the
// environment, given the runtime routines the finding's build (wrong)
// and ind's (right) call: another release or another target does not
// when either calls one (the difference may be the libraries' or the
// calling convention the releases use with them), another selector of
// the same release and target does.
func countsAsIndependent(w, ind witnessBuild, wrong, right []string) bool {
	if ind.tc == nil && ind.tg.Triple == w.tg.Triple {
		return true
	}
	return len(wrong) == 0 && len(right) == 0
}

// runtimeUnion is a and b's routines, each once.
func runtimeUnion(a, b []string) []string {
	out := slices.Clone(a)
	for _, r := range b {
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		out = []string{"(none named)"}
	}
	return out
}

// maxOutcome bounds an outcome quoted in a verdict's evidence.
const maxOutcome = 80

// shortOutcome is outcome s cut to maxOutcome bytes, for evidence that
// names many builds (a memory dump can run to kilobytes).
func shortOutcome(s string) string {
	if len(s) <= maxOutcome {
		return s
	}
	return s[:maxOutcome] + "..."
}
