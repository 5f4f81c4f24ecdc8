; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD52(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <16 x i64>, align 128
  %A3 = alloca <1 x double>, align 8
  %A2 = alloca <4 x i8>, align 4
  %A1 = alloca <2 x i1>, align 1
  %A = alloca <8 x i16>, align 16
  %L = load <4 x i64>, ptr %0, align 32
  store i16 -9447, ptr %0, align 2
  %E = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <4 x i64> zeroinitializer, i64 486105, i32 49653
  %Tr = trunc i64 335025 to i16
  %Sl = select <4 x i1> zeroinitializer, <4 x i64> %I, <4 x i64> %L
  %L5 = load i1, ptr %0, align 1
  br label %CF247

CF247:                                            ; preds = %CF247, %BB
  store <2 x i8> zeroinitializer, ptr %0, align 2
  %E6 = extractelement <4 x i64> %Sl, i32 49653
  %Shuff7 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 poison, i32 poison, i32 8, i32 poison, i32 12, i32 14, i32 0, i32 poison>
  %I8 = insertelement <8 x i32> zeroinitializer, i32 %3, i32 %3
  %B = ashr <8 x i32> %I8, zeroinitializer
  %Tr9 = trunc i64 %4 to i8
  %Sl10 = select i1 true, i8 113, i8 -1
  %Cmp = icmp ugt i1 %L5, true
  br i1 %Cmp, label %CF247, label %CF251

CF251:                                            ; preds = %CF251, %CF261, %CF268, %CF247
  %L11 = load double, ptr %A, align 8
  store <2 x i16> <i16 0, i16 -1>, ptr %0, align 4
  %E12 = extractelement <2 x i8> zeroinitializer, i32 49653
  %Shuff13 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %L, <4 x i32> <i32 poison, i32 4, i32 6, i32 poison>
  %I14 = insertelement <4 x i1> zeroinitializer, i1 %Cmp, i32 %3
  %B15 = or i8 -1, %5
  %ZE = zext i8 61 to i64
  %Sl16 = select i1 true, i64 %4, i64 486105
  %Cmp17 = icmp ne i64 %E6, -1
  br i1 %Cmp17, label %CF251, label %CF261

CF261:                                            ; preds = %CF251
  %L18 = load <2 x i16>, ptr %A4, align 4
  store i64 -1, ptr %0, align 4
  %E19 = extractelement <4 x i1> zeroinitializer, i32 %3
  br i1 %E19, label %CF251, label %CF257

CF257:                                            ; preds = %CF257, %CF261
  %Shuff20 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3, i32 5>
  %I21 = insertelement <1 x i8> zeroinitializer, i8 61, i32 49653
  %B22 = fdiv double 0xAE63AE82D1618700, 0x28E75E06F5E56084
  %Se = sext i1 true to i8
  %Sl23 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> %I8, <8 x i32> %Shuff20
  %Cmp24 = fcmp uno double %L11, 0x28E75E06F5E56084
  br i1 %Cmp24, label %CF257, label %CF268

CF268:                                            ; preds = %CF257
  %L25 = load <4 x float>, ptr %0, align 16
  store double %B22, ptr %0, align 8
  %E26 = extractelement <8 x i32> %Shuff7, i32 201529
  %Shuff27 = shufflevector <4 x i64> %Shuff13, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I28 = insertelement <4 x i16> zeroinitializer, i16 -9447, i32 %E26
  %B29 = fsub double %B22, 0x28E75E06F5E56084
  %Se30 = sext i8 %Sl10 to i16
  %Sl31 = select i1 %Cmp, i1 %Cmp24, i1 %L5
  br i1 %Sl31, label %CF251, label %CF253

CF253:                                            ; preds = %CF253, %CF268
  %Cmp32 = icmp eq i8 -1, %5
  br i1 %Cmp32, label %CF253, label %CF260

CF260:                                            ; preds = %CF253
  %L33 = load i16, ptr %0, align 2
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E34 = extractelement <4 x i64> zeroinitializer, i32 %E26
  %Shuff35 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff27, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>
  %I36 = insertelement <4 x i1> zeroinitializer, i1 %Cmp17, i32 %E26
  %B37 = fdiv double 0x28E75E06F5E56084, 0x402B9A4A9729A6C8
  %FC = fptosi double %L11 to i8
  %Sl38 = select i1 true, double %B29, double 0xFA53A6727551D6F0
  %Cmp39 = icmp eq <2 x i8> zeroinitializer, zeroinitializer
  %L40 = load <1 x i64>, ptr %0, align 8
  store float 0x3E573ECB00000000, ptr %0, align 4
  %E41 = extractelement <1 x i64> %L40, i32 %E26
  %Shuff42 = shufflevector <4 x i64> %I, <4 x i64> %L, <4 x i32> <i32 7, i32 1, i32 poison, i32 poison>
  %I43 = insertelement <1 x i64> %L40, i64 335025, i32 %3
  %B44 = lshr <8 x i32> %Sl23, zeroinitializer
  %FC45 = uitofp i32 %3 to double
  %Sl46 = select <4 x i1> %I36, <4 x i1> %I36, <4 x i1> zeroinitializer
  %L47 = load float, ptr %0, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 4
  %E48 = extractelement <1 x i64> %L40, i32 %3
  %Shuff49 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I50 = insertelement <4 x i64> %Shuff13, i64 -1, i32 %E26
  %B51 = xor <1 x i64> zeroinitializer, %L40
  %Tr52 = trunc i64 486105 to i1
  br label %CF243

CF243:                                            ; preds = %CF243, %CF260
  %Sl53 = select <2 x i1> %Cmp39, <2 x i8> zeroinitializer, <2 x i8> zeroinitializer
  %Cmp54 = icmp ule <4 x i1> zeroinitializer, zeroinitializer
  %L55 = load <4 x i64>, ptr %0, align 32
  store float %L47, ptr %0, align 4
  %E56 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff57 = shufflevector <4 x i64> %Shuff13, <4 x i64> %L, <4 x i32> <i32 1, i32 poison, i32 5, i32 poison>
  %I58 = insertelement <4 x i64> zeroinitializer, i64 -1, i32 %E26
  %B59 = ashr <1 x i64> zeroinitializer, zeroinitializer
  %Sl60 = select i1 %L5, <4 x i1> %Cmp54, <4 x i1> zeroinitializer
  %Cmp61 = icmp ule i8 %Se, 113
  br i1 %Cmp61, label %CF243, label %CF249

CF249:                                            ; preds = %CF249, %CF243
  %L62 = load float, ptr %0, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %A1, align 16
  %E63 = extractelement <4 x i64> %I, i32 %3
  %Shuff64 = shufflevector <4 x i64> %Shuff27, <4 x i64> %Shuff27, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I65 = insertelement <2 x i8> %Shuff49, i8 %5, i32 %E26
  %B66 = shl i8 %E12, -75
  %PC = bitcast ptr %2 to ptr
  %Sl67 = select i1 true, double %B37, double 0x28E75E06F5E56084
  %L68 = load i16, ptr %PC, align 2
  %E69 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff70 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I71 = insertelement <4 x i16> zeroinitializer, i16 %L68, i32 %E26
  %B72 = xor <2 x i8> %Sl53, zeroinitializer
  %FC73 = sitofp <1 x i8> %I21 to <1 x double>
  %Sl74 = select i1 %Cmp, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %Cmp75 = fcmp ord double %B22, 0xAE63AE82D1618700
  br i1 %Cmp75, label %CF249, label %CF252

CF252:                                            ; preds = %CF252, %CF249
  %L76 = load i64, ptr %PC, align 4
  %E77 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff78 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I79 = insertelement <4 x i64> zeroinitializer, i64 %E34, i32 %E26
  %B80 = and <1 x i64> %B51, %L40
  %Se81 = sext i1 %Cmp17 to i16
  %Sl82 = select <2 x i1> %Cmp39, <2 x i8> %I65, <2 x i8> zeroinitializer
  %Cmp83 = icmp ugt <2 x i8> %B72, zeroinitializer
  %L84 = load <1 x i32>, ptr %0, align 4
  store i32 49653, ptr %PC, align 4
  %E85 = extractelement <4 x i64> %Shuff13, i32 %E26
  %Shuff86 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %L40, <1 x i32> poison
  %I87 = insertelement <4 x i16> zeroinitializer, i16 %L68, i32 %3
  %B88 = or i64 %Sl16, -1
  %ZE89 = zext <2 x i1> %Cmp39 to <2 x i64>
  %Sl90 = select i1 %L5, i1 %Cmp32, i1 true
  br i1 %Sl90, label %CF252, label %CF255

CF255:                                            ; preds = %CF252
  %Cmp91 = icmp ne <8 x i32> zeroinitializer, zeroinitializer
  %L92 = load <1 x i32>, ptr %PC, align 4
  store i1 true, ptr %PC, align 1
  %E93 = extractelement <4 x i1> %I36, i32 %3
  br label %CF241

CF241:                                            ; preds = %CF241, %CF266, %CF258, %CF254, %CF255
  %Shuff94 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff49, <2 x i32> <i32 poison, i32 3>
  %I95 = insertelement <2 x i1> %Cmp39, i1 %Sl90, i32 %E26
  %B96 = mul <4 x i16> %I28, %I28
  %Tr97 = trunc <4 x i16> %Shuff70 to <4 x i8>
  %Sl98 = select i1 %Tr52, i16 %L68, i16 %L68
  %Cmp99 = fcmp ole float 0x3E573ECB00000000, %L47
  br i1 %Cmp99, label %CF241, label %CF266

CF266:                                            ; preds = %CF241
  %L100 = load i32, ptr %PC, align 4
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %PC, align 16
  %E101 = extractelement <4 x i64> zeroinitializer, i32 %L100
  %Shuff102 = shufflevector <1 x i64> %Shuff86, <1 x i64> %L40, <1 x i32> zeroinitializer
  %I103 = insertelement <8 x i32> %B, i32 %E26, i32 %E26
  %BC = bitcast i32 %L100 to float
  %Sl104 = select i1 %Cmp24, <8 x i32> %B, <8 x i32> %I103
  %Cmp105 = icmp ult <4 x i64> %Shuff27, %Shuff64
  %L106 = load i8, ptr %0, align 1
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E107 = extractelement <2 x i32> zeroinitializer, i32 %E26
  %Shuff108 = shufflevector <1 x i64> %L40, <1 x i64> %B59, <1 x i32> zeroinitializer
  %I109 = insertelement <4 x i16> %B96, i16 %Se30, i32 %L100
  %FC110 = sitofp <4 x i16> %I28 to <4 x double>
  %Sl111 = select i1 %Cmp24, <4 x i64> %Shuff27, <4 x i64> %L
  %Cmp112 = fcmp one double 0xFA53A6727551D6F0, 0x28E75E06F5E56084
  br i1 %Cmp112, label %CF241, label %CF258

CF258:                                            ; preds = %CF266
  %L113 = load i8, ptr %PC, align 1
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 16
  %E114 = extractelement <2 x i8> %Shuff49, i32 %L100
  %Shuff115 = shufflevector <8 x i32> %Shuff7, <8 x i32> %I103, <8 x i32> <i32 8, i32 10, i32 poison, i32 14, i32 0, i32 2, i32 4, i32 poison>
  %I116 = insertelement <8 x i32> %Sl23, i32 %E26, i32 %E26
  %Tr117 = trunc i32 42533 to i1
  br i1 %Tr117, label %CF241, label %CF254

CF254:                                            ; preds = %CF258
  %Sl118 = select i1 %Cmp32, <4 x i64> %I79, <4 x i64> %Sl111
  %Cmp119 = icmp ule i1 %Cmp32, %L5
  br i1 %Cmp119, label %CF241, label %CF246

CF246:                                            ; preds = %CF246, %CF254
  %L120 = load float, ptr %A3, align 4
  store <4 x i16> %I109, ptr %PC, align 8
  %E121 = extractelement <4 x i16> %B96, i32 %L100
  %Shuff122 = shufflevector <2 x i8> %Shuff94, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I123 = insertelement <1 x i8> zeroinitializer, i8 %B66, i32 201529
  %B124 = lshr i8 -1, %E12
  %Sl125 = select i1 %E19, <1 x i64> %Shuff102, <1 x i64> %Shuff102
  %Cmp126 = icmp slt i1 %Tr52, true
  br i1 %Cmp126, label %CF246, label %CF262

CF262:                                            ; preds = %CF246
  %L127 = load i32, ptr %A, align 4
  store <2 x i16> %L18, ptr %PC, align 4
  %E128 = extractelement <4 x i64> zeroinitializer, i32 201529
  %Shuff129 = shufflevector <4 x float> %L25, <4 x float> %L25, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I130 = insertelement <1 x i64> %L40, i64 %E34, i32 %E26
  %B131 = shl i8 -1, %B66
  %Sl132 = select i1 true, <4 x i64> %Shuff42, <4 x i64> %Sl111
  %Cmp133 = icmp sge <4 x i64> %I50, %I
  %L134 = load double, ptr %0, align 8
  store <2 x i32> zeroinitializer, ptr %PC, align 8
  %E135 = extractelement <2 x i1> %Cmp39, i32 %L100
  br label %CF

CF:                                               ; preds = %CF, %CF267, %CF262
  %Shuff136 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 poison>
  %I137 = insertelement <4 x i16> zeroinitializer, i16 %Se81, i32 %L127
  %B138 = or <1 x i64> %B59, zeroinitializer
  %FC139 = uitofp <4 x i64> %Shuff64 to <4 x float>
  %Sl140 = select <4 x i1> zeroinitializer, <4 x i16> %I109, <4 x i16> %I137
  %Cmp141 = icmp uge <8 x i32> %I8, zeroinitializer
  %L142 = load <4 x i16>, ptr %PC, align 8
  store i32 49653, ptr %PC, align 4
  %E143 = extractelement <8 x i32> %Sl23, i32 %L100
  %Shuff144 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %ZE89, <2 x i32> <i32 3, i32 1>
  %I145 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 %E107
  %B146 = and <4 x i64> %Sl132, zeroinitializer
  %ZE147 = zext <2 x i8> %Shuff94 to <2 x i16>
  %Sl148 = select i1 %Cmp126, i16 %L33, i16 %Se30
  %Cmp149 = fcmp ult float 0x41C0AC1480000000, %L47
  br i1 %Cmp149, label %CF, label %CF267

CF267:                                            ; preds = %CF
  %L150 = load <4 x float>, ptr %0, align 16
  store i8 0, ptr %0, align 1
  %E151 = extractelement <1 x i64> %Shuff108, i32 %L100
  %Shuff152 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %I103, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11>
  %I153 = insertelement <4 x i16> zeroinitializer, i16 -9447, i32 42533
  %B154 = fdiv double %B29, %Sl67
  %Sl155 = select i1 %Cmp149, i16 0, i16 %L68
  %Cmp156 = fcmp ueq double %FC45, %FC45
  br i1 %Cmp156, label %CF, label %CF239

CF239:                                            ; preds = %CF239, %CF267
  %L157 = load <8 x i8>, ptr %PC, align 8
  store i16 0, ptr %PC, align 2
  %E158 = extractelement <8 x i8> %L157, i32 %E26
  %Shuff159 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff70, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I160 = insertelement <8 x i1> %Cmp141, i1 %E135, i32 %L100
  %Se161 = sext <8 x i32> %B44 to <8 x i64>
  %Sl162 = select <1 x i1> <i1 true>, <1 x i64> %Sl125, <1 x i64> zeroinitializer
  %Cmp163 = icmp ne i16 %E77, -9447
  br i1 %Cmp163, label %CF239, label %CF240

CF240:                                            ; preds = %CF240, %CF259, %CF250, %CF264, %CF263, %CF239
  %L164 = load i32, ptr %0, align 4
  store <8 x i32> %Shuff152, ptr %0, align 32
  %E165 = extractelement <4 x i16> %I153, i32 %L164
  %Shuff166 = shufflevector <8 x i32> %I116, <8 x i32> %Shuff115, <8 x i32> <i32 0, i32 poison, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14>
  %I167 = insertelement <4 x i1> %Sl46, i1 true, i32 %L100
  %B168 = ashr <4 x i16> %I28, %Shuff70
  %FC169 = sitofp i8 %Tr9 to double
  %Sl170 = select i1 %Cmp112, i16 %E69, i16 %E77
  %Cmp171 = icmp ule <4 x i16> %L142, %I137
  %L172 = load <2 x i32>, ptr %0, align 8
  store i32 42533, ptr %0, align 4
  %E173 = extractelement <2 x i1> %Cmp39, i32 %L100
  br i1 %E173, label %CF240, label %CF259

CF259:                                            ; preds = %CF240
  %Shuff174 = shufflevector <1 x i64> %I43, <1 x i64> %L40, <1 x i32> <i32 1>
  %I175 = insertelement <8 x i32> %Shuff7, i32 %L164, i32 %E26
  %B176 = xor <1 x i64> %Sl162, %L40
  %Tr177 = trunc <8 x i32> %Shuff7 to <8 x i1>
  %Sl178 = select <1 x i1> <i1 true>, <1 x i32> %L84, <1 x i32> %L84
  %Cmp179 = fcmp ugt float 0x41C0AC1480000000, 0x3E573ECB00000000
  br i1 %Cmp179, label %CF240, label %CF250

CF250:                                            ; preds = %CF259
  %L180 = load i8, ptr %PC, align 1
  %E181 = extractelement <8 x i32> %I8, i32 %3
  %Shuff182 = shufflevector <4 x i1> %Cmp105, <4 x i1> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I183 = insertelement <8 x i32> %Shuff115, i32 %L100, i32 201529
  %B184 = lshr i64 %4, %E128
  %Se185 = sext i1 %Cmp99 to i32
  %Sl186 = select i1 %Cmp126, i32 %Se185, i32 %L100
  %Cmp187 = icmp uge i1 %E19, %L5
  br i1 %Cmp187, label %CF240, label %CF245

CF245:                                            ; preds = %CF245, %CF265, %CF250
  %L188 = load double, ptr %PC, align 8
  store <1 x i16> zeroinitializer, ptr %PC, align 2
  %E189 = extractelement <4 x i1> %Cmp171, i32 %L100
  br i1 %E189, label %CF245, label %CF265

CF265:                                            ; preds = %CF245
  %Shuff190 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I191 = insertelement <1 x i64> %Shuff108, i64 %4, i32 %L100
  %B192 = sub i16 %L33, %Tr
  %FC193 = uitofp i32 %E181 to double
  %Sl194 = select <2 x i1> %Cmp39, <2 x i8> %Sl82, <2 x i8> %Shuff49
  %Cmp195 = icmp sge i32 %E107, %3
  br i1 %Cmp195, label %CF245, label %CF264

CF264:                                            ; preds = %CF265
  %L196 = load <8 x float>, ptr %0, align 32
  store i64 %E34, ptr %PC, align 4
  %E197 = extractelement <4 x i16> zeroinitializer, i32 %L164
  %Shuff198 = shufflevector <8 x i32> %Sl104, <8 x i32> zeroinitializer, <8 x i32> <i32 3, i32 poison, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1>
  %I199 = insertelement <8 x i32> %Shuff152, i32 %L127, i32 49653
  %B200 = shl <1 x i64> %Shuff174, %B80
  %FC201 = fptoui double 0xFA53A6727551D6F0 to i1
  br i1 %FC201, label %CF240, label %CF244

CF244:                                            ; preds = %CF244, %CF264
  %Sl202 = select i1 %Cmp126, i1 %Cmp119, i1 %Cmp156
  br i1 %Sl202, label %CF244, label %CF248

CF248:                                            ; preds = %CF248, %CF244
  %Cmp203 = fcmp une float 0x41C0AC1480000000, 0x3E573ECB00000000
  br i1 %Cmp203, label %CF248, label %CF256

CF256:                                            ; preds = %CF256, %CF248
  %L204 = load i8, ptr %0, align 1
  store <2 x i16> %L18, ptr %0, align 4
  %E205 = extractelement <4 x float> %FC139, i32 49653
  %Shuff206 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I123, <1 x i32> zeroinitializer
  %I207 = insertelement <4 x i64> %Shuff64, i64 -1, i32 %L100
  %FC208 = uitofp i1 %E135 to float
  %Sl209 = select i1 %Sl90, i16 %E77, i16 %B192
  %Cmp210 = fcmp ult float %L120, %L47
  br i1 %Cmp210, label %CF256, label %CF263

CF263:                                            ; preds = %CF256
  %L211 = load double, ptr %0, align 8
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E212 = extractelement <2 x i64> %ZE89, i32 %E26
  %Shuff213 = shufflevector <1 x i64> %B59, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I214 = insertelement <2 x i32> zeroinitializer, i32 %L100, i32 %E26
  %B215 = frem double 0x402B9A4A9729A6C8, 0x28E75E06F5E56084
  %Sl216 = select i1 %Cmp112, <4 x i64> %L, <4 x i64> %L
  %Cmp217 = icmp uge <8 x i32> %I199, zeroinitializer
  %L218 = load i8, ptr %PC, align 1
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 16
  %E219 = extractelement <8 x i8> %L157, i32 42533
  %Shuff220 = shufflevector <4 x i64> %L, <4 x i64> %Sl118, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I221 = insertelement <8 x i32> %I116, i32 %E26, i32 %3
  %ZE222 = zext <8 x i32> zeroinitializer to <8 x i64>
  %Sl223 = select i1 %Cmp24, i32 %L164, i32 %3
  %L224 = load double, ptr %PC, align 8
  store <4 x i16> zeroinitializer, ptr %A, align 8
  %E225 = extractelement <2 x i8> %Sl194, i32 %Sl223
  %Shuff226 = shufflevector <1 x i8> %Shuff190, <1 x i8> %I123, <1 x i32> zeroinitializer
  %I227 = insertelement <1 x i8> %Shuff190, i8 %B124, i32 %L100
  %B228 = lshr <1 x i8> %I21, %I123
  %Tr229 = trunc <4 x i64> %Shuff64 to <4 x i16>
  %Sl230 = select i1 %Cmp, <4 x double> %FC110, <4 x double> %FC110
  %Cmp231 = icmp ne <4 x i64> %L, %Sl111
  %L232 = load i64, ptr %PC, align 4
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 128
  %E233 = extractelement <4 x i64> %Shuff27, i32 %L100
  %Shuff234 = shufflevector <1 x i8> %Shuff190, <1 x i8> %I123, <1 x i32> zeroinitializer
  %I235 = insertelement <8 x i32> %Shuff115, i32 %L100, i32 %E26
  %B236 = fdiv double %FC45, %L11
  %Sl237 = select i1 %Cmp112, <4 x i64> %B146, <4 x i64> %I79
  %Cmp238 = icmp slt i64 %E212, %4
  br i1 %Cmp238, label %CF240, label %CF242

CF242:                                            ; preds = %CF263
  store double %Sl67, ptr %0, align 8
  store i8 %L180, ptr %0, align 1
  store i32 %Sl223, ptr %A3, align 4
  store i16 %Sl98, ptr %0, align 2
  store i32 %Sl223, ptr %0, align 4
  ret void
}
