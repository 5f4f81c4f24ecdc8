; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD20(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i8, align 1
  %A3 = alloca i64, align 8
  %A2 = alloca i32, align 4
  %A1 = alloca i32, align 4
  %A = alloca <vscale x 8 x i16>, align 16
  %L = load i1, ptr %A1, align 1
  br label %CF212

CF212:                                            ; preds = %BB
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 16
  %E = extractelement <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  %I = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %4, i32 %3
  %ZE = zext i16 %E to i64
  %Sl = select i1 %L, <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp = icmp sgt i8 %5, %5
  br label %CF209

CF209:                                            ; preds = %CF209, %CF214, %CF212
  %L5 = load i64, ptr %A3, align 4
  store <vscale x 2 x i8> undef, ptr %0, align 2
  %E6 = extractelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  br i1 %E6, label %CF209, label %CF214

CF214:                                            ; preds = %CF209
  %I7 = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 %E, i32 %3
  %B = and <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), %Sl
  %BC = bitcast i64 %ZE to double
  %Sl8 = select i1 %L, ptr %A3, ptr %0
  %Cmp9 = icmp ult <vscale x 8 x i16> %B, %Sl
  %L10 = load <vscale x 4 x i64>, ptr %A, align 32
  store <vscale x 8 x double> undef, ptr %Sl8, align 64
  %E11 = extractelement <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I12 = insertelement <vscale x 4 x i16> %I7, i16 %E, i32 %E11
  %B13 = and <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %ZE14 = zext <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i64>
  %Sl15 = select i1 %L, <vscale x 4 x i16> %I7, <vscale x 4 x i16> %I7
  %Cmp16 = icmp ugt <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %L17 = load i32, ptr %0, align 4
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %A, align 4
  %E18 = extractelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i32 %E11
  %I19 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %L, i32 %E11
  %B20 = urem <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %FC = sitofp <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer) to <vscale x 16 x double>
  %Sl21 = select i1 %L, <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp22 = icmp eq <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer)
  %L23 = load double, ptr %A2, align 8
  store <vscale x 8 x i16> %Sl, ptr %Sl8, align 16
  %E24 = extractelement <vscale x 1 x i32> %B20, i32 %E11
  %I25 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %L, i32 %E11
  %B26 = or <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), %B13
  %Se = sext i1 %E6 to i8
  %Sl27 = select <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i64> %ZE14, <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp28 = icmp uge <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), %I25
  %L29 = load <vscale x 2 x i32>, ptr %Sl8, align 8
  store <vscale x 2 x float> undef, ptr %Sl8, align 8
  %E30 = extractelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i32 %E11
  br i1 %E30, label %CF209, label %CF210

CF210:                                            ; preds = %CF210, %CF214
  %I31 = insertelement <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), i32 %E11, i32 %E24
  %B32 = add <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %BC33 = bitcast double 0x9087CDA66D85E024 to i64
  %Sl34 = select i1 %E30, i32 %L17, i32 %3
  %Cmp35 = icmp eq <vscale x 1 x i1> %Cmp16, %Cmp16
  %L36 = load <vscale x 4 x double>, ptr %Sl8, align 32
  store <vscale x 8 x float> undef, ptr %Sl8, align 32
  %E37 = extractelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i32 %E11
  %I38 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %E18, i32 %L17
  %Se39 = sext <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i8>
  %Sl40 = select <vscale x 16 x i1> %Cmp22, <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp41 = icmp slt <vscale x 8 x i1> %Cmp28, shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %L42 = load <vscale x 8 x i16>, ptr %0, align 16
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl8, align 32
  %E43 = extractelement <vscale x 8 x i1> %I25, i32 %E11
  br i1 %E43, label %CF210, label %CF213

