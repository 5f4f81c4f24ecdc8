; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD69(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca i8, align 1
  %A2 = alloca double, align 8
  %A1 = alloca i16, align 2
  %A = alloca float, align 4
  %L = load <2 x float>, ptr %A1, align 8
  store i16 -30981, ptr %0, align 2
  %E = extractelement <4 x i16> zeroinitializer, i32 259991
  %Shuff = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <4 x i16> zeroinitializer, i16 -941, i32 45803
  %B = fsub float 0x41596D9D40000000, 0xC7CB7A8F40000000
  %FC = uitofp i8 %5 to double
  %Sl = select i1 true, ptr %A4, ptr %0
  %Cmp = fcmp ole double %FC, 0xEF717910056F048E
  br label %CF279

CF279:                                            ; preds = %BB
  %L5 = load i8, ptr %A2, align 1
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl, align 64
  %E6 = extractelement <4 x i8> zeroinitializer, i32 259991
  %Shuff7 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Shuff, <1 x i32> zeroinitializer
  %I8 = insertelement <1 x i64> zeroinitializer, i64 %4, i32 45803
  %Se = sext i1 true to i8
  %Sl9 = select <2 x i1> <i1 true, i1 false>, <2 x float> %L, <2 x float> %L
  %Cmp10 = icmp sgt i16 -30981, -30981
  br label %CF247

CF247:                                            ; preds = %CF247, %CF267, %CF279
  %L11 = load <16 x i1>, ptr %Sl, align 2
  store double 0xEF717910056F048E, ptr %Sl, align 8
  %E12 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff13 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Shuff, <1 x i32> poison
  %I14 = insertelement <4 x i1> zeroinitializer, i1 true, i32 %3
  %Se15 = sext <4 x i16> %I to <4 x i32>
  %Sl16 = select i1 true, i64 118427, i64 386903
  %Cmp17 = fcmp oeq <2 x float> %Sl9, %L
  %L18 = load double, ptr %0, align 8
  store <2 x i64> zeroinitializer, ptr %0, align 16
  %E19 = extractelement <2 x i32> zeroinitializer, i32 259991
  %Shuff20 = shufflevector <2 x i1> %Cmp17, <2 x i1> %Cmp17, <2 x i32> <i32 0, i32 2>
  %I21 = insertelement <1 x i64> %Shuff, i64 224231, i32 259991
  %B22 = urem <1 x i64> zeroinitializer, %Shuff
  %Tr = trunc <1 x i64> %I8 to <1 x i16>
  %Sl23 = select i1 true, <1 x i64> %Shuff13, <1 x i64> %Shuff
  %Cmp24 = icmp ne i1 %Cmp, %Cmp
  br i1 %Cmp24, label %CF247, label %CF254

CF254:                                            ; preds = %CF254, %CF247
  %L25 = load i1, ptr %0, align 1
  br i1 %L25, label %CF254, label %CF267

CF267:                                            ; preds = %CF254
  store <2 x i64> zeroinitializer, ptr %Sl, align 16
  %E26 = extractelement <4 x i1> zeroinitializer, i32 %3
  br i1 %E26, label %CF247, label %CF250

CF250:                                            ; preds = %CF250, %CF265, %CF267
  %Shuff27 = shufflevector <4 x i16> %I, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I28 = insertelement <1 x i64> %Shuff7, i64 -1, i32 %3
  %B29 = urem i16 -30981, -24869
  %Se30 = sext <2 x i1> %Cmp17 to <2 x i16>
  %Sl31 = select i1 true, i32 %3, i32 259991
  %L32 = load <4 x i1>, ptr %0, align 1
  store double 0xEF717910056F048E, ptr %0, align 8
  %E33 = extractelement <1 x i64> zeroinitializer, i32 %E19
  %Shuff34 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 5, i32 7, i32 poison>
  %I35 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 %3
  %B36 = fadd double 0x772D9BCC832B9D4A, %L18
  %Se37 = sext i8 %5 to i64
  %Sl38 = select <1 x i1> <i1 true>, <1 x i64> %Shuff7, <1 x i64> %I21
  %Cmp39 = icmp ule i64 224231, %E12
  br i1 %Cmp39, label %CF250, label %CF265

CF265:                                            ; preds = %CF250
  %L40 = load i16, ptr %Sl, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 16
  %E41 = extractelement <1 x i64> zeroinitializer, i32 259991
  %Shuff42 = shufflevector <4 x i16> %Shuff34, <4 x i16> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 poison, i32 4>
  %I43 = insertelement <1 x i64> %Shuff7, i64 %E33, i32 45803
  %FC44 = uitofp i16 -941 to float
  %Sl45 = select i1 %Cmp10, float %FC44, float 0x41596D9D40000000
  %Cmp46 = icmp sgt <1 x i64> zeroinitializer, %Shuff
  %L47 = load i32, ptr %Sl, align 4
  store <4 x i32> %Se15, ptr %Sl, align 16
  %E48 = extractelement <1 x i64> %Sl38, i32 45803
  %Shuff49 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I50 = insertelement <1 x i64> %Shuff7, i64 -1, i32 %Sl31
  %B51 = urem <4 x i16> %I, %Shuff27
  %ZE = zext i8 -1 to i16
  %Sl52 = select i1 %E26, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %Cmp53 = icmp sge <1 x i64> %I21, %Shuff
  %L54 = load i16, ptr %Sl, align 2
  store <2 x float> %L, ptr %Sl, align 8
  %E55 = extractelement <1 x i64> %I21, i32 %Sl31
  %Shuff56 = shufflevector <4 x i1> %Sl52, <4 x i1> %L32, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I57 = insertelement <4 x i1> zeroinitializer, i1 true, i32 259991
  %B58 = fmul <2 x float> %Sl9, %L
  %Tr59 = trunc <1 x i64> %I50 to <1 x i16>
  %Sl60 = select i1 true, float 0x4680E224C0000000, float %FC44
  %Cmp61 = icmp eq <4 x i1> %Shuff56, %I14
  %L62 = load <8 x i32>, ptr %0, align 32
  store i8 %5, ptr %Sl, align 1
  %E63 = extractelement <4 x i1> %Cmp61, i32 %E19
  br i1 %E63, label %CF250, label %CF261

CF261:                                            ; preds = %CF265
  %Shuff64 = shufflevector <8 x i32> %L62, <8 x i32> %L62, <8 x i32> <i32 13, i32 poison, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11>
  %I65 = insertelement <4 x i1> %Cmp61, i1 true, i32 259991
  %B66 = and <1 x i16> %Tr59, %Tr
  %ZE67 = zext <4 x i16> zeroinitializer to <4 x i32>
  %Sl68 = select i1 true, <1 x i64> %Sl23, <1 x i64> zeroinitializer
  %Cmp69 = fcmp oeq double 0xC1894928538750A6, 0xEF717910056F048E
  br label %CF243

CF243:                                            ; preds = %CF243, %CF271, %CF270, %CF261
  %L70 = load i8, ptr %0, align 1
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 64
  %E71 = extractelement <8 x i32> %Shuff64, i32 %E19
  %Shuff72 = shufflevector <4 x i16> %Shuff42, <4 x i16> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I73 = insertelement <4 x i8> zeroinitializer, i8 %L5, i32 %3
  %B74 = fmul double 0xF5B979587FB778D6, %L18
  %Se75 = sext <4 x i1> %Cmp61 to <4 x i64>
  %Sl76 = select <4 x i1> %Sl52, <4 x i16> %Shuff42, <4 x i16> %Shuff42
  %Cmp77 = icmp ugt <4 x i8> zeroinitializer, %I35
  %L78 = load <8 x i8>, ptr %A3, align 8
  store i1 true, ptr %Sl, align 1
  %E79 = extractelement <2 x float> %B58, i32 %E19
  %Shuff80 = shufflevector <4 x i64> %Se75, <4 x i64> %Se75, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I81 = insertelement <4 x i16> %B51, i16 -941, i32 %E19
  %B82 = add i32 %Sl31, %E71
  %ZE83 = zext <4 x i8> zeroinitializer to <4 x i64>
  %Sl84 = select i1 true, <1 x i64> %Sl68, <1 x i64> %Sl68
  %Cmp85 = fcmp oge double %FC, 0xEF717910056F048E
  br i1 %Cmp85, label %CF243, label %CF271

CF271:                                            ; preds = %CF243
  %L86 = load i16, ptr %0, align 2
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E87 = extractelement <4 x i8> zeroinitializer, i32 45803
  %Shuff88 = shufflevector <16 x i1> %L11, <16 x i1> %L11, <16 x i32> <i32 19, i32 21, i32 23, i32 25, i32 27, i32 poison, i32 31, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17>
  %I89 = insertelement <1 x i64> %I43, i64 386903, i32 %E19
  %B90 = udiv <1 x i16> %Tr, %Tr
  %Tr91 = trunc <1 x i64> %Sl84 to <1 x i1>
  %Sl92 = select i1 %Cmp, i16 %ZE, i16 %ZE
  %Cmp93 = icmp slt i1 %E26, true
  br i1 %Cmp93, label %CF243, label %CF270

CF270:                                            ; preds = %CF271
  %L94 = load i16, ptr %Sl, align 2
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E95 = extractelement <4 x i8> zeroinitializer, i32 45803
  %Shuff96 = shufflevector <8 x i32> %L62, <8 x i32> %L62, <8 x i32> <i32 0, i32 poison, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I97 = insertelement <16 x i1> %Shuff88, i1 true, i32 %B82
  %B98 = ashr <4 x i16> %Shuff42, zeroinitializer
  %FC99 = fptosi double 0x772D9BCC832B9D4A to i16
  %Sl100 = select i1 true, <1 x i64> %I28, <1 x i64> %Sl68
  %Cmp101 = fcmp uge double %B36, %B36
  br i1 %Cmp101, label %CF243, label %CF246

CF246:                                            ; preds = %CF246, %CF270
  %L102 = load float, ptr %0, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E103 = extractelement <1 x i64> %Sl38, i32 %E71
  %Shuff104 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I105 = insertelement <1 x i64> %Shuff, i64 %E12, i32 %L47
  %B106 = or <4 x i64> %ZE83, %Se75
  %Tr107 = fptrunc double %FC to float
  %Sl108 = select i1 %Cmp101, i16 %L94, i16 %L86
  %Cmp109 = icmp ugt <4 x i16> %I81, %Shuff72
  %L110 = load float, ptr %0, align 4
  store <2 x i32> zeroinitializer, ptr %A, align 8
  %E111 = extractelement <4 x i16> %I, i32 %E71
  %Shuff112 = shufflevector <1 x i64> %I28, <1 x i64> %I89, <1 x i32> zeroinitializer
  %I113 = insertelement <4 x i1> zeroinitializer, i1 %Cmp93, i32 259991
  %Se114 = sext i8 %E6 to i32
  %Sl115 = select i1 true, i64 %E33, i64 %E33
  %Cmp116 = fcmp ord float 0xC7CB7A8F40000000, %Tr107
  br i1 %Cmp116, label %CF246, label %CF269

CF269:                                            ; preds = %CF246
  %L117 = load i32, ptr %0, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E118 = extractelement <4 x i1> %Cmp109, i32 259991
  br label %CF

CF:                                               ; preds = %CF, %CF275, %CF266, %CF257, %CF269
  %Shuff119 = shufflevector <4 x i1> %Sl52, <4 x i1> %Cmp109, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I120 = insertelement <4 x i64> %ZE83, i64 118427, i32 %E71
  %B121 = frem float 0xC7CB7A8F40000000, %Tr107
  %BC = bitcast <2 x float> %L to <2 x i32>
  %Sl122 = select i1 %Cmp93, i8 %E87, i8 -1
  %Cmp123 = fcmp uge <2 x float> %B58, %L
  %L124 = load <4 x i8>, ptr %0, align 4
  store double %B74, ptr %Sl, align 8
  %E125 = extractelement <2 x i1> %Cmp17, i32 %L47
  br i1 %E125, label %CF, label %CF259

CF259:                                            ; preds = %CF259, %CF
  %Shuff126 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %BC, <2 x i32> <i32 poison, i32 1>
  %I127 = insertelement <1 x i64> %Shuff7, i64 %E48, i32 %3
  %B128 = srem i8 %Sl122, 107
  %Se129 = sext i1 %Cmp39 to i64
  %Sl130 = select i1 %E63, double %L18, double 0x772D9BCC832B9D4A
  %Cmp131 = icmp slt i1 true, true
  br i1 %Cmp131, label %CF259, label %CF275

CF275:                                            ; preds = %CF259
  %L132 = load i8, ptr %0, align 1
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl, align 64
  %E133 = extractelement <4 x i1> %Cmp109, i32 259991
  br i1 %E133, label %CF, label %CF248

CF248:                                            ; preds = %CF248, %CF275
  %Shuff134 = shufflevector <2 x i32> %BC, <2 x i32> %BC, <2 x i32> <i32 0, i32 2>
  %I135 = insertelement <8 x i8> %L78, i8 %Sl122, i32 %Se114
  %FC136 = fptoui float %B to i8
  %Sl137 = select i1 %Cmp93, i1 %Cmp131, i1 %Cmp93
  br i1 %Sl137, label %CF248, label %CF266

CF266:                                            ; preds = %CF248
  %Cmp138 = icmp ne <1 x i64> %I21, %I127
  %L139 = load i8, ptr %Sl, align 1
  store <4 x i64> %Se75, ptr %0, align 32
  %E140 = extractelement <1 x i64> %Sl38, i32 %B82
  %Shuff141 = shufflevector <8 x i32> %Shuff96, <8 x i32> %L62, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I142 = insertelement <4 x i1> %Shuff119, i1 %Cmp101, i32 %E19
  %B143 = udiv i64 224231, %E33
  %Tr144 = trunc i64 386903 to i1
  br i1 %Tr144, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF276, %CF274, %CF266
  %Sl145 = select i1 %Cmp93, i1 %Cmp, i1 true
  br i1 %Sl145, label %CF245, label %CF276

CF276:                                            ; preds = %CF245
  %Cmp146 = icmp ult i64 %E48, %Se129
  br i1 %Cmp146, label %CF245, label %CF272

CF272:                                            ; preds = %CF272, %CF276
  %L147 = load float, ptr %A1, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  %E148 = extractelement <4 x i1> %Cmp109, i32 %E19
  br i1 %E148, label %CF272, label %CF274

CF274:                                            ; preds = %CF272
  %Shuff149 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L124, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I150 = insertelement <4 x i8> zeroinitializer, i8 %Sl122, i32 %3
  %B151 = sdiv i16 %L40, %L86
  %ZE152 = zext i1 %Cmp24 to i16
  %Sl153 = select i1 %Cmp10, <1 x i64> %I8, <1 x i64> %Shuff7
  %Cmp154 = icmp ult i1 %Cmp101, %E133
  br i1 %Cmp154, label %CF245, label %CF257

CF257:                                            ; preds = %CF274
  %L155 = load i32, ptr %Sl, align 4
  %E156 = extractelement <8 x i32> %Shuff96, i32 %Se114
  %Shuff157 = shufflevector <4 x i16> %I81, <4 x i16> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I158 = insertelement <1 x i64> zeroinitializer, i64 %Se129, i32 %B82
  %Se159 = sext <4 x i1> %I113 to <4 x i8>
  %Sl160 = select <2 x i1> %Cmp17, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer
  %Cmp161 = fcmp oge float %L102, %FC44
  br i1 %Cmp161, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF273, %CF262, %CF256, %CF257
  %L162 = load <4 x i1>, ptr %0, align 1
  store i8 %L70, ptr %0, align 1
  %E163 = extractelement <4 x i16> %Shuff27, i32 259991
  %Shuff164 = shufflevector <2 x i1> %Cmp123, <2 x i1> %Cmp123, <2 x i32> <i32 poison, i32 1>
  %I165 = insertelement <4 x i16> %Shuff104, i16 %Sl108, i32 %E19
  %FC166 = sitofp i64 386903 to float
  %Sl167 = select i1 true, <4 x i1> %I65, <4 x i1> %Sl52
  %Cmp168 = icmp sge <4 x i8> %L124, %Shuff149
  %L169 = load i1, ptr %0, align 1
  br i1 %L169, label %CF244, label %CF263

CF263:                                            ; preds = %CF263, %CF244
  store <2 x i8> <i8 0, i8 -1>, ptr %0, align 2
  %E170 = extractelement <4 x i1> %Cmp168, i32 45803
  br i1 %E170, label %CF263, label %CF264

CF264:                                            ; preds = %CF264, %CF263
  %Shuff171 = shufflevector <4 x i8> %Shuff149, <4 x i8> %I73, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I172 = insertelement <4 x i8> zeroinitializer, i8 -1, i32 %Se114
  %B173 = sdiv i8 %5, %Sl122
  %Tr174 = trunc i8 -1 to i1
  br i1 %Tr174, label %CF264, label %CF273

CF273:                                            ; preds = %CF264
  %Sl175 = select <4 x i1> %Cmp77, <4 x i64> %Se75, <4 x i64> %Se75
  %Cmp176 = icmp sge <4 x i16> %B51, %Sl76
  %L177 = load <8 x i64>, ptr %0, align 64
  store i16 -941, ptr %0, align 2
  %E178 = extractelement <8 x i32> %Shuff96, i32 %Se114
  %Shuff179 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I180 = insertelement <2 x i1> %Shuff20, i1 %E170, i32 %Se114
  %B181 = shl <8 x i32> %Shuff96, %L62
  %FC182 = uitofp i1 %Cmp131 to double
  %Sl183 = select i1 %E63, double 0xC3A14940D19FCCBE, double %FC182
  %Cmp184 = icmp ult <4 x i1> %I142, zeroinitializer
  %L185 = load i32, ptr %0, align 4
  store <1 x i8> zeroinitializer, ptr %0, align 1
  %E186 = extractelement <1 x i64> %Sl68, i32 %E19
  %Shuff187 = shufflevector <4 x i16> %Shuff72, <4 x i16> %I81, <4 x i32> <i32 poison, i32 7, i32 poison, i32 3>
  %I188 = insertelement <4 x i16> %Shuff72, i16 -24869, i32 %L155
  %Sl189 = select i1 true, <1 x i64> %I105, <1 x i64> %I89
  %Cmp190 = icmp sgt i64 %E48, 118427
  br i1 %Cmp190, label %CF244, label %CF262

CF262:                                            ; preds = %CF273
  %L191 = load float, ptr %0, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %A, align 128
  %E192 = extractelement <4 x i1> %Shuff119, i32 %E19
  br i1 %E192, label %CF244, label %CF255

CF255:                                            ; preds = %CF255, %CF262
  %Shuff193 = shufflevector <4 x i1> %Cmp184, <4 x i1> %I14, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I194 = insertelement <4 x i64> %Se75, i64 %E186, i32 %Se114
  %B195 = fsub double 0xC1894928538750A6, %B36
  %Tr196 = trunc <1 x i64> %I21 to <1 x i16>
  %Sl197 = select i1 %E125, <1 x i16> %B90, <1 x i16> %Tr196
  %Cmp198 = icmp slt i1 true, %Cmp39
  br i1 %Cmp198, label %CF255, label %CF256

CF256:                                            ; preds = %CF255
  %L199 = load i16, ptr %0, align 2
  %E200 = extractelement <2 x i32> %Shuff126, i32 %L155
  %Shuff201 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I202 = insertelement <1 x i64> %Sl84, i64 %Se129, i32 %Se114
  %Se203 = sext <8 x i8> %I135 to <8 x i32>
  %Sl204 = select <1 x i1> %Cmp46, <1 x i16> %B90, <1 x i16> %Tr
  %Cmp205 = fcmp oeq double 0xEF717910056F048E, %Sl130
  br i1 %Cmp205, label %CF244, label %CF249

CF249:                                            ; preds = %CF249, %CF260, %CF280, %CF256
  %L206 = load <1 x double>, ptr %Sl, align 8
  store double %Sl130, ptr %0, align 8
  %E207 = extractelement <4 x i1> %Sl52, i32 %3
  br i1 %E207, label %CF249, label %CF260

CF260:                                            ; preds = %CF249
  %Shuff208 = shufflevector <4 x i64> %Se75, <4 x i64> %Se75, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I209 = insertelement <1 x i64> zeroinitializer, i64 %E12, i32 259991
  %FC210 = uitofp <4 x i8> %I150 to <4 x float>
  %Sl211 = select <4 x i1> %Cmp184, <4 x i16> %Shuff27, <4 x i16> %B98
  %Cmp212 = icmp ne i64 118427, 386903
  br i1 %Cmp212, label %CF249, label %CF252

CF252:                                            ; preds = %CF252, %CF260
  %L213 = load <4 x float>, ptr %0, align 16
  store i32 %E200, ptr %0, align 4
  %E214 = extractelement <4 x i64> %Shuff80, i32 %Se114
  %Shuff215 = shufflevector <4 x i1> %I142, <4 x i1> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I216 = insertelement <2 x i32> zeroinitializer, i32 %Se114, i32 %E200
  %B217 = frem <2 x float> %Sl9, %B58
  %Tr218 = trunc <2 x i64> zeroinitializer to <2 x i16>
  %Sl219 = select i1 %E125, i16 %L94, i16 %B151
  %Cmp220 = icmp ne i1 %Cmp154, %Cmp116
  br i1 %Cmp220, label %CF252, label %CF280

CF280:                                            ; preds = %CF252
  %L221 = load i64, ptr %0, align 4
  store <2 x i16> %Tr218, ptr %0, align 4
  %E222 = extractelement <4 x i1> %Cmp176, i32 %3
  br i1 %E222, label %CF249, label %CF251

CF251:                                            ; preds = %CF251, %CF278, %CF258, %CF280
  %Shuff223 = shufflevector <4 x i8> %I172, <4 x i8> %Shuff149, <4 x i32> <i32 poison, i32 4, i32 6, i32 0>
  %I224 = insertelement <2 x i32> %Sl160, i32 %Se114, i32 45803
  %PC = bitcast ptr %Sl to ptr
  %Sl225 = select i1 %E222, i1 %Cmp131, i1 %Cmp24
  br i1 %Sl225, label %CF251, label %CF277

CF277:                                            ; preds = %CF277, %CF251
  %Cmp226 = fcmp ult double %FC182, %B74
  br i1 %Cmp226, label %CF277, label %CF278

CF278:                                            ; preds = %CF277
  %L227 = load i16, ptr %Sl, align 2
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 32
  %E228 = extractelement <4 x i16> %I, i32 %Sl31
  %Shuff229 = shufflevector <1 x i64> %I8, <1 x i64> %Shuff13, <1 x i32> zeroinitializer
  %I230 = insertelement <1 x i16> %Tr196, i16 %L86, i32 %E200
  %B231 = and <1 x i64> %I43, %Sl153
  %Tr232 = trunc <1 x i64> %Shuff to <1 x i1>
  %Sl233 = select i1 %E125, double 0xEF717910056F048E, double %B74
  %Cmp234 = icmp ule i1 %Cmp226, true
  br i1 %Cmp234, label %CF251, label %CF258

CF258:                                            ; preds = %CF278
  %L235 = load <2 x i32>, ptr %2, align 8
  store i1 %Cmp39, ptr %PC, align 1
  %E236 = extractelement <4 x i1> %I113, i32 %Se114
  br i1 %E236, label %CF251, label %CF253

CF253:                                            ; preds = %CF253, %CF258
  %Shuff237 = shufflevector <1 x i64> %Sl153, <1 x i64> %Sl38, <1 x i32> <i32 1>
  %I238 = insertelement <4 x i16> %Shuff42, i16 %L40, i32 %E19
  %B239 = ashr <4 x i16> %I, zeroinitializer
  %FC240 = fptosi <2 x float> %B58 to <2 x i64>
  %Sl241 = select i1 %Cmp10, i1 %Sl225, i1 %Cmp161
  br i1 %Sl241, label %CF253, label %CF268

CF268:                                            ; preds = %CF253
  %Cmp242 = icmp sge <2 x i64> %FC240, %FC240
  store <4 x i8> %I73, ptr %PC, align 4
  store <4 x i32> %Se15, ptr %PC, align 16
  store i1 %Cmp198, ptr %PC, align 1
  store i16 %L199, ptr %PC, align 2
  ret void
}
