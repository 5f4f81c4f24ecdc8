package semantics

import (
	"strings"
	"testing"
)

// TestStoredPointersByObject checks that pointers in the final contents
// of globals are compared by the object and offset they point to: the
// target lays its globals out elsewhere (it lacks @pad), which moves
// every address, yet only a pointer to another place is a difference.
func TestStoredPointersByObject(t *testing.T) {
	const src = `
@pad = internal global [64 x i8] zeroinitializer
@a = global [4 x i32] zeroinitializer
@b = global i32 0
@p = global ptr null
@s = global ptr null

define void @f(i1 %k) {
  %q = select i1 %k, ptr @a, ptr getelementptr (i8, ptr @a, i64 4)
  store ptr %q, ptr @p
  %l = alloca i32
  store ptr %l, ptr @s
  store i8 0, ptr @pad
  ret void
}
`
	tests := []struct {
		name, tgt string
		want      string // "" for correct, else a prefix of the reason
	}{
		{"same pointers, other layout", `
@a = global [4 x i32] zeroinitializer
@b = global i32 0
@p = global ptr null
@s = global ptr null

define void @f(i1 %k) {
  %q = select i1 %k, ptr @a, ptr getelementptr (i8, ptr @a, i64 4)
  store ptr %q, ptr @p
  ret void
}
`, ""},
		{"another offset", `
@a = global [4 x i32] zeroinitializer
@b = global i32 0
@p = global ptr null
@s = global ptr null

define void @f(i1 %k) {
  %q = select i1 %k, ptr @a, ptr getelementptr (i8, ptr @a, i64 8)
  store ptr %q, ptr @p
  ret void
}
`, "final contents of @p differ at byte 0: @a+8 where the source has @a+4"},
		{"another object", `
@a = global [4 x i32] zeroinitializer
@b = global i32 0
@p = global ptr null
@s = global ptr null

define void @f(i1 %k) {
  %q = select i1 %k, ptr @a, ptr @b
  store ptr %q, ptr @p
  ret void
}
`, "final contents of @p differ at byte 0: @b where the source has @a+4"},
		{"no pointer", `
@a = global [4 x i32] zeroinitializer
@b = global i32 0
@p = global ptr null
@s = global ptr null

define void @f(i1 %k) {
  %q = select i1 %k, ptr @a, ptr getelementptr (i8, ptr @a, i64 4)
  store ptr null, ptr @p
  ret void
}
`, "final contents of @p differ at byte 0: no pointer where the source has @a"},
	}
	sp := libcLoad(t, src)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tp := libcLoad(t, tc.tgt)
			ck := NewChecker(sp, tp, CheckOptions{})
			v := ck.Check(sp.Module.Func("f"), tp.Module.Func("f"))
			switch {
			case tc.want == "" && !v.Correct:
				t.Errorf("verdict %s (source %s, target %s)", v.String(), v.Source, v.Target)
			case tc.want != "" && (v.Correct || !strings.HasPrefix(v.Reason, tc.want)):
				t.Errorf("verdict %q, want a reason starting %q", v.String(), tc.want)
			}
		})
	}
}

// TestPtrRefs checks how stored pointers are described: by object and
// offset, dangling once their object is dead, unconstrained when only a
// fragment of a pointer is left.
func TestPtrRefs(t *testing.T) {
	p := libcLoad(t, `
@a = global [4 x i32] zeroinitializer
@g = global [3 x ptr] [ptr @a, ptr getelementptr (i8, ptr @a, i64 12), ptr @f]
@h = global ptr @a

define void @f() {
  %l = alloca i32
  %p = getelementptr [3 x ptr], ptr @g, i64 0, i64 2
  store ptr %l, ptr %p
  store i8 7, ptr @h
  ret void
}
`)
	_, init, ok := p.InitialBytes(p.Module.Global("g"))
	if !ok || len(init) != 3 || init[0].String() != "@a" || init[1].String() != "@a+12" || init[2].String() != "@f" {
		t.Errorf("initial pointers of @g: %v", init)
	}
	m := p.NewMachine(Config{})
	o := m.Run("f", nil)
	if o.Kind != Returned {
		t.Fatalf("outcome %s", o.String())
	}
	got := FormatGlobals(o.Globals)
	for _, want := range []string{"@g = &@a &@a+12 ", "@h = 07 "} {
		if !strings.Contains(got, want) {
			t.Errorf("globals %q lack %q", got, want)
		}
	}
	for _, gb := range o.Globals {
		switch gb.Global.Name {
		case "g":
			if len(gb.Ptrs) != 3 || !gb.Ptrs[2].Dangling || gb.Ptrs[2].Judged() {
				t.Errorf("@g's third pointer %+v, want dangling", gb.Ptrs)
			}
		case "h":
			if len(gb.Ptrs) != 1 || gb.Ptrs[0].Size != 7 || gb.Ptrs[0].Judged() {
				t.Errorf("@h's pointer fragment %+v", gb.Ptrs)
			}
		}
	}
}
