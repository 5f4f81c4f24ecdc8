; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD24(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i16>, align 4
  %A3 = alloca <16 x float>, align 64
  %A2 = alloca <2 x float>, align 8
  %A1 = alloca <8 x float>, align 32
  %A = alloca <16 x i1>, align 2
  %L = load <2 x double>, ptr %0, align 16
  store i64 -1, ptr %0, align 4
  %E = extractelement <4 x i16> zeroinitializer, i32 -1
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I = insertelement <16 x i64> zeroinitializer, i64 %4, i32 0
  %PC = bitcast ptr %A4 to ptr
  %Sl = select i1 false, i64 %4, i64 %4
  %Cmp = icmp ult i16 0, 0
  br label %CF238

CF238:                                            ; preds = %CF238, %CF260, %BB
  %L5 = load <2 x i64>, ptr %PC, align 16
  store i32 -1, ptr %PC, align 4
  %E6 = extractelement <4 x i64> zeroinitializer, i32 -1
  %Shuff7 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 poison, i32 poison>
  %I8 = insertelement <4 x i64> zeroinitializer, i64 -1, i32 -1
  %B = fmul double 0x2F5730769455CAF4, 0xD89F93BE319D223C
  %Tr = trunc <4 x i64> zeroinitializer to <4 x i32>
  %Sl9 = select <2 x i1> <i1 true, i1 false>, <2 x double> %L, <2 x double> %L
  %Cmp10 = icmp eq i8 %5, 0
  br i1 %Cmp10, label %CF238, label %CF249

CF249:                                            ; preds = %CF249, %CF238
  %L11 = load <4 x i16>, ptr %PC, align 8
  store i64 106597, ptr %PC, align 4
  %E12 = extractelement <4 x i64> %Shuff, i32 39241
  %Shuff13 = shufflevector <2 x i64> %L5, <2 x i64> %L5, <2 x i32> <i32 1, i32 3>
  %I14 = insertelement <4 x i16> zeroinitializer, i16 0, i32 -1
  %Tr15 = trunc i64 %E12 to i16
  %Sl16 = select i1 %Cmp, double %B, double 0xD89F93BE319D223C
  %Cmp17 = fcmp uge <2 x double> %Sl9, %Sl9
  %L18 = load i8, ptr %0, align 1
  store <4 x i32> %Tr, ptr %A, align 16
  %E19 = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff20 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I21 = insertelement <16 x i64> zeroinitializer, i64 %4, i32 -1
  %B22 = srem i64 -1, %4
  %Tr23 = trunc <4 x i16> zeroinitializer to <4 x i1>
  %Sl24 = select i1 true, i8 %L18, i8 %L18
  %Cmp25 = icmp ne <16 x i64> %I21, %I21
  %L26 = load <16 x i8>, ptr %PC, align 16
  store i64 -1, ptr %0, align 4
  %E27 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff28 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I8, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I29 = insertelement <16 x i8> %L26, i8 %L18, i32 39241
  %FC = sitofp i1 true to float
  %Sl30 = select i1 true, ptr %A1, ptr %A1
  %L31 = load float, ptr %Sl30, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl30, align 16
  %E32 = extractelement <16 x i1> zeroinitializer, i32 -1
  br i1 %E32, label %CF249, label %CF250

CF250:                                            ; preds = %CF250, %CF249
  %Shuff33 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I34 = insertelement <4 x i16> %Shuff20, i16 0, i32 %3
  %B35 = sdiv i16 %E27, 0
  %FC36 = fptosi float %FC to i1
  br i1 %FC36, label %CF250, label %CF260

CF260:                                            ; preds = %CF250
  %Sl37 = select i1 %E32, <16 x i1> zeroinitializer, <16 x i1> zeroinitializer
  %Cmp38 = icmp ugt i16 %E27, %E19
  br i1 %Cmp38, label %CF238, label %CF245

CF245:                                            ; preds = %CF260
  %L39 = load i64, ptr %PC, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E40 = extractelement <2 x i8> %Shuff33, i32 39241
  %Shuff41 = shufflevector <4 x i64> %Shuff, <4 x i64> %Shuff, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I42 = insertelement <16 x i1> %Sl37, i1 false, i32 -1
  %B43 = srem i32 -1, %3
  %PC44 = bitcast ptr %A4 to ptr
  %Sl45 = select i1 true, <4 x i16> %Shuff20, <4 x i16> zeroinitializer
  %L46 = load <2 x float>, ptr %Sl30, align 8
  store double 0xD89F93BE319D223C, ptr %PC, align 8
  %E47 = extractelement <4 x i16> zeroinitializer, i32 %B43
  %Shuff48 = shufflevector <16 x i8> %L26, <16 x i8> %L26, <16 x i32> <i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 poison, i32 23, i32 25, i32 27, i32 poison, i32 31>
  %I49 = insertelement <4 x i16> %Shuff20, i16 %E27, i32 %3
  %B50 = xor i32 %B43, %B43
  %BC = bitcast i32 0 to float
  %Sl51 = select i1 true, <4 x i16> zeroinitializer, <4 x i16> %Shuff20
  %Cmp52 = fcmp ult double %Sl16, %Sl16
  br label %CF

CF:                                               ; preds = %CF, %CF258, %CF246, %CF248, %CF243, %CF263, %CF245
  %L53 = load i32, ptr %PC44, align 4
  store <16 x i32> zeroinitializer, ptr %Sl30, align 64
  %E54 = extractelement <16 x i1> zeroinitializer, i32 -1
  br i1 %E54, label %CF, label %CF258

CF258:                                            ; preds = %CF
  %Shuff55 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 14, i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12>
  %I56 = insertelement <2 x i64> %L5, i64 106597, i32 39241
  %B57 = add <2 x i64> %I56, %L5
  %FC58 = fptosi float %L31 to i32
  %Sl59 = select i1 %Cmp, ptr %PC44, ptr %Sl30
  %Cmp60 = icmp ult <2 x i8> zeroinitializer, %Shuff33
  %L61 = load <8 x i8>, ptr %PC44, align 8
  store i16 0, ptr %PC, align 2
  %E62 = extractelement <8 x i8> %L61, i32 %3
  %Shuff63 = shufflevector <2 x i8> %Shuff33, <2 x i8> %Shuff33, <2 x i32> poison
  %I64 = insertelement <2 x i1> %Cmp17, i1 %E32, i32 0
  %Tr65 = trunc <4 x i16> %I34 to <4 x i1>
  %Sl66 = select i1 true, i16 %E47, i16 %E27
  %Cmp67 = icmp slt i16 %E47, 0
  br i1 %Cmp67, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF258
  %L68 = load <4 x float>, ptr %PC, align 16
  store i16 %Sl66, ptr %PC, align 2
  %E69 = extractelement <2 x i8> %Shuff33, i32 -1
  %Shuff70 = shufflevector <2 x i1> %Cmp60, <2 x i1> %Cmp17, <2 x i32> <i32 3, i32 1>
  %I71 = insertelement <4 x i16> %Sl51, i16 %Tr15, i32 %FC58
  %B72 = fdiv float 0x3E602E1400000000, %FC
  %Tr73 = trunc i64 106597 to i32
  %Sl74 = select i1 %Cmp52, float %FC, float %FC
  %Cmp75 = fcmp une double %Sl16, 0xD89F93BE319D223C
  br i1 %Cmp75, label %CF244, label %CF246

CF246:                                            ; preds = %CF244
  %L76 = load <16 x double>, ptr %0, align 128
  store i8 %E40, ptr %PC, align 1
  %E77 = extractelement <4 x i64> %Shuff, i32 %Tr73
  %Shuff78 = shufflevector <4 x i16> %I71, <4 x i16> %L11, <4 x i32> <i32 3, i32 5, i32 poison, i32 poison>
  %I79 = insertelement <16 x double> %L76, double %B, i32 0
  %FC80 = fptosi float %B72 to i8
  %Sl81 = select i1 true, double %B, double 0xD89F93BE319D223C
  %Cmp82 = icmp ne <4 x i16> zeroinitializer, zeroinitializer
  %L83 = load <4 x double>, ptr %PC, align 32
  store i64 %E77, ptr %Sl30, align 4
  %E84 = extractelement <4 x i16> %I71, i32 %Tr73
  %Shuff85 = shufflevector <2 x i1> %I64, <2 x i1> %Cmp17, <2 x i32> <i32 3, i32 1>
  %I86 = insertelement <2 x i1> %Shuff85, i1 %Cmp67, i32 %Tr73
  %Sl87 = select i1 false, <8 x i8> %L61, <8 x i8> %L61
  %Cmp88 = fcmp ole double %Sl16, %Sl81
  br i1 %Cmp88, label %CF, label %CF237

CF237:                                            ; preds = %CF237, %CF246
  %L89 = load i8, ptr %0, align 1
  store <4 x float> %L68, ptr %A, align 16
  %E90 = extractelement <4 x i32> %Tr, i32 %B43
  %Shuff91 = shufflevector <4 x i32> %Tr, <4 x i32> %Tr, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I92 = insertelement <8 x i32> %Shuff55, i32 %B50, i32 %E90
  %B93 = fdiv double 0xF413D032CF1160B0, %Sl81
  %FC94 = fptosi double 0x6AC777E6E7C52A64 to i1
  br i1 %FC94, label %CF237, label %CF248

CF248:                                            ; preds = %CF237
  %Sl95 = select i1 %Cmp75, <16 x i8> %Shuff48, <16 x i8> %Shuff48
  %Cmp96 = icmp eq i32 39241, 0
  br i1 %Cmp96, label %CF, label %CF236

CF236:                                            ; preds = %CF236, %CF261, %CF248
  %L97 = load i16, ptr %Sl30, align 2
  store <8 x i32> %Shuff55, ptr %PC44, align 32
  %E98 = extractelement <4 x i32> %Shuff91, i32 0
  %Shuff99 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %I, <16 x i32> <i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 poison, i32 14, i32 16, i32 18>
  %I100 = insertelement <16 x i64> zeroinitializer, i64 %E12, i32 %FC58
  %FC101 = sitofp <4 x i64> %I8 to <4 x float>
  %Sl102 = select i1 %Cmp88, <2 x i8> %Shuff33, <2 x i8> zeroinitializer
  %Cmp103 = icmp sgt i64 -1, %E77
  br i1 %Cmp103, label %CF236, label %CF252

CF252:                                            ; preds = %CF252, %CF236
  %L104 = load i1, ptr %0, align 1
  br i1 %L104, label %CF252, label %CF254

CF254:                                            ; preds = %CF254, %CF252
  store <1 x i16> zeroinitializer, ptr %Sl30, align 2
  %E105 = extractelement <4 x i1> %Cmp82, i32 -1
  br i1 %E105, label %CF254, label %CF261

CF261:                                            ; preds = %CF254
  %Shuff106 = shufflevector <4 x i16> %Shuff78, <4 x i16> %Sl45, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I107 = insertelement <4 x i16> %Sl51, i16 0, i32 %B43
  %B108 = sub i32 %B43, %B43
  %Tr109 = trunc i16 %E84 to i1
  br i1 %Tr109, label %CF236, label %CF243

CF243:                                            ; preds = %CF261
  %Sl110 = select i1 %Cmp, <4 x float> %L68, <4 x float> %L68
  %Cmp111 = fcmp ole <4 x double> %L83, %L83
  %L112 = load i16, ptr %Sl30, align 2
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %PC44, align 4
  %E113 = extractelement <2 x i1> %Cmp60, i32 %Tr73
  br i1 %E113, label %CF, label %CF235

CF235:                                            ; preds = %CF235, %CF242, %CF243
  %Shuff114 = shufflevector <4 x i32> %Shuff91, <4 x i32> %Tr, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I115 = insertelement <4 x i16> zeroinitializer, i16 %E27, i32 %3
  %B116 = fdiv <16 x double> %I79, %L76
  %Sl117 = select <16 x i1> %Sl37, <16 x i8> %L26, <16 x i8> %L26
  %Cmp118 = icmp ult <4 x i1> %Tr65, %Tr23
  %L119 = load <2 x i64>, ptr %Sl59, align 16
  store float 0x3E602E1400000000, ptr %0, align 4
  %E120 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff121 = shufflevector <2 x i1> %I86, <2 x i1> %Cmp60, <2 x i32> <i32 1, i32 3>
  %I122 = insertelement <4 x i16> %Shuff78, i16 0, i32 %B108
  %B123 = lshr i8 %FC80, -11
  %Se = sext i8 %B123 to i16
  %Sl124 = select <2 x i1> %Cmp17, <2 x i8> %Shuff63, <2 x i8> %Shuff63
  %Cmp125 = icmp sgt i16 %Tr15, %E47
  br i1 %Cmp125, label %CF235, label %CF241

CF241:                                            ; preds = %CF241, %CF259, %CF255, %CF247, %CF235
  %L126 = load <4 x i16>, ptr %PC44, align 8
  store i8 -11, ptr %Sl30, align 1
  %E127 = extractelement <16 x i8> %Shuff48, i32 %B43
  %Shuff128 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 poison, i32 poison, i32 21, i32 23, i32 25, i32 27, i32 poison, i32 31, i32 1>
  %I129 = insertelement <4 x i64> zeroinitializer, i64 %E120, i32 %B43
  %B130 = shl <4 x i16> %I71, %I71
  %Sl131 = select <16 x i1> zeroinitializer, <16 x i64> %I21, <16 x i64> %I100
  %Cmp132 = icmp ule <4 x i16> %I34, %L11
  %L133 = load <16 x i32>, ptr %0, align 64
  store float 0x3E602E1400000000, ptr %PC44, align 4
  %E134 = extractelement <16 x i64> zeroinitializer, i32 %B43
  %Shuff135 = shufflevector <2 x i8> %Sl124, <2 x i8> %Shuff33, <2 x i32> <i32 3, i32 1>
  %I136 = insertelement <4 x i16> %Shuff20, i16 %L97, i32 %FC58
  %B137 = ashr i8 0, %5
  %Sl138 = select i1 %Cmp, <16 x i32> %Shuff7, <16 x i32> %L133
  %Cmp139 = icmp sgt i1 %Cmp, true
  br i1 %Cmp139, label %CF241, label %CF259

CF259:                                            ; preds = %CF241
  %L140 = load float, ptr %0, align 4
  store <2 x i16> <i16 0, i16 -1>, ptr %PC, align 4
  %E141 = extractelement <16 x i64> %Shuff99, i32 %B43
  %Shuff142 = shufflevector <16 x i1> %Sl37, <16 x i1> zeroinitializer, <16 x i32> <i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 poison, i32 28, i32 30, i32 0>
  %I143 = insertelement <4 x i1> %Cmp82, i1 %Cmp52, i32 %B43
  %B144 = fadd float %B72, %FC
  %Tr145 = trunc i64 %E12 to i32
  %Sl146 = select i1 true, i8 %L18, i8 %L18
  %Cmp147 = fcmp ord float %Sl74, %L140
  br i1 %Cmp147, label %CF241, label %CF255

CF255:                                            ; preds = %CF259
  %L148 = load i64, ptr %0, align 4
  store <8 x i8> %L61, ptr %0, align 8
  %E149 = extractelement <16 x i64> %Sl131, i32 %E98
  %Shuff150 = shufflevector <16 x i1> %Shuff142, <16 x i1> zeroinitializer, <16 x i32> <i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14, i32 16, i32 18, i32 20, i32 poison, i32 24, i32 26, i32 28>
  %I151 = insertelement <16 x i1> %Cmp25, i1 %E32, i32 %B43
  %B152 = add i32 -1, %FC58
  %FC153 = sitofp i1 %FC94 to float
  %Sl154 = select i1 %Cmp88, <2 x float> %L46, <2 x float> %L46
  %Cmp155 = icmp ult <16 x i64> %Sl131, %Shuff128
  %L156 = load double, ptr %Sl30, align 8
  store <4 x float> %L68, ptr %0, align 16
  %E157 = extractelement <4 x float> %L68, i32 %FC58
  %Shuff158 = shufflevector <16 x i64> %I100, <16 x i64> %Shuff99, <16 x i32> <i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 poison, i32 16, i32 18, i32 20, i32 22, i32 24, i32 poison>
  %I159 = insertelement <2 x i8> %Sl124, i8 0, i32 %E98
  %BC160 = bitcast float %B72 to i32
  %Sl161 = select i1 %E32, float %BC, float %L140
  %Cmp162 = icmp ule i32 %E98, %B152
  br i1 %Cmp162, label %CF241, label %CF247

CF247:                                            ; preds = %CF255
  %L163 = load <4 x i64>, ptr %0, align 32
  store float 0x422D262100000000, ptr %0, align 4
  %E164 = extractelement <16 x i64> %Shuff128, i32 %Tr145
  %Shuff165 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %Shuff99, <16 x i32> <i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 17, i32 poison, i32 21>
  %I166 = insertelement <16 x i64> %I, i64 %E77, i32 %B108
  %B167 = shl <4 x i16> %Shuff106, zeroinitializer
  %Tr168 = trunc <16 x i64> %Shuff158 to <16 x i1>
  %Sl169 = select i1 %Cmp10, i1 %Tr109, i1 %E32
  br i1 %Sl169, label %CF241, label %CF242

CF242:                                            ; preds = %CF247
  %L170 = load <2 x i16>, ptr %0, align 4
  store i16 %B35, ptr %Sl30, align 2
  %E171 = extractelement <2 x i8> %Shuff63, i32 0
  %Shuff172 = shufflevector <4 x i32> %Tr, <4 x i32> %Tr, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I173 = insertelement <4 x i16> %Shuff78, i16 0, i32 %B50
  %B174 = and i64 106597, %E134
  %PC175 = bitcast ptr %1 to ptr
  %Sl176 = select i1 %Cmp88, float %L140, float %B72
  %Cmp177 = icmp ugt i16 %B35, 0
  br i1 %Cmp177, label %CF235, label %CF239

CF239:                                            ; preds = %CF239, %CF264, %CF262, %CF242
  %L178 = load i32, ptr %PC175, align 4
  store <16 x i8> %L26, ptr %PC175, align 16
  %E179 = extractelement <4 x i32> %Shuff91, i32 %Tr145
  %Shuff180 = shufflevector <16 x i64> %I, <16 x i64> %I21, <16 x i32> <i32 22, i32 poison, i32 26, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 18, i32 20>
  %I181 = insertelement <16 x i1> %Shuff150, i1 %Cmp67, i32 %Tr145
  %B182 = lshr i8 %E127, %E40
  %FC183 = sitofp i32 %E179 to float
  %Sl184 = select i1 %Cmp52, i1 true, i1 %Cmp67
  br i1 %Sl184, label %CF239, label %CF264

CF264:                                            ; preds = %CF239
  %Cmp185 = icmp ult i64 %E164, %Sl
  br i1 %Cmp185, label %CF239, label %CF262

CF262:                                            ; preds = %CF264
  %L186 = load <8 x i1>, ptr %PC175, align 1
  store i64 %B174, ptr %PC175, align 4
  %E187 = extractelement <4 x i64> %Shuff41, i32 %B43
  %Shuff188 = shufflevector <4 x double> %L83, <4 x double> %L83, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I189 = insertelement <8 x i32> %Shuff55, i32 %B43, i32 %Tr145
  %Tr190 = trunc i8 %B123 to i1
  br i1 %Tr190, label %CF239, label %CF240

CF240:                                            ; preds = %CF240, %CF262
  %Sl191 = select i1 %Cmp125, i64 -1, i64 %B22
  %Cmp192 = icmp uge i8 -11, %L18
  br i1 %Cmp192, label %CF240, label %CF251

CF251:                                            ; preds = %CF251, %CF240
  %L193 = load i16, ptr %Sl59, align 2
  store <2 x double> %L, ptr %Sl30, align 16
  %E194 = extractelement <16 x i64> %I, i32 0
  %Shuff195 = shufflevector <4 x i1> %Cmp82, <4 x i1> %Tr23, <4 x i32> <i32 6, i32 0, i32 poison, i32 poison>
  %I196 = insertelement <4 x i32> %Shuff172, i32 %Tr145, i32 %E90
  %B197 = fmul float %Sl176, %E157
  %ZE = zext i1 %Cmp185 to i16
  %Sl198 = select i1 %Tr109, <2 x i8> %I159, <2 x i8> %Sl102
  %Cmp199 = icmp eq i32 %B108, -1
  br i1 %Cmp199, label %CF251, label %CF257

CF257:                                            ; preds = %CF257, %CF251
  %L200 = load double, ptr %A1, align 8
  store <2 x i8> %I159, ptr %0, align 2
  %E201 = extractelement <16 x i64> %Shuff158, i32 %B43
  %Shuff202 = shufflevector <2 x double> %L, <2 x double> %L, <2 x i32> <i32 0, i32 2>
  %I203 = insertelement <16 x i64> zeroinitializer, i64 %E12, i32 %Tr145
  %Tr204 = trunc i16 %Tr15 to i1
  br i1 %Tr204, label %CF257, label %CF263

CF263:                                            ; preds = %CF257
  %Sl205 = select i1 %Cmp103, double %Sl16, double %B93
  %L206 = load float, ptr %PC175, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl30, align 32
  %E207 = extractelement <2 x double> %Shuff202, i32 %Tr73
  %Shuff208 = shufflevector <4 x i1> %Tr23, <4 x i1> %Shuff195, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I209 = insertelement <4 x float> %Sl110, float %L140, i32 %B152
  %B210 = xor i16 %L97, %L193
  %Sl211 = select i1 %Cmp88, <4 x i1> %Cmp82, <4 x i1> %Cmp111
  %Cmp212 = icmp uge i64 %E187, %E120
  br i1 %Cmp212, label %CF, label %CF234

CF234:                                            ; preds = %CF234, %CF265, %CF256, %CF263
  %L213 = load i16, ptr %Sl59, align 2
  store <4 x i16> %B167, ptr %PC175, align 8
  %E214 = extractelement <16 x double> %L76, i32 0
  %Shuff215 = shufflevector <16 x i64> %Shuff99, <16 x i64> %Shuff180, <16 x i32> <i32 6, i32 8, i32 10, i32 poison, i32 14, i32 poison, i32 poison, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 poison, i32 4>
  %I216 = insertelement <4 x i64> %Shuff, i64 %E120, i32 %Tr145
  %B217 = lshr <4 x i32> %I196, %Shuff91
  %Sl218 = select i1 %Cmp199, <4 x i16> %I122, <4 x i16> zeroinitializer
  %Cmp219 = icmp sge <16 x i64> %Shuff180, %Shuff99
  %L220 = load i64, ptr %0, align 4
  store <4 x double> %Shuff188, ptr %Sl30, align 32
  %E221 = extractelement <16 x i1> %Shuff150, i32 %B43
  br i1 %E221, label %CF234, label %CF265

CF265:                                            ; preds = %CF234
  %Shuff222 = shufflevector <4 x i1> %Shuff195, <4 x i1> %Tr65, <4 x i32> <i32 2, i32 4, i32 6, i32 poison>
  %I223 = insertelement <4 x float> %FC101, float %BC, i32 %B43
  %FC224 = sitofp <16 x i8> %I29 to <16 x double>
  %Sl225 = select i1 %Cmp, <4 x i1> %Sl211, <4 x i1> %Shuff195
  %Cmp226 = icmp sgt <4 x i64> %I8, zeroinitializer
  %L227 = load i1, ptr %PC175, align 1
  br i1 %L227, label %CF234, label %CF256

CF256:                                            ; preds = %CF265
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 16
  %E228 = extractelement <4 x i64> %I129, i32 %B43
  %Shuff229 = shufflevector <4 x i16> %I115, <4 x i16> %Shuff106, <4 x i32> <i32 0, i32 poison, i32 4, i32 poison>
  %I230 = insertelement <4 x i64> zeroinitializer, i64 %E141, i32 39241
  %B231 = and <16 x i64> %I203, %I21
  %Sl232 = select i1 %Cmp88, <8 x i32> %I189, <8 x i32> %I189
  %Cmp233 = icmp sgt i8 %Sl146, %E62
  br i1 %Cmp233, label %CF234, label %CF253

CF253:                                            ; preds = %CF256
  store i1 true, ptr %PC44, align 1
  store i16 %Sl66, ptr %0, align 2
  store double %L156, ptr %Sl59, align 8
  store i64 %L39, ptr %PC175, align 4
  store double %E214, ptr %PC, align 8
  ret void
}
