package native

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"

	"github.com/irfuzz/irfuzz/release"
)

// Target is one back end irfuzz compiles for: how to run llc for it, how to
// link, and how to run the result. llc takes the module's datalayout from
// the target (-mtriple), so one module serves every target. Adding a target is adding an entry to
// Targets. A target without a linker is compile-only: llc runs (hunting
// back-end crashes) but nothing is executed.
type Target struct {
	Name     string   // what --targets names it
	Triple   string   // the module's target triple for llc
	LlcFlags []string // extra llc flags (-mcpu, -global-isel, ...)
	// ABIFlags are llc flags that choose the calling convention or the
	// object's ABI (float ABI, -target-abi, vector registers): the
	// harness is compiled with them too, so that it calls the test
	// functions as they expect and links with the target's C library.
	ABIFlags []string
	// Layout is the datalayout llc gives modules for this target in a
	// release (it replaces the module's own); nil when not known.
	Layout func(major int) string
	// Linker is the C compiler driver that links the objects; empty for a
	// compile-only target.
	Linker string
	// LinkFlags are more flags for the linker (where the program finds
	// its dynamic loader and C library).
	LinkFlags []string
	// Runner runs the linked program (an emulator with its flags); empty
	// when the program runs natively.
	Runner []string
	// Packages are the Debian packages that provide Linker and Runner.
	Packages []string
	// ExtraFiles are files the target needs (a cross libc), each with the
	// package that provides it.
	ExtraFiles map[string]string
	// Static compiles with -relocation-model=static instead of pic (a
	// compile-only back end without position-independent code: MSP430
	// fails to select PIC jump tables).
	Static bool
	// AsmOnly marks a compile-only back end that writes no object files
	// (NVPTX): llc writes assembly for it.
	AsmOnly bool
	// MinLLVM is the first LLVM release whose llc has the target's back
	// end (0: every release irfuzz drives).
	MinLLVM int
	// CPU, when set, says why this machine cannot run the target's
	// programs ("" when it can): a CPU feature the runner lacks.
	CPU func() string
	// ExtendsInts marks a C ABI whose caller extends an int argument
	// narrower than a register (callees rely on it): a call of a C
	// function declared without signext or zeroext is not judged there.
	ExtendsInts bool
	// NoSignals marks a system without fork, alarm, signals or
	// mprotect (WASI): see Harness.NoSignals.
	NoSignals bool
	// FloatCaveat, when set, says why floating-point results on this
	// target may depart from IEEE-754 as the reference semantics has it
	// (x87 registers quiet signalling NaNs; a legacy NaN encoding): the
	// oracle judges no test function or program that uses a
	// floating-point type there, since a difference would be a false
	// alarm.
	FloatCaveat string
	// Limits are what llc says (a substring of its error) when a program
	// uses what the target does not have by design (BPF: floating point,
	// stack arguments, library calls, wide returns): such a failure is no
	// bug, and the function is built around instead.
	Limits []string
}

// Limitation is the line of a failed llc run's stderr that names one of
// the target's Limits, or "" when none does.
func (t *Target) Limitation(stderr []byte) string {
	if len(t.Limits) == 0 {
		return ""
	}
	for _, line := range strings.Split(string(stderr), "\n") {
		for _, l := range t.Limits {
			if strings.Contains(line, l) {
				return strings.TrimSpace(line)
			}
		}
	}
	return ""
}

// bpfLimits are the BPF back end's refusals of what the eBPF machine
// lacks: floating point (softened with no library to call), more than
// five arguments, returns wider than a register, calls of library
// routines (the kernel links none).
var bpfLimits = []string{
	"is not supported", "only small returns supported", "only integer returns supported",
	"unable to allocate function return", "unable to allocate function argument",
	"Do not know how to soften",
	// (half is promoted to float, which BPF then has no way to hold)
	"Do not know how to promote",
}

// x87Limits: without SSE, the C ABI has no register to pass or return a
// vector of floating-point values in.
var x87Limits = []string{"with SSE disabled", "with SSE2 disabled"}

// nvptxLimits: a GPU program links no library, so an operation LLVM
// lowers to a library routine (fptosi to i128: __fixsfti) has nothing to
// call.
var nvptxLimits = []string{"Undefined external symbol"}

