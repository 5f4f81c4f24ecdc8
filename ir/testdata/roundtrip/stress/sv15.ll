; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD15(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca i64, align 8
  %A2 = alloca i64, align 8
  %A1 = alloca i8, align 1
  %A = alloca i1, align 1
  %L = load i64, ptr %0, align 4
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 16
  %E = extractelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  br label %CF220

CF220:                                            ; preds = %BB
  %I = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3, i32 %3
  %B = sdiv <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer)
  %Tr = trunc <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i1>
  %Sl = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i1> %Tr
  %Cmp = icmp ugt i32 %3, %3
  br label %CF217

CF217:                                            ; preds = %CF220
  %L5 = load <vscale x 8 x i32>, ptr %0, align 32
  store <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), ptr %2, align 4
  %E6 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I7 = insertelement <vscale x 4 x i1> %Sl, i1 %E, i32 %E6
  %Sl8 = select <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp9 = icmp slt <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L10 = load <vscale x 2 x double>, ptr %0, align 16
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E11 = extractelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 %E6
  %I12 = insertelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %E6, i32 %E6
  %FC = uitofp <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x double>
  %Sl13 = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp14 = icmp ne <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer)
  %L15 = load <vscale x 2 x i32>, ptr %0, align 8
  store <vscale x 8 x double> %FC, ptr %0, align 64
  %E16 = extractelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i32 %E6
  %I17 = insertelement <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), i32 %E6, i32 %3
  %B18 = or <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %Tr19 = trunc <vscale x 8 x i16> %B18 to <vscale x 8 x i8>
  %Sl20 = select <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %L21 = load double, ptr %0, align 8
  store <vscale x 4 x float> undef, ptr %0, align 16
  %E22 = extractelement <vscale x 2 x i8> %Sl20, i32 %3
  %I23 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %E, i32 %E6
  %B24 = srem <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %ZE = zext <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i32>
  %Sl25 = select i1 %E, <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp26 = icmp slt <vscale x 4 x i1> %Tr, %I23
  %L27 = load i32, ptr %0, align 4
  %E28 = extractelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i32 %E6
  br label %CF212

CF212:                                            ; preds = %CF212, %CF226, %CF217
  %I29 = insertelement <vscale x 2 x i8> %Sl8, i8 -1, i32 %E6
  %B30 = shl <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Se = sext <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i64>
  %Sl31 = select <vscale x 1 x i1> %Cmp14, <vscale x 1 x i1> %Cmp14, <vscale x 1 x i1> %Cmp14
  %Cmp32 = icmp slt <vscale x 4 x i1> %Sl, shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L33 = load <vscale x 8 x i8>, ptr %0, align 8
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 8
  %E34 = extractelement <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  %I35 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %L27, i32 %L27
  %B36 = and <vscale x 2 x i8> %Sl20, shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %FC37 = uitofp i8 %E11 to double
  %Sl38 = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp39 = icmp sge <vscale x 2 x i8> %Sl20, %B36
  %L40 = load <vscale x 4 x i16>, ptr %0, align 8
  store <vscale x 8 x double> %FC, ptr %0, align 64
  %E41 = extractelement <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), i32 %E6
  %I42 = insertelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i16 %E16, i32 %L27
  %Se43 = sext <vscale x 8 x i32> %I12 to <vscale x 8 x i64>
  %Sl44 = select <vscale x 1 x i1> %Sl31, <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp45 = icmp sgt i32 %L27, %L27
  br i1 %Cmp45, label %CF212, label %CF226

CF226:                                            ; preds = %CF212
  %L46 = load <vscale x 4 x i32>, ptr %0, align 16
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E47 = extractelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I48 = insertelement <vscale x 1 x i1> %Cmp14, i1 %Cmp45, i32 %3
  %B49 = add <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), %B24
  %ZE50 = zext <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i16>
  %Sl51 = select i1 %Cmp45, <vscale x 4 x i1> %I23, <vscale x 4 x i1> %Cmp32
  %Cmp52 = icmp ne <vscale x 4 x i1> %I7, %Cmp32
  %L53 = load i32, ptr %0, align 4
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E54 = extractelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i32 %L53
  %I55 = insertelement <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), i32 %L27, i32 %E6
  %FC56 = uitofp <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x float>
  %Sl57 = select <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i32> %L15
  %Cmp58 = icmp sgt <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %L59 = load <vscale x 4 x i16>, ptr %0, align 8
  store <vscale x 8 x double> %FC, ptr %0, align 64
  %E60 = extractelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i32 %E6
  %I61 = insertelement <vscale x 4 x i1> %I7, i1 %E28, i32 %3
  %Tr62 = trunc <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i16>
  %Sl63 = select i1 %E28, <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp64 = icmp eq i8 %E47, -1
  br i1 %Cmp64, label %CF212, label %CF218

