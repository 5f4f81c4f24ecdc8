; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD8(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca i1, align 1
  %A2 = alloca float, align 4
  %A1 = alloca i1, align 1
  %A = alloca <vscale x 16 x double>, align 128
  %L = load float, ptr %0, align 4
  store <vscale x 8 x float> undef, ptr %0, align 32
  %E = extractelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %3
  %I = insertelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i64 %4, i32 %3
  %B = urem <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %ZE = zext <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i64>
  %Sl = select i1 true, i32 %E, i32 %E
  %L5 = load float, ptr %0, align 4
  store <vscale x 16 x i64> shufflevector (<vscale x 16 x i64> insertelement (<vscale x 16 x i64> poison, i64 -1, i64 0), <vscale x 16 x i64> poison, <vscale x 16 x i32> zeroinitializer), ptr %0, align 128
  %E6 = extractelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %3
  %I7 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %E, i32 %E
  %Tr = trunc <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i8>
  %Sl8 = select i1 true, <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %L9 = load <vscale x 2 x i8>, ptr %0, align 2
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 4
  %E10 = extractelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i32 %E6
  %I11 = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 -1, i32 %E
  %B12 = udiv i8 %5, %E10
  %FC = sitofp i32 %3 to float
  %Sl13 = select i1 true, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp = icmp ule <vscale x 2 x i64> %I, shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %L14 = load i64, ptr %A, align 4
  store <vscale x 8 x i64> %ZE, ptr %0, align 64
  %E15 = extractelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i32 %3
  br label %CF206

CF206:                                            ; preds = %BB
  %I16 = insertelement <vscale x 2 x i32> %I7, i32 %E, i32 %Sl
  %Tr17 = trunc <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i1>
  %Sl18 = select i1 %E15, <vscale x 4 x i16> %Sl13, <vscale x 4 x i16> %I11
  %Cmp19 = icmp sgt <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %L20 = load i16, ptr %0, align 2
  store <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 8
  %E21 = extractelement <vscale x 1 x i64> shufflevector (<vscale x 1 x i64> insertelement (<vscale x 1 x i64> poison, i64 -1, i64 0), <vscale x 1 x i64> poison, <vscale x 1 x i32> zeroinitializer), i32 %E
  %I22 = insertelement <vscale x 4 x i1> %Tr17, i1 true, i32 %3
  %B23 = sdiv i8 %E10, %E10
  %Sl24 = select i1 %E15, i8 %E10, i8 %E10
  %Cmp25 = icmp sge <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %L26 = load <vscale x 1 x i32>, ptr %0, align 4
  store <vscale x 4 x float> undef, ptr %0, align 16
  %E27 = extractelement <vscale x 4 x i16> %Sl13, i32 %3
  %I28 = insertelement <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), i8 %5, i32 %3
  %B29 = or i8 %Sl24, %E10
  %FC30 = sitofp <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x double>
  %Sl31 = select i1 %E15, <vscale x 4 x i16> %Sl13, <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp32 = icmp sge i64 420221, %L14
  br label %CF204

CF204:                                            ; preds = %CF204, %CF223, %CF206
  %L33 = load i64, ptr %0, align 4
  store <vscale x 4 x double> %FC30, ptr %0, align 32
  %E34 = extractelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i32 %E
  %I35 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %5, i32 %3
  %B36 = mul <vscale x 4 x i16> %Sl13, %I11
  %FC37 = uitofp i64 %L14 to float
  %Sl38 = select <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer)
  %Cmp39 = icmp ule <vscale x 1 x i8> %I35, %I35
  %L40 = load <vscale x 2 x i32>, ptr %0, align 8
  store <vscale x 2 x float> undef, ptr %0, align 8
  %E41 = extractelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %E
  %I42 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 139905, i32 %E
  %FC43 = uitofp <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x double>
  %Sl44 = select <vscale x 2 x i1> %Sl38, <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> %Cmp
  %Cmp45 = fcmp oge double 0x2A87E7A60785FA24, 0x2A87E7A60785FA24
  br i1 %Cmp45, label %CF204, label %CF212

