; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD1(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca double, align 8
  %A2 = alloca i32, align 4
  %A1 = alloca float, align 4
  %A = alloca float, align 4
  %L = load i8, ptr %1, align 1
  store <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), ptr %0, align 32
  %E = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 true, i32 %3
  %B = sdiv <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %Tr = trunc <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i32>
  %Sl = select i1 true, ptr %A4, ptr %0
  %Cmp = icmp ult <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L5 = load i64, ptr %Sl, align 4
  store <vscale x 2 x i8> undef, ptr %Sl, align 2
  %E6 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I7 = insertelement <vscale x 2 x i1> %I, i1 true, i32 %E6
  %B8 = udiv i64 %4, %L5
  %Sl9 = select i1 true, i16 %E, i16 %E
  %Cmp10 = icmp ne i64 %B8, %L5
  br label %CF209

CF209:                                            ; preds = %CF209, %BB
  %L11 = load i32, ptr %Sl, align 4
  %E12 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E6
  %I13 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %Cmp10, i32 %3
  %B14 = sub <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Se = sext <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i16>
  %Sl15 = select <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i16> %B, <vscale x 8 x i16> %B
  %Cmp16 = icmp ugt i32 %E12, %E6
  br i1 %Cmp16, label %CF209, label %CF211

CF211:                                            ; preds = %CF211, %CF209
  %L17 = load <vscale x 8 x i8>, ptr %A2, align 8
  store <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl, align 32
  %E18 = extractelement <vscale x 2 x i1> %I, i32 %E6
  br i1 %E18, label %CF211, label %CF224

CF224:                                            ; preds = %CF224, %CF211
  %I19 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %L5, i32 %E6
  %B20 = udiv <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %ZE = zext <vscale x 8 x i8> %L17 to <vscale x 8 x i64>
  %Sl21 = select i1 %Cmp16, <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> %I13
  %Cmp22 = icmp eq <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %L23 = load i8, ptr %0, align 1
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 32
  %E24 = extractelement <vscale x 2 x i1> %I13, i32 %E6
  br i1 %E24, label %CF224, label %CF229

CF229:                                            ; preds = %CF224
  %I25 = insertelement <vscale x 2 x i32> %Tr, i32 %L11, i32 %E6
  %B26 = urem <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Tr27 = trunc i64 %B8 to i16
  %Sl28 = select i1 %Cmp10, i1 %Cmp10, i1 %Cmp10
  br label %CF208

CF208:                                            ; preds = %CF208, %CF228, %CF229
  %Cmp29 = icmp ult <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %L30 = load <vscale x 4 x double>, ptr %0, align 32
  store <vscale x 8 x i64> %ZE, ptr %0, align 64
  %E31 = extractelement <vscale x 4 x i1> %Cmp22, i32 %E6
  br i1 %E31, label %CF208, label %CF223

CF223:                                            ; preds = %CF223, %CF208
  %I32 = insertelement <vscale x 2 x i1> %I, i1 %Cmp10, i32 %3
  %PC = bitcast ptr %0 to ptr
  %Sl33 = select i1 %Cmp10, i8 %L, i8 0
  %Cmp34 = icmp sge <vscale x 2 x i1> %I, shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %L35 = load <vscale x 4 x i64>, ptr %Sl, align 32
  %E36 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E6
  %I37 = insertelement <vscale x 2 x i1> %I13, i1 %Cmp10, i32 %E6
  %Sl38 = select i1 %Cmp10, ptr %0, ptr %Sl
  %Cmp39 = icmp sge <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %L40 = load <vscale x 16 x i64>, ptr %Sl, align 128
  store <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), ptr %Sl, align 32
  %E41 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E6
  %I42 = insertelement <vscale x 4 x double> %L30, double 0xFFFFFFFFFFFFFFFF, i32 %E36
  %B43 = and <vscale x 2 x i32> %Tr, %Tr
  %PC44 = bitcast ptr %A4 to ptr
  %Sl45 = select i1 %E24, <vscale x 2 x i32> %I25, <vscale x 2 x i32> %I25
  %Cmp46 = icmp ne <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), %I37
  %L47 = load i32, ptr %PC, align 4
  store <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl, align 32
  %E48 = extractelement <vscale x 2 x i1> %I, i32 %E36
  br i1 %E48, label %CF223, label %CF228

