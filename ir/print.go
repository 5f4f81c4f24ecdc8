package ir

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
)

// The printer writes textual IR that llvm-as of LLVM 19 accepts and that
// means the same module, laid out the way llvm-dis prints it (two-space
// instruction indent, unnamed blocks as "N:", debug records on their own
// line, attribute groups and metadata at the end). It appends to one byte
// buffer and avoids fmt, since the fuzzer prints millions of modules.

// printer holds the output buffer and the context needed to name values.
// It only reads the module (see slots.go for how it numbers unnamed values).
type printer struct {
	b      []byte
	m      *Module     // for @N numbers and the program address space; may be nil
	f      *Function   // for %N numbers; may be nil
	t      *slotTables // numbers for a whole module or function; nil: count per value
	progAS uint32      // the datalayout's program address space ("P<n>")
}

// bufPool recycles output buffers: the fuzzer prints modules in a loop.
var bufPool = sync.Pool{New: func() any { b := make([]byte, 0, 4096); return &b }}

func newPrinter(m *Module) *printer {
	p := &printer{b: make([]byte, 0, 256), m: m}
	if m != nil {
		p.progAS = programAddrSpace(m.DataLayout)
	}
	return p
}

// newModulePrinter is newPrinter with a pooled buffer and slot tables, for
// printing a module or a function whole; call release after use.
func newModulePrinter(m *Module) *printer {
	p := newPrinter(m)
	p.b = (*bufPool.Get().(*[]byte))[:0]
	p.t = tablesPool.Get().(*slotTables)
	return p
}

// maxSplatLanes is the widest fixed vector whose splat is printed lane by
// lane.
const maxSplatLanes = 256

func (p *printer) release() {
	if cap(p.b) <= 1<<24 { // do not keep huge buffers alive
		b := p.b[:0]
		bufPool.Put(&b)
	}
	p.b = nil
	p.t.reset()
	tablesPool.Put(p.t)
	p.t = nil
}

// programAddrSpace extracts the "P<n>" component of a datalayout string.
func programAddrSpace(dl string) uint32 {
	for len(dl) > 0 {
		part := dl
		if k := strings.IndexByte(dl, '-'); k >= 0 {
			part, dl = dl[:k], dl[k+1:]
		} else {
			dl = ""
		}
		if len(part) > 1 && part[0] == 'P' {
			if n, err := strconv.ParseUint(part[1:], 10, 32); err == nil {
				return uint32(n)
			}
		}
	}
	return 0
}

func (p *printer) str(s string) { p.b = append(p.b, s...) }
func (p *printer) byte(c byte)  { p.b = append(p.b, c) }
func (p *printer) uint(n uint64) {
	p.b = strconv.AppendUint(p.b, n, 10)
}

// String prints the whole module as textual IR that llvm-as of LLVM 19
// reads back to the same module. Printing only reads the module: it may be
// printed from several goroutines at once, as long as none edits it.
func (m *Module) String() string {
	p := newModulePrinter(m)
	p.module()
	s := string(p.b)
	p.release()
	return s
}

// Text is String for a module an editor has changed: a module that
// breaks an invariant of the data model (an operand left nil, say) makes
// the printer fail, which Text reports as an error instead of a panic.
func (m *Module) Text() (text string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("print: internal error: %v", r)
		}
	}()
	return m.String(), nil
}

// WriteTo writes the module's textual IR to w.
func (m *Module) WriteTo(w io.Writer) (int64, error) {
	p := newModulePrinter(m)
	p.module()
	n, err := w.Write(p.b)
	p.release()
	return int64(n), err
}

// String prints the function's definition or declaration (with a final newline).
func (f *Function) String() string {
	p := newModulePrinter(f.Parent)
	p.function(f)
	s := string(p.b)
	p.release()
	return s
}

// String prints one instruction without indentation or debug records, as
// "%3 = add nsw i32 %1, 7".
func (i *Instruction) String() string {
	var m *Module
	f := localOwner(i)
	if f != nil {
		m = f.Parent
	}
	p := newPrinter(m)
	p.f = f
	p.instr(i)
	return string(p.b)
}

