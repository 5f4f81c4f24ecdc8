package main

import (
	"io"

	"github.com/irfuzz/irfuzz/native"
)

// runDoctor implements `irfuzz doctor`: exit 0 when every tool is found,
// 2 when something is missing (the install command is printed).
func runDoctor(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("doctor", "irfuzz doctor", stderr)
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	if !native.WriteDoctor(stdout, native.Doctor()) {
		return exitUsage
	}
	return exitOK
}
