// The intrinsic modules a stencil's declarations use for kinds (`use, intrinsic ::
// iso_fortran_env, only: real64`): their named constants, as gfortran gives them on the
// machines stenciltune targets, so that `real(real64)` or `real(c_double)` is a kind the
// parser knows.
#pragma once

#include <string>
#include <vector>

namespace st {

struct IntrinsicConstant {
  std::string name;
  long long value;
};

// The constants of intrinsic module `name` (iso_fortran_env, iso_c_binding), or null
// for a module stenciltune does not know.
const std::vector<IntrinsicConstant>* intrinsic_module_constants(const std::string& name);

}  // namespace st
