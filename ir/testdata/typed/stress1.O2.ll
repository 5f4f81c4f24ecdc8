; ModuleID = 'typed/stress1.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind
define void @autogen_SD1(i8* nocapture %0, i32* nocapture readnone %1, i64* nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  br label %CF164

CF164:                                            ; preds = %CF164, %BB
  br label %CF164
}

attributes #0 = { nofree norecurse noreturn nosync nounwind }
