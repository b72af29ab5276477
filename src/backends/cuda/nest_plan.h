// The nest plan of one CUDA kernel: which grids it streams, each grid's register queue
// (the centre column), its shared planes or ring of planes (SMEM=1, SMEM=2) with their
// halos, and the shared memory they take. The kernel printer prints from it.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"
#include "backends/cuda/cuda_variant.h"

namespace st::cuda {

// A grid as one nest reads it: an array with its constant extra indices.
struct StreamKey {
  std::string array;
  std::vector<std::pair<int, Affine>> constants;
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
  NestPlan(const NestInfo& nest, const SymbolTable& symbols, const CudaVariant& v);

  int dims() const { return dims_; }
  int stream_dim() const { return stream_dim_; }
  int plane_dims() const { return plane_dims_; }
  std::map<StreamKey, Stream>& streams() { return streams_; }
  const std::map<StreamKey, Stream>& streams() const { return streams_; }

  // Elements of `s` one vector read of the ring takes: with RX adjacent points per thread
  // (RX > 1), each thread's cells of a ring row are read RX (at most 16 bytes) at a time.
  int vector_width(const Stream& s) const;
  // Elements of `s` one 16-byte asynchronous copy into the ring moves (1: none).
  int chunk_width(const Stream& s) const { return s.ring ? 16 / s.array->type.kind : 1; }
  // Cells of one row of a shared plane of `s`: the tile and its halo, rounded up so that
  // every row of a ring starts 16-byte aligned (the 16-byte copies, the vector reads).
  long long pitch(const Stream& s) const;
  // Cells of one shared plane of `s`: the tile and its halo.
  long long plane_cells(const Stream& s) const;
  // Where each ring starts in the kernel's dynamic shared memory (16-byte aligned), and
  // the bytes of all rings.
  long long ring_offset(const Stream& of) const;
  long long ring_bytes() const;
  long long shared_bytes() const;

  // The grid offsets of a read, when its subscripts are the loop variables plus
  // constants (what the analysis proved of every access).
  std::optional<ClassifiedRead> classify(const ast::ArrayRef& ref) const;

  // The element of `key` at grid coordinates coords[g] + offsets[g].
  ast::Expr element(const StreamKey& key, const std::vector<std::string>& coords,
                    const std::vector<long long>& offsets) const;

 private:
  const NestInfo& nest_;
  const SymbolTable& symbols_;
  CudaVariant v_;
  int dims_ = 0;
  int stream_dim_ = -1;
  int plane_dims_ = 1;
  std::map<StreamKey, Stream> streams_;
};

}  // namespace st::cuda
