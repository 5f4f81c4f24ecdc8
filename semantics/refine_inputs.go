package semantics

import (
	"math/rand/v2"

	"github.com/irfuzz/irfuzz/ir"
)

// The inputs a refinement check tries: exhaustive enumeration of small
// argument spaces, edge values, values derived from the functions'
// constants, and random ones, all from one seed.

// Inputs returns the argument vectors a refinement check of f tries.
func Inputs(f *ir.Function, opts CheckOptions) [][]Val {
	if opts.MaxInputs == 0 {
		opts.MaxInputs = 2000
	}
	if opts.Exhaustive == 0 {
		opts.Exhaustive = 20
	}
	params := f.Params
	total := 0
	scalarOnly := true
	for _, p := range params {
		t := p.Ty
		switch {
		case t.IsInt() || t.IsFloat():
			total += int(widthOf(t))
			if t.IsFloat() && formatOf(t.Kind) == nil {
				scalarOnly = false
			}
		case t.Kind == ir.VectorType && (t.Elem.IsInt() || t.Elem.IsFloat()):
			total += int(t.Len) * int(widthOf(t.Elem))
		default:
			scalarOnly = false
			total += 64
		}
	}
	var out [][]Val
	if scalarOnly && total <= opts.Exhaustive {
		// Every input, the interesting ones first: a caller that takes
		// only some (a native run passes a dozen) gets the edge values and
		// the function's own before the enumeration's 0, 1, 2, ...
		head := opts
		head.MaxInputs = min(opts.MaxInputs, exhaustiveHead)
		out = exhaustive(params, total, sampled(params, head, deriveValues(f)))
	} else {
		out = sampled(params, opts, deriveValues(f))
	}
	if !opts.NoPoisonArg {
		var kinds []string
		if !opts.NoPoisonInput {
			kinds = append(kinds, "poison")
		}
		if !opts.NoUndefInput {
			kinds = append(kinds, "undef")
		}
		if len(kinds) > 0 {
			out = append(out, specialInputs(params, kinds...)...)
		}
	}
	out = withArgObjects(f, out, opts.Seed, opts.NoPoisonArg, opts.NoPoisonMemory || opts.NoPoisonInput, opts.NoUndefInput, opts.grown)
	return withArgFuncs(f, out)
}

// exhaustiveHead is how many sampled inputs (edge values, the function's
// own values) an exhaustive enumeration starts with.
const exhaustiveHead = 32

// exhaustive enumerates every argument vector of a small argument space:
// those of head first (without repeats), then the others in order.
func exhaustive(params []*ir.Argument, total int, head [][]Val) [][]Val {
	n := 1 << total
	out := make([][]Val, 0, n)
	taken := make([]bool, n)
	for _, in := range head {
		var x uint64
		shift := uint(0)
		for i, p := range params {
			toBits(p.Ty, &in[i], &x, &shift)
		}
		if x < uint64(n) && !taken[x] {
			taken[x] = true
			out = append(out, in)
		}
	}
	for x := 0; x < n; x++ {
		if taken[x] {
			continue
		}
		bits := uint64(x)
		in := make([]Val, len(params))
		for i, p := range params {
			in[i] = fromBits(p.Ty, &bits)
		}
		out = append(out, in)
	}
	return out
}

// toBits appends value v of type t to *x at bit *shift, as fromBits
// consumes it.
func toBits(t *ir.Type, v *Val, x *uint64, shift *uint) {
	if t.Kind == ir.VectorType {
		for i := range v.X.Lanes {
			toBits(t.Elem, &v.X.Lanes[i], x, shift)
		}
		return
	}
	w := widthOf(t)
	*x |= (v.Bits & widthMask(w)) << *shift
	*shift += uint(w)
}

// fromBits builds a value of type t from the low bits of *bits, consuming them.
func fromBits(t *ir.Type, bits *uint64) Val {
	v := newVal(t)
	if t.Kind == ir.VectorType {
		for i := range v.X.Lanes {
			v.X.Lanes[i] = fromBits(t.Elem, bits)
		}
		return v
	}
	w := widthOf(t)
	v.Bits = *bits & widthMask(w)
	*bits >>= w
	return v
}

