; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD45(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca i1, align 1
  %A2 = alloca i32, align 4
  %A1 = alloca i8, align 1
  %A = alloca i8, align 1
  %L = load <8 x i16>, ptr %0, align 16
  store i16 -2997, ptr %0, align 2
  %E = extractelement <8 x i32> zeroinitializer, i32 457963
  %Shuff = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I = insertelement <2 x i16> zeroinitializer, i16 -2997, i32 512895
  %B = fdiv float 0xBA9966DD40000000, 0xBAD2725640000000
  %Tr = trunc <8 x i16> %L to <8 x i8>
  %Sl = select <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i1> %Shuff
  %Cmp = icmp eq <8 x i8> %Tr, %Tr
  %L5 = load <4 x i32>, ptr %0, align 16
  store double 0xFA85AD24A2834AA2, ptr %0, align 8
  %E6 = extractelement <8 x i1> %Cmp, i32 %3
  br label %CF241

CF241:                                            ; preds = %CF241, %BB
  %Shuff7 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff, <2 x i32> <i32 3, i32 1>
  %I8 = insertelement <8 x i32> zeroinitializer, i32 -1, i32 457963
  %PC = bitcast ptr %A2 to ptr
  %Sl9 = select i1 true, i32 %3, i32 512895
  %Cmp10 = icmp sgt i8 -17, -17
  br i1 %Cmp10, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF263, %CF249, %CF253, %CF241
  %L11 = load <1 x i8>, ptr %PC, align 1
  store i16 -2997, ptr %A, align 2
  %E12 = extractelement <8 x i32> zeroinitializer, i32 457963
  %Shuff13 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11>
  %I14 = insertelement <8 x i32> zeroinitializer, i32 -1, i32 %E
  %B15 = and i32 248247, -1
  %BC = bitcast i64 437215 to double
  %Sl16 = select i1 %E6, ptr %1, ptr %PC
  %Cmp17 = icmp ugt i64 252407, %4
  br i1 %Cmp17, label %CF242, label %CF263

CF263:                                            ; preds = %CF242
  %L18 = load <2 x i8>, ptr %PC, align 2
  store float %B, ptr %PC, align 4
  %E19 = extractelement <1 x i8> %L11, i32 -1
  %Shuff20 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 poison, i32 poison, i32 1, i32 poison, i32 5, i32 7>
  %I21 = insertelement <2 x i8> %L18, i8 0, i32 %3
  %B22 = sub <8 x i16> %L, %L
  %Se = sext i1 true to i32
  %Sl23 = select <2 x i1> zeroinitializer, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %Cmp24 = icmp ugt i8 -69, %5
  br i1 %Cmp24, label %CF242, label %CF249

CF249:                                            ; preds = %CF263
  %L25 = load <4 x i16>, ptr %PC, align 8
  store float 0xBA9966DD40000000, ptr %PC, align 4
  %E26 = extractelement <8 x i32> zeroinitializer, i32 %Sl9
  %Shuff27 = shufflevector <16 x i16> zeroinitializer, <16 x i16> zeroinitializer, <16 x i32> <i32 poison, i32 poison, i32 11, i32 poison, i32 15, i32 17, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 29, i32 31, i32 1, i32 3, i32 5>
  %I28 = insertelement <16 x i16> %Shuff27, i16 -2997, i32 %E12
  %B29 = fmul float 0xBA9966DD40000000, 0x410B73CF40000000
  %Tr30 = trunc i64 252407 to i1
  br i1 %Tr30, label %CF242, label %CF247

CF247:                                            ; preds = %CF247, %CF252, %CF249
  %Sl31 = select i1 true, i8 107, i8 %E19
  %Cmp32 = icmp sge <1 x i8> %L11, %L11
  %L33 = load <4 x i32>, ptr %PC, align 16
  store double 0xFA85AD24A2834AA2, ptr %Sl16, align 8
  %E34 = extractelement <4 x i32> %L33, i32 %E12
  %Shuff35 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff, <2 x i32> <i32 3, i32 1>
  %I36 = insertelement <2 x i1> %Shuff, i1 true, i32 %Sl9
  %FC = uitofp <2 x i1> zeroinitializer to <2 x float>
  %Sl37 = select i1 %E6, i1 %E6, i1 %E6
  br i1 %Sl37, label %CF247, label %CF252

CF252:                                            ; preds = %CF247
  %L38 = load <4 x double>, ptr %PC, align 32
  store i1 %Sl37, ptr %PC, align 1
  %E39 = extractelement <16 x i16> zeroinitializer, i32 %Se
  %Shuff40 = shufflevector <16 x i16> %Shuff27, <16 x i16> %Shuff27, <16 x i32> <i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 poison, i32 poison, i32 23, i32 25, i32 poison, i32 poison, i32 31, i32 1>
  %I41 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %Se
  %B42 = and i32 %E34, %E
  %Tr43 = trunc i64 252407 to i8
  %Sl44 = select i1 true, i32 %B15, i32 %Sl9
  %Cmp45 = icmp sge i32 %3, 248247
  br i1 %Cmp45, label %CF247, label %CF251

CF251:                                            ; preds = %CF251, %CF252
  %L46 = load <8 x i1>, ptr %0, align 1
  store i16 %E39, ptr %PC, align 2
  %E47 = extractelement <2 x i1> zeroinitializer, i32 %E
  br i1 %E47, label %CF251, label %CF253

CF253:                                            ; preds = %CF251
  %Shuff48 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %L46, <8 x i32> <i32 poison, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 poison>
  %I49 = insertelement <2 x i1> zeroinitializer, i1 %E6, i32 %B42
  %B50 = xor <2 x i16> zeroinitializer, %I
  %Sl51 = select i1 %E6, i16 20335, i16 %E39
  %Cmp52 = icmp ne i32 %Sl9, 512895
  br i1 %Cmp52, label %CF242, label %CF244

CF244:                                            ; preds = %CF253
  %L53 = load <4 x double>, ptr %2, align 32
  store i64 252407, ptr %PC, align 4
  %E54 = extractelement <2 x i1> %Shuff, i32 %Se
  br label %CF239

CF239:                                            ; preds = %CF239, %CF273, %CF262, %CF261, %CF244
  %Shuff55 = shufflevector <2 x i1> %Shuff, <2 x i1> %Shuff35, <2 x i32> <i32 3, i32 poison>
  %I56 = insertelement <8 x i32> zeroinitializer, i32 %E26, i32 457963
  %B57 = and i8 %Tr43, %E19
  %Se58 = sext i1 %E6 to i8
  %Sl59 = select <8 x i1> zeroinitializer, <8 x i8> %Tr, <8 x i8> %Tr
  %Cmp60 = icmp eq i8 87, %E19
  br i1 %Cmp60, label %CF239, label %CF273

CF273:                                            ; preds = %CF239
  %L61 = load <4 x i16>, ptr %PC, align 8
  store i32 %3, ptr %PC, align 4
  %E62 = extractelement <2 x i1> %I41, i32 %3
  br i1 %E62, label %CF239, label %CF262

CF262:                                            ; preds = %CF273
  %Shuff63 = shufflevector <8 x i1> %L46, <8 x i1> %L46, <8 x i32> <i32 poison, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I64 = insertelement <1 x i32> zeroinitializer, i32 %Se, i32 248247
  %B65 = mul i32 248247, %3
  %FC66 = uitofp i16 -21049 to double
  %Sl67 = select i1 %E54, i1 %E6, i1 true
  br i1 %Sl67, label %CF239, label %CF261

CF261:                                            ; preds = %CF262
  %Cmp68 = icmp ugt <16 x i16> %Shuff40, %Shuff27
  %L69 = load i32, ptr %0, align 4
  %E70 = extractelement <2 x i1> %Shuff35, i32 %L69
  br i1 %E70, label %CF239, label %CF240

CF240:                                            ; preds = %CF240, %CF265, %CF261
  %Shuff71 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %L46, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I72 = insertelement <2 x i16> %Sl23, i16 -2997, i32 -1
  %B73 = fdiv <4 x double> %L53, %L38
  %FC74 = uitofp i8 0 to float
  %Sl75 = select <2 x i1> %Shuff55, <2 x i8> %L18, <2 x i8> %L18
  %Cmp76 = icmp slt <16 x i16> %I28, %Shuff27
  %L77 = load <2 x i32>, ptr %0, align 8
  store i8 0, ptr %0, align 1
  %E78 = extractelement <2 x i16> zeroinitializer, i32 %E26
  %Shuff79 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff35, <2 x i32> <i32 3, i32 1>
  %I80 = insertelement <8 x i1> %Shuff71, i1 %Cmp52, i32 %E
  %PC81 = bitcast ptr %A2 to ptr
  %Sl82 = select i1 %Sl37, <2 x float> %FC, <2 x float> %FC
  %Cmp83 = icmp sge <4 x i16> %L61, %L25
  %L84 = load i16, ptr %Sl16, align 2
  store <2 x i16> %I, ptr %PC81, align 4
  %E85 = extractelement <2 x i1> %I36, i32 %E34
  br i1 %E85, label %CF240, label %CF265

CF265:                                            ; preds = %CF240
  %Shuff86 = shufflevector <4 x double> %L38, <4 x double> %B73, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I87 = insertelement <2 x i1> zeroinitializer, i1 true, i32 512895
  %FC88 = sitofp <2 x i8> %L18 to <2 x float>
  %Sl89 = select i1 %Sl67, ptr %PC81, ptr %A3
  %Cmp90 = icmp sge i16 -21049, -2997
  br i1 %Cmp90, label %CF240, label %CF245

CF245:                                            ; preds = %CF245, %CF265
  %L91 = load <1 x i64>, ptr %PC81, align 8
  store i1 true, ptr %A3, align 1
  %E92 = extractelement <8 x i8> %Sl59, i32 %3
  %Shuff93 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %I8, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 poison>
  %I94 = insertelement <8 x i1> %Cmp, i1 %E6, i32 512895
  %Tr95 = trunc i8 %E19 to i1
  br i1 %Tr95, label %CF245, label %CF268

CF268:                                            ; preds = %CF245
  %Sl96 = select i1 %Sl37, ptr %A1, ptr %PC
  %Cmp97 = icmp ne <1 x i1> %Cmp32, %Cmp32
  %L98 = load i8, ptr %Sl96, align 1
  store <4 x i8> zeroinitializer, ptr %A, align 4
  %E99 = extractelement <8 x i1> %Shuff20, i32 %B65
  br label %CF

CF:                                               ; preds = %CF, %CF269, %CF246, %CF248, %CF268
  %Shuff100 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I64, <1 x i32> zeroinitializer
  %I101 = insertelement <1 x i1> %Cmp97, i1 true, i32 %3
  %B102 = lshr <8 x i32> %Shuff93, %I8
  %FC103 = sitofp i32 %E26 to double
  %Sl104 = select i1 %Tr95, i32 %L69, i32 %E
  %Cmp105 = icmp ne i8 %5, 0
  br i1 %Cmp105, label %CF, label %CF257

CF257:                                            ; preds = %CF257, %CF
  %L106 = load <8 x i16>, ptr %PC81, align 16
  store i1 %Cmp105, ptr %PC, align 1
  %E107 = extractelement <2 x i16> %B50, i32 %B65
  %Shuff108 = shufflevector <8 x i32> %Shuff93, <8 x i32> zeroinitializer, <8 x i32> <i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I109 = insertelement <2 x i1> %Shuff, i1 %Cmp60, i32 %E
  %B110 = xor i8 107, %E19
  %FC111 = fptosi <2 x float> %Sl82 to <2 x i64>
  %Sl112 = select i1 %E6, <8 x i32> %I56, <8 x i32> %Shuff93
  %Cmp113 = icmp eq <8 x i32> %Shuff93, %I8
  %L114 = load i8, ptr %Sl96, align 1
  store <1 x i64> %L91, ptr %2, align 8
  %E115 = extractelement <1 x i1> %Cmp32, i32 %Se
  br i1 %E115, label %CF257, label %CF269

CF269:                                            ; preds = %CF257
  %Shuff116 = shufflevector <16 x i16> %Shuff40, <16 x i16> zeroinitializer, <16 x i32> <i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14, i32 poison, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 poison>
  %I117 = insertelement <2 x i1> %I49, i1 %E115, i32 %3
  %B118 = ashr i8 %L98, 83
  %ZE = zext i32 %E26 to i64
  %Sl119 = select i1 %Tr30, i1 %Cmp10, i1 %E85
  br i1 %Sl119, label %CF, label %CF246

CF246:                                            ; preds = %CF269
  %Cmp120 = icmp ugt i1 %Cmp90, true
  br i1 %Cmp120, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF255, %CF246
  %L121 = load <4 x i32>, ptr %PC81, align 16
  store float 0x410B73CF40000000, ptr %PC, align 4
  %E122 = extractelement <8 x i8> %Sl59, i32 %B42
  %Shuff123 = shufflevector <16 x i1> %Cmp68, <16 x i1> %Cmp68, <16 x i32> <i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %I124 = insertelement <8 x i1> zeroinitializer, i1 %Tr30, i32 %3
  %ZE125 = zext i8 %Se58 to i64
  %Sl126 = select i1 %Cmp60, i8 %E19, i8 %Sl31
  %Cmp127 = fcmp ult float %B29, %B
  br i1 %Cmp127, label %CF243, label %CF250

CF250:                                            ; preds = %CF250, %CF267, %CF266, %CF256, %CF243
  %L128 = load <1 x double>, ptr %PC, align 8
  store double %BC, ptr %PC81, align 8
  %E129 = extractelement <2 x i1> zeroinitializer, i32 %Sl104
  br i1 %E129, label %CF250, label %CF264

CF264:                                            ; preds = %CF264, %CF250
  %Shuff130 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I131 = insertelement <8 x i32> %Shuff13, i32 %Sl104, i32 457963
  %PC132 = bitcast ptr %A to ptr
  %Sl133 = select i1 %E6, i16 -5925, i16 -2997
  %Cmp134 = icmp sge i32 %Sl104, -1
  br i1 %Cmp134, label %CF264, label %CF267

CF267:                                            ; preds = %CF264
  %L135 = load <4 x i8>, ptr %PC, align 4
  store i32 %B42, ptr %PC132, align 4
  %E136 = extractelement <8 x i32> %I131, i32 %B42
  %Shuff137 = shufflevector <1 x double> %L128, <1 x double> %L128, <1 x i32> <i32 1>
  %I138 = insertelement <8 x i1> %L46, i1 %E6, i32 %Sl104
  %B139 = or i32 %L69, 512895
  %Sl140 = select i1 %E6, i8 %E122, i8 -1
  %Cmp141 = icmp ugt <8 x i32> %B102, %I131
  %L142 = load <16 x i64>, ptr %PC, align 128
  store float 0xBAD2725640000000, ptr %PC132, align 4
  %E143 = extractelement <16 x i16> %Shuff40, i32 %3
  %Shuff144 = shufflevector <2 x float> %FC, <2 x float> %Sl82, <2 x i32> <i32 1, i32 3>
  %I145 = insertelement <4 x i32> %L121, i32 %Sl9, i32 248247
  %FC146 = sitofp i1 %E47 to double
  %Sl147 = select i1 %Tr95, i32 %E12, i32 %B65
  %Cmp148 = icmp ne i8 %B110, %E19
  br i1 %Cmp148, label %CF250, label %CF260

CF260:                                            ; preds = %CF260, %CF267
  %L149 = load <16 x i16>, ptr %PC132, align 32
  store i1 true, ptr %0, align 1
  %E150 = extractelement <1 x i32> %Shuff100, i32 %Sl104
  %Shuff151 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I152 = insertelement <8 x i1> zeroinitializer, i1 %Cmp105, i32 %Sl104
  %B153 = sdiv i8 %5, %B57
  %Sl154 = select i1 %Cmp45, <2 x i1> %I41, <2 x i1> %Shuff35
  %Cmp155 = icmp ult <16 x i1> %Shuff123, %Cmp68
  %L156 = load float, ptr %PC, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC132, align 16
  %E157 = extractelement <16 x i16> %Shuff116, i32 %B65
  %Shuff158 = shufflevector <4 x i32> %L121, <4 x i32> %L121, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I159 = insertelement <8 x i32> %Shuff13, i32 %B65, i32 %Sl104
  %B160 = and i32 %B15, %B42
  %ZE161 = zext i1 %Cmp148 to i64
  %Sl162 = select i1 %Cmp17, i16 %E107, i16 %E143
  %Cmp163 = icmp ule i1 %E70, %Cmp17
  br i1 %Cmp163, label %CF260, label %CF266

CF266:                                            ; preds = %CF260
  %L164 = load <4 x i64>, ptr %PC81, align 32
  store float %FC74, ptr %Sl16, align 4
  %E165 = extractelement <2 x i1> zeroinitializer, i32 %Sl147
  br i1 %E165, label %CF250, label %CF256

CF256:                                            ; preds = %CF266
  %Shuff166 = shufflevector <16 x i1> %Cmp76, <16 x i1> %Cmp68, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 poison, i32 31, i32 1, i32 3>
  %I167 = insertelement <8 x i1> %Shuff71, i1 %E115, i32 %B160
  %PC168 = bitcast ptr %A4 to ptr
  %Sl169 = select i1 %Cmp24, ptr %PC, ptr %PC168
  %Cmp170 = icmp sge i32 %E, -1
  br i1 %Cmp170, label %CF250, label %CF254

CF254:                                            ; preds = %CF254, %CF256
  %L171 = load <8 x i64>, ptr %PC, align 64
  store i64 437215, ptr %PC168, align 4
  %E172 = extractelement <2 x i1> zeroinitializer, i32 %Sl104
  br i1 %E172, label %CF254, label %CF255

CF255:                                            ; preds = %CF254
  %Shuff173 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison>
  %I174 = insertelement <4 x double> %Shuff86, double %FC66, i32 %B160
  %B175 = shl <2 x i8> %L18, %Sl75
  %Tr176 = trunc <8 x i32> %B102 to <8 x i1>
  %Sl177 = select i1 %Cmp24, ptr %Sl16, ptr %PC81
  %Cmp178 = icmp ugt i16 %E107, %E107
  br i1 %Cmp178, label %CF243, label %CF248

CF248:                                            ; preds = %CF255
  %L179 = load i16, ptr %PC81, align 2
  store <1 x float> zeroinitializer, ptr %PC168, align 4
  %E180 = extractelement <8 x i1> %L46, i32 %Sl147
  br i1 %E180, label %CF, label %CF238

CF238:                                            ; preds = %CF238, %CF271, %CF248
  %Shuff181 = shufflevector <2 x i1> %I87, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I182 = insertelement <16 x i16> %Shuff116, i16 %E39, i32 512895
  %FC183 = sitofp i64 362319 to double
  %Sl184 = select i1 %Cmp134, <4 x i1> %Cmp83, <4 x i1> %Cmp83
  %Cmp185 = icmp sge i32 %Sl104, %Sl104
  br i1 %Cmp185, label %CF238, label %CF271

CF271:                                            ; preds = %CF238
  %L186 = load i32, ptr %PC168, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 32
  %E187 = extractelement <2 x i8> %Sl75, i32 %L186
  %Shuff188 = shufflevector <8 x i32> %Shuff173, <8 x i32> zeroinitializer, <8 x i32> <i32 6, i32 8, i32 10, i32 poison, i32 poison, i32 poison, i32 2, i32 poison>
  %I189 = insertelement <8 x i32> %Shuff13, i32 %E, i32 %E136
  %B190 = udiv i32 %Sl9, -1
  %FC191 = uitofp <4 x i1> %Cmp83 to <4 x double>
  %Sl192 = select i1 %Cmp148, i8 %Se58, i8 %E187
  %Cmp193 = icmp ne i32 %E136, %L186
  br i1 %Cmp193, label %CF238, label %CF258

CF258:                                            ; preds = %CF258, %CF274, %CF271
  %L194 = load i16, ptr %Sl89, align 2
  store <2 x i16> zeroinitializer, ptr %PC168, align 4
  %E195 = extractelement <16 x i16> %L149, i32 %Sl104
  %Shuff196 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %I56, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2>
  %I197 = insertelement <4 x double> %L53, double %FC183, i32 %E136
  %FC198 = uitofp i32 %Sl9 to double
  %Sl199 = select <2 x i1> %I36, <2 x i1> %Shuff35, <2 x i1> %Shuff181
  %Cmp200 = icmp eq <8 x i16> %L106, %L
  %L201 = load <4 x float>, ptr %Sl96, align 16
  store double %FC103, ptr %PC132, align 8
  %E202 = extractelement <16 x i1> %Cmp68, i32 %B65
  br i1 %E202, label %CF258, label %CF270

CF270:                                            ; preds = %CF270, %CF258
  %Shuff203 = shufflevector <16 x i1> %Cmp68, <16 x i1> %Cmp68, <16 x i32> <i32 17, i32 19, i32 poison, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 poison, i32 7, i32 poison, i32 11, i32 13, i32 15>
  %I204 = insertelement <1 x i8> %L11, i8 %E92, i32 %Sl9
  %Se205 = sext <1 x i32> %Shuff100 to <1 x i64>
  %Sl206 = select i1 %E85, float %FC74, float %FC74
  %Cmp207 = icmp uge <1 x i32> %Shuff100, %I64
  %L208 = load i16, ptr %0, align 2
  store <4 x i16> %L25, ptr %PC168, align 8
  %E209 = extractelement <16 x i16> zeroinitializer, i32 %Sl104
  %Shuff210 = shufflevector <1 x i8> %L11, <1 x i8> %I204, <1 x i32> zeroinitializer
  %I211 = insertelement <8 x i32> zeroinitializer, i32 248247, i32 %B139
  %B212 = or i16 %L179, %E39
  %FC213 = sitofp i1 %Cmp24 to double
  %Sl214 = select i1 %Cmp148, i32 %L186, i32 %Sl147
  %Cmp215 = icmp slt <8 x i32> %I159, %I159
  %L216 = load <16 x i16>, ptr %PC132, align 32
  store double %BC, ptr %PC81, align 8
  %E217 = extractelement <2 x i16> %I, i32 %L186
  %Shuff218 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff130, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I219 = insertelement <2 x i1> %Sl199, i1 true, i32 248247
  %ZE220 = zext i16 %Sl162 to i32
  %Sl221 = select i1 %Cmp45, ptr %Sl96, ptr %0
  %Cmp222 = icmp uge i1 %Cmp127, %Cmp127
  br i1 %Cmp222, label %CF270, label %CF272

CF272:                                            ; preds = %CF272, %CF270
  %L223 = load <4 x float>, ptr %PC81, align 16
  store i32 512895, ptr %PC81, align 4
  %E224 = extractelement <4 x double> %I197, i32 %Sl104
  %Shuff225 = shufflevector <8 x i1> %Cmp113, <8 x i1> %Cmp215, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison>
  %I226 = insertelement <1 x i32> zeroinitializer, i32 %Sl214, i32 %Sl104
  %B227 = xor i16 %E143, -2997
  %Sl228 = select i1 %E85, i32 512895, i32 %3
  %Cmp229 = icmp slt i32 %L186, 248247
  br i1 %Cmp229, label %CF272, label %CF274

CF274:                                            ; preds = %CF272
  %L230 = load <8 x double>, ptr %PC168, align 64
  store i1 %E6, ptr %0, align 1
  %E231 = extractelement <1 x i1> %Cmp97, i32 512895
  br i1 %E231, label %CF258, label %CF259

CF259:                                            ; preds = %CF274
  %Shuff232 = shufflevector <1 x i32> %Shuff100, <1 x i32> %I64, <1 x i32> <i32 1>
  %I233 = insertelement <8 x i1> zeroinitializer, i1 %Cmp17, i32 %B42
  %B234 = or <2 x i8> %Sl75, %I21
  %Se235 = sext i1 %E115 to i16
  %Sl236 = select <4 x i1> %Cmp83, <4 x i32> %L121, <4 x i32> %L5
  %Cmp237 = icmp sge <4 x i64> %L164, %L164
  store <8 x double> %L230, ptr %PC, align 64
  store <4 x float> %L201, ptr %PC81, align 16
  store float %L156, ptr %PC, align 4
  store i1 %Cmp185, ptr %PC168, align 1
  ret void
}
