#include "harness/grid_memory.h"

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <set>

#include "frontend/diagnostics.h"

namespace st {

namespace {

// Copies of every array the harness allocates (check_harness.cpp): init_, ref_, var_, mag_.
constexpr int harness_copies = 4;

// The limit in a cgroup file ("max" or a byte count); 0 when none or unreadable.
double cgroup_limit(const char* path) {
  std::ifstream in(path);
  std::string text;
  if (!(in >> text) || text == "max") return 0;
  char* end = nullptr;
  double bytes = std::strtod(text.c_str(), &end);
  return end && *end == '\0' && bytes > 0 ? bytes : 0;
}

}  // namespace

double harness_bytes(const StencilInfo& info, const std::vector<long long>& extents) {
  double bytes = 0;
  std::set<std::string> counted;
  for (const NestInfo& nest : info.nests) {
    for (const ArrayInfo& array : nest.arrays) {
      if (!counted.insert(array.name).second) continue;
      double elements = 1;
      bool grid = false;
      for (int g : array.grid_dims) {
        if (g < 0 || static_cast<size_t>(g) >= extents.size()) continue;
        elements *= static_cast<double>(extents[static_cast<size_t>(g)]);
        grid = true;
      }
      if (grid) bytes += elements * array.type.kind;
    }
  }
  return bytes * harness_copies;
}

double usable_memory_bytes(std::string* source) {
  double physical = static_cast<double>(::sysconf(_SC_PHYS_PAGES)) * static_cast<double>(::sysconf(_SC_PAGESIZE));
  double limit = cgroup_limit("/sys/fs/cgroup/memory.max");
  if (limit <= 0) limit = cgroup_limit("/sys/fs/cgroup/memory/memory.limit_in_bytes");
  if (limit > 0 && (physical <= 0 || limit < physical)) {
    if (source) *source = "the control group's memory limit";
    return limit;
  }
  if (source) *source = "physical memory";
  return physical;
}

std::string bytes_text(double bytes) {
  static const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"};
  int unit = 0;
  while (bytes >= 1024 && unit < 8) {
    bytes /= 1024;
    ++unit;
  }
  char text[64];
  std::snprintf(text, sizeof text, unit == 0 ? "%.0f %s" : "%.1f %s", bytes, units[unit]);
  return text;
}

void check_grid_fits(const StencilInfo& info, const std::vector<long long>& extents) {
  std::string source;
  double available = usable_memory_bytes(&source);
  double needed = harness_bytes(info, extents);
  if (available <= 0 || needed <= available) return;
  std::string size;
  for (size_t i = 0; i < extents.size(); ++i) size += (i ? "x" : "") + std::to_string(extents[i]);
  throw UserError(info.subroutine + " at " + size + " needs at least " + bytes_text(needed) +
                  " of memory to tune (four copies of its arrays in the check harness), but " + source + " is " +
                  bytes_text(available) + "; choose a smaller --size (the tuned library itself runs at any size)");
}

}  // namespace st
