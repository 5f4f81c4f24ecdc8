; ERROR: common linkage but a non-zero initializer
@g = common global i32 1
