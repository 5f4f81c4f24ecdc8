; ERROR: get_active_lane_mask: element type is not i1
declare <2 x i32> @llvm.get.active.lane.mask.v2i32.i32(i32, i32)
define <2 x i32> @f(i32 %n) {
  %r = call <2 x i32> @llvm.get.active.lane.mask.v2i32.i32(i32 0, i32 %n)
  ret <2 x i32> %r
}