// Ident prints the constant's literal text without its type: "42", "true",
// "null", "<i32 1, i32 2>", "c\"ab\\00\"", "getelementptr (...)", ...
func (c *Const) Ident() string {
	var p printer
	p.constant(c)
	return string(p.b)
}

// TypedIdent prints a value as an operand with its type: "i32 5", "ptr %p".
func TypedIdent(v Value) string {
	var p printer
	p.typed(v)
	return string(p.b)
}

// --- types and values ---

func (p *printer) typ(t *Type) { p.b = t.appendType(p.b) }

// structBody writes { ... }, <{ ... }> or opaque.
func (p *printer) structBody(t *Type) { p.b = t.appendBody(p.b) }

// typeOf returns v's type, nil for nil, avoiding the type table's lock for
// global values in address space 0 (the common case).
func typeOf(v Value) *Type {
	switch v := v.(type) {
	case nil:
		return nil
	case *Instruction:
		return v.Ty
	case *Const:
		return v.Ty
	case *Argument:
		return v.Ty
	case *Global:
		if v.AddrSpace == 0 {
			return Ptr
		}
	case *Function:
		if v.AddrSpace == 0 {
			return Ptr
		}
	}
	return v.Type()
}

// typed writes "type value".
func (p *printer) typed(v Value) {
	p.typ(typeOf(v))
	p.byte(' ')
	p.value(v)
}

// value writes how an operand refers to v.
func (p *printer) value(v Value) {
	switch v := v.(type) {
	case nil:
		p.str("<null operand!>")
	case *Const:
		p.constant(v)
	case *Instruction:
		p.local(v.Name, v)
	case *Argument:
		p.local(v.Name, v)
	case *Block:
		p.local(v.Name, v)
	case *Global:
		p.global(v.Name, v)
	case *Function:
		p.global(v.Name, v)
	case *Alias:
		p.global(v.Name, v)
	case *IFunc:
		p.global(v.Name, v)
	case *MetadataValue:
		p.md(v.MD)
	case *InlineAsm:
		p.inlineAsm(v)
	default:
		p.str(v.Ident())
	}
}

// local writes %name, or %N for an unnamed argument, block or instruction.
func (p *printer) local(name string, v Value) {
	p.byte('%')
	if name != "" {
		p.name(name)
	} else if n, ok := p.localNumber(v); ok {
		p.uint(uint64(n))
	} else {
		p.str("<unnumbered>")
	}
}

// localNumber returns v's number in the function being printed, or else in
// its own function (a blockaddress, or IR under construction).
func (p *printer) localNumber(v Value) (n int, ok bool) {
	if p.f != nil {
		if p.t != nil {
			n, ok = p.t.local(p.f, v)
		} else {
			n, ok = localSlot(p.f, v)
		}
	}
	if !ok {
		if f := localOwner(v); f != nil && f != p.f {
			n, ok = localSlot(f, v)
		}
	}
	return n, ok
}

// global writes @name, or @N for an unnamed global value.
func (p *printer) global(name string, v Value) {
	p.byte('@')
	if name != "" {
		p.name(name)
	} else if n, ok := p.globalNumber(v); ok {
		p.uint(uint64(n))
	} else {
		p.str("<unnumbered>")
	}
}

// globalNumber returns v's number in the module being printed, or else in
// its own module.
func (p *printer) globalNumber(v Value) (n int, ok bool) {
	if p.m != nil {
		if p.t != nil {
			n, ok = p.t.global(p.m, v)
		} else {
			n, ok = globalSlot(p.m, v)
		}
	}
	if !ok {
		if m := globalOwner(v); m != nil && m != p.m {
			n, ok = globalSlot(m, v)
		}
	}
	return n, ok
}

