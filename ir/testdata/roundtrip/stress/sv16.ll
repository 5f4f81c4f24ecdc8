; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD16(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca i16, align 2
  %A2 = alloca float, align 4
  %A1 = alloca float, align 4
  %A = alloca <vscale x 4 x i64>, align 32
  %L = load i32, ptr %0, align 4
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 4
  %E = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %L
  %I = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %4, i32 %L
  %B = or <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %Sl = select i1 false, <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %L5 = load i32, ptr %0, align 4
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 4
  %E6 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %L
  %I7 = insertelement <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), i64 0, i32 %L
  %Tr = trunc <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i1>
  %Sl8 = select i1 true, ptr %A4, ptr %0
  %Cmp = icmp ule <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %L9 = load i64, ptr %A3, align 4
  store <vscale x 2 x float> undef, ptr %Sl8, align 8
  %E10 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %L
  %I11 = insertelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i64 423813, i32 %L
  %B12 = lshr i8 -127, %5
  %Tr13 = trunc <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i1>
  %Sl14 = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp15 = icmp slt <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), %Cmp
  %L16 = load <vscale x 8 x float>, ptr %Sl8, align 32
  store <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), ptr %Sl8, align 64
  %E17 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %L5
  %I18 = insertelement <vscale x 2 x i32> %B, i32 %3, i32 %3
  %B19 = shl <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %FC = sitofp <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x double>
  %Sl20 = select i1 false, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp21 = icmp uge <vscale x 2 x i32> %I18, %B
  %L22 = load <vscale x 4 x i1>, ptr %Sl8, align 1
  store <vscale x 4 x double> undef, ptr %Sl8, align 32
  %E23 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %L
  %I24 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 true, i32 %L
  %B25 = mul <vscale x 2 x i64> %I11, shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Sl26 = select i1 false, <vscale x 2 x i32> %B, <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp27 = icmp sgt <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %B19
  %L28 = load <vscale x 2 x i16>, ptr %0, align 4
  store <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), ptr %Sl8, align 8
  %E29 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I30 = insertelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i16 %E29, i32 %L
  %B31 = xor i64 %E23, 0
  %Sl32 = select i1 false, <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp33 = icmp ugt <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %L34 = load <vscale x 4 x i16>, ptr %A4, align 8
  %E35 = extractelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 %L5
  %I36 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %B12, i32 %L
  %B37 = mul <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), %B
  %PC = bitcast ptr %2 to ptr
  %Sl38 = select i1 false, <vscale x 8 x float> %L16, <vscale x 8 x float> %L16
  %Cmp39 = icmp ne <vscale x 1 x i1> %Tr, %Tr
  %L40 = load <vscale x 2 x i32>, ptr %PC, align 8
  store <vscale x 2 x float> undef, ptr %PC, align 8
  %E41 = extractelement <vscale x 4 x i1> %Cmp27, i32 %3
  br label %CF208

CF208:                                            ; preds = %CF208, %BB
  %I42 = insertelement <vscale x 8 x float> %Sl38, float 0xFFFFFFFFE0000000, i32 %3
  %B43 = srem <vscale x 4 x i64> %Sl14, %I
  %PC44 = bitcast ptr %Sl8 to ptr
  %Sl45 = select i1 %E41, ptr %0, ptr %Sl8
  %Cmp46 = icmp ne <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer)
  %L47 = load <vscale x 2 x i8>, ptr %PC, align 2
  %E48 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %L
  %I49 = insertelement <vscale x 2 x i8> %I36, i8 %E35, i32 %L5
  %B50 = sdiv i16 %E17, %E
  %ZE = zext i1 %E41 to i16
  %Sl51 = select i1 %E41, <vscale x 1 x i1> %Tr13, <vscale x 1 x i1> %Tr13
  %L52 = load <vscale x 4 x i32>, ptr %2, align 16
  store <vscale x 16 x i8> undef, ptr %Sl8, align 16
  %E53 = extractelement <vscale x 1 x i16> %I30, i32 %L
  %I54 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %5, i32 %3
  %B55 = sdiv <vscale x 4 x i64> %I, %B43
  %Tr56 = trunc i32 %L to i1
  br i1 %Tr56, label %CF208, label %CF210

