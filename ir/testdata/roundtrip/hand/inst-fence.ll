; fence with every legal ordering and syncscope
define void @f() {
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence syncscope("agent") acquire
  fence syncscope("") release
  ret void
}
