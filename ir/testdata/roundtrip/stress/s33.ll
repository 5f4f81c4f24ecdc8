; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD33(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca i32, align 4
  %A2 = alloca i64, align 8
  %A1 = alloca i32, align 4
  %A = alloca i1, align 1
  %L = load <8 x i16>, ptr %0, align 16
  store i32 457423, ptr %0, align 4
  %E = extractelement <4 x i16> zeroinitializer, i32 63655
  %Shuff = shufflevector <8 x i16> zeroinitializer, <8 x i16> %L, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7>
  %I = insertelement <8 x i16> zeroinitializer, i16 -1, i32 457423
  %B = urem i64 25075, 59339
  %ZE = zext <8 x i1> zeroinitializer to <8 x i64>
  %Sl = select i1 true, <8 x i64> %ZE, <8 x i64> zeroinitializer
  %L5 = load <4 x i64>, ptr %0, align 32
  store double 0x7C0D38ACB80B6A2A, ptr %0, align 8
  %E6 = extractelement <8 x i1> zeroinitializer, i32 330779
  br label %CF255

CF255:                                            ; preds = %BB
  %Shuff7 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I8 = insertelement <8 x i64> %ZE, i64 59339, i32 63655
  %B9 = udiv i16 %E, -1
  %ZE10 = zext <8 x i16> %I to <8 x i64>
  %Sl11 = select i1 true, ptr %0, ptr %A
  %Cmp = icmp ult i64 %B, %B
  br label %CF238

CF238:                                            ; preds = %CF255
  %L12 = load <4 x i1>, ptr %Sl11, align 1
  store i64 %B, ptr %Sl11, align 4
  %E13 = extractelement <4 x i16> zeroinitializer, i32 457423
  %Shuff14 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %L, <8 x i32> <i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I15 = insertelement <2 x i1> %Shuff7, i1 true, i32 63655
  %B16 = sdiv i32 457423, %3
  %Sl17 = select i1 true, ptr %A1, ptr %Sl11
  %Cmp18 = icmp sge i16 -1, %B9
  br label %CF234

CF234:                                            ; preds = %CF234, %CF243, %CF238
  %L19 = load i1, ptr %Sl11, align 1
  br i1 %L19, label %CF234, label %CF240

CF240:                                            ; preds = %CF240, %CF234
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %A4, align 4
  %E20 = extractelement <8 x i64> zeroinitializer, i32 %3
  %Shuff21 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I22 = insertelement <8 x i16> %I, i16 %B9, i32 330779
  %Sl23 = select <4 x i1> %L12, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer
  %Cmp24 = icmp ugt <2 x i1> %I15, %Shuff7
  %L25 = load <4 x i16>, ptr %Sl11, align 8
  store double 0x1C3195D0122F014E, ptr %Sl17, align 8
  %E26 = extractelement <2 x i8> zeroinitializer, i32 63655
  %Shuff27 = shufflevector <4 x i1> %L12, <4 x i1> %L12, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I28 = insertelement <4 x i32> %Sl23, i32 %3, i32 330779
  %B29 = and <8 x i16> zeroinitializer, %L
  %Se = sext i1 %L19 to i64
  %Sl30 = select i1 true, i8 -57, i8 %5
  %Cmp31 = icmp uge i16 -1, -27073
  br i1 %Cmp31, label %CF240, label %CF243

CF243:                                            ; preds = %CF240
  %L32 = load i32, ptr %Sl11, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl11, align 8
  %E33 = extractelement <8 x i1> zeroinitializer, i32 63655
  br i1 %E33, label %CF234, label %CF236

CF236:                                            ; preds = %CF243
  %Shuff34 = shufflevector <4 x i32> %I28, <4 x i32> %Sl23, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I35 = insertelement <4 x i32> zeroinitializer, i32 %B16, i32 %3
  %B36 = srem i16 -27073, -27073
  %PC = bitcast ptr %0 to ptr
  %Sl37 = select i1 true, <4 x i1> %L12, <4 x i1> %L12
  %Cmp38 = icmp slt i64 %4, %Se
  br label %CF

CF:                                               ; preds = %CF, %CF269, %CF268, %CF256, %CF261, %CF236
  %L39 = load double, ptr %PC, align 8
  %E40 = extractelement <4 x i32> %Sl23, i32 %L32
  %Shuff41 = shufflevector <8 x i64> %ZE10, <8 x i64> %ZE, <8 x i32> <i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison>
  %I42 = insertelement <8 x i16> %Shuff, i16 -1, i32 %L32
  %FC = uitofp <8 x i16> %B29 to <8 x double>
  %Sl43 = select <4 x i1> %L12, <4 x i16> zeroinitializer, <4 x i16> zeroinitializer
  %L44 = load float, ptr %Sl11, align 4
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC, align 32
  %E45 = extractelement <8 x i64> %ZE10, i32 %E40
  %Shuff46 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %L, <8 x i32> <i32 poison, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I47 = insertelement <2 x i1> zeroinitializer, i1 %Cmp31, i32 63655
  %BC = bitcast float 0xBA92E4B6C0000000 to i32
  %Sl48 = select i1 true, ptr %0, ptr %Sl11
  %L49 = load double, ptr %Sl11, align 8
  store <4 x i16> %Sl43, ptr %A, align 8
  %E50 = extractelement <8 x i1> %Shuff21, i32 %3
  br i1 %E50, label %CF, label %CF252

CF252:                                            ; preds = %CF252, %CF
  %Shuff51 = shufflevector <8 x i64> %Shuff41, <8 x i64> zeroinitializer, <8 x i32> <i32 poison, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 poison, i32 0>
  %I52 = insertelement <2 x i1> %I47, i1 %Cmp31, i32 63655
  %Sl53 = select i1 true, float 0x7FF5673940000000, float 0xC5BC69C040000000
  %Cmp54 = icmp sgt i64 59339, %E45
  br i1 %Cmp54, label %CF252, label %CF269

CF269:                                            ; preds = %CF252
  %L55 = load <2 x i32>, ptr %Sl11, align 8
  store double %L39, ptr %Sl17, align 8
  %E56 = extractelement <2 x i1> zeroinitializer, i32 330779
  br i1 %E56, label %CF, label %CF251

CF251:                                            ; preds = %CF251, %CF269
  %Shuff57 = shufflevector <4 x i32> %Shuff34, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I58 = insertelement <8 x i64> %Shuff41, i64 59339, i32 63655
  %B59 = sdiv <8 x i64> %Sl, zeroinitializer
  %FC60 = sitofp <8 x i64> %Sl to <8 x double>
  %Sl61 = select i1 %E6, i8 %5, i8 %E26
  %Cmp62 = icmp sgt <2 x i32> %L55, %L55
  %L63 = load <4 x i64>, ptr %1, align 32
  store i1 true, ptr %PC, align 1
  %E64 = extractelement <4 x i1> %Shuff27, i32 63655
  br i1 %E64, label %CF251, label %CF268

CF268:                                            ; preds = %CF251
  %Shuff65 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I66 = insertelement <8 x i16> %L, i16 %B36, i32 330779
  %B67 = udiv <8 x i16> %Shuff, %I42
  %Tr = trunc i32 %L32 to i1
  br i1 %Tr, label %CF, label %CF246

CF246:                                            ; preds = %CF246, %CF268
  %Sl68 = select i1 true, <4 x i64> %L5, <4 x i64> %L63
  %Cmp69 = icmp eq <8 x i16> %Shuff14, %Shuff14
  %L70 = load i32, ptr %Sl11, align 4
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %A4, align 64
  %E71 = extractelement <2 x i1> zeroinitializer, i32 %3
  br i1 %E71, label %CF246, label %CF248

CF248:                                            ; preds = %CF248, %CF260, %CF246
  %Shuff72 = shufflevector <2 x i32> %L55, <2 x i32> %L55, <2 x i32> <i32 0, i32 poison>
  %I73 = insertelement <4 x i64> %L5, i64 59339, i32 63655
  %B74 = fmul double %L49, 0xC9D5E07439D345F2
  %Sl75 = select i1 %E6, <4 x i1> %L12, <4 x i1> %Shuff27
  %Cmp76 = icmp slt i32 330779, %BC
  br i1 %Cmp76, label %CF248, label %CF254

CF254:                                            ; preds = %CF254, %CF248
  %L77 = load i16, ptr %Sl17, align 2
  %E78 = extractelement <4 x i32> %Shuff34, i32 63655
  %Shuff79 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 poison, i32 1>
  %I80 = insertelement <8 x i1> zeroinitializer, i1 %E6, i32 %L70
  %B81 = fadd float 0xBC4DFC31C0000000, 0xBC4DFC31C0000000
  %BC82 = bitcast double 0xC9D5E07439D345F2 to i64
  %Sl83 = select i1 true, double 0x6955DFF499530572, double %B74
  %L84 = load i16, ptr %Sl11, align 2
  store <4 x i16> zeroinitializer, ptr %Sl11, align 8
  %E85 = extractelement <8 x i16> zeroinitializer, i32 457423
  %Shuff86 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff7, <2 x i32> <i32 2, i32 0>
  %I87 = insertelement <8 x i16> zeroinitializer, i16 -1, i32 63655
  %ZE88 = zext <2 x i1> %Cmp62 to <2 x i16>
  %Sl89 = select i1 true, i64 %E20, i64 59339
  %Cmp90 = icmp ule i16 %E85, %B36
  br i1 %Cmp90, label %CF254, label %CF260

CF260:                                            ; preds = %CF254
  %L91 = load <16 x i8>, ptr %0, align 16
  store float 0xBCA877AC40000000, ptr %0, align 4
  %E92 = extractelement <2 x i1> %Shuff86, i32 330779
  br i1 %E92, label %CF248, label %CF250

CF250:                                            ; preds = %CF250, %CF260
  %Shuff93 = shufflevector <8 x i1> %I80, <8 x i1> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 poison, i32 poison, i32 7, i32 poison, i32 11, i32 13>
  %I94 = insertelement <8 x i1> %Shuff79, i1 %Cmp31, i32 %L70
  %B95 = shl <8 x i16> %I22, %I87
  %ZE96 = zext <8 x i1> %Shuff93 to <8 x i32>
  %Sl97 = select i1 %Cmp, <2 x i1> %I52, <2 x i1> %I47
  %Cmp98 = icmp ult <8 x i1> zeroinitializer, zeroinitializer
  %L99 = load i32, ptr %Sl11, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %PC, align 4
  %E100 = extractelement <8 x i1> %Shuff93, i32 %L70
  br i1 %E100, label %CF250, label %CF256

CF256:                                            ; preds = %CF250
  %Shuff101 = shufflevector <2 x i1> %Shuff7, <2 x i1> %I47, <2 x i32> <i32 2, i32 0>
  %I102 = insertelement <4 x i32> %Shuff34, i32 %3, i32 %BC
  %B103 = or i64 25075, %BC82
  %Se104 = sext <2 x i1> %I47 to <2 x i64>
  %Sl105 = select <8 x i1> %Shuff21, <8 x i64> %I8, <8 x i64> %Shuff41
  %Cmp106 = icmp eq i1 %E100, %E100
  br i1 %Cmp106, label %CF, label %CF235

CF235:                                            ; preds = %CF235, %CF256
  %L107 = load <8 x i64>, ptr %0, align 64
  store i64 %B103, ptr %0, align 4
  %E108 = extractelement <8 x i1> %Shuff79, i32 %E40
  br i1 %E108, label %CF235, label %CF261

CF261:                                            ; preds = %CF235
  %Shuff109 = shufflevector <8 x i16> %L, <8 x i16> %I66, <8 x i32> <i32 poison, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I110 = insertelement <2 x i1> %Shuff86, i1 %Cmp31, i32 %B16
  %B111 = sdiv i16 -18753, -1
  %FC112 = sitofp <2 x i1> %I110 to <2 x float>
  %Sl113 = select i1 %Cmp18, <2 x i1> %I52, <2 x i1> %I110
  %Cmp114 = icmp ne <2 x i1> %Shuff86, %Shuff86
  %L115 = load i1, ptr %Sl48, align 1
  br i1 %L115, label %CF, label %CF232

CF232:                                            ; preds = %CF232, %CF264, %CF262, %CF239, %CF261
  store <8 x i16> %L, ptr %2, align 16
  %E116 = extractelement <2 x i32> %L55, i32 %E78
  %Shuff117 = shufflevector <16 x i8> %L91, <16 x i8> %L91, <16 x i32> <i32 20, i32 22, i32 24, i32 poison, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14, i32 16, i32 18>
  %I118 = insertelement <8 x i16> zeroinitializer, i16 -1, i32 %B16
  %B119 = and i32 %E78, 63655
  %Sl120 = select i1 true, <2 x float> %FC112, <2 x float> %FC112
  %Cmp121 = icmp ule i16 %B111, -1
  br i1 %Cmp121, label %CF232, label %CF264

CF264:                                            ; preds = %CF232
  %L122 = load i64, ptr %0, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E123 = extractelement <8 x i1> zeroinitializer, i32 457423
  br i1 %E123, label %CF232, label %CF245

CF245:                                            ; preds = %CF245, %CF259, %CF264
  %Shuff124 = shufflevector <2 x i32> %Shuff72, <2 x i32> %L55, <2 x i32> <i32 2, i32 0>
  %I125 = insertelement <8 x i1> zeroinitializer, i1 %L115, i32 %E116
  %B126 = xor i8 %Sl30, %E26
  %ZE127 = zext i1 %Tr to i32
  %Sl128 = select i1 true, i1 %E100, i1 %E6
  br i1 %Sl128, label %CF245, label %CF259

CF259:                                            ; preds = %CF245
  %Cmp129 = icmp eq <2 x i1> %Shuff65, %I47
  %L130 = load <4 x i16>, ptr %0, align 8
  store double %B74, ptr %Sl11, align 8
  %E131 = extractelement <2 x i1> %Cmp114, i32 457423
  br i1 %E131, label %CF245, label %CF258

CF258:                                            ; preds = %CF258, %CF263, %CF259
  %Shuff132 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I133 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %B16
  %B134 = srem i8 -57, %E26
  %FC135 = sitofp <4 x i1> %Sl37 to <4 x double>
  %Sl136 = select i1 true, i1 %E6, i1 true
  br i1 %Sl136, label %CF258, label %CF263

CF263:                                            ; preds = %CF258
  %Cmp137 = icmp sge <4 x i1> %Sl37, %L12
  %L138 = load <2 x i16>, ptr %0, align 4
  store i64 %E20, ptr %PC, align 4
  %E139 = extractelement <16 x i8> %L91, i32 %ZE127
  %Shuff140 = shufflevector <2 x i1> %Shuff86, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I141 = insertelement <2 x i1> zeroinitializer, i1 %Cmp90, i32 457423
  %FC142 = sitofp i16 %B9 to double
  %Sl143 = select i1 %Cmp90, <8 x i16> %I87, <8 x i16> %I42
  %Cmp144 = icmp eq i1 %Cmp121, true
  br i1 %Cmp144, label %CF258, label %CF262

CF262:                                            ; preds = %CF263
  %L145 = load float, ptr %0, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  %E146 = extractelement <2 x i32> %Shuff124, i32 %L99
  %Shuff147 = shufflevector <2 x i1> %Sl113, <2 x i1> %Shuff86, <2 x i32> <i32 0, i32 poison>
  %I148 = insertelement <2 x i1> %Cmp129, i1 %E50, i32 %B16
  %B149 = shl <4 x i64> %L63, %L5
  %Sl150 = select i1 %Cmp121, i32 %B119, i32 %B16
  %Cmp151 = icmp ult i8 %E139, %B126
  br i1 %Cmp151, label %CF232, label %CF237

CF237:                                            ; preds = %CF237, %CF247, %CF262
  %L152 = load i8, ptr %0, align 1
  store <2 x i16> %L138, ptr %0, align 4
  %E153 = extractelement <2 x i1> zeroinitializer, i32 %E78
  br i1 %E153, label %CF237, label %CF242

CF242:                                            ; preds = %CF242, %CF267, %CF237
  %Shuff154 = shufflevector <8 x i16> %Shuff46, <8 x i16> %I87, <8 x i32> <i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I155 = insertelement <2 x i1> %Shuff86, i1 %E50, i32 %L99
  %ZE156 = zext <4 x i32> %Shuff57 to <4 x i64>
  %Sl157 = select i1 %E6, i32 %ZE127, i32 %E40
  %Cmp158 = icmp ugt <8 x i16> %I66, %L
  %L159 = load <8 x i64>, ptr %Sl48, align 64
  store i1 %Cmp151, ptr %0, align 1
  %E160 = extractelement <2 x i1> %Shuff86, i32 %E146
  br i1 %E160, label %CF242, label %CF267

CF267:                                            ; preds = %CF242
  %Shuff161 = shufflevector <4 x i16> %L130, <4 x i16> %L130, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I162 = insertelement <8 x i1> zeroinitializer, i1 true, i32 %E116
  %B163 = sdiv i64 %B103, %E45
  %Se164 = sext i1 %Sl136 to i64
  %Sl165 = select i1 true, double 0x1C3195D0122F014E, double 0x1C3195D0122F014E
  %Cmp166 = icmp ne i16 %B36, -27073
  br i1 %Cmp166, label %CF242, label %CF247

CF247:                                            ; preds = %CF267
  %L167 = load double, ptr %Sl11, align 8
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 64
  %E168 = extractelement <8 x i64> %I8, i32 %L32
  %Shuff169 = shufflevector <2 x i1> %Shuff147, <2 x i1> %I47, <2 x i32> <i32 2, i32 0>
  %I170 = insertelement <8 x i64> %Sl, i64 %B163, i32 %Sl150
  %B171 = sub i64 25075, %BC82
  %Se172 = sext <4 x i32> %I28 to <4 x i64>
  %Sl173 = select <2 x i1> zeroinitializer, <2 x i1> %Shuff65, <2 x i1> zeroinitializer
  %L174 = load float, ptr %PC, align 4
  store <1 x i16> zeroinitializer, ptr %Sl11, align 2
  %E175 = extractelement <2 x i1> %Shuff86, i32 %Sl150
  br i1 %E175, label %CF237, label %CF239

CF239:                                            ; preds = %CF247
  %Shuff176 = shufflevector <8 x i64> %ZE, <8 x i64> %L159, <8 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I177 = insertelement <8 x i1> %I162, i1 %Cmp151, i32 %E146
  %ZE178 = zext i1 %E123 to i32
  %Sl179 = select i1 %Cmp76, float 0x3CCFF733C0000000, float %L174
  %Cmp180 = icmp uge i1 true, %Cmp
  br i1 %Cmp180, label %CF232, label %CF233

CF233:                                            ; preds = %CF233, %CF239
  %L181 = load <16 x i16>, ptr %Sl48, align 32
  store float %L145, ptr %0, align 4
  %E182 = extractelement <2 x i1> zeroinitializer, i32 63655
  br i1 %E182, label %CF233, label %CF241

CF241:                                            ; preds = %CF241, %CF266, %CF265, %CF233
  %Shuff183 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff7, <2 x i32> <i32 1, i32 3>
  %I184 = insertelement <2 x i1> %Shuff101, i1 %E160, i32 %ZE178
  %ZE185 = zext i1 %Cmp18 to i16
  %Sl186 = select i1 %Cmp76, <2 x i1> %Shuff169, <2 x i1> %I52
  %Cmp187 = icmp ult <8 x i1> %Shuff93, %Shuff79
  %L188 = load i16, ptr %Sl48, align 2
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 4
  %E189 = extractelement <8 x i16> %I66, i32 %E116
  %Shuff190 = shufflevector <4 x i32> %I35, <4 x i32> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I191 = insertelement <2 x i1> %Shuff169, i1 true, i32 63655
  %Tr192 = trunc i16 %L84 to i8
  %Sl193 = select i1 %Cmp144, <8 x i64> %L107, <8 x i64> %Shuff41
  %Cmp194 = icmp ule <8 x i64> %ZE, %Shuff41
  %L195 = load i8, ptr %A, align 1
  store <2 x i32> %L55, ptr %0, align 8
  %E196 = extractelement <4 x i1> %Cmp137, i32 %L99
  br i1 %E196, label %CF241, label %CF266

CF266:                                            ; preds = %CF241
  %Shuff197 = shufflevector <8 x double> %FC60, <8 x double> %FC, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I198 = insertelement <2 x i1> %I110, i1 true, i32 %B119
  %B199 = or i8 %L152, %Tr192
  %FC200 = uitofp <8 x i1> %Shuff93 to <8 x double>
  %Sl201 = select i1 %Cmp180, i32 %Sl150, i32 457423
  %Cmp202 = fcmp ogt double %L39, %FC142
  br i1 %Cmp202, label %CF241, label %CF265

CF265:                                            ; preds = %CF266
  %L203 = load i64, ptr %Sl11, align 4
  store <8 x i16> %Sl143, ptr %Sl11, align 16
  %E204 = extractelement <8 x i64> zeroinitializer, i32 %B16
  %Shuff205 = shufflevector <8 x i1> %I177, <8 x i1> %Cmp69, <8 x i32> <i32 poison, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I206 = insertelement <2 x i1> %Shuff169, i1 %Sl136, i32 %L70
  %B207 = or <8 x i64> %Sl, %Shuff51
  %FC208 = uitofp <2 x i1> %I148 to <2 x double>
  %Sl209 = select i1 %Cmp38, i16 -27073, i16 -27073
  %L210 = load <1 x double>, ptr %Sl11, align 8
  store i16 %L77, ptr %0, align 2
  %E211 = extractelement <8 x i1> zeroinitializer, i32 %E78
  br i1 %E211, label %CF241, label %CF244

CF244:                                            ; preds = %CF244, %CF265
  %Shuff212 = shufflevector <2 x i1> %Shuff183, <2 x i1> %I47, <2 x i32> <i32 1, i32 3>
  %I213 = insertelement <8 x i1> %Shuff21, i1 %Cmp144, i32 %ZE178
  %PC214 = bitcast ptr %A2 to ptr
  %Sl215 = select i1 %E50, <8 x double> %FC60, <8 x double> %Shuff197
  %Cmp216 = icmp ule <8 x i16> %Shuff46, %Sl143
  %L217 = load i16, ptr %PC214, align 2
  store <8 x i32> %ZE96, ptr %Sl11, align 32
  %E218 = extractelement <8 x i64> %B59, i32 %B16
  %Shuff219 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Shuff205, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 poison, i32 poison, i32 6>
  %I220 = insertelement <8 x double> %Sl215, double %L39, i32 %ZE178
  %B221 = or i32 %3, %Sl201
  %FC222 = fptosi double %L49 to i8
  %Sl223 = select i1 %E108, i1 %E153, i1 %Cmp144
  br i1 %Sl223, label %CF244, label %CF249

CF249:                                            ; preds = %CF249, %CF257, %CF244
  %Cmp224 = icmp sge <2 x i1> %Cmp114, %I110
  %L225 = load <4 x i8>, ptr %Sl17, align 4
  store i1 %Cmp106, ptr %Sl11, align 1
  %E226 = extractelement <2 x i1> zeroinitializer, i32 %L99
  br i1 %E226, label %CF249, label %CF257

CF257:                                            ; preds = %CF249
  %Shuff227 = shufflevector <4 x i32> %Shuff190, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 poison, i32 poison, i32 3>
  %I228 = insertelement <4 x i32> %Shuff57, i32 %Sl201, i32 63655
  %BC229 = bitcast <8 x i64> %Sl105 to <8 x double>
  %Sl230 = select i1 true, i1 true, i1 true
  br i1 %Sl230, label %CF249, label %CF253

CF253:                                            ; preds = %CF257
  %Cmp231 = icmp ule <4 x i32> zeroinitializer, %Shuff190
  store <2 x float> %FC112, ptr %PC214, align 8
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl11, align 64
  store i16 -27073, ptr %Sl11, align 2
  store i1 %E175, ptr %0, align 1
  ret void
}
