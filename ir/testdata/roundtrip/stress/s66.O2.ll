; ModuleID = 'roundtrip/stress/s66.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD66(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <1 x i32> zeroinitializer, ptr %0, align 4
  br label %CF244

CF244:                                            ; preds = %CF244, %BB
  br label %CF244
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
