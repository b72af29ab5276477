// The one mapping from a user's Fortran name to its spelling in the C, C++ and CUDA
// that stenciltune prints (variants, kernels, host code, harnesses, the library).
//
// The front end folds every user name to lower case, and every identifier the
// generators introduce contains an upper-case letter or starts with "st_". A user
// name that C, C++, CUDA or our runtime would read as something else (a keyword, a
// macro, a library function or type, a name starting with "st_") is printed as
// "U_" followed by the name: no user name contains an upper-case letter, and no
// generated name starts with "U_", so the two namespaces cannot meet.
#pragma once

#include <string>

namespace st {

// The C/C++/CUDA spelling of the (lower-case) Fortran name `name`. With `unit`, the
// subroutine the name belongs to, the names of the global symbols its library
// defines (unit, unit_, unit_first_touch, unit_size..., its variants) are kept free
// too, since a parameter of that spelling would hide them.
std::string c_identifier(const std::string& name, const std::string& unit = std::string());

// Whether C, C++, CUDA or the generated code's headers and runtime give `name` a
// meaning of their own, so that c_identifier must spell it differently.
bool is_reserved_c_name(const std::string& name);

// Whether `name` is a global function that the code printed for subroutine `unit`
// defines beside `unit` itself: its library's entries (unit_, unit_first_touch,
// unit_device, unit_steps, unit_resident_begin, ..., each also with gfortran's trailing
// underscore), its variants (unit_size1...), a printed variant's functions (unit_nest1...,
// unit_touch1) and, with `mpi` (--ranks), the MPI library's (unit_mpi...). Another
// subroutine of the file so named is refused: both would define one symbol.
bool is_symbol_printed_for(const std::string& name, const std::string& unit, bool mpi);

}  // namespace st