CF210:                                            ; preds = %CF210, %CF208
  %Sl57 = select i1 %E41, i32 %L, i32 %3
  %Cmp58 = icmp ne <vscale x 2 x i32> %I18, shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %L59 = load <vscale x 4 x i64>, ptr %Sl8, align 32
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 4
  %E60 = extractelement <vscale x 1 x i16> %I30, i32 %Sl57
  %I61 = insertelement <vscale x 2 x i64> %B25, i64 423813, i32 %Sl57
  %B62 = xor <vscale x 2 x i16> %L28, %L28
  %Sl63 = select i1 %E41, <vscale x 2 x i8> %I36, <vscale x 2 x i8> %Sl32
  %Cmp64 = icmp uge <vscale x 4 x i64> %Sl20, %B43
  %L65 = load i64, ptr %0, align 4
  store <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 16
  %E66 = extractelement <vscale x 2 x i8> %Sl32, i32 %L
  %I67 = insertelement <vscale x 2 x i32> %Sl26, i32 %Sl57, i32 %Sl57
  %B68 = or <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer)
  %Se = sext i8 %5 to i16
  %Sl69 = select <vscale x 2 x i1> %Cmp58, <vscale x 2 x i64> %B25, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp70 = icmp ugt <vscale x 2 x i16> %L28, %L28
  %L71 = load <vscale x 4 x i32>, ptr %PC, align 16
  store <vscale x 4 x double> undef, ptr %PC, align 32
  %E72 = extractelement <vscale x 4 x i1> %Cmp33, i32 %3
  br i1 %E72, label %CF210, label %CF218

CF218:                                            ; preds = %CF210
  %I73 = insertelement <vscale x 8 x i1> %Cmp46, i1 %E41, i32 %L
  %B74 = srem <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %FC75 = sitofp <vscale x 4 x i1> %Cmp33 to <vscale x 4 x float>
  %Sl76 = select i1 %E41, ptr %A1, ptr %PC
  %L77 = load float, ptr %A3, align 4
  store <vscale x 2 x double> %FC, ptr %Sl76, align 16
  %E78 = extractelement <vscale x 2 x i64> %I11, i32 %Sl57
  %I79 = insertelement <vscale x 4 x i1> %Cmp33, i1 %E72, i32 %L
  %B80 = mul <vscale x 4 x i64> %B43, shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Se81 = sext i8 %5 to i32
  %Sl82 = select <vscale x 4 x i1> %I79, <vscale x 4 x i8> %B74, <vscale x 4 x i8> %B74
  %Cmp83 = icmp eq i32 %L, %Sl57
  br label %CF

CF:                                               ; preds = %CF, %CF214, %CF218
  %L84 = load <vscale x 2 x i8>, ptr %Sl76, align 2
  %E85 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %L
  %I86 = insertelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i16 %E85, i32 %Sl57
  %B87 = and i8 -127, %B12
  %Se88 = sext <vscale x 4 x i1> %Cmp to <vscale x 4 x i64>
  %Sl89 = select i1 %Cmp83, i16 %Se, i16 %B50
  %Cmp90 = icmp sgt i16 %E10, %E
  br i1 %Cmp90, label %CF, label %CF214

CF214:                                            ; preds = %CF
  %L91 = load i1, ptr %Sl8, align 1
  br i1 %L91, label %CF, label %CF209

CF209:                                            ; preds = %CF209, %CF221, %CF217, %CF215, %CF214
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 8
  %E92 = extractelement <vscale x 2 x i1> %I24, i32 %Sl57
  br i1 %E92, label %CF209, label %CF221

CF221:                                            ; preds = %CF209
  %I93 = insertelement <vscale x 8 x float> %Sl38, float %L77, i32 %3
  %B94 = srem <vscale x 4 x i64> %B43, %B43
  %FC95 = fptosi <vscale x 8 x float> %Sl38 to <vscale x 8 x i16>
  %Sl96 = select i1 %Tr56, <vscale x 16 x i32> %B68, <vscale x 16 x i32> %B68
  %Cmp97 = icmp eq <vscale x 8 x i16> %FC95, %FC95
  %L98 = load i8, ptr %PC, align 1
  store <vscale x 16 x i8> undef, ptr %PC44, align 16
  %E99 = extractelement <vscale x 2 x i8> %L84, i32 %Sl57
  %I100 = insertelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i16 %E85, i32 %L
  %B101 = and i32 %L5, %L
  %Tr102 = trunc <vscale x 4 x i32> %L52 to <vscale x 4 x i8>
  %Sl103 = select <vscale x 2 x i1> %Cmp58, <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp104 = icmp ult i1 %Tr56, %E41
  br i1 %Cmp104, label %CF209, label %CF216

