; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD12(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca i16, align 2
  %A2 = alloca float, align 4
  %A1 = alloca float, align 4
  %A = alloca <vscale x 16 x i64>, align 128
  %L = load i1, ptr %0, align 1
  br label %CF214

CF214:                                            ; preds = %CF214, %CF236, %CF220, %BB
  store <vscale x 4 x float> undef, ptr %0, align 16
  %E = extractelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  %I = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %L, i32 309117
  %B = srem <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %ZE = zext <vscale x 4 x i1> %I to <vscale x 4 x i32>
  %Sl = select i1 %L, <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp = icmp ult <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), %B
  %L5 = load double, ptr %0, align 8
  store <vscale x 8 x i16> undef, ptr %0, align 16
  %E6 = extractelement <vscale x 2 x i8> %B, i32 %3
  %I7 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 309117, i32 %3
  %B8 = lshr <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %PC = bitcast ptr %A3 to ptr
  %Sl9 = select <vscale x 2 x i1> %Cmp, <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp10 = icmp sge <vscale x 2 x i32> %Sl9, shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %L11 = load <vscale x 16 x float>, ptr %PC, align 64
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %A2, align 16
  %E12 = extractelement <vscale x 4 x i32> %ZE, i32 309117
  %I13 = insertelement <vscale x 2 x i32> %Sl9, i32 %E12, i32 %E12
  %B14 = ashr <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), %Sl
  %FC = sitofp <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x double>
  %Sl15 = select i1 %L, <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp16 = icmp slt <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer)
  %L17 = load double, ptr %A, align 8
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E18 = extractelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i32 %E12
  %I19 = insertelement <vscale x 2 x i32> %I13, i32 %E12, i32 %3
  %B20 = urem <vscale x 2 x i8> %B, %B
  %PC21 = bitcast ptr %A3 to ptr
  %Sl22 = select i1 %L, ptr %1, ptr %PC
  %Cmp23 = icmp eq <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %L24 = load i1, ptr %PC, align 1
  br i1 %L24, label %CF214, label %CF221

CF221:                                            ; preds = %CF221, %CF233, %CF214
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC, align 4
  %E25 = extractelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i32 %E12
  br i1 %E25, label %CF221, label %CF233

CF233:                                            ; preds = %CF221
  %I26 = insertelement <vscale x 2 x i32> %Sl9, i32 %E12, i32 %E12
  %B27 = ashr <vscale x 2 x i32> %Sl15, shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %FC28 = sitofp <vscale x 2 x i32> %B27 to <vscale x 2 x double>
  %Sl29 = select i1 %L, <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp30 = icmp slt <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %L31 = load double, ptr %A1, align 8
  store <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), ptr %PC21, align 4
  %E32 = extractelement <vscale x 2 x i8> %B, i32 %3
  %I33 = insertelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E12, i32 %3
  %B34 = mul i8 %E32, %5
  %Tr = trunc i32 %3 to i1
  br i1 %Tr, label %CF221, label %CF222

CF222:                                            ; preds = %CF222, %CF243, %CF233
  %Sl35 = select i1 %L, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i32> %I33
  %Cmp36 = icmp sge <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %L37 = load i64, ptr %PC, align 4
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC, align 16
  %E38 = extractelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  br i1 %E38, label %CF222, label %CF234

CF234:                                            ; preds = %CF234, %CF222
  %I39 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %Tr, i32 %3
  %Tr40 = trunc <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i32>
  %Sl41 = select i1 %L, <vscale x 4 x i32> %Sl35, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L42 = load <vscale x 4 x i64>, ptr %PC, align 32
  store <vscale x 1 x float> undef, ptr %0, align 4
  %E43 = extractelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i32 %3
  br i1 %E43, label %CF234, label %CF243

