; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD7(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca double, align 8
  %A2 = alloca double, align 8
  %A1 = alloca i64, align 8
  %A = alloca i64, align 8
  %L = load i16, ptr %0, align 2
  store <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 64
  %E = extractelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 %3
  %I = insertelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i16 %L, i32 %3
  %Se = sext <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i64>
  %Sl = select i1 false, i32 0, i32 %3
  %Cmp = icmp sge <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %L5 = load <vscale x 16 x i8>, ptr %0, align 16
  store <vscale x 2 x float> undef, ptr %0, align 8
  %E6 = extractelement <vscale x 16 x i8> %L5, i32 %Sl
  %I7 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 true, i32 338457
  %B = xor <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %PC = bitcast ptr %A4 to ptr
  %Sl8 = select i1 true, i32 338457, i32 %Sl
  %Cmp9 = icmp eq <vscale x 16 x i8> %L5, %L5
  %L10 = load double, ptr %A, align 8
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC, align 8
  %E11 = extractelement <vscale x 16 x i8> %L5, i32 %Sl8
  %I12 = insertelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i64 %4, i32 0
  %Tr = trunc <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i8>
  %Sl13 = select i1 false, <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i8> %Tr
  %L14 = load i16, ptr %PC, align 2
  store <vscale x 16 x float> undef, ptr %PC, align 64
  %E15 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %Sl
  %I16 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %5, i32 %Sl
  %Tr17 = trunc i32 338457 to i8
  %Sl18 = select i1 false, ptr %1, ptr %PC
  %Cmp19 = icmp slt <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer)
  %L20 = load <vscale x 4 x double>, ptr %PC, align 32
  store <vscale x 4 x double> %L20, ptr %PC, align 32
  %E21 = extractelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i32 %Sl8
  br label %CF208

CF208:                                            ; preds = %CF208, %BB
  %I22 = insertelement <vscale x 8 x i16> %I, i16 %L14, i32 %3
  %B23 = shl i8 %Tr17, %E
  %ZE = zext <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i64>
  %Sl24 = select i1 %E21, <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp25 = icmp eq i8 %B23, %E
  br i1 %Cmp25, label %CF208, label %CF210

CF210:                                            ; preds = %CF210, %CF208
  %L26 = load i16, ptr %PC, align 2
  store <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), ptr %A, align 64
  %E27 = extractelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %Sl8
  %I28 = insertelement <vscale x 4 x double> %L20, double %L10, i32 %E27
  %FC = sitofp i1 %E21 to double
  %Sl29 = select i1 %E21, <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp30 = icmp sge i16 %E15, %L14
  br i1 %Cmp30, label %CF210, label %CF215

CF215:                                            ; preds = %CF210
  %L31 = load double, ptr %PC, align 8
  store <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 32
  %E32 = extractelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i32 338457
  br label %CF204

CF204:                                            ; preds = %CF204, %CF221, %CF222, %CF206, %CF215
  %I33 = insertelement <vscale x 2 x i64> %I12, i64 %4, i32 %Sl
  %Tr34 = trunc i32 %E27 to i8
  %Sl35 = select <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp36 = fcmp ugt double %L10, %FC
  br i1 %Cmp36, label %CF204, label %CF221

CF221:                                            ; preds = %CF204
  %L37 = load <vscale x 4 x i1>, ptr %PC, align 1
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 8
  %E38 = extractelement <vscale x 2 x i64> %I33, i32 338457
  %I39 = insertelement <vscale x 8 x i16> %I22, i16 %L26, i32 %Sl
  %Se40 = sext <vscale x 16 x i8> %L5 to <vscale x 16 x i32>
  %Sl41 = select i1 %E21, i64 %E38, i64 %E38
  %Cmp42 = icmp sgt i8 %E6, %E
  br i1 %Cmp42, label %CF204, label %CF214

CF214:                                            ; preds = %CF214, %CF221
  %L43 = load i32, ptr %PC, align 4
  store <vscale x 4 x float> undef, ptr %PC, align 16
  %E44 = extractelement <vscale x 8 x i16> %I, i32 %Sl
  %I45 = insertelement <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), i64 %E38, i32 %E27
  %B46 = or <vscale x 2 x i64> %I33, %I12
  %Se47 = sext i1 %Cmp25 to i64
  %Sl48 = select <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i1> %Sl29, <vscale x 1 x i1> %Sl29
  %Cmp49 = icmp ne i32 %3, %E27
  br i1 %Cmp49, label %CF214, label %CF222

