; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD10(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i8, align 1
  %A3 = alloca i8, align 1
  %A2 = alloca float, align 4
  %A1 = alloca double, align 8
  %A = alloca <vscale x 16 x float>, align 64
  %L = load i1, ptr %0, align 1
  br label %CF227

CF227:                                            ; preds = %BB
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E = extractelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %3, i32 %3
  %Sl = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp = icmp sgt <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L5 = load <vscale x 4 x i1>, ptr %0, align 1
  store <vscale x 4 x double> undef, ptr %0, align 32
  %E6 = extractelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %3
  %I7 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %L, i32 %E6
  %B = lshr <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %Sl
  %ZE = zext <vscale x 8 x i1> %I7 to <vscale x 8 x i8>
  %Sl8 = select i1 %L, ptr %2, ptr %0
  %Cmp9 = icmp slt <vscale x 8 x i1> %I7, %I7
  %L10 = load <vscale x 8 x i32>, ptr %Sl8, align 32
  %E11 = extractelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i32 %E6
  br label %CF218

CF218:                                            ; preds = %CF227
  %I12 = insertelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i1 %E11, i32 %E6
  %FC = uitofp i1 %L to float
  %Sl13 = select <vscale x 8 x i1> %Cmp9, <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp14 = icmp ugt <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %L15 = load <vscale x 4 x i32>, ptr %Sl8, align 16
  store <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl8, align 64
  %E16 = extractelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i32 %3
  br label %CF209

CF209:                                            ; preds = %CF209, %CF218
  %I17 = insertelement <vscale x 8 x i8> %ZE, i8 %5, i32 %3
  %B18 = urem <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Tr = trunc <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i1>
  %Sl19 = select <vscale x 8 x i1> %I7, <vscale x 8 x i8> %I17, <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp20 = icmp sge <vscale x 2 x i64> %B18, shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %L21 = load <vscale x 8 x i8>, ptr %Sl8, align 8
  store <vscale x 8 x i16> undef, ptr %0, align 16
  %E22 = extractelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 %E6
  %I23 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %E22, i32 %3
  %B24 = shl i8 %E22, %E22
  %Tr25 = trunc i8 %B24 to i1
  br i1 %Tr25, label %CF209, label %CF212

CF212:                                            ; preds = %CF212, %CF209
  %Sl26 = select i1 %L, ptr %A2, ptr %0
  %Cmp27 = icmp sge <vscale x 8 x i1> %Cmp9, shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %L28 = load <vscale x 1 x i16>, ptr %0, align 2
  %E29 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I30 = insertelement <vscale x 8 x i1> %Cmp27, i1 %E16, i32 %E6
  %B31 = sdiv i8 %5, %E
  %Tr32 = trunc <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i16>
  %Sl33 = select i1 %L, i1 %Tr25, i1 %Tr25
  br i1 %Sl33, label %CF212, label %CF214

CF214:                                            ; preds = %CF214, %CF225, %CF212
  %Cmp34 = icmp slt i64 %E29, %E29
  br i1 %Cmp34, label %CF214, label %CF219

CF219:                                            ; preds = %CF219, %CF214
  %L35 = load <vscale x 2 x i1>, ptr %Sl8, align 1
  store <vscale x 16 x i64> undef, ptr %Sl8, align 128
  %E36 = extractelement <vscale x 2 x i1> %L35, i32 %E6
  br i1 %E36, label %CF219, label %CF225

CF225:                                            ; preds = %CF219
  %I37 = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 -1, i32 %3
  %ZE38 = zext <vscale x 8 x i1> %Cmp27 to <vscale x 8 x i16>
  %Sl39 = select i1 %L, <vscale x 8 x i32> %L10, <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp40 = icmp ule <vscale x 4 x i16> %Tr32, %Tr32
  %L41 = load i1, ptr %Sl26, align 1
  br i1 %L41, label %CF214, label %CF216

CF216:                                            ; preds = %CF216, %CF225
  store <vscale x 8 x float> undef, ptr %Sl8, align 32
  %E42 = extractelement <vscale x 8 x i8> %ZE, i32 %3
  %I43 = insertelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i8 %E42, i32 %3
  %B44 = mul i8 %E22, %E
  %Tr45 = trunc <vscale x 2 x i64> %B18 to <vscale x 2 x i32>
  %Sl46 = select <vscale x 2 x i1> %Cmp20, <vscale x 2 x i8> %I23, <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp47 = icmp ne <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %L48 = load <vscale x 1 x i32>, ptr %Sl8, align 4
  store <vscale x 8 x double> undef, ptr %A3, align 64
  %E49 = extractelement <vscale x 1 x i32> %L48, i32 %E6
  %I50 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %E, i32 %E6
  %B51 = srem <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %ZE52 = zext <vscale x 8 x i1> %Cmp27 to <vscale x 8 x i8>
  %Sl53 = select i1 %L, <vscale x 1 x i32> %L48, <vscale x 1 x i32> %L48
  %L54 = load <vscale x 8 x i64>, ptr %A4, align 64
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %A3, align 32
  %E55 = extractelement <vscale x 8 x i1> %Cmp27, i32 %E6
  br i1 %E55, label %CF216, label %CF217

CF217:                                            ; preds = %CF217, %CF216
  %I56 = insertelement <vscale x 8 x i8> %Sl19, i8 %B31, i32 %E6
  %B57 = lshr i8 %E22, %E
  %ZE58 = zext <vscale x 8 x i8> %Sl19 to <vscale x 8 x i16>
  %Sl59 = select i1 %L, ptr %A, ptr %Sl8
  %Cmp60 = icmp ne <vscale x 8 x i1> %I7, %Cmp47
  %L61 = load <vscale x 8 x i1>, ptr %A, align 1
  store <vscale x 4 x double> undef, ptr %Sl59, align 32
  %E62 = extractelement <vscale x 8 x i32> %Sl39, i32 %3
  %I63 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %E22, i32 %E62
  %B64 = srem <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %Tr32
  %ZE65 = zext <vscale x 2 x i8> %I50 to <vscale x 2 x i32>
  %Sl66 = select i1 %E11, <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp67 = icmp sge <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %Sl
  %L68 = load i32, ptr %Sl8, align 4
  store <vscale x 2 x float> undef, ptr %Sl8, align 8
  %E69 = extractelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %E62
  %I70 = insertelement <vscale x 2 x i8> %I23, i8 %E22, i32 %E6
  %Se = sext <vscale x 4 x i1> %Tr to <vscale x 4 x i64>
  %Sl71 = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i1> %Cmp14, <vscale x 4 x i1> %Cmp40
  %Cmp72 = icmp sgt i8 %E22, %5
  br i1 %Cmp72, label %CF217, label %CF220

CF220:                                            ; preds = %CF220, %CF217
  %L73 = load <vscale x 4 x i64>, ptr %Sl26, align 32
  store <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 8
  %E74 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %E62
  %I75 = insertelement <vscale x 1 x i1> %I12, i1 %L, i32 %E62
  %B76 = shl <vscale x 4 x i16> %I37, %B
  %ZE77 = zext <vscale x 4 x i8> %I43 to <vscale x 4 x i32>
  %Sl78 = select i1 %E11, <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %L79 = load <vscale x 16 x i32>, ptr %0, align 64
  %E80 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %E49
  %I81 = insertelement <vscale x 8 x i1> %Cmp27, i1 %L, i32 %E49
  %B82 = udiv <vscale x 4 x i64> %L73, %Se
  %Sl83 = select <vscale x 8 x i1> %Cmp47, <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp84 = icmp ule <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %L85 = load <vscale x 8 x double>, ptr %0, align 64
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 8
  %E86 = extractelement <vscale x 2 x i8> %Sl46, i32 %E6
  %I87 = insertelement <vscale x 1 x i1> %I12, i1 %E36, i32 %E6
  %Se88 = sext <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i64>
  %Sl89 = select <vscale x 1 x i1> %I12, <vscale x 1 x i32> %Sl53, <vscale x 1 x i32> %L48
  %Cmp90 = icmp ne <vscale x 8 x i1> %Cmp60, %I81
  %L91 = load <vscale x 4 x double>, ptr %0, align 32
  store <vscale x 8 x i16> %ZE38, ptr %Sl8, align 16
  %E92 = extractelement <vscale x 4 x i32> %ZE77, i32 %L68
  %I93 = insertelement <vscale x 4 x i16> %B76, i16 %E74, i32 %E92
  %B94 = add <vscale x 8 x i8> %Sl19, shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %FC95 = uitofp i1 %Tr25 to float
  %Sl96 = select <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i32> %L10, <vscale x 8 x i32> %L10
  %L97 = load i64, ptr %Sl59, align 4
  store <vscale x 16 x double> undef, ptr %0, align 128
  %E98 = extractelement <vscale x 8 x i1> %I30, i32 %E92
  br i1 %E98, label %CF220, label %CF221

CF221:                                            ; preds = %CF220
  %I99 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %E42, i32 %3
  %B100 = or i8 %B24, %E86
  %Tr101 = trunc <vscale x 2 x i64> %B18 to <vscale x 2 x i32>
  %Sl102 = select <vscale x 8 x i1> %Cmp27, <vscale x 8 x i1> %Sl13, <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp103 = icmp ugt i16 %E74, %E74
  br label %CF207

CF207:                                            ; preds = %CF221
  %L104 = load <vscale x 8 x double>, ptr %Sl26, align 64
  store <vscale x 4 x i32> %ZE77, ptr %0, align 16
  %E105 = extractelement <vscale x 4 x i64> %L73, i32 %E6
  %I106 = insertelement <vscale x 1 x i1> %I12, i1 %E16, i32 %E62
  %FC107 = sitofp i32 %E6 to double
  %Sl108 = select i1 %E16, <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i1> %Cmp
  %Cmp109 = icmp sgt <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %L110 = load i8, ptr %Sl59, align 1
  store <vscale x 4 x i64> %Se, ptr %Sl26, align 32
  %E111 = extractelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 %E49
  %I112 = insertelement <vscale x 8 x i1> %Sl13, i1 %Tr25, i32 %E6
  %B113 = sub <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), %I23
  %Sl114 = select i1 %E55, <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i64> %Sl83
  %Cmp115 = icmp ult <vscale x 4 x i32> %ZE77, %ZE77
  %L116 = load i8, ptr %Sl8, align 1
  store <vscale x 4 x i64> %Se, ptr %Sl59, align 32
  %E117 = extractelement <vscale x 4 x i1> %Cmp14, i32 %E6
  br label %CF

