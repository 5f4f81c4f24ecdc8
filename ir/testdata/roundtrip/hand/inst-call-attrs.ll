; attributes at every call position: return, params, fn (inline and group), on callee decl
declare noalias ptr @m(i64 noundef) allockind("alloc,uninitialized") allocsize(0)
declare i32 @ret(i32 returned, i32)
declare void @ina(i32, ptr inalloca(i32))
declare void @prea(ptr preallocated(i64))
declare void @use0(ptr sret({ i32, i32 }) align 8, ptr byval(i32) align 4)
declare void @use(ptr nocapture readonly, i32 signext, i8 zeroext, ptr inreg, ptr noalias dereferenceable(16), ptr nonnull dereferenceable_or_null(8), ptr nocapture writeonly, ptr nest, ptr swiftself, ptr swifterror, ptr writable, ptr dead_on_unwind, ptr byref(i64), i32 range(i32 0, 10), ptr nofree, ptr noundef, i64 allocalign, ptr allocptr, ptr initializes((0, 4)))
define void @f(ptr %p, i32 %x) {
  %a = call noalias nonnull align 16 dereferenceable(64) ptr @m(i64 noundef 64) #0
  %b = call ptr @m(i64 8) nounwind willreturn memory(argmem: readwrite, inaccessiblemem: write)
  %c = call zeroext i1 %p(i32 inreg %x, ptr nocapture %a) cold
  %d = call range(i32 -1, 5) i32 %p() #1
  ret void
}
attributes #0 = { nounwind "custom"="v" }
attributes #1 = { builtin nobuiltin strictfp noinline minsize optsize convergent nomerge noduplicate }