CF213:                                            ; preds = %CF213, %CF233, %CF210
  %I44 = insertelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i8 %E18, i32 %Sl34
  %B45 = shl <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer)
  %Tr = trunc i32 %L17 to i8
  %Sl46 = select i1 %L, i64 %4, i64 %ZE
  %Cmp47 = icmp ult <vscale x 8 x i1> %I25, %Cmp41
  %L48 = load <vscale x 4 x i64>, ptr %Sl8, align 32
  store <vscale x 16 x float> undef, ptr %0, align 64
  %E49 = extractelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i32 %E11
  %I50 = insertelement <vscale x 1 x i32> %B20, i32 %E11, i32 %L17
  %Tr51 = trunc i32 %3 to i16
  %Sl52 = select <vscale x 4 x i1> %I19, <vscale x 4 x double> %L36, <vscale x 4 x double> %L36
  %Cmp53 = icmp ne <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %L54 = load <vscale x 1 x i1>, ptr %0, align 1
  store <vscale x 4 x float> undef, ptr %Sl8, align 16
  %E55 = extractelement <vscale x 8 x i1> %Cmp9, i32 %3
  br i1 %E55, label %CF213, label %CF216

CF216:                                            ; preds = %CF216, %CF234, %CF224, %CF213
  %I56 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %E55, i32 %Sl34
  %FC57 = uitofp <vscale x 1 x i1> %Cmp53 to <vscale x 1 x double>
  %Sl58 = select <vscale x 1 x i1> %Cmp53, <vscale x 1 x i32> %B20, <vscale x 1 x i32> %I50
  %Cmp59 = icmp eq <vscale x 8 x i16> %B13, %B13
  %L60 = load <vscale x 4 x i64>, ptr %0, align 32
  %E61 = extractelement <vscale x 4 x i64> %L48, i32 %Sl34
  %I62 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %5, i32 %E24
  %Tr63 = trunc i8 %Se to i1
  br i1 %Tr63, label %CF216, label %CF226

CF226:                                            ; preds = %CF226, %CF216
  %Sl64 = select i1 %E30, i8 %E37, i8 %E18
  %Cmp65 = icmp ult <vscale x 2 x i32> %L29, %L29
  %L66 = load <vscale x 8 x double>, ptr %0, align 64
  store <vscale x 1 x float> undef, ptr %0, align 4
  %E67 = extractelement <vscale x 4 x double> %L36, i32 %E11
  %I68 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %E18, i32 %L17
  %FC69 = uitofp <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x float>
  %Sl70 = select <vscale x 4 x i1> %I19, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> %I7
  %Cmp71 = icmp ugt <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %L72 = load <vscale x 8 x i1>, ptr %0, align 1
  store <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), ptr %Sl8, align 16
  %E73 = extractelement <vscale x 4 x i1> %I19, i32 %3
  br i1 %E73, label %CF226, label %CF234

CF234:                                            ; preds = %CF226
  %I74 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %Se, i32 %E11
  %B75 = or <vscale x 8 x i64> %Sl27, shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer)
  %FC76 = sitofp <vscale x 8 x i1> %Cmp59 to <vscale x 8 x double>
  %Sl77 = select i1 %L, i8 %E49, i8 %E18
  %L78 = load i64, ptr %0, align 4
  store <vscale x 2 x double> undef, ptr %A2, align 16
  %E79 = extractelement <vscale x 8 x i1> %I25, i32 %3
  br i1 %E79, label %CF216, label %CF220

CF220:                                            ; preds = %CF220, %CF234
  %I80 = insertelement <vscale x 4 x double> %L36, double %BC, i32 %3
  %B81 = and <vscale x 8 x i16> %B, %Sl
  %Tr82 = fptrunc double %L23 to float
  %Sl83 = select i1 %E73, <vscale x 1 x i32> %I50, <vscale x 1 x i32> %B20
  %Cmp84 = icmp ne <vscale x 8 x i1> %Cmp41, %I25
  %L85 = load i32, ptr %0, align 4
  %E86 = extractelement <vscale x 8 x i1> %L72, i32 %E11
  br i1 %E86, label %CF220, label %CF223

