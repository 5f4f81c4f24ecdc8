; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD14(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca i32, align 4
  %A2 = alloca float, align 4
  %A1 = alloca i64, align 8
  %A = alloca <vscale x 4 x i32>, align 16
  %L = load i64, ptr %0, align 4
  %E = extractelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i32 %3
  br label %CF220

CF220:                                            ; preds = %CF220, %BB
  %I = insertelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i16 0, i32 %3
  %B = or <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Se = sext i8 %5 to i32
  %Sl = select i1 %E, i64 %L, i64 %L
  %L5 = load <vscale x 8 x i16>, ptr %0, align 16
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 4
  %E6 = extractelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i32 %Se
  %I7 = insertelement <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), i32 %Se, i32 %Se
  %BC = bitcast <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x double>
  %Sl8 = select i1 %E, i64 %Sl, i64 %L
  %Cmp = icmp ne <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %L9 = load <vscale x 16 x i32>, ptr %0, align 64
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 8
  %E10 = extractelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %Se
  %I11 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %E, i32 %Se
  %B12 = and <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %Tr = trunc <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer) to <vscale x 16 x i16>
  %Sl13 = select <vscale x 16 x i1> undef, <vscale x 16 x i32> %I7, <vscale x 16 x i32> %I7
  %L14 = load i8, ptr %0, align 1
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 32
  %E15 = extractelement <vscale x 2 x i1> %Cmp, i32 %Se
  br i1 %E15, label %CF220, label %CF224

CF224:                                            ; preds = %CF220
  %I16 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %E15, i32 %Se
  %B17 = and <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer)
  %PC = bitcast ptr %A2 to ptr
  %Sl18 = select i1 %E, i32 %3, i32 %E10
  %Cmp19 = icmp eq <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %L20 = load float, ptr %PC, align 4
  store <vscale x 8 x i16> %L5, ptr %A2, align 16
  %E21 = extractelement <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  %I22 = insertelement <vscale x 8 x i16> %L5, i16 -1, i32 %E10
  %B23 = shl i32 %Sl18, %E10
  %FC = uitofp <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x double>
  %Sl24 = select <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i1> %I16, <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp25 = icmp sgt <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), %Sl24
  %L26 = load <vscale x 2 x i64>, ptr %PC, align 16
  store <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), ptr %PC, align 2
  %E27 = extractelement <vscale x 2 x i64> %L26, i32 %Sl18
  %I28 = insertelement <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), i16 -1, i32 %E10
  %B29 = mul i64 %Sl8, %L
  %FC30 = uitofp <vscale x 2 x i1> %Cmp19 to <vscale x 2 x double>
  %Sl31 = select <vscale x 2 x i1> %Cmp, <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp32 = icmp ugt <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %L33 = load <vscale x 4 x i8>, ptr %PC, align 4
  store <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), ptr %PC, align 16
  %E34 = extractelement <vscale x 16 x i16> %Tr, i32 %3
  %I35 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %E, i32 %E10
  %B36 = ashr i8 %5, %L14
  %FC37 = sitofp <vscale x 16 x i16> %Tr to <vscale x 16 x double>
  %Sl38 = select i1 %E, <vscale x 16 x i16> %Tr, <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp39 = icmp ne <vscale x 4 x i8> %L33, shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L40 = load i64, ptr %0, align 4
  %E41 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I42 = insertelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i8 %5, i32 %E10
  %B43 = xor <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), %Sl31
  %FC44 = uitofp <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x double>
  %Sl45 = select <vscale x 2 x i1> %Cmp, <vscale x 2 x i64> %L26, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp46 = icmp uge <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %L47 = load <vscale x 2 x float>, ptr %0, align 8
  %E48 = extractelement <vscale x 2 x double> %FC, i32 %Sl18
  %I49 = insertelement <vscale x 2 x i1> %Cmp19, i1 %E15, i32 %Se
  %B50 = ashr i8 %5, %5
  %PC51 = bitcast ptr %A to ptr
  %Sl52 = select i1 %E, ptr %1, ptr %PC
  %L53 = load i16, ptr %PC51, align 2
  store <vscale x 2 x i8> %Sl31, ptr %1, align 2
  %E54 = extractelement <vscale x 1 x i16> %I, i32 468223
  %I55 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %E, i32 %Sl18
  %B56 = xor i64 %E27, %L
  %Sl57 = select i1 %E, <vscale x 1 x i8> %B12, <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp58 = icmp sge <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), %B43
  %L59 = load i1, ptr %PC51, align 1
  br label %CF214

