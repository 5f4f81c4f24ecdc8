package semantics

import (
	"strings"
	"sync"
)

// libraryName reports whether name is a C library (or POSIX, or C++
// runtime) function LLVM's TargetLibraryInfo may recognise and give
// meaning to (attributes it infers, calls it folds or rewrites), which the
// interpreter's own C library subset does not model. Such a function is
// not an unknown function: the world of env.go could contradict what LLVM
// knows of it, so calling one is unsupported rather than answered.
func libraryName(name string) bool {
	names := libNames()
	if names[name] {
		return true
	}
	// Itanium C++ runtime (operator new/delete, __cxa_*) and the libm
	// float and long double variants (sinf, sinl).
	if strings.HasPrefix(name, "_Zn") || strings.HasPrefix(name, "_Zd") || strings.HasPrefix(name, "__cxa_") {
		return true
	}
	if n := len(name); n > 1 && (name[n-1] == 'f' || name[n-1] == 'l') && names[name[:n-1]] {
		return true
	}
	return false
}

// libNames is the set libraryName consults, built on first use (most
// irfuzz processes never ask, and building it cost every one at start).
var libNames = sync.OnceValue(func() map[string]bool {
	names := map[string]bool{}
	for _, n := range strings.Fields(`
abs access acos acosh aligned_alloc asin asinh atan atan2 atanh atexit atof atoi atol atoll
bcmp bcopy bzero cabs calloc cbrt ceil chmod chown clearerr closedir copysign cos cosh ctermid
exp exp10 exp2 expm1 execl execle execlp execv execvp execvP fabs fclose fdopen feof ferror fflush
ffs ffsl ffsll fgetc fgetpos fgets fileno flockfile floor fmax fmin fmod fopen fopen64 fork fprintf
fputc fputs fread free frexp fscanf fseek fseeko fseeko64 fsetpos fstat fstat64 fstatvfs ftell
ftello ftello64 ftrylockfile funlockfile fwrite getc getc_unlocked getchar getchar_unlocked getenv
getitimer getlogin_r getpwnam gets gettimeofday htonl htons isascii isdigit labs lchown ldexp llabs
log log10 log1p log2 logb lstat lstat64 malloc memalign memccpy memchr memcmp memcpy memmove mempcpy
memrchr memset memset_pattern16 mkdir mktime modf nearbyint ntohl ntohs open open64 opendir pclose
perror popen posix_memalign pow pread printf putc putchar puts pwrite qsort read readlink realloc
reallocf realpath remainder remove rename rewind rint rmdir round scanf setbuf setitimer setvbuf sin
sinh snprintf sprintf sqrt sscanf stat stat64 statvfs stpcpy stpncpy strcasecmp strcat strchr strcmp
strcoll strcpy strcspn strdup strlen strncasecmp strncat strncmp strncpy strndup strnlen strpbrk
strrchr strspn strstr strtod strtof strtok strtok_r strtol strtold strtoll strtoul strtoull strxfrm
system tan tanh times tmpfile toascii trunc uname ungetc unlink unsetenv utime utimes valloc vec_calloc
vec_free vec_malloc vec_realloc vfprintf vfscanf vprintf vscanf vsnprintf vsprintf vsscanf wcslen
write exit _exit _Exit abort __assert_fail __errno_location __memcpy_chk __memmove_chk __memset_chk
__strcpy_chk __strncpy_chk __sprintf_chk __snprintf_chk __stpcpy_chk __strcat_chk __strlcpy_chk
__strlcat_chk __strlen_chk __sinpi __cospi __sincospi_stret strlcpy strlcat fiprintf iprintf siprintf
small_fprintf small_printf small_sprintf __kmpc_alloc_shared __kmpc_free_shared rand srand time clock
`) {
		names[n] = true
	}
	return names
})
