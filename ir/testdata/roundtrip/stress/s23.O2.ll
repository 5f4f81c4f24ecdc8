; ModuleID = 'roundtrip/stress/s23.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD23(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  br label %CF252

CF252:                                            ; preds = %CF252, %BB
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 8
  store i1 false, ptr %0, align 1
  br label %CF252
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
