package bench

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/internal/lazyre"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// The Language Reference's coverage: every intrinsic the seeds' Language
// Reference documents (a heading "‘llvm.X’ ...¶" in its intrinsics part),
// instantiated from the first declaration of its Syntax block that makes
// a program, and run by irfuzz and by lli.

// LangrefIntrinsic is one documented intrinsic: a heading of the Language
// Reference and the declarations of its Syntax block.
type LangrefIntrinsic struct {
	Name   string   // the heading's (first) name: "llvm.vp.add.*"
	Family string   // the section it is documented in
	Decls  []string // the Syntax block's declarations, one line each
}

// langrefHeadingEnd ends a heading line: "’ 内建函数¶", "’ Intrinsic¶".
var langrefHeadingEnd = lazyre.New(`^’.*¶$`)

// langrefSubheadings are the headings inside an intrinsic's text, not a
// family of intrinsics.
var langrefSubheadings = []string{"Syntax", "Overview", "Argument", "Semantics", "Example", "语法", "概述", "参数", "语义", "示例", "操作数", "实现", "标准", "降低", "底层实现", "Guard", "LLVM 实现", "优化提示", "指针向量"}

// ParseLangref reads the documented intrinsics out of the Language
// Reference's text: those after the heading "内联函数¶" (Intrinsic
// Functions).
func ParseLangref(text []byte) []LangrefIntrinsic {
	lines := strings.Split(string(text), "\n")
	start := -1
	for i, l := range lines {
		if strings.TrimSpace(l) == "内联函数¶" {
			start = i
			break
		}
	}
	if start < 0 {
		return nil
	}
	var out []LangrefIntrinsic
	family := ""
	inSyntax := false
	for i := start + 1; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		switch {
		case langrefHeadingEnd.MatchString(l):
			// The heading's first line is the last one not starting with ’.
			j := i - 1
			for j > start && strings.HasPrefix(strings.TrimSpace(lines[j]), "’") {
				j--
			}
			name := strings.TrimPrefix(strings.TrimSpace(lines[j]), "‘")
			if !strings.HasPrefix(name, "llvm.") {
				continue
			}
			out = append(out, LangrefIntrinsic{Name: name, Family: family})
			inSyntax = false
		case strings.HasSuffix(l, "¶") && !strings.HasPrefix(l, "‘"):
			h := strings.TrimSuffix(l, "¶")
			if strings.HasPrefix(h, "语法") || strings.HasPrefix(h, "Syntax") {
				inSyntax = true
				continue
			}
			inSyntax = false
			sub := strings.HasSuffix(h, ":") || strings.HasSuffix(h, "：")
			for _, s := range langrefSubheadings {
				sub = sub || strings.HasPrefix(h, s)
			}
			if !sub {
				family = h
			}
		case inSyntax && len(out) > 0 && strings.HasPrefix(l, "declare"):
			d := l
			for depth(d) > 0 && i+1 < len(lines) {
				i++
				d += " " + strings.TrimSpace(lines[i])
			}
			// A declaration whose return type is on its own line:
			// "declare <type>" then "@llvm.X(...)".
			if !strings.Contains(d, "@") && i+1 < len(lines) {
				i++
				d += " " + strings.TrimSpace(lines[i])
				for depth(d) > 0 && i+1 < len(lines) {
					i++
					d += " " + strings.TrimSpace(lines[i])
				}
			}
			out[len(out)-1].Decls = append(out[len(out)-1].Decls, d)
		}
	}
	return out
}

// depth is how many parentheses s leaves open.
func depth(s string) int {
	return strings.Count(s, "(") - strings.Count(s, ")")
}

// WriteLangrefSyntax writes intrinsics in the text form ReadLangrefSyntax
// reads: per intrinsic a line "= <name>\t<family>", then its declarations.
func WriteLangrefSyntax(w io.Writer, in []LangrefIntrinsic) error {
	bw := bufio.NewWriter(w)
	for _, x := range in {
		fmt.Fprintf(bw, "= %s\t%s\n", x.Name, x.Family)
		for _, d := range x.Decls {
			fmt.Fprintf(bw, "%s\n", d)
		}
	}
	return bw.Flush()
}

