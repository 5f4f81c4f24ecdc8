; ModuleID = 'roundtrip/csrc/atomics.c'
source_filename = "roundtrip/csrc/atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@big = dso_local global i64 0, align 8, !dbg !16
@tls_counter = dso_local thread_local global i32 0, align 4, !dbg !20

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @bump() #0 !dbg !32 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 1, ptr %1, align 4, !dbg !35
  %3 = load i32, ptr %1, align 4, !dbg !35
  %4 = atomicrmw add ptr @counter, i32 %3 monotonic, align 4, !dbg !35
  store i32 %4, ptr %2, align 4, !dbg !35
  %5 = load i32, ptr %2, align 4, !dbg !35
  ret i32 %5, !dbg !36
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cas(i32 noundef %0, i32 noundef %1) #0 !dbg !37 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !41, !DIExpression(), !42)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !43, !DIExpression(), !44)
  %7 = load i32, ptr %4, align 4, !dbg !45
  store i32 %7, ptr %5, align 4, !dbg !45
  %8 = load i32, ptr %3, align 4, !dbg !45
  %9 = load i32, ptr %5, align 4, !dbg !45
  %10 = cmpxchg ptr @counter, i32 %8, i32 %9 seq_cst seq_cst, align 4, !dbg !45
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !45
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !45
  br i1 %12, label %14, label %13, !dbg !45

13:                                               ; preds = %2
  store i32 %11, ptr %3, align 4, !dbg !45
  br label %14, !dbg !45

14:                                               ; preds = %13, %2
  %15 = zext i1 %12 to i8, !dbg !45
  store i8 %15, ptr %6, align 1, !dbg !45
  %16 = load i8, ptr %6, align 1, !dbg !45
  %17 = trunc i8 %16 to i1, !dbg !45
  %18 = zext i1 %17 to i32, !dbg !45
  ret i32 %18, !dbg !46
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @xchg(i64 noundef %0) #0 !dbg !47 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !50, !DIExpression(), !51)
  %5 = load i64, ptr %2, align 8, !dbg !52
  store i64 %5, ptr %3, align 8, !dbg !53
  %6 = load i64, ptr %3, align 8, !dbg !53
  %7 = atomicrmw xchg ptr @big, i64 %6 acq_rel, align 8, !dbg !53
  store i64 %7, ptr %4, align 8, !dbg !53
  %8 = load i64, ptr %4, align 8, !dbg !53
  ret i64 %8, !dbg !54
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fence() #0 !dbg !55 {
  fence seq_cst, !dbg !58
  ret void, !dbg !59
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @load_acq() #0 !dbg !60 {
  %1 = alloca i32, align 4
  %2 = load atomic i32, ptr @counter acquire, align 4, !dbg !61
  store i32 %2, ptr %1, align 4, !dbg !61
  %3 = load i32, ptr %1, align 4, !dbg !61
  ret i32 %3, !dbg !62
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @store_rel(i32 noundef %0) #0 !dbg !63 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !66, !DIExpression(), !67)
  %4 = load i32, ptr %2, align 4, !dbg !68
  store i32 %4, ptr %3, align 4, !dbg !69
  %5 = load i32, ptr %3, align 4, !dbg !69
  store atomic i32 %5, ptr @counter release, align 4, !dbg !69
  ret void, !dbg !70
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @tls_bump() #0 !dbg !71 {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter), !dbg !72
  %2 = load i32, ptr %1, align 4, !dbg !73
  %3 = add nsw i32 %2, 1, !dbg !73
  store i32 %3, ptr %1, align 4, !dbg !73
  ret i32 %3, !dbg !74
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 2, type: !23, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "roundtrip/csrc/atomics.c", directory: ".", checksumkind: CSK_MD5, checksum: "00109ae3c1955d4f990b78626105e19a")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!0, !16, !20}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 3, type: !18, isLocal: false, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !19)
!19 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "tls_counter", scope: !2, file: !3, line: 10, type: !22, isLocal: false, isDefinition: true)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !22)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 4, type: !33, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!33 = !DISubroutineType(types: !34)
!34 = !{!22}
!35 = !DILocation(line: 4, column: 25, scope: !32)
!36 = !DILocation(line: 4, column: 18, scope: !32)
!37 = distinct !DISubprogram(name: "cas", scope: !3, file: !3, line: 5, type: !38, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!22, !22, !22}
!40 = !{}
!41 = !DILocalVariable(name: "expect", arg: 1, scope: !37, file: !3, line: 5, type: !22)
!42 = !DILocation(line: 5, column: 13, scope: !37)
!43 = !DILocalVariable(name: "want", arg: 2, scope: !37, file: !3, line: 5, type: !22)
!44 = !DILocation(line: 5, column: 25, scope: !37)
!45 = !DILocation(line: 5, column: 40, scope: !37)
!46 = !DILocation(line: 5, column: 33, scope: !37)
!47 = distinct !DISubprogram(name: "xchg", scope: !3, file: !3, line: 6, type: !48, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!48 = !DISubroutineType(types: !49)
!49 = !{!19, !19}
!50 = !DILocalVariable(name: "v", arg: 1, scope: !47, file: !3, line: 6, type: !19)
!51 = !DILocation(line: 6, column: 16, scope: !47)
!52 = !DILocation(line: 6, column: 59, scope: !47)
!53 = !DILocation(line: 6, column: 28, scope: !47)
!54 = !DILocation(line: 6, column: 21, scope: !47)
!55 = distinct !DISubprogram(name: "fence", scope: !3, file: !3, line: 7, type: !56, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!56 = !DISubroutineType(types: !57)
!57 = !{null}
!58 = !DILocation(line: 7, column: 20, scope: !55)
!59 = !DILocation(line: 7, column: 63, scope: !55)
!60 = distinct !DISubprogram(name: "load_acq", scope: !3, file: !3, line: 8, type: !33, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!61 = !DILocation(line: 8, column: 29, scope: !60)
!62 = !DILocation(line: 8, column: 22, scope: !60)
!63 = distinct !DISubprogram(name: "store_rel", scope: !3, file: !3, line: 9, type: !64, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !22}
!66 = !DILocalVariable(name: "v", arg: 1, scope: !63, file: !3, line: 9, type: !22)
!67 = !DILocation(line: 9, column: 20, scope: !63)
!68 = !DILocation(line: 9, column: 57, scope: !63)
!69 = !DILocation(line: 9, column: 25, scope: !63)
!70 = !DILocation(line: 9, column: 83, scope: !63)
!71 = distinct !DISubprogram(name: "tls_bump", scope: !3, file: !3, line: 11, type: !33, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!72 = !DILocation(line: 11, column: 31, scope: !71)
!73 = !DILocation(line: 11, column: 29, scope: !71)
!74 = !DILocation(line: 11, column: 22, scope: !71)
