; ModuleID = 'roundtrip/stress/s91.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: readwrite, inaccessiblemem: write)
define void @autogen_SD91(ptr nocapture %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  %L = load i64, ptr %0, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %Cmp24.not = icmp eq i64 %L, 0
  br i1 %Cmp24.not, label %CF258.preheader, label %CF243

CF243:                                            ; preds = %BB, %CF243
  br label %CF243

CF258.preheader:                                  ; preds = %BB
  store <2 x i32> <i32 0, i32 -1>, ptr %0, align 8
  %Tr = trunc i64 %4 to i1
  tail call void @llvm.assume(i1 %Tr)
  br label %CF258

CF258:                                            ; preds = %CF258.preheader, %CF258
  br label %CF258
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: readwrite, inaccessiblemem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
