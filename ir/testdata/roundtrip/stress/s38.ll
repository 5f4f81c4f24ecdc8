; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD38(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i32>, align 16
  %A3 = alloca <4 x i32>, align 16
  %A2 = alloca <1 x i32>, align 4
  %A1 = alloca <4 x double>, align 32
  %A = alloca <8 x i1>, align 1
  %L = load <16 x i1>, ptr %0, align 2
  store float 0x45CB688F40000000, ptr %0, align 4
  %E = extractelement <2 x i8> zeroinitializer, i32 511799
  %Shuff = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <2 x i16> zeroinitializer, i16 -12253, i32 288663
  %B = xor i16 27731, -12253
  %Se = sext i8 %E to i16
  %Sl = select i1 true, i16 0, i16 0
  %Cmp = icmp ugt i8 107, %5
  br label %CF247

CF247:                                            ; preds = %BB
  %L5 = load double, ptr %0, align 8
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E6 = extractelement <2 x i8> %Shuff, i32 511799
  %Shuff7 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 2, i32 poison, i32 6, i32 poison, i32 poison, i32 12, i32 poison, i32 0>
  %I8 = insertelement <2 x i64> zeroinitializer, i64 375955, i32 %3
  %FC = sitofp <2 x i64> zeroinitializer to <2 x double>
  %Sl9 = select i1 true, i1 true, i1 false
  br label %CF246

CF246:                                            ; preds = %CF246, %CF247
  %Cmp10 = icmp eq i8 %5, %E6
  br i1 %Cmp10, label %CF246, label %CF248

CF248:                                            ; preds = %CF248, %CF246
  %L11 = load <16 x i1>, ptr %0, align 2
  store double %L5, ptr %A1, align 8
  %E12 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff13 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I8, <2 x i32> <i32 3, i32 1>
  %I14 = insertelement <2 x i64> zeroinitializer, i64 415575, i32 %3
  %B15 = or i8 79, %5
  %Tr = trunc i32 288663 to i1
  br i1 %Tr, label %CF248, label %CF252

CF252:                                            ; preds = %CF252, %CF265, %CF260, %CF248
  %Sl16 = select i1 true, float 0xBF597B9D40000000, float 0x45CB688F40000000
  %Cmp17 = icmp uge <2 x i8> zeroinitializer, zeroinitializer
  %L18 = load <2 x i8>, ptr %2, align 2
  store i32 288663, ptr %0, align 4
  %E19 = extractelement <2 x i16> %I, i32 288663
  %Shuff20 = shufflevector <2 x i64> %I14, <2 x i64> %Shuff13, <2 x i32> <i32 poison, i32 1>
  %I21 = insertelement <8 x i64> %Shuff7, i64 375955, i32 511799
  %B22 = srem i16 %Sl, %E19
  %FC23 = sitofp <2 x i64> %Shuff13 to <2 x double>
  %Sl24 = select i1 true, i16 27731, i16 %E19
  %Cmp25 = icmp sgt <2 x i64> %I8, zeroinitializer
  %L26 = load <8 x i64>, ptr %0, align 64
  store double 0x5F71E910756F748E, ptr %A3, align 8
  %E27 = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff28 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I29 = insertelement <2 x i16> zeroinitializer, i16 %E19, i32 511799
  %B30 = sdiv i8 %5, 79
  %Sl31 = select i1 true, i16 6731, i16 27731
  %Cmp32 = icmp slt <2 x i1> %Cmp17, %Cmp17
  %L33 = load <16 x i64>, ptr %0, align 128
  store i32 %E27, ptr %A, align 4
  %E34 = extractelement <8 x i64> %Shuff7, i32 %E27
  %Shuff35 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I, <2 x i32> <i32 1, i32 3>
  %I36 = insertelement <2 x i1> %Cmp32, i1 true, i32 %E27
  %B37 = fdiv float 0x45CB688F40000000, 0x45CB688F40000000
  %FC38 = sitofp <8 x i64> %L26 to <8 x double>
  %Sl39 = select i1 true, i32 %E27, i32 %E27
  %L40 = load double, ptr %0, align 8
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E41 = extractelement <2 x i64> %Shuff13, i32 %E27
  %Shuff42 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I8, <2 x i32> <i32 0, i32 poison>
  %I43 = insertelement <2 x i16> %Shuff35, i16 -12253, i32 %E27
  %FC44 = fptosi <8 x double> %FC38 to <8 x i32>
  %Sl45 = select i1 true, ptr %2, ptr %A1
  %Cmp46 = icmp ne <2 x i8> %L18, zeroinitializer
  %L47 = load <8 x i16>, ptr %Sl45, align 16
  store i16 6731, ptr %A1, align 2
  %E48 = extractelement <2 x i64> zeroinitializer, i32 %E27
  %Shuff49 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> poison
  %I50 = insertelement <2 x i1> %I36, i1 %Tr, i32 %E27
  %B51 = lshr i64 %4, %E34
  %PC = bitcast ptr %1 to ptr
  %Sl52 = select <16 x i1> %L, <16 x i1> %L11, <16 x i1> %L
  %Cmp53 = icmp ule <2 x i64> %Shuff49, %Shuff13
  %L54 = load <4 x i1>, ptr %PC, align 1
  store i16 %Sl31, ptr %Sl45, align 2
  %E55 = extractelement <2 x i8> zeroinitializer, i32 511799
  %Shuff56 = shufflevector <2 x i16> %Shuff35, <2 x i16> %I, <2 x i32> poison
  %I57 = insertelement <2 x i64> %I8, i64 415575, i32 288663
  %B58 = fdiv <2 x double> %FC, %FC
  %Tr59 = trunc <4 x i32> zeroinitializer to <4 x i16>
  %Sl60 = select <2 x i1> %Cmp17, <2 x i64> %Shuff42, <2 x i64> %Shuff42
  %Cmp61 = icmp ult i1 false, true
  br i1 %Cmp61, label %CF252, label %CF265

CF265:                                            ; preds = %CF252
  %L62 = load <4 x i64>, ptr %0, align 32
  store i1 %Cmp61, ptr %A, align 1
  %E63 = extractelement <2 x i64> %Shuff20, i32 %E27
  %Shuff64 = shufflevector <2 x i16> %Shuff35, <2 x i16> %Shuff56, <2 x i32> <i32 3, i32 1>
  %I65 = insertelement <2 x i1> %Cmp32, i1 %Cmp61, i32 %E27
  %B66 = mul <4 x i32> zeroinitializer, zeroinitializer
  %FC67 = fptosi <2 x double> %FC to <2 x i64>
  %Sl68 = select i1 true, float %B37, float 0x45CB688F40000000
  %Cmp69 = icmp uge <4 x i16> %Tr59, %Tr59
  %L70 = load <4 x i8>, ptr %Sl45, align 4
  store i1 %Tr, ptr %Sl45, align 1
  %E71 = extractelement <16 x i1> %L, i32 %E27
  br i1 %E71, label %CF252, label %CF258

CF258:                                            ; preds = %CF258, %CF265
  %Shuff72 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 poison, i32 poison, i32 5, i32 7>
  %I73 = insertelement <2 x i1> %Cmp53, i1 true, i32 511799
  %B74 = or i16 -12253, -12253
  %Sl75 = select <2 x i1> %Cmp17, <2 x i1> %Cmp17, <2 x i1> %Cmp25
  %Cmp76 = icmp uge <2 x i64> zeroinitializer, %Shuff20
  %L77 = load <4 x i1>, ptr %Sl45, align 1
  store i32 511799, ptr %Sl45, align 4
  %E78 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff79 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I80 = insertelement <2 x i64> zeroinitializer, i64 %E12, i32 %Sl39
  %B81 = and <4 x i32> zeroinitializer, %B66
  %ZE = zext <2 x i1> %I65 to <2 x i64>
  %Sl82 = select i1 %Cmp, ptr %2, ptr %Sl45
  %Cmp83 = icmp uge <2 x i1> %I73, %Cmp46
  %L84 = load <4 x float>, ptr %Sl45, align 16
  store float %Sl68, ptr %Sl45, align 4
  %E85 = extractelement <2 x i8> zeroinitializer, i32 %E27
  %Shuff86 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff42, <2 x i32> <i32 3, i32 poison>
  %I87 = insertelement <2 x i64> zeroinitializer, i64 %E34, i32 288663
  %B88 = lshr <4 x i8> %L70, %L70
  %Tr89 = trunc i8 %E to i1
  br i1 %Tr89, label %CF258, label %CF260

CF260:                                            ; preds = %CF258
  %Sl90 = select i1 %Tr, ptr %A3, ptr %Sl82
  %Cmp91 = icmp sge <4 x i1> %L77, %Cmp69
  %L92 = load <4 x double>, ptr %Sl45, align 32
  store i64 415575, ptr %Sl90, align 4
  %E93 = extractelement <2 x double> %FC23, i32 %Sl39
  %Shuff94 = shufflevector <2 x double> %FC, <2 x double> %FC, <2 x i32> <i32 poison, i32 1>
  %I95 = insertelement <2 x i16> zeroinitializer, i16 %B74, i32 %3
  %B96 = add i16 %Se, %B
  %FC97 = fptoui float 0xBF597B9D40000000 to i16
  %Sl98 = select <2 x i1> %I73, <2 x i1> %I65, <2 x i1> %Cmp25
  %Cmp99 = icmp ugt i1 false, %Tr89
  br i1 %Cmp99, label %CF252, label %CF256

CF256:                                            ; preds = %CF256, %CF260
  %L100 = load <8 x float>, ptr %Sl45, align 32
  store i8 %E85, ptr %Sl45, align 1
  %E101 = extractelement <2 x i16> %Shuff79, i32 %3
  %Shuff102 = shufflevector <2 x i1> %Sl75, <2 x i1> %Sl75, <2 x i32> <i32 1, i32 3>
  %I103 = insertelement <2 x i64> %I8, i64 415575, i32 %E27
  %B104 = urem <2 x i64> %Shuff86, %Shuff20
  %Tr105 = trunc i8 %B30 to i1
  br i1 %Tr105, label %CF256, label %CF257

CF257:                                            ; preds = %CF256
  %Sl106 = select i1 true, <2 x i1> %Cmp46, <2 x i1> %Sl98
  %Cmp107 = icmp sge i16 6731, %E19
  br label %CF245

CF245:                                            ; preds = %CF245, %CF257
  %L108 = load i1, ptr %Sl82, align 1
  br i1 %L108, label %CF245, label %CF254

CF254:                                            ; preds = %CF245
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl45, align 128
  %E109 = extractelement <2 x i1> %Cmp46, i32 %3
  br label %CF244

CF244:                                            ; preds = %CF244, %CF255, %CF262, %CF254
  %Shuff110 = shufflevector <2 x double> %Shuff94, <2 x double> %B58, <2 x i32> poison
  %I111 = insertelement <2 x i1> %Cmp17, i1 %Tr, i32 %E27
  %B112 = frem float 0x45CB688F40000000, 0x45CB688F40000000
  %Tr113 = trunc i64 %E78 to i32
  %Sl114 = select <2 x i1> %Sl98, <2 x i64> %I80, <2 x i64> %Shuff42
  %Cmp115 = icmp ult i1 %L108, %Tr89
  br i1 %Cmp115, label %CF244, label %CF255

CF255:                                            ; preds = %CF244
  %L116 = load <1 x float>, ptr %Sl45, align 4
  store float 0x45CB688F40000000, ptr %Sl90, align 4
  %E117 = extractelement <2 x i1> %Cmp53, i32 %Sl39
  br i1 %E117, label %CF244, label %CF251

CF251:                                            ; preds = %CF251, %CF255
  %Shuff118 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Sl60, <2 x i32> <i32 3, i32 poison>
  %I119 = insertelement <2 x i1> %Sl75, i1 true, i32 288663
  %B120 = srem i32 288663, %Tr113
  %ZE121 = zext <2 x i8> zeroinitializer to <2 x i16>
  %Sl122 = select i1 true, double 0x65B9E958EFB7E8D6, double %L40
  %Cmp123 = icmp ule <2 x i64> %FC67, zeroinitializer
  %L124 = load <1 x i16>, ptr %Sl45, align 2
  store i16 %B74, ptr %Sl45, align 2
  %E125 = extractelement <16 x i1> %Sl52, i32 %Tr113
  br i1 %E125, label %CF251, label %CF261

CF261:                                            ; preds = %CF261, %CF251
  %Shuff126 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff42, <2 x i32> <i32 poison, i32 3>
  %I127 = insertelement <2 x i64> zeroinitializer, i64 415575, i32 %Tr113
  %B128 = ashr i64 %B51, %4
  %ZE129 = zext <4 x i32> zeroinitializer to <4 x i64>
  %Sl130 = select i1 %Cmp99, <2 x i64> zeroinitializer, <2 x i64> %I103
  %Cmp131 = icmp sge <2 x i16> %Shuff56, %Shuff28
  %L132 = load double, ptr %Sl82, align 8
  store <4 x i64> %L62, ptr %Sl82, align 32
  %E133 = extractelement <2 x i8> zeroinitializer, i32 %B120
  %Shuff134 = shufflevector <4 x i64> %ZE129, <4 x i64> %ZE129, <4 x i32> <i32 poison, i32 2, i32 4, i32 poison>
  %I135 = insertelement <4 x i16> zeroinitializer, i16 %B96, i32 %E27
  %B136 = sub <4 x i64> %ZE129, zeroinitializer
  %FC137 = uitofp <2 x i1> %I119 to <2 x double>
  %Sl138 = select i1 %Tr89, ptr %A2, ptr %Sl45
  %Cmp139 = icmp sgt <2 x i16> %I29, %Shuff28
  %L140 = load double, ptr %Sl138, align 8
  store <4 x i16> %I135, ptr %Sl138, align 8
  %E141 = extractelement <2 x i64> %Shuff49, i32 %3
  %Shuff142 = shufflevector <2 x i1> %Shuff102, <2 x i1> %Cmp53, <2 x i32> <i32 2, i32 poison>
  %I143 = insertelement <2 x i16> zeroinitializer, i16 -12253, i32 %Sl39
  %Tr144 = trunc <2 x i64> %B104 to <2 x i8>
  %Sl145 = select <4 x i1> %L54, <4 x float> %L84, <4 x float> %L84
  %Cmp146 = icmp ugt i1 %E109, true
  br i1 %Cmp146, label %CF261, label %CF262

CF262:                                            ; preds = %CF261
  %L147 = load <8 x double>, ptr %Sl45, align 64
  store i32 %Sl39, ptr %Sl138, align 4
  %E148 = extractelement <2 x double> %Shuff110, i32 %Tr113
  %Shuff149 = shufflevector <2 x i64> %Sl114, <2 x i64> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I150 = insertelement <4 x i1> %L54, i1 true, i32 288663
  %Se151 = sext <2 x i1> %Cmp139 to <2 x i64>
  %Sl152 = select i1 %Cmp146, i8 79, i8 %E55
  %Cmp153 = fcmp olt <4 x float> %Sl145, %L84
  %L154 = load float, ptr %A4, align 4
  store <4 x double> %L92, ptr %Sl45, align 32
  %E155 = extractelement <2 x i1> %Cmp46, i32 %Tr113
  br i1 %E155, label %CF244, label %CF249

CF249:                                            ; preds = %CF262
  %Shuff156 = shufflevector <2 x i8> %Tr144, <2 x i8> %Tr144, <2 x i32> <i32 0, i32 poison>
  %I157 = insertelement <2 x double> %B58, double %Sl122, i32 %Tr113
  %B158 = and <4 x i64> %Shuff134, %L62
  %Sl159 = select i1 false, <2 x i16> %Shuff64, <2 x i16> %I95
  %Cmp160 = icmp sge <2 x i1> %Cmp17, %Cmp32
  %L161 = load double, ptr %Sl45, align 8
  store <8 x i64> zeroinitializer, ptr %Sl45, align 64
  %E162 = extractelement <16 x i1> %L, i32 %E27
  br label %CF

CF:                                               ; preds = %CF, %CF264, %CF268, %CF249
  %Shuff163 = shufflevector <2 x i64> %I80, <2 x i64> zeroinitializer, <2 x i32> <i32 poison, i32 2>
  %I164 = insertelement <2 x i64> %I103, i64 %B128, i32 %E27
  %B165 = ashr <1 x i16> %L124, %L124
  %Tr166 = trunc i8 %Sl152 to i1
  br i1 %Tr166, label %CF, label %CF264

CF264:                                            ; preds = %CF
  %Sl167 = select <2 x i1> %Cmp53, <2 x i8> zeroinitializer, <2 x i8> %Tr144
  %Cmp168 = fcmp ugt float %B112, 0xBF597B9D40000000
  br i1 %Cmp168, label %CF, label %CF253

CF253:                                            ; preds = %CF253, %CF269, %CF264
  %L169 = load <4 x i32>, ptr %Sl138, align 16
  store i8 0, ptr %0, align 1
  %E170 = extractelement <4 x i64> %Shuff134, i32 %Tr113
  %Shuff171 = shufflevector <2 x i16> %Shuff35, <2 x i16> %Shuff79, <2 x i32> <i32 poison, i32 3>
  %I172 = insertelement <2 x i64> %Shuff126, i64 %B128, i32 %E27
  %B173 = urem i16 %FC97, -12253
  %FC174 = uitofp i8 0 to float
  %Sl175 = select <4 x i1> %I150, <4 x i64> zeroinitializer, <4 x i64> %B158
  %L176 = load i16, ptr %0, align 2
  store <1 x double> zeroinitializer, ptr %Sl138, align 8
  %E177 = extractelement <16 x i1> %L, i32 %Tr113
  br i1 %E177, label %CF253, label %CF269

CF269:                                            ; preds = %CF253
  %Shuff178 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I8, <2 x i32> <i32 3, i32 poison>
  %I179 = insertelement <2 x i16> zeroinitializer, i16 %E19, i32 %3
  %B180 = and <2 x i64> %I164, %FC67
  %Tr181 = trunc <2 x i64> %Sl114 to <2 x i32>
  %Sl182 = select <2 x i1> %Cmp83, <2 x i16> %I179, <2 x i16> %Shuff28
  %Cmp183 = icmp eq i8 107, %E85
  br i1 %Cmp183, label %CF253, label %CF266

CF266:                                            ; preds = %CF266, %CF269
  %L184 = load <8 x i16>, ptr %Sl82, align 16
  store i64 %B128, ptr %PC, align 4
  %E185 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff186 = shufflevector <2 x i1> %Shuff102, <2 x i1> %I111, <2 x i32> <i32 1, i32 poison>
  %I187 = insertelement <2 x i64> %I8, i64 %E78, i32 %3
  %Sl188 = select i1 true, i1 %Tr89, i1 %Cmp146
  br i1 %Sl188, label %CF266, label %CF268

CF268:                                            ; preds = %CF266
  %Cmp189 = icmp ne <2 x i1> %I73, %Sl98
  %L190 = load <4 x i8>, ptr %Sl138, align 4
  store i1 %Cmp61, ptr %Sl138, align 1
  %E191 = extractelement <2 x double> %Shuff110, i32 511799
  %Shuff192 = shufflevector <2 x double> %B58, <2 x double> %B58, <2 x i32> <i32 3, i32 poison>
  %I193 = insertelement <2 x i64> %I57, i64 %E170, i32 %Tr113
  %B194 = mul <2 x i16> %I43, %I43
  %Sl195 = select i1 %Cmp, <2 x i64> %ZE, <2 x i64> %Sl114
  %Cmp196 = icmp slt <2 x i64> %Shuff149, %Shuff126
  %L197 = load float, ptr %0, align 4
  store <2 x i16> %I43, ptr %Sl138, align 4
  %E198 = extractelement <2 x i64> %Shuff149, i32 %Tr113
  %Shuff199 = shufflevector <2 x i16> %Shuff56, <2 x i16> %Shuff64, <2 x i32> <i32 poison, i32 2>
  %I200 = insertelement <2 x i1> %Cmp76, i1 true, i32 %3
  %B201 = srem <1 x i16> %L124, %L124
  %Sl202 = select <16 x i1> %L, <16 x i64> %L33, <16 x i64> %L33
  %Cmp203 = icmp ule <2 x i1> %Cmp53, %I73
  %L204 = load <8 x i32>, ptr %Sl90, align 32
  store i32 %Tr113, ptr %Sl138, align 4
  %E205 = extractelement <2 x i1> %Shuff102, i32 %Tr113
  br i1 %E205, label %CF, label %CF250

CF250:                                            ; preds = %CF250, %CF267, %CF268
  %Shuff206 = shufflevector <2 x i64> %ZE, <2 x i64> %Shuff163, <2 x i32> <i32 1, i32 3>
  %I207 = insertelement <2 x i64> %I164, i64 415575, i32 %3
  %B208 = fsub <2 x double> %B58, %FC
  %Se209 = sext i8 %Sl152 to i16
  %Sl210 = select <4 x i1> %L54, <4 x i64> %L62, <4 x i64> %L62
  %Cmp211 = icmp slt <2 x i1> %I200, %Cmp17
  %L212 = load <8 x float>, ptr %0, align 32
  store i32 %3, ptr %A1, align 4
  %E213 = extractelement <2 x i1> %Cmp53, i32 %3
  br i1 %E213, label %CF250, label %CF267

CF267:                                            ; preds = %CF250
  %Shuff214 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff163, <2 x i32> <i32 3, i32 1>
  %I215 = insertelement <2 x i64> %Shuff42, i64 %E78, i32 %3
  %B216 = frem <1 x float> %L116, %L116
  %Se217 = sext i1 %Cmp146 to i8
  %Sl218 = select <2 x i1> %Cmp17, <2 x i1> %Shuff142, <2 x i1> %Cmp17
  %Cmp219 = icmp slt <4 x i1> %Cmp69, %I150
  %L220 = load <2 x i32>, ptr %Sl45, align 8
  store double %E93, ptr %0, align 8
  %E221 = extractelement <2 x i64> %Shuff126, i32 %3
  %Shuff222 = shufflevector <2 x i64> %Shuff118, <2 x i64> %Shuff149, <2 x i32> <i32 1, i32 3>
  %I223 = insertelement <2 x i1> %Cmp17, i1 %Tr166, i32 %3
  %B224 = urem <2 x i64> %Shuff118, %Shuff86
  %FC225 = uitofp i1 %Sl188 to double
  %Sl226 = select i1 %Tr105, i1 %Cmp115, i1 %Cmp115
  br i1 %Sl226, label %CF250, label %CF259

CF259:                                            ; preds = %CF259, %CF267
  %Cmp227 = fcmp une <2 x double> %I157, %Shuff110
  %L228 = load i8, ptr %Sl138, align 1
  store <1 x i16> %L124, ptr %Sl45, align 2
  %E229 = extractelement <4 x i64> %Sl175, i32 %3
  %Shuff230 = shufflevector <2 x i64> %B224, <2 x i64> %I187, <2 x i32> <i32 poison, i32 0>
  %I231 = insertelement <8 x i64> zeroinitializer, i64 %E34, i32 %Tr113
  %B232 = udiv i8 %Se217, -21
  %Se233 = sext <1 x i16> %B165 to <1 x i32>
  %Sl234 = select i1 %Cmp146, ptr %2, ptr %0
  %Cmp235 = icmp ult i1 %Cmp115, true
  br i1 %Cmp235, label %CF259, label %CF263

CF263:                                            ; preds = %CF259
  %L236 = load double, ptr %Sl234, align 8
  store <8 x i16> %L47, ptr %Sl45, align 16
  %E237 = extractelement <8 x i64> %Shuff7, i32 %E27
  %Shuff238 = shufflevector <2 x i1> %I73, <2 x i1> %Cmp131, <2 x i32> poison
  %I239 = insertelement <2 x i16> %Shuff79, i16 0, i32 %E27
  %B240 = add <2 x i32> %Tr181, %Tr181
  %FC241 = sitofp i16 -19925 to double
  %Sl242 = select i1 %Cmp, <2 x i1> %Cmp227, <2 x i1> %I65
  %Cmp243 = icmp sge <16 x i64> %L33, %L33
  store i16 %B96, ptr %Sl82, align 2
  store i1 %Cmp115, ptr %Sl45, align 1
  store i64 %E63, ptr %Sl45, align 4
  store double %Sl122, ptr %Sl234, align 8
  store i16 -12253, ptr %Sl234, align 2
  ret void
}
