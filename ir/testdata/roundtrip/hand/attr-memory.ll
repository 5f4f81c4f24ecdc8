; memory(...) attribute forms
declare void @a() memory(none)
declare void @b() memory(read)
declare void @c() memory(write)
declare void @d() memory(readwrite)
declare void @e() memory(argmem: read)
declare void @f() memory(inaccessiblemem: write)
declare void @g() memory(read, argmem: readwrite)
declare void @h() memory(none, argmem: read, inaccessiblemem: write)
declare void @i() memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @j() readnone
declare void @k() readonly argmemonly
declare void @l() inaccessiblememonly
declare void @m() inaccessiblemem_or_argmemonly writeonly
