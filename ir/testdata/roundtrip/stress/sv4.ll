; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD4(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca float, align 4
  %A2 = alloca i1, align 1
  %A1 = alloca i1, align 1
  %A = alloca <vscale x 8 x i8>, align 8
  %L = load i16, ptr %0, align 2
  store <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 16
  %E = extractelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  br label %CF237

CF237:                                            ; preds = %BB
  %I = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %3, i32 %3
  %B = and <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %Tr = trunc <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i32>
  %Sl = select i1 %E, ptr %A3, ptr %0
  %Cmp = icmp ule i32 %3, %3
  br label %CF218

CF218:                                            ; preds = %CF218, %CF237
  %L5 = load i16, ptr %Sl, align 2
  store <vscale x 8 x double> undef, ptr %Sl, align 64
  %E6 = extractelement <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), i32 %3
  %I7 = insertelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i1 true, i32 %3
  %B8 = lshr i8 %5, %5
  %FC = sitofp <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x float>
  %Sl9 = select i1 %E, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp10 = icmp sgt <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer)
  %L11 = load i16, ptr %0, align 2
  store <vscale x 2 x i8> undef, ptr %Sl, align 2
  %E12 = extractelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I13 = insertelement <vscale x 16 x i1> %I7, i1 %E, i32 %3
  %B14 = ashr i16 %L5, %L
  %FC15 = sitofp <vscale x 16 x i1> %I7 to <vscale x 16 x double>
  %Sl16 = select i1 %Cmp, <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp17 = icmp ne <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %L18 = load double, ptr %A1, align 8
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %A3, align 16
  %E19 = extractelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  br i1 %E19, label %CF218, label %CF225

CF225:                                            ; preds = %CF218
  %I20 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %3, i32 %3
  %Sl21 = select <vscale x 16 x i1> %I7, <vscale x 16 x i1> %Cmp10, <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp22 = icmp uge <vscale x 16 x i1> %Sl21, %I7
  %L23 = load <vscale x 4 x i8>, ptr %Sl, align 4
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl, align 8
  %E24 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I25 = insertelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i1 true, i32 %3
  %B26 = sub <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %FC27 = sitofp <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x float>
  %Sl28 = select i1 %E, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp29 = icmp ule <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %L30 = load i16, ptr %0, align 2
  store <vscale x 8 x double> undef, ptr %0, align 64
  %E31 = extractelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  br label %CF211

CF211:                                            ; preds = %CF211, %CF225
  %I32 = insertelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i1 %E19, i32 %3
  %ZE = zext i1 %E to i16
  %Sl33 = select i1 %E19, <vscale x 4 x i1> %Sl16, <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp34 = icmp slt <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %L35 = load float, ptr %Sl, align 4
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 32
  %E36 = extractelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  br i1 %E36, label %CF211, label %CF215

CF215:                                            ; preds = %CF215, %CF235, %CF211
  %I37 = insertelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i1 %Cmp, i32 %3
  %B38 = urem i64 156281, %4
  %FC39 = uitofp i16 %ZE to float
  %Sl40 = select i1 %E36, i16 %ZE, i16 %E24
  %Cmp41 = icmp sge <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), %I20
  %L42 = load i32, ptr %Sl, align 4
  store <vscale x 8 x double> undef, ptr %0, align 64
  %E43 = extractelement <vscale x 1 x i32> %Tr, i32 %3
  %I44 = insertelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i1 %E19, i32 %L42
  %B45 = or <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %ZE46 = zext <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i64>
  %Sl47 = select i1 %E31, i64 156281, i64 %B38
  %Cmp48 = icmp ne <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %L49 = load <vscale x 4 x i8>, ptr %0, align 4
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl, align 32
  %E50 = extractelement <vscale x 4 x i1> %Sl16, i32 %L42
  br i1 %E50, label %CF215, label %CF230

