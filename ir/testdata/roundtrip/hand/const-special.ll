; null, none, undef, poison, zeroinitializer in every type
%T = type { i32, ptr }
@n = global ptr null
@n1 = global ptr addrspace(1) null
@u = global i32 undef
@p = global i32 poison
@z = global [4 x i32] zeroinitializer
@zs = global %T zeroinitializer
@zv = global <4 x float> zeroinitializer
@zf = global double zeroinitializer
@zp = global ptr zeroinitializer
@ua = global [2 x i8] undef
@pa = global { i8, i8 } poison
@te = global target("spirv.Event") zeroinitializer
declare void @g()
define void @f() {
  call void @g() [ "tok"(token none) ]
  %a = add i32 undef, poison
  %b = select i1 undef, <2 x i8> poison, <2 x i8> zeroinitializer
  ret void
}
