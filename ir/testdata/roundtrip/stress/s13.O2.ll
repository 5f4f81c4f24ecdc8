; ModuleID = 'roundtrip/stress/s13.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD13(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  store double 0x6B69CB08AD678286, ptr %0, align 8
  br label %CF244

CF244:                                            ; preds = %CF244, %BB
  br label %CF244
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
