; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD8(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <1 x i16>, align 2
  %A3 = alloca <4 x i64>, align 32
  %A2 = alloca <8 x i1>, align 1
  %A1 = alloca <2 x float>, align 8
  %A = alloca <1 x i16>, align 2
  %L = load i32, i32* %1, align 4
  store i8 -1, i8* %0, align 1
  %E = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I = insertelement <2 x i8> %Shuff, i8 %5, i32 0
  %B = or i32 455489, 441593
  %FC = fptosi float 0x3860281400000000 to i64
  %Sl = select i1 true, double 0x595F047E925D72FC, double 0x2A87E7A60785FA24
  %Cmp = icmp ult <2 x i16> zeroinitializer, zeroinitializer
  %L5 = load i8, i8* %0, align 1
  store i8 -11, i8* %0, align 1
  %E6 = extractelement <8 x i64> zeroinitializer, i32 4
  %Shuff7 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I8 = insertelement <2 x i1> %Cmp, i1 true, i32 1
  %B9 = fdiv double 0x42E7F8060FE5FA84, 0x595F047E925D72FC
  %PC = bitcast <1 x i16>* %A4 to i8*
  %Sl10 = select <2 x i1> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer
  %Cmp11 = fcmp olt double 0xC413A0329F1130B0, 0x3AC747E6B7C5FA64
  br label %CF161

CF161:                                            ; preds = %CF161, %CF171, %BB
  %L12 = load i8, i8* %PC, align 1
  store i8 %L12, i8* %0, align 1
  %E13 = extractelement <2 x i8> %Shuff, i32 0
  %Shuff14 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 5, i32 undef, i32 9, i32 11, i32 13, i32 15>
  %I15 = insertelement <2 x i32> zeroinitializer, i32 %L, i32 1
  %B16 = lshr i32 268357, 441593
  %BC = bitcast double 0xD7A367C21AA16040 to i64
  %Sl17 = select i1 %Cmp11, <2 x i1> zeroinitializer, <2 x i1> zeroinitializer
  %Cmp18 = icmp ult <2 x i1> zeroinitializer, zeroinitializer
  %L19 = load i8, i8* %PC, align 1
  store i8 %5, i8* %PC, align 1
  %E20 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff21 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I22 = insertelement <2 x i32> zeroinitializer, i32 %B16, i32 0
  %FC23 = fptoui double 0x4BB32FD236B1D050 to i32
  %Sl24 = select i1 true, i8 %5, i8 -1
  %Cmp25 = icmp ugt i64 182781, 182781
  br i1 %Cmp25, label %CF161, label %CF171

CF171:                                            ; preds = %CF161
  %L26 = load i8, i8* %PC, align 1
  store i8 %L5, i8* %PC, align 1
  %E27 = extractelement <8 x i64> %Shuff14, i32 7
  %Shuff28 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Sl10, <2 x i32> <i32 2, i32 0>
  %I29 = insertelement <2 x i16> %Shuff7, i16 0, i32 0
  %B30 = or i8 0, 0
  %Sl31 = select i1 %Cmp11, <8 x i64> %Shuff14, <8 x i64> zeroinitializer
  %Cmp32 = icmp uge i8 %E20, 0
  br i1 %Cmp32, label %CF161, label %CF163

CF163:                                            ; preds = %CF163, %CF174, %CF167, %CF172, %CF171
  %L33 = load i8, i8* %PC, align 1
  store i8 0, i8* %PC, align 1
  %E34 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff35 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff7, <2 x i32> <i32 undef, i32 2>
  %I36 = insertelement <8 x i64> %Shuff14, i64 124493, i32 2
  %Se = sext i8 %E20 to i16
  %Sl37 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i64> zeroinitializer, <8 x i64> zeroinitializer
  %Cmp38 = icmp ugt i1 true, true
  br i1 %Cmp38, label %CF163, label %CF174

CF174:                                            ; preds = %CF163
  %L39 = load i8, i8* %0, align 1
  store i8 %L19, i8* %0, align 1
  %E40 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff41 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I42 = insertelement <2 x i32> zeroinitializer, i32 %B16, i32 1
  %B43 = lshr i64 %4, 182781
  %FC44 = uitofp i32 %3 to double
  %Sl45 = select i1 true, i8 -1, i8 %5
  %Cmp46 = icmp ne <8 x i64> %Shuff14, zeroinitializer
  %L47 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E48 = extractelement <2 x i1> %Sl17, i32 1
  br i1 %E48, label %CF163, label %CF167

CF167:                                            ; preds = %CF174
  %Shuff49 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> undef
  %I50 = insertelement <1 x i1> zeroinitializer, i1 %Cmp11, i32 0
  %B51 = sub i8 %L12, %L33
  %Tr = trunc <2 x i32> %Sl10 to <2 x i1>
  %Sl52 = select i1 %Cmp25, i32 %3, i32 %B16
  %Cmp53 = icmp uge <2 x i1> %Cmp18, zeroinitializer
  %L54 = load i8, i8* %0, align 1
  store i8 %L26, i8* %PC, align 1
  %E55 = extractelement <4 x i8> zeroinitializer, i32 2
  %Shuff56 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I57 = insertelement <2 x i16> zeroinitializer, i16 0, i32 1
  %B58 = or <2 x i32> %Sl10, zeroinitializer
  %ZE = zext <2 x i8> %I to <2 x i16>
  %Sl59 = select i1 true, <8 x i64> %Sl37, <8 x i64> %Shuff14
  %Cmp60 = fcmp ogt double %FC44, 0x2A87E7A60785FA24
  br i1 %Cmp60, label %CF163, label %CF166

CF166:                                            ; preds = %CF166, %CF167
  %L61 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E62 = extractelement <2 x i16> %Shuff35, i32 1
  %Shuff63 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 undef, i32 2>
  %I64 = insertelement <1 x i1> %Shuff41, i1 %Cmp25, i32 0
  %B65 = srem <4 x i8> %Shuff56, %Shuff56
  %Sl66 = select <2 x i1> %Sl17, <2 x i8> %I, <2 x i8> %Shuff49
  %Cmp67 = icmp uge i8 %L47, %E20
  br i1 %Cmp67, label %CF166, label %CF172

CF172:                                            ; preds = %CF166
  %L68 = load i8, i8* %PC, align 1
  store i8 %L54, i8* %0, align 1
  %E69 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff70 = shufflevector <2 x i8> %Shuff49, <2 x i8> zeroinitializer, <2 x i32> <i32 undef, i32 3>
  %I71 = insertelement <1 x i1> %Shuff41, i1 %Cmp60, i32 0
  %B72 = add <4 x i8> zeroinitializer, %Shuff56
  %Tr73 = trunc i32 %Sl52 to i16
  %Sl74 = select i1 true, <1 x i1> zeroinitializer, <1 x i1> %I71
  %L75 = load <2 x float>, <2 x float>* %A1, align 8
  store i8 %Sl45, i8* %PC, align 1
  %E76 = extractelement <8 x i64> %Shuff14, i32 4
  %Shuff77 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff35, <2 x i32> <i32 undef, i32 1>
  %I78 = insertelement <8 x i64> %Shuff14, i64 %E76, i32 5
  %FC79 = sitofp i32 %Sl52 to double
  %Sl80 = select i1 %Cmp25, <8 x i1> %Cmp46, <8 x i1> %Cmp46
  %Cmp81 = icmp ult <8 x i8> zeroinitializer, zeroinitializer
  %L82 = load i8, i8* %0, align 1
  store i8 %L33, i8* %PC, align 1
  %E83 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff84 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff21, <2 x i32> <i32 2, i32 0>
  %I85 = insertelement <2 x i8> %I, i8 0, i32 0
  %B86 = frem double 0x3AC747E6B7C5FA64, %Sl
  %Sl87 = select i1 true, i64 %E6, i64 %B43
  %Cmp88 = icmp sge <2 x i32> %I42, %B58
  %L89 = load i8, i8* %0, align 1
  store <1 x i16> zeroinitializer, <1 x i16>* %A4, align 2
  %E90 = extractelement <8 x i8> zeroinitializer, i32 4
  %Shuff91 = shufflevector <2 x i32> %I22, <2 x i32> %Sl10, <2 x i32> <i32 undef, i32 1>
  %I92 = insertelement <1 x i1> zeroinitializer, i1 %E48, i32 0
  %B93 = srem <2 x i32> %I22, %Sl10
  %ZE94 = zext <1 x i1> %I71 to <1 x i16>
  %Sl95 = select i1 %Cmp11, <1 x i1> zeroinitializer, <1 x i1> zeroinitializer
  %Cmp96 = icmp ne i1 true, true
  br i1 %Cmp96, label %CF163, label %CF165

CF165:                                            ; preds = %CF165, %CF172
  %L97 = load i8, i8* %0, align 1
  store i8 -1, i8* %PC, align 1
  %E98 = extractelement <2 x i1> %Sl17, i32 1
  br i1 %E98, label %CF165, label %CF168

CF168:                                            ; preds = %CF168, %CF165
  %Shuff99 = shufflevector <4 x i8> %Shuff56, <4 x i8> %Shuff56, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I100 = insertelement <8 x i64> %Shuff14, i64 182781, i32 0
  %B101 = ashr i16 %E62, %E40
  %Se102 = sext <2 x i8> %Shuff to <2 x i64>
  %Sl103 = select <2 x i1> %I8, <2 x i16> zeroinitializer, <2 x i16> %Shuff7
  %Cmp104 = fcmp ult double 0x3AC747E6B7C5FA64, 0x4BB32FD236B1D050
  br i1 %Cmp104, label %CF168, label %CF169

CF169:                                            ; preds = %CF169, %CF168
  %L105 = load i8, i8* %0, align 1
  store <2 x float> %L75, <2 x float>* %A1, align 8
  %E106 = extractelement <1 x i1> zeroinitializer, i32 0
  br i1 %E106, label %CF169, label %CF170

CF170:                                            ; preds = %CF169
  %Shuff107 = shufflevector <2 x i32> %Shuff28, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 undef>
  %I108 = insertelement <2 x i32> zeroinitializer, i32 %B16, i32 1
  %B109 = sdiv <2 x i16> %Shuff21, %Shuff77
  %FC110 = uitofp i8 %Sl45 to double
  %Sl111 = select <8 x i1> %Cmp46, <8 x i1> %Cmp46, <8 x i1> %Cmp46
  %Cmp112 = fcmp olt float 0xC7CDA66180000000, 0x3860281400000000
  br label %CF

CF:                                               ; preds = %CF, %CF173, %CF162, %CF170
  %L113 = load i8, i8* %0, align 1
  store <1 x i16> %ZE94, <1 x i16>* %A, align 2
  %E114 = extractelement <2 x i1> %Cmp, i32 0
  br i1 %E114, label %CF, label %CF164

CF164:                                            ; preds = %CF164, %CF
  %Shuff115 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I116 = insertelement <8 x i64> %Sl59, i64 %BC, i32 1
  %B117 = frem double %B86, %Sl
  %ZE118 = fpext float 0x3AE62A1A00000000 to double
  %Sl119 = select i1 %Cmp96, float 0x3860281400000000, float 0x3860281400000000
  %Cmp120 = icmp slt <4 x i8> %Shuff99, %B65
  %L121 = load i8, i8* %0, align 1
  store i8 %L68, i8* %0, align 1
  %E122 = extractelement <2 x i1> %Cmp, i32 0
  br i1 %E122, label %CF164, label %CF173

CF173:                                            ; preds = %CF164
  %Shuff123 = shufflevector <2 x i8> %Shuff70, <2 x i8> %Shuff49, <2 x i32> <i32 undef, i32 3>
  %I124 = insertelement <2 x i1> %Cmp, i1 %Cmp38, i32 1
  %B125 = fadd double %B9, 0x2A87E7A60785FA24
  %Tr126 = trunc <2 x i32> %B58 to <2 x i16>
  %Sl127 = select <1 x i1> %Shuff41, <1 x i1> %I71, <1 x i1> zeroinitializer
  %Cmp128 = icmp ugt <2 x i32> %B93, %I22
  %L129 = load <1 x i16>, <1 x i16>* %A, align 2
  store i8 -63, i8* %PC, align 1
  %E130 = extractelement <2 x i16> %Shuff35, i32 0
  %Shuff131 = shufflevector <2 x i32> %Shuff91, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I132 = insertelement <8 x i64> zeroinitializer, i64 %4, i32 1
  %B133 = srem <2 x i8> %Shuff123, %Shuff123
  %FC134 = uitofp i1 %Cmp11 to float
  %Sl135 = select <2 x i1> zeroinitializer, <2 x float> %L75, <2 x float> %L75
  %Cmp136 = icmp sgt i8 %L61, 0
  br i1 %Cmp136, label %CF, label %CF162

CF162:                                            ; preds = %CF173
  %L137 = load i8, i8* %PC, align 1
  store i8 %L12, i8* %0, align 1
  %E138 = extractelement <2 x float> %Sl135, i32 0
  %Shuff139 = shufflevector <1 x i1> %Shuff41, <1 x i1> %I64, <1 x i32> <i32 1>
  %I140 = insertelement <4 x i8> %Shuff56, i8 %L89, i32 3
  %B141 = sub <2 x i32> %I42, %Shuff91
  %Tr142 = trunc <2 x i32> %I22 to <2 x i16>
  %Sl143 = select <1 x i1> %Shuff115, <1 x i16> %ZE94, <1 x i16> %L129
  %Cmp144 = icmp ne <1 x i16> %L129, %Sl143
  %L145 = load i8, i8* %0, align 1
  store i8 %L105, i8* %0, align 1
  %E146 = extractelement <2 x i32> %Shuff28, i32 0
  %Shuff147 = shufflevector <2 x i32> %I15, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I148 = insertelement <2 x i8> %Shuff123, i8 %5, i32 1
  %B149 = fadd <2 x float> %Sl135, %Sl135
  %FC150 = sitofp <8 x i1> %Cmp81 to <8 x double>
  %Sl151 = select i1 true, i1 %Cmp32, i1 %Cmp11
  br i1 %Sl151, label %CF, label %CF160

CF160:                                            ; preds = %CF162
  %Cmp152 = fcmp ult <2 x float> %L75, %Sl135
  %L153 = load i8, i8* %0, align 1
  store i8 %L89, i8* %0, align 1
  %E154 = extractelement <2 x float> %Sl135, i32 0
  %Shuff155 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 undef, i32 13, i32 undef>
  %I156 = insertelement <2 x i16> %B109, i16 %E83, i32 1
  %B157 = sub <2 x i8> zeroinitializer, %Shuff
  %Se158 = sext i8 %L47 to i16
  %Sl159 = select <8 x i1> %Cmp46, <8 x i64> %I36, <8 x i64> %Shuff14
  store i8 0, i8* %0, align 1
  store i8 %L68, i8* %0, align 1
  store i8 %L145, i8* %0, align 1
  store i8 0, i8* %0, align 1
  store i8 %L61, i8* %0, align 1
  ret void
}