// edgeValues lists the interesting values of a scalar type.
func edgeValues(t *ir.Type) []Val {
	var vs []Val
	switch {
	case t.IsInt() && t.Bits > 64:
		for _, s := range []string{"0", "1", "-1", "2", "7"} {
			v, _ := ParseArg(t, s)
			vs = append(vs, v)
		}
		return vs
	case t.IsInt():
		w := t.Bits
		m := widthMask(w)
		seen := map[uint64]bool{}
		for _, x := range []uint64{0, 1, m, 2, 3, 1 << (w - 1), (1 << (w - 1)) - 1, (1 << (w - 1)) + 1, m - 1, 7, 8, 16, 42, 1 << (w / 2)} {
			x &= m
			if !seen[x] {
				seen[x] = true
				vs = append(vs, Val{Bits: x})
			}
		}
		return vs
	case isWideFloat(t):
		return wideEdgeValues(t)
	case t.IsFloat():
		f := formatOf(t.Kind)
		if f == nil {
			return nil
		}
		for _, s := range []string{"0.0", "-0.0", "1.0", "-1.0", "0.5", "2.0", "3.0", "-2.5", "inf", "-inf", "nan", "100.0", "1e-3"} {
			v, _ := ParseArg(t, s)
			vs = append(vs, v)
		}
		vs = append(vs, Val{Bits: 1}, Val{Bits: f.expMask() - 1}, Val{Bits: f.expMask() | f.quietBit() | 1 | f.sign()}, Val{Bits: f.expMask() | 1})
		return vs
	case t.IsPtr():
		return []Val{{}}
	case t.Kind == ir.VectorType:
		ev := edgeValues(t.Elem)
		for k := range ev {
			v := newVal(t)
			for i := range v.X.Lanes {
				v.X.Lanes[i] = ev[(k+i)%len(ev)].Clone()
			}
			vs = append(vs, v)
		}
		return vs
	}
	v := newVal(t)
	zeroFill(&v, t)
	return []Val{v}
}

// randomValue draws a random value of type t, biased towards edge values.
func randomValue(t *ir.Type, r *rand.Rand) Val {
	if t.Kind == ir.VectorType {
		v := newVal(t)
		for i := range v.X.Lanes {
			v.X.Lanes[i] = randomValue(t.Elem, r)
		}
		return v
	}
	ev := edgeValues(t)
	if len(ev) > 0 && r.IntN(3) == 0 {
		return ev[r.IntN(len(ev))].Clone()
	}
	if isWideFloat(t) {
		return wideRandom(t, r)
	}
	v := newVal(t)
	switch {
	case t.IsInt() && t.Bits > 64:
		for i := range v.X.Words {
			v.X.Words[i], v.X.UndefWords[i] = r.Uint64(), 0
		}
		if t.Bits%64 != 0 {
			v.X.Words[len(v.X.Words)-1] &= widthMask(t.Bits % 64)
		}
	case t.IsInt() || t.IsFloat():
		v.Bits = r.Uint64() & widthMask(widthOf(t))
		if t.IsInt() && r.IntN(2) == 0 {
			v.Bits &= 0xff // small numbers are where the interesting cases are
			if r.IntN(2) == 0 {
				v.Bits = -v.Bits & widthMask(t.Bits)
			}
		}
	}
	return v
}

// sampled builds MaxInputs inputs from edge values, the values derived
// from the function (d, see derivedValues) and random values. When the
// edge values of all parameters have at most MaxInputs/2 combinations,
// those come first; otherwise the first headEdges edge values (all
// parameters at 0, at 1, at -1). Then the list repeats a period of four:
// two inputs of derived values (the j-th of each parameter's pool, so
// the most relevant come first), one of the next edge values, one
// random; a derived or edge slot past the end of its list is random.
// Random inputs draw each parameter from its edge values, its derived
// pool or randomValue, a third of the time each.
func sampled(params []*ir.Argument, opts CheckOptions, d *derivedValues) [][]Val {
	s, combos, maxEdges := newSampler(params, opts, d)
	var out [][]Val
	nextEdge := 0
	if combos <= opts.MaxInputs/2 {
		out = s.edgeCombos()
		nextEdge = maxEdges
	} else {
		for ; nextEdge < headEdges && nextEdge < maxEdges && len(out) < opts.MaxInputs; nextEdge++ {
			out = append(out, s.edgeInput(nextEdge))
		}
	}
	j, derivedDone := 0, false
	for slot := 0; len(out) < opts.MaxInputs; slot++ {
		switch slot % 4 {
		case 0, 1:
			if !derivedDone {
				if in := s.derivedInput(j); in != nil {
					j++
					out = append(out, in)
					continue
				}
				derivedDone = true
			}
		case 2:
			if nextEdge < maxEdges {
				out = append(out, s.edgeInput(nextEdge))
				nextEdge++
				continue
			}
		}
		out = append(out, s.randomInput())
	}
	return out
}

// sampler makes the inputs of sampled: each parameter's edge values (its
// lanes' too, for a vector) and pool of values derived from the function,
// and the random source of the rest.
type sampler struct {
	params    []*ir.Argument
	edges     [][]Val
	laneEdges [][]Val
	pools     []*valuePool
	r         *rand.Rand
}

