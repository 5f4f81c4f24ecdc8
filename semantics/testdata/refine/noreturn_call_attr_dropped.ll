; EXPECT: correct
; noreturn on a call only says the callee never returns: "this produces
; undefined behavior at runtime if the function ever does dynamically
; return". Whether @g returns is up to @g; where it returns the source is
; undefined, where it does not neither side gets to the ret. Dropping the
; attribute keeps every behaviour of the source.
declare void @g()

define i32 @src() {
  call void @g() noreturn
  ret i32 5
}
define i32 @tgt() {
  call void @g()
  ret i32 5
}
