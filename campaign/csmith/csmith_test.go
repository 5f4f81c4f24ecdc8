package csmith

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// defaultFlags are the flags the zero Options add after --seed N.
var defaultFlags = []string{"--max-funcs", "4", "--max-block-depth", "3",
	"--no-unions", "--no-bitfields", "--no-packed-struct", "--no-jumps", "--no-argc"}

func TestArgs(t *testing.T) {
	withSeed := func(bin string, seed string, rest ...string) []string {
		return append([]string{bin, "--seed", seed}, rest...)
	}
	tests := []struct {
		name string
		opts Options
		seed uint64
		want []string
	}{
		{"zero", Options{}, 1, withSeed("csmith", "1", defaultFlags...)},
		{"defaults", Defaults(), 1, withSeed("csmith", "1", defaultFlags...)},
		{"big seed", Options{}, 1<<64 - 1, withSeed("csmith", "18446744073709551615", defaultFlags...)},
		{"extra appended", Options{Extra: []string{"--max-expr-complexity", "5", "--quiet"}}, 7,
			withSeed("csmith", "7", append(slices.Clone(defaultFlags), "--max-expr-complexity", "5", "--quiet")...)},
		{"everything on", Options{Csmith: "/opt/csmith", MaxFuncs: 2, MaxBlockDepth: 1, MaxArrayLenPerDim: 3, MaxArrayDim: 2,
			Unions: true, Bitfields: true, PackedStructs: true, Jumps: true, Argc: true}, 3,
			withSeed("/opt/csmith", "3", "--max-funcs", "2", "--max-block-depth", "1",
				"--max-array-len-per-dim", "3", "--max-array-dim", "2")},
		{"some off", Options{Unions: true, Jumps: true}, 0,
			withSeed("csmith", "0", "--max-funcs", "4", "--max-block-depth", "3",
				"--no-bitfields", "--no-packed-struct", "--no-argc")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.opts.Args(tc.seed)
			if !slices.Equal(got, tc.want) {
				t.Errorf("Args(%d):\n got %q\nwant %q", tc.seed, got, tc.want)
			}
			if again := tc.opts.Args(tc.seed); !slices.Equal(again, got) {
				t.Errorf("Args(%d) not stable: %q then %q", tc.seed, got, again)
			}
		})
	}
}

func TestValidate(t *testing.T) {
	if err := Defaults().Validate(); err != nil {
		t.Errorf("Defaults().Validate() = %v", err)
	}
	err := Options{MaxBlockDepth: -1}.Validate()
	if err == nil || !strings.Contains(err.Error(), "MaxBlockDepth") {
		t.Errorf("Validate(MaxBlockDepth -1) = %v, want an error naming MaxBlockDepth", err)
	}
	if _, err := Generate(context.Background(), 1, Options{MaxFuncs: -2}); err == nil {
		t.Errorf("Generate with MaxFuncs -2 succeeded")
	}
}

func TestCommand(t *testing.T) {
	got := Command(5, Options{Extra: []string{"--max-expr-complexity", "a b"}}, "/usr/bin/clang-19")
	want := "csmith --seed 5 " + strings.Join(defaultFlags, " ") + " --max-expr-complexity 'a b' > prog.c\n" +
		"/usr/bin/clang-19 -O0 -Xclang -disable-O0-optnone -emit-llvm -S -w -I/usr/include/csmith -o prog.ll prog.c\n"
	if got != want {
		t.Errorf("Command:\n got %q\nwant %q", got, want)
	}
}

func TestLowerArgv(t *testing.T) {
	got := LowerArgv("clang-19", "in.c", "out.ll")
	want := []string{"clang-19", "-O0", "-Xclang", "-disable-O0-optnone", "-emit-llvm", "-S", "-w",
		"-I/usr/include/csmith", "-o", "out.ll", "in.c"}
	if !slices.Equal(got, want) {
		t.Errorf("LowerArgv:\n got %q\nwant %q", got, want)
	}
}

