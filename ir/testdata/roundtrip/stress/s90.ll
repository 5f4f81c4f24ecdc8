; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD90(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <16 x i32>, align 64
  %A3 = alloca <1 x float>, align 4
  %A2 = alloca <2 x double>, align 16
  %A1 = alloca <8 x i64>, align 64
  %A = alloca <8 x i8>, align 8
  %L = load <4 x i8>, ptr %0, align 4
  store i1 true, ptr %0, align 1
  %E = extractelement <4 x i8> %L, i32 %3
  %Shuff = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <2 x i32> zeroinitializer, i32 -1, i32 211895
  %B = shl <4 x i8> %L, %L
  %PC = bitcast ptr %A to ptr
  %Sl = select i1 true, i32 -1, i32 0
  %Cmp = icmp uge i32 469879, -1
  br label %CF256

CF256:                                            ; preds = %CF256, %BB
  %L5 = load i64, ptr %PC, align 4
  %E6 = extractelement <16 x i1> zeroinitializer, i32 369495
  br i1 %E6, label %CF256, label %CF264

CF264:                                            ; preds = %CF256
  %Shuff7 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I8 = insertelement <16 x i1> zeroinitializer, i1 %E6, i32 %3
  %B9 = urem i64 %L5, %L5
  %PC10 = bitcast ptr %A2 to ptr
  %Sl11 = select i1 true, i64 399271, i64 405511
  %L12 = load <4 x i32>, ptr %PC, align 16
  store float 0x39F0E194C0000000, ptr %PC10, align 4
  %E13 = extractelement <16 x i1> %I8, i32 %3
  br label %CF246

CF246:                                            ; preds = %CF246, %CF264
  %Shuff14 = shufflevector <4 x i8> %L, <4 x i8> %L, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I15 = insertelement <16 x i1> zeroinitializer, i1 %E13, i32 -1
  %B16 = urem i8 91, -65
  %PC17 = bitcast ptr %PC to ptr
  %Sl18 = select i1 true, i16 -24917, i16 25795
  %L19 = load <8 x i1>, ptr %PC, align 1
  store double 0xFFFFFFFFFFFFFFFF, ptr %PC, align 8
  %E20 = extractelement <1 x i64> zeroinitializer, i32 %3
  %Shuff21 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I22 = insertelement <4 x i32> %L12, i32 -1, i32 %3
  %FC = uitofp i16 -23941 to float
  %Sl23 = select <1 x i1> <i1 true>, <1 x i64> zeroinitializer, <1 x i64> zeroinitializer
  %Cmp24 = icmp ugt <16 x i1> %I15, zeroinitializer
  %L25 = load i64, ptr %PC17, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E26 = extractelement <8 x i1> %L19, i32 369495
  br i1 %E26, label %CF246, label %CF254

CF254:                                            ; preds = %CF254, %CF270, %CF246
  %Shuff27 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I, <2 x i32> <i32 0, i32 2>
  %I28 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 0
  %Tr = trunc i8 -65 to i1
  br i1 %Tr, label %CF254, label %CF270

CF270:                                            ; preds = %CF254
  %Sl29 = select i1 %E26, i8 -53, i8 %5
  %Cmp30 = icmp ugt i32 -1, 398467
  br i1 %Cmp30, label %CF254, label %CF263

CF263:                                            ; preds = %CF270
  %L31 = load <4 x i64>, ptr %PC, align 32
  store double 0xFFFFFFFFFFFFFFFF, ptr %PC, align 8
  %E32 = extractelement <1 x i64> zeroinitializer, i32 211895
  %Shuff33 = shufflevector <4 x i8> %L, <4 x i8> %Shuff14, <4 x i32> <i32 poison, i32 2, i32 4, i32 6>
  %I34 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 %3
  %B35 = or <2 x i32> %I, %Shuff27
  %PC36 = bitcast ptr %2 to ptr
  %Sl37 = select i1 %E13, ptr %A2, ptr %PC36
  %Cmp38 = icmp uge i64 214399, 422587
  br label %CF243

CF243:                                            ; preds = %CF243, %CF271, %CF269, %CF262, %CF253, %CF251, %CF247, %CF263
  %L39 = load <4 x i8>, ptr %PC, align 4
  store i64 %B9, ptr %PC10, align 4
  %E40 = extractelement <4 x i32> %L12, i32 %Sl
  %Shuff41 = shufflevector <1 x i64> %Shuff21, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I42 = insertelement <1 x i64> %Shuff41, i64 214399, i32 -1
  %B43 = sub i32 469879, 369495
  %FC44 = sitofp <2 x i8> %Shuff7 to <2 x double>
  %Sl45 = select i1 true, i8 -1, i8 %E
  %Cmp46 = icmp ne i8 -1, -1
  br i1 %Cmp46, label %CF243, label %CF271

CF271:                                            ; preds = %CF243
  %L47 = load <8 x i64>, ptr %PC, align 64
  store i32 %3, ptr %PC, align 4
  %E48 = extractelement <4 x i8> %L, i32 %E40
  %Shuff49 = shufflevector <16 x i1> %I8, <16 x i1> %I8, <16 x i32> <i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25>
  %I50 = insertelement <16 x i1> zeroinitializer, i1 %Cmp, i32 %3
  %FC51 = uitofp <16 x i1> %Cmp24 to <16 x float>
  %Sl52 = select <16 x i1> %I8, <16 x i1> %I8, <16 x i1> %I8
  %Cmp53 = icmp ne <2 x i1> zeroinitializer, zeroinitializer
  %L54 = load <16 x i16>, ptr %PC, align 32
  store i32 %Sl, ptr %PC17, align 4
  %E55 = extractelement <2 x i32> %Shuff27, i32 %Sl
  %Shuff56 = shufflevector <4 x i32> %L12, <4 x i32> %L12, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I57 = insertelement <16 x i1> zeroinitializer, i1 %Cmp, i32 %E40
  %B58 = fdiv <2 x double> %FC44, %FC44
  %Tr59 = trunc <4 x i32> %I22 to <4 x i8>
  %Sl60 = select i1 %Cmp, i32 -1, i32 %E40
  %Cmp61 = icmp ult <1 x i64> zeroinitializer, %Shuff21
  %L62 = load i1, ptr %PC10, align 1
  br i1 %L62, label %CF243, label %CF269

CF269:                                            ; preds = %CF271
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E63 = extractelement <1 x i1> %Cmp61, i32 211895
  br i1 %E63, label %CF243, label %CF261

CF261:                                            ; preds = %CF261, %CF269
  %Shuff64 = shufflevector <2 x i8> %Shuff, <2 x i8> zeroinitializer, <2 x i32> <i32 poison, i32 2>
  %I65 = insertelement <2 x i8> zeroinitializer, i8 %Sl45, i32 %E40
  %B66 = mul <2 x i8> zeroinitializer, %Shuff7
  %FC67 = uitofp <16 x i1> %I15 to <16 x double>
  %Sl68 = select i1 %Cmp46, i1 %E63, i1 %Cmp46
  br i1 %Sl68, label %CF261, label %CF262

CF262:                                            ; preds = %CF261
  %L69 = load <8 x i64>, ptr %0, align 64
  store double 0xFFFFFFFFFFFFFFFF, ptr %PC, align 8
  %E70 = extractelement <16 x i1> zeroinitializer, i32 %Sl
  br i1 %E70, label %CF243, label %CF252

CF252:                                            ; preds = %CF252, %CF258, %CF262
  %Shuff71 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff64, <2 x i32> <i32 2, i32 poison>
  %I72 = insertelement <4 x i8> %L, i8 -65, i32 %E55
  %B73 = ashr i8 91, 91
  %ZE = zext i32 %E55 to i64
  %Sl74 = select i1 %Sl68, i64 %4, i64 %E20
  %Cmp75 = icmp uge i64 %L5, %E20
  br i1 %Cmp75, label %CF252, label %CF257

CF257:                                            ; preds = %CF257, %CF252
  %L76 = load <16 x i1>, ptr %PC10, align 2
  store i1 %Cmp, ptr %PC, align 1
  %E77 = extractelement <1 x i64> zeroinitializer, i32 %E40
  %Shuff78 = shufflevector <2 x i32> %Shuff27, <2 x i32> %I, <2 x i32> <i32 3, i32 poison>
  %I79 = insertelement <8 x i64> %L69, i64 %ZE, i32 %E40
  %B80 = sub <2 x i8> %Shuff71, %Shuff64
  %Tr81 = trunc <8 x i64> %I79 to <8 x i8>
  %Sl82 = select i1 %E26, i8 -65, i8 91
  %Cmp83 = icmp sgt <2 x i1> %Cmp53, %Cmp53
  %L84 = load float, ptr %0, align 4
  store <2 x i8> %Shuff, ptr %0, align 2
  %E85 = extractelement <4 x i64> %L31, i32 %E40
  %Shuff86 = shufflevector <2 x i1> %Cmp53, <2 x i1> %Cmp53, <2 x i32> <i32 0, i32 2>
  %I87 = insertelement <8 x i64> %L47, i64 %ZE, i32 %E40
  %B88 = mul i64 204743, 458079
  %FC89 = sitofp i16 -23941 to float
  %Sl90 = select i1 %Cmp, <2 x i8> %Shuff71, <2 x i8> %Shuff64
  %Cmp91 = icmp ne <2 x i32> %Shuff78, %Shuff78
  %L92 = load i1, ptr %PC36, align 1
  br i1 %L92, label %CF257, label %CF258

CF258:                                            ; preds = %CF257
  store <2 x double> %FC44, ptr %0, align 16
  %E93 = extractelement <2 x i8> %Sl90, i32 -1
  %Shuff94 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I95 = insertelement <4 x i8> %L, i8 %Sl45, i32 %E40
  %FC96 = fptosi <2 x double> %B58 to <2 x i8>
  %Sl97 = select i1 true, <16 x i1> %Sl52, <16 x i1> zeroinitializer
  %Cmp98 = icmp uge <16 x i1> %Shuff49, %I8
  %L99 = load double, ptr %A3, align 8
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 32
  %E100 = extractelement <1 x i64> zeroinitializer, i32 %3
  %Shuff101 = shufflevector <2 x i1> %Cmp53, <2 x i1> %Cmp83, <2 x i32> <i32 2, i32 0>
  %I102 = insertelement <2 x i8> %Sl90, i8 %E93, i32 -1
  %B103 = lshr i32 0, %E55
  %Tr104 = trunc i64 %4 to i1
  br i1 %Tr104, label %CF252, label %CF253

CF253:                                            ; preds = %CF258
  %Sl105 = select i1 %E26, i8 91, i8 %B16
  %Cmp106 = icmp ugt <2 x i1> %Shuff86, zeroinitializer
  %L107 = load i32, ptr %0, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 64
  %E108 = extractelement <16 x i1> zeroinitializer, i32 %E40
  br i1 %E108, label %CF243, label %CF251

CF251:                                            ; preds = %CF253
  %Shuff109 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %I8, <16 x i32> <i32 18, i32 20, i32 22, i32 poison, i32 26, i32 28, i32 30, i32 poison, i32 2, i32 poison, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 16>
  %I110 = insertelement <2 x i1> %Cmp53, i1 %Cmp46, i32 0
  %B111 = ashr i32 %Sl60, %Sl
  %FC112 = sitofp i8 %Sl29 to float
  %Sl113 = select i1 %L62, <2 x i1> %Cmp53, <2 x i1> %Cmp53
  %Cmp114 = icmp slt i64 %4, 405511
  br i1 %Cmp114, label %CF243, label %CF247

CF247:                                            ; preds = %CF251
  %L115 = load i64, ptr %PC17, align 4
  store <16 x double> %FC67, ptr %PC, align 128
  %E116 = extractelement <2 x i8> %Sl90, i32 %Sl
  %Shuff117 = shufflevector <2 x i8> %Sl90, <2 x i8> %Shuff7, <2 x i32> <i32 0, i32 2>
  %I118 = insertelement <2 x i1> %Shuff86, i1 %E108, i32 %E40
  %B119 = lshr <2 x i32> %Shuff78, zeroinitializer
  %FC120 = uitofp <4 x i8> %L39 to <4 x float>
  %Sl121 = select <2 x i1> %Shuff101, <2 x i32> %B35, <2 x i32> zeroinitializer
  %Cmp122 = icmp slt i64 %ZE, %ZE
  br i1 %Cmp122, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF259, %CF272, %CF247
  %L123 = load <2 x float>, ptr %0, align 8
  store float %L84, ptr %PC, align 4
  %E124 = extractelement <4 x i8> %Shuff14, i32 %B103
  %Shuff125 = shufflevector <4 x i32> %Shuff56, <4 x i32> %Shuff56, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I126 = insertelement <2 x i1> %Cmp106, i1 %E108, i32 398467
  %B127 = fsub <2 x double> %FC44, %FC44
  %Sl128 = select i1 true, ptr %A2, ptr %PC10
  %Cmp129 = icmp ne <16 x i1> %Cmp24, zeroinitializer
  %L130 = load <4 x i64>, ptr %Sl128, align 32
  store double %L99, ptr %Sl128, align 8
  %E131 = extractelement <2 x i8> %I65, i32 %B103
  %Shuff132 = shufflevector <8 x i8> %Tr81, <8 x i8> %Tr81, <8 x i32> <i32 7, i32 9, i32 11, i32 poison, i32 poison, i32 1, i32 3, i32 5>
  %I133 = insertelement <16 x float> %FC51, float %FC112, i32 %3
  %B134 = xor i64 %4, %E85
  %ZE135 = zext <16 x i1> %I50 to <16 x i32>
  %Sl136 = select i1 %Cmp46, i64 %L5, i64 %L115
  %L137 = load i64, ptr %PC, align 4
  store <8 x i8> %Tr81, ptr %Sl128, align 8
  %E138 = extractelement <4 x i8> %L39, i32 %E55
  %Shuff139 = shufflevector <2 x i1> %Cmp91, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I140 = insertelement <2 x i1> %Shuff86, i1 %L62, i32 %B103
  %Tr141 = trunc i64 399271 to i8
  %Sl142 = select i1 true, <1 x i64> %Shuff21, <1 x i64> %Shuff94
  %Cmp143 = icmp ne <2 x i1> %Cmp83, %Cmp53
  %L144 = load i64, ptr %A, align 4
  store <2 x float> %L123, ptr %Sl128, align 8
  %E145 = extractelement <16 x i1> %L76, i32 %Sl
  br i1 %E145, label %CF244, label %CF259

CF259:                                            ; preds = %CF244
  %Shuff146 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I147 = insertelement <4 x i64> %L31, i64 %B9, i32 398467
  %PC148 = bitcast ptr %PC to ptr
  %Sl149 = select i1 true, i64 %Sl136, i64 399271
  %Cmp150 = icmp ne <4 x i8> %L, %Tr59
  %L151 = load i64, ptr %Sl128, align 4
  %E152 = extractelement <2 x i8> %Shuff117, i32 %E40
  %Shuff153 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I, <2 x i32> <i32 3, i32 1>
  %I154 = insertelement <4 x i32> %I22, i32 %E40, i32 %E40
  %B155 = sdiv i64 %E20, %ZE
  %Tr156 = trunc <2 x i8> %Shuff117 to <2 x i1>
  %Sl157 = select i1 %Sl68, i8 %Sl45, i8 91
  %Cmp158 = icmp ugt <2 x i1> %I110, %Cmp53
  %L159 = load i8, ptr %Sl128, align 1
  store <1 x i8> zeroinitializer, ptr %Sl128, align 1
  %E160 = extractelement <4 x i32> %Shuff125, i32 %3
  %Shuff161 = shufflevector <2 x i1> %Cmp106, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I162 = insertelement <2 x i32> zeroinitializer, i32 369495, i32 %E40
  %B163 = and i8 %Sl45, 91
  %FC164 = uitofp i8 %L159 to float
  %Sl165 = select i1 %E26, i8 %E131, i8 %Sl45
  %Cmp166 = icmp ult <2 x i8> %I102, %Shuff64
  %L167 = load i64, ptr %Sl128, align 4
  store <2 x i8> zeroinitializer, ptr %Sl128, align 2
  %E168 = extractelement <2 x i1> %Cmp106, i32 %B103
  br i1 %E168, label %CF244, label %CF248

CF248:                                            ; preds = %CF248, %CF268, %CF259
  %Shuff169 = shufflevector <16 x float> %FC51, <16 x float> %FC51, <16 x i32> <i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 16, i32 poison, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 poison>
  %I170 = insertelement <2 x i8> zeroinitializer, i8 %E152, i32 %B103
  %B171 = ashr i8 %Sl157, %5
  %ZE172 = zext i8 %E116 to i16
  %Sl173 = select i1 %Cmp122, i8 %B73, i8 -53
  %Cmp174 = icmp ugt <4 x i32> %I22, %L12
  %L175 = load <2 x i16>, ptr %PC, align 4
  store i16 %ZE172, ptr %0, align 2
  %E176 = extractelement <2 x i16> %L175, i32 369495
  %Shuff177 = shufflevector <16 x i1> %L76, <16 x i1> %L76, <16 x i32> <i32 31, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 poison, i32 23, i32 25, i32 poison, i32 29>
  %I178 = insertelement <16 x i1> zeroinitializer, i1 true, i32 %E55
  %Se = sext <1 x i1> %Cmp61 to <1 x i16>
  %Sl179 = select <2 x i1> %I126, <2 x i1> zeroinitializer, <2 x i1> %Cmp83
  %L180 = load i1, ptr %Sl128, align 1
  br i1 %L180, label %CF248, label %CF268

CF268:                                            ; preds = %CF248
  store <2 x double> %FC44, ptr %PC, align 16
  %E181 = extractelement <4 x i1> %Cmp150, i32 %E40
  br i1 %E181, label %CF248, label %CF260

CF260:                                            ; preds = %CF260, %CF268
  %Shuff182 = shufflevector <2 x i8> %Shuff71, <2 x i8> %Shuff64, <2 x i32> <i32 poison, i32 2>
  %I183 = insertelement <8 x i64> %L69, i64 %B134, i32 %E40
  %B184 = udiv <4 x i8> %L39, %L
  %FC185 = sitofp i8 %B73 to float
  %Sl186 = select i1 %Cmp38, i32 %E40, i32 %E40
  %Cmp187 = fcmp olt float %FC89, 0x39F0E194C0000000
  br i1 %Cmp187, label %CF260, label %CF266

CF266:                                            ; preds = %CF266, %CF260
  %L188 = load <4 x i32>, ptr %Sl128, align 16
  store i64 %E20, ptr %Sl128, align 4
  %E189 = extractelement <4 x i8> %B184, i32 %E160
  %Shuff190 = shufflevector <1 x i16> %Se, <1 x i16> %Se, <1 x i32> <i32 1>
  %I191 = insertelement <4 x i32> %L188, i32 %Sl186, i32 %E160
  %B192 = ashr i8 %Sl173, %E138
  %FC193 = sitofp <2 x i16> %L175 to <2 x float>
  %Sl194 = select i1 true, i16 %Sl18, i16 %ZE172
  %Cmp195 = icmp ult i8 91, %Sl105
  br i1 %Cmp195, label %CF266, label %CF272

CF272:                                            ; preds = %CF266
  %L196 = load <1 x i8>, ptr %Sl128, align 1
  store double %L99, ptr %PC10, align 8
  %E197 = extractelement <16 x i1> %Shuff109, i32 %E55
  br i1 %E197, label %CF244, label %CF245

CF245:                                            ; preds = %CF272
  %Shuff198 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %B119, <2 x i32> <i32 1, i32 poison>
  %I199 = insertelement <16 x i1> %Cmp129, i1 %Cmp114, i32 %Sl186
  %B200 = sub i16 %ZE172, %ZE172
  %FC201 = fptosi <2 x double> %B127 to <2 x i64>
  %Sl202 = select i1 %E145, i1 true, i1 %L62
  br label %CF242

CF242:                                            ; preds = %CF242, %CF245
  %Cmp203 = icmp slt i8 %E, %Sl157
  br i1 %Cmp203, label %CF242, label %CF249

CF249:                                            ; preds = %CF242
  %L204 = load <4 x i64>, ptr %PC148, align 32
  store i64 %ZE, ptr %Sl128, align 4
  %E205 = extractelement <2 x i8> zeroinitializer, i32 %Sl
  %Shuff206 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %Cmp129, <16 x i32> <i32 31, i32 poison, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 poison>
  %I207 = insertelement <16 x i32> %ZE135, i32 0, i32 0
  %FC208 = uitofp <2 x i8> %B66 to <2 x float>
  %Sl209 = select i1 %Cmp122, i8 %E48, i8 %Sl82
  %Cmp210 = icmp ne <2 x i8> %FC96, %Shuff182
  %L211 = load double, ptr %0, align 8
  store <2 x double> %B127, ptr %0, align 16
  %E212 = extractelement <2 x i1> %Tr156, i32 %E40
  br label %CF241

CF241:                                            ; preds = %CF241, %CF249
  %Shuff213 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff64, <2 x i32> <i32 0, i32 2>
  %I214 = insertelement <4 x i1> %Cmp150, i1 true, i32 -1
  %B215 = fmul <2 x float> %L123, %L123
  %ZE216 = zext i1 %L180 to i64
  %Sl217 = select i1 %L92, i32 369495, i32 %E160
  %Cmp218 = icmp ule <2 x i1> zeroinitializer, %Cmp53
  %L219 = load <16 x i8>, ptr %Sl128, align 16
  store i32 %E160, ptr %0, align 4
  %E220 = extractelement <2 x i1> %Cmp218, i32 %B103
  br i1 %E220, label %CF241, label %CF255

CF255:                                            ; preds = %CF255, %CF267, %CF241
  %Shuff221 = shufflevector <4 x i32> %L188, <4 x i32> %Shuff56, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I222 = insertelement <2 x i1> %Cmp158, i1 %Sl68, i32 %Sl
  %FC223 = uitofp <2 x i1> %Shuff86 to <2 x double>
  %Sl224 = select <8 x i1> %L19, <8 x i64> %I183, <8 x i64> %L47
  %Cmp225 = icmp uge i64 204743, %4
  br i1 %Cmp225, label %CF255, label %CF267

CF267:                                            ; preds = %CF255
  %L226 = load <8 x i1>, ptr %0, align 1
  store i64 %L5, ptr %Sl128, align 4
  %E227 = extractelement <2 x i1> %Shuff139, i32 %Sl186
  br i1 %E227, label %CF255, label %CF265

CF265:                                            ; preds = %CF267
  %Shuff228 = shufflevector <16 x i1> %Shuff109, <16 x i1> %I199, <16 x i32> <i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1>
  %I229 = insertelement <2 x i8> zeroinitializer, i8 %5, i32 %Sl217
  %B230 = shl i8 -1, %E93
  %Tr231 = trunc i16 %B200 to i8
  %Sl232 = select i1 %Cmp46, i1 %E220, i1 %E26
  br label %CF

CF:                                               ; preds = %CF, %CF273, %CF265
  %Cmp233 = icmp slt i64 %ZE, %ZE
  br i1 %Cmp233, label %CF, label %CF273

CF273:                                            ; preds = %CF
  %L234 = load <2 x i1>, ptr %Sl128, align 1
  store float 0x39F0E194C0000000, ptr %PC, align 4
  %E235 = extractelement <4 x i8> %I72, i32 %L107
  %Shuff236 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff213, <2 x i32> <i32 3, i32 1>
  %I237 = insertelement <2 x i32> %Shuff153, i32 %E40, i32 %Sl217
  %B238 = xor <2 x i32> %I162, %B119
  %Sl239 = select i1 %L92, i8 %B73, i8 %B16
  %Cmp240 = icmp ugt i32 %L107, 398467
  br i1 %Cmp240, label %CF, label %CF250

CF250:                                            ; preds = %CF273
  store <16 x i8> %L219, ptr %0, align 16
  store <4 x i64> %L204, ptr %0, align 32
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl128, align 16
  store double %L99, ptr %Sl128, align 8
  ret void
}
