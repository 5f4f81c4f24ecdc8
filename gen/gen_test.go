package gen

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"pgregory.net/rapid"
)

// baseSeed is the first seed of the seeded tests; IRFUZZ_SEED overrides it.
func baseSeed(t *testing.T) uint64 {
	t.Helper()
	if s := os.Getenv("IRFUZZ_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("IRFUZZ_SEED=%q: %v", s, err)
		}
		t.Logf("IRFUZZ_SEED=%d", n)
		return n
	}
	return 0
}

// generate returns the printed module of seed, failing the test when the
// generator errs or our verifier rejects the module.
func generate(t *testing.T, seed uint64, cfg Config) string {
	t.Helper()
	m, err := Generate(seed, cfg)
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("seed %d: ir.Verify: %v\n(repro: irfuzz gen --seed %d --llvm %d)", seed, err, seed, cfg.LLVM)
	}
	return m.String()
}

// checkWithOpt generates n modules from the base seed, checks them with our
// verifier and with `tool args... FILE` (two processes at a time).
func checkWithOpt(t *testing.T, cfg Config, n int, tool string, args ...string) {
	if _, err := exec.LookPath(tool); err != nil {
		t.Skipf("%s not installed (scripts/deps.sh installs LLVM): %v", tool, err)
	}
	if testing.Short() {
		n /= 10
	}
	dir := t.TempDir()
	base := baseSeed(t)
	seeds := make(chan uint64)
	var mu sync.Mutex
	var failures []string
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for seed := range seeds {
				if msg := runOpt(dir, seed, cfg, tool, args); msg != "" {
					mu.Lock()
					failures = append(failures, msg)
					mu.Unlock()
				}
			}
		}()
	}
	for k := range n {
		seed := base + uint64(k)
		src := generate(t, seed, cfg)
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%d.ll", seed)), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		seeds <- seed
	}
	close(seeds)
	wg.Wait()
	for k, f := range failures {
		if k == 5 {
			t.Errorf("... and %d more", len(failures)-5)
			break
		}
		t.Error(f)
	}
}

// runOpt runs tool with args on seed's module in dir, through native.Run
// (the modules of fixed seeds are answered from the run cache when they
// were checked before), and says what went wrong, "" when nothing did.
func runOpt(dir string, seed uint64, cfg Config, tool string, args []string) string {
	file := filepath.Join(dir, fmt.Sprintf("%d.ll", seed))
	argv := append(append([]string{tool}, args...), file, "-o", os.DevNull)
	r := native.Run(context.Background(), native.Limits{Timeout: time.Minute}, dir, argv...)
	if !r.OK() {
		return fmt.Sprintf("seed %d: %s rejects the module: %s\n%s%s(repro: irfuzz gen --seed %d --llvm %d)",
			seed, tool, r.Describe(), r.Stdout, r.Stderr, seed, cfg.LLVM)
	}
	return ""
}

func TestOpt19Accepts(t *testing.T) {
	checkWithOpt(t, DefaultConfig(), 200, "opt-19", "-passes=verify")
}

func TestOpt22Accepts(t *testing.T) {
	cfg := DefaultConfig()
	cfg.LLVM = 22
	checkWithOpt(t, cfg, 200, llvmbin.Tool(22, "opt"), "-passes=verify")
}

func TestOpt14Accepts(t *testing.T) {
	cfg := DefaultConfig()
	cfg.LLVM = 14
	checkWithOpt(t, cfg, 200, "opt-14", "-opaque-pointers", "-passes=verify")
}

// TestLLVM14Syntax checks that --llvm 14 output avoids what LLVM 14 lacks.
func TestLLVM14Syntax(t *testing.T) {
	cfg := DefaultConfig()
	cfg.LLVM = 14
	banned := []string{" nneg ", " disjoint ", " nusw ", "inbounds nuw", "trunc nuw", "trunc nsw", "splat (",
		"llvm.scmp", "llvm.ucmp", "llvm.is.fpclass", "i128:128", "memory(", "range(", " samesign ", "nofpclass(",
		" writable", "dead_on_unwind", "initializes(", "captures(", "dead_on_return"}
	for seed := range uint64(100) {
		src := generate(t, seed, cfg)
		for _, b := range banned {
			if strings.Contains(src, b) {
				t.Errorf("seed %d: LLVM 14 output contains %q", seed, b)
			}
		}
	}
}

