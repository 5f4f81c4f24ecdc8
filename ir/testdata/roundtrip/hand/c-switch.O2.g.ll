; ModuleID = 'roundtrip/csrc/switch.c'
source_filename = "roundtrip/csrc/switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !14
@switch.table.name.rel = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32)], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @dispatch(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !29 {
    #dbg_value(i32 %0, !34, !DIExpression(), !37)
    #dbg_value(i32 %1, !35, !DIExpression(), !37)
    #dbg_value(i32 %2, !36, !DIExpression(), !37)
  switch i32 %0, label %19 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 7, label %14
    i32 100, label %17
  ], !dbg !38

4:                                                ; preds = %3
  %5 = add nsw i32 %2, %1, !dbg !39
  br label %19, !dbg !41

6:                                                ; preds = %3
  %7 = sub nsw i32 %1, %2, !dbg !42
  br label %19, !dbg !43

8:                                                ; preds = %3
  %9 = mul nsw i32 %2, %1, !dbg !44
  br label %19, !dbg !45

10:                                               ; preds = %3
  %11 = icmp eq i32 %2, 0, !dbg !46
  br i1 %11, label %19, label %12, !dbg !46

12:                                               ; preds = %10
  %13 = sdiv i32 %1, %2, !dbg !47
  br label %19, !dbg !46

14:                                               ; preds = %3
  %15 = and i32 %2, 31, !dbg !48
  %16 = shl i32 %1, %15, !dbg !49
  br label %19, !dbg !50

17:                                               ; preds = %3
  %18 = xor i32 %2, %1, !dbg !51
  br label %19, !dbg !52

19:                                               ; preds = %3, %12, %10, %17, %14, %8, %6, %4
  %20 = phi i32 [ %18, %17 ], [ %16, %14 ], [ %9, %8 ], [ %7, %6 ], [ %5, %4 ], [ %13, %12 ], [ 0, %10 ], [ -1, %3 ], !dbg !53
  ret i32 %20, !dbg !54
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @name(i32 noundef %0) local_unnamed_addr #0 !dbg !55 {
    #dbg_value(i32 %0, !62, !DIExpression(), !63)
  %2 = add i32 %0, -97, !dbg !64
  %3 = icmp ult i32 %2, 7, !dbg !64
  br i1 %3, label %4, label %8, !dbg !64

4:                                                ; preds = %1
  %5 = zext nneg i32 %2 to i64, !dbg !64
  %6 = shl i64 %5, 2, !dbg !64
  %7 = call ptr @llvm.load.relative.i64(ptr @switch.table.name.rel, i64 %6), !dbg !64
  br label %8, !dbg !64

8:                                                ; preds = %1, %4
  %9 = phi ptr [ %7, %4 ], [ @.str.3, %1 ], !dbg !63
  ret ptr %9, !dbg !65
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "roundtrip/csrc/switch.c", directory: ".", checksumkind: CSK_MD5, checksum: "aba5118bef7fc6daf6857fe4cd276101")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 2)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !14}
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 8, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 2}
!27 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!28 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!29 = distinct !DISubprogram(name: "dispatch", scope: !2, file: !2, line: 1, type: !30, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !33)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !32, !32, !32}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{!34, !35, !36}
!34 = !DILocalVariable(name: "op", arg: 1, scope: !29, file: !2, line: 1, type: !32)
!35 = !DILocalVariable(name: "a", arg: 2, scope: !29, file: !2, line: 1, type: !32)
!36 = !DILocalVariable(name: "b", arg: 3, scope: !29, file: !2, line: 1, type: !32)
!37 = !DILocation(line: 0, scope: !29)
!38 = !DILocation(line: 2, column: 3, scope: !29)
!39 = !DILocation(line: 3, column: 20, scope: !40)
!40 = distinct !DILexicalBlock(scope: !29, file: !2, line: 2, column: 15)
!41 = !DILocation(line: 3, column: 11, scope: !40)
!42 = !DILocation(line: 4, column: 20, scope: !40)
!43 = !DILocation(line: 4, column: 11, scope: !40)
!44 = !DILocation(line: 5, column: 20, scope: !40)
!45 = !DILocation(line: 5, column: 11, scope: !40)
!46 = !DILocation(line: 6, column: 18, scope: !40)
!47 = !DILocation(line: 6, column: 24, scope: !40)
!48 = !DILocation(line: 7, column: 26, scope: !40)
!49 = !DILocation(line: 7, column: 20, scope: !40)
!50 = !DILocation(line: 7, column: 11, scope: !40)
!51 = !DILocation(line: 8, column: 22, scope: !40)
!52 = !DILocation(line: 8, column: 13, scope: !40)
!53 = !DILocation(line: 0, scope: !40)
!54 = !DILocation(line: 11, column: 1, scope: !29)
!55 = distinct !DISubprogram(name: "name", scope: !2, file: !2, line: 12, type: !56, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !61)
!56 = !DISubroutineType(types: !57)
!57 = !{!58, !60}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!60 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!61 = !{!62}
!62 = !DILocalVariable(name: "c", arg: 1, scope: !55, file: !2, line: 12, type: !60)
!63 = !DILocation(line: 0, scope: !55)
!64 = !DILocation(line: 13, column: 3, scope: !55)
!65 = !DILocation(line: 15, column: 1, scope: !55)
