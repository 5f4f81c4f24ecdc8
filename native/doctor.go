package native

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
)

// CsmithInclude is where Debian's libcsmith-dev puts csmith.h, which
// every Csmith program includes.
const CsmithInclude = "/usr/include/csmith"

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
	for _, n := range []int{19, 14} {
		c := Check{What: fmt.Sprintf("LLVM %d (opt, llc)", n)}
		if t := have[n]; t != nil {
			c.Found = t.String()
			delete(have, n)
		} else {
			c.Install = fmt.Sprintf("apt-get install -y llvm-%d", n)
		}
		cs = append(cs, c)
	}
	for _, t := range installed {
		if have[t.Major] != nil {
			cs = append(cs, Check{What: fmt.Sprintf("LLVM %d (opt, llc)", t.Major), Found: t.String()})
		}
	}
	for _, tg := range Targets {
		c := Check{What: "target " + tg.Name}
		if !tg.Runnable() {
			c.Found = "compile-only (llc)"
			cs = append(cs, c)
			continue
		}
		if miss := tg.Missing(); len(miss) > 0 {
			c.Install = "apt-get install -y " + strings.Join(tg.Packages, " ")
			c.Found = ""
			cs = append(cs, c)
			continue
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
		c.Found = strings.Join(parts, ", ")
		cs = append(cs, c)
	}
	// The C test source (irfuzz fuzz --mode csmith): Csmith writes the
	// programs, the clang of the release under test lowers them to IR.
	for _, tool := range []struct{ what, cmd, pkg string }{
		{"csmith (C test programs)", "csmith", "csmith"},
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