CF222:                                            ; preds = %CF214
  %L50 = load <vscale x 8 x double>, ptr %0, align 64
  store <vscale x 16 x i8> %L5, ptr %PC, align 16
  %E51 = extractelement <vscale x 4 x double> %I28, i32 %Sl
  %I52 = insertelement <vscale x 2 x i8> %I16, i8 %Tr34, i32 %Sl
  %B53 = or <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Se54 = sext i8 %Tr34 to i16
  %Sl55 = select <vscale x 4 x i1> %L37, <vscale x 4 x i64> %ZE, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp56 = icmp ugt i32 0, %E27
  br i1 %Cmp56, label %CF204, label %CF206

CF206:                                            ; preds = %CF222
  %L57 = load <vscale x 2 x i1>, ptr %0, align 1
  store <vscale x 8 x float> undef, ptr %0, align 32
  %E58 = extractelement <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), i32 %Sl8
  %I59 = insertelement <vscale x 8 x i1> %Cmp, i1 %E21, i32 %E58
  %FC60 = uitofp <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x float>
  %Sl61 = select i1 %Cmp36, i32 %Sl, i32 %E27
  %Cmp62 = fcmp ord <vscale x 8 x double> %L50, %L50
  %L63 = load double, ptr %PC, align 8
  store <vscale x 8 x i16> %I, ptr %PC, align 16
  %E64 = extractelement <vscale x 4 x i1> %L37, i32 %L43
  br i1 %E64, label %CF204, label %CF205

CF205:                                            ; preds = %CF205, %CF218, %CF206
  %I65 = insertelement <vscale x 8 x i16> %I22, i16 %E44, i32 %Sl
  %B66 = sdiv <vscale x 2 x i64> %I33, shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Tr67 = trunc <vscale x 2 x i64> %B66 to <vscale x 2 x i16>
  %Sl68 = select i1 %E32, i64 %E38, i64 %Se47
  %Cmp69 = icmp eq i8 %E, %E
  br i1 %Cmp69, label %CF205, label %CF213

CF213:                                            ; preds = %CF213, %CF205
  %L70 = load double, ptr %0, align 8
  store <vscale x 4 x float> undef, ptr %0, align 16
  %E71 = extractelement <vscale x 2 x i64> %B46, i32 %Sl
  %I72 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %E21, i32 %Sl61
  %B73 = sub i16 %L26, %L14
  %FC74 = sitofp <vscale x 2 x i8> %I16 to <vscale x 2 x float>
  %Sl75 = select i1 %E21, <vscale x 8 x i64> %Se, <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp76 = icmp sge <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %L77 = load i16, ptr %PC, align 2
  store <vscale x 16 x i16> undef, ptr %PC, align 32
  %E78 = extractelement <vscale x 8 x i64> %Sl75, i32 %3
  %I79 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %E38, i32 %Sl
  %B80 = sdiv i32 %Sl, %E58
  %Tr81 = trunc i16 %L to i8
  %Sl82 = select i1 %Cmp25, <vscale x 4 x double> %I28, <vscale x 4 x double> %L20
  %Cmp83 = icmp slt <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), %Cmp76
  %L84 = load double, ptr %0, align 8
  store <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), ptr %0, align 64
  %E85 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %E27
  %I86 = insertelement <vscale x 8 x i1> %Cmp19, i1 %Cmp36, i32 %3
  %B87 = mul <vscale x 2 x i16> %Tr67, %Tr67
  %FC88 = sitofp <vscale x 8 x i8> %Tr to <vscale x 8 x float>
  %Sl89 = select i1 %E21, i8 %Tr17, i8 %E
  %Cmp90 = icmp slt <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L91 = load <vscale x 8 x i64>, ptr %PC, align 64
  store <vscale x 8 x i16> %I, ptr %0, align 16
  %E92 = extractelement <vscale x 4 x i64> %I79, i32 %Sl
  %I93 = insertelement <vscale x 16 x i1> %Cmp9, i1 %Cmp25, i32 338457
  %B94 = and i16 %Se54, -5867
  %FC95 = uitofp i1 %Cmp56 to float
  %Sl96 = select i1 %E21, i16 %Se54, i16 %L14
  %Cmp97 = icmp sgt <vscale x 4 x i1> %L37, shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L98 = load i1, ptr %0, align 1
  br i1 %L98, label %CF213, label %CF216

CF216:                                            ; preds = %CF216, %CF213
  %E99 = extractelement <vscale x 8 x i64> %Sl35, i32 %3
  %I100 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %E21, i32 %E27
  %Sl101 = select <vscale x 4 x i1> %L37, <vscale x 4 x i64> %ZE, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp102 = icmp sge i1 %Cmp69, %L98
  br i1 %Cmp102, label %CF216, label %CF218

