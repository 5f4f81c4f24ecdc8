; ModuleID = 'roundtrip/stress/s82.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write)
define void @autogen_SD82(ptr nocapture writeonly %0, ptr nocapture writeonly %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  store <1 x i64> zeroinitializer, ptr %1, align 8
  %Cmp17 = icmp ult i64 %4, 400391
  tail call void @llvm.assume(i1 %Cmp17)
  br label %CF245

CF245:                                            ; preds = %CF245, %BB
  br label %CF245
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
