package ir

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"unsafe"
)

// SyntaxError is a parse error at a position of a file.
type SyntaxError struct {
	File      string
	Line, Col int
	Msg       string
}

// Error prints FILE:LINE:COL: message.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// ParseFile reads and parses a .ll file.
func ParseFile(path string) (*Module, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	return Parse(path, src)
}

// ParseFileVerified reads and parses a .ll file and verifies the module
// (Verify); a module that fails the verifier is an error naming path.
func ParseFileVerified(path string) (*Module, error) {
	m, err := ParseFile(path)
	if err != nil {
		return nil, err
	}
	if err := Verify(m); err != nil {
		return nil, fmt.Errorf("%s: verify: %w", path, err)
	}
	return m, nil
}

// Parse parses textual LLVM IR. filename is used in error messages only.
// Typed pointers (LLVM <= 14: i32*, %T addrspace(1)*) are read as ptr.
func Parse(filename string, src []byte) (m *Module, err error) {
	p := &parser{
		lex:        newLexer(src),
		src:        src,
		file:       filename,
		m:          &Module{Filename: filename},
		types:      map[string]*Type{},
		globals:    map[string]Value{},
		globalIDs:  map[int]Value{},
		comdats:    map[string]*Comdat{},
		mdNodes:    map[int]*MDNode{},
		mdDefined:  map[int]bool{},
		groupsSeen: map[int]bool{},
	}
	defer func() {
		if r := recover(); r != nil {
			se, ok := r.(*SyntaxError)
			if !ok {
				panic(r)
			}
			m, err = nil, se
		}
	}()
	p.prescan()
	if bytes.Contains(src, []byte("blockaddress")) {
		p.fnBlocks = map[*Function]map[string]*Block{}
	}
	p.next()
	p.parseModule()
	p.declareImplicit()
	p.remangle()
	return p.m, nil
}

// parser is a recursive-descent parser over the lexer's tokens. Errors are
// raised with p.fail (a *SyntaxError panic) and recovered in Parse, which
// keeps the grammar code free of error plumbing.
type parser struct {
	lex  lexer
	src  []byte
	tok  token
	file string
	m    *Module

	types       map[string]*Type // identified structs by name ("%N" names by "N")
	globals     map[string]Value // named global values, created by prescan
	globalIDs   map[int]Value    // unnamed global values (@N)
	comdats     map[string]*Comdat
	mdNodes     map[int]*MDNode // numbered metadata, created on first reference
	mdDefined   map[int]bool
	groupsSeen  map[int]bool
	typeDefined map[string]bool
	// implicit are the intrinsics used without a declaration, in the
	// order first named (LLVM 19 reads calls to them).
	implicit  []implicitDecl
	fn        *funcState // the function body being parsed, or nil
	depth     int        // nesting of types, constants and metadata being parsed
	linesOnly bool       // globals were prescanned from line starts only
	// progAddrSpace is the datalayout's program address space (P<n>): the
	// default address space of functions and of call targets.
	// (LLVM 19's parser does not apply A<n> or G<n> to allocas and globals.)
	progAddrSpace uint32
	// peekTok is the token after tok when peeked is set, and peekLex the
	// lexer state after it.
	peekTok    token
	peekLex    lexer
	peeked     bool
	blockAddrs []pendingBlockAddr
	fnBlocks   map[*Function]map[string]*Block // blocks by name and "#N", kept only when blockaddress occurs
	instSlab   slab[Instruction]
	opSlab     listSlab[Value]
	useSlab    listSlab[*Instruction] // first use slots of values (registerUses)
	constSlab  slab[Const]
	callSlab   slab[CallInfo]
	ints       map[intConstKey]*Const // integer constants parsed so far
	smallInts  [2][64]*Const          // i32 and i64 constants 0..63 parsed so far
	spareFn    *funcState             // the last function body's state, for reuse
	valStack   []Value                // elements of the constant lists and call arguments being parsed
	typeStack  []*Type                // argument types of the call being parsed
	kwIntern   map[string]string      // keywords kept in the module (kw)
	attrStack  []AttrList             // argument attributes of the call being parsed
	attrBuf    []Attr                 // attributes of the list being parsed (parseParamAttrs)
	attrSlab   listSlab[Attr]         // where parameter attribute lists are cut from
	instStack  []*Instruction         // instructions of the block being parsed
	strBuf     []byte                 // where names are copied to (str)
	argSlab    slab[Argument]
	paramTypes []*Type     // parseParams' buffers
	paramNames []paramName // (the names are returned to defineParams)
	paramArgs  []*Argument
	strChunk   int                    // size of strBuf's last chunk
	instLists  listSlab[*Instruction] // where blocks' instruction lists are cut from
	blockSlab  slab[Block]
	blockStack []*Block           // incoming blocks of the phi being parsed
	blockLists listSlab[*Block]   // where phis' incoming lists are cut from
	attrLists  listSlab[AttrList] // where calls' argument attribute lists are cut from
}

