; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD19(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca i32, align 4
  %A2 = alloca i32, align 4
  %A1 = alloca i16, align 2
  %A = alloca float, align 4
  %L = load i16, ptr %0, align 2
  store <vscale x 1 x i32> undef, ptr %0, align 4
  %E = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %5, i32 %E
  %B = srem <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %PC = bitcast ptr %A1 to ptr
  %Sl = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp = icmp sge <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L5 = load <vscale x 8 x i8>, ptr %PC, align 8
  store <vscale x 4 x double> undef, ptr %A, align 32
  %E6 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I7 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 true, i32 %E
  %B8 = udiv <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %Sl9 = select i1 false, ptr %PC, ptr %A
  %Cmp10 = icmp ugt i32 %3, %E
  br label %CF222

CF222:                                            ; preds = %CF222, %BB
  %L11 = load <vscale x 4 x i64>, ptr %A2, align 32
  store <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), ptr %PC, align 128
  %E12 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E
  %I13 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E, i32 %E6
  %B14 = and i32 %E6, %3
  %Sl15 = select i1 %Cmp10, <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp16 = icmp ult <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %L17 = load i16, ptr %PC, align 2
  store <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), ptr %PC, align 32
  %E18 = extractelement <vscale x 4 x i32> %I13, i32 %E12
  %I19 = insertelement <vscale x 16 x i8> %Sl15, i8 %5, i32 %E18
  %B20 = mul i32 %B14, %E6
  %Sl21 = select i1 %Cmp10, ptr %A, ptr %A
  %Cmp22 = icmp eq <vscale x 8 x i32> %B, shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %L23 = load <vscale x 2 x i16>, ptr %Sl9, align 4
  %E24 = extractelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %E12
  %I25 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E24, i32 %E6
  %B26 = xor <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %FC = fptosi double 0x8F279446FC2536C4 to i64
  %Sl27 = select i1 %Cmp10, <vscale x 16 x i8> %Sl15, <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp28 = icmp ult <vscale x 16 x i8> %Sl15, %Sl27
  %L29 = load double, ptr %0, align 8
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC, align 4
  %E30 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E
  %I31 = insertelement <vscale x 16 x i1> %Cmp28, i1 %Cmp10, i32 %B20
  %B32 = add i16 %L17, %L
  %Tr = trunc <vscale x 4 x i32> %I25 to <vscale x 4 x i16>
  %Sl33 = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> %Tr, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp34 = icmp ule <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %L35 = load <vscale x 2 x i64>, ptr %0, align 16
  store <vscale x 16 x float> undef, ptr %A4, align 64
  %E36 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E
  %I37 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %Cmp10, i32 %E24
  %B38 = xor <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), %B26
  %Se = sext i32 %E24 to i64
  %Sl39 = select <vscale x 4 x i1> %Sl, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp40 = icmp uge <vscale x 4 x i1> %Cmp, shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L41 = load <vscale x 4 x i32>, ptr %Sl21, align 16
  store <vscale x 16 x double> undef, ptr %PC, align 128
  %E42 = extractelement <vscale x 8 x i32> %B38, i32 %3
  %I43 = insertelement <vscale x 16 x i8> %Sl15, i8 %5, i32 %E
  %FC44 = uitofp <vscale x 8 x i8> %L5 to <vscale x 8 x float>
  %Sl45 = select i1 %Cmp10, i32 %E24, i32 %E
  %Cmp46 = icmp ult <vscale x 16 x i8> %I19, shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %L47 = load i64, ptr %A, align 4
  store <vscale x 2 x i64> %L35, ptr %0, align 16
  %E48 = extractelement <vscale x 2 x i8> %I, i32 %Sl45
  %I49 = insertelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %E6, i32 %3
  %B50 = add i64 %4, %Se
  %ZE = fpext <vscale x 8 x float> %FC44 to <vscale x 8 x double>
  %Sl51 = select <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i8> %I, <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp52 = icmp slt <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %L53 = load <vscale x 4 x i32>, ptr %A, align 16
  %E54 = extractelement <vscale x 16 x i1> %I31, i32 %E
  br i1 %E54, label %CF222, label %CF223