// md writes metadata as it appears where it is used (see MD.String).
func (p *printer) md(m MD) {
	switch m := m.(type) {
	case nil:
		p.str("null")
	case *MDNode:
		if m.ID >= 0 {
			p.byte('!')
			p.uint(uint64(m.ID))
		} else {
			p.mdBody(m)
		}
	case *MDString:
		p.byte('!')
		p.quoted(m.S)
	case *MDValue:
		p.typed(m.V)
	case *MDRaw:
		p.str(m.Text)
	default:
		p.str(m.String())
	}
}

// mdBody writes a node's definition, without the "!N = " prefix.
func (p *printer) mdBody(m *MDNode) {
	if m.Distinct {
		p.str("distinct ")
	}
	if m.Kind == "" {
		p.str("!{")
		p.mdList(m.Elems)
		p.byte('}')
		return
	}
	p.byte('!')
	p.str(m.Kind)
	p.byte('(')
	if m.Fields != nil {
		for k, f := range m.Fields {
			if k > 0 {
				p.str(", ")
			}
			p.str(f.Name)
			p.str(": ")
			p.md(f.Value)
		}
	} else {
		p.mdList(m.Elems)
	}
	p.byte(')')
}

func (p *printer) mdList(ms []MD) {
	for k, e := range ms {
		if k > 0 {
			p.str(", ")
		}
		p.md(e)
	}
}

// name writes a value, type, comdat or label name as LLVM's PrintLLVMName
// does: bare when it is [-a-zA-Z0-9._]* not starting with a digit, else quoted.
func (p *printer) name(s string) { p.b = appendName(p.b, s) }

// quoted writes s as a double-quoted string with \XX escapes.
func (p *printer) quoted(s string) { p.b = appendQuoted(p.b, s) }

// mdIdent writes a metadata name (after '!'), escaping what LLVM escapes.
func (p *printer) mdIdent(name string) {
	for i := 0; i < len(name); i++ {
		c := name[i]
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '$' || c == '.' || c == '_' ||
			(i > 0 && c >= '0' && c <= '9')
		if ok {
			p.b = append(p.b, c)
		} else {
			p.b = append(p.b, '\\', hexUpper[c>>4], hexUpper[c&15])
		}
	}
}

// --- constants ---

func (p *printer) constant(c *Const) {
	if c == nil {
		p.str("<null constant!>")
		return
	}
	switch c.Kind {
	case ConstInt:
		p.intConst(c)
	case ConstFloat:
		if c.Ty == nil {
			p.b = writeIEEE(p.b, c.FloatLo, 53, 11)
			return
		}
		p.b = writeFloat(p.b, c)
	case ConstNull:
		p.str("null")
	case ConstNone:
		p.str("none")
	case ConstUndef:
		p.str("undef")
	case ConstPoison:
		p.str("poison")
	case ConstZero:
		p.zero(c.Ty)
	case ConstArray:
		p.byte('[')
		p.typedList(c.Elems)
		p.byte(']')
	case ConstVector:
		p.byte('<')
		p.typedList(c.Elems)
		p.byte('>')
	case ConstStruct:
		packed := c.Ty != nil && c.Ty.Packed
		if packed {
			p.byte('<')
		}
		p.byte('{')
		if len(c.Elems) > 0 {
			p.byte(' ')
			p.typedList(c.Elems)
			p.byte(' ')
		}
		p.byte('}')
		if packed {
			p.byte('>')
		}
	case ConstString:
		p.byte('c')
		p.quoted(c.Str)
	case ConstSplat:
		if c.Ty != nil && c.Ty.Kind == VectorType && !c.Ty.Scalable && len(c.Elems) == 1 && c.Ty.Len <= maxSplatLanes {
			// Lane by lane, which every release reads: splat (...) is
			// LLVM 19's syntax, and a module printed here goes to older
			// releases too (a corpus case checked on each, a reduction
			// for LLVM 14).
			p.byte('<')
			for k := range c.Ty.Len {
				if k > 0 {
					p.str(", ")
				}
				p.typed(c.Elems[0])
			}
			p.byte('>')
			break
		}
		p.str("splat (")
		if len(c.Elems) > 0 {
			p.typed(c.Elems[0])
		}
		p.byte(')')
	case ConstExpr:
		p.constExpr(c)
	case ConstBlockAddress:
		p.str("blockaddress(")
		var fn Value
		if len(c.Elems) > 0 {
			fn = c.Elems[0]
		}
		p.value(fn)
		p.str(", ")
		if c.Block != nil {
			p.local(c.Block.Name, c.Block)
		} else {
			p.str("%<no block>")
		}
		p.byte(')')
	case ConstDSOLocalEquivalent:
		p.str("dso_local_equivalent ")
		if len(c.Elems) > 0 {
			p.value(c.Elems[0])
		}
	case ConstNoCFI:
		p.str("no_cfi ")
		if len(c.Elems) > 0 {
			p.value(c.Elems[0])
		}
	case ConstPtrAuth:
		// Like LLVM, leave out a null address discriminator, and then a
		// zero integer discriminator.
		elems := c.Elems
		for len(elems) > 2 {
			last, ok := elems[len(elems)-1].(*Const)
			if !ok || !last.IsZeroValue() {
				break
			}
			elems = elems[:len(elems)-1]
		}
		p.str("ptrauth (")
		p.typedList(elems)
		p.byte(')')
	default:
		p.str("<unknown constant>")
	}
}

