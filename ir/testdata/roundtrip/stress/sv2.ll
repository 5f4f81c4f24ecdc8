; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD2(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca i64, align 8
  %A2 = alloca i1, align 1
  %A1 = alloca i8, align 1
  %A = alloca <vscale x 4 x i16>, align 8
  %L = load double, ptr %0, align 8
  store <vscale x 8 x double> undef, ptr %0, align 64
  %E = extractelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i32 %3
  %I = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3, i32 %3
  %B = mul <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %PC = bitcast ptr %1 to ptr
  %Sl = select i1 false, ptr %1, ptr %2
  %L5 = load i64, ptr %PC, align 4
  store <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), ptr %2, align 64
  %E6 = extractelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i32 %3
  br label %CF213

CF213:                                            ; preds = %BB
  %I7 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %E6, i32 %3
  %Se = sext <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i16>
  %Sl8 = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp = icmp sgt <vscale x 4 x i1> %Sl8, shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L9 = load <vscale x 16 x i8>, ptr %PC, align 16
  store <vscale x 2 x i8> undef, ptr %PC, align 2
  %E10 = extractelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  %I11 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %5, i32 %3
  %B12 = srem <vscale x 4 x i16> %Se, shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %ZE = zext <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i64>
  %Sl13 = select i1 %E6, <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i32> %B
  %Cmp14 = icmp sge <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %L15 = load i32, ptr %PC, align 4
  store <vscale x 4 x double> undef, ptr %0, align 32
  %E16 = extractelement <vscale x 4 x i32> %I, i32 %L15
  %I17 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %E6, i32 %L15
  %Sl18 = select <vscale x 1 x i1> undef, <vscale x 1 x i32> %B, <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp19 = icmp ule <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L20 = load <vscale x 2 x i16>, ptr %PC, align 4
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC, align 16
  %E21 = extractelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i32 %L15
  %I22 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %E, i32 %L15
  %B23 = srem i8 %E21, %E21
  %Tr = trunc i64 %L5 to i8
  %Sl24 = select i1 %E6, <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp25 = icmp uge <vscale x 1 x i8> %I11, shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %L26 = load i8, ptr %PC, align 1
  store <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), ptr %PC, align 8
  %E27 = extractelement <vscale x 4 x i1> %I7, i32 %L15
  br label %CF

CF:                                               ; preds = %CF, %CF225, %CF219, %CF213
  %I28 = insertelement <vscale x 1 x i8> %I11, i8 %E21, i32 %L15
  %Se29 = sext <vscale x 8 x i1> %Cmp14 to <vscale x 8 x i64>
  %Sl30 = select <vscale x 1 x i1> %Cmp25, <vscale x 1 x i32> %Sl18, <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp31 = icmp ule <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), %Se29
  %L32 = load <vscale x 16 x i64>, ptr %0, align 128
  store <vscale x 2 x i8> undef, ptr %PC, align 2
  %E33 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %L15
  %I34 = insertelement <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), i64 %4, i32 %3
  %B35 = udiv <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %Tr36 = trunc <vscale x 8 x i32> %B35 to <vscale x 8 x i1>
  %Sl37 = select <vscale x 4 x i1> %I7, <vscale x 4 x i32> %I, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp38 = icmp uge <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), %L20
  %L39 = load <vscale x 4 x i16>, ptr %A, align 8
  %E40 = extractelement <vscale x 1 x i32> %Sl30, i32 %L15
  %I41 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %E6, i32 %L15
  %B42 = sub <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %Se43 = sext <vscale x 1 x i1> %Cmp25 to <vscale x 1 x i64>
  %Sl44 = select <vscale x 2 x i1> %Cmp38, <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i16> %L20
  %L45 = load i16, ptr %PC, align 2
  store <vscale x 4 x i32> %Sl37, ptr %0, align 16
  %E46 = extractelement <vscale x 8 x i1> %Cmp14, i32 %L15
  br i1 %E46, label %CF, label %CF224