CF:                                               ; preds = %CF, %CF223, %CF207
  %I118 = insertelement <vscale x 8 x i1> %Sl66, i1 %Tr25, i32 %3
  %Tr119 = trunc <vscale x 4 x i16> %B to <vscale x 4 x i8>
  %Sl120 = select i1 %E16, <vscale x 4 x i16> %Tr32, <vscale x 4 x i16> %I37
  %Cmp121 = icmp sge <vscale x 2 x i8> %Sl46, %I23
  %L122 = load i1, ptr %0, align 1
  br i1 %L122, label %CF, label %CF208

CF208:                                            ; preds = %CF208, %CF222, %CF
  store <vscale x 8 x i32> %L10, ptr %Sl26, align 32
  %E123 = extractelement <vscale x 2 x i8> %I23, i32 %3
  %I124 = insertelement <vscale x 8 x i1> %Cmp9, i1 %L, i32 %3
  %Se125 = sext <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i32>
  %Sl126 = select <vscale x 1 x i1> %I75, <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp127 = icmp sgt i32 %3, %3
  br i1 %Cmp127, label %CF208, label %CF222

CF222:                                            ; preds = %CF208
  %L128 = load <vscale x 2 x i8>, ptr %0, align 2
  store <vscale x 4 x float> undef, ptr %Sl8, align 16
  %E129 = extractelement <vscale x 1 x i32> %Sl53, i32 %E62
  %I130 = insertelement <vscale x 4 x i8> %Tr119, i8 %E123, i32 %E69
  %ZE131 = zext i8 %E123 to i16
  %Sl132 = select i1 %E98, <vscale x 8 x i8> %ZE, <vscale x 8 x i8> %ZE
  %Cmp133 = icmp ne <vscale x 1 x i1> %Cmp109, %I75
  %L134 = load i16, ptr %A, align 2
  store <vscale x 8 x double> %L85, ptr %A, align 64
  %E135 = extractelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 %E49
  %I136 = insertelement <vscale x 8 x i1> %Sl102, i1 %Cmp34, i32 %E49
  %ZE137 = zext i1 %L to i8
  %Sl138 = select i1 %E55, <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i64> %L54
  %Cmp139 = icmp sge <vscale x 1 x i1> %I75, %I106
  %L140 = load i1, ptr %Sl8, align 1
  br i1 %L140, label %CF208, label %CF210

