package semantics

// The differential test of the interpreter against real hardware: generated
// UB-free functions (difftest_gen_test.go) are interpreted, and compiled with
// llc-19 -O0 for x86-64 into a program whose main calls each of them and
// prints the result bits; the two must agree.
//
// Phases:
//  1. generate functions from a fixed seed (IRFUZZ_SEED overrides it);
//  2. parse, verify and interpret each one, in the abstract mode (to drop
//     functions whose result is poison or that reach UB) and the concrete
//     mode (the value compared);
//  3. put the survivors into batches of batchSize functions, one module per
//     batch with a main in IR; llc + clang + run, two batches at a time;
//  4. compare lane by lane (integers exactly, floats bitwise except that
//     any NaN equals any NaN; a result the abstract mode leaves partly
//     open may be any member of its set) and check the coverage table.

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

const (
	diffSeed      = 20250101
	diffBatchSize = 150
)

// diffRequired is the coverage table: each entry must appear in at least one
// compared function.
var diffRequired = func() []string {
	var req []string
	for _, op := range strings.Fields(`add sub mul udiv sdiv urem srem shl lshr ashr and or xor icmp fcmp
		select freeze phi br switch trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp bitcast
		ptrtoint inttoptr alloca load store getelementptr extractelement insertelement shufflevector
		extractvalue insertvalue fneg fadd fsub fmul fdiv frem call atomicrmw cmpxchg fence va_arg`) {
		req = append(req, "op:"+op)
	}
	for _, f := range []string{"nsw", "nuw", "exact", "disjoint", "nneg", "samesign", "inbounds",
		"trunc nuw", "trunc nsw", "zext nneg"} {
		req = append(req, "flag:"+f)
	}
	for _, p := range dtIcmpPreds {
		req = append(req, "icmp:"+p)
	}
	for _, p := range dtFcmpPreds {
		req = append(req, "fcmp:"+p)
	}
	for _, ty := range []string{"i1", "i8", "i16", "i32", "i64", "i3", "i17", "i33", "i128", "half", "float",
		"double", "<4 x i32>", "<8 x i16>", "<2 x double>", "<4 x float>"} {
		req = append(req, "type:"+ty)
	}
	for _, in := range strings.Fields(`smin smax umin umax abs ctpop ctlz cttz fshl fshr bswap bitreverse
		sadd.with.overflow uadd.with.overflow ssub.with.overflow usub.with.overflow smul.with.overflow
		umul.with.overflow sadd.sat uadd.sat ssub.sat usub.sat sshl.sat ushl.sat scmp ucmp memcpy memmove
		memset lifetime.start lifetime.end assume expect ptrmask is.constant fabs copysign minnum maxnum
		minimum maximum fma fmuladd sqrt floor ceil trunc rint nearbyint round roundeven lround llround
		is.fpclass canonicalize vector.reduce.add vector.reduce.mul vector.reduce.and vector.reduce.or
		vector.reduce.xor vector.reduce.smin vector.reduce.smax vector.reduce.umin vector.reduce.umax
		vector.reduce.fadd vector.reduce.fmul vector.reduce.fmin vector.reduce.fmax masked.load
		masked.store vector.splice experimental.stepvector va_start va_end`) {
		req = append(req, "llvm."+in)
	}
	return append(req, "loop", "call.direct", "call.indirect", "call.varargs")
}()

// diffCase is one generated function that survived interpretation.
type diffCase struct {
	g    dtGenFunc
	idx  int
	fn   *ir.Function
	args []Val
	abs  Val // abstract-mode result
	conc Val // concrete-mode result
	tags map[string]bool
}

