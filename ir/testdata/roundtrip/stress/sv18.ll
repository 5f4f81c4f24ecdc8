; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD18(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca i32, align 4
  %A2 = alloca i32, align 4
  %A1 = alloca i64, align 8
  %A = alloca <vscale x 4 x i32>, align 16
  %L = load i32, ptr %0, align 4
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 32
  %E = extractelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i32 %L
  br label %CF205

CF205:                                            ; preds = %BB
  %I = insertelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i64 %4, i32 %L
  %B = udiv <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Tr = trunc <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i1>
  %Sl = select <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp = icmp uge <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %L5 = load <vscale x 4 x i1>, ptr %0, align 1
  store <vscale x 4 x float> undef, ptr %0, align 16
  %E6 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I7 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %E, i32 %L
  %FC = uitofp <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer) to <vscale x 16 x double>
  %Sl8 = select i1 %E, ptr %A3, ptr %0
  %Cmp9 = icmp uge <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %L10 = load double, ptr %Sl8, align 8
  store <vscale x 4 x double> undef, ptr %0, align 32
  %E11 = extractelement <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), i32 %L
  %I12 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %E, i32 %E6
  %B13 = urem <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), %Sl
  %ZE = zext <vscale x 2 x i1> %Cmp to <vscale x 2 x i16>
  %Sl14 = select i1 %E, <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp15 = icmp sgt <vscale x 2 x i1> %I12, %Cmp
  %L16 = load i64, ptr %1, align 4
  store <vscale x 4 x i16> undef, ptr %0, align 8
  %E17 = extractelement <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), i32 %3
  %I18 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %E, i32 %L
  %B19 = sdiv <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %FC20 = fptosi <vscale x 16 x double> %FC to <vscale x 16 x i32>
  %Sl21 = select i1 %E, <vscale x 2 x i64> %B, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp22 = icmp uge <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L23 = load i8, ptr %Sl8, align 1
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl8, align 16
  %E24 = extractelement <vscale x 2 x i1> %Cmp, i32 %L
  br label %CF

CF:                                               ; preds = %CF, %CF226, %CF205
  %I25 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %E, i32 %L
  %ZE26 = zext i8 %5 to i64
  %Sl27 = select i1 %E24, i64 %E17, i64 %L16
  %L28 = load float, ptr %0, align 4
  store <vscale x 4 x i64> %B19, ptr %Sl8, align 32
  %E29 = extractelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i32 %3
  br i1 %E29, label %CF, label %CF220

CF220:                                            ; preds = %CF220, %CF232, %CF
  %I30 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %E, i32 %L
  %B31 = udiv <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Tr32 = trunc <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i8>
  %Sl33 = select i1 %E24, ptr %A3, ptr %Sl8
  %Cmp34 = icmp ule i32 %L, %L
  br i1 %Cmp34, label %CF220, label %CF232

CF232:                                            ; preds = %CF220
  %L35 = load double, ptr %Sl8, align 8
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl33, align 16
  %E36 = extractelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %3
  %I37 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %E, i32 %L
  %Tr38 = trunc <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i1>
  %Sl39 = select i1 %E, <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp40 = fcmp uno double %L10, %L10
  br i1 %Cmp40, label %CF220, label %CF226

CF226:                                            ; preds = %CF232
  %L41 = load float, ptr %Sl8, align 4
  store <vscale x 4 x i16> undef, ptr %Sl33, align 8
  %E42 = extractelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i32 %L
  br i1 %E42, label %CF, label %CF202

CF202:                                            ; preds = %CF202, %CF215, %CF209, %CF224, %CF226
  %I43 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %E, i32 %E6
  %Se = sext <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i64>
  %Sl44 = select i1 %E, i1 %E42, i1 %E
  br i1 %Sl44, label %CF202, label %CF214

