; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD17(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca i1, align 1
  %A2 = alloca i8, align 1
  %A1 = alloca i64, align 8
  %A = alloca double, align 8
  %L = load i8, ptr %0, align 1
  store <vscale x 8 x i32> undef, ptr %2, align 32
  %E = extractelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %4, i32 %3
  %ZE = zext i8 %E to i64
  %Sl = select i1 false, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp = icmp slt <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L5 = load <vscale x 2 x i32>, ptr %0, align 8
  store <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 64
  %E6 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I7 = insertelement <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), i16 -1, i32 %3
  %B = mul <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %Sl8 = select i1 false, double 0x5C2181C0AA1F453E, double 0x5C2181C0AA1F453E
  %Cmp9 = icmp ule i8 %E, %5
  br label %CF219

CF219:                                            ; preds = %BB
  %L10 = load <vscale x 8 x i64>, ptr %2, align 64
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 8
  %E11 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I12 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %ZE, i32 %3
  %Tr = trunc <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i8>
  %Sl13 = select i1 %Cmp9, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> %Tr
  %L14 = load <vscale x 4 x i1>, ptr %0, align 1
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 16
  %E15 = extractelement <vscale x 4 x i64> %I12, i32 %3
  %I16 = insertelement <vscale x 8 x i64> %L10, i64 %E15, i32 %3
  %FC = uitofp <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x float>
  %Sl17 = select <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i64> %L10
  %Cmp18 = icmp ugt <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer)
  %L19 = load <vscale x 4 x float>, ptr %0, align 16
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 8
  %E20 = extractelement <vscale x 1 x i16> %B, i32 %3
  %I21 = insertelement <vscale x 4 x i64> %I, i64 %E11, i32 %3
  %B22 = frem double %Sl8, %Sl8
  %BC = bitcast double %Sl8 to i64
  %Sl23 = select i1 %Cmp9, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp24 = fcmp ord <vscale x 4 x float> %FC, %FC
  %L25 = load double, ptr %0, align 8
  store <vscale x 8 x i64> %L10, ptr %0, align 64
  %E26 = extractelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i32 %3
  br label %CF209

CF209:                                            ; preds = %CF209, %CF214, %CF219
  %I27 = insertelement <vscale x 4 x i1> %Cmp24, i1 %E26, i32 %3
  %B28 = fdiv double %Sl8, %Sl8
  %FC29 = uitofp i1 %Cmp9 to double
  %Sl30 = select i1 %Cmp9, i8 %L, i8 %L
  %Cmp31 = icmp ule <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %L32 = load i32, ptr %0, align 4
  store <vscale x 1 x double> undef, ptr %0, align 8
  %E33 = extractelement <vscale x 4 x i1> %Cmp31, i32 %L32
  br i1 %E33, label %CF209, label %CF212

CF212:                                            ; preds = %CF212, %CF223, %CF209
  %I34 = insertelement <vscale x 4 x i1> %I27, i1 %Cmp9, i32 %L32
  %B35 = sub <vscale x 4 x i8> %Sl23, shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Sl36 = select <vscale x 4 x i1> %Cmp24, <vscale x 4 x i64> %I, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp37 = icmp ule <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %L38 = load <vscale x 4 x i32>, ptr %0, align 16
  store <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 16
  %E39 = extractelement <vscale x 4 x i1> %I34, i32 %L32
  br i1 %E39, label %CF212, label %CF221

