package ir

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCloneCorpus clones every round-trip corpus file and checks that the
// copy prints the same, shares nothing mutable with the original, keeps its
// use lists right, and that editing it leaves the original alone.
func TestCloneCorpus(t *testing.T) {
	var files []string
	for _, dir := range []string{"testdata/roundtrip", "testdata/typed"} {
		filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".ll") {
				files = append(files, path)
			}
			return nil
		})
	}
	if len(files) < 400 {
		t.Fatalf("found %d corpus files, want >= 400", len(files))
	}
	if testing.Short() {
		files = files[:50]
	}
	for _, path := range files {
		m, err := ParseFile(path)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		checkUses(t, path, m)
		before := m.String()
		c := m.Clone()
		if got := c.String(); got != before {
			t.Errorf("%s: clone prints differently:\n%s", path, firstDiff(before, got))
			continue
		}
		checkDisjoint(t, path, m, c)
		checkUses(t, path, c)
		// Edit the copy: rename everything and drop all bodies.
		for _, f := range c.Funcs {
			f.Name += ".copy"
			for _, b := range f.Blocks {
				for _, i := range b.Instrs {
					i.DropOperands()
				}
			}
			f.Blocks = nil
		}
		for _, g := range c.Globals {
			g.Name += ".copy"
			g.Init = nil
		}
		if after := m.String(); after != before {
			t.Errorf("%s: editing the clone changed the original:\n%s", path, firstDiff(before, after))
		}
	}
}

// checkDisjoint fails if the clone reuses any global value, argument, block
// or instruction object of the original.
func checkDisjoint(t *testing.T, path string, m, c *Module) {
	orig := map[any]bool{}
	for _, g := range m.Globals {
		orig[g] = true
	}
	for _, f := range m.Funcs {
		orig[f] = true
		for _, a := range f.Params {
			orig[a] = true
		}
		for _, b := range f.Blocks {
			orig[b] = true
			for _, i := range b.Instrs {
				orig[i] = true
			}
		}
	}
	for _, g := range c.Globals {
		if orig[g] || g.Parent != c {
			t.Errorf("%s: global @%s shared or mis-parented", path, g.Name)
		}
	}
	for _, f := range c.Funcs {
		if orig[f] || f.Parent != c {
			t.Errorf("%s: function @%s shared or mis-parented", path, f.Name)
		}
		for _, b := range f.Blocks {
			if orig[b] || b.Parent != f {
				t.Errorf("%s: block shared or mis-parented in @%s", path, f.Name)
			}
			for _, i := range b.Instrs {
				if orig[i] || i.Parent != b {
					t.Errorf("%s: instruction shared or mis-parented in @%s", path, f.Name)
				}
				for _, op := range i.Operands {
					if orig[op] {
						t.Errorf("%s: @%s: %s uses an object of the original", path, f.Name, i)
					}
				}
			}
		}
	}
}

// checkUses checks that every operand and bundle-input slot is recorded in
// its value's use list.
func checkUses(t *testing.T, path string, m *Module) {
	want := map[User]int{}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				for _, op := range i.Operands {
					if u, ok := op.(User); ok {
						want[u]++
					}
				}
				for _, b := range i.Bundles() {
					for _, in := range b.Inputs {
						if u, ok := in.(User); ok {
							want[u]++
						}
					}
				}
			}
		}
	}
	for u, n := range want {
		if got := len(u.Uses()); got != n {
			t.Errorf("%s: %s has %d uses recorded, %d operand slots", path, u.Ident(), got, n)
			return
		}
	}
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for k := 0; k < len(al) && k < len(bl); k++ {
		if al[k] != bl[k] {
			return "line " + itoa(k+1) + ":\n  want: " + al[k] + "\n  got:  " + bl[k]
		}
	}
	return "lengths differ"
}

func TestCloneFunction(t *testing.T) {
	src := `@g = global i32 7

define internal i32 @f(i32 %a, ptr %p) {
entry:
  %x = load i32, ptr @g, align 4
  %c = icmp slt i32 %a, %x
  br i1 %c, label %then, label %done
then:
  %r = call i32 @f(i32 %x, ptr %p)
  br label %done
done:
  %v = phi i32 [ %a, %entry ], [ %r, %then ]
  store i32 %v, ptr %p, align 4, !tbaa !0
  ret i32 %v
}

!0 = !{!"int"}
`
	m, err := Parse("f.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	before := m.String()
	f := m.Func("f")
	nf, err := f.CloneFunction("f.copy")
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(m); err != nil {
		t.Fatalf("verify after clone: %v\n%s", err, m)
	}
	out := m.String()
	fn := before[strings.Index(before, "define"):]
	fn = fn[:strings.Index(fn, "}\n")+2]
	if !strings.Contains(out, fn) {
		t.Errorf("the original changed or moved:\n%s", out)
	}
	body := out[strings.Index(out, "define internal i32 @f.copy"):]
	if !strings.Contains(body, "call i32 @f(i32 %x, ptr %p)") || !strings.Contains(body, "load i32, ptr @g") || !strings.Contains(body, "!tbaa !0") {
		t.Errorf("the copy does not refer to the original's globals, callee and metadata:\n%s", out)
	}
	if len(m.MDNodes) != 1 {
		t.Errorf("%d metadata nodes after the clone, want 1", len(m.MDNodes))
	}
	// Editing the copy leaves the original alone.
	nf.Blocks[0].Instrs[1].Pred = IntSGT
	if !strings.Contains(m.String(), "icmp slt i32 %a, %x") {
		t.Error("editing the copy changed the original")
	}
	if _, err := f.CloneFunction("f.copy"); err == nil {
		t.Error("a clone under a taken name: no error")
	}
	decl := NewFunction("d", Func(Void, nil, false))
	m.AddFunction(decl)
	if _, err := decl.CloneFunction("d.copy"); err == nil {
		t.Error("a clone of a declaration: no error")
	}
}
