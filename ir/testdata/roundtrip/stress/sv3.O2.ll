; ModuleID = 'roundtrip/stress/sv3.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD3(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 32
  br label %CF207

CF207:                                            ; preds = %CF207, %BB
  br label %CF207
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
