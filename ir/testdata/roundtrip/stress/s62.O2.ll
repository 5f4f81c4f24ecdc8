; ModuleID = 'roundtrip/stress/s62.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD62(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 32
  br label %CF242

CF242:                                            ; preds = %CF242, %BB
  br label %CF242
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
