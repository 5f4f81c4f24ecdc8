; construct: atomicrmw fmaximum and fminimum (LLVM 22), usub_cond and
; usub_sat (LLVM 20 on), and float atomicrmw on fixed vectors
define void @ops(ptr %p, float %f, double %d, i32 %i, i64 %l, <2 x half> %h, <2 x float> %v, bfloat %b) {
  %a = atomicrmw fmaximum ptr %p, float %f seq_cst, align 4
  %c = atomicrmw fminimum ptr %p, double %d acquire, align 8
  %e = atomicrmw volatile fmaximum ptr %p, <2 x half> %h monotonic, align 4
  %g = atomicrmw fminimum ptr %p, bfloat %b syncscope("agent") release, align 2
  %k = atomicrmw usub_cond ptr %p, i32 %i seq_cst, align 4
  %m = atomicrmw usub_sat ptr %p, i64 %l acq_rel, align 8
  %n = atomicrmw fadd ptr %p, <2 x float> %v seq_cst, align 8
  %o = atomicrmw fmax ptr %p, <2 x float> %v seq_cst, align 8
  ret void
}
