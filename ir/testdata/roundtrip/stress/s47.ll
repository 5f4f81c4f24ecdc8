; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD47(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca i32, align 4
  %A2 = alloca float, align 4
  %A1 = alloca i64, align 8
  %A = alloca i1, align 1
  %L = load <16 x i64>, ptr %0, align 128
  store i8 %5, ptr %A4, align 1
  %E = extractelement <8 x i1> zeroinitializer, i32 374741
  br label %CF240

CF240:                                            ; preds = %CF240, %CF260, %CF255, %CF263, %BB
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I = insertelement <4 x i32> zeroinitializer, i32 361041, i32 97789
  %B = or i16 5029, 5029
  %Sl = select i1 false, i32 335229, i32 374741
  %Cmp = icmp sgt i1 true, false
  br i1 %Cmp, label %CF240, label %CF260

CF260:                                            ; preds = %CF240
  %L5 = load i1, ptr %0, align 1
  br i1 %L5, label %CF240, label %CF255

CF255:                                            ; preds = %CF260
  %E6 = extractelement <4 x i64> zeroinitializer, i32 97789
  %Shuff7 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I8 = insertelement <8 x i16> zeroinitializer, i16 -1, i32 97789
  %B9 = ashr i8 -47, %5
  %Tr = trunc i32 440065 to i8
  %Sl10 = select i1 false, i16 8621, i16 5029
  %L11 = load i16, ptr %0, align 2
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 8
  %E12 = extractelement <8 x i1> %Shuff7, i32 374741
  br i1 %E12, label %CF240, label %CF244

CF244:                                            ; preds = %CF244, %CF255
  %Shuff13 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I8, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I14 = insertelement <4 x i16> zeroinitializer, i16 %Sl10, i32 361041
  %B15 = urem i16 %Sl10, 5029
  %FC = sitofp i16 -9907 to float
  %Sl16 = select i1 %Cmp, i64 %4, i64 %E6
  %Cmp17 = icmp ult i8 -127, %B9
  br i1 %Cmp17, label %CF244, label %CF245

CF245:                                            ; preds = %CF245, %CF265, %CF244
  %L18 = load <2 x i64>, ptr %A2, align 16
  store i1 true, ptr %0, align 1
  %E19 = extractelement <4 x i32> %I, i32 335229
  %Shuff20 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff, <4 x i32> <i32 3, i32 5, i32 poison, i32 1>
  %I21 = insertelement <4 x i32> %I, i32 %3, i32 %Sl
  %B22 = mul <2 x i32> zeroinitializer, zeroinitializer
  %Se = sext i1 %L5 to i64
  %Sl23 = select i1 false, i16 %Sl10, i16 %Sl10
  %L24 = load <2 x float>, ptr %0, align 8
  store i64 322225, ptr %0, align 4
  %E25 = extractelement <4 x i32> zeroinitializer, i32 %E19
  %Shuff26 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %B22, <2 x i32> <i32 poison, i32 1>
  %I27 = insertelement <2 x i64> %L18, i64 56049, i32 374741
  %B28 = sdiv i16 %B15, 5029
  %FC29 = sitofp <4 x i32> %I21 to <4 x double>
  %Sl30 = select i1 %Cmp17, i16 %Sl10, i16 5029
  %Cmp31 = icmp sgt i32 335229, 97789
  br i1 %Cmp31, label %CF245, label %CF265

CF265:                                            ; preds = %CF245
  %L32 = load <4 x float>, ptr %0, align 16
  store i64 56049, ptr %0, align 4
  %E33 = extractelement <8 x i1> %Shuff7, i32 %3
  br i1 %E33, label %CF245, label %CF246

CF246:                                            ; preds = %CF246, %CF257, %CF253, %CF261, %CF265
  %Shuff34 = shufflevector <2 x float> %L24, <2 x float> %L24, <2 x i32> <i32 1, i32 3>
  %I35 = insertelement <2 x i64> zeroinitializer, i64 322225, i32 %E19
  %B36 = add <4 x i32> %I, %I21
  %Tr37 = trunc i32 0 to i16
  %Sl38 = select i1 %Cmp31, <4 x i64> %Shuff, <4 x i64> zeroinitializer
  %Cmp39 = icmp ugt i32 97789, 97789
  br i1 %Cmp39, label %CF246, label %CF257

CF257:                                            ; preds = %CF246
  %L40 = load i32, ptr %0, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 8
  %E41 = extractelement <8 x i1> %Shuff7, i32 97789
  br i1 %E41, label %CF246, label %CF253

CF253:                                            ; preds = %CF257
  %Shuff42 = shufflevector <2 x i32> %B22, <2 x i32> %B22, <2 x i32> <i32 2, i32 0>
  %I43 = insertelement <2 x i32> %Shuff42, i32 374741, i32 %3
  %Sl44 = select i1 %Cmp31, i1 false, i1 %E12
  br i1 %Sl44, label %CF246, label %CF250

CF250:                                            ; preds = %CF250, %CF276, %CF269, %CF253
  %Cmp45 = icmp slt i1 %Cmp39, %Cmp39
  br i1 %Cmp45, label %CF250, label %CF276

CF276:                                            ; preds = %CF250
  %L46 = load i1, ptr %0, align 1
  br i1 %L46, label %CF250, label %CF269

CF269:                                            ; preds = %CF276
  %E47 = extractelement <2 x i32> %Shuff26, i32 361041
  %Shuff48 = shufflevector <4 x i64> %Shuff, <4 x i64> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I49 = insertelement <2 x i32> zeroinitializer, i32 374741, i32 %Sl
  %B50 = lshr <2 x i32> %Shuff42, %B22
  %Tr51 = trunc <4 x i64> %Shuff48 to <4 x i1>
  %Sl52 = select <2 x i1> <i1 true, i1 false>, <2 x i32> zeroinitializer, <2 x i32> %B22
  %Cmp53 = icmp sgt i1 %E, true
  br i1 %Cmp53, label %CF250, label %CF252

CF252:                                            ; preds = %CF252, %CF274, %CF264, %CF269
  %L54 = load <1 x float>, ptr %0, align 4
  store double 0x829793B607954E34, ptr %0, align 8
  %E55 = extractelement <8 x i16> %Shuff13, i32 %L40
  %Shuff56 = shufflevector <4 x double> %FC29, <4 x double> %FC29, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I57 = insertelement <2 x i64> zeroinitializer, i64 %Sl16, i32 %E47
  %ZE = zext i16 %E55 to i32
  %Sl58 = select i1 %Cmp, i16 8621, i16 %B15
  %Cmp59 = icmp sge i8 73, 61
  br i1 %Cmp59, label %CF252, label %CF273

CF273:                                            ; preds = %CF273, %CF252
  %L60 = load <2 x i16>, ptr %0, align 4
  store i8 -127, ptr %0, align 1
  %E61 = extractelement <4 x i64> zeroinitializer, i32 374741
  %Shuff62 = shufflevector <8 x i1> %Shuff7, <8 x i1> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1>
  %I63 = insertelement <4 x i8> zeroinitializer, i8 -47, i32 361041
  %B64 = udiv i8 73, %5
  %PC = bitcast ptr %A3 to ptr
  %Sl65 = select i1 false, i64 56049, i64 %E61
  %Cmp66 = icmp slt i32 %L40, 361041
  br i1 %Cmp66, label %CF273, label %CF274

CF274:                                            ; preds = %CF273
  %L67 = load i64, ptr %PC, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 128
  %E68 = extractelement <8 x i1> %Shuff7, i32 361041
  br i1 %E68, label %CF252, label %CF264

CF264:                                            ; preds = %CF274
  %Shuff69 = shufflevector <4 x double> %Shuff56, <4 x double> %FC29, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I70 = insertelement <1 x float> %L54, float %FC, i32 %E19
  %PC71 = bitcast ptr %PC to ptr
  %Sl72 = select i1 false, i8 %B64, i8 %B64
  %Cmp73 = icmp slt <2 x i64> %I27, %L18
  %L74 = load i64, ptr %PC, align 4
  store <1 x i16> zeroinitializer, ptr %PC, align 2
  %E75 = extractelement <1 x float> %L54, i32 361041
  %Shuff76 = shufflevector <2 x i32> %Shuff42, <2 x i32> %I49, <2 x i32> <i32 1, i32 3>
  %I77 = insertelement <8 x i1> zeroinitializer, i1 %Cmp66, i32 %L40
  %B78 = ashr i8 %Tr, %B64
  %Tr79 = trunc i64 322225 to i32
  %Sl80 = select i1 true, i1 true, i1 %Cmp59
  br i1 %Sl80, label %CF252, label %CF261

CF261:                                            ; preds = %CF264
  %Cmp81 = icmp ne i64 322225, %L67
  br i1 %Cmp81, label %CF246, label %CF247

CF247:                                            ; preds = %CF247, %CF261
  %L82 = load <8 x i64>, ptr %PC, align 64
  store i64 %E6, ptr %1, align 4
  %E83 = extractelement <4 x i32> %I, i32 %Sl
  %Shuff84 = shufflevector <4 x float> %L32, <4 x float> %L32, <4 x i32> <i32 poison, i32 3, i32 5, i32 poison>
  %I85 = insertelement <8 x i16> %Shuff13, i16 %Sl58, i32 %Tr79
  %FC86 = sitofp i1 %Cmp53 to float
  %Sl87 = select i1 false, i16 %Sl58, i16 %Tr37
  %Cmp88 = icmp sge i1 true, %Sl80
  br i1 %Cmp88, label %CF247, label %CF254

CF254:                                            ; preds = %CF254, %CF271, %CF247
  %L89 = load <2 x i32>, ptr %PC, align 8
  store double 0x829793B607954E34, ptr %0, align 8
  %E90 = extractelement <2 x i64> %L18, i32 %E83
  %Shuff91 = shufflevector <8 x i16> %Shuff13, <8 x i16> zeroinitializer, <8 x i32> <i32 5, i32 poison, i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3>
  %I92 = insertelement <8 x i16> %Shuff13, i16 %Sl87, i32 %E19
  %B93 = xor <16 x i64> %L, %L
  %Se94 = sext i32 %ZE to i64
  %Sl95 = select i1 %L46, i16 %Sl10, i16 %Sl87
  %Cmp96 = icmp ule i1 %Sl80, true
  br i1 %Cmp96, label %CF254, label %CF271

CF271:                                            ; preds = %CF254
  %L97 = load i16, ptr %PC, align 2
  store <4 x i32> %I21, ptr %PC, align 16
  %E98 = extractelement <4 x i16> %I14, i32 %E47
  %Shuff99 = shufflevector <4 x i1> %Tr51, <4 x i1> %Tr51, <4 x i32> <i32 poison, i32 4, i32 6, i32 0>
  %I100 = insertelement <8 x i16> %Shuff91, i16 %Tr37, i32 374741
  %B101 = lshr <4 x i32> %I21, zeroinitializer
  %Tr102 = trunc i16 %B to i1
  br i1 %Tr102, label %CF254, label %CF263

CF263:                                            ; preds = %CF271
  %Sl103 = select <4 x i1> %Tr51, <4 x double> %Shuff56, <4 x double> %FC29
  %Cmp104 = icmp slt i16 %E98, %Sl87
  br i1 %Cmp104, label %CF240, label %CF243

CF243:                                            ; preds = %CF243, %CF270, %CF263
  %L105 = load <16 x double>, ptr %PC, align 128
  store i16 -9907, ptr %PC, align 2
  %E106 = extractelement <2 x i32> %B22, i32 %Tr79
  %Shuff107 = shufflevector <2 x i32> %L89, <2 x i32> %B22, <2 x i32> <i32 3, i32 1>
  %I108 = insertelement <4 x i1> %Shuff99, i1 %Cmp31, i32 %E106
  %ZE109 = zext i1 %Cmp81 to i64
  %Sl110 = select i1 %Cmp17, i1 true, i1 %Cmp66
  br i1 %Sl110, label %CF243, label %CF270

CF270:                                            ; preds = %CF243
  %Cmp111 = fcmp ule float 0xBF70B5C480000000, %FC
  br i1 %Cmp111, label %CF243, label %CF267

CF267:                                            ; preds = %CF270
  %L112 = load <8 x i16>, ptr %A, align 16
  store i8 61, ptr %PC, align 1
  %E113 = extractelement <8 x i16> %I92, i32 %E47
  %Shuff114 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Sl38, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I115 = insertelement <4 x i64> %Sl38, i64 %Se, i32 %E19
  %B116 = fmul <4 x double> %FC29, %Shuff56
  %BC = bitcast i64 %E90 to double
  %Sl117 = select i1 %Sl44, ptr %2, ptr %0
  %Cmp118 = fcmp uno <4 x double> %Shuff56, %FC29
  %L119 = load <8 x float>, ptr %0, align 32
  store i1 %E33, ptr %Sl117, align 1
  %E120 = extractelement <2 x i32> %B50, i32 %E106
  %Shuff121 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I8, <8 x i32> <i32 poison, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7, i32 9>
  %I122 = insertelement <8 x i16> %Shuff121, i16 %B28, i32 %Tr79
  %B123 = shl i32 374741, %L40
  %Se124 = sext i16 %Sl10 to i32
  %Sl125 = select <4 x i1> %Tr51, <4 x i64> %Shuff20, <4 x i64> %Shuff114
  %Cmp126 = icmp ne i1 %E12, false
  br label %CF238

CF238:                                            ; preds = %CF238, %CF262, %CF256, %CF275, %CF267
  %L127 = load <1 x i64>, ptr %PC, align 8
  store float %FC, ptr %PC, align 4
  %E128 = extractelement <2 x i64> %L18, i32 361041
  %Shuff129 = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I130 = insertelement <8 x i16> %I100, i16 %Sl95, i32 %Tr79
  %B131 = add i32 0, %E106
  %Tr132 = trunc <4 x i32> %I to <4 x i1>
  %Sl133 = select <4 x i1> %Tr51, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer
  %Cmp134 = icmp slt <4 x i64> %Sl38, %Shuff48
  %L135 = load <2 x double>, ptr %PC, align 16
  store i1 %Cmp96, ptr %PC, align 1
  %E136 = extractelement <8 x i1> %Shuff62, i32 %E106
  br i1 %E136, label %CF238, label %CF262

CF262:                                            ; preds = %CF238
  %Shuff137 = shufflevector <1 x i64> %L127, <1 x i64> %L127, <1 x i32> <i32 1>
  %I138 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 %E19
  %Sl139 = select <8 x i1> %Shuff62, <8 x i1> %Shuff7, <8 x i1> %Shuff62
  %Cmp140 = icmp uge i32 %L40, %ZE
  br i1 %Cmp140, label %CF238, label %CF242

CF242:                                            ; preds = %CF242, %CF259, %CF262
  %L141 = load <2 x i1>, ptr %PC, align 1
  store i32 %ZE, ptr %Sl117, align 4
  %E142 = extractelement <2 x double> %L135, i32 97789
  %Shuff143 = shufflevector <4 x i8> %I138, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I144 = insertelement <4 x i64> zeroinitializer, i64 %E61, i32 %E120
  %B145 = lshr <2 x i32> %Sl52, %Shuff76
  %Sl146 = select i1 %Cmp126, <8 x i16> %Shuff13, <8 x i16> %I85
  %Cmp147 = fcmp ugt double 0x829793B607954E34, %BC
  br i1 %Cmp147, label %CF242, label %CF259

CF259:                                            ; preds = %CF242
  %L148 = load i16, ptr %PC, align 2
  store <16 x i64> %B93, ptr %Sl117, align 128
  %E149 = extractelement <4 x double> %Shuff69, i32 440065
  %Shuff150 = shufflevector <2 x i1> %Cmp73, <2 x i1> %Cmp73, <2 x i32> <i32 2, i32 poison>
  %I151 = insertelement <4 x float> %L32, float %E75, i32 %B131
  %B152 = sub i64 %L74, %Sl16
  %Se153 = sext <8 x i16> %I100 to <8 x i64>
  %Sl154 = select <8 x i1> %Shuff62, <8 x float> %L119, <8 x float> %L119
  %Cmp155 = icmp ule i32 0, %ZE
  br i1 %Cmp155, label %CF242, label %CF248

CF248:                                            ; preds = %CF248, %CF272, %CF259
  %L156 = load <16 x float>, ptr %A, align 64
  store float 0xC62DBCC180000000, ptr %Sl117, align 4
  %E157 = extractelement <2 x i32> %Shuff107, i32 361041
  %Shuff158 = shufflevector <8 x i16> %Shuff121, <8 x i16> %I8, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I159 = insertelement <4 x double> %Shuff56, double %BC, i32 97789
  %FC160 = uitofp <8 x i16> %I122 to <8 x double>
  %Sl161 = select <4 x i1> %Tr51, <4 x i32> %I, <4 x i32> %B101
  %Cmp162 = icmp ule i16 %E98, %L148
  br i1 %Cmp162, label %CF248, label %CF272

CF272:                                            ; preds = %CF248
  %L163 = load <16 x i8>, ptr %PC, align 16
  store i8 %5, ptr %Sl117, align 1
  %E164 = extractelement <8 x i16> zeroinitializer, i32 %E47
  %Shuff165 = shufflevector <2 x i32> %L89, <2 x i32> %B145, <2 x i32> <i32 3, i32 1>
  %I166 = insertelement <4 x double> %B116, double %BC, i32 %3
  %B167 = urem i16 %Sl58, %E55
  %Se168 = sext i32 %Sl to i64
  %Sl169 = select i1 %Sl80, i32 %L40, i32 %E157
  %Cmp170 = fcmp une <16 x double> %L105, %L105
  %L171 = load double, ptr %PC, align 8
  store <2 x i64> zeroinitializer, ptr %PC, align 16
  %E172 = extractelement <4 x i64> zeroinitializer, i32 %E106
  %Shuff173 = shufflevector <2 x float> %L24, <2 x float> %Shuff34, <2 x i32> <i32 0, i32 2>
  %I174 = insertelement <4 x i1> %Shuff99, i1 %Cmp59, i32 %E106
  %B175 = urem i32 %E157, 335229
  %Sl176 = select <8 x i1> zeroinitializer, <8 x i64> %L82, <8 x i64> %Se153
  %Cmp177 = icmp eq <4 x i1> %Tr132, %Tr51
  %L178 = load <2 x float>, ptr %PC, align 8
  store double %BC, ptr %A, align 8
  %E179 = extractelement <16 x i64> %L, i32 %E120
  %Shuff180 = shufflevector <4 x double> %B116, <4 x double> %FC29, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I181 = insertelement <16 x float> %L156, float 0xC62DBCC180000000, i32 %Tr79
  %BC182 = bitcast <4 x double> %FC29 to <4 x i64>
  %Sl183 = select i1 %Cmp96, float %E75, float %FC
  %Cmp184 = icmp ne i64 322225, %B152
  br i1 %Cmp184, label %CF248, label %CF256

CF256:                                            ; preds = %CF272
  %L185 = load <4 x i32>, ptr %PC, align 16
  store float 0x3F1B248F00000000, ptr %0, align 4
  %E186 = extractelement <2 x i32> %Shuff26, i32 %ZE
  %Shuff187 = shufflevector <2 x i32> %I43, <2 x i32> %B145, <2 x i32> <i32 poison, i32 3>
  %I188 = insertelement <2 x i64> zeroinitializer, i64 %ZE109, i32 335229
  %PC189 = bitcast ptr %A to ptr
  %Sl190 = select i1 true, i1 %E33, i1 %Cmp184
  br i1 %Sl190, label %CF238, label %CF241

CF241:                                            ; preds = %CF241, %CF268, %CF258, %CF256
  %Cmp191 = icmp ne i32 %Se124, %E120
  br i1 %Cmp191, label %CF241, label %CF268

CF268:                                            ; preds = %CF241
  %L192 = load <4 x double>, ptr %PC189, align 32
  store i32 %E186, ptr %PC, align 4
  %E193 = extractelement <2 x i32> %B50, i32 %E19
  %Shuff194 = shufflevector <4 x i1> %Cmp118, <4 x i1> %Cmp177, <4 x i32> <i32 poison, i32 1, i32 poison, i32 5>
  %I195 = insertelement <2 x i32> %Shuff76, i32 %E106, i32 %E120
  %B196 = fdiv float %E75, %FC
  %Sl197 = select i1 %Cmp88, i1 %Cmp140, i1 %Cmp31
  br i1 %Sl197, label %CF241, label %CF251

CF251:                                            ; preds = %CF251, %CF268
  %Cmp198 = icmp uge <2 x i32> %Shuff76, %B22
  %L199 = load <4 x double>, ptr %PC, align 32
  store i1 %Cmp31, ptr %PC, align 1
  %E200 = extractelement <16 x i64> %L, i32 %E157
  %Shuff201 = shufflevector <1 x float> %L54, <1 x float> %L54, <1 x i32> <i32 1>
  %I202 = insertelement <8 x float> %L119, float %E75, i32 %E186
  %B203 = urem i32 %B123, %E157
  %FC204 = uitofp i16 -9907 to double
  %Sl205 = select <8 x i1> %Sl139, <8 x i16> %Shuff121, <8 x i16> %I8
  %Cmp206 = icmp eq i32 %E19, %E193
  br i1 %Cmp206, label %CF251, label %CF258

CF258:                                            ; preds = %CF251
  %L207 = load <2 x i16>, ptr %PC71, align 4
  store i8 %5, ptr %PC189, align 1
  %E208 = extractelement <16 x double> %L105, i32 %Tr79
  %Shuff209 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I210 = insertelement <2 x float> %Shuff173, float %Sl183, i32 %Tr79
  %B211 = mul <16 x i64> %L, %L
  %FC212 = uitofp i8 -47 to float
  %Sl213 = select i1 %Cmp206, i1 false, i1 true
  br i1 %Sl213, label %CF241, label %CF249

CF249:                                            ; preds = %CF249, %CF258
  %Cmp214 = icmp eq <8 x i16> %Shuff158, zeroinitializer
  %L215 = load double, ptr %Sl117, align 8
  store <2 x i16> %L207, ptr %PC189, align 4
  %E216 = extractelement <4 x i64> %Sl125, i32 %E157
  %Shuff217 = shufflevector <8 x i16> %I85, <8 x i16> %Sl205, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I218 = insertelement <2 x i16> %L60, i16 %L148, i32 %E186
  %B219 = xor <4 x i64> %Sl38, %Sl125
  %Tr220 = trunc i32 %E83 to i8
  %Sl221 = select <2 x i1> %L141, <2 x i32> %I195, <2 x i32> %B22
  %Cmp222 = icmp eq <2 x i32> %Shuff187, %Sl221
  %L223 = load <16 x i32>, ptr %Sl117, align 64
  store float %FC86, ptr %Sl117, align 4
  %E224 = extractelement <2 x i32> %Sl52, i32 %ZE
  %Shuff225 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 poison, i32 poison>
  %I226 = insertelement <8 x i16> %Sl205, i16 %Sl95, i32 %Sl169
  %B227 = fsub <1 x float> %L54, %L54
  %FC228 = uitofp i8 %Sl72 to double
  %Sl229 = select i1 %Sl80, i1 %Sl190, i1 %Cmp96
  br i1 %Sl229, label %CF249, label %CF275

CF275:                                            ; preds = %CF249
  %Cmp230 = icmp eq i32 %E47, %E157
  br i1 %Cmp230, label %CF238, label %CF239

CF239:                                            ; preds = %CF239, %CF275
  %L231 = load double, ptr %PC, align 8
  store <1 x i8> zeroinitializer, ptr %PC, align 1
  %E232 = extractelement <8 x i16> %Shuff217, i32 %Tr79
  %Shuff233 = shufflevector <4 x i64> %Shuff48, <4 x i64> %Sl38, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I234 = insertelement <4 x i1> %Cmp177, i1 %Cmp59, i32 %Sl169
  %B235 = fdiv <4 x double> %Shuff69, %L199
  %Sl236 = select i1 %E68, i1 %Cmp184, i1 %Cmp184
  br i1 %Sl236, label %CF239, label %CF266

CF266:                                            ; preds = %CF239
  %Cmp237 = icmp eq i32 %3, %B123
  br label %CF

CF:                                               ; preds = %CF266
  store <4 x double> %I159, ptr %0, align 32
  store <2 x double> %L135, ptr %0, align 16
  store <4 x i64> %Shuff114, ptr %PC189, align 32
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %PC, align 8
  ret void
}
