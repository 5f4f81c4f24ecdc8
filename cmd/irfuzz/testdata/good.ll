; A small valid module: irfuzz fmt prints it, irfuzz verify says ok.
define i32 @add(i32 %a, i32 %b) {
entry:
  %s = add nsw i32 %a, %b
  ret i32 %s
}
