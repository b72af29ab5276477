// StencilInfo: what the analysis proves about each loop nest of a subroutine — its
// loops, grids, accesses as constant offsets, radius, flops and compulsory bytes per
// point, and its legality. Anything it cannot prove safe is a UserError at the
// offending token. This stage assumes the unit parsed and, for a bare nest, that its
// declarations were inferred (analysis/bare_nest.h).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "analysis/affine.h"
#include "analysis/scalar_definitions.h"
#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

struct LoopInfo {
  std::string var;
  ast::Expr lower;
  ast::Expr upper;
  long long step = 1;
  Affine lower_form;  // affine in the dummy integers
  Affine upper_form;
  int grid_dim = -1;  // the grid dimension this loop runs over (0 = unit stride)
  SourceRange loc;
};

enum class ArrayRole { Read, Written, ReadWritten, Coefficient };
const char* role_name(ArrayRole role);

struct ArrayInfo {
  std::string name;
  ast::ScalarType type;
  int rank = 0;
  std::vector<ast::DimBound> bounds;
  ast::Intent intent = ast::Intent::None;
  ArrayRole role = ArrayRole::Read;
  // For each array dimension, the grid dimension it is indexed along, or -1 when it
  // is indexed by constants only (an extra dimension such as a(i,j,k,2)).
  std::vector<int> grid_dims;
};

struct Access {
  std::string array;
  bool is_write = false;
  // Constant offset along each grid dimension (0 where the array does not vary).
  std::vector<long long> offsets;
  // For each array dimension indexed by a constant: (array dimension, value), the value
  // affine in the integer dummies (`v(nx,j)`: nx).
  std::vector<std::pair<int, Affine>> constant_indices;
  SourceRange loc;
};

// One grid the nest streams through memory: an array, or one constant index of its extra
// dimensions (a(i,j,k,2)), which is a grid of its own. A grid read is one stream of
// bytes per point, a grid written another; a grid updated in place is both.
struct StreamedGrid {
  std::string array;
  std::vector<std::pair<int, Affine>> constant_indices;  // as in Access
  int element_bytes = 8;
  bool read = false;
  bool written = false;

  bool holds(const Access& access) const {
    return access.array == array && access.constant_indices == constant_indices;
  }
};

struct FlopCount {
  int add = 0;  // + and - between values
  int mul = 0;
  int div = 0;
  std::map<std::string, int> intrinsics;  // sqrt, exp, ..., and "pow" for **
  int intrinsic_total() const;
  int total() const { return add + mul + div + intrinsic_total(); }
};

struct Legality {
  bool legal = true;
  bool out_of_place = true;           // no grid is both read and written
  bool unit_stride_innermost = true;  // the innermost loop runs along the first index
  bool unit_steps = true;
  std::vector<std::string> notes;
};

// A scalar accumulated over every point of a nest: `s = s + e`, `s = s - e`,
// `s = s * e`, `s = max(s, e)`, `s = min(s, e)` (the operands of + and *, and of max and
// min, in either order), `e` not reading `s`, and nothing else in the nest reading or
// writing `s`. It moves no grid bytes; its flops are counted with the nest's.
enum class ReductionOp { Sum, Difference, Product, Max, Min };
const char* reduction_op_name(ReductionOp op);  // "sum", "difference", ...
// OpenMP's name of the operator: "+" (a difference too: its terms are subtracted from
// the running value, OpenMP adds the partials), "*", "max", "min".
const char* reduction_openmp_op(ReductionOp op);

struct ReductionInfo {
  std::string var;
  ReductionOp op = ReductionOp::Sum;
  ast::ScalarType type;
  // The value before the nest: the statement `s = VALUE` before it, or null when the
  // caller's value is the start (an intent(inout) dummy that no statement sets).
  ast::Expr initial;
  // A local accumulated here and stored into a dummy by a statement after the nests
  // (`arg = s`): that dummy; empty when `var` is itself the dummy.
  std::string stored_into;
  SourceRange loc;  // the update in the nest
};

// The type partial results are accumulated in: a single-precision sum or product in
// double precision (its result rounded once, when it is stored), anything else in its
// own type.
ast::ScalarType accumulator_type(const ReductionInfo& r);

// A constant index whose bound the loops do not decide (`v(2,j)` of `v(nx,ny)` is inside
// only where nx >= 2): the condition margin >= 0, checked by the library's entry at each
// call and by the tuner at each size it runs, with the message saying what is outside.
struct RuntimeBound {
  Affine margin;        // affine in the integer dummies; inside where >= 0
  std::string message;  // "read 'v(2,j)': index 1 is 2, above the upper bound nx"
  SourceRange loc;      // the index
};

