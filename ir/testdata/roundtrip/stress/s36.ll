; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD36(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i8>, align 2
  %A3 = alloca <4 x i16>, align 8
  %A2 = alloca <16 x double>, align 128
  %A1 = alloca <4 x i16>, align 8
  %A = alloca <2 x i8>, align 2
  %L = load float, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E = extractelement <8 x i16> zeroinitializer, i32 %3
  %Shuff = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 poison, i32 0>
  %I = insertelement <8 x i8> zeroinitializer, i8 -1, i32 %3
  %B = sdiv i8 %5, %5
  %FC = sitofp i1 true to double
  %Sl = select i1 true, i16 0, i16 -30463
  %Cmp = icmp eq i8 %B, 0
  br label %CF248

CF248:                                            ; preds = %BB
  %L5 = load <2 x i8>, ptr %0, align 2
  store double %FC, ptr %0, align 8
  %E6 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I8 = insertelement <8 x i16> zeroinitializer, i16 25077, i32 %3
  %Se = sext <2 x i8> %L5 to <2 x i64>
  %Sl9 = select i1 true, float %L, float 0x3EE528D900000000
  %Cmp10 = icmp ugt i8 %B, %5
  br label %CF247

CF247:                                            ; preds = %CF248
  %L11 = load i32, ptr %0, align 4
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %A, align 16
  %E12 = extractelement <4 x i1> zeroinitializer, i32 %L11
  br label %CF243

CF243:                                            ; preds = %CF243, %CF247
  %Shuff13 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I14 = insertelement <4 x i64> zeroinitializer, i64 %E6, i32 473621
  %B15 = and i16 17957, %E
  %Tr = trunc <4 x i64> %I14 to <4 x i32>
  %Sl16 = select i1 true, i16 0, i16 -19655
  %Cmp17 = fcmp false float %Sl9, %L
  br i1 %Cmp17, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF260, %CF251, %CF243
  %L18 = load <4 x double>, ptr %0, align 32
  store double %FC, ptr %0, align 8
  %E19 = extractelement <8 x i16> zeroinitializer, i32 473621
  %Shuff20 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I21 = insertelement <8 x i16> zeroinitializer, i16 25077, i32 %L11
  %B22 = sub i8 -1, -1
  %Se23 = sext i1 true to i16
  %Sl24 = select i1 true, i32 473621, i32 %L11
  %L25 = load <8 x i64>, ptr %A4, align 64
  store i1 true, ptr %0, align 1
  %E26 = extractelement <8 x i1> zeroinitializer, i32 %L11
  br i1 %E26, label %CF244, label %CF260

CF260:                                            ; preds = %CF244
  %Shuff27 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff13, <2 x i32> <i32 1, i32 3>
  %I28 = insertelement <8 x i8> zeroinitializer, i8 -1, i32 237729
  %Tr29 = trunc <8 x i8> zeroinitializer to <8 x i1>
  %Sl30 = select i1 false, <8 x i8> %I, <8 x i8> %Shuff20
  %Cmp31 = icmp ugt i64 98593, 151549
  br i1 %Cmp31, label %CF244, label %CF251

CF251:                                            ; preds = %CF260
  %L32 = load i32, ptr %0, align 4
  %E33 = extractelement <2 x i16> zeroinitializer, i32 473621
  %Shuff34 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff13, <2 x i32> <i32 1, i32 poison>
  %I35 = insertelement <8 x i16> %Shuff, i16 %Sl, i32 %Sl24
  %Se36 = sext <8 x i16> %I8 to <8 x i64>
  %Sl37 = select i1 true, i64 -1, i64 255397
  %Cmp38 = icmp sge <2 x i16> %Shuff27, %Shuff13
  %L39 = load i8, ptr %0, align 1
  store <8 x i8> zeroinitializer, ptr %0, align 8
  %E40 = extractelement <4 x i1> %Shuff7, i32 473621
  br i1 %E40, label %CF244, label %CF249

CF249:                                            ; preds = %CF249, %CF263, %CF251
  %Shuff41 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff, <8 x i32> <i32 2, i32 poison, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0>
  %I42 = insertelement <8 x i16> %I35, i16 25077, i32 %L11
  %B43 = sub <8 x i8> %I28, %Shuff20
  %Se44 = sext <8 x i16> %I8 to <8 x i32>
  %Sl45 = select i1 true, i64 -1, i64 %Sl37
  %Cmp46 = icmp ule i64 %Sl45, 255397
  br i1 %Cmp46, label %CF249, label %CF263

CF263:                                            ; preds = %CF249
  %L47 = load i64, ptr %A, align 4
  store <2 x i32> <i32 0, i32 -1>, ptr %0, align 8
  %E48 = extractelement <8 x i16> %I42, i32 %3
  %Shuff49 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff, <8 x i32> <i32 poison, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I50 = insertelement <8 x i16> %Shuff41, i16 25077, i32 %3
  %B51 = lshr <8 x i8> %Shuff20, zeroinitializer
  %FC52 = sitofp i64 -1 to float
  %Sl53 = select i1 true, i64 255397, i64 %Sl45
  %Cmp54 = icmp ule <2 x i16> zeroinitializer, %Shuff27
  %L55 = load <4 x i64>, ptr %0, align 32
  store i8 %L39, ptr %0, align 1
  %E56 = extractelement <8 x i16> %I21, i32 %L32
  %Shuff57 = shufflevector <2 x i8> %L5, <2 x i8> %L5, <2 x i32> <i32 3, i32 1>
  %I58 = insertelement <8 x i16> %I35, i16 25077, i32 473621
  %B59 = frem float 0x3AAA2EDE00000000, %FC52
  %FC60 = uitofp i32 %L11 to double
  %Sl61 = select i1 true, ptr %1, ptr %0
  %Cmp62 = icmp sgt i16 25077, %E48
  br i1 %Cmp62, label %CF249, label %CF258

CF258:                                            ; preds = %CF263
  %L63 = load float, ptr %Sl61, align 4
  %E64 = extractelement <8 x i16> zeroinitializer, i32 473621
  %Shuff65 = shufflevector <2 x i8> %L5, <2 x i8> %Shuff57, <2 x i32> <i32 3, i32 1>
  %I66 = insertelement <8 x i16> %I8, i16 %B15, i32 %Sl24
  %Tr67 = trunc i64 255397 to i16
  %Sl68 = select i1 true, i32 237729, i32 %L32
  %Cmp69 = icmp uge i64 %Sl45, 98593
  br label %CF241

CF241:                                            ; preds = %CF241, %CF259, %CF258
  %L70 = load double, ptr %A, align 8
  store <1 x double> zeroinitializer, ptr %Sl61, align 8
  %E71 = extractelement <2 x i16> %Shuff13, i32 %L32
  %Shuff72 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I8, <8 x i32> <i32 15, i32 poison, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 poison>
  %I73 = insertelement <2 x i16> %Shuff13, i16 %B15, i32 %L11
  %B74 = srem i16 %Tr67, %B15
  %FC75 = uitofp i16 %E to float
  %Sl76 = select i1 true, i1 true, i1 %Cmp
  br i1 %Sl76, label %CF241, label %CF257

CF257:                                            ; preds = %CF257, %CF265, %CF241
  %L77 = load <2 x i16>, ptr %0, align 4
  store float 0x42D538C900000000, ptr %Sl61, align 4
  %E78 = extractelement <2 x i8> %Shuff65, i32 %Sl68
  %Shuff79 = shufflevector <8 x i16> %Shuff, <8 x i16> %I35, <8 x i32> <i32 11, i32 13, i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9>
  %I80 = insertelement <4 x i64> %L55, i64 %4, i32 %Sl24
  %B81 = add <8 x i16> %Shuff79, zeroinitializer
  %ZE = zext <8 x i16> %Shuff72 to <8 x i32>
  %Sl82 = select i1 %Cmp17, i16 0, i16 %B15
  %Cmp83 = fcmp uge float 0x3AAA2EDE00000000, %FC52
  br i1 %Cmp83, label %CF257, label %CF264

CF264:                                            ; preds = %CF264, %CF257
  %L84 = load <2 x double>, ptr %0, align 16
  store double %L70, ptr %Sl61, align 8
  %E85 = extractelement <8 x i32> %Se44, i32 473621
  %Shuff86 = shufflevector <4 x i32> %Tr, <4 x i32> %Tr, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I87 = insertelement <4 x i1> zeroinitializer, i1 true, i32 %Sl68
  %B88 = xor <2 x i16> %I73, %Shuff13
  %ZE89 = zext <8 x i16> %I58 to <8 x i64>
  %Sl90 = select i1 true, <2 x i16> %Shuff27, <2 x i16> %I73
  %Cmp91 = icmp ule i32 237729, %L11
  br i1 %Cmp91, label %CF264, label %CF265

CF265:                                            ; preds = %CF264
  %L92 = load i16, ptr %A1, align 2
  store <4 x i32> %Shuff86, ptr %Sl61, align 16
  %E93 = extractelement <8 x i16> %Shuff72, i32 %L11
  %Shuff94 = shufflevector <4 x i64> %I14, <4 x i64> %I14, <4 x i32> <i32 poison, i32 2, i32 4, i32 6>
  %I95 = insertelement <8 x i16> %Shuff49, i16 25077, i32 %E85
  %B96 = sub <8 x i16> %I58, %I95
  %FC97 = fptosi float %FC52 to i64
  %Sl98 = select i1 true, <2 x i16> %B88, <2 x i16> %Shuff27
  %Cmp99 = icmp sge <2 x i1> %Cmp38, %Cmp38
  %L100 = load double, ptr %0, align 8
  store <4 x i32> %Tr, ptr %0, align 16
  %E101 = extractelement <4 x i64> zeroinitializer, i32 %L11
  %Shuff102 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I87, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I103 = insertelement <4 x i32> %Tr, i32 %3, i32 %3
  %B104 = sdiv i8 -7, %L39
  %Se105 = sext <8 x i32> %Se44 to <8 x i64>
  %Sl106 = select i1 true, ptr %A3, ptr %0
  %Cmp107 = icmp eq i64 98593, %4
  br i1 %Cmp107, label %CF257, label %CF259

CF259:                                            ; preds = %CF265
  %L108 = load i1, ptr %Sl61, align 1
  br i1 %L108, label %CF241, label %CF253

CF253:                                            ; preds = %CF259
  %E109 = extractelement <2 x i16> zeroinitializer, i32 %Sl68
  %Shuff110 = shufflevector <8 x i16> %Shuff, <8 x i16> %I35, <8 x i32> <i32 11, i32 poison, i32 15, i32 1, i32 3, i32 5, i32 poison, i32 9>
  %I111 = insertelement <2 x i1> %Cmp54, i1 %Cmp46, i32 473621
  %B112 = or i64 %4, 255397
  %BC = bitcast i32 473621 to float
  %Sl113 = select i1 %Cmp91, i8 %L39, i8 %B22
  %L114 = load i1, ptr %Sl61, align 1
  br label %CF239

CF239:                                            ; preds = %CF253
  store <8 x i64> %ZE89, ptr %Sl61, align 64
  %E115 = extractelement <8 x i64> %Se105, i32 237729
  %Shuff116 = shufflevector <8 x i16> %Shuff41, <8 x i16> %Shuff110, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2, i32 poison>
  %I117 = insertelement <8 x i16> zeroinitializer, i16 %E93, i32 %E85
  %PC = bitcast ptr %2 to ptr
  %Sl118 = select i1 true, i32 %L11, i32 %3
  %Cmp119 = icmp ule <4 x i64> %I14, zeroinitializer
  %L120 = load i32, ptr %Sl61, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl61, align 4
  %E121 = extractelement <8 x i32> %Se44, i32 %Sl68
  %Shuff122 = shufflevector <2 x i16> %Shuff13, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I123 = insertelement <8 x i8> %Shuff20, i8 -7, i32 %Sl24
  %B124 = xor i16 %B74, 0
  %ZE125 = zext i1 %Cmp107 to i8
  %Sl126 = select i1 %L114, <8 x i16> %I35, <8 x i16> %I95
  %Cmp127 = icmp ugt i16 25077, %Se23
  br label %CF

CF:                                               ; preds = %CF, %CF261, %CF262, %CF256, %CF239
  %L128 = load float, ptr %Sl61, align 4
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl106, align 8
  %E129 = extractelement <4 x i1> zeroinitializer, i32 %Sl68
  br i1 %E129, label %CF, label %CF261

CF261:                                            ; preds = %CF
  %Shuff130 = shufflevector <8 x i1> %Tr29, <8 x i1> zeroinitializer, <8 x i32> <i32 poison, i32 12, i32 14, i32 0, i32 poison, i32 poison, i32 6, i32 8>
  %I131 = insertelement <8 x i16> %I35, i16 %E48, i32 %L11
  %Sl132 = select i1 false, i1 %Cmp17, i1 %Cmp83
  br i1 %Sl132, label %CF, label %CF250

CF250:                                            ; preds = %CF250, %CF261
  %Cmp133 = icmp ule i16 0, %B124
  br i1 %Cmp133, label %CF250, label %CF254

CF254:                                            ; preds = %CF254, %CF250
  %L134 = load <4 x i64>, ptr %Sl61, align 32
  store i8 %B22, ptr %Sl61, align 1
  %E135 = extractelement <2 x i8> %L5, i32 %L11
  %Shuff136 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I87, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I137 = insertelement <4 x i1> %Shuff102, i1 %Cmp31, i32 473621
  %Tr138 = trunc i64 %E115 to i32
  %Sl139 = select i1 %Cmp62, i16 %B74, i16 %Tr67
  %Cmp140 = icmp ne <8 x i16> %I117, %I35
  %L141 = load i16, ptr %Sl106, align 2
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl61, align 8
  %E142 = extractelement <4 x i1> zeroinitializer, i32 %Sl118
  br i1 %E142, label %CF254, label %CF262

CF262:                                            ; preds = %CF254
  %Shuff143 = shufflevector <4 x i1> %Shuff136, <4 x i1> %I87, <4 x i32> <i32 2, i32 4, i32 poison, i32 0>
  %I144 = insertelement <4 x i64> %L134, i64 %4, i32 %Sl68
  %B145 = lshr <2 x i16> %L77, %Shuff13
  %Se146 = sext <2 x i8> %Shuff57 to <2 x i16>
  %Sl147 = select <4 x i1> %Cmp119, <4 x i1> %Shuff7, <4 x i1> zeroinitializer
  %L148 = load i8, ptr %0, align 1
  %E149 = extractelement <2 x i16> %Shuff27, i32 %L11
  %Shuff150 = shufflevector <2 x i16> %Sl98, <2 x i16> %I73, <2 x i32> <i32 3, i32 1>
  %I151 = insertelement <2 x i1> %Cmp54, i1 true, i32 %Sl68
  %Se152 = sext <8 x i8> %B51 to <8 x i16>
  %Sl153 = select i1 %Cmp107, i8 -1, i8 -7
  %Cmp154 = icmp ugt <4 x i64> %L134, zeroinitializer
  %L155 = load i32, ptr %Sl61, align 4
  store <4 x double> %L18, ptr %Sl106, align 32
  %E156 = extractelement <2 x i16> %Shuff27, i32 %E85
  %Shuff157 = shufflevector <2 x i16> %Se146, <2 x i16> %I73, <2 x i32> <i32 0, i32 2>
  %I158 = insertelement <2 x i16> %I73, i16 %E109, i32 %L155
  %B159 = mul <2 x i16> %Shuff157, %I73
  %FC160 = sitofp i64 %Sl37 to double
  %Sl161 = select i1 true, i1 %L108, i1 true
  br i1 %Sl161, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF262
  %Cmp162 = icmp sge i16 -30463, 25077
  br i1 %Cmp162, label %CF245, label %CF256

CF256:                                            ; preds = %CF245
  %L163 = load <2 x double>, ptr %Sl106, align 16
  store i16 %Tr67, ptr %Sl61, align 2
  %E164 = extractelement <2 x i16> %L77, i32 237729
  %Shuff165 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I166 = insertelement <2 x i16> %Shuff27, i16 %B124, i32 %L155
  %Se167 = sext <2 x i1> %Cmp54 to <2 x i64>
  %Sl168 = select <2 x i1> %Cmp38, <2 x i1> %Cmp38, <2 x i1> %Cmp38
  %Cmp169 = icmp sge <8 x i16> %I131, %Shuff79
  %L170 = load <8 x i1>, ptr %Sl61, align 1
  store double %FC60, ptr %Sl61, align 8
  %E171 = extractelement <2 x i16> %Shuff157, i32 %Sl68
  %Shuff172 = shufflevector <8 x i8> %I28, <8 x i8> %I123, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I173 = insertelement <8 x i16> %Shuff72, i16 %B15, i32 %Sl68
  %B174 = urem <8 x i16> %B81, %Se152
  %FC175 = sitofp <8 x i32> %Se44 to <8 x float>
  %Sl176 = select i1 true, i64 151549, i64 %4
  %Cmp177 = icmp ult i16 %B15, %E164
  br i1 %Cmp177, label %CF, label %CF240

CF240:                                            ; preds = %CF240, %CF256
  %L178 = load <8 x i64>, ptr %0, align 64
  store i64 %Sl176, ptr %Sl106, align 4
  %E179 = extractelement <8 x i16> %Shuff, i32 %L155
  %Shuff180 = shufflevector <2 x i1> %I151, <2 x i1> %Cmp38, <2 x i32> <i32 1, i32 poison>
  %I181 = insertelement <8 x i16> %I8, i16 %B124, i32 %Sl118
  %B182 = add <8 x i16> %B174, %I21
  %FC183 = sitofp <2 x i1> %Cmp38 to <2 x float>
  %Sl184 = select i1 %Cmp, i16 %E164, i16 %E48
  %Cmp185 = icmp ule <8 x i16> %Shuff41, %Shuff110
  %L186 = load <2 x i8>, ptr %PC, align 2
  store i8 %B104, ptr %0, align 1
  %E187 = extractelement <8 x i16> %Shuff110, i32 237729
  %Shuff188 = shufflevector <4 x i64> %Shuff94, <4 x i64> %L134, <4 x i32> <i32 poison, i32 1, i32 poison, i32 poison>
  %I189 = insertelement <8 x i1> %Shuff130, i1 %Cmp62, i32 %Sl24
  %B190 = shl i64 %E115, %4
  %FC191 = sitofp <8 x i16> %I8 to <8 x float>
  %Sl192 = select i1 %Sl161, i1 %Cmp10, i1 %L114
  br i1 %Sl192, label %CF240, label %CF242

CF242:                                            ; preds = %CF242, %CF252, %CF240
  %Cmp193 = icmp ule i64 -1, %B190
  br i1 %Cmp193, label %CF242, label %CF252

CF252:                                            ; preds = %CF242
  %L194 = load <16 x i8>, ptr %Sl61, align 16
  store i64 %FC97, ptr %Sl61, align 4
  %E195 = extractelement <8 x i64> %L25, i32 %3
  %Shuff196 = shufflevector <8 x i16> %I50, <8 x i16> %Shuff72, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison>
  %I197 = insertelement <2 x i64> %Se, i64 %FC97, i32 %3
  %B198 = frem float 0xB93AB40E80000000, %FC52
  %Se199 = sext i16 25077 to i32
  %Sl200 = select i1 %Cmp31, i16 -30463, i16 %Sl184
  %Cmp201 = icmp sge <8 x i16> %I173, %I173
  %L202 = load i64, ptr %0, align 4
  store <1 x double> zeroinitializer, ptr %Sl106, align 8
  %E203 = extractelement <2 x double> %L163, i32 %Sl68
  %Shuff204 = shufflevector <2 x i16> %Shuff157, <2 x i16> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I205 = insertelement <2 x i8> %L5, i8 %5, i32 473621
  %B206 = fsub double %L100, %FC60
  %Tr207 = trunc i64 %B112 to i16
  %Sl208 = select i1 %Cmp62, <2 x i16> %Shuff204, <2 x i16> zeroinitializer
  %Cmp209 = icmp uge <2 x i1> %Shuff180, %Cmp38
  %L210 = load float, ptr %0, align 4
  store <4 x i32> %Tr, ptr %0, align 16
  %E211 = extractelement <2 x i16> %Shuff150, i32 237729
  %Shuff212 = shufflevector <8 x i64> %L25, <8 x i64> %L178, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I213 = insertelement <2 x i16> %Shuff27, i16 %E179, i32 %Se199
  %B214 = ashr i8 %E135, %E135
  %Se215 = sext <2 x i1> %I151 to <2 x i64>
  %Sl216 = select i1 %Sl161, float %BC, float 0x3EE528D900000000
  %Cmp217 = icmp eq i16 %Sl184, %E109
  br i1 %Cmp217, label %CF242, label %CF246

CF246:                                            ; preds = %CF246, %CF252
  %L218 = load double, ptr %0, align 8
  %E219 = extractelement <4 x i64> %Shuff94, i32 %L11
  %Shuff220 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Sl126, <8 x i32> <i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I221 = insertelement <8 x i16> %Shuff72, i16 %E164, i32 %Se199
  %B222 = add i64 %Sl45, %L47
  %Tr223 = trunc <2 x i64> %Se to <2 x i32>
  %Sl224 = select <2 x i1> %Cmp38, <2 x i1> %Cmp38, <2 x i1> %Cmp38
  %Cmp225 = icmp ne i1 %Cmp91, %Cmp83
  br i1 %Cmp225, label %CF246, label %CF255

CF255:                                            ; preds = %CF255, %CF246
  %L226 = load <4 x float>, ptr %0, align 16
  store i32 %3, ptr %0, align 4
  %E227 = extractelement <2 x i16> %I73, i32 %3
  %Shuff228 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff172, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13>
  %I229 = insertelement <2 x i16> %Se146, i16 %E164, i32 %Tr138
  %B230 = mul <8 x i16> %B174, %I173
  %Sl231 = select i1 %Cmp217, i16 %Tr207, i16 %Sl139
  %Cmp232 = icmp eq <8 x i64> %Se105, %L25
  %L233 = load <4 x i16>, ptr %Sl106, align 8
  store i64 %Sl53, ptr %0, align 4
  %E234 = extractelement <8 x i16> %Shuff110, i32 %3
  %Shuff235 = shufflevector <8 x i64> %L178, <8 x i64> %L178, <8 x i32> <i32 11, i32 13, i32 15, i32 poison, i32 3, i32 poison, i32 7, i32 poison>
  %I236 = insertelement <8 x i16> %Shuff, i16 25077, i32 %L155
  %Sl237 = select i1 %E12, <2 x i1> %I151, <2 x i1> %I151
  %Cmp238 = fcmp uno double 0x13BB21DAD2B99658, 0x13BB21DAD2B99658
  br i1 %Cmp238, label %CF255, label %CF266

CF266:                                            ; preds = %CF255
  store i16 25077, ptr %0, align 2
  store i8 %L39, ptr %Sl61, align 1
  store double %L100, ptr %Sl106, align 8
  store i16 %Sl231, ptr %Sl106, align 2
  store double %L100, ptr %0, align 8
  ret void
}
