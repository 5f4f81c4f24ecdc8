package semantics

// A small generator of test functions for the differential test against
// native code (difftest_test.go). Every function @tN takes integers, floats
// and vectors of them by value and returns one such value, so that a harness
// can call it and print the result bits. Functions are UB-free by
// construction where that is cheap (divisors are or-ed with 1, shift amounts
// are reduced modulo the width); what remains (poison from flags, out-of-range
// conversions) is filtered by running the interpreter first.

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"sort"
	"strings"
)

// dtDty is a generated value's type: a scalar or a vector of integers or floats.
type dtDty struct {
	elem  string // "i32", "half", "float", "double"
	bits  int    // width of the element
	fp    bool   // elem is a floating-point type
	lanes int    // 0 for a scalar
}

func dtIntTy(w int) dtDty { return dtDty{elem: fmt.Sprintf("i%d", w), bits: w} }

var (
	dtTyHalf   = dtDty{elem: "half", bits: 16, fp: true}
	dtTyFloat  = dtDty{elem: "float", bits: 32, fp: true}
	dtTyDouble = dtDty{elem: "double", bits: 64, fp: true}
)

func (t dtDty) String() string {
	if t.lanes == 0 {
		return t.elem
	}
	return fmt.Sprintf("<%d x %s>", t.lanes, t.elem)
}

func (t dtDty) scalar() dtDty { t.lanes = 0; return t }

func (t dtDty) vec(n int) dtDty { t.lanes = n; return t }

// withElem is a type of t's shape with another element type.
func (t dtDty) withElem(e dtDty) dtDty { e.lanes = t.lanes; return e }

// suffix is the overloaded-intrinsic spelling of t: i32, v4i32, f16, v2f64.
func (t dtDty) suffix() string {
	e := t.elem
	if t.fp {
		e = fmt.Sprintf("f%d", t.bits)
	}
	if t.lanes == 0 {
		return e
	}
	return fmt.Sprintf("v%d%s", t.lanes, e)
}

// nlanes is the number of lanes (1 for a scalar).
func (t dtDty) nlanes() int {
	if t.lanes == 0 {
		return 1
	}
	return t.lanes
}

// dtIntConst spells an integer constant of scalar type t (value sign-extended
// from 64 bits for wider types).
func dtIntConst(t dtDty, v uint64) string {
	if t.bits == 1 {
		if v&1 != 0 {
			return "true"
		}
		return "false"
	}
	if t.bits >= 64 {
		return fmt.Sprint(int64(v))
	}
	return fmt.Sprint(signExtend(v&widthMask(uint32(t.bits)), uint32(t.bits)))
}

// dtSplat spells a constant of t whose every lane is the scalar constant c.
func dtSplat(t dtDty, c string) string {
	if t.lanes == 0 {
		return c
	}
	parts := make([]string, t.lanes)
	for i := range parts {
		parts[i] = t.elem + " " + c
	}
	return "<" + strings.Join(parts, ", ") + ">"
}

// dtFpConsts are float constants exact in every float type.
var dtFpConsts = []string{"0.0", "-0.0", "1.0", "-1.0", "0.5", "2.0", "1.5", "-2.5", "3.0", "0.25", "100.0", "-7.0"}

// dtGenFunc is one generated test function.
type dtGenFunc struct {
	name   string
	text   string            // @name and its helpers
	decls  map[string]string // declarations it needs, by callee name
	params []dtDty
	ret    dtDty
	args   []dtArgVal
	tags   []string // coverage the IR walk cannot see (loop, indirect call, ...)
}

// dtArgVal is one argument: one word per lane (two, low first, for i128).
type dtArgVal struct{ words []uint64 }

// dtFb builds one function.
type dtFb struct {
	r     *rand.Rand
	name  string
	lines []string
	n     int
	pool  map[string][]string
	decls map[string]string
	extra []string
	tags  []string
}

func dtNewFB(r *rand.Rand, name string) *dtFb {
	return &dtFb{r: r, name: name, pool: map[string][]string{}, decls: map[string]string{}}
}

// ins emits an instruction with a result and returns the result's name.
func (b *dtFb) ins(format string, args ...any) string {
	b.n++
	v := fmt.Sprintf("%%v%d", b.n)
	b.lines = append(b.lines, "  "+v+" = "+fmt.Sprintf(format, args...))
	return v
}

// stmt emits an instruction (or label) line as is.
func (b *dtFb) stmt(format string, args ...any) {
	b.lines = append(b.lines, fmt.Sprintf(format, args...))
}

// label starts a new block.
func (b *dtFb) label(l string) { b.lines = append(b.lines, l+":") }

func (b *dtFb) add(t dtDty, v string) string {
	b.pool[t.String()] = append(b.pool[t.String()], v)
	return v
}

// declare records a declaration line for callee.
func (b *dtFb) declare(callee, decl string) { b.decls[callee] = decl }

// intr emits a call to an intrinsic, declaring it.
func (b *dtFb) intr(ret string, name string, args ...string) string {
	var ptys []string
	for _, a := range args {
		ptys = append(ptys, a[:dtLastTypeEnd(a)])
	}
	b.declare(name, fmt.Sprintf("declare %s @%s(%s)", ret, name, strings.Join(ptys, ", ")))
	call := fmt.Sprintf("call %s @%s(%s)", ret, name, strings.Join(args, ", "))
	if ret == "void" {
		b.stmt("  %s", call)
		return ""
	}
	return b.ins("%s", call)
}

// dtLastTypeEnd finds where the type ends in a typed operand "T v": the
// operand value is the text after the last space outside brackets.
func dtLastTypeEnd(a string) int {
	depth := 0
	last := len(a)
	for i, c := range a {
		switch c {
		case '<', '[', '{', '(':
			depth++
		case '>', ']', '}', ')':
			depth--
		case ' ':
			if depth == 0 {
				last = i
			}
		}
	}
	// "i1 immarg"-style values never occur; a typed vector constant
	// "<4 x i32> <...>" has its last top-level space before the value.
	return last
}

func (b *dtFb) chance(p float64) bool { return b.r.Float64() < p }

// pick returns an operand of type t: a recent value, an older one, or a constant.
func (b *dtFb) pick(t dtDty) string {
	vs := b.pool[t.String()]
	if len(vs) > 0 && !b.chance(0.12) {
		if b.chance(0.6) {
			return vs[max(0, len(vs)-1-b.r.IntN(min(3, len(vs))))]
		}
		return vs[b.r.IntN(len(vs))]
	}
	return b.constOf(t)
}

func (b *dtFb) constOf(t dtDty) string {
	if t.fp {
		return dtSplat(t, dtFpConsts[b.r.IntN(len(dtFpConsts))])
	}
	return dtSplat(t, dtIntConst(t.scalar(), b.intEdge(t.bits)))
}

// intEdge returns an interesting w-bit value (as a uint64; for w > 64 the
// value is sign-extended).
func (b *dtFb) intEdge(w int) uint64 {
	m := widthMask(uint32(min(w, 64)))
	switch b.r.IntN(12) {
	case 0:
		return 0
	case 1:
		return 1
	case 2:
		return m // -1
	case 3:
		if w > 64 {
			return 1 << 63
		}
		return 1 << (w - 1) & m // INT_MIN
	case 4:
		if w > 64 {
			return 1<<63 - 1
		}
		return m >> 1 // INT_MAX
	case 5:
		return 1 << b.r.IntN(min(w, 64)) & m
	case 6, 7:
		return uint64(b.r.IntN(16)) & m
	case 8:
		return uint64(-int64(b.r.IntN(16))) & m
	default:
		return b.r.Uint64() & m
	}
}

