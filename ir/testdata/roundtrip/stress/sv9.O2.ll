; ModuleID = 'roundtrip/stress/sv9.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD9(ptr nocapture readnone %0, ptr nocapture writeonly %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  br label %CF

CF:                                               ; preds = %CF, %BB
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %1, align 8
  store <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), ptr %1, align 2
  br label %CF
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
