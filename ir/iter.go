package ir

import "iter"

// Instructions yields every instruction of m's function bodies with its
// function, function by function and block by block, in order. A loop
// over it may change an instruction it is given, but must not add or
// remove instructions or blocks (collect them first, as the reducer's
// passes do).
func (m *Module) Instructions() iter.Seq2[*Function, *Instruction] {
	return func(yield func(*Function, *Instruction) bool) {
		for _, f := range m.Funcs {
			for _, b := range f.Blocks {
				for _, in := range b.Instrs {
					if !yield(f, in) {
						return
					}
				}
			}
		}
	}
}

// NumInstructions is the number of instructions in m's function bodies.
func (m *Module) NumInstructions() int {
	n := 0
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			n += len(b.Instrs)
		}
	}
	return n
}
