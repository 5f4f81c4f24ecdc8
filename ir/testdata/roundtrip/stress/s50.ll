; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD50(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i16>, align 8
  %A3 = alloca <2 x i1>, align 1
  %A2 = alloca <1 x i64>, align 8
  %A1 = alloca <4 x i32>, align 16
  %A = alloca <2 x i32>, align 8
  %L = load double, ptr %0, align 8
  store <2 x i64> zeroinitializer, ptr %1, align 16
  %E = extractelement <16 x i32> zeroinitializer, i32 0
  %Shuff = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I = insertelement <2 x i64> zeroinitializer, i64 %4, i32 %3
  %B = frem float 0x3A9A7C1E40000000, 0x468A740E40000000
  %Sl = select i1 true, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %L5 = load <8 x float>, ptr %0, align 32
  store i16 -15513, ptr %0, align 2
  %E6 = extractelement <2 x i64> %Shuff, i32 252871
  %Shuff7 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1>
  %I8 = insertelement <2 x i64> %Shuff, i64 363115, i32 252871
  %B9 = or <2 x i64> zeroinitializer, zeroinitializer
  %Tr = trunc i32 %3 to i8
  %Sl10 = select i1 true, float 0x4620672440000000, float 0xC274EF18C0000000
  %Cmp = icmp slt <16 x i32> %Shuff7, zeroinitializer
  %L11 = load <2 x i1>, ptr %0, align 1
  store float 0x382FEA93C0000000, ptr %0, align 4
  %E12 = extractelement <4 x i1> %Sl, i32 252871
  br label %CF272

CF272:                                            ; preds = %BB
  %Shuff13 = shufflevector <16 x i1> %Cmp, <16 x i1> %Cmp, <16 x i32> <i32 31, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29>
  %I14 = insertelement <16 x i8> zeroinitializer, i8 %5, i32 252871
  %B15 = sub i16 -28225, -15513
  %Tr16 = fptrunc double %L to float
  %Sl17 = select i1 %E12, float 0x4620672440000000, float %Tr16
  %Cmp18 = icmp slt <1 x i64> zeroinitializer, zeroinitializer
  %L19 = load <8 x i8>, ptr %0, align 8
  store i8 %Tr, ptr %0, align 1
  %E20 = extractelement <2 x i64> %Shuff, i32 %3
  %Shuff21 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %Shuff7, <16 x i32> <i32 27, i32 poison, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25>
  %I22 = insertelement <1 x i1> zeroinitializer, i1 true, i32 252871
  %B23 = fdiv float 0x4620672440000000, 0x4620672440000000
  %Se = sext i1 true to i32
  %Sl24 = select i1 true, ptr %A3, ptr %0
  %Cmp25 = icmp ne i16 32111, %B15
  br label %CF268

CF268:                                            ; preds = %CF272
  %L26 = load i16, ptr %Sl24, align 2
  store <4 x i8> zeroinitializer, ptr %Sl24, align 4
  %E27 = extractelement <4 x i8> zeroinitializer, i32 252871
  %Shuff28 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 24, i32 poison, i32 28, i32 30, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 poison, i32 14, i32 poison, i32 poison, i32 20, i32 22>
  %I29 = insertelement <16 x i1> %Shuff13, i1 true, i32 252871
  %B30 = xor i64 %E20, 363115
  %Tr31 = trunc i64 %4 to i16
  %Sl32 = select i1 %E12, i64 171123, i64 %E6
  %Cmp33 = icmp uge i32 252871, 252871
  br label %CF247

CF247:                                            ; preds = %CF247, %CF268
  %L34 = load double, ptr %Sl24, align 8
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %A2, align 128
  %E35 = extractelement <4 x i1> zeroinitializer, i32 252871
  br i1 %E35, label %CF247, label %CF281

CF281:                                            ; preds = %CF247
  %Shuff36 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 poison, i32 2>
  %I37 = insertelement <2 x i64> zeroinitializer, i64 -1, i32 %Se
  %Sl38 = select i1 true, <16 x i32> %Shuff28, <16 x i32> %Shuff21
  %Cmp39 = icmp eq i64 %E20, 363115
  br label %CF245

CF245:                                            ; preds = %CF245, %CF265, %CF257, %CF263, %CF259, %CF252, %CF281
  %L40 = load i16, ptr %Sl24, align 2
  store <8 x float> %L5, ptr %A2, align 32
  %E41 = extractelement <2 x i64> zeroinitializer, i32 252871
  %Shuff42 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 poison, i32 10, i32 12, i32 poison, i32 0, i32 poison>
  %I43 = insertelement <2 x i64> %Shuff36, i64 %E20, i32 %3
  %B44 = urem i16 24187, 0
  %Tr45 = trunc i32 0 to i8
  %Sl46 = select i1 %E12, i1 true, i1 true
  br i1 %Sl46, label %CF245, label %CF265

CF265:                                            ; preds = %CF245
  %L47 = load <1 x i64>, ptr %0, align 8
  store i8 %E27, ptr %Sl24, align 1
  %E48 = extractelement <16 x i32> %Shuff28, i32 252871
  %Shuff49 = shufflevector <16 x i32> %Shuff28, <16 x i32> zeroinitializer, <16 x i32> <i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I50 = insertelement <16 x i8> zeroinitializer, i8 -1, i32 %E48
  %Tr51 = trunc i8 %E27 to i1
  br i1 %Tr51, label %CF245, label %CF256

CF256:                                            ; preds = %CF256, %CF261, %CF265
  %Sl52 = select i1 true, i16 24187, i16 %Tr31
  %Cmp53 = icmp eq <16 x i32> %Shuff49, zeroinitializer
  %L54 = load float, ptr %0, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl24, align 16
  %E55 = extractelement <16 x i1> %Cmp, i32 %Se
  br i1 %E55, label %CF256, label %CF261

CF261:                                            ; preds = %CF256
  %Shuff56 = shufflevector <2 x i64> %Shuff36, <2 x i64> %Shuff36, <2 x i32> <i32 2, i32 0>
  %I57 = insertelement <16 x i8> %I14, i8 -1, i32 0
  %B58 = sdiv <4 x i16> zeroinitializer, zeroinitializer
  %FC = fptosi double %L to i8
  %Sl59 = select i1 true, ptr %0, ptr %Sl24
  %Cmp60 = fcmp ogt float %B23, %L54
  br i1 %Cmp60, label %CF256, label %CF257

CF257:                                            ; preds = %CF261
  %L61 = load <16 x i8>, ptr %Sl59, align 16
  store i32 %Se, ptr %A3, align 4
  %E62 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff63 = shufflevector <2 x i64> %I8, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I64 = insertelement <2 x i64> %Shuff, i64 %E20, i32 %3
  %B65 = urem <2 x i64> %Shuff, %Shuff
  %PC = bitcast ptr %A3 to ptr
  %Sl66 = select <2 x i1> %L11, <2 x i64> %I43, <2 x i64> zeroinitializer
  %Cmp67 = icmp sge i16 %L40, -15513
  br i1 %Cmp67, label %CF245, label %CF255

CF255:                                            ; preds = %CF255, %CF278, %CF257
  %L68 = load <2 x i8>, ptr %A2, align 2
  store i8 -1, ptr %A, align 1
  %E69 = extractelement <4 x i1> %Sl, i32 252871
  br i1 %E69, label %CF255, label %CF266

CF266:                                            ; preds = %CF266, %CF255
  %Shuff70 = shufflevector <2 x i64> %I8, <2 x i64> %B9, <2 x i32> <i32 3, i32 1>
  %I71 = insertelement <16 x i1> %Cmp, i1 %Cmp33, i32 %E48
  %B72 = urem i16 -15513, 25875
  %FC73 = fptoui float 0x3A9A7C1E40000000 to i1
  br i1 %FC73, label %CF266, label %CF277

CF277:                                            ; preds = %CF277, %CF266
  %Sl74 = select <4 x i1> zeroinitializer, <4 x i16> zeroinitializer, <4 x i16> %B58
  %Cmp75 = icmp sgt i8 %Tr45, %FC
  br i1 %Cmp75, label %CF277, label %CF278

CF278:                                            ; preds = %CF277
  %L76 = load <4 x float>, ptr %Sl24, align 16
  store i32 0, ptr %Sl24, align 4
  %E77 = extractelement <8 x i32> zeroinitializer, i32 %3
  %Shuff78 = shufflevector <2 x i64> %Sl66, <2 x i64> %Shuff36, <2 x i32> <i32 1, i32 3>
  %I79 = insertelement <1 x i1> %I22, i1 %Sl46, i32 %E48
  %B80 = mul <2 x i64> %Shuff, %Shuff56
  %FC81 = uitofp i64 %E20 to float
  %Sl82 = select i1 %Cmp25, i1 %E69, i1 true
  br i1 %Sl82, label %CF255, label %CF263

CF263:                                            ; preds = %CF278
  %Cmp83 = icmp slt i64 %B30, 171123
  br i1 %Cmp83, label %CF245, label %CF254

CF254:                                            ; preds = %CF254, %CF269, %CF263
  %L84 = load i1, ptr %Sl24, align 1
  br i1 %L84, label %CF254, label %CF269

CF269:                                            ; preds = %CF254
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl24, align 8
  %E85 = extractelement <4 x i1> zeroinitializer, i32 %E77
  br i1 %E85, label %CF254, label %CF259

CF259:                                            ; preds = %CF269
  %Shuff86 = shufflevector <4 x float> %L76, <4 x float> %L76, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I87 = insertelement <8 x i32> %Shuff42, i32 %E48, i32 252871
  %B88 = or <2 x i64> %I, %Shuff36
  %Se89 = sext <16 x i8> %I50 to <16 x i32>
  %Sl90 = select i1 %Sl46, i1 %E85, i1 %Cmp60
  br i1 %Sl90, label %CF245, label %CF252

CF252:                                            ; preds = %CF259
  %Cmp91 = icmp ugt i64 363115, %B30
  br i1 %Cmp91, label %CF245, label %CF248

CF248:                                            ; preds = %CF248, %CF258, %CF252
  %L92 = load i16, ptr %Sl59, align 2
  store <4 x float> %L76, ptr %Sl24, align 16
  %E93 = extractelement <2 x i64> %Shuff, i32 252871
  %Shuff94 = shufflevector <16 x i32> %Shuff49, <16 x i32> %Shuff7, <16 x i32> <i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28>
  %I95 = insertelement <2 x i64> zeroinitializer, i64 %E93, i32 %E77
  %B96 = add i32 %3, 252871
  %FC97 = uitofp <1 x i1> %I79 to <1 x float>
  %Sl98 = select <16 x i1> %Cmp, <16 x i32> zeroinitializer, <16 x i32> %Se89
  %Cmp99 = fcmp ule <4 x float> %L76, %L76
  %L100 = load <2 x i32>, ptr %Sl24, align 8
  store i64 %E41, ptr %Sl24, align 4
  %E101 = extractelement <16 x i32> zeroinitializer, i32 252871
  %Shuff102 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27>
  %I103 = insertelement <16 x i32> %Shuff94, i32 %E48, i32 %B96
  %B104 = shl <2 x i64> zeroinitializer, zeroinitializer
  %ZE = zext <16 x i1> %Shuff13 to <16 x i32>
  %Sl105 = select i1 %L84, i1 %Sl82, i1 %Cmp25
  br i1 %Sl105, label %CF248, label %CF258

CF258:                                            ; preds = %CF248
  %Cmp106 = icmp sgt i1 %Tr51, %Cmp25
  br i1 %Cmp106, label %CF248, label %CF249

CF249:                                            ; preds = %CF249, %CF273, %CF258
  %L107 = load <2 x double>, ptr %0, align 16
  store i1 %E12, ptr %0, align 1
  %E108 = extractelement <2 x i64> zeroinitializer, i32 252871
  %Shuff109 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %ZE, <16 x i32> <i32 poison, i32 29, i32 31, i32 poison, i32 poison, i32 poison, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 17, i32 19, i32 poison, i32 23, i32 25>
  %I110 = insertelement <16 x i32> zeroinitializer, i32 252871, i32 %Se
  %FC111 = fptosi float %Sl17 to i1
  br i1 %FC111, label %CF249, label %CF270

CF270:                                            ; preds = %CF270, %CF276, %CF249
  %Sl112 = select i1 true, <8 x i32> %Shuff42, <8 x i32> %Shuff42
  %Cmp113 = icmp slt <4 x i16> %Sl74, %B58
  %L114 = load i64, ptr %Sl59, align 4
  store <1 x float> %FC97, ptr %Sl24, align 4
  %E115 = extractelement <2 x i64> %Shuff36, i32 0
  %Shuff116 = shufflevector <16 x i1> %Cmp53, <16 x i1> %Cmp, <16 x i32> <i32 poison, i32 26, i32 28, i32 30, i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 poison, i32 20, i32 22>
  %I117 = insertelement <16 x i32> %Shuff28, i32 %E77, i32 %B96
  %B118 = or i64 %E115, 363115
  %FC119 = fptoui <8 x float> %L5 to <8 x i16>
  %Sl120 = select i1 %Cmp67, i1 %Sl105, i1 true
  br i1 %Sl120, label %CF270, label %CF276

CF276:                                            ; preds = %CF270
  %Cmp121 = icmp ne <16 x i8> %I50, %I14
  %L122 = load i1, ptr %Sl59, align 1
  br i1 %L122, label %CF270, label %CF273

CF273:                                            ; preds = %CF276
  %E123 = extractelement <16 x i1> %I71, i32 %B96
  br i1 %E123, label %CF249, label %CF253

CF253:                                            ; preds = %CF253, %CF273
  %Shuff124 = shufflevector <16 x i1> %Cmp, <16 x i1> %Shuff116, <16 x i32> <i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 17, i32 poison>
  %I125 = insertelement <4 x i1> %Cmp99, i1 %Sl105, i32 %E101
  %B126 = udiv <16 x i32> %Shuff21, %Se89
  %Sl127 = select i1 %Sl82, i1 %L84, i1 %Sl46
  br i1 %Sl127, label %CF253, label %CF267

CF267:                                            ; preds = %CF267, %CF253
  %L128 = load i64, ptr %Sl24, align 4
  store <2 x i16> <i16 0, i16 -1>, ptr %0, align 4
  %E129 = extractelement <2 x i64> %B80, i32 %E77
  %Shuff130 = shufflevector <1 x i64> %L47, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I131 = insertelement <4 x i16> %B58, i16 -6281, i32 %3
  %FC132 = uitofp i1 %Cmp60 to double
  %Sl133 = select i1 %Cmp39, i64 %B118, i64 %E93
  %Cmp134 = icmp ule i1 true, %Sl46
  br i1 %Cmp134, label %CF267, label %CF271

CF271:                                            ; preds = %CF271, %CF267
  %L135 = load i64, ptr %Sl24, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl24, align 32
  %E136 = extractelement <16 x i32> %Shuff94, i32 252871
  %Shuff137 = shufflevector <2 x i64> %Shuff, <2 x i64> %I95, <2 x i32> <i32 0, i32 2>
  %I138 = insertelement <2 x i64> %Shuff137, i64 -1, i32 %E77
  %B139 = frem float %FC81, 0x3A9A7C1E40000000
  %Tr140 = trunc i32 %E136 to i1
  br i1 %Tr140, label %CF271, label %CF279

CF279:                                            ; preds = %CF271
  %Sl141 = select i1 %Cmp25, i1 %Cmp91, i1 %Cmp33
  br label %CF243

CF243:                                            ; preds = %CF243, %CF279
  %Cmp142 = icmp ugt i1 %Cmp39, %Sl105
  br i1 %Cmp142, label %CF243, label %CF260

CF260:                                            ; preds = %CF243
  %L143 = load double, ptr %0, align 8
  store <2 x i8> %L68, ptr %0, align 2
  %E144 = extractelement <2 x i64> %Shuff56, i32 %Se
  %Shuff145 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Sl, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I146 = insertelement <16 x i8> zeroinitializer, i8 %5, i32 %E
  %B147 = srem <16 x i32> %B126, %Shuff21
  %Se148 = sext <16 x i8> %Shuff102 to <16 x i64>
  %Sl149 = select <16 x i1> %Cmp, <16 x i64> %Se148, <16 x i64> %Se148
  %Cmp150 = icmp ult <16 x i64> %Sl149, %Se148
  %L151 = load <2 x i64>, ptr %0, align 16
  store i16 0, ptr %0, align 2
  %E152 = extractelement <2 x i32> zeroinitializer, i32 %Se
  %Shuff153 = shufflevector <16 x i1> %Cmp53, <16 x i1> %Cmp, <16 x i32> <i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 poison, i32 17, i32 19, i32 21, i32 23, i32 25>
  %I154 = insertelement <16 x i1> %Shuff13, i1 %Sl127, i32 %Se
  %B155 = add i16 25875, %B72
  %Tr156 = trunc i32 %E77 to i8
  %Sl157 = select i1 %E12, <2 x i64> %Shuff70, <2 x i64> %Shuff137
  %Cmp158 = icmp sgt i64 %E129, %L114
  br label %CF

CF:                                               ; preds = %CF, %CF274, %CF260
  %L159 = load double, ptr %PC, align 8
  store <8 x i8> %L19, ptr %Sl24, align 8
  %E160 = extractelement <16 x i1> %I71, i32 252871
  br i1 %E160, label %CF, label %CF264

CF264:                                            ; preds = %CF264, %CF275, %CF
  %Shuff161 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Shuff130, <1 x i32> zeroinitializer
  %I162 = insertelement <1 x i64> zeroinitializer, i64 363115, i32 %E136
  %B163 = fdiv <1 x float> %FC97, %FC97
  %Se164 = sext <8 x i32> zeroinitializer to <8 x i64>
  %Sl165 = select i1 %Tr51, i1 %Cmp106, i1 %Tr140
  br i1 %Sl165, label %CF264, label %CF275

CF275:                                            ; preds = %CF264
  %Cmp166 = icmp uge <16 x i1> %Cmp, %Shuff116
  %L167 = load i64, ptr %Sl59, align 4
  store <8 x i32> %Shuff42, ptr %0, align 32
  %E168 = extractelement <16 x i64> %Sl149, i32 %E77
  %Shuff169 = shufflevector <1 x float> %FC97, <1 x float> %FC97, <1 x i32> zeroinitializer
  %I170 = insertelement <1 x i1> %I79, i1 true, i32 %Se
  %B171 = xor i64 %E168, %E41
  %BC = bitcast <2 x i64> %I to <2 x double>
  %Sl172 = select i1 %Cmp134, i16 0, i16 %B155
  %Cmp173 = icmp ult <2 x i64> %I138, %Sl66
  %L174 = load <4 x float>, ptr %0, align 16
  store i16 %B155, ptr %Sl24, align 2
  %E175 = extractelement <8 x i32> %I87, i32 252871
  %Shuff176 = shufflevector <1 x i64> %Shuff161, <1 x i64> %L47, <1 x i32> <i32 1>
  %I177 = insertelement <4 x i1> %Sl, i1 true, i32 %E175
  %B178 = and i64 %Sl133, %E93
  %Tr179 = trunc i64 -1 to i32
  %Sl180 = select i1 %E12, <4 x float> %L174, <4 x float> %L76
  %Cmp181 = fcmp ord float 0x3A9A7C1E40000000, %B139
  br i1 %Cmp181, label %CF264, label %CF274

CF274:                                            ; preds = %CF275
  %L182 = load float, ptr %0, align 4
  store <8 x i32> zeroinitializer, ptr %PC, align 32
  %E183 = extractelement <1 x i64> %Shuff161, i32 %E77
  %Shuff184 = shufflevector <2 x i1> %Cmp173, <2 x i1> %Cmp173, <2 x i32> <i32 2, i32 poison>
  %I185 = insertelement <4 x float> %L76, float %B139, i32 %B96
  %B186 = frem float %FC81, %B139
  %PC187 = bitcast ptr %A to ptr
  %Sl188 = select i1 true, float 0xC274EF18C0000000, float %B139
  %Cmp189 = icmp ne i8 %E27, %Tr156
  br i1 %Cmp189, label %CF, label %CF242

CF242:                                            ; preds = %CF242, %CF262, %CF280, %CF246, %CF274
  %L190 = load <4 x i32>, ptr %Sl24, align 16
  store i1 %Sl165, ptr %A4, align 1
  %E191 = extractelement <4 x float> %Shuff86, i32 %E101
  %Shuff192 = shufflevector <2 x i64> %Shuff78, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I193 = insertelement <4 x i16> %B58, i16 %B72, i32 %E152
  %B194 = ashr <16 x i32> %I117, %Se89
  %ZE195 = zext <16 x i32> %I117 to <16 x i64>
  %Sl196 = select i1 %Sl105, <2 x i64> %Shuff56, <2 x i64> zeroinitializer
  %L197 = load <4 x i16>, ptr %PC187, align 8
  store float %B139, ptr %PC187, align 4
  %E198 = extractelement <2 x i64> zeroinitializer, i32 %E136
  %Shuff199 = shufflevector <2 x i64> %Shuff137, <2 x i64> %Shuff192, <2 x i32> <i32 3, i32 1>
  %I200 = insertelement <16 x i64> %ZE195, i64 %E108, i32 %3
  %Se201 = sext <4 x i16> %L197 to <4 x i32>
  %Sl202 = select i1 %Cmp134, float %FC81, float 0x382FEA93C0000000
  %Cmp203 = icmp uge <1 x i64> %I162, %Shuff130
  %L204 = load double, ptr %PC187, align 8
  store <1 x i64> zeroinitializer, ptr %PC187, align 8
  %E205 = extractelement <16 x i32> zeroinitializer, i32 %B96
  %Shuff206 = shufflevector <16 x i32> %Sl38, <16 x i32> %B194, <16 x i32> <i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 poison, i32 16, i32 poison, i32 20, i32 22>
  %I207 = insertelement <16 x i1> %Shuff124, i1 true, i32 %B96
  %B208 = srem <8 x i64> %Se164, %Se164
  %Tr209 = trunc i64 %E41 to i1
  br i1 %Tr209, label %CF242, label %CF262

CF262:                                            ; preds = %CF242
  %Sl210 = select <4 x i1> zeroinitializer, <4 x i32> %Se201, <4 x i32> %L190
  %Cmp211 = fcmp olt <2 x double> %L107, %L107
  %L212 = load <1 x double>, ptr %PC187, align 8
  store i1 %E12, ptr %Sl24, align 1
  %E213 = extractelement <16 x i32> %Shuff28, i32 %E48
  %Shuff214 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %Shuff49, <16 x i32> <i32 21, i32 poison, i32 25, i32 poison, i32 poison, i32 31, i32 1, i32 poison, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 poison, i32 poison>
  %I215 = insertelement <16 x i32> %Shuff94, i32 %E77, i32 %Se
  %B216 = and <2 x i64> %Sl66, %L151
  %Tr217 = trunc <16 x i32> %B126 to <16 x i8>
  %Sl218 = select i1 true, i1 %Cmp158, i1 %Cmp181
  br i1 %Sl218, label %CF242, label %CF251

CF251:                                            ; preds = %CF251, %CF262
  %Cmp219 = icmp slt i1 %E12, %E12
  br i1 %Cmp219, label %CF251, label %CF280

CF280:                                            ; preds = %CF251
  %L220 = load i16, ptr %PC187, align 2
  store <8 x i8> %L19, ptr %Sl24, align 8
  %E221 = extractelement <1 x i1> %Cmp18, i32 %Se
  br i1 %E221, label %CF242, label %CF246

CF246:                                            ; preds = %CF280
  %Shuff222 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I177, <4 x i32> <i32 2, i32 poison, i32 6, i32 poison>
  %I223 = insertelement <2 x i1> %Cmp211, i1 %E12, i32 %E136
  %Tr224 = trunc i32 %E175 to i16
  %Sl225 = select i1 %Cmp181, ptr %PC, ptr %PC187
  %L226 = load i8, ptr %Sl59, align 1
  store <1 x i32> zeroinitializer, ptr %PC187, align 4
  %E227 = extractelement <4 x i1> %Cmp99, i32 %B96
  br i1 %E227, label %CF242, label %CF244

CF244:                                            ; preds = %CF244, %CF246
  %Shuff228 = shufflevector <2 x i64> %Shuff137, <2 x i64> %Shuff56, <2 x i32> <i32 1, i32 3>
  %I229 = insertelement <2 x i64> %I138, i64 %E20, i32 252871
  %B230 = fsub <2 x double> %L107, %L107
  %ZE231 = zext <16 x i8> %I14 to <16 x i16>
  %Sl232 = select i1 %Tr209, i16 %Sl172, i16 %L92
  %Cmp233 = icmp slt i32 %E77, %E175
  br i1 %Cmp233, label %CF244, label %CF250

CF250:                                            ; preds = %CF250, %CF244
  %L234 = load <8 x i8>, ptr %Sl59, align 8
  store float %B, ptr %PC187, align 4
  %E235 = extractelement <2 x i64> zeroinitializer, i32 %E152
  %Shuff236 = shufflevector <2 x i64> %Shuff137, <2 x i64> %B216, <2 x i32> <i32 3, i32 1>
  %I237 = insertelement <2 x i64> %Shuff63, i64 %E93, i32 %B96
  %B238 = lshr <16 x i8> %I50, %Shuff102
  %BC239 = bitcast float 0x3F9E762240000000 to i32
  %Sl240 = select i1 %Sl46, float 0x4620672440000000, float %FC81
  %Cmp241 = icmp ugt i64 %B118, %E20
  br i1 %Cmp241, label %CF250, label %CF282

CF282:                                            ; preds = %CF250
  store <16 x i32> %Shuff49, ptr %PC187, align 64
  store <4 x i8> zeroinitializer, ptr %Sl24, align 4
  store <8 x i16> %FC119, ptr %PC187, align 16
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC187, align 32
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %PC187, align 32
  ret void
}
