package ir_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/ir"
)

// The round-trip test checks the parser and printer against LLVM 19 itself.
//
// For every .ll file under testdata/roundtrip (walked recursively) that
// llvm-as-19 accepts:
//
//  1. ir.Parse the file and print it with (*ir.Module).String;
//  2. printing is idempotent: print(parse(print(x))) == print(x);
//  3. llvm-as-19 accepts the printed text;
//  4. llvm-dis-19 of both assembled modules is identical (the "; ModuleID"
//     line is ignored).
//
// For every .ll file under testdata/typed (LLVM 14 typed-pointer IR), steps 1-3
// hold, and llvm-dis-19 of the printed module equals llvm-dis-19 of
// `opt-14 -S -opaque-pointers` of the original re-assembled by llvm-as-19.
//
// Without the LLVM 19 tools the test fails, unless -short is given: then only
// steps 1 and 2 run. llvm-as-19 | llvm-dis-19 results are memoized under the
// user cache directory (IRFUZZ_ROUNDTRIP_NOCACHE=1 turns that off). A failing
// subtest prints a diff excerpt and a command that reruns it; our printed
// text is saved under $TMPDIR/irfuzz-roundtrip for the diff command.
// testdata/regen.sh regenerates the generated corpus files.

const (
	rtDir      = "testdata/roundtrip"
	rtTypedDir = "testdata/typed"
	// rtToolSlots bounds how many external LLVM processes run at once (the
	// machine has 2 cores; each subtest runs up to two tools concurrently).
	rtToolSlots   = 4
	rtToolTimeout = 60 * time.Second
)

// rtToolSem is shared by every subtest so that at most rtToolSlots LLVM
// processes run at any moment, whatever -parallel says.
var rtToolSem = make(chan struct{}, rtToolSlots)

// rtTypedInfeasible lists typed/ files whose opt-14 upgrade differs from
// LLVM 19 for reasons unrelated to our parser or printer. For them the test
// only checks that the printed text is accepted by llvm-as-19 and by
// opt-19 -passes=verify. Empty today: every typed/ file compares exactly.
var rtTypedInfeasible = map[string]string{}

// rtTools are the external programs the full (non-short) test needs.
var rtTools = []string{"llvm-as-19", "llvm-dis-19", "opt-19"}

// TestRoundTrip checks parse -> print -> llvm-as-19 -> llvm-dis-19 against
// LLVM for every file of testdata/roundtrip (see the comment at the top).
func TestRoundTrip(t *testing.T) {
	files := rtFiles(t, rtDir)
	if len(files) == 0 {
		t.Fatalf("no .ll files under %s", rtDir)
	}
	full := rtNeedTools(t)
	for _, path := range files {
		name := strings.TrimPrefix(filepath.ToSlash(path), rtDir+"/")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			rtFile(t, path, full)
		})
	}
}

// TestRoundTripTyped checks LLVM 14 typed-pointer files against
// opt-14 -opaque-pointers.
func TestRoundTripTyped(t *testing.T) {
	files := rtFiles(t, rtTypedDir)
	if len(files) == 0 {
		t.Fatalf("no .ll files under %s", rtTypedDir)
	}
	full := rtNeedTools(t)
	have14 := true
	if _, err := exec.LookPath("opt-14"); err != nil {
		have14 = false
	}
	for _, path := range files {
		name := strings.TrimPrefix(filepath.ToSlash(path), rtTypedDir+"/")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			rtTypedFile(t, path, full, have14)
		})
	}
}

// TestRoundTripCorpusSize guards the corpus against accidental deletion.
func TestRoundTripCorpusSize(t *testing.T) {
	all := rtFiles(t, rtDir)
	hand := 0
	for _, f := range all {
		base := filepath.Base(f)
		if filepath.Base(filepath.Dir(f)) == "hand" && !strings.HasPrefix(base, "c-") {
			hand++
		}
	}
	if len(all) < 400 {
		t.Errorf("roundtrip corpus has %d .ll files, want >= 400", len(all))
	}
	if hand < 240 {
		t.Errorf("roundtrip/hand has %d hand-written .ll files, want >= 240", hand)
	}
	if typed := rtFiles(t, rtTypedDir); len(typed) < 25 {
		t.Errorf("typed corpus has %d .ll files, want >= 25", len(typed))
	}
}

