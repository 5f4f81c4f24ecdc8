; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD54(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x i64>, align 64
  %A3 = alloca <1 x i1>, align 1
  %A2 = alloca <16 x float>, align 64
  %A1 = alloca <16 x i16>, align 32
  %A = alloca <2 x i8>, align 2
  %L = load <4 x i16>, ptr %0, align 8
  store float 0x3C49748D40000000, ptr %A3, align 4
  %E = extractelement <16 x i16> zeroinitializer, i32 %3
  %Shuff = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I = insertelement <16 x i16> zeroinitializer, i16 -17593, i32 -1
  %B = fsub float 0x40D36D9740000000, 0x3C49748D40000000
  %Sl = select i1 true, ptr %1, ptr %2
  %Cmp = fcmp une float 0x3C49748D40000000, 0xC651789540000000
  br label %CF257

CF257:                                            ; preds = %BB
  %L5 = load i8, ptr %A, align 1
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl, align 64
  %E6 = extractelement <16 x i16> zeroinitializer, i32 281651
  %Shuff7 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %I, <16 x i32> <i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 poison, i32 14, i32 16, i32 poison, i32 20, i32 22>
  %I8 = insertelement <2 x i64> zeroinitializer, i64 10987, i32 267475
  %B9 = and i8 %5, %L5
  %ZE = zext i32 -1 to i64
  %Sl10 = select i1 true, i64 10987, i64 %ZE
  %Cmp11 = icmp eq i64 %Sl10, 10987
  br label %CF242

CF242:                                            ; preds = %CF242, %CF254, %CF258, %CF257
  %L12 = load <4 x double>, ptr %0, align 32
  store float 0x3C49748D40000000, ptr %Sl, align 4
  %E13 = extractelement <2 x i64> zeroinitializer, i32 -1
  %Shuff14 = shufflevector <16 x i16> %Shuff7, <16 x i16> zeroinitializer, <16 x i32> <i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 poison, i32 15, i32 17, i32 19>
  %I15 = insertelement <16 x i16> %I, i16 %E6, i32 196991
  %B16 = add <2 x i64> zeroinitializer, zeroinitializer
  %ZE17 = zext <2 x i16> %Shuff to <2 x i64>
  %Sl18 = select i1 true, <8 x i16> zeroinitializer, <8 x i16> zeroinitializer
  %Cmp19 = icmp eq <16 x i16> zeroinitializer, %I
  %L20 = load i64, ptr %0, align 4
  %E21 = extractelement <16 x i16> %I, i32 -1
  %Shuff22 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I23 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 %3
  %B24 = sdiv i16 -30101, %E
  %BC = bitcast i64 %4 to double
  %Sl25 = select i1 true, ptr %Sl, ptr %Sl
  %Cmp26 = icmp sgt <16 x i16> %I15, zeroinitializer
  %L27 = load <8 x i32>, ptr %Sl, align 32
  store i8 -125, ptr %Sl25, align 1
  %E28 = extractelement <2 x i16> %Shuff22, i32 196991
  %Shuff29 = shufflevector <2 x i16> %Shuff, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I30 = insertelement <2 x i16> %I23, i16 -1, i32 267475
  %Sl31 = select <2 x i1> zeroinitializer, <2 x i16> %I23, <2 x i16> zeroinitializer
  %Cmp32 = icmp ule i32 %3, 267475
  br i1 %Cmp32, label %CF242, label %CF248

CF248:                                            ; preds = %CF248, %CF242
  %L33 = load <4 x i64>, ptr %Sl, align 32
  store i1 %Cmp, ptr %A3, align 1
  %E34 = extractelement <2 x i64> zeroinitializer, i32 281651
  %Shuff35 = shufflevector <2 x i16> %I23, <2 x i16> %Shuff, <2 x i32> <i32 3, i32 1>
  %I36 = insertelement <2 x i16> %Shuff, i16 %E, i32 281651
  %PC = bitcast ptr %Sl to ptr
  %Sl37 = select i1 %Cmp, i16 -17593, i16 %E21
  %Cmp38 = icmp slt <2 x i64> %ZE17, zeroinitializer
  %L39 = load <1 x i16>, ptr %Sl25, align 2
  store i64 %ZE, ptr %Sl, align 4
  %E40 = extractelement <2 x i16> %Shuff, i32 %3
  %Shuff41 = shufflevector <2 x i16> %Shuff29, <2 x i16> %Shuff, <2 x i32> <i32 1, i32 3>
  %I42 = insertelement <16 x i1> %Cmp19, i1 %Cmp11, i32 %3
  %B43 = udiv <16 x i16> zeroinitializer, zeroinitializer
  %FC = sitofp <4 x i32> zeroinitializer to <4 x float>
  %Sl44 = select i1 true, double 0xF25DD2FC765B4C7A, double 0x47F171909DEF3D0E
  %Cmp45 = icmp ne i16 -9761, %E28
  br i1 %Cmp45, label %CF248, label %CF250

CF250:                                            ; preds = %CF250, %CF259, %CF248
  %L46 = load <2 x i8>, ptr %Sl25, align 2
  store i1 %Cmp45, ptr %Sl, align 1
  %E47 = extractelement <2 x i8> %L46, i32 281651
  %Shuff48 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I49 = insertelement <2 x i16> %Shuff, i16 %E28, i32 %3
  %ZE50 = zext i8 %L5 to i16
  %Sl51 = select i1 %Cmp11, i8 -125, i8 %E47
  %Cmp52 = fcmp olt double 0x8D3970D8D7373056, %BC
  br i1 %Cmp52, label %CF250, label %CF259

CF259:                                            ; preds = %CF250
  %L53 = load <4 x i64>, ptr %0, align 32
  store double 0x8D3970D8D7373056, ptr %Sl25, align 8
  %E54 = extractelement <2 x i16> %I30, i32 %3
  %Shuff55 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 17>
  %I56 = insertelement <16 x i16> %Shuff7, i16 %Sl37, i32 %3
  %B57 = lshr i16 %E40, %ZE50
  %FC58 = uitofp i16 %B57 to double
  %Sl59 = select i1 %Cmp32, i1 %Cmp11, i1 %Cmp
  br i1 %Sl59, label %CF250, label %CF251

CF251:                                            ; preds = %CF251, %CF256, %CF259
  %Cmp60 = icmp ugt <2 x i64> %I8, zeroinitializer
  %L61 = load float, ptr %0, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 32
  %E62 = extractelement <4 x i16> %L, i32 267475
  %Shuff63 = shufflevector <4 x double> %L12, <4 x double> %L12, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I64 = insertelement <4 x i32> zeroinitializer, i32 %3, i32 %3
  %B65 = add i16 -1, %E
  %Se = sext <2 x i16> %I36 to <2 x i32>
  %Sl66 = select <2 x i1> zeroinitializer, <2 x i64> %ZE17, <2 x i64> %I8
  %Cmp67 = fcmp olt float 0x40D36D9740000000, %L61
  br i1 %Cmp67, label %CF251, label %CF256

CF256:                                            ; preds = %CF251
  %L68 = load <4 x i32>, ptr %0, align 16
  store i32 %3, ptr %0, align 4
  %E69 = extractelement <2 x i16> %I49, i32 %3
  %Shuff70 = shufflevector <2 x i16> %Shuff, <2 x i16> %Shuff, <2 x i32> <i32 3, i32 1>
  %I71 = insertelement <8 x i16> zeroinitializer, i16 -30101, i32 %3
  %B72 = ashr i8 %E47, %5
  %Tr = trunc <2 x i64> %I8 to <2 x i16>
  %Sl73 = select <16 x i1> zeroinitializer, <16 x i1> %Cmp26, <16 x i1> zeroinitializer
  %Cmp74 = fcmp ord float %B, %L61
  br i1 %Cmp74, label %CF251, label %CF254

CF254:                                            ; preds = %CF256
  %L75 = load <2 x i1>, ptr %Sl, align 1
  store i16 -9761, ptr %Sl, align 2
  %E76 = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff77 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff, <2 x i32> <i32 1, i32 3>
  %I78 = insertelement <2 x i16> %Shuff29, i16 %E62, i32 %3
  %B79 = fadd float 0x40D36D9740000000, 0x3C49748D40000000
  %FC80 = uitofp i1 %Cmp32 to double
  %Sl81 = select i1 %Cmp45, i16 %E21, i16 %E21
  %L82 = load <2 x i1>, ptr %Sl, align 1
  store double %FC58, ptr %Sl, align 8
  %E83 = extractelement <16 x i1> %Shuff55, i32 %3
  br i1 %E83, label %CF242, label %CF244

CF244:                                            ; preds = %CF244, %CF255, %CF254
  %Shuff84 = shufflevector <2 x i1> %L75, <2 x i1> %Cmp38, <2 x i32> <i32 1, i32 3>
  %I85 = insertelement <16 x i16> %Shuff7, i16 -17593, i32 %3
  %B86 = sdiv i64 %Sl10, %4
  %FC87 = uitofp i16 %E21 to float
  %Sl88 = select i1 true, i32 %3, i32 196991
  %Cmp89 = icmp eq <2 x i1> %L75, %L82
  %L90 = load float, ptr %0, align 4
  store <8 x i16> zeroinitializer, ptr %0, align 16
  %E91 = extractelement <2 x i16> %Shuff, i32 %Sl88
  %Shuff92 = shufflevector <2 x i32> %Se, <2 x i32> %Se, <2 x i32> <i32 poison, i32 0>
  %I93 = insertelement <4 x double> %L12, double %Sl44, i32 %3
  %B94 = udiv <16 x i16> %I15, %I85
  %FC95 = fptosi double 0xF25DD2FC765B4C7A to i8
  %Sl96 = select i1 %Cmp74, <16 x i16> %I85, <16 x i16> %I56
  %Cmp97 = icmp sge <4 x i64> %L33, %L33
  %L98 = load i8, ptr %Sl25, align 1
  store <4 x i64> %L33, ptr %Sl, align 32
  %E99 = extractelement <4 x i32> zeroinitializer, i32 %Sl88
  %Shuff100 = shufflevector <4 x double> %L12, <4 x double> %L12, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I101 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 %Sl88
  %B102 = sub i16 -13433, -17593
  %Se103 = sext <2 x i16> %Shuff70 to <2 x i32>
  %Sl104 = select i1 true, i16 %E6, i16 %E91
  %Cmp105 = fcmp ord float 0xC651789540000000, 0x3C49748D40000000
  br i1 %Cmp105, label %CF244, label %CF253

CF253:                                            ; preds = %CF253, %CF244
  %L106 = load float, ptr %Sl, align 4
  %E107 = extractelement <16 x i1> zeroinitializer, i32 %Sl88
  br i1 %E107, label %CF253, label %CF255

CF255:                                            ; preds = %CF253
  %Shuff108 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I64, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I109 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 %Sl88
  %B110 = lshr <2 x i16> %Shuff48, %Shuff29
  %BC111 = bitcast double %BC to i64
  %Sl112 = select i1 %Cmp74, i16 %E40, i16 %Sl37
  %Cmp113 = icmp ne i1 true, true
  br i1 %Cmp113, label %CF244, label %CF247

CF247:                                            ; preds = %CF247, %CF265, %CF261, %CF255
  %L114 = load <8 x i16>, ptr %Sl, align 16
  store i32 %E99, ptr %Sl25, align 4
  %E115 = extractelement <1 x i32> zeroinitializer, i32 %Sl88
  %Shuff116 = shufflevector <2 x i16> %Shuff, <2 x i16> %Shuff77, <2 x i32> <i32 1, i32 3>
  %I117 = insertelement <2 x i1> %Cmp38, i1 %Cmp11, i32 %E99
  %FC118 = fptosi float %L61 to i16
  %Sl119 = select i1 true, <4 x i32> %L68, <4 x i32> zeroinitializer
  %Cmp120 = fcmp one float 0x3C18731C40000000, %L106
  br i1 %Cmp120, label %CF247, label %CF265

CF265:                                            ; preds = %CF247
  %L121 = load float, ptr %Sl, align 4
  store <2 x i32> %Shuff92, ptr %Sl25, align 8
  %E122 = extractelement <2 x i16> %Shuff, i32 %Sl88
  %Shuff123 = shufflevector <16 x i1> %Cmp26, <16 x i1> zeroinitializer, <16 x i32> <i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12>
  %I124 = insertelement <16 x i16> %Shuff7, i16 -17593, i32 -1
  %B125 = and i8 %L98, %L5
  %FC126 = fptosi float %L106 to i64
  %Sl127 = select i1 true, <2 x i1> %I117, <2 x i1> zeroinitializer
  %L128 = load <4 x i64>, ptr %0, align 32
  store i8 %L5, ptr %0, align 1
  %E129 = extractelement <2 x i16> %Shuff29, i32 %3
  %Shuff130 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Sl66, <2 x i32> <i32 poison, i32 1>
  %I131 = insertelement <4 x double> %Shuff100, double %Sl44, i32 %Sl88
  %FC132 = sitofp i32 196991 to float
  %Sl133 = select i1 %Cmp32, i16 %E40, i16 %Sl112
  %Cmp134 = icmp eq i16 %E, %E21
  br i1 %Cmp134, label %CF247, label %CF261

CF261:                                            ; preds = %CF265
  %L135 = load <8 x i64>, ptr %0, align 64
  store i16 -13433, ptr %0, align 2
  %E136 = extractelement <4 x i32> %Shuff108, i32 267475
  %Shuff137 = shufflevector <2 x i16> %I23, <2 x i16> %Shuff116, <2 x i32> <i32 3, i32 poison>
  %I138 = insertelement <16 x i16> %Shuff7, i16 %E122, i32 %E99
  %B139 = mul <8 x i16> %Sl18, %I71
  %FC140 = uitofp i1 true to float
  %Sl141 = select <2 x i1> zeroinitializer, <2 x i1> %Cmp60, <2 x i1> %Cmp38
  %Cmp142 = icmp ult <4 x i32> zeroinitializer, zeroinitializer
  %L143 = load <2 x double>, ptr %0, align 16
  store i8 %5, ptr %0, align 1
  %E144 = extractelement <4 x i8> zeroinitializer, i32 %E136
  %Shuff145 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Cmp38, <2 x i32> <i32 1, i32 3>
  %I146 = insertelement <2 x i1> zeroinitializer, i1 %E83, i32 -1
  %B147 = fsub <4 x float> %FC, %FC
  %Tr148 = trunc i64 %E13 to i32
  %Sl149 = select i1 %Sl59, <8 x i32> %L27, <8 x i32> %L27
  %Cmp150 = fcmp ueq float 0xC651789540000000, %L61
  br i1 %Cmp150, label %CF247, label %CF258

CF258:                                            ; preds = %CF261
  %L151 = load float, ptr %Sl, align 4
  store <4 x i8> %I101, ptr %0, align 4
  %E152 = extractelement <4 x double> %L12, i32 %E115
  %Shuff153 = shufflevector <2 x i1> %I117, <2 x i1> %I117, <2 x i32> <i32 poison, i32 0>
  %I154 = insertelement <2 x i64> %I8, i64 %FC126, i32 %Sl88
  %B155 = lshr i64 %B86, %FC126
  %Tr156 = trunc <2 x i64> %I8 to <2 x i1>
  %Sl157 = select i1 %Cmp74, <16 x i16> %Shuff7, <16 x i16> zeroinitializer
  %Cmp158 = icmp sgt i64 %FC126, 10987
  br i1 %Cmp158, label %CF242, label %CF243

CF243:                                            ; preds = %CF243, %CF262, %CF258
  %L159 = load double, ptr %Sl25, align 8
  store <8 x i32> %Sl149, ptr %0, align 32
  %E160 = extractelement <2 x i1> %Cmp89, i32 %E136
  br i1 %E160, label %CF243, label %CF262

CF262:                                            ; preds = %CF243
  %Shuff161 = shufflevector <8 x i16> %L114, <8 x i16> %I71, <8 x i32> <i32 poison, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I162 = insertelement <2 x i1> %Sl127, i1 %Cmp45, i32 281651
  %B163 = ashr <16 x i16> %I15, %I124
  %Tr164 = fptrunc double %L159 to float
  %Sl165 = select <16 x i1> %Cmp26, <16 x i16> %I56, <16 x i16> %I
  %Cmp166 = icmp slt <2 x i1> %L75, %Cmp60
  %L167 = load <1 x i1>, ptr %0, align 1
  store i32 %Tr148, ptr %Sl, align 4
  %E168 = extractelement <2 x i16> zeroinitializer, i32 %Sl88
  %Shuff169 = shufflevector <4 x double> %Shuff100, <4 x double> %I93, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I170 = insertelement <8 x i16> zeroinitializer, i16 %E168, i32 %3
  %B171 = udiv <8 x i16> zeroinitializer, %Sl18
  %Tr172 = trunc <16 x i16> %I15 to <16 x i8>
  %Sl173 = select <2 x i1> %Cmp60, <2 x i1> %Tr156, <2 x i1> %I117
  %Cmp174 = icmp ugt i1 %Cmp32, %Cmp32
  br i1 %Cmp174, label %CF243, label %CF245

CF245:                                            ; preds = %CF245, %CF260, %CF262
  %L175 = load <8 x i8>, ptr %0, align 8
  store double %E152, ptr %Sl, align 8
  %E176 = extractelement <2 x i1> %Cmp60, i32 -1
  br i1 %E176, label %CF245, label %CF260

CF260:                                            ; preds = %CF245
  %Shuff177 = shufflevector <2 x i64> %I154, <2 x i64> %Shuff130, <2 x i32> <i32 3, i32 1>
  %I178 = insertelement <2 x i32> %Se103, i32 %Sl88, i32 %Sl88
  %FC179 = uitofp <4 x i32> %Sl119 to <4 x double>
  %Sl180 = select i1 %Cmp174, i1 %Cmp120, i1 %Cmp
  br i1 %Sl180, label %CF245, label %CF252

CF252:                                            ; preds = %CF252, %CF260
  %Cmp181 = icmp uge i8 -125, -125
  br i1 %Cmp181, label %CF252, label %CF263

CF263:                                            ; preds = %CF252
  %L182 = load float, ptr %0, align 4
  store <4 x i64> %L53, ptr %A, align 32
  %E183 = extractelement <2 x i64> %B16, i32 %Sl88
  %Shuff184 = shufflevector <8 x i16> %L114, <8 x i16> %L114, <8 x i32> <i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2>
  %I185 = insertelement <4 x i64> %L33, i64 10987, i32 %E136
  %B186 = srem i16 %E54, %E168
  %FC187 = fptosi double 0xF25DD2FC765B4C7A to i64
  %Sl188 = select i1 %Cmp67, i64 %ZE, i64 10987
  %Cmp189 = icmp sgt <8 x i16> %I71, %B139
  %L190 = load <2 x i1>, ptr %0, align 1
  store i8 %B125, ptr %0, align 1
  %E191 = extractelement <8 x i1> %Cmp189, i32 %Sl88
  br label %CF

CF:                                               ; preds = %CF, %CF266, %CF263
  %Shuff192 = shufflevector <16 x i16> %Shuff7, <16 x i16> zeroinitializer, <16 x i32> <i32 17, i32 19, i32 poison, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15>
  %I193 = insertelement <4 x i8> zeroinitializer, i8 -125, i32 %Sl88
  %FC194 = sitofp i16 %B102 to double
  %Sl195 = select i1 true, double 0xF25DD2FC765B4C7A, double %BC
  %Cmp196 = icmp eq i16 %E62, %Sl81
  br i1 %Cmp196, label %CF, label %CF266

CF266:                                            ; preds = %CF
  %L197 = load <4 x double>, ptr %0, align 32
  store double %BC, ptr %Sl, align 8
  %E198 = extractelement <4 x i16> %L, i32 196991
  %Shuff199 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I193, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I200 = insertelement <4 x double> %Shuff169, double %Sl44, i32 %3
  %B201 = and <4 x i8> %I193, %I101
  %Sl202 = select i1 %Cmp52, i16 %FC118, i16 %B102
  %Cmp203 = fcmp ugt <4 x double> %L197, %Shuff63
  %L204 = load i64, ptr %Sl, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl25, align 32
  %E205 = extractelement <16 x i16> zeroinitializer, i32 196991
  %Shuff206 = shufflevector <16 x i16> %Sl165, <16 x i16> %I124, <16 x i32> <i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 poison, i32 poison, i32 16, i32 18, i32 20, i32 poison>
  %I207 = insertelement <16 x i1> %Shuff123, i1 %Cmp134, i32 %Sl88
  %Tr208 = trunc i16 %B65 to i1
  br i1 %Tr208, label %CF, label %CF246

CF246:                                            ; preds = %CF246, %CF264, %CF266
  %Sl209 = select i1 %Sl180, <4 x i8> %B201, <4 x i8> %I193
  %Cmp210 = icmp ugt i8 %B9, %E47
  br i1 %Cmp210, label %CF246, label %CF264

CF264:                                            ; preds = %CF246
  %L211 = load i64, ptr %0, align 4
  store <4 x i16> %L, ptr %0, align 8
  %E212 = extractelement <2 x i64> %B16, i32 %Sl88
  %Shuff213 = shufflevector <4 x i32> %Sl119, <4 x i32> %I64, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I214 = insertelement <8 x i16> %Shuff184, i16 %E168, i32 %Sl88
  %Se215 = sext i1 %Cmp32 to i32
  %Sl216 = select i1 %Tr208, double %Sl44, double 0x47F171909DEF3D0E
  %Cmp217 = icmp ne <16 x i16> %Shuff7, zeroinitializer
  %L218 = load i16, ptr %0, align 2
  store <1 x double> zeroinitializer, ptr %0, align 8
  %E219 = extractelement <4 x double> %Shuff100, i32 %Se215
  %Shuff220 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %Shuff192, <16 x i32> <i32 25, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 5, i32 poison, i32 poison, i32 11, i32 13, i32 15, i32 17, i32 poison, i32 21, i32 23>
  %I221 = insertelement <16 x i1> zeroinitializer, i1 %Cmp113, i32 %Sl88
  %B222 = fmul float %FC140, %L61
  %ZE223 = zext <4 x i32> %Shuff108 to <4 x i64>
  %Sl224 = select i1 %Cmp174, i16 -17593, i16 %L218
  %Cmp225 = icmp ule i16 %Sl224, -17593
  br i1 %Cmp225, label %CF246, label %CF249

CF249:                                            ; preds = %CF264
  %L226 = load <4 x double>, ptr %0, align 32
  store i1 true, ptr %0, align 1
  %E227 = extractelement <4 x double> %Shuff169, i32 %Se215
  %Shuff228 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %Shuff7, <16 x i32> <i32 23, i32 poison, i32 27, i32 poison, i32 31, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 poison, i32 poison, i32 poison, i32 17, i32 19, i32 21>
  %I229 = insertelement <2 x i16> zeroinitializer, i16 %E76, i32 %Se215
  %B230 = lshr i8 %FC95, %5
  %FC231 = sitofp <2 x i16> %Shuff116 to <2 x float>
  %Sl232 = select i1 %Cmp174, i32 %E99, i32 %Se215
  %Cmp233 = icmp uge <4 x i1> %Cmp142, %Cmp97
  %L234 = load <16 x i64>, ptr %0, align 128
  store float %Tr164, ptr %PC, align 4
  %E235 = extractelement <4 x i32> %Shuff108, i32 %Se215
  %Shuff236 = shufflevector <16 x i16> %Shuff14, <16 x i16> zeroinitializer, <16 x i32> <i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 poison, i32 3, i32 5, i32 7, i32 poison, i32 poison, i32 13, i32 15, i32 17, i32 19>
  %I237 = insertelement <4 x i32> %I64, i32 %Se215, i32 %Sl232
  %B238 = shl <16 x i16> %I, %I124
  %Se239 = sext i16 %E69 to i32
  %Sl240 = select <2 x i1> zeroinitializer, <2 x i1> %I117, <2 x i1> zeroinitializer
  %Cmp241 = icmp eq <2 x i64> %ZE17, zeroinitializer
  store <8 x i8> %L175, ptr %Sl, align 8
  store <8 x i16> %I214, ptr %Sl, align 16
  store <4 x double> %Shuff63, ptr %0, align 32
  store <1 x i16> %L39, ptr %0, align 2
  ret void
}
