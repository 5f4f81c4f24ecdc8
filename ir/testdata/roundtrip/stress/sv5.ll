; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD5(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca i32, align 4
  %A2 = alloca i16, align 2
  %A1 = alloca i8, align 1
  %A = alloca float, align 4
  %L = load i16, ptr %0, align 2
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 4
  %E = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 %L, i32 %3
  %B = lshr <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %FC = sitofp <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x double>
  %Sl = select i1 true, i8 %5, i8 %5
  %Cmp = icmp sgt <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %I
  %L5 = load double, ptr %0, align 8
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 4
  %E6 = extractelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I7 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %Sl, i32 %3
  %B8 = sdiv i16 %L, %L
  %PC = bitcast ptr %A2 to ptr
  %Sl9 = select <vscale x 4 x i1> %Cmp, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %L10 = load i1, ptr %A, align 1
  br label %CF227

CF227:                                            ; preds = %BB
  store <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), ptr %PC, align 32
  %E11 = extractelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I12 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %Sl, i32 %3
  %B13 = srem <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %FC14 = sitofp <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x double>
  %Sl15 = select i1 %L10, <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp16 = icmp ne i16 %E, %B8
  br label %CF226

CF226:                                            ; preds = %CF227
  %L17 = load double, ptr %PC, align 8
  %E18 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I19 = insertelement <vscale x 4 x i16> %I, i16 %L, i32 %3
  %B20 = and <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %Sl21 = select i1 %L10, ptr %A1, ptr %0
  %Cmp22 = icmp ugt <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %L23 = load i16, ptr %Sl21, align 2
  %E24 = extractelement <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  %I25 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %Sl, i32 %3
  %B26 = or i8 %5, %5
  %Tr = trunc <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer) to <vscale x 16 x i16>
  %Sl27 = select i1 %L10, <vscale x 16 x i64> %B20, <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %L28 = load <vscale x 2 x i1>, ptr %PC, align 1
  store <vscale x 8 x double> undef, ptr %A2, align 64
  %E29 = extractelement <vscale x 1 x i8> %I12, i32 %3
  %I30 = insertelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i64 %E18, i32 %3
  %B31 = add <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %Se = sext i8 %B26 to i32
  %Sl32 = select i1 %L10, i8 %5, i8 %Sl
  %Cmp33 = icmp eq <vscale x 4 x i16> %I, %Sl9
  %L34 = load i32, ptr %PC, align 4
  store <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), ptr %Sl21, align 2
  %E35 = extractelement <vscale x 4 x i1> %Cmp33, i32 %Se
  br label %CF212

CF212:                                            ; preds = %CF212, %CF226
  %I36 = insertelement <vscale x 16 x i16> %Tr, i16 %L23, i32 %Se
  %B37 = sub i64 %4, %E18
  %Tr38 = trunc <vscale x 2 x i64> %I30 to <vscale x 2 x i1>
  %Sl39 = select <vscale x 16 x i1> undef, <vscale x 16 x i64> %Sl27, <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp40 = icmp ult <vscale x 16 x i64> %Sl27, %Sl39
  %L41 = load <vscale x 4 x i64>, ptr %PC, align 32
  store <vscale x 16 x double> undef, ptr %PC, align 128
  %E42 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %Se
  %I43 = insertelement <vscale x 16 x i64> %B20, i64 %4, i32 %Se
  %Tr44 = trunc <vscale x 16 x i64> %B20 to <vscale x 16 x i16>
  %Sl45 = select i1 %Cmp16, <vscale x 2 x i64> %I30, <vscale x 2 x i64> %I30
  %Cmp46 = icmp sge i32 %3, %3
  br i1 %Cmp46, label %CF212, label %CF225

CF225:                                            ; preds = %CF225, %CF212
  %L47 = load i64, ptr %PC, align 4
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC, align 16
  %E48 = extractelement <vscale x 4 x i1> %Cmp33, i32 %Se
  br i1 %E48, label %CF225, label %CF234

