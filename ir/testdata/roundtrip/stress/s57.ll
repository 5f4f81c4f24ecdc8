; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD57(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca i64, align 8
  %A2 = alloca i1, align 1
  %A1 = alloca double, align 8
  %A = alloca i64, align 8
  %L = load i16, ptr %A, align 2
  %E = extractelement <4 x i1> zeroinitializer, i32 492311
  br label %CF249

CF249:                                            ; preds = %CF249, %BB
  %Shuff = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I = insertelement <4 x i32> zeroinitializer, i32 %3, i32 492311
  %FC = sitofp i8 -1 to float
  %Sl = select i1 %E, i8 -61, i8 0
  %Cmp = icmp eq <4 x i32> zeroinitializer, zeroinitializer
  %L5 = load <8 x i1>, ptr %0, align 1
  store i32 492311, ptr %0, align 4
  %E6 = extractelement <4 x i32> zeroinitializer, i32 492311
  %Shuff7 = shufflevector <2 x i16> %Shuff, <2 x i16> %Shuff, <2 x i32> <i32 poison, i32 1>
  %I8 = insertelement <2 x i16> %Shuff, i16 -9609, i32 492311
  %B = lshr i8 %Sl, -1
  %Se = sext i16 -2945 to i64
  %Sl9 = select <2 x i1> zeroinitializer, <2 x i16> %Shuff, <2 x i16> %Shuff
  %Cmp10 = icmp sgt <8 x i1> %L5, %L5
  %L11 = load <8 x i32>, ptr %0, align 32
  store double 0xFC058EA46403EC22, ptr %A1, align 8
  %E12 = extractelement <2 x i16> zeroinitializer, i32 492311
  %Shuff13 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I14 = insertelement <8 x i1> %Cmp10, i1 true, i32 492311
  %B15 = sdiv i8 %B, -25
  %Sl16 = select i1 true, i8 %5, i8 -1
  %Cmp17 = icmp sge i64 %4, 86615
  br i1 %Cmp17, label %CF249, label %CF259

CF259:                                            ; preds = %CF249
  %L18 = load i32, ptr %A, align 4
  store <1 x double> zeroinitializer, ptr %0, align 8
  %E19 = extractelement <4 x i32> zeroinitializer, i32 %L18
  %Shuff20 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I21 = insertelement <4 x i1> %Cmp, i1 %E, i32 492311
  %Tr = trunc i16 %L to i8
  %Sl22 = select i1 %E, i8 -25, i8 0
  %Cmp23 = icmp sge i32 %E19, %E6
  br label %CF242

CF242:                                            ; preds = %CF242, %CF248, %CF259
  %L24 = load i64, ptr %0, align 4
  store <2 x i8> <i8 0, i8 -1>, ptr %0, align 2
  %E25 = extractelement <4 x i32> %Shuff20, i32 %E6
  %Shuff26 = shufflevector <2 x i16> %Shuff7, <2 x i16> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I27 = insertelement <4 x i32> zeroinitializer, i32 %E6, i32 492311
  %B28 = ashr i64 407963, 86615
  %Tr29 = trunc i64 0 to i8
  %Sl30 = select i1 %E, i64 453303, i64 %4
  %L31 = load <16 x i32>, ptr %0, align 64
  store i16 -9609, ptr %0, align 2
  %E32 = extractelement <2 x i16> zeroinitializer, i32 492311
  %Shuff33 = shufflevector <2 x i16> %Shuff, <2 x i16> %Shuff26, <2 x i32> <i32 1, i32 3>
  %I34 = insertelement <8 x i1> %I14, i1 %E, i32 492311
  %B35 = lshr i16 -2945, -9609
  %Sl36 = select i1 %Cmp17, i8 %5, i8 %Tr29
  %Cmp37 = icmp ugt <4 x i32> %I27, %Shuff20
  %L38 = load double, ptr %A, align 8
  store <1 x double> zeroinitializer, ptr %0, align 8
  %E39 = extractelement <2 x i16> %Shuff33, i32 %L18
  %Shuff40 = shufflevector <4 x i1> %Cmp, <4 x i1> %Cmp, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I41 = insertelement <2 x i16> %Shuff7, i16 -9609, i32 %E25
  %FC42 = sitofp i8 %B15 to float
  %Sl43 = select i1 true, ptr %A2, ptr %0
  %Cmp44 = icmp ule i8 -25, -105
  br i1 %Cmp44, label %CF242, label %CF248

CF248:                                            ; preds = %CF242
  %L45 = load <2 x i1>, ptr %Sl43, align 1
  store float %FC42, ptr %Sl43, align 4
  %E46 = extractelement <4 x i1> zeroinitializer, i32 %3
  br i1 %E46, label %CF242, label %CF247

CF247:                                            ; preds = %CF247, %CF258, %CF248
  %Shuff47 = shufflevector <4 x i32> %Shuff20, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I48 = insertelement <2 x i16> %Shuff33, i16 %E39, i32 492311
  %B49 = shl i64 20859, %Se
  %Tr50 = trunc i64 86615 to i8
  %Sl51 = select i1 %E, <8 x i1> %Cmp10, <8 x i1> %I34
  %Cmp52 = icmp uge <4 x i32> %I, %I27
  %L53 = load i64, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl43, align 16
  %E54 = extractelement <16 x i32> %L31, i32 %3
  %Shuff55 = shufflevector <4 x i32> %Shuff20, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I56 = insertelement <8 x i1> %Sl51, i1 %E, i32 %E54
  %FC57 = sitofp <4 x i1> %Cmp37 to <4 x double>
  %Sl58 = select i1 %E, i64 298867, i64 %B28
  %Cmp59 = icmp sge i8 %Sl16, %B15
  br i1 %Cmp59, label %CF247, label %CF258

CF258:                                            ; preds = %CF247
  %L60 = load <2 x float>, ptr %Sl43, align 8
  store i64 %L24, ptr %A4, align 4
  %E61 = extractelement <2 x i16> zeroinitializer, i32 492311
  %Shuff62 = shufflevector <2 x i1> %L45, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I63 = insertelement <4 x double> %FC57, double 0x64A95448C6A72BC6, i32 %E54
  %B64 = fdiv double %L38, %L38
  %PC = bitcast ptr %Sl43 to ptr
  %Sl65 = select <4 x i1> %Cmp, <4 x i32> %Shuff55, <4 x i32> zeroinitializer
  %Cmp66 = icmp uge <4 x i32> %Shuff20, %Shuff55
  %L67 = load <8 x i16>, ptr %Sl43, align 16
  store double %L38, ptr %Sl43, align 8
  %E68 = extractelement <2 x i1> %L45, i32 %E54
  br i1 %E68, label %CF247, label %CF257

CF257:                                            ; preds = %CF258
  %Shuff69 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I27, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I70 = insertelement <2 x i16> %I41, i16 -9609, i32 492311
  %B71 = lshr i32 %E54, %E54
  %ZE = zext <2 x i1> %L45 to <2 x i8>
  %Sl72 = select i1 %Cmp59, <2 x i16> %I48, <2 x i16> %Shuff
  %L73 = load <4 x i8>, ptr %Sl43, align 4
  store i64 %L24, ptr %Sl43, align 4
  %E74 = extractelement <4 x i32> zeroinitializer, i32 %E19
  %Shuff75 = shufflevector <2 x i16> %Shuff, <2 x i16> %Shuff, <2 x i32> <i32 1, i32 3>
  %I76 = insertelement <4 x i1> zeroinitializer, i1 %Cmp23, i32 %B71
  %B77 = shl i32 %E25, %E54
  %Se78 = sext i16 %E12 to i64
  %Sl79 = select i1 %Cmp23, i32 %L18, i32 %E25
  %L80 = load <2 x float>, ptr %0, align 8
  store i1 %Cmp23, ptr %0, align 1
  %E81 = extractelement <2 x i16> %Shuff, i32 %E54
  %Shuff82 = shufflevector <2 x i1> %L45, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I83 = insertelement <2 x i16> %Shuff, i16 %E81, i32 492311
  %B84 = ashr <4 x i32> %Shuff69, %Sl65
  %Tr85 = trunc i16 22547 to i1
  br label %CF241

CF241:                                            ; preds = %CF257
  %Sl86 = select i1 %Cmp44, i1 %E46, i1 %E68
  br label %CF240

CF240:                                            ; preds = %CF240, %CF263, %CF255, %CF241
  %Cmp87 = icmp slt i1 true, %E
  br i1 %Cmp87, label %CF240, label %CF263

CF263:                                            ; preds = %CF240
  %L88 = load <4 x i8>, ptr %Sl43, align 4
  store i1 %Tr85, ptr %A, align 1
  %E89 = extractelement <2 x i16> %Shuff75, i32 492311
  %Shuff90 = shufflevector <2 x i16> %Shuff7, <2 x i16> %Shuff26, <2 x i32> <i32 1, i32 3>
  %I91 = insertelement <2 x i1> %L45, i1 %E, i32 492311
  %B92 = frem double 0x64A95448C6A72BC6, 0x64A95448C6A72BC6
  %PC93 = bitcast ptr %2 to ptr
  %Sl94 = select <2 x i1> %L45, <2 x i16> %I8, <2 x i16> %I41
  %Cmp95 = icmp eq <2 x i16> %Sl94, %Shuff7
  %L96 = load <8 x i32>, ptr %Sl43, align 32
  store double %L38, ptr %Sl43, align 8
  %E97 = extractelement <2 x i16> %I48, i32 %L18
  %Shuff98 = shufflevector <2 x i16> %Shuff7, <2 x i16> %I70, <2 x i32> <i32 1, i32 poison>
  %I99 = insertelement <4 x i1> zeroinitializer, i1 %E46, i32 %3
  %B100 = srem i64 %B28, %Se78
  %FC101 = uitofp i8 %B15 to float
  %Sl102 = select i1 %E68, i32 %E6, i32 %L18
  %Cmp103 = icmp ugt <2 x i16> %I41, zeroinitializer
  %L104 = load double, ptr %PC93, align 8
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 64
  %E105 = extractelement <2 x float> %L80, i32 %E54
  %Shuff106 = shufflevector <2 x float> %L60, <2 x float> %L60, <2 x i32> <i32 poison, i32 0>
  %I107 = insertelement <2 x i16> zeroinitializer, i16 %E81, i32 %E54
  %B108 = sdiv <2 x i8> %ZE, %ZE
  %Tr109 = trunc <2 x i16> %Shuff33 to <2 x i1>
  %Sl110 = select i1 %E, i8 %Sl, i8 %Tr
  %Cmp111 = fcmp ogt float %FC101, %FC101
  br i1 %Cmp111, label %CF240, label %CF255

CF255:                                            ; preds = %CF263
  %L112 = load <4 x i8>, ptr %Sl43, align 4
  store i1 %Cmp23, ptr %PC93, align 1
  %E113 = extractelement <2 x i1> %Cmp103, i32 %E54
  br i1 %E113, label %CF240, label %CF246

CF246:                                            ; preds = %CF246, %CF255
  %Shuff114 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 poison, i32 7, i32 poison>
  %I115 = insertelement <4 x i32> %Sl65, i32 %L18, i32 %E54
  %B116 = xor i8 -97, 0
  %FC117 = sitofp <2 x i1> %L45 to <2 x float>
  %Sl118 = select i1 %Cmp44, <4 x i8> %L112, <4 x i8> %L73
  %Cmp119 = fcmp ord float 0xBDC8E36CC0000000, %FC101
  br i1 %Cmp119, label %CF246, label %CF250

CF250:                                            ; preds = %CF250, %CF246
  %L120 = load i1, ptr %PC, align 1
  br i1 %L120, label %CF250, label %CF251

CF251:                                            ; preds = %CF251, %CF270, %CF250
  store <1 x double> zeroinitializer, ptr %Sl43, align 8
  %E121 = extractelement <2 x i16> %Shuff90, i32 %E6
  %Shuff122 = shufflevector <2 x i16> %I83, <2 x i16> %Shuff26, <2 x i32> <i32 3, i32 1>
  %I123 = insertelement <4 x i1> zeroinitializer, i1 %Cmp17, i32 %E25
  %B124 = and i8 -97, -61
  %Sl125 = select i1 %Cmp111, i1 true, i1 %Cmp44
  br i1 %Sl125, label %CF251, label %CF270

CF270:                                            ; preds = %CF251
  %Cmp126 = icmp ugt i16 %E121, %E32
  br i1 %Cmp126, label %CF251, label %CF253

CF253:                                            ; preds = %CF253, %CF265, %CF270
  %L127 = load <8 x i32>, ptr %Sl43, align 32
  store i32 492311, ptr %A, align 4
  %E128 = extractelement <2 x float> %Shuff106, i32 %E6
  %Shuff129 = shufflevector <2 x i16> %Shuff26, <2 x i16> %Shuff90, <2 x i32> <i32 3, i32 1>
  %I130 = insertelement <2 x i16> %Shuff129, i16 %E61, i32 492311
  %Sl131 = select i1 %Cmp44, <4 x i32> %Shuff13, <4 x i32> zeroinitializer
  %Cmp132 = icmp uge <2 x i16> %I48, %Shuff26
  %L133 = load i8, ptr %0, align 1
  store <4 x double> %FC57, ptr %Sl43, align 32
  %E134 = extractelement <2 x i8> %B108, i32 %Sl102
  %Shuff135 = shufflevector <2 x i16> %Shuff7, <2 x i16> %Shuff26, <2 x i32> <i32 poison, i32 0>
  %I136 = insertelement <4 x i1> %Shuff40, i1 %Cmp17, i32 %B71
  %B137 = mul i8 %Tr29, -97
  %Tr138 = trunc <2 x i16> %I48 to <2 x i8>
  %Sl139 = select i1 %Cmp44, i8 %L133, i8 -105
  %Cmp140 = icmp eq i16 %E39, %E61
  br i1 %Cmp140, label %CF253, label %CF261

CF261:                                            ; preds = %CF261, %CF253
  %L141 = load <2 x float>, ptr %Sl43, align 8
  store i8 %B15, ptr %Sl43, align 1
  %E142 = extractelement <2 x i16> zeroinitializer, i32 %E54
  %Shuff143 = shufflevector <4 x i1> %I21, <4 x i1> %Cmp37, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I144 = insertelement <2 x float> %L141, float 0x38FA727E40000000, i32 %E54
  %B145 = sub i8 %B137, %B
  %Sl146 = select i1 %Cmp17, i64 %L24, i64 86615
  %Cmp147 = icmp slt i8 %B137, %Sl110
  br i1 %Cmp147, label %CF261, label %CF265

CF265:                                            ; preds = %CF261
  %L148 = load <2 x i8>, ptr %A, align 2
  store double 0x64A95448C6A72BC6, ptr %Sl43, align 8
  %E149 = extractelement <2 x i16> %Shuff98, i32 %E54
  %Shuff150 = shufflevector <4 x double> %FC57, <4 x double> %FC57, <4 x i32> <i32 7, i32 poison, i32 poison, i32 5>
  %I151 = insertelement <2 x i16> %Sl94, i16 %E142, i32 %B71
  %B152 = udiv i32 %E19, 492311
  %Tr153 = trunc i64 %Se78 to i8
  %Sl154 = select i1 %Cmp59, <2 x i16> %Shuff122, <2 x i16> %Sl94
  %Cmp155 = icmp ugt i64 %4, %Sl146
  br i1 %Cmp155, label %CF253, label %CF256

CF256:                                            ; preds = %CF256, %CF265
  %L156 = load float, ptr %Sl43, align 4
  %E157 = extractelement <4 x i32> %Sl65, i32 %Sl102
  %Shuff158 = shufflevector <2 x i16> %I8, <2 x i16> %I70, <2 x i32> <i32 3, i32 1>
  %I159 = insertelement <4 x i32> %Shuff55, i32 %Sl102, i32 %Sl102
  %B160 = frem float 0x452B7FEF40000000, %FC42
  %Se161 = sext i8 %Sl16 to i64
  %Sl162 = select <2 x i1> zeroinitializer, <2 x i16> %I107, <2 x i16> zeroinitializer
  %Cmp163 = icmp eq i1 true, %Cmp155
  br i1 %Cmp163, label %CF256, label %CF260

CF260:                                            ; preds = %CF260, %CF256
  %L164 = load <16 x double>, ptr %0, align 128
  store i64 %B49, ptr %Sl43, align 4
  %E165 = extractelement <4 x i32> zeroinitializer, i32 %B152
  %Shuff166 = shufflevector <4 x i1> %Cmp, <4 x i1> %I21, <4 x i32> <i32 poison, i32 poison, i32 1, i32 3>
  %I167 = insertelement <4 x i1> %Shuff166, i1 %E, i32 %E6
  %B168 = fsub double 0xFC058EA46403EC22, %B92
  %BC = bitcast i64 20859 to double
  %Sl169 = select i1 %Cmp44, <8 x i32> %L96, <8 x i32> %L11
  %L170 = load <1 x double>, ptr %Sl43, align 8
  store double %L38, ptr %Sl43, align 8
  %E171 = extractelement <2 x float> %L141, i32 %3
  %Shuff172 = shufflevector <4 x i32> %Shuff114, <4 x i32> %Shuff114, <4 x i32> <i32 poison, i32 poison, i32 poison, i32 7>
  %I173 = insertelement <2 x i1> %I91, i1 %E68, i32 %3
  %B174 = xor i64 %Sl30, %L24
  %ZE175 = zext <4 x i32> %Shuff47 to <4 x i64>
  %Sl176 = select i1 %Cmp111, i8 %Sl139, i8 %Sl110
  %Cmp177 = fcmp ogt float %E105, 0x38FA727E40000000
  br i1 %Cmp177, label %CF260, label %CF262

CF262:                                            ; preds = %CF260
  %L178 = load <4 x i32>, ptr %Sl43, align 16
  store i32 %L18, ptr %Sl43, align 4
  %E179 = extractelement <2 x i1> %Cmp95, i32 %Sl102
  br label %CF

CF:                                               ; preds = %CF, %CF252, %CF268, %CF262
  %Shuff180 = shufflevector <4 x i32> %Shuff20, <4 x i32> %Shuff172, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I181 = insertelement <4 x i32> %Shuff20, i32 492311, i32 %B152
  %B182 = shl i16 %E97, 27555
  %PC183 = bitcast ptr %A3 to ptr
  %Sl184 = select i1 %Cmp126, i8 %Tr50, i8 %B124
  %Cmp185 = icmp sge i8 %B15, %Sl110
  br i1 %Cmp185, label %CF, label %CF252

CF252:                                            ; preds = %CF
  %L186 = load i1, ptr %Sl43, align 1
  br i1 %L186, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF267, %CF266, %CF254, %CF252
  %E187 = extractelement <4 x i1> %Shuff143, i32 %E54
  br i1 %E187, label %CF244, label %CF267

CF267:                                            ; preds = %CF244
  %Shuff188 = shufflevector <4 x i1> %I99, <4 x i1> %Shuff166, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I189 = insertelement <1 x double> %L170, double %L104, i32 %3
  %B190 = sdiv <2 x i16> %I48, %I70
  %Tr191 = trunc <2 x i16> %Shuff75 to <2 x i8>
  %Sl192 = select i1 %Cmp44, i32 %E19, i32 %B152
  %Cmp193 = fcmp ole double %B168, %L38
  br i1 %Cmp193, label %CF244, label %CF266

CF266:                                            ; preds = %CF267
  %L194 = load double, ptr %Sl43, align 8
  store <1 x i16> zeroinitializer, ptr %PC183, align 2
  %E195 = extractelement <2 x float> %FC117, i32 %B152
  %Shuff196 = shufflevector <2 x float> %Shuff106, <2 x float> %L60, <2 x i32> <i32 3, i32 1>
  %I197 = insertelement <4 x i1> zeroinitializer, i1 %Cmp147, i32 %L18
  %B198 = udiv i8 %B116, %Sl36
  %ZE199 = zext <4 x i1> %Cmp to <4 x i64>
  %Sl200 = select i1 %Cmp111, i32 %Sl102, i32 %B152
  %Cmp201 = icmp ult <4 x i32> %L178, zeroinitializer
  %L202 = load <2 x i1>, ptr %PC183, align 1
  store double %L38, ptr %PC93, align 8
  %E203 = extractelement <4 x i1> zeroinitializer, i32 492311
  br i1 %E203, label %CF244, label %CF254

CF254:                                            ; preds = %CF266
  %Shuff204 = shufflevector <4 x i32> %Shuff20, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I205 = insertelement <1 x double> %L170, double %B168, i32 %Sl102
  %B206 = mul i8 %Tr29, %L133
  %ZE207 = fpext <2 x float> %FC117 to <2 x double>
  %Sl208 = select <2 x i1> zeroinitializer, <2 x float> %L141, <2 x float> %Shuff106
  %Cmp209 = icmp ugt <4 x i8> %L73, %L73
  %L210 = load <16 x double>, ptr %PC183, align 128
  store i8 %B, ptr %A, align 1
  %E211 = extractelement <2 x i8> %L148, i32 %Sl192
  %Shuff212 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff188, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I213 = insertelement <2 x i16> %Sl154, i16 %E121, i32 %Sl102
  %B214 = fadd float %E195, 0x38FA727E40000000
  %Sl215 = select i1 true, i8 -97, i8 %Sl110
  %Cmp216 = icmp uge i8 %Sl139, %Sl110
  br i1 %Cmp216, label %CF244, label %CF245

CF245:                                            ; preds = %CF245, %CF254
  %L217 = load <4 x i1>, ptr %Sl43, align 1
  store i1 %Cmp185, ptr %Sl43, align 1
  %E218 = extractelement <1 x double> %L170, i32 %Sl102
  %Shuff219 = shufflevector <4 x i32> %Shuff55, <4 x i32> %Shuff172, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I220 = insertelement <2 x i16> %Shuff33, i16 %E81, i32 %E6
  %B221 = fdiv <2 x float> %I144, %L60
  %FC222 = sitofp <4 x i1> zeroinitializer to <4 x double>
  %Sl223 = select i1 %Cmp111, <1 x double> %I189, <1 x double> %I189
  %Cmp224 = fcmp ult double 0xBAF1A49090EFF00E, %B92
  br i1 %Cmp224, label %CF245, label %CF268

CF268:                                            ; preds = %CF245
  %L225 = load i8, ptr %0, align 1
  store <2 x i8> %Tr138, ptr %Sl43, align 2
  %E226 = extractelement <2 x double> %ZE207, i32 %E25
  %Shuff227 = shufflevector <4 x i1> %Cmp201, <4 x i1> %I99, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I228 = insertelement <4 x i1> zeroinitializer, i1 %Cmp126, i32 492311
  %FC229 = fptosi <4 x double> %I63 to <4 x i16>
  %Sl230 = select i1 %Cmp224, float 0x38FA727E40000000, float %FC101
  %Cmp231 = icmp sgt i32 %Sl79, %Sl192
  br i1 %Cmp231, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF268
  %L232 = load <8 x i8>, ptr %PC93, align 8
  store i1 %E179, ptr %PC183, align 1
  %E233 = extractelement <4 x i1> %Shuff212, i32 %B152
  br i1 %E233, label %CF243, label %CF264

CF264:                                            ; preds = %CF264, %CF243
  %Shuff234 = shufflevector <2 x float> %L60, <2 x float> %Shuff196, <2 x i32> <i32 3, i32 poison>
  %I235 = insertelement <2 x i16> %I220, i16 %E12, i32 %E54
  %B236 = urem <2 x i8> %Tr191, %B108
  %PC237 = bitcast ptr %PC to ptr
  %Sl238 = select i1 %Cmp17, i8 %B137, i8 %Tr50
  %Cmp239 = icmp sgt i32 %Sl102, %E25
  br i1 %Cmp239, label %CF264, label %CF269

CF269:                                            ; preds = %CF264
  store double %E218, ptr %Sl43, align 8
  store i1 %Cmp44, ptr %PC, align 1
  store i16 -9609, ptr %Sl43, align 2
  store i16 %E12, ptr %Sl43, align 2
  store i8 %Sl176, ptr %2, align 1
  ret void
}
