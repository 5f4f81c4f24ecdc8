package ir

import (
	"sync"
	"testing"
)

// concurrentSrc has what the printer numbers: unnamed globals, an unnamed
// function, unnamed arguments, blocks and instructions, a blockaddress into
// another function, and metadata naming unnamed locals.
const concurrentSrc = `source_filename = "c.c"

@0 = private constant [4 x i8] c"abc\00"
@g = global ptr @0
@1 = internal global i32 7
@tbl = global [2 x ptr] [ptr blockaddress(@jump, %2), ptr blockaddress(@jump, %4)]

define void @jump(i1 %0) {
  %x = load ptr, ptr @tbl, align 8
  indirectbr ptr %x, [label %2, label %4]

2:                                                ; preds = %1
  %3 = select i1 %0, ptr blockaddress(@sum, %5), ptr null
  store volatile ptr %3, ptr @g, align 8
  ret void

4:                                                ; preds = %1
  ret void
}

; Function Attrs: nounwind
define i32 @sum(i32 %0, i32 %n) #0 !dbg !3 {
  br label %2

2:                                                ; preds = %5, %1
  %3 = phi i32 [ 0, %1 ], [ %6, %5 ]
  %4 = phi i32 [ 0, %1 ], [ %7, %5 ]
    #dbg_value(i32 %3, !6, !DIExpression(), !7)
  %c = icmp slt i32 %4, %n
  br i1 %c, label %5, label %8

5:                                                ; preds = %2
  %6 = add i32 %3, %4, !dbg !7
  %7 = call i32 @2(i32 %4)
  br label %2, !llvm.loop !8

8:                                                ; preds = %2
  %9 = load i32, ptr @1, align 4
  %10 = add i32 %3, %9
  ret i32 %10
}

; Function Attrs: nounwind
define internal i32 @2(i32 %0) #0 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

attributes #0 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "p", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "c.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocalVariable(name: "s", scope: !3, file: !1, line: 2)
!7 = !DILocation(line: 3, column: 1, scope: !3)
!8 = distinct !{!8}
`

// printAll prints m whole, each function, and each instruction.
func printAll(m *Module) []string {
	out := []string{m.String()}
	for _, f := range m.Funcs {
		out = append(out, f.String())
		for _, b := range f.Blocks {
			out = append(out, b.Ident())
			for _, i := range b.Instrs {
				out = append(out, i.String(), i.Ident())
			}
		}
	}
	for _, g := range m.Globals {
		out = append(out, g.Ident())
	}
	return out
}

// TestPrintConcurrent prints one module from several goroutines at once:
// printing must only read the module (run it with -race).
func TestPrintConcurrent(t *testing.T) {
	m, err := Parse("concurrent.ll", []byte(concurrentSrc))
	if err != nil {
		t.Fatal(err)
	}
	ref, err := Parse("concurrent.ll", []byte(concurrentSrc))
	if err != nil {
		t.Fatal(err)
	}
	want := printAll(ref)
	if want[0] != concurrentSrc {
		t.Fatalf("reference print differs from the source:\n%s", ptFirstDiff(concurrentSrc, want[0]))
	}
	const n = 8
	got := make([][]string, n)
	var wg sync.WaitGroup
	for k := range n {
		wg.Go(func() { got[k] = printAll(m) })
	}
	wg.Wait()
	for k := range n {
		if len(got[k]) != len(want) {
			t.Fatalf("goroutine %d printed %d texts, want %d", k, len(got[k]), len(want))
		}
		for j := range want {
			if got[k][j] != want[j] {
				t.Errorf("goroutine %d, text %d:\n%s", k, j, ptFirstDiff(want[j], got[k][j]))
			}
		}
	}
}
