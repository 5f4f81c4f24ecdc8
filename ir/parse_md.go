package ir

// mdRef returns numbered metadata node !id, creating it on first reference.
func (p *parser) mdRef(id int) *MDNode {
	if n, ok := p.mdNodes[id]; ok {
		return n
	}
	n := &MDNode{ID: id}
	p.mdNodes[id] = n
	return n
}

// parseMD parses a metadata operand: !N, !"str", !{...}, !DIxxx(...), or
// "distinct" followed by one of the node forms.
func (p *parser) parseMD() MD {
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case tMetaID:
		id := p.atoi(p.tok)
		p.next()
		return p.mdRef(id)
	case tExclaim:
		p.next()
		switch p.tok.kind {
		case tString:
			s := p.tokName(&p.tok)
			p.next()
			return &MDString{S: s}
		case tLBrace:
			n := &MDNode{ID: -1}
			p.parseMDTuple(n)
			return n
		}
		p.expected("metadata string or '{'")
	case tMetaVar:
		n := &MDNode{ID: -1}
		p.parseSpecializedMD(n)
		return n
	case tKeyword:
		if p.acceptKw("distinct") {
			m := p.parseMD()
			if n, ok := m.(*MDNode); ok && n.ID < 0 {
				n.Distinct = true
				return n
			}
			p.fail("'distinct' must precede a metadata node")
		}
	}
	p.expected("metadata")
	return nil
}

// parseMDTuple parses "{ elem, ... }" into n (the current token is '{').
func (p *parser) parseMDTuple(n *MDNode) {
	p.expect(tLBrace)
	n.Elems = []MD{}
	if p.accept(tRBrace) {
		return
	}
	for {
		n.Elems = append(n.Elems, p.parseMDElem())
		if !p.accept(tComma) {
			break
		}
	}
	p.expect(tRBrace)
}

// parseMDElem parses a tuple element: null, metadata, or a typed value.
func (p *parser) parseMDElem() MD {
	if p.acceptKw("null") {
		return nil
	}
	switch p.tok.kind {
	case tMetaID, tExclaim, tMetaVar:
		return p.parseMD()
	}
	if p.isKw("distinct") {
		return p.parseMD()
	}
	ty := p.parseType()
	if ty == Metadata {
		return p.parseMD()
	}
	return &MDValue{V: p.parseValue(ty)}
}

// parseSpecializedMD parses !DIxxx(field: value, ...) or positional forms
// such as !DIExpression(DW_OP_plus_uconst, 8) and !DIArgList(i32 %x).
func (p *parser) parseSpecializedMD(n *MDNode) {
	n.Kind = p.internName(&p.tok)
	p.next()
	p.expect(tLParen)
	if p.tok.kind == tLabel {
		n.Fields = []MDField{}
		for {
			if p.tok.kind != tLabel {
				p.expected("field name")
			}
			f := MDField{Name: p.internName(&p.tok)}
			p.next()
			f.Value = p.parseMDFieldValue()
			n.Fields = append(n.Fields, f)
			if !p.accept(tComma) {
				break
			}
		}
	} else {
		n.Elems = []MD{}
		for p.tok.kind != tRParen {
			n.Elems = append(n.Elems, p.parseMDFieldValue())
			if !p.accept(tComma) {
				break
			}
		}
	}
	p.expect(tRParen)
}

// parseMDFieldValue parses a specialized-node field value.
func (p *parser) parseMDFieldValue() MD {
	t := p.tok
	switch t.kind {
	case tInt, tHexInt:
		p.next()
		return &MDRaw{Text: string(p.src[t.start:t.end])}
	case tString:
		p.next()
		return &MDRaw{Text: string(p.src[t.start:t.end])}
	case tMetaID, tExclaim, tMetaVar:
		return p.parseMD()
	case tLBrace:
		// GenericDINode operands: {!0, null}; kept as written.
		p.next()
		inner, _ := p.rawUntil(tLBrace, tRBrace)
		return &MDRaw{Text: "{" + inner + "}"}
	case tKeyword:
		switch p.kwView() {
		case "null":
			p.next()
			return MDNull{}
		case "distinct":
			return p.parseMD()
		}
		if !p.startsType() {
			// An enumerator, possibly a flag set: A | B | C.
			start := t.start
			end := t.end
			p.next()
			for p.tok.kind == tBar {
				p.next()
				if p.tok.kind != tKeyword && p.tok.kind != tInt {
					p.expected("flag")
				}
				end = p.tok.end
				p.next()
			}
			return &MDRaw{Text: string(p.src[start:end])}
		}
	}
	if p.startsType() {
		ty := p.parseType()
		return &MDValue{V: p.parseValue(ty)}
	}
	p.expected("metadata field value")
	return nil
}

