package semantics

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Program is a module lowered for execution: every defined function is
// compiled once to a compact form (numbered registers, pre-resolved operands
// and branch targets), and every global and function has a fixed address.
// A Program is immutable once loaded, so several Machines (one per
// goroutine) may run it at once.
type Program struct {
	Module *ir.Module
	Layout *Layout

	heapHint uint64 // the storage of a run's initial objects (see Memory.heapHint)

	funcs   map[*ir.Function]*fn
	byName  map[string]*ir.Function
	objFunc map[uint32]*ir.Function // function objects by provenance id
	fnAddr  map[*ir.Function]Val
	globals []globalSlot
	// globalProv0 is the object id of globals[0] when the globals' ids
	// run on from it one by one (as layoutObjects allocates them), else
	// 0: see globalByProv.
	globalProv0 uint32
	// outGlobals indexes the defined, writable globals (whose final
	// contents a run returns); outBytes is the sum of their store sizes.
	outGlobals []int
	outBytes   uint64
	gAddr      map[*ir.Global]Val
	aliases    map[*ir.Alias]Val
	// resolving are the aliases whose aliasee layoutObjects is
	// evaluating: meeting one again is a cycle of aliases.
	resolving map[*ir.Alias]bool
	lowErr    map[*ir.Function]error // functions that could not be lowered
	// weakNull are the extern_weak declarations resolved to null (see
	// resolveWeak).
	weakNull []*ir.Function
	// argFuncs are the unknown functions pointer parameters may point to
	// (see argfunc.go): declarations outside the module.
	argFuncs []*ir.Function
	// nullValid: some function of the module is marked
	// null_pointer_is_valid (see Memory.nullValid).
	nullValid bool
	// uncertainGlobals: some global of the module is replaceable (see
	// replaceableGlobal): its contents differ from world to world.
	uncertainGlobals bool
	// va is the layout of the va_list llvm.va_start writes, by the
	// module's triple (see vaABI).
	va vaABI
	// slowOnly: the functions were lowered without exec's fast cases
	// (see load).
	slowOnly bool
}

// globalSlot is one global variable: its object and initial contents.
type globalSlot struct {
	g     *ir.Global
	ptr   Val
	init  Val // nil X and zero Bits for zeroinitializer is fine; hasInit false for declarations
	size  uint64
	store uint64 // the store size of its value type
	align uint64
	// unsupported explains why the initialiser cannot be represented, if so.
	unsupported string
}

// Load lowers a parsed module for execution. It fails only for modules it
// cannot lay out (a bad datalayout string), or when the package itself
// fails (a Go panic, recovered: the error then wraps a *PanicInfo);
// functions that use unsupported features still load and report
// "unsupported" when they run.
func Load(m *ir.Module) (*Program, error) { return load(m, false) }

// load is Load; slowOnly lowers every instruction without exec's fast
// cases, to the evaluator and the general memory and call paths (a test
// checks that both lowerings mean the same).
func load(m *ir.Module, slowOnly bool) (p *Program, err error) {
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, loadError(m, newPanicInfo(r, nil))
		}
	}()
	l, err := ParseLayout(m.DataLayout)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", m.Filename, err)
	}
	if err := unhonoured(m, l); err != nil {
		return nil, fmt.Errorf("load %s: %w", m.Filename, err)
	}
	nf, ng := len(m.Funcs), len(m.Globals)
	p = &Program{
		Module:  m,
		Layout:  l,
		funcs:   make(map[*ir.Function]*fn, nf),
		byName:  make(map[string]*ir.Function, nf),
		objFunc: make(map[uint32]*ir.Function, nf),
		fnAddr:  make(map[*ir.Function]Val, nf),
		globals: make([]globalSlot, 0, ng),
		gAddr:   make(map[*ir.Global]Val, ng),
		aliases: map[*ir.Alias]Val{},
		lowErr:  map[*ir.Function]error{},
		va:      vaABIOf(m.Triple),

		slowOnly: slowOnly,
	}
	m.NumberGlobals()
	for _, f := range m.Funcs {
		if f.Name != "" {
			p.byName[f.Name] = f
		}
		p.nullValid = p.nullValid || m.FnAttr(f.FnAttrs, "null_pointer_is_valid") != nil
	}
	// The address layout is fixed by allocating every object once, in the
	// order every machine allocates them again (see Machine.layoutMemory).
	mem := NewMemory(l, ^uint64(0))
	mem.addressesOnly = true
	p.makeArgFuncs()
	p.layoutObjects(mem)
	// The globals' storage, and that of the C library's three FILE objects
	// (216 bytes each, see layoutFiles).
	p.heapHint = mem.used + 3*216
	var defs []*ir.Function
	maxRes, maxBlocks := 0, 0
	for _, f := range m.Funcs {
		if !f.IsDeclaration() {
			defs = append(defs, f)
			n := len(f.Params)
			for _, b := range f.Blocks {
				for _, in := range b.Instrs {
					if in.HasResult() {
						n++
					}
				}
			}
			maxRes, maxBlocks = max(maxRes, n), max(maxBlocks, len(f.Blocks))
		}
	}
	lowered := make([]*fn, len(defs))
	errs := make([]error, len(defs))
	// One lowerer, reused for function after function, on this goroutine:
	// lowering on several cores saved little wall time on a Csmith program
	// and cost processor time, threads and page faults, and `irfuzz bench
	// csmith` compares with a single-threaded lli.
	lw := newLowerer(p, maxRes, maxBlocks)
	for i, f := range defs {
		lowered[i], errs[i] = lw.lowerSafely(f)
	}
	for i, f := range defs {
		if pi, ok := errs[i].(*PanicInfo); ok {
			return nil, loadError(m, pi)
		}
		if errs[i] != nil {
			p.lowErr[f] = errs[i]
			continue
		}
		lowered[i].id = len(p.funcs)
		p.funcs[f] = lowered[i]
	}
	for _, lf := range p.funcs {
		for i := range lf.calls {
			if d := lf.calls[i].direct; d != nil {
				lf.calls[i].target = p.funcs[d]
			}
		}
	}
	for _, lf := range p.funcs {
		for k := range lf.code {
			if in := &lf.code[k]; in.op == xCall && in.fl != 0 {
				leanCall(p, &lf.calls[in.aux], in.src)
			}
		}
	}
	return p, nil
}

