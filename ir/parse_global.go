package ir

import (
	"strconv"
)

var linkages = map[string]Linkage{
	"private": LinkagePrivate, "internal": LinkageInternal, "available_externally": LinkageAvailableExternally,
	"linkonce": LinkageLinkOnce, "weak": LinkageWeak, "common": LinkageCommon, "appending": LinkageAppending,
	"extern_weak": LinkageExternWeak, "linkonce_odr": LinkageLinkOnceODR, "weak_odr": LinkageWeakODR,
	"external": LinkageExternalExplicit,
}

// parseGlobalHeader parses the linkage .. addrspace prefix shared by global
// definitions; hasLinkage reports whether a linkage keyword was written.
func (p *parser) parseGlobalHeader(h *GlobalHeader, forFunction bool) (hasLinkage bool) {
	if l, ok := linkages[p.kwView()]; ok {
		h.Linkage = l
		hasLinkage = true
		p.next()
	}
	if p.acceptKw("dso_local") {
		h.DSOLocal = true
	} else if p.acceptKw("dso_preemptable") {
		h.DSOPreempt = true
	}
	switch p.kwView() {
	case "default", "hidden", "protected":
		h.Visibility = p.kw()
		p.next()
	}
	switch p.kwView() {
	case "dllimport", "dllexport":
		h.DLLStorage = p.kw()
		p.next()
	}
	if forFunction {
		return hasLinkage
	}
	if p.acceptKw("thread_local") {
		h.ThreadLocal = "thread_local"
		if p.accept(tLParen) {
			mode := p.kw()
			switch mode {
			case "localdynamic", "initialexec", "localexec", "generaldynamic":
			default:
				p.expected("thread-local storage model")
			}
			p.next()
			p.expect(tRParen)
			h.ThreadLocal = "thread_local(" + mode + ")"
		}
	}
	switch p.kwView() {
	case "unnamed_addr", "local_unnamed_addr":
		h.UnnamedAddr = p.kw()
		p.next()
	}
	if p.acceptKw("addrspace") {
		h.AddrSpace = p.parseAddrSpaceParens()
	}
	return hasLinkage
}

// lookupDefined returns the prescanned global value that t names, or nil.
func (p *parser) lookupDefined(t token) Value {
	if t.kind == tGlobalID {
		id, _ := strconv.Atoi(p.tokName(&t))
		return p.globalIDs[id]
	}
	if t.hasText {
		return p.globals[t.text]
	}
	return p.globals[string(p.nameBytes(&t))] // (no allocation for the lookup)
}

// definedGlobal is lookupDefined for a definition site: a miss means the
// line prescan skipped it, so scan tokens once more.
func (p *parser) definedGlobal(t token) Value {
	v := p.lookupDefined(t)
	if v == nil && p.rescanGlobals() {
		v = p.lookupDefined(t)
	}
	return v
}