CF218:                                            ; preds = %CF226
  %L65 = load i16, ptr %0, align 2
  store <vscale x 4 x float> undef, ptr %0, align 16
  %E66 = extractelement <vscale x 4 x i1> %Cmp52, i32 %E6
  br label %CF

CF:                                               ; preds = %CF, %CF228, %CF216, %CF223, %CF227, %CF215, %CF218
  %I67 = insertelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i16 %E54, i32 %E6
  %B68 = udiv <vscale x 4 x i32> %L46, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %FC69 = sitofp <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x double>
  %Sl70 = select i1 %Cmp64, <vscale x 4 x i16> %L59, <vscale x 4 x i16> %L59
  %Cmp71 = icmp ugt <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), %Se
  %L72 = load i1, ptr %0, align 1
  br i1 %L72, label %CF, label %CF219

CF219:                                            ; preds = %CF219, %CF
  store <vscale x 4 x float> undef, ptr %0, align 16
  %E73 = extractelement <vscale x 2 x i32> %I35, i32 %E6
  %I74 = insertelement <vscale x 4 x i1> %I7, i1 %Cmp64, i32 %E6
  %B75 = or i8 %E41, %5
  %Tr76 = trunc <vscale x 4 x i16> %L40 to <vscale x 4 x i1>
  %Sl77 = select i1 %Cmp64, i8 %E11, i8 %E34
  %Cmp78 = icmp sgt <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), %B30
  %L79 = load i16, ptr %0, align 2
  %E80 = extractelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i32 %E73
  %I81 = insertelement <vscale x 8 x i64> %Se43, i64 %4, i32 %L53
  %B82 = urem <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %Sl83 = select i1 %E28, i16 %E54, i16 %E60
  %Cmp84 = icmp slt <vscale x 8 x i16> %Tr62, %B18
  %L85 = load float, ptr %0, align 4
  store <vscale x 8 x i64> %Se43, ptr %0, align 64
  %E86 = extractelement <vscale x 4 x i1> %Tr, i32 %E6
  br i1 %E86, label %CF219, label %CF228

CF228:                                            ; preds = %CF219
  %I87 = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 %E16, i32 %E6
  %B88 = fmul <vscale x 2 x float> %FC56, %FC56
  %ZE89 = zext <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i32>
  %Sl90 = select i1 %Cmp64, <vscale x 2 x i32> %I35, <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp91 = icmp uge <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %L92 = load i1, ptr %0, align 1
  br i1 %L92, label %CF, label %CF213

CF213:                                            ; preds = %CF213, %CF228
  store <vscale x 4 x i64> undef, ptr %0, align 32
  %E93 = extractelement <vscale x 4 x i32> %I, i32 %E6
  %I94 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %E22, i32 %E6
  %Se95 = sext <vscale x 1 x i32> %I55 to <vscale x 1 x i64>
  %Sl96 = select <vscale x 1 x i1> %Sl31, <vscale x 1 x i16> %ZE50, <vscale x 1 x i16> %ZE50
  %Cmp97 = icmp ugt <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), %I17
  %L98 = load <vscale x 2 x i1>, ptr %0, align 1
  store <vscale x 1 x float> undef, ptr %A4, align 4
  %E99 = extractelement <vscale x 8 x i16> %I67, i32 %L27
  %I100 = insertelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i16 %E16, i32 %E93
  %ZE101 = zext i8 %E47 to i32
  %Sl102 = select i1 %E28, i16 %E16, i16 %E16
  %Cmp103 = icmp eq <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), %I17
  %L104 = load <vscale x 1 x i16>, ptr %0, align 2
  store <vscale x 2 x i64> undef, ptr %0, align 16
  %E105 = extractelement <vscale x 4 x i16> %I87, i32 %E6
  %I106 = insertelement <vscale x 4 x i1> %I61, i1 %Cmp64, i32 %L27
  %Tr107 = trunc <vscale x 4 x i16> %I87 to <vscale x 4 x i8>
  %Sl108 = select i1 %Cmp64, i32 %E73, i32 %E93
  %L109 = load i64, ptr %0, align 4
  store <vscale x 2 x double> %L10, ptr %0, align 16
  %E110 = extractelement <vscale x 4 x i16> %I87, i32 %E73
  %I111 = insertelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %E6, i32 %E93
  %Tr112 = trunc <vscale x 4 x i16> %L59 to <vscale x 4 x i8>
  %Sl113 = select i1 %E, i16 %L79, i16 %E54
  %Cmp114 = icmp eq <vscale x 1 x i64> %Se, %Se95
  %L115 = load <vscale x 4 x i1>, ptr %0, align 1
  %E116 = extractelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i32 %L53
  %I117 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %Sl108, i32 %E93
  %Sl118 = select i1 %E28, <vscale x 4 x i1> %Cmp78, <vscale x 4 x i1> %Sl51
  %Cmp119 = fcmp one <vscale x 2 x double> %L10, %L10
  %L120 = load double, ptr %0, align 8
  store <vscale x 2 x i64> undef, ptr %0, align 16
  %E121 = extractelement <vscale x 1 x i1> %Cmp103, i32 %E6
  br i1 %E121, label %CF213, label %CF216

