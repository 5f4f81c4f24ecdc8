package semantics

import (
	"fmt"
	"maps"
	"strings"
)

// Judging a target's calls of unknown functions (its events) against the
// source's: the same calls in order, with the objects they see matched
// by the names the runs gave them.

// callsRefine explains why the target's events do not refine the
// source's ("" when they do).
func callsRefine(s, t *Outcome) string {
	names := objectMatch{}
	j := 0
	for k := range s.Calls {
		sc := &s.Calls[k]
		if j >= len(t.Calls) {
			if sc.Removable {
				continue
			}
			return fmt.Sprintf("the target does not make call %d, %s", k+1, sc.String())
		}
		try := names.clone()
		if why := eventRefines(sc, &t.Calls[j], t, &try); why != "" {
			if sc.Removable {
				continue // dropped by the target (a later call then must match)
			}
			return fmt.Sprintf("call %d differs: %s", k+1, why)
		}
		names = try
		j++
	}
	if j < len(t.Calls) {
		return fmt.Sprintf("the target makes a call the source does not: %s", t.Calls[j].String())
	}
	return ""
}

// objectMatch pairs the names the source's run gave the objects it let
// the world see (%escN, %retN, in the order they escaped) with the
// target's: one to one, learnt from the events matched so far. The
// numbers alone do not match where the target dropped a removable call
// that was the first to see an object (InstCombine deleting an argmemonly
// call on a dead alloca: the next object the source calls %esc1 is the
// target's %esc0).
type objectMatch struct{ s2t, t2s map[string]string }

func (o objectMatch) clone() objectMatch {
	return objectMatch{s2t: maps.Clone(o.s2t), t2s: maps.Clone(o.t2s)}
}

// runObject reports whether name is one a run gave an object of its own.
func runObject(name string) bool {
	return strings.HasPrefix(name, "%esc") || strings.HasPrefix(name, "%ret")
}

// same reports whether source object sn may be target object tn, and
// pairs them when neither is paired yet.
func (o *objectMatch) same(sn, tn string) bool {
	if !runObject(sn) || !runObject(tn) {
		return sn == tn
	}
	ts, sok := o.s2t[sn]
	st, tok := o.t2s[tn]
	switch {
	case sok || tok:
		return ts == tn && st == sn
	case o.s2t == nil:
		o.s2t, o.t2s = map[string]string{}, map[string]string{}
	}
	o.s2t[sn], o.t2s[tn] = tn, sn
	return true
}

// target is the target's name of source object sn, as paired so far.
func (o *objectMatch) target(sn string) string {
	if tn, ok := o.s2t[sn]; ok {
		return tn
	}
	return sn
}

func eventRefines(s, t *CallEvent, tOut *Outcome, names *objectMatch) string {
	if s.Callee != t.Callee || len(s.Args) != len(t.Args) {
		return fmt.Sprintf("the target calls %s where the source calls %s", t.String(), s.String())
	}
	for i := range s.Args {
		sr, tr := s.ptrRef(i), t.ptrRef(i)
		if s.Types[i].IsPtr() && (sr != nil || tr != nil) {
			if sr == nil || tr == nil || !names.same(sr.Object, tr.Object) || sr.Offset != tr.Offset {
				if s.Args[i].Poison {
					continue
				}
				return fmt.Sprintf("argument %d: the target passes %s where the source passes %s", i, t.String(), s.String())
			}
			continue
		}
		if !valueRefines(s.Types[i], &s.Args[i], &t.Args[i]) {
			return fmt.Sprintf("argument %d: the target calls %s where the source calls %s", i, t.String(), s.String())
		}
	}
	for k := range s.Mem {
		sm := &s.Mem[k]
		for j := range t.Mem {
			tm := &t.Mem[j]
			if tm.Name != names.target(sm.Name) || len(tm.Bytes) != len(sm.Bytes) {
				continue
			}
			if why := bytesRefine("memory of "+sm.Name+" at "+s.String(), sm.Bytes, sm.Ptrs, tOut, tm.Bytes, tm.Ptrs, nil); why != "" {
				return why
			}
		}
	}
	return ""
}
