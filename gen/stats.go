package gen

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/release"
)

// Stats counts, over many modules, how often each feature appears: opcodes,
// flags, fast-math flags, predicates, type classes, intrinsics, constants
// and control-flow shapes. It reads the modules, not the generator's
// intentions, so it measures what the output really holds.
type Stats struct {
	Modules int
	// Functions is the number of defined functions counted: flags,
	// fast-math flags, attributes and metadata are also counted per
	// function (FuncRate).
	Functions int
	items     map[string]*statItem
	inFunc    bool // counting inside a defined function
}

type statItem struct {
	modules int // modules in which the item appears
	funcs   int // defined functions in which it appears
	total   int // occurrences over all modules
	last    int // the module (1-based) that last counted it
	lastFn  int // the function (1-based) that last counted it
}

// NewStats returns empty statistics.
func NewStats() *Stats { return &Stats{items: map[string]*statItem{}} }

func (s *Stats) count(key string) {
	it := s.items[key]
	if it == nil {
		it = &statItem{}
		s.items[key] = it
	}
	it.total++
	if it.last != s.Modules {
		it.last = s.Modules
		it.modules++
	}
	if s.inFunc && it.lastFn != s.Functions {
		it.lastFn = s.Functions
		it.funcs++
	}
}

// FuncRate returns the fraction of defined functions in which key appears.
func (s *Stats) FuncRate(key string) float64 {
	if s.Functions == 0 || s.items[key] == nil {
		return 0
	}
	return float64(s.items[key].funcs) / float64(s.Functions)
}

// perFunction reports whether a required item is judged by the share of
// functions that hold it (flags, fast-math flags, attributes, metadata,
// intrinsic families) rather than by the share of modules.
func perFunction(key string) bool {
	for _, p := range []string{"flag:", "fmf:", "fmf-on:", "attr:", "md:", "family:"} {
		if strings.HasPrefix(key, p) {
			return true
		}
	}
	return false
}

// share is the rate a required item is judged by (see perFunction).
func (s *Stats) share(key string) float64 {
	if perFunction(key) {
		return s.FuncRate(key)
	}
	return s.Rate(key)
}

// Rate returns the fraction of modules in which key appears.
func (s *Stats) Rate(key string) float64 {
	if s.Modules == 0 || s.items[key] == nil {
		return 0
	}
	return float64(s.items[key].modules) / float64(s.Modules)
}

// Keys returns the items seen, sorted.
func (s *Stats) Keys() []string {
	keys := make([]string, 0, len(s.items))
	for k := range s.items {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Add counts the features of one module.
func (s *Stats) Add(m *ir.Module) {
	s.Modules++
	for _, gv := range m.Globals {
		s.count("global")
		s.typeClass(gv.ValueType)
		if gv.Init != nil {
			s.constant(gv.Init)
		}
	}
	for _, f := range m.Funcs {
		if f.IsDeclaration() {
			if !strings.HasPrefix(f.Name, "llvm.") {
				s.extern(f)
			}
			continue
		}
		s.function(f)
	}
}

// extern counts a declared external function and its attributes.
func (s *Stats) extern(f *ir.Function) {
	s.count("extern:decl")
	effect := "any"
	for _, a := range f.FnAttrs.Attrs {
		switch a.Key {
		case "memory":
			effect = a.Args
		case "readnone", "readonly", "argmemonly", "inaccessiblememonly":
			if effect == "any" {
				effect = a.Key
			} else {
				effect += " " + a.Key
			}
		case "nounwind", "willreturn":
			s.count("extern:" + a.Key)
		}
	}
	s.count("extern:effect " + effect)
	for _, p := range f.Params {
		for _, a := range p.Attrs.Attrs {
			s.count("extern:param " + a.Key)
		}
	}
	for _, a := range f.RetAttrs.Attrs {
		s.count("extern:ret " + a.Key)
	}
}

func (s *Stats) function(f *ir.Function) {
	kind := "test"
	if f.Linkage == ir.LinkageInternal {
		kind = "helper"
	}
	s.Functions++
	s.inFunc = true
	defer func() { s.inFunc = false }()
	s.count("func:" + kind)
	for _, a := range f.RetAttrs.Attrs {
		s.count("attr:ret " + a.Key)
	}
	for _, p := range f.Params {
		for _, a := range p.Attrs.Attrs {
			s.count("attr:param " + a.Key)
		}
		s.count("param:" + typeClassName(p.Ty))
		if kind == "test" && p.Ty.IsPtr() {
			s.count("test:ptr-param")
			for _, a := range p.Attrs.Attrs {
				s.count("test:ptr-param " + a.Key)
			}
		}
	}
	s.count("ret:" + typeClassName(f.RetType()))
	rets := 0
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			s.instr(f, i)
			if i.Op == ir.OpRet {
				rets++
			}
		}
	}
	if rets > 1 {
		s.count("cf:early-return")
	}
	loops, nested := loopShape(f)
	if loops > 0 {
		s.count("cf:loop")
	}
	if nested {
		s.count("cf:nested-loop")
	}
}