const qemuAArch64 = "qemu-aarch64"

// X86Layout is x86-64's datalayout in LLVM release major (the release
// table's): i128 is 16-byte aligned from LLVM 18 on, 8-byte aligned before.
func X86Layout(major int) string { return release.Layout(major, "x86_64") }

// aarch64Layout is AArch64's datalayout in LLVM release major.
func aarch64Layout(major int) string { return release.Layout(major, "aarch64") }

// Targets is the table of known targets, in the order --targets lists them.
var Targets = []*Target{
	{Name: "x86_64", Triple: "x86_64-unknown-linux-gnu", Layout: X86Layout, Linker: "cc", Packages: []string{"gcc"}},
	// AArch64 selects with GlobalISel at -O0 by default: this target asks
	// for FastISel there (SelectionDAG above -O0), so that it does not
	// repeat aarch64-gisel at -O0 and FastISel is tested too.
	{Name: "aarch64", Triple: "aarch64-unknown-linux-gnu", Layout: aarch64Layout, LlcFlags: []string{"-global-isel=0"},
		Linker: "aarch64-linux-gnu-gcc", Runner: []string{qemuAArch64, "-L", "/usr/aarch64-linux-gnu"},
		Packages:   []string{"gcc-aarch64-linux-gnu", "qemu-user", "libc6-dev-arm64-cross"},
		ExtraFiles: map[string]string{"/usr/aarch64-linux-gnu/lib/crt1.o": "libc6-dev-arm64-cross"}},
	{Name: "aarch64-gisel", Triple: "aarch64-unknown-linux-gnu", Layout: aarch64Layout, LlcFlags: []string{"-global-isel", "-global-isel-abort=2"},
		Linker: "aarch64-linux-gnu-gcc", Runner: []string{qemuAArch64, "-L", "/usr/aarch64-linux-gnu"},
		Packages:   []string{"gcc-aarch64-linux-gnu", "qemu-user", "libc6-dev-arm64-cross"},
		ExtraFiles: map[string]string{"/usr/aarch64-linux-gnu/lib/crt1.o": "libc6-dev-arm64-cross"}},
	cross("riscv64", "riscv64-unknown-linux-gnu", "riscv64-linux-gnu", "qemu-riscv64", []string{"-mattr=+m,+a,+f,+d,+c", "-target-abi=lp64d"}),
	// RISC-V with the vector extension: qemu's rv64 CPU with V (VLEN 128).
	// (V is an ABI flag: with it, fixed-length vectors pass in vector
	// registers.)
	withRunner(cross("riscv64-v", "riscv64-unknown-linux-gnu", "riscv64-linux-gnu", "qemu-riscv64", []string{"-mattr=+m,+a,+f,+d,+c,+v", "-target-abi=lp64d"}),
		"qemu-riscv64", "-cpu", "rv64,v=true,vlen=128,vext_spec=v1.0", "-L", "/usr/riscv64-linux-gnu"),
	cross("ppc64le", "powerpc64le-unknown-linux-gnu", "powerpc64le-linux-gnu", "qemu-ppc64le", nil),
	cross("ppc64", "powerpc64-unknown-linux-gnu", "powerpc64-linux-gnu", "qemu-ppc64", nil),
	cross("s390x", "s390x-unknown-linux-gnu", "s390x-linux-gnu", "qemu-s390x", nil),
	// 32-bit x86: SSE2 for float and double arithmetic, or the x87 alone.
	// Either way float and double results come back in x87 registers,
	// which quiet a signalling NaN.
	withCaveat(native32(cross("i686", "i686-unknown-linux-gnu", "i686-linux-gnu", "qemu-i386", []string{"-mattr=+sse2"})), caveatX87),
	withLimits(withCaveat(native32(cross("i686-x87", "i686-unknown-linux-gnu", "i686-linux-gnu", "qemu-i386", []string{"-mattr=-sse"})), caveatX87+", and x87 arithmetic carries excess precision"), x87Limits),
	// ARMv7 with hardware floating point (Debian armhf: VFPv3-D16, no NEON,
	// whose vector arithmetic flushes denormals to zero).
	cross("armv7", "armv7-unknown-linux-gnueabihf", "arm-linux-gnueabihf", "qemu-arm", []string{"-float-abi=hard", "-mattr=+vfp3d16,-neon"}),
	withCaveat(cross("mips64el", "mips64el-unknown-linux-gnuabi64", "mips64el-linux-gnuabi64", "qemu-mips64el", nil),
		"MIPS's legacy NaN encoding inverts the quiet bit: a NaN the hardware makes is signalling as IEEE-754 (2008) reads it"),
	// x86-64 with AVX-512 (Skylake-server level), run natively on a CPU
	// that has it (qemu's x86-64 emulation has no AVX-512).
	// (The CPU is an ABI flag: with AVX-512 a 512-bit vector passes in a
	// zmm register, without it in four xmm ones.)
	{Name: "x86_64-avx512", Triple: "x86_64-unknown-linux-gnu", Layout: X86Layout, ABIFlags: []string{"-mcpu=skylake-avx512"}, Linker: "cc", Packages: []string{"gcc"}, CPU: lackAVX512},
	// WebAssembly (WASI), linked against Debian's wasi-libc and run by
	// Node's WASI: no fork, alarm or guard pages there (NoSignals); a
	// trap kills the runner with SIGSEGV, as a fault would.
	{Name: "wasm32", Triple: "wasm32-unknown-wasi", Layout: func(major int) string { return release.Layout(major, "wasm32") }, NoSignals: true,
		Linker: "clang-19", LinkFlags: []string{"--target=wasm32-wasi", "--sysroot=/usr", "-nodefaultlibs", "-lc", wasmBuiltins},
		Runner:   []string{"node", "--no-warnings", "-e", wasiRunner},
		Packages: []string{"clang-19", "lld-19", "wasi-libc", "libclang-rt-19-dev-wasm32", "nodejs"},
		ExtraFiles: map[string]string{"/usr/lib/wasm32-wasi/crt1-command.o": "wasi-libc", "/usr/lib/llvm-19/bin/wasm-ld": "lld-19",
			wasmBuiltins: "libclang-rt-19-dev-wasm32"}},
	// Compile-only targets: llc hunts back-end crashes and machine
	// verifier errors; nothing runs. (Not amdgcn: its allocas live in
	// address space 5, and llc fails to select every alloca of a module
	// made for another target, which is no bug.)
	withLimits(asmOnly(compileOnly("nvptx64", "nvptx64-nvidia-cuda")), nvptxLimits),
	compileOnly("hexagon", "hexagon-unknown-linux-musl"),
	withMinLLVM(compileOnly("loongarch64", "loongarch64-unknown-linux-gnu", "-mattr=+d"), 16),
	compileOnly("sparcv9", "sparcv9-unknown-linux-gnu"),
	// (BPF's v4 has signed division, which earlier ones reject.)
	withLimits(withMinLLVM(compileOnly("bpf", "bpfel", "-mcpu=v4"), 18), bpfLimits),
	static(compileOnly("msp430", "msp430-unknown-unknown")),
	compileOnly("aarch64_be", "aarch64_be-unknown-linux-gnu"),
}

