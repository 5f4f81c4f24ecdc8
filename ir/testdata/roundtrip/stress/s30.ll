; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD30(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <16 x double>, align 128
  %A3 = alloca <8 x i8>, align 8
  %A2 = alloca <2 x i32>, align 8
  %A1 = alloca <8 x double>, align 64
  %A = alloca <2 x i64>, align 16
  %L = load <4 x i64>, ptr %0, align 32
  store i8 71, ptr %0, align 1
  %E = extractelement <2 x i16> zeroinitializer, i32 431203
  %Shuff = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 3, i32 poison, i32 7>
  %I = insertelement <8 x i64> zeroinitializer, i64 0, i32 468523
  %B = add <4 x i8> zeroinitializer, zeroinitializer
  %Se = sext i8 71 to i64
  %Sl = select i1 true, i32 431203, i32 %3
  %Cmp = icmp eq i8 83, 71
  br label %CF258

CF258:                                            ; preds = %BB
  %L5 = load i64, ptr %2, align 4
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 64
  %E6 = extractelement <8 x i64> zeroinitializer, i32 344887
  %Shuff7 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 poison, i32 poison, i32 2, i32 poison>
  %I8 = insertelement <4 x i32> zeroinitializer, i32 482955, i32 %Sl
  %B9 = sub i64 248663, 0
  %PC = bitcast ptr %0 to ptr
  %Sl10 = select i1 true, <4 x i32> %I8, <4 x i32> zeroinitializer
  %Cmp11 = icmp eq i8 83, 0
  br label %CF256

CF256:                                            ; preds = %CF256, %CF258
  %L12 = load i32, ptr %PC, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 16
  %E13 = extractelement <8 x i64> %Shuff7, i32 468523
  %Shuff14 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 poison, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 poison, i32 28, i32 30, i32 0, i32 2>
  %I15 = insertelement <4 x i32> zeroinitializer, i32 468523, i32 %Sl
  %B16 = fadd double 0x2E1DBEBC121B983A, 0xECA5C744E4A3B4C2
  %ZE = zext i1 %Cmp11 to i32
  %Sl17 = select i1 true, i8 83, i8 %5
  %Cmp18 = icmp sgt i32 431203, %3
  br i1 %Cmp18, label %CF256, label %CF267

CF267:                                            ; preds = %CF256
  %L19 = load <4 x i16>, ptr %PC, align 8
  store float 0xC14F691340000000, ptr %PC, align 4
  %E20 = extractelement <4 x i1> zeroinitializer, i32 %Sl
  br label %CF245

CF245:                                            ; preds = %CF245, %CF267
  %Shuff21 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 poison, i32 poison, i32 7>
  %I22 = insertelement <4 x i8> zeroinitializer, i8 71, i32 %Sl
  %B23 = udiv <4 x i8> %B, %I22
  %Tr = trunc i64 -1 to i16
  %Sl24 = select i1 true, <16 x i64> zeroinitializer, <16 x i64> zeroinitializer
  %Cmp25 = fcmp oge float 0x3E12759640000000, 0xC14F691340000000
  br i1 %Cmp25, label %CF245, label %CF246

CF246:                                            ; preds = %CF246, %CF245
  %L26 = load double, ptr %PC, align 8
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 64
  %E27 = extractelement <4 x i32> %Sl10, i32 %L12
  %Shuff28 = shufflevector <16 x i64> %Shuff14, <16 x i64> zeroinitializer, <16 x i32> <i32 22, i32 poison, i32 26, i32 28, i32 30, i32 poison, i32 2, i32 4, i32 poison, i32 poison, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20>
  %I29 = insertelement <8 x i64> %Shuff7, i64 248663, i32 %E27
  %B30 = mul <4 x i16> %L19, %L19
  %Se31 = sext <4 x i8> zeroinitializer to <4 x i32>
  %Sl32 = select i1 %Cmp18, i32 %Sl, i32 %ZE
  %Cmp33 = icmp ult <4 x i32> %I8, zeroinitializer
  %L34 = load i8, ptr %0, align 1
  store <1 x i8> zeroinitializer, ptr %0, align 1
  %E35 = extractelement <4 x i32> %Shuff21, i32 431203
  %Shuff36 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I37 = insertelement <4 x i32> zeroinitializer, i32 %Sl, i32 %E27
  %B38 = sdiv i32 %ZE, 482955
  %Sl39 = select i1 %Cmp11, i64 248663, i64 77515
  %Cmp40 = icmp ugt i32 %L12, %L12
  br i1 %Cmp40, label %CF246, label %CF247

CF247:                                            ; preds = %CF247, %CF253, %CF259, %CF246
  %L41 = load i64, ptr %PC, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %A, align 64
  %E42 = extractelement <16 x i64> %Sl24, i32 %3
  %Shuff43 = shufflevector <8 x i64> %Shuff7, <8 x i64> %Shuff7, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I44 = insertelement <4 x i32> zeroinitializer, i32 %E35, i32 %3
  %B45 = urem <16 x i64> %Shuff, %Shuff14
  %ZE46 = zext i1 true to i64
  %Sl47 = select i1 %Cmp40, i16 %E, i16 -1477
  %Cmp48 = icmp uge <4 x i32> %I15, zeroinitializer
  %L49 = load <8 x i16>, ptr %PC, align 16
  store i1 %Cmp25, ptr %PC, align 1
  %E50 = extractelement <4 x i32> %Sl10, i32 %Sl
  %Shuff51 = shufflevector <16 x i64> %Shuff28, <16 x i64> zeroinitializer, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 poison, i32 poison, i32 5, i32 7>
  %I52 = insertelement <8 x i64> %Shuff43, i64 %4, i32 %Sl
  %FC = sitofp i32 %E35 to float
  %Sl53 = select i1 %Cmp, i64 0, i64 %B9
  %Cmp54 = fcmp one double %B16, %B16
  br i1 %Cmp54, label %CF247, label %CF252

CF252:                                            ; preds = %CF252, %CF262, %CF247
  %L55 = load <16 x i32>, ptr %0, align 64
  store i64 %4, ptr %0, align 4
  %E56 = extractelement <4 x i16> %B30, i32 %3
  %Shuff57 = shufflevector <2 x i16> %Shuff36, <2 x i16> %Shuff36, <2 x i32> <i32 poison, i32 3>
  %I58 = insertelement <4 x i32> %Sl10, i32 %3, i32 %E50
  %B59 = srem <4 x i8> %B, zeroinitializer
  %FC60 = fptoui float 0xC14F691340000000 to i16
  %Sl61 = select i1 true, i64 0, i64 %B9
  %Cmp62 = icmp ne i64 77515, %Sl39
  br i1 %Cmp62, label %CF252, label %CF262

CF262:                                            ; preds = %CF252
  %L63 = load i64, ptr %PC, align 4
  store <4 x i16> %L19, ptr %0, align 8
  %E64 = extractelement <16 x i64> zeroinitializer, i32 %L12
  %Shuff65 = shufflevector <8 x i64> %Shuff7, <8 x i64> %Shuff7, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I66 = insertelement <4 x i32> %I58, i32 %E50, i32 468523
  %B67 = sdiv i64 %E42, 0
  %FC68 = uitofp <4 x i1> %Cmp33 to <4 x float>
  %Sl69 = select i1 %Cmp18, i64 %B9, i64 %Sl39
  %Cmp70 = icmp ne i1 %E20, %Cmp18
  br i1 %Cmp70, label %CF252, label %CF253

CF253:                                            ; preds = %CF262
  %L71 = load i32, ptr %0, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %A4, align 8
  %E72 = extractelement <16 x i64> %B45, i32 %B38
  %Shuff73 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %B59, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I74 = insertelement <4 x i8> zeroinitializer, i8 %L34, i32 %Sl
  %B75 = xor i32 %E27, 344887
  %Se76 = sext <4 x i8> zeroinitializer to <4 x i16>
  %Sl77 = select <2 x i1> <i1 true, i1 false>, <2 x i16> %Shuff57, <2 x i16> %Shuff36
  %Cmp78 = icmp ne i32 %3, %B38
  br i1 %Cmp78, label %CF247, label %CF251

CF251:                                            ; preds = %CF251, %CF253
  %L79 = load <4 x i16>, ptr %PC, align 8
  store float 0xC14F691340000000, ptr %0, align 4
  %E80 = extractelement <2 x i16> zeroinitializer, i32 %ZE
  %Shuff81 = shufflevector <4 x i1> %Cmp48, <4 x i1> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 poison, i32 3>
  %I82 = insertelement <4 x i8> %B23, i8 %5, i32 %3
  %B83 = urem i8 %5, %5
  %Se84 = sext i1 true to i32
  %Sl85 = select <4 x i1> %Cmp33, <4 x i32> %I58, <4 x i32> zeroinitializer
  %Cmp86 = icmp ule <2 x i16> %Shuff36, zeroinitializer
  %L87 = load <4 x double>, ptr %0, align 32
  store i16 %Sl47, ptr %PC, align 2
  %E88 = extractelement <8 x i64> %I52, i32 %L12
  %Shuff89 = shufflevector <2 x i16> %Shuff57, <2 x i16> %Shuff36, <2 x i32> <i32 3, i32 1>
  %I90 = insertelement <4 x i32> zeroinitializer, i32 %L71, i32 %Se84
  %B91 = fadd <4 x double> %L87, %L87
  %Se92 = sext i8 %5 to i32
  %Sl93 = select <4 x i1> %Cmp33, <4 x i1> zeroinitializer, <4 x i1> %Shuff81
  %Cmp94 = icmp ne i64 %B67, %L63
  br i1 %Cmp94, label %CF251, label %CF257

CF257:                                            ; preds = %CF257, %CF251
  %L95 = load <8 x i1>, ptr %0, align 1
  store i1 %Cmp18, ptr %A, align 1
  %E96 = extractelement <2 x i16> %Shuff57, i32 %Se92
  %Shuff97 = shufflevector <2 x i1> %Cmp86, <2 x i1> %Cmp86, <2 x i32> <i32 1, i32 3>
  %I98 = insertelement <4 x i32> zeroinitializer, i32 %E27, i32 %Se92
  %B99 = ashr <4 x i8> %I82, zeroinitializer
  %Tr100 = trunc i64 %B67 to i1
  br i1 %Tr100, label %CF257, label %CF259

CF259:                                            ; preds = %CF257
  %Sl101 = select i1 %Cmp18, ptr %1, ptr %PC
  %Cmp102 = icmp ule <8 x i64> %Shuff7, %I52
  %L103 = load <4 x i16>, ptr %Sl101, align 8
  store double 0xECA5C744E4A3B4C2, ptr %PC, align 8
  %E104 = extractelement <4 x i8> %B, i32 %Se84
  %Shuff105 = shufflevector <4 x i16> %L79, <4 x i16> %B30, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I106 = insertelement <8 x i64> %Shuff43, i64 %Sl61, i32 %Sl32
  %PC107 = bitcast ptr %A to ptr
  %Sl108 = select i1 %Cmp18, i8 %E104, i8 0
  %Cmp109 = icmp slt <4 x i16> %L103, %Se76
  %L110 = load <4 x i8>, ptr %PC, align 4
  store i8 %E104, ptr %PC, align 1
  %E111 = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff112 = shufflevector <8 x i64> %Shuff43, <8 x i64> %I, <8 x i32> <i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison>
  %I113 = insertelement <8 x i64> %Shuff112, i64 %Sl61, i32 %ZE
  %B114 = add i64 %E6, 77515
  %Se115 = sext i1 %E20 to i8
  %Sl116 = select <4 x i1> %Cmp33, <4 x i8> %B, <4 x i8> %B59
  %Cmp117 = icmp ne <8 x i64> %Shuff65, %I52
  %L118 = load <8 x i8>, ptr %PC, align 8
  store i16 %E80, ptr %Sl101, align 2
  %E119 = extractelement <4 x i8> %I82, i32 %L71
  %Shuff120 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %I, <8 x i32> <i32 13, i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I121 = insertelement <8 x i64> %Shuff65, i64 %Sl61, i32 %ZE
  %FC122 = uitofp <4 x i32> %I37 to <4 x double>
  %Sl123 = select i1 %Cmp70, i1 %Cmp18, i1 %Cmp62
  br i1 %Sl123, label %CF247, label %CF248

CF248:                                            ; preds = %CF248, %CF269, %CF259
  %Cmp124 = icmp ugt <2 x i1> %Cmp86, %Cmp86
  %L125 = load i1, ptr %0, align 1
  br i1 %L125, label %CF248, label %CF254

CF254:                                            ; preds = %CF254, %CF264, %CF248
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 64
  %E126 = extractelement <16 x i64> zeroinitializer, i32 %E111
  %Shuff127 = shufflevector <16 x i64> %Shuff14, <16 x i64> %Shuff, <16 x i32> <i32 18, i32 poison, i32 22, i32 24, i32 26, i32 28, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16>
  %I128 = insertelement <2 x i16> zeroinitializer, i16 -1477, i32 %L71
  %ZE129 = fpext float 0x3E12759640000000 to double
  %Sl130 = select i1 %Cmp54, <16 x i64> %Shuff51, <16 x i64> %Shuff
  %Cmp131 = icmp slt <8 x i64> %I121, %Shuff65
  %L132 = load float, ptr %Sl101, align 4
  %E133 = extractelement <4 x i32> %I44, i32 %Se92
  %Shuff134 = shufflevector <16 x i64> %Shuff28, <16 x i64> zeroinitializer, <16 x i32> <i32 13, i32 poison, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison>
  %I135 = insertelement <4 x i16> %L19, i16 %FC60, i32 %E111
  %B136 = fsub float %FC, %FC
  %Tr137 = trunc i64 %E64 to i1
  br i1 %Tr137, label %CF254, label %CF264

CF264:                                            ; preds = %CF254
  %Sl138 = select i1 %Cmp54, i1 %Cmp, i1 %Cmp40
  br i1 %Sl138, label %CF254, label %CF263

CF263:                                            ; preds = %CF263, %CF264
  %Cmp139 = icmp sge i64 77515, %E126
  br i1 %Cmp139, label %CF263, label %CF269

CF269:                                            ; preds = %CF263
  %L140 = load <4 x i64>, ptr %PC107, align 32
  store i64 349047, ptr %Sl101, align 4
  %E141 = extractelement <2 x i16> %Shuff57, i32 %Se84
  %Shuff142 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff120, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7>
  %I143 = insertelement <8 x i64> %Shuff43, i64 %4, i32 %Se92
  %FC144 = sitofp i32 %E35 to float
  %Sl145 = select i1 true, i8 83, i8 %5
  %Cmp146 = icmp ugt i64 0, %4
  br i1 %Cmp146, label %CF248, label %CF250

CF250:                                            ; preds = %CF250, %CF265, %CF269
  %L147 = load <8 x i64>, ptr %PC, align 64
  store double 0xECA5C744E4A3B4C2, ptr %A, align 8
  %E148 = extractelement <4 x i8> %Shuff73, i32 %E133
  %Shuff149 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I150 = insertelement <4 x i16> %Shuff105, i16 %FC60, i32 %3
  %B151 = sub i16 %FC60, %Sl47
  %Sl152 = select <8 x i1> %L95, <8 x i1> %Cmp117, <8 x i1> %L95
  %Cmp153 = icmp ult <4 x i32> %I66, %Shuff149
  %L154 = load <16 x float>, ptr %Sl101, align 64
  store i32 %L12, ptr %Sl101, align 4
  %E155 = extractelement <2 x i16> zeroinitializer, i32 %L12
  %Shuff156 = shufflevector <8 x i64> %I52, <8 x i64> %Shuff142, <8 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I157 = insertelement <8 x i64> %Shuff7, i64 %B114, i32 %E111
  %B158 = udiv <8 x i64> %Shuff112, %I106
  %FC159 = uitofp i1 %Cmp139 to float
  %Sl160 = select i1 %Cmp, i32 %E111, i32 %E35
  %Cmp161 = icmp uge <8 x i16> %L49, %L49
  %L162 = load double, ptr %1, align 8
  store <4 x i64> %L, ptr %Sl101, align 32
  %E163 = extractelement <8 x i64> zeroinitializer, i32 %3
  %Shuff164 = shufflevector <4 x i1> %Cmp33, <4 x i1> %Cmp33, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I165 = insertelement <4 x i1> %Cmp48, i1 %Cmp78, i32 %3
  %B166 = udiv <4 x i16> %L19, %I135
  %FC167 = sitofp i32 %B38 to double
  %Sl168 = select i1 %Tr100, float %FC144, float %L132
  %Cmp169 = fcmp one double 0xECA5C744E4A3B4C2, %ZE129
  br i1 %Cmp169, label %CF250, label %CF265

CF265:                                            ; preds = %CF250
  %L170 = load <4 x i8>, ptr %Sl101, align 4
  store double %ZE129, ptr %PC, align 8
  %E171 = extractelement <4 x double> %L87, i32 %E133
  %Shuff172 = shufflevector <16 x i32> %L55, <16 x i32> %L55, <16 x i32> <i32 poison, i32 poison, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27, i32 poison, i32 poison, i32 poison, i32 3, i32 5, i32 poison, i32 9>
  %I173 = insertelement <8 x i64> %Shuff120, i64 %E163, i32 431203
  %Tr174 = trunc i32 %Se92 to i8
  %Sl175 = select <4 x i1> %Cmp153, <4 x i8> %B23, <4 x i8> %I82
  %Cmp176 = icmp sgt i32 %L71, %L12
  br i1 %Cmp176, label %CF250, label %CF260

CF260:                                            ; preds = %CF265
  %L177 = load <16 x i16>, ptr %Sl101, align 32
  store i64 %E163, ptr %PC, align 4
  %E178 = extractelement <8 x i64> %I113, i32 %3
  %Shuff179 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff36, <2 x i32> <i32 3, i32 1>
  %I180 = insertelement <8 x i64> zeroinitializer, i64 %E163, i32 %E133
  %B181 = udiv <2 x i16> %Shuff179, %Shuff36
  %FC182 = fptoui double %ZE129 to i32
  %Sl183 = select <2 x i1> %Cmp86, <2 x i16> zeroinitializer, <2 x i16> %I128
  %Cmp184 = icmp eq i1 %Tr137, %Cmp54
  br label %CF

CF:                                               ; preds = %CF, %CF268, %CF260
  %L185 = load <16 x double>, ptr %PC, align 128
  store i1 true, ptr %Sl101, align 1
  %E186 = extractelement <8 x i64> %Shuff43, i32 %E50
  %Shuff187 = shufflevector <8 x i1> %Sl152, <8 x i1> %L95, <8 x i32> <i32 9, i32 11, i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7>
  %I188 = insertelement <4 x i1> %I165, i1 %Cmp, i32 %E27
  %B189 = urem <8 x i64> zeroinitializer, %Shuff65
  %Se190 = sext i1 %Cmp139 to i64
  %Sl191 = select <2 x i1> %Cmp86, <2 x i16> %Shuff179, <2 x i16> zeroinitializer
  %Cmp192 = icmp ule <4 x i16> %I135, %Se76
  %L193 = load <2 x i64>, ptr %PC, align 16
  store i1 true, ptr %Sl101, align 1
  %E194 = extractelement <2 x i16> %Sl183, i32 %Sl
  %Shuff195 = shufflevector <8 x i1> %Cmp102, <8 x i1> %Cmp131, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 poison, i32 1, i32 3, i32 5>
  %I196 = insertelement <4 x i1> %Shuff164, i1 %Cmp18, i32 %E111
  %B197 = add <2 x i16> %Shuff179, zeroinitializer
  %ZE198 = zext <8 x i1> %Shuff195 to <8 x i8>
  %Sl199 = select i1 %Cmp169, <16 x i64> %Sl130, <16 x i64> zeroinitializer
  %Cmp200 = icmp ne <4 x i32> %I58, zeroinitializer
  %L201 = load i1, ptr %Sl101, align 1
  br i1 %L201, label %CF, label %CF255

CF255:                                            ; preds = %CF255, %CF270, %CF
  store <4 x double> %FC122, ptr %PC, align 32
  %E202 = extractelement <4 x i32> %Shuff149, i32 %3
  %Shuff203 = shufflevector <4 x i16> %B30, <4 x i16> %B30, <4 x i32> <i32 poison, i32 0, i32 poison, i32 4>
  %I204 = insertelement <2 x i16> zeroinitializer, i16 %E194, i32 %Se92
  %B205 = ashr <4 x i8> %Shuff73, %Shuff73
  %Sl206 = select i1 %Cmp54, i8 %Sl108, i8 %E104
  %Cmp207 = icmp ne <4 x i1> %Shuff164, %Cmp33
  %L208 = load <8 x i8>, ptr %Sl101, align 8
  store double %L162, ptr %Sl101, align 8
  %E209 = extractelement <8 x i1> %Cmp117, i32 %B75
  br i1 %E209, label %CF255, label %CF270

CF270:                                            ; preds = %CF255
  %Shuff210 = shufflevector <2 x i1> %Shuff97, <2 x i1> %Cmp86, <2 x i32> <i32 1, i32 3>
  %I211 = insertelement <4 x i8> zeroinitializer, i8 %B83, i32 %L71
  %ZE212 = zext i1 %Cmp62 to i32
  %Sl213 = select i1 %Cmp40, <4 x i1> zeroinitializer, <4 x i1> %Shuff164
  %Cmp214 = icmp sge i16 %E56, %B151
  br i1 %Cmp214, label %CF255, label %CF261

CF261:                                            ; preds = %CF261, %CF270
  %L215 = load float, ptr %0, align 4
  store <1 x i8> zeroinitializer, ptr %Sl101, align 1
  %E216 = extractelement <4 x double> %L87, i32 431203
  %Shuff217 = shufflevector <2 x i16> %Shuff57, <2 x i16> %Shuff179, <2 x i32> <i32 3, i32 1>
  %I218 = insertelement <8 x i64> %I113, i64 %E126, i32 %E133
  %B219 = udiv <4 x i8> %I211, %L170
  %Tr220 = trunc i8 %5 to i1
  br i1 %Tr220, label %CF261, label %CF268

CF268:                                            ; preds = %CF261
  %Sl221 = select i1 %Sl123, i8 71, i8 %Sl145
  %Cmp222 = icmp slt <8 x i1> %Shuff195, %Cmp131
  %L223 = load <8 x i8>, ptr %Sl101, align 8
  store i32 %E202, ptr %Sl101, align 4
  %E224 = extractelement <8 x i64> %L147, i32 %L71
  %Shuff225 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %Shuff127, <16 x i32> <i32 11, i32 poison, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9>
  %I226 = insertelement <2 x i16> zeroinitializer, i16 %E56, i32 101963
  %B227 = mul <8 x i64> %I52, %I218
  %ZE228 = zext <4 x i1> %I165 to <4 x i32>
  %Sl229 = select i1 %Cmp146, i8 %Tr174, i8 %B83
  %Cmp230 = icmp eq <4 x i8> %B, %L110
  %L231 = load <4 x i32>, ptr %Sl101, align 16
  store i32 %L12, ptr %Sl101, align 4
  %E232 = extractelement <4 x i8> %Shuff73, i32 %ZE212
  %Shuff233 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %Sl199, <16 x i32> <i32 poison, i32 11, i32 poison, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7>
  %I234 = insertelement <2 x i16> %Shuff179, i16 -1477, i32 %E111
  %B235 = ashr <4 x i8> %B219, %B99
  %Sl236 = select i1 true, <2 x i16> zeroinitializer, <2 x i16> %Shuff36
  %Cmp237 = icmp sge <8 x i1> %Shuff195, %Cmp117
  %L238 = load i1, ptr %Sl101, align 1
  br i1 %L238, label %CF, label %CF249

CF249:                                            ; preds = %CF249, %CF268
  %E239 = extractelement <8 x i64> %L147, i32 %3
  %Shuff240 = shufflevector <4 x i16> %L79, <4 x i16> %B166, <4 x i32> <i32 5, i32 poison, i32 poison, i32 3>
  %I241 = insertelement <4 x i32> %Sl10, i32 %Sl160, i32 %E27
  %Tr242 = trunc i64 77515 to i16
  %Sl243 = select i1 %Sl123, i1 %Cmp169, i1 %Sl123
  br i1 %Sl243, label %CF249, label %CF266

CF266:                                            ; preds = %CF249
  %Cmp244 = icmp ule <8 x i64> %I, %I52
  store i64 %E88, ptr %Sl101, align 4
  store i8 %B83, ptr %A2, align 1
  store i8 %Sl145, ptr %PC, align 1
  store i32 %Se92, ptr %0, align 4
  store i8 %Se115, ptr %0, align 1
  ret void
}
