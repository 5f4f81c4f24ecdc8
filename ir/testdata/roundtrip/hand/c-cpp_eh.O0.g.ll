; ModuleID = 'roundtrip/csrc/cpp_eh.cpp'
source_filename = "roundtrip/csrc/cpp_eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Guard = type { ptr }

$_ZN5GuardD2Ev = comdat any

@.str = private unnamed_addr constant [4 x i8] c"neg\00", align 1, !dbg !0
@_ZTISt13runtime_error = external constant ptr

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z9may_throwi(i32 noundef %0) #0 personality ptr @__gxx_personality_v0 !dbg !802 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !804, !DIExpression(), !805)
  %5 = load i32, ptr %2, align 4, !dbg !806
  %6 = icmp slt i32 %5, 0, !dbg !808
  br i1 %6, label %7, label %14, !dbg !809

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 16) #6, !dbg !810
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef @.str)
          to label %9 unwind label %10, !dbg !811

9:                                                ; preds = %7
  call void @__cxa_throw(ptr %8, ptr @_ZTISt13runtime_error, ptr @_ZNSt13runtime_errorD1Ev) #7, !dbg !810
  unreachable, !dbg !810

10:                                               ; preds = %7
  %11 = landingpad { ptr, i32 }
          cleanup, !dbg !812
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !812
  store ptr %12, ptr %3, align 8, !dbg !812
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !812
  store i32 %13, ptr %4, align 4, !dbg !812
  call void @__cxa_free_exception(ptr %8) #6, !dbg !810
  br label %17, !dbg !810

14:                                               ; preds = %1
  %15 = load i32, ptr %2, align 4, !dbg !813
  %16 = mul nsw i32 %15, 2, !dbg !814
  ret i32 %16, !dbg !815

17:                                               ; preds = %10
  %18 = load ptr, ptr %3, align 8, !dbg !810
  %19 = load i32, ptr %4, align 4, !dbg !810
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0, !dbg !810
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1, !dbg !810
  resume { ptr, i32 } %21, !dbg !810
}

declare ptr @__cxa_allocate_exception(i64)

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z7guardedi(i32 noundef %0) #0 personality ptr @__gxx_personality_v0 !dbg !816 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !817, !DIExpression(), !818)
  %7 = load i32, ptr %3, align 4, !dbg !819
  %8 = invoke noundef i32 @_Z9may_throwi(i32 noundef %7)
          to label %9 unwind label %10, !dbg !821

9:                                                ; preds = %1
  store i32 %8, ptr %2, align 4, !dbg !822
  br label %25, !dbg !822

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTISt13runtime_error
          catch ptr null, !dbg !823
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !823
  store ptr %12, ptr %4, align 8, !dbg !823
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !823
  store i32 %13, ptr %5, align 4, !dbg !823
  br label %14, !dbg !823

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4, !dbg !824
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt13runtime_error) #6, !dbg !824
  %17 = icmp eq i32 %15, %16, !dbg !824
  br i1 %17, label %18, label %21, !dbg !824

18:                                               ; preds = %14
    #dbg_declare(ptr %6, !825, !DIExpression(), !828)
  %19 = load ptr, ptr %4, align 8, !dbg !829
  %20 = call ptr @__cxa_begin_catch(ptr %19) #6, !dbg !829
  store ptr %20, ptr %6, align 8, !dbg !829
  store i32 -1, ptr %2, align 4, !dbg !831
  call void @__cxa_end_catch(), !dbg !833
  br label %25

21:                                               ; preds = %14
  %22 = load ptr, ptr %4, align 8, !dbg !824
  %23 = call ptr @__cxa_begin_catch(ptr %22) #6, !dbg !824
  store i32 -2, ptr %2, align 4, !dbg !834
  call void @__cxa_end_catch(), !dbg !829
  br label %25

24:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !833
  unreachable, !dbg !833

25:                                               ; preds = %18, %21, %9
  %26 = load i32, ptr %2, align 4, !dbg !835
  ret i32 %26, !dbg !835
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #4

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z7cleanupiPi(i32 noundef %0, ptr noundef %1) #0 personality ptr @__gxx_personality_v0 !dbg !836 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Guard, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !840, !DIExpression(), !841)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !842, !DIExpression(), !843)
    #dbg_declare(ptr %5, !844, !DIExpression(), !852)
  %8 = getelementptr inbounds %struct.Guard, ptr %5, i32 0, i32 0, !dbg !853
  %9 = load ptr, ptr %4, align 8, !dbg !854
  store ptr %9, ptr %8, align 8, !dbg !853
  %10 = load i32, ptr %3, align 4, !dbg !855
  %11 = invoke noundef i32 @_Z9may_throwi(i32 noundef %10)
          to label %12 unwind label %13, !dbg !856

12:                                               ; preds = %2
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #6, !dbg !857
  ret i32 %11, !dbg !857

13:                                               ; preds = %2
  %14 = landingpad { ptr, i32 }
          cleanup, !dbg !857
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !857
  store ptr %15, ptr %6, align 8, !dbg !857
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !857
  store i32 %16, ptr %7, align 4, !dbg !857
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #6, !dbg !857
  br label %17, !dbg !857

