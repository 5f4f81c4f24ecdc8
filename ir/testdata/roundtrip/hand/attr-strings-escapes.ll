; string attributes with escapes and empty values, on params, returns, functions and calls
declare "ret-attr"="x" i32 @f(i32 "param-attr", ptr "k"="v\22q") "fn \5C key"="" "target-features"="+a,-b"
define void @g() {
  %r = call "cr"="1" i32 @f(i32 "cp" 1, ptr null) "callsite-attr" "x"="\0A"
  ret void
}