CF212:                                            ; preds = %CF212, %CF204
  %L46 = load <vscale x 8 x i64>, ptr %0, align 64
  store <vscale x 8 x i16> shufflevector (<vscale x 8 x i16> insertelement (<vscale x 8 x i16> poison, i16 -1, i64 0), <vscale x 8 x i16> poison, <vscale x 8 x i32> zeroinitializer), ptr %0, align 16
  %E47 = extractelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i32 %E
  br i1 %E47, label %CF212, label %CF223

CF223:                                            ; preds = %CF212
  %I48 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %E41, i32 %E41
  %B49 = or <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %FC50 = fptosi <vscale x 4 x double> %FC43 to <vscale x 4 x i64>
  %Sl51 = select i1 %Cmp32, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %L52 = load <vscale x 4 x double>, ptr %0, align 32
  store <vscale x 8 x i64> %L46, ptr %0, align 64
  %E53 = extractelement <vscale x 2 x i32> %I42, i32 %E6
  %I54 = insertelement <vscale x 1 x i1> %Cmp39, i1 %Cmp45, i32 %E41
  %B55 = xor <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), %L26
  %Tr56 = trunc <vscale x 4 x i64> %Sl51 to <vscale x 4 x i1>
  %Sl57 = select <vscale x 4 x i1> %Tr17, <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp58 = icmp ugt <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %L59 = load <vscale x 8 x i64>, ptr %0, align 64
  store <vscale x 16 x double> undef, ptr %2, align 128
  %E60 = extractelement <vscale x 2 x i1> %Sl38, i32 %E41
  br i1 %E60, label %CF204, label %CF205

CF205:                                            ; preds = %CF205, %CF223
  %I61 = insertelement <vscale x 4 x i1> %Tr56, i1 true, i32 %E41
  %Tr62 = trunc <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x i16>
  %Sl63 = select i1 %Cmp32, ptr %A2, ptr %0
  %Cmp64 = icmp sge i1 true, %E60
  br i1 %Cmp64, label %CF205, label %CF214

CF214:                                            ; preds = %CF214, %CF205
  %L65 = load <vscale x 4 x double>, ptr %A4, align 32
  store <vscale x 8 x float> undef, ptr %Sl63, align 32
  %E66 = extractelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %E41
  %I67 = insertelement <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), i8 %E10, i32 %E
  %B68 = urem <vscale x 2 x i32> %I7, %I16
  %ZE69 = zext <vscale x 2 x i1> %Cmp58 to <vscale x 2 x i8>
  %Sl70 = select i1 %E15, ptr %2, ptr %Sl63
  %Cmp71 = fcmp une float %L, %L
  br i1 %Cmp71, label %CF214, label %CF221

CF221:                                            ; preds = %CF214
  %L72 = load <vscale x 8 x i64>, ptr %Sl63, align 64
  store <vscale x 16 x i16> undef, ptr %Sl63, align 32
  %E73 = extractelement <vscale x 1 x i32> %B55, i32 %E41
  %I74 = insertelement <vscale x 4 x i8> %I28, i8 %5, i32 %E53
  %B75 = mul <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer)
  %FC76 = fptoui float %FC to i16
  %Sl77 = select <vscale x 1 x i1> %Cmp39, <vscale x 1 x i1> %Cmp39, <vscale x 1 x i1> %I54
  %Cmp78 = icmp ult <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer)
  %L79 = load <vscale x 2 x i1>, ptr %Sl63, align 1
  store <vscale x 2 x double> undef, ptr %Sl63, align 16
  %E80 = extractelement <vscale x 16 x i1> shufflevector (<vscale x 16 x i1> insertelement (<vscale x 16 x i1> poison, i1 true, i64 0), <vscale x 16 x i1> poison, <vscale x 16 x i32> zeroinitializer), i32 %E
  br label %CF201

