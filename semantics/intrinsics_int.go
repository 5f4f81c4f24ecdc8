package semantics

import (
	"math/big"
	"math/bits"

	"github.com/irfuzz/irfuzz/ir"
)

// intOp is an integer intrinsic intIntrinsic knows, resolved from its
// base name once (when a call is lowered) rather than per lane.
type intOp uint8

const (
	intOpNone intOp = iota
	intSMin
	intSMax
	intUMin
	intUMax
	intAbs
	intCtpop
	intCtlz
	intCttz
	intFshl
	intFshr
	intBswap
	intBitreverse
	intSAddO
	intUAddO
	intSSubO
	intUSubO
	intSMulO
	intUMulO
	intSAddSat
	intUAddSat
	intSSubSat
	intUSubSat
	intSShlSat
	intUShlSat
	intSCmp
	intUCmp
	numIntOps
)

// intOpInfo is an integer intrinsic's base name and how many arguments
// it takes, how many of them data (the rest are immediate flags); the
// counts come from the intrinsic's signature in ir's registry.
var intOpInfo = func() [numIntOps]struct {
	name       string
	args, data int
} {
	names := [numIntOps]string{
		intSMin: "smin", intSMax: "smax", intUMin: "umin", intUMax: "umax",
		intAbs: "abs", intCtpop: "ctpop", intCtlz: "ctlz", intCttz: "cttz",
		intFshl: "fshl", intFshr: "fshr", intBswap: "bswap", intBitreverse: "bitreverse",
		intSAddO: "sadd.with.overflow", intUAddO: "uadd.with.overflow",
		intSSubO: "ssub.with.overflow", intUSubO: "usub.with.overflow",
		intSMulO: "smul.with.overflow", intUMulO: "umul.with.overflow",
		intSAddSat: "sadd.sat", intUAddSat: "uadd.sat", intSSubSat: "ssub.sat", intUSubSat: "usub.sat",
		intSShlSat: "sshl.sat", intUShlSat: "ushl.sat",
		intSCmp: "scmp", intUCmp: "ucmp",
	}
	var t [numIntOps]struct {
		name       string
		args, data int
	}
	for op := intOpNone + 1; op < numIntOps; op++ {
		t[op].name, t[op].args, t[op].data = names[op], -1, -1 // no signature: every call is malformed
		if in := ir.LookupIntrinsic("llvm." + names[op]); in != nil && in.HasSignature() {
			t[op].args = in.NumParams()
			t[op].data = in.NumParams() - in.NumImmArgs() // the immediate flags come last
		}
	}
	return t
}()

// intOpByName maps a base name to its intOp.
var intOpByName = func() map[string]intOp {
	m := map[string]intOp{}
	for op := intOpNone + 1; op < numIntOps; op++ {
		m[intOpInfo[op].name] = op
	}
	return m
}()

// intOpNamed is the intOp of base name name (intOpNone if none).
func intOpNamed(name string) intOp { return intOpByName[name] }

func (op intOp) String() string { return intOpInfo[op].name }

// withOverflow reports whether op is a *.with.overflow intrinsic.
func (op intOp) withOverflow() bool { return op >= intSAddO && op <= intUMulO }

// overflowKind is the wrapping operation of a *.with.overflow or *.sat
// intrinsic: "uadd", "sadd", "usub", "ssub", "umul" or "smul".
func (op intOp) overflowKind() string { return op.String()[:4] }

// intIntrinsic computes the integer intrinsic with base name name (the part
// after "llvm." and before the type suffix: "smax", "ctlz",
// "sadd.with.overflow", "ushl.sat", "scmp", ...) on one lane. args are the
// call's arguments for this lane, immediate flags (ctlz/cttz's
// is_zero_poison, abs's is_int_min_poison) included. w is the width of the
// first argument and rw the width of the result (they differ for scmp and
// ucmp). For the *.with.overflow intrinsics r receives the value and ovf the
// i1 overflow bit; ovf is nil otherwise. r and ovf may alias arguments.
// ok is false if name is not an integer intrinsic this function knows; ub
// is UBImmediate for a poison or undef immediate flag or malformed arguments.
func intIntrinsic(name string, w, rw uint32, args []*Val, r, ovf *Val) (ub UBKind, ok bool) {
	return intIntrinsicOp(intOpNamed(name), w, rw, args, r, ovf)
}

