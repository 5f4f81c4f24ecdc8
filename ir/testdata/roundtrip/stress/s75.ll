; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD75(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i8, align 1
  %A3 = alloca i32, align 4
  %A2 = alloca i1, align 1
  %A1 = alloca i8, align 1
  %A = alloca i64, align 8
  %L = load <8 x double>, ptr %0, align 64
  store i64 0, ptr %0, align 4
  %E = extractelement <8 x i64> zeroinitializer, i32 24229
  %Shuff = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 poison, i32 9>
  %I = insertelement <8 x i16> zeroinitializer, i16 513, i32 %3
  %B = mul <8 x i8> zeroinitializer, zeroinitializer
  %FC = sitofp <8 x i64> %Shuff to <8 x float>
  %Sl = select i1 true, float 0x3A3837EC00000000, float 0x3A3837EC00000000
  %Cmp = icmp ult <8 x i8> zeroinitializer, %B
  %L5 = load <2 x i64>, ptr %0, align 16
  store i16 513, ptr %0, align 2
  %E6 = extractelement <8 x i64> zeroinitializer, i32 301245
  %Shuff7 = shufflevector <8 x double> %L, <8 x double> %L, <8 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7>
  %I8 = insertelement <1 x i32> zeroinitializer, i32 %3, i32 %3
  %FC9 = fptosi double 0xA1677686AE65B904 to i64
  %Sl10 = select i1 true, <8 x double> %Shuff7, <8 x double> %L
  %Cmp11 = icmp ule <4 x i32> zeroinitializer, zeroinitializer
  %L12 = load i1, ptr %0, align 1
  br label %CF259

CF259:                                            ; preds = %CF259, %BB
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E13 = extractelement <8 x i1> %Cmp, i32 301245
  br i1 %E13, label %CF259, label %CF263

CF263:                                            ; preds = %CF263, %CF259
  %Shuff14 = shufflevector <4 x i1> %Cmp11, <4 x i1> %Cmp11, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I15 = insertelement <8 x i64> zeroinitializer, i64 0, i32 0
  %PC = bitcast ptr %A4 to ptr
  %Sl16 = select i1 true, ptr %A3, ptr %PC
  %Cmp17 = icmp ule <1 x i32> %I8, zeroinitializer
  %L18 = load double, ptr %A1, align 8
  store <8 x i64> zeroinitializer, ptr %PC, align 64
  %E19 = extractelement <8 x double> %Shuff7, i32 %3
  %Shuff20 = shufflevector <8 x i64> %I15, <8 x i64> %I15, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I21 = insertelement <8 x i64> zeroinitializer, i64 0, i32 %3
  %B22 = urem i32 -1, %3
  %Tr = trunc <8 x i8> zeroinitializer to <8 x i1>
  %Sl23 = select i1 %E13, ptr %A4, ptr %PC
  %Cmp24 = icmp ult <8 x i1> %Cmp, %Cmp
  %L25 = load <16 x i1>, ptr %A2, align 2
  store i1 %L12, ptr %0, align 1
  %E26 = extractelement <4 x i1> %Shuff14, i32 419589
  br i1 %E26, label %CF263, label %CF269

CF269:                                            ; preds = %CF263
  %Shuff27 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I28 = insertelement <8 x i64> %Shuff, i64 0, i32 %B22
  %FC29 = fptosi double 0xF2D33EF2ADD1AF70 to i1
  br label %CF247

CF247:                                            ; preds = %CF247, %CF269
  %Sl30 = select i1 true, <16 x i1> %L25, <16 x i1> %L25
  %Cmp31 = icmp sgt <1 x i32> %Shuff27, %Shuff27
  %L32 = load float, ptr %PC, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  %E33 = extractelement <8 x i64> zeroinitializer, i32 %3
  %Shuff34 = shufflevector <8 x i1> %Cmp24, <8 x i1> %Cmp, <8 x i32> <i32 10, i32 12, i32 14, i32 poison, i32 2, i32 4, i32 poison, i32 8>
  %I35 = insertelement <2 x i8> zeroinitializer, i8 %5, i32 %B22
  %B36 = lshr <8 x i64> %Shuff, zeroinitializer
  %BC = bitcast <8 x i64> zeroinitializer to <8 x double>
  %Sl37 = select i1 true, <8 x float> %FC, <8 x float> %FC
  %Cmp38 = icmp sgt <1 x i32> %Shuff27, zeroinitializer
  %L39 = load i1, ptr %Sl23, align 1
  br i1 %L39, label %CF247, label %CF268

CF268:                                            ; preds = %CF247
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 32
  %E40 = extractelement <8 x i64> %Shuff, i32 221469
  %Shuff41 = shufflevector <8 x i64> %Shuff, <8 x i64> %B36, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I42 = insertelement <8 x i16> zeroinitializer, i16 -13011, i32 %3
  %B43 = fadd float 0x4595AE2980000000, %Sl
  %Sl44 = select i1 %E26, <8 x double> %Shuff7, <8 x double> %L
  %Cmp45 = icmp eq i64 %E6, %E6
  br label %CF

CF:                                               ; preds = %CF, %CF248, %CF253, %CF268
  %L46 = load float, ptr %PC, align 4
  store <8 x i32> zeroinitializer, ptr %PC, align 32
  %E47 = extractelement <8 x i1> %Cmp24, i32 %3
  br i1 %E47, label %CF, label %CF248

CF248:                                            ; preds = %CF
  %Shuff48 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff41, <8 x i32> <i32 8, i32 10, i32 poison, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I49 = insertelement <8 x i16> zeroinitializer, i16 -13011, i32 0
  %B50 = fadd double 0x4D971EB652955934, %L18
  %Tr51 = trunc i64 %E33 to i8
  %Sl52 = select i1 %L12, i1 %Cmp45, i1 %Cmp45
  br i1 %Sl52, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF267, %CF257, %CF248
  %Cmp53 = fcmp oeq double 0xC577EE967A75D914, %L18
  br i1 %Cmp53, label %CF243, label %CF267

CF267:                                            ; preds = %CF243
  %L54 = load i16, ptr %PC, align 2
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 128
  %E55 = extractelement <4 x i1> %Shuff14, i32 %B22
  br i1 %E55, label %CF243, label %CF257

CF257:                                            ; preds = %CF267
  %Shuff56 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2>
  %I57 = insertelement <16 x i1> %Sl30, i1 %L39, i32 -1
  %Se = sext i8 0 to i16
  %Sl58 = select i1 %E13, i8 0, i8 -87
  %Cmp59 = icmp uge i64 195105, %4
  br i1 %Cmp59, label %CF243, label %CF253

CF253:                                            ; preds = %CF257
  %L60 = load float, ptr %A, align 4
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A4, align 64
  %E61 = extractelement <8 x i64> %Shuff20, i32 %3
  %Shuff62 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I42, <8 x i32> <i32 0, i32 2, i32 4, i32 poison, i32 8, i32 poison, i32 12, i32 14>
  %I63 = insertelement <8 x i16> %Shuff62, i16 %L54, i32 %3
  %BC64 = bitcast double %L18 to i64
  %Sl65 = select i1 true, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer
  %Cmp66 = icmp ugt i32 419589, %3
  br i1 %Cmp66, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF252, %CF261, %CF260, %CF264, %CF244, %CF253
  %L67 = load i16, ptr %0, align 2
  store <8 x i64> %Shuff, ptr %Sl23, align 64
  %E68 = extractelement <8 x i64> %Shuff56, i32 %3
  %Shuff69 = shufflevector <8 x i64> %Shuff, <8 x i64> %Shuff, <8 x i32> <i32 poison, i32 14, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10>
  %I70 = insertelement <8 x i32> zeroinitializer, i32 419589, i32 0
  %B71 = or i32 24229, %B22
  %FC72 = sitofp i64 195105 to float
  %Sl73 = select i1 %E26, double %L18, double %L18
  %Cmp74 = fcmp ogt <8 x double> %BC, %L
  %L75 = load <2 x i8>, ptr %Sl16, align 2
  store float %Sl, ptr %PC, align 4
  %E76 = extractelement <8 x i64> %Shuff56, i32 %B71
  %Shuff77 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3, i32 5, i32 poison>
  %I78 = insertelement <4 x i1> %Cmp11, i1 %L12, i32 %B71
  %B79 = shl i64 %E33, %E61
  %Sl80 = select i1 true, <8 x double> %Sl44, <8 x double> %L
  %Cmp81 = icmp ne <8 x i64> %Shuff48, zeroinitializer
  %L82 = load i1, ptr %0, align 1
  br i1 %L82, label %CF241, label %CF252

CF252:                                            ; preds = %CF241
  store <4 x i32> zeroinitializer, ptr %PC, align 16
  %E83 = extractelement <1 x i32> %Shuff27, i32 301245
  %Shuff84 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %Sl65, <8 x i32> <i32 6, i32 poison, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I85 = insertelement <8 x double> %Sl44, double %L18, i32 %B71
  %FC86 = uitofp i64 %E61 to float
  %Sl87 = select <8 x i1> %Cmp81, <8 x double> %Sl80, <8 x double> %BC
  %Cmp88 = icmp ule i1 %Cmp59, %Cmp45
  br i1 %Cmp88, label %CF241, label %CF250

CF250:                                            ; preds = %CF250, %CF265, %CF252
  %L89 = load <8 x i1>, ptr %PC, align 1
  store i64 %4, ptr %PC, align 4
  %E90 = extractelement <8 x i64> zeroinitializer, i32 %B22
  %Shuff91 = shufflevector <8 x float> %Sl37, <8 x float> %FC, <8 x i32> <i32 3, i32 poison, i32 7, i32 poison, i32 11, i32 13, i32 poison, i32 1>
  %I92 = insertelement <8 x i8> zeroinitializer, i8 %Tr51, i32 %B71
  %Sl93 = select <2 x i1> <i1 true, i1 false>, <2 x i8> zeroinitializer, <2 x i8> %I35
  %Cmp94 = fcmp ult float %Sl, %L32
  br i1 %Cmp94, label %CF250, label %CF265

CF265:                                            ; preds = %CF250
  %L95 = load <2 x i16>, ptr %PC, align 4
  store i8 %Tr51, ptr %A3, align 1
  %E96 = extractelement <8 x i64> %Shuff41, i32 301245
  %Shuff97 = shufflevector <8 x i32> %Sl65, <8 x i32> %Sl65, <8 x i32> <i32 1, i32 3, i32 5, i32 poison, i32 poison, i32 11, i32 13, i32 15>
  %I98 = insertelement <8 x i1> %L89, i1 true, i32 419589
  %FC99 = fptosi float 0x3A3837EC00000000 to i32
  %Sl100 = select i1 %L39, double %L18, double %B50
  %Cmp101 = icmp ult <1 x i1> %Cmp17, %Cmp31
  %L102 = load <2 x float>, ptr %0, align 8
  store i8 %5, ptr %0, align 1
  %E103 = extractelement <1 x i32> zeroinitializer, i32 %B71
  %Shuff104 = shufflevector <8 x double> %Sl10, <8 x double> %L, <8 x i32> <i32 poison, i32 15, i32 poison, i32 3, i32 5, i32 poison, i32 9, i32 11>
  %I105 = insertelement <2 x float> %L102, float %FC72, i32 0
  %B106 = and <8 x i64> %I21, zeroinitializer
  %Tr107 = trunc i32 221469 to i16
  %Sl108 = select i1 %Cmp66, <8 x float> %Shuff91, <8 x float> %Sl37
  %Cmp109 = fcmp une <8 x double> %BC, %L
  %L110 = load i8, ptr %0, align 1
  %E111 = extractelement <8 x i64> zeroinitializer, i32 -1
  %Shuff112 = shufflevector <8 x float> %Sl37, <8 x float> %FC, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 poison, i32 7>
  %I113 = insertelement <8 x i8> zeroinitializer, i8 %Tr51, i32 0
  %PC114 = bitcast ptr %1 to ptr
  %Sl115 = select i1 %Sl52, <8 x double> %Sl87, <8 x double> %Shuff7
  %Cmp116 = icmp ult i64 %FC9, 194569
  br i1 %Cmp116, label %CF250, label %CF255

CF255:                                            ; preds = %CF255, %CF265
  %L117 = load i16, ptr %PC114, align 2
  store <2 x i8> zeroinitializer, ptr %PC114, align 2
  %E118 = extractelement <8 x i64> zeroinitializer, i32 %E103
  %Shuff119 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %Sl65, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2>
  %I120 = insertelement <8 x i32> %Shuff119, i32 %B22, i32 %3
  %B121 = lshr i64 %E96, %E6
  %Tr122 = trunc i16 %L54 to i1
  br i1 %Tr122, label %CF255, label %CF261

CF261:                                            ; preds = %CF255
  %Sl123 = select i1 %Cmp94, i1 %Cmp116, i1 true
  br i1 %Sl123, label %CF241, label %CF246

CF246:                                            ; preds = %CF246, %CF261
  %Cmp124 = icmp eq i16 -13011, %Tr107
  br i1 %Cmp124, label %CF246, label %CF260

CF260:                                            ; preds = %CF246
  %L125 = load i1, ptr %PC, align 1
  br i1 %L125, label %CF241, label %CF245

CF245:                                            ; preds = %CF245, %CF260
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC114, align 64
  %E126 = extractelement <2 x float> %L102, i32 %3
  %Shuff127 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff41, <8 x i32> <i32 poison, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 poison, i32 14>
  %I128 = insertelement <8 x float> %Sl37, float 0x4595AE2980000000, i32 %B71
  %B129 = mul <8 x i8> %I92, zeroinitializer
  %Tr130 = trunc <8 x i16> %I to <8 x i8>
  %Sl131 = select i1 %E26, <8 x i32> %Shuff119, <8 x i32> %Sl65
  %Cmp132 = icmp sgt <4 x i32> zeroinitializer, zeroinitializer
  %L133 = load double, ptr %PC114, align 8
  %E134 = extractelement <8 x i64> %Shuff127, i32 221469
  %Shuff135 = shufflevector <8 x double> %Shuff7, <8 x double> %Sl80, <8 x i32> <i32 13, i32 15, i32 poison, i32 3, i32 5, i32 poison, i32 poison, i32 11>
  %I136 = insertelement <8 x i64> %Shuff127, i64 %E33, i32 0
  %B137 = fdiv <2 x float> %I105, %L102
  %Sl138 = select <4 x i1> %I78, <4 x i1> %I78, <4 x i1> %I78
  %Cmp139 = icmp ule <8 x i16> %I49, %I42
  %L140 = load <2 x i16>, ptr %PC114, align 4
  store i8 97, ptr %PC, align 1
  %E141 = extractelement <2 x i8> zeroinitializer, i32 %B71
  %Shuff142 = shufflevector <8 x double> %Sl44, <8 x double> %Shuff135, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 poison>
  %I143 = insertelement <8 x i8> %I92, i8 %Tr51, i32 %E83
  %B144 = udiv <8 x i64> %Shuff48, zeroinitializer
  %Tr145 = trunc <8 x i64> %Shuff41 to <8 x i1>
  %Sl146 = select i1 true, double %B50, double %B50
  %Cmp147 = fcmp ueq <8 x double> %Sl87, %BC
  %L148 = load i32, ptr %PC, align 4
  store <2 x i32> zeroinitializer, ptr %PC, align 8
  %E149 = extractelement <8 x double> %BC, i32 419589
  %Shuff150 = shufflevector <8 x i64> %Shuff56, <8 x i64> %Shuff20, <8 x i32> <i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I151 = insertelement <4 x i1> %Shuff14, i1 %L12, i32 0
  %B152 = mul i64 %4, %E118
  %FC153 = fptosi double %L133 to i64
  %Sl154 = select i1 true, <8 x i32> %Sl65, <8 x i32> %Sl131
  %Cmp155 = icmp ule <2 x i16> %L95, %L95
  %L156 = load float, ptr %PC114, align 4
  %E157 = extractelement <8 x i64> %B144, i32 %FC99
  %Shuff158 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I159 = insertelement <1 x i32> %I8, i32 0, i32 %B22
  %B160 = frem double %Sl73, %E149
  %Tr161 = trunc i32 0 to i8
  %Sl162 = select i1 %Cmp59, i1 %L82, i1 %L12
  br i1 %Sl162, label %CF245, label %CF264

CF264:                                            ; preds = %CF245
  %Cmp163 = icmp slt i8 %L110, %L110
  br i1 %Cmp163, label %CF241, label %CF244

CF244:                                            ; preds = %CF264
  %L164 = load <4 x i1>, ptr %PC, align 1
  store i1 true, ptr %PC, align 1
  %E165 = extractelement <8 x i1> %Tr, i32 24229
  br i1 %E165, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF270, %CF244
  %Shuff166 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I159, <1 x i32> <i32 1>
  %I167 = insertelement <1 x i1> %Cmp17, i1 %E13, i32 %B71
  %B168 = fdiv float %B43, %Sl
  %Tr169 = fptrunc double %E19 to float
  %Sl170 = select i1 %E165, <8 x i8> %B, <8 x i8> %I92
  %Cmp171 = icmp ule <8 x i64> %Shuff, %B106
  %L172 = load i64, ptr %0, align 4
  %E173 = extractelement <8 x i1> %Shuff34, i32 %B22
  br i1 %E173, label %CF242, label %CF251

CF251:                                            ; preds = %CF251, %CF242
  %Shuff174 = shufflevector <8 x i64> %Shuff56, <8 x i64> %Shuff, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I175 = insertelement <8 x i8> zeroinitializer, i8 %E141, i32 %3
  %B176 = lshr i64 %B121, 0
  %FC177 = uitofp i64 %L172 to float
  %Sl178 = select i1 %Cmp66, i32 %L148, i32 %L148
  %Cmp179 = icmp ugt <8 x i8> %B, %I113
  %L180 = load i64, ptr %PC114, align 4
  %E181 = extractelement <8 x i32> zeroinitializer, i32 %L148
  %Shuff182 = shufflevector <8 x i8> %Sl170, <8 x i8> %Sl170, <8 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I183 = insertelement <8 x i8> zeroinitializer, i8 %Tr161, i32 %3
  %B184 = mul i32 0, %B71
  %Sl185 = select i1 %L39, i64 %E, i64 %E61
  %Cmp186 = icmp ne i32 %L148, 24229
  br i1 %Cmp186, label %CF251, label %CF270

CF270:                                            ; preds = %CF251
  %L187 = load i8, ptr %PC114, align 1
  store <1 x i16> zeroinitializer, ptr %PC, align 2
  %E188 = extractelement <8 x i1> %Cmp179, i32 %B22
  br i1 %E188, label %CF242, label %CF249

CF249:                                            ; preds = %CF249, %CF266, %CF270
  %Shuff189 = shufflevector <16 x i1> %Sl30, <16 x i1> %L25, <16 x i32> <i32 21, i32 23, i32 25, i32 poison, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19>
  %I190 = insertelement <2 x i16> %L95, i16 %L54, i32 %B71
  %B191 = xor <1 x i32> %I159, %I159
  %FC192 = sitofp <8 x i16> zeroinitializer to <8 x double>
  %Sl193 = select i1 true, <8 x i1> %L89, <8 x i1> %Cmp139
  %Cmp194 = icmp slt <2 x i16> %I190, %L95
  %L195 = load i8, ptr %PC114, align 1
  store <1 x i32> %I8, ptr %0, align 4
  %E196 = extractelement <8 x i64> %I136, i32 %B22
  %Shuff197 = shufflevector <8 x i8> %I143, <8 x i8> %I113, <8 x i32> <i32 4, i32 poison, i32 poison, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I198 = insertelement <8 x i32> zeroinitializer, i32 %Sl178, i32 %Sl178
  %B199 = fmul float %L32, %FC177
  %Se200 = sext <1 x i1> %Cmp17 to <1 x i8>
  %Sl201 = select i1 %L12, i16 -13011, i16 513
  %Cmp202 = icmp ule i1 true, %L82
  br i1 %Cmp202, label %CF249, label %CF266

CF266:                                            ; preds = %CF249
  %L203 = load i64, ptr %PC114, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %PC114, align 4
  %E204 = extractelement <1 x i32> %Shuff27, i32 %Sl178
  %Shuff205 = shufflevector <8 x i1> %Sl193, <8 x i1> %Cmp, <8 x i32> <i32 6, i32 8, i32 10, i32 poison, i32 poison, i32 0, i32 2, i32 4>
  %I206 = insertelement <8 x i32> zeroinitializer, i32 24229, i32 24229
  %B207 = frem float %FC86, %L156
  %FC208 = sitofp i64 %BC64 to double
  %Sl209 = select i1 true, <8 x i1> %Tr145, <8 x i1> %L89
  %Cmp210 = icmp sge i16 513, %Sl201
  br i1 %Cmp210, label %CF249, label %CF254

CF254:                                            ; preds = %CF254, %CF262, %CF266
  %L211 = load double, ptr %0, align 8
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC114, align 16
  %E212 = extractelement <8 x i1> %Sl209, i32 221469
  br i1 %E212, label %CF254, label %CF262

CF262:                                            ; preds = %CF254
  %Shuff213 = shufflevector <8 x i64> %Shuff174, <8 x i64> %I15, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 poison>
  %I214 = insertelement <8 x i64> %Shuff48, i64 %B152, i32 %B71
  %ZE = fpext float %L156 to double
  %Sl215 = select i1 %Cmp186, i1 %Cmp45, i1 true
  br i1 %Sl215, label %CF254, label %CF256

CF256:                                            ; preds = %CF256, %CF262
  %Cmp216 = icmp slt <8 x i1> %Cmp74, %Cmp139
  %L217 = load <16 x i64>, ptr %PC114, align 128
  store float %B199, ptr %PC114, align 4
  %E218 = extractelement <8 x i32> zeroinitializer, i32 %B22
  %Shuff219 = shufflevector <1 x i1> %Cmp17, <1 x i1> %Cmp31, <1 x i32> poison
  %I220 = insertelement <8 x i64> %Shuff41, i64 %E111, i32 24229
  %B221 = or <8 x i64> %Shuff, %I220
  %Tr222 = trunc <2 x i32> zeroinitializer to <2 x i8>
  %Sl223 = select i1 %Sl162, i8 97, i8 %L110
  %Cmp224 = fcmp ogt <2 x float> %I105, %L102
  %L225 = load float, ptr %PC, align 4
  store <2 x float> %B137, ptr %0, align 8
  %E226 = extractelement <1 x i32> zeroinitializer, i32 %B71
  %Shuff227 = shufflevector <1 x i32> %Shuff27, <1 x i32> %I159, <1 x i32> poison
  %I228 = insertelement <8 x double> %Sl80, double %L18, i32 24229
  %B229 = fmul float %B43, %L32
  %ZE230 = zext i8 -87 to i32
  %Sl231 = select i1 %Sl162, <8 x i8> %Sl170, <8 x i8> %Sl170
  %Cmp232 = icmp sgt <1 x i32> %Shuff27, zeroinitializer
  %L233 = load i1, ptr %A2, align 1
  br i1 %L233, label %CF256, label %CF258

CF258:                                            ; preds = %CF256
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %PC114, align 32
  %E234 = extractelement <8 x i32> %Shuff119, i32 %E226
  %Shuff235 = shufflevector <8 x double> %Sl115, <8 x double> %FC192, <8 x i32> <i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2>
  %I236 = insertelement <8 x i16> %I42, i16 513, i32 %E204
  %B237 = lshr <8 x i64> %Shuff48, %B106
  %Tr238 = trunc <8 x i8> zeroinitializer to <8 x i1>
  %Sl239 = select i1 %Cmp210, ptr %PC114, ptr %0
  %Cmp240 = icmp ule <4 x i1> %Sl138, %Cmp11
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl239, align 16
  store <8 x float> %Shuff91, ptr %Sl239, align 32
  store <1 x i64> zeroinitializer, ptr %Sl239, align 8
  store i64 %4, ptr %PC, align 4
  store i64 %E6, ptr %Sl239, align 4
  ret void
}
