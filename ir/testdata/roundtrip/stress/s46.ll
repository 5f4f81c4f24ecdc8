; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD46(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i1>, align 1
  %A3 = alloca <2 x float>, align 8
  %A2 = alloca <4 x i32>, align 16
  %A1 = alloca <2 x i64>, align 16
  %A = alloca <1 x float>, align 4
  %L = load double, ptr %A, align 8
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E = extractelement <4 x i32> zeroinitializer, i32 -1
  %Shuff = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I = insertelement <8 x i32> zeroinitializer, i32 -1, i32 73119
  %Sl = select i1 true, ptr %A3, ptr %A4
  %Cmp = icmp slt <8 x i32> zeroinitializer, %I
  %L5 = load i16, ptr %Sl, align 2
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl, align 64
  %E6 = extractelement <8 x i32> zeroinitializer, i32 171911
  %Shuff7 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 poison, i32 poison, i32 12, i32 14, i32 poison, i32 2, i32 poison, i32 6>
  %I8 = insertelement <2 x i16> zeroinitializer, i16 %L5, i32 171911
  %B = mul <2 x i16> %I8, %I8
  %ZE = zext i32 73119 to i64
  %Sl9 = select i1 true, float 0xC51A769E40000000, float 0xB9C56D0940000000
  %Cmp10 = icmp slt i1 true, true
  br label %CF267

CF267:                                            ; preds = %BB
  %L11 = load <4 x i32>, ptr %Sl, align 16
  store i8 -93, ptr %0, align 1
  %E12 = extractelement <1 x i1> zeroinitializer, i32 -1
  br label %CF242

CF242:                                            ; preds = %CF242, %CF267
  %Shuff13 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %I, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 poison, i32 3>
  %I14 = insertelement <4 x i32> zeroinitializer, i32 -1, i32 -1
  %FC = fptosi float 0xB9C56D0940000000 to i8
  %Sl15 = select i1 false, <1 x i32> %Shuff, <1 x i32> zeroinitializer
  %L16 = load <16 x double>, ptr %Sl, align 128
  store double 0x2741B4E0453F485E, ptr %0, align 8
  %E17 = extractelement <1 x i32> zeroinitializer, i32 -1
  %Shuff18 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I19 = insertelement <4 x i16> zeroinitializer, i16 0, i32 171911
  %B20 = fsub float %Sl9, 0xB9C56D0940000000
  %Tr = trunc <4 x i32> %I14 to <4 x i16>
  %Sl21 = select i1 true, ptr %A1, ptr %Sl
  %Cmp22 = icmp slt <1 x i32> %Sl15, zeroinitializer
  %L23 = load double, ptr %Sl21, align 8
  %E24 = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff25 = shufflevector <4 x i16> %I19, <4 x i16> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I26 = insertelement <4 x i16> zeroinitializer, i16 0, i32 %E
  %B27 = and <8 x i32> %Shuff13, %I
  %Tr28 = trunc <4 x i64> zeroinitializer to <4 x i16>
  %Sl29 = select i1 true, i1 false, i1 false
  br i1 %Sl29, label %CF242, label %CF243

CF243:                                            ; preds = %CF243, %CF242
  %L30 = load <1 x i16>, ptr %Sl, align 2
  store i1 true, ptr %Sl, align 1
  %E31 = extractelement <1 x i32> zeroinitializer, i32 171911
  %Shuff32 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I19, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I33 = insertelement <8 x i32> %I, i32 171911, i32 -1
  %B34 = xor i64 %ZE, %ZE
  %PC = bitcast ptr %A1 to ptr
  %Sl35 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i16> %Shuff32, <4 x i16> %Shuff32
  %Cmp36 = icmp sge <1 x i1> %Cmp22, %Cmp22
  %L37 = load <8 x i1>, ptr %Sl21, align 1
  store i1 %Sl29, ptr %Sl21, align 1
  %E38 = extractelement <8 x i1> %Cmp, i32 %E6
  br i1 %E38, label %CF243, label %CF246

CF246:                                            ; preds = %CF246, %CF263, %CF243
  %Shuff39 = shufflevector <4 x i32> %L11, <4 x i32> %L11, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I40 = insertelement <4 x i32> %L11, i32 %E17, i32 -1
  %B41 = shl <8 x i32> %B27, %B27
  %ZE42 = zext <4 x i16> %I26 to <4 x i32>
  %Sl43 = select i1 %Sl29, i8 0, i8 %5
  %Cmp44 = icmp eq <4 x i64> zeroinitializer, zeroinitializer
  %L45 = load <4 x i64>, ptr %0, align 32
  store double %L, ptr %Sl, align 8
  %E46 = extractelement <4 x i16> %I26, i32 %E6
  %Shuff47 = shufflevector <2 x i16> %B, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I48 = insertelement <1 x i16> %L30, i16 0, i32 171911
  %B49 = and <4 x i16> zeroinitializer, %Shuff25
  %Tr50 = trunc i64 328379 to i32
  %Sl51 = select i1 %Cmp10, i32 -1, i32 %E31
  %Cmp52 = icmp ugt i64 290931, %B34
  br i1 %Cmp52, label %CF246, label %CF263

CF263:                                            ; preds = %CF246
  %L53 = load <1 x float>, ptr %Sl, align 4
  store float 0xB9C56D0940000000, ptr %0, align 4
  %E54 = extractelement <8 x i32> zeroinitializer, i32 %Tr50
  %Shuff55 = shufflevector <4 x i16> %I26, <4 x i16> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I56 = insertelement <4 x i32> zeroinitializer, i32 171911, i32 -1
  %ZE57 = zext i16 %E46 to i32
  %Sl58 = select i1 %Cmp52, ptr %A2, ptr %0
  %L59 = load float, ptr %Sl, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl, align 4
  %E60 = extractelement <4 x i32> %L11, i32 -1
  %Shuff61 = shufflevector <8 x i1> %L37, <8 x i1> %L37, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 poison>
  %I62 = insertelement <4 x i32> %I56, i32 %Tr50, i32 %Tr50
  %B63 = fdiv double %L23, 0x2741B4E0453F485E
  %ZE64 = zext i32 73119 to i64
  %Sl65 = select i1 %Cmp10, <4 x i64> %L45, <4 x i64> zeroinitializer
  %Cmp66 = icmp sge i64 %4, 221755
  br i1 %Cmp66, label %CF246, label %CF252

CF252:                                            ; preds = %CF252, %CF263
  %L67 = load i64, ptr %Sl21, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 8
  %E68 = extractelement <4 x i32> zeroinitializer, i32 %E6
  %Shuff69 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I70 = insertelement <1 x i32> %Sl15, i32 %Tr50, i32 -1
  %B71 = xor <1 x i32> %Sl15, %Sl15
  %FC72 = fptoui <16 x double> %L16 to <16 x i32>
  %Sl73 = select <1 x i1> zeroinitializer, <1 x i32> %I70, <1 x i32> %I70
  %Cmp74 = icmp slt i1 true, %Cmp10
  br i1 %Cmp74, label %CF252, label %CF256

CF256:                                            ; preds = %CF252
  %L75 = load <8 x i32>, ptr %0, align 32
  store i1 %Sl29, ptr %Sl, align 1
  %E76 = extractelement <4 x i64> %Sl65, i32 -1
  %Shuff77 = shufflevector <4 x i32> %ZE42, <4 x i32> %I56, <4 x i32> <i32 5, i32 poison, i32 1, i32 poison>
  %I78 = insertelement <8 x i1> %Cmp, i1 %Cmp10, i32 %E54
  %B79 = shl <4 x i16> %Shuff25, zeroinitializer
  %FC80 = sitofp <2 x i16> %I8 to <2 x double>
  %Sl81 = select i1 true, <1 x i32> %I70, <1 x i32> zeroinitializer
  %Cmp82 = icmp sgt <8 x i1> %I78, %Cmp
  %L83 = load i1, ptr %PC, align 1
  br label %CF241

CF241:                                            ; preds = %CF241, %CF260, %CF255, %CF256
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl21, align 32
  %E84 = extractelement <1 x i1> %Cmp36, i32 %E24
  br i1 %E84, label %CF241, label %CF260

CF260:                                            ; preds = %CF241
  %Shuff85 = shufflevector <2 x i16> %B, <2 x i16> %I8, <2 x i32> <i32 0, i32 2>
  %I86 = insertelement <4 x i32> %ZE42, i32 -1, i32 %Tr50
  %B87 = urem <4 x i16> zeroinitializer, %I19
  %PC88 = bitcast ptr %2 to ptr
  %Sl89 = select i1 %Cmp66, i1 %E84, i1 true
  br i1 %Sl89, label %CF241, label %CF250

CF250:                                            ; preds = %CF250, %CF260
  %Cmp90 = icmp eq i8 87, %FC
  br i1 %Cmp90, label %CF250, label %CF255

CF255:                                            ; preds = %CF250
  %L91 = load <8 x i32>, ptr %PC88, align 32
  store i16 %E46, ptr %PC88, align 2
  %E92 = extractelement <8 x i32> %I, i32 %Tr50
  %Shuff93 = shufflevector <8 x i32> %L75, <8 x i32> %I, <8 x i32> <i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I94 = insertelement <4 x i64> %L45, i64 -1, i32 %E17
  %B95 = or i16 %E46, %E46
  %Tr96 = trunc <1 x i16> %L30 to <1 x i8>
  %Sl97 = select <1 x i1> zeroinitializer, <1 x i32> %Sl15, <1 x i32> %I70
  %Cmp98 = icmp uge i64 290931, 305063
  br i1 %Cmp98, label %CF241, label %CF245

CF245:                                            ; preds = %CF245, %CF255
  %L99 = load <1 x i32>, ptr %Sl, align 4
  store float %L59, ptr %PC, align 4
  %E100 = extractelement <1 x i32> %Sl73, i32 %Tr50
  %Shuff101 = shufflevector <1 x i32> %Shuff, <1 x i32> %Sl97, <1 x i32> <i32 1>
  %I102 = insertelement <4 x i32> %L11, i32 %Tr50, i32 %E24
  %B103 = xor <4 x i16> %Tr, zeroinitializer
  %FC104 = sitofp <4 x i16> %Shuff69 to <4 x double>
  %Sl105 = select i1 true, <8 x i32> %L91, <8 x i32> %I
  %Cmp106 = icmp ugt <1 x i1> zeroinitializer, %Cmp22
  %L107 = load i32, ptr %PC, align 4
  store <4 x double> %FC104, ptr %PC88, align 32
  %E108 = extractelement <8 x i32> zeroinitializer, i32 %E92
  %Shuff109 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %I, <8 x i32> <i32 poison, i32 4, i32 6, i32 8, i32 10, i32 poison, i32 14, i32 0>
  %I110 = insertelement <1 x i8> %Tr96, i8 87, i32 %L107
  %ZE111 = zext <4 x i16> %B103 to <4 x i32>
  %Sl112 = select i1 true, <4 x i32> %I102, <4 x i32> zeroinitializer
  %L113 = load <16 x i32>, ptr %Sl, align 64
  store i1 %Cmp52, ptr %PC88, align 1
  %E114 = extractelement <1 x i32> %Sl15, i32 %E68
  %Shuff115 = shufflevector <2 x i16> %Shuff47, <2 x i16> %I8, <2 x i32> <i32 3, i32 1>
  %I116 = insertelement <4 x i16> %Shuff32, i16 %B95, i32 %E92
  %B117 = sub <4 x i16> %Shuff25, %B103
  %ZE118 = zext <4 x i32> %Shuff39 to <4 x i64>
  %Sl119 = select i1 true, i1 %Cmp98, i1 true
  br i1 %Sl119, label %CF245, label %CF247

CF247:                                            ; preds = %CF247, %CF245
  %Cmp120 = icmp uge <4 x i32> %I14, %I62
  %L121 = load <2 x i1>, ptr %Sl, align 1
  store i64 %E76, ptr %Sl58, align 4
  %E122 = extractelement <4 x i16> %Shuff25, i32 %ZE57
  %Shuff123 = shufflevector <4 x i64> %L45, <4 x i64> %L45, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I124 = insertelement <4 x i16> zeroinitializer, i16 0, i32 %ZE57
  %B125 = xor <4 x i32> %I40, %Shuff39
  %Tr126 = trunc <4 x i32> %Shuff77 to <4 x i16>
  %Sl127 = select i1 %L83, i8 -93, i8 %5
  %L128 = load <4 x float>, ptr %Sl, align 16
  store i64 %4, ptr %Sl, align 4
  %E129 = extractelement <1 x i16> %L30, i32 -1
  %Shuff130 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> poison
  %I131 = insertelement <4 x float> %L128, float %L59, i32 %E68
  %B132 = fadd double %L23, %L
  %FC133 = sitofp <4 x i32> %I56 to <4 x double>
  %Sl134 = select i1 %Cmp10, i32 %E68, i32 %E68
  %Cmp135 = icmp ult i8 %5, %Sl127
  br i1 %Cmp135, label %CF247, label %CF251

CF251:                                            ; preds = %CF251, %CF265, %CF262, %CF257, %CF247
  %L136 = load <4 x float>, ptr %PC88, align 16
  store i8 %Sl43, ptr %PC88, align 1
  %E137 = extractelement <4 x float> %I131, i32 %Tr50
  %Shuff138 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %Sl15, <1 x i32> <i32 1>
  %I139 = insertelement <1 x i32> zeroinitializer, i32 %E31, i32 -1
  %B140 = mul <4 x i32> %I86, zeroinitializer
  %Sl141 = select <1 x i1> %Cmp22, <1 x i16> %L30, <1 x i16> %L30
  %Cmp142 = icmp ult <1 x i32> %Sl15, %I70
  %L143 = load <8 x float>, ptr %Sl, align 32
  store float %L59, ptr %0, align 4
  %E144 = extractelement <1 x i1> %Cmp22, i32 %E100
  br i1 %E144, label %CF251, label %CF265

CF265:                                            ; preds = %CF251
  %Shuff145 = shufflevector <4 x i32> %Shuff39, <4 x i32> %Shuff39, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I146 = insertelement <4 x i32> %Shuff77, i32 %E92, i32 %E92
  %B147 = shl <4 x i16> %B87, %B103
  %Sl148 = select i1 %E84, i64 305063, i64 %ZE
  %Cmp149 = fcmp une double 0x2741B4E0453F485E, 0x2741B4E0453F485E
  br i1 %Cmp149, label %CF251, label %CF262

CF262:                                            ; preds = %CF265
  %L150 = load <4 x i16>, ptr %0, align 8
  store i16 %E122, ptr %Sl, align 2
  %E151 = extractelement <4 x i1> %Cmp44, i32 %Sl134
  br i1 %E151, label %CF251, label %CF257

CF257:                                            ; preds = %CF262
  %Shuff152 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff39, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I153 = insertelement <4 x i16> %Shuff69, i16 %B95, i32 -1
  %Se = sext <1 x i8> %I110 to <1 x i16>
  %Sl154 = select i1 %Sl29, i64 %L67, i64 %Sl148
  %L155 = load <4 x float>, ptr %0, align 16
  store double %B63, ptr %Sl21, align 8
  %E156 = extractelement <4 x i32> zeroinitializer, i32 %E68
  %Shuff157 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %B103, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I158 = insertelement <8 x i32> %Shuff109, i32 -1, i32 %E6
  %B159 = udiv <1 x i8> %I110, %Tr96
  %FC160 = fptosi <4 x float> %I131 to <4 x i16>
  %Sl161 = select i1 %Cmp10, <16 x i32> %FC72, <16 x i32> %FC72
  %Cmp162 = icmp eq i8 103, 87
  br i1 %Cmp162, label %CF251, label %CF254

CF254:                                            ; preds = %CF254, %CF257
  %L163 = load i16, ptr %0, align 2
  %E164 = extractelement <4 x i64> zeroinitializer, i32 %Tr50
  %Shuff165 = shufflevector <8 x i1> %Shuff61, <8 x i1> %Cmp, <8 x i32> <i32 1, i32 poison, i32 poison, i32 poison, i32 9, i32 11, i32 13, i32 15>
  %I166 = insertelement <1 x i32> %Shuff, i32 %E6, i32 %Tr50
  %B167 = fsub double %L, %L23
  %Se168 = sext i8 103 to i16
  %Sl169 = select i1 %Sl119, i64 %E164, i64 %B34
  %Cmp170 = icmp eq i32 %E17, %3
  br i1 %Cmp170, label %CF254, label %CF259

CF259:                                            ; preds = %CF254
  %L171 = load i1, ptr %Sl, align 1
  br label %CF240

CF240:                                            ; preds = %CF259
  %E172 = extractelement <8 x i32> zeroinitializer, i32 %E92
  %Shuff173 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %B140, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I174 = insertelement <4 x i16> %I26, i16 %E122, i32 %E92
  %Tr175 = trunc <4 x i32> zeroinitializer to <4 x i8>
  %Sl176 = select i1 %Cmp52, <4 x i32> %I102, <4 x i32> %I102
  %Cmp177 = icmp sge i32 %E92, %E172
  br label %CF

CF:                                               ; preds = %CF, %CF261, %CF240
  %L178 = load i1, ptr %0, align 1
  br i1 %L178, label %CF, label %CF258

CF258:                                            ; preds = %CF258, %CF
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl, align 64
  %E179 = extractelement <4 x i32> %I146, i32 %Tr50
  %Shuff180 = shufflevector <4 x i16> %I26, <4 x i16> %I19, <4 x i32> <i32 poison, i32 4, i32 poison, i32 0>
  %I181 = insertelement <1 x i1> %Cmp22, i1 %Sl29, i32 %E6
  %B182 = ashr i8 87, %5
  %Tr183 = trunc i32 %E92 to i8
  %Sl184 = select i1 %Sl29, i64 221755, i64 %ZE
  %Cmp185 = icmp ne <4 x i32> %I40, %B125
  %L186 = load double, ptr %0, align 8
  store <2 x double> %FC80, ptr %Sl21, align 16
  %E187 = extractelement <4 x i64> %Sl65, i32 %Sl134
  %Shuff188 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I189 = insertelement <4 x i32> %Shuff173, i32 %E31, i32 %Tr50
  %B190 = urem i8 %B182, %FC
  %FC191 = fptoui <2 x double> %FC80 to <2 x i32>
  %Sl192 = select <1 x i1> %Cmp106, <1 x float> %L53, <1 x float> %L53
  %Cmp193 = icmp ne i1 true, %Cmp52
  br i1 %Cmp193, label %CF258, label %CF261

CF261:                                            ; preds = %CF258
  %L194 = load <4 x float>, ptr %0, align 16
  store i1 %Cmp52, ptr %PC88, align 1
  %E195 = extractelement <4 x i16> %Shuff32, i32 %E17
  %Shuff196 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I8, <2 x i32> <i32 poison, i32 3>
  %I197 = insertelement <8 x i32> zeroinitializer, i32 %Sl134, i32 %3
  %B198 = fadd double %L, %B63
  %Tr199 = trunc <8 x i32> %Shuff109 to <8 x i16>
  %Sl200 = select i1 %E144, i64 %B34, i64 %Sl148
  %Cmp201 = icmp ule i16 %L5, 0
  br i1 %Cmp201, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF266, %CF253, %CF261
  %L202 = load float, ptr %Sl, align 4
  store <4 x i32> %Shuff39, ptr %Sl58, align 16
  %E203 = extractelement <8 x i32> %Shuff93, i32 %E24
  %Shuff204 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %L11, <4 x i32> <i32 6, i32 0, i32 2, i32 poison>
  %I205 = insertelement <2 x i16> %Shuff85, i16 %B95, i32 -1
  %B206 = sub i64 %Sl200, %Sl184
  %FC207 = uitofp <1 x i32> %Shuff138 to <1 x double>
  %Sl208 = select i1 %E38, i64 305063, i64 %Sl148
  %Cmp209 = fcmp oeq float 0xB9C56D0940000000, %L59
  br i1 %Cmp209, label %CF244, label %CF264

CF264:                                            ; preds = %CF264, %CF244
  %L210 = load i64, ptr %PC88, align 4
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 64
  %E211 = extractelement <1 x float> %L53, i32 %E31
  %Shuff212 = shufflevector <4 x i32> %Shuff173, <4 x i32> %Shuff173, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I213 = insertelement <4 x i32> %L11, i32 %E17, i32 -1
  %B214 = sub i64 %Sl148, %Sl148
  %ZE215 = zext i1 %Cmp98 to i16
  %Sl216 = select i1 %Sl119, <4 x i32> %Shuff145, <4 x i32> %Shuff204
  %Cmp217 = icmp ne <4 x i1> %Cmp44, %Cmp120
  %L218 = load i1, ptr %PC, align 1
  br i1 %L218, label %CF264, label %CF266

CF266:                                            ; preds = %CF264
  store <8 x float> %L143, ptr %0, align 32
  %E219 = extractelement <4 x i32> zeroinitializer, i32 %E203
  %Shuff220 = shufflevector <8 x i32> %L75, <8 x i32> %L91, <8 x i32> <i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 poison, i32 0>
  %I221 = insertelement <4 x i1> %Cmp44, i1 %L218, i32 %Sl134
  %B222 = urem <1 x i32> %I139, %I70
  %Se223 = sext <4 x i16> %Tr126 to <4 x i64>
  %Sl224 = select i1 %L83, float 0xB9C56D0940000000, float 0xB9C56D0940000000
  %Cmp225 = icmp ule <1 x i32> zeroinitializer, %Shuff130
  %L226 = load i8, ptr %Sl58, align 1
  store <1 x double> %FC207, ptr %0, align 8
  %E227 = extractelement <1 x i16> %L30, i32 %3
  %Shuff228 = shufflevector <16 x i32> %Sl161, <16 x i32> %FC72, <16 x i32> <i32 16, i32 18, i32 poison, i32 22, i32 poison, i32 26, i32 poison, i32 30, i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I229 = insertelement <4 x i16> %Shuff32, i16 %E46, i32 %3
  %B230 = fdiv float 0x3B31F815C0000000, %L202
  %Tr231 = trunc i32 %E203 to i1
  br i1 %Tr231, label %CF244, label %CF253

CF253:                                            ; preds = %CF266
  %Sl232 = select i1 true, i1 %Sl89, i1 %Sl119
  br i1 %Sl232, label %CF244, label %CF248

CF248:                                            ; preds = %CF248, %CF253
  %Cmp233 = icmp slt i1 %E38, %Sl119
  br i1 %Cmp233, label %CF248, label %CF249

CF249:                                            ; preds = %CF248
  %L234 = load i64, ptr %0, align 4
  store <4 x i64> %L45, ptr %Sl, align 32
  %E235 = extractelement <1 x i32> %Shuff130, i32 %E92
  %Shuff236 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I14, <4 x i32> <i32 poison, i32 6, i32 poison, i32 2>
  %I237 = insertelement <4 x i32> %Shuff173, i32 %E17, i32 %Tr50
  %Sl238 = select i1 %L218, i64 %Sl169, i64 221755
  %Cmp239 = icmp sge <4 x i16> %Shuff55, %I19
  store <4 x i8> %Tr175, ptr %PC, align 4
  store <4 x i32> %Shuff173, ptr %0, align 16
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl, align 128
  store i32 %E92, ptr %PC88, align 4
  ret void
}
