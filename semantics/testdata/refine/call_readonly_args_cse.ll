; EXPECT: correct
; A function that may touch only argument memory, called with readonly
; pointers, writes nothing: two such calls with the same arguments and
; no store between them may be merged (GVN, EarlyCSE), and a call whose
; result is unused may be hoisted or dropped where it returns (LICM).
declare i64 @ext0(ptr nocapture readonly) memory(argmem: readwrite) nounwind
define i64 @src(ptr %p) {
  %a = call i64 @ext0(ptr %p)
  %b = call i64 @ext0(ptr %p)
  %s = add i64 %a, %b
  ret i64 %s
}
define i64 @tgt(ptr %p) {
  %a = call i64 @ext0(ptr %p)
  %s = add i64 %a, %a
  ret i64 %s
}