CF223:                                            ; preds = %CF223, %CF220
  %I87 = insertelement <vscale x 4 x i64> %L10, i64 %E61, i32 %L85
  %B88 = srem i8 %E18, %Se
  %FC89 = sitofp i8 %B88 to double
  %Sl90 = select i1 %L, float %Tr82, float %Tr82
  %Cmp91 = icmp sge <vscale x 1 x i1> %Cmp16, shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer)
  %L92 = load <vscale x 4 x i1>, ptr %0, align 1
  store <vscale x 8 x double> %L66, ptr %0, align 64
  %E93 = extractelement <vscale x 1 x i8> %I68, i32 %L85
  %I94 = insertelement <vscale x 4 x double> %L36, double 0x9087CDA66D85E024, i32 %E11
  %B95 = lshr <vscale x 1 x i8> %Se39, %I38
  %Tr96 = trunc <vscale x 4 x i64> %L10 to <vscale x 4 x i8>
  %Sl97 = select i1 %E30, i8 %E49, i8 %Sl77
  %Cmp98 = icmp ule <vscale x 4 x i64> %L48, %I
  %L99 = load i32, ptr %0, align 4
  store <vscale x 2 x float> undef, ptr %0, align 8
  %E100 = extractelement <vscale x 1 x i32> %Sl83, i32 %E24
  %I101 = insertelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i1 %E79, i32 %L85
  %B102 = shl <vscale x 8 x i16> %Sl, %B81
  %ZE103 = zext <vscale x 1 x i8> %I74 to <vscale x 1 x i16>
  %Sl104 = select i1 %E73, i1 %L, i1 %L
  br i1 %Sl104, label %CF223, label %CF224

CF224:                                            ; preds = %CF223
  %Cmp105 = icmp sge <vscale x 8 x i1> %L72, %Cmp59
  %L106 = load <vscale x 2 x double>, ptr %0, align 16
  store <vscale x 16 x double> %FC, ptr %0, align 128
  %E107 = extractelement <vscale x 4 x i64> %L60, i32 %3
  %I108 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %ZE, i32 %Sl34
  %B109 = xor i32 %E100, %E11
  %FC110 = sitofp <vscale x 8 x i64> %ZE14 to <vscale x 8 x double>
  %Sl111 = select i1 %L, <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i1> %Cmp16
  %Cmp112 = icmp ne <vscale x 2 x i32> %L29, %L29
  %L113 = load i32, ptr %0, align 4
  %E114 = extractelement <vscale x 1 x i1> %L54, i32 %E11
  br i1 %E114, label %CF216, label %CF218

CF218:                                            ; preds = %CF218, %CF224
  %I115 = insertelement <vscale x 1 x i32> %I31, i32 %L85, i32 %L85
  %Tr116 = trunc i64 %E61 to i16
  %Sl117 = select i1 %E55, <vscale x 8 x i16> %B26, <vscale x 8 x i16> %L42
  %Cmp118 = fcmp ole float %Tr82, %Tr82
  br i1 %Cmp118, label %CF218, label %CF233

CF233:                                            ; preds = %CF218
  %L119 = load i32, ptr %0, align 4
  %E120 = extractelement <vscale x 1 x i1> %Cmp91, i32 %L85
  br i1 %E120, label %CF213, label %CF215

CF215:                                            ; preds = %CF215, %CF233
  %I121 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %Tr63, i32 %Sl34
  %B122 = lshr <vscale x 8 x i16> %L42, %B102
  %Tr123 = trunc i64 %L78 to i16
  %Sl124 = select i1 %E79, i1 %E30, i1 %E55
  br i1 %Sl124, label %CF215, label %CF235

