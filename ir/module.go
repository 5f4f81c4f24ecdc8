package ir

// Module is a translation unit: everything one .ll file holds.
type Module struct {
	Filename          string // the file it was parsed from, for messages
	SourceFilename    string
	HasSourceFilename bool
	DataLayout        string   // target datalayout = "..." (empty when absent)
	Triple            string   // target triple = "..." (empty when absent)
	Asm               []string // module asm "..." lines, in order

	Types      []*Type // identified struct types, in definition order
	Comdats    []*Comdat
	Globals    []*Global
	Aliases    []*Alias
	IFuncs     []*IFunc
	Funcs      []*Function
	AttrGroups []*AttrGroup
	NamedMD    []*NamedMD
	MDNodes    []*MDNode // numbered metadata nodes (ID >= 0), in ID order
	Summary    []string  // module summary entries (^N = ...), kept as written
	// Warnings are the problems the parser tolerated (unknown attributes
	// kept as written), with their positions.
	Warnings []*SyntaxError
	// UseListOrders are module-level uselistorder directives, kept as written.
	UseListOrders []string
}

// Linkage is a global value's linkage type; "" is external.
type Linkage string

// The linkage types.
const (
	LinkageExternal            Linkage = ""
	LinkagePrivate             Linkage = "private"
	LinkageInternal            Linkage = "internal"
	LinkageAvailableExternally Linkage = "available_externally"
	LinkageLinkOnce            Linkage = "linkonce"
	LinkageWeak                Linkage = "weak"
	LinkageCommon              Linkage = "common"
	LinkageAppending           Linkage = "appending"
	LinkageExternWeak          Linkage = "extern_weak"
	LinkageLinkOnceODR         Linkage = "linkonce_odr"
	LinkageWeakODR             Linkage = "weak_odr"
	LinkageExternalExplicit    Linkage = "external" // written out explicitly (declarations of globals)
)

// GlobalHeader holds what global variables, functions, aliases and ifuncs share.
type GlobalHeader struct {
	Name        string // without '@'; empty when unnamed (@N)
	Linkage     Linkage
	DSOLocal    bool   // dso_local
	DSOPreempt  bool   // dso_preemptable written explicitly
	Visibility  string // "", "hidden", "protected", "default"
	DLLStorage  string // "", "dllimport", "dllexport"
	ThreadLocal string // "", "thread_local", "thread_local(localdynamic)", ...
	UnnamedAddr string // "", "unnamed_addr", "local_unnamed_addr"
	AddrSpace   uint32
	Partition   string
	Metadata    []MDAttachment
	Parent      *Module
	Pos         Pos // where the parser read it
}

// Comdat is a comdat: $name = comdat any.
type Comdat struct {
	Name      string
	Selection string // any, exactmatch, largest, nodeduplicate, samesize
}

// Global is a global variable: @g = [linkage] global|constant T [init].
type Global struct {
	useList
	GlobalHeader
	IsConstant            bool
	ExternallyInitialized bool
	ValueType             *Type
	Init                  Value // nil for a declaration
	Section               string
	HasSection            bool
	Comdat                *Comdat
	Align                 uint64
	CodeModel             string   // code_model "small"...
	Sanitizer             []string // no_sanitize_address, sanitize_memtag, ...
	Attrs                 AttrList // #N on a global
}

// Type returns the pointer type of the global.
func (g *Global) Type() *Type { return PtrIn(g.AddrSpace) }

// Ident returns @name or @N.
func (g *Global) Ident() string { return globalIdent(g.Name, g.Parent, g) }

// Function is a function definition (with Blocks) or declaration (without).
type Function struct {
	useList
	GlobalHeader
	CallConv    string
	RetAttrs    AttrList
	FuncTy      *Type // the function's type
	Params      []*Argument
	FnAttrs     AttrList
	Section     string
	HasSection  bool
	Comdat      *Comdat
	Align       uint64
	GC          string
	HasGC       bool
	Prefix      Value
	Prologue    Value
	Personality Value
	Blocks      []*Block
	// UseListOrders are the body's uselistorder directives, kept as written
	// (printed at the end of the body).
	UseListOrders []string
}

// Type returns the pointer type of the function.
func (f *Function) Type() *Type { return PtrIn(f.AddrSpace) }

// Ident returns @name or @N.
func (f *Function) Ident() string { return globalIdent(f.Name, f.Parent, f) }

// IsDeclaration reports whether the function has no body.
func (f *Function) IsDeclaration() bool { return len(f.Blocks) == 0 }

// RetType returns the function's result type.
func (f *Function) RetType() *Type { return f.FuncTy.Ret }

// Alias is @a = [linkage] alias T, ptr @aliasee.
type Alias struct {
	useList
	GlobalHeader
	ValueType *Type
	Aliasee   Value
}

// Type returns the pointer type of the alias.
func (a *Alias) Type() *Type { return PtrIn(a.AddrSpace) }

// Ident returns @name or @N.
func (a *Alias) Ident() string { return globalIdent(a.Name, a.Parent, a) }

// IFunc is @f = [linkage] ifunc T, ptr @resolver.
type IFunc struct {
	useList
	GlobalHeader
	ValueType *Type
	Resolver  Value
}

// Type returns the pointer type of the ifunc.
func (i *IFunc) Type() *Type { return PtrIn(i.AddrSpace) }

// Ident returns @name or @N.
func (i *IFunc) Ident() string { return globalIdent(i.Name, i.Parent, i) }

// globalIdent prints a global name, or @N counted in m (see slots.go).
func globalIdent(name string, m *Module, v Value) string {
	if name != "" {
		return "@" + QuoteName(name)
	}
	if m != nil {
		if n, ok := globalSlot(m, v); ok {
			return "@" + itoa(n)
		}
	}
	return "@<unnumbered>"
}

// NumberGlobals does nothing. Numbers of unnamed global values (@N) are
// computed where they are printed, by Ident and the printer, so that they
// are always those of the module as it is; NumberGlobals is kept for the
// callers that once had to number the module first.
func (m *Module) NumberGlobals() {}

// Func returns the function named name, or nil.
func (m *Module) Func(name string) *Function {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Global returns the global variable named name, or nil.
func (m *Module) Global(name string) *Global {
	for _, g := range m.Globals {
		if g.Name == name {
			return g
		}
	}
	return nil
}

// AttrGroup returns attribute group #id, or nil.
func (m *Module) AttrGroup(id int) *AttrGroup {
	for _, g := range m.AttrGroups {
		if g.ID == id {
			return g
		}
	}
	return nil
}

// FnAttr returns the function attribute key of f, looking through its
// attribute groups; nil when absent.
func (m *Module) FnAttr(l AttrList, key string) *Attr {
	if a := l.Get(key); a != nil {
		return a
	}
	for _, id := range l.Groups {
		if g := m.AttrGroup(id); g != nil {
			if a := (AttrList{Attrs: g.Attrs}).Get(key); a != nil {
				return a
			}
		}
	}
	return nil
}
