; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD3(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca i1, align 1
  %A2 = alloca float, align 4
  %A1 = alloca i32, align 4
  %A = alloca i64, align 8
  %L = load <2 x i16>, ptr %0, align 4
  store i64 64481, ptr %A, align 4
  %E = extractelement <4 x i16> zeroinitializer, i32 39241
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I = insertelement <4 x i64> zeroinitializer, i64 64481, i32 39241
  %B = frem float 0x3878262C00000000, 0x422D262100000000
  %FC = sitofp <4 x i64> %Shuff to <4 x float>
  %Sl = select i1 true, i32 %3, i32 %3
  %Cmp = fcmp oge double 0x199F14BEF29D233C, 0x2F5730769455CAF4
  br label %CF253

CF253:                                            ; preds = %BB
  %L5 = load <4 x float>, ptr %0, align 16
  store double 0x2F5730769455CAF4, ptr %0, align 8
  %E6 = extractelement <16 x i32> zeroinitializer, i32 39241
  %Shuff7 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 poison, i32 poison, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I8 = insertelement <4 x i64> zeroinitializer, i64 106597, i32 138421
  %B9 = udiv i64 106597, %4
  %FC10 = sitofp <2 x i8> zeroinitializer to <2 x float>
  %Sl11 = select i1 true, i32 %E6, i32 138421
  %Cmp12 = fcmp uno float %B, %B
  br label %CF244

CF244:                                            ; preds = %CF244, %CF253
  %L13 = load <1 x i32>, ptr %0, align 4
  store i16 0, ptr %0, align 2
  %E14 = extractelement <2 x i1> zeroinitializer, i32 39241
  br i1 %E14, label %CF244, label %CF248

CF248:                                            ; preds = %CF244
  %Shuff15 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 poison, i32 13>
  %I16 = insertelement <2 x i1> zeroinitializer, i1 %Cmp12, i32 39241
  %PC = bitcast ptr %A1 to ptr
  %Sl17 = select i1 %Cmp, ptr %A4, ptr %PC
  %Cmp18 = icmp ugt i1 true, true
  br label %CF243

CF243:                                            ; preds = %CF248
  %L19 = load <2 x i32>, ptr %PC, align 8
  store double 0x2F5730769455CAF4, ptr %A3, align 8
  %E20 = extractelement <8 x i8> zeroinitializer, i32 39241
  %Shuff21 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I22 = insertelement <1 x i32> %L13, i32 39241, i32 39241
  %Tr = trunc i32 39241 to i16
  %Sl23 = select <2 x i1> zeroinitializer, <2 x float> %FC10, <2 x float> %FC10
  %Cmp24 = icmp ne <1 x i32> %I22, %L13
  %L25 = load <16 x i8>, ptr %0, align 16
  store i32 %3, ptr %PC, align 4
  %E26 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff27 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I28 = insertelement <8 x i64> %Shuff15, i64 %B9, i32 %Sl
  %ZE = zext i16 15801 to i64
  %Sl29 = select i1 %Cmp12, float 0x40E6301A00000000, float 0x422D262100000000
  %Cmp30 = icmp sge <1 x i32> %I22, %L13
  %L31 = load <1 x i8>, ptr %PC, align 1
  store i1 true, ptr %PC, align 1
  %E32 = extractelement <16 x i32> zeroinitializer, i32 %Sl
  %Shuff33 = shufflevector <4 x i16> %Shuff21, <4 x i16> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 poison, i32 poison>
  %I34 = insertelement <8 x i16> zeroinitializer, i16 0, i32 %E32
  %B35 = sdiv <4 x i16> zeroinitializer, %Shuff21
  %PC36 = bitcast ptr %A to ptr
  %Sl37 = select i1 %Cmp, i16 0, i16 0
  %Cmp38 = icmp sgt i8 %E20, %E20
  br label %CF

CF:                                               ; preds = %CF, %CF258, %CF255, %CF251, %CF247, %CF243
  %L39 = load i32, ptr %PC36, align 4
  %E40 = extractelement <4 x i64> zeroinitializer, i32 138421
  %Shuff41 = shufflevector <16 x i8> %L25, <16 x i8> %L25, <16 x i32> <i32 31, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 poison, i32 poison, i32 15, i32 17, i32 poison, i32 poison, i32 23, i32 25, i32 27, i32 29>
  %I42 = insertelement <4 x i16> %Shuff33, i16 %E, i32 %Sl
  %Tr43 = trunc i64 %4 to i16
  %Sl44 = select <2 x i1> %I16, <2 x i16> %L, <2 x i16> %L
  %Cmp45 = icmp ult <2 x i8> zeroinitializer, zeroinitializer
  %L46 = load <16 x i1>, ptr %PC, align 2
  store float 0x40E6301A00000000, ptr %PC, align 4
  %E47 = extractelement <8 x i8> zeroinitializer, i32 %E32
  %Shuff48 = shufflevector <2 x i32> %L19, <2 x i32> %L19, <2 x i32> <i32 3, i32 1>
  %I49 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 %E32
  %B50 = add i8 %E47, %E20
  %Sl51 = select i1 %Cmp38, double 0x199F14BEF29D233C, double 0x2E7BAC9ACD790118
  %Cmp52 = icmp ule <8 x i64> %Shuff15, %Shuff15
  %L53 = load i16, ptr %PC, align 2
  store <16 x i32> %Shuff7, ptr %PC, align 64
  %E54 = extractelement <8 x i8> zeroinitializer, i32 138421
  %Shuff55 = shufflevector <2 x i16> %Sl44, <2 x i16> %L, <2 x i32> <i32 2, i32 0>
  %I56 = insertelement <2 x i1> %Shuff27, i1 true, i32 39241
  %PC57 = bitcast ptr %PC to ptr
  %Sl58 = select i1 %Cmp, float 0x422D262100000000, float 0x40E6301A00000000
  %L59 = load <4 x i64>, ptr %PC, align 32
  store float %Sl58, ptr %PC36, align 4
  %E60 = extractelement <4 x i64> %L59, i32 %Sl
  %Shuff61 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I49, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I62 = insertelement <4 x i16> %Shuff21, i16 0, i32 %3
  %FC63 = uitofp <2 x i1> zeroinitializer to <2 x float>
  %Sl64 = select i1 true, i1 true, i1 true
  br i1 %Sl64, label %CF, label %CF256

CF256:                                            ; preds = %CF256, %CF
  %Cmp65 = icmp sgt i64 106597, %ZE
  br i1 %Cmp65, label %CF256, label %CF258

CF258:                                            ; preds = %CF256
  %L66 = load i32, ptr %A, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC57, align 128
  %E67 = extractelement <4 x i16> zeroinitializer, i32 %L39
  %Shuff68 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 12, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I69 = insertelement <1 x i8> %L31, i8 %E20, i32 %E32
  %B70 = fsub <4 x float> %L5, %FC
  %Sl71 = select <8 x i1> %Cmp52, <8 x i1> %Cmp52, <8 x i1> %Cmp52
  %Cmp72 = fcmp ule float %Sl29, %Sl29
  br i1 %Cmp72, label %CF, label %CF255

CF255:                                            ; preds = %CF258
  %L73 = load <4 x i16>, ptr %PC36, align 8
  store float %B, ptr %PC, align 4
  %E74 = extractelement <4 x i16> %Shuff21, i32 %L66
  %Shuff75 = shufflevector <8 x i16> %I34, <8 x i16> zeroinitializer, <8 x i32> <i32 poison, i32 11, i32 poison, i32 15, i32 poison, i32 3, i32 5, i32 7>
  %I76 = insertelement <4 x i64> zeroinitializer, i64 106597, i32 %3
  %FC77 = sitofp i32 138421 to float
  %Sl78 = select i1 %Cmp72, <4 x i16> %L73, <4 x i16> %I42
  %Cmp79 = fcmp false float %FC77, %B
  br i1 %Cmp79, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF255
  %L80 = load i16, ptr %0, align 2
  store <8 x i8> %Shuff68, ptr %PC57, align 8
  %E81 = extractelement <2 x i1> %I16, i32 %L66
  br i1 %E81, label %CF245, label %CF251

CF251:                                            ; preds = %CF245
  %Shuff82 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff, <4 x i32> <i32 poison, i32 0, i32 poison, i32 4>
  %I83 = insertelement <4 x i64> %L59, i64 %4, i32 39241
  %B84 = fdiv float %FC77, 0x3E3D363100000000
  %PC85 = bitcast ptr %Sl17 to ptr
  %Sl86 = select i1 true, <8 x i16> %I34, <8 x i16> %I34
  %Cmp87 = icmp sgt i1 %Cmp12, %Cmp12
  br i1 %Cmp87, label %CF, label %CF237

CF237:                                            ; preds = %CF237, %CF254, %CF252, %CF251
  %L88 = load i1, ptr %PC57, align 1
  br i1 %L88, label %CF237, label %CF254

CF254:                                            ; preds = %CF237
  %E89 = extractelement <8 x i16> zeroinitializer, i32 %3
  %Shuff90 = shufflevector <16 x i8> %Shuff41, <16 x i8> %L25, <16 x i32> <i32 poison, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 poison, i32 31, i32 1, i32 3, i32 5, i32 7>
  %I91 = insertelement <8 x i8> zeroinitializer, i8 0, i32 39241
  %Tr92 = trunc i16 229 to i1
  br i1 %Tr92, label %CF237, label %CF252

CF252:                                            ; preds = %CF254
  %Sl93 = select <1 x i1> %Cmp24, <1 x i1> %Cmp30, <1 x i1> %Cmp24
  %L94 = load double, ptr %A, align 8
  %E95 = extractelement <4 x float> %FC, i32 138421
  %Shuff96 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 poison>
  %I97 = insertelement <16 x i8> %Shuff41, i8 %E47, i32 %L66
  %B98 = shl <4 x i16> %Sl78, %I62
  %ZE99 = fpext float %B84 to double
  %Sl100 = select i1 true, i32 %3, i32 %E32
  %Cmp101 = icmp slt <4 x i16> %Sl78, %Shuff21
  %L102 = load <8 x i16>, ptr %PC36, align 16
  store i64 %ZE, ptr %PC, align 4
  %E103 = extractelement <8 x i1> %Cmp52, i32 %Sl
  br i1 %E103, label %CF237, label %CF240

CF240:                                            ; preds = %CF240, %CF257, %CF250, %CF252
  %Shuff104 = shufflevector <4 x i64> %L59, <4 x i64> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I105 = insertelement <2 x i1> %I56, i1 %Cmp, i32 %Sl
  %B106 = fadd double %L94, 0xE4D3B0F29FD12170
  %Tr107 = trunc <4 x i64> %Shuff104 to <4 x i32>
  %Sl108 = select i1 %Cmp38, double 0x199F14BEF29D233C, double %ZE99
  %Cmp109 = icmp ne i16 %E67, 0
  br i1 %Cmp109, label %CF240, label %CF257

CF257:                                            ; preds = %CF240
  %L110 = load double, ptr %PC36, align 8
  store <2 x i16> %L, ptr %PC57, align 4
  %E111 = extractelement <8 x i64> zeroinitializer, i32 %Sl11
  %Shuff112 = shufflevector <4 x i16> %Shuff21, <4 x i16> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I113 = insertelement <8 x i1> %Cmp52, i1 %Sl64, i32 %L66
  %B114 = ashr i16 0, 0
  %Se = sext <1 x i8> %I69 to <1 x i16>
  %Sl115 = select i1 %Sl64, i1 %E14, i1 %Sl64
  br i1 %Sl115, label %CF240, label %CF250

CF250:                                            ; preds = %CF257
  %Cmp116 = icmp ult <8 x i1> %Sl71, %I113
  %L117 = load i1, ptr %PC, align 1
  br i1 %L117, label %CF240, label %CF247

CF247:                                            ; preds = %CF250
  store <4 x float> %FC, ptr %PC, align 16
  %E118 = extractelement <2 x i16> %Shuff55, i32 39241
  %Shuff119 = shufflevector <8 x i64> %Shuff15, <8 x i64> %Shuff15, <8 x i32> <i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I120 = insertelement <4 x i64> %L59, i64 %ZE, i32 %E32
  %FC121 = sitofp <16 x i1> %L46 to <16 x double>
  %Sl122 = select i1 true, ptr %Sl17, ptr %PC57
  %Cmp123 = icmp sge <1 x i8> %I69, %L31
  %L124 = load <1 x float>, ptr %PC85, align 4
  store i1 %Sl64, ptr %PC85, align 1
  %E125 = extractelement <1 x i32> %L13, i32 %Sl11
  %Shuff126 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff96, <8 x i32> <i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison>
  %I127 = insertelement <4 x i16> zeroinitializer, i16 %B114, i32 %Sl
  %B128 = add <4 x i64> %I8, zeroinitializer
  %FC129 = fptoui float 0x3E3D363100000000 to i64
  %Sl130 = select i1 %Cmp72, float %B84, float %Sl29
  %Cmp131 = fcmp one <1 x float> %L124, %L124
  %L132 = load i8, ptr %A3, align 1
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC85, align 16
  %E133 = extractelement <8 x i64> %Shuff96, i32 %E125
  %Shuff134 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff68, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I135 = insertelement <2 x float> %FC10, float 0x40E6301A00000000, i32 138421
  %B136 = urem <16 x i8> %L25, %Shuff90
  %Se137 = sext <4 x i16> zeroinitializer to <4 x i32>
  %Sl138 = select i1 %E103, i64 %ZE, i64 %E111
  %L139 = load <1 x float>, ptr %Sl122, align 4
  store i32 138421, ptr %PC, align 4
  %E140 = extractelement <8 x i16> zeroinitializer, i32 %E125
  %Shuff141 = shufflevector <2 x i32> %L19, <2 x i32> %Shuff48, <2 x i32> <i32 3, i32 poison>
  %I142 = insertelement <8 x i64> %Shuff96, i64 %E111, i32 39241
  %B143 = sdiv i64 106597, %ZE
  %FC144 = fptoui float 0x40D1A46580000000 to i1
  br i1 %FC144, label %CF, label %CF236

CF236:                                            ; preds = %CF236, %CF249, %CF247
  %Sl145 = select i1 %FC144, ptr %PC36, ptr %PC57
  %Cmp146 = icmp ne <8 x i64> %I142, %Shuff15
  %L147 = load i32, ptr %Sl122, align 4
  store <4 x float> %FC, ptr %Sl122, align 16
  %E148 = extractelement <2 x i16> %Shuff55, i32 %E125
  %Shuff149 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I49, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I150 = insertelement <4 x i16> zeroinitializer, i16 0, i32 %E125
  %B151 = sdiv <1 x i32> %I22, %L13
  %FC152 = fptosi float %Sl29 to i1
  br i1 %FC152, label %CF236, label %CF241

CF241:                                            ; preds = %CF241, %CF236
  %Sl153 = select i1 %Cmp12, <16 x i32> zeroinitializer, <16 x i32> zeroinitializer
  %L154 = load <8 x float>, ptr %PC85, align 32
  store i16 %E140, ptr %PC, align 2
  %E155 = extractelement <8 x i1> %Cmp146, i32 39241
  br i1 %E155, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF241
  %Shuff156 = shufflevector <4 x i16> %I42, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 3, i32 5, i32 7>
  %I157 = insertelement <8 x i1> %Cmp116, i1 %Cmp79, i32 %3
  %B158 = frem double %ZE99, 0xE4D3B0F29FD12170
  %Tr159 = trunc i64 %B143 to i32
  %Sl160 = select i1 %E103, <1 x i8> %I69, <1 x i8> %L31
  %Cmp161 = icmp ule i16 %E67, 0
  br i1 %Cmp161, label %CF242, label %CF249

CF249:                                            ; preds = %CF242
  %L162 = load float, ptr %1, align 4
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 128
  %E163 = extractelement <16 x i8> %Shuff41, i32 138421
  %Shuff164 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I8, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I165 = insertelement <4 x i64> %L59, i64 %E60, i32 %Sl
  %B166 = shl i64 64481, %E40
  %FC167 = uitofp <2 x i16> %Shuff55 to <2 x double>
  %Sl168 = select <8 x i1> %Cmp52, <8 x i64> %Shuff96, <8 x i64> %Shuff96
  %Cmp169 = icmp ult i1 %Cmp65, %Sl115
  br i1 %Cmp169, label %CF236, label %CF238

CF238:                                            ; preds = %CF238, %CF249
  %L170 = load <4 x i16>, ptr %Sl122, align 8
  store double %B158, ptr %Sl17, align 8
  %E171 = extractelement <4 x i16> zeroinitializer, i32 %Tr159
  %Shuff172 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %L170, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I173 = insertelement <1 x i32> %B151, i32 %L66, i32 %L147
  %B174 = mul i32 %E6, %L66
  %Tr175 = trunc i32 39241 to i16
  %Sl176 = select i1 %Cmp, <8 x i1> %I113, <8 x i1> %Cmp52
  %Cmp177 = icmp sgt <4 x i64> %Shuff, %I83
  %L178 = load i8, ptr %PC85, align 1
  store <8 x i64> %Sl168, ptr %PC57, align 64
  %E179 = extractelement <4 x i64> %I83, i32 %L147
  %Shuff180 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff15, <8 x i32> <i32 10, i32 poison, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I181 = insertelement <1 x i8> %Sl160, i8 %E54, i32 %L147
  %B182 = sdiv <8 x i8> %Shuff68, %Shuff68
  %FC183 = sitofp i64 330121 to float
  %Sl184 = select i1 %FC144, i32 %B174, i32 %E32
  %Cmp185 = icmp sgt <16 x i32> zeroinitializer, zeroinitializer
  %L186 = load <4 x i64>, ptr %PC, align 32
  store double %Sl51, ptr %PC85, align 8
  %E187 = extractelement <4 x i64> %Shuff61, i32 %L66
  %Shuff188 = shufflevector <8 x i64> %Shuff126, <8 x i64> %I142, <8 x i32> <i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison>
  %I189 = insertelement <1 x i1> %Cmp131, i1 true, i32 %L147
  %B190 = srem i16 %Sl37, 0
  %Sl191 = select i1 %Sl64, <8 x i64> %Shuff180, <8 x i64> %I142
  %Cmp192 = icmp uge <2 x i1> zeroinitializer, %I105
  %L193 = load double, ptr %PC36, align 8
  store <8 x float> %L154, ptr %PC, align 32
  %E194 = extractelement <8 x float> %L154, i32 %3
  %Shuff195 = shufflevector <4 x i64> %Shuff, <4 x i64> %I49, <4 x i32> <i32 4, i32 6, i32 0, i32 poison>
  %I196 = insertelement <2 x i16> %Shuff55, i16 %Tr, i32 %Tr159
  %Sl197 = select i1 %Cmp109, i64 %E60, i64 %B166
  %Cmp198 = icmp ule i16 15801, %E
  br i1 %Cmp198, label %CF238, label %CF239

CF239:                                            ; preds = %CF239, %CF238
  %L199 = load <4 x i1>, ptr %A, align 1
  store i32 39241, ptr %PC57, align 4
  %E200 = extractelement <4 x i64> %Shuff149, i32 %E125
  %Shuff201 = shufflevector <2 x float> %I135, <2 x float> %I135, <2 x i32> <i32 poison, i32 1>
  %I202 = insertelement <8 x i64> %Shuff119, i64 %ZE, i32 %E125
  %B203 = ashr i16 0, %B114
  %FC204 = uitofp i16 %Tr175 to float
  %Sl205 = select <8 x i1> %Cmp52, <8 x i16> %I34, <8 x i16> %I34
  %Cmp206 = icmp ult i1 %E155, %Cmp169
  br i1 %Cmp206, label %CF239, label %CF246

CF246:                                            ; preds = %CF246, %CF239
  %L207 = load <2 x double>, ptr %Sl122, align 16
  store i8 %E20, ptr %0, align 1
  %E208 = extractelement <16 x i32> %Shuff7, i32 39241
  %Shuff209 = shufflevector <2 x i32> %Shuff141, <2 x i32> %L19, <2 x i32> <i32 1, i32 3>
  %I210 = insertelement <8 x i8> %Shuff68, i8 %E47, i32 %L66
  %B211 = fadd <16 x double> %FC121, %FC121
  %Se212 = sext i16 %B114 to i32
  %Sl213 = select i1 %FC144, float 0x3E3D363100000000, float %Sl58
  %Cmp214 = icmp uge <2 x i16> %I196, %I196
  %L215 = load float, ptr %PC36, align 4
  store <2 x i16> %L, ptr %PC57, align 4
  %E216 = extractelement <2 x double> %FC167, i32 %Sl100
  %Shuff217 = shufflevector <4 x i64> %Shuff195, <4 x i64> %I49, <4 x i32> <i32 poison, i32 poison, i32 6, i32 0>
  %I218 = insertelement <1 x i1> %Sl93, i1 %Cmp198, i32 %L147
  %B219 = fmul <2 x float> %FC10, %FC10
  %FC220 = fptosi float %Sl29 to i64
  %Sl221 = select i1 %Cmp72, <4 x i16> %Sl78, <4 x i16> %L73
  %L222 = load <4 x i16>, ptr %Sl122, align 8
  store double %E216, ptr %Sl122, align 8
  %E223 = extractelement <16 x i32> zeroinitializer, i32 %Tr159
  %Shuff224 = shufflevector <16 x i32> %Shuff7, <16 x i32> zeroinitializer, <16 x i32> <i32 15, i32 17, i32 19, i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I225 = insertelement <8 x i16> zeroinitializer, i16 %Sl37, i32 %L147
  %B226 = srem i32 138421, %E125
  %FC227 = fptoui double %ZE99 to i32
  %Sl228 = select <16 x i1> %Cmp185, <16 x i8> %L25, <16 x i8> %L25
  %L229 = load double, ptr %PC, align 8
  %E230 = extractelement <2 x i16> %Shuff55, i32 %3
  %Shuff231 = shufflevector <1 x i1> %I218, <1 x i1> %Cmp24, <1 x i32> <i32 1>
  %I232 = insertelement <8 x i16> %Sl205, i16 %E67, i32 %E32
  %PC233 = bitcast ptr %0 to ptr
  %Sl234 = select i1 %Cmp161, <8 x i64> %Shuff126, <8 x i64> %Shuff96
  %Cmp235 = icmp eq i1 %L117, %Cmp18
  br i1 %Cmp235, label %CF246, label %CF259

CF259:                                            ; preds = %CF246
  store i1 %FC144, ptr %PC57, align 1
  store i8 %L132, ptr %PC85, align 1
  store float %Sl130, ptr %Sl122, align 4
  store double %Sl51, ptr %PC85, align 8
  store i8 %L178, ptr %PC, align 1
  ret void
}