17:                                               ; preds = %13
  %18 = load ptr, ptr %6, align 8, !dbg !857
  %19 = load i32, ptr %7, align 4, !dbg !857
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0, !dbg !857
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1, !dbg !857
  resume { ptr, i32 } %21, !dbg !857
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 !dbg !858 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !859, !DIExpression(), !861)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0, !dbg !862
  %5 = load ptr, ptr %4, align 8, !dbg !862
  %6 = load i32, ptr %5, align 4, !dbg !864
  %7 = add nsw i32 %6, 1, !dbg !864
  store i32 %7, ptr %5, align 4, !dbg !864
  ret void, !dbg !865
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!794, !795, !796, !797, !798, !799, !800}
!llvm.ident = !{!801}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "roundtrip/csrc/cpp_eh.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "2312e72ff6f5ea9dd6c0bc56b1b1f9eb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 4)
!8 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !9, globals: !13, imports: !14, splitDebugInlining: false, nameTableKind: None)
!9 = !{!10}
!10 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !12, file: !11, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!11 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdexcept", directory: "")
!12 = !DINamespace(name: "std", scope: null)
!13 = !{!0}
!14 = !{!15, !19, !23, !40, !43, !48, !56, !64, !68, !75, !79, !83, !85, !87, !91, !102, !106, !112, !118, !120, !124, !128, !132, !136, !148, !150, !154, !158, !162, !164, !170, !174, !178, !180, !182, !186, !194, !198, !202, !206, !208, !214, !216, !223, !228, !232, !237, !241, !245, !249, !251, !253, !257, !261, !265, !267, !271, !275, !277, !279, !283, !289, !294, !299, !300, !301, !302, !303, !304, !305, !306, !307, !308, !309, !316, !320, !323, !326, !329, !331, !333, !335, !338, !341, !344, !347, !350, !352, !357, !361, !364, !367, !369, !371, !373, !375, !378, !381, !384, !387, !390, !392, !396, !400, !405, !411, !413, !415, !417, !419, !421, !423, !425, !427, !429, !431, !433, !435, !437, !441, !445, !449, !455, !459, !463, !468, !470, !474, !478, !482, !492, !494, !498, !502, !506, !510, !514, !518, !522, !526, !530, !534, !538, !540, !544, !548, !552, !558, !562, !566, !568, !572, !576, !582, !584, !588, !592, !596, !600, !604, !608, !612, !613, !614, !615, !617, !618, !619, !620, !621, !622, !623, !627, !633, !638, !642, !644, !646, !648, !650, !657, !661, !665, !669, !673, !677, !682, !686, !688, !692, !698, !702, !707, !709, !711, !715, !719, !721, !723, !725, !727, !731, !733, !735, !739, !743, !747, !751, !755, !759, !761, !765, !769, !773, !777, !779, !781, !785, !789, !790, !791, !792, !793}
!15 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !16, file: !17, line: 68)
!16 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !18, file: !17, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!17 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!18 = !DINamespace(name: "__exception_ptr", scope: !12)
!19 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !20, file: !17, line: 84)
!20 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !12, file: !17, line: 80, type: !21, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !16}
!23 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !24, file: !39, line: 64)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !25, line: 6, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !27, line: 21, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !27, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !29, identifier: "_ZTS11__mbstate_t")
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !28, file: !27, line: 15, baseType: !31, size: 32)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !28, file: !27, line: 20, baseType: !33, size: 32, offset: 32)
!33 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !28, file: !27, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !34, identifier: "_ZTSN11__mbstate_tUt_E")
!34 = !{!35, !37}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !33, file: !27, line: 18, baseType: !36, size: 32)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !33, file: !27, line: 19, baseType: !38, size: 32)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !6)
!39 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: "")
!40 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !41, file: !39, line: 141)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !42, line: 20, baseType: !36)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!43 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !44, file: !39, line: 143)
!44 = !DISubprogram(name: "btowc", scope: !45, file: !45, line: 285, type: !46, flags: DIFlagPrototyped, spFlags: 0)
!45 = !DIFile(filename: "/usr/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!46 = !DISubroutineType(types: !47)
!47 = !{!41, !31}
!48 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !49, file: !39, line: 144)
!49 = !DISubprogram(name: "fgetwc", scope: !45, file: !45, line: 744, type: !50, flags: DIFlagPrototyped, spFlags: 0)
!50 = !DISubroutineType(types: !51)
!51 = !{!41, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !54, line: 5, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!55 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !54, line: 4, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS8_IO_FILE")
!56 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !57, file: !39, line: 145)
!57 = !DISubprogram(name: "fgetws", scope: !45, file: !45, line: 773, type: !58, flags: DIFlagPrototyped, spFlags: 0)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !62, !31, !63}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!62 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!63 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!64 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !65, file: !39, line: 146)
!65 = !DISubprogram(name: "fputwc", scope: !45, file: !45, line: 758, type: !66, flags: DIFlagPrototyped, spFlags: 0)
!66 = !DISubroutineType(types: !67)
!67 = !{!41, !61, !52}
!68 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !69, file: !39, line: 147)
!69 = !DISubprogram(name: "fputws", scope: !45, file: !45, line: 780, type: !70, flags: DIFlagPrototyped, spFlags: 0)
!70 = !DISubroutineType(types: !71)
!71 = !{!31, !72, !63}
!72 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!75 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !76, file: !39, line: 148)
!76 = !DISubprogram(name: "fwide", scope: !45, file: !45, line: 588, type: !77, flags: DIFlagPrototyped, spFlags: 0)
!77 = !DISubroutineType(types: !78)
!78 = !{!31, !52, !31}
!79 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !80, file: !39, line: 149)
!80 = !DISubprogram(name: "fwprintf", scope: !45, file: !45, line: 595, type: !81, flags: DIFlagPrototyped, spFlags: 0)
!81 = !DISubroutineType(types: !82)
!82 = !{!31, !63, !72, null}
!83 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !84, file: !39, line: 150)
!84 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !45, file: !45, line: 657, type: !81, flags: DIFlagPrototyped, spFlags: 0)
!85 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !86, file: !39, line: 151)
!86 = !DISubprogram(name: "getwc", scope: !45, file: !45, line: 745, type: !50, flags: DIFlagPrototyped, spFlags: 0)
!87 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !88, file: !39, line: 152)
!88 = !DISubprogram(name: "getwchar", scope: !45, file: !45, line: 751, type: !89, flags: DIFlagPrototyped, spFlags: 0)
!89 = !DISubroutineType(types: !90)
!90 = !{!41}
!91 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !92, file: !39, line: 153)
!92 = !DISubprogram(name: "mbrlen", scope: !45, file: !45, line: 308, type: !93, flags: DIFlagPrototyped, spFlags: 0)
!93 = !DISubroutineType(types: !94)
!94 = !{!95, !98, !95, !100}
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !96, line: 18, baseType: !97)
!96 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!97 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!102 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !103, file: !39, line: 154)
!103 = !DISubprogram(name: "mbrtowc", scope: !45, file: !45, line: 297, type: !104, flags: DIFlagPrototyped, spFlags: 0)
!104 = !DISubroutineType(types: !105)
!105 = !{!95, !62, !98, !95, !100}
!106 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !107, file: !39, line: 155)
!107 = !DISubprogram(name: "mbsinit", scope: !45, file: !45, line: 293, type: !108, flags: DIFlagPrototyped, spFlags: 0)
!108 = !DISubroutineType(types: !109)
!109 = !{!31, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !113, file: !39, line: 156)
!113 = !DISubprogram(name: "mbsrtowcs", scope: !45, file: !45, line: 338, type: !114, flags: DIFlagPrototyped, spFlags: 0)
!114 = !DISubroutineType(types: !115)
!115 = !{!95, !62, !116, !95, !100}
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !119, file: !39, line: 157)
!119 = !DISubprogram(name: "putwc", scope: !45, file: !45, line: 759, type: !66, flags: DIFlagPrototyped, spFlags: 0)
!120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !121, file: !39, line: 158)
!121 = !DISubprogram(name: "putwchar", scope: !45, file: !45, line: 765, type: !122, flags: DIFlagPrototyped, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{!41, !61}
!124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !125, file: !39, line: 160)
!125 = !DISubprogram(name: "swprintf", scope: !45, file: !45, line: 605, type: !126, flags: DIFlagPrototyped, spFlags: 0)
!126 = !DISubroutineType(types: !127)
!127 = !{!31, !62, !95, !72, null}
!128 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !129, file: !39, line: 162)
!129 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !45, file: !45, line: 664, type: !130, flags: DIFlagPrototyped, spFlags: 0)
!130 = !DISubroutineType(types: !131)
!131 = !{!31, !72, !72, null}
!132 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !133, file: !39, line: 163)
!133 = !DISubprogram(name: "ungetwc", scope: !45, file: !45, line: 788, type: !134, flags: DIFlagPrototyped, spFlags: 0)
!134 = !DISubroutineType(types: !135)
!135 = !{!41, !41, !52}
!136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !137, file: !39, line: 164)
!137 = !DISubprogram(name: "vfwprintf", scope: !45, file: !45, line: 613, type: !138, flags: DIFlagPrototyped, spFlags: 0)
!138 = !DISubroutineType(types: !139)
!139 = !{!31, !63, !72, !140}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !142, identifier: "_ZTS13__va_list_tag")
!142 = !{!143, !144, !145, !147}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !141, file: !2, baseType: !36, size: 32)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !141, file: !2, baseType: !36, size: 32, offset: 32)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !141, file: !2, baseType: !146, size: 64, offset: 64)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !141, file: !2, baseType: !146, size: 64, offset: 128)
!148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !149, file: !39, line: 166)
!149 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !45, file: !45, line: 711, type: !138, flags: DIFlagPrototyped, spFlags: 0)
!150 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !151, file: !39, line: 169)
!151 = !DISubprogram(name: "vswprintf", scope: !45, file: !45, line: 626, type: !152, flags: DIFlagPrototyped, spFlags: 0)
!152 = !DISubroutineType(types: !153)
!153 = !{!31, !62, !95, !72, !140}
!154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !155, file: !39, line: 172)
!155 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !45, file: !45, line: 718, type: !156, flags: DIFlagPrototyped, spFlags: 0)
!156 = !DISubroutineType(types: !157)
!157 = !{!31, !72, !72, !140}
!158 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !159, file: !39, line: 174)
!159 = !DISubprogram(name: "vwprintf", scope: !45, file: !45, line: 621, type: !160, flags: DIFlagPrototyped, spFlags: 0)
!160 = !DISubroutineType(types: !161)
!161 = !{!31, !72, !140}
!162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !163, file: !39, line: 176)
!163 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !45, file: !45, line: 715, type: !160, flags: DIFlagPrototyped, spFlags: 0)
!164 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !165, file: !39, line: 178)
!165 = !DISubprogram(name: "wcrtomb", scope: !45, file: !45, line: 302, type: !166, flags: DIFlagPrototyped, spFlags: 0)
!166 = !DISubroutineType(types: !167)
!167 = !{!95, !168, !61, !100}
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!170 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !171, file: !39, line: 179)
!171 = !DISubprogram(name: "wcscat", scope: !45, file: !45, line: 97, type: !172, flags: DIFlagPrototyped, spFlags: 0)
!172 = !DISubroutineType(types: !173)
!173 = !{!60, !62, !72}
!174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !175, file: !39, line: 180)
!175 = !DISubprogram(name: "wcscmp", scope: !45, file: !45, line: 106, type: !176, flags: DIFlagPrototyped, spFlags: 0)
!176 = !DISubroutineType(types: !177)
!177 = !{!31, !73, !73}
!178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !179, file: !39, line: 181)
!179 = !DISubprogram(name: "wcscoll", scope: !45, file: !45, line: 131, type: !176, flags: DIFlagPrototyped, spFlags: 0)
!180 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !181, file: !39, line: 182)
!181 = !DISubprogram(name: "wcscpy", scope: !45, file: !45, line: 87, type: !172, flags: DIFlagPrototyped, spFlags: 0)
!182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !183, file: !39, line: 183)
!183 = !DISubprogram(name: "wcscspn", scope: !45, file: !45, line: 188, type: !184, flags: DIFlagPrototyped, spFlags: 0)
!184 = !DISubroutineType(types: !185)
!185 = !{!95, !73, !73}
!186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !187, file: !39, line: 184)
!187 = !DISubprogram(name: "wcsftime", scope: !45, file: !45, line: 852, type: !188, flags: DIFlagPrototyped, spFlags: 0)
!188 = !DISubroutineType(types: !189)
!189 = !{!95, !62, !95, !72, !190}
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !193)
!193 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !45, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!194 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !195, file: !39, line: 185)
!195 = !DISubprogram(name: "wcslen", scope: !45, file: !45, line: 223, type: !196, flags: DIFlagPrototyped, spFlags: 0)
!196 = !DISubroutineType(types: !197)
!197 = !{!95, !73}
!198 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !199, file: !39, line: 186)
!199 = !DISubprogram(name: "wcsncat", scope: !45, file: !45, line: 101, type: !200, flags: DIFlagPrototyped, spFlags: 0)
!200 = !DISubroutineType(types: !201)
!201 = !{!60, !62, !72, !95}
!202 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !203, file: !39, line: 187)
!203 = !DISubprogram(name: "wcsncmp", scope: !45, file: !45, line: 109, type: !204, flags: DIFlagPrototyped, spFlags: 0)
!204 = !DISubroutineType(types: !205)
!205 = !{!31, !73, !73, !95}
!206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !207, file: !39, line: 188)
!207 = !DISubprogram(name: "wcsncpy", scope: !45, file: !45, line: 92, type: !200, flags: DIFlagPrototyped, spFlags: 0)
!208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !209, file: !39, line: 189)
!209 = !DISubprogram(name: "wcsrtombs", scope: !45, file: !45, line: 344, type: !210, flags: DIFlagPrototyped, spFlags: 0)
!210 = !DISubroutineType(types: !211)
!211 = !{!95, !168, !212, !95, !100}
!212 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !213)
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !215, file: !39, line: 190)
!215 = !DISubprogram(name: "wcsspn", scope: !45, file: !45, line: 192, type: !184, flags: DIFlagPrototyped, spFlags: 0)
!216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !217, file: !39, line: 191)
!217 = !DISubprogram(name: "wcstod", scope: !45, file: !45, line: 378, type: !218, flags: DIFlagPrototyped, spFlags: 0)
!218 = !DISubroutineType(types: !219)
!219 = !{!220, !72, !221}
!220 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!223 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !224, file: !39, line: 193)
!224 = !DISubprogram(name: "wcstof", scope: !45, file: !45, line: 383, type: !225, flags: DIFlagPrototyped, spFlags: 0)
!225 = !DISubroutineType(types: !226)
!226 = !{!227, !72, !221}
!227 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !229, file: !39, line: 195)
!229 = !DISubprogram(name: "wcstok", scope: !45, file: !45, line: 218, type: !230, flags: DIFlagPrototyped, spFlags: 0)
!230 = !DISubroutineType(types: !231)
!231 = !{!60, !62, !72, !221}
!232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !233, file: !39, line: 196)
!233 = !DISubprogram(name: "wcstol", scope: !45, file: !45, line: 429, type: !234, flags: DIFlagPrototyped, spFlags: 0)
!234 = !DISubroutineType(types: !235)
!235 = !{!236, !72, !221, !31}
!236 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !238, file: !39, line: 197)
!238 = !DISubprogram(name: "wcstoul", scope: !45, file: !45, line: 434, type: !239, flags: DIFlagPrototyped, spFlags: 0)
!239 = !DISubroutineType(types: !240)
!240 = !{!97, !72, !221, !31}
!241 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !242, file: !39, line: 198)
!242 = !DISubprogram(name: "wcsxfrm", scope: !45, file: !45, line: 135, type: !243, flags: DIFlagPrototyped, spFlags: 0)
!243 = !DISubroutineType(types: !244)
!244 = !{!95, !62, !72, !95}
!245 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !246, file: !39, line: 199)
!246 = !DISubprogram(name: "wctob", scope: !45, file: !45, line: 289, type: !247, flags: DIFlagPrototyped, spFlags: 0)
!247 = !DISubroutineType(types: !248)
!248 = !{!31, !41}
!249 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !250, file: !39, line: 200)
!250 = !DISubprogram(name: "wmemcmp", scope: !45, file: !45, line: 259, type: !204, flags: DIFlagPrototyped, spFlags: 0)
!251 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !252, file: !39, line: 201)
!252 = !DISubprogram(name: "wmemcpy", scope: !45, file: !45, line: 263, type: !200, flags: DIFlagPrototyped, spFlags: 0)
!253 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !254, file: !39, line: 202)
!254 = !DISubprogram(name: "wmemmove", scope: !45, file: !45, line: 268, type: !255, flags: DIFlagPrototyped, spFlags: 0)
!255 = !DISubroutineType(types: !256)
!256 = !{!60, !60, !73, !95}
!257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !258, file: !39, line: 203)
!258 = !DISubprogram(name: "wmemset", scope: !45, file: !45, line: 272, type: !259, flags: DIFlagPrototyped, spFlags: 0)
!259 = !DISubroutineType(types: !260)
!260 = !{!60, !60, !61, !95}
!261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !262, file: !39, line: 204)
!262 = !DISubprogram(name: "wprintf", scope: !45, file: !45, line: 602, type: !263, flags: DIFlagPrototyped, spFlags: 0)
!263 = !DISubroutineType(types: !264)
!264 = !{!31, !72, null}
!265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !266, file: !39, line: 205)
!266 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !45, file: !45, line: 661, type: !263, flags: DIFlagPrototyped, spFlags: 0)
!267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !268, file: !39, line: 206)
!268 = !DISubprogram(name: "wcschr", scope: !45, file: !45, line: 165, type: !269, flags: DIFlagPrototyped, spFlags: 0)
!269 = !DISubroutineType(types: !270)
!270 = !{!60, !73, !61}
!271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !272, file: !39, line: 207)
!272 = !DISubprogram(name: "wcspbrk", scope: !45, file: !45, line: 202, type: !273, flags: DIFlagPrototyped, spFlags: 0)
!273 = !DISubroutineType(types: !274)
!274 = !{!60, !73, !73}
!275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !276, file: !39, line: 208)
!276 = !DISubprogram(name: "wcsrchr", scope: !45, file: !45, line: 175, type: !269, flags: DIFlagPrototyped, spFlags: 0)
!277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !278, file: !39, line: 209)
!278 = !DISubprogram(name: "wcsstr", scope: !45, file: !45, line: 213, type: !273, flags: DIFlagPrototyped, spFlags: 0)
!279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !280, file: !39, line: 210)
!280 = !DISubprogram(name: "wmemchr", scope: !45, file: !45, line: 254, type: !281, flags: DIFlagPrototyped, spFlags: 0)
!281 = !DISubroutineType(types: !282)
!282 = !{!60, !73, !61, !95}
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !285, file: !39, line: 251)
!284 = !DINamespace(name: "__gnu_cxx", scope: null)
!285 = !DISubprogram(name: "wcstold", scope: !45, file: !45, line: 385, type: !286, flags: DIFlagPrototyped, spFlags: 0)
!286 = !DISubroutineType(types: !287)
!287 = !{!288, !72, !221}
!288 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!289 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !290, file: !39, line: 260)
!290 = !DISubprogram(name: "wcstoll", scope: !45, file: !45, line: 442, type: !291, flags: DIFlagPrototyped, spFlags: 0)
!291 = !DISubroutineType(types: !292)
!292 = !{!293, !72, !221, !31}
!293 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !295, file: !39, line: 261)
!295 = !DISubprogram(name: "wcstoull", scope: !45, file: !45, line: 449, type: !296, flags: DIFlagPrototyped, spFlags: 0)
!296 = !DISubroutineType(types: !297)
!297 = !{!298, !72, !221, !31}
!298 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!299 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !285, file: !39, line: 267)
!300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !290, file: !39, line: 268)
!301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !295, file: !39, line: 269)
!302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !224, file: !39, line: 283)
!303 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !149, file: !39, line: 286)
!304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !155, file: !39, line: 289)
!305 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !163, file: !39, line: 292)
!306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !285, file: !39, line: 296)
!307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !290, file: !39, line: 297)
!308 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !295, file: !39, line: 298)
!309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !310, file: !315, line: 47)
!310 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !311, line: 24, baseType: !312)
!311 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!312 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !313, line: 37, baseType: !314)
!313 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!314 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!315 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!316 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !317, file: !315, line: 48)
!317 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !311, line: 25, baseType: !318)
!318 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !313, line: 39, baseType: !319)
!319 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!320 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !321, file: !315, line: 49)
!321 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !311, line: 26, baseType: !322)
!322 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !313, line: 41, baseType: !31)
!323 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !324, file: !315, line: 50)
!324 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !311, line: 27, baseType: !325)
!325 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !313, line: 44, baseType: !236)
!326 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !327, file: !315, line: 52)
!327 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !328, line: 58, baseType: !314)
!328 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !330, file: !315, line: 53)
!330 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !328, line: 60, baseType: !236)
!331 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !332, file: !315, line: 54)
!332 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !328, line: 61, baseType: !236)
!333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !334, file: !315, line: 55)
!334 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !328, line: 62, baseType: !236)
!335 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !336, file: !315, line: 57)
!336 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !328, line: 43, baseType: !337)
!337 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !313, line: 52, baseType: !312)
!338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !339, file: !315, line: 58)
!339 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !328, line: 44, baseType: !340)
!340 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !313, line: 54, baseType: !318)
!341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !342, file: !315, line: 59)
!342 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !328, line: 45, baseType: !343)
!343 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !313, line: 56, baseType: !322)
!344 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !345, file: !315, line: 60)
!345 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !328, line: 46, baseType: !346)
!346 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !313, line: 58, baseType: !325)
!347 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !348, file: !315, line: 62)
!348 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !328, line: 101, baseType: !349)
!349 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !313, line: 72, baseType: !236)
!350 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !351, file: !315, line: 63)
!351 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !328, line: 87, baseType: !236)
!352 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !353, file: !315, line: 65)
!353 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !354, line: 24, baseType: !355)
!354 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!355 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !313, line: 38, baseType: !356)
!356 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !358, file: !315, line: 66)
!358 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !354, line: 25, baseType: !359)
!359 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !313, line: 40, baseType: !360)
!360 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !362, file: !315, line: 67)
!362 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !354, line: 26, baseType: !363)
!363 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !313, line: 42, baseType: !36)
!364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !365, file: !315, line: 68)
!365 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !354, line: 27, baseType: !366)
!366 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !313, line: 45, baseType: !97)
!367 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !368, file: !315, line: 70)
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !328, line: 71, baseType: !356)
!369 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !370, file: !315, line: 71)
!370 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !328, line: 73, baseType: !97)
!371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !372, file: !315, line: 72)
!372 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !328, line: 74, baseType: !97)
!373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !374, file: !315, line: 73)
!374 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !328, line: 75, baseType: !97)
!375 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !376, file: !315, line: 75)
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !328, line: 49, baseType: !377)
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !313, line: 53, baseType: !355)
!378 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !379, file: !315, line: 76)
!379 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !328, line: 50, baseType: !380)
!380 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !313, line: 55, baseType: !359)
!381 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !382, file: !315, line: 77)
!382 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !328, line: 51, baseType: !383)
!383 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !313, line: 57, baseType: !363)
!384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !385, file: !315, line: 78)
!385 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !328, line: 52, baseType: !386)
!386 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !313, line: 59, baseType: !366)
!387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !388, file: !315, line: 80)
!388 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !328, line: 102, baseType: !389)
!389 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !313, line: 73, baseType: !97)
!390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !391, file: !315, line: 81)
!391 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !328, line: 90, baseType: !97)
!392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !393, file: !395, line: 53)
!393 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !394, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!394 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!395 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: "")
!396 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !397, file: !395, line: 54)
!397 = !DISubprogram(name: "setlocale", scope: !394, file: !394, line: 122, type: !398, flags: DIFlagPrototyped, spFlags: 0)
!398 = !DISubroutineType(types: !399)
!399 = !{!169, !31, !99}
!400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !401, file: !395, line: 55)
!401 = !DISubprogram(name: "localeconv", scope: !394, file: !394, line: 125, type: !402, flags: DIFlagPrototyped, spFlags: 0)
!402 = !DISubroutineType(types: !403)
!403 = !{!404}
!404 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !393, size: 64)
!405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !406, file: !410, line: 64)
!406 = !DISubprogram(name: "isalnum", scope: !407, file: !407, line: 108, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!407 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!408 = !DISubroutineType(types: !409)
!409 = !{!31, !31}
!410 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: "")
!411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !412, file: !410, line: 65)
!412 = !DISubprogram(name: "isalpha", scope: !407, file: !407, line: 109, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!413 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !414, file: !410, line: 66)
!414 = !DISubprogram(name: "iscntrl", scope: !407, file: !407, line: 110, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !416, file: !410, line: 67)
!416 = !DISubprogram(name: "isdigit", scope: !407, file: !407, line: 111, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !418, file: !410, line: 68)
!418 = !DISubprogram(name: "isgraph", scope: !407, file: !407, line: 113, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !420, file: !410, line: 69)
!420 = !DISubprogram(name: "islower", scope: !407, file: !407, line: 112, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !422, file: !410, line: 70)
!422 = !DISubprogram(name: "isprint", scope: !407, file: !407, line: 114, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!423 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !424, file: !410, line: 71)
!424 = !DISubprogram(name: "ispunct", scope: !407, file: !407, line: 115, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!425 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !426, file: !410, line: 72)
!426 = !DISubprogram(name: "isspace", scope: !407, file: !407, line: 116, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !428, file: !410, line: 73)
!428 = !DISubprogram(name: "isupper", scope: !407, file: !407, line: 117, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !430, file: !410, line: 74)
!430 = !DISubprogram(name: "isxdigit", scope: !407, file: !407, line: 118, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!431 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !432, file: !410, line: 75)
!432 = !DISubprogram(name: "tolower", scope: !407, file: !407, line: 122, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !434, file: !410, line: 76)
!434 = !DISubprogram(name: "toupper", scope: !407, file: !407, line: 125, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!435 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !436, file: !410, line: 87)
!436 = !DISubprogram(name: "isblank", scope: !407, file: !407, line: 130, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!437 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !438, entity: !439, file: !440, line: 58)
!438 = !DINamespace(name: "__gnu_debug", scope: null)
!439 = !DINamespace(name: "__debug", scope: !12)
!440 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !442, file: !444, line: 52)
!442 = !DISubprogram(name: "abs", scope: !443, file: !443, line: 861, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!443 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!444 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !446, file: !448, line: 127)
!446 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !443, line: 63, baseType: !447)
!447 = !DICompositeType(tag: DW_TAG_structure_type, file: !443, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!448 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!449 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !450, file: !448, line: 128)
!450 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !443, line: 71, baseType: !451)
!451 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !443, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !452, identifier: "_ZTS6ldiv_t")
!452 = !{!453, !454}
!453 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !451, file: !443, line: 69, baseType: !236, size: 64)
!454 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !451, file: !443, line: 70, baseType: !236, size: 64, offset: 64)
!455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !456, file: !448, line: 130)
!456 = !DISubprogram(name: "abort", scope: !443, file: !443, line: 611, type: !457, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!457 = !DISubroutineType(types: !458)
!458 = !{null}
!459 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !460, file: !448, line: 132)
!460 = !DISubprogram(name: "aligned_alloc", scope: !443, file: !443, line: 605, type: !461, flags: DIFlagPrototyped, spFlags: 0)
!461 = !DISubroutineType(types: !462)
!462 = !{!146, !95, !95}
!463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !464, file: !448, line: 134)
!464 = !DISubprogram(name: "atexit", scope: !443, file: !443, line: 615, type: !465, flags: DIFlagPrototyped, spFlags: 0)
!465 = !DISubroutineType(types: !466)
!466 = !{!31, !467}
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !457, size: 64)
!468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !469, file: !448, line: 137)
!469 = !DISubprogram(name: "at_quick_exit", scope: !443, file: !443, line: 620, type: !465, flags: DIFlagPrototyped, spFlags: 0)
!470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !471, file: !448, line: 140)
!471 = !DISubprogram(name: "atof", scope: !443, file: !443, line: 102, type: !472, flags: DIFlagPrototyped, spFlags: 0)
!472 = !DISubroutineType(types: !473)
!473 = !{!220, !99}
!474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !475, file: !448, line: 141)
!475 = !DISubprogram(name: "atoi", scope: !443, file: !443, line: 105, type: !476, flags: DIFlagPrototyped, spFlags: 0)
!476 = !DISubroutineType(types: !477)
!477 = !{!31, !99}
!478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !479, file: !448, line: 142)
!479 = !DISubprogram(name: "atol", scope: !443, file: !443, line: 108, type: !480, flags: DIFlagPrototyped, spFlags: 0)
!480 = !DISubroutineType(types: !481)
!481 = !{!236, !99}
!482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !483, file: !448, line: 143)
!483 = !DISubprogram(name: "bsearch", scope: !443, file: !443, line: 841, type: !484, flags: DIFlagPrototyped, spFlags: 0)
!484 = !DISubroutineType(types: !485)
!485 = !{!146, !486, !486, !95, !95, !488}
!486 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !487, size: 64)
!487 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!488 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !443, line: 829, baseType: !489)
!489 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !490, size: 64)
!490 = !DISubroutineType(types: !491)
!491 = !{!31, !486, !486}
!492 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !493, file: !448, line: 144)
!493 = !DISubprogram(name: "calloc", scope: !443, file: !443, line: 556, type: !461, flags: DIFlagPrototyped, spFlags: 0)
!494 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !495, file: !448, line: 145)
!495 = !DISubprogram(name: "div", scope: !443, file: !443, line: 873, type: !496, flags: DIFlagPrototyped, spFlags: 0)
!496 = !DISubroutineType(types: !497)
!497 = !{!446, !31, !31}
!498 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !499, file: !448, line: 146)
!499 = !DISubprogram(name: "exit", scope: !443, file: !443, line: 637, type: !500, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!500 = !DISubroutineType(types: !501)
!501 = !{null, !31}
!502 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !503, file: !448, line: 147)
!503 = !DISubprogram(name: "free", scope: !443, file: !443, line: 568, type: !504, flags: DIFlagPrototyped, spFlags: 0)
!504 = !DISubroutineType(types: !505)
!505 = !{null, !146}
!506 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !507, file: !448, line: 148)
!507 = !DISubprogram(name: "getenv", scope: !443, file: !443, line: 654, type: !508, flags: DIFlagPrototyped, spFlags: 0)
!508 = !DISubroutineType(types: !509)
!509 = !{!169, !99}
!510 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !511, file: !448, line: 149)
!511 = !DISubprogram(name: "labs", scope: !443, file: !443, line: 862, type: !512, flags: DIFlagPrototyped, spFlags: 0)
!512 = !DISubroutineType(types: !513)
!513 = !{!236, !236}
!514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !515, file: !448, line: 150)
!515 = !DISubprogram(name: "ldiv", scope: !443, file: !443, line: 875, type: !516, flags: DIFlagPrototyped, spFlags: 0)
!516 = !DISubroutineType(types: !517)
!517 = !{!450, !236, !236}
!518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !519, file: !448, line: 151)
!519 = !DISubprogram(name: "malloc", scope: !443, file: !443, line: 553, type: !520, flags: DIFlagPrototyped, spFlags: 0)
!520 = !DISubroutineType(types: !521)
!521 = !{!146, !95}
!522 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !523, file: !448, line: 153)
!523 = !DISubprogram(name: "mblen", scope: !443, file: !443, line: 943, type: !524, flags: DIFlagPrototyped, spFlags: 0)
!524 = !DISubroutineType(types: !525)
!525 = !{!31, !99, !95}
!526 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !527, file: !448, line: 154)
!527 = !DISubprogram(name: "mbstowcs", scope: !443, file: !443, line: 954, type: !528, flags: DIFlagPrototyped, spFlags: 0)
!528 = !DISubroutineType(types: !529)
!529 = !{!95, !62, !98, !95}
!530 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !531, file: !448, line: 155)
!531 = !DISubprogram(name: "mbtowc", scope: !443, file: !443, line: 946, type: !532, flags: DIFlagPrototyped, spFlags: 0)
!532 = !DISubroutineType(types: !533)
!533 = !{!31, !62, !98, !95}
!534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !535, file: !448, line: 157)
!535 = !DISubprogram(name: "qsort", scope: !443, file: !443, line: 851, type: !536, flags: DIFlagPrototyped, spFlags: 0)
!536 = !DISubroutineType(types: !537)
!537 = !{null, !146, !95, !95, !488}
!538 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !539, file: !448, line: 160)
!539 = !DISubprogram(name: "quick_exit", scope: !443, file: !443, line: 643, type: !500, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!540 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !541, file: !448, line: 163)
!541 = !DISubprogram(name: "rand", scope: !443, file: !443, line: 454, type: !542, flags: DIFlagPrototyped, spFlags: 0)
!542 = !DISubroutineType(types: !543)
!543 = !{!31}
!544 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !545, file: !448, line: 164)
!545 = !DISubprogram(name: "realloc", scope: !443, file: !443, line: 564, type: !546, flags: DIFlagPrototyped, spFlags: 0)
!546 = !DISubroutineType(types: !547)
!547 = !{!146, !146, !95}
!548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !549, file: !448, line: 165)
!549 = !DISubprogram(name: "srand", scope: !443, file: !443, line: 456, type: !550, flags: DIFlagPrototyped, spFlags: 0)
!550 = !DISubroutineType(types: !551)
!551 = !{null, !36}
!552 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !553, file: !448, line: 166)
!553 = !DISubprogram(name: "strtod", scope: !443, file: !443, line: 118, type: !554, flags: DIFlagPrototyped, spFlags: 0)
!554 = !DISubroutineType(types: !555)
!555 = !{!220, !98, !556}
!556 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !557)
!557 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!558 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !559, file: !448, line: 167)
!559 = !DISubprogram(name: "strtol", scope: !443, file: !443, line: 177, type: !560, flags: DIFlagPrototyped, spFlags: 0)
!560 = !DISubroutineType(types: !561)
!561 = !{!236, !98, !556, !31}
!562 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !563, file: !448, line: 168)
!563 = !DISubprogram(name: "strtoul", scope: !443, file: !443, line: 181, type: !564, flags: DIFlagPrototyped, spFlags: 0)
!564 = !DISubroutineType(types: !565)
!565 = !{!97, !98, !556, !31}
!566 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !567, file: !448, line: 169)
!567 = !DISubprogram(name: "system", scope: !443, file: !443, line: 804, type: !476, flags: DIFlagPrototyped, spFlags: 0)
!568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !569, file: !448, line: 171)
!569 = !DISubprogram(name: "wcstombs", scope: !443, file: !443, line: 958, type: !570, flags: DIFlagPrototyped, spFlags: 0)
!570 = !DISubroutineType(types: !571)
!571 = !{!95, !168, !72, !95}
!572 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !573, file: !448, line: 172)
!573 = !DISubprogram(name: "wctomb", scope: !443, file: !443, line: 950, type: !574, flags: DIFlagPrototyped, spFlags: 0)
!574 = !DISubroutineType(types: !575)
!575 = !{!31, !169, !61}
!576 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !577, file: !448, line: 200)
!577 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !443, line: 81, baseType: !578)
!578 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !443, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !579, identifier: "_ZTS7lldiv_t")
!579 = !{!580, !581}
!580 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !578, file: !443, line: 79, baseType: !293, size: 64)
!581 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !578, file: !443, line: 80, baseType: !293, size: 64, offset: 64)
!582 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !583, file: !448, line: 206)
!583 = !DISubprogram(name: "_Exit", scope: !443, file: !443, line: 649, type: !500, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!584 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !585, file: !448, line: 210)
!585 = !DISubprogram(name: "llabs", scope: !443, file: !443, line: 865, type: !586, flags: DIFlagPrototyped, spFlags: 0)
!586 = !DISubroutineType(types: !587)
!587 = !{!293, !293}
!588 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !589, file: !448, line: 216)
!589 = !DISubprogram(name: "lldiv", scope: !443, file: !443, line: 879, type: !590, flags: DIFlagPrototyped, spFlags: 0)
!590 = !DISubroutineType(types: !591)
!591 = !{!577, !293, !293}
!592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !593, file: !448, line: 227)
!593 = !DISubprogram(name: "atoll", scope: !443, file: !443, line: 113, type: !594, flags: DIFlagPrototyped, spFlags: 0)
!594 = !DISubroutineType(types: !595)
!595 = !{!293, !99}
!596 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !597, file: !448, line: 228)
!597 = !DISubprogram(name: "strtoll", scope: !443, file: !443, line: 201, type: !598, flags: DIFlagPrototyped, spFlags: 0)
!598 = !DISubroutineType(types: !599)
!599 = !{!293, !98, !556, !31}
!600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !601, file: !448, line: 229)
!601 = !DISubprogram(name: "strtoull", scope: !443, file: !443, line: 206, type: !602, flags: DIFlagPrototyped, spFlags: 0)
!602 = !DISubroutineType(types: !603)
!603 = !{!298, !98, !556, !31}
!604 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !605, file: !448, line: 231)
!605 = !DISubprogram(name: "strtof", scope: !443, file: !443, line: 124, type: !606, flags: DIFlagPrototyped, spFlags: 0)
!606 = !DISubroutineType(types: !607)
!607 = !{!227, !98, !556}
!608 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !609, file: !448, line: 232)
!609 = !DISubprogram(name: "strtold", scope: !443, file: !443, line: 127, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!610 = !DISubroutineType(types: !611)
!611 = !{!288, !98, !556}
!612 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !577, file: !448, line: 240)
!613 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !583, file: !448, line: 242)
!614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !585, file: !448, line: 244)
!615 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !616, file: !448, line: 245)
!616 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !284, file: !448, line: 213, type: !590, flags: DIFlagPrototyped, spFlags: 0)
!617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !589, file: !448, line: 246)
!618 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !593, file: !448, line: 248)
!619 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !605, file: !448, line: 249)
!620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !597, file: !448, line: 250)
!621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !601, file: !448, line: 251)
!622 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !609, file: !448, line: 252)
!623 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !624, file: !626, line: 98)
!624 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !625, line: 7, baseType: !55)
!625 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!626 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !628, file: !626, line: 99)
!628 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !629, line: 84, baseType: !630)
!629 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!630 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !631, line: 14, baseType: !632)
!631 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!632 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !631, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !634, file: !626, line: 101)
!634 = !DISubprogram(name: "clearerr", scope: !629, file: !629, line: 786, type: !635, flags: DIFlagPrototyped, spFlags: 0)
!635 = !DISubroutineType(types: !636)
!636 = !{null, !637}
!637 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !624, size: 64)
!638 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !639, file: !626, line: 102)
!639 = !DISubprogram(name: "fclose", scope: !629, file: !629, line: 178, type: !640, flags: DIFlagPrototyped, spFlags: 0)
!640 = !DISubroutineType(types: !641)
!641 = !{!31, !637}
!642 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !643, file: !626, line: 103)
!643 = !DISubprogram(name: "feof", scope: !629, file: !629, line: 788, type: !640, flags: DIFlagPrototyped, spFlags: 0)
!644 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !645, file: !626, line: 104)
!645 = !DISubprogram(name: "ferror", scope: !629, file: !629, line: 790, type: !640, flags: DIFlagPrototyped, spFlags: 0)
!646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !647, file: !626, line: 105)
!647 = !DISubprogram(name: "fflush", scope: !629, file: !629, line: 230, type: !640, flags: DIFlagPrototyped, spFlags: 0)
!648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !649, file: !626, line: 106)
!649 = !DISubprogram(name: "fgetc", scope: !629, file: !629, line: 513, type: !640, flags: DIFlagPrototyped, spFlags: 0)
!650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !651, file: !626, line: 107)
!651 = !DISubprogram(name: "fgetpos", scope: !629, file: !629, line: 760, type: !652, flags: DIFlagPrototyped, spFlags: 0)
!652 = !DISubroutineType(types: !653)
!653 = !{!31, !654, !655}
!654 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !637)
!655 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !656)
!656 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !628, size: 64)
!657 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !658, file: !626, line: 108)
!658 = !DISubprogram(name: "fgets", scope: !629, file: !629, line: 592, type: !659, flags: DIFlagPrototyped, spFlags: 0)
!659 = !DISubroutineType(types: !660)
!660 = !{!169, !168, !31, !654}
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !662, file: !626, line: 109)
!662 = !DISubprogram(name: "fopen", scope: !629, file: !629, line: 258, type: !663, flags: DIFlagPrototyped, spFlags: 0)
!663 = !DISubroutineType(types: !664)
!664 = !{!637, !98, !98}
!665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !666, file: !626, line: 110)
!666 = !DISubprogram(name: "fprintf", scope: !629, file: !629, line: 350, type: !667, flags: DIFlagPrototyped, spFlags: 0)
!667 = !DISubroutineType(types: !668)
!668 = !{!31, !654, !98, null}
!669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !670, file: !626, line: 111)
!670 = !DISubprogram(name: "fputc", scope: !629, file: !629, line: 549, type: !671, flags: DIFlagPrototyped, spFlags: 0)
!671 = !DISubroutineType(types: !672)
!672 = !{!31, !31, !637}
!673 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !674, file: !626, line: 112)
!674 = !DISubprogram(name: "fputs", scope: !629, file: !629, line: 655, type: !675, flags: DIFlagPrototyped, spFlags: 0)
!675 = !DISubroutineType(types: !676)
!676 = !{!31, !98, !654}
!677 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !678, file: !626, line: 113)
!678 = !DISubprogram(name: "fread", scope: !629, file: !629, line: 675, type: !679, flags: DIFlagPrototyped, spFlags: 0)
!679 = !DISubroutineType(types: !680)
!680 = !{!95, !681, !95, !95, !654}
!681 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !683, file: !626, line: 114)
!683 = !DISubprogram(name: "freopen", scope: !629, file: !629, line: 265, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!684 = !DISubroutineType(types: !685)
!685 = !{!637, !98, !98, !654}
!686 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !687, file: !626, line: 115)
!687 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !629, file: !629, line: 434, type: !667, flags: DIFlagPrototyped, spFlags: 0)
!688 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !689, file: !626, line: 116)
!689 = !DISubprogram(name: "fseek", scope: !629, file: !629, line: 713, type: !690, flags: DIFlagPrototyped, spFlags: 0)
!690 = !DISubroutineType(types: !691)
!691 = !{!31, !637, !236, !31}
!692 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !693, file: !626, line: 117)
!693 = !DISubprogram(name: "fsetpos", scope: !629, file: !629, line: 765, type: !694, flags: DIFlagPrototyped, spFlags: 0)
!694 = !DISubroutineType(types: !695)
!695 = !{!31, !637, !696}
!696 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !697, size: 64)
!697 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !628)
!698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !699, file: !626, line: 118)
!699 = !DISubprogram(name: "ftell", scope: !629, file: !629, line: 718, type: !700, flags: DIFlagPrototyped, spFlags: 0)
!700 = !DISubroutineType(types: !701)
!701 = !{!236, !637}
!702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !703, file: !626, line: 119)
!703 = !DISubprogram(name: "fwrite", scope: !629, file: !629, line: 681, type: !704, flags: DIFlagPrototyped, spFlags: 0)
!704 = !DISubroutineType(types: !705)
!705 = !{!95, !706, !95, !95, !654}
!706 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !486)
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !708, file: !626, line: 120)
!708 = !DISubprogram(name: "getc", scope: !629, file: !629, line: 514, type: !640, flags: DIFlagPrototyped, spFlags: 0)
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !710, file: !626, line: 121)
!710 = !DISubprogram(name: "getchar", scope: !629, file: !629, line: 520, type: !542, flags: DIFlagPrototyped, spFlags: 0)
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !712, file: !626, line: 126)
!712 = !DISubprogram(name: "perror", scope: !629, file: !629, line: 804, type: !713, flags: DIFlagPrototyped, spFlags: 0)
!713 = !DISubroutineType(types: !714)
!714 = !{null, !99}
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !716, file: !626, line: 127)
!716 = !DISubprogram(name: "printf", scope: !629, file: !629, line: 356, type: !717, flags: DIFlagPrototyped, spFlags: 0)
!717 = !DISubroutineType(types: !718)
!718 = !{!31, !98, null}
!719 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !720, file: !626, line: 128)
!720 = !DISubprogram(name: "putc", scope: !629, file: !629, line: 550, type: !671, flags: DIFlagPrototyped, spFlags: 0)
!721 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !722, file: !626, line: 129)
!722 = !DISubprogram(name: "putchar", scope: !629, file: !629, line: 556, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!723 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !724, file: !626, line: 130)
!724 = !DISubprogram(name: "puts", scope: !629, file: !629, line: 661, type: !476, flags: DIFlagPrototyped, spFlags: 0)
!725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !726, file: !626, line: 131)
!726 = !DISubprogram(name: "remove", scope: !629, file: !629, line: 152, type: !476, flags: DIFlagPrototyped, spFlags: 0)
!727 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !728, file: !626, line: 132)
!728 = !DISubprogram(name: "rename", scope: !629, file: !629, line: 154, type: !729, flags: DIFlagPrototyped, spFlags: 0)
!729 = !DISubroutineType(types: !730)
!730 = !{!31, !99, !99}
!731 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !732, file: !626, line: 133)
!732 = !DISubprogram(name: "rewind", scope: !629, file: !629, line: 723, type: !635, flags: DIFlagPrototyped, spFlags: 0)
!733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !734, file: !626, line: 134)
!734 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !629, file: !629, line: 437, type: !717, flags: DIFlagPrototyped, spFlags: 0)
!735 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !736, file: !626, line: 135)
!736 = !DISubprogram(name: "setbuf", scope: !629, file: !629, line: 328, type: !737, flags: DIFlagPrototyped, spFlags: 0)
!737 = !DISubroutineType(types: !738)
!738 = !{null, !654, !168}
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !740, file: !626, line: 136)
!740 = !DISubprogram(name: "setvbuf", scope: !629, file: !629, line: 332, type: !741, flags: DIFlagPrototyped, spFlags: 0)
!741 = !DISubroutineType(types: !742)
!742 = !{!31, !654, !168, !31, !95}
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !744, file: !626, line: 137)
!744 = !DISubprogram(name: "sprintf", scope: !629, file: !629, line: 358, type: !745, flags: DIFlagPrototyped, spFlags: 0)
!745 = !DISubroutineType(types: !746)
!746 = !{!31, !168, !98, null}
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !748, file: !626, line: 138)
!748 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !629, file: !629, line: 439, type: !749, flags: DIFlagPrototyped, spFlags: 0)
!749 = !DISubroutineType(types: !750)
!750 = !{!31, !98, !98, null}
!751 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !752, file: !626, line: 139)
!752 = !DISubprogram(name: "tmpfile", scope: !629, file: !629, line: 188, type: !753, flags: DIFlagPrototyped, spFlags: 0)
!753 = !DISubroutineType(types: !754)
!754 = !{!637}
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !756, file: !626, line: 141)
!756 = !DISubprogram(name: "tmpnam", scope: !629, file: !629, line: 205, type: !757, flags: DIFlagPrototyped, spFlags: 0)
!757 = !DISubroutineType(types: !758)
!758 = !{!169, !169}
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !760, file: !626, line: 143)
!760 = !DISubprogram(name: "ungetc", scope: !629, file: !629, line: 668, type: !671, flags: DIFlagPrototyped, spFlags: 0)
!761 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !762, file: !626, line: 144)
!762 = !DISubprogram(name: "vfprintf", scope: !629, file: !629, line: 365, type: !763, flags: DIFlagPrototyped, spFlags: 0)
!763 = !DISubroutineType(types: !764)
!764 = !{!31, !654, !98, !140}
!765 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !766, file: !626, line: 145)
!766 = !DISubprogram(name: "vprintf", scope: !629, file: !629, line: 371, type: !767, flags: DIFlagPrototyped, spFlags: 0)
!767 = !DISubroutineType(types: !768)
!768 = !{!31, !98, !140}
!769 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !770, file: !626, line: 146)
!770 = !DISubprogram(name: "vsprintf", scope: !629, file: !629, line: 373, type: !771, flags: DIFlagPrototyped, spFlags: 0)
!771 = !DISubroutineType(types: !772)
!772 = !{!31, !168, !98, !140}
!773 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !774, file: !626, line: 175)
!774 = !DISubprogram(name: "snprintf", scope: !629, file: !629, line: 378, type: !775, flags: DIFlagPrototyped, spFlags: 0)
!775 = !DISubroutineType(types: !776)
!776 = !{!31, !168, !95, !98, null}
!777 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !778, file: !626, line: 176)
!778 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !629, file: !629, line: 479, type: !763, flags: DIFlagPrototyped, spFlags: 0)
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !780, file: !626, line: 177)
!780 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !629, file: !629, line: 484, type: !767, flags: DIFlagPrototyped, spFlags: 0)
!781 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !782, file: !626, line: 178)
!782 = !DISubprogram(name: "vsnprintf", scope: !629, file: !629, line: 382, type: !783, flags: DIFlagPrototyped, spFlags: 0)
!783 = !DISubroutineType(types: !784)
!784 = !{!31, !168, !95, !98, !140}
!785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !284, entity: !786, file: !626, line: 179)
!786 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !629, file: !629, line: 487, type: !787, flags: DIFlagPrototyped, spFlags: 0)
!787 = !DISubroutineType(types: !788)
!788 = !{!31, !98, !98, !140}
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !774, file: !626, line: 185)
!790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !778, file: !626, line: 186)
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !780, file: !626, line: 187)
!792 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !782, file: !626, line: 188)
!793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !786, file: !626, line: 189)
!794 = !{i32 7, !"Dwarf Version", i32 5}
!795 = !{i32 2, !"Debug Info Version", i32 3}
!796 = !{i32 1, !"wchar_size", i32 4}
!797 = !{i32 8, !"PIC Level", i32 2}
!798 = !{i32 7, !"PIE Level", i32 2}
!799 = !{i32 7, !"uwtable", i32 2}
!800 = !{i32 7, !"frame-pointer", i32 2}
!801 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!802 = distinct !DISubprogram(name: "may_throw", linkageName: "_Z9may_throwi", scope: !2, file: !2, line: 2, type: !408, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !803)
!803 = !{}
!804 = !DILocalVariable(name: "x", arg: 1, scope: !802, file: !2, line: 2, type: !31)
!805 = !DILocation(line: 2, column: 19, scope: !802)
!806 = !DILocation(line: 2, column: 28, scope: !807)
!807 = distinct !DILexicalBlock(scope: !802, file: !2, line: 2, column: 28)
!808 = !DILocation(line: 2, column: 30, scope: !807)
!809 = !DILocation(line: 2, column: 28, scope: !802)
!810 = !DILocation(line: 2, column: 35, scope: !807)
!811 = !DILocation(line: 2, column: 41, scope: !807)
!812 = !DILocation(line: 2, column: 82, scope: !807)
!813 = !DILocation(line: 2, column: 75, scope: !802)
!814 = !DILocation(line: 2, column: 77, scope: !802)
!815 = !DILocation(line: 2, column: 68, scope: !802)
!816 = distinct !DISubprogram(name: "guarded", linkageName: "_Z7guardedi", scope: !2, file: !2, line: 3, type: !408, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !803)
!817 = !DILocalVariable(name: "x", arg: 1, scope: !816, file: !2, line: 3, type: !31)
!818 = !DILocation(line: 3, column: 17, scope: !816)
!819 = !DILocation(line: 4, column: 26, scope: !820)
!820 = distinct !DILexicalBlock(scope: !816, file: !2, line: 4, column: 7)
!821 = !DILocation(line: 4, column: 16, scope: !820)
!822 = !DILocation(line: 4, column: 9, scope: !820)
!823 = !DILocation(line: 5, column: 1, scope: !820)
!824 = !DILocation(line: 4, column: 30, scope: !820)
!825 = !DILocalVariable(scope: !816, file: !2, line: 4, type: !826)
!826 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !827, size: 64)
!827 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!828 = !DILocation(line: 4, column: 65, scope: !816)
!829 = !DILocation(line: 4, column: 107, scope: !830)
!830 = distinct !DILexicalBlock(scope: !816, file: !2, line: 4, column: 94)
!831 = !DILocation(line: 4, column: 69, scope: !832)
!832 = distinct !DILexicalBlock(scope: !816, file: !2, line: 4, column: 67)
!833 = !DILocation(line: 4, column: 80, scope: !832)
!834 = !DILocation(line: 4, column: 96, scope: !830)
!835 = !DILocation(line: 5, column: 1, scope: !816)
!836 = distinct !DISubprogram(name: "cleanup", linkageName: "_Z7cleanupiPi", scope: !2, file: !2, line: 7, type: !837, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !803)
!837 = !DISubroutineType(types: !838)
!838 = !{!31, !31, !839}
!839 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!840 = !DILocalVariable(name: "x", arg: 1, scope: !836, file: !2, line: 7, type: !31)
!841 = !DILocation(line: 7, column: 17, scope: !836)
!842 = !DILocalVariable(name: "c", arg: 2, scope: !836, file: !2, line: 7, type: !839)
!843 = !DILocation(line: 7, column: 25, scope: !836)
!844 = !DILocalVariable(name: "g", scope: !836, file: !2, line: 7, type: !845)
!845 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", file: !2, line: 6, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !846, identifier: "_ZTS5Guard")
!846 = !{!847, !848}
!847 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !845, file: !2, line: 6, baseType: !839, size: 64)
!848 = !DISubprogram(name: "~Guard", scope: !845, file: !2, line: 6, type: !849, scopeLine: 6, flags: DIFlagPrototyped, spFlags: 0)
!849 = !DISubroutineType(types: !850)
!850 = !{null, !851}
!851 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !845, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!852 = !DILocation(line: 7, column: 36, scope: !836)
!853 = !DILocation(line: 7, column: 37, scope: !836)
!854 = !DILocation(line: 7, column: 38, scope: !836)
!855 = !DILocation(line: 7, column: 59, scope: !836)
!856 = !DILocation(line: 7, column: 49, scope: !836)
!857 = !DILocation(line: 7, column: 63, scope: !836)
!858 = distinct !DISubprogram(name: "~Guard", linkageName: "_ZN5GuardD2Ev", scope: !845, file: !2, line: 6, type: !849, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, declaration: !848, retainedNodes: !803)
!859 = !DILocalVariable(name: "this", arg: 1, scope: !858, type: !860, flags: DIFlagArtificial | DIFlagObjectPointer)
!860 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !845, size: 64)
!861 = !DILocation(line: 0, scope: !858)
!862 = !DILocation(line: 6, column: 38, scope: !863)
!863 = distinct !DILexicalBlock(scope: !858, file: !2, line: 6, column: 33)
!864 = !DILocation(line: 6, column: 35, scope: !863)
!865 = !DILocation(line: 6, column: 41, scope: !858)
