; ModuleID = 'roundtrip/stress/s73.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: mustprogress nofree norecurse noreturn nosync nounwind willreturn memory(none)
define void @autogen_SD73(ptr nocapture readnone %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  unreachable
}

attributes #0 = { mustprogress nofree norecurse noreturn nosync nounwind willreturn memory(none) }