// loadError is the error of a Load that panicked.
func loadError(m *ir.Module, p *PanicInfo) error {
	if m == nil {
		return fmt.Errorf("load: %w", p)
	}
	return fmt.Errorf("load %s: %w", m.Filename, p)
}

// LoadFile parses, verifies and loads the module in the file at path.
func LoadFile(path string) (*Program, error) {
	m, err := ir.ParseFile(path)
	if err != nil {
		return nil, err
	}
	if err := ir.Verify(m); err != nil {
		return nil, err
	}
	return Load(m)
}

// layoutObjects gives every global variable and function its object, in a
// fixed order, and evaluates global initialisers.
func (p *Program) layoutObjects(mem *Memory) {
	for _, g := range p.Module.Globals {
		size := p.Layout.AllocSize(g.ValueType)
		if size == 0 {
			size = 1
		}
		align := g.Align
		if align == 0 {
			align = p.Layout.PrefAlign(g.ValueType)
		}
		ptr, _ := mem.Alloc(ObjGlobal, size, align)
		p.gAddr[g] = ptr
		store := p.Layout.StoreSize(g.ValueType)
		// A declared global (another module defines it) is observable
		// too: its contents start as zeros, one world of many.
		if !g.IsConstant && (g.Init != nil || g.Linkage == ir.LinkageExternal || g.Linkage == ir.LinkageExternalExplicit) {
			p.outGlobals = append(p.outGlobals, len(p.globals))
			p.outBytes += store
		}
		p.globals = append(p.globals, globalSlot{g: g, ptr: ptr, size: size, store: store, align: align})
	}
	for _, g := range p.Module.Globals {
		p.uncertainGlobals = p.uncertainGlobals || replaceableGlobal(g)
	}
	if len(p.globals) > 0 {
		p.globalProv0 = p.globals[0].ptr.Prov
		for i := range p.globals {
			if p.globals[i].ptr.Prov != p.globalProv0+uint32(i) {
				p.globalProv0 = 0
				break
			}
		}
	}
	for _, f := range p.Module.Funcs {
		// One byte per block plus one, so blockaddress values are distinct
		// addresses inside the function's object.
		n := uint64(len(f.Blocks)) + 1
		ptr, _ := mem.Alloc(ObjFunction, n, p.Layout.FunctionAlign(f))
		p.fnAddr[f] = ptr
		p.objFunc[ptr.Prov] = f
	}
	for _, f := range p.argFuncs {
		ptr, _ := mem.Alloc(ObjFunction, 1, p.Layout.FunctionAlign(f))
		p.fnAddr[f] = ptr
		p.objFunc[ptr.Prov] = f
	}
	p.resolveWeak()
	for _, a := range p.Module.Aliases {
		v, err := p.constVal(a.Aliasee)
		if err != nil {
			v = Val{Poison: true}
		}
		p.aliases[a] = v
	}
	for i := range p.globals {
		gs := &p.globals[i]
		if gs.g.Init == nil {
			continue
		}
		v, err := p.constVal(gs.g.Init)
		if err != nil {
			gs.unsupported = err.Error()
			continue
		}
		gs.init = v
	}
}

