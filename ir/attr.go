package ir

import "strings"

// Attr is one attribute of a function, return value, parameter, call site or
// global. Every attribute the Language Reference spells is kept so that it
// re-prints faithfully; the ones with meaning (noundef, nonnull, align,
// dereferenceable, range, returned, memory, nofpclass, ...) are read by the
// verifier and interpreter through the accessors below.
//
// Spellings and how they are held:
//
//	noundef                    Key
//	align 8 / align(8)         Key, Int (and HasInt)
//	dereferenceable(16)        Key, Int (and HasInt)
//	dead_on_return(8)          Key, Int (and HasInt); bare dead_on_return: Key
//	alignstack(16)             Key, Int (and HasInt); printed "alignstack=16" in attribute groups
//	byval(%T), sret(i32)       Key, Ty
//	range(i32 0, 10)           Key, Ty, Args ("0, 10")
//	memory(argmem: read)       Key, Args ("argmem: read")
//	allocsize(0, 1), uwtable(sync), nofpclass(nan inf), vscale_range(1,16), initializes((0, 4)) ...
//	                           Key, Args (the text between the parentheses)
//	"key"="value", "key"       IsString, Key, Value (HasValue)
type Attr struct {
	Key      string
	Value    string // string attributes: the value
	HasValue bool   // string attributes: whether "=value" was given
	IsString bool
	Int      uint64
	HasInt   bool
	Ty       *Type
	Args     string // parenthesised argument text that is not a plain integer or type
}

// AttrList is the attributes at one position (function, return, or a
// parameter), plus references to attribute groups (#N) at function position.
type AttrList struct {
	Attrs  []Attr
	Groups []int
}

// Has reports whether an attribute with the given key is in the list itself
// (not looking through groups; see Module.FnAttr for that).
func (l AttrList) Has(key string) bool { return l.Get(key) != nil }

// Get returns the attribute with the given key, or nil.
func (l AttrList) Get(key string) *Attr {
	for k := range l.Attrs {
		if l.Attrs[k].Key == key && !l.Attrs[k].IsString {
			return &l.Attrs[k]
		}
	}
	return nil
}

// Empty reports whether the list holds nothing.
func (l AttrList) Empty() bool { return len(l.Attrs) == 0 && len(l.Groups) == 0 }

// AttrGroup is a module-level attribute group: attributes #N = { ... }.
type AttrGroup struct {
	ID    int
	Attrs []Attr
}

// String spells the attribute as a declaration or call site writes it
// (`signext`, `align 8`, `byval(%T)`, `"key"="value"`).
func (a *Attr) String() string {
	p := newPrinter(nil)
	p.attr(a, false)
	return string(p.b)
}

// MemoryPart is one part of the argument of a memory(...) attribute: a
// location ("argmem", "inaccessiblemem", "errnomem", ...; "" for the
// default that applies to all locations) and the access it allows (0
// none, 1 read, 2 write, 3 readwrite).
type MemoryPart struct {
	Loc    string
	Access uint8
}

// ParseMemory reads the argument of memory(...) ("read, argmem:
// readwrite") into its parts, in order. ok is false when a part names an
// access it does not know; that part is left out.
func ParseMemory(args string) (parts []MemoryPart, ok bool) {
	kinds := map[string]uint8{"none": 0, "read": 1, "write": 2, "readwrite": 3}
	ok = true
	for _, part := range strings.Split(args, ",") {
		part = strings.TrimSpace(part)
		loc, kind, located := strings.Cut(part, ":")
		if !located {
			loc, kind = "", part
		}
		k, known := kinds[strings.TrimSpace(kind)]
		if !known {
			ok = false
			continue
		}
		parts = append(parts, MemoryPart{Loc: strings.TrimSpace(loc), Access: k})
	}
	return parts, ok
}
