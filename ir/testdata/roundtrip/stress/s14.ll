; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD14(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x i32>, align 32
  %A3 = alloca <4 x i16>, align 8
  %A2 = alloca <4 x i8>, align 4
  %A1 = alloca <4 x i32>, align 16
  %A = alloca <4 x i32>, align 16
  %L = load i1, ptr %0, align 1
  br label %CF256

CF256:                                            ; preds = %CF256, %BB
  store <4 x i64> zeroinitializer, ptr %0, align 32
  %E = extractelement <8 x i16> zeroinitializer, i32 57459
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I = insertelement <8 x i16> zeroinitializer, i16 %E, i32 143539
  %B = udiv <1 x i32> zeroinitializer, zeroinitializer
  %FC = fptosi double 0x14659F046C63EC82 to i64
  %Sl = select i1 true, <1 x i32> %B, <1 x i32> zeroinitializer
  %Cmp = icmp uge i64 %FC, 219347
  br i1 %Cmp, label %CF256, label %CF258

CF258:                                            ; preds = %CF256
  %L5 = load i16, ptr %0, align 2
  store <2 x i16> <i16 0, i16 -1>, ptr %0, align 4
  %E6 = extractelement <4 x i8> zeroinitializer, i32 57459
  %Shuff7 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 poison, i32 poison, i32 0, i32 poison, i32 4, i32 6>
  %I8 = insertelement <8 x i64> zeroinitializer, i64 %FC, i32 143539
  %Tr = trunc i64 %FC to i32
  %Sl9 = select i1 true, ptr %A2, ptr %0
  %Cmp10 = icmp slt i1 true, false
  br label %CF253

CF253:                                            ; preds = %CF258
  %L11 = load <2 x i1>, ptr %Sl9, align 1
  store i1 false, ptr %Sl9, align 1
  %E12 = extractelement <2 x i1> %L11, i32 143539
  br label %CF246

CF246:                                            ; preds = %CF253
  %Shuff13 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 poison, i32 poison, i32 15, i32 1>
  %I14 = insertelement <4 x i8> zeroinitializer, i8 %E6, i32 57459
  %B15 = mul <1 x i32> %B, zeroinitializer
  %FC16 = uitofp i8 %E6 to double
  %Sl17 = select i1 false, ptr %A4, ptr %Sl9
  %Cmp18 = icmp ult <4 x i8> %Shuff, zeroinitializer
  %L19 = load float, ptr %Sl9, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl9, align 64
  %E20 = extractelement <4 x i8> %I14, i32 143539
  %Shuff21 = shufflevector <4 x i8> %Shuff, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 poison, i32 4, i32 poison>
  %I22 = insertelement <4 x i8> %Shuff, i8 0, i32 %Tr
  %B23 = lshr <8 x i16> zeroinitializer, zeroinitializer
  %FC24 = uitofp <8 x i16> zeroinitializer to <8 x float>
  %Sl25 = select i1 true, i32 143539, i32 143539
  %Cmp26 = icmp ult i16 %L5, 5251
  br label %CF

CF:                                               ; preds = %CF, %CF257, %CF273, %CF246
  %L27 = load i1, ptr %Sl9, align 1
  br i1 %L27, label %CF, label %CF248

CF248:                                            ; preds = %CF248, %CF268, %CF
  %E28 = extractelement <1 x i32> zeroinitializer, i32 %3
  %Shuff29 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I30 = insertelement <8 x i32> %Shuff13, i32 57459, i32 57459
  %Tr31 = trunc i32 %3 to i8
  %Sl32 = select <4 x i1> %Cmp18, <4 x i8> %Shuff21, <4 x i8> zeroinitializer
  %Cmp33 = icmp ugt i8 -85, -85
  br i1 %Cmp33, label %CF248, label %CF268

CF268:                                            ; preds = %CF248
  %L34 = load <2 x i8>, ptr %Sl9, align 2
  store i8 %E20, ptr %Sl9, align 1
  %E35 = extractelement <2 x i1> %L11, i32 %Tr
  br i1 %E35, label %CF248, label %CF254

CF254:                                            ; preds = %CF254, %CF268
  %Shuff36 = shufflevector <4 x i8> %Shuff, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I37 = insertelement <4 x i8> %Shuff, i8 0, i32 57459
  %B38 = ashr <4 x i64> zeroinitializer, zeroinitializer
  %Tr39 = trunc <8 x i16> %I to <8 x i1>
  %Sl40 = select i1 %Cmp26, i64 %FC, i64 219347
  %Cmp41 = fcmp ueq double 0x8A4D16EC664BE86A, 0x722D56CCFE2BD84A
  br i1 %Cmp41, label %CF254, label %CF257

CF257:                                            ; preds = %CF254
  %L42 = load i8, ptr %A, align 1
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 8
  %E43 = extractelement <1 x i32> %Shuff29, i32 %Tr
  %Shuff44 = shufflevector <8 x i32> %I30, <8 x i32> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 poison>
  %I45 = insertelement <8 x i64> zeroinitializer, i64 219347, i32 %Tr
  %B46 = sub <4 x i8> %I37, %I14
  %Sl47 = select i1 %Cmp10, i32 143539, i32 143539
  %Cmp48 = icmp ult <4 x i8> %I14, zeroinitializer
  %L49 = load double, ptr %A, align 8
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl9, align 32
  %E50 = extractelement <8 x i64> zeroinitializer, i32 %E43
  %Shuff51 = shufflevector <8 x i32> %Shuff44, <8 x i32> %Shuff44, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I52 = insertelement <8 x i64> %Shuff7, i64 219347, i32 57459
  %B53 = add <4 x i8> %B46, zeroinitializer
  %FC54 = sitofp i1 true to double
  %Sl55 = select i1 %Cmp41, ptr %A, ptr %Sl9
  %Cmp56 = icmp uge i1 false, true
  br i1 %Cmp56, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF272, %CF262, %CF269, %CF270, %CF249, %CF257
  %L57 = load <2 x i1>, ptr %Sl9, align 1
  store i8 -85, ptr %Sl9, align 1
  %E58 = extractelement <8 x i16> zeroinitializer, i32 %E43
  %Shuff59 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff7, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison>
  %I60 = insertelement <2 x i1> %L11, i1 %Cmp, i32 57459
  %B61 = urem i8 %5, %E20
  %Sl62 = select <8 x i1> %Tr39, <8 x i64> %I8, <8 x i64> %I45
  %Cmp63 = icmp sgt <4 x i8> %I22, zeroinitializer
  %L64 = load <4 x i64>, ptr %Sl9, align 32
  store i1 %Cmp26, ptr %Sl55, align 1
  %E65 = extractelement <16 x i32> zeroinitializer, i32 %Tr
  %Shuff66 = shufflevector <4 x i8> %Shuff, <4 x i8> %B46, <4 x i32> <i32 5, i32 7, i32 poison, i32 poison>
  %I67 = insertelement <4 x i8> %Shuff, i8 0, i32 %Sl47
  %B68 = udiv i64 50135, %Sl40
  %Tr69 = trunc <8 x i32> zeroinitializer to <8 x i1>
  %Sl70 = select <4 x i1> %Cmp48, <4 x i8> %B53, <4 x i8> zeroinitializer
  %Cmp71 = icmp eq i32 143539, 57459
  br i1 %Cmp71, label %CF245, label %CF272

CF272:                                            ; preds = %CF245
  %L72 = load <8 x i1>, ptr %0, align 1
  store i32 57459, ptr %Sl55, align 4
  %E73 = extractelement <2 x i1> %L57, i32 57459
  br i1 %E73, label %CF245, label %CF262

CF262:                                            ; preds = %CF272
  %Shuff74 = shufflevector <8 x i64> %Shuff59, <8 x i64> %I45, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison>
  %I75 = insertelement <8 x i64> %Shuff7, i64 %B68, i32 %3
  %B76 = udiv i16 3975, %E
  %FC77 = fptoui double 0xBA8D972C368B08AA to i8
  %Sl78 = select i1 %Cmp, double 0x96DD177C5ADBD0FA, double %L49
  %Cmp79 = icmp ugt <8 x i64> %Shuff74, zeroinitializer
  %L80 = load float, ptr %Sl9, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl9, align 32
  %E81 = extractelement <8 x i64> zeroinitializer, i32 57459
  %Shuff82 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I83 = insertelement <8 x i64> %Shuff74, i64 %E81, i32 57459
  %B84 = ashr i8 %5, %L42
  %Sl85 = select i1 %Cmp71, i64 %Sl40, i64 %Sl40
  %Cmp86 = icmp sge <8 x i32> %I30, zeroinitializer
  %L87 = load double, ptr %0, align 8
  store <8 x i16> %B23, ptr %Sl9, align 16
  %E88 = extractelement <4 x i8> %Shuff, i32 %E43
  %Shuff89 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff66, <4 x i32> <i32 0, i32 poison, i32 4, i32 6>
  %I90 = insertelement <4 x i8> %I14, i8 0, i32 %E65
  %B91 = mul <8 x i64> %I83, %Shuff7
  %Sl92 = select <4 x i1> %Cmp18, <4 x i8> %I37, <4 x i8> %B46
  %Cmp93 = icmp sge <4 x i8> zeroinitializer, %Shuff36
  %L94 = load <8 x i32>, ptr %Sl9, align 32
  store i1 %Cmp26, ptr %Sl9, align 1
  %E95 = extractelement <4 x i1> %Cmp18, i32 %E65
  br i1 %E95, label %CF245, label %CF255

CF255:                                            ; preds = %CF255, %CF262
  %Shuff96 = shufflevector <8 x i1> %Cmp79, <8 x i1> %Tr39, <8 x i32> <i32 poison, i32 poison, i32 1, i32 poison, i32 5, i32 poison, i32 poison, i32 11>
  %I97 = insertelement <8 x i32> %Shuff44, i32 %Sl25, i32 %3
  %B98 = add <4 x i8> %I22, %Shuff36
  %FC99 = sitofp <8 x i64> %Shuff59 to <8 x double>
  %Sl100 = select i1 %Cmp33, double 0x722D56CCFE2BD84A, double %L49
  %Cmp101 = icmp ugt i1 %Cmp26, true
  br i1 %Cmp101, label %CF255, label %CF263

CF263:                                            ; preds = %CF263, %CF255
  %L102 = load <4 x i1>, ptr %Sl55, align 1
  store i8 %E88, ptr %Sl9, align 1
  %E103 = extractelement <1 x i32> %Shuff29, i32 %3
  %Shuff104 = shufflevector <8 x double> %FC99, <8 x double> %FC99, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I105 = insertelement <4 x i8> %Shuff21, i8 %E88, i32 %Tr
  %B106 = fdiv double %Sl100, 0x96DD177C5ADBD0FA
  %ZE = zext <8 x i1> %L72 to <8 x i8>
  %Sl107 = select i1 %Cmp56, <4 x i8> %B98, <4 x i8> %B46
  %Cmp108 = icmp sgt <8 x i32> %Shuff44, zeroinitializer
  %L109 = load i32, ptr %Sl17, align 4
  %E110 = extractelement <4 x i8> %I105, i32 %Sl25
  %Shuff111 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I112 = insertelement <1 x i32> %Shuff29, i32 143539, i32 %E65
  %B113 = fadd double 0x722D56CCFE2BD84A, 0x722D56CCFE2BD84A
  %ZE114 = zext <2 x i1> %L11 to <2 x i8>
  %Sl115 = select i1 false, <8 x i1> %Cmp86, <8 x i1> %Tr39
  %Cmp116 = icmp eq <2 x i8> %L34, %L34
  %L117 = load i64, ptr %Sl9, align 4
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 16
  %E118 = extractelement <4 x i64> %B38, i32 %E65
  %Shuff119 = shufflevector <4 x i1> %Cmp48, <4 x i1> %Cmp93, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I120 = insertelement <8 x double> %FC99, double %Sl78, i32 57459
  %B121 = xor i8 %FC77, %E6
  %Tr122 = trunc <8 x i32> zeroinitializer to <8 x i16>
  %Sl123 = select i1 false, i1 true, i1 false
  br i1 %Sl123, label %CF263, label %CF269

CF269:                                            ; preds = %CF263
  %Cmp124 = icmp uge <4 x i8> zeroinitializer, %Sl107
  %L125 = load <8 x double>, ptr %Sl9, align 64
  store i8 0, ptr %Sl55, align 1
  %E126 = extractelement <8 x i1> %Shuff96, i32 143539
  br i1 %E126, label %CF245, label %CF250

CF250:                                            ; preds = %CF250, %CF269
  %Shuff127 = shufflevector <8 x i1> %Cmp86, <8 x i1> %Tr39, <8 x i32> <i32 poison, i32 15, i32 1, i32 poison, i32 5, i32 7, i32 poison, i32 poison>
  %I128 = insertelement <4 x i8> %B98, i8 0, i32 %E43
  %B129 = urem <4 x i8> %Shuff66, %Shuff66
  %Sl130 = select i1 %Cmp41, <8 x float> %FC24, <8 x float> %FC24
  %Cmp131 = icmp eq i64 %4, %E81
  br i1 %Cmp131, label %CF250, label %CF266

CF266:                                            ; preds = %CF266, %CF250
  %L132 = load i32, ptr %0, align 4
  %E133 = extractelement <4 x i64> zeroinitializer, i32 57459
  %Shuff134 = shufflevector <2 x i8> %L34, <2 x i8> %L34, <2 x i32> <i32 1, i32 3>
  %I135 = insertelement <2 x i1> %L57, i1 %Cmp131, i32 %E43
  %B136 = sdiv <4 x i8> %Sl92, %B46
  %Tr137 = trunc i32 %3 to i1
  br i1 %Tr137, label %CF266, label %CF270

CF270:                                            ; preds = %CF266
  %Sl138 = select i1 %Sl123, <4 x i8> %I105, <4 x i8> %I128
  %Cmp139 = icmp ugt <8 x i1> %Cmp86, %Tr69
  %L140 = load i32, ptr %0, align 4
  store <8 x float> %Sl130, ptr %Sl9, align 32
  %E141 = extractelement <8 x i64> %Shuff7, i32 %E103
  %Shuff142 = shufflevector <4 x i8> %Shuff89, <4 x i8> %I14, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I143 = insertelement <8 x double> %Shuff104, double %FC16, i32 57459
  %B144 = urem <4 x i8> %Sl138, %Shuff21
  %FC145 = sitofp i64 %E50 to double
  %Sl146 = select i1 %Cmp26, ptr %Sl17, ptr %0
  %Cmp147 = fcmp ole <8 x double> %FC99, %FC99
  %L148 = load <1 x double>, ptr %Sl146, align 8
  store float 0xBAC1790540000000, ptr %0, align 4
  %E149 = extractelement <4 x i8> %B136, i32 143539
  %Shuff150 = shufflevector <8 x i32> %I97, <8 x i32> %Shuff13, <8 x i32> <i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I151 = insertelement <4 x i8> %I105, i8 %E110, i32 %3
  %Tr152 = trunc i64 %E141 to i8
  %Sl153 = select i1 %Cmp56, i64 %FC, i64 %FC
  %Cmp154 = icmp ule i16 %E, %E58
  br i1 %Cmp154, label %CF245, label %CF249

CF249:                                            ; preds = %CF270
  %L155 = load i1, ptr %Sl146, align 1
  br i1 %L155, label %CF245, label %CF247

CF247:                                            ; preds = %CF247, %CF264, %CF249
  store <4 x i8> %Sl32, ptr %Sl9, align 4
  %E156 = extractelement <8 x i1> %Tr69, i32 %E103
  br i1 %E156, label %CF247, label %CF264

CF264:                                            ; preds = %CF247
  %Shuff157 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 poison>
  %I158 = insertelement <4 x i8> %Sl92, i8 %E149, i32 %L109
  %B159 = frem float 0xBAC1790540000000, 0xC247600B40000000
  %FC160 = fptosi double %B106 to i16
  %Sl161 = select i1 %E73, <8 x i64> %Shuff7, <8 x i64> %Shuff74
  %Cmp162 = fcmp ogt double %B113, 0x722D56CCFE2BD84A
  br i1 %Cmp162, label %CF247, label %CF259

CF259:                                            ; preds = %CF259, %CF264
  %L163 = load float, ptr %Sl9, align 4
  store <8 x double> %I120, ptr %Sl146, align 64
  %E164 = extractelement <8 x i32> zeroinitializer, i32 %E103
  %Shuff165 = shufflevector <4 x i8> %Sl107, <4 x i8> %B46, <4 x i32> <i32 poison, i32 2, i32 4, i32 poison>
  %I166 = insertelement <8 x i32> %Shuff150, i32 %Sl25, i32 %L132
  %B167 = shl <4 x i8> %I158, %Shuff165
  %FC168 = sitofp i32 %Sl25 to double
  %Sl169 = select i1 %Cmp33, <2 x i1> %I135, <2 x i1> %L11
  %Cmp170 = fcmp one double %L87, %L49
  br i1 %Cmp170, label %CF259, label %CF273

CF273:                                            ; preds = %CF259
  %L171 = load i16, ptr %Sl55, align 2
  store <8 x i32> %Shuff44, ptr %0, align 32
  %E172 = extractelement <8 x i64> %Shuff157, i32 %E103
  %Shuff173 = shufflevector <8 x i8> %ZE, <8 x i8> %ZE, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I174 = insertelement <2 x i8> %Shuff134, i8 %B61, i32 %E65
  %ZE175 = zext <4 x i8> zeroinitializer to <4 x i32>
  %Sl176 = select i1 %Cmp41, <8 x i1> %Cmp139, <8 x i1> %Shuff127
  %Cmp177 = icmp eq i8 0, %E6
  br i1 %Cmp177, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF273
  %L178 = load i64, ptr %0, align 4
  store <1 x double> %L148, ptr %Sl146, align 8
  %E179 = extractelement <4 x i32> %ZE175, i32 %E164
  %Shuff180 = shufflevector <8 x double> %L125, <8 x double> %FC99, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10>
  %I181 = insertelement <4 x i8> %Shuff82, i8 %B121, i32 %L109
  %B182 = frem double 0x8A4D16EC664BE86A, %L49
  %BC = bitcast <8 x i32> %L94 to <8 x float>
  %Sl183 = select i1 %Cmp, ptr %Sl146, ptr %Sl55
  %Cmp184 = icmp ule <8 x i16> %I, zeroinitializer
  %L185 = load <4 x i1>, ptr %Sl9, align 1
  store i32 %E103, ptr %Sl9, align 4
  %E186 = extractelement <2 x i1> %L57, i32 %E103
  br i1 %E186, label %CF244, label %CF251

CF251:                                            ; preds = %CF251, %CF267, %CF265, %CF244
  %Shuff187 = shufflevector <8 x i8> %Shuff173, <8 x i8> %Shuff173, <8 x i32> <i32 9, i32 poison, i32 13, i32 poison, i32 1, i32 3, i32 poison, i32 7>
  %I188 = insertelement <8 x i16> %B23, i16 %FC160, i32 %L109
  %B189 = fsub float 0xBAC1790540000000, %L80
  %Sl190 = select i1 false, double %FC54, double %Sl100
  %Cmp191 = icmp ne <1 x i32> %Shuff29, %I112
  %L192 = load <4 x i16>, ptr %Sl9, align 8
  store double %FC16, ptr %Sl9, align 8
  %E193 = extractelement <8 x i32> %Shuff44, i32 %E43
  %Shuff194 = shufflevector <8 x i1> %Tr69, <8 x i1> %Tr69, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 1, i32 3>
  %I195 = insertelement <4 x i8> %Shuff142, i8 %5, i32 143539
  %B196 = xor <4 x i8> %I181, zeroinitializer
  %ZE197 = zext <8 x i1> %Sl176 to <8 x i64>
  %Sl198 = select i1 %Cmp154, float %L163, float 0xBAC1790540000000
  %Cmp199 = icmp ule i8 %5, %B61
  br i1 %Cmp199, label %CF251, label %CF261

CF261:                                            ; preds = %CF261, %CF251
  %L200 = load <2 x i16>, ptr %Sl55, align 4
  store i64 %B68, ptr %Sl146, align 4
  %E201 = extractelement <2 x i8> %Shuff134, i32 %L140
  %Shuff202 = shufflevector <4 x i8> %I37, <4 x i8> %Shuff, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I203 = insertelement <8 x i32> %Shuff51, i32 %E103, i32 57459
  %B204 = shl <4 x i8> %Sl107, %Shuff82
  %Se = sext i16 %L5 to i64
  %Sl205 = select i1 %Cmp199, i64 %FC, i64 %L117
  %Cmp206 = icmp sgt <4 x i8> %I14, %I195
  %L207 = load i8, ptr %Sl146, align 1
  store <4 x i64> zeroinitializer, ptr %Sl146, align 32
  %E208 = extractelement <4 x i1> %Cmp48, i32 %E103
  br i1 %E208, label %CF261, label %CF267

CF267:                                            ; preds = %CF261
  %Shuff209 = shufflevector <8 x i32> %Shuff51, <8 x i32> %I203, <8 x i32> <i32 poison, i32 10, i32 12, i32 14, i32 poison, i32 2, i32 4, i32 poison>
  %I210 = insertelement <1 x double> %L148, double 0xBA8D972C368B08AA, i32 %3
  %B211 = sub i64 %E81, %Sl85
  %FC212 = sitofp i1 false to double
  %Sl213 = select i1 %Cmp26, <8 x i1> %Cmp86, <8 x i1> %Sl176
  %Cmp214 = icmp sgt <4 x i8> %Shuff, %Sl107
  %L215 = load i64, ptr %Sl146, align 4
  store <16 x i32> zeroinitializer, ptr %Sl183, align 64
  %E216 = extractelement <4 x i8> %B196, i32 %E103
  %Shuff217 = shufflevector <8 x i64> %Shuff111, <8 x i64> %ZE197, <8 x i32> <i32 6, i32 8, i32 poison, i32 poison, i32 poison, i32 0, i32 2, i32 4>
  %I218 = insertelement <4 x i8> %Shuff, i8 %5, i32 %3
  %Tr219 = trunc i64 219347 to i1
  br i1 %Tr219, label %CF251, label %CF260

CF260:                                            ; preds = %CF260, %CF267
  %Sl220 = select i1 %E186, i8 %B61, i8 %L207
  %Cmp221 = icmp sge i16 %FC160, %FC160
  br i1 %Cmp221, label %CF260, label %CF265

CF265:                                            ; preds = %CF260
  %L222 = load <2 x i64>, ptr %Sl55, align 16
  store float %L80, ptr %Sl146, align 4
  %E223 = extractelement <8 x i32> %Shuff44, i32 %E193
  %Shuff224 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> poison
  %I225 = insertelement <8 x i64> zeroinitializer, i64 %E81, i32 %Sl25
  %B226 = sdiv <4 x i8> %I37, %Sl32
  %Tr227 = trunc <1 x i32> %B15 to <1 x i8>
  %Sl228 = select i1 %Cmp154, i64 %L215, i64 %B211
  %Cmp229 = icmp sge <4 x i8> %B167, zeroinitializer
  %L230 = load i1, ptr %0, align 1
  br i1 %L230, label %CF251, label %CF252

CF252:                                            ; preds = %CF252, %CF265
  store <4 x i16> %L192, ptr %Sl146, align 8
  %E231 = extractelement <8 x i64> %Sl161, i32 %E43
  %Shuff232 = shufflevector <4 x i1> %Cmp206, <4 x i1> %Shuff119, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I233 = insertelement <4 x i8> zeroinitializer, i8 %Tr31, i32 %E164
  %B234 = shl i32 57459, %E193
  %Sl235 = select i1 %Cmp177, double %Sl78, double %FC212
  %Cmp236 = icmp ne <4 x i8> %B129, zeroinitializer
  %L237 = load <4 x double>, ptr %0, align 32
  store i8 %E149, ptr %Sl183, align 1
  %E238 = extractelement <2 x i1> %L11, i32 %E43
  br i1 %E238, label %CF252, label %CF271

CF271:                                            ; preds = %CF252
  %Shuff239 = shufflevector <8 x i32> %Shuff51, <8 x i32> %Shuff13, <8 x i32> <i32 3, i32 poison, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 poison>
  %I240 = insertelement <4 x i1> %Cmp206, i1 true, i32 %L132
  %Se241 = sext <4 x i1> %Cmp229 to <4 x i64>
  %Sl242 = select <8 x i1> %Shuff96, <8 x float> %Sl130, <8 x float> %FC24
  %Cmp243 = icmp sge <8 x i32> %Shuff150, %Shuff13
  store i32 %L140, ptr %Sl146, align 4
  store i32 %3, ptr %0, align 4
  store i1 %Sl123, ptr %Sl146, align 1
  store i64 %B68, ptr %Sl183, align 4
  ret void
}
