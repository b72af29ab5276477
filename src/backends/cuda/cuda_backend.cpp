#include "backends/cuda/cuda_backend.h"

#include <algorithm>
#include <climits>
#include <functional>
#include <set>
#include <sstream>

#include "backends/c/c_backend.h"
#include "backends/c_names.h"
#include "embedded/c_helpers.h"
#include "embedded/cuda_device_fill.h"
#include "frontend/diagnostics.h"
#include "harness/check_harness.h"
#include "transforms/expr_type.h"

namespace st {

CudaVariant cuda_variant_of(const std::map<std::string, long long>& point) {
  CudaVariant v;
  auto get = [&](const char* name, long long fallback) {
    auto it = point.find(name);
    return it == point.end() ? fallback : it->second;
  };
  v.tx = static_cast<int>(get("TX", v.tx));
  v.ty = static_cast<int>(get("TY", v.ty));
  v.ry = static_cast<int>(get("RY", v.ry));
  v.rx = static_cast<int>(get("RX", v.rx));
  v.zb = static_cast<int>(get("ZB", v.zb));
  v.stream = get("STREAM", v.stream) != 0;
  v.shared_memory = static_cast<int>(get("SMEM", v.shared_memory));
  v.pipe = static_cast<int>(get("PIPE", v.pipe));
  v.read_only = get("RO", v.read_only) != 0;
  v.launch_bounds = static_cast<int>(get("LB", v.launch_bounds));
  v.unroll = static_cast<int>(get("UNROLL", v.unroll));
  v.plane_sums = get("PSUM", v.plane_sums) != 0;
  return v;
}

std::map<std::string, long long> point_of(const CudaVariant& v) {
  std::map<std::string, long long> p = {{"TX", v.tx},
                                        {"TY", v.ty},
                                        {"RY", v.ry},
                                        {"RX", v.rx},
                                        {"ZB", v.zb},
                                        {"STREAM", v.stream},
                                        {"SMEM", v.shared_memory},
                                        {"PIPE", v.pipe},
                                        {"RO", v.read_only},
                                        {"LB", v.launch_bounds},
                                        {"UNROLL", v.unroll}};
  if (v.plane_sums) p["PSUM"] = 1;  // only spaces where plane sums pay have the parameter
  return p;
}

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

namespace {

using ast::Expr;

// A grid as one nest reads it: an array with its constant extra indices.
struct StreamKey {
  std::string array;
  std::vector<std::pair<int, long long>> constants;
  bool operator<(const StreamKey& o) const { return std::tie(array, constants) < std::tie(o.array, o.constants); }
};

// How one grid is read in a streaming kernel.
struct Stream {
  StreamKey key;
  const ArrayInfo* array = nullptr;
  std::string c_type;
  bool varies_along_stream = false;
  bool varies_in_plane = true;  // indexed along every plane dimension
  // The register queue: the centre column's offsets along the stream dimension.
  bool queue = false;
  long long qmin = 0, qmax = 0;
  // Shared-memory planes for the in-plane neighbours.
  bool smem = false;
  long long smin = 0, smax = 0;
  long long minus[2] = {0, 0}, plus[2] = {0, 0};  // halo per plane dimension
  // SMEM=2: the planes smin..rhi pass through a ring of shared planes (rhi covers the
  // queue's newest entry, read from the ring); `slots` planes, PIPE of them in flight.
  bool ring = false;
  long long rhi = 0;
  long long slots = 0;
  int id = 0;
  std::string qname(long long dz) const {
    return "st_q" + std::to_string(id) + (dz < 0 ? "_m" : "_") + std::to_string(dz < 0 ? -dz : dz);
  }
  std::string sname() const { return "st_s" + std::to_string(id); }
  long long planes() const { return smax - smin + 1; }
};

// A read as grid offsets: the stream it belongs to and its offset along each grid
// dimension (0 where the array does not vary).
struct ClassifiedRead {
  StreamKey key;
  std::vector<long long> offsets;
};

class NestPlan {
 public:
  NestPlan(const NestInfo& nest, const SymbolTable& symbols, const CudaVariant& v) : nest_(nest), symbols_(symbols), v_(v) {
    dims_ = nest.dims;
    stream_dim_ = dims_ >= 2 ? dims_ - 1 : -1;
    plane_dims_ = dims_ >= 2 ? dims_ - 1 : 1;
    for (const Access& a : nest.accesses) {
      if (a.is_write) continue;
      StreamKey key{a.array, a.constant_indices};
      const ArrayInfo* role_of = nest.array(a.array);
      if (role_of && role_of->role != ArrayRole::Read && role_of->role != ArrayRole::Coefficient) continue;
      Stream& s = streams_[key];
      const ArrayInfo* info = nest.array(a.array);
      internal_assert(info != nullptr) << "access to '" << a.array << "' without its array";
      if (info->role != ArrayRole::Read && info->role != ArrayRole::Coefficient) continue;  // plain loads only
      if (!s.array) {
        s.key = key;
        s.array = info;
        s.c_type = c_type(s.array->type);
        s.id = static_cast<int>(streams_.size()) - 1;
        std::set<int> along(s.array->grid_dims.begin(), s.array->grid_dims.end());
        s.varies_along_stream = stream_dim_ >= 0 && along.count(stream_dim_);
        for (int d = 0; d < plane_dims_; ++d) s.varies_in_plane = s.varies_in_plane && along.count(d);
      }
    }
    const bool ring = v.shared_memory == 2;
    if ((!v.stream && !ring) || stream_dim_ < 0) return;
    for (auto& [key, s] : streams_) {
      if (!s.varies_along_stream) continue;
      bool first_centre = true, first_plane = true;
      for (const Access& a : nest.accesses) {
        if (a.is_write || a.array != key.array || a.constant_indices != key.constants) continue;
        long long dz = a.offsets[static_cast<size_t>(stream_dim_)];
        bool centre = true;
        for (int d = 0; d < plane_dims_; ++d) centre = centre && a.offsets[static_cast<size_t>(d)] == 0;
        if (centre && v.stream) {
          s.qmin = first_centre ? dz : std::min(s.qmin, dz);
          s.qmax = first_centre ? dz : std::max(s.qmax, dz);
          first_centre = false;
          s.queue = true;
        } else if (((v.shared_memory == 1 && !centre) || ring) && s.varies_in_plane) {
          s.smin = first_plane ? dz : std::min(s.smin, dz);
          s.smax = first_plane ? dz : std::max(s.smax, dz);
          first_plane = false;
          s.smem = true;
          for (int d = 0; d < plane_dims_; ++d) {
            long long o = a.offsets[static_cast<size_t>(d)];
            s.minus[d] = std::max(s.minus[d], -o);
            s.plus[d] = std::max(s.plus[d], o);
          }
        }
      }
      if (ring && s.smem) {
        s.ring = true;
        s.rhi = s.queue ? std::max(s.smax, s.qmax) : s.smax;
        s.slots = s.rhi - s.smin + 2 + v.pipe;
      }
    }
  }

  int dims() const { return dims_; }
  int stream_dim() const { return stream_dim_; }
  int plane_dims() const { return plane_dims_; }
  std::map<StreamKey, Stream>& streams() { return streams_; }
  const std::map<StreamKey, Stream>& streams() const { return streams_; }

  // Elements of `s` one vector read of the ring takes: with RX adjacent points per thread
  // (RX > 1), each thread's cells of a ring row are read RX (at most 16 bytes) at a time.
  int vector_width(const Stream& s) const {
    if (!s.ring || v_.rx == 1 || (s.c_type != "float" && s.c_type != "double")) return 1;
    return std::min(v_.rx, 16 / s.array->type.kind);
  }
  // Elements of `s` one 16-byte asynchronous copy into the ring moves (1: none).
  int chunk_width(const Stream& s) const { return s.ring ? 16 / s.array->type.kind : 1; }
  // Cells of one row of a shared plane of `s`: the tile and its halo, rounded up so that
  // every row of a ring starts 16-byte aligned (the 16-byte copies, the vector reads).
  long long pitch(const Stream& s) const {
    long long w = v_.tile_x() + s.minus[0] + s.plus[0];
    long long vw = std::max(vector_width(s), chunk_width(s));
    return (w + vw - 1) / vw * vw;
  }
  // Cells of one shared plane of `s`: the tile and its halo.
  long long plane_cells(const Stream& s) const {
    long long cells = pitch(s);
    if (plane_dims_ == 2) cells *= v_.tile_y() + s.minus[1] + s.plus[1];
    return cells;
  }
  // Where each ring starts in the kernel's dynamic shared memory (16-byte aligned), and
  // the bytes of all rings.
  long long ring_offset(const Stream& of) const {
    long long bytes = 0;
    for (const auto& [key, s] : streams_) {
      if (!s.ring) continue;
      if (&s == &of) return bytes;
      bytes += (s.slots * plane_cells(s) * s.array->type.kind + 15) / 16 * 16;
    }
    return bytes;
  }
  long long ring_bytes() const {
    long long bytes = 0;
    for (const auto& [key, s] : streams_) {
      if (s.ring) bytes += (s.slots * plane_cells(s) * s.array->type.kind + 15) / 16 * 16;
    }
    return bytes;
  }
  long long shared_bytes() const {
    long long bytes = ring_bytes();
    for (const auto& [key, s] : streams_) {
      if (s.smem && !s.ring) bytes += s.planes() * plane_cells(s) * s.array->type.kind;
    }
    return bytes;
  }

  // The grid offsets of a read, when its subscripts are the loop variables plus
  // constants (what the analysis proved of every access).
  std::optional<ClassifiedRead> classify(const ast::ArrayRef& ref) const {
    ClassifiedRead r;
    r.key.array = ref.name;
    r.offsets.assign(static_cast<size_t>(dims_), 0);
    for (size_t a = 0; a < ref.indices.size(); ++a) {
      auto form = to_affine(ref.indices[a], symbols_.integer_constants());
      if (!form) return std::nullopt;
      if (form->is_constant()) {
        r.key.constants.emplace_back(static_cast<int>(a), form->constant);
        continue;
      }
      if (form->terms.size() != 1 || form->terms.begin()->second != 1) return std::nullopt;
      auto g = std::find(nest_.grid_vars.begin(), nest_.grid_vars.end(), form->terms.begin()->first);
      if (g == nest_.grid_vars.end()) return std::nullopt;
      r.offsets[static_cast<size_t>(g - nest_.grid_vars.begin())] = form->constant;
    }
    if (!streams_.count(r.key)) return std::nullopt;
    return r;
  }

  // The element of `key` at grid coordinates coords[g] + offsets[g].
  ast::Expr element(const StreamKey& key, const std::vector<std::string>& coords, const std::vector<long long>& offsets) const {
    const Stream& s = streams_.at(key);
    const Symbol& sym = *symbols_.find(key.array);
    std::vector<Expr> indices;
    for (int a = 0; a < sym.rank(); ++a) {
      int g = s.array->grid_dims[static_cast<size_t>(a)];
      if (g < 0) {
        long long c = 0;
        for (const auto& [dim, value] : key.constants) {
          if (dim == a) c = value;
        }
        indices.push_back(ast::IntLit::make(c));
        continue;
      }
      Expr base = ast::VarRef::make(coords[static_cast<size_t>(g)]);
      long long o = offsets[static_cast<size_t>(g)];
      if (o > 0) base = ast::Binary::make(ast::BinaryOp::Add, base, ast::IntLit::make(o));
      if (o < 0) base = ast::Binary::make(ast::BinaryOp::Sub, base, ast::IntLit::make(-o));
      indices.push_back(base);
    }
    return ast::ArrayRef::make(key.array, indices);
  }

