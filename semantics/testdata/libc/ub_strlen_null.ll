; strlen(NULL).
; EXPECT-UB: null pointer access
; DETAIL-CONTAINS: @strlen: through argument 1
; AT: @main %entry %n
declare i64 @strlen(ptr)

define i32 @main() {
entry:
  %n = call i64 @strlen(ptr null)
  ret i32 0
}