// intIntrinsicOp is intIntrinsic with the intrinsic resolved (ok is false
// for intOpNone).
func intIntrinsicOp(op intOp, w, rw uint32, args []*Val, r, ovf *Val) (ub UBKind, ok bool) {
	if op == intOpNone || op >= numIntOps {
		return UBNone, false
	}
	ar := intOpInfo[op]
	if len(args) != ar.args || w == 0 || rw == 0 || r == nil {
		return UBImmediate, true
	}
	withOvf := op.withOverflow()
	if withOvf && ovf == nil {
		return UBImmediate, true
	}
	if (op == intBswap && w%16 != 0) || (op != intSCmp && op != intUCmp && rw != w) {
		return UBImmediate, true
	}
	flag := false
	if ar.data < ar.args {
		f := args[1]
		if f.Poison || f.Undef&1 != 0 {
			return UBImmediate, true
		}
		flag = f.Bits&1 != 0
	}
	data := args[:ar.data]
	poison, fast := false, w <= 64 && rw <= 64
	for _, a := range data {
		poison = poison || a.Poison
		fast = fast && intFastOK(w, a)
	}
	if poison {
		storeIntPoison(r, rw)
		if withOvf {
			storeIntPoison(ovf, 1)
		}
		return UBNone, true
	}
	if fast {
		intrinsicFast(op, w, rw, flag, data, r, ovf)
	} else {
		intrinsicSlow(op.String(), w, rw, flag, data, r, ovf)
	}
	return UBNone, true
}

// intrinsicFast is intIntrinsic on defined, non-poison scalars.
func intrinsicFast(op intOp, w, rw uint32, flag bool, args []*Val, r, ovf *Val) {
	m := widthMask(w)
	sb := uint64(1) << (w - 1)
	a := args[0].Bits & m
	var b, c uint64
	if len(args) > 1 {
		b = args[1].Bits & m
	}
	if len(args) > 2 {
		c = args[2].Bits & m
	}
	sa, sbv := signExtend(a, w), signExtend(b, w)
	smaxv := m >> 1
	var v uint64
	switch op {
	case intSMin:
		v = pick(sa < sbv, a, b)
	case intSMax:
		v = pick(sa > sbv, a, b)
	case intUMin:
		v = pick(a < b, a, b)
	case intUMax:
		v = pick(a > b, a, b)
	case intAbs:
		if a == sb && flag {
			intSetPoison(r)
			return
		}
		v = pick(sa < 0, uint64(-sa)&m, a)
	case intCtpop:
		v = uint64(bits.OnesCount64(a))
	case intCtlz, intCttz:
		if a == 0 {
			if flag {
				intSetPoison(r)
				return
			}
			v = uint64(w)
		} else if op == intCtlz {
			v = uint64(bits.LeadingZeros64(a) - int(64-w))
		} else {
			v = uint64(bits.TrailingZeros64(a))
		}
	case intFshl, intFshr:
		v = funnel(op == intFshl, w, a, b, c%uint64(w))
	case intBswap:
		v = bits.ReverseBytes64(a) >> (64 - w)
	case intBitreverse:
		v = bits.Reverse64(a) >> (64 - w)
	case intSAddO, intUAddO, intSSubO, intUSubO, intSMulO, intUMulO:
		var o bool
		v, o = overflowOp(op.overflowKind(), w, a, b)
		intSetBits(r, v)
		intSetBits(ovf, boolBit(o))
		return
	case intUAddSat, intUSubSat, intSAddSat, intSSubSat:
		var o bool
		v, o = overflowOp(op.overflowKind(), w, a, b)
		if o {
			switch op {
			case intUAddSat:
				v = m
			case intUSubSat:
				v = 0
			default:
				v = pick(sa < 0, sb, smaxv)
			}
		}
	case intUShlSat, intSShlSat:
		if b >= uint64(w) {
			intSetPoison(r)
			return
		}
		v = a << b & m
		if op == intUShlSat && v>>b != a {
			v = m
		} else if op == intSShlSat && signExtend(v, w)>>b != sa {
			v = pick(sa < 0, sb, smaxv)
		}
	case intSCmp, intUCmp:
		lt, gt := sa < sbv, sa > sbv
		if op == intUCmp {
			lt, gt = a < b, a > b
		}
		v = pick(lt, widthMask(rw), boolBit(gt))
	}
	intSetBits(r, v)
}

