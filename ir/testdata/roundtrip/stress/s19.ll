; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD19(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca i32, align 4
  %A2 = alloca i32, align 4
  %A1 = alloca i16, align 2
  %A = alloca float, align 4
  %L = load <8 x i32>, ptr %0, align 32
  store float 0xC106AADA80000000, ptr %0, align 4
  %E = extractelement <1 x i16> zeroinitializer, i32 %3
  %Shuff = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I = insertelement <1 x i16> zeroinitializer, i16 %E, i32 230093
  %B = ashr i8 -11, -119
  %Sl = select i1 false, <1 x i16> zeroinitializer, <1 x i16> %I
  %Cmp = icmp ne <8 x i32> %L, %L
  %L5 = load i64, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E6 = extractelement <16 x i32> zeroinitializer, i32 230093
  %Shuff7 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %I, <1 x i32> zeroinitializer
  %I8 = insertelement <2 x i16> %Shuff, i16 %E, i32 %E6
  %FC = uitofp i1 true to double
  %Sl9 = select i1 false, i1 true, i1 false
  br label %CF255

CF255:                                            ; preds = %BB
  %L10 = load <4 x double>, ptr %0, align 32
  store i32 55673, ptr %0, align 4
  %E11 = extractelement <16 x i32> zeroinitializer, i32 %E6
  %Shuff12 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %I, <1 x i32> <i32 1>
  %I13 = insertelement <1 x i16> zeroinitializer, i16 %E, i32 %E6
  %B14 = frem double %FC, 0x229B48BA1199ED38
  %ZE = zext <2 x i16> zeroinitializer to <2 x i64>
  %Sl15 = select i1 false, ptr %A4, ptr %A
  %Cmp16 = icmp ule <2 x i16> %Shuff, zeroinitializer
  %L17 = load <8 x i64>, ptr %Sl15, align 64
  store float 0xC106AADA80000000, ptr %Sl15, align 4
  %E18 = extractelement <2 x i16> zeroinitializer, i32 230093
  %Shuff19 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %Shuff7, <1 x i32> <i32 1>
  %I20 = insertelement <1 x i16> zeroinitializer, i16 %E, i32 55673
  %B21 = fsub double %FC, 0x8F279446FC2536C4
  %FC22 = uitofp i32 %E6 to double
  %Sl23 = select i1 %Sl9, i64 210721, i64 288005
  %Cmp24 = icmp eq <2 x i16> zeroinitializer, %Shuff
  %L25 = load double, ptr %Sl15, align 8
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl15, align 16
  %E26 = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff27 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I28 = insertelement <2 x i16> %I8, i16 %E18, i32 %E6
  %B29 = or <1 x i16> %I13, %I
  %FC30 = sitofp i64 %4 to float
  %Sl31 = select i1 false, double 0x36ABB0CACDA9FD48, double 0x8F279446FC2536C4
  %Cmp32 = icmp sge <1 x i16> zeroinitializer, %I
  %L33 = load <1 x i1>, ptr %Sl15, align 1
  store i32 55673, ptr %0, align 4
  %E34 = extractelement <2 x i1> %Cmp24, i32 %E6
  br label %CF243

CF243:                                            ; preds = %CF255
  %Shuff35 = shufflevector <2 x i64> %Shuff27, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I36 = insertelement <1 x i16> zeroinitializer, i16 %E, i32 230093
  %B37 = fmul float 0x399CA6F080000000, 0xBD7A25AE00000000
  %ZE38 = fpext float 0x399CA6F080000000 to double
  %Sl39 = select i1 false, <2 x i64> %Shuff27, <2 x i64> %ZE
  %Cmp40 = icmp slt i1 false, false
  br label %CF

CF:                                               ; preds = %CF, %CF253, %CF244, %CF242, %CF243
  %L41 = load i8, ptr %Sl15, align 1
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl15, align 32
  %E42 = extractelement <16 x i32> zeroinitializer, i32 %E6
  %Shuff43 = shufflevector <2 x i64> %Shuff27, <2 x i64> %Shuff27, <2 x i32> poison
  %I44 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 230093
  %B45 = add i8 %5, 69
  %FC46 = uitofp <2 x i16> zeroinitializer to <2 x double>
  %Sl47 = select i1 true, i1 %Sl9, i1 %E34
  br i1 %Sl47, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF
  %L48 = load <16 x i32>, ptr %Sl15, align 64
  store float 0xC106AADA80000000, ptr %Sl15, align 4
  %E49 = extractelement <2 x i16> %I28, i32 %E6
  %Shuff50 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> poison
  %I51 = insertelement <16 x i32> %L48, i32 %E26, i32 %3
  %FC52 = fptosi double %L25 to i1
  br i1 %FC52, label %CF245, label %CF249

CF249:                                            ; preds = %CF249, %CF252, %CF245
  %Sl53 = select i1 %E34, i8 -111, i8 %L41
  %Cmp54 = fcmp ult float %B37, 0xC106AADA80000000
  br i1 %Cmp54, label %CF249, label %CF252

CF252:                                            ; preds = %CF249
  %L55 = load <2 x i64>, ptr %0, align 16
  store i64 %4, ptr %Sl15, align 4
  %E56 = extractelement <2 x i64> %Sl39, i32 55673
  %Shuff57 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I58 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 %E26
  %Se = sext <1 x i16> %Shuff7 to <1 x i64>
  %Sl59 = select i1 true, float 0xC16A359E00000000, float %B37
  %Cmp60 = icmp ugt <1 x i16> %Shuff12, %I
  %L61 = load i64, ptr %0, align 4
  %E62 = extractelement <1 x i1> %Cmp60, i32 %E26
  br i1 %E62, label %CF249, label %CF250

CF250:                                            ; preds = %CF250, %CF252
  %Shuff63 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff27, <2 x i32> <i32 1, i32 3>
  %I64 = insertelement <4 x i1> zeroinitializer, i1 false, i32 %E6
  %B65 = urem i32 %3, %3
  %PC = bitcast ptr %1 to ptr
  %Sl66 = select i1 true, i1 false, i1 %E34
  br i1 %Sl66, label %CF250, label %CF253

CF253:                                            ; preds = %CF250
  %Cmp67 = icmp ne i16 %E49, %E49
  br i1 %Cmp67, label %CF, label %CF244

CF244:                                            ; preds = %CF253
  %L68 = load i1, ptr %Sl15, align 1
  br i1 %L68, label %CF, label %CF242

CF242:                                            ; preds = %CF244
  store <2 x i8> <i8 0, i8 -1>, ptr %Sl15, align 2
  %E69 = extractelement <1 x i1> %Cmp32, i32 %E6
  br i1 %E69, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF259, %CF265, %CF270, %CF242
  %Shuff70 = shufflevector <2 x i1> %Cmp24, <2 x i1> %Cmp16, <2 x i32> <i32 2, i32 0>
  %I71 = insertelement <4 x i8> zeroinitializer, i8 %L41, i32 %B65
  %FC72 = sitofp <8 x i1> %Cmp to <8 x float>
  %Sl73 = select i1 %Sl9, <2 x i64> %Shuff35, <2 x i64> %L55
  %Cmp74 = icmp eq <8 x i1> %Cmp, %Cmp
  %L75 = load double, ptr %PC, align 8
  store <2 x i16> zeroinitializer, ptr %PC, align 4
  %E76 = extractelement <2 x i64> %Shuff35, i32 %E26
  %Shuff77 = shufflevector <2 x i64> %Sl39, <2 x i64> zeroinitializer, <2 x i32> <i32 poison, i32 2>
  %I78 = insertelement <2 x i64> %ZE, i64 %Sl23, i32 55673
  %FC79 = sitofp <2 x i16> %Shuff to <2 x double>
  %Sl80 = select i1 %FC52, <1 x i16> %I, <1 x i16> zeroinitializer
  %Cmp81 = icmp ne <2 x i64> %L55, %ZE
  %L82 = load i8, ptr %PC, align 1
  store <4 x i8> %I44, ptr %PC, align 4
  %E83 = extractelement <2 x i16> zeroinitializer, i32 %E26
  %Shuff84 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I85 = insertelement <2 x i64> %Shuff27, i64 288005, i32 %E11
  %B86 = urem i8 -11, %Sl53
  %Se87 = sext <1 x i1> %Cmp60 to <1 x i64>
  %Sl88 = select <1 x i1> %Cmp32, <1 x i16> zeroinitializer, <1 x i16> %Shuff57
  %Cmp89 = icmp sgt i64 %L61, %E56
  br i1 %Cmp89, label %CF241, label %CF259

CF259:                                            ; preds = %CF241
  %L90 = load <2 x i1>, ptr %Sl15, align 1
  store i64 %E56, ptr %Sl15, align 4
  %E91 = extractelement <8 x i1> %Cmp, i32 %E26
  br i1 %E91, label %CF241, label %CF256

CF256:                                            ; preds = %CF256, %CF259
  %Shuff92 = shufflevector <2 x i64> %Sl73, <2 x i64> zeroinitializer, <2 x i32> poison
  %I93 = insertelement <2 x i1> %Shuff70, i1 false, i32 %E6
  %B94 = frem float %FC30, 0xC106AADA80000000
  %ZE95 = zext <8 x i1> %Cmp74 to <8 x i32>
  %Sl96 = select i1 %Sl9, i16 %E49, i16 %E83
  %Cmp97 = icmp slt i32 230093, %E6
  br i1 %Cmp97, label %CF256, label %CF265

CF265:                                            ; preds = %CF256
  %L98 = load <1 x i8>, ptr %Sl15, align 1
  store double 0x8F279446FC2536C4, ptr %Sl15, align 8
  %E99 = extractelement <2 x i1> %Shuff70, i32 %E42
  br i1 %E99, label %CF241, label %CF247

CF247:                                            ; preds = %CF247, %CF263, %CF265
  %Shuff100 = shufflevector <2 x i1> %Shuff70, <2 x i1> %Cmp16, <2 x i32> <i32 3, i32 1>
  %I101 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 %3
  %B102 = lshr <1 x i16> %Shuff7, zeroinitializer
  %BC = bitcast double %ZE38 to i64
  %Sl103 = select i1 false, i64 %BC, i64 210721
  %Cmp104 = icmp ugt i16 %E18, %E18
  br i1 %Cmp104, label %CF247, label %CF263

CF263:                                            ; preds = %CF247
  %L105 = load <8 x double>, ptr %PC, align 64
  store i1 false, ptr %0, align 1
  %E106 = extractelement <1 x i16> %I20, i32 %E6
  %Shuff107 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I28, <2 x i32> <i32 3, i32 1>
  %I108 = insertelement <2 x i16> %Shuff107, i16 %E, i32 %E6
  %Tr = trunc i8 -55 to i1
  br i1 %Tr, label %CF247, label %CF254

CF254:                                            ; preds = %CF254, %CF263
  %Sl109 = select <2 x i1> %Cmp16, <2 x i64> %Shuff63, <2 x i64> %L55
  %Cmp110 = icmp slt i64 %E76, %E56
  br i1 %Cmp110, label %CF254, label %CF266

CF266:                                            ; preds = %CF266, %CF254
  %L111 = load <16 x i8>, ptr %2, align 16
  store i16 %E, ptr %0, align 2
  %E112 = extractelement <1 x i16> %I36, i32 %E42
  %Shuff113 = shufflevector <2 x i64> %Shuff92, <2 x i64> %Shuff27, <2 x i32> <i32 3, i32 poison>
  %I114 = insertelement <2 x i16> %Shuff, i16 %E83, i32 %E42
  %B115 = shl i16 %E, %E83
  %ZE116 = zext <2 x i16> %Shuff to <2 x i64>
  %Sl117 = select i1 %Sl47, <2 x i64> %Sl73, <2 x i64> %ZE
  %Cmp118 = icmp sgt <2 x i1> %Cmp81, %Shuff70
  %L119 = load i8, ptr %Sl15, align 1
  %E120 = extractelement <2 x i64> %I78, i32 %E42
  %Shuff121 = shufflevector <1 x i16> %B102, <1 x i16> %Shuff57, <1 x i32> <i32 1>
  %I122 = insertelement <4 x i8> zeroinitializer, i8 %L41, i32 %3
  %B123 = ashr <2 x i64> %Sl109, zeroinitializer
  %FC124 = fptoui float %B37 to i8
  %Sl125 = select i1 %E34, i16 %E18, i16 %E
  %Cmp126 = icmp sge <2 x i16> %Shuff107, zeroinitializer
  %L127 = load i32, ptr %PC, align 4
  store <1 x i16> zeroinitializer, ptr %0, align 2
  %E128 = extractelement <1 x i8> %L98, i32 %L127
  %Shuff129 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %Sl80, <1 x i32> zeroinitializer
  %I130 = insertelement <2 x i16> %I8, i16 %E18, i32 %E26
  %B131 = udiv i32 %E26, %L127
  %Tr132 = trunc <2 x i64> %Shuff77 to <2 x i1>
  %Sl133 = select i1 %E34, <1 x i16> %Shuff7, <1 x i16> %Shuff129
  %Cmp134 = icmp ult <2 x i64> %B123, %Shuff63
  %L135 = load i64, ptr %0, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E136 = extractelement <8 x i32> %ZE95, i32 %L127
  %Shuff137 = shufflevector <1 x i16> %I, <1 x i16> %I36, <1 x i32> zeroinitializer
  %I138 = insertelement <1 x i16> zeroinitializer, i16 %Sl96, i32 %B65
  %B139 = urem <2 x i64> %ZE, %Sl73
  %ZE140 = zext i32 55673 to i64
  %Sl141 = select i1 %E34, <4 x double> %L10, <4 x double> %L10
  %Cmp142 = icmp slt <1 x i16> %B29, %Shuff121
  %L143 = load i1, ptr %Sl15, align 1
  br i1 %L143, label %CF266, label %CF270

CF270:                                            ; preds = %CF266
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 8
  %E144 = extractelement <16 x i32> zeroinitializer, i32 %L127
  %Shuff145 = shufflevector <1 x i64> %Se, <1 x i64> %Se, <1 x i32> zeroinitializer
  %I146 = insertelement <8 x i32> %L, i32 55673, i32 %L127
  %B147 = mul i32 %E136, %E6
  %ZE148 = zext i8 %L119 to i32
  %Sl149 = select i1 %E34, i16 %E106, i16 %E49
  %L150 = load i1, ptr %0, align 1
  br i1 %L150, label %CF241, label %CF246

CF246:                                            ; preds = %CF246, %CF267, %CF269, %CF258, %CF270
  %E151 = extractelement <2 x i1> %Cmp16, i32 %L127
  br i1 %E151, label %CF246, label %CF262

CF262:                                            ; preds = %CF262, %CF268, %CF246
  %Shuff152 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> poison
  %I153 = insertelement <1 x i64> %Shuff145, i64 288005, i32 %E42
  %B154 = xor i64 %Sl103, %E76
  %FC155 = uitofp i8 -31 to float
  %Sl156 = select <1 x i1> %Cmp32, <1 x i16> %Shuff121, <1 x i16> %Sl80
  %Cmp157 = icmp ugt <2 x i16> %I8, %I58
  %L158 = load <8 x i16>, ptr %0, align 16
  store float %B94, ptr %Sl15, align 4
  %E159 = extractelement <2 x i32> zeroinitializer, i32 %E6
  %Shuff160 = shufflevector <2 x i1> %Cmp157, <2 x i1> %Cmp81, <2 x i32> <i32 poison, i32 3>
  %I161 = insertelement <4 x i8> %I122, i8 -119, i32 %E136
  %B162 = and <1 x i16> %Sl, %Shuff129
  %ZE163 = zext <1 x i1> %Cmp32 to <1 x i8>
  %Sl164 = select i1 true, i64 %E120, i64 %E56
  %Cmp165 = icmp uge <2 x i1> %Cmp24, %Cmp16
  %L166 = load <4 x i8>, ptr %Sl15, align 4
  store i64 %E120, ptr %Sl15, align 4
  %E167 = extractelement <2 x i64> %Sl109, i32 %E6
  %Shuff168 = shufflevector <2 x i64> %I85, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I169 = insertelement <1 x i16> %B102, i16 %Sl149, i32 %E11
  %B170 = mul i64 %ZE140, %B154
  %Sl171 = select i1 %Cmp97, <1 x i16> %Shuff57, <1 x i16> zeroinitializer
  %Cmp172 = icmp slt <2 x i64> %Sl117, zeroinitializer
  %L173 = load float, ptr %Sl15, align 4
  store <2 x i64> %Sl109, ptr %Sl15, align 16
  %E174 = extractelement <1 x i16> %Sl133, i32 %E26
  %Shuff175 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I176 = insertelement <2 x i32> %Shuff175, i32 55673, i32 %E26
  %B177 = shl <1 x i8> %L98, %ZE163
  %FC178 = uitofp <1 x i16> %Shuff19 to <1 x double>
  %Sl179 = select <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i1> %I64
  %Cmp180 = icmp ule i1 %Sl9, false
  br i1 %Cmp180, label %CF262, label %CF268

CF268:                                            ; preds = %CF262
  %L181 = load <8 x i16>, ptr %Sl15, align 16
  store i64 %E120, ptr %Sl15, align 4
  %E182 = extractelement <16 x i32> %L48, i32 55673
  %Shuff183 = shufflevector <8 x double> %L105, <8 x double> %L105, <8 x i32> <i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I184 = insertelement <1 x i16> %Shuff57, i16 %E, i32 %E26
  %B185 = fdiv double 0x229B48BA1199ED38, 0x8F279446FC2536C4
  %FC186 = uitofp i1 %Cmp97 to double
  %Sl187 = select <2 x i1> %Tr132, <2 x i16> %I28, <2 x i16> zeroinitializer
  %Cmp188 = icmp slt i64 288005, %E56
  br i1 %Cmp188, label %CF262, label %CF267

CF267:                                            ; preds = %CF268
  %L189 = load <1 x i16>, ptr %Sl15, align 2
  store i32 %E26, ptr %Sl15, align 4
  %E190 = extractelement <4 x i8> %L166, i32 %E6
  %Shuff191 = shufflevector <2 x i32> %I176, <2 x i32> %Shuff175, <2 x i32> <i32 1, i32 3>
  %I192 = insertelement <2 x i64> %ZE116, i64 %B154, i32 %E11
  %Tr193 = trunc <2 x i64> %I85 to <2 x i1>
  %Sl194 = select i1 %Sl9, <8 x i1> %Cmp, <8 x i1> %Cmp
  %Cmp195 = icmp uge i32 %E159, 230093
  br i1 %Cmp195, label %CF246, label %CF260

CF260:                                            ; preds = %CF260, %CF267
  %L196 = load i64, ptr %0, align 4
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 8
  %E197 = extractelement <1 x i64> %Shuff145, i32 %E144
  %Shuff198 = shufflevector <2 x i32> %Shuff50, <2 x i32> %Shuff50, <2 x i32> <i32 2, i32 0>
  %I199 = insertelement <1 x i16> %Sl156, i16 %E49, i32 230093
  %FC200 = sitofp <8 x i32> %ZE95 to <8 x double>
  %Sl201 = select i1 %Cmp180, i8 %L41, i8 %E190
  %Cmp202 = icmp ugt i1 %E34, false
  br i1 %Cmp202, label %CF260, label %CF261

CF261:                                            ; preds = %CF261, %CF260
  %L203 = load <4 x float>, ptr %2, align 16
  store i32 %E136, ptr %0, align 4
  %E204 = extractelement <1 x i16> %L189, i32 %L127
  %Shuff205 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff175, <2 x i32> <i32 3, i32 1>
  %I206 = insertelement <2 x i16> %I130, i16 %Sl96, i32 230093
  %B207 = urem <2 x i64> %Sl109, %ZE116
  %FC208 = sitofp <2 x i1> %Cmp24 to <2 x double>
  %Sl209 = select i1 %L150, <2 x i64> %Shuff27, <2 x i64> %ZE
  %Cmp210 = icmp eq <1 x i16> %Sl133, %B29
  %L211 = load double, ptr %Sl15, align 8
  store <16 x i8> %L111, ptr %PC, align 16
  %E212 = extractelement <1 x i16> %Shuff152, i32 230093
  %Shuff213 = shufflevector <2 x i64> %Sl209, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I214 = insertelement <2 x i32> %Shuff175, i32 %3, i32 %L127
  %B215 = lshr i64 %E76, %E120
  %Tr216 = trunc i16 %E204 to i1
  br i1 %Tr216, label %CF261, label %CF269

CF269:                                            ; preds = %CF261
  %Sl217 = select <8 x i1> %Sl194, <8 x double> %L105, <8 x double> %Shuff183
  %L218 = load i64, ptr %0, align 4
  store <8 x i64> %L17, ptr %0, align 64
  %E219 = extractelement <2 x i1> %Cmp24, i32 %L127
  br i1 %E219, label %CF246, label %CF251

CF251:                                            ; preds = %CF251, %CF264, %CF269
  %Shuff220 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %L189, <1 x i32> poison
  %I221 = insertelement <1 x i16> zeroinitializer, i16 %E212, i32 %E6
  %B222 = fsub float 0x399CA6F080000000, 0xBD7A25AE00000000
  %FC223 = uitofp <8 x i32> %ZE95 to <8 x double>
  %Sl224 = select i1 %Cmp180, i32 %3, i32 %E159
  %Cmp225 = fcmp oeq double %Sl31, 0x229B48BA1199ED38
  br i1 %Cmp225, label %CF251, label %CF264

CF264:                                            ; preds = %CF251
  %L226 = load i32, ptr %0, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 32
  %E227 = extractelement <2 x i16> %Shuff, i32 %ZE148
  %Shuff228 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff175, <2 x i32> <i32 2, i32 0>
  %I229 = insertelement <8 x double> %FC223, double %B185, i32 %E182
  %Se230 = sext i1 true to i16
  %Sl231 = select i1 %FC52, i1 false, i1 %L143
  br i1 %Sl231, label %CF251, label %CF257

CF257:                                            ; preds = %CF257, %CF264
  %Cmp232 = icmp slt i16 %Se230, %E212
  br i1 %Cmp232, label %CF257, label %CF258

CF258:                                            ; preds = %CF257
  %L233 = load i16, ptr %0, align 2
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl15, align 8
  %E234 = extractelement <2 x i1> %Shuff160, i32 %E144
  br i1 %E234, label %CF246, label %CF248

CF248:                                            ; preds = %CF258
  %Shuff235 = shufflevector <1 x i8> %B177, <1 x i8> %L98, <1 x i32> poison
  %I236 = insertelement <1 x i16> %Shuff12, i16 %E18, i32 %L127
  %B237 = add <16 x i32> %L48, zeroinitializer
  %FC238 = uitofp <1 x i16> %Sl to <1 x double>
  %Sl239 = select <2 x i1> %L90, <2 x i1> %Shuff160, <2 x i1> %Shuff100
  %Cmp240 = icmp ugt <2 x i16> zeroinitializer, %I58
  store <2 x i16> %Shuff, ptr %0, align 4
  store <16 x i32> %B237, ptr %0, align 64
  store <1 x double> %FC238, ptr %0, align 8
  store <4 x float> %L203, ptr %0, align 16
  store <8 x float> %FC72, ptr %0, align 32
  ret void
}
