package reduce

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
)

// scriptReproduces runs the commands.sh of a reproducing verdict (its
// Files) on module m in a scratch directory and reports whether it exits 0.
func scriptReproduces(ctx context.Context, m *ir.Module, files map[string][]byte) (bool, error) {
	if files["commands.sh"] == nil {
		return true, nil // nothing to run: the replay's word stands
	}
	dir, err := os.MkdirTemp("", "irfuzz-script-")
	if err != nil {
		return false, err
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "source.ll"), []byte(m.String()), 0o644); err != nil {
		return false, err
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o755); err != nil {
			return false, err
		}
	}
	ctx, cancel := context.WithTimeout(ctx, scriptTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", filepath.Join(dir, "commands.sh"))
	cmd.Dir = dir
	cmd.WaitDelay = 5 * time.Second
	err = cmd.Run()
	if ctx.Err() != nil && err != nil {
		return false, nil // a script that hangs does not reproduce
	}
	return err == nil, nil
}

// scriptTimeout bounds one run of a candidate's commands.sh.
const scriptTimeout = 2 * time.Minute

// reducedCommands is a script that runs the finding's commands.sh (as
// irfuzz writes it now when the replay made one, else the finding's own)
// on reduced.ll (as source.ll) in a scratch directory, with the witness
// files (target.ll, harness.ll, inputs, expected, actual) of the reduced
// module.
func reducedCommands(f *finding.Finding, commands []byte, files map[string][]byte) string {
	return reducedCommandsFrom(f, commands, files, "cp \"$here/"+ReducedFile+"\" \"$work/source.ll\" || exit 2")
}

// reducedCommandsFrom is reducedCommands with the shell line that makes
// $work/source.ll (from $here, the script's directory): a copy of
// reduced.ll, or clang's lowering of reduced.c.
func reducedCommandsFrom(f *finding.Finding, commands []byte, files map[string][]byte, makeSource string) string {
	var s strings.Builder
	s.WriteString("#!/bin/sh\n")
	fmt.Fprintf(&s, "# irfuzz finding, reduced: %s\n# signature: %s\n", f.Kind, f.Signature)
	from := ReducedFile
	if strings.Contains(makeSource, ReducedCFile) {
		from = "clang's lowering of " + ReducedCFile
	}
	s.WriteString("# Runs the finding's commands.sh (below) on " + from + " as source.ll, in a\n")
	s.WriteString("# scratch directory, with the witness files of the reduced module.\n")
	s.WriteString("# Exit status: 0 = reproduced, 1 = not reproduced, 2 = a tool failed.\n")
	s.WriteString("set -u\n")
	s.WriteString("here=$(cd \"$(dirname \"$0\")\" && pwd) || exit 2\n")
	s.WriteString("work=$(mktemp -d \"${TMPDIR:-/tmp}/irfuzz-reduced.XXXXXX\") || exit 2\n")
	s.WriteString("trap 'rm -rf \"$work\"' EXIT\n")
	s.WriteString(makeSource + "\n")
	if fresh, ok := files["commands.sh"]; ok {
		commands = fresh // as irfuzz writes it now
	}
	names := make([]string, 0, len(files))
	for name := range files {
		if name != "commands.sh" {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	for _, name := range append(names, "commands.sh") {
		body := commands
		if name != "commands.sh" {
			body = files[name]
		}
		heredoc(&s, "$work/"+name, body)
	}
	s.WriteString("sh \"$work/commands.sh\"\nstatus=$?\nexit $status\n")
	return s.String()
}

// heredoc writes the shell lines that recreate file path with body.
func heredoc(s *strings.Builder, path string, body []byte) {
	text := string(body)
	if text != "" && !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	delim := "IRFUZZ_EOF"
	for k := 1; strings.Contains(text, delim); k++ {
		delim = fmt.Sprintf("IRFUZZ_EOF_%d", k)
	}
	fmt.Fprintf(s, "cat > \"%s\" <<'%s' || exit 2\n%s%s\n", path, delim, text, delim)
}