CF243:                                            ; preds = %CF234
  %I44 = insertelement <vscale x 4 x i32> %Sl41, i32 %3, i32 %E12
  %B45 = xor <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Tr46 = trunc <vscale x 2 x i32> %B8 to <vscale x 2 x i8>
  %Sl47 = select i1 %Tr, i8 %E32, i8 %E32
  %Cmp48 = icmp eq <vscale x 4 x i64> %L42, %L42
  %L49 = load i8, ptr %PC, align 1
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %A2, align 8
  %E50 = extractelement <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), i32 %3
  %I51 = insertelement <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), i32 %E12, i32 %E50
  %Tr52 = trunc <vscale x 4 x i32> %I44 to <vscale x 4 x i8>
  %Sl53 = select i1 %L, <vscale x 4 x i32> %I33, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp54 = icmp slt <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), %I51
  %L55 = load i8, ptr %PC21, align 1
  store <vscale x 16 x float> %L11, ptr %PC, align 64
  %E56 = extractelement <vscale x 4 x i1> %I, i32 309117
  br i1 %E56, label %CF222, label %CF223

CF223:                                            ; preds = %CF223, %CF243
  %I57 = insertelement <vscale x 1 x i32> %I51, i32 %E12, i32 %E50
  %B58 = fsub double %L31, %L5
  %Tr59 = trunc <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i1>
  %Sl60 = select i1 %L, ptr %A1, ptr %PC
  %Cmp61 = icmp slt <vscale x 4 x i32> %Sl53, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L62 = load float, ptr %PC, align 4
  store <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), ptr %PC, align 2
  %E63 = extractelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i32 %E12
  br i1 %E63, label %CF223, label %CF236

CF236:                                            ; preds = %CF223
  %I64 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %E12, i32 %E50
  %B65 = sdiv <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), %Tr52
  %FC66 = fptosi <vscale x 16 x float> %L11 to <vscale x 16 x i32>
  %Sl67 = select i1 %L, i1 %E38, i1 %E63
  br i1 %Sl67, label %CF214, label %CF220

CF220:                                            ; preds = %CF236
  %Cmp68 = icmp ule <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L69 = load <vscale x 4 x i8>, ptr %Sl60, align 4
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC, align 16
  %E70 = extractelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i32 %E50
  br i1 %E70, label %CF214, label %CF215

CF215:                                            ; preds = %CF215, %CF220
  %I71 = insertelement <vscale x 4 x i1> %I39, i1 %E63, i32 %E12
  %B72 = mul <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer)
  %FC73 = uitofp i8 %E32 to double
  %Sl74 = select i1 %L24, i1 %L24, i1 %L
  br i1 %Sl74, label %CF215, label %CF227

CF227:                                            ; preds = %CF215
  %Cmp75 = icmp uge i64 %4, %4
  br label %CF

CF:                                               ; preds = %CF, %CF228, %CF219, %CF227
  %L76 = load i64, ptr %PC, align 4
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %PC, align 4
  %E77 = extractelement <vscale x 2 x i8> %B20, i32 309117
  %I78 = insertelement <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), i64 %L37, i32 %E50
  %B79 = udiv <vscale x 4 x i32> %Sl53, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %ZE80 = zext <vscale x 4 x i1> %Cmp61 to <vscale x 4 x i32>
  %Sl81 = select i1 %L24, <vscale x 4 x i32> %Sl41, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp82 = icmp ule <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %L83 = load i8, ptr %PC, align 1
  store <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), ptr %Sl60, align 128
  %E84 = extractelement <vscale x 1 x i32> %I51, i32 %3
  %I85 = insertelement <vscale x 4 x i1> %Cmp23, i1 %E56, i32 %E50
  %B86 = shl <vscale x 4 x i32> %I44, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %FC87 = uitofp i1 %Cmp75 to double
  %Sl88 = select i1 %L24, i8 %B34, i8 %E77
  %Cmp89 = icmp slt <vscale x 4 x i32> %Sl81, %B79
  %L90 = load i8, ptr %PC, align 1
  store <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), ptr %PC, align 32
  %E91 = extractelement <vscale x 2 x i8> %B20, i32 %E12
  %I92 = insertelement <vscale x 4 x i32> %Sl81, i32 %E12, i32 %E12
  %B93 = or i64 %4, %L76
  %Sl94 = select i1 %L24, <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %Cmp95 = icmp ule <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %L96 = load i32, ptr %Sl60, align 4
  store <vscale x 2 x double> %FC, ptr %0, align 16
  %E97 = extractelement <vscale x 4 x i32> %I33, i32 %E84
  %I98 = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 -1, i32 %E12
  %B99 = urem <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), %B20
  %FC100 = fptosi float %L62 to i8
  %Sl101 = select i1 %L24, i1 %Sl74, i1 %L
  br i1 %Sl101, label %CF, label %CF228