CF210:                                            ; preds = %CF210, %CF222
  store <vscale x 8 x double> %L85, ptr %Sl59, align 64
  %E141 = extractelement <vscale x 4 x i1> %L5, i32 %E129
  br i1 %E141, label %CF210, label %CF211

CF211:                                            ; preds = %CF211, %CF224, %CF210
  %I142 = insertelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i1 %L, i32 %E69
  %B143 = xor <vscale x 8 x i8> %I17, %I17
  %ZE144 = zext <vscale x 8 x i1> %I30 to <vscale x 8 x i32>
  %Sl145 = select i1 %L, float %FC95, float 0x413F650340000000
  %Cmp146 = icmp sge <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer)
  %L147 = load <vscale x 4 x float>, ptr %0, align 16
  store <vscale x 8 x i32> %L10, ptr %Sl8, align 32
  %E148 = extractelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 %E129
  %I149 = insertelement <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), i64 %L97, i32 %E92
  %B150 = udiv <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %ZE151 = zext <vscale x 4 x i1> %L5 to <vscale x 4 x i64>
  %Sl152 = select i1 %E55, i64 %E29, i64 %E29
  %Cmp153 = icmp ugt <vscale x 8 x i8> %ZE, %I17
  %L154 = load <vscale x 2 x float>, ptr %0, align 8
  store <vscale x 16 x double> undef, ptr %0, align 128
  %E155 = extractelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 %E129
  %I156 = insertelement <vscale x 4 x i8> %I130, i8 %E135, i32 %E6
  %B157 = and <vscale x 8 x i8> %I17, %B94
  %FC158 = sitofp <vscale x 4 x i1> %Cmp67 to <vscale x 4 x float>
  %Sl159 = select i1 %E117, <vscale x 4 x i16> %Tr32, <vscale x 4 x i16> %Sl120
  %Cmp160 = icmp ult <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %L161 = load i16, ptr %A3, align 2
  store <vscale x 8 x i64> %L54, ptr %0, align 64
  %E162 = extractelement <vscale x 1 x i1> %I142, i32 %3
  br i1 %E162, label %CF211, label %CF224