// finish renders the function with params and return.
func (b *dtFb) finish(params []dtDty, ret dtDty, retv string) dtGenFunc {
	var ps []string
	for i, p := range params {
		ps = append(ps, fmt.Sprintf("%s %%a%d", p, i))
	}
	var s strings.Builder
	fmt.Fprintf(&s, "define %s @%s(%s) {\nentry:\n", ret, b.name, strings.Join(ps, ", "))
	for _, l := range b.lines {
		s.WriteString(l)
		s.WriteByte('\n')
	}
	fmt.Fprintf(&s, "  ret %s %s\n}\n", ret, retv)
	for _, e := range b.extra {
		s.WriteString(e)
	}
	g := dtGenFunc{name: b.name, text: s.String(), decls: b.decls, params: params, ret: ret, tags: b.tags}
	for _, p := range params {
		g.args = append(g.args, b.argOf(p))
	}
	return g
}

// argOf makes a random argument of type t.
func (b *dtFb) argOf(t dtDty) dtArgVal {
	var a dtArgVal
	for range t.nlanes() {
		switch {
		case t.fp:
			a.words = append(a.words, b.fpEdge(t))
		case t.bits > 64:
			lo := b.intEdge(64)
			hi := uint64(0)
			switch b.r.IntN(4) {
			case 0:
				hi = uint64(int64(lo) >> 63)
			case 1:
				hi = b.r.Uint64()
			case 2:
				hi = b.intEdge(64)
			}
			a.words = append(a.words, lo, hi)
		default:
			a.words = append(a.words, b.intEdge(t.bits))
		}
	}
	return a
}

// fpEdge returns the bits of an interesting value of float type t.
func (b *dtFb) fpEdge(t dtDty) uint64 {
	var x float64
	switch b.r.IntN(16) {
	case 0:
		x = 0
	case 1:
		x = math.Copysign(0, -1)
	case 2:
		x = math.Inf(1 - 2*b.r.IntN(2))
	case 3:
		x = math.NaN()
	case 4:
		x = float64(b.r.IntN(21) - 10)
	case 5:
		x = float64(b.r.IntN(41)-20) + 0.5
	case 6:
		// tiny: a denormal or the smallest normals
		switch t.bits {
		case 16:
			return uint64(b.r.IntN(0x800)) | uint64(b.r.IntN(2))<<15
		case 32:
			return uint64(b.r.IntN(0x1000000)) | uint64(b.r.IntN(2))<<31
		}
		return b.r.Uint64()&(1<<53-1) | uint64(b.r.IntN(2))<<63
	case 7:
		x = math.Ldexp(b.r.Float64()+1, b.r.IntN(40)) // large but finite in float/double
	default:
		x = (b.r.Float64()*2 - 1) * math.Pow(10, float64(b.r.IntN(7)-3))
	}
	v, err := ParseArg(dtFpIRType(t), fmt.Sprint(x))
	if err != nil {
		return 0
	}
	return v.Bits
}

// intOps are the integer instructions the expression generator uses.
var dtIntBinOps = []string{"add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv", "sdiv", "urem", "srem"}

var dtIcmpPreds = []string{"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"}

var dtFcmpPreds = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}

// dtIntWidths are the scalar integer widths generated.
var dtIntWidths = []int{1, 8, 16, 32, 64, 3, 17, 33, 128}

// intStep emits one integer operation producing a value of type t.
func (b *dtFb) intStep(t dtDty) string {
	st := t.scalar()
	w := t.bits
	if t.lanes > 0 && b.chance(0.2) {
		return b.add(t, b.vecStep(t))
	}
	switch k := b.r.IntN(20); {
	case k < 7:
		op := dtIntBinOps[b.r.IntN(len(dtIntBinOps))]
		x, y := b.pick(t), b.pick(t)
		flags := ""
		switch op {
		case "add", "sub", "mul":
			if b.chance(0.2) {
				flags += " nsw"
			}
			if b.chance(0.2) {
				flags += " nuw"
			}
		case "shl", "lshr", "ashr":
			y = b.ins("urem %s %s, %s", t, y, dtSplat(t, dtIntConst(st, uint64(w))))
			if op == "shl" && b.chance(0.15) {
				flags = " nuw"
			} else if op != "shl" && b.chance(0.15) {
				flags = " exact"
			}
		case "udiv", "sdiv", "urem", "srem":
			y = b.ins("or %s %s, %s", t, y, dtSplat(t, dtIntConst(st, 1)))
			if (op == "udiv" || op == "sdiv") && b.chance(0.15) {
				flags = " exact"
			}
		case "or":
			if b.chance(0.3) {
				c := b.r.Uint64()
				x = b.ins("and %s %s, %s", t, x, dtSplat(t, dtIntConst(st, c)))
				y = b.ins("and %s %s, %s", t, y, dtSplat(t, dtIntConst(st, ^c)))
				flags = " disjoint"
			}
		}
		return b.add(t, b.ins("%s%s %s %s, %s", op, flags, t, x, y))
	case k < 9:
		ss := ""
		if b.chance(0.2) {
			ss = "samesign "
		}
		c := b.ins("icmp %s%s %s %s, %s", ss, dtIcmpPreds[b.r.IntN(len(dtIcmpPreds))], t, b.pick(t), b.pick(t))
		bt := t.withElem(dtIntTy(1))
		b.add(bt, c)
		switch b.r.IntN(3) {
		case 0:
			return b.add(t, b.ins("select %s %s, %s %s, %s %s", bt, c, t, b.pick(t), t, b.pick(t)))
		case 1:
			if w == 1 {
				return b.add(t, c)
			}
			return b.add(t, b.ins("zext %s %s to %s", bt, c, t))
		default:
			if w == 1 {
				return b.add(t, b.ins("xor %s %s, %s", t, c, b.pick(t)))
			}
			return b.add(t, b.ins("sext %s %s to %s", bt, c, t))
		}
	case k == 9:
		return b.add(t, b.ins("freeze %s %s", t, b.pick(t)))
	case k < 12:
		// a detour through another width
		var u dtDty
		if t.lanes == 0 {
			u = dtIntTy(dtIntWidths[b.r.IntN(len(dtIntWidths))])
		} else {
			u = t.withElem(dtIntTy([]int{8, 16, 32, 64}[b.r.IntN(4)]))
		}
		x := b.convInt(b.pick(t), t, u)
		if b.chance(0.5) {
			x = b.ins("add %s %s, %s", u, x, dtSplat(u, dtIntConst(u.scalar(), uint64(b.r.IntN(5)))))
		}
		return b.add(t, b.convInt(x, u, t))
	case k < 18:
		return b.add(t, b.intIntrinsic(t))
	default:
		if t.lanes > 0 {
			return b.add(t, b.vecStep(t))
		}
		// int -> float -> int
		ft := []dtDty{dtTyFloat, dtTyDouble, dtTyHalf}[b.r.IntN(3)]
		if w > 64 || (ft.bits == 16 && w > 8) {
			ft = dtTyDouble
		}
		op, back := "sitofp", "fptosi"
		if b.chance(0.5) {
			op, back = "uitofp", "fptoui"
		}
		f := b.ins("%s %s %s to %s", op, t, b.pick(t), ft)
		return b.add(t, b.ins("%s %s %s to %s", back, ft, f, t))
	}
}

// convInt converts v from integer type from to to (same shape).
func (b *dtFb) convInt(v string, from, to dtDty) string {
	switch {
	case to.bits < from.bits:
		fl := ""
		if b.chance(0.15) {
			fl += " nuw"
		}
		if b.chance(0.15) {
			fl += " nsw"
		}
		return b.ins("trunc%s %s %s to %s", fl, from, v, to)
	case to.bits > from.bits:
		if b.chance(0.5) {
			return b.ins("sext %s %s to %s", from, v, to)
		}
		nn := ""
		if b.chance(0.2) {
			nn = " nneg"
		}
		return b.ins("zext%s %s %s to %s", nn, from, v, to)
	}
	return v
}

