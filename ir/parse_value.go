package ir

import (
	"math"
	"math/big"
	"slices"
	"strconv"
)

// funcState tracks the names of one function body being parsed. Forward
// references to instructions create the final *Instruction object early
// (with Op == OpInvalid) and the definition fills it in, so no patching of
// uses is ever needed. Blocks are likewise created on first reference.
type funcState struct {
	f        *Function
	locals   map[string]symbol // named arguments, instructions and blocks
	localIDs localIDTable      // numbered arguments, instructions and blocks
	pending  map[Value]token   // referenced but not yet defined
	nextID   int
}

// newFuncState returns the state of a new function body: the previous
// body's, emptied (its tables keep their room; parsing allocates less).
func (p *parser) newFuncState(f *Function) *funcState {
	fs := p.spareFn
	if fs == nil {
		return &funcState{f: f, locals: map[string]symbol{}, pending: map[Value]token{}}
	}
	p.spareFn = nil
	clear(fs.locals)
	clear(fs.pending)
	clear(fs.localIDs.dense)
	*fs = funcState{f: f, locals: fs.locals, pending: fs.pending, localIDs: localIDTable{dense: fs.localIDs.dense[:0]}}
	return fs
}

// symbol is a function-local name's value and type. Keeping the type here
// spares a visit to the (likely cold) value on every operand lookup.
type symbol struct {
	v  Value
	ty *Type
}

func symOf(v Value) symbol { return symbol{v, v.Type()} }

// localIDTable maps local numbers (%N) to symbols: a slice for the dense
// numbering functions use, a map for numbers far beyond it (which hostile
// input may write, and which must not size the slice).
type localIDTable struct {
	dense  []symbol
	sparse map[int]symbol
	n      int // entries set
}

func (t *localIDTable) get(id int) (symbol, bool) {
	if id >= 0 && id < len(t.dense) && t.dense[id].v != nil {
		return t.dense[id], true
	}
	s, ok := t.sparse[id]
	return s, ok
}

func (t *localIDTable) set(id int, s symbol) {
	t.n++
	// The slice grows to a number just past its end, or to one below
	// twice the entries set: its size stays linear in the input.
	if id >= 0 && (id < len(t.dense)+16 || id < 2*t.n) {
		if id >= len(t.dense) {
			// (slices.Grow and a reslice: appending a make()d run of
			// zeros allocated that run each time.)
			n := len(t.dense)
			t.dense = slices.Grow(t.dense, id+1-n)[:id+1]
			clear(t.dense[n:])
		}
		t.dense[id] = s
		return
	}
	if t.sparse == nil {
		t.sparse = make(map[int]symbol)
	}
	t.sparse[id] = s
}

// all calls f on every entry.
func (t *localIDTable) all(f func(id int, s symbol)) {
	for id, s := range t.dense {
		if s.v != nil {
			f(id, s)
		}
	}
	for id, s := range t.sparse {
		f(id, s)
	}
}

// localRef resolves %name / %N of type ty at the current token.
func (p *parser) localRef(ty *Type) Value {
	fs := p.fn
	t := p.tok
	if fs == nil {
		p.fail("'%s' is a local name outside a function", p.tokText())
	}
	p.next()
	if ty == Label {
		return p.blockRef(t)
	}
	var sym symbol
	var id int
	if t.kind == tLocalID {
		id = p.atoi(t)
		sym, _ = fs.localIDs.get(id)
	} else {
		sym, _ = p.namedLocal(fs, &t)
	}
	if sym.v == nil {
		inst := p.newInst()
		inst.Ty, inst.Pos = ty, Pos{t.line, t.col}
		if t.kind == tLocalID {
			fs.localIDs.set(id, symbol{inst, ty})
		} else {
			inst.Name = p.tokName(&t)
			fs.locals[inst.Name] = symbol{inst, ty}
		}
		fs.pending[inst] = t
		return inst
	}
	if sym.ty != ty {
		if sym.ty == Label {
			p.failAt(t, "'%s' is a basic block, not a value of type '%s'", string(p.src[t.start:t.end]), ty)
		}
		p.failAt(t, "'%s' defined with type '%s' but expected '%s'", string(p.src[t.start:t.end]), sym.ty, ty)
	}
	return sym.v
}

