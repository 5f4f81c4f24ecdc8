package ir

import (
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// refsCases are small modules, the roots taken from each (function or
// global names) and what References must find for them: global values,
// identified types, numbered metadata, attribute groups and comdats, each
// written as the printer names it. Each module also has something the
// roots do not need.
var refsCases = []struct {
	name, src string
	roots     []string
	values    []string
	types     []string
	md        []string
	groups    []string
	comdats   []string
}{
	{
		name: "global only in another global's getelementptr initialiser",
		src: `@a = global [4 x i32] zeroinitializer
@b = global ptr getelementptr (i8, ptr @a, i64 4)
@unused = global i32 3

define ptr @f() {
  %p = load ptr, ptr @b, align 8
  ret ptr %p
}

define void @other() {
  store i32 1, ptr @unused, align 4
  ret void
}
`,
		roots:  []string{"f"},
		values: []string{"@a", "@b", "@f"},
	},
	{
		name: "metadata through !dbg, a nested node and a debug record",
		src: `define i32 @f(i32 %x) !dbg !3 {
  %y = add i32 %x, 1, !dbg !7
    #dbg_value(i32 %y, !6, !DIExpression(), !7)
  ret i32 %y, !annotation !9
}

define void @g() {
  ret void, !annotation !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "p", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "c.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocalVariable(name: "y", scope: !3, file: !1, line: 2)
!7 = !DILocation(line: 2, column: 1, scope: !8)
!8 = distinct !DILexicalBlock(scope: !3, file: !1, line: 2)
!9 = !{!"used"}
!10 = !{!"unused"}
`,
		roots:  []string{"f"},
		values: []string{"@f"},
		md:     []string{"!0", "!1", "!3", "!4", "!5", "!6", "!7", "!8", "!9"},
	},
	{
		name: "attribute groups of the function, its parameters, call sites and callees",
		src: `%T = type { i32, %U }
%U = type { i8 }
%V = type { i64 }

define void @f(ptr byval(%T) %p) #0 {
  call void @g(ptr %p) #1
  ret void
}

declare void @g(ptr) #2

define void @h() #3 {
  %v = alloca %V, align 8
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { cold }
attributes #2 = { noinline }
attributes #3 = { optsize }
`,
		roots:  []string{"f"},
		values: []string{"@f", "@g"},
		types:  []string{"%T", "%U"},
		groups: []string{"#0", "#1", "#2"},
	},
	{
		name: "personality, bundle input, alias, ifunc, comdat, prefix data",
		src: `$c = comdat any

@tag = global i8 0
@target = global i32 1, comdat($c)
@al = alias i32, ptr @target
@if = ifunc void (), ptr @resolve
@unused = global i32 2

define void @f() prefix i32 7 personality ptr @pers {
  call void @g() [ "deopt"(ptr @tag) ]
  store ptr @al, ptr @tag, align 8
  call void @if()
  ret void
}

define ptr @resolve() {
  ret ptr null
}

declare void @g()

declare i32 @pers(...)
`,
		roots:   []string{"f"},
		values:  []string{"@al", "@f", "@g", "@if", "@pers", "@resolve", "@tag", "@target"},
		comdats: []string{"$c"},
	},
	{
		name: "a global named by metadata, an unnamed global, blockaddress",
		src: `@0 = private global i32 5
@m = global i32 6
@n = global i32 7
@ba = global ptr blockaddress(@jump, %l)

define void @f() {
  %x = load i32, ptr @0, align 4, !extra !0
  ret void
}

define void @jump() {
  br label %l

l:
  ret void
}

define void @h() {
  %y = load i32, ptr @n, align 4
  ret void
}

!0 = !{ptr @m}
`,
		roots:  []string{"f", "ba"},
		values: []string{"@0", "@ba", "@f", "@jump", "@m"},
		md:     []string{"!0"},
	},
}

// refsNames returns the printed names of what s holds, sorted.
func refsNames(s *RefSet) (values, types, md, groups, comdats []string) {
	for v := range s.Values {
		values = append(values, v.Ident())
	}
	for t := range s.Types {
		types = append(types, t.String())
	}
	for n := range s.MDNodes {
		md = append(md, "!"+strconv.Itoa(n.ID))
	}
	for g := range s.AttrGroups {
		groups = append(groups, "#"+strconv.Itoa(g))
	}
	for c := range s.Comdats {
		comdats = append(comdats, "$"+c.Name)
	}
	for _, l := range [][]string{values, types, md, groups, comdats} {
		slices.Sort(l)
	}
	return
}

// refsSubset returns a module of what s holds from m, sharing m's
// entities: it is only to be printed.
func refsSubset(m *Module, s *RefSet) *Module {
	n := &Module{DataLayout: m.DataLayout, Triple: m.Triple}
	keep := func(v Value) bool { return s.Values[v] }
	for _, t := range m.Types {
		if s.Types[t] {
			n.Types = append(n.Types, t)
		}
	}
	for _, c := range m.Comdats {
		if s.Comdats[c] {
			n.Comdats = append(n.Comdats, c)
		}
	}
	for _, g := range m.Globals {
		if keep(g) {
			n.Globals = append(n.Globals, g)
		}
	}
	for _, a := range m.Aliases {
		if keep(a) {
			n.Aliases = append(n.Aliases, a)
		}
	}
	for _, i := range m.IFuncs {
		if keep(i) {
			n.IFuncs = append(n.IFuncs, i)
		}
	}
	for _, f := range m.Funcs {
		if keep(f) {
			n.Funcs = append(n.Funcs, f)
		}
	}
	for _, g := range m.AttrGroups {
		if s.AttrGroups[g.ID] {
			n.AttrGroups = append(n.AttrGroups, g)
		}
	}
	for _, x := range m.MDNodes {
		if s.MDNodes[x] {
			n.MDNodes = append(n.MDNodes, x)
		}
	}
	return n
}

func TestReferences(t *testing.T) {
	as, _ := exec.LookPath("llvm-as-19")
	for _, c := range refsCases {
		t.Run(c.name, func(t *testing.T) {
			m, err := Parse(c.name, []byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			if err := Verify(m); err != nil {
				t.Fatalf("the test module does not verify: %v", err)
			}
			var roots []Value
			for _, name := range c.roots {
				if f := m.Func(name); f != nil {
					roots = append(roots, f)
				} else if g := m.Global(name); g != nil {
					roots = append(roots, g)
				} else {
					t.Fatalf("no root %s", name)
				}
			}
			s := References(roots...)
			values, types, md, groups, comdats := refsNames(s)
			for _, x := range []struct {
				what      string
				got, want []string
			}{
				{"values", values, c.values},
				{"types", types, c.types},
				{"metadata", md, c.md},
				{"attribute groups", groups, c.groups},
				{"comdats", comdats, c.comdats},
			} {
				if strings.Join(x.got, " ") != strings.Join(x.want, " ") {
					t.Errorf("%s: got %q, want %q", x.what, x.got, x.want)
				}
			}
			// What is found must be enough: the subset prints as a module
			// that parses (every name defined) and, when llvm-as-19 is
			// installed, that LLVM accepts.
			text := refsSubset(m, s).String()
			if _, err := Parse("subset", []byte(text)); err != nil {
				t.Fatalf("subset does not parse: %v\n%s", err, text)
			}
			if as != "" {
				if out, err := ptRun(as, []byte(text), "-o", "/dev/null"); err != nil {
					t.Errorf("llvm-as-19 rejects the subset: %v\n%s\n%s", err, out, text)
				}
			}
		})
	}
}

// TestReferencesRoots checks roots that are not global values: an
// instruction adds what it names, and a function reached from it is walked.
func TestReferencesRoots(t *testing.T) {
	m, err := Parse("roots", []byte(refsCases[0].src))
	if err != nil {
		t.Fatal(err)
	}
	load := m.Func("f").Blocks[0].Instrs[0]
	// Nil roots, typed or not, name nothing.
	values, _, _, _, _ := refsNames(References(load, nil, (*Function)(nil), (*Instruction)(nil), (*Const)(nil)))
	if got := strings.Join(values, " "); got != "@a @b" {
		t.Errorf("references of %s: %s, want @a @b", load, got)
	}
}

// TestClosure checks Closure, which follows operands, constants,
// initialisers, aliasees and resolvers only.
func TestClosure(t *testing.T) {
	m, err := Parse("closure", []byte(refsCases[3].src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for v := range Closure(m.Func("f")) {
		got = append(got, v.Ident())
	}
	slices.Sort(got)
	// Not @pers: Closure does not look at personalities, nor at bundle
	// inputs (@tag is also stored to).
	if want := "@al @f @g @if @resolve @tag @target"; strings.Join(got, " ") != want {
		t.Errorf("Closure(@f) = %s, want %s", strings.Join(got, " "), want)
	}
}
