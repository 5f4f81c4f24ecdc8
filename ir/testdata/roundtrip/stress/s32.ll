; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD32(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <1 x double>, align 8
  %A3 = alloca <4 x i1>, align 1
  %A2 = alloca <8 x i1>, align 1
  %A1 = alloca <8 x i32>, align 32
  %A = alloca <1 x i32>, align 4
  %L = load <4 x double>, ptr %0, align 32
  store i1 true, ptr %A4, align 1
  %E = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <1 x i32> zeroinitializer, i32 0, i32 0
  %B = sdiv i64 15137, %4
  %Tr = trunc <4 x i32> zeroinitializer to <4 x i1>
  %Sl = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i64> zeroinitializer, <16 x i64> zeroinitializer
  %Cmp = icmp sgt <4 x i32> zeroinitializer, zeroinitializer
  %L5 = load <8 x i8>, ptr %0, align 8
  store i64 15137, ptr %0, align 4
  %E6 = extractelement <1 x i32> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <4 x i1> %Cmp, <4 x i1> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I8 = insertelement <4 x i32> zeroinitializer, i32 0, i32 0
  %B9 = or i64 15137, %4
  %FC = uitofp i1 true to float
  %Sl10 = select i1 true, i1 true, i1 true
  br label %CF264

CF264:                                            ; preds = %BB
  %Cmp11 = icmp slt i32 %E6, %E6
  br label %CF247

CF247:                                            ; preds = %CF264
  %L12 = load i1, ptr %0, align 1
  br label %CF246

CF246:                                            ; preds = %CF246, %CF257, %CF247
  %E13 = extractelement <4 x i8> zeroinitializer, i32 %E6
  %Shuff14 = shufflevector <4 x i32> %I8, <4 x i32> %I8, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I15 = insertelement <4 x i32> zeroinitializer, i32 %E6, i32 %E6
  %B16 = ashr i32 282597, %3
  %FC17 = uitofp i32 0 to double
  %Sl18 = select i1 true, float 0x37F29D6200000000, float 0x37F29D6200000000
  %Cmp19 = icmp sgt i64 215777, 15137
  br i1 %Cmp19, label %CF246, label %CF257

CF257:                                            ; preds = %CF246
  %L20 = load float, ptr %0, align 4
  store <8 x i16> zeroinitializer, ptr %0, align 16
  %E21 = extractelement <8 x i8> %L5, i32 0
  %Shuff22 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I8, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I23 = insertelement <2 x i8> zeroinitializer, i8 -55, i32 %E6
  %B24 = fdiv float 0x37F29D6200000000, %FC
  %PC = bitcast ptr %A2 to ptr
  %Sl25 = select i1 %Sl10, i64 %4, i64 50393
  %Cmp26 = icmp sge i8 -3, %E13
  br i1 %Cmp26, label %CF246, label %CF254

CF254:                                            ; preds = %CF257
  %L27 = load <16 x i8>, ptr %PC, align 16
  store i32 %E6, ptr %PC, align 4
  %E28 = extractelement <4 x i32> zeroinitializer, i32 %B16
  %Shuff29 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 7, i32 poison, i32 poison, i32 5>
  %I30 = insertelement <4 x i32> zeroinitializer, i32 %E6, i32 0
  %B31 = mul i32 0, %E6
  %ZE = zext <4 x i8> zeroinitializer to <4 x i32>
  %Sl32 = select i1 true, float %L20, float 0x37F29D6200000000
  %Cmp33 = icmp eq i32 476117, %E28
  br label %CF

CF:                                               ; preds = %CF, %CF252, %CF258, %CF260, %CF254
  %L34 = load <8 x i32>, ptr %0, align 32
  store double 0xB7371056CC355AD4, ptr %PC, align 8
  %E35 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff36 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I37 = insertelement <4 x i32> zeroinitializer, i32 %E28, i32 %B16
  %B38 = urem i64 %B9, %Sl25
  %ZE39 = zext <8 x i8> zeroinitializer to <8 x i64>
  %Sl40 = select i1 true, i32 282597, i32 %E35
  %Cmp41 = icmp eq <1 x i32> %Shuff36, zeroinitializer
  %L42 = load <4 x i1>, ptr %PC, align 1
  store i16 -1, ptr %PC, align 2
  %E43 = extractelement <4 x i32> %Shuff29, i32 %E35
  %Shuff44 = shufflevector <16 x i8> %L27, <16 x i8> zeroinitializer, <16 x i32> <i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11>
  %I45 = insertelement <1 x i32> %Shuff36, i32 0, i32 0
  %B46 = mul i32 0, 476117
  %PC47 = bitcast ptr %PC to ptr
  %Sl48 = select <1 x i1> %Cmp41, <1 x i32> zeroinitializer, <1 x i32> %Shuff36
  %Cmp49 = icmp ule <4 x i32> %ZE, zeroinitializer
  %L50 = load <2 x i1>, ptr %PC, align 1
  store i16 0, ptr %PC, align 2
  %E51 = extractelement <4 x i32> zeroinitializer, i32 %B16
  %Shuff52 = shufflevector <4 x i32> %Shuff22, <4 x i32> %Shuff14, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I53 = insertelement <1 x i32> %Sl48, i32 %E6, i32 %E28
  %B54 = sub <8 x i32> %L34, %L34
  %Se = sext i1 true to i8
  %Sl55 = select i1 true, i32 %E6, i32 %3
  %Cmp56 = icmp ne <16 x i64> zeroinitializer, zeroinitializer
  %L57 = load double, ptr %PC, align 8
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC, align 64
  %E58 = extractelement <4 x double> %L, i32 %E35
  %Shuff59 = shufflevector <4 x i32> %Shuff22, <4 x i32> %I8, <4 x i32> <i32 6, i32 0, i32 poison, i32 poison>
  %I60 = insertelement <4 x i1> zeroinitializer, i1 true, i32 %B16
  %B61 = mul i64 50393, %4
  %Tr62 = trunc i32 %3 to i8
  %Sl63 = select i1 true, float %FC, float 0x4033A64780000000
  %L64 = load <4 x double>, ptr %A, align 32
  store i16 -1, ptr %PC, align 2
  %E65 = extractelement <1 x i32> %I, i32 %E6
  %Shuff66 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I67 = insertelement <4 x i32> %I8, i32 %E51, i32 0
  %B68 = xor i8 %5, %Se
  %Tr69 = trunc <4 x i32> %I37 to <4 x i8>
  %Sl70 = select i1 true, float %FC, float 0x37F29D6200000000
  %Cmp71 = icmp ugt i1 true, true
  br i1 %Cmp71, label %CF, label %CF252

CF252:                                            ; preds = %CF
  %L72 = load double, ptr %A, align 8
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 32
  %E73 = extractelement <8 x i16> zeroinitializer, i32 %E6
  %Shuff74 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff14, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I75 = insertelement <16 x i8> %L27, i8 %E13, i32 0
  %B76 = fmul float %Sl32, %Sl70
  %FC77 = sitofp i32 282597 to float
  %Sl78 = select i1 %Cmp26, float 0x37F29D6200000000, float 0xB9973A0B00000000
  %Cmp79 = icmp sgt <4 x i32> zeroinitializer, zeroinitializer
  %L80 = load <4 x double>, ptr %0, align 32
  store i16 -1, ptr %0, align 2
  %E81 = extractelement <4 x i32> %I37, i32 %3
  %Shuff82 = shufflevector <16 x i8> %Shuff44, <16 x i8> %L27, <16 x i32> <i32 poison, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 poison, i32 poison, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 1>
  %I83 = insertelement <4 x double> %L64, double 0xB7371056CC355AD4, i32 %B46
  %B84 = mul <8 x i8> %L5, zeroinitializer
  %Sl85 = select i1 %Sl10, i8 %Se, i8 -3
  %Cmp86 = icmp slt i32 476117, 282597
  br i1 %Cmp86, label %CF, label %CF248

CF248:                                            ; preds = %CF248, %CF252
  %L87 = load float, ptr %PC, align 4
  store <2 x i64> <i64 0, i64 -1>, ptr %PC, align 16
  %E88 = extractelement <1 x i32> %Shuff36, i32 %E28
  %Shuff89 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %B84, <8 x i32> <i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14>
  %I90 = insertelement <4 x double> %L64, double %FC17, i32 0
  %B91 = add i32 %E51, 0
  %FC92 = fptosi float %Sl32 to i8
  %Sl93 = select i1 %Cmp71, i64 15137, i64 %B61
  %Cmp94 = icmp ne <16 x i8> %Shuff82, %I75
  %L95 = load <8 x i1>, ptr %PC, align 1
  store i8 -3, ptr %PC47, align 1
  %E96 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff97 = shufflevector <4 x i32> %Shuff29, <4 x i32> %I67, <4 x i32> <i32 poison, i32 poison, i32 1, i32 3>
  %I98 = insertelement <8 x i64> %ZE39, i64 15137, i32 %B16
  %B99 = srem <1 x i32> %Shuff, %Shuff36
  %Se100 = sext i1 %L12 to i64
  %Sl101 = select <16 x i1> %Cmp56, <16 x i1> %Cmp56, <16 x i1> %Cmp56
  %Cmp102 = icmp ult <16 x i1> %Cmp56, %Cmp56
  %L103 = load <4 x float>, ptr %A, align 16
  store i64 15137, ptr %0, align 4
  %E104 = extractelement <8 x i8> %Shuff89, i32 %E81
  %Shuff105 = shufflevector <4 x i32> %Shuff74, <4 x i32> %I8, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I106 = insertelement <4 x i32> zeroinitializer, i32 %E6, i32 %E6
  %B107 = lshr i32 %E65, %E65
  %ZE108 = zext <8 x i8> zeroinitializer to <8 x i32>
  %Sl109 = select i1 %Cmp71, i32 %B16, i32 %B107
  %Cmp110 = icmp sge <16 x i64> %Sl, zeroinitializer
  %L111 = load <4 x float>, ptr %0, align 16
  store double %L72, ptr %PC, align 8
  %E112 = extractelement <16 x i1> %Cmp110, i32 0
  br i1 %E112, label %CF248, label %CF258

CF258:                                            ; preds = %CF248
  %Shuff113 = shufflevector <1 x i32> %I45, <1 x i32> %Shuff, <1 x i32> poison
  %I114 = insertelement <4 x i1> zeroinitializer, i1 %Cmp26, i32 %E35
  %Sl115 = select i1 %Cmp86, i32 %B31, i32 0
  %Cmp116 = fcmp ogt float %Sl18, %Sl32
  br i1 %Cmp116, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF258
  %L117 = load <2 x i32>, ptr %PC, align 8
  store i16 %E73, ptr %0, align 2
  %E118 = extractelement <4 x double> %I83, i32 %Sl40
  %Shuff119 = shufflevector <1 x i32> %Shuff, <1 x i32> %I45, <1 x i32> <i32 1>
  %I120 = insertelement <4 x i1> zeroinitializer, i1 %Cmp19, i32 %Sl115
  %Tr121 = trunc i16 0 to i1
  br i1 %Tr121, label %CF243, label %CF253

CF253:                                            ; preds = %CF253, %CF259, %CF243
  %Sl122 = select i1 %Cmp86, i8 -3, i8 %E13
  %Cmp123 = icmp uge <4 x i32> %Shuff105, %I67
  %L124 = load i8, ptr %0, align 1
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  %E125 = extractelement <1 x i1> %Cmp41, i32 %E6
  br i1 %E125, label %CF253, label %CF259

CF259:                                            ; preds = %CF253
  %Shuff126 = shufflevector <4 x double> %L, <4 x double> %L, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I127 = insertelement <1 x i32> zeroinitializer, i32 476117, i32 %B16
  %B128 = mul <4 x i8> zeroinitializer, zeroinitializer
  %Se129 = sext <4 x i1> %Cmp123 to <4 x i8>
  %Sl130 = select <4 x i1> %L42, <4 x i32> %Shuff97, <4 x i32> zeroinitializer
  %Cmp131 = icmp ugt i8 %Tr62, %Se
  br i1 %Cmp131, label %CF253, label %CF255

CF255:                                            ; preds = %CF255, %CF259
  %L132 = load <8 x i8>, ptr %0, align 8
  store i16 %E73, ptr %PC, align 2
  %E133 = extractelement <4 x double> %L64, i32 %E81
  %Shuff134 = shufflevector <2 x i32> %L117, <2 x i32> %L117, <2 x i32> <i32 3, i32 poison>
  %I135 = insertelement <16 x i1> %Cmp102, i1 %Sl10, i32 %E43
  %B136 = sdiv <1 x i32> %I45, %B99
  %FC137 = fptosi <4 x double> %L64 to <4 x i64>
  %Sl138 = select i1 %Cmp26, <4 x i32> %I8, <4 x i32> %Sl130
  %Cmp139 = icmp eq i8 %Sl85, %5
  br i1 %Cmp139, label %CF255, label %CF256

CF256:                                            ; preds = %CF256, %CF255
  %L140 = load i1, ptr %0, align 1
  br i1 %L140, label %CF256, label %CF260

CF260:                                            ; preds = %CF256
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 64
  %E141 = extractelement <16 x i64> %Sl, i32 %B16
  %Shuff142 = shufflevector <4 x double> %L80, <4 x double> %Shuff126, <4 x i32> <i32 poison, i32 0, i32 poison, i32 4>
  %I143 = insertelement <4 x i32> %ZE, i32 %E6, i32 %E6
  %FC144 = sitofp <4 x i1> %Cmp79 to <4 x double>
  %Sl145 = select i1 %E112, ptr %A, ptr %PC
  %Cmp146 = icmp ne i32 %E88, %E88
  br i1 %Cmp146, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF265, %CF262, %CF251, %CF263, %CF260
  %L147 = load <4 x float>, ptr %Sl145, align 16
  store float %B76, ptr %Sl145, align 4
  %E148 = extractelement <2 x i16> zeroinitializer, i32 %B46
  %Shuff149 = shufflevector <4 x i8> %Tr69, <4 x i8> %Tr69, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I150 = insertelement <4 x float> %L103, float %B24, i32 %Sl115
  %B151 = frem float %B24, 0x4033A64780000000
  %FC152 = sitofp <16 x i1> %Cmp56 to <16 x double>
  %Sl153 = select i1 %Cmp86, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %Cmp154 = icmp slt i32 %E35, %E51
  br i1 %Cmp154, label %CF241, label %CF265

CF265:                                            ; preds = %CF241
  %L155 = load i64, ptr %Sl145, align 4
  store <4 x i8> %B128, ptr %PC47, align 4
  %E156 = extractelement <4 x double> %L80, i32 %E81
  %Shuff157 = shufflevector <16 x i8> %L27, <16 x i8> zeroinitializer, <16 x i32> <i32 26, i32 28, i32 30, i32 poison, i32 poison, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 poison>
  %I158 = insertelement <4 x i1> %Cmp79, i1 %Cmp86, i32 %E43
  %B159 = urem i8 %5, %Sl122
  %FC160 = uitofp <16 x i8> %Shuff44 to <16 x double>
  %Sl161 = select <4 x i1> %L42, <4 x double> %L80, <4 x double> %Shuff126
  %Cmp162 = icmp ule <16 x i8> %I75, %L27
  %L163 = load <4 x float>, ptr %PC, align 16
  store i16 %E148, ptr %Sl145, align 2
  %E164 = extractelement <16 x i8> %Shuff82, i32 %E81
  %Shuff165 = shufflevector <16 x i8> %Shuff157, <16 x i8> zeroinitializer, <16 x i32> <i32 25, i32 poison, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 17, i32 19, i32 21, i32 23>
  %I166 = insertelement <4 x double> %I83, double 0xB7371056CC355AD4, i32 %E43
  %Tr167 = trunc <16 x i8> %Shuff165 to <16 x i1>
  %Sl168 = select i1 %Cmp146, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer
  %Cmp169 = icmp ule <2 x i1> %L50, %L50
  %L170 = load i64, ptr %0, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl145, align 16
  %E171 = extractelement <1 x i32> %Shuff119, i32 0
  %Shuff172 = shufflevector <8 x i8> %Shuff89, <8 x i8> %B84, <8 x i32> <i32 poison, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I173 = insertelement <16 x i1> %Cmp94, i1 %Cmp116, i32 %Sl109
  %FC174 = uitofp i1 %E112 to float
  %Sl175 = select i1 true, i1 %E112, i1 %Cmp131
  br i1 %Sl175, label %CF241, label %CF250

CF250:                                            ; preds = %CF250, %CF265
  %Cmp176 = icmp sge <4 x i1> %I114, zeroinitializer
  %L177 = load i1, ptr %Sl145, align 1
  br i1 %L177, label %CF250, label %CF262

CF262:                                            ; preds = %CF250
  store <2 x i8> zeroinitializer, ptr %Sl145, align 2
  %E178 = extractelement <8 x i8> %Shuff172, i32 %E43
  %Shuff179 = shufflevector <1 x i32> %Shuff113, <1 x i32> %Shuff113, <1 x i32> zeroinitializer
  %I180 = insertelement <16 x i8> %Shuff82, i8 %E13, i32 %E171
  %FC181 = sitofp <4 x i1> %I60 to <4 x float>
  %Sl182 = select i1 %Cmp131, i1 %Cmp154, i1 true
  br i1 %Sl182, label %CF241, label %CF249

CF249:                                            ; preds = %CF249, %CF262
  %Cmp183 = icmp sge i64 %L170, %Sl25
  br i1 %Cmp183, label %CF249, label %CF251

CF251:                                            ; preds = %CF249
  %L184 = load <2 x i8>, ptr %0, align 2
  store i8 %E13, ptr %Sl145, align 1
  %E185 = extractelement <4 x double> %L64, i32 %E6
  %Shuff186 = shufflevector <4 x i64> %FC137, <4 x i64> %FC137, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I187 = insertelement <4 x i32> %Shuff22, i32 %E171, i32 %E28
  %B188 = srem i32 %Sl109, %3
  %FC189 = fptoui double %L72 to i32
  %Sl190 = select i1 true, double %E58, double %E118
  %L191 = load <8 x double>, ptr %PC47, align 64
  store float 0xC1EA361E00000000, ptr %PC, align 4
  %E192 = extractelement <1 x i32> %Shuff113, i32 %B188
  %Shuff193 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %B84, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5>
  %I194 = insertelement <16 x i8> %I75, i8 %FC92, i32 282597
  %Sl195 = select i1 %Cmp86, i8 -55, i8 %E13
  %Cmp196 = icmp ugt <1 x i32> %B99, zeroinitializer
  %L197 = load double, ptr %PC, align 8
  store <2 x i32> %L117, ptr %PC47, align 8
  %E198 = extractelement <1 x i32> %I, i32 %E65
  %Shuff199 = shufflevector <8 x i8> %Shuff89, <8 x i8> %Shuff193, <8 x i32> <i32 2, i32 poison, i32 6, i32 poison, i32 10, i32 poison, i32 14, i32 0>
  %I200 = insertelement <4 x i32> zeroinitializer, i32 %E171, i32 %E51
  %BC = bitcast float %Sl78 to i32
  %Sl201 = select i1 true, <2 x i32> %L117, <2 x i32> %Shuff134
  %Cmp202 = icmp uge <16 x i8> %L27, %I194
  %L203 = load double, ptr %PC, align 8
  store <1 x i64> zeroinitializer, ptr %0, align 8
  %E204 = extractelement <4 x i32> zeroinitializer, i32 %B107
  %Shuff205 = shufflevector <8 x i8> %Shuff89, <8 x i8> %B84, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I206 = insertelement <4 x i1> %Cmp176, i1 %Cmp86, i32 %E88
  %B207 = sdiv i8 %B159, %Sl85
  %Tr208 = trunc i8 %E13 to i1
  br i1 %Tr208, label %CF241, label %CF244

CF244:                                            ; preds = %CF244, %CF251
  %Sl209 = select i1 %Sl182, i8 %E96, i8 %Sl122
  %Cmp210 = fcmp ord <4 x double> %Shuff142, %L
  %L211 = load <16 x double>, ptr %Sl145, align 128
  store i8 %Se, ptr %Sl145, align 1
  %E212 = extractelement <4 x i32> zeroinitializer, i32 %Sl40
  %Shuff213 = shufflevector <16 x double> %L211, <16 x double> %L211, <16 x i32> <i32 11, i32 13, i32 poison, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 poison, i32 9>
  %I214 = insertelement <4 x i32> zeroinitializer, i32 %E171, i32 %B16
  %B215 = or <8 x i64> %I98, %I98
  %Se216 = sext i8 %E164 to i32
  %Sl217 = select i1 %Tr208, i1 %Cmp183, i1 %Sl175
  br i1 %Sl217, label %CF244, label %CF245

CF245:                                            ; preds = %CF245, %CF244
  %Cmp218 = icmp ule i64 %Sl25, %E141
  br i1 %Cmp218, label %CF245, label %CF261

CF261:                                            ; preds = %CF261, %CF245
  %L219 = load i64, ptr %0, align 4
  store <4 x float> %L103, ptr %Sl145, align 16
  %E220 = extractelement <16 x i8> %Shuff157, i32 %E81
  %Shuff221 = shufflevector <4 x i32> %Shuff22, <4 x i32> %Sl130, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I222 = insertelement <4 x i32> %Shuff22, i32 %E51, i32 %B107
  %B223 = srem i32 %B46, %E204
  %Sl224 = select i1 %Cmp86, <4 x i32> %Shuff29, <4 x i32> %Shuff14
  %Cmp225 = icmp ugt <4 x i8> zeroinitializer, zeroinitializer
  %L226 = load i1, ptr %PC, align 1
  br i1 %L226, label %CF261, label %CF263

CF263:                                            ; preds = %CF261
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E227 = extractelement <2 x i32> zeroinitializer, i32 %B223
  %Shuff228 = shufflevector <16 x double> %FC160, <16 x double> %FC152, <16 x i32> <i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 16, i32 poison>
  %I229 = insertelement <4 x float> %L103, float %Sl78, i32 %Sl115
  %B230 = lshr i8 %Tr62, %E13
  %Sl231 = select <16 x i1> %Cmp162, <16 x double> %Shuff213, <16 x double> %FC152
  %Cmp232 = icmp slt <1 x i32> %I53, %Shuff179
  %L233 = load <1 x float>, ptr %A, align 4
  store i8 %B207, ptr %PC, align 1
  %E234 = extractelement <4 x i32> %I15, i32 %E28
  %Shuff235 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I37, <4 x i32> <i32 poison, i32 3, i32 poison, i32 7>
  %I236 = insertelement <4 x i32> %Sl224, i32 %E171, i32 %B188
  %B237 = and <4 x i32> %Shuff97, zeroinitializer
  %FC238 = fptoui float %FC to i1
  br i1 %FC238, label %CF241, label %CF242

CF242:                                            ; preds = %CF263
  %Sl239 = select i1 %Cmp33, i8 %Sl122, i8 %Se
  %Cmp240 = icmp ule <4 x i8> %Tr69, %Tr69
  store i1 %Cmp154, ptr %Sl145, align 1
  store i8 %B159, ptr %0, align 1
  store i8 %B230, ptr %PC, align 1
  store i8 %Sl122, ptr %PC, align 1
  store float 0x4033A64780000000, ptr %Sl145, align 4
  ret void
}
