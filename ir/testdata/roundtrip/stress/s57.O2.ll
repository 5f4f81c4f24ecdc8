; ModuleID = 'roundtrip/stress/s57.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write)
define void @autogen_SD57(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i32 492311, ptr %0, align 4
  %Cmp17 = icmp sgt i64 %4, 86614
  tail call void @llvm.assume(i1 %Cmp17)
  br label %CF249

CF249:                                            ; preds = %CF249, %BB
  br label %CF249
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
