package ir

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// lookTool finds an LLVM tool; without it the test fails (or skips under -short).
func lookTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if testing.Short() {
			t.Skipf("%s not found (skipped under -short)", name)
		}
		t.Fatalf("%s not found in PATH: install LLVM 19 (apt-get install llvm-19) or run with -short", name)
	}
	return p
}

// llvmRejects runs `opt-19 -passes=verify` on a file and reports whether it fails.
func llvmRejects(opt, path string) (bool, string) {
	_, out, err := llvmRun(nil, opt, "-passes=verify", "-disable-output", path)
	return err != nil, string(out)
}

// expectedError reads the "; ERROR: substring" header of a corpus file.
func expectedError(src []byte) (string, bool) {
	line, _, _ := bytes.Cut(src, []byte("\n"))
	s, ok := strings.CutPrefix(string(line), "; ERROR: ")
	s = strings.TrimSpace(s)
	return s, ok && s != ""
}

// TestInvalidCorpus checks every file of testdata/invalid: LLVM 19 rejects
// it, and our Parse+Verify rejects it with the message its header names. At
// least 60 of the files must be caught by Verify rather than by the parser.
func TestInvalidCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "invalid", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files in testdata/invalid: %v", err)
	}
	opt, optErr := exec.LookPath("opt-19")
	if optErr != nil && !testing.Short() {
		t.Fatalf("opt-19 not found in PATH: install LLVM 19 or run with -short")
	}
	byVerify := 0
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(strings.TrimSuffix(name, ".ll"), func(t *testing.T) {
			repro := "repro: go test ./ir -run 'TestInvalidCorpus/" + strings.TrimSuffix(name, ".ll") + "$' -v; opt-19 -passes=verify -disable-output ir/" + filepath.ToSlash(path)
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			want, ok := expectedError(src)
			if !ok {
				t.Fatalf("%s: first line must be '; ERROR: <expected message substring>'", path)
			}
			if opt != "" {
				if rejected, _ := llvmRejects(opt, path); !rejected {
					t.Errorf("opt-19 accepts %s, so it is not an ill-formed module\n%s", path, repro)
				}
			}
			m, perr := Parse(path, src)
			if perr != nil {
				if !strings.Contains(perr.Error(), want) {
					t.Errorf("parse error %q does not contain %q\n%s", perr, want, repro)
				}
				return
			}
			verr := Verify(m)
			if verr == nil {
				t.Errorf("Verify accepts %s; want an error containing %q\n%s", path, want, repro)
				return
			}
			byVerify++
			if !strings.Contains(verr.Error(), want) {
				t.Errorf("Verify error does not contain %q:\n%s\n%s", want, verr, repro)
			}
			var ve VerifyErrors
			if !errors.As(verr, &ve) || len(ve) == 0 {
				t.Errorf("Verify returned %T, want a non-empty VerifyErrors", verr)
			}
		})
	}
	t.Logf("%d of %d corpus files rejected by Verify, the rest by the parser", byVerify, len(files))
	if byVerify < 60 {
		t.Errorf("only %d of %d corpus files are rejected by Verify (not the parser); want at least 60", byVerify, len(files))
	}
}

