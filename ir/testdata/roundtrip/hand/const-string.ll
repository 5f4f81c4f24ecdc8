; c"..." strings with escapes, and i8 arrays printed as strings
@s1 = constant [6 x i8] c"hello\00"
@s2 = constant [7 x i8] c"a\0Ab\09c\22\5C"
@s3 = constant [4 x i8] c"\FF\00\01\7F"
@s4 = constant [0 x i8] c""
@s5 = constant [3 x i8] [i8 65, i8 66, i8 0]
@s6 = constant [5 x i8] c"\E2\82\AC!\00"
@s7 = constant [11 x i8] c"{}[]()<>;,\00"
@s8 = constant [2 x i8] c"\5c\22"
