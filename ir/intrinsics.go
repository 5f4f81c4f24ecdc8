package ir

import (
	"fmt"
	"slices"
	"strings"
)

// IntrinsicClass groups intrinsics by what they do, the way OpClass
// groups opcodes.
type IntrinsicClass uint8

// The intrinsic classes.
const (
	IntrinsicInvalid       IntrinsicClass = iota
	IntrinsicIntArith                     // smin, smax, umin, umax, abs: lane-wise integer arithmetic
	IntrinsicBitManip                     // ctlz, cttz, ctpop, bswap, bitreverse, fshl, fshr
	IntrinsicOverflow                     // *.with.overflow: {result, overflowed}
	IntrinsicSaturating                   // *.sat: arithmetic clamped to the type's range
	IntrinsicCompare                      // scmp, ucmp: three-way comparison
	IntrinsicFloat                        // lane-wise floating-point math (fabs, fma, minnum, ...)
	IntrinsicFPToInt                      // lround, llround
	IntrinsicFloatClass                   // is.fpclass: tests a float against a set of classes
	IntrinsicIntReduce                    // vector.reduce.* over integers
	IntrinsicFloatReduce                  // vector.reduce.* over floats (fast-math flags apply)
	IntrinsicMemTransfer                  // memcpy, memmove, memcpy.inline
	IntrinsicMemSet                       // memset, memset.inline
	IntrinsicLifetime                     // lifetime.start, lifetime.end
	IntrinsicHint                         // assume, expect, is.constant: facts for or questions to the optimizer
	IntrinsicPointer                      // ptrmask
	IntrinsicVector                       // masked.load, masked.store, gather, scatter, vector.splice, stepvector, vscale, reverse, ...
	IntrinsicVarArgs                      // va_start, va_end, va_copy
	IntrinsicNoEffect                     // debug info, annotations, profiling, hints without effect on what a program computes
	IntrinsicPlaced                       // rules about where calls stand or what their arguments are: do not move or copy them
	IntrinsicTrap                         // trap, ubsantrap: end the program abnormally (defined, not undefined behaviour)
	IntrinsicX86                          // x86 SSE/AVX integer vector operations (shifts by a count, averages, sign, horizontal add, multiply-add, saturating packs)
	IntrinsicConstrainedFP                // experimental.constrained.*: float arithmetic under a rounding direction and exception behaviour
	IntrinsicFloatExp                     // ldexp, frexp, powi: a float and a binary exponent or integer power
	IntrinsicEnv                          // readcyclecounter, returnaddress, frameaddress, thread.pointer: answers of the machine a program runs on
	NumIntrinsicClasses
)

var intrinsicClassNames = [NumIntrinsicClasses]string{
	"invalid", "int-arith", "bit-manip", "overflow", "saturating", "compare", "float", "fp-to-int",
	"float-class", "int-reduce", "float-reduce", "mem-transfer", "mem-set", "lifetime", "hint", "pointer",
	"vector", "varargs", "no-effect", "placed", "trap", "x86", "constrained-fp",
	"float-exp", "environment",
}

// String returns a short name of the class ("int-arith", "placed").
func (c IntrinsicClass) String() string {
	if c >= NumIntrinsicClasses {
		return "<invalid intrinsic class>"
	}
	return intrinsicClassNames[c]
}

// IntrinsicInfo holds what the verifier, the interpreter, the generator
// and the mutator know of one LLVM intrinsic, or of a family of them.
type IntrinsicInfo struct {
	// Name is the intrinsic's name without type suffix: "llvm.smin". A
	// name ending in '.' is a family: "llvm.dbg." stands for every
	// intrinsic whose name starts with it.
	Name  string
	Class IntrinsicClass
	// Since is the first LLVM release that has the intrinsic; 0 means
	// every release irfuzz supports (14 on).
	Since int
	// Renamed is, for an old spelling that LLVM's reader still accepts,
	// the intrinsic's current name ("llvm.vector.reduce.add" for
	// "llvm.experimental.vector.reduce.add"); "" otherwise.
	Renamed string
	// sig is the signature the verifier checks calls against; nil for an
	// intrinsic whose calls it accepts unchecked.
	sig *intrinsicSig
}