// parseGlobalDef parses @name = ... global/constant/alias/ifunc.
func (p *parser) parseGlobalDef() {
	nameTok := p.tok
	p.next()
	p.expect(tEqual)
	var h GlobalHeader
	h.Pos = Pos{nameTok.line, nameTok.col}
	hasLinkage := p.parseGlobalHeader(&h, false)
	obj := p.definedGlobal(nameTok)
	switch {
	case p.isKw("alias") || p.isKw("ifunc"):
		isAlias := p.isKw("alias")
		p.next()
		vt := p.parseType()
		p.expect(tComma)
		var target Value
		switch p.kwView() {
		case "bitcast", "getelementptr", "addrspacecast", "inttoptr":
			// LLVM takes these aliasees without a leading type.
			target = p.parseConstExpr()
		default:
			target = p.parseConstValue(p.parseType())
		}
		var part string
		for p.tok.kind == tComma {
			p.next()
			if p.acceptKw("partition") {
				part = p.parseString("partition name")
				continue
			}
			p.expected("'partition'")
		}
		h.Partition = part
		if h.AddrSpace == 0 && target.Type().IsPtr() {
			// The alias lives in its aliasee's address space.
			h.AddrSpace = target.Type().AddrSpace
		}
		if isAlias {
			a, ok := obj.(*Alias)
			if !ok || a.ValueType != nil {
				p.failAt(nameTok, "redefinition of global '%s'", p.src[nameTok.start:nameTok.end])
			}
			h.Name, h.Parent = a.Name, p.m
			a.GlobalHeader = h
			a.ValueType, a.Aliasee = vt, target
			p.m.Aliases = append(p.m.Aliases, a)
		} else {
			i, ok := obj.(*IFunc)
			if !ok || i.ValueType != nil {
				p.failAt(nameTok, "redefinition of global '%s'", p.src[nameTok.start:nameTok.end])
			}
			h.Name, h.Parent = i.Name, p.m
			i.GlobalHeader = h
			i.ValueType, i.Resolver = vt, target
			p.m.IFuncs = append(p.m.IFuncs, i)
		}
		return
	case p.isKw("externally_initialized") || p.isKw("global") || p.isKw("constant"):
	default:
		p.expected("'global', 'constant', 'alias' or 'ifunc'")
	}
	g, ok := obj.(*Global)
	if !ok || g.ValueType != nil {
		p.failAt(nameTok, "redefinition of global '%s'", p.src[nameTok.start:nameTok.end])
	}
	h.Name, h.Parent = g.Name, p.m
	g.GlobalHeader = h
	g.ExternallyInitialized = p.acceptKw("externally_initialized")
	switch {
	case p.acceptKw("global"):
	case p.acceptKw("constant"):
		g.IsConstant = true
	default:
		p.expected("'global' or 'constant'")
	}
	tt := p.tok
	g.ValueType = p.parseType()
	switch g.ValueType.Kind {
	case VoidType, FunctionType, LabelType, MetadataType, TokenType:
		p.failAt(tt, "invalid type for global variable: '%s'", g.ValueType)
	}
	if !hasLinkage || (h.Linkage != LinkageExternalExplicit && h.Linkage != LinkageExternWeak) {
		g.Init = p.parseConstValue(g.ValueType)
	}
	for p.tok.kind == tComma {
		p.next()
		switch {
		case p.acceptKw("section"):
			g.Section, g.HasSection = p.parseString("section name"), true
		case p.acceptKw("partition"):
			g.Partition = p.parseString("partition name")
		case p.isKw("comdat"):
			g.Comdat = p.parseOptionalComdat(g.Name)
		case p.isKw("align"):
			g.Align = p.parseAlignment()
		case p.acceptKw("code_model"):
			g.CodeModel = p.parseString("code model")
		case p.isKw("no_sanitize_address") || p.isKw("no_sanitize_hwaddress") || p.isKw("sanitize_address_dyninit") || p.isKw("sanitize_memtag"):
			g.Sanitizer = append(g.Sanitizer, p.kw())
			p.next()
		case p.tok.kind == tMetaVar:
			g.Metadata = p.parseOneAttachment(g.Metadata)
		default:
			p.expected("global variable property")
		}
	}
	for p.tok.kind == tAttrGroup || p.tok.kind == tString || attrKinds[p.kwView()] != 0 {
		if p.tok.kind == tAttrGroup {
			g.Attrs.Groups = append(g.Attrs.Groups, p.atoi(p.tok))
			p.next()
			continue
		}
		a, _ := p.parseAttr(false)
		g.Attrs.Attrs = append(g.Attrs.Attrs, a)
	}
	p.m.Globals = append(p.m.Globals, g)
}

// parseFunction parses a define or declare.
func (p *parser) parseFunction(isDefine bool) {
	p.next()
	var h GlobalHeader
	h.Pos = p.pos()
	// Declarations may carry their attachments first: declare !dbg !1 void @f().
	for p.isAttachment() {
		h.Metadata = p.parseOneAttachment(h.Metadata)
	}
	md := h.Metadata
	p.parseGlobalHeader(&h, true)
	h.AddrSpace = p.progAddrSpace // unless the header says otherwise
	cc := p.parseCallConv()
	retAttrs := p.parseParamAttrs()
	rt := p.tok
	ret := p.parseType()
	if !validReturnType(ret) {
		p.failAt(rt, "invalid function return type '%s'", ret)
	}
	nameTok := p.tok
	if nameTok.kind != tGlobal && nameTok.kind != tGlobalID {
		p.expected("function name")
	}
	obj := p.definedGlobal(nameTok)
	f, ok := obj.(*Function)
	if !ok || f.FuncTy != nil { // FuncTy is set once its definition is read
		p.failAt(nameTok, "redefinition of global '%s'", p.src[nameTok.start:nameTok.end])
	}
	p.next()
	h.Name, h.Parent = f.Name, p.m
	h.Metadata = md
	f.GlobalHeader = h
	f.CallConv, f.RetAttrs = cc, retAttrs

	names := p.parseParams(f, ret)
	p.parseFunctionProps(f)
	p.m.Funcs = append(p.m.Funcs, f)
	if !isDefine {
		return
	}
	fs := p.newFuncState(f)
	p.defineParams(fs, f, names)
	p.fn = fs
	p.parseBody(fs)
	p.fn = nil
	p.spareFn = fs
}

