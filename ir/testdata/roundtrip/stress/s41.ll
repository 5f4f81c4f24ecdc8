; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD41(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca i8, align 1
  %A2 = alloca i16, align 2
  %A1 = alloca i1, align 1
  %A = alloca i32, align 4
  %L = load <1 x i8>, ptr %0, align 1
  store i64 %4, ptr %0, align 4
  %E = extractelement <1 x i1> zeroinitializer, i32 %3
  br label %CF261

CF261:                                            ; preds = %BB
  %Shuff = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <1 x i1> zeroinitializer, i1 false, i32 475815
  %PC = bitcast ptr %A4 to ptr
  %Sl = select i1 %E, <8 x i64> zeroinitializer, <8 x i64> zeroinitializer
  %Cmp = icmp slt i1 false, %E
  br label %CF237

CF237:                                            ; preds = %CF237, %CF269, %CF248, %CF261
  %L5 = load i8, ptr %PC, align 1
  store <4 x i32> zeroinitializer, ptr %PC, align 16
  %E6 = extractelement <2 x i1> zeroinitializer, i32 262335
  br i1 %E6, label %CF237, label %CF269

CF269:                                            ; preds = %CF237
  %Shuff7 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I8 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %3
  %B = or <1 x i8> %L, %L
  %Sl9 = select i1 true, double 0x3A613000285F937E, double 0x354D81EC914BD36A
  %Cmp10 = icmp sgt <2 x i1> zeroinitializer, %I8
  %L11 = load <8 x i8>, ptr %PC, align 8
  store i32 %3, ptr %PC, align 4
  %E12 = extractelement <4 x i16> zeroinitializer, i32 262335
  %Shuff13 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %I, <1 x i32> <i32 1>
  %I14 = insertelement <1 x i1> zeroinitializer, i1 true, i32 %3
  %FC = sitofp i1 %Cmp to double
  %Sl15 = select i1 false, double %FC, double %Sl9
  %Cmp16 = icmp uge <8 x i64> zeroinitializer, %Sl
  %L17 = load <8 x i8>, ptr %PC, align 8
  store i1 true, ptr %PC, align 1
  %E18 = extractelement <2 x i64> %Shuff, i32 %3
  %Shuff19 = shufflevector <1 x i1> %I, <1 x i1> %Shuff13, <1 x i32> <i32 1>
  %I20 = insertelement <1 x i8> %L, i8 91, i32 %3
  %B21 = fadd double 0x3A613000285F937E, %Sl9
  %Se = sext i8 %L5 to i32
  %Sl22 = select i1 true, i1 %E6, i1 true
  br i1 %Sl22, label %CF237, label %CF240

CF240:                                            ; preds = %CF240, %CF252, %CF263, %CF269
  %Cmp23 = icmp eq i1 false, true
  br i1 %Cmp23, label %CF240, label %CF243

CF243:                                            ; preds = %CF243, %CF267, %CF240
  %L24 = load double, ptr %A3, align 8
  %E25 = extractelement <2 x i64> %Shuff, i32 %Se
  %Shuff26 = shufflevector <2 x i1> %Cmp10, <2 x i1> %Cmp10, <2 x i32> <i32 poison, i32 1>
  %I27 = insertelement <2 x i1> %Shuff26, i1 %Sl22, i32 %Se
  %B28 = udiv i16 10823, %E12
  %FC29 = fptoui float 0x425CE100C0000000 to i8
  %Sl30 = select i1 true, float 0x3E726DF640000000, float 0x3E726DF640000000
  %Cmp31 = fcmp one double 0x3A613000285F937E, 0x3281D020707F839E
  br i1 %Cmp31, label %CF243, label %CF249

CF249:                                            ; preds = %CF249, %CF276, %CF243
  %L32 = load double, ptr %0, align 8
  store <8 x i64> zeroinitializer, ptr %0, align 64
  %E33 = extractelement <2 x i64> zeroinitializer, i32 475815
  %Shuff34 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> zeroinitializer
  %I35 = insertelement <1 x i1> %Shuff34, i1 true, i32 %Se
  %B36 = and <2 x i64> %Shuff7, zeroinitializer
  %Sl37 = select i1 %E, <2 x i64> %Shuff, <2 x i64> zeroinitializer
  %Cmp38 = icmp ult <1 x i1> %I35, %Shuff34
  %L39 = load i1, ptr %PC, align 1
  br i1 %L39, label %CF249, label %CF276

CF276:                                            ; preds = %CF249
  store <8 x i16> zeroinitializer, ptr %PC, align 16
  %E40 = extractelement <1 x i1> zeroinitializer, i32 %Se
  br i1 %E40, label %CF249, label %CF265

CF265:                                            ; preds = %CF265, %CF276
  %Shuff41 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I42 = insertelement <2 x i64> zeroinitializer, i64 302523, i32 %Se
  %B43 = and <8 x i64> %Sl, %Sl
  %ZE = zext i1 %L39 to i32
  %Sl44 = select i1 false, i1 %L39, i1 true
  br i1 %Sl44, label %CF265, label %CF267

CF267:                                            ; preds = %CF265
  %Cmp45 = icmp sgt <2 x i1> zeroinitializer, zeroinitializer
  %L46 = load <8 x i1>, ptr %PC, align 1
  store i16 %E12, ptr %0, align 2
  %E47 = extractelement <4 x i1> zeroinitializer, i32 %Se
  br i1 %E47, label %CF243, label %CF245

CF245:                                            ; preds = %CF245, %CF270, %CF275, %CF255, %CF267
  %Shuff48 = shufflevector <2 x i64> %I42, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I49 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 %Se
  %B50 = urem i16 0, 10823
  %FC51 = sitofp <4 x i64> zeroinitializer to <4 x double>
  %Sl52 = select i1 true, <8 x i64> %B43, <8 x i64> zeroinitializer
  %Cmp53 = fcmp une float %Sl30, 0x40C6EBEAC0000000
  br i1 %Cmp53, label %CF245, label %CF270

CF270:                                            ; preds = %CF245
  %L54 = load i1, ptr %0, align 1
  br i1 %L54, label %CF245, label %CF254

CF254:                                            ; preds = %CF254, %CF270
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 64
  %E55 = extractelement <4 x i16> zeroinitializer, i32 %ZE
  %Shuff56 = shufflevector <1 x i8> %L, <1 x i8> %I20, <1 x i32> zeroinitializer
  %I57 = insertelement <2 x i64> %Shuff, i64 191599, i32 475815
  %B58 = and i8 91, %FC29
  %FC59 = sitofp i16 %B28 to double
  %Sl60 = select i1 false, i1 false, i1 %Sl22
  br i1 %Sl60, label %CF254, label %CF275

CF275:                                            ; preds = %CF254
  %Cmp61 = icmp ule <8 x i1> zeroinitializer, zeroinitializer
  %L62 = load <4 x i32>, ptr %0, align 16
  store i8 %B58, ptr %PC, align 1
  %E63 = extractelement <2 x i64> %B36, i32 %ZE
  %Shuff64 = shufflevector <1 x i8> %Shuff56, <1 x i8> %L, <1 x i32> <i32 1>
  %I65 = insertelement <1 x i1> %I, i1 false, i32 475815
  %B66 = add i64 %E18, %E63
  %Sl67 = select i1 %Cmp53, i1 %Cmp23, i1 %Sl22
  br i1 %Sl67, label %CF245, label %CF253

CF253:                                            ; preds = %CF253, %CF275
  %Cmp68 = icmp sge i1 %L54, %Cmp53
  br i1 %Cmp68, label %CF253, label %CF255

CF255:                                            ; preds = %CF253
  %L69 = load float, ptr %PC, align 4
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC, align 32
  %E70 = extractelement <2 x i1> %Shuff26, i32 %3
  br i1 %E70, label %CF245, label %CF246

CF246:                                            ; preds = %CF246, %CF279, %CF273, %CF255
  %Shuff71 = shufflevector <4 x i64> %Shuff41, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I72 = insertelement <4 x i16> zeroinitializer, i16 -1, i32 %Se
  %B73 = frem double %L32, %FC59
  %Tr = trunc i16 10823 to i8
  %Sl74 = select <1 x i1> %Cmp38, <1 x i8> %L, <1 x i8> %Shuff56
  %Cmp75 = icmp sgt i8 %5, 91
  br i1 %Cmp75, label %CF246, label %CF279

CF279:                                            ; preds = %CF246
  %L76 = load <1 x i64>, ptr %0, align 8
  store i32 %ZE, ptr %PC, align 4
  %E77 = extractelement <2 x i64> zeroinitializer, i32 %Se
  %Shuff78 = shufflevector <4 x i16> %I72, <4 x i16> zeroinitializer, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I79 = insertelement <4 x double> %FC51, double %Sl9, i32 %Se
  %FC80 = sitofp i64 302523 to float
  %Sl81 = select i1 %Sl67, i1 %L39, i1 true
  br i1 %Sl81, label %CF246, label %CF257

CF257:                                            ; preds = %CF257, %CF279
  %Cmp82 = icmp sgt i64 %E63, %E18
  br i1 %Cmp82, label %CF257, label %CF273

CF273:                                            ; preds = %CF257
  %L83 = load <4 x i16>, ptr %0, align 8
  store i1 %Sl44, ptr %0, align 1
  %E84 = extractelement <1 x i1> zeroinitializer, i32 %Se
  br i1 %E84, label %CF246, label %CF251

CF251:                                            ; preds = %CF251, %CF260, %CF273
  %Shuff85 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I86 = insertelement <8 x i1> zeroinitializer, i1 false, i32 %Se
  %ZE87 = zext i1 %L39 to i64
  %Sl88 = select i1 %Sl81, i64 191599, i64 %E18
  %Cmp89 = icmp ult i8 %5, %B58
  br i1 %Cmp89, label %CF251, label %CF259

CF259:                                            ; preds = %CF259, %CF251
  %L90 = load <4 x i16>, ptr %0, align 8
  store i64 %E77, ptr %PC, align 4
  %E91 = extractelement <2 x i64> %I57, i32 %3
  %Shuff92 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %Shuff13, <1 x i32> <i32 1>
  %I93 = insertelement <8 x i1> %Cmp16, i1 %L39, i32 %3
  %B94 = or i64 %E25, %E18
  %PC95 = bitcast ptr %A3 to ptr
  %Sl96 = select i1 true, i64 191599, i64 302523
  %L97 = load <1 x float>, ptr %PC95, align 4
  store i16 %B50, ptr %PC95, align 2
  %E98 = extractelement <1 x i1> zeroinitializer, i32 %3
  br i1 %E98, label %CF259, label %CF260

CF260:                                            ; preds = %CF259
  %Shuff99 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %I65, <1 x i32> <i32 1>
  %I100 = insertelement <1 x i1> %Shuff19, i1 %E6, i32 %Se
  %B101 = add i64 %E18, %E77
  %ZE102 = zext <1 x i1> %I65 to <1 x i32>
  %Sl103 = select i1 false, <2 x i64> %Shuff, <2 x i64> %I42
  %Cmp104 = icmp sgt i8 %FC29, %FC29
  br i1 %Cmp104, label %CF251, label %CF252

CF252:                                            ; preds = %CF260
  %L105 = load i1, ptr %PC95, align 1
  br i1 %L105, label %CF240, label %CF242

CF242:                                            ; preds = %CF242, %CF252
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC95, align 8
  %E106 = extractelement <4 x i64> %Shuff71, i32 %3
  %Shuff107 = shufflevector <1 x i1> %Shuff34, <1 x i1> %I65, <1 x i32> poison
  %I108 = insertelement <1 x i8> %Shuff56, i8 %B58, i32 %Se
  %B109 = fmul double %FC59, %B73
  %Tr110 = trunc <2 x i64> %I49 to <2 x i32>
  %Sl111 = select i1 %Cmp75, i32 0, i32 %ZE
  %Cmp112 = fcmp ord float %FC80, %Sl30
  br i1 %Cmp112, label %CF242, label %CF263

CF263:                                            ; preds = %CF242
  %L113 = load <8 x i64>, ptr %0, align 64
  store i32 %Sl111, ptr %PC95, align 4
  %E114 = extractelement <4 x i16> %L83, i32 %ZE
  %Shuff115 = shufflevector <4 x i64> %Shuff41, <4 x i64> %Shuff41, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I116 = insertelement <8 x i64> %B43, i64 %E63, i32 %Se
  %B117 = shl <1 x i8> %Shuff56, %Shuff56
  %PC118 = bitcast ptr %1 to ptr
  %Sl119 = select i1 true, float 0x425CE100C0000000, float 0x40C6EBEAC0000000
  %Cmp120 = icmp eq <1 x i1> zeroinitializer, zeroinitializer
  %L121 = load i16, ptr %PC95, align 2
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC95, align 64
  %E122 = extractelement <4 x i16> %L83, i32 %Sl111
  %Shuff123 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %L62, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I124 = insertelement <1 x i1> %Shuff107, i1 %Sl60, i32 %3
  %Sl125 = select i1 %L54, ptr %A, ptr %PC
  %Cmp126 = icmp ult <4 x i32> %Shuff123, zeroinitializer
  %L127 = load <4 x float>, ptr %PC95, align 16
  store i32 %Se, ptr %PC95, align 4
  %E128 = extractelement <4 x i64> %Shuff71, i32 475815
  %Shuff129 = shufflevector <2 x i64> %Shuff7, <2 x i64> %B36, <2 x i32> <i32 1, i32 poison>
  %I130 = insertelement <1 x i1> zeroinitializer, i1 %Sl22, i32 %ZE
  %Tr131 = trunc <4 x i64> %Shuff115 to <4 x i8>
  %Sl132 = select i1 %Sl60, <1 x i1> %Shuff99, <1 x i1> %I65
  %Cmp133 = fcmp uge <4 x float> %L127, %L127
  %L134 = load i16, ptr %PC95, align 2
  store <4 x i16> %I72, ptr %PC95, align 8
  %E135 = extractelement <1 x i1> zeroinitializer, i32 %Sl111
  br i1 %E135, label %CF240, label %CF241

CF241:                                            ; preds = %CF241, %CF280, %CF264, %CF263
  %Shuff136 = shufflevector <2 x i64> %I42, <2 x i64> %Shuff, <2 x i32> poison
  %I137 = insertelement <2 x i64> %Shuff136, i64 302523, i32 %Se
  %B138 = fadd <4 x double> %FC51, %FC51
  %ZE139 = zext i1 true to i64
  %Sl140 = select i1 true, i1 %E98, i1 %Sl22
  br i1 %Sl140, label %CF241, label %CF280

CF280:                                            ; preds = %CF241
  %Cmp141 = icmp slt <8 x i16> zeroinitializer, zeroinitializer
  %L142 = load <16 x i32>, ptr %PC, align 64
  store i32 %Sl111, ptr %PC95, align 4
  %E143 = extractelement <2 x i64> %Shuff129, i32 475815
  %Shuff144 = shufflevector <2 x i64> %Sl37, <2 x i64> %Sl103, <2 x i32> <i32 3, i32 poison>
  %I145 = insertelement <1 x i8> %Sl74, i8 %B58, i32 %Sl111
  %Se146 = sext <2 x i1> %Cmp10 to <2 x i8>
  %Sl147 = select <8 x i1> zeroinitializer, <8 x i64> %I116, <8 x i64> %L113
  %Cmp148 = fcmp olt double 0x3A613000285F937E, %B109
  br i1 %Cmp148, label %CF241, label %CF264

CF264:                                            ; preds = %CF280
  %L149 = load <1 x i1>, ptr %PC95, align 1
  store float 0x425CE100C0000000, ptr %PC, align 4
  %E150 = extractelement <4 x i16> %L83, i32 %ZE
  %Shuff151 = shufflevector <8 x i64> %L113, <8 x i64> %L113, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I152 = insertelement <2 x i1> %Shuff26, i1 %E135, i32 %Se
  %ZE153 = zext i8 %FC29 to i64
  %Sl154 = select i1 %E135, i1 %L105, i1 %Sl67
  br i1 %Sl154, label %CF241, label %CF244

CF244:                                            ; preds = %CF244, %CF264
  %Cmp155 = icmp eq <1 x i1> %I124, %I124
  %L156 = load <1 x float>, ptr %PC, align 4
  store i16 10823, ptr %PC95, align 2
  %E157 = extractelement <1 x i1> %Shuff107, i32 %Se
  br i1 %E157, label %CF244, label %CF247

CF247:                                            ; preds = %CF247, %CF271, %CF244
  %Shuff158 = shufflevector <1 x i1> %Cmp120, <1 x i1> %L149, <1 x i32> <i32 1>
  %I159 = insertelement <1 x i1> %Shuff99, i1 %Cmp112, i32 %Se
  %FC160 = sitofp i8 %Tr to float
  %Sl161 = select i1 %Sl60, i1 %L54, i1 %E135
  br i1 %Sl161, label %CF247, label %CF262

CF262:                                            ; preds = %CF262, %CF247
  %Cmp162 = icmp ult <1 x i1> %Shuff158, %L149
  %L163 = load <2 x i32>, ptr %PC, align 8
  store i16 %E114, ptr %PC95, align 2
  %E164 = extractelement <1 x i8> %Sl74, i32 475815
  %Shuff165 = shufflevector <1 x i1> %Shuff107, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I166 = insertelement <4 x i16> %L83, i16 %L134, i32 %Se
  %B167 = add i8 %B58, %E164
  %FC168 = fptoui double %Sl15 to i16
  %Sl169 = select i1 %E135, i16 0, i16 %L134
  %Cmp170 = icmp ule i8 %5, %E164
  br i1 %Cmp170, label %CF262, label %CF271

CF271:                                            ; preds = %CF262
  %L171 = load i1, ptr %PC, align 1
  br i1 %L171, label %CF247, label %CF248

CF248:                                            ; preds = %CF271
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 32
  %E172 = extractelement <1 x i1> %Shuff13, i32 475815
  br i1 %E172, label %CF237, label %CF238

CF238:                                            ; preds = %CF238, %CF277, %CF248
  %Shuff173 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Cmp16, <8 x i32> <i32 poison, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2, i32 4>
  %I174 = insertelement <4 x float> %L127, float 0x3E726DF640000000, i32 %Se
  %FC175 = sitofp <1 x i1> %Shuff92 to <1 x float>
  %Sl176 = select i1 %E, i1 %Sl67, i1 %Cmp53
  br i1 %Sl176, label %CF238, label %CF268

CF268:                                            ; preds = %CF268, %CF238
  %Cmp177 = icmp ne <2 x i1> %Cmp45, %I152
  %L178 = load <2 x i32>, ptr %PC95, align 8
  store i1 %L39, ptr %PC95, align 1
  %E179 = extractelement <1 x i1> %Shuff99, i32 %ZE
  br i1 %E179, label %CF268, label %CF277

CF277:                                            ; preds = %CF268
  %Shuff180 = shufflevector <1 x float> %L97, <1 x float> %FC175, <1 x i32> <i32 1>
  %I181 = insertelement <4 x i64> %Shuff115, i64 191599, i32 %3
  %FC182 = fptosi float %L69 to i64
  %Sl183 = select i1 %E135, i64 191599, i64 %E25
  %Cmp184 = icmp uge i1 %Cmp75, %E179
  br i1 %Cmp184, label %CF238, label %CF266

CF266:                                            ; preds = %CF277
  %L185 = load <4 x i1>, ptr %PC, align 1
  store double %B109, ptr %PC, align 8
  %E186 = extractelement <1 x float> %L97, i32 475815
  %Shuff187 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Cmp45, <2 x i32> <i32 1, i32 3>
  %I188 = insertelement <8 x i64> %Sl147, i64 %FC182, i32 %Sl111
  %B189 = add <4 x i32> zeroinitializer, zeroinitializer
  %Tr190 = trunc <4 x i64> %Shuff41 to <4 x i32>
  %Sl191 = select <1 x i1> zeroinitializer, <1 x i1> %I124, <1 x i1> zeroinitializer
  %Cmp192 = icmp eq i8 -1, %E164
  br label %CF

CF:                                               ; preds = %CF, %CF274, %CF278, %CF266
  %L193 = load <2 x i64>, ptr %0, align 16
  store i64 %E18, ptr %PC95, align 4
  %E194 = extractelement <1 x i1> %Cmp162, i32 %3
  br i1 %E194, label %CF, label %CF274

CF274:                                            ; preds = %CF
  %Shuff195 = shufflevector <2 x i1> %I152, <2 x i1> %I152, <2 x i32> <i32 poison, i32 1>
  %I196 = insertelement <1 x i1> %Shuff158, i1 %E84, i32 %Sl111
  %B197 = udiv i32 %Se, %3
  %Sl198 = select i1 %Sl67, <4 x i32> %Shuff123, <4 x i32> %L62
  %Cmp199 = icmp uge <2 x i32> %L163, %Tr110
  %L200 = load i1, ptr %0, align 1
  br i1 %L200, label %CF, label %CF256

CF256:                                            ; preds = %CF256, %CF274
  store <4 x i32> %B189, ptr %0, align 16
  %E201 = extractelement <1 x i8> %Sl74, i32 %B197
  %Shuff202 = shufflevector <2 x i1> %Cmp177, <2 x i1> %I152, <2 x i32> <i32 0, i32 2>
  %I203 = insertelement <2 x i1> %Cmp45, i1 %L39, i32 %B197
  %B204 = add <2 x i64> %Shuff, %L193
  %FC205 = sitofp i64 %E143 to float
  %Sl206 = select i1 %Sl22, i64 %E128, i64 191599
  %Cmp207 = fcmp ugt <4 x float> %I174, %L127
  %L208 = load <16 x i8>, ptr %0, align 16
  store i64 %E33, ptr %0, align 4
  %E209 = extractelement <1 x i1> %Shuff34, i32 %B197
  br i1 %E209, label %CF256, label %CF278

CF278:                                            ; preds = %CF256
  %Shuff210 = shufflevector <1 x i8> %Shuff56, <1 x i8> %L, <1 x i32> <i32 1>
  %I211 = insertelement <4 x i64> %Shuff71, i64 %E18, i32 %ZE
  %Sl212 = select i1 %E135, ptr %A, ptr %PC
  %Cmp213 = icmp ult i1 %Cmp, %E98
  br i1 %Cmp213, label %CF, label %CF239

CF239:                                            ; preds = %CF239, %CF258, %CF278
  %L214 = load i64, ptr %PC95, align 4
  store <1 x double> zeroinitializer, ptr %PC, align 8
  %E215 = extractelement <2 x i1> %Shuff26, i32 %Se
  br i1 %E215, label %CF239, label %CF258

CF258:                                            ; preds = %CF239
  %Shuff216 = shufflevector <8 x i64> %L113, <8 x i64> %B43, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I217 = insertelement <1 x float> %L156, float %FC160, i32 %Sl111
  %B218 = sdiv i8 %B58, %E201
  %Sl219 = select i1 %Cmp192, i1 %E6, i1 %E179
  br i1 %Sl219, label %CF239, label %CF250

CF250:                                            ; preds = %CF250, %CF258
  %Cmp220 = icmp sgt <2 x i1> %Cmp199, %Shuff195
  %L221 = load <1 x i32>, ptr %PC, align 4
  store i32 %B197, ptr %0, align 4
  %E222 = extractelement <4 x i32> %Shuff123, i32 %Se
  %Shuff223 = shufflevector <1 x i1> %I14, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I224 = insertelement <1 x i1> %Shuff13, i1 %E157, i32 %Sl111
  %B225 = shl <4 x i32> zeroinitializer, %L62
  %FC226 = sitofp <4 x i16> %L90 to <4 x double>
  %Sl227 = select i1 %Cmp31, <2 x i64> %Sl37, <2 x i64> %B36
  %Cmp228 = icmp sgt i32 475815, %ZE
  br i1 %Cmp228, label %CF250, label %CF272

CF272:                                            ; preds = %CF250
  %L229 = load double, ptr %PC95, align 8
  store <2 x i16> <i16 0, i16 -1>, ptr %PC118, align 4
  %E230 = extractelement <4 x i16> %Shuff78, i32 262335
  %Shuff231 = shufflevector <4 x i1> %Cmp126, <4 x i1> %Cmp126, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I232 = insertelement <8 x i1> %Cmp141, i1 %Cmp112, i32 %E222
  %B233 = udiv <4 x i64> %Shuff71, %I211
  %FC234 = fptoui <4 x float> %L127 to <4 x i16>
  %Sl235 = select i1 %Cmp104, ptr %PC118, ptr %0
  %Cmp236 = icmp ne <8 x i1> %I86, %Cmp16
  store i32 %E222, ptr %PC, align 4
  store float %Sl119, ptr %Sl212, align 4
  store i32 %Se, ptr %Sl212, align 4
  store float 0x40C6EBEAC0000000, ptr %PC, align 4
  store i8 %FC29, ptr %A1, align 1
  ret void
}
