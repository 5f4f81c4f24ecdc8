package semantics

import (
	"testing"
)

// TestIndexWindowPlacement: with an index width below the pointer width
// no object crosses a multiple of 2^index width (a getelementptr could not
// reach past it), and 8- and 16-bit address spaces hold objects.
func TestIndexWindowPlacement(t *testing.T) {
	for _, tc := range []struct {
		dl     string
		window uint64
	}{
		{"e-p:32:32:32:8", 0xff},
		{"e-p:64:64:64:16", 0xffff},
		{"p:8:8", 0xff},
		{"p:16:16", 0xffff},
	} {
		m := NewMemory(mustLayout(t, tc.dl), 1<<20)
		for i, size := range []uint64{100, 100, 100, 30, 200} {
			p, ok := m.Alloc(ObjHeap, size, 4)
			if !ok {
				if tc.dl == "p:8:8" && i > 0 {
					continue // 256 bytes do not hold them all
				}
				t.Fatalf("%s: Alloc(%d) #%d failed", tc.dl, size, i)
			}
			if p.Bits&^m.top != 0 || p.Bits&tc.window+size > tc.window {
				t.Errorf("%s: object %d of %d bytes at %#x crosses its window %#x or the address space", tc.dl, i, size, p.Bits, tc.window)
			}
			u, ok := m.AllocUnobserved(size, 4)
			if ok && (u.Bits&tc.window+size > tc.window || u.Bits < p.Bits) {
				t.Errorf("%s: unobserved object of %d bytes at %#x crosses its window %#x", tc.dl, size, u.Bits, tc.window)
			}
		}
	}
}

// TestPtrToAddrIndexWidth: ptrtoaddr gives the address bits (the index
// width), ptrtoint all the pointer's bits.
func TestPtrToAddrIndexWidth(t *testing.T) {
	p := libcLoad(t, `target datalayout = "e-p:32:32:32:8"

define i8 @addr(i32 %x) {
  %p = inttoptr i32 %x to ptr
  %q = getelementptr i8, ptr %p, i32 3
  %a = ptrtoaddr ptr %q to i8
  ret i8 %a
}

define i32 @int(i32 %x) {
  %p = inttoptr i32 %x to ptr
  %q = getelementptr i8, ptr %p, i32 3
  %a = ptrtoint ptr %q to i32
  ret i32 %a
}
`)
	for _, tc := range []struct {
		fn   string
		want uint64
	}{{"addr", 0x02}, {"int", 0x1202}} {
		o := p.NewMachine(Config{}).Run(tc.fn, []Val{{Bits: 0x12ff}})
		if o.Kind != Returned || o.Value.Bits != tc.want || o.Value.Undef != 0 || o.Value.Poison {
			t.Errorf("@%s(0x12ff) = %v, want %#x", tc.fn, o, tc.want)
		}
	}
}

// TestFunctionAlign: a function's address is a multiple of the "F"
// component's alignment and of its own "align".
func TestFunctionAlign(t *testing.T) {
	p := libcLoad(t, `target datalayout = "e-Fn512"

define void @f() align 1024 {
  ret void
}

define void @g() {
  ret void
}

define i64 @addr() {
  %a = ptrtoint ptr @f to i64
  %b = ptrtoint ptr @g to i64
  %c = or i64 %a, %b
  ret i64 %c
}
`)
	o := p.NewMachine(Config{}).Run("addr", nil)
	if o.Kind != Returned || o.Value.Bits%64 != 0 {
		t.Errorf("@f | @g = %v, want a multiple of 64", o)
	}
	if a := p.fnAddr[p.Module.Func("f")].Bits; a%1024 != 0 {
		t.Errorf("@f at %#x, want a multiple of 1024", a)
	}
}
