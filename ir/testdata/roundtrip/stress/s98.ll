; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD98(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x i1>, align 1
  %A3 = alloca <8 x i1>, align 1
  %A2 = alloca <1 x i8>, align 1
  %A1 = alloca <4 x i16>, align 8
  %A = alloca <8 x i64>, align 64
  %L = load <8 x i16>, ptr %A2, align 16
  store i16 -11541, ptr %A4, align 2
  %E = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <4 x i8> zeroinitializer, i8 55, i32 %3
  %B = ashr <8 x i16> %L, zeroinitializer
  %ZE = zext <1 x i16> zeroinitializer to <1 x i64>
  %Sl = select i1 true, i32 42747, i32 -1
  %Cmp = fcmp ult double 0xC209E9A894073126, 0xC209E9A894073126
  br label %CF235

CF235:                                            ; preds = %CF235, %BB
  %L5 = load <8 x i32>, ptr %0, align 32
  store i1 false, ptr %0, align 1
  %E6 = extractelement <2 x i16> %Shuff, i32 42747
  %Shuff7 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I8 = insertelement <8 x i16> zeroinitializer, i16 -11541, i32 42747
  %B9 = and <2 x i16> %Shuff, %Shuff
  %FC = sitofp <8 x i16> zeroinitializer to <8 x float>
  %Sl10 = select i1 false, <4 x i8> zeroinitializer, <4 x i8> zeroinitializer
  %Cmp11 = icmp eq <2 x i16> %B9, %Shuff
  %L12 = load i1, ptr %0, align 1
  br i1 %L12, label %CF235, label %CF241

CF241:                                            ; preds = %CF241, %CF235
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E13 = extractelement <1 x i16> zeroinitializer, i32 -1
  %Shuff14 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I15 = insertelement <4 x i16> zeroinitializer, i16 %E6, i32 -1
  %B16 = or <4 x i8> zeroinitializer, %Sl10
  %FC17 = sitofp <4 x i16> %Shuff14 to <4 x double>
  %Sl18 = select i1 %L12, float 0x46E77CAB40000000, float 0xB9EEE712C0000000
  %Cmp19 = icmp ne <4 x i16> zeroinitializer, zeroinitializer
  %L20 = load <1 x i1>, ptr %0, align 1
  store i1 false, ptr %0, align 1
  %E21 = extractelement <4 x i16> %Shuff14, i32 -1
  %Shuff22 = shufflevector <4 x double> %FC17, <4 x double> %FC17, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I23 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 %Sl
  %ZE24 = zext i1 false to i8
  %Sl25 = select i1 false, <8 x i16> %I8, <8 x i16> zeroinitializer
  %Cmp26 = icmp slt <4 x i64> zeroinitializer, zeroinitializer
  %L27 = load i8, ptr %0, align 1
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 128
  %E28 = extractelement <1 x i16> zeroinitializer, i32 %3
  %Shuff29 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Sl25, <8 x i32> <i32 2, i32 4, i32 poison, i32 poison, i32 10, i32 12, i32 14, i32 0>
  %I30 = insertelement <8 x i16> zeroinitializer, i16 %E13, i32 -1
  %B31 = mul <8 x i32> zeroinitializer, zeroinitializer
  %Sl32 = select i1 %Cmp, float %Sl18, float 0xB9EEE712C0000000
  %Cmp33 = icmp sge <1 x i16> zeroinitializer, zeroinitializer
  %L34 = load <2 x float>, ptr %0, align 8
  store float %Sl18, ptr %0, align 4
  %E35 = extractelement <4 x i16> zeroinitializer, i32 42747
  %Shuff36 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I37 = insertelement <1 x i1> %Cmp33, i1 true, i32 %Sl
  %B38 = ashr <4 x i8> zeroinitializer, zeroinitializer
  %FC39 = uitofp i16 %E6 to double
  %Sl40 = select <4 x i1> %Cmp19, <4 x i16> %I15, <4 x i16> %Shuff36
  %Cmp41 = fcmp one float 0x46E77CAB40000000, %Sl18
  br i1 %Cmp41, label %CF241, label %CF244

CF244:                                            ; preds = %CF241
  %L42 = load <2 x double>, ptr %0, align 16
  store i64 %4, ptr %0, align 4
  %E43 = extractelement <1 x i1> %L20, i32 %Sl
  br label %CF

CF:                                               ; preds = %CF, %CF245, %CF243, %CF238, %CF248, %CF244
  %Shuff44 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> poison
  %I45 = insertelement <4 x i16> zeroinitializer, i16 %E13, i32 -1
  %PC = bitcast ptr %0 to ptr
  %Sl46 = select i1 %Cmp41, <2 x i16> zeroinitializer, <2 x i16> %Shuff
  %L47 = load <4 x double>, ptr %PC, align 32
  store i8 %5, ptr %PC, align 1
  %E48 = extractelement <1 x i64> %ZE, i32 %3
  %Shuff49 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I50 = insertelement <4 x i1> zeroinitializer, i1 %Cmp, i32 -1
  %Sl51 = select i1 true, <4 x i1> %Cmp26, <4 x i1> %Cmp19
  %Cmp52 = fcmp ule <2 x float> %L34, %L34
  %L53 = load i16, ptr %PC, align 2
  store <1 x i8> zeroinitializer, ptr %PC, align 1
  %E54 = extractelement <4 x i64> zeroinitializer, i32 42747
  %Shuff55 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff, <2 x i32> <i32 3, i32 1>
  %I56 = insertelement <2 x i16> %Shuff, i16 %E, i32 %3
  %Tr = fptrunc <4 x double> %L47 to <4 x float>
  %Sl57 = select i1 false, float 0x45927D1640000000, float 0xB9EEE712C0000000
  %Cmp58 = icmp ugt <8 x i32> %B31, zeroinitializer
  %L59 = load <4 x float>, ptr %PC, align 16
  store i16 %L53, ptr %PC, align 2
  %E60 = extractelement <8 x i16> zeroinitializer, i32 %Sl
  %Shuff61 = shufflevector <8 x i16> %Shuff29, <8 x i16> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1>
  %I62 = insertelement <2 x i16> %Sl46, i16 %E35, i32 -1
  %FC63 = sitofp i1 true to float
  %Sl64 = select i1 %Cmp, ptr %PC, ptr %PC
  %Cmp65 = fcmp uno <4 x float> %Tr, %Tr
  %L66 = load <1 x i32>, ptr %PC, align 4
  store i16 %E, ptr %Sl64, align 2
  %E67 = extractelement <16 x i32> zeroinitializer, i32 42747
  %Shuff68 = shufflevector <1 x i1> %I37, <1 x i1> %Cmp33, <1 x i32> <i32 1>
  %I69 = insertelement <2 x i16> %Sl46, i16 -11541, i32 -1
  %B70 = udiv <2 x i16> %I62, %Shuff
  %FC71 = fptosi <8 x float> %FC to <8 x i32>
  %Sl72 = select i1 false, ptr %A, ptr %1
  %L73 = load float, ptr %Sl64, align 4
  store <4 x i8> zeroinitializer, ptr %PC, align 4
  %E74 = extractelement <16 x i32> zeroinitializer, i32 %3
  %Shuff75 = shufflevector <8 x i16> %B, <8 x i16> %Shuff61, <8 x i32> <i32 14, i32 poison, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12>
  %I76 = insertelement <4 x i8> zeroinitializer, i8 %ZE24, i32 %E67
  %FC77 = fptoui float %L73 to i8
  %Sl78 = select i1 %Cmp, double 0xC209E9A894073126, double 0xC209E9A894073126
  %Cmp79 = icmp ugt i32 %Sl, %E67
  br i1 %Cmp79, label %CF, label %CF245

CF245:                                            ; preds = %CF
  %L80 = load i32, ptr %PC, align 4
  store <2 x double> %L42, ptr %0, align 16
  %E81 = extractelement <8 x i16> zeroinitializer, i32 42747
  %Shuff82 = shufflevector <1 x i1> %L20, <1 x i1> %I37, <1 x i32> zeroinitializer
  %I83 = insertelement <1 x i64> %ZE, i64 %E48, i32 %L80
  %B84 = shl i32 %E67, %Sl
  %Tr85 = trunc <1 x i32> %L66 to <1 x i8>
  %Sl86 = select i1 %Cmp, <4 x i16> %Shuff14, <4 x i16> %Shuff14
  %L87 = load <2 x i64>, ptr %0, align 16
  store double 0xC209E9A894073126, ptr %Sl64, align 8
  %E88 = extractelement <4 x i16> %Shuff36, i32 %Sl
  %Shuff89 = shufflevector <4 x i1> %Cmp65, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I90 = insertelement <1 x i16> zeroinitializer, i16 %L53, i32 %E67
  %FC91 = fptosi double 0xF3612900615F0C7E to i8
  %Sl92 = select i1 %E43, <1 x i1> %L20, <1 x i1> %Cmp33
  %L93 = load <4 x i8>, ptr %PC, align 4
  store i32 %E74, ptr %Sl64, align 4
  %E94 = extractelement <16 x i32> zeroinitializer, i32 %E67
  %Shuff95 = shufflevector <8 x i16> %Shuff75, <8 x i16> %Sl25, <8 x i32> <i32 13, i32 15, i32 1, i32 poison, i32 5, i32 poison, i32 9, i32 11>
  %I96 = insertelement <8 x i16> %Sl25, i16 %E13, i32 -1
  %B97 = xor i32 -1, %E74
  %Tr98 = trunc <8 x i16> %I8 to <8 x i8>
  %Sl99 = select i1 %Cmp41, double %FC39, double 0xF3612900615F0C7E
  %L100 = load <4 x i8>, ptr %PC, align 4
  store double %Sl78, ptr %PC, align 8
  %E101 = extractelement <1 x i1> %Shuff82, i32 %Sl
  br i1 %E101, label %CF, label %CF240

CF240:                                            ; preds = %CF240, %CF245
  %Shuff102 = shufflevector <4 x i16> %I15, <4 x i16> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I103 = insertelement <4 x i16> %Shuff102, i16 %E21, i32 %E67
  %Sl104 = select i1 false, i16 %E, i16 -11541
  %Cmp105 = icmp ugt <1 x i1> %Sl92, %L20
  %L106 = load i1, ptr %PC, align 1
  br i1 %L106, label %CF240, label %CF243

CF243:                                            ; preds = %CF240
  store <2 x i16> %B9, ptr %PC, align 4
  %E107 = extractelement <2 x i1> %Cmp52, i32 %Sl
  br i1 %E107, label %CF, label %CF238

CF238:                                            ; preds = %CF243
  %Shuff108 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Sl86, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I109 = insertelement <1 x i16> zeroinitializer, i16 %E88, i32 %3
  %B110 = shl <4 x i8> %I, %L100
  %FC111 = sitofp i16 %E21 to float
  %Sl112 = select i1 %Cmp, i32 %Sl, i32 %3
  %Cmp113 = icmp uge <2 x i1> %Cmp11, %Cmp11
  %L114 = load <2 x i1>, ptr %0, align 1
  store double %Sl78, ptr %PC, align 8
  %E115 = extractelement <2 x i16> %I56, i32 %E67
  %Shuff116 = shufflevector <1 x i1> %Shuff68, <1 x i1> %L20, <1 x i32> <i32 1>
  %I117 = insertelement <4 x i1> %Cmp65, i1 %Cmp41, i32 %Sl
  %B118 = fdiv float 0x3F37FB9BC0000000, %Sl57
  %Tr119 = trunc <4 x i16> %Sl86 to <4 x i1>
  %Sl120 = select <1 x i1> %L20, <1 x i16> %I109, <1 x i16> zeroinitializer
  %Cmp121 = icmp ule <1 x i1> %Cmp33, %Cmp105
  %L122 = load <8 x i1>, ptr %PC, align 1
  store i32 42747, ptr %Sl72, align 4
  %E123 = extractelement <1 x i16> %Shuff44, i32 %Sl
  %Shuff124 = shufflevector <1 x i8> %Tr85, <1 x i8> %Tr85, <1 x i32> <i32 1>
  %I125 = insertelement <8 x i16> %L, i16 %L53, i32 %Sl112
  %B126 = and <4 x i64> %Shuff49, %I23
  %ZE127 = zext <4 x i1> %Cmp26 to <4 x i8>
  %Sl128 = select i1 %E101, <4 x i8> %Sl10, <4 x i8> zeroinitializer
  %Cmp129 = fcmp ole float %Sl57, %Sl18
  br i1 %Cmp129, label %CF, label %CF237

CF237:                                            ; preds = %CF237, %CF247, %CF238
  %L130 = load float, ptr %PC, align 4
  store <8 x i32> zeroinitializer, ptr %A, align 32
  %E131 = extractelement <1 x i8> %Tr85, i32 %E74
  %Shuff132 = shufflevector <4 x i8> %B110, <4 x i8> %B110, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I133 = insertelement <4 x i16> %Shuff36, i16 -11541, i32 -1
  %FC134 = uitofp i8 -9 to float
  %Sl135 = select i1 %Cmp, i32 42747, i32 42747
  %Cmp136 = icmp sge <8 x i8> %Tr98, %Tr98
  %L137 = load double, ptr %0, align 8
  store <8 x i8> %Tr98, ptr %0, align 8
  %E138 = extractelement <2 x i16> %Sl46, i32 %L80
  %Shuff139 = shufflevector <4 x i16> %Shuff108, <4 x i16> %I45, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I140 = insertelement <2 x float> %L34, float %Sl57, i32 %Sl135
  %FC141 = fptoui float %FC63 to i16
  %Sl142 = select i1 %Cmp41, i64 %E54, i64 %E48
  %Cmp143 = icmp ult <8 x i1> %L122, %Cmp58
  %L144 = load i8, ptr %0, align 1
  store <2 x i64> %L87, ptr %Sl64, align 16
  %E145 = extractelement <4 x i8> zeroinitializer, i32 %E74
  %Shuff146 = shufflevector <8 x i16> %Shuff29, <8 x i16> %I125, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I147 = insertelement <8 x i32> %L5, i32 %E67, i32 %E67
  %B148 = mul <2 x i16> %Sl46, zeroinitializer
  %FC149 = uitofp <8 x i1> %L122 to <8 x double>
  %Sl150 = select <4 x i1> %I50, <4 x i16> %I45, <4 x i16> %Sl86
  %Cmp151 = icmp ule i8 %FC77, %L27
  br i1 %Cmp151, label %CF237, label %CF246

CF246:                                            ; preds = %CF246, %CF237
  %L152 = load <8 x i64>, ptr %PC, align 64
  store i32 %Sl, ptr %0, align 4
  %E153 = extractelement <1 x i16> zeroinitializer, i32 -1
  %Shuff154 = shufflevector <8 x i16> %Shuff146, <8 x i16> %Shuff7, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3, i32 poison, i32 poison>
  %I155 = insertelement <4 x i1> %Tr119, i1 %E101, i32 %Sl112
  %Se = sext <2 x i16> %B148 to <2 x i64>
  %Sl156 = select i1 %Cmp41, double 0xF3612900615F0C7E, double 0xF3612900615F0C7E
  %Cmp157 = icmp sgt <8 x i16> %I30, %Shuff95
  %L158 = load double, ptr %0, align 8
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl64, align 16
  %E159 = extractelement <4 x i16> %Shuff139, i32 42747
  %Shuff160 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> poison
  %I161 = insertelement <8 x i16> %B, i16 %E81, i32 %E67
  %B162 = sdiv <4 x i8> zeroinitializer, zeroinitializer
  %Se163 = sext <8 x i1> %Cmp58 to <8 x i64>
  %Sl164 = select <4 x i1> %I155, <4 x i8> %B110, <4 x i8> %I
  %Cmp165 = icmp uge <1 x i16> zeroinitializer, %Shuff44
  %L166 = load <1 x float>, ptr %PC, align 4
  store i64 %E48, ptr %0, align 4
  %E167 = extractelement <4 x i16> %Shuff36, i32 %E94
  %Shuff168 = shufflevector <4 x i8> %B110, <4 x i8> %B38, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I169 = insertelement <4 x i8> %I, i8 %E131, i32 42747
  %B170 = frem float %Sl18, %FC111
  %Tr171 = trunc i16 %E6 to i8
  %Sl172 = select i1 %Cmp79, float 0x45927D1640000000, float %L130
  %Cmp173 = fcmp olt double %Sl156, 0xF3612900615F0C7E
  br i1 %Cmp173, label %CF246, label %CF247

CF247:                                            ; preds = %CF246
  %L174 = load <8 x i64>, ptr %PC, align 64
  store double 0xF3612900615F0C7E, ptr %PC, align 8
  %E175 = extractelement <8 x i16> %Shuff146, i32 42747
  %Shuff176 = shufflevector <8 x i1> %L122, <8 x i1> %Cmp58, <8 x i32> <i32 15, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13>
  %I177 = insertelement <4 x i16> %Shuff36, i16 %E13, i32 %E67
  %B178 = xor i16 -11541, %L53
  %Se179 = sext i1 %E107 to i64
  %Sl180 = select <1 x i1> %L20, <1 x float> %L166, <1 x float> %L166
  %Cmp181 = icmp ult i32 %Sl135, %E74
  br i1 %Cmp181, label %CF237, label %CF242

CF242:                                            ; preds = %CF242, %CF247
  %L182 = load <16 x float>, ptr %PC, align 64
  store float %Sl18, ptr %A3, align 4
  %E183 = extractelement <4 x i16> %Shuff108, i32 %Sl
  %Shuff184 = shufflevector <8 x i16> %Shuff146, <8 x i16> %I125, <8 x i32> <i32 poison, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I185 = insertelement <8 x float> %FC, float %FC111, i32 %E94
  %B186 = or i64 %E54, -1
  %FC187 = uitofp i32 %B97 to double
  %Sl188 = select i1 %Cmp173, i8 %L144, i8 %E131
  %L189 = load <4 x i1>, ptr %PC, align 1
  store double %L158, ptr %0, align 8
  %E190 = extractelement <8 x i16> zeroinitializer, i32 42747
  %Shuff191 = shufflevector <8 x i16> %Shuff95, <8 x i16> %Shuff154, <8 x i32> <i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 poison>
  %I192 = insertelement <2 x i1> %L114, i1 %L12, i32 %L80
  %B193 = fsub float 0x47B9EE9DC0000000, %L130
  %FC194 = fptoui float 0x46E77CAB40000000 to i1
  br i1 %FC194, label %CF242, label %CF248

CF248:                                            ; preds = %CF242
  %Sl195 = select <2 x i1> %I192, <2 x i16> %I69, <2 x i16> %Shuff
  %Cmp196 = icmp ule i32 %B97, %E67
  br i1 %Cmp196, label %CF, label %CF236

CF236:                                            ; preds = %CF236, %CF249, %CF248
  %L197 = load <2 x float>, ptr %0, align 8
  store float %Sl18, ptr %PC, align 4
  %E198 = extractelement <8 x i1> %Cmp136, i32 %E67
  br i1 %E198, label %CF236, label %CF249

CF249:                                            ; preds = %CF236
  %Shuff199 = shufflevector <8 x i1> %Cmp58, <8 x i1> %L122, <8 x i32> <i32 7, i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3, i32 poison>
  %I200 = insertelement <4 x float> %Tr, float 0x3F37FB9BC0000000, i32 -1
  %B201 = srem <2 x i16> %B148, %B148
  %Tr202 = trunc <4 x i8> %Sl128 to <4 x i1>
  %Sl203 = select <4 x i1> zeroinitializer, <4 x i1> %Cmp19, <4 x i1> %Cmp65
  %Cmp204 = icmp ne <4 x i64> %B126, zeroinitializer
  %L205 = load <8 x i32>, ptr %PC, align 32
  store i16 %E153, ptr %PC, align 2
  %E206 = extractelement <8 x i64> %L174, i32 %3
  %Shuff207 = shufflevector <4 x i1> %Cmp65, <4 x i1> %I50, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I208 = insertelement <4 x i8> %Sl164, i8 0, i32 %E67
  %Tr209 = trunc <4 x i16> %Shuff14 to <4 x i8>
  %Sl210 = select i1 %Cmp173, <8 x float> %FC, <8 x float> %I185
  %Cmp211 = icmp sgt <1 x i16> %Shuff44, %I90
  %L212 = load i8, ptr %0, align 1
  store <1 x i8> %Tr85, ptr %PC, align 1
  %E213 = extractelement <4 x i8> %Shuff168, i32 %Sl
  %Shuff214 = shufflevector <8 x i1> %Cmp58, <8 x i1> %Shuff176, <8 x i32> <i32 10, i32 poison, i32 14, i32 0, i32 poison, i32 4, i32 6, i32 8>
  %I215 = insertelement <4 x i1> %Cmp65, i1 %Cmp151, i32 %3
  %B216 = urem <16 x i32> zeroinitializer, zeroinitializer
  %Se217 = sext <4 x i8> %I169 to <4 x i64>
  %Sl218 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i32> %B216, <16 x i32> %B216
  %Cmp219 = icmp sge i1 %Cmp129, %Cmp
  br i1 %Cmp219, label %CF236, label %CF239

CF239:                                            ; preds = %CF249
  %L220 = load <2 x i16>, ptr %0, align 4
  store double 0xF3612900615F0C7E, ptr %Sl72, align 8
  %E221 = extractelement <8 x i64> %L174, i32 %3
  %Shuff222 = shufflevector <8 x i32> %FC71, <8 x i32> %FC71, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I223 = insertelement <16 x i32> zeroinitializer, i32 42747, i32 %E94
  %B224 = ashr <16 x i32> zeroinitializer, %B216
  %Sl225 = select i1 %Cmp, <4 x i16> %Shuff14, <4 x i16> %Shuff102
  %Cmp226 = icmp sge <1 x i1> %Cmp33, %Cmp165
  %L227 = load i8, ptr %PC, align 1
  store <8 x i8> %Tr98, ptr %0, align 8
  %E228 = extractelement <4 x i64> %Se217, i32 %Sl
  %Shuff229 = shufflevector <4 x i16> %I177, <4 x i16> %I177, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I230 = insertelement <1 x i16> %Sl120, i16 %E88, i32 -1
  %B231 = and i32 %B97, -1
  %FC232 = fptosi float %B170 to i16
  %Sl233 = select i1 %Cmp129, <1 x i1> %Shuff82, <1 x i1> %L20
  %Cmp234 = icmp ne <1 x i1> %Sl233, %Cmp165
  store i16 %FC232, ptr %PC, align 2
  store i16 %E13, ptr %0, align 2
  store double %FC39, ptr %0, align 8
  store i64 %E48, ptr %0, align 4
  store double 0xF3612900615F0C7E, ptr %0, align 8
  ret void
}
