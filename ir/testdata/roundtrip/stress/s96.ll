; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD96(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i1>, align 1
  %A3 = alloca <8 x double>, align 64
  %A2 = alloca <4 x i64>, align 32
  %A1 = alloca <4 x float>, align 16
  %A = alloca <1 x float>, align 4
  %L = load <4 x i32>, ptr %0, align 16
  store i32 441593, ptr %0, align 4
  %E = extractelement <4 x i32> %L, i32 519349
  %Shuff = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 poison, i32 9, i32 poison, i32 13, i32 15, i32 1>
  %I = insertelement <2 x i32> zeroinitializer, i32 519349, i32 455489
  %Tr = trunc i64 124493 to i8
  %Sl = select i1 true, i32 %3, i32 519349
  %Cmp = icmp sgt i8 %5, %Tr
  br label %CF266

CF266:                                            ; preds = %BB
  %L5 = load i16, ptr %0, align 2
  store <4 x i32> zeroinitializer, ptr %0, align 16
  %E6 = extractelement <1 x i1> zeroinitializer, i32 455489
  br label %CF256

CF256:                                            ; preds = %CF266
  %Shuff7 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> zeroinitializer
  %I8 = insertelement <2 x i32> %I, i32 455489, i32 441593
  %FC = fptoui double 0xC413A0329F1130B0 to i32
  %Sl9 = select i1 %Cmp, float 0x3AD1BE6580000000, float 0x3860281400000000
  %Cmp10 = icmp ult i1 true, %Cmp
  br label %CF245

CF245:                                            ; preds = %CF256
  %L11 = load i8, ptr %0, align 1
  store <2 x i32> zeroinitializer, ptr %0, align 8
  %E12 = extractelement <1 x i1> %Shuff7, i32 455489
  br label %CF240

CF240:                                            ; preds = %CF240, %CF251, %CF248, %CF245
  %Shuff13 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I14 = insertelement <1 x i1> %Shuff7, i1 true, i32 %FC
  %B = fadd float 0x3AE62A1A00000000, 0x3860281400000000
  %FC15 = fptosi float 0xC7CDA66180000000 to i1
  br i1 %FC15, label %CF240, label %CF251

CF251:                                            ; preds = %CF240
  %Sl16 = select i1 %Cmp, float %B, float 0x3AD1BE6580000000
  %Cmp17 = icmp ult <1 x i1> zeroinitializer, %Shuff7
  %L18 = load <4 x double>, ptr %0, align 32
  store double 0x42E7F8060FE5FA84, ptr %0, align 8
  %E19 = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff20 = shufflevector <1 x i1> %Shuff7, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I21 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 %FC
  %B22 = lshr i64 182781, 124493
  %Se = sext i1 %E6 to i8
  %Sl23 = select i1 true, i64 186761, i64 %B22
  %Cmp24 = icmp ult i64 %4, %B22
  br i1 %Cmp24, label %CF240, label %CF248

CF248:                                            ; preds = %CF251
  %L25 = load i32, ptr %0, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E26 = extractelement <4 x i32> %L, i32 %L25
  %Shuff27 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 poison, i32 0>
  %I28 = insertelement <4 x i32> zeroinitializer, i32 441593, i32 519349
  %B29 = mul <4 x i32> zeroinitializer, zeroinitializer
  %Tr30 = trunc <4 x i32> %I28 to <4 x i16>
  %Sl31 = select i1 true, double 0x595F047E925D72FC, double 0x42E7F8060FE5FA84
  %Cmp32 = icmp sgt <4 x i64> %Shuff13, %Shuff13
  %L33 = load <4 x i1>, ptr %0, align 1
  store double 0x42E7F8060FE5FA84, ptr %0, align 8
  %E34 = extractelement <2 x i64> zeroinitializer, i32 441593
  %Shuff35 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff13, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I36 = insertelement <1 x i1> %Cmp17, i1 true, i32 441593
  %B37 = add i32 268357, %L25
  %PC = bitcast ptr %A3 to ptr
  %Sl38 = select <4 x i1> %Cmp32, <4 x i16> %Tr30, <4 x i16> %Tr30
  %L39 = load i64, ptr %PC, align 4
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 32
  %E40 = extractelement <4 x i32> %L, i32 519349
  %Shuff41 = shufflevector <2 x i64> %Shuff27, <2 x i64> %Shuff27, <2 x i32> <i32 2, i32 0>
  %I42 = insertelement <1 x i1> %Shuff20, i1 %Cmp24, i32 %E40
  %B43 = sdiv i32 %L25, 441593
  %Tr44 = trunc <4 x i16> %Sl38 to <4 x i1>
  %Sl45 = select i1 true, <4 x i64> %I21, <4 x i64> %Shuff13
  %Cmp46 = icmp ugt i64 469629, %B22
  br i1 %Cmp46, label %CF240, label %CF241

CF241:                                            ; preds = %CF241, %CF269, %CF268, %CF271, %CF263, %CF258, %CF270, %CF248
  %L47 = load i32, ptr %PC, align 4
  store <1 x i32> zeroinitializer, ptr %PC, align 4
  %E48 = extractelement <2 x i64> zeroinitializer, i32 %B37
  %Shuff49 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %Shuff7, <1 x i32> poison
  %I50 = insertelement <2 x i64> %Shuff27, i64 %B22, i32 %E19
  %B51 = lshr i64 %E34, %4
  %FC52 = fptoui double 0x595F047E925D72FC to i16
  %Sl53 = select i1 %Cmp, i32 420169, i32 519349
  %Cmp54 = icmp ugt <4 x i64> %Shuff35, %Shuff13
  %L55 = load i1, ptr %PC, align 1
  br i1 %L55, label %CF241, label %CF269

CF269:                                            ; preds = %CF241
  store <8 x i64> zeroinitializer, ptr %PC, align 64
  %E56 = extractelement <2 x i32> zeroinitializer, i32 %L47
  %Shuff57 = shufflevector <4 x i64> %Shuff13, <4 x i64> %Shuff35, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I58 = insertelement <4 x i64> %Sl45, i64 %E34, i32 519349
  %B59 = urem <2 x i32> zeroinitializer, zeroinitializer
  %FC60 = sitofp i32 %Sl to float
  %Sl61 = select i1 true, <4 x i64> %Shuff57, <4 x i64> %I58
  %Cmp62 = icmp sge <4 x i32> zeroinitializer, %I28
  %L63 = load i16, ptr %PC, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 16
  %E64 = extractelement <4 x i64> zeroinitializer, i32 %L25
  %Shuff65 = shufflevector <1 x i1> %I36, <1 x i1> zeroinitializer, <1 x i32> zeroinitializer
  %I66 = insertelement <2 x i32> zeroinitializer, i32 441593, i32 441593
  %FC67 = sitofp <2 x i32> %I8 to <2 x float>
  %Sl68 = select i1 true, <4 x i64> %Shuff57, <4 x i64> %Shuff13
  %Cmp69 = icmp uge <2 x i64> zeroinitializer, %Shuff27
  %L70 = load i16, ptr %PC, align 2
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 16
  %E71 = extractelement <2 x i64> %Shuff41, i32 441593
  %Shuff72 = shufflevector <2 x i64> %Shuff41, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I73 = insertelement <4 x i64> %I21, i64 %B22, i32 %B37
  %B74 = fmul <4 x double> %L18, %L18
  %Tr75 = trunc i32 %L47 to i8
  %Sl76 = select <2 x i1> %Cmp69, <2 x i64> zeroinitializer, <2 x i64> %Shuff27
  %Cmp77 = icmp ne i32 420169, %E
  br i1 %Cmp77, label %CF241, label %CF268

CF268:                                            ; preds = %CF269
  %L78 = load <4 x double>, ptr %PC, align 32
  store double 0x595F047E925D72FC, ptr %PC, align 8
  %E79 = extractelement <1 x i1> %Shuff49, i32 %E40
  br i1 %E79, label %CF241, label %CF260

CF260:                                            ; preds = %CF260, %CF268
  %Shuff80 = shufflevector <4 x i64> %Shuff57, <4 x i64> %I21, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I81 = insertelement <4 x i1> %L33, i1 %Cmp46, i32 %Sl
  %B82 = or i64 %E64, 469629
  %Tr83 = trunc <4 x i64> %Sl68 to <4 x i32>
  %Sl84 = select <4 x i1> %I81, <4 x i32> %L, <4 x i32> zeroinitializer
  %Cmp85 = icmp uge <2 x i32> %I66, zeroinitializer
  %L86 = load <4 x i1>, ptr %A, align 1
  store i16 %FC52, ptr %0, align 2
  %E87 = extractelement <2 x i32> %I8, i32 519349
  %Shuff88 = shufflevector <4 x i64> %Shuff13, <4 x i64> %Sl68, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I89 = insertelement <4 x i32> zeroinitializer, i32 %E40, i32 441593
  %B90 = udiv i16 %L5, %FC52
  %Tr91 = trunc <4 x i64> %I58 to <4 x i32>
  %Sl92 = select <2 x i1> %Cmp69, <2 x i64> %Sl76, <2 x i64> %Shuff27
  %Cmp93 = icmp uge <4 x i1> %Cmp62, %Cmp32
  %L94 = load <8 x double>, ptr %PC, align 64
  store i64 182781, ptr %0, align 4
  %E95 = extractelement <2 x i64> %Shuff27, i32 441593
  %Shuff96 = shufflevector <2 x i32> %I66, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I97 = insertelement <2 x i64> zeroinitializer, i64 %B22, i32 %3
  %FC98 = sitofp i64 469629 to float
  %Sl99 = select i1 true, <4 x i1> %Cmp32, <4 x i1> %Cmp32
  %Cmp100 = fcmp ole float 0xC7CDA66180000000, %FC60
  br i1 %Cmp100, label %CF260, label %CF271

CF271:                                            ; preds = %CF260
  %L101 = load float, ptr %0, align 4
  store <4 x i16> %Tr30, ptr %PC, align 8
  %E102 = extractelement <4 x i1> %Cmp93, i32 455489
  br i1 %E102, label %CF241, label %CF253

CF253:                                            ; preds = %CF253, %CF271
  %Shuff103 = shufflevector <2 x i64> %Shuff27, <2 x i64> %Shuff72, <2 x i32> <i32 poison, i32 2>
  %I104 = insertelement <4 x i64> zeroinitializer, i64 %L39, i32 %E
  %Se105 = sext i32 %E40 to i64
  %Sl106 = select i1 %L55, i16 11949, i16 %B90
  %Cmp107 = icmp ule <4 x i1> %Sl99, %Cmp32
  %L108 = load i16, ptr %0, align 2
  store <4 x i32> zeroinitializer, ptr %PC, align 16
  %E109 = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff110 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %B59, <2 x i32> <i32 0, i32 2>
  %I111 = insertelement <4 x i64> %Shuff88, i64 %B22, i32 %E87
  %B112 = frem <2 x float> %FC67, %FC67
  %FC113 = fptosi double 0x42E7F8060FE5FA84 to i16
  %Sl114 = select i1 %Cmp100, i1 %E79, i1 true
  br i1 %Sl114, label %CF253, label %CF263

CF263:                                            ; preds = %CF253
  %Cmp115 = icmp ugt <4 x i64> %Sl68, %Sl45
  %L116 = load <4 x i16>, ptr %PC, align 8
  store float 0x3860281400000000, ptr %0, align 4
  %E117 = extractelement <2 x i64> %Shuff41, i32 %3
  %Shuff118 = shufflevector <4 x double> %L78, <4 x double> %L18, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I119 = insertelement <2 x i64> %Shuff41, i64 %E48, i32 441593
  %B120 = lshr i16 %B90, 0
  %FC121 = sitofp <2 x i64> %I50 to <2 x double>
  %Sl122 = select i1 true, i32 %L25, i32 %3
  %Cmp123 = icmp ule <1 x i1> %I42, %Shuff65
  %L124 = load <4 x i16>, ptr %0, align 8
  store i64 %Se105, ptr %0, align 4
  %E125 = extractelement <4 x i64> %Shuff35, i32 %E87
  %Shuff126 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %Cmp123, <1 x i32> <i32 1>
  %I127 = insertelement <2 x i64> %Sl76, i64 %B22, i32 %B43
  %B128 = ashr i64 %B51, %E48
  %FC129 = uitofp i16 %L108 to float
  %Sl130 = select i1 %Cmp, i8 %Tr75, i8 %Tr75
  %Cmp131 = icmp ule i16 %L5, %FC52
  br i1 %Cmp131, label %CF241, label %CF252

CF252:                                            ; preds = %CF252, %CF263
  %L132 = load float, ptr %0, align 4
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 128
  %E133 = extractelement <4 x i64> %Shuff35, i32 %E109
  %Shuff134 = shufflevector <4 x i1> %Tr44, <4 x i1> %Cmp32, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I135 = insertelement <2 x i1> %Cmp69, i1 %Cmp46, i32 %Sl122
  %Se136 = sext i8 -11 to i64
  %Sl137 = select i1 %Cmp, i64 %B128, i64 %E48
  %Cmp138 = icmp uge <4 x i64> %Sl45, %Sl45
  %L139 = load i16, ptr %0, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 16
  %E140 = extractelement <1 x i1> %Cmp123, i32 %E87
  br i1 %E140, label %CF252, label %CF254

CF254:                                            ; preds = %CF254, %CF252
  %Shuff141 = shufflevector <2 x float> %FC67, <2 x float> %B112, <2 x i32> <i32 2, i32 poison>
  %I142 = insertelement <2 x i1> %Cmp85, i1 %L55, i32 %E109
  %B143 = udiv i16 %FC52, 0
  %Sl144 = select i1 %Cmp77, i32 519349, i32 %E109
  %Cmp145 = icmp ugt i64 128945, %E34
  br i1 %Cmp145, label %CF254, label %CF258

CF258:                                            ; preds = %CF254
  %L146 = load <2 x i64>, ptr %PC, align 16
  store i32 %E87, ptr %PC, align 4
  %E147 = extractelement <4 x i16> %L124, i32 %E87
  %Shuff148 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 1, i32 poison>
  %I149 = insertelement <2 x i64> %Shuff27, i64 %E71, i32 %3
  %B150 = lshr i64 %Se136, %E125
  %Se151 = sext i16 %Sl106 to i32
  %Sl152 = select i1 %Cmp77, ptr %A1, ptr %PC
  %Cmp153 = icmp ugt i16 %L5, %B90
  br i1 %Cmp153, label %CF241, label %CF249

CF249:                                            ; preds = %CF249, %CF258
  %L154 = load float, ptr %Sl152, align 4
  store <4 x i64> %Shuff80, ptr %Sl152, align 32
  %E155 = extractelement <2 x i64> %L146, i32 %FC
  %Shuff156 = shufflevector <2 x i64> %Shuff72, <2 x i64> %Shuff41, <2 x i32> <i32 poison, i32 0>
  %I157 = insertelement <1 x i1> %Shuff49, i1 %Cmp100, i32 %E19
  %B158 = shl i16 %L63, %FC52
  %Tr159 = trunc i32 %L47 to i1
  br i1 %Tr159, label %CF249, label %CF250

CF250:                                            ; preds = %CF250, %CF249
  %Sl160 = select i1 %Cmp, i1 %Cmp100, i1 %Cmp24
  br i1 %Sl160, label %CF250, label %CF270

CF270:                                            ; preds = %CF250
  %Cmp161 = icmp ule i32 %Sl, %Sl122
  br i1 %Cmp161, label %CF241, label %CF243

CF243:                                            ; preds = %CF243, %CF273, %CF270
  %L162 = load i64, ptr %A4, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 4
  %E163 = extractelement <2 x i64> %Shuff103, i32 %E87
  %Shuff164 = shufflevector <2 x i64> %Shuff27, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I165 = insertelement <1 x i1> %I36, i1 %Cmp131, i32 441593
  %PC166 = bitcast ptr %A3 to ptr
  %Sl167 = select i1 %E6, ptr %1, ptr %A4
  %Cmp168 = icmp eq i8 -11, %Se
  br i1 %Cmp168, label %CF243, label %CF273

CF273:                                            ; preds = %CF243
  %L169 = load i1, ptr %PC, align 1
  br i1 %L169, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF273
  store <2 x i16> <i16 0, i16 -1>, ptr %Sl152, align 4
  %E170 = extractelement <2 x i1> %I142, i32 %Sl
  br i1 %E170, label %CF244, label %CF272

CF272:                                            ; preds = %CF244
  %Shuff171 = shufflevector <4 x i32> %L, <4 x i32> %L, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I172 = insertelement <4 x i1> %Cmp54, i1 %Cmp100, i32 %Se151
  %Tr173 = trunc <2 x i64> %Shuff156 to <2 x i32>
  %Sl174 = select i1 %Cmp168, i8 %Se, i8 %Tr75
  %Cmp175 = icmp ugt i1 %FC15, %L55
  br label %CF

CF:                                               ; preds = %CF, %CF264, %CF272
  %L176 = load i64, ptr %PC, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 32
  %E177 = extractelement <4 x i32> zeroinitializer, i32 519349
  %Shuff178 = shufflevector <1 x i1> %Shuff65, <1 x i1> %Cmp123, <1 x i32> poison
  %I179 = insertelement <2 x i64> %Shuff164, i64 %L176, i32 %E177
  %Tr180 = trunc i32 %3 to i8
  %Sl181 = select i1 %Cmp145, i64 %E163, i64 %E48
  %Cmp182 = icmp ult i8 %Tr75, %Sl130
  br i1 %Cmp182, label %CF, label %CF264

CF264:                                            ; preds = %CF
  %L183 = load <2 x i64>, ptr %PC, align 16
  store double 0xC413A0329F1130B0, ptr %Sl152, align 8
  %E184 = extractelement <4 x i32> %Shuff171, i32 %Sl
  %Shuff185 = shufflevector <1 x i1> %Shuff126, <1 x i1> %Shuff178, <1 x i32> <i32 1>
  %I186 = insertelement <4 x i64> %Shuff13, i64 %B22, i32 %E87
  %FC187 = sitofp i32 %E26 to float
  %Sl188 = select i1 %Sl114, i64 222553, i64 182781
  %Cmp189 = icmp slt i64 %B128, 182781
  br i1 %Cmp189, label %CF, label %CF242

CF242:                                            ; preds = %CF242, %CF265, %CF257, %CF255, %CF264
  %L190 = load <4 x i16>, ptr %Sl152, align 8
  store i1 %Cmp46, ptr %PC, align 1
  %E191 = extractelement <2 x i64> %Sl92, i32 519349
  %Shuff192 = shufflevector <2 x i64> %L146, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I193 = insertelement <2 x i32> %Shuff110, i32 %FC, i32 %3
  %Sl194 = select i1 true, i1 %E12, i1 true
  br i1 %Sl194, label %CF242, label %CF265

CF265:                                            ; preds = %CF242
  %Cmp195 = icmp ule i64 %L39, 124493
  br i1 %Cmp195, label %CF242, label %CF257

CF257:                                            ; preds = %CF265
  %L196 = load i8, ptr %Sl152, align 1
  store <1 x float> zeroinitializer, ptr %Sl152, align 4
  %E197 = extractelement <4 x i32> %L, i32 441593
  %Shuff198 = shufflevector <2 x i64> %Shuff164, <2 x i64> %I119, <2 x i32> <i32 1, i32 3>
  %I199 = insertelement <1 x i1> zeroinitializer, i1 true, i32 %Sl144
  %B200 = mul <4 x i64> %Shuff35, zeroinitializer
  %ZE = zext <4 x i32> %Sl84 to <4 x i64>
  %Sl201 = select i1 true, <1 x i1> %Cmp17, <1 x i1> %I157
  %Cmp202 = icmp uge <4 x i64> %I21, %Shuff148
  %L203 = load i16, ptr %Sl152, align 2
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E204 = extractelement <4 x i64> zeroinitializer, i32 441593
  %Shuff205 = shufflevector <1 x i1> %Shuff49, <1 x i1> %I36, <1 x i32> poison
  %I206 = insertelement <2 x i32> %I, i32 %E197, i32 %Sl122
  %B207 = mul i8 %L196, %5
  %Sl208 = select <1 x i1> %I42, <1 x i1> %Shuff205, <1 x i1> %I199
  %Cmp209 = icmp ne i64 %L176, 124493
  br i1 %Cmp209, label %CF242, label %CF255

CF255:                                            ; preds = %CF257
  %L210 = load <2 x float>, ptr %Sl152, align 8
  store i8 %Sl130, ptr %Sl152, align 1
  %E211 = extractelement <4 x i64> %Sl61, i32 %Sl144
  %Shuff212 = shufflevector <4 x i32> %Shuff171, <4 x i32> %Shuff171, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I213 = insertelement <1 x i1> zeroinitializer, i1 %Cmp153, i32 441593
  %B214 = shl <4 x i64> %ZE, %Sl45
  %Tr215 = trunc i64 %E155 to i1
  br i1 %Tr215, label %CF242, label %CF246

CF246:                                            ; preds = %CF246, %CF261, %CF255
  %Sl216 = select i1 %Sl194, <2 x i64> %Shuff41, <2 x i64> %I119
  %Cmp217 = icmp uge <4 x i32> %Shuff212, %Shuff212
  %L218 = load i8, ptr %Sl152, align 1
  store <4 x double> %L18, ptr %Sl152, align 32
  %E219 = extractelement <1 x i1> %I42, i32 %E197
  br i1 %E219, label %CF246, label %CF261

CF261:                                            ; preds = %CF246
  %Shuff220 = shufflevector <2 x i64> %Shuff164, <2 x i64> %I50, <2 x i32> <i32 poison, i32 2>
  %I221 = insertelement <2 x i64> %Shuff164, i64 %L162, i32 %L47
  %Sl222 = select <4 x i1> %Cmp32, <4 x i16> %Sl38, <4 x i16> %Tr30
  %Cmp223 = icmp slt i32 %B43, %Sl53
  br i1 %Cmp223, label %CF246, label %CF247

CF247:                                            ; preds = %CF247, %CF261
  %L224 = load <4 x i8>, ptr %PC, align 4
  store float 0x3AE62A1A00000000, ptr %PC, align 4
  %E225 = extractelement <1 x i1> %I14, i32 %E87
  br i1 %E225, label %CF247, label %CF259

CF259:                                            ; preds = %CF259, %CF247
  %Shuff226 = shufflevector <2 x i64> %Shuff164, <2 x i64> %Shuff72, <2 x i32> <i32 3, i32 1>
  %I227 = insertelement <2 x i64> %Shuff156, i64 %E204, i32 %E177
  %B228 = shl i32 %FC, %3
  %FC229 = uitofp i1 %Sl114 to float
  %Sl230 = select <2 x i1> %I135, <2 x i32> %Shuff96, <2 x i32> %I
  %Cmp231 = icmp sgt i1 %Sl160, %Sl114
  br i1 %Cmp231, label %CF259, label %CF262

CF262:                                            ; preds = %CF262, %CF259
  %L232 = load <4 x float>, ptr %PC, align 16
  store i64 %L176, ptr %Sl152, align 4
  %E233 = extractelement <4 x i64> %Shuff148, i32 %B228
  %Shuff234 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I21, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I235 = insertelement <8 x double> %L94, double 0x42E7F8060FE5FA84, i32 %E177
  %B236 = mul i8 -11, %Tr75
  %ZE237 = zext <2 x i1> %Cmp69 to <2 x i8>
  %Sl238 = select i1 %E102, <4 x i1> %Sl99, <4 x i1> %Cmp32
  %Cmp239 = icmp uge i1 %Cmp100, true
  br i1 %Cmp239, label %CF262, label %CF267

CF267:                                            ; preds = %CF262
  store i16 0, ptr %Sl152, align 2
  store i1 %FC15, ptr %Sl152, align 1
  store i16 0, ptr %Sl152, align 2
  store i1 %Cmp131, ptr %0, align 1
  store float 0x3860281400000000, ptr %Sl152, align 4
  ret void
}
