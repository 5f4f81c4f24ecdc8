; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD15(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca i64, align 8
  %A2 = alloca i64, align 8
  %A1 = alloca i8, align 1
  %A = alloca i1, align 1
  %L = load <8 x i64>, ptr %0, align 64
  store i64 41293, ptr %0, align 4
  %E = extractelement <4 x i16> zeroinitializer, i32 271433
  %Shuff = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> poison
  %I = insertelement <8 x i32> zeroinitializer, i32 407801, i32 271433
  %B = fadd float 0x7FFAA2CE80000000, 0x7FFAA2CE80000000
  %Tr = trunc i8 0 to i1
  br label %CF255

CF255:                                            ; preds = %BB
  %Sl = select i1 false, ptr %2, ptr %0
  %Cmp = fcmp uge float %B, 0xBF9D3F9100000000
  br label %CF243

CF243:                                            ; preds = %CF243, %CF262, %CF255
  %L5 = load <8 x i64>, ptr %Sl, align 64
  store i16 %E, ptr %Sl, align 2
  %E6 = extractelement <4 x i16> zeroinitializer, i32 407801
  %Shuff7 = shufflevector <8 x i64> %L5, <8 x i64> %L, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison>
  %I8 = insertelement <1 x i32> zeroinitializer, i32 271433, i32 106113
  %B9 = mul i64 66761, %4
  %Se = sext i8 -1 to i16
  %Sl10 = select i1 false, i64 38025, i64 66761
  %Cmp11 = icmp sge i64 %B9, %B9
  br i1 %Cmp11, label %CF243, label %CF262

CF262:                                            ; preds = %CF243
  %L12 = load float, ptr %Sl, align 4
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E13 = extractelement <2 x i16> zeroinitializer, i32 271433
  %Shuff14 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I8, <1 x i32> <i32 1>
  %I15 = insertelement <1 x i1> zeroinitializer, i1 false, i32 407801
  %B16 = fdiv double 0x53A3E3C296A1DC40, 0x8E2753467B2575C4
  %FC = fptoui double 0xC7B3ABD2B2B14C50 to i8
  %Sl17 = select <1 x i1> %I15, <1 x i32> zeroinitializer, <1 x i32> %Shuff
  %Cmp18 = icmp sgt <16 x i32> zeroinitializer, zeroinitializer
  %L19 = load <2 x double>, ptr %Sl, align 16
  store i8 69, ptr %Sl, align 1
  %E20 = extractelement <4 x i16> zeroinitializer, i32 106113
  %Shuff21 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 poison, i32 11, i32 poison, i32 15, i32 1>
  %I22 = insertelement <8 x i32> %I, i32 271433, i32 %3
  %B23 = ashr <8 x i64> %L5, %L
  %FC24 = sitofp <4 x i64> zeroinitializer to <4 x double>
  %Sl25 = select i1 %Cmp11, i1 true, i1 false
  br i1 %Sl25, label %CF243, label %CF245

CF245:                                            ; preds = %CF245, %CF252, %CF262
  %Cmp26 = icmp ule <8 x i64> %Shuff7, %L
  %L27 = load <4 x i64>, ptr %Sl, align 32
  store i1 %Cmp11, ptr %Sl, align 1
  %E28 = extractelement <16 x i32> zeroinitializer, i32 407801
  %Shuff29 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I30 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 106113
  %Tr31 = trunc <4 x i64> zeroinitializer to <4 x i8>
  %Sl32 = select i1 false, <8 x i64> %L5, <8 x i64> %L
  %Cmp33 = icmp ult <1 x i32> %Sl17, %Sl17
  %L34 = load i8, ptr %Sl, align 1
  store <4 x i64> %L27, ptr %Sl, align 32
  %E35 = extractelement <1 x i1> zeroinitializer, i32 407801
  br i1 %E35, label %CF245, label %CF248

CF248:                                            ; preds = %CF248, %CF245
  %Shuff36 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I30, <2 x i32> <i32 0, i32 poison>
  %I37 = insertelement <1 x i32> %Sl17, i32 407801, i32 %E28
  %B38 = udiv i16 %E13, %E6
  %FC39 = sitofp i64 %Sl10 to double
  %Sl40 = select i1 %Cmp, <1 x i32> %I8, <1 x i32> %I37
  %Cmp41 = icmp ne <8 x i64> %L5, %L
  %L42 = load i8, ptr %0, align 1
  store <8 x i32> zeroinitializer, ptr %Sl, align 32
  %E43 = extractelement <8 x i32> %Shuff21, i32 %3
  %Shuff44 = shufflevector <1 x i32> %Shuff, <1 x i32> %I37, <1 x i32> zeroinitializer
  %I45 = insertelement <1 x i32> %Sl17, i32 271433, i32 %E28
  %B46 = mul i8 0, %FC
  %Tr47 = trunc <1 x i32> %I45 to <1 x i16>
  %Sl48 = select i1 false, i1 true, i1 %Sl25
  br i1 %Sl48, label %CF248, label %CF252

CF252:                                            ; preds = %CF248
  %Cmp49 = icmp sgt <1 x i1> %I15, %I15
  %L50 = load <2 x i16>, ptr %0, align 4
  store float %L12, ptr %0, align 4
  %E51 = extractelement <2 x i16> zeroinitializer, i32 %E43
  %Shuff52 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I30, <2 x i32> <i32 1, i32 3>
  %I53 = insertelement <1 x i32> zeroinitializer, i32 %3, i32 407801
  %B54 = fsub float 0xBF9D3F9100000000, 0x414A3D7E00000000
  %Sl55 = select i1 false, <8 x i1> %Cmp41, <8 x i1> %Cmp26
  %L56 = load <2 x i8>, ptr %0, align 2
  store double %B16, ptr %0, align 8
  %E57 = extractelement <8 x i1> %Sl55, i32 %E43
  br i1 %E57, label %CF245, label %CF247

CF247:                                            ; preds = %CF247, %CF260, %CF252
  %Shuff58 = shufflevector <2 x i16> %I30, <2 x i16> %I30, <2 x i32> <i32 1, i32 poison>
  %I59 = insertelement <2 x i16> zeroinitializer, i16 %E20, i32 271433
  %Tr60 = trunc i16 %E51 to i1
  br i1 %Tr60, label %CF247, label %CF256

CF256:                                            ; preds = %CF256, %CF269, %CF247
  %Sl61 = select i1 false, i1 %Cmp11, i1 %Sl25
  br i1 %Sl61, label %CF256, label %CF269

CF269:                                            ; preds = %CF256
  %L62 = load <2 x i32>, ptr %0, align 8
  store i1 false, ptr %0, align 1
  %E63 = extractelement <8 x i32> %Shuff21, i32 %E28
  %Shuff64 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13>
  %I65 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 %E63
  %FC66 = uitofp <1 x i32> %Shuff to <1 x double>
  %Sl67 = select i1 %Cmp11, i32 106113, i32 %E63
  %Cmp68 = icmp eq i8 %L34, -1
  br i1 %Cmp68, label %CF256, label %CF260

CF260:                                            ; preds = %CF269
  %L69 = load double, ptr %Sl, align 8
  store <4 x double> %FC24, ptr %0, align 32
  %E70 = extractelement <4 x i64> %L27, i32 407801
  %Shuff71 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I30, <2 x i32> <i32 0, i32 2>
  %I72 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 271433
  %B73 = urem <2 x i16> %I72, %I30
  %BC = bitcast <1 x double> %FC66 to <1 x i64>
  %Sl74 = select i1 %E35, <8 x i32> %Shuff21, <8 x i32> zeroinitializer
  %Cmp75 = icmp ugt i8 %5, %L42
  br i1 %Cmp75, label %CF247, label %CF249

CF249:                                            ; preds = %CF249, %CF264, %CF257, %CF260
  %L76 = load double, ptr %1, align 8
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %E77 = extractelement <4 x i16> zeroinitializer, i32 %E43
  %Shuff78 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I79 = insertelement <8 x i64> %L5, i64 %B9, i32 %Sl67
  %B80 = shl i8 -1, %5
  %Sl81 = select i1 false, <1 x i1> %Cmp49, <1 x i1> zeroinitializer
  %Cmp82 = icmp ule <4 x i16> %Shuff78, %Shuff78
  %L83 = load i16, ptr %0, align 2
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 64
  %E84 = extractelement <8 x i1> %Shuff64, i32 %E43
  br i1 %E84, label %CF249, label %CF264

CF264:                                            ; preds = %CF249
  %Shuff85 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %Sl17, <1 x i32> poison
  %I86 = insertelement <1 x i32> %Shuff14, i32 %E43, i32 %E63
  %Se87 = sext i8 %L42 to i64
  %Sl88 = select i1 %Sl25, i8 69, i8 %FC
  %Cmp89 = icmp uge <8 x i64> %Shuff7, %L
  %L90 = load i8, ptr %0, align 1
  store <4 x i16> zeroinitializer, ptr %Sl, align 8
  %E91 = extractelement <4 x i16> %Shuff78, i32 %E28
  %Shuff92 = shufflevector <4 x i16> %Shuff78, <4 x i16> %Shuff78, <4 x i32> <i32 4, i32 poison, i32 poison, i32 2>
  %I93 = insertelement <1 x i32> %Sl40, i32 271433, i32 %E63
  %B94 = lshr <1 x i32> %I93, zeroinitializer
  %FC95 = uitofp <8 x i1> %Sl55 to <8 x double>
  %Sl96 = select i1 false, i8 %FC, i8 %B80
  %Cmp97 = icmp sge i1 %Tr60, %E57
  br i1 %Cmp97, label %CF249, label %CF257

CF257:                                            ; preds = %CF264
  %L98 = load i8, ptr %0, align 1
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 8
  %E99 = extractelement <1 x i1> %Cmp33, i32 %3
  br i1 %E99, label %CF249, label %CF254

CF254:                                            ; preds = %CF257
  %Shuff100 = shufflevector <1 x i32> %I86, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I101 = insertelement <1 x i32> zeroinitializer, i32 %E28, i32 %E63
  %Sl102 = select <8 x i1> %Cmp26, <8 x i32> zeroinitializer, <8 x i32> %Shuff21
  %Cmp103 = fcmp ueq float 0x414A3D7E00000000, %B54
  br label %CF

CF:                                               ; preds = %CF, %CF258, %CF251, %CF254
  %L104 = load <2 x i32>, ptr %0, align 8
  store i8 %FC, ptr %0, align 1
  %E105 = extractelement <2 x i16> %Shuff71, i32 %E43
  %Shuff106 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff78, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I107 = insertelement <2 x i16> zeroinitializer, i16 %E51, i32 271433
  %ZE = zext i1 %E35 to i8
  %Sl108 = select i1 %Tr, i8 %FC, i8 %FC
  %Cmp109 = fcmp oge double 0x8E2753467B2575C4, 0x8E2753467B2575C4
  br i1 %Cmp109, label %CF, label %CF258

CF258:                                            ; preds = %CF
  %L110 = load <2 x i64>, ptr %Sl, align 16
  store i1 %Sl61, ptr %0, align 1
  %E111 = extractelement <1 x i32> %Shuff85, i32 %3
  %Shuff112 = shufflevector <2 x i16> %Shuff58, <2 x i16> %I30, <2 x i32> <i32 1, i32 poison>
  %I113 = insertelement <2 x i16> %Shuff71, i16 %E77, i32 271433
  %FC114 = sitofp i32 106113 to double
  %Sl115 = select i1 false, <8 x i32> %Sl102, <8 x i32> zeroinitializer
  %Cmp116 = icmp ult i16 %E51, %E
  br i1 %Cmp116, label %CF, label %CF251

CF251:                                            ; preds = %CF258
  %L117 = load i16, ptr %0, align 2
  %E118 = extractelement <1 x i32> %Sl40, i32 407801
  %Shuff119 = shufflevector <1 x i32> %Shuff, <1 x i32> %I53, <1 x i32> <i32 1>
  %I120 = insertelement <8 x i32> zeroinitializer, i32 407801, i32 %E111
  %B121 = sub i8 %B80, %L98
  %ZE122 = zext <2 x i16> %I30 to <2 x i32>
  %Sl123 = select i1 %Sl48, i16 %L117, i16 %Se
  %Cmp124 = icmp sgt <8 x i1> %Sl55, zeroinitializer
  %L125 = load <8 x i16>, ptr %0, align 16
  store double %FC114, ptr %0, align 8
  %E126 = extractelement <2 x i32> %L104, i32 271433
  %Shuff127 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I30, <2 x i32> <i32 1, i32 3>
  %I128 = insertelement <1 x i32> %Shuff100, i32 %E28, i32 %E43
  %B129 = sub i32 %E63, %E28
  %FC130 = sitofp <8 x i64> %L to <8 x double>
  %Sl131 = select i1 false, <1 x i1> %Cmp49, <1 x i1> %I15
  %Cmp132 = icmp sge <1 x i64> %BC, %BC
  %L133 = load float, ptr %0, align 4
  store <4 x i16> %Shuff78, ptr %Sl, align 8
  %E134 = extractelement <1 x i1> %Sl81, i32 271433
  br i1 %E134, label %CF, label %CF242

CF242:                                            ; preds = %CF242, %CF259, %CF251
  %Shuff135 = shufflevector <8 x i64> %B23, <8 x i64> %L, <8 x i32> <i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12, i32 poison>
  %I136 = insertelement <8 x i64> %L5, i64 %E70, i32 %3
  %B137 = frem double %FC114, %FC39
  %FC138 = sitofp i16 %E91 to double
  %Sl139 = select i1 %Tr, i1 true, i1 %Sl25
  br i1 %Sl139, label %CF242, label %CF259

CF259:                                            ; preds = %CF242
  %Cmp140 = icmp ne <2 x i16> %I107, %I30
  %L141 = load <4 x i16>, ptr %0, align 8
  store i32 %E43, ptr %0, align 4
  %E142 = extractelement <4 x i16> zeroinitializer, i32 271433
  %Shuff143 = shufflevector <8 x i64> %Sl32, <8 x i64> %I79, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I144 = insertelement <1 x i32> %Shuff100, i32 %3, i32 %E126
  %B145 = xor i32 %E63, %E28
  %Sl146 = select i1 %Cmp103, <1 x i32> %Shuff119, <1 x i32> %Shuff119
  %Cmp147 = fcmp ult double %B16, %FC39
  br i1 %Cmp147, label %CF242, label %CF244

CF244:                                            ; preds = %CF244, %CF265, %CF266, %CF261, %CF259
  %L148 = load float, ptr %0, align 4
  store <2 x double> %L19, ptr %0, align 16
  %E149 = extractelement <1 x i32> %Sl40, i32 %E111
  %Shuff150 = shufflevector <2 x i16> %I113, <2 x i16> %I107, <2 x i32> poison
  %I151 = insertelement <8 x i32> %Sl102, i32 %E28, i32 %E111
  %B152 = urem <2 x i16> %Shuff58, %Shuff127
  %BC153 = bitcast <4 x i64> zeroinitializer to <4 x double>
  %Sl154 = select i1 %Cmp116, <8 x i64> %Shuff135, <8 x i64> %Shuff135
  %Cmp155 = icmp ule <4 x i64> zeroinitializer, zeroinitializer
  %L156 = load i64, ptr %0, align 4
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 128
  %E157 = extractelement <1 x i32> %Sl40, i32 %E28
  %Shuff158 = shufflevector <8 x i32> %I120, <8 x i32> %I151, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I159 = insertelement <8 x i64> %Shuff7, i64 %4, i32 407801
  %B160 = urem i64 %Se87, 38025
  %ZE161 = zext i1 %Sl139 to i8
  %Sl162 = select i1 false, i64 66761, i64 %E70
  %Cmp163 = icmp eq <1 x i32> %I101, zeroinitializer
  %L164 = load <4 x i1>, ptr %0, align 1
  store float 0x414A3D7E00000000, ptr %0, align 4
  %E165 = extractelement <2 x i16> zeroinitializer, i32 407801
  %Shuff166 = shufflevector <8 x i64> %I79, <8 x i64> %L, <8 x i32> <i32 9, i32 11, i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7>
  %I167 = insertelement <8 x i32> %Shuff158, i32 %E28, i32 %E118
  %B168 = add <4 x i16> %Shuff78, %Shuff92
  %FC169 = uitofp i1 %Tr60 to double
  %Sl170 = select i1 false, i1 %Cmp97, i1 %Cmp147
  br i1 %Sl170, label %CF244, label %CF265

CF265:                                            ; preds = %CF244
  %Cmp171 = icmp ne i64 66761, %E70
  br i1 %Cmp171, label %CF244, label %CF263

CF263:                                            ; preds = %CF263, %CF265
  %L172 = load i32, ptr %0, align 4
  store <8 x i16> %L125, ptr %Sl, align 16
  %E173 = extractelement <1 x i32> %I37, i32 407801
  %Shuff174 = shufflevector <8 x i64> %Shuff166, <8 x i64> %I79, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 poison, i32 4>
  %I175 = insertelement <4 x i16> %Shuff106, i16 %L83, i32 %B145
  %B176 = lshr <2 x i16> %I72, %Shuff150
  %Sl177 = select <8 x i1> %Cmp124, <8 x i32> %I22, <8 x i32> %Sl74
  %Cmp178 = icmp ult <8 x i64> %I79, %Shuff174
  %L179 = load <16 x i64>, ptr %0, align 128
  store float %B54, ptr %0, align 4
  %E180 = extractelement <8 x i64> %L5, i32 %E111
  %Shuff181 = shufflevector <8 x i1> %Cmp124, <8 x i1> %Cmp26, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I182 = insertelement <8 x i1> %Shuff181, i1 %Sl139, i32 %3
  %B183 = udiv <8 x i64> %B23, %Shuff135
  %Tr184 = trunc i64 %B160 to i16
  %Sl185 = select i1 %Cmp97, <4 x i64> zeroinitializer, <4 x i64> zeroinitializer
  %Cmp186 = fcmp one float %B54, 0x414A3D7E00000000
  br i1 %Cmp186, label %CF263, label %CF266

CF266:                                            ; preds = %CF263
  %L187 = load i1, ptr %Sl, align 1
  br i1 %L187, label %CF244, label %CF250

CF250:                                            ; preds = %CF250, %CF271, %CF268, %CF266
  %E188 = extractelement <4 x i16> %Shuff78, i32 %E28
  %Shuff189 = shufflevector <2 x i16> %I107, <2 x i16> %I107, <2 x i32> <i32 3, i32 1>
  %I190 = insertelement <2 x i16> %Shuff150, i16 %Tr184, i32 %E28
  %ZE191 = zext i1 %E57 to i16
  %Sl192 = select i1 %E84, <1 x i1> %Cmp163, <1 x i1> %Cmp163
  %Cmp193 = fcmp ogt double %B16, %B16
  br i1 %Cmp193, label %CF250, label %CF271

CF271:                                            ; preds = %CF250
  %L194 = load i32, ptr %0, align 4
  %E195 = extractelement <8 x i64> %Shuff135, i32 407801
  %Shuff196 = shufflevector <1 x i32> %I86, <1 x i32> %I128, <1 x i32> <i32 1>
  %I197 = insertelement <1 x i32> %Shuff14, i32 %E157, i32 %L172
  %B198 = xor <2 x i16> %Shuff58, %I30
  %Tr199 = trunc i32 %L194 to i8
  %Sl200 = select i1 %Cmp186, <2 x i16> %Shuff36, <2 x i16> %I107
  %Cmp201 = icmp slt i32 %E111, %E149
  br i1 %Cmp201, label %CF250, label %CF268

CF268:                                            ; preds = %CF271
  %L202 = load float, ptr %0, align 4
  store <2 x i32> %L62, ptr %0, align 8
  %E203 = extractelement <8 x i64> %B23, i32 407801
  %Shuff204 = shufflevector <2 x i32> %L104, <2 x i32> %L62, <2 x i32> <i32 2, i32 0>
  %I205 = insertelement <8 x i32> %Sl74, i32 %E63, i32 %E126
  %B206 = fdiv float %L12, %L133
  %ZE207 = zext i1 %Cmp171 to i64
  %Sl208 = select i1 %Sl170, <4 x i64> %Sl185, <4 x i64> zeroinitializer
  %Cmp209 = fcmp ueq <2 x double> %L19, %L19
  %L210 = load i16, ptr %0, align 2
  %E211 = extractelement <8 x i64> %Shuff143, i32 %E28
  %Shuff212 = shufflevector <8 x i64> %Shuff166, <8 x i64> %B23, <8 x i32> <i32 15, i32 1, i32 poison, i32 5, i32 7, i32 poison, i32 11, i32 13>
  %I213 = insertelement <1 x i32> zeroinitializer, i32 106113, i32 %3
  %B214 = xor <8 x i32> %I205, %I151
  %Tr215 = trunc i8 %L34 to i1
  br i1 %Tr215, label %CF250, label %CF261

CF261:                                            ; preds = %CF268
  %Sl216 = select i1 %Tr60, i8 %Tr199, i8 %FC
  %Cmp217 = icmp sge <2 x i16> %B152, %B176
  %L218 = load <8 x i1>, ptr %0, align 1
  store i1 false, ptr %0, align 1
  %E219 = extractelement <8 x double> %FC130, i32 407801
  %Shuff220 = shufflevector <4 x i64> %Sl185, <4 x i64> %L27, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I221 = insertelement <8 x i64> %Shuff143, i64 %E70, i32 %E111
  %B222 = shl <8 x i64> %Shuff174, %Shuff212
  %Tr223 = trunc <1 x i32> %Shuff85 to <1 x i16>
  %Sl224 = select <4 x i1> %Cmp82, <4 x i64> %L27, <4 x i64> %Sl208
  %Cmp225 = icmp eq <2 x i16> %B176, %I30
  %L226 = load <8 x i16>, ptr %0, align 16
  store i32 %E111, ptr %0, align 4
  %E227 = extractelement <16 x i32> zeroinitializer, i32 %E63
  %Shuff228 = shufflevector <8 x i32> %Sl74, <8 x i32> %Sl74, <8 x i32> <i32 poison, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15>
  %I229 = insertelement <1 x i1> %Cmp132, i1 %Tr215, i32 %E43
  %B230 = urem <1 x i32> %I101, %Shuff196
  %FC231 = fptoui float %L202 to i1
  br i1 %FC231, label %CF244, label %CF246

CF246:                                            ; preds = %CF246, %CF261
  %Sl232 = select i1 %Sl25, double %FC138, double %E219
  %Cmp233 = icmp ult <8 x i64> %B23, %Shuff135
  %L234 = load double, ptr %Sl, align 8
  store <8 x i16> %L226, ptr %0, align 16
  %E235 = extractelement <8 x i1> %Sl55, i32 %E63
  br i1 %E235, label %CF246, label %CF253

CF253:                                            ; preds = %CF253, %CF270, %CF246
  %Shuff236 = shufflevector <1 x i32> %I128, <1 x i32> %I144, <1 x i32> zeroinitializer
  %I237 = insertelement <4 x i16> zeroinitializer, i16 %E165, i32 %L194
  %B238 = urem i8 -1, %FC
  %FC239 = sitofp i32 %E63 to float
  %Sl240 = select i1 %E84, i1 false, i1 %E35
  br i1 %Sl240, label %CF253, label %CF270

CF270:                                            ; preds = %CF253
  %Cmp241 = icmp ult i32 %L194, %E227
  br i1 %Cmp241, label %CF253, label %CF267

CF267:                                            ; preds = %CF270
  store i16 %E91, ptr %0, align 2
  store double %Sl232, ptr %Sl, align 8
  store i8 %L34, ptr %Sl, align 1
  store i16 %E91, ptr %0, align 2
  ret void
}
