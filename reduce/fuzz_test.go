package reduce

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
)

// FuzzReduce: any module that parses and verifies can be reduced with a
// cheap predicate without a panic, and the result verifies, is no larger
// and keeps the predicate.
func FuzzReduce(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "passes", "*.ll"))
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(b)
		}
	}
	for seed := uint64(1); seed <= 3; seed++ {
		if m, err := gen.Generate(seed, smallConfig()); err == nil {
			f.Add([]byte(m.String()))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ir.Parse("fuzz.ll", data)
		if err != nil || ir.Verify(m) != nil {
			return
		}
		// The predicate keeps the opcode of the last instruction of the
		// module (or, without any, the number of functions).
		pred := func(_ context.Context, c *ir.Module) (bool, error) { return len(c.Funcs) >= len(m.Funcs), nil }
		if ops := opcodes(m); len(ops) > 0 {
			pred = hasOp(ops[len(ops)-1])
		}
		before := Size(m)
		got, _, err := Reduce(context.Background(), m, pred, Options{Jobs: 1, MaxTests: 200})
		if err != nil {
			return // e.g. the printed input does not parse back: reported, not a crash
		}
		if err := ir.Verify(got); err != nil {
			t.Fatalf("the result does not verify: %v\n%s", err, got)
		}
		if Size(got) > before {
			t.Fatalf("size grew from %d to %d", before, Size(got))
		}
		if ok, _ := pred(context.Background(), got); !ok {
			t.Fatalf("the result lost the property:\n%s", got)
		}
	})
}