CF235:                                            ; preds = %CF215
  %Cmp125 = icmp sgt <vscale x 4 x i64> %L10, %I108
  %L126 = load i16, ptr %Sl8, align 2
  %E127 = extractelement <vscale x 1 x i8> %Se39, i32 %L113
  %I128 = insertelement <vscale x 8 x i1> %Cmp84, i1 %L, i32 %B109
  %B129 = sub i32 %3, %B109
  %FC130 = sitofp i64 %BC33 to float
  %Sl131 = select i1 %E43, ptr %A, ptr %Sl8
  %Cmp132 = icmp slt <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %L133 = load <vscale x 2 x float>, ptr %A, align 8
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl8, align 4
  %E134 = extractelement <vscale x 4 x i64> %I87, i32 %E11
  %I135 = insertelement <vscale x 8 x i16> %B, i16 %Tr116, i32 %3
  %ZE136 = zext i1 %E86 to i8
  %Sl137 = select i1 %Sl104, <vscale x 8 x i1> %Cmp105, <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp138 = icmp sgt <vscale x 4 x i1> %I19, shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L139 = load float, ptr %Sl131, align 4
  %E140 = extractelement <vscale x 4 x i1> %Cmp138, i32 %B129
  br label %CF

CF:                                               ; preds = %CF, %CF232, %CF227, %CF235
  %I141 = insertelement <vscale x 2 x i1> %Cmp65, i1 %E140, i32 %L85
  %B142 = mul <vscale x 8 x i16> %B81, %B81
  %Se143 = sext <vscale x 8 x i16> %B102 to <vscale x 8 x i64>
  %Sl144 = select i1 %Sl104, double %L23, double %FC89
  %Cmp145 = icmp uge <vscale x 8 x i1> %Cmp59, %Cmp59
  %L146 = load i64, ptr %Sl131, align 4
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl131, align 4
  %E147 = extractelement <vscale x 8 x i1> %I25, i32 %Sl34
  br i1 %E147, label %CF, label %CF232

CF232:                                            ; preds = %CF
  %I148 = insertelement <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), i8 %B88, i32 %E11
  %ZE149 = zext i16 %Tr51 to i64
  %Sl150 = select i1 %E114, ptr %A4, ptr %Sl131
  %Cmp151 = icmp ugt <vscale x 4 x i16> %Sl70, shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %L152 = load <vscale x 4 x i32>, ptr %Sl8, align 16
  store <vscale x 2 x i32> %L29, ptr %Sl131, align 8
  %E153 = extractelement <vscale x 4 x i1> %Cmp125, i32 %E11
  br i1 %E153, label %CF, label %CF221

CF221:                                            ; preds = %CF221, %CF228, %CF232
  %I154 = insertelement <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), i64 %E134, i32 %E11
  %FC155 = uitofp <vscale x 1 x i8> %Se39 to <vscale x 1 x float>
  %Sl156 = select i1 %E153, i1 %Cmp, i1 %L
  br i1 %Sl156, label %CF221, label %CF228

CF228:                                            ; preds = %CF221
  %Cmp157 = icmp sgt <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), %Sl21
  %L158 = load i8, ptr %Sl131, align 1
  store <vscale x 2 x i32> %L29, ptr %Sl131, align 8
  %E159 = extractelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i32 %L85
  %I160 = insertelement <vscale x 4 x i1> %I19, i1 %L, i32 %E11
  %B161 = srem <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), %Tr96
  %Sl162 = select i1 %E30, <vscale x 4 x i16> %I7, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp163 = icmp sge <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), %Cmp91
  %L164 = load i32, ptr %A1, align 4
  store <vscale x 1 x i32> %I31, ptr %Sl131, align 4
  %E165 = extractelement <vscale x 4 x i64> %L10, i32 %Sl34
  %I166 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %L158, i32 %E11
  %ZE167 = zext i8 %E18 to i64
  %Sl168 = select i1 %Sl124, <vscale x 4 x i16> %Sl162, <vscale x 4 x i16> %I7
  %Cmp169 = icmp ne i32 %L85, %L164
  br i1 %Cmp169, label %CF221, label %CF222

CF222:                                            ; preds = %CF222, %CF231, %CF228
  %L170 = load i8, ptr %Sl8, align 1
  store <vscale x 16 x double> %FC, ptr %Sl8, align 128
  %E171 = extractelement <vscale x 4 x i32> %L152, i32 %L164
  %I172 = insertelement <vscale x 1 x i1> %Sl111, i1 %Cmp169, i32 %L85
  %Sl173 = select i1 %E153, <vscale x 4 x i16> %Sl168, <vscale x 4 x i16> %I7
  %Cmp174 = icmp ult <vscale x 4 x i16> %Sl15, %Sl162
  %L175 = load i16, ptr %Sl131, align 2
  store <vscale x 4 x i16> %I7, ptr %Sl131, align 8
  %E176 = extractelement <vscale x 2 x i1> %I141, i32 %B129
  br i1 %E176, label %CF222, label %CF230

