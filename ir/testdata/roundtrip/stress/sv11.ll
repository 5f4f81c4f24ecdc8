; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD11(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca float, align 4
  %A2 = alloca float, align 4
  %A1 = alloca float, align 4
  %A = alloca i16, align 2
  %L = load i32, ptr %0, align 4
  store <vscale x 8 x i16> undef, ptr %0, align 16
  %E = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %L
  %I = insertelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i64 %4, i32 %L
  %Sl = select <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp = icmp ult <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %L5 = load <vscale x 4 x i32>, ptr %A2, align 16
  store <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), ptr %0, align 16
  %E6 = extractelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i32 %L
  br label %CF221

CF221:                                            ; preds = %BB
  %I7 = insertelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i64 %4, i32 %L
  %Se = sext <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i64>
  %Sl8 = select i1 %E6, i32 %3, i32 %L
  %Cmp9 = icmp ult <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %L10 = load float, ptr %0, align 4
  store <vscale x 8 x i64> undef, ptr %0, align 64
  %E11 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %L
  %I12 = insertelement <vscale x 2 x i1> %Cmp, i1 %E6, i32 %3
  %B = sdiv <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %FC = sitofp <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x double>
  %Sl13 = select i1 %E6, <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %L14 = load <vscale x 4 x i16>, ptr %0, align 8
  store <vscale x 4 x double> undef, ptr %A3, align 32
  %E15 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I16 = insertelement <vscale x 2 x i1> %I12, i1 %E6, i32 %3
  %B17 = lshr <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %FC18 = sitofp <vscale x 4 x i32> %B17 to <vscale x 4 x float>
  %Sl19 = select i1 %E6, <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp20 = icmp ule <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), %L5
  %L21 = load i8, ptr %0, align 1
  %E22 = extractelement <vscale x 4 x i16> %L14, i32 %L
  %I23 = insertelement <vscale x 2 x i8> %Sl13, i8 %L21, i32 %L
  %B24 = lshr <vscale x 2 x i64> %I, %I
  %PC = bitcast ptr %A4 to ptr
  %Sl25 = select i1 %E6, <vscale x 4 x i32> %L5, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp26 = icmp eq <vscale x 1 x i1> %Sl, shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer)
  %L27 = load i8, ptr %PC, align 1
  store <vscale x 4 x i64> %Se, ptr %PC, align 32
  %E28 = extractelement <vscale x 2 x i1> %I16, i32 %L
  br label %CF220

CF220:                                            ; preds = %CF221
  %I29 = insertelement <vscale x 16 x i16> %Sl19, i16 %E11, i32 %L
  %B30 = and <vscale x 16 x i64> %I7, shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %Tr = trunc <vscale x 2 x i64> %I to <vscale x 2 x i32>
  %Sl31 = select <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp32 = icmp uge <vscale x 4 x i64> %Se, shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %L33 = load <vscale x 8 x i32>, ptr %PC, align 32
  store <vscale x 8 x i16> undef, ptr %PC, align 16
  %E34 = extractelement <vscale x 16 x i64> %B30, i32 %3
  %I35 = insertelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i8 %L21, i32 %3
  %B36 = xor <vscale x 2 x i32> %Tr, %Tr
  %Tr37 = trunc <vscale x 16 x i64> %B30 to <vscale x 16 x i16>
  %Sl38 = select <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i8> %Sl31
  %Cmp39 = icmp ult <vscale x 2 x i1> %I12, shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %L40 = load <vscale x 4 x i64>, ptr %A2, align 32
  %E41 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I42 = insertelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i16 %E, i32 %3
  %B43 = and <vscale x 16 x i16> %I29, %Sl19
  %FC44 = uitofp <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x float>
  %Sl45 = select <vscale x 4 x i1> %Cmp20, <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i1> %Cmp20
  %Cmp46 = icmp ule <vscale x 4 x i8> %I35, shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L47 = load <vscale x 4 x i8>, ptr %0, align 4
  store <vscale x 1 x float> %FC44, ptr %PC, align 4
  %E48 = extractelement <vscale x 2 x i1> %I12, i32 %3
  br label %CF216