// TestNoFalseAlarms verifies every roundtrip test file that llvm-as-19
// accepts: a verifier that rejects valid IR is worse than a missing check.
func TestNoFalseAlarms(t *testing.T) {
	var files []string
	_ = filepath.WalkDir(filepath.Join("testdata", "roundtrip"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".ll") {
			files = append(files, p)
		}
		return nil
	})
	if len(files) == 0 {
		t.Skip("no files under testdata/roundtrip yet")
	}
	as := lookTool(t, "llvm-as-19")
	for _, path := range files {
		t.Run(filepath.ToSlash(path), func(t *testing.T) {
			t.Parallel() // bounded by -parallel (GOMAXPROCS)
			if _, out, err := llvmRun(nil, as, "-o", os.DevNull, path); err != nil {
				t.Skipf("llvm-as-19 rejects it: %s", firstLine(string(out)))
			}
			m, err := ParseFile(path)
			if err != nil {
				t.Skipf("not parsed (the parser's tests cover this): %v", err)
			}
			if err := Verify(m); err != nil {
				t.Errorf("Verify rejects a module llvm-as-19 accepts:\n%v\nrepro: go test ./ir -run 'TestNoFalseAlarms/%s$' -v", err, filepath.ToSlash(path))
			}
		})
	}
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// validIntrinsics calls every intrinsic the verifier checks with a correct
// signature; LLVM and Verify must both accept it.
const validIntrinsics = `
declare i32 @llvm.smax.i32(i32, i32)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>)
declare i64 @llvm.abs.i64(i64, i1)
declare i8 @llvm.ctlz.i8(i8, i1)
declare <vscale x 2 x i64> @llvm.cttz.nxv2i64(<vscale x 2 x i64>, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { <2 x i8>, <2 x i1> } @llvm.umul.with.overflow.v2i8(<2 x i8>, <2 x i8>)
declare i16 @llvm.usub.sat.i16(i16, i16)
declare i32 @llvm.sshl.sat.i32(i32, i32)
declare i8 @llvm.scmp.i8.i32(i32, i32)
declare i2 @llvm.ucmp.i2.i64(i64, i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p1.i32(ptr, ptr addrspace(1), i32, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @llvm.assume(i1)
declare i64 @llvm.expect.i64(i64, i64)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
declare i1 @llvm.is.constant.i32(i32)
declare double @llvm.fabs.f64(double)
declare <2 x float> @llvm.copysign.v2f32(<2 x float>, <2 x float>)
declare half @llvm.minimum.f16(half, half)
declare float @llvm.fma.f32(float, float, float)
declare double @llvm.fmuladd.f64(double, double, double)
declare float @llvm.sqrt.f32(float)
declare float @llvm.roundeven.f32(float)
declare i64 @llvm.lround.i64.f64(double)
declare i64 @llvm.llround.i64.f32(float)
declare <2 x i1> @llvm.is.fpclass.v2f64(<2 x double>, i32)
declare float @llvm.canonicalize.f32(float)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>)
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr, i32, <4 x i1>)
declare <4 x i32> @llvm.vector.splice.v4i32(<4 x i32>, <4 x i32>, i32)
declare <vscale x 4 x i32> @llvm.experimental.stepvector.nxv4i32()
declare void @llvm.donothing()
declare i32 @llvm.not.a.known.intrinsic.i32(i64)

define i32 @f(i32 %a, i64 %b, ptr %p, ptr addrspace(1) %q, <4 x i32> %v, float %x, double %d, <4 x i1> %m) {
  %1 = call i32 @llvm.smax.i32(i32 %a, i32 1)
  %2 = call <4 x i32> @llvm.umin.v4i32(<4 x i32> %v, <4 x i32> zeroinitializer)
  %3 = call i64 @llvm.abs.i64(i64 %b, i1 true)
  %4 = call i8 @llvm.ctlz.i8(i8 3, i1 false)
  %5 = call i32 @llvm.ctpop.i32(i32 %a)
  %6 = call i16 @llvm.bswap.i16(i16 1)
  %7 = call i32 @llvm.bitreverse.i32(i32 %a)
  %8 = call i32 @llvm.fshl.i32(i32 %a, i32 %a, i32 3)
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %a)
  %10 = call { <2 x i8>, <2 x i1> } @llvm.umul.with.overflow.v2i8(<2 x i8> zeroinitializer, <2 x i8> zeroinitializer)
  %11 = call i16 @llvm.usub.sat.i16(i16 1, i16 2)
  %12 = call i32 @llvm.sshl.sat.i32(i32 %a, i32 1)
  %13 = call i8 @llvm.scmp.i8.i32(i32 %a, i32 0)
  %14 = call i2 @llvm.ucmp.i2.i64(i64 %b, i64 0)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 %b, i1 false)
  call void @llvm.memmove.p0.p1.i32(ptr %p, ptr addrspace(1) %q, i32 %a, i1 true)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 %b, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %p, ptr %p, i64 8, i1 false)
  %al = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %al)
  call void @llvm.lifetime.end.p0(i64 4, ptr %al)
  %c = icmp ne i32 %a, 0
  call void @llvm.assume(i1 %c)
  %15 = call i64 @llvm.expect.i64(i64 %b, i64 0)
  %16 = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -8)
  %17 = call i1 @llvm.is.constant.i32(i32 %a)
  %18 = call double @llvm.fabs.f64(double %d)
  %19 = call <2 x float> @llvm.copysign.v2f32(<2 x float> zeroinitializer, <2 x float> zeroinitializer)
  %20 = call half @llvm.minimum.f16(half 0xH0000, half 0xH3C00)
  %21 = call fast float @llvm.fma.f32(float %x, float %x, float %x)
  %22 = call double @llvm.fmuladd.f64(double %d, double %d, double %d)
  %23 = call float @llvm.sqrt.f32(float %x)
  %24 = call float @llvm.roundeven.f32(float %x)
  %25 = call i64 @llvm.lround.i64.f64(double %d)
  %26 = call i64 @llvm.llround.i64.f32(float %x)
  %27 = call <2 x i1> @llvm.is.fpclass.v2f64(<2 x double> zeroinitializer, i32 3)
  %28 = call float @llvm.canonicalize.f32(float %x)
  %29 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %30 = call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> zeroinitializer)
  %31 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> zeroinitializer)
  %32 = call double @llvm.vector.reduce.fmax.v2f64(<2 x double> zeroinitializer)
  %33 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 4, <4 x i1> %m, <4 x i32> poison)
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %v, ptr %p, i32 4, <4 x i1> %m)
  %34 = call <4 x i32> @llvm.vector.splice.v4i32(<4 x i32> %v, <4 x i32> %v, i32 1)
  %35 = call <vscale x 4 x i32> @llvm.experimental.stepvector.nxv4i32()
  call void @llvm.donothing()
  %36 = call i32 @llvm.not.a.known.intrinsic.i32(i64 %b)
  %37 = call <vscale x 2 x i64> @llvm.cttz.nxv2i64(<vscale x 2 x i64> zeroinitializer, i1 true)
  ret i32 %1
}
`

