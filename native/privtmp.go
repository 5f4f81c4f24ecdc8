package native

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// A private /tmp: Exec runs a whole program, when asked
// (RunLim.PrivateTmp) and the machine allows it (PrivateTmp), in a mount
// namespace of its own (unshare: a user namespace that maps the current
// user to itself, and a mount namespace) where an empty directory of the
// run is mounted on /tmp. A program that writes /tmp/x then finds only
// its own files there, as the reference semantics' file system has them
// (semantics.Config.PrivateTmp), and two runs going on at once (the
// builds of one check, two checks) do not see each other's. The
// directories under /tmp that hold the run's own files (its working
// directory, the binary: the work directory is often under /tmp) are
// mounted back at their places, so the command line is the same as
// without: the private /tmp holds only those directories' names.

// privateTmpFail is what the wrapper prints on standard error, with exit
// status privateTmpStatus, when it cannot set the namespace up: the run
// did not start.
const (
	privateTmpFail   = "irfuzz: private /tmp: setup failed"
	privateTmpStatus = 97
)

// privateTmpScript is the shell script that mounts $0 on /tmp, then each
// pair (name under /tmp, directory to mount there: a path relative to the
// working directory, which still reaches the old /tmp: not canonicalized,
// which would resolve it in the new one) up to "--", and
// runs the rest.
const privateTmpScript = `mount --bind "$0" /tmp || { echo "` + privateTmpFail + `" >&2; exit 97; }
while [ "$1" != -- ]; do
  mkdir -p "/tmp/$1" && mount --no-canonicalize --bind "$2" "/tmp/$1" || { echo "` + privateTmpFail + `" >&2; exit 97; }
  shift 2
done
shift
exec "$@"`

// privateTmpRun is runProcess's part for a private /tmp: the command line
// to run instead of argv, and what to do after the run (remove the
// directory; turn a failed setup into a start error).
func privateTmpRun(dir string, argv []string) ([]string, func(r *Result), error) {
	priv, err := os.MkdirTemp(filepath.Dir(dir), "tmp-")
	if err != nil {
		return nil, nil, err
	}
	done := func(r *Result) {
		os.RemoveAll(priv)
		if r.Exit == privateTmpStatus && strings.Contains(string(r.Stderr), privateTmpFail) {
			r.StartErr = errors.New(strings.TrimSpace(string(r.Stderr)))
		}
	}
	return privateTmpArgv(dir, priv, argv), done, nil
}

// privateTmpArgv is argv run in dir with priv mounted on /tmp.
func privateTmpArgv(dir, priv string, argv []string) []string {
	w := []string{"unshare", "--user", "--map-current-user", "--mount", "sh", "-c", privateTmpScript, priv}
	seen := map[string]bool{}
	paths := []string{dir}
	if len(argv) > 0 && filepath.IsAbs(argv[0]) {
		paths = append(paths, argv[0])
	}
	for _, a := range argv[1:] {
		if filepath.IsAbs(a) {
			paths = append(paths, a) // (the binary, after an emulator's flags)
		}
	}
	for _, p := range paths {
		rest, ok := strings.CutPrefix(filepath.Clean(p), "/tmp/")
		if !ok {
			continue
		}
		top, _, _ := strings.Cut(rest, "/")
		if seen[top] || top == "" || top == ".." {
			continue
		}
		seen[top] = true
		rel, err := filepath.Rel(dir, "/tmp/"+top)
		if err != nil {
			continue
		}
		w = append(w, top, rel)
	}
	w = append(w, "--")
	return append(w, argv...)
}

// PrivateTmp reports whether Exec runs programs with a private /tmp:
// whether unshare can make a user and a mount namespace here (probed
// once; containers and kernels may forbid it). Without it a program
// that uses /tmp is not judged (the reference semantics models /tmp only
// when the native runs have it private).
func PrivateTmp() bool { return privateTmpOK() }

var privateTmpOK = sync.OnceValue(func() bool {
	if os.Getenv("IRFUZZ_PRIVATE_TMP") == "off" {
		return false
	}
	if _, err := exec.LookPath("unshare"); err != nil {
		return false
	}
	dir, err := os.MkdirTemp("", "irfuzz-probe-")
	if err != nil {
		return false
	}
	defer os.RemoveAll(dir)
	priv := filepath.Join(dir, "tmp")
	if os.Mkdir(priv, 0o700) != nil {
		return false
	}
	// The probe writes a file in the private /tmp: it must land in priv.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	argv := privateTmpArgv(dir, priv, []string{"sh", "-c", "echo x > /tmp/irfuzz-probe && test -d " + dir})
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	if cmd.Run() != nil {
		return false
	}
	_, err = os.Stat(filepath.Join(priv, "irfuzz-probe"))
	return err == nil
})
