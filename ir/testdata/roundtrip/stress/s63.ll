; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD63(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca double, align 8
  %A2 = alloca i32, align 4
  %A1 = alloca i32, align 4
  %A = alloca i8, align 1
  %L = load i32, ptr %0, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E = extractelement <8 x i8> zeroinitializer, i32 0
  %Shuff = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I = insertelement <8 x i8> zeroinitializer, i8 -1, i32 %L
  %B = frem double 0x220B542A290910A8, 0x444F5B6E554DA1EC
  %Tr = trunc <16 x i32> zeroinitializer to <16 x i16>
  %Sl = select i1 true, double 0x62A7C7C68FA52A44, double 0x8DFB6C1AECF98098
  %Cmp = fcmp oeq double 0x5F8347A25281F020, 0x196B038A90693008
  br label %CF252

CF252:                                            ; preds = %BB
  %L5 = load double, ptr %A2, align 8
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E6 = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 2, i32 4, i32 poison, i32 8, i32 10, i32 poison, i32 14, i32 poison, i32 poison, i32 poison, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0>
  %I8 = insertelement <2 x i1> zeroinitializer, i1 %Cmp, i32 0
  %B9 = lshr i64 0, %4
  %ZE = zext i32 0 to i64
  %Sl10 = select i1 %Cmp, i32 %L, i32 0
  %Cmp11 = icmp eq i8 %5, %5
  br label %CF250

CF250:                                            ; preds = %CF250, %CF252
  %L12 = load <4 x i32>, ptr %A, align 16
  store i64 %B9, ptr %0, align 4
  %E13 = extractelement <2 x i16> zeroinitializer, i32 %Sl10
  %Shuff14 = shufflevector <4 x i16> %Shuff, <4 x i16> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I15 = insertelement <8 x i8> zeroinitializer, i8 %5, i32 %3
  %B16 = fdiv double 0x196B038A90693008, 0x196B038A90693008
  %Sl17 = select i1 %Cmp, double 0x196B038A90693008, double %B16
  %Cmp18 = icmp ule i32 0, 0
  br i1 %Cmp18, label %CF250, label %CF254

CF254:                                            ; preds = %CF250
  %L19 = load <1 x float>, ptr %0, align 4
  store double 0x8DFB6C1AECF98098, ptr %0, align 8
  %E20 = extractelement <4 x i16> %Shuff, i32 0
  %Shuff21 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I22 = insertelement <4 x i64> zeroinitializer, i64 %B9, i32 %L
  %B23 = fdiv float 0x3D64221800000000, 0xC137AC4B80000000
  %PC = bitcast ptr %A4 to ptr
  %Sl24 = select i1 %Cmp, i32 %3, i32 %3
  %Cmp25 = icmp sge <4 x i32> %L12, zeroinitializer
  %L26 = load i32, ptr %1, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 32
  %E27 = extractelement <4 x i64> zeroinitializer, i32 0
  %Shuff28 = shufflevector <4 x i1> %Cmp25, <4 x i1> %Shuff21, <4 x i32> <i32 6, i32 poison, i32 2, i32 poison>
  %I29 = insertelement <4 x i1> zeroinitializer, i1 %Cmp18, i32 %Sl10
  %BC = bitcast i64 0 to double
  %Sl30 = select i1 %Cmp, i16 %E20, i16 %E6
  %Cmp31 = icmp sgt <4 x i1> %I29, %Shuff21
  %L32 = load <1 x i16>, ptr %PC, align 2
  store i64 359609, ptr %0, align 4
  %E33 = extractelement <4 x i16> zeroinitializer, i32 %Sl24
  %Shuff34 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I22, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I35 = insertelement <4 x i64> zeroinitializer, i64 0, i32 %Sl24
  %B36 = sdiv <16 x i16> %Tr, zeroinitializer
  %ZE37 = zext <4 x i16> zeroinitializer to <4 x i32>
  %Sl38 = select i1 %Cmp, i64 %B9, i64 %E27
  %Cmp39 = icmp ugt <4 x i32> zeroinitializer, %ZE37
  %L40 = load <8 x i8>, ptr %PC, align 8
  store i16 0, ptr %PC, align 2
  %E41 = extractelement <4 x i32> zeroinitializer, i32 %Sl24
  %Shuff42 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I43 = insertelement <2 x i16> zeroinitializer, i16 0, i32 0
  %B44 = add <8 x i8> %I, zeroinitializer
  %Tr45 = trunc i16 %E20 to i1
  br label %CF240

CF240:                                            ; preds = %CF240, %CF251, %CF254
  %Sl46 = select i1 %Cmp, <8 x i8> zeroinitializer, <8 x i8> %L40
  %Cmp47 = icmp ne <16 x i16> %Tr, zeroinitializer
  %L48 = load i64, ptr %PC, align 4
  store <2 x i32> <i32 0, i32 -1>, ptr %PC, align 8
  %E49 = extractelement <4 x i1> %Cmp39, i32 %3
  br i1 %E49, label %CF240, label %CF251

CF251:                                            ; preds = %CF240
  %Shuff50 = shufflevector <16 x i16> zeroinitializer, <16 x i16> zeroinitializer, <16 x i32> <i32 poison, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 poison, i32 16, i32 poison, i32 20, i32 22, i32 24>
  %I51 = insertelement <4 x i32> %ZE37, i32 %Sl10, i32 %E41
  %FC = sitofp <4 x i1> zeroinitializer to <4 x double>
  %Sl52 = select i1 %Cmp18, <4 x i1> %Cmp39, <4 x i1> zeroinitializer
  %Cmp53 = icmp ule <4 x i64> %I22, %I22
  %L54 = load double, ptr %PC, align 8
  store <4 x double> %FC, ptr %0, align 32
  %E55 = extractelement <4 x i64> zeroinitializer, i32 0
  %Shuff56 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff21, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I57 = insertelement <4 x i1> %Sl52, i1 %Cmp, i32 0
  %B58 = or <4 x i32> zeroinitializer, %L12
  %FC59 = sitofp i64 0 to float
  %Sl60 = select i1 %E49, <4 x i1> %Cmp31, <4 x i1> %Cmp39
  %Cmp61 = icmp sge i1 %Cmp11, %Cmp
  br i1 %Cmp61, label %CF240, label %CF248

CF248:                                            ; preds = %CF251
  %L62 = load i8, ptr %PC, align 1
  store <1 x float> %L19, ptr %0, align 4
  %E63 = extractelement <8 x i8> zeroinitializer, i32 0
  %Shuff64 = shufflevector <4 x i64> %Shuff34, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I65 = insertelement <2 x i16> zeroinitializer, i16 %E6, i32 %Sl24
  %PC66 = bitcast ptr %PC to ptr
  %Sl67 = select i1 %Cmp, double %BC, double 0x444F5B6E554DA1EC
  %Cmp68 = icmp sgt i16 %E13, %E13
  br label %CF

CF:                                               ; preds = %CF, %CF259, %CF258, %CF255, %CF248
  %L69 = load i1, ptr %PC, align 1
  br i1 %L69, label %CF, label %CF246

CF246:                                            ; preds = %CF246, %CF260, %CF
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 16
  %E70 = extractelement <4 x i1> %Cmp25, i32 %3
  br i1 %E70, label %CF246, label %CF260

CF260:                                            ; preds = %CF246
  %Shuff71 = shufflevector <8 x i8> %I15, <8 x i8> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 poison, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I72 = insertelement <4 x i32> %ZE37, i32 %Sl24, i32 %3
  %B73 = and <16 x i32> %Shuff7, %Shuff7
  %FC74 = uitofp <16 x i16> zeroinitializer to <16 x double>
  %Sl75 = select <2 x i1> %I8, <2 x i16> zeroinitializer, <2 x i16> %I43
  %Cmp76 = icmp ugt i32 %3, 0
  br i1 %Cmp76, label %CF246, label %CF256

CF256:                                            ; preds = %CF256, %CF260
  %L77 = load <4 x i16>, ptr %PC, align 8
  store i16 %E6, ptr %PC, align 2
  %E78 = extractelement <16 x i16> %Tr, i32 %L
  %Shuff79 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff34, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I80 = insertelement <4 x i32> zeroinitializer, i32 %Sl10, i32 %3
  %B81 = srem i32 %L, %L
  %PC82 = bitcast ptr %A3 to ptr
  %Sl83 = select <4 x i1> %Sl52, <4 x i1> %Cmp25, <4 x i1> zeroinitializer
  %Cmp84 = icmp ule <4 x i32> %L12, %L12
  %L85 = load <4 x i16>, ptr %PC66, align 8
  store i16 %E6, ptr %PC66, align 2
  %E86 = extractelement <4 x i64> zeroinitializer, i32 %E41
  %Shuff87 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I88 = insertelement <16 x i32> %B73, i32 %Sl24, i32 %E41
  %B89 = xor <4 x i32> %L12, zeroinitializer
  %FC90 = sitofp <4 x i16> %Shuff14 to <4 x float>
  %Sl91 = select i1 %Cmp, i64 %E86, i64 %B9
  %Cmp92 = icmp ule <4 x i64> %Shuff34, zeroinitializer
  %L93 = load <8 x i1>, ptr %PC, align 1
  store i8 %L62, ptr %PC66, align 1
  %E94 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff95 = shufflevector <4 x i1> %Shuff56, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I96 = insertelement <16 x i16> %B36, i16 0, i32 0
  %B97 = add i8 %E, %L62
  %Se = sext i8 %B97 to i64
  %Sl98 = select <4 x i1> %Sl83, <4 x i32> %I72, <4 x i32> %I72
  %L99 = load i64, ptr %PC82, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 16
  %E100 = extractelement <4 x i1> %Cmp25, i32 0
  br i1 %E100, label %CF256, label %CF259

CF259:                                            ; preds = %CF256
  %Shuff101 = shufflevector <4 x i1> %Cmp39, <4 x i1> %Shuff21, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I102 = insertelement <16 x i32> zeroinitializer, i32 %B81, i32 %Sl24
  %B103 = shl i16 %E20, 0
  %Tr104 = trunc <8 x i8> %Sl46 to <8 x i1>
  %Sl105 = select i1 %Cmp11, ptr %PC66, ptr %PC66
  %Cmp106 = fcmp ugt <4 x double> %FC, %FC
  %L107 = load <2 x i64>, ptr %A, align 16
  store float %FC59, ptr %PC66, align 4
  %E108 = extractelement <4 x i1> %Cmp39, i32 0
  br i1 %E108, label %CF, label %CF244

CF244:                                            ; preds = %CF244, %CF259
  %Shuff109 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I22, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I110 = insertelement <1 x float> %L19, float 0xC137AC4B80000000, i32 0
  %B111 = fmul double %L54, 0x444F5B6E554DA1EC
  %ZE112 = zext <4 x i1> %I29 to <4 x i8>
  %Sl113 = select i1 %E108, i64 345241, i64 0
  %Cmp114 = icmp ne <16 x i16> %Shuff50, %Tr
  %L115 = load <4 x i1>, ptr %PC, align 1
  store i8 -1, ptr %PC66, align 1
  %E116 = extractelement <8 x i8> %Shuff71, i32 0
  %Shuff117 = shufflevector <16 x i32> %Shuff7, <16 x i32> %I102, <16 x i32> <i32 17, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I118 = insertelement <4 x i1> %Shuff101, i1 %E100, i32 %3
  %Sl119 = select i1 %Cmp76, <4 x i1> %Sl52, <4 x i1> %Sl52
  %Cmp120 = icmp sge <16 x i32> %Shuff7, %B73
  %L121 = load i64, ptr %PC, align 4
  store <8 x i8> %B44, ptr %PC, align 8
  %E122 = extractelement <8 x i8> zeroinitializer, i32 0
  %Shuff123 = shufflevector <4 x i32> %B58, <4 x i32> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I124 = insertelement <4 x i64> zeroinitializer, i64 %E27, i32 %B81
  %FC125 = fptoui double 0x62A7C7C68FA52A44 to i16
  %Sl126 = select <4 x i1> %Shuff21, <4 x i1> %Sl119, <4 x i1> zeroinitializer
  %Cmp127 = icmp ne i16 0, %E20
  br i1 %Cmp127, label %CF244, label %CF258

CF258:                                            ; preds = %CF244
  %L128 = load <2 x i8>, ptr %PC, align 2
  store i1 %Cmp61, ptr %PC82, align 1
  %E129 = extractelement <16 x i16> %Shuff50, i32 %3
  %Shuff130 = shufflevector <1 x float> %L19, <1 x float> %L19, <1 x i32> <i32 1>
  %I131 = insertelement <4 x i1> %Cmp53, i1 %Tr45, i32 %Sl10
  %B132 = ashr i16 13269, %Sl30
  %ZE133 = fpext float 0xC137AC4B80000000 to double
  %Sl134 = select i1 %Tr45, <4 x i1> %Sl83, <4 x i1> %Sl83
  %Cmp135 = icmp ult <16 x i16> zeroinitializer, %I96
  %L136 = load i16, ptr %PC66, align 2
  store <16 x double> %FC74, ptr %0, align 128
  %E137 = extractelement <4 x i1> %Shuff56, i32 0
  br i1 %E137, label %CF, label %CF242

CF242:                                            ; preds = %CF242, %CF257, %CF245, %CF258
  %Shuff138 = shufflevector <4 x i1> %Shuff28, <4 x i1> %Sl126, <4 x i32> <i32 poison, i32 2, i32 4, i32 poison>
  %I139 = insertelement <16 x i32> %Shuff7, i32 %3, i32 0
  %B140 = add <16 x i16> %Shuff50, %Tr
  %Tr141 = trunc <16 x i16> zeroinitializer to <16 x i8>
  %Sl142 = select i1 %E49, <16 x i16> %Shuff50, <16 x i16> %Shuff50
  %Cmp143 = icmp eq i1 %E137, %E100
  br i1 %Cmp143, label %CF242, label %CF257

CF257:                                            ; preds = %CF242
  %L144 = load float, ptr %0, align 4
  store <4 x i16> %L77, ptr %PC, align 8
  %E145 = extractelement <4 x i1> %Cmp84, i32 0
  br i1 %E145, label %CF242, label %CF245

CF245:                                            ; preds = %CF257
  %Shuff146 = shufflevector <4 x i16> %L85, <4 x i16> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I147 = insertelement <4 x i1> %Shuff95, i1 %E108, i32 %E41
  %B148 = fadd double %ZE133, %BC
  %Tr149 = trunc <16 x i32> zeroinitializer to <16 x i8>
  %Sl150 = select i1 %Cmp11, float 0xC137AC4B80000000, float %L144
  %L151 = load double, ptr %0, align 8
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC, align 32
  %E152 = extractelement <4 x i1> %Sl83, i32 %3
  br i1 %E152, label %CF242, label %CF243

CF243:                                            ; preds = %CF243, %CF245
  %Shuff153 = shufflevector <4 x i1> %Shuff138, <4 x i1> %Sl126, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I154 = insertelement <2 x i8> %L128, i8 %L62, i32 %B81
  %B155 = frem double %B16, %L54
  %FC156 = uitofp <4 x i32> %ZE37 to <4 x double>
  %Sl157 = select i1 %Cmp, double %Sl67, double 0x8DFB6C1AECF98098
  %Cmp158 = icmp ne <16 x i16> %I96, %Shuff50
  %L159 = load i32, ptr %Sl105, align 4
  store <1 x i32> zeroinitializer, ptr %PC66, align 4
  %E160 = extractelement <8 x i8> %Sl46, i32 %L159
  %Shuff161 = shufflevector <4 x i32> %L12, <4 x i32> %Sl98, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I162 = insertelement <16 x double> %FC74, double %BC, i32 0
  %Sl163 = select <2 x i1> zeroinitializer, <2 x i8> %Shuff42, <2 x i8> %Shuff42
  %Cmp164 = icmp sgt <16 x i32> %B73, %Shuff117
  %L165 = load <2 x i32>, ptr %0, align 8
  store i32 %L159, ptr %PC66, align 4
  %E166 = extractelement <4 x i32> %Shuff161, i32 %Sl10
  %Shuff167 = shufflevector <16 x i32> %Shuff7, <16 x i32> %B73, <16 x i32> <i32 poison, i32 poison, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I168 = insertelement <16 x i32> %B73, i32 %L159, i32 %Sl24
  %B169 = frem double 0x196B038A90693008, %B155
  %Sl170 = select i1 %Cmp18, i64 %L99, i64 %4
  %L171 = load <4 x i64>, ptr %PC, align 32
  store i64 %Sl91, ptr %PC66, align 4
  %E172 = extractelement <4 x i1> zeroinitializer, i32 %L159
  br i1 %E172, label %CF243, label %CF247

CF247:                                            ; preds = %CF247, %CF243
  %Shuff173 = shufflevector <4 x i1> %I118, <4 x i1> %Shuff21, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I174 = insertelement <4 x i1> zeroinitializer, i1 %Cmp61, i32 %3
  %B175 = shl <4 x i32> %Shuff123, %Shuff123
  %FC176 = fptosi <1 x float> %I110 to <1 x i64>
  %Sl177 = select i1 %E172, <2 x i64> %L107, <2 x i64> %L107
  %Cmp178 = icmp eq <4 x i1> %Cmp84, %Shuff173
  %L179 = load i64, ptr %PC66, align 4
  store <1 x double> zeroinitializer, ptr %PC66, align 8
  %E180 = extractelement <16 x i1> %Cmp135, i32 %L159
  br i1 %E180, label %CF247, label %CF255

CF255:                                            ; preds = %CF247
  %Shuff181 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I22, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I182 = insertelement <2 x i16> zeroinitializer, i16 0, i32 %L159
  %B183 = and <16 x i32> %Shuff167, %Shuff7
  %ZE184 = zext <4 x i1> %Sl119 to <4 x i8>
  %Sl185 = select i1 %Cmp68, <8 x i8> %I, <8 x i8> %L40
  %Cmp186 = icmp slt <16 x i8> %Tr149, %Tr141
  %L187 = load i64, ptr %0, align 4
  store <4 x float> %FC90, ptr %0, align 16
  %E188 = extractelement <4 x i1> %Sl119, i32 %E41
  br i1 %E188, label %CF, label %CF241

CF241:                                            ; preds = %CF241, %CF262, %CF255
  %Shuff189 = shufflevector <4 x i64> %L171, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I190 = insertelement <2 x i32> %L165, i32 0, i32 0
  %B191 = fdiv double %Sl67, %L54
  %Sl192 = select i1 %Cmp127, <4 x i64> %I35, <4 x i64> %Shuff189
  %Cmp193 = icmp slt <4 x i1> %Cmp92, %Sl83
  %L194 = load i64, ptr %PC66, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E195 = extractelement <8 x i8> %Shuff71, i32 %3
  %Shuff196 = shufflevector <1 x i64> %FC176, <1 x i64> %FC176, <1 x i32> zeroinitializer
  %I197 = insertelement <4 x i1> %Cmp31, i1 %Cmp, i32 %L26
  %B198 = udiv i64 %Sl170, %E55
  %ZE199 = zext i1 %Cmp to i32
  %Sl200 = select i1 %Tr45, ptr %1, ptr %Sl105
  %Cmp201 = icmp ugt i8 %E122, %E160
  br i1 %Cmp201, label %CF241, label %CF262

CF262:                                            ; preds = %CF241
  %L202 = load <2 x i64>, ptr %A4, align 16
  store double %B111, ptr %PC, align 8
  %E203 = extractelement <16 x i32> %Shuff117, i32 %ZE199
  %Shuff204 = shufflevector <4 x i16> %Shuff146, <4 x i16> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I205 = insertelement <2 x i64> %L202, i64 %E86, i32 %L159
  %B206 = fdiv double %L151, 0x8DFB6C1AECF98098
  %Tr207 = trunc <1 x i64> %FC176 to <1 x i16>
  %Sl208 = select i1 %Cmp201, i32 %L159, i32 %ZE199
  %Cmp209 = icmp ult <4 x i32> %I80, zeroinitializer
  %L210 = load double, ptr %PC, align 8
  store <2 x i32> %L165, ptr %PC, align 8
  %E211 = extractelement <4 x i1> %Cmp25, i32 %L159
  br i1 %E211, label %CF241, label %CF249

CF249:                                            ; preds = %CF249, %CF261, %CF262
  %Shuff212 = shufflevector <4 x i1> %Cmp25, <4 x i1> %Shuff56, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I213 = insertelement <8 x i8> %Sl46, i8 %E195, i32 %B81
  %B214 = mul <16 x i16> %Sl142, %I96
  %Sl215 = select i1 %Cmp, i32 %L159, i32 %B81
  %Cmp216 = fcmp ule double %B111, %B111
  br i1 %Cmp216, label %CF249, label %CF261

CF261:                                            ; preds = %CF249
  %L217 = load <4 x i32>, ptr %Sl200, align 16
  store i1 %Cmp, ptr %Sl200, align 1
  %E218 = extractelement <4 x i32> %L12, i32 %L159
  %Shuff219 = shufflevector <4 x i1> %Sl134, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I220 = insertelement <16 x i1> %Cmp158, i1 %Tr45, i32 %L159
  %B221 = add <2 x i32> %L165, %L165
  %FC222 = fptosi <16 x double> %FC74 to <16 x i32>
  %Sl223 = select i1 %E100, double %BC, double 0x444F5B6E554DA1EC
  %Cmp224 = icmp slt i32 %Sl24, %Sl215
  br i1 %Cmp224, label %CF249, label %CF253

CF253:                                            ; preds = %CF253, %CF261
  %L225 = load <8 x float>, ptr %Sl105, align 32
  store i8 %B97, ptr %PC82, align 1
  %E226 = extractelement <4 x i32> %L217, i32 %B81
  %Shuff227 = shufflevector <8 x i1> %Tr104, <8 x i1> %L93, <8 x i32> <i32 15, i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13>
  %I228 = insertelement <4 x i32> %ZE37, i32 %B81, i32 %L159
  %FC229 = uitofp <16 x i8> %Tr141 to <16 x double>
  %Sl230 = select <8 x i1> %Shuff227, <8 x i8> %Sl46, <8 x i8> zeroinitializer
  %Cmp231 = icmp sgt <16 x i32> %B73, %B183
  %L232 = load <4 x i32>, ptr %A, align 16
  store float %L144, ptr %Sl105, align 4
  %E233 = extractelement <16 x i16> %B36, i32 %L159
  %Shuff234 = shufflevector <4 x i32> %L12, <4 x i32> %L217, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I235 = insertelement <4 x i32> %B89, i32 %L159, i32 %3
  %B236 = udiv <4 x i32> %B175, %Shuff123
  %Tr237 = trunc i64 %B9 to i8
  %Sl238 = select i1 %Cmp127, <4 x i64> %Shuff79, <4 x i64> zeroinitializer
  %Cmp239 = icmp sgt i1 %Cmp68, %Cmp
  br i1 %Cmp239, label %CF253, label %CF263

CF263:                                            ; preds = %CF253
  store i1 %Tr45, ptr %PC66, align 1
  store i32 %E166, ptr %PC82, align 4
  store i64 %Sl170, ptr %Sl200, align 4
  store i64 %4, ptr %0, align 4
  store i64 %4, ptr %Sl200, align 4
  ret void
}
