; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD49(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca double, align 8
  %A2 = alloca i16, align 2
  %A1 = alloca i16, align 2
  %A = alloca double, align 8
  %L = load <8 x float>, ptr %0, align 32
  store i1 false, ptr %0, align 1
  %E = extractelement <2 x i32> zeroinitializer, i32 451295
  %Shuff = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <4 x i8> zeroinitializer, i8 0, i32 %E
  %B = fadd float 0xC498EE3CC0000000, 0x3E2C7E3040000000
  %Se = sext i16 29471 to i32
  %Sl = select <2 x i1> <i1 true, i1 false>, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %L5 = load i1, ptr %0, align 1
  br label %CF244

CF244:                                            ; preds = %CF244, %BB
  %E6 = extractelement <4 x i8> zeroinitializer, i32 424451
  %Shuff7 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Shuff, <1 x i32> <i32 1>
  %I8 = insertelement <2 x i16> zeroinitializer, i16 0, i32 451295
  %B9 = urem i16 -16817, -16817
  %Sl10 = select i1 false, float 0xC498EE3CC0000000, float %B
  %Cmp = icmp sgt <2 x i16> zeroinitializer, %I8
  %L11 = load float, ptr %0, align 4
  store <2 x i16> %I8, ptr %0, align 4
  %E12 = extractelement <2 x i32> zeroinitializer, i32 389239
  %Shuff13 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I14 = insertelement <4 x i16> zeroinitializer, i16 %B9, i32 451295
  %B15 = frem float 0xC6A0FA44C0000000, 0xC6A0FA44C0000000
  %FC = uitofp <4 x i8> %I to <4 x double>
  %Sl16 = select i1 false, i16 0, i16 29471
  %Cmp17 = icmp ne i32 %Se, 389239
  br i1 %Cmp17, label %CF244, label %CF245

CF245:                                            ; preds = %CF245, %CF256, %CF244
  %L18 = load i64, ptr %0, align 4
  store <2 x i8> zeroinitializer, ptr %0, align 2
  %E19 = extractelement <1 x i64> zeroinitializer, i32 389239
  %Shuff20 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Shuff7, <1 x i32> zeroinitializer
  %I21 = insertelement <2 x i16> zeroinitializer, i16 -16817, i32 %Se
  %B22 = mul <2 x i64> zeroinitializer, zeroinitializer
  %ZE = zext i16 8739 to i32
  %Sl23 = select i1 false, <4 x i8> %I, <4 x i8> %I
  %Cmp24 = icmp uge i32 %E, 451295
  br i1 %Cmp24, label %CF245, label %CF256

CF256:                                            ; preds = %CF245
  %L25 = load float, ptr %0, align 4
  store <2 x i64> %Sl, ptr %0, align 16
  %E26 = extractelement <1 x i64> zeroinitializer, i32 389239
  %Shuff27 = shufflevector <2 x i1> %Cmp, <2 x i1> %Cmp, <2 x i32> <i32 0, i32 2>
  %I28 = insertelement <1 x i64> %Shuff20, i64 %L18, i32 %ZE
  %B29 = xor i64 %E19, 469759
  %Tr = trunc <1 x i64> %Shuff7 to <1 x i1>
  %Sl30 = select i1 false, <8 x i16> zeroinitializer, <8 x i16> zeroinitializer
  %Cmp31 = icmp ule i16 %B9, %Sl16
  br i1 %Cmp31, label %CF245, label %CF246

CF246:                                            ; preds = %CF246, %CF256
  %L32 = load i8, ptr %0, align 1
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E33 = extractelement <2 x i16> %Shuff13, i32 %ZE
  %Shuff34 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Shuff20, <1 x i32> <i32 1>
  %I35 = insertelement <1 x i64> zeroinitializer, i64 469759, i32 389239
  %B36 = frem double 0xFD95C434CD9389B2, 0xDC41A9E07A3FBD5E
  %BC = bitcast i32 %3 to float
  %Sl37 = select i1 false, i32 %E12, i32 %ZE
  %L38 = load i1, ptr %0, align 1
  br i1 %L38, label %CF246, label %CF247

CF247:                                            ; preds = %CF247, %CF246
  store <1 x i16> zeroinitializer, ptr %0, align 2
  %E39 = extractelement <1 x i64> %I35, i32 451295
  %Shuff40 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I14, <4 x i32> <i32 1, i32 3, i32 poison, i32 poison>
  %I41 = insertelement <2 x i16> zeroinitializer, i16 0, i32 424451
  %FC42 = uitofp <2 x i32> zeroinitializer to <2 x double>
  %Sl43 = select i1 %L5, i64 %E39, i64 %E26
  %Cmp44 = icmp eq <2 x i1> %Cmp, %Shuff27
  %L45 = load i8, ptr %0, align 1
  store <1 x i64> zeroinitializer, ptr %0, align 8
  %E46 = extractelement <1 x i64> zeroinitializer, i32 389239
  %Shuff47 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 poison, i32 poison>
  %I48 = insertelement <1 x i64> %Shuff20, i64 469759, i32 %E12
  %B49 = mul i16 0, -16817
  %FC50 = uitofp <2 x i8> zeroinitializer to <2 x float>
  %Sl51 = select i1 %Cmp31, i8 -77, i8 %E6
  %Cmp52 = fcmp uge <2 x float> %FC50, %FC50
  %L53 = load i16, ptr %0, align 2
  %E54 = extractelement <4 x i8> %Sl23, i32 451295
  %Shuff55 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Sl23, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I56 = insertelement <2 x i16> zeroinitializer, i16 %E33, i32 389239
  %B57 = udiv <4 x i16> %I14, %Shuff40
  %FC58 = uitofp i8 %Sl51 to double
  %Sl59 = select i1 %L5, i16 0, i16 -16817
  %Cmp60 = icmp ult <4 x i8> %I, %Shuff55
  %L61 = load i8, ptr %0, align 1
  store <1 x i8> zeroinitializer, ptr %0, align 1
  %E62 = extractelement <2 x i1> %Cmp52, i32 451295
  br i1 %E62, label %CF247, label %CF252

CF252:                                            ; preds = %CF247
  %Shuff63 = shufflevector <1 x i64> %Shuff20, <1 x i64> %I48, <1 x i32> <i32 1>
  %I64 = insertelement <2 x i16> %Shuff13, i16 -16817, i32 %3
  %ZE65 = zext i16 %E33 to i64
  %Sl66 = select i1 false, i16 0, i16 %Sl59
  %Cmp67 = icmp ule <4 x i1> %Cmp60, %Cmp60
  %L68 = load <2 x i16>, ptr %0, align 4
  store i8 -29, ptr %0, align 1
  %E69 = extractelement <8 x float> %L, i32 389239
  %Shuff70 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 1, i32 poison, i32 5>
  %I71 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 %3
  %B72 = fdiv <2 x float> %FC50, %FC50
  %FC73 = fptoui double 0xB1852424D98341A2 to i16
  %Sl74 = select <2 x i1> %Cmp, <2 x i16> zeroinitializer, <2 x i16> %I8
  %Cmp75 = icmp ult i16 -4889, %B9
  br label %CF243

CF243:                                            ; preds = %CF243, %CF252
  %L76 = load <8 x i32>, ptr %0, align 32
  store float %E69, ptr %0, align 4
  %E77 = extractelement <4 x i16> %B57, i32 %Sl37
  %Shuff78 = shufflevector <2 x i16> %Shuff13, <2 x i16> %I41, <2 x i32> poison
  %I79 = insertelement <2 x i8> zeroinitializer, i8 %L45, i32 389239
  %B80 = or i8 115, %5
  %FC81 = uitofp i16 %Sl66 to float
  %Sl82 = select <4 x i1> %Cmp60, <4 x i8> zeroinitializer, <4 x i8> %Shuff55
  %Cmp83 = fcmp uge float %FC81, %Sl10
  br i1 %Cmp83, label %CF243, label %CF248

CF248:                                            ; preds = %CF248, %CF243
  %L84 = load <8 x i1>, ptr %0, align 1
  store float 0x3E2C7E3040000000, ptr %0, align 4
  %E85 = extractelement <8 x float> %L, i32 %Sl37
  %Shuff86 = shufflevector <1 x i64> %Shuff34, <1 x i64> %I48, <1 x i32> <i32 1>
  %I87 = insertelement <1 x i64> %Shuff63, i64 %E26, i32 %Sl37
  %Sl88 = select i1 false, ptr %A1, ptr %0
  %Cmp89 = icmp ugt <2 x i1> %Cmp52, %Cmp
  %L90 = load double, ptr %Sl88, align 8
  %E91 = extractelement <1 x i64> zeroinitializer, i32 %3
  %Shuff92 = shufflevector <4 x i8> %Shuff55, <4 x i8> %I, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I93 = insertelement <1 x i64> zeroinitializer, i64 %ZE65, i32 %Sl37
  %B94 = udiv <2 x i32> zeroinitializer, %I71
  %Tr95 = trunc <1 x i64> %Shuff7 to <1 x i8>
  %Sl96 = select <2 x i1> %Cmp, <2 x i64> %B22, <2 x i64> zeroinitializer
  %L97 = load i8, ptr %0, align 1
  store <8 x float> %L, ptr %A, align 32
  %E98 = extractelement <1 x i64> %Shuff34, i32 %3
  %Shuff99 = shufflevector <2 x i64> %Sl, <2 x i64> %Sl96, <2 x i32> <i32 0, i32 2>
  %I100 = insertelement <1 x i64> %Shuff34, i64 %L18, i32 %3
  %B101 = frem double %B36, 0xB1852424D98341A2
  %FC102 = uitofp <2 x i32> zeroinitializer to <2 x double>
  %Sl103 = select <1 x i1> %Tr, <1 x i64> %Shuff20, <1 x i64> %I28
  %Cmp104 = fcmp uno float %Sl10, %B
  br i1 %Cmp104, label %CF248, label %CF249

CF249:                                            ; preds = %CF249, %CF248
  %L105 = load <4 x i16>, ptr %Sl88, align 8
  store i8 %Sl51, ptr %Sl88, align 1
  %E106 = extractelement <2 x float> %FC50, i32 %3
  %Shuff107 = shufflevector <2 x i64> %Shuff99, <2 x i64> %Sl, <2 x i32> <i32 3, i32 1>
  %I108 = insertelement <2 x i16> %Shuff78, i16 29471, i32 %3
  %Tr109 = trunc <1 x i64> %Shuff to <1 x i32>
  %Sl110 = select i1 %L5, <2 x float> %FC50, <2 x float> %FC50
  %Cmp111 = icmp slt <2 x i16> %L68, %I8
  %L112 = load i1, ptr %Sl88, align 1
  br i1 %L112, label %CF249, label %CF251

CF251:                                            ; preds = %CF251, %CF249
  %E113 = extractelement <2 x i16> %Shuff13, i32 %ZE
  %Shuff114 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %B22, <2 x i32> <i32 poison, i32 1>
  %I115 = insertelement <2 x i32> %B94, i32 389239, i32 389239
  %B116 = add i16 %B9, %Sl16
  %Tr117 = trunc <1 x i64> %Shuff7 to <1 x i32>
  %Sl118 = select <2 x i1> %Cmp89, <2 x i64> %B22, <2 x i64> %Sl96
  %Cmp119 = icmp uge i16 %Sl66, -16817
  br i1 %Cmp119, label %CF251, label %CF255

CF255:                                            ; preds = %CF251
  %L120 = load <8 x i32>, ptr %Sl88, align 32
  store i64 %L18, ptr %Sl88, align 4
  %E121 = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff122 = shufflevector <4 x i16> %Shuff70, <4 x i16> %Shuff40, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I123 = insertelement <2 x i1> %Cmp52, i1 %Cmp24, i32 451295
  %B124 = srem <2 x i16> %Sl74, %I108
  %Tr125 = trunc <2 x i16> %I56 to <2 x i8>
  %Sl126 = select <2 x i1> %Cmp111, <2 x i1> %Shuff27, <2 x i1> %Cmp
  %Cmp127 = icmp sge <4 x i8> %Sl82, %Sl82
  %L128 = load <4 x float>, ptr %Sl88, align 16
  store i64 469759, ptr %Sl88, align 4
  %E129 = extractelement <2 x i32> %I71, i32 %3
  %Shuff130 = shufflevector <2 x i1> %Cmp52, <2 x i1> %Cmp111, <2 x i32> <i32 3, i32 1>
  %I131 = insertelement <2 x i16> zeroinitializer, i16 -4889, i32 424451
  %Sl132 = select <8 x i1> %L84, <8 x i16> %Sl30, <8 x i16> zeroinitializer
  %Cmp133 = fcmp ole float %FC81, 0x3E2C7E3040000000
  br label %CF240

CF240:                                            ; preds = %CF240, %CF253, %CF255
  %L134 = load <4 x i32>, ptr %Sl88, align 16
  store float %E106, ptr %Sl88, align 4
  %E135 = extractelement <1 x i64> %Shuff63, i32 %E129
  %Shuff136 = shufflevector <2 x i1> %Cmp111, <2 x i1> %Cmp, <2 x i32> poison
  %I137 = insertelement <4 x i8> %Shuff55, i8 %B80, i32 %E129
  %B138 = fadd float %BC, 0x3E2C7E3040000000
  %Tr139 = trunc i64 %E135 to i16
  %Sl140 = select i1 %Cmp24, i8 %B80, i8 %L32
  %Cmp141 = icmp sge <2 x i1> %I123, %Cmp89
  %L142 = load <8 x float>, ptr %0, align 32
  store float %E106, ptr %0, align 4
  %E143 = extractelement <2 x i16> %L68, i32 %E12
  %Shuff144 = shufflevector <1 x i64> %Shuff34, <1 x i64> %Shuff63, <1 x i32> poison
  %I145 = insertelement <1 x i64> %I100, i64 %E135, i32 424451
  %B146 = sub i32 %E, %E129
  %Tr147 = trunc i16 %E143 to i1
  br i1 %Tr147, label %CF240, label %CF253

CF253:                                            ; preds = %CF240
  %Sl148 = select i1 %L5, <2 x i64> %Sl118, <2 x i64> %Sl96
  %Cmp149 = icmp sgt i1 %L38, %Cmp104
  br i1 %Cmp149, label %CF240, label %CF242

CF242:                                            ; preds = %CF242, %CF253
  %L150 = load i64, ptr %Sl88, align 4
  store <8 x float> %L142, ptr %Sl88, align 32
  %E151 = extractelement <4 x i16> %Shuff40, i32 %E12
  %Shuff152 = shufflevector <2 x float> %FC50, <2 x float> %Sl110, <2 x i32> <i32 poison, i32 0>
  %I153 = insertelement <2 x i16> %I64, i16 %E33, i32 %B146
  %Tr154 = trunc <1 x i32> %Tr117 to <1 x i8>
  %Sl155 = select i1 false, i8 115, i8 -77
  %Cmp156 = icmp eq i16 %E33, %Sl59
  br i1 %Cmp156, label %CF242, label %CF250

CF250:                                            ; preds = %CF242
  %L157 = load i64, ptr %Sl88, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl88, align 8
  %E158 = extractelement <2 x i16> %I108, i32 %E129
  %Shuff159 = shufflevector <1 x i64> %I100, <1 x i64> %Shuff144, <1 x i32> zeroinitializer
  %I160 = insertelement <2 x i16> zeroinitializer, i16 %E33, i32 %E129
  %B161 = sub i8 %L61, %L32
  %Se162 = sext <2 x i1> %Cmp44 to <2 x i8>
  %Sl163 = select i1 %Cmp104, double %B101, double %L90
  %Cmp164 = icmp ule <2 x i16> %L68, %I8
  %L165 = load i16, ptr %0, align 2
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E166 = extractelement <2 x i64> %Sl96, i32 %E129
  %Shuff167 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I71, <2 x i32> <i32 2, i32 0>
  %I168 = insertelement <1 x i64> %Shuff, i64 %E135, i32 %B146
  %B169 = and i8 %Sl155, %B80
  %ZE170 = zext i8 %E54 to i32
  %Sl171 = select i1 %Cmp104, <1 x i64> %Sl103, <1 x i64> %Shuff20
  %Cmp172 = icmp uge i1 %L38, false
  br label %CF237

CF237:                                            ; preds = %CF237, %CF258, %CF259, %CF260, %CF250
  %L173 = load i8, ptr %0, align 1
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl88, align 64
  %E174 = extractelement <2 x i16> %I21, i32 %B146
  %Shuff175 = shufflevector <4 x i32> %L134, <4 x i32> %L134, <4 x i32> <i32 poison, i32 poison, i32 0, i32 2>
  %I176 = insertelement <1 x i64> %Shuff159, i64 %L150, i32 %E
  %B177 = and i16 -4889, %FC73
  %Sl178 = select i1 %E62, float %L25, float %Sl10
  %Cmp179 = icmp ult i1 %Cmp156, %Cmp104
  br i1 %Cmp179, label %CF237, label %CF258

CF258:                                            ; preds = %CF237
  %L180 = load float, ptr %0, align 4
  %E181 = extractelement <4 x i1> %Cmp67, i32 389239
  br i1 %E181, label %CF237, label %CF257

CF257:                                            ; preds = %CF257, %CF258
  %Shuff182 = shufflevector <2 x i32> %Shuff167, <2 x i32> %Shuff167, <2 x i32> <i32 3, i32 poison>
  %I183 = insertelement <2 x i32> %Shuff182, i32 %ZE170, i32 %E12
  %B184 = frem <4 x double> %FC, %FC
  %Sl185 = select <2 x i1> %Cmp, <2 x i16> %Shuff78, <2 x i16> %Sl74
  %Cmp186 = icmp uge <2 x i16> %I41, %B124
  %L187 = load <4 x double>, ptr %0, align 32
  store i8 %Sl51, ptr %Sl88, align 1
  %E188 = extractelement <8 x i16> zeroinitializer, i32 %ZE170
  %Shuff189 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %I48, <1 x i32> <i32 1>
  %I190 = insertelement <2 x i32> zeroinitializer, i32 %E129, i32 %E129
  %B191 = frem double 0xDC41A9E07A3FBD5E, 0xDC41A9E07A3FBD5E
  %Sl192 = select <2 x i1> %Shuff27, <2 x i1> %Shuff27, <2 x i1> %Shuff27
  %Cmp193 = fcmp one double %B191, %B36
  br i1 %Cmp193, label %CF257, label %CF259

CF259:                                            ; preds = %CF257
  %L194 = load <1 x float>, ptr %Sl88, align 4
  store float 0x3E2C7E3040000000, ptr %2, align 4
  %E195 = extractelement <2 x float> %B72, i32 %Sl37
  %Shuff196 = shufflevector <2 x i32> %Shuff182, <2 x i32> %I71, <2 x i32> <i32 1, i32 poison>
  %I197 = insertelement <1 x i64> %Shuff189, i64 %ZE65, i32 %3
  %FC198 = fptosi double 0xB1852424D98341A2 to i8
  %Sl199 = select i1 %Cmp104, <2 x i16> %B124, <2 x i16> %I64
  %Cmp200 = icmp ult <2 x i1> %Sl192, %Cmp164
  %L201 = load i32, ptr %0, align 4
  %E202 = extractelement <2 x i32> %Shuff182, i32 389239
  %Shuff203 = shufflevector <2 x i1> %Shuff130, <2 x i1> %Cmp, <2 x i32> <i32 1, i32 3>
  %I204 = insertelement <4 x i16> %Shuff47, i16 29471, i32 %E129
  %B205 = urem i32 %B146, %E129
  %Tr206 = trunc i8 %B161 to i1
  br i1 %Tr206, label %CF237, label %CF241

CF241:                                            ; preds = %CF241, %CF259
  %Sl207 = select i1 %Cmp156, <2 x i64> %Shuff114, <2 x i64> %Sl
  %Cmp208 = icmp uge i16 %E174, %E188
  br i1 %Cmp208, label %CF241, label %CF260

CF260:                                            ; preds = %CF241
  %L209 = load i16, ptr %A4, align 2
  store <4 x i16> %Shuff70, ptr %Sl88, align 8
  %E210 = extractelement <2 x i1> %Cmp52, i32 %L201
  br i1 %E210, label %CF237, label %CF239

CF239:                                            ; preds = %CF239, %CF260
  %Shuff211 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Sl, <2 x i32> <i32 poison, i32 0>
  %I212 = insertelement <8 x i16> %Sl132, i16 %E158, i32 %ZE170
  %FC213 = sitofp <2 x i64> %Sl207 to <2 x double>
  %Sl214 = select i1 %E62, <2 x i32> %Shuff182, <2 x i32> %B94
  %Cmp215 = icmp slt <2 x i8> %Tr125, zeroinitializer
  %L216 = load double, ptr %Sl88, align 8
  store <4 x float> %L128, ptr %Sl88, align 16
  %E217 = extractelement <4 x i32> %Shuff175, i32 %E129
  %Shuff218 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Shuff144, <1 x i32> zeroinitializer
  %I219 = insertelement <8 x i32> %L120, i32 %B146, i32 %E129
  %B220 = fadd double %B101, %L216
  %Sl221 = select <4 x i1> %Cmp60, <4 x i16> %Shuff122, <4 x i16> %Shuff47
  %Cmp222 = icmp ugt i16 %B177, %L209
  br i1 %Cmp222, label %CF239, label %CF254

CF254:                                            ; preds = %CF239
  %L223 = load <2 x i8>, ptr %0, align 2
  store i32 %L201, ptr %Sl88, align 4
  %E224 = extractelement <2 x i16> zeroinitializer, i32 %L201
  %Shuff225 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I204, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I226 = insertelement <2 x i8> %Se162, i8 %B80, i32 %B146
  %PC = bitcast ptr %2 to ptr
  %Sl227 = select i1 %Cmp104, ptr %A2, ptr %PC
  %Cmp228 = icmp eq i32 %Sl37, %ZE
  br label %CF

CF:                                               ; preds = %CF, %CF254
  %L229 = load <4 x i1>, ptr %PC, align 1
  store i32 451295, ptr %PC, align 4
  %E230 = extractelement <2 x i64> %Shuff114, i32 %E217
  %Shuff231 = shufflevector <2 x i64> %Shuff99, <2 x i64> %Sl96, <2 x i32> <i32 1, i32 3>
  %I232 = insertelement <2 x float> %Sl110, float 0xC6A0FA44C0000000, i32 424451
  %B233 = frem <1 x float> %L194, %L194
  %FC234 = sitofp <4 x i1> %Cmp127 to <4 x float>
  %Sl235 = select i1 %Cmp24, i8 115, i8 %Sl51
  %Cmp236 = fcmp uge double %B191, %B36
  br i1 %Cmp236, label %CF, label %CF238

CF238:                                            ; preds = %CF
  store <1 x i16> zeroinitializer, ptr %Sl88, align 2
  store double %L90, ptr %Sl88, align 8
  store i8 %L97, ptr %Sl88, align 1
  store i32 %E129, ptr %PC, align 4
  store i64 %E230, ptr %Sl88, align 4
  ret void
}