// startsType reports whether the current token can begin a type.
func (p *parser) startsType() bool {
	switch p.tok.kind {
	case tIntType, tLBrace, tLBrack, tLess, tLocal, tLocalID:
		return true
	case tKeyword:
		switch p.kwView() {
		case "void", "half", "bfloat", "float", "double", "fp128", "x86_fp80", "ppc_fp128", "label",
			"metadata", "token", "x86_amx", "x86_mmx", "ptr", "target":
			return true
		}
	}
	return false
}

// parseNamedMD: !name = !{!0, !1}.
func (p *parser) parseNamedMD() {
	name := p.tokName(&p.tok)
	p.next()
	p.expect(tEqual)
	p.expect(tExclaim)
	p.expect(tLBrace)
	nm := &NamedMD{Name: name, Nodes: []MD{}}
	if !p.accept(tRBrace) {
		for {
			if p.tok.kind == tMetaID || p.tok.kind == tExclaim || p.tok.kind == tMetaVar {
				nm.Nodes = append(nm.Nodes, p.parseMD())
			} else {
				p.expected("metadata node")
			}
			if !p.accept(tComma) {
				break
			}
		}
		p.expect(tRBrace)
	}
	p.m.NamedMD = append(p.m.NamedMD, nm)
}

// parseMDDef: !N = [distinct] !{...} | !DIxxx(...).
func (p *parser) parseMDDef() {
	t := p.tok
	id := p.atoi(t)
	p.next()
	p.expect(tEqual)
	if p.mdDefined[id] {
		p.failAt(t, "Metadata id is already used")
	}
	p.mdDefined[id] = true
	n := p.mdRef(id)
	n.Distinct = p.acceptKw("distinct")
	switch p.tok.kind {
	case tExclaim:
		p.next()
		if p.tok.kind != tLBrace {
			p.expected("'{'")
		}
		p.parseMDTuple(n)
	case tMetaVar:
		p.parseSpecializedMD(n)
	default:
		p.expected("metadata node")
	}
	p.m.MDNodes = append(p.m.MDNodes, n)
}

// parseMDAttachments parses ", !kind !node" pairs after an instruction or global.
func (p *parser) parseInstMDAttachments(atts []MDAttachment) []MDAttachment {
	for p.tok.kind == tComma && p.peek().kind == tMetaVar {
		p.next()
		atts = p.parseOneAttachment(atts)
	}
	return atts
}

// isAttachment reports whether a "!kind !node" attachment follows, as
// opposed to a named metadata definition "!name = ..." on the next line.
func (p *parser) isAttachment() bool {
	return p.tok.kind == tMetaVar && p.peek().kind != tEqual
}

func (p *parser) parseOneAttachment(atts []MDAttachment) []MDAttachment {
	kind := p.internName(&p.tok)
	p.next()
	return append(atts, MDAttachment{Kind: kind, Node: p.parseMD()})
}

// peek returns the token after the current one without consuming anything.
func (p *parser) peek() token {
	if !p.peeked {
		if p.peekLex.src == nil {
			p.peekLex.src = p.lex.src
		}
		p.peekLex.pos, p.peekLex.line, p.peekLex.lineStart = p.lex.pos, p.lex.line, p.lex.lineStart
		p.peekLex.next(&p.peekTok)
		p.peeked = true
	}
	return p.peekTok
}

// parseDebugRecord parses #dbg_xxx(args...).
func (p *parser) parseDebugRecord() *DebugRecord {
	t := p.tok
	kind := p.tokName(&t)
	if len(kind) < 5 || kind[:4] != "dbg_" {
		p.failAt(t, "expected a debug record (#dbg_value, #dbg_declare, #dbg_assign, #dbg_label)")
	}
	p.next()
	r := &DebugRecord{Kind: kind[4:]}
	p.expect(tLParen)
	for p.tok.kind != tRParen {
		r.Args = append(r.Args, p.parseMDElem())
		if !p.accept(tComma) {
			break
		}
	}
	p.expect(tRParen)
	return r
}
