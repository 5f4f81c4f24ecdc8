package semantics

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// vaABI is the layout of the va_list that llvm.va_start initialises, as
// the module's target triple has it. The Language Reference leaves the
// va_list to the target ("llvm.va_start initialises *arglist for
// subsequent use by va_arg"), and C front ends lower va_arg by reading
// that layout directly (clang reads gp_offset, overflow_arg_area, ... on
// x86-64), so a module made for a target must find its layout there.
type vaABI int

const (
	// vaAbstract: no triple, or one whose va_list is not modelled: the
	// list holds the frame depth and a cursor (8 bytes), which only the
	// va_arg instruction reads.
	vaAbstract vaABI = iota
	// vaSysV: System V x86-64, struct { i32 gp_offset, i32 fp_offset,
	// ptr overflow_arg_area, ptr reg_save_area } (24 bytes).
	vaSysV
	// vaAAPCS64: AArch64 (Linux, little endian), struct { ptr __stack,
	// ptr __gr_top, ptr __vr_top, i32 __gr_offs, i32 __vr_offs } (32
	// bytes).
	vaAAPCS64
)

// vaABIOf is the va_list layout of target triple.
func vaABIOf(triple string) vaABI {
	arch, rest, _ := strings.Cut(triple, "-")
	if strings.Contains(rest, "windows") || strings.Contains(rest, "darwin") || strings.Contains(rest, "apple") ||
		strings.Contains(rest, "macos") || strings.Contains(rest, "ios") || strings.Contains(rest, "uefi") {
		return vaAbstract // a char* va_list there
	}
	switch arch {
	case "x86_64", "amd64":
		if strings.HasSuffix(rest, "gnux32") {
			return vaAbstract
		}
		return vaSysV
	case "aarch64", "arm64":
		return vaAAPCS64
	}
	return vaAbstract
}

// vaListSize is the size of the va_list llvm.va_start writes.
func (a vaABI) vaListSize() uint64 {
	switch a {
	case vaSysV:
		return 24
	case vaAAPCS64:
		return 32
	}
	return 8
}

// vaSlot is where one variadic argument lies in the argument area.
type vaSlot struct {
	off  uint64
	ty   *ir.Type // the value's type; nil for a byval copy
	size uint64   // a byval copy's size
}

// vaArea lays out the variadic arguments of a call as both ABIs place
// arguments that no register is left for: in order, each in a slot of a
// multiple of 8 bytes aligned to 8 or to its own alignment when that is
// larger; a byval argument is a copy of its pointee. With every register
// said to be used (gp_offset 48, fp_offset 176 on x86-64; __gr_offs and
// __vr_offs 0 on AArch64) a C front end's va_arg reads each argument from
// this area, as it reads those the caller had no register for.
func vaArea(l *Layout, call *ir.Instruction, nfixed int) (slots []vaSlot, size, align uint64) {
	align = 16
	attrs := call.ArgAttrs()
	for i := nfixed; i+1 < len(call.Operands); i++ {
		t := call.Operands[i+1].Type()
		s := vaSlot{ty: t}
		n, al := l.StoreSize(t), l.ABIAlign(t)
		if i < len(attrs) {
			if bv := attrs[i].Get("byval"); bv != nil && bv.Ty != nil {
				s.ty, s.size = nil, l.AllocSize(bv.Ty)
				n, al = s.size, l.ABIAlign(bv.Ty)
				if a := attrs[i].Get("align"); a != nil && a.Int > 0 {
					al = a.Int
				}
			}
		}
		al = max(al, 8)
		align = max(align, al)
		s.off = ir.AlignUp(size, al)
		size = s.off + ir.AlignUp(n, 8)
		slots = append(slots, s)
	}
	return slots, size, align
}

