; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD48(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x i16>, align 16
  %A3 = alloca <2 x double>, align 16
  %A2 = alloca <16 x i1>, align 2
  %A1 = alloca <4 x double>, align 32
  %A = alloca <2 x i64>, align 16
  %L = load <8 x i64>, ptr %1, align 64
  store i64 -1, ptr %0, align 4
  %E = extractelement <1 x i8> zeroinitializer, i32 %3
  %Shuff = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <1 x i1> zeroinitializer, i1 false, i32 -1
  %ZE = zext i1 false to i32
  %Sl = select i1 true, i32 -1, i32 %ZE
  %Cmp = icmp slt i64 %4, 65233
  br label %CF256

CF256:                                            ; preds = %BB
  %L5 = load <2 x i32>, ptr %A, align 8
  store i32 -1, ptr %0, align 4
  %E6 = extractelement <1 x i8> zeroinitializer, i32 %ZE
  %Shuff7 = shufflevector <8 x i64> %L, <8 x i64> %L, <8 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5, i32 poison>
  %I8 = insertelement <1 x i8> zeroinitializer, i8 %E6, i32 %ZE
  %B = fsub float 0x3EC9B85D80000000, 0x3B3FA05380000000
  %Se = sext i16 -7587 to i64
  %Sl9 = select i1 false, i8 -1, i8 %5
  %Cmp10 = icmp uge <1 x i1> zeroinitializer, %Shuff
  %L11 = load float, ptr %0, align 4
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E12 = extractelement <1 x i1> zeroinitializer, i32 %3
  br label %CF250

CF250:                                            ; preds = %CF250, %CF256
  %Shuff13 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I14 = insertelement <4 x i8> zeroinitializer, i8 %E, i32 318517
  %B15 = add i16 -10803, 11253
  %Tr = trunc i8 %5 to i1
  br i1 %Tr, label %CF250, label %CF257

CF257:                                            ; preds = %CF250
  %Sl16 = select i1 %Cmp, float 0x3EC9B85D80000000, float 0x3B3FA05380000000
  %Cmp17 = icmp eq i16 11253, -7587
  br label %CF247

CF247:                                            ; preds = %CF247, %CF268, %CF257
  %L18 = load <2 x i8>, ptr %0, align 2
  store double 0x961B1C3A451980B8, ptr %0, align 8
  %E19 = extractelement <2 x i8> %L18, i32 %ZE
  %Shuff20 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 11, i32 poison, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I21 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 -1
  %B22 = ashr i32 -1, %ZE
  %Tr23 = trunc i16 %B15 to i8
  %Sl24 = select i1 %Cmp, i64 %4, i64 -1
  %Cmp25 = icmp uge i1 false, %E12
  br i1 %Cmp25, label %CF247, label %CF268

CF268:                                            ; preds = %CF247
  %L26 = load <2 x i64>, ptr %A, align 16
  store i16 31669, ptr %0, align 2
  %E27 = extractelement <8 x i32> zeroinitializer, i32 329229
  %Shuff28 = shufflevector <1 x i1> %Shuff, <1 x i1> %Cmp10, <1 x i32> <i32 1>
  %I29 = insertelement <1 x i8> zeroinitializer, i8 %E19, i32 %3
  %FC = sitofp i1 false to float
  %Sl30 = select i1 %E12, ptr %A1, ptr %A2
  %Cmp31 = icmp eq i1 true, false
  br i1 %Cmp31, label %CF247, label %CF253

CF253:                                            ; preds = %CF253, %CF268
  %L32 = load <2 x i64>, ptr %Sl30, align 16
  store i1 %Tr, ptr %Sl30, align 1
  %E33 = extractelement <1 x i1> zeroinitializer, i32 %B22
  br i1 %E33, label %CF253, label %CF264

CF264:                                            ; preds = %CF253
  %Shuff34 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I35 = insertelement <1 x i1> zeroinitializer, i1 %E12, i32 -1
  %B36 = shl i32 318517, -1
  %Se37 = sext i1 %E12 to i32
  %Sl38 = select i1 true, float %FC, float %FC
  %Cmp39 = icmp ne i32 196905, %B22
  br label %CF243

CF243:                                            ; preds = %CF243, %CF252, %CF259, %CF264
  %L40 = load i8, ptr %A, align 1
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl30, align 16
  %E41 = extractelement <1 x i8> zeroinitializer, i32 %E27
  %Shuff42 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I43 = insertelement <1 x i1> zeroinitializer, i1 true, i32 %B36
  %B44 = sub i64 %Se, -1
  %Se45 = sext <1 x i1> %I35 to <1 x i64>
  %Sl46 = select <1 x i1> %Cmp10, <1 x i1> %Shuff28, <1 x i1> %Cmp10
  %Cmp47 = icmp uge <4 x i8> %I21, %Shuff34
  %L48 = load <4 x i64>, ptr %Sl30, align 32
  store i16 %B15, ptr %Sl30, align 2
  %E49 = extractelement <4 x i8> %Shuff34, i32 %ZE
  %Shuff50 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %Shuff20, <8 x i32> <i32 poison, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I51 = insertelement <1 x i1> %Cmp10, i1 true, i32 %B22
  %FC52 = sitofp i8 %E41 to float
  %Sl53 = select i1 %E12, i16 31669, i16 %B15
  %Cmp54 = icmp ugt i1 %Cmp39, true
  br i1 %Cmp54, label %CF243, label %CF252

CF252:                                            ; preds = %CF243
  %L55 = load <4 x double>, ptr %Sl30, align 32
  store i1 true, ptr %Sl30, align 1
  %E56 = extractelement <1 x i1> %Cmp10, i32 %E27
  br i1 %E56, label %CF243, label %CF246

CF246:                                            ; preds = %CF246, %CF270, %CF252
  %Shuff57 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I58 = insertelement <4 x i8> %Shuff42, i8 %E49, i32 %B36
  %Tr59 = trunc i32 318517 to i8
  %Sl60 = select i1 %Tr, i8 %Sl9, i8 %E
  %Cmp61 = icmp sgt i1 %E33, %Cmp
  br i1 %Cmp61, label %CF246, label %CF270

CF270:                                            ; preds = %CF246
  %L62 = load i8, ptr %A, align 1
  store <1 x i32> zeroinitializer, ptr %A, align 4
  %E63 = extractelement <8 x i64> %L, i32 %ZE
  %Shuff64 = shufflevector <8 x i32> %Shuff50, <8 x i32> %Shuff50, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13>
  %I65 = insertelement <2 x i32> %L5, i32 %B22, i32 132117
  %PC = bitcast ptr %0 to ptr
  %Sl66 = select i1 true, ptr %A, ptr %Sl30
  %Cmp67 = icmp slt i8 -1, -1
  br i1 %Cmp67, label %CF246, label %CF249

CF249:                                            ; preds = %CF249, %CF269, %CF270
  %L68 = load <2 x float>, ptr %Sl30, align 8
  store double 0x961B1C3A451980B8, ptr %Sl30, align 8
  %E69 = extractelement <1 x i8> zeroinitializer, i32 %3
  %Shuff70 = shufflevector <2 x i32> %L5, <2 x i32> %I65, <2 x i32> <i32 1, i32 3>
  %I71 = insertelement <8 x i64> %Shuff7, i64 %E63, i32 %B22
  %Tr72 = trunc i32 %Sl to i8
  %Sl73 = select <1 x i1> zeroinitializer, <1 x i1> %I43, <1 x i1> %Shuff28
  %Cmp74 = icmp ugt i64 65233, %Sl24
  br i1 %Cmp74, label %CF249, label %CF263

CF263:                                            ; preds = %CF263, %CF249
  %L75 = load <4 x i1>, ptr %Sl30, align 1
  store float 0x3B3FA05380000000, ptr %PC, align 4
  %E76 = extractelement <8 x i32> zeroinitializer, i32 %3
  %Shuff77 = shufflevector <4 x i8> %I21, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I78 = insertelement <8 x i32> zeroinitializer, i32 %B22, i32 329229
  %Se79 = sext <1 x i8> %Shuff57 to <1 x i32>
  %Sl80 = select <1 x i1> zeroinitializer, <1 x i8> %I29, <1 x i8> %I29
  %Cmp81 = icmp sgt i8 %E41, %5
  br i1 %Cmp81, label %CF263, label %CF269

CF269:                                            ; preds = %CF263
  %L82 = load <4 x double>, ptr %PC, align 32
  store i32 132117, ptr %PC, align 4
  %E83 = extractelement <4 x i8> %I21, i32 %E76
  %Shuff84 = shufflevector <4 x i8> %I14, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I85 = insertelement <2 x i64> %L26, i64 65233, i32 132117
  %B86 = urem <1 x i8> %Sl80, %Shuff57
  %Se87 = sext i8 %E6 to i64
  %Sl88 = select i1 true, i8 %Tr23, i8 %Tr59
  %Cmp89 = icmp sgt i32 %E27, %E76
  br i1 %Cmp89, label %CF249, label %CF259

CF259:                                            ; preds = %CF269
  %L90 = load i8, ptr %PC, align 1
  store <4 x i64> %L48, ptr %PC, align 32
  %E91 = extractelement <4 x i8> %I21, i32 %E76
  %Shuff92 = shufflevector <4 x i8> %Shuff34, <4 x i8> zeroinitializer, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I93 = insertelement <2 x float> %L68, float %Sl38, i32 %3
  %B94 = ashr i32 %ZE, %B36
  %ZE95 = zext i32 %Se37 to i64
  %Sl96 = select i1 %Cmp61, i32 329229, i32 329229
  %Cmp97 = fcmp false float 0x3B3FA05380000000, %FC52
  br i1 %Cmp97, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF262, %CF259
  %L98 = load <8 x i64>, ptr %Sl30, align 64
  store i16 31669, ptr %Sl30, align 2
  %E99 = extractelement <4 x double> %L55, i32 329229
  %Shuff100 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %Shuff28, <1 x i32> <i32 1>
  %I101 = insertelement <8 x i32> %Shuff20, i32 %E76, i32 329229
  %B102 = and <4 x i8> %Shuff84, %Shuff34
  %FC103 = uitofp i8 %Sl60 to double
  %Sl104 = select i1 %Cmp97, i1 %Cmp17, i1 %Cmp97
  br i1 %Sl104, label %CF244, label %CF262

CF262:                                            ; preds = %CF244
  %Cmp105 = fcmp ult double %E99, %E99
  br i1 %Cmp105, label %CF244, label %CF260

CF260:                                            ; preds = %CF260, %CF262
  %L106 = load float, ptr %Sl30, align 4
  store <2 x i64> %I85, ptr %PC, align 16
  %E107 = extractelement <2 x float> %I93, i32 %E76
  %Shuff108 = shufflevector <4 x i8> %Shuff42, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 poison, i32 poison, i32 6>
  %I109 = insertelement <1 x i1> zeroinitializer, i1 true, i32 329229
  %B110 = ashr i8 -1, %Tr23
  %Se111 = sext <4 x i1> %L75 to <4 x i8>
  %Sl112 = select i1 %Cmp81, i8 -1, i8 %5
  %Cmp113 = icmp sge <2 x i64> %I85, %I85
  %L114 = load i32, ptr %Sl30, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl30, align 16
  %E115 = extractelement <8 x i32> %Shuff64, i32 %3
  %Shuff116 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %Shuff100, <1 x i32> zeroinitializer
  %I117 = insertelement <4 x i8> zeroinitializer, i8 %E83, i32 329229
  %ZE118 = zext <1 x i1> zeroinitializer to <1 x i32>
  %Sl119 = select i1 %Cmp25, <4 x i8> %Shuff42, <4 x i8> zeroinitializer
  %Cmp120 = icmp sge <1 x i64> %Se45, %Se45
  %L121 = load double, ptr %0, align 8
  store <1 x i16> zeroinitializer, ptr %Sl30, align 2
  %E122 = extractelement <2 x i64> %I85, i32 %B36
  %Shuff123 = shufflevector <1 x i32> %ZE118, <1 x i32> %Se79, <1 x i32> <i32 1>
  %I124 = insertelement <1 x i32> %Shuff123, i32 %L114, i32 -1
  %B125 = fsub double %E99, %E99
  %Se126 = sext i8 %L62 to i16
  %Sl127 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i64> %Shuff7, <8 x i64> %I71
  %Cmp128 = icmp sgt i8 %E83, %L40
  br i1 %Cmp128, label %CF260, label %CF271

CF271:                                            ; preds = %CF260
  %L129 = load <8 x double>, ptr %PC, align 64
  store i64 331001, ptr %Sl30, align 4
  %E130 = extractelement <2 x i8> %L18, i32 %E76
  %Shuff131 = shufflevector <1 x i1> %I51, <1 x i1> %Shuff, <1 x i32> <i32 1>
  %I132 = insertelement <8 x i32> %Shuff64, i32 329229, i32 %E76
  %B133 = urem i8 -1, %E83
  %PC134 = bitcast ptr %Sl30 to ptr
  %Sl135 = select i1 %E12, i1 true, i1 false
  br label %CF

CF:                                               ; preds = %CF, %CF258, %CF266, %CF271
  %Cmp136 = icmp ule i64 %Sl24, 65233
  br i1 %Cmp136, label %CF, label %CF255

CF255:                                            ; preds = %CF255, %CF
  %L137 = load i8, ptr %Sl30, align 1
  store <1 x i16> zeroinitializer, ptr %Sl30, align 2
  %E138 = extractelement <4 x i8> %Shuff108, i32 329229
  %Shuff139 = shufflevector <2 x float> %L68, <2 x float> %L68, <2 x i32> <i32 1, i32 3>
  %I140 = insertelement <8 x i32> zeroinitializer, i32 %B22, i32 %B94
  %PC141 = bitcast ptr %A2 to ptr
  %Sl142 = select i1 true, i1 %Cmp39, i1 %E12
  br i1 %Sl142, label %CF255, label %CF258

CF258:                                            ; preds = %CF255
  %Cmp143 = icmp sge <8 x i32> zeroinitializer, %Shuff20
  %L144 = load <4 x double>, ptr %Sl30, align 32
  store i16 %Sl53, ptr %PC134, align 2
  %E145 = extractelement <1 x i1> zeroinitializer, i32 %E27
  br i1 %E145, label %CF, label %CF251

CF251:                                            ; preds = %CF251, %CF258
  %Shuff146 = shufflevector <1 x i32> %Shuff123, <1 x i32> %Se79, <1 x i32> <i32 1>
  %I147 = insertelement <8 x i32> %I78, i32 %E76, i32 %E76
  %B148 = frem float %L11, %FC
  %Se149 = sext i1 %Cmp67 to i8
  %Sl150 = select i1 %Cmp, double %B125, double %FC103
  %Cmp151 = icmp ne i1 false, %Cmp97
  br i1 %Cmp151, label %CF251, label %CF265

CF265:                                            ; preds = %CF265, %CF267, %CF251
  %L152 = load i16, ptr %Sl30, align 2
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E153 = extractelement <2 x i8> %L18, i32 %3
  %Shuff154 = shufflevector <2 x float> %Shuff139, <2 x float> %L68, <2 x i32> <i32 3, i32 poison>
  %I155 = insertelement <2 x float> %Shuff139, float 0x3EC9B85D80000000, i32 %B94
  %FC156 = sitofp i16 -7587 to double
  %Sl157 = select i1 true, <4 x double> %L82, <4 x double> %L55
  %Cmp158 = icmp sge i8 %E138, %B110
  br i1 %Cmp158, label %CF265, label %CF267

CF267:                                            ; preds = %CF265
  %L159 = load double, ptr %Sl30, align 8
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC134, align 64
  %E160 = extractelement <1 x i64> %Se45, i32 %B94
  %Shuff161 = shufflevector <2 x i32> %L5, <2 x i32> %I65, <2 x i32> <i32 0, i32 2>
  %I162 = insertelement <4 x i8> zeroinitializer, i8 %Sl60, i32 %3
  %FC163 = uitofp i32 %E76 to double
  %Sl164 = select i1 %Cmp74, i64 65233, i64 %E160
  %Cmp165 = icmp slt <4 x i8> %Shuff77, %I58
  %L166 = load i8, ptr %PC134, align 1
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC134, align 32
  %E167 = extractelement <1 x i32> %Se79, i32 %B22
  %Shuff168 = shufflevector <2 x i32> %Shuff161, <2 x i32> %Shuff161, <2 x i32> <i32 0, i32 2>
  %I169 = insertelement <4 x i8> %Shuff77, i8 %E83, i32 -1
  %Tr170 = trunc <4 x i64> %L48 to <4 x i8>
  %Sl171 = select i1 %Cmp74, float %L11, float %B148
  %Cmp172 = fcmp uno <4 x double> %L82, %L55
  %L173 = load double, ptr %PC134, align 8
  store <2 x i16> <i16 0, i16 -1>, ptr %PC, align 4
  %E174 = extractelement <2 x i1> %Cmp113, i32 %B94
  br i1 %E174, label %CF265, label %CF266

CF266:                                            ; preds = %CF267
  %Shuff175 = shufflevector <1 x i1> %Shuff28, <1 x i1> zeroinitializer, <1 x i32> zeroinitializer
  %I176 = insertelement <1 x i1> %Shuff116, i1 %Cmp81, i32 %E167
  %B177 = shl i16 -10803, %L152
  %ZE178 = zext i1 %Sl104 to i64
  %Sl179 = select i1 %Cmp74, <4 x i8> %Shuff108, <4 x i8> %Shuff34
  %Cmp180 = icmp ule <2 x i32> %Shuff168, %L5
  %L181 = load i32, ptr %PC134, align 4
  store <8 x double> %L129, ptr %Sl30, align 64
  %E182 = extractelement <4 x i8> %Shuff34, i32 %B22
  %Shuff183 = shufflevector <4 x i8> %Shuff108, <4 x i8> %Shuff77, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I184 = insertelement <2 x i8> %L18, i8 %Sl112, i32 %B94
  %B185 = fsub float %L106, %L106
  %Se186 = sext <4 x i1> %Cmp47 to <4 x i8>
  %Sl187 = select <1 x i1> zeroinitializer, <1 x i8> %B86, <1 x i8> zeroinitializer
  %Cmp188 = icmp sge i1 true, %Cmp128
  br i1 %Cmp188, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF266
  %L189 = load <2 x i64>, ptr %PC134, align 16
  store i1 %Sl135, ptr %0, align 1
  %E190 = extractelement <4 x i8> %Shuff108, i32 %E167
  %Shuff191 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Sl187, <1 x i32> <i32 1>
  %I192 = insertelement <8 x i32> %Shuff64, i32 %B22, i32 %E167
  %B193 = fsub double %Sl150, %L121
  %FC194 = uitofp i8 %L40 to double
  %Sl195 = select <4 x i1> %L75, <4 x i8> %Shuff77, <4 x i8> %I162
  %Cmp196 = icmp sge <1 x i8> zeroinitializer, %Shuff57
  %L197 = load <8 x i32>, ptr %Sl30, align 32
  store i8 -1, ptr %Sl30, align 1
  %E198 = extractelement <4 x i8> zeroinitializer, i32 329229
  %Shuff199 = shufflevector <4 x i8> %Shuff77, <4 x i8> %Sl179, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I200 = insertelement <2 x i32> %Shuff70, i32 %E76, i32 -1
  %B201 = sub <1 x i8> %B86, zeroinitializer
  %Tr202 = trunc i32 %E27 to i8
  %Sl203 = select i1 %Cmp81, ptr %PC141, ptr %PC134
  %Cmp204 = icmp ult <8 x i32> %L197, %I192
  %L205 = load <16 x i32>, ptr %PC, align 64
  store i16 31669, ptr %PC, align 2
  %E206 = extractelement <8 x i32> %Shuff64, i32 %B94
  %Shuff207 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I8, <1 x i32> <i32 1>
  %I208 = insertelement <1 x i8> %Shuff57, i8 %Tr23, i32 %E76
  %ZE209 = zext i8 %Se149 to i64
  %Sl210 = select i1 %E174, i32 %Sl, i32 %B94
  %Cmp211 = icmp ne <1 x i8> %Shuff207, %Shuff57
  %L212 = load <1 x i8>, ptr %Sl203, align 1
  store i16 31669, ptr %0, align 2
  %E213 = extractelement <4 x i8> %I58, i32 -1
  %Shuff214 = shufflevector <4 x i1> %Cmp165, <4 x i1> %Cmp47, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I215 = insertelement <4 x i8> zeroinitializer, i8 %E6, i32 %B22
  %B216 = and <4 x i8> %Shuff108, %Shuff34
  %Tr217 = trunc i64 %ZE178 to i8
  %Sl218 = select i1 true, <4 x i8> %Tr170, <4 x i8> zeroinitializer
  %Cmp219 = icmp uge i32 %Se37, %3
  br i1 %Cmp219, label %CF245, label %CF248

CF248:                                            ; preds = %CF248, %CF261, %CF245
  %L220 = load i64, ptr %Sl203, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E221 = extractelement <4 x i8> %Shuff13, i32 %B22
  %Shuff222 = shufflevector <1 x i1> %Shuff116, <1 x i1> %Cmp196, <1 x i32> poison
  %I223 = insertelement <4 x i64> %L48, i64 %E160, i32 %E27
  %B224 = fdiv double %E99, %E99
  %Tr225 = trunc <2 x i64> %L32 to <2 x i16>
  %Sl226 = select i1 %Cmp54, i16 %Sl53, i16 %B15
  %Cmp227 = icmp sgt <1 x i1> %Cmp120, %Shuff100
  %L228 = load <4 x i16>, ptr %Sl203, align 8
  store double %E99, ptr %PC134, align 8
  %E229 = extractelement <4 x i1> %Shuff214, i32 %E206
  br i1 %E229, label %CF248, label %CF261

CF261:                                            ; preds = %CF248
  %Shuff230 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I231 = insertelement <2 x float> %Shuff139, float %L106, i32 %E206
  %B232 = fmul <4 x double> %L82, %L144
  %Sl233 = select i1 %E229, i64 %ZE178, i64 %Se
  %Cmp234 = icmp ule i32 %E27, %E167
  br i1 %Cmp234, label %CF248, label %CF254

CF254:                                            ; preds = %CF261
  %L235 = load <4 x i8>, ptr %0, align 4
  store i64 %L220, ptr %Sl30, align 4
  %E236 = extractelement <8 x double> %L129, i32 %L181
  %Shuff237 = shufflevector <8 x i64> %L98, <8 x i64> %L, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 1>
  %I238 = insertelement <1 x i1> %Cmp211, i1 %Cmp128, i32 %B94
  %B239 = udiv i32 %ZE, %B36
  %Tr240 = trunc i64 %B44 to i16
  %Sl241 = select i1 %Cmp97, <1 x i1> %Shuff28, <1 x i1> %Shuff100
  %Cmp242 = icmp ugt <4 x i8> %B102, %Shuff42
  store double %E99, ptr %Sl203, align 8
  store i8 %E130, ptr %PC134, align 1
  store i8 %Sl88, ptr %Sl203, align 1
  store i8 %Sl88, ptr %PC134, align 1
  store double %E99, ptr %Sl30, align 8
  ret void
}
