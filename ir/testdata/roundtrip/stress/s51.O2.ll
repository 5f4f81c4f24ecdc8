; ModuleID = 'roundtrip/stress/s51.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD51(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 32
  store <4 x i16> <i16 undef, i16 0, i16 0, i16 undef>, ptr %0, align 8
  br label %CF

CF:                                               ; preds = %CF, %BB
  br label %CF
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
