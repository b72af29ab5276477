// The C backend: prints a subroutine, as parsed or as transformed, as one C99 function
// that keeps Fortran's column-major layout and lower bounds and evaluates every
// expression in the types Fortran gives it, plus the gfortran-mangled entry through
// which an unchanged Fortran caller reaches it. It assumes the subroutine passed the
// checks of build_symbols and analyse.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "analysis/symbols.h"
#include "ast/ast.h"
#include "backends/c/c_spelling.h"

namespace st {

// What a code generator built on the C printer (the CUDA backend) may ask of it while
// a hook runs: expressions, array elements and statements printed as emit_c would.
class CPrintContext {
 public:
  virtual ~CPrintContext() = default;
  virtual std::string expr(const ast::Expr& e) = 0;
  // An element as emit_c addresses it: "u[(i - 1) + j * u_s1]".
  virtual std::string element(const ast::ArrayRef& ref) = 0;
  virtual std::string stmts(const ast::StmtList& stmts, int depth) = 0;
  // The C spelling of a Fortran name (a value, for scalars).
  virtual std::string name(const std::string& fortran_name) = 0;
  // A name no one else uses, for the hook's own variables.
  virtual std::string fresh(const std::string& base) = 0;
};

struct CPrintHooks {
  // Replaces the text of an array element read (never of a store); nullopt keeps it.
  std::function<std::optional<std::string>(const ast::ArrayRef& read, CPrintContext& ctx)> array_read;
  // Replaces a whole loop (with its body); nullopt prints it as C.
  std::function<std::optional<std::string>(const ast::Do& loop, int depth, CPrintContext& ctx)> loop;
};

struct CEmitOptions {
  // The C function's name; empty means the subroutine's own name. The by-reference
  // entry is this name followed by an underscore, as gfortran mangles it.
  std::string function_name;
  // Also define NAME_ with gfortran's convention (every argument by reference),
  // forwarding to NAME.
  bool fortran_entry = true;
  // Give the function internal linkage, for code printed into a bigger program (the
  // check harness).
  bool internal_linkage = false;
  // '#pragma omp simd' (with the body's temporaries private) before every innermost
  // loop; compile with -fopenmp-simd.
  bool simd_innermost = false;
  // Scalars accumulated across the iterations of the loops (reductions), with OpenMP's
  // operator: they are never private to a lane; an innermost loop that updates one gets
  // `reduction(OP:NAME)` in its simd pragma, or, where the operator is empty, no pragma
  // at all, so that its terms are added in the loop's order.
  std::map<std::string, std::string> simd_reductions;
  // For generators that print the function into their own file: no comment, includes,
  // helpers or entry; `function_prefix` goes before `void` (e.g. "__global__ ").
  bool bare = false;
  std::string function_prefix;
  // Parameters the generator adds after the subroutine's own, as C text ("double *p"),
  // in the function's signature only (the bare form; not in the by-reference entry).
  std::vector<std::string> extra_parameters;
  const CPrintHooks* hooks = nullptr;
  // C statements printed first in the body of every loop over the named variable
  // (never an innermost loop: its SIMD pragma would not allow them).
  std::map<std::string, std::string> loop_prologues;
  // Streaming stores (backends/c/streaming_stores.h): innermost loops over
  // `streaming_loop_var` write the arrays named here through an L1 buffer and
  // non-temporal stores, where their stores allow it; the caller fences
  // (st_stream_fence) before other threads read the results.
  std::string streaming_loop_var;
  std::set<std::string> streaming_arrays;
  // A streamed loop also prefetches, in strips of 64 iterations, the rows of its
  // inputs that enter the stencil this many rows later (plan_prefetches); 0: none.
  long long streaming_prefetch_rows = 2;
};

std::string emit_c(const ast::Subroutine& sub, const SymbolTable& symbols, const CEmitOptions& options);

// How a dummy argument is passed to the function emit_c prints: scalars by value
// unless the subroutine assigns them, arrays by pointer.
struct CParameter {
  std::string name;               // the Fortran name
  std::string c_name;             // its spelling in C (differs for C keywords and the like)
  std::string type;               // "int32_t", "double", "const double *restrict", ...
  std::string by_reference_type;  // in the gfortran-convention entry: "const int32_t *", ...
  bool by_value = true;           // scalars read only
  bool is_array = false;
  bool written = false;  // the subroutine assigns it (or an element of it)
};

// The dummies of `sub` in order, as emit_c passes them.
std::vector<CParameter> c_parameters(const ast::Subroutine& sub, const SymbolTable& symbols);
// Their declarations as a C parameter list, "int32_t n, const double *restrict u"
// ("void" for none).
std::string c_parameter_list(const std::vector<CParameter>& params);

// The declaration of the function emit_c defines (`name` as given), and of a
// by-reference entry named `symbol` (for calling gfortran's code from C).
std::string c_prototype(const ast::Subroutine& sub, const SymbolTable& symbols, const std::string& name);
std::string c_by_reference_prototype(const ast::Subroutine& sub, const SymbolTable& symbols, const std::string& symbol);

}  // namespace st
