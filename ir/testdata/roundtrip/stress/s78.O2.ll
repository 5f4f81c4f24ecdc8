; ModuleID = 'roundtrip/stress/s78.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(none)
define void @autogen_SD78(ptr nocapture readnone %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  br label %CF251

CF251:                                            ; preds = %CF251, %BB
  br label %CF251
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(none) }
