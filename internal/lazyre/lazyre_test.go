package lazyre

import "testing"

func TestLazy(t *testing.T) {
	r := New(`a(\d+)`)
	if r.re != nil {
		t.Fatal("compiled before use")
	}
	if !r.MatchString("xa12") || r.FindStringSubmatch("a7")[1] != "7" || r.ReplaceAllString("a1 a2", "b") != "b b" {
		t.Error("methods disagree with regexp")
	}
	if first := r.Get(); first != r.Get() {
		t.Error("compiled twice")
	}
	if r.String() != `a(\d+)` {
		t.Errorf("String %q", r.String())
	}
}
