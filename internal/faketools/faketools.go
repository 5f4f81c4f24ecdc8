// Package faketools writes opt and llc wrappers around a real LLVM
// installation that misbehave in chosen ways: the broken compilers that
// irfuzz's own tests and benchmarks must catch.
//
// A body is the text of a /bin/sh script without its #! line; "@REAL@" in
// it stands for the real tool. Every body here passes --version, and
// anything else it does not recognise, through to the real tool.
package faketools

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/irfuzz/irfuzz/native"
)

// PassThrough is a body that runs the real tool unchanged.
const PassThrough = `exec "@REAL@" "$@"`

// OptSed returns an opt body that runs the real opt and then, when the
// shell condition cond holds ("" for always), edits the file opt wrote
// (-o; not stdout) in place with the sed script sed: an IR-level
// miscompile. cond may use $in (the -S input), $out (the -o output) and
// $limit (the -opt-bisect-limit, 1000000000 when none is given). sed must
// not contain a single quote. A sed failure exits 2.
func OptSed(cond, sed string) string {
	if cond != "" {
		cond = " && " + cond
	}
	return `in=; out=; prev=; limit=1000000000
for a in "$@"; do
  case "$a" in -opt-bisect-limit=*) limit=${a#-opt-bisect-limit=};; esac
  [ "$prev" = -S ] && in=$a
  [ "$prev" = -o ] && out=$a
  prev=$a
done
"@REAL@" "$@" || exit $?
if [ -n "$out" ] && [ "$out" != - ]` + cond + `; then
  sed -i '` + sed + `' "$out" || exit 2
fi
exit 0`
}

// LlcSed returns an llc body that, at -O2, compiles the module as the sed
// script sed rewrites it (e.g. `s/add i32 %x, 1$/add i32 %x, 2/`): a
// back-end miscompile. Other levels, runs without a .ll input and the
// harness (harness*.ll, h.ll) go to the real llc untouched. sed must not
// contain a single quote; a sed failure exits 2.
func LlcSed(sed string) string { return LlcSedWhen(`[ "$level" = -O2 ]`, sed) }

// LlcSedWhen is an llc body that compiles a module as sed rewrites it
// when the shell condition cond holds over its switches: $level (-O0 ..
// -O3), $fast (on for -fast-isel, off for -fast-isel=0) and $gisel (on
// for -global-isel); otherwise the real llc runs. Runs without a .ll input
// and the harnesses go to the real llc untouched. sed must not contain a
// single quote; a sed failure exits 2.
func LlcSedWhen(cond, sed string) string {
	return `in=; level=; fast=; gisel=
for a in "$@"; do
  case "$a" in
    -O0|-O1|-O2|-O3) level=$a;;
    -fast-isel=0) fast=off;;
    -fast-isel) fast=on;;
    -global-isel) gisel=on;;
    *.ll) in=$a;;
  esac
done
case "$in" in ""|harness*.ll|*/harness*.ll|h.ll|*/h.ll) exec "@REAL@" "$@";; esac
` + cond + ` || exec "@REAL@" "$@"
tmp="$in.fake$$"
sed '` + sed + `' "$in" > "$tmp" || exit 2
for a in "$@"; do
  shift
  if [ "$a" = "$in" ]; then set -- "$@" "$tmp"; else set -- "$@" "$a"; fi
done
"@REAL@" "$@"; st=$?
rm -f "$tmp"
exit $st`
}

// OptCrash returns an opt body that aborts (SIGABRT, after printing
// "LLVM ERROR: fake crash in FooPass") when its -S input has a line
// matching the grep pattern pattern, which must not contain a single
// quote.
func OptCrash(pattern string) string {
	return `in=; prev=
for a in "$@"; do [ "$prev" = -S ] && in=$a; prev=$a; done
if [ -n "$in" ] && grep -q '` + pattern + `' "$in"; then
  echo "LLVM ERROR: fake crash in FooPass" >&2
  kill -ABRT $$
fi
exec "@REAL@" "$@"`
}

// Available reports whether fake tools around realBin can run: nil when
// realBin has opt and llc and there is a sh on PATH, else what is missing
// (for a test to skip on).
func Available(realBin string) error {
	for _, tool := range []string{"opt", "llc"} {
		if _, err := os.Stat(filepath.Join(realBin, tool)); err != nil {
			return fmt.Errorf("%s not installed", filepath.Join(realBin, tool))
		}
	}
	if _, err := exec.LookPath("sh"); err != nil {
		return fmt.Errorf("no sh")
	}
	return nil
}

// WriteTool writes the executable script dir/tool ("opt" or "llc") with
// body, "@REAL@" in it replaced by realBin/tool; a body of "" is
// PassThrough. It replaces any script already there.
func WriteTool(dir, realBin, tool, body string) error {
	if body == "" {
		body = PassThrough
	}
	script := "#!/bin/sh\n" + strings.ReplaceAll(body, "@REAL@", filepath.Join(realBin, tool)) + "\n"
	// A child process writes the file: a script this process had open
	// for writing could be inherited by a process another goroutine
	// forks meanwhile, and running the script would then fail with
	// "text file busy" (ETXTBSY) until that process execs.
	path := filepath.Join(dir, tool)
	cmd := exec.Command("sh", "-c", `rm -f "$1" && cat > "$1" && chmod 755 "$1"`, "sh", path)
	cmd.Stdin = strings.NewReader(script)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("write %s: %v: %s", path, err, out)
	}
	return nil
}

// Write writes opt and llc scripts with optBody and llcBody into dir
// (created if need be) wrapping the tools in realBin, as WriteTool does,
// and loads them as a toolchain.
func Write(dir, realBin, optBody, llcBody string) (*native.Toolchain, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	for _, tb := range [][2]string{{"opt", optBody}, {"llc", llcBody}} {
		if err := WriteTool(dir, realBin, tb[0], tb[1]); err != nil {
			return nil, err
		}
	}
	tc, err := native.FromDir(dir)
	if err != nil {
		return nil, fmt.Errorf("fake toolchain: %w", err)
	}
	return tc, nil
}
