package finding

import (
	"strings"

	"github.com/irfuzz/irfuzz/internal/lazyre"
)

var (
	reHexAddr = lazyre.New(`0x[0-9a-fA-F]+`)
	reNodeID  = lazyre.New(`\bt[0-9]+\b`)
	reNumber  = lazyre.New(`\b[0-9]+\b`)
	reValue   = lazyre.New(`%[-a-zA-Z$._0-9"]+`)
	reGlobal  = lazyre.New(`@[-a-zA-Z$._0-9"]+`)
	reSpaces  = lazyre.New(`\s+`)
	// "Cannot select: 0x55d0: f64 = fcanonicalize nnan 0x55e0" names fcanonicalize.
	reCannotSelect = lazyre.New(`Cannot select: (?:0x[0-9a-fA-F]+: |t[0-9]+: )?[^=]*= ([A-Za-z_:.]+[A-Za-z0-9_:.]*)`)
	// reFrame reads a stack frame `#4 0x00007f65 fn(args) (/lib/libLLVM.so.19.1+0x2b)`:
	// the function is all that precedes the trailing (module+offset).
	reFrame = lazyre.New(`^\s*#[0-9]+ 0x[0-9a-fA-F]+ (.+?)(?: \(\S+\+0x[0-9a-fA-F]+\))?$`)
	// reHeapError is glibc's report of a corrupted heap.
	reHeapError = lazyre.New(`^(double free or corruption|free\(\)|malloc\(\)|realloc\(\)|corrupted size|munmap_chunk\(\))`)
	// reAnonFrame is a frame without a symbol: only (module+offset).
	reAnonFrame = lazyre.New(`^\(\S+\+0x[0-9a-fA-F]+\)$`)
	// rePassFrame is a line of LLVM's pretty stack: "2.	Running pass 'X' on function '@f'".
	rePassFrame = lazyre.New(`^\s*[0-9]+\.\s+Running pass '([^']+)'`)
)

// CrashMessage extracts the meaning of a tool's stderr: the first LLVM
// error, assertion or unreachable line, else the first stack frame in
// LLVM code, else the first line.
func CrashMessage(stderr string) string {
	lines := strings.Split(stderr, "\n")
	for k, l := range lines {
		for _, key := range []string{"LLVM ERROR:", "Assertion", "UNREACHABLE executed", "error:"} {
			if i := strings.Index(l, key); i >= 0 {
				msg := strings.TrimSpace(l[i:])
				if strings.Contains(msg, "Broken module found") || strings.Contains(msg, "Broken function found") {
					// A pass left invalid IR: the verifier's complaint,
					// printed before, says which rule; every broken
					// module would otherwise share one signature.
					for _, v := range lines[:k] {
						if v = strings.TrimSpace(v); v != "" {
							return msg + ": " + v
						}
					}
				}
				return msg
			}
		}
	}
	// glibc's heap checks print their verdict first ("double free or
	// corruption (out)"); it goes before the frame.
	heap := ""
	if first := strings.TrimSpace(lines[0]); reHeapError.MatchString(first) {
		heap = first + " "
	}
	for _, l := range lines {
		m := reFrame.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		fn := m[1]
		if reAnonFrame.MatchString(fn) || strings.Contains(fn, "llvm::sys::") || strings.Contains(fn, "SignalHandler") || strings.HasPrefix(fn, "__") || strings.Contains(fn, "libc.so") ||
			strings.Contains(fn, " ./") || strings.HasPrefix(fn, "./") {
			continue // the C library's own frames (with its sources: "raise ./signal/...")
		}
		return heap + "in " + fn
	}
	if heap != "" {
		return strings.TrimSpace(heap)
	}
	// No frame names a function (a stack overflow, or a jump to a wild
	// address): the innermost pass running says where, which the
	// program's arguments, next in line, do not.
	pass := ""
	for _, l := range lines {
		if m := rePassFrame.FindStringSubmatch(l); m != nil {
			pass = m[1]
		}
	}
	if pass != "" {
		return "in pass '" + pass + "'"
	}
	for _, l := range lines {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "PLEASE submit") && !strings.HasPrefix(t, "Stack dump") {
			return t
		}
	}
	return ""
}

