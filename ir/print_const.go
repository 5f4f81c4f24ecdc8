package ir

// Ident prints the constant's literal text without its type.
// (Placeholder until the printer lands; the printer owns this file.)
func (c *Const) Ident() string { return "<const>" }