CF224:                                            ; preds = %CF224, %CF
  %I47 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %E46, i32 %L15
  %B48 = mul <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Tr49 = trunc <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i16>
  %Sl50 = select <vscale x 1 x i1> %Cmp25, <vscale x 1 x i64> %ZE, <vscale x 1 x i64> %ZE
  %Cmp51 = icmp uge <vscale x 4 x i16> %B12, %L39
  %L52 = load <vscale x 8 x i1>, ptr %0, align 1
  store <vscale x 2 x i8> undef, ptr %PC, align 2
  %E53 = extractelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %L15
  %I54 = insertelement <vscale x 4 x i1> %Cmp51, i1 %E6, i32 %E40
  %B55 = mul i8 %E21, %E21
  %Tr56 = trunc <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i8>
  %Sl57 = select <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp58 = icmp sgt <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), %I28
  %L59 = load <vscale x 4 x float>, ptr %0, align 16
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 32
  %E60 = extractelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i32 %3
  %I61 = insertelement <vscale x 4 x i1> %I7, i1 %E46, i32 %L15
  %B62 = sdiv <vscale x 4 x i8> %B48, shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %ZE63 = zext <vscale x 8 x i32> %B35 to <vscale x 8 x i64>
  %Sl64 = select i1 %E46, <vscale x 4 x i1> %I17, <vscale x 4 x i1> %I17
  %Cmp65 = icmp sge <vscale x 2 x i1> %I47, shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %L66 = load i64, ptr %0, align 4
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E67 = extractelement <vscale x 4 x i64> %I22, i32 %L15
  %I68 = insertelement <vscale x 1 x i8> %I11, i8 %E21, i32 %3
  %B69 = sub <vscale x 4 x i8> %B62, %B48
  %ZE70 = zext <vscale x 8 x i1> %Cmp31 to <vscale x 8 x i32>
  %Sl71 = select i1 %E6, <vscale x 2 x i1> %I47, <vscale x 2 x i1> %Cmp38
  %Cmp72 = icmp slt <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), %Sl37
  %L73 = load i64, ptr %0, align 4
  store <vscale x 4 x i8> %B69, ptr %0, align 4
  %E74 = extractelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %3
  %I75 = insertelement <vscale x 1 x i32> %Sl30, i32 %E40, i32 %E74
  %B76 = lshr <vscale x 1 x i8> %B42, shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %ZE77 = zext <vscale x 8 x i1> %Cmp14 to <vscale x 8 x i8>
  %Sl78 = select i1 %E6, <vscale x 2 x i16> %Sl44, <vscale x 2 x i16> %L20
  %Cmp79 = icmp uge <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), %Sl57
  %L80 = load i32, ptr %0, align 4
  store <vscale x 1 x float> undef, ptr %0, align 4
  %E81 = extractelement <vscale x 2 x i1> %I47, i32 %L15
  br i1 %E81, label %CF224, label %CF225

CF225:                                            ; preds = %CF224
  %I82 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %E21, i32 %L15
  %Tr83 = trunc <vscale x 1 x i32> %I75 to <vscale x 1 x i8>
  %Sl84 = select i1 %E46, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> %Se
  %Cmp85 = icmp uge i64 %E, %4
  br i1 %Cmp85, label %CF, label %CF215

CF215:                                            ; preds = %CF215, %CF225
  %L86 = load i1, ptr %0, align 1
  br i1 %L86, label %CF215, label %CF218

CF218:                                            ; preds = %CF218, %CF215
  %E87 = extractelement <vscale x 4 x i1> %Sl64, i32 %L80
  br i1 %E87, label %CF218, label %CF219

CF219:                                            ; preds = %CF218
  %I88 = insertelement <vscale x 1 x i8> %I82, i8 %E21, i32 %E53
  %ZE89 = zext <vscale x 4 x i1> %Cmp19 to <vscale x 4 x i8>
  %Sl90 = select i1 %E6, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> %B48
  %Cmp91 = icmp eq <vscale x 4 x i1> %Cmp, shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L92 = load float, ptr %PC, align 4
  store <vscale x 8 x float> undef, ptr %0, align 32
  %E93 = extractelement <vscale x 2 x i1> %Cmp38, i32 %3
  br i1 %E93, label %CF, label %CF211

