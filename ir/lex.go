package ir

import (
	"bytes"
	"fmt"
)

// tokKind classifies a token of textual IR.
type tokKind uint8

const (
	tEOF       tokKind = iota
	tError             // a malformed token; text holds the message
	tKeyword           // define, add, i32 (see tIntType), x, DW_TAG_..., ...
	tIntType           // iN
	tLocal             // %name or %"name" (text: the name)
	tLocalID           // %N
	tGlobal            // @name or @"name"
	tGlobalID          // @N
	tComdat            // $name
	tMetaVar           // !name (named metadata, attachment kinds, !DILocation ...)
	tMetaID            // !N
	tAttrGroup         // #N
	tHashIdent         // #dbg_value and friends
	tLabel             // name: or "name":
	tLabelID           // N:
	tInt               // decimal integer (possibly negative)
	tHexInt            // u0x... or s0x...
	tFloat             // decimal float, or 0x / 0xK / 0xL / 0xM / 0xH / 0xR hex float
	tString            // "..." (text: unescaped bytes)
	tDots              // ...
	tEqual             // =
	tComma             // ,
	tStar              // *
	tLParen            // (
	tRParen            // )
	tLBrack            // [
	tRBrack            // ]
	tLBrace            // {
	tRBrace            // }
	tLess              // <
	tGreater           // >
	tExclaim           // ! (followed by { or a string)
	tBar               // |
	tColon             // :
	tSummaryID         // ^N (module summary entries)
)

var tokNames = [...]string{
	tEOF: "end of file", tError: "invalid token", tKeyword: "keyword", tIntType: "integer type",
	tLocal: "local name", tLocalID: "local number", tGlobal: "global name", tGlobalID: "global number",
	tComdat: "comdat name", tMetaVar: "metadata name", tMetaID: "metadata number", tAttrGroup: "attribute group",
	tHashIdent: "debug record", tLabel: "label", tLabelID: "label", tInt: "integer", tHexInt: "integer",
	tFloat: "floating-point constant", tString: "string", tDots: "'...'", tEqual: "'='", tComma: "','",
	tStar: "'*'", tLParen: "'('", tRParen: "')'", tLBrack: "'['", tRBrack: "']'", tLBrace: "'{'",
	tRBrace: "'}'", tLess: "'<'", tGreater: "'>'", tExclaim: "'!'", tBar: "'|'", tColon: "':'", tSummaryID: "summary id",
}

// token is one lexed token. Positions are byte offsets into the source.
// Names are not copied out of the source unless they had to be decoded
// (quoted names, strings, escaped metadata names) or the token is an
// error: then text holds them and hasText is set. The parser reads a
// token's name through parser.tokName, and looks names up by their source
// bytes, so that parsing a reference allocates nothing.
type token struct {
	kind       tokKind
	hasText    bool
	line, col  int32
	start, end int    // the token's source bytes
	text       string // the decoded name or string, or the error message, when hasText
}

// setText records decoded text (or an error message) for the token.
func (t *token) setText(s string) { t.text, t.hasText = s, true }

// lexer turns textual IR into tokens. It never fails: malformed input
// yields a tError token, which the parser reports with its position.
type lexer struct {
	src       []byte
	pos       int
	line      int32
	lineStart int
}

func newLexer(src []byte) lexer { return lexer{src: src, line: 1} }

// Character classes of the lexer, as bits of charClass.
const (
	cLetter = 1 << iota // a-z A-Z - $ . _
	cDigit              // 0-9
	cHex                // 0-9 a-f A-F
	cIdent              // a letter or a digit: what names are made of
	cSpace              // ' ' \t \r \f \v (not \n, which counts lines)
)