CF218:                                            ; preds = %CF216
  %L103 = load <vscale x 4 x i16>, ptr %0, align 8
  store <vscale x 16 x float> undef, ptr %PC, align 64
  %E104 = extractelement <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  %I105 = insertelement <vscale x 2 x i64> %I12, i64 %E38, i32 %B80
  %B106 = lshr <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %PC107 = bitcast ptr %PC to ptr
  %Sl108 = select <vscale x 4 x i1> %Cmp90, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> %ZE
  %Cmp109 = icmp eq i32 %3, %Sl8
  br i1 %Cmp109, label %CF205, label %CF207

CF207:                                            ; preds = %CF207, %CF218
  %L110 = load <vscale x 4 x i8>, ptr %1, align 4
  store <vscale x 4 x i32> undef, ptr %PC107, align 16
  %E111 = extractelement <vscale x 2 x float> %FC74, i32 %Sl
  %I112 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %Cmp69, i32 %E104
  %Se113 = sext <vscale x 1 x i1> %Cmp83 to <vscale x 1 x i32>
  %Sl114 = select i1 %E64, i16 -5867, i16 %L14
  %Cmp115 = icmp ule <vscale x 1 x i32> %B, shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %L116 = load double, ptr %PC, align 8
  store <vscale x 8 x double> %L50, ptr %PC107, align 64
  %E117 = extractelement <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), i32 %L43
  %I118 = insertelement <vscale x 1 x i1> %Cmp76, i1 %Cmp25, i32 %E27
  %B119 = xor <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %PC120 = bitcast ptr %A1 to ptr
  %Sl121 = select i1 %E21, i8 %Tr34, i8 %Tr81
  %Cmp122 = icmp ult <vscale x 1 x i32> %Se113, %Se113
  %L123 = load float, ptr %PC107, align 4
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %PC, align 8
  %E124 = extractelement <vscale x 4 x i1> %L37, i32 %E104
  br i1 %E124, label %CF207, label %CF212

CF212:                                            ; preds = %CF212, %CF207
  %I125 = insertelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i64 %E38, i32 %Sl
  %Tr126 = trunc i16 %L14 to i8
  %Sl127 = select <vscale x 1 x i1> %Sl29, <vscale x 1 x i1> %Sl48, <vscale x 1 x i1> %Cmp76
  %Cmp128 = icmp ule <vscale x 2 x i8> %I16, %I52
  %L129 = load <vscale x 8 x i64>, ptr %PC107, align 64
  store <vscale x 8 x i16> %I39, ptr %PC107, align 16
  %E130 = extractelement <vscale x 1 x i1> %Cmp115, i32 %Sl8
  br i1 %E130, label %CF212, label %CF223

CF223:                                            ; preds = %CF212
  %I131 = insertelement <vscale x 2 x i64> %I33, i64 %E92, i32 %E117
  %ZE132 = zext i32 %B80 to i64
  %Sl133 = select i1 %E21, <vscale x 2 x i64> %I33, <vscale x 2 x i64> %I125
  %Cmp134 = icmp sgt <vscale x 1 x i32> %Se113, %Se113
  %L135 = load i32, ptr %PC, align 4
  store <vscale x 1 x float> undef, ptr %PC, align 4
  %E136 = extractelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 %Sl
  %I137 = insertelement <vscale x 4 x double> %Sl82, double %L10, i32 %E27
  %B138 = xor <vscale x 8 x i8> %Sl24, %Tr
  %FC139 = sitofp <vscale x 2 x i1> %Cmp128 to <vscale x 2 x double>
  %Sl140 = select i1 %E124, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> %I79
  %Cmp141 = icmp eq <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L142 = load double, ptr %PC120, align 8
  store <vscale x 4 x double> %L20, ptr %0, align 32
  %E143 = extractelement <vscale x 16 x i32> shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer), i32 %L135
  %I144 = insertelement <vscale x 1 x i1> %Sl29, i1 %Cmp49, i32 %Sl
  %B145 = srem i8 %Tr17, %Tr81
  %FC146 = sitofp <vscale x 16 x i32> %Se40 to <vscale x 16 x float>
  %Sl147 = select i1 %E64, <vscale x 2 x i64> %I105, <vscale x 2 x i64> %I33
  %Cmp148 = icmp ult i32 %Sl61, %E104
  br label %CF

CF:                                               ; preds = %CF, %CF224, %CF223
  %L149 = load i8, ptr %PC107, align 1
  store <vscale x 2 x i64> %I105, ptr %0, align 16
  %E150 = extractelement <vscale x 1 x i32> %B, i32 %Sl
  %I151 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %Tr34, i32 %Sl
  %Sl152 = select <vscale x 8 x i1> %I59, <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp153 = icmp ult <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %L103
  %L154 = load <vscale x 2 x i8>, ptr %PC107, align 2
  store <vscale x 4 x i8> %L110, ptr %0, align 4
  %E155 = extractelement <vscale x 2 x i64> %B46, i32 %E104
  %I156 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %B23, i32 %E27
  %FC157 = uitofp <vscale x 2 x i16> %Tr67 to <vscale x 2 x double>
  %Sl158 = select i1 %Cmp30, i8 %Sl89, i8 %Tr81
  %Cmp159 = icmp slt i64 %E99, %E85
  br i1 %Cmp159, label %CF, label %CF224

