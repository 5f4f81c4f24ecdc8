; deep aggregate access paths
%inner = type { [4 x { i8, <2 x i32> }], ptr }
%outer = type { i64, %inner, [2 x %inner] }
define <2 x i32> @f(%outer %o) {
  %a = extractvalue %outer %o, 2, 1, 0, 3, 1
  %b = insertvalue %outer %o, <2 x i32> %a, 1, 0, 0, 1
  %c = extractvalue %outer %b, 1, 0, 0, 1
  ret <2 x i32> %c
}
