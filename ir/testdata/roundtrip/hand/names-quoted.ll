; quoted names with spaces, escapes, leading digits, special characters, unicode bytes
@"global with space" = global i32 0
@"\01_mangled" = global i32 0
@"with\22quote" = global i32 0
@"1starts_with_digit" = global i32 0
@"a.b$c-d_e" = global i32 0
@"\E2\82\AC" = global i32 0
@plain.dots$and-dashes = global i32 0
define i32 @"quoted func"(i32 %"arg one", i32 %"\09tab") {
"entry block":
  %"sum of two" = add i32 %"arg one", %"\09tab"
  %"0x" = add i32 %"sum of two", 1
  %.dot = add i32 %"0x", 1
  %-dash = add i32 %.dot, 1
  %$dollar = add i32 %-dash, 1
  br label %"next\5Cblock"
"next\5Cblock":
  ret i32 %$dollar
}
