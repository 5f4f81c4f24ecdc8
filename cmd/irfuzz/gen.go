package main

import (
	"fmt"
	"io"

	"github.com/irfuzz/irfuzz/gen"
)

// genConfig builds the generator configuration from the gen flags: the
// profile, then the JSON file over it, then --llvm over both when given.
func genConfig(profile, file string, llvm int) (gen.Config, error) {
	cfg, err := gen.Profile(profile)
	if err != nil {
		return cfg, err
	}
	if file != "" {
		if cfg, err = gen.LoadConfig(file, cfg); err != nil {
			return cfg, err
		}
	}
	if llvm != 0 {
		cfg.LLVM = llvm
	}
	if err := cfg.Validate(); err != nil {
		return cfg, fmt.Errorf("gen: %w", err)
	}
	return cfg, nil
}

// runGen implements `irfuzz gen`: one module to stdout, or with --stats N
// the feature statistics of N modules.
func runGen(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz gen [--seed N] [--llvm N] [--config FILE.json] [--profile default|no-undef] [--stats N]"
	fs := newFlagSet("gen", usageLine, stderr)
	seed := fs.Uint64("seed", 0, "random `seed`: the same seed and config give the same module")
	llvm := fs.Int("llvm", 0, releaseUsage("whose syntax and intrinsics to keep to"))
	file := fs.String("config", "", "JSON `file` overriding fields of the configuration")
	profile := fs.String("profile", "default", "base configuration: default or no-undef")
	stats := fs.Int("stats", 0, "print how often each feature appears over `N` modules (seeds seed..seed+N-1); exit 1 when a required one shows in under 1% of them")
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	rel := *llvm
	if rel == 0 && *file == "" {
		rel = defaultRelease(0) // a config file's own release stands
	}
	cfg, err := genConfig(*profile, *file, rel)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz gen: %v\n", err)
		return exitUsage
	}
	if *stats < 0 {
		fmt.Fprintf(stderr, "irfuzz gen: --stats must not be negative\n")
		return exitUsage
	}
	if *stats == 0 {
		m, err := gen.Generate(*seed, cfg)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz gen: %v\n", err)
			return exitUsage
		}
		if _, err := io.WriteString(stdout, m.String()); err != nil {
			fmt.Fprintf(stderr, "irfuzz gen: %v\n", err)
			return exitUsage
		}
		return exitOK
	}
	st := gen.NewStats()
	for k := range *stats {
		m, err := gen.Generate(*seed+uint64(k), cfg)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz gen: %v\n", err)
			return exitUsage
		}
		st.Add(m)
	}
	if err := st.Write(stdout, gen.Required(cfg), 0.01); err != nil {
		fmt.Fprintf(stderr, "irfuzz gen: %v\n", err)
		return exitUsage
	}
	if len(st.Low(gen.Required(cfg), 0.01)) > 0 {
		return exitNo // the answer to "does every required feature show?" is no
	}
	return exitOK
}
