package semantics

import (
	"fmt"
	"math/big"
	"testing"

	"pgregory.net/rapid"
)

// intrinsicCase is one intrinsic with its data arity and whether it takes
// an immediate flag.
type intrinsicCase struct {
	name  string
	nargs int
	flag  bool
}

var intIntrinsicCases = []intrinsicCase{
	{"smin", 2, false}, {"smax", 2, false}, {"umin", 2, false}, {"umax", 2, false},
	{"abs", 1, true}, {"ctpop", 1, false}, {"ctlz", 1, true}, {"cttz", 1, true},
	{"fshl", 3, false}, {"fshr", 3, false}, {"bswap", 1, false}, {"bitreverse", 1, false},
	{"sadd.with.overflow", 2, false}, {"uadd.with.overflow", 2, false},
	{"ssub.with.overflow", 2, false}, {"usub.with.overflow", 2, false},
	{"smul.with.overflow", 2, false}, {"umul.with.overflow", 2, false},
	{"sadd.sat", 2, false}, {"uadd.sat", 2, false}, {"ssub.sat", 2, false}, {"usub.sat", 2, false},
	{"sshl.sat", 2, false}, {"ushl.sat", 2, false},
	{"scmp", 2, false}, {"ucmp", 2, false},
}

func hasOvf(name string) bool {
	return len(name) > 14 && name[len(name)-14:] == ".with.overflow"
}

// clamp limits z to [lo, hi].
func intClamp(z, lo, hi *big.Int) *big.Int {
	if z.Cmp(lo) < 0 {
		return lo
	}
	if z.Cmp(hi) > 0 {
		return hi
	}
	return z
}

// refIntrinsic is intIntrinsic's reference on concrete operands.
func refIntrinsic(name string, w, rw uint32, flag bool, args []*big.Int, poison bool) intOutcome {
	if poison {
		o := poisonOut()
		if hasOvf(name) {
			o.ovf = 2 // both parts poison
		}
		return o
	}
	a := args[0]
	var b *big.Int
	if len(args) > 1 {
		b = args[1]
	}
	sa := intToS(a, w)
	umax := intWrap(big.NewInt(-1), w)
	smin, smax := new(big.Int).Neg(intPow2(w-1)), new(big.Int).Sub(intPow2(w-1), big.NewInt(1))
	switch name {
	case "smin", "smax":
		c := sa.Cmp(intToS(b, w))
		if (c < 0) == (name == "smin") {
			return valOut(a)
		}
		return valOut(b)
	case "umin", "umax":
		c := a.Cmp(b)
		if (c < 0) == (name == "umin") {
			return valOut(a)
		}
		return valOut(b)
	case "abs":
		if flag && sa.Cmp(smin) == 0 {
			return poisonOut()
		}
		return valOut(intWrap(new(big.Int).Abs(sa), w))
	case "ctpop":
		n := 0
		for i := 0; i < int(w); i++ {
			n += int(a.Bit(i))
		}
		return valOut(big.NewInt(int64(n)))
	case "ctlz", "cttz":
		if a.Sign() == 0 && flag {
			return poisonOut()
		}
		n := 0
		for i := 0; i < int(w); i++ {
			bit := i
			if name == "ctlz" {
				bit = int(w) - 1 - i
			}
			if a.Bit(bit) == 1 {
				break
			}
			n++
		}
		return valOut(big.NewInt(int64(n)))
	case "fshl", "fshr":
		s := uint(new(big.Int).Mod(args[2], big.NewInt(int64(w))).Uint64())
		cat := new(big.Int).Or(new(big.Int).Lsh(a, uint(w)), b)
		if name == "fshl" {
			return valOut(intWrap(new(big.Int).Rsh(new(big.Int).Lsh(cat, s), uint(w)), w))
		}
		return valOut(intWrap(new(big.Int).Rsh(cat, s), w))
	case "bswap", "bitreverse":
		z := new(big.Int)
		for i := 0; i < int(w); i++ {
			j := int(w) - 1 - i
			if name == "bswap" {
				j = (int(w)/8-1-i/8)*8 + i%8
			}
			z.SetBit(z, j, a.Bit(i))
		}
		return valOut(z)
	}
	var exactU, exactS *big.Int
	switch name[1:4] {
	case "add":
		exactU, exactS = new(big.Int).Add(a, b), new(big.Int).Add(sa, intToS(b, w))
	case "sub":
		exactU, exactS = new(big.Int).Sub(a, b), new(big.Int).Sub(sa, intToS(b, w))
	case "mul":
		exactU, exactS = new(big.Int).Mul(a, b), new(big.Int).Mul(sa, intToS(b, w))
	case "shl":
		if b.Cmp(big.NewInt(int64(w))) >= 0 {
			return poisonOut()
		}
		exactU, exactS = new(big.Int).Lsh(a, uint(b.Uint64())), new(big.Int).Lsh(sa, uint(b.Uint64()))
	case "cmp":
		c := a.Cmp(b)
		if name == "scmp" {
			c = sa.Cmp(intToS(b, w))
		}
		return valOut(intWrap(big.NewInt(int64(c)), rw))
	}
	signed := name[0] == 's'
	switch {
	case hasOvf(name):
		o := valOut(intWrap(exactU, w))
		o.ovf = 0
		if signed && !intInS(exactS, w) || !signed && !intInU(exactU, w) {
			o.ovf = 1
		}
		return o
	case signed:
		return valOut(intWrap(intClamp(exactS, smin, smax), w))
	}
	return valOut(intClamp(exactU, big.NewInt(0), umax))
}