func pick(c bool, a, b uint64) uint64 {
	if c {
		return a
	}
	return b
}

// funnel is fshl (left) or fshr of a:b by s < w.
func funnel(left bool, w uint32, a, b, s uint64) uint64 {
	if s == 0 {
		return pick(left, a, b)
	}
	m := widthMask(w)
	if left {
		return (a<<s | b>>(uint64(w)-s)) & m
	}
	return (a<<(uint64(w)-s) | b>>s) & m
}

// overflowOp computes the wrapping result of "uadd", "sadd", "usub",
// "ssub", "umul" or "smul" and whether it overflowed.
func overflowOp(op string, w uint32, a, b uint64) (uint64, bool) {
	m := widthMask(w)
	sb := uint64(1) << (w - 1)
	switch op {
	case "uadd":
		v := (a + b) & m
		return v, v < a
	case "sadd":
		v := (a + b) & m
		return v, (a^v)&(b^v)&sb != 0
	case "usub":
		return (a - b) & m, a < b
	case "ssub":
		v := (a - b) & m
		return v, (a^b)&(a^v)&sb != 0
	case "umul":
		hi, lo := bits.Mul64(a, b)
		return lo & m, hi != 0 || lo > m
	}
	return (a * b) & m, mulOverflowsS(signExtend(a, w), signExtend(b, w), w)
}

// intrinsicSlow is intIntrinsic's general path (wide integers, undefined
// bits); like the rest of the general path it over-approximates.
func intrinsicSlow(name string, w, rw uint32, flag bool, args []*Val, r, ovf *Val) {
	c := wctxFor(w)
	as := make([]absInt, len(args))
	nd := true
	for i, a := range args {
		as[i] = c.load(a)
		nd = nd && joinNondet(a, nil)
	}
	a := as[0]
	var b absInt
	if len(as) > 1 {
		b = as[1]
	}
	res, poison := c.intrinsicSet(name, flag, as)
	switch name {
	case "uadd.with.overflow", "sadd.with.overflow", "usub.with.overflow",
		"ssub.with.overflow", "umul.with.overflow", "smul.with.overflow":
		o := c.overflowTri(name[:4], a, b)
		c.store(r, res, nd)
		storeTri(ovf, o, nd)
		return
	case "scmp", "ucmp":
		lt, eq, gt := ir.IntSLT, ir.IntEQ, ir.IntSGT
		if name == "ucmp" {
			lt, gt = ir.IntULT, ir.IntUGT
		}
		cr := wctxFor(rw)
		var out *absInt
		for _, k := range []struct {
			p ir.Predicate
			v *big.Int
		}{{lt, cr.mask}, {eq, new(big.Int)}, {gt, big.NewInt(1)}} {
			if c.cmpSlow(k.p, a, b) == cmpFalse {
				continue
			}
			kv := cr.konst(k.v)
			if out == nil {
				out = &kv
			} else {
				j := absJoin(*out, kv)
				out = &j
			}
		}
		if out == nil { // unreachable: one of the three always holds
			out = &absInt{new(big.Int), new(big.Int).Set(cr.mask)}
		}
		cr.store(r, *out, nd)
		return
	}
	if poison {
		storeIntPoison(r, w)
		return
	}
	c.store(r, res, nd)
}

// overflowTri decides whether op ("uadd", "sadd", ...) overflows.
func (c *wctx) overflowTri(op string, a, b absInt) cmpTri {
	o := opOfName(op)
	if op[0] == 'u' {
		if c.mustOverflowU(o, a, b) {
			return cmpTrue
		}
		return pickTri(c.mayOverflowU(o, a, b))
	}
	hi, lo, must := c.sOverflowDir(o, a, b)
	if must {
		return cmpTrue
	}
	return pickTri(hi || lo)
}

