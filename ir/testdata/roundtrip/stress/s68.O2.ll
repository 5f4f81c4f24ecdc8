; ModuleID = 'roundtrip/stress/s68.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD68(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <2 x i32> <i32 0, i32 -1>, ptr %0, align 8
  %Cmp17.not = icmp eq i32 %3, 473621
  br i1 %Cmp17.not, label %CF272, label %CF261

CF261:                                            ; preds = %BB, %CF261
  br label %CF261

CF272:                                            ; preds = %BB
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  br label %CF250

CF250:                                            ; preds = %CF250, %CF272
  br label %CF250
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
