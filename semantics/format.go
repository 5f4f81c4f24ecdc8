package semantics

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// FormatVal renders a value of type t in LLVM-like syntax: `i32 12`,
// `i8 poison`, `i8 undef` (every bit undef), `i8 any` (every bit a fixed
// unknown choice, e.g. a frozen undef), `i8 0b0101????` (some bits
// undetermined), `float 1.5`, `float nan` (any NaN), `ptr 0x10000`,
// `<2 x i8> <i8 1, i8 poison>`, `{ i32 1, i1 true }`.
func FormatVal(t *ir.Type, v *Val) string {
	var b strings.Builder
	formatVal(&b, t, v, true)
	return b.String()
}

func formatVal(b *strings.Builder, t *ir.Type, v *Val, withType bool) {
	if withType {
		b.WriteString(t.String())
		b.WriteByte(' ')
	}
	switch t.Kind {
	case ir.VectorType, ir.ArrayType, ir.StructType:
		open, close := "<", ">"
		if t.Kind == ir.ArrayType {
			open, close = "[", "]"
		} else if t.Kind == ir.StructType {
			open, close = "{ ", " }"
		}
		b.WriteString(open)
		for i := range v.X.Lanes {
			if i > 0 {
				b.WriteString(", ")
			}
			formatVal(b, laneType(t, i), &v.X.Lanes[i], true)
		}
		b.WriteString(close)
		return
	}
	if v.Poison {
		b.WriteString("poison")
		return
	}
	switch {
	case t.IsInt() && t.Bits > 64:
		if anyUndef(v) {
			b.WriteString(undefWordsString(v, t.Bits))
			return
		}
		z := wordsBig(v.X.Words)
		if z.Bit(int(t.Bits)-1) == 1 {
			z.Sub(z, new(big.Int).Lsh(big.NewInt(1), uint(t.Bits)))
		}
		b.WriteString(z.String())
	case t.IsInt():
		if v.Undef != 0 {
			b.WriteString(undefBitsString(v.Bits, v.Undef, t.Bits, v.Nondet))
			return
		}
		if t.Bits == 1 {
			if v.Bits&1 != 0 {
				b.WriteString("true")
			} else {
				b.WriteString("false")
			}
			return
		}
		b.WriteString(strconv.FormatInt(signExtend(v.Bits, t.Bits), 10))
	case isWideFloat(t):
		if anyUndef(v) {
			if wideSetIsNaN(wideFormatOf(t.Kind), v) {
				b.WriteString("nan")
				return
			}
			b.WriteString(undefWordsString(v, widthOf(t)))
			return
		}
		b.WriteString(ir.NewFloat(t, v.X.Words[0], v.X.Words[1]).Ident())
	case t.IsFloat():
		w := widthOf(t)
		if v.Undef != 0 {
			if f := formatOf(t.Kind); f != nil && v.Undef&f.expMask() == 0 && v.Bits&f.expMask() == f.expMask() && v.Bits&f.quietBit() != 0 {
				b.WriteString("nan")
				return
			}
			b.WriteString(undefBitsString(v.Bits, v.Undef, w, v.Nondet))
			return
		}
		b.WriteString(ir.NewFloat(t, v.Bits, 0).Ident())
	case t.IsPtr():
		if obj, off := v.ArgObjectOf(); obj != nil {
			formatArgPointer(b, obj, off, 0, 0)
			return
		}
		if v.Undef != 0 {
			b.WriteString(undefBitsString(v.Bits, v.Undef, 64, v.Nondet))
			return
		}
		if v.Bits == 0 {
			b.WriteString("null")
			return
		}
		fmt.Fprintf(b, "0x%x", v.Bits)
	default:
		b.WriteString("?")
	}
}

func wordsBig(ws []uint64) *big.Int {
	z := new(big.Int)
	for i := len(ws) - 1; i >= 0; i-- {
		z.Lsh(z, 64)
		z.Or(z, new(big.Int).SetUint64(ws[i]))
	}
	return z
}

