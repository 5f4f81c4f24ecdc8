; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD20(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <1 x i1>, align 1
  %A3 = alloca <16 x float>, align 64
  %A2 = alloca <8 x double>, align 64
  %A1 = alloca <16 x i64>, align 128
  %A = alloca <4 x i16>, align 8
  %L = load i32, ptr %0, align 4
  store <4 x i8> zeroinitializer, ptr %0, align 4
  %E = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I = insertelement <4 x i8> zeroinitializer, i8 0, i32 424601
  %B = fmul double 0xBCB7F5D691B50054, 0x9EDF29FE97DD587C
  %Sl = select i1 false, ptr %2, ptr %A1
  %L5 = load i64, ptr %A1, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl, align 64
  %E6 = extractelement <4 x i8> zeroinitializer, i32 %L
  %Shuff7 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I8 = insertelement <4 x i8> zeroinitializer, i8 %E6, i32 424601
  %B9 = udiv <4 x i32> %Shuff, %Shuff
  %FC = sitofp i32 %E to double
  %Sl10 = select i1 true, float 0x44F3BB0780000000, float 0x44F3BB0780000000
  %L11 = load i64, ptr %Sl, align 4
  store <2 x i16> zeroinitializer, ptr %Sl, align 4
  %E12 = extractelement <4 x i32> %Shuff, i32 %L
  %Shuff13 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10>
  %I14 = insertelement <8 x i64> zeroinitializer, i64 284993, i32 352545
  %B15 = shl i32 %L, 352545
  %ZE = zext i1 true to i32
  %Sl16 = select i1 true, float 0x44F3BB0780000000, float 0x44F3BB0780000000
  %Cmp = icmp sgt i8 %E6, %5
  br label %CF254

CF254:                                            ; preds = %BB
  %L17 = load <2 x i32>, ptr %0, align 8
  store double 0xBCB7F5D691B50054, ptr %0, align 8
  %E18 = extractelement <4 x i8> %I8, i32 %L
  %Shuff19 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I20 = insertelement <4 x i8> zeroinitializer, i8 %E18, i32 352545
  %B21 = xor <8 x i8> %Shuff13, zeroinitializer
  %Se = sext i1 false to i8
  %Sl22 = select i1 %Cmp, ptr %1, ptr %Sl
  %Cmp23 = icmp sgt <4 x i32> %Shuff, %Shuff
  %L24 = load float, ptr %0, align 4
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl22, align 32
  %E25 = extractelement <2 x i64> zeroinitializer, i32 %B15
  %Shuff26 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I27 = insertelement <4 x i32> %Shuff, i32 352545, i32 %B15
  %B28 = sdiv i32 %E12, %3
  %Tr = trunc i64 284993 to i8
  %Sl29 = select i1 true, i1 false, i1 true
  br label %CF

CF:                                               ; preds = %CF, %CF263, %CF260, %CF254
  %Cmp30 = icmp ne i64 %L11, %L5
  br i1 %Cmp30, label %CF, label %CF263

CF263:                                            ; preds = %CF
  %L31 = load i1, ptr %0, align 1
  br i1 %L31, label %CF, label %CF260

CF260:                                            ; preds = %CF263
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl22, align 32
  %E32 = extractelement <8 x i64> %Shuff7, i32 %L
  %Shuff33 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I34 = insertelement <4 x i8> zeroinitializer, i8 %E18, i32 424601
  %FC35 = fptoui float 0x3C5F26D300000000 to i1
  br i1 %FC35, label %CF, label %CF239

CF239:                                            ; preds = %CF239, %CF256, %CF246, %CF260
  %Sl36 = select i1 %Cmp, double %FC, double %B
  %L37 = load <8 x float>, ptr %Sl, align 32
  store i32 %B15, ptr %Sl22, align 4
  %E38 = extractelement <4 x i16> zeroinitializer, i32 %L
  %Shuff39 = shufflevector <4 x i8> %Shuff33, <4 x i8> %I, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I40 = insertelement <2 x i32> zeroinitializer, i32 %B28, i32 %E12
  %B41 = and <4 x i8> %Shuff39, %Shuff33
  %FC42 = fptoui double 0x7C5BD27ACB59D6F8 to i1
  br i1 %FC42, label %CF239, label %CF256

CF256:                                            ; preds = %CF239
  %Sl43 = select i1 %Cmp, float 0x3C5F26D300000000, float 0x44F3BB0780000000
  %Cmp44 = icmp eq i32 %ZE, %B28
  br i1 %Cmp44, label %CF239, label %CF246

CF246:                                            ; preds = %CF256
  %L45 = load i1, ptr %1, align 1
  br i1 %L45, label %CF239, label %CF240

CF240:                                            ; preds = %CF240, %CF261, %CF253, %CF251, %CF252, %CF250, %CF246
  %E46 = extractelement <4 x i8> %I, i32 352545
  %Shuff47 = shufflevector <8 x i8> %Shuff13, <8 x i8> %Shuff13, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison>
  %I48 = insertelement <4 x i32> %Shuff, i32 %L, i32 %E
  %B49 = or <2 x i16> zeroinitializer, zeroinitializer
  %Sl50 = select i1 %Cmp, i64 284993, i64 -1
  %Cmp51 = icmp slt i16 0, %E38
  br i1 %Cmp51, label %CF240, label %CF261

CF261:                                            ; preds = %CF240
  %L52 = load float, ptr %A, align 4
  store <1 x i32> zeroinitializer, ptr %Sl, align 4
  %E53 = extractelement <2 x i64> zeroinitializer, i32 %E12
  %Shuff54 = shufflevector <1 x i64> %Shuff19, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I55 = insertelement <4 x i32> %I27, i32 424601, i32 352545
  %ZE56 = zext i1 true to i32
  %Sl57 = select i1 %FC42, <4 x i16> zeroinitializer, <4 x i16> zeroinitializer
  %Cmp58 = icmp ult <4 x i32> %I48, %Shuff
  %L59 = load i64, ptr %0, align 4
  store <2 x i64> zeroinitializer, ptr %A2, align 16
  %E60 = extractelement <4 x i32> %I27, i32 %ZE56
  %Shuff61 = shufflevector <4 x i8> %Shuff39, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I62 = insertelement <4 x i8> zeroinitializer, i8 0, i32 352545
  %B63 = urem i64 %Sl50, %4
  %Se64 = sext <4 x i1> %Cmp58 to <4 x i32>
  %Sl65 = select <1 x i1> <i1 true>, <1 x i8> zeroinitializer, <1 x i8> zeroinitializer
  %Cmp66 = icmp ule i64 -1, 284993
  br i1 %Cmp66, label %CF240, label %CF253

CF253:                                            ; preds = %CF261
  %L67 = load i8, ptr %Sl22, align 1
  store <2 x i64> zeroinitializer, ptr %A, align 16
  %E68 = extractelement <4 x i32> %Shuff, i32 424601
  %Shuff69 = shufflevector <4 x i8> %I, <4 x i8> %Shuff33, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I70 = insertelement <8 x i8> %Shuff13, i8 %Se, i32 %E68
  %B71 = mul <4 x i8> %I34, %Shuff33
  %FC72 = fptosi double 0xA273F6926D717710 to i16
  %Sl73 = select i1 true, double 0x7C5BD27ACB59D6F8, double 0xBCB7F5D691B50054
  %Cmp74 = icmp uge <2 x i64> zeroinitializer, zeroinitializer
  %L75 = load <4 x i16>, ptr %0, align 8
  store i1 true, ptr %Sl, align 1
  %E76 = extractelement <4 x i32> zeroinitializer, i32 %E12
  %Shuff77 = shufflevector <4 x i8> %Shuff33, <4 x i8> %Shuff61, <4 x i32> <i32 5, i32 poison, i32 1, i32 poison>
  %I78 = insertelement <1 x i64> %Shuff54, i64 %L11, i32 %L
  %B79 = sub i64 %L11, %E53
  %Se80 = sext i1 true to i8
  %Sl81 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i64> %Shuff7, <8 x i64> zeroinitializer
  %Cmp82 = icmp ult <8 x i8> %Shuff47, %Shuff13
  %L83 = load <4 x float>, ptr %Sl, align 16
  store i8 0, ptr %0, align 1
  %E84 = extractelement <4 x i8> %I20, i32 352545
  %Shuff85 = shufflevector <4 x i32> %I27, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I86 = insertelement <4 x i32> %B9, i32 424601, i32 %3
  %B87 = sub <8 x i8> zeroinitializer, %I70
  %PC = bitcast ptr %A4 to ptr
  %Sl88 = select <2 x i1> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> %L17
  %L89 = load i16, ptr %PC, align 2
  %E90 = extractelement <1 x i64> zeroinitializer, i32 %ZE56
  %Shuff91 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff33, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I92 = insertelement <8 x i64> %Sl81, i64 %B79, i32 352545
  %Se93 = sext <8 x i8> %B21 to <8 x i32>
  %Sl94 = select i1 true, i1 true, i1 true
  br i1 %Sl94, label %CF240, label %CF251

CF251:                                            ; preds = %CF253
  %Cmp95 = icmp sgt <8 x i8> %B87, %Shuff13
  %L96 = load i8, ptr %PC, align 1
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl, align 32
  %E97 = extractelement <4 x i32> %Shuff, i32 %E76
  %Shuff98 = shufflevector <8 x i64> %Sl81, <8 x i64> zeroinitializer, <8 x i32> <i32 14, i32 poison, i32 poison, i32 4, i32 6, i32 poison, i32 10, i32 12>
  %I99 = insertelement <8 x i8> %I70, i8 %E6, i32 352545
  %B100 = srem i8 %E84, %L67
  %Se101 = sext <4 x i1> zeroinitializer to <4 x i64>
  %Sl102 = select i1 %Cmp, i64 %E32, i64 %4
  %Cmp103 = fcmp ult float 0x3C5F26D300000000, 0x44F3BB0780000000
  br i1 %Cmp103, label %CF240, label %CF245

CF245:                                            ; preds = %CF245, %CF251
  %L104 = load i16, ptr %0, align 2
  store <2 x i64> zeroinitializer, ptr %1, align 16
  %E105 = extractelement <2 x i1> zeroinitializer, i32 %ZE56
  br i1 %E105, label %CF245, label %CF252

CF252:                                            ; preds = %CF245
  %Shuff106 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff91, <4 x i32> <i32 poison, i32 6, i32 poison, i32 poison>
  %I107 = insertelement <8 x i32> %Se93, i32 %ZE56, i32 %B28
  %B108 = udiv i32 %ZE56, %E68
  %Tr109 = trunc i32 %ZE56 to i8
  %Sl110 = select i1 true, i8 %Tr, i8 %L96
  %Cmp111 = icmp ne <8 x i64> %Shuff7, %Sl81
  %L112 = load i1, ptr %PC, align 1
  br i1 %L112, label %CF240, label %CF243

CF243:                                            ; preds = %CF243, %CF249, %CF252
  store <4 x float> %L83, ptr %0, align 16
  %E113 = extractelement <8 x i64> %Shuff98, i32 %E68
  %Shuff114 = shufflevector <8 x i64> %Shuff7, <8 x i64> %Sl81, <8 x i32> <i32 poison, i32 2, i32 4, i32 6, i32 poison, i32 10, i32 12, i32 14>
  %I115 = insertelement <4 x i8> %I8, i8 %L67, i32 %E68
  %B116 = mul <4 x i8> %I62, %Shuff39
  %Tr117 = trunc <8 x i64> %I92 to <8 x i16>
  %Sl118 = select i1 true, double 0x9EDF29FE97DD587C, double %Sl36
  %Cmp119 = icmp ne i32 %E12, %ZE56
  br i1 %Cmp119, label %CF243, label %CF249

CF249:                                            ; preds = %CF243
  %L120 = load <1 x i1>, ptr %PC, align 1
  store i16 0, ptr %PC, align 2
  %E121 = extractelement <4 x i32> %B9, i32 %E68
  %Shuff122 = shufflevector <8 x i8> %I70, <8 x i8> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 poison, i32 poison, i32 11>
  %I123 = insertelement <4 x i8> zeroinitializer, i8 %E6, i32 %E76
  %B124 = add <4 x i32> %I55, %Shuff
  %Tr125 = fptrunc double %Sl73 to float
  %Sl126 = select i1 %Cmp119, <4 x i32> %B124, <4 x i32> zeroinitializer
  %Cmp127 = fcmp oeq double %B, 0xBCB7F5D691B50054
  br i1 %Cmp127, label %CF243, label %CF244

CF244:                                            ; preds = %CF244, %CF262, %CF258, %CF255, %CF249
  %L128 = load i64, ptr %PC, align 4
  %E129 = extractelement <8 x i1> %Cmp111, i32 %3
  br i1 %E129, label %CF244, label %CF262

CF262:                                            ; preds = %CF244
  %Shuff130 = shufflevector <2 x i1> %Cmp74, <2 x i1> %Cmp74, <2 x i32> <i32 1, i32 3>
  %I131 = insertelement <1 x i1> %L120, i1 %Cmp, i32 %L
  %B132 = xor <8 x i64> %Sl81, zeroinitializer
  %FC133 = sitofp <8 x i1> %Cmp111 to <8 x float>
  %Sl134 = select i1 %Sl94, <2 x i1> %Shuff130, <2 x i1> %Shuff130
  %Cmp135 = icmp ugt i8 69, %E46
  br i1 %Cmp135, label %CF244, label %CF258

CF258:                                            ; preds = %CF262
  %L136 = load i8, ptr %PC, align 1
  store <8 x i16> %Tr117, ptr %PC, align 16
  %E137 = extractelement <4 x i8> %Shuff91, i32 352545
  %Shuff138 = shufflevector <1 x i64> %Shuff54, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I139 = insertelement <4 x i8> zeroinitializer, i8 0, i32 %E121
  %FC140 = fptoui double %B to i32
  %Sl141 = select i1 %Cmp66, i8 %E84, i8 %Se80
  %Cmp142 = icmp eq <4 x i8> %B116, %I62
  %L143 = load i64, ptr %0, align 4
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 64
  %E144 = extractelement <1 x i64> %Shuff138, i32 352545
  %Shuff145 = shufflevector <2 x i32> %Sl88, <2 x i32> %Sl88, <2 x i32> <i32 poison, i32 0>
  %I146 = insertelement <4 x i16> %Sl57, i16 0, i32 %3
  %Tr147 = trunc <8 x i64> %I92 to <8 x i1>
  %Sl148 = select i1 false, i64 %E113, i64 %B79
  %L149 = load <2 x double>, ptr %Sl, align 16
  store i1 false, ptr %0, align 1
  %E150 = extractelement <4 x i1> zeroinitializer, i32 %ZE56
  br i1 %E150, label %CF244, label %CF255

CF255:                                            ; preds = %CF258
  %Shuff151 = shufflevector <4 x i8> %Shuff106, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I152 = insertelement <2 x i64> zeroinitializer, i64 %L11, i32 %E12
  %Tr153 = trunc <4 x i32> zeroinitializer to <4 x i1>
  %Sl154 = select i1 %FC42, i64 %Sl148, i64 %L5
  %Cmp155 = icmp eq i1 %Sl94, %E150
  br i1 %Cmp155, label %CF244, label %CF250

CF250:                                            ; preds = %CF255
  %L156 = load <1 x i16>, ptr %0, align 2
  store i16 %E38, ptr %PC, align 2
  %E157 = extractelement <8 x i8> %Shuff47, i32 %ZE56
  %Shuff158 = shufflevector <1 x i64> %I78, <1 x i64> %Shuff138, <1 x i32> poison
  %I159 = insertelement <4 x i32> zeroinitializer, i32 %E97, i32 %3
  %B160 = fsub float %L24, %Tr125
  %ZE161 = zext <2 x i1> zeroinitializer to <2 x i16>
  %Sl162 = select i1 true, <8 x float> %L37, <8 x float> %L37
  %Cmp163 = icmp slt i1 %E150, %Cmp66
  br i1 %Cmp163, label %CF240, label %CF241

CF241:                                            ; preds = %CF241, %CF250
  %L164 = load float, ptr %Sl22, align 4
  store <1 x i16> %L156, ptr %PC, align 2
  %E165 = extractelement <8 x i64> %Shuff114, i32 %E97
  %Shuff166 = shufflevector <2 x i32> %L17, <2 x i32> %L17, <2 x i32> <i32 2, i32 0>
  %I167 = insertelement <2 x i32> %I40, i32 %E97, i32 %E68
  %B168 = frem <8 x float> %FC133, %FC133
  %FC169 = sitofp i1 false to float
  %Sl170 = select i1 %Sl94, <8 x i8> %B87, <8 x i8> zeroinitializer
  %Cmp171 = fcmp uge double 0x7C5BD27ACB59D6F8, %Sl73
  br i1 %Cmp171, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF259, %CF257, %CF241
  %L172 = load i8, ptr %0, align 1
  store <8 x i16> %Tr117, ptr %0, align 16
  %E173 = extractelement <2 x i32> %Shuff166, i32 %E121
  %Shuff174 = shufflevector <1 x i16> %L156, <1 x i16> %L156, <1 x i32> zeroinitializer
  %I175 = insertelement <4 x i32> %I48, i32 %E60, i32 %E173
  %B176 = udiv <4 x i8> %Shuff91, %Shuff91
  %FC177 = sitofp i1 %Cmp163 to float
  %Sl178 = select i1 true, <4 x i8> %B71, <4 x i8> %Shuff91
  %Cmp179 = icmp ult <4 x i8> %Sl178, %Shuff77
  %L180 = load i64, ptr %PC, align 4
  %E181 = extractelement <4 x i1> %Cmp142, i32 %L
  br i1 %E181, label %CF242, label %CF259

CF259:                                            ; preds = %CF242
  %Shuff182 = shufflevector <1 x i64> %Shuff54, <1 x i64> %Shuff138, <1 x i32> <i32 1>
  %I183 = insertelement <2 x i32> %Shuff145, i32 %E97, i32 %ZE56
  %B184 = fmul float 0x44F3BB0780000000, %Sl16
  %Tr185 = trunc i32 %B15 to i16
  %Sl186 = select i1 %Sl29, float %L164, float %Tr125
  %Cmp187 = icmp ugt <2 x i1> %Cmp74, %Shuff130
  %L188 = load <4 x i32>, ptr %0, align 16
  store float %B160, ptr %Sl22, align 4
  %E189 = extractelement <4 x i8> zeroinitializer, i32 %L
  %Shuff190 = shufflevector <8 x i8> %Shuff47, <8 x i8> %I99, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I191 = insertelement <1 x i64> %Shuff138, i64 %4, i32 %E97
  %B192 = urem <8 x i8> %Shuff122, zeroinitializer
  %Sl193 = select i1 %L112, i1 false, i1 %Cmp135
  br i1 %Sl193, label %CF242, label %CF248

CF248:                                            ; preds = %CF248, %CF259
  %Cmp194 = icmp uge <4 x i16> %L75, %Sl57
  %L195 = load float, ptr %Sl, align 4
  %E196 = extractelement <4 x i8> %Shuff106, i32 %FC140
  %Shuff197 = shufflevector <2 x i1> %Cmp74, <2 x i1> %Cmp187, <2 x i32> <i32 3, i32 poison>
  %I198 = insertelement <2 x i32> %L17, i32 %E12, i32 %B28
  %B199 = sdiv <8 x i64> %I92, %Shuff7
  %PC200 = bitcast ptr %PC to ptr
  %Sl201 = select <8 x i1> %Cmp82, <8 x i8> %Shuff122, <8 x i8> %Shuff47
  %Cmp202 = icmp sge i1 %E129, %FC35
  br i1 %Cmp202, label %CF248, label %CF257

CF257:                                            ; preds = %CF248
  %L203 = load <1 x i1>, ptr %PC, align 1
  store double %Sl118, ptr %PC200, align 8
  %E204 = extractelement <4 x i8> %Shuff69, i32 %E121
  %Shuff205 = shufflevector <4 x i8> %Shuff33, <4 x i8> %B176, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I206 = insertelement <4 x i8> %Shuff91, i8 %L67, i32 %E173
  %B207 = add <4 x i8> %Shuff205, %I20
  %Se208 = sext i8 %Tr to i16
  %Sl209 = select <4 x i1> %Cmp142, <4 x i1> %Cmp23, <4 x i1> %Cmp142
  %L210 = load i16, ptr %PC200, align 2
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A, align 8
  %E211 = extractelement <4 x i8> zeroinitializer, i32 352545
  %Shuff212 = shufflevector <2 x i1> %Shuff130, <2 x i1> %Cmp187, <2 x i32> <i32 2, i32 0>
  %I213 = insertelement <4 x i8> %B116, i8 %L172, i32 %L
  %B214 = xor <4 x i32> %Shuff, %I27
  %Tr215 = trunc <8 x i32> %I107 to <8 x i8>
  %Sl216 = select i1 %E181, float %Sl186, float 0x44F3BB0780000000
  %Cmp217 = icmp sgt <8 x i64> %Shuff98, %Shuff7
  %L218 = load <2 x i64>, ptr %Sl22, align 16
  store double %Sl36, ptr %Sl, align 8
  %E219 = extractelement <4 x float> %L83, i32 %3
  %Shuff220 = shufflevector <8 x i8> %I70, <8 x i8> %Sl201, <8 x i32> <i32 15, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I221 = insertelement <4 x i8> zeroinitializer, i8 %L136, i32 %E97
  %FC222 = uitofp <8 x i8> %Shuff47 to <8 x float>
  %Sl223 = select i1 false, ptr %A, ptr %PC
  %Cmp224 = icmp sge <4 x i8> %Shuff33, %I8
  %L225 = load i16, ptr %A3, align 2
  store <4 x i16> %Sl57, ptr %PC200, align 8
  %E226 = extractelement <8 x i64> %Shuff98, i32 %E173
  %Shuff227 = shufflevector <4 x i8> %Shuff33, <4 x i8> %I115, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I228 = insertelement <4 x i8> %Shuff33, i8 0, i32 %E173
  %Sl229 = select i1 %Cmp103, i16 %E38, i16 %E38
  %Cmp230 = fcmp ogt double 0xA273F6926D717710, 0xBCB7F5D691B50054
  br i1 %Cmp230, label %CF242, label %CF247

CF247:                                            ; preds = %CF257
  %L231 = load i64, ptr %Sl, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl223, align 32
  %E232 = extractelement <2 x i32> %L17, i32 %ZE56
  %Shuff233 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I152, <2 x i32> <i32 poison, i32 0>
  %I234 = insertelement <4 x i8> %B176, i8 %E84, i32 %E232
  %B235 = srem <8 x i64> %Shuff98, zeroinitializer
  %FC236 = uitofp <4 x i8> %B71 to <4 x double>
  %Sl237 = select <2 x i1> %Cmp74, <2 x i1> %Shuff130, <2 x i1> zeroinitializer
  %Cmp238 = icmp ugt <4 x i8> %I115, %Shuff91
  store <4 x double> %FC236, ptr %A3, align 32
  store <8 x i32> %Se93, ptr %Sl223, align 32
  store <1 x float> zeroinitializer, ptr %Sl, align 4
  store i32 352545, ptr %PC, align 4
  store double 0xBCB7F5D691B50054, ptr %0, align 8
  ret void
}
