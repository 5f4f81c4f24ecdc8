; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD8(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i8>, align 2
  %A3 = alloca <8 x i8>, align 8
  %A2 = alloca <8 x float>, align 32
  %A1 = alloca <4 x i1>, align 1
  %A = alloca <4 x double>, align 32
  %L = load i8, ptr %A, align 1
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E = extractelement <4 x i64> zeroinitializer, i32 455489
  %Shuff = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> zeroinitializer
  %I = insertelement <1 x i1> zeroinitializer, i1 true, i32 441593
  %Sl = select i1 true, double 0xDED73FF603D59A74, double 0x2A87E7A60785FA24
  %Cmp = fcmp false double 0xDED73FF603D59A74, 0xDED73FF603D59A74
  br label %CF258

CF258:                                            ; preds = %BB
  %L5 = load i16, ptr %0, align 2
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 64
  %E6 = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I8 = insertelement <1 x i1> zeroinitializer, i1 true, i32 441593
  %Tr = trunc <8 x i32> zeroinitializer to <8 x i8>
  %Sl9 = select i1 true, i64 %4, i64 182781
  %Cmp10 = icmp ule i8 0, %5
  br label %CF246

CF246:                                            ; preds = %CF246, %CF261, %CF265, %CF258
  %L11 = load i1, ptr %0, align 1
  br i1 %L11, label %CF246, label %CF261

CF261:                                            ; preds = %CF246
  store <2 x i16> <i16 0, i16 -1>, ptr %0, align 4
  %E12 = extractelement <4 x i32> %Shuff7, i32 %E6
  %Shuff13 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %I8, <1 x i32> zeroinitializer
  %I14 = insertelement <8 x i8> %Tr, i8 -11, i32 %E12
  %FC = sitofp <2 x i64> zeroinitializer to <2 x double>
  %Sl15 = select i1 true, float 0x3AE62A1A00000000, float 0x3860281400000000
  %Cmp16 = icmp ult i64 182781, 182781
  br i1 %Cmp16, label %CF246, label %CF251

CF251:                                            ; preds = %CF251, %CF261
  %L17 = load <8 x i1>, ptr %0, align 1
  store double 0x2A87E7A60785FA24, ptr %0, align 8
  %E18 = extractelement <4 x i32> %Shuff7, i32 441593
  %Shuff19 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I20 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 441593
  %B = fdiv double 0x3AC747E6B7C5FA64, 0xD7A367C21AA16040
  %Tr21 = trunc <2 x i32> zeroinitializer to <2 x i8>
  %Sl22 = select i1 true, ptr %1, ptr %0
  %Cmp23 = icmp ne <4 x i32> zeroinitializer, %Shuff7
  %L24 = load float, ptr %Sl22, align 4
  store <2 x i64> %Shuff19, ptr %Sl22, align 16
  %E25 = extractelement <1 x i64> zeroinitializer, i32 %3
  %Shuff26 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff19, <2 x i32> <i32 0, i32 2>
  %I27 = insertelement <2 x double> %FC, double 0xD7A367C21AA16040, i32 %E12
  %B28 = fadd float 0xC7CDA66180000000, %Sl15
  %PC = bitcast ptr %0 to ptr
  %Sl29 = select i1 true, <8 x i64> zeroinitializer, <8 x i64> zeroinitializer
  %L30 = load <4 x double>, ptr %Sl22, align 32
  store double %Sl, ptr %Sl22, align 8
  %E31 = extractelement <1 x i64> zeroinitializer, i32 %E18
  %Shuff32 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I33 = insertelement <8 x i64> zeroinitializer, i64 %Sl9, i32 %E6
  %B34 = fsub <4 x double> %L30, %L30
  %FC35 = sitofp <2 x i8> %Tr21 to <2 x double>
  %Sl36 = select i1 %Cmp10, <2 x double> %FC, <2 x double> %FC
  %L37 = load <8 x i1>, ptr %0, align 1
  store i32 %3, ptr %Sl22, align 4
  %E38 = extractelement <4 x i64> zeroinitializer, i32 441593
  %Shuff39 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I40 = insertelement <8 x i32> zeroinitializer, i32 %3, i32 441593
  %B41 = xor <2 x i64> %Shuff19, %Shuff19
  %FC42 = fptosi <2 x double> %FC35 to <2 x i1>
  %Sl43 = select i1 %Cmp, i32 455489, i32 441593
  %Cmp44 = icmp ule i8 %5, %L
  br i1 %Cmp44, label %CF251, label %CF265

CF265:                                            ; preds = %CF251
  %L45 = load <1 x double>, ptr %0, align 8
  store double %B, ptr %Sl22, align 8
  %E46 = extractelement <8 x i64> zeroinitializer, i32 441593
  %Shuff47 = shufflevector <2 x i64> %I20, <2 x i64> %Shuff19, <2 x i32> <i32 1, i32 3>
  %I48 = insertelement <2 x i64> %Shuff47, i64 182781, i32 %3
  %Tr49 = trunc <1 x i64> %Shuff39 to <1 x i16>
  %Sl50 = select i1 true, <8 x i8> %I14, <8 x i8> %Tr
  %Cmp51 = icmp sgt <8 x i64> zeroinitializer, %Sl29
  %L52 = load i16, ptr %Sl22, align 2
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl22, align 64
  %E53 = extractelement <8 x i64> zeroinitializer, i32 441593
  %Shuff54 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Shuff39, <1 x i32> zeroinitializer
  %I55 = insertelement <4 x i64> zeroinitializer, i64 %E53, i32 %Sl43
  %B56 = srem <2 x i32> %Shuff32, %Shuff32
  %Se = sext <4 x i1> zeroinitializer to <4 x i32>
  %Sl57 = select i1 %Cmp, i1 %Cmp, i1 true
  br i1 %Sl57, label %CF246, label %CF249

CF249:                                            ; preds = %CF249, %CF264, %CF265
  %Cmp58 = fcmp uno <1 x double> %L45, %L45
  %L59 = load i32, ptr %Sl22, align 4
  store <4 x double> %L30, ptr %Sl22, align 32
  %E60 = extractelement <4 x i32> %Se, i32 455489
  %Shuff61 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Shuff39, <1 x i32> zeroinitializer
  %I62 = insertelement <2 x double> %FC35, double %Sl, i32 %L59
  %Tr63 = trunc i16 0 to i1
  br i1 %Tr63, label %CF249, label %CF264

CF264:                                            ; preds = %CF249
  %Sl64 = select i1 %Cmp44, <4 x i1> zeroinitializer, <4 x i1> %Cmp23
  %Cmp65 = icmp ult <4 x i1> %Sl64, %Cmp23
  %L66 = load i64, ptr %Sl22, align 4
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl22, align 64
  %E67 = extractelement <4 x i32> zeroinitializer, i32 %E6
  %Shuff68 = shufflevector <2 x i64> %Shuff26, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I69 = insertelement <8 x i1> %L17, i1 %Cmp, i32 %E6
  %Se70 = sext i8 %5 to i16
  %Sl71 = select i1 %Cmp, i1 %Cmp44, i1 %Cmp
  br i1 %Sl71, label %CF249, label %CF256

CF256:                                            ; preds = %CF256, %CF264
  %Cmp72 = icmp ult <4 x i1> zeroinitializer, %Sl64
  %L73 = load i16, ptr %Sl22, align 2
  %E74 = extractelement <1 x i64> zeroinitializer, i32 %E6
  %Shuff75 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff19, <2 x i32> <i32 3, i32 1>
  %I76 = insertelement <2 x double> %I27, double 0x2A87E7A60785FA24, i32 %Sl43
  %B77 = add <1 x i64> %Shuff54, %Shuff39
  %FC78 = sitofp <1 x i1> %I8 to <1 x float>
  %Sl79 = select i1 %Cmp10, ptr %PC, ptr %PC
  %Cmp80 = icmp ne i64 %E25, %E38
  br i1 %Cmp80, label %CF256, label %CF259

CF259:                                            ; preds = %CF259, %CF256
  %L81 = load <1 x double>, ptr %Sl22, align 8
  store float %L24, ptr %Sl22, align 4
  %E82 = extractelement <4 x i1> %Cmp72, i32 %3
  br i1 %E82, label %CF259, label %CF267

CF267:                                            ; preds = %CF259
  %Shuff83 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp23, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I84 = insertelement <1 x i1> %Shuff, i1 true, i32 455489
  %Tr85 = trunc <2 x i64> %B41 to <2 x i1>
  %Sl86 = select i1 true, <8 x i1> %L37, <8 x i1> %L17
  %Cmp87 = icmp ule <2 x i1> %FC42, %FC42
  %L88 = load i16, ptr %Sl79, align 2
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl79, align 64
  %E89 = extractelement <2 x i64> %Shuff68, i32 455489
  %Shuff90 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %I40, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I91 = insertelement <2 x i64> zeroinitializer, i64 %E53, i32 %Sl43
  %Se92 = sext i8 %5 to i64
  %Sl93 = select i1 %Cmp80, i64 %L66, i64 %E25
  %Cmp94 = icmp ult <2 x i64> %Shuff26, %Shuff68
  %L95 = load double, ptr %Sl79, align 8
  store <2 x i32> zeroinitializer, ptr %0, align 8
  %E96 = extractelement <2 x i64> %Shuff75, i32 441593
  %Shuff97 = shufflevector <2 x i64> %Shuff75, <2 x i64> %Shuff68, <2 x i32> <i32 2, i32 poison>
  %I98 = insertelement <2 x i64> zeroinitializer, i64 %E74, i32 %E67
  %B99 = xor <8 x i32> %I40, zeroinitializer
  %Tr100 = trunc <4 x i32> zeroinitializer to <4 x i1>
  %Sl101 = select i1 %Tr63, i32 %E60, i32 %L59
  %Cmp102 = icmp ult <1 x i1> zeroinitializer, %Cmp58
  %L103 = load <1 x double>, ptr %Sl22, align 8
  store i1 %Cmp44, ptr %PC, align 1
  %E104 = extractelement <1 x double> %L45, i32 %E12
  %Shuff105 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff19, <2 x i32> <i32 3, i32 poison>
  %I106 = insertelement <4 x double> %B34, double %L95, i32 %Sl43
  %B107 = fadd <2 x double> %I76, %I27
  %PC108 = bitcast ptr %Sl79 to ptr
  %Sl109 = select i1 %Sl57, i64 %Sl9, i64 %E31
  %Cmp110 = fcmp uge float 0x3860281400000000, 0x3860281400000000
  br label %CF238

CF238:                                            ; preds = %CF238, %CF250, %CF254, %CF269, %CF267
  %L111 = load double, ptr %Sl22, align 8
  store <2 x i64> %Shuff68, ptr %Sl22, align 16
  %E112 = extractelement <8 x i32> %Shuff90, i32 %Sl101
  %Shuff113 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I114 = insertelement <2 x i1> %Cmp94, i1 true, i32 %Sl43
  %FC115 = sitofp <1 x i1> zeroinitializer to <1 x double>
  %Sl116 = select i1 %Cmp110, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer
  %Cmp117 = icmp slt <1 x i1> %Cmp102, zeroinitializer
  %L118 = load double, ptr %Sl79, align 8
  %E119 = extractelement <4 x i32> %Shuff113, i32 %Sl101
  %Shuff120 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I121 = insertelement <2 x i64> %Shuff105, i64 %E25, i32 %Sl101
  %B122 = sdiv <4 x i32> zeroinitializer, zeroinitializer
  %Sl123 = select i1 %Sl57, <2 x i1> %Tr85, <2 x i1> %Tr85
  %Cmp124 = icmp sgt <2 x i64> %Shuff68, %I121
  %L125 = load i32, ptr %0, align 4
  store <2 x i16> <i16 0, i16 -1>, ptr %Sl79, align 4
  %E126 = extractelement <1 x i1> %I84, i32 %Sl43
  br i1 %E126, label %CF238, label %CF250

CF250:                                            ; preds = %CF238
  %Shuff127 = shufflevector <1 x double> %L103, <1 x double> %L45, <1 x i32> zeroinitializer
  %I128 = insertelement <8 x i64> %Sl29, i64 %L66, i32 455489
  %B129 = xor <8 x i64> %Sl29, %I128
  %FC130 = fptosi double 0x3AC747E6B7C5FA64 to i64
  %Sl131 = select i1 %Cmp110, i32 %E18, i32 441593
  %Cmp132 = icmp slt i1 %Cmp16, true
  br i1 %Cmp132, label %CF238, label %CF248

CF248:                                            ; preds = %CF248, %CF250
  %L133 = load <4 x i32>, ptr %0, align 16
  store i1 %Cmp, ptr %PC108, align 1
  %E134 = extractelement <2 x i64> %Shuff97, i32 441593
  %Shuff135 = shufflevector <1 x i1> %Shuff, <1 x i1> %I84, <1 x i32> <i32 1>
  %I136 = insertelement <4 x i32> %L133, i32 455489, i32 %Sl131
  %B137 = or <2 x i64> zeroinitializer, %Shuff19
  %PC138 = bitcast ptr %Sl79 to ptr
  %Sl139 = select i1 %Cmp, i64 %E53, i64 %E31
  %Cmp140 = icmp ule <2 x i64> %Shuff26, %B137
  %L141 = load i1, ptr %Sl22, align 1
  br i1 %L141, label %CF248, label %CF254

CF254:                                            ; preds = %CF248
  store <4 x i64> zeroinitializer, ptr %Sl22, align 32
  %E142 = extractelement <1 x i1> %I84, i32 441593
  br i1 %E142, label %CF238, label %CF240

CF240:                                            ; preds = %CF240, %CF262, %CF252, %CF254
  %Shuff143 = shufflevector <2 x i1> %Cmp87, <2 x i1> %FC42, <2 x i32> <i32 poison, i32 0>
  %I144 = insertelement <4 x i32> zeroinitializer, i32 %Sl101, i32 %L59
  %B145 = or i64 %Sl139, %Sl109
  %ZE = zext i1 %E126 to i64
  %Sl146 = select i1 %Cmp110, i1 %Cmp16, i1 %E126
  br i1 %Sl146, label %CF240, label %CF253

CF253:                                            ; preds = %CF253, %CF240
  %Cmp147 = icmp sgt <8 x i32> %B99, %Shuff90
  %L148 = load <16 x double>, ptr %PC138, align 128
  store float %B28, ptr %PC138, align 4
  %E149 = extractelement <1 x i64> %Shuff39, i32 %Sl43
  %Shuff150 = shufflevector <1 x i64> %Shuff39, <1 x i64> %Shuff39, <1 x i32> <i32 1>
  %I151 = insertelement <1 x i1> zeroinitializer, i1 %Sl71, i32 %Sl101
  %B152 = frem double %B, 0x595F047E925D72FC
  %Sl153 = select i1 %Cmp44, i32 %E18, i32 455489
  %Cmp154 = icmp eq <1 x i1> %Cmp117, %I151
  %L155 = load i1, ptr %Sl79, align 1
  br i1 %L155, label %CF253, label %CF260

CF260:                                            ; preds = %CF260, %CF253
  %E156 = extractelement <1 x i64> zeroinitializer, i32 %Sl101
  %Shuff157 = shufflevector <1 x i1> %Shuff135, <1 x i1> %Cmp58, <1 x i32> <i32 1>
  %I158 = insertelement <1 x i1> %Shuff13, i1 %Cmp44, i32 %Sl153
  %B159 = mul <4 x i32> %Shuff7, %Shuff113
  %FC160 = uitofp i1 %E82 to double
  %Sl161 = select i1 %Cmp44, i64 %Sl109, i64 %4
  %Cmp162 = fcmp oeq <1 x double> %Shuff127, %L81
  %L163 = load i8, ptr %0, align 1
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl79, align 8
  %E164 = extractelement <4 x i1> %Tr100, i32 %E119
  br i1 %E164, label %CF260, label %CF262

CF262:                                            ; preds = %CF260
  %Shuff165 = shufflevector <2 x i64> %B41, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I166 = insertelement <4 x i32> %B159, i32 %E12, i32 441593
  %B167 = add <2 x i64> %Shuff97, %Shuff165
  %FC168 = fptosi double 0xDED73FF603D59A74 to i16
  %Sl169 = select i1 %E82, i32 %E112, i32 %E119
  %Cmp170 = icmp slt i64 124493, %E149
  br i1 %Cmp170, label %CF240, label %CF252

CF252:                                            ; preds = %CF262
  %L171 = load <2 x i64>, ptr %Sl22, align 16
  store i16 %L52, ptr %Sl79, align 2
  %E172 = extractelement <4 x i32> %Shuff7, i32 %E119
  %Shuff173 = shufflevector <4 x i1> %Cmp23, <4 x i1> %Tr100, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I174 = insertelement <1 x i64> zeroinitializer, i64 %Sl109, i32 %E12
  %B175 = mul <2 x i64> %L171, %I121
  %PC176 = bitcast ptr %Sl79 to ptr
  %Sl177 = select i1 %Tr63, i32 %E67, i32 %E172
  %Cmp178 = fcmp uge float 0xC7CDA66180000000, 0x3860281400000000
  br i1 %Cmp178, label %CF240, label %CF245

CF245:                                            ; preds = %CF245, %CF252
  %L179 = load double, ptr %A, align 8
  store <1 x float> %FC78, ptr %Sl22, align 4
  %E180 = extractelement <8 x i1> %L17, i32 %Sl101
  br i1 %E180, label %CF245, label %CF269

CF269:                                            ; preds = %CF245
  %Shuff181 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Shuff39, <1 x i32> zeroinitializer
  %I182 = insertelement <4 x i32> zeroinitializer, i32 %E18, i32 455489
  %B183 = urem i64 %Sl93, 222553
  %PC184 = bitcast ptr %2 to ptr
  %Sl185 = select i1 %Cmp178, double 0x3AC747E6B7C5FA64, double %L95
  %Cmp186 = icmp ne i1 %Sl71, %Cmp80
  br i1 %Cmp186, label %CF238, label %CF239

CF239:                                            ; preds = %CF269
  %L187 = load <8 x i8>, ptr %Sl22, align 8
  store i1 %Cmp44, ptr %PC176, align 1
  %E188 = extractelement <8 x i64> zeroinitializer, i32 %E6
  %Shuff189 = shufflevector <2 x i64> %Shuff47, <2 x i64> %Shuff68, <2 x i32> <i32 1, i32 3>
  %I190 = insertelement <1 x i1> %Cmp117, i1 %Sl71, i32 %Sl43
  %FC191 = uitofp <2 x i64> zeroinitializer to <2 x float>
  %Sl192 = select i1 %Cmp132, ptr %PC108, ptr %PC108
  %Cmp193 = icmp slt <4 x i32> zeroinitializer, %L133
  %L194 = load i16, ptr %Sl22, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl79, align 16
  %E195 = extractelement <8 x i1> %Cmp147, i32 %Sl43
  br label %CF

CF:                                               ; preds = %CF, %CF239
  %Shuff196 = shufflevector <4 x i32> %Shuff113, <4 x i32> %B159, <4 x i32> <i32 6, i32 0, i32 poison, i32 4>
  %I197 = insertelement <4 x i32> %B159, i32 %Sl177, i32 %3
  %Sl198 = select <4 x i1> %Tr100, <4 x i32> %Shuff7, <4 x i32> %Shuff113
  %Cmp199 = icmp uge i1 %Sl71, true
  br i1 %Cmp199, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF247, %CF
  %L200 = load <4 x double>, ptr %PC108, align 32
  store i64 %4, ptr %Sl79, align 4
  %E201 = extractelement <8 x i32> %I40, i32 %Sl101
  %Shuff202 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %I174, <1 x i32> <i32 1>
  %I203 = insertelement <1 x i1> %Shuff157, i1 true, i32 %Sl101
  %B204 = and i64 %E53, %L66
  %Sl205 = select i1 %Cmp110, double %FC160, double %L95
  %Cmp206 = fcmp ole double 0xC413A0329F1130B0, %L179
  br i1 %Cmp206, label %CF241, label %CF243

CF243:                                            ; preds = %CF243, %CF241
  %L207 = load i1, ptr %Sl79, align 1
  br i1 %L207, label %CF243, label %CF247

CF247:                                            ; preds = %CF243
  store <1 x float> %FC78, ptr %Sl79, align 4
  %E208 = extractelement <1 x double> %L45, i32 %E112
  %Shuff209 = shufflevector <2 x i1> %Cmp94, <2 x i1> %I114, <2 x i32> <i32 2, i32 0>
  %I210 = insertelement <1 x i1> %I190, i1 %Cmp132, i32 %Sl101
  %B211 = srem <4 x i32> %I166, zeroinitializer
  %FC212 = uitofp <4 x i1> %Sl64 to <4 x double>
  %Sl213 = select <4 x i1> %Sl64, <4 x i1> %Shuff83, <4 x i1> %Sl64
  %Cmp214 = fcmp ule double 0x42E7F8060FE5FA84, %L95
  br i1 %Cmp214, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF268, %CF247
  %L215 = load <4 x i32>, ptr %Sl22, align 16
  store i64 %Sl139, ptr %Sl79, align 4
  %E216 = extractelement <2 x i1> %I114, i32 %E6
  br i1 %E216, label %CF242, label %CF268

CF268:                                            ; preds = %CF242
  %Shuff217 = shufflevector <2 x i64> %Shuff75, <2 x i64> %Shuff19, <2 x i32> <i32 poison, i32 3>
  %I218 = insertelement <1 x i64> %B77, i64 182781, i32 %E119
  %B219 = sub i64 %E134, %Sl109
  %Tr220 = trunc <2 x i64> %I121 to <2 x i16>
  %Sl221 = select i1 %Sl71, double %E208, double %FC160
  %Cmp222 = icmp slt <2 x i64> %I20, %Shuff165
  %L223 = load double, ptr %Sl22, align 8
  %E224 = extractelement <8 x i1> %Cmp147, i32 %E201
  br i1 %E224, label %CF242, label %CF244

CF244:                                            ; preds = %CF244, %CF263, %CF268
  %Shuff225 = shufflevector <1 x double> %L81, <1 x double> %L45, <1 x i32> poison
  %I226 = insertelement <2 x i1> %Shuff209, i1 %Cmp44, i32 441593
  %Tr227 = trunc i32 %Sl153 to i16
  %Sl228 = select <8 x i1> %L17, <8 x i64> %Sl29, <8 x i64> %Sl29
  %Cmp229 = icmp ne i1 true, true
  br i1 %Cmp229, label %CF244, label %CF257

CF257:                                            ; preds = %CF257, %CF266, %CF244
  %L230 = load <2 x float>, ptr %PC, align 8
  store i8 %L163, ptr %Sl22, align 1
  %E231 = extractelement <8 x i1> %Cmp147, i32 441593
  br i1 %E231, label %CF257, label %CF266

CF266:                                            ; preds = %CF257
  %Shuff232 = shufflevector <4 x double> %L30, <4 x double> %L200, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I233 = insertelement <1 x i64> zeroinitializer, i64 182781, i32 %3
  %B234 = shl <2 x i64> %Shuff217, %Shuff19
  %Tr235 = trunc i64 %E38 to i1
  br i1 %Tr235, label %CF257, label %CF263

CF263:                                            ; preds = %CF266
  %Sl236 = select i1 %Cmp44, i1 %E180, i1 %Tr63
  br i1 %Sl236, label %CF244, label %CF255

CF255:                                            ; preds = %CF263
  %Cmp237 = icmp ne <4 x i1> %Cmp65, %Sl213
  store <4 x double> %L200, ptr %Sl22, align 32
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl22, align 16
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl22, align 64
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %1, align 32
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %A, align 8
  ret void
}
