package semantics

import (
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestFloatResultAliasesOperand(t *testing.T) {
	x := Val{Bits: math.Float64bits(1.5)}
	y := Val{Bits: math.Float64bits(2)}
	floatBinary(ir.OpFMul, 0, ir.DoubleType, &x, &y, &x, false)
	if got := math.Float64frombits(x.Bits); got != 3 {
		t.Errorf("aliased fmul = %v, want 3", got)
	}
	v := Val{Bits: math.Float64bits(-1)}
	floatIntrinsic("copysign", 0, ir.DoubleType, 0, []*Val{&y, &v}, &v, false)
	if got := math.Float64frombits(v.Bits); got != -2 {
		t.Errorf("aliased copysign = %v, want -2", got)
	}
	w := Val{Bits: math.Float64bits(-7.9)}
	floatCast(ir.OpFPToSI, 0, 0, ir.DoubleType, ir.IntegerType, 0, 128, &w, &w, false)
	if w.X == nil || w.X.Words[0] != ^uint64(6) || w.X.Words[1] != ^uint64(0) {
		t.Errorf("aliased fptosi to i128 = %+v", w)
	}
	floatCast(ir.OpSIToFP, 0, 0, ir.IntegerType, ir.DoubleType, 128, 0, &w, &w, false)
	if w.X != nil || math.Float64frombits(w.Bits) != -7 {
		t.Errorf("aliased sitofp from i128 = %+v", w)
	}
}

func TestFloatUnsupportedKinds(t *testing.T) {
	for _, k := range []ir.TypeKind{ir.PPCFP128Type, ir.IntegerType} {
		var r Val
		if floatBinary(ir.OpFAdd, 0, k, &Val{}, &Val{}, &r, false) ||
			floatCmp(ir.FloatOEQ, 0, k, &Val{}, &Val{}, &r, true) ||
			floatCast(ir.OpFPExt, 0, 0, ir.FloatType, k, 0, 0, &Val{}, &r, false) ||
			floatCast(ir.OpSIToFP, 0, 0, ir.IntegerType, k, 32, 0, &Val{}, &r, false) {
			t.Errorf("kind %v: ok", k)
		}
	}
	// x86_fp80 and fp128 are computed (fpwide.go), but not with an
	// integer opcode
	if floatBinary(ir.OpAdd, 0, ir.X86FP80Type, &Val{}, &Val{}, &Val{}, false) {
		t.Error("add on x86_fp80: ok")
	}
	if floatBinary(ir.OpAdd, 0, ir.FloatType, &Val{}, &Val{}, &Val{}, false) ||
		floatCmp(ir.IntEQ, 0, ir.FloatType, &Val{}, &Val{}, &Val{}, false) ||
		floatCast(ir.OpFPToSI, 0, 0, ir.FloatType, ir.IntegerType, 0, 0, &Val{}, &Val{}, false) {
		t.Error("bad opcode/predicate/width: ok")
	}
}

func BenchmarkFloatBinaryConcrete(b *testing.B) {
	x, y := Val{Bits: 0x3fc00000}, Val{Bits: 0x40000000}
	var r Val
	b.ReportAllocs()
	for b.Loop() {
		floatBinary(ir.OpFAdd, 0, ir.FloatType, &x, &y, &r, false)
	}
}

func BenchmarkFloatBinaryAbstract(b *testing.B) {
	x, y := Val{Bits: 0x3c00}, Val{Bits: 0x4000}
	var r Val
	b.ReportAllocs()
	for b.Loop() {
		floatBinary(ir.OpFMul, ir.NSZ, ir.HalfType, &x, &y, &r, true)
	}
}

func BenchmarkFloatCastConcrete(b *testing.B) {
	x := Val{Bits: math.Float64bits(1.25)}
	var r Val
	b.ReportAllocs()
	for b.Loop() {
		floatCast(ir.OpFPTrunc, 0, 0, ir.DoubleType, ir.HalfType, 0, 0, &x, &r, false)
		floatCast(ir.OpFPToSI, 0, 0, ir.DoubleType, ir.IntegerType, 0, 32, &x, &r, false)
	}
}