// undefBitsString renders a partly undetermined w-bit value.
func undefBitsString(bits, undef uint64, w uint32, nondet bool) string {
	if undef == widthMask(w) {
		if nondet {
			return "any"
		}
		return "undef"
	}
	var b strings.Builder
	b.WriteString("0b")
	for i := int(w) - 1; i >= 0; i-- {
		switch {
		case undef>>uint(i)&1 != 0:
			b.WriteByte('?')
		case bits>>uint(i)&1 != 0:
			b.WriteByte('1')
		default:
			b.WriteByte('0')
		}
	}
	return b.String()
}

func undefWordsString(v *Val, w uint32) string {
	all := true
	for i, u := range v.X.UndefWords {
		want := ^uint64(0)
		if i == len(v.X.UndefWords)-1 && w%64 != 0 {
			want = widthMask(w % 64)
		}
		if u != want {
			all = false
		}
	}
	if all {
		if v.Nondet {
			return "any"
		}
		return "undef"
	}
	var b strings.Builder
	b.WriteString("0b")
	for i := int(w) - 1; i >= 0; i-- {
		wd, bit := i/64, uint(i%64)
		switch {
		case v.X.UndefWords[wd]>>bit&1 != 0:
			b.WriteByte('?')
		case v.X.Words[wd]>>bit&1 != 0:
			b.WriteByte('1')
		default:
			b.WriteByte('0')
		}
	}
	return b.String()
}

