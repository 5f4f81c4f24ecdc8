package mutate

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// OpStats is how one operator fared on a set of modules: on how many it
// was tried, on how many it found a place and applied, and how many of
// those results did not verify (a bug in the operator).
type OpStats struct {
	Name    string  `json:"name"`
	Tried   int     `json:"tried"`
	Applied int     `json:"applied"`
	Invalid int     `json:"invalid"`
	Rate    float64 `json:"rate"` // Applied / Tried
}

// Stats applies every operator once to each module (module k with seed
// seed+k) and counts where it applies. The errors are those of the
// invalid results, the first few.
func Stats(mods []*ir.Module, seed uint64, cfg Config) ([]OpStats, []error) {
	var errs []error
	if err := cfg.Validate(); err != nil {
		return nil, []error{err}
	}
	out := make([]OpStats, len(operators))
	for j, op := range operators {
		out[j].Name = op.Name
	}
	for k, m := range mods {
		if err := ir.Verify(m); err != nil {
			errs = append(errs, fmt.Errorf("module %d does not verify: %w", k, err))
			continue
		}
		for j, op := range operators {
			out[j].Tried++
			_, _, ok, err := Apply(m, op, seed+uint64(k), cfg)
			switch {
			case err != nil:
				out[j].Applied++
				out[j].Invalid++
				if len(errs) < 10 {
					errs = append(errs, fmt.Errorf("module %d: %w", k, err))
				}
			case ok:
				out[j].Applied++
			}
		}
	}
	for j := range out {
		if out[j].Tried > 0 {
			out[j].Rate = float64(out[j].Applied) / float64(out[j].Tried)
		}
	}
	return out, errs
}
