; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD21(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i8, align 1
  %A3 = alloca double, align 8
  %A2 = alloca i1, align 1
  %A1 = alloca float, align 4
  %A = alloca i64, align 8
  %L = load i16, ptr %0, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E = extractelement <8 x i8> zeroinitializer, i32 202475
  %Shuff = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I = insertelement <8 x i64> zeroinitializer, i64 494063, i32 202475
  %B = fsub double 0x7AADFF4C46ABC0CA, 0x6095E734B0932CB2
  %Tr = trunc i64 12687 to i8
  %Sl = select <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %L5 = load i16, ptr %0, align 2
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %A4, align 4
  %E6 = extractelement <4 x i1> zeroinitializer, i32 %3
  br label %CF243

CF243:                                            ; preds = %CF243, %CF258, %CF257, %CF252, %BB
  %Shuff7 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 0, i32 poison, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14>
  %I8 = insertelement <8 x i64> zeroinitializer, i64 494063, i32 202475
  %B9 = urem i8 -1, -89
  %FC = fptosi float 0x43A7EC0BC0000000 to i64
  %Sl10 = select i1 %E6, i1 true, i1 true
  br i1 %Sl10, label %CF243, label %CF258

CF258:                                            ; preds = %CF243
  %Cmp = icmp ne i64 12687, 494063
  br i1 %Cmp, label %CF243, label %CF253

CF253:                                            ; preds = %CF253, %CF258
  %L11 = load <4 x i64>, ptr %0, align 32
  store double 0x6095E734B0932CB2, ptr %0, align 8
  %E12 = extractelement <8 x i8> zeroinitializer, i32 202475
  %Shuff13 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I14 = insertelement <4 x i1> zeroinitializer, i1 true, i32 -1
  %B15 = fadd float 0xC26EEF92C0000000, 0x43A7EC0BC0000000
  %Se = sext i1 true to i64
  %Sl16 = select <2 x i1> <i1 true, i1 false>, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp17 = icmp slt i8 %B9, %Tr
  br i1 %Cmp17, label %CF253, label %CF257

CF257:                                            ; preds = %CF253
  %L18 = load <2 x i16>, ptr %0, align 4
  store i8 %E12, ptr %0, align 1
  %E19 = extractelement <4 x i1> %Sl, i32 202475
  br i1 %E19, label %CF243, label %CF247

CF247:                                            ; preds = %CF247, %CF260, %CF257
  %Shuff20 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Sl, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I21 = insertelement <8 x i64> %Shuff, i64 501291, i32 %3
  %BC = bitcast <2 x i64> %Sl16 to <2 x double>
  %Sl22 = select i1 %Cmp17, i16 0, i16 0
  %Cmp23 = icmp ule <8 x i64> zeroinitializer, %Shuff
  %L24 = load <4 x i32>, ptr %0, align 16
  store float %B15, ptr %0, align 4
  %E25 = extractelement <8 x i64> zeroinitializer, i32 227899
  %Shuff26 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Sl16, <2 x i32> <i32 1, i32 3>
  %I27 = insertelement <2 x i64> zeroinitializer, i64 501291, i32 202475
  %B28 = udiv i8 -1, %Tr
  %Sl29 = select <1 x i1> <i1 true>, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %Cmp30 = icmp sge i32 202475, %3
  br i1 %Cmp30, label %CF247, label %CF260

CF260:                                            ; preds = %CF247
  %L31 = load float, ptr %0, align 4
  %E32 = extractelement <8 x i64> zeroinitializer, i32 %3
  %Shuff33 = shufflevector <8 x i64> %Shuff, <8 x i64> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 poison, i32 7>
  %I34 = insertelement <8 x i64> %Shuff33, i64 515723, i32 %3
  %B35 = ashr i8 %B9, %B9
  %ZE = zext <8 x i8> zeroinitializer to <8 x i16>
  %Sl36 = select i1 %Sl10, float 0x416AE98EC0000000, float 0x43A7EC0BC0000000
  %L37 = load i16, ptr %0, align 2
  store <4 x i64> %L11, ptr %0, align 32
  %E38 = extractelement <2 x double> %BC, i32 %3
  %Shuff39 = shufflevector <2 x i64> %Sl16, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I40 = insertelement <8 x i8> zeroinitializer, i8 -1, i32 202475
  %B41 = shl <2 x i64> zeroinitializer, %Sl16
  %ZE42 = fpext float 0x416AE98EC0000000 to double
  %Sl43 = select i1 %Cmp30, i64 %FC, i64 515723
  %Cmp44 = fcmp ugt float 0xBDECE090C0000000, %B15
  br i1 %Cmp44, label %CF247, label %CF252

CF252:                                            ; preds = %CF260
  %L45 = load float, ptr %0, align 4
  store <4 x i32> %L24, ptr %0, align 16
  %E46 = extractelement <2 x i16> %L18, i32 202475
  %Shuff47 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff, <8 x i32> <i32 6, i32 8, i32 10, i32 poison, i32 14, i32 0, i32 2, i32 4>
  %I48 = insertelement <1 x i32> zeroinitializer, i32 202475, i32 %3
  %B49 = sdiv <8 x i16> %ZE, %ZE
  %Tr50 = trunc <8 x i64> %I to <8 x i8>
  %Sl51 = select i1 %Cmp44, <8 x i64> %I8, <8 x i64> %Shuff47
  %Cmp52 = fcmp une float 0x416AE98EC0000000, %B15
  br i1 %Cmp52, label %CF243, label %CF245

CF245:                                            ; preds = %CF245, %CF251, %CF252
  %L53 = load i32, ptr %0, align 4
  store <1 x i64> zeroinitializer, ptr %0, align 8
  %E54 = extractelement <8 x i64> %Shuff47, i32 %L53
  %Shuff55 = shufflevector <8 x i64> %Shuff, <8 x i64> %Shuff, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 1, i32 3>
  %I56 = insertelement <2 x i64> %Shuff26, i64 %Se, i32 202475
  %B57 = add <2 x i64> %Sl16, %Shuff39
  %FC58 = uitofp i8 %5 to float
  %Sl59 = select i1 %Cmp30, double %E38, double 0x7AADFF4C46ABC0CA
  %Cmp60 = icmp eq i16 %E46, 0
  br i1 %Cmp60, label %CF245, label %CF251

CF251:                                            ; preds = %CF245
  %L61 = load i16, ptr %0, align 2
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E62 = extractelement <8 x i64> %I, i32 %L53
  %Shuff63 = shufflevector <2 x i64> %Shuff26, <2 x i64> %Sl16, <2 x i32> <i32 2, i32 poison>
  %I64 = insertelement <8 x i8> %Shuff7, i8 -89, i32 227899
  %B65 = srem i8 -89, %B28
  %FC66 = fptosi double 0x7AADFF4C46ABC0CA to i1
  br i1 %FC66, label %CF245, label %CF249

CF249:                                            ; preds = %CF249, %CF251
  %Sl67 = select i1 %FC66, <2 x i64> %I27, <2 x i64> %Sl16
  %Cmp68 = icmp sgt <1 x i32> %I48, zeroinitializer
  %L69 = load i1, ptr %0, align 1
  br i1 %L69, label %CF249, label %CF250

CF250:                                            ; preds = %CF250, %CF249
  store <2 x i64> %Shuff39, ptr %0, align 16
  %E70 = extractelement <8 x i64> %Shuff47, i32 %3
  %Shuff71 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %I21, <8 x i32> <i32 12, i32 14, i32 poison, i32 2, i32 4, i32 6, i32 poison, i32 10>
  %I72 = insertelement <1 x i32> %Sl29, i32 %L53, i32 %3
  %B73 = udiv i16 %E46, -24241
  %PC = bitcast ptr %A to ptr
  %Sl74 = select i1 true, float 0x416AE98EC0000000, float %FC58
  %Cmp75 = icmp eq <8 x i64> %I21, %Shuff55
  %L76 = load <8 x i1>, ptr %PC, align 1
  store i16 %L5, ptr %PC, align 2
  %E77 = extractelement <8 x i64> %Shuff47, i32 202475
  %Shuff78 = shufflevector <1 x i32> %I48, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I79 = insertelement <4 x i1> %Shuff13, i1 %Sl10, i32 227899
  %B80 = add i8 %B9, %5
  %Tr81 = trunc <2 x i64> %Shuff39 to <2 x i16>
  %Sl82 = select i1 true, i8 %B80, i8 %B65
  %L83 = load <4 x i8>, ptr %PC, align 4
  store i64 %E77, ptr %PC, align 4
  %E84 = extractelement <2 x i64> %Shuff63, i32 %L53
  %Shuff85 = shufflevector <8 x i64> %I34, <8 x i64> %Shuff71, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I86 = insertelement <8 x i8> %I64, i8 %B80, i32 202475
  %B87 = or i16 %L5, -24241
  %Sl88 = select i1 %Cmp44, i64 %E77, i64 %E62
  %Cmp89 = icmp eq i16 24659, %Sl22
  br i1 %Cmp89, label %CF250, label %CF256

CF256:                                            ; preds = %CF256, %CF250
  %L90 = load <4 x double>, ptr %PC, align 32
  store i32 %3, ptr %0, align 4
  %E91 = extractelement <4 x double> %L90, i32 %L53
  %Shuff92 = shufflevector <8 x i64> %Shuff33, <8 x i64> %Shuff, <8 x i32> <i32 poison, i32 3, i32 5, i32 poison, i32 9, i32 poison, i32 13, i32 15>
  %I93 = insertelement <2 x i64> %Shuff63, i64 %Se, i32 %L53
  %B94 = lshr i32 -1, %3
  %FC95 = uitofp i32 %3 to double
  %Sl96 = select i1 %Cmp44, i1 %Cmp, i1 %Cmp30
  br i1 %Sl96, label %CF256, label %CF259

CF259:                                            ; preds = %CF256
  %Cmp97 = icmp ule i1 %Cmp89, %Sl10
  br label %CF240

CF240:                                            ; preds = %CF240, %CF259
  %L98 = load i32, ptr %0, align 4
  store <4 x i32> %L24, ptr %PC, align 16
  %E99 = extractelement <8 x i64> %Shuff47, i32 %L53
  %Shuff100 = shufflevector <2 x i64> %I27, <2 x i64> %I56, <2 x i32> <i32 poison, i32 0>
  %I101 = insertelement <2 x double> %BC, double %FC95, i32 202475
  %B102 = shl <8 x i64> %Shuff85, %Shuff71
  %Tr103 = trunc <4 x i64> %L11 to <4 x i32>
  %Sl104 = select i1 true, <8 x i8> %I40, <8 x i8> %Shuff7
  %Cmp105 = icmp ule i64 %E99, %E25
  br i1 %Cmp105, label %CF240, label %CF242

CF242:                                            ; preds = %CF242, %CF263, %CF255, %CF240
  %L106 = load i8, ptr %PC, align 1
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 64
  %E107 = extractelement <4 x i32> %Tr103, i32 %B94
  %Shuff108 = shufflevector <8 x i64> %Shuff, <8 x i64> %Shuff92, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14>
  %I109 = insertelement <4 x i8> %L83, i8 -89, i32 %L53
  %B110 = frem <2 x double> %I101, %BC
  %Sl111 = select i1 %Cmp30, <4 x i32> %Tr103, <4 x i32> %Tr103
  %Cmp112 = icmp uge <8 x i8> %Shuff7, %I40
  %L113 = load double, ptr %0, align 8
  %E114 = extractelement <2 x i64> %Sl67, i32 -1
  %Shuff115 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I116 = insertelement <8 x i16> %B49, i16 %B87, i32 %3
  %B117 = urem <8 x i64> %I, %Shuff47
  %Tr118 = trunc <8 x i64> %Shuff92 to <8 x i16>
  %Sl119 = select i1 %L69, i16 %L61, i16 0
  %Cmp120 = icmp slt i64 377655, %E84
  br i1 %Cmp120, label %CF242, label %CF263

CF263:                                            ; preds = %CF242
  %L121 = load float, ptr %0, align 4
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 64
  %E122 = extractelement <8 x i16> %ZE, i32 %B94
  %Shuff123 = shufflevector <8 x i8> %Shuff7, <8 x i8> %Sl104, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 poison, i32 4, i32 6>
  %I124 = insertelement <2 x i64> %Shuff100, i64 %FC, i32 202475
  %B125 = sdiv <8 x i64> %I21, %Shuff71
  %Tr126 = trunc <8 x i64> %Shuff71 to <8 x i8>
  %Sl127 = select i1 %Cmp17, i8 %B35, i8 %5
  %Cmp128 = icmp ult <2 x i64> %Sl67, %Sl16
  %L129 = load <4 x i8>, ptr %PC, align 4
  store i16 %Sl22, ptr %PC, align 2
  %E130 = extractelement <8 x i64> %Shuff92, i32 %L53
  %Shuff131 = shufflevector <4 x i1> %Sl, <4 x i1> %I79, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I132 = insertelement <8 x i16> %ZE, i16 %Sl119, i32 %L53
  %B133 = urem <2 x i64> %I93, %Shuff100
  %Tr134 = trunc i64 %E32 to i1
  br i1 %Tr134, label %CF242, label %CF246

CF246:                                            ; preds = %CF246, %CF263
  %Sl135 = select i1 %Cmp89, float 0xBDECE090C0000000, float %B15
  %Cmp136 = icmp ult <2 x i64> %B57, %B133
  %L137 = load <16 x i8>, ptr %PC, align 16
  store float 0x47B7E41BC0000000, ptr %0, align 4
  %E138 = extractelement <4 x double> %L90, i32 %B94
  %Shuff139 = shufflevector <2 x i64> %Sl67, <2 x i64> %Shuff39, <2 x i32> <i32 1, i32 3>
  %I140 = insertelement <8 x i8> %I64, i8 %5, i32 %E107
  %B141 = frem float %B15, %Sl74
  %FC142 = fptoui double %E38 to i16
  %Sl143 = select <8 x i1> %Cmp75, <8 x i8> %I86, <8 x i8> %Shuff123
  %Cmp144 = icmp uge <2 x i64> %Shuff39, %Sl16
  %L145 = load <8 x float>, ptr %PC, align 32
  store double %Sl59, ptr %PC, align 8
  %E146 = extractelement <8 x i8> %I86, i32 %3
  %Shuff147 = shufflevector <8 x i64> %Shuff47, <8 x i64> %Shuff115, <8 x i32> <i32 11, i32 13, i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9>
  %I148 = insertelement <2 x i64> zeroinitializer, i64 494063, i32 %L53
  %Se149 = sext <8 x i8> %Sl143 to <8 x i16>
  %Sl150 = select i1 %Cmp105, float %L45, float 0x43A7EC0BC0000000
  %Cmp151 = icmp uge <2 x i64> %I56, zeroinitializer
  %L152 = load i16, ptr %PC, align 2
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC, align 32
  %E153 = extractelement <4 x i1> zeroinitializer, i32 %L53
  br i1 %E153, label %CF246, label %CF248

CF248:                                            ; preds = %CF248, %CF246
  %Shuff154 = shufflevector <2 x i64> %Shuff100, <2 x i64> %I124, <2 x i32> <i32 poison, i32 2>
  %I155 = insertelement <8 x i8> %Sl143, i8 %Sl127, i32 %3
  %B156 = fdiv double %L113, %L113
  %ZE157 = zext i8 %B9 to i16
  %Sl158 = select i1 %E6, i16 0, i16 0
  %Cmp159 = icmp slt i16 %Sl22, %E46
  br i1 %Cmp159, label %CF248, label %CF254

CF254:                                            ; preds = %CF254, %CF248
  %L160 = load <4 x i32>, ptr %PC, align 16
  store float %Sl150, ptr %0, align 4
  %E161 = extractelement <2 x i64> %B57, i32 %B94
  %Shuff162 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff20, <4 x i32> <i32 1, i32 poison, i32 5, i32 poison>
  %I163 = insertelement <8 x i8> %I140, i8 -69, i32 %L53
  %ZE164 = zext i1 %L69 to i8
  %Sl165 = select i1 %E153, float %Sl135, float %L45
  %Cmp166 = icmp slt i16 10483, %B87
  br i1 %Cmp166, label %CF254, label %CF255

CF255:                                            ; preds = %CF254
  %L167 = load <4 x float>, ptr %PC, align 16
  store i64 %E25, ptr %PC, align 4
  %E168 = extractelement <2 x double> %B110, i32 %L53
  %Shuff169 = shufflevector <8 x i16> %ZE, <8 x i16> %ZE, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3>
  %I170 = insertelement <2 x i64> %Sl67, i64 %E130, i32 227899
  %B171 = fmul <2 x double> %BC, %I101
  %Sl172 = select i1 %Cmp60, i8 %B35, i8 -89
  %Cmp173 = icmp slt i1 %Cmp52, %Cmp17
  br i1 %Cmp173, label %CF242, label %CF244

CF244:                                            ; preds = %CF244, %CF255
  %L174 = load i16, ptr %0, align 2
  %E175 = extractelement <1 x i32> zeroinitializer, i32 %L53
  %Shuff176 = shufflevector <8 x i64> %Shuff, <8 x i64> %Shuff, <8 x i32> <i32 poison, i32 1, i32 poison, i32 poison, i32 7, i32 9, i32 11, i32 13>
  %I177 = insertelement <8 x i64> %Shuff47, i64 %E32, i32 %E175
  %B178 = xor i8 %Sl172, %B9
  %Se179 = sext i16 %L152 to i64
  %Sl180 = select i1 %Cmp173, i64 501291, i64 %E77
  %Cmp181 = fcmp une float %Sl36, %L31
  br i1 %Cmp181, label %CF244, label %CF261

CF261:                                            ; preds = %CF261, %CF244
  %L182 = load i32, ptr %0, align 4
  store <4 x i32> %Tr103, ptr %0, align 16
  %E183 = extractelement <8 x i64> %Shuff92, i32 202475
  %Shuff184 = shufflevector <2 x i1> %Cmp128, <2 x i1> %Cmp128, <2 x i32> <i32 poison, i32 2>
  %I185 = insertelement <8 x i64> zeroinitializer, i64 501291, i32 %L182
  %B186 = and <4 x i32> %L24, %Tr103
  %Se187 = sext <2 x i16> %Tr81 to <2 x i32>
  %Sl188 = select i1 %Tr134, i8 %Sl172, i8 -89
  %Cmp189 = fcmp ule <2 x double> %I101, %BC
  %L190 = load i16, ptr %0, align 2
  store <8 x i8> %I64, ptr %PC, align 8
  %E191 = extractelement <2 x i64> %I93, i32 %E175
  %Shuff192 = shufflevector <8 x i8> %Shuff123, <8 x i8> %I163, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I193 = insertelement <8 x i8> %Sl143, i8 %B80, i32 227899
  %B194 = srem <8 x i64> %Shuff85, %Shuff
  %FC195 = uitofp <4 x i64> %L11 to <4 x float>
  %Sl196 = select <2 x i1> %Cmp128, <2 x i64> %Shuff100, <2 x i64> zeroinitializer
  %Cmp197 = icmp ult <2 x i64> %B41, %Sl16
  %L198 = load <4 x i64>, ptr %0, align 32
  store float %Sl165, ptr %PC, align 4
  %E199 = extractelement <2 x i64> %B41, i32 227899
  %Shuff200 = shufflevector <1 x i32> %I48, <1 x i32> %Sl29, <1 x i32> <i32 1>
  %I201 = insertelement <2 x i1> %Shuff184, i1 %Cmp44, i32 %B94
  %B202 = srem i64 377655, %E84
  %Sl203 = select i1 %Cmp89, i8 %Sl82, i8 -1
  %Cmp204 = icmp ule <2 x i64> %Sl67, %I56
  %L205 = load float, ptr %PC, align 4
  store <1 x i8> zeroinitializer, ptr %PC, align 1
  %E206 = extractelement <8 x i8> %I163, i32 %B94
  %Shuff207 = shufflevector <8 x i1> %Cmp75, <8 x i1> %Cmp112, <8 x i32> <i32 poison, i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I208 = insertelement <8 x i8> %Shuff123, i8 %B65, i32 %B94
  %Se209 = sext <8 x i1> %Cmp75 to <8 x i64>
  %Sl210 = select <8 x i1> %Cmp23, <8 x i8> zeroinitializer, <8 x i8> %I40
  %Cmp211 = fcmp ogt double %B156, %E38
  br i1 %Cmp211, label %CF261, label %CF265

CF265:                                            ; preds = %CF261
  %L212 = load <1 x i64>, ptr %1, align 8
  store i8 %Sl127, ptr %PC, align 1
  %E213 = extractelement <2 x i1> %Cmp204, i32 %E175
  br label %CF

CF:                                               ; preds = %CF, %CF266, %CF265
  %Shuff214 = shufflevector <2 x i64> %Shuff63, <2 x i64> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I215 = insertelement <2 x i1> %Shuff184, i1 %Cmp173, i32 %B94
  %Sl216 = select <8 x i1> %Cmp75, <8 x i64> %Sl51, <8 x i64> %Shuff176
  %Cmp217 = icmp sgt i64 %Sl88, %E70
  br i1 %Cmp217, label %CF, label %CF262

CF262:                                            ; preds = %CF262, %CF
  %L218 = load <16 x i1>, ptr %PC, align 2
  store i8 %5, ptr %0, align 1
  %E219 = extractelement <8 x i1> %Cmp112, i32 %L98
  br i1 %E219, label %CF262, label %CF264

CF264:                                            ; preds = %CF264, %CF262
  %Shuff220 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff147, <8 x i32> <i32 9, i32 11, i32 poison, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I221 = insertelement <4 x i32> %L160, i32 227899, i32 %E175
  %B222 = fmul double %L113, %B
  %ZE223 = zext <16 x i1> %L218 to <16 x i32>
  %Sl224 = select i1 %Cmp44, i64 %4, i64 %E62
  %Cmp225 = icmp ugt i1 %Cmp, %Cmp181
  br i1 %Cmp225, label %CF264, label %CF266

CF266:                                            ; preds = %CF264
  %L226 = load <2 x i64>, ptr %2, align 16
  store double %B222, ptr %PC, align 8
  %E227 = extractelement <8 x i64> %Shuff71, i32 %E175
  %Shuff228 = shufflevector <8 x i64> %Shuff, <8 x i64> zeroinitializer, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison>
  %I229 = insertelement <2 x i64> %Shuff154, i64 %E183, i32 %3
  %FC230 = sitofp i16 24659 to double
  %Sl231 = select i1 %Sl10, i32 %E107, i32 %L53
  %Cmp232 = icmp eq <8 x i8> %Sl104, %I163
  %L233 = load <1 x double>, ptr %0, align 8
  store i8 %ZE164, ptr %0, align 1
  %E234 = extractelement <8 x i64> zeroinitializer, i32 %B94
  %Shuff235 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I236 = insertelement <4 x i64> %L11, i64 %E99, i32 %L182
  %FC237 = fptosi float 0xC26EEF92C0000000 to i16
  %Sl238 = select i1 %Cmp17, <8 x i64> %I34, <8 x i64> zeroinitializer
  %Cmp239 = icmp sge i1 %Cmp211, %E6
  br i1 %Cmp239, label %CF, label %CF241

CF241:                                            ; preds = %CF266
  store i64 %E114, ptr %PC, align 4
  store double 0x6095E734B0932CB2, ptr %0, align 8
  store i16 %Sl22, ptr %0, align 2
  store i16 %Sl119, ptr %A, align 2
  store i32 %E175, ptr %0, align 4
  ret void
}