// intIntrinsic emits a call of an integer intrinsic on type t.
func (b *dtFb) intIntrinsic(t dtDty) string {
	st := t.scalar()
	w := t.bits
	ts := t.String()
	op := func(v string) string { return ts + " " + v }
	bool1 := func() string { return "i1 " + dtIntConst(dtIntTy(1), uint64(b.r.IntN(2))) }
	names := []string{"smin", "smax", "umin", "umax", "abs", "ctpop", "ctlz", "cttz", "fshl", "fshr",
		"bswap", "bitreverse", "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "sshl.sat", "ushl.sat",
		"scmp", "ucmp", "ovf", "expect"}
	name := names[b.r.IntN(len(names))]
	if name == "bswap" && w%16 != 0 {
		name = "bitreverse"
	}
	full := "llvm." + name + "." + t.suffix()
	switch name {
	case "smin", "smax", "umin", "umax", "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat":
		return b.intr(ts, full, op(b.pick(t)), op(b.pick(t)))
	case "sshl.sat", "ushl.sat":
		amt := b.ins("urem %s %s, %s", t, b.pick(t), dtSplat(t, dtIntConst(st, uint64(w))))
		return b.intr(ts, full, op(b.pick(t)), op(amt))
	case "abs", "ctlz", "cttz":
		return b.intr(ts, full, op(b.pick(t)), bool1())
	case "ctpop", "bswap", "bitreverse":
		return b.intr(ts, full, op(b.pick(t)))
	case "fshl", "fshr":
		return b.intr(ts, full, op(b.pick(t)), op(b.pick(t)), op(b.pick(t)))
	case "expect":
		return b.intr(ts, full, op(b.pick(t)), op(b.constOf(t)))
	case "scmp", "ucmp":
		rw := 8
		if b.chance(0.3) {
			rw = 2
		}
		rt := t.withElem(dtIntTy(rw))
		r := b.intr(rt.String(), fmt.Sprintf("llvm.%s.%s.%s", name, rt.suffix(), t.suffix()), op(b.pick(t)), op(b.pick(t)))
		if w == rw {
			return r
		}
		if w < rw {
			return b.ins("trunc %s %s to %s", rt, r, t)
		}
		return b.ins("sext %s %s to %s", rt, r, t)
	}
	// with.overflow: fold the flag into the value
	o := []string{"sadd", "uadd", "ssub", "usub", "smul", "umul"}[b.r.IntN(6)]
	bt := t.withElem(dtIntTy(1))
	st2 := fmt.Sprintf("{ %s, %s }", t, bt)
	r := b.intr(st2, fmt.Sprintf("llvm.%s.with.overflow.%s", o, t.suffix()), op(b.pick(t)), op(b.pick(t)))
	v := b.ins("extractvalue %s %s, 0", st2, r)
	f := b.ins("extractvalue %s %s, 1", st2, r)
	if w == 1 {
		return b.ins("xor %s %s, %s", t, v, f)
	}
	fz := b.ins("zext %s %s to %s", bt, f, t)
	sh := b.ins("shl %s %s, %s", t, fz, dtSplat(t, dtIntConst(st, uint64(w-1))))
	return b.ins("xor %s %s, %s", t, v, sh)
}

// vecStep emits a vector-only operation producing a value of vector type t
// (integer or float elements).
func (b *dtFb) vecStep(t dtDty) string {
	ts, es := t.String(), t.scalar().String()
	n := t.lanes
	switch b.r.IntN(7) {
	case 6:
		// a bitcast detour through another 128-bit type
		if n*t.bits != 128 {
			break
		}
		u := []string{"<4 x i32>", "<8 x i16>", "<2 x i64>", "<16 x i8>", "i128", "<4 x float>", "<2 x double>"}[b.r.IntN(7)]
		x := b.ins("bitcast %s %s to %s", ts, b.pick(t), u)
		if !strings.Contains(u, "float") && !strings.Contains(u, "double") {
			op := []string{"add", "xor", "mul"}[b.r.IntN(3)]
			c := "12345"
			if strings.HasPrefix(u, "<") {
				var k int
				var e string
				fmt.Sscanf(u, "<%d x %s", &k, &e)
				e = strings.TrimSuffix(e, ">")
				c = dtSplat(dtDty{elem: e, lanes: k}, fmt.Sprint(b.r.IntN(200)-100))
			}
			x = b.ins("%s %s %s, %s", op, u, x, c)
		}
		return b.ins("bitcast %s %s to %s", u, x, ts)
	case 0:
		e := b.ins("extractelement %s %s, i32 %d", ts, b.pick(t), b.r.IntN(n))
		return b.ins("insertelement %s %s, %s %s, i32 %d", ts, b.pick(t), es, e, b.r.IntN(n))
	case 1:
		// variable index, kept in range
		idx := b.ins("and i32 %s, %d", b.pickIdx(), n-1)
		e := b.ins("extractelement %s %s, i32 %s", ts, b.pick(t), idx)
		return b.ins("insertelement %s %s, %s %s, i32 %d", ts, b.pick(t), es, e, b.r.IntN(n))
	case 2:
		var mask []string
		for range n {
			mask = append(mask, fmt.Sprintf("i32 %d", b.r.IntN(2*n)))
		}
		return b.ins("shufflevector %s %s, %s %s, <%d x i32> <%s>", ts, b.pick(t), ts, b.pick(t), n, strings.Join(mask, ", "))
	case 3:
		return b.intr(ts, "llvm.vector.splice."+t.suffix(), ts+" "+b.pick(t), ts+" "+b.pick(t), fmt.Sprintf("i32 %d", b.r.IntN(2*n)-n))
	case 4:
		// a reduction, put back into a lane
		var r string
		if t.fp {
			op := []string{"fadd", "fmul", "fmin", "fmax"}[b.r.IntN(4)]
			if op == "fadd" || op == "fmul" {
				r = b.intr(es, "llvm.vector.reduce."+op+"."+t.suffix(), es+" "+b.pick(t.scalar()), ts+" "+b.pick(t))
			} else {
				r = b.intr(es, "llvm.vector.reduce."+op+"."+t.suffix(), ts+" "+b.pick(t))
			}
		} else {
			op := []string{"add", "mul", "and", "or", "xor", "smin", "smax", "umin", "umax"}[b.r.IntN(9)]
			r = b.intr(es, "llvm.vector.reduce."+op+"."+t.suffix(), ts+" "+b.pick(t))
		}
		b.add(t.scalar(), r)
		return b.ins("insertelement %s %s, %s %s, i32 %d", ts, b.pick(t), es, r, b.r.IntN(n))
	}
	if t.fp {
		return b.ins("fneg %s %s", ts, b.pick(t))
	}
	sv := b.intr(ts, "llvm.experimental.stepvector."+t.suffix())
	return b.ins("add %s %s, %s", ts, sv, b.pick(t))
}

// pickIdx returns an i32 operand for a vector index.
func (b *dtFb) pickIdx() string {
	if vs := b.pool["i32"]; len(vs) > 0 {
		return vs[b.r.IntN(len(vs))]
	}
	return fmt.Sprint(b.r.IntN(8))
}