// DefaultTargets are the targets a campaign uses when none are named.
var DefaultTargets = []string{"x86_64", "aarch64", "aarch64-gisel"}

// LookupTarget returns the target called name.
func LookupTarget(name string) (*Target, error) {
	for _, t := range Targets {
		if t.Name == name {
			return t, nil
		}
	}
	var names []string
	for _, t := range Targets {
		names = append(names, t.Name)
	}
	return nil, fmt.Errorf("unknown target %q (known: %s)", name, strings.Join(names, ", "))
}

// ParseTargets resolves a comma-separated list of target names; "all"
// stands for every target of the table whose tools this machine has
// (InstalledTargets).
func ParseTargets(list string) ([]*Target, error) {
	var ts []*Target
	for _, n := range strings.Split(list, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if n == "all" {
			ts = append(ts, InstalledTargets()...)
			continue
		}
		t, err := LookupTarget(n)
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
	}
	if len(ts) == 0 {
		return nil, fmt.Errorf("no targets in %q", list)
	}
	return ts, nil
}

// InstalledTargets lists the targets of the table whose tools this machine has
// (Missing is empty), in the table's order.
func InstalledTargets() []*Target {
	var ts []*Target
	for _, t := range Targets {
		if len(t.Missing()) == 0 {
			ts = append(ts, t)
		}
	}
	return ts
}