CF230:                                            ; preds = %CF230, %CF215
  %I51 = insertelement <vscale x 2 x i1> %Cmp41, i1 %E, i32 %L42
  %B52 = mul i16 373, 373
  %FC53 = fptosi <vscale x 16 x double> %FC15 to <vscale x 16 x i1>
  %Sl54 = select i1 true, i16 %L5, i16 %E24
  %L55 = load i64, ptr %0, align 4
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 4
  %E56 = extractelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %L42
  %I57 = insertelement <vscale x 16 x i1> %Sl21, i1 true, i32 %L42
  %B58 = sdiv i16 %L11, %B14
  %FC59 = sitofp <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x double>
  %Sl60 = select i1 %E19, <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp61 = icmp ugt i16 %B14, %L30
  br i1 %Cmp61, label %CF230, label %CF235

CF235:                                            ; preds = %CF230
  %L62 = load i32, ptr %Sl, align 4
  store <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 16
  %E63 = extractelement <vscale x 2 x i32> %I, i32 %L42
  %I64 = insertelement <vscale x 16 x i1> %I7, i1 %E, i32 %L42
  %Sl65 = select <vscale x 2 x i1> %Cmp17, <vscale x 2 x i32> %I, <vscale x 2 x i32> %I20
  %Cmp66 = icmp sgt <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %L67 = load <vscale x 8 x i32>, ptr %Sl, align 32
  store <vscale x 8 x i64> %ZE46, ptr %0, align 64
  %E68 = extractelement <vscale x 16 x i1> %I7, i32 %L42
  br i1 %E68, label %CF215, label %CF227

CF227:                                            ; preds = %CF227, %CF235
  %I69 = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 373, i32 %L42
  %B70 = shl <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %I69
  %Tr71 = trunc <vscale x 4 x i8> %L23 to <vscale x 4 x i1>
  %Sl72 = select <vscale x 16 x i1> %FC53, <vscale x 16 x i1> %I32, <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp73 = icmp ne <vscale x 4 x i1> %Cmp34, %Sl16
  %L74 = load <vscale x 4 x i32>, ptr %0, align 16
  store <vscale x 1 x i32> %Tr, ptr %0, align 4
  %E75 = extractelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  br i1 %E75, label %CF227, label %CF236

CF236:                                            ; preds = %CF227
  %I76 = insertelement <vscale x 2 x i1> %I51, i1 %Cmp61, i32 %L42
  %FC77 = uitofp <vscale x 4 x i8> %L49 to <vscale x 4 x double>
  %Sl78 = select i1 %E75, i64 %B38, i64 %L55
  %Cmp79 = icmp sge <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), %Tr71
  %L80 = load i1, ptr %0, align 1
  br label %CF210

CF210:                                            ; preds = %CF210, %CF223, %CF231, %CF236
  store <vscale x 16 x double> %FC15, ptr %0, align 128
  %E81 = extractelement <vscale x 2 x i32> %I20, i32 %L42
  %I82 = insertelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i1 %E, i32 %L42
  %B83 = xor <vscale x 2 x i32> %I20, shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %Tr84 = trunc <vscale x 8 x i32> %Sl60 to <vscale x 8 x i1>
  %Sl85 = select <vscale x 2 x i1> %Cmp41, <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp86 = icmp sgt <vscale x 2 x i64> %Sl28, %Sl28
  %L87 = load <vscale x 8 x i8>, ptr %Sl, align 8
  store <vscale x 4 x i16> %I69, ptr %Sl, align 8
  %E88 = extractelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i32 %L42
  br i1 %E88, label %CF210, label %CF220

CF220:                                            ; preds = %CF220, %CF224, %CF210
  %I89 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E81, i32 %L42
  %B90 = xor <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), %B83
  %ZE91 = zext <vscale x 16 x i1> %I64 to <vscale x 16 x i8>
  %Sl92 = select i1 %E, ptr %2, ptr %0
  %Cmp93 = icmp sge i16 %L, 373
  br i1 %Cmp93, label %CF220, label %CF224

