; ModuleID = 'roundtrip/stress/s30.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD30(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 64
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %Cmp18 = icmp slt i32 %3, 431203
  br i1 %Cmp18, label %CF256, label %CF267

CF256:                                            ; preds = %BB, %CF256
  br label %CF256

CF267:                                            ; preds = %BB
  store float 0xC14F691340000000, ptr %0, align 4
  br label %CF245

CF245:                                            ; preds = %CF245, %CF267
  br label %CF245
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
