package ir

import (
	"math"
	"math/big"
)

// ConstKind classifies a Const.
type ConstKind uint8

// The constant forms of the Language Reference ("Constants" chapter).
const (
	ConstInt                ConstKind = iota // 42, true, -1 (Int/Big)
	ConstFloat                               // 1.5, 0x3FF8000000000000, 0xH3C00, 0xK..., 0xL..., 0xM..., 0xR... (FloatLo/FloatHi)
	ConstNull                                // null (pointer)
	ConstNone                                // none (token)
	ConstUndef                               // undef
	ConstPoison                              // poison
	ConstZero                                // zeroinitializer
	ConstArray                               // [ i32 1, i32 2 ] (Elems)
	ConstVector                              // < i32 1, i32 2 > (Elems)
	ConstStruct                              // { i32 1, ptr null } or <{ ... }> (Elems; packedness from Ty)
	ConstString                              // c"hello\00" (Str; Ty is [N x i8])
	ConstSplat                               // splat (i32 1) (Elems[0]); Ty is the vector type
	ConstExpr                                // getelementptr (...), add (...), ptrtoint (... to ...), ... (Op, Elems, Flags, Pred, SrcElemTy)
	ConstBlockAddress                        // blockaddress(@f, %bb) (Elems[0] = function, Block)
	ConstDSOLocalEquivalent                  // dso_local_equivalent @f (Elems[0])
	ConstNoCFI                               // no_cfi @f (Elems[0])
	ConstPtrAuth                             // ptrauth (ptr @f, i32 key[, i64 disc[, ptr addrdisc]]) (Elems)
)

// Const is a constant value. Constants are immutable once built and may be
// shared between operand slots; they keep no use lists.
type Const struct {
	Ty   *Type
	Kind ConstKind

	// ConstInt: the value truncated to Ty's width. Int holds the low 64 bits
	// (for widths <= 64 the bits above the width are zero); Big holds the
	// whole value as a non-negative number below 2^width when width > 64.
	Int uint64
	Big *big.Int

	// ConstFloat: the raw IEEE (or x87/ppc) encoding. FloatLo holds the low
	// 64 bits; FloatHi the bits above them (x86_fp80: 16 bits, fp128/ppc_fp128: 64 bits).
	FloatLo, FloatHi uint64

	// Elems: aggregate elements, the splat element, constant-expression
	// operands, or the function of blockaddress/dso_local_equivalent/no_cfi.
	// Each is a *Const or a global value (*Global, *Function, *Alias, *IFunc).
	Elems []Value

	Str   string // ConstString: the bytes
	Block *Block // ConstBlockAddress: the block whose address is taken

	// ConstExpr fields.
	Op        Opcode
	Flags     Flags     // nuw, nsw, exact, inbounds, nusw, ...
	Pred      Predicate // icmp/fcmp constant expressions
	SrcElemTy *Type     // getelementptr source element type
	InRange   *[2]int64 // getelementptr inrange(lo, hi)
}

// Type returns the constant's type.
func (c *Const) Type() *Type { return c.Ty }

// NewInt returns the iN (or vector-of-iN element) constant v truncated to ty's width.
func NewInt(ty *Type, v int64) *Const {
	w := ty.Bits
	if w > 64 {
		b := new(big.Int).SetInt64(v)
		if v < 0 {
			b.Add(b, new(big.Int).Lsh(big.NewInt(1), uint(w)))
		}
		return &Const{Ty: ty, Kind: ConstInt, Int: uint64(v), Big: b}
	}
	return &Const{Ty: ty, Kind: ConstInt, Int: uint64(v) & WidthMask(w)}
}

