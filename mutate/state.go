package mutate

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// state is one step's view of the module being mutated: the random
// source, the config, and per-function facts (dominators, names) computed
// on demand.
type state struct {
	m     *ir.Module
	r     *rand.Rand
	cfg   *Config
	funcs map[*ir.Function]*funcInfo
	// only, when set, is the one function the operators change (Batch).
	only *ir.Function
}

func newState(m *ir.Module, r *rand.Rand, cfg *Config) *state {
	return &state{m: m, r: r, cfg: cfg, funcs: map[*ir.Function]*funcInfo{}}
}

// funcInfo holds what the operators need to know of one function.
type funcInfo struct {
	f     *ir.Function
	reach map[*ir.Block]bool
	idom  map[*ir.Block]*ir.Block // the entry's idom is itself
	names map[string]bool
	next  int // for fresh names
}

// info computes (once per step) the dominator tree and names of f.
func (s *state) info(f *ir.Function) *funcInfo {
	if fi := s.funcs[f]; fi != nil {
		return fi
	}
	fi := &funcInfo{f: f, reach: f.Reachable(), names: map[string]bool{}}
	fi.dominators()
	for _, a := range f.Params {
		fi.names[a.Name] = true
	}
	for _, b := range f.Blocks {
		fi.names[b.Name] = true
		for _, i := range b.Instrs {
			fi.names[i.Name] = true
		}
	}
	s.funcs[f] = fi
	return fi
}

// fresh returns a local name unused in the function.
func (fi *funcInfo) fresh(prefix string) string {
	for {
		fi.next++
		n := fmt.Sprintf("%s%d", prefix, fi.next)
		if !fi.names[n] {
			fi.names[n] = true
			return n
		}
	}
}