// fpStep emits one floating-point operation producing a value of type t.
func (b *dtFb) fpStep(t dtDty) string {
	ts := t.String()
	op := func(v string) string { return ts + " " + v }
	switch k := b.r.IntN(24); {
	case k < 6:
		o := []string{"fadd", "fsub", "fmul", "fdiv", "frem"}[b.r.IntN(5)]
		return b.add(t, b.ins("%s %s %s, %s", o, ts, b.pick(t), b.pick(t)))
	case k == 6:
		return b.add(t, b.ins("fneg %s %s", ts, b.pick(t)))
	case k < 9:
		c := b.ins("fcmp %s %s %s, %s", dtFcmpPreds[b.r.IntN(len(dtFcmpPreds))], ts, b.pick(t), b.pick(t))
		bt := t.withElem(dtIntTy(1))
		return b.add(t, b.ins("select %s %s, %s %s, %s %s", bt, c, ts, b.pick(t), ts, b.pick(t)))
	case k < 16:
		names := []string{"fabs", "copysign", "minnum", "maxnum", "minimum", "maximum", "fma", "fmuladd", "sqrt",
			"floor", "ceil", "trunc", "rint", "nearbyint", "round", "roundeven", "canonicalize", "is.fpclass"}
		name := names[b.r.IntN(len(names))]
		if t.bits == 16 && (name == "fma" || name == "fmuladd") {
			// LLVM: x86-64 promotes half fma to float and rounds twice.
			name = "fabs"
		}
		full := "llvm." + name + "." + t.suffix()
		switch name {
		case "copysign", "minnum", "maxnum", "minimum", "maximum":
			return b.add(t, b.intr(ts, full, op(b.pick(t)), op(b.pick(t))))
		case "fma", "fmuladd":
			// fmuladd's "fused or not" is a nondeterministic choice in the
			// abstract mode (see testdata/diff/bug_fmuladd_branch.ll).
			return b.add(t, b.intr(ts, full, op(b.pick(t)), op(b.pick(t)), op(b.pick(t))))
		case "is.fpclass":
			bt := t.withElem(dtIntTy(1))
			c := b.intr(bt.String(), full, op(b.pick(t)), fmt.Sprintf("i32 %d", b.r.IntN(1024)))
			return b.add(t, b.ins("select %s %s, %s %s, %s %s", bt, c, ts, b.pick(t), ts, b.pick(t)))
		}
		return b.add(t, b.intr(ts, full, op(b.pick(t))))
	case k < 18:
		// precision detour
		var u dtDty
		switch t.bits {
		case 16:
			u = t.withElem([]dtDty{dtTyFloat, dtTyDouble}[b.r.IntN(2)])
		case 32:
			u = t.withElem([]dtDty{dtTyHalf, dtTyDouble}[b.r.IntN(2)])
		default:
			u = t.withElem([]dtDty{dtTyHalf, dtTyFloat}[b.r.IntN(2)])
		}
		conv, back := "fpext", "fptrunc"
		if u.bits < t.bits {
			conv, back = back, conv
		}
		x := b.ins("%s %s %s to %s", conv, ts, b.pick(t), u)
		if b.chance(0.5) {
			x = b.ins("fmul %s %s, %s", u, x, b.constOf(u))
		}
		return b.add(t, b.ins("%s %s %s to %s", back, u, x, ts))
	case k < 20:
		// float -> int -> float
		it := t.withElem(dtIntTy([]int{8, 16, 32, 64, 17, 128}[b.r.IntN(6)]))
		to, back := "fptosi", "sitofp"
		if b.chance(0.5) {
			to, back = "fptoui", "uitofp"
			if b.chance(0.3) {
				back = "uitofp nneg"
			}
		}
		x := b.ins("%s %s %s to %s", to, ts, b.pick(t), it)
		return b.add(t, b.ins("%s %s %s to %s", back, it, x, ts))
	case k == 20:
		it := t.withElem(dtIntTy(t.bits))
		x := b.ins("bitcast %s %s to %s", ts, b.pick(t), it)
		x = b.ins("%s %s %s, %s", []string{"xor", "and", "or"}[b.r.IntN(3)], it, x, dtSplat(it, dtIntConst(it.scalar(), b.r.Uint64())))
		return b.add(t, b.ins("bitcast %s %s to %s", it, x, ts))
	case k == 21 && t.lanes == 0:
		// lround/llround, back through sitofp.
		// An out-of-range lround/llround is an arbitrary value (see
		// testdata/diff/bug_llround_range.ll); native results then differ
		// and only the abstract set check applies.
		name, rt := "lround", "i32"
		if b.chance(0.5) {
			name, rt = "llround", "i64"
		}
		if name == "lround" && b.chance(0.5) {
			rt = "i64"
		}
		arg := op(b.pick(t))
		at := t
		if t.bits == 16 {
			// LLVM: llc-19 cannot select llround/lround on half for x86-64;
			// the exact fpext to float keeps the meaning.
			at = dtTyFloat
			arg = "float " + b.ins("fpext %s to float", arg)
		}
		x := b.intr(rt, fmt.Sprintf("llvm.%s.%s.%s", name, rt, at.suffix()), arg)
		return b.add(t, b.ins("sitofp %s %s to %s", rt, x, ts))
	case k == 22:
		// from the integer parameter
		it := t.withElem(dtIntTy(32))
		c := "sitofp"
		if b.chance(0.5) {
			c = "uitofp"
		}
		return b.add(t, b.ins("%s %s %s to %s", c, it, b.pick(it), ts))
	}
	if t.lanes > 0 {
		return b.add(t, b.vecStep(t))
	}
	return b.add(t, b.ins("fadd %s %s, %s", ts, b.pick(t), b.pick(t)))
}

// dtGenExpr makes a straight-line expression function over an integer or
// float type.
func dtGenExpr(r *rand.Rand, name string, fp bool) dtGenFunc {
	b := dtNewFB(r, name)
	var t dtDty
	if fp {
		t = []dtDty{dtTyHalf, dtTyFloat, dtTyDouble, dtTyDouble.vec(2), dtTyFloat.vec(4), dtTyFloat, dtTyDouble}[r.IntN(7)]
	} else {
		switch k := r.IntN(12); {
		case k < 9:
			t = dtIntTy(dtIntWidths[k])
		case k == 9:
			t = dtIntTy(32).vec(4)
		case k == 10:
			t = []dtDty{dtIntTy(16).vec(8), dtIntTy(16).vec(8), dtIntTy(64).vec(2), dtIntTy(8).vec(16), dtIntTy(17).vec(4)}[r.IntN(5)]
		default:
			t = dtIntTy([]int{32, 64, 8}[r.IntN(3)])
		}
	}
	params := []dtDty{t, t, t}
	if fp {
		params = append(params, t.withElem(dtIntTy(32)))
	} else if t.lanes == 0 {
		params = append(params, dtIntTy(32))
	}
	for i, p := range params {
		b.add(p, fmt.Sprintf("%%a%d", i))
	}
	steps := 3 + r.IntN(8)
	var last string
	for range steps {
		if fp {
			last = b.fpStep(t)
		} else {
			last = b.intStep(t)
		}
	}
	if !fp && b.chance(0.5) {
		vs := b.pool[t.String()]
		last = b.ins("xor %s %s, %s", t, last, vs[r.IntN(len(vs))])
	}
	return b.finish(params, t, last)
}

// dtTemplates are generators of functions with control flow, memory, calls
// and atomics.
var dtTemplates = []func(r *rand.Rand, name string) dtGenFunc{
	dtGenLoop, dtGenSwitch, dtGenMemArray, dtGenMemStruct, dtGenMemIntrinsics, dtGenMasked, dtGenPtrInt,
	dtGenCalls, dtGenAtomics, dtGenAggregates, dtGenMisc, dtGenGlobals,
}

// dtRandIntTy picks a scalar integer type for templates.
func dtRandIntTy(r *rand.Rand, widths ...int) dtDty {
	if len(widths) == 0 {
		widths = []int{8, 16, 32, 64, 3, 17, 33, 128}
	}
	return dtIntTy(widths[r.IntN(len(widths))])
}

