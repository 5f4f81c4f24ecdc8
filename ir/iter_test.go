package ir

import (
	"slices"
	"testing"
)

func TestInstructions(t *testing.T) {
	m, err := Parse("iter.ll", []byte(`declare void @d()

define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
  br label %next
next:
  ret i32 %a
}

define void @g() {
  call void @d()
  ret void
}
`))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for f, in := range m.Instructions() {
		got = append(got, f.Name+":"+in.Op.String())
	}
	want := []string{"f:add", "f:br", "f:ret", "g:call", "g:ret"}
	if !slices.Equal(got, want) {
		t.Errorf("Instructions = %v, want %v", got, want)
	}
	if n := m.NumInstructions(); n != len(want) {
		t.Errorf("NumInstructions = %d, want %d", n, len(want))
	}
	// Breaking out of the loop stops the iterator.
	n := 0
	for range m.Instructions() {
		if n++; n == 2 {
			break
		}
	}
	if n != 2 {
		t.Errorf("break after 2 instructions: %d", n)
	}
}
