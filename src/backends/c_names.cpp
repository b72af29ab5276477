#include "backends/c_names.h"

#include <cctype>
#include <set>

namespace st {

namespace {

// What C, C++ and CUDA read as something else: keywords, the macros their compilers
// predefine, and the names declared by the headers the generated code includes
// (math.h as nvcc's headers declare it, stdlib.h, stdio.h, string.h, time.h, the
// CUDA runtime). Only lower-case spellings matter: no user name has another.
const std::set<std::string>& reserved() {
  static const std::set<std::string> names = {
      // C keywords (C89 to C23)
      "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
      "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
      "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool",
      "true", "false", "alignas", "alignof", "constexpr", "nullptr", "static_assert", "thread_local", "typeof",
      "typeof_unqual", "asm", "fortran",
      // C++ keywords and alternative operator spellings
      "and", "and_eq", "bitand", "bitor", "catch", "char8_t", "char16_t", "char32_t", "class", "compl", "concept",
      "consteval", "constinit", "const_cast", "co_await", "co_return", "co_yield", "decltype", "delete", "dynamic_cast",
      "explicit", "export", "friend", "mutable", "namespace", "new", "noexcept", "not", "not_eq", "operator", "or",
      "or_eq", "private", "protected", "public", "reinterpret_cast", "requires", "static_cast", "template", "this",
      "throw", "try", "typeid", "typename", "using", "virtual", "wchar_t", "xor", "xor_eq", "std", "main",
      // macros: predefined in GNU modes, and lower-case ones of the headers
      "unix", "linux", "i386", "errno", "assert", "offsetof", "stdin", "stdout", "stderr", "va_arg", "va_start",
      "va_end", "va_copy", "va_list", "setjmp", "longjmp", "complex", "imaginary", "noreturn", "alignas", "isnan",
      "isinf", "isfinite", "isnormal", "signbit", "fpclassify", "isgreater", "isless", "isunordered",
      // types
      "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "intptr_t", "uintptr_t",
      "intmax_t", "uintmax_t", "size_t", "ssize_t", "ptrdiff_t", "off_t", "time_t", "clock_t", "wint_t", "max_align_t",
      "nullptr_t", "div_t", "ldiv_t", "lldiv_t", "fpos_t", "float_t", "double_t", "timespec", "timeval", "tm",
      "sigjmp_buf", "jmp_buf",
      // stdlib.h, stdio.h, string.h, time.h, unistd.h
      "abort", "abs", "atexit", "atof", "atoi", "atol", "atoll", "bsearch", "calloc", "div", "exit", "free", "getenv",
      "labs", "ldiv", "llabs", "lldiv", "malloc", "qsort", "rand", "realloc", "srand", "strtod", "strtof", "strtol",
      "strtoll", "strtoul", "strtoull", "system", "aligned_alloc", "posix_memalign", "alloca", "random", "srandom",
      "drand48", "environ", "printf", "fprintf", "sprintf", "snprintf", "vprintf", "vfprintf", "vsnprintf", "puts",
      "fputs", "putchar", "fputc", "getchar", "fgets", "fopen", "fclose", "fflush", "fread", "fwrite", "fseek", "ftell",
      "remove", "rename", "perror", "scanf", "sscanf", "fscanf", "tmpfile", "memcpy", "memmove", "memset", "memcmp",
      "memchr", "strcpy", "strncpy", "strcat", "strncat", "strcmp", "strncmp", "strlen", "strchr", "strrchr", "strstr",
      "strtok", "strdup", "strerror", "index", "rindex", "clock", "time", "difftime", "mktime", "gmtime", "localtime",
      "strftime", "timezone", "daylight", "tzname", "clock_gettime", "nanosleep", "asctime", "asctime_r", "ctime",
      "ctime_r", "gmtime_r", "localtime_r", "tzset", "timegm", "timespec_get", "getdate", "strptime", "stime", "sleep",
      "usleep", "sysconf", "getpid", "read", "write", "close", "open", "signal", "raise", "optarg", "optind",
      // math.h (double and float forms) and the CUDA device maths
      "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt", "ceil", "copysign", "cos", "cosh", "cospi",
      "cyl_bessel_i0", "cyl_bessel_i1", "erf", "erfc", "erfcinv", "erfcx", "erfinv", "exp", "exp10", "exp2", "expm1",
      "fabs", "fdim", "floor", "fma", "fmax", "fmin", "fmod", "frexp", "gamma", "hypot", "ilogb", "j0", "j1", "jn",
      "ldexp", "lgamma", "llrint", "llround", "log", "log10", "log1p", "log2", "logb", "lrint", "lround", "max", "min",
      "modf", "nan", "nearbyint", "nextafter", "nexttoward", "norm", "norm3d", "norm4d", "normcdf", "normcdfinv", "pow",
      "powi", "rcbrt", "remainder", "remquo", "rhypot", "rint", "rnorm", "rnorm3d", "rnorm4d", "round", "rsqrt",
      "scalbln", "scalbn", "sin", "sincos", "sincospi", "sinh", "sinpi", "sqrt", "tan", "tanh", "tgamma", "trunc", "y0",
      "y1", "yn", "significand", "drem", "finite", "acosf", "acoshf", "asinf", "asinhf", "atanf", "atan2f", "atanhf",
      "cbrtf", "ceilf", "copysignf", "cosf", "coshf", "cospif", "erff", "erfcf", "erfcinvf", "erfcxf", "erfinvf",
      "expf", "exp10f", "exp2f", "expm1f", "fabsf", "fdimf", "floorf", "fmaf", "fmaxf", "fminf", "fmodf", "frexpf",
      "hypotf", "ilogbf", "j0f", "j1f", "jnf", "ldexpf", "lgammaf", "llrintf", "llroundf", "logf", "log10f", "log1pf",
      "log2f", "logbf", "lrintf", "lroundf", "modff", "nanf", "nearbyintf", "nextafterf", "normf", "norm3df", "norm4df",
      "normcdff", "normcdfinvf", "powf", "rcbrtf", "remainderf", "remquof", "rhypotf", "rintf", "rnormf", "rnorm3df",
      "rnorm4df", "roundf", "rsqrtf", "scalblnf", "scalbnf", "sinf", "sincosf", "sincospif", "sinhf", "sinpif", "sqrtf",
      "tanf", "tanhf", "tgammaf", "truncf", "y0f", "y1f", "ynf", "fabsl", "sqrtl", "expl", "logl", "powl", "fminl",
      "fmaxl", "saturate", "umin", "umax", "llmin", "llmax", "ullmin", "ullmax", "mul24", "umul24", "mulhi", "umulhi",
      "mul64hi", "umul64hi", "clock64", "brev", "popc", "clz", "ffs",
      // CUDA built-in variables, types and functions of lower-case spelling
      "threadidx", "blockidx", "blockdim", "griddim", "warpsize", "dim3", "char1", "char2", "char3", "char4", "uchar1",
      "uchar2", "uchar3", "uchar4", "short1", "short2", "short3", "short4", "ushort1", "ushort2", "ushort3", "ushort4",
      "int1", "int2", "int3", "int4", "uint1", "uint2", "uint3", "uint4", "long1", "long2", "long3", "long4", "ulong1",
      "ulong2", "ulong3", "ulong4", "longlong1", "longlong2", "longlong3", "longlong4", "ulonglong1", "ulonglong2",
      "ulonglong3", "ulonglong4", "float1", "float2", "float3", "float4", "double1", "double2", "double3", "double4",
      "uint", "ushort", "ulong", "uchar", "half", "half2", "nv_bfloat16", "atomicadd", "tex1dfetch", "surf2dwrite",
      "make_int2", "make_int3", "make_int4", "make_float2", "make_float3", "make_float4", "make_double2",
      "make_double3", "make_double4", "make_uint3", "make_dim3", "texture", "surface", "cudaerror_t"};
  return names;
}

// Prefixes whose names belong to us (st_) or to the libraries the generated code
// includes (POSIX threads, sched.h, time.h's clocks and timers, libnuma, hwloc, CUDA, MPI).
const char* const reserved_prefixes[] = {"st_",    "pthread_", "sched_", "clock_", "timer_", "numa_",
                                         "hwloc_", "cuda",     "cublas", "nv_",    "nvcuda", "atomic",
                                         "mpi_",   "pmpi_",    "ompi_",  "opal_"};

// What this machine's C library headers declare, in the mode the generated C compiles
// in (cmake/CLibraryNames.cmake): the list above cannot name every function of glibc.
const std::set<std::string>& library_names() {
  static const std::set<std::string> names = {
#include "c_library_names.inc"
  };
  return names;
}

}  // namespace

bool is_reserved_c_name(const std::string& name) {
  if (reserved().count(name) || library_names().count(name)) return true;
  for (const char* prefix : reserved_prefixes) {
    if (name.rfind(prefix, 0) == 0) return true;
  }
  return false;
}

bool is_symbol_printed_for(const std::string& name, const std::string& unit, bool mpi) {
  if (name.size() <= unit.size() || name.compare(0, unit.size() + 1, unit + "_") != 0) return false;
  std::string rest = name.substr(unit.size() + 1);
  // The entries, each also under gfortran's convention (a trailing underscore).
  static const std::set<std::string> entries = {"",
                                                "first_touch",
                                                "variant",
                                                "host",
                                                "device",
                                                "steps",
                                                "steps_device",
                                                "pass_device",
                                                "resident_begin",
                                                "resident_end",
                                                "resident_sync"};
  if (entries.count(rest) || (rest.size() > 1 && rest.back() == '_' && entries.count(rest.substr(0, rest.size() - 1))))
    return true;
  // A variant per tuned size (unit_size1...), a printed variant's functions per nest
  // (unit_nest1_task, unit_touch1); with --ranks the MPI library's (unit_mpi...).
  for (const std::string prefix : {"size", "nest", "touch"}) {
    if (rest.size() > prefix.size() && rest.compare(0, prefix.size(), prefix) == 0 &&
        std::isdigit(static_cast<unsigned char>(rest[prefix.size()])))
      return true;
  }
  return mpi && rest.compare(0, 3, "mpi") == 0;
}

std::string c_identifier(const std::string& name, const std::string& unit) {
  bool library_symbol = !unit.empty() && (name == unit || name.rfind(unit + "_", 0) == 0);
  return is_reserved_c_name(name) || library_symbol ? "U_" + name : name;
}

}  // namespace st
