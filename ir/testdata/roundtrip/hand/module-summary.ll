; ThinLTO module summary entries in textual IR
define void @f() {
  ret void
}
^0 = module: (path: "t.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0, importType: definition), insts: 1)))
^2 = flags: 8
^3 = blockcount: 1