// ReadLangrefSyntax reads what WriteLangrefSyntax wrote.
func ReadLangrefSyntax(text []byte) ([]LangrefIntrinsic, error) {
	var out []LangrefIntrinsic
	for i, l := range strings.Split(string(text), "\n") {
		if l == "" {
			continue
		}
		if rest, ok := strings.CutPrefix(l, "= "); ok {
			name, fam, _ := strings.Cut(rest, "\t")
			out = append(out, LangrefIntrinsic{Name: name, Family: fam})
			continue
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("line %d: a declaration before any '= <name>' line", i+1)
		}
		out[len(out)-1].Decls = append(out[len(out)-1].Decls, l)
	}
	return out, nil
}

// LangrefStatus is how far one intrinsic gets.
type LangrefStatus struct {
	Intrinsic LangrefIntrinsic
	Program   string   // the instantiated program ("" when not applicable)
	NA        string   // why no program was made
	Assembles bool     // llvm-as accepts the program (only with LLVM)
	Parses    bool     // ir.Parse and ir.Verify accept it
	Executes  bool     // irfuzz runs it to an end (not unsupported)
	UB        bool     // irfuzz finds UB
	Why       string   // why irfuzz does not parse or execute it
	Output    string   // irfuzz's output (a concrete run)
	Allowed   []string // the outputs irfuzz allows (every behaviour of the abstract run)
	LLIRan    bool     // lli ran it (exit 0)
	LLIOutput string
	Agrees    bool // lli's output is irfuzz's
}

// LangrefConfig configures RunLangref.
type LangrefConfig struct {
	LLVMAs string // llvm-as tool ("" skips the column)
	LLI    string // lli tool ("" skips the column)
	Keep   string // directory to write the programs to ("" for a temporary one)
}

// RunLangref instantiates and runs each intrinsic.
func RunLangref(ctx context.Context, cfg LangrefConfig, in []LangrefIntrinsic) ([]LangrefStatus, error) {
	dir := cfg.Keep
	if dir == "" && (cfg.LLVMAs != "" || cfg.LLI != "") {
		d, err := os.MkdirTemp("", "irfuzz-langref")
		if err != nil {
			return nil, fmt.Errorf("langref: %w", err)
		}
		defer os.RemoveAll(d)
		dir = d
	}
	if dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("langref: %w", err)
		}
	}
	out := make([]LangrefStatus, len(in))
	for i, x := range in {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		st := &out[i]
		st.Intrinsic = x
		prog, err := InstantiateLangref(x)
		if err != nil {
			st.NA = err.Error()
			continue
		}
		st.Program = prog
		runIrfuzzLangref(st)
		if dir == "" {
			continue
		}
		file := filepath.Join(dir, fmt.Sprintf("%03d_%s.ll", i, strings.TrimSuffix(strings.TrimPrefix(x.Name, "llvm."), ".*")))
		if err := os.WriteFile(file, []byte(prog), 0o644); err != nil {
			return nil, fmt.Errorf("langref: %w", err)
		}
		if cfg.LLVMAs != "" {
			st.Assembles = exec.CommandContext(ctx, cfg.LLVMAs, "-o", os.DevNull, file).Run() == nil
		}
		if cfg.LLI != "" && (cfg.LLVMAs == "" || st.Assembles) {
			tctx, cancel := context.WithTimeout(ctx, 20*time.Second)
			var so bytes.Buffer
			cmd := exec.CommandContext(tctx, cfg.LLI, file)
			cmd.Stdout = &so
			err := cmd.Run()
			cancel()
			st.LLIRan = err == nil
			st.LLIOutput = so.String()
			st.Agrees = st.LLIRan && st.Executes && !st.UB && slices.Contains(st.Allowed, st.LLIOutput)
			if why, ok := langrefUncompared[x.Name]; ok && st.LLIRan {
				st.LLIRan, st.Agrees = false, false
				st.Why = "not compared: " + why
			}
		}
	}
	return out, nil
}