// charClass is the classes of each byte: one load and a test per
// character on the lexer's hot path instead of a chain of comparisons.
var charClass = [256]uint8{
	' ': cSpace, '\t': cSpace, '\r': cSpace, '\f': cSpace, '\v': cSpace,
	'-': cLetter | cIdent, '$': cLetter | cIdent, '.': cLetter | cIdent, '_': cLetter | cIdent,
	'0': cDigit | cHex | cIdent, '1': cDigit | cHex | cIdent, '2': cDigit | cHex | cIdent,
	'3': cDigit | cHex | cIdent, '4': cDigit | cHex | cIdent, '5': cDigit | cHex | cIdent,
	'6': cDigit | cHex | cIdent, '7': cDigit | cHex | cIdent, '8': cDigit | cHex | cIdent,
	'9': cDigit | cHex | cIdent,
	'a': cLetter | cHex | cIdent, 'b': cLetter | cHex | cIdent, 'c': cLetter | cHex | cIdent,
	'd': cLetter | cHex | cIdent, 'e': cLetter | cHex | cIdent, 'f': cLetter | cHex | cIdent,
	'A': cLetter | cHex | cIdent, 'B': cLetter | cHex | cIdent, 'C': cLetter | cHex | cIdent,
	'D': cLetter | cHex | cIdent, 'E': cLetter | cHex | cIdent, 'F': cLetter | cHex | cIdent,
	'g': cLetter | cIdent, 'h': cLetter | cIdent, 'i': cLetter | cIdent, 'j': cLetter | cIdent,
	'k': cLetter | cIdent, 'l': cLetter | cIdent, 'm': cLetter | cIdent, 'n': cLetter | cIdent,
	'o': cLetter | cIdent, 'p': cLetter | cIdent, 'q': cLetter | cIdent, 'r': cLetter | cIdent,
	's': cLetter | cIdent, 't': cLetter | cIdent, 'u': cLetter | cIdent, 'v': cLetter | cIdent,
	'w': cLetter | cIdent, 'x': cLetter | cIdent, 'y': cLetter | cIdent, 'z': cLetter | cIdent,
	'G': cLetter | cIdent, 'H': cLetter | cIdent, 'I': cLetter | cIdent, 'J': cLetter | cIdent,
	'K': cLetter | cIdent, 'L': cLetter | cIdent, 'M': cLetter | cIdent, 'N': cLetter | cIdent,
	'O': cLetter | cIdent, 'P': cLetter | cIdent, 'Q': cLetter | cIdent, 'R': cLetter | cIdent,
	'S': cLetter | cIdent, 'T': cLetter | cIdent, 'U': cLetter | cIdent, 'V': cLetter | cIdent,
	'W': cLetter | cIdent, 'X': cLetter | cIdent, 'Y': cLetter | cIdent, 'Z': cLetter | cIdent,
}

func isLetter(c byte) bool { return charClass[c]&cLetter != 0 }

// skipIdent returns the end of the run of name characters at src[pos:].
func skipIdent(src []byte, pos int) int {
	for pos < len(src) && charClass[src[pos]]&cIdent != 0 {
		pos++
	}
	return pos
}

