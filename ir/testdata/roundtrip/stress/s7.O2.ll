; ModuleID = 'roundtrip/stress/s7.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD7(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <2 x i64> <i64 0, i64 -1>, ptr %0, align 16
  store <2 x i16> <i16 0, i16 -1>, ptr %0, align 4
  br label %CF241

CF241:                                            ; preds = %CF241, %BB
  br label %CF241
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