CF224:                                            ; preds = %CF211
  %I163 = insertelement <vscale x 4 x i1> %L5, i1 %E162, i32 %E6
  %B164 = srem <vscale x 2 x i32> %Sl78, shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %FC165 = uitofp i16 %E74 to float
  %Sl166 = select <vscale x 4 x i1> %Cmp40, <vscale x 4 x i16> %Sl120, <vscale x 4 x i16> %I93
  %Cmp167 = icmp ult <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), %Tr101
  %L168 = load <vscale x 2 x float>, ptr %Sl8, align 8
  store <vscale x 8 x i32> %L10, ptr %Sl8, align 32
  %E169 = extractelement <vscale x 1 x i1> %I142, i32 %E129
  br i1 %E169, label %CF211, label %CF223

CF223:                                            ; preds = %CF224
  %I170 = insertelement <vscale x 4 x i64> %Se, i64 %Sl152, i32 %E6
  %FC171 = sitofp i1 %E141 to float
  %Sl172 = select i1 %Cmp72, <vscale x 2 x i8> %I99, <vscale x 2 x i8> %B113
  %Cmp173 = icmp uge i1 %E36, %E98
  br i1 %Cmp173, label %CF, label %CF206

CF206:                                            ; preds = %CF206, %CF228, %CF223
  %L174 = load i64, ptr %0, align 4
  store <vscale x 1 x i16> %L28, ptr %Sl26, align 2
  %E175 = extractelement <vscale x 8 x i1> %I118, i32 %E49
  br i1 %E175, label %CF206, label %CF228

