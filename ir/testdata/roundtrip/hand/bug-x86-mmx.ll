; x86_mmx is still a first-class type in LLVM 19 (clang-19 emits it for
; <mmintrin.h> intrinsics); the parser did not know the keyword.
target triple = "x86_64-unknown-linux-gnu"

%pair = type { x86_mmx, [2 x x86_mmx] }

@g = global x86_mmx undef
@arr = global [2 x x86_mmx] poison
@s = global %pair undef

define x86_mmx @f(x86_mmx %a, double %d, i1 %c, ptr %p) {
entry:
  %b = bitcast double %d to x86_mmx
  %sum = tail call x86_mmx @llvm.x86.mmx.padd.b(x86_mmx %a, x86_mmx %b)
  %sh = tail call x86_mmx @llvm.x86.mmx.pslli.q(x86_mmx %sum, i32 3)
  store x86_mmx %sh, ptr %p, align 8
  %l = load x86_mmx, ptr @g, align 8
  br i1 %c, label %t, label %e

t:
  %v = bitcast x86_mmx %l to <2 x i32>
  %w = bitcast <2 x i32> %v to x86_mmx
  br label %e

e:
  %r = phi x86_mmx [ %sh, %entry ], [ %w, %t ]
  %sel = select i1 %c, x86_mmx %r, x86_mmx undef
  %agg = insertvalue %pair undef, x86_mmx %sel, 0
  %x = extractvalue %pair %agg, 0
  %i = bitcast x86_mmx %x to i64
  %back = bitcast i64 %i to x86_mmx
  ret x86_mmx %back
}

declare x86_mmx @llvm.x86.mmx.padd.b(x86_mmx, x86_mmx)
declare x86_mmx @llvm.x86.mmx.pslli.q(x86_mmx, i32)
