package ir

import "testing"

// TestCloneBlockAddressInInitializer: a global's blockaddress names the
// clone's block, not the original's (initialisers were copied before the
// blocks existed, so the clone's @u pointed into the original module).
func TestCloneBlockAddressInInitializer(t *testing.T) {
	m, err := Parse("t.ll", []byte(`@u = global ptr blockaddress(@f, %bb)

define void @f() {
entry:
  br label %bb

bb:
  ret void
}
`))
	if err != nil {
		t.Fatal(err)
	}
	c := m.Clone()
	ba := c.Globals[0].Init.(*Const)
	if ba.Block != c.Funcs[0].Blocks[1] {
		t.Errorf("the clone's blockaddress names block %p of function %q, want the clone's %p", ba.Block, ba.Block.Parent.Name, c.Funcs[0].Blocks[1])
	}
	if !c.Mentions().Blocks[c.Funcs[0].Blocks[1]] {
		t.Errorf("Mentions misses the clone's address-taken block")
	}
}
