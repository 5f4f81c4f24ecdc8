; functions and globals with escaped section names, align on declarations
define void @f() section "\01__TEXT,__text" align 32 {
  ret void
}
declare void @d() align 16
@g = global i32 0, section "sec with spaces\09tab"