// runIrfuzzLangref parses, verifies and runs st's program.
func runIrfuzzLangref(st *LangrefStatus) {
	m, err := ir.Parse("langref.ll", []byte(st.Program))
	if err == nil {
		err = ir.Verify(m)
	}
	if err != nil {
		st.Why = firstLine(err.Error())
		return
	}
	st.Parses = true
	p, err := semantics.Load(m)
	if err != nil {
		st.Why = firstLine(err.Error())
		return
	}
	o := p.NewMachine(semantics.Config{MaxSteps: 1e6, Chooser: semantics.ZeroChooser{}}).RunMain([]string{"langref"})
	switch o.Kind {
	case semantics.Unsupported, semantics.InternalError, semantics.NoResult:
		st.Why = firstLine(o.String())
		return
	}
	st.Executes = true
	st.UB = o.Kind == semantics.UndefinedBehaviour
	st.Output = string(o.Stdout)
	for _, b := range p.NewMachine(semantics.Config{MaxSteps: 1e6}).MainBehaviours([]string{"langref"}, 16) {
		switch b.Kind {
		case semantics.UndefinedBehaviour:
			st.UB = true
		case semantics.Exited:
			st.Allowed = append(st.Allowed, string(b.Stdout))
		}
	}
	if len(st.Allowed) == 0 {
		// The abstract run could not finish (a choice it cannot
		// represent): the concrete run's output is the one compared.
		st.Allowed = []string{st.Output}
	}
	if st.UB {
		st.Why = firstLine(o.String())
	}
}

// LangrefRow is one family's counts.
type LangrefRow struct {
	Family                                                       string
	Documented, NA, Assembles, Parses, Executes, LLIRuns, Agrees int
	Disagrees                                                    []string
}

// LangrefTable counts statuses per family, in the Language Reference's
// order, with a total row last.
func LangrefTable(sts []LangrefStatus) []LangrefRow {
	var rows []LangrefRow
	idx := map[string]int{}
	total := LangrefRow{Family: "total"}
	for _, st := range sts {
		f := st.Intrinsic.Family
		i, ok := idx[f]
		if !ok {
			i = len(rows)
			idx[f] = i
			rows = append(rows, LangrefRow{Family: f})
		}
		for _, r := range []*LangrefRow{&rows[i], &total} {
			r.Documented++
			if st.Program == "" {
				r.NA++
			}
			if st.Assembles {
				r.Assembles++
			}
			if st.Parses {
				r.Parses++
			}
			if st.Executes {
				r.Executes++
			}
			if st.LLIRan && st.Executes && !st.UB {
				r.LLIRuns++
				if st.Agrees {
					r.Agrees++
				} else {
					r.Disagrees = append(r.Disagrees, st.Intrinsic.Name)
				}
			}
		}
	}
	return append(rows, total)
}

// WriteLangrefTable prints the table (a Markdown table) and then one line
// per intrinsic that is not applicable, does not execute, or disagrees.
func WriteLangrefTable(w io.Writer, sts []LangrefStatus, withLLVM bool) {
	fmt.Fprintln(w, "| family | documented | n/a | llvm-as accepts | irfuzz parses | irfuzz executes | lli runs, no UB | agrees |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|---:|---:|---:|")
	for _, r := range LangrefTable(sts) {
		as, runs, agree := "-", "-", "-"
		if withLLVM {
			as, runs, agree = strconv.Itoa(r.Assembles), strconv.Itoa(r.LLIRuns), strconv.Itoa(r.Agrees)
		}
		fam := r.Family
		if fam == "total" {
			fam = "**total**"
		}
		fmt.Fprintf(w, "| %s | %d | %d | %s | %d | %d | %s | %s |\n", fam, r.Documented, r.NA, as, r.Parses, r.Executes, runs, agree)
	}
	fmt.Fprintln(w)
	for _, st := range sts {
		name := st.Intrinsic.Name
		switch {
		case st.Program == "":
			fmt.Fprintf(w, "n/a %s: %s\n", name, st.NA)
		case !st.Executes:
			fmt.Fprintf(w, "unsupported %s: %s\n", name, st.Why)
		case withLLVM && st.LLIRan && !st.UB && !st.Agrees:
			fmt.Fprintf(w, "disagrees %s: irfuzz %q, lli %q\n", name, st.Allowed, st.LLIOutput)
		}
	}
}

