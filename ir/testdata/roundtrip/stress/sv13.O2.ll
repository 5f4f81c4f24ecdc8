; ModuleID = 'roundtrip/stress/sv13.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD13(ptr nocapture readnone %0, ptr nocapture writeonly %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %1, align 4
  br label %CF218

CF218:                                            ; preds = %CF218, %BB
  br label %CF218
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