// skipDigits returns the end of the run of decimal digits at src[pos:].
func skipDigits(src []byte, pos int) int {
	for pos < len(src) && isDigit(src[pos]) {
		pos++
	}
	return pos
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isHex(c byte) bool { return charClass[c]&cHex != 0 }

// nextTok lexes and returns the next token (for code off the hot path).
func (l *lexer) nextTok() token {
	var t token
	l.next(&t)
	return t
}

// next lexes the next token into t.
func (l *lexer) next(t *token) {
	src := l.src
	// The skip runs on locals: through l, every step was a load and a
	// store (t might alias l as far as the compiler knows).
	pos, line, lineStart := l.pos, l.line, l.lineStart
	for pos < len(src) {
		c := src[pos]
		if c == '\n' {
			pos++
			line++
			lineStart = pos
		} else if charClass[c]&cSpace != 0 {
			pos++
		} else if c == ';' {
			if k := bytes.IndexByte(src[pos:], '\n'); k >= 0 {
				pos += k
			} else {
				pos = len(src)
			}
		} else {
			break
		}
	}
	l.pos, l.line, l.lineStart = pos, line, lineStart
	// Field by field, and text only when set: t is mostly a field of the
	// parser, on the heap, and overwriting the string pointer costs a
	// write barrier per token while the collector marks.
	if t.hasText {
		t.text, t.hasText = "", false
	}
	t.kind, t.start, t.end = 0, l.pos, 0
	t.line, t.col = l.line, int32(l.pos-l.lineStart)+1
	if l.pos >= len(src) {
		t.kind = tEOF
		t.end = l.pos
		return
	}
	c := src[l.pos]
	l.pos++
	switch c {
	case '=':
		t.kind = tEqual
	case ',':
		t.kind = tComma
	case '*':
		t.kind = tStar
	case '(':
		t.kind = tLParen
	case ')':
		t.kind = tRParen
	case '[':
		t.kind = tLBrack
	case ']':
		t.kind = tRBrack
	case '{':
		t.kind = tLBrace
	case '}':
		t.kind = tRBrace
	case '<':
		t.kind = tLess
	case '>':
		t.kind = tGreater
	case '|':
		t.kind = tBar
	case ':':
		t.kind = tColon
	case '.':
		if l.pos+1 < len(src) && src[l.pos] == '.' && src[l.pos+1] == '.' {
			l.pos += 2
			t.kind = tDots
		} else {
			l.identOrLabel(t)
		}
	case '%':
		l.sigil(t, tLocal, tLocalID)
	case '@':
		l.sigil(t, tGlobal, tGlobalID)
	case '$':
		if l.pos < len(src) && src[l.pos] == '"' {
			l.sigil(t, tComdat, tComdat)
		} else {
			for l.pos < len(src) && isIdentChar(src[l.pos]) {
				l.pos++
			}
			t.kind = tComdat
		}
	case '!':
		l.metadata(t)
	case '^':
		start := l.pos
		for l.pos < len(src) && isDigit(src[l.pos]) {
			l.pos++
		}
		if l.pos == start {
			t.kind = tError
			t.setText("expected a number after '^'")
			break
		}
		t.kind = tSummaryID
	case '#':
		start := l.pos
		if l.pos < len(src) && isDigit(src[l.pos]) {
			for l.pos < len(src) && isDigit(src[l.pos]) {
				l.pos++
			}
			t.kind = tAttrGroup
		} else {
			for l.pos < len(src) && isIdentChar(src[l.pos]) {
				l.pos++
			}
			t.kind = tHashIdent
		}
		if l.pos == start {
			t.kind = tError
			t.setText("expected a number or name after '#'")
		}
	case '"':
		s, ok := l.stringBody()
		if !ok {
			t.kind = tError
			t.setText("unterminated string constant")
			break
		}
		t.setText(s)
		t.kind = tString
		if l.pos < len(src) && src[l.pos] == ':' {
			l.pos++
			t.kind = tLabel
		}
	default:
		switch {
		case isDigit(c) || c == '-' || c == '+':
			l.number(t)
		case isLetter(c):
			l.identOrLabel(t)
		default:
			t.kind = tError
			t.setText(fmt.Sprintf("unexpected character %q", c))
		}
	}
	t.end = l.pos
}

// sigil lexes the rest of %name, %"name", %N (and the @ forms).
func (l *lexer) sigil(t *token, named, numbered tokKind) {
	src := l.src
	if l.pos < len(src) && src[l.pos] == '"' {
		l.pos++
		s, ok := l.stringBody()
		if !ok {
			t.kind = tError
			t.setText("unterminated quoted name")
			return
		}
		t.kind = named
		t.setText(s)
		return
	}
	start := l.pos
	if l.pos < len(src) && isDigit(src[l.pos]) {
		l.pos = skipDigits(src, l.pos)
		// A numbered name followed by more name characters (%0a) is not valid.
		if l.pos < len(src) && isLetter(src[l.pos]) {
			l.pos = skipIdent(src, l.pos)
			t.kind = tError
			t.setText("invalid name " + string(src[start-1:l.pos]))
			return
		}
		t.kind = numbered
		return
	}
	l.pos = skipIdent(src, l.pos)
	if l.pos == start {
		t.kind = tError
		t.setText("expected a name after '" + string(src[start-1]) + "'")
		return
	}
	t.kind = named
}

// metadata lexes after '!': !name, !N, or a bare '!'.
func (l *lexer) metadata(t *token) {
	src := l.src
	if l.pos < len(src) && isDigit(src[l.pos]) {
		for l.pos < len(src) && isDigit(src[l.pos]) {
			l.pos++
		}
		t.kind = tMetaID
		return
	}
	if l.pos < len(src) && (isLetter(src[l.pos]) || src[l.pos] == '\\') {
		// Metadata names may contain \XX escapes. A name without any is
		// left in the source (read through parser.nameBytes); only one
		// with escapes is decoded into text.
		start := l.pos
		l.pos = skipIdent(src, l.pos)
		if !(l.pos+2 < len(src) && src[l.pos] == '\\' && isHex(src[l.pos+1]) && isHex(src[l.pos+2])) {
			t.kind = tMetaVar
			return
		}
		b := append([]byte(nil), src[start:l.pos]...)
		for l.pos < len(src) {
			c := src[l.pos]
			if isIdentChar(c) {
				b = append(b, c)
				l.pos++
			} else if c == '\\' && l.pos+2 < len(src) && isHex(src[l.pos+1]) && isHex(src[l.pos+2]) {
				b = append(b, hexVal(src[l.pos+1])<<4|hexVal(src[l.pos+2]))
				l.pos += 3
			} else {
				break
			}
		}
		t.kind = tMetaVar
		t.setText(string(b))
		return
	}
	t.kind = tExclaim
}

func hexVal(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}

// stringBody reads up to the closing quote (the opening one is consumed),
// decoding \XX and \\ escapes.
func (l *lexer) stringBody() (string, bool) {
	src := l.src
	start := l.pos
	simple := true
	for l.pos < len(src) {
		c := src[l.pos]
		if c == '"' {
			var s string
			if simple {
				s = string(src[start:l.pos])
			} else {
				s = unescape(src[start:l.pos])
			}
			l.pos++
			return s, true
		}
		if c == '\\' {
			simple = false
		}
		if c == '\n' {
			l.line++
			l.lineStart = l.pos + 1
		}
		l.pos++
	}
	return "", false
}

func unescape(b []byte) string {
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c == '\\' && i+1 < len(b) {
			if b[i+1] == '\\' {
				out = append(out, '\\')
				i++
				continue
			}
			if i+2 < len(b) && isHex(b[i+1]) && isHex(b[i+2]) {
				out = append(out, hexVal(b[i+1])<<4|hexVal(b[i+2]))
				i += 2
				continue
			}
		}
		out = append(out, c)
	}
	return string(out)
}