func (p *parser) atoi(t token) int {
	n := p.tokNum(&t)
	if n < 0 {
		p.failAt(t, "invalid number '%s'", p.tokName(&t))
	}
	return n
}

// namedLocal looks up the local value or block that the name token t
// names, by its source bytes when it has no decoded text: the lookup
// makes no copy of the name.
func (p *parser) namedLocal(fs *funcState, t *token) (symbol, bool) {
	if t.hasText {
		s, ok := fs.locals[t.text]
		return s, ok
	}
	s, ok := fs.locals[string(p.nameBytes(t))]
	return s, ok
}

// blockRef resolves a label operand, creating the block on first reference.
func (p *parser) blockRef(t token) *Block {
	fs := p.fn
	if t.kind == tLocalID {
		id := p.atoi(t)
		sym, _ := fs.localIDs.get(id)
		v := sym.v
		if v == nil {
			b := p.newBlock()
			b.Parent = fs.f
			fs.localIDs.set(id, symbol{b, Label})
			fs.pending[b] = t
			return b
		}
		b, ok := v.(*Block)
		if !ok {
			p.failAt(t, "'%%%d' is not a basic block", id)
		}
		return b
	}
	if sym, ok := p.namedLocal(fs, &t); ok {
		b, isBlock := sym.v.(*Block)
		if !isBlock {
			p.failAt(t, "'%%%s' is not a basic block", p.tokName(&t))
		}
		return b
	}
	b := p.newBlock()
	b.Name, b.Parent = p.tokName(&t), fs.f
	fs.locals[b.Name] = symbol{b, Label}
	fs.pending[b] = t
	return b
}

// parseLabel parses "label %bb".
func (p *parser) parseLabel() *Block {
	p.expectKw("label")
	if p.tok.kind != tLocal && p.tok.kind != tLocalID {
		p.expected("basic block name")
	}
	t := p.tok
	if p.fn == nil {
		p.fail("label outside a function")
	}
	p.next()
	return p.blockRef(t)
}

// parseTypedValue parses "T v".
func (p *parser) parseTypedValue() Value {
	ty := p.parseType()
	return p.parseValue(ty)
}

// parseValue parses a value of type ty: a local, a global, a constant,
// inline asm, or metadata (when ty is metadata).
func (p *parser) parseValue(ty *Type) Value {
	switch p.tok.kind {
	case tLocal, tLocalID:
		if ty == Metadata {
			p.expected("metadata")
		}
		return p.localRef(ty)
	case tMetaID, tMetaVar, tExclaim:
		if ty != Metadata {
			p.fail("metadata value used where '%s' is expected", ty)
		}
		return &MetadataValue{MD: p.parseMD()}
	}
	if ty == Metadata {
		// metadata i32 %x: a value wrapped as metadata.
		return &MetadataValue{MD: &MDValue{V: p.parseTypedValue()}}
	}
	if p.isKw("asm") {
		return p.parseInlineAsm()
	}
	return p.parseConstValue(ty)
}

func (p *parser) parseInlineAsm() Value {
	p.next()
	a := &InlineAsm{}
	for {
		switch {
		case p.acceptKw("sideeffect"):
			a.SideEffect = true
		case p.acceptKw("alignstack"):
			a.AlignStack = true
		case p.acceptKw("inteldialect"):
			a.IntelDialect = true
		case p.acceptKw("unwind"):
			a.Unwind = true
		default:
			a.Asm = p.parseString("inline asm string")
			p.expect(tComma)
			a.Constraints = p.parseString("inline asm constraint string")
			return a
		}
	}
}

