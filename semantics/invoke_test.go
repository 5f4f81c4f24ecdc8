package semantics_test

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/semantics"
)

const invokeSrc = `
declare i32 @__gxx_personality_v0(...)

define i32 @inc(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @normal(i32 %a) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @inc(i32 %a) to label %ok unwind label %lp
ok:
  %s = phi i32 [ %r, %entry ]
  %t = mul i32 %s, 2
  ret i32 %t
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 -1
}

define i32 @callbr_empty() {
entry:
  callbr void asm "", "!i"() to label %fall [label %jump]
fall:
  ret i32 1
jump:
  ret i32 2
}

define i32 @call_empty() {
  call void asm sideeffect "", "~{memory}"()
  ret i32 3
}

define i32 @call_asm() {
  call void asm sideeffect "nop", ""()
  ret i32 3
}

define i32 @callbr_asm() {
entry:
  callbr void asm "jmp ${0:l}", "!i"() to label %fall [label %jump]
fall:
  ret i32 1
jump:
  ret i32 2
}

define i1 @weak(i32 %a) {
  %p = alloca i32
  store i32 1, ptr %p
  %r = cmpxchg weak ptr %p, i32 %a, i32 9 seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}

define i32 @weak_mem(i32 %a) {
  %p = alloca i32
  store i32 1, ptr %p
  %r = cmpxchg weak ptr %p, i32 %a, i32 9 seq_cst seq_cst
  %v = load i32, ptr %p
  ret i32 %v
}

define i1 @strong(i32 %a) {
  %p = alloca i32
  store i32 1, ptr %p
  %r = cmpxchg ptr %p, i32 %a, i32 9 seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}
`

// TestInvokeAsmWeak checks, in the abstract (source) mode, that an
// invoke whose callee returns goes on at its normal label (phis
// included); that empty inline
// asm does nothing (a callbr of it falls through) while other asm is
// unsupported; and that a weak cmpxchg may fail spuriously, storing
// nothing, where a strong one may not.
func TestInvokeAsmWeak(t *testing.T) {
	p, err := load("invoke.ll", invokeSrc)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		fn   string
		args []string
		want string // the behaviours joined by " | "; "unsupported" a prefix
	}{
		{"normal", []string{"4"}, "i32 10"},
		{"callbr_empty", nil, "i32 1"},
		{"call_empty", nil, "i32 3"},
		{"call_asm", nil, "unsupported"},
		{"callbr_asm", nil, "unsupported"},
		{"weak", []string{"1"}, "i1 true | i1 false"},
		{"weak", []string{"2"}, "i1 false"},
		{"weak_mem", []string{"1"}, "i32 9 | i32 1"},
		{"strong", []string{"1"}, "i1 true"},
	} {
		f := p.FuncByName(tc.fn)
		if f == nil {
			t.Fatalf("no @%s", tc.fn)
		}
		args, err := semantics.ParseArgs(f, tc.args)
		if err != nil {
			t.Fatal(err)
		}
		outs := p.NewMachine(semantics.Config{MaxSteps: 1e5}).Behaviours(f, args, 16)
		var got []string
		for _, o := range outs {
			got = append(got, o.String())
		}
		g := strings.Join(got, " | ")
		if g != tc.want && !(tc.want == "unsupported" && strings.HasPrefix(g, "unsupported")) {
			t.Errorf("@%s(%s) = %s, want %s", tc.fn, strings.Join(tc.args, ", "), g, tc.want)
		}
	}
}