// Runnable reports whether programs for t are linked and run (not
// compile-only).
func (t *Target) Runnable() bool { return t.Linker != "" }

// Missing lists what t needs that this machine lacks, as "what (package)".
func (t *Target) Missing() []string {
	var miss []string
	if t.Linker != "" {
		if _, err := exec.LookPath(t.Linker); err != nil {
			miss = append(miss, t.Linker)
		}
	}
	if len(t.Runner) > 0 {
		if _, err := exec.LookPath(t.Runner[0]); err != nil {
			miss = append(miss, t.Runner[0])
		}
	}
	for f := range t.ExtraFiles {
		if !fileExists(f) {
			miss = append(miss, f)
		}
	}
	if t.CPU != nil {
		if why := t.CPU(); why != "" {
			miss = append(miss, why)
		}
	}
	return miss
}

// caveatX87 is the FloatCaveat of the 32-bit x86 targets.
const caveatX87 = "32-bit x86 returns float and double in x87 registers, which quiet a signalling NaN"

// cross is a runnable Linux target of Debian's cross toolchain gnu (the
// prefix of its gcc and the directory of its libc under /usr), run by
// qemu-user's runner with the libc's directory as its prefix. The layout
// is the one llc gives the triple (targetLayout).
func cross(name, triple, gnu, runner string, abi []string) *Target {
	pkg := "gcc-" + gnu
	libc := "libc6-dev-" + debianArch(gnu) + "-cross"
	return &Target{
		Name: name, Triple: triple, ABIFlags: abi, ExtendsInts: extendsInts(triple),
		Layout: func(major int) string { return targetLayout(triple, major) },
		Linker: gnu + "-gcc", Runner: []string{runner, "-L", "/usr/" + gnu},
		Packages:   []string{pkg, "qemu-user", libc},
		ExtraFiles: map[string]string{"/usr/" + gnu + "/lib/crt1.o": libc},
	}
}

// extendsInts reports whether the C ABI of triple has the caller extend
// an int argument narrower than a register (the 64-bit RISC-V, PowerPC,
// SystemZ and MIPS ones do; x86, AArch64 and 32-bit ARM leave the upper
// bits to the callee).
func extendsInts(triple string) bool {
	switch arch(triple) {
	case "riscv64", "powerpc64le", "powerpc64", "s390x", "mips64el", "mips64":
		return true
	}
	return false
}

// debianArch is the Debian architecture of a cross toolchain's prefix,
// as its libc6-dev-ARCH-cross package names it.
func debianArch(gnu string) string {
	switch gnu {
	case "powerpc64le-linux-gnu":
		return "ppc64el"
	case "powerpc64-linux-gnu":
		return "ppc64"
	case "i686-linux-gnu":
		return "i386"
	case "arm-linux-gnueabihf":
		return "armhf"
	case "mips64el-linux-gnuabi64":
		return "mips64el"
	}
	a, _, _ := strings.Cut(gnu, "-")
	return a
}

// native32 returns 32-bit x86 target t run natively (an x86-64 Linux
// kernel runs 32-bit programs), with the cross C library's dynamic
// loader: qemu-i386 hangs in a dynamically linked program's fork, which
// the harness's isolated calls make.
func native32(t *Target) *Target {
	t.Runner = nil
	t.LinkFlags = []string{"-Wl,--dynamic-linker=/usr/i686-linux-gnu/lib/ld-linux.so.2", "-Wl,-rpath=/usr/i686-linux-gnu/lib"}
	t.Packages = []string{"gcc-i686-linux-gnu", "libc6-dev-i386-cross"}
	t.ExtraFiles[i686Loader] = "libc6-i386-cross"
	t.CPU = lack32
	return t
}

// i686Loader is the cross C library's dynamic loader for 32-bit x86.
const i686Loader = "/usr/i686-linux-gnu/lib/ld-linux.so.2"

