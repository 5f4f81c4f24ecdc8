package ir

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
)

// RunToolForTest runs argv (an LLVM tool and its arguments, every input
// a file named on the command line) in dir ("": the current one) and
// returns its standard output and
// error, with a non-nil error when it did not exit 0. It starts the
// process itself; the external test package (toolrun_ext_test.go) sets
// it to native.Run, whose test run cache answers the runs of fixed
// inputs from a content hash (this package's own tests cannot import
// native, which imports ir).
var RunToolForTest = func(dir string, argv ...string) (stdout, stderr []byte, err error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return out.Bytes(), errb.Bytes(), err
	}
	return out.Bytes(), errb.Bytes(), nil
}

// llvmRun runs tool with args and, when in is not nil, in written to a
// file of a temporary directory (in.bc for bitcode, in.ll for text) as
// the last argument, named relative to that directory, where the tool
// runs: a run keyed by its inputs, which the run cache can answer, and
// whose output names the same file whatever the directory (the module
// identifier and source_filename that llvm-as and llvm-dis print). err
// says how the tool failed.
func llvmRun(in []byte, tool string, args ...string) (stdout, stderr []byte, err error) {
	argv := append([]string{tool}, args...)
	dir := ""
	if in != nil {
		var err error
		dir, err = os.MkdirTemp("", "irfuzz-ir-tool")
		if err != nil {
			return nil, nil, err
		}
		defer os.RemoveAll(dir)
		name := "in.ll"
		if bytes.HasPrefix(in, []byte("BC\xc0\xde")) {
			name = "in.bc"
		}
		if err := os.WriteFile(filepath.Join(dir, name), in, 0o644); err != nil {
			return nil, nil, err
		}
		argv = append(argv, name)
	}
	return RunToolForTest(dir, argv...)
}
