package campaign

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/irfuzz/irfuzz/campaign/csmith"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/mutate"
)

// RecordFile is the name, inside the campaign directory, of the record of
// how the campaign was started: one JSON Record, written when it starts.
const RecordFile = "campaign.json"

// Record is campaign.json: what a campaign was started with. Run writes it
// when a new campaign starts, and checks a resumed one against it.
type Record struct {
	Args      []string   `json:"args"` // the command line, as Config.Args
	Seed      uint64     `json:"seed"`
	Shard     int        `json:"shard"`
	Shards    int        `json:"shards"`
	BatchSize int        `json:"batch"`
	LLVM      string     `json:"llvm"` // the full version
	Pipelines []string   `json:"pipelines"`
	Targets   []string   `json:"targets"`
	Levels    []string   `json:"levels"`
	Gen       gen.Config `json:"gen"` // as used: MinTests = MaxTests = BatchSize
	Start     time.Time  `json:"start"`
	// A mutation campaign's source: the mode, seed directories, the number
	// of seed modules loaded from them and the mutator's configuration.
	Mode      string         `json:"mode,omitempty"`
	Seeds     []string       `json:"seeds,omitempty"`
	SeedCount int            `json:"seed_count,omitempty"`
	Mutate    *mutate.Config `json:"mutate,omitempty"`
	// A Csmith campaign's generator: its options and the clang that
	// lowers the programs.
	Csmith *csmith.Options `json:"csmith,omitempty"`
	Clang  string          `json:"clang,omitempty"`
	// Matrix is the test matrix: "" (every target for every module, as
	// campaigns before the matrix ran) or sample with Width targets a
	// module.
	Matrix string `json:"matrix,omitempty"`
	Width  int    `json:"matrix_width,omitempty"`
}

// LoadRecord reads dir/campaign.json.
func LoadRecord(dir string) (*Record, error) {
	path := filepath.Join(dir, RecordFile)
	data, err := os.ReadFile(path)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, fmt.Errorf("%s: no %s: not a campaign directory, or one started by an irfuzz too old to resume it", dir, RecordFile)
		}
		return nil, err
	}
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return &r, nil
}

// matches reports how a campaign about to run (now) differs from the
// record of the one it resumes, if it does.
func (r *Record) matches(now *Record) error {
	for _, d := range []struct {
		what      string
		was, want any
	}{
		{"seed", r.Seed, now.Seed},
		{"shard", fmt.Sprintf("%d/%d", r.Shard, r.Shards), fmt.Sprintf("%d/%d", now.Shard, now.Shards)},
		{"batch size", r.BatchSize, now.BatchSize},
		{"LLVM", r.LLVM, now.LLVM},
		{"pipelines", r.Pipelines, now.Pipelines},
		{"targets", r.Targets, now.Targets},
		{"levels", r.Levels, now.Levels},
	} {
		// As printed: a nil list and an empty one are the same.
		if fmt.Sprint(d.was) != fmt.Sprint(d.want) {
			return fmt.Errorf("it ran with %s %v, this run would use %v", d.what, d.was, d.want)
		}
	}
	if fmt.Sprint(r.Gen) != fmt.Sprint(now.Gen) {
		return errors.New("it ran with another generator configuration")
	}
	if r.Mode != now.Mode || fmt.Sprint(r.Seeds) != fmt.Sprint(now.Seeds) || r.SeedCount != now.SeedCount || fmt.Sprint(r.Mutate) != fmt.Sprint(now.Mutate) {
		return fmt.Errorf("it ran in mode %q on seeds %v (%d modules), this run would use mode %q on %v (%d modules), or another mutator configuration",
			r.Mode, r.Seeds, r.SeedCount, now.Mode, now.Seeds, now.SeedCount)
	}
	if r.Matrix != now.Matrix || r.Width != now.Width {
		return fmt.Errorf("it ran with test matrix %q (width %d), this run would use %q (width %d)", r.Matrix, r.Width, now.Matrix, now.Width)
	}
	if fmt.Sprint(r.Csmith) != fmt.Sprint(now.Csmith) || r.Clang != now.Clang {
		return fmt.Errorf("it ran with other Csmith options or clang (%s)", r.Clang)
	}
	return nil
}

// writeJSONFile writes v indented to dir/name atomically.
func writeJSONFile(dir, name string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	tmp := filepath.Join(dir, "."+name+".tmp")
	if err := os.WriteFile(tmp, append(data, '\n'), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, name))
}