CF214:                                            ; preds = %CF214, %CF224
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %A, align 4
  %E60 = extractelement <vscale x 16 x i32> %L9, i32 %3
  %I61 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %L59, i32 %3
  %FC62 = sitofp i8 %B50 to double
  %Sl63 = select i1 %E15, <vscale x 2 x i1> %I49, <vscale x 2 x i1> %Cmp
  %Cmp64 = icmp uge i32 %E21, %B23
  br i1 %Cmp64, label %CF214, label %CF221

CF221:                                            ; preds = %CF221, %CF214
  %L65 = load i32, ptr %A, align 4
  store <vscale x 2 x double> %FC, ptr %PC51, align 16
  %E66 = extractelement <vscale x 4 x i1> %Cmp39, i32 468223
  br i1 %E66, label %CF221, label %CF228

CF228:                                            ; preds = %CF221
  %I67 = insertelement <vscale x 16 x i16> %Tr, i16 %E34, i32 %Sl18
  %B68 = xor <vscale x 2 x i64> %L26, %L26
  %Tr69 = trunc i64 %B56 to i16
  %Sl70 = select i1 %Cmp64, i1 %E15, i1 %L59
  br label %CF

CF:                                               ; preds = %CF, %CF217, %CF235, %CF228
  %Cmp71 = fcmp ult double %FC62, %E48
  br i1 %Cmp71, label %CF, label %CF217

CF217:                                            ; preds = %CF
  %L72 = load <vscale x 2 x i8>, ptr %PC51, align 2
  store <vscale x 2 x float> %L47, ptr %PC51, align 8
  %E73 = extractelement <vscale x 2 x double> %FC44, i32 %E60
  %I74 = insertelement <vscale x 2 x i16> %I28, i16 %E34, i32 %Se
  %B75 = mul <vscale x 4 x i32> %B, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Sl76 = select i1 %E, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp77 = icmp ult <vscale x 1 x i64> %B17, shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer)
  %L78 = load i1, ptr %PC51, align 1
  br i1 %L78, label %CF, label %CF215

CF215:                                            ; preds = %CF215, %CF234, %CF217
  store <vscale x 4 x float> undef, ptr %PC51, align 16
  %E79 = extractelement <vscale x 16 x i16> %I67, i32 %E60
  %I80 = insertelement <vscale x 8 x i1> %I61, i1 %L59, i32 %E60
  %B81 = urem <vscale x 2 x i64> %Sl45, shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %FC82 = sitofp <vscale x 8 x i1> %I35 to <vscale x 8 x double>
  %Sl83 = select i1 %L59, float %L20, float %L20
  %Cmp84 = icmp ugt <vscale x 16 x i16> %Tr, shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %L85 = load <vscale x 16 x float>, ptr %PC, align 64
  store <vscale x 4 x float> undef, ptr %A1, align 16
  %E86 = extractelement <vscale x 1 x i16> %I, i32 %E10
  %I87 = insertelement <vscale x 16 x i16> %I67, i16 %Tr69, i32 %E60
  %B88 = add <vscale x 2 x i64> %Sl45, %L26
  %Tr89 = trunc i32 %Se to i1
  br i1 %Tr89, label %CF215, label %CF234

CF234:                                            ; preds = %CF215
  %Sl90 = select i1 %L59, <vscale x 8 x i1> %I11, <vscale x 8 x i1> %I55
  %Cmp91 = icmp uge <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %L92 = load i8, ptr %PC51, align 1
  store <vscale x 8 x float> undef, ptr %0, align 32
  %E93 = extractelement <vscale x 8 x i1> %I55, i32 468223
  br i1 %E93, label %CF215, label %CF216