// rtNeedTools reports whether the LLVM 19 tools are usable. Missing tools fail
// the test unless -short is given.
func rtNeedTools(t *testing.T) bool {
	t.Helper()
	if testing.Short() {
		return false
	}
	for _, tool := range rtTools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not found in PATH (install LLVM 19, or run with -short to only parse and print): %v", tool, err)
		}
	}
	return true
}

// rtFiles lists the .ll files under dir, recursively, sorted.
func rtFiles(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".ll") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("walk %s: %v", dir, err)
	}
	sort.Strings(files)
	return files
}

func rtFile(t *testing.T, path string, full bool) {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if full {
		// Assemble the original concurrently with our own work; ch is
		// buffered, so the goroutine never blocks.
		type res struct {
			dis string
			err error
		}
		ch := make(chan res, 1)
		go func() {
			d, err := rtAssembleDis(src)
			ch <- res{d, err}
		}()
		printed, ok := rtParsePrint(t, path, src)
		r := <-ch
		if r.err != nil {
			t.Skipf("llvm-as-19 rejects the original, nothing to compare: %v", r.err)
		}
		if !ok {
			return
		}
		rtCheckPrinted(t, path, printed, r.dis, "llvm-dis-19 of the original")
		return
	}
	rtParsePrint(t, path, src)
}

func rtTypedFile(t *testing.T, path string, full, have14 bool) {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	printed, ok := rtParsePrint(t, path, src)
	if !ok || !full {
		return
	}
	reason, infeasible := rtTypedInfeasible[filepath.Base(path)]
	if !have14 || infeasible {
		if !have14 {
			reason = "opt-14 not installed"
		}
		t.Logf("comparison with LLVM 14 skipped (%s); checking llvm-as-19 and opt-19 -passes=verify only", reason)
		if _, err := rtAssembleDis([]byte(printed)); err != nil {
			t.Fatalf("llvm-as-19 rejects our printed text: %v\n%s\nrepro: %s", err, rtErrorContext(printed, err, "<stdin>:", "(printed):"), rtRepro(t, path, printed))
		}
		if _, err := rtRunTool([]byte(printed), "opt-19", "-passes=verify", "-disable-output"); err != nil {
			t.Fatalf("opt-19 -passes=verify rejects our printed text: %v\nrepro: %s", err, rtRepro(t, path, printed))
		}
		return
	}
	upgraded, err := rtRunTool(src, "opt-14", "-S", "-opaque-pointers")
	if err != nil {
		t.Fatalf("opt-14 -S -opaque-pointers rejects the original: %v", err)
	}
	want, err := rtAssembleDis(upgraded)
	if err != nil {
		t.Fatalf("llvm-as-19 rejects the opt-14 -opaque-pointers output: %v", err)
	}
	rtCheckPrinted(t, path, printed, want, "llvm-dis-19 of opt-14 -opaque-pointers of the original")
}

// rtParsePrint parses src, prints it, and checks that printing is idempotent.
// It returns the printed text and whether parsing and printing succeeded.
func rtParsePrint(t *testing.T, path string, src []byte) (string, bool) {
	t.Helper()
	m, err := rtParse(path, src)
	if err != nil {
		t.Errorf("parse: %v\n%s\nrepro: %s", err, rtErrorContext(string(src), err, path+":"), rtRepro(t, path, ""))
		return "", false
	}
	printed, ok := rtString(t, m)
	if !ok {
		return "", false
	}
	m2, err := rtParse(path+" (printed)", []byte(printed))
	if err != nil {
		t.Errorf("our printed text does not parse back: %v\n%s\nrepro: %s", err, rtErrorContext(printed, err, "<stdin>:", "(printed):"), rtRepro(t, path, printed))
		return printed, true
	}
	if again, ok := rtString(t, m2); ok && again != printed {
		t.Errorf("printing is not idempotent: print(parse(print(x))) != print(x)\n%s\nrepro: %s",
			rtDiff(printed, again, "print(x)", "print(parse(print(x)))"), rtRepro(t, path, printed))
	}
	return printed, true
}

