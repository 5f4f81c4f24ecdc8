; ModuleID = 'roundtrip/stress/s12.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: readwrite)
define void @autogen_SD12(ptr nocapture readnone %0, ptr nocapture %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <2 x i8> <i8 0, i8 -1>, ptr %1, align 2
  %L19 = load i32, ptr %1, align 4
  store <4 x i32> zeroinitializer, ptr %1, align 16
  store i1 true, ptr %1, align 1
  %Cmp41 = icmp eq i32 %L19, 90777
  br i1 %Cmp41, label %CF246, label %CF250

CF246:                                            ; preds = %BB, %CF246
  br label %CF246

CF250:                                            ; preds = %BB, %CF250
  br label %CF250
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: readwrite) }
