package semantics

import (
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// testSeed returns the seed of a randomized test: IRFUZZ_SEED if set, else
// a fixed one; it is logged so that a failure can be replayed.
func testSeed(t *testing.T) uint64 {
	t.Helper()
	seed := uint64(1)
	if s := os.Getenv("IRFUZZ_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 0, 64)
		if err != nil {
			t.Fatalf("IRFUZZ_SEED=%q: %v", s, err)
		}
		seed = n
	}
	t.Logf("seed %d (set IRFUZZ_SEED to replay)", seed)
	return seed
}

// constChooser chooses every undetermined bit as the bit of its own value.
type constChooser uint64

func (c constChooser) Choose(bits, mask uint64, w uint32) uint64 {
	return (bits&^mask | uint64(c)&mask) & widthMask(w)
}

// randVal makes a random value of type t; abstract adds undef bits and
// nondet flags, poison adds poison scalars.
func randVal(r *rand.Rand, l *Layout, t *ir.Type, abstract, poison bool) Val {
	switch t.Kind {
	case ir.VectorType, ir.ArrayType, ir.StructType:
		n := int(t.Len)
		if t.Kind == ir.StructType {
			n = len(t.Fields)
		}
		v := Val{X: &Ext{Lanes: make([]Val, n)}}
		for i := range n {
			et := t.Elem
			if t.Kind == ir.StructType {
				et = t.Fields[i]
			}
			v.X.Lanes[i] = randVal(r, l, et, abstract, poison)
		}
		return v
	}
	w := uint32(l.SizeInBits(t))
	if poison && r.IntN(5) == 0 {
		v := Val{Poison: true}
		if w > 64 {
			n := (w + 63) / 64
			v.X = &Ext{Words: make([]uint64, n), UndefWords: make([]uint64, n)}
		}
		return v
	}
	var v Val
	nondet := abstract && r.IntN(2) == 0
	rnd := func(w uint32) (uint64, uint64) {
		b, u := r.Uint64()&widthMask(w), uint64(0)
		if abstract && r.IntN(3) == 0 {
			u = r.Uint64() & widthMask(w)
		}
		return b, u
	}
	if w > 64 {
		n := (w + 63) / 64
		v.X = &Ext{Words: make([]uint64, n), UndefWords: make([]uint64, n)}
		any := false
		for i := range n {
			v.X.Words[i], v.X.UndefWords[i] = rnd(min(64, w-i*64))
			any = any || v.X.UndefWords[i] != 0
		}
		v.Nondet = nondet && any
		return v
	}
	v.Bits, v.Undef = rnd(w)
	v.Nondet = nondet && v.Undef != 0
	if t.Kind == ir.PointerType {
		v.Prov = uint32(r.IntN(5) + 1)
	}
	return v
}

// valEqual compares two values field by field (nil and all-zero undef
// words are equal).
func valEqual(a, b *Val) bool {
	if a.Bits != b.Bits || a.Undef != b.Undef || a.Prov != b.Prov || a.Poison != b.Poison || a.Nondet != b.Nondet {
		return false
	}
	if (a.X == nil) != (b.X == nil) {
		return false
	}
	if a.X == nil {
		return true
	}
	word := func(s []uint64, i int) uint64 {
		if i < len(s) {
			return s[i]
		}
		return 0
	}
	if len(a.X.Words) != len(b.X.Words) || len(a.X.Lanes) != len(b.X.Lanes) {
		return false
	}
	for i := range a.X.Words {
		if a.X.Words[i] != b.X.Words[i] || word(a.X.UndefWords, i) != word(b.X.UndefWords, i) {
			return false
		}
	}
	for i := range a.X.Lanes {
		if !valEqual(&a.X.Lanes[i], &b.X.Lanes[i]) {
			return false
		}
	}
	return true
}

func valString(v *Val) string {
	if v.X == nil {
		return fmt.Sprintf("{bits %#x undef %#x prov %d poison %v nondet %v}", v.Bits, v.Undef, v.Prov, v.Poison, v.Nondet)
	}
	s := fmt.Sprintf("{poison %v nondet %v words %x undef %x [", v.Poison, v.Nondet, v.X.Words, v.X.UndefWords)
	for i := range v.X.Lanes {
		s += valString(&v.X.Lanes[i]) + " "
	}
	return s + "]}"
}

var roundTripTypes = []string{
	"i1", "i7", "i8", "i12", "i32", "i33", "i64", "i65", "i128", "i200",
	"half", "bfloat", "float", "double", "x86_fp80", "fp128",
	"ptr", "ptr addrspace(270)",
	"<8 x i1>", "<3 x i1>", "<4 x i3>", "<4 x i32>", "<3 x i12>", "<2 x ptr>", "<2 x i65>", "<2 x half>",
	"[3 x i24]", "[2 x [2 x i8]]", "{i8, i32, <2 x i16>}", "<{i8, i64}>", "{i1, {ptr, i16}, [2 x float]}", "{}",
	"[0 x i32]", "{i65, i8}",
}

// TestByteRoundTrip encodes random values of every type class and decodes
// them back, in both modes, little- and big-endian.
func TestByteRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(testSeed(t), 7))
	for _, dl := range []string{dlX86, dlBe32} {
		l := mustLayout(t, dl)
		for _, ts := range roundTripTypes {
			ty := parseType(t, ts)
			for _, abstract := range []bool{true, false} {
				for range 50 {
					v := randVal(r, l, ty, abstract, true)
					buf := make([]Byte, l.StoreSize(ty))
					EncodeValue(l, ty, &v, buf)
					var got Val
					var ch Chooser
					if !abstract {
						ch = constChooser(0x5555555555555555)
					}
					decodeValue(l, ty, buf, &got, ch)
					if !valEqual(&got, &v) {
						t.Fatalf("%q %s abstract=%v:\n value %s\n bytes %v\n   got %s", dl, ts, abstract, valString(&v), buf, valString(&got))
					}
				}
			}
		}
	}
}