CF216:                                            ; preds = %CF216, %CF221
  %L105 = load <vscale x 8 x i16>, ptr %Sl8, align 16
  store <vscale x 2 x double> %FC, ptr %Sl8, align 16
  %E106 = extractelement <vscale x 4 x i64> %I, i32 %3
  %I107 = insertelement <vscale x 8 x i64> %I7, i64 %B31, i32 %Sl57
  %B108 = srem <vscale x 4 x i64> %Se88, %Se88
  %Tr109 = trunc <vscale x 4 x i64> %B108 to <vscale x 4 x i16>
  %Sl110 = select <vscale x 4 x i1> %I79, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> %B108
  %Cmp111 = icmp eq <vscale x 4 x i64> %B94, shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %L112 = load <vscale x 1 x i8>, ptr %Sl76, align 1
  store <vscale x 8 x i8> undef, ptr %PC, align 8
  %E113 = extractelement <vscale x 4 x i64> %B80, i32 %B101
  %I114 = insertelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i16 %B50, i32 %L
  %Sl115 = select i1 %E72, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> %B80
  %Cmp116 = icmp eq <vscale x 2 x i64> %Sl69, %I61
  %L117 = load i32, ptr %Sl76, align 4
  %E118 = extractelement <vscale x 2 x i8> %L84, i32 %Sl57
  %I119 = insertelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %L117, i32 %Sl57
  %B120 = sub <vscale x 16 x i32> %Sl96, %B68
  %FC121 = uitofp <vscale x 2 x i8> %L47 to <vscale x 2 x double>
  %Sl122 = select i1 %E41, i64 0, i64 %E106
  %Cmp123 = icmp ult <vscale x 1 x i1> %Tr13, %Tr
  %L124 = load double, ptr %0, align 8
  store <vscale x 4 x double> undef, ptr %0, align 32
  %E125 = extractelement <vscale x 4 x i1> %Cmp33, i32 %Se81
  br i1 %E125, label %CF216, label %CF217

CF217:                                            ; preds = %CF216
  %I126 = insertelement <vscale x 2 x i8> %L47, i8 %E66, i32 %Sl57
  %B127 = shl i16 %ZE, %E10
  %BC = bitcast float %L77 to i32
  %Sl128 = select i1 %E41, <vscale x 4 x i1> %I79, <vscale x 4 x i1> %Cmp64
  %Cmp129 = icmp uge <vscale x 2 x i32> %B, %I18
  %L130 = load float, ptr %Sl8, align 4
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E131 = extractelement <vscale x 4 x i64> %I, i32 %L
  %I132 = insertelement <vscale x 16 x i32> %B120, i32 %Sl57, i32 %BC
  %PC133 = bitcast ptr %Sl8 to ptr
  %Sl134 = select i1 %E41, i1 %Tr56, i1 %E41
  br i1 %Sl134, label %CF209, label %CF212

CF212:                                            ; preds = %CF212, %CF217
  %Cmp135 = icmp ugt <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %L136 = load <vscale x 2 x i1>, ptr %A, align 1
  store <vscale x 4 x float> %FC75, ptr %PC44, align 16
  %E137 = extractelement <vscale x 16 x i32> %I132, i32 %Se81
  %I138 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %B12, i32 %B101
  %B139 = sub <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %Tr109
  %ZE140 = zext <vscale x 4 x i1> %Cmp to <vscale x 4 x i16>
  %Sl141 = select i1 %Cmp104, i32 %L5, i32 %L
  %Cmp142 = icmp sge i8 -127, %E66
  br i1 %Cmp142, label %CF212, label %CF215

CF215:                                            ; preds = %CF212
  %L143 = load <vscale x 8 x i8>, ptr %Sl8, align 8
  store <vscale x 1 x i64> undef, ptr %PC44, align 8
  %E144 = extractelement <vscale x 2 x i64> %Sl69, i32 %Se81
  %I145 = insertelement <vscale x 4 x i1> %L22, i1 %Tr56, i32 %3
  %ZE146 = zext i32 %L5 to i64
  %Sl147 = select i1 %Sl134, <vscale x 2 x i1> %Cmp116, <vscale x 2 x i1> %Cmp129
  %Cmp148 = icmp ne <vscale x 2 x i8> %L47, %Sl103
  %L149 = load i16, ptr %Sl76, align 2
  store <vscale x 8 x i32> %I119, ptr %Sl8, align 32
  %E150 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %Sl57
  %I151 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %E41, i32 %Sl57
  %B152 = and i16 %E17, %E60
  %FC153 = sitofp <vscale x 1 x i16> %I86 to <vscale x 1 x float>
  %Sl154 = select i1 %Cmp104, <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i16> %FC95
  %Cmp155 = icmp ugt i16 %E85, %E
  br i1 %Cmp155, label %CF209, label %CF211

CF211:                                            ; preds = %CF211, %CF220, %CF219, %CF215
  %L156 = load i64, ptr %PC133, align 4
  store <vscale x 16 x i16> undef, ptr %PC133, align 32
  %E157 = extractelement <vscale x 4 x i64> %Sl14, i32 %Se81
  %I158 = insertelement <vscale x 16 x i32> %I132, i32 %Se81, i32 %L
  %B159 = fdiv <vscale x 8 x float> %Sl38, %L16
  %ZE160 = zext <vscale x 2 x i1> %Sl147 to <vscale x 2 x i32>
  %Sl161 = select i1 %E125, <vscale x 8 x i8> %L143, <vscale x 8 x i8> %L143
  %Cmp162 = icmp ult <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), %Se88
  %L163 = load float, ptr %0, align 4
  %E164 = extractelement <vscale x 4 x i1> %Sl128, i32 %Sl57
  br i1 %E164, label %CF211, label %CF220

