; visibility, dll storage, dso_local / dso_preemptable
@a = hidden global i32 0
@b = protected global i32 0
@c = default global i32 0
@d = external dllimport global i32
@e = dllexport global i32 0
@f = dso_local global i32 0
@g = dso_preemptable global i32 0
@h = internal global i32 0
@i = weak_odr dso_local hidden global i32 0
@j = external dllimport global i32
@k = dso_local dllexport global i8 1
@l = linkonce_odr protected global i8 1
