; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD58(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x double>, align 16
  %A3 = alloca <4 x i16>, align 8
  %A2 = alloca <4 x i64>, align 32
  %A1 = alloca <2 x i8>, align 2
  %A = alloca <8 x double>, align 64
  %L = load <4 x i16>, ptr %0, align 8
  store i1 false, ptr %A, align 1
  %E = extractelement <4 x i16> %L, i32 167263
  %Shuff = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <2 x i1> zeroinitializer, i1 true, i32 301203
  %B = frem float 0x38577A1B40000000, 0xC2AFE513C0000000
  %PC = bitcast ptr %A1 to ptr
  %Sl = select i1 true, double 0xD0F54F9410F38512, double 0xC351A4F0894FE06E
  %Cmp = icmp uge i8 -113, 55
  br label %CF248

CF248:                                            ; preds = %CF248, %CF272, %CF267, %CF280, %BB
  %L5 = load i1, ptr %PC, align 1
  br i1 %L5, label %CF248, label %CF257

CF257:                                            ; preds = %CF257, %CF285, %CF281, %CF264, %CF248
  store <4 x i16> %L, ptr %PC, align 8
  %E6 = extractelement <8 x i8> zeroinitializer, i32 167263
  %Shuff7 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 poison, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison>
  %I8 = insertelement <2 x i1> zeroinitializer, i1 false, i32 167263
  %B9 = udiv i16 %E, -26933
  %ZE = zext i1 %Cmp to i16
  %Sl10 = select i1 %Cmp, i1 %L5, i1 true
  br i1 %Sl10, label %CF257, label %CF285

CF285:                                            ; preds = %CF257
  %Cmp11 = icmp ult i8 %5, -17
  br i1 %Cmp11, label %CF257, label %CF281

CF281:                                            ; preds = %CF285
  %L12 = load <16 x double>, ptr %PC, align 128
  store double 0xC351A4F0894FE06E, ptr %PC, align 8
  %E13 = extractelement <8 x i8> zeroinitializer, i32 %3
  %Shuff14 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison, i32 7>
  %I15 = insertelement <2 x i1> %Shuff, i1 true, i32 209531
  %B16 = sdiv i16 -1, -26933
  %BC = bitcast float %B to i32
  %Sl17 = select i1 false, i8 -113, i8 -113
  %Cmp18 = icmp sge <2 x i1> %Shuff, zeroinitializer
  %L19 = load <2 x i1>, ptr %PC, align 1
  store i8 %E13, ptr %PC, align 1
  %E20 = extractelement <4 x i16> %L, i32 %BC
  %Shuff21 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I22 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %BC
  %B23 = xor i16 -17545, %E
  %FC = sitofp <4 x i16> %L to <4 x double>
  %Sl24 = select i1 %Sl10, float 0xBCF4E998C0000000, float 0xC2AFE513C0000000
  %Cmp25 = icmp eq i16 %B16, %B16
  br i1 %Cmp25, label %CF257, label %CF264

CF264:                                            ; preds = %CF281
  %L26 = load <4 x double>, ptr %PC, align 32
  store float %Sl24, ptr %PC, align 4
  %E27 = extractelement <8 x i8> zeroinitializer, i32 167263
  %Shuff28 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff7, <8 x i32> <i32 3, i32 poison, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I29 = insertelement <8 x i8> %Shuff21, i8 %5, i32 %BC
  %B30 = urem <8 x i8> %Shuff28, %Shuff7
  %PC31 = bitcast ptr %A3 to ptr
  %Sl32 = select <1 x i1> zeroinitializer, <1 x i8> zeroinitializer, <1 x i8> zeroinitializer
  %Cmp33 = fcmp ult <16 x double> %L12, %L12
  %L34 = load <2 x i32>, ptr %PC31, align 8
  store i64 -1, ptr %PC31, align 4
  %E35 = extractelement <4 x double> %FC, i32 %BC
  %Shuff36 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff, <2 x i32> <i32 3, i32 1>
  %I37 = insertelement <2 x i1> %Cmp18, i1 %Sl10, i32 %BC
  %B38 = mul i32 301203, %3
  %Se = sext i1 %Sl10 to i16
  %Sl39 = select <1 x i1> zeroinitializer, <1 x i8> zeroinitializer, <1 x i8> zeroinitializer
  %Cmp40 = fcmp une float %B, %Sl24
  br i1 %Cmp40, label %CF257, label %CF260

CF260:                                            ; preds = %CF260, %CF264
  %L41 = load <2 x i8>, ptr %PC, align 2
  store float 0xBCF4E998C0000000, ptr %0, align 4
  %E42 = extractelement <2 x i1> %Shuff, i32 %BC
  br i1 %E42, label %CF260, label %CF269

CF269:                                            ; preds = %CF269, %CF276, %CF260
  %Shuff43 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff7, <8 x i32> <i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I44 = insertelement <16 x double> %L12, double 0xC351A4F0894FE06E, i32 209531
  %B45 = xor i8 -113, %5
  %Sl46 = select <1 x i1> zeroinitializer, <1 x i8> %Sl39, <1 x i8> %Sl32
  %Cmp47 = icmp uge i8 75, %E27
  br i1 %Cmp47, label %CF269, label %CF274

CF274:                                            ; preds = %CF274, %CF289, %CF269
  %L48 = load <8 x float>, ptr %PC31, align 32
  store double 0xC351A4F0894FE06E, ptr %PC, align 8
  %E49 = extractelement <4 x double> %L26, i32 %B38
  %Shuff50 = shufflevector <8 x i8> %Shuff7, <8 x i8> %Shuff28, <8 x i32> <i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 poison>
  %I51 = insertelement <16 x double> %L12, double %E49, i32 %BC
  %B52 = srem <8 x i8> %Shuff50, %Shuff7
  %ZE53 = zext <1 x i8> zeroinitializer to <1 x i16>
  %Sl54 = select i1 true, ptr %PC, ptr %PC31
  %Cmp55 = icmp slt i8 %5, %5
  br i1 %Cmp55, label %CF274, label %CF289

CF289:                                            ; preds = %CF274
  %L56 = load <4 x i8>, ptr %PC, align 4
  store i1 %Cmp40, ptr %PC31, align 1
  %E57 = extractelement <8 x i1> zeroinitializer, i32 209531
  br i1 %E57, label %CF274, label %CF276

CF276:                                            ; preds = %CF289
  %Shuff58 = shufflevector <1 x i8> %Sl39, <1 x i8> zeroinitializer, <1 x i32> poison
  %I59 = insertelement <8 x i8> %Shuff7, i8 %E27, i32 %3
  %Sl60 = select <16 x i1> %Cmp33, <16 x double> %I51, <16 x double> %L12
  %Cmp61 = icmp eq <8 x i8> %I29, %Shuff21
  %L62 = load <8 x i8>, ptr %PC31, align 8
  store i64 %4, ptr %PC, align 4
  %E63 = extractelement <8 x i8> zeroinitializer, i32 %BC
  %Shuff64 = shufflevector <4 x double> %L26, <4 x double> %FC, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I65 = insertelement <4 x double> %Shuff64, double %Sl, i32 %BC
  %B66 = udiv i8 -113, -105
  %FC67 = fptoui double 0xD0F54F9410F38512 to i32
  %Sl68 = select i1 %Cmp25, i8 %Sl17, i8 %E63
  %Cmp69 = icmp sgt i8 %B66, %E6
  br i1 %Cmp69, label %CF269, label %CF272

CF272:                                            ; preds = %CF276
  %L70 = load double, ptr %0, align 8
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 16
  %E71 = extractelement <2 x i1> %Shuff36, i32 %B38
  br i1 %E71, label %CF248, label %CF255

CF255:                                            ; preds = %CF255, %CF278, %CF272
  %Shuff72 = shufflevector <8 x i8> %I29, <8 x i8> %Shuff28, <8 x i32> <i32 poison, i32 8, i32 10, i32 12, i32 poison, i32 0, i32 poison, i32 poison>
  %I73 = insertelement <8 x i8> zeroinitializer, i8 %E13, i32 %B38
  %Tr = trunc i32 %3 to i8
  %Sl74 = select i1 %E57, i16 -26933, i16 -1
  %L75 = load i8, ptr %PC, align 1
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 32
  %E76 = extractelement <2 x i1> %I8, i32 %FC67
  br i1 %E76, label %CF255, label %CF278

CF278:                                            ; preds = %CF255
  %Shuff77 = shufflevector <8 x i8> %Shuff72, <8 x i8> %Shuff43, <8 x i32> <i32 poison, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 poison>
  %I78 = insertelement <1 x i8> zeroinitializer, i8 %L75, i32 167263
  %B79 = sdiv <8 x i8> %B30, %Shuff21
  %PC80 = bitcast ptr %A2 to ptr
  %Sl81 = select i1 %E76, <1 x i8> %Sl46, <1 x i8> zeroinitializer
  %Cmp82 = fcmp oge double 0x79D9A57853D7F4F6, %E35
  br i1 %Cmp82, label %CF255, label %CF256

CF256:                                            ; preds = %CF256, %CF270, %CF278
  %L83 = load i1, ptr %A, align 1
  br i1 %L83, label %CF256, label %CF261

CF261:                                            ; preds = %CF261, %CF268, %CF265, %CF256
  store <8 x float> %L48, ptr %PC80, align 32
  %E84 = extractelement <1 x i1> zeroinitializer, i32 %BC
  br i1 %E84, label %CF261, label %CF268

CF268:                                            ; preds = %CF261
  %Shuff85 = shufflevector <8 x i8> %Shuff72, <8 x i8> %Shuff43, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 10, i32 poison, i32 14, i32 0, i32 2>
  %I86 = insertelement <8 x i64> zeroinitializer, i64 %4, i32 %FC67
  %B87 = mul i32 167263, %FC67
  %FC88 = fptosi float 0xC2AFE513C0000000 to i8
  %Sl89 = select i1 true, <8 x float> %L48, <8 x float> %L48
  %Cmp90 = icmp ult i8 99, %E63
  br i1 %Cmp90, label %CF261, label %CF265

CF265:                                            ; preds = %CF268
  %L91 = load double, ptr %A, align 8
  store <1 x double> zeroinitializer, ptr %A, align 8
  %E92 = extractelement <8 x i8> %Shuff50, i32 %BC
  %Shuff93 = shufflevector <2 x i1> %Cmp18, <2 x i1> %I8, <2 x i32> <i32 3, i32 1>
  %I94 = insertelement <4 x double> %L26, double %L70, i32 %FC67
  %B95 = sdiv i8 %Sl68, %5
  %Se96 = sext i16 %Sl74 to i32
  %Sl97 = select i1 %Cmp, float 0x38577A1B40000000, float %B
  %Cmp98 = icmp slt i8 55, %E6
  br i1 %Cmp98, label %CF261, label %CF262

CF262:                                            ; preds = %CF262, %CF265
  %L99 = load i64, ptr %PC31, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 32
  %E100 = extractelement <8 x i8> zeroinitializer, i32 %B87
  %Shuff101 = shufflevector <16 x double> %I44, <16 x double> %L12, <16 x i32> <i32 24, i32 26, i32 poison, i32 poison, i32 poison, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22>
  %I102 = insertelement <2 x i32> %L34, i32 %BC, i32 %FC67
  %B103 = fdiv float %B, 0xBCF4E998C0000000
  %FC104 = uitofp <8 x i64> %I86 to <8 x float>
  %Sl105 = select <16 x i1> %Cmp33, <16 x double> %L12, <16 x double> %I44
  %Cmp106 = icmp ule i1 %Sl10, %E76
  br i1 %Cmp106, label %CF262, label %CF263

CF263:                                            ; preds = %CF263, %CF262
  %L107 = load <4 x i1>, ptr %PC80, align 1
  store i32 %3, ptr %Sl54, align 4
  %E108 = extractelement <2 x i1> zeroinitializer, i32 %FC67
  br i1 %E108, label %CF263, label %CF270

CF270:                                            ; preds = %CF263
  %Shuff109 = shufflevector <16 x double> %Shuff101, <16 x double> %Shuff101, <16 x i32> <i32 23, i32 25, i32 27, i32 poison, i32 poison, i32 poison, i32 3, i32 5, i32 poison, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21>
  %I110 = insertelement <8 x i8> %Shuff7, i8 %E63, i32 %BC
  %B111 = or <1 x i8> zeroinitializer, zeroinitializer
  %FC112 = uitofp i8 %L75 to float
  %Sl113 = select i1 %Cmp40, i1 %E71, i1 %Cmp40
  br i1 %Sl113, label %CF256, label %CF259

CF259:                                            ; preds = %CF259, %CF288, %CF284, %CF275, %CF270
  %Cmp114 = icmp uge i1 %L5, %E76
  br i1 %Cmp114, label %CF259, label %CF288

CF288:                                            ; preds = %CF259
  %L115 = load float, ptr %PC31, align 4
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 32
  %E116 = extractelement <8 x i8> %Shuff77, i32 %B87
  %Shuff117 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I118 = insertelement <8 x i8> %B30, i8 %B45, i32 %BC
  %B119 = or i8 75, %5
  %Se120 = sext <2 x i1> %I to <2 x i8>
  %Sl121 = select <8 x i1> zeroinitializer, <8 x i8> %Shuff28, <8 x i8> zeroinitializer
  %Cmp122 = icmp ne i1 %Cmp90, %Cmp40
  br i1 %Cmp122, label %CF259, label %CF284

CF284:                                            ; preds = %CF288
  %L123 = load <4 x i32>, ptr %PC80, align 16
  store i64 %L99, ptr %PC31, align 4
  %E124 = extractelement <8 x i8> %Shuff7, i32 %BC
  %Shuff125 = shufflevector <2 x i1> %L19, <2 x i1> %Shuff36, <2 x i32> <i32 poison, i32 3>
  %I126 = insertelement <2 x i1> %Shuff36, i1 %Cmp98, i32 %BC
  %B127 = add <1 x i8> %B111, %Sl32
  %Se128 = sext i1 %Sl113 to i16
  %Sl129 = select i1 false, ptr %A1, ptr %0
  %Cmp130 = icmp ult i1 %Cmp122, %Sl10
  br i1 %Cmp130, label %CF259, label %CF275

CF275:                                            ; preds = %CF284
  %L131 = load double, ptr %PC31, align 8
  store <4 x i16> %L, ptr %Sl129, align 8
  %E132 = extractelement <2 x i1> %Shuff125, i32 209531
  br i1 %E132, label %CF259, label %CF267

CF267:                                            ; preds = %CF275
  %Shuff133 = shufflevector <16 x double> %Shuff101, <16 x double> %Shuff101, <16 x i32> <i32 6, i32 8, i32 poison, i32 12, i32 poison, i32 16, i32 18, i32 poison, i32 22, i32 24, i32 26, i32 28, i32 30, i32 poison, i32 2, i32 4>
  %I134 = insertelement <2 x i1> zeroinitializer, i1 false, i32 %B38
  %FC135 = uitofp i1 %Cmp47 to float
  %Sl136 = select <8 x i1> zeroinitializer, <8 x float> %Sl89, <8 x float> %Sl89
  %Cmp137 = icmp slt i8 %B45, %B45
  br i1 %Cmp137, label %CF248, label %CF252

CF252:                                            ; preds = %CF252, %CF271, %CF267
  %L138 = load <1 x double>, ptr %0, align 8
  store i64 %L99, ptr %PC, align 4
  %E139 = extractelement <8 x i8> %I73, i32 %B87
  %Shuff140 = shufflevector <1 x i16> %ZE53, <1 x i16> %ZE53, <1 x i32> <i32 1>
  %I141 = insertelement <1 x i8> %Shuff117, i8 %FC88, i32 %FC67
  %B142 = and <2 x i8> %L41, %L41
  %FC143 = uitofp i1 %Cmp82 to double
  %Sl144 = select i1 %Cmp40, i8 %B45, i8 %E63
  %Cmp145 = fcmp ole float 0xBCF4E998C0000000, %Sl24
  br i1 %Cmp145, label %CF252, label %CF271

CF271:                                            ; preds = %CF252
  %L146 = load i1, ptr %Sl129, align 1
  br i1 %L146, label %CF252, label %CF254

CF254:                                            ; preds = %CF254, %CF271
  store <4 x i8> %L56, ptr %Sl129, align 4
  %E147 = extractelement <8 x i8> %Shuff72, i32 %BC
  %Shuff148 = shufflevector <1 x i8> %Sl39, <1 x i8> %Sl32, <1 x i32> poison
  %I149 = insertelement <2 x i1> %Shuff, i1 %Cmp98, i32 %B87
  %B150 = add i16 %B9, %E
  %ZE151 = zext i1 %Cmp11 to i64
  %Sl152 = select i1 true, i8 %E92, i8 %Sl17
  %Cmp153 = icmp ult <8 x i8> %Shuff28, %I110
  %L154 = load <2 x i16>, ptr %Sl54, align 4
  store i1 %Sl10, ptr %PC31, align 1
  %E155 = extractelement <2 x i1> zeroinitializer, i32 %3
  br i1 %E155, label %CF254, label %CF280

CF280:                                            ; preds = %CF254
  %Shuff156 = shufflevector <16 x double> %Shuff109, <16 x double> %Sl60, <16 x i32> <i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 poison, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 poison, i32 poison>
  %I157 = insertelement <4 x double> %Shuff64, double %E35, i32 %B38
  %B158 = or i8 99, %E6
  %FC159 = fptosi <4 x double> %I94 to <4 x i16>
  %Sl160 = select i1 true, <16 x double> %Shuff156, <16 x double> %L12
  %Cmp161 = fcmp ueq double %L70, %FC143
  br i1 %Cmp161, label %CF248, label %CF250

CF250:                                            ; preds = %CF250, %CF287, %CF258, %CF253, %CF280
  %L162 = load float, ptr %Sl129, align 4
  store <1 x float> zeroinitializer, ptr %Sl129, align 4
  %E163 = extractelement <8 x i8> %Shuff7, i32 %3
  %Shuff164 = shufflevector <16 x double> %Shuff101, <16 x double> %I44, <16 x i32> <i32 poison, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %I165 = insertelement <4 x double> %Shuff64, double 0x79D9A57853D7F4F6, i32 %3
  %B166 = sdiv i64 %ZE151, %L99
  %Se167 = sext i1 %Cmp47 to i8
  %Sl168 = select <2 x i1> %Shuff, <2 x i32> %L34, <2 x i32> %L34
  %Cmp169 = icmp ule i8 %Sl144, %B95
  br i1 %Cmp169, label %CF250, label %CF287

CF287:                                            ; preds = %CF250
  %L170 = load <16 x i64>, ptr %PC80, align 128
  store i1 false, ptr %A1, align 1
  %E171 = extractelement <16 x i64> %L170, i32 %3
  %Shuff172 = shufflevector <2 x i1> %I149, <2 x i1> %Cmp18, <2 x i32> <i32 3, i32 1>
  %I173 = insertelement <1 x i8> %Sl81, i8 %5, i32 %3
  %B174 = mul i16 %B16, %B16
  %Tr175 = fptrunc <4 x double> %I94 to <4 x float>
  %Sl176 = select i1 %Cmp130, i8 %E116, i8 -17
  %Cmp177 = icmp ne i1 false, %Cmp137
  br i1 %Cmp177, label %CF250, label %CF258

CF258:                                            ; preds = %CF287
  %L178 = load double, ptr %PC31, align 8
  store <8 x i64> zeroinitializer, ptr %PC80, align 64
  %E179 = extractelement <2 x i1> %I149, i32 %B87
  br i1 %E179, label %CF250, label %CF253

CF253:                                            ; preds = %CF258
  %Shuff180 = shufflevector <8 x i8> %I73, <8 x i8> %Shuff7, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I181 = insertelement <1 x i8> %Sl46, i8 %B45, i32 %BC
  %B182 = shl i64 -1, %ZE151
  %ZE183 = zext i16 %Se to i64
  %Sl184 = select i1 true, i1 %Cmp130, i1 true
  br i1 %Sl184, label %CF250, label %CF251

CF251:                                            ; preds = %CF251, %CF279, %CF290, %CF253
  %Cmp185 = icmp sgt i16 %B174, %Se128
  br i1 %Cmp185, label %CF251, label %CF279

CF279:                                            ; preds = %CF251
  %L186 = load <8 x i32>, ptr %PC31, align 32
  store double %L178, ptr %PC80, align 8
  %E187 = extractelement <8 x i8> %Shuff7, i32 %3
  %Shuff188 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff7, <8 x i32> <i32 poison, i32 15, i32 poison, i32 3, i32 5, i32 poison, i32 9, i32 11>
  %I189 = insertelement <2 x i16> %L154, i16 %Se, i32 %3
  %B190 = and i16 %B9, %E
  %FC191 = uitofp i8 %E116 to float
  %Sl192 = select <8 x i1> zeroinitializer, <8 x i8> %B79, <8 x i8> %Shuff180
  %Cmp193 = icmp eq <2 x i8> %Se120, %Se120
  %L194 = load <16 x i1>, ptr %0, align 2
  store double 0xC351A4F0894FE06E, ptr %A, align 8
  %E195 = extractelement <1 x i8> zeroinitializer, i32 %BC
  %Shuff196 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 poison, i32 9>
  %I197 = insertelement <1 x i8> %Shuff58, i8 %E187, i32 %FC67
  %Se198 = sext <1 x i8> %I197 to <1 x i64>
  %Sl199 = select i1 true, i1 %E76, i1 %Cmp40
  br i1 %Sl199, label %CF251, label %CF273

CF273:                                            ; preds = %CF273, %CF279
  %Cmp200 = fcmp ueq <16 x double> %I44, %L12
  %L201 = load i32, ptr %0, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl129, align 64
  %E202 = extractelement <8 x i8> %Shuff85, i32 %L201
  %Shuff203 = shufflevector <4 x double> %L26, <4 x double> %I157, <4 x i32> <i32 poison, i32 2, i32 4, i32 6>
  %I204 = insertelement <8 x i1> zeroinitializer, i1 true, i32 %L201
  %B205 = lshr <2 x i32> %Sl168, %I102
  %Tr206 = trunc <8 x i8> %B79 to <8 x i1>
  %Sl207 = select i1 %Cmp40, <2 x i1> %Shuff93, <2 x i1> %Shuff
  %Cmp208 = icmp ugt i8 %Tr, -113
  br i1 %Cmp208, label %CF273, label %CF290

CF290:                                            ; preds = %CF273
  %L209 = load i1, ptr %Sl54, align 1
  br i1 %L209, label %CF251, label %CF266

CF266:                                            ; preds = %CF266, %CF290
  %E210 = extractelement <8 x i64> zeroinitializer, i32 %FC67
  %Shuff211 = shufflevector <2 x i1> %L19, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I212 = insertelement <8 x i8> %Shuff7, i8 -113, i32 %B38
  %B213 = srem i16 %E, -1
  %BC214 = bitcast i32 %B87 to float
  %Sl215 = select i1 %Cmp98, i8 %B119, i8 %B45
  %Cmp216 = fcmp olt <4 x double> %I65, %I157
  %L217 = load <2 x i64>, ptr %Sl129, align 16
  store i8 %E92, ptr %Sl129, align 1
  %E218 = extractelement <4 x double> %L26, i32 %FC67
  %Shuff219 = shufflevector <4 x double> %FC, <4 x double> %Shuff64, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I220 = insertelement <8 x i8> %Shuff50, i8 %E139, i32 %L201
  %B221 = fdiv <4 x double> %I157, %FC
  %Tr222 = trunc i64 -1 to i1
  br i1 %Tr222, label %CF266, label %CF277

CF277:                                            ; preds = %CF277, %CF266
  %Sl223 = select i1 true, <2 x i1> %Sl207, <2 x i1> %I15
  %Cmp224 = icmp ult i32 %BC, %L201
  br i1 %Cmp224, label %CF277, label %CF282

CF282:                                            ; preds = %CF282, %CF277
  %L225 = load i1, ptr %Sl54, align 1
  br i1 %L225, label %CF282, label %CF283

CF283:                                            ; preds = %CF282
  store <8 x float> %L48, ptr %PC31, align 32
  %E226 = extractelement <8 x i1> %I204, i32 %L201
  br label %CF

CF:                                               ; preds = %CF, %CF283
  %Shuff227 = shufflevector <8 x i8> %L62, <8 x i8> %Shuff7, <8 x i32> <i32 10, i32 poison, i32 14, i32 0, i32 poison, i32 poison, i32 6, i32 poison>
  %I228 = insertelement <2 x i32> %Sl168, i32 %L201, i32 %3
  %B229 = xor <2 x i16> %L154, %I189
  %FC230 = sitofp i8 %E63 to double
  %Sl231 = select i1 true, <2 x i1> zeroinitializer, <2 x i1> %Shuff93
  %Cmp232 = icmp uge i8 %E195, %E63
  br i1 %Cmp232, label %CF, label %CF249

CF249:                                            ; preds = %CF249, %CF
  %L233 = load i8, ptr %PC, align 1
  store <2 x i32> %I228, ptr %0, align 8
  %E234 = extractelement <16 x double> %Shuff101, i32 %L201
  %Shuff235 = shufflevector <2 x i1> %Cmp18, <2 x i1> %Shuff125, <2 x i32> <i32 poison, i32 2>
  %I236 = insertelement <1 x i16> %Shuff140, i16 %B213, i32 %3
  %B237 = shl i8 %E92, 99
  %Se238 = sext <1 x i8> %I141 to <1 x i32>
  %Sl239 = select i1 %Cmp25, float %L162, float %FC191
  %Cmp240 = icmp eq i32 167263, %L201
  br i1 %Cmp240, label %CF249, label %CF286

CF286:                                            ; preds = %CF286, %CF249
  %L241 = load i16, ptr %Sl54, align 2
  store <1 x i8> zeroinitializer, ptr %PC80, align 1
  %E242 = extractelement <8 x i1> zeroinitializer, i32 %B87
  br i1 %E242, label %CF286, label %CF291

CF291:                                            ; preds = %CF286
  %Shuff243 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff227, <8 x i32> <i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I244 = insertelement <1 x i64> %Se198, i64 %4, i32 %B38
  %FC245 = fptosi <16 x double> %Shuff164 to <16 x i64>
  %Sl246 = select i1 %Cmp55, <4 x i1> %L107, <4 x i1> %L107
  %Cmp247 = icmp ne <4 x i16> %FC159, %L
  store i1 true, ptr %PC31, align 1
  store float %FC191, ptr %PC, align 4
  store i8 55, ptr %0, align 1
  store double 0x79D9A57853D7F4F6, ptr %0, align 8
  store float %L162, ptr %0, align 4
  ret void
}
