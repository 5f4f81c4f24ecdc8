package semantics_test

import (
	"testing"

	"github.com/irfuzz/irfuzz/semantics"
)

// TestWorldAnswersEarlierObject checks that an event whose answer is an
// object an earlier call made carries no new object's bytes: only the
// call that made an object does (a stub replaying the second as new
// would split one object in two).
func TestWorldAnswersEarlierObject(t *testing.T) {
	p, err := load("fresh.ll", `
declare ptr @make() nounwind
define i1 @f(i32 %x) {
  %p = call ptr @make()
  %q = call ptr @make()
  %e = icmp eq ptr %p, %q
  ret i1 %e
}
`)
	if err != nil {
		t.Fatal(err)
	}
	m := p.NewMachine(semantics.Config{})
	again := 0
	for x := range 256 { // (the world is a function of the input)
		o := m.Run("f", []semantics.Val{{Bits: uint64(x)}})
		made := map[string]bool{}
		for k, ev := range o.Calls {
			if ev.ResultRef == nil {
				continue
			}
			name := ev.ResultRef.Object
			switch {
			case made[name] && ev.NewObject != nil:
				t.Errorf("x=%d: call %d answers %s, made by an earlier call, as a new object", x, k+1, name)
			case made[name]:
				again++
			case ev.NewObject != nil:
				made[name] = true
			}
		}
	}
	if again == 0 {
		t.Error("no world answered a call with an object an earlier call made (the test saw nothing)")
	}
}

// TestDroppedCallRenamesObjects: InstCombine deletes a removable call
// (argmemonly, willreturn, nounwind) whose argument is a dead alloca; the
// next object the world sees is then the target's first (%esc0) where
// it was the source's second (%esc1). That is no difference (an LLVM 19
// campaign reported it as an InstCombine miscompile); passing another
// object than the source does, after the first escaped, still is one.
// (Passing the dropped call's object instead is none: a function limited
// to argument memory cannot publish it, so the world cannot tell it from
// a new one.)
func TestDroppedCallRenamesObjects(t *testing.T) {
	p, err := load("renames.ll", `
declare i1 @ext2(ptr) memory(argmem: readwrite) nounwind willreturn
declare i1 @ext3(ptr)
define void @src() {
  %v0 = alloca [3 x i1]
  %v2 = alloca [2 x { i1, i1 }]
  %v80 = call i1 @ext2(ptr %v0)
  %v82 = call i1 @ext3(ptr %v2)
  ret void
}
define void @tgt() {
  %v2 = alloca [2 x { i1, i1 }]
  %v82 = call i1 @ext3(ptr %v2)
  ret void
}
define void @src2() {
  %v0 = alloca [3 x i1]
  %v2 = alloca [2 x { i1, i1 }]
  %v80 = call i1 @ext3(ptr %v0)
  %v82 = call i1 @ext3(ptr %v2)
  ret void
}
define void @wrong() {
  %v0 = alloca [3 x i1]
  %v2 = alloca [2 x { i1, i1 }]
  %v80 = call i1 @ext3(ptr %v0)
  %v82 = call i1 @ext3(ptr %v0)
  ret void
}
`)
	if err != nil {
		t.Fatal(err)
	}
	c := semantics.NewChecker(p, p, semantics.CheckOptions{})
	if v := c.Check(p.FuncByName("src"), p.FuncByName("tgt")); !v.Correct {
		t.Errorf("dropping the removable call: %s", v.String())
	}
	if v := c.Check(p.FuncByName("src2"), p.FuncByName("wrong")); v.Correct {
		t.Error("passing the first object where the source passes the second is correct")
	}
}
