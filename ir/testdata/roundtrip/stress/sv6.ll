; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD6(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca double, align 8
  %A2 = alloca float, align 4
  %A1 = alloca i8, align 1
  %A = alloca <vscale x 8 x i1>, align 1
  %L = load i32, ptr %0, align 4
  store <vscale x 8 x double> undef, ptr %A2, align 64
  %E = extractelement <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), i32 %L
  %I = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 true, i32 %L
  %Tr = trunc <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer) to <vscale x 16 x i8>
  %Sl = select i1 true, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp = icmp slt <vscale x 16 x i8> %Tr, %Tr
  %L5 = load i8, ptr %0, align 1
  %E6 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %L
  %I7 = insertelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i8 %E, i32 %E6
  %B = and <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %FC = uitofp <vscale x 16 x i1> %Cmp to <vscale x 16 x float>
  %Sl8 = select <vscale x 16 x i1> %Cmp, <vscale x 16 x float> %FC, <vscale x 16 x float> %FC
  %Cmp9 = icmp ult <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %L10 = load <vscale x 8 x i64>, ptr %0, align 64
  store <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), ptr %0, align 128
  %E11 = extractelement <vscale x 4 x i8> %I7, i32 %3
  %I12 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 true, i32 %L
  %B13 = ashr <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %FC14 = sitofp <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x double>
  %Sl15 = select i1 true, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp16 = icmp sgt i8 %E, %E
  br label %CF214

CF214:                                            ; preds = %CF214, %BB
  %L17 = load i1, ptr %A, align 1
  br i1 %L17, label %CF214, label %CF216

CF216:                                            ; preds = %CF214
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 4
  %E18 = extractelement <vscale x 8 x i1> %I, i32 %3
  br label %CF206

CF206:                                            ; preds = %CF206, %CF223, %CF216
  %I19 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %L, i32 %3
  %B20 = or <vscale x 2 x i32> %B, shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %ZE = zext <vscale x 2 x i32> %B to <vscale x 2 x i64>
  %Sl21 = select i1 %Cmp16, <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp22 = icmp uge <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %L23 = load double, ptr %0, align 8
  store <vscale x 4 x double> undef, ptr %0, align 32
  %E24 = extractelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  %I25 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3, i32 %3
  %B26 = ashr <vscale x 8 x i8> %Sl21, shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %ZE27 = zext <vscale x 4 x i1> %Cmp9 to <vscale x 4 x i8>
  %Sl28 = select i1 %Cmp16, i32 %E6, i32 %L
  %Cmp29 = icmp ult <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L30 = load <vscale x 2 x double>, ptr %0, align 16
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E31 = extractelement <vscale x 4 x i1> %Cmp29, i32 %L
  br i1 %E31, label %CF206, label %CF223

CF223:                                            ; preds = %CF206
  %I32 = insertelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i8 %5, i32 %E6
  %B33 = sdiv i8 %E, %E
  %FC34 = sitofp <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x double>
  %Sl35 = select i1 %Cmp16, i1 %Cmp16, i1 %Cmp16
  br i1 %Sl35, label %CF206, label %CF221

CF221:                                            ; preds = %CF223
  %Cmp36 = icmp ugt <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %L37 = load <vscale x 16 x i32>, ptr %0, align 64
  store <vscale x 2 x i32> %B, ptr %0, align 8
  %E38 = extractelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i32 %L
  %I39 = insertelement <vscale x 8 x i1> %I12, i1 %E31, i32 %Sl28
  %Se = sext <vscale x 4 x i1> %Cmp29 to <vscale x 4 x i16>
  %Sl40 = select <vscale x 16 x i1> %Cmp, <vscale x 16 x i8> %B13, <vscale x 16 x i8> %B13
  %Cmp41 = icmp ugt <vscale x 4 x i8> %ZE27, %Sl15
  %L42 = load <vscale x 2 x i8>, ptr %0, align 2
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E43 = extractelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i32 %Sl28
  %I44 = insertelement <vscale x 8 x i8> %B26, i8 %E, i32 %L
  %B45 = xor <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Tr46 = trunc <vscale x 4 x i16> %B45 to <vscale x 4 x i1>
  %Sl47 = select <vscale x 4 x i1> %Cmp29, <vscale x 4 x i1> %Cmp29, <vscale x 4 x i1> %Cmp9
  %Cmp48 = icmp slt <vscale x 8 x i1> %I, %I
  %L49 = load <vscale x 4 x i64>, ptr %1, align 32
  store <vscale x 2 x i8> %L42, ptr %0, align 2
  %E50 = extractelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  br label %CF204

