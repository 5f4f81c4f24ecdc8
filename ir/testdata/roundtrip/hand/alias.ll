; aliases: linkage, visibility, dll, tls, unnamed_addr, addrspace, partition, aliasee exprs
@g = global [4 x i32] zeroinitializer
@tl = thread_local global i32 0
@a = alias i32, ptr @g
@b = internal alias [4 x i32], ptr @g
@c = weak_odr hidden alias i32, getelementptr (i32, ptr @g, i64 2)
@d = dso_local unnamed_addr alias i32, ptr @a
@e = dllexport alias i32, ptr @g
@f = thread_local(localexec) alias i32, ptr @tl
@h = local_unnamed_addr alias i32, ptr @g, partition "pa"
@i = private alias i32, ptr @g
@j = linkonce_odr protected alias i32, ptr @g
@k = weak alias void (), ptr @fn
@l = alias i32, addrspacecast (ptr addrspace(1) @as1 to ptr)
@as1 = addrspace(1) global i32 0
@m = alias i8, ptr getelementptr inbounds (i8, ptr @g, i64 1)
@n = weak alias i32, ptr @g
define void @fn() {
  call void @k()
  ret void
}
