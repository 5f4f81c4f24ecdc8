; ModuleID = 'roundtrip/stress/s63.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD63(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  store i64 0, ptr %0, align 4
  br label %CF250

CF250:                                            ; preds = %CF250, %BB
  br label %CF250
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