CF201:                                            ; preds = %CF201, %CF216, %CF221
  %I81 = insertelement <vscale x 4 x i16> %I11, i16 %L20, i32 %3
  %B82 = sdiv <vscale x 2 x i32> %I16, shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %Tr83 = trunc i8 %B23 to i1
  br i1 %Tr83, label %CF201, label %CF209

CF209:                                            ; preds = %CF209, %CF201
  %Sl84 = select i1 %E15, ptr %0, ptr %Sl63
  %Cmp85 = icmp ugt <vscale x 2 x i1> %Cmp25, %Cmp58
  %L86 = load <vscale x 8 x i1>, ptr %Sl63, align 1
  store <vscale x 16 x i8> shufflevector (<vscale x 16 x i8> insertelement (<vscale x 16 x i8> poison, i8 -1, i64 0), <vscale x 16 x i8> poison, <vscale x 16 x i32> zeroinitializer), ptr %Sl84, align 16
  %E87 = extractelement <vscale x 4 x i16> %I81, i32 %E
  %I88 = insertelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i64 %L14, i32 %E41
  %FC89 = uitofp <vscale x 4 x i8> %I74 to <vscale x 4 x double>
  %Sl90 = select <vscale x 2 x i1> %Sl38, <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i32> %I16
  %Cmp91 = icmp ugt i32 %3, %E41
  br i1 %Cmp91, label %CF209, label %CF211

CF211:                                            ; preds = %CF211, %CF209
  %L92 = load <vscale x 8 x i32>, ptr %Sl70, align 32
  store <vscale x 1 x i16> undef, ptr %Sl84, align 2
  %E93 = extractelement <vscale x 4 x double> %FC89, i32 %E
  %I94 = insertelement <vscale x 1 x i8> %I67, i8 %B23, i32 %E41
  %B95 = srem <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), %L40
  %FC96 = sitofp <vscale x 4 x i1> %I61 to <vscale x 4 x double>
  %Sl97 = select i1 %Cmp32, <vscale x 2 x i32> %B82, <vscale x 2 x i32> %B
  %Cmp98 = icmp ult <vscale x 1 x i8> %I94, %I35
  %L99 = load float, ptr %Sl63, align 4
  store <vscale x 4 x float> undef, ptr %A4, align 16
  %E100 = extractelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %3
  %I101 = insertelement <vscale x 4 x i16> %Sl13, i16 %L20, i32 %E100
  %B102 = sdiv <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer), %I67
  %BC = bitcast i32 %3 to float
  %Sl103 = select i1 %E60, <vscale x 8 x i32> %L92, <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 -1, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer)
  %Cmp104 = fcmp ueq double 0x2A87E7A60785FA24, %E93
  br i1 %Cmp104, label %CF211, label %CF216

CF216:                                            ; preds = %CF211
  %L105 = load i1, ptr %Sl63, align 1
  br i1 %L105, label %CF201, label %CF202

CF202:                                            ; preds = %CF202, %CF220, %CF219, %CF217, %CF216
  store <vscale x 16 x double> undef, ptr %Sl63, align 128
  %E106 = extractelement <vscale x 4 x i16> %I101, i32 %E100
  %I107 = insertelement <vscale x 8 x i32> %L92, i32 %E, i32 %3
  %B108 = ashr <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), %Sl31
  %FC109 = sitofp <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x float>
  %Sl110 = select i1 %Cmp32, <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %Cmp111 = icmp slt <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), %B49
  %L112 = load float, ptr %Sl63, align 4
  store <vscale x 4 x i16> %B108, ptr %Sl63, align 8
  %E113 = extractelement <vscale x 2 x i32> %I42, i32 %E100
  %I114 = insertelement <vscale x 4 x i1> %I22, i1 true, i32 %E113
  %BC115 = bitcast <vscale x 4 x float> %FC109 to <vscale x 4 x i32>
  %Sl116 = select i1 %E80, <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer), <vscale x 4 x i64> shufflevector (<vscale x 4 x i64> insertelement (<vscale x 4 x i64> poison, i64 -1, i64 0), <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer)
  %Cmp117 = icmp ne <vscale x 1 x i1> %Cmp98, %Cmp98
  %L118 = load i1, ptr %0, align 1
  br i1 %L118, label %CF202, label %CF220