func TestDeterministic(t *testing.T) {
	for _, cfg := range []Config{DefaultConfig(), NoUndefConfig()} {
		for seed := range uint64(20) {
			a, b := generate(t, seed, cfg), generate(t, seed, cfg)
			if a != b {
				t.Fatalf("seed %d: two runs differ", seed)
			}
		}
	}
	if generate(t, 1, DefaultConfig()) == generate(t, 2, DefaultConfig()) {
		t.Errorf("seeds 1 and 2 give the same module")
	}
}

// TestNoUndefProfile checks that the no-undef profile has no undef or
// poison constants and no uninitialised stack objects.
func TestNoUndefProfile(t *testing.T) {
	for seed := range uint64(100) {
		m, err := Generate(seed, NoUndefConfig())
		if err != nil {
			t.Fatal(err)
		}
		st := NewStats()
		st.Add(m)
		for _, k := range []string{"const:undef", "const:poison", "shuffle:poison-lane"} {
			if st.Rate(k) > 0 {
				t.Fatalf("seed %d: no-undef module has %s", seed, k)
			}
		}
		if strings.Count(m.String(), " alloca ") > strings.Count(m.String(), "@llvm.mem") {
			t.Fatalf("seed %d: an alloca may be left uninitialised", seed)
		}
	}
}

// TestCoverage checks that every required item appears in at least 1% of
// the modules (1,000 normally, 200 with -short).
func TestCoverage(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 200
	}
	for _, llvm := range []int{19, 14, 22} {
		cfg := DefaultConfig()
		cfg.LLVM = llvm
		st := NewStats()
		for seed := range uint64(n) {
			m, err := Generate(seed, cfg)
			if err != nil {
				t.Fatal(err)
			}
			st.Add(m)
		}
		if low := st.Low(Required(cfg), 0.01); len(low) > 0 {
			t.Errorf("LLVM %d: items in less than 1%% of %d modules: %v", llvm, n, low)
		}
	}
}