CF228:                                            ; preds = %CF
  %Cmp102 = icmp uge <vscale x 2 x i32> %I26, shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %L103 = load <vscale x 2 x i64>, ptr %PC21, align 16
  store <vscale x 4 x i16> %I98, ptr %PC, align 8
  %E104 = extractelement <vscale x 4 x i32> %Sl41, i32 %L96
  %I105 = insertelement <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), i64 %L37, i32 %E84
  %B106 = sdiv <vscale x 4 x i32> %I44, %I33
  %Sl107 = select i1 %Sl101, i8 %L49, i8 %E18
  %Cmp108 = icmp uge i64 %L76, %L76
  br i1 %Cmp108, label %CF, label %CF219

CF219:                                            ; preds = %CF228
  %L109 = load i1, ptr %PC, align 1
  br i1 %L109, label %CF, label %CF216

CF216:                                            ; preds = %CF216, %CF219
  store <vscale x 16 x i32> %FC66, ptr %0, align 64
  %E110 = extractelement <vscale x 4 x i32> %Sl41, i32 %E50
  %I111 = insertelement <vscale x 16 x i16> %Sl94, i16 -1, i32 %E84
  %B112 = mul i8 %5, %Sl88
  %FC113 = uitofp <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x float>
  %Sl114 = select <vscale x 2 x i1> %Cmp102, <vscale x 2 x i32> %B8, <vscale x 2 x i32> %I64
  %Cmp115 = icmp uge <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), %Cmp36
  %L116 = load <vscale x 4 x i32>, ptr %Sl60, align 16
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %A, align 4
  %E117 = extractelement <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I118 = insertelement <vscale x 2 x i8> %B99, i8 %E77, i32 %E12
  %B119 = shl i8 %Sl47, %FC100
  %FC120 = uitofp i8 %E91 to float
  %Sl121 = select <vscale x 2 x i1> %Cmp, <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp122 = icmp ne <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), %I105
  %L123 = load <vscale x 4 x double>, ptr %PC, align 32
  store <vscale x 4 x i32> %I33, ptr %A2, align 16
  %E124 = extractelement <vscale x 1 x i32> %I57, i32 %E104
  %I125 = insertelement <vscale x 1 x i32> %I57, i32 %E12, i32 %E84
  %B126 = sub <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), %Sl94
  %FC127 = sitofp <vscale x 2 x i1> %Cmp10 to <vscale x 2 x float>
  %Sl128 = select i1 %L, i32 %E50, i32 %E84
  %Cmp129 = icmp eq <vscale x 4 x i32> %I44, shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %L130 = load <vscale x 4 x i8>, ptr %A4, align 4
  store <vscale x 4 x i8> %L130, ptr %0, align 4
  %E131 = extractelement <vscale x 16 x i1> %Cmp16, i32 %E84
  br i1 %E131, label %CF216, label %CF217

CF217:                                            ; preds = %CF217, %CF241, %CF238, %CF229, %CF216
  %I132 = insertelement <vscale x 4 x i16> %I98, i16 -1, i32 %E84
  %B133 = lshr <vscale x 2 x i64> %L103, shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Sl134 = select i1 %L24, i32 %E110, i32 %E12
  %Cmp135 = icmp sgt <vscale x 16 x i16> shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer), %I111
  %L136 = load <vscale x 8 x i16>, ptr %PC, align 16
  store <vscale x 4 x double> %L123, ptr %0, align 32
  %E137 = extractelement <vscale x 4 x i1> %Cmp61, i32 %E12
  br i1 %E137, label %CF217, label %CF237

CF237:                                            ; preds = %CF237, %CF217
  %I138 = insertelement <vscale x 2 x i32> %I26, i32 %E12, i32 %E124
  %B139 = shl i8 %FC100, %E77
  %Tr140 = trunc i32 309117 to i1
  br i1 %Tr140, label %CF237, label %CF239

