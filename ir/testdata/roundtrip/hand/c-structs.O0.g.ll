; ModuleID = 'roundtrip/csrc/structs.c'
source_filename = "roundtrip/csrc/structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, [8 x i8] }
%struct.point = type { double, double }
%struct.packed = type <{ i8, i32, i16 }>
%union.u = type { i32 }

@.str = private unnamed_addr constant [4 x i8] c"box\00", align 1, !dbg !0
@table = dso_local global [3 x %struct.rect] [%struct.rect { %struct.point zeroinitializer, %struct.point { double 1.000000e+00, double 1.000000e+00 }, [8 x i8] c"a\00\00\00\00\00\00\00" }, %struct.rect { %struct.point { double 1.000000e+00, double 2.000000e+00 }, %struct.point { double 3.000000e+00, double 4.000000e+00 }, [8 x i8] c"bb\00\00\00\00\00\00" }, %struct.rect zeroinitializer], align 16, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @mid(ptr noundef byval(%struct.rect) align 8 %0) #0 !dbg !35 {
  %2 = alloca %struct.point, align 8
    #dbg_declare(ptr %0, !39, !DIExpression(), !40)
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  %3 = getelementptr inbounds %struct.point, ptr %2, i32 0, i32 0, !dbg !43
  %4 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0, !dbg !44
  %5 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 0, !dbg !45
  %6 = load double, ptr %5, align 8, !dbg !45
  %7 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !46
  %8 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 0, !dbg !47
  %9 = load double, ptr %8, align 8, !dbg !47
  %10 = fadd double %6, %9, !dbg !48
  %11 = fdiv double %10, 2.000000e+00, !dbg !49
  store double %11, ptr %3, align 8, !dbg !43
  %12 = getelementptr inbounds %struct.point, ptr %2, i32 0, i32 1, !dbg !43
  %13 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0, !dbg !50
  %14 = getelementptr inbounds %struct.point, ptr %13, i32 0, i32 1, !dbg !51
  %15 = load double, ptr %14, align 8, !dbg !51
  %16 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !52
  %17 = getelementptr inbounds %struct.point, ptr %16, i32 0, i32 1, !dbg !53
  %18 = load double, ptr %17, align 8, !dbg !53
  %19 = fadd double %15, %18, !dbg !54
  %20 = fdiv double %19, 2.000000e+00, !dbg !55
  store double %20, ptr %12, align 8, !dbg !43
  %21 = load { double, double }, ptr %2, align 8, !dbg !56
  ret { double, double } %21, !dbg !56
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make(ptr dead_on_unwind noalias writable sret(%struct.rect) align 8 %0, double noundef %1, double noundef %2) #0 !dbg !57 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !60, !DIExpression(), !61)
  store double %2, ptr %5, align 8
    #dbg_declare(ptr %5, !62, !DIExpression(), !63)
    #dbg_declare(ptr %0, !64, !DIExpression(), !65)
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 40, i1 false), !dbg !66
  %6 = load double, ptr %4, align 8, !dbg !67
  %7 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !68
  %8 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 0, !dbg !69
  store double %6, ptr %8, align 8, !dbg !70
  %9 = load double, ptr %5, align 8, !dbg !71
  %10 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !72
  %11 = getelementptr inbounds %struct.point, ptr %10, i32 0, i32 1, !dbg !73
  store double %9, ptr %11, align 8, !dbg !74
  %12 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 2, !dbg !75
  %13 = getelementptr inbounds [8 x i8], ptr %12, i64 0, i64 0, !dbg !76
  %14 = call ptr @strcpy(ptr noundef %13, ptr noundef @.str) #3, !dbg !77
  ret void, !dbg !78
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @packed_sum(ptr noundef %0) #0 !dbg !79 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !90, !DIExpression(), !91)
  %3 = load ptr, ptr %2, align 8, !dbg !92
  %4 = getelementptr inbounds %struct.packed, ptr %3, i32 0, i32 0, !dbg !93
  %5 = load i8, ptr %4, align 1, !dbg !93
  %6 = sext i8 %5 to i32, !dbg !92
  %7 = load ptr, ptr %2, align 8, !dbg !94
  %8 = getelementptr inbounds %struct.packed, ptr %7, i32 0, i32 1, !dbg !95
  %9 = load i32, ptr %8, align 1, !dbg !95
  %10 = add nsw i32 %6, %9, !dbg !96
  %11 = load ptr, ptr %2, align 8, !dbg !97
  %12 = getelementptr inbounds %struct.packed, ptr %11, i32 0, i32 2, !dbg !98
  %13 = load i16, ptr %12, align 1, !dbg !98
  %14 = sext i16 %13 to i32, !dbg !97
  %15 = add nsw i32 %10, %14, !dbg !99
  ret i32 %15, !dbg !100
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @pun(i32 noundef %0) #0 !dbg !101 {
  %2 = alloca i32, align 4
  %3 = alloca %union.u, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !105, !DIExpression(), !106)
    #dbg_declare(ptr %3, !107, !DIExpression(), !113)
  %4 = load i32, ptr %2, align 4, !dbg !114
  store i32 %4, ptr %3, align 4, !dbg !115
  %5 = load float, ptr %3, align 4, !dbg !116
  ret float %5, !dbg !117
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "roundtrip/csrc/structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "137ae0e5c956fcb01006cbb1c51d4e83")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "table", scope: !9, file: !2, line: 10, type: !11, isLocal: false, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !7}
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 960, elements: !25)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !2, line: 3, size: 320, elements: !13)
!13 = !{!14, !20, !21}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !12, file: !2, line: 3, baseType: !15, size: 128)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 2, size: 128, elements: !16)
!16 = !{!17, !19}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !15, file: !2, line: 2, baseType: !18, size: 64)
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !15, file: !2, line: 2, baseType: !18, size: 64, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !12, file: !2, line: 3, baseType: !15, size: 128, offset: 128)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !12, file: !2, line: 3, baseType: !22, size: 64, offset: 256)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 8)
!25 = !{!26}
!26 = !DISubrange(count: 3)
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"frame-pointer", i32 2}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "mid", scope: !2, file: !2, line: 6, type: !36, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!15, !12}
!38 = !{}
!39 = !DILocalVariable(name: "r", arg: 1, scope: !35, file: !2, line: 6, type: !12)
!40 = !DILocation(line: 6, column: 30, scope: !35)
!41 = !DILocalVariable(name: "p", scope: !35, file: !2, line: 6, type: !15)
!42 = !DILocation(line: 6, column: 48, scope: !35)
!43 = !DILocation(line: 6, column: 52, scope: !35)
!44 = !DILocation(line: 6, column: 57, scope: !35)
!45 = !DILocation(line: 6, column: 60, scope: !35)
!46 = !DILocation(line: 6, column: 66, scope: !35)
!47 = !DILocation(line: 6, column: 69, scope: !35)
!48 = !DILocation(line: 6, column: 62, scope: !35)
!49 = !DILocation(line: 6, column: 72, scope: !35)
!50 = !DILocation(line: 6, column: 80, scope: !35)
!51 = !DILocation(line: 6, column: 83, scope: !35)
!52 = !DILocation(line: 6, column: 89, scope: !35)
!53 = !DILocation(line: 6, column: 92, scope: !35)
!54 = !DILocation(line: 6, column: 85, scope: !35)
!55 = !DILocation(line: 6, column: 95, scope: !35)
!56 = !DILocation(line: 6, column: 102, scope: !35)
!57 = distinct !DISubprogram(name: "make", scope: !2, file: !2, line: 7, type: !58, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !38)
!58 = !DISubroutineType(types: !59)
!59 = !{!12, !18, !18}
!60 = !DILocalVariable(name: "w", arg: 1, scope: !57, file: !2, line: 7, type: !18)
!61 = !DILocation(line: 7, column: 25, scope: !57)
!62 = !DILocalVariable(name: "h", arg: 2, scope: !57, file: !2, line: 7, type: !18)
!63 = !DILocation(line: 7, column: 35, scope: !57)
!64 = !DILocalVariable(name: "r", scope: !57, file: !2, line: 7, type: !12)
!65 = !DILocation(line: 7, column: 52, scope: !57)
!66 = !DILocation(line: 7, column: 55, scope: !57)
!67 = !DILocation(line: 7, column: 89, scope: !57)
!68 = !DILocation(line: 7, column: 82, scope: !57)
!69 = !DILocation(line: 7, column: 85, scope: !57)
!70 = !DILocation(line: 7, column: 87, scope: !57)
!71 = !DILocation(line: 7, column: 101, scope: !57)
!72 = !DILocation(line: 7, column: 94, scope: !57)
!73 = !DILocation(line: 7, column: 97, scope: !57)
!74 = !DILocation(line: 7, column: 99, scope: !57)
!75 = !DILocation(line: 7, column: 113, scope: !57)
!76 = !DILocation(line: 7, column: 111, scope: !57)
!77 = !DILocation(line: 7, column: 104, scope: !57)
!78 = !DILocation(line: 7, column: 126, scope: !57)
!79 = distinct !DISubprogram(name: "packed_sum", scope: !2, file: !2, line: 8, type: !80, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !38)
!80 = !DISubroutineType(types: !81)
!81 = !{!82, !83}
!82 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !2, line: 4, size: 56, elements: !85)
!85 = !{!86, !87, !88}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !84, file: !2, line: 4, baseType: !4, size: 8)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !84, file: !2, line: 4, baseType: !82, size: 32, offset: 8)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !84, file: !2, line: 4, baseType: !89, size: 16, offset: 40)
!89 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!90 = !DILocalVariable(name: "p", arg: 1, scope: !79, file: !2, line: 8, type: !83)
!91 = !DILocation(line: 8, column: 31, scope: !79)
!92 = !DILocation(line: 8, column: 43, scope: !79)
!93 = !DILocation(line: 8, column: 46, scope: !79)
!94 = !DILocation(line: 8, column: 50, scope: !79)
!95 = !DILocation(line: 8, column: 53, scope: !79)
!96 = !DILocation(line: 8, column: 48, scope: !79)
!97 = !DILocation(line: 8, column: 57, scope: !79)
!98 = !DILocation(line: 8, column: 60, scope: !79)
!99 = !DILocation(line: 8, column: 55, scope: !79)
!100 = !DILocation(line: 8, column: 36, scope: !79)
!101 = distinct !DISubprogram(name: "pun", scope: !2, file: !2, line: 9, type: !102, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !38)
!102 = !DISubroutineType(types: !103)
!103 = !{!104, !82}
!104 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!105 = !DILocalVariable(name: "i", arg: 1, scope: !101, file: !2, line: 9, type: !82)
!106 = !DILocation(line: 9, column: 15, scope: !101)
!107 = !DILocalVariable(name: "x", scope: !101, file: !2, line: 9, type: !108)
!108 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !2, line: 5, size: 32, elements: !109)
!109 = !{!110, !111, !112}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !108, file: !2, line: 5, baseType: !82, size: 32)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !108, file: !2, line: 5, baseType: !104, size: 32)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !108, file: !2, line: 5, baseType: !3, size: 32)
!113 = !DILocation(line: 9, column: 28, scope: !101)
!114 = !DILocation(line: 9, column: 37, scope: !101)
!115 = !DILocation(line: 9, column: 35, scope: !101)
!116 = !DILocation(line: 9, column: 49, scope: !101)
!117 = !DILocation(line: 9, column: 40, scope: !101)
