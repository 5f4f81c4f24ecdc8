; ModuleID = 'roundtrip/csrc/misc.c'
source_filename = "roundtrip/csrc/misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !0
@computed.tab = internal global [3 x ptr] [ptr blockaddress(@computed, %9), ptr blockaddress(@computed, %10), ptr blockaddress(@computed, %11)], align 16, !dbg !9

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @getb(ptr noundef %0) #0 !dbg !54 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !65, !DIExpression(), !66)
  %3 = load ptr, ptr %2, align 8, !dbg !67
  %4 = load i64, ptr %3, align 8, !dbg !68
  %5 = and i64 %4, 7, !dbg !68
  %6 = trunc i64 %5 to i32, !dbg !68
  %7 = load ptr, ptr %2, align 8, !dbg !69
  %8 = load i64, ptr %7, align 8, !dbg !70
  %9 = lshr i64 %8, 3, !dbg !70
  %10 = and i64 %9, 31, !dbg !70
  %11 = trunc i64 %10 to i32, !dbg !70
  %12 = add nsw i32 %6, %11, !dbg !71
  %13 = load ptr, ptr %2, align 8, !dbg !72
  %14 = load i64, ptr %13, align 8, !dbg !73
  %15 = shl i64 %14, 49, !dbg !73
  %16 = ashr i64 %15, 57, !dbg !73
  %17 = trunc i64 %16 to i32, !dbg !73
  %18 = add nsw i32 %12, %17, !dbg !74
  %19 = load ptr, ptr %2, align 8, !dbg !75
  %20 = load i64, ptr %19, align 8, !dbg !76
  %21 = lshr i64 %20, 15, !dbg !76
  %22 = and i64 %21, 1099511627775, !dbg !76
  %23 = trunc i64 %22 to i32, !dbg !77
  %24 = add nsw i32 %18, %23, !dbg !78
  ret i32 %24, !dbg !79
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setb(ptr noundef %0, i32 noundef %1) #0 !dbg !80 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !83, !DIExpression(), !84)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !85, !DIExpression(), !86)
  %5 = load i32, ptr %4, align 4, !dbg !87
  %6 = load ptr, ptr %3, align 8, !dbg !88
  %7 = zext i32 %5 to i64, !dbg !89
  %8 = load i64, ptr %6, align 8, !dbg !89
  %9 = and i64 %7, 31, !dbg !89
  %10 = shl i64 %9, 3, !dbg !89
  %11 = and i64 %8, -249, !dbg !89
  %12 = or i64 %11, %10, !dbg !89
  store i64 %12, ptr %6, align 8, !dbg !89
  %13 = trunc i64 %9 to i32, !dbg !89
  %14 = load i32, ptr %4, align 4, !dbg !90
  %15 = sext i32 %14 to i64, !dbg !91
  %16 = shl i64 %15, 20, !dbg !92
  %17 = load ptr, ptr %3, align 8, !dbg !93
  %18 = load i64, ptr %17, align 8, !dbg !94
  %19 = and i64 %16, 1099511627775, !dbg !94
  %20 = shl i64 %19, 15, !dbg !94
  %21 = and i64 %18, -36028797018931201, !dbg !94
  %22 = or i64 %21, %20, !dbg !94
  store i64 %22, ptr %17, align 8, !dbg !94
  ret void, !dbg !95
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vla(i32 noundef %0) #0 !dbg !96 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !97, !DIExpression(), !98)
  %6 = load i32, ptr %2, align 4, !dbg !99
  %7 = zext i32 %6 to i64, !dbg !100
  %8 = call ptr @llvm.stacksave.p0(), !dbg !100
  store ptr %8, ptr %3, align 8, !dbg !100
  %9 = alloca i32, i64 %7, align 16, !dbg !100
  store i64 %7, ptr %4, align 8, !dbg !100
    #dbg_declare(ptr %4, !101, !DIExpression(), !102)
    #dbg_declare(ptr %9, !103, !DIExpression(), !107)
    #dbg_declare(ptr %5, !108, !DIExpression(), !110)
  store i32 0, ptr %5, align 4, !dbg !110
  br label %10, !dbg !111

