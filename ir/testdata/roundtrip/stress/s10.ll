; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD10(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i8>, align 4
  %A3 = alloca <8 x i1>, align 1
  %A2 = alloca <4 x i16>, align 8
  %A1 = alloca <4 x i64>, align 32
  %A = alloca <16 x float>, align 64
  %L = load <8 x i8>, ptr %0, align 8
  store i8 %5, ptr %A, align 1
  %E = extractelement <8 x i32> zeroinitializer, i32 %3
  %Shuff = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I = insertelement <4 x i64> zeroinitializer, i64 154755, i32 308323
  %Tr = trunc <16 x i32> zeroinitializer to <16 x i1>
  %Sl = select i1 true, ptr %2, ptr %0
  %Cmp = icmp slt i32 %E, %E
  br label %CF252

CF252:                                            ; preds = %CF252, %BB
  %L5 = load <8 x i32>, ptr %A3, align 32
  store i8 0, ptr %Sl, align 1
  %E6 = extractelement <4 x i8> zeroinitializer, i32 308323
  %Shuff7 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I8 = insertelement <2 x i8> zeroinitializer, i8 %5, i32 %E
  %B = frem double 0x783506D4D8335C52, 0x445E6E40C43E462
  %Tr9 = trunc i32 0 to i16
  %Sl10 = select i1 true, float 0x3ACD681140000000, float 0x3ACD681140000000
  %Cmp11 = icmp ugt <8 x i64> zeroinitializer, zeroinitializer
  %L12 = load <4 x i32>, ptr %Sl, align 16
  store i1 %Cmp, ptr %Sl, align 1
  %E13 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff14 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I15 = insertelement <8 x i32> zeroinitializer, i32 308323, i32 308323
  %B16 = urem <4 x i32> %L12, %L12
  %FC = fptoui double 0xB0D58774A0D36CF2 to i8
  %Sl17 = select <4 x i1> zeroinitializer, <4 x i64> %I, <4 x i64> %I
  %Cmp18 = fcmp oeq double 0xB0D58774A0D36CF2, 0xC5894D28578754A6
  br i1 %Cmp18, label %CF252, label %CF253

CF253:                                            ; preds = %CF252
  %L19 = load <2 x i8>, ptr %Sl, align 2
  store i8 0, ptr %Sl, align 1
  %E20 = extractelement <16 x i32> zeroinitializer, i32 %3
  %Shuff21 = shufflevector <4 x i32> %B16, <4 x i32> %L12, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I22 = insertelement <2 x i8> %Shuff7, i8 0, i32 308323
  %B23 = udiv <8 x i32> %I15, %I15
  %FC24 = fptoui float %Sl10 to i8
  %Sl25 = select <2 x i1> <i1 true, i1 false>, <2 x i8> %I22, <2 x i8> zeroinitializer
  %Cmp26 = icmp ugt i1 true, %Cmp18
  br label %CF249

CF249:                                            ; preds = %CF253
  %L27 = load <8 x i16>, ptr %Sl, align 16
  store double 0x88F50794C8F33D12, ptr %0, align 8
  %E28 = extractelement <8 x i64> zeroinitializer, i32 %E
  %Shuff29 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 poison, i32 5, i32 7, i32 poison>
  %I30 = insertelement <4 x i64> %Sl17, i64 %E28, i32 %E
  %B31 = fadd double 0xB0D58774A0D36CF2, 0xE1191CB8DB178C36
  %ZE = zext <4 x i8> zeroinitializer to <4 x i16>
  %Sl32 = select i1 true, <2 x i8> zeroinitializer, <2 x i8> zeroinitializer
  %Cmp33 = icmp uge <8 x i32> zeroinitializer, %L5
  %L34 = load i1, ptr %Sl, align 1
  br label %CF248

CF248:                                            ; preds = %CF248, %CF259, %CF249
  store <8 x i64> zeroinitializer, ptr %0, align 64
  %E35 = extractelement <8 x i16> %L27, i32 308323
  %Shuff36 = shufflevector <2 x i8> %Sl32, <2 x i8> %Shuff7, <2 x i32> <i32 2, i32 poison>
  %I37 = insertelement <8 x i32> %L5, i32 %3, i32 %3
  %BC = bitcast i64 156111 to double
  %Sl38 = select i1 true, <8 x i1> %Cmp33, <8 x i1> %Cmp11
  %Cmp39 = icmp ult <8 x i8> %Shuff, zeroinitializer
  %L40 = load double, ptr %Sl, align 8
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl, align 32
  %E41 = extractelement <8 x i8> zeroinitializer, i32 308323
  %Shuff42 = shufflevector <2 x i8> %Sl25, <2 x i8> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I43 = insertelement <16 x i32> zeroinitializer, i32 %3, i32 %E
  %B44 = fdiv float 0xBF57711B40000000, 0x3EE0F284C0000000
  %Se = sext <4 x i32> %Shuff21 to <4 x i64>
  %Sl45 = select i1 true, i32 %E, i32 308323
  %Cmp46 = icmp sge i64 %E28, 170415
  br i1 %Cmp46, label %CF248, label %CF259

CF259:                                            ; preds = %CF248
  %L47 = load i32, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A3, align 16
  %E48 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff49 = shufflevector <8 x i8> %Shuff, <8 x i8> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 poison, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I50 = insertelement <8 x i8> %Shuff49, i8 %5, i32 %E
  %B51 = add <2 x i8> %Shuff7, %L19
  %PC = bitcast ptr %1 to ptr
  %Sl52 = select i1 true, i8 0, i8 0
  %Cmp53 = icmp slt <2 x i64> zeroinitializer, zeroinitializer
  %L54 = load <8 x i64>, ptr %PC, align 64
  store i8 %E6, ptr %PC, align 1
  %E55 = extractelement <16 x i32> zeroinitializer, i32 %E
  %Shuff56 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %L54, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13>
  %I57 = insertelement <8 x i8> %Shuff, i8 %5, i32 %E20
  %B58 = fsub double 0xC7A14D40D59FD0BE, 0x445E6E40C43E462
  %FC59 = fptoui float %B44 to i16
  %Sl60 = select <8 x i1> %Cmp11, <8 x i8> zeroinitializer, <8 x i8> zeroinitializer
  %Cmp61 = icmp ult i16 %E35, %E35
  br i1 %Cmp61, label %CF248, label %CF255

CF255:                                            ; preds = %CF259
  %L62 = load <4 x i64>, ptr %Sl, align 32
  store i32 %3, ptr %PC, align 4
  %E63 = extractelement <8 x i8> %L, i32 0
  %Shuff64 = shufflevector <4 x i32> %B16, <4 x i32> %L12, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I65 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 308323
  %B66 = fdiv double 0xC5894D28578754A6, 0xB0D58774A0D36CF2
  %ZE67 = zext <8 x i8> %Shuff to <8 x i16>
  %Sl68 = select i1 true, double 0x445E6E40C43E462, double %B58
  %L69 = load i16, ptr %Sl, align 2
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 64
  %E70 = extractelement <16 x i32> zeroinitializer, i32 %E20
  %Shuff71 = shufflevector <4 x i32> %Shuff64, <4 x i32> %B16, <4 x i32> <i32 2, i32 4, i32 6, i32 poison>
  %I72 = insertelement <2 x i8> %I22, i8 %E6, i32 %Sl45
  %B73 = and i8 %E63, %5
  %FC74 = fptosi double 0x88F50794C8F33D12 to i1
  br label %CF247

CF247:                                            ; preds = %CF247, %CF260, %CF255
  %Sl75 = select i1 %Cmp46, i32 %L47, i32 0
  %Cmp76 = icmp uge <2 x i16> zeroinitializer, zeroinitializer
  %L77 = load <4 x double>, ptr %PC, align 32
  store i32 %Sl45, ptr %PC, align 4
  %E78 = extractelement <8 x i32> %L5, i32 0
  %Shuff79 = shufflevector <4 x i64> %Sl17, <4 x i64> %L62, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I80 = insertelement <4 x i64> zeroinitializer, i64 154755, i32 %Sl45
  %B81 = sdiv <2 x i64> zeroinitializer, zeroinitializer
  %Se82 = sext i32 0 to i64
  %Sl83 = select <4 x i1> %Shuff29, <4 x i16> %ZE, <4 x i16> %ZE
  %Cmp84 = icmp eq i8 %B73, %B73
  br i1 %Cmp84, label %CF247, label %CF260

CF260:                                            ; preds = %CF247
  %L85 = load <4 x i16>, ptr %PC, align 8
  store float %B44, ptr %PC, align 4
  %E86 = extractelement <4 x i64> %I, i32 %E70
  %Shuff87 = shufflevector <4 x i64> %I80, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 poison, i32 poison, i32 3>
  %I88 = insertelement <4 x i8> zeroinitializer, i8 %E41, i32 308323
  %B89 = sub i64 170415, %E28
  %BC90 = bitcast float 0xBF57711B40000000 to i32
  %Sl91 = select i1 true, ptr %A4, ptr %A2
  %Cmp92 = icmp ule <4 x i1> %Shuff29, zeroinitializer
  %L93 = load <4 x double>, ptr %Sl91, align 32
  store i32 %Sl75, ptr %Sl, align 4
  %E94 = extractelement <8 x i32> %L5, i32 %E70
  %Shuff95 = shufflevector <2 x i1> %Cmp76, <2 x i1> %Cmp76, <2 x i32> <i32 1, i32 3>
  %I96 = insertelement <8 x i32> zeroinitializer, i32 %E, i32 %E
  %B97 = udiv <4 x i32> %L12, %Shuff64
  %FC98 = uitofp i1 true to double
  %Sl99 = select i1 %Cmp18, i64 156111, i64 %4
  %Cmp100 = icmp sge <2 x i8> %I22, zeroinitializer
  %L101 = load i1, ptr %PC, align 1
  br i1 %L101, label %CF247, label %CF256

CF256:                                            ; preds = %CF256, %CF260
  store <4 x i32> %B97, ptr %PC, align 16
  %E102 = extractelement <2 x i8> %Sl25, i32 %Sl45
  %Shuff103 = shufflevector <2 x i8> %L19, <2 x i8> %Shuff36, <2 x i32> poison
  %I104 = insertelement <8 x i1> %Cmp33, i1 %L34, i32 0
  %BC105 = bitcast i64 %E86 to double
  %Sl106 = select i1 %L101, i8 %E13, i8 %E102
  %Cmp107 = icmp uge i1 %FC74, %Cmp61
  br i1 %Cmp107, label %CF256, label %CF266

CF266:                                            ; preds = %CF256
  %L108 = load <16 x i1>, ptr %Sl91, align 2
  store float 0x3EE0F284C0000000, ptr %PC, align 4
  %E109 = extractelement <2 x i8> %L19, i32 %E20
  %Shuff110 = shufflevector <2 x i64> %B81, <2 x i64> %B81, <2 x i32> <i32 1, i32 3>
  %I111 = insertelement <4 x i32> %Shuff21, i32 0, i32 308323
  %B112 = or i8 %E13, %E6
  %ZE113 = zext <2 x i8> %Shuff36 to <2 x i64>
  %Sl114 = select i1 %Cmp84, <2 x i8> %B51, <2 x i8> %I72
  %Cmp115 = icmp uge <2 x i8> %I8, %Shuff103
  %L116 = load i32, ptr %PC, align 4
  store <4 x i32> %L12, ptr %Sl91, align 16
  %E117 = extractelement <8 x i8> %I50, i32 %E20
  %Shuff118 = shufflevector <2 x i8> %Shuff103, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I119 = insertelement <2 x i8> %Shuff118, i8 0, i32 308323
  %B120 = xor i32 0, %L116
  %Sl121 = select i1 true, i64 %E48, i64 %B89
  %Cmp122 = fcmp uge double %B58, %L40
  br label %CF

CF:                                               ; preds = %CF, %CF263, %CF266
  %L123 = load double, ptr %PC, align 8
  store <2 x i32> <i32 0, i32 -1>, ptr %PC, align 8
  %E124 = extractelement <8 x i64> %L54, i32 %E20
  %Shuff125 = shufflevector <4 x i16> %L85, <4 x i16> %ZE, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I126 = insertelement <16 x i32> zeroinitializer, i32 %BC90, i32 %Sl45
  %Tr127 = trunc <16 x i32> %I126 to <16 x i8>
  %Sl128 = select <8 x i1> %I104, <8 x i16> %L27, <8 x i16> %L27
  %Cmp129 = icmp ult <4 x i64> %I, %Sl17
  %L130 = load <4 x float>, ptr %Sl91, align 16
  store double 0xBCE5E78454E37502, ptr %Sl, align 8
  %E131 = extractelement <2 x i1> %Shuff95, i32 %3
  br i1 %E131, label %CF, label %CF251

CF251:                                            ; preds = %CF251, %CF
  %Shuff132 = shufflevector <2 x i64> %Shuff110, <2 x i64> %B81, <2 x i32> <i32 3, i32 poison>
  %I133 = insertelement <4 x i32> %Shuff71, i32 %E55, i32 %E
  %B134 = ashr i32 %L116, %Sl45
  %Sl135 = select i1 %L34, <8 x i8> %I57, <8 x i8> zeroinitializer
  %Cmp136 = icmp ne i8 %Sl52, %E41
  br i1 %Cmp136, label %CF251, label %CF263

CF263:                                            ; preds = %CF251
  %L137 = load i8, ptr %PC, align 1
  %E138 = extractelement <8 x i64> %Shuff56, i32 %3
  %Shuff139 = shufflevector <2 x i8> %Shuff103, <2 x i8> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I140 = insertelement <4 x i1> %Cmp92, i1 %Cmp61, i32 %E
  %B141 = shl i16 %L69, 20327
  %FC142 = sitofp <2 x i64> %ZE113 to <2 x float>
  %Sl143 = select i1 %Cmp61, <2 x i64> %ZE113, <2 x i64> %Shuff110
  %L144 = load <8 x i1>, ptr %PC, align 1
  store i32 %Sl45, ptr %0, align 4
  %E145 = extractelement <8 x i1> %Sl38, i32 %Sl45
  br i1 %E145, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF265, %CF257, %CF263
  %Shuff146 = shufflevector <4 x i16> %Shuff125, <4 x i16> %ZE, <4 x i32> <i32 poison, i32 7, i32 1, i32 poison>
  %I147 = insertelement <8 x i8> %Shuff49, i8 %E63, i32 %E20
  %B148 = udiv i8 %FC24, %L137
  %Tr149 = trunc i32 %E78 to i8
  %Sl150 = select i1 %L101, i8 %B148, i8 0
  %Cmp151 = icmp ule <8 x i64> %L54, %L54
  %L152 = load <2 x i16>, ptr %A, align 4
  store i1 %Cmp46, ptr %0, align 1
  %E153 = extractelement <2 x i1> %Shuff95, i32 %3
  br i1 %E153, label %CF245, label %CF258

CF258:                                            ; preds = %CF258, %CF245
  %Shuff154 = shufflevector <8 x i1> %Cmp151, <8 x i1> %Cmp11, <8 x i32> <i32 1, i32 3, i32 poison, i32 7, i32 9, i32 poison, i32 13, i32 15>
  %I155 = insertelement <2 x i1> %Cmp53, i1 %E131, i32 %L116
  %B156 = mul <8 x i16> %Sl128, %ZE67
  %FC157 = uitofp i8 %E109 to double
  %Sl158 = select <4 x i1> zeroinitializer, <4 x double> %L77, <4 x double> %L77
  %Cmp159 = icmp ult <4 x i16> %Shuff146, %Sl83
  %L160 = load <4 x double>, ptr %Sl91, align 32
  store i8 %L137, ptr %0, align 1
  %E161 = extractelement <4 x i1> %Shuff29, i32 %L116
  br i1 %E161, label %CF258, label %CF262

CF262:                                            ; preds = %CF262, %CF258
  %Shuff162 = shufflevector <2 x i8> %Shuff36, <2 x i8> %I72, <2 x i32> <i32 poison, i32 1>
  %I163 = insertelement <4 x i16> %Shuff125, i16 20327, i32 %B134
  %ZE164 = zext i8 %FC24 to i16
  %Sl165 = select i1 %Cmp61, i32 %L47, i32 %3
  %Cmp166 = icmp eq <16 x i32> %I43, zeroinitializer
  %L167 = load <2 x i1>, ptr %0, align 1
  store float %B44, ptr %PC, align 4
  %E168 = extractelement <8 x i32> %B23, i32 %L116
  %Shuff169 = shufflevector <4 x i1> %Shuff29, <4 x i1> %Cmp92, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I170 = insertelement <2 x i8> %Shuff7, i8 %E102, i32 %E
  %B171 = sdiv i8 %Sl52, %5
  %Tr172 = trunc <8 x i8> %I57 to <8 x i1>
  %Sl173 = select <4 x i1> zeroinitializer, <4 x i1> %Cmp129, <4 x i1> %Cmp159
  %Cmp174 = fcmp ogt double %B, %B
  br i1 %Cmp174, label %CF262, label %CF265

CF265:                                            ; preds = %CF262
  %L175 = load <2 x i8>, ptr %Sl, align 2
  store double %B31, ptr %Sl, align 8
  %E176 = extractelement <2 x i64> %B81, i32 %L116
  %Shuff177 = shufflevector <2 x i1> %Cmp53, <2 x i1> %Cmp53, <2 x i32> <i32 1, i32 3>
  %I178 = insertelement <4 x i32> %B97, i32 %E70, i32 %E
  %B179 = add <2 x i64> %Shuff132, %B81
  %ZE180 = zext <4 x i16> %I163 to <4 x i64>
  %Sl181 = select i1 %Cmp84, double %FC98, double 0x783506D4D8335C52
  %Cmp182 = icmp sgt <2 x i16> %Shuff14, %Shuff14
  %L183 = load <4 x i32>, ptr %Sl, align 16
  store i1 %Cmp174, ptr %PC, align 1
  %E184 = extractelement <2 x i16> zeroinitializer, i32 %E20
  %Shuff185 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %L62, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I186 = insertelement <2 x i8> %Sl25, i8 %E6, i32 %E
  %B187 = udiv i64 492471, %E28
  %ZE188 = zext <4 x i1> %Shuff169 to <4 x i64>
  %Sl189 = select i1 %Cmp46, i1 true, i1 %FC74
  br i1 %Sl189, label %CF245, label %CF257

CF257:                                            ; preds = %CF265
  %L190 = load i8, ptr %Sl, align 1
  store <4 x i64> %Se, ptr %0, align 32
  %E191 = extractelement <4 x i32> %I111, i32 %Sl165
  %Shuff192 = shufflevector <2 x i8> %Sl114, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 poison>
  %I193 = insertelement <2 x i8> %Shuff139, i8 %L137, i32 %E
  %B194 = mul <2 x i8> %Sl25, %I72
  %Tr195 = fptrunc double %L123 to float
  %Sl196 = select <4 x i1> %Cmp92, <4 x i32> %I133, <4 x i32> %B97
  %Cmp197 = icmp ugt i1 %Sl189, %FC74
  br i1 %Cmp197, label %CF245, label %CF246

CF246:                                            ; preds = %CF246, %CF264, %CF257
  %L198 = load <4 x i1>, ptr %0, align 1
  store i64 %E176, ptr %Sl91, align 4
  %E199 = extractelement <8 x i8> %Shuff49, i32 %Sl165
  %Shuff200 = shufflevector <4 x i32> %Sl196, <4 x i32> %I111, <4 x i32> <i32 5, i32 poison, i32 poison, i32 3>
  %I201 = insertelement <4 x i32> %L183, i32 308323, i32 %BC90
  %B202 = shl <8 x i8> zeroinitializer, %I147
  %FC203 = sitofp <16 x i8> %Tr127 to <16 x float>
  %Sl204 = select i1 true, i1 %Cmp84, i1 %Sl189
  br i1 %Sl204, label %CF246, label %CF264

CF264:                                            ; preds = %CF246
  %Cmp205 = icmp ule <2 x i64> %Sl143, %B81
  %L206 = load <2 x i8>, ptr %0, align 2
  store double %B, ptr %0, align 8
  %E207 = extractelement <16 x i1> %Cmp166, i32 %E
  br i1 %E207, label %CF246, label %CF250

CF250:                                            ; preds = %CF250, %CF261, %CF264
  %Shuff208 = shufflevector <4 x i64> %Shuff185, <4 x i64> %Shuff79, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I209 = insertelement <2 x float> %FC142, float 0x3ACD681140000000, i32 %E191
  %FC210 = sitofp i8 %E102 to double
  %Sl211 = select i1 %Sl189, i8 0, i8 %Sl52
  %Cmp212 = icmp sgt <2 x i1> %L167, %Shuff177
  %L213 = load <8 x i8>, ptr %Sl91, align 8
  store i1 %Cmp46, ptr %Sl91, align 1
  %E214 = extractelement <8 x i64> zeroinitializer, i32 308323
  %Shuff215 = shufflevector <4 x i32> %Shuff200, <4 x i32> %I133, <4 x i32> <i32 poison, i32 1, i32 poison, i32 5>
  %I216 = insertelement <8 x i64> %Shuff56, i64 170415, i32 %E
  %B217 = urem i16 %ZE164, %E35
  %FC218 = sitofp <4 x i16> %Shuff125 to <4 x float>
  %Sl219 = select i1 %Cmp122, i1 %E207, i1 %E153
  br i1 %Sl219, label %CF250, label %CF261

CF261:                                            ; preds = %CF250
  %Cmp220 = icmp ult <4 x i32> %I201, %Sl196
  %L221 = load <4 x i16>, ptr %0, align 8
  store i1 %Cmp46, ptr %0, align 1
  %E222 = extractelement <4 x i16> %Sl83, i32 %E191
  %Shuff223 = shufflevector <2 x i8> %Shuff162, <2 x i8> %Shuff103, <2 x i32> <i32 1, i32 3>
  %I224 = insertelement <4 x float> %FC218, float %Tr195, i32 %Sl45
  %B225 = urem <4 x i32> %Shuff71, %B16
  %FC226 = sitofp <8 x i64> zeroinitializer to <8 x double>
  %Sl227 = select i1 %Cmp197, <2 x i64> %B81, <2 x i64> zeroinitializer
  %Cmp228 = icmp eq i16 20327, %L69
  br i1 %Cmp228, label %CF250, label %CF254

CF254:                                            ; preds = %CF254, %CF261
  %L229 = load i32, ptr %Sl, align 4
  %E230 = extractelement <4 x i64> %I, i32 %E191
  %Shuff231 = shufflevector <2 x i64> %Sl143, <2 x i64> %B81, <2 x i32> <i32 poison, i32 1>
  %I232 = insertelement <4 x i64> %ZE188, i64 %E214, i32 %B134
  %B233 = frem double %FC98, 0xE1191CB8DB178C36
  %Se234 = sext i1 %E161 to i16
  %Sl235 = select i1 %E145, float %B44, float 0x3ACD681140000000
  %Cmp236 = icmp ult <8 x i1> %I104, %Cmp11
  %L237 = load i64, ptr %A, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E238 = extractelement <16 x i1> %L108, i32 %Sl165
  br i1 %E238, label %CF254, label %CF267

CF267:                                            ; preds = %CF254
  %Shuff239 = shufflevector <2 x i16> %Shuff14, <2 x i16> %Shuff14, <2 x i32> <i32 poison, i32 2>
  %I240 = insertelement <4 x i16> %L85, i16 %Tr9, i32 %E70
  %B241 = fmul double 0xC7A14D40D59FD0BE, %B31
  %Tr242 = trunc <4 x i32> %Shuff200 to <4 x i8>
  %Sl243 = select i1 %Cmp46, ptr %Sl91, ptr %0
  %Cmp244 = icmp ugt <2 x i64> %B81, %Shuff132
  store <4 x double> %L77, ptr %Sl, align 32
  store <8 x i8> zeroinitializer, ptr %Sl243, align 8
  store <4 x i16> %ZE, ptr %Sl91, align 8
  store <16 x float> %FC203, ptr %Sl243, align 64
  store <2 x i64> %Shuff132, ptr %Sl243, align 16
  ret void
}
