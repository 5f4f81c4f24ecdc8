package irfuzz_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// maxFuncLines is the longest a function outside tests may be: one that
// cannot be held in one head is split along the seams it already has.
const maxFuncLines = 150

// longFuncs are the functions allowed past maxFuncLines, and why.
var longFuncs = map[string]string{
	// The interpreter's dispatch loop: one switch over the lowered
	// opcodes, kept in one function so that the hot path stays one
	// frame with its locals in registers (BenchmarkInterp).
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
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			name := f.Name.Name + "." + fd.Name.Name
			if fd.Recv != nil && len(fd.Recv.List) > 0 {
				recv := fd.Recv.List[0].Type
				if star, ok := recv.(*ast.StarExpr); ok {
					recv = star.X
				}
				if idx, ok := recv.(*ast.IndexExpr); ok {
					recv = idx.X
				}
				if id, ok := recv.(*ast.Ident); ok {
					name = f.Name.Name + "." + id.Name + "." + fd.Name.Name
				}
			}
			start, end := fset.Position(fd.Pos()), fset.Position(fd.End())
			out = append(out, funcLength{name: name, pos: fmt.Sprintf("%s:%d", filepath.ToSlash(path), start.Line), lines: end.Line - start.Line + 1})
		}
		return nil
	})
	return out, err
}
