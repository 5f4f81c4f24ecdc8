; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD79(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca i16, align 2
  %A2 = alloca double, align 8
  %A1 = alloca i16, align 2
  %A = alloca i16, align 2
  %L = load <4 x i16>, ptr %0, align 8
  store i16 -24555, ptr %0, align 2
  %E = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <8 x i64> zeroinitializer, i64 0, i32 -1
  %B = add <4 x i32> zeroinitializer, zeroinitializer
  %Sl = select <1 x i1> <i1 true>, <1 x i64> %Shuff, <1 x i64> %Shuff
  %L5 = load <8 x i8>, ptr %0, align 8
  store i16 -24555, ptr %0, align 2
  %E6 = extractelement <16 x i1> zeroinitializer, i32 -1
  br label %CF246

CF246:                                            ; preds = %CF246, %BB
  %Shuff7 = shufflevector <1 x i64> %Sl, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I8 = insertelement <8 x i16> zeroinitializer, i16 0, i32 -1
  %Tr = trunc i32 %3 to i8
  %Sl9 = select i1 true, i32 -1, i32 -1
  %Cmp = icmp uge i64 %4, %4
  br i1 %Cmp, label %CF246, label %CF257

CF257:                                            ; preds = %CF257, %CF246
  %L10 = load i32, ptr %0, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E11 = extractelement <4 x i32> zeroinitializer, i32 %Sl9
  %Shuff12 = shufflevector <1 x i64> %Shuff, <1 x i64> %Shuff, <1 x i32> zeroinitializer
  %I13 = insertelement <1 x i64> %Shuff7, i64 %4, i32 -1
  %B14 = ashr <1 x i64> %Shuff, %Shuff
  %FC = uitofp <4 x i16> zeroinitializer to <4 x float>
  %Sl15 = select <8 x i1> zeroinitializer, <8 x i16> zeroinitializer, <8 x i16> zeroinitializer
  %Cmp16 = icmp ugt <4 x i32> zeroinitializer, zeroinitializer
  %L17 = load <2 x double>, ptr %0, align 16
  store i32 -1, ptr %0, align 4
  %E18 = extractelement <16 x i1> zeroinitializer, i32 -1
  br i1 %E18, label %CF257, label %CF272

CF272:                                            ; preds = %CF257
  %Shuff19 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 21, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 poison, i32 19>
  %I20 = insertelement <16 x i1> zeroinitializer, i1 true, i32 %Sl9
  %B21 = sdiv i16 0, 0
  %Tr22 = trunc <4 x i8> zeroinitializer to <4 x i1>
  %Sl23 = select i1 %E6, ptr %A1, ptr %0
  %Cmp24 = icmp sge <1 x i64> %Shuff12, %Shuff
  %L25 = load i64, ptr %Sl23, align 4
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl23, align 32
  %E26 = extractelement <8 x i1> zeroinitializer, i32 %Sl9
  br label %CF243

CF243:                                            ; preds = %CF243, %CF268, %CF248, %CF272
  %Shuff27 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %Shuff19, <16 x i32> <i32 26, i32 28, i32 30, i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 18, i32 20, i32 22, i32 24>
  %I28 = insertelement <8 x i64> zeroinitializer, i64 141677, i32 %Sl9
  %B29 = frem float 0x3C56378A00000000, 0x3BBBABCF80000000
  %ZE = zext i16 0 to i32
  %Sl30 = select i1 %E18, ptr %A2, ptr %Sl23
  %L31 = load i64, ptr %Sl23, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl23, align 32
  %E32 = extractelement <1 x i64> %B14, i32 %ZE
  %Shuff33 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 10, i32 poison, i32 poison, i32 poison, i32 2, i32 4, i32 6, i32 8>
  %I34 = insertelement <4 x i32> zeroinitializer, i32 -1, i32 %Sl9
  %B35 = add <4 x i32> zeroinitializer, %I34
  %Tr36 = trunc i32 %E to i16
  %Sl37 = select i1 %E26, float 0xBF45B3D980000000, float %B29
  %Cmp38 = fcmp olt float 0x3BBBABCF80000000, %B29
  br i1 %Cmp38, label %CF243, label %CF268

CF268:                                            ; preds = %CF243
  %L39 = load i64, ptr %Sl23, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl23, align 64
  %E40 = extractelement <2 x i32> zeroinitializer, i32 -1
  %Shuff41 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %Shuff19, <16 x i32> <i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 poison, i32 28, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison>
  %I42 = insertelement <8 x i1> zeroinitializer, i1 %E26, i32 %E
  %Tr43 = trunc <8 x i16> %I8 to <8 x i8>
  %Sl44 = select i1 true, i64 %L39, i64 %4
  %Cmp45 = icmp eq <8 x i16> %Sl15, %Sl15
  %L46 = load double, ptr %Sl23, align 8
  %E47 = extractelement <16 x i1> %I20, i32 %Sl9
  br i1 %E47, label %CF243, label %CF248

CF248:                                            ; preds = %CF268
  %Shuff48 = shufflevector <4 x i1> %Tr22, <4 x i1> %Cmp16, <4 x i32> <i32 1, i32 poison, i32 5, i32 poison>
  %I49 = insertelement <4 x i32> zeroinitializer, i32 -1, i32 %E40
  %B50 = sub i32 %Sl9, %Sl9
  %Sl51 = select i1 true, i16 %B21, i16 0
  %Cmp52 = icmp eq <16 x i1> %Shuff19, %Shuff19
  %L53 = load float, ptr %Sl23, align 4
  store <8 x i16> zeroinitializer, ptr %Sl23, align 16
  %E54 = extractelement <4 x i32> zeroinitializer, i32 %ZE
  %Shuff55 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Shuff33, <8 x i32> <i32 poison, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10>
  %I56 = insertelement <1 x i64> %Shuff, i64 %L25, i32 %E40
  %B57 = fsub float 0x3BBBABCF80000000, %B29
  %PC = bitcast ptr %2 to ptr
  %Sl58 = select i1 true, i16 %B21, i16 -24555
  %Cmp59 = icmp ugt <4 x i8> zeroinitializer, zeroinitializer
  %L60 = load <8 x i8>, ptr %PC, align 8
  store i1 true, ptr %PC, align 1
  %E61 = extractelement <8 x i1> %Cmp45, i32 %B50
  br i1 %E61, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF265, %CF259, %CF248
  %Shuff62 = shufflevector <8 x i1> %I42, <8 x i1> %Shuff55, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5>
  %I63 = insertelement <4 x i1> %Cmp16, i1 true, i32 -1
  %B64 = fmul float %B29, 0x41C3BBD780000000
  %FC65 = uitofp i1 %E47 to double
  %Sl66 = select i1 true, float %B64, float %L53
  %Cmp67 = icmp ult i64 %4, %L25
  br i1 %Cmp67, label %CF244, label %CF253

CF253:                                            ; preds = %CF253, %CF244
  %L68 = load double, ptr %PC, align 8
  %E69 = extractelement <4 x i32> zeroinitializer, i32 %E54
  %Shuff70 = shufflevector <1 x i64> %I56, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I71 = insertelement <16 x i1> %Shuff41, i1 %E6, i32 %ZE
  %B72 = or i32 %E, %E69
  %FC73 = fptoui float 0xBF45B3D980000000 to i1
  br i1 %FC73, label %CF253, label %CF261

CF261:                                            ; preds = %CF261, %CF253
  %Sl74 = select <4 x i1> %Cmp16, <4 x i1> %Cmp16, <4 x i1> %Shuff48
  %Cmp75 = icmp ule <1 x i64> zeroinitializer, %I56
  %L76 = load <2 x i32>, ptr %Sl23, align 8
  store i1 true, ptr %0, align 1
  %E77 = extractelement <2 x i1> zeroinitializer, i32 -1
  br i1 %E77, label %CF261, label %CF263

CF263:                                            ; preds = %CF263, %CF261
  %Shuff78 = shufflevector <16 x i1> %I71, <16 x i1> %Shuff41, <16 x i32> <i32 3, i32 5, i32 7, i32 poison, i32 11, i32 poison, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 poison>
  %I79 = insertelement <4 x i16> zeroinitializer, i16 -24555, i32 -1
  %B80 = urem i32 %B72, %E54
  %Se = sext i16 %Sl58 to i64
  %Sl81 = select i1 %E6, i32 %ZE, i32 %E69
  %Cmp82 = fcmp ogt double 0x20CFD7EE71CD5E6C, %L46
  br i1 %Cmp82, label %CF263, label %CF265

CF265:                                            ; preds = %CF263
  %L83 = load i8, ptr %Sl23, align 1
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  %E84 = extractelement <4 x i1> %Shuff48, i32 %E11
  br i1 %E84, label %CF244, label %CF251

CF251:                                            ; preds = %CF251, %CF265
  %Shuff85 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I86 = insertelement <8 x i1> %I42, i1 %E18, i32 %ZE
  %Se87 = sext i1 %Cmp38 to i32
  %Sl88 = select <8 x i1> %Shuff33, <8 x i8> %L60, <8 x i8> %L5
  %Cmp89 = icmp ule i64 %E32, 0
  br i1 %Cmp89, label %CF251, label %CF259

CF259:                                            ; preds = %CF251
  %L90 = load <2 x i8>, ptr %Sl23, align 2
  store float 0xBF45B3D980000000, ptr %PC, align 4
  %E91 = extractelement <8 x i64> zeroinitializer, i32 -1
  %Shuff92 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I79, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I93 = insertelement <4 x i32> %Shuff85, i32 %Sl9, i32 -1
  %B94 = udiv i16 %B21, %Sl51
  %ZE95 = zext <16 x i1> %I71 to <16 x i32>
  %Sl96 = select i1 true, <1 x i1> %Cmp75, <1 x i1> %Cmp24
  %L97 = load <4 x double>, ptr %0, align 32
  store float %B29, ptr %Sl30, align 4
  %E98 = extractelement <16 x i1> zeroinitializer, i32 %Sl9
  br i1 %E98, label %CF244, label %CF245

CF245:                                            ; preds = %CF245, %CF271, %CF270, %CF259
  %Shuff99 = shufflevector <16 x i1> %I20, <16 x i1> %Shuff19, <16 x i32> <i32 13, i32 15, i32 17, i32 poison, i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I100 = insertelement <4 x i32> %Shuff85, i32 %B80, i32 %E69
  %B101 = sdiv <4 x i32> %I100, zeroinitializer
  %ZE102 = zext <4 x i1> %Cmp16 to <4 x i64>
  %Sl103 = select i1 %E26, i1 %E18, i1 true
  br i1 %Sl103, label %CF245, label %CF260

CF260:                                            ; preds = %CF260, %CF245
  %Cmp104 = icmp sgt i8 %Tr, 0
  br i1 %Cmp104, label %CF260, label %CF267

CF267:                                            ; preds = %CF267, %CF260
  %L105 = load <16 x i1>, ptr %PC, align 2
  store i16 %B94, ptr %0, align 2
  %E106 = extractelement <4 x i16> %Shuff92, i32 %Sl9
  %Shuff107 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I108 = insertelement <8 x i1> %Cmp45, i1 true, i32 %Sl9
  %B109 = fmul float 0x3C56378A00000000, 0xBD52338600000000
  %Tr110 = trunc <2 x i32> %L76 to <2 x i1>
  %Sl111 = select i1 %E47, ptr %A4, ptr %0
  %Cmp112 = fcmp ogt double 0x20CFD7EE71CD5E6C, %FC65
  br i1 %Cmp112, label %CF267, label %CF271

CF271:                                            ; preds = %CF267
  %L113 = load i32, ptr %Sl23, align 4
  store <4 x i16> %L, ptr %A, align 8
  %E114 = extractelement <8 x i1> %I108, i32 %B50
  br i1 %E114, label %CF245, label %CF250

CF250:                                            ; preds = %CF250, %CF269, %CF271
  %Shuff115 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10>
  %I116 = insertelement <8 x i1> %I42, i1 %Cmp38, i32 %E54
  %B117 = ashr <8 x i64> %I, %I28
  %Se118 = sext <8 x i16> %Sl15 to <8 x i64>
  %Sl119 = select i1 %FC73, i32 %ZE, i32 %E40
  %Cmp120 = icmp ne i1 %E114, %Cmp38
  br i1 %Cmp120, label %CF250, label %CF269

CF269:                                            ; preds = %CF250
  %L121 = load double, ptr %PC, align 8
  store <8 x i16> %Shuff115, ptr %Sl111, align 16
  %E122 = extractelement <1 x i64> %Sl, i32 %3
  %Shuff123 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 poison, i32 poison, i32 30, i32 poison, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24>
  %I124 = insertelement <16 x i1> %Shuff27, i1 %Cmp112, i32 %B50
  %B125 = and <4 x i32> %I49, %I34
  %FC126 = sitofp i8 0 to double
  %Sl127 = select i1 %Cmp112, i32 %Se87, i32 -1
  %Cmp128 = icmp ne i32 -1, -1
  br i1 %Cmp128, label %CF250, label %CF254

CF254:                                            ; preds = %CF254, %CF269
  %L129 = load <4 x double>, ptr %Sl111, align 32
  store double %L121, ptr %Sl111, align 8
  %E130 = extractelement <8 x i1> %Shuff62, i32 %B50
  br i1 %E130, label %CF254, label %CF270

CF270:                                            ; preds = %CF254
  %Shuff131 = shufflevector <8 x i8> %Tr43, <8 x i8> %Sl88, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison>
  %I132 = insertelement <8 x i1> %Shuff55, i1 true, i32 %L10
  %B133 = add <8 x i8> %L5, %L5
  %Tr134 = trunc i64 141677 to i16
  %Sl135 = select i1 true, <8 x i8> %L60, <8 x i8> %Tr43
  %Cmp136 = icmp eq <4 x i32> zeroinitializer, %B
  %L137 = load float, ptr %Sl111, align 4
  store <8 x i16> %Shuff115, ptr %PC, align 16
  %E138 = extractelement <8 x i64> %I, i32 %ZE
  %Shuff139 = shufflevector <16 x i1> %Shuff41, <16 x i1> %Shuff19, <16 x i32> <i32 poison, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 poison, i32 poison, i32 28, i32 30, i32 0, i32 2>
  %I140 = insertelement <16 x i1> %Shuff27, i1 true, i32 %ZE
  %BC = bitcast i32 -1 to float
  %Sl141 = select i1 %E18, <4 x i1> %I63, <4 x i1> %Shuff48
  %L142 = load <2 x float>, ptr %Sl23, align 8
  store double 0x20CFD7EE71CD5E6C, ptr %Sl111, align 8
  %E143 = extractelement <8 x i1> %Shuff55, i32 %Sl127
  br i1 %E143, label %CF245, label %CF249

CF249:                                            ; preds = %CF270
  %Shuff144 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 poison>
  %I145 = insertelement <1 x i64> zeroinitializer, i64 141677, i32 %3
  %Tr146 = fptrunc <4 x double> %L97 to <4 x float>
  %Sl147 = select i1 %Cmp38, <1 x i64> %Shuff12, <1 x i64> %I145
  %Cmp148 = icmp ugt <4 x i8> zeroinitializer, zeroinitializer
  %L149 = load i16, ptr %Sl23, align 2
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E150 = extractelement <16 x i1> %Shuff99, i32 %3
  br label %CF242

CF242:                                            ; preds = %CF242, %CF258, %CF249
  %Shuff151 = shufflevector <2 x i8> %L90, <2 x i8> %L90, <2 x i32> <i32 0, i32 2>
  %I152 = insertelement <1 x i64> %I13, i64 %L25, i32 %ZE
  %B153 = lshr <8 x i64> zeroinitializer, %Shuff144
  %ZE154 = zext i32 %E11 to i64
  %Sl155 = select i1 %Cmp112, <1 x i1> %Cmp75, <1 x i1> %Cmp24
  %Cmp156 = icmp ule <1 x i64> %Shuff70, %I56
  %L157 = load float, ptr %0, align 4
  store <4 x double> %L97, ptr %Sl23, align 32
  %E158 = extractelement <4 x i1> %Cmp16, i32 %E40
  br i1 %E158, label %CF242, label %CF255

CF255:                                            ; preds = %CF255, %CF242
  %Shuff159 = shufflevector <8 x i1> %Shuff62, <8 x i1> %Shuff33, <8 x i32> <i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I160 = insertelement <16 x i1> %I124, i1 %E47, i32 %E40
  %B161 = fsub double %L68, %L121
  %FC162 = uitofp <1 x i1> %Sl155 to <1 x float>
  %Sl163 = select <16 x i1> %Shuff19, <16 x i1> %Shuff78, <16 x i1> %Shuff19
  %Cmp164 = icmp slt <1 x i64> %B14, %I145
  %L165 = load <4 x i8>, ptr %Sl23, align 4
  store i32 %Se87, ptr %Sl23, align 4
  %E166 = extractelement <16 x i1> %Sl163, i32 -1
  br i1 %E166, label %CF255, label %CF258

CF258:                                            ; preds = %CF255
  %Shuff167 = shufflevector <2 x i32> %L76, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I168 = insertelement <8 x i1> %Shuff33, i1 %E26, i32 %B50
  %FC169 = fptosi double 0x20CFD7EE71CD5E6C to i1
  br i1 %FC169, label %CF242, label %CF247

CF247:                                            ; preds = %CF247, %CF266, %CF258
  %Sl170 = select i1 %E18, <8 x i64> %Se118, <8 x i64> %I28
  %Cmp171 = fcmp ule double 0xE7737B9232717C10, %L46
  br i1 %Cmp171, label %CF247, label %CF264

CF264:                                            ; preds = %CF264, %CF247
  %L172 = load i16, ptr %Sl111, align 2
  store <4 x i32> %B, ptr %0, align 16
  %E173 = extractelement <8 x i1> zeroinitializer, i32 %ZE
  br i1 %E173, label %CF264, label %CF266

CF266:                                            ; preds = %CF264
  %Shuff174 = shufflevector <4 x i8> %L165, <4 x i8> %L165, <4 x i32> <i32 6, i32 poison, i32 2, i32 poison>
  %I175 = insertelement <2 x i1> %Tr110, i1 true, i32 %Sl9
  %PC176 = bitcast ptr %Sl30 to ptr
  %Sl177 = select i1 %E143, double %L68, double %L46
  %Cmp178 = fcmp une <4 x float> %FC, %FC
  %L179 = load i64, ptr %Sl111, align 4
  store <4 x i8> %L165, ptr %Sl23, align 4
  %E180 = extractelement <8 x i8> %Shuff131, i32 %3
  %Shuff181 = shufflevector <8 x i64> %B153, <8 x i64> %Shuff144, <8 x i32> <i32 8, i32 10, i32 poison, i32 14, i32 0, i32 2, i32 4, i32 poison>
  %I182 = insertelement <2 x i8> %Shuff151, i8 %E180, i32 -1
  %Sl183 = select i1 %E18, <8 x i1> %I42, <8 x i1> %Cmp45
  %Cmp184 = icmp sgt <8 x i16> %Shuff115, %Shuff115
  %L185 = load i32, ptr %Sl111, align 4
  store <4 x i16> %I79, ptr %Sl23, align 8
  %E186 = extractelement <2 x float> %L142, i32 %E40
  %Shuff187 = shufflevector <4 x i1> %Sl141, <4 x i1> %Cmp16, <4 x i32> <i32 poison, i32 6, i32 0, i32 poison>
  %I188 = insertelement <16 x i1> %Cmp52, i1 true, i32 %E69
  %B189 = xor i64 %ZE154, %L179
  %ZE190 = zext i1 true to i16
  %Sl191 = select i1 %E143, <1 x i64> %Sl, <1 x i64> zeroinitializer
  %Cmp192 = icmp ne <8 x i8> %Shuff131, %L60
  %L193 = load float, ptr %Sl23, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl111, align 64
  %E194 = extractelement <16 x i1> %Cmp52, i32 %L185
  br i1 %E194, label %CF247, label %CF262

CF262:                                            ; preds = %CF266
  %Shuff195 = shufflevector <4 x i1> %Shuff48, <4 x i1> %Cmp16, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I196 = insertelement <8 x i1> %Cmp45, i1 true, i32 %L185
  %B197 = srem <1 x i64> %I13, %I145
  %FC198 = fptosi float 0x38D4298800000000 to i16
  %Sl199 = select i1 %E6, <1 x i1> %Sl155, <1 x i1> %Cmp24
  %Cmp200 = icmp eq <4 x i8> %L165, %L165
  %L201 = load double, ptr %Sl111, align 8
  store <4 x i32> %Shuff85, ptr %0, align 16
  %E202 = extractelement <8 x i16> %Sl15, i32 -1
  %Shuff203 = shufflevector <1 x float> %FC162, <1 x float> %FC162, <1 x i32> zeroinitializer
  %I204 = insertelement <16 x i1> zeroinitializer, i1 %Cmp112, i32 %B72
  %B205 = fmul <1 x float> %FC162, %FC162
  %Se206 = sext <4 x i1> %I63 to <4 x i64>
  %Sl207 = select <16 x i1> %Shuff19, <16 x i1> %I188, <16 x i1> %I160
  %Cmp208 = icmp uge <4 x i16> %I79, %I79
  %L209 = load <2 x double>, ptr %0, align 16
  store i32 %L113, ptr %PC176, align 4
  %E210 = extractelement <16 x i1> zeroinitializer, i32 %L113
  br label %CF241

CF241:                                            ; preds = %CF241, %CF256, %CF262
  %Shuff211 = shufflevector <8 x i1> %Cmp45, <8 x i1> %Shuff159, <8 x i32> <i32 9, i32 poison, i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7>
  %I212 = insertelement <1 x i1> %Cmp164, i1 %E18, i32 %L185
  %B213 = urem i64 %Se, %L179
  %FC214 = fptoui float %Sl37 to i16
  %Sl215 = select <16 x i1> %Shuff99, <16 x i1> %Shuff139, <16 x i1> %Shuff19
  %Cmp216 = icmp ugt <16 x i1> %I188, %Shuff19
  %L217 = load <4 x double>, ptr %PC, align 32
  store double %L121, ptr %0, align 8
  %E218 = extractelement <4 x i32> %Shuff85, i32 %L185
  %Shuff219 = shufflevector <4 x i32> %Shuff85, <4 x i32> %I34, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I220 = insertelement <16 x i1> %Cmp52, i1 %Sl103, i32 %L185
  %B221 = fsub double %FC126, %L46
  %FC222 = fptoui double %L121 to i8
  %Sl223 = select i1 true, ptr %1, ptr %Sl23
  %Cmp224 = icmp ugt i16 %E106, %B94
  br i1 %Cmp224, label %CF241, label %CF256

CF256:                                            ; preds = %CF241
  %L225 = load i8, ptr %Sl223, align 1
  store <1 x double> zeroinitializer, ptr %Sl23, align 8
  %E226 = extractelement <4 x i1> %Cmp136, i32 %L185
  br i1 %E226, label %CF241, label %CF252

CF252:                                            ; preds = %CF256
  %Shuff227 = shufflevector <2 x i8> %I182, <2 x i8> %L90, <2 x i32> <i32 1, i32 poison>
  %I228 = insertelement <16 x i1> %Sl215, i1 %Cmp38, i32 -1
  %B229 = lshr i32 %E40, %3
  %ZE230 = zext <16 x i1> %Shuff78 to <16 x i16>
  %Sl231 = select i1 %E6, i32 %E54, i32 %E69
  %Cmp232 = icmp ule i64 %E32, %E122
  br label %CF

CF:                                               ; preds = %CF252
  %L233 = load <2 x i64>, ptr %Sl111, align 16
  store i1 %Cmp232, ptr %Sl23, align 1
  %E234 = extractelement <8 x i64> %Se118, i32 %B80
  %Shuff235 = shufflevector <8 x i1> %Shuff33, <8 x i1> %I108, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I236 = insertelement <8 x i1> %Shuff33, i1 %E26, i32 %B50
  %B237 = srem <2 x i64> %L233, %L233
  %Tr238 = trunc <4 x i32> zeroinitializer to <4 x i8>
  %Sl239 = select <16 x i1> %Shuff123, <16 x i1> %I20, <16 x i1> %I160
  %Cmp240 = icmp ult <4 x i1> %Sl141, %Cmp200
  store <16 x i16> %ZE230, ptr %Sl23, align 32
  store <16 x i16> %ZE230, ptr %Sl30, align 32
  store <2 x i64> %L233, ptr %0, align 16
  store double %B221, ptr %Sl223, align 8
  ret void
}
