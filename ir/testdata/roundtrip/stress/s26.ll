; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD26(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x i64>, align 64
  %A3 = alloca <8 x double>, align 64
  %A2 = alloca <8 x i16>, align 16
  %A1 = alloca <8 x i1>, align 1
  %A = alloca <8 x double>, align 64
  %L = load <2 x i32>, ptr %A2, align 8
  store i8 51, ptr %0, align 1
  %E = extractelement <4 x i1> zeroinitializer, i32 -1
  br label %CF244

CF244:                                            ; preds = %BB
  %Shuff = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3>
  %I = insertelement <4 x i8> zeroinitializer, i8 51, i32 -1
  %B = srem <4 x i64> zeroinitializer, zeroinitializer
  %Tr = trunc <1 x i32> zeroinitializer to <1 x i1>
  %Sl = select <2 x i1> <i1 true, i1 false>, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp = icmp ult <2 x i64> zeroinitializer, zeroinitializer
  %L5 = load <8 x i64>, ptr %0, align 64
  store i1 true, ptr %0, align 1
  %E6 = extractelement <8 x i16> zeroinitializer, i32 -1
  %Shuff7 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff, <8 x i32> <i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 poison, i32 3>
  %I8 = insertelement <8 x i16> zeroinitializer, i16 %E6, i32 512919
  %B9 = add <2 x i32> %L, %L
  %Tr10 = trunc <4 x i64> zeroinitializer to <4 x i16>
  %Sl11 = select i1 false, i32 -1, i32 %3
  %Cmp12 = icmp ult i16 -10945, %E6
  br label %CF243

CF243:                                            ; preds = %CF244
  %L13 = load i16, ptr %0, align 2
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %2, align 64
  %E14 = extractelement <8 x i8> zeroinitializer, i32 512919
  %Shuff15 = shufflevector <2 x i64> %Sl, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I16 = insertelement <8 x i8> %Shuff7, i8 -41, i32 -1
  %B17 = mul i32 -1, %3
  %PC = bitcast ptr %A2 to ptr
  %Sl18 = select i1 %Cmp12, ptr %A, ptr %A1
  %Cmp19 = icmp slt <4 x i64> %B, %B
  %L20 = load <4 x i64>, ptr %A, align 32
  store i16 %E6, ptr %PC, align 2
  %E21 = extractelement <1 x i32> zeroinitializer, i32 %Sl11
  %Shuff22 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15>
  %I23 = insertelement <16 x i1> zeroinitializer, i1 true, i32 %3
  %B24 = frem double 0x9FA12540AD9FA8BE, 0xDC45BEE4E443BC62
  %Tr25 = trunc <2 x i64> zeroinitializer to <2 x i1>
  %Sl26 = select i1 false, i8 -41, i8 51
  %Cmp27 = icmp ne <2 x i1> %Tr25, %Cmp
  %L28 = load i32, ptr %0, align 4
  store <4 x i8> zeroinitializer, ptr %PC, align 4
  %E29 = extractelement <2 x i32> %L, i32 %3
  %Shuff30 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12>
  %I31 = insertelement <16 x i1> %I23, i1 true, i32 -1
  %Se = sext i8 51 to i64
  %Sl32 = select <16 x i1> zeroinitializer, <16 x i1> %I31, <16 x i1> zeroinitializer
  %Cmp33 = icmp eq i16 -3525, -3525
  br label %CF240

CF240:                                            ; preds = %CF243
  %L34 = load <2 x i1>, ptr %PC, align 1
  store i16 -3525, ptr %PC, align 2
  %E35 = extractelement <16 x i1> %I31, i32 %Sl11
  br label %CF239

CF239:                                            ; preds = %CF239, %CF259, %CF240
  %Shuff36 = shufflevector <8 x i8> %I16, <8 x i8> %Shuff, <8 x i32> <i32 poison, i32 13, i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9>
  %I37 = insertelement <8 x i8> zeroinitializer, i8 %E14, i32 211767
  %FC = uitofp <4 x i16> %Tr10 to <4 x double>
  %Sl38 = select <8 x i1> zeroinitializer, <8 x i16> zeroinitializer, <8 x i16> zeroinitializer
  %Cmp39 = icmp ugt <4 x i16> zeroinitializer, zeroinitializer
  %L40 = load <8 x i1>, ptr %PC, align 1
  store double 0xB919F4B8B3176436, ptr %PC, align 8
  %E41 = extractelement <8 x i8> %Shuff22, i32 512919
  %Shuff42 = shufflevector <2 x i64> %Shuff15, <2 x i64> %Shuff15, <2 x i32> <i32 1, i32 3>
  %I43 = insertelement <4 x i16> %Tr10, i16 -3525, i32 -1
  %B44 = ashr <4 x i16> zeroinitializer, zeroinitializer
  %FC45 = sitofp <2 x i64> zeroinitializer to <2 x float>
  %Sl46 = select i1 %Cmp33, ptr %2, ptr %0
  %Cmp47 = fcmp uge <4 x double> %FC, %FC
  %L48 = load <8 x i64>, ptr %PC, align 64
  store double 0xB919F4B8B3176436, ptr %PC, align 8
  %E49 = extractelement <8 x i16> %Shuff30, i32 -1
  %Shuff50 = shufflevector <2 x i1> %Cmp, <2 x i1> %Cmp, <2 x i32> <i32 3, i32 1>
  %I51 = insertelement <4 x i1> %Cmp19, i1 true, i32 %3
  %B52 = srem <8 x i64> %L5, %L48
  %Se53 = sext i32 -1 to i64
  %Sl54 = select <2 x i1> %Tr25, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp55 = icmp ult i1 %Cmp12, %Cmp33
  br i1 %Cmp55, label %CF239, label %CF259

CF259:                                            ; preds = %CF239
  %L56 = load <4 x i32>, ptr %PC, align 16
  store i32 %Sl11, ptr %Sl18, align 4
  %E57 = extractelement <4 x i64> zeroinitializer, i32 -1
  %Shuff58 = shufflevector <8 x i16> %I8, <8 x i16> %I8, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 poison, i32 poison, i32 9, i32 11>
  %I59 = insertelement <4 x i64> %B, i64 %E57, i32 -1
  %Tr60 = trunc <2 x i32> %B9 to <2 x i16>
  %Sl61 = select i1 true, <8 x i64> %L5, <8 x i64> %L5
  %Cmp62 = icmp uge <8 x i8> %Shuff, %Shuff
  %L63 = load i1, ptr %PC, align 1
  br i1 %L63, label %CF239, label %CF248

CF248:                                            ; preds = %CF259
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC, align 32
  %E64 = extractelement <4 x i8> zeroinitializer, i32 512919
  %Shuff65 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 2, i32 4, i32 6, i32 poison, i32 10, i32 poison, i32 14, i32 0>
  %I66 = insertelement <4 x i64> %L20, i64 %Se, i32 -1
  %B67 = fsub double 0x9D8925282F872CA6, %B24
  %FC68 = uitofp <8 x i64> %L48 to <8 x float>
  %Sl69 = select <4 x i1> zeroinitializer, <4 x i64> zeroinitializer, <4 x i64> %I66
  %Cmp70 = icmp ne <8 x i8> %Shuff36, %Shuff
  %L71 = load <4 x i1>, ptr %PC, align 1
  store i32 %3, ptr %PC, align 4
  %E72 = extractelement <8 x i16> %I8, i32 %3
  %Shuff73 = shufflevector <4 x i1> %Cmp47, <4 x i1> %Cmp39, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I74 = insertelement <4 x i64> zeroinitializer, i64 %Se, i32 %3
  %B75 = srem i32 %Sl11, %3
  %Sl76 = select i1 true, ptr %A3, ptr %A
  %Cmp77 = fcmp uge double %B24, %B67
  br label %CF237

CF237:                                            ; preds = %CF237, %CF253, %CF252, %CF248
  %L78 = load i16, ptr %Sl46, align 2
  store <8 x i16> %Shuff58, ptr %Sl76, align 16
  %E79 = extractelement <8 x i16> zeroinitializer, i32 %B75
  %Shuff80 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %B, <4 x i32> <i32 4, i32 6, i32 poison, i32 2>
  %I81 = insertelement <8 x i8> %I37, i8 %5, i32 512919
  %PC82 = bitcast ptr %PC to ptr
  %Sl83 = select i1 %Cmp33, i64 %E57, i64 %4
  %Cmp84 = icmp ult i16 %L13, %L78
  br i1 %Cmp84, label %CF237, label %CF253

CF253:                                            ; preds = %CF237
  %L85 = load i1, ptr %Sl46, align 1
  br i1 %L85, label %CF237, label %CF246

CF246:                                            ; preds = %CF246, %CF257, %CF253
  store <8 x i16> %Shuff30, ptr %PC, align 16
  %E86 = extractelement <8 x i64> %L5, i32 %Sl11
  %Shuff87 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I59, <4 x i32> <i32 6, i32 0, i32 poison, i32 4>
  %I88 = insertelement <4 x i16> zeroinitializer, i16 -3525, i32 %B75
  %PC89 = bitcast ptr %PC to ptr
  %Sl90 = select i1 true, i1 %Cmp77, i1 true
  br i1 %Sl90, label %CF246, label %CF257

CF257:                                            ; preds = %CF246
  %L91 = load <8 x i64>, ptr %PC, align 64
  store i16 %E72, ptr %PC, align 2
  %E92 = extractelement <1 x i1> %Tr, i32 %3
  br i1 %E92, label %CF246, label %CF252

CF252:                                            ; preds = %CF257
  %Shuff93 = shufflevector <8 x i8> %Shuff, <8 x i8> %Shuff36, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3, i32 5>
  %I94 = insertelement <16 x i1> %Sl32, i1 %Cmp84, i32 %E21
  %Sl95 = select i1 %L85, i1 %Sl90, i1 false
  br i1 %Sl95, label %CF237, label %CF238

CF238:                                            ; preds = %CF238, %CF258, %CF256, %CF247, %CF252
  %L96 = load i16, ptr %Sl46, align 2
  %E97 = extractelement <8 x i8> %Shuff, i32 %3
  %Shuff98 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I99 = insertelement <4 x i64> %B, i64 115543, i32 %3
  %B100 = urem <8 x i64> %L5, %L48
  %BC = bitcast double 0x9FA12540AD9FA8BE to i64
  %Sl101 = select i1 %Cmp33, <16 x i1> zeroinitializer, <16 x i1> %I94
  %Cmp102 = icmp eq <8 x i16> %Sl38, %I8
  %L103 = load float, ptr %A, align 4
  %E104 = extractelement <4 x i1> zeroinitializer, i32 %B75
  br i1 %E104, label %CF238, label %CF258

CF258:                                            ; preds = %CF238
  %Shuff105 = shufflevector <8 x i16> %Shuff65, <8 x i16> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 poison, i32 13>
  %I106 = insertelement <8 x i1> %Cmp62, i1 %Sl95, i32 %B17
  %Se107 = sext <8 x i8> %Shuff to <8 x i64>
  %Sl108 = select <8 x i1> %L40, <8 x i8> %I37, <8 x i8> zeroinitializer
  %Cmp109 = icmp eq <8 x i8> %Shuff36, zeroinitializer
  %L110 = load <4 x i1>, ptr %PC, align 1
  store i16 %E6, ptr %Sl76, align 2
  %E111 = extractelement <2 x i1> %Shuff50, i32 512919
  br i1 %E111, label %CF238, label %CF256

CF256:                                            ; preds = %CF258
  %Shuff112 = shufflevector <2 x i64> %Shuff15, <2 x i64> %Shuff98, <2 x i32> poison
  %I113 = insertelement <2 x i32> %L, i32 %3, i32 %E21
  %B114 = fdiv <2 x float> %FC45, %FC45
  %Se115 = sext i32 109211 to i64
  %Sl116 = select i1 true, i64 %Sl83, i64 115543
  %Cmp117 = icmp ule <4 x i8> zeroinitializer, zeroinitializer
  %L118 = load i16, ptr %Sl46, align 2
  store <1 x i8> zeroinitializer, ptr %PC, align 1
  %E119 = extractelement <8 x i8> zeroinitializer, i32 %3
  %Shuff120 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 15, i32 poison, i32 3, i32 poison, i32 7, i32 poison, i32 11, i32 13>
  %I121 = insertelement <2 x i1> %Shuff50, i1 %Sl90, i32 %E21
  %Se122 = sext <4 x i8> %I to <4 x i16>
  %Sl123 = select <8 x i1> %Cmp102, <8 x i8> %I16, <8 x i8> zeroinitializer
  %Cmp124 = icmp ule <8 x i16> %Shuff58, %Sl38
  %L125 = load <8 x i1>, ptr %Sl76, align 1
  store double 0x9FA12540AD9FA8BE, ptr %Sl46, align 8
  %E126 = extractelement <2 x i64> %Shuff98, i32 %B75
  %Shuff127 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I8, <8 x i32> <i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I128 = insertelement <4 x i64> %Shuff87, i64 115543, i32 %Sl11
  %B129 = and <8 x i8> %Shuff, %Shuff93
  %Sl130 = select <4 x i1> %L110, <4 x i16> %Se122, <4 x i16> %I43
  %Cmp131 = icmp ult <2 x i1> %Cmp27, %Cmp
  %L132 = load <2 x i8>, ptr %PC, align 2
  store float %L103, ptr %Sl46, align 4
  %E133 = extractelement <2 x i64> %Shuff112, i32 %3
  %Shuff134 = shufflevector <8 x i8> %Shuff22, <8 x i8> %B129, <8 x i32> <i32 9, i32 11, i32 poison, i32 15, i32 poison, i32 poison, i32 5, i32 7>
  %I135 = insertelement <2 x i64> zeroinitializer, i64 %Se, i32 -1
  %B136 = urem <8 x i8> %Shuff, %Shuff
  %PC137 = bitcast ptr %A1 to ptr
  %Sl138 = select <2 x i1> %Tr25, <2 x i64> %Shuff42, <2 x i64> zeroinitializer
  %Cmp139 = icmp ugt i64 %Se53, %Se115
  br i1 %Cmp139, label %CF238, label %CF247

CF247:                                            ; preds = %CF256
  %L140 = load <2 x i8>, ptr %PC137, align 2
  store i64 0, ptr %PC, align 4
  %E141 = extractelement <8 x i16> zeroinitializer, i32 %3
  %Shuff142 = shufflevector <8 x i8> %Shuff93, <8 x i8> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3>
  %I143 = insertelement <1 x i32> zeroinitializer, i32 %3, i32 %B75
  %Tr144 = trunc i64 %Sl116 to i16
  %Sl145 = select <4 x i1> %Cmp19, <4 x i8> %I, <4 x i8> zeroinitializer
  %L146 = load i32, ptr %PC137, align 4
  store <8 x i16> %Shuff58, ptr %A4, align 16
  %E147 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff148 = shufflevector <8 x i16> %Shuff105, <8 x i16> %I8, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I149 = insertelement <2 x i64> %Shuff112, i64 %E147, i32 -1
  %B150 = udiv i8 51, -41
  %Tr151 = trunc <4 x i64> %B to <4 x i8>
  %Sl152 = select i1 true, <8 x i64> %L5, <8 x i64> %L5
  %Cmp153 = fcmp ueq float %L103, 0x3BABF90FC0000000
  br i1 %Cmp153, label %CF238, label %CF241

CF241:                                            ; preds = %CF241, %CF254, %CF247
  %L154 = load float, ptr %PC137, align 4
  store <1 x i32> %I143, ptr %Sl76, align 4
  %E155 = extractelement <4 x i64> %Shuff87, i32 %L146
  %Shuff156 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff105, <8 x i32> <i32 14, i32 poison, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12>
  %I157 = insertelement <8 x i8> %Shuff134, i8 %E64, i32 %L146
  %B158 = xor i64 %E133, 0
  %FC159 = sitofp i1 %Cmp84 to float
  %Sl160 = select i1 %Cmp139, <8 x i8> %Shuff36, <8 x i8> %Shuff
  %Cmp161 = icmp ule <4 x i1> zeroinitializer, %Cmp117
  %L162 = load i32, ptr %PC, align 4
  store <2 x i32> %L, ptr %0, align 8
  %E163 = extractelement <4 x i64> zeroinitializer, i32 %Sl11
  %Shuff164 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I128, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I165 = insertelement <8 x i16> %Shuff58, i16 %E141, i32 512919
  %B166 = udiv i64 %E147, %E57
  %Se167 = sext <4 x i1> %Cmp161 to <4 x i64>
  %Sl168 = select i1 true, i64 %E133, i64 115543
  %Cmp169 = icmp ult <8 x i64> %Se107, %L48
  %L170 = load double, ptr %Sl76, align 8
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC137, align 16
  %E171 = extractelement <2 x i32> %L, i32 %B75
  %Shuff172 = shufflevector <8 x i1> %Cmp102, <8 x i1> zeroinitializer, <8 x i32> <i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I173 = insertelement <2 x i1> %Cmp27, i1 %Cmp33, i32 %B75
  %B174 = or i64 55899, 115543
  %PC175 = bitcast ptr %Sl76 to ptr
  %Sl176 = select i1 %Cmp33, <4 x i1> zeroinitializer, <4 x i1> %Cmp19
  %Cmp177 = fcmp false double 0xCB715510E16FE08E, %L170
  br i1 %Cmp177, label %CF241, label %CF254

CF254:                                            ; preds = %CF241
  %L178 = load i1, ptr %PC137, align 1
  br i1 %L178, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF250, %CF254
  store <4 x i16> %Tr10, ptr %PC175, align 8
  %E179 = extractelement <4 x i64> %Shuff87, i32 %E21
  %Shuff180 = shufflevector <8 x i1> %L40, <8 x i1> %Cmp169, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison>
  %I181 = insertelement <4 x i1> zeroinitializer, i1 %Cmp177, i32 %L146
  %B182 = fsub double 0x9D8925282F872CA6, %L170
  %BC183 = bitcast <4 x i64> %Shuff80 to <4 x double>
  %Sl184 = select i1 %Cmp177, i8 51, i8 -41
  %Cmp185 = icmp sgt i64 %Sl83, 0
  br i1 %Cmp185, label %CF242, label %CF249

CF249:                                            ; preds = %CF249, %CF242
  %L186 = load <4 x i1>, ptr %PC175, align 1
  store float %L103, ptr %Sl46, align 4
  %E187 = extractelement <4 x i16> zeroinitializer, i32 -1
  %Shuff188 = shufflevector <4 x i64> %I128, <4 x i64> %I59, <4 x i32> <i32 poison, i32 1, i32 3, i32 poison>
  %I189 = insertelement <4 x i64> %Shuff164, i64 %B174, i32 %B75
  %B190 = or <8 x i8> %B129, %I157
  %Sl191 = select i1 %Cmp55, i32 -1, i32 %L146
  %L192 = load <2 x i8>, ptr %PC175, align 2
  store float 0x3BABF90FC0000000, ptr %PC, align 4
  %E193 = extractelement <4 x i16> %I43, i32 %B17
  %Shuff194 = shufflevector <8 x i1> %Cmp169, <8 x i1> zeroinitializer, <8 x i32> <i32 poison, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15>
  %I195 = insertelement <2 x i1> %L34, i1 %Cmp84, i32 %B75
  %FC196 = uitofp <4 x i64> %Shuff188 to <4 x float>
  %Sl197 = select <8 x i1> %Cmp62, <8 x i8> %Shuff142, <8 x i8> %Shuff134
  %Cmp198 = icmp ule <8 x i1> %Cmp70, %Shuff120
  %L199 = load <4 x i16>, ptr %PC137, align 8
  store double %B67, ptr %Sl76, align 8
  %E200 = extractelement <4 x i1> %Cmp117, i32 %L146
  br i1 %E200, label %CF249, label %CF250

CF250:                                            ; preds = %CF249
  %Shuff201 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I51, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I202 = insertelement <8 x i64> %Sl61, i64 %E126, i32 %B75
  %Se203 = sext <2 x i16> %Tr60 to <2 x i64>
  %Sl204 = select i1 %Cmp33, i64 %Se53, i64 %Se115
  %Cmp205 = icmp eq i16 %L78, %E72
  br i1 %Cmp205, label %CF242, label %CF245

CF245:                                            ; preds = %CF245, %CF250
  %L206 = load i32, ptr %Sl76, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl46, align 128
  %E207 = extractelement <8 x i16> zeroinitializer, i32 %L146
  %Shuff208 = shufflevector <4 x i64> %I128, <4 x i64> %L20, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I209 = insertelement <4 x i16> %L199, i16 %E6, i32 %L146
  %B210 = mul <8 x i8> %Shuff142, %Sl108
  %FC211 = uitofp <8 x i16> %Shuff105 to <8 x double>
  %Sl212 = select <8 x i1> %L40, <8 x i1> %I106, <8 x i1> %Cmp70
  %Cmp213 = icmp uge i64 %Sl168, %BC
  br i1 %Cmp213, label %CF245, label %CF251

CF251:                                            ; preds = %CF251, %CF245
  %L214 = load <16 x i8>, ptr %0, align 16
  store float %L103, ptr %Sl46, align 4
  %E215 = extractelement <2 x i64> %Shuff98, i32 %L162
  %Shuff216 = shufflevector <2 x i64> %Sl138, <2 x i64> %Se203, <2 x i32> <i32 poison, i32 1>
  %I217 = insertelement <16 x i1> %Sl101, i1 false, i32 %L146
  %B218 = frem <4 x double> %FC, %BC183
  %FC219 = fptosi <4 x float> %FC196 to <4 x i8>
  %Sl220 = select i1 true, i32 %B17, i32 512919
  %Cmp221 = icmp eq i32 %L162, %L162
  br i1 %Cmp221, label %CF251, label %CF255

CF255:                                            ; preds = %CF251
  %L222 = load <8 x i64>, ptr %PC137, align 64
  store i8 %E64, ptr %Sl46, align 1
  %E223 = extractelement <4 x i1> %Shuff201, i32 %L162
  br label %CF

CF:                                               ; preds = %CF255
  %Shuff224 = shufflevector <4 x double> %BC183, <4 x double> %FC, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I225 = insertelement <8 x i16> zeroinitializer, i16 %E141, i32 %L146
  %B226 = and <4 x i16> zeroinitializer, %Tr10
  %Tr227 = trunc <8 x i64> %L222 to <8 x i32>
  %Sl228 = select <4 x i1> %L71, <4 x i16> %B226, <4 x i16> %L199
  %Cmp229 = icmp ne <1 x i32> zeroinitializer, zeroinitializer
  %L230 = load <4 x i8>, ptr %PC137, align 4
  store i1 %E104, ptr %PC, align 1
  %E231 = extractelement <4 x i8> %L230, i32 512919
  %Shuff232 = shufflevector <8 x i16> %Shuff127, <8 x i16> %I225, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 1>
  %I233 = insertelement <4 x i1> %Cmp19, i1 false, i32 %L206
  %B234 = frem <4 x double> %FC, %FC
  %Sl235 = select i1 %Cmp33, <2 x i64> %I135, <2 x i64> %Shuff98
  %Cmp236 = icmp ule <2 x i64> %Sl235, %Shuff42
  store i8 -41, ptr %PC137, align 1
  store i8 %E231, ptr %0, align 1
  store i16 %E141, ptr %Sl76, align 2
  store i1 true, ptr %0, align 1
  store i8 %Sl184, ptr %0, align 1
  ret void
}