func bytesOf(l *Layout, ts string, v Val, t *testing.T) []Byte {
	t.Helper()
	ty := parseType(t, ts)
	buf := make([]Byte, l.StoreSize(ty))
	EncodeValue(l, ty, &v, buf)
	return buf
}

func lanes(vs ...Val) Val { return Val{X: &Ext{Lanes: vs}} }

// TestByteEncoding checks the exact bytes of values.
func TestByteEncoding(t *testing.T) {
	le, be := mustLayout(t, dlX86), mustLayout(t, dlBe32)
	d := func(b uint8) Byte { return Byte{Bits: b} }
	pad := Byte{Poison: 0xff}
	tests := []struct {
		name string
		l    *Layout
		typ  string
		v    Val
		want []Byte
	}{
		{"i32 le", le, "i32", Val{Bits: 0x11223344}, []Byte{d(0x44), d(0x33), d(0x22), d(0x11)}},
		{"i32 be", be, "i32", Val{Bits: 0x11223344}, []Byte{d(0x11), d(0x22), d(0x33), d(0x44)}},
		{"i1 pads poison", le, "i1", Val{Bits: 1}, []Byte{{Bits: 1, Poison: 0xfe}}},
		{"i12 le", le, "i12", Val{Bits: 0xabc}, []Byte{d(0xbc), {Bits: 0xa, Poison: 0xf0}}},
		{"i12 be", be, "i12", Val{Bits: 0xabc}, []Byte{{Bits: 0xa, Poison: 0xf0}, d(0xbc)}},
		{"undef bits", le, "i16", Val{Bits: 0x1234, Undef: 0x0f00}, []Byte{d(0x34), {Bits: 0x12, Undef: 0x0f}}},
		{"nondet", le, "i8", Val{Bits: 0x34, Undef: 0x0f, Nondet: true}, []Byte{{Bits: 0x34, Undef: 0x0f, Nondet: 0x0f}}},
		{"poison", le, "i16", Val{Poison: true}, []Byte{{Poison: 0xff}, {Poison: 0xff}}},
		{"<8 x i1> packed", le, "<8 x i1>", lanes(Val{Bits: 1}, Val{}, Val{}, Val{Bits: 1}, Val{}, Val{}, Val{}, Val{Bits: 1}), []Byte{d(0x89)}},
		{"<8 x i1> be", be, "<8 x i1>", lanes(Val{Bits: 1}, Val{}, Val{}, Val{Bits: 1}, Val{}, Val{}, Val{}, Val{Bits: 1}), []Byte{d(0x91)}},
		{"<3 x i1> poison lane", le, "<3 x i1>", lanes(Val{Bits: 1}, Val{Poison: true}, Val{Bits: 1}), []Byte{{Bits: 0x5, Poison: 0xfa}}},
		{"<2 x i16> be", be, "<2 x i16>", lanes(Val{Bits: 0x1122}, Val{Bits: 0x3344}), []Byte{d(0x11), d(0x22), d(0x33), d(0x44)}},
		{"struct padding poison", le, "{i8, i32}", lanes(Val{Bits: 7}, Val{Bits: 0x01020304}), []Byte{d(7), pad, pad, pad, d(4), d(3), d(2), d(1)}},
		{"array stride poison", le, "[2 x i24]", lanes(Val{Bits: 0x010203}, Val{Bits: 0x040506}), []Byte{d(3), d(2), d(1), pad, d(6), d(5), d(4), pad}},
		{"pointer", be, "ptr", Val{Bits: 0x00010020, Prov: 3}, []Byte{{ptr: ptrByte(3, 3)}, {Bits: 1, ptr: ptrByte(3, 2)}, {ptr: ptrByte(3, 1)}, {Bits: 0x20, ptr: ptrByte(3, 0)}}},
		{"float", le, "float", Val{Bits: 0x3f800000}, []Byte{d(0), d(0), d(0x80), d(0x3f)}},
		{"i65", le, "i65", Val{X: &Ext{Words: []uint64{0x0102030405060708, 1}, UndefWords: []uint64{0, 0}}},
			[]Byte{d(8), d(7), d(6), d(5), d(4), d(3), d(2), d(1), {Bits: 1, Poison: 0xfe}}},
	}
	for _, tc := range tests {
		got := bytesOf(tc.l, tc.typ, tc.v, t)
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s: %s encodes as %v, want %v", tc.name, tc.typ, got, tc.want)
		}
	}
}

