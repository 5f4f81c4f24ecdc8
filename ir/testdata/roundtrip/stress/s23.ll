; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD23(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca i16, align 2
  %A2 = alloca i16, align 2
  %A1 = alloca i32, align 4
  %A = alloca i32, align 4
  %L = load i1, ptr %0, align 1
  br label %CF252

CF252:                                            ; preds = %CF252, %CF266, %CF256, %BB
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 8
  %E = extractelement <4 x i32> zeroinitializer, i32 31841
  %Shuff = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I = insertelement <16 x i64> zeroinitializer, i64 %4, i32 %3
  %B = xor i32 376377, %E
  %FC = uitofp <2 x i64> zeroinitializer to <2 x float>
  %Sl = select i1 false, ptr %1, ptr %0
  %L5 = load <8 x i8>, ptr %Sl, align 8
  store i1 false, ptr %Sl, align 1
  %E6 = extractelement <16 x i64> zeroinitializer, i32 %E
  %Shuff7 = shufflevector <2 x i32> %Shuff, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 poison>
  %I8 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 376377
  %B9 = lshr i16 -10291, 20773
  %FC10 = fptoui float 0xC2DB284F00000000 to i8
  %Sl11 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i8> zeroinitializer, <16 x i8> zeroinitializer
  %Cmp = icmp sge i32 376377, 103145
  br i1 %Cmp, label %CF252, label %CF257

CF257:                                            ; preds = %CF257, %CF252
  %L12 = load <16 x double>, ptr %Sl, align 128
  store i16 9053, ptr %A, align 2
  %E13 = extractelement <4 x i32> zeroinitializer, i32 %E
  %Shuff14 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I15 = insertelement <8 x i8> %L5, i8 %FC10, i32 103145
  %Se = sext <8 x i8> %I15 to <8 x i16>
  %Sl16 = select i1 false, float 0xB916344A00000000, float 0x4045223900000000
  %Cmp17 = icmp ule i64 %4, 454637
  br i1 %Cmp17, label %CF257, label %CF266

CF266:                                            ; preds = %CF257
  %L18 = load double, ptr %0, align 8
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl, align 32
  %E19 = extractelement <2 x i32> %Shuff, i32 376377
  %Shuff20 = shufflevector <2 x i32> %Shuff, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I21 = insertelement <4 x i32> zeroinitializer, i32 %E13, i32 376377
  %B22 = shl i8 %5, -43
  %Tr = trunc i64 454637 to i8
  %Sl23 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x double> %L12, <16 x double> %L12
  %Cmp24 = icmp sge i1 %L, %L
  br i1 %Cmp24, label %CF252, label %CF254

CF254:                                            ; preds = %CF254, %CF274, %CF266
  %L25 = load <2 x double>, ptr %0, align 16
  store i32 %E, ptr %Sl, align 4
  %E26 = extractelement <4 x i32> %I21, i32 376377
  %Shuff27 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff14, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I28 = insertelement <2 x i32> zeroinitializer, i32 376377, i32 %E19
  %B29 = udiv i16 -10291, 20773
  %ZE = zext <16 x i8> %Sl11 to <16 x i64>
  %Sl30 = select i1 false, float %Sl16, float 0x3DCF344300000000
  %Cmp31 = icmp ne i1 %Cmp24, %L
  br i1 %Cmp31, label %CF254, label %CF274

CF274:                                            ; preds = %CF254
  %L32 = load <4 x i8>, ptr %Sl, align 4
  store double %L18, ptr %0, align 8
  %E33 = extractelement <2 x i32> %Shuff, i32 376377
  %Shuff34 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I35 = insertelement <2 x double> %L25, double 0x664FFD6E774D43EC, i32 103145
  %B36 = udiv i32 0, 376377
  %FC37 = sitofp <4 x i32> %I21 to <4 x float>
  %Sl38 = select i1 %L, double %L18, double %L18
  %Cmp39 = icmp slt <4 x i8> zeroinitializer, %L32
  %L40 = load <16 x i1>, ptr %Sl, align 2
  store i64 454637, ptr %A, align 4
  %E41 = extractelement <2 x i32> %Shuff20, i32 31841
  %Shuff42 = shufflevector <16 x i8> %Sl11, <16 x i8> zeroinitializer, <16 x i32> <i32 poison, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27>
  %I43 = insertelement <16 x double> %Sl23, double %L18, i32 376377
  %B44 = shl <2 x i32> %Shuff, %Shuff20
  %FC45 = sitofp <16 x i8> %Shuff42 to <16 x float>
  %Sl46 = select i1 false, i32 %E13, i32 %E33
  %L47 = load i1, ptr %0, align 1
  br i1 %L47, label %CF254, label %CF256

CF256:                                            ; preds = %CF274
  %E48 = extractelement <8 x i1> zeroinitializer, i32 376377
  br i1 %E48, label %CF252, label %CF253

CF253:                                            ; preds = %CF256
  %Shuff49 = shufflevector <2 x float> %FC, <2 x float> %FC, <2 x i32> <i32 poison, i32 3>
  %I50 = insertelement <2 x i32> zeroinitializer, i32 %E26, i32 %E26
  %Tr51 = trunc i16 27273 to i8
  %Sl52 = select i1 %Cmp17, i32 %E33, i32 103145
  %Cmp53 = icmp eq i1 false, %Cmp17
  br label %CF249

CF249:                                            ; preds = %CF249, %CF261, %CF253
  %L54 = load i8, ptr %Sl, align 1
  store <4 x i8> zeroinitializer, ptr %Sl, align 4
  %E55 = extractelement <4 x i32> zeroinitializer, i32 103145
  %Shuff56 = shufflevector <4 x i8> %L32, <4 x i8> %L32, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I57 = insertelement <2 x i64> %I8, i64 -1, i32 0
  %B58 = sub <2 x i32> %I28, %B44
  %FC59 = sitofp i16 %B9 to float
  %Sl60 = select i1 %L, float %Sl16, float %FC59
  %Cmp61 = icmp ne i32 103145, 103145
  br i1 %Cmp61, label %CF249, label %CF261

CF261:                                            ; preds = %CF249
  %L62 = load <1 x i8>, ptr %A4, align 1
  store i1 %Cmp24, ptr %0, align 1
  %E63 = extractelement <4 x i32> zeroinitializer, i32 %E19
  %Shuff64 = shufflevector <2 x i32> %Shuff7, <2 x i32> %Shuff, <2 x i32> <i32 1, i32 3>
  %I65 = insertelement <4 x i32> zeroinitializer, i32 103145, i32 %E26
  %B66 = ashr i16 21405, %B29
  %PC = bitcast ptr %0 to ptr
  %Sl67 = select i1 false, i1 %Cmp53, i1 %L47
  br i1 %Sl67, label %CF249, label %CF251

CF251:                                            ; preds = %CF251, %CF261
  %Cmp68 = icmp ne i1 %Cmp53, %Sl67
  br i1 %Cmp68, label %CF251, label %CF258

CF258:                                            ; preds = %CF251
  %L69 = load i8, ptr %PC, align 1
  store <4 x i8> %Shuff56, ptr %Sl, align 4
  %E70 = extractelement <2 x i32> %Shuff20, i32 376377
  %Shuff71 = shufflevector <2 x i32> %Shuff7, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I72 = insertelement <16 x i8> %Shuff42, i8 %Tr51, i32 %Sl52
  %B73 = lshr <4 x i8> zeroinitializer, %L32
  %FC74 = fptosi float %Sl16 to i16
  %Sl75 = select i1 %L47, <1 x i8> %L62, <1 x i8> %L62
  %Cmp76 = icmp sgt i64 -1, 454637
  br label %CF

CF:                                               ; preds = %CF, %CF278, %CF277, %CF272, %CF258
  %L77 = load i16, ptr %PC, align 2
  store <4 x float> %FC37, ptr %0, align 16
  %E78 = extractelement <4 x i8> %L32, i32 103145
  %Shuff79 = shufflevector <1 x i8> %Sl75, <1 x i8> zeroinitializer, <1 x i32> poison
  %I80 = insertelement <16 x i8> %I72, i8 %Tr51, i32 103145
  %B81 = sub i8 %Tr51, -43
  %FC82 = fptoui <2 x float> %Shuff49 to <2 x i16>
  %Sl83 = select <16 x i1> %L40, <16 x i8> %Sl11, <16 x i8> %I72
  %Cmp84 = icmp slt i32 %E55, %E63
  br i1 %Cmp84, label %CF, label %CF278

CF278:                                            ; preds = %CF
  %L85 = load <4 x float>, ptr %Sl, align 16
  store i8 %5, ptr %PC, align 1
  %E86 = extractelement <8 x i8> %L5, i32 376377
  %Shuff87 = shufflevector <4 x float> %FC37, <4 x float> %FC37, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I88 = insertelement <2 x i32> %Shuff, i32 376377, i32 %E63
  %B89 = mul <1 x i8> %Shuff34, %Shuff34
  %FC90 = sitofp <2 x i32> %Shuff7 to <2 x double>
  %Sl91 = select i1 %Cmp84, float %Sl16, float 0x4045223900000000
  %Cmp92 = fcmp ole float %Sl91, %Sl30
  br i1 %Cmp92, label %CF, label %CF262

CF262:                                            ; preds = %CF262, %CF278
  %L93 = load <1 x i16>, ptr %PC, align 2
  store float %Sl91, ptr %0, align 4
  %E94 = extractelement <1 x i8> %Shuff34, i32 %3
  %Shuff95 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I96 = insertelement <4 x i32> zeroinitializer, i32 %E33, i32 %E13
  %B97 = ashr i8 %B22, -43
  %BC = bitcast double %Sl38 to i64
  %Sl98 = select i1 false, i16 %B66, i16 20773
  %Cmp99 = icmp ugt i1 %Cmp61, false
  br i1 %Cmp99, label %CF262, label %CF277

CF277:                                            ; preds = %CF262
  %L100 = load <4 x i1>, ptr %Sl, align 1
  store i16 %B9, ptr %0, align 2
  %E101 = extractelement <1 x i8> %Shuff79, i32 %E13
  %Shuff102 = shufflevector <16 x double> %I43, <16 x double> %L12, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison>
  %I103 = insertelement <2 x i32> %Shuff71, i32 %Sl46, i32 %E33
  %B104 = add <4 x i8> %L32, %L32
  %PC105 = bitcast ptr %A1 to ptr
  %Sl106 = select i1 false, i1 %Cmp76, i1 %Cmp24
  br i1 %Sl106, label %CF, label %CF259

CF259:                                            ; preds = %CF259, %CF277
  %Cmp107 = fcmp ole float 0xC2DB284F00000000, 0x4045223900000000
  br i1 %Cmp107, label %CF259, label %CF264

CF264:                                            ; preds = %CF264, %CF259
  %L108 = load i1, ptr %PC105, align 1
  br i1 %L108, label %CF264, label %CF268

CF268:                                            ; preds = %CF268, %CF264
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC105, align 64
  %E109 = extractelement <4 x i8> %Shuff56, i32 103145
  %Shuff110 = shufflevector <4 x i8> %Shuff56, <4 x i8> %L32, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I111 = insertelement <4 x i32> zeroinitializer, i32 %3, i32 %3
  %B112 = lshr i8 %E109, %Tr51
  %ZE113 = fpext <4 x float> %Shuff87 to <4 x double>
  %Sl114 = select i1 %Cmp, i8 %L69, i8 -43
  %Cmp115 = icmp sge i64 %BC, -1
  br i1 %Cmp115, label %CF268, label %CF272

CF272:                                            ; preds = %CF268
  %L116 = load <4 x i32>, ptr %PC105, align 16
  store double 0x664FFD6E774D43EC, ptr %PC, align 8
  %E117 = extractelement <2 x i32> %Shuff64, i32 %E
  %Shuff118 = shufflevector <2 x i32> %I28, <2 x i32> %I103, <2 x i32> <i32 poison, i32 3>
  %I119 = insertelement <2 x float> %Shuff49, float %Sl16, i32 %E19
  %B120 = fdiv <16 x double> %Sl23, %L12
  %PC121 = bitcast ptr %A3 to ptr
  %Sl122 = select i1 %Cmp92, i1 %Cmp84, i1 %Sl106
  br i1 %Sl122, label %CF, label %CF248

CF248:                                            ; preds = %CF248, %CF276, %CF273, %CF272
  %Cmp123 = fcmp une float 0x3DCF344300000000, %Sl30
  br i1 %Cmp123, label %CF248, label %CF265

CF265:                                            ; preds = %CF265, %CF248
  %L124 = load double, ptr %A3, align 8
  store <16 x i8> zeroinitializer, ptr %Sl, align 16
  %E125 = extractelement <2 x double> %I35, i32 %E26
  %Shuff126 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff14, <4 x i32> <i32 4, i32 poison, i32 poison, i32 2>
  %I127 = insertelement <2 x i32> %Shuff71, i32 103145, i32 %E117
  %B128 = mul i32 %E55, 376377
  %Sl129 = select i1 %L, <2 x float> %FC, <2 x float> %FC
  %Cmp130 = icmp ult <16 x i8> %Sl83, zeroinitializer
  %L131 = load i1, ptr %Sl, align 1
  br i1 %L131, label %CF265, label %CF270

CF270:                                            ; preds = %CF270, %CF265
  store <16 x double> %L12, ptr %PC, align 128
  %E132 = extractelement <1 x i64> zeroinitializer, i32 %E117
  %Shuff133 = shufflevector <2 x i32> %Shuff71, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I134 = insertelement <2 x i32> %Shuff71, i32 %E117, i32 %E13
  %B135 = lshr i32 103145, %E26
  %ZE136 = zext i16 %Sl98 to i32
  %Sl137 = select i1 %Cmp99, i1 %Cmp17, i1 %Cmp24
  br i1 %Sl137, label %CF270, label %CF276

CF276:                                            ; preds = %CF270
  %Cmp138 = icmp ne i1 %Cmp61, %Cmp99
  br i1 %Cmp138, label %CF248, label %CF263

CF263:                                            ; preds = %CF263, %CF271, %CF276
  %L139 = load <4 x i64>, ptr %PC105, align 32
  store i64 %BC, ptr %0, align 4
  %E140 = extractelement <4 x i64> %L139, i32 %E117
  %Shuff141 = shufflevector <4 x i1> %Cmp39, <4 x i1> %Cmp39, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I142 = insertelement <2 x i32> %I127, i32 %E13, i32 %B128
  %B143 = sub <4 x i8> %Shuff56, %L32
  %PC144 = bitcast ptr %1 to ptr
  %Sl145 = select <2 x i1> zeroinitializer, <2 x i32> %I103, <2 x i32> %Shuff118
  %Cmp146 = icmp slt i1 %Cmp84, true
  br i1 %Cmp146, label %CF263, label %CF271

CF271:                                            ; preds = %CF263
  %L147 = load <4 x i1>, ptr %PC105, align 1
  store double %Sl38, ptr %PC, align 8
  %E148 = extractelement <2 x i32> %Shuff71, i32 %E63
  %Shuff149 = shufflevector <2 x i16> %FC82, <2 x i16> %FC82, <2 x i32> <i32 poison, i32 3>
  %I150 = insertelement <2 x float> %I119, float %Sl91, i32 %3
  %Tr151 = trunc <4 x i32> %I111 to <4 x i16>
  %Sl152 = select i1 %Sl137, i8 %B22, i8 %5
  %Cmp153 = icmp uge i8 %L54, %Sl152
  br i1 %Cmp153, label %CF263, label %CF267

CF267:                                            ; preds = %CF267, %CF271
  %L154 = load <8 x i16>, ptr %PC121, align 16
  store i1 %Cmp153, ptr %PC144, align 1
  %E155 = extractelement <1 x i8> zeroinitializer, i32 %B128
  %Shuff156 = shufflevector <16 x i8> %I80, <16 x i8> %I80, <16 x i32> <i32 29, i32 poison, i32 1, i32 poison, i32 poison, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27>
  %I157 = insertelement <2 x i32> %Shuff20, i32 %E13, i32 376377
  %B158 = fmul <2 x float> %I150, %FC
  %Se159 = sext i1 %L to i32
  %Sl160 = select i1 %Cmp68, i16 27273, i16 20773
  %Cmp161 = icmp eq <16 x i1> %L40, %L40
  %L162 = load i32, ptr %Sl, align 4
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC, align 32
  %E163 = extractelement <1 x i8> %L62, i32 %E117
  %Shuff164 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I165 = insertelement <4 x i8> zeroinitializer, i8 %E163, i32 103145
  %B166 = urem i32 %E19, 103145
  %Tr167 = trunc i32 %E70 to i1
  br i1 %Tr167, label %CF267, label %CF273

CF273:                                            ; preds = %CF267
  %Sl168 = select <2 x i1> zeroinitializer, <2 x i32> %I127, <2 x i32> %I157
  %Cmp169 = icmp ugt i1 %L, %Cmp92
  br i1 %Cmp169, label %CF248, label %CF250

CF250:                                            ; preds = %CF250, %CF281, %CF280, %CF275, %CF260, %CF273
  %L170 = load <2 x i64>, ptr %PC105, align 16
  store i64 %BC, ptr %Sl, align 4
  %E171 = extractelement <2 x i32> %Shuff71, i32 %E33
  %Shuff172 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff95, <2 x i32> <i32 poison, i32 1>
  %I173 = insertelement <4 x i8> %L32, i8 %FC10, i32 %E13
  %B174 = srem <4 x i8> %B73, %B143
  %ZE175 = zext <4 x i8> %I173 to <4 x i16>
  %Sl176 = select i1 %Cmp169, <1 x i8> %L62, <1 x i8> zeroinitializer
  %Cmp177 = icmp sge <4 x i8> %L32, %L32
  %L178 = load i8, ptr %PC105, align 1
  store <1 x i64> zeroinitializer, ptr %Sl, align 8
  %E179 = extractelement <2 x i32> %Shuff20, i32 %Se159
  %Shuff180 = shufflevector <4 x i8> %B104, <4 x i8> %L32, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I181 = insertelement <16 x i8> zeroinitializer, i8 %Sl152, i32 %B135
  %B182 = or <2 x i64> %I57, %Shuff164
  %ZE183 = fpext <4 x float> %FC37 to <4 x double>
  %Sl184 = select i1 %Cmp17, <1 x i8> %Sl75, <1 x i8> %Shuff34
  %L185 = load <16 x i16>, ptr %0, align 32
  store i32 %E70, ptr %Sl, align 4
  %E186 = extractelement <2 x i32> %Shuff133, i32 %B128
  %Shuff187 = shufflevector <4 x i8> %Shuff110, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I188 = insertelement <2 x float> %FC, float 0x4045223900000000, i32 %E186
  %B189 = mul <1 x i16> %L93, %L93
  %BC190 = bitcast i32 %Se159 to float
  %Sl191 = select i1 %L47, i32 %Sl52, i32 %E63
  %Cmp192 = icmp uge <16 x i1> %Cmp161, %Cmp130
  %L193 = load <8 x i1>, ptr %Sl, align 1
  store i64 %BC, ptr %A1, align 4
  %E194 = extractelement <2 x i32> %Shuff71, i32 %Se159
  %Shuff195 = shufflevector <4 x i8> %Shuff56, <4 x i8> %L32, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I196 = insertelement <4 x i8> %Shuff110, i8 %E163, i32 %E148
  %B197 = udiv <2 x i64> %Shuff164, %Shuff164
  %Tr198 = trunc i16 27273 to i8
  %Sl199 = select i1 %Cmp146, i32 494397, i32 %Se159
  %Cmp200 = icmp slt i8 %E101, %FC10
  br i1 %Cmp200, label %CF250, label %CF281

CF281:                                            ; preds = %CF250
  %L201 = load <4 x i64>, ptr %0, align 32
  store i1 false, ptr %PC144, align 1
  %E202 = extractelement <4 x i32> zeroinitializer, i32 %E117
  %Shuff203 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff95, <2 x i32> <i32 3, i32 1>
  %I204 = insertelement <4 x i32> zeroinitializer, i32 %E117, i32 %E117
  %B205 = frem <16 x float> %FC45, %FC45
  %FC206 = uitofp i1 %Cmp84 to double
  %Sl207 = select <1 x i1> <i1 true>, <1 x i64> zeroinitializer, <1 x i64> zeroinitializer
  %Cmp208 = fcmp ugt <16 x double> %Sl23, %L12
  %L209 = load i32, ptr %PC, align 4
  %E210 = extractelement <16 x i64> %I, i32 494397
  %Shuff211 = shufflevector <4 x i8> %L32, <4 x i8> %L32, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I212 = insertelement <1 x i8> %Shuff79, i8 %E109, i32 %E26
  %B213 = srem i64 %E210, %BC
  %PC214 = bitcast ptr %PC105 to ptr
  %Sl215 = select <2 x i1> %Shuff172, <2 x i32> %Shuff7, <2 x i32> zeroinitializer
  %Cmp216 = icmp slt <4 x i1> %L147, %Cmp39
  %L217 = load <4 x i64>, ptr %PC, align 32
  store i16 %Sl160, ptr %PC105, align 2
  %E218 = extractelement <4 x i32> %Shuff27, i32 %Sl46
  %Shuff219 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I220 = insertelement <1 x i64> %Sl207, i64 -1, i32 %E117
  %FC221 = sitofp i1 %Cmp153 to double
  %Sl222 = select i1 %Cmp, i1 %Cmp200, i1 %Cmp200
  br i1 %Sl222, label %CF250, label %CF280

CF280:                                            ; preds = %CF281
  %Cmp223 = icmp ult <1 x i8> zeroinitializer, zeroinitializer
  %L224 = load <1 x i16>, ptr %PC214, align 2
  store i64 %BC, ptr %PC, align 4
  %E225 = extractelement <4 x i32> zeroinitializer, i32 %E19
  %Shuff226 = shufflevector <4 x i8> %Shuff56, <4 x i8> %L32, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I227 = insertelement <4 x i32> %I65, i32 %E41, i32 %E225
  %B228 = urem <1 x i8> %L62, %Sl176
  %ZE229 = zext <4 x i1> %Cmp216 to <4 x i64>
  %Sl230 = select i1 false, ptr %PC214, ptr %PC
  %Cmp231 = icmp ule i16 %B66, 20773
  br i1 %Cmp231, label %CF250, label %CF275

CF275:                                            ; preds = %CF280
  %L232 = load <4 x float>, ptr %PC144, align 16
  store i64 %BC, ptr %PC214, align 4
  %E233 = extractelement <4 x i64> %L139, i32 %Se159
  %Shuff234 = shufflevector <4 x i8> %Shuff211, <4 x i8> %B104, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I235 = insertelement <4 x float> %Shuff87, float %Sl16, i32 %E148
  %B236 = sub i32 %ZE136, %Sl191
  %FC237 = sitofp <16 x i64> %ZE to <16 x double>
  %Sl238 = select i1 %Sl67, <2 x i1> %Shuff172, <2 x i1> %Shuff95
  %Cmp239 = icmp ne i32 %Sl199, 376377
  br i1 %Cmp239, label %CF250, label %CF260

CF260:                                            ; preds = %CF275
  %L240 = load i1, ptr %PC, align 1
  br i1 %L240, label %CF250, label %CF255

CF255:                                            ; preds = %CF255, %CF260
  store <1 x i8> %Sl176, ptr %PC214, align 1
  %E241 = extractelement <2 x i64> %L170, i32 %E117
  %Shuff242 = shufflevector <2 x i1> %Shuff95, <2 x i1> %Sl238, <2 x i32> <i32 2, i32 0>
  %I243 = insertelement <2 x i32> %Shuff7, i32 %E33, i32 %E117
  %B244 = sdiv <4 x i32> %I96, %Shuff14
  %FC245 = sitofp i32 %E26 to double
  %Sl246 = select i1 %Cmp53, i1 %E48, i1 %Cmp146
  br i1 %Sl246, label %CF255, label %CF269

CF269:                                            ; preds = %CF269, %CF255
  %Cmp247 = icmp eq i16 21405, -9527
  br i1 %Cmp247, label %CF269, label %CF279

CF279:                                            ; preds = %CF269
  store <16 x double> %Shuff102, ptr %Sl230, align 128
  store i1 false, ptr %PC105, align 1
  store float 0x4045223900000000, ptr %Sl, align 4
  store i64 %E140, ptr %PC, align 4
  ret void
}