CF228:                                            ; preds = %CF223
  %I49 = insertelement <vscale x 8 x i64> %ZE, i64 %L5, i32 %E41
  %Tr50 = trunc <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i32>
  %Sl51 = select i1 %E48, <vscale x 2 x i1> %I37, <vscale x 2 x i1> %Cmp34
  %Cmp52 = icmp ult <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), %B20
  %L53 = load i16, ptr %PC44, align 2
  store <vscale x 8 x i64> %ZE, ptr %Sl, align 64
  %E54 = extractelement <vscale x 2 x i1> %I13, i32 %E41
  br i1 %E54, label %CF208, label %CF219

CF219:                                            ; preds = %CF219, %CF228
  %I55 = insertelement <vscale x 2 x i1> %I7, i1 %Cmp10, i32 %E36
  %B56 = xor i16 %Tr27, %E
  %ZE57 = zext <vscale x 2 x i1> %I13 to <vscale x 2 x i16>
  %Sl58 = select i1 %E48, i8 %L23, i8 %L
  %L59 = load i8, ptr %0, align 1
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %PC, align 16
  %E60 = extractelement <vscale x 4 x double> %L30, i32 %E6
  %I61 = insertelement <vscale x 2 x i1> %Cmp34, i1 %Cmp10, i32 %E36
  %Se62 = sext <vscale x 1 x i1> %Cmp29 to <vscale x 1 x i64>
  %Sl63 = select i1 %Cmp10, i16 %B56, i16 %E
  %Cmp64 = icmp ult <vscale x 2 x i1> %Cmp34, %Sl51
  %L65 = load i1, ptr %0, align 1
  br i1 %L65, label %CF219, label %CF233

CF233:                                            ; preds = %CF219
  %E66 = extractelement <vscale x 2 x i1> %I, i32 %E6
  br label %CF

CF:                                               ; preds = %CF, %CF237, %CF222, %CF233
  %I67 = insertelement <vscale x 2 x i1> %I13, i1 %Cmp10, i32 %E6
  %ZE68 = zext <vscale x 2 x i1> %I67 to <vscale x 2 x i64>
  %Sl69 = select i1 %L65, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp70 = icmp uge <vscale x 1 x i64> %Se62, %Se62
  %L71 = load i64, ptr %PC, align 4
  %E72 = extractelement <vscale x 8 x i64> %I49, i32 %E36
  %I73 = insertelement <vscale x 2 x i1> %I, i1 %Cmp10, i32 %E6
  %B74 = and i8 %Sl33, %Sl33
  %Se75 = sext <vscale x 2 x i1> %I7 to <vscale x 2 x i64>
  %Sl76 = select i1 %Cmp10, i16 %Sl63, i16 %Tr27
  %L77 = load <vscale x 16 x float>, ptr %0, align 64
  store <vscale x 8 x i8> %L17, ptr %0, align 8
  %E78 = extractelement <vscale x 1 x i1> %Cmp29, i32 %E36
  br i1 %E78, label %CF, label %CF237

CF237:                                            ; preds = %CF
  %I79 = insertelement <vscale x 2 x i1> %I, i1 %E66, i32 %3
  %B80 = xor i16 %E, %Tr27
  %FC = sitofp <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x float>
  %Sl81 = select i1 %Cmp10, <vscale x 2 x i64> %ZE68, <vscale x 2 x i64> %ZE68
  %Cmp82 = icmp ult i16 %B56, %L53
  br i1 %Cmp82, label %CF, label %CF213

