; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD85(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca i64, align 8
  %A2 = alloca i16, align 2
  %A1 = alloca i8, align 1
  %A = alloca double, align 8
  %L = load <8 x double>, ptr %0, align 64
  store i64 %4, ptr %0, align 4
  %E = extractelement <4 x i64> zeroinitializer, i32 375151
  %Shuff = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 poison, i32 29, i32 31, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I = insertelement <2 x i16> zeroinitializer, i16 -25989, i32 375151
  %B = or i64 -1, -1
  %Se = sext i1 true to i16
  %Sl = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer
  %Cmp = icmp slt i1 true, true
  br label %CF240

CF240:                                            ; preds = %CF240, %CF255, %BB
  %L5 = load <8 x i8>, ptr %0, align 8
  store i8 -81, ptr %0, align 1
  %E6 = extractelement <2 x i32> zeroinitializer, i32 375151
  %Shuff7 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I8 = insertelement <4 x i64> %Shuff7, i64 239135, i32 265347
  %FC = sitofp i64 239135 to double
  %Sl9 = select i1 true, <4 x i64> zeroinitializer, <4 x i64> zeroinitializer
  %Cmp10 = icmp ule <4 x i64> %Shuff7, %Shuff7
  %L11 = load i64, ptr %A3, align 4
  store <8 x i8> %L5, ptr %0, align 8
  %E12 = extractelement <8 x i32> zeroinitializer, i32 375151
  %Shuff13 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I14 = insertelement <2 x i1> %Shuff13, i1 %Cmp, i32 %E6
  %B15 = frem <8 x double> %L, %L
  %ZE = zext i16 -26965 to i64
  %Sl16 = select i1 true, ptr %2, ptr %0
  %Cmp17 = icmp ne i32 0, 34207
  br i1 %Cmp17, label %CF240, label %CF255

CF255:                                            ; preds = %CF240
  %L18 = load <4 x i1>, ptr %Sl16, align 1
  store i64 -1, ptr %Sl16, align 4
  %E19 = extractelement <2 x i1> %Shuff13, i32 %E6
  br i1 %E19, label %CF240, label %CF241

CF241:                                            ; preds = %CF241, %CF255
  %Shuff20 = shufflevector <8 x double> %L, <8 x double> %L, <8 x i32> <i32 poison, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 1, i32 3>
  %I21 = insertelement <4 x i16> zeroinitializer, i16 -25989, i32 %E6
  %Tr = trunc <4 x i64> %Sl9 to <4 x i32>
  %Sl22 = select i1 false, ptr %A2, ptr %Sl16
  %Cmp23 = icmp ugt <4 x i32> zeroinitializer, zeroinitializer
  %L24 = load <4 x i32>, ptr %Sl16, align 16
  store i8 %5, ptr %A, align 1
  %E25 = extractelement <2 x i1> zeroinitializer, i32 375151
  br i1 %E25, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF249, %CF241
  %Shuff26 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I27 = insertelement <2 x i1> %I14, i1 %Cmp, i32 34207
  %ZE28 = zext i1 true to i16
  %Sl29 = select i1 %E25, i1 %Cmp, i1 true
  br i1 %Sl29, label %CF242, label %CF249

CF249:                                            ; preds = %CF242
  %Cmp30 = icmp sgt i32 34207, %3
  br i1 %Cmp30, label %CF242, label %CF243

CF243:                                            ; preds = %CF249
  %L31 = load <4 x i32>, ptr %Sl16, align 16
  store float 0x421A639E40000000, ptr %Sl16, align 4
  %E32 = extractelement <4 x i1> %L18, i32 375151
  br label %CF

CF:                                               ; preds = %CF, %CF245, %CF243
  %Shuff33 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I34 = insertelement <4 x i64> %Shuff33, i64 444011, i32 265347
  %Tr35 = trunc <4 x i64> zeroinitializer to <4 x i1>
  %Sl36 = select i1 true, <2 x i16> %Shuff26, <2 x i16> %I
  %Cmp37 = icmp uge i64 81279, %4
  br i1 %Cmp37, label %CF, label %CF237

CF237:                                            ; preds = %CF237, %CF258, %CF256, %CF
  %L38 = load i8, ptr %2, align 1
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl16, align 16
  %E39 = extractelement <8 x i32> zeroinitializer, i32 %3
  %Shuff40 = shufflevector <2 x i16> %Shuff26, <2 x i16> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I41 = insertelement <4 x i32> zeroinitializer, i32 266703, i32 %E39
  %B42 = sub <4 x i8> zeroinitializer, zeroinitializer
  %FC43 = sitofp i1 true to float
  %Sl44 = select i1 true, <2 x i16> zeroinitializer, <2 x i16> %Shuff26
  %L45 = load <2 x i32>, ptr %Sl16, align 8
  store i8 %L38, ptr %Sl16, align 1
  %E46 = extractelement <16 x i64> zeroinitializer, i32 446219
  %Shuff47 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Sl44, <2 x i32> <i32 3, i32 1>
  %I48 = insertelement <4 x i64> %I8, i64 239135, i32 %E39
  %FC49 = sitofp i1 %Cmp to double
  %Sl50 = select i1 %E25, ptr %0, ptr %Sl16
  %Cmp51 = icmp ule <4 x i8> %B42, zeroinitializer
  %L52 = load <4 x i32>, ptr %Sl50, align 16
  store i64 239135, ptr %Sl16, align 4
  %E53 = extractelement <4 x i32> %Sl, i32 %E12
  %Shuff54 = shufflevector <4 x i32> %L24, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 5, i32 7, i32 poison>
  %I55 = insertelement <2 x i1> %Shuff13, i1 true, i32 %E39
  %Tr56 = trunc <4 x i32> %Sl to <4 x i16>
  %Sl57 = select i1 %Cmp, <4 x i32> %L31, <4 x i32> zeroinitializer
  %Cmp58 = icmp ule i16 -25989, %ZE28
  br i1 %Cmp58, label %CF237, label %CF258

CF258:                                            ; preds = %CF237
  %L59 = load i8, ptr %Sl16, align 1
  store <8 x double> %L, ptr %Sl50, align 64
  %E60 = extractelement <4 x i16> zeroinitializer, i32 %E39
  %Shuff61 = shufflevector <8 x double> %B15, <8 x double> %L, <8 x i32> <i32 poison, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I62 = insertelement <16 x i64> zeroinitializer, i64 %4, i32 %E12
  %B63 = lshr <8 x i8> %L5, %L5
  %FC64 = sitofp i64 239135 to double
  %Sl65 = select i1 false, <4 x i64> %I8, <4 x i64> zeroinitializer
  %Cmp66 = icmp ule <4 x i32> %L52, %Sl57
  %L67 = load float, ptr %Sl16, align 4
  store <4 x i8> zeroinitializer, ptr %Sl16, align 4
  %E68 = extractelement <2 x i32> %L45, i32 %E6
  %Shuff69 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %L52, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I70 = insertelement <4 x i16> %I21, i16 -25989, i32 %E68
  %Se71 = sext i1 %E19 to i64
  %Sl72 = select <4 x i1> %Cmp10, <4 x i64> zeroinitializer, <4 x i64> %I48
  %Cmp73 = icmp sgt <2 x i16> zeroinitializer, zeroinitializer
  %L74 = load <4 x i16>, ptr %Sl16, align 8
  store i1 %Cmp, ptr %Sl50, align 1
  %E75 = extractelement <4 x i64> %Sl9, i32 265347
  %Shuff76 = shufflevector <4 x i32> %Shuff69, <4 x i32> %Sl57, <4 x i32> <i32 poison, i32 poison, i32 poison, i32 1>
  %I77 = insertelement <4 x i16> %L74, i16 %E60, i32 %E68
  %Sl78 = select <4 x i1> %Cmp10, <4 x i1> %Tr35, <4 x i1> %Cmp10
  %Cmp79 = icmp eq i64 %ZE, 239135
  br i1 %Cmp79, label %CF237, label %CF256

CF256:                                            ; preds = %CF258
  %L80 = load <8 x i8>, ptr %Sl50, align 8
  store i1 %Cmp79, ptr %Sl16, align 1
  %E81 = extractelement <4 x i32> %Shuff69, i32 %3
  %Shuff82 = shufflevector <2 x i16> %Shuff40, <2 x i16> %Sl36, <2 x i32> <i32 poison, i32 1>
  %I83 = insertelement <4 x i1> %Cmp51, i1 %Cmp17, i32 %E39
  %B84 = sub <4 x i32> %Tr, zeroinitializer
  %FC85 = sitofp <16 x i64> %I62 to <16 x double>
  %Sl86 = select i1 %E32, i1 %Sl29, i1 %Cmp
  br i1 %Sl86, label %CF237, label %CF238

CF238:                                            ; preds = %CF238, %CF251, %CF256
  %L87 = load i8, ptr %Sl16, align 1
  store <4 x i8> %B42, ptr %Sl50, align 4
  %E88 = extractelement <4 x i32> zeroinitializer, i32 %E81
  %Shuff89 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I90 = insertelement <2 x i1> %Shuff13, i1 %Sl29, i32 %E39
  %B91 = frem <8 x double> %L, %Shuff61
  %FC92 = uitofp <4 x i8> zeroinitializer to <4 x double>
  %Sl93 = select i1 %Cmp17, i32 265347, i32 %3
  %Cmp94 = icmp sge i16 -26965, %ZE28
  br i1 %Cmp94, label %CF238, label %CF248

CF248:                                            ; preds = %CF248, %CF238
  %L95 = load float, ptr %0, align 4
  %E96 = extractelement <8 x double> %Shuff61, i32 %E88
  %Shuff97 = shufflevector <8 x double> %L, <8 x double> %B91, <8 x i32> <i32 9, i32 poison, i32 13, i32 poison, i32 1, i32 3, i32 poison, i32 7>
  %I98 = insertelement <2 x i16> zeroinitializer, i16 -25989, i32 375151
  %B99 = mul <4 x i8> zeroinitializer, zeroinitializer
  %Tr100 = trunc <2 x i16> %Shuff40 to <2 x i8>
  %Sl101 = select <4 x i1> %Cmp10, <4 x i64> %Shuff7, <4 x i64> zeroinitializer
  %Cmp102 = icmp sgt i8 -53, %L59
  br i1 %Cmp102, label %CF248, label %CF251

CF251:                                            ; preds = %CF248
  %L103 = load <2 x i32>, ptr %Sl22, align 8
  store i64 %E75, ptr %Sl16, align 4
  %E104 = extractelement <4 x i32> %Sl, i32 446219
  %Shuff105 = shufflevector <8 x double> %Shuff97, <8 x double> %Shuff61, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3, i32 5>
  %I106 = insertelement <4 x i1> %L18, i1 %Cmp37, i32 446219
  %B107 = or <4 x i64> %Sl101, %Shuff33
  %Se108 = sext i1 %Cmp to i64
  %Sl109 = select i1 %Cmp17, i8 -53, i8 %L38
  %Cmp110 = icmp sge i32 375151, -1
  br i1 %Cmp110, label %CF238, label %CF239

CF239:                                            ; preds = %CF239, %CF253, %CF246, %CF251
  %L111 = load i64, ptr %0, align 4
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E112 = extractelement <16 x i64> %I62, i32 %E104
  %Shuff113 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %I90, <2 x i32> <i32 1, i32 3>
  %I114 = insertelement <2 x i1> zeroinitializer, i1 %Cmp79, i32 446219
  %B115 = mul <4 x i32> %L31, %I41
  %ZE116 = zext <2 x i16> zeroinitializer to <2 x i64>
  %Sl117 = select i1 %Cmp58, <2 x i1> %I55, <2 x i1> %I55
  %Cmp118 = icmp ne <16 x i64> zeroinitializer, zeroinitializer
  %L119 = load i1, ptr %0, align 1
  br i1 %L119, label %CF239, label %CF252

CF252:                                            ; preds = %CF252, %CF260, %CF239
  store <4 x double> %FC92, ptr %Sl16, align 32
  %E120 = extractelement <8 x double> %Shuff97, i32 %E81
  %Shuff121 = shufflevector <2 x i16> %Shuff82, <2 x i16> %Shuff40, <2 x i32> <i32 0, i32 2>
  %I122 = insertelement <2 x i16> zeroinitializer, i16 -25989, i32 446219
  %BC = bitcast i64 0 to double
  %Sl123 = select i1 %Cmp79, <4 x i64> %Sl65, <4 x i64> zeroinitializer
  %Cmp124 = icmp ne i32 %E53, %E39
  br i1 %Cmp124, label %CF252, label %CF254

CF254:                                            ; preds = %CF254, %CF252
  %L125 = load i16, ptr %0, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl16, align 16
  %E126 = extractelement <2 x i1> %I55, i32 %3
  br i1 %E126, label %CF254, label %CF260

CF260:                                            ; preds = %CF254
  %Shuff127 = shufflevector <8 x double> %Shuff105, <8 x double> %L, <8 x i32> <i32 12, i32 poison, i32 0, i32 2, i32 poison, i32 poison, i32 8, i32 10>
  %I128 = insertelement <2 x i1> %Cmp73, i1 true, i32 %E6
  %B129 = srem i64 %E46, %E46
  %PC = bitcast ptr %A4 to ptr
  %Sl130 = select i1 %Sl86, float 0x389C64A040000000, float %L67
  %Cmp131 = icmp ne <4 x i16> %I70, zeroinitializer
  %L132 = load <16 x double>, ptr %PC, align 128
  store i16 %E60, ptr %PC, align 2
  %E133 = extractelement <2 x i1> %I90, i32 %3
  br i1 %E133, label %CF252, label %CF253

CF253:                                            ; preds = %CF260
  %Shuff134 = shufflevector <4 x i16> %I70, <4 x i16> %I21, <4 x i32> <i32 7, i32 1, i32 poison, i32 poison>
  %I135 = insertelement <8 x double> %Shuff61, double %FC, i32 %E68
  %B136 = xor i16 %ZE28, %L125
  %Tr137 = trunc <4 x i64> %Shuff7 to <4 x i8>
  %Sl138 = select i1 true, i1 %Cmp37, i1 %L119
  br i1 %Sl138, label %CF239, label %CF246

CF246:                                            ; preds = %CF253
  %L139 = load <16 x i64>, ptr %PC, align 128
  store i8 -81, ptr %Sl16, align 1
  %E140 = extractelement <4 x i64> %B107, i32 %E104
  %Shuff141 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I142 = insertelement <4 x i32> %I41, i32 %E6, i32 375151
  %B143 = add i32 %E6, %3
  %BC144 = bitcast i64 %E46 to double
  %Sl145 = select i1 true, <8 x i32> %Shuff141, <8 x i32> %Shuff141
  %Cmp146 = icmp sge <2 x i1> %I27, zeroinitializer
  %L147 = load i32, ptr %PC, align 4
  store <4 x i8> %Tr137, ptr %PC, align 4
  %E148 = extractelement <4 x i1> %Cmp131, i32 %B143
  br i1 %E148, label %CF239, label %CF245

CF245:                                            ; preds = %CF246
  %Shuff149 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff47, <2 x i32> <i32 0, i32 2>
  %I150 = insertelement <4 x i1> %Cmp51, i1 %Cmp58, i32 -1
  %B151 = udiv <4 x i32> %L24, %B115
  %ZE152 = zext i1 true to i8
  %Sl153 = select i1 %E148, i8 -81, i8 %L38
  %Cmp154 = icmp ult <4 x i64> %Sl72, %I48
  %L155 = load <8 x i1>, ptr %Sl16, align 1
  store i8 %L59, ptr %PC, align 1
  %E156 = extractelement <4 x i8> %B99, i32 %E39
  %Shuff157 = shufflevector <16 x double> %L132, <16 x double> %FC85, <16 x i32> <i32 poison, i32 11, i32 poison, i32 poison, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7>
  %I158 = insertelement <4 x i1> %Sl78, i1 %Cmp79, i32 %E68
  %B159 = sdiv i32 %Sl93, %E68
  %Sl160 = select <8 x i1> %L155, <8 x double> %B15, <8 x double> %Shuff61
  %Cmp161 = icmp uge i16 -25989, %E60
  br i1 %Cmp161, label %CF, label %CF236

CF236:                                            ; preds = %CF236, %CF247, %CF245
  %L162 = load <4 x i1>, ptr %Sl50, align 1
  store i64 %Se71, ptr %Sl16, align 4
  %E163 = extractelement <2 x i16> %Shuff149, i32 34207
  %Shuff164 = shufflevector <4 x i32> %Shuff54, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 poison, i32 3>
  %I165 = insertelement <2 x i1> %Cmp146, i1 %E25, i32 %B143
  %B166 = and <4 x i32> %Shuff69, %Tr
  %PC167 = bitcast ptr %A1 to ptr
  %Sl168 = select <8 x i1> %L155, <8 x double> %Shuff105, <8 x double> %L
  %Cmp169 = fcmp ugt float %Sl130, 0x421A639E40000000
  br i1 %Cmp169, label %CF236, label %CF247

CF247:                                            ; preds = %CF236
  %L170 = load <4 x i1>, ptr %PC, align 1
  store i8 -81, ptr %PC, align 1
  %E171 = extractelement <8 x i8> %L80, i32 %E88
  %Shuff172 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I142, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I173 = insertelement <4 x i1> %I158, i1 %Cmp161, i32 %E6
  %B174 = udiv i8 %ZE152, %L38
  %BC175 = bitcast double %BC144 to i64
  %Sl176 = select i1 %E25, float 0x389C64A040000000, float 0x421A639E40000000
  %Cmp177 = icmp ugt i8 %5, %ZE152
  br i1 %Cmp177, label %CF236, label %CF244

CF244:                                            ; preds = %CF244, %CF261, %CF247
  %L178 = load <16 x float>, ptr %Sl16, align 64
  store i64 %E75, ptr %Sl22, align 4
  %E179 = extractelement <8 x i32> zeroinitializer, i32 %E68
  %Shuff180 = shufflevector <4 x i1> %I106, <4 x i1> %Cmp10, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I181 = insertelement <16 x i64> %L139, i64 %E46, i32 34207
  %B182 = xor <4 x i64> %Sl65, %Shuff7
  %BC183 = bitcast i64 %B to double
  %Sl184 = select i1 %Cmp161, ptr %A2, ptr %1
  %Cmp185 = icmp eq <2 x i1> %Cmp146, zeroinitializer
  %L186 = load <8 x float>, ptr %Sl16, align 32
  store float %Sl176, ptr %Sl184, align 4
  %E187 = extractelement <4 x i32> %Shuff164, i32 %E179
  %Shuff188 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Sl101, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I189 = insertelement <4 x i32> %I142, i32 %E179, i32 %E68
  %B190 = or <2 x i16> %Sl44, %I
  %Sl191 = select <4 x i1> %Cmp10, <4 x i64> %I48, <4 x i64> zeroinitializer
  %Cmp192 = icmp sgt i1 %Sl138, %E148
  br i1 %Cmp192, label %CF244, label %CF257

CF257:                                            ; preds = %CF257, %CF244
  %L193 = load <1 x i32>, ptr %A, align 4
  store float %L67, ptr %Sl50, align 4
  %E194 = extractelement <4 x i64> zeroinitializer, i32 %B143
  %Shuff195 = shufflevector <4 x i32> %L31, <4 x i32> %L52, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I196 = insertelement <2 x i16> %Shuff26, i16 %L125, i32 %E104
  %Se197 = sext <2 x i1> %Cmp73 to <2 x i32>
  %Sl198 = select i1 %Cmp177, i1 false, i1 %Cmp58
  br i1 %Sl198, label %CF257, label %CF259

CF259:                                            ; preds = %CF259, %CF257
  %Cmp199 = icmp ne <2 x i1> %Shuff113, %I55
  %L200 = load i1, ptr %PC, align 1
  br i1 %L200, label %CF259, label %CF261

CF261:                                            ; preds = %CF259
  store <4 x double> %FC92, ptr %PC, align 32
  %E201 = extractelement <4 x i32> %L31, i32 %E6
  %Shuff202 = shufflevector <4 x i32> %Shuff69, <4 x i32> %I142, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I203 = insertelement <2 x i16> zeroinitializer, i16 -25989, i32 %E201
  %B204 = lshr <2 x i32> %Se197, %L45
  %Tr205 = fptrunc <16 x double> %Shuff157 to <16 x float>
  %Sl206 = select i1 %Cmp110, i64 %E140, i64 %E140
  %Cmp207 = icmp ugt <4 x i32> %B166, %I41
  %L208 = load <2 x i16>, ptr %Sl50, align 4
  store float %L67, ptr %Sl184, align 4
  %E209 = extractelement <8 x double> %Shuff20, i32 %B143
  %Shuff210 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %Shuff141, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13>
  %I211 = insertelement <4 x i8> %B42, i8 %E171, i32 34207
  %B212 = fdiv <8 x double> %L, %B91
  %Sl213 = select i1 true, <4 x i32> %L31, <4 x i32> %Shuff164
  %Cmp214 = icmp ult <2 x i1> %I14, %I55
  %L215 = load i8, ptr %Sl184, align 1
  store <1 x i8> zeroinitializer, ptr %Sl184, align 1
  %E216 = extractelement <4 x i32> %Shuff195, i32 %B143
  %Shuff217 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %B42, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I218 = insertelement <2 x i1> %Cmp146, i1 %Cmp58, i32 %L147
  %B219 = and <4 x i64> %Sl9, zeroinitializer
  %FC220 = uitofp i1 %Cmp37 to double
  %Sl221 = select <4 x i1> %Cmp66, <4 x i1> %Sl78, <4 x i1> %Cmp10
  %Cmp222 = icmp ugt <4 x i64> %Sl65, %Sl101
  %L223 = load <4 x double>, ptr %Sl184, align 32
  store i16 %E163, ptr %0, align 2
  %E224 = extractelement <2 x i16> zeroinitializer, i32 %E39
  %Shuff225 = shufflevector <4 x i32> %B166, <4 x i32> %B115, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I226 = insertelement <16 x i1> %Cmp118, i1 %Cmp177, i32 %E201
  %FC227 = uitofp <4 x i32> %Shuff69 to <4 x double>
  %Sl228 = select <4 x i1> %L18, <4 x i1> %I173, <4 x i1> %Cmp10
  %L229 = load i1, ptr %PC, align 1
  br i1 %L229, label %CF244, label %CF250

CF250:                                            ; preds = %CF261
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl16, align 16
  %E230 = extractelement <8 x double> %Shuff127, i32 %B143
  %Shuff231 = shufflevector <2 x i1> %Cmp199, <2 x i1> %I55, <2 x i32> <i32 0, i32 2>
  %I232 = insertelement <2 x i16> %B190, i16 %L125, i32 %E179
  %Tr233 = trunc <4 x i32> %Shuff202 to <4 x i1>
  %Sl234 = select <8 x i1> %L155, <8 x double> %Shuff105, <8 x double> %B212
  %Cmp235 = icmp sge <4 x i32> %Shuff76, %Shuff225
  store <8 x i32> %Shuff141, ptr %0, align 32
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  store <4 x i8> %B42, ptr %0, align 4
  store <8 x i32> %Shuff141, ptr %Sl16, align 32
  store <4 x double> %L223, ptr %Sl16, align 32
  ret void
}
