package semantics_test

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// load parses, verifies and loads a module given as text.
func load(name, src string) (*semantics.Program, error) {
	m, err := ir.Parse(name, []byte(src))
	if err != nil {
		return nil, err
	}
	if err := ir.Verify(m); err != nil {
		return nil, err
	}
	return semantics.Load(m)
}

// Run a function on concrete arguments, on poison, and on an argument
// where it has undefined behaviour.
func ExampleMachine_Run() {
	p, err := load("div.ll", `
define i32 @div(i32 %x, i32 %y) {
entry:
  %q = sdiv i32 %x, %y
  %r = add nsw i32 %q, 1
  ret i32 %r
}
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	f := p.FuncByName("div")
	m := p.NewMachine(semantics.Config{}) // no Chooser: the abstract (source) mode
	for _, in := range [][]string{{"42", "5"}, {"7", "poison"}, {"-2147483648", "-1"}} {
		args := make([]semantics.Val, len(in))
		for i, s := range in {
			if args[i], err = semantics.ParseArg(f.Params[i].Ty, s); err != nil {
				fmt.Println(err)
				return
			}
		}
		o := m.Run("div", args)
		fmt.Printf("div(%s) = %s\n", strings.Join(in, ", "), o.String())
	}
	// Output:
	// div(42, 5) = i32 9
	// div(7, poison) = UB: division by poison or undef at @div %entry %q
	// div(-2147483648, -1) = UB: signed division overflow at @div %entry %q
}

// Check that a target function refines a source function: `x + 1 > x`
// folds to true only when the addition cannot wrap (nsw makes a wrapped
// result poison, which allows any value).
func ExampleChecker_Check() {
	p, err := load("fold.ll", `
define i1 @src(i8 %x) {
  %a = add i8 %x, 1
  %c = icmp sgt i8 %a, %x
  ret i1 %c
}

define i1 @src_nsw(i8 %x) {
  %a = add nsw i8 %x, 1
  %c = icmp sgt i8 %a, %x
  ret i1 %c
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	tgt := p.FuncByName("tgt")
	c := semantics.NewChecker(p, p, semantics.CheckOptions{})
	for _, name := range []string{"src_nsw", "src"} {
		src := p.FuncByName(name)
		v := c.Check(src, tgt)
		fmt.Printf("@%s -> @tgt: %s\n", name, v.String())
		if !v.Correct {
			fmt.Printf("  input:  %s\n", semantics.FormatVal(src.Params[0].Ty, &v.Input[0]))
			fmt.Printf("  source: %s\n  target: %s\n", v.Source, v.Target)
		}
	}
	// Refines checks one input.
	v := semantics.Refines(p.FuncByName("src"), tgt, []semantics.Val{{Bits: 5}})
	fmt.Println("on 5:", v.String())
	// Output:
	// @src_nsw -> @tgt: correct
	// @src -> @tgt: incorrect: return value differs
	//   input:  i8 127
	//   source: i1 false
	//   target: i1 true
	// on 5: correct
}

// Run a whole program: main, with the C library's printf.
func ExampleMachine_RunMain() {
	p, err := load("squares.ll", `
@fmt = private constant [15 x i8] c"%d squared %d\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 1, %entry ], [ %next, %loop ]
  %sq = mul i32 %i, %i
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %i, i32 %sq)
  %next = add i32 %i, 1
  %done = icmp sgt i32 %next, %argc
  br i1 %done, label %exit, label %loop

exit:
  ret i32 3
}
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	m := p.NewMachine(semantics.Config{Chooser: semantics.ZeroChooser{}}) // the concrete mode
	o := m.RunMain([]string{"squares", "a", "b"})                         // argc is 3
	fmt.Print(string(o.Stdout))
	fmt.Println(o.String())
	// Output:
	// 1 squared 1
	// 2 squared 4
	// 3 squared 9
	// exit 3
}
