; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD77(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca double, align 8
  %A2 = alloca i64, align 8
  %A1 = alloca double, align 8
  %A = alloca i32, align 4
  %L = load i16, ptr %A1, align 2
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %E = extractelement <4 x i1> zeroinitializer, i32 %3
  br label %CF245

CF245:                                            ; preds = %CF245, %BB
  %Shuff = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 0, i32 poison, i32 4, i32 poison>
  %I = insertelement <4 x i1> zeroinitializer, i1 false, i32 %3
  %B = fdiv double 0x78EDCD8CE4EB2F0A, 0x561BB00735F9E7E
  %FC = sitofp i1 true to double
  %Sl = select i1 true, i8 -1, i8 -121
  %L5 = load i1, ptr %0, align 1
  br i1 %L5, label %CF245, label %CF263

CF263:                                            ; preds = %CF245
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 64
  %E6 = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 20, i32 poison, i32 24, i32 26, i32 28, i32 poison, i32 0, i32 poison, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14, i32 poison, i32 18>
  %I8 = insertelement <4 x i1> %Shuff, i1 true, i32 %E6
  %ZE = zext <4 x i1> zeroinitializer to <4 x i32>
  %Sl9 = select i1 true, ptr %2, ptr %0
  %Cmp = icmp sgt <4 x i1> zeroinitializer, %I8
  %L10 = load <8 x i8>, ptr %Sl9, align 8
  store i1 true, ptr %Sl9, align 1
  %E11 = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff12 = shufflevector <4 x i1> %Shuff, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I13 = insertelement <1 x i64> zeroinitializer, i64 %4, i32 %E6
  %B14 = urem i16 -1, -1
  %BC = bitcast double %B to i64
  %Sl15 = select i1 true, <4 x i1> %I8, <4 x i1> %I8
  %Cmp16 = icmp sgt <2 x i64> zeroinitializer, zeroinitializer
  %L17 = load i32, ptr %Sl9, align 4
  store <2 x i8> <i8 0, i8 -1>, ptr %A3, align 2
  %E18 = extractelement <2 x i64> zeroinitializer, i32 %E6
  %Shuff19 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 24, i32 26, i32 28, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14, i32 16, i32 18, i32 20, i32 22>
  %I20 = insertelement <2 x i64> zeroinitializer, i64 %BC, i32 %E6
  %B21 = or i8 91, -1
  %Sl22 = select i1 true, double %B, double 0x78EDCD8CE4EB2F0A
  %Cmp23 = icmp eq <4 x i32> %ZE, %ZE
  %L24 = load <1 x i1>, ptr %Sl9, align 1
  store i32 %3, ptr %0, align 4
  %E25 = extractelement <4 x i1> %Cmp, i32 %3
  br label %CF241

CF241:                                            ; preds = %CF241, %CF267, %CF260, %CF253, %CF263
  %Shuff26 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I27 = insertelement <4 x i1> zeroinitializer, i1 true, i32 %3
  %B28 = xor i64 33507, %BC
  %Tr = trunc i8 -121 to i1
  br i1 %Tr, label %CF241, label %CF267

CF267:                                            ; preds = %CF241
  %Sl29 = select i1 true, ptr %Sl9, ptr %0
  %Cmp30 = icmp uge <4 x i1> zeroinitializer, %Shuff
  %L31 = load <8 x i64>, ptr %Sl29, align 64
  store float 0x42CE755240000000, ptr %Sl29, align 4
  %E32 = extractelement <2 x i64> %Shuff26, i32 %E6
  %Shuff33 = shufflevector <4 x i1> %Shuff, <4 x i1> %Cmp, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I34 = insertelement <4 x i32> %ZE, i32 %E6, i32 %E6
  %B35 = udiv i8 19, %5
  %FC36 = fptoui double %Sl22 to i32
  %Sl37 = select i1 true, ptr %Sl9, ptr %Sl29
  %Cmp38 = icmp sge i16 -30077, 0
  br i1 %Cmp38, label %CF241, label %CF256

CF256:                                            ; preds = %CF256, %CF267
  %L39 = load i64, ptr %0, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl9, align 32
  %E40 = extractelement <4 x i1> zeroinitializer, i32 %FC36
  br i1 %E40, label %CF256, label %CF260

CF260:                                            ; preds = %CF256
  %Shuff41 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I42 = insertelement <4 x i1> %Sl15, i1 %E25, i32 %E6
  %Sl43 = select i1 true, i1 %Cmp38, i1 %E40
  br i1 %Sl43, label %CF241, label %CF253

CF253:                                            ; preds = %CF260
  %Cmp44 = icmp slt i1 true, %E25
  br i1 %Cmp44, label %CF241, label %CF252

CF252:                                            ; preds = %CF253
  %L45 = load <2 x i16>, ptr %A4, align 4
  store i8 %5, ptr %Sl9, align 1
  %E46 = extractelement <4 x i1> %Cmp30, i32 %E11
  br label %CF240

CF240:                                            ; preds = %CF240, %CF250, %CF266, %CF252
  %Shuff47 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I20, <2 x i32> <i32 3, i32 poison>
  %I48 = insertelement <2 x i16> zeroinitializer, i16 -30077, i32 %FC36
  %B49 = xor i8 -1, -1
  %Tr50 = trunc i16 5291 to i8
  %Sl51 = select i1 %E46, i64 %E18, i64 302567
  %Cmp52 = icmp ne <2 x i64> %I20, %I20
  %L53 = load <2 x i64>, ptr %Sl29, align 16
  store i8 %B49, ptr %Sl37, align 1
  %E54 = extractelement <4 x i1> zeroinitializer, i32 %E6
  br i1 %E54, label %CF240, label %CF250

CF250:                                            ; preds = %CF240
  %Shuff55 = shufflevector <4 x i1> %Shuff, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 poison, i32 3, i32 poison>
  %I56 = insertelement <4 x i1> %Shuff, i1 true, i32 %E6
  %Se = sext <4 x i1> %Shuff33 to <4 x i32>
  %Sl57 = select i1 true, i64 33507, i64 %BC
  %Cmp58 = icmp slt i16 5291, %B14
  br i1 %Cmp58, label %CF240, label %CF249

CF249:                                            ; preds = %CF249, %CF250
  %L59 = load float, ptr %Sl9, align 4
  store <2 x i32> %Shuff41, ptr %A2, align 8
  %E60 = extractelement <16 x i8> %Shuff7, i32 %E6
  %Shuff61 = shufflevector <4 x i1> %Shuff33, <4 x i1> %Sl15, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I62 = insertelement <4 x i1> %Shuff, i1 %E25, i32 %E11
  %B63 = frem double %Sl22, %B
  %Tr64 = trunc <8 x i64> %L31 to <8 x i8>
  %Sl65 = select i1 %Cmp38, float 0xB9F9E0DDC0000000, float %L59
  %Cmp66 = icmp slt i8 %Sl, %Sl
  br i1 %Cmp66, label %CF249, label %CF262

CF262:                                            ; preds = %CF262, %CF270, %CF249
  %L67 = load <8 x i8>, ptr %Sl9, align 8
  store i64 %B28, ptr %0, align 4
  %E68 = extractelement <2 x i64> zeroinitializer, i32 %E6
  %Shuff69 = shufflevector <16 x i8> %Shuff7, <16 x i8> %Shuff19, <16 x i32> <i32 poison, i32 11, i32 13, i32 15, i32 poison, i32 19, i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7>
  %I70 = insertelement <4 x i1> zeroinitializer, i1 %Cmp58, i32 %FC36
  %B71 = and i64 %4, 458639
  %Tr72 = trunc <8 x i64> %L31 to <8 x i32>
  %Sl73 = select i1 true, i64 458639, i64 %BC
  %Cmp74 = icmp sgt i64 %E18, 33507
  br i1 %Cmp74, label %CF262, label %CF270

CF270:                                            ; preds = %CF262
  %L75 = load i16, ptr %0, align 2
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E76 = extractelement <16 x i8> %Shuff7, i32 %FC36
  %Shuff77 = shufflevector <4 x i1> %Shuff55, <4 x i1> %Sl15, <4 x i32> <i32 6, i32 0, i32 poison, i32 4>
  %I78 = insertelement <8 x i8> %Tr64, i8 0, i32 %3
  %FC79 = uitofp i1 %Cmp66 to double
  %Sl80 = select i1 %L5, i8 0, i8 %E60
  %Cmp81 = icmp slt <4 x i1> %I8, %I70
  %L82 = load i32, ptr %Sl9, align 4
  store <8 x i64> %L31, ptr %2, align 64
  %E83 = extractelement <4 x i1> %Cmp81, i32 %L82
  br i1 %E83, label %CF262, label %CF266

CF266:                                            ; preds = %CF270
  %Shuff84 = shufflevector <2 x i1> %Cmp16, <2 x i1> %Cmp52, <2 x i32> <i32 2, i32 poison>
  %I85 = insertelement <4 x i1> zeroinitializer, i1 %Tr, i32 %E6
  %B86 = mul i64 %4, 33507
  %Sl87 = select <4 x i1> %I42, <4 x i1> %I70, <4 x i1> %I27
  %Cmp88 = icmp slt <4 x i1> %Cmp81, %I42
  %L89 = load <4 x float>, ptr %Sl9, align 16
  store i1 %E83, ptr %0, align 1
  %E90 = extractelement <2 x i32> %Shuff41, i32 %L82
  %Shuff91 = shufflevector <2 x i32> %Shuff41, <2 x i32> %Shuff41, <2 x i32> <i32 3, i32 1>
  %I92 = insertelement <4 x i32> %I34, i32 %E6, i32 %E6
  %B93 = lshr i16 %B14, -30077
  %Tr94 = trunc <2 x i64> %Shuff26 to <2 x i32>
  %Sl95 = select i1 true, i32 %L82, i32 %E6
  %Cmp96 = icmp eq <4 x i1> %I70, %I70
  %L97 = load i32, ptr %Sl29, align 4
  %E98 = extractelement <4 x i1> zeroinitializer, i32 %E90
  br i1 %E98, label %CF240, label %CF242

CF242:                                            ; preds = %CF242, %CF266
  %Shuff99 = shufflevector <2 x i64> %Shuff47, <2 x i64> %I20, <2 x i32> <i32 3, i32 1>
  %I100 = insertelement <8 x i8> %L10, i8 %5, i32 %L97
  %FC101 = uitofp <4 x i1> %Shuff77 to <4 x double>
  %Sl102 = select i1 %Cmp74, i64 33507, i64 %B28
  %Cmp103 = icmp eq <4 x i1> %Shuff12, %Cmp96
  %L104 = load i32, ptr %Sl9, align 4
  store <2 x i64> %I20, ptr %2, align 16
  %E105 = extractelement <1 x i64> zeroinitializer, i32 %E6
  %Shuff106 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff, <4 x i32> <i32 4, i32 poison, i32 0, i32 poison>
  %I107 = insertelement <2 x i32> %Tr94, i32 %L82, i32 %FC36
  %ZE108 = zext <4 x i1> %I85 to <4 x i16>
  %Sl109 = select i1 true, <8 x i8> %L10, <8 x i8> %L10
  %Cmp110 = icmp ugt <16 x i8> %Shuff19, %Shuff69
  %L111 = load i1, ptr %Sl29, align 1
  br i1 %L111, label %CF242, label %CF255

CF255:                                            ; preds = %CF255, %CF242
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 4
  %E112 = extractelement <4 x i1> %Sl87, i32 %L82
  br i1 %E112, label %CF255, label %CF264

CF264:                                            ; preds = %CF255
  %Shuff113 = shufflevector <4 x i1> %Sl15, <4 x i1> %Cmp103, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I114 = insertelement <4 x i1> %I62, i1 true, i32 %L82
  %B115 = mul <2 x i64> %Shuff47, zeroinitializer
  %FC116 = sitofp i32 %E6 to float
  %Sl117 = select i1 true, <4 x i1> %Cmp23, <4 x i1> %Shuff
  %L118 = load <8 x double>, ptr %Sl37, align 64
  store i16 -30077, ptr %Sl37, align 2
  %E119 = extractelement <4 x i32> %I92, i32 %L82
  %Shuff120 = shufflevector <2 x i1> %Shuff84, <2 x i1> %Cmp16, <2 x i32> <i32 3, i32 1>
  %I121 = insertelement <2 x i1> %Shuff120, i1 %E, i32 %L82
  %Sl122 = select i1 %Cmp58, <8 x i32> %Tr72, <8 x i32> %Tr72
  %Cmp123 = icmp ult <4 x i1> %Cmp23, %I27
  %L124 = load i32, ptr %Sl9, align 4
  %E125 = extractelement <4 x i1> %Sl87, i32 %FC36
  br label %CF238

CF238:                                            ; preds = %CF238, %CF264
  %Shuff126 = shufflevector <8 x i32> %Sl122, <8 x i32> %Sl122, <8 x i32> <i32 poison, i32 11, i32 poison, i32 poison, i32 1, i32 3, i32 5, i32 7>
  %I127 = insertelement <8 x i8> %Tr64, i8 91, i32 %E6
  %FC128 = fptosi float 0x4142F766C0000000 to i16
  %Sl129 = select i1 %E25, <4 x i1> %Shuff, <4 x i1> zeroinitializer
  %Cmp130 = icmp slt i1 true, %E83
  br i1 %Cmp130, label %CF238, label %CF257

CF257:                                            ; preds = %CF238
  %L131 = load i16, ptr %0, align 2
  store <2 x i64> %Shuff47, ptr %Sl9, align 16
  %E132 = extractelement <4 x i16> %ZE108, i32 %E6
  %Shuff133 = shufflevector <4 x i1> %Shuff55, <4 x i1> %I42, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I134 = insertelement <4 x i1> %Cmp, i1 %Cmp38, i32 %E6
  %B135 = urem <2 x i64> zeroinitializer, %Shuff99
  %FC136 = fptoui <4 x double> %FC101 to <4 x i8>
  %Sl137 = select i1 %Cmp38, i1 %E98, i1 %Cmp74
  br label %CF

CF:                                               ; preds = %CF, %CF261, %CF254, %CF257
  %Cmp138 = icmp sge <4 x i1> %Sl15, %Shuff
  %L139 = load i8, ptr %0, align 1
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A, align 32
  %E140 = extractelement <4 x i1> %Shuff133, i32 %L82
  br i1 %E140, label %CF, label %CF261

CF261:                                            ; preds = %CF
  %Shuff141 = shufflevector <2 x i32> %Shuff41, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 poison>
  %I142 = insertelement <4 x i1> zeroinitializer, i1 %E25, i32 %E6
  %B143 = urem <4 x i16> %ZE108, %ZE108
  %Sl144 = select i1 true, double %B, double %B
  %Cmp145 = fcmp ule double 0x561BB00735F9E7E, %B63
  br i1 %Cmp145, label %CF, label %CF247

CF247:                                            ; preds = %CF247, %CF259, %CF261
  %L146 = load i1, ptr %0, align 1
  br i1 %L146, label %CF247, label %CF258

CF258:                                            ; preds = %CF258, %CF247
  store <2 x i8> <i8 0, i8 -1>, ptr %Sl9, align 2
  %E147 = extractelement <4 x i32> %I34, i32 %L82
  %Shuff148 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %B115, <2 x i32> <i32 2, i32 0>
  %I149 = insertelement <2 x i16> %I48, i16 %B14, i32 %E6
  %B150 = udiv <8 x i32> %Tr72, %Sl122
  %ZE151 = zext i1 true to i16
  %Sl152 = select i1 %E, i64 %E18, i64 %4
  %Cmp153 = icmp sgt i1 %L5, %E54
  br i1 %Cmp153, label %CF258, label %CF259

CF259:                                            ; preds = %CF258
  %L154 = load <1 x i1>, ptr %Sl9, align 1
  store float %L59, ptr %0, align 4
  %E155 = extractelement <4 x i1> %Sl15, i32 %E6
  br i1 %E155, label %CF247, label %CF254

CF254:                                            ; preds = %CF259
  %Shuff156 = shufflevector <1 x i1> %L154, <1 x i1> %L154, <1 x i32> <i32 1>
  %I157 = insertelement <4 x i1> zeroinitializer, i1 %L111, i32 %E90
  %B158 = lshr i8 %B21, -1
  %Sl159 = select i1 %E25, <2 x i32> %I107, <2 x i32> zeroinitializer
  %Cmp160 = icmp slt i64 302567, %BC
  br i1 %Cmp160, label %CF, label %CF236

CF236:                                            ; preds = %CF236, %CF265, %CF254
  %L161 = load i1, ptr %0, align 1
  br i1 %L161, label %CF236, label %CF265

CF265:                                            ; preds = %CF236
  store <2 x i32> %Shuff41, ptr %0, align 8
  %E162 = extractelement <16 x i8> %Shuff69, i32 %E119
  %Shuff163 = shufflevector <1 x i1> %Shuff156, <1 x i1> %L24, <1 x i32> zeroinitializer
  %I164 = insertelement <4 x i1> %Shuff77, i1 %Cmp160, i32 %E6
  %B165 = sdiv i8 %B49, %B35
  %Sl166 = select i1 %L111, i1 %E125, i1 %E54
  br i1 %Sl166, label %CF236, label %CF237

CF237:                                            ; preds = %CF237, %CF271, %CF268, %CF265
  %Cmp167 = icmp sgt i1 %Cmp74, %Sl137
  br i1 %Cmp167, label %CF237, label %CF271

CF271:                                            ; preds = %CF237
  %L168 = load <4 x i8>, ptr %0, align 4
  store float %L59, ptr %0, align 4
  %E169 = extractelement <4 x i1> zeroinitializer, i32 %E90
  br i1 %E169, label %CF237, label %CF243

CF243:                                            ; preds = %CF243, %CF269, %CF271
  %Shuff170 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp30, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I171 = insertelement <4 x i1> zeroinitializer, i1 %E25, i32 %FC36
  %B172 = or i64 33507, %B86
  %Tr173 = trunc i32 %E90 to i16
  %Sl174 = select i1 true, <2 x i64> %Shuff99, <2 x i64> %B135
  %L175 = load <8 x double>, ptr %Sl37, align 64
  store i32 %E147, ptr %0, align 4
  %E176 = extractelement <2 x i64> %Shuff148, i32 %E6
  %Shuff177 = shufflevector <8 x double> %L118, <8 x double> %L118, <8 x i32> <i32 7, i32 9, i32 poison, i32 13, i32 15, i32 1, i32 poison, i32 5>
  %I178 = insertelement <4 x i1> %Cmp30, i1 %Cmp66, i32 %E119
  %B179 = fdiv float 0x4177EDDBC0000000, %FC116
  %Se180 = sext i1 true to i8
  %Sl181 = select i1 true, i1 true, i1 %E25
  br i1 %Sl181, label %CF243, label %CF269

CF269:                                            ; preds = %CF243
  %Cmp182 = icmp ne i1 %Cmp38, %E169
  br i1 %Cmp182, label %CF243, label %CF251

CF251:                                            ; preds = %CF251, %CF269
  %L183 = load i16, ptr %0, align 2
  store <4 x float> %L89, ptr %Sl29, align 16
  %E184 = extractelement <2 x i32> %Shuff41, i32 %E11
  %Shuff185 = shufflevector <2 x i16> %L45, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I186 = insertelement <2 x i64> %Shuff47, i64 %B28, i32 %L17
  %B187 = xor i64 %Sl102, %Sl152
  %ZE188 = zext i1 %Sl137 to i32
  %Sl189 = select i1 true, <8 x i8> %L67, <8 x i8> %L10
  %Cmp190 = icmp ult <4 x i1> %Cmp30, %Sl87
  %L191 = load double, ptr %Sl9, align 8
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E192 = extractelement <2 x i32> %Shuff141, i32 %L17
  %Shuff193 = shufflevector <8 x i32> %Shuff126, <8 x i32> %B150, <8 x i32> <i32 poison, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3, i32 poison>
  %I194 = insertelement <2 x i64> zeroinitializer, i64 458639, i32 %L82
  %B195 = fmul float %Sl65, 0x4142F766C0000000
  %Se196 = sext i1 %E140 to i64
  %Sl197 = select i1 true, i8 %B158, i8 %B158
  %Cmp198 = icmp slt i1 %L5, %E83
  br i1 %Cmp198, label %CF251, label %CF268

CF268:                                            ; preds = %CF251
  %L199 = load i64, ptr %Sl9, align 4
  store <4 x i16> zeroinitializer, ptr %Sl9, align 8
  %E200 = extractelement <4 x i1> %Shuff77, i32 %E192
  br i1 %E200, label %CF237, label %CF239

CF239:                                            ; preds = %CF239, %CF248, %CF268
  %Shuff201 = shufflevector <4 x i1> %Cmp123, <4 x i1> %Cmp96, <4 x i32> <i32 4, i32 6, i32 poison, i32 poison>
  %I202 = insertelement <8 x double> %L118, double 0x561BB00735F9E7E, i32 %E147
  %BC203 = bitcast i32 %E11 to float
  %Sl204 = select i1 %E25, i16 %E132, i16 %ZE151
  %Cmp205 = fcmp ogt float %FC116, %B195
  br i1 %Cmp205, label %CF239, label %CF248

CF248:                                            ; preds = %CF239
  %L206 = load <4 x i8>, ptr %0, align 4
  store float %B179, ptr %0, align 4
  %E207 = extractelement <2 x i64> %Shuff26, i32 %L82
  %Shuff208 = shufflevector <8 x i8> %I100, <8 x i8> %I100, <8 x i32> <i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I209 = insertelement <2 x i1> %Cmp52, i1 true, i32 %L82
  %FC210 = uitofp <4 x i1> %I134 to <4 x double>
  %Sl211 = select i1 %Sl166, i1 %E140, i1 %Tr
  br i1 %Sl211, label %CF239, label %CF244

CF244:                                            ; preds = %CF244, %CF272, %CF248
  %Cmp212 = icmp slt <2 x i64> %Sl174, %Shuff99
  %L213 = load i32, ptr %Sl9, align 4
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E214 = extractelement <8 x i32> %B150, i32 %FC36
  %Shuff215 = shufflevector <2 x i16> %Shuff185, <2 x i16> %I149, <2 x i32> <i32 1, i32 3>
  %I216 = insertelement <4 x i1> %I157, i1 %E98, i32 %L213
  %B217 = add i32 %L213, %E6
  %PC = bitcast ptr %Sl9 to ptr
  %Sl218 = select i1 true, i32 %E184, i32 %E147
  %Cmp219 = icmp ule <2 x i64> %I186, %Shuff26
  %L220 = load i32, ptr %Sl9, align 4
  store <2 x i16> %I149, ptr %PC, align 4
  %E221 = extractelement <2 x i16> zeroinitializer, i32 %E6
  %Shuff222 = shufflevector <2 x i64> %Shuff148, <2 x i64> %I20, <2 x i32> <i32 0, i32 2>
  %I223 = insertelement <4 x i1> zeroinitializer, i1 %Cmp66, i32 %E184
  %B224 = and <4 x i32> %I92, %I92
  %Se225 = sext <4 x i1> %Shuff12 to <4 x i64>
  %Sl226 = select i1 %L146, i8 %Se180, i8 %L139
  %Cmp227 = fcmp ord <8 x double> %L175, %I202
  %L228 = load i1, ptr %PC, align 1
  br i1 %L228, label %CF244, label %CF272

CF272:                                            ; preds = %CF244
  store <1 x float> zeroinitializer, ptr %PC, align 4
  %E229 = extractelement <16 x i8> %Shuff69, i32 %E184
  %Shuff230 = shufflevector <2 x i16> %Shuff215, <2 x i16> %Shuff185, <2 x i32> <i32 3, i32 poison>
  %I231 = insertelement <4 x i1> %Shuff113, i1 %L228, i32 %L124
  %B232 = lshr <4 x i16> zeroinitializer, %ZE108
  %Tr233 = trunc <2 x i64> %Shuff26 to <2 x i16>
  %Sl234 = select i1 %E83, i32 %3, i32 %E6
  %Cmp235 = icmp sge i1 %E112, %Sl181
  br i1 %Cmp235, label %CF244, label %CF246

CF246:                                            ; preds = %CF272
  store i8 %Sl226, ptr %Sl9, align 1
  store i64 %E176, ptr %PC, align 4
  store float %B179, ptr %Sl37, align 4
  store double %L191, ptr %PC, align 8
  store float %L59, ptr %Sl9, align 4
  ret void
}
