; ModuleID = 'roundtrip/stress/s93.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write)
define void @autogen_SD93(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i64 %4, ptr %0, align 4
  %Cmp19 = icmp eq i32 %3, -1
  %6 = trunc i64 %4 to i1
  br i1 %Cmp19, label %CF246, label %CF249.preheader

CF246:                                            ; preds = %BB, %CF246
  br label %CF246

CF249.preheader:                                  ; preds = %BB
  tail call void @llvm.assume(i1 %6)
  br label %CF249

CF249:                                            ; preds = %CF249.preheader, %CF249
  br label %CF249
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
