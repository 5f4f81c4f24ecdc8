package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/irfuzz/irfuzz/bench"
)

// runBenchLangref implements `irfuzz bench langref`: the Language
// Reference's intrinsics, instantiated from their Syntax blocks, run by
// irfuzz and (unless --no-llvm) checked by llvm-as and lli. The work is in
// bench.
func runBenchLangref(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz bench langref [--seeds DIR | --syntax FILE] [--llvm-as TOOL] [--lli TOOL] [--no-llvm] [--keep DIR] [--write-syntax FILE]"
	fs := newFlagSet("bench langref", usageLine, stderr)
	seeds := fs.String("seeds", "../shared/seeds", "`directory` whose 000_*.txt is the Language Reference")
	syntax := fs.String("syntax", "", "read the Syntax blocks from `file` (as --write-syntax writes them) instead of the Language Reference")
	as := fs.String("llvm-as", "llvm-as-22", "llvm-as `tool`")
	lli := fs.String("lli", "lli-22", "lli `tool`")
	noLLVM := fs.Bool("no-llvm", false, "run irfuzz only (no llvm-as or lli column)")
	keep := fs.String("keep", "", "write the programs to `directory`")
	writeSyntax := fs.String("write-syntax", "", "write the Syntax blocks read to `file` and stop")
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	var in []bench.LangrefIntrinsic
	if *syntax != "" {
		text, err := os.ReadFile(*syntax)
		if err == nil {
			in, err = bench.ReadLangrefSyntax(text)
		}
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz: %v\n", err)
			return exitUsage
		}
	} else {
		files, _ := filepath.Glob(filepath.Join(*seeds, "000_*.txt"))
		if len(files) == 0 {
			fmt.Fprintf(stderr, "irfuzz: no Language Reference (000_*.txt) in %s\n", *seeds)
			return exitUsage
		}
		text, err := os.ReadFile(files[0])
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz: %v\n", err)
			return exitUsage
		}
		in = bench.ParseLangref(text)
	}
	if *writeSyntax != "" {
		f, err := os.Create(*writeSyntax)
		if err == nil {
			err = bench.WriteLangrefSyntax(f, in)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz: %v\n", err)
			return exitUsage
		}
		return exitOK
	}
	cfg := bench.LangrefConfig{Keep: *keep}
	if !*noLLVM {
		cfg.LLVMAs, cfg.LLI = *as, *lli
	}
	sts, err := bench.RunLangref(context.Background(), cfg, in)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz: %v\n", err)
		return exitUsage
	}
	bench.WriteLangrefTable(stdout, sts, !*noLLVM)
	return exitOK
}
