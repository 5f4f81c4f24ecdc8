; ModuleID = 'roundtrip/stress/s39.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD39(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i16 -21767, ptr %0, align 2
  br label %CF269

CF269:                                            ; preds = %CF269, %BB
  br label %CF269
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
