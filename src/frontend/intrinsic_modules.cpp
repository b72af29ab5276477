#include "frontend/intrinsic_modules.h"

namespace st {

const std::vector<IntrinsicConstant>* intrinsic_module_constants(const std::string& name) {
  // Kinds only: the sizes in bytes gfortran uses on x86-64 and aarch64 Linux. A kind
  // the subset does not have (real128, int8) is refused where a declaration uses it.
  static const std::vector<IntrinsicConstant> fortran_env = {{"int8", 1},   {"int16", 2},  {"int32", 4},   {"int64", 8},
                                                             {"real32", 4}, {"real64", 8}, {"real128", 16}};
  static const std::vector<IntrinsicConstant> c_binding = {
      {"c_int", 4},       {"c_short", 2},   {"c_long", 8},    {"c_long_long", 8},   {"c_int8_t", 1},
      {"c_int16_t", 2},   {"c_int32_t", 4}, {"c_int64_t", 8}, {"c_size_t", 8},      {"c_intptr_t", 8},
      {"c_ptrdiff_t", 8}, {"c_float", 4},   {"c_double", 8},  {"c_long_double", 10}};
  if (name == "iso_fortran_env") return &fortran_env;
  if (name == "iso_c_binding") return &c_binding;
  return nullptr;
}

}  // namespace st