CF213:                                            ; preds = %CF213, %CF235, %CF221, %CF237
  %L83 = load i64, ptr %Sl, align 4
  store <vscale x 16 x double> undef, ptr %0, align 128
  %E84 = extractelement <vscale x 2 x i64> %ZE68, i32 %E41
  %I85 = insertelement <vscale x 4 x i64> %L35, i64 %L5, i32 %3
  %B86 = urem i32 %E12, %3
  %ZE87 = zext <vscale x 8 x i8> %L17 to <vscale x 8 x i64>
  %Sl88 = select i1 %E78, <vscale x 2 x i32> %B43, <vscale x 2 x i32> %Tr
  %Cmp89 = icmp slt <vscale x 2 x i1> %I13, %I37
  %L90 = load i64, ptr %Sl38, align 4
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC, align 16
  %E91 = extractelement <vscale x 2 x i32> %Sl88, i32 %E36
  %I92 = insertelement <vscale x 2 x i1> %I13, i1 %Cmp10, i32 %E36
  %B93 = or i16 %B80, %E
  %PC94 = bitcast ptr %A2 to ptr
  %Sl95 = select <vscale x 2 x i1> %I37, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp96 = icmp ne <vscale x 1 x i32> %B20, shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %L97 = load <vscale x 16 x i32>, ptr %Sl, align 64
  store <vscale x 4 x double> %L30, ptr %PC, align 32
  %E98 = extractelement <vscale x 2 x i32> %Sl88, i32 %E36
  %I99 = insertelement <vscale x 2 x i1> %I, i1 %E78, i32 %E98
  %Tr100 = trunc i16 %B93 to i1
  br i1 %Tr100, label %CF213, label %CF227

CF227:                                            ; preds = %CF227, %CF213
  %Sl101 = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> %I85
  %Cmp102 = icmp uge <vscale x 1 x i64> %Se62, %Se62
  %L103 = load <vscale x 2 x i8>, ptr %Sl38, align 2
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC94, align 4
  %E104 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E6
  %I105 = insertelement <vscale x 4 x i64> %Sl101, i64 %L5, i32 %L47
  %ZE106 = zext i32 %E98 to i64
  %Sl107 = select i1 %L65, <vscale x 8 x i16> %B, <vscale x 8 x i16> %Se
  %Cmp108 = icmp sgt <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %L109 = load i16, ptr %PC44, align 2
  store <vscale x 4 x double> %L30, ptr %PC94, align 32
  %E110 = extractelement <vscale x 2 x i1> %I, i32 %E6
  br i1 %E110, label %CF227, label %CF235

CF235:                                            ; preds = %CF227
  %I111 = insertelement <vscale x 2 x i32> %Tr, i32 %E6, i32 %E41
  %B112 = sdiv <vscale x 4 x i64> %L35, %I85
  %FC113 = sitofp <vscale x 1 x i1> %Cmp102 to <vscale x 1 x float>
  %Sl114 = select i1 %L65, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp115 = icmp slt <vscale x 2 x i1> %Cmp89, %I32
  %L116 = load double, ptr %PC, align 8
  store <vscale x 4 x double> %L30, ptr %0, align 32
  %E117 = extractelement <vscale x 4 x i64> %I85, i32 %3
  %I118 = insertelement <vscale x 4 x i64> %I85, i64 %L5, i32 %E91
  %Se119 = sext <vscale x 1 x i1> %Cmp29 to <vscale x 1 x i16>
  %Sl120 = select i1 %Cmp82, i16 %Sl9, i16 %E
  %Cmp121 = icmp ult i8 %L23, %5
  br i1 %Cmp121, label %CF213, label %CF220

CF220:                                            ; preds = %CF220, %CF235
  %L122 = load i1, ptr %Sl, align 1
  br i1 %L122, label %CF220, label %CF221

CF221:                                            ; preds = %CF220
  store <vscale x 2 x float> undef, ptr %0, align 8
  %E123 = extractelement <vscale x 4 x i64> %I118, i32 %E36
  %I124 = insertelement <vscale x 1 x i1> %Cmp70, i1 %E110, i32 %E104
  %B125 = srem <vscale x 4 x i64> %I85, %I85
  %FC126 = uitofp i16 %Sl9 to double
  %Sl127 = select i1 %Cmp121, i64 %L71, i64 %E72
  %Cmp128 = icmp ugt <vscale x 2 x i1> %I13, shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %L129 = load double, ptr %PC94, align 8
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC94, align 8
  %E130 = extractelement <vscale x 2 x i1> %Cmp34, i32 %E36
  br i1 %E130, label %CF213, label %CF214

CF214:                                            ; preds = %CF214, %CF234, %CF221
  %I131 = insertelement <vscale x 1 x i1> %Cmp102, i1 %L65, i32 %E6
  %B132 = and <vscale x 4 x i64> %B125, %I118
  %ZE133 = zext <vscale x 2 x i1> %I32 to <vscale x 2 x i8>
  %Sl134 = select i1 %E24, i1 %Cmp10, i1 %Tr100
  br i1 %Sl134, label %CF214, label %CF231

