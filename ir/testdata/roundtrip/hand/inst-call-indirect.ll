; indirect calls through ptr values, with explicit signatures
define i32 @f(ptr %fp, ptr addrspace(4) %fq) {
  %a = call i32 %fp(i32 1)
  %b = call i32 (i32, ...) %fp(i32 1, i32 2)
  call void %fp()
  %c = call addrspace(4) float %fq(float 1.0)
  %d = call { i32, i1 } %fp(ptr %fp)
  ret i32 %a
}
