package ir

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseFileVerified(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, src, err string
	}{
		{"good.ll", "define i32 @f() {\n  ret i32 0\n}\n", ""},
		{"bad-syntax.ll", "define i32 @f( {\n", "bad-syntax.ll:"},
		{"bad-verify.ll", "define i32 @f() {\n  ret i64 0\n}\n", "bad-verify.ll: verify:"},
		{"missing.ll", "", "missing.ll"},
	} {
		path := filepath.Join(dir, tc.name)
		if tc.name != "missing.ll" {
			if err := os.WriteFile(path, []byte(tc.src), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		m, err := ParseFileVerified(path)
		switch {
		case tc.err == "" && (err != nil || m == nil):
			t.Errorf("%s: %v", tc.name, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.err)
		}
	}
}
