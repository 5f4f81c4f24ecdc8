; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD99(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca i16, align 2
  %A2 = alloca i32, align 4
  %A1 = alloca i16, align 2
  %A = alloca i8, align 1
  %L = load <8 x i16>, ptr %A, align 16
  store i1 true, ptr %0, align 1
  %E = extractelement <1 x i8> zeroinitializer, i32 -1
  %Shuff = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I = insertelement <2 x i1> %Shuff, i1 true, i32 %3
  %B = frem double 0x8A3FCD5EF33D6BDC, 0xA883D0A21B81F920
  %FC = uitofp i16 16241 to float
  %Sl = select i1 true, i8 -15, i8 %5
  %Cmp = icmp ule i8 -1, %5
  br label %CF243

CF243:                                            ; preds = %CF243, %CF251, %CF275, %BB
  %L5 = load i32, ptr %0, align 4
  store <2 x i64> <i64 0, i64 -1>, ptr %0, align 16
  %E6 = extractelement <2 x i1> zeroinitializer, i32 371989
  br i1 %E6, label %CF243, label %CF251

CF251:                                            ; preds = %CF243
  %Shuff7 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I8 = insertelement <4 x i16> zeroinitializer, i16 16241, i32 %L5
  %B9 = xor i16 0, 16241
  %FC10 = uitofp <1 x i8> zeroinitializer to <1 x double>
  %Sl11 = select i1 true, i8 -79, i8 -1
  %Cmp12 = icmp sge <8 x i16> zeroinitializer, zeroinitializer
  %L13 = load i64, ptr %0, align 4
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E14 = extractelement <2 x i1> %Shuff7, i32 371989
  br i1 %E14, label %CF243, label %CF246

CF246:                                            ; preds = %CF246, %CF273, %CF272, %CF261, %CF264, %CF258, %CF251
  %Shuff15 = shufflevector <2 x i1> %I, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I16 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %L5
  %B17 = sub i32 418429, 371989
  %FC18 = fptoui float 0x4420A67480000000 to i64
  %Sl19 = select i1 true, i64 0, i64 %L13
  %L20 = load <4 x i32>, ptr %A, align 16
  store i64 %L13, ptr %0, align 4
  %E21 = extractelement <1 x i8> zeroinitializer, i32 371989
  %Shuff22 = shufflevector <1 x double> %FC10, <1 x double> %FC10, <1 x i32> <i32 1>
  %I23 = insertelement <1 x i64> zeroinitializer, i64 0, i32 371989
  %B24 = fmul <1 x double> %Shuff22, %FC10
  %ZE = zext <8 x i16> zeroinitializer to <8 x i32>
  %Sl25 = select i1 %E14, ptr %A, ptr %1
  %Cmp26 = icmp uge i1 true, true
  br i1 %Cmp26, label %CF246, label %CF273

CF273:                                            ; preds = %CF246
  %L27 = load <4 x i64>, ptr %Sl25, align 32
  store i64 %4, ptr %Sl25, align 4
  %E28 = extractelement <2 x i1> zeroinitializer, i32 %3
  br i1 %E28, label %CF246, label %CF272

CF272:                                            ; preds = %CF273
  %Shuff29 = shufflevector <1 x double> %FC10, <1 x double> %FC10, <1 x i32> <i32 1>
  %I30 = insertelement <8 x i16> %L, i16 16241, i32 371989
  %PC = bitcast ptr %A2 to ptr
  %Sl31 = select i1 true, <8 x i32> %ZE, <8 x i32> %ZE
  %Cmp32 = icmp ult i32 371989, 371989
  br i1 %Cmp32, label %CF246, label %CF261

CF261:                                            ; preds = %CF272
  %L33 = load i64, ptr %Sl25, align 4
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl25, align 64
  %E34 = extractelement <1 x double> %FC10, i32 -1
  %Shuff35 = shufflevector <2 x i1> %Shuff7, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I36 = insertelement <2 x i1> zeroinitializer, i1 true, i32 371989
  %PC37 = bitcast ptr %2 to ptr
  %Sl38 = select i1 %Cmp26, double 0x69BF0CDE92BD6B5C, double 0x8A3FCD5EF33D6BDC
  %Cmp39 = icmp eq <8 x i32> %ZE, %ZE
  %L40 = load i8, ptr %Sl25, align 1
  store <2 x i8> <i8 0, i8 -1>, ptr %PC, align 2
  %E41 = extractelement <2 x i1> %Shuff7, i32 418429
  br i1 %E41, label %CF246, label %CF253

CF253:                                            ; preds = %CF253, %CF268, %CF261
  %Shuff42 = shufflevector <4 x i64> %L27, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 poison, i32 poison, i32 4>
  %I43 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %3
  %B44 = udiv <8 x i16> %L, %L
  %BC = bitcast <1 x i64> zeroinitializer to <1 x double>
  %Sl45 = select i1 %E14, <4 x i64> zeroinitializer, <4 x i64> %L27
  %Cmp46 = icmp sgt i1 true, %E14
  br i1 %Cmp46, label %CF253, label %CF268

CF268:                                            ; preds = %CF253
  %L47 = load i64, ptr %Sl25, align 4
  store <4 x i16> zeroinitializer, ptr %Sl25, align 8
  %E48 = extractelement <2 x i1> %I43, i32 371989
  br i1 %E48, label %CF253, label %CF264

CF264:                                            ; preds = %CF268
  %Shuff49 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I8, <4 x i32> <i32 4, i32 poison, i32 poison, i32 2>
  %I50 = insertelement <4 x i16> %Shuff49, i16 16241, i32 %3
  %B51 = ashr i8 %E21, %E
  %PC52 = bitcast ptr %Sl25 to ptr
  %Sl53 = select i1 %Cmp32, <4 x i64> %Shuff42, <4 x i64> %L27
  %Cmp54 = fcmp uge float %FC, 0x47BB352F00000000
  br i1 %Cmp54, label %CF246, label %CF249

CF249:                                            ; preds = %CF249, %CF264
  %L55 = load i64, ptr %Sl25, align 4
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl25, align 64
  %E56 = extractelement <2 x i1> %Shuff35, i32 418429
  br i1 %E56, label %CF249, label %CF254

CF254:                                            ; preds = %CF254, %CF249
  %Shuff57 = shufflevector <2 x i1> %Shuff15, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 2>
  %I58 = insertelement <4 x i16> zeroinitializer, i16 16241, i32 %B17
  %B59 = fadd float 0x4420A67480000000, 0xC753A56780000000
  %Tr = trunc i32 %B17 to i16
  %Sl60 = select <2 x i1> %Shuff35, <2 x i1> %I43, <2 x i1> zeroinitializer
  %Cmp61 = icmp eq i8 -3, %E
  br i1 %Cmp61, label %CF254, label %CF258

CF258:                                            ; preds = %CF254
  %L62 = load <4 x i1>, ptr %PC52, align 1
  store i32 %3, ptr %A, align 4
  %E63 = extractelement <1 x double> %Shuff29, i32 %3
  %Shuff64 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I8, <4 x i32> <i32 poison, i32 3, i32 5, i32 7>
  %I65 = insertelement <2 x i1> %I16, i1 %E41, i32 %3
  %B66 = sdiv i8 %L40, %L40
  %Se = sext i8 %E to i32
  %Sl67 = select i1 true, double %E63, double %E63
  %Cmp68 = icmp ule <4 x i64> %Shuff42, %L27
  %L69 = load i64, ptr %0, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl25, align 64
  %E70 = extractelement <4 x i16> %Shuff49, i32 %Se
  %Shuff71 = shufflevector <1 x double> %B24, <1 x double> %FC10, <1 x i32> poison
  %I72 = insertelement <2 x i1> %Shuff7, i1 true, i32 %Se
  %B73 = add i32 %L5, %B17
  %PC74 = bitcast ptr %A2 to ptr
  %Sl75 = select i1 true, double %Sl67, double %E63
  %Cmp76 = fcmp ord <1 x double> %Shuff71, %FC10
  %L77 = load <1 x i64>, ptr %Sl25, align 8
  store i64 0, ptr %0, align 4
  %E78 = extractelement <2 x i1> %I65, i32 %Se
  br i1 %E78, label %CF246, label %CF247

CF247:                                            ; preds = %CF247, %CF258
  %Shuff79 = shufflevector <8 x i16> %L, <8 x i16> zeroinitializer, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7, i32 9>
  %I80 = insertelement <1 x i64> %I23, i64 %L13, i32 %Se
  %B81 = srem i8 1, %5
  %FC82 = fptoui double %Sl38 to i32
  %Sl83 = select i1 %Cmp32, i1 true, i1 %Cmp61
  br i1 %Sl83, label %CF247, label %CF265

CF265:                                            ; preds = %CF265, %CF247
  %Cmp84 = icmp ult <2 x i1> %I43, %Shuff35
  %L85 = load i1, ptr %Sl25, align 1
  br i1 %L85, label %CF265, label %CF275

CF275:                                            ; preds = %CF265
  store <2 x i32> <i32 0, i32 -1>, ptr %0, align 8
  %E86 = extractelement <8 x i16> %Shuff79, i32 %Se
  %Shuff87 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I88 = insertelement <2 x i1> zeroinitializer, i1 %E78, i32 %Se
  %B89 = fsub float 0xC5C32D3700000000, %B59
  %PC90 = bitcast ptr %A3 to ptr
  %Sl91 = select i1 %E28, <1 x double> %FC10, <1 x double> %FC10
  %Cmp92 = fcmp one <1 x double> %Shuff29, %FC10
  %L93 = load i16, ptr %PC74, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl25, align 16
  %E94 = extractelement <2 x i1> zeroinitializer, i32 %Se
  br i1 %E94, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF267, %CF260, %CF275
  %Shuff95 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff49, <4 x i32> <i32 poison, i32 4, i32 6, i32 0>
  %I96 = insertelement <4 x i16> zeroinitializer, i16 0, i32 %B73
  %B97 = mul i64 %L13, %L13
  %FC98 = uitofp <8 x i1> %Cmp39 to <8 x double>
  %Sl99 = select <2 x i1> %Shuff15, <2 x i1> %I43, <2 x i1> %Cmp84
  %Cmp100 = icmp uge i64 %L13, %L47
  br i1 %Cmp100, label %CF244, label %CF267

CF267:                                            ; preds = %CF244
  %L101 = load <4 x i32>, ptr %2, align 16
  store i32 %L5, ptr %PC37, align 4
  %E102 = extractelement <2 x i1> %Shuff15, i32 %Se
  br i1 %E102, label %CF244, label %CF257

CF257:                                            ; preds = %CF257, %CF267
  %Shuff103 = shufflevector <4 x i32> %L20, <4 x i32> %L101, <4 x i32> <i32 1, i32 3, i32 poison, i32 poison>
  %I104 = insertelement <4 x i16> %I58, i16 %L93, i32 %Se
  %B105 = srem <1 x i64> zeroinitializer, %I23
  %FC106 = sitofp <2 x i1> %I43 to <2 x float>
  %Sl107 = select i1 true, <1 x i64> zeroinitializer, <1 x i64> %L77
  %Cmp108 = fcmp ugt <1 x double> %Sl91, %FC10
  %L109 = load i64, ptr %Sl25, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl25, align 16
  %E110 = extractelement <8 x i16> %B44, i32 %3
  %Shuff111 = shufflevector <4 x i16> %I8, <4 x i16> %Shuff49, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I112 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %Se
  %FC113 = fptosi <1 x double> %BC to <1 x i8>
  %Sl114 = select i1 %E56, ptr %A2, ptr %PC
  %Cmp115 = icmp sgt i64 0, %L33
  br i1 %Cmp115, label %CF257, label %CF260

CF260:                                            ; preds = %CF257
  %L116 = load <4 x double>, ptr %Sl114, align 32
  store i32 %Se, ptr %A, align 4
  %E117 = extractelement <4 x i32> %L20, i32 418429
  %Shuff118 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I8, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I119 = insertelement <4 x i16> %Shuff64, i16 %E110, i32 %L5
  %FC120 = sitofp i8 %B51 to float
  %Sl121 = select i1 true, float 0x47BB352F00000000, float 0xC753A56780000000
  %Cmp122 = icmp uge i8 1, %B66
  br i1 %Cmp122, label %CF244, label %CF256

CF256:                                            ; preds = %CF256, %CF277, %CF270, %CF260
  %L123 = load <4 x float>, ptr %PC90, align 16
  store float %B59, ptr %Sl25, align 4
  %E124 = extractelement <8 x i1> %Cmp12, i32 %L5
  br i1 %E124, label %CF256, label %CF277

CF277:                                            ; preds = %CF256
  %Shuff125 = shufflevector <1 x double> %Shuff29, <1 x double> %Shuff22, <1 x i32> <i32 1>
  %I126 = insertelement <8 x i16> %Shuff79, i16 %E110, i32 371989
  %Sl127 = select <2 x i1> %I43, <2 x i1> %Shuff35, <2 x i1> %Shuff
  %Cmp128 = icmp ult <4 x i1> %Cmp68, %L62
  %L129 = load <8 x double>, ptr %A, align 64
  store i32 %B17, ptr %Sl114, align 4
  %E130 = extractelement <8 x i16> %L, i32 %L5
  %Shuff131 = shufflevector <4 x float> %L123, <4 x float> %L123, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I132 = insertelement <1 x i1> %Cmp76, i1 true, i32 371989
  %PC133 = bitcast ptr %2 to ptr
  %Sl134 = select i1 true, double %E34, double %E34
  %Cmp135 = icmp eq i8 %Sl, %5
  br i1 %Cmp135, label %CF256, label %CF270

CF270:                                            ; preds = %CF277
  %L136 = load <8 x i8>, ptr %Sl25, align 8
  store i64 %L13, ptr %Sl114, align 4
  %E137 = extractelement <4 x i16> zeroinitializer, i32 371989
  %Shuff138 = shufflevector <4 x i16> %I50, <4 x i16> %Shuff49, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I139 = insertelement <4 x i16> %Shuff111, i16 16241, i32 %E117
  %B140 = mul i8 %E, -15
  %Sl141 = select <8 x i1> %Cmp12, <8 x i16> %L, <8 x i16> %L
  %Cmp142 = fcmp oeq float 0xC5C32D3700000000, 0xC753A56780000000
  br i1 %Cmp142, label %CF256, label %CF266

CF266:                                            ; preds = %CF270
  %L143 = load <8 x i1>, ptr %PC74, align 1
  store float %B59, ptr %PC133, align 4
  %E144 = extractelement <2 x i1> %I88, i32 %E117
  br label %CF241

CF241:                                            ; preds = %CF241, %CF255, %CF266
  %Shuff145 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I126, <8 x i32> <i32 15, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13>
  %I146 = insertelement <2 x i1> %Sl60, i1 %E102, i32 %Se
  %ZE147 = zext i1 true to i16
  %Sl148 = select i1 %Cmp115, i1 %Cmp54, i1 %Cmp61
  br i1 %Sl148, label %CF241, label %CF255

CF255:                                            ; preds = %CF241
  %Cmp149 = icmp sge i16 %E110, 0
  br i1 %Cmp149, label %CF241, label %CF250

CF250:                                            ; preds = %CF250, %CF255
  %L150 = load <8 x double>, ptr %PC74, align 64
  store i1 %E78, ptr %Sl114, align 1
  %E151 = extractelement <8 x i1> %Cmp12, i32 %B73
  br i1 %E151, label %CF250, label %CF274

CF274:                                            ; preds = %CF250
  %Shuff152 = shufflevector <1 x double> %Shuff22, <1 x double> %FC10, <1 x i32> poison
  %I153 = insertelement <4 x i1> %Cmp128, i1 %Cmp46, i32 %E117
  %B154 = udiv <1 x i8> %FC113, %FC113
  %Tr155 = trunc i64 %L33 to i16
  %Sl156 = select i1 true, <4 x i16> %I96, <4 x i16> zeroinitializer
  %Cmp157 = icmp ugt i8 41, %B81
  br label %CF

CF:                                               ; preds = %CF, %CF279, %CF278, %CF274
  %L158 = load i32, ptr %0, align 4
  store <8 x i8> %L136, ptr %PC133, align 8
  %E159 = extractelement <4 x i64> %Sl53, i32 %B17
  %Shuff160 = shufflevector <4 x i1> %I153, <4 x i1> %Cmp68, <4 x i32> <i32 poison, i32 4, i32 6, i32 0>
  %I161 = insertelement <1 x double> %Shuff22, double %E34, i32 %Se
  %PC162 = bitcast ptr %1 to ptr
  %Sl163 = select i1 %Cmp135, i16 %B9, i16 %Tr
  %Cmp164 = icmp eq i16 %E110, %Tr
  br i1 %Cmp164, label %CF, label %CF269

CF269:                                            ; preds = %CF269, %CF
  %L165 = load i16, ptr %PC74, align 2
  store <4 x double> %L116, ptr %Sl114, align 32
  %E166 = extractelement <8 x double> %L129, i32 371989
  %Shuff167 = shufflevector <2 x i1> %I36, <2 x i1> %Sl60, <2 x i32> <i32 0, i32 poison>
  %I168 = insertelement <2 x i1> %I43, i1 %Cmp142, i32 %Se
  %B169 = sub <4 x i16> zeroinitializer, zeroinitializer
  %FC170 = uitofp <2 x i1> %Sl99 to <2 x float>
  %Sl171 = select i1 %Cmp142, double %E166, double 0xA883D0A21B81F920
  %L172 = load <1 x i1>, ptr %PC37, align 1
  store i1 %Cmp115, ptr %Sl114, align 1
  %E173 = extractelement <4 x i1> %Cmp68, i32 %Se
  br i1 %E173, label %CF269, label %CF276

CF276:                                            ; preds = %CF276, %CF269
  %Shuff174 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff138, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I175 = insertelement <4 x i16> %I104, i16 %Tr, i32 %3
  %B176 = srem i64 %FC18, %E159
  %Se177 = sext i1 %Cmp164 to i32
  %Sl178 = select <8 x i1> %L143, <8 x double> %L129, <8 x double> %L129
  %Cmp179 = icmp sgt i64 %L33, %B97
  br i1 %Cmp179, label %CF276, label %CF279

CF279:                                            ; preds = %CF276
  %L180 = load <4 x i16>, ptr %0, align 8
  store double %E166, ptr %Sl114, align 8
  %E181 = extractelement <4 x float> %L123, i32 %Se177
  %Shuff182 = shufflevector <4 x i32> %Shuff103, <4 x i32> %L101, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I183 = insertelement <4 x i16> zeroinitializer, i16 %E130, i32 %Se
  %B184 = fadd double 0xA883D0A21B81F920, %Sl67
  %Sl185 = select i1 %Cmp, ptr %PC37, ptr %PC162
  %Cmp186 = fcmp uno <8 x double> %L129, %L129
  %L187 = load i32, ptr %PC133, align 4
  store <1 x double> %Shuff125, ptr %PC52, align 8
  %E188 = extractelement <1 x i64> %Sl107, i32 371989
  %Shuff189 = shufflevector <8 x i16> %L, <8 x i16> %I30, <8 x i32> <i32 6, i32 poison, i32 10, i32 12, i32 14, i32 0, i32 2, i32 poison>
  %I190 = insertelement <4 x i1> %Cmp68, i1 %Cmp26, i32 %E117
  %B191 = sub i8 -83, %B140
  %FC192 = sitofp i32 %FC82 to double
  %Sl193 = select i1 true, i64 %4, i64 %L109
  %Cmp194 = icmp ne i32 %E117, %E117
  br i1 %Cmp194, label %CF, label %CF252

CF252:                                            ; preds = %CF252, %CF279
  %L195 = load <2 x i32>, ptr %Sl114, align 8
  store i16 16241, ptr %PC162, align 2
  %E196 = extractelement <2 x i1> %Shuff15, i32 %Se
  br i1 %E196, label %CF252, label %CF278

CF278:                                            ; preds = %CF252
  %Shuff197 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff49, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I198 = insertelement <2 x i1> %Shuff15, i1 %Cmp157, i32 %L158
  %Tr199 = trunc <4 x i16> %I139 to <4 x i8>
  %Sl200 = select i1 %E173, <4 x float> %Shuff131, <4 x float> %L123
  %Cmp201 = fcmp uge double %E34, %E34
  br i1 %Cmp201, label %CF, label %CF242

CF242:                                            ; preds = %CF242, %CF271, %CF259, %CF278
  %L202 = load float, ptr %0, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC74, align 32
  %E203 = extractelement <4 x i16> zeroinitializer, i32 %Se
  %Shuff204 = shufflevector <4 x float> %Shuff131, <4 x float> %Sl200, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I205 = insertelement <4 x i16> zeroinitializer, i16 %Tr, i32 %L5
  %B206 = sub <4 x i64> %L27, zeroinitializer
  %Sl207 = select i1 %E78, double %Sl38, double %Sl75
  %Cmp208 = icmp eq i32 %B17, %Se
  br i1 %Cmp208, label %CF242, label %CF271

CF271:                                            ; preds = %CF242
  %L209 = load <8 x i32>, ptr %PC162, align 32
  store i1 true, ptr %Sl25, align 1
  %E210 = extractelement <2 x i32> %L195, i32 %Se177
  %Shuff211 = shufflevector <8 x i32> %ZE, <8 x i32> %L209, <8 x i32> <i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1>
  %I212 = insertelement <4 x i1> %I153, i1 %Cmp208, i32 %E117
  %B213 = and i32 %Se177, %Se177
  %ZE214 = zext <4 x i16> zeroinitializer to <4 x i32>
  %Sl215 = select i1 %Cmp46, i16 %E137, i16 %E70
  %Cmp216 = icmp sgt <1 x i64> %I23, %L77
  %L217 = load <4 x i8>, ptr %Sl25, align 4
  store i16 %Sl215, ptr %0, align 2
  %E218 = extractelement <4 x i16> %Shuff95, i32 %L158
  %Shuff219 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I126, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 poison, i32 poison, i32 poison, i32 15>
  %I220 = insertelement <4 x i16> zeroinitializer, i16 %E86, i32 %Se177
  %B221 = sub i8 %L40, %Sl11
  %FC222 = fptoui float %FC120 to i1
  br i1 %FC222, label %CF242, label %CF248

CF248:                                            ; preds = %CF248, %CF271
  %Sl223 = select i1 %Cmp, i1 %FC222, i1 %Sl83
  br i1 %Sl223, label %CF248, label %CF259

CF259:                                            ; preds = %CF248
  %Cmp224 = icmp uge <4 x i16> %Shuff138, %Shuff95
  %L225 = load i1, ptr %0, align 1
  br i1 %L225, label %CF242, label %CF245

CF245:                                            ; preds = %CF245, %CF263, %CF259
  store <4 x i32> %Shuff182, ptr %Sl114, align 16
  %E226 = extractelement <4 x i1> %Shuff160, i32 %3
  br i1 %E226, label %CF245, label %CF263

CF263:                                            ; preds = %CF245
  %Shuff227 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff49, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I228 = insertelement <2 x i1> %Shuff, i1 %Cmp142, i32 %Se
  %B229 = sdiv <8 x i16> %I126, %I126
  %FC230 = uitofp <4 x i16> %I175 to <4 x float>
  %Sl231 = select <4 x i1> %L62, <4 x i16> %Sl156, <4 x i16> zeroinitializer
  %Cmp232 = icmp ugt i8 %B191, %B140
  br i1 %Cmp232, label %CF245, label %CF262

CF262:                                            ; preds = %CF263
  %L233 = load <8 x i8>, ptr %Sl25, align 8
  store i32 %Se177, ptr %Sl25, align 4
  %E234 = extractelement <1 x double> %Shuff152, i32 %L158
  %Shuff235 = shufflevector <4 x i16> %Shuff64, <4 x i16> %Shuff138, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I236 = insertelement <2 x i1> %Shuff15, i1 %E78, i32 %L158
  %B237 = udiv i16 0, %Tr
  %ZE238 = zext <8 x i1> %L143 to <8 x i8>
  %Sl239 = select i1 %Cmp194, ptr %A2, ptr %Sl25
  %Cmp240 = icmp sge <4 x i16> %I183, zeroinitializer
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC52, align 32
  store <2 x i16> <i16 0, i16 -1>, ptr %PC, align 4
  store <1 x i64> %I23, ptr %Sl239, align 8
  store i64 %B176, ptr %PC162, align 4
  ret void
}
