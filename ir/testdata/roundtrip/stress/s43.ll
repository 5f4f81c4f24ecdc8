; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD43(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca i64, align 8
  %A2 = alloca double, align 8
  %A1 = alloca i32, align 4
  %A = alloca i16, align 2
  %L = load <4 x i32>, ptr %0, align 16
  store i8 %5, ptr %0, align 1
  %E = extractelement <8 x i64> zeroinitializer, i32 196797
  %Shuff = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 11, i32 poison, i32 15, i32 poison, i32 poison, i32 5, i32 7, i32 9>
  %I = insertelement <2 x i32> zeroinitializer, i32 196797, i32 %3
  %ZE = fpext float 0xB9303CE400000000 to double
  %Sl = select i1 true, ptr %A1, ptr %A
  %Cmp = icmp eq <2 x i32> zeroinitializer, %I
  %L5 = load i32, ptr %Sl, align 4
  store <4 x i64> zeroinitializer, ptr %Sl, align 32
  %E6 = extractelement <16 x i32> zeroinitializer, i32 402425
  %Shuff7 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I8 = insertelement <4 x i32> zeroinitializer, i32 381753, i32 196797
  %B = lshr <2 x i32> %Shuff7, %I
  %Sl9 = select i1 true, i64 -1, i64 -1
  %Cmp10 = fcmp uno float 0xC295BB2980000000, 0x3E1FBB3380000000
  br label %CF242

CF242:                                            ; preds = %CF242, %BB
  %L11 = load <8 x i64>, ptr %0, align 64
  store float 0xB9303CE400000000, ptr %A, align 4
  %E12 = extractelement <4 x i64> zeroinitializer, i32 196797
  %Shuff13 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 poison, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 poison, i32 3>
  %I14 = insertelement <2 x i32> zeroinitializer, i32 132333, i32 196797
  %B15 = xor <16 x i32> %Shuff13, zeroinitializer
  %FC = fptoui float 0xC295BB2980000000 to i8
  %Sl16 = select i1 %Cmp10, ptr %A1, ptr %0
  %Cmp17 = fcmp uno float 0xC295BB2980000000, 0xB989B31D80000000
  br i1 %Cmp17, label %CF242, label %CF257

CF257:                                            ; preds = %CF257, %CF242
  %L18 = load i16, ptr %Sl, align 2
  store <2 x i32> zeroinitializer, ptr %Sl16, align 8
  %E19 = extractelement <2 x i32> zeroinitializer, i32 196797
  %Shuff20 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> poison
  %I21 = insertelement <2 x i32> zeroinitializer, i32 424385, i32 132333
  %B22 = ashr <16 x i32> zeroinitializer, zeroinitializer
  %ZE23 = zext i32 132333 to i64
  %Sl24 = select i1 true, <2 x i1> %Cmp, <2 x i1> %Cmp
  %Cmp25 = fcmp false double %ZE, 0x5AD3A6F215D11770
  br i1 %Cmp25, label %CF257, label %CF265

CF265:                                            ; preds = %CF257
  %L26 = load i16, ptr %Sl, align 2
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %A, align 4
  %E27 = extractelement <1 x i8> %Shuff20, i32 381753
  %Shuff28 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I29 = insertelement <2 x i32> zeroinitializer, i32 196797, i32 %E19
  %B30 = urem i64 %E, %Sl9
  %PC = bitcast ptr %1 to ptr
  %Sl31 = select i1 %Cmp25, <1 x i8> zeroinitializer, <1 x i8> zeroinitializer
  %Cmp32 = icmp ne i32 %L5, 381753
  br label %CF241

CF241:                                            ; preds = %CF241, %CF266, %CF265
  %L33 = load float, ptr %Sl16, align 4
  store <4 x i16> zeroinitializer, ptr %PC, align 8
  %E34 = extractelement <2 x i32> %I21, i32 %E19
  %Shuff35 = shufflevector <4 x i32> %I8, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I36 = insertelement <1 x i8> zeroinitializer, i8 %FC, i32 %E34
  %B37 = sdiv i8 %5, -91
  %ZE38 = zext i8 %E27 to i16
  %Sl39 = select i1 true, i16 0, i16 -29199
  %Cmp40 = icmp uge i32 424385, %E19
  br i1 %Cmp40, label %CF241, label %CF266

CF266:                                            ; preds = %CF241
  %L41 = load <4 x i64>, ptr %Sl, align 32
  store double %ZE, ptr %PC, align 8
  %E42 = extractelement <8 x i64> %L11, i32 196797
  %Shuff43 = shufflevector <1 x i8> %Shuff20, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I44 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 %3
  %Tr = trunc <1 x i8> %Shuff28 to <1 x i1>
  %Sl45 = select i1 %Cmp17, i1 true, i1 true
  br i1 %Sl45, label %CF241, label %CF243

CF243:                                            ; preds = %CF243, %CF263, %CF264, %CF266
  %Cmp46 = icmp ule i16 %ZE38, %ZE38
  br i1 %Cmp46, label %CF243, label %CF248

CF248:                                            ; preds = %CF248, %CF243
  %L47 = load <4 x i16>, ptr %PC, align 8
  store i8 -91, ptr %Sl, align 1
  %E48 = extractelement <4 x i32> zeroinitializer, i32 196797
  %Shuff49 = shufflevector <4 x i16> %L47, <4 x i16> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I50 = insertelement <1 x i8> %Shuff43, i8 %FC, i32 %3
  %B51 = xor <4 x i32> zeroinitializer, zeroinitializer
  %PC52 = bitcast ptr %1 to ptr
  %Sl53 = select i1 true, i1 %Sl45, i1 %Cmp10
  br i1 %Sl53, label %CF248, label %CF251

CF251:                                            ; preds = %CF251, %CF248
  %Cmp54 = icmp ne i64 291297, %4
  br i1 %Cmp54, label %CF251, label %CF263

CF263:                                            ; preds = %CF251
  %L55 = load i64, ptr %Sl, align 4
  %E56 = extractelement <1 x i8> zeroinitializer, i32 %L5
  %Shuff57 = shufflevector <16 x i32> %B15, <16 x i32> zeroinitializer, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 poison, i32 19, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 poison, i32 poison>
  %I58 = insertelement <1 x i8> %I36, i8 %E56, i32 196797
  %B59 = lshr i64 140689, %L55
  %Tr60 = trunc i16 %ZE38 to i1
  br i1 %Tr60, label %CF243, label %CF247

CF247:                                            ; preds = %CF247, %CF263
  %Sl61 = select i1 true, i8 %E27, i8 -91
  %Cmp62 = icmp eq <2 x i32> %I21, %I
  %L63 = load <8 x i16>, ptr %Sl, align 16
  store i8 %FC, ptr %Sl16, align 1
  %E64 = extractelement <4 x i64> zeroinitializer, i32 381753
  %Shuff65 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I66 = insertelement <2 x i32> zeroinitializer, i32 %L5, i32 196797
  %B67 = add i8 %E56, %E56
  %Se = sext i1 true to i32
  %Sl68 = select i1 true, i1 %Tr60, i1 %Cmp17
  br i1 %Sl68, label %CF247, label %CF264

CF264:                                            ; preds = %CF247
  %Cmp69 = icmp ne i64 140689, %E12
  br i1 %Cmp69, label %CF243, label %CF246

CF246:                                            ; preds = %CF264
  %L70 = load i32, ptr %0, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 16
  %E71 = extractelement <4 x i16> zeroinitializer, i32 132333
  %Shuff72 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I, <2 x i32> <i32 0, i32 2>
  %I73 = insertelement <4 x i32> %Shuff35, i32 %E19, i32 %E48
  %B74 = urem <4 x i64> %L41, %L41
  %FC75 = sitofp i8 %B37 to double
  %Sl76 = select i1 true, i16 %Sl39, i16 %E71
  %Cmp77 = icmp sgt <4 x i32> %B51, %Shuff35
  %L78 = load <4 x double>, ptr %PC52, align 32
  store i16 %Sl76, ptr %PC52, align 2
  %E79 = extractelement <2 x i1> %Sl24, i32 381753
  br label %CF

CF:                                               ; preds = %CF, %CF255, %CF246
  %Shuff80 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I44, <2 x i32> <i32 1, i32 3>
  %I81 = insertelement <2 x i32> %Shuff7, i32 %L5, i32 %E48
  %B82 = udiv <16 x i32> %B22, %Shuff57
  %FC83 = sitofp <2 x i32> %Shuff80 to <2 x double>
  %Sl84 = select i1 %Cmp32, i1 %Cmp69, i1 %Sl53
  br i1 %Sl84, label %CF, label %CF254

CF254:                                            ; preds = %CF254, %CF261, %CF258, %CF
  %Cmp85 = icmp slt <16 x i32> %Shuff57, zeroinitializer
  %L86 = load <8 x i64>, ptr %Sl, align 64
  store double %FC75, ptr %0, align 8
  %E87 = extractelement <16 x i32> %B82, i32 %3
  %Shuff88 = shufflevector <1 x i8> %Shuff20, <1 x i8> %Shuff43, <1 x i32> <i32 1>
  %I89 = insertelement <4 x i16> zeroinitializer, i16 3913, i32 %E19
  %B90 = shl <2 x i32> %I29, zeroinitializer
  %Tr91 = trunc <2 x i32> %Shuff80 to <2 x i8>
  %Sl92 = select i1 %Tr60, i16 -29199, i16 %E71
  %Cmp93 = icmp sge i64 -1, -1
  br i1 %Cmp93, label %CF254, label %CF259

CF259:                                            ; preds = %CF259, %CF254
  %L94 = load i16, ptr %PC52, align 2
  store <8 x i16> %L63, ptr %PC52, align 16
  %E95 = extractelement <1 x i8> %Shuff20, i32 %L70
  %Shuff96 = shufflevector <2 x i32> %Shuff72, <2 x i32> %Shuff7, <2 x i32> <i32 2, i32 0>
  %I97 = insertelement <2 x double> %FC83, double 0x967DE8616652104, i32 %Se
  %BC = bitcast double 0x5AD3A6F215D11770 to i64
  %Sl98 = select i1 %Cmp69, float 0xC295BB2980000000, float %L33
  %L99 = load float, ptr %0, align 4
  store <2 x i32> zeroinitializer, ptr %Sl, align 8
  %E100 = extractelement <4 x i32> %L, i32 %E48
  %Shuff101 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %L47, <4 x i32> <i32 4, i32 6, i32 0, i32 poison>
  %I102 = insertelement <4 x i16> %Shuff101, i16 -29199, i32 %E87
  %B103 = xor <1 x i8> %I58, zeroinitializer
  %Sl104 = select i1 %Sl53, i8 %5, i8 0
  %Cmp105 = fcmp olt float 0xB989B31D80000000, 0xB9303CE400000000
  br i1 %Cmp105, label %CF259, label %CF261

CF261:                                            ; preds = %CF259
  %L106 = load i8, ptr %Sl16, align 1
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  %E107 = extractelement <4 x i16> zeroinitializer, i32 %L5
  %Shuff108 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 26, i32 28, i32 poison, i32 poison, i32 poison, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 poison, i32 20, i32 22, i32 poison>
  %I109 = insertelement <2 x i32> %Shuff96, i32 %E48, i32 %E34
  %B110 = srem i8 %5, %E27
  %FC111 = sitofp i8 %E95 to float
  %Sl112 = select i1 %Cmp105, <2 x i1> %Sl24, <2 x i1> %Cmp62
  %Cmp113 = icmp ugt i1 %Cmp54, %Cmp32
  br i1 %Cmp113, label %CF254, label %CF258

CF258:                                            ; preds = %CF261
  %L114 = load i32, ptr %Sl16, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl, align 8
  %E115 = extractelement <2 x i32> zeroinitializer, i32 %Se
  %Shuff116 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I117 = insertelement <16 x i32> %Shuff108, i32 %E87, i32 %E34
  %PC118 = bitcast ptr %A1 to ptr
  %Sl119 = select <2 x i1> %Cmp62, <2 x i32> %I, <2 x i32> %Shuff72
  %Cmp120 = icmp slt <2 x i32> %Shuff72, %B90
  %L121 = load <8 x double>, ptr %PC118, align 64
  store i32 %E87, ptr %PC118, align 4
  %E122 = extractelement <2 x i32> %I21, i32 %E19
  %Shuff123 = shufflevector <4 x i32> %Shuff35, <4 x i32> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I124 = insertelement <1 x i8> %Shuff20, i8 %B110, i32 %E34
  %B125 = add i32 %3, %E87
  %Se126 = sext i1 %Sl84 to i32
  %Sl127 = select i1 true, float 0xB989B31D80000000, float %Sl98
  %Cmp128 = icmp uge i64 %Sl9, -1
  br i1 %Cmp128, label %CF254, label %CF255

CF255:                                            ; preds = %CF258
  %L129 = load i64, ptr %Sl, align 4
  store <4 x i64> %B74, ptr %Sl, align 32
  %E130 = extractelement <1 x i8> %Shuff28, i32 %E19
  %Shuff131 = shufflevector <1 x i8> %Shuff88, <1 x i8> %I50, <1 x i32> poison
  %I132 = insertelement <1 x i1> %Tr, i1 %Tr60, i32 132333
  %B133 = fadd double %FC75, 0x967DE8616652104
  %Se134 = sext <2 x i1> %Sl24 to <2 x i8>
  %Sl135 = select i1 %Tr60, i32 %L5, i32 %E100
  %Cmp136 = icmp ugt i1 %Cmp93, %Sl68
  br i1 %Cmp136, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF269, %CF267, %CF260, %CF268, %CF274, %CF273, %CF255
  %L137 = load double, ptr %Sl16, align 8
  store <1 x i8> %Shuff20, ptr %PC52, align 1
  %E138 = extractelement <2 x i32> %Shuff96, i32 %E19
  %Shuff139 = shufflevector <1 x i8> %I124, <1 x i8> %Shuff20, <1 x i32> zeroinitializer
  %I140 = insertelement <2 x i32> zeroinitializer, i32 196797, i32 381753
  %Tr141 = trunc <4 x i16> zeroinitializer to <4 x i8>
  %Sl142 = select i1 %Cmp40, i64 %B59, i64 %E
  %Cmp143 = icmp sgt i8 %E27, %Sl61
  br i1 %Cmp143, label %CF244, label %CF269

CF269:                                            ; preds = %CF244
  %L144 = load i8, ptr %PC52, align 1
  store <1 x float> zeroinitializer, ptr %PC118, align 4
  %E145 = extractelement <2 x i32> %Sl119, i32 %E87
  %Shuff146 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I44, <2 x i32> <i32 3, i32 poison>
  %I147 = insertelement <4 x i64> zeroinitializer, i64 %BC, i32 196797
  %ZE148 = zext i1 %Cmp69 to i32
  %Sl149 = select i1 %Sl45, i32 381753, i32 %E87
  %Cmp150 = icmp sgt <2 x i32> %Shuff80, %I
  %L151 = load <4 x double>, ptr %0, align 32
  store float 0xB989B31D80000000, ptr %Sl, align 4
  %E152 = extractelement <1 x i8> %Shuff88, i32 %E100
  %Shuff153 = shufflevector <1 x i8> %Shuff20, <1 x i8> %I124, <1 x i32> poison
  %I154 = insertelement <2 x i32> %B, i32 %E100, i32 %E87
  %B155 = add i64 291297, %BC
  %FC156 = uitofp i16 %Sl92 to double
  %Sl157 = select i1 %Sl84, i1 %Cmp143, i1 true
  br i1 %Sl157, label %CF244, label %CF267

CF267:                                            ; preds = %CF269
  %Cmp158 = icmp ugt <16 x i32> %B15, zeroinitializer
  %L159 = load i1, ptr %PC118, align 1
  br i1 %L159, label %CF244, label %CF253

CF253:                                            ; preds = %CF253, %CF271, %CF267
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 16
  %E160 = extractelement <4 x i16> %Shuff101, i32 %L70
  %Shuff161 = shufflevector <2 x i32> %Shuff96, <2 x i32> %I, <2 x i32> <i32 2, i32 0>
  %I162 = insertelement <4 x i16> %Shuff49, i16 %E160, i32 %E34
  %Tr163 = trunc <1 x i8> %Sl31 to <1 x i1>
  %Sl164 = select <2 x i1> %Cmp, <2 x i32> %Shuff80, <2 x i32> %I44
  %Cmp165 = icmp sgt i8 %E130, %B37
  br i1 %Cmp165, label %CF253, label %CF271

CF271:                                            ; preds = %CF253
  %L166 = load <1 x i8>, ptr %PC118, align 1
  store i64 %L55, ptr %PC118, align 4
  %E167 = extractelement <16 x i32> %Shuff108, i32 %E87
  %Shuff168 = shufflevector <4 x i8> %Tr141, <4 x i8> %Tr141, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I169 = insertelement <2 x i1> %Cmp, i1 %Cmp10, i32 %E87
  %FC170 = sitofp i16 %L26 to float
  %Sl171 = select i1 %Sl68, i32 %L114, i32 %3
  %Cmp172 = fcmp une float %Sl127, %L33
  br i1 %Cmp172, label %CF253, label %CF260

CF260:                                            ; preds = %CF271
  %L173 = load <4 x i64>, ptr %PC118, align 32
  store i16 %L18, ptr %Sl16, align 2
  %E174 = extractelement <2 x i32> zeroinitializer, i32 %L114
  %Shuff175 = shufflevector <2 x i32> %I29, <2 x i32> %I140, <2 x i32> <i32 3, i32 1>
  %I176 = insertelement <1 x i8> %B103, i8 %Sl104, i32 %E34
  %B177 = sdiv <1 x i8> %I124, %I176
  %BC178 = bitcast i32 %3 to float
  %Sl179 = select i1 %Cmp128, i1 %Sl84, i1 %Cmp128
  br i1 %Sl179, label %CF244, label %CF252

CF252:                                            ; preds = %CF252, %CF272, %CF260
  %L180 = load i1, ptr %PC, align 1
  br i1 %L180, label %CF252, label %CF272

CF272:                                            ; preds = %CF252
  store <4 x double> %L151, ptr %0, align 32
  %E181 = extractelement <4 x i32> %Shuff35, i32 %E48
  %Shuff182 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Shuff65, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 poison, i32 4, i32 6, i32 8>
  %I183 = insertelement <4 x i16> %L47, i16 3913, i32 %L70
  %B184 = srem i64 %L55, %E12
  %FC185 = sitofp i64 %L129 to double
  %Sl186 = select i1 %Cmp93, <2 x i32> %I66, <2 x i32> zeroinitializer
  %Cmp187 = icmp sge <16 x i1> %Cmp85, %Cmp85
  %L188 = load double, ptr %PC118, align 8
  store <2 x i64> <i64 0, i64 -1>, ptr %PC52, align 16
  %E189 = extractelement <1 x i8> %Shuff139, i32 196797
  %Shuff190 = shufflevector <2 x i1> %Cmp150, <2 x i1> %Sl112, <2 x i32> <i32 2, i32 0>
  %I191 = insertelement <8 x i64> %L11, i64 %B184, i32 %E87
  %B192 = mul <2 x i32> %B90, %B
  %ZE193 = zext i1 true to i16
  %Sl194 = select i1 true, i32 %E6, i32 %Se
  %Cmp195 = fcmp oge double %FC156, %FC75
  br i1 %Cmp195, label %CF252, label %CF268

CF268:                                            ; preds = %CF272
  %L196 = load <4 x double>, ptr %Sl, align 32
  store i1 %Cmp17, ptr %Sl16, align 1
  %E197 = extractelement <2 x i32> %Shuff161, i32 %E181
  %Shuff198 = shufflevector <2 x i32> %Sl186, <2 x i32> %B, <2 x i32> <i32 3, i32 poison>
  %I199 = insertelement <16 x i1> %Cmp158, i1 %Sl157, i32 %E87
  %B200 = sub <16 x i32> %B15, zeroinitializer
  %FC201 = sitofp <16 x i32> %B200 to <16 x float>
  %Sl202 = select i1 %Cmp143, <2 x double> %I97, <2 x double> %FC83
  %Cmp203 = fcmp ord <4 x double> %L151, %L196
  %L204 = load i64, ptr %PC, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 8
  %E205 = extractelement <4 x i64> %L41, i32 %Sl135
  %Shuff206 = shufflevector <1 x i8> %Shuff131, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I207 = insertelement <2 x i1> %Cmp150, i1 %Cmp113, i32 %E48
  %B208 = mul i16 %Sl76, %E160
  %Tr209 = trunc i32 %B125 to i8
  %Sl210 = select i1 %E79, i1 true, i1 %Cmp172
  br i1 %Sl210, label %CF244, label %CF250

CF250:                                            ; preds = %CF250, %CF268
  %Cmp211 = icmp ult i1 %Sl157, %Cmp17
  br i1 %Cmp211, label %CF250, label %CF274

CF274:                                            ; preds = %CF250
  %L212 = load double, ptr %PC118, align 8
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E213 = extractelement <16 x i32> %B82, i32 %E48
  %Shuff214 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 6, i32 poison, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 poison, i32 30, i32 0, i32 2, i32 4>
  %I215 = insertelement <2 x i32> %Shuff96, i32 %Se, i32 %E19
  %B216 = mul <2 x i32> %Shuff7, %I109
  %Sl217 = select i1 %E79, i8 %B37, i8 %E130
  %Cmp218 = icmp ne i1 true, %Cmp165
  br i1 %Cmp218, label %CF244, label %CF249

CF249:                                            ; preds = %CF249, %CF274
  %L219 = load <2 x i16>, ptr %Sl, align 4
  store float %L33, ptr %PC52, align 4
  %E220 = extractelement <4 x i16> %Shuff101, i32 132333
  %Shuff221 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %L41, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %I222 = insertelement <8 x i1> %Shuff182, i1 true, i32 %Sl135
  %B223 = ashr <2 x i32> %Sl186, zeroinitializer
  %Sl224 = select i1 %Cmp32, i1 %Sl210, i1 %Cmp136
  br i1 %Sl224, label %CF249, label %CF273

CF273:                                            ; preds = %CF249
  %L225 = load i16, ptr %Sl16, align 2
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl16, align 128
  %E226 = extractelement <2 x i1> %Cmp62, i32 381753
  br i1 %E226, label %CF244, label %CF245

CF245:                                            ; preds = %CF245, %CF270, %CF262, %CF273
  %Shuff227 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %B74, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I228 = insertelement <16 x i32> %Shuff57, i32 %E197, i32 %ZE148
  %B229 = udiv <1 x i8> %I36, %I50
  %Tr230 = trunc <2 x i32> %Sl186 to <2 x i1>
  %Sl231 = select i1 true, i1 %Cmp195, i1 %Cmp32
  br i1 %Sl231, label %CF245, label %CF270

CF270:                                            ; preds = %CF245
  %Cmp232 = icmp eq i32 132333, %E34
  br i1 %Cmp232, label %CF245, label %CF262

CF262:                                            ; preds = %CF270
  %L233 = load <2 x i1>, ptr %0, align 1
  store float %L33, ptr %Sl16, align 4
  %E234 = extractelement <4 x i64> %Shuff227, i32 %ZE148
  %Shuff235 = shufflevector <1 x i1> %Tr, <1 x i1> %Tr, <1 x i32> poison
  %I236 = insertelement <4 x i64> %Shuff227, i64 %E, i32 %L114
  %B237 = ashr <2 x i32> %I140, %Shuff7
  %Tr238 = trunc i8 %Sl217 to i1
  br i1 %Tr238, label %CF245, label %CF256

CF256:                                            ; preds = %CF262
  %Sl239 = select i1 %Cmp218, <2 x double> %FC83, <2 x double> %FC83
  %Cmp240 = icmp ne <1 x i8> %I50, %Shuff206
  store float %Sl127, ptr %PC118, align 4
  store i32 %E138, ptr %0, align 4
  store double %FC156, ptr %0, align 8
  store i64 %L129, ptr %PC52, align 4
  store float %Sl98, ptr %0, align 4
  ret void
}