// pickTri is "either" when something may happen, false otherwise.
func pickTri(may bool) cmpTri {
	if may {
		return cmpEither
	}
	return cmpFalse
}

func opOfName(op string) ir.Opcode {
	switch op[1:] {
	case "add":
		return ir.OpAdd
	case "sub":
		return ir.OpSub
	}
	return ir.OpMul
}

// intrinsicSet computes the set of results of a value-returning intrinsic;
// poison reports that the result may be poison.
func (c *wctx) intrinsicSet(name string, flag bool, as []absInt) (absInt, bool) {
	a := as[0]
	var b absInt
	if len(as) > 1 {
		b = as[1]
	}
	w := c.w
	switch name {
	case "smin", "smax", "umin", "umax":
		p := map[string]ir.Predicate{"smin": ir.IntSLT, "smax": ir.IntSGT, "umin": ir.IntULT, "umax": ir.IntUGT}[name]
		switch c.cmpSlow(p, a, b) {
		case cmpTrue:
			return a, false
		case cmpFalse:
			// not (a < b): b <= a, so min is b (and symmetrically for max)
			return b, false
		}
		return absJoin(a, b), false
	case "abs":
		sign := int(w - 1)
		mayMin := new(big.Int).AndNot(a.v, c.sign).Sign() == 0 && a.umax().Bit(sign) == 1
		if flag && mayMin {
			return absInt{}, true
		}
		neg := c.arith(new(big.Int).Neg(a.v), a, absInt{new(big.Int), new(big.Int)})
		switch {
		case a.u.Bit(sign) == 1:
			return absJoin(a, neg), false
		case a.v.Bit(sign) == 1:
			return neg, false
		}
		return a, false
	case "ctpop":
		return c.rangeSet(big.NewInt(int64(popCount(a.v))), big.NewInt(int64(popCount(a.umax())))), false
	case "ctlz", "cttz":
		if flag && a.v.Sign() == 0 {
			return absInt{}, true // may be zero
		}
		lo, hi := c.countZeros(name == "ctlz", a.umax()), c.countZeros(name == "ctlz", a.v)
		return c.rangeSet(big.NewInt(int64(lo)), big.NewInt(int64(hi))), false
	case "fshl", "fshr":
		ams := absEnumerate(as[2])
		if ams == nil {
			return c.all(), false
		}
		var res absInt
		for i, s := range ams {
			sh := uint(new(big.Int).Mod(s, big.NewInt(int64(w))).Uint64())
			one := c.funnelSet(name == "fshl", a, b, sh)
			if i == 0 {
				res = one
			} else {
				res = absJoin(res, one)
			}
		}
		return res, false
	case "bswap":
		n := int(w / 8)
		return c.norm(byteSwap(a.v, n), byteSwap(a.u, n)), false
	case "bitreverse":
		return c.norm(bitRev(a.v, w), bitRev(a.u, w)), false
	case "uadd.with.overflow", "sadd.with.overflow", "usub.with.overflow",
		"ssub.with.overflow", "umul.with.overflow", "smul.with.overflow":
		res, _ := c.arithOp(opOfName(name[:4]), 0, a, b)
		return res, false
	case "uadd.sat", "usub.sat":
		o := opOfName(name[:4])
		res, _ := c.arithOp(o, 0, a, b)
		sat := c.konst(c.mask)
		if o == ir.OpSub {
			sat = c.konst(new(big.Int))
		}
		if c.mustOverflowU(o, a, b) {
			return sat, false
		}
		if c.mayOverflowU(o, a, b) {
			return absJoin(res, sat), false
		}
		return res, false
	case "sadd.sat", "ssub.sat":
		o := opOfName(name[:4])
		res, _ := c.arithOp(o, 0, a, b)
		hi, lo, must := c.sOverflowDir(o, a, b)
		if must {
			res = absInt{} // only the saturation values remain
		}
		return c.satJoin(res, hi, lo), false
	case "ushl.sat", "sshl.sat":
		wb := big.NewInt(int64(w))
		ams := shiftAmounts(b)
		if ams == nil {
			if b.umax().Cmp(wb) >= 0 {
				return absInt{}, true
			}
			return c.all(), false
		}
		var res absInt
		for i, s := range ams {
			if s.Cmp(wb) >= 0 {
				return absInt{}, true
			}
			one := c.shlSat(name == "sshl.sat", a, uint(s.Uint64()))
			if i == 0 {
				res = one
			} else {
				res = absJoin(res, one)
			}
		}
		return res, false
	}
	return c.all(), false
}

