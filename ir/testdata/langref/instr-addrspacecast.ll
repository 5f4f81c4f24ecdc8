; langref: addrspacecast: the same object in another address space
; expect: -> i64 0

define i64 @f() {
  %q = addrspacecast ptr null to ptr addrspace(1)
  %a = ptrtoint ptr addrspace(1) %q to i64
  ret i64 %a
}
