; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD3(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i16, align 2
  %A3 = alloca i1, align 1
  %A2 = alloca float, align 4
  %A1 = alloca i32, align 4
  %A = alloca i64, align 8
  %L = load i64, ptr %A, align 4
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 32
  %E = extractelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  br label %CF207

CF207:                                            ; preds = %CF207, %CF220, %BB
  %I = insertelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i1 %E, i32 %3
  %FC = uitofp <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x double>
  %Sl = select i1 %E, ptr %A3, ptr %0
  %Cmp = icmp ule <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %L5 = load i64, ptr %A, align 4
  store <vscale x 8 x float> undef, ptr %2, align 32
  %E6 = extractelement <vscale x 1 x i1> %I, i32 %3
  br i1 %E6, label %CF207, label %CF220

CF220:                                            ; preds = %CF207
  %I7 = insertelement <vscale x 1 x i1> %I, i1 %E, i32 %3
  %Se = sext <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer) to <vscale x 2 x i64>
  %Sl8 = select <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %L9 = load float, ptr %A3, align 4
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %Sl, align 4
  %E10 = extractelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  br i1 %E10, label %CF207, label %CF211

CF211:                                            ; preds = %CF220
  %I11 = insertelement <vscale x 1 x i16> %Sl8, i16 -1, i32 %3
  %B = ashr <vscale x 2 x i64> %Se, %Se
  %BC = bitcast <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x double>
  %Sl12 = select i1 %E, i1 %E10, i1 %E
  br label %CF200

CF200:                                            ; preds = %CF200, %CF219, %CF211
  %Cmp13 = icmp ugt <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %L14 = load <vscale x 4 x i1>, ptr %Sl, align 1
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 16
  %E15 = extractelement <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  %I16 = insertelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i1 %E, i32 %3
  %Tr = trunc <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i1>
  %Sl17 = select i1 %E, i16 %E15, i16 %E15
  %Cmp18 = icmp ult <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %L19 = load <vscale x 2 x double>, ptr %Sl, align 16
  store <vscale x 4 x float> undef, ptr %Sl, align 16
  %E20 = extractelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  br i1 %E20, label %CF200, label %CF210

CF210:                                            ; preds = %CF210, %CF200
  %I21 = insertelement <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), i1 %E, i32 %3
  %PC = bitcast ptr %2 to ptr
  %Sl22 = select i1 %E, <vscale x 2 x i64> %Se, <vscale x 2 x i64> %Se
  %Cmp23 = icmp ugt i16 %E15, %E15
  br i1 %Cmp23, label %CF210, label %CF219

CF219:                                            ; preds = %CF210
  %L24 = load i1, ptr %Sl, align 1
  br i1 %L24, label %CF200, label %CF208

CF208:                                            ; preds = %CF208, %CF226, %CF219
  store <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl, align 8
  %E25 = extractelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  br i1 %E25, label %CF208, label %CF218

CF218:                                            ; preds = %CF218, %CF208
  %I26 = insertelement <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), i1 %E, i32 %3
  %Tr27 = trunc <vscale x 2 x i64> %Se to <vscale x 2 x i8>
  %Sl28 = select i1 %E6, i1 %L24, i1 %E
  br i1 %Sl28, label %CF218, label %CF226

CF226:                                            ; preds = %CF218
  %Cmp29 = icmp eq <vscale x 4 x i1> %I21, shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L30 = load <vscale x 2 x double>, ptr %Sl, align 16
  store <vscale x 1 x i8> undef, ptr %PC, align 1
  %E31 = extractelement <vscale x 2 x i64> %Sl22, i32 %3
  %I32 = insertelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i1 %Cmp23, i32 %3
  %Se33 = sext <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x i8>
  %Sl34 = select i1 %E, i1 %E10, i1 %E20
  br i1 %Sl34, label %CF208, label %CF213

CF213:                                            ; preds = %CF226
  %Cmp35 = icmp eq <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %L36 = load i1, ptr %Sl, align 1
  br label %CF199

CF199:                                            ; preds = %CF199, %CF206, %CF224, %CF213
  store <vscale x 1 x i32> undef, ptr %Sl, align 4
  %E37 = extractelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i32 %3
  br i1 %E37, label %CF199, label %CF206

