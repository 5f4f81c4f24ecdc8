; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD91(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i8, align 1
  %A3 = alloca double, align 8
  %A2 = alloca float, align 4
  %A1 = alloca i1, align 1
  %A = alloca i32, align 4
  %L = load i64, ptr %0, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E = extractelement <4 x i8> zeroinitializer, i32 177633
  %Shuff = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 poison, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I = insertelement <2 x i1> zeroinitializer, i1 true, i32 0
  %Se = sext i8 %E to i32
  %Sl = select i1 true, i16 0, i16 -1
  %Cmp = icmp sge <2 x i1> zeroinitializer, zeroinitializer
  %L5 = load float, ptr %A3, align 4
  %E6 = extractelement <16 x i64> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <2 x i1> %I, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 poison>
  %I8 = insertelement <4 x i32> zeroinitializer, i32 %3, i32 177633
  %B = srem i64 %4, %4
  %FC = uitofp i8 5 to float
  %Sl9 = select i1 true, i64 %E6, i64 %E6
  %Cmp10 = icmp ule i64 %4, 368665
  br label %CF272

CF272:                                            ; preds = %BB
  %L11 = load i16, ptr %0, align 2
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E12 = extractelement <2 x i1> %Cmp, i32 0
  br label %CF245

CF245:                                            ; preds = %CF272
  %Shuff13 = shufflevector <8 x i16> %Shuff, <8 x i16> %Shuff, <8 x i32> <i32 10, i32 poison, i32 poison, i32 poison, i32 2, i32 poison, i32 6, i32 8>
  %I14 = insertelement <8 x i16> zeroinitializer, i16 %Sl, i32 177633
  %BC = bitcast i64 368665 to double
  %Sl15 = select i1 %Cmp10, i16 -1, i16 -17691
  %Cmp16 = fcmp one double 0xCF8FF6AE008D5D2C, 0xCF8FF6AE008D5D2C
  br label %CF243

CF243:                                            ; preds = %CF243, %CF261, %CF245
  %L17 = load <8 x i16>, ptr %0, align 16
  store double %BC, ptr %A, align 8
  %E18 = extractelement <4 x i32> zeroinitializer, i32 0
  %Shuff19 = shufflevector <8 x i16> %Shuff, <8 x i16> %Shuff13, <8 x i32> <i32 poison, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I20 = insertelement <2 x i1> zeroinitializer, i1 true, i32 0
  %B21 = shl <8 x i16> %I14, zeroinitializer
  %FC22 = uitofp i32 %3 to double
  %Sl23 = select i1 true, float 0xB8DEB0B280000000, float %L5
  %Cmp24 = icmp ne i64 %Sl9, %L
  br i1 %Cmp24, label %CF243, label %CF258

CF258:                                            ; preds = %CF258, %CF243
  %L25 = load i32, ptr %0, align 4
  %E26 = extractelement <8 x i16> zeroinitializer, i32 0
  %Shuff27 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %I20, <2 x i32> poison
  %I28 = insertelement <8 x i16> %Shuff19, i16 -1, i32 %L25
  %B29 = xor i8 0, 29
  %Sl30 = select i1 true, i8 -67, i8 5
  %L31 = load i16, ptr %1, align 2
  store <2 x i32> <i32 0, i32 -1>, ptr %0, align 8
  %E32 = extractelement <8 x i16> %B21, i32 %L25
  %Shuff33 = shufflevector <2 x i1> %Shuff27, <2 x i1> %I20, <2 x i32> <i32 2, i32 0>
  %I34 = insertelement <8 x i16> %L17, i16 %Sl, i32 0
  %B35 = frem float 0x3A8FA3A380000000, %L5
  %Tr = trunc i64 %4 to i1
  br i1 %Tr, label %CF258, label %CF261

CF261:                                            ; preds = %CF258
  %Sl36 = select i1 true, float 0x3B15A3A980000000, float 0x3A8FA3A380000000
  %L37 = load <4 x i64>, ptr %0, align 32
  store double 0xCF8FF6AE008D5D2C, ptr %0, align 8
  %E38 = extractelement <2 x i1> %I, i32 501281
  br i1 %E38, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF275, %CF266, %CF265, %CF261
  %Shuff39 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff, <8 x i32> <i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15>
  %I40 = insertelement <8 x i16> %Shuff19, i16 %E26, i32 %E18
  %B41 = shl <4 x i32> zeroinitializer, zeroinitializer
  %PC = bitcast ptr %A3 to ptr
  %Sl42 = select i1 true, i64 %B, i64 %4
  %Cmp43 = fcmp ogt double 0x7E2743466B2565C4, 0xCF8FF6AE008D5D2C
  br i1 %Cmp43, label %CF244, label %CF275

CF275:                                            ; preds = %CF244
  %L44 = load i32, ptr %PC, align 4
  store <8 x i16> %Shuff13, ptr %PC, align 16
  %E45 = extractelement <4 x i8> zeroinitializer, i32 177633
  %Shuff46 = shufflevector <8 x i16> %L17, <8 x i16> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I47 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 %3
  %Se48 = sext i32 %L44 to i64
  %Sl49 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i16> %I34, <8 x i16> zeroinitializer
  %Cmp50 = icmp sge i1 %E38, %E38
  br i1 %Cmp50, label %CF244, label %CF266

CF266:                                            ; preds = %CF275
  %L51 = load <2 x i64>, ptr %0, align 16
  store i64 %4, ptr %PC, align 4
  %E52 = extractelement <2 x i1> zeroinitializer, i32 257001
  br i1 %E52, label %CF244, label %CF263

CF263:                                            ; preds = %CF263, %CF266
  %Shuff53 = shufflevector <2 x i1> %Shuff33, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 3>
  %I54 = insertelement <8 x i16> %L17, i16 0, i32 177633
  %B55 = udiv i32 %L25, 501281
  %Tr56 = trunc i8 %Sl30 to i1
  br i1 %Tr56, label %CF263, label %CF265

CF265:                                            ; preds = %CF263
  %Sl57 = select i1 %Cmp10, i8 29, i8 %E
  %Cmp58 = icmp sge <8 x i16> %L17, %Shuff13
  %L59 = load <4 x i64>, ptr %A, align 32
  store i32 %L44, ptr %PC, align 4
  %E60 = extractelement <2 x i1> zeroinitializer, i32 %Se
  br i1 %E60, label %CF244, label %CF255

CF255:                                            ; preds = %CF265
  %Shuff61 = shufflevector <2 x i1> %Shuff27, <2 x i1> %I20, <2 x i32> <i32 poison, i32 3>
  %I62 = insertelement <2 x i1> %I20, i1 %Cmp10, i32 %L25
  %FC63 = sitofp i1 %E12 to double
  %Sl64 = select i1 true, <4 x i32> %I8, <4 x i32> zeroinitializer
  %L65 = load <8 x i32>, ptr %A4, align 32
  store double %FC63, ptr %PC, align 8
  %E66 = extractelement <8 x i16> %Shuff46, i32 177633
  %Shuff67 = shufflevector <8 x i16> %I28, <8 x i16> %Shuff, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I68 = insertelement <4 x i32> %I8, i32 %L44, i32 %L44
  %B69 = mul i16 0, 0
  %Tr70 = trunc i32 %E18 to i1
  br label %CF242

CF242:                                            ; preds = %CF242, %CF262, %CF255
  %Sl71 = select i1 %E60, i1 true, i1 %Cmp10
  br i1 %Sl71, label %CF242, label %CF260

CF260:                                            ; preds = %CF260, %CF269, %CF242
  %Cmp72 = icmp ugt i64 %4, %Sl42
  br i1 %Cmp72, label %CF260, label %CF269

CF269:                                            ; preds = %CF260
  %L73 = load <2 x float>, ptr %PC, align 8
  store i64 368665, ptr %PC, align 4
  %E74 = extractelement <8 x i1> %Cmp58, i32 %B55
  br i1 %E74, label %CF260, label %CF262

CF262:                                            ; preds = %CF269
  %Shuff75 = shufflevector <2 x float> %L73, <2 x float> %L73, <2 x i32> poison
  %I76 = insertelement <8 x i16> %Shuff, i16 %Sl, i32 177633
  %B77 = and i16 13257, -1
  %Tr78 = trunc i8 %Sl30 to i1
  br i1 %Tr78, label %CF242, label %CF247

CF247:                                            ; preds = %CF247, %CF262
  %Sl79 = select i1 %Cmp10, <8 x i16> %Sl49, <8 x i16> %Shuff13
  %Cmp80 = fcmp ugt float %FC, %Sl23
  br i1 %Cmp80, label %CF247, label %CF248

CF248:                                            ; preds = %CF248, %CF256, %CF247
  %L81 = load float, ptr %PC, align 4
  %E82 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff83 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I8, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I84 = insertelement <8 x i16> %L17, i16 %B77, i32 %E18
  %B85 = fmul float %L81, 0x3A8FA3A380000000
  %FC86 = fptoui float 0x3B15A3A980000000 to i1
  br i1 %FC86, label %CF248, label %CF253

CF253:                                            ; preds = %CF253, %CF248
  %Sl87 = select <2 x i1> zeroinitializer, <2 x i1> %I20, <2 x i1> zeroinitializer
  %Cmp88 = icmp ne <2 x i64> %I47, zeroinitializer
  %L89 = load <16 x i8>, ptr %PC, align 16
  store double 0x7E2743466B2565C4, ptr %0, align 8
  %E90 = extractelement <8 x i16> zeroinitializer, i32 %3
  %Shuff91 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff13, <8 x i32> <i32 poison, i32 5, i32 poison, i32 poison, i32 11, i32 poison, i32 15, i32 1>
  %I92 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %E18
  %B93 = ashr i8 %Sl57, %E
  %FC94 = fptoui float 0x3B15A3A980000000 to i8
  %Sl95 = select i1 %Cmp50, double %BC, double %FC63
  %Cmp96 = icmp uge <2 x i1> %I92, %Sl87
  %L97 = load i64, ptr %A3, align 4
  %E98 = extractelement <2 x i1> zeroinitializer, i32 %E18
  br i1 %E98, label %CF253, label %CF256

CF256:                                            ; preds = %CF253
  %Shuff99 = shufflevector <4 x i32> %Sl64, <4 x i32> %Sl64, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I100 = insertelement <4 x i32> zeroinitializer, i32 %L44, i32 %3
  %B101 = urem <8 x i16> %Shuff67, %Shuff
  %Sl102 = select <8 x i1> %Cmp58, <8 x i16> zeroinitializer, <8 x i16> %L17
  %Cmp103 = icmp eq i16 %E32, -17691
  br i1 %Cmp103, label %CF248, label %CF250

CF250:                                            ; preds = %CF250, %CF256
  %L104 = load <16 x i8>, ptr %0, align 16
  store double 0x7E2743466B2565C4, ptr %PC, align 8
  %E105 = extractelement <8 x i16> %Shuff13, i32 %L25
  %Shuff106 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %Shuff67, <8 x i32> <i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I107 = insertelement <8 x i16> %Sl79, i16 %E66, i32 0
  %B108 = fdiv float %Sl23, 0x3B15A3A980000000
  %Se109 = sext i16 %L11 to i64
  %Sl110 = select i1 %E38, ptr %A1, ptr %0
  %Cmp111 = icmp ugt <4 x i32> %Shuff99, %I8
  %L112 = load float, ptr %Sl110, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 32
  %E113 = extractelement <8 x i16> %L17, i32 177633
  %Shuff114 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 4, i32 poison, i32 8, i32 10, i32 poison, i32 14, i32 poison, i32 poison, i32 20, i32 22, i32 24, i32 poison, i32 28, i32 30, i32 0, i32 2>
  %I115 = insertelement <8 x i1> %Cmp58, i1 %E98, i32 177633
  %B116 = add i8 %B93, %B93
  %Tr117 = trunc i8 %B93 to i1
  br i1 %Tr117, label %CF250, label %CF264

CF264:                                            ; preds = %CF264, %CF250
  %Sl118 = select <8 x i1> %Cmp58, <8 x i1> %I115, <8 x i1> %Cmp58
  %Cmp119 = icmp ugt i32 257001, %L44
  br i1 %Cmp119, label %CF264, label %CF271

CF271:                                            ; preds = %CF271, %CF264
  %L120 = load <1 x i1>, ptr %Sl110, align 1
  store i32 %L44, ptr %Sl110, align 4
  %E121 = extractelement <8 x i1> %Cmp58, i32 %3
  br i1 %E121, label %CF271, label %CF276

CF276:                                            ; preds = %CF271
  %Shuff122 = shufflevector <8 x i16> %Shuff13, <8 x i16> %I28, <8 x i32> <i32 1, i32 3, i32 poison, i32 7, i32 9, i32 poison, i32 13, i32 15>
  %I123 = insertelement <8 x i16> %I76, i16 -1, i32 %3
  %Sl124 = select i1 %Cmp43, i1 %Cmp10, i1 true
  br label %CF

CF:                                               ; preds = %CF, %CF274, %CF276
  %Cmp125 = icmp ult <16 x i64> %Shuff114, zeroinitializer
  %L126 = load <2 x double>, ptr %PC, align 16
  store float %B35, ptr %PC, align 4
  %E127 = extractelement <4 x i32> %Shuff99, i32 %3
  %Shuff128 = shufflevector <8 x i16> %Shuff13, <8 x i16> %Shuff, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison, i32 7, i32 9>
  %I129 = insertelement <4 x i8> zeroinitializer, i8 %B29, i32 %E127
  %FC130 = fptosi float 0x433A2B6E00000000 to i8
  %Sl131 = select i1 %Tr117, i1 %Cmp119, i1 %Tr117
  br i1 %Sl131, label %CF, label %CF274

CF274:                                            ; preds = %CF
  %Cmp132 = icmp sgt <4 x i8> zeroinitializer, %I129
  %L133 = load <1 x float>, ptr %0, align 4
  store i32 177633, ptr %PC, align 4
  %E134 = extractelement <4 x i32> zeroinitializer, i32 %Se
  %Shuff135 = shufflevector <4 x i32> %Shuff83, <4 x i32> %I8, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I136 = insertelement <2 x i1> %Shuff33, i1 %Tr, i32 %E127
  %B137 = urem i16 %E105, %E66
  %PC138 = bitcast ptr %0 to ptr
  %Sl139 = select <16 x i1> %Cmp125, <16 x i64> %Shuff114, <16 x i64> %Shuff114
  %Cmp140 = icmp eq i1 %Sl131, %Tr117
  br i1 %Cmp140, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF267, %CF274
  %L141 = load <16 x i32>, ptr %PC, align 64
  store i16 %E105, ptr %PC138, align 2
  %E142 = extractelement <8 x i16> %Shuff13, i32 %Se
  %Shuff143 = shufflevector <2 x float> %L73, <2 x float> %L73, <2 x i32> <i32 3, i32 poison>
  %I144 = insertelement <2 x i1> zeroinitializer, i1 %Tr70, i32 %Se
  %B145 = sub i8 %Sl57, 5
  %Se146 = sext i1 %E38 to i16
  %Sl147 = select i1 %Cmp10, double 0xCF8FF6AE008D5D2C, double %FC63
  %Cmp148 = icmp slt i1 %Cmp140, %Sl131
  br i1 %Cmp148, label %CF241, label %CF252

CF252:                                            ; preds = %CF252, %CF241
  %L149 = load i1, ptr %PC, align 1
  br i1 %L149, label %CF252, label %CF267

CF267:                                            ; preds = %CF252
  store <4 x i8> zeroinitializer, ptr %PC, align 4
  %E150 = extractelement <8 x i16> %Shuff, i32 %B55
  %Shuff151 = shufflevector <8 x i16> %Shuff13, <8 x i16> %Shuff, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10>
  %I152 = insertelement <2 x i1> %Shuff33, i1 %Cmp140, i32 501281
  %B153 = sub i32 %3, 177633
  %Sl154 = select <8 x i1> %Cmp58, <8 x i16> %Shuff128, <8 x i16> %Shuff
  %Cmp155 = icmp eq <4 x i1> %Cmp132, %Cmp111
  %L156 = load <4 x i16>, ptr %Sl110, align 8
  store i1 %Cmp80, ptr %PC, align 1
  %E157 = extractelement <8 x i16> %Shuff13, i32 %L44
  %Shuff158 = shufflevector <8 x i16> %L17, <8 x i16> %Shuff122, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7>
  %I159 = insertelement <8 x i16> %Shuff13, i16 0, i32 %L25
  %Se160 = sext <8 x i16> %Shuff19 to <8 x i32>
  %Sl161 = select i1 true, i32 257001, i32 %Se
  %Cmp162 = fcmp ogt double 0xCF8FF6AE008D5D2C, %Sl147
  br i1 %Cmp162, label %CF241, label %CF246

CF246:                                            ; preds = %CF246, %CF267
  %L163 = load double, ptr %PC, align 8
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl110, align 64
  %E164 = extractelement <1 x float> %L133, i32 %L25
  %Shuff165 = shufflevector <16 x i8> %L104, <16 x i8> %L89, <16 x i32> <i32 poison, i32 0, i32 2, i32 poison, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28>
  %I166 = insertelement <8 x i1> %Cmp58, i1 %E121, i32 %Se
  %B167 = add i32 %E18, %3
  %FC168 = sitofp i16 %Sl to float
  %Sl169 = select i1 %Tr70, i16 0, i16 %E157
  %Cmp170 = icmp sgt <2 x i64> %L51, zeroinitializer
  %L171 = load <2 x i8>, ptr %PC, align 2
  store i1 %FC86, ptr %Sl110, align 1
  %E172 = extractelement <4 x i64> %L37, i32 %E127
  %Shuff173 = shufflevector <2 x i64> %L51, <2 x i64> %I47, <2 x i32> <i32 3, i32 1>
  %I174 = insertelement <2 x float> %Shuff143, float %L5, i32 %E127
  %B175 = mul <8 x i16> %B101, %B21
  %Tr176 = trunc i32 0 to i16
  %Sl177 = select i1 %Cmp50, <8 x i16> %Shuff67, <8 x i16> %Shuff91
  %Cmp178 = icmp slt <8 x i32> zeroinitializer, %L65
  %L179 = load i32, ptr %Sl110, align 4
  %E180 = extractelement <8 x i32> %Se160, i32 %L44
  %Shuff181 = shufflevector <8 x i16> %Shuff13, <8 x i16> %Shuff91, <8 x i32> <i32 11, i32 13, i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9>
  %I182 = insertelement <8 x i16> %Shuff46, i16 %B137, i32 %L25
  %B183 = xor i8 %B93, %5
  %Tr184 = trunc i32 0 to i8
  %Sl185 = select i1 %Cmp140, i16 -1, i16 %B137
  %Cmp186 = icmp sge i1 %Cmp103, %Cmp103
  br i1 %Cmp186, label %CF246, label %CF249

CF249:                                            ; preds = %CF249, %CF270, %CF246
  %L187 = load <4 x float>, ptr %PC, align 16
  store i1 true, ptr %2, align 1
  %E188 = extractelement <8 x i16> %Shuff13, i32 %E127
  %Shuff189 = shufflevector <8 x i16> %Shuff13, <8 x i16> %Shuff, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 3, i32 poison>
  %I190 = insertelement <4 x i8> zeroinitializer, i8 %FC130, i32 %E127
  %B191 = or i64 362361, %Sl42
  %Tr192 = trunc i8 29 to i1
  br i1 %Tr192, label %CF249, label %CF270

CF270:                                            ; preds = %CF249
  %Sl193 = select i1 %Cmp10, <2 x i1> %Shuff33, <2 x i1> %Cmp170
  %Cmp194 = fcmp ugt float 0x433A2B6E00000000, %E164
  br i1 %Cmp194, label %CF249, label %CF251

CF251:                                            ; preds = %CF251, %CF273, %CF259, %CF270
  %L195 = load i32, ptr %0, align 4
  store <1 x i64> zeroinitializer, ptr %0, align 8
  %E196 = extractelement <8 x i16> %Shuff, i32 %E127
  %Shuff197 = shufflevector <2 x i1> %Cmp, <2 x i1> %I136, <2 x i32> <i32 1, i32 3>
  %I198 = insertelement <8 x i16> %Shuff, i16 %B137, i32 %L179
  %B199 = urem i8 %B29, %5
  %FC200 = sitofp <8 x i16> %I182 to <8 x double>
  %Sl201 = select i1 %Tr70, i16 %L31, i16 %Sl
  %Cmp202 = icmp slt <2 x i1> %I62, %Shuff197
  %L203 = load <2 x i16>, ptr %0, align 4
  store i32 %E127, ptr %PC, align 4
  %E204 = extractelement <8 x i16> %Shuff189, i32 %B55
  %Shuff205 = shufflevector <2 x i1> %Sl193, <2 x i1> %I136, <2 x i32> <i32 3, i32 1>
  %I206 = insertelement <8 x i16> %Shuff46, i16 %Sl185, i32 501281
  %B207 = lshr <8 x i16> %B101, %Shuff122
  %PC208 = bitcast ptr %1 to ptr
  %Sl209 = select i1 %Cmp162, i16 %L11, i16 %E113
  %Cmp210 = fcmp ogt float %L112, %B35
  br i1 %Cmp210, label %CF251, label %CF273

CF273:                                            ; preds = %CF251
  %L211 = load float, ptr %Sl110, align 4
  store <1 x i16> zeroinitializer, ptr %PC, align 2
  %E212 = extractelement <2 x i64> %I47, i32 %Sl161
  %Shuff213 = shufflevector <8 x i16> %Shuff46, <8 x i16> %Shuff158, <8 x i32> <i32 poison, i32 9, i32 poison, i32 poison, i32 15, i32 1, i32 poison, i32 5>
  %I214 = insertelement <2 x i1> zeroinitializer, i1 %Cmp10, i32 %B153
  %FC215 = sitofp i32 %L179 to double
  %Sl216 = select i1 %Cmp140, <1 x float> %L133, <1 x float> %L133
  %Cmp217 = icmp ule i64 %Se109, %Se109
  br i1 %Cmp217, label %CF251, label %CF257

CF257:                                            ; preds = %CF257, %CF268, %CF273
  %L218 = load double, ptr %PC208, align 8
  store <2 x i8> %L171, ptr %PC, align 2
  %E219 = extractelement <16 x i64> %Sl139, i32 %B153
  %Shuff220 = shufflevector <8 x i16> %Shuff, <8 x i16> %I198, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 poison>
  %I221 = insertelement <8 x i16> %Shuff19, i16 %B137, i32 0
  %B222 = urem <4 x i32> %Shuff99, %I8
  %Se223 = sext <16 x i8> %Shuff165 to <16 x i32>
  %Sl224 = select i1 %E38, i1 %Sl71, i1 %Cmp186
  br i1 %Sl224, label %CF257, label %CF268

CF268:                                            ; preds = %CF257
  %Cmp225 = fcmp olt <4 x float> %L187, %L187
  %L226 = load i1, ptr %Sl110, align 1
  br i1 %L226, label %CF257, label %CF259

CF259:                                            ; preds = %CF268
  store <2 x i32> <i32 0, i32 -1>, ptr %Sl110, align 8
  %E227 = extractelement <8 x i16> %Shuff151, i32 %E134
  %Shuff228 = shufflevector <2 x i1> %Shuff7, <2 x i1> %Sl87, <2 x i32> <i32 0, i32 2>
  %I229 = insertelement <8 x i16> %Shuff181, i16 %B137, i32 %3
  %FC230 = sitofp <8 x i1> %I115 to <8 x float>
  %Sl231 = select i1 true, <2 x i1> %Shuff197, <2 x i1> %I
  %Cmp232 = icmp eq <8 x i16> %B21, %Shuff106
  %L233 = load i16, ptr %PC208, align 2
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl110, align 128
  %E234 = extractelement <8 x i16> %Shuff, i32 %B153
  %Shuff235 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %I20, <2 x i32> poison
  %I236 = insertelement <8 x i1> %Cmp58, i1 %Cmp24, i32 %L195
  %B237 = and <8 x i32> %Se160, zeroinitializer
  %Tr238 = trunc <8 x i32> %L65 to <8 x i1>
  %Sl239 = select i1 %E98, <8 x i16> %Shuff151, <8 x i16> %Shuff122
  %Cmp240 = icmp ult i32 %Sl161, %Se
  br i1 %Cmp240, label %CF251, label %CF254

CF254:                                            ; preds = %CF259
  store i1 %Cmp50, ptr %PC, align 1
  store double 0x7E2743466B2565C4, ptr %PC138, align 8
  store i8 %5, ptr %Sl110, align 1
  store float %E164, ptr %PC, align 4
  store i1 %E12, ptr %PC138, align 1
  ret void
}
