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
// the arena, copies their initial bytes there before the call, passes
// pointers into it, and prints the whole region after the call: the
// objects' final bytes, and the gaps between them, which nothing may
// write.

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
// places; MaxArena bounds the bytes of one input's region.
const (
	MaxArgAlign = 4096
	MaxArena    = 1 << 16
)

// arenaGap is the room the harness leaves before and after every object.
const arenaGap = 16

// Place lays out the objects of m in the region of an input: the offset
// of each object from the region's start, and the region's size. Each
// object is aligned exactly as it says (its base is a multiple of its
// alignment and not of twice it), so that code assuming more than the
// alignment it was promised shows; the region itself is placed at a
// multiple of twice the largest alignment (ArenaAlign).
func (m *Memory) Place() (offs []int, size int) {
	cur := arenaGap
	for _, o := range m.Objects {
		a := max(o.Align, 1)
		off := (cur + a - 1) / a * a
		if (off/a)%2 == 0 {
			off += a
		}
		offs = append(offs, off)
		cur = off + len(o.Bytes) + arenaGap
	}
	return offs, cur
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
		return fmt.Sprintf("argument objects of %d bytes", size)
	}
	return ""
}

// Region is the initial bytes of m's region: each object's bytes at its
// offset (Place), zeros elsewhere; size bytes long.
func (m *Memory) Region(size int) []byte {
	out := make([]byte, size)
	offs, _ := m.Place()
	for k, o := range m.Objects {
		copy(out[offs[k]:], o.Bytes)
	}
	return out
}

// ArenaAlign is the alignment of the region of objects aligned to at
// most maxAlign.
func ArenaAlign(maxAlign int) int { return max(16, 2*maxAlign) }

// caseMemory is what the harness needs to know of a case's argument
// memory: the size of its region (the largest of its inputs'), the
// parameters that are pointers into it in some input, and the largest
// alignment.
type caseMemory struct {
	size     int
	params   []int
	maxAlign int
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

// arenaOf is the size and alignment of the harness's arena (0 when no
// case has argument memory).
func (h *Harness) arenaOf() (size, align int) {
	maxAlign := 1
	for ci := range h.Cases {
		if cm := h.Cases[ci].memoryOf(); cm != nil {
			size = max(size, cm.size)
			maxAlign = max(maxAlign, cm.maxAlign)
		}
	}
	return size, ArenaAlign(maxAlign)
}

// writeMemoryTables writes case ci's region images (input i's at
// i*size) and the pointer table: per input and pointer parameter, one
// past the pointer's offset in the region, 0 for null.
func writeMemoryTables(b *strings.Builder, ci int, c *Case, cm *caseMemory) {
	var regions []byte
	ptrs := make([]string, 0, len(c.Inputs)*len(cm.params))
	for i := range c.Inputs {
		var m *Memory
		if i < len(c.Memory) {
			m = c.Memory[i]
		}
		if m == nil {
			m = &Memory{}
		}
		regions = append(regions, m.Region(cm.size)...)
		offs, _ := m.Place()
		for _, j := range cm.params {
			v := int64(0)
			for _, p := range m.Ptrs {
				if p.Param == j {
					v = int64(offs[p.Object]) + p.Off + 1
				}
			}
			ptrs = append(ptrs, fmt.Sprintf("i64 %d", v))
		}
	}
	fmt.Fprintf(b, "@__irfuzz.mem.%d = private constant [%d x i8] %s, align 16\n", ci, len(regions), byteArray(regions))
	fmt.Fprintf(b, "@__irfuzz.ptrs.%d = private constant [%d x i64] [%s], align 8\n", ci, len(ptrs), strings.Join(ptrs, ", "))
}

// writeMemoryLoad writes, in case ci's loop body (input %iw), the copy
// of the input's region into the arena and its pointer arguments: %aJ
// for each parameter J of cm.params.
func writeMemoryLoad(b *strings.Builder, ci int, cm *caseMemory) {
	fmt.Fprintf(b, "  %%mo = mul i64 %%iw, %d\n  %%mp = getelementptr i8, ptr @__irfuzz.mem.%d, i64 %%mo\n", cm.size, ci)
	fmt.Fprintf(b, "  call void @llvm.memcpy.p0.p0.i64(ptr @__irfuzz.arena, ptr %%mp, i64 %d, i1 false)\n", cm.size)
	fmt.Fprintf(b, "  %%pb = mul i64 %%iw, %d\n", len(cm.params))
	for q, j := range cm.params {
		fmt.Fprintf(b, "  %%pi%d = add i64 %%pb, %d\n  %%pp%d = getelementptr i64, ptr @__irfuzz.ptrs.%d, i64 %%pi%d\n", j, q, j, ci, j)
		fmt.Fprintf(b, "  %%px%d = load i64, ptr %%pp%d, align 8\n  %%pz%d = icmp eq i64 %%px%d, 0\n", j, j, j, j)
		fmt.Fprintf(b, "  %%po%d = sub i64 %%px%d, 1\n  %%pg%d = getelementptr i8, ptr @__irfuzz.arena, i64 %%po%d\n", j, j, j, j)
		fmt.Fprintf(b, "  %%a%d = select i1 %%pz%d, ptr null, ptr %%pg%d\n", j, j, j)
	}
}

// ObjectBytes splits a printed region (Observation.Mem) of input memory
// m into the final bytes of each object; nil when the region is too
// short.
func (m *Memory) ObjectBytes(region []byte) [][]byte {
	offs, size := m.Place()
	if len(region) < size {
		return nil
	}
	out := make([][]byte, len(m.Objects))
	for k, o := range m.Objects {
		out[k] = region[offs[k] : offs[k]+len(o.Bytes)]
	}
	return out
}

// StrayByte finds a byte of a printed region of input memory m that is
// outside every object and not the zero the harness put there (code that
// wrote out of its objects' bounds): the nearest object before it (the
// first object when it is before all of them), its offset from that
// object's base, and its value; ok is false when there is none.
func (m *Memory) StrayByte(region []byte) (obj, off int, x byte, ok bool) {
	offs, size := m.Place()
	in := make([]bool, min(size, len(region)))
	for k, o := range m.Objects {
		for j := offs[k]; j < offs[k]+len(o.Bytes) && j < len(in); j++ {
			in[j] = true
		}
	}
	for j := range in {
		if in[j] || region[j] == 0 {
			continue
		}
		for k := len(offs) - 1; k >= 0; k-- {
			if offs[k] <= j || k == 0 {
				return k, j - offs[k], region[j], true
			}
		}
		return -1, j, region[j], true
	}
	return 0, 0, 0, false
}
