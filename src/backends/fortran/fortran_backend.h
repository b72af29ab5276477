// The Fortran backend: prints a subroutine, as parsed or as transformed, as free-form
// Fortran 95 with the original signature and declarations, so that it drops in for the
// user's file. A variant with linear subscripts (LinearRef) becomes the subroutine with
// the original signature calling an internal kernel whose arrays are assumed-size and
// one-dimensional (sequence association). The text compiles without warnings under
// gfortran -std=f95 -Wall; lines stay within 132 columns.
#pragma once

#include <map>
#include <string>

#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

struct FortranEmitOptions {
  // The subroutine's name; empty means its own. A variant is renamed so that it links
  // beside the original.
  std::string subroutine_name;
  // '!$omp parallel do' over the outermost loop of every nest, its temporaries
  // private (the OpenMP baseline of the report; compile with -fopenmp).
  bool openmp_outer_loops = false;
  // With openmp_outer_loops: the scalars the nests accumulate (reductions) and OpenMP's
  // operator for each, given `reduction(OP:NAME)` instead of private.
  std::map<std::string, std::string> openmp_reductions;
  // With openmp_outer_loops: the subroutine's time loop, whose nests get the directive
  // (the steps stay in order).
  ast::Stmt openmp_time_loop;
};

std::string emit_fortran(const ast::Subroutine& sub, const SymbolTable& symbols, const FortranEmitOptions& options);

}  // namespace st
