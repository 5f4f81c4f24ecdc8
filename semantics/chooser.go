package semantics

import "math/rand/v2"

// ZeroChooser chooses 0 for every undetermined bit.
type ZeroChooser struct{}

// Choose implements Chooser.
func (ZeroChooser) Choose(bits, mask uint64, w uint32) uint64 { return bits &^ mask }

// OnesChooser chooses 1 for every undetermined bit.
type OnesChooser struct{}

// Choose implements Chooser.
func (OnesChooser) Choose(bits, mask uint64, w uint32) uint64 { return bits | mask&widthMask(w) }

// RandomChooser chooses undetermined bits from a seeded generator.
type RandomChooser struct{ r *rand.Rand }

// NewRandomChooser returns a RandomChooser whose choices follow seed.
func NewRandomChooser(seed uint64) *RandomChooser {
	return &RandomChooser{rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Choose implements Chooser.
func (c *RandomChooser) Choose(bits, mask uint64, w uint32) uint64 {
	return bits&^mask | c.r.Uint64()&mask&widthMask(w)
}

// AdversarialChooser makes consecutive choices differ as much as it can:
// it cycles through all zeros, all ones, alternating bit patterns and a
// random value, so that two uses of one undef value rarely agree (what a
// miscompilation that assumes they agree needs to be caught).
type AdversarialChooser struct {
	n uint64
	r *rand.Rand
}

// NewAdversarialChooser returns an AdversarialChooser seeded by seed.
func NewAdversarialChooser(seed uint64) *AdversarialChooser {
	return &AdversarialChooser{r: rand.New(rand.NewPCG(seed, 7))}
}

// Choose implements Chooser.
func (c *AdversarialChooser) Choose(bits, mask uint64, w uint32) uint64 {
	c.n++
	var v uint64
	switch c.n % 5 {
	case 1:
		v = 0
	case 2:
		v = ^uint64(0)
	case 3:
		v = 0x5555555555555555
	case 4:
		v = 0xaaaaaaaaaaaaaaaa
	default:
		v = c.r.Uint64()
	}
	return bits&^mask | v&mask&widthMask(w)
}