// newSampler prepares the sampler of params, and says how many
// combinations their edge values have (capped at MaxInputs+1) and the
// most edge values one parameter has.
func newSampler(params []*ir.Argument, opts CheckOptions, d *derivedValues) (s *sampler, combos, maxEdges int) {
	s = &sampler{
		params:    params,
		edges:     make([][]Val, len(params)),
		laneEdges: make([][]Val, len(params)),
		pools:     make([]*valuePool, len(params)),
		r:         rand.New(rand.NewPCG(opts.Seed, 0x5eed)),
	}
	combos = 1
	for i, p := range params {
		s.edges[i] = edgeValues(p.Ty)
		if len(s.edges[i]) == 0 {
			s.edges[i] = []Val{newVal(p.Ty)}
		}
		maxEdges = max(maxEdges, len(s.edges[i]))
		combos *= len(s.edges[i])
		if combos > opts.MaxInputs {
			combos = opts.MaxInputs + 1
		}
		t := p.Ty
		if t.Kind == ir.VectorType {
			t = t.Elem
			if s.laneEdges[i] = edgeValues(t); len(s.laneEdges[i]) == 0 {
				s.laneEdges[i] = []Val{newVal(t)}
			}
		}
		if t.IsInt() || t.IsFloat() {
			s.pools[i] = d.pool(t)
		}
	}
	return s, combos, maxEdges
}

// edgeInput is every parameter at its k-th edge value (cyclically).
func (s *sampler) edgeInput(k int) []Val {
	in := make([]Val, len(s.params))
	for i := range s.params {
		in[i] = s.edges[i][k%len(s.edges[i])].Clone()
	}
	return in
}

// edgeCombos is every combination of the parameters' edge values.
func (s *sampler) edgeCombos() [][]Val {
	var out [][]Val
	idx := make([]int, len(s.params))
	for {
		in := make([]Val, len(s.params))
		for i := range s.params {
			in[i] = s.edges[i][idx[i]].Clone()
		}
		out = append(out, in)
		k := len(idx) - 1
		for k >= 0 {
			idx[k]++
			if idx[k] < len(s.edges[k]) {
				break
			}
			idx[k] = 0
			k--
		}
		if k < 0 {
			return out
		}
	}
}

// derivedInput is the j-th input of derived values, nil when every
// parameter's pool is past its end. Parameters whose pool is (or vector
// lanes whose pool is) take edge values instead; lane l of a vector takes
// the (j+l)-th value, so lanes differ.
func (s *sampler) derivedInput(j int) []Val {
	in := make([]Val, len(s.params))
	hit := false
	for i, p := range s.params {
		pool := s.pools[i]
		if pool == nil {
			in[i] = s.edges[i][(headEdges+j)%len(s.edges[i])].Clone()
			continue
		}
		if p.Ty.Kind != ir.VectorType {
			v, ok := pool.at(j)
			if !ok {
				v = s.edges[i][(headEdges+j)%len(s.edges[i])].Clone()
			}
			in[i], hit = v, hit || ok
			continue
		}
		v := newVal(p.Ty)
		for l := range v.X.Lanes {
			lv, ok := pool.at(j + l)
			if !ok {
				lv = s.laneEdges[i][(j+l)%len(s.laneEdges[i])].Clone()
			}
			v.X.Lanes[l], hit = lv, hit || ok && l == 0
		}
		in[i] = v
	}
	if !hit {
		return nil
	}
	return in
}

// randomInput draws each parameter from its edge values, its derived pool
// or randomValue, a third of the time each.
func (s *sampler) randomInput() []Val {
	in := make([]Val, len(s.params))
	for i, p := range s.params {
		switch s.r.IntN(3) {
		case 0:
			in[i] = s.edges[i][s.r.IntN(len(s.edges[i]))].Clone()
			continue
		case 1:
			if s.pools[i] == nil {
				break
			}
			if p.Ty.Kind != ir.VectorType {
				in[i], _ = s.pools[i].draw(s.r)
				continue
			}
			v := newVal(p.Ty)
			for l := range v.X.Lanes {
				if lv, ok := s.pools[i].draw(s.r); ok {
					v.X.Lanes[l] = lv
				} else {
					v.X.Lanes[l] = randomValue(p.Ty.Elem, s.r)
				}
			}
			in[i] = v
			continue
		}
		in[i] = randomValue(p.Ty, s.r)
	}
	return in
}

// specialInputs tries each parameter without noundef as poison and as
// undef (or as the kinds given, of those two), the others at a few edge
// values.
func specialInputs(params []*ir.Argument, kinds ...string) [][]Val {
	if len(kinds) == 0 {
		kinds = []string{"poison", "undef"}
	}
	var out [][]Val
	for i, p := range params {
		if p.Attrs.Has("noundef") {
			continue
		}
		for _, special := range kinds {
			sv, err := ParseArg(p.Ty, special)
			if err != nil {
				continue
			}
			// The other parameters take their first few edge values together.
			for k := 0; k < 4; k++ {
				in := make([]Val, len(params))
				for j, q := range params {
					if j == i {
						in[j] = sv.Clone()
						continue
					}
					ev := edgeValues(q.Ty)
					if len(ev) == 0 {
						in[j] = newVal(q.Ty)
						continue
					}
					in[j] = ev[k%len(ev)].Clone()
				}
				out = append(out, in)
			}
		}
	}
	return out
}