// FuncByName returns the function called name, or nil.
func (p *Program) FuncByName(name string) *ir.Function { return p.byName[name] }

// unsupportedError is a feature the interpreter does not give a meaning to;
// running into it gives the outcome Unsupported, never a guess.
type unsupportedError struct{ what string }

func (e *unsupportedError) Error() string { return "unsupported: " + e.what }

func unsupported(format string, args ...any) error {
	return &unsupportedError{fmt.Sprintf(format, args...)}
}

// InitialImage returns the bytes global g holds before a run (its
// initialiser as laid out in memory; undetermined bits read as zero), or
// false when g is not a defined global of the program or its initialiser
// cannot be represented.
func (p *Program) InitialImage(g *ir.Global) ([]byte, bool) {
	bs, _, ok := p.InitialBytes(g)
	if !ok {
		return nil, false
	}
	out := make([]byte, len(bs))
	for k := range bs {
		out[k] = bs[k].Bits &^ (bs[k].Undef | bs[k].Poison)
	}
	return out, true
}

// Image lays out value v of type t as a store writes it; ok is false when
// some bit of the value is undef or poison (the value has no single
// image). The padding bits of a type whose width is not a whole number of
// bytes (i1, i65, <3 x i7>) are zero, as LLVM's code generators store
// them: a harness can then pass such arguments.
func (p *Program) Image(t *ir.Type, v *Val) (img []byte, ok bool) {
	if obj, _ := v.ArgObjectOf(); obj != nil {
		return nil, false // an argument object is memory, not an image
	}
	bs := make([]Byte, p.Layout.StoreSize(t))
	c := byteCodec{l: p.Layout, zeroPad: true} // a caller's image pads with 0
	c.encode(t, v, bs)
	img = make([]byte, len(bs))
	ok = true
	defined := fullyDefined(v)
	for k := range bs {
		if bs[k].Poison != 0 || (bs[k].Undef != 0 && !defined) {
			ok = false
		}
		img[k] = bs[k].Bits &^ (bs[k].Undef | bs[k].Poison)
	}
	return img, ok
}

// fullyDefined reports whether no part of v is poison or undef, lanes and
// fields included.
func fullyDefined(v *Val) bool {
	if v.X != nil && v.X.Lanes != nil {
		for k := range v.X.Lanes {
			if !fullyDefined(&v.X.Lanes[k]) {
				return false
			}
		}
		return !v.Poison
	}
	return v.IsDefined()
}

// FromImage reads a value of type t from its memory image (the inverse of
// Image).
func (p *Program) FromImage(t *ir.Type, img []byte) Val {
	bs := make([]Byte, len(img))
	for k := range img {
		bs[k].Bits = img[k]
	}
	var v Val
	decodeValue(p.Layout, t, bs, &v, ZeroChooser{})
	return v
}

// ImageBytes wraps raw bytes as fully determined memory bytes.
func ImageBytes(img []byte) []Byte {
	bs := make([]Byte, len(img))
	for k := range img {
		bs[k].Bits = img[k]
	}
	return bs
}

// globalByProv returns the global whose object id is prov, or nil: by
// index when the ids are dense (the constant getelementptr expressions of a
// Csmith program each looked one up, and a scan of the globals per
// expression was a tenth of lowering a large one).
func (p *Program) globalByProv(prov uint32) *globalSlot {
	if p.globalProv0 != 0 {
		if k := prov - p.globalProv0; prov >= p.globalProv0 && int(k) < len(p.globals) {
			return &p.globals[k]
		}
		return nil
	}
	return p.globalAt(func(g *globalSlot) bool { return g.ptr.Prov == prov })
}

// resolveWeak gives the extern_weak function declarations of a whole
// program (a module that defines main, to which nothing else is linked)
// that the C library does not define the null address: "the symbol is
// weak until linked, if not linked, the symbol becomes null instead of
// being an undefined reference" (Linkage Types, extern_weak). Their
// objects stay allocated, so the layout of the others does not move.
func (p *Program) resolveWeak() {
	if main := p.Module.Func("main"); main == nil || main.IsDeclaration() {
		return
	}
	for _, f := range p.Module.Funcs {
		if f.IsDeclaration() && f.Linkage == ir.LinkageExternWeak && libFuncs[f.Name] == nil && !strings.HasPrefix(f.Name, "llvm.") {
			p.fnAddr[f] = Val{}
			p.weakNull = append(p.weakNull, f)
		}
	}
}
