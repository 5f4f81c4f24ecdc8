; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD16(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x float>, align 32
  %A3 = alloca <4 x i32>, align 16
  %A2 = alloca <4 x float>, align 16
  %A1 = alloca <2 x float>, align 8
  %A = alloca <2 x i64>, align 16
  %L = load <1 x i16>, ptr %0, align 2
  store i32 %3, ptr %0, align 4
  %E = extractelement <1 x i32> zeroinitializer, i32 110825
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I = insertelement <2 x i32> zeroinitializer, i32 484633, i32 110825
  %B = udiv i32 %3, %E
  %Tr = trunc <1 x i32> zeroinitializer to <1 x i1>
  %Sl = select i1 false, i64 266001, i64 %4
  %Cmp = icmp eq i16 0, 0
  br label %CF239

CF239:                                            ; preds = %CF239, %BB
  %L5 = load float, ptr %0, align 4
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E6 = extractelement <4 x i16> zeroinitializer, i32 110825
  %Shuff7 = shufflevector <1 x i1> %Tr, <1 x i1> %Tr, <1 x i32> zeroinitializer
  %I8 = insertelement <16 x i64> zeroinitializer, i64 0, i32 %3
  %B9 = udiv i16 0, 0
  %Sl10 = select i1 %Cmp, i32 382981, i32 %E
  %L11 = load <2 x i1>, ptr %0, align 1
  store i16 -8091, ptr %0, align 2
  %E12 = extractelement <4 x i32> zeroinitializer, i32 484633
  %Shuff13 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I14 = insertelement <2 x i1> %L11, i1 true, i32 %3
  %B15 = or <1 x i32> zeroinitializer, zeroinitializer
  %ZE = zext <4 x i8> %Shuff13 to <4 x i16>
  %Sl16 = select i1 true, i8 -1, i8 -1
  %Cmp17 = icmp eq <4 x i32> zeroinitializer, zeroinitializer
  %L18 = load <2 x float>, ptr %0, align 8
  store i32 382981, ptr %0, align 4
  %E19 = extractelement <4 x i16> zeroinitializer, i32 484633
  %Shuff20 = shufflevector <4 x i8> %Shuff13, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I21 = insertelement <4 x i32> zeroinitializer, i32 382981, i32 110825
  %B22 = urem <4 x i16> zeroinitializer, %ZE
  %Sl23 = select i1 true, float 0x3FC5A45980000000, float 0xC69B3C0F00000000
  %Cmp24 = icmp uge <1 x i1> %Tr, %Tr
  %L25 = load <16 x i64>, ptr %0, align 128
  store double 0x189FD3BE719D623C, ptr %2, align 8
  %E26 = extractelement <1 x i32> zeroinitializer, i32 %Sl10
  %Shuff27 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %ZE, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I28 = insertelement <4 x i32> zeroinitializer, i32 %E, i32 110825
  %B29 = sdiv <16 x i64> %I8, %I8
  %Tr30 = trunc <1 x i32> zeroinitializer to <1 x i16>
  %Sl31 = select i1 false, double 0xC6B77FD69BB58A54, double 0x8453B072FF51E0F0
  %Cmp32 = fcmp ole double 0xC6B77FD69BB58A54, 0x8453B072FF51E0F0
  br i1 %Cmp32, label %CF239, label %CF258

CF258:                                            ; preds = %CF239
  %L33 = load float, ptr %0, align 4
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E34 = extractelement <4 x i32> zeroinitializer, i32 110825
  %Shuff35 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I36 = insertelement <2 x i32> zeroinitializer, i32 %E26, i32 %E34
  %FC = sitofp <4 x i16> %B22 to <4 x float>
  %Sl37 = select i1 false, <4 x i8> %Shuff20, <4 x i8> zeroinitializer
  %Cmp38 = icmp sgt <2 x i32> %I, %I36
  %L39 = load i32, ptr %0, align 4
  store <2 x i32> %I36, ptr %0, align 8
  %E40 = extractelement <1 x i1> %Cmp24, i32 %Sl10
  br label %CF235

CF235:                                            ; preds = %CF235, %CF249, %CF244, %CF258
  %Shuff41 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I42 = insertelement <4 x i16> zeroinitializer, i16 %E6, i32 110825
  %Sl43 = select i1 true, <2 x i1> %I14, <2 x i1> %L11
  %Cmp44 = icmp uge i16 %E19, 0
  br i1 %Cmp44, label %CF235, label %CF242

CF242:                                            ; preds = %CF242, %CF259, %CF235
  %L45 = load i16, ptr %1, align 2
  store <4 x float> %FC, ptr %0, align 16
  %E46 = extractelement <16 x i64> %L25, i32 %E26
  %Shuff47 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff41, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I48 = insertelement <2 x i1> %Cmp38, i1 %Cmp32, i32 110825
  %B49 = lshr i32 %E34, %Sl10
  %Tr50 = trunc i16 22093 to i8
  %Sl51 = select <4 x i1> %Cmp17, <4 x i32> %Shuff41, <4 x i32> zeroinitializer
  %Cmp52 = icmp ne i32 %L39, %E26
  br i1 %Cmp52, label %CF242, label %CF251

CF251:                                            ; preds = %CF251, %CF242
  %L53 = load <4 x i8>, ptr %0, align 4
  store i64 %Sl, ptr %0, align 4
  %E54 = extractelement <4 x i32> %Shuff47, i32 %Sl10
  %Shuff55 = shufflevector <4 x i32> %Shuff35, <4 x i32> %I21, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I56 = insertelement <4 x i32> zeroinitializer, i32 %E26, i32 %E26
  %Sl57 = select i1 %Cmp32, ptr %A1, ptr %0
  %Cmp58 = icmp ugt <4 x i64> %Shuff, zeroinitializer
  %L59 = load <1 x double>, ptr %Sl57, align 8
  store i8 -1, ptr %Sl57, align 1
  %E60 = extractelement <2 x i32> zeroinitializer, i32 110825
  %Shuff61 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I62 = insertelement <4 x i16> zeroinitializer, i16 %E19, i32 %E34
  %ZE63 = zext i16 22093 to i64
  %Sl64 = select i1 false, i1 false, i1 %Cmp32
  br i1 %Sl64, label %CF251, label %CF259

CF259:                                            ; preds = %CF251
  %L65 = load i16, ptr %Sl57, align 2
  store <4 x i16> %I42, ptr %Sl57, align 8
  %E66 = extractelement <1 x i1> %Shuff7, i32 %E
  br i1 %E66, label %CF242, label %CF249

CF249:                                            ; preds = %CF259
  %Shuff67 = shufflevector <4 x i16> %I62, <4 x i16> %ZE, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I68 = insertelement <4 x i8> %Shuff61, i8 97, i32 %E26
  %B69 = ashr i32 %E12, 110825
  %FC70 = uitofp <2 x i1> %Cmp38 to <2 x double>
  %Sl71 = select i1 %Cmp32, i32 %E12, i32 %E26
  %Cmp72 = fcmp ole float 0x3FC5A45980000000, 0xC243AC5780000000
  br i1 %Cmp72, label %CF235, label %CF240

CF240:                                            ; preds = %CF240, %CF249
  %L73 = load i1, ptr %Sl57, align 1
  br i1 %L73, label %CF240, label %CF244

CF244:                                            ; preds = %CF240
  store <1 x i64> zeroinitializer, ptr %Sl57, align 8
  %E74 = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff75 = shufflevector <4 x i8> %Shuff20, <4 x i8> %L53, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I76 = insertelement <4 x i32> zeroinitializer, i32 %E, i32 110825
  %ZE77 = fpext float %L5 to double
  %Sl78 = select <1 x i1> %Tr, <1 x i16> %Tr30, <1 x i16> %L
  %Cmp79 = icmp ugt <4 x i64> zeroinitializer, zeroinitializer
  %L80 = load <1 x i32>, ptr %0, align 4
  store i1 %Cmp, ptr %Sl57, align 1
  %E81 = extractelement <4 x i32> zeroinitializer, i32 110825
  %Shuff82 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I83 = insertelement <4 x i32> %I28, i32 484633, i32 %E34
  %B84 = fadd double 0x189FD3BE719D623C, %ZE77
  %Se = sext i1 %Cmp to i16
  %Sl85 = select <1 x i1> %Cmp24, <1 x i32> %B15, <1 x i32> zeroinitializer
  %Cmp86 = icmp eq i8 %Tr50, %Tr50
  br i1 %Cmp86, label %CF235, label %CF238

CF238:                                            ; preds = %CF238, %CF257, %CF256, %CF244
  %L87 = load <4 x i64>, ptr %Sl57, align 32
  store double %Sl31, ptr %Sl57, align 8
  %E88 = extractelement <4 x i32> zeroinitializer, i32 %E
  %Shuff89 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %ZE, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I90 = insertelement <4 x i8> %Shuff20, i8 %Tr50, i32 %B69
  %B91 = sub i16 0, %L45
  %PC = bitcast ptr %A1 to ptr
  %Sl92 = select i1 %E40, i64 %ZE63, i64 %4
  %Cmp93 = icmp slt <1 x i1> %Tr, %Tr
  %L94 = load i8, ptr %Sl57, align 1
  %E95 = extractelement <1 x i1> %Shuff7, i32 %B49
  br i1 %E95, label %CF238, label %CF257

CF257:                                            ; preds = %CF238
  %Shuff96 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %L80, <1 x i32> poison
  %I97 = insertelement <1 x i32> zeroinitializer, i32 %E, i32 %E88
  %ZE98 = zext i32 484633 to i64
  %Sl99 = select i1 %Cmp, i16 -8091, i16 0
  %Cmp100 = icmp uge <4 x i64> %Shuff, %L87
  %L101 = load <8 x i32>, ptr %Sl57, align 32
  store double 0x8453B072FF51E0F0, ptr %Sl57, align 8
  %E102 = extractelement <4 x i64> %L87, i32 110825
  %Shuff103 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff41, <4 x i32> <i32 3, i32 poison, i32 7, i32 poison>
  %I104 = insertelement <2 x double> %FC70, double 0x189FD3BE719D623C, i32 %Sl10
  %B105 = fdiv <2 x float> %L18, %L18
  %ZE106 = zext <1 x i1> %Shuff7 to <1 x i64>
  %Sl107 = select i1 true, <2 x double> %I104, <2 x double> %FC70
  %Cmp108 = icmp ne i1 %Cmp44, %E40
  br i1 %Cmp108, label %CF238, label %CF255

CF255:                                            ; preds = %CF255, %CF257
  %L109 = load i16, ptr %Sl57, align 2
  store <4 x i32> %I76, ptr %A2, align 16
  %E110 = extractelement <1 x i32> zeroinitializer, i32 %E34
  %Shuff111 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %L80, <1 x i32> poison
  %I112 = insertelement <4 x i8> zeroinitializer, i8 %L94, i32 %B49
  %B113 = xor i8 %Sl16, %Tr50
  %Sl114 = select i1 %Cmp44, <16 x i64> %L25, <16 x i64> zeroinitializer
  %Cmp115 = icmp ugt i1 %Cmp32, false
  br i1 %Cmp115, label %CF255, label %CF256

CF256:                                            ; preds = %CF255
  %L116 = load float, ptr %Sl57, align 4
  %E117 = extractelement <2 x i32> zeroinitializer, i32 %Sl71
  %Shuff118 = shufflevector <4 x i8> %Shuff61, <4 x i8> %I112, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I119 = insertelement <1 x i1> %Shuff7, i1 %Cmp, i32 %E34
  %B120 = sub <1 x i32> %L80, zeroinitializer
  %FC121 = uitofp i32 %E81 to double
  %Sl122 = select i1 %Cmp86, ptr %1, ptr %Sl57
  %Cmp123 = icmp ult i32 %Sl71, %E74
  br i1 %Cmp123, label %CF238, label %CF241

CF241:                                            ; preds = %CF241, %CF256
  %L124 = load double, ptr %Sl57, align 8
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl57, align 32
  %E125 = extractelement <4 x i32> %Shuff35, i32 %E110
  %Shuff126 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I127 = insertelement <2 x i32> zeroinitializer, i32 %E110, i32 %E
  %B128 = shl i16 %B9, %Se
  %Sl129 = select <1 x i1> %Tr, <1 x i32> %Shuff111, <1 x i32> %L80
  %Cmp130 = icmp ult <4 x i32> %Shuff103, %I21
  %L131 = load <4 x float>, ptr %1, align 16
  store double %FC121, ptr %Sl122, align 8
  %E132 = extractelement <4 x i1> %Cmp17, i32 %E54
  br i1 %E132, label %CF241, label %CF248

CF248:                                            ; preds = %CF241
  %Shuff133 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %I8, <16 x i32> <i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27>
  %I134 = insertelement <1 x i1> %Shuff7, i1 false, i32 %E125
  %B135 = urem <4 x i32> %Shuff103, %Shuff126
  %FC136 = sitofp <8 x i32> %L101 to <8 x double>
  %Sl137 = select i1 %Cmp, i32 382981, i32 %Sl10
  %Cmp138 = icmp eq <1 x i1> %Cmp24, %Cmp93
  %L139 = load <4 x i32>, ptr %PC, align 16
  store i32 %E88, ptr %0, align 4
  %E140 = extractelement <2 x i1> %L11, i32 %E125
  br label %CF233

CF233:                                            ; preds = %CF233, %CF248
  %Shuff141 = shufflevector <1 x i1> %Shuff7, <1 x i1> %I119, <1 x i32> <i32 1>
  %I142 = insertelement <4 x i32> %Shuff35, i32 %E26, i32 %E88
  %B143 = urem <4 x i16> %ZE, zeroinitializer
  %Tr144 = trunc <4 x i32> %B135 to <4 x i16>
  %Sl145 = select <2 x i1> %L11, <2 x double> %Sl107, <2 x double> %FC70
  %Cmp146 = icmp sgt <16 x i64> %Shuff133, %Sl114
  %L147 = load <8 x float>, ptr %Sl57, align 32
  store i32 110825, ptr %PC, align 4
  %E148 = extractelement <4 x i16> %B22, i32 %E110
  %Shuff149 = shufflevector <4 x i32> %Sl51, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I150 = insertelement <2 x i1> %Sl43, i1 %Cmp, i32 %Sl10
  %ZE151 = zext i32 %E26 to i64
  %Sl152 = select i1 %Sl64, <4 x i16> %Shuff27, <4 x i16> %ZE
  %Cmp153 = icmp eq <8 x i32> %L101, %L101
  %L154 = load i1, ptr %0, align 1
  br i1 %L154, label %CF233, label %CF245

CF245:                                            ; preds = %CF233
  %E155 = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff156 = shufflevector <1 x i1> %Cmp138, <1 x i1> %Cmp24, <1 x i32> <i32 1>
  %I157 = insertelement <4 x i32> zeroinitializer, i32 %E125, i32 %E26
  %B158 = shl i8 -1, %5
  %Sl159 = select i1 %Cmp86, <2 x i1> %Cmp38, <2 x i1> %L11
  %Cmp160 = icmp slt i8 -1, %B113
  br label %CF

CF:                                               ; preds = %CF, %CF252, %CF253, %CF246, %CF247, %CF243, %CF245
  %L161 = load i16, ptr %Sl57, align 2
  store <2 x float> %B105, ptr %Sl57, align 8
  %E162 = extractelement <4 x i32> %Shuff55, i32 %E110
  %Shuff163 = shufflevector <4 x i8> %Shuff13, <4 x i8> %Shuff13, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I164 = insertelement <4 x i32> %I142, i32 %E81, i32 484633
  %B165 = fmul float %L5, %L116
  %PC166 = bitcast ptr %Sl122 to ptr
  %Sl167 = select i1 %E140, <1 x i32> %B15, <1 x i32> %Shuff111
  %Cmp168 = icmp eq i1 %E66, %Cmp160
  br i1 %Cmp168, label %CF, label %CF252

CF252:                                            ; preds = %CF
  %L169 = load i16, ptr %Sl57, align 2
  store <1 x i32> %L80, ptr %PC166, align 4
  %E170 = extractelement <8 x double> %FC136, i32 %Sl137
  %Shuff171 = shufflevector <4 x i32> %Shuff41, <4 x i32> %Shuff103, <4 x i32> <i32 2, i32 4, i32 poison, i32 0>
  %I172 = insertelement <4 x i32> %Shuff171, i32 %B69, i32 %E81
  %Se173 = sext i8 %Sl16 to i64
  %Sl174 = select <8 x i1> %Cmp153, <8 x i1> %Cmp153, <8 x i1> zeroinitializer
  %Cmp175 = icmp slt <16 x i64> %L25, %I8
  %L176 = load <4 x i32>, ptr %2, align 16
  store float %L116, ptr %Sl57, align 4
  %E177 = extractelement <2 x i32> %I127, i32 110825
  %Shuff178 = shufflevector <2 x i32> %I127, <2 x i32> %I127, <2 x i32> <i32 3, i32 1>
  %I179 = insertelement <4 x i1> %Cmp100, i1 %E140, i32 %E60
  %B180 = frem double %Sl31, %E170
  %FC181 = sitofp <4 x i16> %I42 to <4 x float>
  %Sl182 = select i1 true, float %Sl23, float %Sl23
  %Cmp183 = icmp sgt <4 x i32> %Shuff103, zeroinitializer
  %L184 = load <4 x i16>, ptr %Sl122, align 8
  store i64 %Se173, ptr %Sl57, align 4
  %E185 = extractelement <8 x i8> zeroinitializer, i32 %E54
  %Shuff186 = shufflevector <4 x i32> %Sl51, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I187 = insertelement <4 x i16> %Shuff89, i16 %L65, i32 382981
  %B188 = ashr i16 0, 0
  %FC189 = uitofp i1 %Cmp108 to float
  %Sl190 = select <2 x i1> %Sl159, <2 x i32> zeroinitializer, <2 x i32> %I36
  %Cmp191 = icmp slt <1 x i16> %L, %Sl78
  %L192 = load <16 x double>, ptr %PC166, align 128
  store double %ZE77, ptr %Sl57, align 8
  %E193 = extractelement <1 x i1> %Cmp93, i32 %E34
  br i1 %E193, label %CF, label %CF250

CF250:                                            ; preds = %CF250, %CF252
  %Shuff194 = shufflevector <2 x i1> %L11, <2 x i1> %I150, <2 x i32> poison
  %I195 = insertelement <4 x i32> %Shuff35, i32 %L39, i32 %E110
  %Sl196 = select <4 x i1> %Cmp58, <4 x i32> %Shuff47, <4 x i32> %Shuff126
  %Cmp197 = fcmp olt float 0x4547B45B80000000, %L116
  br i1 %Cmp197, label %CF250, label %CF253

CF253:                                            ; preds = %CF250
  %L198 = load <2 x i1>, ptr %PC166, align 1
  store i32 110825, ptr %Sl57, align 4
  %E199 = extractelement <4 x i32> %Shuff35, i32 %Sl10
  %Shuff200 = shufflevector <4 x i32> %Shuff41, <4 x i32> %I142, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I201 = insertelement <2 x double> %FC70, double %ZE77, i32 %E110
  %FC202 = fptosi double 0x6CEFCC0E0DEDA28C to i32
  %Sl203 = select i1 %Cmp108, float %Sl182, float %L5
  %Cmp204 = icmp ult i16 %L161, %L45
  br i1 %Cmp204, label %CF, label %CF246

CF246:                                            ; preds = %CF253
  %L205 = load <4 x i64>, ptr %Sl57, align 32
  store double %E170, ptr %Sl122, align 8
  %E206 = extractelement <4 x i32> %I28, i32 %E155
  %Shuff207 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %L87, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I208 = insertelement <4 x i32> %Shuff41, i32 %3, i32 %B49
  %Sl209 = select i1 false, i1 %L73, i1 %Cmp
  br i1 %Sl209, label %CF, label %CF237

CF237:                                            ; preds = %CF237, %CF254, %CF246
  %Cmp210 = icmp slt i32 %B49, %E74
  br i1 %Cmp210, label %CF237, label %CF254

CF254:                                            ; preds = %CF237
  %L211 = load <4 x double>, ptr %Sl57, align 32
  store double 0x189FD3BE719D623C, ptr %Sl57, align 8
  %E212 = extractelement <4 x i8> %Shuff118, i32 %E110
  %Shuff213 = shufflevector <4 x i32> %Shuff126, <4 x i32> %I21, <4 x i32> poison
  %I214 = insertelement <4 x i32> zeroinitializer, i32 %E34, i32 %3
  %B215 = sub <4 x i32> %B135, %B135
  %Sl216 = select <1 x i1> %Tr, <1 x i32> zeroinitializer, <1 x i32> %B120
  %Cmp217 = icmp eq i16 0, 22093
  br i1 %Cmp217, label %CF237, label %CF247

CF247:                                            ; preds = %CF254
  %L218 = load <16 x double>, ptr %PC, align 128
  store i16 %L161, ptr %Sl122, align 2
  %E219 = extractelement <1 x i1> %Cmp93, i32 %E199
  br i1 %E219, label %CF, label %CF236

CF236:                                            ; preds = %CF236, %CF247
  %Shuff220 = shufflevector <2 x i1> %L11, <2 x i1> %I150, <2 x i32> <i32 1, i32 3>
  %I221 = insertelement <1 x i32> %B120, i32 %E117, i32 110825
  %ZE222 = zext i1 %E132 to i32
  %Sl223 = select i1 %Cmp, <16 x i64> %Sl114, <16 x i64> zeroinitializer
  %Cmp224 = icmp ult i64 %ZE98, %ZE151
  br i1 %Cmp224, label %CF236, label %CF243

CF243:                                            ; preds = %CF236
  %L225 = load i64, ptr %Sl122, align 4
  store <2 x i64> <i64 0, i64 -1>, ptr %PC, align 16
  %E226 = extractelement <4 x double> %L211, i32 %B49
  %Shuff227 = shufflevector <4 x i32> %B215, <4 x i32> %I157, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I228 = insertelement <4 x i16> %Sl152, i16 %L45, i32 %E26
  %B229 = fmul double 0x189FD3BE719D623C, %E170
  %Tr230 = trunc <16 x i64> %I8 to <16 x i1>
  %Sl231 = select i1 %Sl64, <4 x i32> %I83, <4 x i32> %Shuff35
  %Cmp232 = icmp ne i32 %E110, %ZE222
  br i1 %Cmp232, label %CF, label %CF234

CF234:                                            ; preds = %CF243
  store i8 %B113, ptr %0, align 1
  store i8 %E212, ptr %0, align 1
  store i8 %E212, ptr %0, align 1
  store float %L116, ptr %PC166, align 4
  store i64 %Sl92, ptr %Sl57, align 4
  ret void
}
