; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD13(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca i8, align 1
  %A2 = alloca i1, align 1
  %A1 = alloca i32, align 4
  %A = alloca i8, align 1
  %L = load double, ptr %1, align 8
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %1, align 4
  %E = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %E, i32 %3
  %B = xor <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %Tr = trunc <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i1>
  %Sl = select i1 false, i64 %E, i64 %E
  %Cmp = icmp ult i8 35, %5
  br label %CF218

CF218:                                            ; preds = %CF218, %BB
  %L5 = load <vscale x 2 x i64>, ptr %0, align 16
  store <vscale x 16 x i32> undef, ptr %0, align 64
  %E6 = extractelement <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), i32 %3
  %I7 = insertelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i8 47, i32 %3
  %B8 = urem i8 47, 35
  %Tr9 = trunc i64 %E to i1
  br i1 %Tr9, label %CF218, label %CF231

CF231:                                            ; preds = %CF231, %CF218
  %Sl10 = select i1 %Cmp, ptr %A2, ptr %0
  %Cmp11 = icmp ult i32 430107, %3
  br i1 %Cmp11, label %CF231, label %CF238

CF238:                                            ; preds = %CF231
  %L12 = load <vscale x 4 x i32>, ptr %A2, align 16
  store <vscale x 4 x double> undef, ptr %Sl10, align 32
  %E13 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I14 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %E, i32 %3
  %B15 = fdiv double %L, 0xD635E4D436333A52
  %Tr16 = trunc i64 %Sl to i1
  br label %CF217

CF217:                                            ; preds = %CF217, %CF238
  %Sl17 = select i1 %Tr9, i32 430107, i32 %3
  %Cmp18 = icmp sge i64 %E13, %E
  br i1 %Cmp18, label %CF217, label %CF222

CF222:                                            ; preds = %CF222, %CF227, %CF217
  %L19 = load <vscale x 16 x double>, ptr %Sl10, align 128
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %A, align 4
  %E20 = extractelement <vscale x 2 x i16> %B, i32 %Sl17
  %I21 = insertelement <vscale x 4 x i64> %I14, i64 %E, i32 %Sl17
  %B22 = mul <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %PC = bitcast ptr %A4 to ptr
  %Sl23 = select i1 %Cmp, i64 %E13, i64 %4
  %Cmp24 = icmp ult i8 %5, %E6
  br i1 %Cmp24, label %CF222, label %CF227

CF227:                                            ; preds = %CF222
  %L25 = load i32, ptr %Sl10, align 4
  %E26 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %Sl17
  %I27 = insertelement <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), i8 %5, i32 %Sl17
  %Se = sext i16 -25305 to i64
  %Sl28 = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> %I21, <vscale x 4 x i64> %I14
  %Cmp29 = icmp slt i8 %5, 31
  br i1 %Cmp29, label %CF222, label %CF224

CF224:                                            ; preds = %CF224, %CF228, %CF227
  %L30 = load <vscale x 4 x i1>, ptr %A2, align 1
  store <vscale x 8 x i64> undef, ptr %Sl10, align 64
  %E31 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I32 = insertelement <vscale x 8 x i8> %I27, i8 %E6, i32 %Sl17
  %B33 = srem <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %Tr34 = trunc <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i1>
  %Sl35 = select <vscale x 4 x i1> %L30, <vscale x 4 x i64> %I14, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp36 = icmp sgt i32 430107, %Sl17
  br i1 %Cmp36, label %CF224, label %CF228

