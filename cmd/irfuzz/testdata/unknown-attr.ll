; An attribute this LLVM does not know: kept, with a warning.
declare void @f() nounwind newattr
