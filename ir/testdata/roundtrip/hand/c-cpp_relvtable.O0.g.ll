; ModuleID = 'roundtrip/csrc/cpp_relvtable.cpp'
source_filename = "roundtrip/csrc/cpp_relvtable.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTV1A = dso_local unnamed_addr constant { [4 x i32] } { [4 x i32] [i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @_ZN1A1fEv to i64), i64 ptrtoint (ptr getelementptr inbounds ({ [4 x i32] }, ptr @_ZTV1A, i32 0, i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @_ZN1A1gEv to i64), i64 ptrtoint (ptr getelementptr inbounds ({ [4 x i32] }, ptr @_ZTV1A, i32 0, i32 0, i32 2) to i64)) to i32)] }, align 4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZN1A1fEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !10 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !25, !DIExpression(), !27)
  %3 = load ptr, ptr %2, align 8
  ret i32 1, !dbg !28
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZN1A1gEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !29 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !30, !DIExpression(), !31)
  %3 = load ptr, ptr %2, align 8
  ret i32 2, !dbg !32
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z4callP1A(ptr noundef %0) #1 !dbg !33 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !36, !DIExpression(), !37)
  %3 = load ptr, ptr %2, align 8, !dbg !38
  %4 = load ptr, ptr %3, align 8, !dbg !39
  %5 = call ptr @llvm.load.relative.i32(ptr %4, i32 0), !dbg !39
  %6 = call noundef i32 %5(ptr noundef nonnull align 8 dereferenceable(8) %3), !dbg !39
  %7 = load ptr, ptr %2, align 8, !dbg !40
  %8 = load ptr, ptr %7, align 8, !dbg !41
  %9 = call ptr @llvm.load.relative.i32(ptr %8, i32 4), !dbg !41
  %10 = call noundef i32 %9(ptr noundef nonnull align 8 dereferenceable(8) %7), !dbg !41
  %11 = add nsw i32 %6, %10, !dbg !42
  ret i32 %11, !dbg !43
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i32(ptr, i32) #2

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "roundtrip/csrc/cpp_relvtable.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "9319310ae81c6a57ca0c8ef8f20705b5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "f", linkageName: "_ZN1A1fEv", scope: !11, file: !1, line: 3, type: !20, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !19, retainedNodes: !24)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A", file: !1, line: 2, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !12, vtableHolder: !11)
!12 = !{!13, !19, !23}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$A", scope: !1, file: !1, baseType: !14, size: 64, flags: DIFlagArtificial)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !16, size: 64)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DISubprogram(name: "f", linkageName: "_ZN1A1fEv", scope: !11, file: !1, line: 2, type: !20, scopeLine: 2, containingType: !11, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!20 = !DISubroutineType(types: !21)
!21 = !{!18, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!23 = !DISubprogram(name: "g", linkageName: "_ZN1A1gEv", scope: !11, file: !1, line: 2, type: !20, scopeLine: 2, containingType: !11, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!24 = !{}
!25 = !DILocalVariable(name: "this", arg: 1, scope: !10, type: !26, flags: DIFlagArtificial | DIFlagObjectPointer)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!27 = !DILocation(line: 0, scope: !10)
!28 = !DILocation(line: 3, column: 14, scope: !10)
!29 = distinct !DISubprogram(name: "g", linkageName: "_ZN1A1gEv", scope: !11, file: !1, line: 4, type: !20, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !23, retainedNodes: !24)
!30 = !DILocalVariable(name: "this", arg: 1, scope: !29, type: !26, flags: DIFlagArtificial | DIFlagObjectPointer)
!31 = !DILocation(line: 0, scope: !29)
!32 = !DILocation(line: 4, column: 14, scope: !29)
!33 = distinct !DISubprogram(name: "call", linkageName: "_Z4callP1A", scope: !1, file: !1, line: 5, type: !34, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !24)
!34 = !DISubroutineType(types: !35)
!35 = !{!18, !26}
!36 = !DILocalVariable(name: "a", arg: 1, scope: !33, file: !1, line: 5, type: !26)
!37 = !DILocation(line: 5, column: 13, scope: !33)
!38 = !DILocation(line: 5, column: 25, scope: !33)
!39 = !DILocation(line: 5, column: 28, scope: !33)
!40 = !DILocation(line: 5, column: 34, scope: !33)
!41 = !DILocation(line: 5, column: 37, scope: !33)
!42 = !DILocation(line: 5, column: 32, scope: !33)
!43 = !DILocation(line: 5, column: 18, scope: !33)
