// Package csmith produces Csmith C programs and lowers them to LLVM IR text,
// as a test source for the fuzzer (`irfuzz fuzz --mode csmith`).
//
// A program is a function of its seed and Options: Generate runs csmith,
// Lower runs clang at -O0 (with optnone disabled, so opt may still transform
// the result) and returns the textual IR, Program does both. Csmith programs
// are free of undefined behaviour by design and print one line,
// "checksum = X", from which their result is compared; most finish in
// milliseconds, but csmith does not guarantee termination, so a few loop for
// a very long time or forever (about 2% with the defaults, 10% with goto
// allowed). RunNative compiles and runs a program natively under a timeout,
// which tells those apart.
//
// Csmith seeds its generator with the low 32 bits of the seed only: seeds
// that differ only above bit 31 give the same program (with a different
// header comment).
package csmith

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/native"
)

// Options are the knobs of csmith that shape a program. The zero value means
// the defaults (see Defaults): a small program of few functions and shallow
// blocks, with structs, pointers, arrays, volatiles and 64-bit arithmetic,
// but without unions, bit-fields, packed structs or goto, and with an
// argument-less main.
type Options struct {
	// Csmith is the csmith binary to run; "" means csmith on PATH.
	Csmith string
	// MaxFuncs bounds the number of functions besides main (--max-funcs);
	// 0 means DefaultMaxFuncs.
	MaxFuncs int
	// MaxBlockDepth bounds the nesting of blocks (--max-block-depth); 0 means
	// DefaultMaxBlockDepth.
	MaxBlockDepth int
	// MaxArrayLenPerDim bounds the length of each array dimension
	// (--max-array-len-per-dim); 0 leaves csmith's own default (10).
	MaxArrayLenPerDim int
	// MaxArrayDim bounds the number of array dimensions (--max-array-dim);
	// 0 leaves csmith's own default (3).
	MaxArrayDim int
	// Unions allows unions; false passes --no-unions.
	Unions bool
	// Bitfields allows bit-field structs; false passes --no-bitfields.
	Bitfields bool
	// PackedStructs allows #pragma pack(1) structs; false passes
	// --no-packed-struct.
	PackedStructs bool
	// Jumps allows goto; false passes --no-jumps. Backward gotos are the
	// main source of programs that never finish (about 10% of programs
	// time out at 10 s with goto, 2% without).
	Jumps bool
	// Argc gives main the parameters argc and argv (running the program
	// with argument "1" then prints every global); false passes --no-argc,
	// so main is `i32 @main()` and the IR calls no strcmp.
	Argc bool
	// Extra are further csmith flags, appended verbatim after the others
	// (a later flag overrides an earlier one in csmith).
	Extra []string
}

// The defaults of the Options fields whose zero value means "default".
const (
	// DefaultMaxFuncs is the default Options.MaxFuncs: few functions keep
	// programs short and their run times low.
	DefaultMaxFuncs = 4
	// DefaultMaxBlockDepth is the default Options.MaxBlockDepth: shallow
	// blocks keep loop nests (and so run times) small.
	DefaultMaxBlockDepth = 3
)

// Defaults returns the Options the zero value stands for, with every default
// spelled out.
func Defaults() Options {
	return Options{MaxFuncs: DefaultMaxFuncs, MaxBlockDepth: DefaultMaxBlockDepth}
}

// withDefaults fills the fields whose zero value means a default.
func (o Options) withDefaults() Options {
	if o.Csmith == "" {
		o.Csmith = "csmith"
	}
	if o.MaxFuncs == 0 {
		o.MaxFuncs = DefaultMaxFuncs
	}
	if o.MaxBlockDepth == 0 {
		o.MaxBlockDepth = DefaultMaxBlockDepth
	}
	return o
}

// Validate reports the first field that csmith cannot take (a negative
// bound).
func (o Options) Validate() error {
	for _, f := range []struct {
		name string
		v    int
	}{
		{"MaxFuncs", o.MaxFuncs},
		{"MaxBlockDepth", o.MaxBlockDepth},
		{"MaxArrayLenPerDim", o.MaxArrayLenPerDim},
		{"MaxArrayDim", o.MaxArrayDim},
	} {
		if f.v < 0 {
			return fmt.Errorf("csmith options: %s is %d, want >= 0 (0: default)", f.name, f.v)
		}
	}
	return nil
}

// Args returns the exact csmith command line (argv[0] included) that writes
// the program of seed to standard output.
func (o Options) Args(seed uint64) []string {
	o = o.withDefaults()
	argv := []string{o.Csmith, "--seed", strconv.FormatUint(seed, 10),
		"--max-funcs", strconv.Itoa(o.MaxFuncs),
		"--max-block-depth", strconv.Itoa(o.MaxBlockDepth)}
	if o.MaxArrayLenPerDim > 0 {
		argv = append(argv, "--max-array-len-per-dim", strconv.Itoa(o.MaxArrayLenPerDim))
	}
	if o.MaxArrayDim > 0 {
		argv = append(argv, "--max-array-dim", strconv.Itoa(o.MaxArrayDim))
	}
	for _, f := range []struct {
		on  bool
		off string
	}{
		{o.Unions, "--no-unions"},
		{o.Bitfields, "--no-bitfields"},
		{o.PackedStructs, "--no-packed-struct"},
		{o.Jumps, "--no-jumps"},
		{o.Argc, "--no-argc"},
	} {
		if !f.on {
			argv = append(argv, f.off)
		}
	}
	return append(argv, o.Extra...)
}

