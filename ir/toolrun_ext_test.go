package ir_test

import (
	"context"
	"errors"
	"time"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

// The LLVM tools the tests of package ir run (llvm-as on the LangRef
// modules, the invalid corpus through opt's verifier, the printer's
// round trip through llvm-dis) go through native.Run, so that the
// verdicts of their fixed inputs come from the test run cache
// (native/runcache.go; IRFUZZ_TOOL_CACHE=off runs every tool).
func init() {
	ir.RunToolForTest = func(dir string, argv ...string) ([]byte, []byte, error) {
		r := native.Run(context.Background(), native.Limits{Timeout: time.Minute}, dir, argv...)
		if !r.OK() {
			return r.Stdout, r.Stderr, errors.New(r.Describe())
		}
		return r.Stdout, r.Stderr, nil
	}
}