CF204:                                            ; preds = %CF204, %CF218, %CF221
  %I51 = insertelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i64 %E38, i32 %L
  %B52 = udiv <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), %I51
  %Tr53 = trunc <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i1>
  %Sl54 = select <vscale x 4 x i1> %Cmp9, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp55 = icmp ule <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), %I25
  %L56 = load <vscale x 8 x float>, ptr %0, align 32
  store <vscale x 8 x double> %FC34, ptr %0, align 64
  %E57 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I58 = insertelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i64 %4, i32 %3
  %Tr59 = trunc <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i8>
  %Sl60 = select i1 true, <vscale x 16 x i32> %L37, <vscale x 16 x i32> %L37
  %Cmp61 = icmp slt <vscale x 2 x i64> %ZE, shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %L62 = load double, ptr %0, align 8
  store <vscale x 1 x i8> undef, ptr %0, align 1
  %E63 = extractelement <vscale x 4 x i1> %Sl47, i32 %3
  br i1 %E63, label %CF204, label %CF212

CF212:                                            ; preds = %CF212, %CF204
  %I64 = insertelement <vscale x 8 x i1> %I, i1 %E31, i32 %L
  %B65 = fdiv <vscale x 8 x double> %FC34, %FC34
  %Sl66 = select i1 %E63, i8 %L5, i8 %E
  %Cmp67 = icmp sgt <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), %Sl15
  %L68 = load double, ptr %0, align 8
  store <vscale x 4 x double> undef, ptr %0, align 32
  %E69 = extractelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i32 %L
  %I70 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 true, i32 %3
  %BC = bitcast <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x float>
  %Sl71 = select i1 %Cmp16, <vscale x 8 x i1> %I64, <vscale x 8 x i1> %I39
  %Cmp72 = icmp sgt <vscale x 8 x i1> %Cmp22, %I64
  %L73 = load double, ptr %0, align 8
  store <vscale x 8 x double> %B65, ptr %0, align 64
  %E74 = extractelement <vscale x 8 x i1> %Sl71, i32 %3
  br i1 %E74, label %CF212, label %CF218

CF218:                                            ; preds = %CF212
  %I75 = insertelement <vscale x 8 x i1> %I12, i1 %E50, i32 %Sl28
  %Se76 = sext <vscale x 16 x i1> %Cmp to <vscale x 16 x i8>
  %Sl77 = select i1 %E50, i16 %E57, i16 %E57
  %Cmp78 = icmp uge <vscale x 4 x i8> %Sl15, %Sl54
  %L79 = load i16, ptr %0, align 2
  store <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), ptr %0, align 2
  %E80 = extractelement <vscale x 4 x i1> %Tr46, i32 %Sl28
  br i1 %E80, label %CF204, label %CF211

CF211:                                            ; preds = %CF218
  %I81 = insertelement <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), i8 %E11, i32 %L
  %B82 = fdiv <vscale x 4 x float> %BC, %BC
  %FC83 = sitofp <vscale x 4 x i1> %Cmp55 to <vscale x 4 x float>
  %Sl84 = select i1 %Cmp16, i16 %E57, i16 %E57
  %L85 = load i64, ptr %0, align 4
  store <vscale x 1 x double> undef, ptr %0, align 8
  %E86 = extractelement <vscale x 8 x i1> %Cmp22, i32 %3
  br label %CF

