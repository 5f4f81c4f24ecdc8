package gen

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// paramUse is what a function may do through one of its pointer
// parameters, read off the IR: write through it, let it be kept, give it
// to an external function.
type paramUse struct{ writes, captures, extern bool }

// useAnalysis computes paramUse for the parameters of a module's defined
// functions, independently of the generator's bookkeeping.
type useAnalysis struct {
	cfg  Config
	memo map[*ir.Argument]*paramUse
}

// rootParam returns the parameter v is an address in (through GEPs), or nil.
func rootParam(v ir.Value) *ir.Argument {
	for {
		switch x := v.(type) {
		case *ir.Argument:
			return x
		case *ir.Instruction:
			if x.Op == ir.OpGetElementPtr {
				v = x.Operands[0]
				continue
			}
			if x.Op == ir.OpCall && returnsArgument(x) {
				v = x.Args()[0]
				continue
			}
		}
		return nil
	}
}

// returnsArgument reports whether call c returns its first argument's
// address: launder and strip of an invariant group.
func returnsArgument(c *ir.Instruction) bool {
	f, ok := c.Callee().(*ir.Function)
	return ok && (strings.HasPrefix(f.Name, "llvm.launder.invariant.group") ||
		strings.HasPrefix(f.Name, "llvm.strip.invariant.group"))
}

// intrinsicWrites reports whether a call of intrinsic name (not memcpy,
// memset and their kin) writes through its argument j: scatter and
// compressstore through their addresses. None captures.
func intrinsicWrites(name string, j int) bool {
	return j == 1 && (strings.HasPrefix(name, "llvm.masked.scatter") || strings.HasPrefix(name, "llvm.masked.compressstore"))
}

// externWrites reports whether external function f may write through its
// pointer parameter j, as its attributes say.
func externWrites(f *ir.Function, j int) bool {
	if p := f.Params[j].Attrs; p.Has("readonly") || p.Has("readnone") {
		return false
	}
	if a := f.FnAttrs.Get("memory"); a != nil {
		return a.Args == "argmem: readwrite"
	}
	for _, k := range []string{"readnone", "readonly", "inaccessiblememonly"} {
		if f.FnAttrs.Has(k) {
			return false
		}
	}
	return true
}

// externEvent reports whether external function f may write memory.
func externEvent(f *ir.Function) bool {
	if a := f.FnAttrs.Get("memory"); a != nil {
		return strings.Contains(a.Args, "write")
	}
	return !f.FnAttrs.Has("readnone") && !f.FnAttrs.Has("readonly")
}

// use returns what p's function may do through p.
func (a *useAnalysis) use(p *ir.Argument) *paramUse {
	if u := a.memo[p]; u != nil {
		return u
	}
	u := &paramUse{}
	a.memo[p] = u // a recursive call adds nothing to what the body does
	for _, blk := range p.Parent.Blocks {
		for _, i := range blk.Instrs {
			switch i.Op {
			case ir.OpStore:
				u.writes = u.writes || rootParam(i.Operands[1]) == p
				u.captures = u.captures || rootParam(i.Operands[0]) == p
			case ir.OpCall:
				callee := i.Callee().(*ir.Function)
				for j, arg := range i.Args() {
					if rootParam(arg) != p {
						continue
					}
					switch {
					case strings.HasPrefix(callee.Name, "llvm.mem"):
						u.writes = u.writes || j == 0
					case strings.HasPrefix(callee.Name, "llvm."):
						u.writes = u.writes || intrinsicWrites(callee.Name, j)
					case callee.IsDeclaration():
						u.writes = u.writes || externWrites(callee, j)
						u.captures = u.captures || !callee.Params[j].Attrs.Has("nocapture")
						u.extern = u.extern || externEvent(callee)
					case callee != p.Parent:
						cu := a.use(callee.Params[j])
						u.writes, u.captures, u.extern = u.writes || cu.writes, u.captures || cu.captures, u.extern || cu.extern
					}
				}
			}
		}
	}
	return u
}