func TestDiffNative(t *testing.T) {
	if runtime.GOARCH != "amd64" || runtime.GOOS != "linux" {
		t.Skip("the differential test runs native x86-64 Linux code")
	}
	for _, tool := range []string{"llc-19", "clang-19"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: %v", tool, err)
		}
	}
	seed := uint64(diffSeed)
	if s := os.Getenv("IRFUZZ_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 0, 64)
		if err != nil {
			t.Fatalf("IRFUZZ_SEED=%q: %v", s, err)
		}
		seed = n
	}
	target := 6000
	if testing.Short() {
		target = 300
	}
	if s := os.Getenv("IRFUZZ_DIFF_FUNCS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			t.Fatalf("IRFUZZ_DIFF_FUNCS=%q: want a positive count", s)
		}
		target = n
	}
	t.Logf("seed %d (IRFUZZ_SEED overrides), target %d functions (IRFUZZ_DIFF_FUNCS overrides)", seed, target)
	start := time.Now()

	// Phases 1 and 2.
	skips := map[string]int{}
	var cases []*diffCase
	generated := 0
	for i := 0; len(cases) < target && i < 4*target; i++ {
		g := dtGenerate(seed, i)
		generated++
		c, skip, err := dtInterpretCase(&g, i)
		if err != nil {
			t.Errorf("%s: %v\n%s", g.name, err, g.text)
			continue
		}
		if skip != "" {
			skips[skip]++
			continue
		}
		cases = append(cases, c)
	}
	interpTime := time.Since(start)

	// Phase 3.
	dir := t.TempDir()
	var batches [][]*diffCase
	for i := 0; i < len(cases); i += diffBatchSize {
		batches = append(batches, cases[i:min(i+diffBatchSize, len(cases))])
	}
	results := make([]map[int][]uint64, len(batches))
	errs := make([]error, len(batches))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for bi, b := range batches {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			results[bi], errs[bi] = dtRunNativeBatch(dir, bi, b)
		}()
	}
	wg.Wait()

	// Phase 4.
	compared, nondet, failed, missing := 0, 0, 0, 0
	cover := map[string]int{}
	for bi, b := range batches {
		if errs[bi] != nil {
			t.Errorf("batch %d: %v", bi, errs[bi])
		}
		for _, c := range b {
			words, ok := results[bi][c.idx]
			if !ok {
				missing++
				continue
			}
			verdict := dtCompareCase(c, words)
			switch verdict {
			case "":
			case "nondet":
				nondet++
			default:
				failed++
				if failed <= 20 {
					t.Errorf("%s differs: %s\ninputs: %s\nnative:      %s\ninterpreted: %s (abstract %s)\n%s",
						c.g.name, verdict, dtArgsString(c), dtWordsString(c.g.ret, words),
						FormatVal(c.fn.RetType(), &c.conc), FormatVal(c.fn.RetType(), &c.abs), dtModuleText([]*dtGenFunc{&c.g}, false))
				}
				continue
			}
			compared++
			for tag := range c.tags {
				cover[tag]++
			}
		}
	}
	if failed > 20 {
		t.Errorf("%d more functions differ", failed-20)
	}
	if missing > 0 {
		t.Errorf("%d functions printed no native result", missing)
	}
	t.Logf("generated %d, interpreted-and-kept %d, compared %d (%d only as members of the abstract set), failed %d; time %v (interpreter %v)",
		generated, len(cases), compared, nondet, failed, time.Since(start).Round(time.Millisecond), interpTime.Round(time.Millisecond))
	t.Logf("skipped %d of %d generated (%.1f%%): %s", generated-len(cases), generated,
		100*float64(generated-len(cases))/float64(max(generated, 1)), dtMapString(skips))
	var zero []string
	for _, req := range diffRequired {
		if cover[req] == 0 {
			zero = append(zero, req)
		}
	}
	if testing.Verbose() {
		var rows []string
		for _, req := range diffRequired {
			rows = append(rows, fmt.Sprintf("%s=%d", req, cover[req]))
		}
		t.Logf("coverage: %s", strings.Join(rows, " "))
	}
	if len(zero) > 0 {
		t.Errorf("coverage: no compared function exercises %s", strings.Join(zero, ", "))
	}
	if want := target * 95 / 100; compared < want {
		t.Errorf("only %d functions compared, want at least %d", compared, want)
	}
}