// maxNesting bounds how deeply types, constants and metadata may nest, so
// that hostile input gives an error instead of exhausting the stack.
const maxNesting = 1000

// enter notes one more level of nesting; callers defer p.leave().
func (p *parser) enter() {
	p.depth++
	if p.depth > maxNesting {
		p.fail("nesting deeper than %d levels", maxNesting)
	}
}

func (p *parser) leave() { p.depth-- }

func (p *parser) next() {
	if p.peeked {
		// peek already lexed it: take the token and the lexer state after it.
		// (The lexers share src: copying the position alone spares the
		// slice's write barrier.)
		p.tok, p.peeked = p.peekTok, false
		p.lex.pos, p.lex.line, p.lex.lineStart = p.peekLex.pos, p.peekLex.line, p.peekLex.lineStart
	} else {
		p.lex.next(&p.tok)
	}
	if p.tok.kind == tError {
		p.failAt(p.tok, "%s", p.tokName(&p.tok))
	}
}

// nameBytes is the name a token spells in the source, without its sigil
// (%, @, $, !, #) or a label's colon; only for tokens without decoded text.
func (p *parser) nameBytes(t *token) []byte {
	switch t.kind {
	case tLocal, tLocalID, tGlobal, tGlobalID, tComdat, tMetaID, tMetaVar, tAttrGroup, tHashIdent:
		return p.src[t.start+1 : t.end]
	case tLabel, tLabelID:
		return p.src[t.start : t.end-1]
	}
	return p.src[t.start:t.end]
}

// tokName is a token's name (see nameBytes), string or error message.
func (p *parser) tokName(t *token) string {
	if t.hasText {
		return t.text
	}
	return p.str(p.nameBytes(t))
}

// str returns a copy of b as a string, cut from a shared buffer: the
// names of a module (values, blocks, globals) are each a few bytes, and
// one allocation each was the most frequent one of the parser. The
// buffer is never written again where it was handed out, so the strings
// stay immutable.
func (p *parser) str(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if len(b) > 128 {
		return string(b)
	}
	if cap(p.strBuf)-len(p.strBuf) < len(b) {
		p.strChunk = min(max(2*p.strChunk, 256), 8192)
		p.strBuf = make([]byte, 0, p.strChunk)
	}
	k := len(p.strBuf)
	p.strBuf = append(p.strBuf, b...)
	return unsafe.String(&p.strBuf[k], len(b))
}

// tokNum is the number of a numbered token (%N, @N, !N, #N, N:), or -1
// when it does not fit an int.
func (p *parser) tokNum(t *token) int {
	b := p.nameBytes(t)
	if len(b) == 0 || b[0] < '0' || b[0] > '9' { // no sign
		return -1
	}
	n, ok := smallDecimal(b)
	if !ok {
		return -1
	}
	return int(n)
}

// tokText is the token's source text.
func (p *parser) tokText() string { return string(p.src[p.tok.start:p.tok.end]) }

func (p *parser) describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tKeyword, tIntType, tInt, tHexInt, tFloat:
		return "'" + string(p.src[t.start:t.end]) + "'"
	}
	if t.kind >= tDots {
		return tokNames[t.kind]
	}
	s := string(p.src[t.start:t.end])
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return tokNames[t.kind] + " '" + s + "'"
}