CF216:                                            ; preds = %CF213
  %I122 = insertelement <vscale x 16 x i64> %B49, i64 %L, i32 %E6
  %B123 = sub <vscale x 4 x i32> %I117, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %FC124 = sitofp <vscale x 2 x i1> %L98 to <vscale x 2 x double>
  %Sl125 = select i1 %E, i1 %Cmp45, i1 %E86
  br i1 %Sl125, label %CF, label %CF211

CF211:                                            ; preds = %CF211, %CF225, %CF216
  %Cmp126 = icmp ult i8 %5, %5
  br i1 %Cmp126, label %CF211, label %CF222

CF222:                                            ; preds = %CF222, %CF211
  %L127 = load <vscale x 4 x double>, ptr %0, align 32
  store <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), ptr %2, align 8
  %E128 = extractelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i32 %L53
  br i1 %E128, label %CF222, label %CF225

CF225:                                            ; preds = %CF222
  %I129 = insertelement <vscale x 4 x i1> %I7, i1 %Cmp64, i32 %L27
  %B130 = mul i16 %E80, %E99
  %FC131 = fptoui double %L120 to i16
  %Sl132 = select <vscale x 4 x i1> %I106, <vscale x 4 x i1> %Cmp26, <vscale x 4 x i1> %L115
  %Cmp133 = icmp sgt <vscale x 16 x i64> %I122, %B24
  %L134 = load <vscale x 16 x i64>, ptr %0, align 128
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 16
  %E135 = extractelement <vscale x 1 x i32> %I55, i32 %ZE101
  %I136 = insertelement <vscale x 2 x i1> %L98, i1 %E121, i32 %E6
  %B137 = shl <vscale x 8 x i8> %Tr19, %B82
  %Tr138 = trunc i32 %E93 to i16
  %Sl139 = select i1 %Cmp64, <vscale x 4 x i32> %I, <vscale x 4 x i32> %B30
  %Cmp140 = fcmp ule double %L120, %L21
  br i1 %Cmp140, label %CF211, label %CF214

CF214:                                            ; preds = %CF214, %CF229, %CF224, %CF225
  %L141 = load i1, ptr %0, align 1
  br i1 %L141, label %CF214, label %CF229

CF229:                                            ; preds = %CF214
  store <vscale x 8 x i8> %B82, ptr %0, align 8
  %E142 = extractelement <vscale x 2 x i32> %I35, i32 %L53
  %I143 = insertelement <vscale x 2 x float> %B88, float %L85, i32 %L27
  %B144 = srem <vscale x 4 x i16> %Sl70, %Sl70
  %ZE145 = zext <vscale x 4 x i1> %I74 to <vscale x 4 x i32>
  %Sl146 = select i1 %L92, <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp147 = icmp sge <vscale x 4 x i8> %Tr107, %Tr107
  %L148 = load i1, ptr %0, align 1
  br i1 %L148, label %CF214, label %CF224

CF224:                                            ; preds = %CF229
  store <vscale x 4 x i64> undef, ptr %0, align 32
  %E149 = extractelement <vscale x 8 x i1> %Cmp84, i32 %E135
  br i1 %E149, label %CF214, label %CF223

CF223:                                            ; preds = %CF224
  %I150 = insertelement <vscale x 4 x i16> %I87, i16 %E99, i32 %E6
  %FC151 = uitofp <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x float>
  %Sl152 = select <vscale x 4 x i1> %Sl51, <vscale x 4 x i32> %B68, <vscale x 4 x i32> %I117
  %Cmp153 = icmp sgt <vscale x 4 x i1> %I74, shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L154 = load <vscale x 2 x float>, ptr %0, align 8
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 4
  %E155 = extractelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %E6
  %I156 = insertelement <vscale x 1 x i1> %Cmp58, i1 %E28, i32 %E155
  %B157 = sub i64 %L109, %L109
  %Tr158 = trunc <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer) to <vscale x 16 x i32>
  %Sl159 = select i1 %L92, i1 %Cmp64, i1 %E
  br i1 %Sl159, label %CF, label %CF210

CF210:                                            ; preds = %CF210, %CF223
  %Cmp160 = icmp ugt <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer)
  %L161 = load i1, ptr %0, align 1
  br i1 %L161, label %CF210, label %CF227