CF220:                                            ; preds = %CF211
  %I165 = insertelement <vscale x 4 x i1> %I79, i1 %E41, i32 %Sl57
  %B166 = lshr i64 %B31, %E106
  %Tr167 = trunc i64 %B31 to i32
  %Sl168 = select <vscale x 1 x i1> %Tr13, <vscale x 1 x float> %FC153, <vscale x 1 x float> %FC153
  %Cmp169 = icmp ne <vscale x 1 x i1> %Sl51, %Tr
  %L170 = load <vscale x 2 x i8>, ptr %PC133, align 2
  store <vscale x 8 x i16> %FC95, ptr %Sl76, align 16
  %E171 = extractelement <vscale x 4 x i64> %B94, i32 %B101
  %I172 = insertelement <vscale x 4 x i1> %Cmp33, i1 %Sl134, i32 %B101
  %PC173 = bitcast ptr %PC to ptr
  %Sl174 = select i1 %E125, <vscale x 4 x i16> %Tr109, <vscale x 4 x i16> %B139
  %Cmp175 = icmp uge <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), %FC95
  %L176 = load i32, ptr %PC173, align 4
  %E177 = extractelement <vscale x 2 x i1> %Cmp116, i32 %Sl57
  br i1 %E177, label %CF211, label %CF219

CF219:                                            ; preds = %CF220
  %I178 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %L117, i32 %Se81
  %Se179 = sext i1 %E72 to i16
  %Sl180 = select <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> %Cmp116
  %Cmp181 = icmp ult <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %L182 = load <vscale x 8 x i32>, ptr %PC133, align 32
  store <vscale x 4 x double> undef, ptr %PC133, align 32
  %E183 = extractelement <vscale x 2 x double> %FC, i32 %L
  %I184 = insertelement <vscale x 2 x i64> %B25, i64 %4, i32 %Sl57
  %B185 = or <vscale x 4 x i64> %B80, shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %FC186 = uitofp i16 %L149 to float
  %Sl187 = select <vscale x 2 x i1> %I151, <vscale x 2 x i1> %Cmp181, <vscale x 2 x i1> %Sl180
  %Cmp188 = icmp sge i1 %E72, %E41
  br i1 %Cmp188, label %CF211, label %CF213

CF213:                                            ; preds = %CF219
  %L189 = load <vscale x 4 x i8>, ptr %PC133, align 4
  store <vscale x 2 x i32> %ZE160, ptr %A2, align 8
  %E190 = extractelement <vscale x 1 x float> %Sl168, i32 %BC
  %I191 = insertelement <vscale x 4 x i32> %L52, i32 %Sl57, i32 %Sl57
  %B192 = lshr <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), %I119
  %ZE193 = zext <vscale x 1 x i1> %Cmp123 to <vscale x 1 x i8>
  %Sl194 = select i1 %E72, i16 %E60, i16 %Se179
  %Cmp195 = icmp sge <vscale x 1 x i1> %Cmp169, %Cmp39
  %L196 = load <vscale x 8 x float>, ptr %PC133, align 32
  store <vscale x 2 x i32> %I67, ptr %PC, align 8
  %E197 = extractelement <vscale x 8 x i16> %L105, i32 %L
  %I198 = insertelement <vscale x 2 x i8> %L84, i8 %5, i32 %Se81
  %Se199 = sext <vscale x 1 x i1> %Cmp169 to <vscale x 1 x i32>
  %Sl200 = select i1 %E164, i32 %Tr167, i32 %E137
  %Cmp201 = icmp uge <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer)
  %L202 = load float, ptr %PC, align 4
  %E203 = extractelement <vscale x 8 x float> %Sl38, i32 %L
  %I204 = insertelement <vscale x 8 x float> %I93, float %L77, i32 %L
  %FC205 = uitofp i16 %E150 to float
  %Sl206 = select <vscale x 4 x i1> %Cmp162, <vscale x 4 x i64> %Sl110, <vscale x 4 x i64> %Sl110
  %Cmp207 = icmp slt <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), %L170
  store <vscale x 4 x double> undef, ptr %Sl76, align 32
  store double %L124, ptr %PC133, align 8
  store double %E183, ptr %Sl76, align 8
  store double %E183, ptr %PC133, align 8
  store float %L77, ptr %0, align 4
  ret void
}
