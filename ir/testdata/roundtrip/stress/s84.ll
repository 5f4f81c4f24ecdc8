; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD84(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x double>, align 16
  %A3 = alloca <2 x i16>, align 4
  %A2 = alloca <2 x i32>, align 8
  %A1 = alloca <16 x i8>, align 16
  %A = alloca <8 x i64>, align 64
  %L = load double, ptr %0, align 8
  %E = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I = insertelement <4 x i32> zeroinitializer, i32 %3, i32 %3
  %B = or i8 69, %5
  %Se = sext i8 0 to i16
  %Sl = select i1 false, i64 284993, i64 284993
  %Cmp = icmp ult i16 -5415, %E
  br label %CF246

CF246:                                            ; preds = %CF246, %CF264, %BB
  %L5 = load i1, ptr %0, align 1
  br i1 %L5, label %CF246, label %CF257

CF257:                                            ; preds = %CF257, %CF246
  %E6 = extractelement <2 x i8> zeroinitializer, i32 352545
  %Shuff7 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> poison
  %I8 = insertelement <8 x i8> zeroinitializer, i8 0, i32 %3
  %B9 = add i8 0, %5
  %FC = uitofp i8 0 to float
  %Sl10 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> %I, <4 x i32> %Shuff
  %Cmp11 = fcmp oeq double 0xA273F6926D717710, 0xB9273E462625E0C4
  br i1 %Cmp11, label %CF257, label %CF264

CF264:                                            ; preds = %CF257
  %L12 = load <2 x i32>, ptr %0, align 8
  store i1 true, ptr %A, align 1
  %E13 = extractelement <1 x i8> zeroinitializer, i32 %3
  %Shuff14 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I15 = insertelement <1 x i1> zeroinitializer, i1 %Cmp, i32 %3
  %B16 = srem i64 %Sl, 284993
  %Se17 = sext i1 true to i32
  %Sl18 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> zeroinitializer, <4 x i32> %Sl10
  %Cmp19 = icmp ule i16 %E, %E
  br i1 %Cmp19, label %CF246, label %CF250

CF250:                                            ; preds = %CF250, %CF273, %CF264
  %L20 = load <2 x float>, ptr %0, align 8
  store i8 0, ptr %0, align 1
  %E21 = extractelement <1 x i64> zeroinitializer, i32 352545
  %Shuff22 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff14, <2 x i32> <i32 3, i32 poison>
  %I23 = insertelement <2 x i64> zeroinitializer, i64 5329, i32 %Se17
  %B24 = sdiv <1 x i64> zeroinitializer, zeroinitializer
  %Tr = trunc i16 %Se to i1
  br i1 %Tr, label %CF250, label %CF273

CF273:                                            ; preds = %CF250
  %Sl25 = select i1 %Cmp19, <4 x i32> %Sl10, <4 x i32> zeroinitializer
  %Cmp26 = fcmp ugt float 0x43E138D500000000, 0x3C5F26D300000000
  br i1 %Cmp26, label %CF250, label %CF252

CF252:                                            ; preds = %CF273
  %L27 = load i1, ptr %0, align 1
  br label %CF239

CF239:                                            ; preds = %CF239, %CF268, %CF262, %CF252
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 4
  %E28 = extractelement <2 x i64> %Shuff14, i32 352545
  %Shuff29 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 poison, i32 14, i32 0, i32 2, i32 4, i32 poison>
  %I30 = insertelement <2 x i64> %Shuff22, i64 420309, i32 %3
  %FC31 = fptoui double 0x7C5BD27ACB59D6F8 to i8
  %Sl32 = select i1 %Cmp11, i1 %L5, i1 %Tr
  br i1 %Sl32, label %CF239, label %CF268

CF268:                                            ; preds = %CF239
  %Cmp33 = icmp ule i64 %4, 277401
  br i1 %Cmp33, label %CF239, label %CF262

CF262:                                            ; preds = %CF268
  %L34 = load i32, ptr %0, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E35 = extractelement <8 x i64> zeroinitializer, i32 %Se17
  %Shuff36 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I37 = insertelement <4 x i16> zeroinitializer, i16 -5415, i32 %Se17
  %B38 = urem <2 x i64> zeroinitializer, %Shuff22
  %FC39 = uitofp <4 x i32> %Shuff to <4 x double>
  %Sl40 = select <2 x i1> <i1 true, i1 false>, <2 x i64> %B38, <2 x i64> %B38
  %Cmp41 = icmp ult i1 false, true
  br i1 %Cmp41, label %CF239, label %CF245

CF245:                                            ; preds = %CF245, %CF256, %CF262
  %L42 = load <2 x float>, ptr %0, align 8
  store i32 %Se17, ptr %0, align 4
  %E43 = extractelement <2 x i64> zeroinitializer, i32 %Se17
  %Shuff44 = shufflevector <1 x i1> %Shuff7, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I45 = insertelement <1 x i1> %Shuff44, i1 true, i32 %Se17
  %Sl46 = select i1 %Cmp, i8 -83, i8 0
  %Cmp47 = icmp ugt <2 x i64> zeroinitializer, %Shuff14
  %L48 = load double, ptr %0, align 8
  store <2 x float> %L42, ptr %0, align 8
  %E49 = extractelement <1 x i1> zeroinitializer, i32 %Se17
  br i1 %E49, label %CF245, label %CF256

CF256:                                            ; preds = %CF245
  %Shuff50 = shufflevector <4 x i32> %Sl25, <4 x i32> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 poison>
  %I51 = insertelement <1 x i1> zeroinitializer, i1 %Tr, i32 352545
  %B52 = fdiv <4 x double> %FC39, %FC39
  %PC = bitcast ptr %0 to ptr
  %Sl53 = select i1 true, float 0x3D13BB2780000000, float %FC
  %Cmp54 = icmp uge i8 %Sl46, 0
  br i1 %Cmp54, label %CF245, label %CF255

CF255:                                            ; preds = %CF256
  %L55 = load <8 x i16>, ptr %PC, align 16
  store i32 %Se17, ptr %0, align 4
  %E56 = extractelement <2 x i32> %L12, i32 %L34
  %Shuff57 = shufflevector <4 x i16> %Shuff36, <4 x i16> %Shuff36, <4 x i32> <i32 poison, i32 poison, i32 1, i32 poison>
  %I58 = insertelement <2 x i64> %Sl40, i64 %Sl, i32 352545
  %ZE = zext i8 69 to i16
  %Sl59 = select i1 %Cmp11, <2 x i64> %I58, <2 x i64> %Shuff14
  %Cmp60 = icmp uge i32 %3, %E56
  br label %CF238

CF238:                                            ; preds = %CF238, %CF271, %CF276, %CF255
  %L61 = load i32, ptr %A1, align 4
  store <4 x i32> %Shuff50, ptr %PC, align 16
  %E62 = extractelement <8 x i8> zeroinitializer, i32 %L34
  %Shuff63 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I64 = insertelement <4 x i16> zeroinitializer, i16 %E, i32 %Se17
  %B65 = sub i8 %Sl46, %Sl46
  %ZE66 = zext i8 %B9 to i64
  %Sl67 = select i1 true, <2 x i64> %Shuff22, <2 x i64> %I30
  %Cmp68 = fcmp ult float 0x3D13BB2780000000, 0xC1E930DD00000000
  br i1 %Cmp68, label %CF238, label %CF271

CF271:                                            ; preds = %CF238
  %L69 = load float, ptr %PC, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 16
  %E70 = extractelement <4 x i32> %Sl10, i32 352545
  %Shuff71 = shufflevector <1 x i1> %Shuff44, <1 x i1> %I15, <1 x i32> poison
  %I72 = insertelement <4 x i16> zeroinitializer, i16 %ZE, i32 %E56
  %Tr73 = trunc i64 277401 to i16
  %Sl74 = select i1 %Cmp, i1 %Cmp, i1 %Cmp
  br i1 %Sl74, label %CF238, label %CF258

CF258:                                            ; preds = %CF258, %CF271
  %Cmp75 = icmp sge <4 x i32> %Shuff50, zeroinitializer
  %L76 = load <2 x i1>, ptr %A2, align 1
  store i32 352545, ptr %PC, align 4
  %E77 = extractelement <4 x i32> %Shuff50, i32 %E56
  %Shuff78 = shufflevector <4 x i1> %Cmp75, <4 x i1> %Cmp75, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I79 = insertelement <2 x float> %L42, float %Sl53, i32 %E77
  %B80 = udiv <2 x i64> %Sl67, zeroinitializer
  %ZE81 = zext <4 x i1> %Shuff78 to <4 x i32>
  %Sl82 = select i1 true, <2 x i64> %B38, <2 x i64> zeroinitializer
  %Cmp83 = icmp ne i32 %E56, %Se17
  br i1 %Cmp83, label %CF258, label %CF276

CF276:                                            ; preds = %CF258
  %L84 = load i16, ptr %PC, align 2
  store <8 x i8> zeroinitializer, ptr %PC, align 8
  %E85 = extractelement <2 x i16> zeroinitializer, i32 %Se17
  %Shuff86 = shufflevector <2 x float> %L42, <2 x float> %L20, <2 x i32> <i32 0, i32 2>
  %I87 = insertelement <4 x i16> %I37, i16 -5415, i32 %E56
  %FC88 = uitofp i8 %E62 to float
  %Sl89 = select i1 %Cmp41, double 0xA273F6926D717710, double 0x9EDF29FE97DD587C
  %Cmp90 = icmp sgt i1 %Sl32, %Cmp83
  br i1 %Cmp90, label %CF238, label %CF241

CF241:                                            ; preds = %CF241, %CF274, %CF277, %CF260, %CF276
  %L91 = load i8, ptr %0, align 1
  store <2 x i64> %Shuff14, ptr %PC, align 16
  %E92 = extractelement <4 x i32> %Shuff, i32 %Se17
  %Shuff93 = shufflevector <2 x i64> %I58, <2 x i64> %Sl59, <2 x i32> <i32 0, i32 2>
  %I94 = insertelement <4 x i32> %Shuff, i32 %Se17, i32 %E92
  %B95 = srem i64 284993, %4
  %Tr96 = fptrunc <4 x double> %B52 to <4 x float>
  %Sl97 = select i1 true, i32 %E77, i32 %L34
  %Cmp98 = icmp eq i1 %L27, %Cmp
  br i1 %Cmp98, label %CF241, label %CF274

CF274:                                            ; preds = %CF241
  %L99 = load <1 x double>, ptr %PC, align 8
  store double %L48, ptr %PC, align 8
  %E100 = extractelement <2 x i64> %Sl67, i32 %E56
  %Shuff101 = shufflevector <1 x i1> %Shuff71, <1 x i1> %Shuff71, <1 x i32> <i32 1>
  %I102 = insertelement <2 x i64> %Shuff14, i64 %B16, i32 %L34
  %B103 = and i16 %E85, %E
  %Tr104 = trunc i64 %4 to i8
  %Sl105 = select i1 %Cmp60, i32 %L61, i32 %Se17
  %Cmp106 = icmp ult <4 x i16> %I64, %Shuff36
  %L107 = load <2 x float>, ptr %0, align 8
  store i16 %ZE, ptr %PC, align 2
  %E108 = extractelement <4 x i32> %Shuff50, i32 %3
  %Shuff109 = shufflevector <4 x i16> %Shuff63, <4 x i16> %Shuff57, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I110 = insertelement <4 x i16> zeroinitializer, i16 %E, i32 %E56
  %ZE111 = zext i1 %Cmp83 to i16
  %Sl112 = select i1 %Cmp83, i8 0, i8 -83
  %Cmp113 = icmp sge i16 %E, %ZE
  br i1 %Cmp113, label %CF241, label %CF251

CF251:                                            ; preds = %CF251, %CF274
  %L114 = load <2 x i32>, ptr %PC, align 8
  store i1 %Cmp60, ptr %0, align 1
  %E115 = extractelement <2 x i64> %Shuff93, i32 %Se17
  %Shuff116 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff57, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I117 = insertelement <2 x i64> %Sl82, i64 5329, i32 %Sl97
  %B118 = lshr i8 %Sl112, %B65
  %Sl119 = select i1 %Cmp11, <1 x i64> zeroinitializer, <1 x i64> %B24
  %Cmp120 = fcmp ugt float %FC, %Sl53
  br i1 %Cmp120, label %CF251, label %CF277

CF277:                                            ; preds = %CF251
  %L121 = load i16, ptr %PC, align 2
  store <8 x i16> %L55, ptr %PC, align 16
  %E122 = extractelement <1 x i1> %Shuff7, i32 %L34
  br i1 %E122, label %CF241, label %CF244

CF244:                                            ; preds = %CF244, %CF277
  %Shuff123 = shufflevector <2 x i64> %I58, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 poison>
  %I124 = insertelement <4 x i1> %Cmp75, i1 %Sl74, i32 %L61
  %Sl125 = select <4 x i1> %Cmp75, <4 x i16> zeroinitializer, <4 x i16> %Shuff57
  %Cmp126 = fcmp oge double 0x9EDF29FE97DD587C, %Sl89
  br i1 %Cmp126, label %CF244, label %CF253

CF253:                                            ; preds = %CF253, %CF244
  %L127 = load <8 x i32>, ptr %PC, align 32
  store i8 %FC31, ptr %PC, align 1
  %E128 = extractelement <4 x i32> %Sl10, i32 %E77
  %Shuff129 = shufflevector <4 x i32> %Shuff, <4 x i32> %Shuff, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I130 = insertelement <8 x i8> %Shuff29, i8 %L91, i32 %L34
  %B131 = sub i64 %B16, %Sl
  %Se132 = sext i8 0 to i32
  %Sl133 = select i1 %Cmp98, i8 %Tr104, i8 0
  %Cmp134 = icmp uge <4 x i32> %Sl10, %Sl25
  %L135 = load float, ptr %0, align 4
  store <8 x i64> zeroinitializer, ptr %0, align 64
  %E136 = extractelement <2 x float> %Shuff86, i32 %L34
  %Shuff137 = shufflevector <4 x i1> %Cmp75, <4 x i1> %I124, <4 x i32> <i32 poison, i32 poison, i32 0, i32 2>
  %I138 = insertelement <1 x i1> %I15, i1 true, i32 %Se17
  %B139 = fsub double 0xF88B4AAA3F894728, 0xF88B4AAA3F894728
  %Sl140 = select i1 %Cmp83, i1 false, i1 %Cmp98
  br i1 %Sl140, label %CF253, label %CF259

CF259:                                            ; preds = %CF259, %CF253
  %Cmp141 = icmp sge i16 %ZE111, %B103
  br i1 %Cmp141, label %CF259, label %CF260

CF260:                                            ; preds = %CF259
  %L142 = load double, ptr %0, align 8
  store <2 x i64> %Shuff14, ptr %0, align 16
  %E143 = extractelement <2 x i64> %Sl59, i32 %E77
  %Shuff144 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff36, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I145 = insertelement <2 x i64> zeroinitializer, i64 %B95, i32 %Sl105
  %FC146 = fptoui double %B139 to i1
  br i1 %FC146, label %CF241, label %CF242

CF242:                                            ; preds = %CF260
  %Sl147 = select <4 x i1> %Cmp75, <4 x i16> %I72, <4 x i16> zeroinitializer
  %Cmp148 = fcmp false <4 x double> %FC39, %B52
  %L149 = load <4 x i8>, ptr %0, align 4
  store i1 %Sl140, ptr %PC, align 1
  %E150 = extractelement <4 x i16> %Shuff144, i32 %L34
  %Shuff151 = shufflevector <2 x i64> %Shuff22, <2 x i64> zeroinitializer, <2 x i32> poison
  %I152 = insertelement <4 x i32> %Sl25, i32 %3, i32 %Se17
  %B153 = sdiv <8 x i32> %L127, %L127
  %ZE154 = zext <4 x i1> %Shuff137 to <4 x i16>
  %Sl155 = select i1 %Cmp126, ptr %0, ptr %PC
  %Cmp156 = icmp uge i1 %Cmp60, %Cmp
  br label %CF237

CF237:                                            ; preds = %CF237, %CF263, %CF242
  %L157 = load <16 x i1>, ptr %PC, align 2
  store i1 %Cmp90, ptr %PC, align 1
  %E158 = extractelement <4 x i16> zeroinitializer, i32 352545
  %Shuff159 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff22, <2 x i32> <i32 3, i32 1>
  %I160 = insertelement <1 x i8> zeroinitializer, i8 %L91, i32 %Se132
  %FC161 = fptosi float 0x43E138D500000000 to i1
  br i1 %FC161, label %CF237, label %CF263

CF263:                                            ; preds = %CF237
  %Sl162 = select i1 %Sl32, i1 %L27, i1 %L5
  br i1 %Sl162, label %CF237, label %CF243

CF243:                                            ; preds = %CF243, %CF275, %CF263
  %Cmp163 = icmp uge i64 %E21, %Sl
  br i1 %Cmp163, label %CF243, label %CF254

CF254:                                            ; preds = %CF254, %CF269, %CF270, %CF243
  %L164 = load <8 x i64>, ptr %PC, align 64
  store i16 %ZE, ptr %Sl155, align 2
  %E165 = extractelement <4 x i1> %I124, i32 %E56
  br i1 %E165, label %CF254, label %CF269

CF269:                                            ; preds = %CF254
  %Shuff166 = shufflevector <1 x i1> %Shuff71, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I167 = insertelement <4 x i16> %I72, i16 %E, i32 %3
  %B168 = lshr i32 %E56, %3
  %PC169 = bitcast ptr %1 to ptr
  %Sl170 = select <2 x i1> %Cmp47, <2 x i64> %Shuff151, <2 x i64> %Shuff123
  %Cmp171 = icmp ne i8 -127, %Sl46
  br i1 %Cmp171, label %CF254, label %CF267

CF267:                                            ; preds = %CF267, %CF269
  %L172 = load <16 x i1>, ptr %A, align 2
  store i64 %E115, ptr %PC, align 4
  %E173 = extractelement <1 x i1> %I138, i32 %E92
  br i1 %E173, label %CF267, label %CF270

CF270:                                            ; preds = %CF267
  %Shuff174 = shufflevector <2 x i32> %L12, <2 x i32> %L12, <2 x i32> <i32 1, i32 3>
  %I175 = insertelement <4 x i16> %I64, i16 %ZE, i32 %B168
  %B176 = sub <4 x i16> %I87, %I167
  %PC177 = bitcast ptr %1 to ptr
  %Sl178 = select i1 %Cmp, i1 %Cmp171, i1 %Cmp11
  br i1 %Sl178, label %CF254, label %CF266

CF266:                                            ; preds = %CF266, %CF270
  %Cmp179 = icmp ugt <1 x i1> %Shuff7, %Shuff44
  %L180 = load i16, ptr %PC, align 2
  store <4 x float> %Tr96, ptr %Sl155, align 16
  %E181 = extractelement <1 x i1> %Shuff71, i32 352545
  br i1 %E181, label %CF266, label %CF275

CF275:                                            ; preds = %CF266
  %Shuff182 = shufflevector <1 x i1> %Cmp179, <1 x i1> zeroinitializer, <1 x i32> zeroinitializer
  %I183 = insertelement <1 x i1> %Shuff71, i1 %Cmp113, i32 %L34
  %B184 = or i16 %E150, %ZE
  %FC185 = sitofp i8 69 to double
  %Sl186 = select i1 true, i1 %L27, i1 %Sl140
  br i1 %Sl186, label %CF243, label %CF248

CF248:                                            ; preds = %CF248, %CF275
  %Cmp187 = icmp ne i1 %Cmp90, %Cmp68
  br i1 %Cmp187, label %CF248, label %CF261

CF261:                                            ; preds = %CF248
  %L188 = load <2 x double>, ptr %PC, align 16
  store i64 5329, ptr %Sl155, align 4
  %E189 = extractelement <2 x i64> %Sl59, i32 %B168
  %Shuff190 = shufflevector <8 x i64> %L164, <8 x i64> zeroinitializer, <8 x i32> <i32 poison, i32 13, i32 15, i32 poison, i32 poison, i32 5, i32 7, i32 9>
  %I191 = insertelement <1 x i1> %Shuff7, i1 %Cmp19, i32 %L34
  %ZE192 = zext i1 %Cmp171 to i32
  %Sl193 = select i1 %Sl74, double %L, double %Sl89
  %Cmp194 = icmp ugt <1 x i1> %I15, %Cmp179
  %L195 = load <16 x i64>, ptr %PC, align 128
  store i1 %Cmp, ptr %Sl155, align 1
  %E196 = extractelement <4 x i32> %Sl18, i32 %Se17
  %Shuff197 = shufflevector <4 x i16> %B176, <4 x i16> %I37, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I198 = insertelement <16 x i1> %L172, i1 %Cmp156, i32 %E70
  %B199 = shl i16 %L121, %B103
  %Se200 = sext i32 352545 to i64
  %Sl201 = select i1 true, double 0xA273F6926D717710, double %FC185
  %Cmp202 = icmp sgt <2 x i64> %I117, %Shuff14
  %L203 = load i1, ptr %PC, align 1
  br label %CF

CF:                                               ; preds = %CF, %CF265, %CF261
  store <2 x i64> zeroinitializer, ptr %2, align 16
  %E204 = extractelement <2 x i64> %Shuff22, i32 %L34
  %Shuff205 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I206 = insertelement <4 x i16> %Shuff109, i16 %Se, i32 %E128
  %Tr207 = trunc i32 %E92 to i8
  %Sl208 = select i1 %Cmp54, <1 x i1> %I45, <1 x i1> %Shuff101
  %Cmp209 = icmp eq i16 %ZE111, %ZE
  br i1 %Cmp209, label %CF, label %CF249

CF249:                                            ; preds = %CF249, %CF272, %CF
  %L210 = load double, ptr %PC, align 8
  store <4 x float> %Tr96, ptr %PC, align 16
  %E211 = extractelement <1 x i1> %I183, i32 %E56
  br i1 %E211, label %CF249, label %CF272

CF272:                                            ; preds = %CF249
  %Shuff212 = shufflevector <8 x i8> %I130, <8 x i8> %I130, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I213 = insertelement <2 x i64> %Shuff93, i64 %B95, i32 %E92
  %B214 = ashr <4 x i32> zeroinitializer, %I152
  %ZE215 = zext i1 false to i32
  %Sl216 = select i1 %Cmp19, ptr %A3, ptr %PC
  %Cmp217 = icmp ugt <4 x i32> %I94, %B214
  %L218 = load <8 x i1>, ptr %PC, align 1
  store double 0x9EDF29FE97DD587C, ptr %Sl216, align 8
  %E219 = extractelement <1 x i1> %Cmp194, i32 %Se17
  br i1 %E219, label %CF249, label %CF265

CF265:                                            ; preds = %CF272
  %Shuff220 = shufflevector <1 x double> %L99, <1 x double> %L99, <1 x i32> poison
  %I221 = insertelement <4 x i32> %B214, i32 %E128, i32 %E56
  %Sl222 = select i1 %Cmp, i32 %E128, i32 %E128
  %Cmp223 = icmp sgt <1 x i1> %Shuff101, %Shuff44
  %L224 = load i32, ptr %PC177, align 4
  store <16 x i64> %L195, ptr %Sl155, align 128
  %E225 = extractelement <2 x i64> %I213, i32 352545
  %Shuff226 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I227 = insertelement <2 x i64> %Shuff22, i64 %B95, i32 %ZE192
  %Sl228 = select i1 %E219, i8 %5, i8 %FC31
  %Cmp229 = icmp sgt <2 x i64> %B80, %I58
  %L230 = load <2 x i8>, ptr %Sl155, align 2
  store i1 %Cmp90, ptr %Sl216, align 1
  %E231 = extractelement <2 x i64> %Shuff151, i32 %E92
  %Shuff232 = shufflevector <4 x i32> %Shuff, <4 x i32> %B214, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I233 = insertelement <4 x i32> %I152, i32 %E56, i32 %ZE192
  %B234 = ashr <2 x i64> %Shuff93, %I213
  %Sl235 = select i1 %Cmp54, i1 %Cmp33, i1 %Cmp
  br i1 %Sl235, label %CF, label %CF240

CF240:                                            ; preds = %CF240, %CF265
  %Cmp236 = icmp slt i64 %Sl, %E225
  br i1 %Cmp236, label %CF240, label %CF247

CF247:                                            ; preds = %CF240
  store <4 x i32> %I, ptr %PC, align 16
  store <4 x float> %Tr96, ptr %0, align 16
  store <4 x i32> %Shuff, ptr %PC, align 16
  store <2 x i16> zeroinitializer, ptr %PC, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC177, align 32
  ret void
}
