; getelementptr: plain, inbounds, nusw, nuw, combinations, struct indices
%S = type { i32, [4 x { i8, double }], ptr }
define ptr @f(ptr %p, i64 %i, i32 %j) {
  %a = getelementptr i8, ptr %p, i64 %i
  %b = getelementptr inbounds i32, ptr %a, i32 %j
  %c = getelementptr nusw %S, ptr %b, i64 1, i32 1, i64 %i, i32 1
  %d = getelementptr nuw [10 x i32], ptr %c, i64 0, i64 %i
  %e = getelementptr nusw nuw i16, ptr %d, i8 -1
  %f = getelementptr inbounds nuw { i32, i64 }, ptr %e, i64 0, i32 1
  %g = getelementptr %S, ptr %f
  %h = getelementptr <{ i8, i32 }>, ptr %g, i32 0, i32 1
  %k = getelementptr i128, ptr addrspace(1) null, i128 1
  ret ptr %h
}
define ptr @vs(ptr %p, i64 %n) {
  %a = getelementptr <vscale x 4 x i32>, ptr %p, i64 %n
  %b = getelementptr i8, ptr %a, i65 5
  ret ptr %b
}