CF239:                                            ; preds = %CF239, %CF237
  %Sl141 = select i1 %L, i1 %E38, i1 %E131
  br i1 %Sl141, label %CF239, label %CF241

CF241:                                            ; preds = %CF239
  %Cmp142 = fcmp ult double %FC73, %L5
  br i1 %Cmp142, label %CF217, label %CF225

CF225:                                            ; preds = %CF225, %CF244, %CF241
  %L143 = load <vscale x 2 x i1>, ptr %Sl60, align 1
  store <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), ptr %PC21, align 32
  %E144 = extractelement <vscale x 2 x i8> %I118, i32 309117
  %I145 = insertelement <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), i8 %B139, i32 %E50
  %B146 = sdiv <vscale x 16 x i16> %Sl94, shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 -1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %Sl147 = select i1 %E70, i8 %B139, i8 %Sl47
  %Cmp148 = icmp eq <vscale x 4 x i32> %Sl53, %B79
  %L149 = load <vscale x 16 x i64>, ptr %PC, align 128
  store <vscale x 16 x i64> %I105, ptr %A4, align 128
  %E150 = extractelement <vscale x 2 x i8> %I118, i32 %E84
  %I151 = insertelement <vscale x 2 x i32> %I7, i32 %E84, i32 %E110
  %Sl152 = select i1 %E63, <vscale x 2 x i8> shufflevector (<vscale x 2 x i8> insertelement (<vscale x 2 x i8> poison, i8 -1, i64 0), <vscale x 2 x i8> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i8> %B99
  %Cmp153 = icmp slt i1 %Sl101, %Cmp108
  br i1 %Cmp153, label %CF225, label %CF235

CF235:                                            ; preds = %CF235, %CF225
  %L154 = load i16, ptr %PC21, align 2
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 8
  %E155 = extractelement <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), i32 %E12
  %I156 = insertelement <vscale x 16 x float> %L11, float %L62, i32 %E50
  %B157 = urem <vscale x 2 x i32> %I151, %I64
  %Tr158 = trunc i8 %E32 to i1
  br i1 %Tr158, label %CF235, label %CF240

CF240:                                            ; preds = %CF240, %CF235
  %Sl159 = select i1 %E56, i64 %B93, i64 %B93
  %Cmp160 = icmp ult i32 %E97, %E50
  br i1 %Cmp160, label %CF240, label %CF244

CF244:                                            ; preds = %CF240
  %L161 = load <vscale x 4 x i64>, ptr %Sl60, align 32
  %E162 = extractelement <vscale x 4 x i1> %Cmp61, i32 %E12
  br i1 %E162, label %CF225, label %CF226

CF226:                                            ; preds = %CF226, %CF244
  %I163 = insertelement <vscale x 8 x i1> %Cmp95, i1 %L, i32 309117
  %B164 = or i8 %E32, %E77
  %ZE165 = zext i1 %Sl101 to i8
  %Sl166 = select i1 %E131, <vscale x 4 x i1> %Cmp148, <vscale x 4 x i1> %Cmp129
  %Cmp167 = fcmp ogt double %FC87, %L5
  br i1 %Cmp167, label %CF226, label %CF230

CF230:                                            ; preds = %CF230, %CF226
  %L168 = load i1, ptr %Sl60, align 1
  br i1 %L168, label %CF230, label %CF238

CF238:                                            ; preds = %CF230
  store <vscale x 4 x double> %L123, ptr %0, align 32
  %E169 = extractelement <vscale x 4 x i16> %I98, i32 %E50
  %I170 = insertelement <vscale x 4 x i1> %I39, i1 %Cmp142, i32 %E124
  %B171 = or i64 %B93, %L76
  %Se = sext i8 %E77 to i32
  %Sl172 = select <vscale x 4 x i1> %Cmp148, <vscale x 4 x i32> %B79, <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp173 = icmp sgt i1 %E137, %Tr158
  br i1 %Cmp173, label %CF217, label %CF224