CF223:                                            ; preds = %CF223, %CF222
  %I55 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E, i32 %E
  %B56 = urem <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), %Sl51
  %Tr57 = trunc <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i1>
  %Sl58 = select i1 %E54, <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp59 = icmp uge i32 %E42, %E24
  br i1 %Cmp59, label %CF223, label %CF227

CF227:                                            ; preds = %CF223
  %L60 = load i8, ptr %PC, align 1
  store <vscale x 1 x i16> %B8, ptr %0, align 2
  %E61 = extractelement <vscale x 16 x i1> %Cmp52, i32 %E12
  br label %CF211

CF211:                                            ; preds = %CF211, %CF220, %CF227
  %I62 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %E48, i32 %E36
  %B63 = mul <vscale x 4 x i32> %L53, %L53
  %Se64 = sext i1 %Cmp59 to i64
  %Sl65 = select i1 %E54, i32 %E36, i32 %E
  %Cmp66 = icmp ugt <vscale x 4 x i1> %I37, %I37
  %L67 = load double, ptr %PC, align 8
  store <vscale x 4 x i64> %L11, ptr %0, align 32
  %E68 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E42
  %I69 = insertelement <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), i16 %L, i32 %E
  %B70 = and <vscale x 2 x i8> %I62, %Sl51
  %Tr71 = trunc <vscale x 8 x i32> %B26 to <vscale x 8 x i8>
  %Sl72 = select <vscale x 4 x i1> %Sl, <vscale x 4 x i1> %I37, <vscale x 4 x i1> %Sl
  %Cmp73 = icmp sgt <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), %I37
  %L74 = load <vscale x 1 x i1>, ptr %PC, align 1
  store <vscale x 8 x double> %ZE, ptr %A, align 64
  %E75 = extractelement <vscale x 4 x i32> %I55, i32 %E30
  %I76 = insertelement <vscale x 1 x i1> %Cmp34, i1 %Cmp10, i32 %E
  %Tr77 = trunc i32 %E42 to i16
  %Sl78 = select <vscale x 8 x i1> %Cmp16, <vscale x 8 x i32> %B, <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp79 = icmp eq i16 %L, %L
  br i1 %Cmp79, label %CF211, label %CF220

CF220:                                            ; preds = %CF211
  %L80 = load <vscale x 2 x i1>, ptr %PC, align 1
  store <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 32
  %E81 = extractelement <vscale x 16 x i8> %I43, i32 %Sl65
  %I82 = insertelement <vscale x 8 x i32> %B, i32 %Sl65, i32 %E75
  %B83 = shl <vscale x 4 x i32> %L53, %L41
  %FC84 = uitofp i32 %Sl45 to double
  %Sl85 = select <vscale x 4 x i1> %I37, <vscale x 4 x i16> %Tr, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp86 = icmp sge i1 %E54, %E54
  br i1 %Cmp86, label %CF211, label %CF213

CF213:                                            ; preds = %CF213, %CF224, %CF220
  %L87 = load <vscale x 2 x double>, ptr %0, align 16
  store <vscale x 8 x i64> undef, ptr %0, align 64
  %E88 = extractelement <vscale x 16 x i8> %I19, i32 %3
  %I89 = insertelement <vscale x 4 x i32> %I25, i32 %E, i32 %Sl45
  %Se90 = sext <vscale x 4 x i1> %Cmp73 to <vscale x 4 x i16>
  %Sl91 = select <vscale x 8 x i1> %Cmp16, <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i32> %I49
  %Cmp92 = icmp ne i1 %Cmp86, %E54
  br i1 %Cmp92, label %CF213, label %CF224

CF224:                                            ; preds = %CF213
  %L93 = load <vscale x 16 x i1>, ptr %0, align 2
  store <vscale x 4 x i16> %Tr, ptr %Sl21, align 8
  %E94 = extractelement <vscale x 4 x i1> %Tr57, i32 %E24
  br i1 %E94, label %CF213, label %CF214

