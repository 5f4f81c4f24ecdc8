package ir

import (
	"bytes"
	"fmt"
	"strconv"
)

// attrKind says how an attribute keyword takes its argument.
type attrKind uint8

const (
	attrBare   attrKind = iota + 1 // noundef
	attrInt                        // dereferenceable(8)
	attrType                       // byval(T); may also appear bare in old IR
	attrParens                     // memory(...), allocsize(...): optional raw argument text
	attrAlign                      // align 8 / align(8) / align=8
	attrRange                      // range(T lo, hi)
	attrOptInt                     // dead_on_return, or dead_on_return(8) (after LLVM 22)
)

var attrKinds = func() map[string]attrKind {
	m := map[string]attrKind{}
	for _, k := range []string{
		"allocalign", "allocptr", "alwaysinline", "builtin", "cold", "convergent",
		"coro_only_destroy_when_complete", "coro_elide_safe", "dead_on_unwind",
		"disable_sanitizer_instrumentation", "fn_ret_thunk_extern", "hot", "hybrid_patchable",
		"immarg", "inreg", "inlinehint", "jumptable", "minsize", "mustprogress", "naked", "nest",
		"noalias", "nobuiltin", "nocallback", "nocapture", "nocf_check", "noduplicate", "noext", "nofree",
		"noimplicitfloat", "noinline", "nomerge", "noprofile", "norecurse", "noredzone", "noreturn",
		"nosanitize_bounds", "nosanitize_coverage", "nosync", "noundef", "nounwind", "nonlazybind",
		"nonnull", "null_pointer_is_valid", "optforfuzzing", "optdebug", "optnone", "optsize",
		"presplitcoroutine", "readnone", "readonly", "returned", "returns_twice", "signext",
		"safestack", "sanitize_address", "sanitize_hwaddress", "sanitize_memtag", "sanitize_memory",
		"sanitize_thread", "sanitize_numerical_stability", "sanitize_realtime", "sanitize_realtime_blocking",
		"shadowcallstack", "skipprofile", "speculatable", "speculative_load_hardening", "ssp", "sspreq",
		"sspstrong", "strictfp", "swiftasync", "swiftself", "swifterror", "willreturn", "writable",
		"writeonly", "zeroext", "inaccessiblememonly", "inaccessiblemem_or_argmemonly", "argmemonly",
		"no_sanitize_address", "no_sanitize_hwaddress", "sanitize_address_dyninit", "nosanitize",
		// LLVM 20 to 22: opt-22 writes nocreateundeforpoison on intrinsic
		// declarations.
		"nocreateundeforpoison", "nodivergencesource", "sanitize_alloc_token", "sanitize_type",
	} {
		m[k] = attrBare
	}
	for _, k := range []string{"dereferenceable", "dereferenceable_or_null", "alignstack"} {
		m[k] = attrInt
	}
	for _, k := range []string{"byval", "byref", "elementtype", "inalloca", "preallocated", "sret"} {
		m[k] = attrType
	}
	for _, k := range []string{"allocsize", "vscale_range", "memory", "nofpclass", "uwtable", "allockind",
		"initializes", "captures", "denormal_fpenv"} {
		m[k] = attrParens
	}
	m["dead_on_return"] = attrOptInt
	m["align"] = attrAlign
	m["range"] = attrRange
	return m
}()

// parseParamAttrs parses a (possibly empty) run of parameter or return attributes.
func (p *parser) parseParamAttrs() AttrList {
	// The attributes gather on a stack and are copied out at their size
	// into a slab: nearly every argument of a call has one (noundef), and
	// a slice each was an allocation each.
	base := len(p.attrBuf)
	for {
		a, ok := p.parseAttr(false)
		if !ok {
			break
		}
		p.attrBuf = append(p.attrBuf, a)
	}
	n := len(p.attrBuf) - base
	if n == 0 {
		return AttrList{}
	}
	l := AttrList{Attrs: p.attrSlab.cut(n, 64)}
	copy(l.Attrs, p.attrBuf[base:])
	clear(p.attrBuf[base:])
	p.attrBuf = p.attrBuf[:base]
	return l
}

// parseFnAttrs parses function attributes and #N group references. It stops
// at "align" when stopAtAlign is set (function headers give their own
// alignment with "align N").
func (p *parser) parseFnAttrs(stopAtAlign bool) AttrList {
	var l AttrList
	for {
		if p.tok.kind == tAttrGroup {
			id := p.atoi(p.tok)
			l.Groups = append(l.Groups, id)
			p.next()
			continue
		}
		if stopAtAlign && p.isKw("align") {
			return l
		}
		a, ok := p.parseAttr(false)
		if !ok {
			return l
		}
		l.Attrs = append(l.Attrs, a)
	}
}

