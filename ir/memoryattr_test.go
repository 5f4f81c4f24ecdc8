package ir

import (
	"reflect"
	"testing"
)

func TestParseMemory(t *testing.T) {
	for _, c := range []struct {
		args  string
		parts []MemoryPart
		ok    bool
	}{
		{"none", []MemoryPart{{"", 0}}, true},
		{"read, argmem: readwrite", []MemoryPart{{"", 1}, {"argmem", 3}}, true},
		{"argmem: read, errnomem: write", []MemoryPart{{"argmem", 1}, {"errnomem", 2}}, true},
		{" inaccessiblemem : write ", []MemoryPart{{"inaccessiblemem", 2}}, true},
		{"bogus, argmem: read", []MemoryPart{{"argmem", 1}}, false},
		{"", nil, false},
	} {
		parts, ok := ParseMemory(c.args)
		if !reflect.DeepEqual(parts, c.parts) || ok != c.ok {
			t.Errorf("ParseMemory(%q) = %v, %v; want %v, %v", c.args, parts, ok, c.parts, c.ok)
		}
	}
}

func FuzzParseMemory(f *testing.F) {
	for _, s := range []string{"none", "read, argmem: readwrite", "argmem: read, inaccessiblemem: write", ":", ",,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, args string) {
		parts, _ := ParseMemory(args)
		for _, p := range parts {
			if p.Access > 3 {
				t.Fatalf("%q: access %d", args, p.Access)
			}
		}
	})
}