CF220:                                            ; preds = %CF202
  store <vscale x 4 x double> %L65, ptr %0, align 32
  %E119 = extractelement <vscale x 2 x i64> %I88, i32 %E66
  %I120 = insertelement <vscale x 2 x i1> %Cmp85, i1 %E15, i32 %E41
  %Tr121 = trunc i8 %Sl24 to i1
  br i1 %Tr121, label %CF202, label %CF219

CF219:                                            ; preds = %CF220
  %Sl122 = select i1 %E15, i1 %Cmp71, i1 %E60
  br i1 %Sl122, label %CF202, label %CF217

CF217:                                            ; preds = %CF219
  %Cmp123 = icmp uge <vscale x 8 x i64> %ZE, %ZE
  %L124 = load i8, ptr %0, align 1
  store <vscale x 1 x i16> undef, ptr %0, align 2
  %E125 = extractelement <vscale x 8 x i32> %L92, i32 %E100
  %I126 = insertelement <vscale x 4 x i16> shufflevector (<vscale x 4 x i16> insertelement (<vscale x 4 x i16> poison, i16 -1, i64 0), <vscale x 4 x i16> poison, <vscale x 4 x i32> zeroinitializer), i16 %E106, i32 %E41
  %B127 = fadd <vscale x 4 x double> %L52, %FC30
  %Sl128 = select i1 %Cmp104, <vscale x 4 x i16> %Sl13, <vscale x 4 x i16> %I126
  %Cmp129 = icmp ugt <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), %Sl8
  %L130 = load i1, ptr %0, align 1
  br i1 %L130, label %CF202, label %CF208

CF208:                                            ; preds = %CF217
  store <vscale x 16 x double> undef, ptr %0, align 128
  %E131 = extractelement <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer), i32 %E66
  %I132 = insertelement <vscale x 4 x double> %FC30, double 0x2A87E7A60785FA24, i32 %E100
  %FC133 = uitofp <vscale x 1 x i1> %Cmp117 to <vscale x 1 x float>
  %Sl134 = select i1 %E15, i32 139905, i32 %E100
  %Cmp135 = icmp ule i64 %E34, %E119
  br label %CF

CF:                                               ; preds = %CF, %CF218, %CF213, %CF210, %CF208
  %L136 = load i1, ptr %Sl63, align 1
  br i1 %L136, label %CF, label %CF215

CF215:                                            ; preds = %CF215, %CF
  store <vscale x 1 x double> undef, ptr %Sl63, align 8
  %E137 = extractelement <vscale x 2 x i32> %B95, i32 %E53
  %I138 = insertelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %E41, i32 %E41
  %FC139 = uitofp <vscale x 1 x i8> shufflevector (<vscale x 1 x i8> insertelement (<vscale x 1 x i8> poison, i8 -1, i64 0), <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer) to <vscale x 1 x float>
  %Sl140 = select <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), <vscale x 2 x i1> %Cmp
  %Cmp141 = icmp sge i32 %3, %E100
  br i1 %Cmp141, label %CF215, label %CF218

CF218:                                            ; preds = %CF215
  %L142 = load <vscale x 4 x i64>, ptr %Sl84, align 32
  %E143 = extractelement <vscale x 4 x i1> %Cmp111, i32 %E100
  br i1 %E143, label %CF, label %CF213

