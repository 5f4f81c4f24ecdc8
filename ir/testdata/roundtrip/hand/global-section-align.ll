; section, partition, comdat, align, code_model
$grp = comdat any
@a = global i32 0, section ".mydata"
@b = global i32 0, align 16
@c = global i32 0, section "__DATA,__custom", align 8
@d = global i32 0, partition "part1"
@e = global i32 0, comdat($grp)
@grp = global i32 0, comdat
@f = global i32 0, section ".x", partition "p", comdat($grp), align 4
@g = global i32 0, code_model "small"
@h = global i32 0, code_model "kernel"
@i = global i32 0, code_model "medium"
@j = global i32 0, code_model "large"
@k = global i32 0, section ".s", code_model "tiny", align 32
@l = global [16 x i8] zeroinitializer, align 4294967296
