; ModuleID = 'typed/stress4.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind writeonly
define void @autogen_SD4(i8* nocapture writeonly %0, i32* nocapture readnone %1, i64* nocapture writeonly %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i64 %4, i64* %2, align 4
  store i8 0, i8* %0, align 1
  %Cmp32 = icmp sgt i64 %4, 41120
  br i1 %Cmp32, label %CF165, label %CF167

CF165:                                            ; preds = %BB, %CF165
  br label %CF165

CF167:                                            ; preds = %BB
  store i8 %5, i8* %0, align 1
  br label %CF169

CF169:                                            ; preds = %CF169, %CF167
  br label %CF169
}

attributes #0 = { nofree norecurse noreturn nosync nounwind writeonly }