CF206:                                            ; preds = %CF199
  %I38 = insertelement <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), i8 %5, i32 %3
  %Se39 = sext <vscale x 4 x i1> %Cmp29 to <vscale x 4 x i8>
  %Sl40 = select <vscale x 4 x i1> shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i1> %I21, <vscale x 4 x i1> %L14
  %Cmp41 = icmp sgt i1 %E10, %E
  br i1 %Cmp41, label %CF199, label %CF205

CF205:                                            ; preds = %CF205, %CF206
  %L42 = load <vscale x 4 x i32>, ptr %PC, align 16
  store <vscale x 2 x double> %L19, ptr %Sl, align 16
  %E43 = extractelement <vscale x 4 x i32> %L42, i32 %3
  %I44 = insertelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i1 %E, i32 %3
  %ZE = zext i1 %E20 to i32
  %Sl45 = select i1 %E10, i64 %4, i64 %E31
  %Cmp46 = icmp slt <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %L47 = load <vscale x 4 x double>, ptr %0, align 32
  store <vscale x 4 x double> %FC, ptr %Sl, align 32
  %E48 = extractelement <vscale x 4 x i1> %L14, i32 %E43
  br i1 %E48, label %CF205, label %CF215

CF215:                                            ; preds = %CF215, %CF205
  %I49 = insertelement <vscale x 4 x i32> %L42, i32 %E43, i32 %E43
  %B50 = add <vscale x 1 x i8> %Se33, %Se33
  %FC51 = sitofp <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x double>
  %Sl52 = select i1 %E, ptr %A4, ptr %Sl
  %Cmp53 = icmp slt <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %L54 = load <vscale x 8 x i32>, ptr %PC, align 32
  store <vscale x 8 x float> undef, ptr %PC, align 32
  %E55 = extractelement <vscale x 4 x i1> %I21, i32 %E43
  br i1 %E55, label %CF215, label %CF224

CF224:                                            ; preds = %CF215
  %I56 = insertelement <vscale x 8 x i8> %I38, i8 %5, i32 %E43
  %Se57 = sext <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i32>
  %Sl58 = select i1 %Cmp23, i1 %Sl12, i1 %E
  br i1 %Sl58, label %CF199, label %CF201

CF201:                                            ; preds = %CF201, %CF229, %CF223, %CF222, %CF225, %CF212, %CF224
  %Cmp59 = icmp slt <vscale x 2 x i64> %Se, %Sl22
  %L60 = load i64, ptr %0, align 4
  store <vscale x 2 x i8> %Tr27, ptr %1, align 2
  %E61 = extractelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i32 %E43
  %I62 = insertelement <vscale x 1 x i1> %I16, i1 %Cmp41, i32 %E43
  %Se63 = sext <vscale x 1 x i1> %I to <vscale x 1 x i8>
  %Sl64 = select i1 %E, ptr %A3, ptr %Sl
  %Cmp65 = icmp ne i16 %Sl17, %Sl17
  br i1 %Cmp65, label %CF201, label %CF229

CF229:                                            ; preds = %CF201
  %L66 = load i8, ptr %Sl64, align 1
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC, align 16
  %E67 = extractelement <vscale x 2 x i1> %Cmp, i32 %E43
  br i1 %E67, label %CF201, label %CF223

CF223:                                            ; preds = %CF229
  %I68 = insertelement <vscale x 1 x i1> %I, i1 %E, i32 %E43
  %B69 = sub <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %Se70 = sext i1 %Sl12 to i8
  %Sl71 = select <vscale x 1 x i1> %I32, <vscale x 1 x i8> %Se33, <vscale x 1 x i8> %Se33
  %Cmp72 = icmp eq i64 %L, %E31
  br i1 %Cmp72, label %CF201, label %CF222

CF222:                                            ; preds = %CF223
  %L73 = load <vscale x 1 x float>, ptr %0, align 4
  store <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), ptr %A2, align 8
  %E74 = extractelement <vscale x 8 x i1> %Cmp13, i32 %E43
  br i1 %E74, label %CF201, label %CF214

CF214:                                            ; preds = %CF214, %CF222
  %I75 = insertelement <vscale x 1 x i1> %I68, i1 %Sl58, i32 %E43
  %B76 = or <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %Tr77 = trunc i64 %E31 to i8
  %Sl78 = select i1 %E, <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp79 = icmp uge i8 %Se70, %L66
  br i1 %Cmp79, label %CF214, label %CF225

CF225:                                            ; preds = %CF214
  %L80 = load float, ptr %0, align 4
  store <vscale x 2 x i8> %Tr27, ptr %0, align 2
  %E81 = extractelement <vscale x 1 x i1> %I, i32 %3
  br i1 %E81, label %CF201, label %CF212

