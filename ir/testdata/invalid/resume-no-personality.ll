; ERROR: resume needs to be in a function with a personality
define void @f({ ptr, i32 } %e) {
  resume { ptr, i32 } %e
}
