; globals with every linkage
@g_private = private global i32 1
@g_internal = internal global i32 1
@g_available_externally = available_externally global i32 1
@g_linkonce = linkonce global i32 1
@g_weak = weak global i32 1
@g_common = common global i32 0, align 4
@g_appending = appending global [1 x i32] [i32 1]
@g_extern_weak = extern_weak global i32
@g_linkonce_odr = linkonce_odr global i32 1
@g_weak_odr = weak_odr global i32 1
@g_external = external global i32
@g_external_def = global i32 1
