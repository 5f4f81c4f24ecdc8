; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD55(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca i8, align 1
  %A2 = alloca i32, align 4
  %A1 = alloca i8, align 1
  %A = alloca float, align 4
  %L = load <4 x i8>, ptr %0, align 4
  store i16 0, ptr %A, align 2
  %E = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I = insertelement <4 x i64> zeroinitializer, i64 -1, i32 %3
  %B = srem <4 x i64> %I, zeroinitializer
  %Se = sext i8 -1 to i16
  %Sl = select <2 x i1> zeroinitializer, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %Cmp = icmp ule <2 x i16> zeroinitializer, zeroinitializer
  %L5 = load <16 x i16>, ptr %0, align 32
  store i32 0, ptr %0, align 4
  %E6 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff7 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff, <2 x i32> <i32 poison, i32 3>
  %I8 = insertelement <16 x i16> zeroinitializer, i16 0, i32 0
  %Se9 = sext <2 x i16> zeroinitializer to <2 x i32>
  %Sl10 = select <4 x i1> zeroinitializer, <4 x i64> %B, <4 x i64> zeroinitializer
  %Cmp11 = icmp sge i64 247073, 426437
  br label %CF246

CF246:                                            ; preds = %CF246, %CF260, %BB
  %L12 = load <2 x double>, ptr %0, align 16
  store i16 %E6, ptr %0, align 2
  %E13 = extractelement <8 x i1> zeroinitializer, i32 0
  br i1 %E13, label %CF246, label %CF260

CF260:                                            ; preds = %CF246
  %Shuff14 = shufflevector <2 x double> %L12, <2 x double> %L12, <2 x i32> <i32 3, i32 1>
  %I15 = insertelement <16 x i16> %I8, i16 0, i32 %3
  %PC = bitcast ptr %A4 to ptr
  %Sl16 = select i1 %Cmp11, <16 x i16> %I15, <16 x i16> %L5
  %Cmp17 = icmp ne i16 0, 0
  br i1 %Cmp17, label %CF246, label %CF252

CF252:                                            ; preds = %CF252, %CF260
  %L18 = load i1, ptr %PC, align 1
  br i1 %L18, label %CF252, label %CF266

CF266:                                            ; preds = %CF266, %CF252
  store <4 x i8> %L, ptr %PC, align 4
  %E19 = extractelement <2 x i16> %Shuff, i32 %3
  %Shuff20 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I21 = insertelement <4 x i64> %I, i64 0, i32 %3
  %Tr = trunc <1 x i64> zeroinitializer to <1 x i16>
  %Sl22 = select <1 x i1> <i1 true>, <1 x i16> zeroinitializer, <1 x i16> %Tr
  %Cmp23 = icmp ule i32 %3, %3
  br i1 %Cmp23, label %CF266, label %CF267

CF267:                                            ; preds = %CF266
  %L24 = load i64, ptr %PC, align 4
  store <2 x i8> <i8 0, i8 -1>, ptr %PC, align 2
  %E25 = extractelement <2 x i16> %Shuff, i32 %3
  %Shuff26 = shufflevector <2 x i16> %Shuff20, <2 x i16> %Shuff7, <2 x i32> <i32 2, i32 0>
  %I27 = insertelement <2 x i16> %Shuff20, i16 0, i32 %3
  %B28 = ashr i8 -1, %5
  %FC = uitofp <2 x i32> %Se9 to <2 x double>
  %Sl29 = select i1 %L18, i64 -1, i64 %4
  %Cmp30 = icmp sgt i32 %3, %3
  br label %CF245

CF245:                                            ; preds = %CF245, %CF257, %CF255, %CF267
  %L31 = load i1, ptr %PC, align 1
  br i1 %L31, label %CF245, label %CF257

CF257:                                            ; preds = %CF245
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %PC, align 16
  %E32 = extractelement <2 x i16> %I27, i32 %3
  %Shuff33 = shufflevector <2 x i16> %Shuff, <2 x i16> %Shuff, <2 x i32> <i32 poison, i32 2>
  %I34 = insertelement <4 x i1> zeroinitializer, i1 %Cmp11, i32 %3
  %Tr35 = trunc <1 x i16> %Tr to <1 x i8>
  %Sl36 = select i1 %Cmp11, i64 224597, i64 %L24
  %Cmp37 = icmp sgt <2 x i16> %Shuff33, zeroinitializer
  %L38 = load double, ptr %A, align 8
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 16
  %E39 = extractelement <2 x i16> %Shuff, i32 %3
  %Shuff40 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I41 = insertelement <4 x i1> zeroinitializer, i1 %Cmp11, i32 %3
  %B42 = ashr i32 0, %3
  %FC43 = uitofp <2 x i1> %Cmp37 to <2 x float>
  %Sl44 = select i1 %Cmp30, i16 %E25, i16 %E39
  %Cmp45 = icmp ule <2 x i16> zeroinitializer, %Shuff
  %L46 = load i16, ptr %0, align 2
  store <1 x i32> zeroinitializer, ptr %PC, align 4
  %E47 = extractelement <2 x i16> zeroinitializer, i32 %B42
  %Shuff48 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I49 = insertelement <16 x i16> %I15, i16 %E19, i32 %B42
  %B50 = urem <2 x i16> zeroinitializer, %Shuff20
  %Se51 = sext i1 %L18 to i64
  %Sl52 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i16> %I49, <16 x i16> %I15
  %Cmp53 = icmp slt <4 x i1> %I34, %I34
  %L54 = load <1 x float>, ptr %0, align 4
  store i8 %B28, ptr %PC, align 1
  %E55 = extractelement <2 x i16> %Shuff26, i32 0
  %Shuff56 = shufflevector <2 x i16> %Shuff26, <2 x i16> %I27, <2 x i32> <i32 1, i32 poison>
  %I57 = insertelement <2 x i16> %Sl, i16 %Se, i32 %B42
  %B58 = urem <2 x i16> %Sl, %Shuff
  %Se59 = sext i1 %E13 to i32
  %Sl60 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i16> %L5, <16 x i16> %Sl52
  %Cmp61 = icmp ule i16 %L46, %E19
  br i1 %Cmp61, label %CF245, label %CF250

CF250:                                            ; preds = %CF250, %CF257
  %L62 = load <16 x i8>, ptr %PC, align 16
  store float 0xC590214400000000, ptr %PC, align 4
  %E63 = extractelement <8 x i1> zeroinitializer, i32 %B42
  br i1 %E63, label %CF250, label %CF255

CF255:                                            ; preds = %CF250
  %Shuff64 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %B50, <2 x i32> <i32 3, i32 1>
  %I65 = insertelement <4 x i64> %B, i64 %Se51, i32 %B42
  %PC66 = bitcast ptr %PC to ptr
  %Sl67 = select i1 true, <2 x i16> %Shuff33, <2 x i16> zeroinitializer
  %Cmp68 = icmp sgt <16 x i16> %I8, %Sl52
  %L69 = load float, ptr %PC66, align 4
  %E70 = extractelement <4 x i64> %B, i32 %B42
  %Shuff71 = shufflevector <2 x i16> %Sl67, <2 x i16> %Shuff, <2 x i32> <i32 1, i32 3>
  %I72 = insertelement <2 x i16> %Shuff71, i16 0, i32 %B42
  %B73 = lshr <2 x i16> %Shuff26, %B58
  %Tr74 = trunc <2 x i32> %Se9 to <2 x i1>
  %Sl75 = select i1 %Cmp11, i32 %B42, i32 %Se59
  %L76 = load <4 x i1>, ptr %0, align 1
  store i64 %L24, ptr %PC, align 4
  %E77 = extractelement <2 x i16> %Shuff20, i32 %Sl75
  %Shuff78 = shufflevector <16 x i16> %Sl52, <16 x i16> zeroinitializer, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 poison, i32 19, i32 poison, i32 23, i32 25, i32 poison, i32 29, i32 poison, i32 1, i32 3>
  %I79 = insertelement <16 x i16> %Sl52, i16 0, i32 %Se59
  %Tr80 = trunc i16 %E47 to i1
  br i1 %Tr80, label %CF245, label %CF248

CF248:                                            ; preds = %CF248, %CF255
  %Sl81 = select i1 %Cmp61, i64 %Sl36, i64 %4
  %Cmp82 = icmp eq i16 0, %E77
  br i1 %Cmp82, label %CF248, label %CF256

CF256:                                            ; preds = %CF248
  %L83 = load i8, ptr %PC66, align 1
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %PC66, align 8
  %E84 = extractelement <4 x i1> zeroinitializer, i32 %B42
  br label %CF243

CF243:                                            ; preds = %CF243, %CF265, %CF258, %CF264, %CF256
  %Shuff85 = shufflevector <16 x i16> %Shuff78, <16 x i16> %Sl52, <16 x i32> <i32 poison, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 poison, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2>
  %I86 = insertelement <2 x i1> %Shuff40, i1 %Cmp11, i32 %B42
  %B87 = xor <16 x i16> %Sl16, %I15
  %Se88 = sext <4 x i1> %L76 to <4 x i64>
  %Sl89 = select i1 %Tr80, double 0xBC0B6E2AC3092AA8, double 0x9F5BB57A6E5939F8
  %Cmp90 = icmp ugt <2 x i16> %Sl67, %Shuff20
  %L91 = load i16, ptr %0, align 2
  store <2 x float> %FC43, ptr %PC66, align 8
  %E92 = extractelement <2 x i16> %Shuff33, i32 %Sl75
  %Shuff93 = shufflevector <4 x i64> %I21, <4 x i64> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 poison, i32 poison>
  %I94 = insertelement <2 x double> %Shuff14, double 0x9F5BB57A6E5939F8, i32 %Se59
  %B95 = frem <2 x double> %FC, %I94
  %Sl96 = select i1 %Cmp11, i16 %E77, i16 %E32
  %L97 = load <4 x i8>, ptr %PC, align 4
  store double %L38, ptr %0, align 8
  %E98 = extractelement <16 x i16> %Sl60, i32 %3
  %Shuff99 = shufflevector <16 x i16> %Shuff85, <16 x i16> %I49, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 poison, i32 poison, i32 17, i32 poison, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3>
  %I100 = insertelement <2 x i16> %Shuff20, i16 %E19, i32 %B42
  %B101 = udiv i64 %Sl81, %Sl29
  %Sl102 = select <2 x i1> %Cmp, <2 x i16> zeroinitializer, <2 x i16> %Shuff7
  %Cmp103 = icmp ne i16 %Sl96, %E19
  br i1 %Cmp103, label %CF243, label %CF265

CF265:                                            ; preds = %CF243
  %L104 = load <8 x i8>, ptr %PC, align 8
  store float %L69, ptr %PC, align 4
  %E105 = extractelement <1 x i64> zeroinitializer, i32 %3
  %Shuff106 = shufflevector <16 x i16> %Shuff78, <16 x i16> %Shuff99, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 17, i32 19, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31>
  %I107 = insertelement <2 x i16> %Shuff33, i16 %E77, i32 %B42
  %B108 = sdiv i8 -1, %L83
  %Se109 = sext i1 %Cmp82 to i64
  %Sl110 = select <2 x i1> zeroinitializer, <2 x i16> zeroinitializer, <2 x i16> %Shuff
  %Cmp111 = icmp ugt <4 x i64> %B, %Sl10
  %L112 = load <4 x i64>, ptr %PC, align 32
  store i8 %B28, ptr %PC, align 1
  %E113 = extractelement <16 x i8> %L62, i32 %B42
  %Shuff114 = shufflevector <2 x i16> %I100, <2 x i16> %I107, <2 x i32> <i32 3, i32 1>
  %I115 = insertelement <2 x i32> %Shuff48, i32 %Se59, i32 %B42
  %B116 = frem <1 x float> %L54, %L54
  %Tr117 = trunc i64 %E70 to i16
  %Sl118 = select i1 %Cmp11, <2 x i16> %Sl110, <2 x i16> %Shuff
  %Cmp119 = icmp slt <16 x i16> %I79, %L5
  %L120 = load i1, ptr %0, align 1
  br i1 %L120, label %CF243, label %CF254

CF254:                                            ; preds = %CF254, %CF265
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC66, align 32
  %E121 = extractelement <2 x i16> %Shuff20, i32 %B42
  %Shuff122 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %L5, <16 x i32> <i32 8, i32 poison, i32 poison, i32 14, i32 16, i32 poison, i32 20, i32 22, i32 24, i32 26, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 6>
  %I123 = insertelement <2 x i16> zeroinitializer, i16 0, i32 %3
  %B124 = shl <16 x i16> %Shuff106, %Shuff122
  %Tr125 = trunc <4 x i64> %I to <4 x i32>
  %Sl126 = select i1 %Cmp17, float 0x42592D4D00000000, float 0xC590214400000000
  %Cmp127 = icmp sgt <2 x i16> %I100, %Shuff20
  %L128 = load <8 x i32>, ptr %PC66, align 32
  store float %L69, ptr %0, align 4
  %E129 = extractelement <2 x i16> %Shuff33, i32 %3
  %Shuff130 = shufflevector <4 x i64> %Shuff93, <4 x i64> %Sl10, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I131 = insertelement <2 x i1> %Cmp37, i1 %L120, i32 %B42
  %B132 = fdiv <2 x double> %B95, %I94
  %ZE = zext <2 x i16> %Sl to <2 x i32>
  %Sl133 = select i1 %Tr80, <16 x i16> %Shuff99, <16 x i16> %I49
  %Cmp134 = icmp sgt <1 x i8> %Tr35, %Tr35
  %L135 = load i64, ptr %PC, align 4
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E136 = extractelement <2 x i16> %Shuff114, i32 -1
  %Shuff137 = shufflevector <2 x i16> %Shuff56, <2 x i16> %Shuff, <2 x i32> <i32 1, i32 3>
  %I138 = insertelement <8 x i8> %L104, i8 %L83, i32 %3
  %B139 = xor i16 %E, %Sl96
  %Tr140 = trunc i16 %L46 to i8
  %Sl141 = select i1 %Cmp103, i8 -1, i8 %L83
  %Cmp142 = icmp slt <16 x i16> %I15, %L5
  %L143 = load <1 x float>, ptr %0, align 4
  store i16 %L91, ptr %PC, align 2
  %E144 = extractelement <8 x i32> %L128, i32 %3
  %Shuff145 = shufflevector <2 x i16> %Shuff64, <2 x i16> %Shuff33, <2 x i32> <i32 1, i32 3>
  %I146 = insertelement <1 x i16> zeroinitializer, i16 0, i32 0
  %B147 = srem <2 x i16> %Shuff33, %I100
  %Se148 = sext i16 %E32 to i64
  %Sl149 = select <2 x i1> %Cmp37, <2 x i16> %Shuff26, <2 x i16> %Shuff20
  %Cmp150 = fcmp ord double 0xBC0B6E2AC3092AA8, %L38
  br i1 %Cmp150, label %CF254, label %CF258

CF258:                                            ; preds = %CF254
  %L151 = load <16 x float>, ptr %0, align 64
  store i1 %L120, ptr %PC66, align 1
  %E152 = extractelement <16 x i16> zeroinitializer, i32 %Sl75
  %Shuff153 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 poison, i32 poison, i32 7, i32 9, i32 11, i32 poison>
  %I154 = insertelement <2 x i16> %Shuff33, i16 %E32, i32 %E144
  %B155 = xor <4 x i64> %L112, %I65
  %FC156 = fptosi <2 x double> %FC to <2 x i16>
  %Sl157 = select i1 %Cmp11, i16 %E55, i16 %E25
  %Cmp158 = fcmp oeq double 0x20B759D6F5B56454, %Sl89
  br i1 %Cmp158, label %CF243, label %CF249

CF249:                                            ; preds = %CF249, %CF258
  %L159 = load <4 x i64>, ptr %PC66, align 32
  store i1 %Cmp103, ptr %A, align 1
  %E160 = extractelement <16 x i8> %L62, i32 %B42
  %Shuff161 = shufflevector <2 x i16> %B58, <2 x i16> %Shuff64, <2 x i32> <i32 1, i32 3>
  %I162 = insertelement <16 x i1> %Cmp68, i1 %Cmp103, i32 %B42
  %B163 = shl <2 x i16> %Shuff137, %I100
  %ZE164 = zext <2 x i16> %B50 to <2 x i64>
  %Sl165 = select i1 %Cmp150, <16 x i8> %L62, <16 x i8> %L62
  %Cmp166 = icmp sge i1 %Cmp150, %L18
  br i1 %Cmp166, label %CF249, label %CF253

CF253:                                            ; preds = %CF253, %CF249
  %L167 = load i64, ptr %A, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 128
  %E168 = extractelement <4 x i64> %I21, i32 %Se59
  %Shuff169 = shufflevector <16 x i16> %Shuff85, <16 x i16> %I49, <16 x i32> <i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I170 = insertelement <2 x i16> %Shuff33, i16 %Tr117, i32 %3
  %B171 = sub i8 %Tr140, -1
  %ZE172 = zext i16 %E39 to i64
  %Sl173 = select i1 %Tr80, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %Cmp174 = icmp ult i64 %ZE172, %Se148
  br i1 %Cmp174, label %CF253, label %CF262

CF262:                                            ; preds = %CF262, %CF253
  %L175 = load double, ptr %PC, align 8
  %E176 = extractelement <2 x i16> %I72, i32 %E144
  %Shuff177 = shufflevector <16 x i1> %Cmp142, <16 x i1> %Cmp68, <16 x i32> <i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 poison>
  %I178 = insertelement <2 x i16> %I72, i16 %E176, i32 %Sl75
  %ZE179 = fpext <1 x float> %B116 to <1 x double>
  %Sl180 = select i1 %Cmp23, i32 %Se59, i32 0
  %Cmp181 = icmp sge <2 x i64> %ZE164, %ZE164
  %L182 = load <8 x i32>, ptr %0, align 32
  store float %L69, ptr %A, align 4
  %E183 = extractelement <2 x i64> %ZE164, i32 %Sl180
  %Shuff184 = shufflevector <2 x i16> %Shuff33, <2 x i16> %I178, <2 x i32> <i32 poison, i32 3>
  %I185 = insertelement <16 x float> %L151, float %L69, i32 %E144
  %B186 = xor <8 x i32> %L182, %L128
  %Sl187 = select i1 %Cmp11, <8 x i1> %Shuff153, <8 x i1> zeroinitializer
  %Cmp188 = icmp ule <2 x i1> %Cmp45, zeroinitializer
  %L189 = load i16, ptr %PC, align 2
  %E190 = extractelement <2 x double> %B132, i32 0
  %Shuff191 = shufflevector <4 x i64> %Shuff130, <4 x i64> %B155, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I192 = insertelement <2 x i1> %Shuff40, i1 %Cmp61, i32 %B42
  %B193 = mul i16 %E152, %E77
  %FC194 = sitofp <2 x i16> %Shuff114 to <2 x double>
  %Sl195 = select i1 %Cmp174, i8 -1, i8 %B108
  %Cmp196 = fcmp ult <16 x float> %I185, %L151
  %L197 = load <1 x i64>, ptr %0, align 8
  store i32 %B42, ptr %PC66, align 4
  %E198 = extractelement <1 x i16> zeroinitializer, i32 %E144
  %Shuff199 = shufflevector <2 x float> %FC43, <2 x float> %FC43, <2 x i32> <i32 3, i32 poison>
  %I200 = insertelement <2 x i1> %I86, i1 %Cmp11, i32 %B42
  %B201 = ashr <16 x i8> %Sl165, %L62
  %Sl202 = select i1 true, <8 x i8> %I138, <8 x i8> %L104
  %Cmp203 = icmp slt i16 %L46, %B139
  br i1 %Cmp203, label %CF262, label %CF264

CF264:                                            ; preds = %CF262
  %L204 = load i1, ptr %PC66, align 1
  br i1 %L204, label %CF243, label %CF247

CF247:                                            ; preds = %CF247, %CF261, %CF264
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E205 = extractelement <2 x i16> zeroinitializer, i32 %Se59
  %Shuff206 = shufflevector <16 x i16> zeroinitializer, <16 x i16> zeroinitializer, <16 x i32> <i32 24, i32 poison, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 18, i32 20, i32 22>
  %I207 = insertelement <16 x i16> %Sl16, i16 %Tr117, i32 %E144
  %B208 = urem <16 x i16> %Shuff78, %I49
  %Tr209 = trunc <4 x i64> %Se88 to <4 x i32>
  %Sl210 = select i1 %Cmp203, i1 %Cmp61, i1 %Cmp17
  br i1 %Sl210, label %CF247, label %CF261

CF261:                                            ; preds = %CF247
  %Cmp211 = icmp ule i64 %Sl29, %L24
  br i1 %Cmp211, label %CF247, label %CF259

CF259:                                            ; preds = %CF259, %CF261
  %L212 = load <4 x i32>, ptr %0, align 16
  store i16 %E152, ptr %0, align 2
  %E213 = extractelement <8 x i1> %Shuff153, i32 %E144
  br i1 %E213, label %CF259, label %CF263

CF263:                                            ; preds = %CF259
  %Shuff214 = shufflevector <16 x i16> %Shuff169, <16 x i16> %I49, <16 x i32> <i32 21, i32 23, i32 25, i32 27, i32 poison, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 poison, i32 17, i32 19>
  %I215 = insertelement <4 x i32> %L212, i32 %Sl75, i32 %Sl180
  %B216 = urem i16 %E6, %E176
  %Tr217 = trunc i64 %E168 to i1
  br label %CF

CF:                                               ; preds = %CF, %CF251, %CF263
  %Sl218 = select i1 %Cmp11, ptr %A, ptr %PC66
  %Cmp219 = icmp ult <8 x i32> %L182, %L128
  %L220 = load <4 x i64>, ptr %Sl218, align 32
  store double %L175, ptr %PC, align 8
  %E221 = extractelement <8 x i1> %Shuff153, i32 %B42
  br i1 %E221, label %CF, label %CF251

CF251:                                            ; preds = %CF
  %Shuff222 = shufflevector <2 x i16> %Sl173, <2 x i16> %Shuff161, <2 x i32> <i32 1, i32 3>
  %I223 = insertelement <2 x i16> zeroinitializer, i16 %E198, i32 %B42
  %B224 = xor <4 x i64> %L220, %L220
  %ZE225 = zext <16 x i16> %Shuff85 to <16 x i64>
  %Sl226 = select i1 %Cmp150, <2 x i1> %I131, <2 x i1> zeroinitializer
  %Cmp227 = icmp ugt <2 x i16> %Shuff33, %I100
  %L228 = load double, ptr %PC66, align 8
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E229 = extractelement <2 x i16> %Sl173, i32 0
  %Shuff230 = shufflevector <2 x i1> %Cmp188, <2 x i1> %Shuff40, <2 x i32> poison
  %I231 = insertelement <1 x float> %L143, float 0xC590214400000000, i32 %3
  %B232 = ashr <16 x i16> zeroinitializer, %Shuff122
  %BC = bitcast <4 x i64> %L220 to <4 x double>
  %Sl233 = select i1 true, <1 x i16> %Sl22, <1 x i16> zeroinitializer
  %Cmp234 = icmp ne i16 %E176, %L91
  br i1 %Cmp234, label %CF, label %CF244

CF244:                                            ; preds = %CF251
  %L235 = load i8, ptr %PC, align 1
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl218, align 64
  %E236 = extractelement <2 x i16> %Shuff26, i32 -1
  %Shuff237 = shufflevector <16 x i1> %Shuff177, <16 x i1> %I162, <16 x i32> <i32 2, i32 4, i32 6, i32 poison, i32 10, i32 12, i32 poison, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 poison, i32 poison, i32 poison>
  %I238 = insertelement <2 x double> %FC, double %E190, i32 0
  %B239 = frem <1 x float> %B116, %B116
  %Se240 = sext <16 x i1> %Cmp142 to <16 x i64>
  %Sl241 = select <4 x i1> %I34, <4 x i32> %I215, <4 x i32> %Tr125
  %Cmp242 = icmp uge <4 x i64> %L220, %L159
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl218, align 32
  store <4 x i8> %L, ptr %Sl218, align 4
  store i8 %B108, ptr %PC, align 1
  store i64 %Sl36, ptr %Sl218, align 4
  ret void
}