// TestFeaturesOff checks that zero weights and rates turn features off.
func TestFeaturesOff(t *testing.T) {
	cfg := DefaultConfig()
	cfg.FloatRate, cfg.VectorRate = 0, 0
	cfg.Weights.Loop, cfg.Weights.Switch, cfg.Weights.Unreachable = 0, 0, 0
	cfg.Weights.Memory, cfg.Weights.MemIntrinsic = 0, 0
	cfg.Weights.SLP, cfg.Weights.VecLoop, cfg.Weights.MetaLoad = 0, 0, 0 // the other kinds that load
	cfg.Weights.Families = 0                                             // stacksave, invariant.start, gather ... load too
	cfg.PtrParamRate, cfg.ExternCallRate = 0, 0
	st := NewStats()
	for seed := range uint64(100) {
		m, err := Generate(seed, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if err := ir.Verify(m); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		st.Add(m)
	}
	for _, k := range []string{"op:fadd", "param:vec-int", "ret:vec-fp", "op:extractelement", "cf:loop", "op:switch", "op:load", "op:shufflevector",
		"test:ptr-param", "call:extern", "extern:decl"} {
		if st.Rate(k) > 0 {
			t.Errorf("%s appears in %.0f%% of modules although turned off", k, 100*st.Rate(k))
		}
	}
}

// TestRapidConfigs: for arbitrary configurations, modules pass our verifier.
func TestRapidConfigs(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		cfg := Config{
			LLVM:         rapid.SampledFrom([]int{19, 14, 22}).Draw(rt, "llvm"),
			MinTests:     rapid.IntRange(1, 3).Draw(rt, "min_tests"),
			MaxHelpers:   rapid.IntRange(0, 4).Draw(rt, "max_helpers"),
			MaxGlobals:   rapid.IntRange(0, 4).Draw(rt, "max_globals"),
			MaxParams:    rapid.IntRange(0, 6).Draw(rt, "max_params"),
			TestBudget:   rapid.IntRange(1, 80).Draw(rt, "test_budget"),
			HelperBudget: rapid.IntRange(1, 40).Draw(rt, "helper_budget"),
			MaxDepth:     rapid.IntRange(0, 5).Draw(rt, "max_depth"),
			MaxTripCount: rapid.IntRange(0, 255).Draw(rt, "max_trip"),
			MaxCases:     rapid.IntRange(1, 40).Draw(rt, "max_cases"),
			MaxRecursion: rapid.IntRange(0, 8).Draw(rt, "max_recursion"),
		}
		cfg.MaxTests = cfg.MinTests + rapid.IntRange(0, 3).Draw(rt, "extra_tests")
		rate := func(name string) float64 { return rapid.Float64Range(0, 1).Draw(rt, name) }
		cfg.OddWidthRate, cfg.WideIntRate = rate("odd")/2, rate("wide")/2
		cfg.FloatRate, cfg.VectorRate, cfg.FlagRate, cfg.FastMathRate = rate("float"), rate("vector"), rate("flag"), rate("fmf")
		cfg.UndefRate, cfg.PoisonRate = rate("undef")/2, rate("poison")/2
		cfg.UninitRate, cfg.UnmaskRate, cfg.RecurseRate = rate("uninit"), rate("unmask"), rate("recurse")
		cfg.PtrParamRate, cfg.ExternCallRate = rate("ptr_param"), rate("extern_call")
		for _, w := range cfg.Weights.list() {
			*w = rapid.IntRange(0, 10).Draw(rt, "weight")
		}
		seed := rapid.Uint64().Draw(rt, "seed")
		m, err := Generate(seed, cfg)
		if err != nil {
			rt.Fatalf("Generate: %v", err)
		}
		if err := ir.Verify(m); err != nil {
			rt.Fatalf("ir.Verify: %v\n%s", err, m)
		}
	})
}

func TestConfig(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	tests := []struct {
		name, json string
		wantErr    string
		check      func(Config) bool
	}{
		{"override", `{"llvm": 14, "weights": {"loop": 0}}`, "", func(c Config) bool {
			return c.LLVM == 14 && c.Weights.Loop == 0 && c.Weights.Diamond == DefaultConfig().Weights.Diamond
		}},
		{"unknown field", `{"lvm": 14}`, "unknown field", nil},
		{"bad version", `{"llvm": 17}`, "not a release irfuzz supports", nil},
		{"llvm 22", `{"llvm": 22}`, "", func(c Config) bool { return c.LLVM == 22 }},
		{"bad rate", `{"flag_rate": 2}`, "flag_rate", nil},
		{"open world off", `{"ptr_param_rate": 0, "extern_call_rate": 0, "weights": {"extern_call": 0}}`, "", func(c Config) bool {
			return c.PtrParamRate == 0 && c.ExternCallRate == 0 && c.Weights.ExternCall == 0 && c.Weights.Call == DefaultConfig().Weights.Call
		}},
		{"bad pointer rate", `{"ptr_param_rate": -0.5}`, "ptr_param_rate", nil},
		{"bad range", `{"min_tests": 3, "max_tests": 2}`, "max_tests", nil},
		{"syntax", `{"llvm": }`, "invalid character", nil},
	}
	for _, tt := range tests {
		c, err := LoadConfig(write(tt.name+".json", tt.json), DefaultConfig())
		switch {
		case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
			t.Errorf("%s: error %v, want one containing %q", tt.name, err, tt.wantErr)
		case tt.wantErr == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.check != nil && !tt.check(c):
			t.Errorf("%s: config not as expected: %+v", tt.name, c)
		}
	}
	if _, err := LoadConfig(filepath.Join(dir, "missing.json"), DefaultConfig()); err == nil {
		t.Errorf("LoadConfig of a missing file: no error")
	}
	if _, err := Profile("no-undef"); err != nil {
		t.Errorf("Profile(no-undef): %v", err)
	}
	if _, err := Profile("bogus"); err == nil {
		t.Errorf("Profile(bogus): no error")
	}
	if _, err := Generate(1, Config{}); err == nil {
		t.Errorf("Generate with the zero Config: no error")
	}
}

