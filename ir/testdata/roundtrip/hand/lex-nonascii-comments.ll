; comments with non-ASCII text: 中文注释 — ünïcödé ✓
define void @f() { ; 函数
  ret void ; 返回 ✓
}
