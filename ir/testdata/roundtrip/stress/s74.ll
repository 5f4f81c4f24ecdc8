; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD74(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i16>, align 4
  %A3 = alloca <1 x double>, align 8
  %A2 = alloca <8 x double>, align 64
  %A1 = alloca <4 x double>, align 32
  %A = alloca <16 x i1>, align 2
  %L = load <16 x i64>, ptr %0, align 128
  store i32 -1, ptr %0, align 4
  %E = extractelement <2 x i32> zeroinitializer, i32 259691
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 poison, i32 3>
  %I = insertelement <8 x i1> zeroinitializer, i1 true, i32 422903
  %Tr = trunc i16 8527 to i1
  br label %CF264

CF264:                                            ; preds = %BB
  %Sl = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i8> zeroinitializer, <16 x i8> zeroinitializer
  %Cmp = icmp ule i16 -5161, 10055
  br label %CF246

CF246:                                            ; preds = %CF246, %CF264
  %L5 = load <4 x double>, ptr %0, align 32
  store double 0x411567B4D113ED32, ptr %0, align 8
  %E6 = extractelement <2 x i32> zeroinitializer, i32 105147
  %Shuff7 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I8 = insertelement <2 x i32> zeroinitializer, i32 105147, i32 %E
  %ZE = zext i32 -1 to i64
  %Sl9 = select i1 true, <4 x i64> zeroinitializer, <4 x i64> zeroinitializer
  %Cmp10 = icmp uge i64 429643, 361179
  br i1 %Cmp10, label %CF246, label %CF268

CF268:                                            ; preds = %CF246
  %L11 = load i8, ptr %0, align 1
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 8
  %E12 = extractelement <2 x i32> zeroinitializer, i32 422903
  %Shuff13 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 poison, i32 2, i32 poison>
  %I14 = insertelement <4 x i64> zeroinitializer, i64 %ZE, i32 %E
  %FC = uitofp i1 false to float
  %Sl15 = select i1 false, i32 259691, i32 67699
  %Cmp16 = fcmp false double 0x8E9DBF3CB29BD8BA, 0xFAAD7F4CC6AB40CA
  br label %CF242

CF242:                                            ; preds = %CF242, %CF260, %CF268
  %L17 = load i8, ptr %0, align 1
  %E18 = extractelement <8 x i1> zeroinitializer, i32 -1
  br i1 %E18, label %CF242, label %CF260

CF260:                                            ; preds = %CF242
  %Shuff19 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I20 = insertelement <16 x i8> %Sl, i8 %L11, i32 422903
  %Sl21 = select i1 true, i8 %5, i8 %5
  %L22 = load <2 x i16>, ptr %0, align 4
  store float %FC, ptr %A, align 4
  %E23 = extractelement <16 x i8> zeroinitializer, i32 %E6
  %Shuff24 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %I, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I25 = insertelement <16 x i8> zeroinitializer, i8 %L11, i32 %3
  %B = fmul double 0x8E9DBF3CB29BD8BA, 0xF67D7F1CCA7B489A
  %Tr26 = trunc i64 57427 to i16
  %Sl27 = select i1 true, ptr %0, ptr %0
  %L28 = load double, ptr %Sl27, align 8
  store <2 x i64> <i64 0, i64 -1>, ptr %Sl27, align 16
  %E29 = extractelement <2 x i32> %Shuff19, i32 %E
  %Shuff30 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I31 = insertelement <16 x i8> zeroinitializer, i8 %L17, i32 259691
  %B32 = shl i64 %4, 361179
  %Tr33 = trunc <4 x i64> zeroinitializer to <4 x i32>
  %Sl34 = select i1 true, float 0xC7B7F41BC0000000, float 0xC7B7F41BC0000000
  %Cmp35 = icmp sgt i16 -1, 10055
  br i1 %Cmp35, label %CF242, label %CF244

CF244:                                            ; preds = %CF244, %CF271, %CF257, %CF253, %CF260
  %L36 = load <2 x i1>, ptr %Sl27, align 1
  store i8 7, ptr %Sl27, align 1
  %E37 = extractelement <8 x i1> zeroinitializer, i32 %E29
  br i1 %E37, label %CF244, label %CF254

CF254:                                            ; preds = %CF254, %CF244
  %Shuff38 = shufflevector <4 x i8> %Shuff, <4 x i8> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I39 = insertelement <2 x i32> zeroinitializer, i32 422903, i32 %E29
  %B40 = urem i8 %Sl21, %5
  %ZE41 = fpext float 0xC44B770F40000000 to double
  %Sl42 = select i1 true, ptr %A4, ptr %Sl27
  %L43 = load float, ptr %Sl27, align 4
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl27, align 64
  %E44 = extractelement <16 x i8> zeroinitializer, i32 %E29
  %Shuff45 = shufflevector <2 x i32> %Shuff30, <2 x i32> %Shuff7, <2 x i32> <i32 0, i32 poison>
  %I46 = insertelement <2 x i32> zeroinitializer, i32 -1, i32 422903
  %B47 = ashr i16 %Tr26, %Tr26
  %Se = sext <4 x i8> %Shuff38 to <4 x i64>
  %Sl48 = select <2 x i1> %L36, <2 x i1> %L36, <2 x i1> %L36
  %Cmp49 = icmp ne i1 true, true
  br i1 %Cmp49, label %CF254, label %CF262

CF262:                                            ; preds = %CF262, %CF254
  %L50 = load <8 x i32>, ptr %Sl42, align 32
  store float 0xC44B770F40000000, ptr %Sl27, align 4
  %E51 = extractelement <8 x i32> %L50, i32 %3
  %Shuff52 = shufflevector <2 x i32> %Shuff45, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I53 = insertelement <4 x i1> zeroinitializer, i1 false, i32 %3
  %B54 = add i32 %E29, 259691
  %Tr55 = trunc i32 %B54 to i8
  %Sl56 = select i1 %Cmp35, double %B, double %B
  %Cmp57 = icmp sgt i1 %Cmp10, %Cmp10
  br i1 %Cmp57, label %CF262, label %CF271

CF271:                                            ; preds = %CF262
  %L58 = load <2 x i1>, ptr %0, align 1
  store float %Sl34, ptr %Sl27, align 4
  %E59 = extractelement <2 x i32> %Shuff7, i32 259691
  %Shuff60 = shufflevector <2 x i32> %Shuff52, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I61 = insertelement <16 x i8> zeroinitializer, i8 7, i32 %E29
  %ZE62 = zext i1 true to i8
  %Sl63 = select i1 %Cmp16, <8 x i16> zeroinitializer, <8 x i16> zeroinitializer
  %Cmp64 = icmp sgt <16 x i64> %L, %L
  %L65 = load float, ptr %Sl27, align 4
  store <4 x i8> zeroinitializer, ptr %Sl27, align 4
  %E66 = extractelement <2 x i32> %Shuff7, i32 259691
  %Shuff67 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I53, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I68 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 %E29
  %B69 = fdiv double %Sl56, %Sl56
  %Se70 = sext <2 x i1> %Sl48 to <2 x i8>
  %Sl71 = select i1 %E37, double 0xF67D7F1CCA7B489A, double %B
  %Cmp72 = icmp ugt i1 false, %Tr
  br i1 %Cmp72, label %CF244, label %CF250

CF250:                                            ; preds = %CF250, %CF271
  %L73 = load i1, ptr %Sl27, align 1
  br i1 %L73, label %CF250, label %CF257

CF257:                                            ; preds = %CF250
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 8
  %E74 = extractelement <2 x i1> %L58, i32 %E29
  br i1 %E74, label %CF244, label %CF249

CF249:                                            ; preds = %CF249, %CF257
  %Shuff75 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff60, <2 x i32> <i32 2, i32 0>
  %I76 = insertelement <4 x i8> %Shuff, i8 %L11, i32 %E
  %B77 = shl i8 %E23, %L11
  %FC78 = sitofp i32 %E6 to double
  %Sl79 = select i1 true, i8 %ZE62, i8 7
  %Cmp80 = icmp ule i32 %E59, 259691
  br i1 %Cmp80, label %CF249, label %CF253

CF253:                                            ; preds = %CF249
  %L81 = load <8 x float>, ptr %Sl27, align 32
  store i8 %5, ptr %Sl27, align 1
  %E82 = extractelement <4 x double> %L5, i32 422903
  %Shuff83 = shufflevector <16 x i8> %I20, <16 x i8> %Sl, <16 x i32> <i32 poison, i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 17>
  %I84 = insertelement <2 x i32> zeroinitializer, i32 %B54, i32 %Sl15
  %B85 = udiv i8 %Sl21, %B40
  %FC86 = sitofp <4 x i8> zeroinitializer to <4 x float>
  %Sl87 = select i1 %Cmp10, <8 x i1> zeroinitializer, <8 x i1> zeroinitializer
  %Cmp88 = icmp sge i64 289531, %B32
  br i1 %Cmp88, label %CF244, label %CF248

CF248:                                            ; preds = %CF248, %CF253
  %L89 = load float, ptr %0, align 4
  store <4 x double> %L5, ptr %Sl27, align 32
  %E90 = extractelement <16 x i8> zeroinitializer, i32 %3
  %Shuff91 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %I20, <16 x i32> <i32 18, i32 poison, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 poison, i32 12, i32 14, i32 poison>
  %I92 = insertelement <2 x i32> %I8, i32 %E6, i32 %E51
  %Tr93 = trunc <8 x i32> %L50 to <8 x i16>
  %Sl94 = select i1 true, double %B69, double 0xF67D7F1CCA7B489A
  %Cmp95 = icmp eq i32 259691, %E51
  br i1 %Cmp95, label %CF248, label %CF258

CF258:                                            ; preds = %CF248
  %L96 = load double, ptr %Sl27, align 8
  %E97 = extractelement <4 x i8> zeroinitializer, i32 %E
  %Shuff98 = shufflevector <2 x i32> %Shuff19, <2 x i32> %Shuff19, <2 x i32> <i32 1, i32 3>
  %I99 = insertelement <4 x i8> %Shuff38, i8 7, i32 %E12
  %B100 = or <16 x i8> zeroinitializer, %Shuff83
  %ZE101 = zext <16 x i8> %I31 to <16 x i32>
  %Sl102 = select i1 %Cmp57, <2 x i1> %L58, <2 x i1> %L36
  %Cmp103 = icmp ult <2 x i1> %Sl102, %L36
  %L104 = load i32, ptr %Sl27, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl27, align 16
  %E105 = extractelement <2 x i1> %L58, i32 422903
  br label %CF

CF:                                               ; preds = %CF, %CF273, %CF258
  %Shuff106 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 poison, i32 poison, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 poison, i32 16>
  %I107 = insertelement <16 x i8> %Shuff91, i8 7, i32 %E51
  %B108 = frem double %B69, %ZE41
  %Tr109 = trunc <4 x i8> %Shuff38 to <4 x i1>
  %Sl110 = select i1 true, <2 x i1> %L58, <2 x i1> %L36
  %Cmp111 = icmp ult <4 x i64> %Se, zeroinitializer
  %L112 = load i16, ptr %0, align 2
  store <4 x double> %L5, ptr %Sl27, align 32
  %E113 = extractelement <16 x i8> %Shuff83, i32 %L104
  %Shuff114 = shufflevector <2 x i32> %Shuff45, <2 x i32> %Shuff7, <2 x i32> <i32 0, i32 2>
  %I115 = insertelement <2 x i32> zeroinitializer, i32 %E29, i32 259691
  %B116 = fsub <8 x float> %L81, %L81
  %Tr117 = trunc <2 x i32> %I92 to <2 x i16>
  %Sl118 = select i1 %E105, <4 x i8> %I76, <4 x i8> %Shuff
  %Cmp119 = icmp uge <16 x i8> %Shuff106, %I61
  %L120 = load i8, ptr %0, align 1
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl27, align 64
  %E121 = extractelement <2 x i1> %L36, i32 %E51
  br i1 %E121, label %CF, label %CF265

CF265:                                            ; preds = %CF265, %CF
  %Shuff122 = shufflevector <2 x i1> %L58, <2 x i1> %L36, <2 x i32> <i32 2, i32 0>
  %I123 = insertelement <2 x i32> zeroinitializer, i32 %E66, i32 %L104
  %B124 = frem <4 x double> %L5, %L5
  %FC125 = fptosi double %B108 to i1
  br i1 %FC125, label %CF265, label %CF266

CF266:                                            ; preds = %CF266, %CF265
  %Sl126 = select i1 false, <2 x i1> %Shuff122, <2 x i1> %Shuff122
  %Cmp127 = icmp sge <2 x i32> zeroinitializer, %Shuff19
  %L128 = load i1, ptr %Sl27, align 1
  br i1 %L128, label %CF266, label %CF273

CF273:                                            ; preds = %CF266
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl27, align 8
  %E129 = extractelement <4 x i1> %Tr109, i32 %E51
  br i1 %E129, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF267, %CF272, %CF273
  %Shuff130 = shufflevector <2 x i32> %Shuff19, <2 x i32> %Shuff60, <2 x i32> <i32 poison, i32 2>
  %I131 = insertelement <16 x i8> %Shuff83, i8 %Sl21, i32 259691
  %FC132 = sitofp <4 x i64> %Se to <4 x float>
  %Sl133 = select i1 %E121, <16 x i64> %L, <16 x i64> %L
  %Cmp134 = icmp sge <2 x i32> %Shuff52, %Shuff60
  %L135 = load double, ptr %Sl42, align 8
  store <4 x double> %B124, ptr %0, align 32
  %E136 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff137 = shufflevector <8 x float> %L81, <8 x float> %L81, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 poison, i32 8>
  %I138 = insertelement <4 x i64> %I68, i64 %E136, i32 %E12
  %B139 = srem i32 %E29, %L104
  %FC140 = sitofp i1 %Cmp to double
  %Sl141 = select i1 %Cmp57, double %L96, double %B108
  %Cmp142 = icmp ult <2 x i32> %I46, zeroinitializer
  %L143 = load <1 x i1>, ptr %Sl27, align 1
  store i32 %E12, ptr %0, align 4
  %E144 = extractelement <2 x i32> zeroinitializer, i32 %B139
  %Shuff145 = shufflevector <2 x i32> %Shuff19, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I146 = insertelement <2 x i32> zeroinitializer, i32 %B139, i32 %E144
  %B147 = or <2 x i8> %Se70, %Se70
  %Tr148 = trunc <16 x i64> %Sl133 to <16 x i1>
  %Sl149 = select i1 true, i64 361179, i64 %E136
  %Cmp150 = icmp ule <2 x i1> %Cmp142, %L36
  %L151 = load float, ptr %0, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl27, align 8
  %E152 = extractelement <4 x i64> %Shuff13, i32 %E29
  %Shuff153 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I154 = insertelement <2 x i32> %Shuff7, i32 %E12, i32 %L104
  %B155 = mul i8 %Tr55, 7
  %Tr156 = trunc <4 x i64> zeroinitializer to <4 x i8>
  %Sl157 = select i1 %Cmp57, i64 %ZE, i64 %E136
  %Cmp158 = icmp ule <2 x i32> %Shuff7, %Shuff75
  %L159 = load <4 x float>, ptr %0, align 16
  store i8 %Tr55, ptr %0, align 1
  %E160 = extractelement <16 x i8> %I131, i32 105147
  %Shuff161 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I84, <2 x i32> <i32 1, i32 3>
  %I162 = insertelement <2 x i1> %L36, i1 true, i32 %E51
  %FC163 = fptosi double %Sl141 to i64
  %Sl164 = select i1 %FC125, double %Sl94, double 0xF67D7F1CCA7B489A
  %Cmp165 = icmp slt <8 x i1> %I, zeroinitializer
  %L166 = load <2 x i1>, ptr %Sl27, align 1
  store i16 %Tr26, ptr %0, align 2
  %E167 = extractelement <16 x i8> %Shuff91, i32 %B139
  %Shuff168 = shufflevector <2 x i1> %Sl126, <2 x i1> %Cmp150, <2 x i32> <i32 1, i32 3>
  %I169 = insertelement <4 x i64> zeroinitializer, i64 %E136, i32 %E51
  %B170 = urem <4 x i8> %Sl118, %Shuff153
  %ZE171 = zext <4 x i1> zeroinitializer to <4 x i16>
  %Sl172 = select i1 %E121, <2 x i1> %Shuff122, <2 x i1> %L36
  %Cmp173 = fcmp ole double 0x8E9DBF3CB29BD8BA, %Sl164
  br i1 %Cmp173, label %CF241, label %CF267

CF267:                                            ; preds = %CF241
  %L174 = load i64, ptr %Sl27, align 4
  %E175 = extractelement <2 x i32> %I154, i32 259691
  %Shuff176 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Sl9, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I177 = insertelement <8 x i16> %Tr93, i16 %B47, i32 %E12
  %B178 = lshr <2 x i32> %I92, %I84
  %FC179 = uitofp i1 %Cmp49 to double
  %Sl180 = select <2 x i1> %L36, <2 x i1> %Cmp127, <2 x i1> %L36
  %Cmp181 = icmp ne <2 x i32> %Shuff114, %Shuff7
  %L182 = load <4 x i32>, ptr %0, align 16
  store float %FC, ptr %0, align 4
  %E183 = extractelement <4 x i1> %Shuff67, i32 105147
  br i1 %E183, label %CF241, label %CF245

CF245:                                            ; preds = %CF245, %CF267
  %Shuff184 = shufflevector <4 x i64> %I14, <4 x i64> %I138, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I185 = insertelement <2 x i32> %Shuff30, i32 %L104, i32 %L104
  %ZE186 = zext i1 %E37 to i32
  %Sl187 = select i1 true, <2 x i32> %Shuff30, <2 x i32> %I39
  %Cmp188 = icmp ult <2 x i32> %Shuff52, %Shuff145
  %L189 = load i8, ptr %0, align 1
  store <2 x i8> %Se70, ptr %0, align 2
  %E190 = extractelement <16 x i1> %Cmp64, i32 %E66
  br i1 %E190, label %CF245, label %CF251

CF251:                                            ; preds = %CF251, %CF245
  %Shuff191 = shufflevector <2 x i1> %L166, <2 x i1> %Sl126, <2 x i32> <i32 2, i32 0>
  %I192 = insertelement <2 x i32> %Shuff145, i32 %E175, i32 %E29
  %FC193 = fptoui double %Sl141 to i32
  %Sl194 = select i1 %Cmp49, i64 57427, i64 361179
  %L195 = load <8 x i1>, ptr %Sl27, align 1
  store i1 %L128, ptr %0, align 1
  %E196 = extractelement <8 x i1> %Cmp165, i32 %L104
  br i1 %E196, label %CF251, label %CF256

CF256:                                            ; preds = %CF256, %CF251
  %Shuff197 = shufflevector <2 x i32> %Sl187, <2 x i32> %Shuff114, <2 x i32> <i32 1, i32 3>
  %I198 = insertelement <4 x i64> %Shuff176, i64 %E136, i32 259691
  %B199 = srem i32 %Sl15, %E29
  %ZE200 = zext <4 x i1> %Cmp111 to <4 x i64>
  %Sl201 = select i1 %Cmp95, i1 %FC125, i1 %E196
  br i1 %Sl201, label %CF256, label %CF270

CF270:                                            ; preds = %CF270, %CF256
  %Cmp202 = icmp uge i8 %B77, 7
  br i1 %Cmp202, label %CF270, label %CF272

CF272:                                            ; preds = %CF270
  %L203 = load <1 x i32>, ptr %0, align 4
  store double 0xF67D7F1CCA7B489A, ptr %Sl27, align 8
  %E204 = extractelement <2 x i1> %Cmp142, i32 %E29
  br i1 %E204, label %CF241, label %CF243

CF243:                                            ; preds = %CF243, %CF272
  %Shuff205 = shufflevector <2 x i32> %Shuff45, <2 x i32> %Shuff45, <2 x i32> <i32 3, i32 1>
  %I206 = insertelement <4 x i8> zeroinitializer, i8 %Tr55, i32 %E29
  %B207 = add i8 %L189, %L189
  %Sl208 = select i1 %Cmp173, i32 %E59, i32 105147
  %Cmp209 = icmp uge <2 x i1> %Sl102, %Sl102
  %L210 = load i1, ptr %0, align 1
  br i1 %L210, label %CF243, label %CF247

CF247:                                            ; preds = %CF247, %CF269, %CF259, %CF243
  store <2 x i64> <i64 0, i64 -1>, ptr %0, align 16
  %E211 = extractelement <8 x float> %Shuff137, i32 %L104
  %Shuff212 = shufflevector <2 x i32> %I146, <2 x i32> %Shuff30, <2 x i32> <i32 0, i32 2>
  %I213 = insertelement <16 x i8> %Sl, i8 %5, i32 %E59
  %B214 = xor i32 %Sl15, %E51
  %Tr215 = trunc <8 x i16> %Sl63 to <8 x i1>
  %Sl216 = select i1 %E183, i32 %E144, i32 259691
  %Cmp217 = icmp sgt <2 x i32> %Shuff7, %Shuff161
  %L218 = load <4 x i64>, ptr %Sl27, align 32
  store i16 %L112, ptr %0, align 2
  %E219 = extractelement <1 x i1> zeroinitializer, i32 259691
  br i1 %E219, label %CF247, label %CF269

CF269:                                            ; preds = %CF247
  %Shuff220 = shufflevector <2 x i1> %Cmp150, <2 x i1> %Sl102, <2 x i32> <i32 1, i32 poison>
  %I221 = insertelement <16 x i8> %Sl, i8 %B207, i32 %B139
  %B222 = ashr <2 x i32> %Shuff130, %I39
  %ZE223 = zext <1 x i1> %L143 to <1 x i32>
  %Sl224 = select i1 %Cmp80, ptr %A4, ptr %0
  %Cmp225 = icmp ule i1 %Cmp35, %E121
  br i1 %Cmp225, label %CF247, label %CF255

CF255:                                            ; preds = %CF255, %CF263, %CF261, %CF269
  %L226 = load <8 x float>, ptr %Sl224, align 32
  store i16 -5161, ptr %Sl224, align 2
  %E227 = extractelement <2 x i32> zeroinitializer, i32 %E66
  %Shuff228 = shufflevector <2 x i32> %Shuff145, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I229 = insertelement <4 x float> %FC86, float %E211, i32 %E51
  %FC230 = sitofp i16 %B47 to float
  %Sl231 = select i1 %Cmp95, i1 %Cmp95, i1 %Cmp173
  br i1 %Sl231, label %CF255, label %CF263

CF263:                                            ; preds = %CF255
  %Cmp232 = fcmp une double %Sl71, %Sl56
  br i1 %Cmp232, label %CF255, label %CF261

CF261:                                            ; preds = %CF263
  %L233 = load <4 x i64>, ptr %Sl224, align 32
  store i8 %E160, ptr %Sl27, align 1
  %E234 = extractelement <8 x i1> %I, i32 %E51
  br i1 %E234, label %CF255, label %CF259

CF259:                                            ; preds = %CF261
  %Shuff235 = shufflevector <2 x i32> %Shuff19, <2 x i32> %I84, <2 x i32> <i32 3, i32 1>
  %I236 = insertelement <4 x double> %L5, double %L135, i32 %E227
  %B237 = add <2 x i32> zeroinitializer, %Shuff197
  %Se238 = sext i1 %E219 to i64
  %Sl239 = select i1 true, i32 %E12, i32 %E51
  %Cmp240 = fcmp uno double %B, %B69
  br i1 %Cmp240, label %CF247, label %CF252

CF252:                                            ; preds = %CF259
  store double 0xF67D7F1CCA7B489A, ptr %Sl224, align 8
  store i16 10055, ptr %Sl224, align 2
  store i32 259691, ptr %Sl224, align 4
  store i64 %B32, ptr %Sl27, align 4
  store i8 %5, ptr %Sl224, align 1
  ret void
}