// NewIntBig returns the iN constant v reduced modulo 2^N (negative values wrap).
func NewIntBig(ty *Type, v *big.Int) *Const {
	w := uint(ty.Bits)
	mod := new(big.Int).Lsh(big.NewInt(1), w)
	b := new(big.Int).Mod(v, mod) // Mod is Euclidean: result is non-negative
	c := &Const{Ty: ty, Kind: ConstInt}
	lo := new(big.Int).And(b, new(big.Int).SetUint64(math.MaxUint64))
	c.Int = lo.Uint64()
	if w > 64 {
		c.Big = b
	}
	return c
}

// BigInt returns the unsigned value of an integer constant.
func (c *Const) BigInt() *big.Int {
	if c.Big != nil {
		return new(big.Int).Set(c.Big)
	}
	return new(big.Int).SetUint64(c.Int)
}

// SignedBigInt returns the value of an integer constant read as two's complement.
func (c *Const) SignedBigInt() *big.Int {
	w := uint(c.Ty.Scalar().Bits)
	v := c.BigInt()
	if w > 0 && v.Bit(int(w-1)) == 1 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), w))
	}
	return v
}

// WidthMask returns a mask of the low w bits (all ones for w >= 64).
func WidthMask(w uint32) uint64 {
	if w >= 64 {
		return math.MaxUint64
	}
	return 1<<w - 1
}

// NewFloat returns a float constant of type ty with the given raw encoding.
func NewFloat(ty *Type, lo, hi uint64) *Const {
	return &Const{Ty: ty, Kind: ConstFloat, FloatLo: lo, FloatHi: hi}
}

// NewDouble returns the double constant f.
func NewDouble(f float64) *Const { return NewFloat(Double, math.Float64bits(f), 0) }

// NewFloat32 returns the float constant f.
func NewFloat32(f float32) *Const { return NewFloat(Float, uint64(math.Float32bits(f)), 0) }

// NewSimple returns a constant that has no payload: null, none, undef,
// poison or zeroinitializer of type ty.
func NewSimple(ty *Type, k ConstKind) *Const { return &Const{Ty: ty, Kind: k} }

// Undef returns undef of type ty.
func Undef(ty *Type) *Const { return NewSimple(ty, ConstUndef) }

// Poison returns poison of type ty.
func Poison(ty *Type) *Const { return NewSimple(ty, ConstPoison) }

// Zero returns the all-zero constant of ty: 0, 0.0, null, or zeroinitializer.
func Zero(ty *Type) *Const {
	switch {
	case ty.IsInt():
		return NewInt(ty, 0)
	case ty.IsFloat():
		return NewFloat(ty, 0, 0)
	case ty.IsPtr():
		return NewSimple(ty, ConstNull)
	case ty.Kind == TokenType:
		return NewSimple(ty, ConstNone)
	}
	return NewSimple(ty, ConstZero)
}

// NewAggregate returns an array, vector or struct constant of ty with the given elements.
func NewAggregate(ty *Type, elems []Value) *Const {
	return &Const{Ty: ty, Kind: aggregateKind(ty), Elems: elems}
}

// aggregateKind is the kind of an aggregate constant of type ty.
func aggregateKind(ty *Type) ConstKind {
	switch ty.Kind {
	case VectorType:
		return ConstVector
	case StructType:
		return ConstStruct
	}
	return ConstArray
}

// NewExpr returns the constant expression op(ops...) of result type ty.
func NewExpr(ty *Type, op Opcode, ops ...Value) *Const {
	return &Const{Ty: ty, Kind: ConstExpr, Op: op, Elems: ops}
}

// IsZeroValue reports whether c is the all-zero value of its type.
func (c *Const) IsZeroValue() bool {
	switch c.Kind {
	case ConstInt:
		return c.Int == 0 && (c.Big == nil || c.Big.Sign() == 0)
	case ConstFloat:
		return c.FloatLo == 0 && c.FloatHi == 0
	case ConstNull, ConstZero, ConstNone:
		return true
	}
	return false
}

