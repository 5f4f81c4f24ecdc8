; WebAssembly-style EH with catchswitch/catchpad and wasm intrinsics
target triple = "wasm32-unknown-unknown"
declare i32 @__gxx_wasm_personality_v0(...)
declare ptr @llvm.wasm.get.exception(token)
declare i32 @llvm.wasm.get.ehselector(token)
declare void @g()
define void @f() personality ptr @__gxx_wasm_personality_v0 {
entry:
  invoke void @g() to label %cont unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %start] unwind to caller
start:
  %cp = catchpad within %cs [ptr null]
  %e = call ptr @llvm.wasm.get.exception(token %cp)
  %s = call i32 @llvm.wasm.get.ehselector(token %cp)
  catchret from %cp to label %cont
cont:
  ret void
}