CF:                                               ; preds = %CF, %CF217, %CF211
  %I87 = insertelement <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), i8 %E, i32 %3
  %Tr88 = trunc i64 %L85 to i8
  %Sl89 = select <vscale x 2 x i1> %Cmp36, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp90 = icmp ugt i1 %E86, %E63
  br i1 %Cmp90, label %CF, label %CF205

CF205:                                            ; preds = %CF205, %CF222, %CF215, %CF213, %CF
  %L91 = load <vscale x 8 x i16>, ptr %0, align 16
  store <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), ptr %0, align 2
  %E92 = extractelement <vscale x 2 x i64> %Sl89, i32 %L
  %I93 = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 %E57, i32 %L
  %FC94 = sitofp i1 %E74 to double
  %Sl95 = select i1 %Cmp16, i1 %Cmp16, i1 %Cmp16
  br i1 %Sl95, label %CF205, label %CF222

CF222:                                            ; preds = %CF205
  %Cmp96 = icmp ugt <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %Se
  %L97 = load <vscale x 4 x float>, ptr %0, align 16
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 4
  %E98 = extractelement <vscale x 16 x i8> %I81, i32 %3
  %I99 = insertelement <vscale x 4 x float> %BC, float 0xFFFFFFFFE0000000, i32 %L
  %B100 = urem i64 %L85, %E24
  %PC = bitcast ptr %A2 to ptr
  %Sl101 = select i1 %E63, <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp102 = fcmp oge double %L73, %L23
  br i1 %Cmp102, label %CF205, label %CF215

CF215:                                            ; preds = %CF222
  %L103 = load i64, ptr %PC, align 4
  store <vscale x 4 x i64> %L49, ptr %PC, align 32
  %E104 = extractelement <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), i32 %L
  %I105 = insertelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i64 %E24, i32 %3
  %Se106 = sext <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i64>
  %Sl107 = select <vscale x 2 x i1> %Cmp36, <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i8> %L42
  %Cmp108 = fcmp une double %FC94, %L62
  br i1 %Cmp108, label %CF205, label %CF208

CF208:                                            ; preds = %CF208, %CF215
  %L109 = load <vscale x 16 x double>, ptr %PC, align 128
  store <vscale x 8 x double> %FC34, ptr %A2, align 64
  %E110 = extractelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i32 %E6
  %I111 = insertelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i64 %L103, i32 %L
  %B112 = ashr <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %FC113 = fptosi <vscale x 8 x float> %L56 to <vscale x 8 x i64>
  %Sl114 = select i1 true, <vscale x 4 x float> %FC83, <vscale x 4 x float> %BC
  %Cmp115 = icmp ne <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %L116 = load float, ptr %A, align 4
  store <vscale x 2 x i8> %Sl107, ptr %PC, align 2
  %E117 = extractelement <vscale x 2 x i32> %Sl101, i32 %3
  %I118 = insertelement <vscale x 16 x i8> %I87, i8 %B33, i32 %Sl28
  %PC119 = bitcast ptr %PC to ptr
  %Sl120 = select i1 %Cmp102, float %L116, float %L116
  %Cmp121 = icmp sgt <vscale x 4 x i16> %Se, %I93
  %L122 = load <vscale x 1 x i32>, ptr %PC, align 4
  store <vscale x 4 x i8> %Sl15, ptr %PC119, align 4
  %E123 = extractelement <vscale x 2 x i1> %Cmp36, i32 %3
  br i1 %E123, label %CF208, label %CF209

