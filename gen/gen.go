// Package gen generates random, well-formed LLVM IR modules that are free of
// undefined behaviour by construction, from one seed and a Config.
//
// A module holds global variables with initialisers, internal helper
// functions @h<N> (some recursive with a bounded depth argument, some taking
// a pointer to memory), and test entry points @t<N> that return a value.
// Everything is built through the ir API and printed with Module.String.
//
// How UB is avoided, by construction:
//   - divisors are frozen and or-ed with 1 (signed ones also shifted right
//     first, so they are positive and never -1);
//   - shift amounts are masked below the width (except at Config.UnmaskRate,
//     which gives poison, not UB);
//   - branch and switch conditions, GEP indices and loop bounds are frozen;
//   - loops count an induction variable from 0 to a bound <= MaxTripCount;
//     recursion stops at a frozen depth argument compared with MaxRecursion;
//   - GEP indices are constants in range or reduced modulo the array length;
//     access alignments never exceed what the address is known to have;
//   - stack objects are initialised by memset (or memcpy from a global)
//     before use, except at Config.UninitRate (reads of uninitialised
//     memory give undef, which tests the undef semantics);
//   - memcpy only copies between a fresh stack object and another object,
//     so source and destination never overlap;
//   - loops over the long arrays the loop vectorizer is given (64 to 256
//     elements) are made only in test functions outside other loops, so
//     that a call stays within a few thousand steps;
//   - the intrinsic families (intrinsics.go: conversions, stack and
//     objects, vectorizer shapes, constrained floating point) are each
//     used as their rules allow: stackrestore of the same statement's
//     stacksave, gathers at in-bounds addresses, constrained calls in
//     strictfp functions, and so on.
//
// Results the optimizers are to keep (what the comparisons of the
// constraint shapes decide, vector loops' reductions and searches) are
// stored to the module's sink global @sink, which the checker compares.
//
// Open-world parts, judged by the checker's argument objects and world
// (semantics/argmem.go, semantics/env.go):
//   - test functions may take pointer parameters (Config.PtrParamRate),
//     each a memory object of at most 64 bytes the body loads from and
//     stores to; its attributes say only what holds: dereferenceable(N)
//     with N the object's size, align N where every access assumes at
//     most N, noalias and nonnull (the checker's inputs keep to them),
//     readonly only when nothing writes through it (stores, memset,
//     memcpy, helpers, external calls), nocapture only when nothing may
//     keep it (no external call without nocapture, directly or through a
//     helper);
//   - functions may call a pool of declared external functions @ext<N>
//     (Config.ExternCallRate) whose attributes the checker's world keeps;
//     they are given pool values and pointers to memory objects, and a
//     pointer they return is passed on or compared with null, never
//     dereferenced.
package gen

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/release"
)

// Generate returns the module generated from seed with cfg. The same seed
// and configuration give the same module, byte for byte once printed.
func Generate(seed uint64, cfg Config) (*ir.Module, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("gen: %w", err)
	}
	cfg.ApplyAvoid()
	g := &gen{
		r:          rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
		cfg:        &cfg,
		m:          &ir.Module{},
		intrinsics: map[string]*ir.Function{},
		families:   familyRows(cfg.LLVM),
	}
	g.module()
	if g.err != nil {
		return nil, fmt.Errorf("gen: seed %d: %w", seed, g.err)
	}
	return g.m, nil
}

// gen holds the state of one module's generation.
type gen struct {
	r   *rand.Rand
	cfg *Config
	m   *ir.Module

	intrinsics map[string]*ir.Function // declarations by name (lookup only)
	decls      []*ir.Function          // the same, in creation order
	globals    []*memObj
	helpers    []*helper
	externs    []*extern    // the module's external functions (declared when called)
	err        error        // the first broken invariant (a generator bug), if any
	sink       *ir.Global   // the global observe stores to (made on first use), or nil
	i128Align  uint64       // the ABI alignment of i128 in the release's datalayout
	families   []intrFamily // the intrinsic families of the release (familyRows)
}