// runIntrinsic calls intIntrinsic on values and returns its intOutcome (for
// with.overflow, ovf holds the overflow bit, or 2 when poison, 3 undef).
func runIntrinsic(ic intrinsicCase, w, rw uint32, flag bool, args []Val) (intOutcome, Val, Val, error) {
	ptrs := make([]*Val, 0, 2)
	for i := range args {
		ptrs = append(ptrs, &args[i])
	}
	if ic.flag {
		f := Val{Bits: boolBit(flag)}
		ptrs = append(ptrs[:1], &f)
	}
	var r, o Val
	var op *Val
	if hasOvf(ic.name) {
		op = &o
	}
	ub, ok := intIntrinsic(ic.name, w, rw, ptrs, &r, op)
	if !ok {
		return intOutcome{}, r, o, fmt.Errorf("%s not known", ic.name)
	}
	out := gotOutcome(ub, rw, &r)
	if op != nil {
		switch {
		case o.Poison:
			out.ovf = 2
		case o.Undef != 0:
			out.ovf = 3
		default:
			out.ovf = int(o.Bits)
		}
	}
	return out, r, o, nil
}

func intrinsicWidthOK(ic intrinsicCase, w uint32) bool {
	return ic.name != "bswap" || w%16 == 0
}

func TestIntIntrinsicReference(t *testing.T) {
	intBothPaths(t, func(t *testing.T) {
		rng := intTestRNG(t)
		fails := 0
		check := func(ic intrinsicCase, w, rw uint32, flag bool, vs []*big.Int, poison int) {
			args := make([]Val, len(vs))
			for i, v := range vs {
				args[i] = intMkVal(w, v, new(big.Int), i == poison, false)
			}
			got, _, _, err := runIntrinsic(ic, w, rw, flag, args)
			if err != nil {
				t.Fatal(err)
			}
			want := refIntrinsic(ic.name, w, rw, flag, vs, poison >= 0)
			if !sameOutcome(got, want) && fails < 20 {
				fails++
				t.Errorf("%s i%d flag %v %v (poison arg %d) = %v, want %v", ic.name, w, flag, vs, poison, got, want)
			}
		}
		widths := []uint32{1, 2, 3, 4, 5, 6, 7, 8, 16, 32, 33, 64, 65, 100, 128, 129}
		for _, ic := range intIntrinsicCases {
			for _, w := range widths {
				if !intrinsicWidthOK(ic, w) {
					continue
				}
				exh := w <= 8 && ic.nargs == 1 || w <= maxExhaustive(intForceSlow)-2 && ic.nargs == 2 || w <= 4 && ic.nargs == 3
				vals := concreteVals(w, exh, rng)
				if ic.nargs == 3 && !exh {
					vals = vals[:10]
				}
				rws := []uint32{w}
				if ic.name == "scmp" || ic.name == "ucmp" {
					rws = []uint32{2, 8, 32, 64, 65}
				}
				for _, rw := range rws {
					for _, flag := range []bool{false, true} {
						if !ic.flag && flag {
							continue
						}
						intForTuples(vals, ic.nargs, func(vs []*big.Int) {
							check(ic, w, rw, flag, vs, -1)
						})
					}
					for p := 0; p < ic.nargs; p++ {
						vs := make([]*big.Int, ic.nargs)
						for i := range vs {
							vs[i] = big.NewInt(1)
						}
						check(ic, w, rw, false, vs, p)
					}
				}
			}
		}
	})
}

// intForTuples calls f on every n-tuple of vals.
func intForTuples(vals []*big.Int, n int, f func([]*big.Int)) {
	vs := make([]*big.Int, n)
	var rec func(i int)
	rec = func(i int) {
		if i == n {
			f(vs)
			return
		}
		for _, v := range vals {
			vs[i] = v
			rec(i + 1)
		}
	}
	rec(0)
}