CF221:                                            ; preds = %CF221, %CF212
  %I40 = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 %E20, i32 %L32
  %FC41 = fptoui <vscale x 4 x float> %FC to <vscale x 4 x i64>
  %Sl42 = select <vscale x 4 x i1> %Cmp24, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> %I21
  %Cmp43 = icmp ne <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer)
  %L44 = load <vscale x 2 x i64>, ptr %0, align 16
  %E45 = extractelement <vscale x 4 x float> %FC, i32 %L32
  %I46 = insertelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i16 %E20, i32 %L32
  %B47 = add <vscale x 4 x i64> %Sl36, shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Tr48 = trunc <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i8>
  %Sl49 = select i1 %Cmp9, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> %I12
  %Cmp50 = icmp slt <vscale x 4 x i8> %Sl23, %Tr
  %L51 = load i64, ptr %0, align 4
  store <vscale x 4 x float> %FC, ptr %0, align 16
  %E52 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %L32
  %I53 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %3, i32 %L32
  %Se = sext <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i64>
  %Sl54 = select i1 %E33, double 0x5C2181C0AA1F453E, double %B22
  %Cmp55 = icmp sge i16 %E20, %E20
  br i1 %Cmp55, label %CF221, label %CF223

CF223:                                            ; preds = %CF221
  %L56 = load i16, ptr %0, align 2
  %E57 = extractelement <vscale x 2 x i1> %Cmp37, i32 %3
  br i1 %E57, label %CF212, label %CF213

CF213:                                            ; preds = %CF213, %CF223
  %I58 = insertelement <vscale x 4 x i16> %Sl, i16 %E20, i32 %L32
  %B59 = udiv <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %PC = bitcast ptr %0 to ptr
  %Sl60 = select i1 %Cmp9, <vscale x 4 x float> %FC, <vscale x 4 x float> %FC
  %Cmp61 = icmp sge <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L62 = load i64, ptr %PC, align 4
  store <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), ptr %PC, align 64
  %E63 = extractelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i32 %L32
  %I64 = insertelement <vscale x 2 x i64> %L44, i64 %L51, i32 %L32
  %B65 = frem double %FC29, %Sl54
  %ZE66 = zext <vscale x 4 x i16> %Sl to <vscale x 4 x i64>
  %Sl67 = select i1 %Cmp9, double %B65, double %B28
  %Cmp68 = fcmp false <vscale x 4 x float> %Sl60, %FC
  %L69 = load <vscale x 8 x i32>, ptr %0, align 32
  store <vscale x 8 x double> undef, ptr %0, align 64
  %E70 = extractelement <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), i32 %L32
  %I71 = insertelement <vscale x 4 x i32> %L38, i32 %L32, i32 %L32
  %Tr72 = trunc <vscale x 4 x i64> %Sl42 to <vscale x 4 x i1>
  %Sl73 = select i1 %Cmp9, <vscale x 8 x i32> %L69, <vscale x 8 x i32> %L69
  %Cmp74 = icmp uge <vscale x 16 x i1> %Cmp43, %Cmp43
  %L75 = load i32, ptr %PC, align 4
  store <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), ptr %PC, align 64
  %E76 = extractelement <vscale x 8 x i64> %I16, i32 %L32
  %I77 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %E70, i32 %L32
  %B78 = shl <vscale x 4 x i32> %L38, %I71
  %FC79 = fptosi <vscale x 4 x float> %L19 to <vscale x 4 x i64>
  %Sl80 = select i1 %Cmp9, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp81 = icmp slt <vscale x 8 x i32> %L69, %L69
  %L82 = load i1, ptr %PC, align 1
  br i1 %L82, label %CF213, label %CF214

CF214:                                            ; preds = %CF213
  store <vscale x 2 x double> undef, ptr %0, align 16
  %E83 = extractelement <vscale x 1 x i8> %Tr48, i32 %L75
  %I84 = insertelement <vscale x 4 x i16> %I58, i16 %L56, i32 %L32
  %B85 = or <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), %Sl80
  %Tr86 = trunc i64 %E70 to i8
  %Sl87 = select i1 %Cmp9, <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i1> %Cmp18
  %Cmp88 = icmp ule i64 %E6, %ZE
  br i1 %Cmp88, label %CF209, label %CF210

CF210:                                            ; preds = %CF210, %CF226, %CF225, %CF220, %CF214
  %L89 = load i1, ptr %0, align 1
  br i1 %L89, label %CF210, label %CF226

