; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD11(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca float, align 4
  %A2 = alloca float, align 4
  %A1 = alloca float, align 4
  %A = alloca i16, align 2
  %L = load i8, i8* %0, align 1
  store i16 -1, i16* %A, align 2
  %E = extractelement <4 x i1> zeroinitializer, i32 2
  br label %CF158

CF158:                                            ; preds = %CF158, %CF174, %CF169, %BB
  %Shuff = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <2 x i1> zeroinitializer, i1 true, i32 1
  %B = fdiv float 0xC33C25F000000000, 0xB8D8B12C80000000
  %PC = bitcast i32* %1 to float*
  %Sl = select i1 true, i16 221, i16 221
  %Cmp = icmp ule i16 %Sl, -25263
  br i1 %Cmp, label %CF158, label %CF165

CF165:                                            ; preds = %CF165, %CF158
  %L5 = load float, float* %PC, align 4
  store float 0x3DED31E100000000, float* %PC, align 4
  %E6 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff7 = shufflevector <1 x i64> %Shuff, <1 x i64> %Shuff, <1 x i32> zeroinitializer
  %I8 = insertelement <1 x i64> %Shuff7, i64 -1, i32 0
  %B9 = add i64 %E6, %E6
  %PC10 = bitcast i32* %1 to i8*
  %Sl11 = select i1 %E, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp12 = fcmp oge double 0xBBAF8ACE3CAD414C, 0x3C3BEA5A3B399ED8
  br i1 %Cmp12, label %CF165, label %CF166

CF166:                                            ; preds = %CF166, %CF165
  %L13 = load float, float* %PC, align 4
  store float 0xB8D8B12C80000000, float* %PC, align 4
  %E14 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff15 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> undef
  %I16 = insertelement <2 x i64> %Sl11, i64 384045, i32 0
  %ZE = zext <4 x i1> zeroinitializer to <4 x i8>
  %Sl17 = select i1 %E, i8* %PC10, i8* %PC10
  %Cmp18 = icmp eq <2 x i32> zeroinitializer, zeroinitializer
  %L19 = load float, float* %PC, align 4
  store float 0xC2D0B12480000000, float* %PC, align 4
  %E20 = extractelement <2 x i1> %Cmp18, i32 0
  br i1 %E20, label %CF166, label %CF174

CF174:                                            ; preds = %CF166
  %Shuff21 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I22 = insertelement <2 x i64> %Sl11, i64 %4, i32 1
  %B23 = shl <2 x i64> zeroinitializer, %I22
  %FC = sitofp <2 x i1> %I to <2 x double>
  %Sl24 = select i1 %Cmp12, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %Cmp25 = icmp uge <8 x i16> zeroinitializer, zeroinitializer
  %L26 = load float, float* %PC, align 4
  store i8 %5, i8* %Sl17, align 1
  %E27 = extractelement <4 x i1> zeroinitializer, i32 1
  br i1 %E27, label %CF158, label %CF161

CF161:                                            ; preds = %CF161, %CF176, %CF174
  %Shuff28 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Shuff, <1 x i32> undef
  %I29 = insertelement <4 x i1> zeroinitializer, i1 true, i32 0
  %BC = bitcast i32 %3 to float
  %Sl30 = select i1 %E27, <8 x i1> %Cmp25, <8 x i1> %Cmp25
  %L31 = load float, float* %PC, align 4
  store float 0xB8D8B12C80000000, float* %PC, align 4
  %E32 = extractelement <2 x i64> %Shuff15, i32 0
  %Shuff33 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff21, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I34 = insertelement <2 x i64> %B23, i64 %E6, i32 1
  %B35 = fdiv float 0xC33C25F000000000, %B
  %ZE36 = zext <2 x i1> %I to <2 x i8>
  %Sl37 = select i1 true, <8 x i1> %Sl30, <8 x i1> %Sl30
  %Cmp38 = icmp ne <1 x i16> zeroinitializer, zeroinitializer
  %L39 = load float, float* %PC, align 4
  store float 0x3DED31E100000000, float* %PC, align 4
  %E40 = extractelement <8 x i16> zeroinitializer, i32 3
  %Shuff41 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 undef, i32 0>
  %I42 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 0
  %B43 = lshr i16 221, %E40
  %FC44 = fptosi float %L13 to i8
  %Sl45 = select i1 %E, float 0xC2D0B12480000000, float 0x386337D700000000
  %Cmp46 = icmp ugt i1 true, %E20
  br i1 %Cmp46, label %CF161, label %CF176

CF176:                                            ; preds = %CF161
  %L47 = load float, float* %PC, align 4
  store float 0x386337D700000000, float* %PC, align 4
  %E48 = extractelement <2 x i64> %I16, i32 0
  %Shuff49 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 9, i32 undef, i32 13, i32 15, i32 1, i32 3, i32 undef, i32 undef>
  %I50 = insertelement <2 x i1> zeroinitializer, i1 true, i32 1
  %Se = sext <2 x i1> zeroinitializer to <2 x i8>
  %Sl51 = select i1 true, float %L39, float %L5
  %Cmp52 = icmp sgt <2 x i64> %Sl11, zeroinitializer
  %L53 = load float, float* %PC, align 4
  store i8 121, i8* %0, align 1
  %E54 = extractelement <2 x i32> %I42, i32 1
  %Shuff55 = shufflevector <4 x i1> %Shuff21, <4 x i1> %Shuff33, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I56 = insertelement <2 x i8> zeroinitializer, i8 %FC44, i32 0
  %B57 = fsub float 0xC2D0B12480000000, 0x3DED31E100000000
  %Tr = trunc i64 %E6 to i8
  %Sl58 = select <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i1> %Cmp52
  %Cmp59 = fcmp ogt float 0xC33C25F000000000, 0x3DED31E100000000
  br i1 %Cmp59, label %CF161, label %CF167

CF167:                                            ; preds = %CF167, %CF173, %CF176
  %L60 = load float, float* %PC, align 4
  store i8 %FC44, i8* %0, align 1
  %E61 = extractelement <4 x i1> zeroinitializer, i32 2
  br i1 %E61, label %CF167, label %CF173

CF173:                                            ; preds = %CF167
  %Shuff62 = shufflevector <8 x i16> %Shuff49, <8 x i16> %Shuff49, <8 x i32> <i32 1, i32 undef, i32 undef, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I63 = insertelement <8 x i16> %Shuff49, i16 %E40, i32 3
  %Tr64 = trunc <2 x i64> %Sl11 to <2 x i1>
  %Sl65 = select i1 %Cmp, i8 %Tr, i8 -39
  %L66 = load i8, i8* %0, align 1
  store float 0xC33C25F000000000, float* %PC, align 4
  %E67 = extractelement <2 x i64> %Sl11, i32 1
  %Shuff68 = shufflevector <8 x i1> %Cmp25, <8 x i1> %Cmp25, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 undef, i32 4, i32 6>
  %I69 = insertelement <8 x i1> %Shuff68, i1 %Cmp46, i32 2
  %B70 = fdiv float %L26, 0xB8D8B12C80000000
  %FC71 = sitofp i16 %E14 to float
  %Sl72 = select i1 %Cmp46, i8 %FC44, i8 %FC44
  %L73 = load i8, i8* %0, align 1
  store float %BC, float* %PC, align 4
  %E74 = extractelement <4 x i1> %Shuff33, i32 3
  br i1 %E74, label %CF167, label %CF169

CF169:                                            ; preds = %CF173
  %Shuff75 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I42, <2 x i32> <i32 2, i32 undef>
  %I76 = insertelement <2 x i32> zeroinitializer, i32 %E54, i32 0
  %B77 = sub <1 x i16> zeroinitializer, zeroinitializer
  %FC78 = fptosi float %B to i64
  %Sl79 = select i1 %E20, i64* %2, i64* %2
  %Cmp80 = icmp ugt i1 %Cmp12, true
  br i1 %Cmp80, label %CF158, label %CF160

CF160:                                            ; preds = %CF160, %CF169
  %L81 = load i16, i16* %A, align 2
  store i8 %L66, i8* %Sl17, align 1
  %E82 = extractelement <8 x i16> %Shuff49, i32 6
  %Shuff83 = shufflevector <2 x i32> %I42, <2 x i32> %Shuff41, <2 x i32> <i32 1, i32 3>
  %I84 = insertelement <2 x i64> %Sl11, i64 %E32, i32 1
  %B85 = fsub float %B57, %L26
  %FC86 = fptoui float %B35 to i1
  br i1 %FC86, label %CF160, label %CF163

CF163:                                            ; preds = %CF163, %CF160
  %Sl87 = select i1 true, i32* %1, i32* %1
  %Cmp88 = icmp sge i8 %L66, %Tr
  br i1 %Cmp88, label %CF163, label %CF170

CF170:                                            ; preds = %CF163
  %L89 = load float, float* %A2, align 4
  store i8 -39, i8* %PC10, align 1
  %E90 = extractelement <1 x i1> %Cmp38, i32 0
  br label %CF

CF:                                               ; preds = %CF, %CF180, %CF178, %CF170
  %Shuff91 = shufflevector <2 x i32> %Shuff75, <2 x i32> %Shuff41, <2 x i32> <i32 0, i32 undef>
  %I92 = insertelement <2 x i64> %I84, i64 %4, i32 0
  %B93 = add i64 %E6, %B9
  %FC94 = sitofp i1 %E20 to double
  %Sl95 = select i1 %E, float 0x386337D700000000, float %L53
  %L96 = load i8, i8* %Sl17, align 1
  store i64 %4, i64* %Sl79, align 4
  %E97 = extractelement <8 x i1> %Sl37, i32 3
  br i1 %E97, label %CF, label %CF168

CF168:                                            ; preds = %CF168, %CF
  %Shuff98 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I84, <2 x i32> <i32 2, i32 0>
  %I99 = insertelement <2 x i1> %Cmp18, i1 %E97, i32 0
  %B100 = fdiv float %L39, %Sl51
  %FC101 = sitofp i8 %Sl72 to float
  %Sl102 = select i1 %E, i1 %E74, i1 %FC86
  br i1 %Sl102, label %CF168, label %CF171

CF171:                                            ; preds = %CF171, %CF177, %CF179, %CF168
  %Cmp103 = icmp ugt <4 x i1> %Shuff33, zeroinitializer
  %L104 = load i8, i8* %0, align 1
  store i32 %3, i32* %Sl87, align 4
  %E105 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff106 = shufflevector <2 x i64> %Shuff98, <2 x i64> %I84, <2 x i32> <i32 1, i32 3>
  %I107 = insertelement <4 x i1> zeroinitializer, i1 %E20, i32 3
  %B108 = sdiv i8 %L104, %FC44
  %FC109 = uitofp i64 %E48 to float
  %Sl110 = select i1 %E, i64 %E6, i64 -1
  %Cmp111 = fcmp ule float %L53, 0xB8D8B12C80000000
  br i1 %Cmp111, label %CF171, label %CF177

CF177:                                            ; preds = %CF171
  %L112 = load i64, i64* %Sl79, align 4
  store i8 %FC44, i8* %0, align 1
  %E113 = extractelement <4 x i1> %Shuff55, i32 1
  br i1 %E113, label %CF171, label %CF175

CF175:                                            ; preds = %CF175, %CF177
  %Shuff114 = shufflevector <2 x i32> %Shuff41, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I115 = insertelement <8 x i1> %Shuff68, i1 %Cmp59, i32 2
  %Tr116 = trunc i64 %B93 to i16
  %Sl117 = select i1 %E20, <2 x i64> %Shuff98, <2 x i64> %I84
  %Cmp118 = icmp ugt i64 -1, %E32
  br i1 %Cmp118, label %CF175, label %CF179

CF179:                                            ; preds = %CF175
  %L119 = load float, float* %PC, align 4
  store float %B70, float* %A2, align 4
  %E120 = extractelement <2 x i1> %Cmp52, i32 1
  br i1 %E120, label %CF171, label %CF172

CF172:                                            ; preds = %CF172, %CF179
  %Shuff121 = shufflevector <2 x i1> %Sl58, <2 x i1> zeroinitializer, <2 x i32> <i32 undef, i32 0>
  %I122 = insertelement <2 x i64> %I22, i64 %Sl110, i32 0
  %B123 = add i8 -127, %FC44
  %Tr124 = trunc i64 %4 to i32
  %Sl125 = select i1 %Cmp46, float %FC109, float %L119
  %Cmp126 = icmp ult <2 x i64> %I34, %I84
  %L127 = load i64, i64* %Sl79, align 4
  store i8 -39, i8* %0, align 1
  %E128 = extractelement <1 x i1> %Cmp38, i32 0
  br i1 %E128, label %CF172, label %CF180

CF180:                                            ; preds = %CF172
  %Shuff129 = shufflevector <2 x i1> %Shuff121, <2 x i1> %I50, <2 x i32> <i32 0, i32 2>
  %I130 = insertelement <1 x i64> %Shuff, i64 -1, i32 0
  %B131 = srem i8 %Sl65, %Sl65
  %Tr132 = trunc <2 x i64> %Shuff106 to <2 x i32>
  %Sl133 = select i1 %E74, i1 %E113, i1 %Cmp46
  br i1 %Sl133, label %CF, label %CF164

CF164:                                            ; preds = %CF164, %CF180
  %Cmp134 = fcmp olt float 0x3DED31E100000000, 0x3DED31E100000000
  br i1 %Cmp134, label %CF164, label %CF178

CF178:                                            ; preds = %CF164
  %L135 = load i64, i64* %Sl79, align 4
  store i64 %4, i64* %Sl79, align 4
  %E136 = extractelement <2 x i64> %Shuff106, i32 0
  %Shuff137 = shufflevector <1 x i64> %Shuff7, <1 x i64> %Shuff, <1 x i32> undef
  %I138 = insertelement <2 x i64> %Shuff98, i64 %B93, i32 1
  %B139 = fadd float 0xB8D8B12C80000000, 0x3DED31E100000000
  %FC140 = fptoui double 0xBBAF8ACE3CAD414C to i8
  %Sl141 = select <4 x i1> zeroinitializer, <4 x i1> %I29, <4 x i1> zeroinitializer
  %Cmp142 = icmp ne <4 x i1> %Sl141, %Shuff21
  %L143 = load i8, i8* %0, align 1
  store i8 %L96, i8* %0, align 1
  %E144 = extractelement <8 x i1> %Sl30, i32 4
  br i1 %E144, label %CF, label %CF159

CF159:                                            ; preds = %CF159, %CF178
  %Shuff145 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %I130, <1 x i32> <i32 1>
  %I146 = insertelement <4 x i1> %I107, i1 %Cmp59, i32 3
  %B147 = sub i32 -1, %E54
  %FC148 = sitofp <4 x i32> zeroinitializer to <4 x float>
  %Sl149 = select i1 %Cmp59, <2 x i64> %I84, <2 x i64> %I84
  %Cmp150 = icmp slt i8 %Sl72, %FC140
  br i1 %Cmp150, label %CF159, label %CF162

CF162:                                            ; preds = %CF159
  %L151 = load i64, i64* %Sl79, align 4
  store i64 %L127, i64* %Sl79, align 4
  %E152 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff153 = shufflevector <2 x i32> %Tr132, <2 x i32> %Shuff83, <2 x i32> <i32 0, i32 2>
  %I154 = insertelement <8 x i16> zeroinitializer, i16 %E152, i32 2
  %ZE155 = zext <2 x i8> zeroinitializer to <2 x i64>
  %Sl156 = select i1 true, float %B100, float %B70
  %Cmp157 = icmp ugt <4 x i1> %Cmp142, zeroinitializer
  store i64 -1, i64* %Sl79, align 4
  store float %B, float* %PC, align 4
  store i8 %B123, i8* %0, align 1
  store i8 %5, i8* %Sl17, align 1
  store i64 %L151, i64* %Sl79, align 4
  ret void
}
