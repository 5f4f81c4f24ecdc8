; ERROR: attribute 'noalias' applied to incompatible type i32
declare noalias i32 @g()
