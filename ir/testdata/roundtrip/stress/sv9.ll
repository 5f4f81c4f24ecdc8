; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD9(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca i16, align 2
  %A2 = alloca i8, align 1
  %A1 = alloca i16, align 2
  %A = alloca i32, align 4
  %L = load float, ptr %0, align 4
  %E = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E, i32 %E
  %B = ashr i32 %3, %E
  %PC = bitcast ptr %1 to ptr
  %Sl = select i1 true, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i32> %I
  %Cmp = icmp sgt <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %L5 = load i1, ptr %PC, align 1
  br label %CF217

CF217:                                            ; preds = %BB
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %A, align 4
  %E6 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E
  %I7 = insertelement <vscale x 4 x i32> %I, i32 %E, i32 %E
  %PC8 = bitcast ptr %1 to ptr
  %Sl9 = select i1 %L5, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp10 = icmp ule i32 %B, %E
  br label %CF

CF:                                               ; preds = %CF, %CF212, %CF219, %CF210, %CF208, %CF217
  %L11 = load double, ptr %A3, align 8
  store <vscale x 1 x float> undef, ptr %0, align 4
  %E12 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I13 = insertelement <vscale x 4 x i32> %I, i32 %E, i32 %E
  %B14 = frem double %L11, %L11
  %PC15 = bitcast ptr %PC8 to ptr
  %Sl16 = select <vscale x 4 x i1> undef, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i32> %I13
  %Cmp17 = icmp uge <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L18 = load <vscale x 2 x double>, ptr %PC, align 16
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %PC, align 8
  %E19 = extractelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i32 %E
  %I20 = insertelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i1 %Cmp10, i32 %E6
  %B21 = ashr <vscale x 4 x i32> %I13, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %FC = sitofp <vscale x 4 x i32> %B21 to <vscale x 4 x float>
  %Sl22 = select i1 %Cmp10, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i32> %I7
  %Cmp23 = icmp sge <vscale x 4 x i32> %B21, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L24 = load i8, ptr %PC, align 1
  store <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), ptr %PC, align 2
  %E25 = extractelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i32 %3
  br i1 %E25, label %CF, label %CF212

CF212:                                            ; preds = %CF
  %I26 = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 %E19, i32 %3
  %B27 = mul <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %PC28 = bitcast ptr %A3 to ptr
  %Sl29 = select <vscale x 4 x i1> %Cmp17, <vscale x 4 x i32> %I7, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp30 = icmp sgt <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), %Sl22
  %L31 = load <vscale x 4 x i16>, ptr %A2, align 8
  %E32 = extractelement <vscale x 4 x i32> %Sl, i32 %E12
  %I33 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E, i32 %E
  %B34 = sub <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), %Sl9
  %FC35 = uitofp <vscale x 4 x i16> %I26 to <vscale x 4 x float>
  %Sl36 = select i1 %L5, i32 %E6, i32 %E
  %L37 = load <vscale x 4 x i32>, ptr %PC, align 16
  store <vscale x 4 x float> %FC, ptr %0, align 16
  %E38 = extractelement <vscale x 4 x i32> %L37, i32 %E12
  %I39 = insertelement <vscale x 1 x i1> %I20, i1 %Cmp10, i32 %E
  %B40 = udiv <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %Tr = trunc <vscale x 16 x i8> %B40 to <vscale x 16 x i1>
  %Sl41 = select i1 %L5, ptr %A3, ptr %A
  %Cmp42 = icmp ugt <vscale x 1 x i1> %Cmp, shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer)
  %L43 = load double, ptr %PC28, align 8
  store <vscale x 4 x float> %FC, ptr %PC, align 16
  %E44 = extractelement <vscale x 4 x i32> %I33, i32 %E
  %I45 = insertelement <vscale x 4 x i32> %Sl16, i32 %E, i32 %Sl36
  %B46 = sub i32 %E38, %E44
  %FC47 = fptoui float %L to i8
  %Sl48 = select <vscale x 4 x i1> %Cmp17, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp49 = icmp uge <vscale x 4 x i32> %L37, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L50 = load <vscale x 4 x i32>, ptr %PC, align 16
  store <vscale x 4 x i8> %Sl48, ptr %PC8, align 4
  %E51 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %E32
  %I52 = insertelement <vscale x 4 x i32> %I45, i32 %E, i32 %E6
  %Sl53 = select i1 true, i1 true, i1 true
  br i1 %Sl53, label %CF, label %CF211