10:                                               ; preds = %21, %1
  %11 = load i32, ptr %5, align 4, !dbg !112
  %12 = load i32, ptr %2, align 4, !dbg !114
  %13 = icmp slt i32 %11, %12, !dbg !115
  br i1 %13, label %14, label %24, !dbg !116

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4, !dbg !117
  %16 = load i32, ptr %5, align 4, !dbg !118
  %17 = mul nsw i32 %15, %16, !dbg !119
  %18 = load i32, ptr %5, align 4, !dbg !120
  %19 = sext i32 %18 to i64, !dbg !121
  %20 = getelementptr inbounds i32, ptr %9, i64 %19, !dbg !121
  store i32 %17, ptr %20, align 4, !dbg !122
  br label %21, !dbg !121

21:                                               ; preds = %14
  %22 = load i32, ptr %5, align 4, !dbg !123
  %23 = add nsw i32 %22, 1, !dbg !123
  store i32 %23, ptr %5, align 4, !dbg !123
  br label %10, !dbg !124, !llvm.loop !125

24:                                               ; preds = %10
  %25 = load i32, ptr %2, align 4, !dbg !128
  %26 = sdiv i32 %25, 2, !dbg !129
  %27 = sext i32 %26 to i64, !dbg !130
  %28 = getelementptr inbounds i32, ptr %9, i64 %27, !dbg !130
  %29 = load i32, ptr %28, align 4, !dbg !130
  %30 = load ptr, ptr %3, align 8, !dbg !131
  call void @llvm.stackrestore.p0(ptr %30), !dbg !131
  ret i32 %29, !dbg !131
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 !dbg !132 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
    #dbg_declare(ptr %6, !136, !DIExpression(), !137)
    #dbg_declare(ptr %7, !138, !DIExpression(), !139)
  %12 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0, !dbg !140
  %13 = load double, ptr %12, align 8, !dbg !140
  %14 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1, !dbg !140
  %15 = load double, ptr %14, align 8, !dbg !140
  %16 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0, !dbg !141
  %17 = load double, ptr %16, align 8, !dbg !141
  %18 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1, !dbg !141
  %19 = load double, ptr %18, align 8, !dbg !141
  %20 = fmul double %13, %17, !dbg !142
  %21 = fmul double %15, %19, !dbg !142
  %22 = fmul double %13, %19, !dbg !142
  %23 = fmul double %15, %17, !dbg !142
  %24 = fsub double %20, %21, !dbg !142
  %25 = fadd double %22, %23, !dbg !142
  %26 = fcmp uno double %24, %24, !dbg !142
  br i1 %26, label %27, label %33, !dbg !142, !prof !143

27:                                               ; preds = %4
  %28 = fcmp uno double %25, %25, !dbg !142
  br i1 %28, label %29, label %33, !dbg !142, !prof !143

29:                                               ; preds = %27
  %30 = call { double, double } @__muldc3(double noundef %13, double noundef %15, double noundef %17, double noundef %19) #5, !dbg !142
  %31 = extractvalue { double, double } %30, 0, !dbg !142
  %32 = extractvalue { double, double } %30, 1, !dbg !142
  br label %33, !dbg !142

33:                                               ; preds = %29, %27, %4
  %34 = phi double [ %24, %4 ], [ %24, %27 ], [ %31, %29 ], !dbg !142
  %35 = phi double [ %25, %4 ], [ %25, %27 ], [ %32, %29 ], !dbg !142
  %36 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0, !dbg !144
  %37 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1, !dbg !144
  store double %34, ptr %36, align 8, !dbg !144
  store double %35, ptr %37, align 8, !dbg !144
  %38 = load { double, double }, ptr %5, align 8, !dbg !144
  ret { double, double } %38, !dbg !144
}

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @try_jump(i32 noundef %0) #0 !dbg !145 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !146, !DIExpression(), !147)
  %4 = call i32 @_setjmp(ptr noundef @env) #6, !dbg !148
  %5 = icmp ne i32 %4, 0, !dbg !148
  br i1 %5, label %6, label %7, !dbg !150

6:                                                ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !151
  br label %13, !dbg !151

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4, !dbg !152
  %9 = icmp slt i32 %8, 0, !dbg !154
  br i1 %9, label %10, label %11, !dbg !155

10:                                               ; preds = %7
  call void @longjmp(ptr noundef @env, i32 noundef 1) #7, !dbg !156
  unreachable, !dbg !156

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !157
  store i32 %12, ptr %2, align 4, !dbg !158
  br label %13, !dbg !158

