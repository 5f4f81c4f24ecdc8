; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD93(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca i16, align 2
  %A2 = alloca i1, align 1
  %A1 = alloca float, align 4
  %A = alloca i16, align 2
  %L = load <16 x i64>, ptr %A, align 128
  store i1 true, ptr %0, align 1
  %E = extractelement <8 x i8> zeroinitializer, i32 131623
  %Shuff = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <2 x i16> zeroinitializer, i16 9435, i32 -1
  %B = sdiv <8 x i32> zeroinitializer, zeroinitializer
  %ZE = zext <4 x i1> zeroinitializer to <4 x i64>
  %Sl = select i1 true, double 0x293D21DCDD3BCB5A, double 0x3685E924DE8386A2
  %Cmp = icmp sgt <2 x i16> zeroinitializer, zeroinitializer
  %L5 = load <16 x float>, ptr %0, align 64
  store i1 true, ptr %0, align 1
  %E6 = extractelement <8 x i32> %B, i32 %3
  %Shuff7 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I, <2 x i32> <i32 3, i32 1>
  %I8 = insertelement <4 x i1> zeroinitializer, i1 true, i32 131623
  %B9 = shl i8 -1, %E
  %ZE10 = zext <2 x i16> %Shuff7 to <2 x i32>
  %Sl11 = select i1 true, i8 107, i8 -29
  %Cmp12 = icmp ult i32 255967, -1
  br label %CF246

CF246:                                            ; preds = %CF246, %CF266, %BB
  %L13 = load <16 x double>, ptr %0, align 128
  store i64 %4, ptr %0, align 4
  %E14 = extractelement <2 x i32> zeroinitializer, i32 %E6
  %Shuff15 = shufflevector <2 x i16> %Shuff7, <2 x i16> %I, <2 x i32> <i32 poison, i32 3>
  %I16 = insertelement <8 x i8> zeroinitializer, i8 %E, i32 %E14
  %B17 = and i16 10019, 10019
  %FC = fptosi <16 x double> %L13 to <16 x i32>
  %Sl18 = select i1 true, <2 x i16> %Shuff7, <2 x i16> %I
  %Cmp19 = icmp eq i32 -1, %3
  br i1 %Cmp19, label %CF246, label %CF249

CF249:                                            ; preds = %CF249, %CF257, %CF264, %CF246
  %L20 = load i1, ptr %0, align 1
  br i1 %L20, label %CF249, label %CF255

CF255:                                            ; preds = %CF255, %CF265, %CF261, %CF259, %CF249
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E21 = extractelement <2 x i16> %Shuff15, i32 131623
  %Shuff22 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I23 = insertelement <2 x i1> %Cmp, i1 %Cmp12, i32 255967
  %B24 = fsub double 0x8EA5E94486A3D6C2, %Sl
  %FC25 = fptosi float 0xC25279D640000000 to i8
  %Sl26 = select i1 true, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer
  %Cmp27 = icmp ugt i16 10019, 10019
  br i1 %Cmp27, label %CF255, label %CF265

CF265:                                            ; preds = %CF255
  %L28 = load i16, ptr %0, align 2
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E29 = extractelement <8 x i8> zeroinitializer, i32 131623
  %Shuff30 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 poison, i32 14, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10>
  %I31 = insertelement <4 x i8> zeroinitializer, i8 %B9, i32 %3
  %PC = bitcast ptr %A2 to ptr
  %Sl32 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x double> %L13, <16 x double> %L13
  %Cmp33 = icmp ult <2 x i32> %Sl26, %ZE10
  %L34 = load <2 x i8>, ptr %PC, align 2
  store i32 %E6, ptr %PC, align 4
  %E35 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff36 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %I16, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I37 = insertelement <16 x double> %L13, double 0xFD2DA1CC092BA34A, i32 %3
  %B38 = ashr i32 -1, 255967
  %FC39 = uitofp i16 %E35 to double
  %Sl40 = select <2 x i1> %I23, <2 x i16> %Sl18, <2 x i16> zeroinitializer
  %Cmp41 = icmp sgt <8 x i8> zeroinitializer, %I16
  %L42 = load <4 x i8>, ptr %PC, align 4
  store float 0xC25279D640000000, ptr %PC, align 4
  %E43 = extractelement <8 x i8> zeroinitializer, i32 %E14
  %Shuff44 = shufflevector <8 x i32> %B, <8 x i32> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 poison, i32 poison, i32 13, i32 15, i32 1, i32 3>
  %I45 = insertelement <2 x i1> %Cmp, i1 %Cmp12, i32 %3
  %Tr = trunc i8 %FC25 to i1
  br i1 %Tr, label %CF255, label %CF261

CF261:                                            ; preds = %CF265
  %Sl46 = select i1 %Cmp12, i32 131623, i32 131623
  %Cmp47 = icmp eq i8 %E, %5
  br i1 %Cmp47, label %CF255, label %CF259

CF259:                                            ; preds = %CF261
  %L48 = load float, ptr %PC, align 4
  store <8 x i32> zeroinitializer, ptr %0, align 32
  %E49 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff50 = shufflevector <8 x i8> %Shuff36, <8 x i8> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I51 = insertelement <4 x i64> zeroinitializer, i64 %E49, i32 %B38
  %B52 = or <2 x i16> %Sl18, zeroinitializer
  %FC53 = fptosi float 0x3DD864DC40000000 to i64
  %Sl54 = select i1 true, i64 224379, i64 %E49
  %Cmp55 = fcmp oeq <16 x double> %I37, %L13
  %L56 = load <8 x i64>, ptr %A2, align 64
  store i64 %E49, ptr %PC, align 4
  %E57 = extractelement <8 x i8> zeroinitializer, i32 255967
  %Shuff58 = shufflevector <8 x i8> %Shuff30, <8 x i8> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I59 = insertelement <16 x double> %L13, double %FC39, i32 %E14
  %B60 = add <2 x i8> %L34, %L34
  %FC61 = sitofp <8 x i32> %B to <8 x double>
  %Sl62 = select i1 true, i64 331647, i64 %E49
  %Cmp63 = fcmp one <16 x double> %L13, %L13
  %L64 = load <2 x i64>, ptr %0, align 16
  store i16 %B17, ptr %PC, align 2
  %E65 = extractelement <8 x i64> %L56, i32 %B38
  %Shuff66 = shufflevector <8 x i8> %Shuff36, <8 x i8> %I16, <8 x i32> <i32 11, i32 13, i32 poison, i32 1, i32 poison, i32 5, i32 7, i32 poison>
  %I67 = insertelement <16 x i32> %FC, i32 %E14, i32 %3
  %B68 = frem <16 x float> %L5, %L5
  %Tr69 = trunc <8 x i8> %Shuff30 to <8 x i1>
  %Sl70 = select <2 x i1> %I23, <2 x i32> %Sl26, <2 x i32> zeroinitializer
  %L71 = load i8, ptr %0, align 1
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 32
  %E72 = extractelement <8 x i8> zeroinitializer, i32 %B38
  %Shuff73 = shufflevector <4 x i64> %I51, <4 x i64> %I51, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I74 = insertelement <2 x i1> %I45, i1 true, i32 %B38
  %B75 = shl i16 1463, %B17
  %Tr76 = trunc <4 x i16> %Shuff22 to <4 x i8>
  %Sl77 = select i1 true, <4 x i8> %I31, <4 x i8> %Tr76
  %L78 = load <8 x i16>, ptr %0, align 16
  store i8 107, ptr %PC, align 1
  %E79 = extractelement <4 x i1> zeroinitializer, i32 %B38
  br i1 %E79, label %CF255, label %CF257

CF257:                                            ; preds = %CF259
  %Shuff80 = shufflevector <8 x i8> %Shuff58, <8 x i8> zeroinitializer, <8 x i32> <i32 1, i32 poison, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15>
  %I81 = insertelement <16 x i1> %Cmp55, i1 %Cmp27, i32 131623
  %B82 = or <2 x i16> %Shuff15, %Sl40
  %Sl83 = select <2 x i1> %Cmp, <2 x i16> %B52, <2 x i16> %B82
  %Cmp84 = icmp ne <16 x i8> zeroinitializer, zeroinitializer
  %L85 = load <8 x i32>, ptr %PC, align 32
  store i1 true, ptr %0, align 1
  %E86 = extractelement <2 x i1> %I23, i32 -1
  br i1 %E86, label %CF249, label %CF252

CF252:                                            ; preds = %CF252, %CF257
  %Shuff87 = shufflevector <8 x i8> %Shuff50, <8 x i8> %Shuff30, <8 x i32> <i32 13, i32 15, i32 poison, i32 3, i32 poison, i32 7, i32 poison, i32 11>
  %I88 = insertelement <8 x i8> zeroinitializer, i8 %5, i32 %E14
  %B89 = sdiv <16 x i32> %FC, %FC
  %ZE90 = zext <4 x i1> %I8 to <4 x i64>
  %Sl91 = select i1 %Cmp27, i8 0, i8 %E43
  %Cmp92 = icmp ne i1 %Cmp47, %E79
  br i1 %Cmp92, label %CF252, label %CF263

CF263:                                            ; preds = %CF263, %CF252
  %L93 = load <8 x i8>, ptr %0, align 8
  store float 0xC25279D640000000, ptr %PC, align 4
  %E94 = extractelement <8 x i8> %Shuff30, i32 %3
  %Shuff95 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I96 = insertelement <4 x i16> %Shuff95, i16 -2697, i32 %E6
  %Se = sext <4 x i1> %I8 to <4 x i64>
  %Sl97 = select i1 %Cmp12, ptr %A3, ptr %PC
  %Cmp98 = icmp ugt i16 %B75, -2697
  br i1 %Cmp98, label %CF263, label %CF264

CF264:                                            ; preds = %CF263
  %L99 = load double, ptr %Sl97, align 8
  %E100 = extractelement <8 x i8> %L93, i32 255967
  %Shuff101 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I8, <4 x i32> <i32 7, i32 poison, i32 3, i32 poison>
  %I102 = insertelement <2 x i32> %Sl26, i32 %E6, i32 %Sl46
  %B103 = srem i16 1463, 10019
  %Tr104 = trunc i64 %Sl62 to i32
  %Sl105 = select i1 true, <8 x i1> %Tr69, <8 x i1> %Cmp41
  %Cmp106 = icmp ule i1 %E79, %E86
  br i1 %Cmp106, label %CF249, label %CF250

CF250:                                            ; preds = %CF250, %CF264
  %L107 = load i8, ptr %1, align 1
  store <4 x i16> %Shuff95, ptr %PC, align 8
  %E108 = extractelement <8 x i8> zeroinitializer, i32 %Tr104
  %Shuff109 = shufflevector <2 x i32> %Shuff, <2 x i32> %Sl26, <2 x i32> <i32 0, i32 2>
  %I110 = insertelement <2 x i32> %ZE10, i32 %Tr104, i32 -1
  %ZE111 = fpext float %L48 to double
  %Sl112 = select i1 %Cmp106, i8 %E100, i8 %E57
  %Cmp113 = icmp ugt <4 x i64> %I51, %I51
  %L114 = load <4 x i32>, ptr %Sl97, align 16
  store float 0xC25279D640000000, ptr %Sl97, align 4
  %E115 = extractelement <8 x i8> %Shuff87, i32 %B38
  %Shuff116 = shufflevector <8 x i8> %I88, <8 x i8> %I16, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 1>
  %I117 = insertelement <2 x i16> %Shuff7, i16 %B17, i32 %Tr104
  %FC118 = fptoui <16 x double> %I59 to <16 x i32>
  %Sl119 = select <4 x i1> %Shuff101, <4 x i8> zeroinitializer, <4 x i8> %I31
  %Cmp120 = icmp ult <2 x i16> %Sl18, %I117
  %L121 = load <16 x i64>, ptr %PC, align 128
  store i1 %E79, ptr %PC, align 1
  %E122 = extractelement <4 x i8> %Sl119, i32 255967
  %Shuff123 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %I16, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I124 = insertelement <4 x i1> %Shuff101, i1 true, i32 %B38
  %B125 = fadd double 0x32012FA02FFFA31E, %L99
  %FC126 = uitofp i16 1463 to float
  %Sl127 = select i1 %Cmp12, ptr %2, ptr %Sl97
  %Cmp128 = icmp ule <4 x i64> zeroinitializer, %Shuff73
  %L129 = load i64, ptr %PC, align 4
  %E130 = extractelement <2 x i16> %Shuff7, i32 -1
  %Shuff131 = shufflevector <8 x i8> %I16, <8 x i8> %Shuff30, <8 x i32> <i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I132 = insertelement <8 x i8> zeroinitializer, i8 %Sl11, i32 %E6
  %B133 = and <8 x i8> %Shuff36, %Shuff58
  %FC134 = fptoui double %FC39 to i32
  %Sl135 = select <4 x i1> zeroinitializer, <4 x i1> %I8, <4 x i1> %Shuff101
  %Cmp136 = icmp uge <4 x i8> %Tr76, zeroinitializer
  %L137 = load <4 x i64>, ptr %PC, align 32
  store i8 %E43, ptr %PC, align 1
  %E138 = extractelement <16 x float> %L5, i32 %B38
  %Shuff139 = shufflevector <2 x i16> %Sl40, <2 x i16> %I117, <2 x i32> <i32 3, i32 1>
  %I140 = insertelement <8 x i8> %Shuff66, i8 %L71, i32 %E6
  %B141 = fsub <16 x double> %I59, %I59
  %Tr142 = trunc i16 %B103 to i1
  br i1 %Tr142, label %CF250, label %CF251

CF251:                                            ; preds = %CF251, %CF260, %CF250
  %Sl143 = select i1 %Cmp12, <8 x i8> %Shuff30, <8 x i8> %Shuff116
  %Cmp144 = fcmp oeq double 0x293D21DCDD3BCB5A, %L99
  br i1 %Cmp144, label %CF251, label %CF260

CF260:                                            ; preds = %CF251
  %L145 = load float, ptr %0, align 4
  store <4 x i32> %L114, ptr %Sl97, align 16
  %E146 = extractelement <8 x i8> %Shuff131, i32 %B38
  %Shuff147 = shufflevector <16 x i1> %Cmp55, <16 x i1> %Cmp55, <16 x i32> <i32 28, i32 poison, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26>
  %I148 = insertelement <4 x i1> zeroinitializer, i1 true, i32 %Tr104
  %B149 = add <4 x i16> %Shuff22, %Shuff22
  %ZE150 = zext i16 -2697 to i32
  %Sl151 = select i1 %Cmp12, i32 131623, i32 %Tr104
  %Cmp152 = icmp ne <8 x i8> %B133, %I16
  %L153 = load <2 x i64>, ptr %Sl97, align 16
  store i16 %E21, ptr %Sl97, align 2
  %E154 = extractelement <4 x i1> %Cmp128, i32 %FC134
  br i1 %E154, label %CF251, label %CF253

CF253:                                            ; preds = %CF253, %CF260
  %Shuff155 = shufflevector <4 x i64> %L137, <4 x i64> %I51, <4 x i32> <i32 poison, i32 3, i32 poison, i32 7>
  %I156 = insertelement <4 x i1> %Shuff101, i1 true, i32 %E6
  %B157 = add <4 x i16> %B149, %B149
  %FC158 = uitofp i64 224379 to float
  %Sl159 = select i1 %E79, i1 %E79, i1 %Tr142
  br i1 %Sl159, label %CF253, label %CF266

CF266:                                            ; preds = %CF253
  %Cmp160 = icmp ult <4 x i16> %Shuff95, %Shuff22
  %L161 = load i64, ptr %Sl97, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E162 = extractelement <16 x i32> %FC, i32 %Tr104
  %Shuff163 = shufflevector <16 x i64> %L, <16 x i64> %L121, <16 x i32> <i32 poison, i32 2, i32 poison, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 poison>
  %I164 = insertelement <16 x i1> %Cmp63, i1 %Tr142, i32 %FC134
  %B165 = sdiv <4 x i8> %L42, zeroinitializer
  %FC166 = sitofp i64 %E65 to double
  %Sl167 = select i1 %Cmp98, i16 %E21, i16 %E130
  %Cmp168 = icmp ugt <16 x i64> %Shuff163, %L
  %L169 = load <8 x double>, ptr %Sl127, align 64
  store i64 %4, ptr %Sl127, align 4
  %E170 = extractelement <4 x i1> %Shuff101, i32 255967
  br i1 %E170, label %CF246, label %CF247

CF247:                                            ; preds = %CF247, %CF268, %CF266
  %Shuff171 = shufflevector <2 x i32> %ZE10, <2 x i32> zeroinitializer, <2 x i32> poison
  %I172 = insertelement <2 x i32> %Sl26, i32 %Tr104, i32 %E14
  %B173 = xor <2 x i32> %Shuff, %Shuff
  %Tr174 = fptrunc double %B125 to float
  %Sl175 = select i1 %Tr142, i32 -1, i32 %Tr104
  %Cmp176 = icmp eq i64 %L129, %L161
  br i1 %Cmp176, label %CF247, label %CF254

CF254:                                            ; preds = %CF254, %CF247
  %L177 = load <4 x i1>, ptr %Sl97, align 1
  store i16 %B75, ptr %0, align 2
  %E178 = extractelement <4 x i1> zeroinitializer, i32 %FC134
  br i1 %E178, label %CF254, label %CF268

CF268:                                            ; preds = %CF254
  %Shuff179 = shufflevector <2 x i1> %Cmp, <2 x i1> %Cmp120, <2 x i32> <i32 1, i32 3>
  %I180 = insertelement <8 x i8> %Shuff36, i8 %L71, i32 %Sl46
  %B181 = and <4 x i16> zeroinitializer, %B157
  %Sl182 = select <4 x i1> %Cmp113, <4 x i8> %Sl119, <4 x i8> %Sl119
  %Cmp183 = fcmp uno <8 x double> %FC61, %FC61
  %L184 = load <4 x float>, ptr %0, align 16
  store double %L99, ptr %A, align 8
  %E185 = extractelement <4 x i8> zeroinitializer, i32 255967
  %Shuff186 = shufflevector <2 x i32> %Sl70, <2 x i32> %Sl70, <2 x i32> <i32 1, i32 3>
  %I187 = insertelement <16 x i1> %Cmp55, i1 %E178, i32 %Tr104
  %B188 = udiv i32 %FC134, %FC134
  %PC189 = bitcast ptr %A1 to ptr
  %Sl190 = select i1 %E86, i8 %E115, i8 %E185
  %L191 = load <1 x i32>, ptr %PC, align 4
  store double %FC39, ptr %PC189, align 8
  %E192 = extractelement <2 x i32> %Sl26, i32 255967
  %Shuff193 = shufflevector <8 x i8> %Shuff87, <8 x i8> %Shuff50, <8 x i32> <i32 11, i32 poison, i32 15, i32 1, i32 3, i32 5, i32 7, i32 poison>
  %I194 = insertelement <2 x i32> %Sl26, i32 %FC134, i32 255967
  %B195 = urem <4 x i8> %Sl182, zeroinitializer
  %PC196 = bitcast ptr %Sl127 to ptr
  %Sl197 = select i1 true, double 0x3685E924DE8386A2, double 0x3685E924DE8386A2
  %Cmp198 = icmp eq <2 x i32> %I172, zeroinitializer
  %L199 = load i1, ptr %Sl97, align 1
  br i1 %L199, label %CF247, label %CF248

CF248:                                            ; preds = %CF248, %CF268
  store <2 x i16> zeroinitializer, ptr %Sl127, align 4
  %E200 = extractelement <8 x i8> %Shuff36, i32 %FC134
  %Shuff201 = shufflevector <16 x double> %Sl32, <16 x double> %B141, <16 x i32> <i32 6, i32 8, i32 10, i32 12, i32 poison, i32 16, i32 18, i32 20, i32 22, i32 24, i32 poison, i32 28, i32 poison, i32 0, i32 2, i32 4>
  %I202 = insertelement <8 x i8> zeroinitializer, i8 %E185, i32 %Tr104
  %B203 = shl i32 %FC134, -1
  %ZE204 = zext i8 %FC25 to i16
  %Sl205 = select i1 %E79, <8 x i8> %I88, <8 x i8> %I140
  %Cmp206 = icmp sge i32 %ZE150, %3
  br i1 %Cmp206, label %CF248, label %CF256

CF256:                                            ; preds = %CF256, %CF248
  %L207 = load i1, ptr %Sl97, align 1
  br i1 %L207, label %CF256, label %CF267

CF267:                                            ; preds = %CF256
  %E208 = extractelement <4 x i64> %L137, i32 %FC134
  %Shuff209 = shufflevector <2 x i8> %B60, <2 x i8> %L34, <2 x i32> <i32 3, i32 poison>
  %I210 = insertelement <8 x i32> %Shuff44, i32 %B203, i32 %B38
  %B211 = or <4 x i64> %Se, %I51
  %FC212 = sitofp <2 x i32> %Sl26 to <2 x float>
  %Sl213 = select i1 %Cmp206, <16 x i32> %I67, <16 x i32> %FC
  %Cmp214 = icmp ugt i8 %E100, %5
  br label %CF

CF:                                               ; preds = %CF, %CF269, %CF267
  %L215 = load i1, ptr %Sl97, align 1
  br i1 %L215, label %CF, label %CF269

CF269:                                            ; preds = %CF
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC189, align 16
  %E216 = extractelement <8 x i8> %Shuff30, i32 %ZE150
  %Shuff217 = shufflevector <2 x i16> %Shuff139, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I218 = insertelement <4 x i1> %Sl135, i1 %Tr, i32 %E14
  %B219 = sub i64 %E49, %E208
  %ZE220 = zext i8 %E146 to i16
  %Sl221 = select i1 %Cmp19, <4 x i1> %I124, <4 x i1> %Sl135
  %Cmp222 = icmp ne i32 %B188, %Tr104
  br i1 %Cmp222, label %CF, label %CF258

CF258:                                            ; preds = %CF258, %CF270, %CF269
  %L223 = load i16, ptr %0, align 2
  store <8 x i64> %L56, ptr %PC, align 64
  %E224 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff225 = shufflevector <4 x i16> %Shuff95, <4 x i16> %Shuff95, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I226 = insertelement <2 x float> %FC212, float 0xC25279D640000000, i32 %E192
  %FC227 = fptoui double %ZE111 to i1
  br i1 %FC227, label %CF258, label %CF270

CF270:                                            ; preds = %CF258
  %Sl228 = select <4 x i1> %Cmp113, <4 x i16> %Shuff225, <4 x i16> %Shuff95
  %Cmp229 = icmp sge <4 x i64> %Shuff73, %Shuff155
  %L230 = load <2 x i64>, ptr %Sl127, align 16
  store i1 true, ptr %Sl97, align 1
  %E231 = extractelement <2 x i16> %Sl40, i32 %B203
  %Shuff232 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff66, <8 x i32> <i32 15, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13>
  %I233 = insertelement <8 x i8> zeroinitializer, i8 %E146, i32 %3
  %B234 = ashr <8 x i8> %I16, %I16
  %ZE235 = zext <2 x i1> %Cmp120 to <2 x i32>
  %Sl236 = select i1 %Tr, <2 x i1> %Cmp, <2 x i1> %Shuff179
  %Cmp237 = icmp sgt i8 %B9, %L71
  br i1 %Cmp237, label %CF258, label %CF262

CF262:                                            ; preds = %CF270
  %L238 = load i16, ptr %PC189, align 2
  store <8 x double> %FC61, ptr %Sl97, align 64
  %E239 = extractelement <8 x i32> %Shuff44, i32 %ZE150
  %Shuff240 = shufflevector <4 x i1> %Cmp160, <4 x i1> %Shuff101, <4 x i32> <i32 6, i32 poison, i32 2, i32 poison>
  %I241 = insertelement <2 x i32> %Shuff109, i32 %E162, i32 %E239
  %B242 = fmul <16 x float> %B68, %B68
  %FC243 = sitofp i8 %E to double
  %Sl244 = select i1 true, <2 x i1> %Cmp, <2 x i1> %Cmp
  %Cmp245 = icmp uge <4 x i1> %I148, %Shuff101
  store i1 %L199, ptr %PC, align 1
  store i64 %E208, ptr %Sl97, align 4
  store float 0xC25279D640000000, ptr %A1, align 4
  store i1 true, ptr %PC189, align 1
  store i64 %L129, ptr %Sl97, align 4
  ret void
}
