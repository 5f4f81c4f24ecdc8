; ModuleID = 'roundtrip/stress/sv4.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD4(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 16
  br label %CF218

CF218:                                            ; preds = %CF218, %BB
  br label %CF218
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
