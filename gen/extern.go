package gen

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/release"
)

// extern is one of the module's external functions: declared, never
// defined, named @ext<N> (no C library function has such a name, so LLVM
// knows nothing of it beyond its attributes). The checker answers its
// calls from a world that keeps to every attribute it has, so any
// attributes are honest; what they allow decides what a call may do to
// the objects it is given.
type extern struct {
	f    *ir.Function
	used bool // called somewhere: declared in the module
	// event: the function may write memory, so the checker observes
	// each call, naming the objects it is given.
	event bool
	// writes[i] and captures[i]: whether a call may write through its
	// pointer parameter i, and keep that pointer.
	writes, captures []bool
}

// The effects an external function may have, as its attributes say.
const (
	extPure         = iota // memory(none), often willreturn nounwind
	extRead                // memory(read)
	extArgRW               // memory(argmem: readwrite)
	extArgRead             // memory(argmem: read)
	extInaccessible        // memory(inaccessiblemem: readwrite)
	extAny                 // no memory attribute: reads and writes anything
	extKinds
)

var (
	externParamTypes = []*ir.Type{ir.Ptr, ir.Ptr, ir.Ptr, ir.I32, ir.I32, ir.I64, ir.I8, ir.I16, ir.I1, ir.Float, ir.Double}
	externRetTypes   = []*ir.Type{ir.Void, ir.Void, ir.Void, ir.I32, ir.I32, ir.I64, ir.I8, ir.I1, ir.Float, ir.Double, ir.Ptr, ir.Ptr}
)

// externPool makes the module's external functions (declared in the
// module only where called).
func (g *gen) externPool() {
	for k := range 1 + g.r.IntN(4) {
		g.externs = append(g.externs, g.extern(k))
	}
}

// callsExterns decides whether a function calls external functions, at
// Config.ExternCallRate.
func (g *gen) callsExterns() bool {
	return len(g.externs) > 0 && g.r.Float64() < g.cfg.ExternCallRate
}

// extern declares external function @ext<k>: zero to three parameters, a
// return type, a memory effect and parameter and return attributes, each
// spelt as the configured LLVM release spells it.
func (g *gen) extern(k int) *extern {
	r := g.r
	kind := r.IntN(extKinds)
	params := make([]*ir.Type, r.IntN(4))
	for i := range params {
		params[i] = externParamTypes[r.IntN(len(externParamTypes))]
	}
	if (kind == extArgRW || kind == extArgRead) && !hasPtr(params) {
		// A function that only touches argument memory is given some:
		// without a pointer argument LLVM may treat it as touching none.
		params = append(params, ir.Ptr)
	}
	ret := externRetTypes[r.IntN(len(externRetTypes))]
	f := ir.NewFunction(fmt.Sprintf("ext%d", k), ir.Func(ret, params, false))
	e := &extern{f: f, writes: make([]bool, len(params)), captures: make([]bool, len(params))}
	f.FnAttrs.Attrs = g.externEffects(kind)
	argWrite := kind == extArgRW || kind == extAny
	e.event = argWrite || kind == extInaccessible
	for i, p := range f.Params {
		if p.Ty != ir.Ptr {
			continue
		}
		e.captures[i] = r.IntN(2) == 0
		if !e.captures[i] {
			p.Attrs.Attrs = append(p.Attrs.Attrs, g.captureAttr())
		}
		e.writes[i] = argWrite
		if argWrite && r.IntN(3) == 0 {
			p.Attrs.Attrs = append(p.Attrs.Attrs, ir.Attr{Key: "readonly"})
			e.writes[i] = false
		}
	}
	switch {
	case ret.IsInt() && ret.Bits > 1 && g.has(release.RangeAttr) && r.IntN(4) == 0:
		// The world answers within the range: it holds 0 and 1, which
		// the world often answers, so that a few tries find an answer.
		lo := -int64(r.IntN(5))
		f.RetAttrs.Attrs = append(f.RetAttrs.Attrs,
			ir.Attr{Key: "range", Ty: ret, Args: fmt.Sprintf("%d, %d", lo, 2+r.IntN(15))})
	case ret != ir.Void && ret != ir.Ptr && r.IntN(4) == 0:
		f.RetAttrs.Attrs = append(f.RetAttrs.Attrs, ir.Attr{Key: "noundef"})
	}
	return e
}

