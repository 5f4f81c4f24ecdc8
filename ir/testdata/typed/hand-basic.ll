; typed pointers (LLVM <= 14): i32*, i8**, load/store/GEP through typed pointers
define i32 @f(i32* %p, i8** %pp, i64 %i) {
  %a = load i32, i32* %p, align 4
  %q = getelementptr inbounds i32, i32* %p, i64 %i
  store i32 %a, i32* %q, align 4
  %s = load i8*, i8** %pp
  %b = load i8, i8* %s
  %z = zext i8 %b to i32
  %r = add i32 %a, %z
  ret i32 %r
}