// dtInterpretCase parses, verifies and interprets g. It returns a skip reason
// when the function's outcome cannot be compared (UB, poison, unsupported),
// and an error when the function does not even load (a generator or ir bug).
func dtInterpretCase(g *dtGenFunc, idx int) (*diffCase, string, error) {
	text := dtModuleText([]*dtGenFunc{g}, false)
	m, err := ir.Parse(g.name+".ll", []byte(text))
	if err != nil {
		return nil, "", err
	}
	if err := ir.Verify(m); err != nil {
		return nil, "", err
	}
	p, err := Load(m)
	if err != nil {
		return nil, "", err
	}
	f := p.FuncByName(g.name)
	if f == nil {
		return nil, "", fmt.Errorf("no @%s in its module", g.name)
	}
	c := &diffCase{g: *g, idx: idx, fn: f}
	for i, prm := range f.Params {
		a, err := ParseArg(prm.Ty, dtArgText(g.params[i], g.args[i]))
		if err != nil {
			return nil, "", fmt.Errorf("argument %d: %v", i, err)
		}
		c.args = append(c.args, a)
	}
	oa := p.NewMachine(Config{MaxSteps: 1e6}).RunFunc(f, dtCloneVals(c.args))
	if oa.Kind != Returned {
		return nil, dtSkipReason(&oa), nil
	}
	if hasPoison(&oa.Value) {
		return nil, "poison", nil
	}
	oc := p.NewMachine(Config{MaxSteps: 1e6, Chooser: ZeroChooser{}}).RunFunc(f, dtCloneVals(c.args))
	if oc.Kind != Returned {
		return nil, "", fmt.Errorf("abstract run returned %s but concrete run %s", oa.String(), oc.String())
	}
	c.abs, c.conc = oa.Value, oc.Value
	cw, _ := dtValWords(g.ret, &c.conc)
	for i, l := range dtLanesOf(g.ret) {
		if !dtInAbstractSet(l, cw[l.word:l.word+l.nwords], &c.abs, g.ret, i) {
			return nil, "", fmt.Errorf("concrete result %s is not in the abstract set %s",
				FormatVal(f.RetType(), &c.conc), FormatVal(f.RetType(), &c.abs))
		}
	}
	c.tags = dtCoverageTags(m, g)
	return c, "", nil
}

func dtCloneVals(vs []Val) []Val {
	out := make([]Val, len(vs))
	for i := range vs {
		out[i] = vs[i].Clone()
	}
	return out
}

func dtSkipReason(o *Outcome) string {
	switch o.Kind {
	case UndefinedBehaviour:
		return "UB: " + o.UB.Kind.String()
	case NoResult:
		return "no result"
	}
	r := o.Reason
	if i := strings.IndexAny(r, "%@"); i > 0 {
		r = r[:i]
	}
	return "unsupported: " + r
}

// dtFpIRType is the ir type of a float dty's element.
func dtFpIRType(t dtDty) *ir.Type {
	switch t.bits {
	case 16:
		return ir.Half
	case 32:
		return ir.Float
	}
	return ir.Double
}

// dtLane is one scalar part of a result: its index in the printed words.
type dtLane struct{ word, nwords int }

func dtLanesOf(t dtDty) []dtLane {
	per := 1
	if !t.fp && t.bits > 64 {
		per = 2
	}
	var ls []dtLane
	for i := range t.nlanes() {
		ls = append(ls, dtLane{i * per, per})
	}
	return ls
}

// dtScalarOf returns lane i of v.
func dtScalarOf(t dtDty, v *Val, i int) *Val {
	if t.lanes == 0 {
		return v
	}
	return &v.X.Lanes[i]
}

