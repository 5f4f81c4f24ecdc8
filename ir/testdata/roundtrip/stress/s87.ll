; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD87(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca i1, align 1
  %A2 = alloca double, align 8
  %A1 = alloca double, align 8
  %A = alloca float, align 4
  %L = load <8 x i16>, ptr %0, align 16
  store double 0x1097A1B695955C34, ptr %0, align 8
  %E = extractelement <1 x i64> zeroinitializer, i32 81185
  %Shuff = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 23, i32 poison, i32 27, i32 poison, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21>
  %I = insertelement <4 x i16> zeroinitializer, i16 3069, i32 -1
  %Sl = select i1 true, ptr %A1, ptr %A2
  %Cmp = icmp ule i1 true, true
  br label %CF239

CF239:                                            ; preds = %CF239, %BB
  %L5 = load double, ptr %Sl, align 8
  store <8 x i32> zeroinitializer, ptr %Sl, align 32
  %E6 = extractelement <4 x i1> zeroinitializer, i32 81185
  br i1 %E6, label %CF239, label %CF262

CF262:                                            ; preds = %CF262, %CF239
  %Shuff7 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I8 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 81185
  %Tr = trunc i8 0 to i1
  br i1 %Tr, label %CF262, label %CF263

CF263:                                            ; preds = %CF263, %CF262
  %Sl9 = select i1 true, i16 -24155, i16 -24155
  %Cmp10 = icmp eq <8 x i16> zeroinitializer, %L
  %L11 = load <2 x i64>, ptr %0, align 16
  store float 0x4130B78480000000, ptr %Sl, align 4
  %E12 = extractelement <1 x i64> zeroinitializer, i32 -1
  %Shuff13 = shufflevector <16 x i1> %Shuff, <16 x i1> zeroinitializer, <16 x i32> <i32 21, i32 23, i32 25, i32 poison, i32 29, i32 poison, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19>
  %I14 = insertelement <8 x i16> zeroinitializer, i16 %Sl9, i32 81185
  %Tr15 = trunc <8 x i64> zeroinitializer to <8 x i1>
  %Sl16 = select i1 true, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %Cmp17 = icmp eq i16 %Sl9, %Sl9
  br i1 %Cmp17, label %CF263, label %CF266

CF266:                                            ; preds = %CF263
  %L18 = load i1, ptr %Sl, align 1
  br label %CF238

CF238:                                            ; preds = %CF266
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl, align 8
  %E19 = extractelement <4 x i1> zeroinitializer, i32 %3
  br label %CF233

CF233:                                            ; preds = %CF233, %CF243, %CF256, %CF238
  %Shuff20 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff7, <4 x i32> <i32 poison, i32 4, i32 6, i32 0>
  %I21 = insertelement <16 x i1> zeroinitializer, i1 true, i32 -1
  %B = mul <4 x i16> %I, zeroinitializer
  %FC = uitofp <16 x i1> %Shuff13 to <16 x double>
  %Sl22 = select i1 true, float 0x4130B78480000000, float 0x3A05AE9980000000
  %Cmp23 = icmp ult i1 false, true
  br i1 %Cmp23, label %CF233, label %CF243

CF243:                                            ; preds = %CF233
  %L24 = load i1, ptr %A1, align 1
  br i1 %L24, label %CF233, label %CF236

CF236:                                            ; preds = %CF236, %CF243
  store <8 x i64> zeroinitializer, ptr %Sl, align 64
  %E25 = extractelement <4 x i1> zeroinitializer, i32 -1
  br i1 %E25, label %CF236, label %CF256

CF256:                                            ; preds = %CF236
  %Shuff26 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14>
  %I27 = insertelement <4 x i1> %Shuff7, i1 true, i32 -1
  %PC = bitcast ptr %A1 to ptr
  %Sl28 = select i1 %Cmp23, i64 182221, i64 %E
  %L29 = load <2 x double>, ptr %PC, align 16
  store float 0xBC4D384100000000, ptr %PC, align 4
  %E30 = extractelement <4 x i1> zeroinitializer, i32 -1
  br i1 %E30, label %CF233, label %CF234

CF234:                                            ; preds = %CF234, %CF244, %CF256
  %Shuff31 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff7, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I32 = insertelement <4 x i16> zeroinitializer, i16 -24155, i32 -1
  %Se = sext <8 x i1> %Cmp10 to <8 x i32>
  %Sl33 = select <1 x i1> zeroinitializer, <1 x i64> zeroinitializer, <1 x i64> zeroinitializer
  %Cmp34 = icmp ult <4 x i8> zeroinitializer, zeroinitializer
  %L35 = load <4 x i32>, ptr %Sl, align 16
  store i8 %5, ptr %Sl, align 1
  %E36 = extractelement <4 x i16> %I32, i32 %3
  %Shuff37 = shufflevector <4 x i1> %Shuff31, <4 x i1> %I27, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I38 = insertelement <2 x double> %L29, double 0x1097A1B695955C34, i32 %3
  %Se39 = sext <16 x i1> %Shuff13 to <16 x i16>
  %Sl40 = select i1 true, ptr %1, ptr %2
  %Cmp41 = icmp ule i1 %E6, true
  br i1 %Cmp41, label %CF234, label %CF244

CF244:                                            ; preds = %CF234
  %L42 = load i64, ptr %PC, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl, align 32
  %E43 = extractelement <1 x i64> zeroinitializer, i32 %3
  %Shuff44 = shufflevector <4 x i1> %Cmp34, <4 x i1> %Shuff7, <4 x i32> <i32 0, i32 poison, i32 poison, i32 6>
  %I45 = insertelement <1 x i1> zeroinitializer, i1 true, i32 %3
  %B46 = sub <2 x i64> %L11, %L11
  %Se47 = sext <1 x i1> zeroinitializer to <1 x i8>
  %Sl48 = select <4 x i1> zeroinitializer, <4 x i16> zeroinitializer, <4 x i16> %I32
  %Cmp49 = icmp uge <8 x i16> %Shuff26, %Shuff26
  %L50 = load <2 x i32>, ptr %Sl, align 8
  store i16 %Sl9, ptr %Sl40, align 2
  %E51 = extractelement <1 x i64> zeroinitializer, i32 %3
  %Shuff52 = shufflevector <4 x i1> %Shuff20, <4 x i1> %Shuff20, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I53 = insertelement <2 x i16> %Sl16, i16 %E36, i32 %3
  %B54 = mul i64 182221, %E12
  %PC55 = bitcast ptr %Sl40 to ptr
  %Sl56 = select <2 x i1> <i1 true, i1 false>, <2 x i64> %L11, <2 x i64> %L11
  %Cmp57 = icmp slt i1 %Cmp17, %Cmp41
  br i1 %Cmp57, label %CF234, label %CF240

CF240:                                            ; preds = %CF240, %CF257, %CF253, %CF244
  %L58 = load <4 x i64>, ptr %Sl, align 32
  store i64 %E12, ptr %Sl, align 4
  %E59 = extractelement <8 x i32> zeroinitializer, i32 -1
  %Shuff60 = shufflevector <4 x i8> %I8, <4 x i8> zeroinitializer, <4 x i32> <i32 5, i32 poison, i32 poison, i32 3>
  %I61 = insertelement <4 x i1> zeroinitializer, i1 true, i32 81185
  %B62 = sub <2 x i16> zeroinitializer, zeroinitializer
  %FC63 = sitofp <2 x i64> %B46 to <2 x double>
  %Sl64 = select i1 true, ptr %A2, ptr %A3
  %Cmp65 = icmp ugt <8 x i1> %Cmp10, %Cmp49
  %L66 = load <2 x float>, ptr %0, align 8
  store float 0xBC4D384100000000, ptr %Sl, align 4
  %E67 = extractelement <16 x i1> zeroinitializer, i32 -1
  br i1 %E67, label %CF240, label %CF257

CF257:                                            ; preds = %CF240
  %Shuff68 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 poison>
  %I69 = insertelement <4 x i1> %Shuff20, i1 %Cmp, i32 %E59
  %FC70 = sitofp i32 -1 to double
  %Sl71 = select i1 %Cmp41, <2 x double> %L29, <2 x double> %L29
  %Cmp72 = icmp uge <4 x i1> %Shuff20, %Shuff7
  %L73 = load float, ptr %0, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl, align 64
  %E74 = extractelement <2 x i16> zeroinitializer, i32 %E59
  %Shuff75 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff44, <4 x i32> <i32 poison, i32 poison, i32 4, i32 6>
  %I76 = insertelement <1 x i64> zeroinitializer, i64 258257, i32 %E59
  %Se77 = sext i1 false to i16
  %Sl78 = select <4 x i1> %Shuff31, <4 x i16> %I, <4 x i16> %B
  %Cmp79 = fcmp ult double %FC70, %FC70
  br i1 %Cmp79, label %CF240, label %CF253

CF253:                                            ; preds = %CF257
  %L80 = load <2 x i32>, ptr %PC, align 8
  store float %L73, ptr %Sl, align 4
  %E81 = extractelement <4 x i1> zeroinitializer, i32 %E59
  br i1 %E81, label %CF240, label %CF250

CF250:                                            ; preds = %CF253
  %Shuff82 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %B62, <2 x i32> <i32 1, i32 3>
  %I83 = insertelement <4 x i16> %Sl78, i16 %E36, i32 %E59
  %B84 = fsub float 0xBC4D384100000000, 0xBC4D384100000000
  %FC85 = sitofp <4 x i1> %I69 to <4 x float>
  %Sl86 = select i1 %Cmp23, i32 -1, i32 %3
  %Cmp87 = icmp ugt i64 %L42, %Sl28
  br label %CF

CF:                                               ; preds = %CF, %CF247, %CF250
  %L88 = load <2 x i64>, ptr %Sl, align 16
  store i64 %E12, ptr %A, align 4
  %E89 = extractelement <4 x i1> %Shuff44, i32 %E59
  br i1 %E89, label %CF, label %CF247

CF247:                                            ; preds = %CF
  %Shuff90 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Sl33, <1 x i32> poison
  %I91 = insertelement <8 x i1> %Cmp65, i1 %Cmp57, i32 %3
  %B92 = and i8 21, 0
  %ZE = zext <1 x i1> %I45 to <1 x i32>
  %Sl93 = select i1 %E6, ptr %2, ptr %Sl
  %Cmp94 = icmp uge <8 x i1> %Cmp65, %I91
  %L95 = load <8 x i8>, ptr %2, align 8
  store i64 %Sl28, ptr %Sl, align 4
  %E96 = extractelement <8 x i16> %Shuff26, i32 %E59
  %Shuff97 = shufflevector <4 x i1> %I61, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I98 = insertelement <1 x i64> %Sl33, i64 %4, i32 %E59
  %B99 = fadd double %FC70, %FC70
  %FC100 = sitofp <1 x i64> %I76 to <1 x double>
  %Sl101 = select i1 true, <8 x i16> %I14, <8 x i16> zeroinitializer
  %Cmp102 = icmp slt <4 x i16> %Sl48, zeroinitializer
  %L103 = load float, ptr %PC, align 4
  store <2 x i32> %L50, ptr %PC55, align 8
  %E104 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff105 = shufflevector <2 x float> %L66, <2 x float> %L66, <2 x i32> <i32 poison, i32 0>
  %I106 = insertelement <4 x i1> %Shuff44, i1 true, i32 -1
  %Tr107 = trunc i64 %E51 to i32
  %Sl108 = select i1 %Cmp57, i1 %Cmp79, i1 %Cmp41
  br i1 %Sl108, label %CF, label %CF235

CF235:                                            ; preds = %CF235, %CF260, %CF252, %CF247
  %L109 = load double, ptr %PC, align 8
  store <1 x double> %FC100, ptr %Sl, align 8
  %E110 = extractelement <4 x i1> %Shuff44, i32 -1
  br i1 %E110, label %CF235, label %CF254

CF254:                                            ; preds = %CF254, %CF265, %CF235
  %Shuff111 = shufflevector <4 x i1> %Shuff75, <4 x i1> %I27, <4 x i32> <i32 4, i32 6, i32 0, i32 poison>
  %I112 = insertelement <8 x i1> %Tr15, i1 true, i32 %Tr107
  %Tr113 = trunc <1 x i32> %ZE to <1 x i1>
  %Sl114 = select i1 %Sl108, i32 81185, i32 %Sl86
  %Cmp115 = fcmp une float %Sl22, %Sl22
  br i1 %Cmp115, label %CF254, label %CF265

CF265:                                            ; preds = %CF254
  %L116 = load i32, ptr %Sl, align 4
  store <1 x double> %FC100, ptr %Sl, align 8
  %E117 = extractelement <16 x i1> zeroinitializer, i32 %Tr107
  br i1 %E117, label %CF254, label %CF260

CF260:                                            ; preds = %CF265
  %Shuff118 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I119 = insertelement <4 x i16> zeroinitializer, i16 %E74, i32 -1
  %Sl120 = select i1 %Cmp87, <8 x i1> %I112, <8 x i1> %Cmp10
  %Cmp121 = icmp ule i1 false, %E25
  br i1 %Cmp121, label %CF235, label %CF249

CF249:                                            ; preds = %CF249, %CF259, %CF260
  %L122 = load i1, ptr %Sl93, align 1
  br i1 %L122, label %CF249, label %CF259

CF259:                                            ; preds = %CF249
  store <8 x i64> %Shuff68, ptr %Sl93, align 64
  %E123 = extractelement <2 x float> %L66, i32 %E59
  %Shuff124 = shufflevector <8 x i1> %Sl120, <8 x i1> %Cmp65, <8 x i32> <i32 poison, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I125 = insertelement <4 x i1> zeroinitializer, i1 %Sl108, i32 %E59
  %B126 = sdiv i64 %E51, %L42
  %ZE127 = zext i16 3069 to i64
  %Sl128 = select i1 %Sl108, i32 %3, i32 %Sl86
  %Cmp129 = icmp ult i32 %3, %E59
  br i1 %Cmp129, label %CF249, label %CF252

CF252:                                            ; preds = %CF259
  %L130 = load <4 x i16>, ptr %0, align 8
  store i8 %B92, ptr %Sl, align 1
  %E131 = extractelement <16 x i16> %Se39, i32 81185
  %Shuff132 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff60, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I133 = insertelement <2 x double> %L29, double %FC70, i32 %E59
  %PC134 = bitcast ptr %Sl93 to ptr
  %Sl135 = select i1 %Cmp23, ptr %A4, ptr %Sl
  %Cmp136 = icmp uge i1 %Cmp115, true
  br i1 %Cmp136, label %CF235, label %CF237

CF237:                                            ; preds = %CF237, %CF246, %CF264, %CF252
  %L137 = load <1 x double>, ptr %PC134, align 8
  store i64 %L42, ptr %PC, align 4
  %E138 = extractelement <4 x i64> %L58, i32 %E59
  %Shuff139 = shufflevector <8 x i1> %I91, <8 x i1> %Sl120, <8 x i32> <i32 poison, i32 15, i32 poison, i32 3, i32 5, i32 poison, i32 9, i32 11>
  %I140 = insertelement <2 x double> %I38, double 0x3EEF1E0EDFEDF48C, i32 %Tr107
  %FC141 = fptosi float %B84 to i16
  %Sl142 = select i1 %E117, <4 x i16> zeroinitializer, <4 x i16> %I119
  %Cmp143 = icmp uge <8 x i16> %I14, %Sl101
  %L144 = load i64, ptr %PC, align 4
  store <4 x i8> %Shuff132, ptr %Sl, align 4
  %E145 = extractelement <2 x i16> %B62, i32 -1
  %Shuff146 = shufflevector <1 x i64> %Shuff118, <1 x i64> %I76, <1 x i32> zeroinitializer
  %I147 = insertelement <8 x i1> %Shuff139, i1 true, i32 %E59
  %ZE148 = zext <2 x i16> zeroinitializer to <2 x i32>
  %Sl149 = select i1 %Cmp17, ptr %2, ptr %Sl64
  %Cmp150 = icmp sgt i1 true, %Cmp57
  br i1 %Cmp150, label %CF237, label %CF246

CF246:                                            ; preds = %CF237
  %L151 = load <8 x i1>, ptr %Sl, align 1
  store i8 %B92, ptr %Sl64, align 1
  %E152 = extractelement <4 x i16> %I, i32 %E59
  %Shuff153 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Sl101, <8 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7>
  %I154 = insertelement <8 x i1> %Cmp49, i1 %Cmp129, i32 %3
  %FC155 = uitofp <8 x i16> %Shuff153 to <8 x float>
  %Sl156 = select <1 x i1> %I45, <1 x i1> %I45, <1 x i1> zeroinitializer
  %Cmp157 = icmp ne i1 %Cmp, true
  br i1 %Cmp157, label %CF237, label %CF245

CF245:                                            ; preds = %CF245, %CF246
  %L158 = load <2 x i32>, ptr %PC134, align 8
  store double %FC70, ptr %PC134, align 8
  %E159 = extractelement <4 x i32> %L35, i32 %Sl86
  %Shuff160 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I125, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I161 = insertelement <8 x i1> %Cmp65, i1 %Tr, i32 %E59
  %ZE162 = zext i1 false to i8
  %Sl163 = select i1 true, float %E123, float 0x467BA68F80000000
  %Cmp164 = icmp ule <8 x i1> %Cmp65, %Cmp10
  %L165 = load <8 x float>, ptr %A, align 32
  store i16 -24155, ptr %Sl, align 2
  %E166 = extractelement <8 x i16> zeroinitializer, i32 %Sl86
  %Shuff167 = shufflevector <4 x i16> %L130, <4 x i16> %Sl48, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I168 = insertelement <4 x i8> zeroinitializer, i8 %B92, i32 %Sl86
  %B169 = fadd float 0x3A05AE9980000000, %L73
  %Se170 = sext i1 %E110 to i8
  %Sl171 = select i1 %Cmp150, i1 %Cmp136, i1 %Cmp150
  br i1 %Sl171, label %CF245, label %CF255

CF255:                                            ; preds = %CF255, %CF245
  %Cmp172 = icmp eq i32 %E59, %E59
  br i1 %Cmp172, label %CF255, label %CF264

CF264:                                            ; preds = %CF255
  %L173 = load i64, ptr %Sl64, align 4
  store <8 x i32> zeroinitializer, ptr %PC, align 32
  %E174 = extractelement <2 x i64> %L88, i32 %E159
  %Shuff175 = shufflevector <8 x float> %L165, <8 x float> %FC155, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10, i32 12, i32 14>
  %I176 = insertelement <16 x i1> zeroinitializer, i1 %Cmp157, i32 %E59
  %B177 = lshr i8 %5, %B92
  %Tr178 = trunc i16 %E166 to i8
  %Sl179 = select i1 %E30, i32 %L116, i32 %Sl128
  %Cmp180 = icmp slt i16 %E96, %Sl9
  br i1 %Cmp180, label %CF237, label %CF241

CF241:                                            ; preds = %CF241, %CF261, %CF264
  %L181 = load i8, ptr %Sl93, align 1
  store <4 x i16> %Sl78, ptr %PC134, align 8
  %E182 = extractelement <1 x i64> %Shuff90, i32 %E59
  %Shuff183 = shufflevector <2 x i16> %Shuff82, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I184 = insertelement <4 x i1> %Shuff44, i1 true, i32 %E59
  %B185 = lshr <1 x i8> %Se47, %Se47
  %FC186 = sitofp i64 %E174 to float
  %Sl187 = select i1 %Cmp180, <4 x i1> %Shuff7, <4 x i1> %Shuff52
  %Cmp188 = icmp ule <4 x i1> %I61, %Shuff160
  %L189 = load i64, ptr %PC134, align 4
  store <8 x i16> zeroinitializer, ptr %Sl149, align 16
  %E190 = extractelement <2 x double> %Sl71, i32 -1
  %Shuff191 = shufflevector <2 x i16> %Shuff183, <2 x i16> %I53, <2 x i32> <i32 2, i32 0>
  %I192 = insertelement <4 x i32> %L35, i32 %Sl86, i32 %Sl179
  %B193 = sub <8 x i64> zeroinitializer, zeroinitializer
  %BC = bitcast <4 x i32> %I192 to <4 x float>
  %Sl194 = select i1 %Cmp150, i16 %E36, i16 -24155
  %Cmp195 = icmp ugt <16 x i1> %Shuff13, zeroinitializer
  %L196 = load <8 x i64>, ptr %Sl, align 64
  store i16 -24155, ptr %PC55, align 2
  %E197 = extractelement <4 x i1> %I184, i32 %E159
  br i1 %E197, label %CF241, label %CF261

CF261:                                            ; preds = %CF241
  %Shuff198 = shufflevector <1 x i64> %Shuff118, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I199 = insertelement <2 x i16> %B62, i16 %E74, i32 %Sl179
  %B200 = add <8 x i16> %Sl101, %Sl101
  %Tr201 = trunc i16 %E36 to i8
  %Sl202 = select i1 %Sl108, <4 x i1> %Shuff31, <4 x i1> %Shuff52
  %Cmp203 = icmp ne <1 x i64> zeroinitializer, %Shuff198
  %L204 = load i16, ptr %PC, align 2
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl, align 64
  %E205 = extractelement <4 x i1> %Shuff111, i32 %Sl128
  br i1 %E205, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF267, %CF261
  %Shuff206 = shufflevector <4 x i8> %Shuff60, <4 x i8> %Shuff132, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I207 = insertelement <2 x i16> %Shuff183, i16 %Sl194, i32 %3
  %Se208 = sext i1 %Cmp87 to i16
  %Sl209 = select i1 %Cmp150, i16 %Se77, i16 %Sl194
  %Cmp210 = icmp ne <4 x i1> %Shuff97, %I69
  %L211 = load i32, ptr %0, align 4
  store <2 x i64> %L11, ptr %0, align 16
  %E212 = extractelement <4 x i1> %Shuff44, i32 -1
  br i1 %E212, label %CF242, label %CF251

CF251:                                            ; preds = %CF251, %CF242
  %Shuff213 = shufflevector <4 x i1> %Shuff44, <4 x i1> %I69, <4 x i32> <i32 poison, i32 4, i32 6, i32 0>
  %I214 = insertelement <8 x i1> %I161, i1 %Sl171, i32 %Sl86
  %B215 = mul i16 %E36, %E74
  %ZE216 = zext i8 21 to i32
  %Sl217 = select i1 %Cmp17, i32 %Sl86, i32 81185
  %Cmp218 = icmp ule <4 x i16> %L130, %B
  %L219 = load <2 x i16>, ptr %Sl149, align 4
  store i1 %Cmp87, ptr %Sl93, align 1
  %E220 = extractelement <16 x i1> %Cmp195, i32 %Sl86
  br i1 %E220, label %CF251, label %CF258

CF258:                                            ; preds = %CF258, %CF251
  %Shuff221 = shufflevector <4 x i16> %I32, <4 x i16> %I119, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I222 = insertelement <2 x i16> %Shuff183, i16 -24155, i32 %L211
  %ZE223 = zext i8 0 to i32
  %Sl224 = select i1 %E197, ptr %Sl93, ptr %0
  %Cmp225 = icmp sge <1 x i64> %Shuff90, zeroinitializer
  %L226 = load <8 x i1>, ptr %Sl64, align 1
  store i1 %Cmp17, ptr %Sl, align 1
  %E227 = extractelement <4 x i1> %Shuff20, i32 -1
  br i1 %E227, label %CF258, label %CF267

CF267:                                            ; preds = %CF258
  %Shuff228 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %B200, <8 x i32> <i32 11, i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 poison>
  %I229 = insertelement <1 x i64> %Shuff146, i64 %B126, i32 %Sl86
  %B230 = and i32 -1, %E159
  %Sl231 = select i1 %Cmp150, <4 x i1> %I125, <4 x i1> %I184
  %Cmp232 = icmp ugt i32 %Tr107, %E159
  br i1 %Cmp232, label %CF242, label %CF248

CF248:                                            ; preds = %CF267
  store i16 -24155, ptr %Sl40, align 2
  store float %B84, ptr %Sl224, align 4
  store i64 222337, ptr %Sl224, align 4
  store i1 %E212, ptr %PC55, align 1
  store i64 %4, ptr %PC, align 4
  ret void
}