// TestValidTextAccepted checks hand-written valid modules (every checked
// intrinsic, unusual but legal control flow) against both LLVM and Verify.
func TestValidTextAccepted(t *testing.T) {
	cases := map[string]string{
		"intrinsics": validIntrinsics,
		"unreachable-uses": `
define i32 @f(i32 %a) {
entry:
  ret i32 %a
dead:
  %y = add i32 %x, 1
  %x = add i32 %y, 1
  %z = add i32 %z, 1
  br label %dead
}`,
		"phi-dup-edge": `
define i32 @f(i1 %c, i32 %a) {
entry:
  br i1 %c, label %m, label %m
m:
  %p = phi i32 [ %a, %entry ], [ %a, %entry ]
  %q = phi i32 [ 0, %entry ], [ 0, %entry ]
  ret i32 %p
}`,
		"loop-phi": `
define i32 @f(i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %x
x:
  ret i32 %i1
}`,
		"invoke-normal": `
declare i32 @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lpad
ok:
  %s = add i32 %r, 1
  ret i32 %s
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}`,
		"casts-and-vectors": `
define <2 x i64> @f(<4 x i32> %v, ptr %p, <2 x ptr> %vp, i32 %i) {
  %a = bitcast <4 x i32> %v to <2 x i64>
  %b = bitcast <4 x i32> %v to i128
  %c = addrspacecast ptr %p to ptr addrspace(1)
  %d = ptrtoint <2 x ptr> %vp to <2 x i64>
  %e = getelementptr { i32, [4 x i8] }, ptr %p, i64 1, i32 1, i32 %i
  %g = getelementptr i8, <2 x ptr> %vp, <2 x i64> %d
  %h = getelementptr i32, ptr %p, <2 x i64> %d
  %s = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> <i32 7, i32 poison>
  %sel = select <4 x i1> zeroinitializer, <4 x i32> %v, <4 x i32> %v
  %x = extractelement <4 x i32> %v, i64 3
  %y = insertelement <4 x i32> %v, i32 %x, i8 0
  %f1 = fptrunc double 1.0 to half
  %cx = cmpxchg weak ptr %p, ptr null, ptr %p acquire monotonic, align 8
  %rmw = atomicrmw fadd ptr %p, <2 x half> zeroinitializer seq_cst, align 4
  %ld = load atomic ptr, ptr %p unordered, align 8
  store atomic float 1.0, ptr %p monotonic, align 4
  fence syncscope("singlethread") acq_rel
  %ph = select nnan i1 true, float 1.0, float 2.0
  ret <2 x i64> %a
}`,
	}
	opt, _ := exec.LookPath("opt-19")
	for name, src := range cases {
		t.Run(name, func(t *testing.T) {
			if opt != "" {
				path := filepath.Join(t.TempDir(), name+".ll")
				if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
				if rejected, msg := llvmRejects(opt, path); rejected {
					t.Fatalf("test bug: opt-19 rejects this valid case: %s", msg)
				}
			} else if !testing.Short() {
				t.Fatal("opt-19 not found in PATH")
			}
			m, err := Parse(name+".ll", []byte(src))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if err := Verify(m); err != nil {
				t.Errorf("Verify rejects valid IR:\n%v", err)
			}
		})
	}
}