// ConstEqual reports whether two values are the same LLVM constant. LLVM
// uniques constants, so different spellings of one constant are one Value:
// two identical constant expressions, zeroinitializer and [i32 0, i32 0],
// splat (i8 1) and <i8 1, i8 1>, c"ab" and [i8 97, i8 98], 0 and null. Here
// constants are not uniqued (each occurrence is its own *Const), so compare
// them with ConstEqual, not ==. Global values are equal only to themselves.
func ConstEqual(a, b Value) bool {
	if a == b {
		return true
	}
	x, ok1 := a.(*Const)
	y, ok2 := b.(*Const)
	if !ok1 || !ok2 || x.Ty != y.Ty {
		return false
	}
	if n, ok := constElemCount(x.Ty); ok {
		if x.Kind == ConstExpr || y.Kind == ConstExpr || n > maxConstCompare {
			return x.Kind == y.Kind && constEqualShallow(x, y)
		}
		for k := 0; k < n; k++ {
			ex, ok1 := constElem(x, k)
			ey, ok2 := constElem(y, k)
			if !ok1 || !ok2 || !ConstEqual(ex, ey) {
				return false
			}
		}
		return true
	}
	if isNullScalar(x) && isNullScalar(y) {
		return true
	}
	if x.Kind != y.Kind {
		return false
	}
	return constEqualShallow(x, y)
}

// maxConstCompare bounds the element-wise comparison of aggregates.
const maxConstCompare = 1 << 12

// constEqualShallow compares two constants of one kind field by field.
func constEqualShallow(x, y *Const) bool {
	switch x.Kind {
	case ConstInt:
		return x.BigInt().Cmp(y.BigInt()) == 0
	case ConstFloat:
		return x.FloatLo == y.FloatLo && x.FloatHi == y.FloatHi
	case ConstNull, ConstNone, ConstUndef, ConstPoison, ConstZero:
		return true
	case ConstString:
		return x.Str == y.Str
	case ConstExpr:
		if x.Op != y.Op || x.Flags != y.Flags || x.Pred != y.Pred || x.SrcElemTy != y.SrcElemTy ||
			(x.InRange == nil) != (y.InRange == nil) || x.InRange != nil && *x.InRange != *y.InRange {
			return false
		}
	case ConstBlockAddress:
		if x.Block != y.Block {
			return false
		}
	}
	if len(x.Elems) != len(y.Elems) {
		return false
	}
	for k := range x.Elems {
		if !ConstEqual(x.Elems[k], y.Elems[k]) {
			return false
		}
	}
	return true
}

// constElemCount is the number of elements of an aggregate or vector type.
func constElemCount(t *Type) (int, bool) {
	switch t.Kind {
	case ArrayType, VectorType:
		return int(min(t.Len, maxConstCompare+1)), true
	case StructType:
		return len(t.Fields), true
	}
	return 0, false
}

// constElem is element k of an aggregate or vector constant.
func constElem(c *Const, k int) (Value, bool) {
	et := c.Ty.Elem
	if c.Ty.Kind == StructType {
		et = c.Ty.Fields[k]
	}
	switch c.Kind {
	case ConstArray, ConstVector, ConstStruct:
		if k < len(c.Elems) {
			return c.Elems[k], true
		}
	case ConstString:
		if k < len(c.Str) && et.IsInt() {
			return &Const{Ty: et, Kind: ConstInt, Int: uint64(c.Str[k]) & WidthMask(et.Bits)}, true
		}
	case ConstSplat:
		if len(c.Elems) == 1 {
			return c.Elems[0], true
		}
	case ConstZero, ConstUndef, ConstPoison:
		return &Const{Ty: et, Kind: c.Kind}, true
	}
	return nil, false
}

// isNullScalar reports whether c is the null value of a scalar type.
func isNullScalar(c *Const) bool {
	switch c.Kind {
	case ConstZero, ConstNull:
		return true
	case ConstInt:
		return c.Int == 0 && (c.Big == nil || c.Big.Sign() == 0)
	case ConstFloat:
		return c.FloatLo == 0 && c.FloatHi == 0
	}
	return false
}
