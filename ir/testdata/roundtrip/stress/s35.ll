; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD35(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca double, align 8
  %A2 = alloca i8, align 1
  %A1 = alloca i8, align 1
  %A = alloca double, align 8
  %L = load i64, ptr %0, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 poison, i32 0, i32 2, i32 poison>
  %I = insertelement <8 x i16> zeroinitializer, i16 25505, i32 487409
  %B = add i32 -1, 487409
  %FC = fptosi double 0xB9BF5CDEE2BDBB5C to i1
  br label %CF237

CF237:                                            ; preds = %CF237, %CF259, %CF263, %CF249, %CF262, %CF258, %BB
  %Sl = select i1 true, i64 %4, i64 -1
  %Cmp = icmp ne <4 x i8> zeroinitializer, zeroinitializer
  %L5 = load <2 x i32>, ptr %0, align 8
  store i32 487409, ptr %0, align 4
  %E6 = extractelement <2 x i32> %L5, i32 45693
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I8 = insertelement <8 x i8> zeroinitializer, i8 %E, i32 %B
  %FC9 = sitofp i8 %E to double
  %Sl10 = select i1 true, <8 x i1> zeroinitializer, <8 x i1> zeroinitializer
  %Cmp11 = fcmp uno double 0xB9BF5CDEE2BDBB5C, 0xF88320A26B814920
  br i1 %Cmp11, label %CF237, label %CF259

CF259:                                            ; preds = %CF237
  %L12 = load double, ptr %0, align 8
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %A, align 32
  %E13 = extractelement <4 x i8> %Shuff7, i32 %B
  %Shuff14 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %L5, <2 x i32> <i32 0, i32 poison>
  %I15 = insertelement <2 x i32> zeroinitializer, i32 %E6, i32 %3
  %B16 = urem i8 %E13, -71
  %ZE = zext i8 -71 to i32
  %Sl17 = select i1 %Cmp11, ptr %A4, ptr %0
  %Cmp18 = icmp sgt i8 -71, -71
  br i1 %Cmp18, label %CF237, label %CF255

CF255:                                            ; preds = %CF255, %CF259
  %L19 = load <8 x i16>, ptr %Sl17, align 16
  store i32 %3, ptr %Sl17, align 4
  %E20 = extractelement <8 x i8> %I8, i32 %3
  %Shuff21 = shufflevector <2 x i32> %Shuff14, <2 x i32> %L5, <2 x i32> <i32 1, i32 poison>
  %I22 = insertelement <8 x i16> %L19, i16 5969, i32 45693
  %B23 = or i32 %E6, -1
  %PC = bitcast ptr %2 to ptr
  %Sl24 = select i1 true, ptr %A3, ptr %A4
  %Cmp25 = icmp ult <8 x i16> zeroinitializer, zeroinitializer
  %L26 = load i64, ptr %Sl17, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl17, align 16
  %E27 = extractelement <2 x i32> %Shuff14, i32 %3
  %Shuff28 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff7, <4 x i32> <i32 poison, i32 4, i32 poison, i32 0>
  %I29 = insertelement <4 x i8> zeroinitializer, i8 %B16, i32 %B23
  %B30 = fsub float 0xBD14B06880000000, 0xBEA7331B00000000
  %FC31 = fptosi double %L12 to i16
  %Sl32 = select i1 true, i64 %4, i64 -1
  %Cmp33 = icmp slt i1 true, true
  br i1 %Cmp33, label %CF255, label %CF263

CF263:                                            ; preds = %CF255
  %L34 = load <16 x i32>, ptr %Sl17, align 64
  store double 0xF88320A26B814920, ptr %Sl17, align 8
  %E35 = extractelement <4 x i8> zeroinitializer, i32 %ZE
  %Shuff36 = shufflevector <4 x i1> %Cmp, <4 x i1> %Cmp, <4 x i32> <i32 7, i32 poison, i32 3, i32 poison>
  %I37 = insertelement <8 x i1> %Shuff, i1 true, i32 %B
  %PC38 = bitcast ptr %A4 to ptr
  %Sl39 = select i1 true, ptr %Sl24, ptr %Sl17
  %Cmp40 = icmp uge <4 x i8> %I29, zeroinitializer
  %L41 = load <2 x i8>, ptr %1, align 2
  store double 0xF88320A26B814920, ptr %Sl17, align 8
  %E42 = extractelement <2 x i32> %Shuff14, i32 487409
  %Shuff43 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %L5, <2 x i32> <i32 1, i32 3>
  %I44 = insertelement <2 x i32> %Shuff14, i32 %ZE, i32 %ZE
  %B45 = fdiv double 0xFDCFF4EECECDFB6C, %FC9
  %Se = sext i1 true to i32
  %Sl46 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i32> %L34, <16 x i32> %L34
  %L47 = load i16, ptr %PC38, align 2
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %A, align 32
  %E48 = extractelement <8 x i1> zeroinitializer, i32 487409
  br i1 %E48, label %CF237, label %CF249

CF249:                                            ; preds = %CF263
  %Shuff49 = shufflevector <8 x i1> %Cmp25, <8 x i1> %I37, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 poison, i32 poison>
  %I50 = insertelement <16 x i32> %Sl46, i32 %ZE, i32 %ZE
  %BC = bitcast double 0x1DF4CFE7ADDFB7C to i64
  %Sl51 = select i1 true, i16 29877, i16 %FC31
  %Cmp52 = icmp uge i32 -1, %E27
  br i1 %Cmp52, label %CF237, label %CF241

CF241:                                            ; preds = %CF241, %CF264, %CF249
  %L53 = load <2 x float>, ptr %Sl17, align 8
  store float %B30, ptr %0, align 4
  %E54 = extractelement <8 x i1> %Shuff49, i32 %B
  br i1 %E54, label %CF241, label %CF264

CF264:                                            ; preds = %CF241
  %Shuff55 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %L5, <2 x i32> <i32 1, i32 3>
  %I56 = insertelement <2 x i8> %L41, i8 %5, i32 %E42
  %Sl57 = select i1 true, <2 x i32> %Shuff21, <2 x i32> zeroinitializer
  %Cmp58 = fcmp ugt double 0xF88320A26B814920, %B45
  br i1 %Cmp58, label %CF241, label %CF243

CF243:                                            ; preds = %CF243, %CF264
  %L59 = load float, ptr %Sl17, align 4
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %PC38, align 8
  %E60 = extractelement <2 x i32> zeroinitializer, i32 %B23
  %Shuff61 = shufflevector <4 x i8> %Shuff7, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 poison, i32 4, i32 6>
  %I62 = insertelement <4 x i1> %Shuff36, i1 %Cmp52, i32 %B23
  %PC63 = bitcast ptr %PC38 to ptr
  %Sl64 = select i1 %FC, i16 %Sl51, i16 %FC31
  %Cmp65 = fcmp one float 0x38F2272600000000, %B30
  br i1 %Cmp65, label %CF243, label %CF245

CF245:                                            ; preds = %CF245, %CF243
  %L66 = load i32, ptr %Sl17, align 4
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl17, align 8
  %E67 = extractelement <2 x i32> %I44, i32 -1
  %Shuff68 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Cmp25, <8 x i32> <i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I69 = insertelement <2 x float> %L53, float %B30, i32 %E42
  %B70 = udiv i32 %E67, 487409
  %Tr = trunc <8 x i8> zeroinitializer to <8 x i1>
  %Sl71 = select i1 %E48, i16 %Sl64, i16 %L47
  %Cmp72 = icmp ugt <4 x i8> %Shuff61, zeroinitializer
  %L73 = load <8 x float>, ptr %PC63, align 32
  store i1 true, ptr %0, align 1
  %E74 = extractelement <16 x i32> %L34, i32 -1
  %Shuff75 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff7, <4 x i32> <i32 3, i32 poison, i32 7, i32 1>
  %I76 = insertelement <4 x i8> %Shuff7, i8 %E, i32 %E60
  %B77 = udiv i64 -1, %BC
  %Sl78 = select i1 %Cmp58, i16 %L47, i16 5969
  %Cmp79 = icmp ule <4 x i8> zeroinitializer, %Shuff7
  %L80 = load <1 x i64>, ptr %PC38, align 8
  store double 0xF88320A26B814920, ptr %A1, align 8
  %E81 = extractelement <16 x i32> %Sl46, i32 %E42
  %Shuff82 = shufflevector <2 x i8> %I56, <2 x i8> %L41, <2 x i32> <i32 3, i32 1>
  %I83 = insertelement <4 x i1> %Cmp, i1 %Cmp33, i32 %E60
  %Se84 = sext <2 x i8> %Shuff82 to <2 x i64>
  %Sl85 = select i1 %Cmp58, i16 %Sl51, i16 25505
  %Cmp86 = icmp ult i16 25505, 5969
  br i1 %Cmp86, label %CF245, label %CF251

CF251:                                            ; preds = %CF251, %CF245
  %L87 = load i16, ptr %PC38, align 2
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 128
  %E88 = extractelement <8 x i16> zeroinitializer, i32 %E6
  %Shuff89 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff7, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I90 = insertelement <8 x i16> zeroinitializer, i16 25505, i32 %E42
  %B91 = udiv i32 %E27, %E60
  %Sl92 = select i1 true, i16 25505, i16 5969
  %Cmp93 = icmp uge <2 x i32> %I44, zeroinitializer
  %L94 = load float, ptr %PC38, align 4
  store <1 x double> zeroinitializer, ptr %Sl17, align 8
  %E95 = extractelement <4 x i8> %Shuff61, i32 45693
  %Shuff96 = shufflevector <4 x i1> %Shuff36, <4 x i1> %Shuff36, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I97 = insertelement <8 x i1> %Shuff49, i1 true, i32 %E74
  %B98 = or <2 x i32> %I15, zeroinitializer
  %Sl99 = select i1 true, i1 true, i1 %Cmp65
  br i1 %Sl99, label %CF251, label %CF262

CF262:                                            ; preds = %CF251
  %Cmp100 = icmp sgt <4 x i8> %Shuff28, %Shuff7
  %L101 = load i64, ptr %Sl17, align 4
  store <1 x i8> zeroinitializer, ptr %0, align 1
  %E102 = extractelement <8 x i16> %L19, i32 %E6
  %Shuff103 = shufflevector <2 x i32> %L5, <2 x i32> %I44, <2 x i32> <i32 1, i32 poison>
  %I104 = insertelement <8 x i1> zeroinitializer, i1 %Cmp52, i32 %L66
  %ZE105 = zext i1 %Sl99 to i8
  %Sl106 = select i1 %Cmp33, i16 %Sl71, i16 29877
  %Cmp107 = icmp eq <2 x i8> %Shuff82, %L41
  %L108 = load <16 x i1>, ptr %PC63, align 2
  store i8 %E95, ptr %PC, align 1
  %E109 = extractelement <2 x i32> zeroinitializer, i32 %B23
  %Shuff110 = shufflevector <8 x i1> %Cmp25, <8 x i1> %Sl10, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11, i32 13, i32 poison>
  %I111 = insertelement <2 x i8> %L41, i8 %E95, i32 %B91
  %B112 = sub <2 x i8> %Shuff82, %I111
  %FC113 = uitofp i8 %E35 to float
  %Sl114 = select <4 x i1> %Cmp40, <4 x i8> %Shuff61, <4 x i8> zeroinitializer
  %Cmp115 = icmp ult i1 %Cmp33, %E48
  br i1 %Cmp115, label %CF237, label %CF239

CF239:                                            ; preds = %CF239, %CF262
  %L116 = load <16 x i1>, ptr %Sl17, align 2
  store i16 %Sl106, ptr %PC38, align 2
  %E117 = extractelement <8 x i1> %Sl10, i32 %B23
  br i1 %E117, label %CF239, label %CF258

CF258:                                            ; preds = %CF239
  %Shuff118 = shufflevector <4 x i1> %Cmp, <4 x i1> %Shuff36, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I119 = insertelement <8 x i1> %Shuff68, i1 %Cmp52, i32 %E109
  %B120 = or i16 %FC31, %FC31
  %Sl121 = select <8 x i1> %Shuff49, <8 x i8> zeroinitializer, <8 x i8> zeroinitializer
  %Cmp122 = icmp ule i64 %L, %4
  br i1 %Cmp122, label %CF237, label %CF238

CF238:                                            ; preds = %CF238, %CF258
  %L123 = load <4 x i64>, ptr %0, align 32
  store i64 -1, ptr %PC, align 4
  %E124 = extractelement <4 x i8> %Shuff89, i32 45693
  %Shuff125 = shufflevector <2 x i32> %B98, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I126 = insertelement <8 x i16> zeroinitializer, i16 %B120, i32 %3
  %PC127 = bitcast ptr %Sl17 to ptr
  %Sl128 = select i1 %FC, i32 487409, i32 487409
  %L129 = load double, ptr %PC63, align 8
  %E130 = extractelement <4 x i8> %Shuff89, i32 %E109
  %Shuff131 = shufflevector <4 x i8> %Shuff89, <4 x i8> %Shuff28, <4 x i32> <i32 7, i32 1, i32 poison, i32 5>
  %I132 = insertelement <8 x i16> %L19, i16 5969, i32 %Sl128
  %Se133 = sext <4 x i1> %Cmp40 to <4 x i64>
  %Sl134 = select i1 true, i1 true, i1 %Cmp65
  br i1 %Sl134, label %CF238, label %CF250

CF250:                                            ; preds = %CF238
  %Cmp135 = icmp ugt i32 %L66, %ZE
  br label %CF234

CF234:                                            ; preds = %CF234, %CF242, %CF250
  %L136 = load i16, ptr %Sl17, align 2
  store <4 x i64> %L123, ptr %0, align 32
  %E137 = extractelement <8 x i16> zeroinitializer, i32 487409
  %Shuff138 = shufflevector <16 x i32> %L34, <16 x i32> %L34, <16 x i32> <i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 16, i32 18, i32 poison, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2>
  %I139 = insertelement <2 x i32> zeroinitializer, i32 %E109, i32 %E6
  %B140 = fsub double 0x1DF4CFE7ADDFB7C, 0x1DF4CFE7ADDFB7C
  %FC141 = sitofp i64 9461 to double
  %Sl142 = select i1 %E48, <2 x i32> %I15, <2 x i32> %Shuff43
  %Cmp143 = icmp slt i32 %E6, %B
  br i1 %Cmp143, label %CF234, label %CF242

CF242:                                            ; preds = %CF234
  %L144 = load i1, ptr %Sl17, align 1
  br i1 %L144, label %CF234, label %CF235

CF235:                                            ; preds = %CF235, %CF242
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E145 = extractelement <4 x i8> zeroinitializer, i32 %Se
  %Shuff146 = shufflevector <4 x i8> %Shuff89, <4 x i8> %Sl114, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I147 = insertelement <8 x i1> %Sl10, i1 true, i32 -1
  %Tr148 = trunc i32 %B70 to i1
  br i1 %Tr148, label %CF235, label %CF254

CF254:                                            ; preds = %CF254, %CF260, %CF235
  %Sl149 = select i1 %Sl134, i16 %Sl85, i16 %B120
  %Cmp150 = icmp uge <8 x i1> %I37, zeroinitializer
  %L151 = load <2 x i8>, ptr %PC127, align 2
  store i64 %BC, ptr %PC63, align 4
  %E152 = extractelement <4 x i8> %Shuff89, i32 %E60
  %Shuff153 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff28, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I154 = insertelement <4 x i8> zeroinitializer, i8 -71, i32 %3
  %PC155 = bitcast ptr %Sl17 to ptr
  %Sl156 = select i1 %Cmp11, i32 487409, i32 %3
  %Cmp157 = icmp eq i64 %Sl, %B77
  br i1 %Cmp157, label %CF254, label %CF260

CF260:                                            ; preds = %CF254
  %L158 = load <4 x i16>, ptr %PC127, align 8
  store i32 %Sl128, ptr %Sl39, align 4
  %E159 = extractelement <2 x i32> %L5, i32 45693
  %Shuff160 = shufflevector <2 x i1> %Cmp93, <2 x i1> %Cmp93, <2 x i32> <i32 1, i32 3>
  %I161 = insertelement <4 x i8> %Shuff89, i8 -19, i32 %E42
  %B162 = fmul float 0x38F2272600000000, %B30
  %ZE163 = zext <16 x i1> %L108 to <16 x i64>
  %Sl164 = select i1 true, float 0xBEA7331B00000000, float %L59
  %L165 = load i8, ptr %Sl17, align 1
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %PC127, align 16
  %E166 = extractelement <4 x i8> zeroinitializer, i32 %B
  %Shuff167 = shufflevector <2 x i32> %Shuff14, <2 x i32> %L5, <2 x i32> <i32 2, i32 0>
  %I168 = insertelement <16 x i32> %Shuff138, i32 %B91, i32 %B91
  %B169 = frem double %B45, %B140
  %Se170 = sext <8 x i1> %Shuff68 to <8 x i64>
  %Sl171 = select <2 x i1> %Shuff160, <2 x i32> %B98, <2 x i32> %Shuff21
  %Cmp172 = icmp uge i32 %E27, %3
  br i1 %Cmp172, label %CF254, label %CF257

CF257:                                            ; preds = %CF260
  %L173 = load <4 x i8>, ptr %0, align 4
  store i1 %Sl99, ptr %PC38, align 1
  %E174 = extractelement <2 x i32> zeroinitializer, i32 %B91
  %Shuff175 = shufflevector <16 x i32> %Shuff138, <16 x i32> %Shuff138, <16 x i32> <i32 29, i32 31, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 poison, i32 23, i32 25, i32 27>
  %I176 = insertelement <2 x i8> %I56, i8 %5, i32 %B
  %PC177 = bitcast ptr %2 to ptr
  %Sl178 = select i1 true, <8 x i1> %Shuff110, <8 x i1> %I37
  %Cmp179 = icmp ne i1 true, %Cmp58
  br label %CF

CF:                                               ; preds = %CF, %CF256, %CF257
  %L180 = load double, ptr %PC155, align 8
  store <4 x i8> %Sl114, ptr %Sl17, align 4
  %E181 = extractelement <8 x i16> zeroinitializer, i32 63589
  %Shuff182 = shufflevector <4 x i8> %Shuff89, <4 x i8> %Shuff146, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I183 = insertelement <8 x i1> %I119, i1 %FC, i32 %Sl156
  %FC184 = fptoui double %B169 to i1
  br i1 %FC184, label %CF, label %CF256

CF256:                                            ; preds = %CF
  %Sl185 = select i1 %Cmp172, i16 %Sl51, i16 %FC31
  %Cmp186 = icmp slt <4 x i1> %Shuff118, %Shuff36
  %L187 = load double, ptr %PC177, align 8
  store <8 x i64> %Se170, ptr %PC127, align 64
  %E188 = extractelement <2 x i1> %Shuff160, i32 %B91
  br i1 %E188, label %CF, label %CF236

CF236:                                            ; preds = %CF236, %CF261, %CF256
  %Shuff189 = shufflevector <4 x i1> %Cmp72, <4 x i1> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I190 = insertelement <2 x i1> %Cmp93, i1 %Cmp172, i32 %E159
  %Se191 = sext i32 %E174 to i64
  %Sl192 = select i1 %E188, i32 %B70, i32 %Se
  %Cmp193 = icmp ult <4 x i8> %Shuff89, %Sl114
  %L194 = load i8, ptr %Sl17, align 1
  store <4 x i8> %Shuff75, ptr %Sl17, align 4
  %E195 = extractelement <4 x i8> %Shuff182, i32 %Sl192
  %Shuff196 = shufflevector <2 x i32> %Shuff14, <2 x i32> %Shuff125, <2 x i32> <i32 0, i32 2>
  %I197 = insertelement <8 x i1> %Cmp25, i1 %Cmp179, i32 %Sl156
  %B198 = frem float %L59, 0x38F2272600000000
  %Tr199 = trunc i16 %L87 to i8
  %Sl200 = select i1 %Cmp18, double %L187, double %B45
  %Cmp201 = icmp ne i8 %E, %E95
  br i1 %Cmp201, label %CF236, label %CF261

CF261:                                            ; preds = %CF236
  %L202 = load float, ptr %PC63, align 4
  store <4 x i16> %L158, ptr %0, align 8
  %E203 = extractelement <4 x i1> %Cmp40, i32 %B91
  br i1 %E203, label %CF236, label %CF240

CF240:                                            ; preds = %CF240, %CF252, %CF248, %CF253, %CF261
  %Shuff204 = shufflevector <8 x i1> %Shuff, <8 x i1> %I147, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I205 = insertelement <8 x i16> zeroinitializer, i16 %Sl149, i32 %3
  %B206 = add <8 x i16> %L19, %I90
  %Se207 = sext <8 x i8> %I8 to <8 x i16>
  %Sl208 = select i1 true, i1 %Sl99, i1 %Sl99
  br i1 %Sl208, label %CF240, label %CF252

CF252:                                            ; preds = %CF240
  %Cmp209 = icmp ule <8 x i16> %Se207, %I22
  %L210 = load i1, ptr %Sl17, align 1
  br i1 %L210, label %CF240, label %CF248

CF248:                                            ; preds = %CF252
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC63, align 16
  %E211 = extractelement <2 x i32> %Shuff55, i32 487409
  %Shuff212 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff28, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I213 = insertelement <4 x i8> %Shuff131, i8 %E95, i32 %B91
  %B214 = or <4 x i8> %I213, %Shuff61
  %PC215 = bitcast ptr %2 to ptr
  %Sl216 = select i1 %Cmp11, i64 %Se191, i64 %4
  %Cmp217 = icmp eq i8 %E124, %E95
  br i1 %Cmp217, label %CF240, label %CF246

CF246:                                            ; preds = %CF246, %CF248
  %L218 = load <8 x float>, ptr %PC215, align 32
  store i64 %B77, ptr %PC38, align 4
  %E219 = extractelement <8 x i1> %I104, i32 %Sl192
  br i1 %E219, label %CF246, label %CF253

CF253:                                            ; preds = %CF246
  %Shuff220 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Sl178, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I221 = insertelement <4 x i8> %L173, i8 %E124, i32 %E74
  %B222 = and i8 %E13, %L194
  %ZE223 = zext <4 x i8> %Shuff212 to <4 x i64>
  %Sl224 = select i1 %E188, i8 %E13, i8 %B222
  %Cmp225 = icmp slt i32 %E74, %E109
  br i1 %Cmp225, label %CF240, label %CF244

CF244:                                            ; preds = %CF244, %CF253
  %L226 = load <16 x i16>, ptr %PC155, align 32
  store i16 %L136, ptr %PC63, align 2
  %E227 = extractelement <8 x float> %L218, i32 %E174
  %Shuff228 = shufflevector <4 x i16> %L158, <4 x i16> %L158, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I229 = insertelement <8 x i1> %I37, i1 %FC, i32 %E81
  %B230 = or i16 5969, %B120
  %FC231 = sitofp <8 x i1> %Shuff204 to <8 x double>
  %Sl232 = select i1 %Cmp115, i1 %Cmp115, i1 %Cmp115
  br i1 %Sl232, label %CF244, label %CF247

CF247:                                            ; preds = %CF244
  %Cmp233 = icmp ule <2 x i1> %Shuff160, %Cmp93
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC63, align 32
  store i64 %Se191, ptr %Sl17, align 4
  store i1 %Sl208, ptr %PC177, align 1
  store i16 29877, ptr %PC215, align 2
  ret void
}
