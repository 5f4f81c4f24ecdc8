; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD59(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca i1, align 1
  %A2 = alloca i64, align 8
  %A1 = alloca i16, align 2
  %A = alloca i32, align 4
  %L = load <1 x i8>, ptr %0, align 1
  store i8 %5, ptr %2, align 1
  %E = extractelement <1 x i8> %L, i32 0
  %Shuff = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I = insertelement <4 x i8> zeroinitializer, i8 %E, i32 %3
  %FC = uitofp <1 x i8> %L to <1 x float>
  %Sl = select i1 false, i32 0, i32 195333
  %L5 = load <8 x i16>, ptr %0, align 16
  store float 0x4232206600000000, ptr %0, align 4
  %E6 = extractelement <8 x i16> %L5, i32 76989
  %Shuff7 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I8 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 %Sl
  %B = udiv <1 x i8> %L, %L
  %Tr = trunc i64 -1 to i16
  %Sl9 = select i1 false, <1 x i8> %B, <1 x i8> %B
  %Cmp = fcmp one double 0xD07BCE9A6F792318, 0xD07BCE9A6F792318
  br label %CF249

CF249:                                            ; preds = %BB
  %L10 = load float, ptr %0, align 4
  store <1 x i64> zeroinitializer, ptr %0, align 8
  %E11 = extractelement <2 x i16> %Shuff, i32 76989
  %Shuff12 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I13 = insertelement <1 x i1> %Shuff7, i1 false, i32 76989
  %B14 = add <4 x i8> zeroinitializer, zeroinitializer
  %ZE = zext <1 x i1> %Shuff7 to <1 x i8>
  %Sl15 = select i1 %Cmp, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %Cmp16 = fcmp uge <1 x float> %FC, %FC
  %L17 = load float, ptr %0, align 4
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 8
  %E18 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff19 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I20 = insertelement <4 x i8> %Shuff12, i8 %E, i32 76989
  %B21 = add i64 0, 372129
  %Tr22 = trunc i16 -8263 to i1
  br label %CF243

CF243:                                            ; preds = %CF243, %CF266, %CF249
  %Sl23 = select i1 false, float 0x4232206600000000, float 0xC66D2A6100000000
  %Cmp24 = icmp eq i16 %E6, -8263
  br i1 %Cmp24, label %CF243, label %CF261

CF261:                                            ; preds = %CF261, %CF243
  %L25 = load i16, ptr %0, align 2
  %E26 = extractelement <1 x i1> zeroinitializer, i32 %3
  br i1 %E26, label %CF261, label %CF266

CF266:                                            ; preds = %CF261
  %Shuff27 = shufflevector <4 x i8> %I, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 poison, i32 poison>
  %I28 = insertelement <1 x i8> %ZE, i8 %5, i32 %3
  %B29 = mul <4 x i8> %B14, %I
  %Sl30 = select i1 false, i16 %E6, i16 -8263
  %Cmp31 = icmp ugt <4 x i8> %I8, %I
  %L32 = load <4 x i1>, ptr %0, align 1
  store float %Sl23, ptr %0, align 4
  %E33 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff34 = shufflevector <4 x i8> %Shuff12, <4 x i8> %I, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I35 = insertelement <2 x i16> zeroinitializer, i16 %E6, i32 0
  %B36 = frem float 0xBADABDAE80000000, %L17
  %Sl37 = select i1 false, i16 %E11, i16 %E6
  %Cmp38 = icmp sge i64 -1, 20473
  br i1 %Cmp38, label %CF243, label %CF245

CF245:                                            ; preds = %CF266
  %L39 = load float, ptr %0, align 4
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E40 = extractelement <4 x i8> zeroinitializer, i32 195333
  %Shuff41 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I35, <2 x i32> <i32 0, i32 2>
  %I42 = insertelement <4 x i8> %I20, i8 101, i32 %3
  %B43 = mul i16 %E6, %E11
  %FC44 = uitofp <2 x i16> %I35 to <2 x double>
  %Sl45 = select i1 %Cmp, i64 41701, i64 41701
  %Cmp46 = icmp ugt i16 -8263, %Sl37
  br label %CF240

CF240:                                            ; preds = %CF240, %CF262, %CF245
  %L47 = load i1, ptr %0, align 1
  br i1 %L47, label %CF240, label %CF262

CF262:                                            ; preds = %CF240
  store <8 x i16> %L5, ptr %0, align 16
  %E48 = extractelement <2 x i16> zeroinitializer, i32 %Sl
  %Shuff49 = shufflevector <2 x double> %FC44, <2 x double> %FC44, <2 x i32> <i32 2, i32 0>
  %I50 = insertelement <1 x i1> zeroinitializer, i1 false, i32 %3
  %Se = sext i16 %E11 to i64
  %Sl51 = select i1 false, i64 %Se, i64 %Sl45
  %Cmp52 = icmp ugt <4 x i8> %Shuff27, zeroinitializer
  %L53 = load double, ptr %0, align 8
  store <1 x double> zeroinitializer, ptr %0, align 8
  %E54 = extractelement <1 x i1> zeroinitializer, i32 %3
  br i1 %E54, label %CF240, label %CF241

CF241:                                            ; preds = %CF262
  %Shuff55 = shufflevector <4 x i8> %Shuff19, <4 x i8> %I, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I56 = insertelement <4 x i8> zeroinitializer, i8 %E33, i32 0
  %B57 = or i32 %Sl, 146249
  %ZE58 = zext <4 x i8> %I20 to <4 x i16>
  %Sl59 = select i1 false, i64 %Sl45, i64 %B21
  %Cmp60 = icmp slt i64 %Sl51, 353373
  br label %CF238

CF238:                                            ; preds = %CF238, %CF241
  %L61 = load <8 x i16>, ptr %0, align 16
  store float %Sl23, ptr %0, align 4
  %E62 = extractelement <2 x i16> zeroinitializer, i32 %B57
  %Shuff63 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %Shuff7, <1 x i32> <i32 1>
  %I64 = insertelement <4 x i8> %Shuff27, i8 %E18, i32 %B57
  %Se65 = sext <4 x i8> %I42 to <4 x i32>
  %Sl66 = select <2 x i1> <i1 true, i1 false>, <2 x double> %FC44, <2 x double> %FC44
  %Cmp67 = icmp ult i1 %Tr22, true
  br i1 %Cmp67, label %CF238, label %CF251

CF251:                                            ; preds = %CF251, %CF238
  %L68 = load <4 x double>, ptr %0, align 32
  store i16 %E62, ptr %0, align 2
  %E69 = extractelement <4 x i8> %Shuff27, i32 195333
  %Shuff70 = shufflevector <8 x i16> %L5, <8 x i16> %L5, <8 x i32> <i32 11, i32 poison, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I71 = insertelement <1 x i8> %L, i8 %E69, i32 %B57
  %B72 = or i32 76989, %3
  %Sl73 = select <2 x i1> <i1 true, i1 false>, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %Cmp74 = icmp uge i32 0, %B57
  br i1 %Cmp74, label %CF251, label %CF255

CF255:                                            ; preds = %CF251
  %L75 = load <8 x float>, ptr %0, align 32
  store i64 %Sl59, ptr %0, align 4
  %E76 = extractelement <4 x i16> %ZE58, i32 %B57
  %Shuff77 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I78 = insertelement <1 x i1> %I13, i1 %Cmp46, i32 %B57
  %B79 = udiv i16 %E11, %E76
  %Sl80 = select <2 x i1> <i1 true, i1 false>, <2 x i32> %Shuff77, <2 x i32> %Shuff77
  %Cmp81 = icmp sgt i1 false, %Cmp
  br label %CF

CF:                                               ; preds = %CF, %CF268, %CF255
  %L82 = load <4 x i8>, ptr %0, align 4
  store i64 353373, ptr %0, align 4
  %E83 = extractelement <1 x i1> zeroinitializer, i32 %B72
  br i1 %E83, label %CF, label %CF259

CF259:                                            ; preds = %CF259, %CF
  %Shuff84 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %I13, <1 x i32> <i32 1>
  %I85 = insertelement <4 x i8> %Shuff27, i8 101, i32 %B57
  %B86 = frem float %Sl23, 0xB981267500000000
  %FC87 = uitofp i64 %Sl45 to float
  %Sl88 = select i1 false, i64 353373, i64 %4
  %Cmp89 = icmp eq i8 %E40, %E69
  br i1 %Cmp89, label %CF259, label %CF263

CF263:                                            ; preds = %CF263, %CF259
  %L90 = load i64, ptr %0, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 32
  %E91 = extractelement <2 x i16> %Shuff41, i32 %B57
  %Shuff92 = shufflevector <4 x i8> %I64, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 0, i32 2, i32 poison>
  %I93 = insertelement <4 x i8> %Shuff27, i8 101, i32 %B57
  %B94 = and <4 x i8> %Shuff55, %I
  %FC95 = fptosi float %L17 to i64
  %Sl96 = select i1 %Cmp38, <2 x double> %Sl66, <2 x double> %FC44
  %Cmp97 = icmp eq i32 76989, %3
  br i1 %Cmp97, label %CF263, label %CF268

CF268:                                            ; preds = %CF263
  %L98 = load float, ptr %0, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %A, align 128
  %E99 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff100 = shufflevector <2 x i32> %Shuff77, <2 x i32> %Shuff77, <2 x i32> <i32 0, i32 2>
  %I101 = insertelement <4 x i1> %Cmp52, i1 %Cmp, i32 %B72
  %Se102 = sext i1 %Cmp67 to i64
  %Sl103 = select i1 %Cmp, i1 %E26, i1 false
  br i1 %Sl103, label %CF, label %CF237

CF237:                                            ; preds = %CF237, %CF257, %CF254, %CF252, %CF260, %CF264, %CF268
  %Cmp104 = icmp uge <4 x i8> %Shuff92, %Shuff55
  %L105 = load i32, ptr %0, align 4
  store <4 x i16> %ZE58, ptr %0, align 8
  %E106 = extractelement <1 x i1> %I78, i32 %B72
  br i1 %E106, label %CF237, label %CF257

CF257:                                            ; preds = %CF237
  %Shuff107 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L82, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I108 = insertelement <2 x i16> zeroinitializer, i16 %E62, i32 %B72
  %B109 = srem <4 x i8> %I85, zeroinitializer
  %Sl110 = select i1 %E54, i8 %5, i8 %E33
  %Cmp111 = icmp ne i64 -1, %Sl88
  br i1 %Cmp111, label %CF237, label %CF254

CF254:                                            ; preds = %CF257
  %L112 = load i32, ptr %A, align 4
  store <4 x i32> %Se65, ptr %0, align 16
  %E113 = extractelement <1 x i8> %B, i32 0
  %Shuff114 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I115 = insertelement <2 x double> %Sl66, double %L53, i32 146249
  %B116 = or i32 %Sl, %B57
  %FC117 = uitofp <1 x i1> %I13 to <1 x double>
  %Sl118 = select i1 %Cmp38, i1 %E26, i1 false
  br i1 %Sl118, label %CF237, label %CF252

CF252:                                            ; preds = %CF254
  %Cmp119 = icmp eq <4 x i8> %I42, %Shuff55
  %L120 = load i16, ptr %0, align 2
  store <4 x i8> zeroinitializer, ptr %0, align 4
  %E121 = extractelement <4 x i8> %Shuff27, i32 %B57
  %Shuff122 = shufflevector <2 x i16> %Shuff41, <2 x i16> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I123 = insertelement <4 x i8> %Shuff92, i8 %Sl110, i32 %B57
  %FC124 = sitofp <4 x i8> %I8 to <4 x float>
  %Sl125 = select i1 %Tr22, i32 %B57, i32 %B57
  %Cmp126 = icmp sge <2 x i32> %Shuff77, zeroinitializer
  %L127 = load <16 x i32>, ptr %0, align 64
  store double 0xD07BCE9A6F792318, ptr %0, align 8
  %E128 = extractelement <4 x i8> %I123, i32 0
  %Shuff129 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I130 = insertelement <4 x i8> %I8, i8 %E18, i32 %B57
  %FC131 = uitofp <4 x i8> %I93 to <4 x double>
  %Sl132 = select i1 %Cmp38, i1 %Cmp97, i1 %Sl118
  br i1 %Sl132, label %CF237, label %CF246

CF246:                                            ; preds = %CF246, %CF265, %CF252
  %Cmp133 = icmp slt <2 x i32> %Sl80, %Shuff77
  %L134 = load double, ptr %0, align 8
  store <2 x double> %FC44, ptr %0, align 16
  %E135 = extractelement <2 x i1> %Cmp133, i32 %L105
  br i1 %E135, label %CF246, label %CF265

CF265:                                            ; preds = %CF246
  %Shuff136 = shufflevector <4 x i8> %I130, <4 x i8> %Shuff107, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I137 = insertelement <1 x i1> %Shuff7, i1 %E54, i32 76989
  %B138 = add i64 -1, %Sl45
  %ZE139 = zext i1 %E83 to i16
  %Sl140 = select i1 %Cmp, i1 %E106, i1 %E54
  br i1 %Sl140, label %CF246, label %CF260

CF260:                                            ; preds = %CF265
  %Cmp141 = icmp eq i8 101, %5
  br i1 %Cmp141, label %CF237, label %CF244

CF244:                                            ; preds = %CF244, %CF260
  %L142 = load <1 x double>, ptr %0, align 8
  store i1 %Cmp46, ptr %0, align 1
  %E143 = extractelement <4 x i1> %Cmp52, i32 195333
  br i1 %E143, label %CF244, label %CF247

CF247:                                            ; preds = %CF247, %CF258, %CF244
  %Shuff144 = shufflevector <1 x double> %L142, <1 x double> %FC117, <1 x i32> <i32 1>
  %I145 = insertelement <1 x double> %Shuff144, double %L53, i32 %L105
  %Tr146 = trunc <4 x i32> zeroinitializer to <4 x i8>
  %Sl147 = select i1 %Cmp24, i16 %E99, i16 %L120
  %Cmp148 = icmp ne <1 x i1> %Cmp16, %I13
  %L149 = load <2 x float>, ptr %0, align 8
  store double %L53, ptr %0, align 8
  %E150 = extractelement <1 x i1> zeroinitializer, i32 %B116
  br i1 %E150, label %CF247, label %CF258

CF258:                                            ; preds = %CF247
  %Shuff151 = shufflevector <2 x i1> %Cmp133, <2 x i1> %Cmp126, <2 x i32> <i32 1, i32 3>
  %I152 = insertelement <2 x i16> zeroinitializer, i16 %ZE139, i32 146249
  %FC153 = uitofp <4 x i8> %I to <4 x double>
  %Sl154 = select <4 x i1> %I101, <4 x i8> %I, <4 x i8> %I123
  %Cmp155 = icmp slt <1 x i8> %B, %I71
  %L156 = load <4 x i16>, ptr %0, align 8
  store i64 %Sl45, ptr %0, align 4
  %E157 = extractelement <4 x i32> %Shuff114, i32 %B57
  %Shuff158 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Tr146, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I159 = insertelement <1 x i1> %Shuff7, i1 %E150, i32 0
  %B160 = ashr <1 x i8> %Sl9, %I28
  %Sl161 = select i1 %Cmp111, i16 %ZE139, i16 %L25
  %Cmp162 = icmp ugt i32 0, %B72
  br i1 %Cmp162, label %CF247, label %CF256

CF256:                                            ; preds = %CF256, %CF258
  %L163 = load i1, ptr %0, align 1
  br i1 %L163, label %CF256, label %CF264

CF264:                                            ; preds = %CF256
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E164 = extractelement <2 x double> %Shuff49, i32 %E157
  %Shuff165 = shufflevector <2 x i1> %Cmp126, <2 x i1> %Shuff151, <2 x i32> <i32 poison, i32 1>
  %I166 = insertelement <1 x double> %I145, double %L53, i32 %B57
  %FC167 = uitofp <1 x i1> %Shuff84 to <1 x float>
  %Sl168 = select <4 x i1> %Cmp31, <4 x i8> %I42, <4 x i8> %Shuff107
  %Cmp169 = icmp uge <2 x i1> %Shuff165, %Cmp126
  %L170 = load <4 x i64>, ptr %0, align 32
  store i16 %L120, ptr %0, align 2
  %E171 = extractelement <1 x double> %I145, i32 %B57
  %Shuff172 = shufflevector <1 x i1> %Shuff129, <1 x i1> %I137, <1 x i32> <i32 1>
  %I173 = insertelement <2 x i1> %Shuff151, i1 %Sl132, i32 %3
  %B174 = ashr <4 x i8> %Shuff92, %Shuff34
  %FC175 = fptoui float 0xC27D3A7100000000 to i16
  %Sl176 = select <4 x i1> %Cmp31, <4 x i8> %B109, <4 x i8> %Sl168
  %L177 = load double, ptr %0, align 8
  %E178 = extractelement <1 x i1> %I137, i32 %B57
  br i1 %E178, label %CF237, label %CF239

CF239:                                            ; preds = %CF239, %CF264
  %Shuff179 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I152, <2 x i32> <i32 poison, i32 1>
  %I180 = insertelement <2 x i16> zeroinitializer, i16 -17055, i32 0
  %B181 = srem i64 %Sl59, %B138
  %FC182 = uitofp i16 %FC175 to float
  %Sl183 = select <1 x i1> %I78, <1 x double> %I166, <1 x double> %FC117
  %Cmp184 = icmp uge <8 x i16> %L61, %L5
  %L185 = load <1 x i8>, ptr %0, align 1
  store i16 %L25, ptr %1, align 2
  %E186 = extractelement <4 x i8> %I8, i32 %B72
  %Shuff187 = shufflevector <4 x i8> %Sl176, <4 x i8> %L82, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I188 = insertelement <8 x i16> %L61, i16 %L120, i32 %E157
  %FC189 = uitofp <4 x i8> %Shuff92 to <4 x double>
  %Sl190 = select <4 x i1> %Cmp31, <4 x i8> %I42, <4 x i8> %Shuff187
  %Cmp191 = fcmp oeq <4 x double> %FC153, %L68
  %L192 = load <16 x double>, ptr %0, align 128
  store double %L53, ptr %0, align 8
  %E193 = extractelement <4 x i8> %Shuff27, i32 %3
  %Shuff194 = shufflevector <4 x i8> %Shuff27, <4 x i8> %I, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I195 = insertelement <2 x i16> zeroinitializer, i16 -8263, i32 %Sl
  %B196 = sdiv i64 372129, 41701
  %Se197 = sext i16 %B79 to i64
  %Sl198 = select i1 false, i16 %B79, i16 %E62
  %Cmp199 = icmp sgt <4 x i8> %B29, %I
  %L200 = load i8, ptr %0, align 1
  store <1 x i16> zeroinitializer, ptr %0, align 2
  %E201 = extractelement <8 x i16> %L61, i32 0
  %Shuff202 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I203 = insertelement <1 x double> %L142, double %L134, i32 %B57
  %B204 = ashr <2 x i16> %I35, %Shuff
  %Sl205 = select <4 x i1> %Cmp31, <4 x double> %FC131, <4 x double> %FC153
  %Cmp206 = icmp ne i64 41701, %B21
  br i1 %Cmp206, label %CF239, label %CF242

CF242:                                            ; preds = %CF242, %CF239
  %L207 = load <1 x i64>, ptr %0, align 8
  store double %L134, ptr %0, align 8
  %E208 = extractelement <1 x double> %Sl183, i32 %E157
  %Shuff209 = shufflevector <4 x i8> %Shuff12, <4 x i8> %Shuff92, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I210 = insertelement <2 x i16> zeroinitializer, i16 %E6, i32 %E157
  %B211 = and i32 %B57, %E157
  %Sl212 = select i1 %Sl118, i32 %Sl125, i32 %B211
  %Cmp213 = icmp ne <4 x i1> %L32, %Cmp191
  %L214 = load i16, ptr %0, align 2
  store <2 x i64> <i64 0, i64 -1>, ptr %0, align 16
  %E215 = extractelement <2 x i1> %Shuff151, i32 %L105
  br i1 %E215, label %CF242, label %CF248

CF248:                                            ; preds = %CF248, %CF267, %CF253, %CF242
  %Shuff216 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> zeroinitializer
  %I217 = insertelement <2 x i32> %Shuff77, i32 76989, i32 %B57
  %B218 = fadd <4 x double> %Sl205, %FC131
  %Se219 = sext <1 x i1> %Cmp16 to <1 x i64>
  %Sl220 = select <1 x i1> %I78, <1 x i8> %ZE, <1 x i8> %I71
  %Cmp221 = fcmp olt <1 x double> %I166, %I166
  %L222 = load <2 x double>, ptr %0, align 16
  store i16 %E99, ptr %0, align 2
  %E223 = extractelement <1 x i1> %Shuff129, i32 %B211
  br i1 %E223, label %CF248, label %CF267

CF267:                                            ; preds = %CF248
  %Shuff224 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff77, <2 x i32> <i32 poison, i32 1>
  %I225 = insertelement <4 x i8> %Shuff209, i8 %E186, i32 146249
  %B226 = and i32 %B72, 146249
  %FC227 = fptoui float %L17 to i8
  %Sl228 = select i1 true, double %L177, double %L134
  %Cmp229 = icmp ne <1 x i1> %Shuff129, zeroinitializer
  %L230 = load i8, ptr %0, align 1
  store <1 x float> %FC167, ptr %0, align 4
  %E231 = extractelement <4 x i1> %Cmp213, i32 %Sl125
  br i1 %E231, label %CF248, label %CF253

CF253:                                            ; preds = %CF267
  %Shuff232 = shufflevector <4 x i8> %B94, <4 x i8> %Shuff19, <4 x i32> <i32 4, i32 6, i32 poison, i32 2>
  %I233 = insertelement <4 x i8> %Shuff232, i8 %E121, i32 %L105
  %FC234 = uitofp i32 %Sl to double
  %Sl235 = select <4 x i1> %Cmp213, <4 x i8> %Shuff27, <4 x i8> %Shuff27
  %Cmp236 = icmp uge i32 %E157, 146249
  br i1 %Cmp236, label %CF248, label %CF250

CF250:                                            ; preds = %CF253
  store <16 x i32> %L127, ptr %0, align 64
  store <4 x i8> %Shuff19, ptr %0, align 4
  store i8 %E69, ptr %0, align 1
  store float 0xC66D2A6100000000, ptr %0, align 4
  ret void
}
