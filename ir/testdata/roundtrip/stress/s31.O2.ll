; ModuleID = 'roundtrip/stress/s31.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD31(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %Cmp = icmp ugt i32 %3, 189869
  br i1 %Cmp, label %CF248, label %CF255

CF248:                                            ; preds = %BB, %CF248
  br label %CF248

CF255:                                            ; preds = %BB, %CF255
  br label %CF255
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
