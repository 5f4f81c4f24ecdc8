package ir

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestLookupIntrinsic(t *testing.T) {
	for _, c := range []struct {
		name string
		want string // the entry's name, "" for nil
	}{
		{"llvm.smin", "llvm.smin"},
		{"llvm.smin.i32", "llvm.smin"},
		{"llvm.smin.foo", "llvm.smin"}, // the suffix is not checked
		{"llvm.smin.", "llvm.smin"},
		{"llvm.sminx", ""},
		{"llvm.sadd.with.overflow.i32", "llvm.sadd.with.overflow"},
		{"llvm.expect.i64", "llvm.expect"},
		{"llvm.expect.with.probability.i64", "llvm.expect.with.probability"},
		{"llvm.expect.with", "llvm.expect"},
		{"llvm.memcpy.p0.p0.i64", "llvm.memcpy"},
		{"llvm.memcpy.inline.p0.p0.i64", "llvm.memcpy.inline"},
		{"llvm.vector.reduce.add.v4i32", "llvm.vector.reduce.add"},
		{"llvm.vector.reduce.fminimum.v4f32", "llvm.vector.reduce.fminimum"},
		{"llvm.experimental.vector.reduce.add.v4i32", "llvm.experimental.vector.reduce.add"},
		{"llvm.experimental.vector.reduce.v2.fadd.f32.v4f32", "llvm.experimental."},
		{"llvm.experimental.vector.splice.v4i32", "llvm.experimental.vector.splice"},
		{"llvm.experimental.noalias.scope.decl", "llvm.experimental.noalias.scope.decl"},
		{"llvm.experimental.deoptimize.i32", "llvm.experimental."},
		{"llvm.dbg.value", "llvm.dbg."},
		{"llvm.dbg.", "llvm.dbg."},
		{"llvm.dbg..x", "llvm.dbg."},
		{"llvm.dbg", ""}, // a family needs its '.'
		{"llvm.instrprof.increment", "llvm.instrprof."},
		{"llvm.coro.begin", "llvm.coro."},
		{"llvm.stacksave.p0", "llvm.stacksave"},
		{"llvm.call.preallocated.setup", "llvm.call.preallocated"},
		{"llvm.foo.i32", ""},
		{"llvm.", ""},
		{"llvm", ""},
		{"smin.i32", ""},
		{"llvmx.smin", ""},
	} {
		got := ""
		if in := LookupIntrinsic(c.name); in != nil {
			got = in.Name
		}
		if got != c.want {
			t.Errorf("LookupIntrinsic(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

// TestVerifierIntrinsicLookup pins which names the verifier checks, and
// against which entry: the exact name or a type mangling after it.
func TestVerifierIntrinsicLookup(t *testing.T) {
	for _, c := range []struct {
		name string
		want string // the base the name is mangled from, "" when unchecked
	}{
		{"llvm.smin.i32", "llvm.smin"},
		{"llvm.smin", "llvm.smin"},
		{"llvm.smin.foo", ""}, // not a mangling: not llvm.smin
		{"llvm.smin.", ""},
		{"llvm.assume", "llvm.assume"},
		{"llvm.assume.i1", ""}, // not overloaded
		{"llvm.expect.i64", "llvm.expect"},
		{"llvm.expect.with.probability.i64", ""},
		{"llvm.memcpy.p0i8.p0i8.i64", "llvm.memcpy"},
		{"llvm.memcpy.inline.p0.p0.i64", "llvm.memcpy.inline"},
		{"llvm.vector.reduce.fmin.v4f32", "llvm.vector.reduce.fmin"},
		{"llvm.vector.reduce.fminimum.v4f32", ""},
		{"llvm.experimental.vector.reduce.add.v4i32", ""},
		{"llvm.experimental.vector.splice.v4i32", "llvm.experimental.vector.splice"},
		{"llvm.stepvector.nxv4i32", "llvm.stepvector"},
		{"llvm.dbg.value", ""},
		{"llvm.va_start", ""},
		{"llvm.foo.i32", ""},
	} {
		if got, _ := lookupIntrinsic(c.name); got != c.want {
			t.Errorf("lookupIntrinsic(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

// TestVerifierIntrinsics pins the intrinsics the verifier checks: those
// of its table before the registry.
func TestVerifierIntrinsics(t *testing.T) {
	want := []string{
		"llvm.smin", "llvm.smax", "llvm.umin", "llvm.umax", "llvm.abs", "llvm.ctlz", "llvm.cttz",
		"llvm.ctpop", "llvm.bswap", "llvm.bitreverse", "llvm.fshl", "llvm.fshr",
		"llvm.sadd.with.overflow", "llvm.uadd.with.overflow", "llvm.ssub.with.overflow", "llvm.usub.with.overflow",
		"llvm.smul.with.overflow", "llvm.umul.with.overflow",
		"llvm.sadd.sat", "llvm.uadd.sat", "llvm.ssub.sat", "llvm.usub.sat", "llvm.sshl.sat", "llvm.ushl.sat",
		"llvm.scmp", "llvm.ucmp",
		"llvm.memcpy", "llvm.memmove", "llvm.memcpy.inline", "llvm.memset", "llvm.memset.inline",
		"llvm.lifetime.start", "llvm.lifetime.end", "llvm.assume", "llvm.expect", "llvm.ptrmask", "llvm.is.constant",
		"llvm.fabs", "llvm.sqrt", "llvm.floor", "llvm.ceil", "llvm.trunc", "llvm.rint", "llvm.nearbyint", "llvm.round",
		"llvm.roundeven", "llvm.canonicalize", "llvm.copysign", "llvm.minnum", "llvm.maxnum", "llvm.minimum", "llvm.maximum",
		"llvm.fma", "llvm.fmuladd", "llvm.lround", "llvm.llround", "llvm.is.fpclass",
		"llvm.vector.reduce.add", "llvm.vector.reduce.mul", "llvm.vector.reduce.and", "llvm.vector.reduce.or",
		"llvm.vector.reduce.xor", "llvm.vector.reduce.smin", "llvm.vector.reduce.smax", "llvm.vector.reduce.umin",
		"llvm.vector.reduce.umax", "llvm.vector.reduce.fmin", "llvm.vector.reduce.fmax", "llvm.vector.reduce.fadd",
		"llvm.vector.reduce.fmul", "llvm.masked.load", "llvm.masked.store",
		"llvm.vector.splice", "llvm.experimental.vector.splice", "llvm.stepvector", "llvm.experimental.stepvector",
		// Those the generator emits, signed since.
		"llvm.lrint", "llvm.llrint", "llvm.fptosi.sat", "llvm.fptoui.sat", "llvm.ldexp", "llvm.frexp", "llvm.powi",
		"llvm.objectsize", "llvm.invariant.start", "llvm.invariant.end", "llvm.arithmetic.fence",
		"llvm.allow.ubsan.check", "llvm.allow.runtime.check", "llvm.launder.invariant.group", "llvm.strip.invariant.group",
		"llvm.masked.gather", "llvm.masked.scatter", "llvm.masked.expandload", "llvm.masked.compressstore",
		"llvm.vector.extract", "llvm.vector.insert", "llvm.get.active.lane.mask", "llvm.vector.reverse",
		"llvm.vector.interleave2", "llvm.vector.deinterleave2", "llvm.experimental.vector.extract",
		"llvm.experimental.vector.insert", "llvm.experimental.vector.reverse", "llvm.experimental.vector.interleave2",
		"llvm.experimental.vector.deinterleave2", "llvm.experimental.vector.compress", "llvm.experimental.cttz.elts",
		"llvm.experimental.constrained.fadd", "llvm.experimental.constrained.fsub",
		"llvm.experimental.constrained.fmul", "llvm.experimental.constrained.fdiv",
		"llvm.stacksave", "llvm.stackrestore",
	}
	var got []string
	for _, in := range Intrinsics() {
		if in.HasSignature() {
			got = append(got, in.Name)
		}
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("intrinsics with a signature:\n got %q\nwant %q", got, want)
	}
}

// TestIntrinsicRegistry checks the registry's own rules.
func TestIntrinsicRegistry(t *testing.T) {
	all := Intrinsics()
	for _, in := range all {
		if !strings.HasPrefix(in.Name, "llvm.") || in.Class == IntrinsicInvalid || in.Class >= NumIntrinsicClasses {
			t.Errorf("%s: bad name or class %v", in.Name, in.Class)
		}
		if LookupIntrinsic(in.Name) != in {
			t.Errorf("%s: LookupIntrinsic does not find it (a duplicate?)", in.Name)
		}
		if in.Family() && in.HasSignature() {
			t.Errorf("%s: a family has no signature", in.Name)
		}
		if in.Renamed != "" {
			if r := LookupIntrinsic(in.Renamed); r == nil || r.Name != in.Renamed || r.Class != in.Class {
				t.Errorf("%s: renamed to %s, which is not an entry of class %v", in.Name, in.Renamed, in.Class)
			}
		}
		// The verifier stops at the longest entry: one without a signature
		// must not hide a shorter one whose mangled names it would take.
		if in.HasSignature() {
			continue
		}
		for _, s := range all {
			if s.HasSignature() && strings.HasPrefix(in.Name, s.Name+".") && looksMangled(in.Name[len(s.Name)+1:]) {
				t.Errorf("%s hides the manglings of %s from the verifier", in.Name, s.Name)
			}
		}
	}
	// IntrinsicsOf keeps registry order whatever the order of classes.
	a := IntrinsicsOf(IntrinsicFloat, IntrinsicIntArith)
	b := IntrinsicsOf(IntrinsicIntArith, IntrinsicFloat)
	if !slices.Equal(a, b) || len(a) == 0 || a[0].Name != "llvm.smin" {
		t.Errorf("IntrinsicsOf depends on the order of classes or lost registry order")
	}
}

func TestInstantiate(t *testing.T) {
	v4i32, v2f32 := Vector(4, I32, false), Vector(2, Float, false)
	for _, c := range []struct {
		intrinsic string
		slots     []*Type
		want      string // "name: type", or "error"
		immargs   []int
	}{
		{"llvm.smin", []*Type{I32}, "llvm.smin.i32: i32 (i32, i32)", nil},
		{"llvm.abs", []*Type{v4i32}, "llvm.abs.v4i32: <4 x i32> (<4 x i32>, i1)", []int{1}},
		{"llvm.sadd.with.overflow", []*Type{I8}, "llvm.sadd.with.overflow.i8: { i8, i1 } (i8, i8)", nil},
		{"llvm.scmp", []*Type{I8, I32}, "llvm.scmp.i8.i32: i8 (i32, i32)", nil},
		{"llvm.scmp", []*Type{I8, v4i32}, "error", nil}, // not the same shape
		{"llvm.bswap", []*Type{I16}, "llvm.bswap.i16: i16 (i16)", nil},
		{"llvm.bswap", []*Type{I8}, "error", nil}, // an odd number of bytes
		{"llvm.fma", []*Type{Double}, "llvm.fma.f64: double (double, double, double)", nil},
		{"llvm.fma", []*Type{I32}, "error", nil},
		{"llvm.is.fpclass", []*Type{v2f32}, "llvm.is.fpclass.v2f32: <2 x i1> (<2 x float>, i32)", []int{1}},
		{"llvm.vector.reduce.fadd", []*Type{v2f32}, "llvm.vector.reduce.fadd.v2f32: float (float, <2 x float>)", nil},
		{"llvm.vector.reduce.add", []*Type{I32}, "error", nil}, // not a vector
		{"llvm.memcpy", []*Type{Ptr, Ptr, I64}, "llvm.memcpy.p0.p0.i64: void (ptr, ptr, i64, i1)", []int{3}},
		{"llvm.lifetime.start", []*Type{Ptr}, "llvm.lifetime.start.p0: void (i64, ptr)", []int{0}},
		{"llvm.assume", nil, "llvm.assume: void (i1)", nil},
		{"llvm.smin", nil, "error", nil},               // a type too few
		{"llvm.smin", []*Type{I32, I32}, "error", nil}, // one too many
		{"llvm.ssa.copy", []*Type{I32}, "error", nil},  // no signature
		{"llvm.lrint", []*Type{I32, Float}, "llvm.lrint.i32.f32: i32 (float)", nil},
		{"llvm.lrint", []*Type{I32, v2f32}, "error", nil}, // not the same shape
		{"llvm.frexp", []*Type{v2f32, Vector(2, I32, false)}, "llvm.frexp.v2f32.v2i32: { <2 x float>, <2 x i32> } (<2 x float>)", nil},
		{"llvm.vector.interleave2", []*Type{v4i32}, "llvm.vector.interleave2.v4i32: <4 x i32> (<2 x i32>, <2 x i32>)", nil},
		{"llvm.vector.deinterleave2", []*Type{v4i32}, "llvm.vector.deinterleave2.v4i32: { <2 x i32>, <2 x i32> } (<4 x i32>)", nil},
		{"llvm.vector.interleave2", []*Type{Vector(3, I32, false)}, "error", nil}, // no half of an odd length
		{"llvm.stacksave", nil, "llvm.stacksave: ptr ()", nil},
		{"llvm.stackrestore", nil, "llvm.stackrestore: void (ptr)", nil},
		{"llvm.invariant.end", []*Type{Ptr}, "llvm.invariant.end.p0: void (ptr, i64, ptr)", []int{1}},
		{"llvm.allow.runtime.check", nil, "llvm.allow.runtime.check: i1 (metadata)", nil},
		{"llvm.masked.gather", []*Type{v2f32, Vector(2, Ptr, false)}, "llvm.masked.gather.v2f32.v2p0: <2 x float> (<2 x ptr>, i32, <2 x i1>, <2 x float>)", []int{1}},
		{"llvm.masked.gather", []*Type{v2f32, Vector(4, Ptr, false)}, "error", []int{1}}, // lanes differ
		{"llvm.get.active.lane.mask", []*Type{v4i32, I64}, "error", nil},                 // not a mask
		{"llvm.experimental.constrained.fadd", []*Type{Double}, "llvm.experimental.constrained.fadd.f64: double (double, double, metadata, metadata)", nil},
	} {
		in := LookupIntrinsic(c.intrinsic)
		name, ft, err := in.Instantiate(c.slots...)
		got := "error"
		if err == nil {
			got = name + ": " + ft.String()
		}
		if got != c.want {
			t.Errorf("%s%v: got %q (%v), want %q", c.intrinsic, c.slots, got, err, c.want)
		}
		var imm []int
		for k := range max(in.NumParams(), 0) {
			if in.ImmArg(k) {
				imm = append(imm, k)
			}
		}
		if !slices.Equal(imm, c.immargs) || in.NumImmArgs() != len(c.immargs) {
			t.Errorf("%s: immediate parameters %v (%d), want %v", c.intrinsic, imm, in.NumImmArgs(), c.immargs)
		}
	}
}

// TestInstantiateVerifies checks that a call of every intrinsic with a
// signature, instantiated on types its slots take, passes the verifier:
// what the generator builds from the registry is what the verifier
// accepts.
func TestInstantiateVerifies(t *testing.T) {
	pick := map[slotKind]*Type{anyIntSlot: I32, anyFloatSlot: Float, anyPtrSlot: Ptr, anyVecSlot: Vector(4, I32, false),
		intVecSlot: Vector(4, I32, false), fpVecSlot: Vector(4, Float, false), anySlot: I64, ptrVecSlot: Vector(4, Ptr, false)}
	special := map[string][]*Type{"llvm.get.active.lane.mask": {Vector(4, I1, false), I64}}
	for _, in := range Intrinsics() {
		if !in.HasSignature() || in.Renamed != "" || in.Class == IntrinsicLifetime {
			continue // (a lifetime marker's pointer must be an alloca in LLVM 22)
		}
		slots := make([]*Type, len(in.sig.slots))
		for n, k := range in.sig.slots {
			slots[n] = pick[k]
		}
		if s, ok := special[in.Name]; ok {
			slots = s
		}
		name, ft, err := in.Instantiate(slots...)
		if err != nil {
			t.Errorf("%s: %v", in.Name, err)
			continue
		}
		var b strings.Builder
		b.WriteString("declare " + ft.Ret.String() + " @" + name + "(")
		var args []string
		for k, p := range ft.Fields {
			if k > 0 {
				b.WriteString(", ")
			}
			b.WriteString(p.String())
			arg := p.String() + " %a" + strconv.Itoa(k)
			switch {
			case in.ImmArg(k):
				arg = p.String() + " 1"
			case p == Metadata:
				arg = `metadata !"fpexcept.strict"`
			}
			args = append(args, arg)
		}
		b.WriteString(")\n")
		var params []string
		for k, p := range ft.Fields {
			if !in.ImmArg(k) && p != Metadata {
				params = append(params, p.String()+" %a"+strconv.Itoa(k))
			}
		}
		b.WriteString("define void @f(" + strings.Join(params, ", ") + ") {\n")
		call := "call " + ft.Ret.String() + " @" + name + "(" + strings.Join(args, ", ") + ")"
		if ft.Ret != Void {
			call = "%r = " + call
		}
		b.WriteString("  " + call + "\n  ret void\n}\n")
		m, err := Parse(in.Name, []byte(b.String()))
		if err == nil {
			err = Verify(m)
		}
		if err != nil {
			t.Errorf("%s: %v\n%s", in.Name, err, b.String())
		}
	}
}

// TestLooksMangled checks the written-out looksMangled against the regular
// expression it replaced, on the suffixes of the registry's names and on
// hand-picked ones.
func TestLooksMangled(t *testing.T) {
	re := regexp.MustCompile(`^(i[0-9]+|f16|bf16|f32|f64|f80|f128|ppcf128|x86amx|x86mmx|p[0-9]+|(nx)?v[0-9]+|a[0-9]+|sl_|s_|f_|isVoid|Metadata|token)`)
	suffixes := []string{"", "i", "i8", "i1.p0", "ix", "p", "p0", "p270", "v", "v4i32", "nx", "nxv", "nxv2i64", "nxa1",
		"a", "a4i8", "f", "f1", "f16", "f32", "f64", "f80", "f128", "bf16", "bf", "ppcf128", "ppc", "x86amx", "x86mmx", "x86",
		"sl_i32i8s", "s_", "s_name", "sl", "f_", "f_i32f", "isVoid", "isvoid", "Metadata", "token", "tok", "with.probability",
		"probability", "p0.p0.i64", "memcpy", "n8", "v", "vscale", "i32x", "a0", "e", "0"}
	for _, in := range Intrinsics() {
		for k := range len(in.Name) {
			suffixes = append(suffixes, in.Name[k:])
		}
	}
	for _, s := range suffixes {
		if got, want := looksMangled(s), re.MatchString(s); got != want {
			t.Errorf("looksMangled(%q) = %v, the regexp says %v", s, got, want)
		}
	}
}
