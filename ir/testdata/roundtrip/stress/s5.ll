; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD5(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca i32, align 4
  %A2 = alloca i16, align 2
  %A1 = alloca i8, align 1
  %A = alloca float, align 4
  %L = load i1, ptr %A3, align 1
  br label %CF241

CF241:                                            ; preds = %CF241, %CF251, %BB
  %E = extractelement <2 x i16> zeroinitializer, i32 122395
  %Shuff = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <8 x i32> zeroinitializer, i32 447983, i32 122395
  %B = sub i64 0, 235351
  %FC = uitofp i8 -21 to float
  %Sl = select i1 true, ptr %0, ptr %0
  %Cmp = icmp sgt <8 x i32> zeroinitializer, zeroinitializer
  %L5 = load double, ptr %Sl, align 8
  store <2 x i16> zeroinitializer, ptr %Sl, align 4
  %E6 = extractelement <1 x i8> %Shuff, i32 447983
  %Shuff7 = shufflevector <1 x i8> %Shuff, <1 x i8> %Shuff, <1 x i32> zeroinitializer
  %I8 = insertelement <1 x i8> zeroinitializer, i8 -21, i32 %3
  %B9 = fadd float 0x3CA5FA89C0000000, 0x3A78EC1CC0000000
  %FC10 = sitofp i64 335735 to double
  %Sl11 = select i1 true, i1 %L, i1 true
  br i1 %Sl11, label %CF241, label %CF251

CF251:                                            ; preds = %CF241
  %Cmp12 = fcmp uno double 0x14938E8F347A066, 0xDDD90978B7D758F6
  br i1 %Cmp12, label %CF241, label %CF248

CF248:                                            ; preds = %CF251
  %L13 = load <8 x i32>, ptr %Sl, align 32
  store double 0x84B5B35424B348D2, ptr %1, align 8
  %E14 = extractelement <1 x i8> zeroinitializer, i32 447983
  %Shuff15 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I16 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 447983
  %FC17 = uitofp <1 x i16> %Shuff15 to <1 x float>
  %Sl18 = select i1 %Sl11, ptr %Sl, ptr %Sl
  %Cmp19 = fcmp ule float 0x3FFEF122C0000000, %B9
  br label %CF

CF:                                               ; preds = %CF, %CF253, %CF255, %CF248
  %L20 = load i1, ptr %Sl, align 1
  br i1 %L20, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 8
  %E21 = extractelement <8 x i64> zeroinitializer, i32 122395
  %Shuff22 = shufflevector <1 x i8> %Shuff7, <1 x i8> %Shuff, <1 x i32> zeroinitializer
  %I23 = insertelement <8 x i32> %L13, i32 122395, i32 122395
  %B24 = or <1 x i16> %Shuff15, zeroinitializer
  %FC25 = uitofp <1 x i8> %Shuff22 to <1 x float>
  %Sl26 = select i1 true, float 0x3A78EC1CC0000000, float 0x3FFEF122C0000000
  %Cmp27 = icmp ule i8 %E6, %5
  br i1 %Cmp27, label %CF244, label %CF253

CF253:                                            ; preds = %CF244
  %L28 = load double, ptr %Sl18, align 8
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl, align 64
  %E29 = extractelement <1 x i8> %Shuff, i32 122395
  %Shuff30 = shufflevector <1 x i16> %Shuff15, <1 x i16> zeroinitializer, <1 x i32> zeroinitializer
  %I31 = insertelement <2 x i16> zeroinitializer, i16 0, i32 %3
  %B32 = sub <8 x i8> zeroinitializer, zeroinitializer
  %Sl33 = select i1 %Cmp19, <8 x i1> zeroinitializer, <8 x i1> zeroinitializer
  %L34 = load <8 x i32>, ptr %Sl, align 32
  store double 0x14938E8F347A066, ptr %0, align 8
  %E35 = extractelement <1 x i8> %Shuff, i32 %3
  %Shuff36 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I37 = insertelement <8 x i8> zeroinitializer, i8 %E14, i32 %3
  %B38 = frem float %FC, %Sl26
  %Tr = trunc i64 %B to i8
  %Sl39 = select i1 %Cmp27, float 0x3FFEF122C0000000, float %B9
  %Cmp40 = icmp ult <1 x i16> %B24, %Shuff15
  %L41 = load <4 x float>, ptr %0, align 16
  store double %L28, ptr %Sl, align 8
  %E42 = extractelement <2 x i16> zeroinitializer, i32 447983
  %Shuff43 = shufflevector <1 x i8> %Shuff7, <1 x i8> %Shuff7, <1 x i32> <i32 1>
  %I44 = insertelement <1 x i8> %Shuff, i8 %E29, i32 %3
  %B45 = mul i16 0, %E42
  %ZE = zext <1 x i8> %Shuff to <1 x i16>
  %Sl46 = select i1 %Cmp27, i64 235351, i64 %4
  %Cmp47 = icmp slt i8 %5, %5
  br i1 %Cmp47, label %CF, label %CF237

CF237:                                            ; preds = %CF237, %CF250, %CF249, %CF260, %CF258, %CF253
  %L48 = load <4 x i16>, ptr %0, align 8
  store i1 true, ptr %0, align 1
  %E49 = extractelement <8 x i1> %Cmp, i32 %3
  br i1 %E49, label %CF237, label %CF250

CF250:                                            ; preds = %CF237
  %Shuff50 = shufflevector <1 x i16> %ZE, <1 x i16> %Shuff15, <1 x i32> <i32 1>
  %I51 = insertelement <8 x i8> zeroinitializer, i8 %5, i32 447983
  %Tr52 = trunc <1 x i8> zeroinitializer to <1 x i1>
  %Sl53 = select i1 true, i1 %E49, i1 %Sl11
  br i1 %Sl53, label %CF237, label %CF249

CF249:                                            ; preds = %CF250
  %Cmp54 = icmp slt <8 x i64> zeroinitializer, zeroinitializer
  %L55 = load <8 x double>, ptr %Sl18, align 64
  store i32 %3, ptr %0, align 4
  %E56 = extractelement <8 x i1> %Cmp, i32 437851
  br i1 %E56, label %CF237, label %CF242

CF242:                                            ; preds = %CF242, %CF249
  %Shuff57 = shufflevector <1 x i8> %Shuff, <1 x i8> %Shuff22, <1 x i32> <i32 1>
  %I58 = insertelement <8 x double> %L55, double 0x14938E8F347A066, i32 %3
  %B59 = add <1 x i16> %ZE, %Shuff50
  %Se = sext i1 %Cmp47 to i16
  %Sl60 = select i1 true, float %B9, float 0xBE14701840000000
  %L61 = load <8 x i16>, ptr %Sl, align 16
  store i1 %E56, ptr %0, align 1
  %E62 = extractelement <1 x i8> %Shuff, i32 447983
  %Shuff63 = shufflevector <1 x i16> %Shuff30, <1 x i16> %ZE, <1 x i32> <i32 1>
  %I64 = insertelement <8 x i64> zeroinitializer, i64 %4, i32 437851
  %B65 = sdiv <8 x i32> zeroinitializer, %L13
  %FC66 = uitofp i1 %Sl53 to double
  %Sl67 = select <8 x i1> %Cmp54, <8 x i8> zeroinitializer, <8 x i8> %B32
  %Cmp68 = icmp ult <8 x i64> zeroinitializer, zeroinitializer
  %L69 = load <4 x i1>, ptr %Sl, align 1
  store i16 %E42, ptr %0, align 2
  %E70 = extractelement <1 x i8> zeroinitializer, i32 447983
  %Shuff71 = shufflevector <1 x i1> %Cmp40, <1 x i1> %Cmp40, <1 x i32> <i32 1>
  %I72 = insertelement <1 x i8> zeroinitializer, i8 %E62, i32 122395
  %B73 = fdiv <4 x float> %L41, %L41
  %FC74 = sitofp <8 x i32> %I to <8 x float>
  %Sl75 = select i1 %Cmp47, <8 x i32> %B65, <8 x i32> %B65
  %L76 = load <4 x i16>, ptr %0, align 8
  store i32 %3, ptr %0, align 4
  %E77 = extractelement <8 x i64> zeroinitializer, i32 %3
  %Shuff78 = shufflevector <1 x i16> %Shuff63, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I79 = insertelement <2 x i16> zeroinitializer, i16 0, i32 %3
  %B80 = frem double %FC66, 0x84B5B35424B348D2
  %Tr81 = trunc <2 x i64> zeroinitializer to <2 x i8>
  %Sl82 = select <1 x i1> %Cmp40, <1 x i16> %Shuff50, <1 x i16> zeroinitializer
  %Cmp83 = icmp uge <2 x i16> zeroinitializer, zeroinitializer
  %L84 = load <8 x float>, ptr %0, align 32
  store i8 %E62, ptr %0, align 1
  %E85 = extractelement <1 x i16> %B59, i32 %3
  %Shuff86 = shufflevector <1 x i1> %Shuff71, <1 x i1> %Cmp40, <1 x i32> poison
  %I87 = insertelement <8 x i8> %I37, i8 %E62, i32 447983
  %B88 = shl <1 x i8> %Shuff36, %Shuff7
  %ZE89 = zext <1 x i16> %Shuff15 to <1 x i32>
  %Sl90 = select i1 true, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %Cmp91 = icmp ne <4 x i1> %L69, %L69
  %L92 = load double, ptr %0, align 8
  store <2 x i8> %Tr81, ptr %0, align 2
  %E93 = extractelement <8 x i32> %I, i32 %3
  %Shuff94 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %ZE, <1 x i32> zeroinitializer
  %I95 = insertelement <1 x i1> %Tr52, i1 %Sl53, i32 %E93
  %B96 = sub <1 x i8> zeroinitializer, %Shuff7
  %Tr97 = trunc i64 235351 to i16
  %Sl98 = select i1 %L, i1 %L20, i1 %Sl53
  br i1 %Sl98, label %CF242, label %CF260

CF260:                                            ; preds = %CF242
  %Cmp99 = icmp ugt <8 x i8> %Sl67, %I87
  %L100 = load double, ptr %Sl18, align 8
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E101 = extractelement <8 x i8> %B32, i32 %E93
  %Shuff102 = shufflevector <1 x i16> %Shuff94, <1 x i16> %ZE, <1 x i32> zeroinitializer
  %I103 = insertelement <1 x i1> %Shuff86, i1 true, i32 %E93
  %ZE104 = zext <1 x i8> %B96 to <1 x i16>
  %Sl105 = select i1 true, <1 x i8> zeroinitializer, <1 x i8> %Shuff57
  %Cmp106 = icmp sgt <1 x i8> %Shuff43, %Sl105
  %L107 = load i1, ptr %0, align 1
  br i1 %L107, label %CF237, label %CF239

CF239:                                            ; preds = %CF239, %CF252, %CF254, %CF245, %CF260
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 32
  %E108 = extractelement <1 x i8> %I72, i32 %E93
  %Shuff109 = shufflevector <1 x i1> %Tr52, <1 x i1> %Shuff86, <1 x i32> zeroinitializer
  %I110 = insertelement <8 x i1> %Cmp, i1 %Sl98, i32 %E93
  %B111 = lshr i8 %Tr, %E70
  %FC112 = fptosi float %Sl39 to i8
  %Sl113 = select i1 true, i16 %E, i16 0
  %Cmp114 = icmp ule i8 %Tr, -113
  br i1 %Cmp114, label %CF239, label %CF252

CF252:                                            ; preds = %CF239
  %L115 = load <4 x double>, ptr %0, align 32
  store i8 %E101, ptr %Sl, align 1
  %E116 = extractelement <2 x i1> %Cmp83, i32 %3
  br i1 %E116, label %CF239, label %CF246

CF246:                                            ; preds = %CF246, %CF252
  %Shuff117 = shufflevector <1 x i16> %Shuff15, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I118 = insertelement <8 x float> %FC74, float %Sl26, i32 122395
  %B119 = frem double 0x84B5B35424B348D2, %L92
  %Tr120 = trunc <1 x i16> %Shuff102 to <1 x i8>
  %Sl121 = select i1 true, i8 %Tr, i8 %E101
  %Cmp122 = icmp sgt <2 x i16> %I31, zeroinitializer
  %L123 = load i64, ptr %Sl, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 4
  %E124 = extractelement <8 x i64> %I64, i32 %E93
  %Shuff125 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %B88, <1 x i32> zeroinitializer
  %I126 = insertelement <1 x i16> %Shuff78, i16 %E42, i32 %3
  %B127 = and <8 x i8> %I51, %Sl67
  %Tr128 = trunc i16 %B45 to i1
  br i1 %Tr128, label %CF246, label %CF254

CF254:                                            ; preds = %CF246
  %Sl129 = select i1 %Cmp47, i8 %Tr, i8 -21
  %Cmp130 = fcmp ule double %L100, %FC66
  br i1 %Cmp130, label %CF239, label %CF243

CF243:                                            ; preds = %CF243, %CF256, %CF254
  %L131 = load i1, ptr %Sl, align 1
  br i1 %L131, label %CF243, label %CF247

CF247:                                            ; preds = %CF247, %CF243
  store <8 x i32> zeroinitializer, ptr %Sl, align 32
  %E132 = extractelement <4 x float> %B73, i32 %E93
  %Shuff133 = shufflevector <1 x i16> %Shuff78, <1 x i16> zeroinitializer, <1 x i32> zeroinitializer
  %I134 = insertelement <1 x i8> %Shuff125, i8 -113, i32 %E93
  %B135 = sdiv i32 437851, %E93
  %FC136 = uitofp <1 x i8> %Shuff36 to <1 x double>
  %Sl137 = select i1 %Sl98, i32 %3, i32 %E93
  %L138 = load <16 x i32>, ptr %Sl, align 64
  store double %L100, ptr %Sl, align 8
  %E139 = extractelement <8 x i8> %Sl67, i32 %B135
  %Shuff140 = shufflevector <1 x i16> %Shuff102, <1 x i16> %B24, <1 x i32> <i32 1>
  %I141 = insertelement <2 x i8> %Tr81, i8 -113, i32 %E93
  %B142 = add <8 x i64> zeroinitializer, %I64
  %Tr143 = trunc <1 x i16> %I126 to <1 x i1>
  %Sl144 = select i1 %Sl11, ptr %1, ptr %Sl18
  %L145 = load <4 x double>, ptr %Sl144, align 32
  store float %E132, ptr %Sl, align 4
  %E146 = extractelement <8 x float> %I118, i32 %E93
  %Shuff147 = shufflevector <1 x i1> %Cmp106, <1 x i1> %Cmp40, <1 x i32> poison
  %I148 = insertelement <4 x i1> %L69, i1 %E49, i32 %B135
  %B149 = fdiv double %B119, %L5
  %ZE150 = zext <1 x i1> %Shuff147 to <1 x i8>
  %Sl151 = select i1 %Sl98, i16 %Tr97, i16 %E42
  %Cmp152 = icmp slt <1 x i1> %Cmp40, %Cmp40
  %L153 = load <2 x i8>, ptr %Sl144, align 2
  store i64 %E77, ptr %Sl144, align 4
  %E154 = extractelement <8 x i8> %Sl67, i32 447983
  %Shuff155 = shufflevector <4 x double> %L115, <4 x double> %L115, <4 x i32> <i32 1, i32 poison, i32 5, i32 poison>
  %I156 = insertelement <1 x double> %FC136, double %L28, i32 %3
  %B157 = udiv i8 %Sl129, -21
  %FC158 = sitofp <8 x i8> %Sl67 to <8 x double>
  %Sl159 = select i1 %Sl98, float %B38, float %Sl26
  %Cmp160 = icmp ult i1 %Cmp19, %Sl98
  br i1 %Cmp160, label %CF247, label %CF256

CF256:                                            ; preds = %CF247
  %L161 = load <1 x float>, ptr %Sl144, align 4
  store i64 %Sl46, ptr %Sl144, align 4
  %E162 = extractelement <8 x i64> zeroinitializer, i32 %B135
  %Shuff163 = shufflevector <1 x i16> %Shuff133, <1 x i16> %Shuff140, <1 x i32> <i32 1>
  %I164 = insertelement <8 x i64> %B142, i64 %E77, i32 447983
  %B165 = sub i32 %Sl137, %B135
  %ZE166 = zext <1 x i16> %I126 to <1 x i64>
  %Sl167 = select i1 %Sl98, float %Sl26, float %E132
  %Cmp168 = icmp sgt i8 %E139, -21
  br i1 %Cmp168, label %CF243, label %CF245

CF245:                                            ; preds = %CF256
  %L169 = load <8 x i16>, ptr %Sl18, align 16
  store double 0x14938E8F347A066, ptr %Sl, align 8
  %E170 = extractelement <8 x i16> %L61, i32 447983
  %Shuff171 = shufflevector <1 x i8> %I72, <1 x i8> %Shuff, <1 x i32> <i32 1>
  %I172 = insertelement <1 x i8> %Shuff171, i8 %Tr, i32 %B165
  %B173 = ashr <8 x i8> %Sl67, %Sl67
  %Sl174 = select i1 true, i1 %Cmp19, i1 %Sl11
  br i1 %Sl174, label %CF239, label %CF240

CF240:                                            ; preds = %CF240, %CF245
  %Cmp175 = icmp slt <1 x i16> %Shuff163, %Shuff50
  %L176 = load i64, ptr %Sl, align 4
  store <16 x i32> %L138, ptr %Sl144, align 64
  %E177 = extractelement <8 x i16> %L61, i32 %E93
  %Shuff178 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %I134, <1 x i32> zeroinitializer
  %I179 = insertelement <2 x i16> zeroinitializer, i16 %Se, i32 %E93
  %B180 = ashr i64 -1, %L123
  %FC181 = sitofp i16 0 to double
  %Sl182 = select i1 true, i1 %Tr128, i1 %Sl53
  br i1 %Sl182, label %CF240, label %CF258

CF258:                                            ; preds = %CF240
  %Cmp183 = fcmp olt <8 x double> %FC158, %FC158
  %L184 = load <1 x i32>, ptr %Sl18, align 4
  store i16 %E85, ptr %A1, align 2
  %E185 = extractelement <1 x i1> %Shuff147, i32 %E93
  br i1 %E185, label %CF237, label %CF238

CF238:                                            ; preds = %CF238, %CF258
  %Shuff186 = shufflevector <1 x i1> %Cmp40, <1 x i1> %Cmp152, <1 x i32> <i32 1>
  %I187 = insertelement <1 x i8> %Tr120, i8 %E29, i32 437851
  %Se188 = sext <1 x i8> %B96 to <1 x i64>
  %Sl189 = select i1 %Cmp19, i1 %Sl11, i1 true
  br i1 %Sl189, label %CF238, label %CF255

CF255:                                            ; preds = %CF238
  %Cmp190 = icmp uge <1 x i8> %Shuff, %Shuff125
  %L191 = load i1, ptr %Sl18, align 1
  br i1 %L191, label %CF, label %CF236

CF236:                                            ; preds = %CF236, %CF259, %CF255
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 32
  %E192 = extractelement <1 x i8> %Shuff22, i32 %E93
  %Shuff193 = shufflevector <1 x i8> %Shuff7, <1 x i8> %Shuff36, <1 x i32> zeroinitializer
  %I194 = insertelement <1 x i1> %Cmp175, i1 %Cmp47, i32 %3
  %Tr195 = trunc <1 x i8> %Shuff7 to <1 x i1>
  %Sl196 = select i1 %L107, i1 %L131, i1 %Cmp47
  br i1 %Sl196, label %CF236, label %CF259

CF259:                                            ; preds = %CF236
  %Cmp197 = icmp sgt <1 x i8> %Shuff125, %I134
  %L198 = load double, ptr %Sl, align 8
  store <4 x double> %L115, ptr %Sl144, align 32
  %E199 = extractelement <2 x i1> %Cmp83, i32 %E93
  br i1 %E199, label %CF236, label %CF257

CF257:                                            ; preds = %CF257, %CF259
  %Shuff200 = shufflevector <1 x i8> %Shuff125, <1 x i8> %I134, <1 x i32> zeroinitializer
  %I201 = insertelement <1 x i16> %Shuff117, i16 0, i32 %E93
  %ZE202 = zext <2 x i16> zeroinitializer to <2 x i64>
  %Sl203 = select i1 %Cmp130, float %FC, float %E132
  %Cmp204 = icmp ule <1 x i1> %Shuff186, %Cmp190
  %L205 = load <2 x float>, ptr %Sl144, align 8
  store float %Sl26, ptr %Sl, align 4
  %E206 = extractelement <1 x i16> %Shuff133, i32 %E93
  %Shuff207 = shufflevector <1 x i64> %Se188, <1 x i64> %ZE166, <1 x i32> <i32 1>
  %I208 = insertelement <1 x i8> %Shuff43, i8 -113, i32 437851
  %Sl209 = select i1 %L107, double %L100, double %B80
  %Cmp210 = icmp sge <8 x i32> %B65, zeroinitializer
  %L211 = load double, ptr %Sl144, align 8
  store <1 x double> %FC136, ptr %Sl18, align 8
  %E212 = extractelement <1 x float> %FC17, i32 %E93
  %Shuff213 = shufflevector <2 x i1> %Cmp83, <2 x i1> %Cmp122, <2 x i32> <i32 0, i32 2>
  %I214 = insertelement <1 x i8> %Shuff36, i8 %Sl129, i32 %B165
  %FC215 = sitofp <1 x i8> %Tr120 to <1 x float>
  %Sl216 = select i1 %Sl196, <1 x i16> %I201, <1 x i16> %ZE
  %Cmp217 = icmp eq <1 x i8> zeroinitializer, zeroinitializer
  %L218 = load i32, ptr %Sl144, align 4
  store <8 x i64> %I64, ptr %Sl144, align 64
  %E219 = extractelement <8 x double> %FC158, i32 %B135
  %Shuff220 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %Shuff94, <1 x i32> zeroinitializer
  %I221 = insertelement <1 x double> %FC136, double %L28, i32 %E93
  %BC = bitcast float %B9 to i32
  %Sl222 = select i1 %Sl98, <4 x float> %L41, <4 x float> %L41
  %L223 = load <4 x i32>, ptr %0, align 16
  store double %B149, ptr %Sl144, align 8
  %E224 = extractelement <8 x i1> %Sl33, i32 447983
  br i1 %E224, label %CF257, label %CF261

CF261:                                            ; preds = %CF257
  %Shuff225 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 1>
  %I226 = insertelement <8 x double> %L55, double 0x84B5B35424B348D2, i32 %L218
  %FC227 = uitofp <8 x i8> %B127 to <8 x double>
  %Sl228 = select <2 x i1> %Cmp83, <2 x i16> %I31, <2 x i16> %I179
  %L229 = load double, ptr %Sl144, align 8
  store <4 x i16> %L48, ptr %Sl144, align 8
  %E230 = extractelement <4 x double> %Shuff155, i32 %L218
  %Shuff231 = shufflevector <4 x i32> %L223, <4 x i32> %L223, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I232 = insertelement <1 x i8> %Shuff7, i8 %5, i32 %E93
  %B233 = xor <1 x i16> %Shuff78, %I201
  %FC234 = uitofp <8 x i16> %L169 to <8 x double>
  %Sl235 = select i1 %Cmp27, ptr %Sl, ptr %Sl144
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl144, align 16
  store <2 x i64> %ZE202, ptr %Sl144, align 16
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl235, align 128
  store <4 x i16> %L48, ptr %Sl144, align 8
  ret void
}
