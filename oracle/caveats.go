package oracle

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// A target with a FloatCaveat (32-bit x86, whose x87 registers quiet a
// signalling NaN on the way back from a call; MIPS's legacy NaN
// encoding) may print floating-point results the reference semantics
// does not allow without any miscompilation. Such a target runs no test
// function, and judges no program, that uses a floating-point type: what
// a function reaches (ir.Closure) mentions none, so no value of its
// build is a float (sound, if coarse).

// wordOf is the bytes of a pointer under lay (the harness's size_t).
func wordOf(lay *semantics.Layout) int { return int(lay.PointerBits(0) / 8) }

// floatFree reports whether tg judges the code roots reach: tg has no
// FloatCaveat, or nothing roots reach uses a floating-point type.
func floatFree(tg *native.Target, roots ...ir.Value) bool {
	if tg.FloatCaveat == "" {
		return true
	}
	for v := range ir.Closure(roots...) {
		switch x := v.(type) {
		case *ir.Function:
			if funcUsesFloat(x) {
				return false
			}
		case *ir.Global:
			if hasFloat(x.ValueType) {
				return false
			}
		}
	}
	return true
}

// Pointer width. A module made for a 64-bit target declares the C
// library's functions as an LP64 C compiler does (size_t and long are
// i64): built for a 32-bit target, a call of one passes and returns
// values the library reads otherwise (strlen's i64 result is half
// garbage; printf's %ld reads 4 bytes). A target whose pointers are
// narrower than the source's runs no test function, and judges no
// program, that reaches a function the module only declares (an
// intrinsic aside: llc lowers those for the target), unless it is one of
// the C library's that read and return the same on both (widthSafe)
// called with nothing wider than 32 bits.

// externFree reports whether nothing roots reach is a function the
// module only declares, other than an intrinsic and the C library
// functions of widthSafe called with narrow values only (widthSafeCalls).
func externFree(roots ...ir.Value) bool {
	reach := map[ir.Value]bool{}
	for v := range ir.Closure(roots...) {
		reach[v] = true
	}
	for v := range reach {
		if f, ok := v.(*ir.Function); ok && f.IsDeclaration() && !strings.HasPrefix(f.Name, "llvm.") && !widthSafeCalls(f, reach) {
			return false
		}
	}
	return true
}

// widthSafe are C library functions whose interface and behaviour are
// the same under ILP32 and LP64 as long as they are passed and return
// nothing wider than 32 bits but pointers and floating-point values: no
// size_t or long among their parameters and results, and no structure
// of the library's whose layout depends on them read through a pointer.
// (Every C program prints through printf or puts: without this a 32-bit
// target judged no program at all.)
var widthSafe = map[string]bool{
	"printf": true, "puts": true, "putchar": true, "fprintf": true, "fputs": true, "fputc": true, "putc": true,
	"abort": true, "exit": true, "free": true, "strcmp": true, "abs": true, "atoi": true,
}

// widthSafeCalls reports whether f is a widthSafe function whose every
// call in the functions of reach passes (variadic arguments too) and
// returns only integers of at most 32 bits, pointers and floating-point
// scalars, and which reach uses otherwise only as the callee.
func widthSafeCalls(f *ir.Function, reach map[ir.Value]bool) bool {
	if !widthSafe[f.Name] {
		return false
	}
	narrow := func(t *ir.Type) bool {
		return t == nil || t.Kind == ir.VoidType || t.IsPtr() || t.IsFloat() || t.IsInt() && t.Bits <= 32
	}
	if !narrow(f.RetType()) {
		return false
	}
	for _, u := range f.Uses() {
		if u.Parent == nil || u.Parent.Parent == nil {
			return false
		}
		if !reach[ir.Value(u.Parent.Parent)] {
			continue
		}
		if u.Op != ir.OpCall || u.Callee() != ir.Value(f) {
			return false // (its address taken: called who knows how)
		}
		for _, a := range u.Args() {
			if a == nil || !narrow(a.Type()) {
				return false
			}
		}
	}
	return true
}

// Integer arguments. Where the C ABI has the caller extend an int
// narrower than a register (riscv64, PowerPC64, s390x, MIPS64:
// native.Target.ExtendsInts), the C library's code relies on it; a
// module made for x86-64 declares a C function's int parameters without
// signext or zeroext, so llc need not extend them. A target like that
// judges no function reaching a call of a declared non-variadic function
// with such a parameter (an intrinsic aside).

// extendFree reports whether nothing roots reach is a declared
// non-variadic function (not an intrinsic) with an integer parameter
// narrower than 64 bits and without signext or zeroext.
func extendFree(roots ...ir.Value) bool {
	for v := range ir.Closure(roots...) {
		f, ok := v.(*ir.Function)
		if !ok || !f.IsDeclaration() || strings.HasPrefix(f.Name, "llvm.") || f.FuncTy.Variadic {
			continue
		}
		for _, a := range f.Params {
			if a.Ty.IsInt() && a.Ty.Bits > 1 && a.Ty.Bits < 64 && !a.Attrs.Has("signext") && !a.Attrs.Has("zeroext") {
				return false
			}
		}
	}
	return true
}

// unjudged says why tg judges no outcome of the code roots reach ("" when
// it does): a FloatCaveat and floating point (floatFree), pointers
// narrower than the source's (src, under tg's layout tl) and a call of
// the C library (externFree), or callers that extend ints and a C
// function declared without saying how (extendFree).
func unjudged(tg *native.Target, src, tl *semantics.Layout, roots ...ir.Value) string {
	if !floatFree(tg, roots...) {
		return tg.Name + " does not judge floating point: " + tg.FloatCaveat
	}
	if tl != nil && tl.PointerBits(0) < src.PointerBits(0) && !externFree(roots...) {
		return fmt.Sprintf("%s has %d-bit pointers, and the module calls a function declared for %d-bit ones", tg.Name, tl.PointerBits(0), src.PointerBits(0))
	}
	if tg.ExtendsInts && !extendFree(roots...) {
		return tg.Name + "'s callers extend int arguments, and the module calls a C function declared without signext or zeroext"
	}
	return ""
}

// funcUsesFloat reports whether f's signature or any of its
// instructions (results, operands, element and callee types) mentions a
// floating-point type.
func funcUsesFloat(f *ir.Function) bool {
	if hasFloat(f.FuncTy) {
		return true
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if hasFloat(in.Ty) || hasFloat(in.ElemTy) || hasFloat(in.FnTy) {
				return true
			}
			for _, op := range in.Operands {
				if op != nil && hasFloat(op.Type()) {
					return true
				}
			}
		}
	}
	return false
}

// hasFloat reports whether t is or contains a floating-point type.
func hasFloat(t *ir.Type) bool {
	if t == nil {
		return false
	}
	if t.IsFloat() {
		return true
	}
	if hasFloat(t.Elem) || hasFloat(t.Ret) {
		return true
	}
	for _, f := range t.Fields {
		if hasFloat(f) {
			return true
		}
	}
	return false
}
