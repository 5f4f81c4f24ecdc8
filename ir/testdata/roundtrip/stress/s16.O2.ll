; ModuleID = 'roundtrip/stress/s16.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD16(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture writeonly %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  br label %CF239

CF239:                                            ; preds = %CF239, %BB
  store i32 382981, ptr %0, align 4
  store double 0x189FD3BE719D623C, ptr %2, align 8
  br label %CF239
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