CF211:                                            ; preds = %CF211, %CF212
  %Cmp54 = icmp sge <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %L55 = load double, ptr %PC28, align 8
  store <vscale x 8 x double> undef, ptr %Sl41, align 64
  %E56 = extractelement <vscale x 4 x i32> %I, i32 %E
  %I57 = insertelement <vscale x 4 x i32> %Sl29, i32 %E, i32 %Sl36
  %Se = sext <vscale x 4 x i16> %B27 to <vscale x 4 x i32>
  %Sl58 = select <vscale x 4 x i1> %Cmp17, <vscale x 4 x i32> %Se, <vscale x 4 x i32> %I7
  %Cmp59 = fcmp ueq <vscale x 2 x double> %L18, %L18
  %L60 = load <vscale x 2 x i32>, ptr %0, align 8
  store <vscale x 4 x i64> %Sl9, ptr %Sl41, align 32
  %E61 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E32
  %I62 = insertelement <vscale x 4 x i32> %Sl29, i32 %E32, i32 %E6
  %B63 = mul <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), %I45
  %ZE = zext <vscale x 16 x i1> %Tr to <vscale x 16 x i64>
  %Sl64 = select i1 %L5, <vscale x 4 x i32> %I62, <vscale x 4 x i32> %I57
  %Cmp65 = icmp ule <vscale x 4 x i1> %Cmp17, %Cmp17
  %L66 = load i8, ptr %PC28, align 1
  store <vscale x 4 x i16> %I26, ptr %0, align 8
  %E67 = extractelement <vscale x 1 x i1> %I20, i32 %E32
  br i1 %E67, label %CF211, label %CF219

CF219:                                            ; preds = %CF211
  %I68 = insertelement <vscale x 4 x i32> %I33, i32 %E32, i32 %E
  %B69 = add <vscale x 4 x i32> %Sl22, %I62
  %Tr70 = trunc <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i8>
  %Sl71 = select i1 %E67, float %L, float %L
  %Cmp72 = icmp slt <vscale x 2 x i32> %L60, %L60
  %L73 = load double, ptr %PC, align 8
  store <vscale x 2 x i32> %L60, ptr %0, align 8
  %E74 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %E61
  %I75 = insertelement <vscale x 2 x i1> %Cmp59, i1 %Sl53, i32 %E
  %Sl76 = select <vscale x 4 x i1> %Cmp17, <vscale x 4 x i1> %Cmp23, <vscale x 4 x i1> %Cmp17
  %Cmp77 = icmp ne i8 -1, %5
  br i1 %Cmp77, label %CF, label %CF210

CF210:                                            ; preds = %CF219
  %L78 = load <vscale x 2 x i1>, ptr %PC28, align 1
  store <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), ptr %PC8, align 16
  %E79 = extractelement <vscale x 4 x i8> %Sl48, i32 %E
  %I80 = insertelement <vscale x 4 x i32> %I68, i32 %E, i32 %E32
  %B81 = srem <vscale x 4 x i64> %B34, shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Tr82 = trunc <vscale x 4 x i64> %B81 to <vscale x 4 x i16>
  %Sl83 = select <vscale x 4 x i1> %Cmp49, <vscale x 4 x i32> %I, <vscale x 4 x i32> %I33
  %Cmp84 = icmp uge <vscale x 1 x i1> %Cmp42, %I39
  %L85 = load <vscale x 2 x i64>, ptr %0, align 16
  %E86 = extractelement <vscale x 4 x i32> %Sl16, i32 %3
  %I87 = insertelement <vscale x 2 x i1> %Cmp72, i1 %Cmp77, i32 %E86
  %B88 = sdiv <vscale x 16 x i8> %B40, shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %Sl89 = select i1 %Cmp77, i1 %L5, i1 %Sl53
  br i1 %Sl89, label %CF, label %CF205

