package ir

// parseType parses a type, including typed-pointer suffixes (T*, T
// addrspace(N)*) which become ptr, and function types T (params).
func (p *parser) parseType() *Type {
	p.enter()
	defer p.leave()
	t := p.parseTypeNoSuffix()
	for {
		switch {
		case p.tok.kind == tStar:
			if t.Kind == VoidType || t.Kind == LabelType || t.Kind == MetadataType {
				p.fail("pointer to %s is invalid", t)
			}
			p.next()
			t = Ptr
		case p.isKw("addrspace"):
			p.next()
			as := p.parseAddrSpaceParens()
			if p.tok.kind != tStar {
				p.expected("'*' after addrspace in typed pointer")
			}
			p.next()
			t = PtrIn(as)
		case p.tok.kind == tLParen:
			t = p.parseFuncTypeParams(t)
		default:
			return t
		}
	}
}

func (p *parser) parseAddrSpaceParens() uint32 {
	p.expect(tLParen)
	as := p.parseUint32("address space")
	if as >= 1<<24 {
		p.fail("invalid address space, must be a 24-bit integer")
	}
	p.expect(tRParen)
	return as
}

// parseFuncTypeParams parses "(T, T, ...)" after a result type.
func (p *parser) parseFuncTypeParams(ret *Type) *Type {
	p.expect(tLParen)
	var params []*Type
	variadic := false
	for p.tok.kind != tRParen {
		if p.tok.kind == tDots {
			p.next()
			variadic = true
			break
		}
		pt := p.parseType()
		if !validArgType(pt) {
			p.fail("invalid function argument type '%s'", pt)
		}
		// Parameter attributes and names are not part of a function type,
		// but LLVM tolerates attributes here; skip them.
		p.parseParamAttrs()
		params = append(params, pt)
		if !p.accept(tComma) {
			break
		}
	}
	p.expect(tRParen)
	if !validReturnType(ret) {
		p.fail("invalid function return type '%s'", ret)
	}
	return Func(ret, params, variadic)
}

func validArgType(t *Type) bool {
	return t.Kind != VoidType && t.Kind != LabelType && t.Kind != FunctionType
}

func validReturnType(t *Type) bool {
	return t.Kind != FunctionType && t.Kind != LabelType && t.Kind != MetadataType
}

func (p *parser) parseTypeNoSuffix() *Type {
	t := p.tok
	switch t.kind {
	case tIntType:
		n, ok := smallDecimal(p.src[t.start+1 : t.end]) // the lexer checked they are digits
		if !ok || n == 0 || n > MaxIntBits {
			p.fail("bitwidth for integer type out of range")
		}
		p.next()
		return Int(uint32(n))
	case tKeyword:
		switch p.kwView() {
		case "void":
			p.next()
			return Void
		case "half":
			p.next()
			return Half
		case "bfloat":
			p.next()
			return BFloat
		case "float":
			p.next()
			return Float
		case "double":
			p.next()
			return Double
		case "fp128":
			p.next()
			return FP128
		case "x86_fp80":
			p.next()
			return X86FP80
		case "ppc_fp128":
			p.next()
			return PPCFP128
		case "label":
			p.next()
			return Label
		case "metadata":
			p.next()
			return Metadata
		case "token":
			p.next()
			return Token
		case "x86_amx":
			p.next()
			return X86AMX
		case "x86_mmx":
			p.next()
			return X86MMX
		case "ptr":
			p.next()
			if p.acceptKw("addrspace") {
				return PtrIn(p.parseAddrSpaceParens())
			}
			return Ptr
		case "target":
			return p.parseTargetExtType()
		case "opaque":
			p.fail("'opaque' is only valid in a type definition")
		}
	case tLBrace:
		return Struct(false, p.parseStructBody()...)
	case tLess:
		p.next()
		if p.tok.kind == tLBrace {
			fields := p.parseStructBody()
			p.expect(tGreater)
			return Struct(true, fields...)
		}
		scalable := false
		if p.acceptKw("vscale") {
			scalable = true
			p.expectKw("x")
		}
		n := p.parseUint("vector length")
		p.expectKw("x")
		et := p.tok
		elem := p.parseType()
		p.expect(tGreater)
		if n == 0 {
			p.failAt(et, "zero element vector is illegal")
		}
		if !elem.IsInt() && !elem.IsFloat() && !elem.IsPtr() {
			p.failAt(et, "invalid vector element type '%s'", elem)
		}
		return Vector(n, elem, scalable)
	case tLBrack:
		p.next()
		n := p.parseUint("array length")
		p.expectKw("x")
		et := p.tok
		elem := p.parseType()
		p.expect(tRBrack)
		if !elem.IsFirstClass() && elem.Kind != StructType || elem.Kind == TokenType || elem.Kind == VoidType || elem.Kind == X86AMXType {
			p.failAt(et, "invalid array element type '%s'", elem)
		}
		return Array(n, elem)
	case tLocal, tLocalID:
		p.next()
		return p.namedType(t)
	}
	p.expected("type")
	return nil
}

// parseStructBody parses "{ T, T }" (the current token is '{').
func (p *parser) parseStructBody() []*Type {
	p.expect(tLBrace)
	var fields []*Type
	if p.accept(tRBrace) {
		return fields
	}
	for {
		ft := p.tok
		f := p.parseType()
		if f.Kind == VoidType || f.Kind == LabelType || f.Kind == MetadataType || f.Kind == FunctionType || f.Kind == TokenType {
			p.failAt(ft, "invalid element type for struct '%s'", f)
		}
		fields = append(fields, f)
		if !p.accept(tComma) {
			break
		}
	}
	p.expect(tRBrace)
	return fields
}

// parseTargetExtType: target("name", types..., ints...).
func (p *parser) parseTargetExtType() *Type {
	p.next()
	p.expect(tLParen)
	name := p.parseString("target extension type name")
	var types []*Type
	var ints []uint32
	for p.accept(tComma) {
		if p.tok.kind == tInt {
			ints = append(ints, p.parseUint32("integer parameter"))
			continue
		}
		if len(ints) > 0 {
			p.expected("integer parameter")
		}
		types = append(types, p.parseType())
	}
	p.expect(tRParen)
	return TargetExt(name, types, ints)
}
