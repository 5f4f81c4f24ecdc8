; ModuleID = 'roundtrip/stress/s25.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write)
define void @autogen_SD25(ptr nocapture writeonly %0, ptr nocapture writeonly %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i32 %3, ptr %0, align 4
  %B = mul i64 %4, 489267
  store i16 29855, ptr %0, align 2
  store <2 x i32> zeroinitializer, ptr %1, align 8
  %Cmp23.not = icmp uge i64 %B, %4
  tail call void @llvm.assume(i1 %Cmp23.not)
  br label %CF254

CF254:                                            ; preds = %CF254, %BB
  br label %CF254
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write, inaccessiblemem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
