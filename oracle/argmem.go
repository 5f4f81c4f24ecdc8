package oracle

import (
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// Argument memory natively: an input whose pointer arguments point into
// argument objects (semantics.ArgPointer) is passed to the program with
// those objects laid out in the harness's arena (native.Memory), each
// followed by a guard page, and the region printed after the call gives
// the objects' final bytes, which the judge compares with the source's
// Outcome.Objects by name ("%argN"). A harness for a module that calls
// free wraps it, so that an object freed is inaccessible afterwards and
// the run says which objects were freed.

// imagesOf lays out the arguments of one input for the harness: each
// argument's image (a zero image of a pointer for one into an argument
// object) and the input's argument memory (nil when it has none), its
// objects aligned to at most claim (0: as the reference semantics aligns
// them; see claimedAlign). imgs is nil when the harness cannot pass the
// input: an argument is poison or undef, an object has undetermined
// initial bytes, or the objects do not fit the arena.
func imagesOf(p *semantics.Program, f *ir.Function, in []semantics.Val, claim uint64) (imgs [][]byte, mem *native.Memory) {
	imgs = make([][]byte, len(in))
	var objs []*semantics.ArgObject
	for i := range in {
		obj, off := in[i].ArgObjectOf()
		if obj == nil {
			img, ok := p.Image(f.Params[i].Ty, &in[i])
			if !ok {
				return nil, nil
			}
			imgs[i] = img
			continue
		}
		imgs[i] = make([]byte, p.Layout.StoreSize(f.Params[i].Ty))
		if mem == nil {
			mem = &native.Memory{}
		}
		k := objectIndex(objs, obj)
		if k == len(objs) {
			o, ok := nativeObject(obj, claim)
			if !ok {
				return nil, nil
			}
			objs = append(objs, obj)
			mem.Objects = append(mem.Objects, o)
		}
		mem.Ptrs = append(mem.Ptrs, native.ArgPtr{Param: i, Object: k, Off: off})
	}
	if mem != nil {
		params := make([]string, len(f.Params))
		for i, a := range f.Params {
			params[i] = a.Ty.String()
		}
		if mem.Check(params) != "" {
			return nil, nil
		}
	}
	return imgs, mem
}

// objectIndex is the index of obj in objs, len(objs) when absent.
func objectIndex(objs []*semantics.ArgObject, obj *semantics.ArgObject) int {
	for k, o := range objs {
		if o == obj {
			return k
		}
	}
	return len(objs)
}

// nativeObject is obj as the harness lays it out, aligned to at most
// claim (0: no bound); false when one of its initial bytes is not
// determined (undef or poison: a program's memory holds one value).
func nativeObject(obj *semantics.ArgObject, claim uint64) (native.ArgObject, bool) {
	a := max(obj.Align, 1)
	if obj.Align > native.MaxArgAlign {
		return native.ArgObject{}, false
	}
	if claim > 0 {
		a = min(a, claim)
	}
	o := native.ArgObject{Bytes: make([]byte, len(obj.Bytes)), Align: int(a)}
	for j, b := range obj.Bytes {
		if b.Undef != 0 || b.Poison != 0 {
			return o, false
		}
		o.Bytes[j] = b.Bits
	}
	return o, true
}

// nativeOutcomes says why the source outcomes outs of one input cannot be
// compared with a program's ("" when they can): the source frees an
// argument object, and the harness does not wrap free or the module may
// free it otherwise (realloc: the harness's objects are not the C
// library's).
func nativeOutcomes(outs []semantics.Outcome, freeOK bool) string {
	for k := range outs {
		for _, o := range outs[k].Objects {
			if o.Freed && !freeOK {
				return "the source frees argument object " + o.Name
			}
		}
	}
	return ""
}

// wrapsFree reports whether the harness for module m wraps free (see
// native.Harness.WrapFree): m calls the C library's free (declares it).
func wrapsFree(m *ir.Module) bool {
	f := m.Func("free")
	return f != nil && f.IsDeclaration()
}

// freesOnlyByFree reports whether the argument objects a source run of
// module m frees are freed by free, which the harness wraps: m declares
// free and not realloc.
func freesOnlyByFree(m *ir.Module) bool {
	return wrapsFree(m) && m.Func("realloc") == nil
}

// claimedAlign is the largest alignment that the code of module m states
// of any pointer (load, store and atomic alignments, align attributes of
// parameters, results and call sites), at least 1: all that a correct
// compilation may assume of an argument object's address, so that the
// harness may place the objects at that alignment rather than the larger
// one the reference semantics gives them (which lets a small object end
// at its guard page). 0 when m may see more of an address (ptrtoint,
// llvm.ptrmask) or states alignment in a way not read here (an operand
// bundle, !align metadata, masked and vector-predicated intrinsics): the
// objects keep the semantics' alignment then.
func claimedAlign(m *ir.Module, lay *semantics.Layout) uint64 {
	claim := uint64(1)
	attrs := func(l ir.AttrList) {
		if a := l.Get("align"); a != nil {
			claim = max(claim, a.Int)
		}
	}
	for _, f := range m.Funcs {
		attrs(f.RetAttrs)
		for _, p := range f.Params {
			attrs(p.Attrs)
		}
	}
	for _, in := range m.Instructions() {
		a, ok := instrAlign(in, lay, attrs)
		if !ok {
			return 0
		}
		claim = max(claim, a)
	}
	return claim
}

// instrAlign is the alignment instruction in states of a pointer it
// accesses (0 for none; a call's attributes go to attrs); false when it
// may see more of an address than its alignment (see claimedAlign).
func instrAlign(in *ir.Instruction, lay *semantics.Layout, attrs func(ir.AttrList)) (uint64, bool) {
	for _, md := range in.Metadata() {
		if md.Kind == "align" {
			return 0, false
		}
	}
	if in.Op.Info().AddressBits && len(in.Operands) > 0 && in.Operands[0].Type().IsPtrOrPtrVector() {
		return 0, false // ptrtoint, ptrtoaddr: every bit of the address
	}
	var t *ir.Type
	switch in.Op {
	case ir.OpLoad:
		t = in.Ty
	case ir.OpStore, ir.OpCmpXchg, ir.OpAtomicRMW:
		t = in.Operands[len(in.Operands)-1].Type()
		if in.Op == ir.OpStore {
			t = in.Operands[0].Type()
		}
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		if len(in.Bundles()) > 0 {
			return 0, false
		}
		if f, ok := in.Operands[0].(*ir.Function); ok {
			for _, p := range []string{"llvm.masked.", "llvm.vp.", "llvm.experimental.vp.", "llvm.ptrmask"} {
				if strings.HasPrefix(f.Name, p) {
					return 0, false
				}
			}
		}
		attrs(in.RetAttrs())
		for _, l := range in.ArgAttrs() {
			attrs(l)
		}
		return 0, true
	default:
		return 0, true
	}
	if in.Align != 0 {
		return in.Align, true
	}
	// No alignment written: the type's ABI alignment, or (atomics) its
	// size.
	if t.Kind == ir.VectorType && t.Scalable {
		return 0, false
	}
	a := lay.ABIAlign(t)
	for n := lay.StoreSize(t); a < n && a < native.MaxArgAlign; {
		a *= 2
	}
	return a, true
}

// objectNames names the objects of input memory m as the reference
// semantics does: "%argN", N the first parameter pointing into it.
func objectNames(m *native.Memory) []string {
	names := make([]string, len(m.Objects))
	for _, p := range m.Ptrs {
		if names[p.Object] == "" {
			names[p.Object] = fmt.Sprintf("%%arg%d", p.Param)
		}
	}
	return names
}

// observedObjects turns the printed region of input memory m (its
// windows) and freed flags into the final argument objects of a run (nil
// when the region is missing).
func observedObjects(m *native.Memory, region, freed []byte) []semantics.ObjectBytes {
	if m == nil || region == nil {
		return nil
	}
	bs := m.ObjectBytes(region)
	if bs == nil {
		return nil
	}
	names := objectNames(m)
	gone := m.FreedObjects(freed)
	out := make([]semantics.ObjectBytes, len(bs))
	for k := range bs {
		if gone[k] {
			out[k] = semantics.ObjectBytes{Name: names[k], Freed: true}
			continue
		}
		out[k] = semantics.ObjectBytes{Name: names[k], Bytes: semantics.ImageBytes(bs[k])}
	}
	return out
}

// strayWrite says how the printed region of input memory m (its windows)
// shows a write outside the argument objects, which the source never
// makes (it would be undefined behaviour there); "" when it shows none.
func strayWrite(m *native.Memory, region []byte) string {
	if m == nil || region == nil {
		return ""
	}
	obj, off, x, ok := m.StrayByte(region)
	if !ok {
		return ""
	}
	name := objectNames(m)[obj]
	return fmt.Sprintf("the target writes outside the argument objects: byte %d from the start of %s (of %d bytes) is %#02x", off, name, len(m.Objects[obj].Bytes), x)
}

// stepAddrs adds to addrs (a copy is returned) the run's address of each
// argument object of input memory m: the arena's address (from the start
// line, nil when unknown) plus its offset there.
func stepAddrs(addrs map[string]uint64, arena []byte, m *native.Memory, lay *semantics.Layout) map[string]uint64 {
	if m == nil || len(arena) != 8 {
		return addrs
	}
	base := binary.LittleEndian.Uint64(arena)
	if lay.BigEndian {
		base = binary.BigEndian.Uint64(arena)
	}
	out := make(map[string]uint64, len(addrs)+len(m.Objects))
	for n, a := range addrs {
		out[n] = a
	}
	offs, _ := m.Place()
	for k, n := range objectNames(m) {
		out[n] = base + uint64(offs[k])
	}
	return out
}

// objectAddrs are the Addrs of input memory m's objects in a witness
// harness's arena, by name.
func objectAddrs(m *native.Memory) map[string]native.Addr {
	out := map[string]native.Addr{}
	if m == nil {
		return out
	}
	offs, _ := m.Place()
	for k, n := range objectNames(m) {
		out[n] = native.Addr{Object: native.ArenaObject, Offset: int64(offs[k])}
	}
	return out
}

// argObjectLine reports whether an inputs file line of a ptr parameter is
// an argument object (`ptr [4 x i8] <...>`, `ptr &0+4`) rather than a
// value.
func argObjectLine(t *ir.Type, line string) bool {
	if !t.IsPtr() || strings.Contains(line, "; image ") {
		return false
	}
	s := strings.TrimPrefix(strings.TrimSpace(line), t.String()+" ")
	return strings.HasPrefix(s, "[") || strings.HasPrefix(s, "&")
}
