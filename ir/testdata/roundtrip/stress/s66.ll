; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD66(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i32>, align 16
  %A3 = alloca <2 x i64>, align 16
  %A2 = alloca <2 x double>, align 16
  %A1 = alloca <8 x i8>, align 8
  %A = alloca <8 x i64>, align 64
  %L = load <2 x double>, ptr %0, align 16
  store i16 30787, ptr %0, align 2
  %E = extractelement <2 x i16> zeroinitializer, i32 -1
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I = insertelement <4 x i64> zeroinitializer, i64 485695, i32 -1
  %B = udiv <16 x i8> zeroinitializer, zeroinitializer
  %Sl = select i1 false, double 0x86AD0B4C52ABCCCA, double 0x827D0B1C567BD49A
  %Cmp = icmp uge i64 456443, 456443
  br label %CF244

CF244:                                            ; preds = %CF244, %BB
  %L5 = load i16, ptr %A, align 2
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E6 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I8 = insertelement <2 x i16> zeroinitializer, i16 0, i32 -1
  %B9 = sdiv <2 x i16> %I8, zeroinitializer
  %Tr = trunc i32 -1 to i1
  br i1 %Tr, label %CF244, label %CF246

CF246:                                            ; preds = %CF244
  %Sl10 = select i1 %Cmp, i8 111, i8 %5
  %Cmp11 = fcmp one double 0x6C95F334BC9338B2, 0x6C95F334BC9338B2
  br label %CF241

CF241:                                            ; preds = %CF241, %CF254, %CF266, %CF252, %CF246
  %L12 = load <2 x i64>, ptr %0, align 16
  store i32 -1, ptr %A, align 4
  %E13 = extractelement <4 x i64> zeroinitializer, i32 -1
  %Shuff14 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I15 = insertelement <8 x i64> zeroinitializer, i64 %4, i32 -1
  %Tr16 = trunc i16 %L5 to i8
  %Sl17 = select i1 %Cmp, i16 %E, i16 0
  %L18 = load <2 x i16>, ptr %0, align 4
  store i16 %Sl17, ptr %0, align 2
  %E19 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff20 = shufflevector <2 x double> %L, <2 x double> %L, <2 x i32> <i32 3, i32 1>
  %I21 = insertelement <2 x double> %L, double 0x827D0B1C567BD49A, i32 %3
  %Tr22 = trunc i64 -1 to i8
  %Sl23 = select i1 %Cmp, i16 6655, i16 30787
  %Cmp24 = icmp ne <2 x i16> %L18, %I8
  %L25 = load i32, ptr %0, align 4
  store <2 x i64> zeroinitializer, ptr %0, align 16
  %E26 = extractelement <2 x i16> %L18, i32 %3
  %Shuff27 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff, <4 x i32> <i32 6, i32 0, i32 poison, i32 poison>
  %I28 = insertelement <4 x i64> %Shuff7, i64 -1, i32 -1
  %Sl29 = select i1 %Tr, ptr %A, ptr %0
  %Cmp30 = fcmp uno double 0x827D0B1C567BD49A, 0x827D0B1C567BD49A
  br i1 %Cmp30, label %CF241, label %CF254

CF254:                                            ; preds = %CF241
  %L31 = load <4 x i8>, ptr %Sl29, align 4
  store i64 %E19, ptr %Sl29, align 4
  %E32 = extractelement <2 x i1> %Cmp24, i32 %L25
  br i1 %E32, label %CF241, label %CF248

CF248:                                            ; preds = %CF248, %CF254
  %Shuff33 = shufflevector <4 x i64> %I, <4 x i64> %Shuff, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I34 = insertelement <16 x i64> zeroinitializer, i64 -1, i32 -1
  %B35 = udiv i64 %E13, -1
  %ZE = zext <2 x i1> %Cmp24 to <2 x i64>
  %Sl36 = select i1 %Cmp, i16 %Sl17, i16 0
  %Cmp37 = icmp sgt i64 %E19, %B35
  br i1 %Cmp37, label %CF248, label %CF266

CF266:                                            ; preds = %CF248
  %L38 = load <1 x double>, ptr %Sl29, align 8
  store i32 %L25, ptr %A3, align 4
  %E39 = extractelement <16 x i8> %B, i32 %3
  %Shuff40 = shufflevector <2 x i1> %Cmp24, <2 x i1> %Cmp24, <2 x i32> <i32 3, i32 1>
  %I41 = insertelement <2 x double> %I21, double 0x827D0B1C567BD49A, i32 %3
  %B42 = urem i64 %B35, 485695
  %ZE43 = zext <16 x i8> zeroinitializer to <16 x i64>
  %Sl44 = select i1 false, i16 %Sl23, i16 %L5
  %Cmp45 = icmp slt <2 x i64> zeroinitializer, zeroinitializer
  %L46 = load <4 x float>, ptr %Sl29, align 16
  store double 0x827D0B1C567BD49A, ptr %Sl29, align 8
  %E47 = extractelement <4 x i64> %Shuff27, i32 -1
  %Shuff48 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 17, i32 poison, i32 21, i32 23, i32 25, i32 27, i32 poison, i32 31, i32 1, i32 3, i32 5, i32 7>
  %I49 = insertelement <16 x i8> zeroinitializer, i8 %E39, i32 %3
  %B50 = udiv <8 x i64> %I15, zeroinitializer
  %Tr51 = trunc <4 x i64> %I28 to <4 x i16>
  %Sl52 = select i1 false, i32 -1, i32 -1
  %Cmp53 = icmp ule <2 x i16> zeroinitializer, zeroinitializer
  %L54 = load i16, ptr %Sl29, align 2
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl29, align 16
  %E55 = extractelement <2 x i16> %L18, i32 -1
  %Shuff56 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I57 = insertelement <16 x i64> %ZE43, i64 %4, i32 %L25
  %B58 = mul i8 %5, %E39
  %ZE59 = zext i16 %Sl44 to i64
  %Sl60 = select i1 false, <8 x i1> zeroinitializer, <8 x i1> zeroinitializer
  %Cmp61 = fcmp ueq <2 x double> %L, %L
  %L62 = load i16, ptr %Sl29, align 2
  store <4 x i64> %Shuff56, ptr %Sl29, align 32
  %E63 = extractelement <2 x double> %I21, i32 %L25
  %Shuff64 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I65 = insertelement <4 x i64> %Shuff33, i64 %4, i32 %3
  %B66 = sdiv i32 -1, -1
  %FC = sitofp i16 %E26 to float
  %Sl67 = select i1 false, i64 %E19, i64 -1
  %Cmp68 = icmp uge i1 false, %Tr
  br i1 %Cmp68, label %CF241, label %CF245

CF245:                                            ; preds = %CF245, %CF266
  %L69 = load <16 x i1>, ptr %0, align 2
  store float %FC, ptr %Sl29, align 4
  %E70 = extractelement <4 x i64> %Shuff7, i32 -1
  %Shuff71 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I72 = insertelement <8 x i64> %I15, i64 -1, i32 -1
  %B73 = udiv <4 x i8> %L31, %L31
  %PC = bitcast ptr %Sl29 to ptr
  %Sl74 = select i1 false, i16 %E, i16 30787
  %Cmp75 = icmp sge <16 x i8> %B, zeroinitializer
  %L76 = load i32, ptr %Sl29, align 4
  %E77 = extractelement <16 x i8> %B, i32 %L25
  %Shuff78 = shufflevector <2 x i64> %L12, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 poison>
  %I79 = insertelement <4 x i64> %Shuff7, i64 %B35, i32 %L76
  %B80 = mul <2 x i64> %Shuff78, zeroinitializer
  %FC81 = uitofp i64 %E6 to float
  %Sl82 = select i1 %Cmp, i16 %E, i16 %L62
  %Cmp83 = icmp ult <8 x i1> zeroinitializer, %Sl60
  %L84 = load i64, ptr %PC, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl29, align 8
  %E85 = extractelement <16 x i1> %L69, i32 %L25
  br i1 %E85, label %CF245, label %CF251

CF251:                                            ; preds = %CF251, %CF245
  %Shuff86 = shufflevector <8 x i1> %Sl60, <8 x i1> %Sl60, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I87 = insertelement <4 x i64> zeroinitializer, i64 318439, i32 %B66
  %Sl88 = select i1 %Cmp37, i1 %E32, i1 %Cmp68
  br i1 %Sl88, label %CF251, label %CF252

CF252:                                            ; preds = %CF251
  %Cmp89 = icmp ugt i1 %Tr, %Cmp30
  br i1 %Cmp89, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF265, %CF263, %CF261, %CF259, %CF260, %CF255, %CF252
  %L90 = load double, ptr %PC, align 8
  %E91 = extractelement <16 x i8> zeroinitializer, i32 -1
  %Shuff92 = shufflevector <2 x i16> %L18, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I93 = insertelement <16 x i1> %L69, i1 %Cmp68, i32 %Sl52
  %B94 = sdiv i32 %L76, %B66
  %Sl95 = select i1 %Cmp68, <16 x i64> %ZE43, <16 x i64> %ZE43
  %Cmp96 = icmp sgt <2 x i16> zeroinitializer, %Shuff92
  %L97 = load double, ptr %0, align 8
  store <4 x i64> %Shuff, ptr %Sl29, align 32
  %E98 = extractelement <16 x i64> %Sl95, i32 %B66
  %Shuff99 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Sl60, <8 x i32> <i32 8, i32 10, i32 12, i32 poison, i32 0, i32 2, i32 4, i32 6>
  %I100 = insertelement <2 x i64> %B80, i64 %B35, i32 %L25
  %B101 = udiv i8 0, %E39
  %Sl102 = select <16 x i1> %Cmp75, <16 x i64> %I57, <16 x i64> %Sl95
  %Cmp103 = icmp sge i32 %Sl52, %L76
  br i1 %Cmp103, label %CF242, label %CF265

CF265:                                            ; preds = %CF242
  %L104 = load <4 x i1>, ptr %Sl29, align 1
  store i64 %E98, ptr %PC, align 4
  %E105 = extractelement <16 x i64> %ZE43, i32 %L76
  %Shuff106 = shufflevector <16 x i64> %Sl102, <16 x i64> zeroinitializer, <16 x i32> <i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 poison, i32 17, i32 19>
  %I107 = insertelement <2 x i16> zeroinitializer, i16 %L54, i32 %L25
  %B108 = sub i8 0, %B58
  %FC109 = uitofp i16 0 to float
  %Sl110 = select i1 false, i8 %E77, i8 0
  %Cmp111 = icmp ugt i8 %5, 0
  br i1 %Cmp111, label %CF242, label %CF263

CF263:                                            ; preds = %CF265
  %L112 = load i32, ptr %Sl29, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E113 = extractelement <2 x i16> %I107, i32 %L25
  %Shuff114 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Sl60, <8 x i32> <i32 10, i32 poison, i32 poison, i32 poison, i32 2, i32 4, i32 6, i32 8>
  %I115 = insertelement <8 x i64> %I72, i64 %ZE59, i32 %L25
  %B116 = udiv i32 %3, %B94
  %Tr117 = trunc i64 %E13 to i32
  %Sl118 = select i1 %Cmp, i64 %E105, i64 %Sl67
  %Cmp119 = icmp eq <16 x i8> %B, zeroinitializer
  %L120 = load i16, ptr %PC, align 2
  store <2 x i8> <i8 0, i8 -1>, ptr %0, align 2
  %E121 = extractelement <16 x i8> zeroinitializer, i32 %L112
  %Shuff122 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %Shuff48, <16 x i32> <i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 poison, i32 22, i32 poison, i32 26, i32 poison, i32 30, i32 0, i32 poison, i32 poison, i32 poison>
  %I123 = insertelement <16 x i1> %Cmp119, i1 false, i32 %Sl52
  %FC124 = sitofp <8 x i64> %Shuff14 to <8 x float>
  %Sl125 = select i1 %Cmp37, float %FC109, float %FC
  %Cmp126 = icmp ule <8 x i1> %Shuff99, %Sl60
  %L127 = load <4 x float>, ptr %Sl29, align 16
  store double %L97, ptr %Sl29, align 8
  %E128 = extractelement <4 x i64> %I65, i32 %Sl52
  %Shuff129 = shufflevector <4 x i8> %L31, <4 x i8> %L31, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I130 = insertelement <4 x i64> %Shuff7, i64 %L84, i32 %L76
  %B131 = udiv i64 %E47, -1
  %Tr132 = trunc <2 x i64> zeroinitializer to <2 x i16>
  %Sl133 = select i1 false, double %L90, double 0x827D0B1C567BD49A
  %Cmp134 = icmp ugt <8 x i64> zeroinitializer, %I115
  %L135 = load i8, ptr %Sl29, align 1
  store <2 x i16> zeroinitializer, ptr %0, align 4
  %E136 = extractelement <8 x i64> %B50, i32 %B94
  %Shuff137 = shufflevector <4 x i64> %Shuff56, <4 x i64> %Shuff56, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I138 = insertelement <16 x i8> zeroinitializer, i8 107, i32 %L112
  %FC139 = fptoui float %FC109 to i1
  br i1 %FC139, label %CF242, label %CF261

CF261:                                            ; preds = %CF263
  %Sl140 = select i1 %FC139, i1 %Cmp89, i1 %Cmp30
  br i1 %Sl140, label %CF242, label %CF259

CF259:                                            ; preds = %CF261
  %Cmp141 = fcmp ult <1 x double> %L38, %L38
  %L142 = load i32, ptr %0, align 4
  store <4 x i64> %I130, ptr %Sl29, align 32
  %E143 = extractelement <2 x i64> %I100, i32 %B66
  %Shuff144 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff, <4 x i32> <i32 6, i32 0, i32 poison, i32 4>
  %I145 = insertelement <16 x i64> %Shuff106, i64 %E128, i32 %L25
  %B146 = shl i8 107, %B101
  %Sl147 = select i1 false, i1 %E32, i1 %Cmp30
  br i1 %Sl147, label %CF242, label %CF258

CF258:                                            ; preds = %CF258, %CF262, %CF259
  %Cmp148 = icmp uge <4 x i64> %I, %I87
  %L149 = load <8 x i8>, ptr %Sl29, align 8
  store float %FC, ptr %Sl29, align 4
  %E150 = extractelement <8 x i1> %Shuff99, i32 %3
  br i1 %E150, label %CF258, label %CF262

CF262:                                            ; preds = %CF258
  %Shuff151 = shufflevector <4 x i1> %L104, <4 x i1> %Cmp148, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I152 = insertelement <8 x i64> %I72, i64 %ZE59, i32 %B66
  %B153 = add i64 %B35, %E47
  %Se = sext i1 %E32 to i8
  %Sl154 = select <4 x i1> %L104, <4 x i64> %Shuff33, <4 x i64> %Shuff71
  %Cmp155 = fcmp ogt float %FC109, %FC81
  br i1 %Cmp155, label %CF258, label %CF260

CF260:                                            ; preds = %CF262
  %L156 = load <2 x double>, ptr %Sl29, align 16
  store double %Sl, ptr %0, align 8
  %E157 = extractelement <4 x i64> %Shuff7, i32 %L112
  %Shuff158 = shufflevector <8 x i64> %B50, <8 x i64> %Shuff14, <8 x i32> <i32 7, i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I159 = insertelement <2 x i16> zeroinitializer, i16 0, i32 %Tr117
  %B160 = sdiv i64 %E143, %B35
  %Tr161 = trunc i64 -1 to i8
  %Sl162 = select i1 %Cmp, i64 %Sl67, i64 %E98
  %Cmp163 = fcmp ule float %FC81, %FC109
  br i1 %Cmp163, label %CF242, label %CF253

CF253:                                            ; preds = %CF253, %CF260
  %L164 = load <4 x float>, ptr %0, align 16
  store i1 %Cmp30, ptr %Sl29, align 1
  %E165 = extractelement <8 x i1> %Cmp134, i32 %B94
  br i1 %E165, label %CF253, label %CF255

CF255:                                            ; preds = %CF253
  %Shuff166 = shufflevector <2 x i64> %ZE, <2 x i64> %I100, <2 x i32> <i32 3, i32 1>
  %I167 = insertelement <4 x i64> %Shuff64, i64 %Sl67, i32 -1
  %B168 = and <16 x i64> %ZE43, %I34
  %PC169 = bitcast ptr %1 to ptr
  %Sl170 = select i1 %E32, ptr %A2, ptr %PC
  %Cmp171 = fcmp ord <2 x double> %L, %L
  %L172 = load i1, ptr %PC, align 1
  br i1 %L172, label %CF242, label %CF249

CF249:                                            ; preds = %CF249, %CF255
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC169, align 32
  %E173 = extractelement <16 x i8> zeroinitializer, i32 %B94
  %Shuff174 = shufflevector <16 x i1> %Cmp75, <16 x i1> %L69, <16 x i32> <i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10, i32 12, i32 14, i32 poison>
  %I175 = insertelement <16 x i8> %Shuff122, i8 %B146, i32 %B66
  %B176 = sub i8 %5, %E39
  %Sl177 = select i1 %Cmp30, i16 %L54, i16 6655
  %Cmp178 = icmp sge <4 x i64> %Shuff, %I130
  %L179 = load <2 x i32>, ptr %Sl29, align 8
  store i32 %B94, ptr %PC, align 4
  %E180 = extractelement <4 x i64> %Sl154, i32 -1
  %Shuff181 = shufflevector <8 x i1> %Shuff114, <8 x i1> zeroinitializer, <8 x i32> <i32 13, i32 poison, i32 1, i32 3, i32 poison, i32 poison, i32 9, i32 11>
  %I182 = insertelement <16 x i1> %I93, i1 %FC139, i32 -1
  %Se183 = sext <8 x i1> %Shuff86 to <8 x i64>
  %Sl184 = select i1 %FC139, i8 %E91, i8 %E77
  %Cmp185 = icmp sge i16 %L120, %Sl177
  br i1 %Cmp185, label %CF249, label %CF267

CF267:                                            ; preds = %CF249
  %L186 = load i1, ptr %Sl29, align 1
  br label %CF

CF:                                               ; preds = %CF, %CF264, %CF257, %CF267
  store <2 x double> %L156, ptr %A4, align 16
  %E187 = extractelement <2 x i1> %Cmp171, i32 -1
  br i1 %E187, label %CF, label %CF264

CF264:                                            ; preds = %CF
  %Shuff188 = shufflevector <8 x i1> %Cmp134, <8 x i1> %Shuff114, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I189 = insertelement <2 x double> %L, double 0x827D0B1C567BD49A, i32 -1
  %B190 = sdiv i64 %E143, -1
  %ZE191 = zext i1 %Cmp163 to i32
  %Sl192 = select i1 %Cmp, i8 %Tr22, i8 %Tr16
  %Cmp193 = icmp ule i64 %ZE59, %L84
  br i1 %Cmp193, label %CF, label %CF247

CF247:                                            ; preds = %CF247, %CF264
  %L194 = load <2 x float>, ptr %Sl29, align 8
  store i8 %B58, ptr %PC169, align 1
  %E195 = extractelement <4 x float> %L164, i32 %L142
  %Shuff196 = shufflevector <16 x i8> %B, <16 x i8> %I175, <16 x i32> <i32 7, i32 poison, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 poison, i32 31, i32 1, i32 3, i32 5>
  %I197 = insertelement <4 x i64> %Shuff71, i64 %E98, i32 -1
  %B198 = fdiv <2 x double> %Shuff20, %L
  %Tr199 = trunc <16 x i64> %I145 to <16 x i8>
  %Sl200 = select <8 x i1> %Sl60, <8 x i1> %Cmp126, <8 x i1> %Shuff181
  %Cmp201 = icmp ne i16 30787, %E113
  br i1 %Cmp201, label %CF247, label %CF257

CF257:                                            ; preds = %CF247
  %L202 = load <2 x float>, ptr %Sl29, align 8
  store i32 -1, ptr %PC169, align 4
  %E203 = extractelement <8 x i64> %I115, i32 -1
  %Shuff204 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %I175, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3>
  %I205 = insertelement <4 x i1> %Cmp178, i1 false, i32 %ZE191
  %B206 = srem i8 %E121, %Tr161
  %Tr207 = trunc <4 x i64> %Shuff7 to <4 x i1>
  %Sl208 = select i1 %Cmp201, i64 %E98, i64 %Sl67
  %Cmp209 = icmp sge i8 %B108, %E39
  br i1 %Cmp209, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF268, %CF269, %CF257
  %L210 = load double, ptr %PC169, align 8
  store <16 x i8> %I138, ptr %PC169, align 16
  %E211 = extractelement <4 x i64> %Shuff144, i32 %L25
  %Shuff212 = shufflevector <2 x i1> %Shuff40, <2 x i1> %Shuff40, <2 x i32> <i32 2, i32 0>
  %I213 = insertelement <16 x i1> %L69, i1 false, i32 %B94
  %B214 = udiv i8 %Tr22, %B58
  %Tr215 = trunc i64 318439 to i32
  %Sl216 = select <4 x i1> %L104, <4 x i64> %Shuff137, <4 x i64> %Shuff27
  %Cmp217 = fcmp oge float %FC, %E195
  br i1 %Cmp217, label %CF243, label %CF268

CF268:                                            ; preds = %CF243
  %L218 = load <1 x i32>, ptr %0, align 4
  store float %FC, ptr %0, align 4
  %E219 = extractelement <16 x i64> %B168, i32 %B94
  %Shuff220 = shufflevector <8 x i1> %Shuff114, <8 x i1> %Shuff181, <8 x i32> <i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison>
  %I221 = insertelement <4 x i64> zeroinitializer, i64 %B153, i32 %ZE191
  %B222 = urem i8 %Sl184, 71
  %Tr223 = trunc <2 x i64> %L12 to <2 x i1>
  %Sl224 = select i1 %Cmp217, i8 %B101, i8 %B58
  %Cmp225 = icmp slt i1 %Cmp217, false
  br i1 %Cmp225, label %CF243, label %CF256

CF256:                                            ; preds = %CF256, %CF268
  %L226 = load float, ptr %Sl29, align 4
  store <4 x i16> %Tr51, ptr %PC169, align 8
  %E227 = extractelement <8 x i64> %B50, i32 %3
  %Shuff228 = shufflevector <8 x i1> %Shuff188, <8 x i1> %Sl60, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 poison, i32 14>
  %I229 = insertelement <2 x i64> %Shuff78, i64 %ZE59, i32 %L112
  %FC230 = sitofp <16 x i64> %Sl102 to <16 x double>
  %Sl231 = select i1 false, i64 %L84, i64 %L84
  %Cmp232 = icmp ule i8 %Sl224, %B206
  br i1 %Cmp232, label %CF256, label %CF269

CF269:                                            ; preds = %CF256
  %L233 = load <2 x i8>, ptr %A, align 2
  store i16 %Sl17, ptr %PC169, align 2
  %E234 = extractelement <1 x i1> %Cmp141, i32 %Sl52
  br i1 %E234, label %CF243, label %CF250

CF250:                                            ; preds = %CF269
  %Shuff235 = shufflevector <2 x i1> %Cmp53, <2 x i1> %Cmp45, <2 x i32> <i32 1, i32 poison>
  %I236 = insertelement <2 x i1> %Tr223, i1 false, i32 -1
  %B237 = sdiv i16 %Sl82, %Sl177
  %FC238 = fptoui double %L97 to i32
  %Sl239 = select <2 x i1> %Cmp24, <2 x i1> %Cmp45, <2 x i1> %Cmp171
  %Cmp240 = icmp ult <4 x i64> zeroinitializer, %Shuff27
  store <2 x i32> %L179, ptr %PC, align 8
  store <4 x float> %L46, ptr %0, align 16
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 32
  store i1 %FC139, ptr %PC169, align 1
  ret void
}
