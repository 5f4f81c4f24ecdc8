package oracle

import (
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"
)

// ToolUse is how many tool processes of one kind one purpose of the
// oracle started, and their wall and processor time (see Oracle.Tally).
type ToolUse struct {
	// Purpose is the oracle function that ran the tool
	// ("testFuncs.compileVariant", "testFuncs.judgeBuild", ...).
	Purpose string
	Tool    string // one of ToolNames
	N       int
	Wall    time.Duration
	CPU     time.Duration // user and system time of the processes
}

// tally counts tool processes by purpose and tool. It is safe for
// concurrent use.
type tally struct {
	mu   sync.Mutex
	uses map[[2]string]*ToolUse
}

func (t *tally) add(purpose, tool string, wall, cpu time.Duration) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.uses == nil {
		t.uses = map[[2]string]*ToolUse{}
	}
	u := t.uses[[2]string{purpose, tool}]
	if u == nil {
		u = &ToolUse{Purpose: purpose, Tool: tool}
		t.uses[[2]string{purpose, tool}] = u
	}
	u.N++
	u.Wall += wall
	u.CPU += cpu
}

// Tally lists the tool processes run so far by purpose and tool, the
// most expensive first: where the tool time of ToolTimes goes.
func (o *Oracle) Tally() []ToolUse {
	o.tally.mu.Lock()
	defer o.tally.mu.Unlock()
	var us []ToolUse
	for _, u := range o.tally.uses {
		us = append(us, *u)
	}
	slices.SortFunc(us, func(a, b ToolUse) int {
		if a.Wall != b.Wall {
			return int(b.Wall - a.Wall)
		}
		return strings.Compare(a.Purpose+a.Tool, b.Purpose+b.Tool)
	})
	return us
}

// shared are the functions that build and run for several purposes: a
// purpose names who called them too
// ("testFuncs.buildWitness<runWitness<judgeReferences").
var shared = map[string]bool{"testFuncs.runWitness": true, "testFuncs.buildWitness": true, "testFuncs.harnessObject": true, "testFuncs.independentRuns": true}

// callerPurpose names the function skip frames up from its caller,
// without its package path ("testFuncs.judgeBuild"; a closure keeps its
// ".funcN"), and while that is a shared one, its caller too.
func callerPurpose(skip int) string {
	depth := skip + 2
	last := funcName(depth)
	name := last
	for shared[last] && depth < skip+6 {
		depth++
		last = funcName(depth)
		name += "<" + strings.TrimPrefix(last, "testFuncs.")
	}
	return name
}

// funcName is the short name of the function skip frames up from its
// caller.
func funcName(skip int) string {
	pc, _, _, ok := runtime.Caller(skip)
	if !ok {
		return "?"
	}
	fn := runtime.FuncForPC(pc)
	if fn == nil {
		return "?"
	}
	name := fn.Name()
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		name = name[i+1:]
	}
	name = strings.TrimPrefix(name, "oracle.")
	return strings.NewReplacer("(*", "", ")", "").Replace(name)
}
