package native

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
)

// CsmithInclude is where Debian's libcsmith-dev puts csmith.h, which
// every Csmith program includes.
const CsmithInclude = "/usr/include/csmith"

// TestReleases are the LLVM releases `make test` installs and replays
// the corpus on (scripts/deps.sh installs the rest of the release table
// with --releases all).
var TestReleases = []int{14, 19, 22}

// Check is one line of `irfuzz doctor`: something irfuzz can use, whether
// it is here, and how to install it when it is not.
type Check struct {
	What    string // "LLVM 19", "target aarch64", "cc"
	Found   string // where or which version ("" when missing)
	Install string // the command that installs it (when missing)
}

// Doctor lists the toolchains and target tools irfuzz can use on this
// machine and, for what is missing, the install command.
func Doctor() []Check {
	var cs []Check
	installed := Installed()
	have := map[int]*Toolchain{}
	for _, t := range installed {
		have[t.Major] = t
	}
	// Every release of the release table, newest first: the ones make
	// test needs, then the older ones release ranges are read on.
	for _, n := range knownMajors {
		c := Check{What: fmt.Sprintf("LLVM %d (opt, llc)", n)}
		if t := have[n]; t != nil {
			c.Found = t.String()
			delete(have, n)
		} else {
			c.Install = fmt.Sprintf("apt-get install -y llvm-%d", n)
			if !slices.Contains(TestReleases, n) {
				c.Install = "scripts/deps.sh --releases all (" + c.Install + ")"
			}
		}
		cs = append(cs, c)
	}
	for _, t := range installed {
		if have[t.Major] != nil {
			cs = append(cs, Check{What: fmt.Sprintf("LLVM %d (opt, llc)", t.Major), Found: t.String()})
		}
	}
	for _, tg := range Targets {
		cs = append(cs, targetCheck(tg))
	}
	// The C test source (irfuzz fuzz --mode csmith): Csmith writes the
	// programs, the clang of the release under test lowers them to IR.
	for _, tool := range []struct{ what, cmd, pkg string }{
		{"csmith (C test programs)", "csmith", "csmith"},
		{"clang 22 (C to IR)", "clang-22", "clang-22"},
		{"clang 19 (C to IR)", "clang-19", "clang-19"},
		{"clang 14 (C to IR)", "clang-14", "clang-14"},
	} {
		c := Check{What: tool.what}
		if p, err := exec.LookPath(tool.cmd); err == nil {
			c.Found = p
		} else {
			c.Install = "apt-get install -y " + tool.pkg
		}
		cs = append(cs, c)
	}
	// Csmith's programs include csmith.h.
	c := Check{What: "csmith.h (libcsmith-dev)"}
	if _, err := os.Stat(CsmithInclude + "/csmith.h"); err == nil {
		c.Found = CsmithInclude
	} else {
		c.Install = "apt-get install -y libcsmith-dev"
	}
	cs = append(cs, c)
	// The C reducer of `irfuzz reduce --c` (a Csmith finding's program).
	c = Check{What: "cvise (reduce --c)", Install: "apt-get install -y cvise"}
	for _, name := range []string{"cvise", "creduce"} {
		if p, err := exec.LookPath(name); err == nil {
			c.Found, c.Install = p, ""
			break
		}
	}
	cs = append(cs, c)
	return cs
}

// targetCheck is doctor's line for target tg: compile-only; or what
// links and runs its programs; or, when something is missing, the
// command that installs the packages it lacks (or why this machine
// cannot run it at all).
func targetCheck(tg *Target) Check {
	c := Check{What: "target " + tg.Name}
	if !tg.Runnable() {
		c.Found = "compile-only (llc " + strings.Join(tg.LlcFlags, " ") + ")"
		return c
	}
	if miss := tg.Missing(); len(miss) > 0 {
		if tg.CPU != nil && tg.CPU() != "" {
			c.Install = "(none: " + tg.CPU() + ")"
			return c
		}
		c.Install = fmt.Sprintf("scripts/deps.sh --targets %s (apt-get install -y %s; missing %s)", tg.Name, strings.Join(missingPackages(tg), " "), strings.Join(miss, ", "))
		return c
	}
	var parts []string
	if p, err := exec.LookPath(tg.Linker); err == nil {
		parts = append(parts, "link: "+p)
	}
	if len(tg.Runner) > 0 {
		if p, err := exec.LookPath(tg.Runner[0]); err == nil {
			parts = append(parts, "run: "+p)
		}
	} else {
		parts = append(parts, "run: native")
	}
	if tg.FloatCaveat != "" {
		parts = append(parts, "floating point not judged")
	}
	c.Found = strings.Join(parts, ", ")
	return c
}

// missingPackages are the packages of tg whose tools or files are
// missing (all of tg.Packages when it cannot tell which).
func missingPackages(tg *Target) []string {
	var pkgs []string
	add := func(p string) {
		if p != "" && !slices.Contains(pkgs, p) {
			pkgs = append(pkgs, p)
		}
	}
	for f, p := range tg.ExtraFiles {
		if !fileExists(f) {
			add(p)
		}
	}
	if _, err := exec.LookPath(tg.Linker); err != nil {
		for _, p := range tg.Packages {
			if strings.HasPrefix(p, "gcc") {
				add(p)
			}
		}
	}
	if len(tg.Runner) > 0 {
		if _, err := exec.LookPath(tg.Runner[0]); err != nil {
			if tg.Runner[0] == "node" {
				add("nodejs")
			} else {
				add("qemu-user")
			}
		}
	}
	if len(pkgs) == 0 {
		return tg.Packages
	}
	slices.Sort(pkgs)
	return pkgs
}

// WriteDoctor prints the checks, one per line, and reports whether
// everything is present.
func WriteDoctor(w io.Writer, cs []Check) bool {
	ok := true
	for _, c := range cs {
		if c.Found != "" {
			fmt.Fprintf(w, "ok       %-26s %s\n", c.What, c.Found)
			continue
		}
		ok = false
		fmt.Fprintf(w, "missing  %-26s install: %s\n", c.What, c.Install)
	}
	return ok
}
