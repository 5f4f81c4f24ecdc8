; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD6(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <16 x double>, align 128
  %A3 = alloca <16 x i1>, align 2
  %A2 = alloca <2 x i8>, align 2
  %A1 = alloca <4 x i32>, align 16
  %A = alloca <8 x i1>, align 1
  %L = load <4 x i1>, ptr %0, align 1
  store i16 7771, ptr %0, align 2
  %E = extractelement <4 x i16> zeroinitializer, i32 -1
  %Shuff = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I = insertelement <2 x i8> zeroinitializer, i8 0, i32 %3
  %PC = bitcast ptr %2 to ptr
  %Sl = select i1 false, ptr %2, ptr %PC
  %Cmp = icmp ult i8 43, 0
  br label %CF239

CF239:                                            ; preds = %BB
  %L5 = load <2 x i64>, ptr %PC, align 16
  store double 0x1F3158D0952F444E, ptr %PC, align 8
  %E6 = extractelement <2 x i64> zeroinitializer, i32 -1
  %Shuff7 = shufflevector <2 x i64> %Shuff, <2 x i64> %Shuff, <2 x i32> <i32 3, i32 poison>
  %I8 = insertelement <16 x i8> zeroinitializer, i8 0, i32 %3
  %Sl9 = select i1 false, i1 false, i1 %Cmp
  br label %CF

CF:                                               ; preds = %CF, %CF233, %CF239
  %Cmp10 = icmp ule <2 x i64> %Shuff7, %Shuff
  %L11 = load <4 x double>, ptr %2, align 32
  store i32 1879, ptr %PC, align 4
  %E12 = extractelement <4 x i1> %L, i32 1879
  br i1 %E12, label %CF, label %CF233

CF233:                                            ; preds = %CF
  %Shuff13 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 21, i32 23, i32 25, i32 27, i32 poison, i32 31, i32 1, i32 3, i32 5, i32 poison, i32 poison, i32 11, i32 13, i32 15, i32 17, i32 19>
  %I14 = insertelement <2 x i64> %L5, i64 90463, i32 %3
  %PC15 = bitcast ptr %2 to ptr
  %Sl16 = select i1 %Cmp, ptr %2, ptr %PC
  %Cmp17 = icmp sge <4 x i1> %L, %L
  %L18 = load <2 x i1>, ptr %PC15, align 1
  store float 0x4468E20CC0000000, ptr %A, align 4
  %E19 = extractelement <4 x i1> %L, i32 1879
  br i1 %E19, label %CF, label %CF231

CF231:                                            ; preds = %CF231, %CF257, %CF249, %CF241, %CF245, %CF254, %CF233
  %Shuff20 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %L5, <2 x i32> <i32 3, i32 1>
  %I21 = insertelement <8 x i32> zeroinitializer, i32 -1, i32 %3
  %B = or <2 x i64> %Shuff20, %Shuff
  %Sl22 = select <4 x i1> zeroinitializer, <4 x i1> %Cmp17, <4 x i1> %Cmp17
  %Cmp23 = icmp uge i8 %5, %5
  br i1 %Cmp23, label %CF231, label %CF257

CF257:                                            ; preds = %CF231
  %L24 = load <1 x double>, ptr %PC15, align 8
  store i16 -4721, ptr %PC, align 2
  %E25 = extractelement <2 x i8> %I, i32 %3
  %Shuff26 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I27 = insertelement <16 x i8> zeroinitializer, i8 0, i32 %3
  %B28 = fsub double 0xEB81C920A97FFC9E, 0x1F3158D0952F444E
  %Se = sext i1 true to i8
  %Sl29 = select i1 %E12, ptr %PC15, ptr %PC
  %L30 = load <4 x i32>, ptr %A, align 16
  store i32 1879, ptr %PC15, align 4
  %E31 = extractelement <2 x i64> zeroinitializer, i32 394875
  %Shuff32 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 poison, i32 9, i32 poison, i32 poison, i32 poison, i32 1>
  %I33 = insertelement <2 x i64> zeroinitializer, i64 %E31, i32 %3
  %Se34 = sext <16 x i8> zeroinitializer to <16 x i32>
  %Sl35 = select <2 x i1> %Cmp10, <2 x i64> %Shuff20, <2 x i64> %L5
  %Cmp36 = icmp ne <2 x i64> %Shuff7, zeroinitializer
  %L37 = load <4 x double>, ptr %Sl29, align 32
  store double 0x99A9C9487BA720C6, ptr %Sl29, align 8
  %E38 = extractelement <4 x i1> %Cmp17, i32 %3
  br i1 %E38, label %CF231, label %CF249

CF249:                                            ; preds = %CF257
  %Shuff39 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp17, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I40 = insertelement <16 x i8> zeroinitializer, i8 0, i32 %3
  %B41 = sub <4 x i16> zeroinitializer, zeroinitializer
  %Sl42 = select i1 %E38, i1 %E19, i1 false
  br i1 %Sl42, label %CF231, label %CF240

CF240:                                            ; preds = %CF240, %CF249
  %L43 = load <16 x i1>, ptr %Sl29, align 2
  store i1 %Sl42, ptr %PC, align 1
  %E44 = extractelement <16 x i1> %L43, i32 %3
  br i1 %E44, label %CF240, label %CF241

CF241:                                            ; preds = %CF240
  %Shuff45 = shufflevector <4 x double> %L37, <4 x double> %L11, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I46 = insertelement <2 x i64> %Shuff, i64 %E31, i32 %3
  %B47 = sdiv i64 %E31, %E31
  %FC = uitofp i8 %5 to double
  %Sl48 = select i1 true, ptr %Sl, ptr %0
  %Cmp49 = icmp eq i1 %E38, true
  br i1 %Cmp49, label %CF231, label %CF238

CF238:                                            ; preds = %CF238, %CF252, %CF241
  %L50 = load i8, ptr %PC, align 1
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl48, align 128
  %E51 = extractelement <16 x i8> %I40, i32 %3
  %Shuff52 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff, <2 x i32> <i32 0, i32 2>
  %I53 = insertelement <2 x i64> %Shuff52, i64 336035, i32 %3
  %B54 = and <8 x i8> %Shuff32, %Shuff32
  %Tr = trunc <8 x i32> zeroinitializer to <8 x i8>
  %Sl55 = select i1 %E44, ptr %A, ptr %Sl48
  %Cmp56 = icmp eq i64 336035, %E6
  br i1 %Cmp56, label %CF238, label %CF252

CF252:                                            ; preds = %CF238
  %L57 = load <4 x i8>, ptr %PC, align 4
  store i1 %Cmp49, ptr %Sl48, align 1
  %E58 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff59 = shufflevector <4 x i1> %Shuff26, <4 x i1> %Shuff26, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I60 = insertelement <4 x double> %L37, double %FC, i32 %3
  %Se61 = sext <16 x i32> zeroinitializer to <16 x i64>
  %Sl62 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i8> zeroinitializer, <8 x i8> %Shuff32
  %Cmp63 = icmp ugt i1 %Sl9, %Cmp
  br i1 %Cmp63, label %CF238, label %CF242

CF242:                                            ; preds = %CF242, %CF252
  %L64 = load <2 x i32>, ptr %A2, align 8
  store i32 1879, ptr %Sl48, align 4
  %E65 = extractelement <4 x double> %I60, i32 %3
  %Shuff66 = shufflevector <2 x i64> %L5, <2 x i64> %Shuff, <2 x i32> <i32 3, i32 1>
  %I67 = insertelement <2 x i64> %I46, i64 %E58, i32 %3
  %Tr68 = trunc i64 %E58 to i1
  br i1 %Tr68, label %CF242, label %CF245

CF245:                                            ; preds = %CF242
  %Sl69 = select i1 false, i64 %E58, i64 %4
  %Cmp70 = icmp ule i1 %E12, false
  br i1 %Cmp70, label %CF231, label %CF234

CF234:                                            ; preds = %CF234, %CF245
  %L71 = load i32, ptr %Sl55, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl48, align 8
  %E72 = extractelement <2 x i64> %B, i32 %L71
  %Shuff73 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 poison, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 poison, i32 24, i32 26, i32 28, i32 poison, i32 poison, i32 2, i32 4, i32 poison>
  %I74 = insertelement <2 x i64> %B, i64 336035, i32 %L71
  %B75 = lshr <16 x i32> zeroinitializer, %Se34
  %Sl76 = select i1 %Sl42, <4 x double> %I60, <4 x double> %L11
  %Cmp77 = icmp uge i32 446563, %L71
  br i1 %Cmp77, label %CF234, label %CF235

CF235:                                            ; preds = %CF235, %CF260, %CF251, %CF234
  %L78 = load double, ptr %PC, align 8
  store <1 x i64> zeroinitializer, ptr %PC, align 8
  %E79 = extractelement <16 x i32> %B75, i32 %3
  %Shuff80 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I33, <2 x i32> <i32 1, i32 3>
  %I81 = insertelement <2 x i64> %Shuff7, i64 %B47, i32 1879
  %Sl82 = select <2 x i1> %Cmp10, <2 x i64> %Shuff7, <2 x i64> %Shuff
  %Cmp83 = icmp eq i64 119071, %B47
  br i1 %Cmp83, label %CF235, label %CF260

CF260:                                            ; preds = %CF235
  %L84 = load <16 x i64>, ptr %PC, align 128
  store double 0xEB81C920A97FFC9E, ptr %PC15, align 8
  %E85 = extractelement <2 x i8> zeroinitializer, i32 %L71
  %Shuff86 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %I8, <16 x i32> <i32 5, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 poison, i32 poison, i32 21, i32 23, i32 poison, i32 27, i32 29, i32 31, i32 1, i32 3>
  %I87 = insertelement <2 x i64> zeroinitializer, i64 %E31, i32 %L71
  %B88 = lshr i64 %E72, 90463
  %Tr89 = trunc <2 x i64> %I74 to <2 x i16>
  %Sl90 = select <16 x i1> %L43, <16 x i1> %L43, <16 x i1> %L43
  %Cmp91 = icmp ult <8 x i32> %I21, %I21
  %L92 = load <1 x i8>, ptr %PC, align 1
  store i32 %3, ptr %0, align 4
  %E93 = extractelement <8 x i32> zeroinitializer, i32 %L71
  %Shuff94 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff59, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I95 = insertelement <2 x i64> zeroinitializer, i64 %B88, i32 %L71
  %PC96 = bitcast ptr %A to ptr
  %Sl97 = select i1 %Cmp, i32 1879, i32 %L71
  %Cmp98 = icmp eq i1 true, %Cmp
  br i1 %Cmp98, label %CF235, label %CF243

CF243:                                            ; preds = %CF243, %CF260
  %L99 = load <1 x i1>, ptr %PC96, align 1
  store i16 7771, ptr %PC96, align 2
  %E100 = extractelement <1 x double> %L24, i32 %L71
  %Shuff101 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %B75, <16 x i32> <i32 poison, i32 7, i32 9, i32 11, i32 poison, i32 poison, i32 17, i32 poison, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 poison>
  %I102 = insertelement <4 x double> %Shuff45, double %B28, i32 %L71
  %B103 = add <2 x i8> %I, zeroinitializer
  %Tr104 = trunc i64 %Sl69 to i8
  %Sl105 = select i1 %Cmp, double %L78, double 0x99A9C9487BA720C6
  %Cmp106 = icmp eq i64 413211, 119071
  br i1 %Cmp106, label %CF243, label %CF251

CF251:                                            ; preds = %CF243
  %L107 = load <4 x i16>, ptr %Sl48, align 8
  store i32 %L71, ptr %Sl48, align 4
  %E108 = extractelement <1 x double> %L24, i32 %L71
  %Shuff109 = shufflevector <4 x i1> %Cmp17, <4 x i1> %Shuff94, <4 x i32> <i32 1, i32 3, i32 poison, i32 poison>
  %I110 = insertelement <4 x i1> %Shuff59, i1 %Cmp106, i32 -1
  %Sl111 = select <16 x i1> %L43, <16 x i8> %I27, <16 x i8> zeroinitializer
  %Cmp112 = icmp uge <4 x i16> %L107, zeroinitializer
  %L113 = load <2 x i16>, ptr %0, align 4
  store i64 90463, ptr %Sl, align 4
  %E114 = extractelement <4 x double> %L37, i32 %L71
  %Shuff115 = shufflevector <16 x i8> %Shuff86, <16 x i8> %I27, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 poison, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3>
  %I116 = insertelement <2 x i64> %Shuff7, i64 %4, i32 %L71
  %B117 = sub <4 x i32> %L30, %L30
  %Tr118 = trunc <2 x i64> %L5 to <2 x i8>
  %Sl119 = select i1 %Cmp, i64 %E58, i64 %4
  %Cmp120 = icmp ult <16 x i64> %L84, %Se61
  %L121 = load i32, ptr %PC, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC96, align 16
  %E122 = extractelement <2 x i64> zeroinitializer, i32 %L71
  %Shuff123 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I124 = insertelement <2 x i64> zeroinitializer, i64 336035, i32 %L71
  %B125 = and <16 x i32> zeroinitializer, zeroinitializer
  %Tr126 = trunc i64 %E6 to i8
  %Sl127 = select <2 x i1> %Cmp10, <2 x i64> zeroinitializer, <2 x i64> %I46
  %Cmp128 = icmp ne i32 446563, -1
  br i1 %Cmp128, label %CF235, label %CF237

CF237:                                            ; preds = %CF237, %CF258, %CF256, %CF251
  %L129 = load <4 x i16>, ptr %PC15, align 8
  store i1 %Cmp, ptr %PC96, align 1
  %E130 = extractelement <2 x i8> %Shuff123, i32 %L71
  %Shuff131 = shufflevector <2 x i64> %Shuff80, <2 x i64> %Shuff, <2 x i32> <i32 poison, i32 1>
  %I132 = insertelement <16 x i8> zeroinitializer, i8 %Tr126, i32 %E93
  %Se133 = sext <4 x i8> %L57 to <4 x i64>
  %Sl134 = select <4 x i1> zeroinitializer, <4 x double> %L37, <4 x double> %L37
  %Cmp135 = icmp sgt i1 %Cmp70, %Cmp63
  br i1 %Cmp135, label %CF237, label %CF258

CF258:                                            ; preds = %CF237
  %L136 = load <2 x i1>, ptr %0, align 1
  store float 0x4468E20CC0000000, ptr %PC, align 4
  %E137 = extractelement <16 x i8> %Shuff73, i32 394875
  %Shuff138 = shufflevector <8 x i8> %B54, <8 x i8> %Shuff32, <8 x i32> <i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11>
  %I139 = insertelement <2 x i64> %Shuff52, i64 336035, i32 %L71
  %Se140 = sext <8 x i8> %Sl62 to <8 x i64>
  %Sl141 = select <2 x i1> %Cmp10, <2 x i64> %I124, <2 x i64> %Shuff66
  %Cmp142 = icmp sgt <16 x i8> %Shuff73, %Shuff73
  %L143 = load <1 x i8>, ptr %Sl29, align 1
  store i64 119071, ptr %0, align 4
  %E144 = extractelement <16 x i32> %B75, i32 %3
  %Shuff145 = shufflevector <4 x i1> %Shuff109, <4 x i1> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I146 = insertelement <16 x i32> %B125, i32 %E93, i32 %L71
  %B147 = udiv <2 x i64> %Shuff66, %I124
  %ZE = zext <4 x i8> %L57 to <4 x i16>
  %Sl148 = select i1 %Cmp, double 0xEB81C920A97FFC9E, double %Sl105
  %Cmp149 = icmp ule i32 -1, 1879
  br i1 %Cmp149, label %CF237, label %CF256

CF256:                                            ; preds = %CF258
  %L150 = load <8 x i32>, ptr %Sl48, align 32
  store i8 %L50, ptr %0, align 1
  %E151 = extractelement <4 x i1> %Shuff94, i32 %Sl97
  br i1 %E151, label %CF237, label %CF244

CF244:                                            ; preds = %CF244, %CF256
  %Shuff152 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 1, i32 3, i32 5, i32 poison, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 poison, i32 23, i32 25, i32 poison, i32 poison, i32 31>
  %I153 = insertelement <2 x i64> %Shuff, i64 %E31, i32 %L71
  %B154 = udiv <2 x i64> %I46, %I95
  %ZE155 = zext <8 x i1> %Cmp91 to <8 x i32>
  %Sl156 = select i1 %Cmp135, i1 %Cmp49, i1 %Cmp128
  br i1 %Sl156, label %CF244, label %CF247

CF247:                                            ; preds = %CF247, %CF244
  %Cmp157 = fcmp ord <1 x double> %L24, %L24
  %L158 = load <4 x i64>, ptr %0, align 32
  store float 0x4468E20CC0000000, ptr %PC15, align 4
  %E159 = extractelement <2 x i64> %I139, i32 %L71
  %Shuff160 = shufflevector <8 x i32> %I21, <8 x i32> %L150, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13>
  %I161 = insertelement <2 x i64> %L5, i64 %Sl119, i32 %E79
  %BC = bitcast <2 x i64> %I67 to <2 x double>
  %Sl162 = select i1 %Cmp149, double %FC, double 0x1F3158D0952F444E
  %L163 = load i16, ptr %0, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E164 = extractelement <2 x i8> zeroinitializer, i32 %L71
  %Shuff165 = shufflevector <2 x i64> %L5, <2 x i64> %I95, <2 x i32> <i32 2, i32 0>
  %I166 = insertelement <16 x i8> %Shuff73, i8 0, i32 %Sl97
  %B167 = udiv <16 x i8> zeroinitializer, zeroinitializer
  %Sl168 = select i1 false, i1 %E38, i1 %Cmp106
  br i1 %Sl168, label %CF247, label %CF253

CF253:                                            ; preds = %CF253, %CF255, %CF247
  %Cmp169 = icmp uge <1 x i8> %L143, %L143
  %L170 = load <4 x i8>, ptr %0, align 4
  store i8 %5, ptr %A, align 1
  %E171 = extractelement <16 x i8> zeroinitializer, i32 %L71
  %Shuff172 = shufflevector <16 x i8> %Shuff73, <16 x i8> %Sl111, <16 x i32> <i32 13, i32 15, i32 poison, i32 poison, i32 21, i32 23, i32 25, i32 27, i32 poison, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 poison>
  %I173 = insertelement <4 x i1> %L, i1 %Sl168, i32 %L71
  %B174 = srem <4 x i32> %L30, %L30
  %FC175 = fptoui double 0x1F3158D0952F444E to i1
  br i1 %FC175, label %CF253, label %CF255

CF255:                                            ; preds = %CF253
  %Sl176 = select <4 x i1> %I173, <4 x i8> %L57, <4 x i8> %L57
  %Cmp177 = icmp uge <4 x i1> %L, %Shuff94
  %L178 = load <2 x double>, ptr %A, align 16
  store i64 %Sl119, ptr %0, align 4
  %E179 = extractelement <1 x double> %L24, i32 %L121
  %Shuff180 = shufflevector <2 x i64> %I33, <2 x i64> %I153, <2 x i32> <i32 poison, i32 1>
  %I181 = insertelement <4 x i8> %L57, i8 0, i32 %L71
  %Tr182 = trunc i64 %4 to i8
  %Sl183 = select <2 x i1> %Cmp10, <2 x double> %L178, <2 x double> %BC
  %Cmp184 = icmp ult <8 x i8> zeroinitializer, %Shuff138
  %L185 = load <4 x double>, ptr %Sl48, align 32
  store i16 %L163, ptr %0, align 2
  %E186 = extractelement <8 x i32> %L150, i32 %L71
  %Shuff187 = shufflevector <2 x i64> %B154, <2 x i64> %I33, <2 x i32> <i32 poison, i32 1>
  %I188 = insertelement <1 x i1> %L99, i1 false, i32 %L71
  %B189 = fadd float 0x4468E20CC0000000, 0x4468E20CC0000000
  %Tr190 = fptrunc <4 x double> %L11 to <4 x float>
  %Sl191 = select <2 x i1> %Cmp10, <2 x i64> %Sl35, <2 x i64> %Shuff180
  %Cmp192 = icmp eq i1 %Cmp63, %E38
  br i1 %Cmp192, label %CF253, label %CF254

CF254:                                            ; preds = %CF255
  %L193 = load <4 x float>, ptr %0, align 16
  store i16 %L163, ptr %0, align 2
  %E194 = extractelement <16 x i8> %Shuff115, i32 -1
  %Shuff195 = shufflevector <1 x double> %L24, <1 x double> %L24, <1 x i32> <i32 1>
  %I196 = insertelement <8 x i32> %L150, i32 %L71, i32 %E186
  %B197 = fmul float 0xBBF6F31AC0000000, %B189
  %Sl198 = select i1 %Cmp, <8 x i32> %ZE155, <8 x i32> %I196
  %Cmp199 = icmp ult <2 x i64> %I14, %L5
  %L200 = load float, ptr %0, align 4
  store <1 x float> zeroinitializer, ptr %Sl29, align 4
  %E201 = extractelement <4 x i32> %L30, i32 %E186
  %Shuff202 = shufflevector <2 x i64> %Shuff7, <2 x i64> %Shuff180, <2 x i32> <i32 1, i32 3>
  %I203 = insertelement <4 x i16> %L107, i16 %L163, i32 %L71
  %B204 = ashr <16 x i32> %I146, zeroinitializer
  %ZE205 = zext <4 x i8> %I181 to <4 x i32>
  %Sl206 = select i1 %Cmp128, <4 x double> %I60, <4 x double> %L11
  %Cmp207 = icmp uge i32 446563, %L121
  br i1 %Cmp207, label %CF231, label %CF232

CF232:                                            ; preds = %CF232, %CF254
  %L208 = load i32, ptr %PC, align 4
  store <1 x double> %Shuff195, ptr %0, align 8
  %E209 = extractelement <1 x double> %L24, i32 %E144
  %Shuff210 = shufflevector <2 x i8> %Shuff123, <2 x i8> %Tr118, <2 x i32> <i32 0, i32 2>
  %I211 = insertelement <2 x i64> %Shuff202, i64 90463, i32 %L121
  %B212 = srem <2 x i64> %I81, %I161
  %FC213 = uitofp <2 x i8> %Shuff210 to <2 x double>
  %Sl214 = select <4 x i1> zeroinitializer, <4 x i1> %Shuff145, <4 x i1> zeroinitializer
  %Cmp215 = icmp sge i1 %Cmp207, false
  br i1 %Cmp215, label %CF232, label %CF236

CF236:                                            ; preds = %CF236, %CF259, %CF232
  %L216 = load <4 x i1>, ptr %0, align 1
  store i64 %B88, ptr %0, align 4
  %E217 = extractelement <16 x i1> %Cmp120, i32 %E144
  br i1 %E217, label %CF236, label %CF248

CF248:                                            ; preds = %CF248, %CF236
  %Shuff218 = shufflevector <16 x i64> %Se61, <16 x i64> %L84, <16 x i32> <i32 19, i32 poison, i32 23, i32 25, i32 27, i32 poison, i32 poison, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 17>
  %I219 = insertelement <2 x i64> %Sl127, i64 %4, i32 %L71
  %B220 = sdiv <4 x i32> %B174, %L30
  %FC221 = fptoui float 0xBBF6F31AC0000000 to i64
  %Sl222 = select i1 %Cmp63, i64 %E31, i64 %E159
  %Cmp223 = icmp ule i1 %Cmp128, %Cmp63
  br i1 %Cmp223, label %CF248, label %CF259

CF259:                                            ; preds = %CF248
  %L224 = load i32, ptr %0, align 4
  store <2 x i64> %I219, ptr %0, align 16
  %E225 = extractelement <2 x i1> %Cmp10, i32 %L71
  br i1 %E225, label %CF236, label %CF246

CF246:                                            ; preds = %CF246, %CF259
  %Shuff226 = shufflevector <16 x i8> %Shuff73, <16 x i8> %Shuff152, <16 x i32> <i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14>
  %I227 = insertelement <4 x double> %I60, double %Sl105, i32 %3
  %B228 = shl <4 x i32> %B117, %L30
  %Sl229 = select i1 %E44, i32 %L71, i32 %3
  %Cmp230 = icmp ult i64 %E159, %FC221
  br i1 %Cmp230, label %CF246, label %CF250

CF250:                                            ; preds = %CF246
  store i32 %L71, ptr %PC96, align 4
  store i1 %Cmp70, ptr %PC, align 1
  store double 0x1F3158D0952F444E, ptr %Sl48, align 8
  store i8 %E164, ptr %PC15, align 1
  store i1 %Cmp223, ptr %Sl55, align 1
  ret void
}
