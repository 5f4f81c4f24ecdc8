package ir

import (
	"strings"
	"testing"
)

// TestBuild builds a small function with a loop through the builder helpers
// and checks the printed text, the verifier and the use lists.
func TestBuild(t *testing.T) {
	m := &Module{}
	g := m.AddGlobal(NewGlobal("g", I32, NewInt(I32, 7)))
	f := m.AddFunction(NewFunction("f", Func(I32, []*Type{I32}, false)))
	f.Params[0].Name = "n"
	entry, loop, exit := f.AddBlock("entry"), f.AddBlock("loop"), f.AddBlock("exit")
	entry.Append(NewInstr(OpBr, Void, loop))
	iv := loop.Append(NewInstr(OpPhi, I32))
	iv.Name = "iv"
	next := loop.Append(NewInstr(OpAdd, I32, iv, NewInt(I32, 1)))
	next.Name, next.Flags = "next", NUW
	iv.AddIncoming(NewInt(I32, 0), entry)
	iv.AddIncoming(next, loop)
	c := loop.Append(NewInstr(OpICmp, I1, next, f.Params[0]))
	c.Name, c.Pred = "c", IntULT
	loop.Append(NewInstr(OpBr, Void, c, loop, exit))
	st := exit.Append(NewInstr(OpStore, Void, next, g))
	st.Align = 4
	exit.Append(NewInstr(OpRet, Void, next))

	if err := Verify(m); err != nil {
		t.Fatalf("Verify: %v\n%s", err, m)
	}
	want := `@g = global i32 7

define i32 @f(i32 %n) {
entry:
  br label %loop

loop:
  %iv = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add nuw i32 %iv, 1
  %c = icmp ult i32 %next, %n
  br i1 %c, label %loop, label %exit

exit:
  store i32 %next, ptr @g, align 4
  ret i32 %next
}
`
	if got := stripComments(m.String()); got != want {
		t.Errorf("printed module:\n%s\nwant:\n%s", got, want)
	}
	uses := []struct {
		name string
		v    User
		n    int
	}{{"%next", next, 4}, {"%iv", iv, 1}, {"%loop", loop, 2}, {"@g", g, 1}, {"%n", f.Params[0], 1}}
	for _, u := range uses {
		if got := len(u.v.Uses()); got != u.n {
			t.Errorf("%s has %d uses, want %d", u.name, got, u.n)
		}
	}
	if iv.Parent != loop || loop.Parent != f || f.Parent != m || g.Parent != m || f.Params[0].Parent != f {
		t.Errorf("parent links not set")
	}
}

// TestNewFunctionDeclaration checks that a function without blocks is a declaration.
func TestNewFunctionDeclaration(t *testing.T) {
	m := &Module{}
	f := m.AddFunction(NewFunction("llvm.ctpop.i8", Func(I8, []*Type{I8}, false)))
	if !f.IsDeclaration() || len(f.Params) != 1 || f.Params[0].Index != 0 {
		t.Fatalf("NewFunction: declaration %v, params %d", f.IsDeclaration(), len(f.Params))
	}
	if got, want := stripComments(m.String()), "declare i8 @llvm.ctpop.i8(i8)\n"; got != want {
		t.Errorf("printed %q, want %q", got, want)
	}
}

// stripComments drops the printer's "; preds = ..." comments and leading
// blank lines, which are layout rather than content.
func stripComments(s string) string {
	lines := strings.Split(strings.TrimLeft(s, "\n"), "\n")
	for k, l := range lines {
		if c := strings.Index(l, "; preds"); c >= 0 {
			lines[k] = strings.TrimRight(l[:c], " ")
		}
	}
	return strings.Join(lines, "\n")
}