CF205:                                            ; preds = %CF205, %CF216, %CF214, %CF210
  %Cmp90 = icmp slt <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %L91 = load <vscale x 8 x i16>, ptr %PC, align 16
  store <vscale x 2 x double> %L18, ptr %PC, align 16
  %E92 = extractelement <vscale x 2 x i1> %I75, i32 %E86
  br i1 %E92, label %CF205, label %CF216

CF216:                                            ; preds = %CF205
  %I93 = insertelement <vscale x 4 x i32> %B63, i32 %E, i32 %E86
  %B94 = shl <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %Tr82
  %Tr95 = trunc <vscale x 16 x i8> %B88 to <vscale x 16 x i1>
  %Sl96 = select i1 %L5, ptr %0, ptr %Sl41
  %Cmp97 = icmp ugt <vscale x 4 x i32> %I7, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L98 = load float, ptr %Sl96, align 4
  %E99 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E
  %I100 = insertelement <vscale x 16 x i8> %B88, i8 %L24, i32 %E44
  %Tr101 = trunc <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i16>
  %Sl102 = select <vscale x 4 x i1> %Cmp17, <vscale x 4 x i8> %Tr70, <vscale x 4 x i8> %Tr70
  %L103 = load i1, ptr %PC, align 1
  br i1 %L103, label %CF205, label %CF214

CF214:                                            ; preds = %CF216
  %E104 = extractelement <vscale x 4 x i32> %Sl83, i32 %E99
  %I105 = insertelement <vscale x 4 x i64> %Sl9, i64 %E74, i32 %E
  %Sl106 = select <vscale x 4 x i1> %Sl76, <vscale x 4 x i32> %Sl29, <vscale x 4 x i32> %I45
  %Cmp107 = icmp ult <vscale x 4 x i8> %Sl48, %Sl48
  %L108 = load <vscale x 4 x i16>, ptr %Sl96, align 8
  %E109 = extractelement <vscale x 8 x i1> %Cmp54, i32 %3
  br i1 %E109, label %CF205, label %CF208

CF208:                                            ; preds = %CF214
  %I110 = insertelement <vscale x 4 x i32> %I13, i32 %E86, i32 %E
  %B111 = sdiv i32 %E104, %E
  %FC112 = uitofp <vscale x 4 x i32> %I7 to <vscale x 4 x double>
  %Sl113 = select <vscale x 1 x i1> %I39, <vscale x 1 x i1> %Cmp84, <vscale x 1 x i1> %Cmp84
  %Cmp114 = icmp eq <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %L115 = load <vscale x 1 x float>, ptr %PC, align 4
  store <vscale x 4 x i16> %L108, ptr %Sl41, align 8
  %E116 = extractelement <vscale x 4 x float> %FC35, i32 %E
  %I117 = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 %E51, i32 %E
  %B118 = ashr <vscale x 4 x i16> %Tr82, shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Sl119 = select i1 true, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp120 = icmp sgt <vscale x 4 x i8> %Tr70, %Sl119
  %L121 = load i32, ptr %PC, align 4
  store <vscale x 2 x double> %L18, ptr %PC, align 16
  %E122 = extractelement <vscale x 4 x i32> %I93, i32 %E86
  %I123 = insertelement <vscale x 16 x i8> %I100, i8 %L24, i32 %E
  %B124 = mul <vscale x 4 x i32> %I45, %B21
  %Sl125 = select i1 true, double %L43, double %L11
  %Cmp126 = fcmp uno float %L, %Sl71
  br i1 %Cmp126, label %CF, label %CF203

