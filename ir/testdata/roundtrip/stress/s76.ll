; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD76(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i16>, align 8
  %A3 = alloca <4 x i1>, align 1
  %A2 = alloca <4 x i32>, align 16
  %A1 = alloca <4 x i32>, align 16
  %A = alloca <2 x double>, align 16
  %L = load <8 x i64>, ptr %A2, align 64
  store i32 %3, ptr %0, align 4
  %E = extractelement <4 x i8> zeroinitializer, i32 240117
  %Shuff = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I = insertelement <4 x i1> zeroinitializer, i1 true, i32 %3
  %B = add i16 -1, 21453
  %Se = sext i1 true to i32
  %Sl = select <4 x i1> %I, <4 x i8> zeroinitializer, <4 x i8> zeroinitializer
  %L5 = load float, ptr %0, align 4
  store <1 x double> zeroinitializer, ptr %0, align 8
  %E6 = extractelement <16 x i8> zeroinitializer, i32 240117
  %Shuff7 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 3, i32 5, i32 poison>
  %I8 = insertelement <4 x i8> zeroinitializer, i8 -55, i32 %Se
  %B9 = or i8 -1, %5
  %FC = sitofp <4 x i16> zeroinitializer to <4 x double>
  %Sl10 = select i1 true, ptr %A2, ptr %0
  %Cmp = icmp ne i64 330357, 330357
  br label %CF266

CF266:                                            ; preds = %CF266, %BB
  %L11 = load <8 x i32>, ptr %0, align 32
  store i1 %Cmp, ptr %Sl10, align 1
  %E12 = extractelement <16 x i8> zeroinitializer, i32 -1
  %Shuff13 = shufflevector <8 x i64> %L, <8 x i64> %L, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I14 = insertelement <4 x i32> %Shuff7, i32 %Se, i32 240117
  %B15 = fmul float 0x456F23E300000000, 0xBAFFA01380000000
  %Sl16 = select i1 true, float -6.602040e+05, float 0xBAFFA01380000000
  %Cmp17 = icmp ne i32 444477, %3
  br i1 %Cmp17, label %CF266, label %CF269

CF269:                                            ; preds = %CF266
  %L18 = load i16, ptr %Sl10, align 2
  store <2 x i16> <i16 0, i16 -1>, ptr %0, align 4
  %E19 = extractelement <4 x i1> zeroinitializer, i32 %Se
  br label %CF246

CF246:                                            ; preds = %CF246, %CF269
  %Shuff20 = shufflevector <2 x i32> %Shuff, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I21 = insertelement <16 x i1> zeroinitializer, i1 %Cmp, i32 %Se
  %B22 = add i32 -1, %Se
  %PC = bitcast ptr %A2 to ptr
  %Sl23 = select i1 %E19, i8 %E12, i8 %5
  %Cmp24 = fcmp ugt double 0xACD78DF6D1D5E874, 0xACD78DF6D1D5E874
  br i1 %Cmp24, label %CF246, label %CF256

CF256:                                            ; preds = %CF256, %CF246
  %L25 = load <8 x float>, ptr %Sl10, align 32
  store i16 24669, ptr %Sl10, align 2
  %E26 = extractelement <16 x i1> zeroinitializer, i32 -1
  br i1 %E26, label %CF256, label %CF260

CF260:                                            ; preds = %CF256
  %Shuff27 = shufflevector <4 x i8> %Sl, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I28 = insertelement <4 x i8> zeroinitializer, i8 %Sl23, i32 %B22
  %B29 = urem i8 -1, %5
  %FC30 = fptoui float -6.602040e+05 to i8
  %Sl31 = select i1 %Cmp17, i8 %B29, i8 %5
  %Cmp32 = icmp sgt i32 164877, 391993
  br label %CF244

CF244:                                            ; preds = %CF244, %CF260
  %L33 = load float, ptr %Sl10, align 4
  %E34 = extractelement <2 x i32> zeroinitializer, i32 %Se
  %Shuff35 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I36 = insertelement <4 x i32> zeroinitializer, i32 %Se, i32 %Se
  %B37 = fmul <4 x double> %FC, %FC
  %Tr = trunc i64 0 to i1
  br i1 %Tr, label %CF244, label %CF252

CF252:                                            ; preds = %CF244
  %Sl38 = select i1 %Cmp24, i64 259313, i64 330357
  %Cmp39 = fcmp ult <4 x double> %FC, %B37
  %L40 = load <8 x i64>, ptr %Sl10, align 64
  store i32 240117, ptr %0, align 4
  %E41 = extractelement <16 x i8> zeroinitializer, i32 240117
  %Shuff42 = shufflevector <4 x i1> %I, <4 x i1> %Cmp39, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I43 = insertelement <8 x float> %L25, float 0xBAFFA01380000000, i32 240117
  %Tr44 = trunc <4 x i32> %Shuff35 to <4 x i16>
  %Sl45 = select i1 %Cmp17, <16 x i1> %I21, <16 x i1> %I21
  %Cmp46 = icmp eq i8 113, -55
  br label %CF243

CF243:                                            ; preds = %CF243, %CF262, %CF252
  %L47 = load i16, ptr %0, align 2
  store <8 x float> %L25, ptr %A1, align 32
  %E48 = extractelement <8 x i64> %L, i32 %B22
  %Shuff49 = shufflevector <8 x float> %L25, <8 x float> %L25, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I50 = insertelement <16 x i1> %Sl45, i1 true, i32 240117
  %B51 = shl i64 330357, %4
  %BC = bitcast <2 x i32> %Shuff20 to <2 x float>
  %Sl52 = select i1 %Cmp, <4 x i8> zeroinitializer, <4 x i8> zeroinitializer
  %Cmp53 = icmp ugt i8 113, %5
  br i1 %Cmp53, label %CF243, label %CF261

CF261:                                            ; preds = %CF261, %CF243
  %L54 = load i1, ptr %0, align 1
  br i1 %L54, label %CF261, label %CF262

CF262:                                            ; preds = %CF261
  store <4 x double> %FC, ptr %0, align 32
  %E55 = extractelement <4 x i32> %Shuff35, i32 %3
  %Shuff56 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I, <4 x i32> <i32 6, i32 0, i32 2, i32 poison>
  %I57 = insertelement <4 x i32> %Shuff35, i32 240117, i32 %E34
  %B58 = sub i8 %B29, %5
  %Tr59 = trunc <8 x i64> %Shuff13 to <8 x i32>
  %Sl60 = select i1 %Cmp, i1 %Tr, i1 %Cmp17
  br i1 %Sl60, label %CF243, label %CF245

CF245:                                            ; preds = %CF262
  %Cmp61 = icmp uge i64 330357, 330357
  br label %CF

CF:                                               ; preds = %CF, %CF255, %CF257, %CF259, %CF245
  %L62 = load <4 x i64>, ptr %0, align 32
  store double 0xACD78DF6D1D5E874, ptr %Sl10, align 8
  %E63 = extractelement <4 x i16> zeroinitializer, i32 %E55
  %Shuff64 = shufflevector <4 x i32> %Shuff35, <4 x i32> %I14, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I65 = insertelement <16 x i8> zeroinitializer, i8 %Sl23, i32 240117
  %Se66 = sext <4 x i32> %I36 to <4 x i64>
  %Sl67 = select i1 %Cmp46, i32 444477, i32 %E55
  %Cmp68 = icmp ugt <16 x i1> zeroinitializer, %I50
  %L69 = load i64, ptr %0, align 4
  store <1 x i64> zeroinitializer, ptr %Sl10, align 8
  %E70 = extractelement <8 x i64> %L40, i32 %3
  %Shuff71 = shufflevector <4 x i32> %I57, <4 x i32> %I57, <4 x i32> <i32 poison, i32 3, i32 5, i32 7>
  %I72 = insertelement <8 x float> %L25, float 0xBAFFA01380000000, i32 %3
  %B73 = sub i64 %E48, %L69
  %FC74 = sitofp <8 x i64> %L to <8 x float>
  %Sl75 = select i1 %Cmp, i32 164877, i32 240117
  %Cmp76 = icmp sgt <16 x i1> %I50, %Sl45
  %L77 = load <4 x float>, ptr %0, align 16
  store float 0x456F23E300000000, ptr %A1, align 4
  %E78 = extractelement <4 x i32> zeroinitializer, i32 %E55
  %Shuff79 = shufflevector <8 x i32> %L11, <8 x i32> %L11, <8 x i32> <i32 7, i32 9, i32 11, i32 poison, i32 15, i32 1, i32 poison, i32 5>
  %I80 = insertelement <4 x i1> %Shuff56, i1 %Cmp17, i32 %B22
  %B81 = udiv i8 %5, %B58
  %Tr82 = trunc i16 21453 to i1
  br i1 %Tr82, label %CF, label %CF255

CF255:                                            ; preds = %CF
  %Sl83 = select i1 %Cmp, <8 x i64> %L, <8 x i64> %L
  %Cmp84 = icmp ne i1 %Tr, %E19
  br i1 %Cmp84, label %CF, label %CF250

CF250:                                            ; preds = %CF250, %CF267, %CF255
  %L85 = load i64, ptr %Sl10, align 4
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E86 = extractelement <4 x i16> %Tr44, i32 %E34
  %Shuff87 = shufflevector <4 x i8> %Shuff27, <4 x i8> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I88 = insertelement <16 x i1> %Cmp76, i1 %Tr82, i32 %B22
  %B89 = udiv i8 65, -55
  %Se90 = sext i32 %3 to i64
  %Sl91 = select i1 %Cmp, ptr %A2, ptr %0
  %L92 = load <16 x double>, ptr %Sl10, align 128
  store i32 %E78, ptr %Sl10, align 4
  %E93 = extractelement <4 x i32> zeroinitializer, i32 240117
  %Shuff94 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff56, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I95 = insertelement <2 x i32> %Shuff20, i32 %E55, i32 %Sl67
  %B96 = frem double 0x96639682B9616F00, 0xACD78DF6D1D5E874
  %Tr97 = trunc i8 %B58 to i1
  br i1 %Tr97, label %CF250, label %CF264

CF264:                                            ; preds = %CF264, %CF250
  %Sl98 = select i1 %Cmp24, i1 %Tr, i1 %Cmp53
  br i1 %Sl98, label %CF264, label %CF267

CF267:                                            ; preds = %CF264
  %Cmp99 = icmp ugt <4 x i16> %Tr44, zeroinitializer
  %L100 = load <2 x i1>, ptr %Sl10, align 1
  store i8 65, ptr %Sl10, align 1
  %E101 = extractelement <4 x i32> %Shuff71, i32 %B22
  %Shuff102 = shufflevector <2 x i32> %Shuff20, <2 x i32> %Shuff, <2 x i32> <i32 1, i32 3>
  %I103 = insertelement <8 x i64> %Sl83, i64 %Sl38, i32 240117
  %B104 = sdiv i8 -55, %E
  %BC105 = bitcast double 0xACD78DF6D1D5E874 to i64
  %Sl106 = select i1 %Cmp24, i1 %Cmp84, i1 %Cmp24
  br i1 %Sl106, label %CF250, label %CF251

CF251:                                            ; preds = %CF251, %CF270, %CF267
  %Cmp107 = icmp slt i8 %B81, %E41
  br i1 %Cmp107, label %CF251, label %CF270

CF270:                                            ; preds = %CF251
  %L108 = load <8 x i1>, ptr %Sl10, align 1
  store i1 %Sl106, ptr %Sl10, align 1
  %E109 = extractelement <4 x i32> %Shuff35, i32 %E34
  %Shuff110 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp39, <4 x i32> <i32 5, i32 poison, i32 1, i32 poison>
  %I111 = insertelement <16 x i8> zeroinitializer, i8 %5, i32 %Sl75
  %B112 = ashr i32 %E34, 240117
  %ZE = zext <16 x i1> %I88 to <16 x i8>
  %Sl113 = select i1 true, <8 x float> %FC74, <8 x float> %I43
  %Cmp114 = icmp ult i1 %Cmp61, %Cmp
  br i1 %Cmp114, label %CF251, label %CF253

CF253:                                            ; preds = %CF253, %CF270
  %L115 = load i1, ptr %PC, align 1
  br i1 %L115, label %CF253, label %CF257

CF257:                                            ; preds = %CF253
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E116 = extractelement <4 x double> %B37, i32 %Se
  %Shuff117 = shufflevector <8 x i64> %L, <8 x i64> %L40, <8 x i32> <i32 4, i32 poison, i32 8, i32 10, i32 12, i32 poison, i32 0, i32 2>
  %I118 = insertelement <4 x i32> zeroinitializer, i32 240117, i32 %Se
  %B119 = and <4 x i32> zeroinitializer, %I14
  %FC120 = sitofp i32 %E34 to double
  %Sl121 = select i1 %Tr82, i8 %E41, i8 65
  %Cmp122 = icmp sgt <16 x i1> %I88, %I21
  %L123 = load <2 x double>, ptr %0, align 16
  store float %L5, ptr %A3, align 4
  %E124 = extractelement <4 x i16> zeroinitializer, i32 %Sl67
  %Shuff125 = shufflevector <2 x i32> %Shuff20, <2 x i32> %I95, <2 x i32> <i32 1, i32 poison>
  %I126 = insertelement <4 x i1> %Shuff94, i1 %Cmp53, i32 %3
  %B127 = frem <16 x double> %L92, %L92
  %Tr128 = trunc <4 x i64> %L62 to <4 x i16>
  %Sl129 = select <16 x i1> %Sl45, <16 x i8> %ZE, <16 x i8> zeroinitializer
  %Cmp130 = fcmp ole float %L5, 0xBAFFA01380000000
  br i1 %Cmp130, label %CF, label %CF249

CF249:                                            ; preds = %CF249, %CF268, %CF257
  %L131 = load <4 x float>, ptr %Sl10, align 16
  store i1 true, ptr %0, align 1
  %E132 = extractelement <4 x i32> %Shuff7, i32 %3
  %Shuff133 = shufflevector <4 x double> %B37, <4 x double> %FC, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I134 = insertelement <4 x i32> %Shuff35, i32 %Se, i32 240117
  %B135 = fsub <8 x float> %I43, %I72
  %PC136 = bitcast ptr %PC to ptr
  %Sl137 = select i1 %Cmp53, i8 65, i8 %B81
  %Cmp138 = icmp sge <2 x i32> %Shuff20, %I95
  %L139 = load i32, ptr %Sl10, align 4
  store <2 x double> %L123, ptr %PC136, align 16
  %E140 = extractelement <4 x double> %FC, i32 240117
  %Shuff141 = shufflevector <16 x i1> %Cmp122, <16 x i1> zeroinitializer, <16 x i32> <i32 22, i32 poison, i32 poison, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 18, i32 20>
  %I142 = insertelement <4 x float> %L131, float %L33, i32 %Se
  %B143 = and i64 259313, %L85
  %FC144 = sitofp i8 %FC30 to double
  %Sl145 = select i1 %Cmp114, <8 x float> %Sl113, <8 x float> %L25
  %Cmp146 = icmp ult <4 x i32> %Shuff35, %Shuff35
  %L147 = load double, ptr %PC136, align 8
  store <1 x i8> zeroinitializer, ptr %A1, align 1
  %E148 = extractelement <16 x i8> %ZE, i32 %Sl67
  %Shuff149 = shufflevector <4 x i1> %Shuff110, <4 x i1> %Cmp39, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I150 = insertelement <4 x i1> %Cmp146, i1 %Cmp, i32 %Se
  %ZE151 = zext i1 %Sl60 to i64
  %Sl152 = select i1 %Cmp, float %Sl16, float 0xBAFFA01380000000
  %Cmp153 = icmp slt i1 %Cmp130, %Cmp
  br i1 %Cmp153, label %CF249, label %CF258

CF258:                                            ; preds = %CF258, %CF249
  %L154 = load <4 x float>, ptr %Sl91, align 16
  store i64 %Sl38, ptr %Sl91, align 4
  %E155 = extractelement <8 x i64> %I103, i32 %3
  %Shuff156 = shufflevector <8 x float> %L25, <8 x float> %Sl145, <8 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 poison, i32 poison, i32 poison, i32 7>
  %I157 = insertelement <2 x i32> %Shuff, i32 %E78, i32 %E93
  %B158 = shl i8 %Sl31, %B58
  %Sl159 = select i1 %Cmp, i1 %Cmp, i1 %Sl106
  br i1 %Sl159, label %CF258, label %CF268

CF268:                                            ; preds = %CF258
  %Cmp160 = icmp ult i8 113, -55
  br i1 %Cmp160, label %CF249, label %CF254

CF254:                                            ; preds = %CF254, %CF268
  %L161 = load float, ptr %0, align 4
  store <8 x i64> %L, ptr %PC136, align 64
  %E162 = extractelement <16 x i8> zeroinitializer, i32 %B22
  %Shuff163 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Sl52, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I164 = insertelement <8 x i64> %Shuff117, i64 %Sl38, i32 %Sl67
  %B165 = and i16 -1, %E124
  %Tr166 = fptrunc <4 x double> %FC to <4 x float>
  %Sl167 = select i1 %Tr82, <2 x i32> zeroinitializer, <2 x i32> %I157
  %Cmp168 = icmp ne i64 %B51, %BC105
  br i1 %Cmp168, label %CF254, label %CF259

CF259:                                            ; preds = %CF254
  %L169 = load i16, ptr %PC136, align 2
  %E170 = extractelement <4 x i1> %Shuff149, i32 %E34
  br i1 %E170, label %CF, label %CF247

CF247:                                            ; preds = %CF247, %CF265, %CF271, %CF259
  %Shuff171 = shufflevector <4 x float> %Tr166, <4 x float> %L77, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I172 = insertelement <4 x double> %B37, double %B96, i32 %B22
  %B173 = fdiv <4 x double> %Shuff133, %FC
  %FC174 = fptoui double %FC120 to i16
  %Sl175 = select <8 x i1> %L108, <8 x i64> %I164, <8 x i64> %I103
  %Cmp176 = icmp ne <2 x i32> %Shuff125, %I95
  %L177 = load <4 x double>, ptr %Sl91, align 32
  store i8 %B81, ptr %PC136, align 1
  %E178 = extractelement <4 x i32> %I118, i32 %3
  %Shuff179 = shufflevector <4 x i1> %Shuff94, <4 x i1> %I80, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I180 = insertelement <8 x i1> %L108, i1 %Cmp84, i32 %L139
  %FC181 = uitofp <2 x i32> %Shuff125 to <2 x double>
  %Sl182 = select i1 %Cmp153, i8 113, i8 -55
  %Cmp183 = icmp ne <2 x i1> %L100, %L100
  %L184 = load float, ptr %0, align 4
  store <8 x float> %I72, ptr %PC136, align 32
  %E185 = extractelement <8 x i32> %Tr59, i32 %E34
  %Shuff186 = shufflevector <4 x i1> %Cmp39, <4 x i1> %Cmp39, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I187 = insertelement <8 x i64> %Shuff13, i64 330357, i32 %E132
  %B188 = ashr i8 -1, %Sl182
  %BC189 = bitcast <4 x i32> %B119 to <4 x float>
  %Sl190 = select i1 %Cmp, i64 %4, i64 %Sl38
  %Cmp191 = icmp sgt i16 %E124, %E124
  br i1 %Cmp191, label %CF247, label %CF265

CF265:                                            ; preds = %CF247
  %L192 = load <4 x float>, ptr %0, align 16
  store i16 %B165, ptr %Sl91, align 2
  %E193 = extractelement <4 x float> %I142, i32 %B22
  %Shuff194 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Tr44, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I195 = insertelement <4 x i1> zeroinitializer, i1 %Sl60, i32 %E93
  %FC196 = fptosi double %B96 to i32
  %Sl197 = select i1 %Tr82, i16 27629, i16 %B
  %Cmp198 = fcmp ogt <4 x float> %L154, %I142
  %L199 = load <1 x i16>, ptr %PC136, align 2
  store i32 %B22, ptr %Sl91, align 4
  %E200 = extractelement <2 x i32> %Shuff102, i32 %E178
  %Shuff201 = shufflevector <4 x double> %Shuff133, <4 x double> %Shuff133, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I202 = insertelement <16 x i1> %Cmp76, i1 %Sl159, i32 %Sl75
  %B203 = or i16 %E86, %E124
  %PC204 = bitcast ptr %PC to ptr
  %Sl205 = select <8 x i1> %L108, <8 x i64> %I103, <8 x i64> %L
  %Cmp206 = fcmp olt <4 x double> %FC, %Shuff133
  %L207 = load <1 x i32>, ptr %Sl91, align 4
  store i64 %Sl38, ptr %Sl91, align 4
  %E208 = extractelement <1 x i32> %L207, i32 391993
  %Shuff209 = shufflevector <16 x double> %L92, <16 x double> %L92, <16 x i32> <i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31>
  %I210 = insertelement <4 x i8> zeroinitializer, i8 %B81, i32 %Se
  %Sl211 = select i1 %Cmp, i8 %B9, i8 %B158
  %Cmp212 = fcmp ule <8 x float> %L25, %Sl113
  %L213 = load <4 x i1>, ptr %Sl10, align 1
  store double 0xACD78DF6D1D5E874, ptr %Sl10, align 8
  %E214 = extractelement <2 x i32> %Shuff20, i32 %E93
  %Shuff215 = shufflevector <4 x i1> %Shuff56, <4 x i1> %I80, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I216 = insertelement <4 x i1> %Cmp198, i1 %Tr82, i32 %L139
  %B217 = srem i64 %B143, 259313
  %FC218 = fptosi <4 x double> %B37 to <4 x i32>
  %Sl219 = select i1 true, ptr %A2, ptr %PC204
  %Cmp220 = icmp sge i8 -1, %Sl23
  br i1 %Cmp220, label %CF247, label %CF263

CF263:                                            ; preds = %CF263, %CF265
  %L221 = load <1 x i32>, ptr %PC136, align 4
  store i64 %B217, ptr %PC204, align 4
  %E222 = extractelement <8 x float> %Sl145, i32 %E178
  %Shuff223 = shufflevector <8 x i64> %Sl175, <8 x i64> %L, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15>
  %I224 = insertelement <2 x i32> %I157, i32 %E55, i32 %E55
  %B225 = frem <4 x double> %Shuff133, %FC
  %Se226 = sext i1 %L115 to i32
  %Sl227 = select <4 x i1> zeroinitializer, <4 x i1> %Cmp99, <4 x i1> %I
  %Cmp228 = icmp ule i16 27629, %E124
  br i1 %Cmp228, label %CF263, label %CF271

CF271:                                            ; preds = %CF263
  %L229 = load <4 x i32>, ptr %PC136, align 16
  store i16 %L18, ptr %A, align 2
  %E230 = extractelement <2 x i32> %Shuff, i32 %E55
  %Shuff231 = shufflevector <16 x i1> %Cmp122, <16 x i1> %I202, <16 x i32> <i32 poison, i32 poison, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 poison, i32 13>
  %I232 = insertelement <16 x i1> %Cmp76, i1 %E170, i32 %E208
  %B233 = fdiv <16 x double> %L92, %L92
  %Se234 = sext i8 -1 to i64
  %Sl235 = select <8 x i1> %L108, <8 x i64> %L40, <8 x i64> %Sl83
  %Cmp236 = icmp ugt <4 x i8> %Sl52, zeroinitializer
  %L237 = load <4 x i64>, ptr %Sl91, align 32
  store i32 164877, ptr %0, align 4
  %E238 = extractelement <16 x i8> zeroinitializer, i32 %Sl75
  %Shuff239 = shufflevector <8 x i1> %L108, <8 x i1> %L108, <8 x i32> <i32 poison, i32 15, i32 1, i32 3, i32 poison, i32 7, i32 poison, i32 11>
  %I240 = insertelement <16 x i1> %I21, i1 %Cmp191, i32 %Sl75
  %Sl241 = select i1 %Cmp191, ptr %Sl10, ptr %PC
  %Cmp242 = icmp eq i32 %E55, %3
  br i1 %Cmp242, label %CF247, label %CF248

CF248:                                            ; preds = %CF271
  store <1 x double> zeroinitializer, ptr %PC136, align 8
  store i8 %B158, ptr %PC204, align 1
  store i32 %E109, ptr %Sl219, align 4
  store i64 %Sl38, ptr %Sl241, align 4
  store i32 %3, ptr %PC204, align 4
  ret void
}
