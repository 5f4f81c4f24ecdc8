; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD7(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca double, align 8
  %A2 = alloca double, align 8
  %A1 = alloca i64, align 8
  %A = alloca i64, align 8
  %L = load i8, i8* %0, align 1
  store i64 141377, i64* %A1, align 4
  %E = extractelement <8 x i64> zeroinitializer, i32 5
  %Shuff = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 undef, i32 14, i32 0, i32 undef, i32 4, i32 6>
  %I = insertelement <8 x i1> zeroinitializer, i1 true, i32 2
  %Se = sext i8 %5 to i16
  %Sl = select <1 x i1> <i1 true>, <1 x i64> zeroinitializer, <1 x i64> zeroinitializer
  %L5 = load i64, i64* %A, align 4
  store i8 -1, i8* %0, align 1
  %E6 = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff7 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I8 = insertelement <8 x i1> zeroinitializer, i1 true, i32 1
  %Tr = trunc i64 69793 to i1
  br label %CF157

CF157:                                            ; preds = %CF157, %CF161, %BB
  %Sl9 = select i1 true, i32 338457, i32 %3
  %Cmp = icmp ne i16 22121, 22121
  br i1 %Cmp, label %CF157, label %CF161

CF161:                                            ; preds = %CF157
  %L10 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E11 = extractelement <8 x i1> zeroinitializer, i32 1
  br i1 %E11, label %CF157, label %CF159

CF159:                                            ; preds = %CF159, %CF170, %CF171, %CF161
  %Shuff12 = shufflevector <4 x i1> %Shuff7, <4 x i1> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I13 = insertelement <8 x i1> zeroinitializer, i1 true, i32 6
  %B = fmul float 0x42B4AE0880000000, 0x3F8E20C200000000
  %FC = fptosi float 0x3F8E20C200000000 to i8
  %Sl14 = select i1 true, i64* %2, i64* %2
  %Cmp15 = icmp ugt i8 -1, -1
  br i1 %Cmp15, label %CF159, label %CF170

CF170:                                            ; preds = %CF159
  %L16 = load double, double* %A3, align 8
  store i64 141377, i64* %Sl14, align 4
  %E17 = extractelement <16 x i1> zeroinitializer, i32 8
  br i1 %E17, label %CF159, label %CF162

CF162:                                            ; preds = %CF162, %CF170
  %Shuff18 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %Sl, <1 x i32> undef
  %I19 = insertelement <1 x i64> %Sl, i64 %E, i32 0
  %B20 = sub i64 141377, %4
  %ZE = zext <4 x i8> zeroinitializer to <4 x i16>
  %Sl21 = select i1 true, i32 0, i32 401845
  %Cmp22 = icmp ule i64 %B20, 141377
  br i1 %Cmp22, label %CF162, label %CF164

CF164:                                            ; preds = %CF164, %CF162
  %L23 = load i64, i64* %Sl14, align 4
  store i64 141377, i64* %Sl14, align 4
  %E24 = extractelement <1 x i64> zeroinitializer, i32 0
  %Shuff25 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 23, i32 25, i32 undef, i32 undef, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 undef, i32 21>
  %I26 = insertelement <4 x i1> %Shuff7, i1 true, i32 1
  %B27 = and i16 19781, 0
  %ZE28 = zext <2 x i8> zeroinitializer to <2 x i64>
  %Sl29 = select i1 true, i1 %Cmp22, i1 true
  br i1 %Sl29, label %CF164, label %CF171

CF171:                                            ; preds = %CF164
  %Cmp30 = icmp ne i1 true, true
  br i1 %Cmp30, label %CF159, label %CF160

CF160:                                            ; preds = %CF160, %CF179, %CF171
  %L31 = load i64, i64* %Sl14, align 4
  store i64 141377, i64* %Sl14, align 4
  %E32 = extractelement <4 x i1> %Shuff7, i32 2
  br i1 %E32, label %CF160, label %CF166

CF166:                                            ; preds = %CF166, %CF160
  %Shuff33 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 undef, i32 undef>
  %I34 = insertelement <1 x i64> %Shuff18, i64 %B20, i32 0
  %B35 = shl <1 x i64> %Sl, zeroinitializer
  %Sl36 = select <16 x i1> zeroinitializer, <16 x i1> %Shuff25, <16 x i1> zeroinitializer
  %Cmp37 = icmp eq i8 %L, -1
  br i1 %Cmp37, label %CF166, label %CF179

CF179:                                            ; preds = %CF166
  %L38 = load i8, i8* %0, align 1
  store i64 %L5, i64* %Sl14, align 4
  %E39 = extractelement <16 x i1> %Shuff25, i32 4
  br i1 %E39, label %CF160, label %CF165

CF165:                                            ; preds = %CF179
  %Shuff40 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 undef, i32 3, i32 5>
  %I41 = insertelement <2 x i64> %ZE28, i64 %L31, i32 1
  %FC42 = sitofp i1 %Cmp22 to double
  %Sl43 = select i1 true, double %FC42, double 0x1993D5B2B4912630
  %Cmp44 = icmp slt <4 x i16> zeroinitializer, zeroinitializer
  %L45 = load i64, i64* %Sl14, align 4
  store i8 -1, i8* %0, align 1
  %E46 = extractelement <8 x i1> %I8, i32 2
  br label %CF

CF:                                               ; preds = %CF, %CF186, %CF177, %CF178, %CF165
  %Shuff47 = shufflevector <1 x i64> %I34, <1 x i64> %Shuff18, <1 x i32> <i32 1>
  %I48 = insertelement <16 x i1> %Shuff25, i1 %E46, i32 1
  %B49 = and i8 0, -1
  %Tr50 = trunc i8 %5 to i1
  br i1 %Tr50, label %CF, label %CF186

CF186:                                            ; preds = %CF
  %Sl51 = select i1 %Tr50, <1 x i64> %Sl, <1 x i64> %Sl
  %Cmp52 = icmp ugt i64 270433, %L45
  br i1 %Cmp52, label %CF, label %CF174

CF174:                                            ; preds = %CF174, %CF186
  %L53 = load i8, i8* %0, align 1
  store i8 -59, i8* %0, align 1
  %E54 = extractelement <8 x i32> zeroinitializer, i32 3
  %Shuff55 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 undef, i32 4>
  %I56 = insertelement <8 x i64> zeroinitializer, i64 270433, i32 0
  %B57 = ashr i16 %Se, -5867
  %ZE58 = zext i1 %Cmp30 to i8
  %Sl59 = select i1 %Tr, i64 %L5, i64 %L31
  %Cmp60 = icmp slt i8 %5, %L10
  br i1 %Cmp60, label %CF174, label %CF177

CF177:                                            ; preds = %CF174
  %L61 = load i64, i64* %Sl14, align 4
  store i64 %L45, i64* %Sl14, align 4
  %E62 = extractelement <4 x i1> %Cmp44, i32 2
  br i1 %E62, label %CF, label %CF168

CF168:                                            ; preds = %CF168, %CF188, %CF181, %CF177
  %Shuff63 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp44, <4 x i32> <i32 5, i32 undef, i32 undef, i32 3>
  %I64 = insertelement <16 x i1> %Shuff25, i1 %Tr, i32 15
  %B65 = lshr i16 0, %B27
  %Sl66 = select i1 %Cmp15, double %L16, double 0x1993D5B2B4912630
  %Cmp67 = icmp eq i1 %E46, true
  br i1 %Cmp67, label %CF168, label %CF182

CF182:                                            ; preds = %CF182, %CF168
  %L68 = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E69 = extractelement <1 x i64> %Sl51, i32 0
  %Shuff70 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff55, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I71 = insertelement <16 x i1> %Sl36, i1 true, i32 12
  %B72 = mul i32 0, %3
  %FC73 = sitofp i16 %B57 to float
  %Sl74 = select i1 %Tr50, i1 %E46, i1 %E17
  br i1 %Sl74, label %CF182, label %CF188

CF188:                                            ; preds = %CF182
  %Cmp75 = fcmp oge float %B, %B
  br i1 %Cmp75, label %CF168, label %CF181

CF181:                                            ; preds = %CF188
  %L76 = load i64, i64* %Sl14, align 4
  store i8 -1, i8* %0, align 1
  %E77 = extractelement <8 x i32> zeroinitializer, i32 6
  %Shuff78 = shufflevector <16 x i1> %Shuff25, <16 x i1> %I64, <16 x i32> <i32 17, i32 19, i32 21, i32 23, i32 undef, i32 27, i32 29, i32 31, i32 undef, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef>
  %I79 = insertelement <16 x i1> %Shuff25, i1 %Tr, i32 3
  %FC80 = sitofp i64 141377 to double
  %Sl81 = select i1 %Tr, <8 x i1> %I, <8 x i1> zeroinitializer
  %Cmp82 = icmp ule i64 %L5, %L45
  br i1 %Cmp82, label %CF168, label %CF169

CF169:                                            ; preds = %CF169, %CF181
  %L83 = load i8, i8* %0, align 1
  store i64 %B20, i64* %Sl14, align 4
  %E84 = extractelement <1 x i64> %I34, i32 0
  %Shuff85 = shufflevector <16 x i1> %Shuff25, <16 x i1> zeroinitializer, <16 x i32> <i32 8, i32 undef, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 undef, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6>
  %I86 = insertelement <1 x i64> %Sl, i64 141377, i32 0
  %Tr87 = trunc i32 %E54 to i16
  %Sl88 = select i1 true, i1 %E17, i1 %Cmp82
  br i1 %Sl88, label %CF169, label %CF178

CF178:                                            ; preds = %CF169
  %Cmp89 = icmp slt i64 %E, %B20
  br i1 %Cmp89, label %CF, label %CF158

CF158:                                            ; preds = %CF158, %CF185, %CF187, %CF184, %CF167, %CF178
  %L90 = load i8, i8* %0, align 1
  store i8 %B49, i8* %0, align 1
  %E91 = extractelement <8 x i32> zeroinitializer, i32 2
  %Shuff92 = shufflevector <4 x i1> %Shuff63, <4 x i1> zeroinitializer, <4 x i32> <i32 undef, i32 undef, i32 1, i32 3>
  %I93 = insertelement <4 x i1> %Cmp44, i1 true, i32 3
  %B94 = udiv i8 %L38, %L10
  %Se95 = sext i1 %Cmp82 to i16
  %Sl96 = select i1 true, i16 %E6, i16 %B65
  %L97 = load i64, i64* %Sl14, align 4
  store i64 %L45, i64* %Sl14, align 4
  %E98 = extractelement <8 x i64> zeroinitializer, i32 0
  %Shuff99 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 undef, i32 5, i32 7, i32 undef>
  %I100 = insertelement <1 x i64> zeroinitializer, i64 %L23, i32 0
  %ZE101 = zext i16 0 to i32
  %Sl102 = select i1 true, i1 %Cmp, i1 true
  br i1 %Sl102, label %CF158, label %CF185

CF185:                                            ; preds = %CF158
  %Cmp103 = icmp ne i1 true, %Tr50
  br i1 %Cmp103, label %CF158, label %CF176

CF176:                                            ; preds = %CF176, %CF185
  %L104 = load i8, i8* %0, align 1
  store i64 270433, i64* %Sl14, align 4
  %E105 = extractelement <8 x i1> %Shuff33, i32 6
  br i1 %E105, label %CF176, label %CF187

CF187:                                            ; preds = %CF176
  %Shuff106 = shufflevector <4 x i16> %Shuff70, <4 x i16> %ZE, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I107 = insertelement <4 x i1> %Shuff63, i1 true, i32 3
  %ZE108 = zext i8 %L90 to i64
  %Sl109 = select i1 %E46, i32 0, i32 %E54
  %Cmp110 = icmp ugt <4 x i16> %Shuff99, zeroinitializer
  %L111 = load i8, i8* %0, align 1
  store i8 %L10, i8* %0, align 1
  %E112 = extractelement <1 x i64> %Sl51, i32 0
  %Shuff113 = shufflevector <4 x i16> %ZE, <4 x i16> %Shuff55, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I114 = insertelement <1 x i64> %Shuff18, i64 %L45, i32 0
  %B115 = lshr <8 x i64> %I56, zeroinitializer
  %Tr116 = trunc <2 x i64> %I41 to <2 x i8>
  %Sl117 = select i1 %Tr, i1 %Cmp15, i1 true
  br i1 %Sl117, label %CF158, label %CF173

CF173:                                            ; preds = %CF173, %CF187
  %Cmp118 = icmp ne i64 %E24, %E69
  br i1 %Cmp118, label %CF173, label %CF175

CF175:                                            ; preds = %CF175, %CF173
  %L119 = load i64, i64* %Sl14, align 4
  store i64 %ZE108, i64* %Sl14, align 4
  %E120 = extractelement <4 x i1> %Shuff63, i32 1
  br i1 %E120, label %CF175, label %CF180

CF180:                                            ; preds = %CF180, %CF191, %CF190, %CF189, %CF175
  %Shuff121 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %Shuff25, <16 x i32> <i32 24, i32 26, i32 28, i32 undef, i32 0, i32 2, i32 undef, i32 undef, i32 8, i32 undef, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22>
  %I122 = insertelement <4 x i16> %Shuff70, i16 %B27, i32 2
  %B123 = shl i16 %B65, %B27
  %Sl124 = select i1 %Sl102, <8 x i64> zeroinitializer, <8 x i64> zeroinitializer
  %Cmp125 = icmp ne <1 x i64> %I34, zeroinitializer
  %L126 = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E127 = extractelement <4 x i16> %Shuff99, i32 3
  %Shuff128 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I129 = insertelement <4 x i16> %ZE, i16 %Se, i32 2
  %ZE130 = zext <4 x i16> %Shuff55 to <4 x i32>
  %Sl131 = select i1 %Tr50, i64 %E112, i64 141377
  %Cmp132 = icmp slt i32 107877, %Sl21
  br i1 %Cmp132, label %CF180, label %CF191

CF191:                                            ; preds = %CF180
  %L133 = load i64, i64* %Sl14, align 4
  store i8 %L90, i8* %0, align 1
  %E134 = extractelement <16 x i1> zeroinitializer, i32 6
  br i1 %E134, label %CF180, label %CF190

CF190:                                            ; preds = %CF191
  %Shuff135 = shufflevector <16 x i1> %Shuff78, <16 x i1> %Shuff121, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 undef, i32 7>
  %I136 = insertelement <16 x i1> %Shuff85, i1 true, i32 11
  %B137 = mul i32 107877, %E91
  %Tr138 = trunc i16 %B57 to i1
  br i1 %Tr138, label %CF180, label %CF189

CF189:                                            ; preds = %CF190
  %Sl139 = select i1 %Tr, i8 %B49, i8 %L68
  %Cmp140 = icmp sgt i64 %L97, %Sl59
  br i1 %Cmp140, label %CF180, label %CF184

CF184:                                            ; preds = %CF189
  %L141 = load i8, i8* %0, align 1
  store i64 %E84, i64* %A, align 4
  %E142 = extractelement <16 x i1> zeroinitializer, i32 12
  br i1 %E142, label %CF158, label %CF167

CF167:                                            ; preds = %CF184
  %Shuff143 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %B115, <8 x i32> <i32 15, i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I144 = insertelement <8 x i64> %Shuff40, i64 %B20, i32 1
  %B145 = urem i64 %L61, %4
  %Tr146 = trunc i64 %L119 to i1
  br i1 %Tr146, label %CF158, label %CF163

CF163:                                            ; preds = %CF163, %CF183, %CF167
  %Sl147 = select i1 %Tr, i1 %Cmp67, i1 %Tr146
  br i1 %Sl147, label %CF163, label %CF183

CF183:                                            ; preds = %CF163
  %Cmp148 = icmp ugt i8 %L111, %L83
  br i1 %Cmp148, label %CF163, label %CF172

CF172:                                            ; preds = %CF183
  %L149 = load i64, i64* %Sl14, align 4
  store i8 %L53, i8* %0, align 1
  %E150 = extractelement <8 x i64> %Shuff40, i32 2
  %Shuff151 = shufflevector <16 x i1> %I79, <16 x i1> %Shuff25, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef, i32 17, i32 19, i32 undef, i32 undef, i32 25, i32 27, i32 29, i32 31, i32 undef, i32 3>
  %I152 = insertelement <1 x i64> %Sl51, i64 %E84, i32 0
  %B153 = urem i64 %L45, %L45
  %Se154 = sext i16 -5867 to i64
  %Sl155 = select i1 %Sl117, i64 %E150, i64 %L45
  %Cmp156 = icmp ult <16 x i1> %I136, %Shuff78
  store i64 %L45, i64* %A1, align 4
  store i8 -1, i8* %0, align 1
  store i64 %B20, i64* %Sl14, align 4
  store i64 %L97, i64* %Sl14, align 4
  store i8 %B49, i8* %0, align 1
  ret void
}
