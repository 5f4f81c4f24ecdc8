; ModuleID = 'roundtrip/stress/s33.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD33(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i64 25075, ptr %0, align 4
  br label %CF234

CF234:                                            ; preds = %CF234, %BB
  br label %CF234
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
