package semantics

import "strings"

// fesetround and fegetround (<fenv.h>). The Language Reference's default
// floating-point environment: "Results assume the round-to-nearest
// rounding mode", and "Running LLVM code in an environment where these
// assumptions are not met typically leads to undefined behavior"; only
// code marked strictfp, through the constrained intrinsics, may run in
// another mode, and the constrained intrinsics with round.dynamic follow
// the mode fesetround set (dynRounding). So setting round-to-nearest is
// always fine; setting another direction is too in a strictfp function;
// outside one, the ordinary floating-point operations that follow would
// run against the IR's assumption, so the program is not judged (the
// reason says so) rather than given the behaviour of either mode.
var libFenvFuncs = []*libFunc{
	{"fesetround", "ii", libFesetround},
	{"fegetround", "i", libFegetround},
}

// feRoundings are glibc's FE_TONEAREST, FE_DOWNWARD, FE_UPWARD and
// FE_TOWARDZERO, in the order of roundMode, for x86 and AArch64.
func feRoundings(triple string) ([4]uint64, bool) {
	switch {
	case strings.HasPrefix(triple, "x86_64") || strings.HasPrefix(triple, "i386") || strings.HasPrefix(triple, "i686"):
		return [4]uint64{0, 0x400, 0x800, 0xc00}, true
	case strings.HasPrefix(triple, "aarch64") || strings.HasPrefix(triple, "arm64"):
		return [4]uint64{0, 0x800000, 0x400000, 0xc00000}, true
	}
	return [4]uint64{}, false
}

func libFesetround(c *libCall) bool {
	x, ok := c.uint(0)
	if !ok {
		return false
	}
	enc, known := feRoundings(c.m.p.Module.Triple)
	if !known {
		return c.m.unsupportedStop(unsupported("@fesetround on target %q (its FE_ constants are not modelled)", c.m.p.Module.Triple))
	}
	x &= 0xffffffff
	for mode, e := range enc {
		if e != x {
			continue
		}
		if roundMode(mode) != roundNearestEven && (c.m.curFn == nil || c.m.p.Module.FnAttr(c.m.curFn.FnAttrs, "strictfp") == nil) {
			return c.m.unsupportedStop(unsupported("@fesetround to a direction other than to-nearest outside strictfp code: the Language Reference's default floating-point environment assumes round-to-nearest, so the ordinary floating-point operations that follow have undefined behaviour"))
		}
		if c.m.setRound < 0 {
			return c.m.unsupportedStop(unsupported("@fesetround after llvm.set.fpenv or set.fpmode"))
		}
		c.m.setRound = int8(mode) + 1
		return c.setInt(0)
	}
	return c.setInt(1) // not a direction: glibc fails, leaving the mode
}

func libFegetround(c *libCall) bool {
	enc, known := feRoundings(c.m.p.Module.Triple)
	if !known || c.m.setRound < 0 {
		return c.m.unsupportedStop(unsupported("@fegetround on target %q or after llvm.set.fpenv", c.m.p.Module.Triple))
	}
	mode := c.m.dynRounding()
	if mode == roundNearestAway {
		return c.m.unsupportedStop(unsupported("@fegetround of round-to-nearest-away"))
	}
	return c.setInt(enc[mode])
}
