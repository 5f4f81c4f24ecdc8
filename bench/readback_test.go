package bench

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/irfuzz/irfuzz/native"
)

// TestReadback reads back what the newest installed release prints for
// two generated modules and a test file, and counts what irfuzz cannot
// parse or verify.
func TestReadback(t *testing.T) {
	tc, err := native.Find(0, "")
	if err != nil {
		t.Skipf("no LLVM installed: %v", err)
	}
	dir := t.TempDir()
	good := "define i32 @f(i32 %a) {\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "good.ll"), []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := ReadbackConfig{LLVM: tc.Major, Modules: 2, Seed: 3, Dirs: []string{dir}, Pipelines: []string{"O2"}}
	res, err := RunReadback(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Sources) != 2 || res.Sources[0].Inputs != 2 || res.Sources[1].Inputs != 1 || res.Bad() != 0 {
		t.Fatalf("sources %+v %+v, failures %v", res.Sources[0], res.Sources[1], res.Failures)
	}
	var b strings.Builder
	if err := res.WriteTable(&b); err != nil || !strings.Contains(b.String(), "generated") {
		t.Errorf("table: %v\n%s", err, b.String())
	}
	// IR read as the tools printed it (clang -O2's) that irfuzz cannot
	// parse, and IR that does not verify, are rejections.
	src := &ReadbackSource{Name: "direct"}
	res = &ReadbackResult{Sources: []*ReadbackSource{src}}
	var mu sync.Mutex
	tools := &native.Tools{TC: tc, Dir: dir}
	readbackOne(context.Background(), tools, nil, readbackInput{source: src, name: "bad", text: []byte("define i32 @f( {\n"), direct: true}, res, &mu)
	readbackOne(context.Background(), tools, nil, readbackInput{source: src, name: "unverified", text: []byte("define i32 @f() {\n  ret i64 0\n}\n"), direct: true}, res, &mu)
	if src.Inputs != 2 || src.Bad != 2 || len(res.Failures) != 2 || res.Failures[0].Stage != "parse" {
		t.Errorf("two unreadable outputs: %+v, failures %+v", src, res.Failures)
	}
}
