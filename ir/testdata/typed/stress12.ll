; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD12(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i1>, align 1
  %A3 = alloca <8 x float>, align 32
  %A2 = alloca <1 x float>, align 4
  %A1 = alloca <8 x i64>, align 64
  %A = alloca <8 x float>, align 32
  %L = load <8 x i64>, <8 x i64>* %A1, align 64
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, <8 x float>* %A, align 32
  %E = extractelement <4 x i32> zeroinitializer, i32 1
  %Shuff = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I = insertelement <4 x i64> zeroinitializer, i64 0, i32 2
  %B = add <4 x i64> zeroinitializer, zeroinitializer
  %Tr = trunc <4 x i64> %I to <4 x i32>
  %Sl = select i1 true, <1 x float>* %A2, <1 x float>* %A2
  %Cmp = icmp sgt <4 x i64> zeroinitializer, zeroinitializer
  %L5 = load <1 x float>, <1 x float>* %Sl, align 4
  store <1 x float> %L5, <1 x float>* %Sl, align 4
  %E6 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff7 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I8 = insertelement <4 x i32> zeroinitializer, i32 %E6, i32 3
  %FC = fptosi double 0xB4F73E1629F5E894 to i8
  %Sl9 = select i1 true, <4 x i1>* %A4, <4 x i1>* %A4
  %Cmp10 = icmp uge i32 90777, 46597
  br label %CF161

CF161:                                            ; preds = %BB
  %L11 = load <4 x i1>, <4 x i1>* %Sl9, align 1
  %E12 = extractelement <4 x i64> zeroinitializer, i32 0
  %Shuff13 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I14 = insertelement <4 x i32> zeroinitializer, i32 %E, i32 1
  %FC15 = fptosi double 0x8A73DE9255715F10 to i32
  %Sl16 = select i1 true, i8 %FC, i8 %5
  %Cmp17 = icmp eq <4 x i64> zeroinitializer, %I
  %L18 = load i8, i8* %0, align 1
  store i32 %E6, i32* %1, align 4
  %E19 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff20 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Tr, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I21 = insertelement <4 x i32> zeroinitializer, i32 90777, i32 3
  %B22 = frem double 0x9F8BB1AA66892E28, 0x9F8BB1AA66892E28
  %FC23 = fptosi <1 x float> %L5 to <1 x i32>
  %Sl24 = select i1 %Cmp10, i8 %L18, i8 77
  %Cmp25 = icmp ult i16 -17491, 26785
  br label %CF

CF:                                               ; preds = %CF, %CF164, %CF166, %CF161
  %L26 = load i8, i8* %0, align 1
  store <1 x float> %L5, <1 x float>* %Sl, align 4
  %E27 = extractelement <4 x i32> %Shuff20, i32 0
  %Shuff28 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I14, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I29 = insertelement <8 x i64> %L, i64 %4, i32 5
  %B30 = urem <4 x i32> %Shuff28, %Tr
  %FC31 = uitofp i8 77 to float
  %Sl32 = select i1 true, i32 %3, i32 90777
  %Cmp33 = fcmp ule double 0x645BBA7AB359BEF8, %B22
  br i1 %Cmp33, label %CF, label %CF164

CF164:                                            ; preds = %CF
  %L34 = load <1 x float>, <1 x float>* %Sl, align 4
  store <1 x float> %L34, <1 x float>* %Sl, align 4
  %E35 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff36 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Tr, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I37 = insertelement <4 x i1> %Cmp, i1 %Cmp10, i32 0
  %B38 = ashr i32 90777, 46597
  %PC = bitcast i64* %2 to i32*
  %Sl39 = select i1 true, <1 x float>* %A2, <1 x float>* %A2
  %Cmp40 = icmp ugt i1 true, true
  br i1 %Cmp40, label %CF, label %CF163

CF163:                                            ; preds = %CF163, %CF164
  %L41 = load i32, i32* %PC, align 4
  store i32 90777, i32* %PC, align 4
  %E42 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff43 = shufflevector <4 x i32> %Tr, <4 x i32> zeroinitializer, <4 x i32> <i32 undef, i32 1, i32 undef, i32 5>
  %I44 = insertelement <4 x i32> %Shuff20, i32 %E6, i32 1
  %Tr45 = trunc i64 412781 to i8
  %Sl46 = select i1 true, float 0x40E135D500000000, float 0x40E135D500000000
  %Cmp47 = icmp sgt <2 x i16> zeroinitializer, zeroinitializer
  %L48 = load <1 x float>, <1 x float>* %Sl, align 4
  %E49 = extractelement <4 x i32> %Shuff43, i32 1
  %Shuff50 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Tr, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I51 = insertelement <4 x i32> %Shuff7, i32 %E27, i32 2
  %B52 = shl <4 x i64> %I, zeroinitializer
  %Tr53 = trunc <4 x i64> %B to <4 x i32>
  %Sl54 = select i1 %Cmp25, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer
  %Cmp55 = icmp sgt i64 0, %4
  br i1 %Cmp55, label %CF163, label %CF165

CF165:                                            ; preds = %CF165, %CF163
  %L56 = load <1 x float>, <1 x float>* %Sl, align 4
  store i32 %FC15, i32* %PC, align 4
  %E57 = extractelement <4 x i64> zeroinitializer, i32 3
  %Shuff58 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff7, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I59 = insertelement <8 x i64> %L, i64 %E12, i32 0
  %FC60 = sitofp <4 x i32> %Shuff43 to <4 x float>
  %Sl61 = select i1 true, <2 x i1> %Cmp47, <2 x i1> %Cmp47
  %Cmp62 = icmp slt i64 %4, 460229
  br i1 %Cmp62, label %CF165, label %CF166

CF166:                                            ; preds = %CF165
  %L63 = load i8, i8* %0, align 1
  store i8 77, i8* %0, align 1
  %E64 = extractelement <4 x i32> zeroinitializer, i32 1
  %Shuff65 = shufflevector <8 x i64> %I59, <8 x i64> %L, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I66 = insertelement <4 x i1> %Cmp, i1 %Cmp62, i32 2
  %B67 = lshr <4 x i32> %Tr, zeroinitializer
  %FC68 = sitofp i1 %Cmp33 to float
  %Sl69 = select i1 %Cmp25, i8 %L63, i8 %L63
  %L70 = load i32, i32* %PC, align 4
  store i8 %Sl16, i8* %0, align 1
  %E71 = extractelement <2 x i16> %Shuff, i32 1
  %Shuff72 = shufflevector <1 x float> %L34, <1 x float> %L56, <1 x i32> zeroinitializer
  %I73 = insertelement <8 x i64> %Shuff65, i64 %E57, i32 2
  %Se = sext i32 %L41 to i64
  %Sl74 = select i1 %Cmp40, i32 %E64, i32 %E49
  %Cmp75 = icmp sge <4 x i32> %Shuff43, %Tr
  %L76 = load i32, i32* %PC, align 4
  store i8 %FC, i8* %0, align 1
  %E77 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff78 = shufflevector <4 x i32> %I51, <4 x i32> zeroinitializer, <4 x i32> <i32 undef, i32 undef, i32 2, i32 undef>
  %I79 = insertelement <1 x float> %L56, float %FC68, i32 0
  %B80 = xor <4 x i32> %Shuff50, %Tr
  %Sl81 = select i1 true, <1 x float> %L56, <1 x float> %I79
  %Cmp82 = icmp ult <4 x i32> %B67, %I14
  %L83 = load <4 x i1>, <4 x i1>* %Sl9, align 1
  store i32 -1, i32* %PC, align 4
  %E84 = extractelement <1 x i32> %FC23, i32 0
  %Shuff85 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I86 = insertelement <8 x i64> %Shuff65, i64 460229, i32 2
  %B87 = shl i16 26785, %E71
  %Sl88 = select i1 %Cmp62, i32 %E6, i32 %E84
  %Cmp89 = icmp sgt <4 x i32> %Tr53, %B67
  %L90 = load <1 x float>, <1 x float>* %Sl, align 4
  store i8 %Tr45, i8* %0, align 1
  %E91 = extractelement <4 x i32> zeroinitializer, i32 1
  %Shuff92 = shufflevector <4 x i1> %Cmp82, <4 x i1> %Cmp, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I93 = insertelement <4 x i32> zeroinitializer, i32 %FC15, i32 2
  %B94 = fdiv double 0xDB2F0A4E1C2D80CC, 0x9F8BB1AA66892E28
  %Se95 = sext <4 x i32> zeroinitializer to <4 x i64>
  %Sl96 = select i1 true, i32 %E19, i32 %E
  %Cmp97 = icmp ule <4 x i32> %Shuff58, %I14
  %L98 = load i8, i8* %0, align 1
  store <1 x float> %L34, <1 x float>* %Sl, align 4
  %E99 = extractelement <4 x i32> %Shuff78, i32 3
  %Shuff100 = shufflevector <4 x i32> %Shuff78, <4 x i32> %I93, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I101 = insertelement <4 x i64> %I, i64 %E12, i32 0
  %B102 = urem i32 %L70, %E
  %FC103 = sitofp i1 true to float
  %Sl104 = select i1 %Cmp10, <4 x i1> %Shuff92, <4 x i1> %Cmp
  %Cmp105 = icmp sge <2 x i16> %Shuff85, %Shuff
  %L106 = load i8, i8* %0, align 1
  store <1 x float> %L5, <1 x float>* %Sl, align 4
  %E107 = extractelement <4 x i64> zeroinitializer, i32 3
  %Shuff108 = shufflevector <4 x i32> %Shuff100, <4 x i32> %Tr, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I109 = insertelement <4 x i8> zeroinitializer, i8 %E42, i32 0
  %Tr110 = trunc <4 x i64> %I101 to <4 x i16>
  %Sl111 = select <4 x i1> %Cmp75, <4 x i64> %B52, <4 x i64> zeroinitializer
  %Cmp112 = icmp sgt <4 x i1> %Cmp97, %Cmp75
  %L113 = load i32, i32* %PC, align 4
  store <1 x float> %L5, <1 x float>* %Sl, align 4
  %E114 = extractelement <4 x i32> %Shuff28, i32 0
  %Shuff115 = shufflevector <4 x i16> %Tr110, <4 x i16> %Tr110, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I116 = insertelement <1 x float> %L34, float 0x40E135D500000000, i32 0
  %B117 = sdiv i32 %FC15, %E6
  %ZE = zext <4 x i1> %Cmp to <4 x i64>
  %Sl118 = select i1 true, <4 x i1> %Sl104, <4 x i1> %Cmp
  %Cmp119 = icmp eq <8 x i64> %I73, %L
  %L120 = load <4 x i1>, <4 x i1>* %Sl9, align 1
  store i8 %5, i8* %0, align 1
  %E121 = extractelement <4 x i32> %B67, i32 3
  %Shuff122 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I123 = insertelement <4 x i1> %Cmp82, i1 %Cmp55, i32 0
  %B124 = frem float %Sl46, %Sl46
  %Tr125 = trunc i32 %Sl96 to i1
  br i1 %Tr125, label %CF, label %CF159

CF159:                                            ; preds = %CF159, %CF166
  %Sl126 = select <4 x i1> %Cmp17, <4 x i1> %I37, <4 x i1> %Sl118
  %Cmp127 = fcmp oeq double 0xA4B7DDD679B5E854, 0x9F8BB1AA66892E28
  br i1 %Cmp127, label %CF159, label %CF160

CF160:                                            ; preds = %CF160, %CF167, %CF159
  %L128 = load <8 x i64>, <8 x i64>* %A1, align 64
  store <1 x float> %L5, <1 x float>* %Sl, align 4
  %E129 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff130 = shufflevector <4 x i1> %Cmp, <4 x i1> %L120, <4 x i32> <i32 5, i32 7, i32 undef, i32 undef>
  %I131 = insertelement <4 x i1> %Cmp89, i1 %Tr125, i32 3
  %B132 = udiv <4 x i32> %Shuff50, %B30
  %PC133 = bitcast <4 x i1>* %Sl9 to i32*
  %Sl134 = select i1 %Cmp25, <4 x i1>* %A4, <4 x i1>* %Sl9
  %L135 = load <1 x float>, <1 x float>* %Sl, align 4
  store i32 %FC15, i32* %PC133, align 4
  %E136 = extractelement <4 x i1> %Cmp17, i32 2
  br i1 %E136, label %CF160, label %CF167

CF167:                                            ; preds = %CF160
  %Shuff137 = shufflevector <4 x i1> %Cmp97, <4 x i1> %Cmp112, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I138 = insertelement <8 x i64> %I73, i64 0, i32 3
  %B139 = sdiv i64 %4, 0
  %ZE140 = zext <4 x i1> %Shuff137 to <4 x i64>
  %Sl141 = select i1 %Tr125, <4 x i1> %Sl104, <4 x i1> %Cmp
  %Cmp142 = icmp slt <4 x i32> %I93, zeroinitializer
  %L143 = load i32, i32* %PC133, align 4
  store i32 %E129, i32* %PC133, align 4
  %E144 = extractelement <4 x i32> zeroinitializer, i32 1
  %Shuff145 = shufflevector <1 x i32> %FC23, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I146 = insertelement <4 x i1> %Sl126, i1 %Cmp55, i32 0
  %B147 = frem double 0x645BBA7AB359BEF8, %B94
  %FC148 = fptoui <1 x float> %Sl81 to <1 x i8>
  %Sl149 = select i1 %Cmp25, <8 x i64>* %A1, <8 x i64>* %A1
  %Cmp150 = icmp sge i32 46597, %E144
  br i1 %Cmp150, label %CF160, label %CF162

CF162:                                            ; preds = %CF167
  %L151 = load i32, i32* %PC, align 4
  store i32 %L143, i32* %PC133, align 4
  %E152 = extractelement <4 x i32> %I14, i32 1
  %Shuff153 = shufflevector <4 x i1> %I131, <4 x i1> %L83, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I154 = insertelement <4 x i32> %Shuff78, i32 46597, i32 2
  %B155 = srem i32 %3, %L143
  %FC156 = sitofp i8 %L18 to double
  %Sl157 = select i1 %Cmp10, <4 x i1> %Cmp82, <4 x i1> %I146
  %Cmp158 = fcmp ogt <1 x float> %I79, %L5
  store i32 %E99, i32* %PC133, align 4
  store i32 %E6, i32* %PC, align 4
  store i32 %E6, i32* %PC, align 4
  store i32 %B102, i32* %PC133, align 4
  ret void
}