// parseConstValue parses a constant (or global value) of type ty.
func (p *parser) parseConstValue(ty *Type) Value {
	p.enter()
	defer p.leave()
	t := p.tok
	switch t.kind {
	case tGlobal, tGlobalID:
		v := p.globalRef()
		if !ty.IsPtr() {
			p.failAt(t, "global value '%s' must have pointer type, not '%s'", string(p.src[t.start:t.end]), ty)
		}
		setForwardAddrSpace(v, ty.AddrSpace)
		if v.Type() != ty {
			p.failAt(t, "'%s' defined with type '%s' but expected '%s'", string(p.src[t.start:t.end]), v.Type(), ty)
		}
		return v
	case tInt:
		if !ty.IsInt() {
			p.fail("integer constant must have integer type")
		}
		return p.parseIntLiteral(ty)
	case tHexInt:
		if !ty.IsInt() {
			p.fail("integer constant must have integer type")
		}
		text := p.tokText()
		v, _ := new(big.Int).SetString(text[3:], 16)
		p.next()
		if text[0] == 's' && v.Sign() > 0 {
			// As LLVM reads s0x: the value is as wide as its highest set
			// bit, and that bit is the sign.
			v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(v.BitLen())))
		}
		return NewIntBig(ty, v)
	case tFloat:
		if !ty.IsFloat() {
			p.fail("floating point constant invalid for type '%s'", ty)
		}
		return p.parseFloatLiteral(ty)
	case tLBrack:
		if ty.Kind != ArrayType {
			p.fail("array constant must have array type, not '%s'", ty)
		}
		p.next()
		elems := p.parseConstList(tRBrack)
		if uint64(len(elems)) != ty.Len {
			p.failAt(t, "array constant has %d elements, type '%s' needs %d", len(elems), ty, ty.Len)
		}
		p.checkElems(t, elems, ty.Elem)
		return p.aggregate(ty, elems)
	case tLess:
		p.next()
		if p.tok.kind == tLBrace {
			p.next()
			elems := p.parseConstList(tRBrace)
			p.expect(tGreater)
			if ty.Kind != StructType || !ty.Packed {
				p.failAt(t, "packed struct constant used with type '%s'", ty)
			}
			p.checkStructElems(t, elems, ty)
			return p.aggregate(ty, elems)
		}
		if ty.Kind != VectorType {
			p.fail("vector constant must have vector type, not '%s'", ty)
		}
		elems := p.parseConstList(tGreater)
		if uint64(len(elems)) != ty.Len || ty.Scalable {
			p.failAt(t, "vector constant has %d elements, type '%s' needs %d", len(elems), ty, ty.Len)
		}
		p.checkElems(t, elems, ty.Elem)
		return p.aggregate(ty, elems)
	case tLBrace:
		p.next()
		elems := p.parseConstList(tRBrace)
		if ty.Kind != StructType || ty.Packed {
			p.failAt(t, "struct constant used with type '%s'", ty)
		}
		p.checkStructElems(t, elems, ty)
		return p.aggregate(ty, elems)
	case tKeyword:
		return p.parseKeywordConst(ty)
	}
	p.expected("value")
	return nil
}

func (p *parser) checkElems(t token, elems []Value, elem *Type) {
	for _, e := range elems {
		if e.Type() != elem {
			p.failAt(t, "element of type '%s' in a constant of element type '%s'", e.Type(), elem)
		}
	}
}

func (p *parser) checkStructElems(t token, elems []Value, ty *Type) {
	if len(elems) != len(ty.Fields) {
		p.failAt(t, "struct constant has %d elements, type '%s' has %d fields", len(elems), ty, len(ty.Fields))
	}
	for i, e := range elems {
		if e.Type() != ty.Fields[i] {
			p.failAt(t, "element %d of struct constant has type '%s', field has type '%s'", i, e.Type(), ty.Fields[i])
		}
	}
}

// parseConstList parses "T v, T v ... END" after the opening bracket.
func (p *parser) parseConstList(end tokKind) []Value {
	if p.accept(end) {
		return nil
	}
	// The elements gather on a stack shared with nested lists and are
	// copied out once, at their final size.
	base := len(p.valStack)
	for {
		ty := p.parseType()
		v := p.parseConstValue(ty)
		p.valStack = append(p.valStack, v)
		if !p.accept(tComma) {
			break
		}
	}
	p.expect(end)
	elems := p.ops(p.valStack[base:]...)
	clear(p.valStack[base:])
	p.valStack = p.valStack[:base]
	return elems
}

