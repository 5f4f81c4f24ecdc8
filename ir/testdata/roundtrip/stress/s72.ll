; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD72(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i1>, align 1
  %A3 = alloca <1 x float>, align 4
  %A2 = alloca <2 x i16>, align 4
  %A1 = alloca <4 x i16>, align 8
  %A = alloca <8 x i8>, align 8
  %L = load i64, ptr %0, align 4
  store <1 x i64> zeroinitializer, ptr %0, align 8
  %E = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I = insertelement <16 x i64> zeroinitializer, i64 %4, i32 %E
  %B = mul i16 24937, 0
  %Tr = trunc i32 476117 to i1
  br label %CF249

CF249:                                            ; preds = %CF249, %CF274, %BB
  %Sl = select i1 true, <2 x i1> zeroinitializer, <2 x i1> zeroinitializer
  %L5 = load <4 x float>, ptr %0, align 16
  store i1 true, ptr %0, align 1
  %E6 = extractelement <4 x i32> zeroinitializer, i32 %E
  %Shuff7 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I8 = insertelement <1 x i32> zeroinitializer, i32 %E, i32 %E
  %FC = fptosi double 0xC77770967C755B14 to i1
  br i1 %FC, label %CF249, label %CF256

CF256:                                            ; preds = %CF256, %CF249
  %Sl9 = select i1 true, i8 101, i8 -3
  %Cmp = icmp eq i1 true, true
  br i1 %Cmp, label %CF256, label %CF274

CF274:                                            ; preds = %CF256
  %L10 = load <16 x i8>, ptr %0, align 16
  store i1 %Tr, ptr %0, align 1
  %E11 = extractelement <1 x i32> zeroinitializer, i32 %E
  %Shuff12 = shufflevector <16 x i8> %L10, <16 x i8> zeroinitializer, <16 x i32> <i32 19, i32 21, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 17>
  %I13 = insertelement <1 x i32> zeroinitializer, i32 325573, i32 %E6
  %FC14 = sitofp i32 0 to float
  %Sl15 = select i1 %FC, <2 x i8> zeroinitializer, <2 x i8> zeroinitializer
  %Cmp16 = icmp slt <16 x i8> %L10, %L10
  %L17 = load i8, ptr %0, align 1
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 32
  %E18 = extractelement <4 x i8> zeroinitializer, i32 %E
  %Shuff19 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I20 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %E6
  %B21 = urem <4 x i32> %Shuff, %Shuff
  %FC22 = sitofp i64 %4 to float
  %Sl23 = select i1 true, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %Cmp24 = icmp sge <4 x i32> %Shuff, zeroinitializer
  %L25 = load i64, ptr %A3, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 32
  %E26 = extractelement <4 x i32> %Shuff, i32 %E6
  %Shuff27 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I28 = insertelement <4 x i32> zeroinitializer, i32 %E, i32 0
  %Tr29 = trunc <4 x i32> %I28 to <4 x i16>
  %Sl30 = select i1 true, i64 50393, i64 %L
  %L31 = load <4 x float>, ptr %0, align 16
  store i16 -1, ptr %0, align 2
  %E32 = extractelement <1 x i32> %I8, i32 %E26
  %Shuff33 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison>
  %I34 = insertelement <4 x i32> zeroinitializer, i32 %E, i32 %E32
  %B35 = fdiv <4 x float> %L5, %L31
  %PC = bitcast ptr %A to ptr
  %Sl36 = select i1 true, ptr %A3, ptr %A
  %Cmp37 = icmp sge i32 %E32, %E11
  br i1 %Cmp37, label %CF249, label %CF254

CF254:                                            ; preds = %CF254, %CF274
  %L38 = load i64, ptr %A, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 32
  %E39 = extractelement <4 x float> %L5, i32 %E6
  %Shuff40 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Sl23, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I41 = insertelement <4 x i32> %Shuff, i32 %E, i32 %E
  %B42 = shl <1 x i32> %I8, zeroinitializer
  %PC43 = bitcast ptr %Sl36 to ptr
  %Sl44 = select i1 %Cmp37, <4 x float> %L31, <4 x float> %L31
  %Cmp45 = icmp ule i64 50393, %Sl30
  br i1 %Cmp45, label %CF254, label %CF257

CF257:                                            ; preds = %CF254
  %L46 = load i32, ptr %PC, align 4
  store <2 x i32> <i32 0, i32 -1>, ptr %PC, align 8
  %E47 = extractelement <16 x i8> %Shuff12, i32 282597
  %Shuff48 = shufflevector <4 x i16> %Tr29, <4 x i16> %Tr29, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I49 = insertelement <1 x i32> %B42, i32 %E6, i32 %E11
  %B50 = mul <16 x i8> %Shuff12, %L10
  %FC51 = fptosi double 0xC77770967C755B14 to i32
  %Sl52 = select i1 true, ptr %A2, ptr %PC
  %Cmp53 = icmp slt <2 x i8> %Sl15, zeroinitializer
  %L54 = load <2 x double>, ptr %PC, align 16
  store i1 true, ptr %PC, align 1
  %E55 = extractelement <1 x i32> zeroinitializer, i32 %E11
  %Shuff56 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff19, <4 x i32> <i32 poison, i32 poison, i32 7, i32 1>
  %I57 = insertelement <4 x float> %L31, float %E39, i32 %E11
  %B58 = srem <16 x i64> %Shuff33, zeroinitializer
  %Sl59 = select <4 x i1> zeroinitializer, <4 x float> %L31, <4 x float> %L5
  %Cmp60 = icmp ne i32 282597, %E
  br label %CF247

CF247:                                            ; preds = %CF247, %CF267, %CF257
  %L61 = load <8 x i16>, ptr %A, align 16
  store i1 true, ptr %PC, align 1
  %E62 = extractelement <4 x i1> %Shuff40, i32 282597
  br i1 %E62, label %CF247, label %CF251

CF251:                                            ; preds = %CF251, %CF265, %CF262, %CF247
  %Shuff63 = shufflevector <8 x i16> %L61, <8 x i16> %L61, <8 x i32> <i32 15, i32 poison, i32 3, i32 5, i32 7, i32 poison, i32 poison, i32 13>
  %I64 = insertelement <2 x i8> %Sl15, i8 101, i32 282597
  %B65 = mul <16 x i64> zeroinitializer, %B58
  %Tr66 = trunc i16 24937 to i8
  %Sl67 = select i1 true, i1 %Cmp37, i1 %FC
  br i1 %Sl67, label %CF251, label %CF265

CF265:                                            ; preds = %CF251
  %Cmp68 = icmp ult i1 true, %Cmp45
  br i1 %Cmp68, label %CF251, label %CF259

CF259:                                            ; preds = %CF259, %CF265
  %L69 = load <1 x i64>, ptr %PC, align 8
  store float 0x37F29D6200000000, ptr %PC, align 4
  %E70 = extractelement <1 x i32> %I8, i32 %3
  %Shuff71 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 11, i32 13, i32 15, i32 poison, i32 poison, i32 5, i32 poison, i32 9>
  %I72 = insertelement <1 x i32> %I8, i32 %E70, i32 325573
  %B73 = mul <2 x i8> zeroinitializer, %Sl15
  %PC74 = bitcast ptr %PC43 to ptr
  %Sl75 = select i1 true, i32 %E55, i32 0
  %Cmp76 = icmp ule <4 x i1> zeroinitializer, %Sl23
  %L77 = load i1, ptr %A1, align 1
  br i1 %L77, label %CF259, label %CF262

CF262:                                            ; preds = %CF259
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC74, align 128
  %E78 = extractelement <4 x i32> %Shuff7, i32 %E6
  %Shuff79 = shufflevector <4 x i32> %Shuff7, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I80 = insertelement <4 x i32> %Shuff, i32 %E26, i32 %E70
  %B81 = lshr i32 282597, %L46
  %Tr82 = trunc i64 %4 to i16
  %Sl83 = select <4 x i1> %Sl23, <4 x i32> zeroinitializer, <4 x i32> %I41
  %Cmp84 = icmp ule <2 x i1> %Cmp53, %Cmp53
  %L85 = load <4 x i64>, ptr %PC, align 32
  store double 0xB7371056CC355AD4, ptr %PC, align 8
  %E86 = extractelement <2 x i8> %B73, i32 %E32
  %Shuff87 = shufflevector <4 x float> %Sl44, <4 x float> %Sl44, <4 x i32> <i32 3, i32 poison, i32 poison, i32 1>
  %I88 = insertelement <4 x i32> zeroinitializer, i32 %E70, i32 %E32
  %B89 = add <16 x i8> %L10, zeroinitializer
  %Tr90 = trunc <4 x i32> %Sl83 to <4 x i16>
  %Sl91 = select <1 x i1> zeroinitializer, <1 x i32> %I49, <1 x i32> %I8
  %Cmp92 = icmp ugt i32 %E32, %L46
  br i1 %Cmp92, label %CF251, label %CF255

CF255:                                            ; preds = %CF255, %CF262
  %L93 = load <1 x i16>, ptr %PC, align 2
  store i16 %Tr82, ptr %A3, align 2
  %E94 = extractelement <4 x i32> zeroinitializer, i32 %E11
  %Shuff95 = shufflevector <16 x i8> %L10, <16 x i8> %L10, <16 x i32> <i32 17, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 poison, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I96 = insertelement <16 x i64> %Shuff33, i64 %Sl30, i32 %3
  %B97 = fadd <2 x double> %L54, %L54
  %FC98 = uitofp i32 476117 to double
  %Sl99 = select <1 x i1> zeroinitializer, <1 x i32> %B42, <1 x i32> zeroinitializer
  %Cmp100 = icmp ne <4 x i32> %Shuff, %Shuff56
  %L101 = load <8 x i8>, ptr %0, align 8
  store i1 %Cmp92, ptr %PC74, align 1
  %E102 = extractelement <2 x i8> %Sl15, i32 %E11
  %Shuff103 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Sl23, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I104 = insertelement <16 x i8> %L10, i8 %E47, i32 %E11
  %B105 = udiv i32 %E70, %E70
  %ZE = zext <8 x i8> %Shuff71 to <8 x i64>
  %Sl106 = select i1 %Cmp45, i32 %E70, i32 0
  %Cmp107 = icmp ult i64 225757, %4
  br i1 %Cmp107, label %CF255, label %CF267

CF267:                                            ; preds = %CF255
  %L108 = load <2 x float>, ptr %0, align 8
  store i8 %5, ptr %PC74, align 1
  %E109 = extractelement <1 x i64> %L69, i32 %L46
  %Shuff110 = shufflevector <4 x i16> %Tr90, <4 x i16> %Shuff48, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I111 = insertelement <1 x i32> zeroinitializer, i32 %E6, i32 %3
  %Tr112 = trunc <4 x i64> %L85 to <4 x i8>
  %Sl113 = select i1 %FC, <1 x i32> zeroinitializer, <1 x i32> %I8
  %Cmp114 = icmp eq <8 x i8> zeroinitializer, %L101
  %L115 = load i64, ptr %PC43, align 4
  store <2 x i8> %Sl15, ptr %0, align 2
  %E116 = extractelement <2 x i1> %Cmp53, i32 %E
  br i1 %E116, label %CF247, label %CF248

CF248:                                            ; preds = %CF248, %CF270, %CF261, %CF267
  %Shuff117 = shufflevector <4 x i1> %Shuff27, <4 x i1> %Shuff103, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I118 = insertelement <2 x i1> %Sl, i1 %E116, i32 %B81
  %B119 = add i8 %5, %L17
  %FC120 = sitofp i32 %E32 to float
  %Sl121 = select i1 %Cmp107, i32 %E70, i32 %E26
  %Cmp122 = icmp sgt i32 %Sl75, %Sl75
  br i1 %Cmp122, label %CF248, label %CF270

CF270:                                            ; preds = %CF248
  %L123 = load <4 x double>, ptr %PC, align 32
  store i64 50393, ptr %A, align 4
  %E124 = extractelement <1 x i32> %Sl99, i32 %E
  %Shuff125 = shufflevector <16 x i8> %Shuff95, <16 x i8> %B89, <16 x i32> <i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29>
  %I126 = insertelement <4 x i32> zeroinitializer, i32 %E32, i32 %Sl121
  %Sl127 = select i1 %Cmp37, i16 %Tr82, i16 0
  %Cmp128 = fcmp ugt double 0xC77770967C755B14, %FC98
  br i1 %Cmp128, label %CF248, label %CF261

CF261:                                            ; preds = %CF270
  %L129 = load <8 x i16>, ptr %A, align 16
  store i8 %E102, ptr %A, align 1
  %E130 = extractelement <2 x i1> %Cmp53, i32 %L46
  br i1 %E130, label %CF248, label %CF250

CF250:                                            ; preds = %CF250, %CF261
  %Shuff131 = shufflevector <1 x i32> %I8, <1 x i32> %I8, <1 x i32> <i32 1>
  %I132 = insertelement <16 x i8> %Shuff125, i8 -55, i32 %3
  %B133 = srem i8 %L17, %E102
  %PC134 = bitcast ptr %PC43 to ptr
  %Sl135 = select <8 x i1> %Cmp114, <8 x i16> %Shuff63, <8 x i16> %L61
  %Cmp136 = icmp eq i32 %Sl121, %E70
  br i1 %Cmp136, label %CF250, label %CF260

CF260:                                            ; preds = %CF250
  %L137 = load <2 x i32>, ptr %PC, align 8
  store i32 %B81, ptr %PC, align 4
  %E138 = extractelement <1 x i32> zeroinitializer, i32 %E70
  %Shuff139 = shufflevector <4 x i32> %I28, <4 x i32> %Shuff79, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I140 = insertelement <2 x i8> %Sl15, i8 %5, i32 %E94
  %B141 = urem <1 x i32> %I111, %I8
  %FC142 = uitofp i8 %E86 to float
  %Sl143 = select <4 x i1> %Sl23, <4 x i16> %Shuff110, <4 x i16> %Shuff110
  %Cmp144 = icmp eq i8 %B133, %B119
  br label %CF245

CF245:                                            ; preds = %CF245, %CF269, %CF260
  %L145 = load <4 x i1>, ptr %0, align 1
  store i64 %E109, ptr %A4, align 4
  %E146 = extractelement <2 x double> %L54, i32 %E32
  %Shuff147 = shufflevector <2 x i8> %Sl15, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I148 = insertelement <4 x i32> zeroinitializer, i32 %E32, i32 %B105
  %Se = sext <4 x i1> zeroinitializer to <4 x i8>
  %Sl149 = select <4 x i1> zeroinitializer, <4 x float> %Sl59, <4 x float> %L5
  %Cmp150 = icmp ne i32 476117, %E70
  br i1 %Cmp150, label %CF245, label %CF269

CF269:                                            ; preds = %CF245
  %L151 = load <4 x i32>, ptr %PC134, align 16
  store i8 101, ptr %PC, align 1
  %E152 = extractelement <4 x i32> zeroinitializer, i32 %E70
  %Shuff153 = shufflevector <4 x float> %Sl44, <4 x float> %Shuff87, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I154 = insertelement <4 x i32> %Shuff19, i32 %E32, i32 282597
  %B155 = ashr i8 %L17, -3
  %FC156 = uitofp i16 24937 to double
  %Sl157 = select i1 %Cmp, ptr %1, ptr %PC134
  %Cmp158 = icmp uge i8 %E86, %L17
  br i1 %Cmp158, label %CF245, label %CF246

CF246:                                            ; preds = %CF246, %CF269
  %L159 = load i64, ptr %Sl157, align 4
  store <4 x double> %L123, ptr %Sl52, align 32
  %E160 = extractelement <4 x i32> %Shuff19, i32 %E152
  %Shuff161 = shufflevector <16 x i8> %L10, <16 x i8> %B50, <16 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 poison, i32 22, i32 poison, i32 26, i32 28, i32 30, i32 0, i32 2>
  %I162 = insertelement <2 x double> %L54, double 0xB7371056CC355AD4, i32 %Sl121
  %B163 = urem <4 x i8> zeroinitializer, %Tr112
  %Tr164 = trunc <16 x i64> %Shuff33 to <16 x i16>
  %Sl165 = select i1 %E62, i1 %Cmp150, i1 %Cmp37
  br i1 %Sl165, label %CF246, label %CF258

CF258:                                            ; preds = %CF246
  %Cmp166 = icmp ne i16 24937, %Sl127
  br label %CF

CF:                                               ; preds = %CF, %CF273, %CF258
  %L167 = load <4 x i16>, ptr %A1, align 8
  store i64 %L38, ptr %0, align 4
  %E168 = extractelement <4 x i1> %Shuff40, i32 %L46
  br i1 %E168, label %CF, label %CF273

CF273:                                            ; preds = %CF
  %Shuff169 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I170 = insertelement <1 x i1> zeroinitializer, i1 %Cmp60, i32 %Sl121
  %B171 = fdiv <2 x double> %I162, %I162
  %FC172 = fptoui float %FC120 to i16
  %Sl173 = select i1 true, ptr %2, ptr %PC
  %Cmp174 = icmp ugt <1 x i32> %B42, %I72
  %L175 = load i32, ptr %Sl173, align 4
  store <2 x double> %I162, ptr %PC74, align 16
  %E176 = extractelement <16 x i64> %Shuff33, i32 %E11
  %Shuff177 = shufflevector <4 x i32> %I34, <4 x i32> %Shuff, <4 x i32> <i32 poison, i32 4, i32 6, i32 0>
  %I178 = insertelement <4 x i32> %Shuff19, i32 %L175, i32 %E138
  %B179 = xor <16 x i8> %Shuff161, %Shuff161
  %FC180 = fptosi double 0xC77770967C755B14 to i16
  %Sl181 = select i1 %Cmp60, <8 x i16> %Shuff63, <8 x i16> %L61
  %Cmp182 = icmp sgt <4 x i32> %I80, %I126
  %L183 = load double, ptr %PC, align 8
  store <1 x i64> %L69, ptr %PC134, align 8
  %E184 = extractelement <16 x i8> %Shuff161, i32 %E138
  %Shuff185 = shufflevector <1 x i32> %Sl99, <1 x i32> %I72, <1 x i32> zeroinitializer
  %I186 = insertelement <4 x i32> %I178, i32 %Sl121, i32 %B105
  %Tr187 = trunc <16 x i64> %I96 to <16 x i32>
  %Sl188 = select i1 %Tr, i32 %B105, i32 325573
  %Cmp189 = icmp sgt <1 x i32> %I111, %B141
  %L190 = load i1, ptr %PC74, align 1
  br i1 %L190, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF275, %CF268, %CF273
  store <4 x i32> %Shuff56, ptr %PC74, align 16
  %E191 = extractelement <16 x i8> zeroinitializer, i32 %E152
  %Shuff192 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I8, <1 x i32> zeroinitializer
  %I193 = insertelement <1 x i32> %I13, i32 %E70, i32 %Sl75
  %B194 = lshr <8 x i8> zeroinitializer, zeroinitializer
  %Tr195 = trunc i64 %L25 to i32
  %Sl196 = select <1 x i1> %I170, <1 x i32> %Shuff185, <1 x i32> %Sl91
  %Cmp197 = icmp eq <4 x i8> %Tr112, %Se
  %L198 = load <16 x i1>, ptr %Sl157, align 2
  store i32 %E, ptr %Sl157, align 4
  %E199 = extractelement <1 x i32> zeroinitializer, i32 %E26
  %Shuff200 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I126, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I201 = insertelement <4 x i1> %Shuff40, i1 %E116, i32 %E152
  %B202 = ashr <4 x i8> %Se, %B163
  %Tr203 = trunc <16 x i8> %B50 to <16 x i1>
  %Sl204 = select i1 %L77, i32 %B105, i32 325573
  %Cmp205 = icmp ne <1 x i32> %I111, %I111
  %L206 = load i1, ptr %0, align 1
  br i1 %L206, label %CF244, label %CF275

CF275:                                            ; preds = %CF244
  %E207 = extractelement <2 x double> %I162, i32 %L175
  %Shuff208 = shufflevector <16 x i8> %Shuff161, <16 x i8> %L10, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 5, i32 7>
  %I209 = insertelement <16 x i8> %Shuff125, i8 %E191, i32 0
  %B210 = ashr i64 %L115, %E176
  %ZE211 = fpext float 0x37F29D6200000000 to double
  %Sl212 = select i1 %E130, <4 x i16> %Sl143, <4 x i16> %Shuff110
  %Cmp213 = icmp ult i32 %E160, %L46
  br i1 %Cmp213, label %CF244, label %CF263

CF263:                                            ; preds = %CF263, %CF271, %CF275
  %L214 = load double, ptr %Sl173, align 8
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 128
  %E215 = extractelement <16 x i8> %Shuff12, i32 282597
  %Shuff216 = shufflevector <4 x i16> %Shuff48, <4 x i16> %Tr90, <4 x i32> <i32 6, i32 poison, i32 2, i32 poison>
  %I217 = insertelement <16 x i64> %B58, i64 %L25, i32 0
  %B218 = ashr <16 x i8> %L10, %I132
  %FC219 = fptosi float %FC22 to i8
  %Sl220 = select i1 %Cmp150, <2 x i8> zeroinitializer, <2 x i8> zeroinitializer
  %Cmp221 = icmp eq i64 %L25, 50393
  br i1 %Cmp221, label %CF263, label %CF271

CF271:                                            ; preds = %CF263
  %L222 = load i1, ptr %0, align 1
  br i1 %L222, label %CF263, label %CF264

CF264:                                            ; preds = %CF264, %CF271
  store <4 x i16> %Sl212, ptr %0, align 8
  %E223 = extractelement <2 x i1> %Sl, i32 %Sl188
  br i1 %E223, label %CF264, label %CF268

CF268:                                            ; preds = %CF264
  %Shuff224 = shufflevector <4 x i32> %I186, <4 x i32> %I88, <4 x i32> <i32 4, i32 6, i32 poison, i32 2>
  %I225 = insertelement <8 x i16> %Sl135, i16 %Sl127, i32 %E94
  %Se226 = sext i1 true to i32
  %Sl227 = select i1 true, i1 %Cmp122, i1 %FC
  br i1 %Sl227, label %CF244, label %CF252

CF252:                                            ; preds = %CF252, %CF272, %CF276, %CF268
  %Cmp228 = icmp slt <2 x i8> zeroinitializer, %Sl220
  %L229 = load i1, ptr %PC134, align 1
  br i1 %L229, label %CF252, label %CF272

CF272:                                            ; preds = %CF252
  store <4 x i64> %L85, ptr %0, align 32
  %E230 = extractelement <4 x i1> %Shuff40, i32 %E
  br i1 %E230, label %CF252, label %CF266

CF266:                                            ; preds = %CF266, %CF272
  %Shuff231 = shufflevector <2 x i1> %Cmp228, <2 x i1> %Cmp84, <2 x i32> <i32 0, i32 2>
  %I232 = insertelement <2 x i8> %Sl15, i8 %B119, i32 %E26
  %B233 = srem i32 %E78, %L46
  %BC = bitcast <4 x i32> %Shuff19 to <4 x float>
  %Sl234 = select i1 %Cmp60, i1 %Cmp213, i1 %L206
  br i1 %Sl234, label %CF266, label %CF276

CF276:                                            ; preds = %CF266
  %Cmp235 = icmp ugt <1 x i32> %I193, zeroinitializer
  %L236 = load <16 x double>, ptr %Sl173, align 128
  store i1 true, ptr %0, align 1
  %E237 = extractelement <16 x i8> %L10, i32 %E160
  %Shuff238 = shufflevector <4 x float> %Sl44, <4 x float> %I57, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I239 = insertelement <4 x i32> zeroinitializer, i32 %E94, i32 %E
  %B240 = srem i8 %Sl9, 101
  %FC241 = fptoui float 0xC1EA361E00000000 to i1
  br i1 %FC241, label %CF252, label %CF253

CF253:                                            ; preds = %CF276
  %Sl242 = select i1 %Sl67, i32 %E70, i32 %E138
  %Cmp243 = icmp ult <16 x i8> zeroinitializer, %Shuff161
  store i64 15137, ptr %PC, align 4
  store i1 %Sl234, ptr %PC134, align 1
  store i64 15137, ptr %PC74, align 4
  store double %ZE211, ptr %PC, align 8
  store i1 %E223, ptr %PC134, align 1
  ret void
}