// identOrLabel lexes a bare word: a keyword, an integer type iN, a hex
// integer u0x../s0x.., or a label "word:".
func (l *lexer) identOrLabel(t *token) {
	src := l.src
	start := l.pos - 1
	l.pos = skipIdent(src, l.pos)
	if l.pos < len(src) && src[l.pos] == ':' {
		l.pos++
		t.kind = tLabel
		return
	}
	word := src[start:l.pos]
	// iN integer types.
	if len(word) > 1 && word[0] == 'i' {
		allDigits := true
		for _, c := range word[1:] {
			if !isDigit(c) {
				allDigits = false
				break
			}
		}
		if allDigits {
			t.kind = tIntType
			return
		}
	}
	// u0x / s0x hex integers.
	if len(word) > 3 && (word[0] == 'u' || word[0] == 's') && word[1] == '0' && word[2] == 'x' {
		ok := true
		for _, c := range word[3:] {
			if !isHex(c) {
				ok = false
				break
			}
		}
		if ok {
			t.kind = tHexInt
			return
		}
	}
	t.kind = tKeyword
}

// number lexes integers, decimal floats, hex floats and numeric labels.
func (l *lexer) number(t *token) {
	src := l.src
	start := l.pos - 1
	c := src[start]
	// Hex floats: 0x..., 0xK..., 0xL..., 0xM..., 0xH..., 0xR...
	if c == '0' && l.pos < len(src) && src[l.pos] == 'x' {
		l.pos++
		if l.pos < len(src) && (src[l.pos] == 'K' || src[l.pos] == 'L' || src[l.pos] == 'M' || src[l.pos] == 'H' || src[l.pos] == 'R') {
			l.pos++
		}
		digits := l.pos
		for l.pos < len(src) && isHex(src[l.pos]) {
			l.pos++
		}
		if l.pos == digits {
			t.kind = tError
			t.setText("expected hex digits")
			return
		}
		t.kind = tFloat
		return
	}
	if (c == '-' || c == '+') && (l.pos >= len(src) || !isDigit(src[l.pos])) {
		if c == '-' && l.pos < len(src) && isLetter(src[l.pos]) {
			// A name starting with '-' (labels like -foo: are rare but legal).
			l.identOrLabel(t)
			return
		}
		t.kind = tError
		t.setText(fmt.Sprintf("unexpected character %q", c))
		return
	}
	for l.pos < len(src) && isDigit(src[l.pos]) {
		l.pos++
	}
	if l.pos < len(src) && src[l.pos] == ':' && c != '-' && c != '+' {
		l.pos++
		t.kind = tLabelID
		return
	}
	if l.pos < len(src) && isLetter(src[l.pos]) && src[l.pos] != '.' && src[l.pos] != 'e' && src[l.pos] != 'E' {
		// e.g. "42abc": a word that starts with digits; LLVM lexes such labels.
		for l.pos < len(src) && isIdentChar(src[l.pos]) {
			l.pos++
		}
		if l.pos < len(src) && src[l.pos] == ':' {
			l.pos++
			t.kind = tLabel
			return
		}
		t.kind = tError
		t.setText("invalid token " + string(src[start:l.pos]))
		return
	}
	if l.pos < len(src) && src[l.pos] == '.' {
		l.pos++
		for l.pos < len(src) && isDigit(src[l.pos]) {
			l.pos++
		}
		if l.pos < len(src) && (src[l.pos] == 'e' || src[l.pos] == 'E') {
			p := l.pos + 1
			if p < len(src) && (src[p] == '-' || src[p] == '+') {
				p++
			}
			if p < len(src) && isDigit(src[p]) {
				for p < len(src) && isDigit(src[p]) {
					p++
				}
				l.pos = p
			}
		}
		t.kind = tFloat
		return
	}
	t.kind = tInt
}
