; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD31(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca i1, align 1
  %A2 = alloca i16, align 2
  %A1 = alloca i1, align 1
  %A = alloca i8, align 1
  %L = load i1, ptr %1, align 1
  br label %CF248

CF248:                                            ; preds = %CF248, %CF270, %CF258, %BB
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %E = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I = insertelement <4 x i16> zeroinitializer, i16 %E, i32 %3
  %FC = fptoui double 0x3C1318321711A8B0 to i8
  %Sl = select i1 false, float 0xC48730FB00000000, float 0xC30D2F0100000000
  %Cmp = icmp ult i32 189869, %3
  br i1 %Cmp, label %CF248, label %CF255

CF255:                                            ; preds = %CF255, %CF248
  %L5 = load i32, ptr %0, align 4
  %E6 = extractelement <16 x i8> zeroinitializer, i32 189869
  %Shuff7 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 9, i32 poison, i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7>
  %I8 = insertelement <8 x i1> zeroinitializer, i1 false, i32 467017
  %B = add i8 101, -1
  %Sl9 = select i1 true, ptr %0, ptr %0
  %Cmp10 = icmp ne i8 -63, 0
  br i1 %Cmp10, label %CF255, label %CF264

CF264:                                            ; preds = %CF264, %CF255
  %L11 = load <16 x i8>, ptr %A2, align 16
  store float 0xC48730FB00000000, ptr %Sl9, align 4
  %E12 = extractelement <8 x i64> %Shuff7, i32 %L5
  %Shuff13 = shufflevector <16 x i8> %L11, <16 x i8> %L11, <16 x i32> <i32 21, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 poison>
  %I14 = insertelement <8 x i16> zeroinitializer, i16 %E, i32 301697
  %B15 = lshr <16 x i8> %L11, %Shuff13
  %PC = bitcast ptr %0 to ptr
  %Sl16 = select i1 false, i32 301697, i32 %3
  %Cmp17 = icmp ugt i8 -1, -1
  br i1 %Cmp17, label %CF264, label %CF270

CF270:                                            ; preds = %CF264
  %L18 = load float, ptr %Sl9, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E19 = extractelement <2 x i16> zeroinitializer, i32 %L5
  %Shuff20 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff, <2 x i32> <i32 0, i32 poison>
  %I21 = insertelement <8 x i16> %I14, i16 %E, i32 467017
  %B22 = mul <2 x i16> zeroinitializer, zeroinitializer
  %Tr = trunc <2 x i16> zeroinitializer to <2 x i8>
  %Sl23 = select i1 false, <8 x i1> %I8, <8 x i1> zeroinitializer
  %Cmp24 = icmp slt i1 false, %L
  br i1 %Cmp24, label %CF248, label %CF252

CF252:                                            ; preds = %CF252, %CF270
  %L25 = load i1, ptr %A3, align 1
  br i1 %L25, label %CF252, label %CF258

CF258:                                            ; preds = %CF252
  %E26 = extractelement <8 x i64> zeroinitializer, i32 301697
  %Shuff27 = shufflevector <2 x i8> %Shuff, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I28 = insertelement <4 x i16> zeroinitializer, i16 %E, i32 %L5
  %B29 = fdiv float %L18, %L18
  %FC30 = sitofp <2 x i64> zeroinitializer to <2 x float>
  %Sl31 = select i1 %Cmp24, <2 x i8> %Shuff27, <2 x i8> zeroinitializer
  %Cmp32 = fcmp ugt float %L18, 0x4760371400000000
  br i1 %Cmp32, label %CF248, label %CF250

CF250:                                            ; preds = %CF258
  %L33 = load i8, ptr %PC, align 1
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %A2, align 16
  %E34 = extractelement <2 x i8> %Shuff20, i32 %Sl16
  %Shuff35 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Sl23, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 poison, i32 4, i32 6, i32 8>
  %I36 = insertelement <16 x i8> zeroinitializer, i8 %L33, i32 467017
  %B37 = fdiv <2 x float> %FC30, %FC30
  %ZE = zext i1 %L to i64
  %Sl38 = select i1 %Cmp10, double 0x56D7B7F67BD51274, double 0x1C8F83AECD8D6A2C
  %Cmp39 = icmp ugt i1 %Cmp10, %L
  br label %CF246

CF246:                                            ; preds = %CF246, %CF250
  %L40 = load <8 x i16>, ptr %Sl9, align 16
  store i8 %FC, ptr %0, align 1
  %E41 = extractelement <16 x i8> %I36, i32 %3
  %Shuff42 = shufflevector <8 x i16> %I21, <8 x i16> zeroinitializer, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3, i32 5>
  %I43 = insertelement <8 x i64> %Shuff7, i64 344573, i32 301697
  %B44 = fdiv double %Sl38, %Sl38
  %PC45 = bitcast ptr %A4 to ptr
  %Sl46 = select i1 %Cmp10, i1 %Cmp10, i1 %Cmp17
  br i1 %Sl46, label %CF246, label %CF256

CF256:                                            ; preds = %CF246
  %Cmp47 = icmp ne <8 x i16> zeroinitializer, zeroinitializer
  %L48 = load float, ptr %PC45, align 4
  %E49 = extractelement <2 x i8> %Shuff, i32 186277
  %Shuff50 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 1, i32 poison, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 poison>
  %I51 = insertelement <4 x i16> zeroinitializer, i16 %E, i32 %L5
  %FC52 = sitofp i64 344573 to float
  %Sl53 = select i1 %Sl46, <8 x i64> zeroinitializer, <8 x i64> %I43
  %Cmp54 = icmp sgt i8 0, %5
  br label %CF241

CF241:                                            ; preds = %CF241, %CF262, %CF259, %CF256
  %L55 = load double, ptr %Sl9, align 8
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 32
  %E56 = extractelement <8 x i1> %Sl23, i32 %3
  br i1 %E56, label %CF241, label %CF262

CF262:                                            ; preds = %CF241
  %Shuff57 = shufflevector <2 x i8> %Shuff20, <2 x i8> %Shuff, <2 x i32> <i32 2, i32 0>
  %I58 = insertelement <8 x i1> %Shuff35, i1 false, i32 %L5
  %B59 = fdiv float 0x4760371400000000, 0xBBA9BD3D80000000
  %Tr60 = trunc <16 x i8> %B15 to <16 x i1>
  %Sl61 = select i1 %Sl46, <2 x i8> zeroinitializer, <2 x i8> %Tr
  %Cmp62 = icmp sgt i64 344573, %E26
  br i1 %Cmp62, label %CF241, label %CF247

CF247:                                            ; preds = %CF247, %CF262
  %L63 = load float, ptr %0, align 4
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E64 = extractelement <16 x i8> %Shuff13, i32 %L5
  %Shuff65 = shufflevector <8 x i16> %L40, <8 x i16> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I66 = insertelement <8 x i64> zeroinitializer, i64 %E12, i32 %3
  %B67 = fmul float %L63, %B29
  %BC = bitcast double 0xC3B3A7D2AEB14850 to i64
  %Sl68 = select i1 false, <8 x i1> %I8, <8 x i1> zeroinitializer
  %Cmp69 = icmp sgt i64 %BC, 233609
  br i1 %Cmp69, label %CF247, label %CF257

CF257:                                            ; preds = %CF257, %CF266, %CF247
  %L70 = load double, ptr %Sl9, align 8
  store <2 x i32> <i32 0, i32 -1>, ptr %0, align 8
  %E71 = extractelement <2 x i8> %Shuff57, i32 %3
  %Shuff72 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %I66, <8 x i32> <i32 4, i32 poison, i32 8, i32 poison, i32 12, i32 poison, i32 0, i32 poison>
  %I73 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 %3
  %Tr74 = trunc i32 467017 to i16
  %Sl75 = select i1 %Cmp24, ptr %A2, ptr %A3
  %L76 = load i1, ptr %Sl9, align 1
  br i1 %L76, label %CF257, label %CF266

CF266:                                            ; preds = %CF257
  %E77 = extractelement <16 x i1> %Tr60, i32 %3
  br i1 %E77, label %CF257, label %CF259

CF259:                                            ; preds = %CF266
  %Shuff78 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff7, <8 x i32> <i32 poison, i32 15, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11>
  %I79 = insertelement <16 x i8> zeroinitializer, i8 %L33, i32 %3
  %B80 = sub i64 %ZE, 344573
  %Sl81 = select i1 true, <2 x i8> %Sl31, <2 x i8> zeroinitializer
  %Cmp82 = fcmp oge float %L48, %B29
  br i1 %Cmp82, label %CF241, label %CF244

CF244:                                            ; preds = %CF244, %CF265, %CF254, %CF259
  %L83 = load i32, ptr %PC45, align 4
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %PC45, align 16
  %E84 = extractelement <8 x i64> zeroinitializer, i32 %L5
  %Shuff85 = shufflevector <8 x i64> %Sl53, <8 x i64> %Shuff78, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12>
  %I86 = insertelement <4 x i16> zeroinitializer, i16 %E19, i32 %L83
  %B87 = or <2 x i8> %Shuff57, %Sl61
  %Tr88 = trunc i64 344573 to i16
  %Sl89 = select <2 x i1> <i1 true, i1 false>, <2 x i8> %Tr, <2 x i8> %Sl81
  %Cmp90 = fcmp ult float %FC52, 0xC48730FB00000000
  br i1 %Cmp90, label %CF244, label %CF265

CF265:                                            ; preds = %CF244
  %L91 = load <8 x i1>, ptr %PC, align 1
  store double %Sl38, ptr %PC, align 8
  %E92 = extractelement <8 x i16> %Shuff42, i32 %L83
  %Shuff93 = shufflevector <4 x i16> %I, <4 x i16> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 poison, i32 poison>
  %I94 = insertelement <2 x i8> %Shuff20, i8 %E64, i32 %Sl16
  %Se = sext <2 x i8> %Shuff20 to <2 x i16>
  %Sl95 = select i1 %Cmp62, double 0xC3B3A7D2AEB14850, double 0x1C8F83AECD8D6A2C
  %Cmp96 = icmp ugt i8 %FC, 0
  br i1 %Cmp96, label %CF244, label %CF254

CF254:                                            ; preds = %CF265
  %L97 = load i32, ptr %1, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC45, align 16
  %E98 = extractelement <8 x i64> %I66, i32 467017
  %Shuff99 = shufflevector <16 x i8> %B15, <16 x i8> %L11, <16 x i32> <i32 6, i32 8, i32 10, i32 12, i32 poison, i32 16, i32 18, i32 20, i32 22, i32 poison, i32 poison, i32 28, i32 30, i32 0, i32 poison, i32 4>
  %I100 = insertelement <8 x i1> %I8, i1 %Cmp39, i32 %L97
  %FC101 = sitofp <8 x i64> %Shuff72 to <8 x double>
  %Sl102 = select i1 %Cmp62, i32 467017, i32 %L83
  %Cmp103 = icmp sge i64 %E12, %E26
  br i1 %Cmp103, label %CF244, label %CF251

CF251:                                            ; preds = %CF254
  %L104 = load <4 x i64>, ptr %0, align 32
  store double 0x3C1318321711A8B0, ptr %Sl75, align 8
  %E105 = extractelement <16 x i1> %Tr60, i32 %L97
  br label %CF

CF:                                               ; preds = %CF, %CF268, %CF267, %CF251
  %Shuff106 = shufflevector <16 x i8> %Shuff13, <16 x i8> zeroinitializer, <16 x i32> <i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 poison>
  %I107 = insertelement <16 x i8> %I36, i8 %E64, i32 186277
  %B108 = sdiv i32 %Sl102, %L83
  %Tr109 = trunc <8 x i64> %I43 to <8 x i1>
  %Sl110 = select <2 x i1> <i1 true, i1 false>, <2 x i8> %Sl61, <2 x i8> zeroinitializer
  %Cmp111 = icmp ule <16 x i8> %Shuff13, %I36
  %L112 = load <4 x double>, ptr %Sl9, align 32
  store i64 233609, ptr %PC45, align 4
  %E113 = extractelement <8 x i16> %Shuff65, i32 %L83
  %Shuff114 = shufflevector <8 x i64> %Shuff85, <8 x i64> %Shuff78, <8 x i32> <i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1>
  %I115 = insertelement <8 x i1> %Sl23, i1 %Cmp17, i32 %L5
  %B116 = fsub double %B44, %Sl95
  %BC117 = bitcast float 0xC48730FB00000000 to i32
  %Sl118 = select i1 %Cmp10, <2 x i16> %B22, <2 x i16> zeroinitializer
  %Cmp119 = icmp sge <2 x i64> zeroinitializer, %I73
  %L120 = load i8, ptr %PC, align 1
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %PC45, align 16
  %E121 = extractelement <16 x i8> %L11, i32 %L83
  %Shuff122 = shufflevector <8 x i1> %I58, <8 x i1> zeroinitializer, <8 x i32> <i32 poison, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2>
  %I123 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 %Sl16
  %ZE124 = zext <8 x i1> %Cmp47 to <8 x i8>
  %Sl125 = select i1 %Cmp32, <4 x i16> %Shuff93, <4 x i16> %I86
  %Cmp126 = icmp eq <2 x i64> %I73, %I73
  %L127 = load i1, ptr %Sl9, align 1
  br i1 %L127, label %CF, label %CF268

CF268:                                            ; preds = %CF
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl9, align 16
  %E128 = extractelement <4 x double> %L112, i32 467017
  %Shuff129 = shufflevector <8 x i64> %Shuff50, <8 x i64> %Shuff7, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2, i32 4>
  %I130 = insertelement <8 x i1> %Shuff122, i1 %Cmp17, i32 %L5
  %B131 = fmul double %L55, %Sl95
  %Tr132 = trunc <8 x i64> %Shuff114 to <8 x i1>
  %Sl133 = select i1 %L127, i1 true, i1 %Cmp96
  br i1 %Sl133, label %CF, label %CF249

CF249:                                            ; preds = %CF249, %CF261, %CF268
  %Cmp134 = icmp ne i32 %3, %L5
  br i1 %Cmp134, label %CF249, label %CF261

CF261:                                            ; preds = %CF249
  %L135 = load <16 x i1>, ptr %Sl9, align 2
  store double %Sl38, ptr %A3, align 8
  %E136 = extractelement <8 x i64> %Shuff72, i32 %3
  %Shuff137 = shufflevector <2 x i8> %Shuff20, <2 x i8> %Shuff27, <2 x i32> <i32 3, i32 1>
  %I138 = insertelement <8 x i1> %Cmp47, i1 %Sl46, i32 467017
  %B139 = and <8 x i64> zeroinitializer, zeroinitializer
  %ZE140 = zext <2 x i8> %Tr to <2 x i32>
  %Sl141 = select i1 %Cmp96, i64 %E136, i64 344573
  %Cmp142 = icmp sgt <8 x i64> %Sl53, zeroinitializer
  %L143 = load <8 x double>, ptr %0, align 64
  store i32 %Sl16, ptr %PC, align 4
  %E144 = extractelement <16 x i8> %Shuff99, i32 %L5
  %Shuff145 = shufflevector <2 x i8> %Sl81, <2 x i8> %Sl31, <2 x i32> <i32 poison, i32 3>
  %I146 = insertelement <2 x float> %FC30, float 0xC48730FB00000000, i32 %3
  %B147 = or <2 x i8> %I94, %Shuff137
  %Tr148 = trunc <8 x i64> %B139 to <8 x i32>
  %Sl149 = select <2 x i1> %Cmp119, <2 x i8> %Shuff20, <2 x i8> %Sl31
  %Cmp150 = icmp ult i1 %Cmp32, %Cmp54
  br i1 %Cmp150, label %CF249, label %CF260

CF260:                                            ; preds = %CF260, %CF261
  %L151 = load <4 x i32>, ptr %PC45, align 16
  store i1 %Sl46, ptr %0, align 1
  %E152 = extractelement <4 x i16> %I51, i32 %L83
  %Shuff153 = shufflevector <8 x i1> %Cmp47, <8 x i1> %I8, <8 x i32> <i32 7, i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I154 = insertelement <8 x i16> %I14, i16 %E152, i32 %L83
  %Tr155 = trunc <8 x i64> %I43 to <8 x i1>
  %Sl156 = select i1 %Cmp24, <8 x i8> %ZE124, <8 x i8> %ZE124
  %Cmp157 = icmp sge <4 x i16> %I28, %I86
  %L158 = load i64, ptr %0, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl9, align 4
  %E159 = extractelement <8 x i64> zeroinitializer, i32 467017
  %Shuff160 = shufflevector <8 x i32> %Tr148, <8 x i32> %Tr148, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2, i32 poison, i32 6>
  %I161 = insertelement <2 x i8> %B87, i8 %E49, i32 %3
  %FC162 = sitofp <4 x i16> %I to <4 x double>
  %Sl163 = select i1 %L, <2 x i1> %Cmp119, <2 x i1> %Cmp119
  %Cmp164 = icmp ugt <16 x i8> %I79, %I36
  %L165 = load i32, ptr %Sl9, align 4
  %E166 = extractelement <2 x i8> %Shuff, i32 %L5
  %Shuff167 = shufflevector <8 x i1> %Sl68, <8 x i1> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3>
  %I168 = insertelement <8 x i1> %Shuff153, i1 true, i32 %L165
  %B169 = sdiv <16 x i8> %I79, %I79
  %Tr170 = trunc <8 x i64> %Shuff7 to <8 x i1>
  %Sl171 = select <8 x i1> zeroinitializer, <8 x i1> %I168, <8 x i1> zeroinitializer
  %Cmp172 = icmp sge <2 x i8> %Tr, %Shuff57
  %L173 = load <2 x i8>, ptr %PC45, align 2
  store i64 %E136, ptr %PC45, align 4
  %E174 = extractelement <2 x i8> %Shuff27, i32 %BC117
  %Shuff175 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Se, <2 x i32> <i32 3, i32 1>
  %I176 = insertelement <8 x double> %FC101, double 0x1C8F83AECD8D6A2C, i32 %L83
  %B177 = shl i16 %Tr74, %E19
  %BC178 = bitcast i64 %E12 to double
  %Sl179 = select i1 %Cmp150, <8 x i64> %Shuff7, <8 x i64> %Shuff78
  %Cmp180 = icmp sge <8 x i32> %Tr148, %Tr148
  %L181 = load i64, ptr %Sl9, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl75, align 4
  %E182 = extractelement <2 x i8> zeroinitializer, i32 %Sl16
  %Shuff183 = shufflevector <8 x i16> %I154, <8 x i16> %I154, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I184 = insertelement <8 x i8> %Sl156, i8 %L120, i32 %L83
  %Tr185 = trunc <8 x i64> zeroinitializer to <8 x i1>
  %Sl186 = select i1 %Cmp69, float 0xBBA9BD3D80000000, float 0xC48730FB00000000
  %Cmp187 = fcmp one double 0x1C8F83AECD8D6A2C, %B116
  br i1 %Cmp187, label %CF260, label %CF263

CF263:                                            ; preds = %CF263, %CF269, %CF260
  %L188 = load i64, ptr %Sl75, align 4
  store <2 x i8> %Shuff, ptr %Sl75, align 2
  %E189 = extractelement <2 x i16> zeroinitializer, i32 %L165
  %Shuff190 = shufflevector <2 x i8> %Shuff20, <2 x i8> %Shuff137, <2 x i32> poison
  %I191 = insertelement <8 x i64> %Shuff72, i64 %BC, i32 %3
  %B192 = lshr i8 %E41, %E64
  %Se193 = sext <1 x i8> zeroinitializer to <1 x i64>
  %Sl194 = select <4 x i1> %Cmp157, <4 x i1> %Cmp157, <4 x i1> %Cmp157
  %Cmp195 = icmp eq i64 %Sl141, %B80
  br i1 %Cmp195, label %CF263, label %CF269

CF269:                                            ; preds = %CF263
  %L196 = load <2 x i64>, ptr %0, align 16
  store i1 %Cmp195, ptr %0, align 1
  %E197 = extractelement <8 x i64> zeroinitializer, i32 %L97
  %Shuff198 = shufflevector <8 x i1> %Tr155, <8 x i1> zeroinitializer, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I199 = insertelement <8 x i64> %Sl179, i64 %E98, i32 %L83
  %B200 = lshr i8 %B192, %E64
  %Se201 = sext i8 %E71 to i32
  %Sl202 = select i1 %Cmp187, i64 %E159, i64 %E26
  %Cmp203 = fcmp oeq double 0x56D7B7F67BD51274, %BC178
  br i1 %Cmp203, label %CF263, label %CF267

CF267:                                            ; preds = %CF269
  %L204 = load i16, ptr %0, align 2
  store <16 x i8> %B169, ptr %0, align 16
  %E205 = extractelement <8 x double> %L143, i32 %L83
  %Shuff206 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff7, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I207 = insertelement <2 x i8> zeroinitializer, i8 %E166, i32 %Se201
  %B208 = mul i64 %Sl141, %E197
  %Sl209 = select i1 true, i64 %E98, i64 %L188
  %Cmp210 = icmp ult <4 x i1> %Cmp157, %Cmp157
  %L211 = load <4 x i1>, ptr %Sl75, align 1
  store double %B44, ptr %Sl9, align 8
  %E212 = extractelement <8 x i64> %Shuff206, i32 %L165
  %Shuff213 = shufflevector <8 x i64> %Shuff50, <8 x i64> %Shuff7, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 poison, i32 13>
  %I214 = insertelement <8 x i1> %Shuff198, i1 %Cmp187, i32 %L5
  %B215 = udiv i32 %L83, %Se201
  %Sl216 = select i1 %Cmp32, <8 x i1> %I8, <8 x i1> %I100
  %Cmp217 = icmp ult i1 %Cmp90, true
  br i1 %Cmp217, label %CF, label %CF242

CF242:                                            ; preds = %CF242, %CF267
  %L218 = load i1, ptr %PC45, align 1
  br i1 %L218, label %CF242, label %CF243

CF243:                                            ; preds = %CF243, %CF242
  store <2 x i64> zeroinitializer, ptr %0, align 16
  %E219 = extractelement <2 x i8> %Shuff57, i32 %Sl16
  %Shuff220 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Sl179, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 poison>
  %I221 = insertelement <2 x i8> zeroinitializer, i8 %E34, i32 %Se201
  %Tr222 = trunc <4 x i32> %L151 to <4 x i16>
  %Sl223 = select i1 %Cmp217, i64 %E159, i64 %BC
  %Cmp224 = icmp ule <16 x i8> %I79, zeroinitializer
  %L225 = load i8, ptr %0, align 1
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC45, align 32
  %E226 = extractelement <8 x i1> zeroinitializer, i32 %BC117
  br i1 %E226, label %CF243, label %CF245

CF245:                                            ; preds = %CF245, %CF271, %CF243
  %Shuff227 = shufflevector <16 x i8> %Shuff106, <16 x i8> zeroinitializer, <16 x i32> <i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 poison, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10, i32 12, i32 14>
  %I228 = insertelement <2 x i16> zeroinitializer, i16 %E152, i32 %L83
  %B229 = fmul double 0xB2C7BFE62FC57264, %Sl38
  %Tr230 = trunc i64 %L188 to i1
  br i1 %Tr230, label %CF245, label %CF271

CF271:                                            ; preds = %CF245
  %Sl231 = select i1 %Cmp103, i16 %E152, i16 %E189
  %Cmp232 = icmp uge <8 x i8> %ZE124, %ZE124
  %L233 = load i32, ptr %Sl75, align 4
  store <4 x double> %L112, ptr %PC45, align 32
  %E234 = extractelement <8 x i1> %L91, i32 %Se201
  br i1 %E234, label %CF245, label %CF253

CF253:                                            ; preds = %CF271
  %Shuff235 = shufflevector <8 x i64> %Shuff7, <8 x i64> %Shuff7, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10>
  %I236 = insertelement <2 x i1> %Cmp172, i1 %Cmp90, i32 %Se201
  %B237 = and <8 x i8> %ZE124, %ZE124
  %Tr238 = trunc i64 %B208 to i8
  %Sl239 = select <2 x i1> %Sl163, <2 x i1> %Cmp119, <2 x i1> %Cmp119
  %Cmp240 = icmp ult <4 x i16> %I86, %I86
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl9, align 128
  store i1 %L, ptr %0, align 1
  store i8 %E219, ptr %0, align 1
  store i64 %BC, ptr %2, align 4
  ret void
}
