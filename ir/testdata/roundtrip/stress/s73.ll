; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD73(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca i1, align 1
  %A2 = alloca float, align 4
  %A1 = alloca i32, align 4
  %A = alloca float, align 4
  %L = load <8 x i8>, ptr %0, align 8
  store i32 237083, ptr %A, align 4
  %E = extractelement <8 x i1> zeroinitializer, i32 %3
  br label %CF246

CF246:                                            ; preds = %CF246, %BB
  %Shuff = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 poison>
  %I = insertelement <16 x i32> zeroinitializer, i32 %3, i32 %3
  %ZE = zext i16 16747 to i32
  %Sl = select i1 false, i1 %E, i1 false
  br i1 %Sl, label %CF246, label %CF252

CF252:                                            ; preds = %CF246
  %Cmp = icmp sgt i32 341103, 237083
  br label %CF244

CF244:                                            ; preds = %CF244, %CF254, %CF252
  %L5 = load <4 x i8>, ptr %0, align 4
  store float 0x3ACAFAEEC0000000, ptr %0, align 4
  %E6 = extractelement <8 x i1> zeroinitializer, i32 341103
  br i1 %E6, label %CF244, label %CF249

CF249:                                            ; preds = %CF249, %CF259, %CF244
  %Shuff7 = shufflevector <16 x i16> zeroinitializer, <16 x i16> zeroinitializer, <16 x i32> <i32 21, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 17, i32 19>
  %I8 = insertelement <16 x i16> %Shuff7, i16 9879, i32 %3
  %B = ashr i64 233695, 183771
  %ZE9 = zext <2 x i16> zeroinitializer to <2 x i64>
  %Sl10 = select i1 false, <16 x i16> zeroinitializer, <16 x i16> zeroinitializer
  %Cmp11 = icmp sge i1 %Cmp, true
  br i1 %Cmp11, label %CF249, label %CF259

CF259:                                            ; preds = %CF249
  %L12 = load i16, ptr %0, align 2
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %A4, align 32
  %E13 = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff14 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I15 = insertelement <2 x i16> zeroinitializer, i16 9879, i32 %3
  %B16 = shl <16 x i16> %Sl10, %Shuff7
  %ZE17 = zext i1 %Cmp to i16
  %Sl18 = select i1 false, i64 %4, i64 183771
  %Cmp19 = icmp slt i32 %3, 237083
  br i1 %Cmp19, label %CF249, label %CF254

CF254:                                            ; preds = %CF259
  %L20 = load <1 x i1>, ptr %0, align 1
  store i8 %5, ptr %0, align 1
  %E21 = extractelement <8 x i16> zeroinitializer, i32 %3
  %Shuff22 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I23 = insertelement <16 x i16> zeroinitializer, i16 %L12, i32 %3
  %B24 = lshr <1 x i16> zeroinitializer, zeroinitializer
  %Tr = trunc <16 x i16> zeroinitializer to <16 x i8>
  %Sl25 = select i1 true, ptr %A1, ptr %0
  %Cmp26 = icmp ult <4 x i1> zeroinitializer, zeroinitializer
  %L27 = load i32, ptr %Sl25, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %A, align 16
  %E28 = extractelement <16 x i32> zeroinitializer, i32 %ZE
  %Shuff29 = shufflevector <2 x i32> %Shuff14, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I30 = insertelement <4 x i1> zeroinitializer, i1 %Cmp19, i32 237083
  %B31 = or i16 -1, %L12
  %ZE32 = zext i1 %Cmp11 to i8
  %Sl33 = select i1 %Cmp19, float 0xC4A5F289C0000000, float 0xC67E650240000000
  %Cmp34 = icmp slt i64 392603, 31335
  br i1 %Cmp34, label %CF244, label %CF248

CF248:                                            ; preds = %CF248, %CF254
  %L35 = load <2 x float>, ptr %Sl25, align 8
  store i1 %Cmp19, ptr %Sl25, align 1
  %E36 = extractelement <4 x i1> %Cmp26, i32 237083
  br i1 %E36, label %CF248, label %CF257

CF257:                                            ; preds = %CF257, %CF248
  %Shuff37 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff22, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I38 = insertelement <16 x i32> zeroinitializer, i32 %ZE, i32 237083
  %B39 = and <1 x i16> zeroinitializer, zeroinitializer
  %Tr40 = trunc i16 %L12 to i1
  br i1 %Tr40, label %CF257, label %CF260

CF260:                                            ; preds = %CF260, %CF278, %CF257
  %Sl41 = select i1 %Tr40, i1 %Cmp, i1 false
  br i1 %Sl41, label %CF260, label %CF278

CF278:                                            ; preds = %CF260
  %Cmp42 = icmp sgt <2 x i32> %Shuff14, zeroinitializer
  %L43 = load <4 x i64>, ptr %0, align 32
  store i1 true, ptr %0, align 1
  %E44 = extractelement <2 x i32> %Shuff14, i32 237083
  %Shuff45 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %I38, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 3>
  %I46 = insertelement <2 x i32> %Shuff14, i32 237083, i32 237083
  %B47 = add <2 x i16> %I15, zeroinitializer
  %FC = sitofp <2 x i32> zeroinitializer to <2 x float>
  %Sl48 = select i1 true, i8 0, i8 %ZE32
  %Cmp49 = icmp ne i32 %L27, 237083
  br i1 %Cmp49, label %CF260, label %CF262

CF262:                                            ; preds = %CF278
  %L50 = load <2 x float>, ptr %Sl25, align 8
  store i1 %Cmp49, ptr %0, align 1
  %E51 = extractelement <16 x i32> zeroinitializer, i32 %E28
  %Shuff52 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %I23, <16 x i32> <i32 3, i32 5, i32 7, i32 poison, i32 poison, i32 poison, i32 15, i32 17, i32 poison, i32 poison, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1>
  %I53 = insertelement <2 x float> %L35, float 0x3ACAFAEEC0000000, i32 %ZE
  %B54 = fsub <2 x float> %FC, %L35
  %Tr55 = trunc i64 34691 to i32
  %Sl56 = select i1 true, i32 %E44, i32 %L27
  %Cmp57 = icmp sgt <4 x i8> %L5, %L5
  %L58 = load <2 x double>, ptr %0, align 16
  store i16 %L12, ptr %0, align 2
  %E59 = extractelement <1 x i16> %B39, i32 %L27
  %Shuff60 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff37, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I61 = insertelement <1 x i16> %B39, i16 %L12, i32 %E44
  %B62 = ashr i32 %E28, %E51
  %Tr63 = trunc i64 233695 to i32
  %Sl64 = select i1 true, i1 %E, i1 true
  br label %CF242

CF242:                                            ; preds = %CF242, %CF262
  %Cmp65 = icmp uge <16 x i16> zeroinitializer, zeroinitializer
  %L66 = load <1 x i1>, ptr %0, align 1
  store double 0xD37572145373E792, ptr %Sl25, align 8
  %E67 = extractelement <1 x i32> zeroinitializer, i32 237083
  %Shuff68 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 poison>
  %I69 = insertelement <8 x i16> %Shuff, i16 %E59, i32 %L27
  %FC70 = sitofp i8 %ZE32 to float
  %Sl71 = select i1 true, i32 %E28, i32 237083
  %Cmp72 = icmp eq i1 true, %Cmp34
  br i1 %Cmp72, label %CF242, label %CF247

CF247:                                            ; preds = %CF247, %CF242
  %L73 = load <1 x i32>, ptr %Sl25, align 4
  store i1 %Cmp19, ptr %0, align 1
  %E74 = extractelement <8 x i16> %Shuff, i32 %L27
  %Shuff75 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %I, <16 x i32> <i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13>
  %I76 = insertelement <2 x float> %L50, float 0x3ACAFAEEC0000000, i32 %E44
  %B77 = add i16 9879, 16747
  %Se = sext i1 %Cmp34 to i16
  %Sl78 = select <16 x i1> %Cmp65, <16 x i16> %Sl10, <16 x i16> zeroinitializer
  %Cmp79 = icmp ugt i32 %E51, %3
  br i1 %Cmp79, label %CF247, label %CF251

CF251:                                            ; preds = %CF251, %CF247
  %L80 = load <4 x i16>, ptr %0, align 8
  store float %FC70, ptr %Sl25, align 4
  %E81 = extractelement <16 x i1> %Cmp65, i32 %E44
  br i1 %E81, label %CF251, label %CF256

CF256:                                            ; preds = %CF251
  %Shuff82 = shufflevector <2 x float> %L35, <2 x float> %L35, <2 x i32> <i32 1, i32 3>
  %I83 = insertelement <2 x float> %L35, float %FC70, i32 %L27
  %B84 = srem i8 0, 0
  %Se85 = sext i32 %E44 to i64
  %Sl86 = select <16 x i1> %Cmp65, <16 x i16> zeroinitializer, <16 x i16> zeroinitializer
  %Cmp87 = icmp sgt i1 %Tr40, true
  br label %CF241

CF241:                                            ; preds = %CF241, %CF266, %CF267, %CF272, %CF256
  %L88 = load <4 x i64>, ptr %2, align 32
  store float 0x3ACAFAEEC0000000, ptr %Sl25, align 4
  %E89 = extractelement <4 x i1> %Shuff60, i32 %E28
  br i1 %E89, label %CF241, label %CF266

CF266:                                            ; preds = %CF241
  %Shuff90 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %Shuff75, <16 x i32> <i32 poison, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13>
  %I91 = insertelement <4 x i1> zeroinitializer, i1 %Cmp34, i32 %3
  %Tr92 = trunc <2 x i16> %I15 to <2 x i8>
  %Sl93 = select i1 %Cmp72, i32 %L27, i32 %E44
  %Cmp94 = fcmp false float %FC70, 0x3ACAFAEEC0000000
  br i1 %Cmp94, label %CF241, label %CF265

CF265:                                            ; preds = %CF265, %CF266
  %L95 = load <4 x i64>, ptr %Sl25, align 32
  store i32 %E44, ptr %0, align 4
  %E96 = extractelement <4 x i1> %I91, i32 %3
  br i1 %E96, label %CF265, label %CF267

CF267:                                            ; preds = %CF265
  %Shuff97 = shufflevector <2 x float> %L35, <2 x float> %FC, <2 x i32> <i32 3, i32 1>
  %I98 = insertelement <16 x i32> %Shuff75, i32 237083, i32 %Sl71
  %B99 = fdiv double 0xD37572145373E792, 0xD37572145373E792
  %FC100 = uitofp i1 %E to float
  %Sl101 = select <4 x i1> %I91, <4 x i1> %I30, <4 x i1> %I30
  %Cmp102 = icmp slt <4 x i64> %L95, %L88
  %L103 = load <4 x double>, ptr %0, align 32
  store double %B99, ptr %Sl25, align 8
  %E104 = extractelement <2 x float> %L35, i32 %Tr55
  %Shuff105 = shufflevector <8 x i1> %Shuff68, <8 x i1> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 poison>
  %I106 = insertelement <1 x i32> %L73, i32 %E44, i32 %Sl93
  %Sl107 = select <4 x i1> %Shuff22, <4 x i1> %I91, <4 x i1> %I91
  %Cmp108 = icmp sgt <16 x i32> %Shuff45, %I38
  %L109 = load <4 x i64>, ptr %Sl25, align 32
  store i16 %L12, ptr %0, align 2
  %E110 = extractelement <4 x double> %L103, i32 341103
  %Shuff111 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I112 = insertelement <1 x i32> %L73, i32 %Tr63, i32 %L27
  %FC113 = sitofp i32 237083 to float
  %Sl114 = select i1 %E, i16 -1, i16 16747
  %Cmp115 = icmp uge <4 x i64> %L109, %L43
  %L116 = load <2 x i8>, ptr %0, align 2
  store i32 %Sl93, ptr %0, align 4
  %E117 = extractelement <16 x i16> zeroinitializer, i32 %3
  %Shuff118 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 poison, i32 21, i32 23>
  %I119 = insertelement <8 x i16> %Shuff, i16 %Sl114, i32 %3
  %Tr120 = trunc <4 x i64> %L88 to <4 x i8>
  %Sl121 = select i1 %Cmp79, <8 x i16> %I69, <8 x i16> zeroinitializer
  %Cmp122 = icmp ne i1 %Cmp, true
  br i1 %Cmp122, label %CF241, label %CF263

CF263:                                            ; preds = %CF263, %CF267
  %L123 = load i8, ptr %A, align 1
  store <4 x i64> %L88, ptr %0, align 32
  %E124 = extractelement <16 x i1> %Cmp65, i32 %ZE
  br i1 %E124, label %CF263, label %CF264

CF264:                                            ; preds = %CF264, %CF263
  %Shuff125 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I126 = insertelement <4 x i8> %L5, i8 %B84, i32 %E28
  %B127 = srem i32 %Sl56, %L27
  %FC128 = sitofp i16 16747 to float
  %Sl129 = select i1 %Cmp87, i16 %L12, i16 %E117
  %Cmp130 = icmp slt i16 %E117, %Sl114
  br i1 %Cmp130, label %CF264, label %CF272

CF272:                                            ; preds = %CF264
  %L131 = load <1 x i32>, ptr %Sl25, align 4
  store i64 %Se85, ptr %0, align 4
  %E132 = extractelement <4 x i1> zeroinitializer, i32 237083
  br i1 %E132, label %CF241, label %CF243

CF243:                                            ; preds = %CF243, %CF272
  %Shuff133 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Shuff105, <8 x i32> <i32 11, i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I134 = insertelement <4 x i64> %L43, i64 31335, i32 %B127
  %B135 = ashr i16 %B31, %Sl114
  %Se136 = sext i1 %Sl to i64
  %Sl137 = select <4 x i1> %I91, <4 x i1> %Cmp102, <4 x i1> %Shuff22
  %Cmp138 = icmp eq <4 x i1> %Shuff37, %Sl137
  %L139 = load <1 x i1>, ptr %Sl25, align 1
  store i8 %L123, ptr %0, align 1
  %E140 = extractelement <16 x i32> %Shuff45, i32 %3
  %Shuff141 = shufflevector <2 x float> %L35, <2 x float> %I53, <2 x i32> <i32 1, i32 3>
  %I142 = insertelement <8 x i1> %Shuff68, i1 true, i32 %B62
  %PC = bitcast ptr %A1 to ptr
  %Sl143 = select i1 true, <4 x i1> %Cmp138, <4 x i1> %Shuff37
  %Cmp144 = icmp sgt <4 x i1> %Shuff22, %Shuff22
  %L145 = load i8, ptr %Sl25, align 1
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl25, align 32
  %E146 = extractelement <4 x i1> %Cmp138, i32 %B127
  br i1 %E146, label %CF243, label %CF245

CF245:                                            ; preds = %CF245, %CF270, %CF243
  %Shuff147 = shufflevector <4 x i1> %Cmp102, <4 x i1> %Shuff22, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I148 = insertelement <16 x i16> %I23, i16 %L12, i32 %E140
  %B149 = or <16 x i16> zeroinitializer, %Shuff7
  %ZE150 = zext i1 %Cmp122 to i64
  %Sl151 = select i1 %Cmp34, <2 x i8> %L116, <2 x i8> %Tr92
  %Cmp152 = icmp slt i16 -1, %Sl114
  br i1 %Cmp152, label %CF245, label %CF268

CF268:                                            ; preds = %CF268, %CF273, %CF245
  %L153 = load double, ptr %PC, align 8
  %E154 = extractelement <2 x i32> %Shuff29, i32 %B127
  %Shuff155 = shufflevector <4 x i1> %Cmp115, <4 x i1> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I156 = insertelement <4 x i1> %I91, i1 %Tr40, i32 %Sl56
  %Se157 = sext <4 x i1> %Cmp57 to <4 x i64>
  %Sl158 = select <2 x i1> %Cmp42, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %Cmp159 = icmp uge i32 %B127, %Sl71
  br i1 %Cmp159, label %CF268, label %CF273

CF273:                                            ; preds = %CF268
  %L160 = load <8 x i64>, ptr %Sl25, align 64
  store float 0xC67E650240000000, ptr %PC, align 4
  %E161 = extractelement <2 x float> %Shuff82, i32 %B127
  %Shuff162 = shufflevector <2 x float> %Shuff97, <2 x float> %I76, <2 x i32> <i32 poison, i32 1>
  %I163 = insertelement <2 x float> %I76, float %FC128, i32 %Sl71
  %Se164 = sext <2 x i1> %Cmp42 to <2 x i16>
  %Sl165 = select <8 x i1> %Shuff105, <8 x i1> %Shuff68, <8 x i1> %Shuff133
  %Cmp166 = icmp sgt <1 x i32> %L73, %L73
  %L167 = load <2 x i8>, ptr %Sl25, align 2
  store i32 %Sl93, ptr %Sl25, align 4
  %E168 = extractelement <1 x i32> %L131, i32 %E154
  %Shuff169 = shufflevector <8 x i1> %Shuff133, <8 x i1> %Shuff68, <8 x i32> <i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I170 = insertelement <2 x i32> %I46, i32 %ZE, i32 %3
  %B171 = urem i64 183771, %Se85
  %Tr172 = trunc i64 %ZE150 to i1
  br i1 %Tr172, label %CF268, label %CF270

CF270:                                            ; preds = %CF273
  %Sl173 = select i1 %E146, double 0xDDCDCA6C79CB5BEA, double %B99
  %Cmp174 = icmp sgt i16 16747, %L12
  br i1 %Cmp174, label %CF245, label %CF253

CF253:                                            ; preds = %CF253, %CF279, %CF270
  %L175 = load <4 x i8>, ptr %0, align 4
  store i1 %Tr172, ptr %Sl25, align 1
  %E176 = extractelement <4 x i1> zeroinitializer, i32 %B127
  br i1 %E176, label %CF253, label %CF277

CF277:                                            ; preds = %CF277, %CF253
  %Shuff177 = shufflevector <16 x i32> %Shuff90, <16 x i32> %Shuff90, <16 x i32> <i32 poison, i32 11, i32 13, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7>
  %I178 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 %E44
  %ZE179 = zext i1 %E124 to i8
  %Sl180 = select i1 %E146, i32 %Sl93, i32 %B127
  %Cmp181 = icmp ult <4 x i8> %I178, %L175
  %L182 = load <16 x i1>, ptr %PC, align 2
  store i1 true, ptr %PC, align 1
  %E183 = extractelement <4 x i1> %Cmp144, i32 341103
  br i1 %E183, label %CF277, label %CF279

CF279:                                            ; preds = %CF277
  %Shuff184 = shufflevector <4 x i64> %L43, <4 x i64> %L43, <4 x i32> <i32 poison, i32 poison, i32 1, i32 3>
  %I185 = insertelement <16 x i32> zeroinitializer, i32 %E168, i32 %E140
  %B186 = lshr i32 %E154, %B127
  %Se187 = sext i1 %E146 to i64
  %Sl188 = select <16 x i1> %Cmp108, <16 x i16> %B149, <16 x i16> %I148
  %Cmp189 = icmp sge i32 %Sl180, %Sl93
  br i1 %Cmp189, label %CF253, label %CF261

CF261:                                            ; preds = %CF279
  %L190 = load <1 x i64>, ptr %PC, align 8
  store i64 %B171, ptr %Sl25, align 4
  %E191 = extractelement <4 x i1> %Sl137, i32 %Sl71
  br label %CF

CF:                                               ; preds = %CF, %CF276, %CF261
  %Shuff192 = shufflevector <16 x i1> %Cmp65, <16 x i1> %Cmp65, <16 x i32> <i32 11, i32 13, i32 15, i32 17, i32 poison, i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 poison>
  %I193 = insertelement <16 x i1> %Cmp65, i1 %Sl, i32 %3
  %Se194 = sext <4 x i1> %Cmp102 to <4 x i32>
  %Sl195 = select i1 %Cmp122, i16 %E74, i16 16747
  %Cmp196 = icmp uge i1 %E36, %Cmp174
  br i1 %Cmp196, label %CF, label %CF274

CF274:                                            ; preds = %CF274, %CF
  %L197 = load double, ptr %A1, align 8
  store <8 x i8> %L, ptr %PC, align 8
  %E198 = extractelement <4 x i1> %Shuff155, i32 %B127
  br i1 %E198, label %CF274, label %CF275

CF275:                                            ; preds = %CF275, %CF274
  %Shuff199 = shufflevector <16 x i16> %I23, <16 x i16> %Sl188, <16 x i32> <i32 8, i32 poison, i32 poison, i32 poison, i32 16, i32 poison, i32 20, i32 22, i32 24, i32 26, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 6>
  %I200 = insertelement <4 x i1> %Cmp57, i1 %Cmp196, i32 %E51
  %Se201 = sext i1 true to i32
  %Sl202 = select <16 x i1> %Cmp65, <16 x i16> %Shuff199, <16 x i16> zeroinitializer
  %L203 = load i64, ptr %Sl25, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  %E204 = extractelement <4 x i64> %I134, i32 %E67
  %Shuff205 = shufflevector <2 x i1> %Cmp42, <2 x i1> %Cmp42, <2 x i32> <i32 0, i32 2>
  %I206 = insertelement <8 x i1> %Shuff169, i1 false, i32 %E140
  %B207 = and <2 x i32> %Shuff14, zeroinitializer
  %ZE208 = zext i1 %Cmp11 to i64
  %Sl209 = select i1 true, <2 x float> %I163, <2 x float> %Shuff162
  %Cmp210 = icmp eq <4 x i1> %Cmp144, zeroinitializer
  %L211 = load i1, ptr %PC, align 1
  br i1 %L211, label %CF275, label %CF276

CF276:                                            ; preds = %CF275
  store <16 x i16> %I148, ptr %PC, align 32
  %E212 = extractelement <4 x i1> %Shuff155, i32 %Sl180
  br i1 %E212, label %CF, label %CF250

CF250:                                            ; preds = %CF250, %CF271, %CF276
  %Shuff213 = shufflevector <4 x i1> %Shuff155, <4 x i1> %Sl137, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I214 = insertelement <2 x float> %FC, float %E161, i32 237083
  %B215 = fsub <2 x float> %L50, %Sl209
  %Tr216 = trunc <2 x i16> %I15 to <2 x i1>
  %Sl217 = select i1 %E146, <16 x i1> %I193, <16 x i1> %L182
  %Cmp218 = fcmp ult <2 x float> %I76, %Shuff141
  %L219 = load i64, ptr %PC, align 4
  store <8 x i16> zeroinitializer, ptr %PC, align 16
  %E220 = extractelement <2 x float> %Shuff97, i32 %Sl93
  %Shuff221 = shufflevector <2 x i1> %Shuff205, <2 x i1> %Shuff205, <2 x i32> <i32 0, i32 2>
  %I222 = insertelement <2 x float> %I163, float %FC100, i32 %E51
  %FC223 = sitofp <16 x i16> %I148 to <16 x double>
  %Sl224 = select i1 %L211, i1 %Cmp122, i1 %Cmp159
  br i1 %Sl224, label %CF250, label %CF271

CF271:                                            ; preds = %CF250
  %Cmp225 = icmp ne i1 %Sl, %Cmp19
  br i1 %Cmp225, label %CF250, label %CF255

CF255:                                            ; preds = %CF255, %CF269, %CF271
  %L226 = load <4 x i64>, ptr %PC, align 32
  store i1 false, ptr %Sl25, align 1
  %E227 = extractelement <2 x i1> %Shuff221, i32 %Sl180
  br i1 %E227, label %CF255, label %CF269

CF269:                                            ; preds = %CF255
  %Shuff228 = shufflevector <16 x i32> %Shuff118, <16 x i32> %Shuff90, <16 x i32> <i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27>
  %I229 = insertelement <2 x i32> %Shuff111, i32 %B127, i32 %Tr55
  %B230 = add i16 %B77, 16747
  %Tr231 = trunc <16 x i16> %I148 to <16 x i8>
  %Sl232 = select <2 x i1> %Cmp42, <2 x float> %FC, <2 x float> %Shuff141
  %Cmp233 = icmp sge i16 %E117, %Sl195
  br i1 %Cmp233, label %CF255, label %CF258

CF258:                                            ; preds = %CF269
  %L234 = load <4 x i1>, ptr %PC, align 1
  store float %E220, ptr %PC, align 4
  %E235 = extractelement <4 x i64> %Shuff184, i32 341103
  %Shuff236 = shufflevector <8 x i16> %Shuff, <8 x i16> %I69, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I237 = insertelement <16 x i1> %Cmp65, i1 %Cmp122, i32 %Sl93
  %Se238 = sext <4 x i1> %Cmp57 to <4 x i8>
  %Sl239 = select i1 %Cmp19, i16 %E117, i16 %Sl195
  %Cmp240 = icmp ne <16 x i32> %Shuff177, zeroinitializer
  store i8 %5, ptr %Sl25, align 1
  store i1 %Cmp79, ptr %Sl25, align 1
  store i64 %Se136, ptr %0, align 4
  store i8 %Sl48, ptr %0, align 1
  store i32 %3, ptr %PC, align 4
  ret void
}
