; ModuleID = 'roundtrip/stress/sv19.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(none)
define void @autogen_SD19(ptr nocapture readnone %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  %B20 = sub i32 0, %3
  %I31 = insertelement <vscale x 16 x i1> zeroinitializer, i1 false, i32 %B20
  %E54 = extractelement <vscale x 16 x i1> %I31, i64 4294967295
  br i1 %E54, label %CF222, label %CF223

CF222:                                            ; preds = %BB, %CF222
  br label %CF222

CF223:                                            ; preds = %BB, %CF223
  br label %CF223
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(none) }
