package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/irfuzz/irfuzz/ir"
)

// verifyJSON is the output of `irfuzz verify --json`.
type verifyJSON struct {
	File     string          `json:"file"`
	OK       bool            `json:"ok"`
	Problems []verifyProblem `json:"problems"` // empty when ok
}

// verifyProblem is one message of the verifier.
type verifyProblem struct {
	Message     string `json:"message"` // as printed: FILE:LINE:COL: @f: %bb: what: instruction
	Line        int    `json:"line,omitempty"`
	Col         int    `json:"col,omitempty"`
	Function    string `json:"function,omitempty"`
	Block       string `json:"block,omitempty"`
	Instruction string `json:"instruction,omitempty"`
	What        string `json:"what"`
}

// runVerify implements `irfuzz verify FILE.ll`: prints "ok" (exit 0) or the
// verifier's messages (exit 1), both on stdout since they are the answer.
func runVerify(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("verify", "irfuzz verify FILE.ll [--json]", stderr)
	asJSON := addJSONFlag(fs)
	pos, code, ok := parseCommand(fs, args, 1, 1, stdout, stderr)
	if !ok {
		return code
	}
	m, ok := loadModule(pos[0], stderr)
	if !ok {
		return exitUsage
	}
	err := ir.Verify(m)
	ret := exitOK
	if err != nil {
		ret = exitNo
	}
	if *asJSON {
		out := verifyJSON{File: pos[0], OK: err == nil, Problems: []verifyProblem{}}
		var ves ir.VerifyErrors
		if errors.As(err, &ves) {
			for _, e := range ves {
				out.Problems = append(out.Problems, verifyProblem{e.Error(), int(e.Pos.Line), int(e.Pos.Col), e.Func, e.Block, e.Inst, e.Msg})
			}
		} else if err != nil {
			out.Problems = append(out.Problems, verifyProblem{Message: err.Error(), What: err.Error()})
		}
		return max(printJSON(stdout, stderr, "verify", out), ret)
	}
	if err != nil {
		// Each message already names FILE:LINE:COL and the function.
		fmt.Fprintln(stdout, err)
		return exitNo
	}
	fmt.Fprintln(stdout, "ok")
	return exitOK
}
