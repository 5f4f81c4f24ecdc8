; ifuncs with linkage, visibility, partition
define internal ptr @resolver() {
  ret ptr @impl
}
define void @impl() {
  ret void
}
@f = ifunc void (), ptr @resolver
@g = internal ifunc i32 (i32), ptr @resolver
@h = weak hidden ifunc void (), ptr @resolver
@i = dso_local ifunc void (), ptr @resolver, partition "x"
@j = local_unnamed_addr ifunc void (), ptr @resolver
define void @use() {
  call void @f()
  %r = call i32 @g(i32 1)
  ret void
}
