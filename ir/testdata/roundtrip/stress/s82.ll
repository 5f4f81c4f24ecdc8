; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD82(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <1 x double>, align 8
  %A3 = alloca <2 x i8>, align 2
  %A2 = alloca <4 x double>, align 32
  %A1 = alloca <2 x i64>, align 16
  %A = alloca <2 x i32>, align 8
  %L = load float, ptr %A1, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E = extractelement <1 x i8> zeroinitializer, i32 %3
  %Shuff = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 4, i32 poison, i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2>
  %I = insertelement <4 x i32> zeroinitializer, i32 324455, i32 324455
  %B = fmul float 0xC4A9E78DC0000000, 0x4733EE97C0000000
  %ZE = zext i8 %E to i64
  %Sl = select i1 true, <4 x i32> zeroinitializer, <4 x i32> %I
  %Cmp = icmp sge i1 false, true
  br label %CF265

CF265:                                            ; preds = %BB
  %L5 = load i16, ptr %0, align 2
  store <4 x i32> %I, ptr %0, align 16
  %E6 = extractelement <4 x i64> zeroinitializer, i32 409007
  %Shuff7 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 poison, i32 0>
  %I8 = insertelement <1 x i8> zeroinitializer, i8 99, i32 324455
  %B9 = ashr <4 x i32> %I, zeroinitializer
  %Tr = trunc i64 %E6 to i32
  %Sl10 = select i1 true, ptr %1, ptr %0
  %Cmp11 = icmp eq i64 452959, %4
  br label %CF245

CF245:                                            ; preds = %CF245, %CF263, %CF261, %CF265
  %L12 = load double, ptr %0, align 8
  store <1 x i64> zeroinitializer, ptr %Sl10, align 8
  %E13 = extractelement <4 x i32> %Sl, i32 324455
  %Shuff14 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff7, <4 x i32> <i32 poison, i32 poison, i32 3, i32 5>
  %I15 = insertelement <8 x i32> %Shuff, i32 324455, i32 %Tr
  %FC = fptosi float %L to i16
  %Sl16 = select i1 true, ptr %2, ptr %Sl10
  %Cmp17 = icmp ult i64 %4, 400391
  br i1 %Cmp17, label %CF245, label %CF263

CF263:                                            ; preds = %CF245
  %L18 = load <4 x i64>, ptr %Sl16, align 32
  store i16 -3381, ptr %Sl10, align 2
  %E19 = extractelement <1 x i8> zeroinitializer, i32 %E13
  %Shuff20 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff7, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I21 = insertelement <4 x i32> zeroinitializer, i32 %Tr, i32 %3
  %B22 = lshr i64 452959, 400391
  %FC23 = fptoui double 0x73815120317F849E to i16
  %Sl24 = select i1 true, double 0x73815120317F849E, double 0x4C2171C09A1F353E
  %L25 = load <16 x i8>, ptr %Sl10, align 16
  store i64 %B22, ptr %Sl10, align 4
  %E26 = extractelement <1 x i8> zeroinitializer, i32 324455
  %Shuff27 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff7, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I28 = insertelement <4 x i32> %Sl, i32 %Tr, i32 %Tr
  %B29 = udiv <4 x i64> %L18, %Shuff20
  %ZE30 = fpext float %L to double
  %Sl31 = select i1 true, i32 %E13, i32 %Tr
  %Cmp32 = icmp ne <4 x i64> zeroinitializer, %Shuff7
  %L33 = load <1 x i8>, ptr %Sl10, align 1
  store i8 %E19, ptr %A1, align 1
  %E34 = extractelement <4 x i32> zeroinitializer, i32 409007
  %Shuff35 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I36 = insertelement <4 x i64> %Shuff7, i64 %B22, i32 %Tr
  %FC37 = sitofp i8 3 to float
  %Sl38 = select i1 %Cmp17, i32 394703, i32 %Tr
  %Cmp39 = icmp uge <1 x i8> zeroinitializer, %L33
  %L40 = load <4 x float>, ptr %Sl10, align 16
  store float 0xC4A9E78DC0000000, ptr %Sl10, align 4
  %E41 = extractelement <4 x i1> %Cmp32, i32 %Tr
  br i1 %E41, label %CF245, label %CF260

CF260:                                            ; preds = %CF260, %CF263
  %Shuff42 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %L33, <1 x i32> <i32 1>
  %I43 = insertelement <4 x i1> %Cmp32, i1 %E41, i32 %Tr
  %B44 = srem i64 %B22, %4
  %Tr45 = fptrunc double 0x60E58B84F8E31902 to float
  %Sl46 = select i1 false, <1 x i8> %Shuff42, <1 x i8> zeroinitializer
  %L47 = load <8 x i1>, ptr %A4, align 1
  store i1 false, ptr %Sl10, align 1
  %E48 = extractelement <1 x i8> zeroinitializer, i32 %Tr
  %Shuff49 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff7, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I50 = insertelement <4 x i64> %Shuff7, i64 452959, i32 %Sl31
  %B51 = shl i32 %Sl31, %Tr
  %ZE52 = zext <4 x i32> %B9 to <4 x i64>
  %Sl53 = select i1 false, ptr %A3, ptr %Sl10
  %Cmp54 = fcmp false double %L12, 0x73815120317F849E
  br i1 %Cmp54, label %CF260, label %CF261

CF261:                                            ; preds = %CF260
  %L55 = load <4 x i1>, ptr %Sl10, align 1
  store double %L12, ptr %Sl53, align 8
  %E56 = extractelement <16 x i8> %L25, i32 %Tr
  %Shuff57 = shufflevector <4 x i64> %L18, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I58 = insertelement <4 x i32> zeroinitializer, i32 %Sl38, i32 409007
  %B59 = and <4 x i32> %I28, %I21
  %ZE60 = fpext float %Tr45 to double
  %Sl61 = select i1 false, i32 %Sl31, i32 233083
  %L62 = load i64, ptr %Sl10, align 4
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl10, align 4
  %E63 = extractelement <1 x i8> zeroinitializer, i32 %Tr
  %Shuff64 = shufflevector <4 x i32> %I58, <4 x i32> %I, <4 x i32> <i32 poison, i32 6, i32 0, i32 poison>
  %I65 = insertelement <4 x i32> %Shuff64, i32 394703, i32 324455
  %B66 = fmul float %FC37, %Tr45
  %Tr67 = trunc <4 x i64> %Shuff14 to <4 x i32>
  %Sl68 = select i1 %Cmp, <4 x i64> %Shuff20, <4 x i64> %Shuff27
  %L69 = load <4 x i8>, ptr %Sl53, align 4
  store float %FC37, ptr %Sl10, align 4
  %E70 = extractelement <4 x i32> %Tr67, i32 394703
  %Shuff71 = shufflevector <4 x i32> %I65, <4 x i32> %I21, <4 x i32> <i32 poison, i32 3, i32 5, i32 7>
  %I72 = insertelement <1 x i8> %L33, i8 -101, i32 %E70
  %B73 = sub i64 %L62, %L62
  %FC74 = sitofp <4 x i32> %Sl to <4 x double>
  %Sl75 = select i1 false, ptr %Sl16, ptr %Sl53
  %Cmp76 = icmp ule i32 %3, %Tr
  br i1 %Cmp76, label %CF245, label %CF252

CF252:                                            ; preds = %CF252, %CF261
  %L77 = load <8 x double>, ptr %Sl10, align 64
  store double 0x73815120317F849E, ptr %Sl53, align 8
  %E78 = extractelement <4 x i64> %Shuff49, i32 324455
  %Shuff79 = shufflevector <4 x i64> %Shuff14, <4 x i64> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I80 = insertelement <4 x i64> zeroinitializer, i64 %B44, i32 %B51
  %FC81 = fptosi float 0x3B96681A40000000 to i16
  %Sl82 = select i1 %Cmp11, i1 %Cmp54, i1 %E41
  br i1 %Sl82, label %CF252, label %CF258

CF258:                                            ; preds = %CF252
  %Cmp83 = icmp ule <4 x i32> %Shuff71, zeroinitializer
  %L84 = load <4 x i1>, ptr %0, align 1
  store i1 %Cmp, ptr %Sl75, align 1
  %E85 = extractelement <4 x i32> %Sl, i32 324455
  %Shuff86 = shufflevector <4 x i32> %Shuff64, <4 x i32> %I58, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I87 = insertelement <4 x i32> %Tr67, i32 %E85, i32 %Sl31
  %FC88 = sitofp i64 %ZE to double
  %Sl89 = select i1 true, i1 false, i1 false
  br label %CF244

CF244:                                            ; preds = %CF244, %CF258
  %Cmp90 = icmp sge i1 %E41, false
  br i1 %Cmp90, label %CF244, label %CF249

CF249:                                            ; preds = %CF244
  %L91 = load <16 x i8>, ptr %Sl53, align 16
  store i64 452959, ptr %Sl53, align 4
  %E92 = extractelement <1 x i8> zeroinitializer, i32 %E13
  %Shuff93 = shufflevector <4 x i64> %ZE52, <4 x i64> %Shuff57, <4 x i32> <i32 7, i32 poison, i32 poison, i32 poison>
  %I94 = insertelement <4 x i32> zeroinitializer, i32 %Sl31, i32 %3
  %B95 = sdiv <4 x i64> %Shuff20, %Shuff7
  %Tr96 = trunc <4 x i64> %Shuff7 to <4 x i8>
  %Sl97 = select i1 %Cmp76, float 0xC4A9E78DC0000000, float %FC37
  %Cmp98 = icmp eq i8 3, %E48
  br label %CF242

CF242:                                            ; preds = %CF242, %CF249
  %L99 = load i64, ptr %Sl53, align 4
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl10, align 128
  %E100 = extractelement <16 x i8> %L91, i32 %B51
  %Shuff101 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I21, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I102 = insertelement <4 x i64> zeroinitializer, i64 %B44, i32 324455
  %B103 = lshr <1 x i8> zeroinitializer, %I72
  %Tr104 = trunc i64 312075 to i32
  %Sl105 = select <1 x i1> %Cmp39, <1 x i8> %Shuff42, <1 x i8> %I72
  %Cmp106 = icmp ule i16 -3381, -3381
  br i1 %Cmp106, label %CF242, label %CF264

CF264:                                            ; preds = %CF242
  %L107 = load <2 x i32>, ptr %0, align 8
  store i64 %ZE, ptr %Sl75, align 4
  %E108 = extractelement <4 x i32> %Shuff71, i32 324455
  %Shuff109 = shufflevector <4 x i32> %Shuff71, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I110 = insertelement <4 x i64> %B95, i64 400391, i32 409007
  %B111 = frem double %FC88, 0x4C2171C09A1F353E
  %FC112 = sitofp <2 x i32> %L107 to <2 x float>
  %Sl113 = select i1 %Cmp11, ptr %1, ptr %Sl16
  %Cmp114 = icmp ugt i32 %Sl61, %Tr
  br label %CF240

CF240:                                            ; preds = %CF240, %CF253, %CF250, %CF267, %CF264
  %L115 = load <8 x double>, ptr %Sl113, align 64
  store double 0x2CF5AB946CF3E112, ptr %Sl113, align 8
  %E116 = extractelement <1 x i8> %Shuff42, i32 394703
  %Shuff117 = shufflevector <4 x i32> %I94, <4 x i32> zeroinitializer, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I118 = insertelement <4 x i32> %Shuff109, i32 %E85, i32 %E85
  %B119 = or <8 x i32> %I15, %Shuff
  %Tr120 = trunc i16 %FC to i1
  br i1 %Tr120, label %CF240, label %CF253

CF253:                                            ; preds = %CF240
  %Sl121 = select i1 true, <4 x i64> %I102, <4 x i64> %L18
  %L122 = load <2 x i64>, ptr %Sl10, align 16
  store i8 %E56, ptr %Sl10, align 1
  %E123 = extractelement <16 x i8> %L25, i32 %3
  %Shuff124 = shufflevector <8 x double> %L115, <8 x double> %L77, <8 x i32> <i32 3, i32 5, i32 poison, i32 poison, i32 11, i32 poison, i32 15, i32 poison>
  %I125 = insertelement <4 x i32> %Shuff101, i32 %3, i32 %E85
  %B126 = add <4 x i64> %I36, %Shuff7
  %Sl127 = select i1 %Cmp, float %Sl97, float 0xBAC1FBA5C0000000
  %Cmp128 = icmp ult i8 %E26, %E92
  br i1 %Cmp128, label %CF240, label %CF250

CF250:                                            ; preds = %CF253
  %L129 = load i64, ptr %Sl113, align 4
  store <8 x i32> %B119, ptr %Sl10, align 32
  %E130 = extractelement <8 x double> %Shuff124, i32 %E85
  %Shuff131 = shufflevector <8 x i32> %Shuff, <8 x i32> %I15, <8 x i32> <i32 poison, i32 0, i32 poison, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I132 = insertelement <1 x i8> %Shuff35, i8 %E92, i32 %Tr
  %B133 = add <4 x i8> %Tr96, %L69
  %FC134 = sitofp i8 3 to double
  %Sl135 = select i1 %E41, i1 %Sl82, i1 false
  br i1 %Sl135, label %CF240, label %CF243

CF243:                                            ; preds = %CF243, %CF250
  %Cmp136 = icmp eq <4 x i32> zeroinitializer, %I58
  %L137 = load <4 x i32>, ptr %Sl10, align 16
  store i1 %Cmp54, ptr %Sl113, align 1
  %E138 = extractelement <4 x i64> %Shuff93, i32 %3
  %Shuff139 = shufflevector <4 x i64> %B126, <4 x i64> %Shuff57, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I140 = insertelement <8 x double> %L77, double %ZE60, i32 %E13
  %B141 = udiv <1 x i8> %Shuff42, zeroinitializer
  %FC142 = sitofp <4 x i32> %B9 to <4 x float>
  %Sl143 = select i1 %Sl135, i64 %4, i64 %L62
  %Cmp144 = icmp ne <4 x i64> %Shuff57, %Shuff7
  %L145 = load <16 x float>, ptr %0, align 64
  store i1 %E41, ptr %Sl10, align 1
  %E146 = extractelement <4 x i32> zeroinitializer, i32 %E85
  %Shuff147 = shufflevector <4 x i32> %I118, <4 x i32> %I58, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I148 = insertelement <16 x i8> %L25, i8 99, i32 %Tr
  %B149 = frem <8 x double> %L77, %L77
  %ZE150 = zext <4 x i8> %L69 to <4 x i32>
  %Sl151 = select i1 %E41, <4 x i64> %I50, <4 x i64> %Shuff93
  %Cmp152 = icmp ule i8 %E48, %E19
  br i1 %Cmp152, label %CF243, label %CF246

CF246:                                            ; preds = %CF246, %CF243
  %L153 = load i64, ptr %0, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E154 = extractelement <4 x i64> %Shuff7, i32 %E13
  %Shuff155 = shufflevector <4 x i32> %Shuff101, <4 x i32> %Shuff64, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I156 = insertelement <4 x i16> zeroinitializer, i16 %L5, i32 %3
  %B157 = sdiv i64 %L129, 400391
  %FC158 = uitofp <4 x i32> %I28 to <4 x double>
  %Sl159 = select i1 false, ptr %A3, ptr %0
  %Cmp160 = icmp slt <4 x i64> %I80, %I110
  %L161 = load i64, ptr %Sl113, align 4
  store <4 x float> %L40, ptr %Sl53, align 16
  %E162 = extractelement <4 x i32> %Shuff117, i32 %E34
  %Shuff163 = shufflevector <4 x i1> %Cmp144, <4 x i1> %Cmp136, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I164 = insertelement <4 x i64> %I50, i64 %B22, i32 %Tr104
  %B165 = xor <4 x i32> %I21, %I58
  %Sl166 = select i1 true, float %Tr45, float 0x4733EE97C0000000
  %Cmp167 = icmp ult i1 %Sl89, %Cmp76
  br i1 %Cmp167, label %CF246, label %CF267

CF267:                                            ; preds = %CF246
  %L168 = load i16, ptr %0, align 2
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl113, align 16
  %E169 = extractelement <1 x i8> %I72, i32 %Sl61
  %Shuff170 = shufflevector <4 x i32> %Sl, <4 x i32> %L137, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I171 = insertelement <4 x i32> %Shuff101, i32 324455, i32 %E85
  %PC = bitcast ptr %A3 to ptr
  %Sl172 = select <4 x i1> %Cmp83, <4 x i64> %I80, <4 x i64> zeroinitializer
  %Cmp173 = fcmp ugt <8 x double> %L77, %L77
  %L174 = load <8 x i1>, ptr %Sl16, align 1
  store i1 %Cmp54, ptr %1, align 1
  %E175 = extractelement <8 x i1> %L47, i32 %E162
  br i1 %E175, label %CF240, label %CF241

CF241:                                            ; preds = %CF241, %CF267
  %Shuff176 = shufflevector <4 x i32> %Shuff170, <4 x i32> %I, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I177 = insertelement <8 x i32> zeroinitializer, i32 %3, i32 %E70
  %FC178 = fptosi double %FC88 to i1
  br i1 %FC178, label %CF241, label %CF247

CF247:                                            ; preds = %CF247, %CF256, %CF257, %CF241
  %Sl179 = select i1 %Cmp76, <1 x i8> %I72, <1 x i8> %B103
  %Cmp180 = icmp uge <8 x i1> %L47, %L47
  %L181 = load i64, ptr %Sl159, align 4
  store <4 x i16> zeroinitializer, ptr %Sl53, align 8
  %E182 = extractelement <4 x i64> %L18, i32 %E146
  %Shuff183 = shufflevector <4 x i32> %Shuff117, <4 x i32> %I125, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I184 = insertelement <1 x i1> %Cmp39, i1 %Cmp76, i32 %Tr104
  %Se = sext i16 %FC23 to i64
  %Sl185 = select <4 x i1> %L55, <4 x i32> %I58, <4 x i32> %Shuff109
  %L186 = load i8, ptr %Sl10, align 1
  store <4 x float> %L40, ptr %Sl10, align 16
  %E187 = extractelement <4 x i1> %Cmp32, i32 %E162
  br i1 %E187, label %CF247, label %CF256

CF256:                                            ; preds = %CF247
  %Shuff188 = shufflevector <1 x i8> %Sl179, <1 x i8> %L33, <1 x i32> zeroinitializer
  %I189 = insertelement <8 x i32> zeroinitializer, i32 %Sl38, i32 %Sl31
  %B190 = fdiv <8 x double> %L115, %L77
  %FC191 = fptoui <8 x double> %L77 to <8 x i32>
  %Sl192 = select <4 x i1> %Cmp136, <4 x i64> %B95, <4 x i64> %Shuff57
  %Cmp193 = icmp sge <4 x i1> %Cmp144, %Cmp32
  %L194 = load <16 x double>, ptr %Sl75, align 128
  store double %ZE60, ptr %Sl113, align 8
  %E195 = extractelement <4 x i64> %ZE52, i32 %E85
  %Shuff196 = shufflevector <4 x i8> %B133, <4 x i8> %L69, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I197 = insertelement <4 x i1> %Cmp144, i1 %E187, i32 %Tr
  %FC198 = fptosi float %B66 to i16
  %Sl199 = select i1 %Cmp152, <4 x i1> %Cmp136, <4 x i1> %Cmp83
  %Cmp200 = icmp uge i8 %E116, %E56
  br i1 %Cmp200, label %CF247, label %CF251

CF251:                                            ; preds = %CF251, %CF266, %CF256
  %L201 = load i16, ptr %Sl113, align 2
  store <4 x float> %FC142, ptr %Sl113, align 16
  %E202 = extractelement <4 x i1> %Cmp160, i32 %Tr
  br i1 %E202, label %CF251, label %CF266

CF266:                                            ; preds = %CF251
  %Shuff203 = shufflevector <4 x i64> %ZE52, <4 x i64> zeroinitializer, <4 x i32> <i32 6, i32 poison, i32 poison, i32 4>
  %I204 = insertelement <4 x i32> %Shuff117, i32 %E85, i32 %Tr
  %B205 = sdiv i64 %B44, %E6
  %Tr206 = trunc i32 %Tr to i16
  %Sl207 = select i1 %Cmp, i1 %Sl89, i1 %Cmp114
  br i1 %Sl207, label %CF251, label %CF257

CF257:                                            ; preds = %CF266
  %Cmp208 = icmp ule i1 false, false
  br i1 %Cmp208, label %CF247, label %CF248

CF248:                                            ; preds = %CF248, %CF257
  %L209 = load i1, ptr %Sl10, align 1
  br i1 %L209, label %CF248, label %CF259

CF259:                                            ; preds = %CF259, %CF248
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %A, align 8
  %E210 = extractelement <4 x i32> %I94, i32 %Sl61
  %Shuff211 = shufflevector <8 x i32> %I189, <8 x i32> %B119, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 poison, i32 poison>
  %I212 = insertelement <4 x i1> %Cmp136, i1 %Cmp17, i32 %E210
  %B213 = and i32 %B51, %E210
  %Tr214 = trunc i32 409007 to i16
  %Sl215 = select <4 x i1> %Cmp32, <4 x i32> %I58, <4 x i32> %B165
  %Cmp216 = icmp slt <4 x i16> zeroinitializer, zeroinitializer
  %L217 = load <2 x i1>, ptr %Sl53, align 1
  store double 0x73815120317F849E, ptr %Sl159, align 8
  %E218 = extractelement <4 x i64> zeroinitializer, i32 %Tr104
  %Shuff219 = shufflevector <4 x i64> %Shuff14, <4 x i64> zeroinitializer, <4 x i32> <i32 poison, i32 poison, i32 poison, i32 5>
  %I220 = insertelement <8 x i32> %Shuff, i32 %E210, i32 %E210
  %B221 = sub i32 %E108, %Tr
  %Tr222 = trunc i64 400391 to i1
  br i1 %Tr222, label %CF259, label %CF262

CF262:                                            ; preds = %CF259
  %Sl223 = select i1 false, <4 x i64> %B29, <4 x i64> %Shuff7
  %Cmp224 = icmp ne i64 %4, 400391
  br label %CF

CF:                                               ; preds = %CF, %CF262
  %L225 = load double, ptr %0, align 8
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E226 = extractelement <4 x i64> %Shuff27, i32 %E13
  %Shuff227 = shufflevector <4 x i1> %Sl199, <4 x i1> %Cmp136, <4 x i32> <i32 poison, i32 7, i32 poison, i32 poison>
  %I228 = insertelement <2 x i32> %L107, i32 %Tr, i32 %E210
  %ZE229 = zext i16 %Tr214 to i32
  %Sl230 = select i1 %Cmp167, i1 %Cmp98, i1 %E41
  br i1 %Sl230, label %CF, label %CF254

CF254:                                            ; preds = %CF254, %CF
  %Cmp231 = icmp sge <4 x i32> %Sl215, %Sl
  %L232 = load <2 x i1>, ptr %Sl16, align 1
  store i32 %E162, ptr %0, align 4
  %E233 = extractelement <1 x i8> %Shuff188, i32 %Sl31
  %Shuff234 = shufflevector <1 x i1> %Cmp39, <1 x i1> %Cmp39, <1 x i32> <i32 1>
  %I235 = insertelement <4 x i32> zeroinitializer, i32 %Sl31, i32 233083
  %B236 = shl i64 312075, 452959
  %PC237 = bitcast ptr %A2 to ptr
  %Sl238 = select i1 %Cmp76, i8 %5, i8 %E19
  %Cmp239 = icmp ne i64 %E195, %B236
  br i1 %Cmp239, label %CF254, label %CF255

CF255:                                            ; preds = %CF254
  store i64 452959, ptr %Sl75, align 4
  store i32 %E146, ptr %PC237, align 4
  store i32 %E162, ptr %Sl159, align 4
  store i8 %E169, ptr %Sl53, align 1
  store float %FC37, ptr %Sl53, align 4
  ret void
}