// zero writes the all-zero value of t as llvm-dis spells it.
func (p *printer) zero(t *Type) {
	switch {
	case t == nil:
		p.str("zeroinitializer")
	case t.Kind == IntegerType:
		if t.Bits == 1 {
			p.str("false")
		} else {
			p.byte('0')
		}
	case t.IsFloat():
		p.b = writeFloat(p.b, &Const{Ty: t, Kind: ConstFloat})
	case t.Kind == PointerType:
		p.str("null")
	case t.Kind == TokenType:
		p.str("none")
	default:
		p.str("zeroinitializer")
	}
}

// inlineAsm writes an inline asm callee.
func (p *printer) inlineAsm(a *InlineAsm) { p.b = a.appendTo(p.b) }

func (p *printer) typedList(vs []Value) {
	for k, v := range vs {
		if k > 0 {
			p.str(", ")
		}
		p.typed(v)
	}
}

func (p *printer) intConst(c *Const) {
	var w uint32 = 64
	if c.Ty != nil {
		w = c.Ty.Scalar().Bits
	}
	if w == 1 {
		if c.Int&1 == 1 {
			p.str("true")
		} else {
			p.str("false")
		}
		return
	}
	if w <= 64 {
		v := c.Int & WidthMask(w)
		if w < 64 && v>>(w-1)&1 == 1 {
			v |= ^WidthMask(w)
		}
		p.b = strconv.AppendInt(p.b, int64(v), 10)
		return
	}
	if c.Big == nil {
		p.uint(c.Int)
		return
	}
	p.str(c.SignedBigInt().String())
}

func (p *printer) constExpr(c *Const) {
	p.str(c.Op.String())
	p.flags(c.Op, c.Flags, 0)
	if c.Op == OpGetElementPtr && c.InRange != nil {
		p.str(" inrange(")
		p.b = strconv.AppendInt(p.b, c.InRange[0], 10)
		p.str(", ")
		p.b = strconv.AppendInt(p.b, c.InRange[1], 10)
		p.byte(')')
	}
	if c.Op == OpICmp || c.Op == OpFCmp {
		p.byte(' ')
		p.str(c.Pred.String())
	}
	p.str(" (")
	if c.Op == OpGetElementPtr {
		p.typ(c.SrcElemTy)
		p.str(", ")
	}
	p.typedList(c.Elems)
	if c.Op.IsCast() {
		p.str(" to ")
		p.typ(c.Ty)
	}
	p.byte(')')
}