CF224:                                            ; preds = %CF220
  %L94 = load <vscale x 2 x i16>, ptr %Sl92, align 4
  store <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl92, align 64
  %E95 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %L42
  %I96 = insertelement <vscale x 8 x i1> %Tr84, i1 %E88, i32 %L42
  %B97 = urem <vscale x 8 x i32> %L67, shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %Tr98 = trunc <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i1>
  %Sl99 = select <vscale x 4 x i1> %Sl16, <vscale x 4 x i32> %L74, <vscale x 4 x i32> %L74
  %Cmp100 = icmp eq i32 %3, %E81
  br i1 %Cmp100, label %CF220, label %CF223

CF223:                                            ; preds = %CF224
  %L101 = load <vscale x 8 x i1>, ptr %A4, align 1
  store <vscale x 4 x i32> %L74, ptr %Sl92, align 16
  %E102 = extractelement <vscale x 4 x float> %FC, i32 %L42
  %I103 = insertelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i1 %Cmp, i32 %3
  %FC104 = uitofp <vscale x 16 x i1> %I25 to <vscale x 16 x double>
  %Sl105 = select i1 true, i16 %Sl54, i16 %ZE
  %Cmp106 = icmp ule <vscale x 8 x i32> %L67, %Sl60
  %L107 = load i32, ptr %Sl92, align 4
  store <vscale x 8 x double> %FC59, ptr %Sl92, align 64
  %E108 = extractelement <vscale x 2 x i32> %I, i32 %E56
  %I109 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %L42, i32 %L107
  %B110 = sdiv <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %FC111 = fptosi <vscale x 4 x float> %FC27 to <vscale x 4 x i16>
  %Sl112 = select i1 true, i32 %E43, i32 %L62
  %Cmp113 = icmp ult <vscale x 16 x i1> %I13, %I37
  %L114 = load <vscale x 1 x float>, ptr %0, align 4
  store <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl, align 64
  %E115 = extractelement <vscale x 1 x float> %L114, i32 %E81
  %I116 = insertelement <vscale x 16 x i8> %ZE91, i8 %5, i32 %Sl112
  %B117 = sdiv i64 %L55, %B38
  %ZE118 = zext <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer) to <vscale x 16 x i32>
  %Sl119 = select i1 %E19, <vscale x 4 x i1> %Cmp73, <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp120 = icmp ugt i1 %Cmp, %Cmp100
  br i1 %Cmp120, label %CF210, label %CF219

CF219:                                            ; preds = %CF219, %CF226, %CF223
  %L121 = load i8, ptr %Sl, align 1
  store <vscale x 4 x i32> %L74, ptr %Sl92, align 16
  %E122 = extractelement <vscale x 8 x i64> %ZE46, i32 %L42
  %I123 = insertelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %E81, i32 %E81
  %B124 = fmul <vscale x 8 x double> %FC59, %FC59
  %Tr125 = trunc <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i1>
  %Sl126 = select <vscale x 8 x i1> %Cmp66, <vscale x 8 x i16> %B, <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp127 = icmp ugt i1 %E36, %E50
  br i1 %Cmp127, label %CF219, label %CF226

CF226:                                            ; preds = %CF219
  %L128 = load <vscale x 8 x i8>, ptr %0, align 8
  store <vscale x 4 x i16> %I69, ptr %Sl, align 8
  %E129 = extractelement <vscale x 16 x i32> %ZE118, i32 %L107
  %I130 = insertelement <vscale x 4 x float> %FC27, float %E102, i32 %Sl112
  %B131 = udiv <vscale x 8 x i32> %I123, %B97
  %FC132 = sitofp <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x double>
  %Sl133 = select i1 %Cmp120, float %FC39, float %L35
  %Cmp134 = icmp uge <vscale x 2 x i32> %B90, shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %L135 = load <vscale x 8 x i8>, ptr %Sl92, align 8
  store <vscale x 4 x i16> %FC111, ptr %Sl, align 8
  %E136 = extractelement <vscale x 8 x i1> %Cmp106, i32 %L42
  br i1 %E136, label %CF219, label %CF221