// dtGenLoop: a counted loop with phis accumulating a value.
func dtGenLoop(r *rand.Rand, name string) dtGenFunc {
	b := dtNewFB(r, name)
	t := dtRandIntTy(r)
	fp := r.IntN(3) == 0
	if fp {
		t = []dtDty{dtTyHalf, dtTyFloat, dtTyDouble, dtTyFloat.vec(4)}[r.IntN(4)]
	}
	step := b.intStep
	if fp {
		step = b.fpStep
	}
	ts := t.String()
	b.tags = append(b.tags, "loop")
	b.add(t, "%a0")
	b.add(t, "%a1")
	n := b.ins("and i32 %%a2, 15")
	b.stmt("  br label %%loop")
	b.label("loop")
	b.stmt("  %%i = phi i32 [ 0, %%entry ], [ %%i.next, %%latch ]")
	b.stmt("  %%acc = phi %s [ %%a0, %%entry ], [ %%acc.next, %%latch ]", ts)
	b.add(t, "%acc")
	x := step(t)
	var c string
	if fp {
		c = b.ins("fcmp olt %s %%acc, %s", ts, b.pick(t))
	} else {
		c = b.ins("icmp ult %s %%acc, %s", ts, b.pick(t))
	}
	if t.lanes > 0 {
		c = b.ins("extractelement <%d x i1> %s, i32 0", t.lanes, c)
	}
	b.stmt("  br i1 %s, label %%then, label %%latch", c)
	b.label("then")
	y := step(t)
	b.stmt("  br label %%latch")
	b.label("latch")
	b.stmt("  %%m = phi %s [ %s, %%loop ], [ %s, %%then ]", ts, x, y)
	if fp {
		b.stmt("  %%acc.next = fadd %s %%m, %s", ts, dtSplat(t, "0.5"))
	} else {
		b.stmt("  %%acc.next = add %s %%m, %s", ts, dtSplat(t, dtIntConst(t, uint64(r.IntN(7)+1))))
	}
	b.stmt("  %%i.next = add nuw nsw i32 %%i, 1")
	b.stmt("  %%done = icmp uge i32 %%i.next, %s", n)
	b.stmt("  br i1 %%done, label %%exit, label %%loop")
	b.label("exit")
	return b.finish([]dtDty{t, t, dtIntTy(32)}, t, "%acc.next")
}

// dtGenGlobals: a constant table and a mutable global.
func dtGenGlobals(r *rand.Rand, name string) dtGenFunc {
	b := dtNewFB(r, name)
	t := dtRandIntTy(r, 8, 16, 32, 64, 3, 17, 33, 128)
	ts := t.String()
	var elems []string
	for range 8 {
		elems = append(elems, ts+" "+dtIntConst(t, b.intEdge(t.bits)))
	}
	b.extra = append(b.extra, fmt.Sprintf("@%s.tab = internal constant [8 x %s] [%s]\n", name, ts, strings.Join(elems, ", ")),
		fmt.Sprintf("@%s.acc = internal global %s %s\n", name, ts, dtIntConst(t, b.intEdge(t.bits))))
	idx := b.ins("and i64 %%a1, 7")
	p := b.ins("getelementptr inbounds [8 x %s], ptr @%s.tab, i64 0, i64 %s", ts, name, idx)
	v := b.ins("load %s, ptr %s", ts, p)
	old := b.ins("load %s, ptr @%s.acc", ts, name)
	b.add(t, v)
	b.add(t, old)
	b.add(t, "%a0")
	x := b.intStep(t)
	b.stmt("  store %s %s, ptr @%s.acc", ts, x, name)
	again := b.ins("load %s, ptr @%s.acc", ts, name)
	res := b.ins("xor %s %s, %s", ts, again, v)
	return b.finish([]dtDty{t, dtIntTy(64)}, t, res)
}

// dtGenSwitch: a switch over a masked value, merging in a phi.
func dtGenSwitch(r *rand.Rand, name string) dtGenFunc {
	b := dtNewFB(r, name)
	t := dtRandIntTy(r, 8, 16, 32, 64, 17)
	ts := t.String()
	for i := range 3 {
		b.add(t, fmt.Sprintf("%%a%d", i))
	}
	sel := b.ins("and %s %%a2, 7", ts)
	ncase := 2 + r.IntN(4)
	var cases []string
	for i := range ncase {
		cases = append(cases, fmt.Sprintf("%s %d, label %%c%d", ts, i*2%8+i/4, i))
	}
	b.stmt("  switch %s %s, label %%dflt [ %s ]", ts, sel, strings.Join(cases, " "))
	var incoming []string
	entryPool := b.pool
	for i := range ncase {
		// values of one case do not dominate the others
		b.pool = dtCopyPool(entryPool)
		b.label(fmt.Sprintf("c%d", i))
		v := b.intStep(t)
		b.stmt("  br label %%join")
		incoming = append(incoming, fmt.Sprintf("[ %s, %%c%d ]", v, i))
	}
	b.pool = dtCopyPool(entryPool)
	b.label("dflt")
	v := b.intStep(t)
	b.stmt("  br label %%join")
	incoming = append(incoming, fmt.Sprintf("[ %s, %%dflt ]", v))
	b.label("join")
	b.stmt("  %%res = phi %s %s", ts, strings.Join(incoming, ", "))
	return b.finish([]dtDty{t, t, t}, t, "%res")
}

// dtCopyPool copies a value pool.
func dtCopyPool(p map[string][]string) map[string][]string {
	c := map[string][]string{}
	for k, v := range p {
		c[k] = append([]string(nil), v...)
	}
	return c
}

// dtGenMemArray: an array on the stack written and read through inbounds
// GEPs with masked indices.
func dtGenMemArray(r *rand.Rand, name string) dtGenFunc {
	b := dtNewFB(r, name)
	t := dtRandIntTy(r, 8, 16, 32, 64, 17, 128)
	ts := t.String()
	n := 8
	b.stmt("  %%arr = alloca [%d x %s], align 16", n, ts)
	b.intr("void", "llvm.lifetime.start.p0", "i64 -1", "ptr %arr")
	// Every element is initialised: loads never see uninitialised bytes,
	// and odd widths are only read as they were stored (LLVM leaves other
	// loads of them undefined).
	if t.bits%8 == 0 {
		b.intr("void", "llvm.memset.p0.i64", "ptr %arr", fmt.Sprintf("i8 %d", r.IntN(256)-128), fmt.Sprintf("i64 %d", n*t.bits/8), "i1 false")
	} else {
		for i := range n {
			p := b.ins("getelementptr inbounds [%d x %s], ptr %%arr, i64 0, i64 %d", n, ts, i)
			b.stmt("  store %s %s, ptr %s", ts, dtIntConst(t, b.intEdge(t.bits)), p)
		}
	}
	for i := range 1 + r.IntN(4) {
		idx := b.ins("and i32 %%a%d, %d", 2+i%2, n-1)
		p := b.ins("getelementptr inbounds [%d x %s], ptr %%arr, i32 0, i32 %s", n, ts, idx)
		b.stmt("  store %s %%a%d, ptr %s", ts, i%2, p)
		if r.IntN(2) == 0 {
			b.add(dtIntTy(32), b.ins("add i32 %%a%d, %d", 2+i%2, r.IntN(5)))
		}
	}
	// full initialization so that loads are never of uninitialised bytes
	idx := b.ins("and i32 %%a3, %d", n-1)
	p := b.ins("getelementptr inbounds %s, ptr %%arr, i32 %s", ts, idx)
	v := b.ins("load %s, ptr %s", ts, p)
	b.add(t, v)
	x := b.intStep(t)
	q := b.ins("getelementptr inbounds [%d x %s], ptr %%arr, i64 0, i64 %d", n, ts, r.IntN(n))
	w := b.ins("load %s, ptr %s", ts, q)
	b.intr("void", "llvm.lifetime.end.p0", "i64 -1", "ptr %arr")
	res := b.ins("xor %s %s, %s", ts, x, w)
	return b.finish([]dtDty{t, t, dtIntTy(32), dtIntTy(32)}, t, res)
}

