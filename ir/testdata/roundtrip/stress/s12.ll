; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD12(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i32>, align 16
  %A3 = alloca <8 x i8>, align 8
  %A2 = alloca <1 x double>, align 8
  %A1 = alloca <4 x double>, align 32
  %A = alloca <8 x i64>, align 64
  %L = load i32, ptr %0, align 4
  store <1 x float> zeroinitializer, ptr %A, align 4
  %E = extractelement <1 x i1> zeroinitializer, i32 %L
  br label %CF265

CF265:                                            ; preds = %CF265, %BB
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 poison, i32 3, i32 5>
  %I = insertelement <4 x i64> zeroinitializer, i64 0, i32 %3
  %B = udiv i64 %4, 412781
  %Se = sext i1 true to i32
  %Sl = select <2 x i1> <i1 true, i1 false>, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp = icmp sge i16 -17491, 26785
  br i1 %Cmp, label %CF265, label %CF266

CF266:                                            ; preds = %CF265
  %L5 = load <4 x float>, ptr %0, align 16
  store double 0x9F8BB1AA66892E28, ptr %A3, align 8
  %E6 = extractelement <4 x i8> %Shuff, i32 90777
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I8 = insertelement <4 x i8> %Shuff, i8 %E6, i32 46597
  %B9 = fdiv double 0x6FCBD1EAD6C9EE68, 0x8A73DE9255715F10
  %Se10 = sext i8 %E6 to i16
  %Sl11 = select i1 true, ptr %1, ptr %0
  %Cmp12 = fcmp uno <4 x float> %L5, %L5
  %L13 = load i1, ptr %Sl11, align 1
  br label %CF253

CF253:                                            ; preds = %CF266
  store <2 x i8> <i8 0, i8 -1>, ptr %Sl11, align 2
  %E14 = extractelement <16 x i8> zeroinitializer, i32 90777
  %Shuff15 = shufflevector <2 x i64> %Sl, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I16 = insertelement <1 x i8> zeroinitializer, i8 %5, i32 %Se
  %PC = bitcast ptr %A1 to ptr
  %Sl17 = select i1 true, i64 0, i64 %4
  %Cmp18 = icmp slt <16 x i8> zeroinitializer, zeroinitializer
  %L19 = load i32, ptr %Sl11, align 4
  store <4 x i32> zeroinitializer, ptr %Sl11, align 16
  %E20 = extractelement <8 x i1> zeroinitializer, i32 46597
  br label %CF

CF:                                               ; preds = %CF, %CF253
  %Shuff21 = shufflevector <2 x i64> %Sl, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I22 = insertelement <4 x i8> %Shuff, i8 %5, i32 %L
  %B23 = frem double 0x645BBA7AB359BEF8, %B9
  %FC = sitofp i1 %E20 to float
  %Sl24 = select i1 %L13, ptr %1, ptr %Sl11
  %Cmp25 = fcmp ole double 0xA4B7DDD679B5E854, 0xDB2F0A4E1C2D80CC
  br i1 %Cmp25, label %CF, label %CF246

CF246:                                            ; preds = %CF246, %CF263, %CF
  %L26 = load <16 x float>, ptr %Sl11, align 64
  store float %FC, ptr %Sl11, align 4
  %E27 = extractelement <1 x i8> zeroinitializer, i32 %L19
  %Shuff28 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I29 = insertelement <2 x i64> zeroinitializer, i64 0, i32 %L19
  %B30 = sdiv <4 x i8> zeroinitializer, %Shuff
  %FC31 = sitofp <1 x i8> zeroinitializer to <1 x float>
  %Sl32 = select i1 %Cmp, double 0xDB2F0A4E1C2D80CC, double 0x9F8BB1AA66892E28
  %Cmp33 = icmp eq <4 x i64> %Shuff28, zeroinitializer
  %L34 = load <4 x i32>, ptr %Sl11, align 16
  store i1 true, ptr %Sl11, align 1
  %E35 = extractelement <4 x i64> %Shuff28, i32 %L19
  %Shuff36 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 27, i32 poison, i32 poison, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 17, i32 19, i32 21, i32 23, i32 25>
  %I37 = insertelement <16 x float> %L26, float 0x40E135D500000000, i32 %L19
  %B38 = and <4 x i32> %L34, %L34
  %FC39 = sitofp <4 x i8> %I8 to <4 x float>
  %Sl40 = select i1 true, i64 460229, i64 460229
  %Cmp41 = icmp eq i32 %L19, 90777
  br i1 %Cmp41, label %CF246, label %CF250

CF250:                                            ; preds = %CF250, %CF246
  %L42 = load <2 x i32>, ptr %0, align 8
  store i64 0, ptr %A3, align 4
  %E43 = extractelement <4 x float> %L5, i32 %3
  %Shuff44 = shufflevector <4 x float> %FC39, <4 x float> %FC39, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I45 = insertelement <4 x i64> zeroinitializer, i64 %E35, i32 90777
  %B46 = fmul double 0x171FF23EB01DC0BC, %B9
  %FC47 = uitofp i1 true to float
  %Sl48 = select i1 true, ptr %0, ptr %Sl11
  %Cmp49 = fcmp ult double 0xDB2F0A4E1C2D80CC, 0x9F8BB1AA66892E28
  br i1 %Cmp49, label %CF250, label %CF257

CF257:                                            ; preds = %CF257, %CF264, %CF250
  %L50 = load double, ptr %Sl11, align 8
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl11, align 8
  %E51 = extractelement <1 x float> %FC31, i32 %L
  %Shuff52 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %Shuff36, <16 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 18, i32 20, i32 22, i32 24, i32 26, i32 poison, i32 30, i32 0>
  %I53 = insertelement <1 x float> %FC31, float 0x40E135D500000000, i32 46597
  %B54 = fsub <4 x float> %FC39, %L5
  %FC55 = fptosi float %E51 to i16
  %Sl56 = select i1 %Cmp41, <4 x float> %FC39, <4 x float> %FC39
  %Cmp57 = icmp ult i64 412781, 460229
  br i1 %Cmp57, label %CF257, label %CF264

CF264:                                            ; preds = %CF257
  %L58 = load float, ptr %Sl11, align 4
  store <2 x i16> <i16 0, i16 -1>, ptr %Sl48, align 4
  %E59 = extractelement <4 x i8> zeroinitializer, i32 %L
  %Shuff60 = shufflevector <4 x i8> %Shuff, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I61 = insertelement <4 x i64> zeroinitializer, i64 412781, i32 %Se
  %B62 = fdiv double %B23, 0x9F8BB1AA66892E28
  %FC63 = fptosi double %B9 to i32
  %Sl64 = select i1 %E, <4 x i8> %I22, <4 x i8> zeroinitializer
  %Cmp65 = icmp sgt <2 x i64> %Sl, %Shuff15
  %L66 = load i8, ptr %Sl11, align 1
  %E67 = extractelement <16 x float> %L26, i32 %L19
  %Shuff68 = shufflevector <4 x float> %L5, <4 x float> %L5, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I69 = insertelement <4 x float> %Shuff44, float %FC, i32 %L
  %BC = bitcast <2 x i64> %Shuff15 to <2 x double>
  %Sl70 = select i1 %Cmp, <16 x i8> zeroinitializer, <16 x i8> zeroinitializer
  %Cmp71 = fcmp ugt <16 x float> %I37, %L26
  %L72 = load float, ptr %Sl11, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl48, align 8
  %E73 = extractelement <1 x i32> zeroinitializer, i32 %3
  %Shuff74 = shufflevector <1 x float> %FC31, <1 x float> %FC31, <1 x i32> zeroinitializer
  %I75 = insertelement <4 x i8> %Shuff60, i8 77, i32 %FC63
  %B76 = srem i32 %L19, %L19
  %Tr = fptrunc double %B46 to float
  %Sl77 = select <4 x i1> %Cmp12, <4 x i32> %B38, <4 x i32> %L34
  %L78 = load i1, ptr %0, align 1
  br i1 %L78, label %CF257, label %CF263

CF263:                                            ; preds = %CF264
  store <1 x i32> zeroinitializer, ptr %Sl48, align 4
  %E79 = extractelement <16 x i1> %Cmp18, i32 -1
  br i1 %E79, label %CF246, label %CF247

CF247:                                            ; preds = %CF247, %CF260, %CF261, %CF263
  %Shuff80 = shufflevector <4 x float> %Shuff68, <4 x float> %Shuff68, <4 x i32> <i32 2, i32 4, i32 6, i32 poison>
  %I81 = insertelement <4 x i64> zeroinitializer, i64 412781, i32 90777
  %B82 = udiv <2 x i64> %I29, zeroinitializer
  %FC83 = sitofp i1 %Cmp41 to float
  %Sl84 = select i1 true, <1 x i1> zeroinitializer, <1 x i1> zeroinitializer
  %Cmp85 = icmp sgt <16 x i8> %Sl70, zeroinitializer
  %L86 = load i16, ptr %PC, align 2
  store <4 x i8> %Shuff, ptr %Sl11, align 4
  %E87 = extractelement <4 x i8> %Shuff, i32 %FC63
  %Shuff88 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 poison, i32 10, i32 12, i32 14, i32 0, i32 2, i32 poison, i32 6>
  %I89 = insertelement <8 x i1> zeroinitializer, i1 true, i32 %FC63
  %B90 = sub <16 x i8> %Shuff52, zeroinitializer
  %Sl91 = select i1 %Cmp41, i64 412781, i64 %4
  %Cmp92 = fcmp ogt float %FC, 0x40E135D500000000
  br i1 %Cmp92, label %CF247, label %CF256

CF256:                                            ; preds = %CF256, %CF247
  %L93 = load <8 x double>, ptr %Sl24, align 64
  store i16 %FC55, ptr %Sl48, align 2
  %E94 = extractelement <4 x float> %B54, i32 %FC63
  %Shuff95 = shufflevector <1 x float> %Shuff74, <1 x float> %FC31, <1 x i32> poison
  %I96 = insertelement <16 x i8> %Shuff52, i8 %E27, i32 %L
  %FC97 = sitofp i64 %E35 to double
  %Sl98 = select i1 %Cmp49, <1 x float> %I53, <1 x float> %FC31
  %Cmp99 = fcmp uno float %FC, %FC
  br i1 %Cmp99, label %CF256, label %CF258

CF258:                                            ; preds = %CF258, %CF262, %CF256
  %L100 = load double, ptr %0, align 8
  store <8 x double> %L93, ptr %Sl11, align 64
  %E101 = extractelement <4 x float> %Shuff44, i32 %E73
  %Shuff102 = shufflevector <1 x float> %Shuff74, <1 x float> %I53, <1 x i32> poison
  %I103 = insertelement <4 x i64> %I45, i64 0, i32 %L
  %B104 = frem float %E51, 0x40E135D500000000
  %Se105 = sext <8 x i1> %I89 to <8 x i32>
  %Sl106 = select i1 %Cmp, ptr %1, ptr %0
  %Cmp107 = icmp uge i1 %L13, %L78
  br i1 %Cmp107, label %CF258, label %CF262

CF262:                                            ; preds = %CF258
  %L108 = load float, ptr %Sl11, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl106, align 8
  %E109 = extractelement <2 x i64> %Shuff15, i32 %E73
  %Shuff110 = shufflevector <2 x i32> %L42, <2 x i32> %L42, <2 x i32> <i32 2, i32 0>
  %I111 = insertelement <2 x i32> %Shuff110, i32 %Se, i32 %3
  %Tr112 = trunc i64 %E109 to i32
  %Sl113 = select i1 %Cmp49, i1 %E79, i1 true
  br i1 %Sl113, label %CF258, label %CF260

CF260:                                            ; preds = %CF262
  %Cmp114 = icmp sgt <16 x i8> %Sl70, zeroinitializer
  %L115 = load <2 x double>, ptr %0, align 16
  store float %FC, ptr %Sl106, align 4
  %E116 = extractelement <4 x i32> %Sl77, i32 %FC63
  %Shuff117 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I22, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I118 = insertelement <4 x i8> %Shuff, i8 %E6, i32 46597
  %B119 = frem double 0x171FF23EB01DC0BC, %B62
  %Se120 = sext i1 true to i32
  %Sl121 = select i1 %Cmp49, i64 %Sl40, i64 0
  %Cmp122 = icmp uge i8 %L66, %E59
  br i1 %Cmp122, label %CF247, label %CF254

CF254:                                            ; preds = %CF254, %CF260
  %L123 = load i8, ptr %Sl48, align 1
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl11, align 64
  %E124 = extractelement <16 x i8> %Shuff52, i32 %L
  %Shuff125 = shufflevector <1 x float> %Shuff74, <1 x float> %FC31, <1 x i32> zeroinitializer
  %I126 = insertelement <4 x i8> %I22, i8 77, i32 %Tr112
  %B127 = fadd <4 x float> %Shuff68, %B54
  %ZE = zext i1 %Cmp41 to i64
  %Sl128 = select i1 %L78, <4 x i32> %Sl77, <4 x i32> zeroinitializer
  %Cmp129 = icmp sgt i16 %L86, %FC55
  br i1 %Cmp129, label %CF254, label %CF261

CF261:                                            ; preds = %CF254
  %L130 = load i1, ptr %0, align 1
  br i1 %L130, label %CF247, label %CF248

CF248:                                            ; preds = %CF248, %CF267, %CF268, %CF269, %CF261
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl11, align 8
  %E131 = extractelement <4 x i32> %Sl128, i32 %Tr112
  %Shuff132 = shufflevector <1 x float> %Shuff74, <1 x float> %Shuff74, <1 x i32> poison
  %I133 = insertelement <1 x i8> zeroinitializer, i8 %E6, i32 46597
  %B134 = or <4 x i32> %B38, %Sl77
  %FC135 = fptoui <1 x float> %I53 to <1 x i64>
  %Sl136 = select <1 x i1> zeroinitializer, <1 x i1> %Sl84, <1 x i1> %Sl84
  %Cmp137 = icmp ugt <16 x i8> %Shuff52, zeroinitializer
  %L138 = load <4 x i64>, ptr %Sl11, align 32
  store i32 %FC63, ptr %Sl106, align 4
  %E139 = extractelement <4 x i32> %Sl77, i32 %Tr112
  %Shuff140 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Shuff88, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 poison>
  %I141 = insertelement <16 x i1> %Cmp18, i1 %E20, i32 %Tr112
  %B142 = fadd <2 x double> %L115, %BC
  %Sl143 = select <4 x i1> %Cmp12, <4 x i8> %Shuff7, <4 x i8> %Shuff60
  %Cmp144 = fcmp ord double 0xB4F73E1629F5E894, 0x9F8BB1AA66892E28
  br i1 %Cmp144, label %CF248, label %CF255

CF255:                                            ; preds = %CF255, %CF248
  %L145 = load <8 x double>, ptr %Sl11, align 64
  store i64 460229, ptr %Sl48, align 4
  %E146 = extractelement <4 x i8> %Sl64, i32 %3
  %Shuff147 = shufflevector <16 x i8> %I96, <16 x i8> zeroinitializer, <16 x i32> <i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 poison, i32 19, i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3>
  %I148 = insertelement <4 x i8> %B30, i8 77, i32 %E131
  %B149 = ashr <8 x i32> %Se105, %Se105
  %FC150 = fptosi <8 x double> %L145 to <8 x i8>
  %Sl151 = select i1 true, i8 %L66, i8 77
  %Cmp152 = fcmp ogt double 0x8A73DE9255715F10, %FC97
  br i1 %Cmp152, label %CF255, label %CF267

CF267:                                            ; preds = %CF255
  %L153 = load <4 x double>, ptr %Sl11, align 32
  store i64 %4, ptr %Sl48, align 4
  %E154 = extractelement <16 x i8> %B90, i32 %FC63
  %Shuff155 = shufflevector <4 x double> %L153, <4 x double> %L153, <4 x i32> <i32 3, i32 poison, i32 7, i32 poison>
  %I156 = insertelement <2 x i32> %Shuff110, i32 %Tr112, i32 %FC63
  %B157 = shl i16 %Se10, %FC55
  %FC158 = fptosi <16 x float> %L26 to <16 x i64>
  %Sl159 = select i1 %Cmp129, ptr %0, ptr %Sl11
  %Cmp160 = icmp sgt i8 %E124, %E87
  br i1 %Cmp160, label %CF248, label %CF252

CF252:                                            ; preds = %CF252, %CF267
  %L161 = load <1 x i32>, ptr %Sl11, align 4
  store double 0x9F8BB1AA66892E28, ptr %Sl106, align 8
  %E162 = extractelement <1 x i32> zeroinitializer, i32 46597
  %Shuff163 = shufflevector <1 x i32> %L161, <1 x i32> %L161, <1 x i32> <i32 1>
  %I164 = insertelement <4 x i1> %Cmp12, i1 %Cmp92, i32 %L19
  %B165 = udiv <4 x i64> %I, %Shuff28
  %FC166 = fptoui double 0x8A73DE9255715F10 to i16
  %Sl167 = select i1 true, i64 0, i64 %4
  %Cmp168 = icmp sge i16 %FC166, %FC55
  br i1 %Cmp168, label %CF252, label %CF268

CF268:                                            ; preds = %CF252
  %L169 = load float, ptr %Sl159, align 4
  store <1 x i16> zeroinitializer, ptr %Sl159, align 2
  %E170 = extractelement <4 x i32> %Sl128, i32 %E162
  %Shuff171 = shufflevector <8 x i1> %Shuff88, <8 x i1> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I172 = insertelement <2 x i64> zeroinitializer, i64 %E35, i32 %L19
  %B173 = srem <2 x i64> %Shuff21, %Shuff21
  %FC174 = fptosi <4 x float> %Sl56 to <4 x i32>
  %Sl175 = select i1 %Cmp99, <4 x float> %B54, <4 x float> %L5
  %Cmp176 = fcmp ult double 0x9F8BB1AA66892E28, 0x9F8BB1AA66892E28
  br i1 %Cmp176, label %CF248, label %CF251

CF251:                                            ; preds = %CF251, %CF268
  %L177 = load double, ptr %Sl48, align 8
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl106, align 16
  %E178 = extractelement <8 x i1> zeroinitializer, i32 %FC63
  br i1 %E178, label %CF251, label %CF269

CF269:                                            ; preds = %CF251
  %Shuff179 = shufflevector <2 x i32> %Shuff110, <2 x i32> %Shuff110, <2 x i32> <i32 0, i32 2>
  %I180 = insertelement <4 x i32> zeroinitializer, i32 %E73, i32 46597
  %B181 = sub <2 x i64> %I29, zeroinitializer
  %Tr182 = trunc i64 %E35 to i1
  br i1 %Tr182, label %CF248, label %CF249

CF249:                                            ; preds = %CF249, %CF270, %CF269
  %Sl183 = select <4 x i1> %I164, <4 x i1> %Cmp33, <4 x i1> %Cmp12
  %L184 = load i32, ptr %0, align 4
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl159, align 8
  %E185 = extractelement <2 x i64> zeroinitializer, i32 %E162
  %Shuff186 = shufflevector <4 x i8> %Shuff60, <4 x i8> %Shuff60, <4 x i32> <i32 4, i32 6, i32 0, i32 poison>
  %I187 = insertelement <16 x i1> %Cmp71, i1 %Cmp, i32 %FC63
  %B188 = shl i16 %Se10, %L86
  %Tr189 = trunc i8 %Sl151 to i1
  br i1 %Tr189, label %CF249, label %CF270

CF270:                                            ; preds = %CF249
  %Sl190 = select <4 x i1> %Sl183, <4 x float> %B54, <4 x float> %Sl175
  %Cmp191 = icmp ne <4 x i1> %I164, %I164
  %L192 = load <1 x i32>, ptr %Sl159, align 4
  store i16 %B157, ptr %A3, align 2
  %E193 = extractelement <4 x i64> %Shuff28, i32 %Tr112
  %Shuff194 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %Shuff147, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 17, i32 poison, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 poison, i32 7>
  %I195 = insertelement <2 x i32> %I156, i32 %L, i32 46597
  %ZE196 = fpext float %L72 to double
  %Sl197 = select i1 %Cmp168, i64 %Sl91, i64 %Sl17
  %Cmp198 = icmp eq <4 x i64> %I61, %B165
  %L199 = load i64, ptr %Sl106, align 4
  store <4 x i32> %Sl77, ptr %Sl11, align 16
  %E200 = extractelement <2 x i32> %I111, i32 %E139
  %Shuff201 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I202 = insertelement <1 x i32> zeroinitializer, i32 %E162, i32 %E73
  %B203 = fdiv double %ZE196, %B23
  %ZE204 = zext i1 %Cmp160 to i32
  %Sl205 = select i1 %E20, <4 x i8> %Shuff60, <4 x i8> %Shuff60
  %Cmp206 = icmp slt <4 x i64> %I45, %I81
  %L207 = load double, ptr %Sl106, align 8
  store <2 x i16> <i16 0, i16 -1>, ptr %Sl159, align 4
  %E208 = extractelement <4 x i32> %Sl128, i32 %Se120
  %Shuff209 = shufflevector <2 x i32> %Shuff179, <2 x i32> %Shuff179, <2 x i32> <i32 poison, i32 0>
  %I210 = insertelement <4 x float> %Shuff44, float %L169, i32 90777
  %B211 = and i32 %E170, %Tr112
  %FC212 = fptoui <1 x float> %Shuff125 to <1 x i64>
  %Sl213 = select <8 x i1> %Shuff88, <8 x double> %L93, <8 x double> %L93
  %Cmp214 = icmp uge <16 x i8> %I96, zeroinitializer
  %L215 = load <8 x double>, ptr %Sl106, align 64
  store i1 %Sl113, ptr %Sl159, align 1
  %E216 = extractelement <1 x float> %Shuff95, i32 %FC63
  %Shuff217 = shufflevector <4 x i64> %I81, <4 x i64> %L138, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I218 = insertelement <16 x i8> %Shuff52, i8 %E59, i32 %E162
  %B219 = shl <1 x i32> %Shuff163, %L161
  %FC220 = fptoui float %L58 to i8
  %Sl221 = select i1 %Cmp122, i16 -11559, i16 %B188
  %Cmp222 = icmp ne <16 x i1> %Cmp85, %Cmp18
  %L223 = load i16, ptr %Sl11, align 2
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl48, align 8
  %E224 = extractelement <4 x i32> %Sl77, i32 %E131
  %Shuff225 = shufflevector <1 x i8> %Shuff201, <1 x i8> %I133, <1 x i32> zeroinitializer
  %I226 = insertelement <1 x i32> %I202, i32 %E116, i32 %FC63
  %B227 = or <16 x i8> zeroinitializer, zeroinitializer
  %Tr228 = trunc i32 %L184 to i8
  %Sl229 = select i1 %Cmp, ptr %PC, ptr %Sl106
  %Cmp230 = icmp sge <4 x i64> %I103, %Shuff217
  %L231 = load i8, ptr %Sl229, align 1
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl11, align 16
  %E232 = extractelement <1 x i32> zeroinitializer, i32 46597
  %Shuff233 = shufflevector <1 x i32> %Shuff163, <1 x i32> %L161, <1 x i32> zeroinitializer
  %I234 = insertelement <4 x i1> %I164, i1 %Cmp160, i32 %L19
  %B235 = mul <4 x i64> %I61, %L138
  %FC236 = fptosi float %E51 to i1
  br i1 %FC236, label %CF249, label %CF259

CF259:                                            ; preds = %CF270
  %Sl237 = select i1 %Cmp176, i32 %ZE204, i32 %E139
  %Cmp238 = icmp ule <1 x i64> zeroinitializer, %FC135
  %L239 = load <1 x i16>, ptr %Sl48, align 2
  store i1 %L78, ptr %Sl159, align 1
  %E240 = extractelement <16 x i8> %Shuff52, i32 46597
  %Shuff241 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %Sl84, <1 x i32> <i32 1>
  %I242 = insertelement <2 x i32> %I195, i32 %E232, i32 %L
  %B243 = fadd double %L177, %L177
  %FC244 = fptosi <8 x double> %L145 to <8 x i1>
  %Sl245 = select i1 %FC236, i8 %E27, i8 %L123
  store float %L169, ptr %Sl229, align 4
  store i1 %FC236, ptr %Sl11, align 1
  store i8 %5, ptr %Sl159, align 1
  store i16 %Sl221, ptr %Sl106, align 2
  store i16 %B157, ptr %Sl229, align 2
  ret void
}