CF234:                                            ; preds = %CF225
  %I49 = insertelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i16 %L, i32 %3
  %B50 = lshr <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %Se51 = sext i1 %Cmp16 to i64
  %Sl52 = select <vscale x 4 x i1> %Cmp33, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> %Sl9
  %Cmp53 = icmp eq i16 %E42, %L
  br label %CF210

CF210:                                            ; preds = %CF210, %CF234
  %L54 = load <vscale x 8 x i16>, ptr %Sl21, align 16
  store <vscale x 2 x float> undef, ptr %0, align 8
  %E55 = extractelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %Se
  %I56 = insertelement <vscale x 4 x i16> %I19, i16 %L, i32 %Se
  %B57 = udiv <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), %I7
  %FC58 = sitofp <vscale x 1 x i8> %I12 to <vscale x 1 x float>
  %Sl59 = select i1 %L10, <vscale x 2 x i64> %Sl45, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp60 = icmp sgt i8 %E6, %5
  br i1 %Cmp60, label %CF210, label %CF221

CF221:                                            ; preds = %CF221, %CF236, %CF210
  %L61 = load i8, ptr %0, align 1
  store <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), ptr %PC, align 2
  %E62 = extractelement <vscale x 4 x i1> %Cmp33, i32 %Se
  br i1 %E62, label %CF221, label %CF236

CF236:                                            ; preds = %CF221
  %I63 = insertelement <vscale x 1 x i8> %I7, i8 %E6, i32 %Se
  %BC = bitcast <vscale x 2 x i64> %B to <vscale x 2 x double>
  %Sl64 = select i1 %Cmp16, i1 %Cmp53, i1 %L10
  br i1 %Sl64, label %CF221, label %CF223

CF223:                                            ; preds = %CF223, %CF236
  %Cmp65 = fcmp ule <vscale x 2 x double> %FC, %BC
  %L66 = load <vscale x 16 x double>, ptr %0, align 128
  store <vscale x 8 x float> undef, ptr %PC, align 32
  %E67 = extractelement <vscale x 16 x i64> %B20, i32 %3
  %I68 = insertelement <vscale x 16 x i16> %I36, i16 %B8, i32 %Se
  %B69 = or i32 %L34, %3
  %ZE = zext <vscale x 16 x i1> %Cmp40 to <vscale x 16 x i32>
  %Sl70 = select i1 %E35, <vscale x 2 x i1> %Cmp65, <vscale x 2 x i1> %L28
  %Cmp71 = icmp sgt <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L72 = load i32, ptr %PC, align 4
  store <vscale x 2 x float> undef, ptr %PC, align 8
  %E73 = extractelement <vscale x 16 x i16> %I36, i32 %Se
  %I74 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %L10, i32 %Se
  %PC75 = bitcast ptr %Sl21 to ptr
  %Sl76 = select i1 %L10, <vscale x 16 x i64> %B20, <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp77 = icmp sge <vscale x 4 x i16> %I, shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %L78 = load i32, ptr %PC75, align 4
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC, align 4
  %E79 = extractelement <vscale x 2 x i1> %Sl70, i32 %Se
  br i1 %E79, label %CF223, label %CF231

CF231:                                            ; preds = %CF223
  %I80 = insertelement <vscale x 1 x i8> %I12, i8 %5, i32 %E55
  %B81 = srem i16 %L23, %E42
  %Se82 = sext i8 %E6 to i16
  %Sl83 = select <vscale x 2 x i1> %Cmp65, <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i16> %B50
  %Cmp84 = icmp slt i8 %L61, %5
  br label %CF209

CF209:                                            ; preds = %CF231
  %L85 = load <vscale x 8 x i1>, ptr %0, align 1
  store <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), ptr %PC75, align 128
  %E86 = extractelement <vscale x 16 x i32> %ZE, i32 %Se
  %I87 = insertelement <vscale x 1 x i8> %I80, i8 %5, i32 %Se
  %B88 = and i8 %Sl32, %Sl
  %FC89 = uitofp i8 %B88 to float
  %Sl90 = select i1 %L10, i1 %Cmp84, i1 %L10
  br label %CF