// dtGenMemStruct: a struct on the stack, fields through GEPs.
func dtGenMemStruct(r *rand.Rand, name string) dtGenFunc {
	b := dtNewFB(r, name)
	st := "{ i8, i32, i16, i64, [3 x i16] }"
	b.stmt("  %%s = alloca %s", st)
	b.intr("void", "llvm.memset.p0.i64", "ptr %s", "i8 0", "i64 32", "i1 false")
	f1 := b.ins("getelementptr inbounds %s, ptr %%s, i32 0, i32 1", st)
	b.stmt("  store i32 %%a0, ptr %s", f1)
	f3 := b.ins("getelementptr inbounds %s, ptr %%s, i32 0, i32 3", st)
	b.stmt("  store i64 %%a1, ptr %s", f3)
	tr := b.ins("trunc i32 %%a0 to i16")
	idx := b.ins("and i32 %%a0, 1")
	f4 := b.ins("getelementptr inbounds %s, ptr %%s, i32 0, i32 4, i32 %s", st, idx)
	b.stmt("  store i16 %s, ptr %s", tr, f4)
	f0 := b.ins("getelementptr inbounds %s, ptr %%s, i32 0, i32 0", st)
	t8 := b.ins("trunc i64 %%a1 to i8")
	b.stmt("  store i8 %s, ptr %s", t8, f0)
	// read bytes back at a different type
	off := r.IntN(24)
	pb := b.ins("getelementptr inbounds i8, ptr %%s, i64 %d", off)
	lt := []string{"i8", "i16", "i32", "i64"}[r.IntN(4)]
	l := b.ins("load %s, ptr %s, align 1", lt, pb)
	lz := l
	if lt != "i64" {
		lz = b.ins("zext %s %s to i64", lt, l)
	}
	agg := b.ins("load %s, ptr %%s", st)
	e := b.ins("extractvalue %s %s, 4, %d", st, agg, r.IntN(3))
	ez := b.ins("zext i16 %s to i64", e)
	res := b.ins("add i64 %s, %s", lz, ez)
	return b.finish([]dtDty{dtIntTy(32), dtIntTy(64)}, dtIntTy(64), res)
}

// dtGenMemIntrinsics: memcpy/memmove between stack buffers.
func dtGenMemIntrinsics(r *rand.Rand, name string) dtGenFunc {
	b := dtNewFB(r, name)
	b.stmt("  %%src = alloca [4 x i64], align 8")
	b.stmt("  %%dst = alloca [4 x i64], align 8")
	for i := range 4 {
		p := b.ins("getelementptr inbounds [4 x i64], ptr %%src, i64 0, i64 %d", i)
		b.stmt("  store i64 %%a%d, ptr %s", i%2, p)
		q := b.ins("getelementptr inbounds [4 x i64], ptr %%dst, i64 0, i64 %d", i)
		b.stmt("  store i64 %d, ptr %s", r.IntN(1000), q)
	}
	n := r.IntN(33)
	switch r.IntN(3) {
	case 0:
		b.intr("void", "llvm.memcpy.p0.p0.i64", "ptr %dst", "ptr %src", fmt.Sprintf("i64 %d", n), "i1 false")
	case 1:
		so := r.IntN(33 - n)
		s := b.ins("getelementptr inbounds i8, ptr %%src, i64 %d", so)
		b.intr("void", "llvm.memmove.p0.p0.i64", "ptr %src", "ptr "+s, fmt.Sprintf("i64 %d", n), "i1 false")
		b.intr("void", "llvm.memcpy.p0.p0.i64", "ptr %dst", "ptr %src", "i64 32", "i1 false")
	default:
		// a variable length, kept in range
		vl := b.ins("and i64 %%a1, 31")
		d := b.ins("getelementptr inbounds i8, ptr %%dst, i64 1")
		b.intr("void", "llvm.memmove.p0.p0.i64", "ptr "+d, "ptr %dst", "i64 "+vl, "i1 false")
	}
	var acc string
	for i := range 4 {
		q := b.ins("getelementptr inbounds [4 x i64], ptr %%dst, i64 0, i64 %d", i)
		l := b.ins("load i64, ptr %s", q)
		if acc == "" {
			acc = l
		} else {
			m := b.ins("mul i64 %s, 31", acc)
			acc = b.ins("xor i64 %s, %s", m, l)
		}
	}
	return b.finish([]dtDty{dtIntTy(64), dtIntTy(64)}, dtIntTy(64), acc)
}

// dtGenMasked: masked loads and stores on a stack vector.
func dtGenMasked(r *rand.Rand, name string) dtGenFunc {
	b := dtNewFB(r, name)
	t := []dtDty{dtIntTy(32).vec(4), dtTyFloat.vec(4), dtTyDouble.vec(2), dtIntTy(16).vec(8)}[r.IntN(4)]
	ts := t.String()
	mt := t.withElem(dtIntTy(1))
	var mask []string
	for range t.lanes {
		mask = append(mask, "i1 "+dtIntConst(dtIntTy(1), uint64(r.IntN(2))))
	}
	cm := "<" + strings.Join(mask, ", ") + ">"
	b.stmt("  %%p = alloca %s, align 16", ts)
	b.stmt("  store %s %%a0, ptr %%p", ts)
	b.intr("void", "llvm.masked.store."+t.suffix()+".p0", ts+" %a1", "ptr %p", "i32 4", mt.String()+" "+cm)
	b.add(t, "%a0")
	b.add(t, "%a1")
	var m2 string
	if t.fp {
		m2 = b.ins("fcmp olt %s %%a0, %%a1", ts)
	} else {
		m2 = b.ins("icmp slt %s %%a0, %%a1", ts)
	}
	l := b.intr(ts, "llvm.masked.load."+t.suffix()+".p0", "ptr %p", "i32 4", mt.String()+" "+m2, ts+" %a1")
	ep := b.ins("getelementptr inbounds %s, ptr %%p, i64 %d", t.scalar(), r.IntN(t.lanes))
	e := b.ins("load %s, ptr %s", t.scalar(), ep)
	l = b.ins("insertelement %s %s, %s %s, i32 %d", ts, l, t.scalar(), e, r.IntN(t.lanes))
	return b.finish([]dtDty{t, t}, t, l)
}

// dtGenPtrInt: ptrtoint/inttoptr round trips of stack addresses (only
// differences of addresses are returned) and ptrmask.
func dtGenPtrInt(r *rand.Rand, name string) dtGenFunc {
	b := dtNewFB(r, name)
	b.stmt("  %%buf = alloca [16 x i32], align 16")
	b.intr("void", "llvm.memset.p0.i64", "ptr %buf", "i8 0", "i64 64", "i1 false")
	idx := b.ins("and i64 %%a0, 15")
	p := b.ins("getelementptr inbounds i32, ptr %%buf, i64 %s", idx)
	b.stmt("  store i32 %%a1, ptr %s", p)
	base := b.ins("ptrtoint ptr %%buf to i64")
	pi := b.ins("ptrtoint ptr %s to i64", p)
	diff := b.ins("sub i64 %s, %s", pi, base)
	// round trip: back to a pointer and load through it
	q := b.ins("inttoptr i64 %s to ptr", pi)
	l := b.ins("load i32, ptr %s", q)
	// ptrmask down to the 16-byte granule, then re-offset
	mk := b.intr("ptr", "llvm.ptrmask.p0.i64", "ptr "+p, "i64 -16")
	mi := b.ins("ptrtoint ptr %s to i64", mk)
	md := b.ins("sub i64 %s, %s", mi, base)
	l2 := b.ins("load i32, ptr %s", mk)
	lz := b.ins("zext i32 %s to i64", l)
	l2z := b.ins("zext i32 %s to i64", l2)
	s1 := b.ins("shl i64 %s, 32", lz)
	x := b.ins("xor i64 %s, %s", s1, diff)
	y := b.ins("mul i64 %s, 1000003", md)
	z := b.ins("add i64 %s, %s", x, y)
	res := b.ins("xor i64 %s, %s", z, l2z)
	return b.finish([]dtDty{dtIntTy(64), dtIntTy(32)}, dtIntTy(64), res)
}