// intrinsics is the registry. Its order is stable and meaningful: the
// generator draws from lists taken from it in this order, so reordering
// entries (or adding one the generator calls) changes the modules a seed
// gives.
var intrinsics = [...]IntrinsicInfo{
	{Name: "llvm.smin", Class: IntrinsicIntArith, sig: intBinary},
	{Name: "llvm.smax", Class: IntrinsicIntArith, sig: intBinary},
	{Name: "llvm.umin", Class: IntrinsicIntArith, sig: intBinary},
	{Name: "llvm.umax", Class: IntrinsicIntArith, sig: intBinary},
	{Name: "llvm.abs", Class: IntrinsicIntArith, sig: intFlagged},

	{Name: "llvm.ctlz", Class: IntrinsicBitManip, sig: intFlagged},
	{Name: "llvm.cttz", Class: IntrinsicBitManip, sig: intFlagged},
	{Name: "llvm.ctpop", Class: IntrinsicBitManip, sig: intUnary},
	{Name: "llvm.bswap", Class: IntrinsicBitManip, sig: bswapSig},
	{Name: "llvm.bitreverse", Class: IntrinsicBitManip, sig: intUnary},
	{Name: "llvm.fshl", Class: IntrinsicBitManip, sig: intTernary},
	{Name: "llvm.fshr", Class: IntrinsicBitManip, sig: intTernary},

	{Name: "llvm.sadd.with.overflow", Class: IntrinsicOverflow, sig: overflow},
	{Name: "llvm.uadd.with.overflow", Class: IntrinsicOverflow, sig: overflow},
	{Name: "llvm.ssub.with.overflow", Class: IntrinsicOverflow, sig: overflow},
	{Name: "llvm.usub.with.overflow", Class: IntrinsicOverflow, sig: overflow},
	{Name: "llvm.smul.with.overflow", Class: IntrinsicOverflow, sig: overflow},
	{Name: "llvm.umul.with.overflow", Class: IntrinsicOverflow, sig: overflow},

	{Name: "llvm.sadd.sat", Class: IntrinsicSaturating, sig: intBinary},
	{Name: "llvm.uadd.sat", Class: IntrinsicSaturating, sig: intBinary},
	{Name: "llvm.ssub.sat", Class: IntrinsicSaturating, sig: intBinary},
	{Name: "llvm.usub.sat", Class: IntrinsicSaturating, sig: intBinary},
	{Name: "llvm.sshl.sat", Class: IntrinsicSaturating, sig: intBinary},
	{Name: "llvm.ushl.sat", Class: IntrinsicSaturating, sig: intBinary},

	{Name: "llvm.scmp", Class: IntrinsicCompare, Since: 19, sig: threeWay},
	{Name: "llvm.ucmp", Class: IntrinsicCompare, Since: 19, sig: threeWay},

	{Name: "llvm.fabs", Class: IntrinsicFloat, sig: fpUnary},
	{Name: "llvm.sqrt", Class: IntrinsicFloat, sig: fpUnary},
	{Name: "llvm.floor", Class: IntrinsicFloat, sig: fpUnary},
	{Name: "llvm.ceil", Class: IntrinsicFloat, sig: fpUnary},
	{Name: "llvm.trunc", Class: IntrinsicFloat, sig: fpUnary},
	{Name: "llvm.rint", Class: IntrinsicFloat, sig: fpUnary},
	{Name: "llvm.nearbyint", Class: IntrinsicFloat, sig: fpUnary},
	{Name: "llvm.round", Class: IntrinsicFloat, sig: fpUnary},
	{Name: "llvm.roundeven", Class: IntrinsicFloat, sig: fpUnary},
	{Name: "llvm.canonicalize", Class: IntrinsicFloat, sig: fpUnary},
	{Name: "llvm.copysign", Class: IntrinsicFloat, sig: fpBinary},
	{Name: "llvm.minnum", Class: IntrinsicFloat, sig: fpBinary},
	{Name: "llvm.maxnum", Class: IntrinsicFloat, sig: fpBinary},
	{Name: "llvm.minimum", Class: IntrinsicFloat, sig: fpBinary},
	{Name: "llvm.maximum", Class: IntrinsicFloat, sig: fpBinary},
	{Name: "llvm.fma", Class: IntrinsicFloat, sig: fpTernary},
	{Name: "llvm.fmuladd", Class: IntrinsicFloat, sig: fpTernary},

	// Lane-wise on vectors: lrint and llrint always, lround and llround
	// from LLVM 20 on (llvm-as-19 rejects a vector lround; 22 takes it).
	{Name: "llvm.lround", Class: IntrinsicFPToInt, sig: fpToIntLanes},
	{Name: "llvm.llround", Class: IntrinsicFPToInt, sig: fpToIntLanes},
	{Name: "llvm.lrint", Class: IntrinsicFPToInt, sig: fpToIntLanes},
	{Name: "llvm.llrint", Class: IntrinsicFPToInt, sig: fpToIntLanes},
	{Name: "llvm.fptosi.sat", Class: IntrinsicFPToInt, sig: fpToIntSat},
	{Name: "llvm.fptoui.sat", Class: IntrinsicFPToInt, sig: fpToIntSat},

	{Name: "llvm.ldexp", Class: IntrinsicFloatExp, Since: 17, sig: ldexpSig},
	{Name: "llvm.frexp", Class: IntrinsicFloatExp, Since: 17, sig: frexpSig},
	{Name: "llvm.powi", Class: IntrinsicFloatExp, sig: powiSig},

	{Name: "llvm.is.fpclass", Class: IntrinsicFloatClass, Since: 16, sig: fpClassSig},

	{Name: "llvm.vector.reduce.add", Class: IntrinsicIntReduce, sig: reduce},
	{Name: "llvm.vector.reduce.mul", Class: IntrinsicIntReduce, sig: reduce},
	{Name: "llvm.vector.reduce.and", Class: IntrinsicIntReduce, sig: reduce},
	{Name: "llvm.vector.reduce.or", Class: IntrinsicIntReduce, sig: reduce},
	{Name: "llvm.vector.reduce.xor", Class: IntrinsicIntReduce, sig: reduce},
	{Name: "llvm.vector.reduce.smin", Class: IntrinsicIntReduce, sig: reduce},
	{Name: "llvm.vector.reduce.smax", Class: IntrinsicIntReduce, sig: reduce},
	{Name: "llvm.vector.reduce.umin", Class: IntrinsicIntReduce, sig: reduce},
	{Name: "llvm.vector.reduce.umax", Class: IntrinsicIntReduce, sig: reduce},
	{Name: "llvm.vector.reduce.fadd", Class: IntrinsicFloatReduce, sig: reduceAcc},
	{Name: "llvm.vector.reduce.fmul", Class: IntrinsicFloatReduce, sig: reduceAcc},
	{Name: "llvm.vector.reduce.fmin", Class: IntrinsicFloatReduce, sig: reduceFP},
	{Name: "llvm.vector.reduce.fmax", Class: IntrinsicFloatReduce, sig: reduceFP},
	// The verifier does not check these two (yet).
	{Name: "llvm.vector.reduce.fminimum", Class: IntrinsicFloatReduce, Since: 17},
	{Name: "llvm.vector.reduce.fmaximum", Class: IntrinsicFloatReduce, Since: 17},
	// The names before LLVM 12; the verifier leaves them unchecked.
	{Name: "llvm.experimental.vector.reduce.add", Class: IntrinsicIntReduce, Renamed: "llvm.vector.reduce.add"},
	{Name: "llvm.experimental.vector.reduce.mul", Class: IntrinsicIntReduce, Renamed: "llvm.vector.reduce.mul"},
	{Name: "llvm.experimental.vector.reduce.and", Class: IntrinsicIntReduce, Renamed: "llvm.vector.reduce.and"},
	{Name: "llvm.experimental.vector.reduce.or", Class: IntrinsicIntReduce, Renamed: "llvm.vector.reduce.or"},
	{Name: "llvm.experimental.vector.reduce.xor", Class: IntrinsicIntReduce, Renamed: "llvm.vector.reduce.xor"},
	{Name: "llvm.experimental.vector.reduce.smin", Class: IntrinsicIntReduce, Renamed: "llvm.vector.reduce.smin"},
	{Name: "llvm.experimental.vector.reduce.smax", Class: IntrinsicIntReduce, Renamed: "llvm.vector.reduce.smax"},
	{Name: "llvm.experimental.vector.reduce.umin", Class: IntrinsicIntReduce, Renamed: "llvm.vector.reduce.umin"},
	{Name: "llvm.experimental.vector.reduce.umax", Class: IntrinsicIntReduce, Renamed: "llvm.vector.reduce.umax"},
	{Name: "llvm.experimental.vector.reduce.fadd", Class: IntrinsicFloatReduce, Renamed: "llvm.vector.reduce.fadd"},
	{Name: "llvm.experimental.vector.reduce.fmul", Class: IntrinsicFloatReduce, Renamed: "llvm.vector.reduce.fmul"},
	{Name: "llvm.experimental.vector.reduce.fmin", Class: IntrinsicFloatReduce, Renamed: "llvm.vector.reduce.fmin"},
	{Name: "llvm.experimental.vector.reduce.fmax", Class: IntrinsicFloatReduce, Renamed: "llvm.vector.reduce.fmax"},
	{Name: "llvm.experimental.vector.reduce.fminimum", Class: IntrinsicFloatReduce, Renamed: "llvm.vector.reduce.fminimum"},
	{Name: "llvm.experimental.vector.reduce.fmaximum", Class: IntrinsicFloatReduce, Renamed: "llvm.vector.reduce.fmaximum"},

	{Name: "llvm.memcpy", Class: IntrinsicMemTransfer, sig: memTransfer},
	{Name: "llvm.memmove", Class: IntrinsicMemTransfer, sig: memTransfer},
	{Name: "llvm.memcpy.inline", Class: IntrinsicMemTransfer, sig: memTransfer},
	{Name: "llvm.memset", Class: IntrinsicMemSet, sig: memSet},
	{Name: "llvm.memset.inline", Class: IntrinsicMemSet, Since: 15, sig: memSet},

	{Name: "llvm.lifetime.start", Class: IntrinsicLifetime, sig: lifetime},
	{Name: "llvm.lifetime.end", Class: IntrinsicLifetime, sig: lifetime},

	{Name: "llvm.assume", Class: IntrinsicHint, sig: assumeSig},
	{Name: "llvm.expect", Class: IntrinsicHint, sig: expectSig},
	// Unchecked: the verifier never took it for a mangled llvm.expect.
	{Name: "llvm.expect.with.probability", Class: IntrinsicHint},
	{Name: "llvm.is.constant", Class: IntrinsicHint, sig: isConstantSig},
	{Name: "llvm.objectsize", Class: IntrinsicHint, sig: objectSizeSig},
	{Name: "llvm.invariant.start", Class: IntrinsicHint, sig: invariantStartSig},
	{Name: "llvm.invariant.end", Class: IntrinsicHint, sig: invariantEndSig},
	{Name: "llvm.ssa.copy", Class: IntrinsicHint},
	{Name: "llvm.arithmetic.fence", Class: IntrinsicHint, Since: 14, sig: fpUnary},
	{Name: "llvm.allow.ubsan.check", Class: IntrinsicHint, Since: 19, sig: allowUbsanCheckSig},
	{Name: "llvm.allow.runtime.check", Class: IntrinsicHint, Since: 19, sig: allowRuntimeCheck},

	{Name: "llvm.ptrmask", Class: IntrinsicPointer, sig: ptrMaskSig},
	// The same address as a getelementptr (their indices are immediate;
	// the element type is the base argument's elementtype attribute).
	{Name: "llvm.preserve.array.access.index", Class: IntrinsicPointer},
	{Name: "llvm.preserve.union.access.index", Class: IntrinsicPointer},
	{Name: "llvm.preserve.struct.access.index", Class: IntrinsicPointer},
	{Name: "llvm.launder.invariant.group", Class: IntrinsicPointer, sig: ptrUnary},
	{Name: "llvm.strip.invariant.group", Class: IntrinsicPointer, sig: ptrUnary},

	{Name: "llvm.masked.load", Class: IntrinsicVector, sig: maskedLoadSig},
	{Name: "llvm.masked.store", Class: IntrinsicVector, sig: maskedStoreSig},
	{Name: "llvm.masked.gather", Class: IntrinsicVector, sig: gatherSig},
	{Name: "llvm.masked.scatter", Class: IntrinsicVector, sig: scatterSig},
	{Name: "llvm.masked.expandload", Class: IntrinsicVector, sig: expandLoadSig},
	{Name: "llvm.masked.compressstore", Class: IntrinsicVector, sig: compressStore},
	{Name: "llvm.vector.splice", Class: IntrinsicVector, Since: 19, sig: splice},
	{Name: "llvm.experimental.vector.splice", Class: IntrinsicVector, Renamed: "llvm.vector.splice", sig: splice},
	{Name: "llvm.stepvector", Class: IntrinsicVector, Since: 20, sig: stepVec},
	{Name: "llvm.experimental.stepvector", Class: IntrinsicVector, Renamed: "llvm.stepvector", sig: stepVec},
	{Name: "llvm.vscale", Class: IntrinsicVector},
	{Name: "llvm.vector.extract", Class: IntrinsicVector, Since: 15, sig: vecExtractSig},
	{Name: "llvm.vector.insert", Class: IntrinsicVector, Since: 15, sig: vecInsertSig},
	{Name: "llvm.get.active.lane.mask", Class: IntrinsicVector, sig: laneMaskSig},
	{Name: "llvm.vector.reverse", Class: IntrinsicVector, Since: 19, sig: vecUnary},
	{Name: "llvm.vector.interleave2", Class: IntrinsicVector, Since: 19, sig: interleave2Sig},
	{Name: "llvm.vector.deinterleave2", Class: IntrinsicVector, Since: 19, sig: deinterleave2},
	// The names before LLVM 15 and 19 (llvm.experimental. covers them
	// too, so they stay placed for the mutator).
	{Name: "llvm.experimental.vector.extract", Class: IntrinsicVector, Renamed: "llvm.vector.extract", sig: vecExtractSig},
	{Name: "llvm.experimental.vector.insert", Class: IntrinsicVector, Renamed: "llvm.vector.insert", sig: vecInsertSig},
	{Name: "llvm.experimental.vector.reverse", Class: IntrinsicVector, Renamed: "llvm.vector.reverse", sig: vecUnary},
	{Name: "llvm.experimental.vector.interleave2", Class: IntrinsicVector, Renamed: "llvm.vector.interleave2", sig: interleave2Sig},
	{Name: "llvm.experimental.vector.deinterleave2", Class: IntrinsicVector, Renamed: "llvm.vector.deinterleave2", sig: deinterleave2},
	{Name: "llvm.experimental.vector.compress", Class: IntrinsicVector, Since: 19, sig: compressSig},
	{Name: "llvm.experimental.cttz.elts", Class: IntrinsicVector, Since: 19, sig: cttzEltsSig},

	{Name: "llvm.experimental.constrained.fadd", Class: IntrinsicConstrainedFP, sig: constrainedSig("fadd")},
	{Name: "llvm.experimental.constrained.fsub", Class: IntrinsicConstrainedFP, sig: constrainedSig("fsub")},
	{Name: "llvm.experimental.constrained.fmul", Class: IntrinsicConstrainedFP, sig: constrainedSig("fmul")},
	{Name: "llvm.experimental.constrained.fdiv", Class: IntrinsicConstrainedFP, sig: constrainedSig("fdiv")},

	{Name: "llvm.va_start", Class: IntrinsicVarArgs},
	{Name: "llvm.va_end", Class: IntrinsicVarArgs},
	{Name: "llvm.va_copy", Class: IntrinsicVarArgs},

	{Name: "llvm.dbg.", Class: IntrinsicNoEffect},
	{Name: "llvm.donothing", Class: IntrinsicNoEffect},
	{Name: "llvm.sideeffect", Class: IntrinsicNoEffect},
	{Name: "llvm.var.annotation", Class: IntrinsicNoEffect},
	{Name: "llvm.ptr.annotation", Class: IntrinsicNoEffect},
	{Name: "llvm.annotation", Class: IntrinsicNoEffect},
	{Name: "llvm.experimental.noalias.scope.decl", Class: IntrinsicNoEffect},
	{Name: "llvm.pseudoprobe", Class: IntrinsicNoEffect},
	{Name: "llvm.instrprof.", Class: IntrinsicNoEffect},
	{Name: "llvm.codeview.annotation", Class: IntrinsicNoEffect},
	{Name: "llvm.prefetch", Class: IntrinsicNoEffect},

	// Placed intrinsics: deoptimize must be returned, a thread-local
	// address is taken of a global, coroutine and EH intrinsics mark
	// points of their function, and so on. The mutator matches these
	// names as plain prefixes, so llvm.experimental. makes every
	// experimental intrinsic placed, also those filed above under
	// another class.
	{Name: "llvm.experimental.", Class: IntrinsicPlaced},
	// Vector predication: the interpreter runs them by a row each
	// (semantics/intrinsics_vp.go); no signature, so the generator does
	// not call them.
	{Name: "llvm.vp.", Class: IntrinsicVector},
	// Fixed point and the FP environment: rows of the interpreter
	// (semantics/intrinsics_rows.go), without a signature for the
	// generator.
	{Name: "llvm.smul.fix", Class: IntrinsicSaturating},
	{Name: "llvm.umul.fix", Class: IntrinsicSaturating},
	{Name: "llvm.smul.fix.sat", Class: IntrinsicSaturating},
	{Name: "llvm.umul.fix.sat", Class: IntrinsicSaturating},
	{Name: "llvm.sdiv.fix", Class: IntrinsicSaturating},
	{Name: "llvm.udiv.fix", Class: IntrinsicSaturating},
	{Name: "llvm.sdiv.fix.sat", Class: IntrinsicSaturating},
	{Name: "llvm.udiv.fix.sat", Class: IntrinsicSaturating},
	{Name: "llvm.get.rounding", Class: IntrinsicEnv},
	{Name: "llvm.set.rounding", Class: IntrinsicEnv},
	{Name: "llvm.reset.fpenv", Class: IntrinsicEnv},
	{Name: "llvm.reset.fpmode", Class: IntrinsicEnv},
	{Name: "llvm.minimumnum", Class: IntrinsicFloat, Since: 20},
	{Name: "llvm.maximumnum", Class: IntrinsicFloat, Since: 20},
	{Name: "llvm.convert.to.fp16", Class: IntrinsicFloat},
	{Name: "llvm.convert.from.fp16", Class: IntrinsicFloat},
	{Name: "llvm.fptrunc.round", Class: IntrinsicFloat, Since: 15},
	{Name: "llvm.load.relative", Class: IntrinsicPointer},
	{Name: "llvm.debugtrap", Class: IntrinsicTrap},
	{Name: "llvm.pcmarker", Class: IntrinsicNoEffect},
	{Name: "llvm.clear_cache", Class: IntrinsicNoEffect},
	{Name: "llvm.gcroot", Class: IntrinsicNoEffect},
	{Name: "llvm.gcread", Class: IntrinsicPointer},
	{Name: "llvm.gcwrite", Class: IntrinsicPointer},
	{Name: "llvm.stackguard", Class: IntrinsicEnv},
	{Name: "llvm.stackprotector", Class: IntrinsicPointer},
	{Name: "llvm.get.fpenv", Class: IntrinsicEnv},
	{Name: "llvm.set.fpenv", Class: IntrinsicEnv},
	{Name: "llvm.get.fpmode", Class: IntrinsicEnv},
	{Name: "llvm.set.fpmode", Class: IntrinsicEnv},
	// Hardware loops: hints to the back end ("a hint to the backend")
	// that the interpreter runs as a loop count (LLVM marks them
	// IntrNoDuplicate; the mutator does not know them as placed yet).
	{Name: "llvm.set.loop.iterations", Class: IntrinsicHint},
	{Name: "llvm.start.loop.iterations", Class: IntrinsicHint},
	{Name: "llvm.test.set.loop.iterations", Class: IntrinsicHint},
	{Name: "llvm.test.start.loop.iterations", Class: IntrinsicHint},
	{Name: "llvm.loop.decrement", Class: IntrinsicHint},
	{Name: "llvm.loop.decrement.reg", Class: IntrinsicHint},
	{Name: "llvm.threadlocal.address", Class: IntrinsicPlaced, Since: 15},
	{Name: "llvm.coro.", Class: IntrinsicPlaced},
	{Name: "llvm.eh.", Class: IntrinsicPlaced},
	{Name: "llvm.localescape", Class: IntrinsicPlaced},
	{Name: "llvm.localrecover", Class: IntrinsicPlaced},
	{Name: "llvm.icall.branch.funnel", Class: IntrinsicPlaced},
	{Name: "llvm.call.preallocated", Class: IntrinsicPlaced},
	{Name: "llvm.stacksave", Class: IntrinsicPlaced, sig: stackSaveSig},
	{Name: "llvm.stackrestore", Class: IntrinsicPlaced, sig: stackRestoreSig},

	{Name: "llvm.readcyclecounter", Class: IntrinsicEnv},
	{Name: "llvm.returnaddress", Class: IntrinsicEnv},
	{Name: "llvm.addressofreturnaddress", Class: IntrinsicEnv},
	{Name: "llvm.frameaddress", Class: IntrinsicEnv},
	{Name: "llvm.sponentry", Class: IntrinsicEnv},
	{Name: "llvm.thread.pointer", Class: IntrinsicEnv},

	{Name: "llvm.trap", Class: IntrinsicTrap},
	{Name: "llvm.ubsantrap", Class: IntrinsicTrap},

	// x86 SIMD integer operations (semantics/intrinsics_x86.go has their
	// meaning, one row each). Their types are fixed by their names.
	{Name: "llvm.x86.sse2.psrl.w", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.packsswb.128", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.packssdw.128", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.packuswb.128", Class: IntrinsicX86},
	{Name: "llvm.x86.sse41.packusdw", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.packsswb", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.packssdw", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.packuswb", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.packusdw", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.psrl.d", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.psrl.q", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.psll.w", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.psll.d", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.psll.q", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.psra.w", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.psra.d", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.psrli.w", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.psrli.d", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.psrli.q", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.pslli.w", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.pslli.d", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.pslli.q", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.psrai.w", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.psrai.d", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.pavg.b", Class: IntrinsicX86},
	{Name: "llvm.x86.sse2.pavg.w", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psrl.w", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psrl.d", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psrl.q", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psll.w", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psll.d", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psll.q", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psra.w", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psra.d", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psrli.w", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psrli.d", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psrli.q", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.pslli.w", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.pslli.d", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.pslli.q", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psrai.w", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psrai.d", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.pavg.b", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.pavg.w", Class: IntrinsicX86},
	{Name: "llvm.x86.ssse3.psign.b.128", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psign.b", Class: IntrinsicX86},
	{Name: "llvm.x86.ssse3.psign.w.128", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psign.w", Class: IntrinsicX86},
	{Name: "llvm.x86.ssse3.psign.d.128", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.psign.d", Class: IntrinsicX86},
	{Name: "llvm.x86.ssse3.phadd.w.128", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.phadd.w", Class: IntrinsicX86},
	{Name: "llvm.x86.ssse3.phadd.d.128", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.phadd.d", Class: IntrinsicX86},
	{Name: "llvm.x86.ssse3.phsub.w.128", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.phsub.w", Class: IntrinsicX86},
	{Name: "llvm.x86.ssse3.phsub.d.128", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.phsub.d", Class: IntrinsicX86},
	{Name: "llvm.x86.ssse3.pmadd.ub.sw.128", Class: IntrinsicX86},
	{Name: "llvm.x86.avx2.pmadd.ub.sw", Class: IntrinsicX86},
	{Name: "llvm.x86.avx512.pavg.b.512", Class: IntrinsicX86},
	{Name: "llvm.x86.avx512.pavg.w.512", Class: IntrinsicX86},
}

var intrinsicByName = func() map[string]*IntrinsicInfo {
	m := make(map[string]*IntrinsicInfo, len(intrinsics))
	for k := range intrinsics {
		m[intrinsics[k].Name] = &intrinsics[k]
	}
	return m
}()

// LookupIntrinsic returns the registry entry a possibly mangled intrinsic
// name belongs to, or nil. The entry is the longest one that the name
// equals or continues after a '.' ("llvm.smin.i32" is llvm.smin,
// "llvm.memcpy.inline.p0.p0.i64" is llvm.memcpy.inline, not llvm.memcpy),
// or a family the name starts with ("llvm.dbg.value"). The rest of the
// name is not checked: "llvm.smin.foo" is llvm.smin too (the verifier
// checks manglings).
func LookupIntrinsic(name string) *IntrinsicInfo {
	if !strings.HasPrefix(name, "llvm.") {
		return nil
	}
	if in := intrinsicByName[name]; in != nil {
		return in
	}
	for k := len(name) - 1; k > len("llvm"); k-- {
		if name[k] != '.' {
			continue
		}
		// A family's name keeps its '.', so it is the longer match here.
		if in := intrinsicByName[name[:k+1]]; in != nil && in.Family() {
			return in
		}
		if in := intrinsicByName[name[:k]]; in != nil && !in.Family() {
			return in
		}
	}
	return nil
}

// IntrinsicBase strips from an intrinsic's name the overloaded types
// that LLVM mangles into it: llvm.memcpy.p0.p0.i64 is llvm.memcpy,
// llvm.vector.reduce.fadd.v4f32 is llvm.vector.reduce.fadd. It strips
// only parts that are mangled types, and never the first two
// (llvm.smul.fix.i32 is llvm.smul.fix); unlike LookupIntrinsic it needs
// no registry entry.
func IntrinsicBase(name string) string {
	parts := strings.Split(name, ".")
	for len(parts) > 2 && isMangledType(parts[len(parts)-1]) {
		parts = parts[:len(parts)-1]
	}
	return strings.Join(parts, ".")
}

// isMangledType reports whether s is a type as an intrinsic's name
// mangles it: iN, fN, bf16, ppcf128, pN (a pointer in address space N),
// or vN or nxvN (a fixed or scalable vector of N) before one of those.
func isMangledType(s string) bool {
	if v, ok := strings.CutPrefix(s, "nxv"); ok || strings.HasPrefix(s, "v") {
		if !ok {
			v = s[1:]
		}
		elem := strings.TrimLeft(v, "0123456789")
		if len(elem) == len(v) {
			return false // no length: not a vector
		}
		s = elem
	}
	switch {
	case s == "bf16", s == "ppcf128":
		return true
	case len(s) < 2:
		return false
	case s[0] == 'i', s[0] == 'f', s[0] == 'p':
		return strings.Trim(s[1:], "0123456789") == ""
	}
	return false
}

// Intrinsics returns every registry entry, in registry order.
func Intrinsics() []*IntrinsicInfo {
	out := make([]*IntrinsicInfo, len(intrinsics))
	for k := range intrinsics {
		out[k] = &intrinsics[k]
	}
	return out
}

// IntrinsicsOf returns the registry entries of the given classes, in
// registry order (not in the order of classes).
func IntrinsicsOf(classes ...IntrinsicClass) []*IntrinsicInfo {
	var out []*IntrinsicInfo
	for k := range intrinsics {
		for _, c := range classes {
			if intrinsics[k].Class == c {
				out = append(out, &intrinsics[k])
				break
			}
		}
	}
	return out
}

// Base returns the name without "llvm.": "smin", "memcpy.inline",
// "dbg." for a family.
func (in *IntrinsicInfo) Base() string { return strings.TrimPrefix(in.Name, "llvm.") }

// Family reports whether the entry stands for every intrinsic whose name
// starts with Name (which then ends in '.').
func (in *IntrinsicInfo) Family() bool { return strings.HasSuffix(in.Name, ".") }

// HasSignature reports whether the registry knows the intrinsic's
// signature, which the verifier checks its calls against.
func (in *IntrinsicInfo) HasSignature() bool { return in.sig != nil }

// NumParams returns the number of parameters of the intrinsic's
// signature, or -1 when it has none (see HasSignature).
func (in *IntrinsicInfo) NumParams() int {
	if in.sig == nil {
		return -1
	}
	return len(in.sig.params)
}

// ImmArg reports whether parameter k of the intrinsic's signature must
// be an immediate constant (LLVM's immarg: abs's is_int_min_poison,
// memcpy's isvolatile, is.fpclass's test mask); false without a
// signature.
func (in *IntrinsicInfo) ImmArg(k int) bool {
	if in.sig == nil {
		return false
	}
	for _, i := range in.sig.immarg {
		if i == k {
			return true
		}
	}
	return false
}

// NumImmArgs returns how many of the parameters of the intrinsic's
// signature must be immediate constants (see ImmArg); 0 without a
// signature.
func (in *IntrinsicInfo) NumImmArgs() int {
	if in.sig == nil {
		return 0
	}
	return len(in.sig.immarg)
}

// Instantiate returns the name and the function type of the intrinsic's
// declaration for the overloaded types slots, in the signature's slot
// order (llvm.scmp: the result type, then the argument type):
// llvm.smin.i32 and i32 (i32, i32) for llvm.smin on i32. It fails when
// the entry has no signature, or slots do not fit it: a wrong number of
// them, a type of another kind than its slot takes, or a type the
// intrinsic's own rules refuse (llvm.bswap on i8). An intrinsic whose
// signature changed between releases is instantiated in its older form
// (llvm.lifetime.start with a size).
func (in *IntrinsicInfo) Instantiate(slots ...*Type) (string, *Type, error) {
	sig := in.sig
	if sig == nil {
		return "", nil, fmt.Errorf("intrinsic %s: no signature", in.Name)
	}
	if len(slots) != len(sig.slots) {
		return "", nil, fmt.Errorf("intrinsic %s: %d overloaded types, expected %d", in.Name, len(slots), len(sig.slots))
	}
	name := in.Name
	for n, t := range slots {
		if t == nil || !slotOK(sig.slots[n], t) {
			return "", nil, fmt.Errorf("intrinsic %s: overloaded type %d cannot be %v", in.Name, n, t)
		}
		name += "." + MangleType(t)
	}
	if sig.typeRule != nil {
		if msg := sig.typeRule(slots); msg != "" {
			return "", nil, fmt.Errorf("intrinsic %s: %s", in.Name, msg)
		}
	}
	ret := patternType(sig.ret, slots)
	params := make([]*Type, len(sig.params))
	for k, p := range sig.params {
		params[k] = patternType(p, slots)
	}
	if ret == nil || slices.Contains(params, nil) { // an "h0" of an odd length
		return "", nil, fmt.Errorf("intrinsic %s: no signature on %v", in.Name, slots)
	}
	return name, Func(ret, params, false), nil
}

// constrainedShape is the shape of a constrained floating-point intrinsic.
type constrainedShape struct {
	operands int  // value operands, before the metadata
	rounding bool // a rounding-mode metadata argument follows them
}

// constrainedOps are the constrained floating-point intrinsics
// (llvm.experimental.constrained.NAME) by NAME, with their shapes as
// LLVM's ConstrainedOps.def gives them. Every one takes an
// exception-behaviour metadata argument last.
var constrainedOps = map[string]constrainedShape{
	"fadd": {2, true}, "fsub": {2, true}, "fmul": {2, true}, "fdiv": {2, true}, "frem": {2, true},
	"fpext": {1, false}, "sitofp": {1, true}, "uitofp": {1, true}, "fptosi": {1, false}, "fptoui": {1, false},
	"fptrunc": {1, true}, "fcmp": {2, false}, "fcmps": {2, false},
	"fma": {3, true}, "fmuladd": {3, true}, "sqrt": {1, true}, "rint": {1, true}, "nearbyint": {1, true},
	"lrint": {1, true}, "llrint": {1, true}, "powi": {2, true}, "ldexp": {2, true},
	"pow": {2, true}, "sin": {1, true}, "cos": {1, true}, "exp": {1, true}, "exp2": {1, true},
	"log": {1, true}, "log10": {1, true}, "log2": {1, true},
	"ceil": {1, false}, "floor": {1, false}, "round": {1, false}, "roundeven": {1, false}, "trunc": {1, false},
	"lround": {1, false}, "llround": {1, false},
	"maxnum": {2, false}, "minnum": {2, false}, "maximum": {2, false}, "minimum": {2, false},
}

// ConstrainedShape returns the shape of the constrained floating-point
// intrinsic llvm.experimental.constrained.NAME, given NAME ("fadd",
// "fcmps", "sitofp"): how many value operands it takes before its
// metadata arguments, and whether a rounding mode is one of them (an
// exception behaviour always is, last). ok is false for another name.
func ConstrainedShape(name string) (operands int, rounding, ok bool) {
	s, ok := constrainedOps[name]
	return s.operands, s.rounding, ok
}
