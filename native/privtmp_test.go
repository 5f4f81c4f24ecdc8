package native

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestPrivateTmpArgv(t *testing.T) {
	tests := []struct {
		name, dir string
		argv      []string
		binds     []string // the (name under /tmp, directory) pairs
	}{
		{"work under /tmp", "/tmp/irfuzz-1/m/run-2", []string{"/tmp/irfuzz-1/m/prog", "a"}, []string{"irfuzz-1", "../.."}},
		{"emulator, binary elsewhere under /tmp", "/tmp/w/run-1", []string{"/usr/bin/qemu-aarch64", "-L", "/usr/aarch64-linux-gnu", "/tmp/b/prog"}, []string{"w", "..", "b", "../../b"}},
		{"nothing under /tmp", "/work/run-1", []string{"/work/prog"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := privateTmpArgv(tc.dir, "/p", tc.argv)
			want := append([]string{"unshare", "--user", "--map-current-user", "--mount", "sh", "-c", privateTmpScript, "/p"}, tc.binds...)
			want = append(append(want, "--"), tc.argv...)
			if !slices.Equal(got, want) {
				t.Errorf("privateTmpArgv = %q\nwant %q", got[7:], want[7:])
			}
		})
	}
}

// TestExecPrivateTmp: where the machine allows it, a program run by Exec
// sees a /tmp of its own, empty at every run, and what it writes there
// stays out of the host's /tmp.
func TestExecPrivateTmp(t *testing.T) {
	if !PrivateTmp() {
		t.Skip("no private /tmp on this machine (unshare of a user and a mount namespace)")
	}
	host, err := os.CreateTemp("/tmp", "irfuzz-host-")
	if err != nil {
		t.Fatal(err)
	}
	host.Close()
	defer os.Remove(host.Name())
	own := filepath.Base(host.Name()) + "-own"
	dir := t.TempDir()
	script := "#!/bin/sh\n[ -e " + host.Name() + " ] && echo host\n[ -e /tmp/" + own + " ] && echo stale\necho x > /tmp/" + own + "\ncat /tmp/" + own + "\n"
	if err := os.WriteFile(filepath.Join(dir, "prog"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	tg := &Target{Name: "x86_64"} // on the host, no emulator
	tools := &Tools{Dir: dir, RunLim: Limits{PrivateTmp: true}}
	for range 2 {
		r := tools.Exec(context.Background(), tg, "prog")
		if !r.OK() || string(r.Stdout) != "x\n" {
			t.Fatalf("%s: stdout %q, stderr %q", r.Describe(), r.Stdout, r.Stderr)
		}
	}
	if _, err := os.Stat("/tmp/" + own); !os.IsNotExist(err) {
		os.Remove("/tmp/" + own)
		t.Errorf("the program's /tmp file reached the host's /tmp")
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("left in the tools' directory: %s", strings.Join(names, " "))
	}
}
