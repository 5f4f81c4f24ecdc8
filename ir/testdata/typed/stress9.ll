; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD9(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca i16, align 2
  %A2 = alloca i8, align 1
  %A1 = alloca i16, align 2
  %A = alloca i32, align 4
  %L = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 3, i32 undef, i32 7, i32 undef>
  %I = insertelement <2 x i16> zeroinitializer, i16 -26985, i32 1
  %B = udiv i32 %3, -1
  %FC = fptoui float 0xB8CAE8EEC0000000 to i1
  br label %CF160

CF160:                                            ; preds = %CF160, %CF165, %BB
  %Sl = select i1 true, i64 %4, i64 %4
  %Cmp = icmp uge i1 true, true
  br i1 %Cmp, label %CF160, label %CF162

CF162:                                            ; preds = %CF162, %CF185, %CF171, %CF160
  %L5 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E6 = extractelement <4 x i16> zeroinitializer, i32 3
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I8 = insertelement <4 x i8> %Shuff7, i8 -61, i32 0
  %B9 = srem i64 %Sl, 421275
  %Tr = trunc i16 0 to i1
  br i1 %Tr, label %CF162, label %CF176

CF176:                                            ; preds = %CF176, %CF162
  %Sl10 = select i1 true, i1 %FC, i1 true
  br i1 %Sl10, label %CF176, label %CF185

CF185:                                            ; preds = %CF176
  %Cmp11 = icmp ule i16 %E, %E6
  br i1 %Cmp11, label %CF162, label %CF171

CF171:                                            ; preds = %CF185
  %L12 = load i8, i8* %0, align 1
  store i8 -61, i8* %0, align 1
  %E13 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff14 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I, <2 x i32> <i32 0, i32 undef>
  %I15 = insertelement <4 x i8> zeroinitializer, i8 %L5, i32 2
  %B16 = lshr i8 %L, %L5
  %Tr17 = trunc <4 x i8> %I15 to <4 x i1>
  %Sl18 = select i1 %FC, i1 %FC, i1 %Cmp
  br i1 %Sl18, label %CF162, label %CF165

CF165:                                            ; preds = %CF171
  %Cmp19 = icmp sgt i1 true, true
  br i1 %Cmp19, label %CF160, label %CF161

CF161:                                            ; preds = %CF161, %CF167, %CF165
  %L20 = load i8, i8* %0, align 1
  store i8 %B16, i8* %0, align 1
  %E21 = extractelement <4 x i8> %Shuff7, i32 2
  %Shuff22 = shufflevector <4 x i1> %Tr17, <4 x i1> %Tr17, <4 x i32> <i32 undef, i32 7, i32 1, i32 3>
  %I23 = insertelement <4 x i16> %Shuff, i16 -26985, i32 3
  %B24 = ashr i16 -26985, -26985
  %Tr25 = trunc i32 -1 to i16
  %Sl26 = select i1 true, i1 %Cmp, i1 %FC
  br i1 %Sl26, label %CF161, label %CF167

CF167:                                            ; preds = %CF161
  %Cmp27 = fcmp ord double 0xF3B5E25413B3F7D2, 0x1F45C1E4A7433F62
  br i1 %Cmp27, label %CF161, label %CF163

CF163:                                            ; preds = %CF163, %CF184, %CF167
  %L28 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E29 = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff30 = shufflevector <2 x i16> %Shuff14, <2 x i16> zeroinitializer, <2 x i32> undef
  %I31 = insertelement <4 x i16> %Shuff, i16 0, i32 1
  %B32 = sub i8 -61, -61
  %Se = sext i1 true to i64
  %Sl33 = select <4 x i1> %Tr17, <4 x i16> %Shuff, <4 x i16> zeroinitializer
  %Cmp34 = icmp ne <4 x i64> zeroinitializer, zeroinitializer
  %L35 = load i32, i32* %A, align 4
  store i8 %B16, i8* %0, align 1
  %E36 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff37 = shufflevector <4 x i16> %Shuff, <4 x i16> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I38 = insertelement <4 x i8> %Shuff7, i8 %L5, i32 1
  %FC39 = uitofp <2 x i16> %Shuff14 to <2 x double>
  %Sl40 = select i1 false, i1 %Sl26, i1 true
  br i1 %Sl40, label %CF163, label %CF173

CF173:                                            ; preds = %CF173, %CF186, %CF163
  %Cmp41 = icmp ugt <4 x i16> %Shuff37, zeroinitializer
  %L42 = load i8, i8* %0, align 1
  store i8 %L20, i8* %0, align 1
  %E43 = extractelement <2 x i16> %Shuff14, i32 1
  %Shuff44 = shufflevector <4 x i16> %Shuff37, <4 x i16> %I23, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I45 = insertelement <4 x i8> %Shuff7, i8 %B32, i32 2
  %B46 = sdiv <4 x i16> %Sl33, zeroinitializer
  %FC47 = uitofp <4 x i16> %Sl33 to <4 x float>
  %Sl48 = select i1 true, i16 %E43, i16 %E
  %Cmp49 = icmp ugt i1 %Cmp11, %Sl18
  br i1 %Cmp49, label %CF173, label %CF181

CF181:                                            ; preds = %CF181, %CF173
  %L50 = load i8, i8* %0, align 1
  store i8 -61, i8* %0, align 1
  %E51 = extractelement <2 x i16> %Shuff30, i32 1
  %Shuff52 = shufflevector <4 x i16> %Sl33, <4 x i16> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I53 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 0
  %B54 = lshr i8 %L, %B32
  %FC55 = fptosi double 0x1F45C1E4A7433F62 to i1
  br i1 %FC55, label %CF181, label %CF186

CF186:                                            ; preds = %CF181
  %Sl56 = select i1 %Sl40, i16 %E6, i16 -26985
  %Cmp57 = icmp slt i8 %L12, %L50
  br i1 %Cmp57, label %CF173, label %CF178

CF178:                                            ; preds = %CF178, %CF186
  %L58 = load i1, i1* %A4, align 1
  br i1 %L58, label %CF178, label %CF184

CF184:                                            ; preds = %CF178
  store i32 %3, i32* %A, align 4
  %E59 = extractelement <2 x i16> %Shuff14, i32 0
  %Shuff60 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 undef, i32 3>
  %I61 = insertelement <4 x i1> %Shuff22, i1 true, i32 3
  %Sl62 = select i1 %FC55, float 0x3858E1FCC0000000, float 0xC4256F6940000000
  %Cmp63 = icmp slt i1 false, true
  br i1 %Cmp63, label %CF163, label %CF169

CF169:                                            ; preds = %CF169, %CF184
  %L64 = load i8, i8* %0, align 1
  store i8 %L64, i8* %0, align 1
  %E65 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff66 = shufflevector <4 x i1> %Tr17, <4 x i1> %Cmp34, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I67 = insertelement <4 x i8> zeroinitializer, i8 %L64, i32 2
  %B68 = add i8 %L, %L12
  %FC69 = sitofp i1 %Cmp49 to double
  %Sl70 = select i1 true, i16 %E6, i16 %E43
  %Cmp71 = icmp ule i32 %B, 369775
  br i1 %Cmp71, label %CF169, label %CF175

CF175:                                            ; preds = %CF169
  %L72 = load i64, i64* %2, align 4
  store i8 -61, i8* %0, align 1
  %E73 = extractelement <2 x i16> %I, i32 0
  %Shuff74 = shufflevector <4 x i8> %Shuff7, <4 x i8> zeroinitializer, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I75 = insertelement <4 x i64> zeroinitializer, i64 %Sl, i32 1
  %FC76 = sitofp i8 %B54 to float
  %Sl77 = select i1 true, float 0x3858E1FCC0000000, float %FC76
  %Cmp78 = icmp ne <4 x i8> %Shuff7, %I38
  %L79 = load i8, i8* %0, align 1
  store i8 -61, i8* %0, align 1
  %E80 = extractelement <4 x i16> zeroinitializer, i32 2
  %Shuff81 = shufflevector <4 x i8> %Shuff7, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I82 = insertelement <4 x i16> %Shuff, i16 %E43, i32 3
  %B83 = and i8 -1, %L50
  %Se84 = sext i8 %L5 to i64
  %Sl85 = select i1 true, i8 %B54, i8 %L50
  %Cmp86 = icmp slt i16 %E13, -26985
  br label %CF

CF:                                               ; preds = %CF, %CF177, %CF175
  %L87 = load i8, i8* %0, align 1
  store i8 %L64, i8* %0, align 1
  %E88 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff89 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I90 = insertelement <2 x i16> zeroinitializer, i16 %B24, i32 0
  %Se91 = sext i8 %E36 to i32
  %Sl92 = select <4 x i1> %I61, <4 x i1> %I61, <4 x i1> %Tr17
  %Cmp93 = icmp ult <4 x i8> %I8, %I15
  %L94 = load i8, i8* %0, align 1
  store i8 %L28, i8* %0, align 1
  %E95 = extractelement <2 x i16> %Shuff30, i32 0
  %Shuff96 = shufflevector <4 x i1> %Tr17, <4 x i1> %Cmp34, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I97 = insertelement <2 x i16> zeroinitializer, i16 %E88, i32 1
  %B98 = shl <4 x i16> %I82, zeroinitializer
  %Tr99 = trunc i64 421275 to i16
  %Sl100 = select i1 true, i1 %Tr, i1 true
  br i1 %Sl100, label %CF, label %CF177

CF177:                                            ; preds = %CF
  %Cmp101 = icmp eq i8 %L28, %L
  br i1 %Cmp101, label %CF, label %CF164

CF164:                                            ; preds = %CF164, %CF187, %CF179, %CF182, %CF170, %CF177
  %L102 = load i8, i8* %0, align 1
  store i8 -61, i8* %0, align 1
  %E103 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff104 = shufflevector <1 x i32> %Shuff89, <1 x i32> %Shuff89, <1 x i32> <i32 1>
  %I105 = insertelement <2 x i16> %Shuff30, i16 %E, i32 1
  %Tr106 = trunc i16 %Tr25 to i1
  br i1 %Tr106, label %CF164, label %CF187

CF187:                                            ; preds = %CF164
  %Sl107 = select i1 %Sl40, i1 true, i1 %Cmp86
  br i1 %Sl107, label %CF164, label %CF174

CF174:                                            ; preds = %CF174, %CF183, %CF187
  %Cmp108 = icmp sge i1 %Sl40, %FC55
  br i1 %Cmp108, label %CF174, label %CF183

CF183:                                            ; preds = %CF174
  %L109 = load i8, i8* %A2, align 1
  store i8 %L28, i8* %A2, align 1
  %E110 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff111 = shufflevector <1 x i32> %Shuff89, <1 x i32> %Shuff89, <1 x i32> zeroinitializer
  %I112 = insertelement <4 x i8> %I15, i8 -1, i32 2
  %B113 = udiv <8 x i32> zeroinitializer, zeroinitializer
  %ZE = zext i16 %E29 to i32
  %Sl114 = select i1 %Cmp71, i8 %L42, i8 %L64
  %Cmp115 = icmp uge i1 %Cmp49, %Sl100
  br i1 %Cmp115, label %CF174, label %CF179

CF179:                                            ; preds = %CF183
  %L116 = load i8, i8* %0, align 1
  store i8 -61, i8* %0, align 1
  %E117 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff118 = shufflevector <4 x i1> %Shuff22, <4 x i1> %Sl92, <4 x i32> <i32 undef, i32 1, i32 undef, i32 5>
  %I119 = insertelement <8 x i32> %B113, i32 %Se91, i32 1
  %B120 = and i8 %L50, %L28
  %FC121 = uitofp i16 %E95 to double
  %Sl122 = select i1 %Cmp86, i8 %L94, i8 %L102
  %Cmp123 = icmp sge <4 x i16> zeroinitializer, %Shuff
  %L124 = load i8, i8* %0, align 1
  store i8 %L64, i8* %0, align 1
  %E125 = extractelement <4 x i16> %Shuff52, i32 3
  %Shuff126 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff14, <2 x i32> <i32 2, i32 0>
  %I127 = insertelement <1 x i32> %Shuff111, i32 -1, i32 0
  %B128 = shl i8 %L28, %L50
  %FC129 = sitofp i64 %4 to float
  %Sl130 = select i1 %Tr, i8 %B32, i8 -1
  %Cmp131 = icmp eq <4 x i64> zeroinitializer, zeroinitializer
  %L132 = load i8, i8* %0, align 1
  store i8 %Sl114, i8* %0, align 1
  %E133 = extractelement <1 x i32> %Shuff104, i32 0
  %Shuff134 = shufflevector <4 x i1> %Shuff118, <4 x i1> %Sl92, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I135 = insertelement <4 x i1> %Shuff134, i1 %Sl40, i32 3
  %PC = bitcast i1* %A4 to i1*
  %Sl136 = select i1 true, i8 %L50, i8 %B54
  %Cmp137 = icmp uge <2 x i16> %I105, %I
  %L138 = load i1, i1* %PC, align 1
  br i1 %L138, label %CF164, label %CF172

CF172:                                            ; preds = %CF172, %CF179
  store i8 %L102, i8* %0, align 1
  %E139 = extractelement <2 x i16> %Shuff30, i32 0
  %Shuff140 = shufflevector <2 x i16> %I105, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I141 = insertelement <2 x i16> %Shuff30, i16 %Sl48, i32 1
  %B142 = fdiv float %FC76, %Sl62
  %Se143 = sext i8 %L12 to i16
  %Sl144 = select <2 x i1> %Cmp137, <2 x i16> %I53, <2 x i16> %Shuff126
  %Cmp145 = icmp uge i1 %Sl10, %Cmp115
  br i1 %Cmp145, label %CF172, label %CF180

CF180:                                            ; preds = %CF180, %CF172
  %L146 = load i1, i1* %PC, align 1
  br i1 %L146, label %CF180, label %CF182

CF182:                                            ; preds = %CF180
  store i64 -1, i64* %2, align 4
  %E147 = extractelement <4 x i1> %Shuff118, i32 2
  br i1 %E147, label %CF164, label %CF168

CF168:                                            ; preds = %CF168, %CF182
  %Shuff148 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff126, <2 x i32> <i32 undef, i32 3>
  %I149 = insertelement <4 x i1> %Shuff134, i1 %Sl18, i32 3
  %ZE150 = zext i1 %Cmp108 to i16
  %Sl151 = select i1 %Sl100, i32* %1, i32* %1
  %Cmp152 = icmp uge i8 %L5, %L79
  br i1 %Cmp152, label %CF168, label %CF170

CF170:                                            ; preds = %CF168
  %L153 = load i1, i1* %PC, align 1
  br i1 %L153, label %CF164, label %CF166

CF166:                                            ; preds = %CF166, %CF170
  store i32 %Se91, i32* %Sl151, align 4
  %E154 = extractelement <1 x i32> %Shuff89, i32 0
  %Shuff155 = shufflevector <1 x i32> %Shuff111, <1 x i32> %Shuff104, <1 x i32> <i32 1>
  %I156 = insertelement <2 x i16> %Shuff148, i16 %Sl56, i32 1
  %FC157 = sitofp i8 %Sl114 to double
  %Sl158 = select i1 %Cmp115, i8 -61, i8 %B32
  %Cmp159 = icmp ult i16 0, %E88
  br i1 %Cmp159, label %CF166, label %CF188

CF188:                                            ; preds = %CF166
  store i8 -61, i8* %A2, align 1
  store i1 true, i1* %PC, align 1
  store i1 %L153, i1* %PC, align 1
  store i1 %Cmp159, i1* %PC, align 1
  store i8 -61, i8* %0, align 1
  ret void
}
