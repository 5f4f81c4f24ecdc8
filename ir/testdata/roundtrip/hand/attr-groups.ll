; attribute groups: enum, int, type, string attributes, with and without values, references
define void @f() #0 {
  ret void
}
define void @g(ptr %p) #1 {
  call void @f() #2
  ret void
}
declare void @h() #3
declare void @k() #4
attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { alignstack=16 uwtable(sync) vscale_range(1, 16) memory(read) "empty"="" "novalue" }
attributes #2 = { builtin "call-site" }
attributes #3 = { nounwind willreturn mustprogress nosync nofree norecurse speculatable returns_twice noreturn cold hot naked "weird key \22\0A"="weird value \5C" }
attributes #4 = { memory(argmem: read, inaccessiblemem: readwrite) fn_ret_thunk_extern nocf_check nocallback shadowcallstack safestack sanitize_address sanitize_memory sanitize_thread sanitize_hwaddress sanitize_memtag speculative_load_hardening null_pointer_is_valid optforfuzzing ssp sspreq sspstrong noredzone noimplicitfloat nosanitize_coverage disable_sanitizer_instrumentation nonlazybind presplitcoroutine noprofile skipprofile inlinehint }
