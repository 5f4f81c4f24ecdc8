; ModuleID = 'roundtrip/stress/sv10.ll'
source_filename = "/tmp/autogen.bc"

; Function Attrs: nofree norecurse noreturn nosync nounwind memory(readwrite, inaccessiblemem: none)
define void @autogen_SD10(ptr nocapture %0, ptr nocapture readnone %1, ptr nocapture %2, i32 %3, i64 %4, i8 %5) local_unnamed_addr #0 {
BB:
  %A2 = alloca float, align 4
  %A = alloca <vscale x 16 x float>, align 64
  %L = load i1, ptr %0, align 1
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %I7 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %L, i64 4294967295
  %Sl8 = select i1 %L, ptr %2, ptr %0
  %L10 = load <vscale x 8 x i32>, ptr %Sl8, align 32
  store <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl8, align 64
  %B24 = shl i8 extractelement (<vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 -1), extractelement (<vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 -1)
  %Tr25 = trunc i8 %B24 to i1
  br i1 %Tr25, label %CF209, label %CF214.preheader

CF209:                                            ; preds = %BB, %CF209
  br label %CF209

CF214.preheader:                                  ; preds = %BB
  %Sl26.le = select i1 %L, ptr %A2, ptr %0
  %L35 = load <vscale x 2 x i1>, ptr %Sl8, align 1
  %E36 = extractelement <vscale x 2 x i1> %L35, i64 4294967295
  br i1 %E36, label %CF219, label %CF214.preheader.split

CF214.preheader.split:                            ; preds = %CF214.preheader
  %L41 = load i1, ptr %Sl26.le, align 1
  br i1 %L41, label %CF214, label %CF216

CF214:                                            ; preds = %CF214.preheader.split, %CF214
  br label %CF214

CF219:                                            ; preds = %CF214.preheader, %CF219
  br label %CF219

CF216:                                            ; preds = %CF214.preheader.split, %CF216
  br i1 extractelement (<vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i32 -1), label %CF216, label %CF217.preheader

CF217.preheader:                                  ; preds = %CF216
  %Cmp72 = icmp slt i8 %5, extractelement (<vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 -1)
  br i1 %Cmp72, label %CF217, label %CF220.preheader

CF217:                                            ; preds = %CF217.preheader, %CF217
  br label %CF217

CF220.preheader:                                  ; preds = %CF217.preheader
  %6 = extractelement <vscale x 8 x i1> %I7, i32 %3
  %E42.le = zext i1 %6 to i8
  %I43.le = insertelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i8 %E42.le, i32 %3
  %L68.le = load i32, ptr %Sl8, align 4
  %ZE77 = zext <vscale x 4 x i8> %I43.le to <vscale x 4 x i32>
  %E92 = extractelement <vscale x 4 x i32> %ZE77, i32 %L68.le
  %E98 = extractelement <vscale x 8 x i1> insertelement (<vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 true, i32 -1), i32 %E92
  br label %CF220

CF220:                                            ; preds = %CF220.preheader, %CF220
  store <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 8
  %L85 = load <vscale x 8 x double>, ptr %0, align 64
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 8
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl8, align 16
  br i1 %E98, label %CF220, label %CF221

CF221:                                            ; preds = %CF220
  %Sl59.le = select i1 %L, ptr %A, ptr %0
  %Se.le = sext <vscale x 4 x i1> trunc (<vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i1>) to <vscale x 4 x i64>
  store <vscale x 4 x i32> %ZE77, ptr %0, align 16
  store <vscale x 4 x i64> %Se.le, ptr %Sl26.le, align 32
  store <vscale x 4 x i64> %Se.le, ptr %Sl59.le, align 32
  %L122.pr = load i1, ptr %0, align 1
  br i1 %L122.pr, label %CF, label %CF208

CF:                                               ; preds = %CF221, %CF
  br label %CF

CF208:                                            ; preds = %CF221, %CF208
  store <vscale x 8 x i32> %L10, ptr %Sl26.le, align 32
  %L140 = load i1, ptr %Sl8, align 1
  br i1 %L140, label %CF208, label %CF210.preheader

CF210.preheader:                                  ; preds = %CF208
  store <vscale x 8 x double> %L85, ptr %Sl59.le, align 64
  br label %CF210

CF210:                                            ; preds = %CF210.preheader, %CF210
  br label %CF210
}

attributes #0 = { nofree norecurse noreturn nosync nounwind memory(readwrite, inaccessiblemem: none) }
