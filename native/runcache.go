package native

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/internal/lazyre"
)

// The run cache replays tool runs under `go test`: a run of a compiled
// program (opt, llc, a linker, an emulator, a harness binary) or of a
// shell script that keeps no state (scriptID: the fake tools of the
// tests, which wrap the real ones) whose every input is named on
// its command line is keyed by a content hash of all of them: the
// program's identity (content, or path, size and modification time of a
// large binary such as opt), each file argument's content, the other
// arguments, the limits and the environment variables that reach the
// tools. A hit gives back the recorded exit, output and -o file; a miss
// runs the program and records what it did. Runs that timed out, were
// killed, were interrupted or ended by an alarm are never recorded: they
// depend on time, not on the inputs.
//
// The cache is on only in test binaries (testing.Testing), in
// os.UserCacheDir()/irfuzz-test/runs, or the directory named by
// IRFUZZ_TOOL_CACHE; IRFUZZ_TOOL_CACHE=off turns it off. The suite passes
// with an empty cache: a miss is an ordinary run.
//
// IRFUZZ_TOOL_LOG names a file to which every run appends one line (the
// program, "ran" or "cached"): how the number of real tool runs is
// counted.

// runCacheVersion changes the key of every entry when the entry format
// or the keying changes.
const runCacheVersion = "irfuzz-run-cache 1"

// runCacheDir is the cache's directory, "" when it is off (a variable:
// the cache's own tests point it elsewhere).
var runCacheDir func() string = sync.OnceValue(func() string {
	if !testing.Testing() {
		return ""
	}
	d := os.Getenv("IRFUZZ_TOOL_CACHE")
	switch d {
	case "off":
		return ""
	case "":
		base, err := os.UserCacheDir()
		if err != nil {
			return ""
		}
		d = filepath.Join(base, "irfuzz-test", "runs")
	}
	if err := os.MkdirAll(d, 0o755); err != nil {
		return ""
	}
	go pruneRunCache(d, time.Now())
	return d
})

// runCacheKeep is how long an entry no run has used stays in the cache.
const runCacheKeep = 14 * 24 * time.Hour

// pruneRunCache removes the entries of dir no run has used for
// runCacheKeep (a hit renews an entry's time), at most once a day: the
// cache of a machine that runs the tests every day stays the size of
// what they use.
func pruneRunCache(dir string, now time.Time) {
	stamp := filepath.Join(dir, "pruned")
	if st, err := os.Stat(stamp); err == nil && now.Sub(st.ModTime()) < 24*time.Hour {
		return
	}
	if err := os.WriteFile(stamp, nil, 0o644); err != nil {
		return
	}
	subs, _ := os.ReadDir(dir)
	for _, sub := range subs {
		if !sub.IsDir() {
			continue
		}
		ents, _ := os.ReadDir(filepath.Join(dir, sub.Name()))
		for _, e := range ents {
			if info, err := e.Info(); err == nil && now.Sub(info.ModTime()) > runCacheKeep {
				os.Remove(filepath.Join(dir, sub.Name(), e.Name()))
			}
		}
	}
}

// cachedEntry is one recorded run, stored as JSON (gob, used before, cost
// every irfuzz process its package initialisation; an entry in the old
// format reads as a miss and is written again).
type cachedEntry struct {
	Stdout, Stderr []byte
	Exit           int
	Signal         string
	Wall           time.Duration
	HasOut         bool   // the run wrote its -o file
	Out            []byte // its content
	// Volatile are the strings (working directory, paths on the command
	// line) the outputs had in them, replaced by placeholders.
	Volatile []string
}

// runKey is the cache key of argv run in dir under lim, with the -o
// file's argument index (-1 when none) and the volatile strings to hide
// in the outputs; ok is false when the run must not be cached.
type runKey struct {
	sum      string
	outIdx   int
	volatile []string
}

// fileIDs memoizes the identity of large programs by path, size and
// modification time.
var fileIDs sync.Map // string -> string

