; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD5(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca i32, align 4
  %A2 = alloca i16, align 2
  %A1 = alloca i8, align 1
  %A = alloca float, align 4
  %L = load i8, i8* %0, align 1
  store i8 -21, i8* %0, align 1
  %E = extractelement <4 x i64> zeroinitializer, i32 3
  %Shuff = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I = insertelement <2 x i64> zeroinitializer, i64 -1, i32 0
  %B = urem <2 x i64> %I, %Shuff
  %Sl = select i1 true, i16 7143, i16 0
  %Cmp = fcmp une double 0x84B5B35424B348D2, 0xDDD90978B7D758F6
  br label %CF169

CF169:                                            ; preds = %BB
  %L5 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E6 = extractelement <2 x i64> %Shuff, i32 0
  %Shuff7 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 undef, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11, i32 undef>
  %I8 = insertelement <8 x i32> zeroinitializer, i32 447983, i32 1
  %B9 = frem double 0x14938E8F347A066, 0x84B5B35424B348D2
  %Tr = trunc i64 %E6 to i32
  %Sl10 = select i1 %Cmp, double 0xDDD90978B7D758F6, double 0x14938E8F347A066
  %Cmp11 = icmp ule <8 x i32> %I8, %Shuff7
  %L12 = load i8, i8* %0, align 1
  store i8 -113, i8* %0, align 1
  %E13 = extractelement <8 x i32> zeroinitializer, i32 2
  %Shuff14 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I15 = insertelement <2 x i64> %Shuff, i64 0, i32 1
  %B16 = frem float 0x3FFEF122C0000000, 0x4423F787C0000000
  %Se = sext i8 -21 to i32
  %Sl17 = select i1 true, float 0x3F2FF193C0000000, float 0xBE14701840000000
  %Cmp18 = icmp ne i64 -1, %4
  br label %CF168

CF168:                                            ; preds = %CF168, %CF169
  %L19 = load i32, i32* %A3, align 4
  store i8 %L12, i8* %A1, align 1
  %E20 = extractelement <2 x i64> %Shuff, i32 1
  %Shuff21 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I15, <2 x i32> <i32 0, i32 2>
  %I22 = insertelement <2 x i64> %Shuff21, i64 %E, i32 0
  %B23 = xor i64 0, %E20
  %Se24 = sext <8 x i32> zeroinitializer to <8 x i64>
  %Sl25 = select i1 true, float 0x3A78EC1CC0000000, float 0x4423F787C0000000
  %Cmp26 = icmp eq i16 %Sl, 0
  br i1 %Cmp26, label %CF168, label %CF172

CF172:                                            ; preds = %CF168
  %L27 = load i8, i8* %0, align 1
  store i8 %L27, i8* %0, align 1
  %E28 = extractelement <8 x i1> %Cmp11, i32 3
  br label %CF

CF:                                               ; preds = %CF, %CF177, %CF170, %CF173, %CF176, %CF172
  %Shuff29 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff14, <2 x i32> <i32 2, i32 0>
  %I30 = insertelement <2 x i64> %Shuff14, i64 %E20, i32 0
  %B31 = frem float 0x3A78EC1CC0000000, 0x3FFEF122C0000000
  %Tr32 = trunc <2 x i64> %I22 to <2 x i8>
  %Sl33 = select i1 true, float %Sl25, float 0x4423F787C0000000
  %Cmp34 = icmp ult i8 %L27, -113
  br i1 %Cmp34, label %CF, label %CF174

CF174:                                            ; preds = %CF174, %CF
  %L35 = load i8, i8* %0, align 1
  store i16 0, i16* %A2, align 2
  %E36 = extractelement <2 x i64> %Shuff, i32 0
  %Shuff37 = shufflevector <2 x i64> %Shuff21, <2 x i64> %Shuff, <2 x i32> <i32 3, i32 1>
  %I38 = insertelement <4 x i32> zeroinitializer, i32 447983, i32 1
  %B39 = lshr i32 447983, %E13
  %FC = fptoui float 0x3A78EC1CC0000000 to i16
  %Sl40 = select i1 true, i1 true, i1 true
  br i1 %Sl40, label %CF174, label %CF177

CF177:                                            ; preds = %CF174
  %Cmp41 = icmp ule <2 x i64> %I15, %Shuff
  %L42 = load i8, i8* %0, align 1
  store i8 -113, i8* %0, align 1
  %E43 = extractelement <8 x i1> %Cmp11, i32 3
  br i1 %E43, label %CF, label %CF170

CF170:                                            ; preds = %CF177
  %Shuff44 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff14, <2 x i32> <i32 2, i32 0>
  %I45 = insertelement <2 x i64> zeroinitializer, i64 %E6, i32 0
  %Tr46 = trunc i16 0 to i1
  br i1 %Tr46, label %CF, label %CF164

CF164:                                            ; preds = %CF164, %CF170
  %Sl47 = select i1 true, i8 %L12, i8 %L42
  %Cmp48 = icmp uge <1 x i1> zeroinitializer, zeroinitializer
  %L49 = load i8, i8* %0, align 1
  store i8 %L27, i8* %0, align 1
  %E50 = extractelement <8 x i32> %Shuff7, i32 4
  %Shuff51 = shufflevector <2 x i64> %I30, <2 x i64> %Shuff37, <2 x i32> <i32 3, i32 1>
  %I52 = insertelement <8 x i32> %Shuff7, i32 437851, i32 5
  %B53 = fadd double %B9, 0x84B5B35424B348D2
  %Sl54 = select i1 true, <2 x i64> %Shuff29, <2 x i64> %I45
  %Cmp55 = icmp uge <2 x i64> %I30, %Shuff
  %L56 = load i8, i8* %0, align 1
  store i8 %L27, i8* %0, align 1
  %E57 = extractelement <2 x i64> %Sl54, i32 1
  %Shuff58 = shufflevector <2 x i64> %Shuff21, <2 x i64> %Shuff21, <2 x i32> <i32 0, i32 2>
  %I59 = insertelement <2 x i64> %I15, i64 -1, i32 0
  %B60 = xor <4 x i32> %I38, %I38
  %Tr61 = trunc <8 x i32> %I52 to <8 x i1>
  %Sl62 = select i1 %Tr46, i8 %L42, i8 %Sl47
  %Cmp63 = icmp slt <2 x i1> %Cmp55, %Cmp41
  %L64 = load i8, i8* %0, align 1
  store i8 -113, i8* %0, align 1
  %E65 = extractelement <2 x i64> %I45, i32 0
  %Shuff66 = shufflevector <8 x i1> %Tr61, <8 x i1> %Tr61, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 undef, i32 5, i32 7>
  %I67 = insertelement <2 x i64> %Shuff37, i64 104059, i32 1
  %B68 = add <2 x i64> %Shuff29, %Shuff
  %FC69 = fptoui double 0xDDD90978B7D758F6 to i8
  %Sl70 = select i1 %E28, i32 %3, i32 %B39
  %Cmp71 = icmp ne <2 x i64> %Shuff21, %I30
  %L72 = load i8, i8* %0, align 1
  store i8 %L27, i8* %0, align 1
  %E73 = extractelement <2 x i64> %Shuff21, i32 1
  %Shuff74 = shufflevector <2 x i64> %Shuff21, <2 x i64> %I45, <2 x i32> <i32 undef, i32 2>
  %I75 = insertelement <2 x i64> %Shuff14, i64 %E57, i32 0
  %B76 = and i64 %E36, %E20
  %Tr77 = trunc <2 x i64> %Shuff37 to <2 x i1>
  %Sl78 = select i1 true, i1 %Tr46, i1 %Cmp18
  br i1 %Sl78, label %CF164, label %CF173

CF173:                                            ; preds = %CF164
  %Cmp79 = icmp ugt i32 %B39, %Se
  br i1 %Cmp79, label %CF, label %CF162

CF162:                                            ; preds = %CF162, %CF167, %CF173
  %L80 = load i8, i8* %0, align 1
  store i8 %L5, i8* %0, align 1
  %E81 = extractelement <8 x i32> %Shuff7, i32 2
  %Shuff82 = shufflevector <2 x i1> %Cmp41, <2 x i1> %Cmp41, <2 x i32> undef
  %I83 = insertelement <4 x i8> zeroinitializer, i8 %L27, i32 3
  %B84 = sub <4 x i64> zeroinitializer, zeroinitializer
  %FC85 = sitofp <8 x i1> %Shuff66 to <8 x double>
  %Sl86 = select i1 true, i64 %E, i64 -1
  %Cmp87 = icmp ule i64 %E57, %E
  br i1 %Cmp87, label %CF162, label %CF167

CF167:                                            ; preds = %CF162
  %L88 = load i8, i8* %0, align 1
  store i8 %L12, i8* %0, align 1
  %E89 = extractelement <8 x i1> %Cmp11, i32 0
  br i1 %E89, label %CF162, label %CF165

CF165:                                            ; preds = %CF165, %CF167
  %Shuff90 = shufflevector <2 x i1> %Cmp41, <2 x i1> %Cmp41, <2 x i32> <i32 3, i32 undef>
  %I91 = insertelement <4 x i32> zeroinitializer, i32 %B39, i32 1
  %B92 = or <4 x i8> zeroinitializer, %I83
  %Tr93 = trunc i64 %Sl86 to i32
  %Sl94 = select i1 %Sl40, i32 %B39, i32 %Tr
  %Cmp95 = icmp sgt <4 x i64> zeroinitializer, zeroinitializer
  %L96 = load i8, i8* %0, align 1
  store i8 %L5, i8* %0, align 1
  %E97 = extractelement <2 x i64> %Shuff14, i32 0
  %Shuff98 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 undef, i32 undef>
  %I99 = insertelement <8 x i1> %Shuff66, i1 true, i32 7
  %B100 = udiv <4 x i8> %B92, %I83
  %Se101 = sext i8 %L49 to i64
  %Sl102 = select <8 x i1> %Tr61, <8 x i32> %I8, <8 x i32> %I52
  %L103 = load i8, i8* %0, align 1
  store i8 %L80, i8* %0, align 1
  %E104 = extractelement <8 x i32> %I52, i32 1
  %Shuff105 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I106 = insertelement <2 x i1> %Shuff82, i1 true, i32 0
  %B107 = sub <2 x i64> %Shuff44, zeroinitializer
  %FC108 = uitofp <4 x i64> %Shuff98 to <4 x float>
  %Sl109 = select <8 x i1> %I99, <8 x i32> %Sl102, <8 x i32> %Shuff7
  %Cmp110 = icmp eq <2 x i64> %B107, zeroinitializer
  %L111 = load i8, i8* %0, align 1
  store i8 %L12, i8* %0, align 1
  %E112 = extractelement <4 x i32> %Shuff105, i32 0
  %Shuff113 = shufflevector <2 x i64> %Sl54, <2 x i64> %I15, <2 x i32> <i32 3, i32 undef>
  %I114 = insertelement <2 x i64> %Sl54, i64 %E57, i32 1
  %B115 = urem i8 %L64, -113
  %Tr116 = trunc i8 %L103 to i1
  br i1 %Tr116, label %CF165, label %CF176

CF176:                                            ; preds = %CF165
  %Sl117 = select i1 %Cmp18, <2 x i64> %Shuff14, <2 x i64> %Shuff51
  %Cmp118 = icmp ult <8 x i32> zeroinitializer, %I52
  %L119 = load i8, i8* %0, align 1
  store i8 %L111, i8* %0, align 1
  %E120 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff121 = shufflevector <4 x i1> %Cmp95, <4 x i1> %Cmp95, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I122 = insertelement <2 x i64> zeroinitializer, i64 %E97, i32 0
  %Tr123 = trunc <2 x i64> %Shuff51 to <2 x i16>
  %Sl124 = select i1 true, i64 %E20, i64 %E6
  %Cmp125 = icmp ule i32 437851, %Tr93
  br i1 %Cmp125, label %CF, label %CF161

CF161:                                            ; preds = %CF161, %CF175, %CF176
  %L126 = load i8, i8* %0, align 1
  store float 0xBE14701840000000, float* %A, align 4
  %E127 = extractelement <2 x i64> %Shuff74, i32 1
  %Shuff128 = shufflevector <8 x i1> %Cmp118, <8 x i1> %Cmp11, <8 x i32> <i32 2, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 0>
  %I129 = insertelement <2 x i16> %Tr123, i16 %FC, i32 0
  %B130 = urem i8 %L119, %Sl62
  %FC131 = fptosi float %Sl17 to i1
  br i1 %FC131, label %CF161, label %CF175

CF175:                                            ; preds = %CF161
  %Sl132 = select i1 %Sl78, i8 %L80, i8 -113
  %Cmp133 = icmp slt i8 %Sl47, %L
  br i1 %Cmp133, label %CF161, label %CF163

CF163:                                            ; preds = %CF163, %CF171, %CF175
  %L134 = load i8, i8* %0, align 1
  store i8 %L88, i8* %0, align 1
  %E135 = extractelement <2 x i16> %Tr123, i32 0
  %Shuff136 = shufflevector <2 x i64> %I22, <2 x i64> %I122, <2 x i32> <i32 1, i32 3>
  %I137 = insertelement <2 x i64> %Shuff21, i64 %E6, i32 1
  %ZE = zext i1 %Tr116 to i32
  %Sl138 = select i1 %Cmp, i16 %Sl, i16 %E135
  %Cmp139 = icmp ult i64 %E57, %E57
  br i1 %Cmp139, label %CF163, label %CF171

CF171:                                            ; preds = %CF163
  %L140 = load i8, i8* %0, align 1
  store i8 -21, i8* %0, align 1
  %E141 = extractelement <2 x i64> %I15, i32 0
  %Shuff142 = shufflevector <8 x i32> %Shuff7, <8 x i32> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I143 = insertelement <2 x i64> %I67, i64 %4, i32 1
  %B144 = fadd float %Sl25, 0x4423F787C0000000
  %Sl145 = select i1 %Cmp139, <2 x i64> %B68, <2 x i64> %Shuff
  %L146 = load i8, i8* %0, align 1
  store i8 %L42, i8* %0, align 1
  %E147 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff148 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff51, <2 x i32> <i32 undef, i32 1>
  %I149 = insertelement <8 x i1> %Shuff128, i1 %Cmp34, i32 1
  %B150 = shl i8 %FC69, %L5
  %FC151 = sitofp <2 x i64> %B107 to <2 x double>
  %Sl152 = select i1 true, i16 22723, i16 %FC
  %Cmp153 = icmp uge <2 x i1> %Tr77, %Cmp41
  %L154 = load i8, i8* %0, align 1
  store i8 -113, i8* %0, align 1
  %E155 = extractelement <2 x i1> %Tr77, i32 0
  br i1 %E155, label %CF163, label %CF166

CF166:                                            ; preds = %CF171
  %Shuff156 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %I52, <8 x i32> <i32 undef, i32 11, i32 13, i32 undef, i32 1, i32 3, i32 5, i32 7>
  %I157 = insertelement <4 x i32> %Shuff105, i32 %E13, i32 3
  %Se158 = sext <8 x i1> %Tr61 to <8 x i16>
  %Sl159 = select i1 %E155, float 0x3CA5FA89C0000000, float %Sl25
  %Cmp160 = icmp sge <8 x i32> %Sl109, %Shuff7
  store i8 %L126, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  store i8 %Sl47, i8* %0, align 1
  store i8 -113, i8* %0, align 1
  store i8 -21, i8* %0, align 1
  ret void
}