// dtValWords flattens a result into the words the harness prints, with the
// matching undef masks.
func dtValWords(t dtDty, v *Val) (words, undef []uint64) {
	for i := range t.nlanes() {
		s := dtScalarOf(t, v, i)
		if !t.fp && t.bits > 64 {
			for k := range 2 {
				words = append(words, s.X.Words[k])
				u := uint64(0)
				if k < len(s.X.UndefWords) {
					u = s.X.UndefWords[k]
				}
				undef = append(undef, u)
			}
			continue
		}
		words = append(words, s.Bits)
		undef = append(undef, s.Undef)
	}
	return words, undef
}

// dtFpFields returns the exponent mask and quiet bit of a float width.
func dtFpFields(bits int) (exp, quiet uint64) {
	switch bits {
	case 16:
		return 0x7c00, 0x200
	case 32:
		return 0x7f800000, 0x400000
	}
	return 0x7ff0000000000000, 0x8000000000000
}

func dtIsNaNBits(bits int, x uint64) bool {
	exp, _ := dtFpFields(bits)
	mant := widthMask(uint32(bits)) &^ exp &^ (1 << (bits - 1))
	return x&exp == exp && x&mant != 0
}

// dtInAbstractSet reports whether the printed words w of lane l lie in the
// abstract result's set for lane i.
func dtInAbstractSet(l dtLane, w []uint64, abs *Val, t dtDty, i int) bool {
	aw, au := dtValWords(t, abs)
	if t.fp {
		a, u := aw[l.word], au[l.word]
		exp, quiet := dtFpFields(t.bits)
		if u != 0 && u&exp == 0 && a&exp == exp && a&quiet != 0 {
			return dtIsNaNBits(t.bits, w[0]) // "any NaN"
		}
		if u == 0 && dtIsNaNBits(t.bits, a) {
			return dtIsNaNBits(t.bits, w[0])
		}
	}
	for k := range l.nwords {
		if (w[k]^aw[l.word+k])&^au[l.word+k] != 0 {
			return false
		}
	}
	return true
}

// dtCompareCase compares the native words with the interpreter's result. It
// returns "" when they agree, "nondet" when the native result differs from
// the concrete one but lies in the abstract set (a choice LLVM leaves
// open), and otherwise what differs.
func dtCompareCase(c *diffCase, native []uint64) string {
	t := c.g.ret
	cw, _ := dtValWords(t, &c.conc)
	if len(native) != len(cw) {
		return fmt.Sprintf("native printed %d words, want %d", len(native), len(cw))
	}
	verdict := ""
	for i, l := range dtLanesOf(t) {
		nw := native[l.word : l.word+l.nwords]
		same := true
		for k := range l.nwords {
			if nw[k] != cw[l.word+k] {
				same = false
			}
		}
		if !same && t.fp && dtIsNaNBits(t.bits, nw[0]) && dtIsNaNBits(t.bits, cw[l.word]) {
			same = true
		}
		if same {
			continue
		}
		if dtInAbstractSet(l, nw, &c.abs, t, i) {
			verdict = "nondet"
			continue
		}
		return fmt.Sprintf("lane %d", i)
	}
	return verdict
}

