package oracle

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

// targetArch is the architecture of a target triple, with the names of
// one family made one ("i686" and "x86_64" are "x86"; "aarch64_be" is
// "aarch64"): what decides which floating-point types a back end lowers.
func targetArch(triple string) string {
	arch, _, _ := strings.Cut(triple, "-")
	switch {
	case arch == "x86_64" || arch == "amd64" || (len(arch) == 4 && arch[0] == 'i' && strings.HasSuffix(arch, "86")):
		return "x86"
	case strings.HasPrefix(arch, "aarch64") || arch == "arm64":
		return "aarch64"
	case strings.HasPrefix(arch, "powerpc") || strings.HasPrefix(arch, "ppc"):
		return "ppc"
	}
	return arch
}

// unbuildable says why module m is not built for tg at all ("" when it
// is): a limit of the target, not of LLVM, so llc's refusal there is no
// finding.
//
//   - x86_fp80 is the x87 format: only x86 back ends lower it (AArch64's
//     aborts with "unsupported library call operation"); ppc_fp128 only
//     PowerPC's.
//   - a module that calls llvm.va_start or llvm.va_copy and whose triple
//     names another architecture than tg's: the va_list those intrinsics
//     write is the target's (24 bytes on x86-64, 32 on AArch64), and C
//     front ends lower va_arg by reading that layout directly, so the
//     module's code is only right for the architecture it was made for.
func unbuildable(tg *native.Target, m *ir.Module) string {
	arch := targetArch(tg.Triple)
	x87, ppc := false, false
	usesType(m, func(t *ir.Type) {
		switch t.Kind {
		case ir.X86FP80Type:
			x87 = true
		case ir.PPCFP128Type:
			ppc = true
		}
	})
	switch {
	case x87 && arch != "x86":
		return fmt.Sprintf("%s does not lower x86_fp80 (the x87 format; only x86 back ends do)", tg.Name)
	case ppc && arch != "ppc":
		return fmt.Sprintf("%s does not lower ppc_fp128 (only PowerPC back ends do)", tg.Name)
	}
	if name := foreignIntrinsic(m, arch); name != "" {
		return fmt.Sprintf("the module calls @%s, an intrinsic of another architecture than %s's", name, tg.Name)
	}
	if m.Triple != "" && targetArch(m.Triple) != arch && usesVAList(m) {
		return fmt.Sprintf("the module's va_list code is laid out for %s (its triple), not for %s", m.Triple, tg.Name)
	}
	return ""
}

// intrinsicArch maps the prefix of a target-specific intrinsic's name
// (llvm.PREFIX.*) to the start of the architecture names (targetArch)
// that select it.
var intrinsicArch = map[string]string{
	"x86": "x86", "aarch64": "aarch64", "arm": "arm", "ppc": "ppc", "riscv": "riscv", "mips": "mips",
	"s390": "s390", "wasm": "wasm", "nvvm": "nvptx", "amdgcn": "amdgcn", "hexagon": "hexagon",
	"loongarch": "loongarch", "bpf": "bpf", "ve": "ve", "sparc": "sparc", "msp430": "msp430",
}

// foreignIntrinsic returns the name of a target-specific intrinsic m
// declares that arch's back end cannot select ("" when none): clang's
// <emmintrin.h> code calls llvm.x86.sse2.*, which AArch64's llc refuses
// ("Cannot select: intrinsic").
func foreignIntrinsic(m *ir.Module, arch string) string {
	for _, f := range m.Funcs {
		rest, ok := strings.CutPrefix(f.Name, "llvm.")
		if !ok || !f.IsDeclaration() {
			continue
		}
		prefix, _, _ := strings.Cut(rest, ".")
		if want, ok := intrinsicArch[prefix]; ok && !strings.HasPrefix(arch, want) {
			return f.Name
		}
	}
	return ""
}

// usesVAList reports whether m calls llvm.va_start or llvm.va_copy.
func usesVAList(m *ir.Module) bool {
	for _, f := range m.Funcs {
		if f.IsDeclaration() && (strings.HasPrefix(f.Name, "llvm.va_start") || strings.HasPrefix(f.Name, "llvm.va_copy")) {
			return true
		}
	}
	return false
}

// usesType calls visit on every type m mentions: globals, signatures,
// and instructions' results, operands, element and callee types (the
// parts of aggregates, vectors and function types too).
func usesType(m *ir.Module, visit func(*ir.Type)) {
	seen := map[*ir.Type]bool{}
	var walk func(t *ir.Type)
	walk = func(t *ir.Type) {
		if t == nil || seen[t] {
			return
		}
		seen[t] = true
		visit(t)
		walk(t.Elem)
		walk(t.Ret)
		for _, f := range t.Fields {
			walk(f)
		}
	}
	for _, g := range m.Globals {
		walk(g.ValueType)
	}
	for _, f := range m.Funcs {
		walk(f.FuncTy)
	}
	for _, in := range m.Instructions() {
		walk(in.Ty)
		walk(in.ElemTy)
		walk(in.FnTy)
		for _, op := range in.Operands {
			if op != nil {
				walk(op.Type())
			}
		}
	}
}