func (p *parser) parseIntLiteral(ty *Type) *Const {
	text := p.src[p.tok.start:p.tok.end]
	p.next()
	if v, ok := decimal64(text); ok && ty.Bits <= 64 {
		// Constants are immutable and may be shared: one per value and
		// type, which spares a program's many 0s and 1s their own.
		k := intConstKey{ty, v & WidthMask(ty.Bits)}
		// The small values of i32 and i64 (most of a program's) are
		// found in an array, the others in a map.
		var slot **Const
		if k.v < uint64(len(p.smallInts[0])) {
			switch ty {
			case I32:
				slot = &p.smallInts[0][k.v]
			case I64:
				slot = &p.smallInts[1][k.v]
			}
		}
		if slot != nil {
			if *slot == nil {
				c := p.newConst()
				c.Ty, c.Kind, c.Int = ty, ConstInt, k.v
				*slot = c
			}
			return *slot
		}
		if c := p.ints[k]; c != nil {
			return c
		}
		c := p.newConst()
		c.Ty, c.Kind, c.Int = ty, ConstInt, k.v
		if p.ints == nil {
			p.ints = make(map[intConstKey]*Const)
		}
		p.ints[k] = c
		return c
	}
	v, _ := new(big.Int).SetString(string(text), 10)
	return NewIntBig(ty, v)
}

// intConstKey identifies an integer constant of at most 64 bits.
type intConstKey struct {
	ty *Type
	v  uint64
}

// decimal64 parses an optionally signed decimal whose magnitude fits in
// 64 bits and returns it modulo 2^64 (a negative one in two's
// complement): the value modulo 2^w of every width w <= 64, as
// NewIntBig would reduce it. Csmith's programs are full of 19- and
// 20-digit 64-bit constants, which went through math/big before.
func decimal64(b []byte) (uint64, bool) {
	neg := false
	if len(b) > 0 && (b[0] == '-' || b[0] == '+') {
		neg = b[0] == '-'
		b = b[1:]
	}
	if len(b) == 0 || len(b) > 20 {
		return 0, false
	}
	var v uint64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		d := uint64(c - '0')
		if v > (math.MaxUint64-d)/10 {
			return 0, false // the magnitude does not fit: math/big
		}
		v = v*10 + d
	}
	if neg {
		v = -v
	}
	return v, true
}

