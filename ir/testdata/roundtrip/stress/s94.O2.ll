; ModuleID = 'roundtrip/stress/s94.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: readwrite)
define void @autogen_SD94(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i8 -53, ptr %0, align 1
  store i16 -3821, ptr %2, align 2
  store i1 false, ptr %2, align 1
  %L16 = load i64, ptr %2, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  store i64 %L16, ptr %2, align 4
  store i32 %3, ptr %2, align 4
  %L34 = load <4 x float>, ptr %2, align 16
  store <4 x float> %L34, ptr %0, align 16
  br label %CF241

CF241:                                            ; preds = %CF241, %BB
  br label %CF241
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: readwrite) }
