; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD22(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i1>, align 1
  %A3 = alloca <16 x i64>, align 128
  %A2 = alloca <4 x i32>, align 16
  %A1 = alloca <2 x i8>, align 2
  %A = alloca <2 x i8>, align 2
  %L = load <8 x i16>, ptr %A, align 16
  store float 0xBFC77D8B40000000, ptr %A, align 4
  %E = extractelement <8 x i1> zeroinitializer, i32 %3
  br label %CF251

CF251:                                            ; preds = %CF251, %BB
  %Shuff = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <16 x i64> zeroinitializer, i64 -1, i32 244331
  %FC = sitofp i16 3015 to float
  %Sl = select i1 true, ptr %A3, ptr %A3
  %Cmp = icmp sge i8 -1, 0
  br i1 %Cmp, label %CF251, label %CF265

CF265:                                            ; preds = %CF251
  %L5 = load <1 x double>, ptr %Sl, align 8
  store double 0x50258AC408233842, ptr %Sl, align 8
  %E6 = extractelement <16 x i64> %I, i32 138419
  %Shuff7 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I8 = insertelement <8 x i64> %Shuff7, i64 -1, i32 244331
  %B = add <8 x i64> %Shuff7, zeroinitializer
  %PC = bitcast ptr %1 to ptr
  %Sl9 = select i1 true, ptr %Sl, ptr %PC
  %Cmp10 = icmp ult i64 -1, 214227
  br label %CF238

CF238:                                            ; preds = %CF238, %CF264, %CF265
  %L11 = load i64, ptr %Sl, align 4
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %E12 = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff13 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I14 = insertelement <1 x i8> zeroinitializer, i8 %5, i32 244331
  %B15 = urem i64 228403, %L11
  %Tr = trunc i32 141239 to i8
  %Sl16 = select i1 %Cmp, i8 -1, i8 99
  %Cmp17 = icmp ult <8 x i64> zeroinitializer, zeroinitializer
  %L18 = load i64, ptr %A4, align 4
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl, align 32
  %E19 = extractelement <8 x i64> %I8, i32 138419
  %Shuff20 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff13, <2 x i32> <i32 2, i32 0>
  %I21 = insertelement <8 x i1> zeroinitializer, i1 true, i32 244331
  %B22 = frem float %FC, %FC
  %Tr23 = trunc i16 3015 to i1
  br i1 %Tr23, label %CF238, label %CF264

CF264:                                            ; preds = %CF238
  %Sl24 = select i1 true, i32 195463, i32 %E12
  %Cmp25 = icmp sge i64 -1, %4
  br i1 %Cmp25, label %CF238, label %CF240

CF240:                                            ; preds = %CF240, %CF250, %CF264
  %L26 = load i16, ptr %Sl, align 2
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 8
  %E27 = extractelement <16 x i64> zeroinitializer, i32 %Sl24
  %Shuff28 = shufflevector <16 x i64> %I, <16 x i64> zeroinitializer, <16 x i32> <i32 poison, i32 poison, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 18, i32 20, i32 22>
  %I29 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 138419
  %Se = sext i8 -1 to i16
  %Sl30 = select i1 true, ptr %1, ptr %0
  %Cmp31 = icmp sgt i1 true, true
  br i1 %Cmp31, label %CF240, label %CF250

CF250:                                            ; preds = %CF240
  %L32 = load float, ptr %Sl, align 4
  %E33 = extractelement <8 x i1> %Cmp17, i32 %3
  br i1 %E33, label %CF240, label %CF244

CF244:                                            ; preds = %CF250
  %Shuff34 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I35 = insertelement <1 x i8> zeroinitializer, i8 %Tr, i32 195463
  %Sl36 = select i1 true, float 0xBFC77D8B40000000, float %B22
  %Cmp37 = icmp ne <8 x i64> %Shuff34, zeroinitializer
  %L38 = load i8, ptr %Sl, align 1
  store <1 x i8> %I14, ptr %Sl, align 1
  %E39 = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff40 = shufflevector <8 x i64> %Shuff7, <8 x i64> zeroinitializer, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I41 = insertelement <8 x i1> zeroinitializer, i1 true, i32 %3
  %Tr42 = trunc <16 x i64> %I to <16 x i32>
  %Sl43 = select i1 true, i1 %E, i1 true
  br label %CF

CF:                                               ; preds = %CF, %CF263, %CF257, %CF254, %CF262, %CF244
  %Cmp44 = icmp ule i1 %Cmp25, %Tr23
  br i1 %Cmp44, label %CF, label %CF263

CF263:                                            ; preds = %CF
  %L45 = load double, ptr %Sl30, align 8
  store <8 x i64> zeroinitializer, ptr %Sl, align 64
  %E46 = extractelement <1 x i8> zeroinitializer, i32 %E12
  %Shuff47 = shufflevector <8 x i64> %Shuff34, <8 x i64> zeroinitializer, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I48 = insertelement <2 x i32> zeroinitializer, i32 %Sl24, i32 %Sl24
  %FC49 = sitofp <1 x i64> zeroinitializer to <1 x double>
  %Sl50 = select i1 %Cmp25, i32 437615, i32 138419
  %Cmp51 = icmp slt i64 %E19, 214227
  br i1 %Cmp51, label %CF, label %CF257

CF257:                                            ; preds = %CF263
  %L52 = load <8 x i64>, ptr %Sl, align 64
  store i64 %E6, ptr %0, align 4
  %E53 = extractelement <2 x i32> %Shuff13, i32 %Sl50
  %Shuff54 = shufflevector <8 x i1> %Cmp17, <8 x i1> %Cmp17, <8 x i32> <i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I55 = insertelement <2 x i32> %Shuff20, i32 %E12, i32 %E12
  %Tr56 = trunc i32 %E12 to i1
  br i1 %Tr56, label %CF, label %CF254

CF254:                                            ; preds = %CF257
  %Sl57 = select <2 x i1> zeroinitializer, <2 x i32> %I48, <2 x i32> %I48
  %Cmp58 = icmp slt i32 %3, 138419
  br i1 %Cmp58, label %CF, label %CF239

CF239:                                            ; preds = %CF239, %CF254
  %L59 = load <2 x double>, ptr %Sl30, align 16
  store double 0x50258AC408233842, ptr %0, align 8
  %E60 = extractelement <8 x i64> %Shuff47, i32 %Sl50
  %Shuff61 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Cmp17, <8 x i32> <i32 3, i32 poison, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1>
  %I62 = insertelement <2 x i32> zeroinitializer, i32 %Sl50, i32 244331
  %BC = bitcast <8 x i64> %B to <8 x double>
  %Sl63 = select i1 %E, i1 %Cmp25, i1 true
  br i1 %Sl63, label %CF239, label %CF248

CF248:                                            ; preds = %CF248, %CF239
  %Cmp64 = icmp ule <8 x i64> %Shuff7, %Shuff7
  %L65 = load <8 x i64>, ptr %0, align 64
  store i1 %Sl63, ptr %Sl, align 1
  %E66 = extractelement <8 x i64> zeroinitializer, i32 %E39
  %Shuff67 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Cmp37, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I68 = insertelement <8 x i64> %Shuff40, i64 %E60, i32 %3
  %Tr69 = trunc i16 -5793 to i1
  br i1 %Tr69, label %CF248, label %CF262

CF262:                                            ; preds = %CF248
  %Sl70 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i64> zeroinitializer, <16 x i64> %Shuff28
  %L71 = load i64, ptr %0, align 4
  %E72 = extractelement <8 x i64> %L65, i32 52339
  %Shuff73 = shufflevector <2 x i32> %Shuff20, <2 x i32> %I55, <2 x i32> <i32 1, i32 3>
  %I74 = insertelement <8 x i64> zeroinitializer, i64 %4, i32 %Sl24
  %FC75 = sitofp i64 %E6 to float
  %Sl76 = select i1 %Sl43, <1 x i64> zeroinitializer, <1 x i64> zeroinitializer
  %Cmp77 = icmp eq <8 x i64> %L52, zeroinitializer
  %L78 = load float, ptr %Sl, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl30, align 32
  %E79 = extractelement <8 x i64> %Shuff34, i32 %E12
  %Shuff80 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I62, <2 x i32> <i32 2, i32 0>
  %I81 = insertelement <2 x i32> %I29, i32 %E39, i32 %3
  %B82 = fdiv float %Sl36, %FC75
  %FC83 = uitofp <2 x i32> %I29 to <2 x double>
  %Sl84 = select i1 %Sl63, i64 %E27, i64 %4
  %Cmp85 = icmp sge <2 x i32> zeroinitializer, %Shuff73
  %L86 = load float, ptr %Sl30, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %PC, align 4
  %E87 = extractelement <8 x i64> zeroinitializer, i32 %Sl50
  %Shuff88 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Sl76, <1 x i32> zeroinitializer
  %I89 = insertelement <2 x i32> %Shuff80, i32 %3, i32 %E39
  %B90 = xor <2 x i32> zeroinitializer, zeroinitializer
  %Sl91 = select i1 %Tr23, i1 true, i1 true
  br i1 %Sl91, label %CF, label %CF235

CF235:                                            ; preds = %CF235, %CF260, %CF252, %CF249, %CF262
  %Cmp92 = fcmp ogt <8 x double> %BC, %BC
  %L93 = load <8 x i32>, ptr %A, align 32
  store i16 3015, ptr %A4, align 2
  %E94 = extractelement <2 x i32> %Shuff13, i32 %Sl24
  %Shuff95 = shufflevector <2 x i32> %Shuff13, <2 x i32> %I55, <2 x i32> <i32 1, i32 3>
  %I96 = insertelement <2 x i32> %Shuff20, i32 %Sl24, i32 %E94
  %B97 = urem <1 x i64> zeroinitializer, zeroinitializer
  %FC98 = uitofp i1 %E33 to double
  %Sl99 = select i1 %E33, i1 %Cmp31, i1 true
  br i1 %Sl99, label %CF235, label %CF242

CF242:                                            ; preds = %CF242, %CF255, %CF261, %CF256, %CF235
  %Cmp100 = icmp eq <8 x i1> %I41, %Shuff54
  %L101 = load float, ptr %0, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E102 = extractelement <8 x i64> %Shuff47, i32 %Sl24
  %Shuff103 = shufflevector <8 x i64> %Shuff40, <8 x i64> zeroinitializer, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 poison>
  %I104 = insertelement <8 x i1> zeroinitializer, i1 %Tr56, i32 %E12
  %Se105 = sext i8 -61 to i32
  %Sl106 = select i1 %Sl63, ptr %A3, ptr %Sl30
  %Cmp107 = icmp slt <8 x i1> %Shuff67, %Shuff61
  %L108 = load i16, ptr %Sl106, align 2
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl, align 32
  %E109 = extractelement <8 x i64> %Shuff40, i32 %Sl50
  %Shuff110 = shufflevector <2 x i1> %Cmp85, <2 x i1> %Cmp85, <2 x i32> <i32 2, i32 poison>
  %I111 = insertelement <2 x i1> zeroinitializer, i1 %Sl91, i32 %E39
  %B112 = srem i32 52339, 138419
  %Tr113 = trunc <8 x i16> %L to <8 x i1>
  %Sl114 = select i1 %Tr69, <8 x i64> %L65, <8 x i64> %Shuff7
  %Cmp115 = icmp ule <2 x i32> %Shuff73, zeroinitializer
  %L116 = load i16, ptr %Sl106, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl106, align 16
  %E117 = extractelement <8 x i64> %Shuff47, i32 %E94
  %Shuff118 = shufflevector <8 x i1> %Cmp107, <8 x i1> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I119 = insertelement <2 x i1> zeroinitializer, i1 %Cmp, i32 244331
  %B120 = sdiv i16 -5793, -10725
  %Tr121 = trunc <1 x i8> %I14 to <1 x i1>
  %Sl122 = select i1 %Cmp31, i1 %Cmp, i1 %Cmp58
  br i1 %Sl122, label %CF242, label %CF255

CF255:                                            ; preds = %CF242
  %Cmp123 = fcmp ult <8 x double> %BC, %BC
  %L124 = load <16 x i32>, ptr %Sl106, align 64
  store i1 %Tr23, ptr %A, align 1
  %E125 = extractelement <8 x i64> %Sl114, i32 %B112
  %Shuff126 = shufflevector <8 x i1> %Cmp92, <8 x i1> %Cmp77, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison, i32 7>
  %I127 = insertelement <16 x i64> zeroinitializer, i64 %E102, i32 %Sl50
  %B128 = sdiv <16 x i64> zeroinitializer, %I
  %Sl129 = select <2 x i1> zeroinitializer, <2 x double> %L59, <2 x double> %L59
  %Cmp130 = icmp ne i8 123, 119
  br i1 %Cmp130, label %CF242, label %CF253

CF253:                                            ; preds = %CF253, %CF255
  %L131 = load <16 x i64>, ptr %0, align 128
  store i1 true, ptr %Sl106, align 1
  %E132 = extractelement <8 x i1> zeroinitializer, i32 %E53
  br i1 %E132, label %CF253, label %CF261

CF261:                                            ; preds = %CF253
  %Shuff133 = shufflevector <8 x i1> %Cmp92, <8 x i1> %I104, <8 x i32> <i32 poison, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I134 = insertelement <8 x i1> %I21, i1 %Sl43, i32 %Se105
  %B135 = or <16 x i64> %L131, %Shuff28
  %FC136 = uitofp i32 195463 to double
  %Sl137 = select <8 x i1> zeroinitializer, <8 x i1> %I41, <8 x i1> %Cmp17
  %Cmp138 = icmp uge <8 x i64> %Shuff40, zeroinitializer
  %L139 = load <4 x i1>, ptr %Sl30, align 1
  store i32 %Se105, ptr %Sl106, align 4
  %E140 = extractelement <16 x i64> %B135, i32 %3
  %Shuff141 = shufflevector <2 x double> %FC83, <2 x double> %L59, <2 x i32> <i32 3, i32 1>
  %I142 = insertelement <1 x double> %L5, double %FC136, i32 %Se105
  %B143 = sdiv <2 x i32> %I89, %Shuff13
  %FC144 = sitofp <8 x i64> %Shuff7 to <8 x float>
  %Sl145 = select i1 %Tr69, float %Sl36, float %FC
  %Cmp146 = icmp ne <8 x i1> %Cmp77, %Shuff54
  %L147 = load <16 x i32>, ptr %0, align 64
  store i32 %3, ptr %Sl106, align 4
  %E148 = extractelement <2 x i32> %I55, i32 %3
  %Shuff149 = shufflevector <1 x double> %FC49, <1 x double> %I142, <1 x i32> <i32 1>
  %I150 = insertelement <1 x i8> %I35, i8 %L38, i32 %E39
  %Se151 = sext <8 x i1> %Tr113 to <8 x i64>
  %Sl152 = select i1 %Cmp, i8 103, i8 99
  %Cmp153 = icmp ule i8 %E46, %Sl152
  br i1 %Cmp153, label %CF242, label %CF246

CF246:                                            ; preds = %CF246, %CF258, %CF261
  %L154 = load i32, ptr %Sl30, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl106, align 32
  %E155 = extractelement <2 x double> %FC83, i32 %E94
  %Shuff156 = shufflevector <16 x i64> %B135, <16 x i64> %Sl70, <16 x i32> <i32 24, i32 26, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 poison, i32 16, i32 poison, i32 20, i32 22>
  %I157 = insertelement <8 x i1> %Shuff54, i1 %Tr56, i32 %E94
  %Tr158 = fptrunc <2 x double> %Sl129 to <2 x float>
  %Sl159 = select <8 x i1> zeroinitializer, <8 x i64> %Shuff7, <8 x i64> %Shuff7
  %Cmp160 = icmp uge <16 x i64> zeroinitializer, %I
  %L161 = load <8 x double>, ptr %Sl, align 64
  store double %FC98, ptr %Sl106, align 8
  %E162 = extractelement <8 x i1> %Shuff133, i32 %E12
  br i1 %E162, label %CF246, label %CF258

CF258:                                            ; preds = %CF246
  %Shuff163 = shufflevector <8 x i1> %Tr113, <8 x i1> %Tr113, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 1, i32 3>
  %I164 = insertelement <8 x i64> zeroinitializer, i64 %E27, i32 %E12
  %B165 = frem <8 x double> %L161, %BC
  %FC166 = fptosi <2 x float> %Tr158 to <2 x i16>
  %Sl167 = select i1 %Sl43, float %L101, float %Sl36
  %Cmp168 = icmp ne i64 %E79, %4
  br i1 %Cmp168, label %CF246, label %CF256

CF256:                                            ; preds = %CF258
  %L169 = load <8 x i1>, ptr %0, align 1
  store i64 %E27, ptr %Sl106, align 4
  %E170 = extractelement <2 x i32> %Shuff20, i32 %3
  %Shuff171 = shufflevector <8 x i1> %Shuff67, <8 x i1> %Cmp146, <8 x i32> <i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 1>
  %I172 = insertelement <8 x i64> zeroinitializer, i64 %4, i32 %E12
  %FC173 = sitofp i1 %Tr69 to double
  %Sl174 = select i1 %Sl63, <16 x i32> %Tr42, <16 x i32> %L124
  %Cmp175 = icmp uge <2 x i32> %I81, %Shuff95
  %L176 = load i32, ptr %Sl30, align 4
  store <8 x float> %FC144, ptr %Sl, align 32
  %E177 = extractelement <8 x i64> zeroinitializer, i32 %E94
  %Shuff178 = shufflevector <8 x i1> %I41, <8 x i1> %I157, <8 x i32> <i32 0, i32 poison, i32 poison, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I179 = insertelement <1 x double> %L5, double %FC136, i32 %E12
  %B180 = udiv i32 138419, %E94
  %Se181 = sext <8 x i1> %I21 to <8 x i16>
  %Sl182 = select i1 %Sl91, i32 %E170, i32 %E94
  %Cmp183 = icmp ugt <8 x i64> %Sl159, zeroinitializer
  %L184 = load i1, ptr %Sl106, align 1
  br i1 %L184, label %CF242, label %CF243

CF243:                                            ; preds = %CF243, %CF256
  store <2 x i16> %FC166, ptr %A, align 4
  %E185 = extractelement <8 x i64> zeroinitializer, i32 %E53
  %Shuff186 = shufflevector <8 x i1> %Cmp146, <8 x i1> %I157, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I187 = insertelement <8 x i64> %I8, i64 214227, i32 %L176
  %FC188 = sitofp <8 x i16> %L to <8 x double>
  %Sl189 = select i1 %Sl122, i1 %Tr69, i1 true
  br i1 %Sl189, label %CF243, label %CF245

CF245:                                            ; preds = %CF245, %CF243
  %Cmp190 = icmp slt i32 %E39, %E148
  br i1 %Cmp190, label %CF245, label %CF260

CF260:                                            ; preds = %CF245
  %L191 = load <4 x i8>, ptr %Sl30, align 4
  store i1 %Sl189, ptr %Sl106, align 1
  %E192 = extractelement <4 x i1> %L139, i32 %E148
  br i1 %E192, label %CF235, label %CF241

CF241:                                            ; preds = %CF241, %CF260
  %Shuff193 = shufflevector <16 x i64> %L131, <16 x i64> zeroinitializer, <16 x i32> <i32 11, i32 poison, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I194 = insertelement <2 x double> %L59, double %L45, i32 %Sl182
  %FC195 = fptoui <2 x double> %Sl129 to <2 x i16>
  %Sl196 = select <8 x i1> %I157, <8 x i64> zeroinitializer, <8 x i64> zeroinitializer
  %Cmp197 = icmp uge <2 x i1> %Shuff110, %Shuff110
  %L198 = load <4 x i1>, ptr %Sl, align 1
  store float %FC75, ptr %Sl, align 4
  %E199 = extractelement <8 x i1> %Shuff118, i32 %E12
  br i1 %E199, label %CF241, label %CF247

CF247:                                            ; preds = %CF247, %CF241
  %Shuff200 = shufflevector <8 x i1> %Shuff186, <8 x i1> %Cmp107, <8 x i32> <i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I201 = insertelement <16 x i64> %L131, i64 %E177, i32 %E148
  %Se202 = sext <4 x i1> %L198 to <4 x i32>
  %Sl203 = select i1 %Cmp10, i32 %B112, i32 %E39
  %Cmp204 = icmp ult i64 %E66, -1
  br i1 %Cmp204, label %CF247, label %CF252

CF252:                                            ; preds = %CF247
  %L205 = load i1, ptr %Sl106, align 1
  br i1 %L205, label %CF235, label %CF237

CF237:                                            ; preds = %CF237, %CF259, %CF252
  store <8 x i16> %Se181, ptr %0, align 16
  %E206 = extractelement <16 x i64> zeroinitializer, i32 %E148
  %Shuff207 = shufflevector <1 x double> %I179, <1 x double> %L5, <1 x i32> zeroinitializer
  %I208 = insertelement <8 x i1> %Shuff171, i1 %Sl189, i32 %E94
  %B209 = shl <8 x i64> %I164, %Se151
  %Se210 = sext <8 x i1> %Cmp138 to <8 x i64>
  %Sl211 = select i1 %Sl122, i16 %Se, i16 -5793
  %Cmp212 = icmp slt i8 %L38, %Sl152
  br i1 %Cmp212, label %CF237, label %CF259

CF259:                                            ; preds = %CF237
  %L213 = load i16, ptr %0, align 2
  store <8 x i16> %L, ptr %Sl30, align 16
  %E214 = extractelement <2 x i32> %I89, i32 %3
  %Shuff215 = shufflevector <2 x i32> %I81, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I216 = insertelement <2 x i32> %Shuff73, i32 %Sl203, i32 %Se105
  %B217 = fsub float %L86, %FC
  %Sl218 = select <8 x i1> %I104, <8 x i16> %Se181, <8 x i16> %Se181
  %Cmp219 = icmp ne i8 %5, %Tr
  br i1 %Cmp219, label %CF237, label %CF249

CF249:                                            ; preds = %CF259
  %L220 = load <4 x i8>, ptr %0, align 4
  store i8 %Sl152, ptr %Sl, align 1
  %E221 = extractelement <16 x i64> %Shuff28, i32 %Sl203
  %Shuff222 = shufflevector <1 x double> %Shuff207, <1 x double> %I142, <1 x i32> <i32 1>
  %I223 = insertelement <2 x i32> %Shuff215, i32 %E12, i32 %Sl24
  %B224 = shl i8 %E46, %Tr
  %BC225 = bitcast i64 214227 to double
  %Sl226 = select i1 true, i64 214227, i64 %Sl84
  %Cmp227 = fcmp ueq <1 x double> %L5, %FC49
  %L228 = load <4 x i1>, ptr %Sl106, align 1
  store i8 99, ptr %Sl106, align 1
  %E229 = extractelement <2 x i32> zeroinitializer, i32 %Sl24
  %Shuff230 = shufflevector <8 x i16> %Se181, <8 x i16> %Se181, <8 x i32> <i32 poison, i32 7, i32 9, i32 poison, i32 poison, i32 15, i32 1, i32 3>
  %I231 = insertelement <4 x i8> %L191, i8 %B224, i32 %Se105
  %B232 = frem double %BC225, %BC225
  %Sl233 = select i1 %E, float %L86, float %FC
  %Cmp234 = icmp sgt i64 %L11, %E185
  br i1 %Cmp234, label %CF235, label %CF236

CF236:                                            ; preds = %CF249
  store float %B217, ptr %Sl106, align 4
  store i8 99, ptr %0, align 1
  store i1 %Sl43, ptr %Sl, align 1
  store i8 %Sl152, ptr %Sl30, align 1
  store float %FC75, ptr %Sl30, align 4
  ret void
}