CF228:                                            ; preds = %CF206
  %I176 = insertelement <vscale x 4 x i16> %Sl166, i16 %E74, i32 %E92
  %Tr177 = trunc <vscale x 4 x i32> %Se125 to <vscale x 4 x i1>
  %Sl178 = select i1 %Cmp127, <vscale x 4 x i1> %L5, <vscale x 4 x i1> %L5
  %Cmp179 = fcmp uge <vscale x 4 x double> %L91, %L91
  %L180 = load i32, ptr %Sl26, align 4
  %E181 = extractelement <vscale x 8 x i1> %Cmp9, i32 %E92
  br i1 %E181, label %CF206, label %CF213

CF213:                                            ; preds = %CF213, %CF228
  %I182 = insertelement <vscale x 2 x i32> %I, i32 %E49, i32 %E92
  %ZE183 = zext <vscale x 4 x i16> %Sl to <vscale x 4 x i64>
  %Sl184 = select i1 %L, <vscale x 8 x i64> %L54, <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp185 = icmp sge i1 %E36, %E98
  br i1 %Cmp185, label %CF213, label %CF215

CF215:                                            ; preds = %CF215, %CF213
  %L186 = load i16, ptr %0, align 2
  store <vscale x 4 x i16> %Sl120, ptr %0, align 8
  %E187 = extractelement <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), i32 %E6
  %I188 = insertelement <vscale x 2 x i32> %I, i32 %L180, i32 %E6
  %B189 = frem double %FC107, %FC107
  %Tr190 = trunc <vscale x 1 x i32> %Sl53 to <vscale x 1 x i1>
  %Sl191 = select <vscale x 8 x i1> %I112, <vscale x 8 x i1> %Cmp27, <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp192 = icmp ne <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), %ZE52
  %L193 = load <vscale x 1 x i64>, ptr %0, align 8
  store <vscale x 4 x double> %L91, ptr %0, align 32
  %E194 = extractelement <vscale x 2 x i32> %Tr45, i32 %E49
  %I195 = insertelement <vscale x 2 x i8> %L128, i8 %5, i32 %E129
  %ZE196 = zext i1 %Cmp34 to i16
  %Sl197 = select i1 %L140, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> %B150
  %Cmp198 = icmp eq i1 %Cmp72, %E117
  br i1 %Cmp198, label %CF215, label %CF226

CF226:                                            ; preds = %CF226, %CF215
  %L199 = load i64, ptr %0, align 4
  store <vscale x 2 x float> %L154, ptr %Sl26, align 8
  %E200 = extractelement <vscale x 1 x i1> %Cmp146, i32 %E62
  br i1 %E200, label %CF226, label %CF229

CF229:                                            ; preds = %CF226
  %I201 = insertelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i1 %L, i32 %E49
  %B202 = and <vscale x 2 x i8> %B113, %I23
  %ZE203 = zext <vscale x 1 x i1> %Sl126 to <vscale x 1 x i8>
  %Sl204 = select i1 %E162, <vscale x 2 x i32> %Sl78, <vscale x 2 x i32> %Tr45
  %Cmp205 = icmp slt <vscale x 4 x i8> %Tr119, %I43
  store double %FC107, ptr %Sl59, align 8
  store i1 %Cmp72, ptr %Sl8, align 1
  store double %FC107, ptr %0, align 8
  store i64 %L174, ptr %Sl8, align 4
  store i16 %E74, ptr %0, align 2
  ret void
}
