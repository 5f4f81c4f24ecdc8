; ModuleID = 'roundtrip/stress/s71.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: readwrite)
define void @autogen_SD71(ptr nocapture %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  %L = load i16, ptr %0, align 2
  store <4 x i16> zeroinitializer, ptr %0, align 8
  store <1 x float> zeroinitializer, ptr %0, align 4
  %Cmp11 = icmp slt i16 %L, 2177
  br i1 %Cmp11, label %CF250, label %CF265

CF250:                                            ; preds = %BB, %CF250
  br label %CF250

CF265:                                            ; preds = %BB
  store i64 302093, ptr %0, align 4
  br label %CF244

CF244:                                            ; preds = %CF244, %CF265
  br label %CF244
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: readwrite) }