CF203:                                            ; preds = %CF203, %CF213, %CF208
  %L127 = load <vscale x 16 x i64>, ptr %Sl41, align 128
  store <vscale x 16 x i16> undef, ptr %PC28, align 32
  %E128 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E61
  %I129 = insertelement <vscale x 4 x i16> %I26, i16 %E19, i32 %E99
  %B130 = sub <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %ZE131 = fpext <vscale x 4 x float> %FC35 to <vscale x 4 x double>
  %Sl132 = select <vscale x 4 x i1> %Cmp120, <vscale x 4 x i1> %Sl76, <vscale x 4 x i1> %Cmp17
  %Cmp133 = icmp ugt i1 %E25, %Sl53
  br i1 %Cmp133, label %CF203, label %CF209

CF209:                                            ; preds = %CF209, %CF203
  %L134 = load <vscale x 2 x i8>, ptr %Sl41, align 2
  store <vscale x 4 x float> %FC, ptr %Sl96, align 16
  %E135 = extractelement <vscale x 4 x i16> %I117, i32 %E32
  %I136 = insertelement <vscale x 4 x i32> %I, i32 %E128, i32 %E
  %B137 = srem i16 %E135, %E19
  %BC = bitcast i32 %B to float
  %Sl138 = select i1 %Sl89, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp139 = icmp sgt i32 %3, %E38
  br i1 %Cmp139, label %CF209, label %CF213

CF213:                                            ; preds = %CF209
  %L140 = load float, ptr %PC, align 4
  store <vscale x 2 x float> undef, ptr %0, align 8
  %E141 = extractelement <vscale x 4 x i32> %B69, i32 %E
  %I142 = insertelement <vscale x 2 x i1> %I87, i1 %Cmp139, i32 %L121
  %B143 = urem <vscale x 4 x i32> %Se, %B130
  %Sl144 = select i1 %Sl89, i8 %FC47, i8 %L24
  %Cmp145 = fcmp olt float %Sl71, %Sl71
  br i1 %Cmp145, label %CF203, label %CF204

CF204:                                            ; preds = %CF204, %CF218, %CF213
  %L146 = load <vscale x 2 x i1>, ptr %A, align 1
  store <vscale x 2 x i32> %L60, ptr %Sl96, align 8
  %E147 = extractelement <vscale x 4 x i16> %B27, i32 %E86
  %I148 = insertelement <vscale x 16 x i8> %I100, i8 -1, i32 %E32
  %B149 = and i32 %E122, %E
  %FC150 = sitofp <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x float>
  %Sl151 = select i1 %Cmp126, ptr %2, ptr %0
  %Cmp152 = icmp ule <vscale x 1 x i1> %Cmp84, %I20
  %L153 = load <vscale x 8 x i32>, ptr %Sl151, align 32
  store <vscale x 2 x float> %FC150, ptr %PC28, align 8
  %E154 = extractelement <vscale x 4 x i16> %B27, i32 %E44
  %I155 = insertelement <vscale x 4 x i32> %I33, i32 %E104, i32 %E86
  %B156 = and i8 %L24, %E79
  %Se157 = sext i1 %E109 to i8
  %Sl158 = select <vscale x 4 x i1> %Cmp17, <vscale x 4 x i32> %I52, <vscale x 4 x i32> %I
  %Cmp159 = icmp eq <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %L160 = load <vscale x 2 x i64>, ptr %PC28, align 16
  %E161 = extractelement <vscale x 1 x i1> %Cmp42, i32 %B111
  br i1 %E161, label %CF204, label %CF218

