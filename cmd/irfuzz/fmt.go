package main

import (
	"fmt"
	"io"
	"os"

	"github.com/irfuzz/irfuzz/ir"
)

// runFmt implements `irfuzz fmt FILE.ll [-o OUT]`: parse, then print the
// canonical form to stdout or OUT.
func runFmt(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("fmt", "irfuzz fmt FILE.ll [-o OUT]", stderr)
	out := fs.String("o", "", "write the output to `OUT` instead of stdout")
	pos, code, ok := parseCommand(fs, args, 1, 1, stdout, stderr)
	if !ok {
		return code
	}
	m, ok := loadModule(pos[0], stderr)
	if !ok {
		return exitUsage
	}
	text := m.String()
	if *out == "" {
		if _, err := io.WriteString(stdout, text); err != nil {
			fmt.Fprintf(stderr, "irfuzz fmt: %v\n", err)
			return exitUsage
		}
		return exitOK
	}
	if err := os.WriteFile(*out, []byte(text), 0o644); err != nil {
		fmt.Fprintf(stderr, "irfuzz fmt: %v\n", err)
		return exitUsage
	}
	return exitOK
}

// loadModule reads and parses path. On failure it prints a one-line error
// (a parse error reads FILE:LINE:COL: ...) to stderr and returns false;
// what the parser tolerated is printed there as warnings.
func loadModule(path string, stderr io.Writer) (*ir.Module, bool) {
	src, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz: %v\n", err)
		return nil, false
	}
	m, err := ir.Parse(path, src)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return nil, false
	}
	for _, w := range m.Warnings {
		fmt.Fprintf(stderr, "%s (warning)\n", w)
	}
	return m, true
}