// rtParse is ir.Parse with a parser panic turned into an error: a panic in
// one parallel subtest would otherwise end the whole test binary and hide
// every other result.
func rtParse(name string, src []byte) (m *ir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, fmt.Errorf("ir.Parse panicked: %v", r)
		}
	}()
	return ir.Parse(name, src)
}

// rtString prints m, turning a printer panic into a test error so that one
// bad file does not take down the other subtests.
func rtString(t *testing.T, m *ir.Module) (s string, ok bool) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("(*ir.Module).String panicked: %v", r)
			ok = false
		}
	}()
	return m.String(), true
}

// rtCheckPrinted assembles our printed text and compares its llvm-dis-19
// output with want.
func rtCheckPrinted(t *testing.T, path, printed, want, wantName string) {
	t.Helper()
	got, err := rtAssembleDis([]byte(printed))
	if err != nil {
		t.Fatalf("llvm-as-19 rejects our printed text: %v\n%s\nrepro: %s", err, rtErrorContext(printed, err, "<stdin>:", "(printed):"), rtRepro(t, path, printed))
	}
	if got != want {
		t.Errorf("llvm-dis-19 output differs (- %s, + llvm-dis-19 of our printed text)\n%s\nrepro: %s",
			wantName, rtDiff(want, got, "want", "got"), rtRepro(t, path, printed))
	}
}

// rtAssembleDis runs llvm-as-19 | llvm-dis-19 on src (through stdin, so that
// the module identifier and default source_filename are "<stdin>" for every
// input) and returns the text without the "; ModuleID" line.
//
// Successful results are memoized on disk (see rtCacheDir), keyed by the
// input text and the identity of both tool binaries: the corpus and, as long
// as the printer is unchanged, our printed text are the same from run to run,
// and spawning the tools is most of this test's cost.
func rtAssembleDis(src []byte) (string, error) {
	key := rtCacheKey(src)
	if key != "" {
		if b, err := os.ReadFile(filepath.Join(rtCacheDir, key)); err == nil {
			return string(b), nil
		}
	}
	bc, err := rtRunTool(src, "llvm-as-19", "-o", "-", "-")
	if err != nil {
		return "", err
	}
	dis, err := rtRunTool(bc, "llvm-dis-19", "-o", "-", "-")
	if err != nil {
		return "", err
	}
	text := rtDropModuleID(string(dis))
	if key != "" {
		// Write then rename, so that a concurrent reader never sees half a file.
		tmp, err := os.CreateTemp(rtCacheDir, key+".tmp*")
		if err == nil {
			_, werr := tmp.WriteString(text)
			cerr := tmp.Close()
			if werr != nil || cerr != nil || os.Rename(tmp.Name(), filepath.Join(rtCacheDir, key)) != nil {
				os.Remove(tmp.Name())
			}
		}
	}
	return text, nil
}

// rtCacheDir holds memoized llvm-as-19 | llvm-dis-19 outputs; rtToolsID names
// the tool binaries (path, size, modification time). Both are set by
// rtInitCache; an empty rtCacheDir disables the cache, as does
// IRFUZZ_ROUNDTRIP_NOCACHE=1.
var (
	rtCacheOnce sync.Once
	rtCacheDir  string
	rtToolsID   string
)

