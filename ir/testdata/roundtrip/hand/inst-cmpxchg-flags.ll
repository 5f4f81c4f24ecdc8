; cmpxchg: weak, volatile, syncscope, align, ptr/int types, result use
define i1 @f(ptr %p, i64 %old, i64 %new, ptr %q) {
  %a = cmpxchg weak ptr %p, i64 %old, i64 %new seq_cst seq_cst
  %b = cmpxchg volatile ptr %p, i64 %old, i64 %new acq_rel monotonic, align 8
  %c = cmpxchg weak volatile ptr %p, i64 %old, i64 %new syncscope("singlethread") monotonic monotonic, align 16
  %d = cmpxchg ptr %p, ptr null, ptr %q acquire acquire
  %e = cmpxchg ptr addrspace(1) null, i8 0, i8 1 release monotonic
  %v = extractvalue { i64, i1 } %a, 0
  %ok = extractvalue { i64, i1 } %b, 1
  ret i1 %ok
}
