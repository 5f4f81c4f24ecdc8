; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD1(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca double, align 8
  %A2 = alloca i32, align 4
  %A1 = alloca float, align 4
  %A = alloca float, align 4
  %L = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E = extractelement <16 x i16> zeroinitializer, i32 7
  %Shuff = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> zeroinitializer
  %I = insertelement <1 x i1> zeroinitializer, i1 true, i32 0
  %Se = sext i8 %5 to i16
  %Sl = select i1 true, float 0xBAB474B840000000, float 0xC5B06AB440000000
  %Cmp = fcmp une double 0x5BED708C47EB520A, 0x5BED708C47EB520A
  br label %CF164

CF164:                                            ; preds = %CF164, %BB
  %L5 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E6 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff7 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I8 = insertelement <2 x i8> zeroinitializer, i8 %5, i32 0
  %B = add <4 x i64> zeroinitializer, zeroinitializer
  %Tr = trunc <1 x i64> zeroinitializer to <1 x i1>
  %Sl9 = select i1 true, i8* %0, i8* %0
  %Cmp10 = icmp sge i1 false, true
  br i1 %Cmp10, label %CF164, label %CF173

CF173:                                            ; preds = %CF164
  %L11 = load i8, i8* %Sl9, align 1
  store i8 -1, i8* %Sl9, align 1
  %E12 = extractelement <1 x i1> %Shuff, i32 0
  br label %CF161

CF161:                                            ; preds = %CF161, %CF173
  %Shuff13 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I14 = insertelement <1 x i16> zeroinitializer, i16 -3017, i32 0
  %Sl15 = select i1 true, double* %A3, double* %A3
  %Cmp16 = icmp sge i8 %L5, %L11
  br i1 %Cmp16, label %CF161, label %CF170

CF170:                                            ; preds = %CF170, %CF161
  %L17 = load i8, i8* %Sl9, align 1
  store i8 %L5, i8* %Sl9, align 1
  %E18 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff19 = shufflevector <1 x i64> %Shuff7, <1 x i64> zeroinitializer, <1 x i32> undef
  %I20 = insertelement <1 x i64> zeroinitializer, i64 %4, i32 0
  %PC = bitcast double* %A3 to i32*
  %Sl21 = select i1 %Cmp, i64 17763, i64 %4
  %Cmp22 = fcmp olt float %Sl, 0x4582EBA6C0000000
  br i1 %Cmp22, label %CF170, label %CF175

CF175:                                            ; preds = %CF170
  %L23 = load i8, i8* %Sl9, align 1
  store double 0x5BED708C47EB520A, double* %Sl15, align 8
  %E24 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff25 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %I8, <2 x i32> <i32 0, i32 2>
  %I26 = insertelement <1 x i1> zeroinitializer, i1 true, i32 0
  %Se27 = sext i8 -1 to i16
  %Sl28 = select i1 true, float 0xC43273B640000000, float 0x3A96E9BAC0000000
  %L29 = load i32, i32* %PC, align 4
  store double 0x5BED708C47EB520A, double* %Sl15, align 8
  %E30 = extractelement <1 x i64> %Shuff19, i32 0
  %Shuff31 = shufflevector <1 x i64> %Shuff7, <1 x i64> %Shuff7, <1 x i32> <i32 1>
  %I32 = insertelement <1 x i1> zeroinitializer, i1 false, i32 0
  %Sl33 = select i1 %Cmp22, i8 0, i8 %L23
  %Cmp34 = fcmp oge float 0xC43273B640000000, %Sl28
  br label %CF160

CF160:                                            ; preds = %CF160, %CF175
  %L35 = load i8, i8* %Sl9, align 1
  store i8 %L17, i8* %0, align 1
  %E36 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff37 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %I14, <1 x i32> undef
  %I38 = insertelement <1 x i1> zeroinitializer, i1 true, i32 0
  %B39 = lshr i8 %L, %L17
  %Tr40 = trunc <1 x i64> %I20 to <1 x i16>
  %Sl41 = select i1 %Cmp16, i64 17763, i64 %4
  %Cmp42 = icmp sgt i64 %E30, 17763
  br i1 %Cmp42, label %CF160, label %CF171

CF171:                                            ; preds = %CF160
  %L43 = load i1, i1* %A4, align 1
  br label %CF155

CF155:                                            ; preds = %CF155, %CF165, %CF159, %CF171
  store i8 %5, i8* %Sl9, align 1
  %E44 = extractelement <2 x i8> %Shuff25, i32 1
  %Shuff45 = shufflevector <1 x i64> %Shuff19, <1 x i64> zeroinitializer, <1 x i32> undef
  %I46 = insertelement <1 x i1> %I38, i1 true, i32 0
  %B47 = udiv i32 394359, %L29
  %ZE = fpext float 0x3FE9602D40000000 to double
  %Sl48 = select i1 %Cmp22, i8 %B39, i8 %L
  %L49 = load i8, i8* %Sl9, align 1
  store i8 %L, i8* %Sl9, align 1
  %E50 = extractelement <1 x i16> %Shuff37, i32 0
  %Shuff51 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %I38, <1 x i32> undef
  %I52 = insertelement <1 x i16> zeroinitializer, i16 %E24, i32 0
  %B53 = fdiv float %Sl, 0x4582EBA6C0000000
  %Tr54 = trunc i16 %E to i1
  br i1 %Tr54, label %CF155, label %CF165

CF165:                                            ; preds = %CF155
  %Sl55 = select i1 %Cmp, float 0xC5B06AB440000000, float %B53
  %Cmp56 = icmp ule i1 %Tr54, %Cmp16
  br i1 %Cmp56, label %CF155, label %CF159

CF159:                                            ; preds = %CF165
  %L57 = load i8, i8* %Sl9, align 1
  store i8 %L, i8* %Sl9, align 1
  %E58 = extractelement <4 x i1> zeroinitializer, i32 2
  br i1 %E58, label %CF155, label %CF158

CF158:                                            ; preds = %CF158, %CF159
  %Shuff59 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %Shuff37, <1 x i32> undef
  %I60 = insertelement <1 x i64> %Shuff45, i64 %4, i32 0
  %B61 = srem <1 x i16> %Tr40, zeroinitializer
  %FC = fptoui double 0x87FDF09C1BFB7A1A to i32
  %Sl62 = select i1 %Cmp, i32 %3, i32 394359
  %Cmp63 = fcmp oeq float %Sl55, %Sl28
  br i1 %Cmp63, label %CF158, label %CF168

CF168:                                            ; preds = %CF158
  %L64 = load i8, i8* %0, align 1
  store i8 -1, i8* %Sl9, align 1
  %E65 = extractelement <1 x i64> %Shuff19, i32 0
  %Shuff66 = shufflevector <1 x i16> %B61, <1 x i16> %Shuff37, <1 x i32> zeroinitializer
  %I67 = insertelement <1 x i16> zeroinitializer, i16 %E50, i32 0
  %B68 = ashr i32 %3, 394359
  %Tr69 = trunc <1 x i64> %I20 to <1 x i16>
  %Sl70 = select i1 true, i1 %Cmp22, i1 %E12
  br label %CF154

CF154:                                            ; preds = %CF154, %CF169, %CF168
  %Cmp71 = icmp uge i1 %Cmp56, true
  br i1 %Cmp71, label %CF154, label %CF169

CF169:                                            ; preds = %CF154
  %L72 = load i8, i8* %0, align 1
  store i8 %L11, i8* %0, align 1
  %E73 = extractelement <1 x i64> %Shuff31, i32 0
  %Shuff74 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %Shuff59, <1 x i32> <i32 1>
  %I75 = insertelement <2 x i16> zeroinitializer, i16 %Se, i32 1
  %PC76 = bitcast double* %Sl15 to i16*
  %Sl77 = select i1 %Cmp56, i1 %Sl70, i1 %Cmp10
  br i1 %Sl77, label %CF154, label %CF157

CF157:                                            ; preds = %CF157, %CF167, %CF169
  %Cmp78 = icmp ne i1 %E58, %E58
  br i1 %Cmp78, label %CF157, label %CF167

CF167:                                            ; preds = %CF157
  %L79 = load i32, i32* %PC, align 4
  store i8 %L57, i8* %Sl9, align 1
  %E80 = extractelement <1 x i1> %Shuff, i32 0
  br i1 %E80, label %CF157, label %CF162

CF162:                                            ; preds = %CF162, %CF167
  %Shuff81 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 undef>
  %I82 = insertelement <1 x i16> %Shuff59, i16 -3017, i32 0
  %FC83 = sitofp i16 231 to double
  %Sl84 = select i1 %Cmp, double 0x87FDF09C1BFB7A1A, double 0x5BED708C47EB520A
  %Cmp85 = icmp ult i64 %E73, %Sl21
  br i1 %Cmp85, label %CF162, label %CF172

CF172:                                            ; preds = %CF162
  %L86 = load i16, i16* %PC76, align 2
  store i16 -3017, i16* %PC76, align 2
  %E87 = extractelement <2 x i8> %Shuff25, i32 0
  %Shuff88 = shufflevector <2 x i8> %Shuff25, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 undef>
  %I89 = insertelement <16 x i16> zeroinitializer, i16 %E50, i32 15
  %B90 = udiv <1 x i16> %B61, %Tr69
  %FC91 = sitofp <1 x i16> %Shuff59 to <1 x float>
  %Sl92 = select i1 true, i1 %Sl70, i1 %Cmp34
  br label %CF

CF:                                               ; preds = %CF, %CF174, %CF166, %CF163, %CF172
  %Cmp93 = icmp sgt <1 x i16> %Shuff37, %I14
  %L94 = load i8, i8* %0, align 1
  store i16 %L86, i16* %PC76, align 2
  %E95 = extractelement <2 x i16> %Shuff81, i32 0
  %Shuff96 = shufflevector <1 x i16> %Shuff66, <1 x i16> %I14, <1 x i32> <i32 1>
  %I97 = insertelement <1 x i16> %Tr40, i16 231, i32 0
  %B98 = sdiv <1 x i16> %Shuff96, %I82
  %Sl99 = select i1 %Cmp, i8 %L57, i8 %L72
  %Cmp100 = icmp uge <1 x i16> %I14, %I14
  %L101 = load i16, i16* %PC76, align 2
  store i8 %5, i8* %Sl9, align 1
  %E102 = extractelement <1 x i16> %Shuff37, i32 0
  %Shuff103 = shufflevector <1 x i64> %Shuff7, <1 x i64> zeroinitializer, <1 x i32> undef
  %I104 = insertelement <1 x i64> %Shuff103, i64 %4, i32 0
  %B105 = add <4 x i64> %B, zeroinitializer
  %FC106 = uitofp i64 %Sl21 to float
  %Sl107 = select i1 true, float %Sl, float %FC106
  %Cmp108 = icmp ugt <1 x i16> %B61, %I14
  %L109 = load i16, i16* %PC76, align 2
  store i8 %Sl99, i8* %0, align 1
  %E110 = extractelement <1 x i16> %I82, i32 0
  %Shuff111 = shufflevector <1 x i16> %Shuff37, <1 x i16> %I14, <1 x i32> zeroinitializer
  %I112 = insertelement <1 x i16> %B61, i16 %E95, i32 0
  %B113 = xor i32 %L29, %B47
  %Tr114 = trunc <1 x i16> %Shuff96 to <1 x i8>
  %Sl115 = select i1 %Sl70, <2 x i8> %Shuff25, <2 x i8> %Shuff88
  %Cmp116 = icmp ult i8 %L5, %L11
  br i1 %Cmp116, label %CF, label %CF174

CF174:                                            ; preds = %CF
  %L117 = load i8, i8* %0, align 1
  store i8 %L, i8* %Sl9, align 1
  %E118 = extractelement <1 x i64> %Shuff19, i32 0
  %Shuff119 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I75, <2 x i32> <i32 undef, i32 0>
  %I120 = insertelement <2 x i16> %Shuff81, i16 %E18, i32 0
  %B121 = udiv i16 %E6, %E50
  %FC122 = fptosi float 0x3A96E9BAC0000000 to i64
  %Sl123 = select i1 %Tr54, <1 x i16> %B98, <1 x i16> %Shuff111
  %Cmp124 = icmp slt <4 x i64> %B, zeroinitializer
  %L125 = load i8, i8* %Sl9, align 1
  store i8 %Sl48, i8* %0, align 1
  %E126 = extractelement <1 x i1> %I46, i32 0
  br i1 %E126, label %CF, label %CF166

CF166:                                            ; preds = %CF174
  %Shuff127 = shufflevector <1 x i64> %Shuff7, <1 x i64> %Shuff103, <1 x i32> zeroinitializer
  %I128 = insertelement <1 x i16> %Shuff74, i16 -3017, i32 0
  %Tr129 = trunc i16 %B121 to i1
  br i1 %Tr129, label %CF, label %CF163

CF163:                                            ; preds = %CF166
  %Sl130 = select i1 %Cmp, i16 231, i16 %E18
  %Cmp131 = icmp ult <1 x i1> %I32, %I26
  %L132 = load i8, i8* %0, align 1
  store i16 231, i16* %PC76, align 2
  %E133 = extractelement <4 x i64> %B, i32 2
  %Shuff134 = shufflevector <1 x i1> %Shuff, <1 x i1> %Cmp93, <1 x i32> <i32 1>
  %I135 = insertelement <1 x i64> %Shuff31, i64 %E118, i32 0
  %B136 = xor <1 x i16> %Shuff74, %I52
  %ZE137 = zext <1 x i8> zeroinitializer to <1 x i16>
  %Sl138 = select i1 true, i16* %PC76, i16* %PC76
  %Cmp139 = icmp sgt i32 %B113, %L29
  br i1 %Cmp139, label %CF, label %CF156

CF156:                                            ; preds = %CF163
  %L140 = load i16, i16* %PC76, align 2
  store i16 %E18, i16* %Sl138, align 2
  %E141 = extractelement <1 x i16> %Shuff59, i32 0
  %Shuff142 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I75, <2 x i32> undef
  %I143 = insertelement <4 x i64> %B, i64 17763, i32 3
  %ZE144 = zext i1 %E126 to i8
  %Sl145 = select i1 %Cmp56, i64 %Sl21, i64 %E73
  %Cmp146 = icmp sge <1 x i64> %I60, %Shuff127
  %L147 = load i16, i16* %Sl138, align 2
  store i16 %E36, i16* %Sl138, align 2
  %E148 = extractelement <2 x i8> %Shuff88, i32 0
  %Shuff149 = shufflevector <2 x i8> %Shuff88, <2 x i8> %Shuff88, <2 x i32> undef
  %I150 = insertelement <1 x i16> %Shuff111, i16 %E24, i32 0
  %ZE151 = zext i1 false to i32
  %Sl152 = select i1 %Cmp116, float 0xBB9AEFBEC0000000, float %Sl28
  %Cmp153 = icmp eq <2 x i8> %Shuff149, %Shuff88
  store i16 %E50, i16* %PC76, align 2
  store i16 %E50, i16* %PC76, align 2
  store i8 %L57, i8* %Sl9, align 1
  store i8 -1, i8* %Sl9, align 1
  store i8 %5, i8* %Sl9, align 1
  ret void
}