// TestStatsText checks the statistics on a hand-written module.
func TestStatsText(t *testing.T) {
	src := `
@g = global [2 x i32] zeroinitializer
define i32 @t0(i32 %n, <4 x i32> %v) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %c = icmp ult i32 %j1, %n
  br i1 %c, label %inner, label %olatch
olatch:
  %i1 = add i32 %i, 1
  %p = getelementptr inbounds [2 x i32], ptr @g, i64 0, i64 1
  store i32 %i1, ptr %p, align 4
  %s = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 1, i32 2>
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %s)
  %d = icmp ult i32 %i1, 3
  br i1 %d, label %outer, label %exit
exit:
  ret i32 %r
}
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
`
	m, err := ir.Parse("stats.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	st := NewStats()
	st.Add(m)
	for _, k := range []string{"cf:loop", "cf:nested-loop", "flag:add nuw", "flag:add nsw", "mem:store-global",
		"shuffle:poison-lane", "const:poison", "intrinsic:llvm.vector.reduce.add", "pred:icmp ult", "type:vec-int",
		"param:vec-int", "flag:getelementptr inbounds", "global"} {
		if st.Rate(k) != 1 {
			t.Errorf("%s: rate %v, want 1", k, st.Rate(k))
		}
	}
	for _, k := range []string{"cf:early-return", "call:helper", "op:switch"} {
		if st.Rate(k) != 0 {
			t.Errorf("%s: rate %v, want 0", k, st.Rate(k))
		}
	}
	var out bytes.Buffer
	if err := st.Write(&out, []string{"cf:loop", "op:switch"}, 0.01); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "op:switch (0.0% of modules)") {
		t.Errorf("Write does not report the missing item:\n%s", out.String())
	}
}