// langrefPlaceholders are the Syntax blocks' type placeholders and the
// type a user would pick for each.
var langrefPlaceholders = []struct{ from, to string }{
	{"<integer_type>", "i32"}, {"<inttype>", "i32"}, {"<int_type>", "i32"},
	{"<fptype>", "float"}, {"<ty2>", "float"}, {"<type>", "double"}, {"<ty>", "i32"},
	{"<type2>", "float"}, {"<float_type>", "float"},
	{"iN", "i64"},
}

// placeholdersFor is langrefPlaceholders with the conversions' types: an
// integer result of fptoui/fptosi/lrint/lround, an integer operand of
// uitofp/sitofp, a narrower result of fptrunc, a wider of fpext.
func placeholdersFor(d string) []struct{ from, to string } {
	var pre []struct{ from, to string }
	switch {
	case strings.Contains(d, "constrained.fpto") || strings.Contains(d, "constrained.lrint") ||
		strings.Contains(d, "constrained.llrint") || strings.Contains(d, "constrained.lround") || strings.Contains(d, "constrained.llround"):
		pre = []struct{ from, to string }{{"<ty2>", "i32"}, {"<inttype>", "i32"}}
	case strings.Contains(d, "itofp"):
		pre = []struct{ from, to string }{{"<type>", "i64"}, {"<ty2>", "double"}}
	case strings.Contains(d, "constrained.fpext"):
		pre = []struct{ from, to string }{{"<type>", "float"}, {"<ty2>", "double"}}
	case strings.Contains(d, "constrained.ldexp"):
		pre = []struct{ from, to string }{{"<type0>", "double"}, {"<type1>", "i32"}}
	}
	return append(pre, langrefPlaceholders...)
}

// langrefUncompared are the intrinsics whose answers irfuzz and lli may
// rightly differ on beyond the choices irfuzz's abstract run lists:
// environment answers (the cycle counter) and target layouts (va_list).
var langrefUncompared = map[string]string{
	"llvm.readcyclecounter": "the cycle counter", "llvm.readsteadycounter": "the steady counter",
	"llvm.va_copy":    "the va_list's layout is the target's",
	"llvm.get.fpenv":  "the target's encoding of the environment",
	"llvm.get.fpmode": "the target's encoding of the mode",
	"llvm.stackguard": "the process's guard value",
	"llvm.va_start":   "the va_list's layout is the target's", "llvm.va_end": "the va_list's layout is the target's",
}