// satJoin adds the saturation values INT_MAX (hi) and INT_MIN (lo) to res;
// a res with nil v stands for the empty set.
func (c *wctx) satJoin(res absInt, hi, lo bool) absInt {
	add := func(k *big.Int) {
		kv := c.konst(new(big.Int).And(k, c.mask))
		if res.v == nil {
			res = kv
		} else {
			res = absJoin(res, kv)
		}
	}
	if hi {
		add(c.smaxConst())
	}
	if lo {
		add(c.sminConst())
	}
	if res.v == nil {
		return c.all()
	}
	return res
}

// shlSat is ushl.sat (signed=false) or sshl.sat of a by s < w.
func (c *wctx) shlSat(signed bool, a absInt, s uint) absInt {
	res, _ := c.shiftBy(ir.OpShl, 0, a, s)
	w := uint(c.w)
	if !signed {
		top := new(big.Int).Rsh(a.v, w-s)
		if top.Sign() != 0 {
			return c.konst(c.mask) // always saturates
		}
		if new(big.Int).Rsh(a.u, w-s).Sign() != 0 {
			return absJoin(res, c.konst(c.mask))
		}
		return res
	}
	if c.topEqual(a, s+1) {
		return res
	}
	sign := int(w - 1)
	hi := a.u.Bit(sign) == 1 || a.v.Bit(sign) == 0
	lo := a.u.Bit(sign) == 1 || a.v.Bit(sign) == 1
	// the top s+1 bits: a defined 1 and a defined 0 among them always overflow
	sh := w - s - 1
	top, topU := new(big.Int).Rsh(a.v, sh), new(big.Int).Rsh(a.u, sh)
	known0 := new(big.Int).AndNot(bigLowMask(s+1), new(big.Int).Or(top, topU))
	if top.Sign() != 0 && known0.Sign() != 0 {
		res = absInt{}
	}
	return c.satJoin(res, hi, lo)
}

// funnelSet is fshl/fshr of the sets a:b by s < w.
func (c *wctx) funnelSet(left bool, a, b absInt, s uint) absInt {
	if s == 0 {
		if left {
			return a
		}
		return b
	}
	w := uint(c.w)
	f := func(x, y *big.Int) *big.Int {
		if left {
			return new(big.Int).Or(new(big.Int).Lsh(x, s), new(big.Int).Rsh(y, w-s))
		}
		return new(big.Int).Or(new(big.Int).Lsh(x, w-s), new(big.Int).Rsh(y, s))
	}
	return c.norm(f(a.v, b.v), f(a.u, b.u))
}

// countZeros is ctlz (lead) or cttz of the w-bit pattern v (w for 0).
func (c *wctx) countZeros(lead bool, v *big.Int) uint32 {
	if v.Sign() == 0 {
		return c.w
	}
	if lead {
		return c.w - uint32(v.BitLen())
	}
	return uint32(v.TrailingZeroBits())
}

func popCount(v *big.Int) int {
	n := 0
	for _, w := range v.Bits() {
		n += bits.OnesCount64(uint64(w))
	}
	return n
}

// byteSwap reverses the n low bytes of v.
func byteSwap(v *big.Int, n int) *big.Int {
	b := v.FillBytes(make([]byte, n))
	for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return new(big.Int).SetBytes(b)
}

// bitRev reverses the w low bits of v.
func bitRev(v *big.Int, w uint32) *big.Int {
	z := new(big.Int)
	for i := 0; i < v.BitLen(); i++ {
		if v.Bit(i) == 1 {
			z.SetBit(z, int(w)-1-i, 1)
		}
	}
	return z
}
