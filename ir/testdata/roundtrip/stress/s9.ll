; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD9(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca i16, align 2
  %A2 = alloca i8, align 1
  %A1 = alloca i16, align 2
  %A = alloca i32, align 4
  %L = load <1 x i8>, ptr %0, align 1
  store i8 -61, ptr %0, align 1
  %E = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff = shufflevector <1 x i8> %L, <1 x i8> %L, <1 x i32> poison
  %I = insertelement <2 x i32> zeroinitializer, i32 -1, i32 %E
  %B = udiv i32 %3, -1
  %Sl = select <1 x i1> <i1 true>, <1 x i8> %L, <1 x i8> %L
  %Cmp = icmp uge i1 true, true
  br label %CF270

CF270:                                            ; preds = %CF270, %BB
  %L5 = load i32, ptr %0, align 4
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E6 = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I, <2 x i32> <i32 0, i32 poison>
  %I8 = insertelement <2 x i32> zeroinitializer, i32 %E, i32 %E
  %B9 = sdiv i64 -1, 0
  %FC = fptosi float 0x3858E1FCC0000000 to i8
  %Sl10 = select i1 false, ptr %A4, ptr %0
  %Cmp11 = icmp sge i64 0, %4
  br i1 %Cmp11, label %CF270, label %CF272

CF272:                                            ; preds = %CF270
  %L12 = load <8 x i8>, ptr %Sl10, align 8
  store i16 -26985, ptr %2, align 2
  %E13 = extractelement <2 x i32> zeroinitializer, i32 369775
  %Shuff14 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I, <2 x i32> <i32 1, i32 3>
  %I15 = insertelement <2 x i32> %Shuff7, i32 -1, i32 %3
  %B16 = srem <16 x i8> zeroinitializer, zeroinitializer
  %PC = bitcast ptr %0 to ptr
  %Sl17 = select <1 x i1> <i1 true>, <1 x i8> %L, <1 x i8> %L
  %Cmp18 = fcmp ult float 0x3858E1FCC0000000, 0x3858E1FCC0000000
  br label %CF245

CF245:                                            ; preds = %CF245, %CF262, %CF250, %CF272
  %L19 = load i8, ptr %1, align 1
  store <4 x i64> zeroinitializer, ptr %A, align 32
  %E20 = extractelement <4 x i32> zeroinitializer, i32 %E
  %Shuff21 = shufflevector <2 x i32> %I, <2 x i32> %I, <2 x i32> <i32 2, i32 poison>
  %I22 = insertelement <1 x i8> %L, i8 %FC, i32 -1
  %B23 = sdiv i32 %B, -1
  %Tr = trunc <1 x i8> %Shuff to <1 x i1>
  %Sl24 = select i1 true, <2 x i32> %Shuff21, <2 x i32> zeroinitializer
  %Cmp25 = icmp eq <1 x i8> %L, %Sl17
  %L26 = load double, ptr %A, align 8
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %2, align 16
  %E27 = extractelement <1 x i8> %Shuff, i32 369775
  %Shuff28 = shufflevector <1 x i8> %L, <1 x i8> %I22, <1 x i32> zeroinitializer
  %I29 = insertelement <2 x i32> %Shuff7, i32 369775, i32 -1
  %Se = sext i1 %Cmp11 to i8
  %Sl30 = select <1 x i1> %Tr, <1 x i8> %Sl, <1 x i8> %L
  %Cmp31 = icmp ult i1 true, true
  br i1 %Cmp31, label %CF245, label %CF255

CF255:                                            ; preds = %CF255, %CF245
  %L32 = load <2 x double>, ptr %Sl10, align 16
  store i64 0, ptr %Sl10, align 4
  %E33 = extractelement <8 x i8> %L12, i32 %E13
  %Shuff34 = shufflevector <2 x i32> %Shuff21, <2 x i32> %I, <2 x i32> <i32 3, i32 1>
  %I35 = insertelement <1 x i1> %Tr, i1 %Cmp31, i32 %3
  %B36 = frem float 0x3858E1FCC0000000, 0xC4256F6940000000
  %BC = bitcast i32 %E6 to float
  %Sl37 = select i1 true, i8 -61, i8 -61
  %Cmp38 = icmp ult <4 x i16> zeroinitializer, zeroinitializer
  %L39 = load <16 x double>, ptr %Sl10, align 128
  store i16 -26985, ptr %Sl10, align 2
  %E40 = extractelement <16 x i8> zeroinitializer, i32 %E
  %Shuff41 = shufflevector <1 x i8> %Shuff, <1 x i8> %L, <1 x i32> <i32 1>
  %I42 = insertelement <2 x i32> %Shuff21, i32 %E, i32 -1
  %B43 = udiv i8 %E40, %Sl37
  %ZE = zext <1 x i1> %Cmp25 to <1 x i16>
  %Sl44 = select i1 true, <4 x i16> zeroinitializer, <4 x i16> zeroinitializer
  %Cmp45 = icmp slt i8 %E40, %FC
  br i1 %Cmp45, label %CF255, label %CF260

CF260:                                            ; preds = %CF260, %CF255
  %L46 = load i1, ptr %Sl10, align 1
  br i1 %L46, label %CF260, label %CF262

CF262:                                            ; preds = %CF260
  store <1 x i32> zeroinitializer, ptr %Sl10, align 4
  %E47 = extractelement <16 x i8> zeroinitializer, i32 369775
  %Shuff48 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Sl44, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I49 = insertelement <1 x i1> %Tr, i1 %Cmp31, i32 %E
  %FC50 = fptosi float %BC to i32
  %Sl51 = select i1 %Cmp18, float 0xB8CAE8EEC0000000, float 0xC4256F6940000000
  %Cmp52 = icmp ne <2 x i32> %I15, %I
  %L53 = load <4 x float>, ptr %0, align 16
  store i8 -1, ptr %Sl10, align 1
  %E54 = extractelement <2 x i32> %Shuff21, i32 %FC50
  %Shuff55 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff34, <2 x i32> <i32 1, i32 3>
  %I56 = insertelement <4 x i1> %Cmp38, i1 true, i32 %B
  %B57 = or i32 %B23, %E
  %ZE58 = zext <1 x i16> %ZE to <1 x i32>
  %Sl59 = select i1 %Cmp45, i32 369775, i32 %E
  %Cmp60 = icmp ult <4 x i1> %I56, %Cmp38
  %L61 = load <4 x i32>, ptr %0, align 16
  store float %B36, ptr %Sl10, align 4
  %E62 = extractelement <1 x i1> %Cmp25, i32 %FC50
  br i1 %E62, label %CF245, label %CF249

CF249:                                            ; preds = %CF249, %CF259, %CF262
  %Shuff63 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I64 = insertelement <2 x i32> %Sl24, i32 %FC50, i32 %FC50
  %B65 = udiv <2 x i32> %Sl24, %I42
  %Se66 = sext i8 %E27 to i64
  %Sl67 = select i1 %Cmp31, i32 %E20, i32 %FC50
  %Cmp68 = icmp ugt <4 x i1> %Cmp60, %I56
  %L69 = load float, ptr %PC, align 4
  store <4 x i64> zeroinitializer, ptr %0, align 32
  %E70 = extractelement <2 x i32> zeroinitializer, i32 %B57
  %Shuff71 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 poison, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 poison, i32 24, i32 26, i32 28, i32 30, i32 0, i32 poison, i32 4, i32 6>
  %I72 = insertelement <4 x i32> %L61, i32 %FC50, i32 %FC50
  %Tr73 = trunc <4 x i32> zeroinitializer to <4 x i16>
  %Sl74 = select i1 true, i1 false, i1 true
  br i1 %Sl74, label %CF249, label %CF257

CF257:                                            ; preds = %CF257, %CF249
  %Cmp75 = icmp slt i32 %L5, 369775
  br i1 %Cmp75, label %CF257, label %CF259

CF259:                                            ; preds = %CF257
  %L76 = load float, ptr %0, align 4
  store <4 x i16> %Shuff48, ptr %A2, align 8
  %E77 = extractelement <16 x i32> %Shuff71, i32 %FC50
  %Shuff78 = shufflevector <1 x i8> %L, <1 x i8> %L, <1 x i32> poison
  %I79 = insertelement <2 x i32> %Shuff21, i32 %FC50, i32 %FC50
  %B80 = fsub double %L26, 0x1F45C1E4A7433F62
  %Se81 = sext <1 x i1> %I49 to <1 x i8>
  %Sl82 = select i1 %Sl74, i1 false, i1 true
  br i1 %Sl82, label %CF249, label %CF250

CF250:                                            ; preds = %CF259
  %Cmp83 = icmp uge i1 true, %Sl74
  br i1 %Cmp83, label %CF245, label %CF246

CF246:                                            ; preds = %CF246, %CF261, %CF256, %CF264, %CF250
  %L84 = load i16, ptr %Sl10, align 2
  store <4 x i32> %L61, ptr %0, align 16
  %E85 = extractelement <4 x i16> %Shuff48, i32 -1
  %Shuff86 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I87 = insertelement <4 x i16> %Shuff48, i16 %L84, i32 %3
  %ZE88 = zext <1 x i1> %I49 to <1 x i32>
  %Sl89 = select i1 %Cmp18, ptr %0, ptr %0
  %Cmp90 = icmp eq i1 %Cmp, %Cmp11
  br i1 %Cmp90, label %CF246, label %CF261

CF261:                                            ; preds = %CF246
  %L91 = load <8 x i1>, ptr %Sl10, align 1
  store float %L76, ptr %Sl89, align 4
  %E92 = extractelement <2 x double> %L32, i32 %FC50
  %Shuff93 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 poison, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7>
  %I94 = insertelement <4 x i16> %Tr73, i16 %L84, i32 %E77
  %B95 = lshr <16 x i8> zeroinitializer, %B16
  %FC96 = fptosi <4 x float> %L53 to <4 x i64>
  %Sl97 = select i1 true, <16 x i64> %Shuff63, <16 x i64> %Shuff63
  %Cmp98 = icmp sgt i1 true, true
  br i1 %Cmp98, label %CF246, label %CF256

CF256:                                            ; preds = %CF261
  %L99 = load i1, ptr %A, align 1
  br i1 %L99, label %CF246, label %CF252

CF252:                                            ; preds = %CF252, %CF274, %CF263, %CF256
  store <2 x i16> <i16 0, i16 -1>, ptr %0, align 4
  %E100 = extractelement <1 x i32> %ZE58, i32 %3
  %Shuff101 = shufflevector <1 x i8> %Shuff78, <1 x i8> %L, <1 x i32> poison
  %I102 = insertelement <4 x i16> zeroinitializer, i16 -26985, i32 %FC50
  %B103 = mul <16 x i64> zeroinitializer, zeroinitializer
  %ZE104 = zext i1 %Cmp11 to i8
  %Sl105 = select i1 %Cmp45, <1 x i8> %Sl17, <1 x i8> %Shuff41
  %Cmp106 = icmp ult <2 x i32> zeroinitializer, %I79
  %L107 = load i64, ptr %Sl10, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl10, align 4
  %E108 = extractelement <2 x i32> zeroinitializer, i32 %E100
  %Shuff109 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I, <2 x i32> <i32 2, i32 0>
  %I110 = insertelement <1 x i16> %ZE, i16 %L84, i32 %E108
  %B111 = lshr i16 -26985, %L84
  %Se112 = sext <1 x i8> %Sl17 to <1 x i64>
  %Sl113 = select <4 x i1> %I56, <4 x i16> %Shuff86, <4 x i16> zeroinitializer
  %Cmp114 = icmp ult i8 %E40, %L19
  br i1 %Cmp114, label %CF252, label %CF274

CF274:                                            ; preds = %CF252
  %L115 = load <4 x float>, ptr %Sl10, align 16
  store i32 %Sl67, ptr %Sl10, align 4
  %E116 = extractelement <4 x i1> %I56, i32 %E20
  br i1 %E116, label %CF252, label %CF263

CF263:                                            ; preds = %CF274
  %Shuff117 = shufflevector <1 x i8> %Se81, <1 x i8> %Shuff78, <1 x i32> <i32 1>
  %I118 = insertelement <1 x i8> %Sl, i8 %Se, i32 %E100
  %B119 = mul <4 x i16> %Sl113, %Sl113
  %Sl120 = select i1 false, <1 x i8> %Se81, <1 x i8> %Shuff78
  %Cmp121 = icmp eq i32 %Sl67, %FC50
  br i1 %Cmp121, label %CF252, label %CF253

CF253:                                            ; preds = %CF253, %CF269, %CF268, %CF263
  %L122 = load i16, ptr %Sl89, align 2
  store <4 x i64> zeroinitializer, ptr %Sl89, align 32
  %E123 = extractelement <1 x i8> %L, i32 %B57
  %Shuff124 = shufflevector <1 x i32> %ZE58, <1 x i32> %ZE58, <1 x i32> zeroinitializer
  %I125 = insertelement <2 x i32> zeroinitializer, i32 %E13, i32 %E77
  %B126 = mul i8 %E40, -61
  %Sl127 = select i1 false, i64 -1, i64 %L107
  %Cmp128 = icmp sgt <4 x i32> %I72, %L61
  %L129 = load float, ptr %A, align 4
  store <4 x i32> zeroinitializer, ptr %Sl89, align 16
  %E130 = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff131 = shufflevector <2 x i32> %Shuff21, <2 x i32> %I, <2 x i32> <i32 2, i32 0>
  %I132 = insertelement <1 x i32> %Shuff124, i32 %E20, i32 %E108
  %B133 = shl i64 %Se66, %L107
  %FC134 = sitofp i8 %Se to float
  %Sl135 = select i1 true, <16 x i8> zeroinitializer, <16 x i8> %Shuff93
  %Cmp136 = icmp sge i8 %Sl37, %L19
  br i1 %Cmp136, label %CF253, label %CF267

CF267:                                            ; preds = %CF267, %CF253
  %L137 = load i8, ptr %Sl89, align 1
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl89, align 64
  %E138 = extractelement <1 x i8> %Sl105, i32 %E
  %Shuff139 = shufflevector <2 x i32> %B65, <2 x i32> %I, <2 x i32> <i32 poison, i32 2>
  %I140 = insertelement <2 x i32> %I, i32 %E13, i32 %E130
  %B141 = udiv i32 %E20, %E130
  %FC142 = fptosi double 0xE0892828F287AFA6 to i8
  %Sl143 = select i1 %Cmp, <2 x i32> %Shuff7, <2 x i32> zeroinitializer
  %Cmp144 = icmp ne i1 %L46, %Cmp121
  br i1 %Cmp144, label %CF267, label %CF269

CF269:                                            ; preds = %CF267
  %L145 = load float, ptr %Sl89, align 4
  %E146 = extractelement <2 x i32> %I29, i32 %B141
  %Shuff147 = shufflevector <1 x i8> %Shuff101, <1 x i8> %Shuff101, <1 x i32> <i32 1>
  %I148 = insertelement <1 x i32> %Shuff124, i32 -1, i32 %E13
  %B149 = sub i64 421275, %B9
  %FC150 = sitofp <16 x i64> zeroinitializer to <16 x float>
  %Sl151 = select i1 %Cmp45, i64 %B133, i64 -1
  %Cmp152 = icmp ne i16 %L122, %L84
  br i1 %Cmp152, label %CF253, label %CF266

CF266:                                            ; preds = %CF266, %CF269
  %L153 = load <16 x i1>, ptr %0, align 2
  store i32 %FC50, ptr %Sl89, align 4
  %E154 = extractelement <2 x i1> %Cmp52, i32 369775
  br i1 %E154, label %CF266, label %CF268

CF268:                                            ; preds = %CF266
  %Shuff155 = shufflevector <4 x i1> %Cmp68, <4 x i1> %Cmp38, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I156 = insertelement <2 x i1> %Cmp52, i1 %E116, i32 %E13
  %PC157 = bitcast ptr %A2 to ptr
  %Sl158 = select i1 %Cmp, <1 x i32> %I132, <1 x i32> %ZE58
  %Cmp159 = icmp sge i8 %E123, %FC
  br i1 %Cmp159, label %CF253, label %CF264

CF264:                                            ; preds = %CF268
  %L160 = load float, ptr %PC157, align 4
  store <4 x float> %L115, ptr %PC, align 16
  %E161 = extractelement <16 x i1> %L153, i32 %E54
  br i1 %E161, label %CF246, label %CF247

CF247:                                            ; preds = %CF264
  %Shuff162 = shufflevector <2 x i32> %Sl143, <2 x i32> %I, <2 x i32> <i32 0, i32 2>
  %I163 = insertelement <4 x i1> %Shuff155, i1 %Cmp31, i32 %B141
  %B164 = fadd double 0x1F45C1E4A7433F62, %B80
  %Tr165 = trunc <2 x i32> %I42 to <2 x i1>
  %Sl166 = select i1 %Cmp90, i1 true, i1 %Sl82
  br label %CF

CF:                                               ; preds = %CF, %CF271, %CF254, %CF247
  %Cmp167 = icmp sge <4 x i16> %Shuff48, %I102
  %L168 = load <2 x i8>, ptr %Sl89, align 2
  store i1 false, ptr %Sl89, align 1
  %E169 = extractelement <16 x i32> %Shuff71, i32 %3
  %Shuff170 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff55, <2 x i32> <i32 1, i32 3>
  %I171 = insertelement <1 x i8> %Shuff78, i8 %E47, i32 %E20
  %B172 = sub <4 x i16> %I94, %Sl44
  %PC173 = bitcast ptr %A1 to ptr
  %Sl174 = select i1 true, i1 %Cmp152, i1 false
  br i1 %Sl174, label %CF, label %CF258

CF258:                                            ; preds = %CF258, %CF
  %Cmp175 = icmp sgt i8 %E47, %ZE104
  br i1 %Cmp175, label %CF258, label %CF271

CF271:                                            ; preds = %CF258
  %L176 = load double, ptr %Sl89, align 8
  %E177 = extractelement <1 x i8> %Shuff78, i32 %E77
  %Shuff178 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I94, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I179 = insertelement <4 x i1> %Cmp167, i1 %Cmp90, i32 %B141
  %B180 = shl <2 x i32> %Shuff55, %Shuff162
  %Se181 = sext i32 %E6 to i64
  %Sl182 = select i1 %Cmp98, i64 0, i64 %Se181
  %Cmp183 = icmp ule i1 %Cmp83, %Cmp
  br i1 %Cmp183, label %CF, label %CF251

CF251:                                            ; preds = %CF251, %CF273, %CF265, %CF271
  %L184 = load i32, ptr %PC157, align 4
  store <1 x double> zeroinitializer, ptr %Sl89, align 8
  %E185 = extractelement <8 x i8> %L12, i32 %E54
  %Shuff186 = shufflevector <4 x i16> %Shuff178, <4 x i16> %Sl44, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I187 = insertelement <4 x i1> %Cmp68, i1 true, i32 %L184
  %B188 = add i8 -61, %FC142
  %Sl189 = select i1 %Sl74, double %B164, double %L26
  %Cmp190 = icmp ule <1 x i8> %Shuff147, %L
  %L191 = load i8, ptr %PC157, align 1
  store <4 x float> %L115, ptr %Sl10, align 16
  %E192 = extractelement <2 x i32> zeroinitializer, i32 %L5
  %Shuff193 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Sl113, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I194 = insertelement <1 x i64> %Se112, i64 %B133, i32 %B23
  %B195 = ashr i16 0, -26985
  %FC196 = uitofp <16 x i32> zeroinitializer to <16 x double>
  %Sl197 = select <1 x i1> %Cmp190, <1 x i32> %I148, <1 x i32> %ZE58
  %Cmp198 = icmp sge i64 0, %Se181
  br i1 %Cmp198, label %CF251, label %CF273

CF273:                                            ; preds = %CF251
  %L199 = load <2 x float>, ptr %PC, align 8
  store i32 %Sl67, ptr %PC157, align 4
  %E200 = extractelement <4 x i64> zeroinitializer, i32 %E108
  %Shuff201 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %B172, <4 x i32> <i32 poison, i32 5, i32 7, i32 poison>
  %I202 = insertelement <16 x double> %L39, double %B80, i32 %E108
  %B203 = fsub float 0xB8CAE8EEC0000000, 0xC4256F6940000000
  %Tr204 = trunc <4 x i32> %L61 to <4 x i16>
  %Sl205 = select i1 %Sl74, double %B164, double %L26
  %Cmp206 = icmp sgt <2 x i32> %I125, %Shuff162
  %L207 = load double, ptr %PC157, align 8
  store <4 x i16> %I102, ptr %A, align 8
  %E208 = extractelement <2 x i32> %I8, i32 -1
  %Shuff209 = shufflevector <2 x i32> %Shuff131, <2 x i32> %I64, <2 x i32> <i32 0, i32 poison>
  %I210 = insertelement <4 x i16> zeroinitializer, i16 -26985, i32 %FC50
  %B211 = add i32 %FC50, -1
  %FC212 = fptosi double %Sl205 to i32
  %Sl213 = select i1 %Cmp31, i64 %B9, i64 %L107
  %Cmp214 = icmp ule i32 %E169, %FC50
  br i1 %Cmp214, label %CF251, label %CF265

CF265:                                            ; preds = %CF273
  %L215 = load <8 x i8>, ptr %0, align 8
  store i32 %FC50, ptr %Sl89, align 4
  %E216 = extractelement <2 x i32> %B180, i32 %Sl59
  %Shuff217 = shufflevector <1 x i64> %I194, <1 x i64> %I194, <1 x i32> <i32 1>
  %I218 = insertelement <4 x i16> %Shuff178, i16 %B195, i32 %E77
  %Tr219 = trunc i32 %Sl67 to i8
  %Sl220 = select <4 x i1> %Cmp128, <4 x i16> %Tr204, <4 x i16> %Sl44
  %Cmp221 = icmp slt <2 x i8> %L168, %L168
  %L222 = load <8 x float>, ptr %PC157, align 32
  store i1 %Cmp114, ptr %Sl89, align 1
  %E223 = extractelement <2 x i32> %Shuff162, i32 %E146
  %Shuff224 = shufflevector <2 x i1> %Tr165, <2 x i1> %Cmp106, <2 x i32> <i32 poison, i32 1>
  %I225 = insertelement <2 x i32> zeroinitializer, i32 %E223, i32 %E169
  %B226 = srem i32 %E192, %E216
  %FC227 = fptoui float %L76 to i1
  br i1 %FC227, label %CF251, label %CF254

CF254:                                            ; preds = %CF265
  %Sl228 = select <2 x i1> %Cmp52, <2 x i32> %I64, <2 x i32> %I
  %Cmp229 = fcmp uno float %FC134, %B36
  br i1 %Cmp229, label %CF, label %CF248

CF248:                                            ; preds = %CF254
  %L230 = load <1 x float>, ptr %PC157, align 4
  store i8 %L19, ptr %0, align 1
  %E231 = extractelement <2 x i32> zeroinitializer, i32 %E208
  %Shuff232 = shufflevector <2 x i32> %Sl143, <2 x i32> %I79, <2 x i32> <i32 1, i32 3>
  %I233 = insertelement <1 x i8> %L, i8 %ZE104, i32 %E169
  %B234 = srem <2 x i32> %Shuff14, %I
  %ZE235 = fpext <1 x float> %L230 to <1 x double>
  %Sl236 = select i1 %Sl82, double 0x1F45C1E4A7433F62, double %B164
  %L237 = load <4 x i8>, ptr %PC157, align 4
  store i8 %L137, ptr %PC157, align 1
  %E238 = extractelement <1 x i8> %I171, i32 -1
  %Shuff239 = shufflevector <2 x i1> %Cmp106, <2 x i1> %Cmp106, <2 x i32> <i32 poison, i32 3>
  %I240 = insertelement <4 x i16> %Sl220, i16 -26985, i32 %E108
  %B241 = frem <2 x float> %L199, %L199
  %FC242 = sitofp <2 x i1> %Cmp221 to <2 x float>
  %Sl243 = select i1 %Cmp, i64 %L107, i64 %4
  %Cmp244 = icmp ne <16 x i1> %L153, %L153
  store <2 x double> %L32, ptr %Sl89, align 16
  store <1 x float> %L230, ptr %Sl10, align 4
  store <16 x float> %FC150, ptr %Sl10, align 64
  store <4 x i64> zeroinitializer, ptr %Sl10, align 32
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 32
  ret void
}
