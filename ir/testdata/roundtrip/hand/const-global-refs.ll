; global initializers referring to functions, aliases, other globals, themselves
@self = global ptr @self
@fptr = global ptr @fn
@al = alias i32, ptr @x
@x = global i32 0
@toal = global ptr @al
@tbl = constant [3 x ptr] [ptr @fn, ptr @x, ptr @self]
@st = constant { ptr, i64 } { ptr @tbl, i64 3 }
define void @fn() {
  ret void
}