CF214:                                            ; preds = %CF214, %CF229, %CF225, %CF202
  %Cmp45 = icmp uge <vscale x 8 x i1> %Tr, %I43
  %L46 = load i16, ptr %Sl8, align 2
  store <vscale x 2 x i16> %Sl, ptr %Sl33, align 4
  %E47 = extractelement <vscale x 2 x i16> %Sl, i32 %E6
  %I48 = insertelement <vscale x 8 x i1> %I43, i1 %E24, i32 %L
  %PC = bitcast ptr %2 to ptr
  %Sl49 = select i1 %E, <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp50 = icmp sge <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %L51 = load i1, ptr %Sl33, align 1
  br i1 %L51, label %CF214, label %CF229

CF229:                                            ; preds = %CF214
  %E52 = extractelement <vscale x 2 x i1> %I18, i32 %L
  br i1 %E52, label %CF214, label %CF218

CF218:                                            ; preds = %CF218, %CF229
  %I53 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %5, i32 %L
  %B54 = and i16 %E47, %L46
  %PC55 = bitcast ptr %A4 to ptr
  %Sl56 = select i1 %E24, float %L28, float %L41
  %Cmp57 = icmp ult <vscale x 8 x i1> %Cmp45, shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %L58 = load <vscale x 4 x i64>, ptr %Sl33, align 32
  store <vscale x 8 x i16> %Sl49, ptr %Sl33, align 16
  %E59 = extractelement <vscale x 2 x i1> %I37, i32 %L
  br i1 %E59, label %CF218, label %CF225

CF225:                                            ; preds = %CF218
  %I60 = insertelement <vscale x 2 x i1> %Sl39, i1 %E, i32 %E36
  %Sl61 = select i1 %E24, i32 %E36, i32 %E36
  %Cmp62 = icmp eq <vscale x 2 x i16> %B13, %Sl
  %L63 = load i8, ptr %Sl8, align 1
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl33, align 32
  %E64 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %E36
  %I65 = insertelement <vscale x 8 x i1> %Cmp57, i1 %E, i32 %E36
  %B66 = ashr <vscale x 2 x i64> %B, shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %FC67 = sitofp <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x float>
  %Sl68 = select i1 %E24, i32 %L, i32 %L
  %Cmp69 = icmp eq i8 %E11, %L63
  br i1 %Cmp69, label %CF214, label %CF215

CF215:                                            ; preds = %CF225
  %L70 = load <vscale x 2 x i16>, ptr %Sl8, align 4
  store <vscale x 4 x i16> undef, ptr %Sl8, align 8
  %E71 = extractelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i32 %L
  br i1 %E71, label %CF202, label %CF209

CF209:                                            ; preds = %CF215
  %I72 = insertelement <vscale x 2 x i1> %I37, i1 %E24, i32 %Sl61
  %B73 = lshr <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), %I53
  %ZE74 = zext <vscale x 2 x i16> %B13 to <vscale x 2 x i32>
  %Sl75 = select i1 %E24, <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %L76 = load <vscale x 16 x float>, ptr %1, align 64
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl33, align 16
  %E77 = extractelement <vscale x 4 x i1> %Cmp9, i32 %E6
  br i1 %E77, label %CF202, label %CF206

CF206:                                            ; preds = %CF206, %CF234, %CF209
  %I78 = insertelement <vscale x 8 x i1> %I43, i1 %E52, i32 %E36
  %FC79 = fptosi double %L10 to i8
  %Sl80 = select i1 %E, ptr %2, ptr %Sl33
  %L81 = load i64, ptr %Sl8, align 4
  store <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), ptr %Sl8, align 8
  %E82 = extractelement <vscale x 8 x i1> %Cmp57, i32 %Sl61
  br i1 %E82, label %CF206, label %CF234

CF234:                                            ; preds = %CF206
  %I83 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %Cmp69, i32 %E36
  %B84 = urem <vscale x 4 x i8> %Tr32, shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Tr85 = trunc i8 %E11 to i1
  br i1 %Tr85, label %CF206, label %CF210

CF210:                                            ; preds = %CF210, %CF234
  %Sl86 = select i1 %E82, ptr %Sl33, ptr %Sl8
  %Cmp87 = icmp sge <vscale x 16 x i32> %FC20, %FC20
  %L88 = load <vscale x 2 x i16>, ptr %PC, align 4
  store <vscale x 2 x float> undef, ptr %PC, align 8
  %E89 = extractelement <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), i32 %3
  %I90 = insertelement <vscale x 2 x i1> %Cmp62, i1 %E, i32 %L
  %B91 = shl <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), %B66
  %ZE92 = zext <vscale x 2 x i8> %I53 to <vscale x 2 x i16>
  %Sl93 = select i1 %E, i1 %Cmp69, i1 %Cmp40
  br i1 %Sl93, label %CF210, label %CF221

