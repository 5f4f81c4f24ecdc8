; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD37(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i8, align 1
  %A3 = alloca i16, align 2
  %A2 = alloca i32, align 4
  %A1 = alloca i64, align 8
  %A = alloca float, align 4
  %L = load <4 x i64>, ptr %0, align 32
  store i32 365903, ptr %0, align 4
  %E = extractelement <2 x i32> zeroinitializer, i32 214543
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> %L, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I = insertelement <4 x i64> zeroinitializer, i64 414803, i32 462523
  %B = lshr i64 %4, 459263
  %FC = uitofp i16 11315 to double
  %Sl = select i1 true, float 0xC7246D2840000000, float 0x47BDE3A1C0000000
  %Cmp = icmp uge i1 true, true
  br label %CF253

CF253:                                            ; preds = %CF253, %BB
  %L5 = load i8, ptr %0, align 1
  %E6 = extractelement <2 x i8> zeroinitializer, i32 365903
  %Shuff7 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I8 = insertelement <8 x i16> zeroinitializer, i16 11315, i32 462523
  %B9 = and <4 x i64> %I, zeroinitializer
  %FC10 = uitofp i8 %5 to float
  %Sl11 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i16> %I8, <8 x i16> zeroinitializer
  %Cmp12 = icmp ult i32 330475, 330475
  br i1 %Cmp12, label %CF253, label %CF255

CF255:                                            ; preds = %CF253
  %L13 = load <8 x i8>, ptr %0, align 8
  store i32 214543, ptr %1, align 4
  %E14 = extractelement <4 x i8> zeroinitializer, i32 214543
  %Shuff15 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I16 = insertelement <4 x i8> zeroinitializer, i8 71, i32 %3
  %B17 = or i8 %L5, -121
  %Tr = trunc <4 x i64> %B9 to <4 x i16>
  %Sl18 = select i1 true, double 0xAFD13170B5CFACEE, double 0xA55930F83F574076
  %Cmp19 = fcmp ord double 0xDD791118C7777096, 0xA55930F83F574076
  br label %CF251

CF251:                                            ; preds = %CF255
  %L20 = load float, ptr %0, align 4
  %E21 = extractelement <4 x i8> zeroinitializer, i32 462523
  %Shuff22 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I23 = insertelement <4 x i64> %Shuff, i64 459263, i32 %E
  %B24 = udiv i64 459263, %4
  %Tr25 = trunc i8 %L5 to i1
  br label %CF248

CF248:                                            ; preds = %CF248, %CF256, %CF251
  %Sl26 = select i1 true, double %Sl18, double 0xA55930F83F574076
  %Cmp27 = icmp ult <2 x i32> zeroinitializer, zeroinitializer
  %L28 = load <2 x float>, ptr %A, align 8
  store i8 %5, ptr %0, align 1
  %E29 = extractelement <2 x i8> %Shuff22, i32 462523
  %Shuff30 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I16, <4 x i32> <i32 poison, i32 3, i32 5, i32 7>
  %I31 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 330475
  %B32 = mul i64 %B24, 414803
  %Tr33 = trunc <4 x i64> %L to <4 x i1>
  %Sl34 = select i1 true, double 0x29D333C269B4CBA, double %FC
  %L35 = load <4 x i16>, ptr %0, align 8
  store i32 %3, ptr %A, align 4
  %E36 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff37 = shufflevector <4 x i16> %Tr, <4 x i16> %Tr, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I38 = insertelement <4 x i8> zeroinitializer, i8 %E14, i32 %3
  %Sl39 = select i1 true, <4 x i16> %L35, <4 x i16> %Tr
  %Cmp40 = icmp sge i64 %B24, %B
  br i1 %Cmp40, label %CF248, label %CF256

CF256:                                            ; preds = %CF248
  %L41 = load float, ptr %0, align 4
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %E42 = extractelement <2 x i1> %Cmp27, i32 462523
  br i1 %E42, label %CF248, label %CF250

CF250:                                            ; preds = %CF256
  %Shuff43 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I16, <4 x i32> <i32 4, i32 poison, i32 poison, i32 2>
  %I44 = insertelement <8 x i8> %L13, i8 %E36, i32 %3
  %B45 = sub <8 x i8> %I44, %L13
  %FC46 = fptosi double %Sl34 to i32
  %Sl47 = select i1 true, i8 %E21, i8 %5
  %Cmp48 = icmp ugt i1 %Cmp19, %Tr25
  br label %CF242

CF242:                                            ; preds = %CF242, %CF254, %CF250
  %L49 = load <1 x i8>, ptr %0, align 1
  store i64 414803, ptr %0, align 4
  %E50 = extractelement <4 x i64> zeroinitializer, i32 %FC46
  %Shuff51 = shufflevector <2 x i8> %Shuff15, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I52 = insertelement <4 x i16> %Shuff37, i16 11315, i32 %FC46
  %Se = sext <1 x i16> zeroinitializer to <1 x i64>
  %Sl53 = select i1 %Cmp, double 0xAFD13170B5CFACEE, double 0xA55930F83F574076
  %Cmp54 = icmp ne i8 %E21, %5
  br i1 %Cmp54, label %CF242, label %CF254

CF254:                                            ; preds = %CF242
  %L55 = load i1, ptr %A1, align 1
  br i1 %L55, label %CF242, label %CF246

CF246:                                            ; preds = %CF246, %CF254
  %E56 = extractelement <4 x i8> %Shuff30, i32 462523
  %Shuff57 = shufflevector <8 x i8> %L13, <8 x i8> %L13, <8 x i32> <i32 poison, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7>
  %I58 = insertelement <4 x i8> %I38, i8 %L5, i32 %FC46
  %B59 = lshr <4 x i16> %L35, %I52
  %FC60 = fptosi <2 x float> %L28 to <2 x i32>
  %Sl61 = select i1 true, <2 x i1> %Cmp27, <2 x i1> %Cmp27
  %L62 = load <16 x i1>, ptr %0, align 2
  store i1 %Cmp19, ptr %0, align 1
  %E63 = extractelement <2 x i8> zeroinitializer, i32 %FC46
  %Shuff64 = shufflevector <1 x i16> %Shuff7, <1 x i16> %Shuff7, <1 x i32> poison
  %I65 = insertelement <2 x i8> %Shuff22, i8 %E29, i32 %3
  %B66 = ashr i64 414803, 459263
  %FC67 = uitofp i8 %E56 to float
  %Sl68 = select i1 true, i1 %Cmp48, i1 %Cmp54
  br i1 %Sl68, label %CF246, label %CF257

CF257:                                            ; preds = %CF257, %CF246
  %Cmp69 = icmp sge <4 x i64> %B9, %B9
  %L70 = load i16, ptr %0, align 2
  store <2 x i32> %FC60, ptr %0, align 8
  %E71 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff72 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 poison>
  %I73 = insertelement <8 x i16> %Sl11, i16 %L70, i32 %3
  %B74 = sdiv i8 %E63, -121
  %FC75 = fptosi float 0x47BDE3A1C0000000 to i64
  %Sl76 = select i1 %Cmp12, <4 x i16> %Shuff37, <4 x i16> %Tr
  %Cmp77 = icmp slt i16 11315, 0
  br i1 %Cmp77, label %CF257, label %CF264

CF264:                                            ; preds = %CF257
  %L78 = load double, ptr %0, align 8
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 16
  %E79 = extractelement <2 x i8> %Shuff22, i32 %3
  %Shuff80 = shufflevector <2 x i32> %I31, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 poison>
  %I81 = insertelement <4 x i64> zeroinitializer, i64 %B32, i32 %3
  %B82 = fmul double 0xAFD13170B5CFACEE, %L78
  %ZE = zext i1 %Cmp12 to i32
  %Sl83 = select i1 %Cmp19, <4 x i64> %I23, <4 x i64> %I81
  %Cmp84 = fcmp uno double 0xA55930F83F574076, %Sl34
  br label %CF

CF:                                               ; preds = %CF, %CF263, %CF264
  %L85 = load i1, ptr %0, align 1
  br i1 %L85, label %CF, label %CF263

CF263:                                            ; preds = %CF
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 64
  %E86 = extractelement <8 x i8> %L13, i32 365903
  %Shuff87 = shufflevector <2 x i8> %Shuff22, <2 x i8> %Shuff15, <2 x i32> <i32 2, i32 poison>
  %I88 = insertelement <2 x i8> %Shuff22, i8 %B17, i32 %3
  %B89 = fdiv float %Sl, %FC67
  %Se90 = sext <2 x i8> %I88 to <2 x i64>
  %Sl91 = select <4 x i1> %Cmp69, <4 x i64> %I81, <4 x i64> %Sl83
  %Cmp92 = fcmp ult double %L78, %L78
  br i1 %Cmp92, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF266, %CF262, %CF249, %CF263
  %L93 = load <8 x double>, ptr %0, align 64
  store double 0xA55930F83F574076, ptr %0, align 8
  %E94 = extractelement <1 x i16> zeroinitializer, i32 %3
  %Shuff95 = shufflevector <4 x i8> %Shuff72, <4 x i8> %I16, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I96 = insertelement <2 x i1> %Sl61, i1 true, i32 %3
  %Tr97 = fptrunc double 0x6EADF34C3AABB4CA to float
  %Sl98 = select <2 x i1> %I96, <2 x i8> %I65, <2 x i8> zeroinitializer
  %Cmp99 = icmp sge i8 71, %E63
  br i1 %Cmp99, label %CF243, label %CF259

CF259:                                            ; preds = %CF259, %CF243
  %L100 = load <4 x i32>, ptr %0, align 16
  store i32 365903, ptr %0, align 4
  %E101 = extractelement <8 x i8> %Shuff57, i32 %3
  %Shuff102 = shufflevector <4 x i16> %I52, <4 x i16> %Tr, <4 x i32> <i32 5, i32 poison, i32 1, i32 poison>
  %I103 = insertelement <1 x i8> %L49, i8 -33, i32 462523
  %B104 = fdiv double 0x6EADF34C3AABB4CA, 0xA55930F83F574076
  %Se105 = sext i1 %Cmp40 to i64
  %Sl106 = select <4 x i1> %Tr33, <4 x i8> %Shuff72, <4 x i8> %Shuff72
  %Cmp107 = icmp sgt i8 %E79, %E56
  br i1 %Cmp107, label %CF259, label %CF261

CF261:                                            ; preds = %CF261, %CF259
  %L108 = load <1 x i1>, ptr %0, align 1
  store double %Sl53, ptr %0, align 8
  %E109 = extractelement <2 x i64> %Se90, i32 %E
  %Shuff110 = shufflevector <4 x i1> %Cmp69, <4 x i1> %Tr33, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I111 = insertelement <4 x i16> %Shuff37, i16 %E94, i32 %3
  %B112 = sdiv <4 x i64> %I23, %I81
  %PC = bitcast ptr %A3 to ptr
  %Sl113 = select <1 x i1> %L108, <1 x i8> %I103, <1 x i8> %I103
  %Cmp114 = icmp ugt <2 x i8> %Sl98, %Shuff87
  %L115 = load <2 x i16>, ptr %PC, align 4
  store double %Sl53, ptr %PC, align 8
  %E116 = extractelement <4 x i8> %Shuff30, i32 462523
  %Shuff117 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %Shuff64, <1 x i32> poison
  %I118 = insertelement <2 x i1> %I96, i1 %Cmp, i32 %3
  %FC119 = sitofp i8 %E6 to double
  %Sl120 = select i1 %Cmp, <4 x i8> %I58, <4 x i8> %I58
  %Cmp121 = icmp sge i8 %E116, %5
  br i1 %Cmp121, label %CF261, label %CF266

CF266:                                            ; preds = %CF261
  %L122 = load i64, ptr %PC, align 4
  store <2 x i8> %Shuff87, ptr %PC, align 2
  %E123 = extractelement <2 x i8> %Shuff87, i32 %ZE
  %Shuff124 = shufflevector <1 x i8> %L49, <1 x i8> %L49, <1 x i32> zeroinitializer
  %I125 = insertelement <1 x i16> zeroinitializer, i16 11315, i32 214543
  %B126 = ashr i64 %B, %FC75
  %Se127 = sext <2 x i1> %I118 to <2 x i64>
  %Sl128 = select <1 x i1> %L108, <1 x i1> %L108, <1 x i1> %L108
  %Cmp129 = icmp ne i1 %Cmp99, %Cmp121
  br i1 %Cmp129, label %CF243, label %CF252

CF252:                                            ; preds = %CF252, %CF266
  %L130 = load <8 x i64>, ptr %PC, align 64
  store i64 %B, ptr %PC, align 4
  %E131 = extractelement <2 x i8> %Shuff22, i32 365903
  %Shuff132 = shufflevector <4 x i8> %Sl120, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I133 = insertelement <2 x i1> %Cmp27, i1 %Cmp77, i32 %3
  %FC134 = fptosi float %FC10 to i1
  br i1 %FC134, label %CF252, label %CF262

CF262:                                            ; preds = %CF252
  %Sl135 = select i1 %Cmp40, <4 x i16> %L35, <4 x i16> %Shuff102
  %Cmp136 = icmp ugt <4 x i16> %Tr, %L35
  %L137 = load i16, ptr %PC, align 2
  store <4 x i8> %Shuff132, ptr %PC, align 4
  %E138 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff139 = shufflevector <4 x i8> %Shuff43, <4 x i8> %I58, <4 x i32> <i32 4, i32 6, i32 0, i32 poison>
  %I140 = insertelement <4 x i64> zeroinitializer, i64 262731, i32 365903
  %B141 = mul i8 %B17, %E71
  %FC142 = uitofp <4 x i64> %I to <4 x float>
  %Sl143 = select i1 %Cmp99, i8 -121, i8 %B74
  %Cmp144 = fcmp olt <4 x float> %FC142, %FC142
  %L145 = load float, ptr %PC, align 4
  store <4 x i8> %Shuff30, ptr %PC, align 4
  %E146 = extractelement <4 x i8> %Shuff43, i32 214543
  %Shuff147 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %Shuff64, <1 x i32> zeroinitializer
  %I148 = insertelement <4 x i1> %Cmp69, i1 %Sl68, i32 %3
  %PC149 = bitcast ptr %A to ptr
  %Sl150 = select i1 %Cmp19, i32 %3, i32 %ZE
  %Cmp151 = icmp slt i8 %E21, %E71
  br i1 %Cmp151, label %CF243, label %CF249

CF249:                                            ; preds = %CF262
  %L152 = load i32, ptr %PC, align 4
  %E153 = extractelement <8 x i16> zeroinitializer, i32 %FC46
  %Shuff154 = shufflevector <4 x i16> %Shuff102, <4 x i16> %B59, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I155 = insertelement <4 x i32> %L100, i32 %ZE, i32 %ZE
  %B156 = urem <8 x i16> %I8, %I73
  %Tr157 = trunc <4 x i64> %Shuff to <4 x i16>
  %Sl158 = select i1 %Cmp129, i8 %B141, i8 %B141
  %Cmp159 = icmp sgt <1 x i16> %Shuff64, %Shuff7
  %L160 = load i64, ptr %PC, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 16
  %E161 = extractelement <2 x i1> %Cmp27, i32 %Sl150
  br i1 %E161, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF265, %CF249
  %Shuff162 = shufflevector <8 x i16> %B156, <8 x i16> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I163 = insertelement <8 x i16> zeroinitializer, i16 %E94, i32 %ZE
  %FC164 = sitofp <2 x i16> %L115 to <2 x float>
  %Sl165 = select i1 %Cmp, i32 %L152, i32 %FC46
  %Cmp166 = icmp slt <4 x i16> %Sl135, %Tr
  %L167 = load <4 x i1>, ptr %PC149, align 1
  store double 0xA55930F83F574076, ptr %PC, align 8
  %E168 = extractelement <4 x i8> %Shuff43, i32 365903
  %Shuff169 = shufflevector <1 x i16> %Shuff147, <1 x i16> %Shuff7, <1 x i32> <i32 1>
  %I170 = insertelement <4 x i8> zeroinitializer, i8 -121, i32 %FC46
  %B171 = xor <1 x i16> %Shuff117, %Shuff64
  %Tr172 = trunc <1 x i16> %Shuff147 to <1 x i1>
  %Sl173 = select <1 x i1> %L108, <1 x i16> %Shuff169, <1 x i16> %Shuff117
  %Cmp174 = icmp ne <8 x i16> %I163, zeroinitializer
  %L175 = load <4 x i16>, ptr %PC, align 8
  store i32 %FC46, ptr %PC149, align 4
  %E176 = extractelement <4 x i8> %Shuff43, i32 %3
  %Shuff177 = shufflevector <4 x i1> %L167, <4 x i1> %Shuff110, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I178 = insertelement <4 x i8> zeroinitializer, i8 %E86, i32 %Sl150
  %B179 = sub <4 x i8> %Sl106, zeroinitializer
  %FC180 = sitofp <1 x i16> %Shuff169 to <1 x double>
  %Sl181 = select i1 %Cmp54, i8 71, i8 %Sl47
  %L182 = load double, ptr %0, align 8
  store <4 x float> %FC142, ptr %PC, align 16
  %E183 = extractelement <4 x i8> %Shuff43, i32 %FC46
  %Shuff184 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I185 = insertelement <4 x i8> zeroinitializer, i8 %L5, i32 %Sl150
  %B186 = frem double %FC119, 0xA55930F83F574076
  %FC187 = uitofp <8 x i8> %Shuff57 to <8 x float>
  %Sl188 = select i1 %Sl68, i1 %Cmp121, i1 %Cmp99
  br i1 %Sl188, label %CF244, label %CF247

CF247:                                            ; preds = %CF247, %CF244
  %Cmp189 = fcmp ole float %FC67, %B89
  br i1 %Cmp189, label %CF247, label %CF265

CF265:                                            ; preds = %CF247
  %L190 = load double, ptr %PC149, align 8
  store <4 x i8> %I58, ptr %PC, align 4
  %E191 = extractelement <4 x i8> %I38, i32 %ZE
  %Shuff192 = shufflevector <4 x i16> %Tr, <4 x i16> %Shuff102, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I193 = insertelement <1 x i16> zeroinitializer, i16 %L70, i32 214543
  %FC194 = sitofp <2 x i8> %I88 to <2 x float>
  %Sl195 = select i1 %E161, i32 462523, i32 %Sl150
  %Cmp196 = icmp sgt i16 %E153, 11315
  br i1 %Cmp196, label %CF244, label %CF245

CF245:                                            ; preds = %CF245, %CF260, %CF265
  %L197 = load <4 x double>, ptr %PC, align 32
  store double %L190, ptr %PC, align 8
  %E198 = extractelement <4 x i8> zeroinitializer, i32 %Sl195
  %Shuff199 = shufflevector <2 x i32> %Shuff80, <2 x i32> %Shuff184, <2 x i32> <i32 1, i32 3>
  %I200 = insertelement <8 x i16> %Sl11, i16 %L70, i32 %FC46
  %FC201 = fptosi double %Sl53 to i16
  %Sl202 = select i1 %Cmp, <4 x i64> %I23, <4 x i64> %L
  %Cmp203 = icmp ugt i64 %B32, 459263
  br i1 %Cmp203, label %CF245, label %CF260

CF260:                                            ; preds = %CF245
  %L204 = load float, ptr %0, align 4
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %PC149, align 16
  %E205 = extractelement <1 x i8> %L49, i32 %ZE
  %Shuff206 = shufflevector <2 x i8> %Shuff22, <2 x i8> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I207 = insertelement <8 x i16> %Shuff162, i16 %L70, i32 214543
  %B208 = and i8 %B141, %E183
  %Se209 = sext <4 x i1> %Cmp166 to <4 x i64>
  %Sl210 = select <4 x i1> %Cmp69, <4 x i64> %I81, <4 x i64> %L
  %Cmp211 = icmp sgt <4 x i8> %Shuff43, %Sl106
  %L212 = load <4 x i64>, ptr %PC, align 32
  store float 0x47BDE3A1C0000000, ptr %0, align 4
  %E213 = extractelement <2 x i32> zeroinitializer, i32 %Sl150
  %Shuff214 = shufflevector <1 x i16> %I193, <1 x i16> %Shuff147, <1 x i32> <i32 1>
  %I215 = insertelement <2 x i32> zeroinitializer, i32 %Sl150, i32 %Sl150
  %BC = bitcast <4 x i64> %Sl202 to <4 x double>
  %Sl216 = select i1 true, ptr %A4, ptr %PC149
  %Cmp217 = icmp ule <1 x i16> %Shuff169, %I125
  %L218 = load <4 x i1>, ptr %PC, align 1
  store i32 %Sl195, ptr %PC149, align 4
  %E219 = extractelement <2 x i32> zeroinitializer, i32 %ZE
  %Shuff220 = shufflevector <8 x i16> %I8, <8 x i16> %B156, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13>
  %I221 = insertelement <4 x i1> %Tr33, i1 %Cmp12, i32 214543
  %B222 = and i64 %E109, %B126
  %ZE223 = zext <4 x i16> %I52 to <4 x i64>
  %Sl224 = select i1 %Cmp121, float %L145, float 0xBEE6E20AC0000000
  %Cmp225 = fcmp one double %Sl34, %Sl26
  br i1 %Cmp225, label %CF245, label %CF258

CF258:                                            ; preds = %CF260
  %L226 = load <4 x i64>, ptr %PC, align 32
  store i32 %ZE, ptr %Sl216, align 4
  %E227 = extractelement <4 x i64> %B112, i32 %Sl150
  %Shuff228 = shufflevector <4 x i1> %Cmp166, <4 x i1> %Cmp211, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I229 = insertelement <2 x i8> zeroinitializer, i8 %E86, i32 %Sl150
  %B230 = urem <2 x i32> %Shuff199, %Shuff184
  %Se231 = sext i1 %Cmp92 to i64
  %Sl232 = select <2 x i1> %Cmp27, <2 x i32> %Shuff80, <2 x i32> %Shuff184
  %Cmp233 = icmp uge <4 x i8> zeroinitializer, %I38
  %L234 = load <8 x i16>, ptr %PC, align 16
  store i64 %B222, ptr %Sl216, align 4
  %E235 = extractelement <1 x i16> %Shuff214, i32 %ZE
  %Shuff236 = shufflevector <1 x double> %FC180, <1 x double> %FC180, <1 x i32> <i32 1>
  %I237 = insertelement <4 x i32> %L100, i32 %Sl195, i32 %3
  %B238 = sub i64 217347, %L160
  %FC239 = uitofp i16 %E94 to double
  %Sl240 = select i1 %Cmp129, i32 %E, i32 %E213
  %Cmp241 = fcmp ole <8 x double> %L93, %L93
  store float %B89, ptr %PC149, align 4
  store i32 %Sl240, ptr %PC, align 4
  store i8 %5, ptr %PC, align 1
  store i32 %Sl165, ptr %PC, align 4
  store float 0xBEE6E20AC0000000, ptr %PC149, align 4
  ret void
}
