; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD51(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca i16, align 2
  %A2 = alloca i64, align 8
  %A1 = alloca i1, align 1
  %A = alloca i1, align 1
  %L = load i64, ptr %0, align 4
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 32
  %E = extractelement <8 x i16> zeroinitializer, i32 195569
  %Shuff = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 4, i32 6, i32 poison>
  %I = insertelement <8 x i16> zeroinitializer, i16 %E, i32 195569
  %B = fadd float 0x472B209F00000000, 0x39763CAA00000000
  %FC = sitofp i64 228681 to float
  %Sl = select i1 true, i8 -99, i8 %5
  %Cmp = icmp uge i8 %Sl, -99
  br label %CF264

CF264:                                            ; preds = %BB
  %L5 = load <2 x double>, ptr %2, align 16
  store double 0x3E6B688A35691508, ptr %0, align 8
  %E6 = extractelement <8 x i1> zeroinitializer, i32 %3
  br label %CF

CF:                                               ; preds = %CF, %CF249, %CF254, %CF262, %CF259, %CF255, %CF264
  %Shuff7 = shufflevector <2 x double> %L5, <2 x double> %L5, <2 x i32> <i32 3, i32 1>
  %I8 = insertelement <2 x double> %L5, double 0x470BB92ACE09F5A8, i32 %3
  %FC9 = fptosi float 0xBE1EA5F280000000 to i64
  %Sl10 = select i1 true, i1 %E6, i1 true
  br i1 %Sl10, label %CF, label %CF249

CF249:                                            ; preds = %CF
  %Cmp11 = icmp ne <2 x i8> zeroinitializer, zeroinitializer
  %L12 = load <8 x i16>, ptr %0, align 16
  store i16 -1, ptr %0, align 2
  %E13 = extractelement <8 x i16> zeroinitializer, i32 195569
  %Shuff14 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I, <8 x i32> <i32 poison, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I15 = insertelement <2 x i1> %Cmp11, i1 %Sl10, i32 195569
  %B16 = shl i64 228681, 195149
  %ZE = fpext float 0x3D51A0E580000000 to double
  %Sl17 = select i1 true, float %FC, float 0xBE1EA5F280000000
  %Cmp18 = icmp slt <2 x i8> zeroinitializer, zeroinitializer
  %L19 = load <16 x i32>, ptr %0, align 64
  store i16 -1, ptr %0, align 2
  %E20 = extractelement <4 x i16> %Shuff, i32 195569
  %Shuff21 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 poison, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 poison>
  %I22 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 %3
  %B23 = srem <2 x i8> zeroinitializer, zeroinitializer
  %Se = sext i8 %Sl to i16
  %Sl24 = select i1 true, double 0xB57F089E3E7DC71C, double 0x3E6B688A35691508
  %Cmp25 = icmp ugt i8 5, %Sl
  br i1 %Cmp25, label %CF, label %CF248

CF248:                                            ; preds = %CF248, %CF249
  %L26 = load i16, ptr %0, align 2
  store <8 x i16> %I, ptr %0, align 16
  %E27 = extractelement <2 x i1> %Cmp18, i32 %3
  br i1 %E27, label %CF248, label %CF251

CF251:                                            ; preds = %CF251, %CF248
  %Shuff28 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I29 = insertelement <8 x i16> zeroinitializer, i16 %E, i32 %3
  %B30 = fsub float 0xBE1EA5F280000000, %B
  %Tr = trunc <8 x i16> zeroinitializer to <8 x i8>
  %Sl31 = select i1 true, i16 %L26, i16 -20103
  %L32 = load i8, ptr %0, align 1
  %E33 = extractelement <8 x i1> zeroinitializer, i32 %3
  br i1 %E33, label %CF251, label %CF252

CF252:                                            ; preds = %CF252, %CF251
  %Shuff34 = shufflevector <2 x i64> %Shuff28, <2 x i64> %Shuff28, <2 x i32> <i32 poison, i32 1>
  %I35 = insertelement <8 x i8> %Tr, i8 -99, i32 %3
  %B36 = urem i16 0, %E13
  %ZE37 = zext <8 x i8> %Tr to <8 x i16>
  %Sl38 = select i1 %E27, i64 %L, i64 192417
  %L39 = load double, ptr %0, align 8
  store <4 x i16> %Shuff, ptr %0, align 8
  %E40 = extractelement <2 x i1> %Cmp18, i32 %3
  br i1 %E40, label %CF252, label %CF254

CF254:                                            ; preds = %CF252
  %Shuff41 = shufflevector <2 x double> %I8, <2 x double> %L5, <2 x i32> <i32 0, i32 2>
  %I42 = insertelement <4 x i8> zeroinitializer, i8 %L32, i32 %3
  %B43 = frem float 0xBE1EA5F280000000, 0x472B209F00000000
  %Sl44 = select i1 %Cmp, <2 x double> %L5, <2 x double> %L5
  %Cmp45 = icmp ule i1 %E6, %E40
  br i1 %Cmp45, label %CF, label %CF247

CF247:                                            ; preds = %CF247, %CF254
  %L46 = load i32, ptr %0, align 4
  store <4 x i8> zeroinitializer, ptr %2, align 4
  %E47 = extractelement <2 x i64> zeroinitializer, i32 195569
  %Shuff48 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 2, i32 poison, i32 6>
  %I49 = insertelement <8 x i16> %Shuff14, i16 %Sl31, i32 %L46
  %B50 = ashr <2 x i8> %B23, zeroinitializer
  %FC51 = sitofp i16 %L26 to float
  %Sl52 = select i1 %Cmp25, <2 x double> %L5, <2 x double> %L5
  %Cmp53 = icmp ugt i64 %4, %4
  br i1 %Cmp53, label %CF247, label %CF262

CF262:                                            ; preds = %CF247
  %L54 = load double, ptr %0, align 8
  store <1 x i16> zeroinitializer, ptr %0, align 2
  %E55 = extractelement <4 x i8> zeroinitializer, i32 195569
  %Shuff56 = shufflevector <2 x double> %L5, <2 x double> %Shuff41, <2 x i32> <i32 3, i32 1>
  %I57 = insertelement <2 x double> %L5, double 0x3E6B688A35691508, i32 %3
  %ZE58 = zext i1 %E27 to i64
  %Sl59 = select i1 true, float %Sl17, float %Sl17
  %Cmp60 = fcmp ule <2 x double> %Shuff7, %Shuff41
  %L61 = load <2 x i64>, ptr %0, align 16
  store i8 %L32, ptr %0, align 1
  %E62 = extractelement <2 x double> %Shuff7, i32 %L46
  %Shuff63 = shufflevector <2 x double> %L5, <2 x double> %L5, <2 x i32> <i32 poison, i32 1>
  %I64 = insertelement <2 x i64> %Shuff28, i64 0, i32 %3
  %B65 = xor i16 %L26, -1
  %Se66 = sext i16 -1 to i32
  %Sl67 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i16> %Shuff48, <4 x i16> zeroinitializer
  %Cmp68 = fcmp ord <2 x double> %I8, %Shuff41
  %L69 = load <4 x i1>, ptr %0, align 1
  store float %B43, ptr %0, align 4
  %E70 = extractelement <2 x double> %L5, i32 %Se66
  %Shuff71 = shufflevector <2 x i64> %Shuff34, <2 x i64> %Shuff28, <2 x i32> <i32 1, i32 3>
  %I72 = insertelement <2 x i64> %L61, i64 %4, i32 %L46
  %B73 = fdiv double %Sl24, 0x470BB92ACE09F5A8
  %Sl74 = select <8 x i1> zeroinitializer, <8 x i16> zeroinitializer, <8 x i16> %Shuff21
  %Cmp75 = icmp sgt <2 x i1> %Cmp11, %Cmp60
  %L76 = load <1 x float>, ptr %0, align 4
  store i1 true, ptr %0, align 1
  %E77 = extractelement <8 x i16> zeroinitializer, i32 %Se66
  %Shuff78 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff48, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I79 = insertelement <4 x i16> zeroinitializer, i16 %E, i32 195569
  %B80 = fdiv float %Sl17, %B43
  %Tr81 = trunc i64 %ZE58 to i1
  br i1 %Tr81, label %CF, label %CF246

CF246:                                            ; preds = %CF246, %CF262
  %Sl82 = select i1 %Tr81, <2 x i8> zeroinitializer, <2 x i8> zeroinitializer
  %Cmp83 = icmp uge <2 x i64> %L61, %Shuff28
  %L84 = load i8, ptr %0, align 1
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E85 = extractelement <2 x double> %L5, i32 %L46
  %Shuff86 = shufflevector <4 x i16> %Shuff, <4 x i16> %Shuff48, <4 x i32> <i32 poison, i32 6, i32 0, i32 poison>
  %I87 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 %3
  %B88 = udiv i16 %Se, -1
  %FC89 = fptosi float 0x472B209F00000000 to i1
  br i1 %FC89, label %CF246, label %CF259

CF259:                                            ; preds = %CF246
  %Sl90 = select i1 true, <2 x double> %Shuff63, <2 x double> %Sl44
  %Cmp91 = icmp eq <4 x i1> %L69, %L69
  %L92 = load double, ptr %0, align 8
  store <16 x i32> %L19, ptr %0, align 64
  %E93 = extractelement <4 x i16> %Shuff48, i32 %3
  %Shuff94 = shufflevector <2 x i64> %Shuff28, <2 x i64> %Shuff28, <2 x i32> <i32 2, i32 0>
  %I95 = insertelement <4 x i16> %Shuff, i16 %B65, i32 195569
  %B96 = fdiv float 0x472B209F00000000, %FC51
  %FC97 = sitofp i16 0 to float
  %Sl98 = select i1 %Cmp25, <2 x i1> %Cmp83, <2 x i1> %Cmp11
  %Cmp99 = fcmp one float %FC, %B43
  br i1 %Cmp99, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF256, %CF259
  %L100 = load i32, ptr %0, align 4
  store <8 x i16> zeroinitializer, ptr %0, align 16
  %E101 = extractelement <8 x i16> zeroinitializer, i32 %L100
  %Shuff102 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff48, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I103 = insertelement <2 x double> %Shuff7, double %E62, i32 %L100
  %B104 = fsub double 0x3E6B688A35691508, %Sl24
  %Tr105 = trunc <2 x i64> %Shuff28 to <2 x i32>
  %Sl106 = select i1 %FC89, i16 %B65, i16 %B65
  %Cmp107 = icmp sge <8 x i16> zeroinitializer, zeroinitializer
  %L108 = load <1 x i8>, ptr %0, align 1
  store double 0xD4C34CE2E7C11560, ptr %0, align 8
  %E109 = extractelement <8 x i16> zeroinitializer, i32 %Se66
  %Shuff110 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %L12, <8 x i32> <i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison>
  %I111 = insertelement <8 x i16> zeroinitializer, i16 %E77, i32 %L46
  %Sl112 = select i1 true, <2 x double> %Shuff56, <2 x double> %Sl90
  %Cmp113 = icmp sge <4 x i1> %Cmp91, %L69
  %L114 = load i16, ptr %0, align 2
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %E115 = extractelement <2 x double> %Shuff63, i32 %3
  %Shuff116 = shufflevector <2 x double> %Shuff41, <2 x double> %L5, <2 x i32> <i32 0, i32 2>
  %I117 = insertelement <2 x i1> %Sl98, i1 true, i32 %L46
  %B118 = fmul <2 x double> %Sl112, %Shuff41
  %Sl119 = select i1 true, i16 %E, i16 -1
  %Cmp120 = fcmp ord <2 x double> %L5, %Sl112
  %L121 = load <4 x i1>, ptr %0, align 1
  store float %B, ptr %0, align 4
  %E122 = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff123 = shufflevector <2 x i32> %Tr105, <2 x i32> %Tr105, <2 x i32> <i32 poison, i32 1>
  %I124 = insertelement <2 x i8> %Sl82, i8 %E55, i32 195569
  %B125 = urem i64 %B16, %4
  %BC = bitcast double 0xD4C34CE2E7C11560 to i64
  %Sl126 = select i1 true, double %E115, double 0x3E6B688A35691508
  %Cmp127 = fcmp uge <2 x double> %Sl112, %Shuff63
  %L128 = load <16 x i8>, ptr %0, align 16
  store i64 %Sl38, ptr %0, align 4
  %E129 = extractelement <4 x i16> %Shuff102, i32 %3
  %Shuff130 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Sl74, <8 x i32> <i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I131 = insertelement <2 x double> %Shuff116, double %B104, i32 %3
  %B132 = fsub float 0x472B209F00000000, %Sl17
  %BC133 = bitcast double %E62 to i64
  %Sl134 = select i1 true, <2 x i1> %Cmp75, <2 x i1> %Cmp68
  %Cmp135 = icmp sge i1 true, true
  br i1 %Cmp135, label %CF241, label %CF244

CF244:                                            ; preds = %CF244, %CF258, %CF241
  %L136 = load i32, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E137 = extractelement <2 x i32> %Shuff123, i32 %Se66
  %Shuff138 = shufflevector <2 x i32> %Tr105, <2 x i32> %Tr105, <2 x i32> <i32 0, i32 poison>
  %I139 = insertelement <2 x double> %Shuff7, double 0x3E6B688A35691508, i32 %L136
  %B140 = xor i64 %FC9, %B125
  %Sl141 = select i1 %Cmp53, <2 x i64> %L61, <2 x i64> %I87
  %Cmp142 = icmp ugt <4 x i16> %I79, zeroinitializer
  %L143 = load i64, ptr %0, align 4
  store <1 x double> zeroinitializer, ptr %0, align 8
  %E144 = extractelement <2 x i1> %Cmp120, i32 %L136
  br i1 %E144, label %CF244, label %CF250

CF250:                                            ; preds = %CF250, %CF257, %CF244
  %Shuff145 = shufflevector <2 x i8> %I124, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I146 = insertelement <2 x i64> %Shuff34, i64 %B125, i32 195569
  %Tr147 = trunc <2 x i64> zeroinitializer to <2 x i1>
  %Sl148 = select i1 %FC89, <4 x i1> %Cmp91, <4 x i1> %L69
  %Cmp149 = icmp ugt i32 %Se66, %L46
  br i1 %Cmp149, label %CF250, label %CF257

CF257:                                            ; preds = %CF250
  %L150 = load i64, ptr %0, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %1, align 32
  %E151 = extractelement <2 x i64> zeroinitializer, i32 %L100
  %Shuff152 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I153 = insertelement <2 x i32> %Shuff123, i32 %L46, i32 %L100
  %B154 = fdiv <2 x double> %Shuff116, %Shuff56
  %Tr155 = trunc <8 x i16> %I to <8 x i8>
  %Sl156 = select i1 true, i64 %4, i64 %ZE58
  %Cmp157 = fcmp false float %B80, %B96
  br i1 %Cmp157, label %CF250, label %CF253

CF253:                                            ; preds = %CF253, %CF263, %CF257
  %L158 = load <8 x float>, ptr %0, align 32
  store i16 %B65, ptr %0, align 2
  %E159 = extractelement <4 x i16> %Shuff, i32 %L46
  %Shuff160 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff110, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I161 = insertelement <4 x i8> zeroinitializer, i8 %Sl, i32 195569
  %B162 = urem <4 x i16> zeroinitializer, %Sl67
  %PC = bitcast ptr %0 to ptr
  %Sl163 = select i1 %Cmp135, i8 %L32, i8 %L84
  %L164 = load <4 x float>, ptr %PC, align 16
  store i1 %Cmp157, ptr %PC, align 1
  %E165 = extractelement <2 x i1> %Cmp127, i32 195569
  br i1 %E165, label %CF253, label %CF261

CF261:                                            ; preds = %CF261, %CF253
  %Shuff166 = shufflevector <2 x double> %Sl52, <2 x double> %L5, <2 x i32> <i32 1, i32 3>
  %I167 = insertelement <2 x i64> zeroinitializer, i64 %B16, i32 %L136
  %B168 = fadd <2 x double> %B118, %I103
  %PC169 = bitcast ptr %A1 to ptr
  %Sl170 = select <2 x i1> %Cmp11, <2 x i1> %Cmp18, <2 x i1> %Sl134
  %L171 = load i64, ptr %PC, align 4
  %E172 = extractelement <8 x i16> %Shuff14, i32 %L136
  %Shuff173 = shufflevector <2 x double> %Sl44, <2 x double> %Shuff63, <2 x i32> <i32 3, i32 1>
  %I174 = insertelement <8 x i8> %Tr, i8 %Sl163, i32 %L46
  %FC175 = uitofp <8 x i16> %I to <8 x double>
  %Sl176 = select i1 true, i16 %E20, i16 %E159
  %Cmp177 = fcmp ugt double %Sl126, %L92
  br i1 %Cmp177, label %CF261, label %CF263

CF263:                                            ; preds = %CF261
  %L178 = load float, ptr %PC, align 4
  store <1 x float> %L76, ptr %PC, align 4
  %E179 = extractelement <2 x i64> %I87, i32 %L136
  %Shuff180 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff94, <2 x i32> <i32 0, i32 poison>
  %I181 = insertelement <4 x i16> zeroinitializer, i16 %B88, i32 %L46
  %Se182 = sext i16 %L114 to i64
  %Sl183 = select <2 x i1> %Cmp11, <2 x i32> %I153, <2 x i32> %Tr105
  %Cmp184 = icmp ne <2 x i32> %Shuff138, %Tr105
  %L185 = load <8 x i16>, ptr %PC, align 16
  store i16 %E, ptr %PC, align 2
  %E186 = extractelement <2 x i8> %B23, i32 %L46
  %Shuff187 = shufflevector <2 x i1> %Sl98, <2 x i1> %Cmp11, <2 x i32> <i32 1, i32 3>
  %I188 = insertelement <8 x i8> %Tr155, i8 %L84, i32 195569
  %FC189 = fptoui <8 x double> %FC175 to <8 x i1>
  %Sl190 = select <4 x i1> %L121, <4 x i16> %B162, <4 x i16> %B162
  %Cmp191 = fcmp ogt double 0xD4C34CE2E7C11560, %E85
  br i1 %Cmp191, label %CF253, label %CF258

CF258:                                            ; preds = %CF263
  %L192 = load <8 x i32>, ptr %PC, align 32
  store i64 0, ptr %PC, align 4
  %E193 = extractelement <8 x i16> zeroinitializer, i32 %3
  %Shuff194 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I195 = insertelement <4 x i8> %I161, i8 %L84, i32 %E137
  %B196 = or <2 x i64> %Sl141, %Shuff28
  %ZE197 = zext <2 x i1> %Cmp18 to <2 x i8>
  %Sl198 = select i1 %Cmp135, i16 %E101, i16 -1
  %Cmp199 = fcmp false double 0xB57F089E3E7DC71C, %ZE
  br i1 %Cmp199, label %CF244, label %CF245

CF245:                                            ; preds = %CF245, %CF258
  %L200 = load <4 x i16>, ptr %A, align 8
  store float %L178, ptr %PC, align 4
  %E201 = extractelement <2 x i1> %I15, i32 %L46
  br i1 %E201, label %CF245, label %CF256

CF256:                                            ; preds = %CF245
  %Shuff202 = shufflevector <8 x i16> %Shuff152, <8 x i16> %Shuff160, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3>
  %I203 = insertelement <2 x i64> %Shuff180, i64 %Sl38, i32 %3
  %B204 = fdiv <8 x double> %FC175, %FC175
  %Tr205 = trunc i16 %Sl176 to i8
  %Sl206 = select i1 %Cmp177, i32 195569, i32 %Se66
  %Cmp207 = icmp uge i16 %Sl176, %E193
  br i1 %Cmp207, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF260, %CF256
  %L208 = load <4 x i64>, ptr %0, align 32
  store i16 %E13, ptr %PC, align 2
  %E209 = extractelement <2 x i32> %Sl183, i32 %L46
  %Shuff210 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I29, <8 x i32> <i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15>
  %I211 = insertelement <2 x i64> %Shuff28, i64 %B125, i32 195569
  %B212 = fadd <1 x float> %L76, %L76
  %Tr213 = trunc <2 x i64> %Sl141 to <2 x i16>
  %Sl214 = select <2 x i1> %I117, <2 x i1> %Cmp127, <2 x i1> %Cmp60
  %Cmp215 = icmp ugt i64 %FC9, %B125
  br i1 %Cmp215, label %CF242, label %CF260

CF260:                                            ; preds = %CF242
  %L216 = load <4 x float>, ptr %PC, align 16
  store i32 %L136, ptr %PC, align 4
  %E217 = extractelement <4 x i16> %Shuff102, i32 %L46
  %Shuff218 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff202, <8 x i32> <i32 15, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 poison, i32 poison>
  %I219 = insertelement <2 x i64> %I64, i64 %E179, i32 %Sl206
  %B220 = mul <8 x i16> %I111, %L185
  %FC221 = fptoui double 0xB57F089E3E7DC71C to i16
  %Sl222 = select <4 x i1> %L69, <4 x i1> %Cmp113, <4 x i1> %L69
  %Cmp223 = fcmp ogt <2 x double> %Shuff116, %L5
  %L224 = load <8 x i32>, ptr %PC169, align 32
  store i64 %B125, ptr %PC, align 4
  %E225 = extractelement <2 x i1> %Shuff187, i32 %L136
  br i1 %E225, label %CF242, label %CF255

CF255:                                            ; preds = %CF260
  %Shuff226 = shufflevector <2 x i1> %Cmp68, <2 x i1> %Cmp60, <2 x i32> <i32 1, i32 3>
  %I227 = insertelement <4 x i16> %Shuff86, i16 %B65, i32 %L46
  %B228 = xor <8 x i16> %Shuff218, %L185
  %Tr229 = trunc <4 x i16> %Shuff86 to <4 x i8>
  %Sl230 = select i1 true, double 0x470BB92ACE09F5A8, double 0x470BB92ACE09F5A8
  %Cmp231 = icmp slt i16 %E193, %E172
  br i1 %Cmp231, label %CF, label %CF240

CF240:                                            ; preds = %CF240, %CF255
  %L232 = load i32, ptr %PC, align 4
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 128
  %E233 = extractelement <2 x i1> %Sl134, i32 %L100
  br i1 %E233, label %CF240, label %CF243

CF243:                                            ; preds = %CF240
  %Shuff234 = shufflevector <2 x i1> %Cmp127, <2 x i1> %I117, <2 x i32> <i32 2, i32 poison>
  %I235 = insertelement <4 x i1> %Sl148, i1 %Cmp135, i32 %L46
  %B236 = shl i64 %L171, %B16
  %FC237 = sitofp i16 %FC221 to float
  %Sl238 = select i1 %FC89, i64 192417, i64 %BC133
  %Cmp239 = icmp ugt <2 x i1> %Tr147, %Tr147
  store i16 %E172, ptr %PC, align 2
  store float %FC237, ptr %0, align 4
  store float 0x472B209F00000000, ptr %PC, align 4
  store i8 %Sl163, ptr %PC, align 1
  ret void
}