CF228:                                            ; preds = %CF224
  %L37 = load <vscale x 1 x float>, ptr %Sl10, align 4
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 4
  %E38 = extractelement <vscale x 16 x double> %L19, i32 %Sl17
  %I39 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %Sl17, i32 %3
  %B40 = sdiv <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), %I39
  %FC = uitofp i64 %Se to float
  %Sl41 = select <vscale x 4 x i1> %L30, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L42 = load float, ptr %Sl10, align 4
  %E43 = extractelement <vscale x 8 x i8> %I32, i32 %3
  %I44 = insertelement <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), i64 %Sl23, i32 %Sl17
  %B45 = add i16 -23509, %E26
  %FC46 = sitofp i8 %5 to float
  %Sl47 = select i1 %Cmp, <vscale x 8 x i8> %I32, <vscale x 8 x i8> %I32
  %Cmp48 = icmp sgt <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), %Sl41
  %L49 = load i8, ptr %Sl10, align 1
  store <vscale x 8 x float> undef, ptr %PC, align 32
  %E50 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %Sl17
  %I51 = insertelement <vscale x 1 x float> %L37, float %FC, i32 %Sl17
  %B52 = mul i64 %E, %E
  %Sl53 = select <vscale x 1 x i1> undef, <vscale x 1 x i64> %I44, <vscale x 1 x i64> %I44
  %Cmp54 = icmp ugt <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %L55 = load <vscale x 2 x i64>, ptr %PC, align 16
  store <vscale x 4 x float> undef, ptr %Sl10, align 16
  %E56 = extractelement <vscale x 4 x i64> %Sl35, i32 430107
  %I57 = insertelement <vscale x 1 x i64> %I44, i64 %E50, i32 %L25
  %B58 = and <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %FC59 = sitofp <vscale x 8 x i8> %B33 to <vscale x 8 x double>
  %Sl60 = select i1 %Cmp, ptr %1, ptr %0
  %Cmp61 = icmp ult <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %L62 = load <vscale x 4 x double>, ptr %PC, align 32
  store <vscale x 4 x i64> %I, ptr %PC, align 32
  %E63 = extractelement <vscale x 16 x i1> %Cmp54, i32 %3
  br i1 %E63, label %CF224, label %CF226

CF226:                                            ; preds = %CF228
  %I64 = insertelement <vscale x 1 x float> %I51, float %FC, i32 %Sl17
  %PC65 = bitcast ptr %2 to ptr
  %Sl66 = select i1 %Cmp, i16 -23509, i16 %E20
  %Cmp67 = icmp ugt i64 %E, %E
  br label %CF211

CF211:                                            ; preds = %CF211, %CF215, %CF226
  %L68 = load <vscale x 8 x i32>, ptr %PC, align 32
  %E69 = extractelement <vscale x 4 x i32> %L12, i32 %L25
  %I70 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %E56, i32 %Sl17
  %B71 = fsub <vscale x 1 x float> %I64, %L37
  %Tr72 = trunc <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i16>
  %Sl73 = select i1 %Cmp29, <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp74 = icmp ule i64 %Se, %E31
  br i1 %Cmp74, label %CF211, label %CF215

CF215:                                            ; preds = %CF211
  %L75 = load float, ptr %Sl60, align 4
  store <vscale x 8 x double> %FC59, ptr %PC65, align 64
  %E76 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %Sl17
  %I77 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %Cmp18, i32 %Sl17
  %ZE = zext i8 %L49 to i16
  %Sl78 = select i1 %Cmp, i1 %Cmp, i1 %Tr16
  br i1 %Sl78, label %CF211, label %CF212

CF212:                                            ; preds = %CF212, %CF225, %CF215
  %Cmp79 = icmp ne <vscale x 16 x i1> %Cmp54, %Cmp54
  %L80 = load <vscale x 4 x i1>, ptr %PC, align 1
  store <vscale x 8 x i16> %Tr72, ptr %Sl60, align 16
  %E81 = extractelement <vscale x 4 x i32> %I39, i32 %Sl17
  %I82 = insertelement <vscale x 4 x i1> %I77, i1 %Cmp36, i32 %Sl17
  %Tr83 = trunc <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i16>
  %Sl84 = select i1 %Cmp, <vscale x 2 x i16> %B22, <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp85 = fcmp one double %B15, 0xD635E4D436333A52
  br i1 %Cmp85, label %CF212, label %CF225

CF225:                                            ; preds = %CF212
  %L86 = load i64, ptr %A, align 4
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl10, align 8
  %E87 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %Sl17
  %I88 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %E76, i32 %E69
  %B89 = or i64 %E31, %Sl23
  %ZE90 = zext <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i64>
  %Sl91 = select i1 %E63, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp92 = icmp slt i1 %Cmp18, %Cmp24
  br i1 %Cmp92, label %CF212, label %CF213

