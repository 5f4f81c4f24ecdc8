package native

import (
	"fmt"
	"slices"
	"strings"
)

// Argument memory: a pointer parameter of a test function may point into
// an argument object of the input, memory the caller made with chosen
// initial bytes and alignment (two parameters may point into the same
// object). The harness places each input's objects in one static region,
// the arena, each on pages of its own: the object ends at (or, where its
// alignment does not allow that, just before) the end of its pages, and
// an inaccessible guard page follows (another comes before the first
// object), so that a read or write past the end of an object faults as
// it would past a heap block ending at a page. Before the call it copies
// the objects' initial bytes there and passes pointers into the arena;
// after it, it prints each object with the bytes around it on its pages
// (its window: up to arenaGap bytes before it, the slack after it), in
// which nothing may write. A harness that wraps free (Harness.WrapFree)
// makes an object the function frees inaccessible until the call returns,
// so that a use after free faults too, and prints which objects were
// freed.

// ArgObject is an argument object of one input: its initial bytes (its
// size is their number) and the alignment of its base.
type ArgObject struct {
	Bytes []byte
	Align int // a power of two, at most MaxArgAlign; 0 reads as 1
}

// ArgPtr says that parameter Param is a pointer to byte Off of object
// Object of the input.
type ArgPtr struct {
	Param, Object int
	Off           int64
}

// Memory is the argument objects of one input and the parameters that
// point into them. A parameter of type ptr that no ArgPtr names is passed
// as its image says (null).
type Memory struct {
	Objects []ArgObject
	Ptrs    []ArgPtr
}

// MaxArgAlign is the largest alignment of an argument object the harness
// places; MaxArena bounds the bytes of one input's region (its objects'
// pages and the guard pages between them).
const (
	MaxArgAlign = GuardPage
	MaxArena    = 1 << 20
)

// GuardPage is the page size the arena is laid out in: each object's
// pages are followed by an inaccessible page of this size. The harness
// sets no guard pages (and frees no pages) where the system's page size
// differs: mprotect works in whole pages.
const GuardPage = 4096

// arenaGap is how many bytes before an object its window shows (fewer
// when its pages start closer).
const arenaGap = 16

// span is where one object of an input lies in the arena: its base (off),
// its first page (data), the end of its last page (end, where its guard
// page starts), and the first byte of its window (win; the window ends at
// end).
type span struct{ off, size, data, end, win int }

// spans lays out the objects of m (see Place).
func (m *Memory) spans() (sp []span, size int) {
	cur := GuardPage // the guard page before the first object
	for _, o := range m.Objects {
		a, n := max(o.Align, 1), len(o.Bytes)
		end := (cur + n + GuardPage - 1) / GuardPage * GuardPage
		off := 0
		for {
			// The highest exactly aligned base below end-n: a multiple of
			// a, not of 2a (so an object whose size is an even multiple
			// of a ends a bytes before its guard page).
			off = (end - n) / a * a
			if (off/a)%2 == 0 {
				off -= a
			}
			if off >= cur {
				break
			}
			end += GuardPage
		}
		sp = append(sp, span{off: off, size: n, data: cur, end: end, win: max(cur, off-arenaGap)})
		cur = end + GuardPage
	}
	return sp, cur
}

// Place lays out the objects of m in the region of an input: the offset
// of each object from the region's start, and the region's size. The
// region starts with a guard page; each object has pages of its own,
// followed by a guard page, and lies as close to their end as its
// alignment allows. Each object is aligned exactly as it says (its base
// is a multiple of its alignment and not of twice it), so that code
// assuming more than the alignment it was promised shows; the region
// itself is placed at a multiple of twice the largest alignment
// (ArenaAlign). The end of an object meets its guard page when its size
// is an odd multiple of its alignment (any size, for an alignment of 1);
// otherwise up to twice its alignment, less one, lies between them
// (alignment is preferred to the guard page).
func (m *Memory) Place() (offs []int, size int) {
	sp, size := m.spans()
	for _, s := range sp {
		offs = append(offs, s.off)
	}
	return offs, size
}

// Windows are the ranges of m's region [lo, hi) that the harness prints
// after a call, in order: per object, up to arenaGap bytes before it,
// the object, and the slack between it and its guard page.
func (m *Memory) Windows() [][2]int {
	sp, _ := m.spans()
	out := make([][2]int, len(sp))
	for k, s := range sp {
		out[k] = [2]int{s.win, s.end}
	}
	return out
}

// PrintedSize is the number of bytes of m's region the harness prints
// (the sum of its windows).
func (m *Memory) PrintedSize() int {
	n := 0
	for _, w := range m.Windows() {
		n += w[1] - w[0]
	}
	return n
}

