package ir

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// TypeKind classifies a Type.
type TypeKind uint8

// The kinds of type of the Language Reference's type system.
const (
	VoidType TypeKind = iota
	LabelType
	MetadataType
	TokenType
	X86AMXType
	IntegerType // iN, Bits holds N
	HalfType
	BFloatType
	FloatType
	DoubleType
	FP128Type
	X86FP80Type
	PPCFP128Type
	PointerType   // ptr addrspace(N)
	VectorType    // <N x T> or <vscale x N x T>
	ArrayType     // [N x T]
	StructType    // literal { ... }, packed <{ ... }>, or identified %name
	FunctionType  // R (P...)
	TargetExtType // target("name", types..., ints...)
	// X86MMXType is x86_mmx, a 64-bit MMX register value (LLVM 19 still has
	// it; clang-19 emits it for <mmintrin.h>). Added last to keep the
	// numbering of the other kinds (IsFloat relies on a range).
	X86MMXType
)

// MaxIntBits is the widest integer type the Language Reference allows (2^23 bits).
const MaxIntBits = 1 << 23

// Type is an LLVM type. Types are canonical: two types are equal exactly when
// their pointers are equal. Literal types are interned process-wide by the
// constructors below; identified structs belong to a module and are unique by
// identity (see NewNamedStruct).
type Type struct {
	Kind      TypeKind
	Bits      uint32  // IntegerType: width
	AddrSpace uint32  // PointerType
	Elem      *Type   // VectorType, ArrayType: element type
	Len       uint64  // VectorType, ArrayType: element count (minimum count when Scalable)
	Scalable  bool    // VectorType: <vscale x N x T>
	Fields    []*Type // StructType: fields; FunctionType: parameters; TargetExtType: type parameters
	Packed    bool    // StructType: <{ ... }>
	Ret       *Type   // FunctionType: result
	Variadic  bool    // FunctionType: trailing "..."
	Name      string  // StructType: identified name without '%' (empty for literal); TargetExtType: the name
	Opaque    bool    // StructType: identified struct declared "opaque" (no body yet)
	Numbered  bool    // StructType: an unnamed identified struct written %N (Name holds N)
	IntParams []uint32

	id uint32
}

// typeKey identifies a literal type for interning. Struct, function and
// target extension types also key on a string of their parts' ids.
type typeKey struct {
	kind     TypeKind
	bits     uint32
	elem     *Type
	n        uint64
	flag     bool // scalable, packed or variadic
	children string
}

var typeTable = struct {
	sync.RWMutex
	m    map[typeKey]*Type
	next uint32
}{m: map[typeKey]*Type{}}

// intern returns the canonical type for key, calling make only when the
// type is new (lookups allocate nothing).
func intern(key typeKey, make func() *Type) *Type {
	typeTable.RLock()
	t, ok := typeTable.m[key]
	typeTable.RUnlock()
	if ok {
		return t
	}
	typeTable.Lock()
	defer typeTable.Unlock()
	if t, ok := typeTable.m[key]; ok {
		return t
	}
	t = make()
	typeTable.next++
	t.id = typeTable.next
	typeTable.m[key] = t
	return t
}

func nextTypeID() uint32 {
	typeTable.Lock()
	defer typeTable.Unlock()
	typeTable.next++
	return typeTable.next
}

func idList(ts []*Type) string {
	// Built in a stack buffer and copied once: a Builder grew a few times
	// and FormatUint allocated each id of three digits or more (the parser
	// calls this for every function type it reads, e.g. each printf call).
	var buf [128]byte
	b := buf[:0]
	for i, t := range ts {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, uint64(t.id), 10)
	}
	return string(b)
}

func simple(k TypeKind) *Type {
	return intern(typeKey{kind: k}, func() *Type { return &Type{Kind: k} })
}

// The non-parametric types.
var (
	Void     = simple(VoidType)
	Label    = simple(LabelType)
	Metadata = simple(MetadataType)
	Token    = simple(TokenType)
	X86AMX   = simple(X86AMXType)
	X86MMX   = simple(X86MMXType)
	Half     = simple(HalfType)
	BFloat   = simple(BFloatType)
	Float    = simple(FloatType)
	Double   = simple(DoubleType)
	FP128    = simple(FP128Type)
	X86FP80  = simple(X86FP80Type)
	PPCFP128 = simple(PPCFP128Type)
	Ptr      = PtrIn(0)
	I1       = Int(1)
	I8       = Int(8)
	I16      = Int(16)
	I32      = Int(32)
	I64      = Int(64)
	I128     = Int(128)
)

// intCache holds i1..i128 and ptrCache ptr addrspace(0..3) once made, so
// that the commonest constructors take no lock. They fill on first use:
// every irfuzz process would pay for filling them at start.
var (
	intCache [129]atomic.Pointer[Type]
	ptrCache [4]atomic.Pointer[Type]
)

