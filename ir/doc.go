// Package ir is irfuzz's data model of LLVM IR: canonical types, constants,
// global values, functions, basic blocks and one uniform Instruction shape,
// with use lists; the textual .ll parser (file:line:col errors), the printer
// (text that llvm-as of LLVM 19 accepts), and an in-process verifier. The
// facts the tools share about opcodes (OpInfo) and intrinsics
// (IntrinsicInfo, LookupIntrinsic) live here too.
//
// The data model holds no passes: generators, mutators, reducers and the
// interpreter live in their own packages and edit IR through this API.
package ir
