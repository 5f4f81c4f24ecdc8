; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD18(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <16 x float>, align 64
  %A3 = alloca <4 x i64>, align 32
  %A2 = alloca <2 x i16>, align 4
  %A1 = alloca <2 x i16>, align 4
  %A = alloca <1 x i32>, align 4
  %L = load <4 x i8>, ptr %0, align 4
  store i1 true, ptr %0, align 1
  %E = extractelement <4 x i8> %L, i32 109511
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L, <4 x i32> <i32 poison, i32 7, i32 1, i32 poison>
  %I = insertelement <4 x i8> zeroinitializer, i8 %E, i32 0
  %B = srem i64 219755, 0
  %Se = sext i32 %3 to i64
  %Sl = select i1 true, i16 -27801, i16 -1949
  %Cmp = icmp ult i64 %4, 492879
  br label %CF242

CF242:                                            ; preds = %CF242, %CF253, %BB
  %L5 = load i32, ptr %0, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 64
  %E6 = extractelement <4 x i8> zeroinitializer, i32 %L5
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I8 = insertelement <8 x i8> zeroinitializer, i8 %5, i32 0
  %ZE = zext <8 x i8> %I8 to <8 x i16>
  %Sl9 = select i1 %Cmp, i16 0, i16 -1949
  %Cmp10 = icmp uge <4 x i8> %I, %L
  %L11 = load <16 x float>, ptr %0, align 64
  store double 0x2A3D62DC5E3B8C5A, ptr %0, align 8
  %E12 = extractelement <8 x i8> zeroinitializer, i32 0
  %Shuff13 = shufflevector <4 x i8> %L, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I14 = insertelement <4 x i8> %I, i8 55, i32 109511
  %B15 = or i16 -1, -1949
  %FC = uitofp i8 %E to float
  %Sl16 = select i1 true, ptr %A3, ptr %A3
  %Cmp17 = icmp ult i32 %L5, 0
  br i1 %Cmp17, label %CF242, label %CF253

CF253:                                            ; preds = %CF242
  %L18 = load i64, ptr %Sl16, align 4
  store <2 x i8> <i8 0, i8 -1>, ptr %Sl16, align 2
  %E19 = extractelement <4 x i8> %Shuff, i32 0
  %Shuff20 = shufflevector <4 x i8> %L, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 poison>
  %I21 = insertelement <2 x i64> zeroinitializer, i64 0, i32 0
  %FC22 = sitofp <4 x i8> %L to <4 x float>
  %Sl23 = select i1 true, i32 391455, i32 %3
  %Cmp24 = icmp ult i8 55, %E
  br i1 %Cmp24, label %CF242, label %CF246

CF246:                                            ; preds = %CF246, %CF266, %CF263, %CF253
  %L25 = load <4 x float>, ptr %Sl16, align 16
  store float 0xB864F108C0000000, ptr %Sl16, align 4
  %E26 = extractelement <4 x i8> %L, i32 %Sl23
  %Shuff27 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I28 = insertelement <4 x i8> %Shuff7, i8 %E12, i32 0
  %B29 = add <4 x i8> %I14, zeroinitializer
  %Se30 = sext i16 -27801 to i32
  %Sl31 = select <4 x i1> zeroinitializer, <4 x i8> %I28, <4 x i8> %Shuff
  %Cmp32 = icmp ult <4 x i8> %Shuff13, %L
  %L33 = load <8 x i64>, ptr %Sl16, align 64
  store i8 %E26, ptr %Sl16, align 1
  %E34 = extractelement <4 x i8> %Shuff20, i32 %3
  %Shuff35 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp10, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I36 = insertelement <4 x i8> zeroinitializer, i8 55, i32 391455
  %PC = bitcast ptr %A to ptr
  %Sl37 = select i1 %Cmp17, ptr %Sl16, ptr %Sl16
  %Cmp38 = icmp ult i64 492879, %L18
  br i1 %Cmp38, label %CF246, label %CF266

CF266:                                            ; preds = %CF246
  %L39 = load <4 x i8>, ptr %PC, align 4
  store double 0x2A3D62DC5E3B8C5A, ptr %PC, align 8
  %E40 = extractelement <4 x i8> zeroinitializer, i32 109511
  %Shuff41 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I42 = insertelement <2 x i64> zeroinitializer, i64 %L18, i32 %Sl23
  %PC43 = bitcast ptr %PC to ptr
  %Sl44 = select i1 %Cmp, i64 %B, i64 -1
  %Cmp45 = icmp ule i1 %Cmp, %Cmp24
  br i1 %Cmp45, label %CF246, label %CF263

CF263:                                            ; preds = %CF266
  %L46 = load <8 x double>, ptr %Sl16, align 64
  store float %FC, ptr %Sl16, align 4
  %E47 = extractelement <2 x i64> zeroinitializer, i32 %Sl23
  %Shuff48 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I49 = insertelement <4 x i8> zeroinitializer, i8 55, i32 %3
  %ZE50 = zext i32 391455 to i64
  %Sl51 = select i1 %Cmp17, i32 %L5, i32 %3
  %Cmp52 = icmp sge i32 %Se30, %Sl51
  br i1 %Cmp52, label %CF246, label %CF250

CF250:                                            ; preds = %CF250, %CF267, %CF268, %CF258, %CF263
  %L53 = load <8 x i8>, ptr %Sl16, align 8
  store float 0xB864F108C0000000, ptr %Sl16, align 4
  %E54 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff55 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 poison, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21>
  %I56 = insertelement <4 x i8> %I, i8 55, i32 %Sl23
  %Sl57 = select i1 %Cmp, i8 %E34, i8 %E6
  %Cmp58 = icmp ugt i64 %Sl44, %Sl44
  br i1 %Cmp58, label %CF250, label %CF267

CF267:                                            ; preds = %CF250
  %L59 = load i32, ptr %Sl16, align 4
  store <2 x i16> <i16 0, i16 -1>, ptr %Sl16, align 4
  %E60 = extractelement <4 x i1> zeroinitializer, i32 %L5
  br i1 %E60, label %CF250, label %CF261

CF261:                                            ; preds = %CF261, %CF267
  %Shuff61 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff13, <4 x i32> <i32 4, i32 6, i32 poison, i32 2>
  %I62 = insertelement <4 x i8> %L, i8 %5, i32 0
  %B63 = frem float 0x408A6E0E40000000, %FC
  %BC = bitcast <8 x i64> %L33 to <8 x double>
  %Sl64 = select i1 %Cmp38, <1 x i16> %Shuff41, <1 x i16> %Shuff41
  %Cmp65 = icmp ult i1 %Cmp52, %Cmp24
  br i1 %Cmp65, label %CF261, label %CF268

CF268:                                            ; preds = %CF261
  %L66 = load i32, ptr %0, align 4
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl16, align 8
  %E67 = extractelement <8 x i8> %L53, i32 0
  %Shuff68 = shufflevector <4 x float> %L25, <4 x float> %FC22, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I69 = insertelement <8 x i64> %L33, i64 72095, i32 %L66
  %B70 = and <16 x i64> zeroinitializer, zeroinitializer
  %ZE71 = zext i1 true to i8
  %Sl72 = select i1 %Cmp, i64 0, i64 %4
  %Cmp73 = icmp sge <4 x i8> %Shuff61, %L
  %L74 = load <1 x i64>, ptr %PC, align 8
  store i16 -1949, ptr %Sl16, align 2
  %E75 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff76 = shufflevector <1 x i64> %L74, <1 x i64> %L74, <1 x i32> <i32 1>
  %I77 = insertelement <4 x i64> zeroinitializer, i64 %B, i32 %Sl51
  %Tr = trunc i64 %E47 to i16
  %Sl78 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer
  %Cmp79 = icmp ult i64 %Sl72, -1
  br i1 %Cmp79, label %CF250, label %CF258

CF258:                                            ; preds = %CF268
  %L80 = load <4 x float>, ptr %PC, align 16
  store i64 %Sl44, ptr %0, align 4
  %E81 = extractelement <4 x i8> %L, i32 %Sl51
  %Shuff82 = shufflevector <4 x i8> %L, <4 x i8> %Shuff48, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I83 = insertelement <16 x i64> %B70, i64 %Sl44, i32 %L5
  %B84 = sdiv i64 %ZE50, %Sl44
  %FC85 = sitofp <8 x i16> %ZE to <8 x float>
  %Sl86 = select i1 true, <4 x i8> %I62, <4 x i8> %I36
  %Cmp87 = fcmp oge <16 x float> %L11, %L11
  %L88 = load i8, ptr %0, align 1
  store <1 x i8> zeroinitializer, ptr %0, align 1
  %E89 = extractelement <4 x i1> zeroinitializer, i32 %Sl23
  br i1 %E89, label %CF250, label %CF254

CF254:                                            ; preds = %CF258
  %Shuff90 = shufflevector <8 x double> %L46, <8 x double> %L46, <8 x i32> <i32 poison, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 poison>
  %I91 = insertelement <4 x float> %FC22, float %FC, i32 %L59
  %B92 = udiv i8 %L88, %E
  %Tr93 = trunc <1 x i16> zeroinitializer to <1 x i1>
  %Sl94 = select <16 x i1> %Cmp87, <16 x i64> %Shuff55, <16 x i64> %Shuff55
  %Cmp95 = fcmp ord <4 x float> %Shuff68, %Shuff68
  %L96 = load <2 x i8>, ptr %0, align 2
  store i8 55, ptr %Sl16, align 1
  %E97 = extractelement <4 x i1> zeroinitializer, i32 %3
  br label %CF

CF:                                               ; preds = %CF, %CF265, %CF244, %CF249, %CF254
  %Shuff98 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I99 = insertelement <2 x i64> %Shuff27, i64 %Sl44, i32 0
  %B100 = add i8 %ZE71, %5
  %Sl101 = select i1 true, i1 %E97, i1 %Cmp
  br i1 %Sl101, label %CF, label %CF265

CF265:                                            ; preds = %CF
  %Cmp102 = icmp ugt i1 %Cmp45, true
  br i1 %Cmp102, label %CF, label %CF244

CF244:                                            ; preds = %CF265
  %L103 = load <8 x i64>, ptr %PC, align 64
  store i16 %B15, ptr %0, align 2
  %E104 = extractelement <8 x i64> %L103, i32 %3
  %Shuff105 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp32, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I106 = insertelement <2 x i64> %Shuff27, i64 %Sl72, i32 %Sl51
  %B107 = xor i64 0, %Sl44
  %ZE108 = zext <4 x i8> %I36 to <4 x i16>
  %Sl109 = select i1 %Cmp24, i1 %Cmp102, i1 %E97
  br i1 %Sl109, label %CF, label %CF243

CF243:                                            ; preds = %CF243, %CF260, %CF259, %CF244
  %Cmp110 = icmp eq i8 %E26, 55
  br i1 %Cmp110, label %CF243, label %CF252

CF252:                                            ; preds = %CF252, %CF243
  %L111 = load <16 x double>, ptr %PC, align 128
  store i64 %E104, ptr %0, align 4
  %E112 = extractelement <8 x i32> %Sl78, i32 %3
  %Shuff113 = shufflevector <4 x float> %Shuff68, <4 x float> %Shuff68, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I114 = insertelement <4 x i8> %Sl31, i8 -113, i32 0
  %B115 = urem i64 0, %E104
  %Se116 = sext i1 %Cmp79 to i32
  %Sl117 = select <4 x i1> zeroinitializer, <4 x i8> %Shuff61, <4 x i8> %L
  %Cmp118 = fcmp ule <16 x float> %L11, %L11
  %L119 = load <8 x i32>, ptr %Sl16, align 32
  store i16 %Tr, ptr %0, align 2
  %E120 = extractelement <4 x i1> zeroinitializer, i32 0
  br i1 %E120, label %CF252, label %CF260

CF260:                                            ; preds = %CF252
  %Shuff121 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %Sl78, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I122 = insertelement <4 x i8> %I, i8 %5, i32 %L66
  %B123 = sdiv <2 x i64> %I106, %I99
  %FC124 = fptoui float %B63 to i64
  %Sl125 = select <1 x i1> %Tr93, <1 x i64> %L74, <1 x i64> %L74
  %Cmp126 = fcmp ole <16 x double> %L111, %L111
  %L127 = load <4 x i8>, ptr %0, align 4
  store i64 0, ptr %0, align 4
  %E128 = extractelement <4 x i8> %Shuff13, i32 %L5
  %Shuff129 = shufflevector <4 x i8> %Shuff20, <4 x i8> %I28, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I130 = insertelement <4 x i8> %I49, i8 %B100, i32 %L66
  %B131 = shl <8 x i32> %Sl78, %L119
  %Sl132 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x float> %FC85, <8 x float> %FC85
  %Cmp133 = icmp ne <2 x i64> %I106, %Shuff27
  %L134 = load <8 x double>, ptr %0, align 64
  store i8 %E34, ptr %Sl16, align 1
  %E135 = extractelement <4 x i8> %I62, i32 0
  %Shuff136 = shufflevector <4 x float> %L80, <4 x float> %FC22, <4 x i32> <i32 poison, i32 3, i32 5, i32 poison>
  %I137 = insertelement <8 x i64> %L103, i64 %Sl72, i32 %E112
  %B138 = ashr <4 x i8> %I114, %Shuff82
  %Tr139 = trunc i64 219755 to i1
  br i1 %Tr139, label %CF243, label %CF247

CF247:                                            ; preds = %CF247, %CF260
  %Sl140 = select i1 %Cmp52, <2 x i64> %I21, <2 x i64> zeroinitializer
  %Cmp141 = icmp eq <4 x i8> %L127, %Shuff48
  %L142 = load i32, ptr %Sl16, align 4
  store <8 x i8> zeroinitializer, ptr %0, align 8
  %E143 = extractelement <4 x i1> %Cmp10, i32 %E112
  br i1 %E143, label %CF247, label %CF259

CF259:                                            ; preds = %CF247
  %Shuff144 = shufflevector <8 x i16> %ZE, <8 x i16> %ZE, <8 x i32> <i32 14, i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12>
  %I145 = insertelement <2 x i8> %L96, i8 %E81, i32 %E112
  %B146 = sdiv i64 413039, %E104
  %FC147 = sitofp i16 %Tr to double
  %Sl148 = select i1 true, <4 x float> %Shuff136, <4 x float> %FC22
  %Cmp149 = icmp slt i1 true, true
  br i1 %Cmp149, label %CF243, label %CF245

CF245:                                            ; preds = %CF245, %CF269, %CF256, %CF255, %CF259
  %L150 = load i16, ptr %0, align 2
  store <16 x double> %L111, ptr %Sl16, align 128
  %E151 = extractelement <2 x i64> zeroinitializer, i32 %Se116
  %Shuff152 = shufflevector <4 x float> %Shuff68, <4 x float> %Shuff136, <4 x i32> <i32 poison, i32 poison, i32 poison, i32 2>
  %I153 = insertelement <4 x i1> zeroinitializer, i1 %Cmp17, i32 %3
  %B154 = xor i16 %Sl9, %Tr
  %FC155 = fptosi float 0x408A6E0E40000000 to i16
  %Sl156 = select i1 true, i64 27763, i64 %B115
  %Cmp157 = icmp slt <4 x i1> %Shuff35, %Cmp73
  %L158 = load <2 x i64>, ptr %0, align 16
  store i64 %L18, ptr %0, align 4
  %E159 = extractelement <4 x i8> %Shuff20, i32 %L142
  %Shuff160 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I21, <2 x i32> <i32 1, i32 3>
  %I161 = insertelement <4 x i8> zeroinitializer, i8 %E19, i32 0
  %B162 = xor i64 %B84, %Sl72
  %FC163 = sitofp <4 x i8> %I36 to <4 x float>
  %Sl164 = select i1 %Cmp58, i64 %FC124, i64 %Sl72
  %Cmp165 = icmp slt <16 x i64> %Shuff55, %Shuff55
  %L166 = load <8 x i64>, ptr %0, align 64
  store i64 72095, ptr %0, align 4
  %E167 = extractelement <4 x i64> %I77, i32 %L5
  %Shuff168 = shufflevector <4 x i8> %Shuff13, <4 x i8> %Shuff82, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I169 = insertelement <2 x i64> %I42, i64 %Sl44, i32 %E112
  %B170 = sdiv i32 0, 0
  %Sl171 = select i1 true, i1 %Cmp24, i1 %Cmp17
  br i1 %Sl171, label %CF245, label %CF269

CF269:                                            ; preds = %CF245
  %Cmp172 = icmp ugt i1 %Cmp102, true
  br i1 %Cmp172, label %CF245, label %CF256

CF256:                                            ; preds = %CF269
  %L173 = load i8, ptr %0, align 1
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl16, align 16
  %E174 = extractelement <4 x i8> %I14, i32 %E112
  %Shuff175 = shufflevector <8 x i64> %I137, <8 x i64> %L166, <8 x i32> <i32 poison, i32 10, i32 12, i32 14, i32 poison, i32 2, i32 4, i32 6>
  %I176 = insertelement <4 x float> %Shuff136, float 0xB864F108C0000000, i32 %Se30
  %B177 = frem <4 x float> %L80, %FC22
  %FC178 = uitofp <4 x i1> %Cmp73 to <4 x float>
  %Sl179 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> %L119, <8 x i32> %Sl78
  %Cmp180 = icmp ugt i16 %B15, %Sl9
  br i1 %Cmp180, label %CF245, label %CF255

CF255:                                            ; preds = %CF256
  %L181 = load <4 x i1>, ptr %0, align 1
  store i64 -1, ptr %0, align 4
  %E182 = extractelement <2 x i64> zeroinitializer, i32 109511
  %Shuff183 = shufflevector <4 x i1> %Cmp157, <4 x i1> %Cmp32, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I184 = insertelement <4 x i1> %Cmp95, i1 %Cmp, i32 109511
  %Tr185 = trunc <16 x i64> %I83 to <16 x i1>
  %Sl186 = select i1 %Cmp180, <4 x float> %Sl148, <4 x float> %B177
  %Cmp187 = icmp uge <2 x i64> %I99, %I99
  %L188 = load i1, ptr %0, align 1
  br i1 %L188, label %CF245, label %CF249

CF249:                                            ; preds = %CF255
  %E189 = extractelement <1 x i16> zeroinitializer, i32 %E112
  %Shuff190 = shufflevector <4 x float> %Shuff68, <4 x float> %L80, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I191 = insertelement <4 x i8> %L, i8 %5, i32 %E112
  %B192 = sdiv <16 x i64> %Sl94, zeroinitializer
  %FC193 = uitofp i8 %E26 to float
  %Sl194 = select i1 %Cmp79, i16 %E189, i16 %Tr
  %Cmp195 = icmp ult <4 x i16> %ZE108, %ZE108
  %L196 = load double, ptr %PC, align 8
  store <2 x i64> zeroinitializer, ptr %Sl16, align 16
  %E197 = extractelement <8 x double> %L46, i32 %Sl51
  %Shuff198 = shufflevector <4 x i1> %L181, <4 x i1> %Shuff105, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I199 = insertelement <2 x i64> zeroinitializer, i64 %B115, i32 %E112
  %B200 = sdiv <8 x i32> zeroinitializer, %B131
  %FC201 = fptoui <4 x float> %I176 to <4 x i8>
  %Sl202 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> %Shuff121, <8 x i32> %Sl78
  %Cmp203 = icmp sgt <2 x i1> %Cmp187, %Cmp133
  %L204 = load <4 x i8>, ptr %0, align 4
  store float %FC193, ptr %0, align 4
  %E205 = extractelement <4 x i1> %Cmp157, i32 %3
  br i1 %E205, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF264, %CF262, %CF251, %CF249
  %Shuff206 = shufflevector <4 x i8> %Shuff82, <4 x i8> %Shuff168, <4 x i32> <i32 7, i32 1, i32 poison, i32 poison>
  %I207 = insertelement <4 x i1> %Cmp10, i1 %Sl101, i32 %Sl51
  %Se208 = sext <4 x i8> %I62 to <4 x i64>
  %Sl209 = select <2 x i1> %Cmp133, <2 x i64> %I106, <2 x i64> zeroinitializer
  %Cmp210 = icmp ne <4 x i8> %L127, %Shuff82
  %L211 = load <2 x double>, ptr %0, align 16
  store i8 %5, ptr %PC, align 1
  %E212 = extractelement <8 x float> %FC85, i32 %E112
  %Shuff213 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Sl117, <4 x i32> <i32 5, i32 poison, i32 poison, i32 3>
  %I214 = insertelement <8 x i8> %I8, i8 %E6, i32 %L5
  %B215 = or i64 %Sl44, %E182
  %BC216 = bitcast i64 %B115 to double
  %Sl217 = select i1 true, <4 x i8> %I130, <4 x i8> %Shuff48
  %Cmp218 = icmp ne <4 x i8> %Shuff82, %L
  %L219 = load float, ptr %PC43, align 4
  store <4 x i8> %L127, ptr %PC43, align 4
  %E220 = extractelement <4 x i8> %L39, i32 %Sl51
  %Shuff221 = shufflevector <4 x float> %Shuff113, <4 x float> %Shuff136, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I222 = insertelement <4 x i1> %Shuff183, i1 true, i32 %E112
  %FC223 = uitofp i64 %B162 to float
  %Sl224 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i8> %I8, <8 x i8> %I214
  %Cmp225 = icmp eq i8 %E6, %E12
  br i1 %Cmp225, label %CF241, label %CF264

CF264:                                            ; preds = %CF241
  %L226 = load <8 x i8>, ptr %0, align 8
  store double %FC147, ptr %A3, align 8
  %E227 = extractelement <4 x i1> %Cmp157, i32 0
  br i1 %E227, label %CF241, label %CF257

CF257:                                            ; preds = %CF257, %CF264
  %Shuff228 = shufflevector <16 x i64> %B70, <16 x i64> %B192, <16 x i32> <i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1, i32 poison, i32 5, i32 poison, i32 9, i32 11, i32 13>
  %I229 = insertelement <4 x i16> %ZE108, i16 %L150, i32 %Sl23
  %B230 = lshr <4 x i8> %B29, %Shuff
  %Tr231 = trunc i8 %L88 to i1
  br i1 %Tr231, label %CF257, label %CF262

CF262:                                            ; preds = %CF257
  %Sl232 = select i1 %Cmp17, float 0x408A6E0E40000000, float %FC193
  %Cmp233 = icmp ne i1 %E143, true
  br i1 %Cmp233, label %CF241, label %CF251

CF251:                                            ; preds = %CF262
  %L234 = load <4 x float>, ptr %0, align 16
  store double 0x2A3D62DC5E3B8C5A, ptr %0, align 8
  %E235 = extractelement <4 x i8> %Shuff13, i32 391455
  %Shuff236 = shufflevector <4 x i8> %Shuff48, <4 x i8> %I114, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I237 = insertelement <2 x i64> %Shuff27, i64 72095, i32 %3
  %FC238 = uitofp <4 x i8> %I114 to <4 x double>
  %Sl239 = select i1 %Sl171, i16 %Sl194, i16 %Tr
  %Cmp240 = icmp ult i8 %E12, %5
  br i1 %Cmp240, label %CF241, label %CF248

CF248:                                            ; preds = %CF251
  store i16 -27501, ptr %0, align 2
  store i1 true, ptr %Sl16, align 1
  store double %BC216, ptr %0, align 8
  store i16 %L150, ptr %Sl16, align 2
  store i8 %E128, ptr %Sl16, align 1
  ret void
}
