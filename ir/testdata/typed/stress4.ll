; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD4(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <16 x i64>, align 128
  %A3 = alloca <8 x i32>, align 32
  %A2 = alloca <8 x i64>, align 64
  %A1 = alloca <1 x double>, align 8
  %A = alloca <2 x i8>, align 2
  %L = load i8, i8* %0, align 1
  store i64 %4, i64* %2, align 4
  %E = extractelement <16 x i16> zeroinitializer, i32 5
  %Shuff = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 8, i32 undef, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I = insertelement <1 x i64> zeroinitializer, i64 306417, i32 0
  %B = and i8 %L, -47
  %Tr = trunc i32 287221 to i8
  %Sl = select i1 true, i32 373173, i32 %3
  %Cmp = icmp ugt i32 373173, 287221
  br label %CF173

CF173:                                            ; preds = %BB
  %L5 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E6 = extractelement <8 x i64> zeroinitializer, i32 3
  %Shuff7 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 14, i32 0, i32 undef, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I8 = insertelement <1 x i64> zeroinitializer, i64 41121, i32 0
  %B9 = lshr i32 %Sl, 491581
  %PC = bitcast <8 x i64>* %A2 to i16*
  %Sl10 = select i1 true, i1 %Cmp, i1 true
  br label %CF172

CF172:                                            ; preds = %CF173
  %Cmp11 = icmp slt <8 x i64> zeroinitializer, zeroinitializer
  %L12 = load i16, i16* %PC, align 2
  store i16 %E, i16* %PC, align 2
  %E13 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff14 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1>
  %I15 = insertelement <16 x i16> zeroinitializer, i16 %L12, i32 5
  %B16 = udiv <1 x i64> zeroinitializer, zeroinitializer
  %Se = sext i8 %5 to i32
  %Sl17 = select i1 true, <8 x i32>* %A3, <8 x i32>* %A3
  %Cmp18 = icmp uge i8 -43, %L
  br label %CF165

CF165:                                            ; preds = %CF165, %CF184, %CF183, %CF172
  %L19 = load i16, i16* %PC, align 2
  store i16 %L12, i16* %PC, align 2
  %E20 = extractelement <8 x i64> %Shuff, i32 7
  %Shuff21 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 undef, i32 8>
  %I22 = insertelement <1 x i64> zeroinitializer, i64 %E6, i32 0
  %B23 = srem i64 %4, %4
  %FC = sitofp i1 true to double
  %Sl24 = select i1 %Cmp18, <8 x i32>* %Sl17, <8 x i32>* %A3
  %Cmp25 = icmp uge <8 x i1> %Shuff7, %Shuff7
  %L26 = load <2 x i8>, <2 x i8>* %A, align 2
  store i16 %L12, i16* %PC, align 2
  %E27 = extractelement <8 x i1> %Cmp11, i32 6
  br i1 %E27, label %CF165, label %CF184

CF184:                                            ; preds = %CF165
  %Shuff28 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff21, <8 x i32> <i32 1, i32 undef, i32 5, i32 undef, i32 undef, i32 11, i32 undef, i32 15>
  %I29 = insertelement <1 x i64> zeroinitializer, i64 206097, i32 0
  %Tr30 = trunc i64 %E20 to i32
  %Sl31 = select i1 %E27, i64 206097, i64 %E20
  %Cmp32 = icmp sge i64 %4, 41121
  br i1 %Cmp32, label %CF165, label %CF167

CF167:                                            ; preds = %CF167, %CF175, %CF184
  %L33 = load i16, i16* %PC, align 2
  store i16 %E, i16* %PC, align 2
  %E34 = extractelement <8 x i64> zeroinitializer, i32 3
  %Shuff35 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %I22, <1 x i32> undef
  %I36 = insertelement <8 x i64> %Shuff, i64 %Sl31, i32 2
  %B37 = and i16 17145, %E
  %ZE = zext i1 %E27 to i16
  %Sl38 = select i1 true, i64 -1, i64 %E6
  %Cmp39 = icmp uge <8 x i64> zeroinitializer, %Shuff21
  %L40 = load <8 x i32>, <8 x i32>* %Sl24, align 32
  store i8 %5, i8* %0, align 1
  %E41 = extractelement <1 x i64> %Shuff35, i32 0
  %Shuff42 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 undef, i32 9, i32 undef, i32 13>
  %I43 = insertelement <8 x i64> zeroinitializer, i64 %E20, i32 1
  %B44 = udiv i64 %E20, %Sl31
  %Se45 = sext i8 -1 to i32
  %Sl46 = select <8 x i1> %Shuff7, <8 x i64> %I43, <8 x i64> %Shuff28
  %Cmp47 = icmp sge i32 211981, %B9
  br i1 %Cmp47, label %CF167, label %CF169

CF169:                                            ; preds = %CF169, %CF167
  %L48 = load i16, i16* %PC, align 2
  store <2 x i8> %L26, <2 x i8>* %A, align 2
  %E49 = extractelement <8 x i64> zeroinitializer, i32 4
  %Shuff50 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I51 = insertelement <1 x i64> zeroinitializer, i64 %Sl38, i32 0
  %B52 = srem <8 x i64> zeroinitializer, zeroinitializer
  %Tr53 = trunc i8 -47 to i1
  br i1 %Tr53, label %CF169, label %CF170

CF170:                                            ; preds = %CF170, %CF169
  %Sl54 = select i1 %E27, i16 %B37, i16 %L33
  %Cmp55 = fcmp ord double 0xA99365B24491B630, %FC
  br i1 %Cmp55, label %CF170, label %CF175

CF175:                                            ; preds = %CF170
  %L56 = load <16 x i64>, <16 x i64>* %A4, align 128
  store i8 0, i8* %0, align 1
  %E57 = extractelement <8 x i64> %Shuff, i32 4
  %Shuff58 = shufflevector <8 x i1> %Cmp39, <8 x i1> %Cmp25, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 undef, i32 undef>
  %I59 = insertelement <8 x i64> zeroinitializer, i64 %E6, i32 1
  %B60 = fdiv double 0xE02B3A4A372946C8, 0xA99365B24491B630
  %Tr61 = trunc <8 x i64> %Shuff21 to <8 x i1>
  %Sl62 = select i1 true, i64 %E34, i64 %Sl31
  %Cmp63 = icmp slt i1 true, %Cmp18
  br i1 %Cmp63, label %CF167, label %CF168

CF168:                                            ; preds = %CF168, %CF186, %CF178, %CF175
  %L64 = load i16, i16* %PC, align 2
  store i16 %L19, i16* %PC, align 2
  %E65 = extractelement <8 x i64> zeroinitializer, i32 5
  %Shuff66 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 undef, i32 2, i32 4, i32 undef>
  %I67 = insertelement <1 x i64> %Shuff50, i64 %E6, i32 0
  %B68 = add i16 32521, %E
  %Se69 = sext <8 x i1> %Tr61 to <8 x i32>
  %Sl70 = select i1 true, <8 x i32>* %A3, <8 x i32>* %Sl17
  %Cmp71 = icmp ult i8 -43, %5
  br i1 %Cmp71, label %CF168, label %CF180

CF180:                                            ; preds = %CF180, %CF168
  %L72 = load <8 x i32>, <8 x i32>* %Sl70, align 32
  store <8 x i32> %L40, <8 x i32>* %Sl24, align 32
  %E73 = extractelement <1 x i64> %Shuff50, i32 0
  %Shuff74 = shufflevector <8 x i64> %Shuff28, <8 x i64> %Shuff, <8 x i32> <i32 2, i32 undef, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I75 = insertelement <1 x i64> zeroinitializer, i64 %Sl31, i32 0
  %Tr76 = trunc <8 x i64> %Shuff28 to <8 x i1>
  %Sl77 = select i1 %Cmp18, i16 %L12, i16 %E
  %Cmp78 = icmp uge i16 %Sl54, %L33
  br i1 %Cmp78, label %CF180, label %CF186

CF186:                                            ; preds = %CF180
  %L79 = load i16, i16* %PC, align 2
  store i16 %Sl77, i16* %PC, align 2
  %E80 = extractelement <1 x i64> %I22, i32 0
  %Shuff81 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I82 = insertelement <8 x i1> %Cmp25, i1 %Sl10, i32 0
  %B83 = srem <1 x i64> %Shuff35, %I
  %PC84 = bitcast <8 x i64>* %A2 to i32*
  %Sl85 = select i1 %Cmp71, <2 x i8>* %A, <2 x i8>* %A
  %Cmp86 = icmp slt i32 491581, %3
  br i1 %Cmp86, label %CF168, label %CF178

CF178:                                            ; preds = %CF186
  %L87 = load i16, i16* %PC, align 2
  store <8 x i32> %L40, <8 x i32>* %Sl70, align 32
  %E88 = extractelement <8 x i1> %Cmp11, i32 0
  br i1 %E88, label %CF168, label %CF176

CF176:                                            ; preds = %CF176, %CF178
  %Shuff89 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 undef>
  %I90 = insertelement <8 x i1> %Tr61, i1 %Cmp18, i32 5
  %Tr91 = trunc i16 %B37 to i1
  br i1 %Tr91, label %CF176, label %CF183

CF183:                                            ; preds = %CF176
  %Sl92 = select i1 %Cmp55, i32 %Tr30, i32 373173
  %Cmp93 = icmp ult i16 %L64, -14615
  br i1 %Cmp93, label %CF165, label %CF166

CF166:                                            ; preds = %CF166, %CF181, %CF183
  %L94 = load <8 x i32>, <8 x i32>* %Sl70, align 32
  store <8 x i32> %L94, <8 x i32>* %Sl24, align 32
  %E95 = extractelement <1 x i64> zeroinitializer, i32 0
  %Shuff96 = shufflevector <8 x i64> %B52, <8 x i64> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I97 = insertelement <8 x i1> %Shuff14, i1 %E88, i32 2
  %B98 = shl <1 x i64> %B16, zeroinitializer
  %FC99 = sitofp i32 439097 to double
  %Sl100 = select i1 %Tr53, i64* %2, i64* %2
  %Cmp101 = icmp uge i8 %5, %5
  br i1 %Cmp101, label %CF166, label %CF181

CF181:                                            ; preds = %CF166
  %L102 = load i16, i16* %PC, align 2
  store <8 x i32> %L94, <8 x i32>* %Sl70, align 32
  %E103 = extractelement <8 x i1> %Shuff58, i32 4
  br i1 %E103, label %CF166, label %CF171

CF171:                                            ; preds = %CF171, %CF182, %CF181
  %Shuff104 = shufflevector <8 x i1> %Shuff14, <8 x i1> %Shuff58, <8 x i32> <i32 15, i32 undef, i32 3, i32 undef, i32 7, i32 undef, i32 11, i32 13>
  %I105 = insertelement <1 x i64> %I67, i64 %E6, i32 0
  %B106 = mul i32 %Sl92, %Sl92
  %Se107 = sext i32 %B9 to i64
  %Sl108 = select i1 %Cmp47, i8 %L5, i8 0
  %Cmp109 = icmp slt i1 %Cmp32, %Cmp32
  br i1 %Cmp109, label %CF171, label %CF182

CF182:                                            ; preds = %CF171
  %L110 = load <8 x i32>, <8 x i32>* %Sl70, align 32
  store <8 x i32> %Se69, <8 x i32>* %Sl70, align 32
  %E111 = extractelement <16 x i64> %L56, i32 3
  %Shuff112 = shufflevector <8 x i64> %Shuff89, <8 x i64> %I59, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 undef, i32 0, i32 2, i32 4>
  %I113 = insertelement <8 x i32> %L72, i32 %B9, i32 0
  %B114 = add <8 x i64> %Shuff21, %Shuff21
  %Tr115 = trunc <8 x i64> %Shuff21 to <8 x i32>
  %Sl116 = select i1 true, i16 %L102, i16 %L33
  %Cmp117 = icmp sge <8 x i1> %Shuff104, zeroinitializer
  %L118 = load <8 x i32>, <8 x i32>* %Sl70, align 32
  store i32 %Sl92, i32* %PC84, align 4
  %E119 = extractelement <8 x i1> %Cmp25, i32 4
  br i1 %E119, label %CF171, label %CF174

CF174:                                            ; preds = %CF174, %CF182
  %Shuff120 = shufflevector <2 x i8> %L26, <2 x i8> %L26, <2 x i32> undef
  %I121 = insertelement <8 x i64> %Shuff, i64 -1, i32 5
  %B122 = srem <8 x i64> %Shuff96, %I36
  %FC123 = sitofp <8 x i64> %I36 to <8 x float>
  %Sl124 = select i1 %Cmp101, <8 x i1> %Shuff58, <8 x i1> %Cmp117
  %Cmp125 = icmp sgt i1 %E88, %Cmp86
  br i1 %Cmp125, label %CF174, label %CF177

CF177:                                            ; preds = %CF177, %CF174
  %L126 = load i8, i8* %0, align 1
  store i16 %L48, i16* %PC, align 2
  %E127 = extractelement <8 x i32> %L94, i32 3
  %Shuff128 = shufflevector <8 x i32> %L94, <8 x i32> %L40, <8 x i32> <i32 14, i32 0, i32 2, i32 undef, i32 6, i32 8, i32 undef, i32 12>
  %I129 = insertelement <8 x i64> %Shuff96, i64 %Sl62, i32 0
  %Tr130 = trunc i32 %B9 to i8
  %Sl131 = select i1 %E27, <1 x i64> %Shuff50, <1 x i64> %I67
  %L132 = load <8 x i32>, <8 x i32>* %Sl70, align 32
  store i64 %Se107, i64* %Sl100, align 4
  %E133 = extractelement <8 x i1> zeroinitializer, i32 0
  br i1 %E133, label %CF177, label %CF187

CF187:                                            ; preds = %CF177
  %Shuff134 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %I36, <8 x i32> <i32 undef, i32 5, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 1>
  %I135 = insertelement <8 x i64> zeroinitializer, i64 %E6, i32 5
  %B136 = and i32 %Sl92, 287221
  %Tr137 = trunc <8 x i64> %Sl46 to <8 x i16>
  %Sl138 = select i1 %Cmp125, i8 %L, i8 -47
  %Cmp139 = icmp slt <8 x i1> %Cmp25, %Shuff104
  %L140 = load i8, i8* %0, align 1
  store <8 x i32> %L40, <8 x i32>* %Sl70, align 32
  %E141 = extractelement <2 x i8> zeroinitializer, i32 1
  %Shuff142 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %B83, <1 x i32> undef
  %I143 = insertelement <16 x i16> zeroinitializer, i16 32521, i32 0
  %B144 = and i16 %L87, -14615
  %ZE145 = zext i1 %Cmp78 to i64
  %Sl146 = select i1 %Cmp78, i32 %B106, i32 %B106
  %Cmp147 = icmp sgt <16 x i64> %L56, %L56
  %L148 = load i64, i64* %Sl100, align 4
  store <8 x i32> %L40, <8 x i32>* %Sl70, align 32
  %E149 = extractelement <1 x i64> %Sl131, i32 0
  %Shuff150 = shufflevector <8 x i64> %Shuff134, <8 x i64> %Shuff, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 1, i32 3>
  %I151 = insertelement <8 x i1> %Shuff7, i1 true, i32 7
  %B152 = add i16 %B144, %L33
  %Se153 = sext i1 %E27 to i32
  %Sl154 = select <8 x i1> zeroinitializer, <8 x i64> %Shuff89, <8 x i64> %Shuff150
  %Cmp155 = icmp ne i64 %Sl38, %Se107
  br label %CF

CF:                                               ; preds = %CF, %CF185, %CF179, %CF187
  %L156 = load i8, i8* %0, align 1
  store i8 %L156, i8* %0, align 1
  %E157 = extractelement <8 x i1> %Cmp139, i32 2
  br i1 %E157, label %CF, label %CF185

CF185:                                            ; preds = %CF
  %Shuff158 = shufflevector <8 x i32> %L110, <8 x i32> %L40, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11>
  %I159 = insertelement <1 x i64> %Shuff35, i64 %E20, i32 0
  %B160 = srem <8 x i32> %L132, %L94
  %Tr161 = trunc i64 %L148 to i16
  %Sl162 = select i1 %Cmp101, i1 %Cmp18, i1 %Cmp109
  br i1 %Sl162, label %CF, label %CF179

CF179:                                            ; preds = %CF185
  %Cmp163 = icmp eq i64 %Se107, %E95
  br i1 %Cmp163, label %CF, label %CF164

CF164:                                            ; preds = %CF179
  store i16 %L64, i16* %PC, align 2
  store i16 -14615, i16* %PC, align 2
  store i16 -14615, i16* %PC, align 2
  store i16 %ZE, i16* %PC, align 2
  store i8 %E141, i8* %0, align 1
  ret void
}
