; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD94(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x float>, align 16
  %A3 = alloca <8 x float>, align 32
  %A2 = alloca <4 x i1>, align 1
  %A1 = alloca <8 x i32>, align 32
  %A = alloca <2 x double>, align 16
  %L = load <1 x i16>, ptr %A, align 2
  store i8 -53, ptr %0, align 1
  %E = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <2 x i64> zeroinitializer, i64 5739, i32 219015
  %PC = bitcast ptr %2 to ptr
  %Sl = select i1 true, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer
  %L5 = load <16 x i64>, ptr %PC, align 128
  store i16 -3821, ptr %PC, align 2
  %E6 = extractelement <16 x i32> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 31, i32 1, i32 poison, i32 5, i32 poison, i32 9, i32 11, i32 poison, i32 15, i32 17, i32 19, i32 poison, i32 poison, i32 poison, i32 27, i32 29>
  %I8 = insertelement <16 x i32> zeroinitializer, i32 0, i32 461167
  %Tr = trunc <2 x i64> %Shuff to <2 x i32>
  %Sl9 = select i1 false, float 0x429C6EA040000000, float 0xBC1A6D9E40000000
  %Cmp = icmp slt <2 x i64> %I, %Shuff
  %L10 = load <4 x i1>, ptr %PC, align 1
  store i1 false, ptr %PC, align 1
  %E11 = extractelement <4 x i8> zeroinitializer, i32 461167
  %Shuff12 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 poison, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 poison, i32 21, i32 23, i32 25>
  %I13 = insertelement <1 x i8> zeroinitializer, i8 %E11, i32 %E6
  %Sl14 = select i1 true, <1 x i16> %L, <1 x i16> %L
  %Cmp15 = icmp ugt <16 x i64> %L5, %L5
  %L16 = load i64, ptr %PC, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E17 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff18 = shufflevector <4 x i32> %Sl, <4 x i32> %Sl, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I19 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 461167
  %FC = uitofp i64 375483 to float
  %Sl20 = select <16 x i1> %Cmp15, <16 x i32> zeroinitializer, <16 x i32> %Shuff7
  %Cmp21 = icmp ult <16 x i64> %L5, %L5
  %L22 = load <16 x i32>, ptr %0, align 64
  store i64 %L16, ptr %PC, align 4
  %E23 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff24 = shufflevector <2 x i1> %Cmp, <2 x i1> %Cmp, <2 x i32> <i32 1, i32 3>
  %I25 = insertelement <2 x i64> zeroinitializer, i64 0, i32 %E6
  %Se = sext <2 x i1> %Cmp to <2 x i64>
  %Sl26 = select <16 x i1> %Cmp15, <16 x i32> zeroinitializer, <16 x i32> zeroinitializer
  %Cmp27 = icmp ugt i16 -3821, -3821
  br label %CF252

CF252:                                            ; preds = %BB
  %L28 = load <4 x i1>, ptr %A, align 1
  store i32 %3, ptr %PC, align 4
  %E29 = extractelement <16 x i32> zeroinitializer, i32 %E6
  %Shuff30 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I31 = insertelement <2 x i64> zeroinitializer, i64 0, i32 %E6
  %B = sdiv <16 x i32> %Shuff12, zeroinitializer
  %Sl32 = select <16 x i1> %Cmp15, <16 x i32> %B, <16 x i32> zeroinitializer
  %Cmp33 = icmp ne i16 -6485, 20627
  br label %CF238

CF238:                                            ; preds = %CF238, %CF254, %CF252
  %L34 = load <4 x float>, ptr %PC, align 16
  store double 0xFFFFFFFFFFFFFFFF, ptr %0, align 8
  %E35 = extractelement <16 x i32> %Shuff12, i32 %E6
  %Shuff36 = shufflevector <2 x i32> %Tr, <2 x i32> %Tr, <2 x i32> <i32 0, i32 2>
  %I37 = insertelement <16 x i32> %Sl20, i32 %E29, i32 %E6
  %Se38 = sext i8 -1 to i32
  %Sl39 = select i1 %Cmp27, float %FC, float %FC
  %Cmp40 = icmp ult i1 false, %Cmp27
  br i1 %Cmp40, label %CF238, label %CF241

CF241:                                            ; preds = %CF241, %CF247, %CF238
  %L41 = load float, ptr %0, align 4
  store <4 x float> %L34, ptr %0, align 16
  %E42 = extractelement <1 x i8> %I13, i32 %3
  %Shuff43 = shufflevector <16 x i32> %Shuff12, <16 x i32> %B, <16 x i32> <i32 4, i32 6, i32 poison, i32 10, i32 12, i32 14, i32 16, i32 poison, i32 20, i32 22, i32 24, i32 poison, i32 poison, i32 30, i32 0, i32 poison>
  %I44 = insertelement <4 x i8> %Shuff30, i8 %E42, i32 %E29
  %B45 = frem float 0xBC1A6D9E40000000, 0xBC1A6D9E40000000
  %PC46 = bitcast ptr %A to ptr
  %Sl47 = select i1 false, <2 x i64> %I, <2 x i64> zeroinitializer
  %Cmp48 = icmp eq <4 x i1> zeroinitializer, %L28
  %L49 = load double, ptr %PC46, align 8
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %A, align 8
  %E50 = extractelement <4 x i32> %Sl, i32 219015
  %Shuff51 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 2, i32 poison, i32 6>
  %I52 = insertelement <16 x i64> %L5, i64 %4, i32 %E50
  %B53 = mul <4 x i8> %Shuff30, %Shuff30
  %Se54 = sext <2 x i32> %Shuff36 to <2 x i64>
  %Sl55 = select i1 false, i64 %E, i64 352167
  %Cmp56 = fcmp ueq <4 x float> %L34, %L34
  %L57 = load double, ptr %PC, align 8
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC46, align 64
  %E58 = extractelement <16 x i1> %Cmp15, i32 %3
  br i1 %E58, label %CF241, label %CF247

CF247:                                            ; preds = %CF241
  %Shuff59 = shufflevector <2 x i64> %Se54, <2 x i64> %Shuff, <2 x i32> <i32 2, i32 poison>
  %I60 = insertelement <2 x i64> zeroinitializer, i64 %Sl55, i32 219015
  %B61 = and i64 352167, %Sl55
  %Tr62 = trunc i16 20627 to i1
  br i1 %Tr62, label %CF241, label %CF246

CF246:                                            ; preds = %CF246, %CF253, %CF250, %CF247
  %Sl63 = select <2 x i1> %Shuff24, <2 x i64> %Sl47, <2 x i64> %I25
  %Cmp64 = icmp ne <2 x i64> %Shuff59, %Sl47
  %L65 = load <4 x i32>, ptr %PC, align 16
  store float %Sl39, ptr %PC, align 4
  %E66 = extractelement <4 x i32> %Shuff18, i32 %3
  %Shuff67 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I68 = insertelement <16 x i32> zeroinitializer, i32 %Se38, i32 %E29
  %FC69 = uitofp <4 x i1> zeroinitializer to <4 x double>
  %Sl70 = select <4 x i1> zeroinitializer, <4 x i32> %Sl, <4 x i32> %L65
  %Cmp71 = icmp ule i16 20627, -3821
  br i1 %Cmp71, label %CF246, label %CF253

CF253:                                            ; preds = %CF246
  %L72 = load <2 x i8>, ptr %PC46, align 2
  store float 0xC11E67A240000000, ptr %PC46, align 4
  %E73 = extractelement <2 x i64> zeroinitializer, i32 %E50
  %Shuff74 = shufflevector <4 x i32> %L65, <4 x i32> %Sl, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I75 = insertelement <16 x i32> zeroinitializer, i32 %E6, i32 0
  %B76 = and <2 x i64> %Se54, %Shuff
  %Tr77 = trunc <4 x i32> %Shuff74 to <4 x i16>
  %Sl78 = select i1 %Cmp40, i8 -81, i8 %E42
  %Cmp79 = icmp sge i32 %E35, %E66
  br i1 %Cmp79, label %CF246, label %CF250

CF250:                                            ; preds = %CF253
  %L80 = load double, ptr %0, align 8
  store <2 x i16> <i16 0, i16 -1>, ptr %PC, align 4
  %E81 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff82 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 poison>
  %I83 = insertelement <2 x i1> %Shuff24, i1 %Cmp27, i32 %E66
  %Sl84 = select i1 %Cmp27, i32 %E6, i32 %E35
  %Cmp85 = icmp ule <4 x i32> %Shuff18, %Sl
  %L86 = load double, ptr %A, align 8
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC46, align 8
  %E87 = extractelement <16 x i32> %Shuff12, i32 %E29
  %Shuff88 = shufflevector <4 x i32> %Sl70, <4 x i32> %Sl, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I89 = insertelement <2 x i32> %Shuff36, i32 %E66, i32 %Sl84
  %B90 = fdiv float %Sl9, 0xBC1A6D9E40000000
  %Sl91 = select i1 %Cmp40, i16 -3821, i16 -1
  %Cmp92 = icmp ule i16 %Sl91, -3821
  br i1 %Cmp92, label %CF246, label %CF249

CF249:                                            ; preds = %CF249, %CF250
  %L93 = load <16 x i1>, ptr %A1, align 2
  store i8 %E42, ptr %PC46, align 1
  %E94 = extractelement <4 x i1> zeroinitializer, i32 %E50
  br i1 %E94, label %CF249, label %CF254

CF254:                                            ; preds = %CF249
  %Shuff95 = shufflevector <2 x i64> %I25, <2 x i64> %I25, <2 x i32> <i32 3, i32 poison>
  %I96 = insertelement <1 x i16> %L, i16 %Sl91, i32 219015
  %B97 = srem i32 %E35, %E50
  %FC98 = sitofp <2 x i64> %Shuff95 to <2 x double>
  %Sl99 = select i1 %Cmp27, <4 x i32> %Shuff18, <4 x i32> %Sl
  %Cmp100 = icmp slt i8 %E11, %E42
  br i1 %Cmp100, label %CF238, label %CF239

CF239:                                            ; preds = %CF239, %CF244, %CF254
  %L101 = load i32, ptr %PC46, align 4
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %PC46, align 64
  %E102 = extractelement <2 x i64> %I19, i32 0
  %Shuff103 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I104 = insertelement <2 x i64> %Shuff82, i64 %B61, i32 %E29
  %B105 = or i32 %Sl84, %E50
  %Tr106 = fptrunc <2 x double> %FC98 to <2 x float>
  %Sl107 = select i1 %Cmp40, float %B90, float %FC
  %Cmp108 = icmp slt <16 x i32> %I8, zeroinitializer
  %L109 = load <8 x i32>, ptr %0, align 32
  store float %B90, ptr %PC, align 4
  %E110 = extractelement <2 x i1> %Shuff24, i32 %3
  br i1 %E110, label %CF239, label %CF244

CF244:                                            ; preds = %CF239
  %Shuff111 = shufflevector <16 x i32> %Shuff7, <16 x i32> zeroinitializer, <16 x i32> <i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 poison, i32 3, i32 poison, i32 poison, i32 9, i32 poison, i32 13>
  %I112 = insertelement <2 x i64> %Shuff103, i64 %L16, i32 %E35
  %B113 = lshr <2 x i64> %I60, zeroinitializer
  %Tr114 = trunc i32 219015 to i16
  %Sl115 = select i1 %E58, <4 x i32> %L65, <4 x i32> zeroinitializer
  %Cmp116 = fcmp ueq float %B90, %Sl39
  br i1 %Cmp116, label %CF239, label %CF243

CF243:                                            ; preds = %CF243, %CF260, %CF244
  %L117 = load i64, ptr %PC, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 64
  %E118 = extractelement <2 x i64> zeroinitializer, i32 %E6
  %Shuff119 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Sl47, <2 x i32> <i32 0, i32 2>
  %I120 = insertelement <16 x i32> %Shuff43, i32 %E29, i32 %E29
  %PC121 = bitcast ptr %A4 to ptr
  %Sl122 = select <2 x i1> %I83, <2 x i32> %I89, <2 x i32> %I89
  %L123 = load i16, ptr %PC121, align 2
  store <16 x i64> %L5, ptr %PC, align 128
  %E124 = extractelement <1 x i8> %I13, i32 219015
  %Shuff125 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I126 = insertelement <16 x i32> %I120, i32 %E6, i32 %3
  %B127 = fsub float %L41, 0xBC1A6D9E40000000
  %Sl128 = select i1 %Cmp92, i1 %Cmp40, i1 %Cmp71
  br i1 %Sl128, label %CF243, label %CF260

CF260:                                            ; preds = %CF243
  %Cmp129 = icmp ne i32 %E87, %B97
  br i1 %Cmp129, label %CF243, label %CF255

CF255:                                            ; preds = %CF260
  %L130 = load <8 x double>, ptr %PC, align 64
  store i64 %E73, ptr %PC121, align 4
  %E131 = extractelement <4 x i8> %Shuff30, i32 %E6
  %Shuff132 = shufflevector <4 x i8> %Shuff30, <4 x i8> %Shuff30, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I133 = insertelement <4 x i1> %Cmp56, i1 %Cmp92, i32 %E35
  %B134 = shl i8 %Sl78, %5
  %PC135 = bitcast ptr %PC46 to ptr
  %Sl136 = select i1 %Cmp27, float %Sl107, float %B90
  %Cmp137 = icmp ugt i16 -1, %Sl91
  br label %CF

CF:                                               ; preds = %CF, %CF245, %CF256, %CF255
  %L138 = load i64, ptr %PC, align 4
  store <1 x i8> zeroinitializer, ptr %PC121, align 1
  %E139 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff140 = shufflevector <16 x i1> %L93, <16 x i1> %Cmp15, <16 x i32> <i32 24, i32 26, i32 28, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 poison>
  %I141 = insertelement <16 x i32> %Shuff43, i32 0, i32 %3
  %B142 = sdiv i64 %B61, %Sl55
  %FC143 = sitofp i8 -1 to double
  %Sl144 = select i1 %E58, <16 x i32> %I68, <16 x i32> %Shuff111
  %Cmp145 = icmp ugt i32 %Sl84, 461167
  br i1 %Cmp145, label %CF, label %CF245

CF245:                                            ; preds = %CF
  %L146 = load i64, ptr %PC46, align 4
  store <4 x double> %FC69, ptr %PC121, align 32
  %E147 = extractelement <16 x i1> %Cmp108, i32 %3
  br i1 %E147, label %CF, label %CF240

CF240:                                            ; preds = %CF240, %CF259, %CF245
  %Shuff148 = shufflevector <16 x i32> %Shuff43, <16 x i32> %Shuff7, <16 x i32> <i32 22, i32 24, i32 poison, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 16, i32 18, i32 20>
  %I149 = insertelement <16 x i32> %Shuff12, i32 %Sl84, i32 %Sl84
  %B150 = srem i8 %E131, %Sl78
  %Tr151 = trunc i64 %Sl55 to i16
  %Sl152 = select i1 %Cmp27, i64 %E73, i64 %Sl55
  %Cmp153 = icmp eq i64 0, %E
  br i1 %Cmp153, label %CF240, label %CF257

CF257:                                            ; preds = %CF257, %CF240
  %L154 = load i32, ptr %PC, align 4
  store <2 x i8> %L72, ptr %PC46, align 2
  %E155 = extractelement <2 x i64> %I, i32 0
  %Shuff156 = shufflevector <16 x i1> %Shuff140, <16 x i1> %Cmp15, <16 x i32> <i32 18, i32 20, i32 22, i32 24, i32 26, i32 poison, i32 poison, i32 0, i32 poison, i32 4, i32 6, i32 8, i32 10, i32 12, i32 poison, i32 16>
  %I157 = insertelement <16 x i32> %Sl20, i32 %E87, i32 %Sl84
  %Se158 = sext i1 %Cmp137 to i32
  %Sl159 = select <4 x i1> %Shuff125, <4 x i32> %Sl, <4 x i32> %Sl99
  %Cmp160 = icmp ule i32 %E35, %Sl84
  br i1 %Cmp160, label %CF257, label %CF258

CF258:                                            ; preds = %CF258, %CF257
  %L161 = load <8 x i32>, ptr %0, align 32
  store i32 %L154, ptr %PC46, align 4
  %E162 = extractelement <4 x double> %FC69, i32 %E87
  %Shuff163 = shufflevector <2 x i64> %B76, <2 x i64> %Shuff, <2 x i32> <i32 poison, i32 1>
  %I164 = insertelement <4 x i16> zeroinitializer, i16 %Sl91, i32 %E50
  %B165 = urem <2 x i64> %Shuff82, %Shuff59
  %FC166 = fptoui float %Sl107 to i16
  %Sl167 = select <4 x i1> %Cmp85, <4 x float> %L34, <4 x float> %L34
  %Cmp168 = icmp uge i1 true, %Cmp116
  br i1 %Cmp168, label %CF258, label %CF259

CF259:                                            ; preds = %CF258
  %L169 = load <2 x double>, ptr %PC46, align 16
  store float %B127, ptr %PC121, align 4
  %E170 = extractelement <2 x i64> zeroinitializer, i32 461167
  %Shuff171 = shufflevector <1 x i8> %I13, <1 x i8> %I13, <1 x i32> <i32 1>
  %I172 = insertelement <2 x i64> zeroinitializer, i64 %Sl55, i32 %E29
  %B173 = urem i32 %L101, %B97
  %FC174 = sitofp <2 x i64> %Shuff163 to <2 x double>
  %Sl175 = select i1 false, <16 x i32> %Shuff12, <16 x i32> %I141
  %Cmp176 = fcmp une <2 x double> %FC174, %FC98
  %L177 = load i64, ptr %PC121, align 4
  store <4 x i64> zeroinitializer, ptr %0, align 32
  %E178 = extractelement <16 x i32> %Sl32, i32 %B97
  %Shuff179 = shufflevector <2 x float> %Tr106, <2 x float> %Tr106, <2 x i32> <i32 2, i32 0>
  %I180 = insertelement <4 x i64> zeroinitializer, i64 %E23, i32 %E29
  %FC181 = sitofp <16 x i32> %Shuff7 to <16 x float>
  %Sl182 = select i1 %Cmp92, double %E162, double %L49
  %Cmp183 = fcmp ole double %Sl182, %L80
  br i1 %Cmp183, label %CF240, label %CF248

CF248:                                            ; preds = %CF248, %CF259
  %L184 = load <2 x float>, ptr %PC46, align 8
  store float 0xBC1A6D9E40000000, ptr %PC135, align 4
  %E185 = extractelement <4 x i16> %Shuff51, i32 %L154
  %Shuff186 = shufflevector <16 x i1> %Shuff140, <16 x i1> %L93, <16 x i32> <i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 poison, i32 15, i32 17>
  %I187 = insertelement <8 x double> %L130, double %L80, i32 %L154
  %B188 = sub <4 x i32> zeroinitializer, %Shuff88
  %FC189 = sitofp <16 x i1> %Shuff140 to <16 x float>
  %Sl190 = select i1 true, <16 x i32> %I68, <16 x i32> %I75
  %Cmp191 = fcmp olt <8 x double> %L130, %I187
  %L192 = load i8, ptr %PC, align 1
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 32
  %E193 = extractelement <2 x i64> %Shuff, i32 %3
  %Shuff194 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff171, <1 x i32> zeroinitializer
  %I195 = insertelement <16 x i32> %Shuff43, i32 219015, i32 %E66
  %ZE = zext <16 x i32> %I75 to <16 x i64>
  %Sl196 = select i1 %Cmp40, i8 103, i8 %L192
  %Cmp197 = icmp ule i8 %5, %L192
  br i1 %Cmp197, label %CF248, label %CF251

CF251:                                            ; preds = %CF251, %CF248
  %L198 = load <8 x float>, ptr %PC121, align 32
  store i16 %Tr114, ptr %PC, align 2
  %E199 = extractelement <16 x i1> %Shuff156, i32 %E66
  br i1 %E199, label %CF251, label %CF256

CF256:                                            ; preds = %CF251
  %Shuff200 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I180, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I201 = insertelement <1 x i8> %Shuff171, i8 %5, i32 %B173
  %FC202 = sitofp i8 -81 to double
  %Sl203 = select i1 %Cmp27, i1 false, i1 false
  br i1 %Sl203, label %CF, label %CF237

CF237:                                            ; preds = %CF237, %CF256
  %Cmp204 = icmp sge <2 x i64> %B165, %I19
  %L205 = load <8 x i8>, ptr %PC121, align 8
  store i64 %E155, ptr %PC121, align 4
  %E206 = extractelement <4 x i32> %Shuff18, i32 %E29
  %Shuff207 = shufflevector <16 x i32> %I8, <16 x i32> zeroinitializer, <16 x i32> <i32 29, i32 31, i32 poison, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27>
  %I208 = insertelement <2 x i64> %Shuff103, i64 %Sl55, i32 %E29
  %B209 = frem <4 x float> %L34, %Sl167
  %Tr210 = trunc <2 x i64> %Se54 to <2 x i8>
  %Sl211 = select i1 %Cmp183, double %FC143, double %E162
  %Cmp212 = fcmp uge double %Sl182, %L49
  br i1 %Cmp212, label %CF237, label %CF242

CF242:                                            ; preds = %CF237
  %L213 = load float, ptr %PC46, align 4
  store <4 x i8> zeroinitializer, ptr %PC46, align 4
  %E214 = extractelement <4 x i8> zeroinitializer, i32 %Se38
  %Shuff215 = shufflevector <16 x i1> %Shuff140, <16 x i1> %Cmp15, <16 x i32> <i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 poison, i32 22, i32 poison>
  %I216 = insertelement <16 x i32> zeroinitializer, i32 %L154, i32 %E50
  %B217 = fdiv <4 x float> %Sl167, %L34
  %Tr218 = trunc <16 x i32> %I216 to <16 x i1>
  %Sl219 = select i1 %Cmp33, <16 x i32> %Sl144, <16 x i32> %Sl20
  %Cmp220 = icmp ule <16 x i1> %Cmp15, %Cmp15
  %L221 = load double, ptr %PC121, align 8
  store <4 x i8> %Shuff132, ptr %PC121, align 4
  %E222 = extractelement <2 x i64> zeroinitializer, i32 %E66
  %Shuff223 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I224 = insertelement <16 x i1> %Shuff156, i1 %Cmp212, i32 %E6
  %B225 = sub <16 x i32> %I37, zeroinitializer
  %Tr226 = trunc <16 x i32> %Sl144 to <16 x i8>
  %Sl227 = select i1 %Cmp160, <4 x i32> %Shuff74, <4 x i32> %Sl159
  %Cmp228 = icmp sge <16 x i32> %I37, %I141
  %L229 = load i16, ptr %A3, align 2
  store <16 x i32> zeroinitializer, ptr %PC121, align 64
  %E230 = extractelement <16 x i32> %I120, i32 %L154
  %Shuff231 = shufflevector <4 x float> %B209, <4 x float> %L34, <4 x i32> <i32 6, i32 0, i32 2, i32 poison>
  %I232 = insertelement <4 x float> %L34, float 0xBC1A6D9E40000000, i32 %E230
  %B233 = fsub <2 x float> %Shuff179, %Tr106
  %Tr234 = trunc <2 x i32> %I89 to <2 x i1>
  %Sl235 = select i1 %Cmp137, i32 %E50, i32 %E35
  %Cmp236 = icmp sge <16 x i32> zeroinitializer, %Sl175
  store <1 x float> zeroinitializer, ptr %PC121, align 4
  store float 0xBC1A6D9E40000000, ptr %PC121, align 4
  store float %Sl9, ptr %PC, align 4
  store float %FC, ptr %0, align 4
  store i64 %E193, ptr %PC46, align 4
  ret void
}
