; ModuleID = 'roundtrip/stress/sv1.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD1(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), ptr %0, align 32
  %I = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 true, i32 %3
  %E18 = extractelement <vscale x 2 x i1> %I, i64 4294967295
  br i1 %E18, label %CF211, label %CF224.preheader

CF211:                                            ; preds = %BB, %CF211
  br label %CF211

CF224.preheader:                                  ; preds = %BB
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 32
  br i1 extractelement (<vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i64 4294967295), label %CF224, label %CF208.preheader

CF224:                                            ; preds = %CF224.preheader, %CF224
  br label %CF224

CF208.preheader:                                  ; preds = %CF224.preheader
  store <vscale x 8 x i64> zeroinitializer, ptr %0, align 64
  %E48 = extractelement <vscale x 2 x i1> %I, i32 extractelement (<vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 -1)
  br label %CF208

CF208:                                            ; preds = %CF208.backedge, %CF208.preheader
  br i1 extractelement (<vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i32 -1), label %CF208.backedge, label %CF223

CF208.backedge:                                   ; preds = %CF208, %CF228
  br label %CF208

CF223:                                            ; preds = %CF208, %CF223
  br i1 %E48, label %CF223, label %CF228

CF228:                                            ; preds = %CF223
  br i1 extractelement (<vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i32 extractelement (<vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 -1)), label %CF208.backedge, label %CF219.preheader

CF219.preheader:                                  ; preds = %CF228
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 16
  br label %CF219

CF219:                                            ; preds = %CF219.preheader, %CF219
  br label %CF219
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