// Int returns the integer type iN. Callers check 1 <= bits <= MaxIntBits.
func Int(bits uint32) *Type {
	if bits <= 128 {
		if t := intCache[bits].Load(); t != nil {
			return t
		}
	}
	t := intern(typeKey{kind: IntegerType, bits: bits}, func() *Type { return &Type{Kind: IntegerType, Bits: bits} })
	if bits <= 128 {
		intCache[bits].Store(t) // interned: a racing store stores the same
	}
	return t
}

// PtrIn returns the opaque pointer type in address space as.
func PtrIn(as uint32) *Type {
	if as < 4 {
		if t := ptrCache[as].Load(); t != nil {
			return t
		}
	}
	t := intern(typeKey{kind: PointerType, bits: as}, func() *Type { return &Type{Kind: PointerType, AddrSpace: as} })
	if as < 4 {
		ptrCache[as].Store(t)
	}
	return t
}

// Vector returns <n x elem>, or <vscale x n x elem> when scalable.
func Vector(n uint64, elem *Type, scalable bool) *Type {
	return intern(typeKey{kind: VectorType, n: n, elem: elem, flag: scalable}, func() *Type {
		return &Type{Kind: VectorType, Len: n, Elem: elem, Scalable: scalable}
	})
}

// Array returns [n x elem].
func Array(n uint64, elem *Type) *Type {
	return intern(typeKey{kind: ArrayType, n: n, elem: elem}, func() *Type { return &Type{Kind: ArrayType, Len: n, Elem: elem} })
}

// Struct returns the literal struct type { fields } (or <{ fields }> when packed).
func Struct(packed bool, fields ...*Type) *Type {
	return intern(typeKey{kind: StructType, flag: packed, children: idList(fields)}, func() *Type {
		return &Type{Kind: StructType, Packed: packed, Fields: append([]*Type(nil), fields...)}
	})
}

// Func returns the function type ret (params...[, ...]).
func Func(ret *Type, params []*Type, variadic bool) *Type {
	return intern(typeKey{kind: FunctionType, elem: ret, flag: variadic, children: idList(params)}, func() *Type {
		return &Type{Kind: FunctionType, Ret: ret, Fields: append([]*Type(nil), params...), Variadic: variadic}
	})
}

// TargetExt returns target("name", types..., ints...).
func TargetExt(name string, types []*Type, ints []uint32) *Type {
	var b strings.Builder
	fmt.Fprintf(&b, "%q:%s:", name, idList(types))
	for _, n := range ints {
		fmt.Fprintf(&b, "%d,", n)
	}
	return intern(typeKey{kind: TargetExtType, children: b.String()}, func() *Type {
		return &Type{Kind: TargetExtType, Name: name, Fields: append([]*Type(nil), types...), IntParams: append([]uint32(nil), ints...)}
	})
}

// NewNamedStruct makes a fresh identified struct %name. It is opaque until
// SetBody is called. Identified structs are not interned: each call makes a
// distinct type, and modules keep them by name.
func NewNamedStruct(name string) *Type {
	return &Type{Kind: StructType, Name: name, Opaque: true, id: nextTypeID()}
}

// SetBody gives an identified struct its fields.
func (t *Type) SetBody(packed bool, fields ...*Type) {
	t.Opaque = false
	t.Packed = packed
	t.Fields = append([]*Type(nil), fields...)
}

// IsInt reports whether t is an integer type.
func (t *Type) IsInt() bool { return t.Kind == IntegerType }

// IsFloat reports whether t is a floating-point type.
func (t *Type) IsFloat() bool { return t.Kind >= HalfType && t.Kind <= PPCFP128Type }

// IsPtr reports whether t is a pointer type.
func (t *Type) IsPtr() bool { return t.Kind == PointerType }

// IsVector reports whether t is a (fixed or scalable) vector type.
func (t *Type) IsVector() bool { return t.Kind == VectorType }

// IsAggregate reports whether t is an array or struct type.
func (t *Type) IsAggregate() bool { return t.Kind == ArrayType || t.Kind == StructType }

// IsFirstClass reports whether values of t can be produced by instructions.
func (t *Type) IsFirstClass() bool {
	return t.Kind != VoidType && t.Kind != FunctionType && t.Kind != LabelType && t.Kind != MetadataType
}

// Scalar returns the element type of a vector, or t itself.
func (t *Type) Scalar() *Type {
	if t.Kind == VectorType {
		return t.Elem
	}
	return t
}

// IsIntOrIntVector reports whether t is iN or a vector of iN.
func (t *Type) IsIntOrIntVector() bool { return t.Scalar().Kind == IntegerType }

