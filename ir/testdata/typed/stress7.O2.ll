; ModuleID = 'typed/stress7.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind
define void @autogen_SD7(i8* nocapture %0, i32* nocapture readnone %1, i64* nocapture writeonly %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  %L = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  store i64 141377, i64* %2, align 4
  %Cmp22 = icmp ult i64 %4, 141378
  br i1 %Cmp22, label %CF162, label %CF171.critedge

CF162:                                            ; preds = %BB, %CF162
  br label %CF162

CF171.critedge:                                   ; preds = %BB
  %Cmp37 = icmp eq i8 %L, -1
  br i1 %Cmp37, label %CF166, label %CF165

CF166:                                            ; preds = %CF171.critedge, %CF166
  br label %CF166

CF165:                                            ; preds = %CF171.critedge
  store i8 -1, i8* %0, align 1
  %6 = and i8 %5, 1
  %Tr50.not = icmp eq i8 %6, 0
  br i1 %Tr50.not, label %CF174.preheader, label %CF

CF:                                               ; preds = %CF165, %CF
  br label %CF

CF174.preheader:                                  ; preds = %CF165
  store i8 -59, i8* %0, align 1
  %Cmp60 = icmp slt i8 %5, -1
  br i1 %Cmp60, label %CF174, label %CF168.preheader

CF174:                                            ; preds = %CF174.preheader, %CF174
  br label %CF174

CF168.preheader:                                  ; preds = %CF174.preheader
  store i8 -1, i8* %0, align 1
  br label %CF168

CF168:                                            ; preds = %CF168.preheader, %CF168
  br label %CF168
}

attributes #0 = { nofree norecurse noreturn nosync nounwind }
