; ModuleID = 'roundtrip/stress/s77.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD77(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture writeonly %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 64
  store i1 true, ptr %2, align 1
  store i32 %3, ptr %0, align 4
  br label %CF241

CF241:                                            ; preds = %CF241, %BB
  br label %CF241
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
