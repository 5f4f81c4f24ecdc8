package reduce

import (
	"math"
	"math/big"
	"math/bits"

	"github.com/irfuzz/irfuzz/ir"
)

// complexity is the fixed order in which a candidate must be strictly
// smaller than the current module to be accepted. It is compared
// lexicographically; every field is a natural number, so no infinite chain
// of accepted steps exists and the reduction terminates. insts comes first,
// so an accepted step never grows Size.
type complexity struct {
	insts   int // Size
	blocks  int // basic blocks
	globals int // functions, global variables, aliases, ifuncs
	params  int // function parameters
	score   int // simplicity: operands, constants, flags, attributes, metadata, type widths
	length  int // printed length, the last tie-break
}

func (a complexity) less(b complexity) bool {
	x := [...]int{a.insts, a.blocks, a.globals, a.params, a.score, a.length}
	y := [...]int{b.insts, b.blocks, b.globals, b.params, b.score, b.length}
	for k := range x {
		if x[k] != y[k] {
			return x[k] < y[k]
		}
	}
	return false
}

// measure computes the complexity of m, whose printed text is length bytes.
func measure(m *ir.Module, length int) complexity {
	c := complexity{length: length}
	c.globals = len(m.Funcs) + len(m.Globals) + len(m.Aliases) + len(m.IFuncs)
	tb := typeBits{}
	s := 0
	for _, f := range m.Funcs {
		c.params += len(f.Params)
		c.blocks += len(f.Blocks)
		s += attrCount(f.FnAttrs) + attrCount(f.RetAttrs) + len(f.Metadata)
		s += boolInt(f.Align != 0) + boolInt(f.Personality != nil) + boolInt(f.Prefix != nil) + boolInt(f.Prologue != nil)
		if f.FuncTy != nil {
			s += tb.of(f.FuncTy.Ret)
		}
		for _, p := range f.Params {
			s += attrCount(p.Attrs) + tb.of(p.Ty)
		}
		for _, b := range f.Blocks {
			c.insts += len(b.Instrs)
			for _, i := range b.Instrs {
				s += instrScore(i, tb)
			}
		}
	}
	for _, g := range m.Globals {
		s += attrCount(g.Attrs) + len(g.Metadata) + boolInt(g.Align != 0)
		if g.Init != nil {
			s += valueCost(g.Init)
		}
	}
	for _, g := range m.AttrGroups {
		s += len(g.Attrs)
	}
	for _, n := range m.NamedMD {
		s += 1 + len(n.Nodes)
	}
	s += len(m.MDNodes)
	c.score = s
	return c
}

func instrScore(i *ir.Instruction, tb typeBits) int {
	s := len(i.Operands) + bits.OnesCount32(uint32(i.Flags)) + bits.OnesCount8(uint8(i.FMF))
	for _, op := range i.Operands {
		s += valueCost(op)
	}
	for _, b := range i.Bundles() {
		s += 1 + len(b.Inputs)
	}
	s += attrCount(i.FnAttrs()) + attrCount(i.RetAttrs())
	for _, l := range i.ArgAttrs() {
		s += attrCount(l)
	}
	s += len(i.Metadata()) + len(i.DebugRecords()) + boolInt(i.Align != 0)
	if i.Ty != nil {
		s = satAdd(s, tb.of(i.Ty))
	}
	return s
}

func attrCount(l ir.AttrList) int { return len(l.Attrs) + len(l.Groups) }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Costs of operand values: computed values are dearer than arguments,
// arguments than global values, and those than most constants, so that each
// replacement the operands pass makes is a strict simplification.
const (
	costInstr  = 10
	costArg    = 8
	costGlobal = 6
)

// valueCost is how complex an operand is.
func valueCost(v ir.Value) int {
	switch x := v.(type) {
	case *ir.Const:
		return constCost(x)
	case *ir.Instruction:
		return costInstr
	case *ir.Argument:
		return costArg
	case *ir.Global, *ir.Function, *ir.Alias, *ir.IFunc:
		return costGlobal
	case *ir.Block:
		return 1
	}
	return 4
}

// constCost is 0 for zero values, 1 for 1, -1 and 1.0, 2 for undef and
// poison, and more for other constants (growing with an integer's magnitude).
func constCost(c *ir.Const) int {
	switch c.Kind {
	case ir.ConstInt:
		if c.IsZeroValue() {
			return 0
		}
		if isOneOrAllOnes(c) {
			return 1
		}
		return 2 + magnitudeBits(c)
	case ir.ConstFloat:
		if c.IsZeroValue() {
			return 0
		}
		if isFloatOne(c) {
			return 1
		}
		return 3
	case ir.ConstNull, ir.ConstZero, ir.ConstNone:
		return 0
	case ir.ConstUndef, ir.ConstPoison:
		return 2
	case ir.ConstString:
		n := 1
		for k := 0; k < len(c.Str); k++ {
			if c.Str[k] != 0 {
				n++
			}
		}
		return n
	case ir.ConstArray, ir.ConstVector, ir.ConstStruct, ir.ConstSplat:
		n := 1
		for _, e := range c.Elems {
			n = satAdd(n, valueCost(e))
		}
		return n
	}
	n := 4
	for _, e := range c.Elems {
		n = satAdd(n, valueCost(e))
	}
	return n
}

func isOneOrAllOnes(c *ir.Const) bool {
	v := c.SignedBigInt()
	return v.IsInt64() && (v.Int64() == 1 || v.Int64() == -1)
}

// magnitudeBits is the bit length of |v| for the signed value v of c.
func magnitudeBits(c *ir.Const) int {
	v := c.SignedBigInt()
	return new(big.Int).Abs(v).BitLen()
}

// floatOne holds the encoding of 1.0 per floating-point type (FloatLo, FloatHi).
var floatOne = map[ir.TypeKind][2]uint64{
	ir.HalfType:    {0x3C00, 0},
	ir.BFloatType:  {0x3F80, 0},
	ir.FloatType:   {0x3F800000, 0},
	ir.DoubleType:  {0x3FF0000000000000, 0},
	ir.X86FP80Type: {0x8000000000000000, 0x3FFF},
	ir.FP128Type:   {0, 0x3FFF000000000000},
}

func isFloatOne(c *ir.Const) bool {
	one, ok := floatOne[c.Ty.Kind]
	return ok && c.FloatLo == one[0] && c.FloatHi == one[1]
}

// typeBits is the number of value bits of t (vectors and aggregates sum
// their elements), saturating so that huge arrays do not overflow.
type typeBits map[*ir.Type]int

func (memo typeBits) of(t *ir.Type) int {
	switch {
	case t == nil:
		return 0
	case t.IsInt():
		return int(t.Bits)
	case t.IsFloat():
		return t.FloatBits()
	case t.IsPtr():
		return 64
	}
	if n, ok := memo[t]; ok {
		return n // also 0 for a (malformed) recursive struct being measured
	}
	memo[t] = 0
	n := 0
	switch t.Kind {
	case ir.VectorType, ir.ArrayType:
		n = satMul(int(min(t.Len, math.MaxInt32)), memo.of(t.Elem))
	case ir.StructType:
		for _, f := range t.Fields {
			n = satAdd(n, memo.of(f))
		}
	}
	memo[t] = n
	return n
}

const satMax = 1 << 40

func satAdd(a, b int) int { return min(a+b, satMax) }

func satMul(a, b int) int {
	if a != 0 && b > satMax/a {
		return satMax
	}
	return a * b
}
