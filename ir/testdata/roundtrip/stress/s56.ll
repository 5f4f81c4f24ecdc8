; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD56(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x double>, align 32
  %A3 = alloca <1 x i8>, align 1
  %A2 = alloca <8 x i16>, align 16
  %A1 = alloca <2 x double>, align 16
  %A = alloca <16 x i1>, align 2
  %L = load double, ptr %0, align 8
  %E = extractelement <1 x i1> zeroinitializer, i32 %3
  br label %CF275

CF275:                                            ; preds = %BB
  %Shuff = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <16 x i1> zeroinitializer, i1 false, i32 -1
  %FC = sitofp i1 false to float
  %Sl = select i1 %E, i32 -1, i32 -1
  %Cmp = icmp ugt i8 -1, %5
  br label %CF236

CF236:                                            ; preds = %CF236, %CF255, %CF256, %CF275
  %L5 = load <2 x float>, ptr %0, align 8
  store i64 -1, ptr %0, align 4
  %E6 = extractelement <1 x i1> zeroinitializer, i32 %Sl
  br i1 %E6, label %CF236, label %CF255

CF255:                                            ; preds = %CF236
  %Shuff7 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> poison
  %I8 = insertelement <16 x i1> zeroinitializer, i1 %E6, i32 %Sl
  %B = or i16 -7587, 31669
  %FC9 = fptoui float 0xC00CA96080000000 to i64
  %Sl10 = select i1 false, i1 true, i1 false
  br i1 %Sl10, label %CF236, label %CF244

CF244:                                            ; preds = %CF244, %CF255
  %Cmp11 = icmp uge i64 65233, %FC9
  br i1 %Cmp11, label %CF244, label %CF248

CF248:                                            ; preds = %CF248, %CF244
  %L12 = load float, ptr %0, align 4
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E13 = extractelement <1 x i1> zeroinitializer, i32 %3
  br i1 %E13, label %CF248, label %CF250

CF250:                                            ; preds = %CF250, %CF248
  %Shuff14 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I15 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 -1
  %FC16 = sitofp i32 132117 to float
  %Sl17 = select i1 %E13, ptr %A, ptr %A4
  %Cmp18 = icmp eq <16 x i1> zeroinitializer, %I
  %L19 = load <2 x i8>, ptr %A, align 2
  store double %L, ptr %Sl17, align 8
  %E20 = extractelement <1 x i1> %Shuff, i32 329229
  br i1 %E20, label %CF250, label %CF256

CF256:                                            ; preds = %CF250
  %Shuff21 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 27, i32 poison, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison>
  %I22 = insertelement <16 x i1> %Shuff21, i1 false, i32 -1
  %B23 = udiv i16 %B, -7587
  %BC = bitcast i64 -1 to double
  %Sl24 = select i1 %E, <16 x i1> %Shuff21, <16 x i1> %I
  %L25 = load <2 x i8>, ptr %2, align 2
  store i64 %4, ptr %Sl17, align 4
  %E26 = extractelement <16 x i1> %Cmp18, i32 329229
  br i1 %E26, label %CF236, label %CF237

CF237:                                            ; preds = %CF237, %CF256
  %Shuff27 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %Shuff7, <1 x i32> <i32 1>
  %I28 = insertelement <16 x i1> zeroinitializer, i1 false, i32 329229
  %Sl29 = select i1 true, i64 -1, i64 %4
  %L30 = load <16 x i64>, ptr %0, align 128
  store i8 %5, ptr %Sl17, align 1
  %E31 = extractelement <1 x i1> zeroinitializer, i32 %Sl
  br i1 %E31, label %CF237, label %CF262

CF262:                                            ; preds = %CF237
  %Shuff32 = shufflevector <1 x i1> %Shuff, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I33 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 %Sl
  %B34 = shl i16 -7587, %B
  %Tr = trunc i64 -1 to i16
  %Sl35 = select i1 %E, i32 %Sl, i32 %3
  %Cmp36 = icmp slt i16 -25415, -7587
  br label %CF235

CF235:                                            ; preds = %CF235, %CF265, %CF262
  %L37 = load <2 x double>, ptr %Sl17, align 16
  store i64 0, ptr %Sl17, align 4
  %E38 = extractelement <4 x i8> zeroinitializer, i32 %Sl
  %Shuff39 = shufflevector <2 x double> %L37, <2 x double> %L37, <2 x i32> <i32 1, i32 3>
  %I40 = insertelement <2 x double> %L37, double %L, i32 %Sl35
  %Tr41 = trunc i16 -7587 to i1
  br i1 %Tr41, label %CF235, label %CF265

CF265:                                            ; preds = %CF235
  %Sl42 = select i1 false, i32 %3, i32 %Sl35
  %Cmp43 = icmp uge <16 x i1> %Cmp18, %I
  %L44 = load i16, ptr %Sl17, align 2
  %E45 = extractelement <1 x i1> zeroinitializer, i32 %Sl35
  br i1 %E45, label %CF235, label %CF253

CF253:                                            ; preds = %CF253, %CF265
  %Shuff46 = shufflevector <4 x i8> %Shuff14, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I47 = insertelement <16 x i1> zeroinitializer, i1 %Sl10, i32 %3
  %B48 = fdiv float 0x3B3FA05380000000, 0x3B3FA05380000000
  %FC49 = sitofp <16 x i1> %I28 to <16 x float>
  %Sl50 = select i1 false, i1 %E20, i1 %E
  br i1 %Sl50, label %CF253, label %CF264

CF264:                                            ; preds = %CF253
  %Cmp51 = fcmp oge double %L, 0x961B1C3A451980B8
  br label %CF234

CF234:                                            ; preds = %CF234, %CF272, %CF270, %CF264
  %L52 = load <2 x double>, ptr %Sl17, align 16
  store i32 132117, ptr %0, align 4
  %E53 = extractelement <1 x i1> zeroinitializer, i32 329229
  br i1 %E53, label %CF234, label %CF272

CF272:                                            ; preds = %CF234
  %Shuff54 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I55 = insertelement <16 x i1> zeroinitializer, i1 %Cmp36, i32 %Sl35
  %Sl56 = select i1 %E, i1 %Cmp36, i1 %Tr41
  br i1 %Sl56, label %CF234, label %CF270

CF270:                                            ; preds = %CF272
  %Cmp57 = icmp sgt <1 x i1> %Shuff7, %Shuff27
  %L58 = load <8 x i32>, ptr %Sl17, align 32
  store double %BC, ptr %Sl17, align 8
  %E59 = extractelement <2 x float> %L5, i32 %Sl35
  %Shuff60 = shufflevector <1 x i1> %Shuff, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I61 = insertelement <16 x float> %FC49, float %L12, i32 %Sl42
  %B62 = shl <4 x i8> %I33, %Shuff14
  %Sl63 = select <1 x i1> zeroinitializer, <1 x i1> %Shuff, <1 x i1> zeroinitializer
  %Cmp64 = icmp ne i1 %E53, %E26
  br i1 %Cmp64, label %CF234, label %CF249

CF249:                                            ; preds = %CF249, %CF270
  %L65 = load <2 x i1>, ptr %A, align 1
  store i1 %E20, ptr %Sl17, align 1
  %E66 = extractelement <4 x i8> zeroinitializer, i32 196905
  %Shuff67 = shufflevector <2 x float> %L5, <2 x float> %L5, <2 x i32> <i32 1, i32 poison>
  %I68 = insertelement <16 x i1> %Sl24, i1 %E, i32 %Sl35
  %FC69 = fptosi float 0x3EC9B85D80000000 to i64
  %Sl70 = select i1 false, i1 %Sl50, i1 %Cmp36
  br i1 %Sl70, label %CF249, label %CF254

CF254:                                            ; preds = %CF249
  %L71 = load float, ptr %Sl17, align 4
  store <2 x i32> <i32 0, i32 -1>, ptr %Sl17, align 8
  %E72 = extractelement <1 x i1> %Shuff, i32 -1
  br label %CF

CF:                                               ; preds = %CF, %CF263, %CF258, %CF247, %CF267, %CF254
  %Shuff73 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %I, <16 x i32> <i32 poison, i32 24, i32 poison, i32 poison, i32 30, i32 poison, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 poison, i32 14, i32 16, i32 18, i32 20>
  %I74 = insertelement <1 x i1> zeroinitializer, i1 %E20, i32 %3
  %B75 = xor i16 11253, %B
  %FC76 = uitofp <1 x i1> %Shuff7 to <1 x double>
  %Sl77 = select <16 x i1> %Cmp43, <16 x i1> %I22, <16 x i1> %I22
  %Cmp78 = icmp ugt <16 x i1> %I55, %I68
  %L79 = load <4 x i64>, ptr %0, align 32
  store i1 %Cmp36, ptr %Sl17, align 1
  %E80 = extractelement <2 x float> %L5, i32 %Sl35
  %Shuff81 = shufflevector <1 x i1> %Shuff32, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I82 = insertelement <16 x i1> %Shuff73, i1 %E6, i32 329229
  %PC = bitcast ptr %1 to ptr
  %Sl83 = select i1 %E20, <16 x i1> %I82, <16 x i1> %I47
  %Cmp84 = icmp ugt i32 %Sl42, %3
  br i1 %Cmp84, label %CF, label %CF260

CF260:                                            ; preds = %CF260, %CF278, %CF
  %L85 = load double, ptr %Sl17, align 8
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %E86 = extractelement <16 x i1> zeroinitializer, i32 %Sl42
  br i1 %E86, label %CF260, label %CF278

CF278:                                            ; preds = %CF260
  %Shuff87 = shufflevector <4 x i8> %Shuff46, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I88 = insertelement <1 x i1> zeroinitializer, i1 %Cmp64, i32 -1
  %B89 = fdiv <16 x float> %FC49, %FC49
  %Se = sext <4 x i8> %Shuff54 to <4 x i32>
  %Sl90 = select <16 x i1> %I, <16 x i64> %L30, <16 x i64> %L30
  %Cmp91 = fcmp ord <16 x float> %B89, %I61
  %L92 = load <1 x i64>, ptr %0, align 8
  store i64 %FC9, ptr %Sl17, align 4
  %E93 = extractelement <2 x double> %I40, i32 %Sl35
  %Shuff94 = shufflevector <16 x i1> %Cmp43, <16 x i1> %Sl77, <16 x i32> <i32 29, i32 31, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 poison, i32 poison, i32 25, i32 27>
  %I95 = insertelement <4 x i8> zeroinitializer, i8 %E66, i32 329229
  %B96 = and <4 x i8> %Shuff87, zeroinitializer
  %Se97 = sext i16 -25415 to i64
  %Sl98 = select <1 x i1> %Shuff, <1 x i1> %Shuff32, <1 x i1> zeroinitializer
  %Cmp99 = icmp ne <16 x i1> %Sl77, %I47
  %L100 = load <4 x i16>, ptr %Sl17, align 8
  store i16 %L44, ptr %PC, align 2
  %E101 = extractelement <4 x i8> zeroinitializer, i32 %Sl35
  %Shuff102 = shufflevector <2 x i8> %L19, <2 x i8> %L19, <2 x i32> <i32 3, i32 poison>
  %I103 = insertelement <1 x i1> %Shuff, i1 true, i32 %Sl35
  %PC104 = bitcast ptr %0 to ptr
  %Sl105 = select i1 false, i1 %E20, i1 false
  br i1 %Sl105, label %CF260, label %CF263

CF263:                                            ; preds = %CF278
  %Cmp106 = icmp sge <1 x i1> zeroinitializer, zeroinitializer
  %L107 = load <2 x i32>, ptr %PC104, align 8
  store i8 -1, ptr %PC, align 1
  %E108 = extractelement <2 x float> %L5, i32 %3
  %Shuff109 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I110 = insertelement <16 x i1> zeroinitializer, i1 %Cmp64, i32 -1
  %B111 = or <2 x i8> %L19, %L19
  %Se112 = sext i1 %Cmp11 to i16
  %Sl113 = select i1 %E20, i1 %E86, i1 %Tr41
  br i1 %Sl113, label %CF, label %CF258

CF258:                                            ; preds = %CF263
  %Cmp114 = icmp eq i1 %Sl70, %Cmp51
  br i1 %Cmp114, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF257, %CF258
  %L115 = load i32, ptr %Sl17, align 4
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 32
  %E116 = extractelement <1 x i1> %Shuff27, i32 %L115
  br i1 %E116, label %CF241, label %CF257

CF257:                                            ; preds = %CF241
  %Shuff117 = shufflevector <16 x i1> %Cmp43, <16 x i1> %Cmp91, <16 x i32> <i32 22, i32 24, i32 poison, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14, i32 16, i32 18, i32 20>
  %I118 = insertelement <16 x i1> %Shuff117, i1 true, i32 %Sl
  %Se119 = sext i1 %E53 to i16
  %Sl120 = select i1 true, i8 -1, i8 %E66
  %Cmp121 = icmp ule i16 %Tr, %Se112
  br i1 %Cmp121, label %CF241, label %CF243

CF243:                                            ; preds = %CF243, %CF273, %CF268, %CF257
  %L122 = load i8, ptr %A3, align 1
  store <1 x i16> zeroinitializer, ptr %PC, align 2
  %E123 = extractelement <2 x float> %L5, i32 %Sl
  %Shuff124 = shufflevector <2 x double> %L37, <2 x double> %L37, <2 x i32> <i32 3, i32 1>
  %I125 = insertelement <2 x float> %L5, float %E108, i32 %Sl35
  %B126 = fsub float %L12, %B48
  %Sl127 = select i1 %Sl10, ptr %PC, ptr %Sl17
  %Cmp128 = icmp sgt i8 %E66, %E66
  br i1 %Cmp128, label %CF243, label %CF273

CF273:                                            ; preds = %CF243
  %L129 = load i8, ptr %Sl17, align 1
  %E130 = extractelement <4 x i8> zeroinitializer, i32 -1
  %Shuff131 = shufflevector <2 x i8> %B111, <2 x i8> %Shuff102, <2 x i32> <i32 1, i32 3>
  %I132 = insertelement <8 x i32> zeroinitializer, i32 %L115, i32 %L115
  %B133 = sdiv i32 %Sl42, %Sl35
  %FC134 = uitofp i32 %3 to double
  %Sl135 = select <16 x i1> %Cmp43, <16 x i1> %Cmp91, <16 x i1> %Cmp18
  %Cmp136 = icmp ugt <16 x i1> %Sl24, %Sl135
  %L137 = load <16 x float>, ptr %0, align 64
  store i8 %Sl120, ptr %A, align 1
  %E138 = extractelement <16 x i1> zeroinitializer, i32 329229
  br i1 %E138, label %CF243, label %CF268

CF268:                                            ; preds = %CF273
  %Shuff139 = shufflevector <1 x double> %FC76, <1 x double> %FC76, <1 x i32> poison
  %I140 = insertelement <16 x i1> %I8, i1 %E, i32 %Sl35
  %B141 = frem float 0x3B3FA05380000000, %B48
  %FC142 = sitofp <1 x i1> zeroinitializer to <1 x float>
  %Sl143 = select i1 %Sl105, <16 x i1> %Shuff21, <16 x i1> %Cmp91
  %Cmp144 = icmp ugt <16 x i1> %I140, %Sl135
  %L145 = load i1, ptr %Sl127, align 1
  br i1 %L145, label %CF243, label %CF247

CF247:                                            ; preds = %CF268
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC104, align 32
  %E146 = extractelement <1 x float> %FC142, i32 %L115
  %Shuff147 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %Cmp91, <16 x i32> <i32 28, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 poison, i32 poison, i32 24, i32 26>
  %I148 = insertelement <2 x float> %Shuff67, float 0x3B3FA05380000000, i32 %L115
  %B149 = srem i16 -7587, -7587
  %FC150 = sitofp i32 %Sl42 to float
  %Sl151 = select i1 %Sl105, i8 %5, i8 %E66
  %Cmp152 = icmp ult i1 %Sl105, false
  br i1 %Cmp152, label %CF, label %CF240

CF240:                                            ; preds = %CF240, %CF247
  %L153 = load <8 x i64>, ptr %Sl17, align 64
  store i1 %Cmp64, ptr %A3, align 1
  %E154 = extractelement <4 x i8> %Shuff46, i32 %Sl35
  %Shuff155 = shufflevector <2 x float> %I125, <2 x float> %L5, <2 x i32> <i32 1, i32 3>
  %I156 = insertelement <16 x i1> %Shuff117, i1 %Sl70, i32 329229
  %Se157 = sext <2 x i8> %Shuff131 to <2 x i16>
  %Sl158 = select <16 x i1> %I, <16 x i1> %Shuff117, <16 x i1> %I
  %Cmp159 = icmp slt i64 %Sl29, %FC69
  br i1 %Cmp159, label %CF240, label %CF267

CF267:                                            ; preds = %CF240
  %L160 = load <1 x i16>, ptr %PC, align 2
  store i1 %E20, ptr %Sl127, align 1
  %E161 = extractelement <1 x i1> %Shuff, i32 %L115
  br i1 %E161, label %CF, label %CF238

CF238:                                            ; preds = %CF238, %CF269, %CF280, %CF277, %CF271, %CF267
  %Shuff162 = shufflevector <16 x i1> %Shuff147, <16 x i1> %I47, <16 x i32> <i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 poison, i32 25>
  %I163 = insertelement <1 x i1> %Shuff7, i1 %Sl113, i32 %L115
  %B164 = urem <2 x i8> %L25, %L25
  %Tr165 = trunc i64 331001 to i32
  %Sl166 = select i1 %Cmp159, i32 329229, i32 %Sl35
  %Cmp167 = icmp ult i16 %Se119, 31669
  br i1 %Cmp167, label %CF238, label %CF266

CF266:                                            ; preds = %CF266, %CF238
  %L168 = load <4 x double>, ptr %0, align 32
  store i16 %B75, ptr %0, align 2
  %E169 = extractelement <1 x i1> %Shuff, i32 329229
  br i1 %E169, label %CF266, label %CF269

CF269:                                            ; preds = %CF266
  %Shuff170 = shufflevector <1 x i16> %L160, <1 x i16> %L160, <1 x i32> <i32 1>
  %I171 = insertelement <1 x i1> %Cmp106, i1 %Cmp159, i32 %Sl35
  %B172 = add <4 x i8> %Shuff54, %B62
  %FC173 = uitofp i1 %E26 to float
  %Sl174 = select i1 %E53, i1 %Cmp51, i1 %Cmp114
  br i1 %Sl174, label %CF238, label %CF261

CF261:                                            ; preds = %CF261, %CF269
  %Cmp175 = icmp ule <4 x i8> %Shuff87, %B172
  %L176 = load i16, ptr %0, align 2
  store <1 x i32> zeroinitializer, ptr %Sl17, align 4
  %E177 = extractelement <16 x float> %FC49, i32 %Sl42
  %Shuff178 = shufflevector <1 x double> %Shuff139, <1 x double> %Shuff139, <1 x i32> <i32 1>
  %I179 = insertelement <16 x i1> %Sl24, i1 %Cmp121, i32 %L115
  %FC180 = sitofp i1 %E72 to float
  %Sl181 = select i1 %Cmp84, <8 x i32> zeroinitializer, <8 x i32> %L58
  %Cmp182 = icmp ugt i32 -1, %B133
  br i1 %Cmp182, label %CF261, label %CF274

CF274:                                            ; preds = %CF274, %CF261
  %L183 = load i16, ptr %A1, align 2
  store <1 x double> %FC76, ptr %Sl17, align 8
  %E184 = extractelement <16 x i1> %I118, i32 %3
  br i1 %E184, label %CF274, label %CF280

CF280:                                            ; preds = %CF274
  %Shuff185 = shufflevector <1 x double> %Shuff178, <1 x double> %Shuff139, <1 x i32> zeroinitializer
  %I186 = insertelement <1 x double> %FC76, double 0x961B1C3A451980B8, i32 %B133
  %B187 = fadd <4 x double> %L168, %L168
  %FC188 = fptosi double %L85 to i8
  %Sl189 = select i1 %Cmp84, i64 65233, i64 %4
  %Cmp190 = icmp slt i1 %E53, %Sl10
  br i1 %Cmp190, label %CF238, label %CF245

CF245:                                            ; preds = %CF245, %CF280
  %L191 = load <2 x i16>, ptr %PC, align 4
  store i16 %Se112, ptr %Sl17, align 2
  %E192 = extractelement <2 x i8> %Shuff131, i32 %B133
  %Shuff193 = shufflevector <4 x double> %L168, <4 x double> %L168, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I194 = insertelement <2 x double> %L37, double %BC, i32 %B133
  %ZE = fpext float 0xC00CA96080000000 to double
  %Sl195 = select i1 false, ptr %Sl127, ptr %PC
  %Cmp196 = icmp slt i32 %3, %L115
  br i1 %Cmp196, label %CF245, label %CF277

CF277:                                            ; preds = %CF245
  %L197 = load float, ptr %Sl17, align 4
  store <1 x i64> %L92, ptr %Sl195, align 8
  %E198 = extractelement <16 x i1> %Sl143, i32 132117
  br i1 %E198, label %CF238, label %CF242

CF242:                                            ; preds = %CF242, %CF281, %CF276, %CF277
  %Shuff199 = shufflevector <4 x i1> %Cmp175, <4 x i1> %Cmp175, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I200 = insertelement <2 x double> %Shuff124, double %ZE, i32 329229
  %B201 = fdiv float %FC173, 0x3B3FA05380000000
  %Se202 = sext <16 x i1> %I110 to <16 x i8>
  %Sl203 = select i1 %Sl70, i1 %Cmp11, i1 %Cmp128
  br i1 %Sl203, label %CF242, label %CF281

CF281:                                            ; preds = %CF242
  %L204 = load <8 x i1>, ptr %0, align 1
  store i16 %Se112, ptr %Sl195, align 2
  %E205 = extractelement <4 x i1> %Shuff199, i32 329229
  br i1 %E205, label %CF242, label %CF251

CF251:                                            ; preds = %CF251, %CF281
  %Shuff206 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %I110, <16 x i32> <i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27>
  %I207 = insertelement <16 x i64> %L30, i64 %FC69, i32 %L115
  %B208 = frem <2 x double> %Shuff39, %L37
  %FC209 = sitofp <16 x i1> %I47 to <16 x double>
  %Sl210 = select i1 %Sl56, i8 %FC188, i8 %Sl120
  %Cmp211 = icmp eq i1 %Cmp121, %Sl113
  br i1 %Cmp211, label %CF251, label %CF276

CF276:                                            ; preds = %CF251
  %L212 = load <2 x double>, ptr %Sl127, align 16
  store i8 %E38, ptr %PC, align 1
  %E213 = extractelement <16 x i1> %Shuff94, i32 %L115
  br i1 %E213, label %CF242, label %CF246

CF246:                                            ; preds = %CF246, %CF282, %CF276
  %Shuff214 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I215 = insertelement <16 x float> %L137, float %L197, i32 329229
  %Se216 = sext <2 x i16> %Se157 to <2 x i32>
  %Sl217 = select i1 %Cmp190, i1 %Cmp167, i1 %L145
  br i1 %Sl217, label %CF246, label %CF282

CF282:                                            ; preds = %CF246
  %Cmp218 = fcmp oge float 0x3EC9B85D80000000, %FC173
  br i1 %Cmp218, label %CF246, label %CF252

CF252:                                            ; preds = %CF252, %CF283, %CF282
  %L219 = load i16, ptr %0, align 2
  store <2 x i16> %Se157, ptr %Sl195, align 4
  %E220 = extractelement <4 x double> %Shuff193, i32 %Sl35
  %Shuff221 = shufflevector <2 x double> %Shuff124, <2 x double> %L37, <2 x i32> <i32 0, i32 2>
  %I222 = insertelement <1 x i1> %Shuff, i1 %Sl105, i32 329229
  %B223 = xor i64 0, -1
  %FC224 = fptosi double %FC134 to i32
  %Sl225 = select i1 %Sl105, <4 x i8> %B62, <4 x i8> %Shuff214
  %Cmp226 = icmp uge i1 true, %Cmp159
  br i1 %Cmp226, label %CF252, label %CF283

CF283:                                            ; preds = %CF252
  %L227 = load i1, ptr %Sl195, align 1
  br i1 %L227, label %CF252, label %CF259

CF259:                                            ; preds = %CF259, %CF283
  store <8 x i32> %L58, ptr %PC, align 32
  %E228 = extractelement <16 x i1> zeroinitializer, i32 %FC224
  br i1 %E228, label %CF259, label %CF271

CF271:                                            ; preds = %CF259
  %Shuff229 = shufflevector <16 x i1> %Cmp18, <16 x i1> %I110, <16 x i32> <i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 poison, i32 22, i32 24, i32 26, i32 28, i32 poison, i32 0>
  %I230 = insertelement <16 x i1> %Cmp18, i1 %Cmp167, i32 %Tr165
  %Tr231 = trunc i32 %B133 to i1
  br i1 %Tr231, label %CF238, label %CF239

CF239:                                            ; preds = %CF239, %CF271
  %Sl232 = select i1 true, i16 %L44, i16 %B149
  %Cmp233 = icmp sge i16 %B34, %Se112
  br i1 %Cmp233, label %CF239, label %CF279

CF279:                                            ; preds = %CF239
  store <2 x i8> %Shuff102, ptr %PC, align 2
  store float %B48, ptr %PC104, align 4
  store i32 %Sl35, ptr %PC, align 4
  store i64 %Sl189, ptr %0, align 4
  ret void
}
