// The plane sums (PSUM) of an accumulated form: which ring cells are summed once per
// plane, and how each term group adds them up.
#pragma once

#include <climits>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "backends/cuda/nest_plan.h"
#include "backends/cuda/register_sums.h"

namespace st::cuda {

// ---- PSUM: the ring cells summed once per plane, the sums kept along the stream ----
//
// The accumulated form's ring terms, grouped by factors, sign and grid, are at each
// plane offset dz a sum of cells of one plane; where the same cells (the same in-plane
// offsets) are summed at several dz, as a box's are (at plane k the 27-point box sums
// the centre, the 4 edge-adjacent and the 4 corner cells of its 3x3 square; the same
// three sums at k-1 and k+1 make up its faces, edges and corners), each sum is taken
// once, when its plane is the newest the point reads, and kept in registers while the
// stream passes. Reassociated, as the accumulated form is.
struct PlaneSum {
  const Stream* stream = nullptr;
  std::vector<std::vector<long long>> cells;  // grid offsets, 0 along the stream
  long long lo = 0, hi = 0;                   // the plane offsets it is used at
};
struct SumGroup {
  const LinearTerm* term = nullptr;                 // the group's factors and sign
  std::vector<std::pair<long long, size_t>> parts;  // (plane offset, sum)
};
struct PlaneSums {
  std::vector<PlaneSum> sums;
  std::vector<SumGroup> groups;
  long long lo = LLONG_MAX, hi = LLONG_MIN;  // the plane offsets any sum is used at
};

// The reshaping step after accumulated_form (PSUM from the ring): the form's ring terms
// as plane sums, where they read fewer cells per plane than the terms do; none
// otherwise. Terms are grouped by `factors_of` (their factors as printed), sign and grid.
std::optional<PlaneSums> plane_sums_of(const AccumulatedForm& form, const NestPlan& plan,
                                       const std::function<std::string(const LinearTerm&)>& factors_of);

}  // namespace st::cuda
