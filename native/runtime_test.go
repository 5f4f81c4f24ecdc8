package native

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestRuntimeFiles parses and verifies every IR runtime file under
// runtime/ within a harness module that uses it (a file refers to the
// harness's globals, so it is checked in place), and checks that each
// file is written into that module whole.
func TestRuntimeFiles(t *testing.T) {
	files, err := filepath.Glob("runtime/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no runtime files (%v)", err)
	}
	h := stubHarness()
	text := h.IR()
	m, err := ir.Parse("harness.ll", []byte(text))
	if err == nil {
		err = ir.Verify(m)
	}
	if err != nil {
		t.Fatalf("harness with stubs: %v", err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		body := strings.ReplaceAll(string(src), "@SLOTBYTES@", "")
		defined := 0
		for _, line := range strings.Split(body, "\n") {
			if !strings.HasPrefix(line, "define ") {
				continue
			}
			defined++
			name := line[strings.IndexByte(line, '@')+1 : strings.IndexByte(line, '(')]
			if fn := m.Func(name); fn == nil || fn.IsDeclaration() {
				t.Errorf("%s: @%s is not defined in the harness module", f, name)
			}
		}
		if defined == 0 {
			t.Errorf("%s defines no function", f)
		}
		if !strings.Contains(string(src), "@SLOTBYTES@") && !strings.Contains(text, string(src)) {
			t.Errorf("%s is not written whole into the harness module", f)
		}
	}
}
