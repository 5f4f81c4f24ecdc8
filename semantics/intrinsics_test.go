package semantics

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// Pseudo kinds for TestLookupIntrinsic's rows.
const (
	noEffectRow    intrinsicKind = 254 // resolves to nil, nil
	unsupportedRow intrinsicKind = 255 // resolves to an unsupported error
)

// TestLookupIntrinsic pins how the interpreter resolves intrinsic names:
// every name of the lists it had before the registry in ir, and the
// tricky ones. The rows were produced by the lookup of that time.
func TestLookupIntrinsic(t *testing.T) {
	for _, c := range []struct {
		name string
		kind intrinsicKind
		base string
	}{
		// integer
		{"llvm.smin.i32", inInt, "smin"},
		{"llvm.smax.v4i32", inInt, "smax"},
		{"llvm.umin.i8", inInt, "umin"},
		{"llvm.umax.i64", inInt, "umax"},
		{"llvm.abs.i32", inInt, "abs"},
		{"llvm.ctpop.i32", inInt, "ctpop"},
		{"llvm.ctlz.v4i32", inInt, "ctlz"},
		{"llvm.cttz.i32", inInt, "cttz"},
		{"llvm.fshl.i32", inInt, "fshl"},
		{"llvm.fshr.i32", inInt, "fshr"},
		{"llvm.bswap.i32", inInt, "bswap"},
		{"llvm.bitreverse.i32", inInt, "bitreverse"},
		{"llvm.sadd.sat.i32", inInt, "sadd.sat"},
		{"llvm.uadd.sat.i32", inInt, "uadd.sat"},
		{"llvm.ssub.sat.i32", inInt, "ssub.sat"},
		{"llvm.usub.sat.i32", inInt, "usub.sat"},
		{"llvm.sshl.sat.i32", inInt, "sshl.sat"},
		{"llvm.ushl.sat.i32", inInt, "ushl.sat"},
		{"llvm.scmp.i32.i64", inInt, "scmp"},
		{"llvm.ucmp.i32.i64", inInt, "ucmp"},
		// overflow
		{"llvm.sadd.with.overflow.i32", inOverflow, "sadd.with.overflow"},
		{"llvm.uadd.with.overflow.i32", inOverflow, "uadd.with.overflow"},
		{"llvm.ssub.with.overflow.i32", inOverflow, "ssub.with.overflow"},
		{"llvm.usub.with.overflow.i32", inOverflow, "usub.with.overflow"},
		{"llvm.smul.with.overflow.i32", inOverflow, "smul.with.overflow"},
		{"llvm.umul.with.overflow.i32", inOverflow, "umul.with.overflow"},
		// float
		{"llvm.fabs.f32", inFloat, "fabs"},
		{"llvm.copysign.f32", inFloat, "copysign"},
		{"llvm.minnum.f32", inFloat, "minnum"},
		{"llvm.maxnum.f32", inFloat, "maxnum"},
		{"llvm.minimum.f32", inFloat, "minimum"},
		{"llvm.maximum.f32", inFloat, "maximum"},
		{"llvm.fma.f32", inFloat, "fma"},
		{"llvm.fmuladd.f32", inFloat, "fmuladd"},
		{"llvm.sqrt.f32", inFloat, "sqrt"},
		{"llvm.floor.f32", inFloat, "floor"},
		{"llvm.ceil.f32", inFloat, "ceil"},
		{"llvm.trunc.f32", inFloat, "trunc"},
		{"llvm.rint.f32", inFloat, "rint"},
		{"llvm.nearbyint.f32", inFloat, "nearbyint"},
		{"llvm.roundeven.f32", inFloat, "roundeven"},
		{"llvm.round.f32", inFloat, "round"},
		{"llvm.canonicalize.f32", inFloat, "canonicalize"},
		{"llvm.is.fpclass.f32", inFloat, "is.fpclass"},
		{"llvm.lround.i32.f32", inFloat, "lround"},
		{"llvm.llround.i64.f64", inFloat, "llround"},
		// vector reductions, also under their pre-LLVM 12 names
		{"llvm.vector.reduce.add.v4i32", inReduce, "add"},
		{"llvm.experimental.vector.reduce.add.v4i32", inReduce, "add"},
		{"llvm.vector.reduce.mul.v4i32", inReduce, "mul"},
		{"llvm.experimental.vector.reduce.mul.v4i32", inReduce, "mul"},
		{"llvm.vector.reduce.and.v4i32", inReduce, "and"},
		{"llvm.experimental.vector.reduce.and.v4i32", inReduce, "and"},
		{"llvm.vector.reduce.or.v4i32", inReduce, "or"},
		{"llvm.experimental.vector.reduce.or.v4i32", inReduce, "or"},
		{"llvm.vector.reduce.xor.v4i32", inReduce, "xor"},
		{"llvm.experimental.vector.reduce.xor.v4i32", inReduce, "xor"},
		{"llvm.vector.reduce.smin.v4i32", inReduce, "smin"},
		{"llvm.experimental.vector.reduce.smin.v4i32", inReduce, "smin"},
		{"llvm.vector.reduce.smax.v4i32", inReduce, "smax"},
		{"llvm.experimental.vector.reduce.smax.v4i32", inReduce, "smax"},
		{"llvm.vector.reduce.umin.v4i32", inReduce, "umin"},
		{"llvm.experimental.vector.reduce.umin.v4i32", inReduce, "umin"},
		{"llvm.vector.reduce.umax.v4i32", inReduce, "umax"},
		{"llvm.experimental.vector.reduce.umax.v4i32", inReduce, "umax"},
		{"llvm.vector.reduce.fadd.v4f32", inReduce, "fadd"},
		{"llvm.experimental.vector.reduce.fadd.v4f32", inReduce, "fadd"},
		{"llvm.vector.reduce.fmul.v4f32", inReduce, "fmul"},
		{"llvm.experimental.vector.reduce.fmul.v4f32", inReduce, "fmul"},
		{"llvm.vector.reduce.fmin.v4f32", inReduce, "fmin"},
		{"llvm.experimental.vector.reduce.fmin.v4f32", inReduce, "fmin"},
		{"llvm.vector.reduce.fmax.v4f32", inReduce, "fmax"},
		{"llvm.experimental.vector.reduce.fmax.v4f32", inReduce, "fmax"},
		{"llvm.vector.reduce.fminimum.v4f32", inReduce, "fminimum"},
		{"llvm.experimental.vector.reduce.fminimum.v4f32", inReduce, "fminimum"},
		{"llvm.vector.reduce.fmaximum.v4f32", inReduce, "fmaximum"},
		{"llvm.experimental.vector.reduce.fmaximum.v4f32", inReduce, "fmaximum"},
		// memory, hints, vectors, varargs
		{"llvm.memcpy.p0.p0.i64", inMemcpy, "memcpy"},
		{"llvm.memcpy.inline.p0.p0.i64", inMemcpy, "memcpy.inline"},
		{"llvm.memmove.p0.p0.i64", inMemmove, "memmove"},
		{"llvm.memset.p0.i64", inMemset, "memset"},
		{"llvm.memset.inline.p0.i64", inMemset, "memset.inline"},
		{"llvm.lifetime.start.p0", inLifetimeStart, "lifetime.start"},
		{"llvm.lifetime.end.p0", inLifetimeEnd, "lifetime.end"},
		{"llvm.assume", inAssume, "assume"},
		{"llvm.expect.i64", inExpect, "expect"},
		{"llvm.expect.with.probability.i64", inExpect, "expect.with.probability"},
		{"llvm.ptrmask.p0.i64", inPtrMask, "ptrmask"},
		{"llvm.is.constant.i32", inIsConstant, "is.constant"},
		{"llvm.masked.load.v4i32.p0", inMaskedLoad, "masked.load"},
		{"llvm.masked.store.v4i32.p0", inMaskedStore, "masked.store"},
		{"llvm.vector.splice.v4i32", inSplice, "vector.splice"},
		{"llvm.experimental.vector.splice.v4i32", inSplice, "experimental.vector.splice"},
		{"llvm.stepvector.v4i32", inStepVector, "stepvector"},
		{"llvm.experimental.stepvector.v4i32", inStepVector, "experimental.stepvector"},
		{"llvm.va_start", inVAStart, "va_start"},
		{"llvm.va_start.p0", inVAStart, "va_start"},
		{"llvm.va_end", inVAEnd, "va_end"},
		{"llvm.va_copy", inVACopy, "va_copy"},
		{"llvm.preserve.struct.access.index.p0.p0", inPreserve, "preserve.struct.access.index"},
		{"llvm.vscale.i64", inVScale, "vscale"},
		{"llvm.objectsize.i64.p0", inObjectSize, "objectsize"},
		{"llvm.invariant.start.p0", inInvariantStart, "invariant.start"},
		{"llvm.ssa.copy.i32", inExpect, "ssa.copy"},
		{"llvm.launder.invariant.group.p0", inExpect, "launder.invariant.group"},
		{"llvm.allow.ubsan.check", inAllowCheck, "allow.ubsan.check"},
		{"llvm.fptosi.sat.i8.f32", inFloat, "fptosi.sat"},
		{"llvm.llrint.i64.f64", inFloat, "llrint"},
		{"llvm.ldexp.f32.i32", inFloatExp, "ldexp"},
		{"llvm.frexp.f64.i32", inFloatExp, "frexp"},
		{"llvm.readcyclecounter", inEnv, "readcyclecounter"},
		{"llvm.thread.pointer.p0", inEnv, "thread.pointer"},
		{"llvm.vector.reverse.v4i32", inVecShuffle, "vector.reverse"},
		{"llvm.experimental.vector.reverse.v4i32", inVecShuffle, "experimental.vector.reverse"},
		{"llvm.experimental.vector.compress.v4i32", inVecShuffle, "experimental.vector.compress"},
		{"llvm.experimental.cttz.elts.i8.v4i1", inVecShuffle, "experimental.cttz.elts"},
		{"llvm.stackrestore.p0", inStackRestore, "stackrestore"},
		{"llvm.call.preallocated.teardown", inPreallocTeardown, "call.preallocated.teardown"},
		{"llvm.masked.gather.v2i32.v2p0", inGather, "masked.gather"},
		{"llvm.masked.compressstore.v4i32", inGather, "masked.compressstore"},
		// no effect on the meaning
		{"llvm.dbg.value", noEffectRow, ""},
		{"llvm.dbg.declare", noEffectRow, ""},
		{"llvm.dbg.", noEffectRow, ""},
		{"llvm.donothing", noEffectRow, ""},
		{"llvm.sideeffect", noEffectRow, ""},
		{"llvm.var.annotation.p0.p0", noEffectRow, ""},
		{"llvm.ptr.annotation.p0.p0", inRow, "ptr.annotation"}, // returns its first operand
		{"llvm.annotation.i32", inRow, "annotation"},
		{"llvm.experimental.noalias.scope.decl", noEffectRow, ""},
		{"llvm.pseudoprobe", noEffectRow, ""},
		{"llvm.instrprof.increment", noEffectRow, ""},
		{"llvm.instrprof.", noEffectRow, ""},
		{"llvm.codeview.annotation", noEffectRow, ""},
		{"llvm.prefetch.p0", noEffectRow, ""},
		{"llvm.invariant.end.p0", inInvariantEnd, "invariant.end"},
		// tricky and unknown names: no mangling check, the longest base wins
		{"llvm.smin", inInt, "smin"},
		{"llvm.smin.foo", inInt, "smin"},
		{"llvm.smin.", inInt, "smin"},
		{"llvm.sminx", unsupportedRow, ""},
		{"llvm.expect.with.probability", inExpect, "expect.with.probability"},
		{"llvm.expect.with", inExpect, "expect"},
		{"llvm.memcpy.inline", inMemcpy, "memcpy.inline"},
		{"llvm.memcpy.inlinex.p0", inMemcpy, "memcpy"},
		{"llvm.dbg", unsupportedRow, ""},
		{"llvm.dbgx", unsupportedRow, ""},
		{"llvm.instrprof", unsupportedRow, ""},
		{"llvm.foo.i32", unsupportedRow, ""},
		{"llvm.foo", unsupportedRow, ""},
		{"llvm.experimental.vector.reduce.v2.fadd.f32.v4f32", unsupportedRow, ""},
		{"llvm.vector.reduce.addx.v4i32", unsupportedRow, ""},
		{"llvm.vector.reduce", unsupportedRow, ""},
		{"llvm.experimental.foo", unsupportedRow, ""},
		{"llvm.experimental.deoptimize.i32", unsupportedRow, ""},
		{"llvm.coro.begin", unsupportedRow, ""},
		{"llvm.eh.typeid.for", unsupportedRow, ""},
		{"llvm.threadlocal.address.p0", inExpect, "threadlocal.address"},
		{"llvm.vector.extract.v2i32.v4i32", inVecShuffle, "vector.extract"},
		{"llvm.get.active.lane.mask.v4i1.i64", inVecShuffle, "get.active.lane.mask"},
		{"llvm.stacksave.p0", inStackSave, "stacksave"},
		{"llvm.call.preallocated.setup", inPreallocSetup, "call.preallocated.setup"},
		{"llvm.call.preallocated.foo", unsupportedRow, ""},
		{"llvm.lifetime", unsupportedRow, ""},
		{"llvm.annotationx", unsupportedRow, ""},
	} {
		in, err := lookupIntrinsic(c.name, nil)
		var kind intrinsicKind
		var base string
		switch {
		case err != nil:
			kind = unsupportedRow
		case in == nil:
			kind = noEffectRow
		default:
			kind, base = in.kind, in.base
		}
		if kind != c.kind || base != c.base {
			t.Errorf("lookupIntrinsic(%q) = kind %d, base %q (err %v); want kind %d, base %q", c.name, kind, base, err, c.kind, c.base)
		}
	}
}

// TestRegistryCovered checks that the interpreter runs every intrinsic of
// ir's registry (the placed ones may be unsupported: an entry there tells
// the mutator to keep a call in place, whether or not it runs), so that an
// entry added there for the verifier or the generator is not silently
// unsupported here.
func TestRegistryCovered(t *testing.T) {
	familyMember := map[string]string{"llvm.vp.": "llvm.vp.add.v4i32"}
	for _, in := range ir.Intrinsics() {
		name := in.Name
		if in.Family() {
			name += "x"
			if m, ok := familyMember[in.Name]; ok {
				name = m // a family whose members the interpreter knows one by one
			}
		}
		_, err := lookupIntrinsic(name, nil)
		if err != nil && in.Class != ir.IntrinsicPlaced {
			t.Errorf("%s (%v): lookupIntrinsic error %v", in.Name, in.Class, err)
		}
	}
}