func rtInitCache() {
	if os.Getenv("IRFUZZ_ROUNDTRIP_NOCACHE") == "1" {
		return
	}
	var id strings.Builder
	for _, tool := range []string{"llvm-as-19", "llvm-dis-19"} {
		path, err := exec.LookPath(tool)
		if err != nil {
			return
		}
		real, err := filepath.EvalSymlinks(path)
		if err != nil {
			return
		}
		fi, err := os.Stat(real)
		if err != nil {
			return
		}
		fmt.Fprintf(&id, "%s %d %d\n", real, fi.Size(), fi.ModTime().UnixNano())
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return
	}
	dir := filepath.Join(base, "irfuzz", "roundtrip-dis")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return
	}
	// Every printer change adds a generation of entries; start afresh
	// rather than grow without bound.
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > rtCacheMaxEntries {
		for _, e := range entries {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
	rtCacheDir, rtToolsID = dir, id.String()
}

// rtCacheMaxEntries bounds the cache: about ten generations of the corpus.
const rtCacheMaxEntries = 10000

// rtCacheKey is the cache file name for src, or "" when caching is off.
func rtCacheKey(src []byte) string {
	rtCacheOnce.Do(rtInitCache)
	if rtCacheDir == "" {
		return ""
	}
	h := sha256.New()
	h.Write([]byte(rtToolsID))
	h.Write(src)
	return hex.EncodeToString(h.Sum(nil))
}

// rtRunTool runs an LLVM tool with stdin as input, holding a slot of rtToolSem.
func rtRunTool(stdin []byte, name string, args ...string) ([]byte, error) {
	rtToolSem <- struct{}{}
	defer func() { <-rtToolSem }()
	ctx, cancel := context.WithTimeout(context.Background(), rtToolTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, strings.TrimSpace(errb.String()))
	}
	return out.Bytes(), nil
}

func rtDropModuleID(s string) string {
	if strings.HasPrefix(s, "; ModuleID") {
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			return s[i+1:]
		}
		return ""
	}
	return s
}

// rtRepro is a copy-paste command that reruns one subtest and shows the
// difference with LLVM. When printed is not empty it is saved to a file under
// the system temp directory so that it can be fed to the LLVM tools by hand.
func rtRepro(t *testing.T, path, printed string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	var run []string
	for _, elem := range strings.Split(t.Name(), "/") {
		run = append(run, "^"+regexp.QuoteMeta(elem)+"$")
	}
	cmd := fmt.Sprintf("go test ./ir -run '%s' -v", strings.Join(run, "/"))
	if printed == "" {
		return cmd
	}
	dir := filepath.Join(os.TempDir(), "irfuzz-roundtrip")
	out := filepath.Join(dir, strings.ReplaceAll(strings.TrimSuffix(t.Name(), ".ll"), "/", "_")+".printed.ll")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return cmd
	}
	if err := os.WriteFile(out, []byte(printed), 0o644); err != nil {
		return cmd
	}
	return fmt.Sprintf("%s\n  diff <(llvm-as-19 -o - < %s | llvm-dis-19) <(llvm-as-19 -o - < %s | llvm-dis-19)", cmd, abs, out)
}

// rtErrorContext finds "MARKER LINE:COL" in an error about text (MARKER is
// the file name the error uses, e.g. "<stdin>:") and shows the lines of text
// around LINE.
func rtErrorContext(text string, err error, markers ...string) string {
	msg := err.Error()
	for _, marker := range markers {
		i := strings.Index(msg, marker)
		if i < 0 {
			continue
		}
		rest := msg[i+len(marker):]
		j := strings.IndexByte(rest, ':')
		if j < 0 {
			continue
		}
		line, convErr := strconv.Atoi(rest[:j])
		if convErr != nil {
			continue
		}
		lines := strings.Split(text, "\n")
		var b strings.Builder
		fmt.Fprintf(&b, "text around line %d:\n", line)
		for k := max(1, line-3); k <= min(len(lines), line+3); k++ {
			mark := "  "
			if k == line {
				mark = "> "
			}
			fmt.Fprintf(&b, "%s%5d | %s\n", mark, k, lines[k-1])
		}
		return b.String()
	}
	return ""
}

