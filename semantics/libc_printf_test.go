package semantics

// The interpreter's printf family against the host C library: C programs
// compiled by gcc and run natively, and compiled by clang-19 to IR and run by
// the interpreter, must write the same bytes to stdout and stderr.

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/internal/cformatcases"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
)

// printfTools returns the gcc and clang-19 to compile C with, skipping the
// test when either is missing.
func printfTools(t *testing.T) (gcc, clang string) {
	t.Helper()
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	if clang, err = exec.LookPath("clang-19"); err != nil {
		clang = llvmbin.Tool(19, "clang")
		if _, err := os.Stat(clang); err != nil {
			t.Skip("clang-19 not found")
		}
	}
	return gcc, clang
}

// printfRunC compiles the C program src with gcc and runs it natively, then
// compiles it with clang to IR and runs that in the interpreter; it returns
// the native stdout and stderr and the interpreter's outcome, failing the
// test unless the native program exits with status 0.
func printfRunC(t *testing.T, src string) (stdout, stderr []byte, o Outcome) {
	t.Helper()
	gcc, clang := printfTools(t)
	dir := t.TempDir()
	cfile := filepath.Join(dir, "prog.c")
	bin := filepath.Join(dir, "prog")
	llfile := filepath.Join(dir, "prog.ll")
	if err := os.WriteFile(cfile, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(gcc, "-O0", "-fno-builtin", "-w", "-o", bin, cfile).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	var so, se bytes.Buffer
	cmd := exec.Command(bin)
	cmd.Stdout, cmd.Stderr = &so, &se
	if err := cmd.Run(); err != nil {
		t.Fatalf("running the gcc program: %v\n%s", err, se.Bytes())
	}
	if out, err := exec.Command(clang, "-O0", "-Xclang", "-disable-O0-optnone", "-fno-builtin",
		"-emit-llvm", "-S", "-w", "-o", llfile, cfile).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, out)
	}
	start := time.Now()
	p, err := LoadFile(llfile)
	if err != nil {
		t.Fatalf("loading the IR: %v", err)
	}
	o = p.NewMachine(Config{}).RunMain([]string{"prog"})
	t.Logf("interpreted in %v (%d steps, %d+%d bytes of output)", time.Since(start).Round(time.Millisecond), o.Steps, len(o.Stdout), len(o.Stderr))
	return so.Bytes(), se.Bytes(), o
}

// printfCheckExit fails the test unless the interpreted program exited with
// status 0.
func printfCheckExit(t *testing.T, o *Outcome) {
	t.Helper()
	if o.Kind != Exited || o.Status != 0 || o.Aborted {
		t.Fatalf("the interpreted program ends with %s, want exit 0 (stdout %d bytes, stderr %q)", o.String(), len(o.Stdout), printfTail(o.Stderr, 200))
	}
}

// printfTail returns the last n bytes of b at most.
func printfTail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}

// TestPrintfConformanceProgram runs the printf conformance cases as one C
// program (see cformatcases.CProgram) natively and in the interpreter.
func TestPrintfConformanceProgram(t *testing.T) {
	t.Parallel()
	cs := cformatcases.Cases()
	wantOut, wantErr, o := printfRunC(t, cformatcases.CProgram(cs))
	printfCheckExit(t, &o)
	if bytes.Equal(o.Stdout, wantOut) && bytes.Equal(o.Stderr, wantErr) {
		t.Logf("%d printf cases through the interpreter, 0 mismatches", len(cs))
		return
	}
	want, err := cformatcases.Split(wantOut, wantErr, len(cs))
	if err != nil {
		t.Fatalf("gcc program's output: %v", err)
	}
	got, err := cformatcases.Split(o.Stdout, o.Stderr, len(cs))
	if err != nil {
		t.Fatalf("the interpreter's output differs from gcc's, and does not split into cases: %v", err)
	}
	bad := 0
	for i, c := range cs {
		if !bytes.Equal(got[i], want[i]) {
			if bad++; bad <= 10 {
				t.Errorf("case %d, %v:\n got %q\nwant %q", i, c, got[i], want[i])
			}
		}
	}
	if bad == 0 {
		t.Errorf("every case agrees, but the lengths on stderr are laid out differently:\n got %q\nwant %q", printfTail(o.Stderr, 200), printfTail(wantErr, 200))
	}
	t.Errorf("%d printf cases through the interpreter, %d mismatches", len(cs), bad)
}