CF212:                                            ; preds = %CF225
  %I82 = insertelement <vscale x 4 x i1> %Cmp29, i1 %Cmp65, i32 %E43
  %B83 = udiv <vscale x 1 x i16> %I11, shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %PC84 = bitcast ptr %1 to ptr
  %Sl85 = select <vscale x 2 x i1> %Cmp35, <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp86 = icmp sge i1 %Cmp79, %Cmp41
  br i1 %Cmp86, label %CF201, label %CF209

CF209:                                            ; preds = %CF212
  %L87 = load <vscale x 8 x float>, ptr %PC, align 32
  store <vscale x 1 x i16> %B83, ptr %PC84, align 2
  %E88 = extractelement <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), i32 %E43
  %I89 = insertelement <vscale x 8 x i8> %I38, i8 %L66, i32 %E43
  %B90 = lshr i64 %E31, %Sl45
  %FC91 = uitofp i8 %Tr77 to double
  %Sl92 = select <vscale x 4 x i1> %I82, <vscale x 4 x double> %L47, <vscale x 4 x double> %L47
  %Cmp93 = icmp ne i1 %L36, %E6
  br label %CF

CF:                                               ; preds = %CF, %CF217, %CF221, %CF209
  %L94 = load <vscale x 4 x i32>, ptr %PC, align 16
  %E95 = extractelement <vscale x 4 x i32> %I49, i32 %E43
  %I96 = insertelement <vscale x 2 x i64> %Sl22, i64 %E31, i32 %E43
  %B97 = ashr <vscale x 1 x i8> %Se33, %Se33
  %ZE98 = zext i8 %L66 to i32
  %Sl99 = select i1 %E, <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i1> shufflevector (<vscale x 8 x i1> insertelement (<vscale x 8 x i1> poison, i1 true, i64 0), <vscale x 8 x i1> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp100 = icmp uge i32 %E43, %E43
  br i1 %Cmp100, label %CF, label %CF217

CF217:                                            ; preds = %CF
  %L101 = load i8, ptr %PC, align 1
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %Sl, align 4
  %E102 = extractelement <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), i32 %E43
  %I103 = insertelement <vscale x 2 x i8> %Tr27, i8 %L66, i32 %E95
  %Sl104 = select <vscale x 8 x i1> %Sl99, <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp105 = icmp sge i1 %E55, %Cmp65
  br i1 %Cmp105, label %CF, label %CF204

CF204:                                            ; preds = %CF204, %CF217
  %L106 = load <vscale x 2 x i32>, ptr %A2, align 8
  store <vscale x 4 x float> undef, ptr %Sl, align 16
  %E107 = extractelement <vscale x 1 x i1> %I62, i32 %E43
  br i1 %E107, label %CF204, label %CF221

CF221:                                            ; preds = %CF204
  %I108 = insertelement <vscale x 2 x i32> %L106, i32 %E43, i32 %E43
  %Se109 = sext <vscale x 1 x i1> %I7 to <vscale x 1 x i32>
  %Sl110 = select <vscale x 2 x i1> %Cmp, <vscale x 2 x i64> %Sl22, <vscale x 2 x i64> %B76
  %Cmp111 = icmp ule <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer)
  %L112 = load <vscale x 2 x i1>, ptr %Sl, align 1
  store <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), ptr %PC, align 8
  %E113 = extractelement <vscale x 2 x i16> %Sl85, i32 %E43
  %I114 = insertelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i1 %Cmp100, i32 %E43
  %B115 = udiv i64 %4, %L
  %Tr116 = trunc <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i32>
  %Sl117 = select <vscale x 4 x i1> %I82, <vscale x 4 x i32> %Tr116, <vscale x 4 x i32> %I49
  %Cmp118 = icmp ugt <vscale x 2 x i64> %B, %B76
  %L119 = load <vscale x 8 x i32>, ptr %A, align 32
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %Sl, align 16
  %E120 = extractelement <vscale x 8 x i32> %Se57, i32 %E43
  %I121 = insertelement <vscale x 2 x i64> %Se, i64 %B90, i32 %E95
  %FC122 = fptoui <vscale x 4 x double> %FC to <vscale x 4 x i32>
  %Sl123 = select i1 %Cmp72, i1 %Sl28, i1 %E
  br i1 %Sl123, label %CF, label %CF202