func (s *Stats) instr(f *ir.Function, i *ir.Instruction) {
	op := i.Op.String()
	s.count("op:" + op)
	if i.HasResult() {
		s.typeClass(i.Ty)
	}
	for _, fl := range ir.FlagInfos() {
		if fl.Poison && i.Flags.Has(fl.Flag) {
			s.count("flag:" + op + " " + fl.Name)
		}
	}
	for _, fm := range ir.FastMathNames {
		if i.FMF&fm.Flag != 0 {
			s.count("fmf:" + fm.Name)
		}
	}
	if i.FMF == ir.FastAll {
		s.count("fmf:fast")
	}
	if i.FMF != 0 {
		s.count("fmf-on:" + op)
	}
	for _, md := range i.Metadata() {
		s.count("md:" + md.Kind)
	}
	if i.Op == ir.OpCall {
		for _, a := range i.RetAttrs().Attrs {
			s.count("attr:call-ret " + a.Key)
		}
		for _, l := range i.ArgAttrs() {
			for _, a := range l.Attrs {
				s.count("attr:call-arg " + a.Key)
			}
		}
	}
	if i.Pred != ir.PredNone {
		s.count("pred:" + op + " " + i.Pred.String())
	}
	for _, v := range i.Operands {
		if c, ok := v.(*ir.Const); ok {
			s.constant(c)
		}
	}
	switch i.Op {
	case ir.OpBr:
		if len(i.Operands) == 3 {
			s.count("cf:condbr")
		}
	case ir.OpSwitch:
		if n := (len(i.Operands) - 2) / 2; n >= 4 {
			s.count("cf:switch-4+cases")
		}
	case ir.OpShuffleVector:
		if slices.Contains(i.Mask(), -1) {
			s.count("shuffle:poison-lane")
		}
	case ir.OpStore:
		if isGlobalAddr(i.Operands[1]) {
			s.count("mem:store-global")
		}
	case ir.OpLoad:
		if isGlobalAddr(i.Operands[0]) {
			s.count("mem:load-global")
		}
	case ir.OpGetElementPtr:
		if i.ElemTy.Kind == ir.StructType || len(i.Operands) > 2 && containsStruct(i.ElemTy) {
			s.count("mem:gep-struct")
		}
		if i.ElemTy.Kind == ir.ArrayType {
			s.count("mem:gep-array")
		}
		for _, x := range i.Operands[2:] {
			if _, ok := x.(*ir.Const); !ok {
				s.count("mem:gep-dynamic-index")
			}
		}
	case ir.OpCall:
		callee, ok := i.Callee().(*ir.Function)
		if !ok {
			break
		}
		if strings.HasPrefix(callee.Name, "llvm.") {
			base := ir.IntrinsicBase(callee.Name)
			s.count("intrinsic:" + base)
			if fam := familyOf()[base]; fam != "" {
				s.count("family:" + fam)
			}
			break
		}
		if callee.IsDeclaration() {
			s.externCall(f, i)
			break
		}
		s.count("call:helper")
		if callee == f {
			s.count("call:recursive")
		}
		for _, a := range i.Args() {
			if a.Type().IsPtr() {
				s.count("call:pointer-arg")
			}
		}
	}
}

// externCall counts a call of an external function from f: from a test
// or a helper, and its pointer arguments by what they are (a parameter, a
// stack object, a global, an address inside one, null, a pointer an
// external call returned).
func (s *Stats) externCall(f *ir.Function, i *ir.Instruction) {
	s.count("call:extern")
	if f.Linkage == ir.LinkageInternal {
		s.count("call:extern-from-helper")
	}
	if i.Ty.IsPtr() {
		s.count("call:extern-ptr-result")
	}
	for _, a := range i.Args() {
		if a.Type().IsPtr() {
			s.count("call:extern-ptr-arg " + pointerKind(a))
		}
	}
}

