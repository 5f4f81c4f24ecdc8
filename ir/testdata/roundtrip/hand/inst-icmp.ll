; icmp: every predicate on ints, pointers, vectors
define void @f(i32 %a, i32 %b, ptr %p, ptr %q, <4 x i8> %v, <4 x i8> %w) {
  %i_eq = icmp eq i32 %a, %b
  %p_eq = icmp eq ptr %p, %q
  %v_eq = icmp eq <4 x i8> %v, %w
  %i_ne = icmp ne i32 %a, %b
  %p_ne = icmp ne ptr %p, %q
  %v_ne = icmp ne <4 x i8> %v, %w
  %i_ugt = icmp ugt i32 %a, %b
  %p_ugt = icmp ugt ptr %p, %q
  %v_ugt = icmp ugt <4 x i8> %v, %w
  %i_uge = icmp uge i32 %a, %b
  %p_uge = icmp uge ptr %p, %q
  %v_uge = icmp uge <4 x i8> %v, %w
  %i_ult = icmp ult i32 %a, %b
  %p_ult = icmp ult ptr %p, %q
  %v_ult = icmp ult <4 x i8> %v, %w
  %i_ule = icmp ule i32 %a, %b
  %p_ule = icmp ule ptr %p, %q
  %v_ule = icmp ule <4 x i8> %v, %w
  %i_sgt = icmp sgt i32 %a, %b
  %p_sgt = icmp sgt ptr %p, %q
  %v_sgt = icmp sgt <4 x i8> %v, %w
  %i_sge = icmp sge i32 %a, %b
  %p_sge = icmp sge ptr %p, %q
  %v_sge = icmp sge <4 x i8> %v, %w
  %i_slt = icmp slt i32 %a, %b
  %p_slt = icmp slt ptr %p, %q
  %v_slt = icmp slt <4 x i8> %v, %w
  %i_sle = icmp sle i32 %a, %b
  %p_sle = icmp sle ptr %p, %q
  %v_sle = icmp sle <4 x i8> %v, %w
  %c = icmp eq ptr %p, null
  %k = icmp slt i1024 0, 1
  %s = icmp ult <vscale x 2 x i64> zeroinitializer, splat (i64 3)
  ret void
}
