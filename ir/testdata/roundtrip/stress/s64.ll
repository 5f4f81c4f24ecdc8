; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD64(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x i32>, align 32
  %A3 = alloca <2 x i32>, align 8
  %A2 = alloca <4 x i16>, align 8
  %A1 = alloca <8 x i64>, align 64
  %A = alloca <1 x float>, align 4
  %L = load i16, ptr %0, align 2
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %2, align 32
  %E = extractelement <2 x i32> zeroinitializer, i32 0
  %Shuff = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I = insertelement <2 x i32> zeroinitializer, i32 %E, i32 0
  %B = srem i16 0, -23595
  %Tr = trunc i32 0 to i8
  %Sl = select i1 true, i16 -23595, i16 0
  %Cmp = icmp ult i32 %3, 0
  br label %CF268

CF268:                                            ; preds = %BB
  %L5 = load i32, ptr %0, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 32
  %E6 = extractelement <2 x i32> zeroinitializer, i32 2053
  %Shuff7 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12>
  %I8 = insertelement <2 x i32> zeroinitializer, i32 2053, i32 0
  %Tr9 = trunc i32 0 to i16
  %Sl10 = select i1 true, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp11 = icmp ult i8 -47, 0
  br label %CF248

CF248:                                            ; preds = %CF248, %CF268
  %L12 = load i1, ptr %0, align 1
  br i1 %L12, label %CF248, label %CF250

CF250:                                            ; preds = %CF248
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 32
  %E13 = extractelement <8 x i64> zeroinitializer, i32 %3
  %Shuff14 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 poison, i32 4>
  %I15 = insertelement <2 x i32> zeroinitializer, i32 %L5, i32 %E
  %B16 = frem float 0x3F37BA4B80000000, 0x3F37BA4B80000000
  %Tr17 = trunc i64 %E13 to i32
  %Sl18 = select i1 true, ptr %A1, ptr %0
  %Cmp19 = fcmp olt float 0x3C9B220F00000000, %B16
  br label %CF246

CF246:                                            ; preds = %CF246, %CF269, %CF260, %CF250
  %L20 = load i64, ptr %1, align 4
  %E21 = extractelement <16 x i64> zeroinitializer, i32 0
  %Shuff22 = shufflevector <4 x i16> %Shuff14, <4 x i16> %Shuff14, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I23 = insertelement <2 x i64> %Sl10, i64 %4, i32 0
  %B24 = shl i16 %Sl, -23595
  %ZE = zext <4 x i16> zeroinitializer to <4 x i64>
  %Sl25 = select i1 true, i64 75213, i64 %L20
  %Cmp26 = icmp sge i32 %E6, 2053
  br i1 %Cmp26, label %CF246, label %CF269

CF269:                                            ; preds = %CF246
  %L27 = load <4 x float>, ptr %Sl18, align 16
  store i32 %Tr17, ptr %Sl18, align 4
  %E28 = extractelement <2 x i32> zeroinitializer, i32 2053
  %Shuff29 = shufflevector <2 x i32> %Shuff, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I30 = insertelement <4 x i16> %Shuff14, i16 0, i32 %E
  %B31 = fdiv float 0xBB47BA5B80000000, %B16
  %FC = sitofp <2 x i32> %Shuff29 to <2 x double>
  %Sl32 = select i1 true, <4 x i16> %Shuff22, <4 x i16> %Shuff14
  %Cmp33 = icmp ne i1 true, %Cmp
  br i1 %Cmp33, label %CF246, label %CF260

CF260:                                            ; preds = %CF269
  %L34 = load float, ptr %Sl18, align 4
  store <16 x i64> zeroinitializer, ptr %Sl18, align 128
  %E35 = extractelement <4 x float> %L27, i32 2053
  %Shuff36 = shufflevector <8 x i64> %Shuff7, <8 x i64> zeroinitializer, <8 x i32> <i32 10, i32 poison, i32 14, i32 poison, i32 poison, i32 poison, i32 6, i32 8>
  %I37 = insertelement <16 x i32> zeroinitializer, i32 %Tr17, i32 2053
  %B38 = urem i8 %Tr, 0
  %PC = bitcast ptr %A2 to ptr
  %Sl39 = select i1 true, ptr %PC, ptr %PC
  %Cmp40 = icmp uge <16 x i64> zeroinitializer, zeroinitializer
  %L41 = load <16 x i16>, ptr %PC, align 32
  store i1 %Cmp33, ptr %Sl18, align 1
  %E42 = extractelement <16 x i1> zeroinitializer, i32 2053
  br i1 %E42, label %CF246, label %CF251

CF251:                                            ; preds = %CF260
  %Shuff43 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 poison, i32 19>
  %I44 = insertelement <16 x i1> %Cmp40, i1 %Cmp, i32 %3
  %FC45 = uitofp <4 x i16> %I30 to <4 x float>
  %Sl46 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x float> %L27, <4 x float> %L27
  %Cmp47 = icmp ule i32 %3, 0
  br label %CF244

CF244:                                            ; preds = %CF244, %CF266, %CF257, %CF251
  %L48 = load <8 x i64>, ptr %0, align 64
  store i64 %4, ptr %Sl18, align 4
  %E49 = extractelement <16 x i64> zeroinitializer, i32 2053
  %Shuff50 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff, <2 x i32> <i32 3, i32 1>
  %I51 = insertelement <4 x i16> %Shuff22, i16 -23595, i32 0
  %B52 = shl i16 %L, -23595
  %Se = sext i1 true to i16
  %Sl53 = select i1 true, i64 %Sl25, i64 75213
  %L54 = load <2 x double>, ptr %Sl18, align 16
  store i64 %L20, ptr %0, align 4
  %E55 = extractelement <2 x i32> %I8, i32 %Tr17
  %Shuff56 = shufflevector <2 x i32> %I8, <2 x i32> %I15, <2 x i32> <i32 3, i32 1>
  %I57 = insertelement <16 x i1> %Cmp40, i1 true, i32 2053
  %B58 = srem i32 %E55, 2053
  %FC59 = uitofp i1 %Cmp to float
  %Sl60 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i16> %Shuff22, <4 x i16> zeroinitializer
  %Cmp61 = icmp slt <8 x i64> %Shuff36, zeroinitializer
  %L62 = load <4 x i64>, ptr %Sl18, align 32
  store float %FC59, ptr %Sl18, align 4
  %E63 = extractelement <2 x i32> zeroinitializer, i32 %E55
  %Shuff64 = shufflevector <8 x i64> %L48, <8 x i64> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I65 = insertelement <2 x i64> %Sl10, i64 %E49, i32 2053
  %ZE66 = zext i16 %B24 to i64
  %Sl67 = select i1 true, i32 %L5, i32 %E55
  %Cmp68 = icmp slt i1 %Cmp33, true
  br i1 %Cmp68, label %CF244, label %CF266

CF266:                                            ; preds = %CF244
  %L69 = load <2 x i1>, ptr %Sl18, align 1
  store i1 true, ptr %Sl18, align 1
  %E70 = extractelement <8 x i64> zeroinitializer, i32 %E28
  %Shuff71 = shufflevector <4 x i16> %Sl60, <4 x i16> %Shuff14, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I72 = insertelement <2 x i32> %I15, i32 %Tr17, i32 %E55
  %Tr73 = trunc i32 %E63 to i16
  %Sl74 = select i1 %Cmp68, i64 %Sl25, i64 %ZE66
  %Cmp75 = icmp ult i16 %B52, %Tr73
  br i1 %Cmp75, label %CF244, label %CF252

CF252:                                            ; preds = %CF252, %CF266
  %L76 = load double, ptr %Sl18, align 8
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E77 = extractelement <4 x i16> %I30, i32 %E55
  %Shuff78 = shufflevector <2 x i32> %Shuff, <2 x i32> %Shuff50, <2 x i32> <i32 poison, i32 0>
  %I79 = insertelement <4 x i16> %Shuff22, i16 %Tr73, i32 %L5
  %B80 = srem i64 %E70, %E13
  %FC81 = uitofp <4 x i16> zeroinitializer to <4 x float>
  %Sl82 = select <16 x i1> %Cmp40, <16 x i32> %I37, <16 x i32> zeroinitializer
  %L83 = load double, ptr %Sl18, align 8
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %A2, align 64
  %E84 = extractelement <16 x i64> zeroinitializer, i32 %E28
  %Shuff85 = shufflevector <4 x i16> %I79, <4 x i16> %Shuff14, <4 x i32> <i32 0, i32 poison, i32 poison, i32 6>
  %I86 = insertelement <2 x i8> zeroinitializer, i8 0, i32 %E28
  %B87 = and <2 x i32> %I, %Shuff29
  %Tr88 = trunc i16 %Tr9 to i1
  br i1 %Tr88, label %CF252, label %CF257

CF257:                                            ; preds = %CF252
  %Sl89 = select <8 x i1> %Cmp61, <8 x i64> %Shuff36, <8 x i64> zeroinitializer
  %Cmp90 = icmp ule i1 %L12, %Cmp
  br i1 %Cmp90, label %CF244, label %CF245

CF245:                                            ; preds = %CF257
  %L91 = load <4 x i1>, ptr %0, align 1
  store i16 0, ptr %Sl18, align 2
  %E92 = extractelement <16 x i1> zeroinitializer, i32 %Tr17
  br label %CF

CF:                                               ; preds = %CF, %CF265, %CF256, %CF267, %CF245
  %Shuff93 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff29, <2 x i32> <i32 1, i32 3>
  %I94 = insertelement <2 x i32> zeroinitializer, i32 2053, i32 0
  %B95 = ashr i32 2053, %3
  %Sl96 = select i1 %Cmp, i64 %4, i64 394325
  %L97 = load i64, ptr %Sl18, align 4
  store <4 x i16> zeroinitializer, ptr %PC, align 8
  %E98 = extractelement <4 x i16> %Shuff85, i32 %Sl67
  %Shuff99 = shufflevector <2 x i32> %Shuff, <2 x i32> %Shuff78, <2 x i32> <i32 0, i32 2>
  %I100 = insertelement <2 x i32> %Shuff, i32 %E55, i32 %E55
  %B101 = srem i32 %3, %B95
  %Tr102 = trunc <8 x i64> %Sl89 to <8 x i1>
  %Sl103 = select i1 true, float 0x3843B25780000000, float 0x3F37BA4B80000000
  %Cmp104 = icmp ugt <2 x i64> %I65, %I65
  %L105 = load <2 x i8>, ptr %Sl18, align 2
  store i64 %E49, ptr %0, align 4
  %E106 = extractelement <4 x i16> %Shuff22, i32 %E55
  %Shuff107 = shufflevector <2 x double> %L54, <2 x double> %FC, <2 x i32> <i32 1, i32 3>
  %I108 = insertelement <4 x i16> zeroinitializer, i16 %Tr73, i32 %E
  %B109 = fdiv <2 x double> %FC, %L54
  %PC110 = bitcast ptr %1 to ptr
  %Sl111 = select <4 x i1> %L91, <4 x i16> %Sl32, <4 x i16> %Shuff14
  %Cmp112 = icmp uge i1 true, %Cmp68
  br i1 %Cmp112, label %CF, label %CF262

CF262:                                            ; preds = %CF262, %CF
  %L113 = load <4 x i64>, ptr %PC110, align 32
  store double %L76, ptr %PC110, align 8
  %E114 = extractelement <2 x i32> %I100, i32 %3
  %Shuff115 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I65, <2 x i32> <i32 1, i32 3>
  %I116 = insertelement <16 x i1> %Cmp40, i1 %E42, i32 %B95
  %B117 = shl <4 x i16> %Shuff85, %I108
  %Tr118 = trunc <2 x i32> %Shuff29 to <2 x i16>
  %Sl119 = select <2 x i1> %Cmp104, <2 x i32> %I100, <2 x i32> %Shuff
  %Cmp120 = icmp ugt <2 x i32> %B87, %I72
  %L121 = load <16 x i1>, ptr %Sl18, align 2
  store i16 %Tr73, ptr %PC110, align 2
  %E122 = extractelement <16 x i1> zeroinitializer, i32 %B95
  br i1 %E122, label %CF262, label %CF263

CF263:                                            ; preds = %CF263, %CF262
  %Shuff123 = shufflevector <2 x i32> %Shuff, <2 x i32> %I72, <2 x i32> poison
  %I124 = insertelement <4 x i16> %I51, i16 %Tr73, i32 %E55
  %B125 = ashr i8 -47, %Tr
  %FC126 = sitofp <2 x i32> %I to <2 x double>
  %Sl127 = select i1 true, <4 x i16> %B117, <4 x i16> %Shuff14
  %Cmp128 = fcmp uno double %L76, %L76
  br i1 %Cmp128, label %CF263, label %CF265

CF265:                                            ; preds = %CF263
  %L129 = load i32, ptr %Sl18, align 4
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl18, align 16
  %E130 = extractelement <2 x i32> zeroinitializer, i32 %E55
  %Shuff131 = shufflevector <2 x i32> %Shuff99, <2 x i32> %Shuff50, <2 x i32> <i32 2, i32 0>
  %I132 = insertelement <4 x i64> %ZE, i64 %E49, i32 %E55
  %B133 = mul i64 409361, %4
  %Tr134 = trunc i64 %4 to i32
  %Sl135 = select <4 x i1> %L91, <4 x i64> %L62, <4 x i64> %I132
  %Cmp136 = icmp uge i64 %E21, %E49
  br i1 %Cmp136, label %CF, label %CF253

CF253:                                            ; preds = %CF253, %CF265
  %L137 = load <4 x i16>, ptr %PC, align 8
  store i8 %B125, ptr %0, align 1
  %E138 = extractelement <16 x i1> %I44, i32 0
  br i1 %E138, label %CF253, label %CF256

CF256:                                            ; preds = %CF253
  %Shuff139 = shufflevector <2 x i32> %Shuff99, <2 x i32> %Shuff50, <2 x i32> <i32 3, i32 1>
  %I140 = insertelement <2 x i32> %Shuff78, i32 0, i32 %Sl67
  %B141 = shl <16 x i32> %I37, %Sl82
  %FC142 = uitofp i1 %Cmp33 to double
  %Sl143 = select <16 x i1> %I116, <16 x i1> zeroinitializer, <16 x i1> %Cmp40
  %Cmp144 = icmp ule <16 x i64> zeroinitializer, zeroinitializer
  %L145 = load <4 x i1>, ptr %0, align 1
  store i64 %B133, ptr %0, align 4
  %E146 = extractelement <4 x i16> %I124, i32 0
  %Shuff147 = shufflevector <8 x i1> %Tr102, <8 x i1> %Cmp61, <8 x i32> <i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison, i32 7>
  %I148 = insertelement <2 x i32> %Shuff99, i32 %3, i32 %B95
  %B149 = ashr i16 %B, %B
  %Tr150 = trunc <16 x i32> %I37 to <16 x i1>
  %Sl151 = select <2 x i1> %L69, <2 x i32> %I148, <2 x i32> %I148
  %Cmp152 = icmp ult i8 0, %B125
  br i1 %Cmp152, label %CF, label %CF249

CF249:                                            ; preds = %CF249, %CF256
  %L153 = load <8 x i64>, ptr %PC110, align 64
  store i64 %4, ptr %0, align 4
  %E154 = extractelement <4 x i16> %Shuff71, i32 0
  %Shuff155 = shufflevector <2 x i16> %Tr118, <2 x i16> %Tr118, <2 x i32> <i32 3, i32 1>
  %I156 = insertelement <8 x i64> %Shuff64, i64 %E13, i32 %B95
  %B157 = srem i8 -47, %B125
  %Se158 = sext i16 %L to i64
  %Sl159 = select i1 %Cmp47, i64 474489, i64 %E49
  %Cmp160 = icmp eq i32 %Tr17, 0
  br i1 %Cmp160, label %CF249, label %CF254

CF254:                                            ; preds = %CF254, %CF264, %CF261, %CF258, %CF249
  %L161 = load float, ptr %PC, align 4
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl18, align 16
  %E162 = extractelement <2 x i64> %I65, i32 %E55
  %Shuff163 = shufflevector <16 x i1> %Sl143, <16 x i1> zeroinitializer, <16 x i32> <i32 28, i32 30, i32 0, i32 2, i32 poison, i32 poison, i32 8, i32 poison, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26>
  %I164 = insertelement <2 x i32> %Shuff, i32 %B95, i32 2053
  %Tr165 = trunc i16 0 to i1
  br i1 %Tr165, label %CF254, label %CF264

CF264:                                            ; preds = %CF254
  %Sl166 = select i1 %E122, i8 0, i8 %5
  %L167 = load i8, ptr %Sl18, align 1
  %E168 = extractelement <2 x i32> %Shuff, i32 %E28
  %Shuff169 = shufflevector <4 x i16> %Sl60, <4 x i16> %Shuff71, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I170 = insertelement <8 x i64> %I156, i64 75213, i32 %E
  %B171 = xor <4 x i16> %Sl111, %Shuff14
  %Tr172 = trunc <4 x i64> %ZE to <4 x i16>
  %Sl173 = select i1 true, i1 %Cmp160, i1 %Cmp136
  br i1 %Sl173, label %CF254, label %CF259

CF259:                                            ; preds = %CF259, %CF264
  %Cmp174 = icmp ult <16 x i32> zeroinitializer, %Sl82
  %L175 = load i32, ptr %PC110, align 4
  store <1 x i64> zeroinitializer, ptr %0, align 8
  %E176 = extractelement <2 x i32> zeroinitializer, i32 %L129
  %Shuff177 = shufflevector <8 x i64> %Shuff7, <8 x i64> %L153, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison, i32 7, i32 9>
  %I178 = insertelement <2 x i8> %I86, i8 0, i32 %B95
  %Se179 = sext <2 x i1> %L69 to <2 x i16>
  %Sl180 = select i1 true, ptr %PC, ptr %Sl18
  %Cmp181 = icmp sgt i1 %E42, true
  br i1 %Cmp181, label %CF259, label %CF261

CF261:                                            ; preds = %CF259
  %L182 = load i32, ptr %PC110, align 4
  %E183 = extractelement <8 x i64> %L48, i32 %E168
  %Shuff184 = shufflevector <8 x i1> %Tr102, <8 x i1> %Shuff147, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 poison, i32 5>
  %I185 = insertelement <8 x i64> %Shuff177, i64 %E21, i32 %E168
  %B186 = and <2 x i32> %I72, %I8
  %Se187 = sext i8 0 to i64
  %Sl188 = select i1 %Cmp68, i16 %E98, i16 -1
  %Cmp189 = icmp ne i32 %Tr17, 2053
  br i1 %Cmp189, label %CF254, label %CF258

CF258:                                            ; preds = %CF261
  %L190 = load i8, ptr %Sl18, align 1
  store <2 x i16> %Tr118, ptr %PC110, align 4
  %E191 = extractelement <2 x i32> %Sl119, i32 %E168
  %Shuff192 = shufflevector <2 x i32> %I8, <2 x i32> %Shuff, <2 x i32> <i32 0, i32 2>
  %I193 = insertelement <8 x i64> %Shuff36, i64 %E13, i32 %Tr134
  %B194 = sub <4 x i16> zeroinitializer, %Shuff169
  %BC = bitcast <2 x i32> %Shuff to <2 x float>
  %Sl195 = select i1 %Cmp33, <16 x i32> %B141, <16 x i32> %I37
  %Cmp196 = icmp ne <4 x i64> %Sl135, %L113
  %L197 = load i8, ptr %Sl180, align 1
  store <4 x float> %L27, ptr %Sl180, align 16
  %E198 = extractelement <2 x i32> %Shuff29, i32 %B95
  %Shuff199 = shufflevector <4 x i16> %Sl127, <4 x i16> %Shuff22, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I200 = insertelement <4 x i16> %Shuff199, i16 %Sl188, i32 %B95
  %B201 = ashr i64 %ZE66, %E183
  %Sl202 = select i1 %E122, i1 %E122, i1 %Cmp11
  br i1 %Sl202, label %CF254, label %CF255

CF255:                                            ; preds = %CF255, %CF258
  %Cmp203 = icmp ugt i16 %Se, %Sl188
  br i1 %Cmp203, label %CF255, label %CF267

CF267:                                            ; preds = %CF255
  %L204 = load i64, ptr %Sl18, align 4
  store <1 x i32> zeroinitializer, ptr %PC110, align 4
  %E205 = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff206 = shufflevector <8 x i64> %Shuff177, <8 x i64> %I170, <8 x i32> <i32 11, i32 poison, i32 15, i32 1, i32 3, i32 poison, i32 7, i32 poison>
  %I207 = insertelement <8 x i64> %Shuff177, i64 %B133, i32 %E55
  %B208 = urem i32 %B95, 0
  %Tr209 = trunc i64 %ZE66 to i8
  %Sl210 = select i1 %Cmp47, <2 x i32> %Shuff, <2 x i32> %Shuff29
  %Cmp211 = icmp slt <4 x i16> %Shuff22, zeroinitializer
  %L212 = load i32, ptr %PC110, align 4
  store <2 x double> %FC, ptr %Sl18, align 16
  %E213 = extractelement <2 x i32> zeroinitializer, i32 %E168
  %Shuff214 = shufflevector <8 x i64> %Shuff206, <8 x i64> %Shuff36, <8 x i32> <i32 poison, i32 10, i32 12, i32 14, i32 0, i32 poison, i32 4, i32 6>
  %I215 = insertelement <2 x i32> %Sl151, i32 %E168, i32 %E130
  %B216 = urem <16 x i32> %Sl195, %Sl195
  %Tr217 = trunc <4 x i16> zeroinitializer to <4 x i1>
  %Sl218 = select i1 %E42, <4 x float> %Sl46, <4 x float> %L27
  %Cmp219 = icmp ult <2 x i1> %L69, %L69
  %L220 = load i64, ptr %Sl39, align 4
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl180, align 16
  %E221 = extractelement <2 x double> %Shuff107, i32 2053
  %Shuff222 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 26, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24>
  %I223 = insertelement <8 x i64> %Shuff214, i64 %E13, i32 %L182
  %B224 = urem <4 x i64> %L62, %L113
  %FC225 = uitofp <16 x i1> %I116 to <16 x float>
  %Sl226 = select <2 x i1> %L69, <2 x i32> %I148, <2 x i32> %Shuff50
  %Cmp227 = icmp sgt <2 x i32> %I72, %Shuff139
  %L228 = load <2 x i1>, ptr %0, align 1
  store i1 %Cmp68, ptr %Sl18, align 1
  %E229 = extractelement <2 x i64> %Sl10, i32 0
  %Shuff230 = shufflevector <2 x i8> %I178, <2 x i8> %I86, <2 x i32> <i32 1, i32 3>
  %I231 = insertelement <2 x double> %L54, double %L76, i32 %E55
  %B232 = udiv <4 x i16> %I200, %I108
  %Tr233 = trunc <2 x i64> %Sl10 to <2 x i8>
  %Sl234 = select i1 %Cmp136, i1 %Cmp, i1 %Cmp26
  br i1 %Sl234, label %CF, label %CF247

CF247:                                            ; preds = %CF267
  %Cmp235 = icmp ule <4 x i16> %Sl32, zeroinitializer
  %L236 = load i16, ptr %Sl18, align 2
  store <16 x i64> %Shuff222, ptr %Sl18, align 128
  %E237 = extractelement <4 x i16> %Shuff14, i32 %3
  %Shuff238 = shufflevector <16 x i1> %Cmp40, <16 x i1> zeroinitializer, <16 x i32> <i32 poison, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10, i32 12, i32 poison, i32 16, i32 18, i32 poison, i32 poison, i32 24>
  %I239 = insertelement <4 x i16> zeroinitializer, i16 %B24, i32 %Sl67
  %B240 = xor <4 x i64> %L62, %B224
  %Tr241 = trunc i64 %ZE66 to i32
  %Sl242 = select i1 %Cmp189, i64 %Sl96, i64 %E49
  %Cmp243 = icmp ult <2 x i64> %I65, %Sl10
  store i16 %E98, ptr %PC110, align 2
  store i16 %E154, ptr %PC110, align 2
  store i8 0, ptr %PC110, align 1
  store i1 true, ptr %PC110, align 1
  store float 0x3F37BA4B80000000, ptr %Sl180, align 4
  ret void
}