CF227:                                            ; preds = %CF210
  store <vscale x 8 x float> undef, ptr %0, align 32
  %E162 = extractelement <vscale x 4 x i16> %L59, i32 %E6
  %I163 = insertelement <vscale x 16 x i64> %I122, i64 %L109, i32 %E6
  %B164 = shl <vscale x 4 x i32> %Sl152, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %FC165 = sitofp <vscale x 8 x i16> %I42 to <vscale x 8 x float>
  %Sl166 = select i1 %E121, i1 %Cmp140, i1 %L148
  br i1 %Sl166, label %CF, label %CF209

CF209:                                            ; preds = %CF209, %CF227
  %Cmp167 = icmp sgt <vscale x 4 x i16> %Sl70, %Sl70
  %L168 = load <vscale x 2 x i1>, ptr %0, align 1
  store <vscale x 2 x i8> %Sl20, ptr %0, align 2
  %E169 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %ZE101
  %I170 = insertelement <vscale x 2 x i8> %I94, i8 %E11, i32 %E6
  %B171 = mul <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), %I42
  %Tr172 = trunc <vscale x 2 x i32> %Sl90 to <vscale x 2 x i8>
  %Sl173 = select <vscale x 4 x i1> %Sl51, <vscale x 4 x i32> %Sl152, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp174 = icmp sgt <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), %I17
  %L175 = load <vscale x 2 x double>, ptr %0, align 16
  store <vscale x 2 x i16> undef, ptr %0, align 4
  %E176 = extractelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i32 %E142
  %I177 = insertelement <vscale x 2 x i1> %L168, i1 %Cmp45, i32 %E93
  %B178 = xor <vscale x 8 x i16> %B171, %B18
  %Se179 = sext i1 %Cmp126 to i8
  %Sl180 = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> %L40, <vscale x 4 x i16> %Sl70
  %Cmp181 = icmp sgt <vscale x 16 x i64> %I122, %I122
  %L182 = load <vscale x 8 x i8>, ptr %0, align 8
  store <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), ptr %0, align 16
  %E183 = extractelement <vscale x 2 x i1> %L168, i32 %E135
  br i1 %E183, label %CF209, label %CF215

CF215:                                            ; preds = %CF209
  %I184 = insertelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i16 %E54, i32 %E73
  %B185 = shl <vscale x 4 x i32> %I117, %ZE145
  %FC186 = sitofp <vscale x 4 x i1> %Cmp9 to <vscale x 4 x double>
  %Sl187 = select i1 %E121, <vscale x 4 x i1> %Cmp26, <vscale x 4 x i1> %I7
  %Cmp188 = fcmp uno <vscale x 8 x double> %FC69, %FC
  %L189 = load double, ptr %0, align 8
  %E190 = extractelement <vscale x 8 x i32> %ZE89, i32 %E6
  %I191 = insertelement <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), i32 %E135, i32 %L27
  %B192 = fadd float %L85, %L85
  %Se193 = sext <vscale x 8 x i1> %Sl63 to <vscale x 8 x i32>
  %Sl194 = select <vscale x 8 x i1> %Sl63, <vscale x 8 x i32> %L5, <vscale x 8 x i32> %Se193
  %Cmp195 = icmp ugt i8 %E11, %E11
  br i1 %Cmp195, label %CF, label %CF208

CF208:                                            ; preds = %CF208, %CF215
  %L196 = load <vscale x 4 x float>, ptr %0, align 16
  store <vscale x 16 x i32> %Tr158, ptr %0, align 64
  %E197 = extractelement <vscale x 2 x i1> %I177, i32 %E73
  br i1 %E197, label %CF208, label %CF221

CF221:                                            ; preds = %CF208
  %I198 = insertelement <vscale x 4 x i32> %B185, i32 %E169, i32 %E155
  %FC199 = fptosi double %L21 to i64
  %Sl200 = select i1 %E121, i16 %Tr138, i16 %E162
  %Cmp201 = icmp slt <vscale x 1 x i16> %Sl96, %ZE50
  %L202 = load <vscale x 1 x i64>, ptr %0, align 8
  store <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 2
  %E203 = extractelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i32 %E6
  %I204 = insertelement <vscale x 8 x i16> %B18, i16 %E16, i32 %E190
  %FC205 = sitofp i16 %E105 to float
  %Sl206 = select i1 %E183, <vscale x 2 x i8> %Sl20, <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp207 = icmp ugt <vscale x 8 x i8> %L33, %B137
  store i32 %E6, ptr %A3, align 4
  store i32 %L27, ptr %0, align 4
  store double %L189, ptr %0, align 8
  store i64 %L109, ptr %0, align 4
  store float %FC205, ptr %0, align 4
  ret void
}