// maxErrOutput bounds how much of a tool's standard error an error quotes.
const maxErrOutput = 4 << 10

// toolError describes a failed run of a tool: its command line, how it
// ended, and its standard error (trimmed).
func toolError(what string, r *native.Result) error {
	msg := fmt.Sprintf("%s: %s: %s", what, r.CommandLine(), r.Describe())
	if s := strings.TrimSpace(string(r.Stderr)); s != "" {
		if len(s) > maxErrOutput {
			s = s[:maxErrOutput] + "\n[...]"
		}
		msg += "\n" + s
	}
	if r.StartErr != nil {
		return fmt.Errorf("%s: %w", msg, r.StartErr)
	}
	return errors.New(msg)
}

// limits bounds a run by ctx's deadline when it has one, else by timeout.
func limits(ctx context.Context, timeout time.Duration) native.Limits {
	if d, ok := ctx.Deadline(); ok {
		if left := time.Until(d); left > 0 {
			timeout = left
		} else {
			timeout = time.Millisecond
		}
	}
	return native.Limits{Timeout: timeout}
}

// toolTimeout bounds csmith and clang when ctx has no deadline.
const toolTimeout = 60 * time.Second

// Generate runs csmith and returns the C source of the program of seed. It
// runs csmith in a fresh temporary directory, which it removes afterwards
// (csmith leaves a file platform.info there). The run ends with an error
// when ctx ends (csmith can occasionally take long; pass a ctx with a
// deadline), and lasts at most a minute without one.
func Generate(ctx context.Context, seed uint64, opts Options) ([]byte, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	// csmith writes platform.info into its working directory: give it one
	// of its own.
	w, err := workDir("", "gen")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(w)
	argv := opts.Args(seed)
	if strings.ContainsRune(argv[0], '/') && !filepath.IsAbs(argv[0]) {
		if argv[0], err = filepath.Abs(argv[0]); err != nil {
			return nil, fmt.Errorf("csmith seed %d: %w", seed, err)
		}
	}
	r := native.Run(ctx, limits(ctx, toolTimeout), w, argv...)
	if !r.OK() {
		return nil, toolError(fmt.Sprintf("csmith seed %d", seed), r)
	}
	if len(bytes.TrimSpace(r.Stdout)) == 0 {
		return nil, fmt.Errorf("csmith seed %d: %s: printed no program", seed, r.CommandLine())
	}
	return r.Stdout, nil
}

// Lowering names the clang that lowers Csmith's C to LLVM IR.
type Lowering struct {
	Clang string // path of clang
	Major int    // LLVM release major version of that clang (0: unknown)
}

// TypedPointers reports whether this clang prints typed pointers (i32*)
// rather than ptr: LLVM 14 and older do by default.
func (l Lowering) TypedPointers() bool { return l.Major > 0 && l.Major < 15 }

// FindLowering finds clang of release major (see FindClang).
func FindLowering(major int) (Lowering, error) {
	c, err := FindClang(major)
	if err != nil {
		return Lowering{}, err
	}
	return Lowering{Clang: c, Major: major}, nil
}

// FindClang returns the path of clang of release major: clang-<major> on
// PATH, else clang in the release's directory (llvmbin.Dir). Major 0 means plain clang on
// PATH, whatever its release.
func FindClang(major int) (string, error) {
	if major < 0 {
		return "", fmt.Errorf("find clang: release %d, want >= 0", major)
	}
	if major == 0 {
		p, err := exec.LookPath("clang")
		if err != nil {
			return "", fmt.Errorf("find clang: %w", err)
		}
		return p, nil
	}
	name := fmt.Sprintf("clang-%d", major)
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	p := llvmbin.Tool(major, "clang")
	if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
		return p, nil
	}
	return "", fmt.Errorf("find clang %d: neither %s on PATH nor %s (install it with: apt-get install -y clang-%d)", major, name, p, major)
}

// LowerArgv is the clang command line that lowers the C file in to LLVM IR
// text in file out: at -O0 but without optnone, so opt may still optimise
// the result, without warnings, with csmith.h on the include path.
func LowerArgv(clang, in, out string) []string {
	return []string{clang, "-O0", "-Xclang", "-disable-O0-optnone", "-emit-llvm", "-S", "-w",
		"-I" + native.CsmithInclude, "-o", out, in}
}