// dtGenCalls: a direct call, an indirect call through a selected function
// pointer, and a varargs callee.
func dtGenCalls(r *rand.Rand, name string) dtGenFunc {
	b := dtNewFB(r, name)
	t := dtRandIntTy(r, 8, 16, 32, 64, 17, 33)
	ts := t.String()
	h1, h2, hv := "@"+name+"_h1", "@"+name+"_h2", "@"+name+"_va"
	for i, h := range []string{h1, h2} {
		hb := dtNewFB(r, h[1:])
		hb.add(t, "%a0")
		hb.add(t, "%a1")
		var v string
		for range 2 + i {
			v = hb.intStep(t)
		}
		g := hb.finish([]dtDty{t, t}, t, v)
		b.extra = append(b.extra, g.text)
		for k, d := range hb.decls {
			b.decls[k] = d
		}
	}
	b.tags = append(b.tags, "call.direct", "call.indirect")
	d := b.ins("call %s %s(%s %%a0, %s %%a1)", ts, h1, ts, ts)
	c := b.ins("icmp slt %s %%a0, %%a1", ts)
	fp := b.ins("select i1 %s, ptr %s, ptr %s", c, h1, h2)
	ind := b.ins("call %s %s(%s %s, %s %%a2)", ts, fp, ts, d, ts)
	res := ind
	if r.IntN(2) == 0 {
		b.tags = append(b.tags, "call.varargs")
		b.extra = append(b.extra, fmt.Sprintf(`define i32 %s(i32 %%n, ...) {
entry:
  %%ap = alloca [24 x i8], align 16
  call void @llvm.va_start.p0(ptr %%ap)
  %%x = va_arg ptr %%ap, i32
  %%y = va_arg ptr %%ap, i32
  %%s = mul i32 %%x, %%n
  %%t = sub i32 %%s, %%y
  call void @llvm.va_end.p0(ptr %%ap)
  ret i32 %%t
}
`, hv))
		b.declare("llvm.va_start.p0", "declare void @llvm.va_start.p0(ptr)")
		b.declare("llvm.va_end.p0", "declare void @llvm.va_end.p0(ptr)")
		x := b.convIntFixed(ind, t, dtIntTy(32))
		y := b.convIntFixed("%a2", t, dtIntTy(32))
		v := b.ins("call i32 (i32, ...) %s(i32 %d, i32 %s, i32 %s)", hv, r.IntN(9)-4, x, y)
		res = b.convIntFixed(v, dtIntTy(32), t)
	}
	return b.finish([]dtDty{t, t, t}, t, res)
}

// convIntFixed converts deterministically (trunc or sext).
func (b *dtFb) convIntFixed(v string, from, to dtDty) string {
	switch {
	case to.bits < from.bits:
		return b.ins("trunc %s %s to %s", from, v, to)
	case to.bits > from.bits:
		return b.ins("sext %s %s to %s", from, v, to)
	}
	return v
}

// dtGenAtomics: atomicrmw, cmpxchg and fence on a stack slot.
func dtGenAtomics(r *rand.Rand, name string) dtGenFunc {
	b := dtNewFB(r, name)
	t := dtRandIntTy(r, 8, 16, 32, 64)
	ts := t.String()
	b.stmt("  %%p = alloca %s", ts)
	b.stmt("  store %s %%a0, ptr %%p", ts)
	ops := []string{"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin"}
	var acc string
	for range 1 + r.IntN(3) {
		o := ops[r.IntN(len(ops))]
		old := b.ins("atomicrmw %s ptr %%p, %s %%a1 seq_cst", o, ts)
		if acc == "" {
			acc = old
		} else {
			acc = b.ins("add %s %s, %s", ts, acc, old)
		}
	}
	b.stmt("  fence seq_cst")
	cur := b.ins("load %s, ptr %%p", ts)
	exp := cur
	if r.IntN(2) == 0 {
		exp = "%a1"
	}
	cx := b.ins("cmpxchg ptr %%p, %s %s, %s %%a2 seq_cst seq_cst", ts, exp, ts)
	ov := b.ins("extractvalue { %s, i1 } %s, 0", ts, cx)
	ok := b.ins("extractvalue { %s, i1 } %s, 1", ts, cx)
	okz := b.ins("zext i1 %s to %s", ok, ts)
	fin := b.ins("load atomic %s, ptr %%p seq_cst, align %d", ts, t.bits/8)
	x := b.ins("xor %s %s, %s", ts, acc, ov)
	y := b.ins("add %s %s, %s", ts, x, okz)
	res := b.ins("mul %s %s, %s", ts, y, fin)
	return b.finish([]dtDty{t, t, t}, t, res)
}

// dtGenAggregates: insertvalue/extractvalue on structs and arrays.
func dtGenAggregates(r *rand.Rand, name string) dtGenFunc {
	b := dtNewFB(r, name)
	t := dtRandIntTy(r, 8, 16, 32, 64, 3, 17)
	ts := t.String()
	st := fmt.Sprintf("{ %s, [3 x %s], i1 }", ts, ts)
	a := b.ins("insertvalue %s poison, %s %%a0, 0", st, ts)
	a = b.ins("insertvalue %s %s, %s %%a1, 1, 0", st, a, ts)
	a = b.ins("insertvalue %s %s, %s %%a0, 1, 1", st, a, ts)
	a = b.ins("insertvalue %s %s, %s %%a1, 1, 2", st, a, ts)
	c := b.ins("icmp ugt %s %%a0, %%a1", ts)
	a = b.ins("insertvalue %s %s, i1 %s, 2", st, a, c)
	arr := b.ins("extractvalue %s %s, 1", st, a)
	arr = b.ins("insertvalue [3 x %s] %s, %s %%a0, %d", ts, arr, ts, r.IntN(3))
	e := b.ins("extractvalue [3 x %s] %s, %d", ts, arr, r.IntN(3))
	f := b.ins("extractvalue %s %s, 2", st, a)
	g := b.ins("extractvalue %s %s, 0", st, a)
	res := b.ins("select i1 %s, %s %s, %s %s", f, ts, e, ts, g)
	return b.finish([]dtDty{t, t}, t, res)
}

// dtGenMisc: assume, is.constant, expect around an expression.
func dtGenMisc(r *rand.Rand, name string) dtGenFunc {
	b := dtNewFB(r, name)
	t := dtRandIntTy(r, 8, 16, 32, 64)
	ts := t.String()
	b.add(t, "%a0")
	b.add(t, "%a1")
	b.intr("void", "llvm.assume", "i1 true")
	// is.constant may answer either way; both arms of the select agree.
	ic := b.intr("i1", "llvm.is.constant."+t.suffix(), ts+" %a0")
	x := b.intStep(t)
	s := b.ins("select i1 %s, %s %s, %s %s", ic, ts, x, ts, x)
	e := b.intr(ts, "llvm.expect."+t.suffix(), ts+" "+s, ts+" "+dtIntConst(t, 1))
	b.add(t, e)
	y := b.intStep(t)
	return b.finish([]dtDty{t, t}, t, y)
}

// dtGenerate makes function number i of the deterministic stream.
func dtGenerate(seed uint64, i int) dtGenFunc {
	r := rand.New(rand.NewPCG(seed, uint64(i)))
	name := fmt.Sprintf("t%d", i)
	if i%4 == 0 {
		// every fourth function is a focused one, cycling through the
		// rarer coverage items so that even -short covers them all
		return dtGenSweep(r, name, i/4)
	}
	switch k := r.IntN(20); {
	case k < 7:
		return dtGenExpr(r, name, false)
	case k < 12:
		return dtGenExpr(r, name, true)
	default:
		return dtTemplates[r.IntN(len(dtTemplates))](r, name)
	}
}

