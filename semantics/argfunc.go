package semantics

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Pointer parameters that a function calls.
//
// A function may call through a pointer parameter (LangRef, call:
// "间接 call 也是可能的,调用指向函数值的任意指针", "indirect calls are just
// as possible, calling an arbitrary pointer to function value"): its
// caller passes the address of some function. The inputs of such a
// parameter are therefore function addresses: the module's declarations
// of the call's function type, and an unknown function of that type that
// the module does not name (argFuncName), which the environment answers
// like any declaration. A pointer to anything else (an argument object,
// null) makes every such call undefined, and would leave the source
// undefined on every input.

// argFuncPrefix starts the names of the unknown functions a pointer
// parameter may point to.
const argFuncPrefix = "irfuzz.argfn."

// argFuncName is the name of the unknown function of type ty that
// pointer parameters called with that type may point to: the same in
// every module, so that a source and a target loaded apart call the same
// function.
func argFuncName(ty *ir.Type) string { return argFuncPrefix + ty.String() }

// paramCallTypes returns the function types with which the defined
// functions of m call through one of their parameters, in order of
// their spelling.
func paramCallTypes(m *ir.Module) []*ir.Type {
	seen := map[string]*ir.Type{}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if ty := paramCallType(in); ty != nil {
					seen[ty.String()] = ty
				}
			}
		}
	}
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]*ir.Type, len(keys))
	for i, k := range keys {
		out[i] = seen[k]
	}
	return out
}

// paramCallType is the function type of in when it is a call or invoke
// through a parameter of its function, else nil.
func paramCallType(in *ir.Instruction) *ir.Type {
	if in.Op != ir.OpCall && in.Op != ir.OpInvoke || in.FnTy == nil || len(in.Operands) == 0 {
		return nil
	}
	if _, ok := in.Callee().(*ir.Argument); !ok {
		return nil
	}
	return in.FnTy
}

// makeArgFuncs gives p a declaration for each unknown function its
// module's pointer parameters may be called as (see paramCallTypes).
func (p *Program) makeArgFuncs() {
	for _, ty := range paramCallTypes(p.Module) {
		f := ir.NewFunction(argFuncName(ty), ty)
		f.Parent = p.Module
		p.argFuncs = append(p.argFuncs, f)
	}
}

// argFunc returns the function a function-pointer argument names: a
// function of the module, or one of p.argFuncs.
func (p *Program) argFunc(name string) *ir.Function {
	if strings.HasPrefix(name, argFuncPrefix) {
		for _, f := range p.argFuncs {
			if f.Name == name {
				return f
			}
		}
		return nil
	}
	return p.byName[name]
}

// calledParams maps each parameter of f that f calls through to the
// function type of its first such call.
func calledParams(f *ir.Function) map[int]*ir.Type {
	var out map[int]*ir.Type
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			ty := paramCallType(in)
			if ty == nil {
				continue
			}
			a := in.Callee().(*ir.Argument)
			if a.Parent != f {
				continue
			}
			if out == nil {
				out = map[int]*ir.Type{}
			}
			if _, ok := out[a.Index]; !ok {
				out[a.Index] = ty
			}
		}
	}
	return out
}

// funcCandidates lists the functions a parameter called with type ty may
// point to: the module's declarations of exactly that type that the
// environment answers (not intrinsics, not C library functions), and the
// unknown function of that type.
func funcCandidates(m *ir.Module, ty *ir.Type) []string {
	var out []string
	for _, g := range m.Funcs {
		if g.IsDeclaration() && g.Name != "" && g.FuncTy == ty && !strings.HasPrefix(g.Name, "llvm.") && libFuncs[g.Name] == nil && !libraryName(g.Name) {
			out = append(out, g.Name)
		}
	}
	return append(out, argFuncName(ty))
}

// withArgFuncs points the parameters f calls through at functions in the
// inputs ins (changed in place): input k at the k-th of the candidates
// (funcCandidates), except every fourth input, which keeps what it had
// (an argument object, null, poison or undef).
func withArgFuncs(f *ir.Function, ins [][]Val) [][]Val {
	called := calledParams(f)
	if len(called) == 0 {
		return ins
	}
	cands := map[int][]string{}
	for i, ty := range called {
		cands[i] = funcCandidates(f.Parent, ty)
	}
	for k, in := range ins {
		if k%4 == 3 {
			continue
		}
		for i, cs := range cands {
			in[i] = ArgPointer(&ArgObject{Func: cs[k%len(cs)]}, 0)
		}
	}
	return ins
}

// parseFuncName reads a function name as it follows '@' in `irfuzz exec`
// arguments: bare, or quoted as ir.QuoteName quotes it.
func parseFuncName(s string) (string, error) {
	if !strings.HasPrefix(s, `"`) {
		if s == "" {
			return "", fmt.Errorf("empty function name")
		}
		return s, nil
	}
	if len(s) < 2 || !strings.HasSuffix(s, `"`) {
		return "", fmt.Errorf("unterminated function name %s", s)
	}
	var b strings.Builder
	for i := 1; i < len(s)-1; i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		if i+1 < len(s)-1 && s[i+1] == '\\' {
			b.WriteByte('\\')
			i++
			continue
		}
		if i+2 >= len(s)-1 {
			return "", fmt.Errorf("bad escape in function name %s", s)
		}
		c, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if err != nil {
			return "", fmt.Errorf("bad escape in function name %s", s)
		}
		b.WriteByte(byte(c))
		i += 2
	}
	return b.String(), nil
}
