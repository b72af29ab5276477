// Whether a problem size can be tuned on this machine, decided before any work starts.
// The check harness holds four copies of every array (initial values, the reference's,
// the variant's, the magnitudes), so a size whose arrays cannot fit in memory is
// refused with the figures, rather than failing in every variant one allocation at a
// time (or, worse, sending the machine into swap).
#pragma once

#include <string>
#include <vector>

#include "analysis/stencil_info.h"

namespace st {

// A lower bound on the bytes one run of the check harness allocates at `extents`:
// four copies of every grid array, halos and guard zones left out.
double harness_bytes(const StencilInfo& info, const std::vector<long long>& extents);

// The memory a run may use: physical memory, or the control group's limit when lower.
// `source` says which ("physical memory", "the control group's memory limit").
double usable_memory_bytes(std::string* source = nullptr);

// Throws UserError (exit 2) naming the size, the bytes needed and the bytes there are
// when the harness's arrays alone would exceed usable_memory_bytes().
void check_grid_fits(const StencilInfo& info, const std::vector<long long>& extents);

// "1.5 GiB", "59.6 PiB".
std::string bytes_text(double bytes);

}  // namespace st
