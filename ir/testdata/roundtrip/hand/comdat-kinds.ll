; comdats of every selection kind, quoted comdat names
$any = comdat any
$exact = comdat exactmatch
$large = comdat largest
$nodup = comdat nodeduplicate
$same = comdat samesize
$"quoted comdat" = comdat any
@any = global i32 0, comdat
@exact = global i32 0, comdat
@large = global i64 0, comdat
@nodup = global i32 0, comdat
@same = global i32 0, comdat
@q = global i32 0, comdat($"quoted comdat")
define void @fn() comdat($any) {
  ret void
}
define linkonce_odr void @same2() comdat($same) {
  ret void
}