// IsFloatOrFloatVector reports whether t is a float type or a vector of one.
func (t *Type) IsFloatOrFloatVector() bool { return t.Scalar().IsFloat() }

// IsPtrOrPtrVector reports whether t is ptr or a vector of ptr.
func (t *Type) IsPtrOrPtrVector() bool { return t.Scalar().Kind == PointerType }

// IsSized reports whether values of t have a size in memory.
func (t *Type) IsSized() bool {
	switch t.Kind {
	case IntegerType, PointerType, X86AMXType, X86MMXType:
		return true
	case VectorType, ArrayType:
		return t.Elem.IsSized()
	case StructType:
		if t.Opaque {
			return false
		}
		for i, f := range t.Fields {
			// Types are interned: a field of the type the one before has
			// is sized as that one is (checking it again makes nested
			// structs of repeated fields exponential).
			if i > 0 && f == t.Fields[i-1] {
				continue
			}
			if !f.IsSized() {
				return false
			}
		}
		return true
	case TargetExtType:
		return false
	}
	return t.IsFloat()
}

// FloatBits is the storage width of a floating-point type (0 for others).
func (t *Type) FloatBits() int {
	switch t.Kind {
	case HalfType, BFloatType:
		return 16
	case FloatType:
		return 32
	case DoubleType:
		return 64
	case X86FP80Type:
		return 80
	case FP128Type, PPCFP128Type:
		return 128
	}
	return 0
}

// String prints the type as the Language Reference spells it.
func (t *Type) String() string { return string(t.appendType(nil)) }

var simpleNames = [...]string{
	VoidType: "void", LabelType: "label", MetadataType: "metadata", TokenType: "token",
	X86AMXType: "x86_amx", HalfType: "half", BFloatType: "bfloat", FloatType: "float",
	DoubleType: "double", FP128Type: "fp128", X86FP80Type: "x86_fp80", PPCFP128Type: "ppc_fp128",
	X86MMXType: "x86_mmx",
}

// appendType appends the type's spelling to b (the printer and String share it).
func (t *Type) appendType(b []byte) []byte {
	if t == nil {
		return append(b, "<null type>"...)
	}
	switch t.Kind {
	case IntegerType:
		b = append(b, 'i')
		b = strconv.AppendUint(b, uint64(t.Bits), 10)
	case PointerType:
		b = append(b, "ptr"...)
		if t.AddrSpace != 0 {
			b = append(b, " addrspace("...)
			b = strconv.AppendUint(b, uint64(t.AddrSpace), 10)
			b = append(b, ')')
		}
	case VectorType:
		b = append(b, '<')
		if t.Scalable {
			b = append(b, "vscale x "...)
		}
		b = strconv.AppendUint(b, t.Len, 10)
		b = append(b, " x "...)
		b = t.Elem.appendType(b)
		b = append(b, '>')
	case ArrayType:
		b = append(b, '[')
		b = strconv.AppendUint(b, t.Len, 10)
		b = append(b, " x "...)
		b = t.Elem.appendType(b)
		b = append(b, ']')
	case StructType:
		if t.Name == "" {
			return t.appendBody(b)
		}
		b = append(b, '%')
		if t.Numbered {
			return append(b, t.Name...) // %N = type ...
		}
		return appendName(b, t.Name)
	case FunctionType:
		b = t.Ret.appendType(b)
		b = append(b, " ("...)
		for i, p := range t.Fields {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = p.appendType(b)
		}
		if t.Variadic {
			if len(t.Fields) > 0 {
				b = append(b, ", "...)
			}
			b = append(b, "..."...)
		}
		b = append(b, ')')
	case TargetExtType:
		b = append(b, "target("...)
		b = appendQuoted(b, t.Name)
		for _, p := range t.Fields {
			b = append(b, ", "...)
			b = p.appendType(b)
		}
		for _, n := range t.IntParams {
			b = append(b, ", "...)
			b = strconv.AppendUint(b, uint64(n), 10)
		}
		b = append(b, ')')
	default:
		b = append(b, simpleNames[t.Kind]...)
	}
	return b
}

// BodyString prints a struct's body ({ ... }, <{ ... }>, or "opaque"), which
// is how an identified struct is defined at module level.
func (t *Type) BodyString() string { return string(t.appendBody(nil)) }

func (t *Type) appendBody(b []byte) []byte {
	if t.Opaque {
		return append(b, "opaque"...)
	}
	if t.Packed {
		b = append(b, '<')
	}
	if len(t.Fields) == 0 {
		b = append(b, "{}"...)
	} else {
		b = append(b, "{ "...)
		for i, f := range t.Fields {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = f.appendType(b)
		}
		b = append(b, " }"...)
	}
	if t.Packed {
		b = append(b, '>')
	}
	return b
}