CF230:                                            ; preds = %CF230, %CF222
  %I177 = insertelement <vscale x 8 x i1> %Cmp47, i1 %E153, i32 %3
  %B178 = fdiv float %Sl90, %Tr82
  %ZE179 = zext <vscale x 4 x i1> %L92 to <vscale x 4 x i16>
  %Sl180 = select i1 %E30, i64 %L78, i64 %ZE
  %Cmp181 = icmp ne i16 %Tr51, %Tr116
  br i1 %Cmp181, label %CF230, label %CF231

CF231:                                            ; preds = %CF230
  %L182 = load <vscale x 8 x double>, ptr %Sl8, align 64
  %E183 = extractelement <vscale x 8 x i1> %Sl137, i32 %B109
  br i1 %E183, label %CF222, label %CF227

CF227:                                            ; preds = %CF231
  %I184 = insertelement <vscale x 4 x i64> %L48, i64 %E107, i32 %L17
  %B185 = and <vscale x 1 x i8> %B95, %I166
  %ZE186 = zext i8 %Sl64 to i64
  %Sl187 = select i1 %E43, <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> %Cmp65
  %Cmp188 = icmp ule i1 %L, %E147
  br i1 %Cmp188, label %CF, label %CF211

CF211:                                            ; preds = %CF211, %CF229, %CF227
  %L189 = load i64, ptr %Sl8, align 4
  store <vscale x 8 x float> undef, ptr %Sl131, align 32
  %E190 = extractelement <vscale x 1 x i1> %Cmp163, i32 %3
  br i1 %E190, label %CF211, label %CF225

CF225:                                            ; preds = %CF225, %CF211
  %I191 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %5, i32 %L85
  %B192 = add i64 %E134, %L78
  %FC193 = uitofp i64 %Sl180 to float
  %Sl194 = select <vscale x 8 x i1> %Cmp145, <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i8> %I148
  %Cmp195 = fcmp ueq <vscale x 4 x double> %I94, %L36
  %L196 = load <vscale x 2 x float>, ptr %Sl131, align 8
  %E197 = extractelement <vscale x 8 x i1> %I128, i32 %Sl34
  br i1 %E197, label %CF225, label %CF229

CF229:                                            ; preds = %CF225
  %I198 = insertelement <vscale x 1 x i8> %I62, i8 %E127, i32 %E11
  %Tr199 = trunc i8 %B88 to i1
  br i1 %Tr199, label %CF211, label %CF217

CF217:                                            ; preds = %CF217, %CF229
  %Sl200 = select i1 %E197, i8 %ZE136, i8 %E37
  %Cmp201 = icmp ne <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), %I184
  %L202 = load <vscale x 4 x i1>, ptr %A2, align 1
  store <vscale x 2 x i16> undef, ptr %A, align 4
  %E203 = extractelement <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), i32 %L164
  %I204 = insertelement <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), i64 %E107, i32 %L119
  %B205 = add <vscale x 1 x i64> %I154, %Sl21
  %FC206 = sitofp <vscale x 8 x i1> %Cmp71 to <vscale x 8 x float>
  %Sl207 = select i1 %Sl104, float %FC193, float %B178
  %Cmp208 = icmp sge i64 %ZE, %E107
  br i1 %Cmp208, label %CF217, label %CF219

CF219:                                            ; preds = %CF217
  store <vscale x 4 x i32> %L152, ptr %Sl8, align 16
  store float %B178, ptr %Sl131, align 4
  store i16 %Tr51, ptr %Sl131, align 2
  store double %L23, ptr %Sl150, align 8
  store i8 %E127, ptr %A, align 1
  ret void
}