// PackRegion picks out of region, a whole region of input memory m (as
// Place lays it out), the bytes the harness prints: its windows, one
// after the other. Bytes past the end of region are left zero.
func PackRegion[T any](m *Memory, region []T) []T {
	out := make([]T, 0, m.PrintedSize())
	for _, w := range m.Windows() {
		for j := w[0]; j < w[1]; j++ {
			var x T
			if j < len(region) {
				x = region[j]
			}
			out = append(out, x)
		}
	}
	return out
}

// Check says why the harness cannot lay out m for a function whose
// parameters have types params ("" when it can).
func (m *Memory) Check(params []string) string {
	for _, o := range m.Objects {
		if a := max(o.Align, 1); a > MaxArgAlign || a&(a-1) != 0 {
			return fmt.Sprintf("an argument object aligned to %d", o.Align)
		}
	}
	for _, p := range m.Ptrs {
		if p.Param < 0 || p.Param >= len(params) || params[p.Param] != "ptr" {
			return fmt.Sprintf("parameter %d is not a ptr", p.Param)
		}
		if p.Object < 0 || p.Object >= len(m.Objects) {
			return fmt.Sprintf("parameter %d points into no object", p.Param)
		}
	}
	if _, size := m.Place(); size > MaxArena {
		return fmt.Sprintf("argument objects taking %d bytes of arena", size)
	}
	return ""
}

// ArenaAlign is the alignment of the region of objects aligned to at
// most maxAlign: a page (for the guard pages), and twice the largest
// alignment (so that objects are aligned exactly).
func ArenaAlign(maxAlign int) int { return max(GuardPage, 2*maxAlign) }

// caseMemory is what the harness needs to know of a case's argument
// memory: the size of its region (the largest of its inputs'), the
// parameters that are pointers into it in some input, the largest
// alignment, the most objects an input has, and the most bytes an input
// prints.
type caseMemory struct {
	size     int
	params   []int
	maxAlign int
	objects  int
	printed  int
}

// memoryOf is case c's argument memory; nil when no input has some.
func (c *Case) memoryOf() *caseMemory {
	var cm *caseMemory
	for _, m := range c.Memory {
		if m == nil {
			continue
		}
		if cm == nil {
			cm = &caseMemory{maxAlign: 1}
		}
		_, size := m.Place()
		cm.size = max(cm.size, size)
		cm.objects = max(cm.objects, len(m.Objects))
		cm.printed = max(cm.printed, m.PrintedSize())
		for _, o := range m.Objects {
			cm.maxAlign = max(cm.maxAlign, o.Align)
		}
		for _, p := range m.Ptrs {
			if !slices.Contains(cm.params, p.Param) {
				cm.params = append(cm.params, p.Param)
			}
		}
	}
	if cm != nil {
		slices.Sort(cm.params)
	}
	return cm
}

// harnessMemory is the argument memory of a whole harness: the arena's
// size (0 when no case has argument memory) and alignment, the most
// objects and printed bytes of one input.
type harnessMemory struct {
	size, align, objects, printed int
}

// memory is the harness's argument memory.
func (h *Harness) memory() harnessMemory {
	hm, maxAlign := harnessMemory{}, 1
	for ci := range h.Cases {
		if cm := h.Cases[ci].memoryOf(); cm != nil {
			hm.size = max(hm.size, cm.size)
			hm.objects = max(hm.objects, cm.objects)
			hm.printed = max(hm.printed, cm.printed)
			maxAlign = max(maxAlign, cm.maxAlign)
		}
	}
	hm.align = ArenaAlign(maxAlign)
	return hm
}

// arenaOf is the size and alignment of the harness's arena (0 when no
// case has argument memory).
func (h *Harness) arenaOf() (size, align int) {
	hm := h.memory()
	return hm.size, hm.align
}

// descFields is the number of words that describe one object in a case's
// object table (see writeMemoryTables).
const descFields = 6

