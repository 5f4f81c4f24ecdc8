; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD17(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca i1, align 1
  %A2 = alloca i8, align 1
  %A1 = alloca i64, align 8
  %A = alloca double, align 8
  %L = load <16 x float>, ptr %0, align 64
  store i1 true, ptr %1, align 1
  %E = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I = insertelement <4 x i8> zeroinitializer, i8 %E, i32 0
  %B = shl <4 x i32> zeroinitializer, zeroinitializer
  %FC = uitofp i32 %3 to double
  %Sl = select i1 true, double 0x68713210FE6F3D8E, double 0x5C2181C0AA1F453E
  %L5 = load <1 x i64>, ptr %0, align 8
  store i8 95, ptr %0, align 1
  %E6 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I8 = insertelement <2 x i32> zeroinitializer, i32 0, i32 %3
  %B9 = or i8 95, 95
  %Sl10 = select i1 true, i16 0, i16 -24125
  %Cmp = icmp uge i8 127, 95
  br label %CF264

CF264:                                            ; preds = %BB
  %L11 = load i64, ptr %0, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  %E12 = extractelement <8 x i64> zeroinitializer, i32 -1
  %Shuff13 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 poison, i32 4, i32 6>
  %I14 = insertelement <1 x i64> %L5, i64 240619, i32 0
  %B15 = urem <2 x i32> %I8, zeroinitializer
  %BC = bitcast <8 x i64> zeroinitializer to <8 x double>
  %Sl16 = select i1 %Cmp, i8 %E, i8 95
  %Cmp17 = fcmp ugt float 0x3BDDFFC1C0000000, 0xC734613840000000
  br label %CF

CF:                                               ; preds = %CF, %CF250, %CF256, %CF264
  %L18 = load <8 x i64>, ptr %0, align 64
  store double 0x5C2181C0AA1F453E, ptr %0, align 8
  %E19 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff20 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %B15, <2 x i32> <i32 1, i32 3>
  %I21 = insertelement <8 x i64> zeroinitializer, i64 489655, i32 0
  %B22 = frem float 0x3BDDFFC1C0000000, 0x3F88E52CC0000000
  %Tr = trunc i32 %3 to i1
  br i1 %Tr, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF257, %CF
  %Sl23 = select i1 true, <4 x i8> zeroinitializer, <4 x i8> zeroinitializer
  %Cmp24 = icmp uge i32 0, %3
  br i1 %Cmp24, label %CF245, label %CF257

CF257:                                            ; preds = %CF245
  %L25 = load float, ptr %0, align 4
  store <1 x double> zeroinitializer, ptr %A, align 8
  %E26 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff27 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 poison, i32 poison, i32 poison, i32 13>
  %I28 = insertelement <4 x i8> zeroinitializer, i8 -25, i32 %3
  %B29 = fadd double 0x68713210FE6F3D8E, 0x5C2181C0AA1F453E
  %FC30 = uitofp i64 -1 to float
  %Sl31 = select i1 true, double %Sl, double 0x68713210FE6F3D8E
  %Cmp32 = icmp ule <8 x i64> %I21, zeroinitializer
  %L33 = load i8, ptr %0, align 1
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %A4, align 16
  %E34 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff35 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 0>
  %I36 = insertelement <8 x i64> zeroinitializer, i64 %L11, i32 %3
  %ZE = zext <8 x i1> %Cmp32 to <8 x i8>
  %Sl37 = select i1 true, float %FC30, float %B22
  %Cmp38 = icmp ule <8 x i64> %L18, %L18
  %L39 = load <8 x i8>, ptr %0, align 8
  store i16 -24125, ptr %0, align 2
  %E40 = extractelement <8 x i64> zeroinitializer, i32 %3
  %Shuff41 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I42 = insertelement <4 x i32> %B, i32 0, i32 -1
  %FC43 = uitofp <8 x i8> zeroinitializer to <8 x float>
  %Sl44 = select i1 true, i16 -1, i16 28207
  %Cmp45 = icmp sge <1 x i16> zeroinitializer, zeroinitializer
  %L46 = load i8, ptr %A1, align 1
  %E47 = extractelement <8 x i64> %Shuff27, i32 0
  %Shuff48 = shufflevector <8 x i64> %I21, <8 x i64> zeroinitializer, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I49 = insertelement <1 x i1> %Cmp45, i1 true, i32 0
  %B50 = add i16 %Sl10, %E6
  %Se = sext i32 -1 to i64
  %Sl51 = select i1 true, i32 0, i32 %3
  %Cmp52 = icmp ult <4 x i8> %I, zeroinitializer
  %L53 = load i8, ptr %0, align 1
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 32
  %E54 = extractelement <8 x i64> zeroinitializer, i32 %Sl51
  %Shuff55 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I56 = insertelement <8 x i1> %Cmp38, i1 %Cmp, i32 %Sl51
  %B57 = ashr <4 x i8> %Shuff13, %Shuff55
  %FC58 = sitofp i64 %E12 to double
  %Sl59 = select i1 true, <8 x i64> zeroinitializer, <8 x i64> zeroinitializer
  %Cmp60 = icmp sge <8 x i8> %L39, zeroinitializer
  %L61 = load i64, ptr %0, align 4
  store <2 x i64> <i64 0, i64 -1>, ptr %0, align 16
  %E62 = extractelement <2 x i32> zeroinitializer, i32 %Sl51
  %Shuff63 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I64 = insertelement <4 x i8> zeroinitializer, i8 %Sl16, i32 %Sl51
  %B65 = srem <4 x i8> %I, %Shuff13
  %ZE66 = zext i8 127 to i64
  %Sl67 = select i1 true, i64 489655, i64 489655
  %Cmp68 = icmp sge i16 28207, %Sl44
  br i1 %Cmp68, label %CF245, label %CF246

CF246:                                            ; preds = %CF246, %CF262, %CF257
  %L69 = load <4 x double>, ptr %0, align 32
  store double %B29, ptr %0, align 8
  %E70 = extractelement <4 x i8> %Shuff55, i32 -1
  %Shuff71 = shufflevector <4 x i8> %Shuff13, <4 x i8> %Shuff41, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I72 = insertelement <4 x i8> zeroinitializer, i8 %E26, i32 -1
  %B73 = and i16 %E6, %E6
  %Tr74 = trunc <4 x i8> %Shuff71 to <4 x i1>
  %Sl75 = select i1 %Cmp68, ptr %A3, ptr %A
  %Cmp76 = icmp eq i32 0, %Sl51
  br i1 %Cmp76, label %CF246, label %CF251

CF251:                                            ; preds = %CF251, %CF263, %CF246
  %L77 = load float, ptr %Sl75, align 4
  store <1 x i8> zeroinitializer, ptr %Sl75, align 1
  %E78 = extractelement <8 x i64> %Shuff48, i32 %E62
  %Shuff79 = shufflevector <4 x i8> %Shuff, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I80 = insertelement <2 x i1> zeroinitializer, i1 %Cmp, i32 -1
  %B81 = add <4 x i8> %Shuff55, %Sl23
  %Sl82 = select i1 %Cmp68, i8 %E, i8 %Sl16
  %Cmp83 = icmp eq i1 %Tr, %Cmp68
  br i1 %Cmp83, label %CF251, label %CF263

CF263:                                            ; preds = %CF251
  %L84 = load <16 x i16>, ptr %Sl75, align 32
  store i64 -1, ptr %Sl75, align 4
  %E85 = extractelement <8 x i1> %Cmp32, i32 %Sl51
  br i1 %E85, label %CF251, label %CF262

CF262:                                            ; preds = %CF263
  %Shuff86 = shufflevector <4 x i8> %Shuff55, <4 x i8> %Shuff79, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I87 = insertelement <8 x i8> %L39, i8 127, i32 %Sl51
  %PC = bitcast ptr %A2 to ptr
  %Sl88 = select i1 %Cmp68, i64 %E40, i64 %L11
  %Cmp89 = icmp ne i32 %Sl51, %Sl51
  br i1 %Cmp89, label %CF246, label %CF250

CF250:                                            ; preds = %CF262
  %L90 = load <4 x i64>, ptr %Sl75, align 32
  store i16 %Sl44, ptr %Sl75, align 2
  %E91 = extractelement <8 x i1> %Cmp38, i32 -1
  br i1 %E91, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF250
  %Shuff92 = shufflevector <4 x double> %L69, <4 x double> %L69, <4 x i32> <i32 poison, i32 poison, i32 1, i32 3>
  %I93 = insertelement <8 x i64> zeroinitializer, i64 -1, i32 0
  %FC94 = sitofp i8 %E to float
  %Sl95 = select i1 %Cmp, <8 x i1> %Cmp32, <8 x i1> %Cmp32
  %Cmp96 = icmp sgt <4 x i32> %I42, zeroinitializer
  %L97 = load double, ptr %Sl75, align 8
  %E98 = extractelement <1 x i1> %Cmp45, i32 %Sl51
  br i1 %E98, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF243
  %Shuff99 = shufflevector <8 x i8> %I87, <8 x i8> %ZE, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15>
  %I100 = insertelement <8 x i64> zeroinitializer, i64 %4, i32 %3
  %B101 = shl <4 x i8> %Shuff7, %Shuff55
  %Sl102 = select i1 true, ptr %PC, ptr %Sl75
  %Cmp103 = fcmp oge float 0x3BDDFFC1C0000000, 0x3F88E52CC0000000
  br i1 %Cmp103, label %CF244, label %CF254

CF254:                                            ; preds = %CF254, %CF244
  %L104 = load <16 x double>, ptr %Sl75, align 128
  store i8 95, ptr %Sl75, align 1
  %E105 = extractelement <8 x i64> zeroinitializer, i32 0
  %Shuff106 = shufflevector <4 x i8> %B65, <4 x i8> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I107 = insertelement <8 x i64> %Shuff27, i64 489655, i32 %3
  %B108 = sdiv <4 x i8> zeroinitializer, zeroinitializer
  %FC109 = sitofp <4 x i8> %Shuff to <4 x double>
  %Sl110 = select i1 %Cmp68, i16 %B73, i16 %Sl44
  %Cmp111 = icmp slt <4 x i16> zeroinitializer, zeroinitializer
  %L112 = load <4 x i32>, ptr %0, align 16
  store i1 %Cmp89, ptr %Sl75, align 1
  %E113 = extractelement <4 x i8> %Shuff55, i32 %Sl51
  %Shuff114 = shufflevector <4 x i64> %L90, <4 x i64> %L90, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I115 = insertelement <1 x i64> %L5, i64 489655, i32 %3
  %B116 = add i64 %L61, %E40
  %Tr117 = trunc i64 %Sl88 to i32
  %Sl118 = select i1 %Cmp76, <8 x i64> %I100, <8 x i64> %Shuff27
  %Cmp119 = icmp sge <4 x i1> %Cmp111, %Tr74
  %L120 = load double, ptr %0, align 8
  %E121 = extractelement <4 x double> %Shuff92, i32 %Tr117
  %Shuff122 = shufflevector <8 x i1> %Sl95, <8 x i1> %Cmp32, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I123 = insertelement <4 x i1> %Cmp111, i1 %Cmp68, i32 -1
  %B124 = mul i64 %Sl88, %E40
  %ZE125 = zext <4 x i8> %B81 to <4 x i16>
  %Sl126 = select i1 %Cmp68, <4 x i1> %Cmp96, <4 x i1> %Cmp96
  %Cmp127 = icmp sgt <8 x i8> zeroinitializer, %ZE
  %L128 = load i32, ptr %Sl75, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl75, align 16
  %E129 = extractelement <8 x i64> zeroinitializer, i32 %Sl51
  %Shuff130 = shufflevector <8 x i1> %Cmp32, <8 x i1> %Cmp32, <8 x i32> <i32 14, i32 0, i32 poison, i32 4, i32 poison, i32 8, i32 10, i32 12>
  %I131 = insertelement <4 x i8> %Shuff13, i8 %E70, i32 %Sl51
  %Se132 = sext i1 %Cmp24 to i16
  %Sl133 = select <2 x i1> zeroinitializer, <2 x i32> %B15, <2 x i32> zeroinitializer
  %Cmp134 = icmp ne i64 %E40, %E105
  br i1 %Cmp134, label %CF254, label %CF256

CF256:                                            ; preds = %CF254
  %L135 = load <16 x double>, ptr %Sl102, align 128
  store float %B22, ptr %A4, align 4
  %E136 = extractelement <4 x i8> %Sl23, i32 %Sl51
  %Shuff137 = shufflevector <16 x i16> %L84, <16 x i16> %L84, <16 x i32> <i32 poison, i32 13, i32 15, i32 17, i32 poison, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 poison, i32 poison, i32 9>
  %I138 = insertelement <1 x i64> %I14, i64 %E40, i32 %Sl51
  %B139 = shl <4 x i16> %ZE125, %ZE125
  %Sl140 = select <8 x i1> %Cmp32, <8 x i8> zeroinitializer, <8 x i8> %ZE
  %Cmp141 = icmp uge i64 -1, 489655
  br i1 %Cmp141, label %CF, label %CF242

CF242:                                            ; preds = %CF242, %CF261, %CF255, %CF260, %CF256
  %L142 = load <16 x i16>, ptr %A1, align 32
  store i1 %Tr, ptr %Sl75, align 1
  %E143 = extractelement <8 x i8> %ZE, i32 %Sl51
  %Shuff144 = shufflevector <4 x i8> %I64, <4 x i8> %I131, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I145 = insertelement <4 x i16> %ZE125, i16 %Sl110, i32 %Sl51
  %B146 = shl i16 %E6, %E6
  %Tr147 = trunc i16 %Se132 to i1
  br i1 %Tr147, label %CF242, label %CF261

CF261:                                            ; preds = %CF242
  %Sl148 = select i1 %Cmp134, double %B29, double %L97
  %Cmp149 = icmp sgt <8 x i1> %Shuff130, %Shuff122
  %L150 = load <2 x i64>, ptr %Sl75, align 16
  store i16 %E6, ptr %0, align 2
  %E151 = extractelement <4 x i8> %Shuff63, i32 %Tr117
  %Shuff152 = shufflevector <4 x i1> %Tr74, <4 x i1> %Cmp52, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I153 = insertelement <4 x i8> %Shuff106, i8 %L46, i32 %Sl51
  %B154 = frem float %L77, 0x3F88E52CC0000000
  %ZE155 = zext <4 x i8> %B108 to <4 x i16>
  %Sl156 = select i1 %Cmp68, i1 true, i1 %Cmp103
  br i1 %Sl156, label %CF242, label %CF255

CF255:                                            ; preds = %CF261
  %Cmp157 = fcmp ugt float %FC94, %B154
  br i1 %Cmp157, label %CF242, label %CF248

CF248:                                            ; preds = %CF248, %CF255
  %L158 = load <8 x i64>, ptr %Sl102, align 64
  store i16 %E6, ptr %0, align 2
  %E159 = extractelement <2 x i1> zeroinitializer, i32 %3
  br i1 %E159, label %CF248, label %CF249

CF249:                                            ; preds = %CF249, %CF248
  %Shuff160 = shufflevector <4 x i1> %Shuff152, <4 x i1> %Cmp111, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I161 = insertelement <4 x double> %Shuff92, double 0xD0D1927056CF8DEE, i32 -1
  %B162 = and <8 x i8> %Shuff99, %I87
  %FC163 = sitofp <1 x i64> %I138 to <1 x float>
  %Sl164 = select i1 %Cmp68, <8 x i8> %I87, <8 x i8> %B162
  %Cmp165 = fcmp ult <4 x double> %I161, %Shuff92
  %L166 = load float, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl75, align 16
  %E167 = extractelement <1 x i64> %L5, i32 %L128
  %Shuff168 = shufflevector <8 x i1> %Shuff130, <8 x i1> %Cmp32, <8 x i32> <i32 12, i32 14, i32 0, i32 poison, i32 4, i32 6, i32 8, i32 10>
  %I169 = insertelement <8 x i64> %I93, i64 %E54, i32 %Sl51
  %B170 = and <4 x i16> %ZE155, zeroinitializer
  %Tr171 = trunc i32 %Tr117 to i8
  %Sl172 = select i1 true, i8 %E19, i8 %B9
  %Cmp173 = icmp sge <4 x i1> %Cmp119, %Sl126
  %L174 = load i8, ptr %Sl75, align 1
  %E175 = extractelement <4 x i8> %Sl23, i32 %Tr117
  %Shuff176 = shufflevector <4 x i8> %Shuff, <4 x i8> %B101, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I177 = insertelement <4 x i8> %Shuff, i8 %5, i32 -1
  %ZE178 = zext i32 %L128 to i64
  %Sl179 = select i1 %Tr147, <8 x i1> %Cmp60, <8 x i1> %Cmp32
  %Cmp180 = icmp ule <1 x i64> %L5, %I14
  %L181 = load i16, ptr %Sl75, align 2
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 64
  %E182 = extractelement <1 x i1> %Cmp180, i32 %Sl51
  br i1 %E182, label %CF249, label %CF252

CF252:                                            ; preds = %CF252, %CF259, %CF258, %CF249
  %Shuff183 = shufflevector <4 x i8> %Shuff7, <4 x i8> %Shuff71, <4 x i32> <i32 poison, i32 poison, i32 0, i32 2>
  %I184 = insertelement <8 x i64> %I36, i64 %4, i32 %Tr117
  %B185 = urem <4 x i8> %Shuff, zeroinitializer
  %Tr186 = trunc i64 %ZE178 to i32
  %Sl187 = select i1 %Cmp76, double %L120, double %Sl148
  %Cmp188 = icmp uge i64 %E40, %ZE178
  br i1 %Cmp188, label %CF252, label %CF259

CF259:                                            ; preds = %CF252
  %L189 = load double, ptr %0, align 8
  store <8 x float> %FC43, ptr %Sl102, align 32
  %E190 = extractelement <4 x i1> %I123, i32 %Sl51
  br i1 %E190, label %CF252, label %CF258

CF258:                                            ; preds = %CF259
  %Shuff191 = shufflevector <4 x i1> %Cmp165, <4 x i1> %Shuff152, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I192 = insertelement <4 x i32> zeroinitializer, i32 0, i32 %3
  %Sl193 = select i1 %Cmp68, <4 x i8> %I, <4 x i8> %Shuff13
  %Cmp194 = icmp eq <8 x i1> %Shuff130, %Cmp32
  %L195 = load i32, ptr %Sl75, align 4
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl75, align 32
  %E196 = extractelement <1 x i32> zeroinitializer, i32 %Sl51
  %Shuff197 = shufflevector <8 x i64> %I93, <8 x i64> %L18, <8 x i32> <i32 poison, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I198 = insertelement <4 x i8> %Shuff63, i8 %Tr171, i32 %Sl51
  %B199 = mul <4 x i8> %Shuff71, zeroinitializer
  %Tr200 = trunc <8 x i64> %Shuff48 to <8 x i16>
  %Sl201 = select i1 %Cmp89, <8 x i64> %I93, <8 x i64> %Sl59
  %Cmp202 = fcmp oge <4 x double> %Shuff92, %Shuff92
  %L203 = load i64, ptr %0, align 4
  %E204 = extractelement <4 x i1> %Shuff191, i32 %Tr117
  br i1 %E204, label %CF252, label %CF253

CF253:                                            ; preds = %CF253, %CF258
  %Shuff205 = shufflevector <4 x i8> %Shuff79, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 3, i32 poison, i32 7>
  %I206 = insertelement <8 x i8> %Shuff99, i8 95, i32 0
  %B207 = frem float %Sl37, %B22
  %ZE208 = zext <8 x i1> %Cmp38 to <8 x i64>
  %Sl209 = select i1 %Cmp134, i32 %E62, i32 %Sl51
  %Cmp210 = icmp sgt i16 -24125, %B73
  br i1 %Cmp210, label %CF253, label %CF260

CF260:                                            ; preds = %CF253
  %L211 = load <4 x i32>, ptr %0, align 16
  store double %Sl187, ptr %Sl102, align 8
  %E212 = extractelement <8 x i8> %I87, i32 %3
  %Shuff213 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> poison
  %I214 = insertelement <16 x double> %L104, double %Sl187, i32 %Tr186
  %Se215 = sext <4 x i8> %Shuff205 to <4 x i64>
  %Sl216 = select <4 x i1> %Cmp202, <4 x i64> %Shuff114, <4 x i64> %Se215
  %Cmp217 = icmp ule <4 x i8> %Shuff176, %I153
  %L218 = load <8 x i8>, ptr %PC, align 8
  store i16 %B146, ptr %Sl75, align 2
  %E219 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff220 = shufflevector <4 x i8> %Shuff41, <4 x i8> %Sl23, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I221 = insertelement <4 x i8> %Shuff71, i8 %E70, i32 %Sl51
  %B222 = fdiv float %B154, %Sl37
  %FC223 = uitofp i1 %Cmp188 to double
  %Sl224 = select <8 x i1> %I56, <8 x i8> %Sl140, <8 x i8> %Shuff99
  %Cmp225 = icmp ule <8 x i8> %B162, %L218
  %L226 = load <2 x double>, ptr %0, align 16
  store i16 %B50, ptr %0, align 2
  %E227 = extractelement <8 x i8> %Sl140, i32 0
  %Shuff228 = shufflevector <8 x i64> %I36, <8 x i64> %Sl201, <8 x i32> <i32 5, i32 poison, i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I229 = insertelement <2 x i32> zeroinitializer, i32 %Tr117, i32 %Sl51
  %B230 = frem float %L77, %L77
  %ZE231 = zext <2 x i32> %I8 to <2 x i64>
  %Sl232 = select i1 %Cmp68, i8 %5, i8 -25
  %Cmp233 = icmp eq <4 x i1> %Cmp202, %Cmp173
  %L234 = load <16 x i64>, ptr %0, align 128
  store float %B207, ptr %0, align 4
  %E235 = extractelement <4 x i32> zeroinitializer, i32 %Sl209
  %Shuff236 = shufflevector <4 x i8> %I177, <4 x i8> %Shuff205, <4 x i32> <i32 poison, i32 5, i32 poison, i32 1>
  %I237 = insertelement <16 x i16> %L142, i16 %B50, i32 %E196
  %B238 = or i64 %E78, 240619
  %ZE239 = zext <4 x i8> %B57 to <4 x i32>
  %Sl240 = select i1 %Cmp, <4 x i64> %L90, <4 x i64> %Se215
  %Cmp241 = icmp sge i32 0, %3
  br i1 %Cmp241, label %CF242, label %CF247

CF247:                                            ; preds = %CF260
  store double %FC223, ptr %0, align 8
  store float %L77, ptr %Sl75, align 4
  store i64 %L203, ptr %Sl75, align 4
  store i16 28207, ptr %0, align 2
  store i1 %Cmp103, ptr %0, align 1
  ret void
}