CF213:                                            ; preds = %CF213, %CF236, %CF235, %CF225
  %L93 = load i64, ptr %Sl10, align 4
  store <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), ptr %2, align 8
  %E94 = extractelement <vscale x 8 x i8> %I27, i32 %Sl17
  %I95 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %E76, i32 %Sl17
  %Se96 = sext <vscale x 8 x i1> %Cmp61 to <vscale x 8 x i32>
  %Sl97 = select i1 %Cmp, double %E38, double %B15
  %Cmp98 = icmp ne <vscale x 2 x i1> %Tr, shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %L99 = load i8, ptr %0, align 1
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl60, align 8
  %E100 = extractelement <vscale x 4 x i64> %I95, i32 %Sl17
  %I101 = insertelement <vscale x 16 x i1> %Cmp79, i1 %Cmp, i32 %E69
  %B102 = srem <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %FC103 = uitofp i1 %Cmp24 to float
  %Sl104 = select <vscale x 8 x i1> %Cmp61, <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i16> %Tr72
  %Cmp105 = icmp eq i1 %Sl78, %Cmp
  br i1 %Cmp105, label %CF213, label %CF236

CF236:                                            ; preds = %CF213
  %L106 = load <vscale x 16 x float>, ptr %0, align 64
  store <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), ptr %Sl10, align 8
  %E107 = extractelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %3
  %I108 = insertelement <vscale x 4 x i16> %Sl91, i16 %Sl66, i32 %E69
  %B109 = frem double %B15, %B15
  %Se110 = sext i1 %Cmp24 to i32
  %Sl111 = select i1 %E63, ptr %A4, ptr %0
  %Cmp112 = fcmp ugt double %E38, %Sl97
  br i1 %Cmp112, label %CF213, label %CF220

CF220:                                            ; preds = %CF220, %CF229, %CF236
  %L113 = load i32, ptr %Sl60, align 4
  store <vscale x 2 x double> undef, ptr %Sl60, align 16
  %E114 = extractelement <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), i32 %Sl17
  %I115 = insertelement <vscale x 4 x i64> %I95, i64 %E13, i32 %E107
  %B116 = sdiv i16 %B45, %E20
  %FC117 = fptosi <vscale x 16 x float> %L106 to <vscale x 16 x i1>
  %Sl118 = select i1 %Cmp105, i1 %Cmp, i1 %Cmp36
  br i1 %Sl118, label %CF220, label %CF229

CF229:                                            ; preds = %CF220
  %Cmp119 = icmp uge i16 -25305, %Sl66
  br i1 %Cmp119, label %CF220, label %CF223

CF223:                                            ; preds = %CF223, %CF232, %CF229
  %L120 = load <vscale x 8 x i64>, ptr %Sl10, align 64
  store <vscale x 4 x float> undef, ptr %PC65, align 16
  %E121 = extractelement <vscale x 4 x i64> %I115, i32 %E107
  %I122 = insertelement <vscale x 4 x i8> %I7, i8 %E94, i32 %Sl17
  %Tr123 = trunc i64 %B52 to i1
  br i1 %Tr123, label %CF223, label %CF232

CF232:                                            ; preds = %CF223
  %Sl124 = select i1 %Sl118, i1 %Cmp11, i1 %Cmp
  br i1 %Sl124, label %CF223, label %CF230

CF230:                                            ; preds = %CF230, %CF234, %CF232
  %Cmp125 = icmp slt <vscale x 2 x i64> %L5, %ZE90
  %L126 = load float, ptr %Sl111, align 4
  store <vscale x 2 x double> undef, ptr %Sl111, align 16
  %E127 = extractelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i32 %Sl17
  %I128 = insertelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i64 %E13, i32 %3
  %B129 = fdiv float %L42, %L75
  %PC130 = bitcast ptr %1 to ptr
  %Sl131 = select i1 %Sl118, i64 %L93, i64 %E50
  %Cmp132 = fcmp une <vscale x 16 x float> %L106, %L106
  %L133 = load i32, ptr %1, align 4
  %E134 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %Sl17
  %I135 = insertelement <vscale x 4 x i32> %L12, i32 %E69, i32 %E69
  %B136 = udiv <vscale x 8 x i32> %B58, shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %ZE137 = zext i1 %Cmp67 to i32
  %Sl138 = select i1 %Cmp, i1 %Cmp112, i1 %Tr9
  br i1 %Sl138, label %CF230, label %CF234

