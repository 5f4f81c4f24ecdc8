; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD81(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca float, align 4
  %A2 = alloca i32, align 4
  %A1 = alloca i1, align 1
  %A = alloca i8, align 1
  %L = load i32, ptr %0, align 4
  store <4 x i8> zeroinitializer, ptr %A, align 4
  %E = extractelement <4 x i32> zeroinitializer, i32 74431
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I = insertelement <4 x i64> zeroinitializer, i64 0, i32 -1
  %B = and i64 0, 131223
  %FC = uitofp <4 x i1> zeroinitializer to <4 x float>
  %Sl = select i1 true, i32 0, i32 -1
  %Cmp = icmp slt i1 true, true
  br label %CF236

CF236:                                            ; preds = %CF236, %CF273, %CF261, %BB
  %L5 = load i64, ptr %0, align 4
  store <4 x float> %FC, ptr %0, align 16
  %E6 = extractelement <4 x i64> %I, i32 %L
  %Shuff7 = shufflevector <4 x i8> %Shuff, <4 x i8> %Shuff, <4 x i32> <i32 poison, i32 0, i32 poison, i32 4>
  %I8 = insertelement <2 x i8> zeroinitializer, i8 -69, i32 0
  %B9 = frem double 0xD111E2B0F70F7E2E, 0x9269B2085467E986
  %Sl10 = select i1 true, i64 -1, i64 -1
  %Cmp11 = icmp eq i32 %Sl, -1
  br i1 %Cmp11, label %CF236, label %CF265

CF265:                                            ; preds = %CF265, %CF276, %CF236
  %L12 = load <4 x double>, ptr %0, align 32
  store double 0x9269B2085467E986, ptr %A3, align 8
  %E13 = extractelement <4 x double> %L12, i32 %3
  %Shuff14 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 poison, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 5, i32 7>
  %I15 = insertelement <16 x i1> zeroinitializer, i1 %Cmp, i32 -1
  %B16 = udiv i64 %E6, %Sl10
  %FC17 = uitofp i8 47 to double
  %Sl18 = select i1 %Cmp11, i1 true, i1 %Cmp
  br i1 %Sl18, label %CF265, label %CF276

CF276:                                            ; preds = %CF265
  %Cmp19 = icmp eq i32 0, -1
  br i1 %Cmp19, label %CF265, label %CF273

CF273:                                            ; preds = %CF276
  %L20 = load float, ptr %0, align 4
  store <1 x i32> zeroinitializer, ptr %A2, align 4
  %E21 = extractelement <4 x i1> zeroinitializer, i32 74431
  br i1 %E21, label %CF236, label %CF244

CF244:                                            ; preds = %CF244, %CF271, %CF253, %CF273
  %Shuff22 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5>
  %I23 = insertelement <4 x i8> %Shuff, i8 0, i32 %3
  %B24 = udiv i64 %E6, 419535
  %FC25 = uitofp i64 %E6 to float
  %Sl26 = select i1 %Cmp, i32 0, i32 %L
  %Cmp27 = icmp uge <2 x i1> zeroinitializer, zeroinitializer
  %L28 = load i1, ptr %0, align 1
  br i1 %L28, label %CF244, label %CF271

CF271:                                            ; preds = %CF244
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 64
  %E29 = extractelement <16 x i1> %I15, i32 %Sl26
  br i1 %E29, label %CF244, label %CF253

CF253:                                            ; preds = %CF271
  %Shuff30 = shufflevector <16 x i8> %Shuff22, <16 x i8> zeroinitializer, <16 x i32> <i32 20, i32 22, i32 24, i32 poison, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14, i32 16, i32 18>
  %I31 = insertelement <16 x i1> zeroinitializer, i1 %Cmp, i32 %Sl
  %B32 = sdiv i32 0, 285155
  %FC33 = uitofp <2 x i8> zeroinitializer to <2 x double>
  %Sl34 = select i1 true, i1 true, i1 true
  br i1 %Sl34, label %CF244, label %CF247

CF247:                                            ; preds = %CF247, %CF256, %CF253
  %Cmp35 = icmp sgt i64 %E6, %B
  br i1 %Cmp35, label %CF247, label %CF254

CF254:                                            ; preds = %CF254, %CF247
  %L36 = load float, ptr %0, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  %E37 = extractelement <2 x i1> %Cmp27, i32 285155
  br i1 %E37, label %CF254, label %CF256

CF256:                                            ; preds = %CF254
  %Shuff38 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I39 = insertelement <16 x i1> zeroinitializer, i1 %E21, i32 -1
  %B40 = mul i64 131223, %4
  %Sl41 = select i1 true, ptr %A2, ptr %0
  %L42 = load float, ptr %Sl41, align 4
  store <4 x i32> zeroinitializer, ptr %Sl41, align 16
  %E43 = extractelement <16 x i1> zeroinitializer, i32 %Sl26
  br i1 %E43, label %CF247, label %CF252

CF252:                                            ; preds = %CF252, %CF263, %CF256
  %Shuff44 = shufflevector <4 x i64> %I, <4 x i64> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 poison>
  %I45 = insertelement <4 x double> %L12, double 0x9269B2085467E986, i32 %Sl
  %ZE = zext <4 x i8> zeroinitializer to <4 x i32>
  %Sl46 = select i1 true, <4 x double> %I45, <4 x double> %I45
  %Cmp47 = icmp ugt i64 %B16, %B40
  br i1 %Cmp47, label %CF252, label %CF263

CF263:                                            ; preds = %CF252
  %L48 = load i8, ptr %Sl41, align 1
  store <4 x i32> %ZE, ptr %Sl41, align 16
  %E49 = extractelement <4 x i64> zeroinitializer, i32 %L
  %Shuff50 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %Shuff14, <16 x i32> <i32 10, i32 12, i32 poison, i32 16, i32 18, i32 20, i32 poison, i32 24, i32 26, i32 28, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I51 = insertelement <4 x double> %L12, double %E13, i32 %L
  %Sl52 = select <4 x i1> %Shuff38, <4 x float> %FC, <4 x float> %FC
  %Cmp53 = icmp slt i1 %Cmp11, true
  br i1 %Cmp53, label %CF252, label %CF258

CF258:                                            ; preds = %CF258, %CF263
  %L54 = load <16 x i32>, ptr %Sl41, align 64
  store i16 27847, ptr %0, align 2
  %E55 = extractelement <16 x i1> %I39, i32 -1
  br i1 %E55, label %CF258, label %CF261

CF261:                                            ; preds = %CF258
  %Shuff56 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %Shuff50, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 poison, i32 poison, i32 17, i32 poison, i32 21, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1, i32 3>
  %I57 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %Sl26
  %B58 = urem <4 x i32> %ZE, zeroinitializer
  %Tr = trunc i32 %L to i8
  %Sl59 = select i1 %Cmp11, i1 %Cmp19, i1 %Cmp
  br i1 %Sl59, label %CF236, label %CF237

CF237:                                            ; preds = %CF237, %CF275, %CF261
  %L60 = load i64, ptr %Sl41, align 4
  store <1 x i64> zeroinitializer, ptr %Sl41, align 8
  %E61 = extractelement <16 x i1> %Shuff50, i32 %3
  br i1 %E61, label %CF237, label %CF275

CF275:                                            ; preds = %CF237
  %Shuff62 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I63 = insertelement <16 x i1> zeroinitializer, i1 true, i32 -1
  %B64 = urem i64 -1, 283595
  %PC = bitcast ptr %0 to ptr
  %Sl65 = select <4 x i1> zeroinitializer, <4 x i8> zeroinitializer, <4 x i8> %I23
  %Cmp66 = fcmp uno double %FC17, 0x35D54C74A5D3B1F2
  br i1 %Cmp66, label %CF237, label %CF257

CF257:                                            ; preds = %CF275
  %L67 = load <8 x i32>, ptr %A, align 32
  store i32 %Sl, ptr %Sl41, align 4
  %E68 = extractelement <4 x double> %L12, i32 %Sl26
  %Shuff69 = shufflevector <2 x i1> %Cmp27, <2 x i1> %Cmp27, <2 x i32> <i32 1, i32 poison>
  %I70 = insertelement <4 x i8> %Shuff, i8 -69, i32 %3
  %B71 = udiv i64 %E49, %4
  %ZE72 = zext <16 x i32> %L54 to <16 x i64>
  %Sl73 = select i1 %Sl18, <8 x i8> zeroinitializer, <8 x i8> zeroinitializer
  %Cmp74 = icmp ule i16 27847, 27847
  br label %CF

CF:                                               ; preds = %CF, %CF277, %CF249, %CF269, %CF255, %CF257
  %L75 = load i1, ptr %Sl41, align 1
  br i1 %L75, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF
  store <4 x float> %Sl52, ptr %Sl41, align 16
  %E76 = extractelement <16 x i1> %Shuff50, i32 %Sl26
  br i1 %E76, label %CF245, label %CF264

CF264:                                            ; preds = %CF264, %CF245
  %Shuff77 = shufflevector <16 x i8> %Shuff30, <16 x i8> zeroinitializer, <16 x i32> <i32 4, i32 poison, i32 poison, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2>
  %I78 = insertelement <16 x i1> %Shuff56, i1 %E76, i32 %3
  %PC79 = bitcast ptr %PC to ptr
  %Sl80 = select i1 %Sl34, i1 %Cmp53, i1 true
  br i1 %Sl80, label %CF264, label %CF277

CF277:                                            ; preds = %CF264
  %Cmp81 = icmp ugt i32 %Sl26, %Sl
  br i1 %Cmp81, label %CF, label %CF242

CF242:                                            ; preds = %CF242, %CF277
  %L82 = load float, ptr %Sl41, align 4
  store <2 x i16> <i16 0, i16 -1>, ptr %Sl41, align 4
  %E83 = extractelement <16 x i1> zeroinitializer, i32 %B32
  br i1 %E83, label %CF242, label %CF249

CF249:                                            ; preds = %CF242
  %Shuff84 = shufflevector <2 x double> %FC33, <2 x double> %FC33, <2 x i32> <i32 0, i32 2>
  %I85 = insertelement <16 x i8> %Shuff77, i8 %Tr, i32 %3
  %FC86 = uitofp i32 285155 to double
  %Sl87 = select i1 true, ptr %A3, ptr %Sl41
  %Cmp88 = icmp ule i16 27847, 27847
  br i1 %Cmp88, label %CF, label %CF239

CF239:                                            ; preds = %CF239, %CF272, %CF268, %CF259, %CF249
  %L89 = load i16, ptr %PC, align 2
  store <8 x i32> %L67, ptr %PC, align 32
  %E90 = extractelement <4 x i64> zeroinitializer, i32 %Sl26
  %Shuff91 = shufflevector <4 x i64> %Shuff44, <4 x i64> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I92 = insertelement <2 x i8> %Shuff62, i8 %5, i32 %Sl
  %B93 = and <16 x i32> %L54, %L54
  %Tr94 = trunc <16 x i32> %B93 to <16 x i8>
  %Sl95 = select i1 %E43, <4 x i64> %Shuff44, <4 x i64> zeroinitializer
  %Cmp96 = icmp ugt <4 x i64> %Shuff44, %I
  %L97 = load i8, ptr %Sl41, align 1
  store <4 x float> %FC, ptr %0, align 16
  %E98 = extractelement <16 x i8> %Shuff30, i32 %3
  %Shuff99 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %Shuff14, <16 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 poison, i32 20, i32 poison, i32 24, i32 26, i32 28, i32 30, i32 poison, i32 2, i32 4>
  %I100 = insertelement <2 x i1> %I57, i1 %Cmp74, i32 -1
  %B101 = srem i64 131223, -1
  %Tr102 = trunc <4 x i64> %Shuff91 to <4 x i8>
  %Sl103 = select i1 %Cmp11, i32 164747, i32 -1
  %Cmp104 = icmp eq i8 %L48, 0
  br i1 %Cmp104, label %CF239, label %CF262

CF262:                                            ; preds = %CF262, %CF239
  %L105 = load <2 x i1>, ptr %Sl41, align 1
  store float %L20, ptr %Sl41, align 4
  %E106 = extractelement <16 x i8> %Shuff77, i32 %3
  %Shuff107 = shufflevector <16 x i1> %I15, <16 x i1> %Shuff14, <16 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 poison, i32 poison, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1>
  %I108 = insertelement <2 x i8> zeroinitializer, i8 0, i32 %Sl103
  %Se = sext <2 x i1> %Shuff69 to <2 x i16>
  %Sl109 = select i1 %E83, i1 %Cmp81, i1 true
  br i1 %Sl109, label %CF262, label %CF266

CF266:                                            ; preds = %CF266, %CF262
  %Cmp110 = icmp ugt <4 x i64> %Shuff91, zeroinitializer
  %L111 = load i8, ptr %Sl87, align 1
  store <4 x double> %L12, ptr %Sl41, align 32
  %E112 = extractelement <16 x i8> %Shuff22, i32 %Sl26
  %Shuff113 = shufflevector <4 x i64> %Shuff44, <4 x i64> %Shuff91, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I114 = insertelement <2 x i8> %Shuff62, i8 %L48, i32 %L
  %B115 = mul <4 x i8> zeroinitializer, %Sl65
  %Tr116 = trunc i64 %E6 to i32
  %Sl117 = select <16 x i1> zeroinitializer, <16 x i8> %I85, <16 x i8> %Shuff22
  %Cmp118 = icmp eq i8 0, 47
  br i1 %Cmp118, label %CF266, label %CF272

CF272:                                            ; preds = %CF266
  %L119 = load <2 x i1>, ptr %PC, align 1
  store double %B9, ptr %PC, align 8
  %E120 = extractelement <2 x i1> zeroinitializer, i32 %Sl103
  br i1 %E120, label %CF239, label %CF251

CF251:                                            ; preds = %CF251, %CF272
  %Shuff121 = shufflevector <16 x i8> %Shuff30, <16 x i8> %Shuff77, <16 x i32> <i32 poison, i32 7, i32 poison, i32 11, i32 13, i32 poison, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1, i32 poison>
  %I122 = insertelement <4 x i1> %Cmp96, i1 %Cmp53, i32 %Sl103
  %B123 = shl i8 %E98, %L97
  %PC124 = bitcast ptr %A3 to ptr
  %Sl125 = select i1 %Cmp47, double %B9, double 0x35D54C74A5D3B1F2
  %Cmp126 = icmp ult i32 164747, 0
  br i1 %Cmp126, label %CF251, label %CF268

CF268:                                            ; preds = %CF251
  %L127 = load i8, ptr %PC79, align 1
  store <16 x i64> %ZE72, ptr %Sl41, align 128
  %E128 = extractelement <4 x i64> %I, i32 0
  %Shuff129 = shufflevector <4 x i8> %Sl65, <4 x i8> %Sl65, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I130 = insertelement <4 x i32> %ZE, i32 %Sl103, i32 %Sl103
  %Tr131 = trunc i64 131223 to i16
  %Sl132 = select i1 true, <2 x i1> zeroinitializer, <2 x i1> zeroinitializer
  %Cmp133 = fcmp oge <4 x double> %Sl46, %I45
  %L134 = load i16, ptr %Sl41, align 2
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl41, align 128
  %E135 = extractelement <4 x i1> %Shuff38, i32 %Sl26
  br i1 %E135, label %CF239, label %CF246

CF246:                                            ; preds = %CF246, %CF268
  %Shuff136 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %Sl117, <16 x i32> <i32 20, i32 poison, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 18>
  %I137 = insertelement <16 x i8> %Tr94, i8 %L111, i32 %3
  %ZE138 = zext <16 x i1> %I39 to <16 x i8>
  %Sl139 = select i1 %Sl18, i1 %Sl34, i1 %Cmp53
  br i1 %Sl139, label %CF246, label %CF259

CF259:                                            ; preds = %CF246
  %Cmp140 = icmp sgt <4 x i8> zeroinitializer, %Shuff
  %L141 = load <4 x i32>, ptr %Sl41, align 16
  store i8 %L48, ptr %Sl41, align 1
  %E142 = extractelement <2 x i8> %I108, i32 %L
  %Shuff143 = shufflevector <8 x i8> %Sl73, <8 x i8> zeroinitializer, <8 x i32> <i32 poison, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15>
  %I144 = insertelement <4 x double> %L12, double %E68, i32 %Sl103
  %Se145 = sext <2 x i1> %Sl132 to <2 x i16>
  %Sl146 = select i1 %E135, i1 %Sl109, i1 %Sl34
  br i1 %Sl146, label %CF239, label %CF240

CF240:                                            ; preds = %CF240, %CF274, %CF270, %CF259
  %Cmp147 = fcmp uge <2 x double> %FC33, %Shuff84
  %L148 = load i8, ptr %Sl87, align 1
  store <4 x i32> %ZE, ptr %PC79, align 16
  %E149 = extractelement <4 x i1> %Cmp133, i32 %3
  br i1 %E149, label %CF240, label %CF274

CF274:                                            ; preds = %CF240
  %Shuff150 = shufflevector <4 x i64> %Shuff44, <4 x i64> %Sl95, <4 x i32> <i32 poison, i32 poison, i32 2, i32 4>
  %I151 = insertelement <16 x i8> %Sl117, i8 %L48, i32 %3
  %FC152 = sitofp <16 x i1> %I78 to <16 x double>
  %Sl153 = select i1 %Sl109, i64 %E49, i64 %B71
  %Cmp154 = fcmp ueq <2 x double> %FC33, %Shuff84
  %L155 = load <4 x i64>, ptr %0, align 32
  store i1 %Cmp, ptr %Sl41, align 1
  %E156 = extractelement <4 x i64> zeroinitializer, i32 %L
  %Shuff157 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I158 = insertelement <4 x i64> %Shuff150, i64 -1, i32 %3
  %Se159 = sext <16 x i1> %I31 to <16 x i64>
  %Sl160 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i8> %Shuff143, <8 x i8> %Shuff143
  %Cmp161 = fcmp oeq float %L82, %L20
  br i1 %Cmp161, label %CF240, label %CF250

CF250:                                            ; preds = %CF250, %CF274
  %L162 = load <8 x i32>, ptr %0, align 32
  store i32 %Sl, ptr %PC79, align 4
  %E163 = extractelement <4 x i8> %Shuff129, i32 %3
  %Shuff164 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %Shuff99, <16 x i32> <i32 17, i32 poison, i32 21, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15>
  %I165 = insertelement <2 x i1> %Cmp27, i1 %Sl109, i32 %Tr116
  %B166 = and i64 %E49, 283595
  %BC = bitcast i64 419535 to double
  %Sl167 = select i1 %Sl34, <16 x i1> %Shuff164, <16 x i1> %I78
  %Cmp168 = icmp sge <8 x i8> %Sl160, %Sl73
  %L169 = load i16, ptr %0, align 2
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC124, align 32
  %E170 = extractelement <16 x i8> %Shuff22, i32 %L
  %Shuff171 = shufflevector <16 x i8> %Shuff22, <16 x i8> %I151, <16 x i32> <i32 poison, i32 24, i32 26, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20>
  %I172 = insertelement <16 x i1> %Shuff107, i1 %Cmp11, i32 -1
  %FC173 = fptoui float %FC25 to i8
  %Sl174 = select <4 x i1> zeroinitializer, <4 x double> %I144, <4 x double> %L12
  %Cmp175 = icmp ult i32 0, %3
  br i1 %Cmp175, label %CF250, label %CF270

CF270:                                            ; preds = %CF250
  %L176 = load <8 x i8>, ptr %A, align 8
  store i32 %L, ptr %Sl41, align 4
  %E177 = extractelement <4 x i8> zeroinitializer, i32 -1
  %Shuff178 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff150, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I179 = insertelement <2 x i8> zeroinitializer, i8 %E177, i32 %Sl26
  %B180 = urem i64 %E90, %E90
  %FC181 = sitofp <16 x i1> %I15 to <16 x double>
  %Sl182 = select i1 true, <16 x i64> %ZE72, <16 x i64> %ZE72
  %L183 = load <2 x i32>, ptr %0, align 8
  store i32 %Sl103, ptr %Sl41, align 4
  %E184 = extractelement <4 x i64> %L155, i32 %Sl103
  %Shuff185 = shufflevector <2 x double> %Shuff84, <2 x double> %FC33, <2 x i32> <i32 1, i32 poison>
  %I186 = insertelement <16 x i64> %ZE72, i64 %B, i32 %B32
  %Sl187 = select i1 %E43, i1 true, i1 %Cmp104
  br i1 %Sl187, label %CF240, label %CF243

CF243:                                            ; preds = %CF243, %CF270
  %Cmp188 = icmp ugt i8 0, %L97
  br i1 %Cmp188, label %CF243, label %CF269

CF269:                                            ; preds = %CF243
  %L189 = load <4 x float>, ptr %PC, align 16
  store float 0xC57574B940000000, ptr %Sl87, align 4
  %E190 = extractelement <4 x i8> %Sl65, i32 %Sl103
  %Shuff191 = shufflevector <4 x float> %L189, <4 x float> %L189, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I192 = insertelement <16 x i1> zeroinitializer, i1 %Cmp161, i32 74431
  %B193 = fdiv double 0x35D54C74A5D3B1F2, 0x9269B2085467E986
  %Tr194 = trunc i64 %B24 to i8
  %Sl195 = select i1 %Sl109, <4 x i32> %I130, <4 x i32> zeroinitializer
  %Cmp196 = icmp sgt i8 %E112, %E163
  br i1 %Cmp196, label %CF, label %CF238

CF238:                                            ; preds = %CF238, %CF269
  %L197 = load i8, ptr %PC79, align 1
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E198 = extractelement <16 x i1> zeroinitializer, i32 %3
  br i1 %E198, label %CF238, label %CF241

CF241:                                            ; preds = %CF241, %CF238
  %Shuff199 = shufflevector <2 x i8> %Shuff62, <2 x i8> %I108, <2 x i32> <i32 1, i32 3>
  %I200 = insertelement <2 x i1> %Shuff69, i1 %Cmp175, i32 %Sl
  %FC201 = fptoui <4 x double> %I144 to <4 x i8>
  %Sl202 = select i1 %Cmp88, double %B9, double %B193
  %Cmp203 = icmp sgt i1 %L75, %Cmp66
  br i1 %Cmp203, label %CF241, label %CF248

CF248:                                            ; preds = %CF248, %CF241
  %L204 = load i1, ptr %Sl41, align 1
  br i1 %L204, label %CF248, label %CF255

CF255:                                            ; preds = %CF248
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl41, align 32
  %E205 = extractelement <2 x i8> %I8, i32 %Sl26
  %Shuff206 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %B115, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I207 = insertelement <4 x i8> %Shuff, i8 %E163, i32 %3
  %B208 = frem <4 x float> %FC, %L189
  %FC209 = sitofp i1 %Cmp126 to double
  %Sl210 = select i1 %Sl139, i32 0, i32 %3
  %Cmp211 = icmp sge i1 %Cmp19, %Cmp161
  br i1 %Cmp211, label %CF, label %CF235

CF235:                                            ; preds = %CF235, %CF267, %CF255
  %L212 = load <8 x i16>, ptr %0, align 16
  store i32 %Sl210, ptr %PC79, align 4
  %E213 = extractelement <2 x double> %Shuff185, i32 %Sl210
  %Shuff214 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 11, i32 poison, i32 15, i32 17, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I215 = insertelement <8 x i8> %L176, i8 %L48, i32 %Sl210
  %B216 = fadd <4 x double> %Sl174, %I144
  %Sl217 = select i1 %Cmp35, double %Sl125, double %Sl125
  %Cmp218 = icmp sgt <4 x i8> zeroinitializer, %FC201
  %L219 = load double, ptr %Sl41, align 8
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl41, align 32
  %E220 = extractelement <4 x i32> zeroinitializer, i32 74431
  %Shuff221 = shufflevector <16 x i8> %Shuff22, <16 x i8> %Shuff22, <16 x i32> <i32 22, i32 24, i32 26, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14, i32 16, i32 18, i32 20>
  %I222 = insertelement <2 x i1> %Shuff69, i1 %Sl59, i32 285155
  %B223 = frem double %B9, %BC
  %Se224 = sext <4 x i8> %I70 to <4 x i16>
  %Sl225 = select <4 x i1> %Cmp218, <4 x i8> %B115, <4 x i8> %FC201
  %Cmp226 = icmp uge i1 %Sl80, true
  br i1 %Cmp226, label %CF235, label %CF267

CF267:                                            ; preds = %CF235
  %L227 = load <4 x i1>, ptr %0, align 1
  store i64 %B180, ptr %0, align 4
  %E228 = extractelement <4 x i8> zeroinitializer, i32 %Sl210
  %Shuff229 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff178, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I230 = insertelement <16 x i1> %Shuff50, i1 %Cmp226, i32 %Sl26
  %B231 = sdiv <4 x i64> %Shuff150, %Shuff91
  %Tr232 = trunc i64 %E184 to i1
  br i1 %Tr232, label %CF235, label %CF260

CF260:                                            ; preds = %CF267
  %Sl233 = select i1 %L28, float %L20, float 0xC57574B940000000
  %Cmp234 = icmp ugt <16 x i1> %Shuff99, %I63
  store <4 x i32> zeroinitializer, ptr %Sl41, align 16
  store <1 x i16> zeroinitializer, ptr %0, align 2
  store float 0xC57574B940000000, ptr %0, align 4
  store i16 %L89, ptr %Sl41, align 2
  store float %L20, ptr %Sl41, align 4
  ret void
}
