// The kernel printer: one nest's kernel, printed through the C printer, whose hooks
// replace the loops by the thread mapping (the block's tile, RY rows and RX columns per
// thread, the walk along the stream) and the reads by queue registers, shared memory or
// read-only loads. Its members are defined by job: the thread mapping and the reads in
// kernel_printer.cpp, the accumulated register sums (RX > 1) in register_sums.cpp, the
// plane sums (PSUM) in plane_sums.cpp, the ring and shared-plane fills in ring_loads.cpp.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"
#include "backends/c/c_backend.h"
#include "backends/cuda/cuda_variant.h"
#include "backends/cuda/nest_plan.h"
#include "backends/cuda/plane_sums.h"
#include "backends/cuda/register_sums.h"
#include "backends/cuda/ring_loads.h"

namespace st::cuda {

// Two spaces per level of `depth`.
inline std::string pad_of(int depth) { return std::string(static_cast<size_t>(2 * depth), ' '); }

// The innermost body of a perfect nest.
const ast::StmtList& innermost_body(const ast::Do& loop);

// Prints one nest's kernel through the C printer, whose hooks replace the loops by the
// thread mapping and the reads by queue registers, shared memory or read-only loads.
class KernelPrinter {
 public:
  KernelPrinter(const ast::Subroutine& sub, const SymbolTable& symbols, const NestInfo& nest, const CudaVariant& v,
                std::string name)
      : sub_(sub), symbols_(symbols), nest_(nest), v_(v), plan_(nest, symbols, v), name_(std::move(name)) {}

  std::string print();

  // A reduction's operator as the runtime's st_combine numbers it (0 adds, 1 multiplies,
  // 2 max, 3 min).
  static int reduction_code(ReductionOp op);

  const NestPlan& plan() const { return plan_; }

 private:
  const ast::Subroutine& sub_;
  const SymbolTable& symbols_;
  const NestInfo& nest_;
  CudaVariant v_;
  NestPlan plan_;
  std::string name_;
  // The nest's reductions: each thread's accumulator (a local of the kernel) and the
  // kernel's extra parameter that receives each block's partial.
  struct Reduction {
    const ReductionInfo* info = nullptr;
    std::string acc, partials;
    std::string type;  // the accumulator's C type
  };
  std::vector<Reduction> reductions_;
  std::string reduction_text(CPrintContext& ctx, const std::string& pad) const;
  // The threads of a block as launched: TY only where the plane has two dimensions
  // (host_entries.cpp launches TX x 1 for 1-D and 2-D nests).
  int launched_threads() const { return v_.tx * (nest_.dims == 3 ? v_.ty : 1); }
  // Names chosen while printing the loop, used by the read hook.
  std::vector<std::string> var_;  // C name of each grid dimension's loop variable
  std::string iteration_;         // iterations since the block's first plane
  std::string tid_[2];            // threadIdx.x / .y as ints
  std::string tid_flat_;          // the thread's rank in its block (SMEM=2)
  // With RY > 1 (3-D), the second-dimension coordinate of each of the thread's rows and
  // whether that row's point is inside the nest; row_ is the row being printed.
  std::vector<std::string> ys_, ins_;
  int row_ = 0;
  // With RX > 1, the first-dimension coordinate of each of the thread's columns; col_ is
  // the column being printed; hi0_ the nest's last point along the first dimension.
  std::vector<std::string> xs_;
  int col_ = 0;
  std::string hi0_;
  // Per ring (by stream id): the block's flag that its rows start 16-byte aligned.
  std::map<int, std::string> aligned_;
  // Per single-precision ring: the block's flag that its rows start 8-byte aligned.
  std::map<int, std::string> aligned8_;
  // Per ring: the block's flag that its rows are aligned and wholly inside the reach.
  std::map<int, std::string> full_;
  // Reads that no loop moves (a coefficient c(2)), loaded once into a register before
  // the loops: a __syncthreads() in the loop would otherwise make the compiler reload
  // them at every point.
  std::map<StreamKey, std::string> hoisted_;

  // ---- The thread mapping and the reads (kernel_printer.cpp) ----
  const LoopInfo& loop_of(int g) const;
  std::string load(const Stream& s, const std::string& element) const;
  std::string slot(const Stream& s, long long dz) const;
  std::optional<std::string> read_text(const ast::ArrayRef& ref, CPrintContext& ctx);
  std::string shared_cell(const Stream& s, const std::vector<long long>& offsets) const;
  bool centre_of(const std::vector<long long>& offsets) const;
  bool in_queue(const Stream& s, const std::vector<long long>& offsets) const;
  bool from_shared(const Stream& s, const std::vector<long long>& offsets) const;
  std::string loop_text(const ast::Do& loop, int depth, CPrintContext& ctx);
  std::string prime_queues(const std::string& kb, bool blocked, const std::string& q, CPrintContext& ctx);

