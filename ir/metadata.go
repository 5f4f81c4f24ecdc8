package ir

// MD is a piece of metadata. Metadata is kept faithfully as text-level nodes
// so that anything LLVM prints re-prints the same; the kinds with meaning to
// irfuzz (!range, !noundef, !nonnull, !align, !dbg locations) are read from
// these nodes by the packages that need them.
//
// The implementations are *MDString, *MDNode, *MDValue, *MDRaw and *MDNull.
type MD interface {
	// String prints the metadata as it appears where it is used: !"str",
	// !7 for a numbered node, the whole node for an inline one, "i32 5"
	// for a value.
	String() string
}

// MDString is !"text".
type MDString struct {
	S string
}

// String prints !"text".
func (m *MDString) String() string { return "!" + QuoteString(m.S) }

// MDNode is a tuple !{...} or a specialized node such as !DILocation(...).
// Numbered nodes (!N = ...) have ID >= 0 and are printed by reference where
// used; inline nodes have ID < 0 and are printed whole where used.
type MDNode struct {
	ID       int
	Distinct bool
	Kind     string    // "" for a tuple; "DILocation", "DIExpression", "DIArgList", ... for specialized nodes
	Elems    []MD      // tuple elements (nil means "null"); DIArgList / DIExpression operands
	Fields   []MDField // specialized node fields, in written order
}

// MDField is name: value in a specialized node.
type MDField struct {
	Name  string
	Value MD
}

// String prints !N for a numbered node, or the node itself when inline.
func (m *MDNode) String() string {
	if m.ID >= 0 {
		return "!" + itoa(m.ID)
	}
	return m.Body()
}

// Body prints the node's definition, without the "!N = " prefix.
func (m *MDNode) Body() string {
	p := printer{b: make([]byte, 0, 32)}
	p.mdBody(m)
	return string(p.b)
}

// MDValue is a value used as metadata: "i32 5", "ptr @g", "ptr %x".
type MDValue struct {
	V Value
}

// String prints "type value".
func (m *MDValue) String() string {
	var p printer
	p.typed(m.V)
	return string(p.b)
}

// MDRaw is a field value of a specialized node kept as its literal text:
// integers, true/false, DW_TAG_* and other enumerators, DIFlagA | DIFlagB,
// and quoted strings (including the quotes).
type MDRaw struct {
	Text string
}

// String returns the text.
func (m *MDRaw) String() string { return m.Text }

// MDNull is the metadata "null".
type MDNull struct{}

// String returns "null".
func (MDNull) String() string { return "null" }

// NamedMD is module-level named metadata: !name = !{!0, !1}.
type NamedMD struct {
	Name  string
	Nodes []MD
}

// mdString prints metadata, "null" for nil.
func mdString(m MD) string {
	if m == nil {
		return "null"
	}
	return m.String()
}
