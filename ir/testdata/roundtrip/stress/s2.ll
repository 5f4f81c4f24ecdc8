; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD2(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i64>, align 16
  %A3 = alloca <16 x float>, align 64
  %A2 = alloca <8 x i1>, align 1
  %A1 = alloca <8 x i64>, align 64
  %A = alloca <2 x i16>, align 4
  %L = load i1, ptr %0, align 1
  br label %CF264

CF264:                                            ; preds = %BB
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 64
  %E = extractelement <16 x i16> zeroinitializer, i32 59159
  %Shuff = shufflevector <16 x i16> zeroinitializer, <16 x i16> zeroinitializer, <16 x i32> <i32 28, i32 30, i32 0, i32 poison, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14, i32 poison, i32 poison, i32 poison, i32 22, i32 24, i32 26>
  %I = insertelement <16 x i16> %Shuff, i16 -1, i32 59159
  %FC = uitofp i16 26755 to double
  %Sl = select i1 %L, i64 0, i64 %4
  %Cmp = icmp slt i16 %E, 0
  br label %CF256

CF256:                                            ; preds = %CF264
  %L5 = load i32, ptr %0, align 4
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 64
  %E6 = extractelement <16 x i16> zeroinitializer, i32 91015
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I8 = insertelement <8 x i32> zeroinitializer, i32 91015, i32 91015
  %B = udiv <2 x i64> zeroinitializer, zeroinitializer
  %Sl9 = select i1 %L, i16 -1, i16 -1
  %Cmp10 = icmp ne i16 0, %E6
  br label %CF251

CF251:                                            ; preds = %CF251, %CF256
  %L11 = load i32, ptr %0, align 4
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 128
  %E12 = extractelement <4 x i64> zeroinitializer, i32 91015
  %Shuff13 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I14 = insertelement <2 x i32> zeroinitializer, i32 91015, i32 %3
  %B15 = and i64 -1, %Sl
  %Sl16 = select i1 true, double 0xCBC1F96029BFCCDE, double 0xDE4D6AECBA4B3C6A
  %L17 = load i1, ptr %0, align 1
  br i1 %L17, label %CF251, label %CF261

CF261:                                            ; preds = %CF251
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E18 = extractelement <2 x i32> zeroinitializer, i32 59159
  %Shuff19 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 0>
  %I20 = insertelement <16 x i16> %Shuff, i16 %Sl9, i32 91015
  %B21 = fsub double 0xBA9DEB3CDE9B04BA, 0xDE4D6AECBA4B3C6A
  %Tr = trunc i16 0 to i8
  %Sl22 = select i1 true, i1 %L17, i1 true
  br label %CF244

CF244:                                            ; preds = %CF244, %CF275, %CF247, %CF261
  %Cmp23 = fcmp ord double 0xBA9DEB3CDE9B04BA, 0xE8DEB2C8A8B5CAA
  br i1 %Cmp23, label %CF244, label %CF275

CF275:                                            ; preds = %CF244
  %L24 = load i1, ptr %0, align 1
  br i1 %L24, label %CF244, label %CF247

CF247:                                            ; preds = %CF275
  store <8 x i32> %I8, ptr %0, align 32
  %E25 = extractelement <16 x i16> zeroinitializer, i32 -1
  %Shuff26 = shufflevector <2 x i1> %Shuff19, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 0>
  %I27 = insertelement <2 x i1> %Shuff19, i1 true, i32 59159
  %ZE = zext <4 x i8> zeroinitializer to <4 x i16>
  %Sl28 = select i1 %Cmp, <2 x i32> %I14, <2 x i32> zeroinitializer
  %Cmp29 = icmp ult <2 x i16> zeroinitializer, zeroinitializer
  %L30 = load double, ptr %0, align 8
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 8
  %E31 = extractelement <2 x i32> zeroinitializer, i32 59159
  %Shuff32 = shufflevector <16 x i16> %I20, <16 x i16> %Shuff, <16 x i32> <i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 poison, i32 26, i32 28, i32 30, i32 poison, i32 2, i32 4, i32 6, i32 poison, i32 10>
  %I33 = insertelement <2 x i16> zeroinitializer, i16 0, i32 59159
  %B34 = ashr i32 %3, %L5
  %ZE35 = zext i32 %3 to i64
  %Sl36 = select i1 true, <16 x i16> %I20, <16 x i16> %Shuff
  %Cmp37 = icmp slt i16 0, 0
  br i1 %Cmp37, label %CF244, label %CF246

CF246:                                            ; preds = %CF246, %CF259, %CF247
  %L38 = load float, ptr %0, align 4
  %E39 = extractelement <16 x i16> %Shuff, i32 91015
  %Shuff40 = shufflevector <2 x i1> %Shuff13, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I41 = insertelement <2 x i1> %Shuff40, i1 %Cmp37, i32 %E18
  %B42 = sub i8 -85, 119
  %FC43 = sitofp <2 x i1> %I41 to <2 x double>
  %Sl44 = select i1 true, <16 x i16> %Sl36, <16 x i16> zeroinitializer
  %Cmp45 = fcmp ole float %L38, %L38
  br i1 %Cmp45, label %CF246, label %CF259

CF259:                                            ; preds = %CF246
  %L46 = load i64, ptr %A1, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E47 = extractelement <16 x i16> %Shuff, i32 91015
  %Shuff48 = shufflevector <2 x i1> %Shuff13, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 poison>
  %I49 = insertelement <2 x i32> zeroinitializer, i32 %B34, i32 %L5
  %B50 = mul <16 x i16> zeroinitializer, %I20
  %FC51 = fptosi double %L30 to i32
  %Sl52 = select i1 %Cmp37, i64 %L46, i64 %L46
  %Cmp53 = icmp ugt i1 %Cmp45, %Cmp
  br i1 %Cmp53, label %CF246, label %CF253

CF253:                                            ; preds = %CF253, %CF259
  %L54 = load <4 x i32>, ptr %0, align 16
  store i8 %B42, ptr %0, align 1
  %E55 = extractelement <2 x i32> %Sl28, i32 %E31
  %Shuff56 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I57 = insertelement <2 x i64> zeroinitializer, i64 %E12, i32 %3
  %B58 = fsub double 0xCBC1F96029BFCCDE, %FC
  %Tr59 = trunc i32 %L5 to i8
  %Sl60 = select i1 %L, ptr %2, ptr %0
  %Cmp61 = fcmp uge <2 x double> %FC43, %FC43
  %L62 = load <8 x i8>, ptr %Sl60, align 8
  store i32 91015, ptr %Sl60, align 4
  %E63 = extractelement <4 x i32> %L54, i32 %E31
  %Shuff64 = shufflevector <2 x i1> %Shuff26, <2 x i1> %Shuff13, <2 x i32> <i32 1, i32 3>
  %I65 = insertelement <2 x i1> %Shuff26, i1 true, i32 %E18
  %B66 = udiv i32 %B34, 91015
  %FC67 = uitofp i16 %E39 to float
  %Sl68 = select i1 %Cmp, double %FC, double %B58
  %Cmp69 = icmp ult i64 165167, %Sl
  br i1 %Cmp69, label %CF253, label %CF258

CF258:                                            ; preds = %CF258, %CF253
  %L70 = load i1, ptr %Sl60, align 1
  br i1 %L70, label %CF258, label %CF273

CF273:                                            ; preds = %CF258
  %E71 = extractelement <16 x i16> %Shuff32, i32 %L5
  %Shuff72 = shufflevector <2 x i1> %Shuff26, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I73 = insertelement <2 x i32> zeroinitializer, i32 %B66, i32 91015
  %Tr74 = trunc <16 x i16> %I20 to <16 x i8>
  %Sl75 = select i1 %Cmp37, i64 165167, i64 %ZE35
  %Cmp76 = icmp ugt i32 91015, %E31
  br label %CF243

CF243:                                            ; preds = %CF243, %CF252, %CF273
  %L77 = load <2 x double>, ptr %Sl60, align 16
  store i16 -26241, ptr %A, align 2
  %E78 = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff79 = shufflevector <2 x i1> %Shuff72, <2 x i1> %Shuff40, <2 x i32> <i32 poison, i32 3>
  %I80 = insertelement <2 x i1> %Cmp29, i1 %Cmp76, i32 %3
  %Sl81 = select i1 %Cmp37, i16 %E6, i16 %Sl9
  %Cmp82 = icmp sge i1 %Cmp76, %Cmp69
  br i1 %Cmp82, label %CF243, label %CF252

CF252:                                            ; preds = %CF243
  %L83 = load i8, ptr %A3, align 1
  store <8 x i8> %L62, ptr %Sl60, align 8
  %E84 = extractelement <2 x i32> %I14, i32 %3
  %Shuff85 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 6, i32 poison, i32 2>
  %I86 = insertelement <16 x i16> %Sl44, i16 %E, i32 %E63
  %B87 = fdiv double %L30, 0xBA9DEB3CDE9B04BA
  %FC88 = uitofp <16 x i8> %Tr74 to <16 x double>
  %Sl89 = select i1 true, double %B87, double %Sl68
  %Cmp90 = icmp ugt <4 x i8> %Shuff7, %Shuff7
  %L91 = load i16, ptr %Sl60, align 2
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl60, align 64
  %E92 = extractelement <16 x i16> %Sl36, i32 91015
  %Shuff93 = shufflevector <2 x i1> %Cmp61, <2 x i1> %Cmp61, <2 x i32> <i32 2, i32 0>
  %I94 = insertelement <16 x i16> %Shuff32, i16 %E39, i32 %E84
  %PC = bitcast ptr %A3 to ptr
  %Sl95 = select <2 x i1> zeroinitializer, <2 x i1> %I65, <2 x i1> %Shuff13
  %Cmp96 = icmp sge i1 %L, %Cmp69
  br i1 %Cmp96, label %CF243, label %CF249

CF249:                                            ; preds = %CF252
  %L97 = load <4 x i32>, ptr %Sl60, align 16
  store i1 %Cmp69, ptr %PC, align 1
  %E98 = extractelement <2 x i1> %Shuff72, i32 91015
  br label %CF

CF:                                               ; preds = %CF, %CF272, %CF266, %CF249
  %Shuff99 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %I86, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7>
  %I100 = insertelement <2 x i1> zeroinitializer, i1 %Cmp53, i32 %L5
  %B101 = srem i16 %E78, %L91
  %PC102 = bitcast ptr %0 to ptr
  %Sl103 = select i1 %Cmp82, i8 119, i8 123
  %Cmp104 = icmp ne <2 x i32> %Sl28, zeroinitializer
  %L105 = load i64, ptr %Sl60, align 4
  store <4 x i16> %ZE, ptr %Sl60, align 8
  %E106 = extractelement <16 x i16> %I, i32 %E55
  %Shuff107 = shufflevector <2 x i1> %Shuff19, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 poison>
  %I108 = insertelement <16 x i16> %I86, i16 0, i32 %E18
  %B109 = urem i16 %E6, %E47
  %Tr110 = trunc i32 %L5 to i8
  %Sl111 = select <2 x i1> %Shuff26, <2 x i1> %I100, <2 x i1> %I27
  %Cmp112 = icmp ult <2 x i1> %Shuff26, %Shuff40
  %L113 = load <8 x i1>, ptr %PC102, align 1
  store i64 %Sl, ptr %Sl60, align 4
  %E114 = extractelement <4 x i32> %L54, i32 91015
  %Shuff115 = shufflevector <2 x i1> %Shuff48, <2 x i1> %Shuff13, <2 x i32> <i32 1, i32 3>
  %I116 = insertelement <16 x i16> %Shuff99, i16 %E25, i32 %E31
  %B117 = ashr i32 %B66, %E114
  %Tr118 = trunc i32 %E55 to i8
  %Sl119 = select i1 %Cmp53, double %B58, double 0xDE4D6AECBA4B3C6A
  %Cmp120 = icmp uge <16 x i16> %I20, zeroinitializer
  %L121 = load <4 x double>, ptr %Sl60, align 32
  store i1 %Cmp37, ptr %0, align 1
  %E122 = extractelement <2 x i16> zeroinitializer, i32 %E114
  %Shuff123 = shufflevector <2 x i1> %Sl111, <2 x i1> %Shuff13, <2 x i32> <i32 1, i32 3>
  %I124 = insertelement <16 x double> %FC88, double %Sl119, i32 %FC51
  %B125 = urem <16 x i16> %Shuff99, %I86
  %FC126 = fptoui double %Sl119 to i8
  %Sl127 = select i1 %Cmp53, i16 %E122, i16 %L91
  %Cmp128 = icmp ult <2 x i1> %Sl95, zeroinitializer
  %L129 = load i16, ptr %PC, align 2
  store <16 x i8> %Tr74, ptr %PC, align 16
  %E130 = extractelement <2 x i1> %I65, i32 %3
  br i1 %E130, label %CF, label %CF262

CF262:                                            ; preds = %CF262, %CF
  %Shuff131 = shufflevector <2 x i1> %Cmp104, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I132 = insertelement <16 x i16> %I20, i16 %L91, i32 %FC51
  %B133 = lshr i64 %Sl75, %Sl
  %FC134 = uitofp <2 x i32> zeroinitializer to <2 x double>
  %Sl135 = select i1 %Cmp96, i1 %Cmp53, i1 %L
  br i1 %Sl135, label %CF262, label %CF265

CF265:                                            ; preds = %CF265, %CF276, %CF262
  %Cmp136 = icmp sgt i64 %Sl75, %Sl52
  br i1 %Cmp136, label %CF265, label %CF276

CF276:                                            ; preds = %CF265
  %L137 = load i16, ptr %A1, align 2
  store <4 x i32> %L54, ptr %0, align 16
  %E138 = extractelement <16 x i1> %Cmp120, i32 %3
  br i1 %E138, label %CF265, label %CF272

CF272:                                            ; preds = %CF276
  %Shuff139 = shufflevector <4 x i64> %Shuff85, <4 x i64> %Shuff85, <4 x i32> <i32 poison, i32 2, i32 poison, i32 6>
  %I140 = insertelement <2 x i32> zeroinitializer, i32 %E114, i32 %E114
  %ZE141 = zext <2 x i1> %Shuff79 to <2 x i64>
  %Sl142 = select i1 %L, i64 %Sl75, i64 %L46
  %Cmp143 = icmp eq <2 x i1> %Cmp104, %Shuff13
  %L144 = load <4 x i64>, ptr %Sl60, align 32
  store i64 %E12, ptr %Sl60, align 4
  %E145 = extractelement <16 x i16> %Shuff99, i32 %E55
  %Shuff146 = shufflevector <16 x i16> %B50, <16 x i16> zeroinitializer, <16 x i32> <i32 13, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 poison>
  %I147 = insertelement <8 x i32> zeroinitializer, i32 %FC51, i32 %E84
  %B148 = udiv <4 x i64> %L144, %Shuff139
  %Tr149 = trunc i8 %FC126 to i1
  br i1 %Tr149, label %CF, label %CF255

CF255:                                            ; preds = %CF255, %CF272
  %Sl150 = select i1 true, i8 %Tr59, i8 %Tr59
  %Cmp151 = icmp ule <2 x i1> %I100, %Shuff131
  %L152 = load <8 x i32>, ptr %PC, align 32
  store float 0x3CC76A8B40000000, ptr %Sl60, align 4
  %E153 = extractelement <2 x i1> zeroinitializer, i32 %B34
  br i1 %E153, label %CF255, label %CF266

CF266:                                            ; preds = %CF255
  %Shuff154 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %I86, <16 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 poison, i32 19, i32 poison, i32 poison, i32 poison, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7>
  %I155 = insertelement <2 x i1> %Shuff40, i1 %Cmp45, i32 %3
  %B156 = ashr <2 x i64> zeroinitializer, %I57
  %Sl157 = select i1 true, i1 %Sl22, i1 %Cmp82
  br i1 %Sl157, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF267, %CF269, %CF270, %CF250, %CF266
  %L158 = load <4 x i64>, ptr %Sl60, align 32
  store i32 %L5, ptr %Sl60, align 4
  %E159 = extractelement <2 x i1> %Shuff19, i32 %E114
  br i1 %E159, label %CF245, label %CF267

CF267:                                            ; preds = %CF245
  %Shuff160 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I161 = insertelement <2 x i1> %Shuff26, i1 %Cmp45, i32 %3
  %B162 = or <16 x i16> %B125, %B50
  %FC163 = uitofp i8 %5 to double
  %Sl164 = select <2 x i1> %Shuff40, <2 x i1> %Shuff123, <2 x i1> %Cmp29
  %Cmp165 = fcmp une <2 x double> %L77, %FC43
  %L166 = load <1 x i64>, ptr %Sl60, align 8
  store i64 %B15, ptr %PC102, align 4
  %E167 = extractelement <2 x i1> %Cmp29, i32 -1
  br i1 %E167, label %CF245, label %CF263

CF263:                                            ; preds = %CF263, %CF267
  %Shuff168 = shufflevector <4 x i64> %Shuff85, <4 x i64> %Shuff85, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I169 = insertelement <2 x i1> %I41, i1 %Tr149, i32 %E63
  %B170 = frem <2 x double> %L77, %FC134
  %Tr171 = trunc i16 -1 to i8
  %Sl172 = select i1 %Cmp37, i64 %Sl142, i64 %ZE35
  %Cmp173 = icmp sgt <2 x i1> %Sl164, zeroinitializer
  %L174 = load <8 x float>, ptr %0, align 32
  store i16 %B101, ptr %Sl60, align 2
  %E175 = extractelement <2 x i64> zeroinitializer, i32 %FC51
  %Shuff176 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I177 = insertelement <2 x i1> %Cmp29, i1 %Cmp96, i32 %FC51
  %B178 = fsub double 0x1969F9085B67B086, %FC163
  %FC179 = uitofp i32 %3 to double
  %Sl180 = select i1 true, i8 %Sl103, i8 %B42
  %Cmp181 = icmp ne i8 %Tr, %Tr110
  br i1 %Cmp181, label %CF263, label %CF269

CF269:                                            ; preds = %CF263
  %L182 = load float, ptr %Sl60, align 4
  store <4 x i16> %ZE, ptr %0, align 8
  %E183 = extractelement <16 x i16> zeroinitializer, i32 %FC51
  %Shuff184 = shufflevector <16 x i16> %I, <16 x i16> %Shuff146, <16 x i32> <i32 poison, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 poison, i32 2, i32 4, i32 6, i32 8>
  %I185 = insertelement <16 x i1> %Cmp120, i1 %L, i32 %E114
  %B186 = ashr i32 %E114, %E114
  %FC187 = uitofp <2 x i1> %Shuff123 to <2 x float>
  %Sl188 = select <16 x i1> %Cmp120, <16 x i1> %I185, <16 x i1> %Cmp120
  %Cmp189 = icmp eq <2 x i64> %I57, %ZE141
  %L190 = load <8 x i16>, ptr %Sl60, align 16
  store double %B178, ptr %0, align 8
  %E191 = extractelement <8 x i32> %L152, i32 91015
  %Shuff192 = shufflevector <4 x i32> %L97, <4 x i32> %L54, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I193 = insertelement <2 x i64> %B156, i64 %Sl, i32 %E84
  %Se = sext <2 x i1> %Cmp143 to <2 x i32>
  %Sl194 = select i1 true, i16 %Sl9, i16 %E71
  %Cmp195 = icmp ult i64 %L105, %Sl172
  br i1 %Cmp195, label %CF245, label %CF257

CF257:                                            ; preds = %CF257, %CF274, %CF269
  %L196 = load i8, ptr %0, align 1
  store <4 x i64> zeroinitializer, ptr %Sl60, align 32
  %E197 = extractelement <2 x i1> %Shuff19, i32 %FC51
  br i1 %E197, label %CF257, label %CF271

CF271:                                            ; preds = %CF271, %CF257
  %Shuff198 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I199 = insertelement <2 x i1> %Cmp151, i1 %Cmp37, i32 %B186
  %B200 = mul i8 %Tr110, %Sl103
  %FC201 = fptosi double %B178 to i32
  %Sl202 = select i1 %Cmp45, <2 x i16> %Shuff198, <2 x i16> %Shuff56
  %Cmp203 = icmp uge i64 %E175, %Sl142
  br i1 %Cmp203, label %CF271, label %CF274

CF274:                                            ; preds = %CF271
  %L204 = load float, ptr %Sl60, align 4
  store <8 x i16> %L190, ptr %Sl60, align 16
  %E205 = extractelement <2 x i1> %Cmp104, i32 %E18
  br i1 %E205, label %CF257, label %CF270

CF270:                                            ; preds = %CF274
  %Shuff206 = shufflevector <8 x i8> %L62, <8 x i8> %L62, <8 x i32> <i32 poison, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14>
  %I207 = insertelement <2 x i1> %Cmp173, i1 %Cmp96, i32 %E114
  %B208 = udiv i16 %Sl9, %E183
  %FC209 = fptosi double %Sl89 to i1
  br i1 %FC209, label %CF245, label %CF250

CF250:                                            ; preds = %CF270
  %Sl210 = select i1 %Cmp53, <16 x i16> %I94, <16 x i16> %Shuff146
  %Cmp211 = fcmp une <4 x double> %L121, %L121
  %L212 = load i8, ptr %0, align 1
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E213 = extractelement <4 x i64> %L144, i32 %B186
  %Shuff214 = shufflevector <2 x i1> %Cmp151, <2 x i1> %Shuff19, <2 x i32> <i32 2, i32 0>
  %I215 = insertelement <4 x i64> %L144, i64 %B15, i32 %FC201
  %B216 = or i64 165167, %L105
  %Tr217 = trunc <16 x i16> %Shuff184 to <16 x i8>
  %Sl218 = select i1 %E167, i32 %E191, i32 %FC51
  %Cmp219 = icmp uge i16 %E92, %E183
  br i1 %Cmp219, label %CF245, label %CF248

CF248:                                            ; preds = %CF248, %CF268, %CF260, %CF250
  %L220 = load <1 x i32>, ptr %Sl60, align 4
  store i1 %Cmp195, ptr %Sl60, align 1
  %E221 = extractelement <4 x i32> %L97, i32 91015
  %Shuff222 = shufflevector <2 x i1> %Cmp104, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I223 = insertelement <4 x i64> %Shuff139, i64 %Sl142, i32 %E84
  %B224 = shl i8 %L196, 119
  %Tr225 = trunc i32 %FC201 to i8
  %Sl226 = select i1 %L, <2 x i16> %Shuff56, <2 x i16> %Shuff176
  %Cmp227 = icmp uge i16 %Sl9, %L91
  br i1 %Cmp227, label %CF248, label %CF268

CF268:                                            ; preds = %CF248
  %L228 = load i64, ptr %0, align 4
  store <1 x double> zeroinitializer, ptr %0, align 8
  %E229 = extractelement <2 x i1> %Shuff19, i32 %E114
  br i1 %E229, label %CF248, label %CF260

CF260:                                            ; preds = %CF268
  %Shuff230 = shufflevector <2 x i1> %Cmp143, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I231 = insertelement <4 x i64> %L158, i64 %E213, i32 %E55
  %Tr232 = trunc <16 x i16> %I86 to <16 x i1>
  %Sl233 = select i1 %Cmp96, i8 %Sl103, i8 %Tr118
  %Cmp234 = icmp sge <2 x i1> %I100, %Shuff13
  %L235 = load <8 x float>, ptr %PC102, align 32
  store i64 %Sl75, ptr %0, align 4
  %E236 = extractelement <4 x i64> %I223, i32 %B186
  %Shuff237 = shufflevector <2 x i32> %Se, <2 x i32> %I14, <2 x i32> <i32 1, i32 3>
  %I238 = insertelement <2 x i1> %Cmp61, i1 %Cmp23, i32 %FC201
  %B239 = urem i32 509627, 91015
  %Tr240 = trunc <4 x i64> %I215 to <4 x i1>
  %Sl241 = select <8 x i1> %L113, <8 x float> %L235, <8 x float> %L174
  %Cmp242 = icmp uge i1 %L17, %Sl22
  br i1 %Cmp242, label %CF248, label %CF254

CF254:                                            ; preds = %CF260
  store <4 x i8> %Shuff7, ptr %Sl60, align 4
  store <16 x double> %FC88, ptr %Sl60, align 128
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl60, align 64
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A, align 16
  store <2 x float> %FC187, ptr %0, align 8
  ret void
}