// programID is a program's identity: its content hash when it is small,
// else its resolved path, size and modification time. ok is false for a
// script (it may keep state between runs) or a missing file.
func programID(path string) (string, bool) {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", false
	}
	st, err := os.Stat(real)
	if err != nil || !st.Mode().IsRegular() {
		return "", false
	}
	stamp := fmt.Sprintf("%s %d %d", real, st.Size(), st.ModTime().UnixNano())
	if id, ok := fileIDs.Load(stamp); ok {
		return id.(string), id.(string) != ""
	}
	id := ""
	f, err := os.Open(real)
	if err == nil {
		head := make([]byte, 4)
		if n, _ := io.ReadFull(f, head); n == 4 && string(head) == "\x7fELF" {
			if st.Size() > 4<<20 {
				id = "stat " + stamp
			} else if _, err := f.Seek(0, 0); err == nil {
				h := sha256.New()
				if _, err := io.Copy(h, f); err == nil {
					id = "sha256 " + hex.EncodeToString(h.Sum(nil))
				}
			}
		}
		f.Close()
	}
	fileIDs.Store(stamp, id)
	return id, id != ""
}

// statefulScript are the words of a shell script that may make its
// behaviour depend on more than its arguments and their files: its own
// path (a counter kept beside it), appending to a file, time, chance,
// temporary names, the process table.
var statefulScript = []string{"$0", ">>", "count", "sleep", "date", "RANDOM", "mktemp", "/proc/", "$PPID"}

// scriptID is the identity of a small shell script that keeps no state
// (a wrapper such as faketools writes: it runs a real tool and edits
// its output): its content, its environment, and the identity of every
// program whose absolute path it names. ok is false for anything else.
func scriptID(path string) (string, bool) {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() || st.Size() > 64<<10 {
		return "", false
	}
	data, err := os.ReadFile(path)
	if err != nil || !bytes.HasPrefix(data, []byte("#!/bin/sh\n")) {
		return "", false
	}
	for _, w := range statefulScript {
		if bytes.Contains(data, []byte(w)) {
			return "", false
		}
	}
	h := sha256.New()
	h.Write(data)
	env := os.Environ()
	slices.Sort(env)
	for _, e := range env {
		if name, _, _ := strings.Cut(e, "="); scriptReads(data, name) {
			fmt.Fprintf(h, "\x00env %s", e)
		}
	}
	for _, m := range absPath.Get().FindAll(data, -1) {
		if id, ok := programID(string(m)); ok {
			fmt.Fprintf(h, "\x00prog %s %s", m, id)
		}
	}
	return fmt.Sprintf("script %x", h.Sum(nil)), true
}

// scriptReads reports whether environment variable name may change what
// script does: it names the variable ($name, ${name}), or the variable
// reaches the programs it runs (the tools' PATH, LD_*, LLVM*, QEMU_*;
// TMPDIR; the locale of sed and grep; irfuzz's own IRFUZZ_* knobs, which
// a script running irfuzz or a test binary passes on). The rest of the
// environment (the shell's OLDPWD, a caller's own variables, and
// IRFUZZ_TOOL_LOG, a log's path that only counts runs) stays out of the
// key: with all of it, a cache warmed from one shell missed every script
// run of another.
func scriptReads(script []byte, name string) bool {
	switch {
	case name == "IRFUZZ_TOOL_LOG":
	case name == "PATH" || name == "TMPDIR" || name == "LANG" || strings.HasPrefix(name, "LC_"),
		strings.HasPrefix(name, "LD_"), strings.HasPrefix(name, "LLVM"), strings.HasPrefix(name, "QEMU_"),
		strings.HasPrefix(name, "IRFUZZ_"):
		return true
	}
	return bytes.Contains(script, []byte("$"+name)) || bytes.Contains(script, []byte("${"+name))
}

// absPath is an absolute path in a script.
var absPath = lazyre.New(`/[A-Za-z0-9_.+-]+(?:/[A-Za-z0-9_.+-]+)+`)