// externEffects returns the function attributes of an external function
// of the given kind: its memory effect (memory(...) where the release has
// it, the older readnone, readonly, argmemonly, inaccessiblememonly
// before), and
// sometimes nounwind and willreturn.
func (g *gen) externEffects(kind int) []ir.Attr {
	var attrs []ir.Attr
	add := func(key string) { attrs = append(attrs, ir.Attr{Key: key}) }
	mem := func(args string) { attrs = append(attrs, ir.Attr{Key: "memory", Args: args}) }
	old := !g.has(release.MemoryAttr)
	switch kind {
	case extPure:
		if old {
			add("readnone")
		} else {
			mem("none")
		}
	case extRead:
		if old {
			add("readonly")
		} else {
			mem("read")
		}
	case extArgRW:
		if old {
			add("argmemonly")
		} else {
			mem("argmem: readwrite")
		}
	case extArgRead:
		if old {
			add("argmemonly")
			add("readonly")
		} else {
			mem("argmem: read")
		}
	case extInaccessible:
		if old {
			add("inaccessiblememonly")
		} else {
			mem("inaccessiblemem: readwrite")
		}
	}
	pure := kind == extPure || kind == extArgRead || kind == extRead
	if pure && g.r.IntN(3) != 0 || g.r.IntN(3) == 0 {
		add("nounwind")
		if g.r.IntN(2) == 0 || kind == extPure {
			add("willreturn")
		}
	}
	return attrs
}

func hasPtr(ts []*ir.Type) bool {
	for _, t := range ts {
		if t == ir.Ptr {
			return true
		}
	}
	return false
}

// externCall emits a call of a random external function: pool values for
// its scalar parameters, and for its pointers mostly a memory object (its
// base, or a leaf inside it) that the call may do to what it may, else
// null or a pointer an earlier call returned. A returned pointer is
// sometimes compared with null, and one a call that may write memory
// returned joins the pool (only external calls take pointers from it).
func (b *body) externCall() {
	g := b.g
	e := g.externs[g.r.IntN(len(g.externs))]
	args := make([]ir.Value, len(e.f.Params))
	for i, p := range e.f.Params {
		if p.Ty != ir.Ptr {
			args[i] = b.val(p.Ty)
			continue
		}
		args[i] = b.externPtr(objUse{write: e.writes[i], capture: e.captures[i], extern: e.event})
	}
	e.used = true
	c := b.call(e.f, args...)
	if c.Ty.IsFloatOrFloatVector() {
		c.FMF = b.fastMath()
	}
	if c.Ty != ir.Ptr {
		return
	}
	if e.event {
		// Only an event's pointer is passed on: a call that writes
		// nothing, given memory whose bytes are not all determined,
		// answers the source with poison, which the checker's world then
		// does not write through where the target's real pointer is
		// written through (a false alarm, reported against semantics).
		b.pool = append(b.pool, c)
	}
	if g.r.IntN(2) == 0 {
		cmp := ir.NewInstr(ir.OpICmp, ir.I1, c, ir.Zero(ir.Ptr))
		cmp.Pred = b.pickPred(ir.IntEQ, ir.IntNE)
		b.emit(cmp)
	}
}

// externPtr returns a pointer argument of an external call that may do u
// with the object it is given.
func (b *body) externPtr(u objUse) ir.Value {
	g := b.g
	if g.r.IntN(10) == 0 {
		return ir.Zero(ir.Ptr)
	}
	for k := len(b.pool) - 1; k >= 0; k-- {
		if b.pool[k].Type() == ir.Ptr {
			if g.r.IntN(3) != 0 { // a pointer an earlier call returned, mostly
				return b.pool[k]
			}
			break
		}
	}
	var objs []*memObj
	for _, o := range b.objs {
		if b.mayPass(o, u) {
			objs = append(objs, o)
		}
	}
	if len(objs) == 0 {
		return ir.Zero(ir.Ptr)
	}
	o := objs[g.r.IntN(len(objs))]
	o.passed(u)
	if g.r.IntN(4) == 0 {
		p, _, _ := b.access(o)
		return p
	}
	return o.ptr
}

func (b *body) pickPred(ps ...ir.Predicate) ir.Predicate { return ps[b.g.r.IntN(len(ps))] }
