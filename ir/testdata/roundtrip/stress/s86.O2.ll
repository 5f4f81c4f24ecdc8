; ModuleID = 'roundtrip/stress/s86.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD86(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture writeonly %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i8 -57, ptr %0, align 1
  store i64 %4, ptr %2, align 4
  br label %CF242

CF242:                                            ; preds = %CF242, %BB
  br label %CF242
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