// helper is an internal function that tests (and later helpers) call.
type helper struct {
	f         *ir.Function
	recursive bool     // its first parameter is the recursion depth (i32)
	ptrElem   *ir.Type // the type of the object its pointer parameter points to, or nil
	ptrUse    objUse   // what a call may do with that object (as its body, and the calls it makes, do)
	// params and ret are the promises of its scalar parameters and
	// return value, which its callers and its returns keep (see keep).
	params []valuePromise
	ret    valuePromise
	// ptrWritable: its pointer parameter is writable, so callers give it
	// no object that may be read-only memory.
	ptrWritable bool
}

// objUse is what a call may do with an object it is given: write it, let
// an external function keep the pointer, give it to an external function
// that may write memory (whose calls the checker observes as events,
// naming the objects they are given).
type objUse struct{ write, capture, extern bool }

// memObj is a memory object a function may access: an alloca, a global or
// a pointer parameter, with the type of the object and its known alignment.
type memObj struct {
	ptr   ir.Value
	ty    *ir.Type
	align uint64
	local bool // an alloca of this function: distinct from every other object
	// mayBeConst: the object may be read-only memory (a pointer
	// parameter that is not writable), so it is not given to a callee
	// whose parameter is writable.
	mayBeConst bool
	// For a pointer parameter, what the body must keep to (the parameter
	// is to be readonly, nocapture) ...
	readOnly, noCapture bool
	// ... and what the body has done: written the object (stores,
	// memset, memcpy into it), and given it to calls (which may do what
	// used says).
	written bool
	used    objUse
}

// mayPass reports whether function b may give o to a call that may do u
// with it, without breaking what o's parameter is to promise. (Helpers'
// allocas and allocas memcpy copies between may go to external calls:
// the checker no longer tells apart the objects LLVM merges there, the
// inliner's one alloca for every call and MemCpyOpt's stack move.)
func (b *body) mayPass(o *memObj, u objUse) bool {
	return !(o.readOnly && (u.write || u.capture) || o.noCapture && u.capture)
}

// passed records that o was given to a call that may do u with it.
func (o *memObj) passed(u objUse) {
	o.used = objUse{o.used.write || u.write, o.used.capture || u.capture, o.used.extern || u.extern}
}

func (g *gen) module() {
	g.m.DataLayout = release.Layout(g.cfg.LLVM, "x86_64")
	g.i128Align = i128AlignOf(g.cfg.LLVM)
	g.m.Triple = "x86_64-unknown-linux-gnu"
	for k := range g.r.IntN(g.cfg.MaxGlobals + 1) {
		ty := g.memType()
		if k == 0 && g.cfg.Weights.VecLoop > 0 && g.r.IntN(4) != 0 {
			ty = g.longArray() // for the loop vectorizer (see vecLoop)
		}
		gv := ir.NewGlobal(fmt.Sprintf("g%d", k), ty, g.constInit(ty))
		gv.Align = objAlign
		g.m.AddGlobal(gv)
		g.globals = append(g.globals, &memObj{ptr: gv, ty: ty, align: objAlign})
	}
	if g.cfg.ExternCallRate > 0 {
		g.externPool()
	}
	for k := range g.r.IntN(g.cfg.MaxHelpers + 1) {
		g.helpers = append(g.helpers, g.helper(k))
	}
	n := g.cfg.MinTests + g.r.IntN(g.cfg.MaxTests-g.cfg.MinTests+1)
	for k := range n {
		g.test(k)
	}
	for _, e := range g.externs {
		if e.used {
			g.m.AddFunction(e.f)
		}
	}
	for _, d := range g.decls {
		g.m.AddFunction(d)
	}
}

// i128AlignOf is i128's ABI alignment in release llvm's x86-64
// datalayout: 16 where it says i128:128, else 8.
func i128AlignOf(llvm int) uint64 {
	if strings.Contains(release.Layout(llvm, "x86_64"), "-i128:128") {
		return 16
	}
	return 8
}