func TestChecksum(t *testing.T) {
	tests := []struct {
		out  string
		want string
		ok   bool
	}{
		{"checksum = FC4C6BBD\n", "FC4C6BBD", true},
		{"...checksum g_2 = 6\nchecksum = 0\n", "0", true},
		{"", "", false},
		{"check sum = 1\n", "", false},
	}
	for _, tc := range tests {
		got, ok := Checksum([]byte(tc.out))
		if got != tc.want || ok != tc.ok {
			t.Errorf("Checksum(%q) = %q, %v; want %q, %v", tc.out, got, ok, tc.want, tc.ok)
		}
	}
}

func TestFindClangMissing(t *testing.T) {
	if _, err := FindClang(999); err == nil || !strings.Contains(err.Error(), "clang-999") {
		t.Errorf("FindClang(999) = %v, want an error naming clang-999", err)
	}
	if _, err := FindClang(-1); err == nil {
		t.Errorf("FindClang(-1) succeeded")
	}
}

func needCsmith(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("csmith"); err != nil {
		t.Skip("csmith not installed")
	}
}

func needClang(t *testing.T, major int) Lowering {
	t.Helper()
	needCsmith(t)
	if _, err := exec.LookPath(fmt.Sprintf("clang-%d", major)); err != nil {
		t.Skipf("clang-%d not installed", major)
	}
	l, err := FindLowering(major)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestGenerateDeterministic(t *testing.T) {
	needCsmith(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	a, err := Generate(ctx, 42, Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Generate(ctx, 42, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Errorf("seed 42 gave different programs (%d and %d bytes)", len(a), len(b))
	}
	c, err := Generate(ctx, 43, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(a, c) {
		t.Errorf("seeds 42 and 43 gave the same program")
	}
	if _, err := os.Stat("platform.info"); err == nil {
		os.Remove("platform.info")
		t.Errorf("csmith left platform.info in the working directory")
	}
	if !bytes.Contains(a, []byte("--seed 42 "+strings.Join(defaultFlags, " "))) {
		t.Errorf("program header does not record the options:\n%s", a[:min(len(a), 400)])
	}
}

func TestGenerateCancelled(t *testing.T) {
	needCsmith(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Generate(ctx, 1, Options{}); err == nil {
		t.Errorf("Generate with a cancelled context succeeded")
	}
}

func TestGenerateBadFlag(t *testing.T) {
	needCsmith(t)
	_, err := Generate(context.Background(), 1, Options{Extra: []string{"--no-such-flag"}})
	if err == nil || !strings.Contains(err.Error(), "csmith --seed 1") {
		t.Errorf("Generate with a bad flag = %v, want an error naming the command", err)
	}
}

func TestLowerError(t *testing.T) {
	l := needClang(t, 19)
	_, err := Lower(context.Background(), l.Clang, []byte("int main(void) { return undeclared; }\n"), t.TempDir())
	if err == nil {
		t.Fatal("Lower of bad C succeeded")
	}
	for _, want := range []string{"-disable-O0-optnone", "exit 1", "undeclared"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("Lower error lacks %q:\n%v", want, err)
		}
	}
}

// TestPrograms lowers programs with clang 19 and runs them natively: each
// lowers to IR with a main and, natively, exits 0 after printing its
// checksum. Seeds 1..10 are known to finish with the defaults.
func TestPrograms(t *testing.T) {
	l := needClang(t, 19)
	if _, err := exec.LookPath("cc"); err != nil {
		t.Skip("cc not installed")
	}
	dir := t.TempDir()
	var gen, lower, run time.Duration
	for seed := uint64(1); seed <= 10; seed++ {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		t0 := time.Now()
		csrc, err := Generate(ctx, seed, Options{})
		if err != nil {
			cancel()
			t.Fatal(err)
		}
		t1 := time.Now()
		ll, err := Lower(ctx, l.Clang, csrc, dir)
		if err != nil {
			cancel()
			t.Fatal(err)
		}
		t2 := time.Now()
		out, wall, err := RunNative(ctx, "cc", csrc, dir, 10*time.Second)
		cancel()
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		gen, lower, run = gen+t1.Sub(t0), lower+t2.Sub(t1), run+time.Since(t2)
		if !bytes.Contains(ll, []byte("define dso_local i32 @main(")) {
			t.Errorf("seed %d: IR has no main", seed)
		}
		if !bytes.Contains(ll, []byte("@printf(ptr")) {
			t.Errorf("seed %d: clang 19 IR does not use opaque pointers", seed)
		}
		if !strings.HasPrefix(string(out), "checksum = ") && !strings.Contains(string(out), "\nchecksum = ") {
			t.Errorf("seed %d: output has no checksum line: %q", seed, out)
		}
		t.Logf("seed %d: %d C bytes, %d IR lines, native run %s", seed, len(csrc), bytes.Count(ll, []byte("\n")), wall.Round(time.Microsecond))
	}
	t.Logf("10 programs: csmith %s, clang %s, cc+run %s", gen.Round(time.Millisecond), lower.Round(time.Millisecond), run.Round(time.Millisecond))
	if entries, err := os.ReadDir(dir); err != nil || len(entries) != 0 {
		t.Errorf("work directory not cleaned up: %v %v", entries, err)
	}
}

// TestLowerDeterministic checks the IR depends on the C only, not on the
// directory it is lowered in.
func TestLowerDeterministic(t *testing.T) {
	l := needClang(t, 19)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	csrc, ll1, err := Program(ctx, 3, Options{}, l.Clang, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ll2, err := Lower(ctx, l.Clang, csrc, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ll1, ll2) {
		t.Errorf("same C lowered in two directories gave different IR")
	}
}

// TestClang14 lowers programs with clang 14, which prints typed pointers.
func TestClang14(t *testing.T) {
	l := needClang(t, 14)
	if !l.TypedPointers() {
		t.Errorf("Lowering{Major: 14}.TypedPointers() = false")
	}
	for seed := uint64(1); seed <= 3; seed++ {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		_, ll, err := Program(ctx, seed, Options{}, l.Clang, t.TempDir())
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(ll, []byte("define dso_local i32 @main(")) {
			t.Errorf("seed %d: IR has no main", seed)
		}
		if !bytes.Contains(ll, []byte("@printf(i8*")) {
			t.Errorf("seed %d: clang 14 IR does not use typed pointers", seed)
		}
	}
}

// TestMeasure reports, for the seeds 1..N with IRFUZZ_CSMITH_MEASURE=N, how
// long the programs of the default Options run natively, how many time out
// at 10 s, and how large their IR is. It asserts nothing.
func TestMeasure(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("IRFUZZ_CSMITH_MEASURE"))
	if n <= 0 {
		t.Skip("set IRFUZZ_CSMITH_MEASURE=N to measure N programs")
	}
	l := needClang(t, 19)
	var opts Options
	if extra := os.Getenv("IRFUZZ_CSMITH_EXTRA"); extra != "" {
		opts.Extra = strings.Fields(extra)
	}
	dir := t.TempDir()
	var walls []time.Duration
	var lines []int
	var timeouts []uint64
	for seed := uint64(1); seed <= uint64(n); seed++ {
		ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
		csrc, ll, err := Program(ctx, seed, opts, l.Clang, dir)
		if err != nil {
			cancel()
			t.Fatal(err)
		}
		lines = append(lines, bytes.Count(ll, []byte("\n")))
		_, wall, err := RunNative(ctx, "cc", csrc, dir, 10*time.Second)
		cancel()
		switch {
		case errors.Is(err, ErrTimeout):
			timeouts = append(timeouts, seed)
		case err != nil:
			t.Fatalf("seed %d: %v", seed, err)
		default:
			walls = append(walls, wall)
		}
	}
	slices.Sort(walls)
	sort.Ints(lines)
	q := func(p float64) int { return min(int(p*float64(len(walls))), len(walls)-1) }
	r := func(p float64) int { return min(int(p*float64(len(lines))), len(lines)-1) }
	if len(walls) > 0 {
		t.Logf("native run of %d finished: p50 %s p90 %s p99 %s max %s", len(walls),
			walls[q(.5)], walls[q(.9)], walls[q(.99)], walls[len(walls)-1])
	}
	t.Logf("timeouts at 10 s: %d %v", len(timeouts), timeouts)
	t.Logf("IR lines: min %d p50 %d p90 %d max %d", lines[0], lines[r(.5)], lines[r(.9)], lines[len(lines)-1])
}
