; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD68(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <16 x float>, align 64
  %A3 = alloca <2 x float>, align 8
  %A2 = alloca <8 x i8>, align 8
  %A1 = alloca <1 x i32>, align 4
  %A = alloca <2 x i32>, align 8
  %L = load <16 x double>, ptr %A4, align 128
  store double 0xFFFFFFFFFFFFFFFF, ptr %0, align 8
  %E = extractelement <16 x i16> zeroinitializer, i32 %3
  %Shuff = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I = insertelement <4 x i64> zeroinitializer, i64 98593, i32 %3
  %B = sub i32 %3, %3
  %Tr = trunc i8 -7 to i1
  br label %CF262

CF262:                                            ; preds = %CF262, %BB
  %Sl = select i1 true, i8 105, i8 %5
  %Cmp = fcmp ugt float 0xBB1820CC00000000, 0xBB1820CC00000000
  br i1 %Cmp, label %CF262, label %CF270

CF270:                                            ; preds = %CF262
  %L5 = load i8, ptr %0, align 1
  store <2 x i32> <i32 0, i32 -1>, ptr %0, align 8
  %E6 = extractelement <4 x i64> %I, i32 473621
  %Shuff7 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I8 = insertelement <4 x i1> zeroinitializer, i1 true, i32 %B
  %ZE = fpext float 0xB93AB40E80000000 to double
  %Sl9 = select i1 true, i16 -30463, i16 %E
  %Cmp10 = fcmp ole float 0x3EE528D900000000, 0x3AAA2EDE00000000
  br label %CF261

CF261:                                            ; preds = %CF261, %CF272, %CF269, %CF270
  %L11 = load <16 x float>, ptr %0, align 64
  store i16 %Sl9, ptr %A, align 2
  %E12 = extractelement <16 x i16> zeroinitializer, i32 %B
  %Shuff13 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> poison
  %I14 = insertelement <8 x i8> zeroinitializer, i8 %5, i32 %B
  %B15 = udiv <16 x i16> zeroinitializer, zeroinitializer
  %BC = bitcast i64 -1 to double
  %Sl16 = select i1 %Cmp10, float 0x3EE528D900000000, float 0xBB1820CC00000000
  %Cmp17 = icmp ne i32 473621, %3
  br i1 %Cmp17, label %CF261, label %CF272

CF272:                                            ; preds = %CF261
  %L18 = load <1 x float>, ptr %A1, align 4
  store i64 %4, ptr %0, align 4
  %E19 = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff20 = shufflevector <4 x i64> %Shuff7, <4 x i64> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I21 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 473621
  %Tr22 = trunc i64 485761 to i8
  %Sl23 = select i1 true, i16 %E, i16 17957
  %Cmp24 = icmp eq i16 25077, 17957
  br i1 %Cmp24, label %CF261, label %CF269

CF269:                                            ; preds = %CF272
  %L25 = load i16, ptr %0, align 2
  store <4 x i32> zeroinitializer, ptr %0, align 16
  %E26 = extractelement <16 x double> %L, i32 473621
  %Shuff27 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10>
  %I28 = insertelement <4 x i64> zeroinitializer, i64 98593, i32 %B
  %B29 = urem i64 98593, 151549
  %FC = sitofp i1 %Cmp to float
  %Sl30 = select i1 %Cmp17, i8 %L5, i8 -1
  %Cmp31 = icmp eq i32 %B, 473621
  br i1 %Cmp31, label %CF261, label %CF265

CF265:                                            ; preds = %CF269
  %L32 = load <8 x i32>, ptr %A2, align 32
  store i1 %Cmp10, ptr %0, align 1
  %E33 = extractelement <16 x i16> zeroinitializer, i32 %3
  %Shuff34 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %B15, <16 x i32> <i32 poison, i32 11, i32 13, i32 poison, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7>
  %I35 = insertelement <4 x i64> %Shuff20, i64 -1, i32 %3
  %B36 = urem i64 %4, %B29
  %Tr37 = trunc i16 %E19 to i8
  %Sl38 = select i1 %Cmp10, i1 %Cmp10, i1 false
  br label %CF250

CF250:                                            ; preds = %CF250, %CF265
  %Cmp39 = icmp eq i64 98593, 98593
  br i1 %Cmp39, label %CF250, label %CF253

CF253:                                            ; preds = %CF253, %CF271, %CF250
  %L40 = load <2 x i32>, ptr %0, align 8
  store i8 0, ptr %0, align 1
  %E41 = extractelement <16 x i16> zeroinitializer, i32 %3
  %Shuff42 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff27, <8 x i32> <i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison>
  %I43 = insertelement <2 x i16> %I21, i16 %E33, i32 473621
  %B44 = urem i16 -30463, 0
  %PC = bitcast ptr %A to ptr
  %Sl45 = select i1 true, i1 %Tr, i1 %Sl38
  br i1 %Sl45, label %CF253, label %CF271

CF271:                                            ; preds = %CF253
  %Cmp46 = icmp eq i64 %E6, %E6
  br i1 %Cmp46, label %CF253, label %CF260

CF260:                                            ; preds = %CF271
  %L47 = load float, ptr %PC, align 4
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 16
  %E48 = extractelement <4 x i64> %Shuff7, i32 473621
  %Shuff49 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 poison, i32 2, i32 4, i32 6>
  %I50 = insertelement <8 x i8> zeroinitializer, i8 105, i32 %3
  %B51 = frem float %Sl16, %L47
  %Se = sext <2 x i32> %L40 to <2 x i64>
  %Sl52 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i16> zeroinitializer, <16 x i16> %B15
  %Cmp53 = icmp ugt <4 x i1> zeroinitializer, %Shuff49
  %L54 = load <8 x i16>, ptr %PC, align 16
  store float %Sl16, ptr %PC, align 4
  %E55 = extractelement <16 x i16> zeroinitializer, i32 473621
  %Shuff56 = shufflevector <4 x i64> %Shuff20, <4 x i64> %Shuff20, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I57 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 %B
  %B58 = urem i8 %Sl30, %5
  %Sl59 = select i1 true, i16 %B44, i16 25077
  %Cmp60 = icmp sgt i64 -1, 98593
  br label %CF248

CF248:                                            ; preds = %CF248, %CF268, %CF260
  %L61 = load i64, ptr %PC, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E62 = extractelement <4 x i1> zeroinitializer, i32 %B
  br i1 %E62, label %CF248, label %CF268

CF268:                                            ; preds = %CF248
  %Shuff63 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 14, i32 0, i32 poison, i32 4, i32 poison, i32 8, i32 10, i32 12>
  %I64 = insertelement <2 x i16> zeroinitializer, i16 %Sl9, i32 %3
  %B65 = sub i8 -1, %5
  %Tr66 = trunc i64 -1 to i8
  %Sl67 = select i1 %Sl38, i16 %L25, i16 -30463
  %Cmp68 = icmp sge i64 %B29, %L61
  br i1 %Cmp68, label %CF248, label %CF263

CF263:                                            ; preds = %CF263, %CF268
  %L69 = load i8, ptr %0, align 1
  store <2 x i64> %Se, ptr %PC, align 16
  %E70 = extractelement <4 x i64> %Shuff7, i32 473621
  %Shuff71 = shufflevector <8 x i32> %L32, <8 x i32> %L32, <8 x i32> <i32 10, i32 12, i32 14, i32 poison, i32 2, i32 4, i32 6, i32 8>
  %I72 = insertelement <2 x i32> %L40, i32 %3, i32 %3
  %B73 = srem i64 -1, 438397
  %PC74 = bitcast ptr %0 to ptr
  %Sl75 = select i1 true, i64 %B73, i64 %B29
  %Cmp76 = icmp ule <16 x i16> zeroinitializer, %B15
  %L77 = load <2 x i1>, ptr %PC, align 1
  store i32 %3, ptr %PC74, align 4
  %E78 = extractelement <4 x i64> %Shuff7, i32 %3
  %Shuff79 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %Shuff34, <16 x i32> <i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19>
  %I80 = insertelement <4 x i1> %Shuff49, i1 true, i32 473621
  %B81 = and <4 x i64> %I28, %I28
  %Tr82 = trunc i16 %Sl9 to i1
  br i1 %Tr82, label %CF263, label %CF267

CF267:                                            ; preds = %CF267, %CF263
  %Sl83 = select i1 %Cmp24, <4 x i64> zeroinitializer, <4 x i64> zeroinitializer
  %Cmp84 = fcmp false double %ZE, %E26
  br i1 %Cmp84, label %CF267, label %CF276

CF276:                                            ; preds = %CF267
  %L85 = load i1, ptr %PC74, align 1
  br label %CF247

CF247:                                            ; preds = %CF247, %CF276
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 16
  %E86 = extractelement <16 x float> %L11, i32 %3
  %Shuff87 = shufflevector <16 x double> %L, <16 x double> %L, <16 x i32> <i32 22, i32 poison, i32 26, i32 28, i32 poison, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 poison, i32 16, i32 poison, i32 20>
  %I88 = insertelement <8 x i8> %Shuff63, i8 %Tr22, i32 473621
  %Sl89 = select i1 %Cmp17, float %FC, float %FC
  %Cmp90 = icmp ule <16 x i16> %B15, zeroinitializer
  %L91 = load <8 x float>, ptr %A4, align 32
  store i1 %Sl45, ptr %PC74, align 1
  %E92 = extractelement <2 x i32> %L40, i32 %3
  %Shuff93 = shufflevector <4 x i1> %Cmp53, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I94 = insertelement <8 x i8> %Shuff63, i8 %Sl30, i32 %E92
  %Se95 = sext <4 x i1> zeroinitializer to <4 x i64>
  %Sl96 = select i1 false, i16 %E, i16 %E55
  %Cmp97 = icmp sgt i1 %Cmp, true
  br i1 %Cmp97, label %CF247, label %CF264

CF264:                                            ; preds = %CF247
  %L98 = load double, ptr %PC74, align 8
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %PC, align 4
  %E99 = extractelement <4 x i1> %Shuff49, i32 473621
  br label %CF

CF:                                               ; preds = %CF, %CF275, %CF245, %CF264
  %Shuff100 = shufflevector <8 x i8> %Shuff27, <8 x i8> %I14, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 poison>
  %I101 = insertelement <8 x i16> %L54, i16 %E, i32 473621
  %B102 = fsub double %E26, %ZE
  %FC103 = sitofp i16 %E19 to float
  %Sl104 = select i1 false, ptr %A2, ptr %PC74
  %Cmp105 = icmp ugt i32 473621, %B
  br i1 %Cmp105, label %CF, label %CF275

CF275:                                            ; preds = %CF
  %L106 = load <4 x i8>, ptr %PC, align 4
  store i64 %E70, ptr %PC, align 4
  %E107 = extractelement <16 x float> %L11, i32 %B
  %Shuff108 = shufflevector <4 x i1> %Shuff49, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I109 = insertelement <8 x i8> %I50, i8 %B65, i32 %E92
  %B110 = shl i8 %Sl30, -1
  %Tr111 = trunc i64 %E6 to i16
  %Sl112 = select i1 %Cmp97, <4 x i1> %Shuff, <4 x i1> zeroinitializer
  %Cmp113 = icmp sgt <4 x i32> zeroinitializer, zeroinitializer
  %L114 = load i8, ptr %PC74, align 1
  store <1 x float> %L18, ptr %PC, align 4
  %E115 = extractelement <4 x i1> %Sl112, i32 %3
  br i1 %E115, label %CF, label %CF245

CF245:                                            ; preds = %CF275
  %Shuff116 = shufflevector <16 x i16> %Sl52, <16 x i16> %B15, <16 x i32> <i32 12, i32 poison, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10>
  %I117 = insertelement <16 x i16> zeroinitializer, i16 17957, i32 %B
  %B118 = mul i64 %E6, 98593
  %FC119 = uitofp <4 x i1> %I8 to <4 x double>
  %Sl120 = select <16 x i1> %Cmp90, <16 x i16> %I117, <16 x i16> %Shuff116
  %Cmp121 = icmp sgt i16 %E55, %Tr111
  br i1 %Cmp121, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF259, %CF258, %CF254, %CF252, %CF266, %CF245
  %L122 = load <4 x i64>, ptr %0, align 32
  store i32 %E92, ptr %PC, align 4
  %E123 = extractelement <8 x i32> %Shuff71, i32 %E92
  %Shuff124 = shufflevector <1 x float> %L18, <1 x float> %L18, <1 x i32> poison
  %I125 = insertelement <8 x i32> %L32, i32 473621, i32 %E92
  %B126 = sdiv i64 %4, 438397
  %FC127 = uitofp i64 %L61 to float
  %Sl128 = select i1 true, float 0xB93AB40E80000000, float %L47
  %Cmp129 = icmp uge <4 x i1> %I8, %Shuff49
  %L130 = load i1, ptr %0, align 1
  br i1 %L130, label %CF244, label %CF259

CF259:                                            ; preds = %CF244
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %PC74, align 128
  %E131 = extractelement <4 x i1> zeroinitializer, i32 %E123
  br i1 %E131, label %CF244, label %CF256

CF256:                                            ; preds = %CF256, %CF259
  %Shuff132 = shufflevector <4 x i1> %Cmp129, <4 x i1> %Shuff, <4 x i32> <i32 poison, i32 4, i32 6, i32 0>
  %I133 = insertelement <2 x i16> zeroinitializer, i16 25077, i32 %E92
  %B134 = frem <16 x double> %Shuff87, %Shuff87
  %ZE135 = zext i1 %Cmp68 to i32
  %Sl136 = select i1 %E99, <4 x i64> %Shuff56, <4 x i64> %Shuff56
  %Cmp137 = icmp sgt i64 %L61, %B118
  br i1 %Cmp137, label %CF256, label %CF257

CF257:                                            ; preds = %CF257, %CF256
  %L138 = load i16, ptr %PC74, align 2
  store <2 x i16> %I57, ptr %0, align 4
  %E139 = extractelement <8 x i8> zeroinitializer, i32 %B
  %Shuff140 = shufflevector <8 x i8> %Shuff100, <8 x i8> %Shuff27, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 poison>
  %I141 = insertelement <2 x i32> %L40, i32 %E92, i32 %E92
  %BC142 = bitcast float %E107 to i32
  %Sl143 = select i1 true, <8 x i8> %Shuff140, <8 x i8> %Shuff140
  %Cmp144 = icmp sge i16 %Sl96, %E
  br i1 %Cmp144, label %CF257, label %CF258

CF258:                                            ; preds = %CF257
  %L145 = load float, ptr %PC, align 4
  %E146 = extractelement <2 x i16> %I43, i32 %E92
  %Shuff147 = shufflevector <8 x i32> %L32, <8 x i32> %Shuff71, <8 x i32> <i32 11, i32 poison, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I148 = insertelement <16 x double> %L, double %L98, i32 %E123
  %Sl149 = select i1 %Cmp17, i8 %B58, i8 %Tr22
  %Cmp150 = icmp ult <4 x i1> zeroinitializer, %I8
  %L151 = load i1, ptr %PC, align 1
  br i1 %L151, label %CF244, label %CF254

CF254:                                            ; preds = %CF258
  store <8 x float> %L91, ptr %0, align 32
  %E152 = extractelement <16 x i16> %Sl52, i32 %ZE135
  %Shuff153 = shufflevector <8 x i32> %L32, <8 x i32> %Shuff147, <8 x i32> <i32 6, i32 poison, i32 poison, i32 12, i32 14, i32 poison, i32 poison, i32 4>
  %I154 = insertelement <4 x i1> %Cmp129, i1 %Cmp24, i32 %E92
  %B155 = or <8 x i8> %Sl143, %Shuff140
  %ZE156 = fpext float %B51 to double
  %Sl157 = select i1 %Cmp84, double %B102, double %L98
  %Cmp158 = icmp sge <4 x i1> %Shuff49, %Sl112
  %L159 = load i8, ptr %PC74, align 1
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 128
  %E160 = extractelement <8 x i8> %Shuff100, i32 %B
  %Shuff161 = shufflevector <16 x i16> %Shuff79, <16 x i16> %Sl52, <16 x i32> <i32 18, i32 20, i32 poison, i32 poison, i32 26, i32 28, i32 30, i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12, i32 poison, i32 16>
  %I162 = insertelement <1 x float> %Shuff124, float 0x3EE528D900000000, i32 %ZE135
  %B163 = mul i16 25077, %Tr111
  %FC164 = uitofp <2 x i32> %L40 to <2 x double>
  %Sl165 = select i1 true, i1 %L85, i1 %E115
  br i1 %Sl165, label %CF244, label %CF252

CF252:                                            ; preds = %CF254
  %L166 = load <1 x i8>, ptr %PC, align 1
  store i16 25077, ptr %PC, align 2
  %E167 = extractelement <8 x i32> %L32, i32 %ZE135
  %Shuff168 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %B15, <16 x i32> <i32 poison, i32 poison, i32 poison, i32 21, i32 poison, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison>
  %I169 = insertelement <8 x i8> %I14, i8 -1, i32 473621
  %B170 = add i8 %Sl30, %B110
  %FC171 = uitofp i1 %E99 to float
  %Sl172 = select i1 %Cmp39, i32 %3, i32 %E92
  %Cmp173 = icmp uge i1 true, %L151
  br i1 %Cmp173, label %CF244, label %CF249

CF249:                                            ; preds = %CF249, %CF273, %CF274, %CF252
  %L174 = load float, ptr %PC, align 4
  %E175 = extractelement <8 x i32> %L32, i32 %E92
  %Shuff176 = shufflevector <2 x i16> %I57, <2 x i16> %I133, <2 x i32> <i32 poison, i32 1>
  %I177 = insertelement <8 x i8> %Shuff100, i8 %B110, i32 %E92
  %FC178 = sitofp i64 %B118 to double
  %Sl179 = select i1 %Cmp97, <2 x i16> %I64, <2 x i16> %Shuff176
  %Cmp180 = icmp ugt <4 x i1> zeroinitializer, %Shuff49
  %L181 = load double, ptr %PC74, align 8
  store <8 x i32> %L32, ptr %0, align 32
  %E182 = extractelement <1 x float> %L18, i32 %E167
  %Shuff183 = shufflevector <4 x i1> %Cmp129, <4 x i1> %Shuff, <4 x i32> <i32 4, i32 6, i32 0, i32 poison>
  %I184 = insertelement <4 x i1> %Sl112, i1 true, i32 %E92
  %B185 = fdiv double %FC178, %ZE
  %Tr186 = fptrunc double %ZE to float
  %Sl187 = select i1 %Cmp97, i64 -1, i64 151549
  %Cmp188 = icmp eq <8 x i8> %I88, %Shuff27
  %L189 = load float, ptr %PC, align 4
  store <8 x float> %L91, ptr %PC, align 32
  %E190 = extractelement <4 x i8> %L106, i32 %E92
  %Shuff191 = shufflevector <2 x i16> %Shuff176, <2 x i16> %Shuff13, <2 x i32> <i32 0, i32 2>
  %I192 = insertelement <8 x i32> %L32, i32 %E92, i32 %3
  %B193 = or i64 %B118, %L61
  %FC194 = fptosi double %ZE156 to i64
  %Sl195 = select i1 %Sl165, float %FC171, float %L145
  %Cmp196 = icmp ugt i64 %E48, %Sl187
  br i1 %Cmp196, label %CF249, label %CF273

CF273:                                            ; preds = %CF249
  %L197 = load <1 x i32>, ptr %PC74, align 4
  store i16 %Sl9, ptr %PC, align 2
  %E198 = extractelement <16 x i16> zeroinitializer, i32 %E92
  %Shuff199 = shufflevector <8 x i8> %Shuff27, <8 x i8> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I200 = insertelement <2 x i16> %Shuff176, i16 %E198, i32 473621
  %B201 = frem float 0xB88DA72180000000, %FC103
  %Tr202 = trunc <4 x i64> %B81 to <4 x i32>
  %Sl203 = select <16 x i1> %Cmp76, <16 x double> %L, <16 x double> %Shuff87
  %Cmp204 = fcmp one <1 x float> %L18, %I162
  %L205 = load <4 x i1>, ptr %Sl104, align 1
  store i64 %L61, ptr %PC, align 4
  %E206 = extractelement <2 x i16> %Shuff176, i32 %E92
  %Shuff207 = shufflevector <8 x i8> %Shuff63, <8 x i8> %I109, <8 x i32> <i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I208 = insertelement <4 x i64> %Shuff7, i64 %B29, i32 %E92
  %B209 = ashr <4 x i32> %Tr202, %Tr202
  %FC210 = fptosi <1 x float> %L18 to <1 x i32>
  %Sl211 = select i1 %Tr, i1 %Cmp137, i1 %Sl165
  br i1 %Sl211, label %CF249, label %CF255

CF255:                                            ; preds = %CF255, %CF273
  %Cmp212 = fcmp ult <1 x float> %L18, %L18
  %L213 = load <8 x double>, ptr %A4, align 64
  store double %ZE, ptr %1, align 8
  %E214 = extractelement <1 x float> %Shuff124, i32 %E92
  %Shuff215 = shufflevector <2 x i16> %Shuff176, <2 x i16> %Shuff13, <2 x i32> <i32 1, i32 3>
  %I216 = insertelement <4 x i8> %L106, i8 %Tr37, i32 %3
  %B217 = fdiv double %L98, %L98
  %ZE218 = zext <8 x i8> %I177 to <8 x i16>
  %Sl219 = select i1 %Cmp137, <4 x i64> %I208, <4 x i64> %B81
  %Cmp220 = icmp sge i32 %BC142, %3
  br i1 %Cmp220, label %CF255, label %CF274

CF274:                                            ; preds = %CF255
  %L221 = load i8, ptr %PC, align 1
  %E222 = extractelement <2 x i16> %I57, i32 %Sl172
  %Shuff223 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %B15, <16 x i32> <i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I224 = insertelement <16 x i16> %Shuff223, i16 25077, i32 %E92
  %Se225 = sext <8 x i8> %Shuff42 to <8 x i32>
  %Sl226 = select i1 %E62, ptr %1, ptr %0
  %Cmp227 = icmp slt i8 %L5, %B110
  br i1 %Cmp227, label %CF249, label %CF251

CF251:                                            ; preds = %CF251, %CF274
  %L228 = load float, ptr %Sl104, align 4
  store <4 x i8> %L106, ptr %Sl226, align 4
  %E229 = extractelement <4 x double> %FC119, i32 %E92
  %Shuff230 = shufflevector <1 x float> %L18, <1 x float> %Shuff124, <1 x i32> poison
  %I231 = insertelement <4 x i32> %Tr202, i32 %E92, i32 473621
  %B232 = add i16 %E55, 25077
  %FC233 = fptosi float %Sl128 to i1
  br i1 %FC233, label %CF251, label %CF266

CF266:                                            ; preds = %CF251
  %Sl234 = select i1 %Sl165, i8 %Tr66, i8 0
  %Cmp235 = icmp slt <4 x i32> %Tr202, %Tr202
  %L236 = load <8 x double>, ptr %Sl104, align 64
  store i32 %E123, ptr %Sl226, align 4
  %E237 = extractelement <8 x i8> %Shuff42, i32 %E123
  %Shuff238 = shufflevector <16 x i16> %Shuff79, <16 x i16> %Shuff116, <16 x i32> <i32 11, i32 13, i32 15, i32 poison, i32 19, i32 poison, i32 23, i32 25, i32 27, i32 poison, i32 31, i32 poison, i32 3, i32 5, i32 7, i32 9>
  %I239 = insertelement <8 x i8> %Shuff27, i8 %B110, i32 %3
  %B240 = fadd double %BC, %ZE156
  %FC241 = uitofp i8 %L5 to double
  %Sl242 = select i1 %E115, i16 25077, i16 %E198
  %Cmp243 = icmp ule i8 %B110, %B58
  br i1 %Cmp243, label %CF244, label %CF246

CF246:                                            ; preds = %CF266
  store i64 %L61, ptr %Sl104, align 4
  store i32 %E92, ptr %0, align 4
  store i32 %3, ptr %Sl226, align 4
  store i1 %E115, ptr %Sl104, align 1
  store i1 %Cmp173, ptr %Sl226, align 1
  ret void
}
