; ERROR: attribute 'noundef' applied to incompatible type void
declare noundef void @g()