CF216:                                            ; preds = %CF220
  %I49 = insertelement <vscale x 2 x i1> %I12, i1 %E6, i32 %L
  %B50 = add <vscale x 16 x i64> %I7, shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %ZE = zext <vscale x 16 x i16> %I29 to <vscale x 16 x i32>
  %Sl51 = select i1 %E28, <vscale x 2 x i32> %Tr, <vscale x 2 x i32> %Tr
  %Cmp52 = icmp eq <vscale x 16 x i16> %I29, %B43
  %L53 = load i1, ptr %0, align 1
  br label %CF215

CF215:                                            ; preds = %CF215, %CF223, %CF216
  %E54 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I55 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %L, i32 %L
  %B56 = ashr i32 %Sl8, %E54
  %PC57 = bitcast ptr %2 to ptr
  %Sl58 = select i1 %E6, i1 %E28, i1 %E28
  br i1 %Sl58, label %CF215, label %CF223

CF223:                                            ; preds = %CF215
  %Cmp59 = icmp ne <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %L60 = load <vscale x 4 x i8>, ptr %PC57, align 4
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %PC, align 4
  %E61 = extractelement <vscale x 4 x i8> %I35, i32 %L
  %I62 = insertelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i16 %E22, i32 %L
  %Sl63 = select <vscale x 2 x i1> %Cmp39, <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp64 = icmp uge <vscale x 16 x i1> %Cmp52, shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer)
  %L65 = load <vscale x 4 x double>, ptr %PC, align 32
  store <vscale x 1 x double> %FC, ptr %PC, align 8
  %E66 = extractelement <vscale x 2 x i1> %I16, i32 %E54
  br i1 %E66, label %CF215, label %CF218

CF218:                                            ; preds = %CF223
  %I67 = insertelement <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), i16 %E41, i32 %L
  %B68 = and i16 %E15, %E
  %FC69 = sitofp <vscale x 1 x i16> %I62 to <vscale x 1 x double>
  %Sl70 = select i1 %E6, <vscale x 2 x i16> %Sl63, <vscale x 2 x i16> %Sl63
  %Cmp71 = icmp eq <vscale x 4 x i32> %Sl25, %Sl25
  %L72 = load i16, ptr %PC57, align 2
  %E73 = extractelement <vscale x 4 x i1> %Cmp32, i32 %E54
  br label %CF212

CF212:                                            ; preds = %CF218
  %I74 = insertelement <vscale x 16 x i32> %ZE, i32 %3, i32 %E54
  %B75 = sdiv <vscale x 1 x i16> %I62, shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %FC76 = uitofp <vscale x 2 x i16> %Sl70 to <vscale x 2 x float>
  %Sl77 = select i1 %L53, ptr %1, ptr %PC57
  %Cmp78 = fcmp one float %L10, 0x386337D700000000
  br label %CF206

