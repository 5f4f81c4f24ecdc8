package cformat

import (
	"fmt"
	"math"
)

// Ptr is a pointer value in an ArgList, for %p.
type Ptr uint64

// ArgList is an Args over Go values standing for C arguments, for tests. Each
// value has the C type its Go type names, before the default argument
// promotions: int8, int16, int32, int64 are signed char, short, int and long
// (or long long); uint8 ... uint64 the unsigned ones; int is an int (it must
// fit in 32 bits); float32 and float64 are float and double; string and
// []byte are pointers to a NUL-terminated string holding those bytes (the
// string ends at its first NUL, if any); Ptr and nil are other pointers.
//
// ArgList checks that each argument agrees with what the conversion reads: an
// integer of the promoted size (int-sized for int8 ... uint32 and int, 8 bytes
// for int64 and uint64; signedness may differ, as the bits are reinterpreted),
// a double (float32 or float64), a string, or a pointer (Ptr or nil). A
// disagreement or a missing argument is an error.
type ArgList struct {
	Vals []any
	next int
}

// NewArgList returns an ArgList over vals.
func NewArgList(vals ...any) *ArgList { return &ArgList{Vals: vals} }

// Used reports how many arguments have been consumed.
func (a *ArgList) Used() int { return a.next }

func (a *ArgList) take() (any, int, error) {
	if a.next >= len(a.Vals) {
		return nil, a.next, fmt.Errorf("argument %d missing (only %d given)", a.next+1, len(a.Vals))
	}
	a.next++
	return a.Vals[a.next-1], a.next, nil
}

// Int implements Args.
func (a *ArgList) Int(size int, signed bool) (uint64, error) {
	v, n, err := a.take()
	if err != nil {
		return 0, err
	}
	var bits uint64
	have := 4
	switch t := v.(type) {
	case int:
		if t < math.MinInt32 || t > math.MaxInt32 {
			return 0, fmt.Errorf("argument %d: int %d does not fit in a C int", n, t)
		}
		bits = uint64(t)
	case int8:
		bits = uint64(t)
	case int16:
		bits = uint64(t)
	case int32:
		bits = uint64(t)
	case uint8:
		bits = uint64(t)
	case uint16:
		bits = uint64(t)
	case uint32:
		bits = uint64(t)
	case int64:
		bits, have = uint64(t), 8
	case uint64:
		bits, have = t, 8
	default:
		return 0, fmt.Errorf("argument %d has type %T, the conversion wants an integer", n, v)
	}
	if have != size {
		return 0, fmt.Errorf("argument %d has type %T (%d bytes after promotion), the conversion wants %d bytes", n, v, have, size)
	}
	if size == 4 {
		if signed {
			return uint64(int64(int32(bits))), nil
		}
		return uint64(uint32(bits)), nil
	}
	return bits, nil
}

// Double implements Args.
func (a *ArgList) Double() (float64, error) {
	v, n, err := a.take()
	if err != nil {
		return 0, err
	}
	switch t := v.(type) {
	case float64:
		return t, nil
	case float32:
		return float64(t), nil
	}
	return 0, fmt.Errorf("argument %d has type %T, the conversion wants a double", n, v)
}

// String implements Args.
func (a *ArgList) String(max int) ([]byte, error) {
	v, n, err := a.take()
	if err != nil {
		return nil, err
	}
	var b []byte
	switch t := v.(type) {
	case string:
		b = []byte(t)
	case []byte:
		b = t
	default:
		return nil, fmt.Errorf("argument %d has type %T, the conversion wants a string", n, v)
	}
	for i, c := range b {
		if c == 0 {
			b = b[:i]
			break
		}
	}
	if max >= 0 && len(b) > max {
		b = b[:max]
	}
	return b, nil
}

// Pointer implements Args.
func (a *ArgList) Pointer() (uint64, error) {
	v, n, err := a.take()
	if err != nil {
		return 0, err
	}
	switch t := v.(type) {
	case Ptr:
		return uint64(t), nil
	case nil:
		return 0, nil
	}
	return 0, fmt.Errorf("argument %d has type %T, the conversion wants a pointer", n, v)
}
