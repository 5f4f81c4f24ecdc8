package ir

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
	// Uses returns the instructions having this value among their operands
	// or operand-bundle inputs, once per slot.
	Uses() []*Instruction
	addUse(*Instruction)
	removeUse(*Instruction)
	list() *useList
}

// useList is embedded in values that track their users.
type useList struct {
	uses []*Instruction
}

// Uses returns the instructions that use this value, once per operand or
// operand-bundle slot.
func (u *useList) Uses() []*Instruction { return u.uses }

func (u *useList) addUse(i *Instruction) { u.uses = append(u.uses, i) }

// list is the use list itself (for the parser, which carves the first
// slots of many lists from one allocation).
func (u *useList) list() *useList { return u }

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

// Ident returns %name, or %N for an unnamed argument.
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
func (a *InlineAsm) Ident() string { return string(a.appendTo(nil)) }

func (a *InlineAsm) appendTo(b []byte) []byte {
	b = append(b, "asm "...)
	if a.SideEffect {
		b = append(b, "sideeffect "...)
	}
	if a.AlignStack {
		b = append(b, "alignstack "...)
	}
	if a.IntelDialect {
		b = append(b, "inteldialect "...)
	}
	if a.Unwind {
		b = append(b, "unwind "...)
	}
	b = appendQuoted(b, a.Asm)
	b = append(b, ", "...)
	return appendQuoted(b, a.Constraints)
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

// localIdent prints a local name, or %N counted in f (see slots.go).
func localIdent(name string, f *Function, v Value) string {
	if name != "" {
		return "%" + QuoteName(name)
	}
	if f != nil {
		if n, ok := localSlot(f, v); ok {
			return "%" + itoa(n)
		}
	}
	return "%<unnumbered>"
}

// QuoteName returns name as it may follow '%' or '@', as LLVM prints it:
// bare when it is [-a-zA-Z._][-a-zA-Z._0-9]*, else quoted (see QuoteString).
func QuoteName(name string) string { return string(appendName(nil, name)) }

// QuoteString prints s as an LLVM string literal, as LLVM prints it:
// printable ASCII as is, a backslash doubled, '"' and all other bytes as \XX.
func QuoteString(s string) string { return string(appendQuoted(nil, s)) }

func appendName(b []byte, name string) []byte {
	bare := name != "" && !(name[0] >= '0' && name[0] <= '9')
	for i := 0; bare && i < len(name); i++ {
		c := name[i]
		bare = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_'
	}
	if bare {
		return append(b, name...)
	}
	return appendQuoted(b, name)
}

func appendQuoted(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b = append(b, '\\', '\\')
		case c >= 0x20 && c < 0x7f && c != '"':
			b = append(b, c)
		default:
			b = append(b, '\\', hexUpper[c>>4], hexUpper[c&15])
		}
	}
	return append(b, '"')
}

func isIdentChar(c byte) bool { return charClass[c]&cIdent != 0 }

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