CF:                                               ; preds = %CF, %CF224, %CF235, %CF216, %CF209
  %Cmp91 = icmp sgt <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %L92 = load i1, ptr %PC75, align 1
  br i1 %L92, label %CF, label %CF224

CF224:                                            ; preds = %CF
  store <vscale x 1 x double> undef, ptr %PC, align 8
  %E93 = extractelement <vscale x 16 x i64> %Sl27, i32 %Se
  %I94 = insertelement <vscale x 2 x i1> %Cmp91, i1 %E79, i32 %E55
  %PC95 = bitcast ptr %A to ptr
  %Sl96 = select i1 %Cmp16, <vscale x 2 x i16> %Sl15, <vscale x 2 x i16> %Sl83
  %L97 = load <vscale x 2 x i64>, ptr %Sl21, align 16
  store <vscale x 1 x float> %FC58, ptr %PC95, align 4
  %E98 = extractelement <vscale x 2 x i1> %Cmp91, i32 %E55
  br i1 %E98, label %CF, label %CF219

CF219:                                            ; preds = %CF219, %CF224
  %I99 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %5, i32 %Se
  %B100 = fdiv double %L17, %L17
  %Tr101 = trunc i32 %L34 to i8
  %Sl102 = select i1 %Cmp46, i16 %B81, i16 %L
  %Cmp103 = icmp ugt i1 %Cmp60, %Cmp46
  br i1 %Cmp103, label %CF219, label %CF229

CF229:                                            ; preds = %CF229, %CF219
  %L104 = load <vscale x 2 x i8>, ptr %PC75, align 2
  store <vscale x 4 x double> %FC14, ptr %Sl21, align 32
  %E105 = extractelement <vscale x 1 x i8> %I63, i32 %E86
  %I106 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %Sl, i32 %3
  %B107 = ashr <vscale x 4 x i16> %I, shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Tr108 = trunc <vscale x 16 x i64> %Sl27 to <vscale x 16 x i8>
  %Sl109 = select i1 %L10, i1 %Cmp84, i1 %Sl90
  br i1 %Sl109, label %CF229, label %CF235

CF235:                                            ; preds = %CF229
  %Cmp110 = icmp sgt <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L111 = load i64, ptr %PC75, align 4
  store <vscale x 2 x i8> %L104, ptr %PC75, align 2
  %E112 = extractelement <vscale x 16 x i64> %Sl27, i32 %Se
  %I113 = insertelement <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), i64 %E18, i32 %E55
  %B114 = shl i8 %Sl32, %Sl
  %Se115 = sext i8 %E29 to i32
  %Sl116 = select i1 %E79, i8 %E11, i8 %Tr101
  %Cmp117 = fcmp one <vscale x 2 x double> %FC, %BC
  %L118 = load i64, ptr %PC75, align 4
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl21, align 4
  %E119 = extractelement <vscale x 1 x i1> %Cmp22, i32 %Se
  br i1 %E119, label %CF, label %CF213

CF213:                                            ; preds = %CF213, %CF233, %CF232, %CF235
  %I120 = insertelement <vscale x 2 x i1> %I94, i1 %E119, i32 %L72
  %B121 = frem float %FC89, %FC89
  %FC122 = fptosi <vscale x 2 x double> %BC to <vscale x 2 x i32>
  %Sl123 = select i1 %E62, <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp124 = icmp sgt <vscale x 16 x i64> %Sl76, shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %L125 = load i64, ptr %PC, align 4
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E126 = extractelement <vscale x 2 x i16> %Sl83, i32 %Se
  %I127 = insertelement <vscale x 2 x i64> %B, i64 %E93, i32 %Se
  %PC128 = bitcast ptr %PC75 to ptr
  %Sl129 = select i1 %L10, i8 %E6, i8 %Sl
  %Cmp130 = icmp ule <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), %Sl83
  %L131 = load <vscale x 2 x i1>, ptr %PC95, align 1
  store <vscale x 4 x double> %FC14, ptr %PC95, align 32
  %E132 = extractelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i32 %Se
  %I133 = insertelement <vscale x 16 x i32> %ZE, i32 %Se, i32 %B69
  %B134 = shl <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %FC135 = fptoui double %L5 to i1
  br i1 %FC135, label %CF213, label %CF222