CF221:                                            ; preds = %CF221, %CF226
  %I137 = insertelement <vscale x 2 x i1> %I76, i1 %E36, i32 %L42
  %B138 = fsub float %L35, %E102
  %Se = sext i1 %Cmp120 to i16
  %Sl139 = select i1 %E50, i16 %ZE, i16 %B14
  %Cmp140 = icmp uge i16 %B14, %Se
  br i1 %Cmp140, label %CF221, label %CF231

CF231:                                            ; preds = %CF221
  %L141 = load double, ptr %0, align 8
  store <vscale x 8 x i64> %ZE46, ptr %0, align 64
  %E142 = extractelement <vscale x 16 x i8> %I116, i32 %L107
  %I143 = insertelement <vscale x 4 x i32> %Sl9, i32 %L42, i32 %Sl112
  %B144 = add <vscale x 8 x i32> %I123, %Sl60
  %Tr145 = trunc i16 %L5 to i1
  br i1 %Tr145, label %CF210, label %CF214

CF214:                                            ; preds = %CF214, %CF231
  %Sl146 = select i1 %Cmp120, <vscale x 8 x i16> %B26, <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp147 = icmp slt <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), %I44
  %L148 = load i8, ptr %Sl92, align 1
  store <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), ptr %Sl92, align 8
  %E149 = extractelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  br i1 %E149, label %CF214, label %CF228

CF228:                                            ; preds = %CF228, %CF214
  %I150 = insertelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i1 %Cmp120, i32 %L42
  %FC151 = uitofp <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x float>
  %Sl152 = select i1 %Cmp100, float %B138, float %L35
  %Cmp153 = icmp sge <vscale x 16 x i1> %Sl72, %I25
  %L154 = load i1, ptr %0, align 1
  br i1 %L154, label %CF228, label %CF232

CF232:                                            ; preds = %CF228
  store <vscale x 4 x i32> %L74, ptr %0, align 16
  %E155 = extractelement <vscale x 16 x i1> %I82, i32 %3
  br label %CF

CF:                                               ; preds = %CF, %CF222, %CF213, %CF232
  %I156 = insertelement <vscale x 4 x float> %I130, float %E102, i32 %L107
  %Tr157 = trunc <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i8>
  %Sl158 = select i1 %E, i16 %B14, i16 %ZE
  %Cmp159 = fcmp ueq <vscale x 16 x double> %FC15, %FC15
  %L160 = load <vscale x 4 x i64>, ptr %Sl, align 32
  store <vscale x 8 x i8> %L128, ptr %Sl, align 8
  %E161 = extractelement <vscale x 2 x i1> %I51, i32 %E81
  br i1 %E161, label %CF, label %CF216

CF216:                                            ; preds = %CF216, %CF
  %I162 = insertelement <vscale x 16 x i1> %Cmp159, i1 %E, i32 %L42
  %B163 = fmul double %L18, %L141
  %Tr164 = trunc <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i32>
  %Sl165 = select <vscale x 4 x i1> %Cmp29, <vscale x 4 x float> %FC27, <vscale x 4 x float> %I130
  %Cmp166 = fcmp uge <vscale x 4 x float> %FC27, %I156
  %L167 = load <vscale x 4 x i8>, ptr %0, align 4
  store <vscale x 16 x i8> %ZE91, ptr %Sl, align 16
  %E168 = extractelement <vscale x 2 x i1> %Cmp41, i32 %L42
  br i1 %E168, label %CF216, label %CF217

CF217:                                            ; preds = %CF217, %CF234, %CF233, %CF216
  %I169 = insertelement <vscale x 8 x i32> %L67, i32 %L107, i32 %L42
  %Se170 = sext <vscale x 2 x i1> %I51 to <vscale x 2 x i16>
  %Sl171 = select i1 %Cmp93, ptr %2, ptr %Sl
  %Cmp172 = icmp uge <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer)
  %L173 = load i32, ptr %Sl92, align 4
  store <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), ptr %Sl92, align 8
  %E174 = extractelement <vscale x 2 x i1> %Cmp17, i32 %L173
  br i1 %E174, label %CF217, label %CF234

