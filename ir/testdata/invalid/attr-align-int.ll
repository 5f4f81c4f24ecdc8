; ERROR: attribute 'align' applied to incompatible type i64
declare void @g(i64 align 8)
