; ModuleID = 'roundtrip/stress/s8.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(argmem: readwrite)
define void @autogen_SD8(ptr nocapture %0, ptr nocapture writeonly %1, ptr nocapture readnone %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 64
  %Cmp44 = icmp eq i8 %5, 0
  br label %CF251

CF246:                                            ; preds = %CF265, %CF246
  br label %CF246

CF251:                                            ; preds = %CF251.backedge, %BB
  store double 0x2A87E7A60785FA24, ptr %0, align 8
  store <2 x i64> zeroinitializer, ptr %1, align 16
  store double 0xDED73FF603D59A74, ptr %1, align 8
  store i32 %3, ptr %1, align 4
  br i1 %Cmp44, label %CF251.backedge, label %CF265

CF251.backedge:                                   ; preds = %CF251, %CF265
  br label %CF251

CF265:                                            ; preds = %CF251
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %1, align 64
  %L11.pr = load i1, ptr %0, align 1
  br i1 %L11.pr, label %CF246, label %CF251.backedge
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(argmem: readwrite) }
