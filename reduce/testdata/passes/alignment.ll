; The predicate: the store keeps align 16; other alignments go.
; passes: alignment
; keep @f: align 16
; expect: alignment
@g = global i64 0, align 8

define void @f(ptr %p) align 32 {
  %a = alloca i64, align 8
  %v = load i64, ptr @g, align 8
  store i64 %v, ptr %p, align 16
  ret void
}