// flags writes the optimization flags of an instruction or constant expression.
func (p *printer) flags(op Opcode, f Flags, fmf FastMath) {
	if fmf != 0 {
		if fmf&FastAll == FastAll {
			p.str(" fast")
		} else {
			for _, n := range FastMathNames {
				if fmf&n.Flag != 0 {
					p.byte(' ')
					p.str(n.Name)
				}
			}
		}
	}
	if op == OpGetElementPtr && f&InBounds != 0 {
		// inbounds implies nusw and comes first; LLVM prints it alone.
		p.str(" inbounds")
		f &^= InBounds | NUSW
	} else if op == OpGetElementPtr && f&NUSW != 0 {
		p.str(" nusw")
		f &^= NUSW
	}
	for _, x := range flagInfos {
		if x.Poison && f&x.Flag != 0 {
			p.byte(' ')
			p.str(x.Name)
		}
	}
}

// --- attributes ---

func (p *printer) attr(a *Attr, inGroup bool) {
	if a.IsString {
		p.quoted(a.Key)
		if a.HasValue {
			p.byte('=')
			p.quoted(a.Value)
		}
		return
	}
	p.str(a.Key)
	switch {
	case a.Ty != nil:
		p.byte('(')
		p.typ(a.Ty)
		if a.Args != "" {
			p.byte(' ')
			p.str(a.Args)
		}
		p.byte(')')
	case a.HasInt:
		switch {
		case inGroup && (a.Key == "align" || a.Key == "alignstack"):
			p.byte('=')
			p.uint(a.Int)
		case a.Key == "align":
			p.byte(' ')
			p.uint(a.Int)
		default:
			p.byte('(')
			p.uint(a.Int)
			p.byte(')')
		}
	case a.Args != "":
		p.byte('(')
		p.str(a.Args)
		p.byte(')')
	}
}

// attrList writes the attributes of one position separated by spaces,
// then the #N group references; it writes a leading space when lead is set
// and the list is not empty.
func (p *printer) attrList(l AttrList, lead bool) bool {
	first := true
	for k := range l.Attrs {
		if !first || lead {
			p.byte(' ')
		}
		first = false
		p.attr(&l.Attrs[k], false)
	}
	for _, g := range l.Groups {
		if !first || lead {
			p.byte(' ')
		}
		first = false
		p.str("#")
		p.uint(uint64(g))
	}
	return !first
}

// --- module ---

func (p *printer) module() {
	m := p.m
	if m.HasSourceFilename {
		p.str("source_filename = ")
		p.quoted(m.SourceFilename)
		p.byte('\n')
	}
	if m.DataLayout != "" {
		p.str("target datalayout = ")
		p.quoted(m.DataLayout)
		p.byte('\n')
	}
	if m.Triple != "" {
		p.str("target triple = ")
		p.quoted(m.Triple)
		p.byte('\n')
	}
	if hasAsm(m.Asm) {
		p.byte('\n')
		for _, a := range m.Asm {
			if a == "" {
				continue // adds nothing to the module's asm
			}
			p.str("module asm ")
			p.quoted(a)
			p.byte('\n')
		}
	}
	if len(m.Types) > 0 {
		p.byte('\n')
		for _, t := range m.Types {
			p.typ(t)
			p.str(" = type ")
			p.structBody(t)
			p.byte('\n')
		}
	}
	if len(m.Comdats) > 0 {
		p.byte('\n')
		for k, c := range m.Comdats {
			if k > 0 {
				p.byte('\n')
			}
			p.byte('$')
			p.name(c.Name)
			p.str(" = comdat ")
			if c.Selection == "" {
				p.str("any")
			} else {
				p.str(c.Selection)
			}
			p.byte('\n')
		}
	}
	if len(m.Globals) > 0 {
		p.byte('\n')
		for _, g := range m.Globals {
			p.globalVar(g)
			p.byte('\n')
		}
	}
	if len(m.Aliases) > 0 {
		p.byte('\n')
		for _, a := range m.Aliases {
			p.indirect(&a.GlobalHeader, a, "alias ", a.ValueType, a.Aliasee)
		}
	}
	if len(m.IFuncs) > 0 {
		p.byte('\n')
		for _, i := range m.IFuncs {
			p.indirect(&i.GlobalHeader, i, "ifunc ", i.ValueType, i.Resolver)
		}
	}
	for _, f := range m.Funcs {
		p.byte('\n')
		p.function(f)
	}
	if len(m.AttrGroups) > 0 {
		p.byte('\n')
		for _, g := range m.AttrGroups {
			p.str("attributes #")
			p.uint(uint64(g.ID))
			p.str(" = { ")
			for k := range g.Attrs {
				if k > 0 {
					p.byte(' ')
				}
				p.attr(&g.Attrs[k], true)
			}
			p.str(" }\n")
		}
	}
	if len(m.NamedMD) > 0 {
		p.byte('\n')
		for _, n := range m.NamedMD {
			p.byte('!')
			p.mdIdent(n.Name)
			p.str(" = !{")
			for k, x := range n.Nodes {
				if k > 0 {
					p.str(", ")
				}
				p.md(x)
			}
			p.str("}\n")
		}
	}
	if len(m.MDNodes) > 0 {
		p.byte('\n')
		for _, n := range m.MDNodes {
			p.byte('!')
			p.uint(uint64(n.ID))
			p.str(" = ")
			p.mdBody(n)
			p.byte('\n')
		}
	}
	// Kept-as-text parts: module summary entries and use-list orders.
	for _, lines := range [][]string{m.Summary, m.UseListOrders} {
		if len(lines) > 0 {
			p.byte('\n')
			for _, l := range lines {
				p.str(l)
				p.byte('\n')
			}
		}
	}
}

