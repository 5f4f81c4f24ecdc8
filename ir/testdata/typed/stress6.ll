; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD6(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i64>, align 32
  %A3 = alloca <8 x i1>, align 1
  %A2 = alloca <1 x i16>, align 2
  %A1 = alloca <4 x i16>, align 8
  %A = alloca <16 x double>, align 128
  %L = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 undef, i32 5, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 1>
  %I = insertelement <8 x i64> zeroinitializer, i64 336035, i32 5
  %B = and <2 x i32> zeroinitializer, zeroinitializer
  %Tr = trunc i64 %E to i32
  %Sl = select i1 false, <4 x i64>* %A4, <4 x i64>* %A4
  %Cmp = icmp uge <2 x i64> zeroinitializer, zeroinitializer
  %L5 = load <4 x i64>, <4 x i64>* %Sl, align 32
  store <4 x i64> zeroinitializer, <4 x i64>* %Sl, align 32
  %E6 = extractelement <8 x i1> %Shuff, i32 6
  br label %CF171

CF171:                                            ; preds = %BB
  %Shuff7 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> undef
  %I8 = insertelement <16 x i32> zeroinitializer, i32 -1, i32 15
  %B9 = sub i16 7771, 27339
  %Sl10 = select i1 %E6, i64* %2, i64* %2
  %L11 = load <4 x i64>, <4 x i64>* %Sl, align 32
  %E12 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff13 = shufflevector <8 x i1> %Shuff, <8 x i1> zeroinitializer, <8 x i32> <i32 undef, i32 undef, i32 8, i32 10, i32 12, i32 14, i32 undef, i32 2>
  %I14 = insertelement <8 x i32> zeroinitializer, i32 -1, i32 6
  %B15 = shl <16 x i32> zeroinitializer, zeroinitializer
  %Tr16 = trunc i32 -1 to i1
  br label %CF156

CF156:                                            ; preds = %CF156, %CF165, %CF171
  %Sl17 = select i1 false, i64* %Sl10, i64* %Sl10
  %Cmp18 = icmp uge i1 true, false
  br i1 %Cmp18, label %CF156, label %CF159

CF159:                                            ; preds = %CF159, %CF170, %CF169, %CF156
  %L19 = load <4 x i64>, <4 x i64>* %Sl, align 32
  store <4 x i64> zeroinitializer, <4 x i64>* %Sl, align 32
  %E20 = extractelement <2 x i64> zeroinitializer, i32 1
  %Shuff21 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I22 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 0
  %B23 = add i8 0, %5
  %ZE = zext i1 false to i32
  %Sl24 = select i1 %E6, <2 x i64> %Shuff21, <2 x i64> %Shuff7
  %Cmp25 = icmp ult i32 %E12, 1879
  br i1 %Cmp25, label %CF159, label %CF170

CF170:                                            ; preds = %CF159
  %L26 = load <4 x i64>, <4 x i64>* %Sl, align 32
  store <4 x i64> zeroinitializer, <4 x i64>* %Sl, align 32
  %E27 = extractelement <4 x i64> %I22, i32 3
  %Shuff28 = shufflevector <4 x i64> %L19, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I29 = insertelement <8 x i1> %Shuff, i1 %Tr16, i32 0
  %B30 = srem i16 27339, 27339
  %FC = fptosi float 0x3E4D6B9140000000 to i8
  %Sl31 = select i1 %E6, i16 %B9, i16 %B30
  %Cmp32 = icmp ne <2 x i64> %Shuff7, %Sl24
  %L33 = load <4 x i64>, <4 x i64>* %Sl, align 32
  store <4 x i64> zeroinitializer, <4 x i64>* %Sl, align 32
  %E34 = extractelement <16 x i32> zeroinitializer, i32 2
  %Shuff35 = shufflevector <2 x i1> %Cmp32, <2 x i1> %Cmp32, <2 x i32> <i32 undef, i32 3>
  %I36 = insertelement <2 x i64> zeroinitializer, i64 %E, i32 1
  %PC = bitcast i64* %2 to float*
  %Sl37 = select i1 %Cmp18, <2 x i64> %Shuff21, <2 x i64> %Shuff7
  %Cmp38 = icmp slt <8 x i1> zeroinitializer, %Shuff13
  %L39 = load <4 x i64>, <4 x i64>* %Sl, align 32
  store float 0x4468E20CC0000000, float* %PC, align 4
  %E40 = extractelement <4 x i64> %L11, i32 3
  %Shuff41 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 undef, i32 0>
  %I42 = insertelement <2 x i1> %Cmp32, i1 %E6, i32 0
  %B43 = xor i64 336035, 336035
  %Se = sext <8 x i1> %Shuff13 to <8 x i32>
  %Sl44 = select i1 %E6, i8 %FC, i8 %B23
  %Cmp45 = icmp ugt <8 x i32> zeroinitializer, zeroinitializer
  %L46 = load float, float* %PC, align 4
  store i64 %E20, i64* %2, align 4
  %E47 = extractelement <8 x i1> zeroinitializer, i32 1
  br i1 %E47, label %CF159, label %CF169

CF169:                                            ; preds = %CF170
  %Shuff48 = shufflevector <4 x i64> %Shuff28, <4 x i64> %L26, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I49 = insertelement <4 x i64> %L11, i64 90463, i32 2
  %FC50 = sitofp <4 x i64> zeroinitializer to <4 x float>
  %Sl51 = select i1 false, <4 x i64> %L11, <4 x i64> zeroinitializer
  %L52 = load i8, i8* %0, align 1
  store <4 x i64> zeroinitializer, <4 x i64>* %Sl, align 32
  %E53 = extractelement <4 x float> %FC50, i32 2
  %Shuff54 = shufflevector <2 x i32> %B, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I55 = insertelement <2 x i32> zeroinitializer, i32 -1, i32 1
  %FC56 = uitofp <2 x i32> zeroinitializer to <2 x double>
  %Sl57 = select i1 %E47, i1 %Cmp25, i1 %E47
  br i1 %Sl57, label %CF159, label %CF165

CF165:                                            ; preds = %CF169
  %L58 = load i64, i64* %Sl17, align 4
  store <4 x i64> %L5, <4 x i64>* %Sl, align 32
  %E59 = extractelement <2 x i1> %Cmp32, i32 0
  br i1 %E59, label %CF156, label %CF157

CF157:                                            ; preds = %CF157, %CF172, %CF165
  %Shuff60 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff7, <2 x i32> <i32 1, i32 undef>
  %I61 = insertelement <2 x i64> zeroinitializer, i64 445711, i32 1
  %B62 = ashr i64 %E40, %E20
  %Sl63 = select <2 x i1> %Cmp, <2 x i32> %Shuff54, <2 x i32> %B
  %Cmp64 = icmp ne <8 x i1> %I29, %Cmp45
  %L65 = load <16 x double>, <16 x double>* %A, align 128
  store i8 0, i8* %0, align 1
  %E66 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff67 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff7, <2 x i32> <i32 undef, i32 1>
  %I68 = insertelement <4 x i64> %L26, i64 %L58, i32 1
  %B69 = ashr <2 x i32> %I55, zeroinitializer
  %FC70 = uitofp i64 %L58 to float
  %Sl71 = select i1 %Tr16, i32 %E34, i32 %3
  %Cmp72 = icmp eq i1 false, %E6
  br i1 %Cmp72, label %CF157, label %CF164

CF164:                                            ; preds = %CF164, %CF157
  %L73 = load <4 x i64>, <4 x i64>* %Sl, align 32
  store float 0xBBF6F31AC0000000, float* %PC, align 4
  %E74 = extractelement <16 x i32> zeroinitializer, i32 11
  %Shuff75 = shufflevector <4 x i64> %L5, <4 x i64> %L11, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I76 = insertelement <2 x i32> zeroinitializer, i32 %Sl71, i32 0
  %Tr77 = trunc <4 x i64> %I68 to <4 x i1>
  %Sl78 = select i1 %E6, i1 %Cmp18, i1 %E6
  br i1 %Sl78, label %CF164, label %CF172

CF172:                                            ; preds = %CF164
  %Cmp79 = icmp uge <8 x i32> %Se, %Se
  %L80 = load <4 x i64>, <4 x i64>* %Sl, align 32
  store <1 x i16> zeroinitializer, <1 x i16>* %A2, align 2
  %E81 = extractelement <2 x i64> %Sl37, i32 0
  %Shuff82 = shufflevector <2 x i64> %Shuff60, <2 x i64> %I36, <2 x i32> <i32 3, i32 1>
  %I83 = insertelement <16 x i32> zeroinitializer, i32 %Sl71, i32 5
  %B84 = and i64 336035, %L58
  %Tr85 = trunc <4 x i64> %L39 to <4 x i16>
  %Sl86 = select i1 false, i8* %0, i8* %0
  %Cmp87 = icmp sge <2 x i64> %I61, %I36
  %L88 = load i8, i8* %Sl86, align 1
  store <4 x i64> zeroinitializer, <4 x i64>* %Sl, align 32
  %E89 = extractelement <8 x i64> zeroinitializer, i32 1
  %Shuff90 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I91 = insertelement <4 x i64> %L26, i64 445711, i32 2
  %B92 = frem float 0xBBF6F31AC0000000, 0x4468E20CC0000000
  %Se93 = sext <8 x i1> %Cmp79 to <8 x i64>
  %Sl94 = select <8 x i1> zeroinitializer, <8 x i64> zeroinitializer, <8 x i64> zeroinitializer
  %Cmp95 = icmp ult <2 x i1> %Cmp32, %Cmp
  %L96 = load i8, i8* %Sl86, align 1
  store <4 x i64> zeroinitializer, <4 x i64>* %Sl, align 32
  %E97 = extractelement <2 x double> %FC56, i32 0
  %Shuff98 = shufflevector <8 x i32> %I14, <8 x i32> %Se, <8 x i32> <i32 11, i32 13, i32 15, i32 undef, i32 3, i32 undef, i32 undef, i32 9>
  %I99 = insertelement <4 x i64> %I68, i64 %L58, i32 1
  %B100 = sub i16 27339, 27339
  %PC101 = bitcast i8* %Sl86 to i64*
  %Sl102 = select i1 %E6, i1 %Cmp18, i1 %Sl57
  br i1 %Sl102, label %CF157, label %CF158

CF158:                                            ; preds = %CF158, %CF173, %CF162, %CF167, %CF172
  %Cmp103 = icmp eq i8 %B23, %Sl44
  br i1 %Cmp103, label %CF158, label %CF166

CF166:                                            ; preds = %CF166, %CF158
  %L104 = load i8, i8* %Sl86, align 1
  store i64 %E20, i64* %Sl10, align 4
  %E105 = extractelement <2 x i32> %B69, i32 1
  %Shuff106 = shufflevector <2 x i32> %Shuff54, <2 x i32> zeroinitializer, <2 x i32> <i32 undef, i32 2>
  %I107 = insertelement <4 x i16> %Tr85, i16 %B100, i32 2
  %Sl108 = select i1 %E6, <2 x i1> %Cmp87, <2 x i1> %Cmp87
  %Cmp109 = icmp ule i64 361415, %E20
  br i1 %Cmp109, label %CF166, label %CF168

CF168:                                            ; preds = %CF168, %CF166
  %L110 = load i8, i8* %Sl86, align 1
  store i8 %L88, i8* %0, align 1
  %E111 = extractelement <2 x i64> %Sl37, i32 1
  %Shuff112 = shufflevector <4 x i64> %Shuff75, <4 x i64> %L5, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I113 = insertelement <8 x i1> %Cmp45, i1 %Sl102, i32 6
  %B114 = urem <4 x i64> %Shuff28, %L39
  %Sl115 = select i1 %E6, <4 x i64> %I99, <4 x i64> %Shuff112
  %Cmp116 = icmp sge i32 486247, %E74
  br i1 %Cmp116, label %CF168, label %CF173

CF173:                                            ; preds = %CF168
  %L117 = load i8, i8* %Sl86, align 1
  store i8 %L88, i8* %Sl86, align 1
  %E118 = extractelement <16 x i32> zeroinitializer, i32 7
  %Shuff119 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %I8, <16 x i32> <i32 undef, i32 28, i32 30, i32 0, i32 undef, i32 undef, i32 undef, i32 8, i32 undef, i32 12, i32 undef, i32 16, i32 undef, i32 undef, i32 22, i32 24>
  %I120 = insertelement <4 x i64> zeroinitializer, i64 %E111, i32 0
  %B121 = and <2 x i32> %Shuff54, %Shuff54
  %FC122 = fptosi double 0xEB81C920A97FFC9E to i8
  %Sl123 = select i1 %Sl102, <2 x i64> %I61, <2 x i64> %I36
  %Cmp124 = icmp ugt i64 %E, %E27
  br i1 %Cmp124, label %CF158, label %CF162

CF162:                                            ; preds = %CF173
  %L125 = load i64, i64* %Sl10, align 4
  store i8 %L88, i8* %0, align 1
  %E126 = extractelement <8 x i32> %Se, i32 7
  %Shuff127 = shufflevector <4 x i64> %I49, <4 x i64> %L11, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I128 = insertelement <2 x i64> %Shuff60, i64 %L125, i32 0
  %Tr129 = trunc i8 %L88 to i1
  br i1 %Tr129, label %CF158, label %CF161

CF161:                                            ; preds = %CF161, %CF162
  %Sl130 = select i1 %Sl78, i8 %L117, i8 %L117
  %Cmp131 = icmp ne i32 %ZE, %Sl71
  br i1 %Cmp131, label %CF161, label %CF163

CF163:                                            ; preds = %CF163, %CF161
  %L132 = load i8, i8* %Sl86, align 1
  store i8 %B23, i8* %Sl86, align 1
  %E133 = extractelement <2 x double> %FC56, i32 0
  %Shuff134 = shufflevector <4 x i64> %L19, <4 x i64> %L39, <4 x i32> <i32 7, i32 undef, i32 3, i32 undef>
  %I135 = insertelement <8 x i32> zeroinitializer, i32 %3, i32 1
  %B136 = fdiv float %E53, %L46
  %PC137 = bitcast i64* %Sl10 to i16*
  %Sl138 = select <2 x i1> %Cmp32, <2 x i32> %B, <2 x i32> %Shuff54
  %Cmp139 = icmp uge i64 90463, %E81
  br i1 %Cmp139, label %CF163, label %CF167

CF167:                                            ; preds = %CF163
  %L140 = load i8, i8* %0, align 1
  store i8 %L52, i8* %0, align 1
  %E141 = extractelement <4 x i64> %Shuff112, i32 2
  %Shuff142 = shufflevector <16 x i32> %I8, <16 x i32> %I83, <16 x i32> <i32 undef, i32 undef, i32 17, i32 undef, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11>
  %I143 = insertelement <2 x i64> %Sl123, i64 %B62, i32 1
  %B144 = fadd double %E97, %E97
  %Tr145 = trunc <8 x i64> %I to <8 x i32>
  %Sl146 = select i1 %Cmp139, i1 %E6, i1 %Cmp139
  br i1 %Sl146, label %CF158, label %CF160

CF160:                                            ; preds = %CF167
  %Cmp147 = icmp uge <4 x i16> %I107, %Tr85
  %L148 = load i16, i16* %PC137, align 2
  store i16 -4721, i16* %PC137, align 2
  %E149 = extractelement <4 x i64> %I91, i32 3
  %Shuff150 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %I29, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I151 = insertelement <4 x i64> %Shuff127, i64 %B43, i32 0
  %B152 = lshr <4 x i64> %Sl51, %L80
  %Se153 = sext <8 x i1> %Cmp38 to <8 x i32>
  %Sl154 = select i1 %E47, i32 %E118, i32 %Sl71
  %Cmp155 = icmp eq i1 %Tr129, %Cmp109
  br label %CF

CF:                                               ; preds = %CF160
  store i64 %E149, i64* %PC101, align 4
  store i16 7771, i16* %PC137, align 2
  store <4 x i64> %I151, <4 x i64>* %Sl, align 32
  store i8 %B23, i8* %Sl86, align 1
  store <4 x i64> zeroinitializer, <4 x i64>* %Sl, align 32
  ret void
}
