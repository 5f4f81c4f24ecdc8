package ir

import "testing"

// TestCharClass checks the lexer's byte-class table against the character
// sets it stands for, on every byte.
func TestCharClass(t *testing.T) {
	for c := range 256 {
		b := byte(c)
		digit := b >= '0' && b <= '9'
		letter := b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b == '-' || b == '$' || b == '.' || b == '_'
		for _, tc := range []struct {
			name      string
			got, want bool
		}{
			{"letter", isLetter(b), letter},
			{"digit", isDigit(b), digit},
			{"hex", isHex(b), digit || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F'},
			{"ident", isIdentChar(b), letter || digit},
			{"space", charClass[b]&cSpace != 0, b == ' ' || b == '\t' || b == '\r' || b == '\f' || b == '\v'},
		} {
			if tc.got != tc.want {
				t.Errorf("%s(%q) = %v, want %v", tc.name, b, tc.got, tc.want)
			}
		}
	}
}