// pointerKind names what pointer v is: param, alloca, global, gep (an
// address inside an object), null, or call (a call's result).
func pointerKind(v ir.Value) string {
	switch x := v.(type) {
	case *ir.Argument:
		return "param"
	case *ir.Global:
		return "global"
	case *ir.Const:
		return "null"
	case *ir.Instruction:
		switch x.Op {
		case ir.OpAlloca:
			return "alloca"
		case ir.OpGetElementPtr:
			return "gep"
		case ir.OpCall:
			return "call"
		}
	}
	return "other"
}

// constant counts undef and poison constants, also inside aggregates.
func (s *Stats) constant(v ir.Value) {
	c, ok := v.(*ir.Const)
	if !ok {
		return
	}
	switch c.Kind {
	case ir.ConstUndef:
		s.count("const:undef")
	case ir.ConstPoison:
		s.count("const:poison")
	case ir.ConstSplat:
		s.count("const:splat")
	}
	for _, e := range c.Elems {
		s.constant(e)
	}
}

// typeClass counts the class of a value type.
func (s *Stats) typeClass(t *ir.Type) {
	s.count("type:" + typeClassName(t))
	switch t.Kind {
	case ir.ArrayType, ir.StructType:
		if t.Kind == ir.StructType {
			for _, f := range t.Fields {
				s.typeClass(f)
			}
		} else {
			s.typeClass(t.Elem)
		}
	}
}

// typeClassName names the class of t: i1 ... i128, odd-int, wide-int,
// half/float/double, vec-int, vec-fp, vec-i1, array, struct, ptr.
func typeClassName(t *ir.Type) string {
	switch t.Kind {
	case ir.IntegerType:
		switch t.Bits {
		case 1, 8, 16, 32, 64, 128:
			return t.String()
		}
		if t.Bits > 64 {
			return "wide-int"
		}
		return "odd-int"
	case ir.VectorType:
		switch {
		case t.Elem == ir.I1:
			return "vec-i1"
		case t.Elem.IsInt():
			return "vec-int"
		}
		return "vec-fp"
	case ir.ArrayType:
		return "array"
	case ir.StructType:
		return "struct"
	case ir.PointerType:
		return "ptr"
	}
	return t.String()
}

func isGlobalAddr(v ir.Value) bool {
	if _, ok := v.(*ir.Global); ok {
		return true
	}
	if i, ok := v.(*ir.Instruction); ok && i.Op == ir.OpGetElementPtr {
		_, ok := i.Operands[0].(*ir.Global)
		return ok
	}
	return false
}

func containsStruct(t *ir.Type) bool {
	for t.Kind == ir.ArrayType {
		t = t.Elem
	}
	return t.Kind == ir.StructType
}

// loopShape counts the loops of f (back edges of a depth-first search) and
// reports whether one loop's header lies inside another loop's body.
func loopShape(f *ir.Function) (loops int, nested bool) {
	index := make(map[*ir.Block]int, len(f.Blocks))
	for k, b := range f.Blocks {
		index[b] = k
	}
	preds := make([][]int, len(f.Blocks))
	for k, b := range f.Blocks {
		for _, s := range b.Successors() {
			preds[index[s]] = append(preds[index[s]], k)
		}
	}
	state := make([]uint8, len(f.Blocks)) // 0 new, 1 on the stack, 2 done
	type edge struct{ latch, header int }
	var back []edge
	var dfs func(k int)
	dfs = func(k int) {
		state[k] = 1
		for _, s := range f.Blocks[k].Successors() {
			j := index[s]
			switch state[j] {
			case 0:
				dfs(j)
			case 1:
				back = append(back, edge{k, j})
			}
		}
		state[k] = 2
	}
	if len(f.Blocks) > 0 {
		dfs(0)
	}
	for _, e := range back {
		// The natural loop: blocks reaching the latch without passing the header.
		in := map[int]bool{e.header: true}
		work := []int{e.latch}
		for len(work) > 0 {
			k := work[len(work)-1]
			work = work[:len(work)-1]
			if in[k] {
				continue
			}
			in[k] = true
			work = append(work, preds[k]...)
		}
		for _, o := range back {
			if o.header != e.header && in[o.header] {
				nested = true
			}
		}
	}
	return len(back), nested
}