CF206:                                            ; preds = %CF206, %CF225, %CF224, %CF217, %CF222, %CF212
  %L79 = load i64, ptr %PC, align 4
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC57, align 32
  %E80 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %L
  %I81 = insertelement <vscale x 16 x i16> %B43, i16 %E, i32 %3
  %B82 = shl <vscale x 16 x i16> %Tr37, %I81
  %Tr83 = trunc <vscale x 16 x i16> %Tr37 to <vscale x 16 x i1>
  %Sl84 = select <vscale x 16 x i1> %Cmp52, <vscale x 16 x i1> %Cmp52, <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer)
  %L85 = load i64, ptr %Sl77, align 4
  store <vscale x 2 x i8> %Sl13, ptr %PC, align 2
  %E86 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I87 = insertelement <vscale x 2 x i1> %I16, i1 %E48, i32 %L
  %B88 = and i64 %L79, %L79
  %Sl89 = select i1 %L53, <vscale x 1 x float> %FC44, <vscale x 1 x float> %FC44
  %L90 = load <vscale x 4 x i64>, ptr %Sl77, align 32
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E91 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I92 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3, i32 %3
  %PC93 = bitcast ptr %0 to ptr
  %Sl94 = select i1 %E48, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i32> %Sl25
  %Cmp95 = icmp ule <vscale x 2 x i16> %Sl63, %Sl63
  %L96 = load double, ptr %PC, align 8
  store <vscale x 2 x double> undef, ptr %Sl77, align 16
  %E97 = extractelement <vscale x 16 x i16> %I81, i32 %Sl8
  %I98 = insertelement <vscale x 2 x i1> %I12, i1 %E48, i32 %E54
  %B99 = mul <vscale x 4 x i64> %L40, %L40
  %FC100 = fptosi <vscale x 1 x double> %FC to <vscale x 1 x i16>
  %Sl101 = select i1 %E73, float %L10, float %L10
  %Cmp102 = icmp ule <vscale x 2 x i1> %I12, %I87
  %L103 = load <vscale x 8 x i16>, ptr %PC57, align 16
  store <vscale x 4 x double> %L65, ptr %A1, align 32
  %E104 = extractelement <vscale x 1 x i16> %I42, i32 %L
  %I105 = insertelement <vscale x 2 x i1> %I49, i1 %E6, i32 %L
  %B106 = sdiv <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), %L5
  %ZE107 = zext <vscale x 1 x i1> %Cmp9 to <vscale x 1 x i16>
  %Sl108 = select i1 %E48, <vscale x 16 x i32> %I74, <vscale x 16 x i32> %ZE
  %Cmp109 = icmp sgt <vscale x 2 x i1> %Cmp95, %Cmp
  %L110 = load i1, ptr %A, align 1
  br i1 %L110, label %CF206, label %CF225

CF225:                                            ; preds = %CF206
  store <vscale x 2 x float> %FC76, ptr %A2, align 8
  %E111 = extractelement <vscale x 1 x i16> %I62, i32 %L
  %I112 = insertelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i16 %E, i32 %3
  %B113 = sub i8 %E61, %E61
  %ZE114 = zext <vscale x 1 x i1> %Cmp26 to <vscale x 1 x i8>
  %Sl115 = select i1 %E6, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp116 = icmp sge <vscale x 4 x i32> %Sl25, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L117 = load i1, ptr %A, align 1
  br i1 %L117, label %CF206, label %CF224

CF224:                                            ; preds = %CF225
  store <vscale x 4 x i32> %I92, ptr %Sl77, align 16
  %E118 = extractelement <vscale x 2 x i1> %I16, i32 %E54
  br i1 %E118, label %CF206, label %CF217