// resolveIn is path resolved against dir.
func resolveIn(dir, path string) string {
	if filepath.IsAbs(path) || dir == "" {
		return path
	}
	return filepath.Join(dir, path)
}

// cacheKey computes the key of a run, or ok false when it is not
// cacheable: a script that may keep state, a shell, a C compilation, an
// input that cannot be read.
func cacheKey(lim Limits, dir string, argv []string) (k runKey, ok bool) {
	if len(argv) == 0 {
		return k, false
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%d %d\n", runCacheVersion, lim.Timeout, lim.MemBytes)
	if lim.PrivateTmp {
		fmt.Fprintf(h, "private /tmp\n")
	}
	if lim.Unsymbolized {
		fmt.Fprintf(h, "unsymbolized\n")
	}
	for _, v := range []string{"PATH", "LD_LIBRARY_PATH", "LD_PRELOAD"} {
		fmt.Fprintf(h, "env %s=%s\n", v, os.Getenv(v))
	}
	for _, e := range os.Environ() {
		if strings.HasPrefix(e, "QEMU_") || strings.HasPrefix(e, "LLVM") {
			fmt.Fprintf(h, "env %s\n", e)
		}
	}
	k.outIdx = -1
	if dir != "" {
		k.volatile = append(k.volatile, dir)
	}
	for i, a := range argv {
		if i > 0 && argv[i-1] == "-o" {
			k.outIdx = i
			fmt.Fprintf(h, "out %q\n", filepath.Ext(a))
			if a != "-" {
				k.volatile = append(k.volatile, a)
			}
			continue
		}
		p := a
		if j := strings.IndexByte(a, '='); j >= 0 && strings.HasPrefix(a, "-") {
			p = a[j+1:]
		}
		if strings.HasSuffix(p, ".c") || strings.HasSuffix(p, ".cpp") {
			// A C compiler reads the headers the file includes, which
			// its command line does not name.
			return k, false
		}
		if p == "" || strings.HasPrefix(p, "-") || strings.ContainsAny(p, "\n<>") {
			fmt.Fprintf(h, "arg %q\n", a)
			continue
		}
		if i == 0 {
			if !strings.Contains(p, "/") {
				lp, err := exec.LookPath(p)
				if err != nil {
					return k, false
				}
				p = lp
			}
			id, ok := programID(resolveIn(dir, p))
			if !ok {
				id, ok = scriptID(resolveIn(dir, p))
			}
			if !ok || interpreters[filepath.Base(p)] {
				return k, false
			}
			fmt.Fprintf(h, "prog %s %q\n", id, filepath.Base(p))
			k.volatile = append(k.volatile, p)
			continue
		}
		st, err := os.Stat(resolveIn(dir, p))
		if err != nil || !st.Mode().IsRegular() {
			// not a file (a directory is an argument like any other:
			// the tools read system directories only)
			fmt.Fprintf(h, "arg %q\n", a)
			continue
		}
		data, err := os.ReadFile(resolveIn(dir, p))
		if err != nil {
			return k, false
		}
		fmt.Fprintf(h, "file %q %q %x\n", a[:len(a)-len(p)], filepath.Base(p), sha256.Sum256(data))
		k.volatile = append(k.volatile, p)
	}
	k.sum = hex.EncodeToString(h.Sum(nil))
	return k, true
}

// interpreters are programs whose behaviour is a script's, which may
// keep state of its own between runs: never cached.
var interpreters = map[string]bool{"sh": true, "bash": true, "dash": true, "env": true, "python3": true, "perl": true}

// hide replaces the volatile strings in b by placeholders, longest first.
// Binary data (an object file, a program) is kept as it is: a path of
// another length would break its offsets.
func hide(b []byte, vol []string) []byte {
	if bytes.IndexByte(b, 0) >= 0 {
		return b
	}
	for _, i := range byLength(vol) {
		if len(vol[i]) < 4 {
			continue
		}
		b = bytes.ReplaceAll(b, []byte(vol[i]), []byte(placeholder(i)))
	}
	return b
}

// show is hide undone with this run's volatile strings.
func show(b []byte, vol []string) []byte {
	if !bytes.Contains(b, []byte("\x00irfuzz-vol-")) {
		return b
	}
	for i := range vol {
		b = bytes.ReplaceAll(b, []byte(placeholder(i)), []byte(vol[i]))
	}
	return b
}

func placeholder(i int) string { return fmt.Sprintf("\x00irfuzz-vol-%d\x00", i) }

func byLength(vol []string) []int {
	idx := make([]int, len(vol))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return len(vol[idx[a]]) > len(vol[idx[b]]) })
	return idx
}

