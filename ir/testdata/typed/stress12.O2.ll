; ModuleID = 'typed/stress12.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind writeonly
define void @autogen_SD12(i8* nocapture writeonly %0, i32* nocapture writeonly %1, i64* nocapture writeonly %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i32 0, i32* %1, align 4
  %PC = bitcast i64* %2 to i32*
  store i32 90777, i32* %PC, align 4
  %Cmp55 = icmp slt i64 %4, 0
  br i1 %Cmp55, label %CF163, label %CF165.preheader

CF163:                                            ; preds = %BB, %CF163
  br label %CF163

CF165.preheader:                                  ; preds = %BB
  store i32 0, i32* %PC, align 4
  %Cmp62 = icmp ult i64 %4, 460229
  br i1 %Cmp62, label %CF165, label %CF166

CF165:                                            ; preds = %CF165.preheader, %CF165
  br label %CF165

CF166:                                            ; preds = %CF165.preheader
  store i32 -1, i32* %PC, align 4
  store i8 %5, i8* %0, align 1
  br label %CF160

CF160:                                            ; preds = %CF160, %CF166
  br label %CF160
}

attributes #0 = { nofree norecurse noreturn nosync nounwind writeonly }
