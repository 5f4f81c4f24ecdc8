package ir_test

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// Parse a module, look at an instruction, and print it back.
func ExampleParse() {
	src := `
define i32 @add1(i32 %x) {
  %y = add nsw i32 %x, 1
  ret i32 %y
}
`
	m, err := ir.Parse("add1.ll", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	add := m.Func("add1").Blocks[0].Instrs[0]
	fmt.Println(add.Op, add.Flags.Has(ir.NSW), add.Ty, len(add.Uses()))
	fmt.Print(m.Func("add1"))
	// Output:
	// add true i32 1
	// define i32 @add1(i32 %x) {
	//   %y = add nsw i32 %x, 1
	//   ret i32 %y
	// }
}

// Parse errors name the file, line and column, and what was expected.
func ExampleParse_error() {
	_, err := ir.Parse("bad.ll", []byte("define i32 @f() {\n  ret i32 %missing\n}\n"))
	fmt.Println(err)
	// Output:
	// bad.ll:2:11: use of undefined value '%missing'
}

// Edit IR through the API: replace every use of an instruction, then verify.
func ExampleReplaceAllUsesWith() {
	m, _ := ir.Parse("f.ll", []byte(`
define i32 @f(i32 %a) {
  %t = mul i32 %a, 1
  %u = add i32 %t, %t
  ret i32 %u
}
`))
	f := m.Func("f")
	t := f.Blocks[0].Instrs[0]
	ir.ReplaceAllUsesWith(t, f.Params[0])
	f.Blocks[0].Instrs = f.Blocks[0].Instrs[1:] // %t is dead now
	t.DropOperands()
	fmt.Println(ir.Verify(m))
	fmt.Println(f.Blocks[0].Instrs[0])
	// Output:
	// <nil>
	// %u = add i32 %a, %a
}

// The verifier reports what is wrong and where.
func ExampleVerify() {
	m, _ := ir.Parse("v.ll", []byte(`
define i32 @f(i32 %a) {
entry:
  %y = add i32 %x, 1
  %x = add i32 %a, 1
  ret i32 %y
}
`))
	fmt.Println(ir.Verify(m))
	// Output:
	// v.ll:4:3: @f: %entry: instruction does not dominate all uses: %x is used before it is defined: %y = add i32 %x, 1
}