func hasAsm(lines []string) bool {
	for _, l := range lines {
		if l != "" {
			return true
		}
	}
	return false
}

// linkage writes the linkage with a trailing space; decl tells whether this
// is a global variable declaration, which spells external linkage out.
func (p *printer) linkage(l Linkage, decl bool) {
	if l == LinkageExternal || l == LinkageExternalExplicit {
		if decl {
			p.str("external ")
		}
		return
	}
	p.str(string(l))
	p.byte(' ')
}

// preamble writes dso_local, visibility and DLL storage (each with a trailing space).
func (p *printer) preamble(h *GlobalHeader) {
	local := h.Linkage == LinkagePrivate || h.Linkage == LinkageInternal
	implicit := local || (h.Visibility != "" && h.Visibility != "default" && h.Linkage != LinkageExternWeak)
	if h.DSOLocal && !implicit {
		p.str("dso_local ")
	}
	if h.Visibility != "" && h.Visibility != "default" {
		p.str(h.Visibility)
		p.byte(' ')
	}
	if h.DLLStorage != "" {
		p.str(h.DLLStorage)
		p.byte(' ')
	}
}

func (p *printer) mdAttachments(atts []MDAttachment, sep string) {
	for _, a := range atts {
		p.str(sep)
		p.byte('!')
		p.mdIdent(a.Kind)
		p.byte(' ')
		p.md(a.Node)
	}
}

func (p *printer) globalVar(g *Global) {
	p.global(g.Name, g)
	p.str(" = ")
	p.linkage(g.Linkage, g.Init == nil)
	p.preamble(&g.GlobalHeader)
	if g.ThreadLocal != "" {
		p.str(g.ThreadLocal)
		p.byte(' ')
	}
	if g.UnnamedAddr != "" {
		p.str(g.UnnamedAddr)
		p.byte(' ')
	}
	if g.AddrSpace != 0 {
		p.str("addrspace(")
		p.uint(uint64(g.AddrSpace))
		p.str(") ")
	}
	if g.ExternallyInitialized {
		p.str("externally_initialized ")
	}
	if g.IsConstant {
		p.str("constant ")
	} else {
		p.str("global ")
	}
	p.typ(g.ValueType)
	if g.Init != nil {
		p.byte(' ')
		p.value(g.Init)
	}
	if g.HasSection {
		p.str(", section ")
		p.quoted(g.Section)
	}
	if g.Partition != "" {
		p.str(", partition ")
		p.quoted(g.Partition)
	}
	if g.CodeModel != "" {
		p.str(", code_model ")
		p.quoted(g.CodeModel)
	}
	for _, s := range g.Sanitizer {
		p.str(", ")
		p.str(s)
	}
	if g.Comdat != nil {
		p.byte(',')
		p.comdat(g.Comdat, g.Name)
	}
	if g.Align != 0 {
		p.str(", align ")
		p.uint(g.Align)
	}
	p.mdAttachments(g.Metadata, ", ")
	p.attrList(g.Attrs, true)
}

