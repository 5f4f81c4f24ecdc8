package semantics_test

import (
	"testing"

	"github.com/irfuzz/irfuzz/semantics"
)

// genRulesModule holds one function per poison rule irfuzz's generator
// emits, each a flag, fast-math flag, attribute or metadata kind.
const genRulesModule = `
define float @h(float %x) {
  ret float %x
}
define float @phi(float %a, i1 %c) {
e:
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %p = phi nnan float [%a, %e], [1.0, %x]
  ret float %p
}
define <2 x float> @vphi(<2 x float> %a, i1 %c) {
e:
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %p = phi ninf <2 x float> [%a, %e], [zeroinitializer, %x]
  ret <2 x float> %p
}
define float @call(float %a) {
  %r = call nnan float @h(float %a)
  ret float %r
}
define float @callninf(float %a) {
  %r = call ninf float @h(float %a)
  ret float %r
}
define <2 x i1> @vsamesign(<2 x i8> %a, <2 x i8> %b) {
  %r = icmp samesign ult <2 x i8> %a, %b
  ret <2 x i1> %r
}
define i1 @samesign(i8 %a, i8 %b) {
  %r = icmp samesign slt i8 %a, %b
  ret i1 %r
}
define i8 @disjoint(i8 %a, i8 %b) {
  %r = or disjoint i8 %a, %b
  ret i8 %r
}
define i16 @zextnneg(i8 %a) {
  %r = zext nneg i8 %a to i16
  ret i16 %r
}
define float @uitofpnneg(i8 %a) {
  %r = uitofp nneg i8 %a to float
  ret float %r
}
define i8 @truncnuw(i16 %a) {
  %r = trunc nuw i16 %a to i8
  ret i8 %r
}
define i8 @truncnsw(i16 %a) {
  %r = trunc nsw i16 %a to i8
  ret i8 %r
}
define i8 @rangeparam(i8 range(i8 0, 10) %a) {
  ret i8 %a
}
define range(i8 -2, 3) i8 @rangeret(i8 %a) {
  ret i8 %a
}
define float @nofpclass(float nofpclass(nan inf) %a) {
  ret float %a
}
define i8 @noundefparam(i8 noundef %a) {
  ret i8 %a
}
define i8 @frozennoundef(i8 %x) {
  %f = freeze i8 %x
  %r = call i8 @noundefparam(i8 %f)
  ret i8 %r
}
define i8 @frozenload(i8 %x) {
  %p = alloca i8
  %f = freeze i8 %x
  store i8 %f, ptr %p
  %r = load i8, ptr %p, !noundef !{}
  ret i8 %r
}
define i8 @loadrange(i8 %v) {
  %p = alloca i8
  store i8 %v, ptr %p
  %r = load i8, ptr %p, !range !{i8 0, i8 4}
  ret i8 %r
}
define i8 @loadnoundef(i8 %v) {
  %p = alloca i8
  store i8 %v, ptr %p
  %r = load i8, ptr %p, !noundef !{}
  ret i8 %r
}
`