// parseAttr parses one attribute if the current token starts one. inGroup
// allows the key=value spellings of attribute groups.
func (p *parser) parseAttr(inGroup bool) (Attr, bool) {
	if p.tok.kind == tString {
		a := Attr{IsString: true, Key: p.internName(&p.tok)}
		p.next()
		if p.accept(tEqual) {
			a.Value = p.parseString("string attribute value")
			a.HasValue = true
		}
		return a, true
	}
	if p.tok.kind != tKeyword {
		return Attr{}, false
	}
	kind := attrKinds[p.kwView()]
	if kind == 0 {
		return Attr{}, false
	}
	a := Attr{Key: p.kw()}
	p.next()
	switch kind {
	case attrBare:
	case attrAlign, attrInt:
		switch {
		case p.tok.kind == tLParen:
			p.next()
			a.Int, a.HasInt = p.parseUint("integer"), true
			p.expect(tRParen)
		case p.tok.kind == tEqual && inGroup:
			p.next()
			a.Int, a.HasInt = p.parseUint("integer"), true
		case kind == attrAlign && p.tok.kind == tInt:
			a.Int, a.HasInt = p.parseUint("alignment"), true
		case kind == attrAlign:
			p.expected("alignment")
		default:
			p.expected("'('")
		}
		if kind == attrAlign && (a.Int == 0 || a.Int&(a.Int-1) != 0 || a.Int > 1<<32) {
			p.fail("alignment is not a power of two")
		}
	case attrOptInt:
		if p.accept(tLParen) {
			a.Int, a.HasInt = p.parseUint("integer"), true
			p.expect(tRParen)
		}
	case attrType:
		if p.accept(tLParen) {
			a.Ty = p.parseType()
			p.expect(tRParen)
		}
	case attrRange:
		p.expect(tLParen)
		a.Ty = p.parseType()
		a.Args = p.rawUntilClose()
	case attrParens:
		if p.tok.kind == tLParen {
			p.next()
			a.Args = p.rawUntilClose()
		}
	}
	return a, true
}

// rawUntil returns the source text (blanks trimmed) up to the close token
// that matches an already-consumed open token, consumes that close token,
// and returns the source offset just past it. A gap between two tokens that
// holds a line break or a comment becomes one blank: the text is printed
// back on one line (an attribute in a header and in the "; Function Attrs:"
// comment), where a comment would hide the rest of the line and a line break
// would end the comment early.
func (p *parser) rawUntil(open, close tokKind) (string, int) {
	var text []byte
	prevEnd := -1
	depth := 0
	for {
		switch p.tok.kind {
		case tEOF:
			p.expected(tokNames[close])
		case open:
			depth++
		case close:
			if depth == 0 {
				end := p.tok.end
				p.next()
				return trimBlanks(string(text)), end
			}
			depth--
		}
		if prevEnd >= 0 {
			if gap := p.src[prevEnd:p.tok.start]; bytes.ContainsAny(gap, "\n;") {
				text = append(text, ' ')
			} else {
				text = append(text, gap...)
			}
		}
		text = append(text, p.src[p.tok.start:p.tok.end]...)
		prevEnd = p.tok.end
		p.next()
	}
}

// rawUntilClose is rawUntil for parentheses.
func (p *parser) rawUntilClose() string {
	s, _ := p.rawUntil(tLParen, tRParen)
	return s
}

func trimBlanks(s string) string {
	i, j := 0, len(s)
	for i < j && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	for j > i && (s[j-1] == ' ' || s[j-1] == '\t' || s[j-1] == '\n' || s[j-1] == '\r') {
		j--
	}
	return s[i:j]
}

// parseAttrGroup: attributes #N = { ... }.
func (p *parser) parseAttrGroup() {
	p.next()
	t := p.tok
	if t.kind != tAttrGroup {
		p.expected("attribute group id")
	}
	id := p.atoi(t)
	p.next()
	if p.groupsSeen[id] {
		p.failAt(t, "redefinition of attribute group #%d", id)
	}
	p.groupsSeen[id] = true
	p.expect(tEqual)
	p.expect(tLBrace)
	g := &AttrGroup{ID: id}
	for p.tok.kind != tRBrace {
		if p.tok.kind == tAttrGroup {
			p.fail("attribute group cannot reference another group")
		}
		a, ok := p.parseAttr(true)
		if !ok {
			if p.tok.kind != tKeyword {
				p.expected("attribute")
			}
			a = p.parseUnknownAttr(true)
		}
		g.Attrs = append(g.Attrs, a)
	}
	p.next()
	p.m.AttrGroups = append(p.m.AttrGroups, g)
}

