; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD42(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x float>, align 32
  %A3 = alloca <16 x i32>, align 64
  %A2 = alloca <16 x i64>, align 128
  %A1 = alloca <2 x float>, align 8
  %A = alloca <16 x i1>, align 2
  %L = load <4 x i16>, ptr %0, align 8
  store i16 24551, ptr %0, align 2
  %E = extractelement <2 x i1> zeroinitializer, i32 55931
  br label %CF274

CF274:                                            ; preds = %BB
  %Shuff = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <8 x i1> zeroinitializer, i1 false, i32 0
  %B = add i64 25463, 449367
  %BC = bitcast double 0x6835F6D4C8334C52 to i64
  %Sl = select i1 true, ptr %0, ptr %0
  %L5 = load float, ptr %A, align 4
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %A, align 16
  %E6 = extractelement <8 x i1> zeroinitializer, i32 0
  br label %CF254

CF254:                                            ; preds = %CF274
  %Shuff7 = shufflevector <8 x i1> %I, <8 x i1> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison>
  %I8 = insertelement <2 x i32> zeroinitializer, i32 137711, i32 %3
  %B9 = or i16 -22805, 24551
  %FC = fptosi double 0x6835F6D4C8334C52 to i32
  %Sl10 = select i1 true, i64 25463, i64 %B
  %Cmp = icmp sge i1 true, true
  br label %CF

CF:                                               ; preds = %CF, %CF273, %CF278, %CF268, %CF254
  %L11 = load <16 x i64>, ptr %2, align 128
  store i1 true, ptr %Sl, align 1
  %E12 = extractelement <16 x i64> %L11, i32 %3
  %Shuff13 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I8, <2 x i32> <i32 1, i32 3>
  %I14 = insertelement <2 x i64> zeroinitializer, i64 449367, i32 137711
  %Sl15 = select i1 true, <8 x i1> %Shuff7, <8 x i1> %Shuff7
  %Cmp16 = fcmp oge float %L5, 0x42F8F49CC0000000
  br i1 %Cmp16, label %CF, label %CF265

CF265:                                            ; preds = %CF265, %CF
  %L17 = load i1, ptr %Sl, align 1
  br i1 %L17, label %CF265, label %CF273

CF273:                                            ; preds = %CF265
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl, align 16
  %E18 = extractelement <4 x i16> %L, i32 %3
  %Shuff19 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I20 = insertelement <8 x i1> zeroinitializer, i1 true, i32 %FC
  %B21 = or <4 x i16> %L, %L
  %Se = sext <2 x i32> %Shuff to <2 x i64>
  %Sl22 = select <8 x i1> %Sl15, <8 x i1> %I20, <8 x i1> zeroinitializer
  %Cmp23 = icmp sge <2 x i64> %Se, zeroinitializer
  %L24 = load <1 x i32>, ptr %Sl, align 4
  store i8 %5, ptr %Sl, align 1
  %E25 = extractelement <2 x i64> zeroinitializer, i32 %FC
  %Shuff26 = shufflevector <2 x i32> %I8, <2 x i32> zeroinitializer, <2 x i32> poison
  %I27 = insertelement <8 x i1> zeroinitializer, i1 %E6, i32 55931
  %FC28 = sitofp i64 %Sl10 to float
  %Sl29 = select i1 %E6, ptr %0, ptr %Sl
  %Cmp30 = icmp sge <2 x i64> %Se, %I14
  %L31 = load <8 x i32>, ptr %A3, align 32
  store double 0x6835F6D4C8334C52, ptr %Sl29, align 8
  %E32 = extractelement <2 x i32> %Shuff13, i32 144939
  %Shuff33 = shufflevector <2 x i32> %I8, <2 x i32> %Shuff, <2 x i32> <i32 3, i32 1>
  %I34 = insertelement <2 x i32> %Shuff19, i32 %FC, i32 55931
  %B35 = sub <2 x i16> zeroinitializer, zeroinitializer
  %Sl36 = select <8 x i1> %Sl22, <8 x i1> %I20, <8 x i1> %I
  %Cmp37 = icmp ne <16 x i64> %L11, %L11
  %L38 = load <16 x i16>, ptr %0, align 32
  store i8 83, ptr %A, align 1
  %E39 = extractelement <8 x i1> %Shuff7, i32 %FC
  br i1 %E39, label %CF, label %CF248

CF248:                                            ; preds = %CF248, %CF273
  %Shuff40 = shufflevector <8 x i1> %Shuff7, <8 x i1> zeroinitializer, <8 x i32> <i32 poison, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 1>
  %I41 = insertelement <8 x i1> zeroinitializer, i1 true, i32 %FC
  %B42 = fadd float 0x42F8F49CC0000000, 0x42F8F49CC0000000
  %Tr = trunc <16 x i16> %L38 to <16 x i8>
  %Sl43 = select i1 true, i1 %Cmp, i1 true
  br i1 %Sl43, label %CF248, label %CF278

CF278:                                            ; preds = %CF248
  %Cmp44 = icmp ult i32 0, %E32
  br i1 %Cmp44, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF271, %CF278
  %L45 = load i32, ptr %0, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E46 = extractelement <2 x i1> zeroinitializer, i32 %E32
  br i1 %E46, label %CF241, label %CF252

CF252:                                            ; preds = %CF252, %CF241
  %Shuff47 = shufflevector <16 x i64> %L11, <16 x i64> %L11, <16 x i32> <i32 poison, i32 20, i32 poison, i32 24, i32 26, i32 28, i32 poison, i32 0, i32 poison, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16>
  %I48 = insertelement <8 x i1> zeroinitializer, i1 %Cmp, i32 %L45
  %B49 = ashr <2 x i32> %Shuff33, zeroinitializer
  %Sl50 = select <2 x i1> %Cmp23, <2 x i32> %Shuff13, <2 x i32> zeroinitializer
  %Cmp51 = icmp eq <2 x i32> zeroinitializer, zeroinitializer
  %L52 = load <2 x double>, ptr %Sl29, align 16
  store i16 24551, ptr %0, align 2
  %E53 = extractelement <8 x i32> %L31, i32 55931
  %Shuff54 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %I20, <8 x i32> <i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I55 = insertelement <16 x i64> %Shuff47, i64 %E25, i32 137711
  %FC56 = uitofp <8 x i1> %I48 to <8 x float>
  %Sl57 = select i1 %E6, i32 0, i32 %E32
  %Cmp58 = icmp ule i1 true, false
  br i1 %Cmp58, label %CF252, label %CF258

CF258:                                            ; preds = %CF258, %CF252
  %L59 = load i1, ptr %0, align 1
  br i1 %L59, label %CF258, label %CF271

CF271:                                            ; preds = %CF258
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 64
  %E60 = extractelement <2 x i1> zeroinitializer, i32 %L45
  br i1 %E60, label %CF241, label %CF249

CF249:                                            ; preds = %CF249, %CF264, %CF271
  %Shuff61 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 poison, i32 4, i32 poison, i32 poison, i32 10>
  %I62 = insertelement <4 x i16> %L, i16 24551, i32 137711
  %Tr63 = trunc <2 x i64> zeroinitializer to <2 x i16>
  %Sl64 = select i1 %E39, i64 %Sl10, i64 449367
  %Cmp65 = fcmp false float 0x42F8F49CC0000000, 0x42F8F49CC0000000
  br i1 %Cmp65, label %CF249, label %CF264

CF264:                                            ; preds = %CF249
  %L66 = load i8, ptr %Sl29, align 1
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %A, align 4
  %E67 = extractelement <8 x i1> %Shuff61, i32 %3
  br i1 %E67, label %CF249, label %CF255

CF255:                                            ; preds = %CF255, %CF264
  %Shuff68 = shufflevector <2 x i32> %Shuff, <2 x i32> %Shuff, <2 x i32> <i32 poison, i32 2>
  %I69 = insertelement <8 x i1> %Sl36, i1 %Cmp65, i32 382635
  %ZE = zext <2 x i32> %Shuff33 to <2 x i64>
  %Sl70 = select i1 true, double 0xB5893D28478744A6, double 0x6835F6D4C8334C52
  %Cmp71 = icmp ne <8 x i32> %L31, %L31
  %L72 = load <4 x i1>, ptr %Sl, align 1
  store i8 %L66, ptr %Sl, align 1
  %E73 = extractelement <8 x i1> %Shuff7, i32 322455
  br i1 %E73, label %CF255, label %CF256

CF256:                                            ; preds = %CF256, %CF272, %CF259, %CF255
  %Shuff74 = shufflevector <8 x i1> %Shuff40, <8 x i1> %Cmp71, <8 x i32> <i32 13, i32 poison, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I75 = insertelement <2 x i16> zeroinitializer, i16 24551, i32 %E32
  %B76 = frem float %FC28, 0x42F8F49CC0000000
  %Tr77 = trunc i64 25463 to i8
  %Sl78 = select i1 true, i1 true, i1 true
  br i1 %Sl78, label %CF256, label %CF261

CF261:                                            ; preds = %CF261, %CF256
  %Cmp79 = icmp slt <2 x i32> %Shuff68, %Shuff26
  %L80 = load <4 x i64>, ptr %Sl29, align 32
  store i64 %E25, ptr %Sl, align 4
  %E81 = extractelement <8 x i1> %Sl15, i32 %E32
  br i1 %E81, label %CF261, label %CF272

CF272:                                            ; preds = %CF261
  %Shuff82 = shufflevector <16 x i8> %Tr, <16 x i8> %Tr, <16 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 poison, i32 poison, i32 1, i32 3, i32 poison, i32 7>
  %I83 = insertelement <16 x i64> %L11, i64 %Sl64, i32 0
  %B84 = ashr i32 0, %L45
  %ZE85 = fpext <8 x float> %FC56 to <8 x double>
  %Sl86 = select i1 %E39, i1 %E39, i1 %E39
  br i1 %Sl86, label %CF256, label %CF259

CF259:                                            ; preds = %CF272
  %Cmp87 = icmp uge i32 137711, 0
  br i1 %Cmp87, label %CF256, label %CF257

CF257:                                            ; preds = %CF257, %CF280, %CF276, %CF259
  %L88 = load i64, ptr %Sl29, align 4
  store <1 x i8> zeroinitializer, ptr %0, align 1
  %E89 = extractelement <2 x i1> zeroinitializer, i32 0
  br i1 %E89, label %CF257, label %CF280

CF280:                                            ; preds = %CF257
  %Shuff90 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Cmp23, <2 x i32> <i32 poison, i32 1>
  %I91 = insertelement <2 x i1> %Cmp51, i1 %E39, i32 55931
  %B92 = mul <16 x i64> %L11, %L11
  %Sl93 = select i1 true, i64 521379, i64 %L88
  %Cmp94 = fcmp ord float %L5, %B42
  br i1 %Cmp94, label %CF257, label %CF276

CF276:                                            ; preds = %CF280
  %L95 = load i32, ptr %Sl, align 4
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E96 = extractelement <2 x i1> zeroinitializer, i32 %L95
  br i1 %E96, label %CF257, label %CF267

CF267:                                            ; preds = %CF267, %CF276
  %Shuff97 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I98 = insertelement <8 x i1> %Shuff7, i1 %Cmp58, i32 %FC
  %Tr99 = trunc <8 x i32> %L31 to <8 x i1>
  %Sl100 = select i1 %E39, <8 x i1> %Shuff74, <8 x i1> zeroinitializer
  %Cmp101 = icmp ult <2 x i64> zeroinitializer, zeroinitializer
  %L102 = load i64, ptr %0, align 4
  store <2 x i16> %Tr63, ptr %0, align 4
  %E103 = extractelement <8 x i1> zeroinitializer, i32 %E32
  br i1 %E103, label %CF267, label %CF268

CF268:                                            ; preds = %CF267
  %Shuff104 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %B49, <2 x i32> <i32 0, i32 2>
  %I105 = insertelement <16 x i16> %L38, i16 24551, i32 %B84
  %Tr106 = trunc <2 x i32> %Shuff to <2 x i16>
  %Sl107 = select i1 %E89, i32 %3, i32 382635
  %Cmp108 = icmp eq <8 x i1> %Shuff61, %Shuff74
  %L109 = load float, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E110 = extractelement <2 x i1> %Cmp79, i32 %B84
  br i1 %E110, label %CF, label %CF239

CF239:                                            ; preds = %CF239, %CF263, %CF243, %CF268
  %Shuff111 = shufflevector <8 x i1> %Sl36, <8 x i1> %Cmp108, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I112 = insertelement <2 x i64> %Shuff97, i64 %L88, i32 %L45
  %B113 = and <2 x i64> %I112, %I14
  %Se114 = sext <8 x i1> %Sl100 to <8 x i8>
  %Sl115 = select i1 false, i32 %FC, i32 %FC
  %Cmp116 = fcmp ult double 0x21D94D78FBD79CF6, %Sl70
  br i1 %Cmp116, label %CF239, label %CF263

CF263:                                            ; preds = %CF239
  %L117 = load float, ptr %0, align 4
  %E118 = extractelement <2 x i16> zeroinitializer, i32 %B84
  %Shuff119 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I120 = insertelement <2 x i16> %B35, i16 24551, i32 %E32
  %Tr121 = trunc i64 %Sl10 to i8
  %Sl122 = select <2 x i1> %Cmp23, <2 x i1> %Cmp79, <2 x i1> zeroinitializer
  %Cmp123 = icmp ne i1 %E60, %E39
  br i1 %Cmp123, label %CF239, label %CF242

CF242:                                            ; preds = %CF242, %CF270, %CF279, %CF253, %CF250, %CF263
  %L124 = load <2 x double>, ptr %Sl, align 16
  store i32 0, ptr %0, align 4
  %E125 = extractelement <1 x i32> %L24, i32 %E32
  %Shuff126 = shufflevector <2 x i32> %Shuff19, <2 x i32> %B49, <2 x i32> <i32 1, i32 poison>
  %I127 = insertelement <2 x i1> %Cmp79, i1 %E103, i32 %B84
  %B128 = sub <1 x i32> %L24, %L24
  %Sl129 = select <16 x i1> %Cmp37, <16 x i64> %I83, <16 x i64> %L11
  %Cmp130 = icmp eq i32 0, 55931
  br i1 %Cmp130, label %CF242, label %CF270

CF270:                                            ; preds = %CF242
  %L131 = load <4 x i32>, ptr %A, align 16
  store i64 %Sl64, ptr %0, align 4
  %E132 = extractelement <16 x i64> %Shuff47, i32 322455
  %Shuff133 = shufflevector <2 x i64> %Shuff97, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I134 = insertelement <8 x i1> zeroinitializer, i1 %Cmp58, i32 %Sl115
  %B135 = frem double 0x6835F6D4C8334C52, %Sl70
  %Tr136 = trunc <2 x i16> %B35 to <2 x i8>
  %Sl137 = select <8 x i1> %I98, <8 x i1> %Tr99, <8 x i1> %Shuff54
  %Cmp138 = fcmp ueq float %L117, %FC28
  br i1 %Cmp138, label %CF242, label %CF262

CF262:                                            ; preds = %CF262, %CF269, %CF270
  %L139 = load <1 x float>, ptr %0, align 4
  store i16 %E118, ptr %Sl29, align 2
  %E140 = extractelement <2 x i1> %Sl122, i32 %E53
  br i1 %E140, label %CF262, label %CF269

CF269:                                            ; preds = %CF262
  %Shuff141 = shufflevector <2 x i64> %I112, <2 x i64> %I14, <2 x i32> <i32 3, i32 1>
  %I142 = insertelement <2 x i1> %Cmp79, i1 %Cmp94, i32 %3
  %B143 = fadd float %L117, 0x42F8F49CC0000000
  %FC144 = sitofp <2 x i64> %Shuff133 to <2 x float>
  %Sl145 = select i1 %Cmp138, i64 521379, i64 25463
  %Cmp146 = icmp sgt <2 x i32> %Shuff119, %B49
  %L147 = load <1 x i16>, ptr %Sl29, align 2
  store double 0x6835F6D4C8334C52, ptr %Sl, align 8
  %E148 = extractelement <2 x i16> zeroinitializer, i32 %L45
  %Shuff149 = shufflevector <8 x i1> %I20, <8 x i1> %I98, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison>
  %I150 = insertelement <2 x i32> %Shuff26, i32 137711, i32 %FC
  %B151 = srem i64 %BC, 449367
  %FC152 = sitofp <4 x i32> %L131 to <4 x float>
  %Sl153 = select i1 true, <4 x i1> %L72, <4 x i1> %L72
  %Cmp154 = icmp ult i16 24551, 24551
  br i1 %Cmp154, label %CF262, label %CF266

CF266:                                            ; preds = %CF266, %CF269
  %L155 = load double, ptr %0, align 8
  store <8 x double> %ZE85, ptr %Sl, align 64
  %E156 = extractelement <8 x i1> %Shuff149, i32 %E53
  br i1 %E156, label %CF266, label %CF279

CF279:                                            ; preds = %CF266
  %Shuff157 = shufflevector <2 x i64> %Shuff97, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I158 = insertelement <2 x i32> %Shuff126, i32 137711, i32 %E53
  %B159 = fmul double 0xE9B96D5873B76CD6, %Sl70
  %Tr160 = trunc <4 x i64> %L80 to <4 x i32>
  %Sl161 = select i1 %E6, i1 %Cmp94, i1 %Cmp154
  br i1 %Sl161, label %CF242, label %CF251

CF251:                                            ; preds = %CF251, %CF277, %CF279
  %Cmp162 = icmp ne <8 x i1> %Cmp71, zeroinitializer
  %L163 = load <4 x i32>, ptr %0, align 16
  store i16 %E118, ptr %0, align 2
  %E164 = extractelement <16 x i64> %Sl129, i32 %E125
  %Shuff165 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff104, <2 x i32> <i32 1, i32 3>
  %I166 = insertelement <2 x i1> %I91, i1 %Cmp116, i32 %3
  %ZE167 = zext i1 %L59 to i64
  %Sl168 = select i1 %E39, ptr %2, ptr %Sl29
  %Cmp169 = icmp ugt <2 x i32> %Shuff19, zeroinitializer
  %L170 = load <2 x i8>, ptr %Sl168, align 2
  store double 0x6835F6D4C8334C52, ptr %Sl29, align 8
  %E171 = extractelement <8 x i1> %Shuff149, i32 %L95
  br i1 %E171, label %CF251, label %CF260

CF260:                                            ; preds = %CF260, %CF251
  %Shuff172 = shufflevector <2 x i1> %I91, <2 x i1> %Cmp51, <2 x i32> <i32 1, i32 3>
  %I173 = insertelement <2 x i8> %Tr136, i8 %L66, i32 0
  %B174 = lshr <2 x i32> %I158, %B49
  %ZE175 = zext <8 x i1> %Sl15 to <8 x i8>
  %Sl176 = select i1 %E39, i1 %Cmp116, i1 %E39
  br i1 %Sl176, label %CF260, label %CF275

CF275:                                            ; preds = %CF275, %CF260
  %Cmp177 = icmp eq i1 %Cmp44, %Cmp58
  br i1 %Cmp177, label %CF275, label %CF277

CF277:                                            ; preds = %CF275
  %L178 = load <2 x double>, ptr %Sl29, align 16
  store i16 %E118, ptr %Sl, align 2
  %E179 = extractelement <2 x i32> %Shuff26, i32 %3
  %Shuff180 = shufflevector <2 x float> %FC144, <2 x float> %FC144, <2 x i32> <i32 3, i32 1>
  %I181 = insertelement <8 x double> %ZE85, double %Sl70, i32 322455
  %B182 = lshr i32 %B84, %E179
  %FC183 = sitofp <8 x i1> %Tr99 to <8 x double>
  %Sl184 = select i1 %Cmp116, float %B42, float %L117
  %Cmp185 = icmp ult i1 %E156, %E73
  br i1 %Cmp185, label %CF251, label %CF253

CF253:                                            ; preds = %CF277
  %L186 = load <4 x i1>, ptr %Sl168, align 1
  store i32 %E179, ptr %Sl168, align 4
  %E187 = extractelement <8 x i1> zeroinitializer, i32 %E179
  br i1 %E187, label %CF242, label %CF244

CF244:                                            ; preds = %CF244, %CF253
  %Shuff188 = shufflevector <16 x i1> %Cmp37, <16 x i1> %Cmp37, <16 x i32> <i32 poison, i32 19, i32 poison, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 poison, i32 7, i32 9, i32 11, i32 poison, i32 15>
  %I189 = insertelement <2 x i1> %Cmp169, i1 %E73, i32 %Sl115
  %Se190 = sext <8 x i1> %Sl22 to <8 x i8>
  %Sl191 = select i1 %Cmp116, i1 %Cmp130, i1 %E6
  br i1 %Sl191, label %CF244, label %CF245

CF245:                                            ; preds = %CF245, %CF244
  %Cmp192 = icmp ult <16 x i1> %Shuff188, %Shuff188
  %L193 = load i8, ptr %0, align 1
  store <8 x double> %ZE85, ptr %Sl168, align 64
  %E194 = extractelement <2 x i1> zeroinitializer, i32 %Sl107
  br i1 %E194, label %CF245, label %CF250

CF250:                                            ; preds = %CF245
  %Shuff195 = shufflevector <2 x i32> %Shuff68, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I196 = insertelement <2 x i1> %Cmp30, i1 %Cmp138, i32 %L45
  %FC197 = uitofp i8 %L193 to double
  %Sl198 = select <2 x i1> %Cmp23, <2 x i1> %Cmp101, <2 x i1> %Sl122
  %Cmp199 = icmp sgt i8 83, 83
  br i1 %Cmp199, label %CF242, label %CF243

CF243:                                            ; preds = %CF250
  %L200 = load <2 x i64>, ptr %Sl168, align 16
  store i64 %E25, ptr %0, align 4
  %E201 = extractelement <8 x i1> %I134, i32 137711
  br i1 %E201, label %CF239, label %CF240

CF240:                                            ; preds = %CF240, %CF243
  %Shuff202 = shufflevector <8 x float> %FC56, <8 x float> %FC56, <8 x i32> <i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison>
  %I203 = insertelement <1 x float> %L139, float %B76, i32 %3
  %B204 = urem <2 x i32> %Shuff126, %Shuff68
  %FC205 = uitofp i8 %Tr77 to double
  %Sl206 = select i1 %E, i8 %5, i8 %Tr121
  %Cmp207 = icmp ult <8 x i1> %Tr99, %I134
  %L208 = load float, ptr %Sl29, align 4
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 64
  %E209 = extractelement <2 x i32> %Shuff19, i32 %B84
  %Shuff210 = shufflevector <8 x i1> %Shuff149, <8 x i1> %Sl36, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I211 = insertelement <2 x i1> %Cmp79, i1 %Sl78, i32 %L45
  %B212 = shl <16 x i64> %I83, %L11
  %FC213 = sitofp i1 %E67 to float
  %Sl214 = select i1 %E81, <8 x i1> %Sl15, <8 x i1> %I27
  %Cmp215 = fcmp oge float %L5, %B76
  br i1 %Cmp215, label %CF240, label %CF246

CF246:                                            ; preds = %CF246, %CF281, %CF240
  %L216 = load double, ptr %Sl29, align 8
  store <2 x i64> %I14, ptr %Sl, align 16
  %E217 = extractelement <1 x i16> %L147, i32 %E32
  %Shuff218 = shufflevector <4 x i16> %B21, <4 x i16> %L, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I219 = insertelement <2 x i64> %B113, i64 %Sl64, i32 %FC
  %B220 = shl i32 %E209, %E179
  %FC221 = uitofp <1 x i32> %B128 to <1 x double>
  %Sl222 = select <2 x i1> %I142, <2 x i32> %Shuff, <2 x i32> zeroinitializer
  %Cmp223 = icmp slt <2 x i64> %Shuff141, %I219
  %L224 = load <8 x i64>, ptr %A4, align 64
  store i64 %E132, ptr %1, align 4
  %E225 = extractelement <4 x float> %FC152, i32 %E209
  %Shuff226 = shufflevector <16 x i64> %Sl129, <16 x i64> %B212, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 poison, i32 25, i32 poison, i32 poison, i32 31>
  %I227 = insertelement <2 x i64> zeroinitializer, i64 %L102, i32 0
  %ZE228 = zext i1 %Cmp138 to i64
  %Sl229 = select i1 %E6, i1 true, i1 true
  br i1 %Sl229, label %CF246, label %CF281

CF281:                                            ; preds = %CF246
  %Cmp230 = icmp sge i1 %Cmp215, true
  br i1 %Cmp230, label %CF246, label %CF247

CF247:                                            ; preds = %CF247, %CF281
  %L231 = load <8 x i32>, ptr %Sl168, align 32
  store i8 %L66, ptr %0, align 1
  %E232 = extractelement <16 x i64> %Shuff47, i32 322455
  %Shuff233 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Cmp51, <2 x i32> <i32 1, i32 3>
  %I234 = insertelement <2 x i1> %Shuff172, i1 %E140, i32 382635
  %B235 = udiv <2 x i64> %I227, %Shuff133
  %Tr236 = trunc i32 144939 to i16
  %Sl237 = select i1 %Cmp138, <16 x i64> %L11, <16 x i64> %Shuff226
  %Cmp238 = fcmp une float %L5, %Sl184
  br i1 %Cmp238, label %CF247, label %CF282

CF282:                                            ; preds = %CF247
  store i1 %Cmp, ptr %0, align 1
  store double %Sl70, ptr %Sl168, align 8
  store double 0x6835F6D4C8334C52, ptr %Sl, align 8
  store double %Sl70, ptr %Sl168, align 8
  store i32 %B84, ptr %0, align 4
  ret void
}