CF234:                                            ; preds = %CF217
  %I175 = insertelement <vscale x 4 x i32> %I143, i32 %L42, i32 %L42
  %Sl176 = select i1 %E, <vscale x 8 x i16> %Sl146, <vscale x 8 x i16> %Sl126
  %Cmp177 = fcmp uge double %L141, %L18
  br i1 %Cmp177, label %CF217, label %CF233

CF233:                                            ; preds = %CF234
  %L178 = load i64, ptr %Sl92, align 4
  %E179 = extractelement <vscale x 16 x i1> %FC53, i32 %L42
  br i1 %E179, label %CF217, label %CF222

CF222:                                            ; preds = %CF233
  %I180 = insertelement <vscale x 2 x i32> %B45, i32 %E129, i32 %L107
  %B181 = mul <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), %Sl60
  %Se182 = sext <vscale x 2 x i32> %I109 to <vscale x 2 x i64>
  %Sl183 = select i1 %E, i1 %E50, i1 %L154
  br i1 %Sl183, label %CF, label %CF213

CF213:                                            ; preds = %CF222
  %Cmp184 = icmp ult <vscale x 16 x i1> %I150, shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer)
  %L185 = load double, ptr %Sl92, align 8
  %E186 = extractelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i32 %L42
  br i1 %E186, label %CF, label %CF212

CF212:                                            ; preds = %CF212, %CF213
  %I187 = insertelement <vscale x 4 x float> %FC, float %E102, i32 %E129
  %FC188 = uitofp i1 %L80 to float
  %Sl189 = select i1 %E149, i64 %4, i64 %4
  %Cmp190 = icmp ne <vscale x 4 x i32> %I89, %I143
  %L191 = load i8, ptr %Sl171, align 1
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl171, align 8
  %E192 = extractelement <vscale x 8 x i32> %B181, i32 %3
  %I193 = insertelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i1 %Cmp61, i32 %E81
  %B194 = and <vscale x 8 x i32> %Tr164, %B144
  %PC = bitcast ptr %Sl92 to ptr
  %Sl195 = select <vscale x 4 x i1> %Sl119, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> %I69
  %Cmp196 = icmp ult <vscale x 8 x i32> %Tr164, %Tr164
  %L197 = load <vscale x 16 x i64>, ptr %Sl, align 128
  store <vscale x 8 x double> %B124, ptr %Sl171, align 64
  %E198 = extractelement <vscale x 4 x i16> %FC111, i32 %E56
  %I199 = insertelement <vscale x 16 x i1> %I150, i1 %Cmp140, i32 %E129
  %B200 = mul <vscale x 4 x i16> %I69, %Sl195
  %ZE201 = zext <vscale x 2 x i1> %I76 to <vscale x 2 x i32>
  %Sl202 = select i1 %Cmp61, <vscale x 1 x float> %FC151, <vscale x 1 x float> %L114
  %Cmp203 = icmp ne <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %L204 = load float, ptr %Sl171, align 4
  %E205 = extractelement <vscale x 4 x i16> %I69, i32 %L42
  %I206 = insertelement <vscale x 2 x i32> %B90, i32 %L173, i32 %E81
  %B207 = lshr <vscale x 1 x i32> %Tr, %Tr
  %BC = bitcast <vscale x 4 x i32> %I143 to <vscale x 4 x float>
  %Sl208 = select i1 %Cmp, <vscale x 8 x i16> %B, <vscale x 8 x i16> %Sl126
  %Cmp209 = icmp ugt i16 %L30, %E95
  br i1 %Cmp209, label %CF212, label %CF229

CF229:                                            ; preds = %CF212
  store i16 %Se, ptr %0, align 2
  store i1 %Cmp209, ptr %Sl92, align 1
  store double %L141, ptr %Sl171, align 8
  store i64 %E6, ptr %Sl92, align 4
  store i32 %L173, ptr %PC, align 4
  ret void
}
