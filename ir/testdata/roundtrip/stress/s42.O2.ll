; ModuleID = 'roundtrip/stress/s42.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD42(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
CF:
  store i16 24551, ptr %0, align 2
  store i1 true, ptr %0, align 1
  br label %CF265

CF265:                                            ; preds = %CF, %CF265
  br label %CF265
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
