package semantics

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// fastCase is one function of TestExecFastIntOps: an operation with its
// flags on given widths, run by exec on defined operands.
type fastCase struct {
	op       ir.Opcode
	fl       ir.Flags
	pred     ir.Predicate // icmp
	from, to uint32       // casts: the widths; others: from is the width
}

// TestExecFastIntOps runs integer operations with every poison-generating
// flag through exec, whose fast cases compute them on defined operands, and
// checks each outcome (value, poison or undefined behaviour) against
// intBinary, intCast and intCmp, the evaluator's arithmetic, in both
// modes.
func TestExecFastIntOps(t *testing.T) {
	rng := intTestRNG(t)
	widths := []uint32{1, 2, 3, 8, 16, 32, 33, 63, 64}
	var cases []fastCase
	for _, w := range widths {
		for _, o := range binOps {
			for _, fl := range o.flags {
				cases = append(cases, fastCase{op: o.op, fl: fl, from: w})
			}
		}
		for _, p := range []ir.Predicate{ir.IntEQ, ir.IntULT, ir.IntSLT, ir.IntSGE} {
			for _, fl := range []ir.Flags{0, ir.SameSign} {
				cases = append(cases, fastCase{op: ir.OpICmp, fl: fl, pred: p, from: w})
			}
		}
		for _, to := range widths {
			switch {
			case to < w:
				for _, fl := range []ir.Flags{0, ir.NUW, ir.NSW, ir.NUW | ir.NSW} {
					cases = append(cases, fastCase{op: ir.OpTrunc, fl: fl, from: w, to: to})
				}
			case to > w:
				cases = append(cases, fastCase{op: ir.OpZExt, from: w, to: to}, fastCase{op: ir.OpZExt, fl: ir.NNeg, from: w, to: to},
					fastCase{op: ir.OpSExt, from: w, to: to})
			}
		}
	}
	var src strings.Builder
	for k, c := range cases {
		name := c.op.Info().Name
		if fs := c.fl.String(); fs != "" {
			name += " " + fs
		}
		switch {
		case c.op == ir.OpICmp:
			fmt.Fprintf(&src, "define i1 @f%d(i%d %%a, i%d %%b) {\n  %%r = %s %s i%d %%a, %%b\n  ret i1 %%r\n}\n", k, c.from, c.from, name, c.pred, c.from)
		case c.to != 0:
			fmt.Fprintf(&src, "define i%d @f%d(i%d %%a) {\n  %%r = %s i%d %%a to i%d\n  ret i%d %%r\n}\n", c.to, k, c.from, name, c.from, c.to, c.to)
		default:
			fmt.Fprintf(&src, "define i%d @f%d(i%d %%a, i%d %%b) {\n  %%r = %s i%d %%a, %%b\n  ret i%d %%r\n}\n", c.from, k, c.from, c.from, name, c.from, c.from)
		}
	}
	m, err := ir.Parse("fast.ll", []byte(src.String()))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(m)
	if err != nil {
		t.Fatal(err)
	}
	machines := []*Machine{p.NewMachine(Config{}), p.NewMachine(Config{Chooser: ZeroChooser{}})}
	vals := map[uint32][]uint64{}
	for _, w := range widths {
		for _, v := range concreteVals(w, w <= 3, rng) {
			vals[w] = append(vals[w], v.Uint64())
		}
	}
	fails := 0
	for k, c := range cases {
		f := p.FuncByName(fmt.Sprintf("f%d", k))
		bs := vals[c.from]
		if c.to != 0 {
			bs = []uint64{0}
		}
		for _, a := range vals[c.from] {
			for _, b := range bs {
				x, y := Val{Bits: a}, Val{Bits: b}
				var want Val
				var wantUB UBKind
				w := c.from
				switch {
				case c.op == ir.OpICmp:
					intCmp(c.pred, c.fl, c.from, &x, &y, &want)
					w = 1
				case c.to != 0:
					intCast(c.op, c.fl, c.from, c.to, &x, &want)
					w = c.to
				default:
					wantUB = intBinary(c.op, c.fl, c.from, &x, &y, &want)
				}
				args := []Val{x, y}
				if c.to != 0 {
					args = args[:1]
				}
				for _, mach := range machines {
					o := mach.RunFunc(f, args)
					var got string
					switch {
					case o.Kind == UndefinedBehaviour:
						got = "UB " + o.UB.Kind.String()
					case o.Kind != Returned:
						got = o.String()
					case o.Value.Poison:
						got = "poison"
					default:
						got = fmt.Sprintf("%#x undef %#x", o.Value.Bits&widthMask(w), o.Value.Undef)
					}
					exp := fmt.Sprintf("%#x undef %#x", want.Bits&widthMask(w), want.Undef)
					switch {
					case wantUB != UBNone:
						exp = "UB " + wantUB.String()
					case want.Poison:
						exp = "poison"
					}
					if got != exp && fails < 20 {
						fails++
						t.Errorf("%s on %#x, %#x (chooser %v): exec gives %s, the evaluator %s", f.Blocks[0].Instrs[0], a, b, mach.cfg.Chooser != nil, got, exp)
					}
				}
			}
		}
	}
}