CF224:                                            ; preds = %CF224, %CF238
  %L174 = load <vscale x 2 x double>, ptr %0, align 16
  store <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 32
  %E175 = extractelement <vscale x 1 x i32> %I51, i32 %E155
  %I176 = insertelement <vscale x 2 x i1> %Cmp102, i1 %E63, i32 %E12
  %B177 = ashr <vscale x 2 x i32> %I64, %I138
  %Se178 = sext i1 %E137 to i16
  %Sl179 = select <vscale x 4 x i1> %Cmp148, <vscale x 4 x i32> %Sl35, <vscale x 4 x i32> %Sl172
  %Cmp180 = icmp ule <vscale x 1 x i1> %Sl29, %Sl29
  %L181 = load <vscale x 4 x double>, ptr %0, align 32
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %A, align 4
  %E182 = extractelement <vscale x 2 x i32> %I26, i32 %E50
  %I183 = insertelement <vscale x 16 x i16> %I111, i16 %L154, i32 %E84
  %B184 = and <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %I98
  %Tr185 = trunc i32 %E97 to i8
  %Sl186 = select i1 %Cmp153, i1 %Cmp142, i1 %L
  br i1 %Sl186, label %CF224, label %CF229

CF229:                                            ; preds = %CF224
  %Cmp187 = icmp eq i8 %E91, %FC100
  br i1 %Cmp187, label %CF217, label %CF218

CF218:                                            ; preds = %CF218, %CF242, %CF232, %CF229
  %L188 = load <vscale x 2 x i64>, ptr %0, align 16
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E189 = extractelement <vscale x 4 x i32> %I92, i32 %E155
  %I190 = insertelement <vscale x 2 x i8> %B99, i8 %E150, i32 %L96
  %B191 = or i16 %L154, %E169
  %ZE192 = zext <vscale x 4 x i1> %I85 to <vscale x 4 x i64>
  %Sl193 = select i1 %L24, <vscale x 16 x i16> %B146, <vscale x 16 x i16> %Sl94
  %Cmp194 = icmp ugt <vscale x 2 x i8> %B, %Tr46
  %L195 = load i16, ptr %Sl60, align 2
  store <vscale x 4 x i16> %I98, ptr %0, align 8
  %E196 = extractelement <vscale x 2 x i8> %B, i32 %E182
  %I197 = insertelement <vscale x 4 x i1> %Sl166, i1 %Sl101, i32 %E50
  %Tr198 = trunc <vscale x 16 x i64> %I105 to <vscale x 16 x i8>
  %Sl199 = select i1 %L, <vscale x 2 x i8> %B72, <vscale x 2 x i8> %I190
  %Cmp200 = fcmp ule double %FC73, %L5
  br i1 %Cmp200, label %CF218, label %CF242

CF242:                                            ; preds = %CF218
  %L201 = load float, ptr %PC, align 4
  store <vscale x 8 x float> undef, ptr %0, align 32
  %E202 = extractelement <vscale x 2 x i32> %I13, i32 %Sl134
  %I203 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %L, i32 %E12
  %B204 = udiv <vscale x 4 x i8> %B65, %L130
  %Tr205 = trunc i8 %E91 to i1
  br i1 %Tr205, label %CF218, label %CF232

CF232:                                            ; preds = %CF242
  %Sl206 = select i1 %L24, <vscale x 4 x i64> %ZE192, <vscale x 4 x i64> %L42
  %Cmp207 = icmp eq <vscale x 16 x i32> %FC66, %FC66
  %L208 = load i32, ptr %0, align 4
  store <vscale x 8 x float> undef, ptr %0, align 32
  %E209 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %E12
  %I210 = insertelement <vscale x 1 x i1> %Cmp36, i1 %Sl186, i32 %E50
  %FC211 = fptoui <vscale x 16 x float> %I156 to <vscale x 16 x i64>
  %Sl212 = select <vscale x 16 x i1> %Cmp207, <vscale x 16 x i1> %Cmp207, <vscale x 16 x i1> %Cmp122
  %Cmp213 = icmp eq i8 %E91, %Sl47
  br i1 %Cmp213, label %CF218, label %CF231

CF231:                                            ; preds = %CF232
  store <vscale x 2 x i32> %I26, ptr %0, align 8
  store float %FC120, ptr %0, align 4
  store i8 %5, ptr %Sl60, align 1
  store float %L62, ptr %PC, align 4
  store double %FC87, ptr %PC21, align 8
  ret void
}