// paramName is the name token of a parameter, if it has one.
type paramName struct {
	tok   token
	named bool
}

// parseParams parses the parameter list into f's Params and FuncTy, and
// returns the parameters' name tokens for defineParams (in a buffer that
// the next call reuses). The arguments come from a slab, and the lists
// are gathered in the parser's buffers and copied out at their final size.
func (p *parser) parseParams(f *Function, ret *Type) []paramName {
	p.expect(tLParen)
	ptypes := p.paramTypes[:0]
	variadic := false
	names := p.paramNames[:0]
	args := p.paramArgs[:0]
	for p.tok.kind != tRParen {
		if p.tok.kind == tDots {
			p.next()
			variadic = true
			break
		}
		at := p.tok
		ty := p.parseType()
		if !validArgType(ty) {
			p.failAt(at, "invalid type for function argument: '%s'", ty)
		}
		arg := p.argSlab.new(32)
		arg.Ty, arg.Parent, arg.Index = ty, f, len(args)
		arg.Attrs = p.parseParamAttrs()
		var an paramName
		if p.tok.kind == tLocal || p.tok.kind == tLocalID {
			an = paramName{tok: p.tok, named: true}
			if p.tok.kind == tLocal {
				arg.Name = p.tokName(&p.tok)
			}
			p.next()
		}
		names = append(names, an)
		args = append(args, arg)
		ptypes = append(ptypes, ty)
		if !p.accept(tComma) {
			break
		}
	}
	p.expect(tRParen)
	f.Params = append(f.Params, args...) // (Func copies ptypes)
	f.FuncTy = Func(ret, ptypes, variadic)
	clear(args)
	clear(ptypes)
	p.paramTypes, p.paramNames, p.paramArgs = ptypes[:0], names, args[:0]
	return names
}

// parseFunctionProps parses the attributes and properties after a
// function's parameter list, up to its body.
func (p *parser) parseFunctionProps(f *Function) {
	for {
		switch {
		case p.isKw("unnamed_addr") || p.isKw("local_unnamed_addr"):
			f.UnnamedAddr = p.kw()
			p.next()
		case p.acceptKw("addrspace"):
			f.AddrSpace = p.parseAddrSpaceParens()
		case p.acceptKw("section"):
			f.Section, f.HasSection = p.parseString("section name"), true
		case p.acceptKw("partition"):
			f.Partition = p.parseString("partition name")
		case p.isKw("comdat"):
			f.Comdat = p.parseOptionalComdat(f.Name)
		case p.isKw("align"):
			f.Align = p.parseAlignment()
		case p.acceptKw("gc"):
			f.GC, f.HasGC = p.parseString("garbage collector name"), true
		case p.acceptKw("prefix"):
			f.Prefix = p.parseConstValue(p.parseType())
		case p.acceptKw("prologue"):
			f.Prologue = p.parseConstValue(p.parseType())
		case p.acceptKw("personality"):
			f.Personality = p.parseConstValue(p.parseType())
		case p.isAttachment():
			f.Metadata = p.parseOneAttachment(f.Metadata)
		case p.tok.kind == tAttrGroup || p.tok.kind == tString || attrKinds[p.kwView()] != 0:
			l := p.parseFnAttrs(true)
			f.FnAttrs.Attrs = append(f.FnAttrs.Attrs, l.Attrs...)
			f.FnAttrs.Groups = append(f.FnAttrs.Groups, l.Groups...)
		case p.tok.kind == tKeyword && !topLevelKeywords[p.kwView()]:
			f.FnAttrs.Attrs = append(f.FnAttrs.Attrs, p.parseUnknownAttr(false))
		default:
			return
		}
	}
}

// defineParams makes a definition's parameters its first local values.
func (p *parser) defineParams(fs *funcState, f *Function, names []paramName) {
	for i, a := range f.Params {
		an := names[i]
		switch {
		case !an.named || an.tok.kind == tLocalID:
			if an.named {
				id := p.atoi(an.tok)
				if id < fs.nextID {
					p.failAt(an.tok, "argument expected to be numbered '%%%d' or greater", fs.nextID)
				}
				fs.nextID = id
			}
			fs.localIDs.set(fs.nextID, symOf(a))
			fs.nextID++
		default:
			if _, dup := fs.locals[a.Name]; dup {
				p.failAt(an.tok, "redefinition of argument '%%%s'", a.Name)
			}
			fs.locals[a.Name] = symOf(a)
		}
	}
}