CF216:                                            ; preds = %CF216, %CF234
  %I94 = insertelement <vscale x 16 x i16> %I87, i16 %E34, i32 %Se
  %B95 = fdiv <vscale x 2 x double> %FC, %FC
  %Tr96 = trunc i32 %E10 to i1
  br i1 %Tr96, label %CF216, label %CF226

CF226:                                            ; preds = %CF226, %CF216
  %Sl97 = select i1 %E, <vscale x 16 x i16> %I87, <vscale x 16 x i16> %I67
  %Cmp98 = icmp ule <vscale x 16 x i32> %I7, shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer)
  %L99 = load i16, ptr %PC, align 2
  store <vscale x 2 x float> %L47, ptr %PC51, align 8
  %E100 = extractelement <vscale x 2 x i1> %Cmp19, i32 %3
  br i1 %E100, label %CF226, label %CF235

CF235:                                            ; preds = %CF226
  %I101 = insertelement <vscale x 8 x i1> %Sl90, i1 %L59, i32 %3
  %B102 = xor <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %FC103 = fptoui double %E48 to i16
  %Sl104 = select i1 %L59, i1 %E93, i1 %E66
  br i1 %Sl104, label %CF, label %CF209

CF209:                                            ; preds = %CF209, %CF232, %CF213, %CF211, %CF235
  %Cmp105 = fcmp uge <vscale x 2 x double> %B95, %B95
  %L106 = load double, ptr %PC, align 8
  store <vscale x 2 x i8> %Sl31, ptr %0, align 2
  %E107 = extractelement <vscale x 1 x i8> %Sl57, i32 %E60
  %I108 = insertelement <vscale x 8 x i1> %I61, i1 %Sl104, i32 %E21
  %Se109 = sext <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i32>
  %Sl110 = select <vscale x 1 x i1> %Cmp77, <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp111 = fcmp ord <vscale x 2 x double> %FC30, %FC44
  %L112 = load <vscale x 8 x i1>, ptr %0, align 1
  store <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), ptr %PC51, align 64
  %E113 = extractelement <vscale x 16 x i16> %Tr, i32 %E60
  %I114 = insertelement <vscale x 2 x i1> %Cmp32, i1 %E, i32 %3
  %B115 = sdiv <vscale x 1 x i8> %B12, %Sl110
  %FC116 = uitofp i16 %E34 to double
  %Sl117 = select <vscale x 2 x i1> %Cmp105, <vscale x 2 x i1> %Cmp32, <vscale x 2 x i1> %Cmp
  %Cmp118 = icmp ule <vscale x 16 x i64> %B102, %B102
  %L119 = load <vscale x 2 x i1>, ptr %0, align 1
  store <vscale x 4 x i32> %B, ptr %0, align 16
  %E120 = extractelement <vscale x 2 x i1> %Cmp111, i32 %3
  br i1 %E120, label %CF209, label %CF219

CF219:                                            ; preds = %CF219, %CF233, %CF209
  %I121 = insertelement <vscale x 2 x i1> %Sl117, i1 %E100, i32 %E60
  %B122 = mul i8 %L92, %L14
  %Tr123 = trunc <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i1>
  %Sl124 = select i1 %Tr96, double %E48, double %L106
  %Cmp125 = icmp ugt <vscale x 4 x i8> %L33, shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L126 = load i16, ptr %0, align 2
  %E127 = extractelement <vscale x 1 x i8> %Sl57, i32 %Se
  %I128 = insertelement <vscale x 8 x i1> %I108, i1 %E120, i32 %3
  %B129 = srem i16 %E34, %E34
  %Tr130 = trunc <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i16>
  %Sl131 = select i1 %Tr89, <vscale x 2 x float> %L47, <vscale x 2 x float> %L47
  %Cmp132 = icmp uge i8 %E107, %L14
  br i1 %Cmp132, label %CF219, label %CF233

