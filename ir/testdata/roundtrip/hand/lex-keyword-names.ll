; names that are keywords or type names
%i32 = type { i8 }
%void = type { i16 }
%ptr = type opaque
@define = global i32 0
@ret = global %i32 zeroinitializer
@label = external global %ptr
define i32 @add(i32 %i32, i32 %define) {
entry:
  %add = add i32 %i32, %define
  %label = add i32 %add, 1
  %void = load %void, ptr @ret
  br label %ret
ret:
  ret i32 %label
}
define void @void(ptr %ptr) {
  ret void
}
