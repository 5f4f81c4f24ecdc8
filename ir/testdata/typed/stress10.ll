; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD10(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i16>, align 4
  %A3 = alloca <8 x i8>, align 8
  %A2 = alloca <8 x float>, align 32
  %A1 = alloca <8 x i8>, align 8
  %A = alloca <8 x i1>, align 1
  %L = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E = extractelement <4 x i1> zeroinitializer, i32 0
  br label %CF162

CF162:                                            ; preds = %CF162, %BB
  %Shuff = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 7, i32 undef, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5>
  %I = insertelement <8 x i64> zeroinitializer, i64 154755, i32 1
  %B = frem double 0x505586F400532C72, 0xE1191CB8DB178C36
  %FC = fptoui double 0x505586F400532C72 to i32
  %Sl = select <8 x i1> zeroinitializer, <8 x i64> zeroinitializer, <8 x i64> zeroinitializer
  %Cmp = icmp uge <16 x i8> %Shuff, zeroinitializer
  %L5 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E6 = extractelement <8 x i64> %I, i32 4
  %Shuff7 = shufflevector <16 x i1> %Cmp, <16 x i1> %Cmp, <16 x i32> <i32 undef, i32 1, i32 undef, i32 5, i32 undef, i32 undef, i32 11, i32 undef, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29>
  %I8 = insertelement <1 x i1> zeroinitializer, i1 true, i32 0
  %B9 = xor i8 %L, %L
  %BC = bitcast double 0xC7A14D40D59FD0BE to i64
  %Sl10 = select i1 true, <8 x float>* %A2, <8 x float>* %A2
  %Cmp11 = icmp sge <4 x i1> zeroinitializer, zeroinitializer
  %L12 = load <2 x i16>, <2 x i16>* %A4, align 4
  store i8 %5, i8* %0, align 1
  %E13 = extractelement <4 x i1> zeroinitializer, i32 2
  br i1 %E13, label %CF162, label %CF168

CF168:                                            ; preds = %CF162
  %Shuff14 = shufflevector <8 x i64> %Sl, <8 x i64> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1, i32 3>
  %I15 = insertelement <16 x i8> zeroinitializer, i8 %5, i32 7
  %PC = bitcast <8 x i1>* %A to i8*
  %Sl16 = select i1 true, <8 x i8>* %A3, <8 x i8>* %A1
  %Cmp17 = icmp ugt i64 %BC, %E6
  br label %CF155

CF155:                                            ; preds = %CF155, %CF172, %CF171, %CF173, %CF159, %CF168
  %L18 = load <8 x i1>, <8 x i1>* %A, align 1
  store <8 x float> <float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00>, <8 x float>* %Sl10, align 32
  %E19 = extractelement <4 x i1> zeroinitializer, i32 2
  br i1 %E19, label %CF155, label %CF172

CF172:                                            ; preds = %CF155
  %Shuff20 = shufflevector <16 x i1> %Shuff7, <16 x i1> %Cmp, <16 x i32> <i32 undef, i32 undef, i32 5, i32 7, i32 undef, i32 11, i32 13, i32 undef, i32 17, i32 19, i32 21, i32 23, i32 undef, i32 27, i32 29, i32 undef>
  %I21 = insertelement <4 x i1> zeroinitializer, i1 true, i32 3
  %Se = sext <16 x i8> zeroinitializer to <16 x i16>
  %Sl22 = select <8 x i1> %L18, <8 x i64> %I, <8 x i64> zeroinitializer
  %Cmp23 = icmp ugt <8 x i64> zeroinitializer, %Shuff14
  %L24 = load <8 x float>, <8 x float>* %Sl10, align 32
  store <8 x float> %L24, <8 x float>* %Sl10, align 32
  %E25 = extractelement <16 x i1> %Shuff7, i32 8
  br i1 %E25, label %CF155, label %CF171

CF171:                                            ; preds = %CF172
  %Shuff26 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp11, <4 x i32> <i32 undef, i32 undef, i32 7, i32 1>
  %I27 = insertelement <4 x i1> zeroinitializer, i1 %E19, i32 1
  %B28 = add i32 308323, %3
  %FC29 = uitofp i8 %5 to double
  %Sl30 = select <8 x i1> zeroinitializer, <8 x i64> zeroinitializer, <8 x i64> %Sl
  %Cmp31 = icmp sgt <4 x i1> zeroinitializer, %I21
  %L32 = load <8 x float>, <8 x float>* %Sl10, align 32
  store i8 %L, i8* %PC, align 1
  %E33 = extractelement <8 x i64> zeroinitializer, i32 0
  %Shuff34 = shufflevector <4 x i1> %I27, <4 x i1> %Cmp11, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I35 = insertelement <8 x i64> zeroinitializer, i64 %E6, i32 5
  %FC36 = uitofp <1 x i1> zeroinitializer to <1 x double>
  %Sl37 = select i1 true, i64 %BC, i64 %E33
  %L38 = load <8 x float>, <8 x float>* %Sl10, align 32
  store <8 x float> %L24, <8 x float>* %Sl10, align 32
  %E39 = extractelement <8 x i64> %Sl30, i32 0
  %Shuff40 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp11, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I41 = insertelement <16 x i32> zeroinitializer, i32 %B28, i32 5
  %B42 = fdiv float 0xBF57711B40000000, 0x3EE0F284C0000000
  %PC43 = bitcast <8 x float>* %A2 to i64*
  %Sl44 = select <8 x i1> zeroinitializer, <8 x i1> %Cmp23, <8 x i1> zeroinitializer
  %L45 = load <8 x float>, <8 x float>* %Sl10, align 32
  store <8 x float> %L24, <8 x float>* %Sl10, align 32
  %E46 = extractelement <16 x i8> %Shuff, i32 5
  %Shuff47 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I21, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I48 = insertelement <4 x i1> %Shuff40, i1 %E, i32 2
  %PC49 = bitcast i64* %PC43 to i1*
  %Sl50 = select <16 x i1> %Cmp, <16 x i16> %Se, <16 x i16> %Se
  %Cmp51 = icmp sge i1 %Cmp17, %E
  br i1 %Cmp51, label %CF155, label %CF164

CF164:                                            ; preds = %CF164, %CF171
  %L52 = load i64, i64* %PC43, align 4
  store <8 x float> %L32, <8 x float>* %Sl10, align 32
  %E53 = extractelement <16 x i1> %Shuff20, i32 2
  br i1 %E53, label %CF164, label %CF173

CF173:                                            ; preds = %CF164
  %Shuff54 = shufflevector <4 x i1> %Shuff34, <4 x i1> %Cmp11, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I55 = insertelement <8 x i1> zeroinitializer, i1 %E13, i32 7
  %B56 = fdiv <1 x double> %FC36, %FC36
  %FC57 = uitofp i32 %FC to double
  %Sl58 = select <4 x i1> %Cmp11, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %Cmp59 = icmp ult i64 %E33, 154755
  br i1 %Cmp59, label %CF155, label %CF158

CF158:                                            ; preds = %CF158, %CF173
  %L60 = load i8, i8* %0, align 1
  store i1 %Cmp51, i1* %PC49, align 1
  %E61 = extractelement <4 x i1> %Shuff40, i32 2
  br i1 %E61, label %CF158, label %CF159

CF159:                                            ; preds = %CF158
  %Shuff62 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 undef, i32 undef>
  %I63 = insertelement <8 x i64> %I35, i64 %E6, i32 7
  %B64 = udiv i32 %B28, %3
  %ZE = zext <4 x i1> %Shuff34 to <4 x i32>
  %Sl65 = select i1 true, double %B, double %FC29
  %Cmp66 = fcmp one double %FC57, 0xE1191CB8DB178C36
  br i1 %Cmp66, label %CF155, label %CF156

CF156:                                            ; preds = %CF156, %CF159
  %L67 = load <8 x float>, <8 x float>* %A2, align 32
  store <8 x float> %L45, <8 x float>* %Sl10, align 32
  %E68 = extractelement <4 x i1> zeroinitializer, i32 0
  br i1 %E68, label %CF156, label %CF157

CF157:                                            ; preds = %CF157, %CF175, %CF166, %CF156
  %Shuff69 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %I41, <16 x i32> <i32 31, i32 undef, i32 3, i32 undef, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 17, i32 undef, i32 21, i32 23, i32 25, i32 27, i32 29>
  %I70 = insertelement <8 x i1> %L18, i1 %Cmp59, i32 1
  %B71 = xor i8 %L, 0
  %ZE72 = fpext float 0x3ACD681140000000 to double
  %Sl73 = select i1 %E25, <8 x float>* %A2, <8 x float>* %A2
  %Cmp74 = icmp ugt i64 %4, %E33
  br i1 %Cmp74, label %CF157, label %CF169

CF169:                                            ; preds = %CF169, %CF157
  %L75 = load <8 x float>, <8 x float>* %Sl73, align 32
  store <8 x float> %L24, <8 x float>* %Sl10, align 32
  %E76 = extractelement <16 x i1> %Cmp, i32 2
  br i1 %E76, label %CF169, label %CF175

CF175:                                            ; preds = %CF169
  %Shuff77 = shufflevector <1 x i1> %I8, <1 x i1> zeroinitializer, <1 x i32> undef
  %I78 = insertelement <8 x i1> %Sl44, i1 %Cmp51, i32 1
  %B79 = sub i16 20171, 20327
  %BC80 = bitcast float %B42 to i32
  %Sl81 = select i1 %Cmp66, <8 x float>* %Sl10, <8 x float>* %Sl73
  %Cmp82 = fcmp uno <1 x double> %FC36, %B56
  %L83 = load i64, i64* %PC43, align 4
  store i64 170415, i64* %PC43, align 4
  %E84 = extractelement <1 x i1> %Shuff77, i32 0
  br i1 %E84, label %CF157, label %CF166

CF166:                                            ; preds = %CF175
  %Shuff85 = shufflevector <16 x i32> %Shuff69, <16 x i32> %I41, <16 x i32> <i32 13, i32 undef, i32 undef, i32 19, i32 undef, i32 23, i32 undef, i32 27, i32 29, i32 31, i32 1, i32 undef, i32 5, i32 7, i32 9, i32 undef>
  %I86 = insertelement <4 x i1> %Shuff54, i1 %E84, i32 3
  %PC87 = bitcast i8* %PC to i1*
  %Sl88 = select i1 true, <8 x i64> zeroinitializer, <8 x i64> zeroinitializer
  %Cmp89 = icmp sgt <4 x i1> %I48, %Shuff54
  %L90 = load <8 x float>, <8 x float>* %Sl10, align 32
  store <8 x float> %L24, <8 x float>* %Sl73, align 32
  %E91 = extractelement <2 x i16> %L12, i32 1
  %Shuff92 = shufflevector <8 x float> %L38, <8 x float> %L24, <8 x i32> <i32 undef, i32 4, i32 6, i32 8, i32 undef, i32 12, i32 14, i32 0>
  %I93 = insertelement <16 x i8> %Shuff, i8 %E46, i32 4
  %B94 = urem i32 %3, %3
  %ZE95 = zext i16 %E91 to i64
  %Sl96 = select i1 %Cmp51, i1 %Cmp74, i1 %Cmp59
  br i1 %Sl96, label %CF157, label %CF161

CF161:                                            ; preds = %CF161, %CF167, %CF166
  %Cmp97 = fcmp ueq double %FC57, %FC57
  br i1 %Cmp97, label %CF161, label %CF167

CF167:                                            ; preds = %CF161
  %L98 = load <8 x float>, <8 x float>* %Sl10, align 32
  store <8 x float> %L90, <8 x float>* %Sl81, align 32
  %E99 = extractelement <16 x i1> %Cmp, i32 6
  br i1 %E99, label %CF161, label %CF165

CF165:                                            ; preds = %CF167
  %Shuff100 = shufflevector <1 x i1> %Cmp82, <1 x i1> %Shuff77, <1 x i32> <i32 1>
  %I101 = insertelement <4 x i1> zeroinitializer, i1 true, i32 1
  %Tr = trunc i32 308323 to i8
  %Sl102 = select <4 x i1> %Cmp11, <4 x i1> %Shuff47, <4 x i1> %Shuff40
  %Cmp103 = fcmp une double 0x505586F400532C72, %FC57
  br label %CF

CF:                                               ; preds = %CF, %CF176, %CF165
  %L104 = load <8 x float>, <8 x float>* %Sl73, align 32
  store <8 x float> %L98, <8 x float>* %Sl10, align 32
  %E105 = extractelement <8 x float> %L38, i32 6
  %Shuff106 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff47, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I107 = insertelement <8 x i1> zeroinitializer, i1 true, i32 3
  %FC108 = fptosi double 0xB0D58774A0D36CF2 to i1
  br i1 %FC108, label %CF, label %CF174

CF174:                                            ; preds = %CF174, %CF177, %CF
  %Sl109 = select i1 true, <1 x double> %B56, <1 x double> %FC36
  %Cmp110 = icmp ule <2 x i16> %L12, %L12
  %L111 = load i8, i8* %0, align 1
  store i8 %E46, i8* %0, align 1
  %E112 = extractelement <8 x i64> %Shuff14, i32 5
  %Shuff113 = shufflevector <8 x i1> %Sl44, <8 x i1> %L18, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 undef>
  %I114 = insertelement <8 x i1> %Shuff62, i1 true, i32 2
  %Tr115 = trunc i8 %B71 to i1
  br i1 %Tr115, label %CF174, label %CF177

CF177:                                            ; preds = %CF174
  %Sl116 = select i1 %E84, <8 x i64> %Sl, <8 x i64> zeroinitializer
  %Cmp117 = fcmp ord double %Sl65, 0xE1191CB8DB178C36
  br i1 %Cmp117, label %CF174, label %CF176

CF176:                                            ; preds = %CF177
  %L118 = load <8 x float>, <8 x float>* %Sl10, align 32
  store i64 %E33, i64* %PC43, align 4
  %E119 = extractelement <16 x i32> %Shuff85, i32 3
  %Shuff120 = shufflevector <4 x i1> %I101, <4 x i1> %I21, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I121 = insertelement <16 x i8> zeroinitializer, i8 0, i32 0
  %B122 = fsub <8 x float> %Shuff92, %L90
  %Sl123 = select i1 %Tr115, i64 %4, i64 %E6
  %Cmp124 = icmp ult <8 x i1> %I70, %I107
  %L125 = load <8 x float>, <8 x float>* %Sl10, align 32
  store <8 x float> %L67, <8 x float>* %Sl10, align 32
  %E126 = extractelement <1 x double> %Sl109, i32 0
  %Shuff127 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I86, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I128 = insertelement <4 x i1> %Shuff34, i1 %Cmp51, i32 1
  %B129 = xor i64 %4, %L83
  %Tr130 = trunc i64 170415 to i8
  %Sl131 = select i1 %E84, <1 x i1> zeroinitializer, <1 x i1> %I8
  %Cmp132 = icmp ugt i1 true, %Cmp51
  br i1 %Cmp132, label %CF, label %CF160

CF160:                                            ; preds = %CF160, %CF178, %CF179, %CF176
  %L133 = load i64, i64* %PC43, align 4
  store i64 154755, i64* %PC43, align 4
  %E134 = extractelement <8 x i64> %Sl22, i32 7
  %Shuff135 = shufflevector <4 x i1> %Shuff40, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I136 = insertelement <16 x i1> %Shuff7, i1 %Cmp103, i32 12
  %FC137 = uitofp i64 %Sl123 to float
  %Sl138 = select <8 x i1> zeroinitializer, <8 x i64> %I63, <8 x i64> zeroinitializer
  %Cmp139 = icmp ult i1 %Cmp17, %Cmp132
  br i1 %Cmp139, label %CF160, label %CF178

CF178:                                            ; preds = %CF160
  %L140 = load i64, i64* %PC43, align 4
  store i8 %Tr, i8* %0, align 1
  %E141 = extractelement <8 x float> %Shuff92, i32 6
  %Shuff142 = shufflevector <4 x i1> %Shuff135, <4 x i1> %I21, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I143 = insertelement <16 x i8> zeroinitializer, i8 %Tr130, i32 11
  %B144 = xor i64 %4, %L83
  %Sl145 = select i1 %Tr115, i32 %B94, i32 308323
  %Cmp146 = icmp sgt i1 %Cmp59, %E68
  br i1 %Cmp146, label %CF160, label %CF170

CF170:                                            ; preds = %CF170, %CF178
  %L147 = load i8, i8* %0, align 1
  store i32 %BC80, i32* %1, align 4
  %E148 = extractelement <4 x i1> %Shuff135, i32 2
  br i1 %E148, label %CF170, label %CF179

CF179:                                            ; preds = %CF170
  %Shuff149 = shufflevector <1 x double> %Sl109, <1 x double> %FC36, <1 x i32> <i32 1>
  %I150 = insertelement <8 x i1> %Sl44, i1 %E25, i32 5
  %B151 = shl <16 x i8> %I15, %I15
  %Tr152 = trunc i64 %E33 to i1
  br i1 %Tr152, label %CF160, label %CF163

CF163:                                            ; preds = %CF179
  %Sl153 = select i1 true, <8 x float> %L98, <8 x float> %L24
  %Cmp154 = fcmp oge <8 x float> %B122, %L24
  store <8 x float> %L90, <8 x float>* %Sl10, align 32
  store i8 %B71, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  store i64 %L83, i64* %PC43, align 4
  store i64 %ZE95, i64* %PC43, align 4
  ret void
}