func (p *printer) comdat(c *Comdat, name string) {
	p.str(" comdat")
	if c.Name != name {
		p.str("($")
		p.name(c.Name)
		p.byte(')')
	}
}

// indirect writes an alias or ifunc line.
func (p *printer) indirect(h *GlobalHeader, v Value, kw string, vt *Type, target Value) {
	p.global(h.Name, v)
	p.str(" = ")
	p.linkage(h.Linkage, false)
	p.preamble(h)
	if h.ThreadLocal != "" {
		p.str(h.ThreadLocal)
		p.byte(' ')
	}
	if h.UnnamedAddr != "" {
		p.str(h.UnnamedAddr)
		p.byte(' ')
	}
	p.str(kw)
	p.typ(vt)
	p.str(", ")
	if c, ok := target.(*Const); ok && c.Kind == ConstExpr {
		p.value(target) // llvm-dis leaves the type out for expressions
	} else {
		p.typed(target)
	}
	if h.Partition != "" {
		p.str(", partition ")
		p.quoted(h.Partition)
	}
	p.mdAttachments(h.Metadata, ", ")
	p.byte('\n')
}

// --- functions ---

func (p *printer) function(f *Function) {
	p.f = f
	defer func() { p.f = nil }()
	decl := f.IsDeclaration()
	p.fnAttrsComment(f.FnAttrs)
	if decl {
		p.str("declare")
		p.mdAttachments(f.Metadata, " ")
		p.byte(' ')
	} else {
		p.str("define ")
	}
	p.linkage(f.Linkage, false)
	p.preamble(&f.GlobalHeader)
	if f.CallConv != "" && f.CallConv != "ccc" {
		p.str(f.CallConv)
		p.byte(' ')
	}
	if p.attrList(f.RetAttrs, false) {
		p.byte(' ')
	}
	var params []*Type
	variadic := false
	if f.FuncTy != nil {
		p.typ(f.FuncTy.Ret)
		params = f.FuncTy.Fields
		variadic = f.FuncTy.Variadic
	} else {
		p.typ(nil)
	}
	p.byte(' ')
	p.global(f.Name, f)
	p.byte('(')
	n := len(params)
	if len(f.Params) > n {
		n = len(f.Params)
	}
	for k := 0; k < n; k++ {
		if k > 0 {
			p.str(", ")
		}
		var a *Argument
		if k < len(f.Params) {
			a = f.Params[k]
		}
		switch {
		case a != nil:
			p.typ(a.Ty)
			p.attrList(a.Attrs, true)
			if !decl {
				p.byte(' ')
				p.local(a.Name, a)
			}
		default:
			p.typ(params[k])
		}
	}
	if variadic {
		if n > 0 {
			p.str(", ")
		}
		p.str("...")
	}
	p.byte(')')
	if f.UnnamedAddr != "" {
		p.byte(' ')
		p.str(f.UnnamedAddr)
	}
	if f.AddrSpace != 0 || p.progAS != 0 {
		p.str(" addrspace(")
		p.uint(uint64(f.AddrSpace))
		p.byte(')')
	}
	p.attrList(f.FnAttrs, true)
	if f.HasSection {
		p.str(" section ")
		p.quoted(f.Section)
	}
	if f.Partition != "" {
		p.str(" partition ")
		p.quoted(f.Partition)
	}
	if f.Comdat != nil {
		p.comdat(f.Comdat, f.Name)
	}
	if f.Align != 0 {
		p.str(" align ")
		p.uint(f.Align)
	}
	if f.HasGC {
		p.str(" gc ")
		p.quoted(f.GC)
	}
	if f.Prefix != nil {
		p.str(" prefix ")
		p.typed(f.Prefix)
	}
	if f.Prologue != nil {
		p.str(" prologue ")
		p.typed(f.Prologue)
	}
	if f.Personality != nil {
		p.str(" personality ")
		p.typed(f.Personality)
	}
	if decl {
		p.byte('\n')
		return
	}
	p.mdAttachments(f.Metadata, " ")
	p.str(" {\n")
	for k, b := range f.Blocks {
		p.block(b, k == 0)
	}
	for _, u := range f.UseListOrders {
		p.str("  ")
		p.str(u)
		p.byte('\n')
	}
	p.str("}\n")
}