func TestIntIntrinsicUnknown(t *testing.T) {
	var r Val
	x := Val{Bits: 1}
	if _, ok := intIntrinsic("fabs", 32, 32, []*Val{&x}, &r, nil); ok {
		t.Error("fabs accepted as an integer intrinsic")
	}
	if ub, ok := intIntrinsic("smax", 32, 32, []*Val{&x}, &r, nil); !ok || ub != UBImmediate {
		t.Errorf("smax with one argument: ub %v ok %v, want immediate UB", ub, ok)
	}
	p := Val{Poison: true}
	if ub, _ := intIntrinsic("ctlz", 32, 32, []*Val{&x, &p}, &r, nil); ub != UBImmediate {
		t.Errorf("ctlz with a poison is_zero_poison: ub %v, want immediate UB", ub)
	}
}

func TestIntIntrinsicUndefSound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ic := rapid.SampledFrom(intIntrinsicCases).Draw(t, "intrinsic")
		w := drawWidth(t)
		if !intrinsicWidthOK(ic, w) {
			t.Skip("width")
		}
		rw := w
		if ic.name == "scmp" || ic.name == "ucmp" {
			rw = rapid.SampledFrom([]uint32{2, 8, 65}).Draw(t, "rw")
		}
		flag := ic.flag && rapid.Bool().Draw(t, "flag")
		maxU := 4
		if ic.nargs == 3 {
			maxU = 3
		}
		abs := make([]absArg, ic.nargs)
		vals := make([]Val, ic.nargs)
		for i := range abs {
			abs[i] = drawAbs(t, w, fmt.Sprint("arg", i), maxU)
			vals[i] = abs[i].val(w)
		}
		got, r, o, err := runIntrinsic(ic, w, rw, flag, append([]Val(nil), vals...))
		if err != nil {
			t.Fatal(err)
		}
		poison := false
		concs := make([][]*big.Int, len(abs))
		for i, a := range abs {
			poison = poison || a.poison
			concs[i] = a.concretise()
		}
		var rec func(i int, vs []*big.Int)
		rec = func(i int, vs []*big.Int) {
			if i == len(abs) {
				c := refIntrinsic(ic.name, w, rw, flag, vs, poison)
				if msg := intSetContains(got.ub, rw, &r, c); msg != "" {
					t.Fatalf("%s i%d flag %v %v: %s", ic.name, w, flag, vs, msg)
				}
				if hasOvf(ic.name) && !o.Poison && !r.Poison && o.Undef == 0 && int(o.Bits) != c.ovf {
					t.Fatalf("%s i%d %v: overflow bit %d, want %d", ic.name, w, vs, o.Bits, c.ovf)
				}
				return
			}
			for _, v := range concs[i] {
				rec(i+1, append(vs, v))
			}
		}
		rec(0, nil)
		if !r.Poison && !r.IsDefined() {
			nd := true
			for i := range vals {
				nd = nd && joinNondet(&vals[i], nil)
			}
			if r.Nondet != nd {
				t.Fatalf("Nondet %v, want %v", r.Nondet, nd)
			}
		}
	})
}

// TestIntOpArity checks the arities intOpInfo takes from ir's registry:
// every integer intrinsic has a signature there, and its immediate flags
// come after its data arguments.
func TestIntOpArity(t *testing.T) {
	want := map[string][2]int{"abs": {2, 1}, "ctlz": {2, 1}, "cttz": {2, 1}, "ctpop": {1, 1}, "bswap": {1, 1},
		"fshl": {3, 3}, "smin": {2, 2}, "umul.with.overflow": {2, 2}, "ushl.sat": {2, 2}, "scmp": {2, 2}}
	for op := intOpNone + 1; op < numIntOps; op++ {
		ar := intOpInfo[op]
		if ar.args < 1 || ar.data < 1 || ar.data > ar.args {
			t.Errorf("%s: %d arguments, %d data: not from a signature", ar.name, ar.args, ar.data)
		}
		if w, ok := want[ar.name]; ok && (ar.args != w[0] || ar.data != w[1]) {
			t.Errorf("%s: %d arguments, %d data, want %v", ar.name, ar.args, ar.data, w)
		}
	}
	for name, n := range map[string]int{"fma": 3, "powi": 2, "fcmps": 2, "fptrunc": 1, "maxnum": 2, "frem": 2, "lround": 1} {
		if got := rowIntrinsics["experimental.constrained."+name].data; got != n {
			t.Errorf("constrained.%s: %d operands before the metadata, want %d", name, got, n)
		}
	}
	for name, n := range map[string]int{"abs": 2, "ctpop": 1, "fshr": 3, "usub.sat": 2, "fma": 3, "is.fpclass": 2, "lrint": 1, "sqrt": 1} {
		if got := vpRows[name].data; got != n {
			t.Errorf("vp.%s: %d arguments before the mask, want %d", name, got, n)
		}
	}
	for name, n := range map[string]int{"fabs": 1, "copysign": 2, "minimum": 2, "fma": 3, "fmuladd": 3, "is.fpclass": 2, "lround": 1} {
		if got := floatArityOf(name); got != n {
			t.Errorf("floatArityOf(%q) = %d, want %d", name, got, n)
		}
	}
}