// Helpers that build modules through the API, for checks the text format
// cannot express (the parser rejects them first) and for unit tests.

func newTestFunc(m *Module, name string, ret *Type, params ...*Type) *Function {
	f := &Function{FuncTy: Func(ret, params, false)}
	f.Name, f.Parent = name, m
	for k, p := range params {
		f.Params = append(f.Params, &Argument{Name: "a" + itoa(k), Ty: p, Parent: f, Index: k})
	}
	m.Funcs = append(m.Funcs, f)
	return f
}

func newTestBlock(f *Function, name string) *Block {
	b := &Block{Name: name, Parent: f}
	f.Blocks = append(f.Blocks, b)
	return b
}

func add(b *Block, op Opcode, ty *Type, ops ...Value) *Instruction {
	i := &Instruction{Op: op, Ty: ty, Parent: b}
	if ty != Void {
		i.Name = "v" + itoa(len(b.Instrs))
	}
	i.SetOperands(ops...)
	b.Instrs = append(b.Instrs, i)
	return i
}

func ci(ty *Type, v int64) *Const { return NewInt(ty, v) }

// TestVerifyUnits builds small modules through the API, each broken in one
// way (or valid, when want is empty), and checks the verifier's verdict.
func TestVerifyUnits(t *testing.T) {
	v4i32 := Vector(4, I32, false)
	cases := []struct {
		name  string
		build func(m *Module, f *Function, b *Block)
		want  string // substring of the error; "" means valid
	}{
		{"valid add", func(m *Module, f *Function, b *Block) {
			x := add(b, OpAdd, I32, f.Params[0], ci(I32, 1))
			add(b, OpRet, Void, x)
		}, ""},
		{"operand types differ", func(m *Module, f *Function, b *Block) {
			x := add(b, OpAdd, I32, f.Params[0], ci(I64, 1))
			add(b, OpRet, Void, x)
		}, "both operands of add must have the same type"},
		{"result type wrong", func(m *Module, f *Function, b *Block) {
			x := add(b, OpMul, I64, f.Params[0], f.Params[0])
			add(b, OpRet, Void, ci(I32, 0))
			_ = x
		}, "mul result type i64 does not match operand type i32"},
		{"flag not allowed", func(m *Module, f *Function, b *Block) {
			x := add(b, OpUDiv, I32, f.Params[0], ci(I32, 3))
			x.Flags = NSW
			add(b, OpRet, Void, x)
		}, "flags nsw are not allowed on udiv"},
		{"fast-math on integer op", func(m *Module, f *Function, b *Block) {
			x := add(b, OpAdd, I32, f.Params[0], ci(I32, 3))
			x.FMF = NNaN
			add(b, OpRet, Void, x)
		}, "fast-math flags are not allowed on add"},
		{"fast-math on integer select", func(m *Module, f *Function, b *Block) {
			x := add(b, OpSelect, I32, ci(I1, 1), f.Params[0], ci(I32, 3))
			x.FMF = NSZ
			add(b, OpRet, Void, x)
		}, "fast-math flags may only be used on floating-point select"},
		{"icmp result not i1", func(m *Module, f *Function, b *Block) {
			x := add(b, OpICmp, I32, f.Params[0], ci(I32, 3))
			x.Pred = IntEQ
			add(b, OpRet, Void, ci(I32, 0))
			_ = x
		}, "icmp result type must be i1, not i32"},
		{"icmp with fcmp predicate", func(m *Module, f *Function, b *Block) {
			x := add(b, OpICmp, I1, f.Params[0], ci(I32, 3))
			x.Pred = FloatOEQ
			add(b, OpRet, Void, ci(I32, 0))
		}, "icmp has invalid predicate"},
		{"valid vector bitcast", func(m *Module, f *Function, b *Block) {
			add(b, OpBitCast, I128, Zero(v4i32))
			add(b, OpRet, Void, ci(I32, 0))
		}, ""},
		{"bitcast changes address space", func(m *Module, f *Function, b *Block) {
			add(b, OpBitCast, PtrIn(1), Zero(Ptr))
			add(b, OpRet, Void, ci(I32, 0))
		}, "bitcast cannot change the address space"},
		{"shufflevector result length", func(m *Module, f *Function, b *Block) {
			s := add(b, OpShuffleVector, v4i32, Zero(v4i32), Zero(v4i32))
			s.SetExtra().Mask = []int32{0, 1}
			add(b, OpRet, Void, ci(I32, 0))
		}, "one lane per mask element (2)"},
		{"gep struct index i64", func(m *Module, f *Function, b *Block) {
			g := add(b, OpGetElementPtr, Ptr, Zero(Ptr), ci(I64, 0), ci(I64, 1))
			g.ElemTy = Struct(false, I32, I32)
			add(b, OpRet, Void, ci(I32, 0))
		}, "getelementptr struct index i64 1 must be a constant i32"},
		{"gep vector index result", func(m *Module, f *Function, b *Block) {
			g := add(b, OpGetElementPtr, Ptr, Zero(Ptr), Zero(Vector(2, I64, false)))
			g.ElemTy = I8
			add(b, OpRet, Void, ci(I32, 0))
		}, "getelementptr result type ptr must be <2 x ptr>"},
		{"cmpxchg result type", func(m *Module, f *Function, b *Block) {
			c := add(b, OpCmpXchg, I32, Zero(Ptr), ci(I32, 0), ci(I32, 1))
			c.Ordering, c.FailureOrdering, c.Align = SeqCst, SeqCst, 4
			add(b, OpRet, Void, ci(I32, 0))
		}, "cmpxchg result type must be { i32, i1 }"},
		{"load acq_rel", func(m *Module, f *Function, b *Block) {
			l := add(b, OpLoad, I32, Zero(Ptr))
			l.Ordering, l.Align = AcqRel, 4
			add(b, OpRet, Void, l)
		}, "load cannot have acq_rel ordering"},
		{"alloca align not power of two", func(m *Module, f *Function, b *Block) {
			a := add(b, OpAlloca, Ptr)
			a.ElemTy, a.Align = I32, 3
			add(b, OpRet, Void, ci(I32, 0))
		}, "alignment 3 is not a power of 2"},
		{"insertvalue element type", func(m *Module, f *Function, b *Block) {
			st := Struct(false, I32, Float)
			x := add(b, OpInsertValue, st, Zero(st), ci(I32, 1))
			x.SetIndices([]uint32{1})
			add(b, OpRet, Void, ci(I32, 0))
		}, "insertvalue value i32 1 does not match the indexed type float"},
		{"switch case type", func(m *Module, f *Function, b *Block) {
			d := newTestBlock(f, "d")
			add(d, OpRet, Void, ci(I32, 0))
			add(b, OpSwitch, Void, f.Params[0], d, ci(I64, 1), d)
		}, "does not match the condition type i32"},
		{"switch case not constant", func(m *Module, f *Function, b *Block) {
			d := newTestBlock(f, "d")
			add(d, OpRet, Void, ci(I32, 0))
			add(b, OpSwitch, Void, f.Params[0], d, f.Params[0], d)
		}, "switch case value i32 %a0 must be a constant integer"},
		{"call argument count", func(m *Module, f *Function, b *Block) {
			g := newTestFunc(m, "g", Void, I32)
			c := add(b, OpCall, Void, g)
			c.FnTy = g.FuncTy
			add(b, OpRet, Void, ci(I32, 0))
		}, "incorrect number of arguments passed to called function: 0 for void (i32)"},
		{"varargs call with extra arguments", func(m *Module, f *Function, b *Block) {
			g := &Function{FuncTy: Func(Void, []*Type{I32}, true)}
			g.Name, g.Parent = "g", m
			g.Params = []*Argument{{Ty: I32, Parent: g}}
			m.Funcs = append(m.Funcs, g)
			c := add(b, OpCall, Void, g, ci(I32, 1), ci(I64, 2), Zero(Ptr))
			c.FnTy = g.FuncTy
			add(b, OpRet, Void, ci(I32, 0))
		}, ""},
		{"intrinsic name mangling", func(m *Module, f *Function, b *Block) {
			g := newTestFunc(m, "llvm.smax.i64", I32, I32, I32)
			c := add(b, OpCall, I32, g, f.Params[0], f.Params[0])
			c.FnTy = g.FuncTy
			add(b, OpRet, Void, c)
		}, "intrinsic name not mangled correctly for type arguments: @llvm.smax.i64 should be @llvm.smax.i32"},
		{"typed-pointer mangling is tolerated", func(m *Module, f *Function, b *Block) {
			g := newTestFunc(m, "llvm.memset.p0i8.i64", Void, Ptr, I8, I64, I1)
			c := add(b, OpCall, Void, g, Zero(Ptr), ci(I8, 0), ci(I64, 8), ci(I1, 0))
			c.FnTy = g.FuncTy
			add(b, OpRet, Void, ci(I32, 0))
		}, ""},
		{"unknown intrinsic is fine", func(m *Module, f *Function, b *Block) {
			g := newTestFunc(m, "llvm.smax.with.something.i8", I32, I64)
			c := add(b, OpCall, I32, g, ci(I64, 1))
			c.FnTy = g.FuncTy
			add(b, OpRet, Void, c)
		}, ""},
		{"nil operand does not panic", func(m *Module, f *Function, b *Block) {
			x := add(b, OpAdd, I32, f.Params[0], ci(I32, 1))
			x.Operands[1] = nil
			add(b, OpRet, Void, x)
		}, "operand 1 is nil"},
		{"missing operands do not panic", func(m *Module, f *Function, b *Block) {
			add(b, OpStore, Void, ci(I32, 1))
			add(b, OpRet, Void, ci(I32, 0))
		}, "store must have 2 operands, has 1"},
		{"terminator in the middle", func(m *Module, f *Function, b *Block) {
			add(b, OpRet, Void, ci(I32, 0))
			add(b, OpRet, Void, ci(I32, 0))
		}, "terminator found in the middle of a basic block"},
		{"empty block", func(m *Module, f *Function, b *Block) {}, "basic block is empty"},
		{"wrong Parent field", func(m *Module, f *Function, b *Block) {
			r := add(b, OpRet, Void, ci(I32, 0))
			r.Parent = nil
		}, "instruction does not belong to this block"},
		{"use of an instruction of another function", func(m *Module, f *Function, b *Block) {
			g := newTestFunc(m, "g", I32, I32)
			gb := newTestBlock(g, "entry")
			x := add(gb, OpAdd, I32, g.Params[0], ci(I32, 1))
			add(gb, OpRet, Void, x)
			add(b, OpRet, Void, x)
		}, "referring to an instruction %v0 in another function"},
		{"use of an argument of another function", func(m *Module, f *Function, b *Block) {
			g := newTestFunc(m, "g", I32, I32)
			add(b, OpRet, Void, g.Params[0])
		}, "referring to an argument %a0 of another function"},
		{"duplicate global names", func(m *Module, f *Function, b *Block) {
			add(b, OpRet, Void, ci(I32, 0))
			newTestFunc(m, "f", Void)
		}, "redefinition of global name @f"},
		{"global initializer type", func(m *Module, f *Function, b *Block) {
			add(b, OpRet, Void, ci(I32, 0))
			g := &Global{ValueType: I32, Init: ci(I64, 0)}
			g.Name, g.Parent = "g", m
			m.Globals = append(m.Globals, g)
		}, "initializer type i64 does not match the global's value type i32"},
		{"undefined comdat", func(m *Module, f *Function, b *Block) {
			add(b, OpRet, Void, ci(I32, 0))
			f.Comdat = &Comdat{Name: "c", Selection: "any"}
		}, "refers to comdat $c which the module does not define"},
		{"alias of a non-pointer", func(m *Module, f *Function, b *Block) {
			add(b, OpRet, Void, ci(I32, 0))
			a := &Alias{ValueType: I32, Aliasee: ci(I64, 0)}
			a.Name = "a"
			m.Aliases = append(m.Aliases, a)
		}, "alias @a: aliasee i64 0 must be a pointer"},
		{"params disagree with type", func(m *Module, f *Function, b *Block) {
			add(b, OpRet, Void, ci(I32, 0))
			f.Params[0].Ty = I64
		}, "parameter 0 has type i64 but the function type says i32"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := &Module{}
			f := newTestFunc(m, "f", I32, I32)
			b := newTestBlock(f, "entry")
			c.build(m, f, b)
			err := Verify(m)
			switch {
			case c.want == "" && err != nil:
				t.Errorf("Verify rejects a valid module:\n%v", err)
			case c.want != "" && err == nil:
				t.Errorf("Verify accepts it; want an error containing %q", c.want)
			case c.want != "" && !strings.Contains(err.Error(), c.want):
				t.Errorf("error does not contain %q:\n%v", c.want, err)
			}
			if err != nil && strings.Contains(err.Error(), "internal verifier error") {
				t.Errorf("verifier crashed: %v", err)
			}
		})
	}
}

