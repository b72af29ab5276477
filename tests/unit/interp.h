// A small interpreter of the AST, for tests: it runs a subroutine's statements on
// arrays held in memory with Fortran's semantics (column-major layout, declared lower
// bounds, integer division truncating toward zero, real(4) arithmetic in single
// precision and real(8) in double, one IEEE rounding per operation), so that a
// transformed subroutine can be checked to compute bit for bit what the original does.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st::interp {

// A run-time error of the interpreted code: an index out of bounds, a name read before
// it is set, an integer division by zero.
class InterpError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A scalar with its Fortran type; a real(4) holds a float's value.
struct Value {
  ast::ScalarType type = ast::ScalarType::integer(4);
  long long integer = 0;
  double real = 0;

  static Value of_integer(long long v, int kind = 4);
  static Value of_real(double v, int kind);
  // The value converted as assignment to `to` converts it (reals to integers truncate).
  Value converted(ast::ScalarType to) const;
};

struct Array {
  ast::ScalarType type = ast::ScalarType::real(8);
  std::vector<long long> lower;
  std::vector<long long> upper;
  // Column-major: the first index varies fastest. Integers and real(4) values are held
  // exactly in a double.
  std::vector<double> data;

  Array() = default;
  Array(ast::ScalarType t, std::vector<long long> lo, std::vector<long long> hi);
  // The 0-based column-major offset of an element; throws InterpError out of bounds.
  size_t offset(const std::vector<long long>& index) const;
  // The Fortran subscripts of the element at a 0-based offset.
  std::vector<long long> index_of(size_t offset) const;
};

// Everything the interpreted code reads and writes. Scalars set here before a run keep
// their type (how a bare nest's undeclared scalars get one).
struct Memory {
  std::map<std::string, Value> scalars;
  std::map<std::string, Array> arrays;
};

// Runs the subroutine's body. Dummy arguments must be in `memory` (see bind_arguments);
// parameters come from their declarations; temporaries and loop variables are added.
void run(const ast::Subroutine& sub, const SymbolTable& symbols, Memory& memory);

// Allocates every dummy array with its declared bounds (evaluated with the integer
// scalars already set, e.g. nx, ny, nz) and fills arrays and real dummy scalars with
// deterministic pseudo-random values in [-1, 1) of their kind.
void bind_arguments(const ast::Subroutine& sub, const SymbolTable& symbols, Memory& memory, unsigned seed);

// Fills an array with deterministic pseudo-random values in [-1, 1) of its kind.
void fill_random(Array& array, unsigned seed);

// Empty when both memories hold the same arrays, bit for bit; otherwise a description
// of the first difference (array, subscripts, both values) and how many elements differ.
std::string compare_arrays(const Memory& expected, const Memory& actual);

// The number of array elements that differ between two memories.
size_t count_differences(const Memory& a, const Memory& b);

// Runs `original` and `transformed` on the same arguments (integer dummies from
// `integers`, the rest from bind_arguments with `seed`) and compares every array, halo
// included, bit for bit. Empty when they agree; otherwise what differs, or the error
// either run stopped with. Also fails when the original writes nothing, since the
// comparison would then prove nothing.
std::string compare_runs(const ast::Subroutine& original, const ast::Subroutine& transformed,
                         const SymbolTable& symbols, const std::map<std::string, long long>& integers, unsigned seed);

}  // namespace st::interp