CF214:                                            ; preds = %CF214, %CF231, %CF224
  %I95 = insertelement <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), i8 %5, i32 %E36
  %B96 = lshr i16 %Tr77, %L17
  %Sl97 = select i1 %E54, <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i8> %Tr71
  %Cmp98 = icmp ugt i32 %E18, %3
  br i1 %Cmp98, label %CF214, label %CF231

CF231:                                            ; preds = %CF214
  %L99 = load i1, ptr %0, align 1
  br i1 %L99, label %CF214, label %CF217

CF217:                                            ; preds = %CF231
  store <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), ptr %0, align 2
  %E100 = extractelement <vscale x 2 x i8> %I, i32 %3
  %I101 = insertelement <vscale x 16 x i8> %I19, i8 %E48, i32 %E36
  %PC102 = bitcast ptr %0 to ptr
  %Sl103 = select i1 %Cmp10, <vscale x 2 x double> %L87, <vscale x 2 x double> %L87
  %Cmp104 = icmp slt <vscale x 8 x i8> %Sl97, %Sl97
  %L105 = load float, ptr %PC102, align 4
  store <vscale x 2 x i8> %Sl51, ptr %PC, align 2
  %E106 = extractelement <vscale x 2 x double> %Sl103, i32 %E18
  %I107 = insertelement <vscale x 2 x i1> %L80, i1 %Cmp10, i32 %Sl65
  %B108 = lshr <vscale x 16 x i16> %I69, shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %Se109 = sext i1 %E54 to i8
  %Sl110 = select <vscale x 8 x i1> %Cmp104, <vscale x 8 x i32> %Sl78, <vscale x 8 x i32> %Sl78
  %Cmp111 = icmp slt <vscale x 8 x i1> %Cmp22, %Cmp104
  %L112 = load <vscale x 2 x i16>, ptr %Sl9, align 4
  store <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), ptr %PC102, align 2
  %E113 = extractelement <vscale x 8 x double> %ZE, i32 %3
  %I114 = insertelement <vscale x 4 x i16> %Sl85, i16 %Tr77, i32 %E42
  %B115 = xor <vscale x 4 x i32> %I25, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %ZE116 = zext <vscale x 8 x i32> %Sl78 to <vscale x 8 x i64>
  %Sl117 = select i1 %Cmp10, <vscale x 2 x i8> %Sl51, <vscale x 2 x i8> %Sl51
  %Cmp118 = icmp slt <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), %I95
  %L119 = load i8, ptr %Sl9, align 1
  %E120 = extractelement <vscale x 4 x i1> %Cmp66, i32 %Sl65
  br label %CF210

CF210:                                            ; preds = %CF210, %CF225, %CF215, %CF217
  %I121 = insertelement <vscale x 2 x i16> %L23, i16 %L, i32 %3
  %Sl122 = select i1 %Cmp10, i64 210721, i64 %4
  %L123 = load <vscale x 1 x i32>, ptr %Sl21, align 4
  store <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), ptr %Sl21, align 64
  %E124 = extractelement <vscale x 16 x i8> %I95, i32 %E30
  %I125 = insertelement <vscale x 4 x i16> %Sl85, i16 %Tr77, i32 %E18
  %B126 = ashr <vscale x 8 x i32> %B26, %Sl91
  %Sl127 = select i1 %Cmp79, i32 %E6, i32 %3
  %Cmp128 = icmp ule i1 %Cmp86, %E120
  br i1 %Cmp128, label %CF210, label %CF218

CF218:                                            ; preds = %CF218, %CF232, %CF229, %CF210
  %L129 = load i64, ptr %PC102, align 4
  store <vscale x 8 x double> %ZE, ptr %PC102, align 64
  %E130 = extractelement <vscale x 8 x i1> %Cmp22, i32 %Sl65
  br i1 %E130, label %CF218, label %CF232

CF232:                                            ; preds = %CF218
  %I131 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E, i32 %E6
  %B132 = urem <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %Tr133 = trunc <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i1>
  %Sl134 = select <vscale x 16 x i1> %L93, <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp135 = icmp ne i1 %E120, %E54
  br i1 %Cmp135, label %CF218, label %CF229