CF209:                                            ; preds = %CF209, %CF208
  %I124 = insertelement <vscale x 2 x i32> %I19, i32 %Sl28, i32 %Sl28
  %FC125 = fptoui <vscale x 4 x float> %Sl114 to <vscale x 4 x i1>
  %Sl126 = select <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %L127 = load float, ptr %PC, align 4
  %E128 = extractelement <vscale x 16 x i8> %I87, i32 %Sl28
  %I129 = insertelement <vscale x 4 x i1> %Cmp121, i1 %E31, i32 %Sl28
  %B130 = mul <vscale x 4 x i8> %I32, shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %ZE131 = zext i8 %E to i64
  %Sl132 = select i1 %E63, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i64> %ZE
  %L133 = load <vscale x 4 x i16>, ptr %PC, align 8
  store <vscale x 1 x i32> %L122, ptr %PC, align 4
  %E134 = extractelement <vscale x 4 x i16> %B45, i32 %E117
  %I135 = insertelement <vscale x 4 x i1> %Cmp78, i1 true, i32 %E117
  %B136 = and <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), %L42
  %Se137 = sext i1 %Cmp90 to i64
  %Sl138 = select <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x double> %FC34, <vscale x 8 x double> %FC34
  %Cmp139 = fcmp ole float %Sl120, %L116
  br i1 %Cmp139, label %CF209, label %CF210

CF210:                                            ; preds = %CF210, %CF220, %CF209
  %L140 = load <vscale x 2 x i64>, ptr %PC119, align 16
  %E141 = extractelement <vscale x 4 x i1> %Cmp121, i32 %Sl28
  br i1 %E141, label %CF210, label %CF219

CF219:                                            ; preds = %CF219, %CF210
  %I142 = insertelement <vscale x 8 x i1> %I, i1 %Cmp16, i32 %Sl28
  %Sl143 = select <vscale x 4 x i1> %Cmp9, <vscale x 4 x i32> %Sl, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp144 = icmp slt <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %I93
  %L145 = load <vscale x 4 x i16>, ptr %PC, align 8
  store <vscale x 8 x i64> %FC113, ptr %PC, align 64
  %E146 = extractelement <vscale x 2 x i32> %I124, i32 %L
  %I147 = insertelement <vscale x 16 x i32> %Sl60, i32 %E117, i32 %E117
  %B148 = shl <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), %I105
  %Se149 = sext i1 %Cmp139 to i64
  %Sl150 = select <vscale x 8 x i1> %I39, <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp151 = icmp slt <vscale x 1 x i32> %L122, %L122
  %L152 = load <vscale x 1 x i8>, ptr %0, align 1
  %E153 = extractelement <vscale x 8 x i1> %Cmp72, i32 %L
  br i1 %E153, label %CF219, label %CF220

CF220:                                            ; preds = %CF219
  %I154 = insertelement <vscale x 16 x i8> %I87, i8 %E98, i32 %E117
  %B155 = fdiv <vscale x 4 x float> %BC, %BC
  %FC156 = uitofp <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x double>
  %Sl157 = select i1 %Sl95, i1 %E80, i1 %E50
  br i1 %Sl157, label %CF210, label %CF213