// smallDecimal parses an optionally signed decimal of at most 18 digits
// (which cannot overflow an int64).
func smallDecimal(b []byte) (int64, bool) {
	neg := false
	if len(b) > 0 && (b[0] == '-' || b[0] == '+') {
		neg = b[0] == '-'
		b = b[1:]
	}
	if len(b) == 0 || len(b) > 18 {
		return 0, false
	}
	var v int64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int64(c-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}

func (p *parser) parseKeywordConst(ty *Type) Value {
	t := p.tok
	switch p.kwView() {
	case "true", "false":
		if ty != I1 {
			p.fail("'%s' is an i1 constant, not '%s'", p.kw(), ty)
		}
		v := p.kwView() == "true"
		p.next()
		if v {
			return NewInt(I1, 1)
		}
		return NewInt(I1, 0)
	case "null":
		if !ty.IsPtr() {
			p.fail("null must be a pointer type, not '%s'", ty)
		}
		p.next()
		return NewSimple(ty, ConstNull)
	case "none":
		if ty != Token {
			p.fail("none is a token constant, not '%s'", ty)
		}
		p.next()
		return NewSimple(ty, ConstNone)
	case "undef", "poison":
		k := ConstUndef
		if p.kwView() == "poison" {
			k = ConstPoison
		}
		if !ty.IsFirstClass() && ty.Kind != StructType || ty == Label || ty == Void {
			p.fail("invalid type '%s' for %s", ty, p.kw())
		}
		p.next()
		return NewSimple(ty, k)
	case "zeroinitializer":
		if ty.Kind == VoidType || ty.Kind == LabelType || ty.Kind == FunctionType || ty.Kind == MetadataType {
			p.fail("invalid type '%s' for zeroinitializer", ty)
		}
		p.next()
		return NewSimple(ty, ConstZero)
	case "c":
		p.next()
		if p.tok.kind != tString {
			p.expected("string after 'c'")
		}
		s := p.tokName(&p.tok)
		p.next()
		if ty.Kind != ArrayType || ty.Elem != I8 || ty.Len != uint64(len(s)) {
			p.failAt(t, "constant string c\"...\" of %d bytes does not match type '%s'", len(s), ty)
		}
		c := p.newConst()
		c.Ty, c.Kind, c.Str = ty, ConstString, s
		return c
	case "splat":
		p.next()
		p.expect(tLParen)
		e := p.parseConstValue(p.parseType())
		p.expect(tRParen)
		if ty.Kind != VectorType || ty.Elem != e.Type() {
			p.failAt(t, "splat of '%s' does not match type '%s'", e.Type(), ty)
		}
		return &Const{Ty: ty, Kind: ConstSplat, Elems: []Value{e}}
	case "blockaddress":
		p.next()
		p.expect(tLParen)
		ft := p.tok
		if ft.kind != tGlobal && ft.kind != tGlobalID {
			p.expected("function name in blockaddress")
		}
		fn := p.globalRef()
		if _, ok := fn.(*Function); !ok {
			p.failAt(ft, "expected a function name in blockaddress")
		}
		p.expect(tComma)
		bt := p.tok
		if bt.kind != tLocal && bt.kind != tLocalID {
			p.expected("basic block name in blockaddress")
		}
		p.next()
		p.expect(tRParen)
		if !ty.IsPtr() {
			p.failAt(t, "blockaddress must have pointer type, not '%s'", ty)
		}
		c := &Const{Ty: ty, Kind: ConstBlockAddress, Elems: []Value{fn}}
		// The function may not be parsed yet: resolve at the end of the module.
		p.blockAddrs = append(p.blockAddrs, pendingBlockAddr{c, bt})
		return c
	case "dso_local_equivalent", "no_cfi":
		k := ConstDSOLocalEquivalent
		if p.kwView() == "no_cfi" {
			k = ConstNoCFI
		}
		p.next()
		gt := p.tok
		if gt.kind != tGlobal && gt.kind != tGlobalID {
			p.expected("global name")
		}
		g := p.globalRef()
		if !ty.IsPtr() {
			p.failAt(gt, "%s must have pointer type", p.src[t.start:t.end])
		}
		return &Const{Ty: ty, Kind: k, Elems: []Value{g}}
	case "ptrauth":
		p.next()
		p.expect(tLParen)
		ops := p.parseConstList(tRParen)
		if len(ops) < 2 || len(ops) > 4 {
			p.failAt(t, "ptrauth takes a pointer, a key and up to two discriminators")
		}
		return &Const{Ty: ty, Kind: ConstPtrAuth, Elems: ops}
	}
	c := p.parseConstExpr()
	if c == nil {
		p.expected("value")
	}
	if c.Ty != ty {
		p.failAt(t, "constant expression type '%s' does not match expected type '%s'", c.Ty, ty)
	}
	return c
}

// parseConstExpr parses a constant expression; nil when the keyword is not an opcode.
func (p *parser) parseConstExpr() *Const {
	t := p.tok
	op := OpcodeByName(p.kwView())
	if op == OpInvalid {
		return nil
	}
	p.next()
	c := p.newConst()
	c.Kind, c.Op = ConstExpr, op
	switch {
	case op.IsCast():
		c.Flags = p.parseFlagsFor(op)
		p.expect(tLParen)
		v := p.parseConstValue(p.parseType())
		p.expectKw("to")
		c.Ty = p.parseType()
		p.expect(tRParen)
		c.Elems = p.ops(v)
	case op.IsBinary():
		c.Flags = p.parseFlagsFor(op)
		p.expect(tLParen)
		a := p.parseConstValue(p.parseType())
		p.expect(tComma)
		b := p.parseConstValue(p.parseType())
		p.expect(tRParen)
		if a.Type() != b.Type() {
			p.failAt(t, "operands of constant '%s' have different types", op)
		}
		c.Ty = a.Type()
		c.Elems = p.ops(a, b)
	case op == OpICmp || op == OpFCmp:
		c.Pred = p.parsePredicate(op)
		p.expect(tLParen)
		a := p.parseConstValue(p.parseType())
		p.expect(tComma)
		b := p.parseConstValue(p.parseType())
		p.expect(tRParen)
		c.Ty = cmpResultType(a.Type())
		c.Elems = p.ops(a, b)
	case op == OpGetElementPtr:
		c.Flags = p.parseFlagsFor(op)
		if p.acceptKw("inrange") {
			p.expect(tLParen)
			lo := p.parseSignedInt("inrange start")
			p.expect(tComma)
			hi := p.parseSignedInt("inrange end")
			p.expect(tRParen)
			c.InRange = &[2]int64{lo, hi}
		}
		p.expect(tLParen)
		c.SrcElemTy = p.parseType()
		p.expect(tComma)
		base := len(p.valStack)
		for {
			p.acceptKw("inrange") // LLVM <= 18 marked an index; the meaning is dropped
			// Parsed before the append: a nested list uses the stack too.
			v := p.parseConstValue(p.parseType())
			p.valStack = append(p.valStack, v)
			if !p.accept(tComma) {
				break
			}
		}
		p.expect(tRParen)
		ops := p.ops(p.valStack[base:]...)
		clear(p.valStack[base:])
		p.valStack = p.valStack[:base]
		c.Elems = ops
		c.Ty = gepResultType(ops)
	case op == OpExtractElement, op == OpInsertElement, op == OpShuffleVector, op == OpSelect:
		p.expect(tLParen)
		ops := p.parseConstList(tRParen)
		c.Elems = ops
		switch op {
		case OpExtractElement:
			if len(ops) != 2 || !ops[0].Type().IsVector() {
				p.failAt(t, "invalid extractelement constant expression")
			}
			c.Ty = ops[0].Type().Elem
		case OpInsertElement:
			if len(ops) != 3 {
				p.failAt(t, "invalid insertelement constant expression")
			}
			c.Ty = ops[0].Type()
		case OpShuffleVector:
			if len(ops) != 3 || !ops[0].Type().IsVector() || !ops[2].Type().IsVector() {
				p.failAt(t, "invalid shufflevector constant expression")
			}
			vt := ops[0].Type()
			c.Ty = Vector(ops[2].Type().Len, vt.Elem, vt.Scalable)
		case OpSelect:
			if len(ops) != 3 {
				p.failAt(t, "invalid select constant expression")
			}
			c.Ty = ops[1].Type()
		}
	default:
		p.failAt(t, "expected value, found '%s' (not a constant expression)", op)
	}
	return c
}

func (p *parser) parseSignedInt(what string) int64 {
	if p.tok.kind != tInt {
		p.expected(what)
	}
	n, err := strconv.ParseInt(p.tokText(), 10, 64)
	if err != nil {
		p.fail("invalid %s", what)
	}
	p.next()
	return n
}

// cmpResultType is i1, or <N x i1> for vector operands.
func cmpResultType(t *Type) *Type {
	if t.Kind == VectorType {
		return Vector(t.Len, I1, t.Scalable)
	}
	return I1
}

// gepResultType is the pointer type of a GEP over ops (base first), a
// vector of pointers when the base or any index is a vector.
func gepResultType(ops []Value) *Type {
	if len(ops) == 0 {
		return Ptr
	}
	base := ops[0].Type()
	pt := base.Scalar()
	if base.Kind == VectorType {
		return base
	}
	for _, o := range ops[1:] {
		if t := o.Type(); t.Kind == VectorType {
			return Vector(t.Len, pt, t.Scalable)
		}
	}
	return pt
}

// parseFloatLiteral parses a floating-point token as a constant of type ty.
func (p *parser) parseFloatLiteral(ty *Type) *Const {
	text := p.tokText()
	t := p.tok
	p.next()
	if len(text) > 2 && text[0] == '0' && text[1] == 'x' {
		kind := byte(0)
		digits := text[2:]
		if c := digits[0]; c == 'K' || c == 'L' || c == 'M' || c == 'H' || c == 'R' {
			kind = c
			digits = digits[1:]
		}
		switch kind {
		case 0:
			if len(digits) > 16 {
				p.failAt(t, "hexadecimal double constant has too many digits")
			}
			bits, _ := strconv.ParseUint(digits, 16, 64)
			return p.convertDouble(t, ty, math.Float64frombits(bits))
		case 'H', 'R':
			want := Half
			if kind == 'R' {
				want = BFloat
			}
			if ty != want || len(digits) > 4 {
				p.failAt(t, "floating point constant invalid for type '%s'", ty)
			}
			bits, _ := strconv.ParseUint(digits, 16, 64)
			return NewFloat(ty, bits, 0)
		case 'K':
			// As LLVM's lexer: the first 4 digits are sign and exponent, the
			// rest the significand (only its last 16 digits survive).
			if ty != X86FP80 {
				p.failAt(t, "floating point constant invalid for type '%s'", ty)
			}
			n := min(4, len(digits))
			hi := hexTail(digits[:n])
			return NewFloat(ty, hexTail(digits[n:min(n+16, len(digits))]), hi&0xffff)
		default:
			// 'L' fp128, 'M' ppc_fp128: the first 16 digits are the low
			// word, the rest the high word (as LLVM's lexer reads them).
			if (kind == 'L' && ty != FP128) || (kind == 'M' && ty != PPCFP128) {
				p.failAt(t, "floating point constant invalid for type '%s'", ty)
			}
			n := min(16, len(digits))
			return NewFloat(ty, hexTail(digits[:n]), hexTail(digits[n:min(32, len(digits))]))
		}
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil && !isRangeErr(err) {
		p.failAt(t, "invalid floating-point constant '%s'", text)
	}
	return p.convertDouble(t, ty, f)
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// hexTail is the value of hex digits modulo 2^64 (their last 16 digits).
func hexTail(digits string) uint64 {
	if len(digits) > 16 {
		digits = digits[len(digits)-16:]
	}
	v, _ := strconv.ParseUint(digits, 16, 64)
	return v
}

// convertDouble makes a constant of type ty from f, which must be exactly
// representable (as LLVM requires of decimal and 0x constants).
func (p *parser) convertDouble(t token, ty *Type, f float64) *Const {
	switch ty.Kind {
	case DoubleType:
		return NewFloat(ty, math.Float64bits(f), 0)
	case FloatType:
		if g := float32(f); float64(g) == f || f != f {
			bits := uint64(math.Float32bits(g))
			if f != f { // keep the NaN payload's top bits as LLVM does
				d := math.Float64bits(f)
				bits = uint64(d>>63)<<31 | 0xff<<23 | (d>>29)&0x7fffff
				if bits&0x7fffff == 0 {
					bits |= 1 << 22
				}
			}
			return NewFloat(ty, bits, 0)
		}
	case HalfType:
		if b, ok := doubleToSmall(f, 5, 10); ok {
			return NewFloat(ty, b, 0)
		}
	case BFloatType:
		if b, ok := doubleToSmall(f, 8, 7); ok {
			return NewFloat(ty, b, 0)
		}
	case X86FP80Type:
		hi, lo := doubleToX87(f)
		return NewFloat(ty, lo, hi)
	case FP128Type:
		hi, lo := doubleToQuad(f)
		return NewFloat(ty, lo, hi)
	case PPCFP128Type:
		return NewFloat(ty, math.Float64bits(f), 0)
	}
	p.failAt(t, "floating point constant invalid for type '%s'", ty)
	return nil
}

// doubleToSmall converts f exactly to an IEEE format with the given
// exponent and mantissa widths; ok is false when f is not representable.
func doubleToSmall(f float64, expBits, mantBits uint) (uint64, bool) {
	d := math.Float64bits(f)
	sign := d >> 63
	exp := int((d >> 52) & 0x7ff)
	mant := d & (1<<52 - 1)
	bias := 1<<(expBits-1) - 1
	maxExp := 1<<expBits - 1
	out := sign << (expBits + mantBits)
	switch {
	case exp == 0x7ff: // Inf or NaN
		m := mant >> (52 - mantBits)
		if mant != 0 && m == 0 {
			m = 1 << (mantBits - 1)
		}
		return out | uint64(maxExp)<<mantBits | m, true
	case exp == 0 && mant == 0:
		return out, true
	case exp == 0:
		return 0, false // double subnormals are far below any small format
	}
	e := exp - 1023 + bias
	full := mant | 1<<52 // with the implicit bit
	if e >= maxExp {
		return 0, false
	}
	if e <= 0 {
		// Subnormal in the small format.
		shift := uint(52-int(mantBits)) + uint(1-e)
		if shift >= 64 || full&(1<<shift-1) != 0 {
			return 0, false
		}
		return out | full>>shift, true
	}
	shift := 52 - mantBits
	if mant&(1<<shift-1) != 0 {
		return 0, false
	}
	return out | uint64(e)<<mantBits | mant>>shift, true
}

// doubleToX87 converts f to x86_fp80: hi is sign and exponent (16 bits), lo
// the 64-bit significand with its explicit integer bit.
func doubleToX87(f float64) (hi, lo uint64) {
	d := math.Float64bits(f)
	sign := d >> 63
	switch exp, frac := (d>>52)&0x7ff, d&(1<<52-1); {
	case exp == 0x7ff:
		return sign<<15 | 0x7fff, 1<<63 | frac<<11
	case exp == 0 && frac == 0:
		return sign << 15, 0
	}
	e, frac := normalDouble(d)
	return sign<<15 | uint64(e+16383), 1<<63 | frac<<11
}

// doubleToQuad converts f to IEEE binary128: hi and lo are the high and low 64 bits.
func doubleToQuad(f float64) (hi, lo uint64) {
	d := math.Float64bits(f)
	sign := d >> 63
	switch exp, frac := (d>>52)&0x7ff, d&(1<<52-1); {
	case exp == 0x7ff:
		return sign<<63 | 0x7fff<<48 | frac>>4, frac << 60
	case exp == 0 && frac == 0:
		return sign << 63, 0
	}
	e, frac := normalDouble(d)
	return sign<<63 | uint64(e+16383)<<48 | frac>>4, frac << 60
}

// normalDouble returns the unbiased exponent and the 52 fraction bits below
// the leading 1 of a finite, nonzero double, normalising a subnormal (which
// both wider formats can represent as a normal number).
func normalDouble(d uint64) (e int, frac uint64) {
	exp := int((d >> 52) & 0x7ff)
	frac = d & (1<<52 - 1)
	if exp != 0 {
		return exp - 1023, frac
	}
	e = -1022
	for frac&(1<<52) == 0 {
		frac <<= 1
		e--
	}
	return e, frac &^ (1 << 52)
}

// setForwardAddrSpace gives a global value that is referenced before its
// definition has been read the address space of the reference; the
// definition sets it for good.
func setForwardAddrSpace(v Value, as uint32) {
	switch g := v.(type) {
	case *Global:
		if g.ValueType == nil {
			g.AddrSpace = as
		}
	case *Function:
		if g.FuncTy == nil {
			g.AddrSpace = as
		}
	case *Alias:
		if g.ValueType == nil {
			g.AddrSpace = as
		}
	case *IFunc:
		if g.ValueType == nil {
			g.AddrSpace = as
		}
	}
}