// helper builds internal function @h<k>, which may call the helpers before it.
func (g *gen) helper(k int) *helper {
	pal := g.palette()
	h := &helper{recursive: g.r.Float64() < g.cfg.RecurseRate && g.cfg.MaxRecursion > 0}
	var params []*ir.Type
	if h.recursive {
		params = append(params, ir.I32)
	}
	for range g.r.IntN(g.cfg.MaxParams + 1) {
		params = append(params, pal.any(g.r))
	}
	if g.r.IntN(3) == 0 {
		h.ptrElem = g.memType()
		params = append(params, ir.Ptr)
	}
	ret := pal.any(g.r)
	f := ir.NewFunction(fmt.Sprintf("h%d", k), ir.Func(ret, params, false))
	f.Linkage = ir.LinkageInternal
	h.f = f
	g.m.AddFunction(f)
	first := 0
	if h.recursive {
		first = 1
	}
	h.params, h.ret = g.promiseParams(f, first, true)
	var pp ptrPromises
	if h.ptrElem != nil {
		size, _ := g.sizeAlign(h.ptrElem)
		p := f.Params[len(f.Params)-1]
		p.Attrs.Attrs, pp = g.ptrAttrs(size, objAlign, true, true)
		h.ptrWritable = pp.writable
	}
	b := g.newBody(f, pal, g.helpers)
	b.retProm = &h.ret
	var obj *memObj
	if h.ptrElem != nil {
		obj = &memObj{ptr: f.Params[len(f.Params)-1], ty: h.ptrElem, align: objAlign, mayBeConst: !pp.writable}
		b.objs = append(b.objs, obj)
		if pp.initializes { // the first thing the helper does: write all of it
			b.memset(obj, ir.NewInt(ir.I8, int64(g.r.IntN(256))))
			obj.written = true
		}
	}
	b.externs = g.callsExterns()
	b.prologue()
	if h.recursive {
		b.recurse(h)
	}
	b.body(g.cfg.HelperBudget)
	b.ret()
	b.finishStrict()
	if obj != nil {
		h.ptrUse = obj.used
		h.ptrUse.write = h.ptrUse.write || obj.written
		if !h.ptrUse.capture && g.r.IntN(2) == 0 {
			p := f.Params[len(f.Params)-1]
			p.Attrs.Attrs = append(p.Attrs.Attrs, g.captureAttr())
		}
	}
	return h
}

// test builds the test entry point @t<k>, with pointer parameters at
// Config.PtrParamRate.
func (g *gen) test(k int) {
	pal := g.palette()
	var params []*ir.Type
	for range 1 + g.r.IntN(g.cfg.MaxParams+1) {
		params = append(params, pal.any(g.r))
	}
	params = g.withPtrParams(params)
	f := ir.NewFunction(fmt.Sprintf("t%d", k), ir.Func(pal.any(g.r), params, false))
	g.m.AddFunction(f)
	// No noundef: the checker's inputs may be poison or undef.
	_, ret := g.promiseParams(f, 0, false)
	b := g.newBody(f, pal, g.helpers)
	b.retProm = &ret
	var pps []*ptrParam
	for _, p := range f.Params {
		if p.Ty == ir.Ptr {
			pp := g.ptrParam(p, b.callees)
			pps = append(pps, pp)
			b.objs = append(b.objs, pp.obj)
		}
	}
	for _, pp := range pps {
		if pp.initializes { // the first thing the test does: write all of it
			b.memset(pp.obj, ir.NewInt(ir.I8, int64(g.r.IntN(256))))
			pp.obj.written = true
		}
	}
	b.externs = g.callsExterns()
	b.long = true
	b.prologue()
	b.body(g.cfg.TestBudget)
	b.ret()
	b.finishStrict()
	for _, pp := range pps {
		g.finishPtrParam(pp)
	}
}

// registered returns the declaration of the registry's intrinsic name
// (the name without type suffixes) on the overloaded types slots, its
// name and type instantiated from its signature (ir.IntrinsicInfo.Instantiate).
// An intrinsic or types the registry refuses are a generator bug: the
// error goes to g.err, and the declaration returned has no parameters.
func (g *gen) registered(name string, slots ...*ir.Type) *ir.Function {
	in := ir.LookupIntrinsic(name)
	if in == nil || in.Name != name {
		if g.err == nil {
			g.err = fmt.Errorf("intrinsic %s is not in the registry", name)
		}
		return g.declare(name, ir.Func(ir.Void, nil, false))
	}
	full, ft, err := in.Instantiate(slots...)
	if err != nil {
		if g.err == nil {
			g.err = err
		}
		return g.declare(name, ir.Func(ir.Void, nil, false))
	}
	return g.declare(full, ft)
}

// declare returns the declaration of the intrinsic name of type ft,
// creating it on first use.
func (g *gen) declare(name string, ft *ir.Type) *ir.Function {
	if f := g.intrinsics[name]; f != nil {
		return f
	}
	f := ir.NewFunction(name, ft)
	g.intrinsics[name] = f
	g.decls = append(g.decls, f)
	return f
}