CF221:                                            ; preds = %CF221, %CF210
  %Cmp94 = icmp sge i32 %3, %E6
  br i1 %Cmp94, label %CF221, label %CF224

CF224:                                            ; preds = %CF221
  %L95 = load <vscale x 8 x float>, ptr %Sl8, align 32
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl80, align 16
  %E96 = extractelement <vscale x 8 x i1> %Cmp57, i32 %E36
  br i1 %E96, label %CF202, label %CF203

CF203:                                            ; preds = %CF203, %CF223, %CF213, %CF224
  %I97 = insertelement <vscale x 2 x i1> %I37, i1 %Sl93, i32 %E36
  %Tr98 = trunc <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i16>
  %Sl99 = select i1 %Sl93, <vscale x 4 x i64> %B19, <vscale x 4 x i64> %L58
  %Cmp100 = icmp sgt i1 %Cmp94, %E29
  br i1 %Cmp100, label %CF203, label %CF216

CF216:                                            ; preds = %CF216, %CF203
  %L101 = load double, ptr %0, align 8
  store <vscale x 2 x i32> %ZE74, ptr %Sl33, align 8
  %E102 = extractelement <vscale x 2 x i1> %Cmp, i32 %3
  br i1 %E102, label %CF216, label %CF217

CF217:                                            ; preds = %CF217, %CF216
  %I103 = insertelement <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), i16 %L46, i32 %Sl68
  %B104 = xor i32 %E36, %E6
  %Tr105 = trunc <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i1>
  %Sl106 = select <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i1> %I48, <vscale x 8 x i1> %I43
  %Cmp107 = icmp eq <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), %I65
  %L108 = load <vscale x 8 x i8>, ptr %0, align 8
  store <vscale x 2 x double> undef, ptr %A2, align 16
  %E109 = extractelement <vscale x 2 x i16> %I103, i32 %B104
  %I110 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %Cmp100, i32 %Sl68
  %B111 = fdiv <vscale x 8 x float> %FC67, %L95
  %Tr112 = trunc <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i32>
  %Sl113 = select i1 %E, ptr %A3, ptr %PC
  %Cmp114 = icmp ugt <vscale x 4 x i8> %Tr32, shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L115 = load i64, ptr %PC55, align 4
  store <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), ptr %Sl8, align 16
  %E116 = extractelement <vscale x 2 x i1> %I90, i32 %E36
  br i1 %E116, label %CF217, label %CF223

CF223:                                            ; preds = %CF217
  %I117 = insertelement <vscale x 8 x i1> %Tr, i1 %E, i32 %Sl61
  %B118 = srem i8 %E11, %E11
  %Sl119 = select i1 %Cmp40, ptr %Sl33, ptr %Sl113
  %L120 = load i1, ptr %Sl8, align 1
  br i1 %L120, label %CF203, label %CF207

CF207:                                            ; preds = %CF207, %CF227, %CF222, %CF223
  store <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), ptr %PC, align 32
  %E121 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E36
  %I122 = insertelement <vscale x 4 x i1> %L5, i1 %E24, i32 %B104
  %Tr123 = trunc <vscale x 4 x i64> %Sl99 to <vscale x 4 x i16>
  %Sl124 = select i1 %E77, ptr %0, ptr %Sl8
  %L125 = load i8, ptr %Sl33, align 1
  store <vscale x 4 x i16> %Tr98, ptr %PC55, align 8
  %E126 = extractelement <vscale x 8 x i1> %I48, i32 %E121
  br i1 %E126, label %CF207, label %CF227