// parseAlignment parses "align N".
func (p *parser) parseAlignment() uint64 {
	p.expectKw("align")
	t := p.tok
	n := p.parseUint("alignment")
	if n == 0 || n&(n-1) != 0 || n > 1<<32 {
		p.failAt(t, "alignment is not a power of two")
	}
	return n
}

// parseSyncScope parses an optional syncscope("name").
func (p *parser) parseSyncScope() string {
	if !p.acceptKw("syncscope") {
		return ""
	}
	p.expect(tLParen)
	s := p.parseString("sync scope name")
	p.expect(tRParen)
	return s
}

// parseOrdering parses an atomic ordering keyword.
func (p *parser) parseOrdering() AtomicOrdering {
	o := OrderingByName(p.kwView())
	if o == NotAtomic {
		p.expected("atomic ordering")
	}
	p.next()
	return o
}

var callConvs = map[string]bool{
	"ccc": true, "fastcc": true, "coldcc": true, "cfguard_checkcc": true, "x86_stdcallcc": true,
	"x86_fastcallcc": true, "x86_thiscallcc": true, "x86_vectorcallcc": true, "arm_apcscc": true,
	"arm_aapcscc": true, "arm_aapcs_vfpcc": true, "aarch64_vector_pcs": true, "aarch64_sve_vector_pcs": true,
	"aarch64_sme_preservemost_from_x0": true, "aarch64_sme_preservemost_from_x2": true, "msp430_intrcc": true,
	"avr_intrcc": true, "avr_signalcc": true, "ptx_kernel": true, "ptx_device": true, "spir_kernel": true,
	"spir_func": true, "intel_ocl_bicc": true, "x86_64_sysvcc": true, "win64cc": true, "x86_regcallcc": true,
	"webkit_jscc": true, "swiftcc": true, "swifttailcc": true, "anyregcc": true, "preserve_mostcc": true,
	"preserve_allcc": true, "preserve_nonecc": true, "ghccc": true, "x86_intrcc": true, "hhvmcc": true,
	"hhvm_ccc": true, "cxx_fast_tlscc": true, "amdgpu_vs": true, "amdgpu_gfx": true, "amdgpu_ls": true,
	"amdgpu_hs": true, "amdgpu_es": true, "amdgpu_gs": true, "amdgpu_ps": true, "amdgpu_cs": true,
	"amdgpu_cs_chain": true, "amdgpu_cs_chain_preserve": true, "amdgpu_kernel": true, "tailcc": true,
	"m68k_rtdcc": true, "graalcc": true, "m68k_intrcc": true, "riscv_vector_cc": true,
	"x86_mmx": false,
}

// parseCallConv parses an optional calling convention ("fastcc", "cc 10").
func (p *parser) parseCallConv() string {
	if p.isKw("cc") {
		p.next()
		n := p.parseUint("calling convention number")
		return "cc " + strconv.FormatUint(n, 10)
	}
	k := p.kwView()
	if callConvs[k] {
		k = p.kw() // kept in the module: a copy, not a view of the source
		p.next()
		return k
	}
	// "cc1023": how LLVM 14 to 22 print a numbered convention that has
	// no name. (Checked before ParseUint, whose error allocates: most calls
	// have no convention.)
	if len(k) > 2 && k[:2] == "cc" && k[2] >= '0' && k[2] <= '9' {
		if n, err := strconv.ParseUint(k[2:], 10, 32); err == nil {
			p.next()
			return "cc " + strconv.FormatUint(n, 10)
		}
	}
	return ""
}

// parseUnknownAttr reads a keyword that is not a known attribute, at a
// place where only attributes can stand (attribute groups, function
// headers), as an attribute kept as written, with a warning: IR from newer
// or older LLVM releases keeps loading.
func (p *parser) parseUnknownAttr(inGroup bool) Attr {
	t := p.tok
	a := Attr{Key: p.kw()}
	p.next()
	switch {
	case p.tok.kind == tLParen:
		p.next()
		a.Args = p.rawUntilClose()
	case inGroup && p.tok.kind == tEqual:
		p.next()
		a.Int, a.HasInt = p.parseUint("attribute value"), true
	}
	p.warnAt(t, "unknown attribute '%s' kept as written", a.Key)
	return a
}

// warnAt records a problem the parser tolerated.
func (p *parser) warnAt(t token, format string, args ...any) {
	w := &SyntaxError{File: p.file, Line: int(t.line), Col: int(t.col), Msg: fmt.Sprintf(format, args...)}
	p.m.Warnings = append(p.m.Warnings, w)
}

// topLevelKeywords start a module-level entity; after a declaration's
// header they end it rather than being unknown attributes.
var topLevelKeywords = map[string]bool{
	"define": true, "declare": true, "attributes": true, "target": true, "source_filename": true,
	"module": true, "uselistorder": true, "uselistorder_bb": true,
}
