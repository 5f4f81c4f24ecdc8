//go:build gofuzz

// The go-fuzz entry points: each runs one target of targets.go and panics on
// the bug it reports, which is how go-fuzz learns of a crasher. Build one
// with `go-fuzz-build -func NAME ./selffuzz` (NAME defaults to
// Fuzz, the parser).

package selffuzz

// go-fuzz-build links go-fuzz-dep into every binary it builds; importing it
// here keeps its module in go.mod (go mod tidy would drop it otherwise).
import _ "github.com/dvyukov/go-fuzz/go-fuzz-dep"

// Fuzz is the go-fuzz entry point of the Parse target.
func Fuzz(data []byte) int { return must(Parse(data)) }

// FuzzVerify is the go-fuzz entry point of the Verify target.
func FuzzVerify(data []byte) int { return must(Verify(data)) }

// FuzzExec is the go-fuzz entry point of the Exec target.
func FuzzExec(data []byte) int { return must(Exec(data)) }

// FuzzMutate is the go-fuzz entry point of the Mutate target.
func FuzzMutate(data []byte) int { return must(Mutate(data)) }

// FuzzReduce is the go-fuzz entry point of the Reduce target.
func FuzzReduce(data []byte) int { return must(Reduce(data)) }

// must returns a target's priority, or panics with the bug it found.
func must(prio int, err error) int {
	if err != nil {
		panic(err)
	}
	return prio
}
