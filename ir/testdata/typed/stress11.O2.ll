; ModuleID = 'typed/stress11.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind readnone
define void @autogen_SD11(i8* nocapture readnone %0, i32* nocapture readnone %1, i64* nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  br label %CF158

CF158:                                            ; preds = %CF158, %BB
  br label %CF158
}

attributes #0 = { nofree norecurse noreturn nosync nounwind readnone }