CF213:                                            ; preds = %CF218
  %I144 = insertelement <vscale x 2 x i32> %I16, i32 %E100, i32 %E113
  %FC145 = sitofp <vscale x 4 x i8> shufflevector (<vscale x 4 x i8> insertelement (<vscale x 4 x i8> poison, i8 -1, i64 0), <vscale x 4 x i8> poison, <vscale x 4 x i32> zeroinitializer) to <vscale x 4 x double>
  %Sl146 = select i1 %Cmp104, <vscale x 4 x i64> %FC50, <vscale x 4 x i64> %Sl116
  %Cmp147 = fcmp one <vscale x 4 x double> %L52, %FC43
  %L148 = load i64, ptr %0, align 4
  store <vscale x 2 x i64> %I88, ptr %Sl63, align 16
  %E149 = extractelement <vscale x 2 x i1> %Cmp85, i32 %E
  br i1 %E149, label %CF, label %CF210

CF210:                                            ; preds = %CF213
  %I150 = insertelement <vscale x 1 x i8> %I35, i8 %L124, i32 %E100
  %B151 = frem <vscale x 4 x double> %B127, %B127
  %Sl152 = select i1 %E15, <vscale x 4 x i32> %BC115, <vscale x 4 x i32> %B75
  %Cmp153 = fcmp one <vscale x 4 x double> %B127, %B127
  %L154 = load i64, ptr %Sl63, align 4
  store <vscale x 2 x i64> %I88, ptr %0, align 16
  %E155 = extractelement <vscale x 4 x i16> %I101, i32 139905
  %I156 = insertelement <vscale x 2 x i8> %ZE69, i8 %E10, i32 %Sl134
  %B157 = sub <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), %Sl152
  %Sl158 = select <vscale x 8 x i1> %Cmp78, <vscale x 8 x i32> %Sl103, <vscale x 8 x i32> %I107
  %Cmp159 = icmp sgt <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
  %L160 = load <vscale x 8 x double>, ptr %0, align 64
  store <vscale x 8 x double> %L160, ptr %Sl63, align 64
  %E161 = extractelement <vscale x 2 x i1> %Sl140, i32 %E66
  br i1 %E161, label %CF, label %CF203

CF203:                                            ; preds = %CF203, %CF224, %CF210
  %I162 = insertelement <vscale x 2 x i32> %I138, i32 %3, i32 %E53
  %PC = bitcast ptr %A4 to ptr
  %Sl163 = select i1 %E161, i1 %Cmp91, i1 %E60
  br i1 %Sl163, label %CF203, label %CF224

CF224:                                            ; preds = %CF203
  %L164 = load i1, ptr %Sl63, align 1
  br i1 %L164, label %CF203, label %CF207

