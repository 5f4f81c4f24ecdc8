; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD13(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca i8, align 1
  %A2 = alloca i1, align 1
  %A1 = alloca i32, align 4
  %A = alloca i8, align 1
  %L = load i32, ptr %A1, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A3, align 16
  %E = extractelement <16 x i64> zeroinitializer, i32 %L
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I = insertelement <4 x i64> zeroinitializer, i64 %E, i32 430107
  %B = add i32 %3, %L
  %FC = fptosi double 0xED56574FED34AF2 to i32
  %Sl = select i1 true, i16 -16985, i16 -25305
  %L5 = load double, ptr %0, align 8
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E6 = extractelement <8 x i64> zeroinitializer, i32 241299
  %Shuff7 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I8 = insertelement <4 x i64> zeroinitializer, i64 %E, i32 %3
  %BC = bitcast i64 %E6 to double
  %Sl9 = select i1 true, i8 -121, i8 %5
  %Cmp = icmp sgt i8 31, -61
  br label %CF244

CF244:                                            ; preds = %CF244, %BB
  %L10 = load <2 x i1>, ptr %0, align 1
  store double 0x6B69CB08AD678286, ptr %0, align 8
  %E11 = extractelement <16 x i64> zeroinitializer, i32 %L
  %Shuff12 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I13 = insertelement <4 x i64> %Shuff, i64 %E, i32 430107
  %B14 = mul i8 47, 99
  %Sl15 = select i1 %Cmp, i1 %Cmp, i1 false
  br i1 %Sl15, label %CF244, label %CF254

CF254:                                            ; preds = %CF254, %CF244
  %L16 = load <8 x double>, ptr %0, align 64
  store i1 true, ptr %0, align 1
  %E17 = extractelement <2 x i1> %L10, i32 430107
  br i1 %E17, label %CF254, label %CF257

CF257:                                            ; preds = %CF254
  %Shuff18 = shufflevector <2 x i1> %L10, <2 x i1> %L10, <2 x i32> <i32 3, i32 poison>
  %I19 = insertelement <4 x i64> %Shuff12, i64 %E, i32 %B
  %B20 = urem i16 %Sl, -16985
  %BC21 = bitcast i32 %B to float
  %Sl22 = select i1 false, i1 false, i1 true
  br label %CF242

CF242:                                            ; preds = %CF242, %CF256, %CF255, %CF257
  %Cmp23 = icmp sge i1 true, true
  br i1 %Cmp23, label %CF242, label %CF256

CF256:                                            ; preds = %CF242
  %L24 = load <2 x i8>, ptr %0, align 2
  store float %BC21, ptr %0, align 4
  %E25 = extractelement <2 x i64> zeroinitializer, i32 %L
  %Shuff26 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I27 = insertelement <8 x i32> zeroinitializer, i32 %L, i32 241299
  %B28 = mul <4 x i64> zeroinitializer, zeroinitializer
  %Se = sext i1 true to i64
  %Sl29 = select i1 true, i8 %5, i8 99
  %L30 = load <2 x float>, ptr %0, align 8
  store i1 %Cmp, ptr %A, align 1
  %E31 = extractelement <16 x i64> zeroinitializer, i32 %3
  %Shuff32 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I33 = insertelement <4 x i64> %Shuff32, i64 143247, i32 %3
  %B34 = fdiv double 0x1AE5C584B2E35302, 0xE7799B18D177FA96
  %ZE = zext <16 x i8> zeroinitializer to <16 x i64>
  %Sl35 = select i1 %Sl22, i1 true, i1 true
  br i1 %Sl35, label %CF242, label %CF255

CF255:                                            ; preds = %CF256
  %Cmp36 = fcmp ueq float 0xC2D66F5A40000000, %BC21
  br i1 %Cmp36, label %CF242, label %CF247

CF247:                                            ; preds = %CF247, %CF252, %CF255
  %L37 = load <1 x double>, ptr %0, align 8
  store float 0x4332E556C0000000, ptr %0, align 4
  %E38 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff39 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I40 = insertelement <4 x i64> %Shuff39, i64 %E11, i32 %3
  %Tr = trunc i16 -9077 to i8
  %Sl41 = select i1 true, i16 17579, i16 -25305
  %Cmp42 = fcmp ueq double 0xE7799B18D177FA96, 0xD635E4D436333A52
  br i1 %Cmp42, label %CF247, label %CF252

CF252:                                            ; preds = %CF247
  %L43 = load i1, ptr %0, align 1
  br i1 %L43, label %CF247, label %CF249

CF249:                                            ; preds = %CF252
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E44 = extractelement <4 x i64> %Shuff12, i32 %B
  %Shuff45 = shufflevector <2 x i8> %L24, <2 x i8> %L24, <2 x i32> <i32 poison, i32 0>
  %I46 = insertelement <2 x i8> %Shuff45, i8 -121, i32 %3
  %Tr47 = trunc <4 x i64> zeroinitializer to <4 x i8>
  %Sl48 = select i1 %L43, double 0xD635E4D436333A52, double 0xD635E4D436333A52
  %Cmp49 = icmp uge i8 99, %Sl9
  br label %CF241

CF241:                                            ; preds = %CF241, %CF263, %CF249
  %L50 = load i64, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E51 = extractelement <4 x i64> zeroinitializer, i32 %L
  %Shuff52 = shufflevector <1 x double> %L37, <1 x double> %L37, <1 x i32> poison
  %I53 = insertelement <4 x i64> zeroinitializer, i64 %L50, i32 %3
  %B54 = srem i8 35, %5
  %Tr55 = trunc i8 %B14 to i1
  br i1 %Tr55, label %CF241, label %CF263

CF263:                                            ; preds = %CF241
  %Sl56 = select i1 true, i64 %L50, i64 %E
  %L57 = load <8 x i8>, ptr %0, align 8
  store double 0xD635E4D436333A52, ptr %0, align 8
  %E58 = extractelement <4 x i64> zeroinitializer, i32 241299
  %Shuff59 = shufflevector <8 x i32> %Shuff26, <8 x i32> zeroinitializer, <8 x i32> <i32 7, i32 9, i32 11, i32 poison, i32 15, i32 poison, i32 3, i32 5>
  %I60 = insertelement <16 x i64> zeroinitializer, i64 %Sl56, i32 %L
  %B61 = mul i8 %B14, %Sl29
  %FC62 = uitofp i8 99 to double
  %Sl63 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i64> %Shuff32, <4 x i64> %I53
  %Cmp64 = icmp ule <4 x i64> %I40, zeroinitializer
  %L65 = load <16 x i16>, ptr %0, align 32
  store double %B34, ptr %0, align 8
  %E66 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff67 = shufflevector <4 x i64> %Shuff32, <4 x i64> %Shuff, <4 x i32> <i32 poison, i32 3, i32 5, i32 7>
  %I68 = insertelement <16 x i64> %ZE, i64 %E31, i32 %3
  %B69 = sub <4 x i64> %B28, zeroinitializer
  %Se70 = sext i1 %Cmp36 to i8
  %Sl71 = select i1 %Cmp42, double 0xD635E4D436333A52, double %L5
  %Cmp72 = fcmp ueq double 0x1AE5C584B2E35302, 0x1AE5C584B2E35302
  br i1 %Cmp72, label %CF241, label %CF243

CF243:                                            ; preds = %CF243, %CF263
  %L73 = load i32, ptr %0, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E74 = extractelement <8 x i8> %L57, i32 241299
  %Shuff75 = shufflevector <4 x i8> %Tr47, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I76 = insertelement <2 x i64> zeroinitializer, i64 143247, i32 %3
  %B77 = shl i32 241299, %L73
  %Sl78 = select i1 true, i16 -23509, i16 -9077
  %Cmp79 = fcmp ueq double %Sl48, %Sl48
  br i1 %Cmp79, label %CF243, label %CF259

CF259:                                            ; preds = %CF243
  %L80 = load <8 x float>, ptr %A4, align 32
  store float %BC21, ptr %0, align 4
  %E81 = extractelement <8 x i32> zeroinitializer, i32 %L73
  %Shuff82 = shufflevector <4 x i64> %I8, <4 x i64> %I8, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %I83 = insertelement <16 x i64> zeroinitializer, i64 %E6, i32 %L73
  %B84 = urem i8 %Se70, %Sl9
  %Se85 = sext i16 -23509 to i32
  %Sl86 = select i1 %Cmp49, i64 %E58, i64 143247
  %Cmp87 = icmp ne i32 %L, 430107
  br label %CF240

CF240:                                            ; preds = %CF240, %CF269, %CF270, %CF258, %CF248, %CF259
  %L88 = load i1, ptr %0, align 1
  br i1 %L88, label %CF240, label %CF269

CF269:                                            ; preds = %CF240
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  %E89 = extractelement <1 x double> %L37, i32 %Se85
  %Shuff90 = shufflevector <4 x i64> %I8, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I91 = insertelement <4 x i64> %Sl63, i64 %4, i32 %L73
  %B92 = fmul double %Sl71, %E89
  %Tr93 = fptrunc double 0xED56574FED34AF2 to float
  %Sl94 = select i1 %Sl35, i64 %E31, i64 %Sl56
  %L95 = load <2 x i16>, ptr %0, align 4
  store i32 %L73, ptr %0, align 4
  %E96 = extractelement <2 x i8> %Shuff45, i32 %B77
  %Shuff97 = shufflevector <4 x i64> %Shuff, <4 x i64> %I53, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I98 = insertelement <1 x double> %L37, double %FC62, i32 %L73
  %BC99 = bitcast <4 x i64> %Shuff12 to <4 x double>
  %Sl100 = select i1 %Cmp79, i64 %E11, i64 %4
  %Cmp101 = icmp sgt i64 %E58, %E25
  br i1 %Cmp101, label %CF240, label %CF268

CF268:                                            ; preds = %CF268, %CF269
  %L102 = load <2 x double>, ptr %0, align 16
  store i16 -25305, ptr %0, align 2
  %E103 = extractelement <1 x double> %Shuff52, i32 %Se85
  %Shuff104 = shufflevector <1 x double> %Shuff52, <1 x double> %I98, <1 x i32> <i32 1>
  %I105 = insertelement <16 x i64> %ZE, i64 %E6, i32 %3
  %B106 = srem i64 %Se, %Se
  %Tr107 = fptrunc double %BC to float
  %Sl108 = select i1 %Sl35, <1 x double> %Shuff104, <1 x double> %L37
  %Cmp109 = icmp sgt i32 %E81, %L73
  br i1 %Cmp109, label %CF268, label %CF270

CF270:                                            ; preds = %CF268
  %L110 = load i16, ptr %0, align 2
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %E111 = extractelement <2 x float> %L30, i32 %L
  %Shuff112 = shufflevector <8 x i8> %L57, <8 x i8> %L57, <8 x i32> <i32 poison, i32 10, i32 poison, i32 14, i32 0, i32 poison, i32 poison, i32 poison>
  %I113 = insertelement <16 x i64> %ZE, i64 %E38, i32 %B
  %B114 = fmul double %Sl48, 0xD635E4D436333A52
  %FC115 = sitofp i16 %Sl to float
  %Sl116 = select i1 false, i32 241299, i32 %E81
  %Cmp117 = icmp eq i8 %B54, %B61
  br i1 %Cmp117, label %CF240, label %CF253

CF253:                                            ; preds = %CF253, %CF265, %CF270
  %L118 = load <8 x i32>, ptr %0, align 32
  store float %Tr107, ptr %0, align 4
  %E119 = extractelement <1 x double> %Sl108, i32 %L73
  %Shuff120 = shufflevector <1 x double> %L37, <1 x double> %Shuff104, <1 x i32> <i32 1>
  %I121 = insertelement <4 x i1> %Cmp64, i1 true, i32 %Se85
  %B122 = urem <2 x i64> %Shuff7, %I76
  %Tr123 = trunc i64 %E58 to i1
  br i1 %Tr123, label %CF253, label %CF262

CF262:                                            ; preds = %CF262, %CF253
  %Sl124 = select i1 %Cmp101, i16 %Sl41, i16 %L110
  %Cmp125 = icmp sge <16 x i64> %I68, %I60
  %L126 = load <4 x i16>, ptr %0, align 8
  store i64 %4, ptr %0, align 4
  %E127 = extractelement <4 x i64> %Shuff, i32 %Sl116
  %Shuff128 = shufflevector <4 x i8> %Shuff75, <4 x i8> %Tr47, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I129 = insertelement <4 x i64> %Shuff90, i64 %Sl86, i32 %L
  %FC130 = sitofp i1 %Cmp42 to double
  %Sl131 = select i1 %Tr55, float %Tr93, float 0x4332E556C0000000
  %Cmp132 = icmp eq i1 %L88, %Sl35
  br i1 %Cmp132, label %CF262, label %CF265

CF265:                                            ; preds = %CF262
  %L133 = load <4 x i64>, ptr %0, align 32
  store float %Tr93, ptr %0, align 4
  %E134 = extractelement <2 x i64> %B122, i32 %Sl116
  %Shuff135 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I76, <2 x i32> <i32 3, i32 1>
  %I136 = insertelement <2 x i8> %L24, i8 %B61, i32 %Sl116
  %B137 = sdiv i16 -25305, %Sl124
  %Se138 = sext i16 %B20 to i32
  %Sl139 = select i1 %Cmp101, i64 %E66, i64 %E
  %Cmp140 = fcmp ugt double %E89, %Sl48
  br i1 %Cmp140, label %CF253, label %CF258

CF258:                                            ; preds = %CF265
  %L141 = load i16, ptr %0, align 2
  %E142 = extractelement <8 x float> %L80, i32 %Sl116
  %Shuff143 = shufflevector <2 x i64> %Shuff7, <2 x i64> %B122, <2 x i32> <i32 3, i32 1>
  %I144 = insertelement <4 x i64> zeroinitializer, i64 %L50, i32 %L
  %B145 = add <8 x i32> %Shuff26, %Shuff59
  %PC = bitcast ptr %A1 to ptr
  %Sl146 = select i1 %Sl35, i64 %L50, i64 %E127
  %Cmp147 = icmp eq i1 %Cmp117, %Tr123
  br i1 %Cmp147, label %CF240, label %CF248

CF248:                                            ; preds = %CF258
  %L148 = load i16, ptr %PC, align 2
  %E149 = extractelement <4 x i64> %Shuff39, i32 241299
  %Shuff150 = shufflevector <4 x i64> %L133, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I151 = insertelement <8 x float> %L80, float %E142, i32 %Se85
  %B152 = urem i16 %B137, %Sl124
  %Se153 = sext i8 %Sl9 to i64
  %Sl154 = select i1 %Cmp87, i8 %E96, i8 %5
  %Cmp155 = icmp uge i64 %Se, %Sl100
  br i1 %Cmp155, label %CF240, label %CF246

CF246:                                            ; preds = %CF248
  %L156 = load i16, ptr %PC, align 2
  store <16 x i8> zeroinitializer, ptr %PC, align 16
  %E157 = extractelement <4 x i64> %I33, i32 %L73
  %Shuff158 = shufflevector <4 x i64> %B28, <4 x i64> %I8, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I159 = insertelement <4 x i64> zeroinitializer, i64 %E, i32 %L73
  %B160 = ashr i64 %E157, %E
  %Tr161 = trunc i64 %E25 to i32
  %Sl162 = select i1 %Cmp132, double %FC130, double %FC130
  %Cmp163 = icmp uge i8 31, %E96
  br label %CF

CF:                                               ; preds = %CF, %CF267, %CF266, %CF251, %CF264, %CF246
  %L164 = load float, ptr %1, align 4
  store <2 x i64> %B122, ptr %PC, align 16
  %E165 = extractelement <4 x i64> zeroinitializer, i32 %Sl116
  %Shuff166 = shufflevector <4 x i64> %Shuff, <4 x i64> %Shuff158, <4 x i32> <i32 6, i32 0, i32 2, i32 poison>
  %I167 = insertelement <4 x i64> zeroinitializer, i64 %Sl86, i32 %Sl116
  %B168 = and <16 x i8> zeroinitializer, zeroinitializer
  %Tr169 = trunc <4 x i64> %Sl63 to <4 x i32>
  %Sl170 = select i1 false, i64 143247, i64 %4
  %Cmp171 = icmp ugt <4 x i64> %Shuff32, %I8
  %L172 = load <4 x double>, ptr %PC, align 32
  store float %L164, ptr %PC, align 4
  %E173 = extractelement <8 x i64> zeroinitializer, i32 %L73
  %Shuff174 = shufflevector <2 x double> %L102, <2 x double> %L102, <2 x i32> <i32 3, i32 poison>
  %I175 = insertelement <2 x i8> %Shuff45, i8 %Sl154, i32 %3
  %B176 = xor i8 %Sl29, %Se70
  %FC177 = fptoui double %FC130 to i8
  %Sl178 = select <2 x i1> %L10, <2 x i8> %I136, <2 x i8> %I175
  %Cmp179 = fcmp oge <2 x double> %L102, %L102
  %L180 = load <1 x double>, ptr %PC, align 8
  store i32 %FC, ptr %PC, align 4
  %E181 = extractelement <8 x double> %L16, i32 430107
  %Shuff182 = shufflevector <2 x i8> %Shuff45, <2 x i8> %I136, <2 x i32> <i32 1, i32 3>
  %I183 = insertelement <2 x i1> %Shuff18, i1 %E17, i32 %L
  %FC184 = fptosi float 0x4332E556C0000000 to i64
  %Sl185 = select i1 %L88, i16 %L148, i16 %Sl78
  %Cmp186 = fcmp ugt double %B114, %FC62
  br i1 %Cmp186, label %CF, label %CF267

CF267:                                            ; preds = %CF
  %L187 = load <8 x double>, ptr %PC, align 64
  store i1 %Cmp147, ptr %PC, align 1
  %E188 = extractelement <2 x i64> zeroinitializer, i32 %L73
  %Shuff189 = shufflevector <2 x i8> %Sl178, <2 x i8> %I136, <2 x i32> <i32 1, i32 3>
  %I190 = insertelement <4 x i64> %Shuff158, i64 %E188, i32 %L73
  %B191 = add <2 x i64> zeroinitializer, %Shuff7
  %FC192 = fptoui double 0x6B69CB08AD678286 to i8
  %Sl193 = select i1 %Sl35, ptr %A1, ptr %PC
  %Cmp194 = icmp slt <2 x i8> %L24, %Shuff182
  %L195 = load i16, ptr %PC, align 2
  store <16 x i16> %L65, ptr %PC, align 32
  %E196 = extractelement <4 x i64> %Shuff166, i32 %3
  %Shuff197 = shufflevector <4 x i64> %Shuff90, <4 x i64> %I190, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I198 = insertelement <8 x i64> zeroinitializer, i64 %E, i32 %Tr161
  %B199 = urem <16 x i8> zeroinitializer, %B168
  %ZE200 = zext i1 %Cmp109 to i8
  %Sl201 = select i1 %L88, <2 x i1> %Cmp194, <2 x i1> %L10
  %Cmp202 = icmp ult i8 %Sl9, %Sl154
  br i1 %Cmp202, label %CF, label %CF261

CF261:                                            ; preds = %CF261, %CF267
  %L203 = load i32, ptr %PC, align 4
  store <1 x i8> zeroinitializer, ptr %Sl193, align 1
  %E204 = extractelement <4 x i64> zeroinitializer, i32 %L203
  %Shuff205 = shufflevector <2 x double> %L102, <2 x double> %L102, <2 x i32> <i32 1, i32 3>
  %I206 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 %L203
  %BC207 = bitcast <4 x i64> %I to <4 x double>
  %Sl208 = select i1 %Cmp101, ptr %2, ptr %Sl193
  %Cmp209 = icmp ult i64 %E157, %Sl56
  br i1 %Cmp209, label %CF261, label %CF266

CF266:                                            ; preds = %CF261
  %L210 = load <8 x float>, ptr %PC, align 32
  store float %Tr93, ptr %PC, align 4
  %E211 = extractelement <2 x i16> %L95, i32 %L73
  %Shuff212 = shufflevector <2 x i8> %Shuff45, <2 x i8> %I136, <2 x i32> <i32 1, i32 3>
  %I213 = insertelement <4 x i64> %Shuff158, i64 %E134, i32 %Sl116
  %B214 = urem i32 %E81, %L73
  %FC215 = fptosi <4 x double> %BC207 to <4 x i64>
  %Sl216 = select i1 %Tr55, i16 %L148, i16 %B152
  %Cmp217 = icmp ugt i1 %Sl35, %Cmp209
  br i1 %Cmp217, label %CF, label %CF251

CF251:                                            ; preds = %CF266
  %L218 = load <1 x float>, ptr %PC, align 4
  store double %B34, ptr %PC, align 8
  %E219 = extractelement <2 x i1> %I183, i32 241299
  br i1 %E219, label %CF, label %CF250

CF250:                                            ; preds = %CF250, %CF251
  %Shuff220 = shufflevector <4 x i64> %L133, <4 x i64> %I19, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I221 = insertelement <16 x i64> %I105, i64 %FC184, i32 %L203
  %Sl222 = select i1 %Cmp132, i32 %3, i32 %L203
  %Cmp223 = fcmp oeq double 0x6245C4E46A43C262, %E89
  br i1 %Cmp223, label %CF250, label %CF260

CF260:                                            ; preds = %CF260, %CF250
  %L224 = load i1, ptr %0, align 1
  br i1 %L224, label %CF260, label %CF264

CF264:                                            ; preds = %CF260
  %E225 = extractelement <2 x i8> %L24, i32 %L73
  %Shuff226 = shufflevector <2 x i1> %L10, <2 x i1> %Shuff18, <2 x i32> <i32 1, i32 3>
  %I227 = insertelement <2 x i8> %L24, i8 %Sl154, i32 %Sl116
  %B228 = lshr i8 %B61, %Sl9
  %ZE229 = fpext <8 x float> %L210 to <8 x double>
  %Sl230 = select i1 %Cmp209, double 0x6245C4E46A43C262, double %E181
  %Cmp231 = icmp sge <4 x i64> %I213, zeroinitializer
  %L232 = load i8, ptr %Sl193, align 1
  store <1 x double> %L37, ptr %0, align 8
  %E233 = extractelement <2 x i64> %Shuff143, i32 %L73
  %Shuff234 = shufflevector <8 x i32> %L118, <8 x i32> zeroinitializer, <8 x i32> <i32 2, i32 4, i32 6, i32 poison, i32 poison, i32 poison, i32 14, i32 0>
  %I235 = insertelement <2 x double> %Shuff205, double %B34, i32 %Sl116
  %B236 = lshr i64 %B106, %Sl146
  %Se237 = sext <2 x i1> %L10 to <2 x i64>
  %Sl238 = select i1 %Cmp87, i1 %Cmp155, i1 true
  br i1 %Sl238, label %CF, label %CF245

CF245:                                            ; preds = %CF264
  %Cmp239 = icmp eq <8 x i32> %Shuff234, %Shuff26
  store double %Sl230, ptr %PC, align 8
  store i1 %Cmp155, ptr %PC, align 1
  store i16 %Sl, ptr %PC, align 2
  store double %Sl230, ptr %0, align 8
  store i8 %Sl154, ptr %Sl193, align 1
  ret void
}
