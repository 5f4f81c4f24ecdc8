; ModuleID = 'roundtrip/stress/s83.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(none)
define void @autogen_SD83(ptr nocapture readnone %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  br label %CF245

CF245:                                            ; preds = %CF245, %BB
  br label %CF245
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(none) }