// checkPtrParam reports the attributes of test parameter p that its
// function does not keep to.
func (a *useAnalysis) checkPtrParam(t *testing.T, seed uint64, p *ir.Argument) {
	t.Helper()
	u := a.use(p)
	where := fmt.Sprintf("seed %d @%s %%%s", seed, p.Parent.Name, p.Name)
	if p.Attrs.Has("readonly") && (u.writes || u.captures) {
		t.Errorf("%s: readonly, but the function may write through it or let it be kept (%+v)", where, *u)
	}
	if p.Attrs.Has("nocapture") && u.captures {
		t.Errorf("%s: nocapture, but the function may let it be kept", where)
	}
	align := uint64(1)
	if at := p.Attrs.Get("align"); at != nil {
		align = at.Int
	}
	deref := uint64(1 << 62)
	if at := p.Attrs.Get("dereferenceable"); at != nil {
		deref = at.Int
	}
	g := &gen{cfg: &a.cfg}
	for _, blk := range p.Parent.Blocks {
		for _, i := range blk.Instrs {
			switch {
			case i.Op == ir.OpGetElementPtr && i.Operands[0] == p:
				if size, _ := g.sizeAlign(i.ElemTy); size > deref || size > maxParamObject {
					t.Errorf("%s: an access within %d bytes, dereferenceable(%d)", where, size, deref)
				}
			case (i.Op == ir.OpLoad || i.Op == ir.OpStore) && rootParam(i.Operands[len(i.Operands)-1]) == p:
				if i.Align > align {
					t.Errorf("%s: an access assumes align %d, the parameter %d", where, i.Align, align)
				}
			case i.Op == ir.OpCall:
				callee := i.Callee().(*ir.Function)
				for j, arg := range i.Args() {
					if arg != p {
						continue
					}
					switch {
					case strings.HasPrefix(callee.Name, "llvm.mem"):
						if n := i.Args()[2].(*ir.Const); n.BigInt().Uint64() > deref {
							t.Errorf("%s: %s of %d bytes, dereferenceable(%d)", where, callee.Name, n.BigInt().Uint64(), deref)
						}
						if at := i.ArgAttrs()[j].Get("align"); at != nil && at.Int > align {
							t.Errorf("%s: %s assumes align %d, the parameter %d", where, callee.Name, at.Int, align)
						}
					case !callee.IsDeclaration() && align < objAlign:
						t.Errorf("%s: given to @%s, which assumes align %d, the parameter %d", where, callee.Name, objAlign, align)
					}
				}
			}
		}
	}
}

// TestPtrParamAttributes checks, on the IR alone, that every attribute of
// a test function's pointer parameter holds for what the body (with the
// helpers and external functions it calls) does: readonly, nocapture,
// dereferenceable(N) and align.
func TestPtrParamAttributes(t *testing.T) {
	for _, llvm := range []int{19, 14} {
		cfg := DefaultConfig()
		cfg.LLVM = llvm
		cfg.PtrParamRate, cfg.ExternCallRate = 1, 0.5
		params := map[string]int{}
		for seed := range uint64(200) {
			m, err := Generate(seed, cfg)
			if err != nil {
				t.Fatal(err)
			}
			a := &useAnalysis{cfg: cfg, memo: map[*ir.Argument]*paramUse{}}
			for _, f := range m.Funcs {
				if f.IsDeclaration() || f.Linkage == ir.LinkageInternal {
					continue
				}
				for _, p := range f.Params {
					if !p.Ty.IsPtr() {
						continue
					}
					params["all"]++
					for _, at := range p.Attrs.Attrs {
						params[at.Key]++
					}
					a.checkPtrParam(t, seed, p)
				}
			}
		}
		for _, k := range []string{"all", "readonly", "nocapture", "noalias", "nonnull", "align", "dereferenceable"} {
			if params[k] == 0 {
				t.Errorf("LLVM %d: no pointer parameter with %s in 200 modules", llvm, k)
			}
		}
	}
}

