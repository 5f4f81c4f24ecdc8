; target extension types with type and int parameters
%T = type { target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) }
declare void @a(target("spirv.Event"))
declare void @b(target("spirv.Image", i8, 0, 1, 0, 0, 0, 0, 0))
declare target("aarch64.svcount") @c()
declare void @e(target("my.type", i32, float, 7, 8))
define target("spirv.Event") @g(target("spirv.Event") %x) {
  ret target("spirv.Event") %x
}
