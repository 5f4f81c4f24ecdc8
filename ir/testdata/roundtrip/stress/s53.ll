; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD53(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca float, align 4
  %A2 = alloca i8, align 1
  %A1 = alloca i32, align 4
  %A = alloca double, align 8
  %L = load <2 x i1>, ptr %A, align 1
  store float 0xB94B6C0F40000000, ptr %0, align 4
  %E = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I = insertelement <2 x i8> zeroinitializer, i8 -9, i32 0
  %FC = sitofp i1 true to double
  %Sl = select i1 true, float 0xB94B6C0F40000000, float 0xB94B6C0F40000000
  %Cmp = fcmp ult float 0xB94B6C0F40000000, 0xC6FCFDA0C0000000
  br label %CF255

CF255:                                            ; preds = %BB
  %L5 = load <1 x i8>, ptr %0, align 1
  store float 0xC6FCFDA0C0000000, ptr %0, align 4
  %E6 = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff7 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I8 = insertelement <2 x i8> %I, i8 %5, i32 0
  %B = xor i16 -14001, %E6
  %FC9 = uitofp i16 23967 to double
  %Sl10 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer
  %L11 = load i16, ptr %A3, align 2
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E12 = extractelement <16 x i64> zeroinitializer, i32 144895
  %Shuff13 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 poison, i32 4>
  %I14 = insertelement <4 x i32> %Sl10, i32 0, i32 144895
  %B15 = sdiv <1 x i8> %L5, %L5
  %ZE = zext i8 107 to i32
  %Sl16 = select i1 %Cmp, double 0x9E7D271C727BF09A, double %FC
  %Cmp17 = icmp eq i8 -9, -9
  br label %CF243

CF243:                                            ; preds = %CF243, %CF254, %CF255
  %L18 = load <4 x i8>, ptr %A, align 4
  store i32 0, ptr %0, align 4
  %E19 = extractelement <4 x i8> zeroinitializer, i32 %ZE
  %Shuff20 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L18, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I21 = insertelement <1 x i1> zeroinitializer, i1 true, i32 144895
  %B22 = fmul double %FC9, %FC
  %Tr = trunc i32 0 to i1
  br i1 %Tr, label %CF243, label %CF254

CF254:                                            ; preds = %CF243
  %Sl23 = select i1 %Cmp17, <1 x i1> zeroinitializer, <1 x i1> %I21
  %Cmp24 = icmp eq <1 x i1> %Sl23, %I21
  %L25 = load i64, ptr %0, align 4
  store <4 x i8> %L18, ptr %0, align 4
  %E26 = extractelement <16 x i64> zeroinitializer, i32 0
  %Shuff27 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L18, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I28 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 %ZE
  %B29 = ashr <4 x i8> %I28, %L18
  %PC = bitcast ptr %A4 to ptr
  %Sl30 = select i1 true, i64 %L25, i64 %L25
  %Cmp31 = icmp uge <1 x i1> %Cmp24, zeroinitializer
  %L32 = load <4 x i8>, ptr %PC, align 4
  store double %FC9, ptr %PC, align 8
  %E33 = extractelement <4 x i8> %Shuff20, i32 %ZE
  %Shuff34 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I35 = insertelement <2 x i8> %I, i8 %5, i32 %ZE
  %PC36 = bitcast ptr %0 to ptr
  %Sl37 = select i1 true, <1 x i1> zeroinitializer, <1 x i1> zeroinitializer
  %Cmp38 = icmp slt <4 x i8> %Shuff27, %L18
  %L39 = load i64, ptr %PC, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A, align 16
  %E40 = extractelement <1 x i1> %Sl23, i32 0
  br i1 %E40, label %CF243, label %CF244

CF244:                                            ; preds = %CF254
  %Shuff41 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L18, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I42 = insertelement <16 x i16> zeroinitializer, i16 -27689, i32 0
  %B43 = udiv <16 x i64> zeroinitializer, zeroinitializer
  %ZE44 = zext i1 %E40 to i32
  %Sl45 = select i1 %Cmp17, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %Cmp46 = icmp eq <4 x i32> %Shuff, zeroinitializer
  %L47 = load i32, ptr %PC, align 4
  %E48 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff49 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff27, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I50 = insertelement <4 x i16> zeroinitializer, i16 -27689, i32 144895
  %FC51 = sitofp i64 67211 to double
  %Sl52 = select i1 true, i8 %E48, i8 -69
  %L53 = load double, ptr %0, align 8
  store <1 x i64> zeroinitializer, ptr %PC, align 8
  %E54 = extractelement <4 x i8> %L18, i32 144895
  %Shuff55 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %B43, <16 x i32> <i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 poison, i32 25>
  %I56 = insertelement <1 x i1> %I21, i1 true, i32 %ZE
  %B57 = frem float 0xBCB7E91BC0000000, 0xB94B6C0F40000000
  %ZE58 = zext <1 x i8> %L5 to <1 x i16>
  %Sl59 = select i1 %Cmp17, i64 %E12, i64 70395
  %Cmp60 = icmp ule i16 %B, -27581
  br label %CF241

CF241:                                            ; preds = %CF241, %CF256, %CF249, %CF247, %CF246, %CF244
  %L61 = load <8 x i64>, ptr %0, align 64
  store i1 %Cmp60, ptr %PC, align 1
  %E62 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff63 = shufflevector <8 x i64> %L61, <8 x i64> %L61, <8 x i32> <i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I64 = insertelement <4 x i32> zeroinitializer, i32 %ZE, i32 0
  %B65 = fadd double %FC9, 0x9E7D271C727BF09A
  %FC66 = sitofp <1 x i1> %I21 to <1 x double>
  %Sl67 = select i1 %Cmp60, <4 x i8> %B29, <4 x i8> zeroinitializer
  %Cmp68 = icmp uge <1 x i8> %B15, %L5
  %L69 = load i64, ptr %PC, align 4
  %E70 = extractelement <16 x i64> %Shuff55, i32 %ZE
  %Shuff71 = shufflevector <4 x i16> %I50, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 1, i32 poison, i32 5>
  %I72 = insertelement <2 x i1> %L, i1 %E40, i32 144895
  %FC73 = sitofp i16 %L11 to float
  %Sl74 = select i1 true, <1 x i1> %Cmp68, <1 x i1> %I56
  %L75 = load <2 x i1>, ptr %PC, align 1
  store i64 %L69, ptr %PC, align 4
  %E76 = extractelement <1 x i1> zeroinitializer, i32 0
  br i1 %E76, label %CF241, label %CF252

CF252:                                            ; preds = %CF252, %CF241
  %Shuff77 = shufflevector <4 x i8> %Shuff49, <4 x i8> %L18, <4 x i32> <i32 3, i32 poison, i32 7, i32 poison>
  %I78 = insertelement <4 x i32> %I14, i32 %ZE44, i32 %3
  %B79 = udiv i64 %E70, 67211
  %FC80 = fptoui float %B57 to i16
  %Sl81 = select i1 true, i16 -8989, i16 %E6
  %Cmp82 = icmp sgt i16 %FC80, %E6
  br i1 %Cmp82, label %CF252, label %CF256

CF256:                                            ; preds = %CF252
  %L83 = load i8, ptr %PC, align 1
  store <2 x i16> zeroinitializer, ptr %A4, align 4
  %E84 = extractelement <4 x i32> zeroinitializer, i32 %ZE
  %Shuff85 = shufflevector <2 x i1> %L, <2 x i1> %L, <2 x i32> <i32 0, i32 2>
  %I86 = insertelement <1 x i1> zeroinitializer, i1 %Tr, i32 %E84
  %Tr87 = trunc i16 0 to i8
  %Sl88 = select i1 %Cmp, ptr %PC36, ptr %0
  %Cmp89 = icmp slt <16 x i64> %B43, zeroinitializer
  %L90 = load <8 x i32>, ptr %PC36, align 32
  store double 0x9E7D271C727BF09A, ptr %PC, align 8
  %E91 = extractelement <16 x i64> zeroinitializer, i32 0
  %Shuff92 = shufflevector <4 x i8> %Shuff20, <4 x i8> %L18, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I93 = insertelement <8 x i64> %Shuff63, i64 %L69, i32 %E84
  %B94 = and i8 %Sl52, %E19
  %Se = sext i8 %E33 to i32
  %Sl95 = select i1 true, ptr %1, ptr %PC
  %Cmp96 = icmp uge <4 x i16> %I50, %I50
  %L97 = load i16, ptr %Sl88, align 2
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl88, align 8
  %E98 = extractelement <2 x i16> %Sl45, i32 0
  %Shuff99 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L18, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I100 = insertelement <4 x i8> %Shuff49, i8 %L83, i32 144895
  %B101 = fdiv float %Sl, %B57
  %FC102 = uitofp <2 x i16> %Shuff7 to <2 x double>
  %Sl103 = select i1 true, i16 -27689, i16 %FC80
  %Cmp104 = fcmp olt float 0xBCB7E91BC0000000, 0xBCB7E91BC0000000
  br i1 %Cmp104, label %CF241, label %CF249

CF249:                                            ; preds = %CF256
  %L105 = load i64, ptr %PC, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 32
  %E106 = extractelement <1 x i1> zeroinitializer, i32 0
  br i1 %E106, label %CF241, label %CF247

CF247:                                            ; preds = %CF249
  %Shuff107 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 poison, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 16, i32 poison, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2>
  %I108 = insertelement <4 x i32> %I14, i32 %ZE, i32 %3
  %B109 = fmul double %FC51, %FC9
  %Tr110 = trunc i64 10451 to i32
  %Sl111 = select i1 %E40, float 0xBCB7E91BC0000000, float %Sl
  %Cmp112 = icmp uge <4 x i8> %Shuff92, %Shuff27
  %L113 = load double, ptr %PC, align 8
  store <1 x double> %FC66, ptr %PC, align 8
  %E114 = extractelement <1 x i1> %Sl37, i32 %ZE
  br i1 %E114, label %CF241, label %CF246

CF246:                                            ; preds = %CF247
  %Shuff115 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %Cmp68, <1 x i32> zeroinitializer
  %I116 = insertelement <16 x i64> %B43, i64 %Sl30, i32 %Se
  %B117 = add i64 %E91, 10451
  %FC118 = fptosi float %Sl to i16
  %Sl119 = select i1 true, <2 x i8> %I8, <2 x i8> zeroinitializer
  %Cmp120 = icmp uge <16 x i64> %Shuff55, %B43
  %L121 = load i16, ptr %Sl88, align 2
  store <2 x i8> %I, ptr %1, align 2
  %E122 = extractelement <2 x double> %FC102, i32 %E84
  %Shuff123 = shufflevector <1 x i1> %Cmp31, <1 x i1> %I56, <1 x i32> zeroinitializer
  %I124 = insertelement <2 x double> %FC102, double %B109, i32 %3
  %B125 = mul i8 %E, %E48
  %Se126 = sext <4 x i1> %Cmp112 to <4 x i64>
  %Sl127 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i64> %L61, <8 x i64> %L61
  %Cmp128 = icmp eq i1 %E106, %Cmp104
  br i1 %Cmp128, label %CF241, label %CF245

CF245:                                            ; preds = %CF245, %CF246
  %L129 = load <2 x double>, ptr %PC, align 16
  store i32 %Se, ptr %PC, align 4
  %E130 = extractelement <4 x i8> zeroinitializer, i32 %ZE
  %Shuff131 = shufflevector <4 x i16> %Shuff71, <4 x i16> %I50, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I132 = insertelement <8 x i64> %I93, i64 %L69, i32 0
  %B133 = fdiv <2 x double> %L129, %FC102
  %Se134 = sext i1 true to i32
  %Sl135 = select i1 %Cmp17, i8 %E130, i8 0
  %Cmp136 = icmp ugt i32 %Tr110, %L47
  br i1 %Cmp136, label %CF245, label %CF248

CF248:                                            ; preds = %CF245
  %L137 = load i16, ptr %PC, align 2
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl88, align 8
  %E138 = extractelement <4 x i32> %I64, i32 %E84
  %Shuff139 = shufflevector <1 x double> %FC66, <1 x double> %FC66, <1 x i32> zeroinitializer
  %I140 = insertelement <2 x i8> %I35, i8 107, i32 %ZE
  %B141 = add <2 x i8> %I140, %I
  %Tr142 = trunc i64 %B79 to i1
  br label %CF

CF:                                               ; preds = %CF, %CF258, %CF248
  %Sl143 = select i1 %Cmp128, i16 -27581, i16 -27581
  %Cmp144 = icmp ugt i32 %ZE, %Se134
  br i1 %Cmp144, label %CF, label %CF250

CF250:                                            ; preds = %CF250, %CF
  %L145 = load float, ptr %Sl88, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  %E146 = extractelement <4 x i8> zeroinitializer, i32 %ZE44
  %Shuff147 = shufflevector <2 x i1> %Shuff85, <2 x i1> %L, <2 x i32> <i32 2, i32 poison>
  %I148 = insertelement <4 x i8> zeroinitializer, i8 %Sl52, i32 144895
  %B149 = and <2 x i16> %Shuff7, zeroinitializer
  %Tr150 = trunc <4 x i8> %Shuff27 to <4 x i1>
  %Sl151 = select i1 %Cmp136, i32 %E84, i32 %E84
  %L152 = load i32, ptr %0, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %PC36, align 8
  %E153 = extractelement <2 x i8> zeroinitializer, i32 %Se134
  %Shuff154 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Sl119, <2 x i32> <i32 2, i32 poison>
  %I155 = insertelement <2 x i1> %Shuff85, i1 %E114, i32 0
  %B156 = ashr i16 0, %L137
  %Tr157 = trunc i64 %B117 to i32
  %Sl158 = select i1 %Cmp104, double %FC51, double %B109
  %Cmp159 = icmp ule <4 x i32> %I78, %I108
  %L160 = load i8, ptr %PC, align 1
  store <4 x i8> %Shuff99, ptr %Sl88, align 4
  %E161 = extractelement <1 x double> %Shuff139, i32 %ZE
  %Shuff162 = shufflevector <1 x i1> %Sl23, <1 x i1> zeroinitializer, <1 x i32> zeroinitializer
  %I163 = insertelement <2 x i1> %Shuff147, i1 true, i32 %Se134
  %B164 = udiv i8 %E48, %E19
  %FC165 = uitofp <4 x i16> %Shuff131 to <4 x float>
  %Sl166 = select <2 x i1> %Shuff147, <2 x i1> %Shuff85, <2 x i1> %I72
  %Cmp167 = fcmp ult float %Sl, %L145
  br i1 %Cmp167, label %CF250, label %CF258

CF258:                                            ; preds = %CF250
  %L168 = load <8 x float>, ptr %Sl88, align 32
  store i1 %E76, ptr %Sl88, align 1
  %E169 = extractelement <16 x i1> %Cmp120, i32 %E84
  br i1 %E169, label %CF, label %CF240

CF240:                                            ; preds = %CF240, %CF257, %CF258
  %Shuff170 = shufflevector <2 x i16> %Shuff7, <2 x i16> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I171 = insertelement <4 x i16> zeroinitializer, i16 %Sl103, i32 %E84
  %B172 = xor i16 %E98, %FC80
  %Sl173 = select i1 %Cmp17, <8 x i64> %Sl127, <8 x i64> %L61
  %Cmp174 = icmp sgt <16 x i1> %Cmp120, %Cmp89
  %L175 = load double, ptr %Sl88, align 8
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E176 = extractelement <2 x i16> %Sl45, i32 %E84
  %Shuff177 = shufflevector <2 x i8> %Shuff154, <2 x i8> %I, <2 x i32> <i32 1, i32 3>
  %I178 = insertelement <2 x i1> %Shuff147, i1 %E40, i32 %ZE44
  %B179 = xor <4 x i8> %L32, %Shuff99
  %PC180 = bitcast ptr %A2 to ptr
  %Sl181 = select i1 %E76, i8 %Tr87, i8 %B94
  %Cmp182 = fcmp ueq float %Sl111, %L145
  br i1 %Cmp182, label %CF240, label %CF251

CF251:                                            ; preds = %CF251, %CF240
  %L183 = load i8, ptr %Sl88, align 1
  store <8 x i64> %I93, ptr %PC180, align 64
  %E184 = extractelement <4 x i16> %I50, i32 %3
  %Shuff185 = shufflevector <4 x i8> %Shuff41, <4 x i8> %B179, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I186 = insertelement <1 x i1> %Sl23, i1 %Cmp60, i32 %3
  %B187 = srem i16 %FC118, %E184
  %Sl188 = select i1 %Cmp60, float %B101, float 0xB94B6C0F40000000
  %Cmp189 = icmp eq <1 x i1> %Cmp31, %I21
  %L190 = load <8 x i64>, ptr %Sl88, align 64
  store i1 %Cmp104, ptr %PC, align 1
  %E191 = extractelement <4 x i8> %Shuff185, i32 %ZE44
  %Shuff192 = shufflevector <1 x i8> %L5, <1 x i8> %L5, <1 x i32> poison
  %I193 = insertelement <2 x i1> %Shuff147, i1 %Tr142, i32 0
  %B194 = and i8 %Sl135, %E48
  %Sl195 = select i1 true, float %Sl188, float %Sl188
  %Cmp196 = icmp sgt i1 %Cmp128, %Cmp128
  br i1 %Cmp196, label %CF251, label %CF253

CF253:                                            ; preds = %CF253, %CF251
  %L197 = load i16, ptr %PC, align 2
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl88, align 32
  %E198 = extractelement <4 x i32> %I78, i32 0
  %Shuff199 = shufflevector <4 x i8> %Shuff20, <4 x i8> %L18, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I200 = insertelement <4 x i8> %L18, i8 %E62, i32 %Se
  %B201 = srem i8 %L160, %L160
  %Sl202 = select i1 true, i32 %Tr110, i32 %ZE44
  %Cmp203 = icmp ult <4 x i32> %I64, zeroinitializer
  %L204 = load i8, ptr %Sl88, align 1
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 64
  %E205 = extractelement <4 x i8> zeroinitializer, i32 144895
  %Shuff206 = shufflevector <2 x i16> %Sl45, <2 x i16> %B149, <2 x i32> <i32 0, i32 2>
  %I207 = insertelement <1 x i1> %Sl23, i1 %Cmp, i32 %E84
  %B208 = lshr i16 %L97, %B156
  %Se209 = sext <1 x i1> %Cmp189 to <1 x i32>
  %Sl210 = select i1 true, float 0xBCB7E91BC0000000, float 0xB94B6C0F40000000
  %Cmp211 = icmp ult <2 x i16> zeroinitializer, %B149
  %L212 = load float, ptr %Sl88, align 4
  %E213 = extractelement <4 x i8> %Shuff20, i32 %E84
  %Shuff214 = shufflevector <1 x i1> %I186, <1 x i1> %Shuff123, <1 x i32> <i32 1>
  %I215 = insertelement <1 x i1> %I21, i1 %E76, i32 %E84
  %B216 = shl i8 -9, %E213
  %Se217 = sext i1 %Tr142 to i32
  %Sl218 = select i1 %E40, i16 %Sl143, i16 %B172
  %Cmp219 = icmp ne i16 0, %L121
  br i1 %Cmp219, label %CF253, label %CF257

CF257:                                            ; preds = %CF253
  %L220 = load double, ptr %PC180, align 8
  store <8 x i32> %L90, ptr %Sl95, align 32
  %E221 = extractelement <1 x i1> zeroinitializer, i32 %E84
  br i1 %E221, label %CF240, label %CF242

CF242:                                            ; preds = %CF242, %CF257
  %Shuff222 = shufflevector <16 x i32> %Shuff107, <16 x i32> zeroinitializer, <16 x i32> <i32 24, i32 26, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 16, i32 18, i32 poison, i32 22>
  %I223 = insertelement <2 x i8> %Shuff154, i8 %E213, i32 0
  %Se224 = sext i1 %Cmp82 to i16
  %Sl225 = select i1 %Cmp104, i16 %Sl218, i16 23967
  %Cmp226 = icmp slt <1 x i1> %Cmp68, %I21
  %L227 = load i16, ptr %PC180, align 2
  %E228 = extractelement <4 x i8> zeroinitializer, i32 %L47
  %Shuff229 = shufflevector <1 x i1> %Cmp226, <1 x i1> %Sl74, <1 x i32> poison
  %I230 = insertelement <8 x i64> %Shuff63, i64 %4, i32 %Se
  %FC231 = uitofp <4 x i8> %Shuff34 to <4 x double>
  %Sl232 = select i1 %Cmp167, i8 %L183, i8 %E19
  %Cmp233 = fcmp uno <4 x float> %FC165, %FC165
  %L234 = load i16, ptr %0, align 2
  store <2 x i64> <i64 0, i64 -1>, ptr %0, align 16
  %E235 = extractelement <16 x i32> %Shuff107, i32 %E198
  %Shuff236 = shufflevector <1 x i16> %ZE58, <1 x i16> %ZE58, <1 x i32> zeroinitializer
  %I237 = insertelement <4 x i8> %L32, i8 0, i32 144895
  %Sl238 = select i1 true, i16 23967, i16 %B208
  %Cmp239 = icmp ne i1 %Cmp136, %Cmp60
  br i1 %Cmp239, label %CF242, label %CF259

CF259:                                            ; preds = %CF242
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  store <4 x i16> zeroinitializer, ptr %PC180, align 8
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC180, align 64
  store double 0x9E7D271C727BF09A, ptr %PC180, align 8
  ret void
}