// cachedRun is Run through the cache when it is on and the run can be
// cached; ok is false when the caller must run the program itself.
func cachedRun(lim Limits, dir string, argv []string, run func() *Result) (*Result, bool) {
	cdir := runCacheDir()
	if cdir == "" {
		return nil, false
	}
	start := time.Now()
	k, ok := cacheKey(lim, dir, argv)
	if !ok {
		return nil, false
	}
	path := filepath.Join(cdir, k.sum[:2], k.sum)
	if data, err := os.ReadFile(path); err == nil {
		var e cachedEntry
		if json.Unmarshal(data, &e) == nil && len(e.Volatile) == len(k.volatile) {
			// (Wall is the replay's own: a measurement of time spent in
			// the tools, bench's, must not count the recorded run.)
			r := &Result{Argv: argv, Dir: dir, Exit: e.Exit, Signal: e.Signal,
				Stdout: show(e.Stdout, k.volatile), Stderr: show(e.Stderr, k.volatile)}
			if e.HasOut && k.outIdx >= 0 && argv[k.outIdx] != "-" {
				if err := os.WriteFile(resolveIn(dir, argv[k.outIdx]), show(e.Out, k.volatile), 0o755); err != nil {
					return nil, false
				}
			}
			now := time.Now()
			os.Chtimes(path, now, now) // (used: kept by pruneRunCache)
			logRun(argv[0], "cached")
			r.Wall = time.Since(start)
			return r, true
		}
	}
	r := run()
	if r.StartErr != nil || r.TimedOut || r.Signal == "SIGKILL" || r.Signal == "SIGALRM" {
		return r, true
	}
	e := cachedEntry{Stdout: hide(r.Stdout, k.volatile), Stderr: hide(r.Stderr, k.volatile),
		Exit: r.Exit, Signal: r.Signal, Wall: r.Wall, Volatile: slices.Clone(k.volatile)}
	if k.outIdx >= 0 && argv[k.outIdx] != "-" {
		if out, err := os.ReadFile(resolveIn(dir, argv[k.outIdx])); err == nil {
			e.HasOut, e.Out = true, hide(out, k.volatile)
		}
	}
	if data, err := json.Marshal(&e); err == nil {
		writeAtomic(path, data)
	}
	return r, true
}

var tmpSeq atomic.Int64

// writeAtomic writes data to path through a temporary file and a rename,
// so that a concurrent reader sees the whole entry or none.
func writeAtomic(path string, data []byte) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return
	}
	tmp := fmt.Sprintf("%s.tmp%d.%d", path, os.Getpid(), tmpSeq.Add(1))
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return
	}
	if os.Rename(tmp, path) != nil {
		os.Remove(tmp)
	}
}

var logMu sync.Mutex

// logRun appends a line to IRFUZZ_TOOL_LOG, when set.
func logRun(prog, how string) {
	p := os.Getenv("IRFUZZ_TOOL_LOG")
	if p == "" {
		return
	}
	logMu.Lock()
	defer logMu.Unlock()
	f, err := os.OpenFile(p, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "%d\t%s\t%s\n", os.Getpid(), how, prog)
	w.Flush()
	f.Close()
}