// Required returns the items the issue lists, each of which should appear
// in at least 1% of default modules (for the configured LLVM release).
func Required(cfg Config) []string {
	req := []string{
		"func:test", "func:helper", "call:helper", "call:recursive", "call:pointer-arg",
		"param:i32", "param:odd-int", "param:half", "param:float", "param:double", "param:vec-int", "param:vec-fp",
		"ret:vec-int", "ret:vec-fp",
		"type:i1", "type:i8", "type:i16", "type:i32", "type:i64", "type:i128", "type:odd-int", "type:wide-int",
		"type:half", "type:float", "type:double", "type:vec-int", "type:vec-fp", "type:vec-i1", "type:array", "type:struct",
		"op:select", "op:freeze", "op:fneg", "op:fcmp", "op:extractelement", "op:insertelement", "op:shufflevector",
		"shuffle:poison-lane", "op:extractvalue", "op:alloca", "op:load", "op:store", "op:getelementptr", "op:phi",
		"op:switch", "op:unreachable", "global", "mem:store-global", "mem:load-global", "mem:gep-struct", "mem:gep-array",
		"mem:gep-dynamic-index", "cf:condbr", "cf:loop", "cf:nested-loop", "cf:switch-4+cases", "cf:early-return",
		"const:undef", "const:poison", "fmf:fast",
		"intrinsic:llvm.memcpy", "intrinsic:llvm.memset",
	}
	for op := ir.OpFNeg; op <= ir.OpXor; op++ {
		req = append(req, "op:"+op.String())
	}
	for _, op := range []ir.Opcode{ir.OpTrunc, ir.OpZExt, ir.OpSExt, ir.OpFPTrunc, ir.OpFPExt, ir.OpFPToUI,
		ir.OpFPToSI, ir.OpUIToFP, ir.OpSIToFP, ir.OpBitCast} {
		req = append(req, "op:"+op.String())
	}
	for p := ir.IntEQ; p <= ir.IntSLE; p++ {
		req = append(req, "pred:icmp "+p.String())
	}
	for p := ir.FloatFalse; p <= ir.FloatTrue; p++ {
		req = append(req, "pred:fcmp "+p.String())
	}
	for _, fm := range ir.FastMathNames {
		req = append(req, "fmf:"+fm.Name)
	}
	for _, in := range slices.Concat(intIntrinsics, fpIntrinsics) {
		if cfg.LLVM >= in.Since { // intrinsics: the registry's first release
			req = append(req, "intrinsic:"+in.Name)
		}
	}
	for _, in := range slices.Concat(intReductions, fpReductions) {
		req = append(req, "intrinsic:"+in.Name)
	}
	if cfg.Weights.Families > 0 {
		for _, f := range familyRows(cfg.LLVM) {
			req = append(req, "family:"+f.name) // of functions (perFunction)
			for _, r := range f.rows {
				req = append(req, "intrinsic:"+r.name)
			}
		}
	}
	if cfg.PtrParamRate > 0 {
		req = append(req, "test:ptr-param")
		noCapture := "nocapture"
		if release.Has(cfg.LLVM, release.Captures) {
			noCapture = "captures"
		}
		for _, a := range []string{"noalias", "nonnull", "align", "dereferenceable", "readonly", noCapture} {
			req = append(req, "test:ptr-param "+a)
		}
	}
	if cfg.ExternCallRate > 0 && cfg.Weights.ExternCall > 0 {
		noCapture := "extern:param nocapture"
		if release.Has(cfg.LLVM, release.Captures) {
			noCapture = "extern:param captures"
		}
		req = append(req, "extern:decl", "extern:nounwind", "extern:willreturn", noCapture,
			"extern:param readonly", "extern:ret noundef", "extern:effect any",
			"call:extern", "call:extern-from-helper", "call:extern-ptr-result")
		for _, k := range []string{"param", "alloca", "global", "gep", "null", "call"} {
			if k != "param" || cfg.PtrParamRate > 0 {
				req = append(req, "call:extern-ptr-arg "+k)
			}
		}
		effects := []string{"readnone", "readonly", "argmemonly", "argmemonly readonly", "inaccessiblememonly"}
		if release.Has(cfg.LLVM, release.MemoryAttr) {
			effects = []string{"none", "read", "argmem: readwrite", "argmem: read", "inaccessiblemem: readwrite"}
		}
		if release.Has(cfg.LLVM, release.RangeAttr) {
			req = append(req, "extern:ret range")
		}
		for _, e := range effects {
			req = append(req, "extern:effect "+e)
		}
	}
	return append(req, requiredPromises(cfg)...)
}

