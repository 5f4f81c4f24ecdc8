package ir

import "testing"

// TestOpcodeOf checks the parser's opcode lookup against OpcodeByName on
// every opcode's spelling and on words that are none.
func TestOpcodeOf(t *testing.T) {
	words := []string{"", "x", "Add", "addd", "ad", "getelementptrxxxxxxxx", "a-b", "0add", "call.", "fneg "}
	for op := OpInvalid + 1; op < NumOpcodes; op++ {
		words = append(words, opInfo[op].Name)
	}
	for _, w := range words {
		if got, want := opcodeOf(w), OpcodeByName(w); got != want {
			t.Errorf("opcodeOf(%q) = %v, want %v", w, got, want)
		}
	}
}