// parseBody parses "{ blocks }".
func (p *parser) parseBody(fs *funcState) {
	p.expect(tLBrace)
	if p.tok.kind == tRBrace {
		p.fail("function body requires at least one basic block")
	}
	for p.tok.kind != tRBrace {
		if p.tok.kind == tEOF {
			p.expected("'}' at end of function")
		}
		if p.isKw("uselistorder") {
			fs.f.UseListOrders = append(fs.f.UseListOrders, p.skipUseListOrder())
			continue
		}
		p.parseBlock(fs)
	}
	if len(fs.f.Blocks) == 0 {
		// "{ uselistorder ... }" with no block: as invalid as "{}".
		p.fail("function body requires at least one basic block")
	}
	p.next()
	for v, t := range fs.pending {
		if _, isBlock := v.(*Block); isBlock {
			p.failAt(t, "use of undefined label '%s'", string(p.src[t.start:t.end]))
		}
		p.failAt(t, "use of undefined value '%s'", string(p.src[t.start:t.end]))
	}
	if p.fnBlocks != nil {
		blocks := map[string]*Block{}
		for name, sym := range fs.locals {
			if b, ok := sym.v.(*Block); ok {
				blocks[name] = b
			}
		}
		fs.localIDs.all(func(id int, sym symbol) {
			if b, ok := sym.v.(*Block); ok {
				blocks["#"+strconv.Itoa(id)] = b
			}
		})
		p.fnBlocks[fs.f] = blocks
	}
}

func (p *parser) parseBlock(fs *funcState) {
	t := p.tok
	var b *Block
	switch t.kind {
	case tLabel:
		p.next()
		// Blocks and values share one symbol table, as in LLVM.
		sym, _ := p.namedLocal(fs, &t)
		v := sym.v
		if v == nil {
			b = p.newBlock()
			b.Name, b.Parent = p.tokName(&t), fs.f
			fs.locals[b.Name] = symbol{b, Label}
		} else {
			var isBlock bool
			b, isBlock = v.(*Block)
			if _, pend := fs.pending[v]; !isBlock || !pend {
				p.failAt(t, "redefinition of label '%%%s'", p.tokName(&t))
			}
		}
	case tLabelID:
		p.next()
		id := p.atoi(t)
		if id < fs.nextID {
			p.failAt(t, "label expected to be numbered '%d' or greater", fs.nextID)
		}
		b = p.numberedBlock(fs, t, id)
	default:
		b = p.numberedBlock(fs, t, fs.nextID)
	}
	delete(fs.pending, b)
	fs.f.Blocks = append(fs.f.Blocks, b)
	var records []*DebugRecord
	for {
		if p.tok.kind == tHashIdent {
			records = append(records, p.parseDebugRecord())
			continue
		}
		if p.isKw("uselistorder") {
			fs.f.UseListOrders = append(fs.f.UseListOrders, p.skipUseListOrder())
			continue
		}
		if p.tok.kind == tRBrace || p.tok.kind == tEOF || p.tok.kind == tLabel || p.tok.kind == tLabelID {
			p.expected("instruction (every block must end with a terminator)")
		}
		inst := p.parseInstruction(fs)
		inst.Parent = b
		if records != nil {
			inst.SetExtra().DebugRecords = records
			records = nil
		}
		p.instStack = append(p.instStack, inst)
		if inst.Op.IsTerminator() {
			if p.tok.kind == tHashIdent {
				p.fail("debug records after a terminator are not supported")
			}
			// Copied out at its final size.
			b.Instrs = p.instLists.carve(p.instStack, 1024)
			clear(p.instStack)
			p.instStack = p.instStack[:0]
			return
		}
	}
}

func (p *parser) numberedBlock(fs *funcState, t token, id int) *Block {
	fs.nextID = id + 1
	if sym, ok := fs.localIDs.get(id); ok {
		v := sym.v
		b, isBlock := v.(*Block)
		if _, pend := fs.pending[v]; !isBlock || !pend {
			p.failAt(t, "'%%%d' is already defined or used as a value", id)
		}
		return b
	}
	b := p.newBlock()
	b.Parent = fs.f
	fs.localIDs.set(id, symbol{b, Label})
	return b
}