// fileStem names a program's files after a hash of its C source.
func fileStem(csrc []byte) string {
	h := sha256.Sum256(csrc)
	return "csmith-" + hex.EncodeToString(h[:8])
}

// workDir makes a fresh directory under dir ("" means the system's
// temporary directory) for one program's files.
func workDir(dir, what string) (string, error) {
	if dir == "" {
		dir = os.TempDir()
	}
	w, err := os.MkdirTemp(dir, "csmith-"+what+"-")
	if err != nil {
		return "", fmt.Errorf("csmith %s: %w", what, err)
	}
	return w, nil
}

// Lower lowers the C program csrc to LLVM IR text with clang (LowerArgv).
// It works in a fresh directory under dir ("" means the system's temporary
// directory), in files named after a hash of csrc, which it removes
// afterwards; so the IR's ModuleID and source_filename depend on csrc only,
// and the same C gives the same IR. The run ends with an error when ctx
// ends, and lasts at most a minute when ctx has no deadline.
func Lower(ctx context.Context, clang string, csrc []byte, dir string) (ll []byte, err error) {
	w, err := workDir(dir, "lower")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(w)
	stem := fileStem(csrc)
	in, out := stem+".c", stem+".ll"
	if err := os.WriteFile(filepath.Join(w, in), csrc, 0o644); err != nil {
		return nil, fmt.Errorf("lower: %w", err)
	}
	r := native.Run(ctx, limits(ctx, toolTimeout), w, LowerArgv(clang, in, out)...)
	if !r.OK() {
		return nil, toolError("lower to IR", r)
	}
	ll, err = os.ReadFile(filepath.Join(w, out))
	if err != nil {
		return nil, fmt.Errorf("lower to IR: %s: %w", r.CommandLine(), err)
	}
	return ll, nil
}

// Program generates the C program of seed with opts and lowers it with
// clang, working under dir (see Lower).
func Program(ctx context.Context, seed uint64, opts Options, clang, dir string) (csrc, ll []byte, err error) {
	csrc, err = Generate(ctx, seed, opts)
	if err != nil {
		return nil, nil, err
	}
	ll, err = Lower(ctx, clang, csrc, dir)
	if err != nil {
		return csrc, nil, err
	}
	return csrc, ll, nil
}

// Command returns the shell commands that reproduce the program of seed by
// hand, for a finding's commands.sh: csmith writing prog.c, then clang
// lowering it to prog.ll, one command a line.
func Command(seed uint64, opts Options, clang string) string {
	return native.ShellJoin(opts.Args(seed)) + " > prog.c\n" +
		native.ShellJoin(LowerArgv(clang, "prog.c", "prog.ll")) + "\n"
}

// NativeArgv is the command line that compiles the C file in natively with
// cc (at -O0, without warnings, with csmith.h on the include path) into the
// executable out.
func NativeArgv(cc, in, out string) []string {
	return []string{cc, "-O0", "-w", "-I" + native.CsmithInclude, "-o", out, in}
}

// ErrTimeout is the error RunNative returns, wrapped, when the program did
// not finish in time: most likely it never finishes.
var ErrTimeout = errors.New("csmith program did not finish in time")

// RunNative compiles the C program csrc with cc ("" means cc on PATH; see
// NativeArgv) in a fresh directory under dir ("" means the system's
// temporary directory), which it removes afterwards, runs it without
// arguments for at most timeout (0 means 10 s), and returns its standard
// output and how long it ran. A run that does not exit 0 is an error; one
// that times out wraps ErrTimeout.
func RunNative(ctx context.Context, cc string, csrc []byte, dir string, timeout time.Duration) (out []byte, wall time.Duration, err error) {
	if cc == "" {
		cc = "cc"
	}
	if timeout == 0 {
		timeout = 10 * time.Second
	}
	w, err := workDir(dir, "native")
	if err != nil {
		return nil, 0, err
	}
	defer os.RemoveAll(w)
	stem := fileStem(csrc)
	in := stem + ".c"
	if err := os.WriteFile(filepath.Join(w, in), csrc, 0o644); err != nil {
		return nil, 0, fmt.Errorf("native run: %w", err)
	}
	r := native.Run(ctx, limits(ctx, toolTimeout), w, NativeArgv(cc, in, stem)...)
	if !r.OK() {
		return nil, 0, toolError("native compile", r)
	}
	r = native.Run(ctx, native.Limits{Timeout: timeout}, w, filepath.Join(w, stem))
	if r.TimedOut {
		return r.Stdout, r.Wall, fmt.Errorf("native run: %s: %w after %s", r.CommandLine(), ErrTimeout, timeout)
	}
	if !r.OK() {
		return r.Stdout, r.Wall, toolError("native run", r)
	}
	return r.Stdout, r.Wall, nil
}

// Checksum returns X from the line "checksum = X" a Csmith program prints
// last, and whether there was one.
func Checksum(out []byte) (string, bool) {
	for _, line := range strings.Split(string(out), "\n") {
		if s, ok := strings.CutPrefix(line, "checksum = "); ok {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}