// InstantiateLangref makes a program that calls x once on fixed arguments
// and prints every lane of its result (and the bytes of the buffer its
// pointer arguments point into), from the first of its declarations that
// makes one.
func InstantiateLangref(x LangrefIntrinsic) (string, error) {
	if len(x.Decls) == 0 {
		return "", fmt.Errorf("no declaration in its Syntax block")
	}
	var first error
	// Fixed-width declarations before scalable ones.
	decls := slices.Clone(x.Decls)
	slices.SortStableFunc(decls, func(a, b string) int {
		return boolInt(strings.Contains(a, "vscale")) - boolInt(strings.Contains(b, "vscale"))
	})
	for _, d := range decls {
		p, err := instantiateDecl(d)
		if err == nil {
			return p, nil
		}
		if first == nil {
			first = err
		}
	}
	return "", first
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// langrefBigVec matches a vector with more lanes than a program prints
// comfortably; its lanes become 4 (in the type and the name's suffix).
var (
	langrefBigVec   = lazyre.New(`<(\d+) x `)
	langrefBigMangl = lazyre.New(`\.v(\d+)([ifp])`)
	langrefParamNm  = lazyre.New(`\s*(<[a-z_ A-Z0-9-]+>|%[A-Za-z_.0-9]+)\s*$`)
)

// instantiateDecl makes the program of one declaration.
func instantiateDecl(d string) (string, error) {
	d = strings.TrimSpace(d)
	if strings.Contains(d, "vscale") {
		return "", fmt.Errorf("only scalable-vector declarations")
	}
	for _, p := range placeholdersFor(d) {
		d = strings.ReplaceAll(d, p.from, p.to)
	}
	d = strings.ReplaceAll(d, "i8*", "ptr")
	d = langrefBigVec.ReplaceAllStringFunc(d, func(s string) string {
		n, _ := strconv.Atoi(s[1 : len(s)-3])
		if n > 8 {
			return "<4 x "
		}
		return s
	})
	d = langrefBigMangl.ReplaceAllStringFunc(d, func(s string) string {
		n, _ := strconv.Atoi(s[2 : len(s)-1])
		if n > 8 {
			return ".v4" + s[len(s)-1:]
		}
		return s
	})
	at := strings.Index(d, "@")
	open := strings.Index(d, "(")
	if at < 0 || open < at {
		return "", fmt.Errorf("declaration %q has no @name(...)", d)
	}
	ret := strings.TrimSpace(strings.TrimPrefix(d[:at], "declare"))
	name := strings.TrimSpace(d[at+1 : open])
	closeAt := -1
	for i, dd := open, 0; i < len(d); i++ {
		if d[i] == '(' {
			dd++
		} else if d[i] == ')' {
			dd--
			if dd == 0 {
				closeAt = i
				break
			}
		}
	}
	if closeAt < open {
		return "", fmt.Errorf("declaration %q: unbalanced parentheses", d)
	}
	if strings.ContainsAny(name, "<>*") || strings.Contains(d, "<n>") || strings.Contains(d, "<m>") {
		return "", fmt.Errorf("declaration %q names no concrete intrinsic", d)
	}
	// The return type: drop attributes before it.
	ret = lastType(ret)
	var params []langrefParam
	for _, p := range splitTop(d[open+1 : closeAt]) {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if p == "..." {
			return "", fmt.Errorf("a variadic declaration")
		}
		pn := ""
		if m := langrefParamNm.FindStringSubmatch(p); m != nil {
			pn = strings.Trim(m[1], "<>%")
			p = strings.TrimSpace(p[:len(p)-len(m[0])])
		}
		t, attrs := splitType(p)
		if t == "" {
			return "", fmt.Errorf("parameter %q: no type", p)
		}
		if strings.ContainsAny(attrs, "<%") || strings.Contains(attrs, "metadata") {
			return "", fmt.Errorf("parameter %q: a comma is missing", p)
		}
		params = append(params, langrefParam{ty: t, attrs: attrs, name: strings.ToLower(pn)})
	}
	// A name without its overloaded types' suffix gets them, in order.
	if !mangled(name) {
		for _, t := range overloadedTypes(ret, params) {
			name += "." + mangle(t)
		}
	}
	return langrefProgram(ret, name, params)
}

// overloadedTypes guesses which of a declaration's types are overloaded
// when its name has no suffix: the return type (unless void, i1 or a
// token) and each parameter type that is not the return type, not
// metadata and not an i32 or i1 flag.
func overloadedTypes(ret string, params []langrefParam) []string {
	var out []string
	add := func(t string) {
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	if ret != "void" && ret != "i1" && ret != "token" {
		add(ret)
	}
	for _, p := range params {
		if p.ty == "metadata" || p.ty == "i32" || p.ty == "i1" || p.ty == ret {
			continue
		}
		add(p.ty)
	}
	return out
}

// mangled reports whether an intrinsic name ends in a type suffix.
func mangled(name string) bool {
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return false
	}
	s := name[i+1:]
	return regexp.MustCompile(`^(i\d+|f16|bf16|f32|f64|f80|f128|ppcf128|p\d+|v\d+[a-z0-9]+|nxv\d+[a-z0-9]+|s_.*|sl_.*|a\d+.*)$`).MatchString(s)
}

// mangle is a type's name suffix (ir.MangleType of the type t spells),
// or t itself when it is not a type ir reads on its own (a named struct).
func mangle(t string) string {
	m, err := ir.Parse("type", []byte("declare void @f("+t+")\n"))
	if err != nil || len(m.Funcs) != 1 || len(m.Funcs[0].Params) != 1 {
		return t
	}
	return ir.MangleType(m.Funcs[0].Params[0].Ty)
}

// lastType is the type at the end of s (a return type after attributes).
func lastType(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, "}") || strings.HasSuffix(s, ">") || strings.HasSuffix(s, "]") {
		open := map[byte]byte{'}': '{', '>': '<', ']': '['}[s[len(s)-1]]
		d := 0
		for i := len(s) - 1; i >= 0; i-- {
			switch s[i] {
			case s[len(s)-1]:
				d++
			case open:
				d--
				if d == 0 {
					return s[i:]
				}
			}
		}
	}
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	if len(f) >= 2 && strings.HasPrefix(f[len(f)-1], "addrspace(") {
		return f[len(f)-2] + " " + f[len(f)-1]
	}
	return f[len(f)-1]
}