CF222:                                            ; preds = %CF222, %CF237, %CF213
  %Sl136 = select <vscale x 16 x i1> %Cmp124, <vscale x 16 x i1> %Cmp124, <vscale x 16 x i1> %Cmp124
  %L137 = load i1, ptr %PC75, align 1
  br i1 %L137, label %CF222, label %CF237

CF237:                                            ; preds = %CF222
  %E138 = extractelement <vscale x 16 x i64> %Sl39, i32 %3
  %I139 = insertelement <vscale x 16 x i64> %Sl76, i64 %4, i32 %E55
  %B140 = add i32 %L34, %L34
  %FC141 = uitofp <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x double>
  %Sl142 = select <vscale x 2 x i1> %Cmp117, <vscale x 2 x i16> %B50, <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp143 = icmp ule i32 %L72, %Se
  br i1 %Cmp143, label %CF222, label %CF230

CF230:                                            ; preds = %CF230, %CF237
  %L144 = load <vscale x 8 x i16>, ptr %PC75, align 16
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC128, align 8
  %E145 = extractelement <vscale x 8 x i32> %B31, i32 %E55
  %I146 = insertelement <vscale x 4 x double> %FC14, double %B100, i32 %Se
  %B147 = xor i32 %E145, %Se
  %ZE148 = zext <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i64>
  %Sl149 = select i1 %L10, i8 %E11, i8 %B114
  %Cmp150 = icmp ugt <vscale x 16 x i1> %Sl136, %Cmp124
  %L151 = load <vscale x 2 x float>, ptr %PC, align 8
  store <vscale x 2 x i64> %L97, ptr %PC95, align 16
  %E152 = extractelement <vscale x 4 x i16> %Sl9, i32 %Se
  %I153 = insertelement <vscale x 16 x i1> %Cmp40, i1 %L10, i32 %Se115
  %Sl154 = select i1 %FC135, <vscale x 16 x i64> %B20, <vscale x 16 x i64> %B20
  %Cmp155 = icmp sge i64 %4, %B37
  br i1 %Cmp155, label %CF230, label %CF233

CF233:                                            ; preds = %CF230
  %L156 = load i8, ptr %PC128, align 1
  store <vscale x 8 x double> undef, ptr %0, align 64
  %E157 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %E55
  %I158 = insertelement <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), i16 %E152, i32 %B69
  %B159 = lshr i64 %4, %E138
  %FC160 = fptosi <vscale x 4 x double> %FC141 to <vscale x 4 x i64>
  %Sl161 = select i1 %L10, <vscale x 4 x double> %FC141, <vscale x 4 x double> %FC141
  %Cmp162 = icmp ule <vscale x 16 x i32> %ZE, %I133
  %L163 = load i16, ptr %PC75, align 2
  store <vscale x 16 x i64> %I43, ptr %PC128, align 128
  %E164 = extractelement <vscale x 1 x i8> %I12, i32 %Se
  %I165 = insertelement <vscale x 16 x i64> %I139, i64 %B37, i32 %Se
  %B166 = shl <vscale x 8 x i64> %ZE148, %I113
  %FC167 = uitofp i8 %E29 to double
  %Sl168 = select i1 %L10, i1 %Sl64, i1 %E119
  br i1 %Sl168, label %CF213, label %CF218

CF218:                                            ; preds = %CF218, %CF233
  %L169 = load <vscale x 8 x i16>, ptr %PC75, align 16
  store <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), ptr %PC, align 1
  %E170 = extractelement <vscale x 2 x i64> %I127, i32 %3
  %I171 = insertelement <vscale x 1 x i8> %I80, i8 %Tr101, i32 %3
  %B172 = mul i32 %3, %Se
  %BC173 = bitcast i32 %L72 to float
  %Sl174 = select i1 %E35, <vscale x 2 x double> %BC, <vscale x 2 x double> %FC
  %Cmp175 = icmp slt i1 %E119, %Cmp84
  br i1 %Cmp175, label %CF218, label %CF232