CF202:                                            ; preds = %CF202, %CF232, %CF227, %CF233, %CF221
  %Cmp124 = icmp ugt <vscale x 2 x i1> %Cmp, %Cmp
  %L125 = load i32, ptr %0, align 4
  store <vscale x 4 x float> undef, ptr %PC84, align 16
  %E126 = extractelement <vscale x 1 x i32> %Se109, i32 %E95
  %I127 = insertelement <vscale x 1 x i1> %I75, i1 %Cmp93, i32 %E43
  %Se128 = sext <vscale x 1 x i1> %I114 to <vscale x 1 x i32>
  %Sl129 = select <vscale x 1 x i1> %I, <vscale x 1 x i1> %I127, <vscale x 1 x i1> %I
  %Cmp130 = icmp ugt i1 %Sl28, %E6
  br i1 %Cmp130, label %CF202, label %CF230

CF230:                                            ; preds = %CF230, %CF202
  %L131 = load <vscale x 4 x i1>, ptr %Sl64, align 1
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 16
  %E132 = extractelement <vscale x 1 x i32> %Se109, i32 %E43
  %I133 = insertelement <vscale x 1 x i1> %I, i1 %E48, i32 %E95
  %B134 = shl <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer)
  %Tr135 = trunc <vscale x 8 x i8> %Sl104 to <vscale x 8 x i1>
  %Sl136 = select i1 %E, i16 %E61, i16 %E61
  %Cmp137 = icmp uge i1 %L36, %Sl123
  br i1 %Cmp137, label %CF230, label %CF232

CF232:                                            ; preds = %CF230
  %L138 = load i64, ptr %0, align 4
  %E139 = extractelement <vscale x 2 x i1> %Cmp124, i32 %E43
  br i1 %E139, label %CF202, label %CF227

CF227:                                            ; preds = %CF232
  %I140 = insertelement <vscale x 4 x i1> %Cmp46, i1 %Sl28, i32 %E95
  %B141 = sub <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %FC142 = sitofp i1 %E20 to double
  %Sl143 = select i1 %E, ptr %PC84, ptr %Sl52
  %Cmp144 = icmp sge <vscale x 2 x i64> %Sl22, %Sl22
  %L145 = load <vscale x 2 x float>, ptr %PC84, align 8
  store <vscale x 16 x i8> undef, ptr %Sl52, align 16
  %E146 = extractelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i32 %E95
  br i1 %E146, label %CF202, label %CF216

CF216:                                            ; preds = %CF216, %CF231, %CF227
  %I147 = insertelement <vscale x 8 x i1> %Cmp13, i1 %E146, i32 %E43
  %Se148 = sext <vscale x 1 x i8> %B50 to <vscale x 1 x i16>
  %Sl149 = select <vscale x 8 x i1> %Sl99, <vscale x 8 x float> %L87, <vscale x 8 x float> %L87
  %L150 = load i32, ptr %PC84, align 4
  store <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), ptr %A, align 4
  %E151 = extractelement <vscale x 1 x i16> %I11, i32 %E43
  %I152 = insertelement <vscale x 1 x i1> %I7, i1 %Sl123, i32 %E120
  %Sl153 = select i1 %Cmp93, i1 %E55, i1 %E
  br i1 %Sl153, label %CF216, label %CF231

CF231:                                            ; preds = %CF216
  %Cmp154 = icmp ule <vscale x 8 x i16> %B141, shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer)
  %L155 = load <vscale x 4 x float>, ptr %Sl143, align 16
  store <vscale x 16 x i16> undef, ptr %Sl64, align 32
  %E156 = extractelement <vscale x 1 x i1> %I7, i32 %E43
  br i1 %E156, label %CF216, label %CF228