// TestBytePoisonUndef checks how poison and undef bits of bytes reach
// loaded scalars.
func TestBytePoisonUndef(t *testing.T) {
	l := mustLayout(t, dlX86)
	tests := []struct {
		name  string
		typ   string
		bytes []Byte
		ch    Chooser
		want  Val
	}{
		{"one poison bit poisons i16", "i16", []Byte{{Bits: 1}, {Poison: 0x80}}, nil, Val{Poison: true}},
		{"poison bit of the padding is ignored", "i12", []Byte{{Bits: 1}, {Poison: 0x80}}, nil, Val{Bits: 1}},
		{"undef stays in abstract mode", "i16", []Byte{{Undef: 0xff}, {Bits: 2}}, nil, Val{Bits: 0x200, Undef: 0xff}},
		{"undef chosen in concrete mode", "i16", []Byte{{Undef: 0xff}, {Bits: 2}}, constChooser(0xa5), Val{Bits: 0x2a5}},
		{"nondet only if every undef bit is", "i16", []Byte{{Undef: 1, Nondet: 1}, {Undef: 3, Nondet: 2}}, nil, Val{Undef: 0x301}},
		{"nondet kept", "i16", []Byte{{Undef: 1, Nondet: 1}, {Bits: 1}}, nil, Val{Bits: 0x100, Undef: 1, Nondet: true}},
		{"missing bytes are poison", "i32", []Byte{{Bits: 1}}, nil, Val{Poison: true}},
		{"mixed pointer bytes lose provenance", "ptr", []Byte{{ptr: ptrByte(1, 0)}, {ptr: ptrByte(2, 1)}, {ptr: ptrByte(1, 2)}, {ptr: ptrByte(1, 3)}, {ptr: ptrByte(1, 4)}, {ptr: ptrByte(1, 5)}, {ptr: ptrByte(1, 6)}, {ptr: ptrByte(1, 7)}}, nil, Val{}},
		{"shuffled pointer bytes lose provenance", "ptr", []Byte{{ptr: ptrByte(1, 1)}, {ptr: ptrByte(1, 0)}, {ptr: ptrByte(1, 2)}, {ptr: ptrByte(1, 3)}, {ptr: ptrByte(1, 4)}, {ptr: ptrByte(1, 5)}, {ptr: ptrByte(1, 6)}, {ptr: ptrByte(1, 7)}}, nil, Val{}},
		{"pointer bytes keep provenance", "ptr", []Byte{{ptr: ptrByte(1, 0)}, {ptr: ptrByte(1, 1)}, {ptr: ptrByte(1, 2)}, {ptr: ptrByte(1, 3)}, {ptr: ptrByte(1, 4)}, {ptr: ptrByte(1, 5)}, {ptr: ptrByte(1, 6)}, {ptr: ptrByte(1, 7)}}, nil, Val{Prov: 1}},
		{"pointer bytes read as integer", "i64", []Byte{{Bits: 9, ptr: ptrByte(1, 0)}, {ptr: ptrByte(1, 1)}, {ptr: ptrByte(1, 2)}, {ptr: ptrByte(1, 3)}, {ptr: ptrByte(1, 4)}, {ptr: ptrByte(1, 5)}, {ptr: ptrByte(1, 6)}, {ptr: ptrByte(1, 7)}}, nil, Val{Bits: 9}},
	}
	for _, tc := range tests {
		var got Val
		decodeValue(l, parseType(t, tc.typ), tc.bytes, &got, tc.ch)
		if !valEqual(&got, &tc.want) {
			t.Errorf("%s: got %s, want %s", tc.name, valString(&got), valString(&tc.want))
		}
	}

	// a poison lane of a packed vector stays in its lane
	ty := parseType(t, "<8 x i1>")
	v := lanes(Val{Bits: 1}, Val{Poison: true}, Val{}, Val{Bits: 1}, Val{}, Val{}, Val{}, Val{})
	buf := make([]Byte, 1)
	EncodeValue(l, ty, &v, buf)
	var got Val
	decodeValue(l, ty, buf, &got, nil)
	if !valEqual(&got, &v) {
		t.Errorf("<8 x i1> with a poison lane: got %s, want %s", valString(&got), valString(&v))
	}
	decodeValue(l, ir.I8, buf, &got, nil)
	if !got.Poison {
		t.Errorf("i8 from a byte with a poison bit: got %s, want poison", valString(&got))
	}
}

