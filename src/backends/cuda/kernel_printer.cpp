// The kernel skeleton: the thread mapping, the walk along the stream with its queues and
// planes, and the hook that maps each read to a register, a shared cell or a load.

#include "backends/cuda/kernel_printer.h"

#include <algorithm>
#include <climits>
#include <functional>
#include <set>
#include <sstream>

#include "backends/c/c_backend.h"
#include "backends/c_names.h"
#include "frontend/diagnostics.h"
#include "transforms/expr_type.h"
#include "transforms/fresh_names.h"
#include "transforms/substitute.h"

namespace st::cuda {

using ast::Expr;

// The innermost body of a perfect nest.
const ast::StmtList& innermost_body(const ast::Do& loop) {
  const ast::Do* d = &loop;
  while (d->body.size() == 1) {
    const auto* inner = ast::as<ast::Do>(d->body.front());
    if (!inner) break;
    d = inner;
  }
  return d->body;
}

int KernelPrinter::reduction_code(ReductionOp op) {
  switch (op) {
    case ReductionOp::Sum:
    case ReductionOp::Difference: return 0;
    case ReductionOp::Product: return 1;
    case ReductionOp::Max: return 2;
    case ReductionOp::Min: return 3;
  }
  return 0;
}

namespace {

// `name`, a dummy of `sub`, made a local: out of the parameters, its declaration kept
// without an intent.
void make_local(ast::Subroutine& sub, const std::string& name) {
  sub.params.erase(
      std::remove_if(sub.params.begin(), sub.params.end(), [&](const ast::Param& p) { return p.name == name; }),
      sub.params.end());
  for (ast::Declaration& d : sub.decls) {
    auto e =
        std::find_if(d.entities.begin(), d.entities.end(), [&](const ast::EntityDecl& x) { return x.name == name; });
    if (e == d.entities.end()) continue;
    ast::Declaration local = d;
    local.intent = ast::Intent::None;
    local.entities = {*e};
    d.entities.erase(e);
    sub.decls.push_back(local);
    break;
  }
  sub.decls.erase(
      std::remove_if(sub.decls.begin(), sub.decls.end(), [](const ast::Declaration& d) { return d.entities.empty(); }),
      sub.decls.end());
}

}  // namespace

std::string KernelPrinter::print() {
  ast::Subroutine kernel = sub_;
  ast::Stmt root = nest_.root;
  CEmitOptions options;
  // A scalar the subroutine returns (a reduction's result) is the host entry's: the
  // kernel neither takes nor writes it. Each reduction is accumulated per thread in a
  // local and leaves the kernel as its block's partial.
  reductions_.clear();
  if (!nest_.reductions.empty()) {
    const ReductionInfo& r = nest_.reductions.front();
    if (v_.rx > 1 || v_.plane_sums) {
      throw UserError(r.loc,
                      "a nest with a reduction takes RX=1 and PSUM=0 on the CUDA target (its sums are "
                      "accumulated one point at a time)");
    }
    if (launched_threads() % 32 != 0) {
      throw UserError(r.loc,
                      "a nest with a reduction needs a block of a multiple of 32 threads on the CUDA target (its "
                      "block combines whole warps), not " +
                          std::to_string(launched_threads()));
    }
  }
  NameSet taken = names_used(sub_.body);
  for (const auto& [n, sym] : symbols_.all()) taken.insert(n);
  taken.insert(sub_.name);
  for (const ReductionInfo& r : nest_.reductions) {
    Reduction red;
    red.info = &r;
    ast::ScalarType acc = accumulator_type(r);
    red.type = c_type(acc);
    red.acc = fresh_name(r.var + "_acc", taken);
    red.partials = fresh_name("st_partials", taken);
    root = rename_scalar(root, r.var, red.acc);
    ast::Declaration local;
    local.type = acc;
    local.loc = sub_.loc;
    local.entities.push_back(ast::EntityDecl{red.acc, sub_.loc, {}, nullptr});
    kernel.decls.push_back(local);
    options.extra_parameters.push_back(red.type + " *__restrict__ " + red.partials);
    reductions_.push_back(red);
  }
  for (const CParameter& p : c_parameters(sub_, symbols_)) {
    if (p.is_array || p.by_value) continue;
    NameSet used = names_used(ast::StmtList{root});
    if (used.count(p.name)) {
      throw UserError(nest_.loc, "the CUDA target cannot run a nest that reads '" + p.name + "', " +
                                     (p.written ? "a scalar argument the subroutine writes (a reduction's result)"
                                                : "an intent(out) or intent(inout) scalar argument; declare it "
                                                  "intent(in)"));
    }
    make_local(kernel, p.name);
  }
  kernel.body = {root};
  SymbolTable kernel_symbols = build_symbols(kernel);
  CPrintHooks hooks;
  hooks.loop = [this](const ast::Do& loop, int depth, CPrintContext& ctx) {
    if (reductions_.empty()) return std::optional(loop_text(loop, depth, ctx));
    std::string p = pad_of(depth);
    std::string text = p + "{\n";
    for (const Reduction& r : reductions_) {
      text += p + "  " + ctx.name(r.acc) + " = st_identity<" + r.type + ", " +
              std::to_string(reduction_code(r.info->op)) + ">();\n";
    }
    text += loop_text(loop, depth + 1, ctx);
    text += reduction_text(ctx, p + "  ");
    return std::optional(text + p + "}\n");
  };
  hooks.array_read = [this](const ast::ArrayRef& ref, CPrintContext& ctx) { return read_text(ref, ctx); };
  options.function_name = name_;
  options.fortran_entry = false;
  options.bare = true;
  // LB > 1 asks for that many resident blocks per multiprocessor: ptxas keeps the
  // registers per thread within 65536 / (LB x threads).
  options.function_prefix =
      "__global__ " + (v_.launch_bounds
                           ? "__launch_bounds__(" + std::to_string(v_.threads()) +
                                 (v_.launch_bounds > 1 ? ", " + std::to_string(v_.launch_bounds) : std::string()) + ") "
                           : std::string());
  options.hooks = &hooks;
  return emit_c(kernel, kernel_symbols, options);
}

// Each reduction's per-thread values combined by the block's fixed tree; thread 0 writes
// the block's partial at the block's rank in the grid.
std::string KernelPrinter::reduction_text(CPrintContext& ctx, const std::string& pad) const {
  std::ostringstream out;
  for (const Reduction& r : reductions_) {
    std::string v = ctx.fresh("st_block_value");
    out << pad << "{\n"
        << pad << "  const " << r.type << " " << v << " = st_block_combine<" << r.type << ", "
        << reduction_code(r.info->op) << ", " << launched_threads() << ">(" << ctx.name(r.acc) << ");\n"
        << pad << "  if (threadIdx.x == 0 && threadIdx.y == 0) " << r.partials
        << "[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = " << v << ";\n"
        << pad << "}\n";
  }
  return out.str();
}

const LoopInfo& KernelPrinter::loop_of(int g) const {
  for (const LoopInfo& l : nest_.loops) {
    if (l.grid_dim == g) return l;
  }
  throw InternalError("no loop over grid dimension " + std::to_string(g));
}

std::string KernelPrinter::load(const Stream& s, const std::string& element) const {
  (void)s;
  return v_.read_only ? "__ldg(&" + element + ")" : element;
}

std::string KernelPrinter::slot(const Stream& s, long long dz) const {
  if (s.ring) return "((" + iteration_ + " + " + std::to_string(dz - s.smin) + ") % " + std::to_string(s.slots) + ")";
  if (s.planes() == 1) return "0";
  return "((" + iteration_ + " + " + std::to_string(dz - s.smin) + ") % " + std::to_string(s.planes()) + ")";
}

std::optional<std::string> KernelPrinter::read_text(const ast::ArrayRef& ref, CPrintContext& ctx) {
  const ArrayInfo* array = nest_.array(ref.name);
  if (array && array->role != ArrayRole::Read && array->role != ArrayRole::Coefficient) return std::nullopt;
  std::optional<ClassifiedRead> r = plan_.classify(ref);
  if (!r) return v_.read_only ? std::optional("__ldg(&" + ctx.element(ref) + ")") : std::nullopt;
  if (auto h = hoisted_.find(r->key); h != hoisted_.end()) return h->second;
  const Stream& s = plan_.streams().at(r->key);
  int sd = plan_.stream_dim();
  if (sd >= 0) {
    long long dz = r->offsets[static_cast<size_t>(sd)];
    if (in_queue(s, r->offsets)) return queue_name(s, dz);
    if (from_shared(s, r->offsets))
      return plan_.vector_width(s) > 1 ? vector_cell(s, r->offsets) : shared_cell(s, r->offsets);
  }
  return v_.read_only ? std::optional(load(s, ctx.element(ref))) : std::nullopt;
}

// The shared cell of `s` at grid offsets `offsets` from the point being printed.
std::string KernelPrinter::shared_cell(const Stream& s, const std::vector<long long>& offsets) const {
  std::string cell = s.sname() + "[" + slot(s, offsets[static_cast<size_t>(plan_.stream_dim())]) + "]";
  if (plan_.plane_dims() == 2) cell += "[" + tile_row(s.minus[1] + offsets[1]) + "]";
  return cell + "[" + tile_col(s.minus[0] + offsets[0]) + "]";
}

// Whether a read of `s` at grid offsets `offsets` is in the centre column of the plane.
bool KernelPrinter::centre_of(const std::vector<long long>& offsets) const {
  for (int d = 0; d < plan_.plane_dims(); ++d) {
    if (offsets[static_cast<size_t>(d)] != 0) return false;
  }
  return true;
}

// Whether a read of `s` at grid offsets `offsets` comes from the register queue.
bool KernelPrinter::in_queue(const Stream& s, const std::vector<long long>& offsets) const {
  int sd = plan_.stream_dim();
  if (sd < 0 || !s.queue || !centre_of(offsets)) return false;
  long long dz = offsets[static_cast<size_t>(sd)];
  return dz >= s.qmin && dz <= s.qmax;
}

// Whether a read of `s` at grid offsets `offsets` comes from shared memory (else from
// the queue or global memory).
bool KernelPrinter::from_shared(const Stream& s, const std::vector<long long>& offsets) const {
  int sd = plan_.stream_dim();
  if (sd < 0 || !s.smem || in_queue(s, offsets)) return false;
  long long dz = offsets[static_cast<size_t>(sd)];
  return (!centre_of(offsets) || s.ring) && dz >= s.smin && dz <= s.smax;
}

std::string KernelPrinter::loop_text(const ast::Do& loop, int depth, CPrintContext& ctx) {
  std::ostringstream out;
  std::string p = pad_of(depth);
  int dims = plan_.dims();
  int sd = plan_.stream_dim();
  int pd = plan_.plane_dims();
  var_.clear();
  for (int g = 0; g < dims; ++g) var_.push_back(ctx.name(nest_.grid_vars[static_cast<size_t>(g)]));
  std::vector<std::string> lo, hi;
  out << p << "{\n";
  std::string q = p + "  ";
  for (int g = 0; g < dims; ++g) {
    const LoopInfo& l = loop_of(g);
    lo.push_back(ctx.fresh("st_lo" + std::to_string(g)));
    hi.push_back(ctx.fresh("st_hi" + std::to_string(g)));
    out << q << "const int " << lo.back() << " = (int)(" << ctx.expr(l.lower) << ");\n";
    out << q << "const int " << hi.back() << " = (int)(" << ctx.expr(l.upper) << ");\n";
  }
  hoisted_.clear();
  for (const auto& [key, s] : plan_.streams()) {
    bool moves = false;
    for (int g : s.array->grid_dims) moves = moves || g >= 0;
    if (moves) continue;
    std::string name = ctx.fresh("st_c");
    ast::Expr e = plan_.element(key, var_, std::vector<long long>(static_cast<size_t>(dims), 0));
    out << q << "const " << s.c_type << " " << name << " = " << load(s, ctx.element(*ast::as<ast::ArrayRef>(e)))
        << ";\n";
    hoisted_[key] = name;
  }
  tid_[0] = ctx.fresh("st_tx");
  tid_[1] = ctx.fresh("st_ty");
  out << q << "const int " << tid_[0] << " = (int)threadIdx.x;\n";
  if (pd == 2) out << q << "const int " << tid_[1] << " = (int)threadIdx.y;\n";
  // The tile's first point in each plane dimension, and this thread's point.
  std::vector<std::string> origin;
  const char* block_index[] = {"blockIdx.x", "blockIdx.y", "blockIdx.z"};
  int tile[] = {v_.tile_x(), v_.tile_y()};
  bool blocked = pd == 2 && v_.ry > 1;
  internal_assert(pd == 2 || v_.ry == 1) << "RY > 1 needs a 3-D nest";
  ys_.clear();
  ins_.clear();
  xs_.clear();
  row_ = col_ = 0;
  hi0_ = hi[0];
  for (int d = 0; d < pd; ++d) {
    origin.push_back(ctx.fresh("st_o" + std::to_string(d)));
    out << q << "const int " << origin.back() << " = " << lo[static_cast<size_t>(d)] << " + (int)" << block_index[d]
        << " * " << tile[d] << ";\n";
    if (d == 1 && blocked) {
      // This thread's RY consecutive rows.
      for (int r = 0; r < v_.ry; ++r) {
        ys_.push_back(ctx.fresh("st_y" + std::to_string(r)));
        out << q << "const int " << ys_.back() << " = " << origin.back() << " + " << tid_[1] << " * " << v_.ry << " + "
            << r << ";\n";
      }
    } else if (d == 0 && v_.rx > 1) {
      // This thread's RX adjacent points.
      for (int a = 0; a < v_.rx; ++a) {
        xs_.push_back(ctx.fresh("st_x" + std::to_string(a)));
        out << q << "const int " << xs_.back() << " = " << origin.back() << " + " << tid_[0] << " * " << v_.rx << " + "
            << a << ";\n";
      }
      out << q << var_[0] << " = " << xs_.front() << ";\n";
    } else {
      out << q << var_[static_cast<size_t>(d)] << " = " << origin.back() << " + " << tid_[d] << ";\n";
    }
  }
  if (blocked) {
    for (int r = 0; r < v_.ry; ++r) {
      ins_.push_back(ctx.fresh("st_in" + std::to_string(r)));
      out << q << "const bool " << ins_.back() << " = " << var_[0] << " <= " << hi[0] << " && "
          << ys_[static_cast<size_t>(r)] << " <= " << hi[1] << ";\n";
    }
  } else {
    ins_.push_back(ctx.fresh("st_in"));
    out << q << "const bool " << ins_.back() << " = ";
    for (int d = 0; d < pd; ++d)
      out << (d ? " && " : "") << var_[static_cast<size_t>(d)] << " <= " << hi[static_cast<size_t>(d)];
    out << ";\n";
  }
  const std::string& inside = ins_.front();
  const ast::StmtList& body = innermost_body(loop);
  // The reshaping steps, before anything of the points is printed: the accumulated form
  // (RX > 1, or PSUM; register_sums.cpp), and with PSUM from the ring the plane sums
  // (plane_sums.cpp); one point per thread without plane sums prints the body as it is.
  std::optional<AccumulatedForm> accumulated;
  if (v_.rx > 1 || v_.plane_sums)
    accumulated = accumulated_form(body, symbols_, [this](const ast::ArrayRef& ref) { return read_kind(ref); });
  std::optional<PlaneSums> sums;
  if (accumulated && v_.plane_sums && v_.shared_memory == 2)
    sums = plane_sums_of(*accumulated, plan_, [&](const LinearTerm& t) { return term_product(t, "", ctx); });
  if (v_.rx == 1 && !sums) accumulated.reset();
  if (sd < 0) {
    out << q << "if (" << inside << ") {\n" << ctx.stmts(body, depth + 2) << q << "}\n" << p << "}\n";
    return out.str();
  }
  std::string kb = ctx.fresh("st_kb"), ke = ctx.fresh("st_ke");
  out << q << "const int " << kb << " = " << lo[static_cast<size_t>(sd)] << " + (int)" << block_index[pd] << " * "
      << v_.zb << ";\n";
  out << q << "const int " << ke << " = min(" << kb << " + " << (v_.zb - 1) << ", " << hi[static_cast<size_t>(sd)]
      << ");\n";
  const std::string& kv = var_[static_cast<size_t>(sd)];
  bool any_smem = false, any_static = false, any_ring = false;
  std::vector<std::string> coords = var_;
  for (auto& [key, s] : plan_.streams()) {
    if (s.queue) {
      for (row_ = 0; row_ < v_.ry; ++row_) {
        for (col_ = 0; col_ < v_.rx; ++col_) {
          out << q << s.c_type << " ";
          for (long long dz = s.qmin; dz <= s.qmax; ++dz)
            out << (dz == s.qmin ? "" : ", ") << queue_name(s, dz) << " = 0";
          if (!s.ring) out << ", " << next_name(s) << " = 0";
          out << ";\n";
        }
      }
      row_ = col_ = 0;
    }
    if (s.smem && !s.ring) {
      out << q << s.c_type << " ";
      for (long long n = 0; n < cells(s); ++n) out << (n ? ", " : "") << prefetch_name(s, n) << " = 0";
      out << ";\n";
      any_smem = any_static = true;
      out << q << "__shared__ " << s.c_type << " " << s.sname() << "[" << s.planes() << "]";
      if (pd == 2) out << "[" << (v_.tile_y() + s.minus[1] + s.plus[1]) << "]";
      out << "[" << width(s) << "];\n";
    }
    if (s.ring) {
      if (!any_ring) {
        out << q << "extern __shared__ __align__(16) unsigned char st_smem[];\n";
        tid_flat_ = ctx.fresh("st_tid");
        out << q << "const int " << tid_flat_ << " = " << tid_[0];
        if (pd == 2) out << " + " << tid_[1] << " * " << v_.tx;
        out << ";\n";
      }
      any_smem = any_ring = true;
      std::string shape = pd == 2 ? "[" + std::to_string(height(s)) + "][" + std::to_string(plan_.pitch(s)) + "]"
                                  : "[" + std::to_string(plan_.pitch(s)) + "]";
      out << q << s.c_type << " (*" << s.sname() << ")" << shape << " = reinterpret_cast<" << s.c_type << " (*)"
          << shape << ">(st_smem + " << plan_.ring_offset(s) << ");\n";
    }
  }
  if (sums) out << declare_sums(*sums, q);
  iteration_ = ctx.fresh("st_it");
  // Priming: the queue's older entries (shifted in at the first iteration) and the
  // shared planes before the newest.
  bool any_queue = false;
  for (auto& [key, s] : plan_.streams()) any_queue = any_queue || s.queue;
  out << prime_queues(kb, blocked, q, ctx);
  coords = var_;
  coords[static_cast<size_t>(sd)] = kv;
  if (any_smem) out << q << "int " << iteration_ << " = 0;\n";
  out << first_planes(kb, ke, lo, hi, origin, any_ring, any_static, depth, ctx);
  if (v_.unroll > 1) out << q << "#pragma unroll " << v_.unroll << "\n";
  out << q << "for (" << kv << " = " << kb << "; " << kv << " <= " << ke << "; ++" << kv << ") {\n";
  std::string r = q + "  ";
  for (int point = 0; any_queue && point < v_.ry * v_.rx; ++point) {
    row_ = point / v_.rx;
    col_ = point % v_.rx;
    for (auto& [key, s] : plan_.streams()) {
      if (!s.queue) continue;
      for (long long dz = s.qmin; dz < s.qmax; ++dz)
        out << r << queue_name(s, dz) << " = " << queue_name(s, dz + 1) << ";\n";
    }
    for (auto& [key, s] : plan_.streams()) {
      if (s.queue && !s.ring) out << r << queue_name(s, s.qmax) << " = " << next_name(s) << ";\n";
    }
  }
  row_ = col_ = 0;
  if (sums) out << shift_sums(*sums, r);
  if (any_ring) {
    // The plane PIPE steps ahead goes out; then wait for the one this step needs.
    for (auto& [key, s] : plan_.streams()) {
      if (!s.ring) continue;
      out << issue_plane(s, kv, s.rhi + v_.pipe, slot(s, s.rhi + v_.pipe),
                         kv + " + " + std::to_string(v_.pipe) + " <= " + ke, lo, hi, origin, ctx, depth + 2);
    }
    out << r << "__pipeline_commit();\n"
        << r << "__pipeline_wait_prior(" << v_.pipe << ");\n"
        << r << "__syncthreads();\n";
    for (int point = 0; point < v_.ry * v_.rx; ++point) {
      row_ = point / v_.rx;
      col_ = point % v_.rx;
      for (auto& [key, s] : plan_.streams()) {
        if (!s.ring || !s.queue) continue;
        out << r << queue_name(s, s.qmax) << " = " << s.sname() << "[" << slot(s, s.qmax) << "]";
        if (pd == 2) out << "[" << tile_row(s.minus[1]) << "]";
        out << "[" << tile_col(s.minus[0]) << "];\n";
      }
    }
    row_ = col_ = 0;
    // The plane sums: at the block's first step those of the older planes, then each
    // sum at its newest plane.
    if (sums) {
      out << r << "if (" << iteration_ << " == 0) {\n" << take_sums(*sums, true, r + "  ") << r << "}\n";
      out << take_sums(*sums, false, r);
    }
  }
  if (any_static) {
    out << r << "__syncthreads();\n";
    for (auto& [key, s] : plan_.streams()) {
      if (!s.smem || s.ring) continue;
      std::string newest = s.planes() == 1 ? "0"
                                           : "((" + iteration_ + " + " + std::to_string(s.smax - s.smin) + ") % " +
                                                 std::to_string(s.planes()) + ")";
      out << store_prefetched(s, newest, depth + 2);
    }
    out << r << "__syncthreads();\n";
  }
  // The next plane's loads go out before this plane's arithmetic, so that their
  // latency hides behind it.
  std::string more = kv + " < " + ke;
  bool any_loaded_queue = false;
  for (auto& [key, s] : plan_.streams()) {
    if (s.smem && !s.ring) out << prefetch_plane(s, kv, s.smax + 1, more, lo, hi, origin, ctx, depth + 2);
    any_loaded_queue = any_loaded_queue || (s.queue && !s.ring);
  }
  for (int point = 0; any_loaded_queue && point < v_.ry * v_.rx; ++point) {
    row_ = point / v_.rx;
    col_ = point % v_.rx;
    if (blocked) coords[1] = ys_[static_cast<size_t>(row_)];
    if (v_.rx > 1) coords[0] = xs_[static_cast<size_t>(col_)];
    out << r << "if (" << point_inside() << " && " << more << ") {\n";
    for (auto& [key, s] : plan_.streams()) {
      if (!s.queue || s.ring) continue;
      std::vector<long long> off(static_cast<size_t>(plan_.dims()), 0);
      off[static_cast<size_t>(sd)] = s.qmax + 1;
      ast::Expr e = plan_.element(key, coords, off);
      out << r << "  " << next_name(s) << " = " << load(s, ctx.element(*ast::as<ast::ArrayRef>(e))) << ";\n";
    }
    out << r << "}\n";
  }
  row_ = col_ = 0;
  // The points: one copy of the body per row, each on its own queue registers. A row
  // is inside the nest only if the rows before it are (same x, smaller y), so the
  // guards nest: each row's block is dominated by the last one's, and the compiler
  // reuses the shared-memory and L1 loads the rows have in common. With RX > 1 the
  // row's block holds its columns, each after the first under its own guard, and
  // begins with the vector reads of the ring cells the row is the first to need.
  std::string rp = r;
  if (accumulated) out << accumulated_points(*accumulated, sums ? &*sums : nullptr, r, ctx);
  for (row_ = 0; !accumulated && row_ < v_.ry; ++row_) {
    if (blocked) out << rp << var_[1] << " = " << ys_[static_cast<size_t>(row_)] << ";\n";
    out << rp << "if (" << ins_[static_cast<size_t>(row_)] << ") {\n";
    if (v_.rx == 1) {
      out << ctx.stmts(body, depth + 3 + row_);
    } else {
      std::string cp = rp + "  ";
      out << vector_reads(row_, cp);
      for (col_ = 0; col_ < v_.rx; ++col_) {
        out << cp << var_[0] << " = " << xs_[static_cast<size_t>(col_)] << ";\n";
        if (col_ == 0) {
          out << ctx.stmts(body, depth + 3 + row_);
        } else {
          out << cp << "if (" << xs_[static_cast<size_t>(col_)] << " <= " << hi0_ << ") {\n"
              << ctx.stmts(body, depth + 4 + row_) << cp << "}\n";
        }
      }
      col_ = 0;
    }
    rp += "  ";
  }
  for (row_ = accumulated ? 0 : v_.ry; row_-- > 0;) {
    rp.resize(rp.size() - 2);
    out << rp << "}\n";
  }
  row_ = 0;
  if (any_smem) out << r << "++" << iteration_ << ";\n";
  out << q << "}\n";
  // No copy may land in shared memory after the block has left the multiprocessor.
  if (any_ring) out << q << "__pipeline_wait_prior(0);\n";
  out << p << "}\n";
  return out.str();
}

// "_r1_c0": the row and column of the point being printed, where there are several.
std::string KernelPrinter::point_suffix() const {
  return (v_.ry == 1 ? std::string() : "_r" + std::to_string(row_)) +
         (v_.rx == 1 ? std::string() : "_c" + std::to_string(col_));
}

// Whether the point being printed is inside the nest.
std::string KernelPrinter::point_inside() const {
  const std::string& row = ins_[static_cast<size_t>(row_)];
  if (col_ == 0) return row;
  return "(" + row + " && " + xs_[static_cast<size_t>(col_)] + " <= " + hi0_ + ")";
}

// The queues' older entries, loaded before the first plane step (they shift in at the
// first step), for every point of the thread.
std::string KernelPrinter::prime_queues(const std::string& kb, bool blocked, const std::string& q, CPrintContext& ctx) {
  std::ostringstream out;
  int sd = plan_.stream_dim();
  std::vector<std::string> coords = var_;
  bool any_queue = false;
  for (auto& [key, s] : plan_.streams()) any_queue = any_queue || s.queue;
  // The entries a queue is primed with, for the point being printed: (register, plane
  // offset from the block's first plane).
  auto primed = [&](const Stream& s) {
    std::vector<std::pair<std::string, long long>> entries;
    for (long long dz = s.qmin + 1; dz <= s.qmax; ++dz) entries.emplace_back(queue_name(s, dz), dz - 1);
    if (!s.ring) entries.emplace_back(next_name(s), s.qmax);  // else the newest comes from the ring
    return entries;
  };
  auto queue_element = [&](const StreamKey& key, long long dz) {
    std::vector<long long> off(static_cast<size_t>(plan_.dims()), 0);
    off[static_cast<size_t>(sd)] = dz;
    coords[static_cast<size_t>(sd)] = kb;
    return ctx.element(*ast::as<ast::ArrayRef>(plan_.element(key, coords, off)));
  };
  // A point's scalar loads of the queues of `streams`, under the point's guard.
  auto prime_points = [&](const std::vector<const Stream*>& streams, const std::string& pad) {
    for (col_ = 0; !streams.empty() && col_ < v_.rx; ++col_) {
      if (v_.rx > 1) coords[0] = xs_[static_cast<size_t>(col_)];
      out << pad << "if (" << point_inside() << ") {\n";
      for (const Stream* s : streams) {
        for (const auto& [name, dz] : primed(*s))
          out << pad << "  " << name << " = " << load(*s, queue_element(s->key, dz)) << ";\n";
      }
      out << pad << "}\n";
    }
    col_ = 0;
  };
  for (row_ = 0; any_queue && row_ < v_.ry; ++row_) {
    if (blocked) coords[1] = ys_[static_cast<size_t>(row_)];
    // With RX > 1 the row's points are adjacent elements of each queued grid: where all
    // are inside and the first is aligned, each entry comes in vector loads (a warp's
    // scalar loads of every RX-th element would each fetch RX times the sectors), else
    // one point at a time; the other grids one point at a time.
    std::vector<const Stream*> scalar;
    for (auto& [key, s] : plan_.streams()) {
      // (A queue of one entry, the centre alone, is primed by nothing: the ring fills it.)
      if (!s.queue || (primed(s).empty() && v_.rx > 1)) continue;
      std::vector<int> widths = vector_widths(s.array);
      if (widths.empty()) {
        scalar.push_back(&s);
        continue;
      }
      coords[0] = xs_.front();
      // Each point's entries: the registers differ by column, the planes do not.
      std::vector<std::vector<std::pair<std::string, long long>>> by_column;
      for (col_ = 0; col_ < v_.rx; ++col_) by_column.push_back(primed(s));
      col_ = 0;
      const std::vector<std::pair<std::string, long long>>& entries = by_column.front();
      std::string addresses;
      for (const auto& [name, dz] : entries)
        addresses += (addresses.empty() ? "(uintptr_t)&" : " | (uintptr_t)&") + queue_element(key, dz);
      for (size_t w = 0; w < widths.size(); ++w) {
        int vw = widths[w];
        std::string type = s.c_type + std::to_string(vw);
        out << q << (w ? "} else if (" : "if (") << ins_[static_cast<size_t>(row_)] << " && " << xs_.back()
            << " <= " << hi0_ << " && ((" << addresses << ") & " << (vw * s.array->type.kind - 1) << ") == 0) {\n";
        for (size_t n = 0; n < entries.size(); ++n) {
          std::string at = "reinterpret_cast<const " + type + " *>(&" + queue_element(key, entries[n].second) + ")";
          for (int c = 0; c < v_.rx; c += vw) {
            std::string v = ctx.fresh("st_pv");
            std::string chunk = c ? "(" + at + " + " + std::to_string(c / vw) + ")" : at;
            out << q << "  const " << type << " " << v << " = " << (v_.read_only ? "__ldg(" + chunk + ")" : "*" + chunk)
                << ";\n";
            for (int e = 0; e < vw; ++e)
              out << q << "  " << by_column[static_cast<size_t>(c) + static_cast<size_t>(e)][n].first << " = " << v
                  << "."
                  << "xyzw"[e] << ";\n";
          }
        }
      }
      out << q << "} else {\n";
      prime_points({&s}, q + "  ");
      out << q << "}\n";
    }
    prime_points(scalar, q);
  }
  row_ = col_ = 0;
  return out.str();
}

}  // namespace st::cuda
