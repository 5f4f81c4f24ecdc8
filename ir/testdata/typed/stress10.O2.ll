; ModuleID = 'typed/stress10.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind writeonly
define void @autogen_SD10(i8* nocapture writeonly %0, i32* nocapture readnone %1, i64* nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i8 %5, i8* %0, align 1
  br label %CF155

CF155:                                            ; preds = %CF155, %BB
  br label %CF155
}

attributes #0 = { nofree norecurse noreturn nosync nounwind writeonly }