// dtCoverageTags lists what a function exercises, read from its parsed IR.
func dtCoverageTags(m *ir.Module, g *dtGenFunc) map[string]bool {
	tags := map[string]bool{}
	for _, tg := range g.tags {
		tags[tg] = true
	}
	addType := func(ty *ir.Type) {
		if ty != nil && (ty.IsInt() || ty.IsFloat() || ty.IsVector()) {
			tags["type:"+ty.String()] = true
		}
	}
	for _, f := range m.Funcs {
		for _, p := range f.Params {
			addType(p.Ty)
		}
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				name := in.Op.Info().Name
				tags["op:"+name] = true
				addType(in.Ty)
				for _, o := range in.Operands {
					if o != nil {
						addType(o.Type())
					}
				}
				for _, fl := range []struct {
					f ir.Flags
					s string
				}{{ir.NSW, "nsw"}, {ir.NUW, "nuw"}, {ir.Exact, "exact"}, {ir.Disjoint, "disjoint"},
					{ir.NNeg, "nneg"}, {ir.SameSign, "samesign"}, {ir.InBounds, "inbounds"}} {
					if in.Flags.Has(fl.f) {
						tags["flag:"+fl.s] = true
						tags["flag:"+name+" "+fl.s] = true
					}
				}
				switch in.Op {
				case ir.OpICmp:
					tags["icmp:"+in.Pred.String()] = true
				case ir.OpFCmp:
					tags["fcmp:"+in.Pred.String()] = true
				case ir.OpCall:
					if callee, ok := in.Callee().(*ir.Function); ok && strings.HasPrefix(callee.Name, "llvm.") {
						for _, req := range diffRequired {
							if callee.Name == req || strings.HasPrefix(callee.Name, req+".") {
								tags[req] = true
							}
						}
					}
				}
			}
		}
	}
	return tags
}

// dtRunNativeBatch compiles the batch with a printing main, runs it and
// returns the printed words by function index.
func dtRunNativeBatch(dir string, bi int, cases []*diffCase) (map[int][]uint64, error) {
	var gs []*dtGenFunc
	for _, c := range cases {
		gs = append(gs, &c.g)
	}
	src := dtModuleText(gs, true) + dtHarnessMain(cases)
	base := filepath.Join(dir, fmt.Sprintf("batch%d", bi))
	if err := os.WriteFile(base+".ll", []byte(src), 0o644); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	// native.Run: the batches of a fixed seed compile and run the same
	// each time, and the test run cache answers them.
	run := func(name string, args ...string) ([]byte, error) {
		r := native.Run(ctx, native.Limits{Timeout: 3 * time.Minute}, "", append([]string{name}, args...)...)
		if !r.OK() {
			return r.Stdout, fmt.Errorf("%s %s: %s\n%s", name, strings.Join(args, " "), r.Describe(), dtTruncate(string(r.Stderr), 700))
		}
		return r.Stdout, nil
	}
	if _, err := run("llc-19", "-O0", "-relocation-model=pic", "-filetype=obj", "-o", base+".o", base+".ll"); err != nil {
		return nil, err
	}
	if _, err := run("clang-19", "-o", base, base+".o", "-lm"); err != nil {
		return nil, err
	}
	out, runErr := run(base)
	res := map[int][]uint64{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) == 0 {
			continue
		}
		idx, err := strconv.Atoi(fs[0])
		if err != nil {
			return res, fmt.Errorf("bad output line %q", sc.Text())
		}
		var ws []uint64
		for _, f := range fs[1:] {
			w, err := strconv.ParseUint(f, 16, 64)
			if err != nil {
				return res, fmt.Errorf("bad output line %q", sc.Text())
			}
			ws = append(ws, w)
		}
		res[idx] = ws
	}
	return res, runErr
}

func dtTruncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// dtHarnessMain writes the IR main that calls every function of the batch
// and prints "index word word ..." (hex) per function.
func dtHarnessMain(cases []*diffCase) string {
	var s strings.Builder
	fmts := map[int]bool{}
	s.WriteString("declare i32 @printf(ptr, ...)\n\ndefine i32 @main() {\nentry:\n")
	for k, c := range cases {
		g := &c.g
		var args []string
		for j, p := range g.params {
			args = append(args, dtMainArg(&s, fmt.Sprintf("%%m%d.a%d", k, j), p, g.args[j]))
		}
		r := fmt.Sprintf("%%m%d.r", k)
		fmt.Fprintf(&s, "  %s = call %s @%s(%s)\n", r, g.ret, g.name, strings.Join(args, ", "))
		ws := []string{fmt.Sprintf("i32 %d", c.idx)}
		for i := range g.ret.nlanes() {
			v := r
			et := g.ret.scalar()
			if g.ret.lanes > 0 {
				v = fmt.Sprintf("%%m%d.e%d", k, i)
				fmt.Fprintf(&s, "  %s = extractelement %s %s, i32 %d\n", v, g.ret, r, i)
			}
			w := fmt.Sprintf("%%m%d.w%d", k, i)
			switch {
			case et.fp:
				fmt.Fprintf(&s, "  %s.b = bitcast %s %s to i%d\n", w, et, v, et.bits)
				if et.bits < 64 {
					fmt.Fprintf(&s, "  %s = zext i%d %s.b to i64\n", w, et.bits, w)
				} else {
					w += ".b"
				}
				ws = append(ws, "i64 "+w)
			case et.bits > 64:
				fmt.Fprintf(&s, "  %s.lo = trunc %s %s to i64\n", w, et, v)
				fmt.Fprintf(&s, "  %s.sh = lshr %s %s, 64\n", w, et, v)
				fmt.Fprintf(&s, "  %s.hi = trunc %s %s.sh to i64\n", w, et, w)
				ws = append(ws, "i64 "+w+".lo", "i64 "+w+".hi")
			case et.bits < 64:
				fmt.Fprintf(&s, "  %s = zext %s %s to i64\n", w, et, v)
				ws = append(ws, "i64 "+w)
			default:
				ws = append(ws, "i64 "+v)
			}
		}
		n := len(ws) - 1
		fmts[n] = true
		fmt.Fprintf(&s, "  call i32 (ptr, ...) @printf(ptr @fmt.%d, %s)\n", n, strings.Join(ws, ", "))
	}
	s.WriteString("  ret i32 0\n}\n")
	ns := make([]int, 0, len(fmts))
	for n := range fmts {
		ns = append(ns, n)
	}
	sort.Ints(ns)
	for _, n := range ns {
		f := "%d" + strings.Repeat(" %llx", n) + "\n"
		fmt.Fprintf(&s, "@fmt.%d = private unnamed_addr constant [%d x i8] c\"%s\\00\"\n", n, len(f)+1, strings.ReplaceAll(f, "\n", "\\0A"))
	}
	return s.String()
}

// dtMainArg writes what main needs to pass argument a of type t and returns
// the typed operand.
func dtMainArg(s *strings.Builder, name string, t dtDty, a dtArgVal) string {
	if t.fp {
		it := t.withElem(dtIntTy(t.bits))
		fmt.Fprintf(s, "  %s = bitcast %s %s to %s\n", name, it, dtIntLanes(it, a), t)
		return t.String() + " " + name
	}
	return t.String() + " " + dtIntLanes(t, a)
}

// dtIntLanes spells the integer constant (scalar or vector) of a.
func dtIntLanes(t dtDty, a dtArgVal) string {
	st := t.scalar()
	one := func(i int) string {
		if t.bits > 64 {
			z := new(big.Int).SetUint64(a.words[2*i+1])
			z.Lsh(z, 64)
			z.Or(z, new(big.Int).SetUint64(a.words[2*i]))
			if a.words[2*i+1]>>63 != 0 {
				z.Sub(z, new(big.Int).Lsh(big.NewInt(1), 128))
			}
			return z.String()
		}
		return dtIntConst(st, a.words[i])
	}
	if t.lanes == 0 {
		return one(0)
	}
	var parts []string
	for i := range t.lanes {
		parts = append(parts, st.String()+" "+one(i))
	}
	return "<" + strings.Join(parts, ", ") + ">"
}

func dtArgsString(c *diffCase) string {
	var parts []string
	for i, p := range c.fn.Params {
		parts = append(parts, FormatVal(p.Ty, &c.args[i]))
	}
	return strings.Join(parts, ", ")
}

func dtWordsString(t dtDty, ws []uint64) string {
	var parts []string
	for _, w := range ws {
		parts = append(parts, fmt.Sprintf("%#x", w))
	}
	return t.String() + " [" + strings.Join(parts, " ") + "]"
}

func dtMapString(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s=%d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}
