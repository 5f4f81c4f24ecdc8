; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD11(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca float, align 4
  %A2 = alloca float, align 4
  %A1 = alloca float, align 4
  %A = alloca i16, align 2
  %L = load <4 x i1>, ptr %A, align 1
  store i32 -1, ptr %0, align 4
  %E = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <2 x i16> zeroinitializer, i16 -25263, i32 -1
  %B = shl <1 x i32> zeroinitializer, zeroinitializer
  %BC = bitcast i32 -1 to float
  %Sl = select i1 true, i1 true, i1 true
  br label %CF249

CF249:                                            ; preds = %CF249, %BB
  %L5 = load i32, ptr %0, align 4
  store <2 x i16> %I, ptr %0, align 4
  %E6 = extractelement <8 x i8> zeroinitializer, i32 %L5
  %Shuff7 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I8 = insertelement <4 x i1> zeroinitializer, i1 true, i32 -1
  %B9 = udiv <4 x i64> zeroinitializer, zeroinitializer
  %Tr = trunc i8 125 to i1
  br i1 %Tr, label %CF249, label %CF257

CF257:                                            ; preds = %CF257, %CF249
  %Sl10 = select <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %Cmp = icmp ule i8 -127, %E6
  br i1 %Cmp, label %CF257, label %CF263

CF263:                                            ; preds = %CF257
  %L11 = load <1 x i16>, ptr %A4, align 2
  store i1 %Tr, ptr %0, align 1
  %E12 = extractelement <8 x i8> zeroinitializer, i32 -1
  %Shuff13 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 poison>
  %I14 = insertelement <4 x i1> zeroinitializer, i1 %Sl, i32 %L5
  %B15 = shl i32 %L5, %3
  %Sl16 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i8> zeroinitializer, <8 x i8> zeroinitializer
  %Cmp17 = icmp eq i1 true, %Sl
  br label %CF

CF:                                               ; preds = %CF, %CF265, %CF264, %CF266, %CF255, %CF250, %CF263
  %L18 = load <4 x i1>, ptr %0, align 1
  store float 0x386337D700000000, ptr %0, align 4
  %E19 = extractelement <2 x i16> %Shuff7, i32 %L5
  %Shuff20 = shufflevector <2 x i16> %I, <2 x i16> %I, <2 x i32> <i32 1, i32 3>
  %I21 = insertelement <8 x i8> zeroinitializer, i8 %5, i32 %L5
  %FC = fptosi double 0x3C3BEA5A3B399ED8 to i16
  %Sl22 = select i1 %Cmp, <2 x i1> zeroinitializer, <2 x i1> zeroinitializer
  %Cmp23 = icmp ugt i64 384045, 0
  br i1 %Cmp23, label %CF, label %CF265

CF265:                                            ; preds = %CF
  %L24 = load i8, ptr %0, align 1
  %E25 = extractelement <2 x i16> %Shuff7, i32 %L5
  %Shuff26 = shufflevector <4 x i64> %B9, <4 x i64> %B9, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I27 = insertelement <4 x i1> zeroinitializer, i1 %Cmp23, i32 %3
  %ZE = zext i1 %Sl to i32
  %Sl28 = select i1 %Sl, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %Cmp29 = icmp sgt <2 x i1> zeroinitializer, zeroinitializer
  %L30 = load i16, ptr %0, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A, align 16
  %E31 = extractelement <8 x i8> %I21, i32 %ZE
  %Shuff32 = shufflevector <2 x i1> %Sl22, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I33 = insertelement <8 x i8> zeroinitializer, i8 %E12, i32 %ZE
  %B34 = xor i16 %E, -25263
  %ZE35 = zext i16 %E25 to i64
  %Sl36 = select i1 true, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %L37 = load <8 x i1>, ptr %0, align 1
  store i8 %5, ptr %0, align 1
  %E38 = extractelement <2 x i16> zeroinitializer, i32 %ZE
  %Shuff39 = shufflevector <4 x i1> %L18, <4 x i1> %I8, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I40 = insertelement <2 x i16> zeroinitializer, i16 -25263, i32 -1
  %B41 = mul i8 %L24, %5
  %Tr42 = trunc <8 x i32> zeroinitializer to <8 x i1>
  %Sl43 = select i1 %Cmp23, i8 -39, i8 %5
  %Cmp44 = icmp ule i16 %E25, %E
  br i1 %Cmp44, label %CF, label %CF264

CF264:                                            ; preds = %CF265
  %L45 = load i8, ptr %0, align 1
  store <4 x i64> %B9, ptr %0, align 32
  %E46 = extractelement <4 x i1> %Sl10, i32 %3
  br i1 %E46, label %CF, label %CF256

CF256:                                            ; preds = %CF256, %CF264
  %Shuff47 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I, <2 x i32> <i32 poison, i32 2>
  %I48 = insertelement <2 x i16> %Shuff47, i16 -25263, i32 -1
  %B49 = urem i64 0, %ZE35
  %Se = sext <2 x i16> %I40 to <2 x i64>
  %Sl50 = select i1 %Cmp23, i64 %ZE35, i64 384045
  %Cmp51 = icmp eq <8 x i1> %Tr42, %L37
  %L52 = load i64, ptr %0, align 4
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E53 = extractelement <8 x i32> zeroinitializer, i32 %L5
  %Shuff54 = shufflevector <4 x i1> %L, <4 x i1> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I55 = insertelement <4 x i1> %L, i1 true, i32 %3
  %B56 = xor i64 %B49, -1
  %ZE57 = zext i16 %L30 to i64
  %Sl58 = select i1 %Cmp44, float 0xC2D0B12480000000, float %BC
  %Cmp59 = icmp ult <4 x i64> %B9, zeroinitializer
  %L60 = load <8 x i32>, ptr %0, align 32
  store i1 %Cmp23, ptr %0, align 1
  %E61 = extractelement <4 x i1> %Shuff54, i32 %E53
  br i1 %E61, label %CF256, label %CF258

CF258:                                            ; preds = %CF258, %CF256
  %Shuff62 = shufflevector <8 x i32> %Shuff13, <8 x i32> zeroinitializer, <8 x i32> <i32 poison, i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I63 = insertelement <2 x i16> %Shuff7, i16 221, i32 %ZE
  %B64 = fdiv double 0xBBAF8ACE3CAD414C, 0x3C3BEA5A3B399ED8
  %FC65 = sitofp <8 x i32> zeroinitializer to <8 x double>
  %Sl66 = select i1 %Cmp44, i1 %E46, i1 true
  br i1 %Sl66, label %CF258, label %CF266

CF266:                                            ; preds = %CF258
  %L67 = load float, ptr %0, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E68 = extractelement <2 x i1> %Sl22, i32 %L5
  br i1 %E68, label %CF, label %CF255

CF255:                                            ; preds = %CF266
  %Shuff69 = shufflevector <2 x i16> %Shuff7, <2 x i16> %Shuff20, <2 x i32> <i32 0, i32 poison>
  %I70 = insertelement <4 x i1> %Shuff39, i1 true, i32 -1
  %B71 = shl <4 x i64> %Shuff26, zeroinitializer
  %FC72 = uitofp <8 x i8> zeroinitializer to <8 x float>
  %Sl73 = select i1 %Sl, i32 %L5, i32 %3
  %Cmp74 = icmp sgt <4 x i64> zeroinitializer, %B9
  %L75 = load double, ptr %0, align 8
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 4
  %E76 = extractelement <2 x i16> %Shuff7, i32 %L5
  %Shuff77 = shufflevector <8 x i8> %Sl16, <8 x i8> %Sl16, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0>
  %I78 = insertelement <2 x i16> %I40, i16 -25263, i32 %L5
  %B79 = add <4 x i64> %Shuff26, %B71
  %Se80 = sext <2 x i1> zeroinitializer to <2 x i16>
  %Sl81 = select i1 true, i64 %ZE35, i64 %ZE35
  %Cmp82 = icmp sgt i32 %ZE, %E53
  br i1 %Cmp82, label %CF, label %CF250

CF250:                                            ; preds = %CF255
  %L83 = load double, ptr %0, align 8
  %E84 = extractelement <1 x i32> %Sl28, i32 %E53
  %Shuff85 = shufflevector <2 x i16> %Shuff69, <2 x i16> %Shuff20, <2 x i32> <i32 3, i32 1>
  %I86 = insertelement <1 x i16> %L11, i16 %E19, i32 %L5
  %FC87 = fptosi double 0x3C3BEA5A3B399ED8 to i32
  %Sl88 = select i1 %Cmp44, float 0xC33C25F000000000, float 0x386337D700000000
  %Cmp89 = icmp slt <4 x i64> %B9, %B71
  %L90 = load <8 x i1>, ptr %0, align 1
  store i16 %E76, ptr %0, align 2
  %E91 = extractelement <8 x i32> %Shuff13, i32 %L5
  %Shuff92 = shufflevector <2 x i1> %Sl22, <2 x i1> %Sl22, <2 x i32> <i32 3, i32 1>
  %I93 = insertelement <8 x double> %FC65, double 0xBBAF8ACE3CAD414C, i32 %E53
  %B94 = xor i64 %L52, %Sl50
  %FC95 = sitofp <2 x i16> %I78 to <2 x double>
  %Sl96 = select i1 %Sl, <8 x float> %FC72, <8 x float> %FC72
  %Cmp97 = icmp ult i64 384045, -1
  br i1 %Cmp97, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF259, %CF262, %CF250
  %L98 = load i1, ptr %0, align 1
  br i1 %L98, label %CF243, label %CF246

CF246:                                            ; preds = %CF246, %CF243
  store <2 x i64> %Se, ptr %0, align 16
  %E99 = extractelement <8 x i8> zeroinitializer, i32 %ZE
  %Shuff100 = shufflevector <1 x i16> %L11, <1 x i16> %L11, <1 x i32> zeroinitializer
  %I101 = insertelement <8 x i1> %Tr42, i1 %E61, i32 %Sl73
  %FC102 = uitofp i1 %Sl to float
  %Sl103 = select i1 %Cmp44, i64 0, i64 384045
  %Cmp104 = icmp slt i16 -25263, -25263
  br i1 %Cmp104, label %CF246, label %CF251

CF251:                                            ; preds = %CF251, %CF246
  %L105 = load double, ptr %0, align 8
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 64
  %E106 = extractelement <4 x i1> %Cmp74, i32 %B15
  br i1 %E106, label %CF251, label %CF259

CF259:                                            ; preds = %CF251
  %Shuff107 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %B71, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I108 = insertelement <2 x i16> %Shuff47, i16 -25263, i32 %E53
  %B109 = fdiv float %Sl88, %Sl58
  %Se110 = sext <8 x i1> %L37 to <8 x i16>
  %Sl111 = select i1 %Cmp, i16 -1, i16 %E76
  %Cmp112 = icmp ugt <4 x i1> %Shuff39, %Shuff54
  %L113 = load i8, ptr %0, align 1
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E114 = extractelement <2 x i16> zeroinitializer, i32 %Sl73
  %Shuff115 = shufflevector <2 x i16> %Shuff85, <2 x i16> %Sl36, <2 x i32> <i32 2, i32 0>
  %I116 = insertelement <4 x i1> %Cmp89, i1 %Cmp17, i32 %E53
  %B117 = or <8 x i16> %Se110, %Se110
  %Tr118 = trunc i64 %Sl50 to i16
  %Sl119 = select i1 %E61, i64 0, i64 %Sl81
  %Cmp120 = icmp sgt i64 %Sl119, %ZE35
  br i1 %Cmp120, label %CF243, label %CF245

CF245:                                            ; preds = %CF245, %CF261, %CF259
  %L121 = load double, ptr %0, align 8
  store <4 x i64> %Shuff107, ptr %0, align 32
  %E122 = extractelement <2 x i16> %Shuff7, i32 %ZE
  %Shuff123 = shufflevector <1 x i32> %B, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I124 = insertelement <8 x i32> %Shuff13, i32 %ZE, i32 %Sl73
  %B125 = sub <8 x i32> %I124, %I124
  %Se126 = sext <4 x i1> %I14 to <4 x i64>
  %Sl127 = select <2 x i1> %Shuff92, <2 x i16> %I78, <2 x i16> %I
  %Cmp128 = fcmp oge double 0xBBAF8ACE3CAD414C, 0xBBAF8ACE3CAD414C
  br i1 %Cmp128, label %CF245, label %CF261

CF261:                                            ; preds = %CF245
  %L129 = load <4 x i64>, ptr %A, align 32
  store double 0xBBAF8ACE3CAD414C, ptr %0, align 8
  %E130 = extractelement <8 x i32> %Shuff13, i32 %E53
  %Shuff131 = shufflevector <2 x i1> %Cmp29, <2 x i1> %Sl22, <2 x i32> <i32 3, i32 1>
  %I132 = insertelement <4 x i1> %I14, i1 %E61, i32 %E130
  %BC133 = bitcast <8 x double> %FC65 to <8 x i64>
  %Sl134 = select i1 %E61, float %BC, float %Sl58
  %Cmp135 = icmp eq i16 %Tr118, %E19
  br i1 %Cmp135, label %CF245, label %CF247

CF247:                                            ; preds = %CF247, %CF261
  %L136 = load <2 x double>, ptr %0, align 16
  store i64 %B94, ptr %0, align 4
  %E137 = extractelement <4 x i1> %Shuff54, i32 %E53
  br i1 %E137, label %CF247, label %CF262

CF262:                                            ; preds = %CF247
  %Shuff138 = shufflevector <1 x i32> %Sl28, <1 x i32> %Shuff123, <1 x i32> <i32 1>
  %I139 = insertelement <8 x i1> %L37, i1 %Sl, i32 %B15
  %B140 = add <8 x i8> %Shuff77, zeroinitializer
  %Se141 = sext i16 -25263 to i32
  %Sl142 = select <4 x i1> zeroinitializer, <4 x i1> %Cmp112, <4 x i1> %Cmp112
  %Cmp143 = icmp ugt <8 x i32> %I124, %Shuff13
  %L144 = load <2 x float>, ptr %0, align 8
  store i8 %E31, ptr %0, align 1
  %E145 = extractelement <8 x i32> %I124, i32 %E53
  %Shuff146 = shufflevector <1 x i16> %Shuff100, <1 x i16> %L11, <1 x i32> <i32 1>
  %I147 = insertelement <2 x i16> %Sl36, i16 %Sl111, i32 %B15
  %B148 = or <2 x i16> %I40, %I
  %Sl149 = select i1 %Cmp44, i64 384045, i64 %Sl81
  %Cmp150 = icmp eq i32 %E91, %E53
  br i1 %Cmp150, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF254, %CF262
  %L151 = load <1 x i8>, ptr %0, align 1
  store i64 %Sl149, ptr %0, align 4
  %E152 = extractelement <1 x i32> %Shuff, i32 %L5
  %Shuff153 = shufflevector <4 x i1> %Shuff54, <4 x i1> %I132, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I154 = insertelement <2 x i16> %Sl127, i16 %L30, i32 %E130
  %B155 = and <2 x i16> %I63, %Shuff20
  %FC156 = sitofp <2 x i1> %Sl22 to <2 x float>
  %Sl157 = select i1 %Cmp82, i32 %Sl73, i32 %E53
  %Cmp158 = icmp ult <8 x i1> %L90, %L37
  %L159 = load <16 x i1>, ptr %0, align 2
  store i16 %Sl111, ptr %0, align 2
  %E160 = extractelement <2 x i16> %Shuff85, i32 %E130
  %Shuff161 = shufflevector <1 x i16> %Shuff100, <1 x i16> %L11, <1 x i32> poison
  %I162 = insertelement <8 x i8> %Shuff77, i8 %5, i32 %B15
  %B163 = or <1 x i16> %Shuff161, %L11
  %ZE164 = zext <2 x i1> %Shuff32 to <2 x i8>
  %Sl165 = select i1 %Sl, double 0xBBAF8ACE3CAD414C, double %L75
  %Cmp166 = icmp slt i64 %Sl81, %ZE35
  br i1 %Cmp166, label %CF244, label %CF254

CF254:                                            ; preds = %CF244
  %L167 = load <4 x i16>, ptr %0, align 8
  store i16 %Sl111, ptr %0, align 2
  %E168 = extractelement <2 x double> %FC95, i32 %B15
  %Shuff169 = shufflevector <2 x i16> %Shuff85, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I170 = insertelement <8 x i32> zeroinitializer, i32 %ZE, i32 %L5
  %FC171 = sitofp i8 %E12 to float
  %Sl172 = select i1 %Cmp128, <1 x i8> %L151, <1 x i8> %L151
  %Cmp173 = icmp ne <8 x i8> %Sl16, %B140
  %L174 = load i8, ptr %0, align 1
  store <2 x i32> <i32 0, i32 -1>, ptr %0, align 8
  %E175 = extractelement <2 x i16> %Shuff85, i32 %E130
  %Shuff176 = shufflevector <8 x float> %FC72, <8 x float> %FC72, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I177 = insertelement <1 x i32> %Shuff123, i32 %E130, i32 %E130
  %B178 = sub <8 x i8> %B140, %Sl16
  %ZE179 = zext i1 %Sl to i64
  %Sl180 = select i1 %Cmp150, i64 %ZE179, i64 384045
  %Cmp181 = icmp sgt i64 0, %B94
  br i1 %Cmp181, label %CF244, label %CF248

CF248:                                            ; preds = %CF248, %CF260, %CF267, %CF254
  %L182 = load <4 x i8>, ptr %0, align 4
  store i64 %4, ptr %0, align 4
  %E183 = extractelement <8 x i8> %B178, i32 %L5
  %Shuff184 = shufflevector <8 x i32> %B125, <8 x i32> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 poison, i32 13>
  %I185 = insertelement <2 x i16> zeroinitializer, i16 %E19, i32 %3
  %B186 = srem <2 x i16> %B148, %Shuff85
  %BC187 = bitcast float %Sl134 to i32
  %Sl188 = select i1 %Cmp181, <4 x i1> %L18, <4 x i1> %I55
  %Cmp189 = icmp ult <2 x i16> %Shuff169, %I
  %L190 = load i32, ptr %0, align 4
  store <2 x double> %FC95, ptr %0, align 16
  %E191 = extractelement <1 x i8> %L151, i32 %Se141
  %Shuff192 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff7, <2 x i32> <i32 0, i32 poison>
  %I193 = insertelement <8 x i8> %Sl16, i8 %Sl43, i32 %E130
  %B194 = mul i32 %L5, %Sl73
  %Tr195 = fptrunc double 0xBBAF8ACE3CAD414C to float
  %Sl196 = select <1 x i1> <i1 true>, <1 x i32> %Shuff123, <1 x i32> %Sl28
  %Cmp197 = icmp eq i8 %E99, %E6
  br i1 %Cmp197, label %CF248, label %CF260

CF260:                                            ; preds = %CF248
  %L198 = load i8, ptr %0, align 1
  store <2 x i64> %Se, ptr %0, align 16
  %E199 = extractelement <8 x i1> %Cmp51, i32 %B15
  br i1 %E199, label %CF248, label %CF253

CF253:                                            ; preds = %CF253, %CF260
  %Shuff200 = shufflevector <1 x i16> %Shuff146, <1 x i16> %L11, <1 x i32> zeroinitializer
  %I201 = insertelement <2 x i16> %Shuff85, i16 %E19, i32 %Se141
  %B202 = sdiv i8 %L174, %L174
  %Se203 = sext <4 x i1> zeroinitializer to <4 x i32>
  %Sl204 = select <8 x i1> %L90, <8 x i32> %B125, <8 x i32> %Shuff184
  %Cmp205 = icmp sgt <8 x i32> %Sl204, %I124
  %L206 = load <8 x i1>, ptr %0, align 1
  store float %FC171, ptr %0, align 4
  %E207 = extractelement <8 x float> %Sl96, i32 %Se141
  %Shuff208 = shufflevector <2 x i16> %Shuff115, <2 x i16> %I147, <2 x i32> <i32 3, i32 1>
  %I209 = insertelement <8 x i32> %Shuff184, i32 %3, i32 %ZE
  %B210 = mul i16 %E19, %L30
  %Se211 = sext i1 %Cmp120 to i8
  %Sl212 = select <8 x i1> %Cmp158, <8 x i64> %BC133, <8 x i64> %BC133
  %Cmp213 = icmp sge <8 x i16> %Se110, %Se110
  %L214 = load <2 x i1>, ptr %0, align 1
  store double %B64, ptr %0, align 8
  %E215 = extractelement <2 x i1> %L214, i32 %3
  br i1 %E215, label %CF253, label %CF267

CF267:                                            ; preds = %CF253
  %Shuff216 = shufflevector <4 x i1> %Shuff153, <4 x i1> %Sl188, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I217 = insertelement <2 x i16> %Shuff69, i16 -25263, i32 -1
  %B218 = fadd float %L67, %Sl88
  %Sl219 = select i1 %E215, i8 %Se211, i8 %L174
  %Cmp220 = icmp slt i16 %E19, %E160
  br i1 %Cmp220, label %CF248, label %CF252

CF252:                                            ; preds = %CF252, %CF267
  %L221 = load <2 x i8>, ptr %0, align 2
  store i16 -1, ptr %0, align 2
  %E222 = extractelement <2 x i16> %Sl36, i32 %ZE
  %Shuff223 = shufflevector <1 x i32> %Sl196, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I224 = insertelement <4 x i8> %L182, i8 %E6, i32 -1
  %Se225 = sext <2 x i16> %Shuff169 to <2 x i64>
  %Sl226 = select <8 x i1> %I139, <8 x i1> %L37, <8 x i1> %I139
  %L227 = load i32, ptr %0, align 4
  %E228 = extractelement <4 x i64> %B71, i32 %E130
  %Shuff229 = shufflevector <4 x i16> %L167, <4 x i16> %L167, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I230 = insertelement <4 x i1> %Cmp112, i1 %Cmp82, i32 %L5
  %B231 = lshr i32 %E91, %E53
  %FC232 = sitofp <1 x i32> %Shuff138 to <1 x double>
  %Sl233 = select i1 %Cmp135, float %FC171, float %FC102
  %Cmp234 = icmp ule i64 %E228, %ZE35
  br i1 %Cmp234, label %CF252, label %CF268

CF268:                                            ; preds = %CF252
  %L235 = load <16 x i64>, ptr %0, align 128
  store i1 %Cmp17, ptr %0, align 1
  %E236 = extractelement <8 x i64> %Sl212, i32 %B15
  %Shuff237 = shufflevector <2 x i16> %Shuff69, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I238 = insertelement <4 x i64> %Shuff107, i64 %ZE35, i32 %E53
  %B239 = srem i64 %Sl103, %ZE35
  %Tr240 = trunc <1 x i32> %Shuff to <1 x i16>
  %Sl241 = select i1 %Cmp120, float %Sl88, float %B218
  %Cmp242 = icmp eq <4 x i64> %I238, %Se126
  store float %Sl58, ptr %0, align 4
  store double %B64, ptr %0, align 8
  store i1 %Cmp17, ptr %0, align 1
  store i1 %E61, ptr %0, align 1
  store float %Sl58, ptr %0, align 4
  ret void
}