// TestVerifyErrorFormat checks that an error names file, position,
// function, block and instruction, and that all problems are listed.
func TestVerifyErrorFormat(t *testing.T) {
	src := `define i32 @f(i32 %a) {
entry:
  %y = add i32 %x, 1
  %x = add i32 %a, 1
  %z = trunc i32 %a to i64
  ret i32 %y
}
`
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Skipf("parser rejects the trunc itself: %v", err)
	}
	verr := Verify(m)
	var ve VerifyErrors
	if !errors.As(verr, &ve) || len(ve) != 2 {
		t.Fatalf("want 2 problems in a VerifyErrors, got %#v", verr)
	}
	// The column is wherever the parser puts an instruction's position.
	prefix, suffix := "t.ll:3:", ": @f: %entry: instruction does not dominate all uses: %x is used before it is defined: %y = add i32 %x, 1"
	if got := ve[0].Error(); !strings.HasPrefix(got, prefix) || !strings.HasSuffix(got, suffix) {
		t.Errorf("first error:\n got %s\nwant %s<col>%s", got, prefix, suffix)
	}
	if got := strings.Count(verr.Error(), "\n"); got != 1 {
		t.Errorf("VerifyErrors.Error() should have one line per problem; got %d newlines", got)
	}
}

func TestMangleType(t *testing.T) {
	named := NewNamedStruct("struct.S")
	cases := []struct {
		ty   *Type
		want string
	}{
		{I32, "i32"}, {Ptr, "p0"}, {PtrIn(3), "p3"}, {Half, "f16"}, {BFloat, "bf16"}, {Double, "f64"},
		{X86FP80, "f80"}, {FP128, "f128"}, {PPCFP128, "ppcf128"},
		{Vector(4, I32, false), "v4i32"}, {Vector(2, I64, true), "nxv2i64"}, {Vector(2, Ptr, false), "v2p0"},
		{Array(3, I8), "a3i8"}, {Struct(false, I32, Float), "sl_i32f32s"}, {named, "s_struct.S"},
		{Func(Void, []*Type{I32}, true), "f_isVoidi32varargf"},
	}
	for _, c := range cases {
		if got := MangleType(c.ty); got != c.want {
			t.Errorf("MangleType(%s) = %q, want %q", c.ty, got, c.want)
		}
	}
}

