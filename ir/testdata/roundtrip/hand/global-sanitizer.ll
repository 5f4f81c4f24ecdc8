; sanitizer attributes on globals
@a = global i32 0, no_sanitize_address
@b = global i32 0, no_sanitize_hwaddress
@c = global i32 0, sanitize_memtag
@d = global i32 0, sanitize_address_dyninit
@e = global i32 0, no_sanitize_address, no_sanitize_hwaddress, sanitize_memtag, sanitize_address_dyninit
@f = global i32 0, section ".s", no_sanitize_address, align 4
