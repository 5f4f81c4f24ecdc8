; ModuleID = 'roundtrip/stress/s17.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: write)
define void @autogen_SD17(ptr nocapture writeonly %0, ptr nocapture writeonly %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store i1 true, ptr %1, align 1
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  store double 0x5C2181C0AA1F453E, ptr %0, align 8
  %Tr = trunc i32 %3 to i1
  br i1 %Tr, label %CF, label %CF245.preheader

CF:                                               ; preds = %BB, %CF
  br label %CF

CF245.preheader:                                  ; preds = %BB
  %Cmp24 = icmp eq i32 %3, 0
  br label %CF245

CF245:                                            ; preds = %CF245.backedge, %CF245.preheader
  br i1 %Cmp24, label %CF245.backedge, label %CF257

CF245.backedge:                                   ; preds = %CF245, %CF257
  br label %CF245

CF257:                                            ; preds = %CF245
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 32
  store <2 x i64> <i64 0, i64 -1>, ptr %0, align 16
  br label %CF245.backedge
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: write) }
