; local values used (in textual order) before their definition, of every first-class kind
define void @f(i1 %c) {
entry:
  br label %first
second:
  %i = add i32 1, 2
  %v = insertelement <2 x i8> zeroinitializer, i8 1, i32 0
  %s = insertvalue { i32, float } poison, i32 %i, 0
  %p = getelementptr i8, ptr addrspace(1) null, i64 8
  %fl = fadd double 1.0, 2.0
  br label %exit
first:
  br i1 %c, label %second, label %exit
exit:
  %pi = phi i32 [ %i, %second ], [ 0, %first ]
  %pv = phi <2 x i8> [ %v, %second ], [ zeroinitializer, %first ]
  %ps = phi { i32, float } [ %s, %second ], [ zeroinitializer, %first ]
  %pp = phi ptr addrspace(1) [ %p, %second ], [ null, %first ]
  %pf = phi double [ %fl, %second ], [ 0.0, %first ]
  ret void
}
define i32 @g() {
a:
  br label %c
b:
  %use = add i32 %def, %def
  ret i32 %use
c:
  %def = add i32 3, 4
  br label %b
}
