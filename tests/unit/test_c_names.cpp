// The one mapping of user names to C/C++/CUDA spellings (backends/c_names.h): names C,
// C++, CUDA or our runtime read otherwise are spelled U_name, which no user name (lower
// case) and no generated name (upper case or st_) can take; every other name is kept.
#include <set>
#include <string>

#include "backends/c_names.h"
#include "catch.h"

namespace {

bool has_upper(const std::string& s) {
  for (char c : s) {
    if (c >= 'A' && c <= 'Z') return true;
  }
  return false;
}

}  // namespace

TEST_CASE("c_identifier keeps an ordinary name", "[c_names]") {
  for (const char* name : {"u", "unext", "alpha", "nx", "laplacian", "u_2", "x1"}) {
    CHECK(st::c_identifier(name) == name);
    CHECK_FALSE(st::is_reserved_c_name(name));
  }
}

TEST_CASE("c_identifier respells keywords, macros and library names", "[c_names]") {
  for (const char* name :
       {"int", "float", "double", "restrict", "min", "max", "exp", "sqrt", "threadidx", "blockdim", "blockidx",
        "griddim", "dim3", "errno", "assert", "stdin", "printf", "malloc", "main", "new", "delete", "class", "template",
        "namespace", "this", "unix", "linux", "rsqrt", "sincos", "float4", "size_t", "int32_t",
        // declared by the C library's headers the generated C includes
        "getline", "mkstemp", "sched_yield", "asctime", "tzset", "clock_getres", "popen", "strsep"}) {
    std::string spelled = st::c_identifier(name);
    CHECK(st::is_reserved_c_name(name));
    CHECK(spelled == std::string("U_") + name);
    CHECK(has_upper(spelled));
  }
}

TEST_CASE("c_identifier keeps the generators' prefixes free", "[c_names]") {
  CHECK(st::c_identifier("st_call") == "U_st_call");
  CHECK(st::c_identifier("st_") == "U_st_");
  CHECK(st::c_identifier("pthread_t") == "U_pthread_t");
  CHECK(st::c_identifier("cudamalloc") == "U_cudamalloc");
  CHECK(st::c_identifier("stage") == "stage");
  CHECK(st::c_identifier("nvar") == "nvar");
  CHECK(st::c_identifier("nv_bfloat16") == "U_nv_bfloat16");
}

TEST_CASE("c_identifier keeps the library's symbols of a unit free", "[c_names]") {
  CHECK(st::c_identifier("laplacian_", "laplacian") == "U_laplacian_");
  CHECK(st::c_identifier("laplacian_size1", "laplacian") == "U_laplacian_size1");
  CHECK(st::c_identifier("laplacian_first_touch", "laplacian") == "U_laplacian_first_touch");
  CHECK(st::c_identifier("laplacian2", "laplacian") == "laplacian2");
  CHECK(st::c_identifier("u", "laplacian") == "u");
  CHECK(st::c_identifier("laplacian_") == "laplacian_");
}

TEST_CASE("c_identifier is one-to-one on lower-case names", "[c_names]") {
  // A respelled name cannot equal a kept one (it has an upper-case letter), nor
  // another respelled one (the prefix is the same, the rest differs).
  std::set<std::string> spellings;
  const char* names[] = {"int", "u_int", "int_", "st_int", "nt", "i", "u_", "u"};
  for (const char* n : names) spellings.insert(st::c_identifier(n));
  CHECK(spellings.size() == sizeof names / sizeof names[0]);
}

TEST_CASE("the names the code for one subroutine defines, which another of its file must not take", "[c_names]") {
  for (const char* taken :
       {"heat_", "heat_device", "heat_host", "heat_steps", "heat_steps_device", "heat_pass_device", "heat_first_touch",
        "heat_first_touch_", "heat_variant", "heat_resident_begin", "heat_resident_end_", "heat_resident_sync",
        "heat_size1", "heat_size12_nest2_device", "heat_nest1_task", "heat_touch3", "heat_mpi", "heat_mpi_box_size1"}) {
    INFO(taken);
    CHECK(st::is_symbol_printed_for(taken, "heat", true));
  }
  // The MPI library's only where it is built (--ranks).
  CHECK_FALSE(st::is_symbol_printed_for("heat_mpi", "heat", false));
  // Other names that begin with the subroutine's are the user's.
  for (const char* free : {"heat", "heat__", "heat2", "heat_again", "heat_sizes", "heat_nest", "heat_touch",
                           "heat_device2", "heat_hosts", "hea", "heat3d_device"}) {
    INFO(free);
    CHECK_FALSE(st::is_symbol_printed_for(free, "heat", true));
  }
}
