; ModuleID = 'roundtrip/stress/s9.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD9(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture writeonly %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %Cmp11 = icmp slt i64 %4, 1
  br i1 %Cmp11, label %CF270, label %CF272

CF270:                                            ; preds = %BB, %CF270
  br label %CF270

CF272:                                            ; preds = %BB
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %2, align 16
  store i64 38551, ptr %0, align 4
  br label %CF260

CF260:                                            ; preds = %CF260, %CF272
  br label %CF260
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
