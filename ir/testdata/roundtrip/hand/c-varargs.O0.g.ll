; ModuleID = 'roundtrip/csrc/varargs.c'
source_filename = "roundtrip/csrc/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sumints(i32 noundef %0, ...) #0 !dbg !27 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !32, !DIExpression(), !33)
    #dbg_declare(ptr %3, !34, !DIExpression(), !51)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !52
  call void @llvm.va_start.p0(ptr %6), !dbg !52
    #dbg_declare(ptr %4, !53, !DIExpression(), !54)
  store i32 0, ptr %4, align 4, !dbg !54
    #dbg_declare(ptr %5, !55, !DIExpression(), !57)
  store i32 0, ptr %5, align 4, !dbg !57
  br label %7, !dbg !58

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4, !dbg !59
  %9 = load i32, ptr %2, align 4, !dbg !61
  %10 = icmp slt i32 %8, %9, !dbg !62
  br i1 %10, label %11, label %33, !dbg !63

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !64
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0, !dbg !64
  %14 = load i32, ptr %13, align 16, !dbg !64
  %15 = icmp ule i32 %14, 40, !dbg !64
  br i1 %15, label %16, label %21, !dbg !64

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !64
  %18 = load ptr, ptr %17, align 16, !dbg !64
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !64
  %20 = add i32 %14, 8, !dbg !64
  store i32 %20, ptr %13, align 16, !dbg !64
  br label %25, !dbg !64

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !64
  %23 = load ptr, ptr %22, align 8, !dbg !64
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !64
  store ptr %24, ptr %22, align 8, !dbg !64
  br label %25, !dbg !64

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !64
  %27 = load i32, ptr %26, align 4, !dbg !64
  %28 = load i32, ptr %4, align 4, !dbg !65
  %29 = add nsw i32 %28, %27, !dbg !65
  store i32 %29, ptr %4, align 4, !dbg !65
  br label %30, !dbg !66

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4, !dbg !67
  %32 = add nsw i32 %31, 1, !dbg !67
  store i32 %32, ptr %5, align 4, !dbg !67
  br label %7, !dbg !68, !llvm.loop !69

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !72
  call void @llvm.va_end.p0(ptr %34), !dbg !72
  %35 = load i32, ptr %4, align 4, !dbg !73
  ret i32 %35, !dbg !74
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @logf2(ptr noundef %0, ...) #0 !dbg !75 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !80, !DIExpression(), !81)
    #dbg_declare(ptr %3, !82, !DIExpression(), !83)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !84
  call void @llvm.va_start.p0(ptr %4), !dbg !84
  %5 = load ptr, ptr %2, align 8, !dbg !85
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !86
  %7 = call i32 @vprintf(ptr noundef %5, ptr noundef %6) #4, !dbg !87
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !88
  call void @llvm.va_end.p0(ptr %8), !dbg !88
  ret void, !dbg !89
}

; Function Attrs: nounwind
declare i32 @vprintf(ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !90 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 (i32, ...) @sumints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !93
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2), !dbg !94
  call void (ptr, ...) @logf2(ptr noundef @.str.1, ptr noundef @.str.2, i32 noundef 4), !dbg !95
  ret i32 0, !dbg !96
}

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "roundtrip/csrc/varargs.c", directory: ".", checksumkind: CSK_MD5, checksum: "42bc28d926b17a495965820d180223db")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !18, splitDebugInlining: false, nameTableKind: None)
!18 = !{!0, !7, !12}
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "sumints", scope: !2, file: !2, line: 3, type: !28, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !31)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !30, null}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !27, file: !2, line: 3, type: !30)
!33 = !DILocation(line: 3, column: 17, scope: !27)
!34 = !DILocalVariable(name: "ap", scope: !27, file: !2, line: 4, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !36, line: 52, baseType: !37)
!36 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !38, line: 12, baseType: !39)
!38 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 192, elements: !49)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !42)
!42 = !{!43, !45, !46, !48}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !41, file: !2, line: 4, baseType: !44, size: 32)
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !41, file: !2, line: 4, baseType: !44, size: 32, offset: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !41, file: !2, line: 4, baseType: !47, size: 64, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !41, file: !2, line: 4, baseType: !47, size: 64, offset: 128)
!49 = !{!50}
!50 = !DISubrange(count: 1)
!51 = !DILocation(line: 4, column: 11, scope: !27)
!52 = !DILocation(line: 4, column: 15, scope: !27)
!53 = !DILocalVariable(name: "s", scope: !27, file: !2, line: 5, type: !30)
!54 = !DILocation(line: 5, column: 7, scope: !27)
!55 = !DILocalVariable(name: "i", scope: !56, file: !2, line: 5, type: !30)
!56 = distinct !DILexicalBlock(scope: !27, file: !2, line: 5, column: 14)
!57 = !DILocation(line: 5, column: 23, scope: !56)
!58 = !DILocation(line: 5, column: 19, scope: !56)
!59 = !DILocation(line: 5, column: 30, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !2, line: 5, column: 14)
!61 = !DILocation(line: 5, column: 34, scope: !60)
!62 = !DILocation(line: 5, column: 32, scope: !60)
!63 = !DILocation(line: 5, column: 14, scope: !56)
!64 = !DILocation(line: 5, column: 47, scope: !60)
!65 = !DILocation(line: 5, column: 44, scope: !60)
!66 = !DILocation(line: 5, column: 42, scope: !60)
!67 = !DILocation(line: 5, column: 38, scope: !60)
!68 = !DILocation(line: 5, column: 14, scope: !60)
!69 = distinct !{!69, !63, !70, !71}
!70 = !DILocation(line: 5, column: 47, scope: !56)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 6, column: 3, scope: !27)
!73 = !DILocation(line: 6, column: 22, scope: !27)
!74 = !DILocation(line: 6, column: 15, scope: !27)
!75 = distinct !DISubprogram(name: "logf2", scope: !2, file: !2, line: 8, type: !76, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !31)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !78, null}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!80 = !DILocalVariable(name: "fmt", arg: 1, scope: !75, file: !2, line: 8, type: !78)
!81 = !DILocation(line: 8, column: 24, scope: !75)
!82 = !DILocalVariable(name: "ap", scope: !75, file: !2, line: 8, type: !35)
!83 = !DILocation(line: 8, column: 44, scope: !75)
!84 = !DILocation(line: 8, column: 48, scope: !75)
!85 = !DILocation(line: 8, column: 75, scope: !75)
!86 = !DILocation(line: 8, column: 80, scope: !75)
!87 = !DILocation(line: 8, column: 67, scope: !75)
!88 = !DILocation(line: 8, column: 85, scope: !75)
!89 = !DILocation(line: 8, column: 97, scope: !75)
!90 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !91, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17)
!91 = !DISubroutineType(types: !92)
!92 = !{!30}
!93 = !DILocation(line: 9, column: 33, scope: !90)
!94 = !DILocation(line: 9, column: 18, scope: !90)
!95 = !DILocation(line: 9, column: 55, scope: !90)
!96 = !DILocation(line: 9, column: 81, scope: !90)