CF224:                                            ; preds = %CF
  %L160 = load float, ptr %0, align 4
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC107, align 8
  %E161 = extractelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 %E150
  %I162 = insertelement <vscale x 8 x i64> %I45, i64 %E92, i32 %E104
  %Se163 = sext <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i32>
  %Sl164 = select <vscale x 16 x i1> %Cmp9, <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp165 = icmp ult <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %L166 = load <vscale x 2 x i32>, ptr %PC107, align 8
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 32
  %E167 = extractelement <vscale x 1 x i1> %Cmp115, i32 %Sl
  br i1 %E167, label %CF, label %CF209

CF209:                                            ; preds = %CF209, %CF225, %CF224
  %I168 = insertelement <vscale x 4 x i16> %B53, i16 -5867, i32 %E143
  %FC169 = uitofp <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x double>
  %Sl170 = select i1 %E21, i16 %L14, i16 %L26
  %Cmp171 = icmp ugt <vscale x 8 x i64> %Sl75, %L129
  %L172 = load i16, ptr %PC, align 2
  %E173 = extractelement <vscale x 4 x i1> %I7, i32 %E27
  br i1 %E173, label %CF209, label %CF219

CF219:                                            ; preds = %CF219, %CF209
  %I174 = insertelement <vscale x 8 x i64> %I45, i64 %E38, i32 %B80
  %FC175 = uitofp i32 %E104 to double
  %Sl176 = select i1 %E21, i8 %E136, i8 %Tr34
  %Cmp177 = icmp slt i32 %E117, %E27
  br i1 %Cmp177, label %CF219, label %CF220

CF220:                                            ; preds = %CF220, %CF219
  %L178 = load i32, ptr %A4, align 4
  store <vscale x 4 x i16> %L103, ptr %PC107, align 8
  %E179 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %Sl
  %I180 = insertelement <vscale x 4 x i8> %L110, i8 %Sl121, i32 %L178
  %B181 = fsub double %L63, %L10
  %ZE182 = fpext <vscale x 2 x float> %FC74 to <vscale x 2 x double>
  %Sl183 = select <vscale x 2 x i1> %I112, <vscale x 2 x i64> %B66, <vscale x 2 x i64> %B66
  %Cmp184 = icmp sge i1 %E64, %Cmp159
  br i1 %Cmp184, label %CF220, label %CF225

CF225:                                            ; preds = %CF220
  %L185 = load <vscale x 2 x i16>, ptr %PC, align 4
  store <vscale x 1 x i64> undef, ptr %Sl18, align 8
  %E186 = extractelement <vscale x 2 x i64> %B66, i32 %L178
  %I187 = insertelement <vscale x 1 x i1> %Cmp115, i1 %Cmp42, i32 %E104
  %ZE188 = zext i8 %L149 to i32
  %Sl189 = select i1 %Cmp25, <vscale x 8 x i64> %I45, <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp190 = fcmp one double %L31, %FC
  br i1 %Cmp190, label %CF209, label %CF211

CF211:                                            ; preds = %CF211, %CF225
  %L191 = load i16, ptr %A, align 2
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC120, align 32
  %E192 = extractelement <vscale x 4 x i64> %ZE, i32 %Sl
  %I193 = insertelement <vscale x 16 x i1> %I93, i1 %E21, i32 %E58
  %B194 = add i8 %Tr126, %L149
  %FC195 = fptosi <vscale x 2 x float> %FC74 to <vscale x 2 x i64>
  %Sl196 = select i1 %E21, i16 %B94, i16 %E44
  %Cmp197 = icmp ule <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %L198 = load <vscale x 8 x float>, ptr %PC107, align 32
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 8
  %E199 = extractelement <vscale x 8 x i1> %Cmp, i32 %E27
  br i1 %E199, label %CF211, label %CF217

CF217:                                            ; preds = %CF211
  %I200 = insertelement <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), i64 %E192, i32 %L43
  %ZE201 = zext i8 %E to i64
  %Sl202 = select i1 %Cmp148, i8 %Tr126, i8 %E
  %Cmp203 = icmp uge <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), %Sl140
  store <vscale x 4 x i64> %Sl140, ptr %0, align 32
  store i8 %E, ptr %PC, align 1
  store i8 %B194, ptr %PC107, align 1
  store i16 %L191, ptr %0, align 2
  store i8 %B194, ptr %PC107, align 1
  ret void
}
