package ir

import (
	"slices"
	"strings"
	"testing"
)

// editSrc is the module the edit primitives are tried on.
const editSrc = `@g = global i32 0

define i32 @f(i32 %x, i1 %c) {
entry:
  %a = add i32 %x, 1
  %b = mul i32 %a, %a
  br i1 %c, label %then, label %join

then:
  %t = sub i32 %b, 2
  br label %join

join:
  %p = phi i32 [ %b, %entry ], [ %t, %then ]
  store i32 %p, ptr @g, align 4
  ret i32 %p

dead:
  %d = add i32 %b, 3
  br label %join2

join2:
  %q = phi i32 [ %d, %dead ]
  %e = add i32 %d, %q
  ret i32 %e
}

define i32 @h(i32 %y) {
  %r = call i32 @f(i32 %y, i1 true)
  ret i32 %r
}
`

func block(f *Function, name string) *Block {
	for _, b := range f.Blocks {
		if b.Name == name {
			return b
		}
	}
	return nil
}

func instr(f *Function, name string) *Instruction {
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if i.Name == name {
				return i
			}
		}
	}
	return nil
}

// TestEdit applies each primitive to editSrc and compares the printed
// function @f (or the module) with the expected text; the result must
// verify and keep its use lists consistent.
func TestEdit(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(m *Module) error
		want string // the printed @f, or "module:" and the whole module
	}{
		{"erase forwards uses", func(m *Module) error {
			f := m.Func("f")
			return instr(f, "b").Erase(instr(f, "a"))
		}, `define i32 @f(i32 %x, i1 %c) {
entry:
  %a = add i32 %x, 1
  br i1 %c, label %then, label %join

then:
  %t = sub i32 %a, 2
  br label %join

join:
  %p = phi i32 [ %a, %entry ], [ %t, %then ]
  store i32 %p, ptr @g, align 4
  ret i32 %p

dead:
  %d = add i32 %a, 3
  br label %join2

join2:
  %q = phi i32 [ %d, %dead ]
  %e = add i32 %d, %q
  ret i32 %e
}
`},
		{"replace terminator drops the lost edge", func(m *Module) error {
			f := m.Func("f")
			entry := block(f, "entry")
			entry.ReplaceTerminator(NewInstr(OpBr, Void, block(f, "then")))
			if n := f.RemoveUnreachableBlocks(); n != 2 {
				t.Errorf("removed %d unreachable blocks, want 2", n)
			}
			return nil
		}, `define i32 @f(i32 %x, i1 %c) {
entry:
  %a = add i32 %x, 1
  %b = mul i32 %a, %a
  br label %then

then:
  %t = sub i32 %b, 2
  br label %join

join:
  %p = phi i32 [ %t, %then ]
  store i32 %p, ptr @g, align 4
  ret i32 %p
}
`},
		{"delete blocks replaces outside uses", func(m *Module) error {
			f := m.Func("f")
			err := f.DeleteBlocks(map[*Block]bool{block(f, "dead"): true}, func(*Instruction) Value { return f.Params[0] })
			if err != nil {
				return err
			}
			q := instr(f, "q")
			if len(q.Operands) != 0 || len(q.Incoming()) != 0 {
				t.Errorf("the phi still has %d entries", len(q.Operands))
			}
			return q.Erase(NewInt(I32, 5))
		}, `define i32 @f(i32 %x, i1 %c) {
entry:
  %a = add i32 %x, 1
  %b = mul i32 %a, %a
  br i1 %c, label %then, label %join

then:
  %t = sub i32 %b, 2
  br label %join

join:
  %p = phi i32 [ %b, %entry ], [ %t, %then ]
  store i32 %p, ptr @g, align 4
  ret i32 %p

join2:
  %e = add i32 %x, 5
  ret i32 %e
}
`},
		{"split block", func(m *Module) error {
			f := m.Func("f")
			entry := block(f, "entry")
			nb, err := entry.SplitBlock(1, "rest")
			if err != nil {
				return err
			}
			entry.Append(NewInstr(OpBr, Void, nb))
			return nil
		}, `define i32 @f(i32 %x, i1 %c) {
entry:
  %a = add i32 %x, 1
  br label %rest

rest:
  %b = mul i32 %a, %a
  br i1 %c, label %then, label %join

then:
  %t = sub i32 %b, 2
  br label %join

join:
  %p = phi i32 [ %b, %rest ], [ %t, %then ]
  store i32 %p, ptr @g, align 4
  ret i32 %p

dead:
  %d = add i32 %b, 3
  br label %join2

join2:
  %q = phi i32 [ %d, %dead ]
  %e = add i32 %d, %q
  ret i32 %e
}
`},
		{"insert before, delete operand, remove function", func(m *Module) error {
			f := m.Func("f")
			b := instr(f, "b")
			n := NewInstr(OpXor, I32, f.Params[0], NewInt(I32, 5))
			n.Name = "n"
			if err := n.InsertBefore(b); err != nil {
				return err
			}
			b.SetOperand(1, n)
			if len(n.Uses()) != 1 {
				t.Errorf("%%n has %d uses, want 1", len(n.Uses()))
			}
			h := m.Func("h")
			ret := h.Blocks[0].Terminator()
			if err := h.Blocks[0].Instrs[0].Erase(NewInt(I32, 0)); err != nil {
				return err
			}
			ret.DeleteOperand(0)
			h.FuncTy = Func(Void, h.FuncTy.Fields, false)
			dropAll(f)
			return m.RemoveFunction(f)
		}, `module:@g = global i32 0

define void @h(i32 %y) {
  ret void
}
`},
		{"remove global with uses fails", func(m *Module) error {
			err := m.RemoveGlobal(m.Global("g"))
			if err == nil || !strings.Contains(err.Error(), "still has 1 uses") {
				t.Errorf("RemoveGlobal: got %v, want a 'still has uses' error", err)
			}
			err = m.Func("f").DeleteBlocks(map[*Block]bool{block(m.Func("f"), "then"): true}, nil)
			if err == nil || !strings.Contains(err.Error(), "still a successor") {
				t.Errorf("DeleteBlocks: got %v, want a 'still a successor' error", err)
			}
			err = m.Func("f").DeleteBlocks(map[*Block]bool{block(m.Func("f"), "entry"): true}, nil)
			if err == nil || !strings.Contains(err.Error(), "entry block") {
				t.Errorf("DeleteBlocks: got %v, want an 'entry block' error", err)
			}
			return nil
		}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("edit.ll", []byte(editSrc))
			if err != nil {
				t.Fatal(err)
			}
			if err := tc.edit(m); err != nil {
				t.Fatal(err)
			}
			checkUseLists(t, m)
			if tc.want == "" {
				return
			}
			var got string
			if w, ok := strings.CutPrefix(tc.want, "module:"); ok {
				tc.want = w
				got = stripLabelComments(m.String())
			} else {
				got = stripLabelComments(m.Func("f").String())
			}
			if got != tc.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tc.want)
			}
			if err := Verify(m); err != nil {
				t.Errorf("Verify: %v", err)
			}
		})
	}
}