// vaStartABI runs llvm.va_start for a target va_list: the argument area
// of the current call (made once per call) and the list that points to
// it, with no register left.
func (m *Machine) vaStartABI(abi vaABI, call *ir.Instruction, list *Val) bool {
	fr := m.vaFrames[m.depth]
	if !fr.vaMade {
		area, ok := m.vaMakeArea(fr)
		if !ok {
			return false
		}
		fr.vaArea, fr.vaMade = area, true
	}
	at := func(off uint64) *Val { p := *list; p.Bits += off; return &p }
	i32 := func(v uint64) *Val { return &Val{Bits: v} }
	var ub UBKind
	store := func(t *ir.Type, off uint64, v *Val) {
		if ub == UBNone {
			ub = m.mem.Store(t, at(off), 1, v)
		}
	}
	ptr := ir.Ptr
	switch abi {
	case vaSysV:
		store(ir.Int(32), 0, i32(48))  // gp_offset: the 6 GPRs used
		store(ir.Int(32), 4, i32(176)) // fp_offset: the 8 XMMs used
		store(ptr, 8, &fr.vaArea)      // overflow_arg_area
		store(ptr, 16, &fr.vaArea)     // reg_save_area (never read)
	case vaAAPCS64:
		store(ptr, 0, &fr.vaArea)     // __stack
		store(ptr, 8, &fr.vaArea)     // __gr_top (never read)
		store(ptr, 16, &fr.vaArea)    // __vr_top (never read)
		store(ir.Int(32), 24, i32(0)) // __gr_offs: no GPR left
		store(ir.Int(32), 28, i32(0)) // __vr_offs: no FP/SIMD register left
	}
	if ub != UBNone {
		return m.fail(ub, call)
	}
	return true
}

// vaMakeArea makes the argument area of frame fr's call (see vaArea): a
// stack object of the call, which dies when it returns.
func (m *Machine) vaMakeArea(fr *frame) (Val, bool) {
	if fr.vaCall == nil {
		// The entry call: no variadic argument.
		p, ok := m.mem.Alloc(ObjStack, 8, 16)
		if !ok {
			return Val{}, m.noResult("memory budget exhausted by a va_list's argument area")
		}
		return p, true
	}
	slots, size, align := vaArea(m.p.Layout, fr.vaCall, fr.vaFixed)
	p, ok := m.mem.Alloc(ObjStack, max(size, 8), align)
	if !ok {
		return Val{}, m.noResult("memory budget exhausted by a va_list's argument area")
	}
	for k, s := range slots {
		if k >= len(fr.varargs) {
			break
		}
		dst := p
		dst.Bits += s.off
		var ub UBKind
		if s.ty == nil {
			ub = m.mem.Copy(&dst, &fr.varargs[k], s.size, false, nil)
		} else {
			ub = m.mem.Store(s.ty, &dst, 1, &fr.varargs[k])
		}
		if ub != UBNone {
			return Val{}, m.fail(ub, fr.vaCall)
		}
	}
	return p, true
}

// vaArgABI runs the va_arg instruction on a target va_list: the next
// argument of type t from the area llvm.va_start made (see vaArea), the
// list moved past it.
func (m *Machine) vaArgABI(abi vaABI, in *inst, fr *frame) bool {
	t := in.src.Ty
	field := uint64(8) // overflow_arg_area
	if abi == vaAAPCS64 {
		field = 0 // __stack
	}
	at := fr.regs[in.a]
	at.Bits += field
	var cur Val
	if ub := m.mem.Load(ir.Ptr, &at, 1, &cur, nil); ub != UBNone {
		return m.fail(ub, in.src)
	}
	if cur.Poison || anyUndef(&cur) {
		return m.fail(UBImmediate, in.src)
	}
	l := m.p.Layout
	p := cur
	p.Bits = ir.AlignUp(p.Bits, max(l.ABIAlign(t), 8))
	if ub := m.mem.Load(t, &p, 1, &fr.regs[in.dst], nil); ub != UBNone {
		return m.fail(ub, in.src)
	}
	p.Bits += ir.AlignUp(l.StoreSize(t), 8)
	if ub := m.mem.Store(ir.Ptr, &at, 1, &p); ub != UBNone {
		return m.fail(ub, in.src)
	}
	return true
}
