// Package release is irfuzz's table of LLVM releases: for every major
// release irfuzz drives, each fact that differs between releases — the
// syntax a module may use, which flags, attributes and instructions exist,
// the datalayout llc gives each target, how -opt-bisect-limit spells pass
// names, the flags the tools need to read irfuzz's IR. Every layer asks
// this table instead of comparing release numbers itself, so that a new
// release is one row here and its tests.
package release

import (
	"fmt"
	"slices"
)

// Row is one supported LLVM major release.
type Row struct {
	// Major is the release's major version (22).
	Major int
	// Tested is the full version the row's facts were checked against
	// ("22.1.8"): Debian's package of that release.
	Tested string
	// OpaquePointersFlag is the flag opt and llc need to read IR written
	// with opaque pointers ("" when they read it by default).
	OpaquePointersFlag string
	// Layouts maps an architecture (the first part of a target triple:
	// x86_64, aarch64, riscv64, powerpc64le, ...) to the datalayout
	// clang and llc of this release give a module for it.
	Layouts map[string]string
}

// rows are the supported releases, oldest first.
var rows = []*Row{
	{Major: 13, Tested: "13.0.1", OpaquePointersFlag: "-force-opaque-pointers"},
	{Major: 14, Tested: "14.0.6", OpaquePointersFlag: "-opaque-pointers"},
	{Major: 15, Tested: "15.0.6", OpaquePointersFlag: "-opaque-pointers"},
	{Major: 16, Tested: "16.0.6"},
	{Major: 19, Tested: "19.1.7"},
	{Major: 22, Tested: "22.1.8"},
}

func init() {
	for _, r := range rows {
		r.Layouts = layoutsOf(r.Major)
	}
}

// Lookup returns the row of major, or an error naming the supported
// releases when irfuzz does not support it.
func Lookup(major int) (*Row, error) {
	for _, r := range rows {
		if r.Major == major {
			return r, nil
		}
	}
	return nil, fmt.Errorf("LLVM %d is not a release irfuzz supports (supported: %v)", major, Supported())
}

// Check reports whether major is a supported release, as Lookup does.
func Check(major int) error {
	_, err := Lookup(major)
	return err
}

// Supported lists the supported majors, oldest first.
func Supported() []int {
	out := make([]int, len(rows))
	for i, r := range rows {
		out[i] = r.Major
	}
	return out
}

// Newest is the newest supported major.
func Newest() int { return rows[len(rows)-1].Major }

// IsSupported reports whether irfuzz has a row for major.
func IsSupported(major int) bool { return slices.Contains(Supported(), major) }

// Has reports whether release major has feature f. A release newer than
// every row has what the newest row has; an older one has nothing that
// came after it.
func Has(major int, f Feature) bool {
	s := f.Since()
	return s != 0 && major >= s
}

// Has reports whether the row's release has feature f.
func (r *Row) Has(f Feature) bool { return Has(r.Major, f) }

// Layout is the datalayout this release gives modules for arch ("" for
// an architecture the table does not know).
func (r *Row) Layout(arch string) string { return r.Layouts[arch] }

// Layout is the datalayout release major gives modules for arch; a
// release without a row takes the nearest older row's ("" when none).
func Layout(major int, arch string) string { return layoutsOf(major)[arch] }
