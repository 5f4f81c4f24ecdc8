; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD80(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x i64>, align 64
  %A3 = alloca <4 x i16>, align 8
  %A2 = alloca <8 x i16>, align 16
  %A1 = alloca <2 x i16>, align 4
  %A = alloca <4 x i64>, align 32
  %L = load <4 x i16>, ptr %0, align 8
  store i8 -11, ptr %0, align 1
  %E = extractelement <4 x i16> zeroinitializer, i32 39241
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I = insertelement <16 x i32> zeroinitializer, i32 39241, i32 0
  %B = srem i64 330121, 106597
  %FC = fptoui float 0x422D262100000000 to i8
  %Sl = select i1 true, i8 0, i8 %FC
  %Cmp = icmp sgt <8 x i64> zeroinitializer, zeroinitializer
  %L5 = load float, ptr %0, align 4
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 128
  %E6 = extractelement <8 x i32> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I8 = insertelement <16 x i32> zeroinitializer, i32 39241, i32 0
  %Se = sext i8 -11 to i64
  %Sl9 = select i1 true, ptr %A3, ptr %2
  %L10 = load <16 x i32>, ptr %Sl9, align 64
  store i16 0, ptr %A1, align 2
  %E11 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff12 = shufflevector <8 x i1> %Cmp, <8 x i1> %Cmp, <8 x i32> <i32 poison, i32 13, i32 poison, i32 poison, i32 3, i32 5, i32 7, i32 9>
  %I13 = insertelement <2 x i8> zeroinitializer, i8 %FC, i32 %3
  %B14 = add i8 -11, -11
  %FC15 = fptoui float %L5 to i1
  br label %CF262

CF262:                                            ; preds = %BB
  %Sl16 = select i1 %FC15, double 0x2E7BAC9ACD790118, double 0x64CF1BEEB5CDA26C
  %Cmp17 = fcmp olt float 0x40E6301A00000000, 0x3E602E1400000000
  br label %CF243

CF243:                                            ; preds = %CF243, %CF265, %CF263, %CF266, %CF262
  %L18 = load i32, ptr %Sl9, align 4
  %E19 = extractelement <4 x i64> zeroinitializer, i32 0
  %Shuff20 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I21 = insertelement <8 x i32> %Shuff20, i32 %E6, i32 39241
  %B22 = frem float 0x3E602E1400000000, 0x3E602E1400000000
  %Tr = trunc i64 %Se to i32
  %Sl23 = select i1 true, <8 x i1> %Shuff12, <8 x i1> %Cmp
  %Cmp24 = icmp sgt <2 x i8> %I13, zeroinitializer
  %L25 = load i16, ptr %A3, align 2
  store <1 x i32> zeroinitializer, ptr %Sl9, align 4
  %E26 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff27 = shufflevector <8 x i32> %Shuff20, <8 x i32> %Shuff20, <8 x i32> <i32 5, i32 7, i32 poison, i32 poison, i32 13, i32 15, i32 poison, i32 3>
  %I28 = insertelement <8 x i32> %Shuff20, i32 39241, i32 138421
  %B29 = and <8 x i32> zeroinitializer, zeroinitializer
  %Se30 = sext i8 %5 to i32
  %Sl31 = select <2 x i1> %Cmp24, <2 x i1> %Cmp24, <2 x i1> %Cmp24
  %Cmp32 = fcmp ugt double 0xF413D032CF1160B0, %Sl16
  br i1 %Cmp32, label %CF243, label %CF265

CF265:                                            ; preds = %CF243
  %L33 = load <4 x i32>, ptr %Sl9, align 16
  store float %L5, ptr %A, align 4
  %E34 = extractelement <8 x i1> %Cmp, i32 %Se30
  br i1 %E34, label %CF243, label %CF263

CF263:                                            ; preds = %CF265
  %Shuff35 = shufflevector <8 x i32> %I28, <8 x i32> %Shuff20, <8 x i32> <i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I36 = insertelement <8 x i1> %Cmp, i1 %Cmp32, i32 138421
  %B37 = sub <4 x i16> zeroinitializer, zeroinitializer
  %FC38 = uitofp i16 0 to float
  %Sl39 = select <8 x i1> %Cmp, <8 x i64> zeroinitializer, <8 x i64> zeroinitializer
  %Cmp40 = icmp eq i32 %L18, %Tr
  br i1 %Cmp40, label %CF243, label %CF245

CF245:                                            ; preds = %CF245, %CF263
  %L41 = load <2 x i64>, ptr %0, align 16
  store i64 %4, ptr %Sl9, align 4
  %E42 = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff43 = shufflevector <2 x i8> %I13, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I44 = insertelement <8 x i32> zeroinitializer, i32 39241, i32 %3
  %FC45 = sitofp i32 %3 to float
  %Sl46 = select i1 true, i32 39241, i32 %3
  %Cmp47 = fcmp ueq float 0x40D1A46580000000, 0x422D262100000000
  br i1 %Cmp47, label %CF245, label %CF258

CF258:                                            ; preds = %CF258, %CF268, %CF245
  %L48 = load <4 x i16>, ptr %Sl9, align 8
  store double 0x2F5730769455CAF4, ptr %Sl9, align 8
  %E49 = extractelement <8 x i32> zeroinitializer, i32 0
  %Shuff50 = shufflevector <8 x i32> %Shuff20, <8 x i32> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I51 = insertelement <4 x i16> %L48, i16 0, i32 0
  %Sl52 = select i1 true, i8 %FC, i8 %5
  %L53 = load i1, ptr %Sl9, align 1
  br i1 %L53, label %CF258, label %CF268

CF268:                                            ; preds = %CF258
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E54 = extractelement <8 x i8> zeroinitializer, i32 %E49
  %Shuff55 = shufflevector <4 x i64> %Shuff7, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 poison, i32 0, i32 2>
  %I56 = insertelement <8 x i64> zeroinitializer, i64 %B, i32 %Sl46
  %PC = bitcast ptr %A1 to ptr
  %Sl57 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i64> %Shuff55, <4 x i64> %Shuff55
  %L58 = load double, ptr %PC, align 8
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A2, align 16
  %E59 = extractelement <8 x i64> zeroinitializer, i32 138421
  %Shuff60 = shufflevector <8 x i1> %Cmp, <8 x i1> %Cmp, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2, i32 4>
  %I61 = insertelement <4 x i16> zeroinitializer, i16 %E42, i32 138421
  %B62 = ashr i16 0, %E42
  %BC = bitcast <8 x i32> zeroinitializer to <8 x float>
  %Sl63 = select i1 %FC15, i32 %E49, i32 %L18
  %Cmp64 = icmp sge <4 x i32> %L33, %L33
  %L65 = load <8 x i8>, ptr %Sl9, align 8
  store i1 %FC15, ptr %Sl9, align 1
  %E66 = extractelement <8 x i32> %Shuff20, i32 %E6
  %Shuff67 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I68 = insertelement <4 x i64> %Shuff7, i64 %E59, i32 0
  %ZE = zext i32 %3 to i64
  %Sl69 = select i1 true, i32 39241, i32 0
  %Cmp70 = icmp eq <8 x i32> %Shuff50, zeroinitializer
  %L71 = load <1 x i64>, ptr %Sl9, align 8
  store i32 %Sl63, ptr %Sl9, align 4
  %E72 = extractelement <8 x i32> %Shuff27, i32 %Sl63
  %Shuff73 = shufflevector <8 x i1> %Cmp70, <8 x i1> %Cmp70, <8 x i32> <i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5>
  %I74 = insertelement <8 x i1> %Cmp, i1 true, i32 %L18
  %B75 = and <4 x i16> %L48, zeroinitializer
  %Tr76 = trunc i32 %Sl63 to i8
  %Sl77 = select i1 %E34, i1 %Cmp32, i1 %FC15
  br i1 %Sl77, label %CF258, label %CF266

CF266:                                            ; preds = %CF268
  %Cmp78 = icmp sge i64 %Se, %E59
  br i1 %Cmp78, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF266
  %L79 = load <2 x double>, ptr %Sl9, align 16
  store float %FC45, ptr %Sl9, align 4
  %E80 = extractelement <4 x i64> %Shuff67, i32 %Sl46
  %Shuff81 = shufflevector <8 x i1> %Cmp, <8 x i1> %Shuff60, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I82 = insertelement <2 x i64> %L41, i64 %E59, i32 %L18
  %B83 = sdiv i32 %E6, %Sl69
  %FC84 = uitofp i64 %B to float
  %Sl85 = select i1 %Cmp17, float %B22, float %FC84
  %Cmp86 = icmp eq i8 %5, %FC
  br i1 %Cmp86, label %CF244, label %CF249

CF249:                                            ; preds = %CF244
  %L87 = load i64, ptr %PC, align 4
  store <4 x i32> %L33, ptr %0, align 16
  %E88 = extractelement <2 x i8> %I13, i32 39241
  %Shuff89 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff55, <4 x i32> <i32 0, i32 poison, i32 4, i32 6>
  %I90 = insertelement <2 x i1> %Cmp24, i1 %L53, i32 %Sl63
  %B91 = lshr i32 0, %Tr
  %ZE92 = zext i16 %E42 to i32
  %Sl93 = select i1 %FC15, float 0x3E602E1400000000, float 0x3E602E1400000000
  %Cmp94 = icmp ne <8 x i32> %Shuff35, zeroinitializer
  %L95 = load <4 x float>, ptr %Sl9, align 16
  store float %FC84, ptr %Sl9, align 4
  %E96 = extractelement <8 x i1> %Shuff12, i32 %3
  br label %CF240

CF240:                                            ; preds = %CF240, %CF253, %CF249
  %Shuff97 = shufflevector <4 x i64> %Shuff89, <4 x i64> %Shuff55, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I98 = insertelement <4 x i64> %Shuff97, i64 %E59, i32 %Sl46
  %B99 = shl <4 x i64> %Sl57, %Shuff55
  %Tr100 = trunc <4 x i16> %L48 to <4 x i1>
  %Sl101 = select i1 %E34, double 0x199F14BEF29D233C, double 0x64CF1BEEB5CDA26C
  %Cmp102 = icmp slt <4 x i64> %Sl57, %Shuff89
  %L103 = load i64, ptr %Sl9, align 4
  store <4 x i16> %B37, ptr %0, align 8
  %E104 = extractelement <4 x i1> %Cmp102, i32 0
  br i1 %E104, label %CF240, label %CF253

CF253:                                            ; preds = %CF240
  %Shuff105 = shufflevector <8 x i1> %Shuff81, <8 x i1> %Shuff60, <8 x i32> <i32 10, i32 12, i32 poison, i32 0, i32 2, i32 poison, i32 6, i32 8>
  %I106 = insertelement <4 x i64> %Shuff, i64 %E59, i32 %3
  %B107 = srem <4 x i16> zeroinitializer, zeroinitializer
  %Se108 = sext <4 x i1> %Tr100 to <4 x i32>
  %Sl109 = select <4 x i1> %Cmp64, <4 x i64> zeroinitializer, <4 x i64> %I68
  %Cmp110 = icmp eq i64 %Se, %E59
  br i1 %Cmp110, label %CF240, label %CF242

CF242:                                            ; preds = %CF242, %CF259, %CF253
  %L111 = load <2 x i16>, ptr %PC, align 4
  store i64 %E59, ptr %PC, align 4
  %E112 = extractelement <2 x i1> %Cmp24, i32 %E6
  br i1 %E112, label %CF242, label %CF259

CF259:                                            ; preds = %CF242
  %Shuff113 = shufflevector <4 x i64> %Shuff7, <4 x i64> %Shuff55, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I114 = insertelement <2 x i64> %L41, i64 106597, i32 %L18
  %B115 = mul <2 x i16> %L111, %L111
  %FC116 = sitofp <4 x i16> %I51 to <4 x float>
  %Sl117 = select i1 %E104, i64 %E59, i64 %B
  %Cmp118 = icmp slt <4 x i32> %Se108, %Se108
  %L119 = load <8 x i16>, ptr %0, align 16
  store i64 %Sl117, ptr %Sl9, align 4
  %E120 = extractelement <8 x i8> zeroinitializer, i32 %Sl63
  %Shuff121 = shufflevector <2 x double> %L79, <2 x double> %L79, <2 x i32> <i32 3, i32 1>
  %I122 = insertelement <8 x i1> %Shuff12, i1 true, i32 0
  %FC123 = sitofp i8 %FC to float
  %Sl124 = select i1 %Cmp32, i64 %L103, i64 %E59
  %Cmp125 = icmp slt <2 x i1> %Sl31, %I90
  %L126 = load <8 x double>, ptr %PC, align 64
  store double 0x64CF1BEEB5CDA26C, ptr %PC, align 8
  %E127 = extractelement <8 x i1> %Cmp94, i32 138421
  br i1 %E127, label %CF242, label %CF257

CF257:                                            ; preds = %CF257, %CF259
  %Shuff128 = shufflevector <4 x i64> %B99, <4 x i64> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I129 = insertelement <4 x i64> %Shuff97, i64 %L103, i32 %Sl63
  %B130 = fsub double 0x2F5730769455CAF4, %L58
  %Tr131 = trunc i64 %ZE to i1
  br i1 %Tr131, label %CF257, label %CF261

CF261:                                            ; preds = %CF257
  %Sl132 = select i1 %FC15, float %FC45, float %FC84
  %Cmp133 = icmp ne i1 %E96, %Sl77
  br label %CF239

CF239:                                            ; preds = %CF239, %CF254, %CF261
  %L134 = load <2 x i64>, ptr %0, align 16
  store i8 %Sl52, ptr %PC, align 1
  %E135 = extractelement <8 x i1> %Shuff73, i32 138421
  br i1 %E135, label %CF239, label %CF252

CF252:                                            ; preds = %CF252, %CF264, %CF239
  %Shuff136 = shufflevector <2 x i16> %B115, <2 x i16> %L111, <2 x i32> <i32 3, i32 1>
  %I137 = insertelement <8 x i1> %Cmp, i1 %Tr131, i32 %L18
  %B138 = frem float 0x40E6301A00000000, %FC84
  %Tr139 = trunc i64 %B to i32
  %Sl140 = select i1 %L53, <4 x i64> %Shuff55, <4 x i64> %Shuff97
  %Cmp141 = icmp ugt <8 x i32> %I21, zeroinitializer
  %L142 = load i32, ptr %0, align 4
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E143 = extractelement <4 x i64> %Sl57, i32 %B91
  %Shuff144 = shufflevector <4 x i64> %Shuff113, <4 x i64> %Shuff, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I145 = insertelement <4 x i1> %Cmp102, i1 %FC15, i32 %Sl63
  %Se146 = sext i1 %E112 to i8
  %Sl147 = select i1 %FC15, i1 %Cmp86, i1 %Sl77
  br i1 %Sl147, label %CF252, label %CF264

CF264:                                            ; preds = %CF252
  %Cmp148 = icmp sge <4 x i1> %Cmp64, %Cmp64
  %L149 = load i32, ptr %Sl9, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 128
  %E150 = extractelement <8 x i1> %Shuff73, i32 %L142
  br i1 %E150, label %CF252, label %CF254

CF254:                                            ; preds = %CF264
  %Shuff151 = shufflevector <2 x i1> %Sl31, <2 x i1> %I90, <2 x i32> <i32 poison, i32 2>
  %I152 = insertelement <2 x i64> %L134, i64 106597, i32 %B83
  %B153 = udiv <8 x i64> %Sl39, zeroinitializer
  %FC154 = uitofp <4 x i64> %Shuff144 to <4 x float>
  %Sl155 = select i1 %Sl77, ptr %A3, ptr %0
  %Cmp156 = icmp sgt <4 x i64> %Shuff97, %Shuff55
  %L157 = load float, ptr %Sl155, align 4
  %E158 = extractelement <4 x i1> %Cmp156, i32 39241
  br i1 %E158, label %CF239, label %CF241

CF241:                                            ; preds = %CF241, %CF254
  %Shuff159 = shufflevector <2 x i64> %I152, <2 x i64> %I152, <2 x i32> <i32 1, i32 poison>
  %I160 = insertelement <4 x i64> zeroinitializer, i64 %E143, i32 %3
  %Se161 = sext <16 x i32> zeroinitializer to <16 x i64>
  %Sl162 = select i1 true, i1 %E34, i1 %Sl77
  br i1 %Sl162, label %CF241, label %CF248

CF248:                                            ; preds = %CF241
  %Cmp163 = icmp slt <2 x i1> %Cmp24, %Cmp24
  %L164 = load float, ptr %Sl9, align 4
  store <4 x i32> %Se108, ptr %Sl155, align 16
  %E165 = extractelement <8 x i1> %Sl23, i32 %E49
  br label %CF

CF:                                               ; preds = %CF, %CF248
  %Shuff166 = shufflevector <8 x i1> %Shuff73, <8 x i1> %I122, <8 x i32> <i32 poison, i32 12, i32 poison, i32 poison, i32 2, i32 4, i32 6, i32 8>
  %I167 = insertelement <4 x i64> %Shuff113, i64 330121, i32 138421
  %B168 = lshr i8 %Sl52, %E120
  %Sl169 = select i1 true, i8 0, i8 %Sl52
  %Cmp170 = icmp ne <8 x i1> %Shuff81, %Cmp70
  %L171 = load <16 x float>, ptr %PC, align 64
  store i8 %E120, ptr %Sl155, align 1
  %E172 = extractelement <8 x i1> %Shuff73, i32 138421
  br i1 %E172, label %CF, label %CF246

CF246:                                            ; preds = %CF246, %CF
  %Shuff173 = shufflevector <4 x i64> %Shuff97, <4 x i64> %Shuff55, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I174 = insertelement <16 x i32> zeroinitializer, i32 %3, i32 %Se30
  %Se175 = sext <4 x i1> %Cmp64 to <4 x i64>
  %Sl176 = select <2 x i1> %I90, <2 x i1> %Cmp125, <2 x i1> %I90
  %Cmp177 = icmp uge <2 x i8> %Shuff43, zeroinitializer
  %L178 = load <8 x i64>, ptr %PC, align 64
  store i64 106597, ptr %PC, align 4
  %E179 = extractelement <8 x i64> %Sl39, i32 %B91
  %Shuff180 = shufflevector <4 x i1> %Cmp102, <4 x i1> %Tr100, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I181 = insertelement <8 x i8> %L65, i8 %B14, i32 %Tr139
  %B182 = add i32 %Sl63, %Tr139
  %ZE183 = zext <4 x i1> %Cmp156 to <4 x i32>
  %Sl184 = select i1 %Cmp133, i32 %B83, i32 %B182
  %Cmp185 = icmp slt <2 x i64> %L134, %L41
  %L186 = load <4 x i16>, ptr %Sl155, align 8
  store i32 %Tr139, ptr %Sl155, align 4
  %E187 = extractelement <4 x i16> zeroinitializer, i32 %Sl46
  %Shuff188 = shufflevector <8 x i32> %I21, <8 x i32> %Shuff20, <8 x i32> <i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 poison, i32 poison>
  %I189 = insertelement <8 x i32> %Shuff20, i32 %B182, i32 39241
  %FC190 = uitofp <4 x i64> %Shuff173 to <4 x float>
  %Sl191 = select <4 x i1> %Cmp64, <4 x i64> %Shuff55, <4 x i64> zeroinitializer
  %Cmp192 = icmp uge i64 %L103, %E143
  br i1 %Cmp192, label %CF246, label %CF247

CF247:                                            ; preds = %CF247, %CF270, %CF260, %CF246
  %L193 = load <2 x i64>, ptr %Sl155, align 16
  store i16 %E187, ptr %Sl9, align 2
  %E194 = extractelement <4 x i16> %B107, i32 %B182
  %Shuff195 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %Shuff20, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13>
  %I196 = insertelement <2 x i1> %Cmp125, i1 %FC15, i32 %E6
  %B197 = fmul float 0x3E602E1400000000, %FC38
  %FC198 = sitofp <4 x i1> %Cmp102 to <4 x double>
  %Sl199 = select i1 %E165, <8 x i1> %I137, <8 x i1> %Cmp94
  %Cmp200 = icmp sgt <2 x i64> %I152, %I82
  %L201 = load i1, ptr %0, align 1
  br i1 %L201, label %CF247, label %CF256

CF256:                                            ; preds = %CF256, %CF247
  store <4 x i16> %L186, ptr %0, align 8
  %E202 = extractelement <2 x i1> %I90, i32 %Tr
  br i1 %E202, label %CF256, label %CF267

CF267:                                            ; preds = %CF267, %CF256
  %Shuff203 = shufflevector <2 x i64> %L134, <2 x i64> %L41, <2 x i32> <i32 2, i32 poison>
  %I204 = insertelement <4 x i64> zeroinitializer, i64 %E179, i32 39241
  %B205 = fadd float %B22, %FC84
  %ZE206 = zext i1 true to i32
  %Sl207 = select i1 %E165, <4 x i64> %I129, <4 x i64> %Shuff128
  %Cmp208 = icmp ugt i1 true, %Cmp192
  br i1 %Cmp208, label %CF267, label %CF270

CF270:                                            ; preds = %CF267
  %L209 = load i8, ptr %Sl155, align 1
  store <2 x double> %L79, ptr %Sl9, align 16
  %E210 = extractelement <8 x i1> %Sl199, i32 %B182
  br i1 %E210, label %CF247, label %CF251

CF251:                                            ; preds = %CF251, %CF269, %CF270
  %Shuff211 = shufflevector <2 x i64> %L193, <2 x i64> %L134, <2 x i32> <i32 0, i32 poison>
  %I212 = insertelement <16 x i32> %I174, i32 %Tr, i32 %3
  %B213 = fmul float %L164, %FC84
  %Tr214 = trunc i32 %E66 to i1
  br i1 %Tr214, label %CF251, label %CF269

CF269:                                            ; preds = %CF251
  %Sl215 = select <8 x i1> %I122, <8 x i1> %I122, <8 x i1> %I36
  %Cmp216 = icmp ne i1 %E202, %Cmp192
  br i1 %Cmp216, label %CF251, label %CF260

CF260:                                            ; preds = %CF269
  %L217 = load <8 x float>, ptr %PC, align 32
  store i1 %Sl77, ptr %0, align 1
  %E218 = extractelement <16 x i32> zeroinitializer, i32 %ZE206
  %Shuff219 = shufflevector <2 x i64> %Shuff211, <2 x i64> %I114, <2 x i32> <i32 1, i32 3>
  %I220 = insertelement <4 x i32> %ZE183, i32 %Sl46, i32 %Tr139
  %B221 = fdiv float %B213, 0x422D262100000000
  %ZE222 = zext <8 x i1> %I36 to <8 x i16>
  %Sl223 = select i1 %Sl77, <8 x i32> %I21, <8 x i32> %Shuff188
  %Cmp224 = icmp ult i64 330121, %E19
  br i1 %Cmp224, label %CF247, label %CF250

CF250:                                            ; preds = %CF250, %CF260
  %L225 = load i64, ptr %Sl9, align 4
  %E226 = extractelement <4 x i64> %Se175, i32 0
  %Shuff227 = shufflevector <4 x float> %FC116, <4 x float> %FC190, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I228 = insertelement <4 x float> %FC154, float %L157, i32 %3
  %FC229 = sitofp i64 106597 to float
  %Sl230 = select i1 %FC15, <4 x i64> %I160, <4 x i64> %Shuff55
  %Cmp231 = icmp uge i1 %Tr131, %Cmp32
  br i1 %Cmp231, label %CF250, label %CF255

CF255:                                            ; preds = %CF250
  %L232 = load i64, ptr %Sl9, align 4
  store <8 x float> %L217, ptr %Sl155, align 32
  %E233 = extractelement <4 x i64> %Shuff7, i32 %Se30
  %Shuff234 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %B37, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I235 = insertelement <4 x i16> zeroinitializer, i16 %E187, i32 %ZE206
  %FC236 = fptoui double 0x2F5730769455CAF4 to i8
  %Sl237 = select <4 x i1> %Cmp118, <4 x i16> zeroinitializer, <4 x i16> %Shuff234
  %Cmp238 = icmp slt <4 x i64> %Shuff, %Sl57
  store <2 x i16> %Shuff136, ptr %PC, align 4
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl155, align 32
  store <8 x i64> %Sl39, ptr %PC, align 64
  store <4 x i16> %Shuff234, ptr %Sl155, align 8
  store <4 x float> %L95, ptr %0, align 16
  ret void
}