CF231:                                            ; preds = %CF231, %CF214
  %Cmp135 = icmp sge <vscale x 2 x i32> %Sl88, %Tr
  %L136 = load <vscale x 4 x i8>, ptr %0, align 4
  store <vscale x 1 x i64> %Se62, ptr %0, align 8
  %E137 = extractelement <vscale x 2 x i1> %Cmp34, i32 %E6
  br i1 %E137, label %CF231, label %CF234

CF234:                                            ; preds = %CF231
  %I138 = insertelement <vscale x 1 x i1> %Cmp29, i1 %E78, i32 %3
  %B139 = shl <vscale x 8 x i16> %Se, %Sl107
  %FC140 = sitofp <vscale x 4 x i64> %I118 to <vscale x 4 x float>
  %Sl141 = select i1 %Tr100, i1 %E137, i1 %Cmp10
  br i1 %Sl141, label %CF214, label %CF215

CF215:                                            ; preds = %CF215, %CF238, %CF232, %CF230, %CF234
  %Cmp142 = icmp ugt <vscale x 4 x i64> %I105, %I85
  %L143 = load <vscale x 8 x double>, ptr %PC, align 64
  store <vscale x 4 x i64> %L35, ptr %0, align 32
  %E144 = extractelement <vscale x 1 x i16> %Se119, i32 %E6
  %I145 = insertelement <vscale x 4 x i64> %Sl101, i64 %L5, i32 %3
  %B146 = urem <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %FC147 = sitofp <vscale x 4 x i64> %B112 to <vscale x 4 x double>
  %Sl148 = select i1 %E54, i1 %Tr100, i1 %Cmp16
  br i1 %Sl148, label %CF215, label %CF238

CF238:                                            ; preds = %CF215
  %Cmp149 = icmp slt i1 %Sl134, %E48
  br i1 %Cmp149, label %CF215, label %CF225

CF225:                                            ; preds = %CF225, %CF238
  %L150 = load <vscale x 8 x i16>, ptr %Sl, align 16
  store <vscale x 8 x double> %L143, ptr %PC94, align 64
  %E151 = extractelement <vscale x 4 x double> %I42, i32 %3
  %I152 = insertelement <vscale x 2 x i1> %Cmp128, i1 %Cmp10, i32 %L47
  %Sl153 = select i1 %E48, i1 %E66, i1 %Cmp10
  br i1 %Sl153, label %CF225, label %CF232

CF232:                                            ; preds = %CF225
  %Cmp154 = icmp uge <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %B146
  %L155 = load <vscale x 4 x i1>, ptr %0, align 1
  store <vscale x 4 x i8> %L136, ptr %Sl, align 4
  %E156 = extractelement <vscale x 4 x i1> %Cmp22, i32 %3
  br i1 %E156, label %CF215, label %CF218

CF218:                                            ; preds = %CF218, %CF232
  %I157 = insertelement <vscale x 4 x double> %L30, double %E60, i32 %B86
  %B158 = and <vscale x 8 x i16> %L150, %B
  %Tr159 = trunc <vscale x 2 x i32> %Sl88 to <vscale x 2 x i8>
  %Sl160 = select i1 %L65, i32 %E6, i32 %B86
  %Cmp161 = icmp ugt <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %L162 = load i1, ptr %Sl, align 1
  br i1 %L162, label %CF218, label %CF230

CF230:                                            ; preds = %CF218
  store <vscale x 4 x i8> %L136, ptr %PC, align 4
  %E163 = extractelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i32 %E6
  br i1 %E163, label %CF215, label %CF216

CF216:                                            ; preds = %CF216, %CF230
  %I164 = insertelement <vscale x 4 x double> %I157, double %L116, i32 %B86
  %B165 = lshr i64 %E117, %L71
  %FC166 = sitofp <vscale x 8 x i1> %Cmp39 to <vscale x 8 x float>
  %Sl167 = select i1 %E137, i32 %E91, i32 %E6
  %Cmp168 = icmp uge <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), %I85
  %L169 = load <vscale x 2 x i1>, ptr %Sl38, align 1
  store <vscale x 4 x i16> %B146, ptr %Sl, align 8
  %E170 = extractelement <vscale x 8 x i1> %Cmp108, i32 %Sl160
  br i1 %E170, label %CF216, label %CF222