CF227:                                            ; preds = %CF207
  %I127 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %L120, i32 %Sl61
  %PC128 = bitcast ptr %Sl80 to ptr
  %Sl129 = select i1 %E, <vscale x 16 x i1> %Cmp87, <vscale x 16 x i1> %Cmp87
  %L130 = load <vscale x 16 x i64>, ptr %PC, align 128
  store <vscale x 8 x double> undef, ptr %Sl124, align 64
  %E131 = extractelement <vscale x 2 x i1> %I37, i32 %Sl61
  br i1 %E131, label %CF207, label %CF222

CF222:                                            ; preds = %CF227
  %I132 = insertelement <vscale x 4 x i1> %Cmp114, i1 %E24, i32 %E6
  %Se133 = sext <vscale x 2 x i1> %I127 to <vscale x 2 x i32>
  %Sl134 = select <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp135 = icmp eq <vscale x 8 x i1> %Sl106, %Cmp45
  %L136 = load <vscale x 4 x i8>, ptr %Sl113, align 4
  store <vscale x 4 x double> undef, ptr %Sl80, align 32
  %E137 = extractelement <vscale x 2 x i1> %I30, i32 %Sl61
  br i1 %E137, label %CF207, label %CF208

CF208:                                            ; preds = %CF208, %CF222
  %I138 = insertelement <vscale x 2 x i1> %I30, i1 %E42, i32 %L
  %B139 = ashr i16 %E89, %E89
  %Se140 = sext i1 %E77 to i64
  %Sl141 = select <vscale x 8 x i1> %Cmp135, <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i64> shufflevector (<vscale x 8 x i64> insertelement (<vscale x 8 x i64> poison, i64 -1, i64 0), <vscale x 8 x i64> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp142 = icmp sge <vscale x 2 x i1> %I110, shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %L143 = load <vscale x 8 x i64>, ptr %Sl80, align 64
  %E144 = extractelement <vscale x 16 x i1> %Cmp87, i32 %E121
  br i1 %E144, label %CF208, label %CF211

CF211:                                            ; preds = %CF211, %CF233, %CF208
  %I145 = insertelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i1 %E144, i32 %L
  %B146 = srem i8 %FC79, %L125
  %FC147 = uitofp <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x float>
  %Sl148 = select <vscale x 2 x i1> %I72, <vscale x 2 x i1> %Cmp, <vscale x 2 x i1> %I110
  %Cmp149 = icmp sgt <vscale x 16 x i32> %FC20, shufflevector (<vscale x 16 x i32> insertelement (<vscale x 16 x i32> poison, i32 -1, i64 0), <vscale x 16 x i32> poison, <vscale x 16 x i32> zeroinitializer)
  %L150 = load <vscale x 4 x i64>, ptr %PC55, align 32
  store <vscale x 2 x i16> %L70, ptr %Sl80, align 4
  %E151 = extractelement <vscale x 4 x i1> %Cmp9, i32 %L
  br i1 %E151, label %CF211, label %CF230

CF230:                                            ; preds = %CF230, %CF211
  %I152 = insertelement <vscale x 2 x i8> %I53, i8 %FC79, i32 %Sl61
  %ZE153 = zext i1 %E to i16
  %Sl154 = select i1 %E77, i8 %L125, i8 %5
  %Cmp155 = icmp slt <vscale x 4 x i1> %Cmp114, %Cmp114
  %L156 = load <vscale x 8 x i1>, ptr %A1, align 1
  store <vscale x 2 x i16> %L88, ptr %PC, align 4
  %E157 = extractelement <vscale x 2 x i1> %I138, i32 %E36
  br i1 %E157, label %CF230, label %CF233

CF233:                                            ; preds = %CF230
  %I158 = insertelement <vscale x 4 x i1> %I122, i1 %E42, i32 %B104
  %B159 = and i32 %Sl61, %L
  %Se160 = sext i1 %L120 to i32
  %Sl161 = select i1 %E, ptr %PC128, ptr %Sl124
  %Cmp162 = icmp uge i1 %E144, %Cmp69
  br i1 %Cmp162, label %CF211, label %CF212

CF212:                                            ; preds = %CF212, %CF231, %CF228, %CF233
  %L163 = load i8, ptr %Sl8, align 1
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl33, align 16
  %E164 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %B104
  %I165 = insertelement <vscale x 8 x i64> %Sl141, i64 %Se140, i32 %L
  %ZE166 = zext i1 %E137 to i64
  %Sl167 = select i1 %E59, ptr %2, ptr %Sl119
  %Cmp168 = icmp ugt i64 %L115, %ZE166
  br i1 %Cmp168, label %CF212, label %CF231

CF231:                                            ; preds = %CF212
  %L169 = load <vscale x 4 x i32>, ptr %Sl113, align 16
  store <vscale x 2 x i32> %ZE74, ptr %Sl80, align 8
  %E170 = extractelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i32 %Sl61
  br i1 %E170, label %CF212, label %CF228

CF228:                                            ; preds = %CF231
  %I171 = insertelement <vscale x 4 x i1> %Tr38, i1 %E77, i32 %B159
  %B172 = sdiv <vscale x 2 x i16> %L70, shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %FC173 = sitofp <vscale x 4 x i8> %Tr32 to <vscale x 4 x double>
  %Sl174 = select i1 %Cmp69, <vscale x 8 x i1> %I48, <vscale x 8 x i1> %I43
  %Cmp175 = icmp sgt i1 %E71, %E77
  br i1 %Cmp175, label %CF212, label %CF213

CF213:                                            ; preds = %CF228
  %L176 = load i64, ptr %Sl33, align 4
  store <vscale x 2 x i16> %L70, ptr %Sl161, align 4
  %E177 = extractelement <vscale x 8 x i64> %I165, i32 %E36
  %I178 = insertelement <vscale x 2 x i16> %ZE, i16 %L46, i32 %B159
  %FC179 = uitofp <vscale x 4 x i64> %B31 to <vscale x 4 x float>
  %Sl180 = select i1 %Cmp69, ptr %Sl80, ptr %Sl80
  %Cmp181 = icmp sgt <vscale x 4 x i64> %B31, shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %L182 = load i32, ptr %Sl113, align 4
  store <vscale x 16 x double> %FC, ptr %Sl33, align 128
  %E183 = extractelement <vscale x 4 x i64> %L58, i32 %B104
  %I184 = insertelement <vscale x 2 x i1> %I83, i1 %Tr85, i32 %E121
  %B185 = mul <vscale x 4 x i32> %L169, %Tr112
  %PC186 = bitcast ptr %PC128 to ptr
  %Sl187 = select <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i32> %FC20, <vscale x 16 x i32> %FC20
  %Cmp188 = icmp ne <vscale x 2 x i64> %Sl21, %Sl21
  %L189 = load <vscale x 2 x i64>, ptr %Sl80, align 16
  store <vscale x 4 x i32> %L169, ptr %Sl124, align 16
  %E190 = extractelement <vscale x 8 x i64> %Se, i32 %L
  %I191 = insertelement <vscale x 2 x i16> %I103, i16 %L46, i32 %L
  %B192 = or <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer)
  %Tr193 = trunc i32 %L182 to i1
  br i1 %Tr193, label %CF203, label %CF204

CF204:                                            ; preds = %CF204, %CF213
  %Sl194 = select i1 %E, ptr %Sl8, ptr %Sl80
  %Cmp195 = icmp ult <vscale x 8 x i1> %Cmp50, %Cmp57
  %L196 = load <vscale x 4 x i32>, ptr %PC186, align 16
  store <vscale x 4 x double> %FC173, ptr %Sl80, align 32
  %E197 = extractelement <vscale x 2 x i1> %I18, i32 %L
  br i1 %E197, label %CF204, label %CF219

CF219:                                            ; preds = %CF204
  %I198 = insertelement <vscale x 2 x i1> %I18, i1 %E, i32 %E6
  %ZE199 = zext i1 %E to i16
  %Sl200 = select i1 %Cmp100, i8 %L125, i8 %L63
  %Cmp201 = icmp ne <vscale x 2 x i1> %I184, %Sl75
  store <vscale x 8 x double> undef, ptr %Sl8, align 64
  store float %L28, ptr %Sl8, align 4
  store i32 %L, ptr %PC, align 4
  store i8 %L63, ptr %Sl80, align 1
  store i32 %B104, ptr %Sl8, align 4
  ret void
}
