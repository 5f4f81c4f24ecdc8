package ir

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The acceptance sweep of the Language Reference: testdata/langref holds
// one module per instruction (instr-*), instruction flag (flag-*),
// attribute (attr-*) and metadata kind (md-*) that llvm-as-22 accepts.
// Each starts with two comment lines,
//
//	; langref: <item>: <one-line rule>
//	; expect: <args> -> <result>
//
// and defines @f. The expect line is checked by semantics' TestLangRefExec;
// this file checks the text side. testdata/langref/UNSUPPORTED lists the
// items irfuzz cannot handle yet, one a line as "<file> <stage>: <why>",
// stage "parse" (parse, verify or round trip fails) or "exec" (the run
// does not give the expected outcome). A listed item that starts to work
// fails the test, so that the list only shrinks.

// langrefDir holds the sweep's modules.
var langrefDir = filepath.Join("testdata", "langref")

// langrefPrefixes are the groups of the sweep.
var langrefPrefixes = []string{"instr-", "flag-", "attr-", "md-"}

// readUnsupported reads an UNSUPPORTED list: file name to stage and reason.
func readUnsupported(path string) (map[string][2]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string][2]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		head, why, ok := strings.Cut(line, ":")
		file, stage, ok2 := strings.Cut(head, " ")
		if !ok || !ok2 || (stage != "parse" && stage != "exec") || strings.TrimSpace(why) == "" {
			return nil, fmt.Errorf("%s:%d: want \"<file> parse|exec: <why>\", got %q", path, n, line)
		}
		if _, dup := out[file]; dup {
			return nil, fmt.Errorf("%s:%d: %s listed twice", path, n, file)
		}
		out[file] = [2]string{stage, strings.TrimSpace(why)}
	}
	return out, sc.Err()
}

// langrefText checks one sweep module on the text side: its header,
// parsing without warnings, the verifier, and a stable round trip.
func langrefText(path string, src []byte) error {
	lines := strings.SplitN(string(src), "\n", 3)
	if len(lines) < 3 || !strings.HasPrefix(lines[0], "; langref: ") || !strings.HasPrefix(lines[1], "; expect: ") ||
		!strings.Contains(lines[1], "->") {
		return fmt.Errorf("the module does not start with '; langref: <item>: <rule>' and '; expect: <args> -> <result>'")
	}
	m, err := Parse(path, src)
	if err != nil {
		return fmt.Errorf("parse: %v", err)
	}
	if len(m.Warnings) > 0 {
		return fmt.Errorf("parse warning: %v", m.Warnings[0])
	}
	if m.Func("f") == nil {
		return fmt.Errorf("no function @f")
	}
	if err := Verify(m); err != nil {
		return fmt.Errorf("verify: %v", err)
	}
	printed := m.String()
	m2, err := Parse(path+" (printed)", []byte(printed))
	if err != nil {
		return fmt.Errorf("parse of the printed text: %v\n%s", err, printed)
	}
	if err := Verify(m2); err != nil {
		return fmt.Errorf("verify of the printed text: %v\n%s", err, printed)
	}
	if again := m2.String(); again != printed {
		return fmt.Errorf("printing is not stable:\nfirst:\n%s\nsecond:\n%s", printed, again)
	}
	return nil
}

// TestLangRef walks testdata/langref: each module must be accepted by
// llvm-as-22 (when installed), parse without warnings, verify, and print
// to text that parses to the same text; those UNSUPPORTED lists at stage
// parse must still fail.
func TestLangRef(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(langrefDir, "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no modules in %s (%v)", langrefDir, err)
	}
	unsupported, err := readUnsupported(filepath.Join(langrefDir, "UNSUPPORTED"))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	_, asErr := os.Stat(llvm22AS)
	if asErr != nil {
		t.Logf("%s not installed: llvm-as-22 acceptance not checked", llvm22AS)
	}
	for _, path := range files {
		name := filepath.Base(path)
		seen[name] = true
		t.Run(name, func(t *testing.T) {
			t.Parallel() // llvm-as-22 on each of some 470 files: two at once
			if !hasAnyPrefix(name, langrefPrefixes) {
				t.Errorf("%s: the name starts with none of %v", name, langrefPrefixes)
			}
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if asErr == nil {
				if out, err := llvm22Assemble(string(src)); err != nil {
					t.Errorf("llvm-as-22 rejects %s: %v\n%s", path, err, out)
				}
			}
			err = langrefText(path, src)
			listed, isListed := unsupported[name]
			switch {
			case isListed && listed[0] == "parse" && err == nil:
				t.Errorf("%s is listed in UNSUPPORTED (%s) but now parses, verifies and round-trips: remove it from the list", name, listed[1])
			case isListed && listed[0] == "parse":
				t.Logf("unsupported (%s): %v", listed[1], err)
			case err != nil:
				t.Errorf("%v\nrepro: go run ./cmd/irfuzz verify ir/%s", err, filepath.ToSlash(path))
			}
		})
	}
	var stale []string
	for name := range unsupported {
		if !seen[name] {
			stale = append(stale, name)
		}
	}
	sort.Strings(stale)
	if len(stale) > 0 {
		t.Errorf("UNSUPPORTED names modules that do not exist: %v", stale)
	}
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// TestLangRefUnsupportedFormat checks that readUnsupported refuses a
// malformed list, so that a typo cannot hide an item.
func TestLangRefUnsupportedFormat(t *testing.T) {
	for _, tc := range []struct {
		text string
		ok   bool
	}{
		{"instr-x.ll exec: needs a personality\n# comment\n\n", true},
		{"instr-x.ll parse: the verifier rejects it\n", true},
		{"instr-x.ll: no stage\n", false},
		{"instr-x.ll run: bad stage\n", false},
		{"instr-x.ll exec:\n", false},
		{"instr-x.ll exec: a\ninstr-x.ll parse: b\n", false},
	} {
		path := filepath.Join(t.TempDir(), "UNSUPPORTED")
		if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := readUnsupported(path)
		if (err == nil) != tc.ok {
			t.Errorf("readUnsupported(%q): err = %v, want ok = %v", tc.text, err, tc.ok)
		}
	}
}
