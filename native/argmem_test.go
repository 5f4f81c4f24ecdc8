package native

import (
	"bytes"
	"context"
	"encoding/binary"
	"reflect"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func le64(x uint64) []byte { return binary.LittleEndian.AppendUint64(nil, x) }

// TestPlace checks the layout of an input's objects: every object aligned
// exactly as it says (a multiple of its alignment, not of twice it), on
// pages of its own after a guard page, as close to the next guard page
// as that allows (right at it for an odd multiple of its alignment).
func TestPlace(t *testing.T) {
	m := &Memory{Objects: []ArgObject{{Bytes: make([]byte, 5), Align: 16}, {Bytes: make([]byte, 64), Align: 8}, {Bytes: make([]byte, 3), Align: 1},
		{Bytes: make([]byte, 2), Align: 256}, {Bytes: make([]byte, 2), Align: 1}, {Bytes: make([]byte, 5000), Align: 4096}, {Bytes: make([]byte, 24), Align: 8}}}
	offs, size := m.Place()
	// The slack between each object's end and its guard page.
	slack := []int{11, 8, 0, 254, 1, 4096 - 5000%4096, 0}
	guard := GuardPage // the end of the previous guard page
	wins := m.Windows()
	for k, o := range m.Objects {
		a, n := max(o.Align, 1), len(o.Bytes)
		if offs[k]%a != 0 || (offs[k]/a)%2 == 0 {
			t.Errorf("object %d (align %d) at %d", k, a, offs[k])
		}
		if offs[k] < guard {
			t.Errorf("object %d at %d, on the guard page ending at %d", k, offs[k], guard)
		}
		end := offs[k] + n + slack[k]
		if end%GuardPage != 0 {
			t.Errorf("object %d (%d bytes, align %d) at %d ends %d bytes before a page, want %d", k, n, a, offs[k], (GuardPage-(offs[k]+n)%GuardPage)%GuardPage, slack[k])
		}
		if want := [2]int{max(guard, offs[k]-arenaGap), end}; wins[k] != want {
			t.Errorf("window %d: %v, want %v", k, wins[k], want)
		}
		guard = end + GuardPage
	}
	if size != guard {
		t.Errorf("size %d, want %d", size, guard)
	}
	if ArenaAlign(256)%GuardPage != 0 || ArenaAlign(MaxArgAlign)%(2*MaxArgAlign) != 0 {
		t.Errorf("ArenaAlign(256) = %d, ArenaAlign(%d) = %d", ArenaAlign(256), MaxArgAlign, ArenaAlign(MaxArgAlign))
	}
	if why := m.Check([]string{"ptr"}); why != "" {
		t.Errorf("Check: %s", why)
	}
	bad := &Memory{Objects: []ArgObject{{Bytes: []byte{1}, Align: 2 * MaxArgAlign}}}
	if bad.Check(nil) == "" {
		t.Error("an object aligned past MaxArgAlign passes Check")
	}
	if (&Memory{Objects: m.Objects, Ptrs: []ArgPtr{{Param: 0, Object: 0}}}).Check([]string{"i64"}) == "" {
		t.Error("a pointer into an object passed as i64 passes Check")
	}
}

// TestStrayByte checks that a byte written outside the objects, in the
// printed windows, is found and named by the object whose window it is
// in; and that ObjectBytes reads the objects out of the windows.
func TestStrayByte(t *testing.T) {
	m := &Memory{Objects: []ArgObject{{Bytes: []byte{1, 2}, Align: 16}, {Bytes: []byte{3}, Align: 16}}}
	offs, size := m.Place()
	region := make([]byte, size)
	for k, o := range m.Objects {
		copy(region[offs[k]:], o.Bytes)
	}
	if got := m.ObjectBytes(PackRegion(m, region)); !reflect.DeepEqual(got, [][]byte{{1, 2}, {3}}) {
		t.Errorf("ObjectBytes = %x", got)
	}
	if _, _, _, ok := m.StrayByte(PackRegion(m, region)); ok {
		t.Fatal("the initial region has a stray byte")
	}
	region[offs[0]+2] = 0x2a
	if obj, off, x, ok := m.StrayByte(PackRegion(m, region)); !ok || obj != 0 || off != 2 || x != 0x2a {
		t.Errorf("StrayByte = %d %d %#x %v, want object 0, byte 2, 0x2a", obj, off, x, ok)
	}
	region[offs[0]+2] = 0
	region[offs[1]-1] = 7
	if obj, off, _, ok := m.StrayByte(PackRegion(m, region)); !ok || obj != 1 || off != -1 {
		t.Errorf("StrayByte = %d %d %v, want object 1, byte -1", obj, off, ok)
	}
}

const argMemModule = `
; @f copies *p + 1 to *q and says how its first argument is aligned.
define i64 @f(ptr %p, ptr %q) {
  %x = load i32, ptr %p, align 4
  %y = add i32 %x, 1
  store i32 %y, ptr %q, align 1
  %a = ptrtoint ptr %p to i64
  %m = and i64 %a, 31
  ret i64 %m
}

define i32 @isnull(ptr %p) {
  %e = icmp eq ptr %p, null
  %r = zext i1 %e to i32
  ret i32 %r
}
`

// argMemHarness calls @f on separate and aliasing objects and @isnull on
// an object and on null.
func argMemHarness() *Harness {
	null := make([]byte, 8)
	sep := &Memory{
		Objects: []ArgObject{{Bytes: []byte{1, 0, 0, 0}, Align: 16}, {Bytes: make([]byte, 8), Align: 16}},
		Ptrs:    []ArgPtr{{Param: 0, Object: 0}, {Param: 1, Object: 1, Off: 2}},
	}
	alias := &Memory{
		Objects: []ArgObject{{Bytes: []byte{5, 0, 0, 0, 9, 9, 9, 9}, Align: 16}},
		Ptrs:    []ArgPtr{{Param: 0, Object: 0}, {Param: 1, Object: 0, Off: 4}},
	}
	one := &Memory{Objects: []ArgObject{{Bytes: []byte{7}, Align: 1}}, Ptrs: []ArgPtr{{Param: 0, Object: 0}}}
	return &Harness{Cases: []Case{
		{Func: "f", Params: []string{"ptr", "ptr"}, Ret: "i64", RetSize: 8, Inputs: [][][]byte{{null, null}, {null, null}}, Memory: []*Memory{sep, alias}},
		{Func: "isnull", Params: []string{"ptr"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{null}, {null}}, Memory: []*Memory{one, nil}},
	}}
}

// TestHarnessArgMemory runs argMemHarness natively: the objects start
// with their bytes, aligned as they say, aliasing parameters share one,
// and the printed region holds the final bytes.
func TestHarnessArgMemory(t *testing.T) {
	for _, tg := range runnable(t) {
		t.Run(tg.Name, func(t *testing.T) {
			h := argMemHarness()
			tools, bin := buildHarness(t, tg, argMemModule, h)
			obs, died, runs, err := tools.RunHarness(context.Background(), tg, bin, len(h.Steps()), 0)
			if err != nil || len(died) > 0 {
				t.Fatalf("RunHarness: %v %+v", err, died)
			}
			start, steps := SplitStart(obs)
			if start == nil || len(start.Arena) != 8 || binary.LittleEndian.Uint64(start.Arena)%32 != 0 {
				t.Errorf("start line %+v: no 32-byte aligned arena address", start)
			}
			if len(steps) != 4 {
				t.Fatalf("steps %+v\n%s", steps, runs[0].Stdout)
			}
			c0 := &h.Cases[0]
			sep := c0.Memory[0].ObjectBytes(steps[0].Mem)
			if !reflect.DeepEqual(sep, [][]byte{{1, 0, 0, 0}, {0, 0, 2, 0, 0, 0, 0, 0}}) || !bytes.Equal(steps[0].Ret, le64(16)) {
				t.Errorf("separate objects: %x, returned %x; want 01000000 0000020000000000, 16", sep, steps[0].Ret)
			}
			alias := c0.Memory[1].ObjectBytes(steps[1].Mem)
			if !reflect.DeepEqual(alias, [][]byte{{5, 0, 0, 0, 6, 0, 0, 0}}) {
				t.Errorf("aliasing: %x, want 0500000006000000", alias)
			}
			for k := 0; k < 2; k++ {
				if _, _, _, ok := c0.Memory[k].StrayByte(steps[k].Mem); ok {
					t.Errorf("step %d: a stray byte in %x", k, steps[k].Mem)
				}
			}
			if !bytes.Equal(steps[2].Ret, le32(0)) || !bytes.Equal(steps[3].Ret, le32(1)) {
				t.Errorf("isnull: %x %x, want 0 on the object and 1 on null", steps[2].Ret, steps[3].Ret)
			}
		})
	}
}

// TestHarnessArgMemoryView checks a witness view of argument memory: the
// mask clears bits and a pointer stored into an object is printed as its
// offset from the object it points into.
func TestHarnessArgMemoryView(t *testing.T) {
	const module = `
define void @keep(ptr %p, ptr %q) {
  %r = getelementptr i8, ptr %q, i64 3
  store ptr %r, ptr %p, align 1
  store i8 255, ptr %q, align 1
  ret void
}
`
	mem := &Memory{
		Objects: []ArgObject{{Bytes: make([]byte, 8), Align: 8}, {Bytes: make([]byte, 4), Align: 4}},
		Ptrs:    []ArgPtr{{Param: 0, Object: 0}, {Param: 1, Object: 1}},
	}
	offs, size := mem.Place()
	mask := bytes.Repeat([]byte{0xff}, size)
	mask[offs[1]] = 0x0f
	h := &Harness{Cases: []Case{{Func: "keep", Params: []string{"ptr", "ptr"}, Ret: "void", Inputs: [][][]byte{{make([]byte, 8), make([]byte, 8)}}, Memory: []*Memory{mem}}}}
	h.View = &View{MemMask: PackRegion(mem, mask), Relocs: []Reloc{{Global: InRegion, At: offs[0], Size: 8, Base: Addr{Object: ArenaObject, Offset: int64(offs[1])}}}}
	for _, tg := range runnable(t) {
		t.Run(tg.Name, func(t *testing.T) {
			tools, bin := buildHarness(t, tg, module, h)
			obs, died, _, err := tools.RunHarness(context.Background(), tg, bin, 1, 0)
			if err != nil || len(died) > 0 || len(obs) != 1 || obs[0].Step != 0 {
				t.Fatalf("RunHarness: %v %+v %+v", err, died, obs)
			}
			got := mem.ObjectBytes(obs[0].Mem)
			if want := [][]byte{le64(3), {0x0f, 0, 0, 0}}; !reflect.DeepEqual(got, want) {
				t.Errorf("view printed %x, want %x", got, want)
			}
		})
	}
}

// TestHarnessArgMemoryParses checks that harnesses with argument memory,
// with and without a view, are IR our parser and verifier accept.
func TestHarnessArgMemoryParses(t *testing.T) {
	for _, view := range []bool{false, true} {
		h := argMemHarness()
		h.Cases = h.Cases[:1]
		if view {
			h.View = &View{MemMask: []byte{0xff}, Relocs: []Reloc{{Global: InRegion, At: 16, Size: 8, Base: Addr{Object: ArenaObject, Offset: 16}}}}
		}
		text := h.IR()
		m, err := ir.Parse("harness.ll", []byte(text))
		if err == nil {
			err = ir.Verify(m)
		}
		if err != nil {
			t.Fatalf("view %v: %v\n%s", view, err, text)
		}
		if !strings.Contains(text, "@__irfuzz.arena = internal global") {
			t.Errorf("no arena:\n%s", text)
		}
	}
}

// TestParseOutputMemory checks the tagged fields: the region after a
// step's globals and the arena's address on the start line.
func TestParseOutputMemory(t *testing.T) {
	out := "ffffffff 05 0010400000000000 m 0020400000000000\n00000000 01 06 m 00aa00\n01000000 - 07 m -\n"
	got, err := ParseOutput([]byte(out), 1)
	if err != nil {
		t.Fatal(err)
	}
	want := []Observation{
		{Step: StartStep, Globals: [][]byte{{5}}, Addrs: [][]byte{{0, 0x10, 0x40, 0, 0, 0, 0, 0}}, Arena: []byte{0, 0x20, 0x40, 0, 0, 0, 0, 0}},
		{Step: 0, Ret: []byte{1}, Globals: [][]byte{{6}}, Mem: []byte{0, 0xaa, 0}},
		{Step: 1, Globals: [][]byte{{7}}, Mem: []byte{}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if _, err := ParseOutput([]byte("00000000 01 06 m\n"), 1); err == nil {
		t.Error("a tag without its field parses")
	}
}

const guardModule = `
declare ptr @malloc(i64)
declare void @free(ptr)

; @past reads byte %i of its object.
define i32 @past(ptr %p, i64 %i) {
  %q = getelementptr i8, ptr %p, i64 %i
  %x = load i8, ptr %q, align 1
  %r = zext i8 %x to i32
  ret i32 %r
}

; @release frees its object and, with %after, reads it then.
define i32 @release(ptr %p, i1 %after) {
  call void @free(ptr %p)
  br i1 %after, label %use, label %done
use:
  %x = load i8, ptr %p, align 1
  %r = zext i8 %x to i32
  ret i32 %r
done:
  ret i32 0
}

; @twice frees its object twice.
define void @twice(ptr %p) {
  call void @free(ptr %p)
  call void @free(ptr %p)
  ret void
}

; @heap frees what malloc gave, as programs do.
define i32 @heap(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  store i8 1, ptr %p, align 1
  call void @free(ptr %p)
  ret i32 1
}
`

// TestGuardPages runs guardModule natively: a read one byte past an
// argument object faults (its last byte is followed by a guard page), a
// read of an object after free faults, a free of an argument object is
// printed, freeing it twice kills the program, and free of malloc's
// memory still works.
func TestGuardPages(t *testing.T) {
	obj := func() *Memory {
		return &Memory{Objects: []ArgObject{{Bytes: []byte{7, 8, 9}, Align: 1}}, Ptrs: []ArgPtr{{Param: 0, Object: 0}}}
	}
	null := make([]byte, 8)
	h := &Harness{WrapFree: true, Cases: []Case{
		{Func: "past", Params: []string{"ptr", "i64"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{null, le64(2)}, {null, le64(3)}}, Memory: []*Memory{obj(), obj()}},
		{Func: "release", Params: []string{"ptr", "i1"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{null, {0}}, {null, {1}}}, Memory: []*Memory{obj(), obj()}},
		{Func: "heap", Params: []string{"i64"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le64(24)}}},
		{Func: "twice", Params: []string{"ptr"}, Ret: "void", Inputs: [][][]byte{{null}}, Memory: []*Memory{obj()}},
	}}
	for _, tg := range runnable(t) {
		t.Run(tg.Name, func(t *testing.T) {
			tools, bin := buildHarness(t, tg, guardModule, h)
			obs, died, _, err := tools.RunHarness(context.Background(), tg, bin, len(h.Steps()), 0)
			if err != nil {
				t.Fatal(err)
			}
			_, steps := SplitStart(obs)
			got := map[int]Observation{}
			for _, o := range steps {
				got[o.Step] = o
			}
			if o, ok := got[0]; !ok || !bytes.Equal(o.Ret, le32(9)) {
				t.Errorf("@past(p, 2) printed %+v, want 9", o)
			}
			if o, ok := got[2]; !ok || !bytes.Equal(o.Ret, le32(0)) || !reflect.DeepEqual(obj().FreedObjects(o.Freed), []bool{true}) {
				t.Errorf("@release(p, false) printed %+v, want 0 and the object freed", o)
			}
			if o, ok := got[4]; !ok || !bytes.Equal(o.Ret, le32(1)) {
				t.Errorf("@heap printed %+v, want 1", o)
			}
			deaths := map[int]string{}
			for _, d := range died {
				deaths[d.Step] = d.Run.Signal
			}
			if len(died) != 3 || deaths[1] != "SIGSEGV" || deaths[3] != "SIGSEGV" || deaths[5] == "" {
				for _, d := range died {
					t.Logf("step %d: %s", d.Step, d.Run.Describe())
				}
				t.Errorf("deaths %v, want SIGSEGV at steps 1 (a read past the object) and 3 (a read after free), a signal at 5 (a double free)", deaths)
			}
		})
	}
}
