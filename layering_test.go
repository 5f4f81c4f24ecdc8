package irfuzz_test

// The layering of irfuzz's packages, checked in the spirit of Go's
// go/build/deps_test.go: every project package and the project packages
// its non-test files may import. A new import between project packages
// fails this test until the table says it is meant; so does a new
// package. Standard-library and third-party imports are not judged.

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const modulePath = "github.com/irfuzz/irfuzz"

// allowedImports lists, per package (relative to the module), the project
// packages it may import directly. Read bottom-up: leaves first, then the
// IR and its meaning, the tools, the oracle, what runs it, the CLI.
var allowedImports = map[string][]string{
	// Leaves: no project imports.
	"internal/lazyre":    {},
	"internal/llvmbin":   {},
	"internal/median":    {},
	"internal/parallel":  {},
	"internal/randconst": {"ir"},
	"semantics/cformat":  {},
	// The table of LLVM releases: every fact that differs between them.
	"release": {},

	// Result records: read by reports, the corpus and the reducer
	// without anything that runs tools or interprets IR.
	"finding": {"internal/lazyre"},

	// The IR, and what makes and means it.
	"ir":        {"internal/lazyre", "release"},
	"gen":       {"internal/randconst", "ir", "release"},
	"mutate":    {"internal/randconst", "ir", "release"},
	"semantics": {"ir", "semantics/cformat"},
	// Refinement verdicts against a manifest of known answers.
	"conformance": {"ir", "semantics"},

	// The LLVM tools and the programs they build.
	"native":          {"internal/lazyre", "internal/llvmbin", "ir", "release"},
	"campaign/csmith": {"internal/llvmbin", "native", "release"},

	// The oracle and what is built on it.
	"oracle":   {"finding", "internal/lazyre", "ir", "native", "release", "semantics"},
	"reduce":   {"finding", "ir", "native", "oracle", "upstream"},
	"upstream": {"finding", "internal/lazyre", "ir", "native", "oracle", "release"},
	"corpus":   {"finding", "internal/lazyre", "internal/parallel", "ir", "native", "oracle", "release"},
	"campaign": {"campaign/csmith", "finding", "gen", "internal/median", "ir", "mutate", "native", "oracle", "reduce"},
	"reports":  {"finding", "internal/median"},
	// Release ranges: corpus replays on every installed release (a
	// campaign gets them through ReduceConfig.Releases, from the CLI).
	"rangecheck": {"corpus", "finding", "native", "oracle", "release"},

	// Measurements, test tools and self-fuzzing.
	"bench":                 {"campaign", "campaign/csmith", "finding", "gen", "internal/faketools", "internal/lazyre", "internal/median", "ir", "native", "oracle", "reduce", "release", "semantics"},
	"internal/faketools":    {"native"},
	"internal/testkit":      {"finding", "ir", "native", "oracle"},
	"internal/cformatcases": {"semantics/cformat"},
	"selffuzz":              {"ir", "mutate", "reduce", "semantics"},

	// The CLI wires everything.
	"cmd/irfuzz": {"bench", "campaign", "campaign/csmith", "conformance", "corpus", "finding", "gen", "internal/lazyre", "internal/parallel", "ir", "mutate", "native", "oracle", "rangecheck", "reduce", "release", "reports", "semantics", "upstream"},
}

func TestLayering(t *testing.T) {
	imports, err := projectImports(".")
	if err != nil {
		t.Fatal(err)
	}
	for pkg, deps := range imports {
		allowed, ok := allowedImports[pkg]
		if !ok {
			t.Errorf("package %s is not in allowedImports: add it with the project packages it may import", pkg)
			continue
		}
		for _, d := range deps {
			if !slices.Contains(allowed, d) {
				t.Errorf("%s imports %s, which allowedImports does not allow", pkg, d)
			}
		}
	}
	for pkg := range allowedImports {
		if _, ok := imports[pkg]; !ok {
			t.Errorf("allowedImports lists %s, which has no non-test Go files", pkg)
		}
	}
}

// projectImports maps each package directory under root (relative, with
// slashes) to the project packages its non-test files import.
func projectImports(root string) (map[string][]string, error) {
	out := map[string][]string{}
	err := walkGoFiles(root, token.NewFileSet(), parser.ImportsOnly, func(path string, f *ast.File) error {
		if f.Name.Name == "main" && filepath.Dir(path) == root {
			return nil // a stray main at the root is no package of the tree
		}
		pkg := filepath.ToSlash(filepath.Dir(path))
		if _, ok := out[pkg]; !ok {
			out[pkg] = []string{}
		}
		for _, spec := range f.Imports {
			p, err := strconv.Unquote(spec.Path.Value)
			if err != nil {
				return err
			}
			rel, ok := strings.CutPrefix(p, modulePath+"/")
			if ok && !slices.Contains(out[pkg], rel) {
				out[pkg] = append(out[pkg], rel)
			}
		}
		return nil
	})
	return out, err
}

// walkGoFiles parses every non-test Go file under root (hidden folders,
// folders starting with "_" and testdata left out) into fset with mode
// and calls visit on it.
func walkGoFiles(root string, fset *token.FileSet, mode parser.Mode, visit func(path string, f *ast.File) error) error {
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if path != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, mode|parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		return visit(path, f)
	})
}
