; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD86(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i8>, align 2
  %A3 = alloca <2 x i32>, align 8
  %A2 = alloca <8 x i1>, align 1
  %A1 = alloca <2 x i32>, align 8
  %A = alloca <8 x i32>, align 32
  %L = load <4 x i1>, ptr %0, align 1
  store i8 -57, ptr %0, align 1
  %E = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I = insertelement <2 x i8> zeroinitializer, i8 -125, i32 %3
  %PC = bitcast ptr %2 to ptr
  %Sl = select i1 true, i16 -25721, i16 0
  %Cmp = icmp ne i32 53631, 0
  br label %CF242

CF242:                                            ; preds = %CF242, %CF269, %CF261, %CF259, %CF278, %BB
  %L5 = load <4 x float>, ptr %PC, align 16
  store i64 %4, ptr %PC, align 4
  %E6 = extractelement <2 x i1> zeroinitializer, i32 0
  br i1 %E6, label %CF242, label %CF269

CF269:                                            ; preds = %CF242
  %Shuff7 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I8 = insertelement <2 x i8> zeroinitializer, i8 7, i32 %3
  %B = and i8 %5, 7
  %PC9 = bitcast ptr %A3 to ptr
  %Sl10 = select i1 true, i8 -57, i8 7
  %Cmp11 = icmp uge i1 true, true
  br i1 %Cmp11, label %CF242, label %CF261

CF261:                                            ; preds = %CF269
  %L12 = load i64, ptr %A, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E13 = extractelement <2 x i1> zeroinitializer, i32 0
  br i1 %E13, label %CF242, label %CF259

CF259:                                            ; preds = %CF261
  %Shuff14 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff, <2 x i32> <i32 0, i32 poison>
  %I15 = insertelement <2 x i8> zeroinitializer, i8 -57, i32 %3
  %B16 = udiv i8 -125, %5
  %FC = sitofp i1 %Cmp to double
  %Sl17 = select i1 %Cmp11, double %FC, double %FC
  %Cmp18 = icmp ule i8 -1, %B16
  br i1 %Cmp18, label %CF242, label %CF248

CF248:                                            ; preds = %CF248, %CF259
  %L19 = load <16 x double>, ptr %A1, align 128
  store i32 %3, ptr %0, align 4
  %E20 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff21 = shufflevector <16 x double> %L19, <16 x double> %L19, <16 x i32> <i32 13, i32 15, i32 17, i32 poison, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 5, i32 poison, i32 poison, i32 11>
  %I22 = insertelement <16 x double> %L19, double 0x76CDA36C92CBB4EA, i32 %3
  %B23 = shl i64 %E20, 48307
  %ZE = zext <2 x i1> zeroinitializer to <2 x i8>
  %Sl24 = select i1 true, <4 x i16> zeroinitializer, <4 x i16> zeroinitializer
  %Cmp25 = icmp sge i1 true, %Cmp
  br i1 %Cmp25, label %CF248, label %CF278

CF278:                                            ; preds = %CF248
  %L26 = load double, ptr %PC, align 8
  store <4 x float> %L5, ptr %PC, align 16
  %E27 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff28 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff14, <2 x i32> <i32 0, i32 2>
  %I29 = insertelement <2 x i8> zeroinitializer, i8 %B16, i32 %3
  %B30 = xor <2 x i8> %I15, %I15
  %Sl31 = select i1 %Cmp18, i64 48307, i64 48307
  %Cmp32 = icmp ugt i8 -57, -57
  br i1 %Cmp32, label %CF242, label %CF245

CF245:                                            ; preds = %CF245, %CF257, %CF252, %CF262, %CF278
  %L33 = load i64, ptr %PC, align 4
  %E34 = extractelement <16 x double> %L19, i32 %3
  %Shuff35 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I36 = insertelement <1 x i8> zeroinitializer, i8 %B, i32 %3
  %Tr = trunc i64 %E27 to i16
  %Sl37 = select <4 x i1> %L, <4 x i16> zeroinitializer, <4 x i16> %Sl24
  %Cmp38 = icmp ule <2 x i8> %I, zeroinitializer
  %L39 = load <16 x i1>, ptr %PC, align 2
  store double 0x76CDA36C92CBB4EA, ptr %A, align 8
  %E40 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff41 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff35, <2 x i32> poison
  %I42 = insertelement <4 x i1> %L, i1 true, i32 %3
  %B43 = add i64 %L33, %L33
  %PC44 = bitcast ptr %A1 to ptr
  %Sl45 = select i1 true, i16 %Sl, i16 -25721
  %Cmp46 = icmp slt <2 x i8> zeroinitializer, %ZE
  %L47 = load i1, ptr %PC, align 1
  br i1 %L47, label %CF245, label %CF257

CF257:                                            ; preds = %CF245
  store <4 x float> %L5, ptr %A2, align 16
  %E48 = extractelement <2 x i1> zeroinitializer, i32 %3
  br i1 %E48, label %CF245, label %CF250

CF250:                                            ; preds = %CF250, %CF263, %CF254, %CF257
  %Shuff49 = shufflevector <2 x i1> %Shuff35, <2 x i1> %Shuff35, <2 x i32> <i32 2, i32 0>
  %I50 = insertelement <1 x i8> zeroinitializer, i8 %B16, i32 %E
  %B51 = frem double %E34, 0x76CDA36C92CBB4EA
  %ZE52 = zext i1 true to i16
  %Sl53 = select i1 true, i64 391915, i64 %4
  %Cmp54 = icmp eq <2 x i8> %B30, %I
  %L55 = load <4 x float>, ptr %PC44, align 16
  store i1 %Cmp, ptr %PC, align 1
  %E56 = extractelement <4 x i8> zeroinitializer, i32 %E
  %Shuff57 = shufflevector <2 x i1> %Cmp38, <2 x i1> %Shuff14, <2 x i32> <i32 3, i32 1>
  %I58 = insertelement <1 x i8> zeroinitializer, i8 -57, i32 0
  %B59 = urem i16 -25721, -1
  %Se = sext i8 -57 to i64
  %Sl60 = select i1 %Cmp11, i1 %E6, i1 true
  br i1 %Sl60, label %CF250, label %CF263

CF263:                                            ; preds = %CF250
  %L61 = load <2 x i32>, ptr %A, align 8
  store i32 53631, ptr %PC, align 4
  %E62 = extractelement <2 x i8> zeroinitializer, i32 %3
  %Shuff63 = shufflevector <2 x i1> %Cmp46, <2 x i1> %Shuff, <2 x i32> <i32 poison, i32 1>
  %I64 = insertelement <2 x i32> %L61, i32 %3, i32 0
  %B65 = udiv <2 x i8> %I29, zeroinitializer
  %Se66 = sext i1 %E48 to i32
  %Sl67 = select <2 x i1> %Shuff28, <2 x i1> %Shuff49, <2 x i1> %Shuff28
  %Cmp68 = icmp slt <2 x i32> %I64, %L61
  %L69 = load <16 x i16>, ptr %PC9, align 32
  store i32 %Se66, ptr %0, align 4
  %E70 = extractelement <2 x i1> %Shuff28, i32 %Se66
  br i1 %E70, label %CF250, label %CF254

CF254:                                            ; preds = %CF263
  %Shuff71 = shufflevector <2 x i1> %Shuff, <2 x i1> %Shuff14, <2 x i32> <i32 1, i32 poison>
  %I72 = insertelement <2 x i8> %B65, i8 %E56, i32 %Se66
  %ZE73 = zext i1 %Cmp to i8
  %Sl74 = select i1 true, i1 %Cmp18, i1 true
  br i1 %Sl74, label %CF250, label %CF252

CF252:                                            ; preds = %CF254
  %Cmp75 = icmp sgt i16 0, %Tr
  br i1 %Cmp75, label %CF245, label %CF249

CF249:                                            ; preds = %CF249, %CF273, %CF252
  %L76 = load <4 x i8>, ptr %PC, align 4
  store i8 -57, ptr %1, align 1
  %E77 = extractelement <2 x i8> zeroinitializer, i32 %Se66
  %Shuff78 = shufflevector <4 x i1> %L, <4 x i1> %L, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I79 = insertelement <4 x i1> %L, i1 true, i32 %Se66
  %FC80 = fptosi double %Sl17 to i64
  %Sl81 = select i1 true, i1 %Cmp11, i1 true
  br i1 %Sl81, label %CF249, label %CF273

CF273:                                            ; preds = %CF249
  %Cmp82 = icmp eq <1 x i8> %I50, %I50
  %L83 = load <4 x i32>, ptr %PC44, align 16
  store i16 0, ptr %PC, align 2
  %E84 = extractelement <2 x i8> zeroinitializer, i32 %Se66
  %Shuff85 = shufflevector <2 x i1> %Shuff57, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I86 = insertelement <4 x i8> %L76, i8 %ZE73, i32 %Se66
  %ZE87 = zext i8 0 to i16
  %Sl88 = select i1 %L47, ptr %A1, ptr %0
  %Cmp89 = icmp sgt i16 0, %Tr
  br i1 %Cmp89, label %CF249, label %CF262

CF262:                                            ; preds = %CF273
  %L90 = load <2 x double>, ptr %PC, align 16
  store i64 48307, ptr %Sl88, align 4
  %E91 = extractelement <2 x i1> zeroinitializer, i32 %Se66
  br i1 %E91, label %CF245, label %CF247

CF247:                                            ; preds = %CF247, %CF279, %CF262
  %Shuff92 = shufflevector <16 x double> %Shuff21, <16 x double> %L19, <16 x i32> <i32 poison, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison>
  %I93 = insertelement <2 x i1> zeroinitializer, i1 %Sl81, i32 %Se66
  %B94 = sub <2 x i32> %L61, %L61
  %Se95 = sext i1 %Sl60 to i16
  %Sl96 = select i1 %Cmp, i1 %Sl74, i1 true
  br i1 %Sl96, label %CF247, label %CF260

CF260:                                            ; preds = %CF260, %CF247
  %Cmp97 = icmp ne i8 -125, %5
  br i1 %Cmp97, label %CF260, label %CF279

CF279:                                            ; preds = %CF260
  %L98 = load i1, ptr %PC, align 1
  br i1 %L98, label %CF247, label %CF253

CF253:                                            ; preds = %CF253, %CF279
  store <2 x i16> <i16 0, i16 -1>, ptr %PC, align 4
  %E99 = extractelement <2 x i8> zeroinitializer, i32 %Se66
  %Shuff100 = shufflevector <2 x i1> %Cmp54, <2 x i1> %Shuff28, <2 x i32> <i32 0, i32 poison>
  %I101 = insertelement <4 x float> %L5, float 0xC051729540000000, i32 %Se66
  %B102 = lshr <2 x i8> %I, %B65
  %ZE103 = zext i1 %Cmp18 to i16
  %Sl104 = select i1 %L47, i8 %E84, i8 %E99
  %Cmp105 = icmp ugt i1 %Sl74, %Cmp18
  br i1 %Cmp105, label %CF253, label %CF276

CF276:                                            ; preds = %CF253
  %L106 = load <4 x i16>, ptr %PC9, align 8
  store float 0x408A6E0E40000000, ptr %PC, align 4
  %E107 = extractelement <1 x i1> %Cmp82, i32 %3
  br label %CF241

CF241:                                            ; preds = %CF276
  %Shuff108 = shufflevector <2 x double> %L90, <2 x double> %L90, <2 x i32> <i32 1, i32 3>
  %I109 = insertelement <2 x i1> %Sl67, i1 %E70, i32 53631
  %B110 = srem i8 %E99, %E99
  %FC111 = fptosi <16 x double> %L19 to <16 x i1>
  %Sl112 = select i1 true, i8 -57, i8 -125
  %Cmp113 = icmp ne i32 %3, 0
  br label %CF

CF:                                               ; preds = %CF, %CF285, %CF266, %CF264, %CF255, %CF246, %CF277, %CF271, %CF241
  %L114 = load <2 x i16>, ptr %PC44, align 4
  store i1 true, ptr %PC, align 1
  %E115 = extractelement <4 x i8> %L76, i32 %3
  %Shuff116 = shufflevector <2 x i1> %Shuff85, <2 x i1> %Shuff41, <2 x i32> <i32 poison, i32 1>
  %I117 = insertelement <16 x double> %L19, double %FC, i32 %Se66
  %ZE118 = zext i1 %Cmp113 to i16
  %Sl119 = select i1 %L47, i1 %Cmp75, i1 true
  br i1 %Sl119, label %CF, label %CF285

CF285:                                            ; preds = %CF
  %L120 = load float, ptr %PC44, align 4
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl88, align 64
  %E121 = extractelement <2 x i1> %Shuff28, i32 %Se66
  br i1 %E121, label %CF, label %CF265

CF265:                                            ; preds = %CF265, %CF285
  %Shuff122 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %I, <2 x i32> <i32 2, i32 0>
  %I123 = insertelement <16 x i64> zeroinitializer, i64 %Se, i32 53631
  %B124 = xor <2 x i32> %I64, %B94
  %FC125 = sitofp i1 %Cmp89 to float
  %Sl126 = select i1 %Sl60, <2 x i32> %L61, <2 x i32> %L61
  %Cmp127 = icmp eq i1 %E13, true
  br i1 %Cmp127, label %CF265, label %CF266

CF266:                                            ; preds = %CF265
  %L128 = load double, ptr %PC, align 8
  store <4 x float> %L5, ptr %PC, align 16
  %E129 = extractelement <1 x i1> %Cmp82, i32 %Se66
  br i1 %E129, label %CF, label %CF264

CF264:                                            ; preds = %CF266
  %Shuff130 = shufflevector <2 x i16> %L114, <2 x i16> %L114, <2 x i32> <i32 0, i32 2>
  %I131 = insertelement <4 x i1> %I42, i1 %Sl60, i32 %3
  %B132 = fadd double %Sl17, %FC
  %Se133 = sext <2 x i1> %Shuff71 to <2 x i16>
  %Sl134 = select <16 x i1> %L39, <16 x i64> zeroinitializer, <16 x i64> %I123
  %Cmp135 = icmp eq i16 0, %Tr
  br i1 %Cmp135, label %CF, label %CF255

CF255:                                            ; preds = %CF264
  %L136 = load <8 x float>, ptr %Sl88, align 32
  store i64 %4, ptr %0, align 4
  %E137 = extractelement <2 x i1> %Cmp46, i32 %Se66
  br i1 %E137, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF284, %CF255
  %Shuff138 = shufflevector <2 x i1> %Shuff14, <2 x i1> %Shuff, <2 x i32> <i32 3, i32 1>
  %I139 = insertelement <2 x i1> zeroinitializer, i1 %E129, i32 %3
  %B140 = mul i64 %FC80, %FC80
  %Se141 = sext i1 %L47 to i8
  %Sl142 = select <2 x i1> %Shuff14, <2 x i8> %I29, <2 x i8> zeroinitializer
  %Cmp143 = icmp ult i64 %Sl53, %B140
  br i1 %Cmp143, label %CF244, label %CF284

CF284:                                            ; preds = %CF244
  %L144 = load <8 x i16>, ptr %PC44, align 16
  store float %L120, ptr %PC44, align 4
  %E145 = extractelement <2 x i8> %B102, i32 %3
  %Shuff146 = shufflevector <4 x i16> %L106, <4 x i16> %L106, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I147 = insertelement <2 x i1> %Cmp46, i1 %Cmp105, i32 0
  %B148 = shl i64 %4, 391915
  %ZE149 = zext <2 x i1> %Shuff57 to <2 x i8>
  %Sl150 = select i1 %Sl60, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp151 = fcmp olt double %FC, 0x76CDA36C92CBB4EA
  br i1 %Cmp151, label %CF244, label %CF246

CF246:                                            ; preds = %CF284
  %L152 = load i64, ptr %PC9, align 4
  store <1 x double> zeroinitializer, ptr %0, align 8
  %E153 = extractelement <2 x i64> zeroinitializer, i32 %Se66
  %Shuff154 = shufflevector <16 x double> %L19, <16 x double> %Shuff92, <16 x i32> <i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15>
  %I155 = insertelement <2 x i1> %Shuff63, i1 %E48, i32 %Se66
  %Sl156 = select i1 true, <2 x i1> %Shuff41, <2 x i1> %Shuff
  %Cmp157 = icmp sge <2 x i8> %B65, %Sl142
  %L158 = load i1, ptr %PC44, align 1
  br i1 %L158, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF274, %CF246
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 64
  %E159 = extractelement <4 x i8> zeroinitializer, i32 %Se66
  %Shuff160 = shufflevector <2 x i1> %Shuff14, <2 x i1> %Shuff, <2 x i32> <i32 0, i32 2>
  %I161 = insertelement <2 x i16> %Shuff130, i16 %Se95, i32 0
  %B162 = udiv i8 %E77, %E99
  %Tr163 = trunc <4 x i8> zeroinitializer to <4 x i1>
  %Sl164 = select i1 %L47, <2 x i1> %I155, <2 x i1> %Shuff28
  %Cmp165 = icmp ugt i1 %E107, %L47
  br i1 %Cmp165, label %CF243, label %CF256

CF256:                                            ; preds = %CF256, %CF282, %CF243
  %L166 = load i1, ptr %Sl88, align 1
  br i1 %L166, label %CF256, label %CF282

CF282:                                            ; preds = %CF256
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 32
  %E167 = extractelement <4 x i16> %Shuff146, i32 %Se66
  %Shuff168 = shufflevector <16 x i16> %L69, <16 x i16> %L69, <16 x i32> <i32 poison, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24>
  %I169 = insertelement <2 x i8> zeroinitializer, i8 %5, i32 0
  %B170 = frem double %FC, 0x76CDA36C92CBB4EA
  %Tr171 = trunc i64 %E27 to i1
  br i1 %Tr171, label %CF256, label %CF258

CF258:                                            ; preds = %CF258, %CF282
  %Sl172 = select i1 %Cmp165, ptr %A1, ptr %0
  %Cmp173 = icmp uge i16 %Tr, %E167
  br i1 %Cmp173, label %CF258, label %CF274

CF274:                                            ; preds = %CF258
  %L174 = load i1, ptr %Sl172, align 1
  br i1 %L174, label %CF243, label %CF251

CF251:                                            ; preds = %CF251, %CF280, %CF274
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 64
  %E175 = extractelement <2 x i1> zeroinitializer, i32 %E
  br i1 %E175, label %CF251, label %CF280

CF280:                                            ; preds = %CF251
  %Shuff176 = shufflevector <2 x i32> %B124, <2 x i32> %B94, <2 x i32> <i32 poison, i32 0>
  %I177 = insertelement <2 x i1> %I139, i1 %Cmp11, i32 %E
  %B178 = frem float 0x408A6E0E40000000, %L120
  %Se179 = sext <1 x i8> %I50 to <1 x i32>
  %Sl180 = select <16 x i1> %L39, <16 x double> %Shuff154, <16 x double> %L19
  %Cmp181 = icmp sgt <16 x i64> zeroinitializer, %I123
  %L182 = load <4 x double>, ptr %PC, align 32
  store i8 %B110, ptr %Sl172, align 1
  %E183 = extractelement <2 x i64> %Sl150, i32 %3
  %Shuff184 = shufflevector <2 x i1> %Shuff71, <2 x i1> %I93, <2 x i32> <i32 1, i32 3>
  %I185 = insertelement <2 x i8> %B102, i8 %B16, i32 %Se66
  %Tr186 = trunc <1 x i32> zeroinitializer to <1 x i8>
  %Sl187 = select i1 true, i1 true, i1 %E70
  br i1 %Sl187, label %CF251, label %CF270

CF270:                                            ; preds = %CF270, %CF280
  %Cmp188 = icmp slt <4 x i16> %Sl24, %Shuff7
  %L189 = load <8 x float>, ptr %Sl172, align 32
  store double %B170, ptr %PC44, align 8
  %E190 = extractelement <2 x i1> %Shuff14, i32 %Se66
  br i1 %E190, label %CF270, label %CF277

CF277:                                            ; preds = %CF270
  %Shuff191 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Sl150, <2 x i32> <i32 1, i32 3>
  %I192 = insertelement <16 x double> %L19, double %B132, i32 %Se66
  %PC193 = bitcast ptr %A4 to ptr
  %Sl194 = select i1 %Cmp113, i64 %L12, i64 48307
  %Cmp195 = icmp ne i1 %Sl96, %L47
  br i1 %Cmp195, label %CF, label %CF240

CF240:                                            ; preds = %CF240, %CF275, %CF272, %CF277
  %L196 = load <4 x i1>, ptr %0, align 1
  store i64 %Sl53, ptr %Sl88, align 4
  %E197 = extractelement <2 x i1> %Shuff184, i32 0
  br i1 %E197, label %CF240, label %CF275

CF275:                                            ; preds = %CF240
  %Shuff198 = shufflevector <1 x i1> %Cmp82, <1 x i1> %Cmp82, <1 x i32> <i32 1>
  %I199 = insertelement <2 x i64> zeroinitializer, i64 %FC80, i32 %3
  %Tr200 = trunc i64 %E153 to i1
  br i1 %Tr200, label %CF240, label %CF272

CF272:                                            ; preds = %CF275
  %Sl201 = select <2 x i1> zeroinitializer, <2 x i1> %Shuff28, <2 x i1> %Shuff63
  %Cmp202 = icmp uge i32 %3, %3
  br i1 %Cmp202, label %CF240, label %CF271

CF271:                                            ; preds = %CF272
  %L203 = load <8 x double>, ptr %Sl172, align 64
  store i8 -57, ptr %PC193, align 1
  %E204 = extractelement <2 x i1> %I147, i32 %3
  br i1 %E204, label %CF, label %CF239

CF239:                                            ; preds = %CF239, %CF281, %CF283, %CF271
  %Shuff205 = shufflevector <2 x i32> %L61, <2 x i32> %L61, <2 x i32> <i32 1, i32 poison>
  %I206 = insertelement <2 x i64> zeroinitializer, i64 48307, i32 %3
  %PC207 = bitcast ptr %A2 to ptr
  %Sl208 = select i1 %Sl187, <2 x i1> %Cmp38, <2 x i1> %Shuff138
  %Cmp209 = fcmp olt float 0xC4DB6B9F40000000, 0x408A6E0E40000000
  br i1 %Cmp209, label %CF239, label %CF281

CF281:                                            ; preds = %CF239
  %L210 = load float, ptr %Sl88, align 4
  store <2 x i64> %Sl150, ptr %PC193, align 16
  %E211 = extractelement <2 x i8> zeroinitializer, i32 %Se66
  %Shuff212 = shufflevector <4 x i16> %Sl37, <4 x i16> %Sl37, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I213 = insertelement <1 x i8> zeroinitializer, i8 %E40, i32 %3
  %ZE214 = zext <4 x i1> %L196 to <4 x i8>
  %Sl215 = select i1 %Cmp25, i16 %ZE103, i16 %Sl
  %Cmp216 = fcmp ule <8 x float> %L136, %L136
  %L217 = load <4 x double>, ptr %Sl172, align 32
  store i64 %B140, ptr %PC207, align 4
  %E218 = extractelement <2 x i8> %Shuff122, i32 0
  %Shuff219 = shufflevector <2 x i1> %Shuff49, <2 x i1> %Shuff85, <2 x i32> <i32 1, i32 poison>
  %I220 = insertelement <2 x i32> %Shuff176, i32 %Se66, i32 %3
  %B221 = and i64 %Sl31, %E183
  %Sl222 = select i1 %Sl81, <4 x i16> %Shuff146, <4 x i16> %Shuff212
  %Cmp223 = fcmp one <4 x float> %I101, %L55
  %L224 = load i32, ptr %PC, align 4
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 64
  %E225 = extractelement <2 x i64> zeroinitializer, i32 53631
  %Shuff226 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff14, <2 x i32> <i32 2, i32 0>
  %I227 = insertelement <8 x float> %L189, float %B178, i32 %L224
  %B228 = shl <2 x i8> %I15, %B65
  %PC229 = bitcast ptr %PC193 to ptr
  %Sl230 = select i1 true, <2 x i1> %Shuff28, <2 x i1> %Shuff28
  %Cmp231 = fcmp ord double %FC, %L128
  br i1 %Cmp231, label %CF239, label %CF268

CF268:                                            ; preds = %CF268, %CF281
  %L232 = load i8, ptr %PC207, align 1
  store <2 x i8> %I29, ptr %Sl172, align 2
  %E233 = extractelement <4 x i1> %L, i32 %L224
  br i1 %E233, label %CF268, label %CF283

CF283:                                            ; preds = %CF268
  %Shuff234 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %I123, <16 x i32> <i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 poison, i32 16>
  %I235 = insertelement <16 x i64> %Shuff234, i64 %B140, i32 %Se66
  %Se236 = sext i1 %Cmp135 to i16
  %Sl237 = select i1 %Cmp11, ptr %Sl172, ptr %Sl172
  %Cmp238 = icmp sge i1 %E107, %E70
  br i1 %Cmp238, label %CF239, label %CF267

CF267:                                            ; preds = %CF283
  store i16 %Sl, ptr %Sl237, align 2
  store float %L210, ptr %PC193, align 4
  store i1 %L158, ptr %Sl88, align 1
  store i1 %Tr171, ptr %PC, align 1
  store i8 %E211, ptr %Sl172, align 1
  ret void
}