 private:
  const NestInfo& nest_;
  const SymbolTable& symbols_;
  CudaVariant v_;
  int dims_ = 0;
  int stream_dim_ = -1;
  int plane_dims_ = 1;
  std::map<StreamKey, Stream> streams_;
};

std::string pad_of(int depth) { return std::string(static_cast<size_t>(2 * depth), ' '); }

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

// Prints one nest's kernel through the C printer, whose hooks replace the loops by the
// thread mapping and the reads by queue registers, shared memory or read-only loads.
class KernelPrinter {
 public:
  KernelPrinter(const ast::Subroutine& sub, const SymbolTable& symbols, const NestInfo& nest, const CudaVariant& v,
                std::string name)
      : sub_(sub), symbols_(symbols), nest_(nest), v_(v), plan_(nest, symbols, v), name_(std::move(name)) {}

  std::string print() {
    ast::Subroutine kernel = sub_;
    kernel.body = {nest_.root};
    CPrintHooks hooks;
    hooks.loop = [this](const ast::Do& loop, int depth, CPrintContext& ctx) { return std::optional(loop_text(loop, depth, ctx)); };
    hooks.array_read = [this](const ast::ArrayRef& ref, CPrintContext& ctx) { return read_text(ref, ctx); };
    CEmitOptions options;
    options.function_name = name_;
    options.fortran_entry = false;
    options.bare = true;
    // LB > 1 asks for that many resident blocks per multiprocessor: ptxas keeps the
    // registers per thread within 65536 / (LB x threads).
    options.function_prefix = "__global__ " + (v_.launch_bounds ? "__launch_bounds__(" + std::to_string(v_.threads()) +
                                                                     (v_.launch_bounds > 1 ? ", " + std::to_string(v_.launch_bounds) : std::string()) + ") "
                                                               : std::string());
    options.hooks = &hooks;
    return emit_c(kernel, symbols_, options);
  }

  const NestPlan& plan() const { return plan_; }

 private:
  const ast::Subroutine& sub_;
  const SymbolTable& symbols_;
  const NestInfo& nest_;
  CudaVariant v_;
  NestPlan plan_;
  std::string name_;
  // Names chosen while printing the loop, used by the read hook.
  std::vector<std::string> var_;  // C name of each grid dimension's loop variable
  std::string iteration_;          // iterations since the block's first plane
  std::string tid_[2];             // threadIdx.x / .y as ints
  std::string tid_flat_;           // the thread's rank in its block (SMEM=2)
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

  const LoopInfo& loop_of(int g) const {
    for (const LoopInfo& l : nest_.loops) {
      if (l.grid_dim == g) return l;
    }
    throw InternalError("no loop over grid dimension " + std::to_string(g));
  }

  std::string load(const Stream& s, const std::string& element) const {
    (void)s;
    return v_.read_only ? "__ldg(&" + element + ")" : element;
  }

  std::string slot(const Stream& s, long long dz) const {
    if (s.ring) return "((" + iteration_ + " + " + std::to_string(dz - s.smin) + ") % " + std::to_string(s.slots) + ")";
    if (s.planes() == 1) return "0";
    return "((" + iteration_ + " + " + std::to_string(dz - s.smin) + ") % " + std::to_string(s.planes()) + ")";
  }