// lack32 says why this machine cannot run 32-bit x86 programs ("" when
// it can, or when the loader is missing, which ExtraFiles reports): it
// runs the loader itself, once.
var lack32 = sync.OnceValue(func() string {
	if !fileExists(i686Loader) {
		return ""
	}
	if out, err := exec.Command(i686Loader, "--version").CombinedOutput(); err != nil {
		return fmt.Sprintf("this kernel does not run 32-bit x86 programs (%s --version: %v %s)", i686Loader, err, strings.TrimSpace(string(out)))
	}
	return ""
})

// withRunner returns t run by argv.
func withRunner(t *Target, argv ...string) *Target {
	t.Runner = argv
	return t
}

// withCaveat returns t with a FloatCaveat.
func withCaveat(t *Target, why string) *Target {
	t.FloatCaveat = why
	return t
}

// static returns t with Static.
func static(t *Target) *Target {
	t.Static = true
	return t
}

// asmOnly returns t with AsmOnly.
func asmOnly(t *Target) *Target {
	t.AsmOnly = true
	return t
}

// withMinLLVM returns t, which LLVM releases before major lack.
func withMinLLVM(t *Target, major int) *Target {
	t.MinLLVM = major
	return t
}

// CheckLLVM says why llc of LLVM release major cannot compile for t
// (nil when it can).
func (t *Target) CheckLLVM(major int) error {
	if t.MinLLVM > major {
		return fmt.Errorf("target %s: LLVM %d's llc has no %s back end (it came in LLVM %d)", t.Name, major, arch(t.Triple), t.MinLLVM)
	}
	return nil
}

// compileOnly is a target llc compiles for (at every level, with the
// machine verifier on) but nothing runs.
func withLimits(t *Target, limits []string) *Target {
	t.Limits = limits
	return t
}

func compileOnly(name, triple string, flags ...string) *Target {
	return &Target{Name: name, Triple: triple, LlcFlags: append([]string{"-verify-machineinstrs"}, flags...)}
}

// targetLayout is the datalayout llc gives modules for triple in LLVM
// release major, from the release table ("" for an architecture it does
// not know).
func targetLayout(triple string, major int) string {
	return release.Layout(major, arch(triple))
}

// lackAVX512 says which AVX-512 features of Skylake-server this machine's
// CPU lacks, by /proc/cpuinfo ("" when it has them all).
func lackAVX512() string {
	info, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "cannot read /proc/cpuinfo: " + err.Error()
	}
	flags := map[string]bool{}
	for _, line := range strings.Split(string(info), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "flags" {
			for _, f := range strings.Fields(v) {
				flags[f] = true
			}
			break
		}
	}
	var miss []string
	for _, f := range []string{"avx512f", "avx512cd", "avx512bw", "avx512dq", "avx512vl"} {
		if !flags[f] {
			miss = append(miss, f)
		}
	}
	if len(miss) == 0 {
		return ""
	}
	return "this CPU lacks " + strings.Join(miss, ", ") + " (/proc/cpuinfo; qemu-x86_64 has no AVX-512)"
}

// wasmBuiltins is compiler-rt's runtime routines for wasm32 (i128
// division, ...), where Debian's package puts it: not where clang-19
// looks for it, so the link names it (after -nodefaultlibs -lc).
const wasmBuiltins = "/usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a"

// wasiRunner is the Node program that runs a WASI module: argv[1] is the
// module, the rest its arguments. The module's exit status is Node's; a
// trap (or a module that cannot start) prints the error and kills Node
// with SIGSEGV, as a fault kills a native program.
const wasiRunner = `const {WASI} = require('node:wasi'); const fs = require('node:fs');
const wasi = new WASI({version: 'preview1', args: process.argv.slice(1), env: {}, returnOnExit: true});
let code = 0;
try {
  const m = new WebAssembly.Module(fs.readFileSync(process.argv[1]));
  code = wasi.start(new WebAssembly.Instance(m, wasi.getImportObject()));
} catch (e) { process.stderr.write(String(e) + '\n'); process.kill(process.pid, 'SIGSEGV'); }
process.exit(code);`
