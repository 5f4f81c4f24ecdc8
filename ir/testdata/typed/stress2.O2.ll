; ModuleID = 'typed/stress2.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind
define void @autogen_SD2(i8* nocapture %0, i32* nocapture readnone %1, i64* nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  %L = load i8, i8* %0, align 1
  store i8 119, i8* %0, align 1
  %Cmp19 = icmp slt i64 %4, 165168
  br i1 %Cmp19, label %CF160, label %CF167.preheader

CF160:                                            ; preds = %BB, %CF160
  br label %CF160

CF167.preheader:                                  ; preds = %BB
  store i8 %L, i8* %0, align 1
  br label %CF167

CF167:                                            ; preds = %CF167.preheader, %CF167
  br label %CF167
}

attributes #0 = { nofree norecurse noreturn nosync nounwind }
