; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD61(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca i32, align 4
  %A2 = alloca double, align 8
  %A1 = alloca i1, align 1
  %A = alloca i16, align 2
  %L = load <4 x i64>, ptr %0, align 32
  store i32 -1, ptr %0, align 4
  %E = extractelement <1 x i1> zeroinitializer, i32 -1
  br label %CF243

CF243:                                            ; preds = %BB
  %Shuff = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I = insertelement <1 x i1> zeroinitializer, i1 %E, i32 -1
  %B = add i64 0, 314979
  %PC = bitcast ptr %A3 to ptr
  %Sl = select <1 x i1> %I, <1 x i1> %I, <1 x i1> zeroinitializer
  %Cmp = icmp slt <1 x i1> %I, %I
  %L5 = load <2 x i64>, ptr %PC, align 16
  store i16 31143, ptr %PC, align 2
  %E6 = extractelement <8 x i64> zeroinitializer, i32 -1
  %Shuff7 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I8 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 -1
  %PC9 = bitcast ptr %A to ptr
  %Sl10 = select i1 true, ptr %1, ptr %0
  %Cmp11 = icmp ule i8 119, %5
  br label %CF232

CF232:                                            ; preds = %CF232, %CF248, %CF243
  %L12 = load <8 x float>, ptr %A1, align 32
  store i32 327851, ptr %A1, align 4
  %E13 = extractelement <8 x float> %L12, i32 9687
  %Shuff14 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff7, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I15 = insertelement <4 x i16> %Shuff14, i16 32735, i32 %3
  %Tr = trunc <8 x i32> zeroinitializer to <8 x i16>
  %Sl16 = select i1 false, <4 x i16> %I15, <4 x i16> %Shuff14
  %Cmp17 = icmp sgt i1 %E, true
  br i1 %Cmp17, label %CF232, label %CF248

CF248:                                            ; preds = %CF232
  %L18 = load float, ptr %PC, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 16
  %E19 = extractelement <4 x i1> zeroinitializer, i32 -1
  br i1 %E19, label %CF232, label %CF245

CF245:                                            ; preds = %CF245, %CF259, %CF248
  %Shuff20 = shufflevector <8 x i64> %Shuff, <8 x i64> %Shuff, <8 x i32> <i32 12, i32 14, i32 0, i32 poison, i32 4, i32 6, i32 8, i32 10>
  %I21 = insertelement <8 x i32> zeroinitializer, i32 -1, i32 327851
  %B22 = shl <8 x i32> %I21, zeroinitializer
  %Sl23 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x float> %L12, <8 x float> %L12
  %Cmp24 = icmp sgt <4 x i16> %Shuff14, %Shuff7
  %L25 = load <4 x i1>, ptr %PC, align 1
  store i16 32735, ptr %PC, align 2
  %E26 = extractelement <8 x float> %Sl23, i32 9687
  %Shuff27 = shufflevector <1 x i1> %Cmp, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I28 = insertelement <1 x i1> zeroinitializer, i1 true, i32 %3
  %B29 = sdiv <4 x i16> zeroinitializer, %Shuff7
  %Sl30 = select i1 false, i1 %Cmp17, i1 false
  br i1 %Sl30, label %CF245, label %CF259

CF259:                                            ; preds = %CF245
  %Cmp31 = icmp ule i32 -1, %3
  br i1 %Cmp31, label %CF245, label %CF251

CF251:                                            ; preds = %CF251, %CF259
  %L32 = load double, ptr %PC, align 8
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 16
  %E33 = extractelement <8 x i64> %Shuff, i32 %3
  %Shuff34 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I35 = insertelement <4 x i64> %Shuff34, i64 -1, i32 -1
  %FC = sitofp <4 x i1> %L25 to <4 x float>
  %Sl36 = select i1 true, ptr %A3, ptr %PC
  %Cmp37 = icmp uge <4 x i16> %B29, zeroinitializer
  %L38 = load <8 x i8>, ptr %PC9, align 8
  store float 0x46D063D440000000, ptr %PC, align 4
  %E39 = extractelement <1 x i1> zeroinitializer, i32 %3
  br i1 %E39, label %CF251, label %CF263

CF263:                                            ; preds = %CF251
  %Shuff40 = shufflevector <4 x i1> %L25, <4 x i1> %Cmp24, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I41 = insertelement <4 x i16> %Shuff7, i16 32735, i32 9687
  %B42 = srem <4 x i16> %Sl16, %Shuff7
  %ZE = zext <8 x i8> %L38 to <8 x i32>
  %Sl43 = select i1 %Sl30, <1 x i1> %Shuff27, <1 x i1> %Shuff27
  %Cmp44 = icmp ule <8 x i32> zeroinitializer, %I21
  %L45 = load float, ptr %Sl36, align 4
  store <2 x i32> <i32 0, i32 -1>, ptr %PC, align 8
  %E46 = extractelement <4 x i16> %I15, i32 %3
  %Shuff47 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff34, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I48 = insertelement <8 x i64> %Shuff, i64 %E33, i32 %3
  %B49 = srem <4 x i64> %I8, zeroinitializer
  %Tr50 = trunc <4 x i64> %L to <4 x i1>
  %Sl51 = select i1 false, <4 x float> %FC, <4 x float> %FC
  %Cmp52 = icmp sge i64 -1, %E33
  br label %CF

CF:                                               ; preds = %CF, %CF260, %CF256, %CF254, %CF264, %CF257, %CF263
  %L53 = load i64, ptr %PC9, align 4
  store <2 x i32> <i32 0, i32 -1>, ptr %Sl36, align 8
  %E54 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff55 = shufflevector <4 x i16> %Shuff7, <4 x i16> %Shuff7, <4 x i32> <i32 4, i32 poison, i32 poison, i32 2>
  %I56 = insertelement <4 x i1> %Cmp37, i1 false, i32 -1
  %Sl57 = select <4 x i1> zeroinitializer, <4 x i64> %Shuff47, <4 x i64> %L
  %L58 = load double, ptr %Sl36, align 8
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  %E59 = extractelement <8 x i8> %L38, i32 %3
  %Shuff60 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff7, <4 x i32> <i32 poison, i32 poison, i32 4, i32 6>
  %I61 = insertelement <8 x float> %L12, float 0x46D063D440000000, i32 327851
  %B62 = sub i8 %E59, %E59
  %FC63 = uitofp <1 x i1> %Shuff27 to <1 x double>
  %Sl64 = select i1 %Cmp31, i64 %E6, i64 %E33
  %Cmp65 = icmp ne <4 x i1> %I56, %Cmp24
  %L66 = load i8, ptr %0, align 1
  store <8 x float> %I61, ptr %2, align 32
  %E67 = extractelement <2 x i1> zeroinitializer, i32 %3
  br i1 %E67, label %CF, label %CF260

CF260:                                            ; preds = %CF
  %Shuff68 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I41, <4 x i32> <i32 6, i32 0, i32 poison, i32 4>
  %I69 = insertelement <1 x i1> %Sl, i1 %Cmp31, i32 %3
  %B70 = sub i16 32735, 31143
  %Sl71 = select i1 %E67, float 0x3AB2FCD6C0000000, float %L45
  %Cmp72 = fcmp ule <8 x float> %L12, %I61
  %L73 = load <2 x i64>, ptr %0, align 16
  store i1 %E, ptr %PC, align 1
  %E74 = extractelement <8 x float> %L12, i32 -1
  %Shuff75 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 poison, i32 poison>
  %I76 = insertelement <1 x i1> zeroinitializer, i1 %E67, i32 %3
  %Tr77 = trunc <2 x i64> zeroinitializer to <2 x i32>
  %Sl78 = select i1 %Cmp11, float %E13, float %L45
  %Cmp79 = icmp ugt i32 %3, %3
  br i1 %Cmp79, label %CF, label %CF256

CF256:                                            ; preds = %CF260
  %L80 = load <4 x i64>, ptr %Sl36, align 32
  store i64 %4, ptr %0, align 4
  %E81 = extractelement <4 x i64> %Shuff34, i32 -1
  %Shuff82 = shufflevector <2 x i32> %Tr77, <2 x i32> %Tr77, <2 x i32> poison
  %I83 = insertelement <8 x float> %L12, float %E13, i32 %3
  %Sl84 = select i1 true, i64 223435, i64 %L53
  %Cmp85 = icmp ule i1 %Cmp31, %Cmp11
  br i1 %Cmp85, label %CF, label %CF254

CF254:                                            ; preds = %CF256
  %L86 = load <2 x i32>, ptr %2, align 8
  store double 0x2769870869673E86, ptr %0, align 8
  %E87 = extractelement <4 x i64> %Shuff34, i32 %3
  %Shuff88 = shufflevector <4 x i64> %Sl57, <4 x i64> %Shuff34, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>
  %I89 = insertelement <4 x i64> %I35, i64 %E33, i32 %3
  %B90 = urem <8 x i64> zeroinitializer, %Shuff
  %FC91 = fptoui double 0x7E9078889E7FF06 to i32
  %Sl92 = select <8 x i1> %Cmp44, <8 x i8> %L38, <8 x i8> %L38
  %Cmp93 = icmp sge i64 354963, %E81
  br i1 %Cmp93, label %CF, label %CF253

CF253:                                            ; preds = %CF253, %CF254
  %L94 = load <2 x i64>, ptr %Sl36, align 16
  store double 0x2769870869673E86, ptr %PC, align 8
  %E95 = extractelement <4 x i64> %Shuff34, i32 %FC91
  %Shuff96 = shufflevector <8 x i64> %Shuff20, <8 x i64> %Shuff, <8 x i32> <i32 poison, i32 11, i32 poison, i32 15, i32 poison, i32 poison, i32 5, i32 7>
  %I97 = insertelement <1 x i1> %I, i1 %Sl30, i32 %FC91
  %Sl98 = select i1 %E19, ptr %Sl36, ptr %0
  %L99 = load <2 x i64>, ptr %PC, align 16
  store i1 %E67, ptr %PC, align 1
  %E100 = extractelement <8 x float> %L12, i32 %FC91
  %Shuff101 = shufflevector <4 x i16> %Shuff55, <4 x i16> %Shuff7, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I102 = insertelement <8 x i32> zeroinitializer, i32 %FC91, i32 -1
  %B103 = or <8 x i64> %Shuff20, %B90
  %FC104 = sitofp <4 x i64> %Sl57 to <4 x double>
  %Sl105 = select i1 %Sl30, <4 x i64> %I89, <4 x i64> zeroinitializer
  %Cmp106 = icmp ugt i16 0, %B70
  br i1 %Cmp106, label %CF253, label %CF264

CF264:                                            ; preds = %CF253
  %L107 = load double, ptr %Sl98, align 8
  %E108 = extractelement <8 x i64> zeroinitializer, i32 %FC91
  %Shuff109 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I110 = insertelement <2 x i64> %L94, i64 %E81, i32 -1
  %FC111 = sitofp i64 0 to float
  %Sl112 = select i1 false, <8 x i32> %ZE, <8 x i32> %I21
  %Cmp113 = icmp ne <4 x i64> %Shuff88, %Sl105
  %L114 = load i64, ptr %PC, align 4
  store <8 x i32> %I102, ptr %PC, align 32
  %E115 = extractelement <4 x i16> %B42, i32 %FC91
  %Shuff116 = shufflevector <4 x i16> %Shuff101, <4 x i16> %Shuff7, <4 x i32> <i32 6, i32 0, i32 2, i32 poison>
  %I117 = insertelement <4 x i16> %Shuff14, i16 31143, i32 %FC91
  %B118 = fadd double 0x2769870869673E86, 0x2769870869673E86
  %BC = bitcast <4 x i64> %I35 to <4 x double>
  %Sl119 = select i1 %E67, ptr %0, ptr %0
  %Cmp120 = icmp sgt <4 x i64> %L80, %Shuff34
  %L121 = load <16 x i64>, ptr %Sl119, align 128
  store i1 %Cmp17, ptr %Sl98, align 1
  %E122 = extractelement <1 x i8> zeroinitializer, i32 %FC91
  %Shuff123 = shufflevector <1 x i1> %I97, <1 x i1> %I, <1 x i32> <i32 1>
  %I124 = insertelement <4 x i64> %Shuff88, i64 %4, i32 %FC91
  %B125 = shl i64 %Sl64, 354963
  %PC126 = bitcast ptr %PC9 to ptr
  %Sl127 = select i1 %Cmp52, i1 %Cmp93, i1 false
  br i1 %Sl127, label %CF, label %CF235

CF235:                                            ; preds = %CF235, %CF264
  %Cmp128 = icmp sge i16 %E46, 31143
  br i1 %Cmp128, label %CF235, label %CF257

CF257:                                            ; preds = %CF235
  %L129 = load i1, ptr %1, align 1
  br i1 %L129, label %CF, label %CF231

CF231:                                            ; preds = %CF231, %CF234, %CF257
  store <4 x float> %FC, ptr %Sl36, align 16
  %E130 = extractelement <4 x i1> %Cmp24, i32 %FC91
  br i1 %E130, label %CF231, label %CF234

CF234:                                            ; preds = %CF231
  %Shuff131 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I132 = insertelement <8 x i32> %I102, i32 %FC91, i32 %FC91
  %B133 = fmul float %FC111, %E13
  %Tr134 = trunc <4 x i64> %Shuff47 to <4 x i1>
  %Sl135 = select i1 true, i64 0, i64 %E33
  %Cmp136 = icmp ult i1 %Cmp17, false
  br i1 %Cmp136, label %CF231, label %CF233

CF233:                                            ; preds = %CF233, %CF255, %CF247, %CF240, %CF262, %CF234
  %L137 = load <4 x double>, ptr %0, align 32
  store i16 %E46, ptr %Sl98, align 2
  %E138 = extractelement <2 x i8> zeroinitializer, i32 %FC91
  %Shuff139 = shufflevector <4 x i64> %Shuff88, <4 x i64> %Shuff34, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I140 = insertelement <2 x i64> %I110, i64 354963, i32 %FC91
  %FC141 = fptosi float %B133 to i16
  %Sl142 = select i1 %Cmp93, <1 x i1> %I28, <1 x i1> %Shuff123
  %Cmp143 = fcmp ueq float %E13, %E13
  br i1 %Cmp143, label %CF233, label %CF255

CF255:                                            ; preds = %CF233
  %L144 = load i8, ptr %Sl98, align 1
  %E145 = extractelement <2 x i1> zeroinitializer, i32 -1
  br i1 %E145, label %CF233, label %CF247

CF247:                                            ; preds = %CF255
  %Shuff146 = shufflevector <8 x i1> %Cmp72, <8 x i1> %Cmp72, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I147 = insertelement <2 x i32> %Shuff82, i32 -1, i32 %FC91
  %B148 = sdiv i64 %L53, %E108
  %PC149 = bitcast ptr %Sl36 to ptr
  %Sl150 = select i1 %Cmp93, i16 %B70, i16 %E46
  %Cmp151 = icmp slt <1 x i1> %I76, %Shuff123
  %L152 = load i64, ptr %2, align 4
  store <4 x i64> %L80, ptr %PC149, align 32
  %E153 = extractelement <1 x i1> %Cmp151, i32 %FC91
  br i1 %E153, label %CF233, label %CF240

CF240:                                            ; preds = %CF247
  %Shuff154 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff131, <4 x i32> <i32 4, i32 6, i32 0, i32 poison>
  %I155 = insertelement <8 x i32> zeroinitializer, i32 9687, i32 -1
  %B156 = urem i64 0, %B
  %FC157 = fptoui <4 x double> %L137 to <4 x i32>
  %Sl158 = select <4 x i1> zeroinitializer, <4 x i64> %I124, <4 x i64> zeroinitializer
  %Cmp159 = icmp ult i8 119, %E59
  br i1 %Cmp159, label %CF233, label %CF237

CF237:                                            ; preds = %CF237, %CF258, %CF261, %CF240
  %L160 = load <1 x i16>, ptr %Sl36, align 2
  store i16 31143, ptr %PC, align 2
  %E161 = extractelement <4 x i16> %B29, i32 -1
  %Shuff162 = shufflevector <4 x i64> %Sl158, <4 x i64> %I124, <4 x i32> <i32 poison, i32 poison, i32 7, i32 poison>
  %I163 = insertelement <1 x i1> %Sl43, i1 %Cmp136, i32 -1
  %B164 = and <4 x i32> %FC157, %FC157
  %FC165 = uitofp i1 %Cmp93 to float
  %Sl166 = select <8 x i1> %Cmp44, <8 x i16> %Tr, <8 x i16> %Tr
  %Cmp167 = icmp ugt i1 true, true
  br i1 %Cmp167, label %CF237, label %CF258

CF258:                                            ; preds = %CF237
  %L168 = load <16 x i32>, ptr %PC149, align 64
  store i16 %E46, ptr %PC, align 2
  %E169 = extractelement <2 x i64> zeroinitializer, i32 %FC91
  %Shuff170 = shufflevector <1 x i1> %I97, <1 x i1> %Shuff123, <1 x i32> poison
  %I171 = insertelement <2 x i1> zeroinitializer, i1 false, i32 %FC91
  %Se = sext <1 x i1> %I97 to <1 x i8>
  %Sl172 = select <4 x i1> zeroinitializer, <4 x i64> %Sl105, <4 x i64> zeroinitializer
  %Cmp173 = icmp sge <2 x i1> %I171, zeroinitializer
  %L174 = load <4 x i16>, ptr %PC, align 8
  store float 0x46D063D440000000, ptr %Sl98, align 4
  %E175 = extractelement <8 x i1> %Shuff146, i32 %3
  br i1 %E175, label %CF237, label %CF239

CF239:                                            ; preds = %CF239, %CF252, %CF258
  %Shuff176 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 poison, i32 5, i32 7>
  %I177 = insertelement <2 x i1> %Cmp173, i1 %E67, i32 %FC91
  %B178 = mul <8 x i64> %I48, %I48
  %Tr179 = trunc <1 x i8> %Se to <1 x i1>
  %Sl180 = select i1 %Cmp93, i1 %Cmp17, i1 %Sl30
  br i1 %Sl180, label %CF239, label %CF252

CF252:                                            ; preds = %CF239
  %Cmp181 = icmp sge <4 x i16> %I15, %Shuff7
  %L182 = load i1, ptr %PC, align 1
  br i1 %L182, label %CF239, label %CF241

CF241:                                            ; preds = %CF241, %CF252
  store <4 x float> %FC, ptr %0, align 16
  %E183 = extractelement <2 x i64> %L99, i32 %3
  %Shuff184 = shufflevector <4 x i64> %L, <4 x i64> %I8, <4 x i32> <i32 poison, i32 poison, i32 poison, i32 4>
  %I185 = insertelement <4 x i64> %Sl158, i64 %E95, i32 %FC91
  %Sl186 = select i1 true, i1 false, i1 true
  br i1 %Sl186, label %CF241, label %CF244

CF244:                                            ; preds = %CF244, %CF241
  %Cmp187 = icmp ne i1 %Sl180, %Sl30
  br i1 %Cmp187, label %CF244, label %CF261

CF261:                                            ; preds = %CF244
  %L188 = load i32, ptr %0, align 4
  %E189 = extractelement <8 x float> %L12, i32 %FC91
  %Shuff190 = shufflevector <4 x i16> %I117, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I191 = insertelement <8 x i32> %Sl112, i32 -1, i32 %L188
  %B192 = and i64 %Sl84, %B148
  %FC193 = sitofp <2 x i64> %L73 to <2 x double>
  %Sl194 = select i1 %E145, <2 x i32> %Shuff82, <2 x i32> %Tr77
  %Cmp195 = fcmp une float %L45, %E189
  br i1 %Cmp195, label %CF237, label %CF238

CF238:                                            ; preds = %CF238, %CF246, %CF261
  %L196 = load float, ptr %A, align 4
  store <4 x i16> %Shuff7, ptr %Sl98, align 8
  %E197 = extractelement <1 x i1> %Sl142, i32 %L188
  br i1 %E197, label %CF238, label %CF246

CF246:                                            ; preds = %CF238
  %Shuff198 = shufflevector <1 x i1> %I163, <1 x i1> %Shuff27, <1 x i32> zeroinitializer
  %I199 = insertelement <4 x i32> %FC157, i32 %FC91, i32 %FC91
  %B200 = or <4 x i16> %Shuff55, %Shuff190
  %Sl201 = select i1 true, <4 x i1> %I56, <4 x i1> %Cmp181
  %Cmp202 = icmp ult <8 x i64> %Shuff, zeroinitializer
  %L203 = load i1, ptr %Sl98, align 1
  br i1 %L203, label %CF238, label %CF242

CF242:                                            ; preds = %CF242, %CF246
  store <4 x i64> %Sl158, ptr %PC149, align 32
  %E204 = extractelement <4 x i32> %FC157, i32 %L188
  %Shuff205 = shufflevector <8 x i64> %Shuff, <8 x i64> %B178, <8 x i32> <i32 poison, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I206 = insertelement <8 x i32> %B22, i32 %FC91, i32 -1
  %Sl207 = select i1 %E67, i8 119, i8 %L144
  %Cmp208 = icmp ugt i64 %Sl135, %E33
  br i1 %Cmp208, label %CF242, label %CF262

CF262:                                            ; preds = %CF242
  %L209 = load i16, ptr %Sl98, align 2
  store <2 x i8> zeroinitializer, ptr %0, align 2
  %E210 = extractelement <1 x i1> %I28, i32 9687
  br i1 %E210, label %CF233, label %CF236

CF236:                                            ; preds = %CF236, %CF262
  %Shuff211 = shufflevector <4 x i64> %Sl158, <4 x i64> %B49, <4 x i32> <i32 poison, i32 0, i32 poison, i32 4>
  %I212 = insertelement <4 x i64> %Shuff211, i64 %E6, i32 %FC91
  %B213 = sub i16 31143, %FC141
  %Tr214 = trunc <4 x i64> %Shuff139 to <4 x i8>
  %Sl215 = select i1 %Sl180, <4 x double> %FC104, <4 x double> %FC104
  %Cmp216 = icmp ugt <4 x i16> %B200, %Shuff55
  %L217 = load double, ptr %0, align 8
  store <4 x float> %FC, ptr %Sl98, align 16
  %E218 = extractelement <8 x i64> %Shuff96, i32 %FC91
  %Shuff219 = shufflevector <4 x i1> %L25, <4 x i1> %Cmp216, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I220 = insertelement <2 x i32> %Sl194, i32 %L188, i32 %3
  %Tr221 = trunc <4 x i64> %I124 to <4 x i1>
  %Sl222 = select i1 %E, i1 %Cmp85, i1 %Cmp167
  br i1 %Sl222, label %CF236, label %CF249

CF249:                                            ; preds = %CF249, %CF236
  %Cmp223 = icmp ult <1 x i1> %I163, %I
  %L224 = load i8, ptr %PC149, align 1
  store <4 x i8> %Tr214, ptr %Sl98, align 4
  %E225 = extractelement <4 x i64> zeroinitializer, i32 %L188
  %Shuff226 = shufflevector <4 x i16> %B200, <4 x i16> %Shuff7, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I227 = insertelement <4 x double> %L137, double %L217, i32 %FC91
  %FC228 = sitofp <1 x i1> %I97 to <1 x double>
  %Sl229 = select i1 false, i8 119, i8 %E122
  %Cmp230 = fcmp olt float %L45, %FC165
  br i1 %Cmp230, label %CF249, label %CF250

CF250:                                            ; preds = %CF249
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 64
  store <8 x i32> zeroinitializer, ptr %PC149, align 32
  store <2 x i32> %Tr77, ptr %0, align 8
  store i8 %E138, ptr %Sl36, align 1
  ret void
}
