package irfuzz_test

import (
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"slices"
	"testing"
)

// maxFuncLines is the longest a function outside tests may be: one that
// cannot be held in one head is split along the seams it already has.
const maxFuncLines = 150

// longFuncs are the functions allowed past maxFuncLines, and why.
var longFuncs = map[string]string{
	// The interpreter's dispatch loop: one switch over the lowered
	// opcodes, kept in one function so that the hot path stays one
	// frame with its locals in registers (BenchmarkInterp). Measured:
	// moving its integer and float fast cases into helpers (one call and
	// a second switch per instruction) took bench interp from about 12x
	// lli to 8.5x on float and intarith.
	"semantics.Machine.exec": "the interpreter's dispatch loop",
}

// TestFunctionLength fails on a non-test function longer than
// maxFuncLines that longFuncs does not name; with -v it lists the ten
// longest.
func TestFunctionLength(t *testing.T) {
	fns, err := funcLengths(".")
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(fns, func(a, b funcLength) int { return b.lines - a.lines })
	for i, f := range fns {
		if i < 10 {
			t.Logf("%5d  %-40s %s", f.lines, f.name, f.pos)
		}
		if _, ok := longFuncs[f.name]; !ok && f.lines > maxFuncLines {
			t.Errorf("%s (%s) has %d lines, more than %d: split it along its seams", f.name, f.pos, f.lines, maxFuncLines)
		}
	}
}

// funcLength is one function's length in lines, with its package-qualified
// name ("semantics.Machine.exec") and position.
type funcLength struct {
	name  string
	pos   string
	lines int
}

// funcLengths measures every function declared in the non-test Go files
// under root.
func funcLengths(root string) ([]funcLength, error) {
	var out []funcLength
	fset := token.NewFileSet()
	err := walkGoFiles(root, fset, 0, func(path string, f *ast.File) error {
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			start, end := fset.Position(fd.Pos()), fset.Position(fd.End())
			out = append(out, funcLength{name: funcName(f.Name.Name, fd), pos: fmt.Sprintf("%s:%d", filepath.ToSlash(path), start.Line), lines: end.Line - start.Line + 1})
		}
		return nil
	})
	return out, err
}

// funcName is a function's package-qualified name: "semantics.Machine.exec".
func funcName(pkg string, fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return pkg + "." + fd.Name.Name
	}
	recv := fd.Recv.List[0].Type
	if star, ok := recv.(*ast.StarExpr); ok {
		recv = star.X
	}
	if idx, ok := recv.(*ast.IndexExpr); ok {
		recv = idx.X
	}
	if id, ok := recv.(*ast.Ident); ok {
		return pkg + "." + id.Name + "." + fd.Name.Name
	}
	return pkg + "." + fd.Name.Name
}
