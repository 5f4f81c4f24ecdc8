// Package testkit is the scaffolding that tests of several packages
// share: a toolchain or a skip, a module parsed and verified or a fatal
// error, and a small, fast oracle configuration. It is imported by tests
// only.
package testkit

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// Toolchain returns the installed LLVM release major (0: the newest), or
// skips the test when it is not installed.
func Toolchain(t testing.TB, major int) *native.Toolchain {
	t.Helper()
	tc, err := native.Find(major, "")
	if err != nil {
		t.Skip(err)
	}
	return tc
}

// Parse parses text as a module and verifies it, failing the test on an
// error of either.
func Parse(t testing.TB, text string) *ir.Module {
	t.Helper()
	m, err := ir.Parse("test.ll", []byte(text))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("verify: %v", err)
	}
	return m
}

// OracleConfig is a small, fast oracle configuration on tc: one pipeline
// (O2), one llc level (O0), no targets, few inputs, and a work directory
// the test removes.
func OracleConfig(t testing.TB, tc *native.Toolchain) oracle.Config {
	return oracle.Config{
		Toolchain:    tc,
		Pipelines:    []string{"O2"},
		Levels:       []string{"O0"},
		Inputs:       8,
		Exhaustive:   1,
		NativeInputs: 4,
		ToolLimits:   native.Limits{Timeout: 30 * time.Second},
		RunLimits:    native.Limits{Timeout: 10 * time.Second},
		WorkDir:      t.TempDir(),
	}
}

// Oracle is an oracle with cfg that stores its findings in a findings
// directory the test removes (their Dir is set), failing the test when it
// cannot be made.
func Oracle(t testing.TB, cfg oracle.Config) *oracle.Oracle {
	t.Helper()
	store, err := finding.OpenStore(filepath.Join(t.TempDir(), "findings"))
	if err != nil {
		t.Fatal(err)
	}
	o, err := oracle.New(cfg, store)
	if err != nil {
		t.Fatal(err)
	}
	return o
}
