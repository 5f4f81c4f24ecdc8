package upstream

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/internal/lazyre"
)

// Parts are what Check reads from a rendered report.
type Parts struct {
	// Files maps a file name to its text: each fenced block right after
	// a line "`NAME`:".
	Files map[string]string
	// Command is the first ```sh block.
	Command string
	// Actual is the first fenced block under ActualHeading: what the
	// command prints.
	Actual string
}

// Extract reads the parts of a rendered report; an error names what is
// missing.
func Extract(report string) (*Parts, error) {
	p := &Parts{Files: map[string]string{}}
	lines := strings.Split(report, "\n")
	pending, inActual := "", false
	haveCmd, haveActual := false, false
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		switch {
		case strings.HasPrefix(l, "```") && len(l) > 3:
			lang := strings.TrimPrefix(l, "```")
			j := i + 1
			for j < len(lines) && lines[j] != "```" {
				j++
			}
			body := strings.Join(lines[i+1:min(j, len(lines))], "\n") + "\n"
			switch {
			case pending != "":
				p.Files[pending] = body
			case lang == "sh" && !haveCmd:
				p.Command, haveCmd = body, true
			case inActual && !haveActual:
				p.Actual, haveActual = body, true
			}
			pending, i = "", j
		case strings.HasPrefix(l, "`") && strings.HasSuffix(l, "`:") && !strings.Contains(l, " "):
			pending = strings.TrimSuffix(strings.TrimPrefix(l, "`"), "`:")
		case strings.HasPrefix(l, "## "):
			inActual = strings.HasPrefix(l, ActualHeading)
		}
	}
	switch {
	case !haveCmd:
		return nil, errors.New("the report has no ```sh command block")
	case !haveActual:
		return nil, fmt.Errorf("the report has no block under %q", ActualHeading)
	case p.Files[ModuleFile] == "":
		return nil, fmt.Errorf("the report has no %s", ModuleFile)
	}
	return p, nil
}

// CommandTimeout bounds one run of a report's command block.
var CommandTimeout = 3 * time.Minute

// Run runs the command block of p in a scratch directory holding its
// files, with binDir (the directory of a release's tools, or a PATH-style
// list of directories) first on PATH, and returns what it printed
// (stdout and stderr, interleaved).
func Run(ctx context.Context, p *Parts, binDir string) (string, error) {
	dir, err := os.MkdirTemp("", "irfuzz-upstream-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	for name, text := range p.Files {
		if filepath.Base(name) != name {
			return "", fmt.Errorf("file name %q is not a plain name", name)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			return "", err
		}
	}
	ctx, cancel := context.WithTimeout(ctx, CommandTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "-c", p.Command)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PATH="+binDir+string(os.PathListSeparator)+os.Getenv("PATH"))
	cmd.WaitDelay = 5 * time.Second
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		return string(out), fmt.Errorf("the command did not finish within %s", CommandTimeout)
	}
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		return string(out), err
	}
	return string(out), nil
}

// Shows reports whether output shows what actual says: every non-empty
// line of actual appears among output's lines, in order (pointers such
// as 0x55d0c0ffee00 match any pointer).
func Shows(output, actual string) bool {
	var want []string
	for _, l := range strings.Split(actual, "\n") {
		if l = normLine(l); l != "" {
			want = append(want, l)
		}
	}
	if len(want) == 0 {
		return false
	}
	k := 0
	for _, l := range strings.Split(output, "\n") {
		if k < len(want) && normLine(l) == want[k] {
			k++
		}
	}
	return k == len(want)
}

// rePointer is a pointer in a tool's dump.
var rePointer = lazyre.New(`0x[0-9a-fA-F]{6,}`)

func normLine(l string) string {
	l = rePointer.Get().ReplaceAllString(strings.TrimSpace(l), "0x?")
	if l == "exit status 135" {
		// SIGBUS for SIGSEGV: a wild access faults with either, as the
		// address it reaches happens to be mapped or not (a freeze of
		// undef used as an index) - the same failure.
		l = "exit status 139"
	}
	return l
}

// Check runs the report's command with the tools in binDir (as Run
// takes it) and returns
// nil when its output shows what the report's Actual section says, else
// an error with the output.
func Check(ctx context.Context, report, binDir string) error {
	p, err := Extract(report)
	if err != nil {
		return err
	}
	out, err := Run(ctx, p, binDir)
	if err != nil {
		return err
	}
	if !Shows(out, p.Actual) {
		return fmt.Errorf("the command does not print what the report says:\n--- want\n%s--- got\n%s", p.Actual, out)
	}
	return nil
}
