package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
)

// shellVar matches $NAME and ${NAME} in a shell word.
var shellVar = regexp.MustCompile(`\$(?:\{(\w+)\}|(\w+))`)

// shellWords splits the shell command line s into words as sh would for
// the simple lines of the deploy examples: blanks outside double quotes
// separate words, quotes are removed, $NAME and ${NAME} expand from env.
// It stops at a shell operator (||, &&, >, >>, |, ;, &).
func shellWords(s string, env map[string]string) []string {
	var words []string
	var cur strings.Builder
	inWord, quoted := false, false
	flush := func() {
		if inWord {
			words = append(words, shellVar.ReplaceAllStringFunc(cur.String(), func(v string) string {
				m := shellVar.FindStringSubmatch(v)
				return env[m[1]+m[2]]
			}))
		}
		cur.Reset()
		inWord = false
	}
	for _, r := range s {
		switch {
		case r == '"':
			quoted, inWord = !quoted, true
		case !quoted && (r == ' ' || r == '\t'):
			flush()
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	flush()
	for i, w := range words {
		switch w {
		case "||", "&&", ">", ">>", "|", ";", "&":
			return words[:i]
		}
	}
	return words
}

// deployCommands returns the irfuzz command lines of an example file that
// start with `irfuzz WHAT` (the words after "irfuzz"), expanded with env;
// comment lines are skipped.
func deployCommands(t *testing.T, file, what string, env map[string]string) [][]string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var cmds [][]string
	for line := range strings.Lines(string(data)) {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		if i := strings.Index(line, "irfuzz "+what); i >= 0 {
			cmds = append(cmds, shellWords(strings.TrimSpace(line[i+len("irfuzz "):]), env))
		}
	}
	if len(cmds) == 0 {
		t.Fatalf("%s has no `irfuzz %s` command", file, what)
	}
	return cmds
}

// localPaths moves the example's output paths (/out/..., out/..., the
// file of -o) under root and expands globs.
func localPaths(t *testing.T, args []string, root string) []string {
	t.Helper()
	var out []string
	for i, a := range args {
		if strings.HasPrefix(a, "/out") || strings.HasPrefix(a, "out/") || (i > 0 && args[i-1] == "-o") {
			a = filepath.Join(root, a)
		}
		if strings.Contains(a, "*") {
			m, err := filepath.Glob(a)
			if err != nil || len(m) == 0 {
				t.Fatalf("%s matches nothing (%v)", a, err)
			}
			out = append(out, m...)
			continue
		}
		out = append(out, a)
	}
	return out
}

// TestDeployShards runs the shard command lines of the deploy examples
// (deploy/k8s-indexed-job.yaml, deploy/github-actions-matrix.yml) as they
// are written, for 3 shards of one tiny module each (the flags after them
// make the campaign small; later flags win), resumes one shard with the
// Kubernetes retry line, runs the examples' `irfuzz report` lines, and
// checks that the merged report's totals are the sums of the shards'.
//
// The shards run on an in-process opt (the identity pipeline) and llc for
// the compile-only target sparcv9 (faketools.InProcessToolchain, reached
// with --llvm-bin): what is tested is the deployment files' commands,
// shards, resume and merged report, not LLVM; the fuzz, check and
// reduce tests run the real tools.
func TestDeployShards(t *testing.T) {
	t.Parallel()
	tc, remove, err := faketools.InProcessToolchain(19, faketools.Opt{}.Run, faketools.Llc{}.Run)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remove)
	small := []string{"--llvm-bin", tc.Dir, "--modules", "1", "--batch", "4", "--pipelines", "O2", "--targets", "sparcv9", "--levels", "O0"}
	const shards = 3
	for _, file := range []string{"k8s-indexed-job.yaml", "github-actions-matrix.yml"} {
		t.Run(file, func(t *testing.T) {
			t.Parallel()
			if testing.Short() && !strings.HasPrefix(file, "k8s") {
				t.Skip("-short: the Kubernetes file alone (it resumes a shard too)")
			}
			path := filepath.Join("..", "..", "deploy", file)
			root := t.TempDir()
			var dirs []string
			for i := range shards {
				env := map[string]string{"I": string(rune('0' + i)), "SHARDS": "3", "SEED": "7000", "DURATION": "10m", "JOBS": "1"}
				cmds := deployCommands(t, path, "fuzz --shard", env)
				args := append(localPaths(t, cmds[0], root), small...)
				code, _, stderr := runCmd(args...)
				if code != exitOK && code != exitNo {
					t.Fatalf("%v: exit %d\n%s", args, code, stderr)
				}
				dirs = append(dirs, args[slices.Index(args, "--out")+1])
				if i == 0 && strings.HasPrefix(file, "k8s") {
					// The retry of a pod: resume the shard for one more module.
					resume := append(localPaths(t, deployCommands(t, path, "fuzz --resume", env)[0], root), "--modules", "1")
					if code, _, stderr := runCmd(resume...); code != exitOK && code != exitNo {
						t.Fatalf("%v: exit %d\n%s", resume, code, stderr)
					}
				}
			}
			for _, report := range deployCommands(t, path, "report", nil) {
				args := localPaths(t, report, root)
				if code, _, stderr := runCmd(args...); code != exitOK {
					t.Errorf("%v: exit %d\n%s", args, code, stderr)
				}
				if o := slices.Index(args, "-o"); o >= 0 {
					if st, err := os.Stat(args[o+1]); err != nil || st.Size() == 0 {
						t.Errorf("%v wrote no %s (%v)", args, args[o+1], err)
					}
				}
			}
			var sum reportTotals
			for i, d := range dirs {
				s, err := finding.LoadSummary(d)
				if err != nil {
					t.Fatal(err)
				}
				if want := 1 + btoi(i == 0 && strings.HasPrefix(file, "k8s")); s.Modules != want || s.Shard != string(rune('0'+i))+"/3" {
					t.Errorf("%s: %d modules, shard %s", d, s.Modules, s.Shard)
				}
				sum.add(reportTotals{Modules: s.Modules, Tests: s.Tests, Inputs: s.Inputs, NativeSteps: s.NativeSteps, Findings: s.Findings, Stored: s.Stored})
			}
			if merged := reportedTotals(t, dirs...); merged != sum {
				t.Errorf("merged report %+v, sum of the shards %+v", merged, sum)
			}
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
