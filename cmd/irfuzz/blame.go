package main

import (
	"fmt"
	"io"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/oracle"
)

// blameJSON is the output of `irfuzz blame --json`.
type blameJSON struct {
	Finding   string `json:"finding"` // the finding directory
	Kind      string `json:"kind"`
	Signature string `json:"signature"`
	LLVM      string `json:"llvm"` // the toolchain bisected
	Pass      string `json:"pass"` // the guilty pass
}

// runBlame implements `irfuzz blame FINDING_DIR`.
func runBlame(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("blame", "irfuzz blame FINDING_DIR [--llvm V | --llvm-bin DIR] [--json]", stderr)
	of := addOracleFlags(fs)
	asJSON := addJSONFlag(fs)
	pos, code, ok := parseCommand(fs, args, 1, 1, stdout, stderr)
	if !ok {
		return code
	}
	f, err := finding.Load(pos[0])
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz blame: %v\n", err)
		return exitUsage
	}
	if *of.llvm == 0 && *of.llvmBin == "" {
		// The release the finding was made with, by default.
		fmt.Sscanf(f.LLVM, "%d", of.llvm)
	}
	cfg, err := of.config("")
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz blame: %v\n", err)
		return exitUsage
	}
	ctx, stop := interruptible()
	defer stop()
	pass, err := oracle.Blame(ctx, cfg, pos[0])
	if err != nil && ctx.Err() != nil {
		fmt.Fprintf(stderr, "irfuzz blame: interrupted: no pass named (%v)\n", err)
		return exitInterrupted
	}
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz blame: %v\n", err)
		return exitUsage
	}
	if *asJSON {
		return printJSON(stdout, stderr, "blame", blameJSON{pos[0], f.Kind, f.Signature, cfg.Toolchain.Version, pass})
	}
	fmt.Fprintln(stdout, pass)
	return exitOK
}