  // The queue register of the row being printed (RY > 1 gives each row its own queue).
  std::string queue_name(const Stream& s, long long dz) const { return s.qname(dz) + point_suffix(); }
  std::string next_name(const Stream& s) const { return "st_n" + std::to_string(s.id) + point_suffix(); }
  std::string point_suffix() const;
  std::string point_inside() const;

  // ---- The accumulated register sums, RX > 1 (register_sums.cpp) ----
  ReadKind read_kind(const ast::ArrayRef& ref) const;
  static std::string factor_text(const ast::Expr& e, CPrintContext& ctx);
  std::string term_product(const LinearTerm& t, const std::string& value, CPrintContext& ctx) const;
  std::string accumulator(int row, int col) const;
  std::vector<int> vector_widths(const ArrayInfo* array) const;
  bool odd_first_point(const ast::ArrayRef& ref) const;
  std::string accumulated_points(const AccumulatedForm& form, const PlaneSums* sums, const std::string& pad,
                                 CPrintContext& ctx);

  // ---- The plane sums, PSUM (plane_sums.cpp) ----
  std::string sum_name(size_t n, long long dz) const;
  std::string declare_sums(const PlaneSums& sums, const std::string& pad);
  std::string shift_sums(const PlaneSums& sums, const std::string& pad);
  std::string take_sums(const PlaneSums& sums, bool priming, const std::string& pad);

  // ---- The ring and the shared planes: their fills and vector reads (ring_loads.cpp) ----
  std::string first_planes(const std::string& kb, const std::string& ke, const std::vector<std::string>& lo,
                           const std::vector<std::string>& hi, const std::vector<std::string>& origin, bool any_ring,
                           bool any_static, int depth, CPrintContext& ctx);
  VectorCell vector_cell_of(const Stream& s, const std::vector<long long>& offsets, int row, int col) const;
  std::string vector_name(const Stream& s, const VectorCell& c) const;
  std::string vector_cell(const Stream& s, const std::vector<long long>& offsets) const;
  std::string vector_read(const Stream& s, long long plane, long long y, long long chunk, const std::string& pad) const;
  std::string vector_reads(int row, const std::string& pad);
  std::pair<std::string, std::string> plane_cell(const Stream& s, const std::string& gx, const std::string& gy,
                                                 const std::string& z, long long dz, const std::vector<std::string>& lo,
                                                 const std::vector<std::string>& hi, CPrintContext& ctx) const;
  std::string in_reach(const Stream& s, int d, const std::string& g, const std::vector<std::string>& lo,
                       const std::vector<std::string>& hi) const;
  std::string plane_element(const Stream& s, const std::string& gx, const std::string& gy, const std::string& z,
                            long long dz, CPrintContext& ctx) const;
  std::string issue_plane(const Stream& s, const std::string& z, long long dz, const std::string& slot,
                          const std::string& guard, const std::vector<std::string>& lo,
                          const std::vector<std::string>& hi, const std::vector<std::string>& origin,
                          CPrintContext& ctx, int depth);
  std::string tile_col(long long offset) const;
  std::string tile_row(long long offset) const;
  std::string prefetch_name(const Stream& s, long long n) const;
  long long width(const Stream& s) const { return v_.tile_x() + s.minus[0] + s.plus[0]; }
  long long height(const Stream& s) const { return plan_.plane_dims() == 2 ? v_.tile_y() + s.minus[1] + s.plus[1] : 1; }
  long long columns(const Stream& s) const { return (width(s) + v_.tx - 1) / v_.tx; }
  long long rows(const Stream& s) const { return plan_.plane_dims() == 2 ? (height(s) + v_.ty - 1) / v_.ty : 1; }
  // Cells of a shared plane each thread loads: the plane's cells dealt round robin.
  long long cells(const Stream& s) const { return columns(s) * rows(s); }
  std::pair<std::string, std::string> cell(const Stream& s, long long n) const;
  std::string prefetch_plane(const Stream& s, const std::string& z, long long dz, const std::string& guard,
                             const std::vector<std::string>& lo, const std::vector<std::string>& hi,
                             const std::vector<std::string>& origin, CPrintContext& ctx, int depth);
  std::string store_prefetched(const Stream& s, const std::string& slot, int depth);
  std::string fill_plane(const Stream& s, const std::string& z, long long dz, const std::string& slot,
                         const std::vector<std::string>& lo, const std::vector<std::string>& hi,
                         const std::vector<std::string>& origin, CPrintContext& ctx, int depth);
};

}  // namespace st::cuda
