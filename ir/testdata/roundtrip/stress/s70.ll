; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD70(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <1 x i1>, align 1
  %A3 = alloca <1 x double>, align 8
  %A2 = alloca <4 x float>, align 16
  %A1 = alloca <4 x i1>, align 1
  %A = alloca <8 x i16>, align 16
  %L = load <4 x i1>, ptr %0, align 1
  store i32 %3, ptr %0, align 4
  %E = extractelement <4 x i16> zeroinitializer, i32 423611
  %Shuff = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 9, i32 poison, i32 13, i32 poison, i32 1, i32 3, i32 poison, i32 7>
  %I = insertelement <4 x i16> zeroinitializer, i16 -9461, i32 %3
  %Tr = trunc i8 -81 to i1
  br label %CF244

CF244:                                            ; preds = %CF244, %BB
  %Sl = select i1 true, i64 %4, i64 %4
  %Cmp = icmp eq i1 %Tr, %Tr
  br i1 %Cmp, label %CF244, label %CF246

CF246:                                            ; preds = %CF244
  %L5 = load i8, ptr %1, align 1
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %2, align 16
  %E6 = extractelement <2 x i1> zeroinitializer, i32 -1
  br label %CF242

CF242:                                            ; preds = %CF242, %CF246
  %Shuff7 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I8 = insertelement <4 x i32> zeroinitializer, i32 %3, i32 -1
  %B = or i32 -1, %3
  %Sl9 = select i1 true, i1 %Tr, i1 true
  br i1 %Sl9, label %CF242, label %CF243

CF243:                                            ; preds = %CF243, %CF242
  %L10 = load i64, ptr %0, align 4
  store <4 x i16> zeroinitializer, ptr %A, align 8
  %E11 = extractelement <4 x i32> zeroinitializer, i32 %B
  %Shuff12 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I8, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I13 = insertelement <1 x i1> zeroinitializer, i1 %Tr, i32 -1
  %B14 = srem i32 %B, 0
  %PC = bitcast ptr %A4 to ptr
  %Sl15 = select i1 %Tr, i64 378947, i64 378947
  %Cmp16 = icmp uge i32 %B14, 0
  br i1 %Cmp16, label %CF243, label %CF264

CF264:                                            ; preds = %CF243
  %L17 = load <16 x i64>, ptr %PC, align 128
  store i32 326991, ptr %0, align 4
  %E18 = extractelement <16 x i64> %L17, i32 430495
  %Shuff19 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff7, <2 x i32> <i32 poison, i32 3>
  %I20 = insertelement <4 x i32> %Shuff12, i32 -1, i32 %B
  %Tr21 = trunc i64 %Sl to i16
  %Sl22 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i64> %L17, <16 x i64> %L17
  %Cmp23 = icmp ugt i64 %E18, 23763
  br label %CF239

CF239:                                            ; preds = %CF239, %CF264
  %L24 = load <1 x i32>, ptr %0, align 4
  store i16 %E, ptr %A, align 2
  %E25 = extractelement <8 x i32> zeroinitializer, i32 %B
  %Shuff26 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff, <8 x i32> <i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7, i32 poison, i32 11>
  %I27 = insertelement <2 x i1> zeroinitializer, i1 %Tr, i32 %E25
  %Tr28 = trunc i32 %E11 to i16
  %Sl29 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i64> %L17, <16 x i64> %L17
  %Cmp30 = icmp eq i1 %Cmp23, true
  br i1 %Cmp30, label %CF239, label %CF251

CF251:                                            ; preds = %CF251, %CF239
  %L31 = load <4 x double>, ptr %A2, align 32
  store i64 -1, ptr %1, align 4
  %E32 = extractelement <8 x i64> zeroinitializer, i32 %B
  %Shuff33 = shufflevector <16 x i64> %L17, <16 x i64> %L17, <16 x i32> <i32 25, i32 poison, i32 29, i32 31, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23>
  %I34 = insertelement <16 x i64> %L17, i64 23763, i32 430495
  %B35 = fadd double 0x20C5A36468C3E0E2, 0x1865A3047063F082
  %FC = uitofp i32 -1 to double
  %Sl36 = select i1 true, i16 -16221, i16 -16221
  %Cmp37 = icmp sge i1 %Cmp30, %Cmp16
  br i1 %Cmp37, label %CF251, label %CF257

CF257:                                            ; preds = %CF251
  %L38 = load i64, ptr %0, align 4
  store <8 x i64> %Shuff, ptr %PC, align 64
  %E39 = extractelement <4 x i32> %Shuff12, i32 %E25
  %Shuff40 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 poison, i32 4>
  %I41 = insertelement <2 x i1> %Shuff7, i1 %Sl9, i32 %E39
  %FC42 = fptoui double %B35 to i8
  %Sl43 = select i1 true, i32 %B, i32 %B
  %Cmp44 = icmp eq <2 x i1> %Shuff19, %Shuff7
  %L45 = load i8, ptr %0, align 1
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  %E46 = extractelement <4 x i32> zeroinitializer, i32 116695
  %Shuff47 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff40, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I48 = insertelement <16 x i64> %L17, i64 %4, i32 0
  %FC49 = fptoui double 0x9ADD1B7C5EDBD4FA to i16
  %Sl50 = select i1 %Cmp23, i8 %L5, i8 %L5
  %L51 = load <4 x i1>, ptr %0, align 1
  store i1 true, ptr %PC, align 1
  %E52 = extractelement <4 x i16> %Shuff40, i32 -1
  %Shuff53 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff19, <2 x i32> <i32 3, i32 1>
  %I54 = insertelement <2 x i1> zeroinitializer, i1 true, i32 423611
  %FC55 = fptosi float 0xB9B1E695C0000000 to i1
  br label %CF237

CF237:                                            ; preds = %CF237, %CF257
  %Sl56 = select i1 true, i64 -1, i64 %E32
  %Cmp57 = icmp ule <2 x i1> zeroinitializer, %I41
  %L58 = load <4 x i16>, ptr %PC, align 8
  store i1 true, ptr %PC, align 1
  %E59 = extractelement <2 x i1> %Shuff19, i32 0
  br i1 %E59, label %CF237, label %CF238

CF238:                                            ; preds = %CF238, %CF265, %CF259, %CF237
  %Shuff60 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 poison, i32 poison, i32 poison, i32 9, i32 11, i32 13>
  %I61 = insertelement <1 x i32> %L24, i32 %B14, i32 -1
  %B62 = udiv i8 %L5, %FC42
  %Se = sext i16 %Tr21 to i32
  %Sl63 = select i1 %Tr, i32 %3, i32 %B
  %Cmp64 = icmp sgt <16 x i64> %I34, %L17
  %L65 = load i8, ptr %0, align 1
  %E66 = extractelement <1 x i32> %L24, i32 %Se
  %Shuff67 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison, i32 7, i32 9>
  %I68 = insertelement <16 x i64> %I48, i64 %L38, i32 %E25
  %B69 = add i32 %Sl43, %E66
  %FC70 = sitofp <8 x i32> zeroinitializer to <8 x float>
  %Sl71 = select i1 %Tr, i8 %Sl50, i8 -65
  %Cmp72 = icmp ne i64 %Sl, %4
  br i1 %Cmp72, label %CF238, label %CF253

CF253:                                            ; preds = %CF253, %CF238
  %L73 = load <4 x i16>, ptr %PC, align 8
  store i8 %5, ptr %0, align 1
  %E74 = extractelement <4 x i16> zeroinitializer, i32 %Sl43
  %Shuff75 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %I41, <2 x i32> <i32 1, i32 3>
  %I76 = insertelement <4 x i16> zeroinitializer, i16 %Sl36, i32 %E46
  %ZE = zext i1 %Cmp to i64
  %Sl77 = select i1 %Tr, i32 116695, i32 -1
  %Cmp78 = icmp eq <16 x i64> %Sl29, %L17
  %L79 = load <8 x double>, ptr %0, align 64
  store i16 %Sl36, ptr %0, align 2
  %E80 = extractelement <2 x i1> %Cmp44, i32 %Se
  br i1 %E80, label %CF253, label %CF262

CF262:                                            ; preds = %CF262, %CF253
  %Shuff81 = shufflevector <4 x i16> %Shuff47, <4 x i16> %Shuff40, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I82 = insertelement <16 x i64> %L17, i64 %L10, i32 %Sl77
  %B83 = add i32 %Sl43, %E25
  %FC84 = fptosi <4 x double> %L31 to <4 x i16>
  %Sl85 = select i1 %Cmp16, i64 -1, i64 0
  %Cmp86 = icmp ugt i16 -9461, %Tr28
  br i1 %Cmp86, label %CF262, label %CF265

CF265:                                            ; preds = %CF262
  %L87 = load <8 x i64>, ptr %A, align 64
  store i16 -16221, ptr %A4, align 2
  %E88 = extractelement <4 x i32> zeroinitializer, i32 %E39
  %Shuff89 = shufflevector <4 x i16> %Shuff40, <4 x i16> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I90 = insertelement <16 x i1> %Cmp64, i1 %Cmp16, i32 %E11
  %B91 = srem i32 %Sl77, 430495
  %FC92 = sitofp <4 x i16> %L58 to <4 x double>
  %Sl93 = select i1 %FC55, double 0x1865A3047063F082, double 0x1865A3047063F082
  %Cmp94 = icmp uge <8 x i64> %L87, %Shuff67
  %L95 = load <4 x double>, ptr %0, align 32
  store i1 true, ptr %0, align 1
  %E96 = extractelement <8 x float> %FC70, i32 %3
  %Shuff97 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 5, i32 poison, i32 9, i32 poison, i32 13, i32 15, i32 1, i32 poison>
  %I98 = insertelement <8 x i64> %Shuff97, i64 378947, i32 0
  %B99 = or i8 -1, %FC42
  %BC = bitcast i64 %ZE to double
  %Sl100 = select i1 %Cmp86, ptr %A, ptr %PC
  %Cmp101 = icmp sgt i64 %E32, %Sl56
  br i1 %Cmp101, label %CF238, label %CF247

CF247:                                            ; preds = %CF247, %CF254, %CF265
  %L102 = load <16 x float>, ptr %Sl100, align 64
  store i8 -1, ptr %PC, align 1
  %E103 = extractelement <4 x i16> zeroinitializer, i32 %Se
  %Shuff104 = shufflevector <4 x i16> %Shuff47, <4 x i16> %Shuff47, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I105 = insertelement <2 x i1> %Shuff7, i1 %Cmp86, i32 -1
  %B106 = lshr i32 430495, %Sl77
  %ZE107 = zext <2 x i1> %Shuff19 to <2 x i8>
  %Sl108 = select i1 %Cmp86, <4 x i1> %L51, <4 x i1> %L51
  %Cmp109 = icmp ult i32 %E25, %B
  br i1 %Cmp109, label %CF247, label %CF254

CF254:                                            ; preds = %CF247
  %L110 = load double, ptr %Sl100, align 8
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl100, align 16
  %E111 = extractelement <4 x i16> %I, i32 %Se
  %Shuff112 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff40, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I113 = insertelement <4 x i32> %I8, i32 %B106, i32 %Sl63
  %B114 = mul i32 %B14, %E39
  %BC115 = bitcast <16 x i64> %Shuff33 to <16 x double>
  %Sl116 = select i1 %E59, i16 %FC49, i16 %Sl36
  %Cmp117 = icmp sge i32 -1, %E25
  br i1 %Cmp117, label %CF247, label %CF248

CF248:                                            ; preds = %CF248, %CF260, %CF258, %CF254
  %L118 = load <2 x float>, ptr %Sl100, align 8
  store i8 %5, ptr %Sl100, align 1
  %E119 = extractelement <2 x i1> zeroinitializer, i32 %E39
  br i1 %E119, label %CF248, label %CF260

CF260:                                            ; preds = %CF248
  %Shuff120 = shufflevector <4 x double> %L31, <4 x double> %L31, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I121 = insertelement <8 x i64> %Shuff67, i64 23763, i32 %E39
  %B122 = srem <8 x i64> %Shuff26, %I121
  %Tr123 = trunc i32 116695 to i1
  br i1 %Tr123, label %CF248, label %CF250

CF250:                                            ; preds = %CF250, %CF260
  %Sl124 = select i1 %Cmp30, i32 116695, i32 %Se
  %Cmp125 = icmp ugt i16 6275, -9461
  br i1 %Cmp125, label %CF250, label %CF258

CF258:                                            ; preds = %CF250
  %L126 = load <2 x i1>, ptr %Sl100, align 1
  store i1 %Cmp16, ptr %Sl100, align 1
  %E127 = extractelement <4 x i16> %FC84, i32 %Sl124
  %Shuff128 = shufflevector <4 x i16> %Shuff104, <4 x i16> %Shuff40, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I129 = insertelement <8 x i64> %Shuff26, i64 %L10, i32 %E88
  %B130 = fmul double %L110, %Sl93
  %Sl131 = select i1 %Tr, i64 0, i64 378947
  %Cmp132 = icmp ult <4 x i1> %L51, %Sl108
  %L133 = load double, ptr %PC, align 8
  %E134 = extractelement <2 x i1> %I54, i32 %B114
  br i1 %E134, label %CF248, label %CF249

CF249:                                            ; preds = %CF249, %CF255, %CF258
  %Shuff135 = shufflevector <4 x double> %Shuff120, <4 x double> %FC92, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I136 = insertelement <4 x i1> %L, i1 %Cmp16, i32 430495
  %B137 = urem <8 x i64> %I121, %L87
  %Se138 = sext i16 %E52 to i32
  %Sl139 = select <4 x i1> %L51, <4 x double> %L31, <4 x double> %FC92
  %L140 = load i64, ptr %A, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E141 = extractelement <4 x i16> %Shuff81, i32 430495
  %Shuff142 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff7, <2 x i32> <i32 2, i32 0>
  %I143 = insertelement <16 x i1> %Cmp78, i1 %Tr, i32 0
  %B144 = shl <16 x i64> %Sl29, %I68
  %ZE145 = zext i1 %E6 to i32
  %Sl146 = select i1 true, ptr %A, ptr %Sl100
  %Cmp147 = icmp ugt i1 %Cmp23, %FC55
  br i1 %Cmp147, label %CF249, label %CF255

CF255:                                            ; preds = %CF249
  %L148 = load <8 x i8>, ptr %Sl100, align 8
  store i16 %E111, ptr %Sl100, align 2
  %E149 = extractelement <16 x float> %L102, i32 430495
  %Shuff150 = shufflevector <4 x i16> %Shuff40, <4 x i16> %L73, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I151 = insertelement <16 x i64> %Sl22, i64 %ZE, i32 %E25
  %Tr152 = trunc <4 x i16> %Shuff47 to <4 x i1>
  %Sl153 = select i1 %Tr, i8 -1, i8 %B62
  %Cmp154 = icmp ne <16 x i64> %Sl29, %B144
  %L155 = load <4 x i1>, ptr %Sl146, align 1
  store i8 %Sl50, ptr %Sl100, align 1
  %E156 = extractelement <4 x i16> %Shuff128, i32 -1
  %Shuff157 = shufflevector <2 x i1> %Shuff75, <2 x i1> %Shuff75, <2 x i32> <i32 poison, i32 1>
  %I158 = insertelement <4 x i1> %Cmp132, i1 %Cmp86, i32 %Se138
  %B159 = fadd <2 x float> %L118, %L118
  %Tr160 = trunc <16 x i64> %L17 to <16 x i8>
  %Sl161 = select i1 %Tr, i64 %Sl85, i64 %ZE
  %Cmp162 = icmp sgt i8 %B99, %Sl153
  br i1 %Cmp162, label %CF249, label %CF252

CF252:                                            ; preds = %CF252, %CF255
  %L163 = load i16, ptr %PC, align 2
  %E164 = extractelement <4 x i16> %Shuff128, i32 -1
  %Shuff165 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff128, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I166 = insertelement <2 x i1> zeroinitializer, i1 %Cmp30, i32 %E39
  %B167 = urem i32 %Sl124, %ZE145
  %FC168 = sitofp <4 x i16> zeroinitializer to <4 x float>
  %Sl169 = select i1 %E80, i16 %E, i16 -9461
  %Cmp170 = icmp eq i8 %L5, %5
  br i1 %Cmp170, label %CF252, label %CF259

CF259:                                            ; preds = %CF252
  %L171 = load <2 x i1>, ptr %Sl100, align 1
  store i16 %E103, ptr %PC, align 2
  %E172 = extractelement <16 x float> %L102, i32 %Sl77
  %Shuff173 = shufflevector <4 x i16> %Shuff40, <4 x i16> %Shuff104, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I174 = insertelement <4 x i16> %Shuff40, i16 %E156, i32 %B14
  %B175 = fadd <4 x double> %L31, %FC92
  %Se176 = sext i32 %B167 to i64
  %Sl177 = select i1 %Tr, i8 %Sl50, i8 %Sl153
  %Cmp178 = icmp ule i32 %E11, %E39
  br i1 %Cmp178, label %CF238, label %CF241

CF241:                                            ; preds = %CF241, %CF259
  %L179 = load float, ptr %Sl100, align 4
  store <2 x i64> <i64 0, i64 -1>, ptr %Sl100, align 16
  %E180 = extractelement <4 x i16> zeroinitializer, i32 %Sl63
  %Shuff181 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff81, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I182 = insertelement <4 x i1> %Sl108, i1 %Cmp125, i32 %Se138
  %BC183 = bitcast double %B130 to i64
  %Sl184 = select i1 %Tr123, <1 x i1> %I13, <1 x i1> zeroinitializer
  %Cmp185 = icmp ule i64 0, 0
  br i1 %Cmp185, label %CF241, label %CF261

CF261:                                            ; preds = %CF241
  %L186 = load i32, ptr %0, align 4
  store <2 x i32> <i32 0, i32 -1>, ptr %A, align 8
  %E187 = extractelement <2 x i1> %Shuff7, i32 %L186
  br label %CF

CF:                                               ; preds = %CF, %CF263, %CF261
  %Shuff188 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 10, i32 poison, i32 14, i32 poison, i32 poison, i32 poison, i32 6, i32 8>
  %I189 = insertelement <2 x i1> %Cmp57, i1 %Cmp101, i32 %E46
  %FC190 = fptoui float %L179 to i64
  %Sl191 = select i1 %Cmp162, i64 %Sl131, i64 %Sl131
  %Cmp192 = icmp eq <2 x i1> %Shuff142, zeroinitializer
  %L193 = load float, ptr %0, align 4
  store <8 x i8> %L148, ptr %Sl146, align 8
  %E194 = extractelement <16 x i64> %I34, i32 %E46
  %Shuff195 = shufflevector <8 x i64> %L87, <8 x i64> %Shuff26, <8 x i32> <i32 poison, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I196 = insertelement <8 x i64> %Shuff, i64 %Sl85, i32 %Se
  %Tr197 = trunc i64 0 to i8
  %Sl198 = select i1 %Cmp16, <16 x i64> %I34, <16 x i64> %B144
  %Cmp199 = icmp sgt <4 x i16> %Shuff173, %Shuff40
  %L200 = load i32, ptr %Sl100, align 4
  store <8 x i64> %Shuff67, ptr %Sl146, align 64
  %E201 = extractelement <4 x i16> zeroinitializer, i32 %Se
  %Shuff202 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 poison>
  %I203 = insertelement <2 x i1> %Shuff19, i1 true, i32 %B167
  %FC204 = fptosi <4 x double> %FC92 to <4 x i8>
  %Sl205 = select i1 %Tr, i64 %FC190, i64 -1
  %Cmp206 = icmp sge i16 %E111, %E103
  br i1 %Cmp206, label %CF, label %CF263

CF263:                                            ; preds = %CF
  %L207 = load <2 x i32>, ptr %PC, align 8
  store i8 %B99, ptr %Sl146, align 1
  %E208 = extractelement <2 x i1> %L171, i32 -1
  br i1 %E208, label %CF, label %CF240

CF240:                                            ; preds = %CF240, %CF263
  %Shuff209 = shufflevector <2 x i1> %Cmp192, <2 x i1> %Shuff75, <2 x i32> <i32 poison, i32 1>
  %I210 = insertelement <4 x i16> %Shuff47, i16 -16221, i32 %Sl124
  %B211 = lshr i64 %E18, %Sl85
  %Se212 = sext i1 %Cmp117 to i16
  %Sl213 = select i1 %Sl9, i1 %Cmp, i1 %Cmp16
  br i1 %Sl213, label %CF240, label %CF245

CF245:                                            ; preds = %CF245, %CF240
  %L214 = load <2 x i64>, ptr %Sl100, align 16
  store i1 %E134, ptr %Sl100, align 1
  %E215 = extractelement <4 x i16> %Shuff112, i32 %L200
  %Shuff216 = shufflevector <2 x float> %L118, <2 x float> %B159, <2 x i32> <i32 3, i32 1>
  %I217 = insertelement <2 x i1> %I41, i1 %Cmp117, i32 %3
  %B218 = add <4 x i16> %Shuff104, %Shuff40
  %Se219 = sext i1 %Cmp109 to i16
  %Sl220 = select <16 x i1> %I143, <16 x i64> %I82, <16 x i64> %Sl198
  %Cmp221 = icmp uge <4 x i16> %I174, %FC84
  %L222 = load <1 x i64>, ptr %Sl100, align 8
  store i1 true, ptr %Sl100, align 1
  %E223 = extractelement <8 x i32> %Shuff188, i32 %B
  %Shuff224 = shufflevector <4 x double> %FC92, <4 x double> %FC92, <4 x i32> <i32 poison, i32 poison, i32 5, i32 7>
  %I225 = insertelement <2 x i1> %I189, i1 %Cmp147, i32 %B
  %B226 = fdiv double 0x32FD5B9C46FB651A, 0x9ADD1B7C5EDBD4FA
  %FC227 = fptosi <4 x double> %Sl139 to <4 x i16>
  %Sl228 = select i1 %Cmp37, <4 x i1> %Tr152, <4 x i1> zeroinitializer
  %Cmp229 = icmp ne i32 0, 430495
  br i1 %Cmp229, label %CF245, label %CF256

CF256:                                            ; preds = %CF245
  %L230 = load i8, ptr %Sl146, align 1
  store <1 x i32> %L24, ptr %0, align 4
  %E231 = extractelement <4 x i16> %Shuff89, i32 %Sl77
  %Shuff232 = shufflevector <16 x i64> %I68, <16 x i64> %Sl220, <16 x i32> <i32 16, i32 18, i32 poison, i32 22, i32 24, i32 26, i32 28, i32 30, i32 poison, i32 2, i32 4, i32 6, i32 poison, i32 10, i32 12, i32 poison>
  %I233 = insertelement <16 x float> %L102, float 0xB9B1E695C0000000, i32 %B
  %ZE234 = zext <2 x i8> %ZE107 to <2 x i16>
  %Sl235 = select i1 %FC55, <2 x i1> %Shuff19, <2 x i1> %I41
  %Cmp236 = icmp ult <2 x i16> %ZE234, %ZE234
  store i64 %B211, ptr %Sl100, align 4
  store i8 %FC42, ptr %Sl100, align 1
  store i64 %Sl85, ptr %A, align 4
  store float %E172, ptr %Sl146, align 4
  store i1 %Cmp229, ptr %0, align 1
  ret void
}