CF234:                                            ; preds = %CF230
  %Cmp139 = icmp ult i64 %Sl131, %E76
  br i1 %Cmp139, label %CF230, label %CF233

CF233:                                            ; preds = %CF233, %CF234
  %L140 = load <vscale x 4 x i1>, ptr %Sl10, align 1
  store <vscale x 8 x i64> %L120, ptr %Sl10, align 64
  %E141 = extractelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  %I142 = insertelement <vscale x 1 x i64> %I57, i64 %E76, i32 %Sl17
  %B143 = srem <vscale x 4 x i32> %I39, %I135
  %FC144 = uitofp i1 %Cmp24 to double
  %Sl145 = select i1 %Cmp, i1 %Cmp67, i1 %Tr9
  br i1 %Sl145, label %CF233, label %CF235

CF235:                                            ; preds = %CF233
  %Cmp146 = fcmp uno float %L126, %FC
  br i1 %Cmp146, label %CF213, label %CF214

CF214:                                            ; preds = %CF214, %CF237, %CF221, %CF235
  %L147 = load double, ptr %Sl10, align 8
  store <vscale x 8 x double> %FC59, ptr %Sl10, align 64
  %E148 = extractelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i32 430107
  %I149 = insertelement <vscale x 8 x i64> %L120, i64 %E31, i32 %E81
  %B150 = shl i16 %B116, -25305
  %Se151 = sext i1 %Cmp139 to i8
  %Sl152 = select <vscale x 8 x i1> %Cmp61, <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i16> %Tr72
  %L153 = load i32, ptr %Sl111, align 4
  store <vscale x 16 x i32> undef, ptr %0, align 64
  %E154 = extractelement <vscale x 8 x i8> %I27, i32 %L133
  %I155 = insertelement <vscale x 2 x i1> %Cmp98, i1 %Cmp, i32 %Sl17
  %B156 = xor <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Sl157 = select i1 %Cmp67, i1 %Cmp67, i1 %E63
  br i1 %Sl157, label %CF214, label %CF237

CF237:                                            ; preds = %CF214
  %Cmp158 = icmp ule <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), %I7
  %L159 = load <vscale x 8 x double>, ptr %Sl60, align 64
  store <vscale x 2 x i8> undef, ptr %0, align 2
  %E160 = extractelement <vscale x 4 x i32> %L12, i32 %L153
  %I161 = insertelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i8 47, i32 %Sl17
  %Tr162 = trunc <vscale x 2 x i64> %L55 to <vscale x 2 x i16>
  %Sl163 = select i1 %Cmp, i1 %Sl157, i1 %Cmp74
  br i1 %Sl163, label %CF214, label %CF221

CF221:                                            ; preds = %CF237
  %Cmp164 = icmp ule i1 %Cmp11, %Sl118
  br i1 %Cmp164, label %CF214, label %CF219

CF219:                                            ; preds = %CF221
  %L165 = load <vscale x 16 x i64>, ptr %PC130, align 128
  store <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 8
  %E166 = extractelement <vscale x 4 x i32> %B143, i32 %L133
  %I167 = insertelement <vscale x 8 x i16> %Sl152, i16 %E20, i32 %L113
  %B168 = mul i16 %B150, %E114
  %PC169 = bitcast ptr %A to ptr
  %Sl170 = select <vscale x 8 x i1> %Cmp61, <vscale x 8 x i16> %Tr83, <vscale x 8 x i16> %Sl152
  %Cmp171 = fcmp oeq double %E38, %Sl97
  br label %CF

