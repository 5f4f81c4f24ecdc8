; ERROR: range bit width must match type bit width
declare void @g(i64 range(i32 0, 10))