// Normalize strips what differs between instances of one bug from a
// message: addresses, numbers, value and node names, file paths.
func Normalize(msg string) string {
	if m := reCannotSelect.FindStringSubmatch(msg); m != nil {
		// Instruction selection failures differ in operands and flags,
		// not in the bug: keep the node's opcode.
		return "LLVM ERROR: Cannot select: " + m[1]
	}
	msg = reHexAddr.ReplaceAllString(msg, "0x?")
	msg = reNodeID.ReplaceAllString(msg, "tN")
	msg = reValue.ReplaceAllString(msg, "%v")
	msg = reGlobal.ReplaceAllString(msg, "@g")
	msg = reNumber.ReplaceAllString(msg, "N")
	if i := strings.Index(msg, "Assertion"); i >= 0 {
		// Keep the asserted condition; drop the file:line that follows.
		if j := strings.Index(msg, "failed."); j >= 0 {
			msg = msg[:j+len("failed.")]
		}
	}
	msg = reSpaces.ReplaceAllString(strings.TrimSpace(msg), " ")
	if len(msg) > 200 {
		msg = msg[:200]
	}
	return msg
}

// BugKey is the part of a finding's signature that a bug keeps wherever
// it is found: the signature without the test function or program it
// was found in (an unbisected miscompile's "tNN@hash" tag), with the
// pipeline of an unbisected IR-level one in its place. A crash keeps its
// back end but not the target (aarch64-gisel and aarch64_be are aarch64,
// i686 is x86, ppc64le is ppc): the same message from one back end under
// other switches is one bug. A wild memory access (WildCrash) keeps only
// its signal, since where it dies moves from run to run; a failure in the
// back ends' shared code (GenericCrash) keeps no back end.
func BugKey(f *Finding) string {
	key := f.Signature
	if f.Kind == KindCrash && f.Target != "" {
		be := BackEnd(f.Target)
		if GenericCrash(f) {
			be = AnyBackEnd
		}
		key = strings.Replace(key, "/"+f.Target+"/", "/"+be+"/", 1)
		if m := reCannotSelectKey.FindStringSubmatch(key); m != nil {
			key = strings.TrimSuffix(key, m[1]) + MinMaxPair(m[1])
		}
		if WildCrash(f) {
			if i := strings.Index(key, "/"+be+"/"); i >= 0 {
				sig, _, _ := strings.Cut(key[i+len(be)+2:], ":")
				key = key[:i+len(be)+2] + sig
			}
		}
	}
	if i := strings.LastIndex(key, "/unbisected/"); i >= 0 {
		key = key[:i] + "/unbisected"
		if f.Kind == KindIR && f.Pipeline != "" {
			key += "/" + f.Pipeline
		}
	}
	return key
}

// AnyBackEnd stands for the back end in the bug key of a GenericCrash.
const AnyBackEnd = "any-target"

// reGenericCrash matches the messages of SelectionDAG's target-independent
// legalizer and selector that name no back end: a selection failure of a
// generic node (lowercase: fcanonicalize, setcc; not X86ISD::...), a type
// legalization case it lacks, a library call that does not exist.
var reGenericCrash = lazyre.New(`^(?:SIGABRT: )?LLVM ERROR: (?:Cannot select: [a-z_0-9]+$|Do not know how to |[Uu]nsupported library call operation)`)

// GenericCrash reports whether f is llc failing in code that all back
// ends share (reGenericCrash): its bug key names no back end, and its
// fingerprint tells bugs apart by the reduced module's skeleton. One
// missing expansion (fcanonicalize before LLVM 21, fminimum on 32-bit
// targets) fails alike on many back ends.
func GenericCrash(f *Finding) bool {
	if f.Kind != KindCrash || f.Target == "" {
		return false
	}
	i := strings.Index(f.Signature, "/"+f.Target+"/")
	return i >= 0 && reGenericCrash.MatchString(f.Signature[i+len(f.Target)+2:])
}

