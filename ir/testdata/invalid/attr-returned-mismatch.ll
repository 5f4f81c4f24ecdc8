; ERROR: incompatible argument and return types for 'returned'
declare ptr @g(i32 returned)
