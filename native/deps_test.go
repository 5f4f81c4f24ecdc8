package native

import (
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/release"
)

// TestDepsTargets checks that scripts/deps.sh --targets knows every
// target of the table: for a runnable one, its linker, runner and extra
// files with their packages; a compile-only one by name.
func TestDepsTargets(t *testing.T) {
	script, err := os.ReadFile("../scripts/deps.sh")
	if err != nil {
		t.Fatal(err)
	}
	entries := map[string][]string{}
	for _, m := range regexp.MustCompile(`(?m)^\s*\[([^\]]+)\]="([^"]*)"`).FindAllStringSubmatch(string(script), -1) {
		entries[m[1]] = strings.Fields(m[2])
	}
	co := regexp.MustCompile(`(?m)^compile_only="([^"]*)"`).FindStringSubmatch(string(script))
	if co == nil {
		t.Fatal("deps.sh: no compile_only list")
	}
	compileOnly := strings.Fields(co[1])
	for _, tg := range Targets {
		if !tg.Runnable() {
			if !slices.Contains(compileOnly, tg.Name) {
				t.Errorf("deps.sh: compile-only target %s not in compile_only", tg.Name)
			}
			continue
		}
		es, ok := entries[tg.Name]
		if !ok {
			t.Errorf("deps.sh: no entry for target %s", tg.Name)
			continue
		}
		has := func(e string) {
			if !slices.Contains(es, e) {
				t.Errorf("deps.sh: target %s lacks %q (has %v)", tg.Name, e, es)
			}
		}
		pkgOf := func(what string) string {
			for _, p := range tg.Packages {
				if strings.HasSuffix(p, what) || p == what {
					return p
				}
			}
			return ""
		}
		has("cmd:" + tg.Linker + ":" + pkgOf(strings.TrimSuffix(tg.Linker, "-gcc")))
		if len(tg.Runner) > 0 {
			pkg := "qemu-user"
			if tg.Runner[0] == "node" {
				pkg = "nodejs"
			}
			has("cmd:" + tg.Runner[0] + ":" + pkg)
		}
		for f, pkg := range tg.ExtraFiles {
			has("file:" + f + ":" + pkg)
		}
	}
}

// TestTargetCheck checks doctor's line for a target: found, missing (the
// deps.sh command and the packages lacking), a CPU that cannot run it,
// compile-only.
func TestTargetCheck(t *testing.T) {
	missing := &Target{Name: "fake", Linker: "irfuzz-no-such-gcc", Runner: []string{"irfuzz-no-such-qemu"},
		Packages: []string{"gcc-fake", "qemu-user", "libc6-dev-fake-cross"}, ExtraFiles: map[string]string{"/nonexistent/crt1.o": "libc6-dev-fake-cross"}}
	c := targetCheck(missing)
	if c.Found != "" || !strings.Contains(c.Install, "scripts/deps.sh --targets fake") || !strings.Contains(c.Install, "apt-get install -y gcc-fake libc6-dev-fake-cross qemu-user") {
		t.Errorf("missing target: %+v", c)
	}
	cpu := &Target{Name: "wide", Linker: "sh", CPU: func() string { return "this CPU lacks avx512f" }}
	if c := targetCheck(cpu); c.Found != "" || !strings.Contains(c.Install, "lacks avx512f") {
		t.Errorf("target the CPU cannot run: %+v", c)
	}
	if c := targetCheck(compileOnly("co", "hexagon-unknown-linux-musl")); !strings.Contains(c.Found, "compile-only") {
		t.Errorf("compile-only target: %+v", c)
	}
	if tg, _ := LookupTarget("loongarch64"); tg.CheckLLVM(14) == nil || tg.CheckLLVM(19) != nil {
		t.Errorf("loongarch64: CheckLLVM(14) = %v, CheckLLVM(19) = %v", tg.CheckLLVM(14), tg.CheckLLVM(19))
	}
}

// TestDepsReleases checks that scripts/deps.sh installs every release of
// the release table: the ones make test needs always, the others with
// --releases all.
func TestDepsReleases(t *testing.T) {
	script, err := os.ReadFile("../scripts/deps.sh")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^old_releases="([^"]*)"`).FindSubmatch(script)
	if m == nil {
		t.Fatal("deps.sh: no old_releases list")
	}
	old := strings.Fields(string(m[1]))
	for _, n := range release.Supported() {
		s := strconv.Itoa(n)
		switch {
		case slices.Contains(TestReleases, n):
			if !strings.Contains(string(script), "cmd:opt-"+s+":llvm-"+s) {
				t.Errorf("deps.sh does not install LLVM %d, which make test needs", n)
			}
			if slices.Contains(old, s) {
				t.Errorf("deps.sh lists LLVM %d in old_releases too", n)
			}
		case !slices.Contains(old, s):
			t.Errorf("deps.sh --releases all does not install LLVM %d of the release table", n)
		}
	}
}
