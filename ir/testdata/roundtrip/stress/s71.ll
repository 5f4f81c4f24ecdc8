; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD71(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca i64, align 8
  %A2 = alloca i8, align 1
  %A1 = alloca i1, align 1
  %A = alloca i64, align 8
  %L = load i16, ptr %0, align 2
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E = extractelement <16 x i64> zeroinitializer, i32 403177
  %Shuff = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> poison
  %I = insertelement <4 x i16> zeroinitializer, i16 28361, i32 46941
  %B = and <8 x i64> zeroinitializer, zeroinitializer
  %Tr = trunc i32 14741 to i16
  %Sl = select i1 false, i16 28361, i16 28361
  %Cmp = icmp ugt i32 46941, 403177
  br label %CF262

CF262:                                            ; preds = %BB
  %L5 = load i8, ptr %A, align 1
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E6 = extractelement <1 x i1> %Shuff, i32 %3
  br label %CF250

CF250:                                            ; preds = %CF250, %CF262
  %Shuff7 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I8 = insertelement <2 x i16> zeroinitializer, i16 28361, i32 46941
  %B9 = lshr <4 x i16> zeroinitializer, zeroinitializer
  %ZE = zext <1 x i1> %Shuff to <1 x i16>
  %Sl10 = select i1 false, i32 14741, i32 122633
  %Cmp11 = icmp slt i16 %L, 2177
  br i1 %Cmp11, label %CF250, label %CF265

CF265:                                            ; preds = %CF250
  %L12 = load <8 x double>, ptr %0, align 64
  store i64 302093, ptr %0, align 4
  %E13 = extractelement <1 x i1> %Shuff, i32 14741
  br label %CF245

CF245:                                            ; preds = %CF265
  %Shuff14 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19>
  %I15 = insertelement <4 x i16> %B9, i16 %L, i32 355277
  %ZE16 = zext i1 %E13 to i32
  %Sl17 = select i1 %Cmp, <4 x i16> zeroinitializer, <4 x i16> zeroinitializer
  %Cmp18 = icmp ugt i1 true, false
  br label %CF244

CF244:                                            ; preds = %CF244, %CF245
  %L19 = load i1, ptr %0, align 1
  br i1 %L19, label %CF244, label %CF246

CF246:                                            ; preds = %CF246, %CF274, %CF268, %CF244
  store <4 x i64> zeroinitializer, ptr %0, align 32
  %E20 = extractelement <8 x i32> zeroinitializer, i32 %Sl10
  %Shuff21 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I22 = insertelement <4 x i16> zeroinitializer, i16 2177, i32 46941
  %B23 = shl i8 %5, %5
  %ZE24 = zext i1 %E13 to i16
  %Sl25 = select i1 false, i64 %E, i64 %4
  %Cmp26 = icmp sgt <1 x i16> %ZE, %ZE
  %L27 = load <8 x i32>, ptr %2, align 32
  store i1 false, ptr %0, align 1
  %E28 = extractelement <1 x i1> zeroinitializer, i32 403177
  br i1 %E28, label %CF246, label %CF254

CF254:                                            ; preds = %CF254, %CF246
  %Shuff29 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %Shuff14, <16 x i32> <i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 17, i32 19, i32 21>
  %I30 = insertelement <2 x i16> zeroinitializer, i16 28361, i32 %3
  %B31 = urem i64 %E, %Sl25
  %PC = bitcast ptr %A1 to ptr
  %Sl32 = select i1 false, double 0xE173F5922C71F610, double 0xE173F5922C71F610
  %Cmp33 = icmp ult i32 46941, %3
  br i1 %Cmp33, label %CF254, label %CF256

CF256:                                            ; preds = %CF256, %CF254
  %L34 = load i32, ptr %A, align 4
  store <8 x i64> zeroinitializer, ptr %PC, align 64
  %E35 = extractelement <4 x i16> zeroinitializer, i32 46941
  %Shuff36 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I30, <2 x i32> <i32 2, i32 0>
  %I37 = insertelement <2 x i16> %Shuff36, i16 2177, i32 %E20
  %B38 = urem i16 2177, %L
  %ZE39 = zext i8 0 to i32
  %Sl40 = select i1 false, ptr %A2, ptr %PC
  %Cmp41 = icmp eq i16 %ZE24, 2177
  br i1 %Cmp41, label %CF256, label %CF274

CF274:                                            ; preds = %CF256
  %L42 = load <16 x i32>, ptr %PC, align 64
  store i64 %B31, ptr %Sl40, align 4
  %E43 = extractelement <8 x double> %L12, i32 %E20
  %Shuff44 = shufflevector <1 x i1> %Shuff, <1 x i1> %Shuff7, <1 x i32> <i32 1>
  %I45 = insertelement <4 x i16> zeroinitializer, i16 %ZE24, i32 %L34
  %Tr46 = trunc i32 %L34 to i16
  %Sl47 = select i1 false, i32 %ZE39, i32 %3
  %Cmp48 = icmp sge i64 %4, %Sl25
  br i1 %Cmp48, label %CF246, label %CF251

CF251:                                            ; preds = %CF251, %CF274
  %L49 = load i8, ptr %PC, align 1
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 32
  %E50 = extractelement <1 x i1> %Shuff7, i32 403177
  br i1 %E50, label %CF251, label %CF268

CF268:                                            ; preds = %CF251
  %Shuff51 = shufflevector <4 x i16> %I45, <4 x i16> %I, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I52 = insertelement <1 x i1> %Cmp26, i1 %Cmp, i32 %L34
  %Se = sext i16 %Tr to i32
  %Sl53 = select i1 false, i16 %Sl, i16 28361
  %Cmp54 = icmp ule i32 122633, %Sl10
  br i1 %Cmp54, label %CF246, label %CF249

CF249:                                            ; preds = %CF268
  %L55 = load i32, ptr %Sl40, align 4
  store <2 x i32> <i32 0, i32 -1>, ptr %Sl40, align 8
  %E56 = extractelement <1 x i1> zeroinitializer, i32 355277
  br label %CF

CF:                                               ; preds = %CF, %CF277, %CF253, %CF249
  %Shuff57 = shufflevector <4 x i16> %Shuff51, <4 x i16> %I45, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I58 = insertelement <4 x i16> zeroinitializer, i16 2177, i32 %Sl47
  %FC = sitofp <4 x i64> zeroinitializer to <4 x float>
  %Sl59 = select i1 false, <16 x i1> zeroinitializer, <16 x i1> %Shuff14
  %Cmp60 = icmp sgt i16 %Tr, 2177
  br i1 %Cmp60, label %CF, label %CF255

CF255:                                            ; preds = %CF255, %CF
  %L61 = load i64, ptr %PC, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 32
  %E62 = extractelement <1 x i1> %Cmp26, i32 122633
  br i1 %E62, label %CF255, label %CF277

CF277:                                            ; preds = %CF255
  %Shuff63 = shufflevector <1 x i1> %Shuff7, <1 x i1> zeroinitializer, <1 x i32> zeroinitializer
  %I64 = insertelement <8 x double> %L12, double 0xE173F5922C71F610, i32 %L34
  %B65 = or i16 %E35, %E35
  %FC66 = sitofp i1 %E13 to double
  %Sl67 = select i1 true, <8 x double> %I64, <8 x double> %L12
  %L68 = load <2 x i32>, ptr %PC, align 8
  store i32 14741, ptr %PC, align 4
  %E69 = extractelement <1 x i1> %Shuff, i32 %L34
  br i1 %E69, label %CF, label %CF242

CF242:                                            ; preds = %CF242, %CF264, %CF277
  %Shuff70 = shufflevector <2 x i16> %I30, <2 x i16> %I8, <2 x i32> <i32 poison, i32 1>
  %I71 = insertelement <4 x i16> zeroinitializer, i16 %E35, i32 %Sl47
  %B72 = add <4 x i16> %I15, %I15
  %PC73 = bitcast ptr %A1 to ptr
  %Sl74 = select i1 %Cmp33, ptr %PC, ptr %PC73
  %Cmp75 = icmp sge <1 x i1> %Shuff, %Shuff44
  %L76 = load i16, ptr %PC, align 2
  store <2 x i32> %L68, ptr %A2, align 8
  %E77 = extractelement <1 x i1> %Shuff7, i32 14741
  br i1 %E77, label %CF242, label %CF264

CF264:                                            ; preds = %CF242
  %Shuff78 = shufflevector <1 x i16> %ZE, <1 x i16> %ZE, <1 x i32> zeroinitializer
  %I79 = insertelement <8 x i32> %L27, i32 %3, i32 403177
  %B80 = fadd <8 x double> %L12, %L12
  %FC81 = sitofp i8 %5 to double
  %Sl82 = select i1 true, float 0x3B9626CA00000000, float 0x3A0C30C000000000
  %Cmp83 = icmp sgt i1 false, %L19
  br i1 %Cmp83, label %CF242, label %CF248

CF248:                                            ; preds = %CF248, %CF269, %CF264
  %L84 = load <4 x i32>, ptr %A, align 16
  store i1 %Cmp83, ptr %A, align 1
  %E85 = extractelement <4 x i16> %Shuff21, i32 %Se
  %Shuff86 = shufflevector <1 x i1> %Cmp26, <1 x i1> %Shuff7, <1 x i32> <i32 1>
  %I87 = insertelement <4 x i16> zeroinitializer, i16 %ZE24, i32 14741
  %B88 = xor i64 302093, %4
  %FC89 = sitofp <16 x i1> %Shuff29 to <16 x double>
  %Sl90 = select i1 %Cmp, i16 -4731, i16 2177
  %Cmp91 = icmp sgt <4 x i16> %Shuff21, %I
  %L92 = load <2 x i32>, ptr %PC, align 8
  store i16 %Sl53, ptr %PC, align 2
  %E93 = extractelement <2 x i16> %I8, i32 122633
  %Shuff94 = shufflevector <4 x i16> %I58, <4 x i16> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 poison>
  %I95 = insertelement <16 x i64> zeroinitializer, i64 302093, i32 122633
  %B96 = sub i64 %E, %L61
  %ZE97 = zext <16 x i1> %Sl59 to <16 x i32>
  %Sl98 = select i1 %Cmp48, <1 x i1> %Shuff44, <1 x i1> %Cmp75
  %Cmp99 = icmp eq i16 2177, 2177
  br i1 %Cmp99, label %CF248, label %CF269

CF269:                                            ; preds = %CF248
  %L100 = load i1, ptr %PC, align 1
  br i1 %L100, label %CF248, label %CF252

CF252:                                            ; preds = %CF252, %CF275, %CF261, %CF266, %CF269
  store <8 x i32> %I79, ptr %PC, align 32
  %E101 = extractelement <8 x double> %Sl67, i32 %3
  %Shuff102 = shufflevector <1 x i1> %Shuff7, <1 x i1> %Shuff63, <1 x i32> zeroinitializer
  %I103 = insertelement <1 x i1> %Shuff, i1 %Cmp11, i32 %E20
  %ZE104 = zext <1 x i1> %Shuff7 to <1 x i64>
  %Sl105 = select i1 true, <16 x i64> zeroinitializer, <16 x i64> zeroinitializer
  %L106 = load <4 x i1>, ptr %PC, align 1
  store i64 %B88, ptr %0, align 4
  %E107 = extractelement <4 x i16> %Sl17, i32 %3
  %Shuff108 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 poison, i32 poison, i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9>
  %I109 = insertelement <8 x double> %L12, double %FC66, i32 %E20
  %B110 = udiv i16 %L76, 2177
  %ZE111 = zext <4 x i16> zeroinitializer to <4 x i64>
  %Sl112 = select i1 false, float 0x3B9626CA00000000, float %Sl82
  %Cmp113 = icmp ule i1 %Cmp, %E77
  br i1 %Cmp113, label %CF252, label %CF273

CF273:                                            ; preds = %CF273, %CF252
  %L114 = load <4 x float>, ptr %PC, align 16
  store i64 %B88, ptr %PC, align 4
  %E115 = extractelement <8 x double> %Sl67, i32 46941
  %Shuff116 = shufflevector <4 x i16> %Shuff57, <4 x i16> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 poison, i32 poison>
  %I117 = insertelement <2 x i16> %Shuff36, i16 28361, i32 14741
  %B118 = fdiv float %Sl82, %Sl82
  %ZE119 = zext <4 x i16> %Shuff94 to <4 x i64>
  %Sl120 = select i1 %Cmp41, i64 %4, i64 %E
  %Cmp121 = icmp sgt i1 %E69, %Cmp99
  br i1 %Cmp121, label %CF273, label %CF275

CF275:                                            ; preds = %CF273
  %L122 = load <16 x i32>, ptr %PC, align 64
  store double %Sl32, ptr %PC, align 8
  %E123 = extractelement <1 x i1> %Cmp75, i32 %Sl47
  br i1 %E123, label %CF252, label %CF261

CF261:                                            ; preds = %CF275
  %Shuff124 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 31, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 poison, i32 13, i32 15, i32 poison, i32 19, i32 21, i32 23, i32 poison, i32 poison, i32 29>
  %I125 = insertelement <1 x i1> %Shuff63, i1 %Cmp33, i32 %3
  %B126 = srem <4 x i32> %L84, %L84
  %Sl127 = select i1 %Cmp11, <1 x i1> %Shuff44, <1 x i1> zeroinitializer
  %Cmp128 = fcmp ule float 0x3B9626CA00000000, %Sl82
  br i1 %Cmp128, label %CF252, label %CF258

CF258:                                            ; preds = %CF258, %CF270, %CF261
  %L129 = load i1, ptr %PC73, align 1
  br i1 %L129, label %CF258, label %CF270

CF270:                                            ; preds = %CF258
  store <1 x float> zeroinitializer, ptr %PC, align 4
  %E130 = extractelement <2 x i16> %I37, i32 %3
  %Shuff131 = shufflevector <4 x float> %L114, <4 x float> %FC, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I132 = insertelement <1 x i1> %Sl127, i1 %Cmp99, i32 122633
  %B133 = ashr <4 x i16> %I58, %Shuff116
  %Se134 = sext i8 -103 to i64
  %Sl135 = select i1 false, i1 %E56, i1 %E77
  br i1 %Sl135, label %CF258, label %CF266

CF266:                                            ; preds = %CF270
  %Cmp136 = icmp ugt i1 %E13, %Cmp99
  br i1 %Cmp136, label %CF252, label %CF253

CF253:                                            ; preds = %CF266
  %L137 = load i8, ptr %0, align 1
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %PC, align 8
  %E138 = extractelement <4 x i16> %Shuff21, i32 %Se
  %Shuff139 = shufflevector <4 x i64> %ZE119, <4 x i64> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I140 = insertelement <16 x i1> zeroinitializer, i1 %Sl135, i32 %3
  %B141 = sub i64 %Sl120, %B31
  %FC142 = fptosi float %B118 to i64
  %Sl143 = select i1 %Cmp99, <4 x i16> %Shuff57, <4 x i16> %Shuff116
  %Cmp144 = icmp ule i1 %E13, %E50
  br i1 %Cmp144, label %CF, label %CF240

CF240:                                            ; preds = %CF240, %CF276, %CF263, %CF272, %CF253
  %L145 = load i64, ptr %0, align 4
  store <8 x i32> %Shuff108, ptr %0, align 32
  %E146 = extractelement <4 x i16> %Shuff51, i32 %3
  %Shuff147 = shufflevector <8 x double> %B80, <8 x double> %L12, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I148 = insertelement <4 x i64> %Shuff139, i64 %L61, i32 %Sl47
  %B149 = fmul <4 x float> %L114, %FC
  %BC = bitcast <16 x i32> %L42 to <16 x float>
  %Sl150 = select i1 false, <4 x i16> %Shuff57, <4 x i16> %Shuff116
  %L151 = load <4 x double>, ptr %0, align 32
  store i16 %Tr46, ptr %0, align 2
  %E152 = extractelement <4 x i32> %L84, i32 %3
  %Shuff153 = shufflevector <4 x i16> %B9, <4 x i16> %I71, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I154 = insertelement <16 x i1> %Sl59, i1 %Cmp128, i32 %ZE39
  %B155 = fdiv float %B118, %Sl82
  %Sl156 = select i1 %E28, i16 %E107, i16 0
  %Cmp157 = fcmp oeq <8 x double> %Shuff147, %L12
  %L158 = load <1 x i32>, ptr %PC73, align 4
  store double %FC66, ptr %PC, align 8
  %E159 = extractelement <2 x i16> zeroinitializer, i32 %E152
  %Shuff160 = shufflevector <4 x float> %Shuff131, <4 x float> %L114, <4 x i32> <i32 poison, i32 3, i32 5, i32 7>
  %I161 = insertelement <4 x i1> %Cmp91, i1 false, i32 %Sl10
  %Sl162 = select i1 %Cmp60, i1 %Cmp128, i1 %E77
  br i1 %Sl162, label %CF240, label %CF276

CF276:                                            ; preds = %CF240
  %Cmp163 = fcmp ueq <8 x double> %Sl67, %I109
  %L164 = load <8 x i16>, ptr %Sl40, align 16
  store double %FC66, ptr %PC, align 8
  %E165 = extractelement <4 x i16> %Sl143, i32 %Se
  %Shuff166 = shufflevector <16 x i32> %L42, <16 x i32> %ZE97, <16 x i32> <i32 3, i32 5, i32 poison, i32 9, i32 11, i32 poison, i32 15, i32 17, i32 19, i32 poison, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1>
  %I167 = insertelement <4 x i16> zeroinitializer, i16 %E35, i32 122633
  %B168 = xor <4 x i16> zeroinitializer, %I
  %FC169 = fptosi <8 x double> %Shuff147 to <8 x i8>
  %Sl170 = select i1 %Cmp99, <1 x i1> %Shuff44, <1 x i1> %Shuff44
  %Cmp171 = icmp sge <16 x i32> %L122, %L122
  %L172 = load i1, ptr %PC, align 1
  br i1 %L172, label %CF240, label %CF257

CF257:                                            ; preds = %CF257, %CF276
  store <16 x double> %FC89, ptr %Sl40, align 128
  %E173 = extractelement <4 x i32> %L84, i32 %E152
  %Shuff174 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff21, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I175 = insertelement <8 x double> %Shuff147, double %FC66, i32 46941
  %B176 = sdiv <4 x i16> %Shuff21, %I87
  %Se177 = sext <4 x i16> zeroinitializer to <4 x i32>
  %Sl178 = select <4 x i1> %Cmp91, <4 x i1> %L106, <4 x i1> %Cmp91
  %Cmp179 = icmp eq <1 x i1> %Shuff, %I125
  %L180 = load <4 x i32>, ptr %A, align 16
  store i1 true, ptr %0, align 1
  %E181 = extractelement <8 x i32> %I79, i32 355277
  %Shuff182 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %I79, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7>
  %I183 = insertelement <8 x double> %Sl67, double %Sl32, i32 403177
  %B184 = fsub <16 x float> %BC, %BC
  %FC185 = uitofp i1 %E28 to float
  %Sl186 = select i1 %Cmp33, i1 %Sl162, i1 false
  br i1 %Sl186, label %CF257, label %CF263

CF263:                                            ; preds = %CF257
  %Cmp187 = icmp ule <8 x i1> %Cmp157, %Cmp157
  %L188 = load i16, ptr %PC73, align 2
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 32
  %E189 = extractelement <1 x i1> %Shuff63, i32 %L34
  br i1 %E189, label %CF240, label %CF243

CF243:                                            ; preds = %CF243, %CF267, %CF260, %CF259, %CF263
  %Shuff190 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %Shuff57, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I191 = insertelement <4 x i16> zeroinitializer, i16 %E130, i32 %E173
  %B192 = mul <4 x i16> %B9, %I45
  %Tr193 = trunc i16 %E165 to i1
  br i1 %Tr193, label %CF243, label %CF267

CF267:                                            ; preds = %CF243
  %Sl194 = select i1 %L19, i32 %Sl10, i32 %E152
  %Cmp195 = icmp sgt i16 %E159, %E146
  br i1 %Cmp195, label %CF243, label %CF260

CF260:                                            ; preds = %CF267
  %L196 = load i32, ptr %0, align 4
  store <8 x i8> %FC169, ptr %PC, align 8
  %E197 = extractelement <16 x i32> %L42, i32 %E173
  %Shuff198 = shufflevector <1 x i1> %I125, <1 x i1> zeroinitializer, <1 x i32> poison
  %I199 = insertelement <4 x i16> zeroinitializer, i16 %E107, i32 %E152
  %ZE200 = zext <1 x i1> %Shuff198 to <1 x i32>
  %Sl201 = select i1 %E6, i1 %Cmp128, i1 %Cmp99
  br i1 %Sl201, label %CF243, label %CF259

CF259:                                            ; preds = %CF260
  %Cmp202 = icmp eq <8 x i8> %FC169, %FC169
  %L203 = load <4 x i64>, ptr %0, align 32
  store float 0xB8A232D600000000, ptr %PC73, align 4
  %E204 = extractelement <2 x i16> %I117, i32 %Sl47
  %Shuff205 = shufflevector <2 x i16> %Shuff36, <2 x i16> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I206 = insertelement <4 x float> %B149, float %Sl82, i32 %Sl47
  %B207 = mul <1 x i16> %ZE, %ZE
  %Se208 = sext i8 %L137 to i64
  %Sl209 = select i1 %Cmp60, ptr %PC73, ptr %PC
  %Cmp210 = icmp uge i32 %Sl10, %E152
  br i1 %Cmp210, label %CF243, label %CF247

CF247:                                            ; preds = %CF247, %CF259
  %L211 = load i8, ptr %PC, align 1
  %E212 = extractelement <4 x i16> %B133, i32 %Sl10
  %Shuff213 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I15, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I214 = insertelement <16 x i1> zeroinitializer, i1 %E77, i32 %E152
  %B215 = ashr <16 x i32> %L42, %L42
  %Sl216 = select i1 %Cmp210, ptr %A2, ptr %Sl209
  %Cmp217 = icmp sgt <16 x i1> zeroinitializer, %Shuff124
  %L218 = load i1, ptr %Sl209, align 1
  br i1 %L218, label %CF247, label %CF271

CF271:                                            ; preds = %CF271, %CF247
  store <8 x i32> zeroinitializer, ptr %Sl209, align 32
  %E219 = extractelement <4 x i16> %I15, i32 %E152
  %Shuff220 = shufflevector <4 x i16> %Shuff51, <4 x i16> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I221 = insertelement <4 x i64> %ZE111, i64 %B96, i32 %E181
  %B222 = sub i32 46941, %Sl47
  %FC223 = fptosi float %Sl82 to i64
  %Sl224 = select i1 %Cmp83, i32 %ZE16, i32 %E152
  %Cmp225 = fcmp oge <8 x double> %Sl67, %I109
  %L226 = load <4 x i16>, ptr %Sl209, align 8
  store i8 %L137, ptr %Sl209, align 1
  %E227 = extractelement <4 x i16> %Sl143, i32 %Sl194
  %Shuff228 = shufflevector <4 x i64> %ZE119, <4 x i64> %L203, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I229 = insertelement <2 x i16> %I37, i16 %Sl156, i32 %E152
  %ZE230 = zext i1 %L129 to i16
  %Sl231 = select i1 true, i16 %E219, i16 %Tr
  %Cmp232 = icmp uge i32 %3, %E152
  br i1 %Cmp232, label %CF271, label %CF272

CF272:                                            ; preds = %CF271
  %L233 = load <16 x float>, ptr %PC, align 64
  store double %FC66, ptr %PC73, align 8
  %E234 = extractelement <16 x i1> zeroinitializer, i32 %E152
  br i1 %E234, label %CF240, label %CF241

CF241:                                            ; preds = %CF272
  %Shuff235 = shufflevector <1 x i1> %Shuff86, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I236 = insertelement <4 x i16> %I45, i16 %E227, i32 14741
  %Se237 = sext <16 x i1> %Shuff29 to <16 x i32>
  %Sl238 = select <4 x i1> %I161, <4 x i64> %I221, <4 x i64> %I148
  %Cmp239 = fcmp uge <8 x double> %Sl67, %I64
  store <4 x i64> %ZE111, ptr %Sl209, align 32
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC73, align 32
  store i64 %L61, ptr %Sl209, align 4
  store i64 %FC223, ptr %Sl209, align 4
  ret void
}
