; ModuleID = 'roundtrip/stress/sv8.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD8(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), ptr %0, align 128
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 4
  store <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 255, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 64
  store <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 8
  %FC30 = sitofp <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x double>
  store <vscale x 4 x double> %FC30, ptr %0, align 32
  br label %CF204

CF204:                                            ; preds = %CF204, %BB
  br label %CF204
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
