; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD100(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i16>, align 8
  %A3 = alloca <4 x i8>, align 4
  %A2 = alloca <4 x float>, align 16
  %A1 = alloca <4 x i64>, align 32
  %A = alloca <4 x i32>, align 16
  %L = load float, ptr %0, align 4
  %E = extractelement <2 x i1> zeroinitializer, i32 166145
  br label %CF234

CF234:                                            ; preds = %CF234, %CF250, %CF267, %BB
  %Shuff = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 poison, i32 poison, i32 25, i32 27, i32 poison, i32 poison, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19>
  %I = insertelement <4 x i32> zeroinitializer, i32 %3, i32 287221
  %Tr = trunc <4 x i32> %I to <4 x i16>
  %Sl = select i1 true, i32 166145, i32 %3
  %L5 = load float, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E6 = extractelement <2 x i1> zeroinitializer, i32 %Sl
  br i1 %E6, label %CF234, label %CF244

CF244:                                            ; preds = %CF244, %CF234
  %Shuff7 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I8 = insertelement <2 x i1> zeroinitializer, i1 true, i32 124957
  %FC = uitofp i1 %E to double
  %Sl9 = select i1 true, i8 -91, i8 %5
  %Cmp = icmp eq <4 x i32> %I, zeroinitializer
  %L10 = load i16, ptr %A, align 2
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E11 = extractelement <16 x i1> %Shuff, i32 287221
  br i1 %E11, label %CF244, label %CF250

CF250:                                            ; preds = %CF244
  %Shuff12 = shufflevector <1 x i32> %Shuff7, <1 x i32> %Shuff7, <1 x i32> zeroinitializer
  %I13 = insertelement <16 x i1> zeroinitializer, i1 true, i32 439097
  %ZE = zext <2 x i1> zeroinitializer to <2 x i16>
  %Sl14 = select i1 true, <16 x i1> %I13, <16 x i1> %I13
  %Cmp15 = icmp eq <8 x i16> zeroinitializer, zeroinitializer
  %L16 = load i64, ptr %0, align 4
  store <1 x i8> zeroinitializer, ptr %0, align 1
  %E17 = extractelement <16 x i1> %Shuff, i32 %3
  br i1 %E17, label %CF234, label %CF241

CF241:                                            ; preds = %CF241, %CF250
  %Shuff18 = shufflevector <16 x i1> %Shuff, <16 x i1> %Shuff, <16 x i32> <i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 poison, i32 poison, i32 poison, i32 7, i32 poison, i32 poison, i32 13, i32 poison, i32 17, i32 19>
  %I19 = insertelement <1 x i32> zeroinitializer, i32 %3, i32 %3
  %FC20 = fptosi float 0x453038E400000000 to i16
  %Sl21 = select i1 true, i64 206097, i64 %L16
  %Cmp22 = icmp ult i1 %E17, true
  br i1 %Cmp22, label %CF241, label %CF245

CF245:                                            ; preds = %CF245, %CF241
  %L23 = load <4 x i8>, ptr %0, align 4
  store i1 true, ptr %A, align 1
  %E24 = extractelement <4 x i1> %Cmp, i32 211981
  br i1 %E24, label %CF245, label %CF267

CF267:                                            ; preds = %CF245
  %Shuff25 = shufflevector <4 x i16> %Tr, <4 x i16> %Tr, <4 x i32> <i32 1, i32 poison, i32 poison, i32 7>
  %I26 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %3
  %B = urem i32 166145, 124957
  %FC27 = uitofp i1 %E to double
  %Sl28 = select i1 %E6, i1 true, i1 %E17
  br i1 %Sl28, label %CF234, label %CF238

CF238:                                            ; preds = %CF238, %CF267
  %Cmp29 = fcmp false float 0x4589AF1D80000000, 0xBA1C34D000000000
  br i1 %Cmp29, label %CF238, label %CF262

CF262:                                            ; preds = %CF262, %CF238
  %L30 = load float, ptr %A3, align 4
  store <2 x i8> <i8 0, i8 -1>, ptr %0, align 2
  %E31 = extractelement <16 x i1> zeroinitializer, i32 %B
  br i1 %E31, label %CF262, label %CF269

CF269:                                            ; preds = %CF262
  %Shuff32 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I33 = insertelement <16 x i1> zeroinitializer, i1 true, i32 %Sl
  %ZE34 = zext <16 x i1> %Shuff18 to <16 x i8>
  %Sl35 = select i1 %E17, double %FC27, double %FC27
  %Cmp36 = icmp sgt i1 %E11, true
  br label %CF

CF:                                               ; preds = %CF, %CF271, %CF277, %CF254, %CF240, %CF269
  %L37 = load <8 x i32>, ptr %0, align 32
  store i16 17145, ptr %0, align 2
  %E38 = extractelement <16 x i1> %Shuff, i32 211981
  br i1 %E38, label %CF, label %CF259

CF259:                                            ; preds = %CF259, %CF
  %Shuff39 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I40 = insertelement <16 x i1> %Shuff, i1 true, i32 211981
  %ZE41 = zext i16 0 to i32
  %Sl42 = select i1 true, i16 %L10, i16 32521
  %Cmp43 = icmp uge <2 x i64> zeroinitializer, %Shuff39
  %L44 = load <4 x i32>, ptr %0, align 16
  store i8 %5, ptr %0, align 1
  %E45 = extractelement <16 x i1> %Shuff, i32 287221
  br i1 %E45, label %CF259, label %CF271

CF271:                                            ; preds = %CF259
  %Shuff46 = shufflevector <16 x i1> %Shuff, <16 x i1> %Shuff, <16 x i32> <i32 29, i32 poison, i32 1, i32 poison, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27>
  %I47 = insertelement <16 x i1> zeroinitializer, i1 true, i32 287221
  %B48 = sdiv <2 x i64> zeroinitializer, %Shuff39
  %FC49 = sitofp <1 x i32> %Shuff12 to <1 x double>
  %Sl50 = select i1 %E38, i1 %E, i1 %E17
  br i1 %Sl50, label %CF, label %CF253

CF253:                                            ; preds = %CF253, %CF271
  %Cmp51 = icmp eq <1 x i1> zeroinitializer, zeroinitializer
  %L52 = load <4 x i8>, ptr %0, align 4
  store float %L30, ptr %0, align 4
  %E53 = extractelement <2 x i1> zeroinitializer, i32 %B
  br i1 %E53, label %CF253, label %CF264

CF264:                                            ; preds = %CF264, %CF253
  %Shuff54 = shufflevector <1 x i32> %Shuff12, <1 x i32> %Shuff7, <1 x i32> poison
  %I55 = insertelement <2 x i64> zeroinitializer, i64 -1, i32 %ZE41
  %B56 = or <2 x i16> %ZE, %ZE
  %Sl57 = select <8 x i1> %Cmp15, <8 x i64> zeroinitializer, <8 x i64> zeroinitializer
  %Cmp58 = fcmp ule float %L5, 0xBA1C34D000000000
  br i1 %Cmp58, label %CF264, label %CF277

CF277:                                            ; preds = %CF264
  %L59 = load <16 x i1>, ptr %A, align 2
  store i32 %Sl, ptr %0, align 4
  %E60 = extractelement <1 x i1> zeroinitializer, i32 %ZE41
  br i1 %E60, label %CF, label %CF247

CF247:                                            ; preds = %CF247, %CF257, %CF277
  %Shuff61 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I62 = insertelement <1 x i1> %Cmp51, i1 %Cmp58, i32 %ZE41
  %B63 = mul i32 124957, %3
  %Se = sext i1 %E31 to i16
  %Sl64 = select <4 x i1> %Cmp, <4 x i8> %L23, <4 x i8> %L23
  %Cmp65 = icmp sge <4 x i32> zeroinitializer, %Shuff32
  %L66 = load <2 x float>, ptr %0, align 8
  store i32 %B, ptr %0, align 4
  %E67 = extractelement <4 x i32> %Shuff32, i32 %B
  %Shuff68 = shufflevector <4 x i8> %Sl64, <4 x i8> %L23, <4 x i32> <i32 poison, i32 poison, i32 7, i32 1>
  %I69 = insertelement <16 x i1> %Shuff, i1 true, i32 %B
  %B70 = urem <16 x i8> %ZE34, %ZE34
  %PC = bitcast ptr %1 to ptr
  %Sl71 = select <8 x i1> %Cmp15, <8 x i64> zeroinitializer, <8 x i64> %Sl57
  %Cmp72 = icmp ugt i64 -1, 306417
  br i1 %Cmp72, label %CF247, label %CF257

CF257:                                            ; preds = %CF247
  %L73 = load <16 x i8>, ptr %PC, align 16
  store i32 439097, ptr %PC, align 4
  %E74 = extractelement <16 x i8> %B70, i32 439097
  %Shuff75 = shufflevector <16 x i1> %Shuff, <16 x i1> %Shuff, <16 x i32> <i32 31, i32 1, i32 poison, i32 poison, i32 poison, i32 9, i32 11, i32 13, i32 poison, i32 poison, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 29>
  %I76 = insertelement <8 x i16> zeroinitializer, i16 17145, i32 %ZE41
  %Se77 = sext <16 x i8> %ZE34 to <16 x i64>
  %Sl78 = select i1 %E31, i1 %E11, i1 %Cmp72
  br i1 %Sl78, label %CF247, label %CF254

CF254:                                            ; preds = %CF257
  %Cmp79 = icmp sge <16 x i1> %Shuff18, %Shuff18
  %L80 = load i1, ptr %PC, align 1
  br i1 %L80, label %CF, label %CF240

CF240:                                            ; preds = %CF254
  store <4 x i16> %Tr, ptr %0, align 8
  %E81 = extractelement <16 x i1> %Shuff75, i32 %ZE41
  br i1 %E81, label %CF, label %CF235

CF235:                                            ; preds = %CF235, %CF280, %CF265, %CF240
  %Shuff82 = shufflevector <8 x i1> %Cmp15, <8 x i1> %Cmp15, <8 x i32> <i32 12, i32 poison, i32 0, i32 poison, i32 4, i32 poison, i32 8, i32 poison>
  %I83 = insertelement <16 x i1> %Shuff, i1 %L80, i32 %B63
  %B84 = frem float %L5, 0x4589AF1D80000000
  %FC85 = fptosi double %Sl35 to i16
  %Sl86 = select i1 true, i64 206097, i64 %4
  %Cmp87 = icmp sge i1 %Cmp22, %L80
  br i1 %Cmp87, label %CF235, label %CF258

CF258:                                            ; preds = %CF258, %CF235
  %L88 = load <16 x double>, ptr %PC, align 128
  store i32 %3, ptr %PC, align 4
  %E89 = extractelement <8 x i16> zeroinitializer, i32 %Sl
  %Shuff90 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I76, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I91 = insertelement <16 x i1> %Shuff18, i1 %Cmp72, i32 %ZE41
  %B92 = lshr i64 306417, %Sl86
  %PC93 = bitcast ptr %A4 to ptr
  %Sl94 = select <16 x i1> %L59, <16 x i1> %I83, <16 x i1> %Shuff75
  %Cmp95 = icmp ule i1 %Cmp58, %E
  br i1 %Cmp95, label %CF258, label %CF280

CF280:                                            ; preds = %CF258
  %L96 = load <4 x double>, ptr %PC, align 32
  store i32 %3, ptr %PC, align 4
  %E97 = extractelement <16 x i1> %Shuff18, i32 %3
  br i1 %E97, label %CF235, label %CF256

CF256:                                            ; preds = %CF256, %CF280
  %Shuff98 = shufflevector <4 x i16> %Tr, <4 x i16> %Tr, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I99 = insertelement <4 x i16> %Shuff25, i16 %FC85, i32 %Sl
  %B100 = ashr <4 x i8> %L23, %L52
  %PC101 = bitcast ptr %A2 to ptr
  %Sl102 = select i1 %E81, ptr %A3, ptr %PC
  %Cmp103 = icmp sge i1 true, %Cmp87
  br i1 %Cmp103, label %CF256, label %CF263

CF263:                                            ; preds = %CF263, %CF256
  %L104 = load i1, ptr %PC, align 1
  br i1 %L104, label %CF263, label %CF265

CF265:                                            ; preds = %CF263
  %E105 = extractelement <4 x i1> %Cmp, i32 %ZE41
  br i1 %E105, label %CF235, label %CF236

CF236:                                            ; preds = %CF236, %CF275, %CF276, %CF265
  %Shuff106 = shufflevector <16 x i1> %I33, <16 x i1> zeroinitializer, <16 x i32> <i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21>
  %I107 = insertelement <16 x i1> zeroinitializer, i1 %Sl78, i32 287221
  %B108 = urem i64 %B92, %4
  %Tr109 = trunc <2 x i64> %B48 to <2 x i8>
  %Sl110 = select <16 x i1> %Shuff, <16 x i1> %Shuff75, <16 x i1> %Shuff
  %Cmp111 = icmp ugt i1 %Sl78, true
  br i1 %Cmp111, label %CF236, label %CF275

CF275:                                            ; preds = %CF236
  %L112 = load <2 x i1>, ptr %PC, align 1
  store i16 %FC85, ptr %PC, align 2
  %E113 = extractelement <2 x i64> %Shuff39, i32 %B63
  %Shuff114 = shufflevector <4 x i16> %Shuff25, <4 x i16> %Tr, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I115 = insertelement <8 x i16> %I76, i16 %Sl42, i32 %B63
  %B116 = frem <4 x double> %L96, %L96
  %ZE117 = zext <4 x i16> %Shuff114 to <4 x i32>
  %Sl118 = select i1 %L80, i16 17145, i16 17145
  %Cmp119 = fcmp ord float %B84, %B84
  br i1 %Cmp119, label %CF236, label %CF274

CF274:                                            ; preds = %CF274, %CF275
  %L120 = load <2 x i8>, ptr %PC, align 2
  store double 0xE02B3A4A372946C8, ptr %PC101, align 8
  %E121 = extractelement <2 x i1> %Cmp43, i32 %3
  br i1 %E121, label %CF274, label %CF276

CF276:                                            ; preds = %CF274
  %Shuff122 = shufflevector <4 x i16> %I99, <4 x i16> %Tr, <4 x i32> <i32 poison, i32 poison, i32 poison, i32 1>
  %I123 = insertelement <16 x i1> %I83, i1 %E31, i32 %3
  %Tr124 = trunc i64 %B92 to i1
  br i1 %Tr124, label %CF236, label %CF237

CF237:                                            ; preds = %CF237, %CF279, %CF272, %CF261, %CF246, %CF276
  %Sl125 = select i1 true, i64 %4, i64 306417
  %Cmp126 = icmp ne i1 %Sl50, true
  br i1 %Cmp126, label %CF237, label %CF279

CF279:                                            ; preds = %CF237
  %L127 = load double, ptr %PC, align 8
  store <4 x double> %L96, ptr %PC, align 32
  %E128 = extractelement <16 x i1> %Shuff, i32 %B
  br i1 %E128, label %CF237, label %CF270

CF270:                                            ; preds = %CF270, %CF279
  %Shuff129 = shufflevector <4 x i16> %Shuff114, <4 x i16> %Shuff98, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I130 = insertelement <2 x i8> %L120, i8 %5, i32 %B
  %Se131 = sext i1 %L80 to i32
  %Sl132 = select i1 true, double %FC, double %FC27
  %Cmp133 = icmp ule i32 %B63, %Se131
  br i1 %Cmp133, label %CF270, label %CF272

CF272:                                            ; preds = %CF270
  %L134 = load i8, ptr %PC, align 1
  store <1 x double> %FC49, ptr %0, align 8
  %E135 = extractelement <8 x i16> %I115, i32 %ZE41
  %Shuff136 = shufflevector <1 x i32> %Shuff7, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I137 = insertelement <16 x i1> %Sl94, i1 true, i32 287221
  %Se138 = sext i1 %E53 to i16
  %Sl139 = select <1 x i1> zeroinitializer, <1 x double> %FC49, <1 x double> %FC49
  %Cmp140 = fcmp ugt double %L127, %L127
  br i1 %Cmp140, label %CF237, label %CF261

CF261:                                            ; preds = %CF272
  %L141 = load <1 x i1>, ptr %PC, align 1
  store i32 %Sl, ptr %PC93, align 4
  %E142 = extractelement <16 x i1> %I33, i32 %B
  br i1 %E142, label %CF237, label %CF246

CF246:                                            ; preds = %CF261
  %Shuff143 = shufflevector <4 x i1> %Cmp, <4 x i1> %Cmp, <4 x i32> <i32 1, i32 poison, i32 5, i32 poison>
  %I144 = insertelement <16 x i1> %Shuff18, i1 %Cmp72, i32 %B
  %Sl145 = select <4 x i1> %Shuff143, <4 x i32> %L44, <4 x i32> zeroinitializer
  %Cmp146 = icmp eq i8 -91, %E74
  br i1 %Cmp146, label %CF237, label %CF239

CF239:                                            ; preds = %CF239, %CF268, %CF246
  %L147 = load <16 x float>, ptr %0, align 64
  store i64 %Sl86, ptr %0, align 4
  %E148 = extractelement <4 x i16> %Shuff129, i32 %B
  %Shuff149 = shufflevector <2 x i1> %Shuff61, <2 x i1> %Shuff61, <2 x i32> <i32 1, i32 poison>
  %I150 = insertelement <16 x i1> %Shuff106, i1 %Cmp140, i32 %Se131
  %B151 = fsub <2 x float> %L66, %L66
  %FC152 = uitofp i1 %Cmp22 to float
  %Sl153 = select <16 x i1> zeroinitializer, <16 x i1> %I107, <16 x i1> %I69
  %Cmp154 = icmp ule i1 %E81, %Cmp22
  br i1 %Cmp154, label %CF239, label %CF248

CF248:                                            ; preds = %CF248, %CF278, %CF239
  %L155 = load <1 x i64>, ptr %PC93, align 8
  store double 0x959766B69A95A134, ptr %PC, align 8
  %E156 = extractelement <16 x i1> zeroinitializer, i32 124957
  br i1 %E156, label %CF248, label %CF255

CF255:                                            ; preds = %CF255, %CF248
  %Shuff157 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I19, <1 x i32> <i32 1>
  %I158 = insertelement <4 x double> %L96, double %FC, i32 439097
  %FC159 = sitofp i1 %Cmp87 to float
  %Sl160 = select i1 %Cmp72, i8 %Sl9, i8 %L134
  %Cmp161 = icmp ule i1 %Cmp58, true
  br i1 %Cmp161, label %CF255, label %CF260

CF260:                                            ; preds = %CF260, %CF255
  %L162 = load <1 x float>, ptr %0, align 4
  store float %FC152, ptr %PC, align 4
  %E163 = extractelement <4 x i8> %Sl64, i32 %B
  %Shuff164 = shufflevector <4 x i32> %Shuff32, <4 x i32> %Shuff32, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I165 = insertelement <4 x i16> %Tr, i16 %E135, i32 %Sl
  %B166 = sdiv i32 124957, %B63
  %Se167 = sext i8 0 to i16
  %Sl168 = select <16 x i1> zeroinitializer, <16 x i8> %B70, <16 x i8> %ZE34
  %Cmp169 = fcmp uge float %L, %FC152
  br i1 %Cmp169, label %CF260, label %CF273

CF273:                                            ; preds = %CF273, %CF260
  %L170 = load <4 x i8>, ptr %0, align 4
  store i8 %L134, ptr %PC93, align 1
  %E171 = extractelement <16 x i8> %Sl168, i32 %Se131
  %Shuff172 = shufflevector <4 x i16> %I99, <4 x i16> %Shuff25, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I173 = insertelement <2 x i8> %L120, i8 %E74, i32 %Se131
  %Sl174 = select i1 %Tr124, i64 %B108, i64 %Sl21
  %Cmp175 = icmp ule <16 x i1> %Shuff75, %Shuff
  %L176 = load <16 x i8>, ptr %PC, align 16
  store i32 124957, ptr %PC, align 4
  %E177 = extractelement <16 x i1> %I83, i32 287221
  br i1 %E177, label %CF273, label %CF278

CF278:                                            ; preds = %CF273
  %Shuff178 = shufflevector <2 x i1> %Shuff149, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I179 = insertelement <2 x i64> %Shuff39, i64 %Sl174, i32 %B166
  %B180 = frem <4 x double> %I158, %L96
  %FC181 = sitofp <2 x i1> %Shuff178 to <2 x double>
  %Sl182 = select i1 %E121, <4 x i8> %L170, <4 x i8> %L23
  %Cmp183 = icmp sge <2 x i1> %Shuff149, %Shuff61
  %L184 = load i16, ptr %PC, align 2
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 32
  %E185 = extractelement <1 x i1> %Cmp51, i32 %E67
  br i1 %E185, label %CF248, label %CF249

CF249:                                            ; preds = %CF249, %CF278
  %Shuff186 = shufflevector <8 x i1> %Shuff82, <8 x i1> %Cmp15, <8 x i32> <i32 8, i32 poison, i32 12, i32 14, i32 0, i32 poison, i32 poison, i32 poison>
  %I187 = insertelement <1 x i32> %Shuff7, i32 %B, i32 %B166
  %FC188 = sitofp <8 x i64> %Sl57 to <8 x double>
  %Sl189 = select i1 true, ptr %PC101, ptr %0
  %Cmp190 = icmp slt <1 x i32> zeroinitializer, zeroinitializer
  %L191 = load <1 x i32>, ptr %Sl189, align 4
  store i64 %Sl86, ptr %PC, align 4
  %E192 = extractelement <4 x i16> %Tr, i32 %ZE41
  %Shuff193 = shufflevector <16 x i1> %Shuff106, <16 x i1> %Sl153, <16 x i32> <i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 poison, i32 29, i32 31, i32 1, i32 3>
  %I194 = insertelement <1 x i32> zeroinitializer, i32 %Sl, i32 %3
  %B195 = lshr <2 x i8> %I173, %Tr109
  %ZE196 = zext <1 x i1> %L141 to <1 x i64>
  %Sl197 = select i1 %E60, <16 x i1> %I33, <16 x i1> %I69
  %Cmp198 = icmp uge i8 %L134, %E171
  br i1 %Cmp198, label %CF249, label %CF268

CF268:                                            ; preds = %CF249
  %L199 = load i64, ptr %PC, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 32
  %E200 = extractelement <16 x i1> zeroinitializer, i32 %Sl
  br i1 %E200, label %CF239, label %CF242

CF242:                                            ; preds = %CF242, %CF266, %CF252, %CF268
  %Shuff201 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %L59, <16 x i32> <i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 poison, i32 28, i32 poison, i32 0, i32 2, i32 4, i32 6>
  %I202 = insertelement <16 x i1> zeroinitializer, i1 %E53, i32 %Se131
  %B203 = or <16 x i8> %B70, %Sl168
  %ZE204 = zext i1 %E38 to i32
  %Sl205 = select i1 %E121, i8 %E163, i8 %L134
  %Cmp206 = icmp ugt <16 x i1> %I91, %I137
  %L207 = load <4 x i32>, ptr %PC, align 16
  store double 0xE02B3A4A372946C8, ptr %Sl189, align 8
  %E208 = extractelement <1 x i32> %Shuff54, i32 %B166
  %Shuff209 = shufflevector <1 x i1> %Cmp190, <1 x i1> %Cmp190, <1 x i32> poison
  %I210 = insertelement <16 x i1> %Shuff106, i1 %E45, i32 %ZE204
  %B211 = or <4 x i8> %Sl64, %L23
  %ZE212 = zext <2 x i1> %Shuff149 to <2 x i64>
  %Sl213 = select i1 %Cmp169, <16 x i1> %Shuff18, <16 x i1> %Cmp175
  %Cmp214 = icmp ule i16 %E192, 17145
  br i1 %Cmp214, label %CF242, label %CF266

CF266:                                            ; preds = %CF242
  %L215 = load float, ptr %PC, align 4
  %E216 = extractelement <16 x i1> %I137, i32 %ZE204
  br i1 %E216, label %CF242, label %CF251

CF251:                                            ; preds = %CF251, %CF266
  %Shuff217 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %Shuff, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3>
  %I218 = insertelement <4 x i32> %L207, i32 %B166, i32 %Se131
  %Se219 = sext <2 x i1> zeroinitializer to <2 x i32>
  %Sl220 = select <2 x i1> zeroinitializer, <2 x i8> %I173, <2 x i8> %Tr109
  %Cmp221 = icmp uge i1 %E185, %Cmp22
  br i1 %Cmp221, label %CF251, label %CF252

CF252:                                            ; preds = %CF251
  %L222 = load <4 x i64>, ptr %Sl189, align 32
  store i64 -1, ptr %PC, align 4
  %E223 = extractelement <16 x i8> %Sl168, i32 %E67
  %Shuff224 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff149, <2 x i32> <i32 3, i32 1>
  %I225 = insertelement <1 x i32> %Shuff7, i32 %B, i32 %ZE204
  %Sl226 = select i1 %E156, <1 x i32> %I19, <1 x i32> %Shuff54
  %Cmp227 = icmp ugt i8 -1, %E74
  br i1 %Cmp227, label %CF242, label %CF243

CF243:                                            ; preds = %CF252
  %L228 = load i8, ptr %PC, align 1
  store <4 x i8> %L52, ptr %Sl189, align 4
  %E229 = extractelement <2 x i8> %B195, i32 %Se131
  %Shuff230 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Cmp43, <2 x i32> <i32 2, i32 0>
  %I231 = insertelement <16 x i1> %I137, i1 %Cmp214, i32 %Se131
  %FC232 = uitofp i1 %Cmp227 to double
  %Sl233 = select <1 x i1> %Cmp51, <1 x i1> %Shuff209, <1 x i1> %L141
  store i32 %ZE204, ptr %0, align 4
  store i64 %B108, ptr %Sl189, align 4
  store float %FC152, ptr %PC, align 4
  store float %FC152, ptr %PC, align 4
  store float 0x453038E400000000, ptr %Sl189, align 4
  ret void
}
