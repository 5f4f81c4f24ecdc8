package semantics

// hasher is FNV-1a over 64-bit words, for the environment's answers.
type hasher struct{ h uint64 }

func newHasher() hasher { return hasher{14695981039346656037} }

func (h *hasher) word(x uint64) {
	for i := 0; i < 8; i++ {
		h.h ^= x & 0xff
		h.h *= 1099511628211
		x >>= 8
	}
}

func (h *hasher) str(s string) {
	for i := 0; i < len(s); i++ {
		h.h ^= uint64(s[i])
		h.h *= 1099511628211
	}
}

func (h *hasher) val(v *Val) {
	if v.X != nil {
		for i := range v.X.Lanes {
			h.val(&v.X.Lanes[i])
		}
		for _, w := range v.X.Words {
			h.word(w)
		}
	}
	h.word(v.Bits)
	if v.Poison {
		h.word(1)
	}
}

func (h *hasher) sum() uint64 { return mix(h.h) }

// mix is splitmix64's finaliser.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}
