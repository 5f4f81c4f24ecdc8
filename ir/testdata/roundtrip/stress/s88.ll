; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD88(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i8>, align 4
  %A3 = alloca <1 x i64>, align 8
  %A2 = alloca <4 x i64>, align 32
  %A1 = alloca <8 x i1>, align 1
  %A = alloca <16 x i16>, align 32
  %L = load <4 x double>, ptr %A4, align 32
  store i8 97, ptr %0, align 1
  %E = extractelement <1 x i32> zeroinitializer, i32 %3
  %Shuff = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I = insertelement <8 x i8> zeroinitializer, i8 %5, i32 110825
  %B = and i64 %4, %4
  %Tr = trunc i32 168297 to i1
  br label %CF249

CF249:                                            ; preds = %CF249, %CF274, %CF270, %CF257, %BB
  %Sl = select i1 true, i32 487021, i32 168297
  %Cmp = icmp ne <8 x i8> %Shuff, zeroinitializer
  %L5 = load <4 x i16>, ptr %0, align 8
  store double 0x8453B072FF51E0F0, ptr %A, align 8
  %E6 = extractelement <4 x i16> %L5, i32 %3
  %Shuff7 = shufflevector <8 x i8> %Shuff, <8 x i8> %Shuff, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I8 = insertelement <8 x i8> zeroinitializer, i8 -1, i32 168297
  %B9 = lshr i32 484633, 487021
  %FC = fptosi <4 x double> %L to <4 x i16>
  %Sl10 = select i1 %Tr, ptr %A3, ptr %0
  %Cmp11 = icmp sgt <2 x i32> zeroinitializer, zeroinitializer
  %L12 = load <2 x i32>, ptr %Sl10, align 8
  store i32 110825, ptr %Sl10, align 4
  %E13 = extractelement <8 x i1> %Cmp, i32 168297
  br i1 %E13, label %CF249, label %CF274

CF274:                                            ; preds = %CF249
  %Shuff14 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 poison, i32 3, i32 poison, i32 7, i32 poison, i32 11>
  %I15 = insertelement <4 x i32> zeroinitializer, i32 %3, i32 168297
  %B16 = urem i32 %E, 96113
  %FC17 = uitofp i8 97 to float
  %Sl18 = select i1 %E13, i8 97, i8 %5
  %Cmp19 = icmp eq i1 %E13, true
  br i1 %Cmp19, label %CF249, label %CF270

CF270:                                            ; preds = %CF274
  %L20 = load i8, ptr %Sl10, align 1
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl10, align 16
  %E21 = extractelement <8 x i16> zeroinitializer, i32 110825
  %Shuff22 = shufflevector <4 x i16> %FC, <4 x i16> %L5, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I23 = insertelement <8 x i8> zeroinitializer, i8 %Sl18, i32 %3
  %B24 = fsub float 0x3FC5A45980000000, %FC17
  %FC25 = sitofp i16 %E6 to double
  %Sl26 = select i1 true, <8 x i8> %I, <8 x i8> %Shuff
  %Cmp27 = icmp ugt <4 x i32> %I15, zeroinitializer
  %L28 = load i32, ptr %0, align 4
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E29 = extractelement <8 x i8> %Sl26, i32 110825
  %Shuff30 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I31 = insertelement <8 x i16> zeroinitializer, i16 0, i32 %E
  %B32 = sub i8 97, %Sl18
  %BC = bitcast i32 %L28 to float
  %Sl33 = select i1 true, <4 x double> %L, <4 x double> %L
  %Cmp34 = icmp ugt <8 x i8> %I8, zeroinitializer
  %L35 = load i64, ptr %Sl10, align 4
  store <2 x i8> <i8 0, i8 -1>, ptr %Sl10, align 2
  %E36 = extractelement <4 x i16> %Shuff22, i32 %L28
  %Shuff37 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I38 = insertelement <8 x i16> zeroinitializer, i16 %E6, i32 %B16
  %B39 = mul <4 x i32> %I15, %I15
  %PC = bitcast ptr %2 to ptr
  %Sl40 = select i1 true, <4 x i32> %I15, <4 x i32> zeroinitializer
  %Cmp41 = icmp uge i1 true, %E13
  br i1 %Cmp41, label %CF249, label %CF254

CF254:                                            ; preds = %CF254, %CF268, %CF270
  %L42 = load i16, ptr %Sl10, align 2
  store <1 x float> zeroinitializer, ptr %Sl10, align 4
  %E43 = extractelement <8 x i8> %Shuff7, i32 %3
  %Shuff44 = shufflevector <1 x i32> %Shuff37, <1 x i32> %Shuff30, <1 x i32> <i32 1>
  %I45 = insertelement <8 x i8> zeroinitializer, i8 %E29, i32 110825
  %ZE = zext i8 %5 to i16
  %Sl46 = select i1 %Cmp41, i1 true, i1 true
  br i1 %Sl46, label %CF254, label %CF258

CF258:                                            ; preds = %CF258, %CF254
  %Cmp47 = icmp ule i16 %E6, %E36
  br i1 %Cmp47, label %CF258, label %CF266

CF266:                                            ; preds = %CF266, %CF272, %CF258
  %L48 = load <2 x i32>, ptr %Sl10, align 8
  store i32 168297, ptr %Sl10, align 4
  %E49 = extractelement <8 x i8> %Shuff, i32 168297
  %Shuff50 = shufflevector <2 x i32> %L48, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I51 = insertelement <2 x i32> zeroinitializer, i32 168297, i32 168297
  %B52 = and <8 x i16> zeroinitializer, %I31
  %PC53 = bitcast ptr %A3 to ptr
  %Sl54 = select i1 %Cmp41, i32 %L28, i32 487021
  %L55 = load <16 x i8>, ptr %Sl10, align 16
  store i32 168297, ptr %Sl10, align 4
  %E56 = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff57 = shufflevector <8 x i8> %Sl26, <8 x i8> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I58 = insertelement <16 x i8> %L55, i8 %Sl18, i32 168297
  %B59 = fsub float 0x3FC5A45980000000, 0xC69B3C0F00000000
  %Tr60 = trunc <1 x i32> %Shuff37 to <1 x i16>
  %Sl61 = select i1 %Cmp41, i32 484633, i32 %Sl54
  %Cmp62 = icmp sgt <8 x i8> %I, %Shuff
  %L63 = load i16, ptr %Sl10, align 2
  store <8 x i16> %I38, ptr %PC, align 16
  %E64 = extractelement <4 x i32> zeroinitializer, i32 484633
  %Shuff65 = shufflevector <8 x i8> %I45, <8 x i8> %I45, <8 x i32> <i32 14, i32 poison, i32 poison, i32 4, i32 6, i32 8, i32 poison, i32 12>
  %I66 = insertelement <8 x i8> zeroinitializer, i8 -1, i32 110825
  %B67 = add <8 x i8> %Shuff7, %Shuff
  %Sl68 = select <8 x i1> %Cmp34, <8 x i16> %Shuff14, <8 x i16> zeroinitializer
  %L69 = load i64, ptr %0, align 4
  %E70 = extractelement <4 x double> %L, i32 110825
  %Shuff71 = shufflevector <4 x double> %Sl33, <4 x double> %L, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I72 = insertelement <8 x i8> %Shuff57, i8 97, i32 %Sl54
  %B73 = sdiv <8 x i8> %I8, %Shuff
  %FC74 = uitofp i32 382981 to double
  %Sl75 = select i1 true, double %FC25, double %FC25
  %Cmp76 = icmp ne <16 x i8> %I58, %L55
  %L77 = load i32, ptr %PC, align 4
  store <1 x float> zeroinitializer, ptr %Sl10, align 4
  %E78 = extractelement <8 x i16> zeroinitializer, i32 %L28
  %Shuff79 = shufflevector <2 x i32> %L48, <2 x i32> %L48, <2 x i32> <i32 3, i32 1>
  %I80 = insertelement <8 x i1> %Cmp, i1 true, i32 %Sl54
  %B81 = frem double 0x6CEFCC0E0DEDA28C, 0x8453B072FF51E0F0
  %Tr82 = trunc <4 x i16> %Shuff22 to <4 x i8>
  %Sl83 = select <8 x i1> %I80, <8 x i8> %I72, <8 x i8> zeroinitializer
  %Cmp84 = fcmp false float %B24, 0xC69B3C0F00000000
  br i1 %Cmp84, label %CF266, label %CF272

CF272:                                            ; preds = %CF266
  %L85 = load <4 x i64>, ptr %Sl10, align 32
  store i1 %Cmp84, ptr %Sl10, align 1
  %E86 = extractelement <8 x i8> %Shuff65, i32 %Sl54
  %Shuff87 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 poison, i32 15>
  %I88 = insertelement <8 x i8> zeroinitializer, i8 %E86, i32 382981
  %B89 = lshr <8 x i8> %Sl26, %Shuff57
  %Tr90 = trunc <8 x i8> %Sl83 to <8 x i1>
  %Sl91 = select <8 x i1> %Cmp34, <8 x i8> %I66, <8 x i8> %Shuff57
  %Cmp92 = icmp ne <8 x i8> zeroinitializer, zeroinitializer
  %L93 = load <4 x i8>, ptr %Sl10, align 4
  store i1 true, ptr %PC, align 1
  %E94 = extractelement <8 x i16> zeroinitializer, i32 %3
  %Shuff95 = shufflevector <8 x i8> %I72, <8 x i8> %I45, <8 x i32> <i32 15, i32 poison, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13>
  %I96 = insertelement <1 x i32> %Shuff44, i32 %B16, i32 %Sl61
  %Tr97 = fptrunc double %E70 to float
  %Sl98 = select i1 %Cmp41, i64 422869, i64 %B
  %Cmp99 = icmp ule <2 x i32> %Shuff50, %Shuff79
  %L100 = load i1, ptr %PC, align 1
  br i1 %L100, label %CF266, label %CF268

CF268:                                            ; preds = %CF272
  store <16 x i8> %L55, ptr %PC, align 16
  %E101 = extractelement <1 x i32> %Shuff44, i32 %3
  %Shuff102 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff14, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 poison, i32 6, i32 8>
  %I103 = insertelement <8 x i16> zeroinitializer, i16 %E94, i32 110825
  %B104 = sub i8 %B32, %5
  %Tr105 = trunc <2 x i32> %I51 to <2 x i1>
  %Sl106 = select i1 %E13, i1 %E13, i1 true
  br i1 %Sl106, label %CF254, label %CF257

CF257:                                            ; preds = %CF268
  %Cmp107 = icmp ult i8 %Sl18, 97
  br i1 %Cmp107, label %CF249, label %CF252

CF252:                                            ; preds = %CF252, %CF262, %CF257
  %L108 = load <2 x i32>, ptr %Sl10, align 8
  store double %E70, ptr %PC, align 8
  %E109 = extractelement <4 x i64> %L85, i32 %E56
  %Shuff110 = shufflevector <16 x i1> %Cmp76, <16 x i1> %Cmp76, <16 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 poison, i32 poison, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5>
  %I111 = insertelement <8 x i16> %Shuff102, i16 %L42, i32 %B16
  %B112 = frem float 0x4547B45B80000000, %B59
  %FC113 = uitofp i16 22093 to float
  %Sl114 = select i1 %Tr, float %FC113, float %Tr97
  %Cmp115 = icmp sge i8 %L20, %B32
  br i1 %Cmp115, label %CF252, label %CF260

CF260:                                            ; preds = %CF260, %CF252
  %L116 = load i16, ptr %A1, align 2
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl10, align 64
  %E117 = extractelement <8 x i1> %Cmp, i32 96113
  br i1 %E117, label %CF260, label %CF262

CF262:                                            ; preds = %CF260
  %Shuff118 = shufflevector <4 x i1> %Cmp27, <4 x i1> %Cmp27, <4 x i32> <i32 4, i32 6, i32 0, i32 poison>
  %I119 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 %E
  %B120 = srem i64 422869, %Sl98
  %FC121 = uitofp <16 x i8> %L55 to <16 x float>
  %Sl122 = select i1 %Cmp115, double 0x8453B072FF51E0F0, double %E70
  %Cmp123 = icmp sgt i16 %E36, -8091
  br i1 %Cmp123, label %CF252, label %CF253

CF253:                                            ; preds = %CF262
  %L124 = load float, ptr %PC53, align 4
  store <4 x i16> %L5, ptr %0, align 8
  %E125 = extractelement <8 x i8> zeroinitializer, i32 %3
  %Shuff126 = shufflevector <2 x i32> %L48, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I127 = insertelement <2 x i32> %L108, i32 %Sl54, i32 %Sl54
  %B128 = shl i8 %E125, -1
  %FC129 = fptosi float %FC17 to i8
  %Sl130 = select i1 %Cmp41, <4 x i1> %Shuff118, <4 x i1> %Shuff118
  %Cmp131 = fcmp uno double 0x6CEFCC0E0DEDA28C, %Sl122
  br label %CF248

CF248:                                            ; preds = %CF253
  %L132 = load i64, ptr %PC53, align 4
  store <1 x i32> zeroinitializer, ptr %A4, align 4
  %E133 = extractelement <2 x i1> %Cmp11, i32 %E101
  br label %CF247

CF247:                                            ; preds = %CF247, %CF273, %CF248
  %Shuff134 = shufflevector <8 x i1> %Cmp92, <8 x i1> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I135 = insertelement <2 x i32> %Shuff126, i32 %L77, i32 %Sl54
  %B136 = fdiv float 0xC243AC5780000000, %B24
  %Sl137 = select i1 %Cmp19, i32 487021, i32 %E56
  %Cmp138 = icmp sge i64 %L132, %4
  br i1 %Cmp138, label %CF247, label %CF273

CF273:                                            ; preds = %CF247
  %L139 = load float, ptr %Sl10, align 4
  %E140 = extractelement <4 x double> %Shuff71, i32 %Sl137
  %Shuff141 = shufflevector <8 x i16> %Shuff102, <8 x i16> %Shuff102, <8 x i32> <i32 15, i32 poison, i32 3, i32 5, i32 poison, i32 poison, i32 11, i32 13>
  %I142 = insertelement <8 x i8> zeroinitializer, i8 %E86, i32 %E101
  %B143 = and i32 %Sl54, %E64
  %FC144 = fptosi <16 x float> %FC121 to <16 x i16>
  %Sl145 = select i1 %Cmp123, <8 x i8> %I, <8 x i8> %Shuff65
  %Cmp146 = fcmp ogt double %Sl122, %E70
  br i1 %Cmp146, label %CF247, label %CF267

CF267:                                            ; preds = %CF273
  %L147 = load i1, ptr %0, align 1
  br label %CF

CF:                                               ; preds = %CF, %CF265, %CF264, %CF269, %CF267
  %E148 = extractelement <8 x i1> %Cmp62, i32 %E
  br i1 %E148, label %CF, label %CF265

CF265:                                            ; preds = %CF
  %Shuff149 = shufflevector <2 x i32> %Shuff79, <2 x i32> %L48, <2 x i32> <i32 1, i32 3>
  %I150 = insertelement <2 x i32> zeroinitializer, i32 %E64, i32 %E
  %B151 = xor <8 x i16> %I111, %Shuff141
  %FC152 = fptoui float %B59 to i16
  %Sl153 = select <4 x i1> %Shuff118, <4 x i16> %Shuff22, <4 x i16> %L5
  %L154 = load double, ptr %Sl10, align 8
  store <16 x i16> %FC144, ptr %A, align 32
  %E155 = extractelement <8 x i16> zeroinitializer, i32 %Sl54
  %Shuff156 = shufflevector <4 x i1> %Cmp27, <4 x i1> %Sl130, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I157 = insertelement <2 x i32> %I135, i32 %E101, i32 %Sl137
  %B158 = or i64 %L69, %Sl98
  %Se = sext <8 x i8> %I to <8 x i16>
  %Sl159 = select <2 x i1> %Cmp99, <2 x i32> %I157, <2 x i32> %Shuff149
  %Cmp160 = icmp sge i64 %E109, %L69
  br i1 %Cmp160, label %CF, label %CF264

CF264:                                            ; preds = %CF265
  %L161 = load <2 x i64>, ptr %0, align 16
  store i1 true, ptr %0, align 1
  %E162 = extractelement <8 x i8> zeroinitializer, i32 %E101
  %Shuff163 = shufflevector <4 x i32> %Sl40, <4 x i32> %I15, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I164 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 %B9
  %B165 = udiv i8 %E43, %B32
  %ZE166 = zext <2 x i32> %I127 to <2 x i64>
  %Sl167 = select i1 true, ptr %0, ptr %Sl10
  %Cmp168 = fcmp one double 0x6CEFCC0E0DEDA28C, %E70
  br i1 %Cmp168, label %CF, label %CF255

CF255:                                            ; preds = %CF255, %CF261, %CF264
  %L169 = load <4 x i8>, ptr %Sl10, align 4
  store i16 %E78, ptr %Sl167, align 2
  %E170 = extractelement <2 x i32> %L108, i32 %L77
  %Shuff171 = shufflevector <2 x i32> %I164, <2 x i32> %L12, <2 x i32> <i32 3, i32 1>
  %I172 = insertelement <16 x i1> %Cmp76, i1 %L100, i32 %Sl54
  %B173 = and <2 x i32> %L48, %L48
  %Tr174 = trunc <8 x i16> %Shuff14 to <8 x i1>
  %Sl175 = select <4 x i1> %Sl130, <4 x double> %L, <4 x double> %L
  %Cmp176 = icmp sge i32 %B16, %L77
  br i1 %Cmp176, label %CF255, label %CF261

CF261:                                            ; preds = %CF255
  %L177 = load <4 x i32>, ptr %Sl167, align 16
  store i32 %Sl54, ptr %Sl167, align 4
  %E178 = extractelement <8 x i1> zeroinitializer, i32 %E56
  br i1 %E178, label %CF255, label %CF259

CF259:                                            ; preds = %CF259, %CF277, %CF261
  %Shuff179 = shufflevector <8 x i8> %Sl26, <8 x i8> %Shuff, <8 x i32> <i32 13, i32 poison, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I180 = insertelement <8 x i8> zeroinitializer, i8 %Sl18, i32 %E170
  %B181 = fadd double %E140, %Sl122
  %Tr182 = trunc i32 %Sl137 to i1
  br i1 %Tr182, label %CF259, label %CF277

CF277:                                            ; preds = %CF259
  %Sl183 = select i1 %Cmp41, double %E70, double %FC74
  %Cmp184 = icmp slt i8 %5, %E125
  br i1 %Cmp184, label %CF259, label %CF269

CF269:                                            ; preds = %CF277
  %L185 = load <2 x i32>, ptr %PC53, align 8
  store i16 0, ptr %Sl10, align 2
  %E186 = extractelement <2 x i32> %Shuff50, i32 %E101
  %Shuff187 = shufflevector <8 x i8> %B67, <8 x i8> %I8, <8 x i32> <i32 9, i32 poison, i32 13, i32 poison, i32 1, i32 3, i32 poison, i32 poison>
  %I188 = insertelement <2 x i32> %Shuff126, i32 %E170, i32 %Sl54
  %B189 = fmul double %L154, %FC74
  %Se190 = sext i32 484633 to i64
  %Sl191 = select i1 %Cmp41, i8 97, i8 %5
  %Cmp192 = fcmp false float %Tr97, 0xC69B3C0F00000000
  br i1 %Cmp192, label %CF, label %CF250

CF250:                                            ; preds = %CF250, %CF263, %CF276, %CF269
  %L193 = load i8, ptr %0, align 1
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl167, align 128
  %E194 = extractelement <8 x i8> %I8, i32 %B16
  %Shuff195 = shufflevector <2 x i32> %L48, <2 x i32> %Shuff50, <2 x i32> <i32 2, i32 0>
  %I196 = insertelement <4 x i8> %L169, i8 %E125, i32 %Sl61
  %B197 = mul i8 %E194, 0
  %ZE198 = zext i1 %E178 to i64
  %Sl199 = select i1 %Cmp115, <4 x i32> %Shuff163, <4 x i32> %B39
  %Cmp200 = fcmp oeq double 0x8453B072FF51E0F0, %B181
  br i1 %Cmp200, label %CF250, label %CF263

CF263:                                            ; preds = %CF250
  %L201 = load float, ptr %Sl10, align 4
  store <4 x i32> %Shuff163, ptr %PC, align 16
  %E202 = extractelement <2 x i32> zeroinitializer, i32 %Sl137
  %Shuff203 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I204 = insertelement <2 x i32> zeroinitializer, i32 %E202, i32 %L77
  %B205 = and <4 x i16> %L5, %L5
  %ZE206 = zext i1 true to i8
  %Sl207 = select i1 %Tr, i32 484633, i32 %E64
  %Cmp208 = icmp sge <2 x i32> %I164, %L48
  %L209 = load <8 x i8>, ptr %Sl167, align 8
  store i32 %L28, ptr %Sl10, align 4
  %E210 = extractelement <8 x i8> %Shuff187, i32 %Sl54
  %Shuff211 = shufflevector <8 x i16> %B151, <8 x i16> %Shuff102, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 1, i32 poison>
  %I212 = insertelement <8 x i8> %Shuff, i8 %E162, i32 %E101
  %B213 = or <4 x i8> %L169, %L169
  %FC214 = sitofp <8 x i8> %Sl145 to <8 x float>
  %Sl215 = select i1 %E13, i32 %E56, i32 %E101
  %Cmp216 = icmp ugt i32 %L77, %Sl54
  br i1 %Cmp216, label %CF250, label %CF256

CF256:                                            ; preds = %CF256, %CF263
  %L217 = load <2 x double>, ptr %Sl10, align 16
  store float %B59, ptr %Sl10, align 4
  %E218 = extractelement <2 x i1> %Cmp99, i32 %E186
  br i1 %E218, label %CF256, label %CF276

CF276:                                            ; preds = %CF256
  %Shuff219 = shufflevector <4 x double> %Sl33, <4 x double> %Sl175, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I220 = insertelement <8 x i8> %Shuff87, i8 %5, i32 %Sl137
  %B221 = and i16 %E36, 0
  %Sl222 = select <8 x i1> zeroinitializer, <8 x i8> %I142, <8 x i8> %Shuff57
  %Cmp223 = fcmp ogt float 0xC243AC5780000000, %FC17
  br i1 %Cmp223, label %CF250, label %CF251

CF251:                                            ; preds = %CF251, %CF276
  %L224 = load <4 x i32>, ptr %0, align 16
  store i8 %E86, ptr %Sl10, align 1
  %E225 = extractelement <2 x i1> %Cmp99, i32 %L28
  br i1 %E225, label %CF251, label %CF271

CF271:                                            ; preds = %CF271, %CF251
  %Shuff226 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff179, <8 x i32> <i32 7, i32 9, i32 poison, i32 13, i32 15, i32 poison, i32 poison, i32 5>
  %I227 = insertelement <4 x double> %Shuff219, double 0x6E7BEC9A0D794118, i32 168297
  %B228 = sdiv <4 x i16> %B205, %L5
  %Sl229 = select i1 true, float %B59, float %BC
  %Cmp230 = icmp uge <2 x i32> %I127, zeroinitializer
  %L231 = load i64, ptr %Sl10, align 4
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl167, align 32
  %E232 = extractelement <8 x i8> zeroinitializer, i32 %E170
  %Shuff233 = shufflevector <8 x i8> %Shuff226, <8 x i8> %Shuff179, <8 x i32> <i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 poison>
  %I234 = insertelement <8 x i1> %Tr174, i1 %Cmp41, i32 %E170
  %B235 = sdiv <4 x i16> %Sl153, %B205
  %FC236 = uitofp <8 x i16> %I31 to <8 x float>
  %Sl237 = select i1 %Tr182, double %B81, double %E140
  %Cmp238 = icmp ult <16 x i8> %I58, %L55
  %L239 = load double, ptr %Sl10, align 8
  store <2 x i64> %L161, ptr %Sl167, align 16
  %E240 = extractelement <8 x i1> %I234, i32 %E202
  br i1 %E240, label %CF271, label %CF275

CF275:                                            ; preds = %CF271
  %Shuff241 = shufflevector <2 x i32> %L185, <2 x i32> %I119, <2 x i32> <i32 0, i32 2>
  %I242 = insertelement <1 x i32> %Shuff30, i32 %E, i32 %Sl54
  %B243 = or <1 x i32> %Shuff44, zeroinitializer
  %Se244 = sext <8 x i8> %I66 to <8 x i32>
  %Sl245 = select i1 %Cmp176, i64 %E109, i64 %L132
  %Cmp246 = icmp slt <2 x i32> %Shuff149, %Shuff195
  store i8 0, ptr %Sl167, align 1
  store float 0xC69B3C0F00000000, ptr %0, align 4
  store i1 %Cmp41, ptr %0, align 1
  store i8 0, ptr %Sl10, align 1
  store i16 %B221, ptr %Sl167, align 2
  ret void
}