CF226:                                            ; preds = %CF210
  %E90 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %L75
  %I91 = insertelement <vscale x 4 x i8> %Sl23, i8 %Sl30, i32 %L75
  %BC92 = bitcast i64 %BC to double
  %Sl93 = select i1 %Cmp55, i16 %L56, i16 %E20
  %Cmp94 = icmp sge <vscale x 16 x i1> %Cmp18, %Cmp43
  %L95 = load <vscale x 8 x double>, ptr %PC, align 64
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %2, align 8
  %E96 = extractelement <vscale x 4 x i64> %Sl49, i32 %L32
  %I97 = insertelement <vscale x 4 x i16> %I84, i16 %Sl93, i32 %L32
  %B98 = ashr <vscale x 4 x i8> %B35, shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %FC99 = sitofp <vscale x 4 x i1> %Tr72 to <vscale x 4 x double>
  %Sl100 = select i1 %L82, ptr %A2, ptr %0
  %Cmp101 = fcmp ole <vscale x 4 x float> %Sl60, %FC
  %L102 = load <vscale x 4 x i1>, ptr %Sl100, align 1
  store <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), ptr %PC, align 16
  %E103 = extractelement <vscale x 4 x i1> %Cmp101, i32 %3
  br i1 %E103, label %CF210, label %CF222

CF222:                                            ; preds = %CF222, %CF226
  %I104 = insertelement <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), i32 %L32, i32 %L32
  %B105 = udiv <vscale x 4 x i64> %I, %B47
  %FC106 = sitofp <vscale x 4 x i1> %L102 to <vscale x 4 x double>
  %Sl107 = select i1 %E26, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp108 = icmp eq <vscale x 2 x i32> %I53, shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %L109 = load double, ptr %Sl100, align 8
  store <vscale x 8 x i64> %L10, ptr %PC, align 64
  %E110 = extractelement <vscale x 4 x i1> %Cmp101, i32 %3
  br i1 %E110, label %CF222, label %CF225

CF225:                                            ; preds = %CF222
  %I111 = insertelement <vscale x 4 x i64> %Sl42, i64 %E15, i32 %L75
  %B112 = lshr <vscale x 4 x i16> %I58, %I58
  %BC113 = bitcast i32 %3 to float
  %Sl114 = select i1 %E26, <vscale x 16 x i1> %Cmp74, <vscale x 16 x i1> %Cmp43
  %Cmp115 = icmp slt <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %L116 = load i32, ptr %PC, align 4
  store <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), ptr %PC, align 8
  %E117 = extractelement <vscale x 4 x i1> %Tr72, i32 %L116
  br i1 %E117, label %CF210, label %CF215

CF215:                                            ; preds = %CF215, %CF225
  %I118 = insertelement <vscale x 4 x i1> %L14, i1 %Cmp9, i32 %L32
  %B119 = udiv <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %ZE120 = zext <vscale x 8 x i32> %Sl73 to <vscale x 8 x i64>
  %Sl121 = select i1 %E33, <vscale x 4 x i8> %Sl13, <vscale x 4 x i8> %Sl23
  %Cmp122 = icmp ule <vscale x 4 x i64> %I111, %FC41
  %L123 = load i32, ptr %0, align 4
  store <vscale x 2 x double> undef, ptr %Sl100, align 16
  %E124 = extractelement <vscale x 4 x i16> %I58, i32 %L32
  %I125 = insertelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i64 %BC, i32 %L32
  %B126 = srem i32 %L123, %L116
  %BC127 = bitcast i64 %E76 to double
  %Sl128 = select i1 %E103, i1 %E26, i1 %E57
  br i1 %Sl128, label %CF215, label %CF220

CF220:                                            ; preds = %CF215
  %L129 = load double, ptr %Sl100, align 8
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %PC, align 16
  %E130 = extractelement <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), i32 %L75
  %I131 = insertelement <vscale x 2 x i64> %I64, i64 %L51, i32 %L32
  %B132 = sub i64 %E6, %L51
  %Tr133 = trunc i8 %Sl30 to i1
  br i1 %Tr133, label %CF210, label %CF211