// rtDiff returns a unified-style diff of a and b: hunks with 3 lines of
// context, at most 80 lines in all. The common prefix and suffix are trimmed
// first; the rest is diffed line by line with an LCS table when it is small
// enough, else shown as one removed block and one added block.
func rtDiff(a, b, aName, bName string) string {
	al := strings.Split(a, "\n")
	bl := strings.Split(b, "\n")
	pre := 0
	for pre < len(al) && pre < len(bl) && al[pre] == bl[pre] {
		pre++
	}
	suf := 0
	for suf < len(al)-pre && suf < len(bl)-pre && al[len(al)-1-suf] == bl[len(bl)-1-suf] {
		suf++
	}
	type op struct {
		kind byte // ' ', '-' or '+'
		line string
		an   int // 1-based line in a (for ' ' and '-') or the next a line (for '+')
	}
	var ops []op
	for k := 0; k < pre; k++ {
		ops = append(ops, op{' ', al[k], k + 1})
	}
	am, bm := al[pre:len(al)-suf], bl[pre:len(bl)-suf]
	if len(am)*len(bm) <= 4_000_000 {
		// lcs[i][j] is the LCS length of am[i:] and bm[j:].
		w := len(bm) + 1
		lcs := make([]int32, (len(am)+1)*w)
		for i := len(am) - 1; i >= 0; i-- {
			for j := len(bm) - 1; j >= 0; j-- {
				if am[i] == bm[j] {
					lcs[i*w+j] = lcs[(i+1)*w+j+1] + 1
				} else {
					lcs[i*w+j] = max(lcs[(i+1)*w+j], lcs[i*w+j+1])
				}
			}
		}
		i, j := 0, 0
		for i < len(am) || j < len(bm) {
			switch {
			case i < len(am) && j < len(bm) && am[i] == bm[j]:
				ops = append(ops, op{' ', am[i], pre + i + 1})
				i++
				j++
			case i < len(am) && (j == len(bm) || lcs[(i+1)*w+j] >= lcs[i*w+j+1]):
				ops = append(ops, op{'-', am[i], pre + i + 1})
				i++
			default:
				ops = append(ops, op{'+', bm[j], pre + i + 1})
				j++
			}
		}
	} else {
		for k, l := range am {
			ops = append(ops, op{'-', l, pre + k + 1})
		}
		for _, l := range bm {
			ops = append(ops, op{'+', l, pre + len(am) + 1})
		}
	}
	for k := len(al) - suf; k < len(al); k++ {
		ops = append(ops, op{' ', al[k], k + 1})
	}

	const ctx, maxOut = 3, 80
	show := make([]bool, len(ops))
	for k, o := range ops {
		if o.kind != ' ' {
			for d := max(0, k-ctx); d <= min(len(ops)-1, k+ctx); d++ {
				show[d] = true
			}
		}
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "--- %s\n+++ %s\n", aName, bName)
	out := 0
	for k := 0; k < len(ops); k++ {
		if !show[k] {
			continue
		}
		if k == 0 || !show[k-1] {
			fmt.Fprintf(&sb, "@@ line %d @@\n", ops[k].an)
		}
		if out == maxOut {
			rest := 0
			for _, o := range ops[k:] {
				if o.kind != ' ' {
					rest++
				}
			}
			fmt.Fprintf(&sb, "... (%d more changed lines)\n", rest)
			break
		}
		fmt.Fprintf(&sb, "%c%s\n", ops[k].kind, ops[k].line)
		out++
	}
	return sb.String()
}

// TestRoundTripDiffHelper checks the diff and ModuleID helpers themselves.
func TestRoundTripDiffHelper(t *testing.T) {
	tests := []struct {
		a, b string
		want []string
	}{
		{"x\ny\nz", "x\nY\nz", []string{"@@ line 1 @@", " x\n-y\n+Y\n z"}},
		{"a\nb", "a\nb\nc", []string{"@@ line 1 @@", "+c"}},
		{"1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12", "1\n2\nX\n4\n5\n6\n7\n8\n9\n10\n11\nY",
			[]string{"@@ line 1 @@", "-3\n+X", "@@ line 9 @@", " 11\n-12\n+Y"}},
	}
	for _, tc := range tests {
		got := rtDiff(tc.a, tc.b, "a", "b")
		for _, w := range tc.want {
			if !strings.Contains(got, w+"\n") {
				t.Errorf("rtDiff(%q, %q) = %q, missing line %q", tc.a, tc.b, got, w)
			}
		}
	}
	if got := rtDropModuleID("; ModuleID = 'x'\nrest\n"); got != "rest\n" {
		t.Errorf("rtDropModuleID = %q, want %q", got, "rest\n")
	}
}
