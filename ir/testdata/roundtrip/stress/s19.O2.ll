; ModuleID = 'roundtrip/stress/s19.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write)
define void @autogen_SD19(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  %A = alloca float, align 8
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  store float 0xC106AADA80000000, ptr %A, align 8
  %A.0.A.0.A.0.A.0.L25 = load double, ptr %A, align 8
  store i32 55673, ptr %0, align 4
  %FC52 = fptosi double %A.0.A.0.A.0.A.0.L25 to i1
  tail call void @llvm.assume(i1 %FC52)
  br label %CF245

CF245:                                            ; preds = %CF245, %BB
  br label %CF245
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
