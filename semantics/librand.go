package semantics

// rand and srand as glibc defines them (the C library every native run of
// irfuzz links: the host's, and the cross targets' under qemu): the
// additive feedback generator of random_r's TYPE_3, r[i] = r[i-3] +
// r[i-31] (mod 2^32) over a table seeded by r[i] = 16807 * r[i-1] mod
// 2^31-1, the first 310 outputs discarded, each result r >> 1. The C
// standard leaves the sequence to the implementation; a program's output
// that depends on it is judged against glibc's.

// randState is a run's rand state: the last 34 values of the sequence.
type randState struct {
	r      [34]uint32
	k      int // the next index into r (mod 34)
	seeded bool
}

// seed starts the sequence of srand(s) (rand before srand: srand(1)).
func (st *randState) seed(s uint32) {
	var r [344]int32
	if s == 0 {
		s = 1
	}
	r[0] = int32(s)
	for i := 1; i < 31; i++ {
		// 16807 * r[i-1] % 2147483647, as glibc computes it (Schrage).
		hi, lo := r[i-1]/127773, r[i-1]%127773
		w := 16807*lo - 2836*hi
		if w < 0 {
			w += 2147483647
		}
		r[i] = w
	}
	for i := 31; i < 34; i++ {
		r[i] = r[i-31]
	}
	for i := 34; i < 344; i++ {
		r[i] = int32(uint32(r[i-31]) + uint32(r[i-3]))
	}
	for i := 0; i < 34; i++ {
		st.r[i] = uint32(r[310+i])
	}
	st.k, st.seeded = 0, true
}

// next returns the next rand() value.
func (st *randState) next() uint32 {
	if !st.seeded {
		st.seed(1)
	}
	// r[k] is r[i-34]; r[i] = r[i-31] + r[i-3].
	v := st.r[(st.k+3)%34] + st.r[(st.k+31)%34]
	st.r[st.k] = v
	st.k = (st.k + 1) % 34
	return v >> 1
}

// libRandFuncs are rand and srand, in a whole program only: a test
// function's harness calls it again and again in one process, whose
// sequence goes on from call to call.
var libRandFuncs = []*libFunc{
	{"rand", "i", func(c *libCall) bool {
		if !c.m.program {
			return c.m.unsupportedStop(unsupported("@rand in a test function (its sequence goes on across the harness's calls)"))
		}
		return c.setInt(uint64(c.m.rand.next()))
	}},
	{"srand", "vi", func(c *libCall) bool {
		if !c.m.program {
			return c.m.unsupportedStop(unsupported("@srand in a test function (its sequence goes on across the harness's calls)"))
		}
		s, ok := c.uint(0)
		if !ok {
			return false
		}
		c.m.rand.seed(uint32(s))
		return true
	}},
}

func init() {
	if libFuncs == nil {
		libFuncs = map[string]*libFunc{}
	}
	for _, f := range libRandFuncs {
		libFuncs[f.name] = f
	}
}
