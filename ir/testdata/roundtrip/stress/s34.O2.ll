; ModuleID = 'roundtrip/stress/s34.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD34(ptr nocapture writeonly %0, ptr nocapture writeonly %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  %I = insertelement <4 x i8> zeroinitializer, i8 99, i32 %3
  store float 0xC24D7F9140000000, ptr %1, align 4
  store <4 x i8> %I, ptr %0, align 4
  br label %CF249

CF249:                                            ; preds = %CF249, %BB
  br label %CF249
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
