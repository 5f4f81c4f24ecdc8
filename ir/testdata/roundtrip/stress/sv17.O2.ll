; ModuleID = 'roundtrip/stress/sv17.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: readwrite)
define void @autogen_SD17(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readonly %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 64
  %L10 = load <vscale x 8 x i64>, ptr %2, align 64
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 8
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 16
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 8
  store <vscale x 8 x i64> %L10, ptr %0, align 64
  br label %CF209

CF209:                                            ; preds = %CF209, %BB
  br label %CF209
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: readwrite) }
