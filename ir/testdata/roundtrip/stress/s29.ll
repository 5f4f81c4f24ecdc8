; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD29(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i8, align 1
  %A3 = alloca i64, align 8
  %A2 = alloca float, align 4
  %A1 = alloca i16, align 2
  %A = alloca i16, align 2
  %L = load <2 x i32>, ptr %0, align 8
  store i64 459411, ptr %1, align 4
  %E = extractelement <8 x i8> zeroinitializer, i32 -1
  %Shuff = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <8 x i8> zeroinitializer, i8 87, i32 -1
  %B = shl <4 x i8> zeroinitializer, zeroinitializer
  %Se = sext i32 %3 to i64
  %Sl = select i1 true, i32 -1, i32 %3
  %Cmp = icmp ugt i8 115, %5
  br label %CF249

CF249:                                            ; preds = %CF249, %BB
  %L5 = load i32, ptr %0, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E6 = extractelement <8 x i8> zeroinitializer, i32 472503
  %Shuff7 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %I, <8 x i32> <i32 poison, i32 poison, i32 0, i32 2, i32 poison, i32 6, i32 poison, i32 10>
  %I8 = insertelement <8 x i8> %Shuff7, i8 %E6, i32 352331
  %B9 = or i64 439387, 24259
  %ZE = zext i1 true to i8
  %Sl10 = select i1 false, <1 x i32> %Shuff, <1 x i32> %Shuff
  %L11 = load <4 x i16>, ptr %0, align 8
  store i8 %5, ptr %0, align 1
  %E12 = extractelement <8 x i8> zeroinitializer, i32 114135
  %Shuff13 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I14 = insertelement <8 x i8> %Shuff7, i8 %E, i32 -1
  %B15 = sub <8 x i8> zeroinitializer, zeroinitializer
  %Se16 = sext i1 false to i32
  %Sl17 = select i1 false, i8 103, i8 %E6
  %Cmp18 = icmp ne <8 x i8> zeroinitializer, %I
  %L19 = load double, ptr %0, align 8
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 16
  %E20 = extractelement <8 x i8> zeroinitializer, i32 114135
  %Shuff21 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I22 = insertelement <8 x i8> zeroinitializer, i8 -77, i32 %3
  %B23 = and i8 %E20, -77
  %Se24 = sext <8 x i8> %I to <8 x i16>
  %Sl25 = select i1 true, i32 352331, i32 352331
  %Cmp26 = icmp sge i64 439387, %Se
  br i1 %Cmp26, label %CF249, label %CF260

CF260:                                            ; preds = %CF249
  %L27 = load double, ptr %0, align 8
  store <2 x i16> <i16 0, i16 -1>, ptr %0, align 4
  %E28 = extractelement <1 x i32> %Sl10, i32 %3
  %Shuff29 = shufflevector <1 x i32> %Shuff, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I30 = insertelement <8 x i8> %Shuff7, i8 -77, i32 472503
  %B31 = shl <8 x i8> %Shuff7, %B15
  %ZE32 = zext i1 true to i64
  %Sl33 = select i1 false, i8 115, i8 115
  %Cmp34 = icmp ule i1 false, %Cmp26
  br label %CF244

CF244:                                            ; preds = %CF244, %CF268, %CF266, %CF260
  %L35 = load <8 x i8>, ptr %0, align 8
  store i32 352331, ptr %0, align 4
  %E36 = extractelement <8 x i8> %I14, i32 %3
  %Shuff37 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %I, <8 x i32> <i32 poison, i32 poison, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11>
  %I38 = insertelement <1 x i32> %Shuff29, i32 %Se16, i32 %Se16
  %B39 = or i16 0, 0
  %Tr = trunc i64 24259 to i16
  %Sl40 = select i1 false, i8 %Sl33, i8 %B23
  %L41 = load i32, ptr %0, align 4
  store <2 x i64> zeroinitializer, ptr %0, align 16
  %E42 = extractelement <8 x i8> %I, i32 %Sl
  %Shuff43 = shufflevector <8 x i8> %L35, <8 x i8> %I, <8 x i32> <i32 poison, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I44 = insertelement <2 x i32> %L, i32 %Sl, i32 %Se16
  %B45 = sdiv i8 115, -77
  %PC = bitcast ptr %2 to ptr
  %Sl46 = select i1 false, i32 352331, i32 %L5
  %Cmp47 = icmp ugt i8 119, %E6
  br i1 %Cmp47, label %CF244, label %CF258

CF258:                                            ; preds = %CF258, %CF244
  %L48 = load <4 x float>, ptr %PC, align 16
  store i1 true, ptr %A, align 1
  %E49 = extractelement <2 x i64> zeroinitializer, i32 %L41
  %Shuff50 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %Shuff29, <1 x i32> <i32 1>
  %I51 = insertelement <8 x i8> zeroinitializer, i8 %B23, i32 194603
  %B52 = sdiv i8 %E6, %Sl40
  %Tr53 = trunc i64 24259 to i8
  %Sl54 = select i1 %Cmp34, <8 x i8> %I22, <8 x i8> %I51
  %Cmp55 = icmp ne i8 %Sl17, %E6
  br i1 %Cmp55, label %CF258, label %CF268

CF268:                                            ; preds = %CF258
  %L56 = load double, ptr %A, align 8
  %E57 = extractelement <1 x i32> %Sl10, i32 %Sl25
  %Shuff58 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %I14, <8 x i32> <i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15>
  %I59 = insertelement <1 x i32> %Shuff29, i32 194603, i32 -1
  %B60 = sdiv i8 %E42, 87
  %ZE61 = zext <8 x i1> %Cmp18 to <8 x i8>
  %Sl62 = select i1 true, <8 x i8> %I30, <8 x i8> %I
  %L63 = load <4 x i8>, ptr %PC, align 4
  store i16 -17553, ptr %PC, align 2
  %E64 = extractelement <8 x i8> %Sl62, i32 %L41
  %Shuff65 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 poison>
  %I66 = insertelement <1 x i32> %Shuff, i32 %Sl25, i32 %3
  %Tr67 = trunc <2 x i64> %Shuff21 to <2 x i1>
  %Sl68 = select i1 true, <8 x i8> %I14, <8 x i8> %Shuff58
  %Cmp69 = icmp sge <8 x i8> %L35, zeroinitializer
  %L70 = load i64, ptr %0, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E71 = extractelement <2 x i32> %L, i32 %3
  %Shuff72 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %I22, <8 x i32> <i32 poison, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I73 = insertelement <1 x i32> zeroinitializer, i32 194603, i32 472503
  %B74 = udiv i8 %B60, %E
  %FC = uitofp <1 x i32> %I73 to <1 x double>
  %Sl75 = select <8 x i1> %Cmp69, <8 x i8> %I14, <8 x i8> %Shuff7
  %Cmp76 = icmp ule i1 %Cmp26, %Cmp26
  br i1 %Cmp76, label %CF244, label %CF254

CF254:                                            ; preds = %CF254, %CF268
  %L77 = load <4 x i64>, ptr %1, align 32
  store double %L19, ptr %A3, align 8
  %E78 = extractelement <1 x i32> %I66, i32 456543
  %Shuff79 = shufflevector <8 x i8> %I30, <8 x i8> %I30, <8 x i32> <i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I80 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %Se16
  %Sl81 = select i1 %Cmp26, i8 -77, i8 %Sl17
  %Cmp82 = icmp ugt <2 x i64> %Shuff21, %Shuff65
  %L83 = load i32, ptr %0, align 4
  store <8 x i8> %I, ptr %PC, align 8
  %E84 = extractelement <2 x i1> zeroinitializer, i32 %Sl25
  br i1 %E84, label %CF254, label %CF255

CF255:                                            ; preds = %CF255, %CF254
  %Shuff85 = shufflevector <8 x i8> %I8, <8 x i8> %Shuff43, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 poison, i32 poison, i32 poison, i32 12>
  %I86 = insertelement <8 x i8> %B15, i8 %B23, i32 %Sl
  %B87 = or <8 x i8> %Sl68, %L35
  %Se88 = sext <8 x i8> %B31 to <8 x i64>
  %Sl89 = select i1 %Cmp47, i32 %E71, i32 %L41
  %Cmp90 = icmp uge i16 %B39, 5071
  br i1 %Cmp90, label %CF255, label %CF266

CF266:                                            ; preds = %CF255
  %L91 = load i1, ptr %0, align 1
  br i1 %L91, label %CF244, label %CF252

CF252:                                            ; preds = %CF266
  store <2 x i8> zeroinitializer, ptr %0, align 2
  %E92 = extractelement <8 x i8> zeroinitializer, i32 472503
  %Shuff93 = shufflevector <8 x i8> %Shuff58, <8 x i8> zeroinitializer, <8 x i32> <i32 poison, i32 14, i32 0, i32 poison, i32 4, i32 6, i32 poison, i32 poison>
  %I94 = insertelement <2 x i8> zeroinitializer, i8 87, i32 %Sl89
  %B95 = xor i64 %ZE32, %ZE32
  %Se96 = sext <1 x i32> %I59 to <1 x i64>
  %Sl97 = select i1 %Cmp34, ptr %1, ptr %PC
  %Cmp98 = icmp ugt <8 x i1> %Cmp69, %Cmp18
  %L99 = load i1, ptr %PC, align 1
  br label %CF

CF:                                               ; preds = %CF, %CF261, %CF262, %CF252
  %E100 = extractelement <8 x i8> zeroinitializer, i32 %E71
  %Shuff101 = shufflevector <4 x i8> %L63, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I102 = insertelement <8 x i8> %Shuff93, i8 %Sl17, i32 %E71
  %B103 = frem double %L27, %L19
  %Se104 = sext i8 %E64 to i16
  %Sl105 = select <2 x i1> %Tr67, <2 x i64> %Shuff65, <2 x i64> %Shuff13
  %Cmp106 = icmp ne i1 %Cmp34, %Cmp
  br i1 %Cmp106, label %CF, label %CF261

CF261:                                            ; preds = %CF
  %L107 = load <2 x i64>, ptr %PC, align 16
  store double %L19, ptr %PC, align 8
  %E108 = extractelement <1 x i64> %Se96, i32 %E71
  %Shuff109 = shufflevector <2 x i32> %I44, <2 x i32> %L, <2 x i32> <i32 3, i32 1>
  %I110 = insertelement <4 x i8> %B, i8 %E92, i32 %Sl
  %B111 = shl <4 x i8> %Shuff101, %L63
  %Tr112 = trunc <8 x i8> %Shuff58 to <8 x i1>
  %Sl113 = select <8 x i1> %Cmp69, <8 x i8> %Shuff72, <8 x i8> %I51
  %Cmp114 = icmp sge <8 x i8> %Sl75, %Shuff58
  %L115 = load <8 x i64>, ptr %0, align 64
  store float 0xBB8F735340000000, ptr %Sl97, align 4
  %E116 = extractelement <8 x i8> %Shuff43, i32 %Sl
  %Shuff117 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %I, <8 x i32> <i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I118 = insertelement <8 x i8> %Shuff7, i8 %B74, i32 %E78
  %B119 = xor i8 %B60, %E116
  %FC120 = sitofp <4 x i8> %B111 to <4 x double>
  %Sl121 = select i1 true, i32 -1, i32 %Sl
  %Cmp122 = icmp sge i64 %ZE32, %B95
  br i1 %Cmp122, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF259, %CF269, %CF261
  %L123 = load <16 x double>, ptr %Sl97, align 128
  store i1 %Cmp26, ptr %PC, align 1
  %E124 = extractelement <4 x i8> %B111, i32 %Sl89
  %Shuff125 = shufflevector <4 x float> %L48, <4 x float> %L48, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I126 = insertelement <8 x i8> %Sl62, i8 %Sl17, i32 %Sl46
  %Sl127 = select i1 %L99, i8 87, i8 115
  %Cmp128 = icmp uge i8 %E12, %B45
  br i1 %Cmp128, label %CF243, label %CF257

CF257:                                            ; preds = %CF257, %CF263, %CF243
  %L129 = load <4 x i64>, ptr %Sl97, align 32
  store i8 87, ptr %0, align 1
  %E130 = extractelement <8 x i8> %Shuff58, i32 114135
  %Shuff131 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Sl105, <2 x i32> <i32 1, i32 3>
  %I132 = insertelement <8 x i1> %Cmp98, i1 false, i32 %E28
  %B133 = sub i8 %Sl33, %Sl81
  %Tr134 = trunc i64 %L70 to i1
  br i1 %Tr134, label %CF257, label %CF263

CF263:                                            ; preds = %CF257
  %Sl135 = select i1 true, <8 x i8> %I22, <8 x i8> %I22
  %Cmp136 = icmp uge i8 %E, 87
  br i1 %Cmp136, label %CF257, label %CF259

CF259:                                            ; preds = %CF263
  %L137 = load i32, ptr %0, align 4
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 128
  %E138 = extractelement <1 x i64> %Se96, i32 %L41
  %Shuff139 = shufflevector <8 x i8> %Shuff37, <8 x i8> %Shuff117, <8 x i32> <i32 2, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 14, i32 0>
  %I140 = insertelement <1 x i32> %Shuff, i32 %Sl25, i32 %Sl46
  %B141 = add i64 %4, %B95
  %ZE142 = zext i8 %Sl33 to i16
  %Sl143 = select i1 %Cmp, <2 x i8> zeroinitializer, <2 x i8> %I94
  %Cmp144 = icmp sge i1 %Cmp128, %Cmp26
  br i1 %Cmp144, label %CF243, label %CF251

CF251:                                            ; preds = %CF251, %CF259
  %L145 = load i64, ptr %PC, align 4
  store <1 x i64> %Se96, ptr %PC, align 8
  %E146 = extractelement <4 x i8> %L63, i32 %E57
  %Shuff147 = shufflevector <8 x i8> %Sl135, <8 x i8> %I, <8 x i32> <i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12, i32 poison>
  %I148 = insertelement <8 x i1> %Cmp69, i1 %E84, i32 %L137
  %B149 = xor <8 x i8> %Sl75, %Shuff79
  %ZE150 = zext i8 %E116 to i16
  %Sl151 = select i1 %Cmp, <2 x i1> %I80, <2 x i1> %Tr67
  %Cmp152 = icmp ult i8 %ZE, 87
  br i1 %Cmp152, label %CF251, label %CF269

CF269:                                            ; preds = %CF251
  %L153 = load i32, ptr %0, align 4
  %E154 = extractelement <2 x i8> zeroinitializer, i32 472503
  %Shuff155 = shufflevector <4 x i64> %L129, <4 x i64> %L129, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I156 = insertelement <8 x i8> %Shuff43, i8 %B60, i32 352331
  %Se157 = sext <2 x i1> zeroinitializer to <2 x i16>
  %Sl158 = select i1 true, i1 %Cmp34, i1 %Tr134
  br i1 %Sl158, label %CF243, label %CF245

CF245:                                            ; preds = %CF245, %CF248, %CF269
  %Cmp159 = icmp uge i8 %Sl81, 115
  br i1 %Cmp159, label %CF245, label %CF248

CF248:                                            ; preds = %CF245
  %L160 = load i8, ptr %PC, align 1
  store <1 x i16> zeroinitializer, ptr %PC, align 2
  %E161 = extractelement <8 x i8> %I126, i32 %Se16
  %Shuff162 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff65, <2 x i32> <i32 3, i32 poison>
  %I163 = insertelement <1 x i32> %Shuff50, i32 %Sl121, i32 %Sl46
  %ZE164 = zext i8 %L160 to i64
  %Sl165 = select i1 %Cmp106, i32 %Sl25, i32 114135
  %Cmp166 = icmp uge <8 x i8> %Sl68, %I86
  %L167 = load <8 x i64>, ptr %Sl97, align 64
  store i1 %Cmp26, ptr %PC, align 1
  %E168 = extractelement <8 x i8> zeroinitializer, i32 %E28
  %Shuff169 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Sl143, <2 x i32> <i32 3, i32 1>
  %I170 = insertelement <1 x i32> zeroinitializer, i32 %Sl, i32 %Sl46
  %B171 = shl i8 %E, %E146
  %Sl172 = select i1 %Cmp76, i32 352331, i32 %E78
  %Cmp173 = icmp uge i8 %L160, %B133
  br i1 %Cmp173, label %CF245, label %CF247

CF247:                                            ; preds = %CF247, %CF265, %CF248
  %L174 = load float, ptr %Sl97, align 4
  %E175 = extractelement <4 x i8> %Shuff101, i32 %Se16
  %Shuff176 = shufflevector <8 x i1> %Cmp18, <8 x i1> %Cmp69, <8 x i32> <i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I177 = insertelement <8 x i8> %Sl54, i8 %E100, i32 %L153
  %B178 = xor i16 -30817, %Se104
  %FC179 = fptosi <4 x float> %L48 to <4 x i64>
  %Sl180 = select i1 %Cmp76, i32 %E57, i32 %Sl
  %Cmp181 = icmp ult <8 x i8> %Shuff37, %I
  %L182 = load <4 x i1>, ptr %0, align 1
  store i32 352331, ptr %PC, align 4
  %E183 = extractelement <8 x i8> %Shuff43, i32 %Sl25
  %Shuff184 = shufflevector <8 x i8> %B149, <8 x i8> %Sl135, <8 x i32> <i32 15, i32 1, i32 3, i32 poison, i32 7, i32 poison, i32 11, i32 13>
  %I185 = insertelement <8 x i8> %Shuff139, i8 %Sl40, i32 %E57
  %B186 = fmul <1 x double> %FC, %FC
  %Se187 = sext i1 %Cmp26 to i64
  %Sl188 = select i1 %Cmp, i32 %Sl165, i32 352331
  %Cmp189 = icmp sgt <2 x i64> %Sl105, %Sl105
  %L190 = load i16, ptr %PC, align 2
  %E191 = extractelement <8 x i1> %Cmp114, i32 456543
  br i1 %E191, label %CF247, label %CF265

CF265:                                            ; preds = %CF247
  %Shuff192 = shufflevector <8 x i8> %Shuff147, <8 x i8> %I156, <8 x i32> <i32 poison, i32 poison, i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9>
  %I193 = insertelement <2 x i64> %L107, i64 %B95, i32 %Se16
  %FC194 = fptoui <4 x double> %FC120 to <4 x i16>
  %Sl195 = select i1 %Cmp34, i64 %B9, i64 %L70
  %Cmp196 = icmp ne i8 %E100, %E161
  br i1 %Cmp196, label %CF247, label %CF256

CF256:                                            ; preds = %CF256, %CF267, %CF265
  %L197 = load float, ptr %PC, align 4
  store <8 x i16> %Se24, ptr %PC, align 16
  %E198 = extractelement <8 x i8> %B31, i32 -1
  %Shuff199 = shufflevector <8 x i1> %I148, <8 x i1> %Cmp98, <8 x i32> <i32 8, i32 10, i32 poison, i32 14, i32 0, i32 2, i32 4, i32 poison>
  %I200 = insertelement <8 x i1> %Shuff176, i1 %Cmp26, i32 %E57
  %PC201 = bitcast ptr %A2 to ptr
  %Sl202 = select <8 x i1> %I148, <8 x i8> %I185, <8 x i8> %I177
  %Cmp203 = icmp slt i64 %E108, %Se187
  br i1 %Cmp203, label %CF256, label %CF267

CF267:                                            ; preds = %CF256
  %L204 = load <8 x i64>, ptr %PC, align 64
  store i64 %E138, ptr %PC, align 4
  %E205 = extractelement <2 x i1> %Sl151, i32 456543
  br i1 %E205, label %CF256, label %CF262

CF262:                                            ; preds = %CF267
  %Shuff206 = shufflevector <8 x i1> %Cmp98, <8 x i1> %Cmp18, <8 x i32> <i32 3, i32 poison, i32 7, i32 poison, i32 11, i32 13, i32 poison, i32 1>
  %I207 = insertelement <8 x i8> %Shuff139, i8 %Sl40, i32 %E57
  %B208 = add i16 5071, %B39
  %Sl209 = select i1 %Cmp, i1 false, i1 %Cmp122
  br i1 %Sl209, label %CF, label %CF242

CF242:                                            ; preds = %CF242, %CF270, %CF262
  %Cmp210 = icmp uge i32 338735, %Sl25
  br i1 %Cmp210, label %CF242, label %CF253

CF253:                                            ; preds = %CF253, %CF242
  %L211 = load float, ptr %PC201, align 4
  %E212 = extractelement <8 x i1> %Shuff206, i32 %E71
  br i1 %E212, label %CF253, label %CF270

CF270:                                            ; preds = %CF253
  %Shuff213 = shufflevector <8 x i1> %Cmp18, <8 x i1> %Tr112, <8 x i32> <i32 13, i32 poison, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11>
  %I214 = insertelement <8 x i1> %Cmp98, i1 %Cmp47, i32 %L153
  %Tr215 = trunc i32 %L83 to i16
  %Sl216 = select <4 x i1> %L182, <4 x i64> %L77, <4 x i64> %L129
  %Cmp217 = icmp sge <8 x i8> %I156, %ZE61
  %L218 = load <8 x double>, ptr %PC, align 64
  store i1 %Cmp106, ptr %0, align 1
  %E219 = extractelement <8 x i1> %Cmp69, i32 %Sl188
  br i1 %E219, label %CF242, label %CF246

CF246:                                            ; preds = %CF246, %CF270
  %Shuff220 = shufflevector <8 x i1> %Shuff176, <8 x i1> %Cmp18, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison, i32 7>
  %I221 = insertelement <8 x i8> zeroinitializer, i8 %E130, i32 -1
  %B222 = or i32 %E78, %Sl172
  %FC223 = uitofp i8 %B52 to float
  %Sl224 = select i1 %Sl158, i8 %B171, i8 %E64
  %Cmp225 = fcmp olt <16 x double> %L123, %L123
  %L226 = load double, ptr %Sl97, align 8
  store <4 x float> %L48, ptr %PC, align 16
  %E227 = extractelement <1 x i64> %Se96, i32 %Sl121
  %Shuff228 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %I, <8 x i32> <i32 6, i32 8, i32 poison, i32 poison, i32 poison, i32 0, i32 2, i32 4>
  %I229 = insertelement <8 x i8> %Shuff139, i8 %E183, i32 %Sl121
  %B230 = udiv <8 x i8> %Shuff93, %I
  %Tr231 = trunc <2 x i32> %L to <2 x i1>
  %Sl232 = select i1 %Cmp26, i1 %Cmp136, i1 %Cmp106
  br i1 %Sl232, label %CF246, label %CF250

CF250:                                            ; preds = %CF250, %CF246
  %Cmp233 = icmp sgt <1 x i32> %I163, %I140
  %L234 = load <1 x i1>, ptr %PC, align 1
  store double %L226, ptr %PC201, align 8
  %E235 = extractelement <8 x i1> %Cmp18, i32 %Sl121
  br i1 %E235, label %CF250, label %CF264

CF264:                                            ; preds = %CF250
  %Shuff236 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff13, <2 x i32> <i32 3, i32 1>
  %I237 = insertelement <4 x float> %L48, float 0xBB8F735340000000, i32 %B222
  %B238 = udiv i8 %L160, %Sl224
  %PC239 = bitcast ptr %2 to ptr
  %Sl240 = select <2 x i1> zeroinitializer, <2 x i1> %Sl151, <2 x i1> %Tr231
  %Cmp241 = icmp eq <4 x i8> %B111, zeroinitializer
  store <1 x i64> %Se96, ptr %Sl97, align 8
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC239, align 8
  store <4 x float> %L48, ptr %PC239, align 16
  store <2 x i32> %Shuff109, ptr %PC201, align 8
  store <1 x i16> zeroinitializer, ptr %PC, align 2
  ret void
}