// TestGenRules checks the poison rules of the flags, fast-math flags,
// attributes and metadata the generator emits, in the source (abstract)
// mode, as the Language Reference states them:
//   - phi, call: "nnan ... If an argument is a nan, or the result would
//     be a nan, it produces a poison value instead"; ninf likewise;
//   - icmp samesign: "if the operands do not have the same sign, the
//     result is poison" (lane by lane for vectors);
//   - or disjoint: "If the disjoint flag is set, and the or has a one
//     and the same bit in both operands, the result is poison";
//   - zext nneg, uitofp nneg: "If the nneg flag is set, and the operand
//     is negative, the result is a poison value";
//   - trunc nuw / nsw: "If the nuw keyword is present, and any of the
//     truncated bits are non-zero, the result is a poison value. If the
//     nsw keyword is present, and any of the truncated bits are not the
//     same as the top bit of the truncation result, the result is a
//     poison value";
//   - range(...): "If the value is not in the specified range, it is
//     converted to poison"; nofpclass likewise for the classes it names;
//   - noundef: "if the parameter or return value is not well-defined
//     (poison or undef), the behaviour is undefined"; a frozen value is
//     well-defined (freeze "returns an arbitrary, but fixed, value");
//   - !range: "If the loaded value is not in the specified range, the
//     result is a poison value"; !noundef: a load of poison or undef
//     is undefined behaviour.
func TestGenRules(t *testing.T) {
	p, err := load("genrules.ll", genRulesModule)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		fn   string
		args []string
		want string
	}{
		{"phi", []string{"nan", "0"}, "float poison"},
		{"phi", []string{"nan", "1"}, "float 1.000000e+00"},
		{"phi", []string{"2.5", "0"}, "float 2.500000e+00"},
		{"vphi", []string{"<2 x float> <float 1.0, float inf>", "0"}, "<2 x float> <float 1.000000e+00, float poison>"},
		{"call", []string{"nan"}, "float poison"},
		{"call", []string{"3.0"}, "float 3.000000e+00"},
		{"callninf", []string{"inf"}, "float poison"},
		{"callninf", []string{"nan"}, "float 0x7FF8000000000000"},
		{"vsamesign", []string{"<2 x i8> <i8 1, i8 -1>", "<2 x i8> <i8 2, i8 2>"}, "<2 x i1> <i1 true, i1 poison>"},
		{"samesign", []string{"-1", "-3"}, "i1 false"},
		{"samesign", []string{"-1", "3"}, "i1 poison"},
		{"disjoint", []string{"1", "2"}, "i8 3"},
		{"disjoint", []string{"3", "2"}, "i8 poison"},
		{"zextnneg", []string{"127"}, "i16 127"},
		{"zextnneg", []string{"-1"}, "i16 poison"},
		{"uitofpnneg", []string{"-1"}, "float poison"},
		{"uitofpnneg", []string{"3"}, "float 3.000000e+00"},
		{"truncnuw", []string{"255"}, "i8 -1"},
		{"truncnuw", []string{"256"}, "i8 poison"},
		{"truncnsw", []string{"-128"}, "i8 -128"},
		{"truncnsw", []string{"128"}, "i8 poison"},
		{"rangeparam", []string{"9"}, "i8 9"},
		{"rangeparam", []string{"10"}, "i8 poison"},
		{"rangeret", []string{"-2"}, "i8 -2"},
		{"rangeret", []string{"3"}, "i8 poison"},
		{"nofpclass", []string{"inf"}, "float poison"},
		{"nofpclass", []string{"1.0"}, "float 1.000000e+00"},
		{"noundefparam", []string{"poison"}, "UB"},
		{"frozennoundef", []string{"undef"}, "i8 any"},
		{"frozennoundef", []string{"poison"}, "i8 any"},
		{"frozenload", []string{"undef"}, "i8 any"},
		{"loadrange", []string{"3"}, "i8 3"},
		{"loadrange", []string{"4"}, "i8 poison"},
		{"loadnoundef", []string{"poison"}, "UB"},
		{"loadnoundef", []string{"7"}, "i8 7"},
	}
	m := p.NewMachine(semantics.Config{})
	for _, tt := range tests {
		f := p.FuncByName(tt.fn)
		args := make([]semantics.Val, len(tt.args))
		for i, s := range tt.args {
			if args[i], err = semantics.ParseArg(f.Params[i].Ty, s); err != nil {
				t.Fatalf("%s(%v): %v", tt.fn, tt.args, err)
			}
		}
		o := m.Run(tt.fn, args)
		got := o.String()
		if tt.want == "UB" && len(got) >= 2 && got[:2] == "UB" {
			continue
		}
		if got != tt.want {
			t.Errorf("%s(%v) = %s, want %s", tt.fn, tt.args, got, tt.want)
		}
	}
}