CF232:                                            ; preds = %CF218
  %L176 = load i16, ptr %0, align 2
  %E177 = extractelement <vscale x 2 x i64> %Sl45, i32 %B140
  %I178 = insertelement <vscale x 1 x i8> %I99, i8 %B114, i32 %Se115
  %B179 = and <vscale x 8 x i64> %ZE148, %I113
  %ZE180 = zext i16 %E157 to i64
  %Sl181 = select i1 %E62, ptr %Sl21, ptr %PC75
  %Cmp182 = icmp ult <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %L183 = load <vscale x 8 x i32>, ptr %Sl181, align 32
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl181, align 8
  %E184 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %L34
  %I185 = insertelement <vscale x 2 x i16> %Sl96, i16 %L, i32 %Se
  %B186 = shl <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %Tr187 = trunc i64 %E18 to i1
  br i1 %Tr187, label %CF213, label %CF216

CF216:                                            ; preds = %CF232
  %Sl188 = select i1 %E35, <vscale x 1 x i8> %I63, <vscale x 1 x i8> %I171
  %Cmp189 = fcmp ult double %L17, %L5
  br i1 %Cmp189, label %CF, label %CF211

CF211:                                            ; preds = %CF211, %CF216
  %L190 = load double, ptr %PC95, align 8
  %E191 = extractelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i32 %Se
  br i1 %E191, label %CF211, label %CF214

CF214:                                            ; preds = %CF214, %CF211
  %I192 = insertelement <vscale x 2 x i16> %Sl83, i16 %L, i32 %Se
  %B193 = add <vscale x 1 x i8> %I12, %B57
  %Tr194 = trunc <vscale x 16 x i64> %Sl27 to <vscale x 16 x i8>
  %Sl195 = select i1 %Cmp155, float %FC89, float %FC89
  %Cmp196 = icmp sgt i64 %L125, %L111
  br i1 %Cmp196, label %CF214, label %CF215

CF215:                                            ; preds = %CF215, %CF228, %CF214
  %L197 = load <vscale x 8 x i32>, ptr %PC75, align 32
  store <vscale x 4 x i64> %L41, ptr %PC95, align 32
  %E198 = extractelement <vscale x 4 x i16> %I, i32 %3
  %I199 = insertelement <vscale x 2 x i16> %Sl83, i16 %E126, i32 %E145
  %B200 = shl i8 %B114, %L61
  %Sl201 = select i1 %Cmp155, i1 %Cmp103, i1 %Cmp16
  br i1 %Sl201, label %CF215, label %CF228

CF228:                                            ; preds = %CF215
  %Cmp202 = icmp slt i1 %Sl90, %E35
  br i1 %Cmp202, label %CF215, label %CF217

CF217:                                            ; preds = %CF217, %CF228
  %L203 = load <vscale x 16 x float>, ptr %0, align 64
  store <vscale x 8 x float> undef, ptr %PC, align 32
  %E204 = extractelement <vscale x 8 x i32> %L183, i32 %E86
  %I205 = insertelement <vscale x 2 x i16> %I192, i16 %L, i32 %E204
  %Se206 = sext <vscale x 2 x i1> %Cmp91 to <vscale x 2 x i32>
  %Sl207 = select i1 %FC135, i1 %Cmp84, i1 %L10
  br i1 %Sl207, label %CF217, label %CF220

CF220:                                            ; preds = %CF217
  %Cmp208 = icmp eq <vscale x 4 x i16> %I, shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  store i64 %E67, ptr %PC95, align 4
  store i16 %E152, ptr %PC, align 2
  store double %FC167, ptr %Sl181, align 8
  store i8 %B88, ptr %Sl181, align 1
  store i16 %L, ptr %PC75, align 2
  ret void
}
