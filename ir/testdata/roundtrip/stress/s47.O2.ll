; ModuleID = 'roundtrip/stress/s47.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: read, inaccessiblemem: write)
define void @autogen_SD47(ptr nocapture readonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  %L5 = load i1, ptr %0, align 1
  tail call void @llvm.assume(i1 %L5)
  br label %CF240

CF240:                                            ; preds = %CF240, %BB
  br label %CF240
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: read, inaccessiblemem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