// palette is the set of value types one function mostly computes with.
type palette struct {
	ints   []*ir.Type // scalar integer types
	floats []*ir.Type // scalar float types
	vecs   []*ir.Type // fixed vector types
}

// any returns a random type of the palette, as a parameter or return type.
func (p *palette) any(r *rand.Rand) *ir.Type {
	n := len(p.ints) + len(p.floats) + len(p.vecs)
	k := r.IntN(n)
	if k < len(p.ints) {
		return p.ints[k]
	}
	k -= len(p.ints)
	if k < len(p.floats) {
		return p.floats[k]
	}
	return p.vecs[k-len(p.floats)]
}

// intLike returns a scalar or vector integer type of the palette.
func (p *palette) intLike(r *rand.Rand) *ir.Type {
	var iv []*ir.Type
	for _, v := range p.vecs {
		if v.Elem.IsInt() {
			iv = append(iv, v)
		}
	}
	if len(iv) > 0 && r.IntN(3) == 0 {
		return iv[r.IntN(len(iv))]
	}
	return p.ints[r.IntN(len(p.ints))]
}

// floatLike returns a scalar or vector float type of the palette, or nil.
func (p *palette) floatLike(r *rand.Rand) *ir.Type {
	var fv []*ir.Type
	for _, v := range p.vecs {
		if v.Elem.IsFloat() {
			fv = append(fv, v)
		}
	}
	if len(fv) > 0 && (len(p.floats) == 0 || r.IntN(3) == 0) {
		return fv[r.IntN(len(fv))]
	}
	if len(p.floats) == 0 {
		return nil
	}
	return p.floats[r.IntN(len(p.floats))]
}

// vecOf returns the palette's vectors whose element is an integer (ints)
// or a float (!ints).
func (p *palette) vecOf(ints bool) []*ir.Type {
	var out []*ir.Type
	for _, v := range p.vecs {
		if v.Elem.IsInt() == ints {
			out = append(out, v)
		}
	}
	return out
}

var (
	oddWidths   = []uint32{2, 3, 5, 7, 9, 12, 17, 24, 31, 33, 48, 63, 65, 96, 127}
	wideWidths  = []uint32{128, 128, 128, 65, 256}
	floatTypes  = []*ir.Type{ir.Half, ir.Float, ir.Float, ir.Double, ir.Double}
	commonWidth = []uint32{1, 8, 16, 32, 32, 32, 64, 64}
)

// intType returns a random integer type.
func (g *gen) intType() *ir.Type {
	x := g.r.Float64()
	switch {
	case x < g.cfg.OddWidthRate:
		return ir.Int(oddWidths[g.r.IntN(len(oddWidths))])
	case x < g.cfg.OddWidthRate+g.cfg.WideIntRate:
		return ir.Int(wideWidths[g.r.IntN(len(wideWidths))])
	}
	return ir.Int(commonWidth[g.r.IntN(len(commonWidth))])
}

// palette draws the value types of one function.
func (g *gen) palette() palette {
	var p palette
	p.ints = append(p.ints, ir.I32)
	for range 1 + g.r.IntN(2) {
		p.ints = appendNew(p.ints, g.intType())
	}
	if g.r.Float64() < g.cfg.FloatRate {
		for range 1 + g.r.IntN(2) {
			p.floats = appendNew(p.floats, floatTypes[g.r.IntN(len(floatTypes))])
		}
	}
	if g.r.Float64() < g.cfg.VectorRate {
		for range 1 + g.r.IntN(2) {
			n := uint64(2) << g.r.IntN(3) // 2, 4, 8
			var elem *ir.Type
			if len(p.floats) > 0 && g.r.IntN(2) == 0 {
				elem = p.floats[g.r.IntN(len(p.floats))]
			} else {
				elem = ir.Int([]uint32{1, 8, 16, 32, 64, 32}[g.r.IntN(6)])
			}
			p.vecs = appendNew(p.vecs, ir.Vector(n, elem, false))
		}
	}
	return p
}

func appendNew(ts []*ir.Type, t *ir.Type) []*ir.Type {
	for _, x := range ts {
		if x == t {
			return ts
		}
	}
	return append(ts, t)
}
