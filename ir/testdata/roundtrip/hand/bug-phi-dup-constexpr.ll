; A phi may list one predecessor several times (a switch with several cases
; to one block) if the values are the same. LLVM uniques constants, so equal
; constant expressions and differently spelled equal aggregates are the same
; value; the verifier compared *Const pointers and raised a false alarm
; (found in PostgreSQL 15's bufmgr.bc).
%struct.U = type { i64, i64, i64, i64 }

@u = global %struct.U zeroinitializer

define ptr @f(i32 %x) {
entry:
  switch i32 %x, label %a [
    i32 1, label %b
    i32 2, label %b
    i32 3, label %b
  ]

a:
  br label %b

b:
  %p = phi ptr [ getelementptr inbounds (%struct.U, ptr @u, i64 0, i32 3), %a ], [ getelementptr inbounds (%struct.U, ptr @u, i64 0, i32 1), %entry ], [ getelementptr inbounds (%struct.U, ptr @u, i64 0, i32 1), %entry ], [ getelementptr inbounds (%struct.U, ptr @u, i64 0, i32 1), %entry ]
  %q = phi [2 x i8] [ c"ab", %a ], [ [i8 97, i8 98], %entry ], [ c"ab", %entry ], [ [i8 97, i8 98], %entry ]
  %z = phi { i32, ptr, [2 x float] } [ undef, %a ], [ zeroinitializer, %entry ], [ { i32 0, ptr null, [2 x float] [float 0.0, float 0.0] }, %entry ], [ { i32 zeroinitializer, ptr zeroinitializer, [2 x float] zeroinitializer }, %entry ]
  %v = phi <4 x i16> [ poison, %a ], [ splat (i16 7), %entry ], [ <i16 7, i16 7, i16 7, i16 7>, %entry ], [ splat (i16 7), %entry ]
  %i = phi i64 [ 0, %a ], [ ptrtoint (ptr @u to i64), %entry ], [ ptrtoint (ptr @u to i64), %entry ], [ ptrtoint (ptr @u to i64), %entry ]
  ret ptr %p
}