// WildCrash reports whether f is a tool killed by a wild memory access
// (SIGSEGV, SIGBUS) in the back end: the frame it died in depends on the
// heap's layout (an AArch64 GlobalISel crash died in RegBankSelect or in
// addRegOperandToUseList from run to run), so the frame does not name
// the bug.
func WildCrash(f *Finding) bool {
	if f.Kind != KindCrash || f.Target == "" {
		return false
	}
	i := strings.Index(f.Signature, "/"+f.Target+"/")
	if i < 0 {
		return false
	}
	rest := f.Signature[i+len(f.Target)+2:]
	return strings.HasPrefix(rest, "SIGSEGV") || strings.HasPrefix(rest, "SIGBUS")
}

// backEnds maps a target to the LLVM back end that compiles it, where the
// two names differ.
var backEnds = map[string]string{
	"x86_64": "x86", "i686": "x86", "aarch64_be": "aarch64", "ppc64le": "ppc", "ppc64": "ppc",
	"riscv64": "riscv", "mips64el": "mips", "armv7": "arm", "sparcv9": "sparc",
	"loongarch64": "loongarch", "wasm32": "wasm", "nvptx64": "nvptx", "s390x": "systemz",
}

// BackEnd is the LLVM back end of a target: its name without a variant
// suffix (aarch64-gisel, x86_64-avx512, i686-x87), mapped to the back
// end's own name where more than one target shares it.
func BackEnd(target string) string {
	base, _, _ := strings.Cut(target, "-")
	if be, ok := backEnds[base]; ok {
		return be
	}
	return base
}

// reCannotSelectKey finds the node of a normalized selection failure.
var reCannotSelectKey = lazyre.New(`Cannot select: ([A-Za-z_:.]+[A-Za-z0-9_:.]*)$`)

// minMaxPairs are the minimum and maximum operations (ISD nodes and
// intrinsics) that LLVM implements together: one lowering, one
// expansion, one InstCombine fold for both, so a bug in one is the
// other's too.
var minMaxPairs = map[string]string{
	"fmaximum": "fminimum", "fmaxnum": "fminnum", "fmaximumnum": "fminimumnum", "smax": "smin", "umax": "umin",
	"vecreduce_fmax": "vecreduce_fmin", "vecreduce_fmaximum": "vecreduce_fminimum", "vecreduce_smax": "vecreduce_smin", "vecreduce_umax": "vecreduce_umin",
	"llvm.maximum": "llvm.minimum", "llvm.maxnum": "llvm.minnum", "llvm.maximumnum": "llvm.minimumnum", "llvm.smax": "llvm.smin", "llvm.umax": "llvm.umin",
	"llvm.vector.reduce.fmax": "llvm.vector.reduce.fmin", "llvm.vector.reduce.fmaximum": "llvm.vector.reduce.fminimum",
	"llvm.vector.reduce.smax": "llvm.vector.reduce.smin", "llvm.vector.reduce.umax": "llvm.vector.reduce.umin",
}

// MinMaxPair names a minimum or maximum operation by its pair
// ("fminimum|fmaximum", "llvm.smin|smax"), any other name as it is.
func MinMaxPair(name string) string {
	min, ok := minMaxPairs[name]
	if !ok {
		for mx, mn := range minMaxPairs {
			if mn == name {
				min, ok = name, true
				name = mx
				break
			}
		}
	}
	if !ok {
		return name
	}
	return min + "|" + strings.TrimPrefix(name, "llvm.")
}

// KnownKey is the form of a fingerprint under which a campaign looks it up
// among the corpus's known bugs: a release may reword a crash message
// only in letter case and its final punctuation (LLVM 22: "unsupported
// library call operation", 19: "Unsupported library call operation!"),
// and that is still the same bug.
func KnownKey(fingerprint string) string {
	msg, hash, ok := strings.Cut(fingerprint, "#")
	msg = strings.ToLower(strings.TrimRight(msg, "!. "))
	if !ok {
		return msg
	}
	return msg + "#" + hash
}
