; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD2(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x i64>, align 64
  %A3 = alloca <8 x double>, align 64
  %A2 = alloca <8 x double>, align 64
  %A1 = alloca <2 x i32>, align 8
  %A = alloca <2 x float>, align 8
  %L = load i8, i8* %0, align 1
  store <2 x i32> <i32 0, i32 -1>, <2 x i32>* %A1, align 8
  %E = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I = insertelement <4 x i8> zeroinitializer, i8 119, i32 2
  %B = xor i64 165167, 0
  %ZE = zext i8 -85 to i32
  %Sl = select i1 true, i64 %B, i64 %B
  %Cmp = icmp uge i64 %B, %B
  br label %CF165

CF165:                                            ; preds = %BB
  %L5 = load i8, i8* %0, align 1
  store i8 119, i8* %0, align 1
  %E6 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff, <4 x i32> <i32 undef, i32 1, i32 3, i32 undef>
  %I8 = insertelement <4 x i8> zeroinitializer, i8 119, i32 1
  %B9 = and i8 %L5, 19
  %ZE10 = zext <8 x i1> zeroinitializer to <8 x i64>
  %Sl11 = select i1 true, <4 x i8> %Shuff, <4 x i8> %Shuff
  %Cmp12 = icmp slt i8 123, 19
  br label %CF160

CF160:                                            ; preds = %CF160, %CF172, %CF165
  %L13 = load i8, i8* %0, align 1
  store i8 119, i8* %0, align 1
  %E14 = extractelement <4 x i8> %Shuff7, i32 3
  %Shuff15 = shufflevector <4 x i8> %Shuff, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I16 = insertelement <4 x i8> zeroinitializer, i8 -85, i32 0
  %B17 = urem i8 %E14, %L
  %Se = sext <4 x i8> %Sl11 to <4 x i16>
  %Sl18 = select i1 true, i16 -1, i16 -1
  %Cmp19 = icmp sge i64 %B, %4
  br i1 %Cmp19, label %CF160, label %CF167

CF167:                                            ; preds = %CF167, %CF160
  %L20 = load i8, i8* %0, align 1
  store i8 %L5, i8* %0, align 1
  %E21 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff22 = shufflevector <8 x i64> %ZE10, <8 x i64> %ZE10, <8 x i32> <i32 4, i32 undef, i32 8, i32 10, i32 12, i32 14, i32 undef, i32 2>
  %I23 = insertelement <4 x i8> zeroinitializer, i8 19, i32 2
  %B24 = srem i8 19, %5
  %Tr = trunc i8 119 to i1
  br i1 %Tr, label %CF167, label %CF172

CF172:                                            ; preds = %CF167
  %Sl25 = select i1 %Cmp, i1 %Cmp12, i1 %Cmp
  br i1 %Sl25, label %CF160, label %CF163

CF163:                                            ; preds = %CF172
  %L26 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E27 = extractelement <4 x i8> zeroinitializer, i32 2
  %Shuff28 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I29 = insertelement <4 x i8> zeroinitializer, i8 -85, i32 3
  %B30 = urem <8 x i64> %ZE10, %ZE10
  %Sl31 = select i1 true, i16 -17137, i16 %Sl18
  %Cmp32 = icmp ult <4 x i8> %Sl11, %I16
  %L33 = load i64, i64* %2, align 4
  store i8 -85, i8* %0, align 1
  %E34 = extractelement <4 x i8> zeroinitializer, i32 2
  %Shuff35 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff28, <4 x i32> <i32 1, i32 undef, i32 undef, i32 7>
  %I36 = insertelement <4 x i8> zeroinitializer, i8 -85, i32 3
  %B37 = frem double 0xE8DEB2C8A8B5CAA, 0xBA9DEB3CDE9B04BA
  %Tr38 = trunc i64 %4 to i1
  br label %CF158

CF158:                                            ; preds = %CF158, %CF168, %CF173, %CF163
  %Sl39 = select i1 true, i8 %L13, i8 19
  %Cmp40 = icmp eq i8 %E34, %L
  br i1 %Cmp40, label %CF158, label %CF166

CF166:                                            ; preds = %CF166, %CF177, %CF169, %CF158
  %L41 = load i8, i8* %0, align 1
  store i8 119, i8* %0, align 1
  %E42 = extractelement <4 x i8> %Shuff7, i32 0
  %Shuff43 = shufflevector <4 x i8> %Shuff15, <4 x i8> %Shuff, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I44 = insertelement <1 x i8> zeroinitializer, i8 119, i32 0
  %FC = fptosi double 0xE8DEB2C8A8B5CAA to i16
  %Sl45 = select i1 true, i16 -17137, i16 0
  %Cmp46 = icmp ult i8 %E14, %B24
  br i1 %Cmp46, label %CF166, label %CF177

CF177:                                            ; preds = %CF166
  %L47 = load i8, i8* %0, align 1
  store i8 %B17, i8* %0, align 1
  %E48 = extractelement <4 x i8> zeroinitializer, i32 2
  %Shuff49 = shufflevector <4 x i8> %Shuff, <4 x i8> %Shuff7, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I50 = insertelement <4 x i8> zeroinitializer, i8 %L, i32 3
  %Sl51 = select i1 %Tr, i8 %5, i8 %L5
  %Cmp52 = icmp slt i8 %E14, 119
  br i1 %Cmp52, label %CF166, label %CF169

CF169:                                            ; preds = %CF177
  %L53 = load <2 x i32>, <2 x i32>* %A1, align 8
  store <2 x float> <float 0xFFFFFFFFE0000000, float 0.000000e+00>, <2 x float>* %A, align 8
  %E54 = extractelement <4 x i8> %Shuff7, i32 0
  %Shuff55 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff49, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I56 = insertelement <4 x i8> %Shuff, i8 %5, i32 1
  %Se57 = sext <4 x i8> zeroinitializer to <4 x i32>
  %Sl58 = select <4 x i1> %Cmp32, <4 x i1> %Cmp32, <4 x i1> %Cmp32
  %Cmp59 = icmp sgt i16 0, %Sl18
  br i1 %Cmp59, label %CF166, label %CF168

CF168:                                            ; preds = %CF169
  %L60 = load i8, i8* %0, align 1
  store i8 %Sl39, i8* %0, align 1
  %E61 = extractelement <4 x i8> %Shuff, i32 2
  %Shuff62 = shufflevector <2 x i32> %L53, <2 x i32> %L53, <2 x i32> <i32 1, i32 3>
  %I63 = insertelement <4 x i8> zeroinitializer, i8 %L20, i32 3
  %B64 = udiv i8 %L41, %Sl51
  %Sl65 = select i1 %Tr38, i8 %E61, i8 19
  %Cmp66 = icmp sgt i64 165167, 0
  br i1 %Cmp66, label %CF158, label %CF164

CF164:                                            ; preds = %CF164, %CF176, %CF168
  %L67 = load i8, i8* %0, align 1
  store i8 %E48, i8* %0, align 1
  %E68 = extractelement <4 x i8> %Shuff28, i32 2
  %Shuff69 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I63, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I70 = insertelement <2 x i32> %L53, i32 %3, i32 1
  %B71 = sdiv i16 %FC, 0
  %ZE72 = zext <4 x i8> zeroinitializer to <4 x i64>
  %Sl73 = select i1 %Cmp, i8 %L13, i8 %B24
  %Cmp74 = icmp eq i8 %Sl51, %Sl51
  br i1 %Cmp74, label %CF164, label %CF171

CF171:                                            ; preds = %CF171, %CF164
  %L75 = load i8, i8* %0, align 1
  store i8 %E27, i8* %0, align 1
  %E76 = extractelement <4 x i8> %Shuff, i32 0
  %Shuff77 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I78 = insertelement <4 x i8> %Shuff49, i8 %L26, i32 1
  %B79 = fsub float 0x3CC76A8B40000000, 0x3CC76A8B40000000
  %FC80 = sitofp <2 x i1> zeroinitializer to <2 x double>
  %Sl81 = select i1 %Cmp, i64 0, i64 %4
  %Cmp82 = icmp uge i8 %E6, 19
  br i1 %Cmp82, label %CF171, label %CF176

CF176:                                            ; preds = %CF171
  %L83 = load i8, i8* %0, align 1
  store i8 %L60, i8* %0, align 1
  %E84 = extractelement <4 x i8> zeroinitializer, i32 2
  %Shuff85 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Se, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I86 = insertelement <4 x i8> %Shuff, i8 %L5, i32 3
  %B87 = ashr <4 x i8> %Shuff35, %Shuff
  %Sl88 = select <4 x i1> %Cmp32, <4 x i8> zeroinitializer, <4 x i8> %Shuff43
  %Cmp89 = icmp sge <4 x i8> %I50, %I86
  %L90 = load i8, i8* %0, align 1
  store i8 119, i8* %0, align 1
  %E91 = extractelement <4 x i8> %Shuff7, i32 0
  %Shuff92 = shufflevector <4 x i8> %I, <4 x i8> %Shuff35, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I93 = insertelement <4 x i8> %Shuff28, i8 %E34, i32 1
  %B94 = mul i16 %FC, %FC
  %FC95 = sitofp <2 x i32> %Shuff62 to <2 x double>
  %Sl96 = select i1 %Cmp40, i32 509627, i32 91015
  %Cmp97 = icmp eq i8 %B9, %L75
  br i1 %Cmp97, label %CF164, label %CF170

CF170:                                            ; preds = %CF170, %CF176
  %L98 = load i8, i8* %0, align 1
  store <2 x i32> %L53, <2 x i32>* %A1, align 8
  %E99 = extractelement <4 x i8> zeroinitializer, i32 2
  %Shuff100 = shufflevector <4 x i8> %Shuff28, <4 x i8> %Shuff43, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I101 = insertelement <4 x i8> %Shuff15, i8 %E54, i32 3
  %B102 = sub i8 %E54, %L60
  %FC103 = uitofp i1 %Cmp74 to float
  %Sl104 = select i1 %Cmp, i8 %E, i8 %E48
  %Cmp105 = icmp sge <4 x i8> %Shuff7, %Shuff100
  %L106 = load i8, i8* %0, align 1
  store i8 %L90, i8* %0, align 1
  %E107 = extractelement <4 x i8> %Shuff43, i32 1
  %Shuff108 = shufflevector <4 x i8> %Shuff7, <4 x i8> %Shuff35, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I109 = insertelement <2 x i1> zeroinitializer, i1 %Cmp, i32 0
  %B110 = srem <4 x i8> %Shuff55, %I78
  %PC = bitcast <2 x float>* %A to float*
  %Sl111 = select i1 %Cmp, i32 509627, i32 %Sl96
  %Cmp112 = icmp ult i8 %L5, %Sl39
  br i1 %Cmp112, label %CF170, label %CF173

CF173:                                            ; preds = %CF170
  %L113 = load float, float* %PC, align 4
  store float %FC103, float* %PC, align 4
  %E114 = extractelement <4 x i8> zeroinitializer, i32 2
  %Shuff115 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff7, <4 x i32> <i32 undef, i32 undef, i32 5, i32 7>
  %I116 = insertelement <2 x i1> zeroinitializer, i1 %Cmp82, i32 1
  %B117 = sdiv <4 x i8> %Shuff100, %Shuff115
  %FC118 = sitofp <4 x i8> %I93 to <4 x float>
  %Sl119 = select i1 true, i8 %L, i8 %Sl104
  %Cmp120 = icmp ult i8 %L13, %E34
  br i1 %Cmp120, label %CF158, label %CF159

CF159:                                            ; preds = %CF159, %CF173
  %L121 = load float, float* %PC, align 4
  store float 0x3CC76A8B40000000, float* %PC, align 4
  %E122 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff123 = shufflevector <2 x i32> %Shuff62, <2 x i32> %L53, <2 x i32> <i32 3, i32 1>
  %I124 = insertelement <8 x i64> %Shuff22, i64 165167, i32 1
  %B125 = sdiv i8 %E54, 119
  %Se126 = sext i8 %Sl104 to i16
  %Sl127 = select i1 %Cmp, i16 -26241, i16 %Se126
  %Cmp128 = icmp ule i1 %Cmp40, %Cmp97
  br i1 %Cmp128, label %CF159, label %CF175

CF175:                                            ; preds = %CF159
  %L129 = load float, float* %PC, align 4
  store float %B79, float* %PC, align 4
  %E130 = extractelement <4 x i8> %Shuff69, i32 3
  %Shuff131 = shufflevector <4 x i1> %Cmp105, <4 x i1> %Cmp32, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I132 = insertelement <4 x i8> %Shuff69, i8 %B64, i32 0
  %Sl133 = select i1 %Cmp, double 0xCBC1F96029BFCCDE, double 0xCBC1F96029BFCCDE
  %Cmp134 = icmp uge i8 %Sl104, %B125
  br label %CF

CF:                                               ; preds = %CF, %CF178, %CF175
  %L135 = load float, float* %PC, align 4
  store float %B79, float* %PC, align 4
  %E136 = extractelement <2 x i32> %Shuff123, i32 1
  %Shuff137 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 undef, i32 undef, i32 0>
  %I138 = insertelement <4 x i8> zeroinitializer, i8 %L, i32 0
  %FC139 = uitofp i8 %L67 to double
  %Sl140 = select i1 true, i1 %Cmp12, i1 %Cmp112
  br i1 %Sl140, label %CF, label %CF178

CF178:                                            ; preds = %CF
  %Cmp141 = icmp ugt i8 %Sl119, %B64
  br i1 %Cmp141, label %CF, label %CF161

CF161:                                            ; preds = %CF161, %CF174, %CF178
  %L142 = load i8, i8* %0, align 1
  store float 0x3CC76A8B40000000, float* %PC, align 4
  %E143 = extractelement <4 x i64> %ZE72, i32 1
  %Shuff144 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff137, <4 x i32> <i32 0, i32 2, i32 4, i32 undef>
  %I145 = insertelement <4 x i8> %I56, i8 %L60, i32 2
  %B146 = and i64 %Sl81, %E143
  %ZE147 = zext i16 -17137 to i64
  %Sl148 = select i1 %Tr38, i16 -1, i16 0
  %Cmp149 = icmp slt <8 x i64> %I124, %ZE10
  %L150 = load float, float* %PC, align 4
  store float %L129, float* %PC, align 4
  %E151 = extractelement <2 x i1> zeroinitializer, i32 0
  br i1 %E151, label %CF161, label %CF174

CF174:                                            ; preds = %CF161
  %Shuff152 = shufflevector <2 x i1> %I109, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I153 = insertelement <4 x i8> zeroinitializer, i8 -85, i32 1
  %B154 = fmul double %B37, %Sl133
  %Se155 = sext i1 %Sl140 to i64
  %Sl156 = select i1 %Cmp12, i8 %B102, i8 -85
  %Cmp157 = icmp ugt i64 0, %Sl81
  br i1 %Cmp157, label %CF161, label %CF162

CF162:                                            ; preds = %CF174
  store float %L129, float* %PC, align 4
  store float %B79, float* %PC, align 4
  store <2 x float> <float 0xFFFFFFFFE0000000, float 0.000000e+00>, <2 x float>* %A, align 8
  store float %B79, float* %PC, align 4
  store float %B79, float* %PC, align 4
  ret void
}