// TestIntrinsicLists pins the intrinsics the generator draws from, taken
// from ir's registry, to the lists it had before: their elements and
// order are part of what a seed means. A registry change that trips this
// changes every module with one of these calls.
func TestIntrinsicLists(t *testing.T) {
	names := func(l []*ir.IntrinsicInfo) []string {
		var out []string
		for _, in := range l {
			out = append(out, in.Name)
		}
		return out
	}
	arities := func(l []*ir.IntrinsicInfo) []int {
		var out []int
		for _, in := range l {
			out = append(out, in.NumParams())
		}
		return out
	}
	for _, c := range []struct {
		list []*ir.IntrinsicInfo
		want []string
	}{
		{intIntrinsics, []string{
			"llvm.smin", "llvm.smax", "llvm.umin", "llvm.umax", "llvm.abs", "llvm.ctlz", "llvm.cttz",
			"llvm.ctpop", "llvm.bswap", "llvm.bitreverse", "llvm.fshl", "llvm.fshr",
			"llvm.sadd.with.overflow", "llvm.uadd.with.overflow", "llvm.ssub.with.overflow",
			"llvm.usub.with.overflow", "llvm.smul.with.overflow", "llvm.umul.with.overflow",
			"llvm.sadd.sat", "llvm.uadd.sat", "llvm.ssub.sat", "llvm.usub.sat", "llvm.sshl.sat", "llvm.ushl.sat",
			"llvm.scmp", "llvm.ucmp",
		}},
		{fpIntrinsics, []string{
			"llvm.fabs", "llvm.sqrt", "llvm.floor", "llvm.ceil", "llvm.trunc",
			"llvm.rint", "llvm.nearbyint", "llvm.round", "llvm.roundeven", "llvm.canonicalize",
			"llvm.copysign", "llvm.minnum", "llvm.maxnum", "llvm.minimum", "llvm.maximum",
			"llvm.fma", "llvm.fmuladd", "llvm.is.fpclass",
		}},
		{intReductions, []string{
			"llvm.vector.reduce.add", "llvm.vector.reduce.mul", "llvm.vector.reduce.and", "llvm.vector.reduce.or",
			"llvm.vector.reduce.xor", "llvm.vector.reduce.smin", "llvm.vector.reduce.smax",
			"llvm.vector.reduce.umin", "llvm.vector.reduce.umax",
		}},
		{fpReductions, []string{
			"llvm.vector.reduce.fadd", "llvm.vector.reduce.fmul", "llvm.vector.reduce.fmin", "llvm.vector.reduce.fmax",
		}},
	} {
		if got := names(c.list); !slices.Equal(got, c.want) {
			t.Errorf("intrinsic list:\n got %q\nwant %q", got, c.want)
		}
	}
	// The arities the floating-point list had (llvm.is.fpclass, 2, is made
	// by its own case), and the reductions with a start value.
	if got, want := arities(fpIntrinsics), []int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 2}; !slices.Equal(got, want) {
		t.Errorf("floating-point intrinsic arities %v, want %v", got, want)
	}
	if got, want := arities(fpReductions), []int{2, 2, 1, 1}; !slices.Equal(got, want) {
		t.Errorf("floating-point reduction arities %v, want %v", got, want)
	}
	// The release gates: scmp and ucmp are LLVM 19, is.fpclass is not LLVM 14.
	for _, in := range slices.Concat(intIntrinsics, fpIntrinsics, intReductions, fpReductions) {
		for _, llvm := range []int{14, 19} {
			want := llvm == 19 || in.Name != "llvm.scmp" && in.Name != "llvm.ucmp" && in.Name != "llvm.is.fpclass"
			if got := llvm >= in.Since; got != want {
				t.Errorf("%s available in LLVM %d: %v, want %v", in.Name, llvm, got, want)
			}
		}
	}
}

func BenchmarkGenerate(b *testing.B) {
	cfg := DefaultConfig()
	for k := range b.N {
		m, _ := Generate(uint64(k), cfg)
		_ = m.String()
	}
}

// TestAvoid checks that an avoided pattern stays out of the modules: no
// freeze and no undef/poison constants under freeze-undef, no ucmp/scmp
// result wider than 64 bits under wide-cmp.
func TestAvoid(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Avoid = []string{"freeze-undef", "wide-cmp"}
	wideCmp := regexp.MustCompile(`call i(6[5-9]|[7-9][0-9]|[1-9][0-9]{2,}) @llvm\.[us]cmp`)
	sawWide := false
	for seed := uint64(1); seed <= 120; seed++ {
		m, err := Generate(seed, cfg)
		if err != nil {
			t.Fatal(err)
		}
		text := m.String()
		if strings.Contains(text, " undef") || strings.Contains(text, " poison") {
			t.Errorf("seed %d: undef or poison constant under freeze-undef", seed)
		}
		if wideCmp.MatchString(text) {
			t.Errorf("seed %d: wide ucmp/scmp under wide-cmp", seed)
		}
		d, _ := Generate(seed, DefaultConfig())
		sawWide = sawWide || wideCmp.MatchString(d.String())
	}
	if !sawWide {
		t.Error("the default configuration made no wide ucmp/scmp in 120 seeds: the test cannot fail")
	}
	if _, err := ParseAvoid("x", []byte("# c\nfreeze-undef\n\nbogus\n")); err == nil || !strings.Contains(err.Error(), "x:4") {
		t.Errorf("ParseAvoid of an unknown pattern: %v", err)
	}
}

