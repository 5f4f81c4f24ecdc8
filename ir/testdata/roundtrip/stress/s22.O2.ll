; ModuleID = 'roundtrip/stress/s22.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD22(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  br label %CF238

CF238:                                            ; preds = %CF238, %BB
  br label %CF238
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