func TestPreds(t *testing.T) {
	m, err := Parse("edit.ll", []byte(editSrc))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Func("f")
	var names []string
	for _, p := range block(f, "join").Preds() {
		names = append(names, p.Name)
	}
	if got := strings.Join(names, ","); got != "entry,then" {
		t.Errorf("preds of %%join: %s, want entry,then", got)
	}
	if n := len(block(f, "dead").Preds()); n != 0 {
		t.Errorf("%%dead has %d preds, want 0", n)
	}
	if phis := block(f, "join").Phis(); len(phis) != 1 || phis[0].Name != "p" {
		t.Errorf("phis of %%join: %v", phis)
	}
	if k := instr(f, "b").Index(); k != 1 {
		t.Errorf("index of %%b: %d, want 1", k)
	}
	if r := f.Reachable(); len(r) != 3 || r[block(f, "dead")] {
		t.Errorf("reachable: %d blocks (dead included: %v), want 3", len(r), r[block(f, "dead")])
	}
}

// checkUseLists reports use lists that disagree with the operands of the
// instructions in the module, in either direction (a removed instruction
// left in a use list included).
func checkUseLists(t *testing.T, m *Module) {
	t.Helper()
	want := map[User]map[*Instruction]int{}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if i.Parent != b {
					t.Errorf("%s: wrong parent", i.Op)
				}
				ops := slices.Clone(i.Operands)
				for _, bu := range i.Bundles() {
					ops = append(ops, bu.Inputs...)
				}
				for _, op := range ops {
					if u, ok := op.(User); ok {
						if want[u] == nil {
							want[u] = map[*Instruction]int{}
						}
						want[u][i]++
					}
				}
			}
		}
	}
	for u, users := range want {
		got := map[*Instruction]int{}
		for _, i := range u.Uses() {
			got[i]++
		}
		for i, n := range users {
			if got[i] != n {
				t.Errorf("%s: used %d times by %s, use list says %d", u.Ident(), n, i.Op, got[i])
			}
		}
		for i := range got {
			if users[i] == 0 {
				t.Errorf("%s: use list names a %s that does not use it", u.Ident(), i.Op)
			}
		}
	}
}

// stripLabelComments drops the "; preds = ..." and "; No predecessors!"
// comments the printer puts after block labels.
func stripLabelComments(s string) string {
	lines := strings.Split(strings.TrimLeft(s, "\n"), "\n")
	for k, l := range lines {
		if c := strings.Index(l, "; "); c >= 0 && strings.HasSuffix(strings.TrimRight(l[:c], " "), ":") {
			lines[k] = strings.TrimRight(l[:c], " ")
		}
	}
	return strings.Join(lines, "\n")
}

// dropAll empties f's body, taking its instructions out of all use lists.
func dropAll(f *Function) {
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			i.DropOperands()
		}
	}
	f.Blocks = nil
}

func TestOnlyOperand(t *testing.T) {
	m, err := Parse("t.ll", []byte(`declare void @g(ptr, ptr)
define void @f(ptr %p, ptr %q) {
  call void @g(ptr %p, ptr %q)
  call void @g(ptr %p, ptr %p)
  call void @g(ptr %q, ptr %q) [ "deopt"(ptr %p) ]
  ret void
}
`))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Func("f")
	p := f.Params[0]
	calls := f.Blocks[0].Instrs
	for _, c := range []struct {
		call, k int
		want    bool
	}{
		{0, 1, true},   // %p is argument 0 (operand 1) only
		{0, 2, false},  // not operand 2, but operand 1 is %p
		{1, 1, false},  // operand 2 is %p too
		{2, -1, false}, // a bundle input
		{2, 1, false},
	} {
		if got := calls[c.call].OnlyOperand(p, c.k); got != c.want {
			t.Errorf("call %d, operand %d: OnlyOperand = %v, want %v", c.call, c.k, got, c.want)
		}
	}
	if !calls[0].OnlyOperand(f.Params[1], 2) || calls[0].OnlyOperand(f.Params[1], -1) {
		t.Errorf("%%q in call 0: only operand 2")
	}
}
