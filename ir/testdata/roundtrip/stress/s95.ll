; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD95(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca i32, align 4
  %A2 = alloca i64, align 8
  %A1 = alloca i8, align 1
  %A = alloca i8, align 1
  %L = load <4 x double>, ptr %0, align 32
  store i32 %3, ptr %0, align 4
  %E = extractelement <4 x i32> zeroinitializer, i32 121665
  %Shuff = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I = insertelement <2 x i32> zeroinitializer, i32 107769, i32 121665
  %PC = bitcast ptr %A2 to ptr
  %Sl = select i1 true, double 0x22C72FE69FC5E264, double 0xC46F838E256D1A0C
  %Cmp = icmp eq i16 -7391, -1
  br label %CF254

CF254:                                            ; preds = %CF254, %CF260, %BB
  %L5 = load <16 x i64>, ptr %PC, align 128
  store i8 -11, ptr %PC, align 1
  %E6 = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I8 = insertelement <4 x double> %L, double 0xC46F838E256D1A0C, i32 107769
  %Se = sext <2 x i8> zeroinitializer to <2 x i32>
  %Sl9 = select i1 true, i8 %5, i8 %5
  %Cmp10 = icmp sgt <2 x i32> %Se, zeroinitializer
  %L11 = load i64, ptr %PC, align 4
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 8
  %E12 = extractelement <2 x i32> zeroinitializer, i32 107769
  %Shuff13 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 0, i32 poison, i32 poison, i32 6>
  %I14 = insertelement <4 x i32> zeroinitializer, i32 107769, i32 86345
  %B = shl <4 x i32> %I14, zeroinitializer
  %ZE = zext i8 -99 to i64
  %Sl15 = select i1 true, i64 %L11, i64 %L11
  %Cmp16 = fcmp ult double %Sl, 0xC46F838E256D1A0C
  br i1 %Cmp16, label %CF254, label %CF260

CF260:                                            ; preds = %CF254
  %L17 = load <8 x float>, ptr %PC, align 32
  store float 0x4200BC5480000000, ptr %PC, align 4
  %E18 = extractelement <4 x i32> zeroinitializer, i32 %E
  %Shuff19 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff13, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I20 = insertelement <4 x i32> zeroinitializer, i32 107769, i32 %E6
  %FC = fptosi double 0x22C72FE69FC5E264 to i8
  %Sl21 = select i1 true, double 0x487F5B9E517D9A1C, double 0xC46F838E256D1A0C
  %Cmp22 = icmp ult <1 x i32> %Shuff7, %Shuff7
  %L23 = load <1 x float>, ptr %0, align 4
  store i16 -1, ptr %PC, align 2
  %E24 = extractelement <8 x float> %L17, i32 %E6
  %Shuff25 = shufflevector <4 x i32> %Shuff13, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I26 = insertelement <1 x i32> zeroinitializer, i32 %E18, i32 %E6
  %B27 = lshr <4 x i8> zeroinitializer, zeroinitializer
  %Tr = trunc <4 x i32> %I20 to <4 x i16>
  %Sl28 = select <1 x i1> %Cmp22, <1 x i32> %Shuff7, <1 x i32> zeroinitializer
  %Cmp29 = icmp ne <2 x i32> zeroinitializer, zeroinitializer
  %L30 = load <8 x i8>, ptr %0, align 8
  store i32 121665, ptr %0, align 4
  %E31 = extractelement <2 x i32> %Se, i32 107769
  %Shuff32 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I26, <1 x i32> <i32 1>
  %I33 = insertelement <4 x i32> %I14, i32 %E31, i32 %3
  %B34 = add i8 %FC, -99
  %Se35 = sext i8 %5 to i32
  %Sl36 = select i1 true, i32 %E6, i32 %3
  %Cmp37 = fcmp ord <8 x float> %L17, %L17
  %L38 = load i64, ptr %0, align 4
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 32
  %E39 = extractelement <4 x i8> zeroinitializer, i32 %Se35
  %Shuff40 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff25, <4 x i32> <i32 6, i32 poison, i32 2, i32 poison>
  %I41 = insertelement <4 x i32> zeroinitializer, i32 121665, i32 %E18
  %B42 = mul <2 x i32> %I, zeroinitializer
  %Se43 = sext <1 x i1> %Cmp22 to <1 x i8>
  %Sl44 = select i1 true, double 0x22C72FE69FC5E264, double %Sl
  %Cmp45 = icmp slt <1 x i1> %Cmp22, %Cmp22
  %L46 = load i1, ptr %0, align 1
  br i1 %L46, label %CF254, label %CF258

CF258:                                            ; preds = %CF260
  store <4 x i32> %I33, ptr %0, align 16
  %E47 = extractelement <2 x i1> %Cmp10, i32 107769
  br label %CF247

CF247:                                            ; preds = %CF247, %CF257, %CF256, %CF258
  %Shuff48 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I49 = insertelement <4 x i32> zeroinitializer, i32 121665, i32 %3
  %B50 = fadd double 0x8C8FF3AE3D8DDA2C, %Sl21
  %FC51 = sitofp i32 %E31 to float
  %Sl52 = select i1 %Cmp16, i32 86345, i32 107769
  %Cmp53 = icmp ugt <2 x i1> %Cmp10, zeroinitializer
  %L54 = load <1 x i64>, ptr %PC, align 8
  store i16 -1, ptr %0, align 2
  %E55 = extractelement <1 x float> %L23, i32 121665
  %Shuff56 = shufflevector <2 x i1> %Cmp10, <2 x i1> %Cmp10, <2 x i32> <i32 1, i32 3>
  %I57 = insertelement <4 x i8> %B27, i8 %B34, i32 107769
  %Se58 = sext <2 x i1> %Cmp53 to <2 x i16>
  %Sl59 = select i1 true, i8 %B34, i8 %Sl9
  %Cmp60 = icmp slt <4 x i32> %I49, zeroinitializer
  %L61 = load double, ptr %PC, align 8
  store <1 x i8> %Se43, ptr %PC, align 1
  %E62 = extractelement <8 x i8> %L30, i32 %E31
  %Shuff63 = shufflevector <4 x i32> %Shuff40, <4 x i32> %I49, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I64 = insertelement <4 x i32> %Shuff40, i32 %E31, i32 %Sl36
  %B65 = add i32 %E, %Sl52
  %Tr66 = trunc <4 x i32> %I14 to <4 x i8>
  %Sl67 = select i1 %Cmp, double %L61, double %L61
  %Cmp68 = fcmp ole float %FC51, %E55
  br i1 %Cmp68, label %CF247, label %CF257

CF257:                                            ; preds = %CF247
  %L69 = load <2 x i16>, ptr %PC, align 4
  store i64 %L38, ptr %0, align 4
  %E70 = extractelement <16 x i64> %L5, i32 %Sl36
  %Shuff71 = shufflevector <4 x double> %L, <4 x double> %L, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I72 = insertelement <4 x i8> %Tr66, i8 81, i32 %E12
  %B73 = fdiv float %E55, %FC51
  %PC74 = bitcast ptr %PC to ptr
  %Sl75 = select i1 true, i32 %Sl52, i32 %E31
  %Cmp76 = icmp ne i8 0, %E39
  br i1 %Cmp76, label %CF247, label %CF256

CF256:                                            ; preds = %CF257
  %L77 = load float, ptr %PC, align 4
  %E78 = extractelement <2 x i32> %B42, i32 121665
  %Shuff79 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I41, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I80 = insertelement <1 x i1> %Cmp45, i1 %Cmp68, i32 107769
  %B81 = or <4 x i32> %Shuff19, %Shuff63
  %PC82 = bitcast ptr %PC74 to ptr
  %Sl83 = select <2 x i1> zeroinitializer, <2 x i32> %I, <2 x i32> zeroinitializer
  %Cmp84 = fcmp ord double 0x2AE7E006F7E5E284, %Sl44
  br i1 %Cmp84, label %CF247, label %CF249

CF249:                                            ; preds = %CF249, %CF256
  %L85 = load <4 x i16>, ptr %PC74, align 8
  store i64 %L38, ptr %PC74, align 4
  %E86 = extractelement <4 x i32> zeroinitializer, i32 86345
  %Shuff87 = shufflevector <4 x double> %Shuff71, <4 x double> %I8, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I88 = insertelement <2 x i32> zeroinitializer, i32 %Sl75, i32 %Sl52
  %B89 = frem float %L77, 0x4200BC5480000000
  %BC = bitcast i64 -1 to double
  %Sl90 = select i1 %Cmp68, <4 x double> %I8, <4 x double> %Shuff71
  %Cmp91 = icmp eq <8 x i1> %Cmp37, %Cmp37
  %L92 = load i1, ptr %PC74, align 1
  br i1 %L92, label %CF249, label %CF261

CF261:                                            ; preds = %CF249
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC82, align 32
  %E93 = extractelement <4 x i32> %Shuff79, i32 107769
  %Shuff94 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff40, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I95 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 121665
  %B96 = srem i16 -1, -1
  %Tr97 = trunc i32 %3 to i16
  %Sl98 = select i1 %L46, double %BC, double %Sl
  %Cmp99 = icmp sge <4 x i32> %I20, %Shuff13
  %L100 = load i64, ptr %PC74, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 64
  %E101 = extractelement <4 x i32> zeroinitializer, i32 %E18
  %Shuff102 = shufflevector <4 x i1> %Cmp99, <4 x i1> %Cmp60, <4 x i32> <i32 poison, i32 4, i32 6, i32 poison>
  %I103 = insertelement <2 x i32> %Sl83, i32 %E6, i32 %E
  %B104 = frem <1 x float> %L23, %L23
  %BC105 = bitcast <1 x i64> %L54 to <1 x double>
  %Sl106 = select i1 true, i64 314957, i64 %E70
  %Cmp107 = icmp sgt <1 x i8> %Se43, %Se43
  %L108 = load <1 x i1>, ptr %PC74, align 1
  store i32 %E78, ptr %PC, align 4
  %E109 = extractelement <2 x i32> %B42, i32 %E31
  %Shuff110 = shufflevector <2 x i16> %Se58, <2 x i16> %Se58, <2 x i32> <i32 poison, i32 1>
  %I111 = insertelement <2 x i16> %Shuff110, i16 %B96, i32 121665
  %B112 = frem <4 x double> %Shuff87, %Shuff71
  %Se113 = sext i8 %B34 to i32
  %Sl114 = select i1 %Cmp68, i8 -63, i8 -99
  %Cmp115 = fcmp ule double 0x22C72FE69FC5E264, %Sl44
  br label %CF

CF:                                               ; preds = %CF, %CF265, %CF266, %CF261
  %L116 = load i8, ptr %PC, align 1
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E117 = extractelement <4 x double> %L, i32 %E93
  %Shuff118 = shufflevector <4 x i32> %Shuff79, <4 x i32> zeroinitializer, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I119 = insertelement <4 x i32> %Shuff79, i32 %E93, i32 121665
  %B120 = or <2 x i8> %Shuff48, zeroinitializer
  %FC121 = sitofp i8 %Sl9 to float
  %Sl122 = select i1 %Cmp84, ptr %A2, ptr %0
  %Cmp123 = icmp uge i1 %Cmp68, %Cmp115
  br i1 %Cmp123, label %CF, label %CF259

CF259:                                            ; preds = %CF259, %CF
  %L124 = load <4 x i16>, ptr %PC, align 8
  store float %E24, ptr %PC74, align 4
  %E125 = extractelement <4 x i32> zeroinitializer, i32 107769
  %Shuff126 = shufflevector <1 x i1> %Cmp107, <1 x i1> %Cmp22, <1 x i32> poison
  %I127 = insertelement <4 x i1> %Cmp99, i1 %L46, i32 %E86
  %B128 = mul <2 x i16> %Shuff110, %L69
  %FC129 = sitofp <2 x i1> %Cmp10 to <2 x float>
  %Sl130 = select i1 %L46, <1 x i1> %L108, <1 x i1> %Cmp22
  %Cmp131 = icmp ne i32 %Se113, %E31
  br i1 %Cmp131, label %CF259, label %CF262

CF262:                                            ; preds = %CF262, %CF259
  %L132 = load i1, ptr %0, align 1
  br i1 %L132, label %CF262, label %CF265

CF265:                                            ; preds = %CF262
  %E133 = extractelement <2 x i16> %L69, i32 %Se113
  %Shuff134 = shufflevector <2 x float> %FC129, <2 x float> %FC129, <2 x i32> <i32 1, i32 poison>
  %I135 = insertelement <1 x i32> zeroinitializer, i32 %E18, i32 %E31
  %B136 = and i16 %B96, %E133
  %Tr137 = trunc i8 %E62 to i1
  br i1 %Tr137, label %CF, label %CF250

CF250:                                            ; preds = %CF250, %CF255, %CF267, %CF265
  %Sl138 = select i1 %Cmp16, <2 x i16> %Shuff110, <2 x i16> %B128
  %Cmp139 = icmp ult i8 %Sl59, %Sl59
  br i1 %Cmp139, label %CF250, label %CF255

CF255:                                            ; preds = %CF250
  %L140 = load i1, ptr %Sl122, align 1
  br i1 %L140, label %CF250, label %CF252

CF252:                                            ; preds = %CF252, %CF255
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC74, align 32
  %E141 = extractelement <4 x i16> %L124, i32 %E
  %Shuff142 = shufflevector <1 x i1> %L108, <1 x i1> %Cmp45, <1 x i32> zeroinitializer
  %I143 = insertelement <4 x i1> %Cmp60, i1 false, i32 %B65
  %B144 = sdiv i32 %E12, %E125
  %Tr145 = trunc i64 %L100 to i32
  %Sl146 = select i1 %L46, float %FC121, float %FC51
  %Cmp147 = icmp slt <4 x i8> %B27, zeroinitializer
  %L148 = load float, ptr %0, align 4
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E149 = extractelement <8 x i8> %L30, i32 %Sl52
  %Shuff150 = shufflevector <1 x i1> %Shuff142, <1 x i1> %Sl130, <1 x i32> poison
  %I151 = insertelement <2 x i32> zeroinitializer, i32 %E109, i32 %Sl52
  %B152 = and i8 %5, %Sl9
  %FC153 = sitofp i32 86345 to float
  %Sl154 = select i1 %Tr137, <4 x i32> %I49, <4 x i32> %Shuff19
  %Cmp155 = icmp sge i16 %Tr97, %B96
  br i1 %Cmp155, label %CF252, label %CF267

CF267:                                            ; preds = %CF252
  %L156 = load double, ptr %A1, align 8
  store <1 x double> %BC105, ptr %Sl122, align 8
  %E157 = extractelement <1 x float> %L23, i32 %Sl75
  %Shuff158 = shufflevector <4 x i32> %Shuff79, <4 x i32> %I49, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I159 = insertelement <4 x i32> zeroinitializer, i32 %Sl52, i32 121665
  %B160 = fmul double %Sl21, %BC
  %ZE161 = zext i8 %E149 to i64
  %Sl162 = select i1 %Cmp68, <4 x i32> %I49, <4 x i32> %Shuff118
  %Cmp163 = icmp sge i8 -11, %Sl114
  br i1 %Cmp163, label %CF250, label %CF251

CF251:                                            ; preds = %CF251, %CF267
  %L164 = load i16, ptr %PC, align 2
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E165 = extractelement <4 x i32> zeroinitializer, i32 %E12
  %Shuff166 = shufflevector <4 x i1> %Cmp99, <4 x i1> %Cmp60, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I167 = insertelement <4 x i32> %Shuff79, i32 107769, i32 %E18
  %B168 = fdiv double 0x33B317D21EB1B850, %Sl44
  %FC169 = uitofp <2 x i16> %Sl138 to <2 x double>
  %Sl170 = select <4 x i1> %Cmp60, <4 x i1> %Cmp147, <4 x i1> %Cmp99
  %Cmp171 = icmp sgt <2 x i32> %B42, zeroinitializer
  %L172 = load <4 x i32>, ptr %A4, align 16
  store i1 %Cmp16, ptr %Sl122, align 1
  %E173 = extractelement <2 x i8> zeroinitializer, i32 %E6
  %Shuff174 = shufflevector <2 x i8> %Shuff48, <2 x i8> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I175 = insertelement <1 x i32> zeroinitializer, i32 %E12, i32 %Se35
  %FC176 = fptosi float %B89 to i32
  %Sl177 = select i1 true, i32 %E109, i32 107769
  %Cmp178 = fcmp oge float %E157, %B89
  br i1 %Cmp178, label %CF251, label %CF253

CF253:                                            ; preds = %CF253, %CF268, %CF251
  %L179 = load <16 x double>, ptr %0, align 128
  store double 0x2AE7E006F7E5E284, ptr %0, align 8
  %E180 = extractelement <4 x i32> %I119, i32 %E165
  %Shuff181 = shufflevector <4 x i32> %Shuff79, <4 x i32> %Sl154, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I182 = insertelement <16 x double> %L179, double 0xC46F838E256D1A0C, i32 107769
  %B183 = lshr i32 %E93, %E18
  %Tr184 = trunc i32 %E165 to i8
  %Sl185 = select i1 %Cmp123, i16 %L164, i16 -1
  %L186 = load i16, ptr %PC74, align 2
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 32
  %E187 = extractelement <1 x i32> zeroinitializer, i32 107769
  %Shuff188 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Cmp53, <2 x i32> <i32 2, i32 0>
  %I189 = insertelement <4 x i32> %Shuff158, i32 %E18, i32 %E125
  %B190 = udiv <4 x i32> %Shuff40, %Shuff13
  %Tr191 = trunc i16 %L164 to i8
  %Sl192 = select <1 x i1> %Cmp22, <1 x i32> %Sl28, <1 x i32> %I175
  %Cmp193 = icmp ugt i16 %Sl185, %B96
  br i1 %Cmp193, label %CF253, label %CF268

CF268:                                            ; preds = %CF253
  %L194 = load <4 x float>, ptr %0, align 16
  store i64 %L11, ptr %0, align 4
  %E195 = extractelement <4 x double> %L, i32 %Sl52
  %Shuff196 = shufflevector <4 x i32> %Shuff118, <4 x i32> %I167, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I197 = insertelement <4 x i32> %Shuff79, i32 %B65, i32 %FC176
  %B198 = xor i32 %B65, 107769
  %ZE199 = zext <4 x i32> %Sl154 to <4 x i64>
  %Sl200 = select i1 %Cmp155, i8 %FC, i8 81
  %Cmp201 = icmp slt i32 %B65, 121665
  br i1 %Cmp201, label %CF253, label %CF266

CF266:                                            ; preds = %CF268
  %L202 = load <2 x i16>, ptr %PC74, align 4
  store i32 121665, ptr %0, align 4
  %E203 = extractelement <1 x i32> zeroinitializer, i32 %E101
  %Shuff204 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I135, <1 x i32> poison
  %I205 = insertelement <4 x i32> %L172, i32 %E18, i32 %E203
  %B206 = mul i16 %L164, %L164
  %Se207 = sext i1 %Cmp84 to i8
  %Sl208 = select <2 x i1> %Cmp171, <2 x float> %FC129, <2 x float> %FC129
  %Cmp209 = icmp ult <4 x i32> %Shuff25, %Shuff94
  %L210 = load <4 x i32>, ptr %0, align 16
  store i8 %E149, ptr %0, align 1
  %E211 = extractelement <8 x float> %L17, i32 %Sl52
  %Shuff212 = shufflevector <4 x i32> %Shuff196, <4 x i32> %Shuff40, <4 x i32> <i32 poison, i32 7, i32 poison, i32 poison>
  %I213 = insertelement <2 x i1> zeroinitializer, i1 %Cmp68, i32 %B144
  %Sl214 = select i1 %Cmp201, i32 %E187, i32 %E31
  %Cmp215 = icmp eq i64 %ZE161, %E70
  br i1 %Cmp215, label %CF, label %CF248

CF248:                                            ; preds = %CF248, %CF266
  %L216 = load i32, ptr %0, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 64
  %E217 = extractelement <4 x i32> zeroinitializer, i32 %Sl75
  %Shuff218 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff94, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I219 = insertelement <4 x i32> %I20, i32 %3, i32 %E165
  %B220 = sub <2 x i32> %I, %Sl83
  %Sl221 = select i1 true, i8 %Tr191, i8 %B34
  %Cmp222 = icmp ne i1 %Cmp123, true
  br i1 %Cmp222, label %CF248, label %CF263

CF263:                                            ; preds = %CF263, %CF248
  %L223 = load <4 x i8>, ptr %A, align 4
  store double %BC, ptr %0, align 8
  %E224 = extractelement <4 x i32> %I167, i32 %FC176
  %Shuff225 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I189, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I226 = insertelement <1 x i1> %Cmp45, i1 true, i32 %Tr145
  %B227 = udiv <4 x i32> %I14, %Shuff196
  %FC228 = sitofp <2 x i32> zeroinitializer to <2 x float>
  %Sl229 = select i1 true, <2 x i32> zeroinitializer, <2 x i32> %Sl83
  %Cmp230 = icmp sge <4 x i32> %Shuff158, %Shuff212
  %L231 = load i8, ptr %PC74, align 1
  store <4 x i64> %ZE199, ptr %PC, align 32
  %E232 = extractelement <4 x i32> %Shuff118, i32 %E31
  %Shuff233 = shufflevector <4 x i1> %Shuff166, <4 x i1> %Cmp99, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I234 = insertelement <2 x float> %FC228, float %E157, i32 %E12
  %B235 = fsub float %E24, %E24
  %FC236 = sitofp i32 %B144 to float
  %Sl237 = select i1 %Cmp178, <8 x i1> %Cmp37, <8 x i1> %Cmp37
  %Cmp238 = fcmp olt float 0x4200BC5480000000, %E157
  br i1 %Cmp238, label %CF263, label %CF264

CF264:                                            ; preds = %CF264, %CF263
  %L239 = load i16, ptr %PC74, align 2
  store <2 x i8> %B120, ptr %PC74, align 2
  %E240 = extractelement <2 x i1> %Cmp53, i32 107769
  br i1 %E240, label %CF264, label %CF269

CF269:                                            ; preds = %CF264
  %Shuff241 = shufflevector <8 x float> %L17, <8 x float> %L17, <8 x i32> <i32 poison, i32 poison, i32 12, i32 poison, i32 0, i32 2, i32 4, i32 6>
  %I242 = insertelement <1 x i32> %I26, i32 %E109, i32 121665
  %B243 = and <4 x i32> %L172, zeroinitializer
  %BC244 = bitcast <2 x float> %I234 to <2 x i32>
  %Sl245 = select i1 %Cmp76, i32 %E203, i32 %E18
  %Cmp246 = icmp ne <2 x i32> %B42, %B42
  store <8 x float> %Shuff241, ptr %PC, align 32
  store <16 x i64> %L5, ptr %Sl122, align 128
  store <4 x i8> %L223, ptr %0, align 4
  store <2 x i64> <i64 0, i64 -1>, ptr %Sl122, align 16
  store <1 x double> %BC105, ptr %PC74, align 8
  ret void
}