// TestLLVMAsAccepts: modules for each release parse with that release's
// llvm-as (LLVM 14 with -opaque-pointers); a release not installed is
// skipped with a message.
func TestLLVMAsAccepts(t *testing.T) {
	for _, tc := range []struct {
		llvm int
		args []string
	}{{14, []string{"-opaque-pointers"}}, {19, nil}, {22, nil}} {
		t.Run(fmt.Sprintf("llvm%d", tc.llvm), func(t *testing.T) {
			as := llvmbin.Tool(tc.llvm, "llvm-as")
			if _, err := os.Stat(as); err != nil {
				t.Skipf("LLVM %d's llvm-as is not installed (%v): its syntax is not checked", tc.llvm, err)
			}
			cfg := DefaultConfig()
			cfg.LLVM = tc.llvm
			checkWithOpt(t, cfg, 60, as, tc.args...)
		})
	}
}

// TestPromisesEmitted fails when a flag, fast-math flag, attribute or
// metadata kind of the release never shows in 200 modules' functions.
func TestPromisesEmitted(t *testing.T) {
	for _, llvm := range []int{14, 19, 22} {
		cfg := DefaultConfig()
		cfg.LLVM = llvm
		st := NewStats()
		for seed := range uint64(200) {
			m, err := Generate(seed, cfg)
			if err != nil {
				t.Fatal(err)
			}
			st.Add(m)
		}
		for _, k := range requiredPromises(cfg) {
			if st.FuncRate(k) == 0 {
				t.Errorf("LLVM %d: %s never emitted in %d functions", llvm, k, st.Functions)
			}
		}
	}
}

// TestVectorShapes: the vectorizers' shapes show up: loops over arrays
// of each element type, reductions, interleaved pairs, searches.
func TestVectorShapes(t *testing.T) {
	cfg := DefaultConfig()
	cfg.LLVM = 22
	want := map[string]*regexp.Regexp{
		"i8 array loop":     regexp.MustCompile(`getelementptr inbounds (nuw )?\[\d+ x i8\], ptr %\w+, i64 0, i64 %v\d+\n\s+%v\d+ = load i8`),
		"double array":      regexp.MustCompile(`\[\d+ x double\]`),
		"interleaved index": regexp.MustCompile(`or disjoint i64 %v\d+, 1`),
		"reduction phi":     regexp.MustCompile(`phi (reassoc )?[a-z ]*(float|double)`),
		"min/max reduction": regexp.MustCompile(`call i(8|16|32|64) @llvm\.[su](min|max)\.i(8|16|32|64)\(i\d+ %v\d+, i\d+ %v\d+\)`),
	}
	seen := map[string]bool{}
	for seed := range uint64(100) {
		src := generate(t, seed, cfg)
		for k, re := range want {
			seen[k] = seen[k] || re.MatchString(src)
		}
	}
	for k := range want {
		if !seen[k] {
			t.Errorf("no %s in 100 modules", k)
		}
	}
}

// TestRequiredByRelease: Required lists a feature's items exactly for
// the releases that have it.
func TestRequiredByRelease(t *testing.T) {
	tests := []struct {
		llvm int
		key  string
		want bool
	}{
		{14, "flag:icmp samesign", false}, {19, "flag:icmp samesign", false}, {22, "flag:icmp samesign", true},
		{14, "attr:param range", false}, {19, "attr:param range", true},
		{19, "attr:param captures", false}, {22, "attr:param captures", true}, {19, "attr:param nocapture", true},
		{19, "attr:param dead_on_return", false}, {22, "attr:param dead_on_return", true},
		{14, "fmf-on:phi", true}, {22, "md:nonnull", true},
	}
	for _, tt := range tests {
		cfg := DefaultConfig()
		cfg.LLVM = tt.llvm
		if got := slices.Contains(Required(cfg), tt.key); got != tt.want {
			t.Errorf("LLVM %d: Required has %s: %v, want %v", tt.llvm, tt.key, got, tt.want)
		}
	}
}
