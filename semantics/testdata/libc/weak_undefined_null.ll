; An extern_weak function nothing defines: "if not linked, the symbol
; becomes null instead of being an undefined reference" (Linkage Types).
; A program (nothing else is linked to it) sees its address equal null,
; and does not call it.
; STDOUT: "no hook\n"
@msg = private constant [8 x i8] c"no hook\00"
declare extern_weak void @hook()
declare i32 @puts(ptr)

define i32 @main() {
entry:
  %set = icmp ne ptr @hook, null
  br i1 %set, label %call, label %none
call:
  call void @hook()
  ret i32 1
none:
  %p = call i32 @puts(ptr @msg)
  ret i32 0
}
