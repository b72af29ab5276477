// Hardware counters of a built CUDA variant, read by Nsight Compute (ncu) where it can
// read them, so that a report says what limits a kernel from measurement: the DRAM
// bytes against the compulsory ones, the busiest unit, the warps resident. Where ncu is
// missing or cannot read the counters (no permission, a virtualised GPU), nothing is
// reported: a figure that was not measured is not printed (DESIGN.md, Contracts).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "report/report_model.h"

namespace st {

// The counters in `ncu --csv --page details --print-units base` output with the
// SpeedOfLight and Occupancy sections and the metrics dram__bytes_read.sum,
// dram__bytes_write.sum and lts__t_bytes.sum: bytes summed over the kernels profiled,
// percentages weighted by their durations, per point of a sweep of `points`. Absent
// when the output holds no DRAM byte count.
std::optional<KernelCounters> parse_ncu_csv(const std::string& text, double points);

// Nsight Compute beside `nvcc` (CUDA's bin folder) or on the PATH; empty when neither.
std::string find_ncu(const std::string& nvcc);

// Profiles `kernels` kernel launches whose names contain `kernel_marker`, after skipping
// as many (the warm-up launch of each), of `command` (a program and its arguments).
// Returns nothing and sets `why` when ncu fails or reads no counters.
std::optional<KernelCounters> read_counters(const std::string& ncu, const std::vector<std::string>& command,
                                            const std::string& kernel_marker, int kernels, double points,
                                            std::string& why);

}  // namespace st