CF213:                                            ; preds = %CF220
  %Cmp158 = icmp uge <vscale x 8 x i1> %I39, shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %L159 = load float, ptr %PC, align 4
  store <vscale x 1 x double> undef, ptr %PC, align 8
  %E160 = extractelement <vscale x 4 x float> %BC, i32 %E117
  %I161 = insertelement <vscale x 8 x i1> %I12, i1 %Cmp108, i32 %E117
  %B162 = sdiv <vscale x 2 x i32> %I124, %Sl101
  %FC163 = sitofp <vscale x 2 x i64> %Sl132 to <vscale x 2 x double>
  %Sl164 = select i1 %Cmp108, <vscale x 8 x i1> %I70, <vscale x 8 x i1> %I142
  %L165 = load <vscale x 2 x double>, ptr %0, align 16
  store <vscale x 16 x i64> %I51, ptr %PC, align 128
  %E166 = extractelement <vscale x 8 x double> %B65, i32 %E117
  %I167 = insertelement <vscale x 4 x float> %BC, float %L116, i32 %L
  %Se168 = sext <vscale x 1 x i8> %L152 to <vscale x 1 x i16>
  %Sl169 = select <vscale x 16 x i1> %Cmp, <vscale x 16 x i8> %Se76, <vscale x 16 x i8> %I118
  %Cmp170 = icmp ugt <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), %I
  %L171 = load <vscale x 4 x i8>, ptr %0, align 4
  store <vscale x 2 x float> undef, ptr %PC119, align 8
  %E172 = extractelement <vscale x 8 x double> %Sl138, i32 %E146
  %I173 = insertelement <vscale x 8 x i16> %L91, i16 %E57, i32 %E117
  %B174 = and <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Sl175 = select i1 %E31, <vscale x 8 x i1> %I142, <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp176 = icmp eq <vscale x 8 x i1> %Cmp170, %I142
  %L177 = load float, ptr %0, align 4
  store <vscale x 4 x i64> %L49, ptr %PC, align 32
  %E178 = extractelement <vscale x 2 x i32> %I19, i32 %E117
  %I179 = insertelement <vscale x 4 x i16> %I93, i16 %Sl77, i32 %E117
  %B180 = xor <vscale x 4 x i32> %I25, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %FC181 = uitofp i8 %L5 to double
  %Sl182 = select <vscale x 4 x i1> %Cmp41, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> %B130
  %Cmp183 = fcmp ord double %E172, %E166
  br i1 %Cmp183, label %CF205, label %CF207

CF207:                                            ; preds = %CF207, %CF213
  %L184 = load <vscale x 8 x i16>, ptr %PC, align 16
  %E185 = extractelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 %E146
  %I186 = insertelement <vscale x 4 x float> %FC83, float %L116, i32 %E146
  %Tr187 = trunc <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i1>
  %Sl188 = select i1 %Cmp139, i64 %Se137, i64 %4
  %Cmp189 = icmp sgt <vscale x 4 x i1> %Cmp78, %Cmp144
  %L190 = load i16, ptr %PC119, align 2
  store <vscale x 4 x i64> %L49, ptr %0, align 32
  %E191 = extractelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i32 %E178
  %I192 = insertelement <vscale x 8 x i1> %I75, i1 true, i32 %E117
  %FC193 = uitofp <vscale x 16 x i1> %Cmp to <vscale x 16 x double>
  %Sl194 = select <vscale x 1 x i1> %Tr53, <vscale x 1 x i1> %Tr53, <vscale x 1 x i1> %Tr53
  %Cmp195 = fcmp oeq double %E166, %E166
  br i1 %Cmp195, label %CF207, label %CF217

CF217:                                            ; preds = %CF207
  %L196 = load <vscale x 8 x i64>, ptr %0, align 64
  store <vscale x 4 x float> %BC, ptr %0, align 16
  %E197 = extractelement <vscale x 2 x i1> %Cmp36, i32 %E178
  br i1 %E197, label %CF, label %CF203

CF203:                                            ; preds = %CF217
  %I198 = insertelement <vscale x 16 x i8> %Se76, i8 %E43, i32 %L
  %B199 = sub <vscale x 1 x i16> %Se168, shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %ZE200 = zext <vscale x 2 x i1> %Cmp36 to <vscale x 2 x i16>
  %Sl201 = select i1 %Cmp16, <vscale x 16 x i8> %I198, <vscale x 16 x i8> %B13
  %Cmp202 = icmp sgt <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), %L196
  store i1 %E31, ptr %PC, align 1
  store float %L116, ptr %PC, align 4
  store i8 %Sl66, ptr %0, align 1
  store float %L116, ptr %PC, align 4
  store i1 true, ptr %PC, align 1
  ret void
}