func (p *parser) failAt(t token, format string, args ...any) {
	panic(&SyntaxError{File: p.file, Line: int(t.line), Col: int(t.col), Msg: fmt.Sprintf(format, args...)})
}

func (p *parser) fail(format string, args ...any) { p.failAt(p.tok, format, args...) }

// expected fails with "expected WHAT, found <current token>".
func (p *parser) expected(what string) {
	p.fail("expected %s, found %s", what, p.describe(p.tok))
}

func (p *parser) expect(k tokKind) token {
	t := p.tok
	if t.kind != k {
		p.expected(tokNames[k])
	}
	p.next()
	return t
}

// isKw reports whether the current token is the keyword kw.
func (p *parser) isKw(kw string) bool {
	return p.tok.kind == tKeyword && string(p.src[p.tok.start:p.tok.end]) == kw
}

// acceptKw consumes the keyword kw if it is next.
func (p *parser) acceptKw(kw string) bool {
	if p.isKw(kw) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expectKw(kw string) {
	if !p.acceptKw(kw) {
		p.expected("'" + kw + "'")
	}
}

func (p *parser) accept(k tokKind) bool {
	if p.tok.kind == k {
		p.next()
		return true
	}
	return false
}

// kw returns the current keyword's text, or "" when the token is not a
// keyword. The text is interned per parse: the module keeps such strings
// (attribute keys, calling conventions, visibility), a program repeats a
// few of them thousands of times, and a copy each was an allocation.
func (p *parser) kw() string {
	if p.tok.kind != tKeyword {
		return ""
	}
	return p.intern(p.src[p.tok.start:p.tok.end])
}

// intern returns b as a string shared with every other interned copy of
// the same bytes in this parse.
func (p *parser) intern(b []byte) string {
	if s, ok := p.kwIntern[string(b)]; ok {
		return s
	}
	s := string(b)
	if p.kwIntern == nil {
		p.kwIntern = make(map[string]string)
	}
	p.kwIntern[s] = s
	return s
}

// internName is tokName interned (see intern): for the names a module
// repeats, such as metadata kinds (!dbg, !DILocation) and field names.
func (p *parser) internName(t *token) string {
	if t.hasText {
		return t.text
	}
	return p.intern(p.nameBytes(t))
}

// kwView is kw without a copy: the string shares the source's bytes. It is
// for comparing and looking up only (switch, map index, XByName), never to
// keep in the module, which must not alias the caller's buffer; it spares
// the hot paths (one opcode, flags and attributes per instruction) an
// allocation per keyword.
func (p *parser) kwView() string {
	if p.tok.kind != tKeyword {
		return ""
	}
	return unsafe.String(&p.src[p.tok.start], p.tok.end-p.tok.start)
}

func (p *parser) pos() Pos { return Pos{Line: p.tok.line, Col: p.tok.col} }

// parseUint parses a non-negative decimal integer token.
func (p *parser) parseUint(what string) uint64 {
	if p.tok.kind != tInt {
		p.expected(what)
	}
	n, err := strconv.ParseUint(p.tokText(), 10, 64)
	if err != nil {
		p.fail("invalid %s %s", what, p.tokText())
	}
	p.next()
	return n
}

func (p *parser) parseUint32(what string) uint32 {
	t := p.tok
	n := p.parseUint(what)
	if n > 1<<32-1 {
		p.failAt(t, "%s %d out of range", what, n)
	}
	return uint32(n)
}

func (p *parser) parseString(what string) string {
	if p.tok.kind != tString {
		p.expected(what)
	}
	s := p.tokName(&p.tok)
	p.next()
	return s
}

// prescan finds every global value definition so that forward references
// resolve to the final object: @name = ... global|constant|alias|ifunc, and
// define/declare ... @name(. It reads only the lines that start a
// definition; when a line is not clear-cut, or later a name turns out to be
// missing, it reads the whole token stream instead (see prescanTokens).
func (p *parser) prescan() {
	p.linesOnly = true
	if !p.prescanLines() {
		p.globals = map[string]Value{}
		p.globalIDs = map[int]Value{}
		p.linesOnly = false
		p.prescanTokens(false)
	}
}

// prescanLines declares the globals defined at line starts; false means
// "unsure, scan tokens".
func (p *parser) prescanLines() bool {
	src := p.src
	nextID := 0
	line := int32(1)
	for i := 0; i < len(src); line++ {
		j := i
		for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		end := bytes.IndexByte(src[j:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += j
		}
		if j < end && (src[j] == '@' || src[j] == 'd') {
			if !p.prescanLine(j, end, line, i, &nextID) {
				return false
			}
		}
		i = end + 1
	}
	return true
}

func (p *parser) prescanLine(start, end int, line int32, lineStart int, nextID *int) bool {
	l := lexer{src: p.src, pos: start, line: line, lineStart: lineStart}
	t := l.nextTok()
	if t.kind == tKeyword {
		w := string(p.src[t.start:t.end])
		if w != "define" && w != "declare" {
			return true
		}
		for {
			t = l.nextTok()
			if t.start >= end || t.kind == tEOF || t.kind == tError {
				return false
			}
			if t.kind == tGlobal || t.kind == tGlobalID {
				f := &Function{}
				f.Name, f.Parent = p.tokName(&t), p.m
				return p.declareGlobal(t, f, nextID, false)
			}
		}
	}
	if t.kind != tGlobal && t.kind != tGlobalID {
		return t.kind != tError
	}
	if eq := l.nextTok(); eq.kind != tEqual {
		return false
	}
	for {
		k := l.nextTok()
		if k.start >= end || k.kind == tEOF || k.kind == tError {
			return false
		}
		if v := p.globalOfKind(k, &t); v != nil {
			return p.declareGlobal(t, v, nextID, false)
		}
	}
}

// globalOfKind makes the global value that keyword k introduces, named
// as nameTok, or nil.
func (p *parser) globalOfKind(k token, nameTok *token) Value {
	if k.kind != tKeyword {
		return nil
	}
	// The name is made only once the kind is known: the scan calls this on
	// every token between '=' and the kind (linkage, unnamed_addr, ...).
	var name string
	switch string(p.src[k.start:k.end]) {
	case "global", "constant", "alias", "ifunc":
		name = p.tokName(nameTok)
	default:
		return nil
	}
	switch string(p.src[k.start:k.end]) {
	case "global", "constant":
		g := &Global{}
		g.Name, g.Parent = name, p.m
		return g
	case "alias":
		a := &Alias{}
		a.Name, a.Parent = name, p.m
		return a
	case "ifunc":
		i := &IFunc{}
		i.Name, i.Parent = name, p.m
		return i
	}
	return nil
}

// prescanTokens declares globals by reading every token outside brackets.
// With merge set it only adds names the line scan missed.
func (p *parser) prescanTokens(merge bool) {
	l := newLexer(p.src)
	depth := 0
	nextID := 0
	t := l.nextTok()
	for t.kind != tEOF {
		switch t.kind {
		case tLParen, tLBrack, tLBrace, tLess:
			depth++
		case tRParen, tRBrack, tRBrace, tGreater:
			depth--
		}
		if depth != 0 {
			t = l.nextTok()
			continue
		}
		if t.kind == tKeyword && (string(p.src[t.start:t.end]) == "define" || string(p.src[t.start:t.end]) == "declare") {
			for t = l.nextTok(); t.kind != tEOF && t.kind != tGlobal && t.kind != tGlobalID; t = l.nextTok() {
			}
			if t.kind == tEOF {
				return
			}
			f := &Function{}
			f.Name, f.Parent = p.tokName(&t), p.m
			p.declareGlobal(t, f, &nextID, merge)
			t = l.nextTok()
			continue
		}
		if t.kind == tGlobal || t.kind == tGlobalID {
			name := t
			if t = l.nextTok(); t.kind != tEqual {
				continue
			}
			for t = l.nextTok(); t.kind != tEOF; t = l.nextTok() {
				if v := p.globalOfKind(t, &name); v != nil {
					p.declareGlobal(name, v, &nextID, merge)
					break
				}
			}
			continue
		}
		t = l.nextTok()
	}
}

// rescanGlobals is called when a global name is not found: if only the
// line scan ran, the token scan may still find it.
func (p *parser) rescanGlobals() bool {
	if !p.linesOnly {
		return false
	}
	p.linesOnly = false
	p.prescanTokens(true)
	return true
}

// declareGlobal records a definition found by a prescan. With merge set,
// names already known are skipped and numbering is not checked.
func (p *parser) declareGlobal(t token, v Value, nextID *int, merge bool) bool {
	if t.kind == tGlobalID {
		id, _ := strconv.Atoi(p.tokName(&t))
		if merge {
			if _, ok := p.globalIDs[id]; ok {
				return true
			}
		} else if id < *nextID {
			if p.linesOnly {
				return false
			}
			p.failAt(t, "variable expected to be numbered '@%d' or greater", *nextID)
		}
		*nextID = id + 1
		p.globalIDs[id] = v
		switch g := v.(type) {
		case *Global:
			g.Name = ""
		case *Function:
			g.Name = ""
		case *Alias:
			g.Name = ""
		case *IFunc:
			g.Name = ""
		}
		return true
	}
	var dup bool
	if t.hasText {
		_, dup = p.globals[t.text]
	} else {
		_, dup = p.globals[string(p.nameBytes(&t))] // (no allocation for the lookup)
	}
	if dup {
		if merge {
			return true
		}
		if p.linesOnly {
			return false
		}
		p.failAt(t, "redefinition of global '@%s'", p.tokName(&t))
	}
	// The key is the value's own name: the same string, not another copy.
	var name string
	switch g := v.(type) {
	case *Global:
		name = g.Name
	case *Function:
		name = g.Name
	case *Alias:
		name = g.Name
	case *IFunc:
		name = g.Name
	default:
		name = p.tokName(&t)
	}
	p.globals[name] = v
	return true
}

// globalRef resolves @name / @N at the current token.
func (p *parser) globalRef() Value {
	t := p.tok
	var v Value
	v = p.lookupDefined(t)
	if v == nil && p.rescanGlobals() {
		v = p.lookupDefined(t)
	}
	if v == nil {
		if f := p.implicitIntrinsic(t); f != nil {
			v = f
		}
	}
	if v == nil {
		p.failAt(t, "use of undefined value '%s'", string(p.src[t.start:t.end]))
	}
	p.next()
	return v
}

// implicitIntrinsic returns the function an undeclared intrinsic named at
// t stands for, as LLVM 19's parser reads it: a call declares it with the
// call's function type (parseCallHead sets it; Parse adds it to the
// module). Nil for a name that is not an intrinsic's.
func (p *parser) implicitIntrinsic(t token) *Function {
	if t.kind != tGlobal {
		return nil
	}
	name := p.tokName(&t)
	if !strings.HasPrefix(name, "llvm.") {
		return nil
	}
	for _, im := range p.implicit {
		if im.f.Name == name {
			return im.f
		}
	}
	f := &Function{GlobalHeader: GlobalHeader{Name: name}}
	p.implicit = append(p.implicit, implicitDecl{f: f, at: t})
	return f
}

// implicitDecl is an intrinsic used without a declaration, and where it
// was first named.
type implicitDecl struct {
	f  *Function
	at token
}

// declareImplicit adds the intrinsics used without a declaration to the
// module, each with the type its calls gave it; one named other than as a
// callee is an undefined value.
// remangle renames overloaded intrinsics after their types, as LLVM's
// reader does (llvm.fmuladd.f32 declared or called on half becomes
// llvm.fmuladd.f16), unless the right name is taken. Typed-pointer
// manglings (llvm.memcpy.p0i8.p0i8.i64) are left as written.
func (p *parser) remangle() {
	for _, f := range p.m.Funcs {
		if !f.IsDeclaration() || !strings.HasPrefix(f.Name, "llvm.") {
			continue
		}
		want, ok := mangledName(f)
		if !ok || want == f.Name || p.m.Func(want) != nil {
			continue
		}
		if base, _ := lookupIntrinsic(f.Name); typedPtrMangling.MatchString(f.Name[len(base):]) {
			continue
		}
		f.Name = want
	}
}

func (p *parser) declareImplicit() {
	for _, im := range p.implicit {
		if im.f.FuncTy == nil {
			p.failAt(im.at, "use of undefined value '%s'", string(p.src[im.at.start:im.at.end]))
		}
		f := im.f
		for i, pt := range f.FuncTy.Fields {
			f.Params = append(f.Params, &Argument{Ty: pt, Parent: f, Index: i})
		}

		f.Parent = p.m
		p.m.Funcs = append(p.m.Funcs, f)
	}
}

func (p *parser) parseModule() {
	for p.tok.kind != tEOF {
		switch p.tok.kind {
		case tKeyword:
			switch p.kwView() {
			case "source_filename":
				p.next()
				p.expect(tEqual)
				p.m.SourceFilename = p.parseString("source file name string")
				p.m.HasSourceFilename = true
			case "target":
				p.next()
				switch {
				case p.acceptKw("datalayout"):
					p.expect(tEqual)
					p.m.DataLayout = p.parseString("data layout string")
					p.progAddrSpace = layoutAddrSpace(p.m.DataLayout, 'P')
				case p.acceptKw("triple"):
					p.expect(tEqual)
					p.m.Triple = p.parseString("target triple string")
				default:
					p.expected("'datalayout' or 'triple'")
				}
			case "module":
				p.next()
				p.expectKw("asm")
				p.m.Asm = append(p.m.Asm, p.parseString("module asm string"))
			case "define":
				p.parseFunction(true)
			case "declare":
				p.parseFunction(false)
			case "attributes":
				p.parseAttrGroup()
			case "uselistorder", "uselistorder_bb":
				p.m.UseListOrders = append(p.m.UseListOrders, p.skipUseListOrder())
			default:
				p.expected("top-level entity")
			}
		case tSummaryID:
			p.parseSummaryEntry()
		case tLocal, tLocalID:
			p.parseTypeDef()
		case tGlobal, tGlobalID:
			p.parseGlobalDef()
		case tComdat:
			p.parseComdatDef()
		case tMetaVar:
			p.parseNamedMD()
		case tMetaID:
			p.parseMDDef()
		default:
			p.expected("top-level entity")
		}
	}
	p.resolveBlockAddrs()
	for id, n := range p.mdNodes {
		if !p.mdDefined[id] {
			_ = n
			p.fail("use of undefined metadata '!%d'", id)
		}
	}
	for key, t := range p.types {
		if t.Opaque && !p.typeDefined[key] {
			p.fail("use of undefined type named '%%%s'", QuoteName(t.Name))
		}
	}
	p.sortMD()
}

// skipUseListOrder reads a uselistorder directive and returns its text.
// The directives only fix the order of use lists, which irfuzz does not
// model, so they are kept as text for re-printing.
func (p *parser) skipUseListOrder() string {
	start := p.tok.start
	end := p.tok.end
	line := p.tok.line
	p.next()
	depth := 0
	for p.tok.kind != tEOF {
		switch p.tok.kind {
		case tLBrace, tLParen, tLBrack, tLess:
			depth++
		case tRBrace, tRParen, tRBrack, tGreater:
			if depth == 0 {
				// Not opened by the directive: the end of the function
				// body it is in (a bare "uselistorder" line printed last).
				return string(p.src[start:end])
			}
			depth--
			if depth == 0 && p.tok.kind == tRBrace {
				end = p.tok.end
				p.next()
				return string(p.src[start:end])
			}
		}
		if depth == 0 && p.tok.line != line && p.tok.kind != tComma {
			return string(p.src[start:end])
		}
		end = p.tok.end
		p.next()
	}
	return string(p.src[start:end])
}

// parseTypeDef: %name = type { ... } | type opaque | type <other type>.
func (p *parser) parseTypeDef() {
	t := p.tok
	name := p.typeKeyOf(t)
	p.next()
	p.expect(tEqual)
	p.expectKw("type")
	if p.typeDefined == nil {
		p.typeDefined = map[string]bool{}
	}
	if p.typeDefined[name] {
		p.failAt(t, "redefinition of type '%s'", p.src[t.start:t.end])
	}
	st := p.namedType(t)
	p.typeDefined[name] = true
	if p.acceptKw("opaque") {
		p.m.Types = append(p.m.Types, st)
		return
	}
	switch p.tok.kind {
	case tLBrace:
		fields := p.parseStructBody()
		st.SetBody(false, fields...)
	case tLess:
		if p.peekByte() != '{' {
			p.expected("struct body")
		}
		p.next()
		fields := p.parseStructBody()
		p.expect(tGreater)
		st.SetBody(true, fields...)
	default:
		// %T = type i32 is legal but names a non-struct type: keep the alias.
		ty := p.parseType()
		p.aliasTypes(name, ty)
		return
	}
	p.m.Types = append(p.m.Types, st)
}

// aliasTypes records a type definition that names a non-struct type.
func (p *parser) aliasTypes(name string, ty *Type) {
	if old, ok := p.types[name]; ok && old.Opaque && len(old.Fields) == 0 {
		// Forward references to it were made as a struct; point them at ty.
		*old = *ty
		p.types[name] = ty
		return
	}
	p.types[name] = ty
}

// peekByte returns the next non-blank source byte after the current token.
func (p *parser) peekByte() byte {
	i := p.tok.end
	for i < len(p.src) && (p.src[i] == ' ' || p.src[i] == '\t' || p.src[i] == '\n' || p.src[i] == '\r') {
		i++
	}
	if i < len(p.src) {
		return p.src[i]
	}
	return 0
}

// namedType returns the identified struct that %name or %N names,
// creating it (opaque until defined) on first reference.
func (p *parser) namedType(tok token) *Type {
	if tok.kind == tLocal && !tok.hasText {
		// A plain %name: looked up by its source bytes, without a copy.
		if t, ok := p.types[string(p.nameBytes(&tok))]; ok {
			return t
		}
	}
	key := p.typeKeyOf(tok)
	if t, ok := p.types[key]; ok {
		return t
	}
	t := NewNamedStruct(p.tokName(&tok))
	t.Numbered = tok.kind == tLocalID
	p.types[key] = t
	return t
}

// typeKeyOf keys a type name token: %N and %"N" are different types.
func (p *parser) typeKeyOf(t token) string {
	if t.kind == tLocalID {
		return "#" + p.tokName(&t)
	}
	return p.tokName(&t)
}

// parseSummaryEntry keeps a module summary entry (^N = ...) as its text.
func (p *parser) parseSummaryEntry() {
	start := p.tok.start
	p.next()
	p.expect(tEqual)
	if p.tok.kind != tLabel {
		p.expected("summary entry kind")
	}
	p.next()
	end := p.tok.end
	if p.accept(tLParen) {
		_, end = p.rawUntil(tLParen, tRParen)
	} else {
		p.next()
	}
	p.m.Summary = append(p.m.Summary, string(p.src[start:end]))
}

func (p *parser) parseComdatDef() {
	t := p.tok
	name := p.tokName(&t)
	p.next()
	p.expect(tEqual)
	p.expectKw("comdat")
	sel := p.kw()
	switch sel {
	case "any", "exactmatch", "largest", "nodeduplicate", "samesize", "noduplicates":
	default:
		p.expected("comdat selection kind")
	}
	p.next()
	c := p.comdat(name)
	if c.Selection != "" {
		p.failAt(t, "redefinition of comdat '$%s'", name)
	}
	c.Selection = sel
}

func (p *parser) comdat(name string) *Comdat {
	if c, ok := p.comdats[name]; ok {
		return c
	}
	c := &Comdat{Name: name}
	p.comdats[name] = c
	p.m.Comdats = append(p.m.Comdats, c)
	return c
}

// parseOptionalComdat parses "comdat" or "comdat($name)" where self is the
// name of the global being defined.
func (p *parser) parseOptionalComdat(self string) *Comdat {
	if !p.acceptKw("comdat") {
		return nil
	}
	if p.accept(tLParen) {
		if p.tok.kind != tComdat {
			p.expected("comdat variable")
		}
		c := p.comdat(p.tokName(&p.tok))
		p.next()
		p.expect(tRParen)
		return c
	}
	return p.comdat(self)
}

// sortMD orders numbered metadata by number, which is how LLVM prints it.
func (p *parser) sortMD() {
	slices.SortStableFunc(p.m.MDNodes, func(a, b *MDNode) int { return a.ID - b.ID })
}

// slab hands out zeroed objects of type T, allocated in chunks: one
// allocation per n instructions or constants keeps the parser's
// allocation rate (and GC work) low. The chunks double from 8 objects up
// to n, so that a small module does not pay for a large chunk it leaves
// mostly unused (a module's last chunk is on average half waste).
type slab[T any] struct {
	free  []T
	chunk int // size of the last chunk
}

func (s *slab[T]) new(n int) *T {
	if len(s.free) == 0 {
		s.chunk = min(max(2*s.chunk, 8), n)
		s.free = make([]T, s.chunk)
	}
	x := &s.free[0]
	s.free = s.free[1:]
	return x
}

// listSlab hands out slices of T cut from shared chunks, which double
// from 16 elements up to n (or to the slice's length). Each slice's
// capacity is exactly its length, so a later append copies it instead of
// clobbering a neighbour.
type listSlab[T any] struct {
	free  []T
	chunk int // size of the last chunk
}

// cut returns a zeroed slice of length k.
func (s *listSlab[T]) cut(k, n int) []T {
	if len(s.free) < k {
		s.chunk = min(max(2*s.chunk, 16), n)
		s.free = make([]T, max(s.chunk, k))
	}
	x := s.free[:k:k]
	s.free = s.free[k:]
	return x
}

// carve returns a copy of vals, or nil when vals is empty.
func (s *listSlab[T]) carve(vals []T, n int) []T {
	if len(vals) == 0 {
		return nil
	}
	x := s.cut(len(vals), n)
	copy(x, vals)
	return x
}

func (p *parser) newInst() *Instruction  { return p.instSlab.new(128) }
func (p *parser) newConst() *Const       { return p.constSlab.new(128) }
func (p *parser) newCallInfo() *CallInfo { return p.callSlab.new(64) }
func (p *parser) newBlock() *Block       { return p.blockSlab.new(64) }

// aggregate is NewAggregate with the constant cut from the parser's slab.
func (p *parser) aggregate(ty *Type, elems []Value) *Const {
	c := p.newConst()
	c.Ty, c.Kind, c.Elems = ty, aggregateKind(ty), elems
	return c
}

// ops returns vals in a slice cut from a slab. Its capacity is exactly
// len(vals), so a later append copies instead of clobbering a neighbour.
func (p *parser) ops(vals ...Value) []Value {
	s := p.opSlab.cut(len(vals), 1024)
	copy(s, vals)
	return s
}

// layoutAddrSpace returns the address space that a datalayout string's
// <kind><n> component gives (P: program, A: alloca, G: globals); 0 when absent.
func layoutAddrSpace(layout string, kind byte) uint32 {
	for _, part := range strings.Split(layout, "-") {
		if len(part) > 1 && part[0] == kind {
			if n, err := strconv.ParseUint(part[1:], 10, 32); err == nil {
				return uint32(n)
			}
		}
	}
	return 0
}

// pendingBlockAddr is a blockaddress constant whose block is found once the
// whole module has been read.
type pendingBlockAddr struct {
	c     *Const
	block token
}

func (p *parser) resolveBlockAddrs() {
	for _, ba := range p.blockAddrs {
		f, _ := ba.c.Elems[0].(*Function)
		if f == nil || f.IsDeclaration() {
			p.failAt(ba.block, "cannot take blockaddress inside a declaration")
		}
		key := p.tokName(&ba.block)
		if ba.block.kind == tLocalID {
			key = "#" + key
		}
		b := p.fnBlocks[f][key]
		if b == nil {
			p.failAt(ba.block, "referenced value is not a basic block")
		}
		ba.c.Block = b
	}
}