CF211:                                            ; preds = %CF211, %CF222, %CF219
  %I94 = insertelement <vscale x 4 x i32> %I, i32 %L15, i32 %E74
  %Se95 = sext <vscale x 4 x i1> %I7 to <vscale x 4 x i32>
  %Sl96 = select <vscale x 1 x i1> %Cmp25, <vscale x 1 x i8> %Tr83, <vscale x 1 x i8> %I28
  %Cmp97 = icmp ne <vscale x 2 x i1> %I47, %Cmp38
  %L98 = load <vscale x 8 x i1>, ptr %PC, align 1
  store <vscale x 4 x float> %L59, ptr %0, align 16
  %E99 = extractelement <vscale x 2 x i1> %Cmp97, i32 %E53
  br i1 %E99, label %CF211, label %CF222

CF222:                                            ; preds = %CF211
  %I100 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %E46, i32 %E40
  %B101 = srem <vscale x 1 x i8> %I82, shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %FC = sitofp <vscale x 4 x i32> %Sl37 to <vscale x 4 x float>
  %Sl102 = select i1 %E27, <vscale x 2 x i1> %Cmp97, <vscale x 2 x i1> %I47
  %Cmp103 = icmp eq <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), %Cmp91
  %L104 = load float, ptr %0, align 4
  store <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 8
  %E105 = extractelement <vscale x 2 x i1> %Sl71, i32 %L15
  br i1 %E105, label %CF211, label %CF212

CF212:                                            ; preds = %CF212, %CF228, %CF227, %CF222
  %I106 = insertelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %L15, i32 %3
  %FC107 = sitofp i8 %L26 to float
  %Sl108 = select i1 %E6, float %L92, float %L92
  %Cmp109 = icmp ule <vscale x 1 x i8> %Tr83, %B101
  %L110 = load <vscale x 4 x i32>, ptr %0, align 16
  store <vscale x 8 x i16> %Sl57, ptr %PC, align 16
  %E111 = extractelement <vscale x 2 x i1> %I47, i32 %3
  br i1 %E111, label %CF212, label %CF228

CF228:                                            ; preds = %CF212
  %I112 = insertelement <vscale x 4 x i1> %I17, i1 %E105, i32 %L15
  %FC113 = uitofp <vscale x 4 x i1> %Cmp72 to <vscale x 4 x double>
  %Sl114 = select <vscale x 1 x i1> %Cmp25, <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp115 = icmp eq <vscale x 8 x i1> %Cmp31, shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %L116 = load <vscale x 2 x float>, ptr %PC, align 8
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 8
  %E117 = extractelement <vscale x 4 x i32> %Sl37, i32 %L15
  %I118 = insertelement <vscale x 1 x i8> %I88, i8 %5, i32 %L15
  %B119 = urem <vscale x 4 x i16> %Sl84, %Sl84
  %FC120 = fptosi <vscale x 4 x double> %FC113 to <vscale x 4 x i32>
  %Sl121 = select i1 %E6, <vscale x 4 x i8> %B48, <vscale x 4 x i8> %ZE89
  %Cmp122 = fcmp oeq <vscale x 4 x float> %FC, %L59
  %L123 = load double, ptr %PC, align 8
  %E124 = extractelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i32 %E117
  br i1 %E124, label %CF212, label %CF220

CF220:                                            ; preds = %CF220, %CF228
  %I125 = insertelement <vscale x 4 x i16> %Sl84, i16 %E33, i32 %E117
  %B126 = add i32 %E74, %E74
  %FC127 = fptoui <vscale x 4 x float> %FC to <vscale x 4 x i1>
  %Sl128 = select <vscale x 16 x i1> undef, <vscale x 16 x i64> %L32, <vscale x 16 x i64> %L32
  %Cmp129 = icmp eq <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), %L32
  %L130 = load <vscale x 8 x double>, ptr %0, align 64
  %E131 = extractelement <vscale x 1 x i8> %I68, i32 %L15
  %I132 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %E6, i32 %B126
  %B133 = add <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %Sl134 = select i1 %E6, i1 %E81, i1 %Cmp85
  br i1 %Sl134, label %CF220, label %CF226