// TestVerifyNoPanicOnCorruption corrupts parsed modules at random (operands
// replaced by values of other types, blocks, nil; operands dropped; result
// types changed) and checks that Verify reports problems without crashing.
// The seed is fixed so that a failure reproduces.
func TestVerifyNoPanicOnCorruption(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "invalid", "*.ll"))
	more, _ := filepath.Glob(filepath.Join("testdata", "roundtrip", "hand", "*.ll"))
	files = append(files, more...)
	iters := 20
	if testing.Short() {
		iters = 3
	}
	pool := []Value{nil, ci(I1, 1), ci(I32, 7), ci(I64, -1), Zero(Ptr), Zero(Vector(4, I32, false)),
		Undef(Struct(false, I32, I1)), NewDouble(1.5), Poison(Array(2, I8)), &Block{Name: "stray"}}
	types := []*Type{Void, I1, I8, I32, Ptr, Float, Label, Vector(2, I64, true), Struct(false), Token}
	seed := uint64(1)
	rnd := func(n int) int { // xorshift: deterministic and dependency-free
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return int(seed % uint64(n))
	}
	for _, path := range files {
		for it := 0; it < iters; it++ {
			m, err := ParseFile(path)
			if err != nil {
				break
			}
			var insts []*Instruction
			for _, f := range m.Funcs {
				for _, b := range f.Blocks {
					insts = append(insts, b.Instrs...)
				}
			}
			if len(insts) == 0 {
				break
			}
			for n := 0; n < 3; n++ {
				i := insts[rnd(len(insts))]
				switch rnd(4) {
				case 0:
					if len(i.Operands) > 0 {
						i.Operands[rnd(len(i.Operands))] = pool[rnd(len(pool))]
					}
				case 1:
					if len(i.Operands) > 0 {
						i.Operands = i.Operands[:rnd(len(i.Operands))]
					}
				case 2:
					i.Ty = types[rnd(len(types))]
				case 3:
					if len(i.Operands) > 0 {
						i.Operands[rnd(len(i.Operands))] = insts[rnd(len(insts))]
					}
				}
			}
			if err := Verify(m); err != nil && strings.Contains(err.Error(), "internal verifier error") {
				t.Fatalf("%s (iteration %d): %v", path, it, err)
			}
		}
	}
}