CF211:                                            ; preds = %CF211, %CF220
  %Sl134 = select i1 %Cmp9, <vscale x 4 x i1> %Cmp24, <vscale x 4 x i1> %Cmp
  %Cmp135 = icmp uge <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), %Tr
  %L136 = load float, ptr %PC, align 4
  %E137 = extractelement <vscale x 4 x i64> %I12, i32 %L116
  %I138 = insertelement <vscale x 8 x i1> %Cmp115, i1 %E33, i32 %L116
  %B139 = srem i32 %B126, %L32
  %Se140 = sext <vscale x 16 x i1> %Cmp94 to <vscale x 16 x i32>
  %Sl141 = select <vscale x 4 x i1> %Cmp, <vscale x 4 x i1> %Cmp122, <vscale x 4 x i1> %L14
  %Cmp142 = icmp ne <vscale x 4 x i64> %B119, %B105
  %L143 = load <vscale x 1 x i8>, ptr %PC, align 1
  store <vscale x 4 x double> %FC99, ptr %0, align 32
  %E144 = extractelement <vscale x 2 x i32> %I53, i32 %L116
  %I145 = insertelement <vscale x 16 x i32> %Se140, i32 %L116, i32 %L116
  %FC146 = fptosi float %BC113 to i32
  %Sl147 = select i1 %E33, i16 %L56, i16 %E20
  %Cmp148 = icmp slt <vscale x 4 x i16> %Sl, shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %L149 = load <vscale x 4 x i1>, ptr %Sl100, align 1
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %PC, align 4
  %E150 = extractelement <vscale x 4 x i1> %Cmp101, i32 %L32
  br i1 %E150, label %CF211, label %CF224

CF224:                                            ; preds = %CF211
  %I151 = insertelement <vscale x 4 x i64> %Sl36, i64 %E15, i32 %L75
  %Se152 = sext <vscale x 16 x i1> %Cmp43 to <vscale x 16 x i32>
  %Sl153 = select <vscale x 16 x i1> %Cmp74, <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i32> %I104
  %Cmp154 = icmp uge <vscale x 1 x i16> %B, %B
  %L155 = load <vscale x 4 x double>, ptr %0, align 32
  store <vscale x 1 x i8> %L143, ptr %PC, align 1
  %E156 = extractelement <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), i32 %L32
  %I157 = insertelement <vscale x 4 x i16> %I97, i16 %Sl93, i32 %L32
  %Tr158 = trunc <vscale x 4 x i64> %I151 to <vscale x 4 x i16>
  %Sl159 = select i1 %Cmp9, <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp160 = fcmp ule <vscale x 4 x double> %L155, %FC106
  %L161 = load i16, ptr %0, align 2
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %2, align 16
  %E162 = extractelement <vscale x 2 x i1> %Cmp108, i32 %L116
  br label %CF208

CF208:                                            ; preds = %CF208, %CF224
  %I163 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %4, i32 %L116
  %B164 = lshr <vscale x 4 x i64> %B119, %I151
  %Sl165 = select i1 %Cmp9, <vscale x 4 x double> %FC99, <vscale x 4 x double> %FC99
  %Cmp166 = icmp eq <vscale x 4 x i1> %Sl134, %Cmp50
  %L167 = load i16, ptr %0, align 2
  store <vscale x 8 x i32> %L69, ptr %PC, align 32
  %E168 = extractelement <vscale x 4 x i8> %Sl23, i32 %L75
  %I169 = insertelement <vscale x 4 x i1> %Sl134, i1 %E26, i32 %L32
  %FC170 = sitofp i32 %B126 to double
  %Sl171 = select i1 %E26, <vscale x 4 x i1> %Cmp61, <vscale x 4 x i1> %Cmp160
  %Cmp172 = icmp sgt <vscale x 4 x i64> %B119, shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %L173 = load i32, ptr %PC, align 4
  store <vscale x 16 x i64> undef, ptr %0, align 128
  %E174 = extractelement <vscale x 4 x i16> %I97, i32 %FC146
  %I175 = insertelement <vscale x 2 x i64> %I64, i64 %E63, i32 %L116
  %B176 = xor i32 %B139, %L75
  %FC177 = fptosi <vscale x 4 x double> %FC106 to <vscale x 4 x i1>
  %Sl178 = select i1 %Cmp9, <vscale x 4 x i8> %Sl23, <vscale x 4 x i8> %Tr
  %Cmp179 = fcmp ugt double %L109, %Sl8
  br i1 %Cmp179, label %CF208, label %CF228

