; EXPECT: correct
; A global declared constant (its definition is elsewhere) still promises
; "the contents of the variable will never be modified": a store to it is
; undefined behaviour, so the source is undefined and any target refines
; it.
@k = external constant i32

define i32 @src() {
  store i32 1, ptr @k
  ret i32 0
}
define i32 @tgt() {
  ret i32 9
}
