; ModuleID = 'roundtrip/stress/s48.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD48(ptr nocapture writeonly %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i64 -1, ptr %0, align 4
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %Tr = trunc i8 %5 to i1
  br i1 %Tr, label %CF250, label %CF247.preheader

CF250:                                            ; preds = %BB, %CF250
  br label %CF250

CF247.preheader:                                  ; preds = %BB
  store double 0x961B1C3A451980B8, ptr %0, align 8
  br label %CF247

CF247:                                            ; preds = %CF247.preheader, %CF247
  br label %CF247
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
