; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD39(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca float, align 4
  %A2 = alloca i1, align 1
  %A1 = alloca i16, align 2
  %A = alloca i64, align 8
  %L = load <4 x float>, ptr %0, align 16
  store i16 -21767, ptr %0, align 2
  %E = extractelement <16 x i16> zeroinitializer, i32 182773
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I = insertelement <16 x i32> zeroinitializer, i32 182773, i32 100285
  %B = and i64 297965, 297965
  %FC = sitofp <4 x i8> %Shuff to <4 x double>
  %Sl = select i1 true, i1 true, i1 true
  br label %CF269

CF269:                                            ; preds = %CF269, %BB
  %Cmp = icmp sge i8 -1, -47
  br i1 %Cmp, label %CF269, label %CF270

CF270:                                            ; preds = %CF269
  %L5 = load <16 x i64>, ptr %0, align 128
  store i32 %3, ptr %A, align 4
  %E6 = extractelement <4 x i8> %Shuff, i32 182773
  %Shuff7 = shufflevector <16 x i16> zeroinitializer, <16 x i16> zeroinitializer, <16 x i32> <i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 poison, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27>
  %I8 = insertelement <16 x i16> zeroinitializer, i16 23097, i32 100285
  %B9 = ashr i16 %E, 23097
  %ZE = fpext <4 x float> %L to <4 x double>
  %Sl10 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x double> %ZE, <4 x double> %FC
  %Cmp11 = icmp ne i32 337725, 100285
  br label %CF250

CF250:                                            ; preds = %CF250, %CF270
  %L12 = load <2 x i32>, ptr %0, align 8
  store i32 100285, ptr %0, align 4
  %E13 = extractelement <4 x double> %ZE, i32 100285
  %Shuff14 = shufflevector <4 x double> %Sl10, <4 x double> %ZE, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I15 = insertelement <16 x i16> zeroinitializer, i16 -21767, i32 %3
  %B16 = xor i8 %5, %E6
  %Tr = trunc i32 337725 to i1
  br i1 %Tr, label %CF250, label %CF255

CF255:                                            ; preds = %CF255, %CF250
  %Sl17 = select i1 %Tr, double 0x6DC325E200C16E60, double 0x1193CDB2AC911E30
  %Cmp18 = icmp ult i64 297965, 297965
  br i1 %Cmp18, label %CF255, label %CF267

CF267:                                            ; preds = %CF255
  %L19 = load <1 x i64>, ptr %0, align 8
  store i1 true, ptr %0, align 1
  %E20 = extractelement <16 x i16> zeroinitializer, i32 %3
  %Shuff21 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I22 = insertelement <16 x i16> zeroinitializer, i16 0, i32 100285
  %B23 = fadd <4 x double> %ZE, %FC
  %FC24 = fptoui float 0xBEFFA41380000000 to i16
  %Sl25 = select i1 %Sl, double 0x1193CDB2AC911E30, double %E13
  %Cmp26 = icmp ugt i16 %E20, 23097
  br label %CF

CF:                                               ; preds = %CF, %CF260, %CF274, %CF267
  %L27 = load float, ptr %0, align 4
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 64
  %E28 = extractelement <16 x i16> zeroinitializer, i32 %3
  %Shuff29 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 poison>
  %I30 = insertelement <2 x i64> zeroinitializer, i64 297965, i32 337725
  %B31 = fmul double %Sl17, 0x6DC325E200C16E60
  %Tr32 = trunc <1 x i32> zeroinitializer to <1 x i1>
  %Sl33 = select i1 %Cmp18, ptr %0, ptr %0
  %Cmp34 = icmp uge i8 -1, %5
  br i1 %Cmp34, label %CF, label %CF254

CF254:                                            ; preds = %CF254, %CF265, %CF
  %L35 = load <16 x i64>, ptr %Sl33, align 128
  store i1 %Sl, ptr %Sl33, align 1
  %E36 = extractelement <2 x i1> %Shuff21, i32 %3
  br i1 %E36, label %CF254, label %CF261

CF261:                                            ; preds = %CF261, %CF254
  %Shuff37 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff21, <2 x i32> <i32 1, i32 3>
  %I38 = insertelement <16 x i16> zeroinitializer, i16 23097, i32 %3
  %B39 = fmul float 0x3E8E3FC200000000, 0xBEFFA41380000000
  %FC40 = uitofp i8 -1 to float
  %Sl41 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i16> %I38, <16 x i16> %I38
  %Cmp42 = icmp uge <2 x i1> %Shuff37, zeroinitializer
  %L43 = load <4 x float>, ptr %Sl33, align 16
  store double %Sl17, ptr %0, align 8
  %E44 = extractelement <16 x i16> zeroinitializer, i32 %3
  %Shuff45 = shufflevector <16 x i16> %Sl41, <16 x i16> %I22, <16 x i32> <i32 7, i32 poison, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5>
  %I46 = insertelement <16 x i16> %Sl41, i16 -21767, i32 -1
  %Tr47 = trunc i64 8257 to i32
  %Sl48 = select i1 true, float %L27, float 0xBEFFA41380000000
  %L49 = load <4 x i1>, ptr %0, align 1
  store i1 true, ptr %A3, align 1
  %E50 = extractelement <2 x i32> %L12, i32 -1
  %Shuff51 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 1, i32 poison, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 19, i32 21, i32 poison, i32 25, i32 poison, i32 29, i32 poison>
  %I52 = insertelement <16 x i16> %Shuff7, i16 -16547, i32 182773
  %B53 = mul <16 x i16> %Shuff7, %I38
  %FC54 = fptoui double 0x1193CDB2AC911E30 to i16
  %Sl55 = select i1 %Cmp18, i32 %3, i32 %Tr47
  %Cmp56 = icmp ugt i16 %FC54, 23097
  br i1 %Cmp56, label %CF261, label %CF263

CF263:                                            ; preds = %CF263, %CF273, %CF261
  %L57 = load i8, ptr %Sl33, align 1
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E58 = extractelement <1 x i64> %L19, i32 100285
  %Shuff59 = shufflevector <4 x double> %Shuff14, <4 x double> %FC, <4 x i32> <i32 poison, i32 poison, i32 4, i32 poison>
  %I60 = insertelement <2 x i32> zeroinitializer, i32 %Tr47, i32 %Tr47
  %B61 = sdiv <2 x i32> zeroinitializer, %I60
  %BC = bitcast <4 x double> %ZE to <4 x i64>
  %Sl62 = select i1 %Cmp11, <4 x float> %L, <4 x float> %L43
  %Cmp63 = icmp sgt i64 8257, 297965
  br i1 %Cmp63, label %CF263, label %CF273

CF273:                                            ; preds = %CF263
  %L64 = load i8, ptr %A2, align 1
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl33, align 8
  %E65 = extractelement <16 x i32> %I, i32 %E50
  %Shuff66 = shufflevector <16 x i16> zeroinitializer, <16 x i16> zeroinitializer, <16 x i32> <i32 14, i32 16, i32 18, i32 20, i32 poison, i32 poison, i32 poison, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10, i32 12>
  %I67 = insertelement <2 x i32> zeroinitializer, i32 %Tr47, i32 %Tr47
  %B68 = udiv <1 x i64> %L19, %L19
  %Se = sext <1 x i1> %Tr32 to <1 x i64>
  %Sl69 = select i1 %Cmp26, i8 %5, i8 %L57
  %Cmp70 = fcmp ogt <4 x double> %ZE, %FC
  %L71 = load double, ptr %Sl33, align 8
  %E72 = extractelement <4 x float> %L43, i32 %Tr47
  %Shuff73 = shufflevector <4 x i1> %L49, <4 x i1> %L49, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I74 = insertelement <2 x i32> zeroinitializer, i32 %Tr47, i32 100285
  %ZE75 = zext i8 %5 to i32
  %Sl76 = select i1 true, <16 x i16> %I52, <16 x i16> %Shuff66
  %Cmp77 = fcmp oeq <4 x float> %L43, %L43
  %L78 = load float, ptr %Sl33, align 4
  %E79 = extractelement <16 x i16> %Shuff66, i32 %3
  %Shuff80 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %I15, <16 x i32> <i32 poison, i32 poison, i32 poison, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I81 = insertelement <16 x i16> %Shuff7, i16 %E79, i32 %E65
  %B82 = mul <16 x i16> %I38, %Shuff7
  %ZE83 = zext <16 x i16> %B53 to <16 x i32>
  %Sl84 = select i1 %Tr, i16 %E, i16 %FC54
  %Cmp85 = icmp ugt <4 x i8> %Shuff, zeroinitializer
  %L86 = load <2 x float>, ptr %0, align 8
  store i64 %E58, ptr %0, align 4
  %E87 = extractelement <2 x i1> %Shuff29, i32 %Tr47
  br i1 %E87, label %CF263, label %CF264

CF264:                                            ; preds = %CF264, %CF273
  %Shuff88 = shufflevector <16 x i16> %Sl76, <16 x i16> zeroinitializer, <16 x i32> <i32 13, i32 15, i32 17, i32 poison, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison>
  %I89 = insertelement <4 x i8> %Shuff, i8 %E6, i32 %3
  %B90 = sdiv i16 %E, %E79
  %Tr91 = trunc <2 x i32> zeroinitializer to <2 x i8>
  %Sl92 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i16> %B53, <16 x i16> %Shuff7
  %Cmp93 = icmp ugt i32 %ZE75, %Tr47
  br i1 %Cmp93, label %CF264, label %CF265

CF265:                                            ; preds = %CF264
  %L94 = load <8 x i64>, ptr %Sl33, align 64
  store i64 %E58, ptr %A, align 4
  %E95 = extractelement <2 x i32> zeroinitializer, i32 %Tr47
  %Shuff96 = shufflevector <16 x i32> %ZE83, <16 x i32> %Shuff51, <16 x i32> <i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 poison, i32 17, i32 19, i32 21, i32 23, i32 25>
  %I97 = insertelement <4 x i1> %Cmp85, i1 %Cmp56, i32 %Tr47
  %B98 = add <16 x i16> %Shuff80, %Sl76
  %Tr99 = trunc <16 x i32> zeroinitializer to <16 x i8>
  %Sl100 = select <1 x i1> %Tr32, <1 x i64> %B68, <1 x i64> %L19
  %Cmp101 = icmp sge <2 x i32> zeroinitializer, zeroinitializer
  %L102 = load <1 x i1>, ptr %0, align 1
  store i64 %4, ptr %Sl33, align 4
  %E103 = extractelement <4 x double> %Shuff14, i32 %Tr47
  %Shuff104 = shufflevector <4 x i1> %Cmp77, <4 x i1> %L49, <4 x i32> <i32 poison, i32 3, i32 5, i32 7>
  %I105 = insertelement <1 x i64> %L19, i64 %4, i32 182773
  %B106 = shl i64 %4, %E58
  %Sl107 = select i1 %E87, <16 x i32> %Shuff96, <16 x i32> %I
  %Cmp108 = icmp eq <1 x i64> %Sl100, %L19
  %L109 = load float, ptr %0, align 4
  store <1 x i16> zeroinitializer, ptr %0, align 2
  %E110 = extractelement <16 x i16> %Sl41, i32 %Tr47
  %Shuff111 = shufflevector <16 x i32> %Shuff51, <16 x i32> %Shuff96, <16 x i32> <i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 poison>
  %I112 = insertelement <16 x i16> %Sl41, i16 %E110, i32 %Tr47
  %B113 = add <16 x i32> zeroinitializer, %ZE83
  %FC114 = uitofp i1 %Sl to double
  %Sl115 = select <2 x i1> %Cmp101, <2 x i8> %Tr91, <2 x i8> %Tr91
  %Cmp116 = icmp ult <16 x i32> %Shuff51, zeroinitializer
  %L117 = load <8 x i16>, ptr %Sl33, align 16
  store i64 %4, ptr %Sl33, align 4
  %E118 = extractelement <16 x i8> %Tr99, i32 %E65
  %Shuff119 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %Shuff66, <16 x i32> <i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 poison, i32 17, i32 19, i32 poison, i32 poison, i32 25, i32 27>
  %I120 = insertelement <16 x i32> zeroinitializer, i32 %E95, i32 182773
  %Sl121 = select i1 true, ptr %2, ptr %Sl33
  %Cmp122 = icmp ne i8 -127, %Sl69
  br i1 %Cmp122, label %CF254, label %CF260

CF260:                                            ; preds = %CF265
  %L123 = load i16, ptr %Sl121, align 2
  store <2 x i16> <i16 0, i16 -1>, ptr %Sl121, align 4
  %E124 = extractelement <4 x i1> %Cmp70, i32 %3
  br i1 %E124, label %CF, label %CF248

CF248:                                            ; preds = %CF248, %CF262, %CF259, %CF260
  %Shuff125 = shufflevector <2 x i1> %Shuff29, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I126 = insertelement <1 x i32> zeroinitializer, i32 %Tr47, i32 337725
  %B127 = ashr i16 %B9, -21767
  %FC128 = fptosi float %L78 to i32
  %Sl129 = select i1 true, i1 true, i1 %E87
  br i1 %Sl129, label %CF248, label %CF262

CF262:                                            ; preds = %CF248
  %Cmp130 = icmp ne i32 %Tr47, %E95
  br i1 %Cmp130, label %CF248, label %CF259

CF259:                                            ; preds = %CF262
  %L131 = load <8 x i16>, ptr %Sl121, align 16
  store i32 %E95, ptr %Sl121, align 4
  %E132 = extractelement <16 x i16> zeroinitializer, i32 %Tr47
  %Shuff133 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 poison, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 poison, i32 21, i32 poison, i32 25>
  %I134 = insertelement <16 x i32> %Shuff133, i32 %Tr47, i32 %Tr47
  %B135 = xor <2 x i8> %Tr91, %Sl115
  %Se136 = sext i1 %Sl to i64
  %Sl137 = select <16 x i1> %Cmp116, <16 x i32> %I, <16 x i32> %Shuff133
  %Cmp138 = icmp slt <16 x i16> %B53, %I22
  %L139 = load <2 x float>, ptr %Sl33, align 8
  store double %L71, ptr %Sl121, align 8
  %E140 = extractelement <16 x i32> %Shuff111, i32 %Tr47
  %Shuff141 = shufflevector <2 x i1> %Cmp101, <2 x i1> %Cmp101, <2 x i32> <i32 1, i32 3>
  %I142 = insertelement <16 x i16> %B53, i16 %Sl84, i32 337725
  %B143 = or <2 x i64> zeroinitializer, zeroinitializer
  %Tr144 = trunc <1 x i64> %I105 to <1 x i8>
  %Sl145 = select <4 x i1> %L49, <4 x i1> %Shuff104, <4 x i1> %Shuff73
  %Cmp146 = icmp ugt <2 x i1> %Shuff125, %Cmp101
  %L147 = load <2 x i16>, ptr %Sl33, align 4
  store i16 %L123, ptr %Sl33, align 2
  %E148 = extractelement <16 x i64> %L5, i32 %E95
  %Shuff149 = shufflevector <4 x double> %ZE, <4 x double> %Shuff14, <4 x i32> <i32 poison, i32 5, i32 poison, i32 1>
  %I150 = insertelement <16 x i16> %Sl41, i16 %B9, i32 %FC128
  %Tr151 = trunc i32 %E140 to i8
  %Sl152 = select <16 x i1> %Cmp116, <16 x i16> %I81, <16 x i16> %B98
  %Cmp153 = icmp eq i1 %Sl129, true
  br i1 %Cmp153, label %CF248, label %CF257

CF257:                                            ; preds = %CF257, %CF259
  %L154 = load <8 x float>, ptr %Sl121, align 32
  store i1 %Cmp122, ptr %Sl33, align 1
  %E155 = extractelement <4 x i1> %Shuff104, i32 %E95
  br i1 %E155, label %CF257, label %CF268

CF268:                                            ; preds = %CF268, %CF257
  %Shuff156 = shufflevector <8 x float> %L154, <8 x float> %L154, <8 x i32> <i32 15, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 poison, i32 13>
  %I157 = insertelement <16 x i32> %Shuff96, i32 %Tr47, i32 %E50
  %B158 = shl <16 x i16> %Sl76, %I112
  %FC159 = sitofp <1 x i32> %I126 to <1 x float>
  %Sl160 = select i1 %E36, i64 %B106, i64 %4
  %Cmp161 = fcmp ole float %B39, 0xBEFFA41380000000
  br i1 %Cmp161, label %CF268, label %CF274

CF274:                                            ; preds = %CF268
  %L162 = load <1 x i16>, ptr %Sl33, align 2
  store double %FC114, ptr %Sl33, align 8
  %E163 = extractelement <2 x i16> %L147, i32 %Tr47
  %Shuff164 = shufflevector <2 x i1> %Shuff29, <2 x i1> %Cmp101, <2 x i32> <i32 1, i32 3>
  %I165 = insertelement <8 x i16> %L131, i16 %B90, i32 %ZE75
  %B166 = udiv i16 23097, %E20
  %FC167 = fptosi <2 x float> %L139 to <2 x i32>
  %Sl168 = select i1 %Sl, i1 %Cmp130, i1 %Cmp153
  br i1 %Sl168, label %CF, label %CF247

CF247:                                            ; preds = %CF247, %CF275, %CF258, %CF256, %CF252, %CF274
  %Cmp169 = icmp sge <16 x i32> %Sl137, %Shuff51
  %L170 = load <8 x float>, ptr %Sl121, align 32
  store i8 -127, ptr %Sl121, align 1
  %E171 = extractelement <8 x i16> %L131, i32 %FC128
  %Shuff172 = shufflevector <4 x i1> %Shuff73, <4 x i1> %L49, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I173 = insertelement <2 x i32> %B61, i32 %E95, i32 %E65
  %B174 = add <16 x i16> %I112, zeroinitializer
  %FC175 = sitofp <16 x i16> %B53 to <16 x float>
  %Sl176 = select i1 %E87, i16 %B166, i16 %L123
  %L177 = load i32, ptr %0, align 4
  store <8 x i16> %L117, ptr %Sl33, align 16
  %E178 = extractelement <2 x i1> %Shuff125, i32 %Tr47
  br i1 %E178, label %CF247, label %CF275

CF275:                                            ; preds = %CF247
  %Shuff179 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %I142, <16 x i32> <i32 20, i32 poison, i32 24, i32 26, i32 poison, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 poison>
  %I180 = insertelement <2 x i1> %Cmp146, i1 %Sl, i32 182773
  %B181 = mul i16 0, %B166
  %FC182 = fptosi float %E72 to i64
  %Sl183 = select i1 true, i16 %Sl176, i16 -21767
  %Cmp184 = fcmp one <16 x float> %FC175, %FC175
  %L185 = load <2 x i8>, ptr %Sl121, align 2
  store double 0x24F996E134DDFEC, ptr %Sl121, align 8
  %E186 = extractelement <16 x i16> %Shuff88, i32 %E140
  %Shuff187 = shufflevector <2 x i8> %B135, <2 x i8> %Sl115, <2 x i32> <i32 1, i32 3>
  %I188 = insertelement <16 x i64> %L5, i64 %Se136, i32 %L177
  %B189 = ashr <16 x i16> %I150, %I142
  %BC190 = bitcast double 0x1193CDB2AC911E30 to i64
  %Sl191 = select i1 %Sl, i8 %Tr151, i8 %E118
  %Cmp192 = icmp uge <16 x i8> %Tr99, %Tr99
  %L193 = load <8 x float>, ptr %Sl121, align 32
  store float 0x3E8E3FC200000000, ptr %Sl121, align 4
  %E194 = extractelement <16 x i16> %Shuff119, i32 182773
  %Shuff195 = shufflevector <16 x i32> %Shuff51, <16 x i32> %B113, <16 x i32> <i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison>
  %I196 = insertelement <4 x float> %L, float %L27, i32 100285
  %B197 = frem double 0xCCD7ADF6F1D50874, 0x24F996E134DDFEC
  %BC198 = bitcast i32 182773 to float
  %Sl199 = select i1 %Sl168, double %B31, double %FC114
  %Cmp200 = fcmp oeq double %E103, %E103
  br i1 %Cmp200, label %CF247, label %CF258

CF258:                                            ; preds = %CF275
  %L201 = load <8 x i1>, ptr %0, align 1
  store double %B197, ptr %Sl33, align 8
  %E202 = extractelement <2 x i1> %Shuff21, i32 %Sl55
  br i1 %E202, label %CF247, label %CF253

CF253:                                            ; preds = %CF253, %CF258
  %Shuff203 = shufflevector <2 x i1> %Shuff37, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I204 = insertelement <16 x i16> %Shuff179, i16 -21767, i32 %L177
  %Se205 = sext <16 x i16> %I112 to <16 x i32>
  %Sl206 = select <8 x i1> %L201, <8 x i16> %L117, <8 x i16> %L117
  %Cmp207 = icmp eq i8 %B16, %E6
  br i1 %Cmp207, label %CF253, label %CF256

CF256:                                            ; preds = %CF253
  %L208 = load <2 x i32>, ptr %0, align 8
  store i16 %E110, ptr %Sl121, align 2
  %E209 = extractelement <2 x i32> %L12, i32 %FC128
  %Shuff210 = shufflevector <16 x i16> %Shuff88, <16 x i16> %B174, <16 x i32> <i32 15, i32 17, i32 19, i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13>
  %I211 = insertelement <1 x i64> %L19, i64 %B106, i32 %L177
  %B212 = fdiv double %E13, %Sl17
  %ZE213 = zext <16 x i32> %B113 to <16 x i64>
  %Sl214 = select i1 %E87, <2 x i1> %Shuff164, <2 x i1> %Cmp101
  %Cmp215 = icmp slt i1 %Cmp200, %E87
  br i1 %Cmp215, label %CF247, label %CF251

CF251:                                            ; preds = %CF251, %CF271, %CF256
  %L216 = load i1, ptr %0, align 1
  br i1 %L216, label %CF251, label %CF266

CF266:                                            ; preds = %CF266, %CF277, %CF272, %CF251
  store <8 x i64> %L94, ptr %Sl33, align 64
  %E217 = extractelement <16 x i16> zeroinitializer, i32 %FC128
  %Shuff218 = shufflevector <16 x i1> %Cmp184, <16 x i1> %Cmp116, <16 x i32> <i32 poison, i32 16, i32 18, i32 20, i32 poison, i32 24, i32 26, i32 28, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison>
  %I219 = insertelement <16 x i16> zeroinitializer, i16 %FC54, i32 %E95
  %B220 = mul <8 x i16> %L117, %L117
  %ZE221 = zext i1 true to i8
  %Sl222 = select i1 %Cmp153, <8 x float> %L170, <8 x float> %L154
  %Cmp223 = icmp ugt <2 x i1> %Shuff164, %Cmp101
  %L224 = load double, ptr %0, align 8
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl33, align 16
  %E225 = extractelement <4 x i1> %Sl145, i32 %Tr47
  br i1 %E225, label %CF266, label %CF277

CF277:                                            ; preds = %CF266
  %Shuff226 = shufflevector <4 x i1> %Shuff104, <4 x i1> %Cmp85, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I227 = insertelement <2 x i8> %B135, i8 -127, i32 %FC128
  %B228 = fdiv <16 x float> %FC175, %FC175
  %FC229 = uitofp <8 x i16> %L131 to <8 x float>
  %Sl230 = select <2 x i1> %Cmp101, <2 x i1> %Shuff125, <2 x i1> zeroinitializer
  %Cmp231 = icmp ugt i1 %Cmp18, %Cmp215
  br i1 %Cmp231, label %CF266, label %CF272

CF272:                                            ; preds = %CF277
  %L232 = load <2 x i16>, ptr %Sl121, align 4
  store i16 %E163, ptr %Sl121, align 2
  %E233 = extractelement <16 x i16> %Shuff66, i32 %E95
  %Shuff234 = shufflevector <16 x i64> %L35, <16 x i64> %ZE213, <16 x i32> <i32 poison, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21>
  %I235 = insertelement <4 x i1> %Cmp70, i1 %Cmp11, i32 %Tr47
  %B236 = urem <16 x i16> %Shuff210, %Shuff7
  %Se237 = sext i1 %Cmp63 to i8
  %Sl238 = select i1 %E36, i8 %L64, i8 %B16
  %Cmp239 = icmp ule i1 %Tr, %Cmp122
  br i1 %Cmp239, label %CF266, label %CF271

CF271:                                            ; preds = %CF272
  %L240 = load i1, ptr %0, align 1
  br i1 %L240, label %CF251, label %CF252

CF252:                                            ; preds = %CF271
  store <4 x i64> %BC, ptr %Sl33, align 32
  %E241 = extractelement <4 x i1> %Shuff172, i32 %E209
  br i1 %E241, label %CF247, label %CF249

CF249:                                            ; preds = %CF249, %CF252
  %Shuff242 = shufflevector <16 x i16> %Sl92, <16 x i16> %Shuff7, <16 x i32> <i32 20, i32 poison, i32 24, i32 26, i32 28, i32 30, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 poison, i32 14, i32 16, i32 18>
  %I243 = insertelement <16 x i16> %Shuff242, i16 %B166, i32 %Tr47
  %ZE244 = zext <2 x i1> %Cmp223 to <2 x i8>
  %Sl245 = select i1 %E87, i8 -47, i8 %Tr151
  %Cmp246 = icmp ugt i8 -47, %E6
  br i1 %Cmp246, label %CF249, label %CF276

CF276:                                            ; preds = %CF249
  store <16 x i64> %I188, ptr %Sl33, align 128
  store <2 x float> %L86, ptr %Sl33, align 8
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  store <2 x i8> %B135, ptr %0, align 2
  ret void
}
