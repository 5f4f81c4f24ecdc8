; ERROR: attribute 'nonnull' applied to incompatible type i32
declare void @g(i32 nonnull)