// ParseArg reads an argument of type t as `irfuzz exec` takes it: decimal
// or 0x-hex integers (negative allowed), true/false, floats (1.5, -0.0,
// nan, inf, -inf, or 0x raw bits), null or 0x addresses for pointers,
// poison, undef, and vectors as `<1, 2, 3, 4>` (optionally preceded by
// their type, `<4 x i8> <1, 2, 3, 4>`).
func ParseArg(t *ir.Type, s string) (Val, error) {
	s = strings.TrimSpace(s)
	v := newVal(t)
	if ts := t.String(); t.Kind != ir.VectorType && strings.HasPrefix(s, ts+" ") {
		if rest := strings.TrimSpace(s[len(ts):]); rest == "poison" || rest == "undef" {
			s = rest // typed, as FormatVal prints it: "i8 poison"
		}
	}
	switch s {
	case "poison":
		fillPoison(&v, t)
		return v, nil
	case "undef":
		fillUndef(&v, t)
		return v, nil
	}
	if t.Kind == ir.VectorType {
		if ts := t.String(); strings.HasPrefix(s, ts) {
			s = strings.TrimSpace(s[len(ts):])
		}
		if !strings.HasPrefix(s, "<") || !strings.HasSuffix(s, ">") {
			return Val{}, fmt.Errorf("argument %q: expected a %s vector like <1, 2, ...>", s, t)
		}
		parts := strings.Split(s[1:len(s)-1], ",")
		if len(parts) != int(t.Len) {
			return Val{}, fmt.Errorf("argument %q: %s has %d lanes, got %d", s, t, t.Len, len(parts))
		}
		for i, p := range parts {
			p = strings.TrimSpace(p)
			if es := t.Elem.String(); strings.HasPrefix(p, es+" ") {
				p = strings.TrimSpace(p[len(es):])
			}
			lv, err := ParseArg(t.Elem, p)
			if err != nil {
				return Val{}, err
			}
			v.X.Lanes[i].CopyFrom(&lv)
		}
		return v, nil
	}
	if ts := t.String(); strings.HasPrefix(s, ts+" ") {
		s = strings.TrimSpace(s[len(ts):]) // typed, as FormatVal prints it
	}
	switch {
	case t.IsInt():
		switch s {
		case "true":
			s = "1"
		case "false":
			s = "0"
		}
		z, ok := new(big.Int).SetString(s, 0)
		if !ok {
			return Val{}, fmt.Errorf("argument %q: expected an %s integer", s, t)
		}
		mod := new(big.Int).Lsh(big.NewInt(1), uint(t.Bits))
		lo := new(big.Int).Neg(new(big.Int).Rsh(mod, 1))
		if z.Cmp(lo) < 0 || z.Cmp(mod) >= 0 {
			return Val{}, fmt.Errorf("argument %q does not fit %s", s, t)
		}
		z.Mod(z, mod)
		if t.Bits > 64 {
			ws := z.Bits()
			for i := range v.X.Words {
				v.X.Words[i], v.X.UndefWords[i] = 0, 0
				if i < len(ws) {
					v.X.Words[i] = uint64(ws[i])
				}
			}
			return v, nil
		}
		v.Bits = z.Uint64()
		return v, nil
	case isWideFloat(t):
		e, err := parseWideArg(wideFormatOf(t.Kind), t.Kind == ir.X86FP80Type, s)
		if err != nil {
			return Val{}, fmt.Errorf("argument %q: %w", s, err)
		}
		wideSet(&v, wideFormatOf(t.Kind), e, wideEnc{}, false)
		return v, nil
	case t.IsFloat():
		f := formatOf(t.Kind)
		if f == nil {
			return Val{}, fmt.Errorf("argument %q: %s is not supported", s, t)
		}
		if bits, ok := llvmFloatLiteral(t, s); ok {
			v.Bits = bits
			return v, nil
		}
		if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
			n, err := strconv.ParseUint(s[2:], 16, 64)
			if err != nil || n&^f.mask() != 0 {
				return Val{}, fmt.Errorf("argument %q: expected %s raw bits", s, t)
			}
			v.Bits = n
			return v, nil
		}
		x, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return Val{}, fmt.Errorf("argument %q: expected a %s number", s, t)
		}
		if math.IsNaN(x) {
			v.Bits = f.expMask() | f.quietBit()
			return v, nil
		}
		// Decimal input is rounded correctly to the type.
		bf, _, err := big.ParseFloat(s, 10, 200, big.ToNearestEven)
		if err != nil || math.IsInf(x, 0) {
			v.Bits = f.fromF64(x)
			return v, nil
		}
		v.Bits = f.roundBig(bf)
		if x == 0 && math.Signbit(x) {
			v.Bits = f.sign()
		}
		return v, nil
	case t.IsPtr():
		if s == "null" {
			return v, nil
		}
		n, err := strconv.ParseUint(strings.TrimPrefix(s, "0x"), 16, 64)
		if err != nil || !strings.HasPrefix(s, "0x") {
			return Val{}, fmt.Errorf("argument %q: expected null or a 0x address", s)
		}
		v.Bits = n
		return v, nil
	}
	return Val{}, fmt.Errorf("argument %q: cannot pass a %s", s, t)
}

// llvmFloatLiteral reads a hexadecimal float constant as LLVM prints it
// (and FormatVal after it): 0xH (half) or 0xR (bfloat) and four digits,
// and for float sixteen digits, the bits of the double that holds the
// float's value exactly (a NaN's payload in its top bits). It returns the
// encoding in t's format.
func llvmFloatLiteral(t *ir.Type, s string) (uint64, bool) {
	parse := func(digits string) (uint64, bool) {
		n, err := strconv.ParseUint(digits, 16, 64)
		return n, err == nil
	}
	switch {
	case t.Kind == ir.HalfType && strings.HasPrefix(s, "0xH") && len(s) == 7,
		t.Kind == ir.BFloatType && strings.HasPrefix(s, "0xR") && len(s) == 7:
		return parse(s[3:])
	case t.Kind == ir.FloatType && strings.HasPrefix(s, "0x") && len(s) == 18:
		d, ok := parse(s[2:])
		if !ok {
			return 0, false
		}
		sign, exp, mant := d>>63, d>>52&0x7ff, d&(1<<52-1)
		if exp == 0x7ff { // inf or NaN: the payload's top 23 bits
			return sign<<31 | 0xff<<23 | mant>>29, true
		}
		return uint64(math.Float32bits(float32(math.Float64frombits(d)))), true
	}
	return 0, false
}
