package ir

import "strings"

// Value is anything that can be an instruction operand: constants, global
// values (variables, functions, aliases, ifuncs), function arguments,
// instructions, basic blocks (as label operands), inline assembly and
// metadata-as-value.
type Value interface {
	// Type is the value's type (Label for blocks, Metadata for metadata operands).
	Type() *Type
	// Ident is how an operand refers to the value: "%x", "@g", "%5", or a
	// constant's literal text ("42", "null", "<i32 1, i32 2>") without its type.
	Ident() string
}

// User is implemented by values that keep a list of the instructions using them.
// Constants do not: they are shared and immutable.
type User interface {
	Value
	// Uses returns the instructions having this value among their operands,
	// once per operand slot.
	Uses() []*Instruction
	addUse(*Instruction)
	removeUse(*Instruction)
}

// useList is embedded in values that track their users.
type useList struct {
	uses []*Instruction
}

// Uses returns the instructions that use this value, once per operand slot.
func (u *useList) Uses() []*Instruction { return u.uses }

func (u *useList) addUse(i *Instruction) { u.uses = append(u.uses, i) }

func (u *useList) removeUse(i *Instruction) {
	for k, x := range u.uses {
		if x == i {
			last := len(u.uses) - 1
			u.uses[k] = u.uses[last]
			u.uses[last] = nil
			u.uses = u.uses[:last]
			return
		}
	}
}

// Argument is a formal parameter of a function.
type Argument struct {
	useList
	Name   string // without '%'; empty when unnamed (printed as %N)
	Ty     *Type
	Attrs  AttrList
	Parent *Function
	Index  int
}

// Type returns the parameter type.
func (a *Argument) Type() *Type { return a.Ty }

// Ident returns %name, or %N for an unnamed argument once the function is numbered.
func (a *Argument) Ident() string { return localIdent(a.Name, a.Parent, a) }

// Block is a basic block. As a value it has type label.
type Block struct {
	useList
	Name   string // without '%' or ':'; empty when unnamed
	Instrs []*Instruction
	Parent *Function
}

// Type returns label.
func (b *Block) Type() *Type { return Label }

// Ident returns %name or %N.
func (b *Block) Ident() string { return localIdent(b.Name, b.Parent, b) }

// Terminator returns the block's last instruction when it is a terminator, else nil.
func (b *Block) Terminator() *Instruction {
	if n := len(b.Instrs); n > 0 && b.Instrs[n-1].Op.IsTerminator() {
		return b.Instrs[n-1]
	}
	return nil
}

// Successors returns the blocks control can flow to from b's terminator.
func (b *Block) Successors() []*Block {
	t := b.Terminator()
	if t == nil {
		return nil
	}
	return t.Successors()
}

// InlineAsm is an inline assembly callee: asm [sideeffect] [alignstack] [inteldialect] [unwind] "code", "constraints".
type InlineAsm struct {
	Ty           *Type // the function type it is called with
	Asm          string
	Constraints  string
	SideEffect   bool
	AlignStack   bool
	IntelDialect bool
	Unwind       bool
}

// Type returns ptr: an inline asm operand is a callee pointer.
func (a *InlineAsm) Type() *Type { return Ptr }

// Ident prints the asm expression.
func (a *InlineAsm) Ident() string {
	var b strings.Builder
	b.WriteString("asm ")
	if a.SideEffect {
		b.WriteString("sideeffect ")
	}
	if a.AlignStack {
		b.WriteString("alignstack ")
	}
	if a.IntelDialect {
		b.WriteString("inteldialect ")
	}
	if a.Unwind {
		b.WriteString("unwind ")
	}
	b.WriteString(QuoteString(a.Asm))
	b.WriteString(", ")
	b.WriteString(QuoteString(a.Constraints))
	return b.String()
}

// MetadataValue is metadata used as an operand (type "metadata"), as in
// call void @llvm.dbg.value(metadata i32 %x, metadata !1, metadata !DIExpression()).
type MetadataValue struct {
	MD MD
}

// Type returns metadata.
func (m *MetadataValue) Type() *Type { return Metadata }

// Ident prints the metadata.
func (m *MetadataValue) Ident() string { return m.MD.String() }

// localIdent prints a local name, or the slot number the printer assigned.
func localIdent(name string, f *Function, v Value) string {
	if name != "" {
		return "%" + QuoteName(name)
	}
	if f != nil {
		if n, ok := f.slot(v); ok {
			return "%" + itoa(n)
		}
	}
	return "%<unnumbered>"
}

// QuoteName returns name as it may follow '%' or '@': bare when it is a
// valid identifier ([-a-zA-Z$._][-a-zA-Z$._0-9]*) or all digits, else quoted
// with \XX escapes.
func QuoteName(name string) string {
	if name == "" {
		return `""`
	}
	ok := true
	for i := 0; i < len(name); i++ {
		c := name[i]
		if isIdentChar(c) && !(i == 0 && c >= '0' && c <= '9') {
			continue
		}
		ok = false
		break
	}
	if ok {
		return name
	}
	return QuoteString(name)
}

func isIdentChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '$' || c == '.' || c == '_'
}

// QuoteString prints s as an LLVM string literal: printable ASCII other than
// '"' and '\' as is, all other bytes as \XX.
func QuoteString(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('\\')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	b.WriteByte('"')
	return b.String()
}

func itoa(n int) string {
	if n >= 0 && n < 10 {
		return string(rune('0' + n))
	}
	var buf [20]byte
	i := len(buf)
	neg := n < 0
	u := uint64(n)
	if neg {
		u = uint64(-n)
	}
	for u > 0 {
		i--
		buf[i] = byte('0' + u%10)
		u /= 10
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}

// Pos is a position in a source file (1-based line and column); the zero
// Pos means "not from a file" (built through the API).
type Pos struct {
	Line, Col int32
}
