; ModuleID = 'roundtrip/stress/s11.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD11(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i32 -1, ptr %0, align 4
  br label %CF249

CF249:                                            ; preds = %CF249, %BB
  br label %CF249
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
