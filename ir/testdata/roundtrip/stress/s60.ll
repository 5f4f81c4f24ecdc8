; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD60(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i8>, align 4
  %A3 = alloca <4 x i32>, align 16
  %A2 = alloca <2 x i8>, align 2
  %A1 = alloca <8 x float>, align 32
  %A = alloca <1 x float>, align 4
  %L = load <1 x float>, ptr %0, align 4
  store i32 351277, ptr %0, align 4
  %E = extractelement <4 x i64> zeroinitializer, i32 0
  %Shuff = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <1 x i64> zeroinitializer, i64 %4, i32 %3
  %B = sub <1 x i64> %I, %I
  %Tr = trunc <1 x i64> %B to <1 x i32>
  %Sl = select i1 true, i16 19193, i16 19193
  %Cmp = icmp ugt <4 x i32> zeroinitializer, zeroinitializer
  %L5 = load i8, ptr %0, align 1
  store <2 x i8> <i8 0, i8 -1>, ptr %0, align 2
  %E6 = extractelement <1 x i64> %I, i32 413221
  %Shuff7 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I8 = insertelement <16 x i8> zeroinitializer, i8 %5, i32 114653
  %B9 = mul i64 0, %E
  %ZE = zext i16 -2231 to i32
  %Sl10 = select i1 true, i16 %Sl, i16 19193
  %L11 = load i16, ptr %A, align 2
  %E12 = extractelement <1 x i64> zeroinitializer, i32 212177
  %Shuff13 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %I, <1 x i32> <i32 1>
  %I14 = insertelement <1 x i32> zeroinitializer, i32 337853, i32 %ZE
  %B15 = sdiv <1 x i64> %I, %Shuff13
  %Tr16 = trunc <1 x i64> %Shuff13 to <1 x i8>
  %Sl17 = select i1 true, i8 %L5, i8 %L5
  %Cmp18 = icmp ult <1 x i32> %Tr, %Shuff
  %L19 = load i64, ptr %A3, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E20 = extractelement <1 x i64> zeroinitializer, i32 337853
  %Shuff21 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 4, i32 6, i32 0>
  %I22 = insertelement <1 x i32> zeroinitializer, i32 114653, i32 %ZE
  %B23 = ashr i64 %B9, 11245
  %Se = sext <16 x i8> zeroinitializer to <16 x i64>
  %Sl24 = select i1 true, ptr %A3, ptr %0
  %Cmp25 = icmp sgt <2 x i64> %Shuff7, %Shuff7
  %L26 = load i16, ptr %Sl24, align 2
  store <8 x i8> zeroinitializer, ptr %Sl24, align 8
  %E27 = extractelement <16 x i64> %Se, i32 %3
  %Shuff28 = shufflevector <16 x i64> %Se, <16 x i64> %Se, <16 x i32> <i32 poison, i32 26, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 16, i32 poison, i32 poison, i32 22>
  %I29 = insertelement <4 x i32> zeroinitializer, i32 %ZE, i32 337853
  %B30 = ashr <2 x i64> %Shuff7, %Shuff7
  %Tr31 = trunc i64 %4 to i1
  br label %CF240

CF240:                                            ; preds = %CF240, %CF263, %BB
  %Sl32 = select i1 true, i32 258077, i32 %3
  %Cmp33 = icmp ult <2 x i64> %Shuff7, zeroinitializer
  %L34 = load float, ptr %Sl24, align 4
  store <4 x i32> zeroinitializer, ptr %Sl24, align 16
  %E35 = extractelement <1 x i64> %Shuff13, i32 114653
  %Shuff36 = shufflevector <2 x i1> %Cmp33, <2 x i1> %Cmp25, <2 x i32> <i32 poison, i32 2>
  %I37 = insertelement <4 x i64> %Shuff21, i64 11245, i32 0
  %FC = uitofp i64 %E20 to float
  %Sl38 = select i1 %Tr31, i32 337853, i32 %ZE
  %Cmp39 = icmp slt i64 %4, %E
  br i1 %Cmp39, label %CF240, label %CF255

CF255:                                            ; preds = %CF255, %CF240
  %L40 = load i16, ptr %Sl24, align 2
  store <2 x i64> %B30, ptr %Sl24, align 16
  %E41 = extractelement <16 x i64> %Shuff28, i32 %Sl32
  %Shuff42 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 poison>
  %I43 = insertelement <1 x i64> zeroinitializer, i64 %E6, i32 %Sl38
  %B44 = urem i8 41, %5
  %FC45 = fptosi double 0xDC3C5E2A0C10E60 to i1
  br i1 %FC45, label %CF255, label %CF263

CF263:                                            ; preds = %CF255
  %Sl46 = select i1 true, <1 x i64> %I, <1 x i64> %I43
  %Cmp47 = icmp sge i16 -2231, %Sl
  br i1 %Cmp47, label %CF240, label %CF241

CF241:                                            ; preds = %CF263
  %L48 = load i16, ptr %Sl24, align 2
  %E49 = extractelement <8 x i8> zeroinitializer, i32 %3
  %Shuff50 = shufflevector <16 x i64> %Se, <16 x i64> %Se, <16 x i32> <i32 1, i32 3, i32 poison, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 poison, i32 31>
  %I51 = insertelement <4 x i8> zeroinitializer, i8 %Sl17, i32 %ZE
  %B52 = sub i32 %Sl32, %3
  %Sl53 = select <16 x i1> zeroinitializer, <16 x i64> %Shuff50, <16 x i64> %Se
  %Cmp54 = icmp uge i64 %B9, 11245
  br label %CF239

CF239:                                            ; preds = %CF239, %CF261, %CF241
  %L55 = load <2 x i1>, ptr %0, align 1
  store i8 -1, ptr %Sl24, align 1
  %E56 = extractelement <4 x i64> zeroinitializer, i32 %Sl32
  %Shuff57 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I58 = insertelement <2 x i1> %Shuff36, i1 %Tr31, i32 %ZE
  %B59 = add <16 x i8> zeroinitializer, zeroinitializer
  %FC60 = uitofp i16 %L26 to float
  %Sl61 = select <1 x i1> %Cmp18, <1 x i32> %I22, <1 x i32> zeroinitializer
  %Cmp62 = icmp ult <4 x i32> zeroinitializer, zeroinitializer
  %L63 = load <2 x i32>, ptr %Sl24, align 8
  store double 0xDC3C5E2A0C10E60, ptr %Sl24, align 8
  %E64 = extractelement <1 x i32> zeroinitializer, i32 413221
  %Shuff65 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I66 = insertelement <1 x i64> %Sl46, i64 %E41, i32 %B52
  %B67 = or i64 0, %E
  %PC = bitcast ptr %A4 to ptr
  %Sl68 = select i1 %Tr31, float %FC60, float %L34
  %Cmp69 = icmp eq i64 %E35, %B67
  br i1 %Cmp69, label %CF239, label %CF261

CF261:                                            ; preds = %CF239
  %L70 = load double, ptr %PC, align 8
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 32
  %E71 = extractelement <1 x i8> %Tr16, i32 %ZE
  %Shuff72 = shufflevector <1 x i64> %B15, <1 x i64> %I, <1 x i32> zeroinitializer
  %I73 = insertelement <1 x i64> %B15, i64 %E6, i32 %Sl38
  %B74 = shl i64 %E35, %B9
  %FC75 = uitofp <8 x i8> zeroinitializer to <8 x float>
  %Sl76 = select i1 %Cmp69, ptr %A1, ptr %Sl24
  %Cmp77 = fcmp ugt float 0x4689B01D80000000, %L34
  br i1 %Cmp77, label %CF239, label %CF245

CF245:                                            ; preds = %CF261
  %L78 = load i8, ptr %Sl24, align 1
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl24, align 16
  %E79 = extractelement <1 x i64> zeroinitializer, i32 %E64
  %Shuff80 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I51, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I81 = insertelement <2 x i64> zeroinitializer, i64 %E35, i32 %ZE
  %B82 = urem i16 %Sl, 19193
  %ZE83 = zext i1 %Cmp54 to i32
  %Sl84 = select i1 %FC45, i8 %E49, i8 41
  %L85 = load float, ptr %Sl24, align 4
  store <4 x i32> zeroinitializer, ptr %PC, align 16
  %E86 = extractelement <1 x i32> %Sl61, i32 %ZE83
  %Shuff87 = shufflevector <2 x i1> %I58, <2 x i1> %Cmp25, <2 x i32> <i32 2, i32 0>
  %I88 = insertelement <4 x i64> zeroinitializer, i64 11245, i32 0
  %Sl89 = select i1 %Tr31, i1 true, i1 true
  br label %CF

CF:                                               ; preds = %CF, %CF254, %CF249, %CF245
  %Cmp90 = icmp ne <2 x i1> %Shuff36, %L55
  %L91 = load float, ptr %PC, align 4
  store <1 x double> zeroinitializer, ptr %0, align 8
  %E92 = extractelement <2 x i1> %Cmp33, i32 %B52
  br i1 %E92, label %CF, label %CF254

CF254:                                            ; preds = %CF
  %Shuff93 = shufflevector <1 x i8> %Tr16, <1 x i8> %Tr16, <1 x i32> <i32 1>
  %I94 = insertelement <1 x i8> %Shuff93, i8 41, i32 %B52
  %Tr95 = trunc <1 x i64> %I to <1 x i1>
  %Sl96 = select i1 true, ptr %A2, ptr %1
  %Cmp97 = fcmp ult float %L91, 0x4081A01580000000
  br i1 %Cmp97, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF256, %CF257, %CF254
  %L98 = load <16 x i64>, ptr %Sl96, align 128
  store i1 true, ptr %PC, align 1
  %E99 = extractelement <1 x float> %L, i32 %ZE
  %Shuff100 = shufflevector <1 x i64> %Shuff72, <1 x i64> %I, <1 x i32> <i32 1>
  %I101 = insertelement <1 x i64> %I, i64 %E41, i32 %ZE83
  %ZE102 = zext i1 true to i64
  %Sl103 = select i1 %Tr31, i64 11245, i64 %E35
  %Cmp104 = icmp eq i8 %L5, %E71
  br i1 %Cmp104, label %CF243, label %CF256

CF256:                                            ; preds = %CF243
  %L105 = load <2 x i1>, ptr %Sl24, align 1
  store i32 %3, ptr %Sl96, align 4
  %E106 = extractelement <1 x i64> %Shuff72, i32 %3
  %Shuff107 = shufflevector <1 x i32> %Sl61, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I108 = insertelement <1 x i32> %I22, i32 %ZE83, i32 %3
  %B109 = and i64 %ZE102, %B67
  %ZE110 = zext <4 x i1> %Cmp62 to <4 x i16>
  %Sl111 = select i1 %Cmp54, ptr %Sl96, ptr %0
  %Cmp112 = icmp eq i64 %E12, %E35
  br i1 %Cmp112, label %CF243, label %CF247

CF247:                                            ; preds = %CF247, %CF259, %CF256
  %L113 = load <4 x i32>, ptr %Sl24, align 16
  store i32 %Sl32, ptr %Sl24, align 4
  %E114 = extractelement <1 x i32> %Sl61, i32 %3
  %Shuff115 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I29, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I116 = insertelement <4 x i8> zeroinitializer, i8 %B44, i32 %E64
  %B117 = add <1 x i64> %B, %Shuff100
  %FC118 = uitofp i16 %L48 to float
  %Sl119 = select <1 x i1> %Cmp18, <1 x i32> %I22, <1 x i32> %Sl61
  %Cmp120 = icmp sge i32 258077, 212177
  br i1 %Cmp120, label %CF247, label %CF259

CF259:                                            ; preds = %CF247
  %L121 = load <2 x float>, ptr %0, align 8
  store float %FC60, ptr %PC, align 4
  %E122 = extractelement <2 x i64> %Shuff7, i32 %E114
  %Shuff123 = shufflevector <8 x i8> %Shuff42, <8 x i8> zeroinitializer, <8 x i32> <i32 15, i32 poison, i32 3, i32 poison, i32 7, i32 poison, i32 11, i32 13>
  %I124 = insertelement <1 x i64> %Shuff72, i64 11245, i32 %B52
  %FC125 = sitofp i64 %ZE102 to float
  %Sl126 = select i1 %Cmp69, i1 %Cmp47, i1 %Cmp69
  br i1 %Sl126, label %CF247, label %CF250

CF250:                                            ; preds = %CF250, %CF259
  %Cmp127 = icmp eq i32 %E114, 337853
  br i1 %Cmp127, label %CF250, label %CF257

CF257:                                            ; preds = %CF250
  %L128 = load <8 x i32>, ptr %Sl111, align 32
  store i1 %Cmp77, ptr %Sl24, align 1
  %E129 = extractelement <1 x i8> %Shuff93, i32 212177
  %Shuff130 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I81, <2 x i32> <i32 3, i32 poison>
  %I131 = insertelement <1 x i64> %Shuff13, i64 %E, i32 %E64
  %Sl132 = select i1 %Cmp104, double %L70, double %L70
  %Cmp133 = icmp ugt <8 x i8> %Shuff123, %Shuff42
  %L134 = load <8 x i16>, ptr %PC, align 16
  store i64 11245, ptr %Sl24, align 4
  %E135 = extractelement <1 x i64> %Shuff13, i32 212177
  %Shuff136 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %I66, <1 x i32> <i32 1>
  %I137 = insertelement <1 x i64> %B15, i64 11245, i32 337853
  %B138 = sub <1 x i64> %Shuff13, %B117
  %FC139 = fptoui float %Sl68 to i8
  %Sl140 = select <1 x i1> %Cmp18, <1 x i64> %I66, <1 x i64> %Shuff100
  %Cmp141 = icmp sgt <4 x i8> %Shuff80, zeroinitializer
  %L142 = load <2 x i8>, ptr %0, align 2
  store i1 %Tr31, ptr %Sl96, align 1
  %E143 = extractelement <1 x i64> %Shuff13, i32 %ZE83
  %Shuff144 = shufflevector <4 x i32> %L113, <4 x i32> %L113, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I145 = insertelement <8 x i16> %L134, i16 -2231, i32 %ZE83
  %B146 = or <4 x i16> %ZE110, %ZE110
  %PC147 = bitcast ptr %Sl96 to ptr
  %Sl148 = select i1 %Cmp69, i8 %5, i8 %E129
  %Cmp149 = icmp uge i16 8285, %B82
  br i1 %Cmp149, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF262, %CF258, %CF252, %CF251, %CF257
  %L150 = load i64, ptr %Sl24, align 4
  store <2 x float> %L121, ptr %PC, align 8
  %E151 = extractelement <16 x i64> %Shuff28, i32 337853
  %Shuff152 = shufflevector <2 x i1> %Shuff36, <2 x i1> %Cmp25, <2 x i32> <i32 poison, i32 2>
  %I153 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 %E64
  %B154 = ashr i8 -1, -1
  %Tr155 = trunc i64 %E151 to i32
  %Sl156 = select i1 %Tr31, i32 337853, i32 0
  %Cmp157 = icmp slt i64 %B9, %E151
  br i1 %Cmp157, label %CF244, label %CF260

CF260:                                            ; preds = %CF260, %CF244
  %L158 = load double, ptr %Sl96, align 8
  store <4 x i64> %Shuff65, ptr %Sl96, align 32
  %E159 = extractelement <2 x i64> zeroinitializer, i32 %ZE
  %Shuff160 = shufflevector <4 x i64> %Shuff21, <4 x i64> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I161 = insertelement <2 x i1> %Shuff87, i1 true, i32 337853
  %Sl162 = select i1 %Cmp69, i64 %E135, i64 %E56
  %Cmp163 = icmp sge i1 true, %Cmp39
  br i1 %Cmp163, label %CF260, label %CF262

CF262:                                            ; preds = %CF260
  %L164 = load i64, ptr %Sl24, align 4
  store <2 x i64> %Shuff130, ptr %PC, align 16
  %E165 = extractelement <1 x i1> %Cmp18, i32 %ZE
  br i1 %E165, label %CF244, label %CF258

CF258:                                            ; preds = %CF262
  %Shuff166 = shufflevector <2 x i1> %Shuff36, <2 x i1> %L105, <2 x i32> <i32 poison, i32 0>
  %I167 = insertelement <4 x i64> zeroinitializer, i64 %ZE102, i32 258077
  %FC168 = sitofp <1 x i1> %Cmp18 to <1 x float>
  %Sl169 = select i1 %FC45, <2 x i64> %Shuff7, <2 x i64> %B30
  %Cmp170 = icmp ne <4 x i32> zeroinitializer, %L113
  %L171 = load i64, ptr %Sl24, align 4
  store <16 x i8> %B59, ptr %PC147, align 16
  %E172 = extractelement <2 x i64> zeroinitializer, i32 337853
  %Shuff173 = shufflevector <2 x i64> %Shuff57, <2 x i64> %Shuff57, <2 x i32> <i32 0, i32 2>
  %I174 = insertelement <2 x i1> %Shuff152, i1 true, i32 %ZE
  %B175 = mul <4 x i32> %I29, %Shuff144
  %Se176 = sext <16 x i8> zeroinitializer to <16 x i16>
  %Sl177 = select i1 true, i64 %E159, i64 %E159
  %Cmp178 = icmp slt <2 x i1> %Shuff166, %Shuff87
  %L179 = load i8, ptr %Sl24, align 1
  store <4 x i16> zeroinitializer, ptr %PC147, align 8
  %E180 = extractelement <2 x i1> %Cmp90, i32 %E114
  br i1 %E180, label %CF244, label %CF252

CF252:                                            ; preds = %CF258
  %Shuff181 = shufflevector <4 x i64> %Shuff21, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 poison, i32 6, i32 0>
  %I182 = insertelement <4 x i64> zeroinitializer, i64 %E, i32 %Tr155
  %B183 = shl i64 %4, %E27
  %Tr184 = trunc <1 x i64> %Shuff136 to <1 x i32>
  %Sl185 = select i1 true, i1 %Cmp77, i1 %Cmp149
  br i1 %Sl185, label %CF244, label %CF251

CF251:                                            ; preds = %CF252
  %Cmp186 = fcmp false float %FC125, 0x4081A01580000000
  br i1 %Cmp186, label %CF244, label %CF246

CF246:                                            ; preds = %CF246, %CF253, %CF251
  %L187 = load <8 x i16>, ptr %A3, align 16
  store i1 %Tr31, ptr %PC, align 1
  %E188 = extractelement <8 x i8> %Shuff42, i32 212177
  %Shuff189 = shufflevector <1 x i64> %Sl46, <1 x i64> zeroinitializer, <1 x i32> poison
  %I190 = insertelement <4 x i64> %I167, i64 %ZE102, i32 %ZE
  %PC191 = bitcast ptr %2 to ptr
  %Sl192 = select i1 %FC45, i8 %E49, i8 %L179
  %Cmp193 = icmp ule <1 x i64> %Sl140, %Shuff189
  %L194 = load <2 x i16>, ptr %PC191, align 4
  store i16 19193, ptr %PC, align 2
  %E195 = extractelement <2 x i1> %Shuff36, i32 %Sl32
  br i1 %E195, label %CF246, label %CF253

CF253:                                            ; preds = %CF246
  %Shuff196 = shufflevector <8 x i8> %Shuff42, <8 x i8> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 poison>
  %I197 = insertelement <1 x i32> zeroinitializer, i32 %Tr155, i32 %3
  %B198 = srem i16 -2231, 19193
  %Sl199 = select i1 %Sl126, <2 x i64> %Sl169, <2 x i64> %Shuff7
  %Cmp200 = icmp uge i1 true, %Cmp77
  br i1 %Cmp200, label %CF246, label %CF248

CF248:                                            ; preds = %CF248, %CF253
  %L201 = load i16, ptr %Sl96, align 2
  store <4 x i32> %I29, ptr %PC147, align 16
  %E202 = extractelement <16 x i8> zeroinitializer, i32 %Sl32
  %Shuff203 = shufflevector <1 x i64> %Shuff189, <1 x i64> %Sl46, <1 x i32> zeroinitializer
  %I204 = insertelement <1 x i1> %Cmp18, i1 %Tr31, i32 %3
  %B205 = add <8 x i8> %Shuff196, %Shuff196
  %PC206 = bitcast ptr %A to ptr
  %Sl207 = select i1 %Tr31, i1 %E165, i1 %Cmp54
  br i1 %Sl207, label %CF248, label %CF249

CF249:                                            ; preds = %CF248
  %Cmp208 = icmp sge <4 x i1> %Cmp141, %Cmp141
  %L209 = load <16 x float>, ptr %PC191, align 64
  store float %FC, ptr %PC, align 4
  %E210 = extractelement <2 x i64> %Shuff130, i32 %E114
  %Shuff211 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 poison, i32 3, i32 poison, i32 7, i32 9, i32 11>
  %I212 = insertelement <4 x i64> zeroinitializer, i64 %L150, i32 %ZE83
  %B213 = udiv <2 x i64> %Sl169, %Sl169
  %Tr214 = trunc <1 x i64> %B to <1 x i8>
  %Sl215 = select <4 x i1> %Cmp141, <4 x i64> %I37, <4 x i64> %Shuff160
  %Cmp216 = icmp sgt <4 x i8> zeroinitializer, %Shuff80
  %L217 = load <4 x double>, ptr %PC, align 32
  store i64 %E27, ptr %PC, align 4
  %E218 = extractelement <1 x i8> %Tr16, i32 %B52
  %Shuff219 = shufflevector <1 x i64> %B15, <1 x i64> %Shuff189, <1 x i32> <i32 1>
  %I220 = insertelement <4 x i8> %Shuff80, i8 41, i32 %ZE
  %B221 = srem i8 %E129, %B44
  %Tr222 = trunc i64 %B9 to i1
  br i1 %Tr222, label %CF, label %CF242

CF242:                                            ; preds = %CF249
  %Sl223 = select i1 %Tr222, float 0x4689B01D80000000, float 0x4081A01580000000
  %Cmp224 = fcmp olt <2 x float> %L121, %L121
  %L225 = load <8 x i8>, ptr %A3, align 8
  store i32 %3, ptr %PC147, align 4
  %E226 = extractelement <1 x i64> %Shuff13, i32 %E114
  %Shuff227 = shufflevector <2 x i64> %I153, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I228 = insertelement <16 x float> %L209, float %L34, i32 337853
  %B229 = udiv <4 x i8> %I220, %I220
  %FC230 = uitofp i8 -1 to double
  %Sl231 = select i1 %E195, i16 %L11, i16 %B82
  %Cmp232 = icmp sge <4 x i8> %I51, %I220
  %L233 = load double, ptr %PC206, align 8
  store <2 x i8> %L142, ptr %PC191, align 2
  %E234 = extractelement <16 x i8> zeroinitializer, i32 %Sl32
  %Shuff235 = shufflevector <4 x i32> %L113, <4 x i32> %Shuff144, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I236 = insertelement <2 x i1> %Cmp224, i1 %E92, i32 %E64
  %Sl237 = select i1 %Sl89, i16 %Sl231, i16 8285
  %Cmp238 = icmp uge <16 x i16> %Se176, %Se176
  store i1 %Sl207, ptr %Sl24, align 1
  store float %Sl223, ptr %Sl111, align 4
  store float %FC60, ptr %PC, align 4
  store i8 %B44, ptr %Sl111, align 1
  store double %L70, ptr %Sl24, align 8
  ret void
}
