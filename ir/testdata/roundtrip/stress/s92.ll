; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD92(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x float>, align 32
  %A3 = alloca <2 x double>, align 16
  %A2 = alloca <8 x i32>, align 32
  %A1 = alloca <1 x double>, align 8
  %A = alloca <1 x i1>, align 1
  %L = load i64, ptr %0, align 4
  store <4 x i8> zeroinitializer, ptr %0, align 4
  %E = extractelement <1 x i8> zeroinitializer, i32 %3
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I = insertelement <4 x i64> zeroinitializer, i64 0, i32 46597
  %B = xor i16 0, 0
  %FC = fptosi double 0x5F3FE25E483D00DC to i16
  %Sl = select i1 true, ptr %A4, ptr %0
  %Cmp = icmp slt <2 x i64> zeroinitializer, zeroinitializer
  %L5 = load <4 x i16>, ptr %Sl, align 8
  store float 0x40E135D500000000, ptr %A3, align 4
  %E6 = extractelement <16 x i8> zeroinitializer, i32 46597
  %Shuff7 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I8 = insertelement <1 x i8> zeroinitializer, i8 77, i32 %3
  %Sl9 = select i1 true, double 0xDB2F0A4E1C2D80CC, double 0x86DF11FE7FDD407C
  %Cmp10 = icmp sgt <1 x i64> zeroinitializer, zeroinitializer
  %L11 = load <2 x i64>, ptr %Sl, align 16
  store i1 true, ptr %Sl, align 1
  %E12 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff13 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I14 = insertelement <4 x i64> %Shuff, i64 %L, i32 46597
  %FC15 = sitofp i1 true to float
  %Sl16 = select i1 true, i8 77, i8 %5
  %Cmp17 = icmp eq i8 %5, -83
  br label %CF256

CF256:                                            ; preds = %BB
  %L18 = load <4 x i32>, ptr %Sl, align 16
  store i1 true, ptr %Sl, align 1
  %E19 = extractelement <4 x i64> %Shuff, i32 405889
  %Shuff20 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff, <4 x i32> <i32 3, i32 poison, i32 poison, i32 1>
  %I21 = insertelement <1 x i32> zeroinitializer, i32 %3, i32 405889
  %B22 = fdiv double 0x5F3FE25E483D00DC, 0x86DF11FE7FDD407C
  %Sl23 = select i1 true, i16 %B, i16 25237
  %Cmp24 = icmp sge i64 %E19, %4
  br label %CF250

CF250:                                            ; preds = %CF256
  %L25 = load <4 x i16>, ptr %Sl, align 8
  store i32 46597, ptr %Sl, align 4
  %E26 = extractelement <4 x i16> %L5, i32 405889
  %Shuff27 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I28 = insertelement <1 x i8> zeroinitializer, i8 %Sl16, i32 46597
  %B29 = and <1 x i8> %Shuff7, %Shuff7
  %FC30 = sitofp <2 x i64> %L11 to <2 x float>
  %Sl31 = select i1 %Cmp17, <2 x i1> %Cmp, <2 x i1> %Cmp
  %Cmp32 = icmp ult i64 %E12, %E19
  br label %CF244

CF244:                                            ; preds = %CF244, %CF250
  %L33 = load i8, ptr %0, align 1
  store <4 x i16> %L5, ptr %0, align 8
  %E34 = extractelement <4 x i64> %Shuff, i32 405889
  %Shuff35 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I36 = insertelement <4 x i64> %Shuff, i64 467865, i32 405889
  %B37 = srem <4 x i16> %L5, %L5
  %Tr = trunc <4 x i64> %I to <4 x i16>
  %Sl38 = select i1 true, i1 true, i1 %Cmp17
  br i1 %Sl38, label %CF244, label %CF262

CF262:                                            ; preds = %CF262, %CF244
  %L39 = load i16, ptr %Sl, align 2
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl, align 16
  %E40 = extractelement <4 x i64> zeroinitializer, i32 405889
  %Shuff41 = shufflevector <4 x i64> %I, <4 x i64> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 poison, i32 2>
  %I42 = insertelement <2 x float> %FC30, float %FC15, i32 %3
  %B43 = and <4 x i64> zeroinitializer, %I36
  %Sl44 = select i1 %Cmp17, <4 x i64> %Shuff20, <4 x i64> %Shuff35
  %Cmp45 = icmp ule <4 x i64> %I, zeroinitializer
  %L46 = load i32, ptr %Sl, align 4
  %E47 = extractelement <4 x i64> %Shuff, i32 %L46
  %Shuff48 = shufflevector <1 x i8> %Shuff7, <1 x i8> %Shuff7, <1 x i32> <i32 1>
  %I49 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 %L46
  %B50 = shl <4 x i64> %Sl44, zeroinitializer
  %Se = sext i1 true to i16
  %Sl51 = select <1 x i1> %Cmp10, <1 x i8> %B29, <1 x i8> %Shuff7
  %Cmp52 = icmp ult <4 x i64> %Shuff, %Shuff35
  %L53 = load <4 x i64>, ptr %0, align 32
  store i1 %Sl38, ptr %Sl, align 1
  %E54 = extractelement <4 x i64> %B50, i32 46597
  %Shuff55 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I21, <1 x i32> <i32 1>
  %I56 = insertelement <4 x i32> %L18, i32 405889, i32 %L46
  %FC57 = fptosi double 0xDB2F0A4E1C2D80CC to i1
  br i1 %FC57, label %CF262, label %CF265

CF265:                                            ; preds = %CF262
  %Sl58 = select i1 true, double %B22, double 0xEC306E221C1CF60
  %Cmp59 = icmp eq <4 x i16> %B37, %L5
  %L60 = load <4 x i8>, ptr %Sl, align 4
  store i1 true, ptr %0, align 1
  %E61 = extractelement <1 x i8> %Sl51, i32 46597
  %Shuff62 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff27, <1 x i32> <i32 1>
  %I63 = insertelement <1 x i8> %B29, i8 77, i32 %L46
  %B64 = or i8 %Sl16, %5
  %FC65 = uitofp i16 0 to double
  %Sl66 = select i1 %Cmp32, i64 %L, i64 %E34
  %Cmp67 = icmp ult <4 x i64> %Shuff35, zeroinitializer
  %L68 = load float, ptr %0, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 8
  %E69 = extractelement <4 x i32> %L18, i32 405889
  %Shuff70 = shufflevector <4 x i1> %Cmp45, <4 x i1> %Cmp45, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I71 = insertelement <4 x i16> %Tr, i16 %Se, i32 46597
  %B72 = fdiv double 0x8A73DE9255715F10, 0xEC306E221C1CF60
  %Se73 = sext <4 x i8> zeroinitializer to <4 x i32>
  %Sl74 = select i1 %Cmp24, i64 %E19, i64 %E54
  %Cmp75 = icmp uge i16 %E26, %Sl23
  br label %CF

CF:                                               ; preds = %CF, %CF257, %CF258, %CF245, %CF243, %CF264, %CF263, %CF265
  %L76 = load float, ptr %Sl, align 4
  store <2 x i32> <i32 0, i32 -1>, ptr %0, align 8
  %E77 = extractelement <1 x i8> zeroinitializer, i32 46597
  %Shuff78 = shufflevector <4 x i32> %Se73, <4 x i32> %I56, <4 x i32> <i32 4, i32 6, i32 0, i32 poison>
  %I79 = insertelement <1 x i8> zeroinitializer, i8 77, i32 %E69
  %B80 = srem <4 x i16> %L25, %L25
  %Tr81 = trunc <4 x i64> %Shuff35 to <4 x i8>
  %Sl82 = select i1 %Cmp17, <1 x i1> %Cmp10, <1 x i1> %Cmp10
  %Cmp83 = icmp sge i8 %E, %5
  br i1 %Cmp83, label %CF, label %CF257

CF257:                                            ; preds = %CF
  %L84 = load float, ptr %0, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E85 = extractelement <4 x i64> zeroinitializer, i32 %L46
  %Shuff86 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %Shuff7, <1 x i32> zeroinitializer
  %I87 = insertelement <1 x i32> zeroinitializer, i32 %L46, i32 %L46
  %B88 = fadd double %FC65, 0x86DF11FE7FDD407C
  %FC89 = fptosi float 0x40B633EA00000000 to i8
  %Sl90 = select i1 true, i16 %FC, i16 -11559
  %Cmp91 = icmp slt i8 -83, %E61
  br i1 %Cmp91, label %CF, label %CF246

CF246:                                            ; preds = %CF246, %CF257
  %L92 = load <8 x i64>, ptr %Sl, align 64
  store i32 %L46, ptr %1, align 4
  %E93 = extractelement <1 x i8> zeroinitializer, i32 %L46
  %Shuff94 = shufflevector <4 x i32> %Shuff78, <4 x i32> %L18, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I95 = insertelement <1 x i8> %Shuff86, i8 77, i32 %E69
  %B96 = mul <4 x i64> zeroinitializer, %Shuff13
  %Tr97 = trunc <4 x i32> %Shuff78 to <4 x i16>
  %Sl98 = select i1 true, i32 %L46, i32 %3
  %Cmp99 = icmp sgt i32 405889, %L46
  br i1 %Cmp99, label %CF246, label %CF247

CF247:                                            ; preds = %CF247, %CF246
  %L100 = load double, ptr %Sl, align 8
  store <2 x i32> <i32 0, i32 -1>, ptr %0, align 8
  %E101 = extractelement <4 x i64> zeroinitializer, i32 %Sl98
  %Shuff102 = shufflevector <4 x i64> %Shuff41, <4 x i64> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I103 = insertelement <1 x i8> %Shuff86, i8 -83, i32 %L46
  %Sl104 = select i1 %Cmp17, i16 25237, i16 %Sl90
  %Cmp105 = icmp sge i64 %E34, %E34
  br i1 %Cmp105, label %CF247, label %CF248

CF248:                                            ; preds = %CF248, %CF267, %CF247
  %L106 = load i16, ptr %0, align 2
  store <4 x i32> %L18, ptr %0, align 16
  %E107 = extractelement <2 x i1> %Cmp, i32 405889
  br i1 %E107, label %CF248, label %CF267

CF267:                                            ; preds = %CF248
  %Shuff108 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I49, <4 x i32> <i32 poison, i32 4, i32 6, i32 poison>
  %I109 = insertelement <1 x i8> zeroinitializer, i8 %E61, i32 %Sl98
  %B110 = urem <1 x i32> %I87, zeroinitializer
  %Tr111 = trunc <4 x i64> %I36 to <4 x i16>
  %Sl112 = select i1 %Cmp75, <1 x i1> %Sl82, <1 x i1> %Cmp10
  %Cmp113 = icmp sgt <2 x i1> %Cmp, %Cmp
  %L114 = load i16, ptr %Sl, align 2
  %E115 = extractelement <1 x i32> zeroinitializer, i32 %E69
  %Shuff116 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I79, <1 x i32> <i32 1>
  %I117 = insertelement <1 x i8> zeroinitializer, i8 %E77, i32 405889
  %B118 = and <4 x i64> %Shuff20, zeroinitializer
  %ZE = zext <4 x i16> %Tr97 to <4 x i64>
  %Sl119 = select i1 %E107, <4 x i8> zeroinitializer, <4 x i8> %Tr81
  %Cmp120 = icmp slt i16 %L114, %Sl90
  br i1 %Cmp120, label %CF248, label %CF251

CF251:                                            ; preds = %CF251, %CF267
  %L121 = load i64, ptr %0, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl, align 16
  %E122 = extractelement <4 x i64> zeroinitializer, i32 %Sl98
  %Shuff123 = shufflevector <4 x i64> %Shuff41, <4 x i64> %B96, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I124 = insertelement <1 x i8> %Shuff48, i8 %E93, i32 %Sl98
  %B125 = srem <4 x i16> %Tr111, %L25
  %Tr126 = trunc <4 x i64> %B50 to <4 x i16>
  %Sl127 = select i1 true, <8 x i64> %L92, <8 x i64> %L92
  %Cmp128 = icmp sgt <4 x i32> %Shuff78, %I56
  %L129 = load double, ptr %Sl, align 8
  store <4 x i16> %B37, ptr %0, align 8
  %E130 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff131 = shufflevector <4 x i64> %Shuff20, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 2, i32 4, i32 poison>
  %I132 = insertelement <4 x i64> %Shuff131, i64 0, i32 %E115
  %Se133 = sext i1 %Cmp75 to i64
  %Sl134 = select <4 x i1> %Cmp128, <4 x i64> zeroinitializer, <4 x i64> %ZE
  %Cmp135 = icmp ugt <1 x i8> %Shuff7, %Shuff7
  %L136 = load <2 x i1>, ptr %0, align 1
  store i8 %E61, ptr %0, align 1
  %E137 = extractelement <4 x i32> %Shuff78, i32 405889
  %Shuff138 = shufflevector <4 x i64> %Shuff41, <4 x i64> %B96, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I139 = insertelement <4 x i64> zeroinitializer, i64 %Se133, i32 %E115
  %B140 = fmul double 0x645BBA7AB359BEF8, 0xB4F73E1629F5E894
  %ZE141 = zext <1 x i8> %Shuff7 to <1 x i32>
  %Sl142 = select i1 %Sl38, <1 x i8> %I124, <1 x i8> %Shuff27
  %Cmp143 = icmp uge i64 %Sl74, 0
  br i1 %Cmp143, label %CF251, label %CF258

CF258:                                            ; preds = %CF251
  %L144 = load i1, ptr %0, align 1
  br i1 %L144, label %CF, label %CF245

CF245:                                            ; preds = %CF258
  store <4 x i16> %L5, ptr %2, align 8
  %E145 = extractelement <4 x i64> %Shuff131, i32 405889
  %Shuff146 = shufflevector <4 x i1> %Cmp128, <4 x i1> %Cmp128, <4 x i32> <i32 poison, i32 poison, i32 0, i32 2>
  %I147 = insertelement <4 x i64> %Shuff, i64 484493, i32 %E115
  %Se148 = sext i1 true to i64
  %Sl149 = select <4 x i1> %Cmp45, <4 x i16> %I71, <4 x i16> %L25
  %Cmp150 = icmp eq <1 x i8> %I63, %Sl142
  %L151 = load <2 x i8>, ptr %0, align 2
  store i32 %Sl98, ptr %0, align 4
  %E152 = extractelement <4 x i1> %Cmp128, i32 %E137
  br i1 %E152, label %CF, label %CF243

CF243:                                            ; preds = %CF245
  %Shuff153 = shufflevector <2 x i1> %L136, <2 x i1> %Cmp113, <2 x i32> <i32 1, i32 3>
  %I154 = insertelement <4 x i64> %Shuff35, i64 %E12, i32 %L46
  %PC = bitcast ptr %A to ptr
  %Sl155 = select i1 %FC57, <4 x i64> %Shuff131, <4 x i64> %Shuff35
  %Cmp156 = fcmp false double %Sl58, %Sl58
  br i1 %Cmp156, label %CF, label %CF242

CF242:                                            ; preds = %CF242, %CF260, %CF255, %CF243
  %L157 = load i32, ptr %PC, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 16
  %E158 = extractelement <1 x i8> zeroinitializer, i32 %E137
  %Shuff159 = shufflevector <2 x i1> %L136, <2 x i1> %Cmp113, <2 x i32> <i32 0, i32 2>
  %I160 = insertelement <1 x i8> zeroinitializer, i8 %E77, i32 %E115
  %B161 = sub <4 x i32> %Shuff78, %I56
  %FC162 = uitofp <4 x i64> %I147 to <4 x float>
  %Sl163 = select <1 x i1> %Cmp135, <1 x i1> %Sl112, <1 x i1> %Sl112
  %Cmp164 = icmp ne i1 %FC57, true
  br i1 %Cmp164, label %CF242, label %CF259

CF259:                                            ; preds = %CF259, %CF266, %CF242
  %L165 = load <1 x float>, ptr %PC, align 4
  store i1 %Cmp99, ptr %PC, align 1
  %E166 = extractelement <1 x i32> %Shuff55, i32 %E137
  %Shuff167 = shufflevector <4 x i64> %Shuff138, <4 x i64> %I14, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I168 = insertelement <2 x i64> %L11, i64 %Sl74, i32 405889
  %Se169 = sext <1 x i1> %Sl82 to <1 x i16>
  %Sl170 = select i1 %Cmp164, i8 %E77, i8 %5
  %Cmp171 = icmp uge i1 %L144, %Cmp17
  br i1 %Cmp171, label %CF259, label %CF261

CF261:                                            ; preds = %CF261, %CF259
  %L172 = load i32, ptr %A1, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl, align 8
  %E173 = extractelement <1 x i8> zeroinitializer, i32 %E69
  %Shuff174 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I175 = insertelement <4 x i1> %Shuff146, i1 %Cmp120, i32 %L157
  %FC176 = fptoui float %FC15 to i1
  br i1 %FC176, label %CF261, label %CF266

CF266:                                            ; preds = %CF261
  %Sl177 = select i1 %Cmp143, i16 25237, i16 -11559
  %Cmp178 = fcmp ult float %L68, %FC15
  br i1 %Cmp178, label %CF259, label %CF260

CF260:                                            ; preds = %CF266
  %L179 = load i32, ptr %PC, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E180 = extractelement <2 x float> %FC30, i32 %L46
  %Shuff181 = shufflevector <1 x i16> %Se169, <1 x i16> %Se169, <1 x i32> zeroinitializer
  %I182 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 %E137
  %B183 = shl <1 x i32> zeroinitializer, %I87
  %FC184 = sitofp i64 412781 to float
  %Sl185 = select i1 %Sl38, <4 x i32> %Shuff78, <4 x i32> %Shuff78
  %Cmp186 = icmp ugt <4 x i64> %Shuff41, %Shuff131
  %L187 = load i1, ptr %Sl, align 1
  br i1 %L187, label %CF242, label %CF255

CF255:                                            ; preds = %CF260
  %E188 = extractelement <8 x i64> %L92, i32 %E69
  %Shuff189 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I190 = insertelement <4 x i8> zeroinitializer, i8 %E93, i32 %Sl98
  %B191 = srem i8 77, %FC89
  %Tr192 = trunc <1 x i64> zeroinitializer to <1 x i1>
  %Sl193 = select i1 true, i1 %E107, i1 %Cmp83
  br i1 %Sl193, label %CF242, label %CF252

CF252:                                            ; preds = %CF252, %CF255
  %Cmp194 = icmp ult <1 x i32> %B110, %Shuff55
  %L195 = load double, ptr %PC, align 8
  store <2 x float> %FC30, ptr %PC, align 8
  %E196 = extractelement <1 x i32> %ZE141, i32 %E137
  %Shuff197 = shufflevector <4 x i64> %B96, <4 x i64> %Shuff13, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I198 = insertelement <1 x i8> %Shuff116, i8 %L33, i32 %E196
  %B199 = add <4 x i16> %Tr97, %L25
  %Sl200 = select i1 %Cmp143, <4 x i64> %I36, <4 x i64> %Shuff131
  %Cmp201 = icmp ne i64 %E40, 0
  br i1 %Cmp201, label %CF252, label %CF264

CF264:                                            ; preds = %CF252
  %L202 = load float, ptr %PC, align 4
  store <2 x i32> <i32 0, i32 -1>, ptr %0, align 8
  %E203 = extractelement <16 x i8> zeroinitializer, i32 %L172
  %Shuff204 = shufflevector <4 x i1> %Shuff70, <4 x i1> %Shuff146, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I205 = insertelement <2 x i64> %L11, i64 %E12, i32 %E69
  %B206 = shl <1 x i8> %I79, %I198
  %FC207 = uitofp <1 x i8> %I160 to <1 x float>
  %Sl208 = select <4 x i1> %Cmp128, <4 x i1> %Cmp59, <4 x i1> %Cmp45
  %Cmp209 = icmp sgt i64 %Se133, %Se133
  br i1 %Cmp209, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF264
  %L210 = load <2 x double>, ptr %0, align 16
  store i16 %Sl90, ptr %0, align 2
  %E211 = extractelement <1 x i1> %Sl163, i32 405889
  br i1 %E211, label %CF241, label %CF249

CF249:                                            ; preds = %CF249, %CF241
  %Shuff212 = shufflevector <4 x i1> %Shuff70, <4 x i1> %Shuff204, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I213 = insertelement <1 x float> %L165, float %FC15, i32 %E69
  %Tr214 = trunc <4 x i32> %L18 to <4 x i16>
  %Sl215 = select i1 %Cmp143, i1 true, i1 %Cmp143
  br i1 %Sl215, label %CF249, label %CF254

CF254:                                            ; preds = %CF254, %CF249
  %Cmp216 = icmp sgt i16 25237, 0
  br i1 %Cmp216, label %CF254, label %CF263

CF263:                                            ; preds = %CF254
  %L217 = load <8 x i8>, ptr %PC, align 8
  store i1 %Cmp156, ptr %0, align 1
  %E218 = extractelement <4 x i16> %Tr97, i32 %3
  %Shuff219 = shufflevector <4 x i64> %Sl44, <4 x i64> %B96, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I220 = insertelement <4 x i16> %I71, i16 %FC, i32 46597
  %B221 = sdiv <4 x i64> %Sl44, %Shuff35
  %BC = bitcast double %L195 to i64
  %Sl222 = select i1 %Cmp17, <1 x i32> %Shuff174, <1 x i32> %I87
  %Cmp223 = icmp eq <4 x i8> %I49, %I190
  %L224 = load i1, ptr %PC, align 1
  br i1 %L224, label %CF, label %CF239

CF239:                                            ; preds = %CF239, %CF253, %CF263
  store <8 x i8> %L217, ptr %0, align 8
  %E225 = extractelement <4 x float> %FC162, i32 %L46
  %Shuff226 = shufflevector <4 x i64> %Shuff, <4 x i64> %Shuff197, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I227 = insertelement <4 x i16> %Tr214, i16 %L114, i32 %Sl98
  %B228 = and <1 x i8> %Shuff86, zeroinitializer
  %Tr229 = trunc i64 %L121 to i16
  %Sl230 = select i1 true, i64 %Se133, i64 %E145
  %Cmp231 = icmp ult i16 %E218, %L39
  br i1 %Cmp231, label %CF239, label %CF253

CF253:                                            ; preds = %CF239
  %L232 = load i64, ptr %0, align 4
  store <4 x i32> %L18, ptr %0, align 16
  %E233 = extractelement <4 x i64> %I, i32 %E137
  %Shuff234 = shufflevector <2 x float> %FC30, <2 x float> %FC30, <2 x i32> poison
  %I235 = insertelement <4 x i64> %Shuff35, i64 %E85, i32 %3
  %Se236 = sext i8 %B191 to i16
  %Sl237 = select i1 %L224, i64 0, i64 %E188
  %Cmp238 = icmp ne i1 %Cmp156, %Cmp17
  br i1 %Cmp238, label %CF239, label %CF240

CF240:                                            ; preds = %CF253
  store double %Sl58, ptr %0, align 8
  store double %B72, ptr %Sl, align 8
  store i64 %Sl230, ptr %PC, align 4
  store i8 %L33, ptr %PC, align 1
  store i32 %E115, ptr %PC, align 4
  ret void
}
