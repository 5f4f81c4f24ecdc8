; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD25(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca float, align 4
  %A2 = alloca double, align 8
  %A1 = alloca i8, align 1
  %A = alloca i16, align 2
  %L = load <4 x float>, ptr %0, align 16
  store i32 %3, ptr %0, align 4
  %E = extractelement <1 x i16> zeroinitializer, i32 259043
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I = insertelement <4 x i8> zeroinitializer, i8 95, i32 188495
  %B = mul i64 %4, 489267
  %FC = uitofp i32 0 to double
  %Sl = select i1 true, i8 %5, i8 %5
  %L5 = load <2 x i64>, ptr %0, align 16
  store i8 95, ptr %0, align 1
  %E6 = extractelement <4 x i8> zeroinitializer, i32 -1
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I8 = insertelement <8 x i64> zeroinitializer, i64 %B, i32 188495
  %B9 = xor <4 x i8> zeroinitializer, %Shuff
  %Se = sext i1 true to i16
  %Sl10 = select i1 true, double 0x2B19C5038AF47CE, double %FC
  %L11 = load <4 x float>, ptr %0, align 16
  store i16 29855, ptr %0, align 2
  %E12 = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff13 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff, <4 x i32> <i32 poison, i32 3, i32 5, i32 poison>
  %I14 = insertelement <2 x i64> %L5, i64 489267, i32 188495
  %B15 = ashr <8 x i64> %I8, %I8
  %PC = bitcast ptr %1 to ptr
  %Sl16 = select i1 true, double %FC, double 0x2B19C5038AF47CE
  %Cmp = fcmp ueq double 0x2B19C5038AF47CE, 0x2B19C5038AF47CE
  br label %CF265

CF265:                                            ; preds = %BB
  %L17 = load i1, ptr %PC, align 1
  br label %CF254

CF254:                                            ; preds = %CF254, %CF265
  store <2 x i32> zeroinitializer, ptr %PC, align 8
  %E18 = extractelement <1 x i16> zeroinitializer, i32 -1
  %Shuff19 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I20 = insertelement <4 x i8> zeroinitializer, i8 -21, i32 %3
  %B21 = urem i16 %E18, 1247
  %Sl22 = select i1 %Cmp, i32 64387, i32 %3
  %Cmp23 = icmp uge i64 %B, %4
  br i1 %Cmp23, label %CF254, label %CF259

CF259:                                            ; preds = %CF259, %CF254
  %L24 = load i8, ptr %PC, align 1
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 32
  %E25 = extractelement <4 x float> %L11, i32 %Sl22
  %Shuff26 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 12, i32 poison, i32 0, i32 poison, i32 poison, i32 6>
  %I27 = insertelement <4 x i8> %Shuff7, i8 95, i32 %Sl22
  %B28 = add i16 3815, %B21
  %PC29 = bitcast ptr %0 to ptr
  %Sl30 = select i1 %Cmp, i8 %L24, i8 %L24
  %Cmp31 = icmp ugt i16 567, 1247
  br i1 %Cmp31, label %CF259, label %CF267

CF267:                                            ; preds = %CF259
  %L32 = load <2 x float>, ptr %A, align 8
  store i16 %B21, ptr %PC, align 2
  %E33 = extractelement <4 x i8> zeroinitializer, i32 -1
  %Shuff34 = shufflevector <4 x i8> %I20, <4 x i8> %Shuff, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I35 = insertelement <4 x i8> %I, i8 95, i32 259043
  %B36 = fmul float %E25, %E25
  %ZE = zext <1 x i16> zeroinitializer to <1 x i64>
  %Sl37 = select i1 true, i1 %Cmp, i1 true
  br label %CF252

CF252:                                            ; preds = %CF267
  %Cmp38 = fcmp oeq float %B36, 0xBB87EBEBC0000000
  br label %CF246

CF246:                                            ; preds = %CF246, %CF252
  %L39 = load <2 x i32>, ptr %PC, align 8
  store i32 188495, ptr %0, align 4
  %E40 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff41 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I42 = insertelement <2 x i16> zeroinitializer, i16 %E12, i32 64387
  %B43 = urem i16 -4505, 29855
  %Tr = trunc i16 %B28 to i8
  %Sl44 = select i1 %Cmp, <4 x float> %L, <4 x float> %L
  %Cmp45 = icmp ugt i8 %E33, -21
  br i1 %Cmp45, label %CF246, label %CF260

CF260:                                            ; preds = %CF260, %CF246
  %L46 = load float, ptr %PC29, align 4
  store <1 x i8> zeroinitializer, ptr %PC, align 1
  %E47 = extractelement <4 x i8> %Shuff13, i32 %3
  %Shuff48 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I49 = insertelement <2 x i32> %L39, i32 %3, i32 %Sl22
  %B50 = sdiv <2 x i64> %L5, %L5
  %ZE51 = zext <2 x i16> zeroinitializer to <2 x i32>
  %Sl52 = select i1 true, <1 x i16> %Shuff48, <1 x i16> zeroinitializer
  %Cmp53 = icmp ule i64 %4, %4
  br i1 %Cmp53, label %CF260, label %CF269

CF269:                                            ; preds = %CF260
  %L54 = load i8, ptr %0, align 1
  store <4 x float> %L, ptr %2, align 16
  %E55 = extractelement <4 x i8> zeroinitializer, i32 188495
  %Shuff56 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff13, <4 x i32> <i32 poison, i32 6, i32 poison, i32 2>
  %I57 = insertelement <2 x i32> %Shuff19, i32 %3, i32 %Sl22
  %B58 = add i8 %E40, %E55
  %PC59 = bitcast ptr %PC29 to ptr
  %Sl60 = select i1 %Cmp45, <4 x i8> %Shuff34, <4 x i8> %Shuff
  %Cmp61 = icmp eq i1 %Cmp31, %Cmp
  br label %CF245

CF245:                                            ; preds = %CF245, %CF269
  %L62 = load float, ptr %PC, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 32
  %E63 = extractelement <4 x i8> %Shuff34, i32 64387
  %Shuff64 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff19, <2 x i32> <i32 0, i32 2>
  %I65 = insertelement <4 x float> %L, float 0xBB87EBEBC0000000, i32 %Sl22
  %B66 = shl i16 29855, 29855
  %Tr67 = trunc i64 489267 to i16
  %Sl68 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i8> %Sl60, <4 x i8> %Shuff7
  %Cmp69 = fcmp ugt double %FC, 0x2B19C5038AF47CE
  br i1 %Cmp69, label %CF245, label %CF249

CF249:                                            ; preds = %CF249, %CF245
  %L70 = load <1 x i32>, ptr %PC, align 4
  store i16 %E, ptr %PC59, align 2
  %E71 = extractelement <2 x i32> %L39, i32 259043
  %Shuff72 = shufflevector <2 x i32> %L39, <2 x i32> %Shuff19, <2 x i32> <i32 1, i32 3>
  %I73 = insertelement <4 x i8> %Shuff56, i8 95, i32 %E71
  %B74 = lshr i8 %Tr, %L54
  %FC75 = sitofp <2 x i64> %I14 to <2 x double>
  %Sl76 = select i1 %Cmp31, ptr %A, ptr %PC
  %Cmp77 = icmp eq <4 x i8> %Shuff34, %Sl60
  %L78 = load <4 x i32>, ptr %PC29, align 16
  store i16 -4505, ptr %1, align 2
  %E79 = extractelement <8 x i64> %Shuff26, i32 -1
  %Shuff80 = shufflevector <4 x float> %L, <4 x float> %L, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I81 = insertelement <8 x i64> %Shuff26, i64 %E79, i32 %E71
  %B82 = shl <2 x i16> %Shuff41, %Shuff41
  %BC = bitcast float 0xBF97E3FBC0000000 to i32
  %Sl83 = select i1 true, <4 x float> %Shuff80, <4 x float> %Sl44
  %Cmp84 = icmp slt i64 302931, 302931
  br i1 %Cmp84, label %CF249, label %CF262

CF262:                                            ; preds = %CF249
  %L85 = load i32, ptr %PC29, align 4
  %E86 = extractelement <2 x i32> %Shuff64, i32 %BC
  %Shuff87 = shufflevector <4 x i8> %Sl68, <4 x i8> %Shuff56, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I88 = insertelement <4 x i8> %Shuff34, i8 %L24, i32 %E71
  %B89 = sdiv i8 %E63, %E63
  %Tr90 = trunc i32 64387 to i8
  %Sl91 = select i1 true, <4 x i8> %Shuff, <4 x i8> zeroinitializer
  %Cmp92 = icmp uge i1 %Cmp38, %Cmp
  br label %CF

CF:                                               ; preds = %CF, %CF262
  %L93 = load i64, ptr %PC29, align 4
  store <4 x i32> %L78, ptr %0, align 16
  %E94 = extractelement <2 x i64> %L5, i32 %E71
  %Shuff95 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff56, <4 x i32> <i32 poison, i32 6, i32 0, i32 poison>
  %I96 = insertelement <2 x i32> %L39, i32 259043, i32 %E71
  %B97 = sdiv i64 %4, %L93
  %Sl98 = select i1 %Sl37, <2 x i32> %I49, <2 x i32> %Shuff64
  %Cmp99 = icmp ule <1 x i64> %ZE, %ZE
  %L100 = load i16, ptr %A1, align 2
  store <1 x float> zeroinitializer, ptr %PC, align 4
  %E101 = extractelement <4 x i8> %Shuff56, i32 %E71
  %Shuff102 = shufflevector <4 x i8> %Shuff56, <4 x i8> %Shuff, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I103 = insertelement <2 x i16> %Shuff41, i16 1247, i32 %Sl22
  %B104 = sdiv i32 -1, 259043
  %FC105 = sitofp <2 x i32> %ZE51 to <2 x double>
  %Sl106 = select i1 %Cmp69, ptr %2, ptr %PC29
  %Cmp107 = fcmp false double 0x2B19C5038AF47CE, %Sl10
  br i1 %Cmp107, label %CF, label %CF247

CF247:                                            ; preds = %CF247, %CF261, %CF257, %CF
  %L108 = load <16 x i16>, ptr %Sl106, align 32
  store i8 %E47, ptr %Sl76, align 1
  %E109 = extractelement <4 x i8> zeroinitializer, i32 %Sl22
  %Shuff110 = shufflevector <4 x float> %Sl44, <4 x float> %L, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I111 = insertelement <2 x i32> %Shuff72, i32 259043, i32 %Sl22
  %Tr112 = trunc i16 1247 to i1
  br i1 %Tr112, label %CF247, label %CF256

CF256:                                            ; preds = %CF256, %CF247
  %Sl113 = select <2 x i1> <i1 true, i1 false>, <2 x double> %FC105, <2 x double> %FC75
  %Cmp114 = icmp eq i32 0, %E71
  br i1 %Cmp114, label %CF256, label %CF261

CF261:                                            ; preds = %CF256
  %L115 = load <8 x double>, ptr %PC59, align 64
  store i1 %Cmp31, ptr %PC59, align 1
  %E116 = extractelement <2 x i16> zeroinitializer, i32 %Sl22
  %Shuff117 = shufflevector <8 x i64> %Shuff26, <8 x i64> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison>
  %I118 = insertelement <2 x i64> %L5, i64 %4, i32 188495
  %B119 = srem i8 %Sl, %L24
  %Se120 = sext i1 %Sl37 to i32
  %Sl121 = select <4 x i1> %Cmp77, <4 x i8> %Shuff102, <4 x i8> %I27
  %Cmp122 = icmp uge i16 %B28, %L100
  br i1 %Cmp122, label %CF247, label %CF251

CF251:                                            ; preds = %CF251, %CF266, %CF264, %CF261
  %L123 = load <8 x float>, ptr %PC59, align 32
  store double 0x2B19C5038AF47CE, ptr %PC59, align 8
  %E124 = extractelement <4 x i8> %Shuff87, i32 -1
  %Shuff125 = shufflevector <2 x i32> %Shuff19, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 poison>
  %I126 = insertelement <2 x i16> %Shuff41, i16 %B21, i32 %BC
  %B127 = lshr <2 x i16> zeroinitializer, %Shuff41
  %ZE128 = zext <2 x i32> %Shuff125 to <2 x i64>
  %Sl129 = select i1 %Cmp53, i32 %3, i32 %E71
  %Cmp130 = icmp ugt <4 x i32> %L78, %L78
  %L131 = load <1 x i32>, ptr %PC59, align 4
  store i8 %E101, ptr %PC, align 1
  %E132 = extractelement <4 x float> %Sl44, i32 %Se120
  %Shuff133 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff56, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I134 = insertelement <4 x i8> %B9, i8 %E109, i32 %BC
  %FC135 = uitofp <2 x i32> %I96 to <2 x double>
  %Sl136 = select <2 x i1> <i1 true, i1 false>, <2 x i32> %I111, <2 x i32> %Shuff19
  %Cmp137 = icmp sgt <2 x i32> %Shuff19, %I57
  %L138 = load <1 x i16>, ptr %PC, align 2
  store i1 %Cmp, ptr %Sl76, align 1
  %E139 = extractelement <4 x i8> %Sl91, i32 %E71
  %Shuff140 = shufflevector <4 x i8> %Sl121, <4 x i8> %Sl121, <4 x i32> <i32 5, i32 poison, i32 1, i32 poison>
  %I141 = insertelement <2 x i32> %Shuff72, i32 188495, i32 %Sl129
  %B142 = add <2 x i16> %I42, %Shuff41
  %Se143 = sext i16 6191 to i64
  %Sl144 = select <4 x i1> %Cmp77, <4 x i8> %Shuff87, <4 x i8> %Shuff102
  %Cmp145 = icmp ult <4 x i8> %I134, %Shuff34
  %L146 = load <4 x i16>, ptr %PC, align 8
  store i8 %B58, ptr %PC, align 1
  %E147 = extractelement <4 x i8> %Shuff95, i32 %3
  %Shuff148 = shufflevector <1 x i16> %Shuff48, <1 x i16> zeroinitializer, <1 x i32> poison
  %I149 = insertelement <4 x i8> %Shuff140, i8 %E101, i32 %3
  %B150 = urem <2 x i32> %ZE51, zeroinitializer
  %PC151 = bitcast ptr %2 to ptr
  %Sl152 = select <4 x i1> %Cmp77, <4 x i8> %Shuff133, <4 x i8> %I73
  %Cmp153 = icmp eq i1 %Cmp107, %L17
  br i1 %Cmp153, label %CF251, label %CF266

CF266:                                            ; preds = %CF251
  %L154 = load <4 x i16>, ptr %PC, align 8
  store i64 %L93, ptr %PC59, align 4
  %E155 = extractelement <8 x float> %L123, i32 188495
  %Shuff156 = shufflevector <4 x i8> %Shuff95, <4 x i8> %Shuff34, <4 x i32> <i32 1, i32 3, i32 poison, i32 poison>
  %I157 = insertelement <2 x i32> %Shuff19, i32 64387, i32 64387
  %B158 = ashr <4 x i8> %I35, %Shuff
  %BC159 = bitcast i32 %Se120 to float
  %Sl160 = select i1 %Cmp153, ptr %PC59, ptr %PC
  %Cmp161 = fcmp une float 0xBF97E3FBC0000000, %E25
  br i1 %Cmp161, label %CF251, label %CF258

CF258:                                            ; preds = %CF258, %CF266
  %L162 = load <16 x float>, ptr %PC, align 64
  store i32 %3, ptr %PC59, align 4
  %E163 = extractelement <4 x i8> zeroinitializer, i32 %E71
  %Shuff164 = shufflevector <4 x i8> %Shuff87, <4 x i8> zeroinitializer, <4 x i32> <i32 5, i32 poison, i32 1, i32 poison>
  %I165 = insertelement <1 x i16> %Shuff48, i16 -4505, i32 %B104
  %PC166 = bitcast ptr %A2 to ptr
  %Sl167 = select i1 %Cmp107, <4 x i8> %Shuff133, <4 x i8> %Shuff
  %Cmp168 = fcmp ule <4 x float> %I65, %Shuff80
  %L169 = load double, ptr %PC151, align 8
  store <2 x i16> %B82, ptr %PC59, align 4
  %E170 = extractelement <4 x i1> %Cmp77, i32 %E71
  br i1 %E170, label %CF258, label %CF263

CF263:                                            ; preds = %CF263, %CF258
  %Shuff171 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Sl152, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I172 = insertelement <4 x i8> %Shuff140, i8 %E139, i32 %3
  %B173 = shl i8 %B119, %E139
  %Tr174 = trunc i16 %Se to i8
  %Sl175 = select i1 %Cmp107, i16 %B28, i16 %B28
  %Cmp176 = fcmp ogt double %Sl16, %L169
  br i1 %Cmp176, label %CF263, label %CF264

CF264:                                            ; preds = %CF263
  %L177 = load i1, ptr %Sl106, align 1
  br i1 %L177, label %CF251, label %CF257

CF257:                                            ; preds = %CF264
  %E178 = extractelement <1 x i32> %L70, i32 %BC
  %Shuff179 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff133, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I180 = insertelement <2 x i32> %L39, i32 %B104, i32 %Se120
  %B181 = sub i8 %B58, %E33
  %Tr182 = trunc i8 %B173 to i1
  br i1 %Tr182, label %CF247, label %CF248

CF248:                                            ; preds = %CF248, %CF268, %CF255, %CF257
  %Sl183 = select i1 %Cmp153, i8 %B181, i8 %Sl
  %L184 = load double, ptr %PC, align 8
  store <16 x float> %L162, ptr %PC59, align 64
  %E185 = extractelement <4 x i8> %Shuff56, i32 %E71
  %Shuff186 = shufflevector <4 x float> %Sl44, <4 x float> %Shuff80, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I187 = insertelement <2 x i32> %Shuff19, i32 188495, i32 %Sl22
  %B188 = lshr <2 x i64> %B50, %I14
  %Tr189 = trunc i32 %E178 to i8
  %Sl190 = select i1 %Cmp107, i8 %B173, i8 95
  %Cmp191 = icmp ugt <1 x i32> %L131, %L131
  %L192 = load i1, ptr %Sl76, align 1
  br i1 %L192, label %CF248, label %CF268

CF268:                                            ; preds = %CF248
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC59, align 64
  %E193 = extractelement <8 x i64> zeroinitializer, i32 %E178
  %Shuff194 = shufflevector <2 x i16> %Shuff41, <2 x i16> %Shuff41, <2 x i32> <i32 2, i32 0>
  %I195 = insertelement <4 x i8> %I88, i8 %Tr, i32 %B104
  %B196 = srem i8 %B89, %E101
  %Sl197 = select <4 x i1> %Cmp130, <4 x i8> %I172, <4 x i8> %Shuff140
  %Cmp198 = icmp sge <1 x i16> %Sl52, %Shuff48
  %L199 = load <1 x float>, ptr %PC, align 4
  store i8 %5, ptr %PC166, align 1
  %E200 = extractelement <4 x i8> %Sl167, i32 %BC
  %Shuff201 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %I8, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I202 = insertelement <2 x i16> zeroinitializer, i16 %Sl175, i32 %Se120
  %B203 = and <4 x i8> %Shuff87, %Shuff34
  %Sl204 = select i1 %Cmp31, float %E132, float 0xBB87EBEBC0000000
  %Cmp205 = icmp slt i32 %L85, %E178
  br i1 %Cmp205, label %CF248, label %CF253

CF253:                                            ; preds = %CF253, %CF268
  %L206 = load <4 x double>, ptr %Sl76, align 32
  store float %E132, ptr %Sl106, align 4
  %E207 = extractelement <8 x i64> %B15, i32 %E71
  %Shuff208 = shufflevector <4 x i8> %Shuff133, <4 x i8> %Shuff133, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I209 = insertelement <2 x i16> %I103, i16 6191, i32 %Se120
  %B210 = urem i8 %E40, %B119
  %FC211 = fptosi <1 x float> %L199 to <1 x i1>
  %Sl212 = select i1 %Cmp31, i8 %E55, i8 %E124
  %Cmp213 = fcmp olt <4 x float> %L, %L11
  %L214 = load <4 x float>, ptr %PC166, align 16
  store i32 %E178, ptr %0, align 4
  %E215 = extractelement <8 x i64> zeroinitializer, i32 %3
  %Shuff216 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff140, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I217 = insertelement <8 x i64> zeroinitializer, i64 %E79, i32 %E71
  %B218 = fsub <2 x double> %FC75, %FC75
  %Se219 = sext i1 %Cmp92 to i64
  %Sl220 = select i1 %Cmp84, i16 %Sl175, i16 %L100
  %Cmp221 = fcmp uno double %L184, %L169
  br i1 %Cmp221, label %CF253, label %CF255

CF255:                                            ; preds = %CF253
  %L222 = load i8, ptr %PC59, align 1
  store <8 x double> %L115, ptr %PC, align 64
  %E223 = extractelement <8 x i64> %Shuff26, i32 188495
  %Shuff224 = shufflevector <2 x i64> %ZE128, <2 x i64> %B188, <2 x i32> <i32 2, i32 0>
  %I225 = insertelement <4 x double> %L206, double %L169, i32 %E178
  %B226 = sub i8 107, %E139
  %Se227 = sext <4 x i1> %Cmp213 to <4 x i16>
  %Sl228 = select <2 x i1> %Cmp137, <2 x i16> %I209, <2 x i16> zeroinitializer
  %Cmp229 = icmp sge <4 x i8> %Shuff13, %Shuff34
  %L230 = load <8 x double>, ptr %PC, align 64
  store double %L169, ptr %0, align 8
  %E231 = extractelement <4 x float> %Sl44, i32 %E71
  %Shuff232 = shufflevector <1 x i1> %Cmp99, <1 x i1> %Cmp99, <1 x i32> <i32 1>
  %I233 = insertelement <1 x i1> %Cmp99, i1 %Cmp45, i32 %B104
  %B234 = shl i8 %E47, %B196
  %Tr235 = trunc <8 x i64> %Shuff117 to <8 x i16>
  %Sl236 = select <4 x i1> %Cmp77, <4 x i8> %I149, <4 x i8> %Shuff87
  %Cmp237 = icmp eq i32 %E178, %E178
  br i1 %Cmp237, label %CF248, label %CF250

CF250:                                            ; preds = %CF255
  %L238 = load <2 x i32>, ptr %PC, align 8
  store i1 %Sl37, ptr %PC, align 1
  %E239 = extractelement <4 x i8> %Shuff179, i32 %Se120
  %Shuff240 = shufflevector <1 x i16> %Sl52, <1 x i16> %Shuff48, <1 x i32> <i32 1>
  %I241 = insertelement <2 x i16> %B127, i16 %L100, i32 %E71
  %B242 = add i8 %E63, %E33
  %BC243 = bitcast i32 %Se120 to float
  %Sl244 = select i1 %Cmp, i16 1247, i16 %B21
  store i16 %B43, ptr %PC59, align 2
  store i8 %B210, ptr %PC, align 1
  store i1 %Tr182, ptr %Sl76, align 1
  store i1 %Cmp237, ptr %PC151, align 1
  store i32 %3, ptr %PC29, align 4
  ret void
}