// dtSweepItems are the rarer coverage items dtGenSweep cycles through.
var dtSweepItems = func() []string {
	items := strings.Fields("add mul and or xor smin smax umin umax fadd fmul fmin fmax")
	for i := range items {
		items[i] = "reduce." + items[i]
	}
	for _, p := range dtFcmpPreds {
		items = append(items, "fcmp."+p)
	}
	for _, o := range []string{"sadd", "uadd", "ssub", "usub", "smul", "umul"} {
		items = append(items, "ovf."+o)
	}
	for _, p := range dtIcmpPreds {
		items = append(items, "icmp."+p)
	}
	return append(items, "vec.stepvector", "vec.splice")
}()

// dtGenSweep makes a small function around sweep item k.
func dtGenSweep(r *rand.Rand, name string, k int) dtGenFunc {
	b := dtNewFB(r, name)
	item := dtSweepItems[k%len(dtSweepItems)]
	kind, op, _ := strings.Cut(item, ".")
	switch kind {
	case "reduce":
		var t dtDty
		if strings.HasPrefix(op, "f") {
			t = []dtDty{dtTyFloat.vec(4), dtTyDouble.vec(2)}[r.IntN(2)]
		} else {
			t = []dtDty{dtIntTy(32).vec(4), dtIntTy(16).vec(8), dtIntTy(64).vec(2), dtIntTy(8).vec(16)}[r.IntN(4)]
		}
		ts, es := t.String(), t.scalar().String()
		b.add(t, "%a0")
		b.add(t, "%a1")
		x := "%a0"
		full := "llvm.vector.reduce." + op + "." + t.suffix()
		var res string
		if op == "fadd" || op == "fmul" {
			res = b.intr(es, full, es+" %a2", ts+" "+x)
		} else {
			res = b.intr(es, full, ts+" "+x)
		}
		return b.finish([]dtDty{t, t, t.scalar()}, t.scalar(), res)
	case "icmp":
		t := []dtDty{dtIntTy(dtIntWidths[r.IntN(len(dtIntWidths))]), dtIntTy(32).vec(4), dtIntTy(16).vec(8)}[r.IntN(3)]
		ts := t.String()
		c := b.ins("icmp %s %s %%a0, %%a1", op, ts)
		bt := t.withElem(dtIntTy(1))
		res := b.ins("select %s %s, %s %%a0, %s %%a1", bt, c, ts, ts)
		return b.finish([]dtDty{t, t}, t, res)
	case "vec":
		t := []dtDty{dtIntTy(32).vec(4), dtIntTy(16).vec(8), dtIntTy(64).vec(2)}[r.IntN(3)]
		ts := t.String()
		var res string
		if op == "stepvector" {
			sv := b.intr(ts, "llvm.experimental.stepvector."+t.suffix())
			res = b.ins("mul %s %s, %%a0", ts, sv)
		} else {
			res = b.intr(ts, "llvm.vector.splice."+t.suffix(), ts+" %a0", ts+" %a1", fmt.Sprintf("i32 %d", r.IntN(2*t.lanes)-t.lanes))
		}
		return b.finish([]dtDty{t, t}, t, res)
	case "fcmp":
		t := []dtDty{dtTyHalf, dtTyFloat, dtTyDouble, dtTyFloat.vec(4), dtTyDouble.vec(2)}[r.IntN(5)]
		ts := t.String()
		c := b.ins("fcmp %s %s %%a0, %%a1", op, ts)
		bt := t.withElem(dtIntTy(1))
		res := b.ins("select %s %s, %s %%a0, %s %%a1", bt, c, ts, ts)
		return b.finish([]dtDty{t, t}, t, res)
	}
	t := dtIntTy(dtIntWidths[r.IntN(len(dtIntWidths))])
	ts := t.String()
	st := fmt.Sprintf("{ %s, i1 }", ts)
	o := b.intr(st, fmt.Sprintf("llvm.%s.with.overflow.%s", op, t.suffix()), ts+" %a0", ts+" %a1")
	v := b.ins("extractvalue %s %s, 0", st, o)
	f := b.ins("extractvalue %s %s, 1", st, o)
	res := b.ins("select i1 %s, %s %%a1, %s %s", f, ts, ts, v)
	return b.finish([]dtDty{t, t}, t, res)
}

// dtModuleText renders one or more generated functions with their
// declarations as a module.
func dtModuleText(fs []*dtGenFunc, native bool) string {
	var s strings.Builder
	s.WriteString("target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n")
	s.WriteString("target triple = \"x86_64-unknown-linux-gnu\"\n\n")
	decls := map[string]string{}
	for _, f := range fs {
		if native {
			s.WriteString(dtNativeText(f))
		} else {
			s.WriteString(f.text)
		}
		s.WriteByte('\n')
		for k, d := range f.decls {
			decls[k] = d
		}
	}
	keys := make([]string, 0, len(decls))
	for k := range decls {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if native && strings.HasPrefix(k, "llvm.canonicalize.") {
			s.WriteString(dtCanonicalizeDef(decls[k]))
			continue
		}
		s.WriteString(decls[k])
		s.WriteByte('\n')
	}
	return s.String()
}

// dtCanonicalizeDef replaces the declaration of llvm.canonicalize.* by the
// definition of @dt.canonicalize.*, which the native text calls instead:
// llc-19 cannot select fcanonicalize on x86-64 (LLVM 20 can). Multiplying
// by 1.0 gives the same value in the default IEEE mode up to the NaN
// payload, which the comparison ignores.
func dtCanonicalizeDef(decl string) string {
	ty := strings.TrimPrefix(decl[:strings.Index(decl, " @")], "declare ")
	one := "1.0"
	if strings.HasPrefix(ty, "<") {
		var n int
		var e string
		fmt.Sscanf(ty, "<%d x %s", &n, &e)
		e = strings.TrimSuffix(e, ">")
		one = dtSplat(dtDty{elem: e, lanes: n}, "1.0")
	}
	name := strings.Replace(decl[strings.Index(decl, "@"):strings.Index(decl, "(")], "@llvm.", "@dt.", 1)
	return fmt.Sprintf("define internal %s %s(%s %%x) {\n  %%r = fmul %s %%x, %s\n  ret %s %%r\n}\n", ty, name, ty, ty, one, ty)
}

// dtNativeText is the function text given to llc-19: LLVM 19 does not know
// the samesign flag (LLVM 20), which only adds poison; functions whose
// result is not poison compute the same value without it.
func dtNativeText(f *dtGenFunc) string {
	t := strings.ReplaceAll(f.text, "icmp samesign ", "icmp ")
	return strings.ReplaceAll(t, "@llvm.canonicalize.", "@dt.canonicalize.")
}

// dtArgText renders argument a of type t for the interpreter's ParseArg.
func dtArgText(t dtDty, a dtArgVal) string {
	dtLane := func(i int) string {
		switch {
		case t.fp:
			return fmt.Sprintf("0x%x", a.words[i])
		case t.bits > 64:
			return dtWideDecimal(a.words[2*i], a.words[2*i+1])
		default:
			return fmt.Sprint(a.words[i])
		}
	}
	if t.lanes == 0 {
		return dtLane(0)
	}
	var parts []string
	for i := range t.lanes {
		parts = append(parts, dtLane(i))
	}
	return "<" + strings.Join(parts, ", ") + ">"
}

// dtWideDecimal is the unsigned decimal of a 128-bit value.
func dtWideDecimal(lo, hi uint64) string {
	z := new(big.Int).SetUint64(hi)
	z.Lsh(z, 64)
	z.Or(z, new(big.Int).SetUint64(lo))
	return z.String()
}