CF233:                                            ; preds = %CF219
  %L133 = load float, ptr %0, align 4
  store <vscale x 4 x i16> undef, ptr %0, align 8
  %E134 = extractelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i32 %3
  br i1 %E134, label %CF219, label %CF230

CF230:                                            ; preds = %CF230, %CF233
  %I135 = insertelement <vscale x 1 x i16> %I, i16 %L126, i32 %3
  %B136 = mul i64 %4, %L
  %ZE = zext <vscale x 2 x i1> %Cmp32 to <vscale x 2 x i32>
  %Sl137 = select i1 %L59, double %FC116, double %L106
  %Cmp138 = icmp slt <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), %B43
  %L139 = load <vscale x 2 x i1>, ptr %0, align 1
  store <vscale x 16 x float> %L85, ptr %0, align 64
  %E140 = extractelement <vscale x 4 x i8> %I42, i32 %3
  %I141 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %E140, i32 %3
  %Se142 = sext <vscale x 16 x i32> %Sl13 to <vscale x 16 x i64>
  %Sl143 = select i1 %L59, i1 %L59, i1 %Cmp132
  br i1 %Sl143, label %CF230, label %CF232

CF232:                                            ; preds = %CF230
  %Cmp144 = icmp ne <vscale x 2 x i1> %Cmp105, %Cmp19
  %L145 = load i64, ptr %PC51, align 4
  store <vscale x 16 x i64> %Se142, ptr %0, align 128
  %E146 = extractelement <vscale x 2 x i1> %Cmp32, i32 %E10
  br i1 %E146, label %CF209, label %CF213

CF213:                                            ; preds = %CF232
  %I147 = insertelement <vscale x 16 x i16> %Tr, i16 %E34, i32 %3
  %B148 = udiv <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), %I135
  %Tr149 = trunc <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i8>
  %Sl150 = select i1 %E15, i1 %E66, i1 %L59
  br i1 %Sl150, label %CF209, label %CF211

CF211:                                            ; preds = %CF213
  %Cmp151 = icmp slt i64 %4, %B136
  br i1 %Cmp151, label %CF209, label %CF210

CF210:                                            ; preds = %CF210, %CF229, %CF227, %CF211
  %L152 = load float, ptr %PC, align 4
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC51, align 32
  %E153 = extractelement <vscale x 4 x i1> %Cmp125, i32 %3
  br i1 %E153, label %CF210, label %CF223

CF223:                                            ; preds = %CF223, %CF210
  %I154 = insertelement <vscale x 8 x i1> %I55, i1 %E146, i32 %Sl18
  %B155 = sub <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), %I141
  %FC156 = uitofp i1 %Cmp64 to float
  %Sl157 = select <vscale x 2 x i1> %I114, <vscale x 2 x i16> %I28, <vscale x 2 x i16> %Tr130
  %Cmp158 = icmp ne <vscale x 2 x i64> %B68, %L26
  %L159 = load <vscale x 4 x double>, ptr %0, align 32
  store <vscale x 8 x float> undef, ptr %0, align 32
  %E160 = extractelement <vscale x 16 x i1> %Cmp98, i32 %Se
  br i1 %E160, label %CF223, label %CF225

CF225:                                            ; preds = %CF225, %CF223
  %I161 = insertelement <vscale x 8 x i1> %I16, i1 %E15, i32 %E10
  %FC162 = uitofp <vscale x 8 x i1> %Cmp25 to <vscale x 8 x double>
  %Sl163 = select <vscale x 2 x i1> %Cmp105, <vscale x 2 x i64> %B88, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp164 = icmp ule <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), %Sl163
  %L165 = load <vscale x 8 x float>, ptr %0, align 32
  store <vscale x 8 x i16> %L5, ptr %0, align 16
  %E166 = extractelement <vscale x 2 x double> %FC30, i32 %3
  %I167 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %E10, i32 %3
  %B168 = fadd float %L152, %L20
  %FC169 = sitofp <vscale x 2 x i16> %I28 to <vscale x 2 x double>
  %Sl170 = select i1 %L59, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp171 = icmp sgt <vscale x 8 x i16> %L5, %I22
  %L172 = load i16, ptr %0, align 2
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 8
  %E173 = extractelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i32 %E60
  %I174 = insertelement <vscale x 16 x i16> %I87, i16 %E86, i32 %3
  %Tr175 = trunc <vscale x 2 x i8> %B155 to <vscale x 2 x i1>
  %Sl176 = select i1 %E15, <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %L177 = load <vscale x 4 x i8>, ptr %0, align 4
  store <vscale x 1 x double> %BC, ptr %PC, align 8
  %E178 = extractelement <vscale x 8 x i1> %I35, i32 %3
  br i1 %E178, label %CF225, label %CF229

