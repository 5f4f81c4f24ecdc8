; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD40(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i32>, align 16
  %A3 = alloca <16 x i64>, align 128
  %A2 = alloca <4 x i1>, align 1
  %A1 = alloca <4 x i8>, align 4
  %A = alloca <4 x i8>, align 4
  %L = load float, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E = extractelement <16 x i64> zeroinitializer, i32 %3
  %Shuff = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10, i32 poison>
  %I = insertelement <16 x i64> %Shuff, i64 409361, i32 2053
  %Sl = select i1 true, float 0xBB47BA5B80000000, float %L
  %Cmp = fcmp ule float 0x46152C0900000000, %L
  br label %CF261

CF261:                                            ; preds = %BB
  %L5 = load double, ptr %0, align 8
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E6 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I8 = insertelement <8 x i64> zeroinitializer, i64 474489, i32 2053
  %PC = bitcast ptr %1 to ptr
  %Sl9 = select <2 x i1> <i1 true, i1 false>, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp10 = fcmp ult float 0x45C5AA5980000000, 0x46152C0900000000
  br label %CF248

CF248:                                            ; preds = %CF261
  %L11 = load <16 x i8>, ptr %PC, align 16
  store i32 2053, ptr %PC, align 4
  %E12 = extractelement <4 x i16> zeroinitializer, i32 2053
  %Shuff13 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I14 = insertelement <2 x i16> zeroinitializer, i16 -23595, i32 %3
  %B = add i64 394325, %4
  %Tr = trunc i64 %E to i32
  %Sl15 = select i1 true, i8 0, i8 -47
  %Cmp16 = fcmp uge double 0x6F710167BF5BA94, 0x6F710167BF5BA94
  br label %CF

CF:                                               ; preds = %CF, %CF262, %CF257, %CF256, %CF267, %CF266, %CF248
  %L17 = load <4 x i16>, ptr %PC, align 8
  store i8 0, ptr %A, align 1
  %E18 = extractelement <16 x i64> zeroinitializer, i32 2053
  %Shuff19 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I20 = insertelement <4 x i16> %L17, i16 -23595, i32 %Tr
  %B21 = srem i16 %E12, -23595
  %FC = uitofp i1 true to float
  %Sl22 = select i1 true, ptr %A4, ptr %PC
  %Cmp23 = icmp ult <2 x i64> zeroinitializer, %Sl9
  %L24 = load i16, ptr %PC, align 2
  store <8 x i64> zeroinitializer, ptr %PC, align 64
  %E25 = extractelement <4 x i16> %I20, i32 %Tr
  %Shuff26 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I14, <2 x i32> <i32 2, i32 0>
  %I27 = insertelement <4 x i16> %Shuff7, i16 -14607, i32 %Tr
  %B28 = srem i64 %B, 409361
  %Tr29 = trunc i32 103705 to i8
  %Sl30 = select i1 true, i16 %E25, i16 -23595
  %Cmp31 = icmp eq <4 x i32> zeroinitializer, zeroinitializer
  %L32 = load i64, ptr %A, align 4
  store <2 x i16> zeroinitializer, ptr %PC, align 4
  %E33 = extractelement <4 x i16> %Shuff7, i32 %3
  %Shuff34 = shufflevector <8 x i64> %I8, <8 x i64> zeroinitializer, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I35 = insertelement <4 x i32> zeroinitializer, i32 2053, i32 2053
  %B36 = sdiv i8 %Tr29, %Tr29
  %Sl37 = select i1 true, <2 x i16> %I14, <2 x i16> zeroinitializer
  %Cmp38 = icmp ult <2 x i16> %Sl37, %I14
  %L39 = load double, ptr %A, align 8
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E40 = extractelement <4 x i16> zeroinitializer, i32 2053
  %Shuff41 = shufflevector <4 x i32> %I35, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 poison, i32 poison, i32 2>
  %I42 = insertelement <4 x i1> %Cmp31, i1 true, i32 %3
  %B43 = fdiv float 0xBB47BA5B80000000, 0x46152C0900000000
  %Se = sext <16 x i8> %L11 to <16 x i16>
  %Sl44 = select <2 x i1> %Cmp23, <2 x i16> zeroinitializer, <2 x i16> %Shuff26
  %Cmp45 = icmp ult i8 %Tr29, %5
  br i1 %Cmp45, label %CF, label %CF262

CF262:                                            ; preds = %CF
  %L46 = load <16 x i16>, ptr %PC, align 32
  store i32 %Tr, ptr %Sl22, align 4
  %E47 = extractelement <4 x i32> zeroinitializer, i32 2053
  %Shuff48 = shufflevector <2 x i8> %Shuff19, <2 x i8> %Shuff19, <2 x i32> <i32 poison, i32 1>
  %I49 = insertelement <2 x i16> zeroinitializer, i16 %B21, i32 %Tr
  %B50 = add <2 x i16> zeroinitializer, %Sl37
  %FC51 = sitofp <16 x i1> zeroinitializer to <16 x float>
  %Sl52 = select i1 %Cmp, <8 x i16> zeroinitializer, <8 x i16> zeroinitializer
  %Cmp53 = icmp ne i64 %E18, %B28
  br i1 %Cmp53, label %CF, label %CF257

CF257:                                            ; preds = %CF262
  %L54 = load float, ptr %PC, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E55 = extractelement <2 x i16> zeroinitializer, i32 %Tr
  %Shuff56 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 poison>
  %I57 = insertelement <2 x i16> zeroinitializer, i16 -23595, i32 %Tr
  %B58 = and i16 %L24, 0
  %Tr59 = trunc i32 %E47 to i8
  %Sl60 = select i1 %Cmp45, float 0x3843B25780000000, float %FC
  %Cmp61 = icmp ne i32 2053, %E47
  br i1 %Cmp61, label %CF, label %CF256

CF256:                                            ; preds = %CF257
  %L62 = load float, ptr %Sl22, align 4
  %E63 = extractelement <2 x i16> %I57, i32 %E47
  %Shuff64 = shufflevector <16 x i16> %L46, <16 x i16> %Se, <16 x i32> <i32 7, i32 poison, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 5>
  %I65 = insertelement <8 x i16> zeroinitializer, i16 %E12, i32 2053
  %FC66 = uitofp <4 x i16> zeroinitializer to <4 x float>
  %Sl67 = select i1 %Cmp45, float %L54, float %B43
  %Cmp68 = icmp ugt <2 x i64> %Shuff56, zeroinitializer
  %L69 = load i8, ptr %0, align 1
  store <4 x i32> %I35, ptr %PC, align 16
  %E70 = extractelement <16 x i16> %Shuff64, i32 %Tr
  %Shuff71 = shufflevector <16 x i16> %Shuff64, <16 x i16> %Shuff64, <16 x i32> <i32 poison, i32 6, i32 8, i32 10, i32 12, i32 poison, i32 16, i32 18, i32 20, i32 22, i32 24, i32 poison, i32 poison, i32 30, i32 0, i32 2>
  %I72 = insertelement <2 x i16> %Sl44, i16 %B21, i32 %E47
  %B73 = shl i8 %B36, %Tr59
  %Tr74 = trunc <2 x i64> %Shuff56 to <2 x i1>
  %Sl75 = select i1 true, i8 -91, i8 -91
  %Cmp76 = icmp slt <2 x i8> zeroinitializer, zeroinitializer
  %L77 = load <2 x i64>, ptr %Sl22, align 16
  store i16 %E12, ptr %Sl22, align 2
  %E78 = extractelement <2 x i16> zeroinitializer, i32 %E47
  %Shuff79 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 3, i32 poison, i32 7>
  %I80 = insertelement <8 x i16> %I65, i16 %E78, i32 %Tr
  %B81 = srem <4 x i32> %I35, %Shuff41
  %PC82 = bitcast ptr %A3 to ptr
  %Sl83 = select <16 x i1> zeroinitializer, <16 x float> %FC51, <16 x float> %FC51
  %Cmp84 = fcmp olt double 0x6F710167BF5BA94, 0x2DBBBBDAECB93058
  br i1 %Cmp84, label %CF, label %CF247

CF247:                                            ; preds = %CF247, %CF256
  %L85 = load <4 x float>, ptr %PC, align 16
  store double 0x2DBBBBDAECB93058, ptr %PC82, align 8
  %E86 = extractelement <2 x i16> %Shuff26, i32 %Tr
  %Shuff87 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I88 = insertelement <4 x i32> %B81, i32 %Tr, i32 %E47
  %B89 = fdiv double 0x6F710167BF5BA94, 0x2DBBBBDAECB93058
  %FC90 = fptoui float 0xBB47BA5B80000000 to i1
  br i1 %FC90, label %CF247, label %CF251

CF251:                                            ; preds = %CF251, %CF255, %CF247
  %Sl91 = select i1 true, i32 2053, i32 %E47
  %Cmp92 = icmp ne <16 x i16> %L46, %Se
  %L93 = load i16, ptr %PC, align 2
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl22, align 8
  %E94 = extractelement <8 x i64> zeroinitializer, i32 2053
  %Shuff95 = shufflevector <2 x i64> %Shuff56, <2 x i64> %Shuff56, <2 x i32> poison
  %I96 = insertelement <16 x i1> %Cmp92, i1 %Cmp84, i32 %E47
  %B97 = lshr i8 %Sl75, %Tr59
  %Sl98 = select i1 %Cmp45, <2 x i1> %Tr74, <2 x i1> %Cmp23
  %Cmp99 = fcmp oeq float %FC, 0x46152C0900000000
  br i1 %Cmp99, label %CF251, label %CF255

CF255:                                            ; preds = %CF251
  %L100 = load i32, ptr %PC, align 4
  %E101 = extractelement <4 x i32> %Shuff41, i32 %Sl91
  %Shuff102 = shufflevector <16 x i64> %I, <16 x i64> zeroinitializer, <16 x i32> <i32 7, i32 9, i32 11, i32 poison, i32 poison, i32 17, i32 poison, i32 21, i32 poison, i32 poison, i32 27, i32 poison, i32 31, i32 1, i32 3, i32 poison>
  %I103 = insertelement <16 x i64> %Shuff102, i64 %E94, i32 %3
  %Se104 = sext <8 x i16> %Sl52 to <8 x i64>
  %Sl105 = select i1 %Cmp45, i32 103705, i32 %Sl91
  %Cmp106 = icmp ugt <8 x i16> %I80, %Sl52
  %L107 = load float, ptr %PC82, align 4
  store <8 x i16> zeroinitializer, ptr %PC, align 16
  %E108 = extractelement <16 x i64> %Shuff, i32 2053
  %Shuff109 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff79, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I110 = insertelement <2 x i16> zeroinitializer, i16 %E78, i32 %Sl91
  %B111 = fsub double %L39, %L39
  %Tr112 = trunc <4 x i16> %I20 to <4 x i1>
  %Sl113 = select i1 %Cmp99, <16 x i32> zeroinitializer, <16 x i32> zeroinitializer
  %Cmp114 = fcmp ule double 0x6863E8828B61C100, 0x6863E8828B61C100
  br i1 %Cmp114, label %CF251, label %CF252

CF252:                                            ; preds = %CF252, %CF255
  %L115 = load float, ptr %PC82, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 32
  %E116 = extractelement <8 x i1> %Cmp106, i32 %Sl91
  br i1 %E116, label %CF252, label %CF267

CF267:                                            ; preds = %CF252
  %Shuff117 = shufflevector <2 x i8> %Shuff19, <2 x i8> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I118 = insertelement <4 x i1> %Tr112, i1 %Cmp16, i32 2053
  %B119 = srem i16 %E63, -23595
  %Tr120 = trunc <2 x i8> %Shuff48 to <2 x i1>
  %Sl121 = select i1 %Cmp61, i32 %Sl91, i32 %E47
  %Cmp122 = icmp sgt <4 x i1> %I42, %Tr112
  %L123 = load <4 x i16>, ptr %PC, align 8
  store i16 %E55, ptr %PC, align 2
  %E124 = extractelement <16 x i16> %Shuff64, i32 %Sl91
  %Shuff125 = shufflevector <2 x i16> %Shuff87, <2 x i16> %Sl44, <2 x i32> <i32 3, i32 1>
  %I126 = insertelement <16 x i1> zeroinitializer, i1 %Cmp45, i32 %E101
  %ZE = zext i8 %Sl75 to i64
  %Sl127 = select i1 %Cmp, i1 %E116, i1 %Cmp45
  br i1 %Sl127, label %CF, label %CF246

CF246:                                            ; preds = %CF246, %CF260, %CF258, %CF267
  %Cmp128 = fcmp uno float %FC, %B43
  br i1 %Cmp128, label %CF246, label %CF259

CF259:                                            ; preds = %CF259, %CF246
  %L129 = load <2 x i8>, ptr %PC82, align 2
  store double %L39, ptr %0, align 8
  %E130 = extractelement <4 x i16> %I27, i32 %E47
  %Shuff131 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 poison, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 poison, i32 13>
  %I132 = insertelement <16 x i1> %Cmp92, i1 %Cmp, i32 %Tr
  %B133 = sub <16 x i16> %L46, %Se
  %FC134 = fptoui double 0x2DBBBBDAECB93058 to i16
  %Sl135 = select i1 %Cmp99, i8 %B97, i8 %L69
  %Cmp136 = icmp ule <8 x i1> %Cmp106, %Cmp106
  %L137 = load i8, ptr %0, align 1
  store <4 x float> %FC66, ptr %PC82, align 16
  %E138 = extractelement <8 x i32> zeroinitializer, i32 %E47
  %Shuff139 = shufflevector <8 x i1> %Cmp106, <8 x i1> %Cmp106, <8 x i32> <i32 poison, i32 14, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10>
  %I140 = insertelement <2 x i8> zeroinitializer, i8 %Sl15, i32 %L100
  %B141 = add <2 x i64> %Sl9, %Shuff56
  %FC142 = uitofp <4 x i1> %I42 to <4 x double>
  %Sl143 = select i1 %Cmp84, double %B111, double 0x6F710167BF5BA94
  %Cmp144 = icmp uge <2 x i8> %Shuff117, zeroinitializer
  %L145 = load float, ptr %0, align 4
  store <2 x i16> zeroinitializer, ptr %PC, align 4
  %E146 = extractelement <4 x i1> %Tr112, i32 %3
  br i1 %E146, label %CF259, label %CF260

CF260:                                            ; preds = %CF259
  %Shuff147 = shufflevector <4 x i32> %I88, <4 x i32> %B81, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I148 = insertelement <4 x i16> %Shuff109, i16 -23595, i32 %E101
  %B149 = sdiv i8 %Tr59, %Sl15
  %Tr150 = trunc i32 %Sl105 to i8
  %Sl151 = select <16 x i1> zeroinitializer, <16 x float> %FC51, <16 x float> %FC51
  %Cmp152 = fcmp une double %B89, 0x6863E8828B61C100
  br i1 %Cmp152, label %CF246, label %CF258

CF258:                                            ; preds = %CF260
  %L153 = load <4 x i32>, ptr %PC82, align 16
  store i32 %E47, ptr %0, align 4
  %E154 = extractelement <2 x i16> zeroinitializer, i32 %E138
  %Shuff155 = shufflevector <16 x i64> %Shuff102, <16 x i64> %Shuff, <16 x i32> <i32 31, i32 poison, i32 3, i32 poison, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29>
  %I156 = insertelement <2 x i64> %Shuff56, i64 %B, i32 %Tr
  %B157 = srem i16 0, %E154
  %Tr158 = trunc <16 x i64> %Shuff to <16 x i16>
  %Sl159 = select i1 %Cmp45, i1 %Cmp152, i1 %Cmp45
  br i1 %Sl159, label %CF246, label %CF250

CF250:                                            ; preds = %CF250, %CF258
  %Cmp160 = icmp ule <4 x i32> %Shuff41, %Shuff147
  %L161 = load i64, ptr %0, align 4
  store <8 x i64> %Shuff34, ptr %0, align 64
  %E162 = extractelement <8 x i64> zeroinitializer, i32 %Sl91
  %Shuff163 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I164 = insertelement <2 x i1> %Cmp23, i1 %Cmp53, i32 %Tr
  %B165 = fdiv double 0x6F710167BF5BA94, %L39
  %Se166 = sext <4 x i1> %I42 to <4 x i8>
  %Sl167 = select <2 x i1> %I164, <2 x i64> %Shuff95, <2 x i64> %B141
  %Cmp168 = icmp uge i1 %Cmp152, true
  br i1 %Cmp168, label %CF250, label %CF266

CF266:                                            ; preds = %CF250
  %L169 = load <2 x i8>, ptr %0, align 2
  store i1 true, ptr %PC82, align 1
  %E170 = extractelement <2 x i16> %Shuff26, i32 %3
  %Shuff171 = shufflevector <2 x i1> %I164, <2 x i1> %I164, <2 x i32> <i32 poison, i32 1>
  %I172 = insertelement <16 x float> %Sl83, float %L107, i32 2053
  %B173 = sdiv <2 x i64> %B141, %B141
  %Tr174 = trunc <2 x i16> %I49 to <2 x i8>
  %Sl175 = select i1 %Cmp10, float 0x3843B25780000000, float %B43
  %Cmp176 = icmp ugt <4 x i16> %Shuff7, %Shuff109
  %L177 = load i16, ptr %PC82, align 2
  store <2 x i64> zeroinitializer, ptr %PC82, align 16
  %E178 = extractelement <4 x i16> %Shuff7, i32 %E47
  %Shuff179 = shufflevector <4 x i16> %Shuff79, <4 x i16> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 poison, i32 2>
  %I180 = insertelement <4 x i32> %L153, i32 %3, i32 %L100
  %B181 = sdiv <2 x i16> %Shuff26, zeroinitializer
  %FC182 = uitofp <2 x i1> %I164 to <2 x double>
  %Sl183 = select i1 %Cmp84, i16 %E40, i16 %E170
  %Cmp184 = fcmp olt float 0x46152C0900000000, %FC
  br i1 %Cmp184, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF253, %CF249, %CF266
  %L185 = load i16, ptr %PC82, align 2
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC82, align 8
  %E186 = extractelement <4 x i32> %I35, i32 %E47
  %Shuff187 = shufflevector <2 x i16> %Shuff87, <2 x i16> %Shuff26, <2 x i32> <i32 0, i32 2>
  %I188 = insertelement <16 x i64> %Shuff, i64 474489, i32 %Tr
  %B189 = sub <2 x i8> %I140, zeroinitializer
  %FC190 = uitofp <16 x i8> %L11 to <16 x float>
  %Sl191 = select i1 %Sl127, i16 %B21, i16 %E154
  %Cmp192 = icmp ne i16 %E33, %B157
  br i1 %Cmp192, label %CF244, label %CF253

CF253:                                            ; preds = %CF244
  %L193 = load i8, ptr %0, align 1
  store <4 x float> %L85, ptr %Sl22, align 16
  %E194 = extractelement <2 x i8> zeroinitializer, i32 %E186
  %Shuff195 = shufflevector <4 x i16> %Shuff109, <4 x i16> %Shuff179, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I196 = insertelement <8 x i64> %Shuff34, i64 %E94, i32 %Sl91
  %FC197 = fptoui float 0x46152C0900000000 to i64
  %Sl198 = select i1 %Cmp99, float 0x3C9B220F00000000, float %L145
  %L199 = load <4 x float>, ptr %0, align 16
  store double %B165, ptr %PC82, align 8
  %E200 = extractelement <2 x i8> %L129, i32 %Sl91
  %Shuff201 = shufflevector <8 x i16> %I65, <8 x i16> %Shuff163, <8 x i32> <i32 poison, i32 11, i32 poison, i32 15, i32 1, i32 3, i32 poison, i32 7>
  %I202 = insertelement <16 x i64> %I188, i64 %B28, i32 %Sl121
  %B203 = add i16 %E33, %B119
  %Se204 = sext i16 %L177 to i32
  %Sl205 = select i1 %Cmp184, ptr %A1, ptr %0
  %Cmp206 = icmp ult i16 %E178, %L93
  br i1 %Cmp206, label %CF244, label %CF249

CF249:                                            ; preds = %CF253
  %L207 = load i8, ptr %Sl205, align 1
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  %E208 = extractelement <4 x i32> %I35, i32 2053
  %Shuff209 = shufflevector <2 x i8> %L129, <2 x i8> %L129, <2 x i32> <i32 poison, i32 2>
  %I210 = insertelement <4 x i32> %Shuff41, i32 2053, i32 %Sl121
  %Sl211 = select i1 %Cmp, <2 x i1> %Cmp68, <2 x i1> %Cmp23
  %Cmp212 = fcmp ult double %B165, %B89
  br i1 %Cmp212, label %CF244, label %CF245

CF245:                                            ; preds = %CF245, %CF265, %CF249
  %L213 = load i1, ptr %PC82, align 1
  br i1 %L213, label %CF245, label %CF264

CF264:                                            ; preds = %CF264, %CF245
  %E214 = extractelement <2 x i8> %Shuff117, i32 %E186
  %Shuff215 = shufflevector <2 x i64> %L77, <2 x i64> %Shuff56, <2 x i32> <i32 3, i32 1>
  %I216 = insertelement <16 x i32> zeroinitializer, i32 %Sl91, i32 %E186
  %B217 = srem i16 %L177, %B119
  %Se218 = sext i1 true to i64
  %Sl219 = select i1 %Cmp168, double 0x6F710167BF5BA94, double 0x2DBBBBDAECB93058
  %Cmp220 = icmp sge <2 x i1> %Sl211, %Tr120
  %L221 = load i32, ptr %0, align 4
  %E222 = extractelement <16 x i1> %I132, i32 %E186
  br i1 %E222, label %CF264, label %CF265

CF265:                                            ; preds = %CF264
  %Shuff223 = shufflevector <2 x i64> %Sl9, <2 x i64> %B173, <2 x i32> <i32 3, i32 1>
  %I224 = insertelement <4 x i32> %Shuff147, i32 %L221, i32 %E186
  %B225 = shl <2 x i64> %B141, %Sl9
  %Se226 = sext i1 %Cmp16 to i64
  %Sl227 = select <4 x i1> %Cmp31, <4 x i16> %Shuff109, <4 x i16> zeroinitializer
  %L228 = load float, ptr %PC, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  %E229 = extractelement <4 x i16> %Shuff7, i32 %E186
  %Shuff230 = shufflevector <2 x i1> %Cmp23, <2 x i1> %Cmp23, <2 x i32> <i32 0, i32 2>
  %I231 = insertelement <4 x i16> zeroinitializer, i16 %B203, i32 %E186
  %B232 = mul <4 x i32> %Shuff41, %I35
  %FC233 = uitofp <8 x i16> zeroinitializer to <8 x double>
  %Sl234 = select <2 x i1> %Cmp38, <2 x i16> zeroinitializer, <2 x i16> %Shuff125
  %Cmp235 = icmp ugt i16 %E154, %E70
  br i1 %Cmp235, label %CF245, label %CF254

CF254:                                            ; preds = %CF254, %CF265
  %L236 = load <2 x i8>, ptr %Sl22, align 2
  store i8 0, ptr %PC82, align 1
  %E237 = extractelement <16 x i1> zeroinitializer, i32 %E47
  br i1 %E237, label %CF254, label %CF263

CF263:                                            ; preds = %CF254
  %Shuff238 = shufflevector <4 x i32> %L153, <4 x i32> %Shuff41, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I239 = insertelement <4 x i16> %Shuff179, i16 0, i32 %E47
  %B240 = ashr <2 x i16> zeroinitializer, %B181
  %Tr241 = trunc <4 x i8> %Se166 to <4 x i1>
  %Sl242 = select i1 %Cmp45, i64 %4, i64 394325
  %Cmp243 = icmp sgt <2 x i64> %Shuff56, %B141
  store i8 %B149, ptr %Sl205, align 1
  store i16 0, ptr %Sl205, align 2
  store i64 %E94, ptr %Sl205, align 4
  store i32 %E138, ptr %Sl205, align 4
  store float %Sl175, ptr %0, align 4
  ret void
}
