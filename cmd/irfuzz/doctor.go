package main

import (
	"io"

	"github.com/irfuzz/irfuzz/native"
)

// doctorJSON is the output of `irfuzz doctor --json`.
type doctorJSON struct {
	OK     bool          `json:"ok"` // everything found (exit 0; else exit 2)
	Checks []doctorCheck `json:"checks"`
}

// doctorCheck is one tool or toolchain irfuzz can use.
type doctorCheck struct {
	What    string `json:"what"`              // "LLVM 19 (opt, llc)", "target aarch64", ...
	Found   string `json:"found,omitempty"`   // where or which version; "" when missing
	Install string `json:"install,omitempty"` // the command that installs it, when missing
}

// runDoctor implements `irfuzz doctor`: exit 0 when every tool is found,
// 2 when something is missing (the install command is printed).
func runDoctor(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("doctor", "irfuzz doctor [--json]", stderr)
	asJSON := addJSONFlag(fs)
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	cs := native.Doctor()
	if *asJSON {
		out := doctorJSON{OK: true, Checks: []doctorCheck{}}
		for _, c := range cs {
			out.Checks = append(out.Checks, doctorCheck{c.What, c.Found, c.Install})
			out.OK = out.OK && c.Found != ""
		}
		if code := printJSON(stdout, stderr, "doctor", out); code != exitOK || !out.OK {
			return exitUsage
		}
		return exitOK
	}
	if !native.WriteDoctor(stdout, cs) {
		return exitUsage
	}
	return exitOK
}