13:                                               ; preds = %11, %6
  %14 = load i32, ptr %2, align 4, !dbg !159
  ret i32 %14, !dbg !159
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @asm_add(i32 noundef %0, i32 noundef %1) #0 !dbg !160 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !163, !DIExpression(), !164)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !165, !DIExpression(), !166)
    #dbg_declare(ptr %5, !167, !DIExpression(), !168)
  %6 = load i32, ptr %3, align 4, !dbg !169
  %7 = load i32, ptr %4, align 4, !dbg !170
  %8 = call i32 asm "addl $2, $0", "=r,0,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %6, i32 %7) #8, !dbg !171, !srcloc !172
  store i32 %8, ptr %5, align 4, !dbg !171
  %9 = load i32, ptr %5, align 4, !dbg !173
  ret i32 %9, !dbg !174
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @likely(i32 noundef %0) #0 !dbg !175 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !176, !DIExpression(), !177)
  %4 = load i32, ptr %3, align 4, !dbg !178
  %5 = icmp sgt i32 %4, 10, !dbg !180
  %6 = zext i1 %5 to i32, !dbg !180
  %7 = sext i32 %6 to i64, !dbg !178
  %8 = icmp ne i64 %7, 0, !dbg !181
  br i1 %8, label %9, label %10, !dbg !182

9:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !183
  br label %11, !dbg !183

10:                                               ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !184
  br label %11, !dbg !184

11:                                               ; preds = %10, %9
  %12 = load i32, ptr %2, align 4, !dbg !185
  ret i32 %12, !dbg !185
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @stack(i32 noundef %0) #0 !dbg !186 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !189, !DIExpression(), !190)
    #dbg_declare(ptr %3, !191, !DIExpression(), !194)
  %4 = load i32, ptr %2, align 4, !dbg !195
  %5 = sext i32 %4 to i64, !dbg !195
  %6 = alloca i8, i64 %5, align 16, !dbg !196
  store ptr %6, ptr %3, align 8, !dbg !194
  %7 = load ptr, ptr %3, align 8, !dbg !197
  %8 = load i32, ptr %2, align 4, !dbg !198
  %9 = sext i32 %8 to i64, !dbg !198
  call void @llvm.memset.p0.i64(ptr align 1 %7, i8 0, i64 %9, i1 false), !dbg !199
  %10 = load ptr, ptr %3, align 8, !dbg !200
  %11 = getelementptr inbounds i8, ptr %10, i64 0, !dbg !200
  %12 = load i8, ptr %11, align 1, !dbg !200
  %13 = sext i8 %12 to i64, !dbg !200
  %14 = add nsw i64 %13, 0, !dbg !201
  %15 = inttoptr i64 %14 to ptr, !dbg !202
  ret ptr %15, !dbg !203
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @computed(i32 noundef %0) #0 !dbg !11 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !204, !DIExpression(), !205)
  %4 = load i32, ptr %3, align 4, !dbg !206
  %5 = srem i32 %4, 3, !dbg !207
  %6 = sext i32 %5 to i64, !dbg !208
  %7 = getelementptr inbounds [3 x ptr], ptr @computed.tab, i64 0, i64 %6, !dbg !208
  %8 = load ptr, ptr %7, align 8, !dbg !208
  br label %14, !dbg !209

9:                                                ; preds = %14
    #dbg_label(!210, !211)
  store i32 10, ptr %2, align 4, !dbg !212
  br label %12, !dbg !212

10:                                               ; preds = %14
    #dbg_label(!213, !214)
  store i32 20, ptr %2, align 4, !dbg !215
  br label %12, !dbg !215

11:                                               ; preds = %14
    #dbg_label(!216, !217)
  store i32 30, ptr %2, align 4, !dbg !218
  br label %12, !dbg !218

12:                                               ; preds = %11, %10, %9
  %13 = load i32, ptr %2, align 4, !dbg !219
  ret i32 %13, !dbg !219