// TestByteDecodeReusesStorage checks that decoding into a value reuses its
// lanes and words.
func TestByteDecodeReusesStorage(t *testing.T) {
	l := mustLayout(t, dlX86)
	ty := parseType(t, "<4 x i32>")
	v := lanes(Val{Bits: 1}, Val{Bits: 2}, Val{Bits: 3}, Val{Bits: 4})
	buf := make([]Byte, 16)
	EncodeValue(l, ty, &v, buf)
	var r Val
	decodeValue(l, ty, buf, &r, nil)
	allocs := testing.AllocsPerRun(100, func() { decodeValue(l, ty, buf, &r, nil) })
	if allocs != 0 {
		t.Errorf("decodeValue of <4 x i32> into a used value: %v allocs, want 0", allocs)
	}
	if !valEqual(&r, &v) {
		t.Errorf("got %s, want %s", valString(&r), valString(&v))
	}
}

// Image gives values of types narrower than their store size an image with
// zero padding, and no image when a value bit is undef or poison.
func TestImagePadding(t *testing.T) {
	m, err := ir.Parse("img.ll", []byte("define void @f(i1 %a, i65 %b, <3 x i7> %c, i8 %d) {\n  ret void\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(m)
	if err != nil {
		t.Fatal(err)
	}
	f := m.Func("f")
	ty := func(k int) *ir.Type { return f.Params[k].Ty }
	tests := []struct {
		name string
		t    *ir.Type
		text string
		want string // hex image, "" for none
	}{
		{"i1 true", ty(0), "true", "01"},
		{"i1 false", ty(0), "false", "00"},
		{"i1 poison", ty(0), "poison", ""},
		{"i1 undef", ty(0), "undef", ""},
		{"i65 -1", ty(1), "-1", "ffffffffffffffff01"},
		{"i65 1", ty(1), "1", "010000000000000000"},
		{"<3 x i7> lanes", ty(2), "<i7 1, i7 2, i7 3>", "01c100"},
		{"<3 x i7> poison lane", ty(2), "<i7 1, i7 poison, i7 3>", ""},
		{"i8 -1", ty(3), "-1", "ff"},
	}
	for _, tc := range tests {
		v, err := ParseArg(tc.t, tc.text)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		img, ok := p.Image(tc.t, &v)
		got := ""
		if ok {
			got = hex.EncodeToString(img)
		}
		if got != tc.want {
			t.Errorf("%s: Image = %q (ok %v), want %q", tc.name, hex.EncodeToString(img), ok, tc.want)
		}
		if ok {
			back := p.FromImage(tc.t, img)
			if FormatVal(tc.t, &back) != FormatVal(tc.t, &v) {
				t.Errorf("%s: FromImage(Image) = %s, want %s", tc.name, FormatVal(tc.t, &back), FormatVal(tc.t, &v))
			}
		}
	}
}