CF207:                                            ; preds = %CF207, %CF224
  store <vscale x 4 x i8> %I74, ptr %PC, align 4
  %E165 = extractelement <vscale x 2 x i32> %I48, i32 %3
  %I166 = insertelement <vscale x 4 x double> %FC43, double %E93, i32 %E53
  %Se = sext <vscale x 4 x i16> %I101 to <vscale x 4 x i64>
  %Sl167 = select i1 %E15, double %E93, double %E93
  %Cmp168 = icmp ult <vscale x 2 x i64> %I, shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
  %L169 = load i32, ptr %Sl63, align 4
  store <vscale x 4 x i64> %L142, ptr %Sl63, align 32
  %E170 = extractelement <vscale x 4 x i32> %B75, i32 %E125
  %I171 = insertelement <vscale x 4 x double> %L65, double %E93, i32 %E
  %B172 = srem <vscale x 8 x i64> %L59, %ZE
  %ZE173 = zext <vscale x 1 x i1> %Sl77 to <vscale x 1 x i8>
  %Sl174 = select i1 %Cmp45, <vscale x 4 x double> %FC96, <vscale x 4 x double> %FC96
  %Cmp175 = icmp sgt <vscale x 2 x i32> %L40, %B82
  %L176 = load i16, ptr %PC, align 2
  store <vscale x 4 x i64> %B49, ptr %PC, align 32
  %E177 = extractelement <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), i32 %E41
  %I178 = insertelement <vscale x 4 x i16> %I11, i16 %E87, i32 %E
  %B179 = urem <vscale x 1 x i8> %ZE173, %I35
  %ZE180 = zext <vscale x 8 x i8> shufflevector (<vscale x 8 x i8> insertelement (<vscale x 8 x i8> poison, i8 -1, i64 0), <vscale x 8 x i8> poison, <vscale x 8 x i32> zeroinitializer) to <vscale x 8 x i32>
  %Sl181 = select i1 %E60, i32 %E113, i32 %E41
  %Cmp182 = icmp sgt <vscale x 4 x i16> %I11, %I11
  %L183 = load <vscale x 8 x i32>, ptr %Sl84, align 32
  store <vscale x 2 x i16> shufflevector (<vscale x 2 x i16> insertelement (<vscale x 2 x i16> poison, i16 -1, i64 0), <vscale x 2 x i16> poison, <vscale x 2 x i32> zeroinitializer), ptr %Sl63, align 4
  %E184 = extractelement <vscale x 2 x i1> shufflevector (<vscale x 2 x i1> insertelement (<vscale x 2 x i1> poison, i1 true, i64 0), <vscale x 2 x i1> poison, <vscale x 2 x i32> zeroinitializer), i32 %E53
  br i1 %E184, label %CF207, label %CF222

CF222:                                            ; preds = %CF207
  %I185 = insertelement <vscale x 2 x i32> %I48, i32 %E165, i32 %E
  %B186 = fmul <vscale x 4 x double> %I132, %B151
  %FC187 = sitofp <vscale x 4 x i16> %B108 to <vscale x 4 x double>
  %Sl188 = select i1 %E15, <vscale x 2 x i1> %Cmp168, <vscale x 2 x i1> %Cmp25
  %Cmp189 = icmp ult <vscale x 1 x i32> shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer), shufflevector (<vscale x 1 x i32> insertelement (<vscale x 1 x i32> poison, i32 -1, i64 0), <vscale x 1 x i32> poison, <vscale x 1 x i32> zeroinitializer)
  %L190 = load i16, ptr %Sl63, align 2
  store <vscale x 4 x i32> shufflevector (<vscale x 4 x i32> insertelement (<vscale x 4 x i32> poison, i32 -1, i64 0), <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer), ptr %0, align 16
  %E191 = extractelement <vscale x 8 x i32> %Sl103, i32 %E73
  %I192 = insertelement <vscale x 2 x i32> %I138, i32 %E165, i32 %E53
  %Se193 = sext <vscale x 8 x i32> %I107 to <vscale x 8 x i64>
  %Sl194 = select <vscale x 4 x i1> %Cmp182, <vscale x 4 x i8> %I74, <vscale x 4 x i8> %Tr
  %Cmp195 = icmp ne <vscale x 4 x i16> %B108, %I11
  %L196 = load <vscale x 4 x i8>, ptr %PC, align 4
  store <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 -1, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer), ptr %0, align 16
  %E197 = extractelement <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 -1, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer), i32 %E66
  %I198 = insertelement <vscale x 4 x i64> %L142, i64 %L148, i32 %E100
  %Sl199 = select i1 %Cmp91, float %FC37, float %L99
  %Cmp200 = icmp uge <vscale x 2 x i32> %B68, %B68
  store i1 %E80, ptr %0, align 1
  store i64 %E119, ptr %0, align 4
  store i1 %Cmp32, ptr %PC, align 1
  store i8 %5, ptr %Sl63, align 1
  store i8 %B23, ptr %0, align 1
  ret void
}
