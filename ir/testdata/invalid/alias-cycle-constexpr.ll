; ERROR: cycle of aliases
; The cycle passes through a constant expression: @a is a getelementptr of @b, an alias of @a.
@a = alias i8, getelementptr (i8, ptr @b, i64 1)
@b = alias i8, ptr @a
