; ModuleID = 'roundtrip/csrc/cpp_virtual.cpp'
source_filename = "roundtrip/csrc/cpp_virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Derived = type <{ %struct.Base, i32, [4 x i8] }>
%struct.Base = type { ptr }

$_Z5twiceIiET_S0_ = comdat any

$_Z5twiceIdET_S0_ = comdat any

$_ZN7DerivedC2Ei = comdat any

$_ZN4Base1gEv = comdat any

$_ZN7DerivedD2Ev = comdat any

$_ZN2ns7counterEv = comdat any

$_ZN4BaseC2Ev = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZNK7Derived1fEi = comdat any

$_ZTV7Derived = comdat any

$_ZTS7Derived = comdat any

$_ZTI7Derived = comdat any

$_ZZN2ns7counterEvE1c = comdat any

@_ZTV4Base = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD1Ev, ptr @_ZN4BaseD0Ev, ptr @__cxa_pure_virtual, ptr @_ZN4Base1gEv] }, align 8
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = dso_local constant [6 x i8] c"4Base\00", align 1
@_ZTI4Base = dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, align 8
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN7DerivedD2Ev, ptr @_ZN7DerivedD0Ev, ptr @_ZNK7Derived1fEi, ptr @_ZN4Base1gEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 8
@_ZZN2ns7counterEvE1c = linkonce_odr dso_local global i32 0, comdat, align 4, !dbg !0