// requiredPromises are the flags, fast-math flags, attributes and
// metadata that should each appear in at least 1% of the defined
// functions, for the release's features.
func requiredPromises(cfg Config) []string {
	has := func(f release.Feature) bool { return release.Has(cfg.LLVM, f) }
	var req []string
	add := func(ok bool, keys ...string) {
		if ok {
			req = append(req, keys...)
		}
	}
	add(true, "flag:add nuw", "flag:add nsw", "flag:sub nuw", "flag:sub nsw", "flag:mul nuw", "flag:mul nsw",
		"flag:shl nuw", "flag:shl nsw", "flag:udiv exact", "flag:sdiv exact", "flag:lshr exact", "flag:ashr exact",
		"flag:getelementptr inbounds")
	add(has(release.DisjointOr), "flag:or disjoint")
	add(has(release.ZExtNNeg), "flag:zext nneg")
	add(has(release.UIToFPNNeg), "flag:uitofp nneg")
	add(has(release.TruncNoWrap), "flag:trunc nuw", "flag:trunc nsw")
	add(has(release.GEPNoWrap), "flag:getelementptr nusw", "flag:getelementptr nuw")
	add(has(release.SameSign), "flag:icmp samesign")
	add(has(release.SplatConst), "const:splat")
	if cfg.FastMathRate > 0 {
		for _, op := range []string{"fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fcmp", "select", "phi", "call"} {
			req = append(req, "fmf-on:"+op)
		}
	}
	add(true, "attr:param noundef", "attr:ret noundef", "attr:param nonnull", "attr:param align",
		"attr:param dereferenceable", "md:noundef")
	add(cfg.Weights.MetaLoad > 0, "md:range", "md:nonnull")
	add(has(release.RangeAttr), "attr:param range", "attr:ret range", "attr:call-arg range", "attr:call-ret range")
	add(has(release.NoFPClass), "attr:param nofpclass", "attr:ret nofpclass")
	add(has(release.Writable), "attr:param writable")
	add(has(release.DeadOnUnwind), "attr:param dead_on_unwind")
	add(has(release.Initializes), "attr:param initializes")
	add(has(release.Captures), "attr:param captures")
	add(!has(release.Captures), "attr:param nocapture")
	add(has(release.DeadOnReturn), "attr:param dead_on_return")
	return req
}

// Write prints every item with the share of modules it appears in and its
// number of occurrences, then the required items (see Required) that
// appear in less than min of the modules.
func (s *Stats) Write(w io.Writer, required []string, min float64) error {
	fmt.Fprintf(w, "%d modules, %d functions\n%-40s %9s %10s %10s\n", s.Modules, s.Functions, "item", "modules", "functions", "count")
	for _, k := range s.Keys() {
		it := s.items[k]
		fmt.Fprintf(w, "%-40s %8.1f%% %9.1f%% %10d\n", k, 100*s.Rate(k), 100*s.FuncRate(k), it.total)
	}
	var low []string
	for _, k := range s.Low(required, min) {
		of := "modules"
		if perFunction(k) {
			of = "functions"
		}
		low = append(low, fmt.Sprintf("%s (%.1f%% of %s)", k, 100*s.share(k), of))
	}
	if len(low) == 0 {
		_, err := fmt.Fprintf(w, "all %d required items appear in at least %.0f%% of modules (flags, attributes, metadata, intrinsic families: of functions)\n", len(required), 100*min)
		return err
	}
	_, err := fmt.Fprintf(w, "required items below %.0f%% of modules (flags, attributes, metadata, intrinsic families: of functions): %s\n", 100*min, strings.Join(low, ", "))
	return err
}

// Low returns the required items that appear in less than min of the
// modules, or, for flags, fast-math flags, attributes and metadata, in
// less than min of the defined functions.
func (s *Stats) Low(required []string, min float64) []string {
	var low []string
	for _, k := range required {
		if s.share(k) < min {
			low = append(low, k)
		}
	}
	return low
}