CF229:                                            ; preds = %CF232
  %L136 = load <vscale x 2 x float>, ptr %0, align 8
  store <vscale x 2 x i16> %L112, ptr %PC, align 4
  %E137 = extractelement <vscale x 8 x i32> %I49, i32 %Sl65
  %I138 = insertelement <vscale x 16 x i16> %I69, i16 %Tr77, i32 %3
  %B139 = ashr <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), %B26
  %Sl140 = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> %I114, <vscale x 4 x i16> %Tr
  %Cmp141 = icmp ugt i8 %5, %E48
  br i1 %Cmp141, label %CF218, label %CF225

CF225:                                            ; preds = %CF229
  %L142 = load <vscale x 16 x i16>, ptr %0, align 32
  store <vscale x 8 x float> %FC44, ptr %PC102, align 32
  %E143 = extractelement <vscale x 1 x i1> %I76, i32 %E137
  br i1 %E143, label %CF210, label %CF215

CF215:                                            ; preds = %CF225
  %I144 = insertelement <vscale x 8 x i32> %Sl78, i32 %Sl127, i32 %3
  %B145 = and i8 %E81, %E48
  %Tr146 = trunc <vscale x 4 x i16> %Sl33 to <vscale x 4 x i8>
  %Sl147 = select <vscale x 8 x i1> %Cmp104, <vscale x 8 x i32> %B26, <vscale x 8 x i32> %Sl78
  %Cmp148 = fcmp one double %FC84, %L29
  br i1 %Cmp148, label %CF210, label %CF212

CF212:                                            ; preds = %CF215
  %L149 = load <vscale x 2 x i8>, ptr %0, align 2
  store <vscale x 2 x i32> undef, ptr %PC, align 8
  %E150 = extractelement <vscale x 8 x i1> %Cmp22, i32 %E36
  br label %CF

CF:                                               ; preds = %CF, %CF233, %CF230, %CF212
  %I151 = insertelement <vscale x 16 x i1> %I31, i1 %Cmp10, i32 %B20
  %B152 = mul <vscale x 4 x i32> %I13, %I13
  %Tr153 = trunc <vscale x 4 x i32> %L41 to <vscale x 4 x i16>
  %Sl154 = select <vscale x 8 x i1> %Cmp22, <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i8> %L5
  %Cmp155 = icmp sgt <vscale x 16 x i16> %B108, %I69
  %L156 = load <vscale x 2 x float>, ptr %PC102, align 8
  store <vscale x 8 x float> %FC44, ptr %PC, align 32
  %E157 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E75
  %I158 = insertelement <vscale x 4 x i32> %B83, i32 %Sl127, i32 %Sl65
  %B159 = urem <vscale x 8 x i8> %Tr71, %Sl97
  %FC160 = sitofp <vscale x 4 x i32> %B152 to <vscale x 4 x double>
  %Sl161 = select i1 %Cmp10, <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i32> %B38
  %Cmp162 = icmp ugt <vscale x 16 x i1> %Cmp52, %Cmp118
  %L163 = load i1, ptr %0, align 1
  br i1 %L163, label %CF, label %CF233

CF233:                                            ; preds = %CF
  store <vscale x 2 x i16> %L112, ptr %0, align 4
  %E164 = extractelement <vscale x 4 x i1> %I37, i32 %Sl127
  br i1 %E164, label %CF, label %CF219

CF219:                                            ; preds = %CF219, %CF228, %CF233
  %I165 = insertelement <vscale x 4 x i32> %I131, i32 %Sl65, i32 %E
  %B166 = lshr <vscale x 16 x i16> %I138, %I69
  %Tr167 = trunc i64 210721 to i1
  br i1 %Tr167, label %CF219, label %CF228

CF228:                                            ; preds = %CF219
  %Sl168 = select i1 %Cmp59, <vscale x 2 x i16> %I121, <vscale x 2 x i16> %L23
  %Cmp169 = icmp ule <vscale x 16 x i1> %Cmp155, %Cmp28
  %L170 = load i64, ptr %0, align 4
  store <vscale x 4 x double> %FC160, ptr %0, align 32
  %E171 = extractelement <vscale x 4 x i32> %I131, i32 %E
  %I172 = insertelement <vscale x 2 x i16> %I121, i16 %L, i32 %Sl127
  %B173 = or <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %Tr174 = trunc i32 %Sl65 to i8
  %Sl175 = select i1 %L163, <vscale x 4 x i32> %B63, <vscale x 4 x i32> %I158
  %Cmp176 = icmp slt i1 %E61, %E54
  br i1 %Cmp176, label %CF219, label %CF221