@_ZN4BaseD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN4BaseD2Ev

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !18 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !37, !DIExpression(), !39)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !40
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !41 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !42, !DIExpression(), !43)
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #4, !dbg !44
  unreachable, !dbg !44
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z3useRK4Base(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 !dbg !45 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !49, !DIExpression(), !50)
  %3 = load ptr, ptr %2, align 8, !dbg !51
  %4 = load ptr, ptr %3, align 8, !dbg !52
  %5 = getelementptr inbounds ptr, ptr %4, i64 2, !dbg !52
  %6 = load ptr, ptr %5, align 8, !dbg !52
  %7 = call noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(8) %3, i32 noundef 3), !dbg !52
  %8 = call noundef i32 @_Z5twiceIiET_S0_(i32 noundef 4), !dbg !53
  %9 = add nsw i32 %7, %8, !dbg !54
  %10 = call noundef double @_Z5twiceIdET_S0_(double noundef 2.500000e+00), !dbg !55
  %11 = fptosi double %10 to i32, !dbg !55
  %12 = add nsw i32 %9, %11, !dbg !56
  ret i32 %12, !dbg !57
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z5twiceIiET_S0_(i32 noundef %0) #0 comdat !dbg !58 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !63, !DIExpression(), !64)
  %3 = load i32, ptr %2, align 4, !dbg !65
  %4 = load i32, ptr %2, align 4, !dbg !66
  %5 = add nsw i32 %3, %4, !dbg !67
  ret i32 %5, !dbg !68
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z5twiceIdET_S0_(double noundef %0) #0 comdat !dbg !69 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !75, !DIExpression(), !76)
  %3 = load double, ptr %2, align 8, !dbg !77
  %4 = load double, ptr %2, align 8, !dbg !78
  %5 = fadd double %3, %4, !dbg !79
  ret double %5, !dbg !80
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z12make_and_usei(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 !dbg !81 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Derived, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !82, !DIExpression(), !83)
    #dbg_declare(ptr %3, !84, !DIExpression(), !98)
  %6 = load i32, ptr %2, align 4, !dbg !99
  call void @_ZN7DerivedC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %3, i32 noundef %6), !dbg !98
  %7 = invoke noundef i32 @_Z3useRK4Base(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %8 unwind label %12, !dbg !100

8:                                                ; preds = %1
  %9 = invoke noundef i32 @_ZN4Base1gEv(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %10 unwind label %12, !dbg !101

10:                                               ; preds = %8
  %11 = add nsw i32 %7, %9, !dbg !102
  call void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #5, !dbg !103
  ret i32 %11, !dbg !103

12:                                               ; preds = %8, %1
  %13 = landingpad { ptr, i32 }
          cleanup, !dbg !103
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !103
  store ptr %14, ptr %4, align 8, !dbg !103
  %15 = extractvalue { ptr, i32 } %13, 1, !dbg !103
  store i32 %15, ptr %5, align 4, !dbg !103
  call void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #5, !dbg !103
  br label %16, !dbg !103

16:                                               ; preds = %12
  %17 = load ptr, ptr %4, align 8, !dbg !103
  %18 = load i32, ptr %5, align 4, !dbg !103
  %19 = insertvalue { ptr, i32 } poison, ptr %17, 0, !dbg !103
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1, !dbg !103
  resume { ptr, i32 } %20, !dbg !103
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !104 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !105, !DIExpression(), !107)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !108, !DIExpression(), !109)
  %5 = load ptr, ptr %3, align 8
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #5, !dbg !110
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV7Derived, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !111
  %6 = getelementptr inbounds %struct.Derived, ptr %5, i32 0, i32 1, !dbg !112
  %7 = load i32, ptr %4, align 4, !dbg !113
  store i32 %7, ptr %6, align 8, !dbg !112
  ret void, !dbg !114
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Base1gEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !115 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !116, !DIExpression(), !117)
  %3 = load ptr, ptr %2, align 8
  ret i32 1, !dbg !118
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !119 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !123, !DIExpression(), !124)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #5, !dbg !125
  ret void, !dbg !127
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z4tickv() #2 !dbg !128 {
  %1 = call noundef i32 @_ZN2ns7counterEv(), !dbg !129
  ret i32 %1, !dbg !130
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN2ns7counterEv() #0 comdat !dbg !2 {
  %1 = load i32, ptr @_ZZN2ns7counterEvE1c, align 4, !dbg !131
  %2 = add nsw i32 %1, 1, !dbg !131
  store i32 %2, ptr @_ZZN2ns7counterEvE1c, align 4, !dbg !131
  ret i32 %2, !dbg !132
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !133 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !135, !DIExpression(), !136)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !137
  ret void, !dbg !137
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !138 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !139, !DIExpression(), !140)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #5, !dbg !141
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #6, !dbg !141
  ret void, !dbg !141
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Derived1fEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !142 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !143, !DIExpression(), !145)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !146, !DIExpression(), !147)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !148
  %7 = getelementptr inbounds %struct.Derived, ptr %5, i32 0, i32 1, !dbg !149
  %8 = load i32, ptr %7, align 8, !dbg !149
  %9 = add nsw i32 %6, %8, !dbg !150
  ret i32 %9, !dbg !151
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #3

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }
attributes #6 = { builtin nounwind }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "_ZN2ns7counterEv", scope: !4, file: !3, line: 7, type: !5, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8)
!3 = !DIFile(filename: "roundtrip/csrc/cpp_virtual.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "4df5d01fc42307b0c3c861f06d50e6ce")
!4 = !DINamespace(name: "ns", scope: null)
!5 = !DISubroutineType(types: !6)
!6 = !{!7}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !6, globals: !9, splitDebugInlining: false, nameTableKind: None)
!9 = !{!0}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !19, file: !3, line: 3, type: !25, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, declaration: !24, retainedNodes: !36)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 1, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !20, vtableHolder: !19)
!20 = !{!21, !24, !28, !33}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !22, size: 64, flags: DIFlagArtificial)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !5, size: 64)
!24 = !DISubprogram(name: "~Base", scope: !19, file: !3, line: 1, type: !25, scopeLine: 1, containingType: !19, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!28 = !DISubprogram(name: "f", linkageName: "_ZNK4Base1fEi", scope: !19, file: !3, line: 1, type: !29, scopeLine: 1, containingType: !19, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!29 = !DISubroutineType(types: !30)
!30 = !{!7, !31, !7}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!33 = !DISubprogram(name: "g", linkageName: "_ZN4Base1gEv", scope: !19, file: !3, line: 1, type: !34, scopeLine: 1, containingType: !19, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!34 = !DISubroutineType(types: !35)
!35 = !{!7, !27}
!36 = !{}
!37 = !DILocalVariable(name: "this", arg: 1, scope: !18, type: !38, flags: DIFlagArtificial | DIFlagObjectPointer)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!39 = !DILocation(line: 0, scope: !18)
!40 = !DILocation(line: 3, column: 16, scope: !18)
!41 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !19, file: !3, line: 3, type: !25, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, declaration: !24, retainedNodes: !36)
!42 = !DILocalVariable(name: "this", arg: 1, scope: !41, type: !38, flags: DIFlagArtificial | DIFlagObjectPointer)
!43 = !DILocation(line: 0, scope: !41)
!44 = !DILocation(line: 3, column: 15, scope: !41)
!45 = distinct !DISubprogram(name: "use", linkageName: "_Z3useRK4Base", scope: !3, file: !3, line: 5, type: !46, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !36)
!46 = !DISubroutineType(types: !47)
!47 = !{!7, !48}
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !32, size: 64)
!49 = !DILocalVariable(name: "b", arg: 1, scope: !45, file: !3, line: 5, type: !48)
!50 = !DILocation(line: 5, column: 21, scope: !45)
!51 = !DILocation(line: 5, column: 33, scope: !45)
!52 = !DILocation(line: 5, column: 35, scope: !45)
!53 = !DILocation(line: 5, column: 42, scope: !45)
!54 = !DILocation(line: 5, column: 40, scope: !45)
!55 = !DILocation(line: 5, column: 58, scope: !45)
!56 = !DILocation(line: 5, column: 51, scope: !45)
!57 = !DILocation(line: 5, column: 26, scope: !45)
!58 = distinct !DISubprogram(name: "twice<int>", linkageName: "_Z5twiceIiET_S0_", scope: !3, file: !3, line: 4, type: !59, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, templateParams: !61, retainedNodes: !36)
!59 = !DISubroutineType(types: !60)
!60 = !{!7, !7}
!61 = !{!62}
!62 = !DITemplateTypeParameter(name: "T", type: !7)
!63 = !DILocalVariable(name: "x", arg: 1, scope: !58, file: !3, line: 4, type: !7)
!64 = !DILocation(line: 4, column: 33, scope: !58)
!65 = !DILocation(line: 4, column: 45, scope: !58)
!66 = !DILocation(line: 4, column: 49, scope: !58)
!67 = !DILocation(line: 4, column: 47, scope: !58)
!68 = !DILocation(line: 4, column: 38, scope: !58)
!69 = distinct !DISubprogram(name: "twice<double>", linkageName: "_Z5twiceIdET_S0_", scope: !3, file: !3, line: 4, type: !70, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, templateParams: !73, retainedNodes: !36)
!70 = !DISubroutineType(types: !71)
!71 = !{!72, !72}
!72 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!73 = !{!74}
!74 = !DITemplateTypeParameter(name: "T", type: !72)
!75 = !DILocalVariable(name: "x", arg: 1, scope: !69, file: !3, line: 4, type: !72)
!76 = !DILocation(line: 4, column: 33, scope: !69)
!77 = !DILocation(line: 4, column: 45, scope: !69)
!78 = !DILocation(line: 4, column: 49, scope: !69)
!79 = !DILocation(line: 4, column: 47, scope: !69)
!80 = !DILocation(line: 4, column: 38, scope: !69)
!81 = distinct !DISubprogram(name: "make_and_use", linkageName: "_Z12make_and_usei", scope: !3, file: !3, line: 6, type: !59, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !36)
!82 = !DILocalVariable(name: "k", arg: 1, scope: !81, file: !3, line: 6, type: !7)
!83 = !DILocation(line: 6, column: 22, scope: !81)
!84 = !DILocalVariable(name: "d", scope: !81, file: !3, line: 6, type: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Derived", file: !3, line: 2, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !86, vtableHolder: !19, identifier: "_ZTS7Derived")
!86 = !{!87, !88, !89, !93}
!87 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !85, baseType: !19, extraData: i32 0)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !85, file: !3, line: 2, baseType: !7, size: 32, offset: 64)
!89 = !DISubprogram(name: "Derived", scope: !85, file: !3, line: 2, type: !90, scopeLine: 2, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !92, !7}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!93 = !DISubprogram(name: "f", linkageName: "_ZNK7Derived1fEi", scope: !85, file: !3, line: 2, type: !94, scopeLine: 2, containingType: !85, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!94 = !DISubroutineType(types: !95)
!95 = !{!7, !96, !7}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!98 = !DILocation(line: 6, column: 35, scope: !81)
!99 = !DILocation(line: 6, column: 37, scope: !81)
!100 = !DILocation(line: 6, column: 48, scope: !81)
!101 = !DILocation(line: 6, column: 59, scope: !81)
!102 = !DILocation(line: 6, column: 55, scope: !81)
!103 = !DILocation(line: 6, column: 64, scope: !81)
!104 = distinct !DISubprogram(name: "Derived", linkageName: "_ZN7DerivedC2Ei", scope: !85, file: !3, line: 2, type: !90, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, declaration: !89, retainedNodes: !36)
!105 = !DILocalVariable(name: "this", arg: 1, scope: !104, type: !106, flags: DIFlagArtificial | DIFlagObjectPointer)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!107 = !DILocation(line: 0, scope: !104)
!108 = !DILocalVariable(name: "k", arg: 2, scope: !104, file: !3, line: 2, type: !7)
!109 = !DILocation(line: 2, column: 53, scope: !104)
!110 = !DILocation(line: 2, column: 41, scope: !104)
!111 = !DILocation(line: 2, column: 63, scope: !104)
!112 = !DILocation(line: 2, column: 58, scope: !104)
!113 = !DILocation(line: 2, column: 60, scope: !104)
!114 = !DILocation(line: 2, column: 64, scope: !104)
!115 = distinct !DISubprogram(name: "g", linkageName: "_ZN4Base1gEv", scope: !19, file: !3, line: 1, type: !34, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, declaration: !33, retainedNodes: !36)
!116 = !DILocalVariable(name: "this", arg: 1, scope: !115, type: !38, flags: DIFlagArtificial | DIFlagObjectPointer)
!117 = !DILocation(line: 0, scope: !115)
!118 = !DILocation(line: 1, column: 80, scope: !115)
!119 = distinct !DISubprogram(name: "~Derived", linkageName: "_ZN7DerivedD2Ev", scope: !85, file: !3, line: 2, type: !120, scopeLine: 2, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, declaration: !122, retainedNodes: !36)
!120 = !DISubroutineType(types: !121)
!121 = !{null, !92}
!122 = !DISubprogram(name: "~Derived", scope: !85, type: !120, containingType: !85, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!123 = !DILocalVariable(name: "this", arg: 1, scope: !119, type: !106, flags: DIFlagArtificial | DIFlagObjectPointer)
!124 = !DILocation(line: 0, scope: !119)
!125 = !DILocation(line: 2, column: 8, scope: !126)
!126 = distinct !DILexicalBlock(scope: !119, file: !3, line: 2, column: 8)
!127 = !DILocation(line: 2, column: 8, scope: !119)
!128 = distinct !DISubprogram(name: "tick", linkageName: "_Z4tickv", scope: !3, file: !3, line: 8, type: !5, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8)
!129 = !DILocation(line: 8, column: 21, scope: !128)
!130 = !DILocation(line: 8, column: 14, scope: !128)
!131 = !DILocation(line: 7, column: 60, scope: !2)
!132 = !DILocation(line: 7, column: 53, scope: !2)
!133 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !19, file: !3, line: 1, type: !25, scopeLine: 1, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, declaration: !134, retainedNodes: !36)
!134 = !DISubprogram(name: "Base", scope: !19, type: !25, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!135 = !DILocalVariable(name: "this", arg: 1, scope: !133, type: !38, flags: DIFlagArtificial | DIFlagObjectPointer)
!136 = !DILocation(line: 0, scope: !133)
!137 = !DILocation(line: 1, column: 8, scope: !133)
!138 = distinct !DISubprogram(name: "~Derived", linkageName: "_ZN7DerivedD0Ev", scope: !85, file: !3, line: 2, type: !120, scopeLine: 2, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, declaration: !122, retainedNodes: !36)
!139 = !DILocalVariable(name: "this", arg: 1, scope: !138, type: !106, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = !DILocation(line: 0, scope: !138)
!141 = !DILocation(line: 2, column: 8, scope: !138)
!142 = distinct !DISubprogram(name: "f", linkageName: "_ZNK7Derived1fEi", scope: !85, file: !3, line: 2, type: !94, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, declaration: !93, retainedNodes: !36)
!143 = !DILocalVariable(name: "this", arg: 1, scope: !142, type: !144, flags: DIFlagArtificial | DIFlagObjectPointer)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!145 = !DILocation(line: 0, scope: !142)
!146 = !DILocalVariable(name: "x", arg: 2, scope: !142, file: !3, line: 2, type: !7)
!147 = !DILocation(line: 2, column: 76, scope: !142)
!148 = !DILocation(line: 2, column: 103, scope: !142)
!149 = !DILocation(line: 2, column: 107, scope: !142)
!150 = !DILocation(line: 2, column: 105, scope: !142)
!151 = !DILocation(line: 2, column: 96, scope: !142)