CF226:                                            ; preds = %CF226, %CF233, %CF230, %CF220
  %Cmp135 = fcmp ugt float %FC107, 0x43DEED02C0000000
  br i1 %Cmp135, label %CF226, label %CF233

CF233:                                            ; preds = %CF226
  %L136 = load float, ptr %0, align 4
  store <vscale x 2 x i16> %Sl78, ptr %0, align 4
  %E137 = extractelement <vscale x 1 x i8> %I88, i32 %E117
  %I138 = insertelement <vscale x 1 x i32> %I75, i32 %E74, i32 %L15
  %B139 = udiv <vscale x 4 x i8> %Sl90, shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Tr140 = trunc <vscale x 4 x i16> %Sl84 to <vscale x 4 x i1>
  %Sl141 = select <vscale x 4 x i1> %I41, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i32> %Sl37
  %Cmp142 = icmp ule <vscale x 1 x i8> %I82, %I28
  %L143 = load <vscale x 4 x i64>, ptr %0, align 32
  store <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 8
  %E144 = extractelement <vscale x 1 x i8> %I82, i32 %L15
  %I145 = insertelement <vscale x 4 x i32> %Sl37, i32 %E74, i32 %E117
  %B146 = sdiv i8 %E131, %E144
  %FC147 = uitofp i8 %5 to double
  %Sl148 = select <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i32> %I106, <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp149 = icmp ult <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %L150 = load <vscale x 8 x i32>, ptr %A, align 32
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 16
  %E151 = extractelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %E117
  %I152 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %4, i32 %E117
  %B153 = and <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer)
  %ZE154 = zext <vscale x 1 x i8> %Sl114 to <vscale x 1 x i32>
  %Sl155 = select i1 %E6, i8 %E131, i8 %B55
  %Cmp156 = icmp ule <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), %Cmp14
  %L157 = load <vscale x 4 x float>, ptr %0, align 16
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %PC, align 8
  %E158 = extractelement <vscale x 8 x i1> %Cmp79, i32 %E74
  br i1 %E158, label %CF226, label %CF229

CF229:                                            ; preds = %CF229, %CF233
  %I159 = insertelement <vscale x 8 x i1> %Cmp14, i1 %E46, i32 %E74
  %B160 = urem i64 %4, %E60
  %ZE161 = zext <vscale x 1 x i1> %Cmp142 to <vscale x 1 x i32>
  %Sl162 = select i1 %Sl134, ptr %A3, ptr %0
  %Cmp163 = icmp ne <vscale x 4 x i1> %Tr140, shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L164 = load <vscale x 4 x i1>, ptr %Sl162, align 1
  %E165 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %E117
  %I166 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %E27, i32 %E151
  %B167 = srem <vscale x 16 x i8> %L9, %L9
  %FC168 = uitofp <vscale x 8 x i1> %Cmp156 to <vscale x 8 x double>
  %Sl169 = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i32> %I94
  %L170 = load i64, ptr %Sl162, align 4
  store <vscale x 1 x i64> %ZE, ptr %Sl162, align 8
  %E171 = extractelement <vscale x 4 x i1> %I100, i32 %L15
  br i1 %E171, label %CF229, label %CF230

CF230:                                            ; preds = %CF229
  %I172 = insertelement <vscale x 1 x i8> %B76, i8 %E131, i32 %E74
  %B173 = ashr <vscale x 4 x i64> %L143, shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %ZE174 = zext <vscale x 4 x i32> %L110 to <vscale x 4 x i64>
  %Sl175 = select i1 %E27, ptr %A2, ptr %Sl162
  %Cmp176 = icmp eq <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), %B101
  %L177 = load <vscale x 4 x i64>, ptr %Sl162, align 32
  %E178 = extractelement <vscale x 1 x i32> %Sl13, i32 %E74
  %I179 = insertelement <vscale x 1 x i32> %B, i32 %B126, i32 %L80
  %ZE180 = zext <vscale x 4 x i1> %Cmp72 to <vscale x 4 x i8>
  %Sl181 = select i1 %E6, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> %ZE89
  %Cmp182 = fcmp ule float %L136, %L92
  br i1 %Cmp182, label %CF226, label %CF227

