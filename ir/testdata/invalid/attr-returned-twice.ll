; ERROR: more than one parameter has attribute 'returned'
declare i32 @g(i32 returned, i32 returned)
