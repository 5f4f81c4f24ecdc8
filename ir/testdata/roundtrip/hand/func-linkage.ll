; function definitions and declarations with every legal linkage
define private void @f_private() {
  ret void
}
define internal void @f_internal() {
  ret void
}
define available_externally void @f_available_externally() {
  ret void
}
define linkonce void @f_linkonce() {
  ret void
}
define weak void @f_weak() {
  ret void
}
define linkonce_odr void @f_linkonce_odr() {
  ret void
}
define weak_odr void @f_weak_odr() {
  ret void
}
define external void @f_external() {
  ret void
}
declare extern_weak void @ew()
declare void @decl()
declare dllimport void @imp()
define dllexport void @exp() {
  ret void
}
define hidden void @hid() {
  ret void
}
define protected void @prot() {
  ret void
}
define dso_local void @dl() {
  ret void
}
