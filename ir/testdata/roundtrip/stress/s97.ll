; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD97(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca double, align 8
  %A2 = alloca i8, align 1
  %A1 = alloca double, align 8
  %A = alloca i16, align 2
  %L = load <8 x i1>, ptr %0, align 1
  store i64 %4, ptr %A1, align 4
  %E = extractelement <1 x i8> zeroinitializer, i32 424859
  %Shuff = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 poison, i32 7>
  %I = insertelement <4 x i16> zeroinitializer, i16 0, i32 49715
  %B = ashr i8 47, -61
  %BC = bitcast i64 504431 to double
  %Sl = select i1 true, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %L5 = load <8 x i32>, ptr %A2, align 32
  store i1 true, ptr %A, align 1
  %E6 = extractelement <2 x i1> zeroinitializer, i32 424859
  br label %CF247

CF247:                                            ; preds = %CF247, %BB
  %Shuff7 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I8 = insertelement <4 x i16> zeroinitializer, i16 17071, i32 50879
  %PC = bitcast ptr %2 to ptr
  %Sl9 = select i1 %E6, double %BC, double 0xD90196A056FF8A1E
  %Cmp = icmp sge i8 -1, 0
  br i1 %Cmp, label %CF247, label %CF252

CF252:                                            ; preds = %CF247
  %L10 = load <1 x float>, ptr %PC, align 4
  store i16 0, ptr %PC, align 2
  %E11 = extractelement <8 x i32> zeroinitializer, i32 %3
  %Shuff12 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I13 = insertelement <4 x i16> zeroinitializer, i16 0, i32 %3
  %B14 = shl i64 0, %4
  %Se = sext i1 %E6 to i16
  %Sl15 = select i1 true, double %BC, double %BC
  %Cmp16 = icmp ugt i64 0, %B14
  br label %CF242

CF242:                                            ; preds = %CF242, %CF252
  %L17 = load i64, ptr %PC, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 16
  %E18 = extractelement <4 x i16> %Shuff7, i32 424859
  %Shuff19 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 poison, i32 2, i32 poison>
  %I20 = insertelement <8 x i1> zeroinitializer, i1 %E6, i32 424859
  %FC = fptoui double 0xD90196A056FF8A1E to i1
  br i1 %FC, label %CF242, label %CF260

CF260:                                            ; preds = %CF242
  %Sl21 = select i1 %E6, i32 50879, i32 %3
  %Cmp22 = icmp sge <1 x i8> zeroinitializer, zeroinitializer
  %L23 = load i64, ptr %PC, align 4
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %A1, align 16
  %E24 = extractelement <1 x float> %L10, i32 49715
  %Shuff25 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I26 = insertelement <4 x i16> %Shuff19, i16 %Se, i32 50879
  %B27 = frem <1 x float> %L10, %L10
  %Tr = trunc <2 x i32> %Shuff25 to <2 x i1>
  %Sl28 = select i1 %E6, ptr %A2, ptr %0
  %Cmp29 = icmp slt i16 -1, %Se
  br label %CF238

CF238:                                            ; preds = %CF238, %CF254, %CF253, %CF260
  %L30 = load <4 x i64>, ptr %PC, align 32
  store float %E24, ptr %PC, align 4
  %E31 = extractelement <8 x i1> zeroinitializer, i32 424859
  br i1 %E31, label %CF238, label %CF254

CF254:                                            ; preds = %CF238
  %Shuff32 = shufflevector <4 x i1> %Sl, <4 x i1> zeroinitializer, <4 x i32> <i32 poison, i32 poison, i32 3, i32 5>
  %I33 = insertelement <4 x i1> %Shuff32, i1 %E6, i32 %3
  %B34 = srem i32 424859, %E11
  %FC35 = uitofp i16 %Se to float
  %Sl36 = select i1 %E6, float 0x47D3F737C0000000, float 0x39DBF33FC0000000
  %Cmp37 = icmp ugt <4 x i8> zeroinitializer, zeroinitializer
  %L38 = load double, ptr %Sl28, align 8
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %A, align 32
  %E39 = extractelement <4 x i8> zeroinitializer, i32 %Sl21
  %Shuff40 = shufflevector <4 x i1> %Cmp37, <4 x i1> zeroinitializer, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I41 = insertelement <4 x i1> %Shuff32, i1 true, i32 %E11
  %B42 = sdiv i64 %L17, %B14
  %Se43 = sext <8 x i1> %I20 to <8 x i32>
  %Sl44 = select i1 true, ptr %A1, ptr %0
  %Cmp45 = icmp eq <4 x i16> %I13, zeroinitializer
  %L46 = load i8, ptr %PC, align 1
  store <4 x i16> zeroinitializer, ptr %PC, align 8
  %E47 = extractelement <2 x i64> zeroinitializer, i32 424859
  %Shuff48 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I49 = insertelement <8 x i1> zeroinitializer, i1 true, i32 %E11
  %B50 = frem float 0x47D3F737C0000000, 0x39DBF33FC0000000
  %BC51 = bitcast <2 x i64> zeroinitializer to <2 x double>
  %Sl52 = select i1 %E6, i64 139699, i64 %B14
  %Cmp53 = icmp ne i8 47, %E39
  br i1 %Cmp53, label %CF238, label %CF245

CF245:                                            ; preds = %CF245, %CF254
  %L54 = load <1 x i64>, ptr %Sl44, align 8
  store i16 0, ptr %Sl28, align 2
  %E55 = extractelement <1 x i8> zeroinitializer, i32 %E11
  %Shuff56 = shufflevector <4 x i1> %Sl, <4 x i1> %Shuff32, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I57 = insertelement <4 x i1> %Shuff56, i1 %E6, i32 %3
  %PC58 = bitcast ptr %PC to ptr
  %Sl59 = select i1 %Cmp53, <4 x i1> %I33, <4 x i1> %Shuff32
  %Cmp60 = fcmp une double %BC, %Sl15
  br i1 %Cmp60, label %CF245, label %CF248

CF248:                                            ; preds = %CF248, %CF265, %CF256, %CF245
  %L61 = load i64, ptr %A, align 4
  store <4 x i8> zeroinitializer, ptr %A2, align 4
  %E62 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff63 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %I49, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I64 = insertelement <4 x i16> zeroinitializer, i16 0, i32 424859
  %B65 = frem double %BC, 0xD90196A056FF8A1E
  %FC66 = fptosi double %BC to i8
  %Sl67 = select i1 %Cmp16, <4 x i16> %I8, <4 x i16> %Shuff12
  %Cmp68 = icmp ugt <2 x i32> %Shuff25, %Shuff25
  %L69 = load double, ptr %PC, align 8
  store <8 x i32> %Se43, ptr %PC58, align 32
  %E70 = extractelement <4 x i1> %Cmp37, i32 %B34
  br i1 %E70, label %CF248, label %CF265

CF265:                                            ; preds = %CF248
  %Shuff71 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I72 = insertelement <4 x i16> %Sl67, i16 0, i32 %3
  %Tr73 = trunc i16 %E18 to i8
  %Sl74 = select i1 %E6, i64 139699, i64 504431
  %Cmp75 = icmp eq <4 x i1> %I33, %Sl
  %L76 = load <4 x i64>, ptr %PC, align 32
  store i64 %L17, ptr %Sl28, align 4
  %E77 = extractelement <1 x i8> zeroinitializer, i32 %B34
  %Shuff78 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I79 = insertelement <8 x i1> zeroinitializer, i1 true, i32 424859
  %ZE = zext i1 %E70 to i32
  %Sl80 = select i1 true, i64 %Sl74, i64 %B14
  %Cmp81 = icmp ugt i1 false, %Cmp53
  br i1 %Cmp81, label %CF248, label %CF256

CF256:                                            ; preds = %CF265
  %L82 = load <16 x i1>, ptr %PC, align 2
  store i64 %Sl80, ptr %PC58, align 4
  %E83 = extractelement <4 x i16> %Shuff12, i32 50879
  %Shuff84 = shufflevector <1 x i64> %L54, <1 x i64> %L54, <1 x i32> <i32 1>
  %I85 = insertelement <8 x i1> zeroinitializer, i1 true, i32 424859
  %B86 = srem i64 %4, %B42
  %Sl87 = select i1 true, <4 x i1> %Shuff40, <4 x i1> zeroinitializer
  %L88 = load <2 x i16>, ptr %A1, align 4
  store i32 424859, ptr %A, align 4
  %E89 = extractelement <4 x i16> %Shuff19, i32 %3
  %Shuff90 = shufflevector <4 x i1> %Shuff40, <4 x i1> %Cmp75, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I91 = insertelement <1 x i8> %Shuff71, i8 %Tr73, i32 49715
  %B92 = ashr i16 -1, 0
  %ZE93 = zext <8 x i1> %Shuff to <8 x i8>
  %Sl94 = select i1 true, double %Sl15, double 0xD90196A056FF8A1E
  %Cmp95 = icmp ule <4 x i16> %I26, zeroinitializer
  %L96 = load <8 x i1>, ptr %PC, align 1
  store i64 %B14, ptr %0, align 4
  %E97 = extractelement <4 x i16> %Shuff12, i32 49715
  %Shuff98 = shufflevector <2 x i32> %Shuff25, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I99 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 %ZE
  %B100 = ashr i16 %Se, 17071
  %Sl101 = select i1 %Cmp53, <4 x i1> %Shuff32, <4 x i1> zeroinitializer
  %Cmp102 = icmp sgt <4 x i16> %I, %I26
  %L103 = load i32, ptr %Sl28, align 4
  store <8 x i8> %ZE93, ptr %PC58, align 8
  %E104 = extractelement <8 x i1> zeroinitializer, i32 %ZE
  br i1 %E104, label %CF248, label %CF253

CF253:                                            ; preds = %CF256
  %Shuff105 = shufflevector <2 x double> %BC51, <2 x double> %BC51, <2 x i32> <i32 2, i32 0>
  %I106 = insertelement <4 x i16> %Shuff12, i16 %B92, i32 %B34
  %B107 = shl <2 x i16> %L88, %L88
  %Sl108 = select i1 %Cmp81, i8 %FC66, i8 0
  %Cmp109 = icmp sge <4 x i16> %I64, zeroinitializer
  %L110 = load i16, ptr %0, align 2
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 32
  %E111 = extractelement <8 x i1> %I85, i32 424859
  br i1 %E111, label %CF238, label %CF239

CF239:                                            ; preds = %CF239, %CF253
  %Shuff112 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff25, <2 x i32> <i32 2, i32 0>
  %I113 = insertelement <1 x float> %L10, float 0xBA6F6A3340000000, i32 %ZE
  %ZE114 = zext <4 x i1> %I33 to <4 x i16>
  %Sl115 = select i1 %FC, <4 x i1> %Shuff56, <4 x i1> %Cmp75
  %Cmp116 = icmp sgt <2 x i1> %Tr, %Tr
  %L117 = load i64, ptr %PC, align 4
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC58, align 32
  %E118 = extractelement <4 x i16> %I13, i32 -1
  %Shuff119 = shufflevector <4 x i16> %I13, <4 x i16> %I106, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I120 = insertelement <4 x i1> %Cmp45, i1 %E104, i32 %3
  %B121 = and i16 %B92, %E83
  %Tr122 = trunc i64 %E62 to i1
  br i1 %Tr122, label %CF239, label %CF244

CF244:                                            ; preds = %CF239
  %Sl123 = select i1 %E104, i1 %Cmp53, i1 %Cmp16
  br label %CF237

CF237:                                            ; preds = %CF237, %CF262, %CF255, %CF244
  %Cmp124 = icmp ugt i16 %B92, %E83
  br i1 %Cmp124, label %CF237, label %CF262

CF262:                                            ; preds = %CF237
  %L125 = load double, ptr %0, align 8
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E126 = extractelement <1 x i8> zeroinitializer, i32 50879
  %Shuff127 = shufflevector <8 x i1> %I85, <8 x i1> %I20, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14>
  %I128 = insertelement <4 x i1> %Sl87, i1 %E6, i32 49715
  %B129 = shl i16 0, %E83
  %ZE130 = zext i32 %L103 to i64
  %Sl131 = select i1 %Cmp81, i1 %Cmp16, i1 %E104
  br i1 %Sl131, label %CF237, label %CF243

CF243:                                            ; preds = %CF243, %CF264, %CF262
  %Cmp132 = icmp ne i64 %B86, %4
  br i1 %Cmp132, label %CF243, label %CF264

CF264:                                            ; preds = %CF243
  %L133 = load <2 x i1>, ptr %0, align 1
  store i1 %Cmp16, ptr %Sl44, align 1
  %E134 = extractelement <8 x i1> %Shuff127, i32 49715
  br i1 %E134, label %CF243, label %CF251

CF251:                                            ; preds = %CF251, %CF264
  %Shuff135 = shufflevector <4 x i16> %ZE114, <4 x i16> %I106, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I136 = insertelement <2 x double> %Shuff105, double %B65, i32 %3
  %B137 = fmul double %L38, %L125
  %Sl138 = select i1 %Cmp81, i16 %E89, i16 %E83
  %Cmp139 = icmp sgt <2 x i32> %Shuff25, %Shuff112
  %L140 = load i16, ptr %Sl28, align 2
  %E141 = extractelement <2 x i1> %Cmp139, i32 %ZE
  br i1 %E141, label %CF251, label %CF255

CF255:                                            ; preds = %CF251
  %Shuff142 = shufflevector <4 x i64> %L30, <4 x i64> %L76, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I143 = insertelement <4 x i1> %Sl87, i1 %Cmp53, i32 %L103
  %B144 = or <4 x i16> %I106, %Shuff48
  %FC145 = sitofp <4 x i1> %Cmp102 to <4 x float>
  %Sl146 = select i1 %E6, <2 x i64> %I99, <2 x i64> %Shuff78
  %Cmp147 = icmp ule i1 true, %Cmp53
  br i1 %Cmp147, label %CF237, label %CF240

CF240:                                            ; preds = %CF240, %CF257, %CF255
  %L148 = load i16, ptr %0, align 2
  store <8 x i16> zeroinitializer, ptr %0, align 16
  %E149 = extractelement <2 x i1> %Cmp139, i32 %3
  br i1 %E149, label %CF240, label %CF257

CF257:                                            ; preds = %CF240
  %Shuff150 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %L133, <2 x i32> <i32 2, i32 0>
  %I151 = insertelement <16 x i1> %L82, i1 %Tr122, i32 %ZE
  %Tr152 = trunc i32 %ZE to i1
  br i1 %Tr152, label %CF240, label %CF249

CF249:                                            ; preds = %CF249, %CF257
  %Sl153 = select i1 %Cmp29, <4 x i1> %Sl101, <4 x i1> %Sl101
  %L154 = load <8 x i1>, ptr %PC, align 1
  store i1 %Cmp16, ptr %Sl44, align 1
  %E155 = extractelement <4 x i16> zeroinitializer, i32 %ZE
  %Shuff156 = shufflevector <4 x i16> %I106, <4 x i16> %I64, <4 x i32> <i32 5, i32 poison, i32 1, i32 poison>
  %I157 = insertelement <8 x i1> %L96, i1 %Cmp53, i32 %3
  %B158 = xor i8 %Sl108, %Sl108
  %Se159 = sext i1 %FC to i8
  %Sl160 = select <2 x i1> %Cmp116, <2 x i64> %Sl146, <2 x i64> zeroinitializer
  %Cmp161 = icmp slt i16 -1, %B121
  br i1 %Cmp161, label %CF249, label %CF261

CF261:                                            ; preds = %CF249
  %L162 = load <4 x i64>, ptr %0, align 32
  store i8 %E39, ptr %PC, align 1
  %E163 = extractelement <4 x i16> %Shuff48, i32 %ZE
  %Shuff164 = shufflevector <2 x double> %BC51, <2 x double> %Shuff105, <2 x i32> <i32 3, i32 1>
  %I165 = insertelement <4 x i16> zeroinitializer, i16 %E83, i32 %E11
  %FC166 = uitofp <2 x i1> %Cmp139 to <2 x double>
  %Sl167 = select <4 x i1> %Sl153, <4 x i16> %B144, <4 x i16> %I64
  %Cmp168 = icmp sgt i8 %E126, 47
  br label %CF

CF:                                               ; preds = %CF, %CF268, %CF261
  %L169 = load <2 x i32>, ptr %PC, align 8
  store i1 %E6, ptr %Sl44, align 1
  %E170 = extractelement <1 x i8> zeroinitializer, i32 %L103
  %Shuff171 = shufflevector <4 x i1> %Cmp95, <4 x i1> %Cmp95, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I172 = insertelement <4 x i16> zeroinitializer, i16 %Se, i32 %ZE
  %FC173 = sitofp i1 true to double
  %Sl174 = select i1 true, <4 x float> %FC145, <4 x float> %FC145
  %Cmp175 = icmp slt i16 %B129, 17071
  br i1 %Cmp175, label %CF, label %CF268

CF268:                                            ; preds = %CF
  %L176 = load i32, ptr %0, align 4
  store <2 x i32> %L169, ptr %0, align 8
  %E177 = extractelement <16 x i1> %I151, i32 424859
  br i1 %E177, label %CF, label %CF236

CF236:                                            ; preds = %CF236, %CF250, %CF268
  %Shuff178 = shufflevector <4 x i1> %Cmp109, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 poison, i32 0>
  %I179 = insertelement <2 x i32> %Shuff25, i32 %L176, i32 %L176
  %ZE180 = zext <4 x i1> %Shuff56 to <4 x i16>
  %Sl181 = select i1 %E104, i1 %Cmp16, i1 %Cmp161
  br i1 %Sl181, label %CF236, label %CF246

CF246:                                            ; preds = %CF246, %CF259, %CF236
  %Cmp182 = fcmp ult double %B137, %B137
  br i1 %Cmp182, label %CF246, label %CF259

CF259:                                            ; preds = %CF246
  %L183 = load <1 x i16>, ptr %PC, align 2
  store float %E24, ptr %PC, align 4
  %E184 = extractelement <4 x i16> zeroinitializer, i32 %L176
  %Shuff185 = shufflevector <8 x i1> %Shuff63, <8 x i1> %I49, <8 x i32> <i32 poison, i32 9, i32 11, i32 poison, i32 poison, i32 1, i32 3, i32 5>
  %I186 = insertelement <8 x i1> %Shuff127, i1 %Cmp29, i32 %3
  %ZE187 = zext i32 %ZE to i64
  %Sl188 = select i1 %E70, <4 x i16> %I106, <4 x i16> %I64
  %Cmp189 = icmp sge <4 x i8> zeroinitializer, zeroinitializer
  %L190 = load double, ptr %PC, align 8
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E191 = extractelement <4 x i16> %Sl167, i32 %L176
  %Shuff192 = shufflevector <16 x i1> %I151, <16 x i1> %L82, <16 x i32> <i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 poison, i32 16, i32 poison, i32 20, i32 22, i32 24, i32 26>
  %I193 = insertelement <2 x i8> zeroinitializer, i8 -61, i32 %ZE
  %FC194 = sitofp <4 x i16> %Sl188 to <4 x double>
  %Sl195 = select i1 %Cmp29, float 0xBA6F6A3340000000, float 0xBA6F6A3340000000
  %Cmp196 = icmp eq i1 %E111, %E6
  br i1 %Cmp196, label %CF246, label %CF250

CF250:                                            ; preds = %CF259
  %L197 = load <8 x i8>, ptr %0, align 8
  store i8 47, ptr %0, align 1
  %E198 = extractelement <4 x i64> %L76, i32 %ZE
  %Shuff199 = shufflevector <4 x i1> %Cmp95, <4 x i1> %Shuff32, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I200 = insertelement <4 x i16> %Sl188, i16 %E83, i32 %L176
  %B201 = lshr i32 %L103, %L176
  %Tr202 = trunc <1 x i16> %L183 to <1 x i8>
  %Sl203 = select i1 %E104, i8 %E126, i8 47
  %Cmp204 = icmp sge <4 x i1> %Shuff56, %Sl
  %L205 = load i1, ptr %Sl28, align 1
  br i1 %L205, label %CF236, label %CF241

CF241:                                            ; preds = %CF241, %CF267, %CF250
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %PC58, align 16
  %E206 = extractelement <8 x i1> %I186, i32 %ZE
  br i1 %E206, label %CF241, label %CF266

CF266:                                            ; preds = %CF266, %CF241
  %Shuff207 = shufflevector <4 x i1> %Shuff32, <4 x i1> %Cmp204, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I208 = insertelement <1 x i8> zeroinitializer, i8 %Sl203, i32 %Sl21
  %B209 = fadd double %Sl94, %L38
  %FC210 = uitofp <4 x i1> %Shuff32 to <4 x float>
  %Sl211 = select i1 %Cmp161, double %Sl15, double %FC173
  %L212 = load <1 x i16>, ptr %0, align 2
  store i32 49715, ptr %PC, align 4
  %E213 = extractelement <4 x i1> %Sl153, i32 %L103
  br i1 %E213, label %CF266, label %CF267

CF267:                                            ; preds = %CF266
  %Shuff214 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Shuff127, <8 x i32> <i32 poison, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 poison, i32 5>
  %I215 = insertelement <4 x i1> %Sl, i1 %FC, i32 %L176
  %B216 = xor i16 %L140, %E97
  %ZE217 = zext <2 x i1> %Cmp116 to <2 x i32>
  %Sl218 = select i1 %Cmp53, <4 x double> %FC194, <4 x double> %FC194
  %Cmp219 = icmp ugt <8 x i8> %ZE93, %L197
  %L220 = load i64, ptr %0, align 4
  store <2 x double> %BC51, ptr %0, align 16
  %E221 = extractelement <2 x i1> %L133, i32 %ZE
  br i1 %E221, label %CF241, label %CF258

CF258:                                            ; preds = %CF258, %CF267
  %Shuff222 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I223 = insertelement <8 x i1> %I157, i1 %E104, i32 %L176
  %B224 = fsub <4 x double> %FC194, %FC194
  %FC225 = sitofp i1 %Sl123 to double
  %Sl226 = select i1 %E6, i8 %Sl203, i8 %E39
  %Cmp227 = fcmp ord <2 x double> %BC51, %BC51
  %L228 = load <2 x i32>, ptr %0, align 8
  store i8 %Sl203, ptr %0, align 1
  %E229 = extractelement <2 x i64> %Sl160, i32 %L103
  %Shuff230 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I231 = insertelement <1 x i8> %Tr202, i8 %B158, i32 %ZE
  %B232 = lshr i64 53619, %ZE187
  %FC233 = sitofp <2 x i64> %Sl146 to <2 x double>
  %Sl234 = select i1 true, <4 x i1> %Sl, <4 x i1> zeroinitializer
  %Cmp235 = icmp sge i16 0, %E89
  br i1 %Cmp235, label %CF258, label %CF263

CF263:                                            ; preds = %CF258
  store float %Sl195, ptr %PC, align 4
  store i16 0, ptr %A, align 2
  store double %B65, ptr %0, align 8
  store i64 %B14, ptr %0, align 4
  store float 0x39DBF33FC0000000, ptr %0, align 4
  ret void
}
