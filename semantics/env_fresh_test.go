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
