; ModuleID = 'roundtrip/stress/s45.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD45(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store double 0xFA85AD24A2834AA2, ptr %0, align 8
  br label %CF242

CF242:                                            ; preds = %CF242, %BB
  br label %CF242
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
