; ModuleID = 'roundtrip/stress/s28.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write)
define void @autogen_SD28(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i32 240117, ptr %0, align 4
  %Cmp10 = icmp sgt i8 %5, -1
  tail call void @llvm.assume(i1 %Cmp10)
  br label %CF245

CF245:                                            ; preds = %CF245, %BB
  br label %CF245
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
