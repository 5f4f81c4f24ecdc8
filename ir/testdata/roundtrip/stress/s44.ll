; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD44(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <1 x float>, align 4
  %A3 = alloca <4 x i64>, align 32
  %A2 = alloca <1 x i8>, align 1
  %A1 = alloca <16 x i1>, align 2
  %A = alloca <8 x double>, align 64
  %L = load <8 x float>, ptr %2, align 32
  store i32 %3, ptr %0, align 4
  %E = extractelement <8 x i8> zeroinitializer, i32 %3
  %Shuff = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <2 x i64> zeroinitializer, i64 %4, i32 351277
  %B = sub <4 x i8> zeroinitializer, zeroinitializer
  %Tr = trunc i8 97 to i1
  br label %CF276

CF276:                                            ; preds = %BB
  %Sl = select i1 true, <16 x i1> zeroinitializer, <16 x i1> zeroinitializer
  %Cmp = icmp uge <16 x i8> zeroinitializer, zeroinitializer
  %L5 = load double, ptr %0, align 8
  %E6 = extractelement <4 x i64> zeroinitializer, i32 212177
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I8 = insertelement <4 x i64> zeroinitializer, i64 11245, i32 %3
  %B9 = sdiv <4 x i8> zeroinitializer, %B
  %Tr10 = trunc i32 212177 to i16
  %Sl11 = select i1 true, <8 x float> %L, <8 x float> %L
  %Cmp12 = icmp ult i1 true, %Tr
  br label %CF247

CF247:                                            ; preds = %CF247, %CF275, %CF266, %CF256, %CF276
  %L13 = load i8, ptr %0, align 1
  %E14 = extractelement <4 x i8> %Shuff7, i32 413221
  %Shuff15 = shufflevector <1 x i32> %Shuff, <1 x i32> %Shuff, <1 x i32> <i32 1>
  %I16 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 %3
  %B17 = and i64 11245, 11245
  %Tr18 = trunc <1 x i32> zeroinitializer to <1 x i8>
  %Sl19 = select i1 true, i8 %E, i8 -1
  %Cmp20 = icmp eq i64 11245, 11245
  br i1 %Cmp20, label %CF247, label %CF275

CF275:                                            ; preds = %CF247
  %L21 = load i32, ptr %A, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A, align 16
  %E22 = extractelement <16 x i1> %Sl, i32 413221
  br i1 %E22, label %CF247, label %CF266

CF266:                                            ; preds = %CF275
  %Shuff23 = shufflevector <8 x float> %L, <8 x float> %L, <8 x i32> <i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0, i32 poison>
  %I24 = insertelement <16 x i1> %Cmp, i1 true, i32 337853
  %Se = sext i8 %E to i32
  %Sl25 = select <1 x i1> <i1 true>, <1 x i64> zeroinitializer, <1 x i64> zeroinitializer
  %Cmp26 = icmp sgt i8 %L13, %L13
  br i1 %Cmp26, label %CF247, label %CF252

CF252:                                            ; preds = %CF252, %CF266
  %L27 = load i64, ptr %A, align 4
  store <1 x i16> zeroinitializer, ptr %0, align 2
  %E28 = extractelement <8 x i8> zeroinitializer, i32 212177
  %Shuff29 = shufflevector <8 x float> %Sl11, <8 x float> %L, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 1>
  %I30 = insertelement <4 x i8> zeroinitializer, i8 -1, i32 258077
  %B31 = sub i64 %E6, %B17
  %Se32 = sext i8 %5 to i16
  %Sl33 = select i1 %Cmp12, i32 %Se, i32 0
  %Cmp34 = fcmp ult double 0xF167C686FE650904, 0xF167C686FE650904
  br i1 %Cmp34, label %CF252, label %CF254

CF254:                                            ; preds = %CF254, %CF258, %CF264, %CF252
  %L35 = load i64, ptr %0, align 4
  store <2 x i64> zeroinitializer, ptr %0, align 16
  %E36 = extractelement <1 x i64> zeroinitializer, i32 %L21
  %Shuff37 = shufflevector <4 x i8> %Shuff7, <4 x i8> %B, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I38 = insertelement <4 x i64> zeroinitializer, i64 %B31, i32 %L21
  %B39 = and <4 x i64> %I16, %I16
  %BC = bitcast <8 x float> %Shuff23 to <8 x i32>
  %Sl40 = select i1 true, i16 8285, i16 %Tr10
  %Cmp41 = icmp ne <16 x i1> %Cmp, zeroinitializer
  %L42 = load <4 x i8>, ptr %0, align 4
  store float 0x4081A01580000000, ptr %0, align 4
  %E43 = extractelement <1 x i32> zeroinitializer, i32 %3
  %Shuff44 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3>
  %I45 = insertelement <4 x i8> %Shuff7, i8 %5, i32 %E43
  %B46 = shl <16 x i8> %Shuff44, %Shuff44
  %Sl47 = select i1 %Cmp26, i16 -2231, i16 %Se32
  %L48 = load <16 x i64>, ptr %0, align 128
  store double 0xF167C686FE650904, ptr %0, align 8
  %E49 = extractelement <4 x i8> %Shuff37, i32 %L21
  %Shuff50 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 poison, i32 7, i32 poison, i32 11, i32 13>
  %I51 = insertelement <16 x i1> %Cmp, i1 true, i32 413221
  %B52 = ashr i8 %Sl19, %L13
  %ZE = zext <16 x i1> %Cmp to <16 x i16>
  %Sl53 = select i1 %Cmp26, i32 413221, i32 %Sl33
  %Cmp54 = icmp sgt i16 19193, 19193
  br i1 %Cmp54, label %CF254, label %CF258

CF258:                                            ; preds = %CF254
  %L55 = load <2 x i1>, ptr %0, align 1
  store float 0x4081A01580000000, ptr %A, align 4
  %E56 = extractelement <16 x i1> zeroinitializer, i32 337853
  br i1 %E56, label %CF254, label %CF257

CF257:                                            ; preds = %CF257, %CF258
  %Shuff57 = shufflevector <16 x i1> %Cmp41, <16 x i1> %Sl, <16 x i32> <i32 poison, i32 15, i32 poison, i32 19, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I58 = insertelement <1 x i64> %Sl25, i64 %B17, i32 %L21
  %B59 = ashr <4 x i64> %I8, zeroinitializer
  %Tr60 = trunc i64 %L35 to i32
  %Sl61 = select i1 true, ptr %1, ptr %0
  %Cmp62 = icmp slt i32 212177, %Sl33
  br i1 %Cmp62, label %CF257, label %CF264

CF264:                                            ; preds = %CF257
  %L63 = load <2 x i8>, ptr %Sl61, align 2
  store double 0xF167C686FE650904, ptr %Sl61, align 8
  %E64 = extractelement <4 x i8> %Shuff37, i32 %L21
  %Shuff65 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I8, <4 x i32> <i32 1, i32 poison, i32 poison, i32 7>
  %I66 = insertelement <1 x i32> zeroinitializer, i32 413221, i32 %Sl33
  %B67 = xor <4 x i8> %B9, %Shuff37
  %ZE68 = zext <16 x i8> %B46 to <16 x i32>
  %Sl69 = select i1 %E22, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %L70 = load <4 x float>, ptr %Sl61, align 16
  store i16 %Se32, ptr %A2, align 2
  %E71 = extractelement <2 x i1> %L55, i32 %3
  br i1 %E71, label %CF254, label %CF255

CF255:                                            ; preds = %CF255, %CF274, %CF263, %CF264
  %Shuff72 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I73 = insertelement <1 x i64> zeroinitializer, i64 %L35, i32 %L21
  %B74 = mul i16 %Se32, %Tr10
  %FC = uitofp i1 %Cmp20 to float
  %Sl75 = select i1 %Cmp20, i64 %L35, i64 %4
  %Cmp76 = icmp slt <16 x i1> %Cmp41, %Cmp41
  %L77 = load i64, ptr %Sl61, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl61, align 64
  %E78 = extractelement <1 x i64> %I58, i32 %L21
  %Shuff79 = shufflevector <16 x i1> %Cmp76, <16 x i1> %I24, <16 x i32> <i32 22, i32 24, i32 poison, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 16, i32 18, i32 20>
  %I80 = insertelement <1 x i32> %Shuff15, i32 %L21, i32 %Tr60
  %B81 = frem float %FC, 0x4689B01D80000000
  %PC = bitcast ptr %A to ptr
  %Sl82 = select i1 %Cmp26, i8 %L13, i8 %5
  %Cmp83 = icmp eq <16 x i32> %ZE68, %ZE68
  %L84 = load <4 x double>, ptr %PC, align 32
  store double 0x47AB01CA5EA9CE48, ptr %Sl61, align 8
  %E85 = extractelement <16 x i1> %Shuff57, i32 %E43
  br i1 %E85, label %CF255, label %CF274

CF274:                                            ; preds = %CF255
  %Shuff86 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I87 = insertelement <4 x i8> %Shuff37, i8 %E49, i32 %Tr60
  %B88 = fsub <4 x double> %L84, %L84
  %FC89 = sitofp <4 x i8> %L42 to <4 x float>
  %Sl90 = select i1 %Cmp54, i1 true, i1 %Cmp12
  br i1 %Sl90, label %CF255, label %CF261

CF261:                                            ; preds = %CF261, %CF274
  %Cmp91 = icmp ugt <4 x i32> zeroinitializer, zeroinitializer
  %L92 = load <1 x i16>, ptr %0, align 2
  store double 0xF167C686FE650904, ptr %0, align 8
  %E93 = extractelement <16 x i1> %Shuff57, i32 %E43
  br i1 %E93, label %CF261, label %CF263

CF263:                                            ; preds = %CF261
  %Shuff94 = shufflevector <4 x i8> %L42, <4 x i8> %B9, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I95 = insertelement <8 x float> %Shuff29, float %FC, i32 114653
  %B96 = udiv <16 x i16> %ZE, %ZE
  %Tr97 = trunc i64 %L77 to i1
  br i1 %Tr97, label %CF255, label %CF256

CF256:                                            ; preds = %CF263
  %Sl98 = select i1 %Tr, ptr %A, ptr %0
  %Cmp99 = icmp ne i16 8285, 19193
  br i1 %Cmp99, label %CF247, label %CF249

CF249:                                            ; preds = %CF249, %CF256
  %L100 = load <8 x i8>, ptr %Sl61, align 8
  store double 0xF167C686FE650904, ptr %Sl61, align 8
  %E101 = extractelement <4 x i8> %Shuff37, i32 %L21
  %Shuff102 = shufflevector <1 x i64> %I73, <1 x i64> %I58, <1 x i32> poison
  %I103 = insertelement <1 x i32> %Shuff, i32 0, i32 %L21
  %B104 = ashr i32 %E43, %L21
  %FC105 = uitofp i8 %E28 to double
  %Sl106 = select i1 %Cmp26, i64 %E6, i64 %E6
  %Cmp107 = icmp sge <16 x i8> zeroinitializer, zeroinitializer
  %L108 = load i32, ptr %PC, align 4
  store <4 x i8> %I30, ptr %PC, align 4
  %E109 = extractelement <1 x i32> zeroinitializer, i32 %L108
  %Shuff110 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff50, <8 x i32> <i32 poison, i32 poison, i32 14, i32 poison, i32 2, i32 4, i32 6, i32 8>
  %I111 = insertelement <4 x i64> %Shuff65, i64 %Sl106, i32 %B104
  %Sl112 = select i1 %Cmp12, <4 x i64> %I38, <4 x i64> zeroinitializer
  %Cmp113 = icmp slt i1 true, %Tr
  br i1 %Cmp113, label %CF249, label %CF262

CF262:                                            ; preds = %CF249
  %L114 = load i8, ptr %Sl98, align 1
  store <2 x i16> <i16 0, i16 -1>, ptr %Sl98, align 4
  %E115 = extractelement <1 x i32> %Shuff15, i32 %B104
  %Shuff116 = shufflevector <8 x float> %Sl11, <8 x float> %Shuff23, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I117 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 %B104
  %B118 = xor i64 %E78, %L35
  %Sl119 = select i1 %Cmp26, i1 %Cmp99, i1 true
  br label %CF244

CF244:                                            ; preds = %CF244, %CF260, %CF262
  %Cmp120 = icmp sge <4 x i1> %Cmp91, %Cmp91
  %L121 = load <16 x i1>, ptr %Sl61, align 2
  store i16 %Se32, ptr %1, align 2
  %E122 = extractelement <16 x i1> %Cmp76, i32 %Sl53
  br i1 %E122, label %CF244, label %CF260

CF260:                                            ; preds = %CF244
  %Shuff123 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I103, <1 x i32> poison
  %I124 = insertelement <4 x i8> %Shuff37, i8 %5, i32 %B104
  %B125 = udiv i32 %3, %E115
  %BC126 = bitcast i64 %E78 to double
  %Sl127 = select i1 %Tr, i64 %E78, i64 %B118
  %Cmp128 = fcmp ugt <4 x float> %FC89, %L70
  %L129 = load <8 x i32>, ptr %Sl61, align 32
  store float %FC, ptr %A, align 4
  %E130 = extractelement <16 x i1> %Cmp107, i32 %L21
  br i1 %E130, label %CF244, label %CF245

CF245:                                            ; preds = %CF245, %CF259, %CF267, %CF260
  %Shuff131 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Shuff102, <1 x i32> <i32 1>
  %I132 = insertelement <4 x i1> %Cmp91, i1 true, i32 %L21
  %B133 = add i64 %Sl127, %L35
  %FC134 = sitofp <4 x i64> %Shuff65 to <4 x float>
  %Sl135 = select i1 true, <2 x i1> %L55, <2 x i1> %L55
  %Cmp136 = icmp ne <4 x i8> %I45, zeroinitializer
  %L137 = load float, ptr %0, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 16
  %E138 = extractelement <16 x i1> %Shuff79, i32 %Tr60
  br i1 %E138, label %CF245, label %CF259

CF259:                                            ; preds = %CF245
  %Shuff139 = shufflevector <16 x i8> %B46, <16 x i8> zeroinitializer, <16 x i32> <i32 20, i32 22, i32 24, i32 poison, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 16, i32 poison>
  %I140 = insertelement <4 x double> %B88, double %FC105, i32 %B104
  %B141 = xor i64 %B31, %4
  %FC142 = fptosi double %L5 to i8
  %Sl143 = select i1 %E71, i8 %5, i8 41
  %Cmp144 = icmp ugt <4 x i8> %B67, zeroinitializer
  %L145 = load <8 x float>, ptr %0, align 32
  store i1 %Cmp113, ptr %Sl61, align 1
  %E146 = extractelement <4 x i8> %B67, i32 %3
  %Shuff147 = shufflevector <4 x float> %FC89, <4 x float> %FC134, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I148 = insertelement <4 x i32> %Shuff86, i32 %3, i32 %Se
  %Se149 = sext <8 x i32> %BC to <8 x i64>
  %Sl150 = select i1 %Cmp20, i1 %Cmp113, i1 %Sl119
  br i1 %Sl150, label %CF245, label %CF248

CF248:                                            ; preds = %CF248, %CF277, %CF273, %CF259
  %Cmp151 = icmp slt <16 x i1> zeroinitializer, %I51
  %L152 = load i1, ptr %0, align 1
  br i1 %L152, label %CF248, label %CF277

CF277:                                            ; preds = %CF248
  store <4 x float> %L70, ptr %Sl61, align 16
  %E153 = extractelement <1 x i8> %Tr18, i32 %B104
  %Shuff154 = shufflevector <4 x i8> %Shuff37, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 poison, i32 4>
  %I155 = insertelement <16 x i1> %Cmp83, i1 %E85, i32 %E43
  %B156 = sub <1 x i8> %Tr18, %Tr18
  %BC157 = bitcast <1 x i32> %Shuff to <1 x float>
  %Sl158 = select i1 %Sl150, <4 x i8> %Shuff154, <4 x i8> %B67
  %Cmp159 = icmp ne i1 %E85, %Sl119
  br i1 %Cmp159, label %CF248, label %CF273

CF273:                                            ; preds = %CF277
  %L160 = load i64, ptr %PC, align 4
  %E161 = extractelement <8 x float> %Shuff23, i32 %L108
  %Shuff162 = shufflevector <4 x i64> %B59, <4 x i64> %B59, <4 x i32> <i32 poison, i32 poison, i32 7, i32 1>
  %I163 = insertelement <1 x i64> zeroinitializer, i64 %Sl106, i32 %L21
  %B164 = udiv <16 x i32> %ZE68, %ZE68
  %FC165 = sitofp <4 x i1> %Cmp120 to <4 x double>
  %Sl166 = select i1 true, <8 x i8> %Shuff110, <8 x i8> %Shuff50
  %Cmp167 = icmp slt i8 %5, -1
  br i1 %Cmp167, label %CF248, label %CF267

CF267:                                            ; preds = %CF273
  %L168 = load i1, ptr %0, align 1
  br i1 %L168, label %CF245, label %CF246

CF246:                                            ; preds = %CF246, %CF267
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl98, align 16
  %E169 = extractelement <4 x i1> %Cmp91, i32 %L21
  br i1 %E169, label %CF246, label %CF251

CF251:                                            ; preds = %CF251, %CF246
  %Shuff170 = shufflevector <8 x i8> %L100, <8 x i8> %Sl166, <8 x i32> <i32 poison, i32 6, i32 poison, i32 poison, i32 poison, i32 poison, i32 0, i32 2>
  %I171 = insertelement <16 x i1> %Cmp76, i1 %Cmp62, i32 %E115
  %B172 = sdiv <1 x i64> %Shuff131, zeroinitializer
  %Tr173 = trunc i64 %E78 to i1
  br i1 %Tr173, label %CF251, label %CF265

CF265:                                            ; preds = %CF251
  %Sl174 = select i1 %E130, float 0xBF6723DB00000000, float 0x4081A01580000000
  %Cmp175 = icmp ugt <4 x i1> %Cmp91, %Cmp91
  %L176 = load i1, ptr %Sl61, align 1
  br label %CF

CF:                                               ; preds = %CF, %CF271, %CF253, %CF265
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl61, align 16
  %E177 = extractelement <8 x i64> %Se149, i32 %E43
  %Shuff178 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I179 = insertelement <4 x i1> %Cmp144, i1 %Tr, i32 %E115
  %Sl180 = select i1 %Sl119, i1 %E130, i1 %Tr
  br i1 %Sl180, label %CF, label %CF250

CF250:                                            ; preds = %CF250, %CF272, %CF
  %Cmp181 = icmp ule <4 x i8> %I30, zeroinitializer
  %L182 = load <4 x float>, ptr %Sl61, align 16
  store i8 -1, ptr %0, align 1
  %E183 = extractelement <8 x i8> %L100, i32 %3
  %Shuff184 = shufflevector <2 x i8> %L63, <2 x i8> %L63, <2 x i32> <i32 1, i32 3>
  %I185 = insertelement <8 x i8> %L100, i8 %E28, i32 0
  %B186 = mul i32 %E43, %L21
  %Sl187 = select i1 %Cmp12, i1 %Sl180, i1 %L176
  br i1 %Sl187, label %CF250, label %CF272

CF272:                                            ; preds = %CF250
  %Cmp188 = icmp ugt <1 x i8> %B156, %B156
  %L189 = load i32, ptr %Sl61, align 4
  store <8 x i64> %Se149, ptr %Sl61, align 64
  %E190 = extractelement <2 x i64> zeroinitializer, i32 %E115
  %Shuff191 = shufflevector <1 x i64> %I163, <1 x i64> %I163, <1 x i32> zeroinitializer
  %I192 = insertelement <4 x i32> zeroinitializer, i32 0, i32 %B186
  %B193 = sub <4 x i8> %I45, %Shuff154
  %FC194 = uitofp <8 x i8> %Sl166 to <8 x double>
  %Sl195 = select <4 x i1> %Cmp120, <4 x double> %I140, <4 x double> %I140
  %L196 = load i64, ptr %Sl61, align 4
  %E197 = extractelement <1 x i32> zeroinitializer, i32 %B104
  %Shuff198 = shufflevector <1 x i64> %I163, <1 x i64> %Sl25, <1 x i32> <i32 1>
  %I199 = insertelement <2 x i64> %I, i64 %L160, i32 %B104
  %B200 = and <1 x i32> %I66, %Shuff178
  %ZE201 = zext <16 x i16> %B96 to <16 x i32>
  %Sl202 = select i1 true, <16 x i1> zeroinitializer, <16 x i1> %I24
  %Cmp203 = icmp ule <4 x i1> %Cmp91, %Cmp144
  %L204 = load i16, ptr %0, align 2
  store <2 x i16> <i16 0, i16 -1>, ptr %A2, align 4
  %E205 = extractelement <8 x float> %Shuff23, i32 258077
  %Shuff206 = shufflevector <4 x i1> %Cmp120, <4 x i1> %Cmp91, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I207 = insertelement <1 x i32> zeroinitializer, i32 212177, i32 %E197
  %B208 = udiv i16 19193, 19193
  %Tr209 = trunc i16 %Se32 to i8
  %Sl210 = select i1 %Cmp34, i1 %E85, i1 %Sl150
  br i1 %Sl210, label %CF250, label %CF268

CF268:                                            ; preds = %CF268, %CF272
  %Cmp211 = icmp sge i32 114653, %Se
  br i1 %Cmp211, label %CF268, label %CF269

CF269:                                            ; preds = %CF269, %CF268
  %L212 = load double, ptr %Sl61, align 8
  store <2 x i8> %L63, ptr %Sl61, align 2
  %E213 = extractelement <4 x i1> %Cmp181, i32 %L21
  br i1 %E213, label %CF269, label %CF270

CF270:                                            ; preds = %CF270, %CF269
  %Shuff214 = shufflevector <4 x i8> %Shuff7, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I215 = insertelement <4 x i8> %Shuff214, i8 %Tr209, i32 %B104
  %B216 = urem i8 %5, %E49
  %Tr217 = trunc <4 x i64> %Shuff162 to <4 x i8>
  %Sl218 = select i1 %Cmp113, <4 x double> %I140, <4 x double> %Sl195
  %Cmp219 = icmp ult <4 x i1> %I179, %Cmp91
  %L220 = load float, ptr %Sl61, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E221 = extractelement <4 x i1> %I132, i32 %3
  br i1 %E221, label %CF270, label %CF271

CF271:                                            ; preds = %CF270
  %Shuff222 = shufflevector <16 x i1> %Shuff57, <16 x i1> %Sl, <16 x i32> <i32 poison, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 poison, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0>
  %I223 = insertelement <2 x i1> %Sl135, i1 %Cmp113, i32 %B104
  %Se224 = sext i8 %E183 to i64
  %Sl225 = select <4 x i1> %Cmp91, <4 x i64> %I38, <4 x i64> %Shuff162
  %Cmp226 = icmp uge i64 %Sl127, %Sl106
  br i1 %Cmp226, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF271
  %L227 = load <2 x i64>, ptr %Sl61, align 16
  store i8 %Tr209, ptr %0, align 1
  %E228 = extractelement <1 x i32> %Shuff123, i32 %L21
  %Shuff229 = shufflevector <2 x i1> %Sl135, <2 x i1> %Sl135, <2 x i32> <i32 3, i32 poison>
  %I230 = insertelement <4 x i8> %Shuff37, i8 %E183, i32 %E228
  %B231 = and i32 %B104, 351277
  %Se232 = sext i1 %Cmp113 to i16
  %Sl233 = select i1 %E85, i32 %E197, i32 %Sl53
  %Cmp234 = icmp slt i32 413221, %L189
  br i1 %Cmp234, label %CF243, label %CF253

CF253:                                            ; preds = %CF243
  %L235 = load i32, ptr %0, align 4
  store <16 x i32> %ZE68, ptr %0, align 64
  %E236 = extractelement <1 x i32> %Shuff15, i32 %E228
  %Shuff237 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %Shuff, <1 x i32> zeroinitializer
  %I238 = insertelement <4 x i1> %Cmp91, i1 %E138, i32 %Sl53
  %BC239 = bitcast float %Sl174 to i32
  %Sl240 = select i1 %E221, i64 %Sl106, i64 %Sl75
  %Cmp241 = icmp ugt i1 %L168, %Cmp34
  br i1 %Cmp241, label %CF, label %CF242

CF242:                                            ; preds = %CF253
  store <2 x i64> %I199, ptr %Sl61, align 16
  store <4 x i32> %I148, ptr %0, align 16
  store <4 x i8> zeroinitializer, ptr %Sl61, align 4
  store <4 x i32> %I148, ptr %Sl61, align 16
  store <1 x i32> %Shuff237, ptr %0, align 4
  ret void
}
