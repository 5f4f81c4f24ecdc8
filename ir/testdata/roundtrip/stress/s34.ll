; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD34(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i8>, align 2
  %A3 = alloca <4 x i8>, align 4
  %A2 = alloca <2 x i64>, align 16
  %A1 = alloca <4 x float>, align 16
  %A = alloca <4 x i16>, align 8
  %L = load <2 x i1>, ptr %0, align 1
  store float 0xC24D7F9140000000, ptr %0, align 4
  %E = extractelement <4 x i64> zeroinitializer, i32 16311
  %Shuff = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1, i32 3>
  %I = insertelement <4 x i8> zeroinitializer, i8 99, i32 %3
  %B = sub i64 %4, 508067
  %Sl = select i1 true, i32 204239, i32 -1
  %Cmp = icmp eq i32 42619, %Sl
  br label %CF264

CF264:                                            ; preds = %BB
  %L5 = load <1 x i32>, ptr %0, align 4
  store float 0xC24D7F9140000000, ptr %1, align 4
  %E6 = extractelement <16 x i16> zeroinitializer, i32 -1
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I8 = insertelement <16 x i8> zeroinitializer, i8 99, i32 %3
  %B9 = mul i64 %E, 291103
  %FC = uitofp i8 103 to float
  %Sl10 = select i1 true, i64 %B, i64 508067
  %Cmp11 = fcmp ule float %FC, 0x46D7689B40000000
  br label %CF249

CF249:                                            ; preds = %CF249, %CF272, %CF265, %CF257, %CF264
  %L12 = load i32, ptr %0, align 4
  store <4 x i8> %I, ptr %0, align 4
  %E13 = extractelement <4 x i8> zeroinitializer, i32 -1
  %Shuff14 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I15 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 %Sl
  %B16 = urem i64 %B, 291103
  %FC17 = uitofp <16 x i8> %I8 to <16 x double>
  %Sl18 = select i1 true, i1 %Cmp11, i1 %Cmp
  br i1 %Sl18, label %CF249, label %CF272

CF272:                                            ; preds = %CF249
  %L19 = load <4 x double>, ptr %0, align 32
  store i64 %E, ptr %0, align 4
  %E20 = extractelement <2 x i16> zeroinitializer, i32 %Sl
  %Shuff21 = shufflevector <1 x i32> %L5, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I22 = insertelement <4 x i32> zeroinitializer, i32 %3, i32 %Sl
  %FC23 = sitofp i32 42619 to double
  %Sl24 = select i1 %Sl18, double 0x8B816920497F9C9E, double 0x6CD543745CD328F2
  %Cmp25 = fcmp uno double 0x39A969481BA7C0C6, %FC23
  br i1 %Cmp25, label %CF249, label %CF259

CF259:                                            ; preds = %CF259, %CF272
  %L26 = load <2 x i8>, ptr %0, align 2
  store float 0x46D7689B40000000, ptr %0, align 4
  %E27 = extractelement <2 x i1> %L, i32 204239
  br i1 %E27, label %CF259, label %CF265

CF265:                                            ; preds = %CF259
  %Shuff28 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I29 = insertelement <4 x i32> zeroinitializer, i32 -1, i32 -1
  %Sl30 = select i1 %Cmp, double 0xD105A3A4B9038122, double 0x6825A2C420235042
  %Cmp31 = fcmp ugt double %Sl24, 0xD105A3A4B9038122
  br i1 %Cmp31, label %CF249, label %CF251

CF251:                                            ; preds = %CF251, %CF271, %CF270, %CF265
  %L32 = load <4 x i64>, ptr %0, align 32
  store i64 291103, ptr %0, align 4
  %E33 = extractelement <16 x i8> zeroinitializer, i32 16311
  %Shuff34 = shufflevector <2 x i8> %L26, <2 x i8> %L26, <2 x i32> <i32 3, i32 1>
  %I35 = insertelement <4 x i64> zeroinitializer, i64 291103, i32 %3
  %B36 = urem <2 x i8> %Shuff34, %L26
  %Tr = fptrunc double 0xC5542F4BC53E872 to float
  %Sl37 = select i1 true, <8 x i8> zeroinitializer, <8 x i8> %Shuff14
  %Cmp38 = icmp ule <2 x i16> %Shuff28, zeroinitializer
  %L39 = load i16, ptr %0, align 2
  store <2 x i64> zeroinitializer, ptr %0, align 16
  %E40 = extractelement <4 x i32> zeroinitializer, i32 -1
  %Shuff41 = shufflevector <2 x i8> %B36, <2 x i8> %L26, <2 x i32> <i32 0, i32 2>
  %I42 = insertelement <16 x i8> zeroinitializer, i8 %5, i32 %L12
  %B43 = udiv <16 x i8> %Shuff, zeroinitializer
  %FC44 = sitofp i1 %Cmp to double
  %Sl45 = select i1 true, <16 x i8> %B43, <16 x i8> zeroinitializer
  %Cmp46 = fcmp ole float %FC, %FC
  br i1 %Cmp46, label %CF251, label %CF260

CF260:                                            ; preds = %CF260, %CF251
  %L47 = load i32, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A, align 16
  %E48 = extractelement <4 x i8> zeroinitializer, i32 16311
  %Shuff49 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I50 = insertelement <8 x i8> %Shuff14, i8 0, i32 %L12
  %B51 = lshr <8 x i8> %I50, %Shuff14
  %Se = sext <16 x i8> %B43 to <16 x i16>
  %Sl52 = select <2 x i1> %Cmp38, <2 x i1> %Cmp38, <2 x i1> %Cmp38
  %Cmp53 = icmp sge i16 2763, %L39
  br i1 %Cmp53, label %CF260, label %CF261

CF261:                                            ; preds = %CF261, %CF260
  %L54 = load <8 x i1>, ptr %A, align 1
  store float %Tr, ptr %0, align 4
  %E55 = extractelement <4 x i16> zeroinitializer, i32 %L12
  %Shuff56 = shufflevector <8 x i8> %Sl37, <8 x i8> %Sl37, <8 x i32> <i32 13, i32 15, i32 poison, i32 poison, i32 5, i32 7, i32 9, i32 11>
  %I57 = insertelement <16 x i8> %Shuff, i8 %E13, i32 %3
  %B58 = urem <2 x i16> zeroinitializer, %Shuff28
  %Se59 = sext i1 %E27 to i16
  %Sl60 = select i1 true, float 0xC24D7F9140000000, float 0xC24D7F9140000000
  %Cmp61 = fcmp uno float 0xC24D7F9140000000, %FC
  br i1 %Cmp61, label %CF261, label %CF271

CF271:                                            ; preds = %CF261
  %L62 = load i16, ptr %0, align 2
  %E63 = extractelement <8 x i8> %Shuff14, i32 %L12
  %Shuff64 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I65 = insertelement <16 x double> %FC17, double %FC23, i32 %L12
  %B66 = sub <4 x i8> %Shuff7, %I15
  %FC67 = fptoui double %FC23 to i16
  %Sl68 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i8> zeroinitializer, <4 x i8> %Shuff64
  %Cmp69 = icmp ne i1 true, %Sl18
  br i1 %Cmp69, label %CF251, label %CF256

CF256:                                            ; preds = %CF256, %CF269, %CF271
  %L70 = load <2 x i32>, ptr %0, align 8
  store i1 %Cmp, ptr %0, align 1
  %E71 = extractelement <2 x i8> %L26, i32 42619
  %Shuff72 = shufflevector <2 x i8> %L26, <2 x i8> %L26, <2 x i32> <i32 3, i32 1>
  %I73 = insertelement <2 x i8> %Shuff41, i8 %E33, i32 42619
  %B74 = add <2 x i64> zeroinitializer, zeroinitializer
  %Tr75 = trunc <2 x i8> %L26 to <2 x i1>
  %Sl76 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i8> %I15, <4 x i8> %Shuff64
  %Cmp77 = icmp uge <4 x i8> %Sl76, %I
  %L78 = load <8 x i64>, ptr %A2, align 64
  store double 0x6825A2C420235042, ptr %0, align 8
  %E79 = extractelement <4 x i64> %I35, i32 42619
  %Shuff80 = shufflevector <8 x i8> %Sl37, <8 x i8> zeroinitializer, <8 x i32> <i32 poison, i32 11, i32 poison, i32 poison, i32 poison, i32 3, i32 5, i32 7>
  %I81 = insertelement <4 x double> %L19, double 0x6825A2C420235042, i32 %E40
  %B82 = fdiv double 0xD105A3A4B9038122, %Sl30
  %BC = bitcast double %B82 to i64
  %Sl83 = select i1 true, i32 16311, i32 42619
  %Cmp84 = icmp uge i64 508067, %E
  br i1 %Cmp84, label %CF256, label %CF269

CF269:                                            ; preds = %CF256
  %L85 = load <2 x i32>, ptr %0, align 8
  store i64 %B16, ptr %0, align 4
  %E86 = extractelement <4 x i16> %Shuff49, i32 %Sl83
  %Shuff87 = shufflevector <2 x i8> %Shuff34, <2 x i8> %L26, <2 x i32> <i32 1, i32 3>
  %I88 = insertelement <16 x i8> %I8, i8 %5, i32 %Sl83
  %B89 = ashr <2 x i32> %L70, %L85
  %Se90 = sext i8 %5 to i64
  %Sl91 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x double> %FC17, <16 x double> %I65
  %Cmp92 = icmp ult <4 x i16> %Shuff49, zeroinitializer
  %L93 = load <8 x i32>, ptr %0, align 32
  store double 0x8B816920497F9C9E, ptr %0, align 8
  %E94 = extractelement <4 x i16> %Shuff49, i32 -1
  %Shuff95 = shufflevector <4 x i1> %Cmp77, <4 x i1> %Cmp77, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I96 = insertelement <4 x i16> %Shuff49, i16 2763, i32 %E40
  %B97 = and <2 x i32> %L85, %L70
  %FC98 = sitofp <2 x i8> %Shuff34 to <2 x double>
  %Sl99 = select i1 %E27, <4 x i64> zeroinitializer, <4 x i64> zeroinitializer
  %Cmp100 = icmp ule <4 x i8> %Sl76, %I
  %L101 = load i8, ptr %0, align 1
  store <8 x i32> %L93, ptr %0, align 32
  %E102 = extractelement <8 x i8> %Shuff14, i32 %Sl
  %Shuff103 = shufflevector <4 x i64> %L32, <4 x i64> %L32, <4 x i32> <i32 6, i32 poison, i32 poison, i32 4>
  %I104 = insertelement <4 x i64> %Shuff103, i64 508067, i32 42619
  %B105 = add <16 x i8> %I88, zeroinitializer
  %ZE = zext i1 %Cmp84 to i32
  %Sl106 = select i1 %Cmp46, <16 x double> %Sl91, <16 x double> %I65
  %Cmp107 = icmp ult <16 x i8> zeroinitializer, zeroinitializer
  %L108 = load i1, ptr %0, align 1
  br i1 %L108, label %CF256, label %CF263

CF263:                                            ; preds = %CF263, %CF269
  store <2 x i8> %Shuff87, ptr %0, align 2
  %E109 = extractelement <16 x i8> zeroinitializer, i32 %E40
  %Shuff110 = shufflevector <4 x i16> %Shuff49, <4 x i16> %I96, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I111 = insertelement <4 x i1> %Cmp77, i1 %Sl18, i32 %ZE
  %B112 = fdiv float 0x46D7689B40000000, %FC
  %ZE113 = zext i16 2763 to i64
  %Sl114 = select i1 %L108, <16 x i16> zeroinitializer, <16 x i16> zeroinitializer
  %Cmp115 = icmp ult i16 %E20, %E55
  br i1 %Cmp115, label %CF263, label %CF270

CF270:                                            ; preds = %CF263
  %L116 = load i16, ptr %0, align 2
  store <2 x i16> %Shuff28, ptr %0, align 4
  %E117 = extractelement <16 x i16> %Sl114, i32 42619
  %Shuff118 = shufflevector <1 x i32> %L5, <1 x i32> zeroinitializer, <1 x i32> poison
  %I119 = insertelement <4 x i8> %Shuff64, i8 %E13, i32 %3
  %FC120 = sitofp <4 x i32> zeroinitializer to <4 x float>
  %Sl121 = select i1 %L108, <8 x i64> %L78, <8 x i64> %L78
  %Cmp122 = icmp ult <2 x i32> %L85, %L70
  %L123 = load i64, ptr %0, align 4
  %E124 = extractelement <8 x i8> %Sl37, i32 %Sl83
  %Shuff125 = shufflevector <4 x i16> %Shuff49, <4 x i16> %I96, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I126 = insertelement <8 x i8> %Shuff14, i8 0, i32 %E40
  %B127 = or <4 x i8> %I119, %I119
  %ZE128 = zext <8 x i8> %I50 to <8 x i32>
  %Sl129 = select i1 %Cmp, <16 x double> %FC17, <16 x double> %FC17
  %Cmp130 = icmp ne <2 x i1> %Cmp122, %Cmp122
  %L131 = load i64, ptr %0, align 4
  store <16 x i8> %Shuff, ptr %0, align 16
  %E132 = extractelement <8 x i8> %Shuff14, i32 %E40
  %Shuff133 = shufflevector <8 x i8> %Shuff14, <8 x i8> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I134 = insertelement <2 x i8> %L26, i8 99, i32 %ZE
  %B135 = frem double 0xD105A3A4B9038122, %FC44
  %Sl136 = select i1 %Cmp31, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp137 = icmp uge i32 %L47, %Sl83
  br i1 %Cmp137, label %CF251, label %CF253

CF253:                                            ; preds = %CF253, %CF274, %CF270
  %L138 = load i32, ptr %0, align 4
  store <2 x i32> %L70, ptr %0, align 8
  %E139 = extractelement <8 x i8> %Shuff14, i32 %Sl83
  %Shuff140 = shufflevector <2 x i64> %B74, <2 x i64> %B74, <2 x i32> <i32 0, i32 2>
  %I141 = insertelement <4 x i16> zeroinitializer, i16 2763, i32 %Sl83
  %B142 = sdiv i64 %E79, %E79
  %FC143 = sitofp i64 %E to float
  %Sl144 = select i1 %Cmp53, i32 %L138, i32 %L138
  %Cmp145 = icmp slt <4 x i16> %Shuff110, %Shuff125
  %L146 = load <4 x i8>, ptr %0, align 4
  store i16 %E94, ptr %0, align 2
  %E147 = extractelement <4 x i16> %Shuff110, i32 %Sl83
  %Shuff148 = shufflevector <2 x i1> %Cmp38, <2 x i1> %Cmp122, <2 x i32> <i32 1, i32 3>
  %I149 = insertelement <4 x float> %FC120, float %B112, i32 42619
  %B150 = xor <2 x i8> %Shuff41, %L26
  %Tr151 = trunc i64 %L131 to i8
  %Sl152 = select i1 %Cmp53, <4 x i1> %Shuff95, <4 x i1> %Cmp77
  %Cmp153 = icmp sgt i8 %E63, %E124
  br i1 %Cmp153, label %CF253, label %CF274

CF274:                                            ; preds = %CF253
  %L154 = load i32, ptr %0, align 4
  store <2 x i16> zeroinitializer, ptr %0, align 4
  %E155 = extractelement <2 x i64> %Sl136, i32 -1
  %Shuff156 = shufflevector <4 x i16> %Shuff125, <4 x i16> %I96, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I157 = insertelement <4 x i8> %B66, i8 %E63, i32 %Sl144
  %B158 = and <4 x i8> %I15, %I119
  %ZE159 = zext i16 %L116 to i64
  %Sl160 = select i1 %Cmp11, ptr %A4, ptr %0
  %Cmp161 = icmp ne <4 x i8> %I, %Shuff64
  %L162 = load <8 x float>, ptr %Sl160, align 32
  store float %Sl60, ptr %Sl160, align 4
  %E163 = extractelement <16 x i8> %B43, i32 %L138
  %Shuff164 = shufflevector <2 x i8> %Shuff87, <2 x i8> %L26, <2 x i32> <i32 3, i32 1>
  %I165 = insertelement <4 x i8> zeroinitializer, i8 %E48, i32 %Sl83
  %B166 = srem <16 x i16> zeroinitializer, zeroinitializer
  %ZE167 = zext <4 x i8> %B66 to <4 x i16>
  %Sl168 = select i1 %Cmp31, i32 %L12, i32 %Sl83
  %Cmp169 = icmp sgt i1 %Cmp84, %Cmp84
  br i1 %Cmp169, label %CF253, label %CF257

CF257:                                            ; preds = %CF274
  %L170 = load <2 x float>, ptr %Sl160, align 8
  store double %B135, ptr %Sl160, align 8
  %E171 = extractelement <2 x double> %FC98, i32 %E40
  %Shuff172 = shufflevector <2 x double> %FC98, <2 x double> %FC98, <2 x i32> <i32 1, i32 3>
  %I173 = insertelement <16 x i16> zeroinitializer, i16 %L116, i32 %E40
  %B174 = sub <2 x i16> zeroinitializer, zeroinitializer
  %FC175 = sitofp <16 x i16> %I173 to <16 x float>
  %Sl176 = select i1 %Cmp25, <4 x i64> %Shuff103, <4 x i64> zeroinitializer
  %Cmp177 = icmp uge <4 x i8> %I, %Shuff7
  %L178 = load i16, ptr %Sl160, align 2
  store <4 x i64> %Sl99, ptr %Sl160, align 32
  %E179 = extractelement <2 x i8> %I73, i32 %E40
  %Shuff180 = shufflevector <2 x i8> %B36, <2 x i8> %Shuff87, <2 x i32> <i32 0, i32 2>
  %I181 = insertelement <16 x double> %Sl91, double %B135, i32 %E40
  %B182 = sdiv i16 %E55, %E86
  %Se183 = sext <16 x i8> %I88 to <16 x i16>
  %Sl184 = select i1 true, i1 %Cmp31, i1 %Cmp115
  br i1 %Sl184, label %CF249, label %CF250

CF250:                                            ; preds = %CF250, %CF266, %CF257
  %Cmp185 = icmp sgt i32 %Sl144, %Sl168
  br i1 %Cmp185, label %CF250, label %CF255

CF255:                                            ; preds = %CF255, %CF250
  %L186 = load i1, ptr %0, align 1
  br i1 %L186, label %CF255, label %CF266

CF266:                                            ; preds = %CF255
  store <4 x float> %FC120, ptr %Sl160, align 16
  %E187 = extractelement <2 x i1> %L, i32 %Sl144
  br i1 %E187, label %CF250, label %CF252

CF252:                                            ; preds = %CF252, %CF268, %CF267, %CF266
  %Shuff188 = shufflevector <16 x i16> %Se183, <16 x i16> %Se, <16 x i32> <i32 poison, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 poison, i32 2, i32 4, i32 6, i32 8>
  %I189 = insertelement <16 x i16> %Shuff188, i16 2763, i32 %Sl168
  %B190 = udiv <4 x i16> %ZE167, %I141
  %ZE191 = zext i8 0 to i32
  %Sl192 = select i1 %Cmp61, <16 x i16> zeroinitializer, <16 x i16> %Se
  %Cmp193 = icmp ne i1 true, %E27
  br i1 %Cmp193, label %CF252, label %CF268

CF268:                                            ; preds = %CF252
  %L194 = load float, ptr %A, align 4
  store <8 x float> %L162, ptr %Sl160, align 32
  %E195 = extractelement <1 x i32> %Shuff118, i32 %ZE
  %Shuff196 = shufflevector <4 x i8> %B66, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 poison, i32 4, i32 6>
  %I197 = insertelement <2 x i64> zeroinitializer, i64 %E79, i32 204239
  %B198 = srem <4 x i8> %I157, %Shuff64
  %FC199 = uitofp <2 x i8> %B36 to <2 x double>
  %Sl200 = select i1 %Cmp, i1 %Cmp84, i1 %Cmp137
  br i1 %Sl200, label %CF252, label %CF267

CF267:                                            ; preds = %CF268
  %Cmp201 = icmp eq <16 x i1> %Cmp107, %Cmp107
  %L202 = load i32, ptr %Sl160, align 4
  %E203 = extractelement <2 x i8> %Shuff72, i32 %L202
  %Shuff204 = shufflevector <16 x i16> %Shuff188, <16 x i16> %B166, <16 x i32> <i32 13, i32 15, i32 poison, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 29, i32 poison, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11>
  %I205 = insertelement <2 x i1> %L, i1 %Cmp137, i32 %E40
  %B206 = xor <8 x i8> %Shuff56, %Shuff133
  %Tr207 = trunc i64 %B142 to i1
  br i1 %Tr207, label %CF252, label %CF254

CF254:                                            ; preds = %CF267
  %Sl208 = select i1 true, i16 %E20, i16 %E86
  %Cmp209 = icmp ne i32 %Sl144, 42619
  br label %CF

CF:                                               ; preds = %CF, %CF273, %CF254
  %L210 = load <2 x double>, ptr %Sl160, align 16
  store i16 %L116, ptr %Sl160, align 2
  %E211 = extractelement <8 x i8> %Shuff133, i32 %Sl168
  %Shuff212 = shufflevector <2 x i32> %L70, <2 x i32> %L70, <2 x i32> <i32 1, i32 poison>
  %I213 = insertelement <4 x i64> %Shuff103, i64 %4, i32 %E40
  %B214 = ashr i32 %Sl, %ZE
  %FC215 = fptoui double 0x6CD543745CD328F2 to i16
  %Sl216 = select i1 %Cmp, float %FC, float %L194
  %Cmp217 = icmp ult i32 %L47, %ZE191
  br i1 %Cmp217, label %CF, label %CF273

CF273:                                            ; preds = %CF
  %L218 = load float, ptr %Sl160, align 4
  store <1 x i64> zeroinitializer, ptr %Sl160, align 8
  %E219 = extractelement <4 x i8> %I119, i32 %L138
  %Shuff220 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I221 = insertelement <4 x i8> %B198, i8 %E71, i32 %Sl83
  %B222 = xor i32 %L12, %ZE
  %ZE223 = zext <4 x i8> %Shuff64 to <4 x i64>
  %Sl224 = select i1 %Cmp115, <2 x i64> %Sl136, <2 x i64> zeroinitializer
  %Cmp225 = icmp uge <8 x i1> %L54, %L54
  %L226 = load i16, ptr %Sl160, align 2
  store <1 x i16> zeroinitializer, ptr %Sl160, align 2
  %E227 = extractelement <8 x i8> %B51, i32 %ZE
  %Shuff228 = shufflevector <16 x i16> %Shuff188, <16 x i16> %Sl114, <16 x i32> <i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17>
  %I229 = insertelement <2 x i1> %Shuff148, i1 %Cmp84, i32 %L202
  %B230 = mul i16 %Sl208, 2763
  %Sl231 = select <8 x i1> %Cmp225, <8 x i32> %ZE128, <8 x i32> %L93
  %Cmp232 = icmp ugt <4 x i16> %I96, %Shuff49
  %L233 = load <4 x float>, ptr %0, align 16
  store double %B82, ptr %Sl160, align 8
  %E234 = extractelement <16 x double> %I181, i32 %ZE
  %Shuff235 = shufflevector <2 x i8> %Shuff41, <2 x i8> %Shuff41, <2 x i32> <i32 3, i32 1>
  %I236 = insertelement <4 x i16> %Shuff125, i16 2763, i32 %ZE
  %B237 = urem <2 x i8> %Shuff180, %L26
  %Tr238 = trunc i32 42619 to i16
  %Sl239 = select i1 %Cmp61, i64 508067, i64 %E79
  %Cmp240 = icmp uge i1 true, %Cmp153
  br i1 %Cmp240, label %CF, label %CF258

CF258:                                            ; preds = %CF258, %CF273
  %L241 = load <1 x i32>, ptr %0, align 4
  store i16 %L226, ptr %Sl160, align 2
  %E242 = extractelement <16 x double> %I181, i32 %ZE
  %Shuff243 = shufflevector <8 x i8> %B51, <8 x i8> %I126, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I244 = insertelement <4 x i16> %Shuff49, i16 %Sl208, i32 42619
  %B245 = and i32 %Sl83, 16311
  %FC246 = fptosi <4 x double> %L19 to <4 x i32>
  %Sl247 = select i1 %Cmp240, i32 %Sl, i32 %ZE
  %Cmp248 = icmp uge i1 %E27, %Cmp169
  br i1 %Cmp248, label %CF258, label %CF262

CF262:                                            ; preds = %CF258
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl160, align 128
  store i8 %E13, ptr %Sl160, align 1
  store float %FC, ptr %Sl160, align 4
  store i1 %Cmp240, ptr %Sl160, align 1
  ret void
}