// printfFamilyPrelude begins each TestPrintfFamily program; the section's
// statements follow it, then "return 0; }".
const printfFamilyPrelude = `#include <stdio.h>
#include <string.h>

/* show writes the n bytes at p between brackets, then a newline, with
   NULs made visible. */
static void show(const char *what, const char *p, size_t n) {
  size_t i;
  printf("%s: [", what);
  for (i = 0; i < n; i++) {
    if (p[i] == 0)
      fputs("\\0", stdout);
    else
      putchar(p[i]);
  }
  puts("]");
}

int main(void) {
  char buf[64], small[8];
  char arr[5] = "abcde"; /* no terminating NUL */
  const char *null = 0;
  long n;
  size_t z;
  memset(buf, 'Q', sizeof buf);
`

// printfFamilyTests are the sections of TestPrintfFamily: C statements
// calling the C library's output functions in ways whose results C (or,
// where it leaves a choice, glibc) fixes, and printing the results.
var printfFamilyTests = []struct{ name, body string }{
	{"printf", `
  n = printf("plain\n");
  printf("printf plain = %ld\n", n);
  n = printf("");
  printf("printf empty = %ld\n", n);
  n = printf("%c", 0);
  printf(" <- printf NUL char = %ld\n", n);
  n = printf("%d %u %x %s %5.2f %e %g %c %%\n", -7, 7u, 255u, "str", 3.14159, 1e-10, 0.0001, 'q');
  printf("printf mixed = %ld\n", n);
  n = printf("%ld %lu %lld %zu %hd %hhu\n", -1L, 18446744073709551615UL, -9223372036854775807LL - 1, sizeof(buf), (short)-2, (unsigned char)200);
  printf("printf lengths = %ld\n", n);
  n = printf("[%.5s] [%.3s] [%-7.4s] [%7.2s] [%.0s]\n", arr, arr, arr, arr, arr);
  printf("printf unterminated array = %ld\n", n);
  n = printf("[%p] [%12p] [%-12p]\n", (void *)0, (void *)null, (void *)0);
  printf("printf null pointer = %ld\n", n);
  n = printf("[%*d] [%-*d] [%.*f]\n", 6, 42, 6, 42, 3, 2.0 / 3);
  printf("printf star = %ld\n", n);
  n = printf("%f %e %g %a\n", (float)0.1, (float)-2.5, (float)1e20, (float)1.5);
  printf("printf float promoted = %ld\n", n);
`},
	{"sprintf", `
  n = sprintf(buf, "%d-%s-%c", 42, "xy", 'z');
  show("sprintf", buf, 12);
  printf("sprintf = %ld\n", n);
  n = sprintf(buf, "");
  show("sprintf empty", buf, 3);
  printf("sprintf empty = %ld\n", n);
  n = sprintf(buf, "%5.1f|%-6x|%+d|%#o", 3.14159, 255u, 7, 8u);
  show("sprintf numbers", buf, (size_t)n + 1);
  printf("sprintf numbers = %ld\n", n);
  n = sprintf(buf, "a%cb", 0);
  show("sprintf NUL", buf, 5);
  printf("sprintf NUL = %ld\n", n);
  n = sprintf(buf + 10, "[%s]", "mid");
  show("sprintf offset", buf, 17);
  printf("sprintf offset = %ld\n", n);
  memset(small, 'Q', sizeof small);
  n = sprintf(small, "%.5s", arr);
  show("sprintf unterminated array", small, sizeof small);
  printf("sprintf unterminated array = %ld\n", n);
`},
	{"snprintf", `
  memset(small, 'Q', sizeof small);
  n = snprintf(small, sizeof small, "%s", "truncated string");
  show("snprintf truncated", small, sizeof small);
  printf("snprintf truncated = %ld\n", n);
  memset(small, 'Q', sizeof small);
  n = snprintf(small, sizeof small, "%d", 1234567);
  show("snprintf fits", small, sizeof small);
  printf("snprintf fits = %ld\n", n);
  memset(small, 'Q', sizeof small);
  n = snprintf(small, 4, "abcd");
  show("snprintf one short", small, sizeof small);
  printf("snprintf one short = %ld\n", n);
  memset(small, 'Q', sizeof small);
  n = snprintf(small, 1, "%d", 12345);
  show("snprintf size 1", small, sizeof small);
  printf("snprintf size 1 = %ld\n", n);
  memset(small, 'Q', sizeof small);
  n = snprintf(small, 0, "xyz%d", 5);
  show("snprintf size 0", small, sizeof small);
  printf("snprintf size 0 = %ld\n", n);
  n = snprintf(NULL, 0, "%d %s %.3e", 123456, "abc", -0.5);
  printf("snprintf NULL 0 = %ld\n", n);
  n = snprintf(buf, sizeof buf, "%-10s|%10.3f|%p", "left", -2.5, (void *)0);
  show("snprintf roomy", buf, (size_t)n + 1);
  printf("snprintf roomy = %ld\n", n);
  n = snprintf(small, sizeof small, "%.3s|%.2s", arr, arr + 3);
  show("snprintf unterminated array", small, sizeof small);
  printf("snprintf unterminated array = %ld\n", n);
`},
	{"puts", `
  n = puts("puts line");
  printf("puts = %ld\n", n);
  n = puts("");
  printf("puts empty = %ld\n", n);
`},
	{"putchar", `
  n = putchar('A');
  printf(" <- putchar = %ld\n", n);
  n = putchar(0x142);
  printf(" <- putchar 0x142 = %ld\n", n);
  n = putchar(-1);
  printf(" <- putchar -1 = %ld\n", n);
  n = fputc('x', stderr);
  printf("fputc stderr = %ld\n", n);
  n = putc('y', stdout);
  printf(" <- putc stdout = %ld\n", n);
`},
	{"fputs", `
  n = fputs("fputs to stdout\n", stdout);
  printf("fputs stdout = %ld\n", n);
  n = fputs("fputs to stderr\n", stderr);
  printf("fputs stderr = %ld\n", n);
  n = fputs("", stdout);
  printf("fputs empty = %ld\n", n);
`},
	{"fwrite", `
  z = fwrite("abcdef", 2, 3, stdout);
  printf(" <- fwrite = %zu\n", z);
  z = fwrite("a\0b", 1, 3, stdout);
  printf(" <- fwrite NUL = %zu\n", z);
  z = fwrite("abc", 0, 3, stdout);
  printf("fwrite size 0 = %zu\n", z);
  z = fwrite("abc", 3, 0, stdout);
  printf("fwrite count 0 = %zu\n", z);
  z = fwrite("err\n", 4, 1, stderr);
  printf("fwrite stderr = %zu\n", z);
`},
	{"fprintf", `
  n = fprintf(stderr, "fprintf stderr %d %s %.2f\n", 12, "s", 0.125);
  printf("fprintf stderr = %ld\n", n);
  n = fprintf(stdout, "fprintf stdout [%5s] [%-5c]\n", "ab", 'c');
  printf("fprintf stdout = %ld\n", n);
  n = fprintf(stderr, "");
  printf("fprintf empty = %ld\n", n);
  n = fprintf(stderr, "[%.4s] [%p]\n", arr, (void *)0);
  fprintf(stderr, "fprintf stderr = %ld\n", n);
`},
}

