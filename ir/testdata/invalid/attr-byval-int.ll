; ERROR: attribute 'byval' applied to incompatible type i32
declare void @g(i32 byval(i32))
