; ModuleID = 'roundtrip/stress/s40.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write)
define void @autogen_SD40(ptr nocapture writeonly %0, ptr nocapture writeonly %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %Cmp45 = icmp ugt i8 %5, 25
  tail call void @llvm.assume(i1 %Cmp45)
  br label %CF

CF:                                               ; preds = %CF, %BB
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %1, i8 0, i64 64, i1 false)
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  br label %CF
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