CF217:                                            ; preds = %CF224
  %I119 = insertelement <vscale x 4 x i8> %I35, i8 %B113, i32 %E54
  %B120 = lshr <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %FC121 = uitofp i1 %Sl58 to float
  %Sl122 = select <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i16> %FC100, <vscale x 1 x i16> %B75
  %Cmp123 = icmp ule <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), %L90
  %L124 = load <vscale x 2 x i1>, ptr %PC, align 1
  store <vscale x 16 x float> undef, ptr %A2, align 64
  %E125 = extractelement <vscale x 16 x i16> %I29, i32 %E54
  %I126 = insertelement <vscale x 16 x i32> %ZE, i32 %3, i32 %E54
  %PC127 = bitcast ptr %A4 to ptr
  %Sl128 = select i1 %E6, <vscale x 2 x i64> %I, <vscale x 2 x i64> %I
  %Cmp129 = icmp slt <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %L130 = load double, ptr %Sl77, align 8
  store <vscale x 4 x float> %FC18, ptr %PC57, align 16
  %E131 = extractelement <vscale x 1 x float> %Sl89, i32 %3
  %I132 = insertelement <vscale x 16 x i32> %I126, i32 %E54, i32 %3
  %B133 = shl <vscale x 8 x i16> %L103, %L103
  %Tr134 = trunc <vscale x 2 x i64> %Sl128 to <vscale x 2 x i32>
  %Sl135 = select <vscale x 4 x i1> %Cmp20, <vscale x 4 x i64> %Se, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp136 = icmp uge <vscale x 2 x i1> %I98, shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %L137 = load <vscale x 4 x i32>, ptr %PC57, align 16
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 4
  %E138 = extractelement <vscale x 16 x i16> %I29, i32 %3
  %I139 = insertelement <vscale x 16 x i8> %Sl31, i8 %L21, i32 %3
  %Se140 = sext <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i64>
  %Sl141 = select <vscale x 2 x i1> %Cmp109, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i64> %I
  %Cmp142 = icmp eq <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), %I
  %L143 = load <vscale x 2 x i64>, ptr %A, align 16
  store <vscale x 4 x i16> %L14, ptr %Sl77, align 8
  %E144 = extractelement <vscale x 2 x i64> %Sl128, i32 %L
  %I145 = insertelement <vscale x 1 x i16> %I112, i16 %E111, i32 %3
  %FC146 = uitofp <vscale x 2 x i16> %Sl63 to <vscale x 2 x float>
  %Sl147 = select i1 %E6, ptr %PC, ptr %PC127
  %Cmp148 = icmp sge i16 %B68, %E91
  br i1 %Cmp148, label %CF206, label %CF214

CF214:                                            ; preds = %CF214, %CF217
  %L149 = load i1, ptr %PC127, align 1
  br i1 %L149, label %CF214, label %CF222

CF222:                                            ; preds = %CF214
  store <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), ptr %PC57, align 4
  %E150 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %E54
  %I151 = insertelement <vscale x 4 x i8> %I35, i8 %L21, i32 %Sl8
  %Tr152 = trunc <vscale x 16 x i64> %I7 to <vscale x 16 x i32>
  %Sl153 = select i1 %L110, ptr %PC57, ptr %PC
  %Cmp154 = fcmp oeq <vscale x 1 x float> %Sl89, %FC44
  %L155 = load <vscale x 4 x i1>, ptr %Sl77, align 1
  store <vscale x 4 x float> %FC18, ptr %PC93, align 16
  %E156 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %E54
  %I157 = insertelement <vscale x 16 x i32> %I126, i32 %3, i32 %L
  %B158 = and i32 %L, %3
  %Tr159 = trunc <vscale x 1 x i16> %B120 to <vscale x 1 x i1>
  %Sl160 = select <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i32> %I126, <vscale x 16 x i32> %Sl108
  %Cmp161 = icmp ule i1 %Cmp148, %E6
  br i1 %Cmp161, label %CF206, label %CF207

CF207:                                            ; preds = %CF207, %CF219, %CF210, %CF213, %CF222
  %L162 = load <vscale x 1 x i1>, ptr %Sl77, align 1
  store <vscale x 8 x float> undef, ptr %PC57, align 32
  %E163 = extractelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i32 %B158
  %I164 = insertelement <vscale x 1 x i16> %B75, i16 %E125, i32 %B158
  %PC165 = bitcast ptr %0 to ptr
  %Sl166 = select i1 %E6, <vscale x 4 x i32> %Sl94, <vscale x 4 x i32> %L137
  %Cmp167 = icmp ne <vscale x 4 x i1> %Cmp32, %Cmp20
  %L168 = load i8, ptr %PC127, align 1
  store <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), ptr %2, align 4
  %E169 = extractelement <vscale x 1 x double> %FC69, i32 %E54
  %I170 = insertelement <vscale x 1 x i1> %Cmp9, i1 %E6, i32 %3
  %B171 = shl <vscale x 16 x i8> %I139, shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %FC172 = fptoui float %FC121 to i1
  br i1 %FC172, label %CF207, label %CF219

