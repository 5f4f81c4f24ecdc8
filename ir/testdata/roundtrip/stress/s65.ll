; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD65(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca i16, align 2
  %A2 = alloca float, align 4
  %A1 = alloca i8, align 1
  %A = alloca i1, align 1
  %L = load double, ptr %2, align 8
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E = extractelement <8 x i8> zeroinitializer, i32 389067
  %Shuff = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2>
  %I = insertelement <4 x i1> zeroinitializer, i1 true, i32 389067
  %B = frem float 0xC0016E4540000000, 0x46D3F637C0000000
  %Tr = trunc i16 -637 to i8
  %Sl = select i1 true, i64 499203, i64 390627
  %Cmp = icmp sgt i64 0, 339583
  br label %CF267

CF267:                                            ; preds = %CF267, %BB
  %L5 = load double, ptr %0, align 8
  store <1 x i64> zeroinitializer, ptr %A2, align 8
  %E6 = extractelement <4 x i1> zeroinitializer, i32 428923
  br i1 %E6, label %CF267, label %CF272

CF272:                                            ; preds = %CF267
  %Shuff7 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15>
  %I8 = insertelement <8 x i64> zeroinitializer, i64 %4, i32 428923
  %B9 = fsub float %B, 0x46D3F637C0000000
  %PC = bitcast ptr %1 to ptr
  %Sl10 = select i1 true, i64 390627, i64 %4
  %Cmp11 = icmp sge <8 x i8> zeroinitializer, %Shuff
  %L12 = load i64, ptr %0, align 4
  store <8 x i8> %Shuff, ptr %PC, align 8
  %E13 = extractelement <4 x i1> zeroinitializer, i32 %3
  br label %CF245

CF245:                                            ; preds = %CF245, %CF279, %CF272
  %Shuff14 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I15 = insertelement <8 x i1> %Cmp11, i1 %Cmp, i32 %3
  %Sl16 = select i1 true, i32 -1, i32 428923
  %Cmp17 = icmp sge i32 %Sl16, %Sl16
  br i1 %Cmp17, label %CF245, label %CF258

CF258:                                            ; preds = %CF258, %CF245
  %L18 = load <2 x i16>, ptr %PC, align 4
  store i8 -121, ptr %PC, align 1
  %E19 = extractelement <8 x i8> %Shuff14, i32 %Sl16
  %Shuff20 = shufflevector <8 x i8> %Shuff, <8 x i8> %Shuff, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5>
  %I21 = insertelement <8 x i64> zeroinitializer, i64 498839, i32 %3
  %B22 = or i64 339583, %4
  %Sl23 = select i1 true, i64 %Sl, i64 499203
  %L24 = load <2 x i32>, ptr %PC, align 8
  store double 0x9C51BDF0E24F796E, ptr %0, align 8
  %E25 = extractelement <8 x i8> %Shuff7, i32 428923
  %Shuff26 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff14, <8 x i32> <i32 1, i32 poison, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 poison>
  %I27 = insertelement <8 x i8> zeroinitializer, i8 -121, i32 %3
  %B28 = ashr i32 -1, 291739
  %BC = bitcast i64 339583 to double
  %Sl29 = select i1 true, <4 x i1> %I, <4 x i1> zeroinitializer
  %Cmp30 = icmp slt i32 389067, %Sl16
  br i1 %Cmp30, label %CF258, label %CF279

CF279:                                            ; preds = %CF258
  %L31 = load i32, ptr %0, align 4
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %PC, align 16
  %E32 = extractelement <8 x i8> zeroinitializer, i32 291739
  %Shuff33 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff26, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison>
  %I34 = insertelement <4 x i1> zeroinitializer, i1 true, i32 291739
  %B35 = udiv i16 15023, -637
  %PC36 = bitcast ptr %A to ptr
  %Sl37 = select i1 %E13, <8 x i64> %I8, <8 x i64> zeroinitializer
  %Cmp38 = icmp sgt i16 8075, 719
  br i1 %Cmp38, label %CF245, label %CF250

CF250:                                            ; preds = %CF250, %CF276, %CF279
  %L39 = load double, ptr %PC, align 8
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC36, align 16
  %E40 = extractelement <4 x i32> zeroinitializer, i32 %Sl16
  %Shuff41 = shufflevector <2 x i16> %L18, <2 x i16> %L18, <2 x i32> <i32 2, i32 0>
  %I42 = insertelement <8 x i8> zeroinitializer, i8 -121, i32 -1
  %B43 = srem i32 291739, 428923
  %Tr44 = trunc i64 %Sl23 to i8
  %Sl45 = select <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %Cmp46 = icmp uge <8 x i8> %Shuff26, %Shuff
  %L47 = load <4 x float>, ptr %PC, align 16
  store i8 %E32, ptr %PC36, align 1
  %E48 = extractelement <8 x i8> %Shuff, i32 428923
  %Shuff49 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Cmp46, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I50 = insertelement <8 x i64> %Sl37, i64 0, i32 %B28
  %ZE = zext i1 %E6 to i64
  %Sl51 = select i1 %Cmp30, i32 %E40, i32 %Sl16
  %Cmp52 = icmp sgt i32 %B28, %Sl16
  br i1 %Cmp52, label %CF250, label %CF265

CF265:                                            ; preds = %CF265, %CF250
  %L53 = load <4 x double>, ptr %PC, align 32
  store i32 %E40, ptr %PC36, align 4
  %E54 = extractelement <4 x i1> %Sl45, i32 %Sl16
  br i1 %E54, label %CF265, label %CF276

CF276:                                            ; preds = %CF265
  %Shuff55 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 poison, i32 3, i32 poison>
  %I56 = insertelement <8 x i1> %Cmp11, i1 true, i32 %Sl16
  %B57 = udiv i32 291739, %B28
  %Tr58 = trunc i32 %B43 to i16
  %Sl59 = select i1 true, ptr %A, ptr %PC36
  %Cmp60 = icmp ugt i1 %E6, %Cmp30
  br i1 %Cmp60, label %CF250, label %CF253

CF253:                                            ; preds = %CF253, %CF277, %CF266, %CF260, %CF276
  %L61 = load <1 x i32>, ptr %PC, align 4
  store double 0x9C51BDF0E24F796E, ptr %Sl59, align 8
  %E62 = extractelement <4 x i1> %Sl45, i32 %3
  br i1 %E62, label %CF253, label %CF277

CF277:                                            ; preds = %CF253
  %Shuff63 = shufflevector <8 x i8> %Shuff14, <8 x i8> %Shuff7, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 1>
  %I64 = insertelement <8 x i8> %I27, i8 %5, i32 %Sl16
  %B65 = urem i16 8075, %B35
  %FC = sitofp <8 x i64> %Sl37 to <8 x float>
  %Sl66 = select i1 %Cmp, float 0x403A69BE40000000, float 0x46D3F637C0000000
  %Cmp67 = icmp ult i16 15023, -637
  br i1 %Cmp67, label %CF253, label %CF266

CF266:                                            ; preds = %CF277
  %L68 = load <4 x i16>, ptr %PC36, align 8
  store double %L, ptr %A2, align 8
  %E69 = extractelement <4 x i16> %L68, i32 428923
  %Shuff70 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff, <8 x i32> <i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I71 = insertelement <8 x i64> %I50, i64 %4, i32 %Sl51
  %B72 = and i16 -637, %B65
  %Tr73 = trunc <2 x i64> zeroinitializer to <2 x i16>
  %Sl74 = select <8 x i1> %Cmp46, <8 x i1> zeroinitializer, <8 x i1> %Cmp11
  %Cmp75 = icmp eq i64 %Sl, %ZE
  br i1 %Cmp75, label %CF253, label %CF260

CF260:                                            ; preds = %CF266
  %L76 = load <16 x float>, ptr %PC36, align 64
  store i64 %ZE, ptr %0, align 4
  %E77 = extractelement <4 x i1> %Sl29, i32 428923
  br i1 %E77, label %CF253, label %CF255

CF255:                                            ; preds = %CF255, %CF260
  %Shuff78 = shufflevector <4 x double> %L53, <4 x double> %L53, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I79 = insertelement <8 x i8> %Shuff33, i8 %E19, i32 %3
  %B80 = or i32 428923, %B28
  %Sl81 = select i1 %E62, i64 %Sl, i64 %ZE
  %Cmp82 = icmp eq <8 x i64> %I21, %Sl37
  %L83 = load double, ptr %Sl59, align 8
  store <2 x i64> zeroinitializer, ptr %PC, align 16
  %E84 = extractelement <8 x i8> zeroinitializer, i32 %B28
  %Shuff85 = shufflevector <8 x i1> %Cmp82, <8 x i1> %Cmp82, <8 x i32> <i32 2, i32 poison, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 poison>
  %I86 = insertelement <8 x i8> zeroinitializer, i8 %E25, i32 428923
  %B87 = add <2 x i16> %Shuff41, %L18
  %FC88 = uitofp <4 x i1> %I34 to <4 x float>
  %Sl89 = select i1 %Cmp52, i8 %E48, i8 %Tr44
  %Cmp90 = icmp sge i32 %B80, %B80
  br i1 %Cmp90, label %CF255, label %CF268

CF268:                                            ; preds = %CF255
  %L91 = load i1, ptr %Sl59, align 1
  br label %CF244

CF244:                                            ; preds = %CF244, %CF268
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %PC, align 4
  %E92 = extractelement <2 x i32> %L24, i32 %B80
  %Shuff93 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff63, <8 x i32> <i32 4, i32 6, i32 poison, i32 poison, i32 12, i32 14, i32 0, i32 2>
  %I94 = insertelement <4 x i1> %Sl45, i1 %Cmp52, i32 428923
  %B95 = lshr i8 %E, -1
  %Tr96 = trunc i32 %Sl51 to i8
  %Sl97 = select i1 %Cmp17, i32 %E92, i32 %B28
  %Cmp98 = icmp ne i64 %4, %Sl81
  br i1 %Cmp98, label %CF244, label %CF246

CF246:                                            ; preds = %CF246, %CF275, %CF280, %CF244
  %L99 = load i16, ptr %0, align 2
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl59, align 16
  %E100 = extractelement <8 x i1> zeroinitializer, i32 %E40
  br i1 %E100, label %CF246, label %CF269

CF269:                                            ; preds = %CF269, %CF246
  %Shuff101 = shufflevector <8 x i8> %Shuff14, <8 x i8> %I86, <8 x i32> <i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 poison, i32 6>
  %I102 = insertelement <8 x i8> %Shuff26, i8 %E19, i32 %B80
  %B103 = and i64 0, 390627
  %Se = sext <8 x i8> %I86 to <8 x i16>
  %Sl104 = select <8 x i1> %Sl74, <8 x i8> %Shuff, <8 x i8> %Shuff63
  %Cmp105 = icmp uge <8 x i8> %Shuff101, %Shuff93
  %L106 = load <8 x float>, ptr %PC, align 32
  store i1 %Cmp90, ptr %PC, align 1
  %E107 = extractelement <8 x float> %L106, i32 291739
  %Shuff108 = shufflevector <4 x double> %Shuff78, <4 x double> %L53, <4 x i32> <i32 poison, i32 1, i32 poison, i32 5>
  %I109 = insertelement <4 x double> %L53, double %L83, i32 %B43
  %B110 = fsub float %Sl66, %E107
  %FC111 = fptoui float %B to i8
  %Sl112 = select <2 x i1> <i1 true, i1 false>, <2 x i16> %Shuff41, <2 x i16> %L18
  %Cmp113 = icmp uge i8 %5, -17
  br i1 %Cmp113, label %CF269, label %CF275

CF275:                                            ; preds = %CF269
  %L114 = load <8 x i16>, ptr %Sl59, align 16
  store i64 %4, ptr %Sl59, align 4
  %E115 = extractelement <4 x i1> zeroinitializer, i32 %E92
  br i1 %E115, label %CF246, label %CF249

CF249:                                            ; preds = %CF249, %CF273, %CF275
  %Shuff116 = shufflevector <8 x i8> %Shuff33, <8 x i8> %Shuff63, <8 x i32> <i32 15, i32 1, i32 poison, i32 poison, i32 7, i32 9, i32 11, i32 13>
  %I117 = insertelement <8 x i16> %L114, i16 %B35, i32 %3
  %Tr118 = trunc i16 8075 to i8
  %Sl119 = select <8 x i1> zeroinitializer, <8 x i8> %I79, <8 x i8> zeroinitializer
  %Cmp120 = icmp uge i8 %E84, %E84
  br i1 %Cmp120, label %CF249, label %CF254

CF254:                                            ; preds = %CF254, %CF249
  %L121 = load <2 x i16>, ptr %A4, align 4
  store i8 %E84, ptr %PC, align 1
  %E122 = extractelement <4 x i32> zeroinitializer, i32 %Sl16
  %Shuff123 = shufflevector <8 x i8> %Shuff101, <8 x i8> %Shuff63, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison, i32 7, i32 9>
  %I124 = insertelement <8 x i1> %I56, i1 %Cmp98, i32 -1
  %B125 = lshr <8 x i8> zeroinitializer, %Shuff93
  %FC126 = uitofp i32 %L31 to double
  %Sl127 = select i1 true, i1 %E54, i1 true
  br i1 %Sl127, label %CF254, label %CF259

CF259:                                            ; preds = %CF259, %CF254
  %Cmp128 = icmp eq <8 x i8> %I64, %Shuff63
  %L129 = load i1, ptr %PC, align 1
  br i1 %L129, label %CF259, label %CF273

CF273:                                            ; preds = %CF259
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 16
  %E130 = extractelement <8 x i8> %Shuff101, i32 %E122
  %Shuff131 = shufflevector <1 x i32> %L61, <1 x i32> %L61, <1 x i32> zeroinitializer
  %I132 = insertelement <8 x float> %FC, float %Sl66, i32 %B28
  %B133 = srem i8 %B95, %E19
  %Se134 = sext <8 x i1> zeroinitializer to <8 x i32>
  %Sl135 = select i1 %Cmp38, i8 -113, i8 %E19
  %Cmp136 = icmp sge <4 x i1> %I34, zeroinitializer
  %L137 = load i64, ptr %Sl59, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 64
  %E138 = extractelement <4 x i1> zeroinitializer, i32 %B43
  br i1 %E138, label %CF249, label %CF251

CF251:                                            ; preds = %CF251, %CF273
  %Shuff139 = shufflevector <2 x i16> %Shuff41, <2 x i16> %L18, <2 x i32> <i32 2, i32 0>
  %I140 = insertelement <8 x i8> %Shuff26, i8 %Tr44, i32 %Sl16
  %B141 = fsub <4 x float> %L47, %L47
  %PC142 = bitcast ptr %Sl59 to ptr
  %Sl143 = select i1 %Cmp60, i8 %B133, i8 %Sl89
  %Cmp144 = fcmp ult <16 x float> %L76, %L76
  %L145 = load <2 x i16>, ptr %PC142, align 4
  store i8 %E19, ptr %PC142, align 1
  %E146 = extractelement <1 x i32> %L61, i32 389067
  %Shuff147 = shufflevector <8 x i16> %Se, <8 x i16> %Se, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I148 = insertelement <4 x i1> %Cmp136, i1 %Cmp30, i32 %E122
  %B149 = urem i32 %E40, %E146
  %ZE150 = zext <2 x i16> %Shuff139 to <2 x i64>
  %Sl151 = select i1 %Cmp120, i1 %E115, i1 %Cmp120
  br i1 %Sl151, label %CF251, label %CF256

CF256:                                            ; preds = %CF256, %CF264, %CF251
  %Cmp152 = icmp slt i1 %Cmp75, %E13
  br i1 %Cmp152, label %CF256, label %CF263

CF263:                                            ; preds = %CF263, %CF256
  %L153 = load <16 x i1>, ptr %PC, align 2
  store i1 %Cmp90, ptr %PC36, align 1
  %E154 = extractelement <8 x i8> %Shuff20, i32 %B149
  %Shuff155 = shufflevector <4 x double> %Shuff78, <4 x double> %L53, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I156 = insertelement <8 x i64> zeroinitializer, i64 %L137, i32 %E122
  %B157 = xor i8 %E, -1
  %Tr158 = trunc i64 %Sl81 to i32
  %Sl159 = select i1 %Cmp113, i1 %Sl151, i1 true
  br i1 %Sl159, label %CF263, label %CF264

CF264:                                            ; preds = %CF263
  %Cmp160 = fcmp one double %L39, 0x9C51BDF0E24F796E
  br i1 %Cmp160, label %CF256, label %CF257

CF257:                                            ; preds = %CF257, %CF264
  %L161 = load <2 x i8>, ptr %PC36, align 2
  store i64 498839, ptr %Sl59, align 4
  %E162 = extractelement <4 x double> %Shuff155, i32 %Tr158
  %Shuff163 = shufflevector <4 x i1> %Sl29, <4 x i1> %I94, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I164 = insertelement <2 x i16> %B87, i16 %B35, i32 %Sl51
  %B165 = fadd float 0x403A69BE40000000, 0x46D3F637C0000000
  %FC166 = uitofp i32 %E92 to double
  %Sl167 = select <8 x i1> %Cmp46, <8 x i8> %Shuff93, <8 x i8> %B125
  %Cmp168 = icmp sgt <8 x i8> %Shuff14, %Shuff116
  %L169 = load <1 x i32>, ptr %PC, align 4
  store i8 %E32, ptr %PC, align 1
  %E170 = extractelement <4 x i1> %Sl45, i32 %Tr158
  br i1 %E170, label %CF257, label %CF280

CF280:                                            ; preds = %CF257
  %Shuff171 = shufflevector <8 x i8> %Shuff101, <8 x i8> %Shuff93, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 poison>
  %I172 = insertelement <2 x i16> %Shuff139, i16 -637, i32 %Sl16
  %B173 = urem i32 428923, %E146
  %FC174 = sitofp <16 x i1> %L153 to <16 x float>
  %Sl175 = select i1 %Cmp17, float 0x403A69BE40000000, float %E107
  %Cmp176 = icmp slt <2 x i64> zeroinitializer, %ZE150
  %L177 = load <8 x i32>, ptr %PC, align 32
  store i32 %B80, ptr %0, align 4
  %E178 = extractelement <2 x i16> %Shuff139, i32 %B173
  %Shuff179 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Cmp105, <8 x i32> <i32 7, i32 9, i32 poison, i32 13, i32 poison, i32 1, i32 3, i32 5>
  %I180 = insertelement <8 x i8> zeroinitializer, i8 %B157, i32 -1
  %B181 = sub <1 x i32> %Shuff131, %L61
  %Se182 = sext i1 %Cmp152 to i8
  %Sl183 = select i1 %Cmp113, double %L, double %BC
  %Cmp184 = icmp slt i32 %Sl97, %B28
  br i1 %Cmp184, label %CF246, label %CF247

CF247:                                            ; preds = %CF247, %CF280
  %L185 = load i1, ptr %PC, align 1
  br i1 %L185, label %CF247, label %CF262

CF262:                                            ; preds = %CF247
  store <8 x i64> %I156, ptr %0, align 64
  %E186 = extractelement <8 x i8> zeroinitializer, i32 %B28
  %Shuff187 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp136, <4 x i32> <i32 4, i32 6, i32 poison, i32 2>
  %I188 = insertelement <4 x i1> %Shuff187, i1 %E13, i32 %3
  %B189 = sub i8 -17, %E84
  %FC190 = sitofp i1 %E62 to float
  %Sl191 = select i1 %Cmp38, <4 x i1> %I94, <4 x i1> %Sl45
  %Cmp192 = icmp ugt i8 %E48, %E84
  br label %CF

CF:                                               ; preds = %CF, %CF270, %CF252, %CF262
  %L193 = load i1, ptr %PC, align 1
  br i1 %L193, label %CF, label %CF270

CF270:                                            ; preds = %CF
  store <1 x i16> zeroinitializer, ptr %0, align 2
  %E194 = extractelement <2 x i8> %L161, i32 428923
  %Shuff195 = shufflevector <4 x i1> %Sl45, <4 x i1> %Cmp136, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I196 = insertelement <2 x i16> %Shuff41, i16 719, i32 %Sl51
  %B197 = add i8 %Tr, %Tr44
  %ZE198 = zext <8 x i8> %Shuff14 to <8 x i32>
  %Sl199 = select i1 %E13, i8 %B133, i8 %FC111
  %Cmp200 = icmp slt i8 %B189, %E84
  br i1 %Cmp200, label %CF, label %CF252

CF252:                                            ; preds = %CF270
  %L201 = load <4 x i64>, ptr %PC142, align 32
  store double %BC, ptr %PC142, align 8
  %E202 = extractelement <16 x i1> %Cmp144, i32 -1
  br i1 %E202, label %CF, label %CF248

CF248:                                            ; preds = %CF248, %CF252
  %Shuff203 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I204 = insertelement <2 x i64> zeroinitializer, i64 %Sl81, i32 %E146
  %FC205 = uitofp <4 x i1> %Shuff187 to <4 x float>
  %Sl206 = select <16 x i1> %Cmp144, <16 x i1> %Cmp144, <16 x i1> %Cmp144
  %Cmp207 = fcmp one double %L83, 0x9C51BDF0E24F796E
  br i1 %Cmp207, label %CF248, label %CF261

CF261:                                            ; preds = %CF261, %CF274, %CF248
  %L208 = load <1 x double>, ptr %0, align 8
  store i64 390627, ptr %PC142, align 4
  %E209 = extractelement <8 x i8> %I140, i32 %3
  %Shuff210 = shufflevector <4 x i1> %Shuff163, <4 x i1> zeroinitializer, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I211 = insertelement <2 x i16> %L18, i16 %B35, i32 %E122
  %B212 = ashr i32 %B149, 291739
  %Tr213 = trunc i64 0 to i32
  %Sl214 = select i1 %Sl159, double %Sl183, double %L5
  %Cmp215 = fcmp ult <16 x float> %FC174, %L76
  %L216 = load <8 x i1>, ptr %1, align 1
  store i32 %B28, ptr %PC36, align 4
  %E217 = extractelement <16 x i1> %Cmp144, i32 %B28
  br i1 %E217, label %CF261, label %CF274

CF274:                                            ; preds = %CF261
  %Shuff218 = shufflevector <8 x i8> %I27, <8 x i8> %I42, <8 x i32> <i32 7, i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I219 = insertelement <8 x i8> %Shuff101, i8 %E19, i32 428923
  %FC220 = sitofp i64 499203 to double
  %Sl221 = select i1 %Cmp90, <8 x i8> %Shuff70, <8 x i8> %Shuff
  %Cmp222 = fcmp ole float %B165, %Sl66
  br i1 %Cmp222, label %CF261, label %CF271

CF271:                                            ; preds = %CF271, %CF274
  %L223 = load float, ptr %0, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC36, align 8
  %E224 = extractelement <8 x i8> %Shuff7, i32 %Sl16
  %Shuff225 = shufflevector <4 x double> %L53, <4 x double> %L53, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I226 = insertelement <8 x i1> %Cmp105, i1 %Cmp200, i32 %Sl16
  %B227 = fadd double %L, %E162
  %Sl228 = select <16 x i1> %Cmp144, <16 x i1> %Cmp215, <16 x i1> %Cmp144
  %Cmp229 = icmp ugt <8 x i8> %I64, %I219
  %L230 = load <4 x i64>, ptr %0, align 32
  store float 0xC0016E4540000000, ptr %PC142, align 4
  %E231 = extractelement <2 x i64> zeroinitializer, i32 %B212
  %Shuff232 = shufflevector <4 x i1> %Sl191, <4 x i1> %Cmp136, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I233 = insertelement <8 x i1> %Cmp128, i1 true, i32 %B43
  %Se234 = sext <4 x i1> %I188 to <4 x i32>
  %Sl235 = select <8 x i1> %Cmp168, <8 x i1> %Cmp128, <8 x i1> %L216
  %Cmp236 = icmp ult i1 %Cmp67, %Sl159
  br i1 %Cmp236, label %CF271, label %CF278

CF278:                                            ; preds = %CF271
  %L237 = load <4 x double>, ptr %0, align 32
  store i8 %Tr44, ptr %PC, align 1
  %E238 = extractelement <8 x i8> %Shuff101, i32 %Sl16
  %Shuff239 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Sl29, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I240 = insertelement <1 x i32> %L169, i32 %B28, i32 %B80
  %ZE241 = zext i1 %E217 to i64
  %Sl242 = select i1 %Cmp192, i8 %E209, i8 %E238
  %Cmp243 = icmp slt <4 x i1> %I188, %Sl29
  store <4 x float> %FC88, ptr %0, align 16
  store <4 x float> %FC88, ptr %PC142, align 16
  store <4 x i16> %L68, ptr %0, align 8
  store <4 x i64> %L201, ptr %2, align 32
  store <8 x i64> zeroinitializer, ptr %0, align 64
  ret void
}