CF228:                                            ; preds = %CF228, %CF231
  %I157 = insertelement <vscale x 1 x i1> shufflevector (<vscale x 1 x i1> insertelement (<vscale x 1 x i1> poison, i1 true, i64 0), <vscale x 1 x i1> poison, <vscale x 1 x i32> zeroinitializer), i1 %Cmp93, i32 %E43
  %B158 = and i16 %Sl136, %E113
  %FC159 = sitofp <vscale x 8 x i8> %I89 to <vscale x 8 x float>
  %Sl160 = select i1 %E48, <vscale x 1 x i16> %I11, <vscale x 1 x i16> shufflevector (<vscale x 1 x i16> insertelement (<vscale x 1 x i16> poison, i16 -1, i64 0), <vscale x 1 x i16> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp161 = icmp ugt <vscale x 4 x i1> %L14, shufflevector (<vscale x 4 x i1> insertelement (<vscale x 4 x i1> poison, i1 true, i64 0), <vscale x 4 x i1> poison, <vscale x 4 x i32> zeroinitializer)
  %L162 = load i16, ptr %A3, align 2
  store <vscale x 8 x i64> undef, ptr %Sl143, align 64
  %E163 = extractelement <vscale x 1 x i1> %I133, i32 %E120
  br i1 %E163, label %CF228, label %CF233

CF233:                                            ; preds = %CF228
  %I164 = insertelement <vscale x 1 x float> %L73, float %L9, i32 %ZE
  %ZE165 = zext i8 %5 to i64
  %Sl166 = select i1 %Sl123, i64 %E31, i64 %L
  %Cmp167 = icmp uge <vscale x 4 x i1> %L131, %L131
  %L168 = load <vscale x 8 x i16>, ptr %Sl52, align 16
  store <vscale x 1 x float> %I164, ptr %Sl, align 4
  %E169 = extractelement <vscale x 2 x i32> %L106, i32 %L150
  %I170 = insertelement <vscale x 8 x i1> %Cmp154, i1 %Cmp93, i32 %E120
  %B171 = srem <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), %Sl85
  %FC172 = fptosi <vscale x 2 x double> %L19 to <vscale x 2 x i8>
  %Sl173 = select i1 %E55, ptr %Sl52, ptr %Sl52
  %Cmp174 = icmp eq <vscale x 4 x i1> %L131, %I21
  %L175 = load <vscale x 2 x i8>, ptr %Sl143, align 2
  store <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), ptr %Sl, align 32
  %E176 = extractelement <vscale x 4 x double> %FC51, i32 %3
  %I177 = insertelement <vscale x 1 x i1> %I7, i1 %Cmp130, i32 %E95
  %Sl178 = select <vscale x 8 x i1> %Tr135, <vscale x 8 x i1> %Sl99, <vscale x 8 x i1> %Sl99
  %Cmp179 = icmp ugt <vscale x 4 x i1> %I82, %L14
  %L180 = load <vscale x 8 x double>, ptr %PC84, align 64
  store <vscale x 1 x double> %BC, ptr %0, align 8
  %E181 = extractelement <vscale x 2 x float> %L145, i32 %E95
  %I182 = insertelement <vscale x 4 x i1> %Cmp179, i1 %E, i32 %E169
  %B183 = urem <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %FC184 = sitofp <vscale x 2 x i16> %B171 to <vscale x 2 x double>
  %Sl185 = select i1 %Cmp100, <vscale x 8 x float> %Sl149, <vscale x 8 x float> %L87
  %L186 = load <vscale x 16 x i8>, ptr %0, align 16
  store <vscale x 16 x i8> %L186, ptr %Sl64, align 16
  %E187 = extractelement <vscale x 2 x i1> %L112, i32 %E95
  br i1 %E187, label %CF202, label %CF203

CF203:                                            ; preds = %CF233
  %I188 = insertelement <vscale x 4 x i1> %Sl40, i1 %E37, i32 %3
  %B189 = udiv <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), %B171
  %FC190 = sitofp <vscale x 1 x i1> %I to <vscale x 1 x double>
  %Sl191 = select i1 %Sl28, i32 %L125, i32 %E132
  %Cmp192 = icmp uge <vscale x 4 x i1> %L14, %I82
  %L193 = load <vscale x 4 x i1>, ptr %Sl, align 1
  store <vscale x 4 x i64> %B183, ptr %2, align 32
  %E194 = extractelement <vscale x 2 x i16> %B171, i32 %Sl191
  %I195 = insertelement <vscale x 4 x i32> %FC122, i32 %Sl191, i32 %E95
  %B196 = mul i16 %E15, %Sl136
  %Sl197 = select <vscale x 1 x i1> %I, <vscale x 1 x i16> %I11, <vscale x 1 x i16> %Sl8
  %Cmp198 = icmp sge <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), %B183
  store <vscale x 8 x double> %L180, ptr %0, align 64
  store float %E181, ptr %Sl143, align 4
  store float %E181, ptr %Sl143, align 4
  store double %FC142, ptr %0, align 8
  store double %FC91, ptr %Sl143, align 8
  ret void
}
