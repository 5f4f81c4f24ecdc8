; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD3(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca i1, align 1
  %A2 = alloca float, align 4
  %A1 = alloca i32, align 4
  %A = alloca i64, align 8
  %L = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E = extractelement <4 x i1> zeroinitializer, i32 2
  br label %CF166

CF166:                                            ; preds = %CF166, %BB
  %Shuff = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <2 x i64> zeroinitializer, i64 64481, i32 1
  %B = urem <2 x i64> zeroinitializer, %Shuff
  %Sl = select i1 true, double 0x2E7BAC9ACD790118, double 0xE4D3B0F29FD12170
  %Cmp = icmp ult i1 %E, true
  br i1 %Cmp, label %CF166, label %CF171

CF171:                                            ; preds = %CF171, %CF176, %CF166
  %L5 = load i64, i64* %2, align 4
  store i8 %L, i8* %0, align 1
  %E6 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff7 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 undef, i32 3>
  %I8 = insertelement <2 x i16> %Shuff7, i16 0, i32 1
  %FC = sitofp i8 %L to double
  %Sl9 = select i1 %E, i32 39241, i32 %3
  %Cmp10 = icmp ne <2 x i8> zeroinitializer, zeroinitializer
  %L11 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E12 = extractelement <2 x i16> %Shuff7, i32 0
  %Shuff13 = shufflevector <2 x i1> %Cmp10, <2 x i1> %Cmp10, <2 x i32> <i32 3, i32 1>
  %I14 = insertelement <2 x i64> %I, i64 64481, i32 1
  %B15 = sdiv <2 x i32> zeroinitializer, zeroinitializer
  %Tr = trunc <2 x i64> %Shuff to <2 x i32>
  %Sl16 = select i1 true, i16 %E12, i16 %E12
  %Cmp17 = icmp slt i16 %Sl16, 0
  br i1 %Cmp17, label %CF171, label %CF176

CF176:                                            ; preds = %CF171
  %L18 = load i1, i1* %A3, align 1
  br i1 %L18, label %CF171, label %CF174

CF174:                                            ; preds = %CF174, %CF176
  store i8 %L, i8* %0, align 1
  %E19 = extractelement <4 x i64> zeroinitializer, i32 1
  %Shuff20 = shufflevector <2 x i64> %Shuff, <2 x i64> %I14, <2 x i32> <i32 0, i32 2>
  %I21 = insertelement <2 x i16> zeroinitializer, i16 %Sl16, i32 0
  %FC22 = sitofp <2 x i32> %Tr to <2 x double>
  %Sl23 = select i1 %E, <2 x i32> zeroinitializer, <2 x i32> %B15
  %Cmp24 = fcmp oge float 0x422D262100000000, 0x40E6301A00000000
  br i1 %Cmp24, label %CF174, label %CF177

CF177:                                            ; preds = %CF174
  %L25 = load i8, i8* %0, align 1
  store i8 %L25, i8* %0, align 1
  %E26 = extractelement <4 x i64> zeroinitializer, i32 3
  %Shuff27 = shufflevector <2 x i1> %Cmp10, <2 x i1> %Cmp10, <2 x i32> <i32 2, i32 0>
  %I28 = insertelement <2 x i64> %Shuff20, i64 106597, i32 0
  %B29 = fdiv float 0x40E6301A00000000, 0x40E6301A00000000
  %ZE = zext i1 true to i32
  %Sl30 = select i1 true, <2 x i1> %Shuff13, <2 x i1> %Shuff27
  %Cmp31 = icmp ne i8 %L11, %L11
  br label %CF

CF:                                               ; preds = %CF, %CF172, %CF167, %CF170, %CF177
  %L32 = load i64, i64* %A, align 4
  store i8 %5, i8* %0, align 1
  %E33 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff34 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 18, i32 undef, i32 undef, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 undef, i32 undef, i32 12, i32 14, i32 16>
  %I35 = insertelement <2 x i64> %Shuff, i64 106597, i32 0
  %B36 = add i8 %L, %5
  %FC37 = uitofp <2 x i8> zeroinitializer to <2 x double>
  %Sl38 = select i1 true, i1 %Cmp31, i1 %Cmp31
  br i1 %Sl38, label %CF, label %CF169

CF169:                                            ; preds = %CF169, %CF175, %CF
  %Cmp39 = icmp uge <2 x i16> zeroinitializer, zeroinitializer
  %L40 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E41 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff42 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I43 = insertelement <1 x i16> zeroinitializer, i16 0, i32 0
  %B44 = fdiv float 0x40D1A46580000000, %B29
  %Se = sext <2 x i1> %Cmp39 to <2 x i64>
  %Sl45 = select i1 true, i8* %0, i8* %0
  %Cmp46 = icmp ugt <4 x i1> zeroinitializer, zeroinitializer
  %L47 = load i8, i8* %Sl45, align 1
  store i8 %L, i8* %Sl45, align 1
  %E48 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff49 = shufflevector <2 x i64> %Shuff, <2 x i64> %Se, <2 x i32> <i32 2, i32 0>
  %I50 = insertelement <2 x double> %FC22, double 0xF413D032CF1160B0, i32 0
  %B51 = add i16 %Sl16, %E12
  %Se52 = sext <2 x i16> %I8 to <2 x i32>
  %Sl53 = select i1 true, i64 %L32, i64 106597
  %Cmp54 = icmp sgt <2 x i64> %Shuff20, %I14
  %L55 = load i8, i8* %Sl45, align 1
  store i8 %5, i8* %Sl45, align 1
  %E56 = extractelement <4 x i64> %Shuff42, i32 1
  %Shuff57 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I35, <2 x i32> <i32 0, i32 2>
  %I58 = insertelement <2 x i1> %Shuff27, i1 %E, i32 0
  %B59 = xor <16 x i8> zeroinitializer, %Shuff34
  %Tr60 = trunc <2 x i64> %Shuff20 to <2 x i8>
  %Sl61 = select i1 true, i8 %5, i8 %L11
  %Cmp62 = icmp uge <16 x i8> %Shuff34, %Shuff34
  %L63 = load i8, i8* %Sl45, align 1
  store i8 %L40, i8* %Sl45, align 1
  %E64 = extractelement <4 x i64> %Shuff42, i32 2
  %Shuff65 = shufflevector <2 x i1> %Sl30, <2 x i1> %Cmp10, <2 x i32> <i32 1, i32 3>
  %I66 = insertelement <2 x i64> %Shuff49, i64 %L32, i32 1
  %B67 = sub <2 x i64> %I, %Shuff57
  %Se68 = sext i8 %L25 to i64
  %Sl69 = select i1 true, i64 %L5, i64 %L32
  %Cmp70 = icmp sgt <2 x i64> %Se, %I35
  %L71 = load i8, i8* %Sl45, align 1
  store i8 %L, i8* %0, align 1
  %E72 = extractelement <2 x i64> %Shuff, i32 1
  %Shuff73 = shufflevector <2 x i64> %Shuff20, <2 x i64> %Shuff, <2 x i32> <i32 0, i32 2>
  %I74 = insertelement <2 x i64> %B, i64 %Se68, i32 0
  %B75 = udiv i64 %L5, %E33
  %Se76 = sext <2 x i1> %I58 to <2 x i32>
  %Sl77 = select i1 true, double %FC, double 0x2F5730769455CAF4
  %Cmp78 = icmp sgt <2 x i8> %Tr60, zeroinitializer
  %L79 = load i8, i8* %0, align 1
  store i8 %L79, i8* %0, align 1
  %E80 = extractelement <4 x i64> zeroinitializer, i32 3
  %Shuff81 = shufflevector <2 x i64> %Shuff20, <2 x i64> %I14, <2 x i32> <i32 2, i32 0>
  %I82 = insertelement <2 x i16> %I8, i16 0, i32 0
  %B83 = ashr i64 %Sl69, %E64
  %Tr84 = trunc i16 %E48 to i1
  br i1 %Tr84, label %CF169, label %CF175

CF175:                                            ; preds = %CF169
  %Sl85 = select <2 x i1> %Cmp10, <2 x i1> %I58, <2 x i1> %Cmp70
  %Cmp86 = icmp slt <2 x i64> %Shuff49, %Shuff
  %L87 = load i8, i8* %0, align 1
  store i8 %Sl61, i8* %Sl45, align 1
  %E88 = extractelement <4 x i64> %Shuff42, i32 2
  %Shuff89 = shufflevector <16 x i8> %Shuff34, <16 x i8> %Shuff34, <16 x i32> <i32 29, i32 undef, i32 1, i32 3, i32 5, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 undef, i32 27>
  %I90 = insertelement <2 x i64> %Shuff57, i64 106597, i32 1
  %B91 = fdiv float %B44, %B44
  %Sl92 = select i1 true, i16 0, i16 %E12
  %Cmp93 = icmp sgt i1 %Cmp17, %Cmp17
  br i1 %Cmp93, label %CF169, label %CF172

CF172:                                            ; preds = %CF175
  %L94 = load i8, i8* %Sl45, align 1
  store i8 %L, i8* %Sl45, align 1
  %E95 = extractelement <4 x i64> %Shuff42, i32 3
  %Shuff96 = shufflevector <2 x i1> %Shuff13, <2 x i1> %Cmp10, <2 x i32> <i32 2, i32 0>
  %I97 = insertelement <2 x i1> %Shuff65, i1 %Tr84, i32 0
  %B98 = frem double 0x199F14BEF29D233C, %Sl77
  %FC99 = sitofp i64 %B75 to float
  %Sl100 = select i1 %Tr84, <2 x i32> %Se52, <2 x i32> %Se52
  %Cmp101 = icmp eq <2 x i64> %Se, %Se
  %L102 = load i8, i8* %Sl45, align 1
  store i8 %L87, i8* %Sl45, align 1
  %E103 = extractelement <4 x i64> zeroinitializer, i32 3
  %Shuff104 = shufflevector <2 x i1> %Sl85, <2 x i1> %Cmp10, <2 x i32> <i32 2, i32 0>
  %I105 = insertelement <2 x i1> %Shuff27, i1 true, i32 0
  %B106 = fsub double %Sl, 0xF413D032CF1160B0
  %BC = bitcast <2 x i64> zeroinitializer to <2 x double>
  %Sl107 = select i1 %Cmp17, <2 x i16> zeroinitializer, <2 x i16> %I82
  %Cmp108 = icmp sgt <16 x i8> %B59, %Shuff89
  %L109 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E110 = extractelement <2 x i16> %Shuff7, i32 1
  %Shuff111 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 undef, i32 undef, i32 0, i32 undef>
  %I112 = insertelement <2 x i1> %Cmp101, i1 %Tr84, i32 0
  %B113 = mul <16 x i8> %Shuff34, %B59
  %Tr114 = trunc <2 x i32> %Tr to <2 x i8>
  %Sl115 = select i1 %Cmp31, <2 x i8> %Tr60, <2 x i8> %Tr114
  %Cmp116 = icmp sge <2 x i1> %Shuff104, %Shuff104
  %L117 = load i8, i8* %0, align 1
  store i8 %L117, i8* %0, align 1
  %E118 = extractelement <2 x i1> %I97, i32 1
  br i1 %E118, label %CF, label %CF167

CF167:                                            ; preds = %CF172
  %Shuff119 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff42, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I120 = insertelement <2 x i32> %Sl100, i32 %3, i32 0
  %FC121 = uitofp i32 %3 to double
  %Sl122 = select i1 %Tr84, i64 330121, i64 %4
  %Cmp123 = icmp sgt i1 %Cmp31, %E118
  br i1 %Cmp123, label %CF, label %CF165

CF165:                                            ; preds = %CF165, %CF167
  %L124 = load i8, i8* %Sl45, align 1
  store i8 %L, i8* %Sl45, align 1
  %E125 = extractelement <2 x i1> %Cmp54, i32 1
  br i1 %E125, label %CF165, label %CF168

CF168:                                            ; preds = %CF168, %CF173, %CF165
  %Shuff126 = shufflevector <2 x i16> %I21, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I127 = insertelement <4 x i1> %Shuff111, i1 true, i32 2
  %B128 = fmul double 0x2E7BAC9ACD790118, %FC
  %Se129 = sext <2 x i8> zeroinitializer to <2 x i32>
  %Sl130 = select i1 %Cmp17, i64 %Se68, i64 106597
  %Cmp131 = icmp eq <16 x i8> zeroinitializer, zeroinitializer
  %L132 = load i8, i8* %0, align 1
  store i8 %L25, i8* %0, align 1
  %E133 = extractelement <4 x i64> %Shuff119, i32 3
  %Shuff134 = shufflevector <2 x i16> %Sl107, <2 x i16> %Shuff126, <2 x i32> <i32 2, i32 0>
  %I135 = insertelement <4 x i1> zeroinitializer, i1 %Tr84, i32 0
  %B136 = fadd double 0x2E7BAC9ACD790118, %Sl77
  %FC137 = sitofp i64 %E133 to float
  %Sl138 = select i1 true, <2 x i64> %Shuff57, <2 x i64> %Shuff81
  %Cmp139 = icmp eq i8 %L11, %L
  br i1 %Cmp139, label %CF168, label %CF173

CF173:                                            ; preds = %CF168
  %L140 = load i8, i8* %0, align 1
  store i8 %B36, i8* %0, align 1
  %E141 = extractelement <2 x i1> %Sl85, i32 1
  br i1 %E141, label %CF168, label %CF170

CF170:                                            ; preds = %CF173
  %Shuff142 = shufflevector <2 x i16> %Shuff126, <2 x i16> %Shuff134, <2 x i32> <i32 2, i32 undef>
  %I143 = insertelement <2 x i16> %Shuff134, i16 %E12, i32 0
  %B144 = or <2 x i64> %I28, %I90
  %Tr145 = trunc <2 x i64> %I35 to <2 x i32>
  %Sl146 = select i1 %Tr84, <16 x i8> %Shuff34, <16 x i8> %Shuff34
  %Cmp147 = icmp uge <2 x i1> %Cmp86, %Cmp10
  %L148 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E149 = extractelement <16 x i8> %B113, i32 1
  %Shuff150 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff49, <2 x i32> <i32 0, i32 2>
  %I151 = insertelement <4 x i1> %I135, i1 %Tr84, i32 2
  %B152 = xor i16 229, %E110
  %Tr153 = trunc <2 x i8> %Sl115 to <2 x i1>
  %Sl154 = select i1 %Tr84, i64 %B75, i64 %Sl53
  %Cmp155 = fcmp one float %FC99, %B44
  br i1 %Cmp155, label %CF, label %CF163

CF163:                                            ; preds = %CF163, %CF170
  %L156 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E157 = extractelement <2 x i64> %Shuff57, i32 0
  %Shuff158 = shufflevector <4 x i1> %I127, <4 x i1> %I135, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I159 = insertelement <2 x i1> %Shuff13, i1 %Tr84, i32 1
  %B160 = xor <2 x i8> %Sl115, %Tr114
  %Sl161 = select i1 %Sl38, <2 x i64> %I35, <2 x i64> zeroinitializer
  %Cmp162 = fcmp false double %B98, 0xE4D3B0F29FD12170
  br i1 %Cmp162, label %CF163, label %CF164

CF164:                                            ; preds = %CF163
  store i8 %L117, i8* %Sl45, align 1
  store i8 %L94, i8* %Sl45, align 1
  store i8 %L140, i8* %Sl45, align 1
  store i8 %L117, i8* %Sl45, align 1
  store i8 %L47, i8* %0, align 1
  ret void
}
