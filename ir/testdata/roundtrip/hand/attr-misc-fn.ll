; int/enum fn attributes with arguments
declare ptr @a(i64, i64) allocsize(0)
declare ptr @b(i64, i64) allocsize(0, 1)
declare void @c() alignstack(8)
declare void @d() vscale_range(2)
declare void @e() vscale_range(1, 0)
declare void @f() uwtable
declare void @g() uwtable(async)
declare ptr @h(ptr allocptr, i64) allockind("realloc")
declare void @i(ptr allocptr) allockind("free")
declare ptr @j(i64) allockind("alloc,zeroed,aligned") "alloc-family"="malloc"
declare void @k() "a" "b"="c" "d"="" nounwind
declare void @l() mustprogress willreturn
