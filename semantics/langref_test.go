package semantics_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// langrefDir is the Language Reference sweep of package ir (one module
// per instruction, flag, attribute and metadata kind; see
// ir/langref_test.go for the format).
var langrefDir = filepath.Join("..", "ir", "testdata", "langref")

// langrefExpect is a module's "; expect: <args> -> <result>" line.
type langrefExpect struct {
	args []string
	want string
}

// parseExpect reads the expect line out of a sweep module.
func parseExpect(src string) (langrefExpect, error) {
	for line := range strings.SplitSeq(src, "\n") {
		rest, ok := strings.CutPrefix(line, "; expect:")
		if !ok {
			continue
		}
		args, want, ok := strings.Cut(rest, "->")
		if !ok {
			break
		}
		e := langrefExpect{want: strings.TrimSpace(want)}
		if a := strings.TrimSpace(args); a != "" {
			e.args = splitArgs(a)
		}
		return e, nil
	}
	return langrefExpect{}, fmt.Errorf("no '; expect: <args> -> <result>' line")
}

// splitArgs splits a comma-separated argument list at the commas outside
// brackets (vector and aggregate arguments contain commas).
func splitArgs(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '<', '[', '{', '(':
			depth++
		case '>', ']', '}', ')':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}

// matchOutcome says whether got (the outcomes as `irfuzz exec` prints
// them, joined by " | " when several) is the expected result: the same
// text, or for the shorthands "UB" any undefined behaviour and "poison" a
// poison value of any type.
func matchOutcome(want, got string) bool {
	switch want {
	case "UB":
		return strings.HasPrefix(got, "UB:")
	case "poison":
		return got == "poison" || strings.HasSuffix(got, " poison")
	}
	return got == want
}

// runLangref runs @f of a sweep module on the expect line's arguments the
// way `irfuzz exec` does (the abstract mode) and returns the outcomes.
func runLangref(path string, src []byte, e langrefExpect) (string, error) {
	m, err := ir.Parse(path, src)
	if err != nil {
		return "", err
	}
	if err := ir.Verify(m); err != nil {
		return "", err
	}
	p, err := semantics.Load(m)
	if err != nil {
		return "", err
	}
	f := p.FuncByName("f")
	if f == nil {
		return "", fmt.Errorf("no function @f")
	}
	args, err := semantics.ParseArgs(f, e.args)
	if err != nil {
		return "", err
	}
	outs := p.NewMachine(semantics.Config{MaxSteps: 1e6}).Behaviours(f, args, 256)
	texts := make([]string, len(outs))
	for i := range outs {
		texts[i] = outs[i].String()
	}
	return strings.Join(texts, " | "), nil
}

// langrefUnsupported reads the sweep's UNSUPPORTED list: file to stage.
func langrefUnsupported(t *testing.T) map[string]string {
	f, err := os.Open(filepath.Join(langrefDir, "UNSUPPORTED"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		head, why, _ := strings.Cut(line, ":")
		file, stage, _ := strings.Cut(head, " ")
		out[file] = stage + ":" + why
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestLangRefExec runs @f of every module of the Language Reference
// sweep on its expect line's arguments and checks the outcome. A module
// UNSUPPORTED lists at stage exec must still fail (remove it when it
// works); one listed at stage parse is left to package ir's test.
func TestLangRefExec(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(langrefDir, "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no modules in %s (%v)", langrefDir, err)
	}
	unsupported := langrefUnsupported(t)
	pass := 0
	for _, path := range files {
		name := filepath.Base(path)
		listed := unsupported[name]
		t.Run(name, func(t *testing.T) {
			if strings.HasPrefix(listed, "parse:") {
				t.Skipf("unsupported:%s", strings.TrimPrefix(listed, "parse:"))
			}
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			e, err := parseExpect(string(src))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			got, err := runLangref(path, src, e)
			ok := err == nil && matchOutcome(e.want, got)
			if err != nil {
				got = "error: " + err.Error()
			}
			repro := fmt.Sprintf("go run ./cmd/irfuzz exec ir/testdata/langref/%s -f f %s", name, quoteArgs(e.args))
			switch {
			case listed != "" && ok:
				t.Errorf("%s is listed in UNSUPPORTED (%s) but now gives %s as expected: remove it from the list", name, listed, got)
			case listed != "":
				t.Logf("unsupported (%s): got %s, want %s", listed, got, e.want)
			case !ok:
				t.Errorf("@f(%s) = %s, want %s\nrepro: %s", strings.Join(e.args, ", "), got, e.want, repro)
			default:
				pass++
			}
		})
	}
	t.Logf("%d of %d modules give the expected outcome; %d listed UNSUPPORTED", pass, len(files), len(unsupported))
}

func quoteArgs(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = "'" + a + "'"
	}
	return strings.Join(q, " ")
}

// TestLangRefExpectParsing checks the expect-line reader and the outcome
// matcher on the shapes the sweep uses.
func TestLangRefExpectParsing(t *testing.T) {
	for _, tc := range []struct {
		line string
		args []string
		want string
	}{
		{"; expect: i8 3, i8 4 -> i8 7", []string{"i8 3", "i8 4"}, "i8 7"},
		{"; expect: -> void", nil, "void"},
		{"; expect: <2 x i8> <i8 1, i8 2>, i32 0 -> i8 1", []string{"<2 x i8> <i8 1, i8 2>", "i32 0"}, "i8 1"},
	} {
		e, err := parseExpect("; langref: x: y\n" + tc.line + "\n")
		if err != nil || e.want != tc.want || fmt.Sprint(e.args) != fmt.Sprint(tc.args) {
			t.Errorf("parseExpect(%q) = %q %q, %v; want %q %q", tc.line, e.args, e.want, err, tc.args, tc.want)
		}
	}
	if _, err := parseExpect("; langref: x: y\n"); err == nil {
		t.Errorf("parseExpect accepts a module without an expect line")
	}
	for _, tc := range []struct {
		want, got string
		ok        bool
	}{
		{"UB", "UB: division by zero at @f %0 %r", true},
		{"UB", "i8 0", false},
		{"poison", "i8 poison", true},
		{"poison", "i8 undef", false},
		{"i8 7", "i8 7", true},
		{"i8 7", "i8 7 | i8 8", false},
	} {
		if matchOutcome(tc.want, tc.got) != tc.ok {
			t.Errorf("matchOutcome(%q, %q) = %v", tc.want, tc.got, !tc.ok)
		}
	}
}
