; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD1(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca double, align 8
  %A2 = alloca i32, align 4
  %A1 = alloca float, align 4
  %A = alloca float, align 4
  %L = load i32, ptr %0, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 8
  %E = extractelement <8 x i32> zeroinitializer, i32 394359
  %Shuff = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 poison, i32 2, i32 4, i32 6>
  %I = insertelement <1 x i64> zeroinitializer, i64 %4, i32 394359
  %B = udiv i64 %4, %4
  %Sl = select i1 true, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer
  %Cmp = icmp ne i64 %B, %B
  br label %CF239

CF239:                                            ; preds = %CF239, %CF246, %CF243, %CF245, %BB
  %L5 = load i32, ptr %0, align 4
  %E6 = extractelement <1 x i32> zeroinitializer, i32 394359
  %Shuff7 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> poison
  %I8 = insertelement <1 x i32> zeroinitializer, i32 %L, i32 %L
  %FC = sitofp i1 true to double
  %Sl9 = select i1 %Cmp, i64 17763, i64 %B
  %L10 = load i16, ptr %0, align 2
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %A2, align 16
  %E11 = extractelement <1 x i64> zeroinitializer, i32 %L
  %Shuff12 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %I, <1 x i32> zeroinitializer
  %I13 = insertelement <1 x i32> zeroinitializer, i32 394359, i32 %L5
  %PC = bitcast ptr %1 to ptr
  %Sl14 = select <1 x i1> <i1 true>, <1 x i64> %Shuff12, <1 x i64> %I
  %Cmp15 = icmp sge <4 x i64> zeroinitializer, zeroinitializer
  %L16 = load i1, ptr %PC, align 1
  br i1 %L16, label %CF239, label %CF246

CF246:                                            ; preds = %CF239
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %PC, align 8
  %E17 = extractelement <1 x i64> %Shuff12, i32 %3
  %Shuff18 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I19 = insertelement <1 x i32> zeroinitializer, i32 %L5, i32 %L
  %Se = sext i1 %L16 to i64
  %Sl20 = select i1 %Cmp, i32 %3, i32 %3
  %Cmp21 = icmp slt <1 x i64> zeroinitializer, zeroinitializer
  %L22 = load i16, ptr %PC, align 2
  %E23 = extractelement <4 x i1> zeroinitializer, i32 394359
  br i1 %E23, label %CF239, label %CF243

CF243:                                            ; preds = %CF246
  %Shuff24 = shufflevector <1 x i32> %I8, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I25 = insertelement <1 x i32> zeroinitializer, i32 394359, i32 %3
  %Tr = trunc <1 x i64> %I to <1 x i16>
  %Sl26 = select i1 %Cmp, float 0x3A96E9BAC0000000, float 0xBD67632B40000000
  %Cmp27 = icmp sge <8 x i32> zeroinitializer, %Shuff18
  %L28 = load <8 x i64>, ptr %PC, align 64
  store i16 231, ptr %PC, align 2
  %E29 = extractelement <1 x i64> zeroinitializer, i32 %Sl20
  %Shuff30 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I19, <1 x i32> <i32 1>
  %I31 = insertelement <1 x i64> %Sl14, i64 %B, i32 %Sl20
  %B32 = srem <1 x i64> %I31, zeroinitializer
  %Sl33 = select i1 true, ptr %PC, ptr %PC
  %Cmp34 = icmp ult i1 true, %Cmp
  br i1 %Cmp34, label %CF239, label %CF242

CF242:                                            ; preds = %CF242, %CF243
  %L35 = load <2 x double>, ptr %A, align 16
  store i64 %B, ptr %PC, align 4
  %E36 = extractelement <8 x i64> zeroinitializer, i32 394359
  %Shuff37 = shufflevector <1 x i32> %I25, <1 x i32> %Shuff7, <1 x i32> <i32 1>
  %I38 = insertelement <2 x double> %L35, double 0x5BED708C47EB520A, i32 %L
  %Tr39 = trunc <1 x i64> zeroinitializer to <1 x i16>
  %Sl40 = select i1 %Cmp, ptr %A4, ptr %PC
  %Cmp41 = icmp sge <8 x i64> zeroinitializer, zeroinitializer
  %L42 = load <4 x i8>, ptr %PC, align 4
  store i8 %5, ptr %A, align 1
  %E43 = extractelement <1 x i32> %I25, i32 %Sl20
  %Shuff44 = shufflevector <8 x i32> %Shuff18, <8 x i32> %Shuff18, <8 x i32> <i32 11, i32 13, i32 15, i32 poison, i32 3, i32 5, i32 poison, i32 9>
  %I45 = insertelement <1 x i32> zeroinitializer, i32 %E43, i32 %L
  %B46 = urem <1 x i32> zeroinitializer, %Shuff7
  %PC47 = bitcast ptr %1 to ptr
  %Sl48 = select i1 true, ptr %A1, ptr %PC
  %Cmp49 = icmp sgt i32 %E43, %E43
  br i1 %Cmp49, label %CF242, label %CF245

CF245:                                            ; preds = %CF242
  %L50 = load i64, ptr %Sl40, align 4
  store <4 x i32> zeroinitializer, ptr %Sl33, align 16
  %E51 = extractelement <1 x i32> %Shuff30, i32 %L5
  %Shuff52 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> poison
  %I53 = insertelement <4 x i1> %Cmp15, i1 true, i32 %E43
  %B54 = frem float 0x3A96E9BAC0000000, 0x4582EBA6C0000000
  %FC55 = uitofp <4 x i1> %I53 to <4 x float>
  %Sl56 = select <8 x i1> %Cmp27, <8 x i32> zeroinitializer, <8 x i32> %Shuff18
  %Cmp57 = icmp uge i1 false, %Cmp34
  br i1 %Cmp57, label %CF239, label %CF240

CF240:                                            ; preds = %CF240, %CF245
  %L58 = load <4 x i8>, ptr %Sl33, align 4
  store i64 %B, ptr %Sl33, align 4
  %E59 = extractelement <8 x i32> %Shuff18, i32 %Sl20
  %Shuff60 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %Shuff7, <1 x i32> <i32 1>
  %I61 = insertelement <1 x i32> %Shuff24, i32 %E59, i32 %L
  %Tr62 = trunc <2 x i32> zeroinitializer to <2 x i1>
  %Sl63 = select i1 %Cmp49, <2 x double> %L35, <2 x double> %L35
  %L64 = load <8 x i32>, ptr %Sl33, align 32
  store float 0x4582EBA6C0000000, ptr %0, align 4
  %E65 = extractelement <8 x i64> zeroinitializer, i32 %L
  %Shuff66 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I45, <1 x i32> <i32 1>
  %I67 = insertelement <1 x i64> %Shuff52, i64 %B, i32 394359
  %B68 = lshr <4 x i32> zeroinitializer, zeroinitializer
  %BC = bitcast i32 %E6 to float
  %Sl69 = select i1 true, <8 x i1> %Cmp27, <8 x i1> %Cmp27
  %Cmp70 = icmp slt <1 x i64> zeroinitializer, %I31
  %L71 = load i1, ptr %Sl48, align 1
  br i1 %L71, label %CF240, label %CF253

CF253:                                            ; preds = %CF240
  store <4 x i8> %L58, ptr %Sl40, align 4
  %E72 = extractelement <1 x i32> %Shuff7, i32 %E43
  %Shuff73 = shufflevector <1 x i16> %Tr39, <1 x i16> %Tr39, <1 x i32> zeroinitializer
  %I74 = insertelement <4 x i32> %Sl, i32 394359, i32 %Sl20
  %B75 = frem <2 x double> %L35, %L35
  %Sl76 = select <8 x i1> %Cmp41, <8 x i64> %Shuff, <8 x i64> zeroinitializer
  %Cmp77 = icmp sge <4 x i32> %Sl, zeroinitializer
  %L78 = load <16 x i16>, ptr %A4, align 32
  store i32 %E72, ptr %Sl40, align 4
  %E79 = extractelement <4 x i32> %B68, i32 %E51
  %Shuff80 = shufflevector <1 x i64> %Shuff12, <1 x i64> %Shuff52, <1 x i32> poison
  %I81 = insertelement <1 x i64> zeroinitializer, i64 %E29, i32 %E72
  %B82 = udiv <1 x i32> %Shuff7, %Shuff30
  %Sl83 = select i1 %Cmp, <1 x i64> zeroinitializer, <1 x i64> %I67
  %Cmp84 = icmp sge <1 x i16> %Tr39, %Shuff73
  %L85 = load i16, ptr %0, align 2
  %E86 = extractelement <1 x i32> zeroinitializer, i32 394359
  %Shuff87 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %B82, <1 x i32> <i32 1>
  %I88 = insertelement <8 x i64> zeroinitializer, i64 %E29, i32 %Sl20
  %FC89 = sitofp i1 true to float
  %Sl90 = select i1 true, i16 %L22, i16 -3017
  %Cmp91 = icmp eq <8 x i1> %Sl69, %Sl69
  %L92 = load <8 x float>, ptr %PC, align 32
  store i1 true, ptr %0, align 1
  %E93 = extractelement <4 x i1> %Cmp77, i32 %L5
  br label %CF237

CF237:                                            ; preds = %CF237, %CF253
  %Shuff94 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %B68, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I95 = insertelement <1 x i32> %Shuff87, i32 %3, i32 %Sl20
  %B96 = and i32 %E86, %E43
  %Tr97 = trunc <8 x i64> %I88 to <8 x i8>
  %Sl98 = select <1 x i1> %Cmp21, <1 x i64> %Sl14, <1 x i64> zeroinitializer
  %Cmp99 = icmp sge <4 x i32> %I74, zeroinitializer
  %L100 = load <4 x i8>, ptr %PC, align 4
  store i64 %4, ptr %PC47, align 4
  %E101 = extractelement <1 x i64> %I, i32 %3
  %Shuff102 = shufflevector <1 x i64> %Shuff52, <1 x i64> %Shuff80, <1 x i32> <i32 1>
  %I103 = insertelement <2 x i1> %Tr62, i1 %Cmp, i32 %E72
  %B104 = ashr <4 x i32> %Shuff94, %B68
  %FC105 = fptosi <4 x float> %FC55 to <4 x i1>
  %Sl106 = select i1 %Cmp, ptr %A, ptr %0
  %Cmp107 = fcmp olt <4 x float> %FC55, %FC55
  %L108 = load <4 x float>, ptr %PC, align 16
  store float %FC89, ptr %Sl106, align 4
  %E109 = extractelement <1 x i32> %B82, i32 %E72
  %Shuff110 = shufflevector <8 x i32> %Sl56, <8 x i32> %Sl56, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3>
  %I111 = insertelement <8 x i64> %Shuff, i64 %E65, i32 %E79
  %B112 = frem double 0x87FDF09C1BFB7A1A, %FC
  %FC113 = sitofp <8 x i32> %Shuff110 to <8 x double>
  %Sl114 = select i1 true, <8 x i64> %Sl76, <8 x i64> %I111
  %Cmp115 = fcmp ugt <2 x double> %B75, %L35
  %L116 = load i1, ptr %Sl33, align 1
  br i1 %L116, label %CF237, label %CF250

CF250:                                            ; preds = %CF237
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl106, align 8
  %E117 = extractelement <16 x i16> %L78, i32 %L5
  %Shuff118 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %I31, <1 x i32> zeroinitializer
  %I119 = insertelement <1 x i64> %Shuff52, i64 %L50, i32 %B96
  %B120 = srem i8 0, %5
  %ZE = zext i1 true to i16
  %Sl121 = select i1 %E93, <4 x i32> zeroinitializer, <4 x i32> %B68
  %Cmp122 = fcmp ugt float 0xC5B06AB440000000, %Sl26
  br label %CF

CF:                                               ; preds = %CF, %CF257, %CF251, %CF248, %CF247, %CF255, %CF249, %CF250
  %L123 = load i1, ptr %Sl106, align 1
  br i1 %L123, label %CF, label %CF252

CF252:                                            ; preds = %CF252, %CF
  store <8 x i32> %Shuff110, ptr %PC, align 32
  %E124 = extractelement <1 x i64> %Shuff12, i32 394359
  %Shuff125 = shufflevector <1 x i32> %Shuff60, <1 x i32> %Shuff66, <1 x i32> zeroinitializer
  %I126 = insertelement <4 x i1> %Cmp99, i1 true, i32 %E59
  %BC127 = bitcast float 0xC5B06AB440000000 to i32
  %Sl128 = select i1 %Cmp49, <1 x i32> %I45, <1 x i32> %Shuff37
  %Cmp129 = icmp sgt i64 %E17, %E36
  br i1 %Cmp129, label %CF252, label %CF254

CF254:                                            ; preds = %CF254, %CF252
  %L130 = load float, ptr %0, align 4
  store <4 x i64> zeroinitializer, ptr %Sl106, align 32
  %E131 = extractelement <1 x i64> zeroinitializer, i32 %E72
  %Shuff132 = shufflevector <8 x i64> %Shuff, <8 x i64> %I88, <8 x i32> <i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I133 = insertelement <8 x float> %L92, float 0x4582EBA6C0000000, i32 %BC127
  %B134 = and i64 %E131, %Sl9
  %Tr135 = trunc i32 394359 to i16
  %Sl136 = select <4 x i1> %Cmp99, <4 x i1> %Cmp107, <4 x i1> zeroinitializer
  %Cmp137 = icmp ugt <2 x i1> %I103, %Tr62
  %L138 = load <1 x float>, ptr %PC, align 4
  store i16 %L22, ptr %PC, align 2
  %E139 = extractelement <4 x i1> %FC105, i32 %E79
  br i1 %E139, label %CF254, label %CF256

CF256:                                            ; preds = %CF256, %CF254
  %Shuff140 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %I31, <1 x i32> poison
  %I141 = insertelement <1 x i64> zeroinitializer, i64 %Se, i32 %BC127
  %B142 = udiv i32 %L, %Sl20
  %FC143 = fptoui float 0xC718F0BCC0000000 to i16
  %Sl144 = select i1 %E93, i8 %B120, i8 %B120
  %Cmp145 = icmp slt <1 x i16> %Tr, %Shuff73
  %L146 = load i8, ptr %PC, align 1
  %E147 = extractelement <1 x i64> zeroinitializer, i32 %BC127
  %Shuff148 = shufflevector <2 x double> %B75, <2 x double> %I38, <2 x i32> <i32 3, i32 1>
  %I149 = insertelement <1 x i64> %Shuff12, i64 %L50, i32 %BC127
  %B150 = fadd double %FC, %B112
  %Sl151 = select i1 %Cmp49, <1 x i16> %Tr, <1 x i16> %Tr
  %Cmp152 = icmp ult i32 %B96, %B142
  br i1 %Cmp152, label %CF256, label %CF257

CF257:                                            ; preds = %CF256
  %L153 = load double, ptr %0, align 8
  store <16 x i16> %L78, ptr %PC, align 32
  %E154 = extractelement <1 x i16> %Sl151, i32 %E72
  %Shuff155 = shufflevector <8 x i1> %Cmp27, <8 x i1> %Cmp91, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14>
  %I156 = insertelement <8 x i64> %Shuff132, i64 %L50, i32 %BC127
  %B157 = ashr i16 231, %L10
  %Tr158 = trunc i32 394359 to i16
  %Sl159 = select <2 x i1> %Tr62, <2 x double> %Shuff148, <2 x double> %L35
  %Cmp160 = icmp ugt <1 x i32> %I19, %Shuff7
  %L161 = load <8 x float>, ptr %0, align 32
  store i1 %Cmp122, ptr %Sl106, align 1
  %E162 = extractelement <1 x i32> %I13, i32 %B142
  %Shuff163 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %I111, <8 x i32> <i32 poison, i32 15, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11>
  %I164 = insertelement <2 x i1> %Cmp137, i1 true, i32 %B96
  %B165 = fdiv double 0x87FDF09C1BFB7A1A, %B112
  %PC166 = bitcast ptr %A3 to ptr
  %Sl167 = select <2 x i1> %Tr62, <2 x double> %I38, <2 x double> %Shuff148
  %L168 = load i8, ptr %PC, align 1
  store <8 x float> %I133, ptr %PC166, align 32
  %E169 = extractelement <4 x i32> zeroinitializer, i32 %E43
  %Shuff170 = shufflevector <1 x i32> %I25, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I171 = insertelement <1 x i16> %Tr39, i16 231, i32 %B142
  %FC172 = sitofp <1 x i32> %Shuff66 to <1 x float>
  %Sl173 = select i1 %Cmp129, <1 x i32> zeroinitializer, <1 x i32> %Shuff7
  %Cmp174 = icmp eq <1 x i16> %I171, %Sl151
  %L175 = load float, ptr %PC166, align 4
  store <1 x double> zeroinitializer, ptr %PC, align 8
  %E176 = extractelement <2 x i1> %I103, i32 %E109
  br i1 %E176, label %CF, label %CF251

CF251:                                            ; preds = %CF257
  %Shuff177 = shufflevector <4 x i32> %Sl121, <4 x i32> %B68, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I178 = insertelement <1 x i32> %Shuff66, i32 %B142, i32 %E43
  %FC179 = uitofp <4 x i32> %Sl121 to <4 x double>
  %Sl180 = select <4 x i1> zeroinitializer, <4 x i1> %I126, <4 x i1> %I126
  %Cmp181 = icmp slt i16 -3017, %L10
  br i1 %Cmp181, label %CF, label %CF248

CF248:                                            ; preds = %CF251
  %L182 = load <4 x i64>, ptr %PC, align 32
  store i32 %E162, ptr %PC166, align 4
  %E183 = extractelement <1 x i1> %Cmp174, i32 %E43
  br i1 %E183, label %CF, label %CF247

CF247:                                            ; preds = %CF248
  %Shuff184 = shufflevector <4 x i1> %I126, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I185 = insertelement <8 x i32> zeroinitializer, i32 %L5, i32 %E162
  %B186 = lshr <1 x i32> %Shuff170, zeroinitializer
  %FC187 = fptoui float %FC89 to i1
  br i1 %FC187, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF247
  %Sl188 = select <8 x i1> %Cmp27, <8 x float> %I133, <8 x float> %L161
  %Cmp189 = icmp slt <1 x i64> %I119, %I
  %L190 = load <8 x i32>, ptr %PC, align 32
  store float %L130, ptr %Sl106, align 4
  %E191 = extractelement <1 x i64> %I81, i32 %Sl20
  %Shuff192 = shufflevector <2 x double> %Sl159, <2 x double> %Shuff148, <2 x i32> poison
  %I193 = insertelement <8 x i32> zeroinitializer, i32 %3, i32 %E162
  %B194 = or i32 394359, 394359
  %ZE195 = zext <4 x i1> %Cmp99 to <4 x i8>
  %Sl196 = select i1 %L123, <8 x float> %Sl188, <8 x float> %L92
  %Cmp197 = icmp ugt <1 x i64> zeroinitializer, %I
  %L198 = load i32, ptr %Sl106, align 4
  store <8 x i64> %I156, ptr %PC, align 64
  %E199 = extractelement <4 x i8> %ZE195, i32 %E169
  %Shuff200 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I19, <1 x i32> zeroinitializer
  %I201 = insertelement <8 x i32> %I193, i32 %E79, i32 394359
  %B202 = lshr <8 x i64> %I88, %L28
  %FC203 = sitofp i1 %L123 to float
  %Sl204 = select i1 %Cmp49, ptr %PC166, ptr %PC166
  %Cmp205 = icmp sgt i8 %Sl144, %L168
  br i1 %Cmp205, label %CF244, label %CF255

CF255:                                            ; preds = %CF244
  %L206 = load <4 x i16>, ptr %PC, align 8
  store i32 %B194, ptr %PC, align 4
  %E207 = extractelement <2 x double> %B75, i32 %L198
  %Shuff208 = shufflevector <1 x i64> %Shuff118, <1 x i64> %Shuff140, <1 x i32> poison
  %I209 = insertelement <2 x double> %B75, double %E207, i32 %B194
  %B210 = frem float %B54, %L130
  %PC211 = bitcast ptr %A1 to ptr
  %Sl212 = select i1 true, ptr %A4, ptr %Sl33
  %Cmp213 = icmp uge <1 x i16> %I171, %Shuff73
  %L214 = load i32, ptr %A2, align 4
  store <1 x i16> %Tr39, ptr %A, align 2
  %E215 = extractelement <1 x i16> %I171, i32 %E169
  %Shuff216 = shufflevector <4 x i16> %L206, <4 x i16> %L206, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I217 = insertelement <4 x i32> %Shuff94, i32 394359, i32 394359
  %B218 = shl i32 %E, %E51
  %Tr219 = trunc i16 %B157 to i1
  br i1 %Tr219, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF255
  %Sl220 = select i1 %L116, ptr %1, ptr %Sl106
  %Cmp221 = fcmp ole <2 x double> %Sl167, %Shuff192
  %L222 = load i32, ptr %Sl33, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 16
  %E223 = extractelement <1 x i16> %I171, i32 %E86
  %Shuff224 = shufflevector <4 x i1> %Cmp107, <4 x i1> %I53, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I225 = insertelement <8 x i32> zeroinitializer, i32 %L214, i32 %E162
  %B226 = lshr i16 %Sl90, %E117
  %BC227 = bitcast <4 x i64> zeroinitializer to <4 x double>
  %Sl228 = select i1 %Cmp152, i64 17763, i64 %4
  %Cmp229 = icmp ne i64 %E101, %Sl228
  br i1 %Cmp229, label %CF241, label %CF249

CF249:                                            ; preds = %CF241
  %L230 = load <2 x float>, ptr %PC166, align 8
  store i16 %Sl90, ptr %Sl220, align 2
  %E231 = extractelement <4 x i8> %L58, i32 394359
  %Shuff232 = shufflevector <1 x i32> %Shuff37, <1 x i32> %Shuff125, <1 x i32> <i32 1>
  %I233 = insertelement <8 x i32> zeroinitializer, i32 %E79, i32 %E72
  %Tr234 = trunc <1 x i32> %B186 to <1 x i16>
  %Sl235 = select i1 true, float 0xBAB474B840000000, float %B54
  %Cmp236 = icmp ne i32 %E162, %E43
  br i1 %Cmp236, label %CF, label %CF238

CF238:                                            ; preds = %CF249
  store <1 x i8> zeroinitializer, ptr %PC, align 1
  store i1 true, ptr %Sl106, align 1
  store i64 %E65, ptr %Sl220, align 4
  store double %B112, ptr %PC, align 8
  store i1 %Cmp122, ptr %Sl40, align 1
  ret void
}
