; ERROR: resolver @r must be a definition
declare ptr @r()
@i = ifunc void (), ptr @r