  std::optional<std::string> read_text(const ast::ArrayRef& ref, CPrintContext& ctx) {
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
  std::string shared_cell(const Stream& s, const std::vector<long long>& offsets) const {
    std::string cell = s.sname() + "[" + slot(s, offsets[static_cast<size_t>(plan_.stream_dim())]) + "]";
    if (plan_.plane_dims() == 2) cell += "[" + tile_row(s.minus[1] + offsets[1]) + "]";
    return cell + "[" + tile_col(s.minus[0] + offsets[0]) + "]";
  }

  // Whether a read of `s` at grid offsets `offsets` is in the centre column of the plane.
  bool centre_of(const std::vector<long long>& offsets) const {
    for (int d = 0; d < plan_.plane_dims(); ++d) {
      if (offsets[static_cast<size_t>(d)] != 0) return false;
    }
    return true;
  }
  // Whether a read of `s` at grid offsets `offsets` comes from the register queue.
  bool in_queue(const Stream& s, const std::vector<long long>& offsets) const {
    int sd = plan_.stream_dim();
    if (sd < 0 || !s.queue || !centre_of(offsets)) return false;
    long long dz = offsets[static_cast<size_t>(sd)];
    return dz >= s.qmin && dz <= s.qmax;
  }
  // Whether a read of `s` at grid offsets `offsets` comes from shared memory (else from
  // the queue or global memory).
  bool from_shared(const Stream& s, const std::vector<long long>& offsets) const {
    int sd = plan_.stream_dim();
    if (sd < 0 || !s.smem || in_queue(s, offsets)) return false;
    long long dz = offsets[static_cast<size_t>(sd)];
    return (!centre_of(offsets) || s.ring) && dz >= s.smin && dz <= s.smax;
  }

  // RX > 1 from a ring: the vector register holding the cell of the point being printed
  // at `offsets`, and which of its elements.
  struct VectorCell {
    long long plane, row, chunk;
    int element;
  };
  VectorCell vector_cell_of(const Stream& s, const std::vector<long long>& offsets, int row, int col) const {
    long long vw = plan_.vector_width(s);
    long long x = col + s.minus[0] + offsets[0];
    long long y = plan_.plane_dims() == 2 ? row + s.minus[1] + offsets[1] : 0;
    return {offsets[static_cast<size_t>(plan_.stream_dim())] - s.smin, y, x / vw, static_cast<int>(x % vw)};
  }
  std::string vector_name(const Stream& s, const VectorCell& c) const {
    return "st_v" + std::to_string(s.id) + "_" + std::to_string(c.plane) + "_" + std::to_string(c.row) + "_" + std::to_string(c.chunk);
  }
  std::string vector_cell(const Stream& s, const std::vector<long long>& offsets) const {
    VectorCell c = vector_cell_of(s, offsets, row_, col_);
    return vector_name(s, c) + "." + std::string(1, "xyzw"[c.element]);
  }
  // One vector read of the ring: the cells of `s` of chunk `chunk` of tile row `y` of
  // plane `plane`, for this thread.
  std::string vector_read(const Stream& s, long long plane, long long y, long long chunk, const std::string& pad) const {
    long long vw = plan_.vector_width(s);
    std::string type = s.c_type + std::to_string(vw);
    std::ostringstream out;
    out << pad << "const " << type << " " << vector_name(s, {plane, y, chunk, 0}) << " = *reinterpret_cast<const " << type << " *>(&"
        << s.sname() << "[" << slot(s, plane + s.smin) << "]";
    if (plan_.plane_dims() == 2) out << "[" << tid_[1] << (v_.ry == 1 ? "" : " * " + std::to_string(v_.ry)) << " + " << y << "]";
    out << "[" << tid_[0] << " * " << v_.rx << " + " << chunk * vw << "]);\n";
    return out.str();
  }
  // The vector reads of the ring cells that row `row`'s points read and no earlier row
  // did, printed at the top of the row's block (the later rows' blocks nest inside it).
  std::string vector_reads(int row, const std::string& pad) {
    std::ostringstream out;
    for (const auto& [key, s] : plan_.streams()) {
      long long vw = plan_.vector_width(s);
      if (vw == 1) continue;
      std::set<std::tuple<long long, long long, long long>> earlier, now;
      for (const Access& a : nest_.accesses) {
        if (a.is_write || a.array != key.array || a.constant_indices != key.constants || !from_shared(s, a.offsets)) continue;
        for (int r = 0; r <= row; ++r) {
          for (int col = 0; col < v_.rx; ++col) {
            VectorCell c = vector_cell_of(s, a.offsets, r, col);
            (r < row ? earlier : now).insert({c.plane, c.row, c.chunk});
          }
        }
      }
      for (const auto& [plane, y, chunk] : now) {
        if (!earlier.count({plane, y, chunk})) out << vector_read(s, plane, y, chunk, pad);
      }
    }
    return out.str();
  }

  // ---- RX > 1: the points' sums accumulated one ring row at a time ----
  //
  // A body that is one assignment of a linear combination of ring cells (plus terms that
  // read only registers: queue entries, coefficients) is printed as one accumulator per
  // point: each ring row's vectors are read once and added into every point that needs
  // them, then go dead, instead of staying live until the last point that reads them is
  // printed. The sums are reassociated (c*(a+b) becomes c*a + c*b, added in row order);
  // the check's tolerance, scaled by the terms' magnitudes, allows that.
  enum class ReadKind { Ring, Register, Other };
  ReadKind read_kind(const ast::ArrayRef& ref) const {
    std::optional<ClassifiedRead> r = plan_.classify(ref);
    if (!r) return ReadKind::Other;
    if (hoisted_.count(r->key)) return ReadKind::Register;
    const Stream& s = plan_.streams().at(r->key);
    if (in_queue(s, r->offsets)) return ReadKind::Register;
    if (from_shared(s, r->offsets) && (plan_.vector_width(s) > 1 || v_.plane_sums)) return ReadKind::Ring;
    return ReadKind::Other;
  }
  // Whether `e` reads a ring cell (any = true) or only registers and scalars (any = false
  // and the result true); false for anything else.
  bool reads_of(const ast::Expr& e, bool& ring) const {
    using namespace ast;
    switch (e->kind) {
      case NodeKind::IntLit:
      case NodeKind::RealLit:
      case NodeKind::VarRef: return true;
      case NodeKind::ArrayRef: {
        ReadKind k = read_kind(*as<ArrayRef>(e));
        ring = ring || k == ReadKind::Ring;
        return k != ReadKind::Other;
      }
      case NodeKind::Unary: return reads_of(as<Unary>(e)->operand, ring);
      case NodeKind::Binary: {
        const auto* b = as<Binary>(e);
        return reads_of(b->lhs, ring) && reads_of(b->rhs, ring);
      }
      case NodeKind::Call: {
        for (const Expr& a : as<Call>(e)->args) {
          if (!reads_of(a, ring)) return false;
        }
        return true;
      }
      default: return false;
    }
  }
  struct LinearTerm {
    std::vector<ast::Expr> factors;  // multiplied together (none: 1)
    bool negative = false;
    ast::Expr value;                 // a ring cell (ring) or a register-only expression
    bool ring = false;
  };
  // `e` times the factors, as a sum of terms each a product of register-only factors and
  // one ring cell or one register-only value; false if it is not of that form.
  bool linearise(const ast::Expr& e, std::vector<ast::Expr>& factors, bool negative, std::vector<LinearTerm>& out) const {
    using namespace ast;
    bool ring = false;
    if (!reads_of(e, ring)) return false;
    if (!ring || as<ArrayRef>(e)) {
      out.push_back({factors, negative, e, ring});
      return true;
    }
    if (const auto* u = as<Unary>(e)) return linearise(u->operand, factors, u->op == UnaryOp::Neg ? !negative : negative, out);
    const auto* b = as<Binary>(e);
    if (!b) return false;
    if (b->op == BinaryOp::Add || b->op == BinaryOp::Sub) {
      return linearise(b->lhs, factors, negative, out) && linearise(b->rhs, factors, b->op == BinaryOp::Sub ? !negative : negative, out);
    }
    if (b->op != BinaryOp::Mul) return false;
    bool left = false, right = false;
    reads_of(b->lhs, left);
    reads_of(b->rhs, right);
    if (left && right) return false;
    factors.push_back(left ? b->rhs : b->lhs);
    bool ok = linearise(left ? b->lhs : b->rhs, factors, negative, out);
    factors.pop_back();
    return ok;
  }
  // The body's one assignment, its terms and the C type the sums are taken in, where the
  // accumulated form applies.
  struct AccumulatedForm {
    const ast::Assign* assign = nullptr;
    std::vector<LinearTerm> terms;
    std::string type;
  };
  std::optional<AccumulatedForm> accumulated_form(const ast::StmtList& body) const {
    if ((v_.rx == 1 && !v_.plane_sums) || body.size() != 1) return std::nullopt;
    const auto* assign = ast::as<ast::Assign>(body.front());
    if (!assign || !ast::as<ast::ArrayRef>(assign->lhs)) return std::nullopt;
    ast::ScalarType type = expr_type(assign->rhs, TypeEnv::of(symbols_));
    if (!type.is_real()) return std::nullopt;
    std::vector<ast::Expr> factors;
    std::vector<LinearTerm> terms;
    if (!linearise(assign->rhs, factors, false, terms)) return std::nullopt;
    bool any_ring = false;
    for (const LinearTerm& t : terms) any_ring = any_ring || t.ring;
    if (!any_ring) return std::nullopt;
    return AccumulatedForm{assign, std::move(terms), c_type(type)};
  }
  // `e` printed as an operand of a product: compound expressions in parentheses.
  static std::string factor_text(const ast::Expr& e, CPrintContext& ctx) {
    bool compound = e->kind == ast::NodeKind::Binary || e->kind == ast::NodeKind::Unary;
    return compound ? "(" + ctx.expr(e) + ")" : ctx.expr(e);
  }
  std::string term_product(const LinearTerm& t, const std::string& value, CPrintContext& ctx) const {
    std::string text;
    for (const ast::Expr& f : t.factors) text += factor_text(f, ctx) + " * ";
    return text + value;
  }
  // Point (row, col)'s sum; column -1 is the left neighbour's last (the shifted stores).
  std::string accumulator(int row, int col) const {
    return "st_a_r" + std::to_string(row) + (col < 0 ? "_left" : "_c" + std::to_string(col));
  }
  // The vector widths (elements, widest first) in which a row's RX points of `array` can
  // be read or written in global memory: 16 bytes at most, and 8 bytes where 16 are more
  // than one element. Where the array's first subscript runs along the unit-stride loop
  // and no other does, the points are adjacent elements (the analysis proved every
  // subscript a loop variable plus a constant); none otherwise. Which width a thread
  // takes is decided at run time from the first point's alignment.
  std::vector<int> vector_widths(const ArrayInfo* array) const {
    if (v_.rx == 1 || !array || array->grid_dims.empty() || array->grid_dims.front() != 0) return {};
    if (std::count(array->grid_dims.begin(), array->grid_dims.end(), 0) != 1) return {};
    std::string type = c_type(array->type);
    if (type != "float" && type != "double") return {};
    std::vector<int> widths;
    for (int bytes : {16, 8}) {
      int vw = std::min(v_.rx, bytes / array->type.kind);
      if (vw >= 2 && (widths.empty() || vw < widths.back())) widths.push_back(vw);
    }
    return widths;
  }
  // Whether the nest's first point is an odd number of elements past the first element of
  // `ref`'s array along the unit-stride dimension (a halo of one), or that is not known:
  // then at an even extent every row's first point is 4 bytes past an 8-byte boundary.
  // Elsewhere (a halo of 2 or 4) the shifted stores are not printed: their shuffles cost
  // the radius-4 fp32 star 4 % (385 against 403 GStencil/s, bench/results/
  // cuda-2026-11-24.md, call I) on rows that never take them.
  bool odd_first_point(const ast::ArrayRef& ref) const {
    const Symbol* sym = symbols_.find(ref.name);
    if (!sym || sym->rank() == 0 || ref.indices.empty()) return true;
    auto subscript = to_affine(ref.indices[0], symbols_.integer_constants());
    auto first = to_affine(loop_of(0).lower, symbols_.integer_constants());
    auto lower = to_affine(sym->lower(0), symbols_.integer_constants());
    if (!subscript || !first || !lower) return true;
    Affine at = subscript->substitute(nest_.grid_vars[0], *first) - *lower;
    return !at.is_constant() || at.constant % 2 != 0;
  }
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
  // The form's ring terms as plane sums, where they read fewer cells per plane than the
  // terms do.
  std::optional<PlaneSums> plane_sums_of(const AccumulatedForm& form, CPrintContext& ctx) const {
    size_t sd = static_cast<size_t>(plan_.stream_dim());
    if (plan_.stream_dim() < 0) return std::nullopt;
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
      ClassifiedRead r = *plan_.classify(*ast::as<ast::ArrayRef>(t.value));
      const Stream& s = plan_.streams().at(r.key);
      auto [at, fresh] = group_of.emplace(std::make_tuple(term_product(t, "", ctx), t.negative, s.id), raw.size());
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
  // The register holding sum `n` taken at plane offset dz, for the point being printed.
  std::string sum_name(size_t n, long long dz) const {
    return "st_ps" + std::to_string(n) + (dz < 0 ? "_m" : "_") + std::to_string(dz < 0 ? -dz : dz) + point_suffix();
  }
  // Every point's sums registers, declared before the plane loop.
  std::string declare_sums(const PlaneSums& sums, const std::string& pad) {
    std::ostringstream out;
    for (row_ = 0; row_ < v_.ry; ++row_) {
      for (col_ = 0; col_ < v_.rx; ++col_) {
        for (size_t n = 0; n < sums.sums.size(); ++n) {
          const PlaneSum& sum = sums.sums[n];
          out << pad << sum.stream->c_type << " ";
          for (long long dz = sum.lo; dz <= sum.hi; ++dz)
            out << (dz == sum.lo ? "" : ", ") << sum_name(n, dz) << " = 0";
          out << ";\n";
        }
      }
    }
    row_ = col_ = 0;
    return out.str();
  }
  // At the top of a plane step: every sum moves one plane down the queue.
  std::string shift_sums(const PlaneSums& sums, const std::string& pad) {
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
  std::string take_sums(const PlaneSums& sums, bool priming, const std::string& pad) {
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

  // The points of one plane step in the accumulated form (with `sums`, every ring term
  // from the plane sums); `pad` the indentation.
  std::string accumulated_points(const AccumulatedForm& form, const PlaneSums* sums, const std::string& pad,
                                 CPrintContext& ctx) {
    std::ostringstream out;
    const std::vector<LinearTerm>& terms = form.terms;
    // Each point's accumulator starts with its register-only terms (and the sums).
    for (row_ = 0; row_ < v_.ry; ++row_) {
      for (col_ = 0; col_ < v_.rx; ++col_) {
        out << pad << form.type << " " << accumulator(row_, col_) << " = ";
        bool first = true;
        for (const LinearTerm& t : terms) {
          if (t.ring) continue;
          out << (first ? (t.negative ? "-" : "") : (t.negative ? " - " : " + ")) << term_product(t, factor_text(t.value, ctx), ctx);
          first = false;
        }
        for (size_t g = 0; sums && g < sums->groups.size(); ++g) {
          const SumGroup& group = sums->groups[g];
          std::string value;
          for (const auto& [dz, n] : group.parts) value += (value.empty() ? "" : " + ") + sum_name(n, dz);
          if (group.parts.size() > 1) value = "(" + value + ")";
          bool negative = group.term->negative;
          out << (first ? (negative ? "-" : "") : (negative ? " - " : " + ")) << term_product(*group.term, value, ctx);
          first = false;
        }
        out << (first ? "0" : "") << ";\n";
      }
    }
    // Then the ring rows, one at a time: its vectors, then every point's terms in it.
    struct Use {
      int row, col;
      const LinearTerm* term;
      VectorCell cell;
    };
    std::map<std::tuple<int, long long, long long>, std::vector<Use>> by_row;
    std::map<int, const Stream*> stream_of;
    for (int row = 0; !sums && row < v_.ry; ++row) {
      for (int col = 0; col < v_.rx; ++col) {
        for (const LinearTerm& t : terms) {
          if (!t.ring) continue;
          ClassifiedRead r = *plan_.classify(*ast::as<ast::ArrayRef>(t.value));
          const Stream& s = plan_.streams().at(r.key);
          VectorCell c = vector_cell_of(s, r.offsets, row, col);
          by_row[{s.id, c.plane, c.row}].push_back({row, col, &t, c});
          stream_of[s.id] = &s;
        }
      }
    }
    for (const auto& [where, uses] : by_row) {
      const Stream& s = *stream_of.at(std::get<0>(where));
      out << pad << "{\n";
      std::set<long long> chunks;
      for (const Use& u : uses) chunks.insert(u.cell.chunk);
      for (long long chunk : chunks) out << vector_read(s, std::get<1>(where), std::get<2>(where), chunk, pad + "  ");
      for (const Use& u : uses) {
        std::string cell = vector_name(s, u.cell) + "." + std::string(1, "xyzw"[u.cell.element]);
        // The factors may read registers of the point (upwind's max(u(i,j,k), 0)).
        row_ = u.row;
        col_ = u.col;
        out << pad << "  " << accumulator(u.row, u.col) << (u.term->negative ? " -= " : " += ") << term_product(*u.term, cell, ctx) << ";\n";
      }
      out << pad << "}\n";
    }
    row_ = col_ = 0;
    // The stores, under the guards of the per-point form. Where the written grid's
    // first subscript runs along the unit-stride loop, the row's RX points are adjacent
    // elements: a thread whose points are all inside and whose first one is aligned
    // stores them as vectors (one 16-byte store for four floats, not four 4-byte ones).
    const auto& lhs = *ast::as<ast::ArrayRef>(form.assign->lhs);
    const ArrayInfo* written = nest_.array(lhs.name);
    std::vector<int> widths = vector_widths(written);
    bool vector_store = !widths.empty();
    // Single precision, an even RX, whole warps along the row: where the row's first
    // point is 4 bytes past an 8-byte boundary (a row of an even number of floats and a
    // halo of one), every thread stores the window one element to the left, aligned:
    // its left neighbour's last point (a shuffle) and its own but last. Lane 0 has no
    // left neighbour in the warp and lane 31 no right one: they store those points alone,
    // as does the thread whose last point is the row's last.
    bool blocked = !ys_.empty();
    bool shifted = vector_store && written->type.kind == 4 && v_.rx % 2 == 0 && v_.tx % 32 == 0 && odd_first_point(lhs);
    std::string lane;
    if (shifted) {
      lane = ctx.fresh("st_lane");
      out << pad << "const int " << lane << " = " << tid_[0] << " & 31;\n";
      for (int row = 0; row < v_.ry; ++row) {
        out << pad << "const " << form.type << " " << accumulator(row, -1) << " = __shfl_up_sync(0xffffffffu, " << accumulator(row, v_.rx - 1)
            << ", 1);\n";
      }
    }
    std::string rp = pad;
    for (row_ = 0; row_ < v_.ry; ++row_) {
      if (blocked) out << rp << var_[1] << " = " << ys_[static_cast<size_t>(row_)] << ";\n";
      out << rp << "if (" << ins_[static_cast<size_t>(row_)] << ") {\n";
      std::string cp = rp + "  ", ptr;
      if (vector_store) {
        // The widest vectors the row's first point is aligned for: 16 bytes, else 8.
        std::string type = c_type(written->type);
        ptr = ctx.fresh("st_w");
        out << cp << var_[0] << " = " << xs_.front() << ";\n";
        out << cp << type << " *" << ptr << " = &" << ctx.element(lhs) << ";\n";
        for (size_t w = 0; w < widths.size(); ++w) {
          int vw = widths[w];
          std::string vtype = type + std::to_string(vw);
          out << cp << (w ? "} else if (" : "if (") << xs_.back() << " <= " << hi0_ << " && ((uintptr_t)" << ptr << " & "
              << (vw * written->type.kind - 1) << ") == 0) {\n";
          for (int c = 0; c < v_.rx; c += vw) {
            out << cp << "  *reinterpret_cast<" << vtype << " *>(" << ptr << (c ? " + " + std::to_string(c) : "") << ") = make_" << vtype << "(";
            for (int e = 0; e < vw; ++e) out << (e ? ", " : "") << accumulator(row_, c + e);
            out << ");\n";
          }
        }
        if (shifted) {
          // The window: elements ptr-1 .. ptr+RX-2, the accumulators of columns -1 .. RX-2.
          const std::string& last = xs_.back();
          out << cp << "} else if (((uintptr_t)" << ptr << " & 7) == 4) {\n";
          std::string wp = cp + "  ";
          for (size_t w = 0; w < widths.size(); ++w) {
            int vw = widths[w];
            std::string vtype = type + std::to_string(vw);
            out << wp << (w ? "} else if (" : "if (") << lane << " != 0 && " << xs_[static_cast<size_t>(v_.rx - 2)] << " <= " << hi0_;
            if (w + 1 < widths.size()) out << " && ((uintptr_t)(" << ptr << " - 1) & " << (vw * written->type.kind - 1) << ") == 0";
            out << ") {\n";
            for (int c = 0; c < v_.rx; c += vw) {
              out << wp << "  *reinterpret_cast<" << vtype << " *>(" << ptr << (c ? " + " + std::to_string(c - 1) : " - 1") << ") = make_"
                  << vtype << "(";
              for (int e = 0; e < vw; ++e) out << (e ? ", " : "") << accumulator(row_, c + e - 1);
              out << ");\n";
            }
          }
          out << wp << "} else {\n";
          out << wp << "  if (" << lane << " != 0) " << ptr << "[-1] = " << accumulator(row_, -1) << ";\n";
          for (int c = 0; c + 1 < v_.rx; ++c) {
            out << wp << "  " << (c ? "if (" + xs_[static_cast<size_t>(c)] + " <= " + hi0_ + ") " : std::string()) << ptr << "[" << c
                << "] = " << accumulator(row_, c) << ";\n";
          }
          out << wp << "}\n";
          out << wp << "if (" << last << " <= " << hi0_ << " && (" << lane << " == 31 || " << last << " == " << hi0_ << ")) " << ptr << "["
              << (v_.rx - 1) << "] = " << accumulator(row_, v_.rx - 1) << ";\n";
        }
        out << cp << "} else {\n";
        cp += "  ";
      }
      // One point at a time, each after the first guarded: through the row's pointer, or
      // at the element of the column's coordinate.
      for (col_ = 0; col_ < v_.rx; ++col_) {
        // (With one point per thread, the column's coordinate is the loop variable.)
        const std::string& x = v_.rx > 1 ? xs_[static_cast<size_t>(col_)] : var_[0];
        std::string target = vector_store ? ptr + "[" + std::to_string(col_) + "]" : ctx.element(lhs);
        if (!vector_store && v_.rx > 1) out << cp << var_[0] << " = " << x << ";\n";
        out << cp << (col_ ? "if (" + x + " <= " + hi0_ + ") " : std::string()) << target << " = " << accumulator(row_, col_) << ";\n";
      }
      if (vector_store) out << rp << "  }\n";
      rp += "  ";
    }
    for (row_ = v_.ry; row_-- > 0;) {
      rp.resize(rp.size() - 2);
      out << rp << "}\n";
    }
    row_ = col_ = 0;
    return out.str();
  }

  std::string loop_text(const ast::Do& loop, int depth, CPrintContext& ctx) {
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
      out << q << "const " << s.c_type << " " << name << " = " << load(s, ctx.element(*ast::as<ast::ArrayRef>(e))) << ";\n";
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
      out << q << "const int " << origin.back() << " = " << lo[static_cast<size_t>(d)] << " + (int)" << block_index[d] << " * "
          << tile[d] << ";\n";
      if (d == 1 && blocked) {
        // This thread's RY consecutive rows.
        for (int r = 0; r < v_.ry; ++r) {
          ys_.push_back(ctx.fresh("st_y" + std::to_string(r)));
          out << q << "const int " << ys_.back() << " = " << origin.back() << " + " << tid_[1] << " * " << v_.ry << " + " << r << ";\n";
        }
      } else if (d == 0 && v_.rx > 1) {
        // This thread's RX adjacent points.
        for (int a = 0; a < v_.rx; ++a) {
          xs_.push_back(ctx.fresh("st_x" + std::to_string(a)));
          out << q << "const int " << xs_.back() << " = " << origin.back() << " + " << tid_[0] << " * " << v_.rx << " + " << a << ";\n";
        }
        out << q << var_[0] << " = " << xs_.front() << ";\n";
      } else {
        out << q << var_[static_cast<size_t>(d)] << " = " << origin.back() << " + " << tid_[d] << ";\n";
      }
    }
    if (blocked) {
      for (int r = 0; r < v_.ry; ++r) {
        ins_.push_back(ctx.fresh("st_in" + std::to_string(r)));
        out << q << "const bool " << ins_.back() << " = " << var_[0] << " <= " << hi[0] << " && " << ys_[static_cast<size_t>(r)]
            << " <= " << hi[1] << ";\n";
      }
    } else {
      ins_.push_back(ctx.fresh("st_in"));
      out << q << "const bool " << ins_.back() << " = ";
      for (int d = 0; d < pd; ++d) out << (d ? " && " : "") << var_[static_cast<size_t>(d)] << " <= " << hi[static_cast<size_t>(d)];
      out << ";\n";
    }
    const std::string& inside = ins_.front();
    const ast::StmtList& body = innermost_body(loop);
    // The accumulated form (RX > 1, or PSUM), and with PSUM from the ring the plane sums;
    // one point per thread without plane sums prints the body as it is.
    auto accumulated = accumulated_form(body);
    std::optional<PlaneSums> sums;
    if (accumulated && v_.plane_sums && v_.shared_memory == 2) sums = plane_sums_of(*accumulated, ctx);
    if (v_.rx == 1 && !sums) accumulated.reset();
    if (sd < 0) {
      out << q << "if (" << inside << ") {\n" << ctx.stmts(body, depth + 2) << q << "}\n" << p << "}\n";
      return out.str();
    }
    std::string kb = ctx.fresh("st_kb"), ke = ctx.fresh("st_ke");
    out << q << "const int " << kb << " = " << lo[static_cast<size_t>(sd)] << " + (int)" << block_index[pd] << " * " << v_.zb
        << ";\n";
    out << q << "const int " << ke << " = min(" << kb << " + " << (v_.zb - 1) << ", " << hi[static_cast<size_t>(sd)] << ");\n";
    const std::string& kv = var_[static_cast<size_t>(sd)];
    bool any_smem = false, any_static = false, any_ring = false;
    std::vector<std::string> coords = var_;
    for (auto& [key, s] : plan_.streams()) {
      if (s.queue) {
        for (row_ = 0; row_ < v_.ry; ++row_) {
          for (col_ = 0; col_ < v_.rx; ++col_) {
            out << q << s.c_type << " ";
            for (long long dz = s.qmin; dz <= s.qmax; ++dz) out << (dz == s.qmin ? "" : ", ") << queue_name(s, dz) << " = 0";
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
        std::string shape = pd == 2 ? "[" + std::to_string(height(s)) + "][" + std::to_string(plan_.pitch(s)) + "]" : "[" + std::to_string(plan_.pitch(s)) + "]";
        out << q << s.c_type << " (*" << s.sname() << ")" << shape << " = reinterpret_cast<" << s.c_type << " (*)" << shape
            << ">(st_smem + " << plan_.ring_offset(s) << ");\n";
      }
    }
    if (sums) out << declare_sums(*sums, q);
    iteration_ = ctx.fresh("st_it");
    // Priming: the queue's older entries (shifted in at the first iteration) and the
    // shared planes before the newest.
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
          for (const auto& [name, dz] : primed(*s)) out << pad << "  " << name << " = " << load(*s, queue_element(s->key, dz)) << ";\n";
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
        for (const auto& [name, dz] : entries) addresses += (addresses.empty() ? "(uintptr_t)&" : " | (uintptr_t)&") + queue_element(key, dz);
        for (size_t w = 0; w < widths.size(); ++w) {
          int vw = widths[w];
          std::string type = s.c_type + std::to_string(vw);
          out << q << (w ? "} else if (" : "if (") << ins_[static_cast<size_t>(row_)] << " && " << xs_.back() << " <= " << hi0_ << " && (("
              << addresses << ") & " << (vw * s.array->type.kind - 1) << ") == 0) {\n";
          for (size_t n = 0; n < entries.size(); ++n) {
            std::string at = "reinterpret_cast<const " + type + " *>(&" + queue_element(key, entries[n].second) + ")";
            for (int c = 0; c < v_.rx; c += vw) {
              std::string v = ctx.fresh("st_pv");
              std::string chunk = c ? "(" + at + " + " + std::to_string(c / vw) + ")" : at;
              out << q << "  const " << type << " " << v << " = " << (v_.read_only ? "__ldg(" + chunk + ")" : "*" + chunk) << ";\n";
              for (int e = 0; e < vw; ++e) out << q << "  " << by_column[static_cast<size_t>(c + e)][n].first << " = " << v << "." << "xyzw"[e] << ";\n";
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
    coords = var_;
    coords[static_cast<size_t>(sd)] = kv;
    if (any_smem) out << q << "int " << iteration_ << " = 0;\n";
    // A ring's planes go in 16-byte copies where the tile's rows start 16-byte aligned in
    // global memory (the first row, the next row, the next plane: the strides keep it),
    // else, in single precision, in 8-byte copies where they start 8-byte aligned, else
    // one element at a time; the same for every thread of the block.
    aligned_.clear();
    aligned8_.clear();
    full_.clear();
    for (auto& [key, s] : plan_.streams()) {
      if (!s.ring) continue;
      std::string gx = "(" + origin[0] + " - " + std::to_string(s.minus[0]) + ")";
      std::string gy = pd == 2 ? "(" + origin[1] + " - " + std::to_string(s.minus[1]) + ")" : "";
      std::string next_row = pd == 2 ? "(" + origin[1] + " - " + std::to_string(s.minus[1]) + " + 1)" : "";
      // The flag `name` that the block's rows start `bytes`-byte aligned.
      auto aligned = [&](const Stream& ring, const std::string& name, int bytes) {
        out << q << "const bool " << name << " = (((uintptr_t)&" << plane_element(ring, gx, gy, kb, ring.smin, ctx);
        if (pd == 2) out << " | (uintptr_t)&" << plane_element(ring, gx, next_row, kb, ring.smin, ctx);
        out << " | (uintptr_t)&" << plane_element(ring, gx, gy, kb, ring.smin + 1, ctx) << ") & " << bytes - 1 << ") == 0;\n";
        return name;
      };
      aligned_[s.id] = aligned(s, ctx.fresh("st_al" + std::to_string(s.id)), 16);
      // The same at 8 bytes, for single-precision rows 8- but not 16-byte aligned.
      if (8 / s.array->type.kind >= 2) aligned8_[s.id] = aligned(s, ctx.fresh("st_al8_" + std::to_string(s.id)), 8);
      // Whether every 16-byte chunk of the block's rows (the pitch, padding included) lies
      // inside the array's memory: then the copies need no bounds checks. A block at the
      // grid's far edge in x copies past the reach into the rest of the row and the next
      // one; those cells feed only points outside the nest, which are never stored, and
      // the checked copies cost such a block about as much again as its stencil. The test
      // is on addresses within the array's last plane (any plane the block reads is at or
      // before it, and the rows' layout is the same in every plane).
      if (v_.rx == 1) continue;
      std::string full = ctx.fresh("st_full" + std::to_string(s.id));
      std::vector<std::string> last(static_cast<size_t>(plan_.dims()));
      for (size_t d = 0; d < s.array->grid_dims.size(); ++d) {
        int g = s.array->grid_dims[d];
        if (g >= 0 && g < plan_.dims()) last[static_cast<size_t>(g)] = "(" + ctx.expr(s.array->bounds[d].upper) + ")";
      }
      const std::string& zl = last[static_cast<size_t>(plan_.stream_dim())];
      std::string fx =
          "(" + origin[0] + " - " + std::to_string(s.minus[0]) + " + " + std::to_string(plan_.pitch(s) - 1) + ")";
      std::string fy =
          pd == 2 ? "(" + origin[1] + " - " + std::to_string(s.minus[1]) + " + " + std::to_string(height(s) - 1) + ")"
                  : "";
      out << q << "const bool " << full << " = " << aligned_[s.id] << " && &" << plane_element(s, fx, fy, zl, 0, ctx)
          << " <= &" << plane_element(s, last[0], pd == 2 ? last[1] : "", zl, 0, ctx) << ";\n";
      full_[s.id] = full;
    }
    if (any_ring) {
      // The ring's first planes, one group of copies per plane step; a grid's plane
      // dz goes into the group that the loop would have issued it in, so that waiting
      // for all but the PIPE newest groups means the same planes for every grid.
      long long groups = 0;
      for (auto& [key, s] : plan_.streams()) {
        if (s.ring) groups = std::max(groups, s.rhi - s.smin + v_.pipe);
      }
      for (long long g = 0; g < groups; ++g) {
        for (auto& [key, s] : plan_.streams()) {
          if (!s.ring) continue;
          long long dz = g - groups + s.rhi + v_.pipe;
          if (dz < s.smin) continue;
          std::string guard = dz <= s.rhi ? "" : kb + " + " + std::to_string(dz - s.rhi) + " <= " + ke;
          out << issue_plane(s, kb, dz, std::to_string(dz - s.smin), guard, lo, hi, origin, ctx, depth + 1);
        }
        out << q << "__pipeline_commit();\n";
      }
    }
    if (any_static) {
      for (auto& [key, s] : plan_.streams()) {
        if (!s.smem || s.ring) continue;
        for (long long dz = s.smin; dz < s.smax; ++dz) {
          out << fill_plane(s, kb, dz, std::to_string(dz - s.smin), lo, hi, origin, ctx, depth + 1);
        }
        out << prefetch_plane(s, kb, s.smax, "true", lo, hi, origin, ctx, depth + 1);
      }
    }
    if (v_.unroll > 1) out << q << "#pragma unroll " << v_.unroll << "\n";
    out << q << "for (" << kv << " = " << kb << "; " << kv << " <= " << ke << "; ++" << kv << ") {\n";
    std::string r = q + "  ";
    for (int point = 0; any_queue && point < v_.ry * v_.rx; ++point) {
      row_ = point / v_.rx;
      col_ = point % v_.rx;
      for (auto& [key, s] : plan_.streams()) {
        if (!s.queue) continue;
        for (long long dz = s.qmin; dz < s.qmax; ++dz) out << r << queue_name(s, dz) << " = " << queue_name(s, dz + 1) << ";\n";
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
        out << issue_plane(s, kv, s.rhi + v_.pipe, slot(s, s.rhi + v_.pipe), kv + " + " + std::to_string(v_.pipe) + " <= " + ke, lo, hi,
                           origin, ctx, depth + 2);
      }
      out << r << "__pipeline_commit();\n" << r << "__pipeline_wait_prior(" << v_.pipe << ");\n" << r << "__syncthreads();\n";
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
        std::string newest = s.planes() == 1 ? "0" : "((" + iteration_ + " + " + std::to_string(s.smax - s.smin) + ") % " + std::to_string(s.planes()) + ")";
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
            out << cp << "if (" << xs_[static_cast<size_t>(col_)] << " <= " << hi0_ << ") {\n" << ctx.stmts(body, depth + 4 + row_) << cp << "}\n";
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

  // The cell of `s` at grid coordinates (gx, gy) of plane z + dz, as a plane-filling loop
  // reads it: the condition that the nest can read it, and the element.
  std::pair<std::string, std::string> plane_cell(const Stream& s, const std::string& gx, const std::string& gy, const std::string& z,
                                                 long long dz, const std::vector<std::string>& lo, const std::vector<std::string>& hi,
                                                 CPrintContext& ctx) const {
    std::string cond = in_reach(s, 0, gx, lo, hi);
    if (plan_.plane_dims() == 2) cond += " && " + in_reach(s, 1, gy, lo, hi);
    return {cond, plane_element(s, gx, gy, z, dz, ctx)};
  }

  // "g >= lo - minus && g <= hi + plus": coordinate g of plane dimension d is one the nest reads.
  std::string in_reach(const Stream& s, int d, const std::string& g, const std::vector<std::string>& lo,
                       const std::vector<std::string>& hi) const {
    return g + " >= " + lo[static_cast<size_t>(d)] + " - " + std::to_string(s.minus[d]) + " && " + g + " <= " +
           hi[static_cast<size_t>(d)] + " + " + std::to_string(s.plus[d]);
  }

  // The element of `s` at (gx, gy) of the plane z + dz, printed.
  std::string plane_element(const Stream& s, const std::string& gx, const std::string& gy, const std::string& z, long long dz,
                            CPrintContext& ctx) const {
    int sd = plan_.stream_dim();
    std::vector<std::string> coords(static_cast<size_t>(plan_.dims()));
    coords[0] = gx;
    if (plan_.plane_dims() == 2) coords[1] = gy;
    coords[static_cast<size_t>(sd)] = z;
    std::vector<long long> off(static_cast<size_t>(plan_.dims()), 0);
    off[static_cast<size_t>(sd)] = dz;
    ast::Expr e = plan_.element(s.key, coords, off);
    return ctx.element(*ast::as<ast::ArrayRef>(e));
  }

  // Every thread of the block starts asynchronous copies (cp.async) of its share of one
  // plane of `s`, the plane at z + dz with its halo, into ring slot `slot`, when `guard`
  // holds (empty: always); cells outside the points the nest can read are left alone.
  // Where the block's rows are 16-byte aligned the row is copied 16 bytes at a time (a
  // chunk partly outside the reach, at the edge of the grid, one element at a time).
  std::string issue_plane(const Stream& s, const std::string& z, long long dz, const std::string& slot, const std::string& guard,
                          const std::vector<std::string>& lo, const std::vector<std::string>& hi,
                          const std::vector<std::string>& origin, CPrintContext& ctx, int depth) {
    std::ostringstream out;
    std::string p = pad_of(depth);
    int pd = plan_.plane_dims();
    out << p << (guard.empty() ? "{" : "if (" + guard + ") {") << "\n";
    std::string q = p + "  ";
    long long chunk = plan_.chunk_width(s);
    std::string cell = "&" + s.sname() + "[" + slot + "]";
    // One loop over cells `count` wide, each cell `per` elements: its tile coordinates
    // (cy, cx) and grid coordinates (gy, gx), then `copy` for the cell.
    auto loop = [&](long long per, long long count, const std::string& pad,
                    const std::function<std::string(const std::string&, const std::string&, const std::string&, const std::string&,
                                                    const std::string&)>& copy) {
      std::string e = ctx.fresh("st_e"), cx = ctx.fresh("st_cx"), cy = ctx.fresh("st_cy"), gx = ctx.fresh("st_gx"),
                  gy = ctx.fresh("st_gy");
      long long row = per == 1 ? width(s) : plan_.pitch(s) / per;
      std::ostringstream l;
      l << pad << "for (int " << e << " = " << tid_flat_ << "; " << e << " < " << count << "; " << e << " += " << v_.threads() << ") {\n";
      std::string c = pad + "  ";
      if (pd == 2) {
        l << c << "const int " << cy << " = " << e << " / " << row << ", " << cx << " = (" << e << " - " << cy << " * " << row << ")"
          << (per == 1 ? "" : " * " + std::to_string(per)) << ";\n";
        l << c << "const int " << gy << " = " << origin[1] << " - " << s.minus[1] << " + " << cy << ";\n";
      } else {
        l << c << "const int " << cx << " = " << e << (per == 1 ? "" : " * " + std::to_string(per)) << ";\n";
      }
      l << c << "const int " << gx << " = " << origin[0] << " - " << s.minus[0] << " + " << cx << ";\n";
      l << copy(c, cy, cx, gy, gx) << pad << "}\n";
      return l.str();
    };
    auto one = [&](const std::string& pad, const std::string& cy, const std::string& cx, const std::string& gy, const std::string& gx) {
      auto [cond, element] = plane_cell(s, gx, gy, z, dz, lo, hi, ctx);
      return pad + "if (" + cond + ") __pipeline_memcpy_async(" + cell + (pd == 2 ? "[" + cy + "]" : "") + "[" + cx + "], &" + element +
             ", sizeof(" + s.c_type + "));\n";
    };
    internal_assert(chunk > 1) << "a ring of elements that 16-byte copies cannot move";
    long long row = plan_.pitch(s) / chunk;  // chunks per row
    if (v_.rx > 1 && (pd == 1 || row <= v_.threads())) {
      // A block wholly inside: no checks. Each thread keeps one chunk column and steps
      // down the rows (threads / row rows at a time), so that what it keeps across the
      // plane loop is one address and one offset, not one per chunk. Only with RX > 1:
      // there it lets the radius-4 star's two-blocks-per-multiprocessor variant fit its
      // registers (spilling before: refused; 328.3 GStencil/s after), while with one
      // point per thread the same variants ran 1-5 % slower than with the checked copies
      // (bench/results/cuda-2026-11-21-e.md, call C). 16-byte copies only: the same at 8
      // bytes, for rows only 8-byte aligned, ran slower than the checked 8-byte copies
      // (269.9 against 324.5 GStencil/s for a 7-point fp32 variant with four points per
      // thread, bench/results/cuda-2026-11-24.md, calls A and B).
      std::string b = ctx.fresh("st_b"), rs = ctx.fresh("st_rs"), n = ctx.fresh("st_m"), fr = ctx.fresh("st_fr"), fc = ctx.fresh("st_fc");
      std::string ox = "(" + origin[0] + " - " + std::to_string(s.minus[0]) + ")";
      std::string oy = pd == 2 ? "(" + origin[1] + " - " + std::to_string(s.minus[1]) + ")" : "";
      out << q << "if (" << full_.at(s.id) << ") {\n";
      out << q << "  const " << s.c_type << " *" << b << " = &" << plane_element(s, ox, oy, z, dz, ctx) << ";\n";
      if (pd == 2) {
        long long step = v_.threads() / row, steps = (height(s) + step - 1) / step;
        // (Taken again at each plane: kept across the loop, the register it holds pushes
        // the radius-4 star's two-blocks-per-multiprocessor variants into spilling.)
        out << q << "  const ptrdiff_t " << rs << " = &" << plane_element(s, ox, "(" + oy + " + 1)", z, dz, ctx) << " - " << b << ";\n";
        out << q << "  const int " << fr << " = " << tid_flat_ << " / " << row << ", " << fc << " = (" << tid_flat_ << " - " << fr << " * "
            << row << ") * " << chunk << ";\n";
        std::string c = q + "  ";
        if (step * row != v_.threads()) {
          out << c << "if (" << fr << " < " << step << ") {\n";
          c += "  ";
        }
        out << c << "#pragma unroll\n";
        out << c << "for (int " << n << " = 0; " << n << " < " << steps << "; ++" << n << ") {\n";
        std::string y = fr + " + " + n + " * " + std::to_string(step);
        if (height(s) % step != 0) {
          out << c << "  if (" << y << " < " << height(s) << ") ";
        } else {
          out << c << "  ";
        }
        out << "__pipeline_memcpy_async(" << cell << "[" << y << "][" << fc << "], " << b << " + " << fc << " + (ptrdiff_t)(" << y
            << ") * " << rs << ", 16);\n";
        out << c << "}\n";
        if (step * row != v_.threads()) out << q << "  }\n";
      } else {
        long long steps = (row + v_.threads() - 1) / v_.threads();
        out << q << "#pragma unroll\n";
        out << q << "  for (int " << n << " = 0; " << n << " < " << steps << "; ++" << n << ") {\n";
        std::string x = "(" + tid_flat_ + " + " + n + " * " + std::to_string(v_.threads()) + ")";
        out << q << "    " << (row % v_.threads() != 0 ? "if (" + x + " < " + std::to_string(row) + ") " : std::string())
            << "__pipeline_memcpy_async(" << cell << "[" << x << " * " << chunk << "], " << b << " + " << x << " * " << chunk << ", 16);\n";
        out << q << "  }\n";
      }
      out << q << "} else ";
    } else {
      out << q;
    }
    // Copies of `per` elements (16 or 8 bytes), each wholly inside the reach; a chunk at
    // the grid's edge one element at a time.
    auto chunked = [&](long long per) {
      return loop(per, plan_.pitch(s) / per * height(s), q + "  ", [&, per](const std::string& pad, const std::string& cy, const std::string& cx,
                                                                             const std::string& gy, const std::string& gx) {
        std::ostringstream c;
        std::string row_in = pd == 2 ? in_reach(s, 1, gy, lo, hi) : "true";
        std::string last = "(" + gx + " + " + std::to_string(per - 1) + ")";
        c << pad << "if (" << row_in << ") {\n";
        c << pad << "  if (" << gx << " >= " << lo[0] << " - " << s.minus[0] << " && " << last << " <= " << hi[0] << " + " << s.plus[0]
          << ") {\n";
        c << pad << "    __pipeline_memcpy_async(" << cell << (pd == 2 ? "[" + cy + "]" : "") << "[" << cx << "], &"
          << plane_element(s, gx, gy, z, dz, ctx) << ", " << per * s.array->type.kind << ");\n";
        c << pad << "  } else {\n";
        std::string t = ctx.fresh("st_t");
        c << pad << "    for (int " << t << " = 0; " << t << " < " << per << "; ++" << t << ") {\n";
        std::string gxt = "(" + gx + " + " + t + ")", cxt = cx + " + " + t;
        c << pad << "      if (" << in_reach(s, 0, gxt, lo, hi) << ") __pipeline_memcpy_async(" << cell << (pd == 2 ? "[" + cy + "]" : "")
          << "[" << cxt << "], &" << plane_element(s, gxt, gy, z, dz, ctx) << ", sizeof(" << s.c_type << "));\n";
        c << pad << "    }\n" << pad << "  }\n" << pad << "}\n";
        return c.str();
      });
    };
    out << "if (" << aligned_.at(s.id) << ") {\n";
    out << chunked(chunk);
    if (auto a8 = aligned8_.find(s.id); a8 != aligned8_.end()) {
      // Rows 8- but not 16-byte aligned (single precision, a row of an even number of
      // cells plus an odd halo, e.g. 514 floats): 8-byte copies, not 4-byte ones.
      out << q << "} else if (" << a8->second << ") {\n";
      out << chunked(8 / s.array->type.kind);
    }
    out << q << "} else {\n";
    out << loop(1, height(s) * width(s), q + "  ", one);
    out << q << "}\n";
    out << p << "}\n";
    return out.str();
  }

  // The queue register of the row being printed (RY > 1 gives each row its own queue).
  std::string queue_name(const Stream& s, long long dz) const { return s.qname(dz) + point_suffix(); }
  std::string next_name(const Stream& s) const { return "st_n" + std::to_string(s.id) + point_suffix(); }
  // "_r1_c0": the row and column of the point being printed, where there are several.
  std::string point_suffix() const {
    return (v_.ry == 1 ? std::string() : "_r" + std::to_string(row_)) + (v_.rx == 1 ? std::string() : "_c" + std::to_string(col_));
  }
  // Whether the point being printed is inside the nest.
  std::string point_inside() const {
    const std::string& row = ins_[static_cast<size_t>(row_)];
    if (col_ == 0) return row;
    return "(" + row + " && " + xs_[static_cast<size_t>(col_)] + " <= " + hi0_ + ")";
  }
  // The shared-plane column of the point being printed, moved by `offset`.
  std::string tile_col(long long offset) const {
    if (v_.rx == 1) return tid_[0] + " + " + std::to_string(offset);
    return tid_[0] + " * " + std::to_string(v_.rx) + " + " + std::to_string(col_ + offset);
  }
  // The shared-plane row of the row being printed, moved by `offset`.
  std::string tile_row(long long offset) const {
    if (v_.ry == 1) return tid_[1] + " + " + std::to_string(offset);
    return tid_[1] + " * " + std::to_string(v_.ry) + " + " + std::to_string(row_ + offset);
  }
  std::string prefetch_name(const Stream& s, long long n) const {
    return "st_p" + std::to_string(s.id) + "_" + std::to_string(n);
  }
  long long width(const Stream& s) const { return v_.tile_x() + s.minus[0] + s.plus[0]; }
  long long height(const Stream& s) const { return plan_.plane_dims() == 2 ? v_.tile_y() + s.minus[1] + s.plus[1] : 1; }
  long long columns(const Stream& s) const { return (width(s) + v_.tx - 1) / v_.tx; }
  long long rows(const Stream& s) const { return plan_.plane_dims() == 2 ? (height(s) + v_.ty - 1) / v_.ty : 1; }
  // Cells of a shared plane each thread loads: the plane's cells dealt round robin.
  long long cells(const Stream& s) const { return columns(s) * rows(s); }
  // The tile coordinates of this thread's cell n.
  std::pair<std::string, std::string> cell(const Stream& s, long long n) const {
    std::string cx = tid_[0] + " + " + std::to_string((n % columns(s)) * v_.tx);
    std::string cy = plan_.plane_dims() == 2 ? tid_[1] + " + " + std::to_string((n / columns(s)) * v_.ty) : "0";
    return {cx, cy};
  }

  // Each thread loads its cells of the plane at z + dz into its prefetch registers when
  // `guard` holds; cells outside what the nest reads are left alone.
  std::string prefetch_plane(const Stream& s, const std::string& z, long long dz, const std::string& guard,
                             const std::vector<std::string>& lo, const std::vector<std::string>& hi,
                             const std::vector<std::string>& origin, CPrintContext& ctx, int depth) {
    std::ostringstream out;
    std::string p = pad_of(depth);
    int pd = plan_.plane_dims();
    out << p << "if (" << guard << ") {\n";
    for (long long n = 0; n < cells(s); ++n) {
      auto [cx, cy] = cell(s, n);
      std::string xv = ctx.fresh("st_x"), yv = ctx.fresh("st_y");
      std::string cond = "(" + cx + ") < " + std::to_string(width(s)) + " && " + in_reach(s, 0, xv, lo, hi);
      if (pd == 2) cond += " && (" + cy + ") < " + std::to_string(height(s)) + " && " + in_reach(s, 1, yv, lo, hi);
      std::string element = plane_element(s, xv, yv, z, dz, ctx);
      out << p << "  {\n" << p << "    const int " << xv << " = " << origin[0] << " - " << s.minus[0] << " + " << cx << ";\n";
      if (pd == 2) out << p << "    const int " << yv << " = " << origin[1] << " - " << s.minus[1] << " + " << cy << ";\n";
      out << p << "    if (" << cond << ") " << prefetch_name(s, n) << " = " << load(s, element) << ";\n" << p << "  }\n";
    }
    out << p << "}\n";
    return out.str();
  }

  // Each thread stores its prefetched cells into shared slot `slot`.
  std::string store_prefetched(const Stream& s, const std::string& slot, int depth) {
    std::ostringstream out;
    std::string p = pad_of(depth);
    int pd = plan_.plane_dims();
    for (long long n = 0; n < cells(s); ++n) {
      auto [cx, cy] = cell(s, n);
      std::string cond = "(" + cx + ") < " + std::to_string(width(s));
      if (pd == 2) cond += " && (" + cy + ") < " + std::to_string(height(s));
      out << p << "if (" << cond << ") " << s.sname() << "[" << slot << "]" << (pd == 2 ? "[" + cy + "]" : "") << "[" << cx
          << "] = " << prefetch_name(s, n) << ";\n";
    }
    return out.str();
  }

  // Every thread of the block loads its share of one plane of `s` (the plane at
  // z + dz) into shared slot `slot`, halo included; cells outside the points the
  // nest can read are left alone.
  std::string fill_plane(const Stream& s, const std::string& z, long long dz, const std::string& slot,
                         const std::vector<std::string>& lo, const std::vector<std::string>& hi,
                         const std::vector<std::string>& origin, CPrintContext& ctx, int depth) {
    std::ostringstream out;
    std::string p = pad_of(depth);
    int pd = plan_.plane_dims();
    std::string cx = ctx.fresh("st_cx"), cy = ctx.fresh("st_cy"), gx = ctx.fresh("st_gx"), gy = ctx.fresh("st_gy");
    long long width = v_.tile_x() + s.minus[0] + s.plus[0];
    long long height = pd == 2 ? v_.tile_y() + s.minus[1] + s.plus[1] : 1;
    out << p << "{\n";
    std::string q = p + "  ";
    std::string inner = q;
    if (pd == 2) {
      out << q << "for (int " << cy << " = " << tid_[1] << "; " << cy << " < " << height << "; " << cy << " += " << v_.ty << ") {\n";
      inner += "  ";
      out << inner << "const int " << gy << " = " << origin[1] << " - " << s.minus[1] << " + " << cy << ";\n";
    }
    out << inner << "for (int " << cx << " = " << tid_[0] << "; " << cx << " < " << width << "; " << cx << " += " << v_.tx << ") {\n";
    std::string c = inner + "  ";
    out << c << "const int " << gx << " = " << origin[0] << " - " << s.minus[0] << " + " << cx << ";\n";
    auto [cond, element] = plane_cell(s, gx, gy, z, dz, lo, hi, ctx);
    out << c << "if (" << cond << ") " << s.sname() << "[" << slot << "]" << (pd == 2 ? "[" + cy + "]" : "") << "[" << cx
        << "] = " << load(s, element) << ";\n";
    out << inner << "}\n";
    if (pd == 2) out << q << "}\n";
    out << p << "}\n";
    return out.str();
  }
};

// "(ptrdiff_t)nx + 2" over the entry points' by-value scalars.
std::string host_affine(const Affine& form, const std::map<std::string, std::string>& names) {
  return c_ptrdiff(form, [&](const std::string& n) {
    auto it = names.find(n);
    return it == names.end() ? n : it->second;
  });
}

}  // namespace

long long cuda_shared_bytes(const StencilInfo& info, const CudaVariant& variant) {
  long long bytes = 0;
  for (const NestInfo& nest : info.nests) {
    // The plan needs only the accesses for the shared-memory figure.
    static const SymbolTable no_symbols{};
    NestPlan plan(nest, no_symbols, variant);
    bytes = std::max(bytes, plan.shared_bytes());
  }
  return bytes;
}

std::string emit_cuda(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                      const CudaVariant& v, const CudaEmitOptions& options) {
  std::string name = options.function_name.empty() ? sub.name : options.function_name;
  for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  // The host entry's own C name, which a user's subroutine name (int, double) must not
  // spell as is; the other entries append to `name`, and gfortran's symbol keeps it.
  const std::string bare = options.function_name.empty() ? c_identifier(name) : name;
  const std::string entry = name + "_";
  std::vector<CParameter> params = c_parameters(sub, symbols);
  for (const CParameter& p : params) {
    if (!p.is_array && !p.by_value) {
      throw UserError(sub.loc, "the CUDA target cannot return a value through scalar argument '" + p.name +
                                   "'; only arrays may be written");
    }
  }
  if (sub.body.size() != info.nests.size()) {
    throw UserError(sub.loc, "the CUDA target runs only stencil nests: '" + sub.name + "' has statements outside its loop nests");
  }
  for (const NestInfo& nest : info.nests) {
    for (const LoopInfo& l : nest.loops) {
      if (l.step != 1) throw UserError(l.loc, "the CUDA target needs loops with a step of 1");
      if (l.grid_dim < 0) throw UserError(l.loc, "the CUDA target needs every loop to run over a grid dimension");
    }
  }

  std::map<std::string, std::string> names;
  for (const CParameter& p : params) names[p.name] = p.c_name;
  auto typed = [&](const CParameter& p, const std::string& n) {
    return p.type + " " + n;
  };
  auto signature = [&](const std::string& fn, const std::string& ret, const std::string& lead) {
    std::string s = "extern \"C\" " + ret + " " + fn + "(" + lead;
    for (size_t i = 0; i < params.size(); ++i) s += (i || !lead.empty() ? ", " : "") + typed(params[i], params[i].c_name);
    return s + (params.empty() && lead.empty() ? "void" : "") + ")";
  };

  std::ostringstream out;
  out << "/* " << (options.comment.empty() ? "Subroutine " + sub.name + " for CUDA, printed by stenciltune." : options.comment)
      << "\n   Variant: TX=" << v.tx << " TY=" << v.ty << " RY=" << v.ry << (v.rx > 1 ? " RX=" + std::to_string(v.rx) : std::string()) << " ZB=" << v.zb << " STREAM=" << v.stream  << " SMEM=" << v.shared_memory
      << (v.shared_memory == 2 ? " PIPE=" + std::to_string(v.pipe) : std::string()) << " RO=" << v.read_only << " LB=" << v.launch_bounds << " UNROLL=" << v.unroll << (v.plane_sums ? " PSUM=1" : "") << ".\n"
      << "   Arrays keep Fortran's column-major order and lower bounds. Entry points:\n"
      << "   " << name << " (host pointers; aborts on a CUDA error), " << name << "_host (host pointers; returns the\n"
      << "   CUDA error code), " << name << "_device (device pointers; launches on the default stream)"
      << (options.fortran_entry ? ",\n   " + name + "_ (gfortran's convention: every argument by reference)" : std::string())
      << ". */\n";
  // Each kernel's ring of planes (SMEM=2), in bytes of dynamic shared memory.
  std::vector<long long> ring_bytes;
  for (const NestInfo& nest : info.nests) ring_bytes.push_back(NestPlan(nest, symbols, v).ring_bytes());
  if (std::any_of(ring_bytes.begin(), ring_bytes.end(), [](long long b) { return b > 0; })) out << "#include <cuda_pipeline.h>\n";
  out << "#include <cuda_runtime.h>\n#include <math.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <stdio.h>\n"
      << "#include <stdlib.h>\n#include <string.h>\n\n#define restrict __restrict__\n\n";
  std::string helpers(embedded::c_helpers);
  for (size_t at = helpers.find("static inline"); at != std::string::npos; at = helpers.find("static inline", at + 30)) {
    helpers.replace(at, 13, "__host__ __device__ inline");
  }
  out << helpers << "\n";

  const std::streampos kernels_begin = out.tellp();
  // The kernels.
  std::vector<std::string> kernel_names;
  for (size_t n = 0; n < info.nests.size(); ++n) {
    kernel_names.push_back("st_" + name + "_kernel" + std::to_string(n));
    KernelPrinter printer(sub, symbols, info.nests[n], v, kernel_names.back());
    out << "/* Nest " << n + 1 << " (line " << info.nests[n].loc.begin.line << "). */\n" << printer.print() << "\n";
  }

  // Device entry: the launches, in the nests' order.
  out << "/* Device pointers: launches the kernels on the default stream and returns the launch's\n"
      << "   error code (0: cudaSuccess); it does not wait for them. */\n";
  out << signature(name + "_device", "int", "") << "\n{\n";
  for (size_t n = 0; n < info.nests.size(); ++n) {
    const NestInfo& nest = info.nests[n];
    int dims = nest.dims;
    out << "  {\n";
    std::vector<std::string> count;
    for (int g = 0; g < dims; ++g) {
      const LoopInfo* l = nullptr;
      for (const LoopInfo& li : nest.loops) {
        if (li.grid_dim == g) l = &li;
      }
      Affine extent = l->upper_form - l->lower_form + Affine::of(1);
      out << "    const ptrdiff_t st_n" << g << " = " << host_affine(extent, names) << ";\n";
      count.push_back("st_n" + std::to_string(g));
    }
    out << "    if (";
    for (int g = 0; g < dims; ++g) out << (g ? " || " : "") << count[static_cast<size_t>(g)] << " <= 0";
    out << ") goto st_next" << n << ";\n";
    std::string gx = "(st_n0 + " + std::to_string(v.tile_x() - 1) + ") / " + std::to_string(v.tile_x());
    std::string gy = "1", gz = "1";
    int ty = dims == 3 ? v.ty : 1;
    if (dims == 3) {
      gy = "(st_n1 + " + std::to_string(v.tile_y() - 1) + ") / " + std::to_string(v.tile_y());
      gz = "(st_n2 + " + std::to_string(v.zb - 1) + ") / " + std::to_string(v.zb);
    } else if (dims == 2) {
      gy = "(st_n1 + " + std::to_string(v.zb - 1) + ") / " + std::to_string(v.zb);
    }
    out << "    const ptrdiff_t st_gx = " << gx << ", st_gy = " << gy << ", st_gz = " << gz << ";\n";
    out << "    if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;\n";
    // The ring of planes (SMEM=2) is dynamic shared memory; beyond 48 KiB a kernel must
    // ask for it.
    long long dynamic = ring_bytes[n];
    if (dynamic > 48 * 1024) {
      out << "    {\n      cudaError_t st_e = cudaFuncSetAttribute(" << kernel_names[n] << ", cudaFuncAttributeMaxDynamicSharedMemorySize, "
          << dynamic << ");\n      if (st_e != cudaSuccess) return (int)st_e;\n    }\n";
    }
    out << "    " << kernel_names[n] << "<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(" << v.tx << ", " << ty
        << ", 1)" << (dynamic > 0 ? ", " + std::to_string(dynamic) : std::string()) << ">>>(";
    for (size_t i = 0; i < params.size(); ++i) out << (i ? ", " : "") << params[i].c_name;
    out << ");\n";
    out << "    {\n      cudaError_t st_e = cudaGetLastError();\n      if (st_e != cudaSuccess) return (int)st_e;\n    }\n";
    out << "  }\n  st_next" << n << ":;\n";
  }
  out << "  return 0;\n}\n\n";
  if (options.entries == CudaEmitOptions::Entries::Device) return out.str();
  if (options.entries == CudaEmitOptions::Entries::Host) {
    std::string head = out.str().substr(0, static_cast<size_t>(kernels_begin));
    out.str(head);
    out.seekp(0, std::ios_base::end);
    out << "/* Device pointers: defined by the library's entry, which picks the variant. */\n"
        << signature(name + "_device", "int", "") << ";\n\n";
  }

  // Element counts of every array, for the copies.
  std::vector<std::pair<const CParameter*, std::string>> arrays;
  for (const CParameter& p : params) {
    if (!p.is_array) continue;
    const Symbol& s = *symbols.find(p.name);
    std::string count;
    for (int d = 0; d < s.rank(); ++d) {
      auto lo = to_affine(s.lower(d), symbols.integer_constants());
      auto hi = to_affine(s.dims[static_cast<size_t>(d)].upper, symbols.integer_constants());
      internal_assert(lo && hi) << "array bound of '" << p.name << "' is not affine";
      count += std::string(d ? " * " : "") + "(" + host_affine(*hi - *lo + Affine::of(1), names) + ")";
    }
    arrays.emplace_back(&p, count.empty() ? "1" : count);
  }

  // Host entry with buffers kept between calls.
  // Named after the entry, so that the entries of several subroutines printed into one
  // file (--emit=cuda of a file with several subroutines) each keep their own.
  const std::string buffer = "st_buffer_" + name, capacity = "st_capacity_" + name, reserve = "st_reserve_" + name;
  out << "/* Device buffers kept between calls of " << name << "_host, grown as needed. */\n";
  out << "static void *" << buffer << "[" << arrays.size() << "];\nstatic size_t " << capacity << "[" << arrays.size()
      << "];\n\n";
  out << "static cudaError_t " << reserve << "(int which, size_t bytes)\n{\n"
      << "  if (" << capacity << "[which] >= bytes && " << buffer << "[which] != NULL) return cudaSuccess;\n"
      << "  if (" << buffer << "[which] != NULL) cudaFree(" << buffer << "[which]);\n  " << buffer
      << "[which] = NULL;\n  " << capacity << "[which] = 0;\n"
      << "  cudaError_t e = cudaMalloc(&" << buffer << "[which], bytes > 0 ? bytes : 1);\n"
      << "  if (e == cudaSuccess) " << capacity << "[which] = bytes;\n  return e;\n}\n\n";
  out << "#define ST_TRY(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) return (int)st_e_; } while (0)\n\n";
  out << "/* Host pointers: copies every array to the device, runs the kernels, copies the arrays\n"
      << "   the subroutine writes back. Returns 0 or the CUDA error code. Not thread-safe. */\n";
  out << signature(name + "_host", "int", "") << "\n{\n";
  for (size_t a = 0; a < arrays.size(); ++a) {
    const CParameter& p = *arrays[a].first;
    std::string t = c_type(symbols.find(p.name)->type);
    out << "  const size_t st_bytes" << a << " = (size_t)(" << arrays[a].second << ") * sizeof(" << t << ");\n";
    out << "  ST_TRY(" << reserve << "(" << a << ", st_bytes" << a << "));\n";
    out << "  ST_TRY(cudaMemcpy(" << buffer << "[" << a << "], " << p.c_name << ", st_bytes" << a
        << ", cudaMemcpyHostToDevice));\n";
  }
  out << "  ST_TRY((cudaError_t)" << name << "_device(";
  for (size_t i = 0, a = 0; i < params.size(); ++i) {
    out << (i ? ", " : "");
    if (params[i].is_array) {
      std::string t = c_type(symbols.find(params[i].name)->type);
      out << "(" << (params[i].written ? "" : "const ") << t << " *)" << buffer << "[" << a++ << "]";
    } else {
      out << params[i].c_name;
    }
  }
  out << "));\n  ST_TRY(cudaDeviceSynchronize());\n";
  for (size_t a = 0; a < arrays.size(); ++a) {
    const CParameter& p = *arrays[a].first;
    if (!p.written) continue;
    out << "  ST_TRY(cudaMemcpy(" << p.c_name << ", " << buffer << "[" << a << "], st_bytes" << a
        << ", cudaMemcpyDeviceToHost));\n";
  }
  out << "  return 0;\n}\n\n";
  out << "/* Host pointers; a CUDA error is printed and ends the program. */\n";
  out << signature(bare, "void", "") << "\n{\n  int st_e = " << name << "_host(";
  for (size_t i = 0; i < params.size(); ++i) out << (i ? ", " : "") << params[i].c_name;
  out << ");\n  if (st_e != 0) {\n    fprintf(stderr, \"" << name
      << ": CUDA error %d: %s\\n\", st_e, cudaGetErrorString((cudaError_t)st_e));\n"
      << "    abort();\n  }\n}\n";
  if (options.fortran_entry) {
    out << "\n/* gfortran's convention: every argument by reference. */\nextern \"C\" void " << entry << "(";
    for (size_t i = 0; i < params.size(); ++i) {
      std::string t = params[i].by_reference_type;
      out << (i ? ", " : "") << t << (t.back() == '*' ? "" : " ") << params[i].c_name;
    }
    out << ")\n{\n  " << bare << "(";
    for (size_t i = 0; i < params.size(); ++i) out << (i ? ", " : "") << (params[i].by_value ? "*" : "") << params[i].c_name;
    out << ");\n}\n";
  }
  if (options.library_entries) {
    out << "\n/* The CPU library's first-touch initialiser, for callers of either library: zeroes the\n"
        << "   host arrays (device buffers are placed by the driver). */\n";
    out << "extern \"C\" void " << name << "_first_touch(";
    for (size_t i = 0; i < params.size(); ++i) {
      std::string t = params[i].type;
      size_t c = t.find("const ");
      if (params[i].is_array && c != std::string::npos) t.erase(c, 6);
      out << (i ? ", " : "") << t << " " << params[i].c_name;
    }
    out << ")\n{\n";
    for (size_t a = 0; a < arrays.size(); ++a) {
      std::string t = c_type(symbols.find(arrays[a].first->name)->type);
      out << "  memset(" << arrays[a].first->c_name << ", 0, (size_t)(" << arrays[a].second << ") * sizeof(" << t << "));\n";
    }
    for (const CParameter& p : params) {
      if (!p.is_array) out << "  (void)" << p.c_name << ";\n";
    }
    out << "}\n";
  }
  if (options.library_entries && options.entries == CudaEmitOptions::Entries::All) {
    out << "\n/* The variant a call runs: this file holds one. */\nextern \"C\" int " << name << "_variant(";
    std::map<std::string, long long> sizes = size_arguments(info, std::vector<long long>(3, 1));
    bool first = true;
    for (const CParameter& p : params) {
      if (p.is_array || !sizes.count(p.name)) continue;
      out << (first ? "" : ", ") << p.type << " " << p.c_name;
      first = false;
    }
    out << (first ? "void" : "") << ")\n{\n";
    for (const CParameter& p : params) {
      if (!p.is_array && sizes.count(p.name)) out << "  (void)" << p.c_name << ";\n";
    }
    out << "  return 1;\n}\n";
  }
  if (options.timing_entry) {
    out << "\n" << embedded::cuda_device_fill << "\n";
    out << "\n/* For the harness: the kernels alone timed with CUDA events (a warm-up launch, then\n"
        << "   `reps` timed ones queued back to back), and the copies each way; prints \"time: ...\" and \"copies: ...\".\n"
        << "   Null arrays (a timing-only run) are filled on the device instead, and no copy is timed. */\n";
    out << "static int st_compare(const void *a, const void *b)\n{\n  float x = *(const float *)a, y = *(const float *)b;\n"
        << "  return x < y ? -1 : x > y;\n}\n\n";
    out << "#define ST_CHECK(call) do { cudaError_t st_e_ = (call); if (st_e_ != cudaSuccess) { fprintf(stderr, \"cuda error: %s: %s\\n\", #call, cudaGetErrorString(st_e_)); exit(2); } } while (0)\n\n";
    out << signature("st_time_" + name, "void", "int ST_reps") << "\n{\n";
    out << "  cudaEvent_t st_a, st_b;\n  float st_ms[1024], st_h2d = 0, st_d2h = 0;\n  int ST_r;\n";
    out << "  if (ST_reps > 1024) ST_reps = 1024;\n  ST_CHECK(cudaEventCreate(&st_a));\n  "
           "ST_CHECK(cudaEventCreate(&st_b));\n";
    for (size_t a = 0; a < arrays.size(); ++a) {
      const CParameter& p = *arrays[a].first;
      std::string t = c_type(symbols.find(p.name)->type);
      out << "  const size_t st_bytes" << a << " = (size_t)(" << arrays[a].second << ") * sizeof(" << t << ");\n";
      out << "  ST_CHECK(" << reserve << "(" << a << ", st_bytes" << a << "));\n";
    }
    out << "  int st_host_data = 0;\n  ST_CHECK(cudaEventRecord(st_a));\n";
    for (size_t a = 0; a < arrays.size(); ++a) {
      std::string t = c_type(symbols.find(arrays[a].first->name)->type);
      out << "  if (" << arrays[a].first->c_name << " != NULL) {\n    st_host_data = 1;\n    ST_CHECK(cudaMemcpy("
          << buffer << "[" << a << "], " << arrays[a].first->c_name << ", st_bytes" << a
          << ", cudaMemcpyHostToDevice));\n  } else {\n"
          << "    ST_CHECK(st_fill_device((" << t << " *)" << buffer << "[" << a << "], st_bytes" << a << " / sizeof("
          << t << "), " << a + 1 << "u));\n  }\n";
    }
    out << "  ST_CHECK(cudaEventRecord(st_b));\n  ST_CHECK(cudaEventSynchronize(st_b));\n"
        << "  ST_CHECK(cudaEventElapsedTime(&st_h2d, st_a, st_b));\n";
    std::ostringstream call;
    call << name << "_device(";
    for (size_t i = 0, a = 0; i < params.size(); ++i) {
      call << (i ? ", " : "");
      if (params[i].is_array) {
        std::string t = c_type(symbols.find(params[i].name)->type);
        call << "(" << (params[i].written ? "" : "const ") << t << " *)" << buffer << "[" << a++ << "]";
      } else {
        call << params[i].c_name;
      }
    }
    call << ")";
    out << "  ST_CHECK((cudaError_t)" << call.str() << ");\n  ST_CHECK(cudaDeviceSynchronize());\n";
    // The timed launches are queued back to back, each between its own pair of events,
    // and read once the last is done: the GPU does not wait between them for the host to
    // submit the next launch, so that gap is not timed.
    out << "  {\n    static cudaEvent_t st_ta[1024], st_tb[1024];\n"
        << "    for (ST_r = 0; ST_r < ST_reps; ++ST_r) {\n      ST_CHECK(cudaEventCreate(&st_ta[ST_r]));\n      "
           "ST_CHECK(cudaEventCreate(&st_tb[ST_r]));\n    }\n"
        << "    for (ST_r = 0; ST_r < ST_reps; ++ST_r) {\n      ST_CHECK(cudaEventRecord(st_ta[ST_r]));\n      "
           "ST_CHECK((cudaError_t)"
        << call.str() << ");\n      ST_CHECK(cudaEventRecord(st_tb[ST_r]));\n    }\n"
        << "    ST_CHECK(cudaEventSynchronize(st_tb[ST_reps - 1]));\n"
        << "    for (ST_r = 0; ST_r < ST_reps; ++ST_r) {\n      ST_CHECK(cudaEventElapsedTime(&st_ms[ST_r], "
           "st_ta[ST_r], st_tb[ST_r]));\n"
        << "      cudaEventDestroy(st_ta[ST_r]);\n      cudaEventDestroy(st_tb[ST_r]);\n    }\n  }\n";
    out << "  ST_CHECK(cudaEventRecord(st_a));\n";
    for (size_t a = 0; a < arrays.size(); ++a) {
      if (!arrays[a].first->written) continue;
      out << "  if (" << arrays[a].first->c_name << " != NULL) ST_CHECK(cudaMemcpy(" << arrays[a].first->c_name << ", "
          << buffer << "[" << a << "], st_bytes" << a << ", cudaMemcpyDeviceToHost));\n";
    }
    out << "  ST_CHECK(cudaEventRecord(st_b));\n  ST_CHECK(cudaEventSynchronize(st_b));\n"
        << "  ST_CHECK(cudaEventElapsedTime(&st_d2h, st_a, st_b));\n";
    out << "  qsort(st_ms, (size_t)ST_reps, sizeof st_ms[0], st_compare);\n"
        << "  printf(\"time: median=%.9e min=%.9e max=%.9e reps=%d\\n\", 1e-3 * (ST_reps % 2 ? st_ms[ST_reps / 2] : "
           "0.5 * (st_ms[ST_reps / 2 - 1] + st_ms[ST_reps / 2])), 1e-3 * st_ms[0], 1e-3 * st_ms[ST_reps - 1], "
           "ST_reps);\n"
        << "  if (st_host_data) printf(\"copies: h2d=%.9e d2h=%.9e\\n\", 1e-3 * st_h2d, 1e-3 * st_d2h);\n"
        << "  cudaEventDestroy(st_a);\n  cudaEventDestroy(st_b);\n}\n";
  }
  return out.str();
}

std::string cuda_prototypes(const ast::Subroutine& sub, const SymbolTable& symbols, const std::string& name) {
  std::vector<CParameter> params = c_parameters(sub, symbols);
  auto list = [&]() {
    std::string s;
    for (size_t i = 0; i < params.size(); ++i) {
      std::string t = params[i].type;
      size_t r = t.find("restrict");
      if (r != std::string::npos) t.replace(r, 8, "");
      while (!t.empty() && t.back() == ' ') t.pop_back();
      s += (i ? ", " : "") + t + (t.back() == '*' ? "" : " ") + params[i].c_name;
    }
    return s.empty() ? std::string("void") : s;
  };
  std::ostringstream out;
  out << "/* Host pointers: copies in, runs the kernels, copies the written arrays out; a CUDA error is\n"
      << "   printed and ends the program. Not thread-safe (device buffers are kept between calls). */\n"
      << "void " << c_identifier(name) << "(" << list() << ");\n"
      << "/* The same, returning 0 or the CUDA error code (cudaError_t) instead of ending the program. */\n"
      << "int " << name << "_host(" << list() << ");\n"
      << "/* Device pointers (cudaMalloc'd, same layout): launches on the default stream, returns the\n"
      << "   launch's error code; synchronise before reading the results. */\n"
      << "int " << name << "_device(" << list() << ");\n";
  return out.str();
}

}  // namespace st
