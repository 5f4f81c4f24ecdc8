; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD62(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i8>, align 2
  %A3 = alloca <4 x i16>, align 8
  %A2 = alloca <8 x float>, align 32
  %A1 = alloca <1 x i16>, align 2
  %A = alloca <2 x double>, align 16
  %L = load <4 x i8>, ptr %A4, align 4
  store i1 true, ptr %0, align 1
  %E = extractelement <8 x i8> zeroinitializer, i32 260463
  %Shuff = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 poison>
  %I = insertelement <1 x i8> zeroinitializer, i8 -53, i32 260463
  %Tr = trunc i64 %4 to i32
  %Sl = select i1 true, i8 %5, i8 %5
  %Cmp = fcmp ole float 0x409C6CA040000000, 0xC441E525C0000000
  br label %CF242

CF242:                                            ; preds = %CF242, %CF258, %CF253, %CF256, %BB
  %L5 = load double, ptr %A1, align 8
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 32
  %E6 = extractelement <1 x i8> zeroinitializer, i32 331531
  %Shuff7 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> poison
  %I8 = insertelement <8 x i8> zeroinitializer, i8 %E6, i32 152015
  %B = fadd double 0xC8B5F75468B38CD2, %L5
  %FC = fptosi double 0xD63D0EDC0A3B385A to i64
  %Sl9 = select i1 %Cmp, <8 x i8> zeroinitializer, <8 x i8> %Shuff
  %Cmp10 = icmp uge i1 true, true
  br i1 %Cmp10, label %CF242, label %CF258

CF258:                                            ; preds = %CF242
  %L11 = load i8, ptr %1, align 1
  %E12 = extractelement <1 x i8> zeroinitializer, i32 %3
  %Shuff13 = shufflevector <8 x i8> %Shuff, <8 x i8> zeroinitializer, <8 x i32> <i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I14 = insertelement <1 x i8> zeroinitializer, i8 -53, i32 %3
  %FC15 = sitofp i32 166319 to float
  %Sl16 = select i1 true, float 0x40F0E894C0000000, float 0xBA1A6B9E40000000
  %Cmp17 = icmp ugt i1 %Cmp, %Cmp10
  br i1 %Cmp17, label %CF242, label %CF245

CF245:                                            ; preds = %CF245, %CF258
  %L18 = load <1 x i1>, ptr %0, align 1
  store i8 %5, ptr %0, align 1
  %E19 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff20 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 13, i32 poison, i32 1, i32 poison, i32 poison, i32 poison>
  %I21 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %3
  %B22 = frem float 0x40F0E894C0000000, 0xC60A638E40000000
  %FC23 = sitofp <8 x i8> %I8 to <8 x float>
  %Sl24 = select i1 true, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp25 = icmp ule i64 157703, %FC
  br i1 %Cmp25, label %CF245, label %CF251

CF251:                                            ; preds = %CF251, %CF245
  %L26 = load i1, ptr %A1, align 1
  br i1 %L26, label %CF251, label %CF253

CF253:                                            ; preds = %CF251
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 32
  %E27 = extractelement <1 x i8> %I, i32 260463
  %Shuff28 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 2, i32 4, i32 6>
  %I29 = insertelement <2 x i64> zeroinitializer, i64 329323, i32 260463
  %B30 = fmul <8 x float> %FC23, %FC23
  %FC31 = uitofp <8 x i8> zeroinitializer to <8 x float>
  %Sl32 = select i1 true, ptr %A4, ptr %0
  %Cmp33 = icmp ne <2 x i1> %I21, %I21
  %L34 = load i64, ptr %Sl32, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl32, align 16
  %E35 = extractelement <8 x i8> %Shuff, i32 %3
  %Shuff36 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff20, <8 x i32> <i32 poison, i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I37 = insertelement <4 x i64> %Shuff28, i64 %4, i32 260463
  %B38 = sub <4 x i8> %L, %L
  %Sl39 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i8> %I8, <8 x i8> %Shuff
  %L40 = load double, ptr %Sl32, align 8
  store <2 x i64> %Sl24, ptr %Sl32, align 16
  %E41 = extractelement <8 x i8> zeroinitializer, i32 %3
  %Shuff42 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I43 = insertelement <8 x i8> %Sl9, i8 %E41, i32 %3
  %B44 = srem <8 x i8> zeroinitializer, %Shuff
  %Sl45 = select i1 true, i1 %Cmp, i1 %Cmp10
  br i1 %Sl45, label %CF242, label %CF244

CF244:                                            ; preds = %CF244, %CF253
  %Cmp46 = icmp slt <8 x i8> %Sl9, %Shuff
  %L47 = load i1, ptr %Sl32, align 1
  br i1 %L47, label %CF244, label %CF247

CF247:                                            ; preds = %CF247, %CF244
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E48 = extractelement <1 x i8> zeroinitializer, i32 %3
  %Shuff49 = shufflevector <1 x i8> %Shuff42, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I50 = insertelement <8 x i8> zeroinitializer, i8 %E35, i32 152015
  %B51 = lshr <8 x i8> %Shuff20, zeroinitializer
  %BC = bitcast <2 x i32> zeroinitializer to <2 x float>
  %Sl52 = select i1 %Cmp25, <8 x i8> %Sl9, <8 x i8> zeroinitializer
  %Cmp53 = icmp ne i32 331531, %3
  br i1 %Cmp53, label %CF247, label %CF250

CF250:                                            ; preds = %CF250, %CF247
  %L54 = load i16, ptr %Sl32, align 2
  store <4 x i64> %Shuff28, ptr %0, align 32
  %E55 = extractelement <8 x i8> zeroinitializer, i32 260463
  %Shuff56 = shufflevector <1 x i1> %L18, <1 x i1> %L18, <1 x i32> poison
  %I57 = insertelement <8 x i8> %Shuff36, i8 %E, i32 %3
  %B58 = srem i16 -1, %L54
  %Tr59 = trunc i64 %4 to i16
  %Sl60 = select i1 %Cmp, i1 %Cmp10, i1 true
  br i1 %Sl60, label %CF250, label %CF256

CF256:                                            ; preds = %CF250
  %Cmp61 = fcmp oeq double %L40, %L40
  br i1 %Cmp61, label %CF242, label %CF243

CF243:                                            ; preds = %CF243, %CF264, %CF257, %CF256
  %L62 = load i16, ptr %Sl32, align 2
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl32, align 64
  %E63 = extractelement <8 x i8> %I8, i32 166319
  %Shuff64 = shufflevector <8 x i8> %Sl39, <8 x i8> zeroinitializer, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0>
  %I65 = insertelement <8 x i8> %Shuff64, i8 %E27, i32 %3
  %B66 = shl i32 %Tr, %3
  %Tr67 = trunc <2 x i32> zeroinitializer to <2 x i8>
  %Sl68 = select i1 true, <1 x i8> zeroinitializer, <1 x i8> zeroinitializer
  %Cmp69 = icmp uge i32 331531, %Tr
  br i1 %Cmp69, label %CF243, label %CF255

CF255:                                            ; preds = %CF255, %CF262, %CF243
  %L70 = load i64, ptr %Sl32, align 4
  %E71 = extractelement <1 x i8> %Shuff49, i32 260463
  %Shuff72 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff36, <8 x i32> <i32 poison, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I73 = insertelement <8 x float> %FC23, float 0xC60A638E40000000, i32 %B66
  %B74 = urem <8 x i8> zeroinitializer, zeroinitializer
  %PC = bitcast ptr %A3 to ptr
  %Sl75 = select <2 x i1> zeroinitializer, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp76 = icmp sge i8 -53, %E35
  br i1 %Cmp76, label %CF255, label %CF262

CF262:                                            ; preds = %CF255
  %L77 = load <2 x float>, ptr %PC, align 8
  store i1 %Cmp17, ptr %Sl32, align 1
  %E78 = extractelement <8 x i8> %Shuff13, i32 %3
  %Shuff79 = shufflevector <8 x i8> %Shuff72, <8 x i8> %Shuff64, <8 x i32> <i32 11, i32 poison, i32 poison, i32 poison, i32 3, i32 5, i32 7, i32 9>
  %I80 = insertelement <2 x i64> %Shuff7, i64 157703, i32 %B66
  %B81 = shl i32 166319, 150659
  %FC82 = sitofp <4 x i8> %L to <4 x double>
  %Sl83 = select i1 true, float 0xC0B3F817C0000000, float 0xC60A638E40000000
  %Cmp84 = icmp ugt i1 %Cmp61, %Cmp17
  br i1 %Cmp84, label %CF255, label %CF259

CF259:                                            ; preds = %CF259, %CF262
  %L85 = load <2 x i1>, ptr %Sl32, align 1
  store i8 -53, ptr %Sl32, align 1
  %E86 = extractelement <2 x float> %L77, i32 %B66
  %Shuff87 = shufflevector <8 x i8> %I50, <8 x i8> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 poison, i32 poison>
  %I88 = insertelement <2 x i1> %I21, i1 %Cmp76, i32 152015
  %B89 = or i64 157703, 329323
  %Tr90 = trunc i32 %Tr to i16
  %Sl91 = select i1 %Cmp69, <8 x i8> %Shuff87, <8 x i8> %Shuff
  %Cmp92 = icmp ule <8 x i8> %Shuff87, zeroinitializer
  %L93 = load float, ptr %Sl32, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl32, align 16
  %E94 = extractelement <8 x i8> %B74, i32 %3
  %Shuff95 = shufflevector <8 x i8> %Shuff64, <8 x i8> %Shuff, <8 x i32> <i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4, i32 poison>
  %I96 = insertelement <1 x i8> %Sl68, i8 %L11, i32 %B66
  %Se = sext i32 %Tr to i64
  %Sl97 = select i1 %Cmp53, i1 %L47, i1 true
  br i1 %Sl97, label %CF259, label %CF261

CF261:                                            ; preds = %CF261, %CF259
  %Cmp98 = icmp sgt <1 x i8> zeroinitializer, %I14
  %L99 = load i64, ptr %Sl32, align 4
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl32, align 64
  %E100 = extractelement <8 x i8> %Shuff95, i32 %3
  %Shuff101 = shufflevector <8 x i8> %Shuff72, <8 x i8> %Shuff36, <8 x i32> <i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2>
  %I102 = insertelement <8 x i8> %Shuff101, i8 %E55, i32 %B66
  %B103 = or <2 x i64> %Sl75, %I80
  %FC104 = uitofp <1 x i8> zeroinitializer to <1 x float>
  %Sl105 = select i1 %Cmp25, i32 150659, i32 %B66
  %Cmp106 = fcmp olt <8 x float> %FC31, %I73
  %L107 = load double, ptr %1, align 8
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl32, align 64
  %E108 = extractelement <8 x i8> zeroinitializer, i32 %Sl105
  %Shuff109 = shufflevector <8 x float> %I73, <8 x float> %FC23, <8 x i32> <i32 10, i32 12, i32 14, i32 poison, i32 2, i32 4, i32 6, i32 8>
  %I110 = insertelement <2 x i64> %Shuff7, i64 157703, i32 %Sl105
  %Sl111 = select i1 %Sl60, i8 %E108, i8 %E55
  %Cmp112 = fcmp false <8 x float> %FC23, %FC23
  %L113 = load double, ptr %PC, align 8
  store <4 x double> %FC82, ptr %0, align 32
  %E114 = extractelement <8 x i8> %Shuff64, i32 %Sl105
  %Shuff115 = shufflevector <8 x i8> %I102, <8 x i8> %Shuff20, <8 x i32> <i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 0, i32 poison>
  %I116 = insertelement <2 x float> %L77, float %FC15, i32 %Sl105
  %B117 = fadd float %Sl83, %Sl83
  %Se118 = sext <8 x i8> %Sl9 to <8 x i64>
  %Sl119 = select i1 %Cmp53, i1 %Cmp69, i1 %Sl97
  br i1 %Sl119, label %CF261, label %CF264

CF264:                                            ; preds = %CF261
  %Cmp120 = icmp ult <8 x i8> zeroinitializer, %Shuff20
  %L121 = load float, ptr %Sl32, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E122 = extractelement <8 x i8> %Sl52, i32 %B66
  %Shuff123 = shufflevector <8 x i8> %Shuff13, <8 x i8> zeroinitializer, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I124 = insertelement <8 x i8> %Sl9, i8 %E94, i32 %Tr
  %B125 = ashr i32 %B81, %B66
  %FC126 = uitofp <8 x i8> %Sl52 to <8 x double>
  %Sl127 = select i1 %Sl45, float %B117, float %Sl83
  %Cmp128 = icmp ule i16 %B58, -1
  br i1 %Cmp128, label %CF243, label %CF254

CF254:                                            ; preds = %CF254, %CF264
  %L129 = load i64, ptr %0, align 4
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %PC, align 128
  %E130 = extractelement <8 x i8> %Sl9, i32 %B66
  %Shuff131 = shufflevector <8 x i8> %Shuff101, <8 x i8> %Shuff115, <8 x i32> <i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4, i32 poison>
  %I132 = insertelement <4 x double> %FC82, double %L40, i32 %Sl105
  %Tr133 = trunc i64 %B89 to i1
  br i1 %Tr133, label %CF254, label %CF257

CF257:                                            ; preds = %CF254
  %Sl134 = select i1 %Sl45, <8 x i8> %Shuff64, <8 x i8> %Shuff72
  %Cmp135 = fcmp oge double %L40, %L40
  br i1 %Cmp135, label %CF243, label %CF249

CF249:                                            ; preds = %CF249, %CF257
  %L136 = load i16, ptr %PC, align 2
  store <2 x i8> %Tr67, ptr %Sl32, align 2
  %E137 = extractelement <8 x i8> %Shuff115, i32 %B66
  %Shuff138 = shufflevector <8 x i8> %Shuff87, <8 x i8> %Shuff36, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 poison, i32 0, i32 2>
  %I139 = insertelement <8 x i8> zeroinitializer, i8 %E55, i32 %B66
  %B140 = or <8 x i8> %Shuff115, %Shuff115
  %Sl141 = select i1 %Cmp76, i64 329323, i64 329323
  %Cmp142 = icmp sge i32 %B125, %Sl105
  br i1 %Cmp142, label %CF249, label %CF252

CF252:                                            ; preds = %CF249
  %L143 = load <16 x i64>, ptr %0, align 128
  store i1 %Cmp25, ptr %0, align 1
  %E144 = extractelement <4 x i1> zeroinitializer, i32 %3
  br label %CF

CF:                                               ; preds = %CF, %CF263, %CF252
  %Shuff145 = shufflevector <8 x i8> %Shuff64, <8 x i8> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13>
  %I146 = insertelement <8 x i8> %I57, i8 %E122, i32 %Tr
  %FC147 = sitofp i32 260463 to float
  %Sl148 = select i1 true, ptr %0, ptr %Sl32
  %Cmp149 = icmp ugt <8 x i8> %Shuff138, zeroinitializer
  %L150 = load <4 x i16>, ptr %Sl148, align 8
  store i32 %B66, ptr %Sl148, align 4
  %E151 = extractelement <2 x i64> %I29, i32 260463
  %Shuff152 = shufflevector <8 x i8> %Shuff131, <8 x i8> %I146, <8 x i32> <i32 11, i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I153 = insertelement <8 x i8> %I65, i8 %E, i32 %B66
  %B154 = udiv <8 x i8> %Sl52, %Shuff64
  %Tr155 = trunc <4 x i64> %I37 to <4 x i32>
  %Sl156 = select <4 x i1> zeroinitializer, <4 x i8> %L, <4 x i8> %L
  %Cmp157 = icmp ugt <8 x i1> %Cmp112, %Cmp92
  %L158 = load <2 x double>, ptr %Sl32, align 16
  store float %L93, ptr %0, align 4
  %E159 = extractelement <2 x i64> %B103, i32 %B81
  %Shuff160 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Sl91, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I161 = insertelement <4 x i64> zeroinitializer, i64 157703, i32 331531
  %FC162 = sitofp i32 166319 to float
  %Sl163 = select i1 %Cmp, <8 x i8> %B51, <8 x i8> %Shuff36
  %Cmp164 = icmp sge <1 x i8> zeroinitializer, %I14
  %L165 = load float, ptr %Sl148, align 4
  store <4 x i32> %Tr155, ptr %Sl32, align 16
  %E166 = extractelement <1 x i8> zeroinitializer, i32 %B81
  %Shuff167 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %L150, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I168 = insertelement <1 x i1> %Shuff56, i1 %L26, i32 260463
  %B169 = mul <8 x i8> %Sl9, %Sl134
  %Tr170 = trunc <1 x i8> %Shuff49 to <1 x i1>
  %Sl171 = select i1 %Cmp25, <1 x i8> %I96, <1 x i8> %Sl68
  %Cmp172 = icmp ugt <2 x i1> %L85, %I21
  %L173 = load i64, ptr %PC, align 4
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl148, align 16
  %E174 = extractelement <2 x float> %I116, i32 %Sl105
  %Shuff175 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I161, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I176 = insertelement <8 x i8> %Shuff72, i8 %E94, i32 %3
  %B177 = shl <8 x i8> %Shuff, %B140
  %Se178 = sext <1 x i1> %I168 to <1 x i16>
  %Sl179 = select <8 x i1> %Cmp149, <8 x i8> %Shuff72, <8 x i8> %I8
  %Cmp180 = icmp ugt <4 x i32> %Tr155, %Tr155
  %L181 = load <2 x float>, ptr %0, align 8
  store i64 %L70, ptr %Sl148, align 4
  %E182 = extractelement <8 x i8> zeroinitializer, i32 %Sl105
  %Shuff183 = shufflevector <8 x i8> %Shuff13, <8 x i8> %I153, <8 x i32> <i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1>
  %I184 = insertelement <8 x i8> %Shuff64, i8 %E, i32 %B125
  %B185 = sdiv <8 x i8> %Shuff123, %Shuff115
  %FC186 = sitofp <4 x i8> %L to <4 x double>
  %Sl187 = select i1 %Cmp84, <8 x i8> %B140, <8 x i8> %Shuff101
  %Cmp188 = icmp eq i1 true, %Cmp53
  br i1 %Cmp188, label %CF, label %CF246

CF246:                                            ; preds = %CF246, %CF
  %L189 = load double, ptr %0, align 8
  store <1 x float> %FC104, ptr %0, align 4
  %E190 = extractelement <8 x i8> %Shuff, i32 %3
  %Shuff191 = shufflevector <8 x i8> %I124, <8 x i8> %Sl91, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I192 = insertelement <8 x i8> %Shuff138, i8 %E182, i32 %B81
  %B193 = xor <8 x i64> %Se118, %Se118
  %Tr194 = trunc <2 x i64> %I29 to <2 x i8>
  %Sl195 = select i1 %Sl60, <1 x i8> %Shuff49, <1 x i8> zeroinitializer
  %Cmp196 = icmp ne i16 %L54, %L54
  br i1 %Cmp196, label %CF246, label %CF248

CF248:                                            ; preds = %CF248, %CF246
  %L197 = load i16, ptr %Sl148, align 2
  store <2 x i16> <i16 0, i16 -1>, ptr %Sl32, align 4
  %E198 = extractelement <1 x i8> %Shuff42, i32 %B81
  %Shuff199 = shufflevector <4 x double> %FC82, <4 x double> %FC82, <4 x i32> <i32 2, i32 4, i32 poison, i32 poison>
  %I200 = insertelement <2 x i1> %I21, i1 true, i32 %3
  %FC201 = sitofp <1 x i1> %L18 to <1 x float>
  %Sl202 = select i1 %Sl97, <2 x i1> %Cmp172, <2 x i1> %L85
  %L203 = load <2 x double>, ptr %0, align 16
  store float %B22, ptr %0, align 4
  %E204 = extractelement <8 x float> %B30, i32 %3
  %Shuff205 = shufflevector <2 x float> %L77, <2 x float> %BC, <2 x i32> <i32 3, i32 1>
  %I206 = insertelement <4 x i64> %Shuff175, i64 %E159, i32 %B125
  %B207 = ashr <16 x i64> %L143, %L143
  %ZE = zext <2 x i8> %Tr67 to <2 x i64>
  %Sl208 = select i1 %Cmp76, <8 x i8> %B185, <8 x i8> zeroinitializer
  %Cmp209 = icmp sge <8 x i8> %Sl39, %Shuff36
  %L210 = load i32, ptr %Sl148, align 4
  store <2 x i8> %Tr194, ptr %A, align 2
  %E211 = extractelement <8 x i8> %I146, i32 %B125
  %Shuff212 = shufflevector <8 x i8> %Shuff131, <8 x i8> %Sl208, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I213 = insertelement <8 x i8> %Shuff36, i8 %E100, i32 166319
  %B214 = add <1 x i16> %Se178, %Se178
  %Tr215 = trunc <4 x i64> zeroinitializer to <4 x i32>
  %Sl216 = select i1 %Sl45, i32 %B125, i32 %L210
  %Cmp217 = icmp sge i8 %E6, %E166
  br i1 %Cmp217, label %CF248, label %CF263

CF263:                                            ; preds = %CF248
  %L218 = load <2 x i64>, ptr %0, align 16
  store i16 %L54, ptr %Sl148, align 2
  %E219 = extractelement <1 x i16> %B214, i32 152015
  %Shuff220 = shufflevector <1 x i8> %Shuff49, <1 x i8> %Sl68, <1 x i32> <i32 1>
  %I221 = insertelement <8 x i8> %Shuff64, i8 %E100, i32 %Sl105
  %Sl222 = select <1 x i1> %Cmp98, <1 x i8> %Shuff42, <1 x i8> %I96
  %Cmp223 = fcmp uno float %E86, %Sl83
  br i1 %Cmp223, label %CF, label %CF240

CF240:                                            ; preds = %CF240, %CF260, %CF263
  %L224 = load <4 x float>, ptr %0, align 16
  store i64 %L173, ptr %Sl148, align 4
  %E225 = extractelement <1 x i8> %Sl171, i32 260463
  %Shuff226 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I227 = insertelement <4 x i1> zeroinitializer, i1 %Sl97, i32 %3
  %B228 = fsub <4 x double> %Shuff199, %FC82
  %FC229 = uitofp i8 %E137 to float
  %Sl230 = select i1 true, i1 %Cmp142, i1 %Cmp53
  br i1 %Sl230, label %CF240, label %CF260

CF260:                                            ; preds = %CF240
  %Cmp231 = icmp sgt <2 x i1> %Cmp172, %I21
  %L232 = load i16, ptr %Sl148, align 2
  store <2 x double> %L158, ptr %0, align 16
  %E233 = extractelement <2 x float> %I116, i32 331531
  %Shuff234 = shufflevector <8 x i8> %B140, <8 x i8> %Shuff212, <8 x i32> <i32 poison, i32 6, i32 poison, i32 poison, i32 12, i32 poison, i32 0, i32 2>
  %I235 = insertelement <8 x i8> %Shuff191, i8 %E182, i32 %3
  %B236 = fadd <4 x double> %Shuff199, %FC82
  %FC237 = sitofp i1 %Sl60 to double
  %Sl238 = select i1 %Sl45, i1 %Cmp25, i1 true
  br i1 %Sl238, label %CF240, label %CF241

CF241:                                            ; preds = %CF260
  %Cmp239 = icmp ule <8 x i8> %B169, %Shuff234
  store <4 x i16> %L150, ptr %Sl32, align 8
  store <2 x i32> zeroinitializer, ptr %0, align 8
  store double %L40, ptr %Sl148, align 8
  store float %E204, ptr %Sl32, align 4
  ret void
}