// checkPassedPointers reports the pointers f passes that an external call
// returned, which must come from one that may write memory (see
// body.externCall), and returns how many there are.
func checkPassedPointers(t *testing.T, seed uint64, f *ir.Function) int {
	t.Helper()
	n := 0
	for _, blk := range f.Blocks {
		for _, i := range blk.Instrs {
			if i.Op != ir.OpCall {
				continue
			}
			for _, a := range i.Args() {
				if c, ok := a.(*ir.Instruction); ok && c.Op == ir.OpCall && a.Type().IsPtr() {
					n++
					if callee := c.Callee().(*ir.Function); !externEvent(callee) {
						t.Errorf("seed %d: @%s passes on a pointer @%s returned, which writes no memory", seed, f.Name, callee.Name)
					}
				}
			}
		}
	}
	return n
}

// TestExternDeclarations checks the external functions: named @ext<N>
// (no C library function is), spelt for the configured release, the
// argument-memory-only ones take a pointer, and the pointers passed on
// come from ones that may write memory.
func TestExternDeclarations(t *testing.T) {
	name := regexp.MustCompile(`^ext[0-9]+$`)
	for _, llvm := range []int{19, 14} {
		cfg := DefaultConfig()
		cfg.LLVM = llvm
		cfg.ExternCallRate = 1
		n, passed := 0, 0
		for seed := range uint64(100) {
			m, err := Generate(seed, cfg)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range m.Funcs {
				passed += checkPassedPointers(t, seed, f)
				if !f.IsDeclaration() || strings.HasPrefix(f.Name, "llvm.") {
					continue
				}
				n++
				if !name.MatchString(f.Name) {
					t.Errorf("seed %d: external function @%s is not named ext<N>", seed, f.Name)
				}
				mem := f.FnAttrs.Get("memory")
				if llvm < 19 && mem != nil {
					t.Errorf("seed %d: LLVM 14 output has memory(%s) on @%s", seed, mem.Args, f.Name)
				}
				argOnly := f.FnAttrs.Has("argmemonly") || mem != nil && strings.HasPrefix(mem.Args, "argmem:")
				hasPtr := false
				for _, p := range f.Params {
					hasPtr = hasPtr || p.Ty.IsPtr()
				}
				if argOnly && !hasPtr {
					t.Errorf("seed %d: @%s only touches argument memory but takes no pointer", seed, f.Name)
				}
			}
		}
		if n == 0 {
			t.Errorf("LLVM %d: no external function in 100 modules", llvm)
		}
		if passed == 0 {
			t.Errorf("LLVM %d: no returned pointer passed on in 100 modules", llvm)
		}
	}
}

// TestStatsOpenWorld checks the statistics of pointer parameters and
// external calls on a hand-written module.
func TestStatsOpenWorld(t *testing.T) {
	src := `
define i32 @t0(ptr noalias nocapture dereferenceable(8) %a0, i32 %a1) {
bb0:
  %v0 = call i32 @ext0(ptr %a0, i32 %a1)
  %v1 = call ptr @ext1()
  call void @ext2(ptr %v1)
  ret i32 %v0
}
declare range(i32 0, 4) i32 @ext0(ptr nocapture, i32) memory(argmem: readwrite) nounwind
declare ptr @ext1() memory(none) nounwind willreturn
declare void @ext2(ptr)
`
	m, err := ir.Parse("stats.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	st := NewStats()
	st.Add(m)
	for _, k := range []string{"test:ptr-param", "test:ptr-param noalias", "test:ptr-param nocapture",
		"test:ptr-param dereferenceable", "extern:decl", "extern:effect argmem: readwrite", "extern:effect none",
		"extern:effect any", "extern:param nocapture", "extern:ret range", "extern:willreturn", "call:extern",
		"call:extern-ptr-arg param", "call:extern-ptr-arg call", "call:extern-ptr-result"} {
		if st.Rate(k) != 1 {
			t.Errorf("%s: rate %v, want 1", k, st.Rate(k))
		}
	}
	for _, k := range []string{"call:helper", "call:pointer-arg", "call:extern-from-helper", "test:ptr-param readonly"} {
		if st.Rate(k) != 0 {
			t.Errorf("%s: rate %v, want 0", k, st.Rate(k))
		}
	}
}