14:                                               ; preds = %1
  %15 = phi ptr [ %8, %1 ]
  indirectbr ptr %15, [label %9, label %10, label %11]
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }
attributes #6 = { nounwind returns_twice }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "env", scope: !2, file: !3, line: 9, type: !20, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "roundtrip/csrc/misc.c", directory: ".", checksumkind: CSK_MD5, checksum: "022270cbb5951b3a94ab11cdff162957")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!9, !0}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "tab", scope: !11, file: !3, line: 15, type: !15, isLocal: true, isDefinition: true)
!11 = distinct !DISubprogram(name: "computed", scope: !3, file: !3, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !14)
!12 = !DISubroutineType(types: !13)
!13 = !{!5, !5}
!14 = !{}
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 192, elements: !18)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!18 = !{!19}
!19 = !DISubrange(count: 3)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !21, line: 32, baseType: !22)
!21 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 1600, elements: !44)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !24, line: 26, size: 1600, elements: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!25 = !{!26, !33, !34}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !23, file: !24, line: 32, baseType: !27, size: 512)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !28, line: 31, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 512, elements: !31)
!30 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!31 = !{!32}
!32 = !DISubrange(count: 8)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !23, file: !24, line: 33, baseType: !5, size: 32, offset: 512)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !23, file: !24, line: 34, baseType: !35, size: 1024, offset: 576)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !36, line: 8, baseType: !37)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !36, line: 5, size: 1024, elements: !38)
!38 = !{!39}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !37, file: !36, line: 7, baseType: !40, size: 1024)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 1024, elements: !42)
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !{!43}
!43 = !DISubrange(count: 16)
!44 = !{!45}
!45 = !DISubrange(count: 1)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"frame-pointer", i32 2}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "getb", scope: !3, file: !3, line: 5, type: !55, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !14)
!55 = !DISubroutineType(types: !56)
!56 = !{!5, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !3, line: 4, size: 64, elements: !59)
!59 = !{!60, !62, !63, !64}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !58, file: !3, line: 4, baseType: !61, size: 3, flags: DIFlagBitField, extraData: i64 0)
!61 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !58, file: !3, line: 4, baseType: !61, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !58, file: !3, line: 4, baseType: !5, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !58, file: !3, line: 4, baseType: !6, size: 40, offset: 15, flags: DIFlagBitField, extraData: i64 0)
!65 = !DILocalVariable(name: "p", arg: 1, scope: !54, file: !3, line: 5, type: !57)
!66 = !DILocation(line: 5, column: 23, scope: !54)
!67 = !DILocation(line: 5, column: 35, scope: !54)
!68 = !DILocation(line: 5, column: 38, scope: !54)
!69 = !DILocation(line: 5, column: 42, scope: !54)
!70 = !DILocation(line: 5, column: 45, scope: !54)
!71 = !DILocation(line: 5, column: 40, scope: !54)
!72 = !DILocation(line: 5, column: 49, scope: !54)
!73 = !DILocation(line: 5, column: 52, scope: !54)
!74 = !DILocation(line: 5, column: 47, scope: !54)
!75 = !DILocation(line: 5, column: 61, scope: !54)
!76 = !DILocation(line: 5, column: 64, scope: !54)
!77 = !DILocation(line: 5, column: 56, scope: !54)
!78 = !DILocation(line: 5, column: 54, scope: !54)
!79 = !DILocation(line: 5, column: 28, scope: !54)
!80 = distinct !DISubprogram(name: "setb", scope: !3, file: !3, line: 6, type: !81, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !14)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !57, !5}
!83 = !DILocalVariable(name: "p", arg: 1, scope: !80, file: !3, line: 6, type: !57)
!84 = !DILocation(line: 6, column: 24, scope: !80)
!85 = !DILocalVariable(name: "v", arg: 2, scope: !80, file: !3, line: 6, type: !5)
!86 = !DILocation(line: 6, column: 31, scope: !80)
!87 = !DILocation(line: 6, column: 43, scope: !80)
!88 = !DILocation(line: 6, column: 36, scope: !80)
!89 = !DILocation(line: 6, column: 41, scope: !80)
!90 = !DILocation(line: 6, column: 73, scope: !80)
!91 = !DILocation(line: 6, column: 53, scope: !80)
!92 = !DILocation(line: 6, column: 75, scope: !80)
!93 = !DILocation(line: 6, column: 46, scope: !80)
!94 = !DILocation(line: 6, column: 51, scope: !80)
!95 = !DILocation(line: 6, column: 82, scope: !80)
!96 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !14)
!97 = !DILocalVariable(name: "n", arg: 1, scope: !96, file: !3, line: 7, type: !5)
!98 = !DILocation(line: 7, column: 13, scope: !96)
!99 = !DILocation(line: 7, column: 24, scope: !96)
!100 = !DILocation(line: 7, column: 18, scope: !96)
!101 = !DILocalVariable(name: "__vla_expr0", scope: !96, type: !41, flags: DIFlagArtificial)
!102 = !DILocation(line: 0, scope: !96)
!103 = !DILocalVariable(name: "a", scope: !96, file: !3, line: 7, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: !101)
!107 = !DILocation(line: 7, column: 22, scope: !96)
!108 = !DILocalVariable(name: "i", scope: !109, file: !3, line: 7, type: !5)
!109 = distinct !DILexicalBlock(scope: !96, file: !3, line: 7, column: 28)
!110 = !DILocation(line: 7, column: 37, scope: !109)
!111 = !DILocation(line: 7, column: 33, scope: !109)
!112 = !DILocation(line: 7, column: 44, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !3, line: 7, column: 28)
!114 = !DILocation(line: 7, column: 48, scope: !113)
!115 = !DILocation(line: 7, column: 46, scope: !113)
!116 = !DILocation(line: 7, column: 28, scope: !109)
!117 = !DILocation(line: 7, column: 63, scope: !113)
!118 = !DILocation(line: 7, column: 67, scope: !113)
!119 = !DILocation(line: 7, column: 65, scope: !113)
!120 = !DILocation(line: 7, column: 58, scope: !113)
!121 = !DILocation(line: 7, column: 56, scope: !113)
!122 = !DILocation(line: 7, column: 61, scope: !113)
!123 = !DILocation(line: 7, column: 52, scope: !113)
!124 = !DILocation(line: 7, column: 28, scope: !113)
!125 = distinct !{!125, !116, !126, !127}
!126 = !DILocation(line: 7, column: 67, scope: !109)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 7, column: 79, scope: !96)
!129 = !DILocation(line: 7, column: 81, scope: !96)
!130 = !DILocation(line: 7, column: 77, scope: !96)
!131 = !DILocation(line: 7, column: 87, scope: !96)
!132 = distinct !DISubprogram(name: "cmul", scope: !3, file: !3, line: 8, type: !133, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !14)
!133 = !DISubroutineType(types: !134)
!134 = !{!135, !135, !135}
!135 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!136 = !DILocalVariable(name: "a", arg: 1, scope: !132, file: !3, line: 8, type: !135)
!137 = !DILocation(line: 8, column: 36, scope: !132)
!138 = !DILocalVariable(name: "b", arg: 2, scope: !132, file: !3, line: 8, type: !135)
!139 = !DILocation(line: 8, column: 54, scope: !132)
!140 = !DILocation(line: 8, column: 66, scope: !132)
!141 = !DILocation(line: 8, column: 70, scope: !132)
!142 = !DILocation(line: 8, column: 68, scope: !132)
!143 = !{!"branch_weights", i32 1, i32 1048575}
!144 = !DILocation(line: 8, column: 59, scope: !132)
!145 = distinct !DISubprogram(name: "try_jump", scope: !3, file: !3, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !14)
!146 = !DILocalVariable(name: "x", arg: 1, scope: !145, file: !3, line: 10, type: !5)
!147 = !DILocation(line: 10, column: 18, scope: !145)
!148 = !DILocation(line: 10, column: 27, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !3, line: 10, column: 27)
!150 = !DILocation(line: 10, column: 27, scope: !145)
!151 = !DILocation(line: 10, column: 40, scope: !149)
!152 = !DILocation(line: 10, column: 55, scope: !153)
!153 = distinct !DILexicalBlock(scope: !145, file: !3, line: 10, column: 55)
!154 = !DILocation(line: 10, column: 57, scope: !153)
!155 = !DILocation(line: 10, column: 55, scope: !145)
!156 = !DILocation(line: 10, column: 62, scope: !153)
!157 = !DILocation(line: 10, column: 86, scope: !145)
!158 = !DILocation(line: 10, column: 79, scope: !145)
!159 = !DILocation(line: 10, column: 89, scope: !145)
!160 = distinct !DISubprogram(name: "asm_add", scope: !3, file: !3, line: 11, type: !161, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !14)
!161 = !DISubroutineType(types: !162)
!162 = !{!5, !5, !5}
!163 = !DILocalVariable(name: "a", arg: 1, scope: !160, file: !3, line: 11, type: !5)
!164 = !DILocation(line: 11, column: 17, scope: !160)
!165 = !DILocalVariable(name: "b", arg: 2, scope: !160, file: !3, line: 11, type: !5)
!166 = !DILocation(line: 11, column: 24, scope: !160)
!167 = !DILocalVariable(name: "r", scope: !160, file: !3, line: 11, type: !5)
!168 = !DILocation(line: 11, column: 33, scope: !160)
!169 = !DILocation(line: 11, column: 74, scope: !160)
!170 = !DILocation(line: 11, column: 82, scope: !160)
!171 = !DILocation(line: 11, column: 36, scope: !160)
!172 = !{i64 610}
!173 = !DILocation(line: 11, column: 101, scope: !160)
!174 = !DILocation(line: 11, column: 94, scope: !160)
!175 = distinct !DISubprogram(name: "likely", scope: !3, file: !3, line: 12, type: !12, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !14)
!176 = !DILocalVariable(name: "x", arg: 1, scope: !175, file: !3, line: 12, type: !5)
!177 = !DILocation(line: 12, column: 16, scope: !175)
!178 = !DILocation(line: 12, column: 42, scope: !179)
!179 = distinct !DILexicalBlock(scope: !175, file: !3, line: 12, column: 25)
!180 = !DILocation(line: 12, column: 44, scope: !179)
!181 = !DILocation(line: 12, column: 25, scope: !179)
!182 = !DILocation(line: 12, column: 25, scope: !175)
!183 = !DILocation(line: 12, column: 54, scope: !179)
!184 = !DILocation(line: 12, column: 64, scope: !175)
!185 = !DILocation(line: 12, column: 74, scope: !175)
!186 = distinct !DISubprogram(name: "stack", scope: !3, file: !3, line: 13, type: !187, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !14)
!187 = !DISubroutineType(types: !188)
!188 = !{!7, !5}
!189 = !DILocalVariable(name: "n", arg: 1, scope: !186, file: !3, line: 13, type: !5)
!190 = !DILocation(line: 13, column: 17, scope: !186)
!191 = !DILocalVariable(name: "p", scope: !186, file: !3, line: 13, type: !192)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!194 = !DILocation(line: 13, column: 28, scope: !186)
!195 = !DILocation(line: 13, column: 49, scope: !186)
!196 = !DILocation(line: 13, column: 32, scope: !186)
!197 = !DILocation(line: 13, column: 60, scope: !186)
!198 = !DILocation(line: 13, column: 66, scope: !186)
!199 = !DILocation(line: 13, column: 53, scope: !186)
!200 = !DILocation(line: 13, column: 86, scope: !186)
!201 = !DILocation(line: 13, column: 91, scope: !186)
!202 = !DILocation(line: 13, column: 77, scope: !186)
!203 = !DILocation(line: 13, column: 70, scope: !186)
!204 = !DILocalVariable(name: "i", arg: 1, scope: !11, file: !3, line: 14, type: !5)
!205 = !DILocation(line: 14, column: 18, scope: !11)
!206 = !DILocation(line: 16, column: 13, scope: !11)
!207 = !DILocation(line: 16, column: 15, scope: !11)
!208 = !DILocation(line: 16, column: 9, scope: !11)
!209 = !DILocation(line: 16, column: 3, scope: !11)
!210 = !DILabel(scope: !11, name: "l0", file: !3, line: 17)
!211 = !DILocation(line: 17, column: 1, scope: !11)
!212 = !DILocation(line: 17, column: 5, scope: !11)
!213 = !DILabel(scope: !11, name: "l1", file: !3, line: 18)
!214 = !DILocation(line: 18, column: 1, scope: !11)
!215 = !DILocation(line: 18, column: 5, scope: !11)
!216 = !DILabel(scope: !11, name: "l2", file: !3, line: 19)
!217 = !DILocation(line: 19, column: 1, scope: !11)
!218 = !DILocation(line: 19, column: 5, scope: !11)
!219 = !DILocation(line: 20, column: 1, scope: !11)