func (p *printer) block(b *Block, entry bool) {
	start := len(p.b)
	switch {
	case b.Name != "":
		if !entry {
			p.byte('\n')
			start++
		}
		p.name(b.Name)
		p.byte(':')
	case !entry:
		p.byte('\n')
		start++
		if n, ok := p.localNumber(b); ok {
			p.uint(uint64(n))
		} else {
			p.str("<badref>")
		}
		p.byte(':')
	}
	if !entry {
		p.predsComment(b, len(p.b)-start)
	}
	if len(p.b) > start || !entry {
		p.byte('\n')
	}
	for _, i := range b.Instrs {
		for _, r := range i.DebugRecords() {
			p.str("    ")
			p.debugRecord(r)
			p.byte('\n')
		}
		p.str("  ")
		p.instr(i)
		p.byte('\n')
	}
}

// predsComment writes llvm-dis's "; preds = ..." comment at column 50.
// LLVM lists predecessors in use-list order, which for freshly read IR is
// the reverse of the order the branches appear in; the model's use lists
// are in appearance order, so they are walked backwards.
func (p *printer) predsComment(b *Block, col int) {
	for ; col < 50; col++ {
		p.byte(' ')
	}
	if col > 50 {
		p.byte(' ')
	}
	p.byte(';')
	uses := b.Uses()
	n := 0
	for k := len(uses) - 1; k >= 0; k-- {
		u := uses[k]
		if !u.Op.IsTerminator() || u.Parent == nil || u.Parent.Parent != b.Parent {
			continue
		}
		if n == 0 {
			p.str(" preds = ")
		} else {
			p.str(", ")
		}
		n++
		p.local(u.Parent.Name, u.Parent)
	}
	if n == 0 {
		p.str(" No predecessors!")
	}
}

// fnAttrsComment writes llvm-dis's "; Function Attrs: ..." line listing
// the function's attributes other than string attributes.
func (p *printer) fnAttrsComment(l AttrList) {
	start := len(p.b)
	p.str("; Function Attrs:")
	n := 0
	add := func(attrs []Attr) {
		for k := range attrs {
			if !attrs[k].IsString {
				p.byte(' ')
				p.attr(&attrs[k], false)
				n++
			}
		}
	}
	add(l.Attrs)
	if p.m != nil {
		for _, id := range l.Groups {
			if g := p.m.AttrGroup(id); g != nil {
				add(g.Attrs)
			}
		}
	}
	if n == 0 {
		p.b = p.b[:start]
		return
	}
	// A string in an attribute's kept text may hold a line break, which
	// would end the comment and turn the rest into code.
	for k := start; k < len(p.b); k++ {
		if p.b[k] == '\n' || p.b[k] == '\r' {
			p.b[k] = ' '
		}
	}
	p.byte('\n')
}

func (p *printer) debugRecord(r *DebugRecord) {
	p.str("#dbg_")
	p.str(r.Kind)
	p.byte('(')
	for k, a := range r.Args {
		if k > 0 {
			p.str(", ")
		}
		p.md(a)
	}
	p.byte(')')
}
