; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD67(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i8, align 1
  %A3 = alloca float, align 4
  %A2 = alloca i16, align 2
  %A1 = alloca double, align 8
  %A = alloca double, align 8
  %L = load <8 x i32>, ptr %0, align 32
  store i8 -127, ptr %0, align 1
  %E = extractelement <2 x i32> zeroinitializer, i32 -1
  %Shuff = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I = insertelement <16 x i8> zeroinitializer, i8 %5, i32 88261
  %FC = uitofp <4 x i1> zeroinitializer to <4 x double>
  %Sl = select i1 false, i8 %5, i8 0
  %Cmp = icmp slt i1 true, false
  br label %CF246

CF246:                                            ; preds = %BB
  %L5 = load i16, ptr %A, align 2
  store <1 x i16> zeroinitializer, ptr %0, align 2
  %E6 = extractelement <4 x i16> zeroinitializer, i32 -1
  %Shuff7 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23>
  %I8 = insertelement <4 x i1> zeroinitializer, i1 true, i32 -1
  %B = srem i32 225705, %E
  %FC9 = fptoui double 0xC58F6CAEF68DD32C to i8
  %Sl10 = select i1 false, ptr %A1, ptr %0
  %Cmp11 = icmp uge i64 %4, %4
  br label %CF241

CF241:                                            ; preds = %CF241, %CF265, %CF266, %CF258, %CF254, %CF246
  %L12 = load float, ptr %1, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl10, align 16
  %E13 = extractelement <4 x i1> zeroinitializer, i32 %3
  br i1 %E13, label %CF241, label %CF265

CF265:                                            ; preds = %CF241
  %Shuff14 = shufflevector <16 x i8> %Shuff7, <16 x i8> %I, <16 x i32> <i32 poison, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 poison>
  %I15 = insertelement <16 x i8> zeroinitializer, i8 %FC9, i32 %E
  %B16 = ashr i8 -127, %Sl
  %PC = bitcast ptr %0 to ptr
  %Sl17 = select i1 false, float %L12, float %L12
  %Cmp18 = icmp uge i16 2309, 17493
  br i1 %Cmp18, label %CF241, label %CF263

CF263:                                            ; preds = %CF263, %CF265
  %L19 = load <16 x i8>, ptr %Sl10, align 16
  store i1 %Cmp11, ptr %A, align 1
  %E20 = extractelement <4 x i1> zeroinitializer, i32 %B
  br i1 %E20, label %CF263, label %CF266

CF266:                                            ; preds = %CF263
  %Shuff21 = shufflevector <16 x i8> %Shuff14, <16 x i8> zeroinitializer, <16 x i32> <i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19>
  %I22 = insertelement <8 x i64> zeroinitializer, i64 %4, i32 0
  %B23 = sdiv <4 x i32> zeroinitializer, zeroinitializer
  %Sl24 = select i1 %Cmp, i32 %B, i32 0
  %Cmp25 = fcmp one float %Sl17, %L12
  br i1 %Cmp25, label %CF241, label %CF258

CF258:                                            ; preds = %CF266
  %L26 = load i32, ptr %0, align 4
  store <8 x i8> zeroinitializer, ptr %PC, align 8
  %E27 = extractelement <4 x i1> zeroinitializer, i32 -1
  br i1 %E27, label %CF241, label %CF250

CF250:                                            ; preds = %CF250, %CF259, %CF258
  %Shuff28 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff, <4 x i32> <i32 poison, i32 poison, i32 poison, i32 6>
  %I29 = insertelement <4 x i16> zeroinitializer, i16 17493, i32 %B
  %B30 = or <4 x i16> zeroinitializer, %Shuff28
  %ZE = zext i8 %B16 to i64
  %Sl31 = select i1 %Cmp25, i16 0, i16 17493
  %Cmp32 = icmp ult i16 9689, 0
  br i1 %Cmp32, label %CF250, label %CF259

CF259:                                            ; preds = %CF250
  %L33 = load <2 x i32>, ptr %0, align 8
  store i16 -1, ptr %Sl10, align 2
  %E34 = extractelement <4 x i16> %Shuff28, i32 -1
  %Shuff35 = shufflevector <8 x i32> %L, <8 x i32> %L, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison>
  %I36 = insertelement <16 x i8> %L19, i8 0, i32 %Sl24
  %B37 = or i8 %5, 0
  %Sl38 = select i1 false, i8 0, i8 %B37
  %L39 = load i16, ptr %Sl10, align 2
  store <4 x i32> %B23, ptr %Sl10, align 16
  %E40 = extractelement <4 x i1> zeroinitializer, i32 %Sl24
  br i1 %E40, label %CF250, label %CF254

CF254:                                            ; preds = %CF259
  %Shuff41 = shufflevector <4 x i16> %Shuff28, <4 x i16> %Shuff, <4 x i32> <i32 poison, i32 2, i32 4, i32 6>
  %I42 = insertelement <16 x i8> %Shuff14, i8 %B16, i32 %Sl24
  %B43 = urem i16 -1, 17493
  %Sl44 = select i1 %Cmp, i32 %E, i32 %3
  %Cmp45 = icmp ugt i16 2309, %Sl31
  br i1 %Cmp45, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF252, %CF254
  %L46 = load <8 x float>, ptr %Sl10, align 32
  store i64 %4, ptr %Sl10, align 4
  %E47 = extractelement <4 x i16> %Shuff41, i32 %Sl44
  %Shuff48 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 poison, i32 29, i32 31, i32 1>
  %I49 = insertelement <4 x i1> zeroinitializer, i1 true, i32 %Sl44
  %B50 = or <16 x i8> %I42, %I
  %ZE51 = zext <4 x i16> zeroinitializer to <4 x i32>
  %Sl52 = select i1 false, ptr %A, ptr %0
  %Cmp53 = icmp eq i1 %E27, true
  br i1 %Cmp53, label %CF242, label %CF252

CF252:                                            ; preds = %CF242
  %L54 = load <8 x i32>, ptr %Sl10, align 32
  store i8 -127, ptr %Sl10, align 1
  %E55 = extractelement <4 x double> %FC, i32 %B
  %Shuff56 = shufflevector <16 x i8> %Shuff48, <16 x i8> zeroinitializer, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 poison, i32 31>
  %I57 = insertelement <4 x i16> %B30, i16 %L39, i32 %Sl44
  %Tr = trunc i32 %B to i8
  %Sl58 = select i1 %Cmp25, i16 %E6, i16 -1
  %Cmp59 = icmp ule <16 x i8> %Shuff56, %I36
  %L60 = load i1, ptr %Sl10, align 1
  br i1 %L60, label %CF242, label %CF243

CF243:                                            ; preds = %CF243, %CF249, %CF252
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl10, align 32
  %E61 = extractelement <4 x i1> zeroinitializer, i32 %Sl44
  br i1 %E61, label %CF243, label %CF249

CF249:                                            ; preds = %CF243
  %Shuff62 = shufflevector <16 x i8> %Shuff14, <16 x i8> %I36, <16 x i32> <i32 12, i32 poison, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10>
  %I63 = insertelement <8 x i64> zeroinitializer, i64 %ZE, i32 %Sl24
  %B64 = lshr i64 %ZE, 28497
  %Se = sext <16 x i8> %Shuff48 to <16 x i32>
  %Sl65 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> %Shuff35, <8 x i32> %Shuff35
  %Cmp66 = icmp ule <16 x i8> %Shuff62, %I42
  %L67 = load <8 x float>, ptr %Sl10, align 32
  store double %E55, ptr %Sl10, align 8
  %E68 = extractelement <16 x i8> %Shuff62, i32 -1
  %Shuff69 = shufflevector <4 x i1> %I49, <4 x i1> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I70 = insertelement <2 x i32> %L33, i32 %L26, i32 %3
  %B71 = mul <2 x i32> %L33, %I70
  %Se72 = sext i8 %FC9 to i64
  %Sl73 = select <4 x i1> %I49, <4 x i1> zeroinitializer, <4 x i1> %I49
  %Cmp74 = icmp eq i1 %Cmp53, true
  br i1 %Cmp74, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF249
  %L75 = load <2 x double>, ptr %0, align 16
  store double 0xA6B348A0169E108, ptr %Sl10, align 8
  %E76 = extractelement <4 x i1> zeroinitializer, i32 %3
  br i1 %E76, label %CF244, label %CF251

CF251:                                            ; preds = %CF251, %CF244
  %Shuff77 = shufflevector <2 x i32> %L33, <2 x i32> %I70, <2 x i32> <i32 1, i32 3>
  %I78 = insertelement <4 x i16> %Shuff41, i16 %L5, i32 %3
  %B79 = urem <16 x i8> %I36, %Shuff56
  %Se80 = sext i32 %L26 to i64
  %Sl81 = select i1 true, i32 %Sl44, i32 -1
  %Cmp82 = icmp slt i8 0, %Tr
  br i1 %Cmp82, label %CF251, label %CF261

CF261:                                            ; preds = %CF261, %CF251
  %L83 = load double, ptr %Sl10, align 8
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl10, align 16
  %E84 = extractelement <16 x i8> %Shuff7, i32 %L26
  %Shuff85 = shufflevector <8 x float> %L46, <8 x float> %L67, <8 x i32> <i32 2, i32 4, i32 poison, i32 8, i32 10, i32 poison, i32 14, i32 poison>
  %I86 = insertelement <2 x i32> %L33, i32 %E, i32 %Sl81
  %B87 = frem double 0x87F7D1167CF5FB94, 0xA6B348A0169E108
  %Sl88 = select i1 %Cmp, i64 28497, i64 %ZE
  %Cmp89 = fcmp ugt float 0x39D5B26980000000, %L12
  br i1 %Cmp89, label %CF261, label %CF262

CF262:                                            ; preds = %CF261
  %L90 = load i32, ptr %0, align 4
  store <2 x double> %L75, ptr %Sl52, align 16
  %E91 = extractelement <4 x i16> %Shuff, i32 225705
  %Shuff92 = shufflevector <8 x i64> %I63, <8 x i64> %I63, <8 x i32> <i32 14, i32 0, i32 poison, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I93 = insertelement <8 x float> %Shuff85, float 0x40AB3A1F00000000, i32 %Sl81
  %B94 = frem <2 x double> %L75, %L75
  %Se95 = sext <4 x i1> %Shuff69 to <4 x i64>
  %Sl96 = select <4 x i1> %Sl73, <4 x double> %FC, <4 x double> %FC
  %Cmp97 = icmp eq i1 false, %Cmp53
  br label %CF240

CF240:                                            ; preds = %CF262
  %L98 = load <8 x double>, ptr %Sl52, align 64
  store i8 %Tr, ptr %Sl52, align 1
  %E99 = extractelement <16 x i8> %Shuff7, i32 %Sl81
  %Shuff100 = shufflevector <8 x i64> %I22, <8 x i64> %I22, <8 x i32> <i32 13, i32 15, i32 poison, i32 poison, i32 5, i32 7, i32 poison, i32 11>
  %I101 = insertelement <4 x i1> zeroinitializer, i1 false, i32 %Sl81
  %B102 = or <4 x i16> zeroinitializer, zeroinitializer
  %Tr103 = trunc i32 88261 to i1
  br label %CF239

CF239:                                            ; preds = %CF239, %CF264, %CF257, %CF240
  %Sl104 = select i1 %Cmp89, <16 x i8> %Shuff7, <16 x i8> %I42
  %Cmp105 = icmp eq <8 x i64> %Shuff100, zeroinitializer
  %L106 = load i1, ptr %0, align 1
  br i1 %L106, label %CF239, label %CF256

CF256:                                            ; preds = %CF256, %CF239
  store <2 x i32> %L33, ptr %0, align 8
  %E107 = extractelement <4 x i32> zeroinitializer, i32 -1
  %Shuff108 = shufflevector <8 x float> %Shuff85, <8 x float> %L46, <8 x i32> <i32 poison, i32 poison, i32 14, i32 0, i32 2, i32 4, i32 6, i32 poison>
  %I109 = insertelement <4 x i16> %B30, i16 %E91, i32 -1
  %B110 = fsub <8 x float> %L67, %Shuff85
  %Sl111 = select i1 true, <16 x i8> %I, <16 x i8> %I42
  %L112 = load <2 x i1>, ptr %0, align 1
  store double %E55, ptr %0, align 8
  %E113 = extractelement <4 x i16> %I78, i32 %Sl81
  %Shuff114 = shufflevector <2 x i32> %Shuff77, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I115 = insertelement <4 x i1> zeroinitializer, i1 %Cmp53, i32 %Sl81
  %PC116 = bitcast ptr %Sl52 to ptr
  %Sl117 = select i1 %L60, i16 2309, i16 %E91
  %Cmp118 = icmp ule <4 x i1> %Sl73, %I115
  %L119 = load <4 x i1>, ptr %PC116, align 1
  store float 0x40AB3A1F00000000, ptr %Sl10, align 4
  %E120 = extractelement <16 x i8> %Shuff56, i32 88261
  %Shuff121 = shufflevector <16 x i8> %Shuff14, <16 x i8> %B79, <16 x i32> <i32 19, i32 poison, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 17>
  %I122 = insertelement <16 x i8> %Shuff48, i8 %B37, i32 %3
  %B123 = xor <4 x i16> zeroinitializer, %B102
  %FC124 = uitofp i16 9689 to float
  %Sl125 = select i1 false, i64 %4, i64 %ZE
  %L126 = load <2 x double>, ptr %Sl52, align 16
  store i64 %B64, ptr %PC, align 4
  %E127 = extractelement <2 x i32> zeroinitializer, i32 225705
  %Shuff128 = shufflevector <8 x i64> %Shuff92, <8 x i64> %I63, <8 x i32> <i32 15, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I129 = insertelement <16 x i8> %Sl111, i8 0, i32 %Sl81
  %B130 = fadd <8 x float> %L46, %L46
  %ZE131 = fpext float %Sl17 to double
  %Sl132 = select i1 %Cmp89, i32 88261, i32 %3
  %Cmp133 = icmp uge <4 x i16> %B102, %I78
  %L134 = load <8 x float>, ptr %PC116, align 32
  store i1 true, ptr %Sl10, align 1
  %E135 = extractelement <8 x i64> %Shuff128, i32 -1
  %Shuff136 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I86, <2 x i32> <i32 3, i32 1>
  %I137 = insertelement <2 x double> %L126, double %ZE131, i32 -1
  %B138 = mul i8 %B16, %Tr
  %ZE139 = zext <4 x i1> %Shuff69 to <4 x i32>
  %Sl140 = select i1 true, <8 x i64> %Shuff100, <8 x i64> %I22
  %Cmp141 = icmp sgt i32 %Sl81, %Sl81
  br i1 %Cmp141, label %CF256, label %CF260

CF260:                                            ; preds = %CF260, %CF256
  %L142 = load i16, ptr %Sl10, align 2
  store <4 x i64> %Se95, ptr %Sl52, align 32
  %E143 = extractelement <16 x i8> %Shuff21, i32 %E
  %Shuff144 = shufflevector <4 x i32> %ZE139, <4 x i32> %ZE51, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I145 = insertelement <8 x i64> zeroinitializer, i64 %Sl125, i32 %E
  %Se146 = sext i16 %E47 to i64
  %Sl147 = select i1 %Cmp97, i1 %E20, i1 %Cmp141
  br i1 %Sl147, label %CF260, label %CF264

CF264:                                            ; preds = %CF260
  %Cmp148 = icmp ugt i1 %E40, %Cmp
  br i1 %Cmp148, label %CF239, label %CF253

CF253:                                            ; preds = %CF253, %CF264
  %L149 = load i64, ptr %Sl10, align 4
  store <4 x i16> %B102, ptr %Sl10, align 8
  %E150 = extractelement <4 x i1> zeroinitializer, i32 %E127
  br i1 %E150, label %CF253, label %CF257

CF257:                                            ; preds = %CF253
  %Shuff151 = shufflevector <2 x i32> %Shuff77, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I152 = insertelement <4 x i16> zeroinitializer, i16 %E113, i32 %Sl81
  %B153 = or <8 x i64> %I22, zeroinitializer
  %Sl154 = select i1 %Cmp141, <16 x i8> zeroinitializer, <16 x i8> %Sl111
  %Cmp155 = fcmp olt <2 x double> %B94, %I137
  %L156 = load float, ptr %Sl10, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl52, align 4
  %E157 = extractelement <2 x i32> %Shuff136, i32 %Sl81
  %Shuff158 = shufflevector <8 x float> %Shuff108, <8 x float> %L46, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2, i32 4>
  %I159 = insertelement <16 x i8> %B79, i8 -127, i32 -1
  %B160 = urem i64 %Sl125, %4
  %Tr161 = trunc i16 %E34 to i8
  %Sl162 = select <8 x i1> %Cmp105, <8 x i32> %Shuff35, <8 x i32> %L
  %Cmp163 = icmp eq i64 28497, %ZE
  br i1 %Cmp163, label %CF239, label %CF247

CF247:                                            ; preds = %CF257
  %L164 = load <8 x i64>, ptr %0, align 64
  store i8 %Sl, ptr %PC116, align 1
  %E165 = extractelement <8 x i64> %I145, i32 %3
  %Shuff166 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %Sl104, <16 x i32> <i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17>
  %I167 = insertelement <4 x i1> zeroinitializer, i1 true, i32 -1
  %B168 = udiv <8 x i64> %Shuff128, %I22
  %ZE169 = zext <4 x i16> zeroinitializer to <4 x i32>
  %Sl170 = select i1 %Cmp45, <16 x i8> %Sl104, <16 x i8> %Sl111
  %Cmp171 = icmp sgt i32 %3, -1
  br label %CF

CF:                                               ; preds = %CF, %CF268, %CF247
  %L172 = load i1, ptr %0, align 1
  br i1 %L172, label %CF, label %CF268

CF268:                                            ; preds = %CF
  %E173 = extractelement <2 x i32> zeroinitializer, i32 %Sl44
  %Shuff174 = shufflevector <8 x i64> %Shuff92, <8 x i64> %B153, <8 x i32> <i32 1, i32 3, i32 poison, i32 poison, i32 9, i32 11, i32 13, i32 15>
  %I175 = insertelement <8 x i64> zeroinitializer, i64 %B64, i32 %B
  %ZE176 = zext i32 -1 to i64
  %Sl177 = select i1 true, <16 x i8> %Shuff121, <16 x i8> %I
  %Cmp178 = icmp sgt <16 x i8> zeroinitializer, %I
  %L179 = load i16, ptr %0, align 2
  store <4 x i32> %ZE169, ptr %2, align 16
  %E180 = extractelement <4 x i32> %Shuff144, i32 %E157
  %Shuff181 = shufflevector <8 x i64> %Shuff128, <8 x i64> %Sl140, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12>
  %I182 = insertelement <16 x i8> %Shuff121, i8 %E120, i32 %E107
  %B183 = fdiv float %Sl17, %FC124
  %Sl184 = select i1 false, i1 false, i1 %Cmp141
  br i1 %Sl184, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF269, %CF268
  %Cmp185 = icmp ugt <8 x i32> %Shuff35, %Sl162
  %L186 = load double, ptr %PC116, align 8
  %E187 = extractelement <8 x float> %Shuff85, i32 %3
  %Shuff188 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I8, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I189 = insertelement <16 x i8> zeroinitializer, i8 %Sl, i32 %Sl44
  %B190 = fmul <8 x double> %L98, %L98
  %BC = bitcast i32 %Sl44 to float
  %Sl191 = select i1 true, <8 x i64> %I63, <8 x i64> zeroinitializer
  %Cmp192 = icmp slt <8 x i64> %I175, %B153
  %L193 = load double, ptr %Sl52, align 8
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl10, align 8
  %E194 = extractelement <4 x i1> zeroinitializer, i32 %E157
  br i1 %E194, label %CF245, label %CF269

CF269:                                            ; preds = %CF245
  %Shuff195 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 0, i32 poison, i32 4, i32 6>
  %I196 = insertelement <16 x i8> %I15, i8 %E99, i32 %E127
  %B197 = udiv i64 %Sl125, %ZE
  %FC198 = fptoui <8 x float> %L67 to <8 x i16>
  %Sl199 = select <4 x i1> %I49, <4 x i16> %I57, <4 x i16> %I152
  %L200 = load double, ptr %Sl10, align 8
  store <1 x i64> zeroinitializer, ptr %0, align 8
  %E201 = extractelement <2 x i32> %L33, i32 %3
  %Shuff202 = shufflevector <8 x i64> %Shuff92, <8 x i64> %Shuff100, <8 x i32> <i32 poison, i32 9, i32 poison, i32 poison, i32 15, i32 1, i32 poison, i32 poison>
  %I203 = insertelement <8 x i64> %Shuff181, i64 %B64, i32 %Sl81
  %B204 = mul <4 x i32> %ZE169, zeroinitializer
  %PC205 = bitcast ptr %1 to ptr
  %Sl206 = select i1 %E194, i1 %Cmp, i1 %Cmp18
  br i1 %Sl206, label %CF245, label %CF248

CF248:                                            ; preds = %CF248, %CF267, %CF269
  %Cmp207 = icmp ne <16 x i8> %I36, %I129
  %L208 = load i8, ptr %PC205, align 1
  %E209 = extractelement <4 x i16> %Shuff41, i32 %Sl132
  %Shuff210 = shufflevector <4 x i1> %I49, <4 x i1> %Cmp133, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I211 = insertelement <8 x i64> %I22, i64 %4, i32 %Sl81
  %B212 = add <4 x i16> %B102, %Shuff195
  %ZE213 = zext <16 x i8> %Sl177 to <16 x i64>
  %Sl214 = select i1 %Cmp163, <16 x i8> %Sl104, <16 x i8> %I
  %Cmp215 = icmp ugt <16 x i8> %B50, %Sl154
  %L216 = load i16, ptr %PC205, align 2
  store <2 x i64> <i64 0, i64 -1>, ptr %PC205, align 16
  %E217 = extractelement <4 x i32> %Shuff144, i32 %E107
  %Shuff218 = shufflevector <16 x i8> %Shuff14, <16 x i8> %Sl104, <16 x i32> <i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 poison, i32 2, i32 poison, i32 6, i32 8>
  %I219 = insertelement <16 x i8> %L19, i8 %E120, i32 %L26
  %B220 = and i64 %L149, %B160
  %ZE221 = zext i1 %Cmp25 to i16
  %Sl222 = select i1 %E194, i1 %Cmp163, i1 %Cmp141
  br i1 %Sl222, label %CF248, label %CF267

CF267:                                            ; preds = %CF248
  %Cmp223 = icmp sge <4 x i1> %Shuff210, %I49
  %L224 = load <2 x i32>, ptr %Sl10, align 8
  store i1 %Cmp89, ptr %0, align 1
  %E225 = extractelement <4 x i16> %Shuff28, i32 %E127
  %Shuff226 = shufflevector <16 x i8> %L19, <16 x i8> %B79, <16 x i32> <i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 poison, i32 1, i32 3, i32 poison>
  %I227 = insertelement <4 x i32> %Shuff144, i32 %E201, i32 225705
  %ZE228 = zext i32 %E201 to i64
  %Sl229 = select i1 %E40, <2 x i32> zeroinitializer, <2 x i32> %Shuff114
  %Cmp230 = icmp eq i1 %E76, %Cmp141
  br i1 %Cmp230, label %CF248, label %CF255

CF255:                                            ; preds = %CF267
  %L231 = load i16, ptr %PC205, align 2
  store <4 x i32> %ZE51, ptr %Sl10, align 16
  %E232 = extractelement <16 x i8> %Shuff14, i32 %Sl81
  %Shuff233 = shufflevector <8 x i64> %Shuff174, <8 x i64> %I22, <8 x i32> <i32 4, i32 6, i32 8, i32 poison, i32 poison, i32 14, i32 0, i32 poison>
  %I234 = insertelement <4 x i16> %B212, i16 2309, i32 %Sl44
  %B235 = add i16 %E113, %L179
  %ZE236 = zext i1 %E194 to i64
  %Sl237 = select i1 true, <4 x i1> zeroinitializer, <4 x i1> %Cmp133
  %Cmp238 = icmp sgt <4 x i16> %I57, zeroinitializer
  store float %L12, ptr %1, align 4
  store float %L12, ptr %PC205, align 4
  store i1 %Cmp18, ptr %PC116, align 1
  store double %ZE131, ptr %PC, align 8
  store float %FC124, ptr %PC205, align 4
  ret void
}
