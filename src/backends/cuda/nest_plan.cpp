#include "backends/cuda/nest_plan.h"

#include <algorithm>
#include <set>

#include "backends/c/c_backend.h"
#include "frontend/diagnostics.h"

namespace st {

namespace cuda {

using ast::Expr;

NestPlan::NestPlan(const NestInfo& nest, const SymbolTable& symbols, const CudaVariant& v)
    : nest_(nest), symbols_(symbols), v_(v) {
  dims_ = nest.dims;
  stream_dim_ = dims_ >= 2 ? dims_ - 1 : -1;
  plane_dims_ = dims_ >= 2 ? dims_ - 1 : 1;
  for (const Access& a : nest.accesses) {
    if (a.is_write) continue;
    StreamKey key{a.array, a.constant_indices};
    const ArrayInfo* info = nest.array(a.array);
    internal_assert(info != nullptr) << "access to '" << a.array << "' without its array";
    if (!info || (info->role != ArrayRole::Read && info->role != ArrayRole::Coefficient)) continue;  // plain loads only
    Stream& s = streams_[key];
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

int NestPlan::vector_width(const Stream& s) const {
  if (!s.ring || v_.rx == 1 || (s.c_type != "float" && s.c_type != "double")) return 1;
  return std::min(v_.rx, 16 / s.array->type.kind);
}

long long NestPlan::pitch(const Stream& s) const {
  long long w = v_.tile_x() + s.minus[0] + s.plus[0];
  long long vw = std::max(vector_width(s), chunk_width(s));
  return (w + vw - 1) / vw * vw;
}

long long NestPlan::plane_cells(const Stream& s) const {
  long long cells = pitch(s);
  if (plane_dims_ == 2) cells *= v_.tile_y() + s.minus[1] + s.plus[1];
  return cells;
}

long long NestPlan::ring_offset(const Stream& of) const {
  long long bytes = 0;
  for (const auto& [key, s] : streams_) {
    if (!s.ring) continue;
    if (&s == &of) return bytes;
    bytes += (s.slots * plane_cells(s) * s.array->type.kind + 15) / 16 * 16;
  }
  return bytes;
}

long long NestPlan::ring_bytes() const {
  long long bytes = 0;
  for (const auto& [key, s] : streams_) {
    if (s.ring) bytes += (s.slots * plane_cells(s) * s.array->type.kind + 15) / 16 * 16;
  }
  return bytes;
}

long long NestPlan::shared_bytes() const {
  long long bytes = ring_bytes();
  for (const auto& [key, s] : streams_) {
    if (s.smem && !s.ring) bytes += s.planes() * plane_cells(s) * s.array->type.kind;
  }
  return bytes;
}

std::optional<ClassifiedRead> NestPlan::classify(const ast::ArrayRef& ref) const {
  ClassifiedRead r;
  r.key.array = ref.name;
  r.offsets.assign(static_cast<size_t>(dims_), 0);
  for (size_t a = 0; a < ref.indices.size(); ++a) {
    auto form = to_affine(ref.indices[a], symbols_.integer_constants());
    if (!form) return std::nullopt;
    const bool plane = std::none_of(form->terms.begin(), form->terms.end(), [&](const auto& term) {
      return std::find(nest_.grid_vars.begin(), nest_.grid_vars.end(), term.first) != nest_.grid_vars.end();
    });
    if (plane) {  // a constant index, literal or of the dummies (`v(nx,j)`)
      r.key.constants.emplace_back(static_cast<int>(a), *form);
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

ast::Expr NestPlan::element(const StreamKey& key, const std::vector<std::string>& coords,
                            const std::vector<long long>& offsets) const {
  const Stream& s = streams_.at(key);
  const Symbol& sym = *symbols_.find(key.array);
  std::vector<Expr> indices;
  for (int a = 0; a < sym.rank(); ++a) {
    int g = s.array->grid_dims[static_cast<size_t>(a)];
    if (g < 0) {
      Affine c;
      for (const auto& [dim, value] : key.constants) {
        if (dim == a) c = value;
      }
      indices.push_back(to_expr(c));
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

}  // namespace cuda

long long cuda_shared_bytes(const StencilInfo& info, const CudaVariant& variant) {
  long long bytes = 0;
  for (const NestInfo& nest : info.nests) {
    // The plan needs only the accesses for the shared-memory figure.
    static const SymbolTable no_symbols{};
    cuda::NestPlan plan(nest, no_symbols, variant);
    bytes = std::max(bytes, plan.shared_bytes());
  }
  return bytes;
}

}  // namespace st