CF218:                                            ; preds = %CF204
  %I162 = insertelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i8 %L24, i32 %B149
  %B163 = or <vscale x 2 x i64> %L160, %L85
  %Sl164 = select <vscale x 16 x i1> %Tr, <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i64> %ZE
  %Cmp165 = icmp ne <vscale x 4 x i32> %L37, %I62
  %L166 = load <vscale x 8 x double>, ptr %0, align 64
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %A2, align 4
  %E167 = extractelement <vscale x 4 x i32> %I33, i32 %E32
  %I168 = insertelement <vscale x 4 x i32> %Sl64, i32 %E86, i32 %E61
  %B169 = shl <vscale x 4 x i32> %B21, %B124
  %Sl170 = select <vscale x 2 x i1> %Cmp59, <vscale x 2 x i8> %L134, <vscale x 2 x i8> %L134
  %L171 = load i16, ptr %Sl96, align 2
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %Sl96, align 4
  %E172 = extractelement <vscale x 4 x i16> %Sl138, i32 %E167
  %I173 = insertelement <vscale x 4 x i32> %Sl83, i32 %E12, i32 %E56
  %FC174 = uitofp <vscale x 4 x i8> %Sl119 to <vscale x 4 x double>
  %Sl175 = select i1 %L5, i32 %E56, i32 %B46
  %Cmp176 = icmp ne i16 %E154, %L171
  br i1 %Cmp176, label %CF204, label %CF206

CF206:                                            ; preds = %CF206, %CF215, %CF218
  %L177 = load float, ptr %2, align 4
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl41, align 8
  %E178 = extractelement <vscale x 1 x i1> %I39, i32 %E44
  br i1 %E178, label %CF206, label %CF215

CF215:                                            ; preds = %CF206
  %I179 = insertelement <vscale x 4 x i1> %Cmp23, i1 %Cmp126, i32 %Sl175
  %Se180 = sext <vscale x 4 x i1> %Cmp30 to <vscale x 4 x i64>
  %Sl181 = select i1 %E161, ptr %A4, ptr %0
  %Cmp182 = icmp ne <vscale x 4 x i64> %B81, %B81
  %L183 = load i64, ptr %PC, align 4
  %E184 = extractelement <vscale x 8 x double> %L166, i32 %E141
  %I185 = insertelement <vscale x 4 x i32> %Sl29, i32 %B46, i32 %E86
  %B186 = shl <vscale x 4 x i32> %I136, %I185
  %FC187 = uitofp <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x double>
  %Sl188 = select <vscale x 4 x i1> %Cmp120, <vscale x 4 x i32> %Sl106, <vscale x 4 x i32> %Sl158
  %Cmp189 = icmp ule i32 %E141, %B149
  br i1 %Cmp189, label %CF206, label %CF207

CF207:                                            ; preds = %CF215
  %L190 = load <vscale x 2 x i1>, ptr %Sl151, align 1
  store <vscale x 4 x i64> %I105, ptr %Sl96, align 32
  %E191 = extractelement <vscale x 4 x i16> %I26, i32 %E44
  %I192 = insertelement <vscale x 1 x i1> %Cmp42, i1 %Cmp126, i32 %Sl175
  %B193 = and <vscale x 4 x i16> %Sl138, %I26
  %FC194 = fptosi <vscale x 2 x double> %L18 to <vscale x 2 x i32>
  %Sl195 = select i1 %L5, <vscale x 2 x i64> %L160, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp196 = icmp ne <vscale x 2 x i32> %L60, %L60
  %L197 = load i64, ptr %Sl151, align 4
  store <vscale x 4 x double> %FC174, ptr %Sl96, align 32
  %E198 = extractelement <vscale x 4 x i32> %I173, i32 %E44
  %I199 = insertelement <vscale x 2 x i1> %I75, i1 %E25, i32 %E32
  %B200 = mul <vscale x 16 x i8> %I148, shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %ZE201 = zext <vscale x 8 x i32> %L153 to <vscale x 8 x i64>
  %Sl202 = select i1 %L103, i32 %E99, i32 %E32
  store i1 %Cmp176, ptr %Sl96, align 1
  store float %Sl71, ptr %Sl151, align 4
  store i32 %Sl202, ptr %Sl151, align 4
  store i1 %E161, ptr %Sl96, align 1
  store i16 %E135, ptr %PC, align 2
  ret void
}
