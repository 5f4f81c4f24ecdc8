; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD78(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i64>, align 32
  %A3 = alloca <4 x i8>, align 4
  %A2 = alloca <2 x i1>, align 1
  %A1 = alloca <16 x float>, align 64
  %A = alloca <1 x float>, align 4
  %L = load i64, ptr %1, align 4
  store <4 x i64> zeroinitializer, ptr %A, align 32
  %E = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14>
  %I = insertelement <8 x i8> zeroinitializer, i8 -1, i32 0
  %B = ashr <2 x i16> zeroinitializer, zeroinitializer
  %Tr = trunc i16 -21861 to i8
  %Sl = select i1 true, ptr %A3, ptr %0
  %Cmp = fcmp uge double 0xE71DB7BC4B1B113A, 0x1EBDF75C92BB60DA
  br label %CF272

CF272:                                            ; preds = %BB
  %L5 = load i1, ptr %Sl, align 1
  br label %CF251

CF251:                                            ; preds = %CF251, %CF272
  store <8 x i8> %Shuff, ptr %Sl, align 8
  %E6 = extractelement <4 x i16> zeroinitializer, i32 450927
  %Shuff7 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I8 = insertelement <2 x i16> zeroinitializer, i16 -29597, i32 0
  %B9 = and i32 -1, 450927
  %Tr10 = trunc i16 %E6 to i8
  %Sl11 = select <2 x i1> <i1 true, i1 false>, <2 x i16> %B, <2 x i16> %B
  %Cmp12 = icmp ult <8 x i8> zeroinitializer, %Shuff
  %L13 = load <8 x i64>, ptr %Sl, align 64
  store float 0x3B29EE0DC0000000, ptr %Sl, align 4
  %E14 = extractelement <4 x i32> zeroinitializer, i32 450927
  %Shuff15 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 poison, i32 5, i32 7, i32 poison, i32 11, i32 13>
  %I16 = insertelement <2 x i16> zeroinitializer, i16 %E6, i32 450927
  %PC = bitcast ptr %A3 to ptr
  %Sl17 = select i1 true, i16 -14061, i16 %E6
  %Cmp18 = icmp ne <8 x i64> %L13, %L13
  %L19 = load <16 x i16>, ptr %Sl, align 32
  store double 0x75DF140073D492, ptr %Sl, align 8
  %E20 = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff21 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Cmp12, <8 x i32> <i32 9, i32 poison, i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7>
  %I22 = insertelement <2 x i16> zeroinitializer, i16 495, i32 0
  %B23 = frem float 0x3DF0E594C0000000, 0xBC1E62A240000000
  %FC = uitofp i16 495 to float
  %Sl24 = select i1 true, i8 -53, i8 %Tr
  %Cmp25 = icmp ne <8 x i1> zeroinitializer, zeroinitializer
  %L26 = load i8, ptr %PC, align 1
  store <2 x i64> <i64 0, i64 -1>, ptr %PC, align 16
  %E27 = extractelement <4 x i16> zeroinitializer, i32 450927
  %Shuff28 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 0, i32 poison, i32 poison, i32 6>
  %I29 = insertelement <2 x i16> zeroinitializer, i16 -29597, i32 450927
  %Sl30 = select i1 true, float 0xBDB3F517C0000000, float 0xC47AF09EC0000000
  %Cmp31 = icmp uge i8 -1, -53
  br i1 %Cmp31, label %CF251, label %CF268

CF268:                                            ; preds = %CF268, %CF251
  %L32 = load i32, ptr %Sl, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl, align 32
  %E33 = extractelement <8 x i1> %Shuff21, i32 %B9
  br i1 %E33, label %CF268, label %CF271

CF271:                                            ; preds = %CF268
  %Shuff34 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Sl11, <2 x i32> <i32 poison, i32 0>
  %I35 = insertelement <8 x i1> %Shuff21, i1 true, i32 -1
  %B36 = mul i32 450927, %L32
  %FC37 = fptosi float %B23 to i1
  br label %CF246

CF246:                                            ; preds = %CF246, %CF271
  %Sl38 = select i1 true, i1 %Cmp, i1 true
  br i1 %Sl38, label %CF246, label %CF249

CF249:                                            ; preds = %CF249, %CF246
  %Cmp39 = fcmp one float %B23, %B23
  br i1 %Cmp39, label %CF249, label %CF254

CF254:                                            ; preds = %CF249
  %L40 = load <8 x double>, ptr %Sl, align 64
  store i16 495, ptr %0, align 2
  %E41 = extractelement <8 x i8> zeroinitializer, i32 0
  %Shuff42 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I29, <2 x i32> <i32 poison, i32 1>
  %I43 = insertelement <2 x i16> zeroinitializer, i16 %Sl17, i32 154551
  %Tr44 = trunc i64 %4 to i8
  %Sl45 = select i1 true, i16 %E20, i16 %E27
  %Cmp46 = icmp eq <4 x i32> %Shuff28, zeroinitializer
  %L47 = load i32, ptr %Sl, align 4
  store <2 x i32> <i32 0, i32 -1>, ptr %0, align 8
  %E48 = extractelement <8 x i8> zeroinitializer, i32 %B9
  %Shuff49 = shufflevector <2 x i16> %Sl11, <2 x i16> %Sl11, <2 x i32> <i32 poison, i32 2>
  %I50 = insertelement <8 x i1> zeroinitializer, i1 true, i32 %L32
  %B51 = mul <2 x i16> %I29, %B
  %Sl52 = select i1 %Cmp31, double 0xE71DB7BC4B1B113A, double 0x1EBDF75C92BB60DA
  %L53 = load i16, ptr %0, align 2
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E54 = extractelement <2 x i16> %Shuff7, i32 %L32
  %Shuff55 = shufflevector <4 x i32> %Shuff28, <4 x i32> %Shuff28, <4 x i32> <i32 6, i32 0, i32 poison, i32 4>
  %I56 = insertelement <4 x i32> %Shuff28, i32 %3, i32 %E14
  %Tr57 = trunc i16 %E6 to i8
  %Sl58 = select i1 %Cmp, i64 400735, i64 %4
  %Cmp59 = icmp sge i1 %L5, %Cmp
  br label %CF244

CF244:                                            ; preds = %CF244, %CF267, %CF269, %CF254
  %L60 = load <2 x double>, ptr %Sl, align 16
  store float 0x3B29EE0DC0000000, ptr %PC, align 4
  %E61 = extractelement <2 x i16> zeroinitializer, i32 %L32
  %Shuff62 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I63 = insertelement <2 x i16> %I16, i16 495, i32 %B9
  %B64 = or i16 %E54, %E27
  %Tr65 = trunc i16 %E6 to i8
  %Sl66 = select i1 true, i16 -14061, i16 %Sl45
  %Cmp67 = icmp ne <2 x i16> %I43, zeroinitializer
  %L68 = load <8 x i64>, ptr %0, align 64
  store i1 true, ptr %0, align 1
  %E69 = extractelement <2 x i16> %Shuff7, i32 %3
  %Shuff70 = shufflevector <8 x double> %L40, <8 x double> %L40, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 poison, i32 poison, i32 5, i32 7>
  %I71 = insertelement <8 x double> %Shuff70, double %Sl52, i32 %B9
  %B72 = sub i32 %E14, %B9
  %BC = bitcast double 0x1EBDF75C92BB60DA to i64
  %Sl73 = select i1 %Cmp59, i1 true, i1 true
  br i1 %Sl73, label %CF244, label %CF267

CF267:                                            ; preds = %CF244
  %Cmp74 = icmp ult i64 %BC, %BC
  br i1 %Cmp74, label %CF244, label %CF253

CF253:                                            ; preds = %CF253, %CF267
  %L75 = load <8 x i16>, ptr %PC, align 16
  store float 0x3B29EE0DC0000000, ptr %1, align 4
  %E76 = extractelement <8 x double> %L40, i32 -1
  %Shuff77 = shufflevector <2 x i16> %Shuff34, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I78 = insertelement <2 x i16> %Shuff42, i16 495, i32 %3
  %B79 = urem i8 %Sl24, %Tr44
  %Tr80 = trunc i64 193559 to i32
  %Sl81 = select i1 %Cmp59, i32 0, i32 341123
  %Cmp82 = icmp ule i1 %Cmp59, %Cmp
  br i1 %Cmp82, label %CF253, label %CF265

CF265:                                            ; preds = %CF265, %CF253
  %L83 = load <2 x i8>, ptr %0, align 2
  store i8 -53, ptr %0, align 1
  %E84 = extractelement <8 x i8> zeroinitializer, i32 %3
  %Shuff85 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff15, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I86 = insertelement <8 x i1> %Cmp25, i1 true, i32 0
  %B87 = urem <2 x i16> %Shuff34, zeroinitializer
  %Sl88 = select i1 true, i32 %L32, i32 %B72
  %Cmp89 = icmp slt <2 x i16> %Shuff77, %I43
  %L90 = load i1, ptr %Sl, align 1
  br i1 %L90, label %CF265, label %CF266

CF266:                                            ; preds = %CF266, %CF265
  store <1 x double> zeroinitializer, ptr %0, align 8
  %E91 = extractelement <2 x i16> %I22, i32 %3
  %Shuff92 = shufflevector <4 x i32> %Shuff55, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I93 = insertelement <8 x i8> zeroinitializer, i8 %5, i32 %Tr80
  %B94 = sub i32 %B72, 0
  %Tr95 = trunc i32 %3 to i8
  %Sl96 = select i1 true, <4 x i32> %I56, <4 x i32> %Shuff28
  %Cmp97 = icmp ule <8 x i64> %L68, %L68
  %L98 = load i16, ptr %PC, align 2
  store <4 x i32> %Shuff55, ptr %0, align 16
  %E99 = extractelement <2 x i16> %Shuff42, i32 %L32
  %Shuff100 = shufflevector <2 x i1> %Cmp67, <2 x i1> %Cmp67, <2 x i32> <i32 2, i32 poison>
  %I101 = insertelement <8 x i1> %Cmp18, i1 %Cmp31, i32 %B72
  %Tr102 = trunc <2 x i16> %B51 to <2 x i1>
  %Sl103 = select <8 x i1> zeroinitializer, <8 x i1> %Cmp18, <8 x i1> %I86
  %Cmp104 = icmp sgt i8 %Tr95, %Tr65
  br i1 %Cmp104, label %CF266, label %CF269

CF269:                                            ; preds = %CF266
  %L105 = load <2 x i16>, ptr %0, align 4
  store i8 %Tr, ptr %0, align 1
  %E106 = extractelement <2 x i1> %Cmp67, i32 %L32
  br i1 %E106, label %CF244, label %CF247

CF247:                                            ; preds = %CF247, %CF273, %CF263, %CF269
  %Shuff107 = shufflevector <2 x i16> %I43, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I108 = insertelement <8 x i1> %I35, i1 %Cmp31, i32 %3
  %B109 = lshr i16 %E91, -29597
  %Tr110 = trunc <8 x i8> %I to <8 x i1>
  %Sl111 = select i1 %Cmp59, i32 %Sl88, i32 %3
  %Cmp112 = icmp sge <2 x i16> %B, %Shuff34
  %L113 = load i32, ptr %PC, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A4, align 32
  %E114 = extractelement <2 x i8> %L83, i32 %B94
  %Shuff115 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 poison>
  %I116 = insertelement <2 x i16> %I22, i16 %Sl45, i32 0
  %B117 = lshr <2 x i16> %Sl11, %B
  %Tr118 = trunc i8 %Sl24 to i1
  br i1 %Tr118, label %CF247, label %CF257

CF257:                                            ; preds = %CF257, %CF247
  %Sl119 = select i1 %Cmp82, float %FC, float %B23
  %Cmp120 = icmp ugt i16 -29597, %Sl17
  br i1 %Cmp120, label %CF257, label %CF260

CF260:                                            ; preds = %CF260, %CF264, %CF257
  %L121 = load double, ptr %0, align 8
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E122 = extractelement <8 x i1> %I50, i32 %B9
  br i1 %E122, label %CF260, label %CF264

CF264:                                            ; preds = %CF260
  %Shuff123 = shufflevector <2 x i16> %Shuff7, <2 x i16> %Shuff77, <2 x i32> <i32 0, i32 2>
  %I124 = insertelement <8 x i8> %I93, i8 %E114, i32 %Tr80
  %B125 = add i16 %L53, %E27
  %Tr126 = trunc i32 %B36 to i8
  %Sl127 = select i1 true, i16 %E27, i16 %Sl45
  %Cmp128 = icmp uge <2 x i16> %Shuff42, %Shuff77
  %L129 = load i1, ptr %0, align 1
  br i1 %L129, label %CF260, label %CF261

CF261:                                            ; preds = %CF261, %CF264
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E130 = extractelement <8 x i8> %I93, i32 %Sl111
  %Shuff131 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff85, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I132 = insertelement <2 x i16> %Shuff123, i16 %E20, i32 %B72
  %B133 = udiv i8 %Tr57, %Tr65
  %PC134 = bitcast ptr %PC to ptr
  %Sl135 = select i1 %Cmp31, i16 495, i16 %E91
  %Cmp136 = icmp ugt i1 %Cmp120, true
  br i1 %Cmp136, label %CF261, label %CF273

CF273:                                            ; preds = %CF261
  %L137 = load <2 x i1>, ptr %PC134, align 1
  store float 0xC47AF09EC0000000, ptr %PC134, align 4
  %E138 = extractelement <2 x i16> %Shuff7, i32 %Sl81
  %Shuff139 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff, <8 x i32> <i32 poison, i32 13, i32 15, i32 poison, i32 3, i32 poison, i32 7, i32 9>
  %I140 = insertelement <8 x i1> %Cmp25, i1 %Cmp31, i32 %B72
  %B141 = add <8 x i16> %L75, %L75
  %ZE = zext <8 x i1> %I50 to <8 x i8>
  %Sl142 = select i1 %Cmp31, i32 %L113, i32 %Sl111
  %Cmp143 = icmp sge i1 true, %Cmp39
  br i1 %Cmp143, label %CF247, label %CF255

CF255:                                            ; preds = %CF255, %CF273
  %L144 = load <8 x i8>, ptr %PC134, align 8
  store i16 -21861, ptr %PC134, align 2
  %E145 = extractelement <2 x i1> %Shuff100, i32 %Sl142
  br i1 %E145, label %CF255, label %CF263

CF263:                                            ; preds = %CF255
  %Shuff146 = shufflevector <2 x i8> %L83, <2 x i8> %L83, <2 x i32> <i32 1, i32 3>
  %I147 = insertelement <8 x i8> %Shuff115, i8 %Tr44, i32 -1
  %B148 = srem <2 x i16> %Shuff77, zeroinitializer
  %FC149 = sitofp <2 x i16> %Shuff123 to <2 x double>
  %Sl150 = select i1 %Cmp31, <4 x i32> %Shuff28, <4 x i32> %Shuff28
  %Cmp151 = icmp slt <8 x i8> %Shuff115, zeroinitializer
  %L152 = load i1, ptr %A1, align 1
  br i1 %L152, label %CF247, label %CF250

CF250:                                            ; preds = %CF250, %CF263
  store <2 x double> %L60, ptr %PC134, align 16
  %E153 = extractelement <2 x i16> %B87, i32 %L47
  %Shuff154 = shufflevector <4 x i32> %Shuff92, <4 x i32> %Shuff28, <4 x i32> <i32 poison, i32 poison, i32 poison, i32 2>
  %I155 = insertelement <8 x i1> %Tr110, i1 %Sl73, i32 %B72
  %B156 = and <2 x i16> %I116, %L105
  %FC157 = fptoui <2 x double> %L60 to <2 x i8>
  %Sl158 = select <8 x i1> zeroinitializer, <8 x i8> %Shuff, <8 x i8> %Shuff
  %Cmp159 = icmp ule i1 %Cmp74, true
  br i1 %Cmp159, label %CF250, label %CF274

CF274:                                            ; preds = %CF250
  %L160 = load <4 x i32>, ptr %PC134, align 16
  store float %Sl119, ptr %PC134, align 4
  %E161 = extractelement <2 x i1> %Cmp128, i32 %Sl142
  br label %CF241

CF241:                                            ; preds = %CF241, %CF276, %CF252, %CF248, %CF245, %CF274
  %Shuff162 = shufflevector <8 x double> %L40, <8 x double> %L40, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 1>
  %I163 = insertelement <4 x i16> zeroinitializer, i16 %E153, i32 %3
  %B164 = urem i32 %E14, %Sl111
  %FC165 = sitofp <4 x i32> %L160 to <4 x double>
  %Sl166 = select i1 %Sl73, i16 %Sl135, i16 %Sl135
  %Cmp167 = icmp ugt i8 %Tr65, %5
  br i1 %Cmp167, label %CF241, label %CF276

CF276:                                            ; preds = %CF241
  %L168 = load <2 x i32>, ptr %PC134, align 8
  store i16 %E153, ptr %PC134, align 2
  %E169 = extractelement <8 x i8> %Shuff115, i32 %B72
  %Shuff170 = shufflevector <4 x i32> %L160, <4 x i32> %Shuff92, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I171 = insertelement <4 x i32> %Sl96, i32 %B9, i32 %Sl142
  %B172 = sdiv <2 x i32> %L168, %L168
  %Sl173 = select <8 x i1> %I86, <8 x i1> %Cmp18, <8 x i1> zeroinitializer
  %Cmp174 = icmp ugt <2 x i16> %Shuff7, zeroinitializer
  %L175 = load <4 x float>, ptr %Sl, align 16
  store i8 %B79, ptr %PC134, align 1
  %E176 = extractelement <8 x i1> %Shuff21, i32 %B9
  br i1 %E176, label %CF241, label %CF252

CF252:                                            ; preds = %CF276
  %Shuff177 = shufflevector <8 x i8> %Shuff15, <8 x i8> %Shuff85, <8 x i32> <i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3>
  %I178 = insertelement <2 x i1> %L137, i1 %Cmp167, i32 %L32
  %B179 = and <2 x i16> %I63, %I116
  %Sl180 = select i1 true, i1 %E161, i1 %Cmp104
  br i1 %Sl180, label %CF241, label %CF248

CF248:                                            ; preds = %CF252
  %Cmp181 = icmp sgt i8 %E41, %E84
  br i1 %Cmp181, label %CF241, label %CF245

CF245:                                            ; preds = %CF248
  %L182 = load float, ptr %PC134, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl, align 4
  %E183 = extractelement <4 x i32> zeroinitializer, i32 0
  %Shuff184 = shufflevector <2 x i1> %Cmp67, <2 x i1> %Cmp89, <2 x i32> <i32 0, i32 2>
  %I185 = insertelement <8 x i1> %Cmp25, i1 true, i32 450927
  %B186 = sdiv <2 x i16> %I63, %I29
  %ZE187 = zext i32 -1 to i64
  %Sl188 = select i1 %Cmp31, <2 x i1> %Cmp174, <2 x i1> %Cmp67
  %Cmp189 = icmp ult <8 x i8> %Shuff15, %Shuff85
  %L190 = load i1, ptr %Sl, align 1
  br i1 %L190, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF245
  store <1 x double> zeroinitializer, ptr %0, align 8
  %E191 = extractelement <8 x i1> zeroinitializer, i32 450927
  br i1 %E191, label %CF242, label %CF258

CF258:                                            ; preds = %CF242
  %Shuff192 = shufflevector <8 x i1> %Shuff21, <8 x i1> %Cmp12, <8 x i32> <i32 7, i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I193 = insertelement <4 x i32> %Shuff55, i32 %B94, i32 %B164
  %B194 = mul <8 x i64> %L68, %L13
  %Tr195 = trunc <4 x i32> %Shuff28 to <4 x i1>
  %Sl196 = select <2 x i1> %Cmp67, <2 x double> %FC149, <2 x double> %L60
  %Cmp197 = icmp ugt <4 x i32> %I193, %Shuff170
  %L198 = load <4 x i8>, ptr %PC134, align 4
  store double 0x75DF140073D492, ptr %PC134, align 8
  %E199 = extractelement <8 x i1> %I50, i32 %B9
  br label %CF

CF:                                               ; preds = %CF, %CF258
  %Shuff200 = shufflevector <2 x i16> %Sl11, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I201 = insertelement <2 x i16> %Shuff34, i16 %Sl17, i32 %E183
  %Sl202 = select i1 true, <2 x i1> %Cmp174, <2 x i1> %Cmp67
  %Cmp203 = icmp uge i16 %E153, %L53
  br i1 %Cmp203, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF
  %L204 = load i8, ptr %PC134, align 1
  %E205 = extractelement <8 x i1> %Cmp25, i32 %Sl142
  br i1 %E205, label %CF243, label %CF256

CF256:                                            ; preds = %CF256, %CF275, %CF243
  %Shuff206 = shufflevector <4 x i32> %Shuff55, <4 x i32> %I193, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I207 = insertelement <8 x i8> %Shuff115, i8 %E169, i32 %Sl88
  %B208 = lshr <4 x i32> %Shuff154, %I193
  %FC209 = sitofp <2 x i1> %Shuff184 to <2 x float>
  %Sl210 = select i1 %Cmp31, <2 x i1> %L137, <2 x i1> %Cmp174
  %Cmp211 = icmp ugt <8 x i8> zeroinitializer, %Shuff
  %L212 = load i16, ptr %0, align 2
  store <1 x i8> zeroinitializer, ptr %PC134, align 1
  %E213 = extractelement <8 x i8> %I207, i32 %B72
  %Shuff214 = shufflevector <4 x i32> %Sl96, <4 x i32> %Shuff28, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I215 = insertelement <2 x i16> zeroinitializer, i16 495, i32 0
  %B216 = and <8 x i8> %Shuff115, %Shuff
  %Se = sext i16 %E20 to i64
  %Sl217 = select i1 %Cmp31, i1 %Cmp159, i1 %E199
  br i1 %Sl217, label %CF256, label %CF262

CF262:                                            ; preds = %CF262, %CF256
  %Cmp218 = icmp sge <2 x i1> %Cmp112, %Cmp174
  %L219 = load i32, ptr %0, align 4
  %E220 = extractelement <8 x i1> %Tr110, i32 %Sl142
  br i1 %E220, label %CF262, label %CF275

CF275:                                            ; preds = %CF262
  %Shuff221 = shufflevector <8 x double> %L40, <8 x double> %L40, <8 x i32> <i32 poison, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 poison, i32 13>
  %I222 = insertelement <2 x i16> zeroinitializer, i16 %B109, i32 %B9
  %ZE223 = zext i1 %Sl38 to i32
  %Sl224 = select i1 %E199, <8 x i64> %L13, <8 x i64> %L68
  %Cmp225 = icmp sge <2 x i16> %Shuff62, zeroinitializer
  %L226 = load double, ptr %Sl, align 8
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 64
  %E227 = extractelement <2 x i16> %B148, i32 %B164
  %Shuff228 = shufflevector <2 x i1> %Sl202, <2 x i1> %Cmp67, <2 x i32> <i32 0, i32 2>
  %I229 = insertelement <8 x i1> %Cmp18, i1 %Cmp143, i32 %3
  %B230 = sdiv i16 %E99, %E6
  %FC231 = sitofp i8 %B79 to float
  %Sl232 = select i1 %L190, <8 x i1> %I185, <8 x i1> %Sl173
  %Cmp233 = icmp ne i32 %L113, %Sl142
  br i1 %Cmp233, label %CF256, label %CF259

CF259:                                            ; preds = %CF259, %CF275
  %L234 = load i8, ptr %PC134, align 1
  store <4 x float> %L175, ptr %Sl, align 16
  %E235 = extractelement <2 x i1> %L137, i32 %E14
  br i1 %E235, label %CF259, label %CF270

CF270:                                            ; preds = %CF259
  %Shuff236 = shufflevector <8 x i1> %Cmp25, <8 x i1> zeroinitializer, <8 x i32> <i32 14, i32 poison, i32 2, i32 4, i32 6, i32 poison, i32 poison, i32 12>
  %I237 = insertelement <8 x i8> %I93, i8 %L234, i32 %Sl142
  %Tr238 = trunc i64 193559 to i8
  %Sl239 = select i1 %E199, <8 x i8> %Shuff131, <8 x i8> %Shuff85
  %Cmp240 = icmp ult <4 x i8> %L198, %L198
  store i64 %Se, ptr %PC134, align 4
  store i16 %L212, ptr %Sl, align 2
  store float %Sl119, ptr %Sl, align 4
  store i16 %E91, ptr %0, align 2
  store i64 348167, ptr %PC134, align 4
  ret void
}
