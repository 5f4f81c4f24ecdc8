; ModuleID = 'roundtrip/stress/s44.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD44(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i32 %3, ptr %0, align 4
  br label %CF247

CF247:                                            ; preds = %CF247, %BB
  br label %CF247
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