struct NestInfo {
  int index = 0;                // position among the subroutine's nests
  bool in_time_loop = false;    // runs once per step of the subroutine's time loop
  SourceRange loc;              // the outermost `do`
  ast::Stmt root;               // the outermost Do
  std::vector<LoopInfo> loops;  // outermost first
  int dims = 0;                 // number of grid dimensions
  // The loop variable of each grid dimension, grid dimension 0 first (Fortran's
  // unit-stride first index).
  std::vector<std::string> grid_vars;
  std::vector<ArrayInfo> arrays;  // in order of first access
  // Distinct (array, offsets, constants, write) tuples in the order they are evaluated:
  // each statement's reads, then its write.
  std::vector<Access> accesses;
  std::vector<int> radius;                // per grid dimension: the largest |offset| of a read
  std::vector<std::string> scalars;       // scalar arguments and parameters read in the body
  std::vector<std::string> temporaries;   // scalars assigned in the body
  std::vector<ReductionInfo> reductions;  // in the order of their updates
  FlopCount flops;
  int element_bytes = 8;  // bytes of the widest grid element
  // The grids streamed through memory, in order of first access; coefficient arrays,
  // small enough to stay in cache, are none of them. Bytes per point, intensity and the
  // stream mix are all counted from this list and nowhere else.
  std::vector<StreamedGrid> grids;
  long long compulsory_bytes = 0;  // every grid read once and written once
  long long naive_bytes = 0;       // plus write-allocate of every grid written but not read
  int read_streams() const;
  int write_streams() const;
  Legality legality;
  std::vector<RuntimeBound> runtime_bounds;  // checked when called, in the order found

  const ArrayInfo* array(const std::string& name) const;
};

// A solver's time loop: `do t = lo, hi` at the top of the subroutine around nests (and
// their reductions' statements), which run in order once per step. Its variable is
// read nowhere else, so every step does the same work on the values the previous step
// left; its bounds are integer dummies and constants, read when the loop starts.
struct TimeLoopInfo {
  std::string var;
  // The first and the last step of a loop that counts up; a loop counting down
  // (`do t = nt, 1, -1`) has its bounds the other way round, since no step reads `var`.
  ast::Expr lower;
  ast::Expr upper;
  Affine lower_form;  // affine in the dummy integers
  Affine upper_form;
  bool counts_down = false;  // its step is -1
  ast::Stmt root;            // the time loop's Do
  SourceRange loc;
  int first_nest = 0;  // the nests it holds: [first_nest, end_nest)
  int end_nest = 0;
};

struct StencilInfo {
  std::string file;
  std::string subroutine;
  bool bare_nest = false;
  std::vector<NestInfo> nests;
  std::optional<TimeLoopInfo> time_loop;
  // The locals given one value outside the nests, whose value is in place of their
  // reads in the subroutine analysed (analysis/scalar_definitions.h).
  std::vector<ScalarDefinition> definitions;
  // The statements on scalars beside the nests (analysis/scalar_statements.h), which
  // the library's entries run after them: a subroutine of the scalar dummies, and where
  // each statement is; absent where there are none.
  std::optional<ast::Subroutine> scalar_program;
  std::vector<SourceRange> scalar_statements;
};

// A loop at the top of the subroutine is its time loop when it holds loops and its
// variable indexes no array inside it: each iteration is a step that sweeps the same
// grids again.
bool is_time_loop(const ast::Do& loop);

// Analyses every nest of the subroutine; throws UserError at the first problem. With
// `check_bounds` false, no index is proven to stay inside its array's bounds: only for a
// subroutine made from one that was (with_box_bounds: its caller keeps the box within the
// loops that were proven).
StencilInfo analyse(const ast::Subroutine& sub, const SymbolTable& symbols, bool check_bounds = true);

// The runtime bounds of every nest, each condition once, in the order found.
std::vector<const RuntimeBound*> runtime_bounds(const StencilInfo& info);

// The first runtime bound of the nests that the integer dummies' `values` leave below
// zero, or null (a bound naming a dummy without a value is not decided here).
const RuntimeBound* violated_runtime_bound(const StencilInfo& info, const std::map<std::string, long long>& values);

// The first array a statement of the nest reads after an earlier statement of the same
// iteration assigned it (`b` in `b(i,j) = ...` then `c(i,j) = 0.5 * b(i,j)`), or nothing.
// A pass blocked over time reads each grid a nest reads from the version before the
// nest, so it cannot run such a nest (a read before the write, `u(i,j) = u(i,j) + ...`,
// is that version).
std::optional<std::string> read_after_write(const NestInfo& nest);

}  // namespace st
