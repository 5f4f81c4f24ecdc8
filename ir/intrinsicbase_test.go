package ir

import "testing"

func TestIntrinsicBase(t *testing.T) {
	tests := map[string]string{
		"llvm.memcpy.p0.p0.i64":         "llvm.memcpy",
		"llvm.sadd.with.overflow.i32":   "llvm.sadd.with.overflow",
		"llvm.vector.reduce.fadd.v4f32": "llvm.vector.reduce.fadd",
		"llvm.scmp.i8.v4i32":            "llvm.scmp",
		"llvm.fabs.f16":                 "llvm.fabs",
		"llvm.trunc.f64":                "llvm.trunc",
		"llvm.fma.bf16":                 "llvm.fma",
		"llvm.masked.load.nxv4i32.p0":   "llvm.masked.load",
		"llvm.masked.gather.v4i32.v4p0": "llvm.masked.gather",
		"llvm.smul.fix.i32":             "llvm.smul.fix",
		"llvm.smul.fix.sat.v2i16":       "llvm.smul.fix.sat",
		"llvm.vp.add.v4i32":             "llvm.vp.add",
		"llvm.ppc.fabs.ppcf128":         "llvm.ppc.fabs",
		"llvm.i32":                      "llvm.i32", // the first two parts stay
		"llvm.donothing":                "llvm.donothing",
		"llvm.x.v":                      "llvm.x.v",
		"llvm.x.f":                      "llvm.x.f",
		"llvm.x.int":                    "llvm.x.int",
	}
	for in, want := range tests {
		if got := IntrinsicBase(in); got != want {
			t.Errorf("IntrinsicBase(%q) = %q, want %q", in, got, want)
		}
	}
}