// writeMemoryTables writes case ci's tables: the initial bytes of each
// input's objects, one after the other (@__irfuzz.mem.CI); per input, a
// row of the object table (@__irfuzz.desc.CI, 1+descFields*cm.objects
// words: the number of objects, then per object its base, size, first
// page, guard page (all offsets in the arena), first printed byte and
// the offset of its initial bytes in the bytes table); and the pointer
// table: per input and pointer parameter, one past the pointer's offset
// in the arena, 0 for null.
func writeMemoryTables(b *strings.Builder, ci int, c *Case, cm *caseMemory) {
	var bytes []byte
	desc := make([]string, 0, len(c.Inputs)*(1+descFields*cm.objects))
	ptrs := make([]string, 0, len(c.Inputs)*len(cm.params))
	word := func(v int64) { desc = append(desc, fmt.Sprintf("i64 %d", v)) }
	for i := range c.Inputs {
		var m *Memory
		if i < len(c.Memory) {
			m = c.Memory[i]
		}
		if m == nil {
			m = &Memory{}
		}
		sp, _ := m.spans()
		word(int64(len(sp)))
		for k, s := range sp {
			for _, v := range []int{s.off, s.size, s.data, s.end, s.win, len(bytes)} {
				word(int64(v))
			}
			bytes = append(bytes, m.Objects[k].Bytes...)
		}
		for range (cm.objects - len(sp)) * descFields {
			word(0)
		}
		for _, j := range cm.params {
			v := int64(0)
			for _, p := range m.Ptrs {
				if p.Param == j {
					v = int64(sp[p.Object].off) + p.Off + 1
				}
			}
			ptrs = append(ptrs, fmt.Sprintf("i64 %d", v))
		}
	}
	fmt.Fprintf(b, "@__irfuzz.mem.%d = private constant [%d x i8] %s, align 16\n", ci, len(bytes), byteArray(bytes))
	fmt.Fprintf(b, "@__irfuzz.desc.%d = private constant [%d x i64] [%s], align 8\n", ci, len(desc), strings.Join(desc, ", "))
	fmt.Fprintf(b, "@__irfuzz.ptrs.%d = private constant [%d x i64] [%s], align 8\n", ci, len(ptrs), strings.Join(ptrs, ", "))
}

// writeMemoryLoad writes, in case ci's loop body (input %iw), the
// placing of the input's objects in the arena (@__irfuzz.mem.load) and
// its pointer arguments: %aJ for each parameter J of cm.params.
func writeMemoryLoad(b *strings.Builder, ci int, cm *caseMemory) {
	fmt.Fprintf(b, "  %%mo = mul i64 %%iw, %d\n  %%md = getelementptr i64, ptr @__irfuzz.desc.%d, i64 %%mo\n", 1+descFields*cm.objects, ci)
	fmt.Fprintf(b, "  call void @__irfuzz.mem.load(ptr %%md, ptr @__irfuzz.mem.%d)\n", ci)
	fmt.Fprintf(b, "  %%pb = mul i64 %%iw, %d\n", len(cm.params))
	for q, j := range cm.params {
		fmt.Fprintf(b, "  %%pi%d = add i64 %%pb, %d\n  %%pp%d = getelementptr i64, ptr @__irfuzz.ptrs.%d, i64 %%pi%d\n", j, q, j, ci, j)
		fmt.Fprintf(b, "  %%px%d = load i64, ptr %%pp%d, align 8\n  %%pz%d = icmp eq i64 %%px%d, 0\n", j, j, j, j)
		fmt.Fprintf(b, "  %%po%d = sub i64 %%px%d, 1\n  %%pg%d = getelementptr i8, ptr @__irfuzz.arena, i64 %%po%d\n", j, j, j, j)
		fmt.Fprintf(b, "  %%a%d = select i1 %%pz%d, ptr null, ptr %%pg%d\n", j, j, j)
	}
}

// ObjectBytes splits what the harness printed of the region of input
// memory m (Observation.Mem: its windows) into the final bytes of each
// object; nil when the printed bytes are too short.
func (m *Memory) ObjectBytes(printed []byte) [][]byte {
	sp, _ := m.spans()
	if len(printed) < m.PrintedSize() {
		return nil
	}
	out := make([][]byte, len(sp))
	pos := 0
	for k, s := range sp {
		at := pos + s.off - s.win
		out[k] = printed[at : at+s.size]
		pos += s.end - s.win
	}
	return out
}

// StrayByte finds a byte of what the harness printed of the region of
// input memory m (its windows) that is outside every object and not the
// zero the harness put there (code that wrote out of its objects'
// bounds): the object whose window it is in, its offset from that
// object's base (negative before it), and its value; ok is false when
// there is none.
func (m *Memory) StrayByte(printed []byte) (obj, off int, x byte, ok bool) {
	sp, _ := m.spans()
	pos := 0
	for k, s := range sp {
		for j := s.win; j < s.end && pos < len(printed); j++ {
			if (j < s.off || j >= s.off+s.size) && printed[pos] != 0 {
				return k, j - s.off, printed[pos], true
			}
			pos++
		}
	}
	return 0, 0, 0, false
}

// FreedObjects reads the freed flags a harness that wraps free printed
// for input memory m (Observation.Freed): per object, whether the call
// freed it (false for all when nothing was printed).
func (m *Memory) FreedObjects(flags []byte) []bool {
	out := make([]bool, len(m.Objects))
	for k := range out {
		out[k] = k < len(flags) && flags[k] != 0
	}
	return out
}
