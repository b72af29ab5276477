// PSUM: a box's ring cells summed once per plane, the sums kept in registers as the
// stream passes.

#include <algorithm>
#include <climits>
#include <functional>
#include <set>
#include <sstream>

#include "backends/c/c_backend.h"
#include "backends/c_names.h"
#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/kernel_printer.h"
#include "frontend/diagnostics.h"
#include "transforms/expr_type.h"

namespace st {

bool cuda_plane_sums_pay(const NestInfo& nest) {
  if (nest.dims < 2) return false;
  const auto* root = ast::as<ast::Do>(nest.root);
  if (!root) return false;
  const ast::Do* d = root;
  while (d->body.size() == 1 && ast::as<ast::Do>(d->body.front())) d = ast::as<ast::Do>(d->body.front());
  if (d->body.size() != 1 || !ast::as<ast::Assign>(d->body.front())) return false;
  size_t sd = static_cast<size_t>(nest.dims - 1);
  std::map<std::pair<std::string, std::vector<long long>>, std::set<long long>>
      planes;  // (grid, in-plane offsets) -> planes
  for (const Access& a : nest.accesses) {
    if (a.is_write) continue;
    std::vector<long long> in_plane(a.offsets.begin(), a.offsets.begin() + static_cast<std::ptrdiff_t>(sd));
    if (std::all_of(in_plane.begin(), in_plane.end(), [](long long o) { return o == 0; })) continue;
    std::set<long long>& at = planes[{a.array, in_plane}];
    at.insert(a.offsets[sd]);
    if (at.size() >= 2) return true;
  }
  return false;
}

namespace cuda {

using ast::Expr;

// The form's ring terms as plane sums, where they read fewer cells per plane than the
// terms do.
std::optional<PlaneSums> plane_sums_of(const AccumulatedForm& form, const NestPlan& plan,
                                       const std::function<std::string(const LinearTerm&)>& factors_of) {
  size_t sd = static_cast<size_t>(plan.stream_dim());
  if (plan.stream_dim() < 0) return std::nullopt;
  struct Raw {
    const LinearTerm* term;
    const Stream* stream;
    std::map<long long, std::vector<std::vector<long long>>> cells;  // by plane offset
  };
  std::vector<Raw> raw;
  std::map<std::tuple<std::string, bool, int>, size_t> group_of;
  size_t reads = 0;
  for (const LinearTerm& t : form.terms) {
    if (!t.ring) continue;
    ClassifiedRead r = *plan.classify(*ast::as<ast::ArrayRef>(t.value));
    const Stream& s = plan.streams().at(r.key);
    auto [at, fresh] = group_of.emplace(std::make_tuple(factors_of(t), t.negative, s.id), raw.size());
    if (fresh) raw.push_back({&t, &s, {}});
    std::vector<long long> cell = r.offsets;
    cell[sd] = 0;
    raw[at->second].cells[r.offsets[sd]].push_back(cell);
    ++reads;
  }
  PlaneSums out;
  std::map<std::pair<int, std::vector<std::vector<long long>>>, size_t> sum_of;
  size_t summed = 0;
  for (Raw& g : raw) {
    SumGroup group{g.term, {}};
    for (auto& [dz, cells] : g.cells) {
      std::sort(cells.begin(), cells.end());
      auto [at, fresh] = sum_of.emplace(std::make_pair(g.stream->id, cells), out.sums.size());
      if (fresh) {
        out.sums.push_back({g.stream, cells, dz, dz});
        summed += cells.size();
      }
      PlaneSum& sum = out.sums[at->second];
      sum.lo = std::min(sum.lo, dz);
      sum.hi = std::max(sum.hi, dz);
      out.lo = std::min(out.lo, dz);
      out.hi = std::max(out.hi, dz);
      group.parts.emplace_back(dz, at->second);
    }
    out.groups.push_back(std::move(group));
  }
  if (summed >= reads) return std::nullopt;
  return out;
}

// ---- The printing ----

// The register holding sum `n` taken at plane offset dz, for the point being printed.
std::string KernelPrinter::sum_name(size_t n, long long dz) const {
  return "st_ps" + std::to_string(n) + (dz < 0 ? "_m" : "_") + std::to_string(dz < 0 ? -dz : dz) + point_suffix();
}

// Every point's sums registers, declared before the plane loop.
std::string KernelPrinter::declare_sums(const PlaneSums& sums, const std::string& pad) {
  std::ostringstream out;
  for (row_ = 0; row_ < v_.ry; ++row_) {
    for (col_ = 0; col_ < v_.rx; ++col_) {
      for (size_t n = 0; n < sums.sums.size(); ++n) {
        const PlaneSum& sum = sums.sums[n];
        out << pad << sum.stream->c_type << " ";
        for (long long dz = sum.lo; dz <= sum.hi; ++dz) out << (dz == sum.lo ? "" : ", ") << sum_name(n, dz) << " = 0";
        out << ";\n";
      }
    }
  }
  row_ = col_ = 0;
  return out.str();
}

// At the top of a plane step: every sum moves one plane down the queue.
std::string KernelPrinter::shift_sums(const PlaneSums& sums, const std::string& pad) {
  std::ostringstream out;
  for (row_ = 0; row_ < v_.ry; ++row_) {
    for (col_ = 0; col_ < v_.rx; ++col_) {
      for (size_t n = 0; n < sums.sums.size(); ++n) {
        for (long long dz = sums.sums[n].lo; dz < sums.sums[n].hi; ++dz)
          out << pad << sum_name(n, dz) << " = " << sum_name(n, dz + 1) << ";\n";
      }
    }
  }
  row_ = col_ = 0;
  return out.str();
}

// The sums taken from the ring in one plane step: with `priming` (the block's first
// step) those of the planes before each sum's newest, else each sum at its newest
// plane. One block per plane: its vector reads (RX > 1), then every point's sums.
std::string KernelPrinter::take_sums(const PlaneSums& sums, bool priming, const std::string& pad) {
  std::ostringstream out;
  size_t sd = static_cast<size_t>(plan_.stream_dim());
  for (long long dz = sums.lo; dz <= sums.hi; ++dz) {
    std::vector<size_t> taken;
    for (size_t n = 0; n < sums.sums.size(); ++n) {
      const PlaneSum& sum = sums.sums[n];
      if (priming ? (dz >= sum.lo && dz < sum.hi) : dz == sum.hi) taken.push_back(n);
    }
    if (taken.empty()) continue;
    auto at_plane = [&](std::vector<long long> cell) {
      cell[sd] = dz;
      return cell;
    };
    out << pad << "{\n";
    std::set<std::tuple<int, long long, long long, long long>> reads;  // (stream, plane, row, chunk)
    for (int row = 0; row < v_.ry; ++row) {
      for (int col = 0; col < v_.rx; ++col) {
        for (size_t n : taken) {
          const Stream& s = *sums.sums[n].stream;
          if (plan_.vector_width(s) == 1) continue;
          for (const auto& cell : sums.sums[n].cells) {
            VectorCell c = vector_cell_of(s, at_plane(cell), row, col);
            if (reads.insert({s.id, c.plane, c.row, c.chunk}).second)
              out << vector_read(s, c.plane, c.row, c.chunk, pad + "  ");
          }
        }
      }
    }
    for (row_ = 0; row_ < v_.ry; ++row_) {
      for (col_ = 0; col_ < v_.rx; ++col_) {
        for (size_t n : taken) {
          const Stream& s = *sums.sums[n].stream;
          out << pad << "  " << sum_name(n, dz) << " = ";
          bool plus = false;
          for (const auto& cell : sums.sums[n].cells) {
            out << (plus ? " + " : "")
                << (plan_.vector_width(s) > 1 ? vector_cell(s, at_plane(cell)) : shared_cell(s, at_plane(cell)));
            plus = true;
          }
          out << ";\n";
        }
      }
    }
    row_ = col_ = 0;
    out << pad << "}\n";
  }
  return out.str();
}

}  // namespace cuda

}  // namespace st
