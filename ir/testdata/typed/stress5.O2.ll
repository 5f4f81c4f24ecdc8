; ModuleID = 'typed/stress5.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind
define void @autogen_SD5(i8* nocapture %0, i32* nocapture readnone %1, i64* nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
CF:
  store i8 -113, i8* %0, align 1
  br label %CF174

CF174:                                            ; preds = %CF, %CF174
  br label %CF174
}

attributes #0 = { nofree norecurse noreturn nosync nounwind }