CF:                                               ; preds = %CF, %CF241, %CF219
  %L172 = load <vscale x 2 x i8>, ptr %Sl60, align 2
  store <vscale x 1 x i64> %Sl53, ptr %Sl111, align 8
  %E173 = extractelement <vscale x 2 x i64> %L5, i32 %3
  %I174 = insertelement <vscale x 4 x i64> %I115, i64 %Sl131, i32 %Sl17
  %B175 = srem <vscale x 4 x i64> %I95, %I
  %Se176 = sext i32 %E81 to i64
  %Sl177 = select <vscale x 1 x i1> undef, <vscale x 1 x float> %B71, <vscale x 1 x float> %L37
  %Cmp178 = icmp uge <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L179 = load <vscale x 2 x float>, ptr %Sl10, align 8
  store <vscale x 2 x i64> %L5, ptr %Sl10, align 16
  %E180 = extractelement <vscale x 8 x i32> %B58, i32 %L133
  %I181 = insertelement <vscale x 4 x i32> %L12, i32 %L153, i32 %E69
  %B182 = sdiv i32 %L25, %L153
  %Sl183 = select i1 %Cmp36, <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp184 = icmp ne i1 %Cmp36, %Sl118
  br i1 %Cmp184, label %CF, label %CF239

CF239:                                            ; preds = %CF239, %CF
  %L185 = load i32, ptr %PC169, align 4
  store <vscale x 4 x i8> %Sl41, ptr %PC, align 4
  %E186 = extractelement <vscale x 8 x i1> %Cmp61, i32 %E69
  br i1 %E186, label %CF239, label %CF240

CF240:                                            ; preds = %CF240, %CF239
  %I187 = insertelement <vscale x 4 x i64> %I, i64 %E, i32 %L153
  %B188 = sub <vscale x 2 x i64> %ZE90, %L5
  %FC189 = uitofp i16 -25305 to float
  %Sl190 = select i1 %E63, i32 %E81, i32 %E107
  %Cmp191 = icmp ule <vscale x 16 x i64> %L165, %L165
  %L192 = load double, ptr %Sl111, align 8
  %E193 = extractelement <vscale x 2 x i1> %Cmp125, i32 %E69
  br i1 %E193, label %CF240, label %CF241

CF241:                                            ; preds = %CF240
  %I194 = insertelement <vscale x 8 x i8> %I27, i8 %E6, i32 %L25
  %FC195 = fptosi <vscale x 8 x double> %L159 to <vscale x 8 x i64>
  %Sl196 = select i1 %Cmp36, <vscale x 4 x i32> %B40, <vscale x 4 x i32> %I135
  %Cmp197 = icmp ult <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), %I194
  %L198 = load i16, ptr %0, align 2
  store <vscale x 16 x i64> %L165, ptr %PC169, align 128
  %E199 = extractelement <vscale x 4 x i32> %I181, i32 %L25
  %I200 = insertelement <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), i16 %B168, i32 %E107
  %B201 = frem <vscale x 8 x double> %FC59, %FC59
  %Sl202 = select i1 %Cmp, i64 %Se176, i64 %E13
  %Cmp203 = icmp ne i1 %Cmp85, %Sl163
  br i1 %Cmp203, label %CF, label %CF216

CF216:                                            ; preds = %CF241
  %L204 = load <vscale x 4 x i16>, ptr %Sl60, align 8
  store <vscale x 8 x i16> %Sl152, ptr %Sl111, align 16
  %E205 = extractelement <vscale x 8 x i16> %Sl104, i32 %E107
  %I206 = insertelement <vscale x 4 x i32> %I181, i32 %E180, i32 %L133
  %B207 = urem i64 %E121, %Sl202
  %Se208 = sext i16 %E205 to i32
  %Sl209 = select i1 %Cmp119, i16 %L198, i16 %E114
  %Cmp210 = icmp sge <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), %Tr
  store i32 %3, ptr %Sl111, align 4
  store i32 %Se208, ptr %PC130, align 4
  store i32 %L133, ptr %Sl10, align 4
  store i8 %E127, ptr %PC, align 1
  store double 0xD635E4D436333A52, ptr %PC130, align 8
  ret void
}