CF228:                                            ; preds = %CF208
  %L180 = load i1, ptr %0, align 1
  br label %CF

CF:                                               ; preds = %CF, %CF227, %CF217, %CF228
  store <vscale x 16 x double> undef, ptr %PC, align 128
  %E181 = extractelement <vscale x 4 x i1> %Sl171, i32 %L32
  br i1 %E181, label %CF, label %CF227

CF227:                                            ; preds = %CF
  %I182 = insertelement <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), i64 %E11, i32 %L116
  %B183 = udiv <vscale x 4 x i8> %B35, %Sl178
  %PC184 = bitcast ptr %A4 to ptr
  %Sl185 = select i1 %Sl128, i1 %Cmp55, i1 %L89
  br i1 %Sl185, label %CF, label %CF217

CF217:                                            ; preds = %CF227
  %Cmp186 = icmp sgt <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %L187 = load double, ptr %PC, align 8
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %PC, align 8
  %E188 = extractelement <vscale x 4 x i1> %Cmp101, i32 %L173
  br i1 %E188, label %CF, label %CF216

CF216:                                            ; preds = %CF216, %CF217
  %I189 = insertelement <vscale x 2 x i64> %I131, i64 %BC, i32 %L32
  %B190 = xor <vscale x 2 x i64> %I175, %L44
  %FC191 = fptosi <vscale x 4 x float> %L19 to <vscale x 4 x i8>
  %Sl192 = select i1 %Cmp9, <vscale x 16 x i16> %I7, <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp193 = icmp sge <vscale x 2 x i64> %I125, %I125
  %L194 = load i1, ptr %PC184, align 1
  br i1 %L194, label %CF216, label %CF218

CF218:                                            ; preds = %CF216
  store <vscale x 4 x float> %FC, ptr %Sl100, align 16
  %E195 = extractelement <vscale x 4 x i16> %I58, i32 %L32
  %I196 = insertelement <vscale x 4 x i64> %I151, i64 %BC, i32 %L32
  %B197 = add <vscale x 4 x i64> %B85, %FC41
  %FC198 = sitofp <vscale x 4 x i1> %Cmp135 to <vscale x 4 x float>
  %Sl199 = select i1 %E39, <vscale x 4 x i1> %Cmp31, <vscale x 4 x i1> %Cmp101
  %Cmp200 = icmp ugt <vscale x 16 x i1> %Sl114, shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer)
  %L201 = load float, ptr %A3, align 4
  store <vscale x 16 x double> undef, ptr %PC184, align 128
  %E202 = extractelement <vscale x 4 x i64> %I196, i32 %L116
  %I203 = insertelement <vscale x 8 x i1> %I138, i1 %Cmp55, i32 %3
  %B204 = frem <vscale x 8 x double> %L95, %L95
  %FC205 = uitofp i64 %B132 to float
  %Sl206 = select <vscale x 4 x i1> %Cmp101, <vscale x 4 x i64> %B197, <vscale x 4 x i64> %Sl80
  %Cmp207 = icmp uge <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  store <vscale x 16 x i64> undef, ptr %PC, align 128
  store float %E45, ptr %Sl100, align 4
  store i16 %Sl93, ptr %PC184, align 2
  store i64 %E70, ptr %PC184, align 4
  store double %B22, ptr %Sl100, align 8
  ret void
}
