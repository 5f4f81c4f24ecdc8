package oracle

import (
	"crypto/sha256"
	"fmt"
	"iter"
	"strings"

	"github.com/irfuzz/irfuzz/internal/lazyre"
)

// Variant dedup. Pipelines often leave a test function alone or turn it
// into the same code (O2 and O3 agree on most small functions), and a
// function whose code, helpers, globals, attributes and metadata are the
// same text as in a variant already compiled for a target at a level
// compiles to the same program there: running it again says nothing new.
// Whole-module dedup (identical opt outputs) gives one module per test
// function that much for free; a batch needs it per function.

// closureKeys returns, for each function defined in the module text, a
// hash of everything llc sees of it when it compiles that function: its
// definition and, transitively, every top-level entity it names (functions,
// globals, declarations, attribute groups, metadata, named types), plus
// the target lines. Attribute groups and metadata are numbered per module,
// so a function with the same attributes is "#3" in one opt output and
// "#5" in the next: they are renumbered in the order the closure first
// names them. shared lists the functions some other entity names (a
// caller, or a global's initialiser): leaving one of those out of a
// program would leave a dangling reference, so they are never skipped.
func closureKeys(text string) (keys map[string][32]byte, shared map[string]bool) {
	ents, fixed := topLevel(text)
	keys = map[string][32]byte{}
	shared = map[string]bool{}
	for name, body := range ents {
		for i, j := range refSpans(body) {
			if r := body[i:j]; r != name && strings.HasPrefix(r, "@") && ents[r] != "" {
				shared[r[1:]] = true
			}
		}
	}
	for name, body := range ents {
		if strings.HasPrefix(name, "@") && strings.HasPrefix(body, "define ") {
			keys[name[1:]] = closureKey(ents, fixed, name)
		}
	}
	return keys, shared
}

// closureKey hashes the closure of entity root (see closureKeys): the
// entities in the order a breadth-first walk from root first names them,
// each with numbered references renamed to that order.
func closureKey(ents map[string]string, fixed, root string) [32]byte {
	h := sha256.New()
	h.Write([]byte(fixed))
	renamed := map[string]string{root: root}
	queue := []string{root}
	numbered := 0
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		body := ents[n]
		last := 0
		for i, j := range refSpans(body) {
			r := body[i:j]
			c := r
			switch {
			case r[0] == 'c': // a string constant: its bytes, not a name
			case renamed[r] != "":
				c = renamed[r]
			case ents[r] == "": // a local value, or something defined nowhere
			default:
				if r[0] == '#' || r[0] == '!' && r[1] >= '0' && r[1] <= '9' {
					c = fmt.Sprintf("%c%d", r[0], numbered)
					numbered++
				}
				renamed[r] = c
				queue = append(queue, r)
			}
			h.Write([]byte(body[last:i]))
			h.Write([]byte(c))
			last = j
		}
		h.Write([]byte(body[last:]))
		h.Write([]byte{0})
	}
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// topLevel splits module text into named top-level entities (name ->
// text: "@f" for a function or global, "#3" for an attribute group, "!7"
// or "!name" for metadata, "%T" for a named type) and the lines that name
// nothing (target datalayout and triple, module asm).
func topLevel(text string) (ents map[string]string, fixed string) {
	ents = map[string]string{}
	var fx strings.Builder
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if l == "" || l[0] == ';' || l[0] == ' ' || l[0] == '\t' {
			continue
		}
		if strings.HasPrefix(l, "define ") {
			// A body runs to the `}` that closes it, alone on its line.
			j := i
			for j < len(lines) && lines[j] != "}" {
				j++
			}
			body := strings.Join(lines[i:min(j+1, len(lines))], "\n")
			if n := definedName(l); n != "" {
				ents[n] = body
			}
			i = j
			continue
		}
		if n := entityName(l); n != "" {
			ents[n] = l
			continue
		}
		if strings.HasPrefix(l, "source_filename") {
			continue // names the file, not the code
		}
		fx.WriteString(l)
		fx.WriteByte('\n')
	}
	return ents, fx.String()
}

var (
	reDefined = lazyre.New(`@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\(`)
	reEntity  = lazyre.New(`^(@"(?:[^"\\]|\\.)*"|@[-a-zA-Z$._0-9]+|%"(?:[^"\\]|\\.)*"|%[-a-zA-Z$._0-9]+|![-a-zA-Z$._0-9]+|attributes #[0-9]+|\$[-a-zA-Z$._0-9]+)\s*=`)
)

// refSpans yields the spans [i, j) of what text can name, leftmost
// first: @name, @"quoted", %name, %"quoted", !name, #N, and string
// constants c"..." whole, so that nothing inside them is taken for a name
// (the regexp c"[^"]*"|@"(?:[^"\\]|\\.)*"|@[-a-zA-Z$._0-9]+|%"..."|%[...]+|![...]+|#[0-9]+,
// scanned by hand: the regexp cost campaigns an eighth of irfuzz's time).
func refSpans(text string) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i := 0; i < len(text); {
			j := refAt(text, i)
			if j < 0 {
				i++
				continue
			}
			if !yield(i, j) {
				return
			}
			i = j
		}
	}
}

// refAt is the end of the reference refSpans matches at i, or -1.
func refAt(s string, i int) int {
	switch c := s[i]; {
	case c == 'c' && i+1 < len(s) && s[i+1] == '"':
		if k := strings.IndexByte(s[i+2:], '"'); k >= 0 {
			return i + 2 + k + 1
		}
		return -1
	case c == '@' || c == '%':
		if i+1 < len(s) && s[i+1] == '"' {
			if j := quotedEnd(s, i+2); j >= 0 {
				return j
			}
		}
		return nameEnd(s, i+1)
	case c == '!':
		return nameEnd(s, i+1)
	case c == '#':
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i+1 {
			return -1
		}
		return j
	}
	return -1
}

// quotedEnd is the end of a quoted name whose text starts at i (after
// the opening quote): backslash escapes any character but a newline; -1
// when no quote closes it.
func quotedEnd(s string, i int) int {
	for i < len(s) {
		switch s[i] {
		case '"':
			return i + 1
		case '\\':
			if i+1 >= len(s) || s[i+1] == '\n' {
				return -1
			}
			i += 2
		default:
			i++
		}
	}
	return -1
}

// nameEnd is the end of an unquoted name ([-a-zA-Z$._0-9]+) from i, or
// -1 when there is none.
func nameEnd(s string, i int) int {
	j := i
	for j < len(s) && isNameByte(s[j]) {
		j++
	}
	if j == i {
		return -1
	}
	return j
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '$' || c == '.' || c == '_'
}

// definedName is the "@name" a define or declare line defines.
func definedName(line string) string {
	m := reDefined.FindStringSubmatch(line)
	if m == nil {
		return ""
	}
	return "@" + m[1]
}

// entityName is the name a non-function top-level line defines ("" when
// it defines none).
func entityName(line string) string {
	if strings.HasPrefix(line, "declare ") {
		return definedName(line)
	}
	m := reEntity.FindStringSubmatch(line)
	if m == nil {
		return ""
	}
	return strings.TrimPrefix(m[1], "attributes ")
}
