; ModuleID = 'roundtrip/stress/sv11.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: readwrite, inaccessiblemem: write)
define void @autogen_SD11(ptr nocapture %0, ptr nocapture readnone %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  %L = load i32, ptr %0, align 4
  store <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), ptr %0, align 16
  %I12 = insertelement <vscale x 2 x i1> zeroinitializer, i1 true, i32 %3
  %I16 = insertelement <vscale x 2 x i1> %I12, i1 true, i32 %3
  %E28 = extractelement <vscale x 2 x i1> %I16, i32 %L
  %E66 = extractelement <vscale x 2 x i1> %I16, i64 4294967295
  %brmerge = select i1 %E28, i1 true, i1 %E66
  tail call void @llvm.assume(i1 %brmerge)
  br label %CF215

CF215:                                            ; preds = %CF215, %BB
  br label %CF215
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: readwrite, inaccessiblemem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