// TestPrintfFamily runs each section of printfFamilyTests as a C program,
// natively (gcc) and in the interpreter (clang-19), and compares what they
// write.
func TestPrintfFamily(t *testing.T) {
	printfTools(t)
	for _, tc := range printfFamilyTests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			wantOut, wantErr, o := printfRunC(t, printfFamilyPrelude+tc.body+"  return 0;\n}\n")
			printfCheckExit(t, &o)
			printfCompareLines(t, "stdout", o.Stdout, wantOut)
			printfCompareLines(t, "stderr", o.Stderr, wantErr)
		})
	}
}

// printfCompareLines reports the first few lines in which the interpreter's
// output got differs from gcc's, want.
func printfCompareLines(t *testing.T, stream string, got, want []byte) {
	t.Helper()
	if bytes.Equal(got, want) {
		return
	}
	g, w := bytes.SplitAfter(got, []byte("\n")), bytes.SplitAfter(want, []byte("\n"))
	bad := 0
	for i := 0; i < max(len(g), len(w)); i++ {
		var gl, wl []byte
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if !bytes.Equal(gl, wl) {
			if bad++; bad <= 5 {
				t.Errorf("%s line %d:\n got %q\nwant %q", stream, i+1, gl, wl)
			}
		}
	}
	t.Errorf("%s: %d of %d lines differ (%d bytes, want %d)", stream, bad, len(w), len(got), len(want))
}
