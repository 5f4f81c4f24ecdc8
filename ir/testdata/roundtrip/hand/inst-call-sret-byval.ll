; realistic struct passing: sret, byval, align, noundef
%struct.S = type { i64, i64, i64 }
declare void @make(ptr sret(%struct.S) align 8, i32 noundef)
declare i64 @take(ptr noundef byval(%struct.S) align 8)
define i64 @f() {
  %tmp = alloca %struct.S, align 8
  call void @make(ptr dead_on_unwind writable sret(%struct.S) align 8 %tmp, i32 noundef 5)
  %r = call i64 @take(ptr noundef nonnull byval(%struct.S) align 8 %tmp)
  ret i64 %r
}