CF219:                                            ; preds = %CF207
  %Sl173 = select <vscale x 4 x i1> %Cmp20, <vscale x 4 x i64> %L90, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp174 = icmp ne <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), %Sl128
  %L175 = load <vscale x 4 x i8>, ptr %Sl147, align 4
  store <vscale x 8 x double> undef, ptr %Sl77, align 64
  %E176 = extractelement <vscale x 4 x i1> %Cmp20, i32 %B158
  br i1 %E176, label %CF207, label %CF210

CF210:                                            ; preds = %CF219
  %I177 = insertelement <vscale x 4 x i32> %Sl25, i32 %Sl8, i32 %B158
  %B178 = srem <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), %I62
  %Sl179 = select <vscale x 1 x i1> %Sl, <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i1> %Cmp9
  %Cmp180 = icmp ne <vscale x 16 x i16> %B82, shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %L181 = load <vscale x 4 x float>, ptr %PC57, align 16
  %E182 = extractelement <vscale x 2 x i1> %Cmp39, i32 %B158
  br i1 %E182, label %CF207, label %CF209

CF209:                                            ; preds = %CF209, %CF210
  %I183 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3, i32 %B158
  %Tr184 = trunc i64 %L79 to i8
  %Sl185 = select i1 %E6, <vscale x 16 x i16> %I29, <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp186 = icmp ult <vscale x 1 x i1> %Sl, %Cmp154
  %L187 = load i8, ptr %PC, align 1
  store <vscale x 4 x double> %L65, ptr %PC127, align 32
  %E188 = extractelement <vscale x 2 x i64> %B24, i32 %E54
  %I189 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %Cmp148, i32 %E54
  %B190 = urem <vscale x 16 x i8> %B171, %I139
  %FC191 = sitofp <vscale x 1 x i16> %FC100 to <vscale x 1 x float>
  %Sl192 = select i1 %E118, i1 %E48, i1 %E6
  br i1 %Sl192, label %CF209, label %CF211

CF211:                                            ; preds = %CF211, %CF209
  %L193 = load i8, ptr %PC127, align 1
  store <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 2
  %E194 = extractelement <vscale x 4 x i1> %I189, i32 %Sl8
  br i1 %E194, label %CF211, label %CF213

CF213:                                            ; preds = %CF211
  %I195 = insertelement <vscale x 1 x double> %FC69, double %L96, i32 %E54
  %B196 = and <vscale x 1 x i16> %I164, %ZE107
  %Se197 = sext i8 %L168 to i16
  %Sl198 = select <vscale x 2 x i1> %Cmp39, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp199 = fcmp ueq double %L130, %E169
  br i1 %Cmp199, label %CF207, label %CF208

CF208:                                            ; preds = %CF213
  %L200 = load <vscale x 4 x i16>, ptr %PC93, align 8
  store <vscale x 4 x double> %L65, ptr %PC, align 32
  %E201 = extractelement <vscale x 2 x i8> %I23, i32 %3
  %I202 = insertelement <vscale x 1 x i1> %Cmp186, i1 %E176, i32 %B158
  %B203 = fdiv <vscale x 1 x double> %FC, %I195
  %Sl204 = select i1 %E6, ptr %A4, ptr %PC93
  %Cmp205 = icmp sge i32 %E54, %B158
  br label %CF

CF:                                               ; preds = %CF208
  store <vscale x 4 x double> %L65, ptr %Sl77, align 32
  store double %L130, ptr %Sl147, align 8
  store double %L96, ptr %PC127, align 8
  store double %E169, ptr %PC165, align 8
  store float %Sl101, ptr %PC, align 4
  ret void
}
