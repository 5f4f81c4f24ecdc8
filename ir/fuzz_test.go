package ir_test

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/ir"
)

// The parser's fuzz target is FuzzParse in selffuzz (`make
// fuzz-self`); this file keeps the tests of the parser on big malformed
// inputs.

// crashError is a panic or a hang of the parser or printer: a bug, unlike a
// parse error.
type crashError struct{ msg string }

func (e *crashError) Error() string { return e.msg }

// parseBounded parses src and, if print is set, prints the module. It turns a
// panic into a *crashError with its stack, and so does taking longer than
// limit (the parsing goroutine is then abandoned). Otherwise it returns the
// printed text (empty unless print) and the parse error.
func parseBounded(src []byte, limit time.Duration, print bool) (string, error) {
	type result struct {
		text string
		err  error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{err: &crashError{fmt.Sprintf("panic: %v\n%s", r, debug.Stack())}}
			}
		}()
		m, err := ir.Parse("fuzz.ll", src)
		if err != nil {
			done <- result{err: err}
			return
		}
		if m == nil {
			done <- result{err: &crashError{"ir.Parse returned a nil module and a nil error"}}
			return
		}
		text := ""
		if print {
			text = m.String()
		}
		done <- result{text: text}
	}()
	select {
	case r := <-done:
		return r.text, r.err
	case <-time.After(limit):
		return "", &crashError{fmt.Sprintf("hang: no result after %v on %d bytes", limit, len(src))}
	}
}

// testSeed returns the seed for a randomized test: IRFUZZ_SEED if set, else
// the clock. It is logged so a failure can be replayed.
func testSeed(t *testing.T) uint64 {
	t.Helper()
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("IRFUZZ_SEED"); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("bad IRFUZZ_SEED %q: %v", s, err)
		}
		seed = v
	}
	t.Logf("seed %d (set IRFUZZ_SEED=%d to replay)", seed, seed)
	return seed
}

// irTokens are the pieces the token soup is made of: keywords, types,
// identifiers, literals and punctuation of LLVM IR, plus a few malformed ones.
var irTokens = strings.Fields(`
	define declare global constant private internal external dso_local
	void i1 i8 i32 i64 i128 half float double ptr label metadata token x
	%0 %1 %x %T @f @g @0 #0 !0 !1 !{ !"s" !DILocation( !llvm.ident $c
	= , ( ) { } [ ] < > * ... : ; entry: bb:
	add sub mul sdiv udiv fadd icmp fcmp eq slt olt phi br ret call load store
	alloca getelementptr inbounds nsw nuw exact select switch invoke to unwind
	insertelement extractelement shufflevector bitcast ptrtoint inttoptr
	zeroinitializer undef poison null true false none align addrspace( type
	opaque vscale nonnull noundef readonly "str" c"bytes\00" 0 1 -1 42
	0x7F 0xK1234 1.5e10 -0.0 9999999999999999999999999
	@"quoted.name" %"q" !DIExpression() blockaddress( dso_local_equivalent
	asm sideeffect "nop" comdat any uselistorder attributes section "s"
`)

// TestParseGarbage checks the parser rejects large malformed inputs with an
// error, in bounded time, without panicking: 1 MiB each, 256 KiB under
// -short (the 1 MiB decimal literal alone takes some 3 s of CPU).
func TestParseGarbage(t *testing.T) {
	size := 1 << 20
	if testing.Short() {
		size = 1 << 18
	}
	rng := rand.New(rand.NewPCG(testSeed(t), 0))

	randomBytes := make([]byte, size)
	for i := range randomBytes {
		randomBytes[i] = byte(rng.UintN(256))
	}
	soup := func(prefix string) []byte {
		var b bytes.Buffer
		b.WriteString(prefix)
		for b.Len() < size {
			b.WriteString(irTokens[rng.IntN(len(irTokens))])
			if rng.IntN(8) == 0 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		return b.Bytes()
	}
	tests := []struct {
		name     string
		src      []byte
		mayParse bool // valid IR: only "no crash, bounded time" is checked
	}{
		{"random bytes", randomBytes, false},
		{"token soup", soup(""), false},
		{"token soup in a function", soup("define i32 @f(i32 %a) {\nentry:\n"), false},
		{"token soup in metadata", soup("!0 = !{"), false},
		{"unterminated string", []byte(`@s = constant [4 x i8] c"` + strings.Repeat("a", size)), false},
		// LLVM truncates an over-wide literal, so this one is valid.
		{"huge integer", []byte("@g = global i32 " + strings.Repeat("9", size)), true},
		{"NUL bytes", make([]byte, size), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			_, err := parseBounded(tt.src, 30*time.Second, true)
			if err == nil && tt.mayParse {
				return
			}
			if err == nil {
				t.Fatalf("parse of %d bytes of %s succeeded, want an error", len(tt.src), tt.name)
			}
			if _, isCrash := err.(*crashError); isCrash {
				t.Fatal(err)
			}
			t.Logf("%v, error: %.200s", time.Since(start).Round(time.Millisecond), err)
		})
	}
}

// deepCases are 1 MB inputs that nest one construct as deep as they can.
// A recursive-descent parser without a depth limit overflows the goroutine
// stack on them, which is a fatal error that recover cannot catch, so
// TestParseDeepNesting runs each in a child process.
var deepCases = map[string]func() string{
	"struct type":   func() string { return "%T = type " + strings.Repeat("{", 1<<20) },
	"array type":    func() string { return "@g = global " + strings.Repeat("[1 x ", 1<<20/5) },
	"vector type":   func() string { return "@g = global " + strings.Repeat("<1 x ", 1<<20/5) },
	"function type": func() string { return "@g = global " + strings.Repeat("void (", 1<<20/6) },
	"metadata":      func() string { return "!0 = " + strings.Repeat("!{", 1<<19) },
	"constant expression": func() string {
		return "@g = global i32 " + strings.Repeat("add (i32 ", 1<<20/9)
	},
}

// TestParseDeepNesting checks each deepCases input gives an error, not a
// crash, within a minute.
func TestParseDeepNesting(t *testing.T) {
	if name := os.Getenv("IRFUZZ_DEEP_CASE"); name != "" {
		// Child process: parse one case and report how it ended.
		_, err := ir.Parse("deep.ll", []byte(deepCases[name]()))
		fmt.Printf("RESULT: %.200v\n", err)
		return
	}
	if testing.Short() {
		t.Skip("spawns one process per case")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for name := range deepCases {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, exe, "-test.run=^TestParseDeepNesting$", "-test.v")
			cmd.Env = append(os.Environ(), "IRFUZZ_DEEP_CASE="+name)
			out, err := cmd.CombinedOutput()
			text := string(out)
			i := strings.Index(text, "RESULT: ")
			switch {
			case ctx.Err() != nil:
				t.Fatalf("hang: no result after a minute")
			case err != nil || i < 0:
				if len(text) > 1500 {
					text = text[:1500] + "..."
				}
				t.Fatalf("parser crashed (%v):\n%s", err, text)
			case strings.HasPrefix(text[i:], "RESULT: <nil>"):
				t.Fatalf("1 MB of unterminated nesting parsed without error")
			}
			t.Log(strings.SplitN(text[i:], "\n", 2)[0])
		})
	}
}
