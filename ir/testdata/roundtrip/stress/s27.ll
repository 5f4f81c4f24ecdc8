; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD27(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca i8, align 1
  %A2 = alloca i8, align 1
  %A1 = alloca i64, align 8
  %A = alloca i8, align 1
  %L = load <4 x i1>, ptr %A, align 1
  store i16 -1, ptr %0, align 2
  %E = extractelement <1 x i1> zeroinitializer, i32 349941
  br label %CF266

CF266:                                            ; preds = %BB
  %Shuff = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I = insertelement <4 x i1> zeroinitializer, i1 true, i32 349941
  %B = mul <2 x i16> zeroinitializer, zeroinitializer
  %Se = sext i16 -2443 to i32
  %Sl = select <4 x i1> zeroinitializer, <4 x i1> %L, <4 x i1> %L
  %Cmp = icmp ult i1 true, true
  br label %CF244

CF244:                                            ; preds = %CF266
  %L5 = load <4 x i16>, ptr %A2, align 8
  store i32 349941, ptr %0, align 4
  %E6 = extractelement <4 x i1> zeroinitializer, i32 %Se
  br label %CF239

CF239:                                            ; preds = %CF239, %CF264, %CF244
  %Shuff7 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I8 = insertelement <4 x i16> %L5, i16 -1, i32 349941
  %Se9 = sext <4 x i1> zeroinitializer to <4 x i8>
  %Sl10 = select <4 x i1> zeroinitializer, <4 x i8> %Se9, <4 x i8> %Se9
  %Cmp11 = icmp ult <2 x i16> %B, zeroinitializer
  %L12 = load <2 x i8>, ptr %A2, align 2
  store float 0x45652F5900000000, ptr %0, align 4
  %E13 = extractelement <1 x i1> zeroinitializer, i32 349941
  br i1 %E13, label %CF239, label %CF242

CF242:                                            ; preds = %CF242, %CF255, %CF252, %CF239
  %Shuff14 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I15 = insertelement <2 x i8> zeroinitializer, i8 73, i32 -1
  %B16 = ashr i32 -1, 184901
  %PC = bitcast ptr %0 to ptr
  %Sl17 = select i1 true, i32 %3, i32 349941
  %Cmp18 = icmp ult i8 %5, -1
  br i1 %Cmp18, label %CF242, label %CF255

CF255:                                            ; preds = %CF242
  %L19 = load float, ptr %PC, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 32
  %E20 = extractelement <4 x i8> %Sl10, i32 %B16
  %Shuff21 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 poison, i32 4>
  %I22 = insertelement <2 x i8> %Shuff14, i8 -1, i32 349941
  %B23 = shl i8 -1, %5
  %Se24 = sext <4 x i16> %I8 to <4 x i32>
  %Sl25 = select i1 true, i8 %5, i8 %5
  %Cmp26 = icmp slt <4 x i1> zeroinitializer, zeroinitializer
  %L27 = load float, ptr %PC, align 4
  store <1 x float> zeroinitializer, ptr %PC, align 4
  %E28 = extractelement <4 x i32> zeroinitializer, i32 349941
  %Shuff29 = shufflevector <4 x i8> %Se9, <4 x i8> %Sl10, <4 x i32> <i32 poison, i32 7, i32 1, i32 poison>
  %I30 = insertelement <4 x i32> %Shuff21, i32 %B16, i32 %B16
  %B31 = frem double 0x33DFFEFEACDDAD7C, 0xB9573A761E55D4F4
  %Tr = trunc i32 %B16 to i1
  br i1 %Tr, label %CF242, label %CF249

CF249:                                            ; preds = %CF249, %CF255
  %Sl32 = select i1 %E, i1 %Cmp, i1 true
  br i1 %Sl32, label %CF249, label %CF252

CF252:                                            ; preds = %CF249
  %Cmp33 = icmp ugt <4 x i32> zeroinitializer, zeroinitializer
  %L34 = load <8 x i16>, ptr %PC, align 16
  store float 0xC48FBDA380000000, ptr %PC, align 4
  %E35 = extractelement <4 x i1> zeroinitializer, i32 %B16
  br i1 %E35, label %CF242, label %CF246

CF246:                                            ; preds = %CF246, %CF261, %CF258, %CF252
  %Shuff36 = shufflevector <4 x i16> %L5, <4 x i16> %L5, <4 x i32> <i32 poison, i32 poison, i32 poison, i32 7>
  %I37 = insertelement <2 x i8> %Shuff14, i8 -1, i32 349941
  %B38 = ashr <4 x i8> %Sl10, %Shuff29
  %Sl39 = select i1 %E, <2 x i1> %Cmp11, <2 x i1> %Cmp11
  %Cmp40 = icmp uge <4 x i32> zeroinitializer, %I30
  %L41 = load i1, ptr %PC, align 1
  br i1 %L41, label %CF246, label %CF261

CF261:                                            ; preds = %CF246
  store <2 x i8> %L12, ptr %A, align 2
  %E42 = extractelement <4 x i32> zeroinitializer, i32 184901
  %Shuff43 = shufflevector <4 x i32> %Shuff21, <4 x i32> %Shuff21, <4 x i32> <i32 poison, i32 0, i32 2, i32 poison>
  %I44 = insertelement <2 x i8> %L12, i8 -1, i32 %3
  %Tr45 = trunc i32 %Sl17 to i1
  br i1 %Tr45, label %CF246, label %CF254

CF254:                                            ; preds = %CF254, %CF268, %CF261
  %Sl46 = select i1 %E13, i1 true, i1 %Tr
  br i1 %Sl46, label %CF254, label %CF268

CF268:                                            ; preds = %CF254
  %L47 = load float, ptr %A, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  %E48 = extractelement <4 x i1> zeroinitializer, i32 %3
  br i1 %E48, label %CF254, label %CF256

CF256:                                            ; preds = %CF256, %CF268
  %Shuff49 = shufflevector <4 x i8> %Shuff29, <4 x i8> %Se9, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I50 = insertelement <4 x i32> zeroinitializer, i32 184901, i32 %Se
  %Se51 = sext i1 true to i8
  %Sl52 = select <4 x i1> zeroinitializer, <4 x i32> %Se24, <4 x i32> zeroinitializer
  %Cmp53 = icmp eq <4 x i8> %Shuff49, %B38
  %L54 = load <4 x i64>, ptr %PC, align 32
  store i16 -1, ptr %PC, align 2
  %E55 = extractelement <4 x i32> %Shuff21, i32 184901
  %Shuff56 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 poison>
  %I57 = insertelement <4 x i32> %Se24, i32 -1, i32 %E55
  %B58 = shl <4 x i32> %Shuff21, %Shuff21
  %Se59 = sext i8 %Sl25 to i32
  %Sl60 = select i1 true, i64 249997, i64 %4
  %Cmp61 = icmp ule <2 x i8> %I15, %L12
  %L62 = load i64, ptr %0, align 4
  store <4 x i64> %L54, ptr %PC, align 32
  %E63 = extractelement <4 x i64> %L54, i32 %B16
  %Shuff64 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff7, <4 x i32> <i32 0, i32 poison, i32 4, i32 poison>
  %I65 = insertelement <4 x i32> %Shuff43, i32 %E42, i32 %E42
  %B66 = urem <4 x i32> %I57, zeroinitializer
  %Se67 = sext <2 x i32> zeroinitializer to <2 x i64>
  %Sl68 = select <4 x i1> zeroinitializer, <4 x i8> %Se9, <4 x i8> %Shuff49
  %Cmp69 = fcmp ule float %L27, %L47
  br i1 %Cmp69, label %CF256, label %CF258

CF258:                                            ; preds = %CF256
  %L70 = load <16 x i64>, ptr %A4, align 128
  store double %B31, ptr %0, align 8
  %E71 = extractelement <1 x i1> zeroinitializer, i32 %E42
  br i1 %E71, label %CF246, label %CF248

CF248:                                            ; preds = %CF248, %CF258
  %Shuff72 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff21, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I73 = insertelement <2 x i1> %Sl39, i1 true, i32 349941
  %B74 = frem float %L19, 0xC48FBDA380000000
  %Tr75 = trunc <4 x i32> %Se24 to <4 x i1>
  %Sl76 = select i1 true, i16 -2443, i16 -1
  %Cmp77 = icmp uge i64 %E63, %Sl60
  br i1 %Cmp77, label %CF248, label %CF259

CF259:                                            ; preds = %CF259, %CF248
  %L78 = load double, ptr %PC, align 8
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %PC, align 8
  %E79 = extractelement <4 x i32> %Se24, i32 %E28
  %Shuff80 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %I37, <2 x i32> poison
  %I81 = insertelement <4 x i8> %Shuff49, i8 -1, i32 %B16
  %B82 = sub <4 x i32> %I65, zeroinitializer
  %FC = fptosi float 0x41753F6900000000 to i32
  %Sl83 = select i1 %Cmp77, i64 153465, i64 %Sl60
  %Cmp84 = icmp ugt <4 x i1> %L, %Cmp33
  %L85 = load <16 x double>, ptr %0, align 128
  store double 0x2FCFA6EE00CDAD6C, ptr %0, align 8
  %E86 = extractelement <4 x i1> %Shuff7, i32 %E79
  br i1 %E86, label %CF259, label %CF260

CF260:                                            ; preds = %CF260, %CF259
  %Shuff87 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp84, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I88 = insertelement <4 x i1> zeroinitializer, i1 %Cmp69, i32 349941
  %B89 = shl <4 x i32> zeroinitializer, %Shuff72
  %ZE = zext <2 x i8> zeroinitializer to <2 x i64>
  %Sl90 = select i1 %L41, <4 x i32> %Shuff21, <4 x i32> %Se24
  %Cmp91 = icmp ult i16 %Sl76, %Sl76
  br i1 %Cmp91, label %CF260, label %CF262

CF262:                                            ; preds = %CF262, %CF260
  %L92 = load i8, ptr %0, align 1
  %E93 = extractelement <16 x i64> %L70, i32 %B16
  %Shuff94 = shufflevector <4 x i1> %Cmp84, <4 x i1> %Cmp84, <4 x i32> <i32 3, i32 5, i32 poison, i32 poison>
  %I95 = insertelement <4 x i32> zeroinitializer, i32 349941, i32 %B16
  %B96 = fdiv double 0x2FCFA6EE00CDAD6C, 0xB9573A761E55D4F4
  %Tr97 = trunc <2 x i16> zeroinitializer to <2 x i1>
  %Sl98 = select <4 x i1> %Shuff64, <4 x i8> %Shuff49, <4 x i8> %Se9
  %Cmp99 = icmp ule <4 x i32> %Se24, %Shuff21
  %L100 = load <2 x double>, ptr %0, align 16
  store i64 %Sl83, ptr %0, align 4
  %E101 = extractelement <2 x i1> %Cmp61, i32 184901
  br i1 %E101, label %CF262, label %CF263

CF263:                                            ; preds = %CF263, %CF262
  %Shuff102 = shufflevector <4 x i32> %Se24, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I103 = insertelement <4 x i1> %Cmp33, i1 %Cmp69, i32 %B16
  %B104 = udiv <4 x i64> %L54, %L54
  %Tr105 = trunc <4 x i32> %Shuff21 to <4 x i8>
  %Sl106 = select i1 %E35, i64 %E63, i64 %4
  %L107 = load <16 x i64>, ptr %0, align 128
  store float 0x45652F5900000000, ptr %0, align 4
  %E108 = extractelement <16 x i64> %L70, i32 %3
  %Shuff109 = shufflevector <2 x i16> %Shuff, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I110 = insertelement <4 x i32> %I57, i32 %FC, i32 %Sl17
  %ZE111 = zext i8 -1 to i64
  %Sl112 = select i1 true, double 0x33DFFEFEACDDAD7C, double 0xB9573A761E55D4F4
  %Cmp113 = icmp slt i1 %Tr, true
  br i1 %Cmp113, label %CF263, label %CF264

CF264:                                            ; preds = %CF263
  %L114 = load <4 x i1>, ptr %PC, align 1
  store float 0xB9F33D6700000000, ptr %PC, align 4
  %E115 = extractelement <4 x i32> zeroinitializer, i32 %E42
  %Shuff116 = shufflevector <4 x i1> %Cmp33, <4 x i1> %Cmp99, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I117 = insertelement <4 x i32> %Shuff21, i32 %E79, i32 349941
  %B118 = shl <4 x i32> %Shuff72, %I65
  %Sl119 = select <4 x i1> %Shuff7, <4 x i1> %Sl, <4 x i1> zeroinitializer
  %Cmp120 = fcmp ord float 0xC0F7396B00000000, 0x45652F5900000000
  br i1 %Cmp120, label %CF239, label %CF240

CF240:                                            ; preds = %CF240, %CF269, %CF253, %CF264
  %L121 = load <8 x i1>, ptr %0, align 1
  store i64 404069, ptr %0, align 4
  %E122 = extractelement <4 x i1> %Sl, i32 349941
  br i1 %E122, label %CF240, label %CF269

CF269:                                            ; preds = %CF240
  %Shuff123 = shufflevector <2 x double> %L100, <2 x double> %L100, <2 x i32> <i32 1, i32 poison>
  %I124 = insertelement <4 x i1> %Cmp33, i1 true, i32 349941
  %B125 = udiv i64 %Sl106, %E63
  %BC = bitcast float 0xB9F33D6700000000 to i32
  %Sl126 = select i1 %Cmp113, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %Cmp127 = icmp uge <2 x i8> zeroinitializer, %Shuff80
  %L128 = load i1, ptr %PC, align 1
  br i1 %L128, label %CF240, label %CF253

CF253:                                            ; preds = %CF269
  %E129 = extractelement <4 x i32> %I57, i32 %B16
  %Shuff130 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %L114, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I131 = insertelement <4 x i32> zeroinitializer, i32 %E115, i32 %E28
  %B132 = ashr <4 x i32> %B118, %B82
  %Sl133 = select i1 %Cmp113, <4 x i1> %I124, <4 x i1> zeroinitializer
  %Cmp134 = icmp ne <4 x i32> %I57, %Shuff43
  %L135 = load i16, ptr %0, align 2
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 32
  %E136 = extractelement <4 x i1> %Cmp33, i32 %3
  br i1 %E136, label %CF240, label %CF247

CF247:                                            ; preds = %CF253
  %Shuff137 = shufflevector <4 x i8> %Sl10, <4 x i8> %Tr105, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I138 = insertelement <4 x i1> %Tr75, i1 %Cmp69, i32 %3
  %Sl139 = select i1 %Tr45, ptr %1, ptr %PC
  %Cmp140 = fcmp ogt float 0xC48FBDA380000000, 0x45652F5900000000
  br label %CF238

CF238:                                            ; preds = %CF238, %CF251, %CF247
  %L141 = load double, ptr %Sl139, align 8
  %E142 = extractelement <2 x i8> %I22, i32 %E28
  %Shuff143 = shufflevector <2 x i16> %Shuff109, <2 x i16> %Shuff56, <2 x i32> <i32 3, i32 1>
  %I144 = insertelement <4 x i32> %Shuff21, i32 %E115, i32 %E129
  %B145 = udiv <2 x i16> %Shuff143, %Shuff
  %FC146 = sitofp <2 x i8> zeroinitializer to <2 x double>
  %Sl147 = select i1 %L41, i32 %Sl17, i32 349941
  %Cmp148 = icmp uge i1 %Cmp91, true
  br i1 %Cmp148, label %CF238, label %CF251

CF251:                                            ; preds = %CF238
  %L149 = load <2 x float>, ptr %Sl139, align 8
  store i64 %4, ptr %Sl139, align 4
  %E150 = extractelement <2 x i8> zeroinitializer, i32 %E28
  %Shuff151 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I152 = insertelement <2 x i16> zeroinitializer, i16 %Sl76, i32 %3
  %B153 = shl <8 x i16> %L34, %L34
  %Sl154 = select i1 true, i64 %4, i64 %Sl60
  %Cmp155 = icmp ne i1 %Sl32, %E86
  br i1 %Cmp155, label %CF238, label %CF241

CF241:                                            ; preds = %CF241, %CF265, %CF251
  %L156 = load float, ptr %Sl139, align 4
  store <2 x i8> zeroinitializer, ptr %Sl139, align 2
  %E157 = extractelement <4 x i1> zeroinitializer, i32 %E42
  br i1 %E157, label %CF241, label %CF265

CF265:                                            ; preds = %CF241
  %Shuff158 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp40, <4 x i32> <i32 poison, i32 0, i32 poison, i32 4>
  %I159 = insertelement <2 x i1> %Tr97, i1 %Cmp, i32 %FC
  %B160 = srem <2 x i8> %I37, %I37
  %Sl161 = select i1 %Tr45, i32 %Se59, i32 %E28
  %Cmp162 = icmp ne <2 x i16> %Shuff, %Shuff
  %L163 = load i64, ptr %PC, align 4
  store <2 x i32> zeroinitializer, ptr %PC, align 8
  %E164 = extractelement <2 x i16> %B, i32 %BC
  %Shuff165 = shufflevector <4 x i32> %Shuff21, <4 x i32> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 poison, i32 0>
  %I166 = insertelement <4 x i32> %I50, i32 %Sl161, i32 %E115
  %B167 = lshr i8 %E20, %E20
  %PC168 = bitcast ptr %1 to ptr
  %Sl169 = select i1 %L128, double %B31, double %B96
  %Cmp170 = icmp ule <4 x i8> %I81, %Shuff137
  %L171 = load <4 x float>, ptr %0, align 16
  store i8 %E20, ptr %2, align 1
  %E172 = extractelement <2 x i1> %Tr97, i32 %E55
  br i1 %E172, label %CF241, label %CF243

CF243:                                            ; preds = %CF265
  %Shuff173 = shufflevector <4 x i32> %Shuff21, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I174 = insertelement <2 x i16> %Shuff109, i16 %L135, i32 %FC
  %B175 = sub i32 %E129, %B16
  %FC176 = sitofp <4 x i1> %L114 to <4 x double>
  %Sl177 = select i1 %E86, <4 x i32> %Sl52, <4 x i32> %I131
  %Cmp178 = icmp sgt <4 x i1> %Cmp33, zeroinitializer
  %L179 = load double, ptr %Sl139, align 8
  store <1 x i16> zeroinitializer, ptr %Sl139, align 2
  %E180 = extractelement <2 x double> %L100, i32 184901
  %Shuff181 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff94, <4 x i32> <i32 5, i32 7, i32 poison, i32 3>
  %I182 = insertelement <2 x i1> %Cmp162, i1 %E172, i32 %E115
  %Sl183 = select i1 %Tr45, float %L47, float %L156
  %Cmp184 = fcmp oge float 0x41753F6900000000, 0xB9F33D6700000000
  br label %CF

CF:                                               ; preds = %CF, %CF243
  %L185 = load i32, ptr %Sl139, align 4
  store <4 x i16> %L5, ptr %PC168, align 8
  %E186 = extractelement <2 x i16> zeroinitializer, i32 %L185
  %Shuff187 = shufflevector <4 x i64> %L54, <4 x i64> %B104, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I188 = insertelement <4 x i8> %Sl10, i8 %L92, i32 %BC
  %B189 = sub i64 %B125, %E93
  %FC190 = sitofp i16 -2443 to float
  %Sl191 = select i1 %Tr, <2 x i16> zeroinitializer, <2 x i16> %Shuff56
  %Cmp192 = icmp uge i8 %5, %5
  br i1 %Cmp192, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF257, %CF
  %L193 = load i64, ptr %0, align 4
  store <2 x i32> zeroinitializer, ptr %0, align 8
  %E194 = extractelement <16 x i64> %L70, i32 %E28
  %Shuff195 = shufflevector <4 x i1> %Cmp26, <4 x i1> zeroinitializer, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I196 = insertelement <4 x i1> %Shuff87, i1 true, i32 %E42
  %Se197 = sext i1 %E71 to i64
  %Sl198 = select <4 x i1> %Shuff181, <4 x i32> zeroinitializer, <4 x i32> %Shuff21
  %Cmp199 = icmp sge i8 %5, -1
  br i1 %Cmp199, label %CF245, label %CF257

CF257:                                            ; preds = %CF245
  %L200 = load <4 x i8>, ptr %Sl139, align 4
  store i8 %E20, ptr %PC, align 1
  %E201 = extractelement <4 x i32> zeroinitializer, i32 %E129
  %Shuff202 = shufflevector <4 x i1> %L114, <4 x i1> %Shuff130, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I203 = insertelement <4 x i16> %L5, i16 %Sl76, i32 %Sl147
  %Se204 = sext <4 x i1> %Cmp53 to <4 x i64>
  %Sl205 = select i1 true, i16 -1, i16 %L135
  %Cmp206 = icmp sge <2 x i8> %I15, %B160
  %L207 = load float, ptr %Sl139, align 4
  store <1 x i64> zeroinitializer, ptr %Sl139, align 8
  %E208 = extractelement <4 x i1> %Sl, i32 %BC
  br i1 %E208, label %CF245, label %CF250

CF250:                                            ; preds = %CF250, %CF257
  %Shuff209 = shufflevector <2 x i64> %Se67, <2 x i64> %Se67, <2 x i32> <i32 1, i32 poison>
  %I210 = insertelement <4 x i32> %Shuff43, i32 %E115, i32 %E79
  %B211 = ashr <4 x i32> %I110, %I131
  %FC212 = sitofp <4 x i32> %B82 to <4 x double>
  %Sl213 = select i1 %Cmp113, <2 x i16> %B145, <2 x i16> %I152
  %Cmp214 = icmp sge <2 x i1> %Cmp61, %Cmp61
  %L215 = load i8, ptr %PC, align 1
  store <4 x i8> %I81, ptr %0, align 4
  %E216 = extractelement <2 x i16> %Shuff, i32 %B175
  %Shuff217 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff94, <4 x i32> <i32 4, i32 6, i32 poison, i32 2>
  %I218 = insertelement <4 x i8> %Shuff49, i8 %E150, i32 184901
  %B219 = ashr i32 %E79, %3
  %Tr220 = trunc <4 x i32> zeroinitializer to <4 x i16>
  %Sl221 = select i1 %Cmp69, double %L78, double %L78
  %Cmp222 = icmp ule <4 x i1> %Tr75, %I124
  %L223 = load <1 x double>, ptr %Sl139, align 8
  store i8 %L215, ptr %Sl139, align 1
  %E224 = extractelement <4 x i1> zeroinitializer, i32 %B219
  br i1 %E224, label %CF250, label %CF267

CF267:                                            ; preds = %CF250
  %Shuff225 = shufflevector <4 x i1> %Cmp170, <4 x i1> %Shuff158, <4 x i32> <i32 poison, i32 3, i32 5, i32 7>
  %I226 = insertelement <4 x i1> %L114, i1 %Cmp148, i32 %E42
  %B227 = lshr i64 %L193, %4
  %FC228 = fptoui float %L207 to i16
  %Sl229 = select i1 %Cmp, i16 %E164, i16 %L135
  %Cmp230 = icmp ne <4 x i1> %Shuff225, %Cmp178
  %L231 = load float, ptr %Sl139, align 4
  store <2 x i8> zeroinitializer, ptr %Sl139, align 2
  %E232 = extractelement <4 x i32> %Shuff21, i32 %Sl147
  %Shuff233 = shufflevector <2 x i16> %Sl213, <2 x i16> %Shuff56, <2 x i32> <i32 poison, i32 0>
  %I234 = insertelement <4 x i1> %Shuff116, i1 %Cmp120, i32 184901
  %Se235 = sext i8 %5 to i16
  %Sl236 = select i1 %Cmp120, i8 %E20, i8 -1
  %Cmp237 = icmp ule <1 x i1> %Shuff151, %Shuff151
  store i8 %B167, ptr %0, align 1
  store double %B31, ptr %Sl139, align 8
  store i32 %BC, ptr %Sl139, align 4
  store float %L47, ptr %0, align 4
  store i8 %L215, ptr %Sl139, align 1
  ret void
}