CF221:                                            ; preds = %CF221, %CF228
  %L177 = load i8, ptr %Sl21, align 1
  store <vscale x 2 x float> %L136, ptr %0, align 8
  %E178 = extractelement <vscale x 1 x i32> %L123, i32 %E171
  %I179 = insertelement <vscale x 1 x i1> %I76, i1 %Cmp141, i32 %Sl65
  %B180 = and <vscale x 4 x i32> %I25, %Sl175
  %Sl181 = select i1 %Cmp59, <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> %Sl58
  %Cmp182 = icmp ugt i8 %E100, %E100
  br i1 %Cmp182, label %CF221, label %CF230

CF230:                                            ; preds = %CF221
  %L183 = load i32, ptr %PC102, align 4
  store <vscale x 16 x i16> %I69, ptr %PC, align 32
  %E184 = extractelement <vscale x 4 x i32> %I131, i32 %Sl127
  %I185 = insertelement <vscale x 16 x i16> %I138, i16 %L, i32 %E6
  %B186 = ashr i32 %E24, %E157
  %FC187 = uitofp i32 %E12 to double
  %Sl188 = select i1 %Cmp10, i32 %E75, i32 %E171
  %Cmp189 = icmp eq <vscale x 16 x i1> %Cmp46, %L93
  %L190 = load i32, ptr %0, align 4
  store <vscale x 2 x double> %Sl103, ptr %0, align 16
  %E191 = extractelement <vscale x 4 x i1> %Sl72, i32 %Sl65
  br i1 %E191, label %CF, label %CF216

CF216:                                            ; preds = %CF216, %CF234, %CF230
  %I192 = insertelement <vscale x 4 x i16> %Tr, i16 %L, i32 %Sl127
  %B193 = fdiv double %FC187, %FC187
  %FC194 = uitofp i1 %E54 to double
  %Sl195 = select <vscale x 8 x i1> %Cmp16, <vscale x 8 x i32> %I82, <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp196 = icmp ult <vscale x 4 x i32> %B180, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L197 = load <vscale x 16 x double>, ptr %PC102, align 128
  store <vscale x 8 x i8> %Tr71, ptr %Sl9, align 8
  %E198 = extractelement <vscale x 8 x i8> %Sl97, i32 %E42
  %I199 = insertelement <vscale x 4 x i1> %I37, i1 %Cmp141, i32 %E171
  %B200 = urem i32 %E184, %Sl65
  %Sl201 = select i1 %Cmp10, i32 %E137, i32 %B200
  %Cmp202 = icmp sgt i32 %E30, %E68
  br i1 %Cmp202, label %CF216, label %CF234

CF234:                                            ; preds = %CF216
  %L203 = load <vscale x 4 x double>, ptr %0, align 32
  store <vscale x 4 x float> undef, ptr %PC102, align 16
  %E204 = extractelement <vscale x 4 x i1> %Tr57, i32 %E171
  br i1 %E204, label %CF216, label %CF226

CF226:                                            ; preds = %CF234
  %I205 = insertelement <vscale x 8 x i64> %ZE116, i64 %Sl122, i32 %3
  %B206 = urem <vscale x 16 x i8> %I19, %Sl15
  %Se207 = sext i1 %Cmp128 to i32
  %Sl208 = select <vscale x 4 x i1> %Cmp196, <vscale x 4 x i16> %Tr, <vscale x 4 x i16> %I114
  %Cmp209 = icmp ugt <vscale x 4 x i16> %Sl140, %I114
  store <vscale x 8 x i64> %ZE116, ptr %PC102, align 64
  store float %L105, ptr %PC102, align 4
  store i1 %Cmp202, ptr %0, align 1
  store i64 %Sl122, ptr %Sl9, align 4
  store i64 %FC, ptr %0, align 4
  ret void
}