// splitType splits a parameter into its type and its attributes.
func splitType(p string) (string, string) {
	p = strings.TrimSpace(p)
	if p == "" {
		return "", ""
	}
	switch p[0] {
	case '<', '{', '[':
		closeB := map[byte]byte{'<': '>', '{': '}', '[': ']'}[p[0]]
		d := 0
		for i := 0; i < len(p); i++ {
			switch p[i] {
			case p[0]:
				d++
			case closeB:
				d--
				if d == 0 {
					return p[:i+1], strings.TrimSpace(p[i+1:])
				}
			}
		}
		return "", ""
	}
	f := strings.Fields(p)
	t := f[0]
	rest := f[1:]
	if len(rest) > 0 && strings.HasPrefix(rest[0], "addrspace(") {
		t += " " + rest[0]
		rest = rest[1:]
	}
	return t, strings.Join(rest, " ")
}

// splitTop splits s at the commas outside brackets.
func splitTop(s string) []string {
	var out []string
	d, start := 0, 0
	for i, c := range s {
		switch c {
		case '<', '[', '{', '(':
			d++
		case '>', ']', '}', ')':
			d--
		case ',':
			if d == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// vecType reads "<N x T>".
func vecType(t string) (int, string, bool) {
	if !strings.HasPrefix(t, "<") || !strings.HasSuffix(t, ">") {
		return 0, "", false
	}
	n, elem, ok := strings.Cut(t[1:len(t)-1], " x ")
	if !ok {
		return 0, "", false
	}
	k, err := strconv.Atoi(strings.TrimSpace(n))
	if err != nil {
		return 0, "", false
	}
	return k, strings.TrimSpace(elem), true
}

// langrefParam is a declaration's parameter.
type langrefParam struct {
	ty, attrs, name string
}

// langrefProgram writes the program: globals @buf (64 bytes of a pattern)
// and @buf2, a @main that calls the intrinsic and prints each lane of its
// result in hexadecimal, then @buf's eight words.
func langrefProgram(ret, name string, params []langrefParam) (string, error) {
	var b strings.Builder
	b.WriteString("@buf = global [8 x i64] [i64 u0x0102030405060708, i64 u0x1112131415161718, i64 u0x2122232425262728, i64 u0x3132333435363738, i64 u0x4142434445464748, i64 u0x5152535455565758, i64 u0x6162636465666768, i64 u0x7172737475767778], align 16\n")
	b.WriteString("@buf2 = global [8 x i64] zeroinitializer, align 16\n")
	b.WriteString("@s = private constant [4 x i8] c\"abc\\00\"\n")
	b.WriteString("@fmt = private constant [6 x i8] c\"%llx\\0A\\00\"\n\n")
	b.WriteString("declare i32 @printf(ptr, ...)\n\n")
	var ptys, args []string
	lanes := 4
	if n, _, ok := vecType(ret); ok {
		lanes = n
	}
	for _, p := range params {
		if n, _, ok := vecType(p.ty); ok {
			lanes = n
			break
		}
	}
	isFloatCall := false
	for _, p := range params {
		if _, e, ok := vecType(p.ty); ok && isFloat(e) || isFloat(p.ty) {
			isFloatCall = true
		}
	}
	nptr := 0
	for i, p := range params {
		a, err := langrefArg(p, i, lanes, isFloatCall, &nptr)
		if err != nil {
			return "", err
		}
		ptys = append(ptys, strings.TrimSpace(p.ty+" "+p.attrs))
		args = append(args, a)
	}
	fmt.Fprintf(&b, "declare %s @%s(%s)\n\n", ret, name, strings.Join(ptys, ", "))
	b.WriteString("define i32 @main() {\n")
	call := fmt.Sprintf("call %s @%s(%s)", ret, name, strings.Join(args, ", "))
	var r printer
	switch ret {
	case "void":
		fmt.Fprintf(&b, "  %s\n", call)
	case "token":
		return "", fmt.Errorf("returns a token")
	default:
		fmt.Fprintf(&b, "  %%r = %s\n", call)
		if err := r.print(&b, ret, "%r"); err != nil {
			return "", err
		}
	}
	for i := range 8 {
		fmt.Fprintf(&b, "  %%w%d.p = getelementptr i64, ptr @buf, i64 %d\n  %%w%d = load i64, ptr %%w%d.p\n", i, i, i, i)
		fmt.Fprintf(&b, "  call i32 (ptr, ...) @printf(ptr @fmt, i64 %%w%d)\n", i)
	}
	b.WriteString("  ret i32 0\n}\n")
	return b.String(), nil
}

func isFloat(t string) bool {
	switch t {
	case "half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128":
		return true
	}
	return false
}

// langrefScalar is the i-th lane of an argument of scalar type t.
func langrefScalar(t string, i int, name string) (string, error) {
	switch {
	case t == "i1":
		if strings.Contains(name, "poison") || strings.Contains(name, "volatile") || strings.Contains(name, "scalable") {
			return "false", nil
		}
		return "true", nil
	case strings.HasPrefix(t, "i"):
		if _, err := strconv.Atoi(t[1:]); err != nil {
			return "", fmt.Errorf("type %q", t)
		}
		return strconv.Itoa([]int{7, 3, 12, 5, 9, 2, 6, 1}[i%8]), nil
	case t == "half" || t == "bfloat" || t == "float" || t == "double":
		return []string{"1.5", "-2.25", "0.75", "3.0", "-0.5", "10.0", "0.125", "2.5"}[i%8], nil
	case t == "x86_fp80":
		return []string{"0xK3FFFC000000000000000", "0xKC000900000000000000"}[i%2], nil
	case t == "fp128":
		return []string{"0xL00000000000000003FFF800000000000", "0xL0000000000000000C000200000000000"}[i%2], nil
	case t == "ppc_fp128":
		return []string{"0xM3FF80000000000000000000000000000", "0xMC002000000000000000000000000000"}[i%2], nil
	case t == "ptr":
		if i%2 == 0 {
			return "@buf", nil
		}
		return "getelementptr (i8, ptr @buf, i64 8)", nil
	}
	return "", fmt.Errorf("a parameter of type %s", t)
}

// langrefArg is the argument for parameter p (the i-th).
func langrefArg(p langrefParam, i, lanes int, isFloatCall bool, nptr *int) (string, error) {
	n := p.name
	switch {
	case p.ty == "metadata":
		switch {
		case strings.Contains(n, "round"):
			return "metadata !\"round.tonearest\"", nil
		case strings.Contains(n, "except"):
			return "metadata !\"fpexcept.ignore\"", nil
		case strings.Contains(n, "cond") || strings.Contains(n, "pred"):
			if isFloatCall {
				return "metadata !\"olt\"", nil
			}
			return "metadata !\"slt\"", nil
		}
		return "", fmt.Errorf("a metadata parameter %q", n)
	case p.ty == "token":
		return "", fmt.Errorf("a token parameter")
	case p.ty == "i32" && (n == "imm" || n == "idx" || n == "index"):
		return "i32 1", nil
	case p.ty == "i32" && (strings.Contains(n, "vector_length") || n == "evl" || strings.Contains(n, "pivot")):
		return fmt.Sprintf("i32 %d", lanes), nil
	case strings.HasPrefix(p.ty, "i") && (strings.Contains(n, "align")):
		return p.ty + " 8", nil
	case strings.HasPrefix(p.ty, "i") && (strings.Contains(n, "len") || n == "size" || strings.Contains(n, "count")):
		return p.ty + " 8", nil
	case strings.HasPrefix(p.ty, "i") && strings.Contains(n, "scale"):
		return p.ty + " 2", nil
	case strings.HasPrefix(p.ty, "ptr"):
		*nptr++
		if *nptr == 1 {
			return p.ty + " @buf", nil
		}
		if *nptr == 2 {
			return p.ty + " @buf2", nil
		}
		return p.ty + " @s", nil
	}
	if c, e, ok := vecType(p.ty); ok {
		var ls []string
		for k := range c {
			v, err := langrefScalar(e, k+i, n)
			if err != nil {
				return "", err
			}
			if e == "i1" && !strings.Contains(n, "mask") && !strings.Contains(n, "cond") {
				v = []string{"true", "false"}[k%2]
			}
			if strings.HasPrefix(e, "ptr") {
				v = fmt.Sprintf("getelementptr (i8, ptr @buf, i64 %d)", 8*k)
			}
			ls = append(ls, e+" "+v)
		}
		return fmt.Sprintf("%s <%s>", p.ty, strings.Join(ls, ", ")), nil
	}
	v, err := langrefScalar(p.ty, i, n)
	if err != nil {
		return "", err
	}
	return p.ty + " " + v, nil
}

// printer writes the instructions that print a value lane by lane.
type printer struct{ n int }

func (pr *printer) tmp() string { pr.n++; return fmt.Sprintf("%%p%d", pr.n) }

// print prints value v of type t.
func (pr *printer) print(b *strings.Builder, t, v string) error {
	if n, e, ok := vecType(t); ok {
		for k := range n {
			x := pr.tmp()
			fmt.Fprintf(b, "  %s = extractelement %s %s, i64 %d\n", x, t, v, k)
			if err := pr.print(b, e, x); err != nil {
				return err
			}
		}
		return nil
	}
	if strings.HasPrefix(t, "{") {
		for k, ft := range splitTop(strings.Trim(t, "{} ")) {
			x := pr.tmp()
			fmt.Fprintf(b, "  %s = extractvalue %s %s, %d\n", x, t, v, k)
			if err := pr.print(b, strings.TrimSpace(ft), x); err != nil {
				return err
			}
		}
		return nil
	}
	var w string
	switch t {
	case "half", "bfloat":
		w = "i16"
	case "float":
		w = "i32"
	case "double":
		w = "i64"
	case "x86_fp80":
		w = "i80"
	case "fp128", "ppc_fp128":
		w = "i128"
	case "ptr":
		// An offset into @buf, else 0xffff (an address elsewhere: the
		// stack's, a thread's, which the two runs need not share).
		x := pr.tmp()
		fmt.Fprintf(b, "  %s = ptrtoint ptr %s to i64\n", x, v)
		y := pr.tmp()
		fmt.Fprintf(b, "  %s = sub i64 %s, ptrtoint (ptr @buf to i64)\n", y, x)
		in := pr.tmp()
		fmt.Fprintf(b, "  %s = icmp ult i64 %s, 64\n", in, y)
		z := pr.tmp()
		fmt.Fprintf(b, "  %s = select i1 %s, i64 %s, i64 65535\n", z, in, y)
		return pr.printInt(b, "i64", z)
	default:
		if !strings.HasPrefix(t, "i") {
			return fmt.Errorf("a result of type %s", t)
		}
		return pr.printInt(b, t, v)
	}
	x := pr.tmp()
	fmt.Fprintf(b, "  %s = bitcast %s %s to %s\n", x, t, v, w)
	return pr.printInt(b, w, x)
}

// printInt prints integer v of type t in 64-bit words.
func (pr *printer) printInt(b *strings.Builder, t, v string) error {
	bits, err := strconv.Atoi(t[1:])
	if err != nil {
		return fmt.Errorf("a result of type %s", t)
	}
	for off := 0; off < bits; off += 64 {
		x := v
		if off > 0 {
			x = pr.tmp()
			fmt.Fprintf(b, "  %s = lshr %s %s, %d\n", x, t, v, off)
		}
		y := pr.tmp()
		switch {
		case bits < 64:
			fmt.Fprintf(b, "  %s = zext %s %s to i64\n", y, t, x)
		case bits > 64:
			fmt.Fprintf(b, "  %s = trunc %s %s to i64\n", y, t, x)
		default:
			y = x
		}
		fmt.Fprintf(b, "  call i32 (ptr, ...) @printf(ptr @fmt, i64 %s)\n", y)
	}
	return nil
}