CF222:                                            ; preds = %CF216
  %I171 = insertelement <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), i16 %L109, i32 %E36
  %Se172 = sext <vscale x 2 x i1> %Cmp34 to <vscale x 2 x i64>
  %Sl173 = select <vscale x 2 x i1> %I152, <vscale x 2 x i1> %I55, <vscale x 2 x i1> %Cmp161
  %Cmp174 = icmp sge <vscale x 4 x i64> %B132, %L35
  %L175 = load <vscale x 8 x i64>, ptr %PC, align 64
  store <vscale x 4 x float> %FC140, ptr %0, align 16
  %E176 = extractelement <vscale x 4 x i1> %Cmp174, i32 %Sl160
  br i1 %E176, label %CF, label %CF207

CF207:                                            ; preds = %CF207, %CF236, %CF217, %CF222
  %I177 = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 %Sl76, i32 %E36
  %FC178 = sitofp i64 %ZE106 to double
  %Sl179 = select i1 %Cmp10, i1 %Cmp149, i1 %Cmp10
  br i1 %Sl179, label %CF207, label %CF236

CF236:                                            ; preds = %CF207
  %Cmp180 = icmp uge <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), %ZE57
  %L181 = load <vscale x 2 x i8>, ptr %0, align 2
  store <vscale x 4 x double> %FC147, ptr %PC94, align 32
  %E182 = extractelement <vscale x 2 x i1> %I61, i32 %E6
  br i1 %E182, label %CF207, label %CF212

CF212:                                            ; preds = %CF212, %CF226, %CF236
  %I183 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E6, i32 %E6
  %B184 = sub <vscale x 16 x i16> %I171, %I171
  %FC185 = uitofp i1 %E110 to float
  %Sl186 = select i1 %Sl148, ptr %PC44, ptr %0
  %Cmp187 = fcmp olt double %L129, %E60
  br i1 %Cmp187, label %CF212, label %CF226

CF226:                                            ; preds = %CF212
  %L188 = load float, ptr %Sl186, align 4
  store <vscale x 16 x i8> undef, ptr %Sl186, align 16
  %E189 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I190 = insertelement <vscale x 4 x i64> %I85, i64 %4, i32 %E6
  %B191 = sub i64 %B165, %4
  %Se192 = sext i1 %Sl134 to i64
  %Sl193 = select i1 %E24, i1 %E176, i1 %E31
  br i1 %Sl193, label %CF212, label %CF217

CF217:                                            ; preds = %CF226
  %Cmp194 = icmp sge <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), %L136
  %L195 = load i8, ptr %A1, align 1
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl186, align 8
  %E196 = extractelement <vscale x 4 x i1> %Cmp142, i32 %Sl160
  br i1 %E196, label %CF207, label %CF210

CF210:                                            ; preds = %CF217
  %I197 = insertelement <vscale x 2 x i1> %Cmp128, i1 %Cmp10, i32 %E6
  %Sl198 = select i1 %E48, ptr %PC, ptr %0
  %Cmp199 = icmp ult <vscale x 8 x i1> %Cmp39, %Cmp108
  %L200 = load <vscale x 8 x i64>, ptr %Sl186, align 64
  store <vscale x 8 x double> %L143, ptr %PC94, align 64
  %E201 = extractelement <vscale x 8 x float> %FC, i32 %E91
  %I202 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E36, i32 %Sl160
  %B203 = fsub <vscale x 1 x float> %FC113, %FC113
  %ZE204 = zext <vscale x 8 x i16> %B139 to <vscale x 8 x i64>
  %Sl205 = select i1 %Cmp10, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i64> %Sl114
  %Cmp206 = icmp ule <vscale x 1 x i1> %I131, %I124
  store i1 %L65, ptr %Sl186, align 1
  store i16 %B93, ptr %1, align 2
  store i16 %L109, ptr %PC94, align 2
  store i32 %E41, ptr %Sl186, align 4
  store i16 %B93, ptr %Sl198, align 2
  ret void
}
