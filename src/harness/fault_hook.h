// A seam for the reliability tests: a test-only executable (tests/faults/) installs a
// hook that rewrites chosen variants' C source so that they crash, hang or compute a
// wrong answer, and shortens the time limit of a variant's run. The stenciltune
// executable never installs one, so no option or environment variable of the tool
// reaches it.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "strategy/param_space.h"

namespace st {

struct VariantFaultHook {
  // The source to compile for the variant at `point`, given the generated one (whose
  // entry is `entry`, called once per sweep).
  std::function<std::string(const Point& point, const std::string& entry, std::string source)> rewrite_source;
  // The same for the variants the MPI entry's search on the rank grid packages
  // (driver/mpi_grid_search.h): each part's C source at `point`, both its entry and its
  // box entry, so that a test can make the search time a variant that is wrong.
  std::function<std::string(const Point& point, const std::string& entry, std::string source)> rewrite_grid_source;
  // Replaces CpuEvaluatorConfig::time_limit_seconds.
  std::optional<double> time_limit_seconds;
};

// The hook in force, or nullptr (always, in the stenciltune executable).
const VariantFaultHook* variant_fault_hook();
// Installs `hook` (kept by pointer; nullptr removes it).
void set_variant_fault_hook(const VariantFaultHook* hook);

}  // namespace st
