; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD83(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i8, align 1
  %A3 = alloca i8, align 1
  %A2 = alloca i1, align 1
  %A1 = alloca float, align 4
  %A = alloca i1, align 1
  %L = load <2 x i16>, ptr %0, align 4
  store i1 true, ptr %A, align 1
  %E = extractelement <1 x i16> zeroinitializer, i32 19473
  %Shuff = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <2 x i8> zeroinitializer, i8 %5, i32 -1
  %B = sdiv i8 0, %5
  %PC = bitcast ptr %A3 to ptr
  %Sl = select i1 true, i1 true, i1 true
  br label %CF245

CF245:                                            ; preds = %CF245, %CF253, %BB
  %Cmp = icmp ule i32 19473, -1
  br i1 %Cmp, label %CF245, label %CF253

CF253:                                            ; preds = %CF245
  %L5 = load i32, ptr %PC, align 4
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 8
  %E6 = extractelement <1 x i16> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 poison>
  %I8 = insertelement <1 x i16> zeroinitializer, i16 -17179, i32 -1
  %B9 = mul i64 464509, 0
  %ZE = zext i16 %E to i64
  %Sl10 = select i1 true, ptr %A, ptr %PC
  %Cmp11 = icmp ne i1 true, true
  br i1 %Cmp11, label %CF245, label %CF251

CF251:                                            ; preds = %CF251, %CF253
  %L12 = load <8 x i32>, ptr %PC, align 32
  store i64 0, ptr %Sl10, align 4
  %E13 = extractelement <2 x i8> zeroinitializer, i32 -1
  %Shuff14 = shufflevector <4 x i64> %Shuff7, <4 x i64> zeroinitializer, <4 x i32> <i32 1, i32 poison, i32 5, i32 poison>
  %I15 = insertelement <4 x i8> zeroinitializer, i8 %E13, i32 -1
  %B16 = srem <2 x i16> %L, %L
  %BC = bitcast double 0x5FA704C60CA5E744 to i64
  %Sl17 = select i1 true, i8 -127, i8 -127
  %Cmp18 = icmp sge i16 %E, %E
  br i1 %Cmp18, label %CF251, label %CF257

CF257:                                            ; preds = %CF257, %CF251
  %L19 = load <2 x float>, ptr %PC, align 8
  store i8 %Sl17, ptr %A3, align 1
  %E20 = extractelement <2 x i1> zeroinitializer, i32 19473
  br i1 %E20, label %CF257, label %CF259

CF259:                                            ; preds = %CF257
  %Shuff21 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> poison
  %I22 = insertelement <2 x i8> zeroinitializer, i8 -43, i32 %L5
  %B23 = xor i64 0, %BC
  %FC = uitofp i32 %L5 to double
  %Sl24 = select i1 true, double 0xBA2FA94E7B2D9FCC, double 0x1C170D36611587B4
  %Cmp25 = icmp eq i64 0, 159013
  br label %CF244

CF244:                                            ; preds = %CF244, %CF259
  %L26 = load i16, ptr %PC, align 2
  store <4 x i8> %I15, ptr %Sl10, align 4
  %E27 = extractelement <4 x i64> zeroinitializer, i32 %L5
  %Shuff28 = shufflevector <2 x float> %L19, <2 x float> %L19, <2 x i32> <i32 poison, i32 2>
  %I29 = insertelement <4 x i8> zeroinitializer, i8 -127, i32 -1
  %Tr = trunc i64 %E27 to i16
  %Sl30 = select i1 true, i8 -127, i8 -127
  %Cmp31 = icmp sge i1 true, true
  br i1 %Cmp31, label %CF244, label %CF264

CF264:                                            ; preds = %CF264, %CF244
  %L32 = load <2 x i32>, ptr %0, align 8
  store i1 true, ptr %0, align 1
  %E33 = extractelement <8 x i32> %L12, i32 %L5
  %Shuff34 = shufflevector <2 x float> %L19, <2 x float> %L19, <2 x i32> <i32 poison, i32 1>
  %I35 = insertelement <1 x i16> %I8, i16 %L26, i32 19473
  %B36 = ashr i32 %L5, %E33
  %Se = sext i16 0 to i64
  %Sl37 = select <2 x i1> zeroinitializer, <2 x float> %Shuff28, <2 x float> %L19
  %Cmp38 = fcmp oeq double 0x1C170D36611587B4, 0x5FA704C60CA5E744
  br i1 %Cmp38, label %CF264, label %CF270

CF270:                                            ; preds = %CF264
  %L39 = load <4 x i1>, ptr %0, align 1
  store i8 -127, ptr %PC, align 1
  %E40 = extractelement <2 x float> %Shuff28, i32 %E33
  %Shuff41 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> poison
  %I42 = insertelement <4 x i64> %Shuff7, i64 0, i32 %3
  %B43 = fmul double 0xBA2FA94E7B2D9FCC, %FC
  %FC44 = fptosi <2 x float> %Sl37 to <2 x i64>
  %Sl45 = select i1 %Cmp31, i64 %B9, i64 0
  %Cmp46 = icmp sgt <8 x i1> zeroinitializer, zeroinitializer
  %L47 = load <4 x i1>, ptr %PC, align 1
  store i1 true, ptr %PC, align 1
  %E48 = extractelement <1 x i16> zeroinitializer, i32 -1
  %Shuff49 = shufflevector <2 x float> %L19, <2 x float> %L19, <2 x i32> <i32 1, i32 3>
  %I50 = insertelement <2 x float> %L19, float %E40, i32 %E33
  %Tr51 = trunc <2 x i16> %B16 to <2 x i8>
  %Sl52 = select i1 true, i64 0, i64 %Se
  %Cmp53 = icmp ule i8 %E13, %5
  br label %CF

CF:                                               ; preds = %CF, %CF261, %CF255, %CF270
  %L54 = load <8 x i8>, ptr %0, align 8
  store float 0xC54DA3E180000000, ptr %0, align 4
  %E55 = extractelement <8 x i1> zeroinitializer, i32 %E33
  br i1 %E55, label %CF, label %CF261

CF261:                                            ; preds = %CF
  %Shuff56 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I57 = insertelement <1 x i16> %Shuff21, i16 -17179, i32 %L5
  %B58 = or <1 x i16> %Shuff, %Shuff
  %PC59 = bitcast ptr %PC to ptr
  %Sl60 = select i1 %Cmp53, double %FC, double %FC
  %Cmp61 = icmp ule <1 x i16> %I57, zeroinitializer
  %L62 = load i64, ptr %A1, align 4
  store <4 x i64> zeroinitializer, ptr %PC59, align 32
  %E63 = extractelement <8 x i32> %L12, i32 -1
  %Shuff64 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Cmp46, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 poison, i32 poison, i32 6>
  %I65 = insertelement <2 x i1> zeroinitializer, i1 %Cmp18, i32 %E63
  %B66 = ashr i64 %ZE, 0
  %Sl67 = select i1 true, ptr %1, ptr %PC
  %Cmp68 = icmp eq <2 x i8> zeroinitializer, zeroinitializer
  %L69 = load <1 x i8>, ptr %PC, align 1
  store double 0x5FA704C60CA5E744, ptr %PC59, align 8
  %E70 = extractelement <4 x i64> zeroinitializer, i32 %E33
  %Shuff71 = shufflevector <4 x i64> %Shuff7, <4 x i64> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I72 = insertelement <4 x i64> zeroinitializer, i64 %B23, i32 %L5
  %B73 = sub i32 -1, -1
  %Sl74 = select i1 true, <2 x i16> %L, <2 x i16> %L
  %Cmp75 = icmp uge <4 x i64> %Shuff56, zeroinitializer
  %L76 = load i16, ptr %PC, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 16
  %E77 = extractelement <2 x float> %Shuff34, i32 19473
  %Shuff78 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %Shuff, <1 x i32> poison
  %I79 = insertelement <4 x i64> zeroinitializer, i64 %Sl52, i32 %E33
  %B80 = xor i32 %B73, %E33
  %FC81 = fptosi double %Sl60 to i1
  br i1 %FC81, label %CF, label %CF255

CF255:                                            ; preds = %CF261
  %Sl82 = select i1 true, <2 x i1> %Cmp68, <2 x i1> zeroinitializer
  %Cmp83 = icmp sgt i8 %E13, %5
  br i1 %Cmp83, label %CF, label %CF246

CF246:                                            ; preds = %CF246, %CF269, %CF258, %CF268, %CF255
  %L84 = load i16, ptr %0, align 2
  %E85 = extractelement <8 x i8> zeroinitializer, i32 %B73
  %Shuff86 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff71, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I87 = insertelement <4 x i8> %I15, i8 %B, i32 %E63
  %B88 = xor i64 0, %Sl52
  %Tr89 = fptrunc double %FC to float
  %Sl90 = select i1 true, float 0x3851BBE580000000, float 0xC54DA3E180000000
  %Cmp91 = icmp sgt i64 %B9, %Se
  br i1 %Cmp91, label %CF246, label %CF263

CF263:                                            ; preds = %CF263, %CF246
  %L92 = load <16 x double>, ptr %PC, align 128
  store i8 %Sl30, ptr %PC59, align 1
  %E93 = extractelement <2 x float> %Shuff28, i32 %E33
  %Shuff94 = shufflevector <2 x float> %Shuff28, <2 x float> %L19, <2 x i32> <i32 3, i32 1>
  %I95 = insertelement <4 x i64> zeroinitializer, i64 %B23, i32 -1
  %B96 = sdiv <4 x i64> %Shuff86, zeroinitializer
  %FC97 = uitofp i64 464509 to float
  %Sl98 = select <8 x i1> %Cmp46, <8 x i1> zeroinitializer, <8 x i1> zeroinitializer
  %Cmp99 = icmp uge <4 x i8> zeroinitializer, zeroinitializer
  %L100 = load <2 x float>, ptr %PC, align 8
  store i64 %B88, ptr %PC59, align 4
  %E101 = extractelement <4 x i8> %I29, i32 %E63
  %Shuff102 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %B96, <4 x i32> <i32 poison, i32 poison, i32 5, i32 7>
  %I103 = insertelement <2 x float> %Shuff49, float %E40, i32 19473
  %B104 = sub <2 x i8> zeroinitializer, zeroinitializer
  %Tr105 = trunc <4 x i64> %I72 to <4 x i32>
  %Sl106 = select <8 x i1> %Cmp46, <8 x i8> zeroinitializer, <8 x i8> zeroinitializer
  %Cmp107 = icmp ne <2 x i1> zeroinitializer, %I65
  %L108 = load <8 x float>, ptr %PC59, align 32
  store i64 0, ptr %A4, align 4
  %E109 = extractelement <8 x i32> %L12, i32 -1
  %Shuff110 = shufflevector <4 x i64> %Shuff14, <4 x i64> %Shuff71, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I111 = insertelement <2 x float> %Sl37, float %Tr89, i32 %E33
  %B112 = fadd <2 x float> %I50, %Shuff34
  %Sl113 = select i1 true, i64 %4, i64 %B9
  %Cmp114 = fcmp uno <8 x float> %L108, %L108
  %L115 = load i32, ptr %PC59, align 4
  store <1 x i16> zeroinitializer, ptr %Sl67, align 2
  %E116 = extractelement <8 x i8> %L54, i32 -1
  %Shuff117 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I118 = insertelement <4 x i64> %B96, i64 %Sl113, i32 %E33
  %B119 = sub i64 %Sl45, %Sl113
  %FC120 = fptoui <2 x float> %L19 to <2 x i1>
  %Sl121 = select i1 %Cmp18, i1 %E20, i1 %Cmp91
  br i1 %Sl121, label %CF263, label %CF265

CF265:                                            ; preds = %CF265, %CF263
  %Cmp122 = fcmp oge float 0x3851BBE580000000, %E40
  br i1 %Cmp122, label %CF265, label %CF269

CF269:                                            ; preds = %CF265
  %L123 = load double, ptr %PC59, align 8
  store <2 x i64> %FC44, ptr %0, align 16
  %E124 = extractelement <4 x i64> %Shuff7, i32 %L5
  %Shuff125 = shufflevector <8 x i8> %L54, <8 x i8> %L54, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I126 = insertelement <2 x float> %Sl37, float 0xC54DA3E180000000, i32 %L115
  %B127 = fmul double %Sl60, %B43
  %FC128 = fptoui <2 x float> %I126 to <2 x i64>
  %Sl129 = select <2 x i1> %I65, <2 x float> %Shuff34, <2 x float> %L19
  %Cmp130 = icmp uge <1 x i8> %L69, %L69
  %L131 = load <4 x float>, ptr %0, align 16
  store i32 %3, ptr %PC59, align 4
  %E132 = extractelement <1 x i16> zeroinitializer, i32 19473
  %Shuff133 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %Shuff78, <1 x i32> <i32 1>
  %I134 = insertelement <1 x i1> %Cmp61, i1 %Sl121, i32 %E33
  %FC135 = fptosi float %Sl90 to i32
  %Sl136 = select i1 true, <1 x i1> %Cmp130, <1 x i1> %Cmp130
  %Cmp137 = icmp ule i1 %Sl121, true
  br i1 %Cmp137, label %CF246, label %CF258

CF258:                                            ; preds = %CF269
  %L138 = load i64, ptr %PC, align 4
  %E139 = extractelement <2 x i1> %I65, i32 %E33
  br i1 %E139, label %CF246, label %CF248

CF248:                                            ; preds = %CF248, %CF267, %CF260, %CF258
  %Shuff140 = shufflevector <4 x i64> %Shuff86, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I141 = insertelement <1 x i16> zeroinitializer, i16 %L76, i32 -1
  %B142 = xor <4 x i64> %I42, %Shuff71
  %Sl143 = select i1 %FC81, <2 x i1> zeroinitializer, <2 x i1> %Sl82
  %Cmp144 = icmp ne <4 x i64> %Shuff14, %Shuff102
  %L145 = load i8, ptr %PC, align 1
  store <4 x i32> %Tr105, ptr %PC, align 16
  %E146 = extractelement <8 x i8> %L54, i32 %E63
  %Shuff147 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff7, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I148 = insertelement <2 x float> %Shuff94, float %Tr89, i32 %E109
  %ZE149 = zext <1 x i16> %I57 to <1 x i64>
  %Sl150 = select i1 %Sl121, <2 x float> %I126, <2 x float> %Shuff94
  %Cmp151 = icmp eq i1 %Cmp53, %Cmp53
  br i1 %Cmp151, label %CF248, label %CF267

CF267:                                            ; preds = %CF248
  %L152 = load i16, ptr %Sl10, align 2
  store <2 x i16> %L, ptr %0, align 4
  %E153 = extractelement <1 x i16> %I57, i32 %E109
  %Shuff154 = shufflevector <8 x i8> %Shuff125, <8 x i8> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 poison, i32 poison, i32 0, i32 2, i32 4, i32 poison>
  %I155 = insertelement <1 x i16> zeroinitializer, i16 %L152, i32 19473
  %B156 = add i32 %E63, %3
  %FC157 = sitofp i1 %Cmp91 to double
  %Sl158 = select i1 %Sl, float %Sl90, float %E40
  %Cmp159 = icmp slt i1 true, %Sl
  br i1 %Cmp159, label %CF248, label %CF252

CF252:                                            ; preds = %CF252, %CF267
  %L160 = load <8 x i8>, ptr %PC59, align 8
  store double 0x5FA704C60CA5E744, ptr %0, align 8
  %E161 = extractelement <8 x i8> %Shuff125, i32 %E109
  %Shuff162 = shufflevector <4 x i64> %Shuff140, <4 x i64> %Shuff7, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I163 = insertelement <4 x i64> zeroinitializer, i64 %Sl45, i32 %E63
  %B164 = lshr i32 19473, %E63
  %FC165 = fptoui double 0xBA2FA94E7B2D9FCC to i8
  %Sl166 = select <2 x i1> %I65, <2 x i8> zeroinitializer, <2 x i8> %I22
  %Cmp167 = icmp eq i8 -127, %E85
  br i1 %Cmp167, label %CF252, label %CF260

CF260:                                            ; preds = %CF252
  %L168 = load <8 x float>, ptr %0, align 32
  store i8 %B, ptr %PC, align 1
  %E169 = extractelement <1 x i16> zeroinitializer, i32 %E63
  %Shuff170 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff147, <4 x i32> <i32 3, i32 poison, i32 poison, i32 1>
  %I171 = insertelement <2 x i32> %L32, i32 %B36, i32 %3
  %B172 = srem <1 x i16> %B58, %Shuff133
  %ZE173 = zext <1 x i1> %Cmp130 to <1 x i64>
  %Sl174 = select i1 %Sl121, <4 x i64> %Shuff56, <4 x i64> %Shuff162
  %Cmp175 = fcmp ugt float %Tr89, %Sl158
  br i1 %Cmp175, label %CF248, label %CF249

CF249:                                            ; preds = %CF249, %CF262, %CF260
  %L176 = load float, ptr %PC59, align 4
  %E177 = extractelement <8 x float> %L108, i32 %FC135
  %Shuff178 = shufflevector <4 x i64> %I79, <4 x i64> %Shuff140, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I179 = insertelement <2 x i64> %FC128, i64 %B9, i32 19473
  %B180 = sdiv <4 x i64> %Shuff140, %Shuff56
  %FC181 = sitofp <2 x i8> %Tr51 to <2 x double>
  %Sl182 = select i1 true, <4 x i64> %Shuff162, <4 x i64> %Shuff162
  %Cmp183 = icmp ule i64 464509, 0
  br i1 %Cmp183, label %CF249, label %CF262

CF262:                                            ; preds = %CF249
  %L184 = load i8, ptr %PC59, align 1
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E185 = extractelement <4 x i64> %B142, i32 %B164
  %Shuff186 = shufflevector <2 x i1> %Sl82, <2 x i1> %I65, <2 x i32> <i32 1, i32 3>
  %I187 = insertelement <4 x i8> zeroinitializer, i8 -127, i32 %3
  %B188 = srem i64 %4, %B119
  %Se189 = sext i1 %Cmp159 to i8
  %Sl190 = select <1 x i1> %Cmp61, <1 x i16> zeroinitializer, <1 x i16> %Shuff133
  %Cmp191 = icmp sge <2 x i1> %FC120, %Cmp68
  %L192 = load <1 x i8>, ptr %Sl10, align 1
  store i16 %E132, ptr %PC59, align 2
  %E193 = extractelement <2 x float> %Shuff49, i32 %E63
  %Shuff194 = shufflevector <4 x i1> %Cmp99, <4 x i1> %Cmp99, <4 x i32> <i32 poison, i32 poison, i32 7, i32 1>
  %I195 = insertelement <4 x i64> %Shuff7, i64 %L62, i32 %B80
  %Tr196 = trunc i32 155177 to i1
  br i1 %Tr196, label %CF249, label %CF254

CF254:                                            ; preds = %CF254, %CF262
  %Sl197 = select i1 %FC81, double %Sl60, double %L123
  %Cmp198 = icmp uge <4 x i64> %Shuff140, zeroinitializer
  %L199 = load i16, ptr %PC59, align 2
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E200 = extractelement <8 x i32> %L12, i32 19473
  %Shuff201 = shufflevector <1 x i16> %Sl190, <1 x i16> %Shuff78, <1 x i32> poison
  %I202 = insertelement <1 x i16> zeroinitializer, i16 %E48, i32 %B156
  %B203 = fsub <8 x float> %L168, %L108
  %FC204 = fptosi float 0xC54DA3E180000000 to i64
  %Sl205 = select i1 %Cmp38, <4 x i64> zeroinitializer, <4 x i64> %Shuff140
  %Cmp206 = icmp ule <2 x i8> %Sl166, %I22
  %L207 = load i32, ptr %PC59, align 4
  store <8 x float> %L108, ptr %0, align 32
  %E208 = extractelement <2 x float> %Shuff28, i32 %E200
  %Shuff209 = shufflevector <8 x i32> %L12, <8 x i32> %L12, <8 x i32> <i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison>
  %I210 = insertelement <4 x i64> %I118, i64 %E70, i32 %FC135
  %B211 = fsub float %E40, %Sl158
  %Tr212 = trunc i64 %B88 to i32
  %Sl213 = select <2 x i1> %Shuff186, <2 x float> %Shuff28, <2 x float> %L19
  %L214 = load i32, ptr %PC59, align 4
  %E215 = extractelement <2 x float> %L100, i32 %E33
  %Shuff216 = shufflevector <4 x i64> %Shuff117, <4 x i64> %Shuff162, <4 x i32> <i32 poison, i32 7, i32 poison, i32 3>
  %I217 = insertelement <8 x i8> %L160, i8 %E101, i32 19473
  %Tr218 = trunc i32 -1 to i1
  br i1 %Tr218, label %CF254, label %CF268

CF268:                                            ; preds = %CF254
  %Sl219 = select <4 x i1> %Shuff194, <4 x i64> %Sl205, <4 x i64> %Shuff162
  %Cmp220 = fcmp ule float %E93, %Sl158
  br i1 %Cmp220, label %CF246, label %CF247

CF247:                                            ; preds = %CF247, %CF268
  %L221 = load <4 x i32>, ptr %A, align 16
  store i16 %E132, ptr %0, align 2
  %E222 = extractelement <1 x i16> %I155, i32 -1
  %Shuff223 = shufflevector <4 x i64> %Shuff216, <4 x i64> %Shuff7, <4 x i32> <i32 poison, i32 3, i32 5, i32 poison>
  %I224 = insertelement <4 x i64> %Shuff14, i64 %Sl45, i32 %E109
  %B225 = fadd <2 x float> %I50, %L100
  %FC226 = fptoui double %FC157 to i1
  br i1 %FC226, label %CF247, label %CF250

CF250:                                            ; preds = %CF250, %CF247
  %Sl227 = select <2 x i1> %I65, <2 x float> %I126, <2 x float> %Shuff94
  %Cmp228 = icmp sgt i1 %Cmp11, %Cmp159
  br i1 %Cmp228, label %CF250, label %CF256

CF256:                                            ; preds = %CF256, %CF250
  %L229 = load <2 x i1>, ptr %PC59, align 1
  store i32 %E33, ptr %0, align 4
  %E230 = extractelement <2 x float> %L19, i32 -1
  %Shuff231 = shufflevector <8 x i1> %Shuff64, <8 x i1> %Cmp46, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison>
  %I232 = insertelement <2 x i1> %Sl143, i1 %Tr218, i32 %E200
  %Se233 = sext <2 x i8> %I22 to <2 x i16>
  %Sl234 = select <4 x i1> %L39, <4 x i64> %Sl205, <4 x i64> %Shuff110
  %Cmp235 = icmp ugt <4 x i64> zeroinitializer, %Shuff71
  %L236 = load <8 x float>, ptr %0, align 32
  store double %Sl60, ptr %0, align 8
  %E237 = extractelement <2 x i1> %Sl82, i32 %B73
  br i1 %E237, label %CF256, label %CF266

CF266:                                            ; preds = %CF256
  %Shuff238 = shufflevector <2 x float> %Sl213, <2 x float> %I126, <2 x i32> poison
  %I239 = insertelement <2 x float> %Shuff28, float %E77, i32 %3
  %B240 = urem <2 x i16> %B16, %B16
  %FC241 = uitofp i8 %E116 to double
  %Sl242 = select <2 x i1> %Shuff186, <2 x float> %Sl213, <2 x float> %Shuff94
  %Cmp243 = fcmp false <8 x float> %B203, %L108
  store <2 x i8> %Sl166, ptr %0, align 2
  store <1 x i64> %ZE173, ptr %0, align 8
  store <2 x i64> %FC128, ptr %0, align 16
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC59, align 64
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  ret void
}
