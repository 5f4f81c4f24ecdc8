; ModuleID = 'roundtrip/stress/s1.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: readwrite, inaccessiblemem: write)
define void @autogen_SD1(ptr nocapture writeonly %0, ptr nocapture readonly %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 8
  %L16 = load i1, ptr %1, align 1
  tail call void @llvm.assume(i1 %L16)
  br label %CF239

CF239:                                            ; preds = %CF239, %BB
  br label %CF239
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: readwrite, inaccessiblemem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