CF227:                                            ; preds = %CF230
  %L183 = load i1, ptr %Sl162, align 1
  br i1 %L183, label %CF212, label %CF214

CF214:                                            ; preds = %CF214, %CF223, %CF227
  store <vscale x 8 x double> %L130, ptr %PC, align 64
  %E184 = extractelement <vscale x 1 x i1> %Cmp176, i32 %3
  br i1 %E184, label %CF214, label %CF217

CF217:                                            ; preds = %CF217, %CF232, %CF231, %CF214
  %I185 = insertelement <vscale x 16 x i64> %Sl128, i64 %B160, i32 %L15
  %B186 = add <vscale x 1 x i8> %I172, %I172
  %ZE187 = zext <vscale x 4 x i32> %Se95 to <vscale x 4 x i64>
  %Sl188 = select i1 %E81, i64 %L5, i64 %B160
  %Cmp189 = icmp eq <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), %I41
  %L190 = load <vscale x 4 x i16>, ptr %0, align 8
  store <vscale x 4 x double> %FC113, ptr %Sl162, align 32
  %E191 = extractelement <vscale x 2 x i1> %I47, i32 %E117
  br i1 %E191, label %CF217, label %CF232

CF232:                                            ; preds = %CF217
  %I192 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %Sl134, i32 %3
  %B193 = frem <vscale x 4 x float> %L157, %L157
  %FC194 = sitofp <vscale x 1 x i16> %Tr49 to <vscale x 1 x double>
  %Sl195 = select i1 %E81, <vscale x 16 x i64> %L32, <vscale x 16 x i64> %L32
  %Cmp196 = icmp ule <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), %Cmp103
  %L197 = load i1, ptr %PC, align 1
  br i1 %L197, label %CF217, label %CF231

CF231:                                            ; preds = %CF232
  store <vscale x 1 x i32> %Sl18, ptr %PC, align 4
  %E198 = extractelement <vscale x 4 x i1> %Cmp189, i32 %3
  br i1 %E198, label %CF217, label %CF221

CF221:                                            ; preds = %CF221, %CF231
  %I199 = insertelement <vscale x 4 x i16> %L190, i16 %E33, i32 %L15
  %B200 = srem <vscale x 4 x i8> %ZE89, %ZE180
  %ZE201 = zext <vscale x 4 x i32> %FC120 to <vscale x 4 x i64>
  %Sl202 = select i1 %Sl134, <vscale x 4 x i1> %Cmp72, <vscale x 4 x i1> %Cmp163
  %Cmp203 = icmp ne i8 %E21, %E131
  br i1 %Cmp203, label %CF221, label %CF223

CF223:                                            ; preds = %CF221
  %L204 = load double, ptr %PC, align 8
  store <vscale x 8 x double> %L130, ptr %Sl162, align 64
  %E205 = extractelement <vscale x 1 x i8> %Tr83, i32 %L15
  %I206 = insertelement <vscale x 1 x i8> %Sl96, i8 %B55, i32 %L15
  %B207 = urem <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %Se
  %FC208 = sitofp <vscale x 1 x i1> %Cmp142 to <vscale x 1 x double>
  %Sl209 = select i1 %E6, i32 %E117, i32 %L15
  %Cmp210 = icmp uge i1 %L86, %E171
  br i1 %Cmp210, label %CF214, label %CF216

CF216:                                            ; preds = %CF223
  store <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 16
  store double %L123, ptr %Sl162, align 8
  store i1 %E81, ptr %Sl162, align 1
  store i1 %Cmp210, ptr %Sl162, align 1
  store i1 %E6, ptr %0, align 1
  ret void
}
