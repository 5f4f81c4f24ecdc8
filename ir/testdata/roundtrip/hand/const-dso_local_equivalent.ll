; dso_local_equivalent and no_cfi constants
declare void @ext()
declare hidden void @hid()
@p = global ptr dso_local_equivalent @ext
@q = global ptr no_cfi @ext
@r = global i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @hid to i64), i64 ptrtoint (ptr @r to i64)) to i32)
define ptr @f() {
  call void dso_local_equivalent @ext()
  ret ptr no_cfi @hid
}