CF229:                                            ; preds = %CF225
  %I179 = insertelement <vscale x 2 x i1> %Cmp19, i1 %Sl70, i32 468223
  %B180 = add i64 %E27, %B136
  %FC181 = fptoui float %L152 to i1
  br i1 %FC181, label %CF210, label %CF218

CF218:                                            ; preds = %CF218, %CF229
  %Sl182 = select <vscale x 2 x i1> %Cmp164, <vscale x 2 x i1> %Tr175, <vscale x 2 x i1> %I121
  %Cmp183 = icmp slt i1 %E153, %L59
  br i1 %Cmp183, label %CF218, label %CF227

CF227:                                            ; preds = %CF218
  %L184 = load <vscale x 8 x i1>, ptr %0, align 1
  store <vscale x 4 x float> undef, ptr %A2, align 16
  %E185 = extractelement <vscale x 1 x i8> %Sl110, i32 %3
  %I186 = insertelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i1 %E, i32 %3
  %B187 = sub <vscale x 16 x i16> %I87, %I87
  %ZE188 = zext <vscale x 16 x i16> %Sl38 to <vscale x 16 x i32>
  %Sl189 = select i1 %Tr89, i1 %E178, i1 %Sl143
  br i1 %Sl189, label %CF210, label %CF212

CF212:                                            ; preds = %CF212, %CF231, %CF227
  %Cmp190 = icmp slt <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), %L72
  %L191 = load <vscale x 8 x i16>, ptr %PC, align 16
  store <vscale x 2 x i64> %Sl163, ptr %PC51, align 16
  %E192 = extractelement <vscale x 16 x i32> %L9, i32 %3
  %I193 = insertelement <vscale x 4 x i1> %Cmp125, i1 %E120, i32 %Se
  %FC194 = uitofp <vscale x 2 x i1> %Sl63 to <vscale x 2 x double>
  %Sl195 = select i1 %E, i32 %L65, i32 %E60
  %Cmp196 = icmp uge <vscale x 4 x i8> %Sl170, shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L197 = load i1, ptr %0, align 1
  br i1 %L197, label %CF212, label %CF231

CF231:                                            ; preds = %CF212
  %E198 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %Se
  %I199 = insertelement <vscale x 2 x i1> %Cmp190, i1 %E15, i32 %E192
  %ZE200 = zext <vscale x 8 x i1> %Sl90 to <vscale x 8 x i64>
  %Sl201 = select i1 %L78, i64 %E27, i64 %L
  %Cmp202 = icmp ne <vscale x 1 x i16> %I, %Sl176
  %L203 = load <vscale x 2 x i64>, ptr %0, align 16
  store <vscale x 8 x i16> %L5, ptr %0, align 16
  %E204 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %E192
  %I205 = insertelement <vscale x 16 x i16> %B187, i16 %E34, i32 %E21
  %Se206 = sext <vscale x 1 x i16> %B148 to <vscale x 1 x i64>
  %Sl207 = select i1 %E93, double %E73, double %FC116
  %Cmp208 = icmp sge i1 %E15, %Tr89
  br i1 %Cmp208, label %CF212, label %CF222

CF222:                                            ; preds = %CF231
  store i16 %E34, ptr %0, align 2
  store float %Sl83, ptr %0, align 4
  store i8 %E107, ptr %PC, align 1
  store i32 %3, ptr %PC, align 4
  store float %L133, ptr %PC, align 4
  ret void
}
