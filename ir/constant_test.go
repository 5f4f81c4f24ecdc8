package ir

import "testing"

func TestConstEqual(t *testing.T) {
	g := &Global{}
	g.Name = "g"
	i8 := func(v int64) Value { return NewInt(I8, v) }
	v2 := Vector(2, I8, false)
	gep := func() *Const {
		c := NewExpr(Ptr, OpGetElementPtr, g, NewInt(I64, 1))
		c.SrcElemTy, c.Flags = I8, InBounds
		return c
	}
	tests := []struct {
		name string
		a, b Value
		want bool
	}{
		{"same int", NewInt(I32, 7), NewInt(I32, 7), true},
		{"different int", NewInt(I32, 7), NewInt(I32, 8), false},
		{"different type", NewInt(I32, 7), NewInt(I64, 7), false},
		{"wide int", NewInt(I128, -1), NewInt(I128, -1), true},
		{"same float", NewDouble(1.5), NewDouble(1.5), true},
		{"+0 and -0", NewFloat(Double, 0, 0), NewFloat(Double, 1<<63, 0), false},
		{"zeroinitializer vs explicit", Zero(Array(2, I8)), NewAggregate(Array(2, I8), []Value{i8(0), i8(0)}), true},
		{"zeroinitializer vs nonzero", Zero(Array(2, I8)), NewAggregate(Array(2, I8), []Value{i8(0), i8(1)}), false},
		{"splat vs written", &Const{Ty: v2, Kind: ConstSplat, Elems: []Value{i8(1)}}, NewAggregate(v2, []Value{i8(1), i8(1)}), true},
		{"string vs array", &Const{Ty: Array(2, I8), Kind: ConstString, Str: "ab"}, NewAggregate(Array(2, I8), []Value{i8(97), i8(98)}), true},
		{"null vs zeroinitializer", NewSimple(Ptr, ConstNull), NewSimple(Ptr, ConstZero), true},
		{"undef vs poison", Undef(I8), Poison(I8), false},
		{"same expression", gep(), gep(), true},
		{"expression flags differ", gep(), func() *Const { c := gep(); c.Flags = 0; return c }(), false},
		{"global itself", g, g, true},
		{"global vs other global", g, &Global{}, false},
	}
	for _, tc := range tests {
		if got := ConstEqual(tc.a, tc.b); got != tc.want {
			t.Errorf("%s: ConstEqual = %v, want %v", tc.name, got, tc.want)
		}
		if got := ConstEqual(tc.b, tc.a); got != tc.want {
			t.Errorf("%s (swapped): ConstEqual = %v, want %v", tc.name, got, tc.want)
		}
	}
}
