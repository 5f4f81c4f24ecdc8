; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD7(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca double, align 8
  %A2 = alloca double, align 8
  %A1 = alloca i64, align 8
  %A = alloca i64, align 8
  %L = load i8, ptr %A, align 1
  store <4 x i8> zeroinitializer, ptr %0, align 4
  %E = extractelement <4 x i16> zeroinitializer, i32 107877
  %Shuff = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 14, i32 0, i32 poison, i32 4, i32 6, i32 8, i32 10, i32 poison>
  %I = insertelement <8 x i8> zeroinitializer, i8 -59, i32 401845
  %B = and i16 19781, %E
  %Sl = select i1 true, i64 141377, i64 141377
  %L5 = load i16, ptr %0, align 2
  store <2 x i64> <i64 0, i64 -1>, ptr %0, align 16
  %E6 = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff7 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 poison, i32 6, i32 8>
  %I8 = insertelement <8 x i8> %Shuff, i8 -59, i32 401845
  %B9 = and <8 x i8> zeroinitializer, zeroinitializer
  %Tr = trunc i16 %E to i8
  %Sl10 = select i1 true, i64 270433, i64 %Sl
  %Cmp = icmp slt i8 %Tr, -59
  br label %CF241

CF241:                                            ; preds = %CF241, %CF257, %BB
  %L11 = load i8, ptr %A, align 1
  store <2 x i16> <i16 0, i16 -1>, ptr %0, align 4
  %E12 = extractelement <8 x i8> zeroinitializer, i32 %3
  %Shuff13 = shufflevector <8 x i8> %Shuff7, <8 x i8> zeroinitializer, <8 x i32> <i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4, i32 poison>
  %I14 = insertelement <8 x i32> zeroinitializer, i32 338457, i32 0
  %B15 = lshr <4 x i8> zeroinitializer, zeroinitializer
  %Tr16 = trunc i16 22121 to i8
  %Sl17 = select i1 %Cmp, double 0x1993D5B2B4912630, double 0xF2B294AE629B5C8
  %Cmp18 = icmp ult i16 22121, -5867
  br i1 %Cmp18, label %CF241, label %CF244

CF244:                                            ; preds = %CF244, %CF268, %CF241
  %L19 = load i32, ptr %0, align 4
  store <2 x i16> <i16 0, i16 -1>, ptr %0, align 4
  %E20 = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff21 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I22 = insertelement <8 x i32> zeroinitializer, i32 107877, i32 401845
  %B23 = add i32 338457, 0
  %ZE = zext i8 %E12 to i16
  %Sl24 = select i1 true, i8 0, i8 %Tr
  %Cmp25 = icmp slt <8 x i64> %Shuff21, %Shuff21
  %L26 = load <8 x i32>, ptr %0, align 32
  store float 0x3F8E20C200000000, ptr %0, align 4
  %E27 = extractelement <8 x i8> zeroinitializer, i32 %L19
  %Shuff28 = shufflevector <8 x i8> %Shuff7, <8 x i8> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 poison, i32 poison>
  %I29 = insertelement <8 x i64> zeroinitializer, i64 69793, i32 401845
  %B30 = and i16 19781, %ZE
  %Se = sext i32 0 to i64
  %Sl31 = select <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i1> zeroinitializer
  %Cmp32 = icmp eq <8 x i8> zeroinitializer, %Shuff
  %L33 = load <16 x double>, ptr %0, align 128
  store i32 401845, ptr %0, align 4
  %E34 = extractelement <8 x i8> %Shuff, i32 338457
  %Shuff35 = shufflevector <8 x i64> %Shuff21, <8 x i64> zeroinitializer, <8 x i32> <i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison>
  %I36 = insertelement <2 x i1> %Sl31, i1 true, i32 %3
  %B37 = udiv i8 -1, -1
  %Tr38 = trunc i16 -5867 to i8
  %Sl39 = select i1 true, i1 %Cmp, i1 %Cmp
  br i1 %Sl39, label %CF244, label %CF251

CF251:                                            ; preds = %CF251, %CF253, %CF244
  %Cmp40 = icmp ne i8 %B37, %E34
  br i1 %Cmp40, label %CF251, label %CF253

CF253:                                            ; preds = %CF251
  %L41 = load <16 x float>, ptr %0, align 64
  store i64 141377, ptr %0, align 4
  %E42 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff43 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I44 = insertelement <8 x i8> %Shuff7, i8 %E34, i32 %L19
  %B45 = add i32 107877, %L19
  %FC = uitofp i8 %B37 to float
  %Sl46 = select i1 %Sl39, i8 %E27, i8 %Sl24
  %Cmp47 = icmp slt i8 %Tr16, %L
  br i1 %Cmp47, label %CF251, label %CF252

CF252:                                            ; preds = %CF252, %CF253
  %L48 = load i16, ptr %0, align 2
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 128
  %E49 = extractelement <8 x i8> %Shuff, i32 401845
  %Shuff50 = shufflevector <8 x i64> %Shuff21, <8 x i64> zeroinitializer, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I51 = insertelement <8 x i64> %Shuff21, i64 %4, i32 338457
  %B52 = xor i16 0, 0
  %FC53 = fptosi float %FC to i64
  %Sl54 = select i1 %Sl39, <2 x i1> %I36, <2 x i1> zeroinitializer
  %Cmp55 = icmp ugt i16 22121, %E
  br i1 %Cmp55, label %CF252, label %CF268

CF268:                                            ; preds = %CF252
  %L56 = load i1, ptr %0, align 1
  br i1 %L56, label %CF244, label %CF245

CF245:                                            ; preds = %CF245, %CF259, %CF268
  store <1 x i64> zeroinitializer, ptr %0, align 8
  %E57 = extractelement <8 x i8> %Shuff, i32 %B45
  %Shuff58 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %I44, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15>
  %I59 = insertelement <4 x i8> %B15, i8 %Tr, i32 %L19
  %B60 = mul i64 141377, %4
  %FC61 = uitofp i32 401845 to double
  %Sl62 = select i1 %Sl39, i8 %Sl46, i8 -1
  %Cmp63 = fcmp ugt double %FC61, %Sl17
  br i1 %Cmp63, label %CF245, label %CF259

CF259:                                            ; preds = %CF245
  %L64 = load i8, ptr %0, align 1
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E65 = extractelement <8 x i8> zeroinitializer, i32 %B45
  %Shuff66 = shufflevector <8 x i64> %Shuff21, <8 x i64> %Shuff50, <8 x i32> <i32 0, i32 2, i32 poison, i32 6, i32 8, i32 poison, i32 12, i32 14>
  %I67 = insertelement <8 x i8> zeroinitializer, i8 %Sl46, i32 %L19
  %B68 = xor i8 %L, %E12
  %FC69 = fptosi double 0xF2B294AE629B5C8 to i16
  %Sl70 = select i1 %Cmp18, <16 x float> %L41, <16 x float> %L41
  %Cmp71 = icmp sgt i64 270433, %4
  br i1 %Cmp71, label %CF245, label %CF246

CF246:                                            ; preds = %CF246, %CF261, %CF260, %CF259
  %L72 = load i64, ptr %0, align 4
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %E73 = extractelement <8 x i8> %Shuff, i32 %L19
  %Shuff74 = shufflevector <16 x float> %Sl70, <16 x float> %L41, <16 x i32> <i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 poison, i32 16>
  %I75 = insertelement <8 x i64> %Shuff66, i64 %FC53, i32 %3
  %Tr76 = trunc i32 0 to i16
  %Sl77 = select i1 %Sl39, i32 338457, i32 %3
  %Cmp78 = icmp sgt i1 true, %Cmp
  br i1 %Cmp78, label %CF246, label %CF261

CF261:                                            ; preds = %CF246
  %L79 = load <16 x double>, ptr %0, align 128
  store i64 %FC53, ptr %A4, align 4
  %E80 = extractelement <16 x float> %Sl70, i32 401845
  %Shuff81 = shufflevector <16 x double> %L79, <16 x double> %L33, <16 x i32> <i32 13, i32 15, i32 17, i32 poison, i32 21, i32 23, i32 25, i32 27, i32 poison, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I82 = insertelement <8 x i8> %Shuff28, i8 %E49, i32 %Sl77
  %ZE83 = zext i16 %ZE to i32
  %Sl84 = select i1 true, <2 x i1> %Sl31, <2 x i1> zeroinitializer
  %Cmp85 = icmp ult i8 %E27, -1
  br i1 %Cmp85, label %CF246, label %CF260

CF260:                                            ; preds = %CF261
  %L86 = load i8, ptr %0, align 1
  %E87 = extractelement <16 x float> %Shuff74, i32 338457
  %Shuff88 = shufflevector <8 x i8> %Shuff13, <8 x i8> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison, i32 7>
  %I89 = insertelement <16 x double> %L79, double %FC61, i32 401845
  %Tr90 = trunc i64 %L72 to i16
  %Sl91 = select <8 x i1> %Cmp25, <8 x i8> zeroinitializer, <8 x i8> zeroinitializer
  %Cmp92 = icmp eq <4 x i16> %Shuff43, %Shuff43
  %L93 = load <1 x i64>, ptr %0, align 8
  store i16 %E20, ptr %0, align 2
  %E94 = extractelement <2 x i1> %Sl31, i32 %B45
  br i1 %E94, label %CF246, label %CF254

CF254:                                            ; preds = %CF254, %CF260
  %Shuff95 = shufflevector <8 x i8> %Sl91, <8 x i8> %I44, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I96 = insertelement <8 x i64> %Shuff21, i64 %FC53, i32 %Sl77
  %Tr97 = trunc <8 x i32> %I14 to <8 x i8>
  %Sl98 = select i1 true, <2 x i1> %Sl84, <2 x i1> %Sl31
  %Cmp99 = icmp ult i64 141377, %FC53
  br i1 %Cmp99, label %CF254, label %CF257

CF257:                                            ; preds = %CF254
  %L100 = load i1, ptr %0, align 1
  br i1 %L100, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF257
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %A4, align 16
  %E101 = extractelement <8 x i8> zeroinitializer, i32 %Sl77
  %Shuff102 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 poison>
  %I103 = insertelement <16 x float> %Sl70, float 0x3F8E20C200000000, i32 %L19
  %Se104 = sext i8 %E49 to i16
  %Sl105 = select <8 x i1> %Cmp25, <8 x i8> %Shuff13, <8 x i8> %I67
  %Cmp106 = icmp uge i64 %4, %4
  br i1 %Cmp106, label %CF242, label %CF262

CF262:                                            ; preds = %CF242
  %L107 = load <4 x i1>, ptr %0, align 1
  store double %Sl17, ptr %0, align 8
  %E108 = extractelement <8 x i64> %Shuff66, i32 401845
  %Shuff109 = shufflevector <8 x i64> %Shuff21, <8 x i64> zeroinitializer, <8 x i32> <i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I110 = insertelement <8 x i32> %I14, i32 401845, i32 %L19
  %B111 = udiv i16 %E20, %E
  %BC = bitcast float %E87 to i32
  %Sl112 = select i1 %L100, <8 x i8> %Sl105, <8 x i8> zeroinitializer
  %Cmp113 = fcmp ord float 0x3F8E20C200000000, %FC
  br label %CF240

CF240:                                            ; preds = %CF240, %CF262
  %L114 = load i32, ptr %0, align 4
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 128
  %E115 = extractelement <8 x i64> %Shuff66, i32 401845
  %Shuff116 = shufflevector <2 x i1> %Sl31, <2 x i1> %Sl98, <2 x i32> <i32 0, i32 2>
  %I117 = insertelement <8 x i64> %Shuff50, i64 %E108, i32 %L19
  %Se118 = sext i1 %L100 to i32
  %Sl119 = select i1 true, i16 -1, i16 -5867
  %Cmp120 = icmp ule i8 %E101, -1
  br i1 %Cmp120, label %CF240, label %CF248

CF248:                                            ; preds = %CF240
  %L121 = load double, ptr %0, align 8
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E122 = extractelement <2 x i1> %Sl84, i32 %Se118
  br label %CF

CF:                                               ; preds = %CF, %CF258, %CF256, %CF265, %CF250, %CF248
  %Shuff123 = shufflevector <16 x double> %L33, <16 x double> %L33, <16 x i32> <i32 12, i32 14, i32 poison, i32 18, i32 20, i32 22, i32 poison, i32 26, i32 28, i32 30, i32 0, i32 poison, i32 4, i32 6, i32 8, i32 10>
  %I124 = insertelement <8 x i8> %Shuff13, i8 %B68, i32 %L19
  %B125 = sub <8 x i8> %Shuff58, %I82
  %FC126 = sitofp i16 %ZE to float
  %Sl127 = select i1 %Cmp18, i32 0, i32 %L19
  %Cmp128 = icmp slt i16 %Tr90, -5867
  br i1 %Cmp128, label %CF, label %CF258

CF258:                                            ; preds = %CF
  %L129 = load <2 x i64>, ptr %0, align 16
  store i1 %Cmp55, ptr %0, align 1
  %E130 = extractelement <8 x i8> %Shuff, i32 %Sl127
  %Shuff131 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff58, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I132 = insertelement <4 x i8> %B15, i8 %Sl46, i32 %B45
  %B133 = sub i16 -5867, %E20
  %Se134 = sext i32 %3 to i64
  %Sl135 = select i1 %Sl39, i16 %E, i16 22121
  %Cmp136 = fcmp ult <16 x double> %I89, %L33
  %L137 = load float, ptr %0, align 4
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 64
  %E138 = extractelement <8 x i64> %Shuff50, i32 %L19
  %Shuff139 = shufflevector <8 x i64> %Shuff66, <8 x i64> %I96, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I140 = insertelement <8 x i32> zeroinitializer, i32 %Sl77, i32 %BC
  %B141 = lshr <8 x i8> %Sl91, %I67
  %Tr142 = trunc <8 x i32> %I22 to <8 x i1>
  %Sl143 = select i1 %E94, i8 %Tr, i8 %E130
  %Cmp144 = icmp eq <8 x i8> %B141, %Shuff13
  %L145 = load <4 x i1>, ptr %0, align 1
  store i64 %Se, ptr %0, align 4
  %E146 = extractelement <4 x i16> %Shuff43, i32 107877
  %Shuff147 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff13, <8 x i32> <i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I148 = insertelement <4 x i8> zeroinitializer, i8 %Tr, i32 %L19
  %B149 = fdiv <16 x double> %Shuff123, %L33
  %Se150 = sext i32 %Sl127 to i64
  %Sl151 = select <8 x i1> %Tr142, <8 x i1> %Cmp32, <8 x i1> %Tr142
  %Cmp152 = icmp eq <8 x i32> %I110, zeroinitializer
  %L153 = load <4 x double>, ptr %0, align 32
  store double %Sl17, ptr %0, align 8
  %E154 = extractelement <8 x i8> %Shuff, i32 %B45
  %Shuff155 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff, <8 x i32> <i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15>
  %I156 = insertelement <8 x i64> %Shuff50, i64 %B60, i32 %L114
  %PC = bitcast ptr %2 to ptr
  %Sl157 = select i1 %Cmp85, <8 x i32> %I14, <8 x i32> zeroinitializer
  %Cmp158 = icmp ugt i8 %E154, %Sl143
  br i1 %Cmp158, label %CF, label %CF247

CF247:                                            ; preds = %CF247, %CF267, %CF258
  %L159 = load i1, ptr %PC, align 1
  br i1 %L159, label %CF247, label %CF263

CF263:                                            ; preds = %CF263, %CF247
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 32
  %E160 = extractelement <2 x i1> %Sl54, i32 %Sl77
  br i1 %E160, label %CF263, label %CF264

CF264:                                            ; preds = %CF264, %CF263
  %Shuff161 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %I110, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10, i32 12, i32 14>
  %I162 = insertelement <2 x i1> zeroinitializer, i1 %Cmp, i32 %Sl77
  %B163 = sdiv <8 x i64> %Shuff35, %Shuff66
  %Sl164 = select i1 %Cmp55, i32 %Sl77, i32 %Sl77
  %Cmp165 = icmp ule <8 x i8> %Shuff13, %Sl105
  %L166 = load <8 x double>, ptr %PC, align 64
  store float 0x3F8E20C200000000, ptr %PC, align 4
  %E167 = extractelement <8 x i32> %Shuff161, i32 107877
  %Shuff168 = shufflevector <8 x i1> %Cmp25, <8 x i1> %Cmp25, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7, i32 9>
  %I169 = insertelement <8 x i8> %Shuff, i8 %E101, i32 %Sl164
  %FC170 = sitofp i32 %Sl77 to double
  %Sl171 = select i1 %Cmp47, <16 x double> %I89, <16 x double> %B149
  %Cmp172 = icmp ugt <8 x i1> %Tr142, %Cmp25
  %L173 = load i8, ptr %PC, align 1
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC, align 64
  %E174 = extractelement <16 x double> %L79, i32 0
  %Shuff175 = shufflevector <8 x i64> %Shuff50, <8 x i64> zeroinitializer, <8 x i32> <i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I176 = insertelement <16 x i1> %Cmp136, i1 %Cmp, i32 %Sl164
  %Sl177 = select i1 true, i1 %Cmp106, i1 true
  br i1 %Sl177, label %CF264, label %CF267

CF267:                                            ; preds = %CF264
  %Cmp178 = icmp ne i8 -59, %E57
  br i1 %Cmp178, label %CF247, label %CF255

CF255:                                            ; preds = %CF255, %CF267
  %L179 = load float, ptr %PC, align 4
  store <2 x i32> <i32 0, i32 -1>, ptr %PC, align 8
  %E180 = extractelement <8 x i8> %Shuff7, i32 %B45
  %Shuff181 = shufflevector <8 x i32> %I140, <8 x i32> %I14, <8 x i32> <i32 4, i32 6, i32 poison, i32 10, i32 12, i32 14, i32 poison, i32 2>
  %I182 = insertelement <2 x i1> %I162, i1 %Cmp158, i32 %L19
  %Tr183 = trunc i32 107877 to i8
  %Sl184 = select i1 %Cmp113, <16 x double> %Sl171, <16 x double> %L33
  %Cmp185 = fcmp one double 0xF2B294AE629B5C8, %FC170
  br i1 %Cmp185, label %CF255, label %CF256

CF256:                                            ; preds = %CF255
  %L186 = load i16, ptr %PC, align 2
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 16
  %E187 = extractelement <2 x i1> zeroinitializer, i32 %B45
  br i1 %E187, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF256
  %Shuff188 = shufflevector <8 x i32> %Shuff181, <8 x i32> %I110, <8 x i32> <i32 2, i32 4, i32 6, i32 poison, i32 10, i32 poison, i32 14, i32 0>
  %I189 = insertelement <2 x i64> %L129, i64 %4, i32 %Sl164
  %FC190 = fptosi <16 x float> %Shuff74 to <16 x i8>
  %Sl191 = select i1 %Cmp, <4 x i8> %I148, <4 x i8> zeroinitializer
  %Cmp192 = icmp ne i1 %Cmp99, true
  br i1 %Cmp192, label %CF243, label %CF265

CF265:                                            ; preds = %CF243
  %L193 = load i16, ptr %PC, align 2
  store <16 x float> %Sl70, ptr %PC, align 64
  %E194 = extractelement <8 x i1> %Shuff168, i32 %B45
  br i1 %E194, label %CF, label %CF239

CF239:                                            ; preds = %CF239, %CF266, %CF265
  %Shuff195 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I196 = insertelement <8 x i8> %Shuff, i8 %E130, i32 %B45
  %B197 = xor <8 x i64> zeroinitializer, %B163
  %FC198 = sitofp i16 %E146 to double
  %Sl199 = select i1 true, <16 x double> %Shuff81, <16 x double> %L33
  %Cmp200 = icmp ult <8 x i64> %I156, %I29
  %L201 = load i64, ptr %PC, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 16
  %E202 = extractelement <8 x i8> %I196, i32 %BC
  %Shuff203 = shufflevector <8 x i64> %Shuff50, <8 x i64> %Shuff35, <8 x i32> <i32 10, i32 poison, i32 14, i32 0, i32 2, i32 4, i32 poison, i32 8>
  %I204 = insertelement <8 x i64> %Shuff50, i64 %Sl, i32 338457
  %B205 = mul i32 %BC, %Sl77
  %Se206 = sext <2 x i1> %I36 to <2 x i64>
  %Sl207 = select i1 %Sl177, double %Sl17, double %FC170
  %Cmp208 = icmp sgt <2 x i1> zeroinitializer, %I162
  %L209 = load float, ptr %PC, align 4
  store <4 x i16> %Shuff195, ptr %PC, align 8
  %E210 = extractelement <8 x i8> zeroinitializer, i32 %L19
  %Shuff211 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff88, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 poison, i32 poison, i32 4, i32 poison>
  %I212 = insertelement <4 x i8> %Sl191, i8 -1, i32 %BC
  %Tr213 = trunc i32 %B23 to i16
  %Sl214 = select i1 %Cmp63, i1 %Cmp113, i1 %Cmp71
  br i1 %Sl214, label %CF239, label %CF266

CF266:                                            ; preds = %CF239
  %Cmp215 = icmp ne i32 0, %B205
  br i1 %Cmp215, label %CF239, label %CF249

CF249:                                            ; preds = %CF249, %CF266
  %L216 = load <4 x i32>, ptr %PC, align 16
  store float 0x3F8E20C200000000, ptr %PC, align 4
  %E217 = extractelement <8 x i8> %Sl91, i32 %BC
  %Shuff218 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff131, <8 x i32> <i32 poison, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1>
  %I219 = insertelement <8 x i64> %Shuff50, i64 %Se150, i32 %L19
  %B220 = mul i32 %Se118, %Se118
  %Sl221 = select <16 x i1> %Cmp136, <16 x double> %Sl184, <16 x double> %L33
  %Cmp222 = fcmp oge float %L179, 0x3F8E20C200000000
  br i1 %Cmp222, label %CF249, label %CF250

CF250:                                            ; preds = %CF249
  %L223 = load <4 x i32>, ptr %0, align 16
  store double 0xF2B294AE629B5C8, ptr %PC, align 8
  %E224 = extractelement <8 x i32> zeroinitializer, i32 %Sl164
  %Shuff225 = shufflevector <8 x i1> %Cmp144, <8 x i1> %Cmp200, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 poison, i32 poison>
  %I226 = insertelement <1 x i64> %L93, i64 %FC53, i32 %BC
  %B227 = udiv i32 %ZE83, 401845
  %Sl228 = select i1 %Cmp55, i8 %L86, i8 %L173
  %Cmp229 = icmp slt <8 x i8> %I124, %Sl112
  %L230 = load i8, ptr %PC, align 1
  store <1 x i8> zeroinitializer, ptr %PC, align 1
  %E231 = extractelement <16 x double> %L79, i32 %BC
  %Shuff232 = shufflevector <8 x i32> %Shuff188, <8 x i32> zeroinitializer, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I233 = insertelement <8 x i32> %Shuff181, i32 %B220, i32 %Sl164
  %B234 = ashr <8 x i32> %Shuff232, %I140
  %FC235 = sitofp <16 x i1> %I176 to <16 x float>
  %Sl236 = select i1 true, <16 x float> %L41, <16 x float> %FC235
  %Cmp237 = icmp ult i1 %Cmp120, %Cmp106
  br i1 %Cmp237, label %CF, label %CF238

CF238:                                            ; preds = %CF250
  store i32 %BC, ptr %0, align 4
  store i16 %E146, ptr %PC, align 2
  store i8 %5, ptr %0, align 1
  store double %FC61, ptr %PC, align 8
  store i16 %Tr213, ptr %0, align 2
  ret void
}
