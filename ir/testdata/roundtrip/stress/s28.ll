; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD28(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i64>, align 32
  %A3 = alloca <8 x i1>, align 1
  %A2 = alloca <4 x double>, align 32
  %A1 = alloca <1 x i64>, align 8
  %A = alloca <16 x float>, align 64
  %L = load <4 x i32>, ptr %0, align 16
  store i32 240117, ptr %0, align 4
  %E = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff = shufflevector <4 x i32> zeroinitializer, <4 x i32> %L, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I = insertelement <4 x i1> zeroinitializer, i1 true, i32 %3
  %ZE = zext i32 240117 to i64
  %Sl = select i1 true, i8 -1, i8 %5
  %Cmp = icmp eq i8 -1, 65
  br label %CF245

CF245:                                            ; preds = %CF245, %BB
  %L5 = load <4 x i64>, ptr %0, align 32
  store i1 %Cmp, ptr %A2, align 1
  %E6 = extractelement <4 x i64> %L5, i32 -1
  %Shuff7 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I8 = insertelement <1 x i1> zeroinitializer, i1 true, i32 240117
  %B = frem float 0xC4C8A91C80000000, -6.602040e+05
  %FC = sitofp <1 x i1> zeroinitializer to <1 x float>
  %Sl9 = select i1 true, float 0xC4533FC700000000, float 0xC4533FC700000000
  %Cmp10 = icmp slt i8 %Sl, %5
  br i1 %Cmp10, label %CF245, label %CF254

CF254:                                            ; preds = %CF254, %CF245
  %L11 = load <4 x double>, ptr %0, align 32
  store i16 21453, ptr %0, align 2
  %E12 = extractelement <16 x i1> zeroinitializer, i32 164877
  br i1 %E12, label %CF254, label %CF263

CF263:                                            ; preds = %CF254
  %Shuff13 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> poison
  %I14 = insertelement <4 x i32> zeroinitializer, i32 240117, i32 -1
  %B15 = srem i8 %Sl, -1
  %FC16 = uitofp i16 27629 to float
  %Sl17 = select <4 x i1> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> %I14
  %Cmp18 = icmp slt i32 444477, -1
  br label %CF242

CF242:                                            ; preds = %CF242, %CF261, %CF263
  %L19 = load <4 x i16>, ptr %0, align 8
  store i16 21453, ptr %0, align 2
  %E20 = extractelement <4 x i64> %L5, i32 240117
  %Shuff21 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I22 = insertelement <2 x i32> zeroinitializer, i32 240117, i32 %3
  %B23 = shl i32 444477, 240117
  %Tr = trunc <4 x i32> zeroinitializer to <4 x i8>
  %Sl24 = select i1 %Cmp, i32 391993, i32 240117
  %Cmp25 = icmp ult i64 %ZE, 0
  br i1 %Cmp25, label %CF242, label %CF246

CF246:                                            ; preds = %CF246, %CF269, %CF242
  %L26 = load i8, ptr %0, align 1
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A1, align 32
  %E27 = extractelement <4 x i8> %Tr, i32 240117
  %Shuff28 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Tr, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I29 = insertelement <1 x i1> %Shuff13, i1 true, i32 -1
  %B30 = shl <16 x i32> zeroinitializer, zeroinitializer
  %FC31 = fptosi double 0x87AB41CA9EA90E48 to i1
  br i1 %FC31, label %CF246, label %CF257

CF257:                                            ; preds = %CF257, %CF246
  %Sl32 = select i1 true, i8 -47, i8 %5
  %Cmp33 = fcmp ugt float 0xBAFFA01380000000, 0x3B573BCB00000000
  br i1 %Cmp33, label %CF257, label %CF269

CF269:                                            ; preds = %CF257
  %L34 = load <8 x float>, ptr %0, align 32
  store i16 21453, ptr %0, align 2
  %E35 = extractelement <4 x i8> zeroinitializer, i32 240117
  %Shuff36 = shufflevector <1 x i1> %I29, <1 x i1> %I8, <1 x i32> <i32 1>
  %I37 = insertelement <4 x i1> zeroinitializer, i1 %Cmp25, i32 %B23
  %B38 = urem i32 %B23, %E
  %FC39 = fptoui double 0xACD78DF6D1D5E874 to i16
  %Sl40 = select <4 x i1> %Shuff21, <4 x i8> %Tr, <4 x i8> zeroinitializer
  %Cmp41 = icmp ne i16 27629, %FC39
  br i1 %Cmp41, label %CF246, label %CF253

CF253:                                            ; preds = %CF253, %CF269
  %L42 = load <1 x i32>, ptr %0, align 4
  store float 0xC4C8A91C80000000, ptr %0, align 4
  %E43 = extractelement <4 x i16> %L19, i32 240117
  %Shuff44 = shufflevector <2 x i32> %I22, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 poison>
  %I45 = insertelement <4 x i8> %Tr, i8 %Sl, i32 %E
  %B46 = and i32 240117, 391993
  %ZE47 = zext <4 x i32> %Sl17 to <4 x i64>
  %Sl48 = select i1 %Cmp41, i16 27629, i16 %FC39
  %Cmp49 = icmp ugt <4 x i1> %I, %I37
  %L50 = load <4 x float>, ptr %0, align 16
  store double 0x87AB41CA9EA90E48, ptr %0, align 8
  %E51 = extractelement <4 x i32> zeroinitializer, i32 -1
  %Shuff52 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I53 = insertelement <2 x i32> zeroinitializer, i32 240117, i32 %B23
  %B54 = fdiv float 0xBAFFA01380000000, 0xC4533FC700000000
  %FC55 = fptoui float 0x3B573BCB00000000 to i16
  %Sl56 = select i1 %Cmp, i64 0, i64 %4
  %Cmp57 = icmp slt i32 %E, %B23
  br i1 %Cmp57, label %CF253, label %CF261

CF261:                                            ; preds = %CF253
  %L58 = load i1, ptr %0, align 1
  br i1 %L58, label %CF242, label %CF243

CF243:                                            ; preds = %CF243, %CF271, %CF270, %CF248, %CF261
  store <4 x float> %L50, ptr %0, align 16
  %E59 = extractelement <1 x i1> zeroinitializer, i32 240117
  br i1 %E59, label %CF243, label %CF271

CF271:                                            ; preds = %CF243
  %Shuff60 = shufflevector <4 x i32> %Shuff52, <4 x i32> %I14, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I61 = insertelement <4 x i8> zeroinitializer, i8 %L26, i32 %B23
  %B62 = or <4 x i32> %L, %Shuff52
  %BC = bitcast <16 x i32> zeroinitializer to <16 x float>
  %Sl63 = select i1 %Cmp, i8 %Sl, i8 -47
  %Cmp64 = icmp ult <4 x i8> %Tr, zeroinitializer
  %L65 = load <16 x float>, ptr %0, align 64
  store i8 %Sl63, ptr %0, align 1
  %E66 = extractelement <2 x i32> %Shuff44, i32 %3
  %Shuff67 = shufflevector <4 x i8> %Shuff28, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I68 = insertelement <4 x i1> zeroinitializer, i1 %Cmp41, i32 240117
  %PC = bitcast ptr %A2 to ptr
  %Sl69 = select i1 %Cmp, <4 x i32> %Sl17, <4 x i32> %Shuff52
  %Cmp70 = icmp ne i32 240117, %3
  br i1 %Cmp70, label %CF243, label %CF249

CF249:                                            ; preds = %CF249, %CF272, %CF264, %CF251, %CF271
  %L71 = load double, ptr %PC, align 8
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E72 = extractelement <1 x i1> zeroinitializer, i32 %E51
  br i1 %E72, label %CF249, label %CF256

CF256:                                            ; preds = %CF256, %CF249
  %Shuff73 = shufflevector <4 x i1> %I68, <4 x i1> %Cmp49, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I74 = insertelement <1 x i1> zeroinitializer, i1 %FC31, i32 %B38
  %B75 = add <4 x i32> zeroinitializer, zeroinitializer
  %FC76 = uitofp <4 x i1> %I to <4 x double>
  %Sl77 = select i1 true, i32 %3, i32 %E
  %Cmp78 = icmp eq <1 x i1> %Shuff36, %Shuff36
  %L79 = load float, ptr %A2, align 4
  store <2 x i32> zeroinitializer, ptr %PC, align 8
  %E80 = extractelement <4 x i32> %Shuff60, i32 %Sl77
  %Shuff81 = shufflevector <4 x i64> %L5, <4 x i64> %L5, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I82 = insertelement <4 x i1> %I, i1 %Cmp41, i32 -1
  %PC83 = bitcast ptr %0 to ptr
  %Sl84 = select i1 true, i1 %Cmp18, i1 true
  br i1 %Sl84, label %CF256, label %CF267

CF267:                                            ; preds = %CF267, %CF256
  %Cmp85 = icmp sge <2 x i32> %I22, zeroinitializer
  %L86 = load i8, ptr %PC, align 1
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 64
  %E87 = extractelement <4 x i1> %Shuff73, i32 %E66
  br i1 %E87, label %CF267, label %CF272

CF272:                                            ; preds = %CF267
  %Shuff88 = shufflevector <4 x i64> %Shuff81, <4 x i64> %Shuff81, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I89 = insertelement <4 x i8> %I45, i8 %5, i32 240117
  %Se = sext i1 %FC31 to i32
  %Sl90 = select i1 %Cmp, i1 %E87, i1 %Cmp10
  br i1 %Sl90, label %CF249, label %CF252

CF252:                                            ; preds = %CF252, %CF266, %CF272
  %L91 = load <2 x i1>, ptr %0, align 1
  store i32 %Sl77, ptr %PC, align 4
  %E92 = extractelement <8 x float> %L34, i32 %B23
  %Shuff93 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I94 = insertelement <2 x i32> zeroinitializer, i32 %B38, i32 164877
  %B95 = mul <4 x i16> %L19, zeroinitializer
  %Sl96 = select <2 x i1> %Cmp85, <2 x i1> %Cmp85, <2 x i1> %Cmp85
  %Cmp97 = icmp ult i8 65, %Sl32
  br i1 %Cmp97, label %CF252, label %CF265

CF265:                                            ; preds = %CF265, %CF252
  %L98 = load <4 x i1>, ptr %PC, align 1
  store i32 %E, ptr %0, align 4
  %E99 = extractelement <1 x i1> %Shuff13, i32 -1
  br i1 %E99, label %CF265, label %CF266

CF266:                                            ; preds = %CF265
  %Shuff100 = shufflevector <4 x i8> %Shuff67, <4 x i8> %Shuff67, <4 x i32> <i32 poison, i32 3, i32 5, i32 7>
  %I101 = insertelement <4 x i16> zeroinitializer, i16 21453, i32 %B46
  %B102 = frem float %B54, 0xBAFFA01380000000
  %Se103 = sext i1 %E87 to i64
  %Sl104 = select <4 x i1> %I, <4 x i16> zeroinitializer, <4 x i16> zeroinitializer
  %Cmp105 = icmp ult i16 %E43, 21453
  br i1 %Cmp105, label %CF252, label %CF264

CF264:                                            ; preds = %CF266
  %L106 = load <8 x double>, ptr %PC, align 64
  store i32 %E66, ptr %0, align 4
  %E107 = extractelement <4 x i64> %L5, i32 %E66
  %Shuff108 = shufflevector <8 x float> %L34, <8 x float> %L34, <8 x i32> <i32 7, i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I109 = insertelement <4 x i1> %Shuff7, i1 %Cmp33, i32 %B38
  %Tr110 = fptrunc <4 x double> %L11 to <4 x float>
  %Sl111 = select i1 %E99, <16 x i1> zeroinitializer, <16 x i1> zeroinitializer
  %Cmp112 = icmp uge <4 x i32> zeroinitializer, zeroinitializer
  %L113 = load i8, ptr %0, align 1
  store <4 x float> %Tr110, ptr %PC, align 16
  %E114 = extractelement <4 x i32> %Sl69, i32 %3
  %Shuff115 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %I8, <1 x i32> poison
  %I116 = insertelement <1 x i1> %Shuff13, i1 true, i32 %E114
  %B117 = frem float %FC16, %E92
  %Se118 = sext <4 x i1> %I109 to <4 x i8>
  %Sl119 = select i1 %Cmp70, ptr %1, ptr %PC
  %L120 = load <4 x float>, ptr %PC, align 16
  store i8 %5, ptr %Sl119, align 1
  %E121 = extractelement <4 x i16> zeroinitializer, i32 %B38
  %Shuff122 = shufflevector <4 x i32> %I14, <4 x i32> %Shuff52, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I123 = insertelement <1 x i1> zeroinitializer, i1 %Cmp, i32 %B38
  %B124 = sub i8 -1, %Sl32
  %Se125 = sext i32 %E51 to i64
  %Sl126 = select <2 x i1> %Cmp85, <2 x i32> %Shuff44, <2 x i32> zeroinitializer
  %Cmp127 = icmp eq <2 x i1> %Sl96, %Cmp85
  %L128 = load <4 x i64>, ptr %PC, align 32
  store float %E92, ptr %PC83, align 4
  %E129 = extractelement <4 x i64> %L5, i32 %E
  %Shuff130 = shufflevector <4 x i16> %B95, <4 x i16> %B95, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I131 = insertelement <4 x i32> zeroinitializer, i32 240117, i32 240117
  %B132 = xor i8 %Sl63, %Sl63
  %Se133 = sext i1 %Cmp10 to i16
  %Sl134 = select <1 x i1> %I29, <1 x float> %FC, <1 x float> %FC
  %Cmp135 = icmp ule <4 x i8> %Se118, %I89
  %L136 = load <1 x i8>, ptr %PC, align 1
  store i64 %Se103, ptr %0, align 4
  %E137 = extractelement <16 x i1> zeroinitializer, i32 %3
  br i1 %E137, label %CF249, label %CF251

CF251:                                            ; preds = %CF264
  %Shuff138 = shufflevector <8 x double> %L106, <8 x double> %L106, <8 x i32> <i32 15, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I139 = insertelement <4 x i16> %Sl104, i16 %E121, i32 %3
  %B140 = frem <4 x double> %FC76, %FC76
  %ZE141 = zext <4 x i32> %B75 to <4 x i64>
  %Sl142 = select i1 %Cmp57, <4 x i8> %I89, <4 x i8> %I89
  %Cmp143 = icmp ne i1 %Cmp70, %Cmp18
  br i1 %Cmp143, label %CF249, label %CF250

CF250:                                            ; preds = %CF250, %CF251
  %L144 = load double, ptr %PC, align 8
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl119, align 32
  %E145 = extractelement <4 x i32> %Shuff93, i32 240117
  %Shuff146 = shufflevector <4 x double> %B140, <4 x double> %B140, <4 x i32> <i32 6, i32 poison, i32 poison, i32 4>
  %I147 = insertelement <4 x i32> %Shuff, i32 -1, i32 %E51
  %B148 = add <4 x i8> %Sl40, %Sl142
  %Se149 = sext <1 x i1> %Shuff36 to <1 x i64>
  %Sl150 = select i1 %Cmp, float %L79, float %B54
  %Cmp151 = fcmp ule float %B, %Sl150
  br i1 %Cmp151, label %CF250, label %CF255

CF255:                                            ; preds = %CF255, %CF250
  %L152 = load i16, ptr %Sl119, align 2
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC83, align 32
  %E153 = extractelement <4 x i8> %Shuff28, i32 %E145
  %Shuff154 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff44, <2 x i32> <i32 0, i32 2>
  %I155 = insertelement <1 x i1> zeroinitializer, i1 %Cmp151, i32 240117
  %B156 = shl i64 %E6, %ZE
  %FC157 = fptosi float 0xC4C8A91C80000000 to i8
  %Sl158 = select i1 %Sl84, i1 %FC31, i1 %Cmp10
  br i1 %Sl158, label %CF255, label %CF270

CF270:                                            ; preds = %CF255
  %Cmp159 = fcmp une <16 x float> %BC, %BC
  %L160 = load <2 x double>, ptr %PC, align 16
  store i8 %L86, ptr %PC83, align 1
  %E161 = extractelement <4 x i64> %L5, i32 %E145
  %Shuff162 = shufflevector <2 x i32> %Sl126, <2 x i32> %I94, <2 x i32> <i32 1, i32 3>
  %I163 = insertelement <4 x i8> %Sl40, i8 113, i32 %B38
  %B164 = sdiv i8 %Sl, %FC157
  %Sl165 = select i1 %Sl158, i8 %B164, i8 %Sl63
  %Cmp166 = icmp ule <4 x i16> zeroinitializer, %B95
  %L167 = load i32, ptr %0, align 4
  store <4 x float> %L50, ptr %Sl119, align 16
  %E168 = extractelement <2 x i32> %Sl126, i32 %E
  %Shuff169 = shufflevector <4 x i32> %I147, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I170 = insertelement <4 x i16> %Sl104, i16 %FC39, i32 %B23
  %Sl171 = select <4 x i1> %I37, <4 x i8> %Se118, <4 x i8> %I89
  %Cmp172 = icmp ugt <4 x i64> %ZE141, %L5
  %L173 = load <8 x i64>, ptr %0, align 64
  store double %L71, ptr %PC, align 8
  %E174 = extractelement <16 x i8> zeroinitializer, i32 %L167
  %Shuff175 = shufflevector <16 x float> %BC, <16 x float> %BC, <16 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 poison, i32 poison, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5>
  %I176 = insertelement <4 x i1> %Cmp49, i1 %E137, i32 %E66
  %B177 = ashr <4 x i8> zeroinitializer, %Sl40
  %Tr178 = trunc <4 x i8> %B148 to <4 x i1>
  %Sl179 = select i1 true, i8 %E27, i8 -1
  %Cmp180 = icmp eq i64 %E107, %E20
  br i1 %Cmp180, label %CF243, label %CF248

CF248:                                            ; preds = %CF270
  %L181 = load i1, ptr %PC83, align 1
  br i1 %L181, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF248
  %E182 = extractelement <2 x i32> %Shuff154, i32 %B38
  %Shuff183 = shufflevector <4 x i8> %I89, <4 x i8> %I45, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I184 = insertelement <4 x i8> %Shuff28, i8 -55, i32 %E145
  %B185 = mul i64 %E129, %4
  %Se186 = sext i1 %Cmp41 to i16
  %Sl187 = select i1 %Cmp57, i16 -1, i16 %Se186
  %Cmp188 = icmp ugt i1 %L58, %Cmp143
  br i1 %Cmp188, label %CF244, label %CF259

CF259:                                            ; preds = %CF259, %CF244
  %L189 = load i1, ptr %PC, align 1
  br i1 %L189, label %CF259, label %CF268

CF268:                                            ; preds = %CF259
  store <4 x float> %L50, ptr %Sl119, align 16
  %E190 = extractelement <4 x i32> %Shuff60, i32 %E66
  %Shuff191 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6>
  %I192 = insertelement <16 x i1> %Shuff191, i1 %Cmp180, i32 %Se
  %B193 = sub i64 259313, %B156
  %Se194 = sext <4 x i1> zeroinitializer to <4 x i16>
  %Sl195 = select <1 x i1> zeroinitializer, <1 x float> %Sl134, <1 x float> %FC
  %Cmp196 = icmp ule i32 %B23, %B23
  br label %CF

CF:                                               ; preds = %CF, %CF262, %CF268
  %L197 = load <4 x double>, ptr %PC83, align 32
  store i32 %3, ptr %PC, align 4
  %E198 = extractelement <4 x i64> %Shuff88, i32 %E114
  %Shuff199 = shufflevector <8 x float> %Shuff108, <8 x float> %L34, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5>
  %I200 = insertelement <4 x i8> %Shuff28, i8 %L86, i32 %L167
  %B201 = or i8 -47, %L113
  %Se202 = sext i1 %Cmp57 to i64
  %Sl203 = select i1 %Cmp180, i32 %Sl77, i32 %E145
  %Cmp204 = icmp ule <4 x i64> %ZE47, %L5
  %L205 = load i16, ptr %PC, align 2
  %E206 = extractelement <4 x i8> %Shuff183, i32 %L167
  %Shuff207 = shufflevector <4 x i64> %Shuff81, <4 x i64> %ZE47, <4 x i32> <i32 poison, i32 5, i32 poison, i32 poison>
  %I208 = insertelement <2 x double> %L160, double %L144, i32 %L167
  %FC209 = sitofp i32 %B38 to float
  %Sl210 = select i1 %Cmp, i64 %Se125, i64 %Se103
  %Cmp211 = fcmp ule float %B102, %B117
  br i1 %Cmp211, label %CF, label %CF258

CF258:                                            ; preds = %CF258, %CF
  %L212 = load <8 x i1>, ptr %PC, align 1
  store float %FC209, ptr %PC, align 4
  %E213 = extractelement <4 x i8> %Shuff183, i32 %B23
  %Shuff214 = shufflevector <4 x i8> %Se118, <4 x i8> %Tr, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I215 = insertelement <4 x i32> zeroinitializer, i32 %Sl203, i32 %Sl203
  %B216 = or i64 %E161, %E20
  %FC217 = uitofp i8 %B164 to float
  %Sl218 = select <4 x i1> %I, <4 x i8> %I45, <4 x i8> %Shuff214
  %Cmp219 = icmp sgt i8 %B124, %B124
  br i1 %Cmp219, label %CF258, label %CF260

CF260:                                            ; preds = %CF260, %CF258
  %L220 = load <4 x double>, ptr %0, align 32
  store i1 true, ptr %PC, align 1
  %E221 = extractelement <16 x i1> %Cmp159, i32 164877
  br i1 %E221, label %CF260, label %CF262

CF262:                                            ; preds = %CF260
  %Shuff222 = shufflevector <4 x i32> %Sl69, <4 x i32> %Shuff52, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I223 = insertelement <8 x float> %L34, float %B102, i32 %Se
  %B224 = and <4 x i8> %I184, %Sl142
  %ZE225 = zext <4 x i1> zeroinitializer to <4 x i32>
  %Sl226 = select i1 %Cmp70, <4 x i1> %I, <4 x i1> %I
  %Cmp227 = icmp eq i64 %Se103, %ZE
  br i1 %Cmp227, label %CF, label %CF247

CF247:                                            ; preds = %CF262
  %L228 = load i32, ptr %0, align 4
  %E229 = extractelement <4 x i8> %Sl40, i32 %E145
  %Shuff230 = shufflevector <4 x i64> %L5, <4 x i64> %Shuff207, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I231 = insertelement <4 x double> %Shuff146, double 0x96639682B9616F00, i32 %E145
  %B232 = fdiv <16 x float> %L65, %BC
  %Sl233 = select <4 x i1> %Cmp135, <4 x i32> %Shuff122, <4 x i32> zeroinitializer
  %Cmp234 = icmp slt <4 x i1> %Sl226, zeroinitializer
  %L235 = load <2 x double>, ptr %0, align 16
  store i8 %Sl63, ptr %PC, align 1
  %E236 = extractelement <16 x i32> zeroinitializer, i32 %E190
  %Shuff237 = shufflevector <8 x float> %Shuff199, <8 x float> %Shuff108, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 poison, i32 poison, i32 3, i32 5>
  %I238 = insertelement <16 x i1> %Shuff191, i1 %Cmp70, i32 %L167
  %ZE239 = zext i1 %Cmp211 to i64
  %Sl240 = select i1 %Cmp57, <4 x i1> %Cmp135, <4 x i1> %I
  %Cmp241 = icmp sge <4 x i1> %Cmp135, zeroinitializer
  store float %FC209, ptr %PC83, align 4
  store double 0x87AB41CA9EA90E48, ptr %0, align 8
  store i16 %Se186, ptr %0, align 2
  store i32 %B23, ptr %0, align 4
  store i64 %ZE239, ptr %0, align 4
  ret void
}
