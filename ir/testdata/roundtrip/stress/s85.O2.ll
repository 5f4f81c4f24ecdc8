; ModuleID = 'roundtrip/stress/s85.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD85(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i64 %4, ptr %0, align 8
  br label %CF240

CF240:                                            ; preds = %CF240, %BB
  br label %CF240
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
