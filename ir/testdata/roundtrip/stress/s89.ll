; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD89(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca i32, align 4
  %A2 = alloca i8, align 1
  %A1 = alloca i16, align 2
  %A = alloca i64, align 8
  %L = load <4 x i64>, ptr %0, align 32
  store i8 63, ptr %0, align 1
  %E = extractelement <1 x i32> zeroinitializer, i32 416599
  %Shuff = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 poison, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15>
  %I = insertelement <8 x i32> zeroinitializer, i32 416599, i32 416599
  %B = ashr i8 3, %5
  %Tr = trunc i64 0 to i16
  %Sl = select i1 true, ptr %0, ptr %0
  %L5 = load i64, ptr %Sl, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 16
  %E6 = extractelement <1 x i32> zeroinitializer, i32 416599
  %Shuff7 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14>
  %I8 = insertelement <8 x i8> zeroinitializer, i8 -41, i32 416599
  %PC = bitcast ptr %A3 to ptr
  %Sl9 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> zeroinitializer, <8 x i32> %Shuff
  %Cmp = icmp slt <4 x i64> %L, %L
  %L10 = load <16 x i16>, ptr %Sl, align 32
  store i32 %E, ptr %A, align 4
  %E11 = extractelement <1 x i32> zeroinitializer, i32 416599
  %Shuff12 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %Shuff7, <8 x i32> <i32 poison, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I13 = insertelement <2 x i1> zeroinitializer, i1 true, i32 416599
  %B14 = frem double 0x5D9D4E3C019BE7BA, 0x6BE5568483E36402
  %FC = sitofp <4 x i64> %L to <4 x float>
  %Sl15 = select i1 true, ptr %A, ptr %Sl
  %Cmp16 = icmp sge i8 %5, %B
  br label %CF

CF:                                               ; preds = %CF, %CF259, %CF249, %BB
  %L17 = load <8 x double>, ptr %Sl, align 64
  store i1 true, ptr %Sl, align 1
  %E18 = extractelement <8 x i8> %Shuff12, i32 %E11
  %Shuff19 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 poison, i32 5, i32 7>
  %I20 = insertelement <8 x i8> %Shuff7, i8 -41, i32 416599
  %B21 = sdiv i64 0, %L5
  %FC22 = fptoui float 0xC6FE658240000000 to i16
  %Sl23 = select <4 x i1> zeroinitializer, <4 x i64> zeroinitializer, <4 x i64> %L
  %Cmp24 = icmp sge <8 x i8> zeroinitializer, zeroinitializer
  %L25 = load <2 x i64>, ptr %Sl15, align 16
  store i8 -41, ptr %Sl, align 1
  %E26 = extractelement <8 x i32> zeroinitializer, i32 416599
  %Shuff27 = shufflevector <8 x i8> %Shuff7, <8 x i8> %I20, <8 x i32> <i32 7, i32 9, i32 11, i32 poison, i32 15, i32 poison, i32 3, i32 5>
  %I28 = insertelement <4 x i8> %Shuff19, i8 %E18, i32 %E26
  %B29 = udiv <4 x i64> %L, %L
  %Sl30 = select i1 true, double %B14, double %B14
  %Cmp31 = icmp ult i8 -41, -41
  br i1 %Cmp31, label %CF, label %CF245

CF245:                                            ; preds = %CF245, %CF
  %L32 = load i16, ptr %Sl, align 2
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl, align 128
  %E33 = extractelement <8 x i32> zeroinitializer, i32 %E6
  %Shuff34 = shufflevector <8 x i8> %Shuff7, <8 x i8> %I8, <8 x i32> <i32 2, i32 4, i32 poison, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I35 = insertelement <1 x i32> zeroinitializer, i32 %E26, i32 %E26
  %B36 = sub <8 x i8> zeroinitializer, %Shuff27
  %PC37 = bitcast ptr %0 to ptr
  %Sl38 = select i1 true, i64 -1, i64 %4
  %L39 = load i64, ptr %PC, align 4
  store <4 x i8> zeroinitializer, ptr %PC37, align 4
  %E40 = extractelement <1 x i32> zeroinitializer, i32 %E26
  %Shuff41 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I35, <1 x i32> zeroinitializer
  %I42 = insertelement <8 x i64> zeroinitializer, i64 -1, i32 %E
  %B43 = lshr i32 %E, %E33
  %FC44 = sitofp i64 %L5 to double
  %Sl45 = select i1 %Cmp16, i32 %E33, i32 416599
  %Cmp46 = fcmp ueq double 0x6BE5568483E36402, %B14
  br i1 %Cmp46, label %CF245, label %CF259

CF259:                                            ; preds = %CF245
  %L47 = load <8 x i8>, ptr %PC37, align 8
  store i64 500343, ptr %Sl, align 4
  %E48 = extractelement <8 x i8> %Shuff34, i32 416599
  %Shuff49 = shufflevector <8 x i8> %B36, <8 x i8> zeroinitializer, <8 x i32> <i32 11, i32 poison, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I50 = insertelement <1 x i8> zeroinitializer, i8 -41, i32 416599
  %B51 = fdiv double 0xC57D0E1C197B579A, %B14
  %Tr52 = trunc <1 x i32> %Shuff41 to <1 x i8>
  %Sl53 = select i1 %Cmp46, i16 %FC22, i16 %FC22
  %Cmp54 = icmp eq <8 x i8> %B36, zeroinitializer
  %L55 = load double, ptr %0, align 8
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 128
  %E56 = extractelement <8 x double> %L17, i32 %E6
  %Shuff57 = shufflevector <8 x i8> %Shuff34, <8 x i8> %Shuff12, <8 x i32> <i32 8, i32 10, i32 12, i32 poison, i32 poison, i32 2, i32 4, i32 6>
  %I58 = insertelement <8 x i8> zeroinitializer, i8 -41, i32 %E26
  %B59 = shl i64 %Sl38, %4
  %Sl60 = select i1 %Cmp16, double 0x6BE5568483E36402, double %B14
  %Cmp61 = icmp ugt <1 x i8> zeroinitializer, zeroinitializer
  %L62 = load <8 x float>, ptr %PC37, align 32
  store i8 %5, ptr %Sl, align 1
  %E63 = extractelement <8 x i64> %I42, i32 %E26
  %Shuff64 = shufflevector <8 x i8> %Shuff7, <8 x i8> %I20, <8 x i32> <i32 3, i32 5, i32 7, i32 poison, i32 11, i32 poison, i32 poison, i32 1>
  %I65 = insertelement <1 x i8> zeroinitializer, i8 -41, i32 %Sl45
  %B66 = fdiv double 0xC57D0E1C197B579A, %B14
  %Sl67 = select i1 true, i64 %E63, i64 500343
  %L68 = load i64, ptr %Sl, align 4
  %E69 = extractelement <8 x i8> %I58, i32 416599
  %Shuff70 = shufflevector <8 x i8> %Shuff34, <8 x i8> %L47, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 poison, i32 11>
  %I71 = insertelement <8 x i8> %L47, i8 -41, i32 %3
  %B72 = mul <4 x i64> %L, zeroinitializer
  %Se = sext i1 true to i8
  %Sl73 = select i1 true, i32 356955, i32 %E6
  %Cmp74 = icmp sge i8 %E69, %E48
  br i1 %Cmp74, label %CF, label %CF236

CF236:                                            ; preds = %CF236, %CF255, %CF259
  %L75 = load i8, ptr %A4, align 1
  store <8 x i64> zeroinitializer, ptr %PC37, align 64
  %E76 = extractelement <1 x i32> %Shuff41, i32 %E26
  %Shuff77 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 poison, i32 12, i32 14, i32 poison, i32 2, i32 4, i32 poison, i32 8>
  %I78 = insertelement <2 x i1> zeroinitializer, i1 %Cmp16, i32 416599
  %B79 = ashr <8 x i8> %Shuff27, zeroinitializer
  %FC80 = uitofp <16 x i16> %L10 to <16 x double>
  %Sl81 = select i1 %Cmp46, float 0xC6FE658240000000, float 0x47CCF270C0000000
  %Cmp82 = icmp sgt i64 %B59, %B21
  br i1 %Cmp82, label %CF236, label %CF255

CF255:                                            ; preds = %CF236
  %L83 = load i64, ptr %Sl, align 4
  %E84 = extractelement <4 x i1> zeroinitializer, i32 %Sl73
  br i1 %E84, label %CF236, label %CF238

CF238:                                            ; preds = %CF238, %CF248, %CF255
  %Shuff85 = shufflevector <8 x i8> %L47, <8 x i8> %L47, <8 x i32> <i32 poison, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I86 = insertelement <4 x i1> zeroinitializer, i1 %Cmp16, i32 %E26
  %B87 = sub <8 x i8> %L47, %Shuff57
  %ZE = zext <2 x i1> %I13 to <2 x i16>
  %Sl88 = select i1 %Cmp74, <8 x i8> zeroinitializer, <8 x i8> %Shuff34
  %Cmp89 = fcmp une <16 x double> %FC80, %FC80
  %L90 = load i32, ptr %Sl, align 4
  %E91 = extractelement <8 x i8> %Shuff12, i32 %Sl73
  %Shuff92 = shufflevector <1 x i32> %I35, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I93 = insertelement <8 x i8> %Shuff27, i8 63, i32 %E40
  %B94 = lshr <1 x i8> %Tr52, zeroinitializer
  %FC95 = sitofp <2 x i1> %I13 to <2 x double>
  %Sl96 = select i1 true, ptr %A, ptr %0
  %Cmp97 = icmp eq i8 %5, %B
  br i1 %Cmp97, label %CF238, label %CF248

CF248:                                            ; preds = %CF238
  %L98 = load <4 x i8>, ptr %PC37, align 4
  store i64 %4, ptr %Sl96, align 4
  %E99 = extractelement <4 x i1> %Cmp, i32 %L90
  br i1 %E99, label %CF238, label %CF240

CF240:                                            ; preds = %CF240, %CF248
  %Shuff100 = shufflevector <8 x i32> %I, <8 x i32> %Shuff, <8 x i32> <i32 5, i32 7, i32 9, i32 poison, i32 poison, i32 15, i32 1, i32 poison>
  %I101 = insertelement <4 x i8> %L98, i8 %E91, i32 416599
  %B102 = lshr <8 x i8> %Shuff64, %B79
  %Sl103 = select <8 x i1> %Cmp24, <8 x i8> %I20, <8 x i8> %Shuff70
  %L104 = load i1, ptr %Sl96, align 1
  br i1 %L104, label %CF240, label %CF249

CF249:                                            ; preds = %CF240
  %E105 = extractelement <2 x i1> zeroinitializer, i32 416599
  br i1 %E105, label %CF, label %CF234

CF234:                                            ; preds = %CF234, %CF258, %CF250, %CF256, %CF257, %CF249
  %Shuff106 = shufflevector <2 x i1> %I13, <2 x i1> %I13, <2 x i32> <i32 3, i32 1>
  %I107 = insertelement <4 x i1> zeroinitializer, i1 %Cmp74, i32 %E11
  %Tr108 = trunc i32 %Sl73 to i1
  br i1 %Tr108, label %CF234, label %CF258

CF258:                                            ; preds = %CF234
  %Sl109 = select i1 %Cmp16, ptr %A1, ptr %Sl
  %Cmp110 = icmp sge <8 x i8> %Shuff7, %Shuff34
  %L111 = load double, ptr %Sl96, align 8
  %E112 = extractelement <8 x i8> %Shuff49, i32 %Sl45
  %Shuff113 = shufflevector <8 x i32> %I, <8 x i32> %Shuff100, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I114 = insertelement <4 x i64> %B29, i64 -1, i32 %3
  %B115 = shl i8 -41, %B
  %FC116 = fptoui double 0xD299CC8AF27B446 to i32
  %Sl117 = select i1 %Cmp31, double 0xA8B9EC58B2B76BD6, double 0xC57D0E1C197B579A
  %Cmp118 = fcmp une double %B66, 0xD299CC8AF27B446
  br i1 %Cmp118, label %CF234, label %CF244

CF244:                                            ; preds = %CF244, %CF258
  %L119 = load i64, ptr %0, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl96, align 32
  %E120 = extractelement <1 x i1> %Cmp61, i32 %E33
  br i1 %E120, label %CF244, label %CF247

CF247:                                            ; preds = %CF247, %CF244
  %Shuff121 = shufflevector <4 x i1> %I86, <4 x i1> %Cmp, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I122 = insertelement <8 x i64> zeroinitializer, i64 -1, i32 416599
  %PC123 = bitcast ptr %Sl96 to ptr
  %Sl124 = select <1 x i1> %Cmp61, <1 x i1> %Cmp61, <1 x i1> %Cmp61
  %Cmp125 = icmp slt <8 x i64> %I122, zeroinitializer
  %L126 = load <1 x i1>, ptr %Sl96, align 1
  store float 0x47CCF270C0000000, ptr %Sl, align 4
  %E127 = extractelement <1 x i32> zeroinitializer, i32 %FC116
  %Shuff128 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I129 = insertelement <1 x i32> zeroinitializer, i32 %E33, i32 416599
  %B130 = lshr <1 x i8> %I65, zeroinitializer
  %BC = bitcast double %E56 to i64
  %Sl131 = select i1 %Cmp16, ptr %PC123, ptr %Sl109
  %L132 = load i8, ptr %Sl, align 1
  %E133 = extractelement <8 x i8> %Shuff34, i32 %E6
  %Shuff134 = shufflevector <1 x i8> %Tr52, <1 x i8> %B94, <1 x i32> <i32 1>
  %I135 = insertelement <8 x i8> %Shuff7, i8 %E48, i32 %L90
  %B136 = frem double %B14, 0xD299CC8AF27B446
  %Sl137 = select i1 true, i64 %B21, i64 %B21
  %Cmp138 = icmp ne <4 x i1> %Cmp, %I86
  %L139 = load <1 x float>, ptr %Sl96, align 4
  store i1 %Cmp46, ptr %Sl109, align 1
  %E140 = extractelement <4 x i8> zeroinitializer, i32 %FC116
  %Shuff141 = shufflevector <1 x i32> %Shuff41, <1 x i32> %Shuff92, <1 x i32> <i32 1>
  %I142 = insertelement <8 x i1> %Cmp110, i1 %Cmp74, i32 %E26
  %Tr143 = trunc i8 %E18 to i1
  br i1 %Tr143, label %CF247, label %CF250

CF250:                                            ; preds = %CF247
  %Sl144 = select i1 true, i8 %E48, i8 %E18
  %Cmp145 = icmp sgt i1 %L104, %Cmp74
  br i1 %Cmp145, label %CF234, label %CF239

CF239:                                            ; preds = %CF239, %CF252, %CF251, %CF250
  %L146 = load i8, ptr %Sl131, align 1
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl, align 16
  %E147 = extractelement <2 x i1> %Shuff106, i32 %E11
  br i1 %E147, label %CF239, label %CF252

CF252:                                            ; preds = %CF239
  %Shuff148 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I35, <1 x i32> poison
  %I149 = insertelement <1 x i32> zeroinitializer, i32 416599, i32 %E127
  %Sl150 = select <8 x i1> %Cmp54, <8 x i1> %Cmp24, <8 x i1> %Cmp54
  %Cmp151 = icmp ult <4 x i64> %L, %L
  %L152 = load <1 x i1>, ptr %PC123, align 1
  store i64 %L83, ptr %Sl15, align 4
  %E153 = extractelement <8 x i8> %Shuff49, i32 %Sl73
  %Shuff154 = shufflevector <4 x i1> %Shuff121, <4 x i1> %Cmp138, <4 x i32> <i32 5, i32 poison, i32 poison, i32 3>
  %I155 = insertelement <1 x i1> %L126, i1 %Cmp97, i32 %E11
  %ZE156 = zext i1 %E99 to i32
  %Sl157 = select i1 %Cmp74, i32 %Sl45, i32 %L90
  %Cmp158 = icmp ugt <8 x i8> %I20, %Shuff49
  %L159 = load <16 x i16>, ptr %PC123, align 32
  store i8 %E112, ptr %PC, align 1
  %E160 = extractelement <8 x i8> %Shuff57, i32 %Sl73
  %Shuff161 = shufflevector <1 x i1> %Cmp61, <1 x i1> %Cmp61, <1 x i32> <i32 1>
  %I162 = insertelement <1 x i8> %B94, i8 -41, i32 %ZE156
  %B163 = fsub float 0x4162FF86C0000000, 0x47CCF270C0000000
  %Sl164 = select <16 x i1> %Cmp89, <16 x i16> %L159, <16 x i16> %L159
  %L165 = load i32, ptr %0, align 4
  store <4 x float> %FC, ptr %0, align 16
  %E166 = extractelement <2 x i1> zeroinitializer, i32 %B43
  br i1 %E166, label %CF239, label %CF251

CF251:                                            ; preds = %CF252
  %Shuff167 = shufflevector <2 x i1> %I78, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I168 = insertelement <4 x float> %FC, float %Sl81, i32 %L90
  %B169 = srem i32 416599, %FC116
  %Tr170 = trunc i32 %ZE156 to i16
  %Sl171 = select i1 %Cmp46, i32 %E33, i32 416599
  %Cmp172 = icmp ugt <4 x i1> %I107, %I86
  %L173 = load i1, ptr %Sl, align 1
  br i1 %L173, label %CF239, label %CF241

CF241:                                            ; preds = %CF241, %CF254, %CF251
  %E174 = extractelement <8 x i64> %I42, i32 %L165
  %Shuff175 = shufflevector <8 x i8> %B79, <8 x i8> %I135, <8 x i32> <i32 13, i32 poison, i32 1, i32 poison, i32 5, i32 poison, i32 9, i32 11>
  %I176 = insertelement <8 x i8> %B102, i8 %Sl144, i32 %ZE156
  %B177 = and i32 %E40, %Sl73
  %FC178 = uitofp i16 %L32 to float
  %Sl179 = select i1 %Cmp46, float 0x4162FF86C0000000, float %B163
  %Cmp180 = fcmp olt <8 x double> %L17, %L17
  %L181 = load i8, ptr %Sl96, align 1
  store <1 x i8> zeroinitializer, ptr %PC37, align 1
  %E182 = extractelement <8 x i8> %Shuff34, i32 %E127
  %Shuff183 = shufflevector <8 x i32> zeroinitializer, <8 x i32> %Shuff100, <8 x i32> <i32 10, i32 12, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 poison>
  %I184 = insertelement <1 x i32> zeroinitializer, i32 %Sl73, i32 %E11
  %B185 = ashr <8 x i8> %I20, zeroinitializer
  %Tr186 = fptrunc double %B51 to float
  %Sl187 = select i1 %Cmp74, i32 %ZE156, i32 %L90
  %Cmp188 = fcmp false double 0x5D9D4E3C019BE7BA, %B14
  br i1 %Cmp188, label %CF241, label %CF254

CF254:                                            ; preds = %CF241
  %L189 = load i32, ptr %Sl96, align 4
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl96, align 8
  %E190 = extractelement <8 x i8> zeroinitializer, i32 %Sl73
  %Shuff191 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 10, i32 poison, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I192 = insertelement <1 x i32> %Shuff148, i32 416599, i32 416599
  %B193 = add <1 x i8> %I65, %I50
  %Sl194 = select <2 x i1> %I78, <2 x i1> zeroinitializer, <2 x i1> %Shuff167
  %Cmp195 = icmp slt i16 0, %Tr170
  br i1 %Cmp195, label %CF241, label %CF242

CF242:                                            ; preds = %CF242, %CF253, %CF254
  %L196 = load <8 x double>, ptr %Sl96, align 64
  store float %FC178, ptr %Sl96, align 4
  %E197 = extractelement <8 x i8> %Shuff70, i32 %E127
  %Shuff198 = shufflevector <8 x i8> %Shuff34, <8 x i8> %Shuff175, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I199 = insertelement <1 x i32> zeroinitializer, i32 %E33, i32 %L165
  %B200 = srem i8 -41, %E197
  %FC201 = fptoui double 0xA8B9EC58B2B76BD6 to i16
  %Sl202 = select <8 x i1> %Cmp24, <8 x i8> %I135, <8 x i8> %I135
  %Cmp203 = fcmp ugt double %L111, %B136
  br i1 %Cmp203, label %CF242, label %CF253

CF253:                                            ; preds = %CF242
  %L204 = load <4 x i64>, ptr %A, align 32
  store i32 %Sl73, ptr %PC37, align 4
  %E205 = extractelement <4 x i1> %Cmp172, i32 %3
  br i1 %E205, label %CF242, label %CF246

CF246:                                            ; preds = %CF246, %CF253
  %Shuff206 = shufflevector <8 x i1> %Cmp180, <8 x i1> %Cmp110, <8 x i32> <i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I207 = insertelement <1 x i8> %Shuff134, i8 %L132, i32 %FC116
  %Tr208 = trunc i8 %B115 to i1
  br i1 %Tr208, label %CF246, label %CF256

CF256:                                            ; preds = %CF246
  %Sl209 = select <8 x i1> %Cmp110, <8 x i8> %I20, <8 x i8> %Shuff175
  %Cmp210 = icmp sgt i8 %E133, %E18
  br i1 %Cmp210, label %CF234, label %CF237

CF237:                                            ; preds = %CF237, %CF256
  %L211 = load <8 x double>, ptr %Sl96, align 64
  store i8 %Se, ptr %PC37, align 1
  %E212 = extractelement <1 x i8> %Shuff134, i32 %FC116
  %Shuff213 = shufflevector <1 x i1> %L152, <1 x i1> %L152, <1 x i32> <i32 1>
  %I214 = insertelement <8 x i32> zeroinitializer, i32 %E6, i32 %E6
  %B215 = urem i32 %E76, %E33
  %ZE216 = zext <4 x i8> zeroinitializer to <4 x i16>
  %Sl217 = select i1 %Cmp97, <1 x i8> %I162, <1 x i8> %I50
  %L218 = load <16 x i8>, ptr %0, align 16
  store i1 %Cmp195, ptr %0, align 1
  %E219 = extractelement <1 x i32> %Shuff92, i32 %E26
  %Shuff220 = shufflevector <1 x i32> %I199, <1 x i32> %Shuff148, <1 x i32> <i32 1>
  %I221 = insertelement <2 x double> %FC95, double %B136, i32 %L90
  %B222 = sub <4 x i8> %I101, %I28
  %FC223 = sitofp <8 x i8> %Shuff34 to <8 x float>
  %Sl224 = select i1 %Cmp145, double 0xC57D0E1C197B579A, double %Sl30
  %Cmp225 = icmp eq i32 %L90, %FC116
  br i1 %Cmp225, label %CF237, label %CF243

CF243:                                            ; preds = %CF243, %CF237
  %L226 = load <2 x i1>, ptr %Sl96, align 1
  store i32 %E6, ptr %PC123, align 4
  %E227 = extractelement <8 x i64> %Shuff191, i32 %B177
  %Shuff228 = shufflevector <8 x i8> %Shuff12, <8 x i8> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I229 = insertelement <2 x i1> %L226, i1 %Cmp225, i32 %B177
  %B230 = urem i32 %B43, %ZE156
  %FC231 = uitofp i64 %B21 to float
  %Sl232 = select i1 %Cmp16, i1 %Cmp195, i1 %Tr143
  br i1 %Sl232, label %CF243, label %CF257

CF257:                                            ; preds = %CF243
  %Cmp233 = fcmp olt float %Sl81, %Sl81
  br i1 %Cmp233, label %CF234, label %CF235

CF235:                                            ; preds = %CF257
  store i32 %Sl73, ptr %0, align 4
  store i32 %E, ptr %0, align 4
  store i16 0, ptr %0, align 2
  store i8 %E48, ptr %PC37, align 1
  store double %Sl224, ptr %0, align 8
  ret void
}