// dominators computes the immediate dominators of the reachable blocks
// (Cooper, Harvey and Kennedy's iterative algorithm over reverse postorder).
func (fi *funcInfo) dominators() {
	f := fi.f
	fi.idom = map[*ir.Block]*ir.Block{}
	if len(f.Blocks) == 0 {
		return
	}
	var post []*ir.Block
	seen := map[*ir.Block]bool{}
	var walk func(b *ir.Block)
	walk = func(b *ir.Block) {
		seen[b] = true
		for _, s := range b.Successors() {
			if !seen[s] && s.Parent == f {
				walk(s)
			}
		}
		post = append(post, b)
	}
	walk(f.Blocks[0])
	num := make(map[*ir.Block]int, len(post))
	for k, b := range post {
		num[b] = k
	}
	preds := map[*ir.Block][]*ir.Block{}
	for _, b := range post {
		for _, s := range b.Successors() {
			if seen[s] {
				preds[s] = append(preds[s], b)
			}
		}
	}
	entry := f.Blocks[0]
	fi.idom[entry] = entry
	intersect := func(a, b *ir.Block) *ir.Block {
		for a != b {
			for num[a] < num[b] {
				a = fi.idom[a]
			}
			for num[b] < num[a] {
				b = fi.idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for k := len(post) - 1; k >= 0; k-- {
			b := post[k]
			if b == entry {
				continue
			}
			var nd *ir.Block
			for _, p := range preds[b] {
				if fi.idom[p] == nil {
					continue
				}
				if nd == nil {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != nil && fi.idom[b] != nd {
				fi.idom[b] = nd
				changed = true
			}
		}
	}
}

// dominates reports whether block a dominates block b (both reachable).
func (fi *funcInfo) dominates(a, b *ir.Block) bool {
	for {
		if a == b {
			return true
		}
		p := fi.idom[b]
		if p == nil || p == b {
			return false
		}
		b = p
	}
}

// scope lists the values of type t available just before instruction k of
// block b (k = len(b.Instrs) for its end): the arguments, the results of
// the instructions above it in b, and those of the blocks dominating b.
// Terminator results (invoke) and tokens are left out.
func (fi *funcInfo) scope(b *ir.Block, k int, t *ir.Type) []ir.Value {
	var out []ir.Value
	if !fi.reach[b] {
		return nil
	}
	for _, a := range fi.f.Params {
		if a.Ty == t {
			out = append(out, a)
		}
	}
	add := func(is []*ir.Instruction) {
		for _, i := range is {
			if i.HasResult() && i.Ty == t && !i.Op.IsTerminator() {
				out = append(out, i)
			}
		}
	}
	for _, d := range fi.f.Blocks {
		if d != b && fi.reach[d] && fi.dominates(d, b) {
			add(d.Instrs)
		}
	}
	add(b.Instrs[:k])
	return out
}

// scopeAt is the scope of operand k of i: just before i, or for a phi,
// at the end of the incoming block.
func (fi *funcInfo) scopeAt(i *ir.Instruction, k int, t *ir.Type) []ir.Value {
	if i.Op == ir.OpPhi {
		p := i.Incoming()[k]
		return fi.scope(p, len(p.Instrs), t)
	}
	return fi.scope(i.Parent, i.Index(), t)
}

// defined returns the function definitions of the module that operators
// may change: with a body, no exception handling and no blockaddress of
// their blocks taken (those constants are not tracked by use lists).
func (s *state) defined() []*ir.Function {
	var out []*ir.Function
	for _, f := range s.m.Funcs {
		if s.only != nil && f != s.only {
			continue
		}
		if f.IsDeclaration() || f.Personality != nil || unsupported(f) {
			continue
		}
		out = append(out, f)
	}
	return out
}

// unsupported reports whether f has what the operators leave alone:
// exception handling, va_arg, indirectbr, blockaddress constants, tokens
// (convergence control, coroutines), musttail calls, and intrinsics with
// rules about where they stand (deoptimize must be returned, a
// thread-local address is taken of a global).
func unsupported(f *ir.Function) bool {
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if isEH(i.Op) || (i.HasResult() && i.Ty.Kind == ir.TokenType) || i.Flags&ir.MustTail != 0 {
				return true
			}
			if i.Op == ir.OpCall {
				if c, ok := i.Callee().(*ir.Function); ok && slices.ContainsFunc(placedIntrinsics, func(p string) bool { return strings.HasPrefix(c.Name, p) }) {
					return true
				}
			}
			for _, op := range i.Operands {
				if c, ok := op.(*ir.Const); ok && strings.Contains(c.Ident(), "blockaddress") {
					return true
				}
			}
		}
	}
	return false
}

// placedIntrinsics are the names of ir's placed intrinsics (rules about
// where their calls stand or what their arguments are). A call is placed
// when its callee's name merely starts with one: "llvm.experimental."
// covers every experimental intrinsic, also those the registry files
// under another class.
var placedIntrinsics = func() []string {
	var out []string
	for _, in := range ir.IntrinsicsOf(ir.IntrinsicPlaced) {
		out = append(out, in.Name)
	}
	return out
}()

// isEH reports whether op is an exception-handling instruction.
func isEH(op ir.Opcode) bool {
	switch op {
	case ir.OpInvoke, ir.OpCallBr, ir.OpResume, ir.OpCatchSwitch, ir.OpCatchRet, ir.OpCleanupRet,
		ir.OpLandingPad, ir.OpCatchPad, ir.OpCleanupPad, ir.OpIndirectBr, ir.OpVAArg:
		return true
	}
	return false
}

// site is an instruction of a reachable block of a function the operators
// may change.
type site struct {
	fi *funcInfo
	i  *ir.Instruction
}

// sites lists the instructions for which keep is true, in reachable blocks
// of the functions the operators may change, in module order.
func (s *state) sites(keep func(*ir.Instruction) bool) []site {
	var out []site
	for _, bs := range s.blocks(func(*ir.Block) bool { return true }) {
		for _, i := range bs.b.Instrs {
			if keep(i) {
				out = append(out, site{bs.fi, i})
			}
		}
	}
	return out
}

// blockSite is a reachable block of a function the operators may change.
type blockSite struct {
	fi *funcInfo
	b  *ir.Block
}

// blocks lists the reachable blocks (with a terminator) for which keep is
// true.
func (s *state) blocks(keep func(*ir.Block) bool) []blockSite {
	var out []blockSite
	for _, f := range s.defined() {
		fi := s.info(f)
		for _, b := range f.Blocks {
			if fi.reach[b] && b.Terminator() != nil && keep(b) {
				out = append(out, blockSite{fi, b})
			}
		}
	}
	return out
}

// operand is operand k of instruction i.
type operand struct {
	fi *funcInfo
	i  *ir.Instruction
	k  int
}

// operands lists the replaceable operands (see replaceable) for which keep
// is true.
func (s *state) operands(keep func(i *ir.Instruction, k int) bool) []operand {
	var out []operand
	for _, st := range s.sites(func(*ir.Instruction) bool { return true }) {
		for k := range st.i.Operands {
			if replaceable(st.i, k) && keep(st.i, k) {
				out = append(out, operand{st.fi, st.i, k})
			}
		}
	}
	return out
}

// valueType reports whether t is a type operators make values of: integers,
// IEEE floats, pointers and fixed vectors of integers and floats.
func valueType(t *ir.Type) bool {
	switch {
	case t.IsInt(), t.IsPtr():
		return true
	case t.IsFloat():
		return floatFormat(t)
	case t.Kind == ir.VectorType && !t.Scalable:
		return t.Elem.IsInt() || (t.Elem.IsFloat() && floatFormat(t.Elem))
	}
	return false
}

// floatFormat: the float types whose constants the operators can make.
func floatFormat(t *ir.Type) bool {
	switch t.Kind {
	case ir.HalfType, ir.BFloatType, ir.FloatType, ir.DoubleType:
		return true
	}
	return false
}

// replaceable reports whether operand k of i may be given another value of
// its type without breaking a rule of the IR: not a callee, a label, a
// switch case value, a struct index, an alloca size, or an intrinsic's
// constant argument (which may be an immarg).
func replaceable(i *ir.Instruction, k int) bool {
	v := i.Operands[k]
	if v == nil || !valueType(v.Type()) || isEH(i.Op) {
		return false
	}
	if i.Op == ir.OpPhi && (slices.Index(i.Incoming(), i.Incoming()[k]) != k || slices.Contains(i.Incoming()[k+1:], i.Incoming()[k])) {
		return false // one of several edges from the same block: they must agree
	}
	switch i.Op {
	case ir.OpSwitch, ir.OpBr:
		return k == 0
	case ir.OpAlloca, ir.OpFence:
		return false
	case ir.OpGetElementPtr:
		return k <= 1
	case ir.OpCall:
		if k == 0 {
			return false
		}
		callee, ok := i.Callee().(*ir.Function)
		if !ok {
			return false // inline asm or an indirect call: leave it
		}
		if strings.HasPrefix(callee.Name, "llvm.") {
			// An immarg is a constant; some arguments must be globals.
			switch v.(type) {
			case *ir.Const, *ir.Global, *ir.Function:
				return false
			}
		}
		return true
	case ir.OpShuffleVector:
		return k <= 1
	}
	return true
}

// tidy repairs what use lists do not track after an edit: debug records
// and metadata operands that name a deleted instruction get poison of its
// type (as LLVM does when it deletes a value), and uselistorder
// directives, which no longer describe the use lists, are dropped.
func tidy(m *ir.Module) {
	m.UseListOrders = nil
	seen := map[*ir.MDNode]bool{}
	var walk func(md ir.MD)
	walk = func(md ir.MD) {
		switch x := md.(type) {
		case *ir.MDValue:
			if i, ok := x.V.(*ir.Instruction); ok && i.Parent == nil {
				x.V = ir.Poison(i.Ty)
			}
		case *ir.MDNode:
			if seen[x] {
				return
			}
			seen[x] = true
			for _, e := range x.Elems {
				walk(e)
			}
			for _, f := range x.Fields {
				walk(f.Value)
			}
		}
	}
	for _, f := range m.Funcs {
		f.UseListOrders = nil
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				for _, r := range i.DebugRecords() {
					for _, a := range r.Args {
						walk(a)
					}
				}
				for _, op := range i.Operands {
					if mv, ok := op.(*ir.MetadataValue); ok {
						walk(mv.MD)
					}
				}
			}
		}
	}
}
