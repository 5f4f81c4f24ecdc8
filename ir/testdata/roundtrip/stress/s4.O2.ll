; ModuleID = 'roundtrip/stress/s4.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD4(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <4 x i64> zeroinitializer, ptr %0, align 32
  br label %CF257

CF257:                                            ; preds = %CF257, %BB
  br label %CF257
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
