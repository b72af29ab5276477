#include "package/mpi_package.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <sstream>

#include "analysis/affine.h"
#include "ast/printer.h"
#include "backends/c/c_backend.h"
#include "backends/c/c_spelling.h"
#include "backends/c_names.h"
#include "backends/cuda/cuda_backend.h"
#include "embedded/mpi_device.h"
#include "embedded/mpi_halo.h"
#include "frontend/diagnostics.h"
#include "harness/process.h"
#include "package/package_dispatch.h"
#include "support/atomic_file.h"
#include "support/environment_error.h"
#include "transforms/fresh_names.h"

#ifndef ST_MPI_C_COMPILER
#define ST_MPI_C_COMPILER ""
#endif
#ifndef ST_MPIEXEC
#define ST_MPIEXEC ""
#endif

namespace st {

namespace {

// The error codes of the C entries, one set a package: NAME_MPI_... in NAME_mpi.h.
struct MpiError {
  const char* suffix;
  int code;
  const char* meaning;
};
const MpiError mpi_errors[] = {
    {"NOT_CARTESIAN", 1, "the communicator has no Cartesian topology"},
    {"TOO_MANY_DIMENSIONS", 2, "the Cartesian topology has more dimensions than the grid"},
    {"GHOST_TOO_THIN", 3, "a grid has fewer ghost layers than the stencil reads along an exchanged dimension"},
    {"BLOCK_TOO_THIN", 4, "a block is thinner than the ghost layers it sends along an exchanged dimension"},
    {"EXCHANGE_FAILED", 5, "an MPI call of the exchange failed"},
    {"DEVICE_FAILED", 6, "a CUDA call failed (an entry over the CUDA library; the rank says which)"},
    {"OUTSIDE_BOUNDS", 7, "a constant index the arguments decide is outside its array (the rank says which)"},
};

// The tool in the first folder of the PATH that has it, the folder's links resolved: Open
// MPI's launcher takes the folder it was started from as its installation prefix, and
// /bin/mpiexec on a system whose /bin links to /usr/bin makes it refuse ("a prefix ...
// that only contained slashes").
std::string find_on_path(const std::string& tool) {
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    if (dir.empty()) continue;
    std::string candidate = dir + "/" + tool;
    if (::access(candidate.c_str(), X_OK) != 0) continue;
    std::error_code ec;
    std::filesystem::path real = std::filesystem::canonical(dir, ec);
    return ec ? candidate : (real / tool).string();
  }
  return "";
}

std::string tool_from(const char* variable, const std::string& on_path, const char* built_with) {
  if (const char* v = std::getenv(variable); v && *v) return v;
  if (!on_path.empty()) return on_path;
  if (*built_with && ::access(built_with, X_OK) == 0) return built_with;
  return "";
}

// The loop of each grid dimension of the first nest (every nest runs over the same
// bounds: mpi_refusal).
std::vector<const LoopInfo*> grid_loops(const NestInfo& nest) {
  std::vector<const LoopInfo*> loops(static_cast<size_t>(nest.dims), nullptr);
  for (const LoopInfo& l : nest.loops) {
    if (l.grid_dim >= 0 && l.grid_dim < nest.dims) loops[static_cast<size_t>(l.grid_dim)] = &l;
  }
  return loops;
}

// A dummy's C spelling in the entries.
std::function<std::string(const std::string&)> spelling_of(const PackagedKernel& k) {
  std::map<std::string, std::string> names;
  for (const CParameter& p : c_parameters(*k.sub, *k.symbols)) names[p.name] = p.c_name;
  return [names](const std::string& fortran) {
    auto it = names.find(fortran);
    return it == names.end() ? fortran : it->second;
  };
}

std::string bound_text(const ast::Expr& e, long long otherwise, const SymbolTable& symbols,
                       const std::function<std::string(const std::string&)>& name) {
  if (!e) return std::to_string(otherwise);
  std::optional<Affine> form = to_affine(e, symbols.integer_constants());
  internal_assert(form.has_value()) << "an array bound that mpi_refusal accepted is not affine";
  return "(long)(" + c_ptrdiff(*form, name) + ")";
}

// The nest parts of every variant have box versions: what a sequenced entry runs.
bool nests_boxed(const PackagedKernel& k);

// Why a reduction cannot be combined across ranks, or nothing: each rank's partial starts
// from the reduction's first value, so that value must be the operator's identity (a sum
// from 0, a product from 1) unless the operator is max or min, which repeating it does
// not change; and it must start from a value of its own, not the caller's.
std::optional<std::string> reduction_refusal(const ReductionInfo& r) {
  const std::string what = "reduction " + r.var + " (a " + reduction_op_name(r.op) + ")";
  if (!r.initial) return what + " adds to the caller's value, which every rank would add again";
  if (r.op == ReductionOp::Max || r.op == ReductionOp::Min) return std::nullopt;
  const double identity = r.op == ReductionOp::Product ? 1.0 : 0.0;
  double value = identity + 1;
  if (const auto* i = ast::as<ast::IntLit>(r.initial)) value = static_cast<double>(i->value);
  if (const auto* f = ast::as<ast::RealLit>(r.initial)) value = f->value;
  if (value != identity)
    return what + " starts at " + ast::to_fortran(r.initial) + ", not " + (identity == 1.0 ? "1" : "0") +
           ": every rank's partial would count it";
  return std::nullopt;
}

// Why a packaged subroutine has no MPI entry, or nothing.
std::optional<std::string> why_no_entry(const PackagedKernel& k) {
  if (!k.info) return "it was not analysed";
  if (std::optional<std::string> why = mpi_refusal(*k.info, *k.symbols)) return why;
  if (mpi_sequenced(*k.info) && !nests_boxed(k))
    return "its nests run one by one between exchanges, but were not each tuned on their own";
  return std::nullopt;
}

bool accepted(const PackagedKernel& k) { return !why_no_entry(k); }

// Whether the entry may write the ghost layers of `array`: it exchanges them, or (nests
// run one by one) computes past the block there.
bool exchanged(const PackagedKernel& k, const std::string& array) {
  const std::vector<std::string> grids = mpi_sequenced(*k.info) ? mpi_sequence(*k.info).grids : mpi_halo(*k.info).grids;
  return std::find(grids.begin(), grids.end(), array) != grids.end();
}

// The C entry's parameter list: the communicator, then the original's dummies, the grids
// exchanged writable (the exchange fills the ghost layers of grids the original only reads).
std::string entry_parameters(const PackagedKernel& k, const std::string& comm) {
  std::string list = comm;
  for (CParameter p : c_parameters(*k.sub, *k.symbols)) {
    if (p.is_array && exchanged(k, p.name) && p.type.rfind("const ", 0) == 0) p.type.erase(0, 6);
    list += ", " + c_parameter_list({p});
  }
  return list;
}

// Whether every part of every variant has a box version: the overlapped mode's (not where
// the nests run one by one).
bool overlaps(const PackagedKernel& k) {
  if (k.variants.empty() || mpi_sequenced(*k.info) || !mpi_reductions(*k.info).empty()) return false;
  for (const PackagedVariant& v : k.variants) {
    for (const PackagedPart& p : v.parts) {
      if (!p.box_source || !p.box_prototype) return false;
    }
  }
  return true;
}

std::string box_symbol(const PackagedKernel& k, size_t variant, size_t part) {
  const PackagedPart& p = k.variants.at(variant).parts.at(part);
  std::string symbol = k.sub->name + "_mpi_box_size" + std::to_string(variant + 1);
  if (p.nest >= 0) symbol += "_nest" + std::to_string(p.nest + 1);
  return symbol;
}

// The original's arguments as the entry names them, comma-separated.
std::string call_arguments(const PackagedKernel& k, const std::string& prefix = "") {
  std::string list;
  for (const CParameter& p : c_parameters(*k.sub, *k.symbols)) list += (list.empty() ? "" : ", ") + prefix + p.c_name;
  return list;
}

// Whether the kernel's parts are the CUDA library's: its entry then copies the block's
// arrays to the GPU, exchanges their ghost layers there (runtime/mpi_device.cu) and calls
// the parts' _device entries.
bool on_gpu(const PackagedKernel& k) {
  for (const PackagedVariant& v : k.variants) {
    for (const PackagedPart& p : v.parts) {
      if (p.target == "cuda") return true;
    }
  }
  return false;
}

// The GPU helpers' symbols (mpi_device.cu's ST_MHD(x)): named after the package, so that
// two packages link together, and upper case, which no folded Fortran name is.
std::string device_helper(const std::string& package, const std::string& what) {
  return "ST_" + macro_prefix(package) + "_MPI_DEV_" + what;
}

// The arguments of a compute call: the original's, each array its device copy where the
// kernel runs on the GPU (device_arrays_in).
std::string compute_arguments(const PackagedKernel& k) {
  if (!on_gpu(k)) return call_arguments(k);
  std::string list;
  for (const CParameter& p : c_parameters(*k.sub, *k.symbols))
    list += (list.empty() ? "" : ", ") + (p.is_array ? "st_d_" + p.c_name : p.c_name);
  return list;
}

// A call of a device entry (or of a box or nest helper over them) whose error code,
// on the GPU, is kept in st_failed where it is the call's first: a launch error is
// returned by the entry that launched, not by the sync after it. On the CPU, `call`.
std::string launched(const PackagedKernel& k, const std::string& call) {
  if (!on_gpu(k)) return call + ";";
  return "{ int st_l = " + call + "; if (st_l && !st_failed) st_failed = st_l; }";
}

// The serial library's whole call on the block: NAME, or on the GPU NAME_device.
std::string whole_call(const PackagedKernel& k) {
  if (!on_gpu(k)) return c_identifier(k.sub->name) + "(" + call_arguments(k) + ");";
  return launched(k, k.sub->name + "_device(" + compute_arguments(k) + ")");
}

// The bytes of array `s` as declared with the call's sizes.
std::string array_bytes(const PackagedKernel& k, const Symbol& s) {
  const auto name = spelling_of(k);
  std::string bytes = "sizeof(" + c_type(s.type) + ")";
  for (const auto& dim : s.dims) {
    bytes += " * (size_t)(" + bound_text(dim.upper, 1, *k.symbols, name) + " - " +
             bound_text(dim.lower, 1, *k.symbols, name) + " + 1)";
  }
  return bytes;
}

// On the GPU: each array dummy's device copy st_d_NAME, the caller's array copied in
// (slots `slot` on: mpi_device.cu keeps one device array a slot between calls), and the
// exchanged grids `grids` of the st_mh_grid array `var` pointed at them. A CUDA failure
// returns DEVICE_FAILED. Nothing where the kernel runs on the CPU.
std::string device_arrays_in(const PackagedKernel& k, const std::string& package, int slot,
                             const std::vector<std::string>& grids, const std::string& var) {
  if (!on_gpu(k)) return "";
  const std::string err = macro_prefix(package) + "_MPI_";
  std::ostringstream out;
  out << "  /* The block's arrays on the GPU: copied in whole, computed and exchanged there, and the\n"
      << "     written and exchanged ones copied back before the call returns. */\n";
  for (const CParameter& p : c_parameters(*k.sub, *k.symbols)) {
    if (!p.is_array) continue;
    const Symbol& s = *k.symbols->find(p.name);
    out << "  " << c_type(s.type) << " *st_d_" << p.c_name << " = NULL;\n"
        << "  {\n    void *st_p = NULL;\n"
        << "    int st_e = " << device_helper(package, "array_in") << "(" << slot++ << ", " << p.c_name << ", "
        << array_bytes(k, s) << ", 1, &st_p);\n"
        << "    if (st_e) return st_gpu_failed(\"" << k.sub->name << "_mpi\", st_e, \"copying " << p.name
        << " to the GPU\", " << err << "DEVICE_FAILED);\n"
        << "    st_d_" << p.c_name << " = (" << c_type(s.type) << " *)st_p;\n  }\n";
  }
  const auto name = spelling_of(k);
  for (size_t g = 0; g < grids.size(); ++g) {
    out << "  " << var << "[" << g << "].base = (unsigned char *)st_d_" << name(grids[g]) << ";\n"
        << "  " << var << "[" << g << "].device = 1;\n";
  }
  out << "  /* The first CUDA error of the computation, returned once the call's exchanges are done:\n"
      << "     a rank that returned before them would leave its neighbours waiting. */\n"
      << "  int st_failed = 0;\n";
  return out.str();
}

// On the GPU: the kernels queued waited for (their time is the compute's), a failure
// kept in st_failed. Nothing on the CPU, whose kernels have finished on return.
std::string device_computed(const PackagedKernel& k, const std::string& package, const std::string& indent) {
  if (!on_gpu(k)) return "";
  return indent + "{\n" + indent + "  int st_e = " + device_helper(package, "sync") + "();\n" + indent +
         "  if (st_e && !st_failed) st_failed = st_e;\n" + indent + "}\n";
}

// On the GPU, after the call's last exchange: a CUDA failure of the computation returns
// DEVICE_FAILED.
std::string device_failed(const PackagedKernel& k, const std::string& package, const std::string& indent) {
  if (!on_gpu(k)) return "";
  return indent + "if (st_failed) return st_gpu_failed(\"" + k.sub->name +
         "_mpi\", st_failed, \"computing the block\", " + macro_prefix(package) + "_MPI_DEVICE_FAILED);\n";
}

// On the GPU: the arrays the call writes (computed, or ghost layers exchanged) copied back.
std::string device_arrays_out(const PackagedKernel& k, const std::string& package, const std::string& indent) {
  if (!on_gpu(k)) return "";
  std::ostringstream out;
  for (const CParameter& p : c_parameters(*k.sub, *k.symbols)) {
    if (!p.is_array || !(p.written || exchanged(k, p.name))) continue;
    out << indent << "{\n"
        << indent << "  int st_e = " << device_helper(package, "array_out") << "(" << p.c_name << ", st_d_" << p.c_name
        << ", " << array_bytes(k, *k.symbols->find(p.name)) << ");\n"
        << indent << "  if (st_e) return st_gpu_failed(\"" << k.sub->name << "_mpi\", st_e, \"copying " << p.name
        << " back from the GPU\", " << macro_prefix(package) << "_MPI_DEVICE_FAILED);\n"
        << indent << "}\n";
  }
  return out.str();
}

// The array dummies of a kernel (the GPU slots its entry takes).
int array_count(const PackagedKernel& k) {
  int n = 0;
  for (const CParameter& p : c_parameters(*k.sub, *k.symbols)) n += p.is_array ? 1 : 0;
  return n;
}

// NAME_variant(<the size arguments>) as an entry calls it: the number of the variant the
// serial entry picks for the call's sizes.
std::string variant_call(const PackagedKernel& k) {
  std::string call = k.sub->name + "_variant(";
  bool first = true;
  const std::vector<CParameter> cparams = c_parameters(*k.sub, *k.symbols);
  for (const std::string& size : size_argument_names(k)) {
    for (const CParameter& c : cparams) {
      if (c.name == size) call += (first ? "" : ", ") + std::string(c.by_value ? "" : "*") + c.c_name;
    }
    first = false;
  }
  return call + ")";
}

// The box arguments of a box part's call: each dimension's first and last index, from
// the entry's st_lo and st_hi.
std::string box_bound_arguments(int dims) {
  std::string bounds;
  for (int d = 0; d < dims; ++d)
    bounds += ", (int32_t)st_lo[" + std::to_string(d) + "], (int32_t)st_hi[" + std::to_string(d) + "]";
  return bounds;
}

// For the overlapped mode: the box parts' prototypes and st_box_NAME (a box of the block
// by the variant the serial entry picks for these sizes).
std::string overlap_helpers(const PackagedKernel& k) {
  const std::string& name = k.sub->name;
  std::ostringstream out;
  for (size_t v = 0; v < k.variants.size(); ++v) {
    for (size_t p = 0; p < k.variants[v].parts.size(); ++p)
      out << k.variants[v].parts[p].box_prototype(box_symbol(k, v, p)) << ";\n";
  }
  const std::string params = entry_parameters(k, "");
  out << "\nstatic int st_box_" << name << "(" << params.substr(2) << ", const long *st_lo, const long *st_hi) {\n"
      << "  switch (" << variant_call(k) << ") {\n";
  const std::string bounds = box_bound_arguments(mpi_halo(*k.info).dims);
  for (size_t v = 0; v < k.variants.size(); ++v) {
    out << "    case " << v + 1 << ":\n";
    for (size_t p = 0; p < k.variants[v].parts.size(); ++p) {
      const std::string call =
          box_symbol(k, v, p) + (on_gpu(k) ? "_device" : "") + "(" + call_arguments(k) + bounds + ")";
      out << "      "
          << (on_gpu(k) ? "{\n        int st_l = " + call + ";\n        if (st_l) return st_l;\n      }" : call + ";")
          << "\n";
    }
    out << "      break;\n";
  }
  out << "    default:\n      break;\n  }\n  return 0;\n}\n\n";
  if (on_gpu(k)) return out.str();
  // The interior in one piece started by the pool's other threads while the calling
  // thread exchanges (PthreadsEmitOptions::beside_entry): 0 where the variant for these
  // sizes computes on one thread.
  for (size_t v = 0; v < k.variants.size(); ++v)
    out << "int " << box_symbol(k, v, 0) << "_beside(void (*)(void *), void *);\n";
  out << "\nstatic int st_beside_" << name << "(" << params.substr(2)
      << ", void (*st_fn)(void *), void *st_ctx) {\n  switch (" << variant_call(k) << ") {\n";
  for (size_t v = 0; v < k.variants.size(); ++v)
    out << "    case " << v + 1 << ":\n      return " << box_symbol(k, v, 0) << "_beside(st_fn, st_ctx);\n";
  out << "    default:\n      return 0;\n  }\n}\n\n";
  return out.str();
}

// NAME_mpi and NAME_mpi_exchange over st_run_NAME, their Fortran twins, and NAME_mpi_times.
std::string entry_wrappers(const PackagedKernel& k) {
  const std::string& sub = k.sub->name;
  const std::string entry = sub + "_mpi";
  std::ostringstream out;
  out << scalar_statements_source(k);
  // The phases' seconds, C and Fortran (a real(8) array of five, by reference).
  out << "void " << entry << "_times(double *st_seconds) {\n"
      << "  const st_mh_times *st_t = &st_times_" << sub << ";\n"
      << "  st_seconds[0] = st_t->calls;\n  st_seconds[1] = st_t->compute;\n  st_seconds[2] = st_t->pack;\n"
      << "  st_seconds[3] = st_t->wait;\n  st_seconds[4] = st_t->unpack;\n  st_seconds[5] = st_t->halo_steps;\n}\n\n"
      << "void " << entry << "_times_(double *st_seconds) { " << entry << "_times(st_seconds); }\n\n";
  for (int compute = 1; compute >= 0; --compute) {
    const std::string name_c = compute ? entry : entry + "_exchange";
    // The statements on scalars beside the nests run after them, on every rank alike.
    const std::string scalars = compute ? scalar_statements_call(k, c_parameters(*k.sub, *k.symbols), "  ") : "";
    out << "int " << name_c << "(" << entry_parameters(k, "MPI_Comm st_comm") << ") {\n  const int st_code = st_run_"
        << sub << "(" << compute << ", st_comm, " << call_arguments(k) << ");\n"
        << (scalars.empty() ? "" : "  if (st_code == 0)\n  " + scalars) << "  return st_code;\n}\n\n";
    // gfortran's convention: every argument by reference, the communicator a Fortran handle.
    out << "void " << name_c << "_(const MPI_Fint *st_comm";
    for (const CParameter& p : c_parameters(*k.sub, *k.symbols)) {
      std::string type = p.by_reference_type;
      if (p.is_array && exchanged(k, p.name) && type.rfind("const ", 0) == 0) type.erase(0, 6);
      out << ", " << type << (type.back() == '*' ? "" : " ") << p.c_name;
    }
    out << ") {\n  MPI_Comm st_c = MPI_Comm_f2c(*st_comm);\n  int st_code = " << name_c << "(st_c";
    for (const CParameter& p : c_parameters(*k.sub, *k.symbols)) out << ", " << (p.by_value ? "*" : "") << p.c_name;
    out << ");\n  /* A subroutine returns no code: the ranks have said what is wrong. */\n"
        << "  if (st_code) MPI_Abort(st_c, st_code);\n}\n\n";
  }
  return out.str();
}

// The reductions of nest `nest` (every nest's where -1) combined across ranks in place,
// their wait counted as the exchange's; an MPI failure returns EXCHANGE_FAILED.
std::string combine_reductions(const PackagedKernel& k, int nest, const std::string& err, const std::string& indent) {
  std::ostringstream out;
  for (const MpiReduction& r : mpi_reductions(*k.info)) {
    if (nest >= 0 && r.nest != nest) continue;
    std::string pointer;
    for (const CParameter& p : c_parameters(*k.sub, *k.symbols)) {
      if (p.name == r.dummy && !p.is_array && !p.by_value) pointer = p.c_name;
    }
    if (pointer.empty()) continue;
    const bool real = r.type.base != ast::BaseType::Integer;
    const char* type =
        real ? (r.type.kind == 8 ? "MPI_DOUBLE" : "MPI_FLOAT") : (r.type.kind == 8 ? "MPI_INT64_T" : "MPI_INT32_T");
    const char* op = r.op == ReductionOp::Product ? "MPI_PROD"
                     : r.op == ReductionOp::Max   ? "MPI_MAX"
                     : r.op == ReductionOp::Min   ? "MPI_MIN"
                                                  : "MPI_SUM";
    out << indent << "{\n"
        << indent << "  /* " << r.dummy << ": each rank's " << reduction_op_name(r.op) << ", combined */\n"
        << indent << "  double st_r0 = MPI_Wtime();\n"
        << indent << "  if (MPI_Allreduce(MPI_IN_PLACE, " << pointer << ", 1, " << type << ", " << op
        << ", st_comm) != MPI_SUCCESS) return " << err << "EXCHANGE_FAILED;\n"
        << indent << "  st_times->wait += MPI_Wtime() - st_r0;\n"
        << indent << "}\n";
  }
  return out.str();
}

// The checks of the communicator every entry starts with: st_code and st_why say what is
// wrong, st_cart_dims, st_dims, st_periods and st_coords describe the topology.
std::string topology_checks(const std::string& err, int dims) {
  std::ostringstream out;
  out << "  char st_why[512] = \"\";\n  int st_code = 0, st_cart = MPI_UNDEFINED, st_cart_dims = 0;\n"
      << "  int st_dims[3] = {1, 1, 1}, st_periods[3] = {0, 0, 0}, st_coords[3] = {0, 0, 0};\n"
      << "  MPI_Topo_test(st_comm, &st_cart);\n"
      << "  if (st_cart != MPI_CART) {\n    st_code = " << err << "NOT_CARTESIAN;\n"
      << "    snprintf(st_why, sizeof st_why, \"the communicator has no Cartesian topology (make one with "
         "MPI_Cart_create)\");\n"
      << "  } else {\n    MPI_Cartdim_get(st_comm, &st_cart_dims);\n"
      << "    if (st_cart_dims > " << dims << ") {\n      st_code = " << err << "TOO_MANY_DIMENSIONS;\n"
      << "      snprintf(st_why, sizeof st_why, \"the communicator's Cartesian topology has %d dimensions, the grid "
      << dims << "\", st_cart_dims);\n"
      << "    } else {\n      MPI_Cart_get(st_comm, st_cart_dims, st_dims, st_periods, st_coords);\n    }\n  }\n";
  return out.str();
}

// Every rank checks the constant indices whose bounds its arguments decide (RuntimeBound,
// `v(2,j)` of `v(nx,ny)`), as the serial entry does, and returns OUTSIDE_BOUNDS where one
// is outside its array.
std::string runtime_bound_checks(const PackagedKernel& k, const std::string& err) {
  const auto name = spelling_of(k);
  std::ostringstream out;
  for (const RuntimeBound* b : runtime_bounds(*k.info)) {
    out << "  if (st_code == 0 && " << c_ptrdiff(b->margin, name) << " < 0) {\n    st_code = " << err
        << "OUTSIDE_BOUNDS;\n    snprintf(st_why, sizeof st_why, \"%s\", "
        << c_string_literal(b->loc.str() + ": " + b->message + " (" + b->margin.str() + " < 0)") << ");\n  }\n";
  }
  return out.str();
}

// `stencil`.lo and .hi: the block's loop bounds (the same in every nest: mpi_refusal).
std::string block_bounds(const PackagedKernel& k, const NestInfo& nest, const std::string& stencil) {
  const auto name = spelling_of(k);
  std::vector<const LoopInfo*> loops = grid_loops(nest);
  std::ostringstream out;
  for (int d = 0; d < nest.dims; ++d) {
    const LoopInfo& l = *loops[static_cast<size_t>(d)];
    out << "  " << stencil << ".lo[" << d << "] = (long)(" << c_ptrdiff(l.lower_form, name) << ");\n"
        << "  " << stencil << ".hi[" << d << "] = (long)(" << c_ptrdiff(l.upper_form, name) << ");\n";
  }
  return out.str();
}

// An st_mh_grid array `var` of `grids` with their first elements and declared bounds
// (their needs zero).
std::string grid_bounds(const PackagedKernel& k, const std::vector<std::string>& grids, const std::string& var) {
  const auto name = spelling_of(k);
  std::ostringstream out;
  out << "  st_mh_grid " << var << "[" << std::max<size_t>(1, grids.size()) << "];\n"
      << "  memset(" << var << ", 0, sizeof " << var << ");\n";
  for (size_t g = 0; g < grids.size(); ++g) {
    const Symbol& s = *k.symbols->find(grids[g]);
    const std::string at = "  " + var + "[" + std::to_string(g) + "].";
    out << at << "base = (unsigned char *)" << name(s.name) << ";\n"
        << at << "element_bytes = sizeof(" << c_type(s.type) << ");\n";
    for (int d = 0; d < 3; ++d) {
      if (d < s.rank()) {
        std::string lo = bound_text(s.dims[static_cast<size_t>(d)].lower, 1, *k.symbols, name);
        std::string hi = bound_text(s.dims[static_cast<size_t>(d)].upper, 1, *k.symbols, name);
        out << at << "lower[" << d << "] = " << lo << ";\n"
            << at << "extent[" << d << "] = " << hi << " - " << lo << " + 1;\n";
      } else {
        out << at << "lower[" << d << "] = 1;\n" << at << "extent[" << d << "] = 1;\n";
      }
    }
  }
  return out.str();
}

// `pieces`: how many pieces the overlapped mode computes the interior in, along the
// outermost dimension, letting the messages progress between them (more: each
// dimension's messages posted sooner after the one before arrived; fewer: less of the
// thread pool's start a piece).
std::string entry_source(const PackagedKernel& k, const std::string& package, bool overlapped_default, long pieces,
                         int slot) {
  const StencilInfo& info = *k.info;
  const NestInfo& nest = info.nests.front();
  const MpiHalo halo = mpi_halo(info);
  const auto name = spelling_of(k);
  const std::string& sub = k.sub->name;
  const std::string entry = sub + "_mpi";
  const std::string err = macro_prefix(package) + "_MPI_";
  std::ostringstream out;
  // The exchange's plan, kept while the call's shape stays (st_mh_plan).
  // One runner for both entries: NAME_mpi (st_compute 1) and NAME_mpi_exchange (0).
  // This rank's seconds in each phase of NAME_mpi's calls (NAME_mpi_times).
  out << "static st_mh_times st_times_" << sub << ";\n\n"
      << "static int st_run_" << sub << "(int st_compute, " << entry_parameters(k, "MPI_Comm st_comm") << ") {\n"
      << "  static st_mh_plan st_plan;\n"
      << "  st_mh_times *st_times = st_compute ? &st_times_" << sub << " : NULL;\n"
      << topology_checks(err, halo.dims) << runtime_bound_checks(k, err);
  // The stencil: loop bounds and the layers read beyond them.
  out << "  st_mh_stencil st_s;\n  memset(&st_s, 0, sizeof st_s);\n  st_s.dims = " << halo.dims << ";\n"
      << "  st_s.diagonal = " << (halo.diagonal ? 1 : 0) << ";\n"
      << block_bounds(k, nest, "st_s");
  for (int d = 0; d < halo.dims; ++d) {
    out << "  st_s.need_below[" << d << "] = " << halo.below[static_cast<size_t>(d)] << ";\n"
        << "  st_s.need_above[" << d << "] = " << halo.above[static_cast<size_t>(d)] << ";\n";
  }
  // The grids exchanged, with their declared bounds.
  out << grid_bounds(k, halo.grids, "st_grids");
  for (size_t g = 0; g < halo.grids.size(); ++g) {
    for (int d = 0; d < halo.dims; ++d) {
      out << "  st_grids[" << g << "].need_below[" << d << "] = " << halo.grid_below[g][static_cast<size_t>(d)] << ";\n"
          << "  st_grids[" << g << "].need_above[" << d << "] = " << halo.grid_above[g][static_cast<size_t>(d)]
          << ";\n";
    }
  }
  // Every rank checks its block along the dimensions exchanged.
  out << "  for (int st_d = 0; st_code == 0 && st_d < st_cart_dims; ++st_d) {\n"
      << "    if (st_dims[st_d] == 1 && !st_periods[st_d]) continue;\n"
      << "    long st_points = st_s.hi[st_d] - st_s.lo[st_d] + 1;\n"
      << "    long st_layers = st_s.need_below[st_d] > st_s.need_above[st_d] ? st_s.need_below[st_d] : "
         "st_s.need_above[st_d];\n"
      << "    if (st_points < st_layers) {\n      st_code = " << err << "BLOCK_TOO_THIN;\n"
      << "      snprintf(st_why, sizeof st_why, \"the block computes %ld points along dimension %d, fewer than the "
         "%ld ghost layers it sends\", st_points, st_d + 1, st_layers);\n      break;\n    }\n"
      << "    for (int st_g = 0; st_g < " << halo.grids.size() << "; ++st_g) {\n"
      << "      static const char *const st_names[] = {";
  for (size_t g = 0; g < halo.grids.size(); ++g) out << (g ? ", " : "") << "\"" << halo.grids[g] << "\"";
  if (halo.grids.empty()) out << "\"\"";
  out << "};\n"
      << "      long st_below = st_s.lo[st_d] - st_grids[st_g].lower[st_d];\n"
      << "      long st_above = st_grids[st_g].lower[st_d] + st_grids[st_g].extent[st_d] - 1 - st_s.hi[st_d];\n"
      << "      if (st_below < st_grids[st_g].need_below[st_d] || st_above < st_grids[st_g].need_above[st_d]) {\n"
      << "        st_code = " << err << "GHOST_TOO_THIN;\n"
      << "        snprintf(st_why, sizeof st_why, \"grid %s has %ld ghost layers below and %ld above its loop bounds "
         "along dimension %d; the stencil reads %ld below and %ld above\", st_names[st_g], st_below, st_above, "
         "st_d + 1, st_grids[st_g].need_below[st_d], st_grids[st_g].need_above[st_d]);\n"
      << "        break;\n      }\n    }\n  }\n"
      << "  st_code = st_mh_agree(st_comm, st_compute ? \"" << entry << "\" : \"" << entry << "_exchange\", st_code, "
      << "st_why);\n"
      << "  if (st_code) return st_code;\n"
      << device_arrays_in(k, package, slot, halo.grids, "st_grids") << "  if (!st_compute) {\n"
      << "    if (st_mh_exchange(&st_plan, NULL, st_comm, st_cart_dims, &st_s, st_grids, " << halo.grids.size()
      << ") != MPI_SUCCESS) return " << err << "EXCHANGE_FAILED;\n"
      << device_arrays_out(k, package, "    ") << "    return 0;\n  }\n";
  if (overlaps(k)) {
    // Overlapped (STENCILTUNE_MPI_MODE=overlapped): the messages posted, then the interior
    // that reads no ghost layer computed in pieces along the outermost dimension, the
    // messages driven on between pieces (each dimension's posted when the one before has
    // arrived), then the rest waited for, and the shell computed: a slab a side and
    // dimension, each over the dimensions before it only where the interior was.
    const int outer = halo.dims - 1;
    out << "  const char *st_mode = getenv(\"STENCILTUNE_MPI_MODE\");\n"
        << "  if (st_mode && *st_mode ? strcmp(st_mode, \"overlapped\") == 0 : " << (overlapped_default ? 1 : 0)
        << ") {\n"
        << "    long st_ilo[3] = {1, 1, 1}, st_ihi[3] = {1, 1, 1};\n    int st_inner = 1;\n"
        << "    for (int st_d = 0; st_d < " << halo.dims << "; ++st_d) {\n"
        << "      int st_ex = st_d < st_cart_dims && (st_dims[st_d] > 1 || st_periods[st_d]);\n"
        << "      st_ilo[st_d] = st_s.lo[st_d] + (st_ex ? st_s.need_below[st_d] : 0);\n"
        << "      st_ihi[st_d] = st_s.hi[st_d] - (st_ex ? st_s.need_above[st_d] : 0);\n"
        << "      if (st_ilo[st_d] > st_ihi[st_d]) st_inner = 0;\n    }\n"
        << "    const char *st_pieces_text = getenv(\"STENCILTUNE_MPI_PIECES\");\n"
        << "    long st_want = st_pieces_text && *st_pieces_text ? atol(st_pieces_text) : " << pieces << ";\n"
        << "    if (st_want < 1) st_want = 1;\n"
        << (on_gpu(k) ? "    st_want = 1; /* one launch: the GPU computes the interior while this thread drives "
                        "the messages */\n"
                      : "")
        << "    double st_t0 = 0;\n";
    if (!on_gpu(k)) {
      // One piece over a pool of several threads: its other threads start the interior
      // while this one packs, drives the messages and unpacks (st_mh_beside), then joins
      // them; the part of the interior left after the exchange counts as compute.
      out << "    st_mh_beside st_side = {&st_plan, st_times, st_comm, st_cart_dims, &st_s, st_grids, "
          << halo.grids.size() << ", 0, MPI_SUCCESS, 0};\n"
          << "    if (st_inner && st_want == 1 && st_beside_" << sub << "(" << call_arguments(k)
          << ", st_mh_beside_run, &st_side)) {\n"
          << "      st_box_" << sub << "(" << compute_arguments(k) << ", st_ilo, st_ihi);\n"
          << "      if (!st_side.ran) st_mh_beside_run(&st_side); /* the box started no task */\n"
          << "      if (st_side.rc != MPI_SUCCESS) return " << err << "EXCHANGE_FAILED;\n"
          << "      st_times->compute += MPI_Wtime() - st_side.done_at;\n"
          << "    } else {\n";
    } else {
      out << "    {\n";
    }
    out << "    if (st_mh_start(&st_plan, st_times, st_comm, st_cart_dims, &st_s, st_grids, " << halo.grids.size()
        << ") != MPI_SUCCESS)\n      return " << err << "EXCHANGE_FAILED;\n"
        << "    if (st_inner) {\n"
        << "      const long st_points = st_ihi[" << outer << "] - st_ilo[" << outer << "] + 1;\n"
        << "      const long st_pieces = st_points < st_want ? st_points : st_want;\n"
        << "      for (long st_p = 0; st_p < st_pieces; ++st_p) {\n"
        << "        long st_plo[3], st_phi[3];\n"
        << "        memcpy(st_plo, st_ilo, sizeof st_plo);\n        memcpy(st_phi, st_ihi, sizeof st_phi);\n"
        << "        st_plo[" << outer << "] = st_ilo[" << outer << "] + st_points * st_p / st_pieces;\n"
        << "        st_phi[" << outer << "] = st_ilo[" << outer << "] + st_points * (st_p + 1) / st_pieces - 1;\n"
        << "        st_t0 = MPI_Wtime();\n"
        << "        " << launched(k, "st_box_" + sub + "(" + compute_arguments(k) + ", st_plo, st_phi)") << "\n"
        << "        st_times->compute += MPI_Wtime() - st_t0;\n"
        << "        if (st_mh_progress(&st_plan, st_times, st_grids, " << halo.grids.size()
        << ") != MPI_SUCCESS) return " << err << "EXCHANGE_FAILED;\n"
        << "      }\n    }\n"
        << "    if (st_mh_finish(&st_plan, st_times, st_grids, " << halo.grids.size() << ") != MPI_SUCCESS) return "
        << err << "EXCHANGE_FAILED;\n"
        << "    }\n"
        << "    st_t0 = MPI_Wtime();\n"
        << "    if (!st_inner) " << whole_call(k) << "\n"
        << "    for (int st_d = 0; st_inner && st_d < " << halo.dims << "; ++st_d) {\n"
        << "      for (int st_side = 0; st_side < 2; ++st_side) {\n"
        << "        long st_blo[3] = {1, 1, 1}, st_bhi[3] = {1, 1, 1};\n"
        << "        for (int st_e = 0; st_e < " << halo.dims << "; ++st_e) {\n"
        << "          st_blo[st_e] = st_e < st_d ? st_ilo[st_e] : st_s.lo[st_e];\n"
        << "          st_bhi[st_e] = st_e < st_d ? st_ihi[st_e] : st_s.hi[st_e];\n        }\n"
        << "        if (st_side == 0) {\n          st_bhi[st_d] = st_ilo[st_d] - 1;\n        } else {\n"
        << "          st_blo[st_d] = st_ihi[st_d] + 1;\n        }\n"
        << "        if (st_blo[st_d] <= st_bhi[st_d]) "
        << launched(k, "st_box_" + sub + "(" + compute_arguments(k) + ", st_blo, st_bhi)") << "\n      }\n    }\n"
        << device_computed(k, package, "    ") << "    st_times->compute += MPI_Wtime() - st_t0;\n"
        << device_failed(k, package, "    ") << device_arrays_out(k, package, "    ")
        << "    st_times->calls += 1;\n    return 0;\n  }\n";
  }
  out << "  if (st_mh_exchange(&st_plan, st_times, st_comm, st_cart_dims, &st_s, st_grids, " << halo.grids.size()
      << ") != MPI_SUCCESS) return " << err << "EXCHANGE_FAILED;\n"
      << "  double st_t0 = MPI_Wtime();\n  " << whole_call(k) << "\n"
      << device_computed(k, package, "  ") << "  st_times->compute += MPI_Wtime() - st_t0;\n"
      << combine_reductions(k, -1, err, "  ") << device_failed(k, package, "  ") << device_arrays_out(k, package, "  ")
      << "  st_times->calls += 1;\n  return 0;\n}\n\n";
  out << entry_wrappers(k);
  return out.str();
}

bool nests_boxed(const PackagedKernel& k) {
  if (k.variants.empty()) return false;
  for (const PackagedVariant& v : k.variants) {
    if (v.nest_parts.size() != k.info->nests.size()) return false;
    for (const PackagedPart& p : v.nest_parts) {
      if (!p.box_source || !p.box_prototype) return false;
    }
  }
  return true;
}

std::string nest_box_symbol(const PackagedKernel& k, size_t variant, size_t nest) {
  return k.sub->name + "_mpi_box_size" + std::to_string(variant + 1) + "_nest" + std::to_string(nest + 1);
}

// For a sequenced entry: each nest's box parts' prototypes and st_nest_NAME(n, ..., lo,
// hi), nest n over a box of the block by the variant the serial entry picks.
std::string sequence_helpers(const PackagedKernel& k) {
  const std::string& name = k.sub->name;
  std::ostringstream out;
  for (size_t v = 0; v < k.variants.size(); ++v) {
    for (size_t n = 0; n < k.variants[v].nest_parts.size(); ++n)
      out << k.variants[v].nest_parts[n].box_prototype(nest_box_symbol(k, v, n)) << ";\n";
  }
  const std::string params = entry_parameters(k, "");
  out << "\nstatic int st_nest_" << name << "(int st_n, " << params.substr(2)
      << ", const long *st_lo, const long *st_hi) {\n"
      << "  switch (" << variant_call(k) << " * 64 + st_n) {\n";
  const std::string bounds = box_bound_arguments(k.info->nests.front().dims);
  for (size_t v = 0; v < k.variants.size(); ++v) {
    for (size_t n = 0; n < k.variants[v].nest_parts.size(); ++n) {
      out << "    case " << (v + 1) * 64 + n << ":\n      " << (on_gpu(k) ? "return " : "") << nest_box_symbol(k, v, n)
          << (on_gpu(k) ? "_device" : "") << "(" << call_arguments(k) << bounds << ");\n"
          << (on_gpu(k) ? "" : "      break;\n");
    }
  }
  out << "    default:\n      break;\n  }\n  return 0;\n}\n\n";
  return out.str();
}

// C initializers of a [3] and a [rows][3] array of longs (missing dimensions 0).
std::string long_list(const std::vector<long long>& row) {
  std::string text = "{";
  for (size_t d = 0; d < 3; ++d) text += (d ? ", " : "") + std::to_string(d < row.size() ? row[d] : 0);
  return text + "}";
}

std::string long_rows(const std::vector<std::vector<long long>>& rows) {
  std::string text = "{";
  for (size_t r = 0; r < rows.size(); ++r) text += (r ? ", " : "") + long_list(rows[r]);
  return text + "}";
}

// The entries of a subroutine whose nests run one by one (MpiSequence), each over a box
// of the block, `steps` times (the time loop's count, or once).
//
// Two ways to keep the ghost layers right, picked at every call:
//  - every nest: before each nest, the grids it reads around exchanged as deep as it
//    reads them; the nests compute the block;
//  - every H steps (STENCILTUNE_MPI_HALO_STEPS=H, or the default printed here): the grids
//    read before they are written in a step exchanged once, H steps deep, and each nest
//    computing past the block, over the ghost layers that a neighbour owns, as far as the
//    nests after it in those H steps read (redundant work instead of messages). The
//    caller's ghost layers must be that deep; the deepest H that every rank's fit is
//    used, and none (every nest) where none fits.
// At a non-periodic edge no nest computes past the block: its ghost layers are the
// boundary values the original never writes.
std::string sequence_entry_source(const PackagedKernel& k, const std::string& package, long default_steps, int slot) {
  const StencilInfo& info = *k.info;
  const MpiSequence q = mpi_sequence(info);
  const MpiHalo halo = mpi_halo(info);
  const auto name = spelling_of(k);
  const std::string& sub = k.sub->name;
  const std::string entry = sub + "_mpi";
  const std::string err = macro_prefix(package) + "_MPI_";
  const size_t grids = q.grids.size(), nests = q.nests.size();
  // Per grid read by a nest: how far past the block its reads reach in a step, beyond the
  // later steps' extension (what the deep exchange moves: a grid written in the step is
  // moved too, for the boundary values along the dimensions not exchanged that its reads
  // past the block find in the ghost layers), and how far past the block the grid must
  // reach for those reads and for the nests that write it.
  std::vector<std::vector<long long>> live_below(grids, std::vector<long long>(3, 0)), live_above = live_below;
  std::vector<bool> read(grids, false);
  std::vector<std::vector<long long>> fit_below = live_below, fit_above = live_below;
  std::vector<std::vector<long long>> own_below = live_below, own_above = live_below;
  for (size_t g = 0; g < grids; ++g) {
    for (size_t n = 0; n < nests; ++n) {
      const MpiSequence::Nest& x = q.nests[n];
      for (size_t d = 0; d < static_cast<size_t>(q.dims); ++d) {
        if (x.reads[g]) {
          read[g] = true;
          own_below[g][d] = std::max(own_below[g][d], x.below[g][d]);
          own_above[g][d] = std::max(own_above[g][d], x.above[g][d]);
          live_below[g][d] = std::max(live_below[g][d], q.suffix_below[n][d] + x.below[g][d]);
          live_above[g][d] = std::max(live_above[g][d], q.suffix_above[n][d] + x.above[g][d]);
        }
        if (x.writes[g]) {
          fit_below[g][d] = std::max(fit_below[g][d], q.suffix_below[n][d]);
          fit_above[g][d] = std::max(fit_above[g][d], q.suffix_above[n][d]);
        }
      }
    }
    for (size_t d = 0; d < 3; ++d) {
      fit_below[g][d] = std::max(fit_below[g][d], live_below[g][d]);
      fit_above[g][d] = std::max(fit_above[g][d], live_above[g][d]);
    }
  }
  std::vector<std::vector<long long>> suffix_below(q.suffix_below), suffix_above(q.suffix_above);
  std::ostringstream out;
  out << "static st_mh_times st_times_" << sub << ";\n\n"
      << "static int st_run_" << sub << "(int st_compute, " << entry_parameters(k, "MPI_Comm st_comm") << ") {\n"
      << "  /* [n]: the exchange before nest n; [" << nests << "]: every H steps; [" << nests + 1
      << "]: the exchange alone. */\n"
      << "  static st_mh_plan st_plans[" << nests + 2 << "];\n"
      << "  static const long st_step_below[3] = " << long_list(q.step_below) << ";\n"
      << "  static const long st_step_above[3] = " << long_list(q.step_above) << ";\n"
      << "  static const long st_suffix_below[" << nests << "][3] = " << long_rows(suffix_below) << ";\n"
      << "  static const long st_suffix_above[" << nests << "][3] = " << long_rows(suffix_above) << ";\n"
      << "  static const long st_live_below[" << grids << "][3] = " << long_rows(live_below) << ";\n"
      << "  static const long st_live_above[" << grids << "][3] = " << long_rows(live_above) << ";\n"
      << "  static const long st_fit_below[" << grids << "][3] = " << long_rows(fit_below) << ";\n"
      << "  static const long st_fit_above[" << grids << "][3] = " << long_rows(fit_above) << ";\n"
      << "  static const long st_own_below[" << grids << "][3] = " << long_rows(own_below) << ";\n"
      << "  static const long st_own_above[" << grids << "][3] = " << long_rows(own_above) << ";\n"
      << "  static const int st_read[" << grids << "] = {";
  for (size_t g = 0; g < grids; ++g) out << (g ? ", " : "") << (read[g] ? 1 : 0);
  out << "};\n  static const char *const st_names[" << grids << "] = {";
  for (size_t g = 0; g < grids; ++g) out << (g ? ", " : "") << "\"" << q.grids[g] << "\"";
  out << "};\n"
      << "  st_mh_times *st_times = st_compute ? &st_times_" << sub << " : NULL;\n"
      << topology_checks(err, q.dims) << runtime_bound_checks(k, err)
      << "  st_mh_stencil st_s;\n  memset(&st_s, 0, sizeof st_s);\n  st_s.dims = " << q.dims << ";\n"
      << block_bounds(k, info.nests.front(), "st_s") << grid_bounds(k, q.grids, "st_all");
  // The neighbours and the dimensions exchanged.
  out << "  int st_ex[3] = {0, 0, 0}, st_has_below[3] = {0, 0, 0}, st_has_above[3] = {0, 0, 0};\n"
      << "  for (int st_d = 0; st_code == 0 && st_d < st_cart_dims; ++st_d) {\n"
      << "    int st_lower = MPI_PROC_NULL, st_upper = MPI_PROC_NULL;\n"
      << "    MPI_Cart_shift(st_comm, st_d, 1, &st_lower, &st_upper);\n"
      << "    st_ex[st_d] = st_dims[st_d] > 1 || st_periods[st_d];\n"
      << "    st_has_below[st_d] = st_ex[st_d] && st_lower != MPI_PROC_NULL;\n"
      << "    st_has_above[st_d] = st_ex[st_d] && st_upper != MPI_PROC_NULL;\n  }\n";
  // Every nest's own exchange must fit: the refusals of every entry.
  out << "  for (int st_d = 0; st_code == 0 && st_d < " << q.dims << "; ++st_d) {\n"
      << "    if (!st_ex[st_d]) continue;\n"
      << "    long st_points = st_s.hi[st_d] - st_s.lo[st_d] + 1;\n"
      << "    for (int st_g = 0; st_code == 0 && st_g < " << grids << "; ++st_g) {\n"
      << "      long st_below = st_s.lo[st_d] - st_all[st_g].lower[st_d];\n"
      << "      long st_above = st_all[st_g].lower[st_d] + st_all[st_g].extent[st_d] - 1 - st_s.hi[st_d];\n"
      << "      long st_layers = st_own_below[st_g][st_d] > st_own_above[st_g][st_d] ? st_own_below[st_g][st_d] : "
         "st_own_above[st_g][st_d];\n"
      << "      if (st_below < st_own_below[st_g][st_d] || st_above < st_own_above[st_g][st_d]) {\n"
      << "        st_code = " << err << "GHOST_TOO_THIN;\n"
      << "        snprintf(st_why, sizeof st_why, \"grid %s has %ld ghost layers below and %ld above its loop bounds "
         "along dimension %d; the stencil reads %ld below and %ld above\", st_names[st_g], st_below, st_above, "
         "st_d + 1, st_own_below[st_g][st_d], st_own_above[st_g][st_d]);\n"
      << "      } else if (st_points < st_layers) {\n        st_code = " << err << "BLOCK_TOO_THIN;\n"
      << "        snprintf(st_why, sizeof st_why, \"the block computes %ld points along dimension %d, fewer than the "
         "%ld ghost layers it sends\", st_points, st_d + 1, st_layers);\n      }\n    }\n  }\n";
  // The steps between exchanges: the deepest that fits, agreed on by every rank; none
  // where deep halos are not allowed (mpi_deep_halos).
  const bool deep = mpi_deep_halos(info, *k.symbols);
  out << "  const char *st_want_text = getenv(\"STENCILTUNE_MPI_HALO_STEPS\");\n"
      << "  long st_want = st_want_text && *st_want_text ? atol(st_want_text) : " << default_steps << ";\n";
  if (!deep) out << "  st_want = 0; /* " << sub << " exchanges nest by nest only (mpi_deep_halos) */\n";
  out << "  long st_h = 0;\n"
      << "  for (long st_try = st_want > 64 ? 64 : st_want; st_code == 0 && st_try >= 1 && st_h == 0; --st_try) {\n"
      << "    int st_fits = 1;\n"
      << "    for (int st_d = 0; st_fits && st_d < " << q.dims << "; ++st_d) {\n"
      << "      if (!st_ex[st_d]) continue;\n"
      << "      long st_points = st_s.hi[st_d] - st_s.lo[st_d] + 1;\n"
      << "      for (int st_g = 0; st_fits && st_g < " << grids << "; ++st_g) {\n"
      << "        long st_below = st_s.lo[st_d] - st_all[st_g].lower[st_d];\n"
      << "        long st_above = st_all[st_g].lower[st_d] + st_all[st_g].extent[st_d] - 1 - st_s.hi[st_d];\n"
      << "        long st_nb = (st_try - 1) * st_step_below[st_d] + st_fit_below[st_g][st_d];\n"
      << "        long st_na = (st_try - 1) * st_step_above[st_d] + st_fit_above[st_g][st_d];\n"
      << "        if (st_below < st_nb || st_above < st_na || st_points < st_nb || st_points < st_na) st_fits = 0;\n"
      << "      }\n    }\n    if (st_fits) st_h = st_try;\n  }\n"
      << "  st_code = st_mh_agree(st_comm, st_compute ? \"" << entry << "\" : \"" << entry << "_exchange\", st_code, "
      << "st_why);\n"
      << "  if (st_code) return st_code;\n"
      << "  { long st_mine = st_h; MPI_Allreduce(&st_mine, &st_h, 1, MPI_LONG, MPI_MIN, st_comm); }\n";
  // The exchange alone: every grid read around, as deep as any nest reads it.
  out << device_arrays_in(k, package, slot, q.grids, "st_all") << "  if (!st_compute) {\n"
      << "    st_mh_grid st_x[" << std::max<size_t>(1, grids) << "];\n    int st_n = 0;\n"
      << "    st_s.diagonal = " << (halo.diagonal ? 1 : 0) << ";\n"
      << "    for (int st_d = 0; st_d < 3; ++st_d) st_s.need_below[st_d] = st_s.need_above[st_d] = 0;\n"
      << "    for (int st_g = 0; st_g < " << grids << "; ++st_g) {\n"
      << "      int st_around = 0;\n"
      << "      for (int st_d = 0; st_d < " << q.dims
      << "; ++st_d) st_around |= st_own_below[st_g][st_d] || "
         "st_own_above[st_g][st_d];\n"
      << "      if (!st_around) continue;\n      st_x[st_n] = st_all[st_g];\n"
      << "      for (int st_d = 0; st_d < " << q.dims << "; ++st_d) {\n"
      << "        st_x[st_n].need_below[st_d] = st_own_below[st_g][st_d];\n"
      << "        st_x[st_n].need_above[st_d] = st_own_above[st_g][st_d];\n"
      << "        if (st_own_below[st_g][st_d] > st_s.need_below[st_d]) st_s.need_below[st_d] = "
         "st_own_below[st_g][st_d];\n"
      << "        if (st_own_above[st_g][st_d] > st_s.need_above[st_d]) st_s.need_above[st_d] = "
         "st_own_above[st_g][st_d];\n"
      << "      }\n      ++st_n;\n    }\n"
      << "    if (st_mh_exchange(&st_plans[" << nests + 1
      << "], NULL, st_comm, st_cart_dims, &st_s, st_x, st_n) != MPI_SUCCESS) return " << err << "EXCHANGE_FAILED;\n"
      << device_arrays_out(k, package, "    ") << "    return 0;\n  }\n";
  // The steps.
  std::string steps = "1";
  if (info.time_loop) {
    steps = "(long)(" + c_ptrdiff(info.time_loop->upper_form, name) + ") - (long)(" +
            c_ptrdiff(info.time_loop->lower_form, name) + ") + 1";
  }
  out << "  long st_steps = " << steps << ";\n  double st_t0 = 0;\n  long st_lo[3] = {1, 1, 1}, st_hi[3] = {1, 1, 1};\n"
      << "  if (st_h == 0) {\n"
      << "    for (long st_t = 0; st_t < st_steps; ++st_t) {\n";
  for (size_t n = 0; n < nests; ++n) {
    const MpiSequence::Nest& x = q.nests[n];
    std::vector<size_t> around;
    for (size_t g = 0; g < grids; ++g) {
      bool a = false;
      for (size_t d = 0; d < static_cast<size_t>(q.dims); ++d)
        a = a || (x.reads[g] && (x.below[g][d] || x.above[g][d]));
      if (a) around.push_back(g);
    }
    out << "      /* nest " << n + 1 << " */\n";
    if (!around.empty()) {
      out << "      {\n        st_mh_grid st_x[" << around.size() << "];\n"
          << "        st_s.diagonal = " << (x.diagonal ? 1 : 0) << ";\n";
      for (int d = 0; d < q.dims; ++d) {
        out << "        st_s.need_below[" << d << "] = " << x.reach_below[static_cast<size_t>(d)] << ";\n"
            << "        st_s.need_above[" << d << "] = " << x.reach_above[static_cast<size_t>(d)] << ";\n";
      }
      for (size_t i = 0; i < around.size(); ++i) {
        out << "        st_x[" << i << "] = st_all[" << around[i] << "];\n";
        for (int d = 0; d < q.dims; ++d) {
          out << "        st_x[" << i << "].need_below[" << d << "] = " << x.below[around[i]][static_cast<size_t>(d)]
              << ";\n        st_x[" << i << "].need_above[" << d << "] = " << x.above[around[i]][static_cast<size_t>(d)]
              << ";\n";
        }
      }
      out << "        if (st_mh_exchange(&st_plans[" << n << "], st_times, st_comm, st_cart_dims, &st_s, st_x, "
          << around.size() << ") != MPI_SUCCESS)\n          return " << err << "EXCHANGE_FAILED;\n      }\n";
    }
    out << "      st_t0 = MPI_Wtime();\n"
        << "      "
        << launched(k, "st_nest_" + sub + "(" + std::to_string(n) + ", " + compute_arguments(k) + ", st_s.lo, st_s.hi)")
        << "\n"
        << device_computed(k, package, "      ") << "      st_times->compute += MPI_Wtime() - st_t0;\n"
        << combine_reductions(k, q.nests[n].index, err, "      ");
  }
  out << "    }\n  } else {\n"
      << "    /* The deep exchange: the grids read, st_h steps deep along the dimensions exchanged, as\n"
      << "       deep as they are read along the others (the slabs carry edges and corners). */\n"
      << "    st_mh_grid st_x[" << std::max<size_t>(1, grids) << "];\n    int st_n = 0;\n"
      << "    st_s.diagonal = 1;\n"
      << "    for (int st_d = 0; st_d < 3; ++st_d) st_s.need_below[st_d] = st_s.need_above[st_d] = 0;\n"
      << "    for (int st_g = 0; st_g < " << grids << "; ++st_g) {\n"
      << "      if (!st_read[st_g]) continue;\n      st_x[st_n] = st_all[st_g];\n"
      << "      for (int st_d = 0; st_d < " << q.dims << "; ++st_d) {\n"
      << "        long st_nb = st_ex[st_d] ? (st_h - 1) * st_step_below[st_d] + st_live_below[st_g][st_d] : "
         "st_own_below[st_g][st_d];\n"
      << "        long st_na = st_ex[st_d] ? (st_h - 1) * st_step_above[st_d] + st_live_above[st_g][st_d] : "
         "st_own_above[st_g][st_d];\n"
      << "        st_x[st_n].need_below[st_d] = st_nb;\n        st_x[st_n].need_above[st_d] = st_na;\n"
      << "        if (st_nb > st_s.need_below[st_d]) st_s.need_below[st_d] = st_nb;\n"
      << "        if (st_na > st_s.need_above[st_d]) st_s.need_above[st_d] = st_na;\n"
      << "      }\n      ++st_n;\n    }\n"
      << "    for (long st_t = 0; st_t < st_steps; st_t += st_h) {\n"
      << "      long st_c = st_steps - st_t < st_h ? st_steps - st_t : st_h;\n"
      << "      if (st_mh_exchange(&st_plans[" << nests
      << "], st_times, st_comm, st_cart_dims, &st_s, st_x, st_n) != "
         "MPI_SUCCESS)\n        return "
      << err << "EXCHANGE_FAILED;\n"
      << "      st_t0 = MPI_Wtime();\n"
      << "      for (long st_k = 0; st_k < st_c; ++st_k) {\n"
      << "        for (int st_m = 0; st_m < " << nests << "; ++st_m) {\n"
      << "          for (int st_d = 0; st_d < " << q.dims << "; ++st_d) {\n"
      << "            long st_rest_below = (st_c - 1 - st_k) * st_step_below[st_d] + st_suffix_below[st_m][st_d];\n"
      << "            long st_rest_above = (st_c - 1 - st_k) * st_step_above[st_d] + st_suffix_above[st_m][st_d];\n"
      << "            st_lo[st_d] = st_s.lo[st_d] - (st_has_below[st_d] ? st_rest_below : 0);\n"
      << "            st_hi[st_d] = st_s.hi[st_d] + (st_has_above[st_d] ? st_rest_above : 0);\n"
      << "          }\n"
      << "          " << launched(k, "st_nest_" + sub + "(st_m, " + compute_arguments(k) + ", st_lo, st_hi)") << "\n"
      << "        }\n      }\n"
      << device_computed(k, package, "      ") << "      st_times->compute += MPI_Wtime() - st_t0;\n"
      << "    }\n  }\n"
      << device_failed(k, package, "  ") << device_arrays_out(k, package, "  ")
      << "  st_times->calls += 1;\n  st_times->halo_steps = (double)st_h;\n  return 0;\n}\n\n"
      << entry_wrappers(k);
  return out.str();
}

std::string fortran_type(const ast::ScalarType& t) {
  if (t.base == ast::BaseType::Integer) return "integer(kind=" + std::to_string(t.kind) + ")";
  return "real(kind=" + std::to_string(t.kind) + ")";
}

}  // namespace

std::optional<MpiToolchain> find_mpi_toolchain() {
  MpiToolchain t;
  t.mpicc = tool_from("MPICC", find_on_path("mpicc"), ST_MPI_C_COMPILER);
  t.mpiexec = tool_from("MPIEXEC", find_on_path("mpiexec"), ST_MPIEXEC);
  if (t.mpicc.empty() || t.mpiexec.empty()) return std::nullopt;
  return t;
}

std::optional<std::string> mpi_refusal(const StencilInfo& info, const SymbolTable& symbols) {
  if (info.nests.empty()) return "it has no stencil nest";
  if (info.time_loop &&
      (info.time_loop->first_nest != 0 || info.time_loop->end_nest != static_cast<int>(info.nests.size())))
    return "it has nests outside its time loop";
  const NestInfo& first = info.nests.front();
  if (first.dims < 1 || first.dims > 3) return "its grids have " + std::to_string(first.dims) + " dimensions";
  std::vector<const LoopInfo*> loops = grid_loops(first);
  for (const NestInfo& nest : info.nests) {
    for (const ReductionInfo& r : nest.reductions) {
      if (std::optional<std::string> why = reduction_refusal(r)) return why;
    }
    if (nest.dims != first.dims) return "its nests run over grids of different dimensions";
    std::vector<const LoopInfo*> mine = grid_loops(nest);
    for (size_t d = 0; d < mine.size(); ++d) {
      if (!mine[d] || !loops[d]) return "a nest has no loop along grid dimension " + std::to_string(d + 1);
      if (mine[d]->step != 1) return "a loop runs with a step other than 1";
      if (!(mine[d]->lower_form == loops[d]->lower_form) || !(mine[d]->upper_form == loops[d]->upper_form))
        return "its nests run over different bounds";
    }
  }
  // The grids exchanged: those read at offsets, and where the nests run one by one with
  // deep halos every grid they access (a deep exchange moves grids read at the point too;
  // mpi_deep_halos says when).
  std::vector<std::string> grids = mpi_halo(info).grids;
  if (mpi_sequenced(info) && mpi_deep_halos(info, symbols)) grids = mpi_sequence(info).grids;
  // As many as the exchange's plan holds (ST_MH_MAX_GRIDS in runtime/mpi_halo.c).
  if (grids.size() > 16) return "it exchanges more than 16 grids";
  for (const std::string& g : grids) {
    const Symbol* s = symbols.find(g);
    if (!s || s->rank() > first.dims) return "grid " + g + " is read at offsets but has extra dimensions";
    if (s->rank() < first.dims)
      return "grid " + g + " is read at offsets but has fewer dimensions than the nests (a profile or a plane)";
    for (const NestInfo& nest : info.nests) {
      const ArrayInfo* a = nest.array(g);
      if (!a) continue;
      for (int d = 0; d < first.dims; ++d) {
        if (a->grid_dims[static_cast<size_t>(d)] != d)
          return "grid " + g + " is not indexed along the grid's dimensions in order";
      }
    }
    for (const ast::DimBound& b : s->dims) {
      if ((b.lower && !to_affine(b.lower, symbols.integer_constants())) ||
          !to_affine(b.upper, symbols.integer_constants()))
        return "grid " + g + " has bounds that are not affine in the integer arguments";
    }
  }
  // The entry that runs nests one by one (a time loop, several nests) checks and moves
  // every array as a grid of the nests' dimensions.
  if (mpi_sequenced(info)) {
    for (const NestInfo& nest : info.nests) {
      for (const ArrayInfo& a : nest.arrays) {
        if (a.role == ArrayRole::Coefficient) continue;  // indexed by constants alone
        bool along_all = a.rank >= first.dims;
        for (int d = 0; along_all && d < first.dims; ++d) along_all = a.grid_dims[static_cast<size_t>(d)] == d;
        if (!along_all)
          return "array " + a.name + " runs along fewer dimensions than the nests (a profile or a plane), which " +
                 "the MPI entry of " + (info.time_loop ? "a time loop" : "several nests") + " does not exchange";
      }
    }
  }
  return std::nullopt;
}

bool mpi_deep_halos(const StencilInfo& info, const SymbolTable& symbols) {
  if (!mpi_sequenced(info)) return false;
  for (const NestInfo& nest : info.nests) {
    if (!nest.reductions.empty()) return false;
  }
  for (const std::string& g : mpi_sequence(info).grids) {
    const Symbol* s = symbols.find(g);
    if (!s || s->rank() != info.nests.front().dims) return false;
  }
  return true;
}

std::vector<MpiReduction> mpi_reductions(const StencilInfo& info) {
  std::vector<MpiReduction> out;
  for (const NestInfo& nest : info.nests) {
    for (const ReductionInfo& r : nest.reductions) {
      if (reduction_refusal(r)) continue;
      // A local that no statement stores into a dummy leaves nothing the caller sees.
      const std::string dummy = r.stored_into.empty() ? r.var : r.stored_into;
      out.push_back({dummy, r.op, r.type, nest.index});
    }
  }
  return out;
}

bool mpi_sequenced(const StencilInfo& info) {
  if (info.time_loop) return true;
  const MpiHalo halo = mpi_halo(info);
  for (const NestInfo& nest : info.nests) {
    for (const std::string& g : halo.grids) {
      const ArrayInfo* a = nest.array(g);
      if (a && a->role != ArrayRole::Read) return true;
    }
  }
  return false;
}

MpiSequence mpi_sequence(const StencilInfo& info) {
  MpiSequence q;
  if (info.nests.empty()) return q;
  q.dims = info.nests.front().dims;
  const size_t dims = static_cast<size_t>(q.dims);
  auto grid_of = [&](const std::string& name) {
    auto it = std::find(q.grids.begin(), q.grids.end(), name);
    if (it != q.grids.end()) return static_cast<size_t>(it - q.grids.begin());
    q.grids.push_back(name);
    return q.grids.size() - 1;
  };
  for (const NestInfo& nest : info.nests) {
    for (const Access& a : nest.accesses) grid_of(a.array);
  }
  const size_t count = q.grids.size();
  for (const NestInfo& nest : info.nests) {
    MpiSequence::Nest n;
    n.index = nest.index;
    n.below.assign(count, std::vector<long long>(dims, 0));
    n.above = n.below;
    n.reads.assign(count, false);
    n.writes.assign(count, false);
    n.reach_below.assign(dims, 0);
    n.reach_above.assign(dims, 0);
    for (const Access& a : nest.accesses) {
      const size_t g = grid_of(a.array);
      if (a.is_write) {
        n.writes[g] = true;
        continue;
      }
      n.reads[g] = true;
      int moved = 0;
      for (size_t d = 0; d < a.offsets.size() && d < dims; ++d) {
        if (a.offsets[d] != 0) ++moved;
        n.below[g][d] = std::max(n.below[g][d], -a.offsets[d]);
        n.above[g][d] = std::max(n.above[g][d], a.offsets[d]);
        n.reach_below[d] = std::max(n.reach_below[d], n.below[g][d]);
        n.reach_above[d] = std::max(n.reach_above[d], n.above[g][d]);
      }
      if (moved > 1) n.diagonal = true;
    }
    q.nests.push_back(std::move(n));
  }
  q.suffix_below.assign(q.nests.size(), std::vector<long long>(dims, 0));
  q.suffix_above = q.suffix_below;
  q.step_below.assign(dims, 0);
  q.step_above.assign(dims, 0);
  for (size_t n = q.nests.size(); n-- > 0;) {
    q.suffix_below[n] = q.step_below;
    q.suffix_above[n] = q.step_above;
    for (size_t d = 0; d < dims; ++d) {
      q.step_below[d] += q.nests[n].reach_below[d];
      q.step_above[d] += q.nests[n].reach_above[d];
    }
  }
  return q;
}

MpiHalo mpi_halo(const StencilInfo& info) {
  MpiHalo h;
  if (info.nests.empty()) return h;
  h.dims = info.nests.front().dims;
  h.below.assign(static_cast<size_t>(h.dims), 0);
  h.above.assign(static_cast<size_t>(h.dims), 0);
  for (const NestInfo& nest : info.nests) {
    for (const Access& a : nest.accesses) {
      if (a.is_write) continue;
      int moved = 0;
      for (size_t d = 0; d < a.offsets.size() && d < h.below.size(); ++d) {
        if (a.offsets[d] == 0) continue;
        ++moved;
        h.below[d] = std::max(h.below[d], -a.offsets[d]);
        h.above[d] = std::max(h.above[d], a.offsets[d]);
      }
      if (moved > 1) h.diagonal = true;
      if (moved == 0) continue;
      auto it = std::find(h.grids.begin(), h.grids.end(), a.array);
      const size_t g = static_cast<size_t>(it - h.grids.begin());
      if (it == h.grids.end()) {
        h.grids.push_back(a.array);
        h.grid_below.emplace_back(static_cast<size_t>(h.dims), 0);
        h.grid_above.emplace_back(static_cast<size_t>(h.dims), 0);
      }
      for (size_t d = 0; d < a.offsets.size() && d < h.below.size(); ++d) {
        h.grid_below[g][d] = std::max(h.grid_below[g][d], -a.offsets[d]);
        h.grid_above[g][d] = std::max(h.grid_above[g][d], a.offsets[d]);
      }
    }
  }
  return h;
}

namespace {

// The GPU side's declarations in NAME_mpi.c, the exchange's device hooks (mpi_halo.c)
// defined by them, and st_gpu_failed; nothing where every entry runs on the CPU.
std::string device_declarations(const PackageRequest& request) {
  if (std::none_of(request.kernels.begin(), request.kernels.end(),
                   [](const PackagedKernel& k) { return accepted(k) && on_gpu(k); }))
    return "";
  auto f = [&](const std::string& what) { return device_helper(request.name, what); };
  std::ostringstream out;
  out << "/* The GPU side of the entries (" << request.name << "_mpi_device.cu). */\n"
      << "size_t " << f("copy")
      << "(unsigned char *base, size_t element_bytes, const long *lower, const long *extent, const long *lo,\n"
      << "    const long *hi, unsigned char *buffer, int pack);\n"
      << "int " << f("wait") << "(void);\nint " << f("fence") << "(void);\n"
      << "void *" << f("host_alloc") << "(size_t bytes);\nvoid " << f("host_free") << "(void *host);\n"
      << "int " << f("array_in") << "(int slot, const void *host, size_t bytes, int in, void **device);\n"
      << "int " << f("array_out") << "(void *host, const void *device, size_t bytes);\n"
      << "int " << f("sync") << "(void);\nconst char *" << f("error_text") << "(int error);\n"
      << "#define ST_MH_DEVICE_COPY " << f("copy") << "\n#define ST_MH_DEVICE_WAIT " << f("wait") << "\n"
      << "#define ST_MH_DEVICE_FENCE " << f("fence") << "\n#define ST_MH_HOST_ALLOC " << f("host_alloc") << "\n"
      << "#define ST_MH_HOST_FREE " << f("host_free") << "\n\n"
      << "/* A CUDA failure in an entry: said on standard error with the rank, and `code` returned. */\n"
      << "static int st_gpu_failed(const char *entry, int error, const char *what, int code) {\n"
      << "  int rank = 0;\n  MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n"
      << "  fprintf(stderr, \"%s: error on rank %d: CUDA error %d (%s) %s\\n\", entry, rank, error, " << f("error_text")
      << "(error), what);\n  return code;\n}\n\n";
  return out.str();
}

}  // namespace

std::string mpi_device_symbol(const std::string& package, const std::string& what) {
  return device_helper(package, what);
}

std::string mpi_device_source(const PackageRequest& request) {
  int slots = 0;
  for (const PackagedKernel& k : request.kernels) slots += accepted(k) ? array_count(k) : 0;
  std::string text(embedded::mpi_device);
  const std::string marker = "/// host entries: pageable, staging\n";
  const size_t at = text.find(marker);
  internal_assert(at != std::string::npos) << "mpi_device.cu has no place for the library's staging";
  text.replace(at, marker.size(), cuda_staging_runtime());
  return "/* " + request.name + "_mpi_device.cu: the GPU side of the MPI entries of the stenciltune library " +
         request.name + " (" + request.origin + "). */\n#define ST_MHD(x) " + device_helper(request.name, "") +
         "##x\n#define ST_MHD_SLOTS " + std::to_string(std::max(1, slots)) + "\n\n" + text;
}

std::string mpi_entry_source(const PackageRequest& request, const MpiDefaults& defaults) {
  std::ostringstream out;
  out << "/* " << request.name << "_mpi.c: the MPI entries of the stenciltune library " << request.name << " ("
      << request.origin << "). */\n"
      << "#include <mpi.h>\n#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\n"
      << "#include <string.h>\n\n"
      << "#include \"" << request.name << ".h\"\n#include \"" << request.name << "_mpi.h\"\n\n"
      << device_declarations(request) << embedded::mpi_halo << "\n";
  int slot = 0;  // the GPU's array slots, each kernel's from here on
  for (const PackagedKernel& k : request.kernels) {
    if (!accepted(k)) continue;
    if (mpi_sequenced(*k.info)) {
      auto h = defaults.halo_steps.find(k.sub->name);
      out << sequence_helpers(k)
          << sequence_entry_source(k, request.name, h == defaults.halo_steps.end() ? 1 : h->second, slot) << "\n";
    } else {
      if (overlaps(k)) out << overlap_helpers(k);
      auto p = defaults.pieces.find(k.sub->name);
      out << entry_source(k, request.name, defaults.overlapped.count(k.sub->name) > 0,
                          p == defaults.pieces.end() ? mpi_interior_pieces : p->second, slot)
          << "\n";
    }
    slot += array_count(k);
  }
  return out.str();
}

std::string mpi_header(const PackageRequest& request) {
  const std::string guard = macro_prefix(request.name) + "_MPI_H";
  const std::string err = macro_prefix(request.name) + "_MPI_";
  std::ostringstream out;
  out << "/* " << request.name << "_mpi.h: the MPI entries of the stenciltune library " << request.name << " ("
      << request.origin << ").\n"
      << "   Link with: -l" << request.name << "_mpi and the serial library's flags (pkg-config " << request.name
      << "_mpi), through the MPI compiler wrapper (mpicc, mpif90).\n"
      << "   NAME_mpi(comm, <the original's arguments>) computes a rank's block of a global grid: the\n"
      << "   arrays are the block declared as in the original with the block's sizes, the layers\n"
      << "   between the array bounds and the loop bounds its ghost layers. Cartesian dimension d of\n"
      << "   `comm` (made by MPI_Cart_create) is the grid's dimension d, the first Fortran index\n"
      << "   first. Before computing, the ghost layers the stencil reads are filled from the\n"
      << "   neighbours (MPI_Cart_shift); at a non-periodic edge they keep what the caller put there,\n"
      << "   and a periodic dimension wraps. When the blocks tile a global grid, the union of the\n"
      << "   blocks' results is what the original computes on the global grid, bit for bit.\n"
      << "   Every rank of `comm` calls it together. It returns 0, or on every rank the code of the\n"
      << "   first fault a rank found (each rank says on standard error what it found or that it\n"
      << "   stopped), before anything is exchanged or written:\n";
  for (const MpiError& e : mpi_errors)
    out << "     " << err << e.suffix << " (" << e.code << "): " << e.meaning << "\n";
  out << "   STENCILTUNE_MPI_MODE=overlapped in the environment: the block's interior is computed in\n"
      << "   pieces while the ghost layers travel, the messages driven on between pieces (only the\n"
      << "   calling thread calls MPI), then its shell; otherwise the exchange comes first. Where\n"
      << "   the nests run one by one (a time loop), STENCILTUNE_MPI_HALO_STEPS=H exchanges every H\n"
      << "   steps as deep as H steps read, computing past the block between (0: before every nest). The\n"
      << "   library also defines NAME_mpi_box_sizeS and NAME_mpi_box_sizeS_nestN: leave those names free.\n";
  if (std::any_of(request.kernels.begin(), request.kernels.end(),
                  [](const PackagedKernel& k) { return accepted(k) && on_gpu(k); })) {
    out << "   Over the CUDA library, a call computes on the GPU. Arrays the caller made resident\n"
        << "   (NAME_resident_begin, NAME.h) are used in place, nothing copied: a solver that keeps its\n"
        << "   grids on the GPU between NAME_resident_begin and NAME_resident_end moves only ghost\n"
        << "   layers. Other arrays are copied in (through page-locked memory, each array registered\n"
        << "   the first time as NAME's host entries do) and the ones written copied back before the\n"
        << "   call returns. Ghost layers are packed and unpacked on the GPU by kernels and staged\n"
        << "   through page-locked host buffers: the MPI library is not asked to read GPU memory.\n"
        << "   In the overlapped mode the interior is one launch, whatever STENCILTUNE_MPI_PIECES says:\n"
        << "   the GPU computes it while the calling thread drives the messages.\n"
        << "   Each rank uses its current CUDA device (cudaSetDevice before the first call picks one).\n"
        << "   It also defines " << device_helper(request.name, "*") << " (NAME_mpi_device.cu).\n";
  }
  out << "   The Fortran entry (NAME_mpi_mod.f90) takes the communicator's integer handle and calls\n"
      << "   MPI_Abort with the code instead of returning it. */\n"
      << "#ifndef " << guard << "\n#define " << guard << "\n#include <mpi.h>\n#include <stdint.h>\n";
  for (const MpiError& e : mpi_errors) out << "#define " << err << e.suffix << " " << e.code << "\n";
  out << "#ifdef __cplusplus\nextern \"C\" {\n#define " << macro_prefix(request.name)
      << "_MPI_RESTRICT __restrict\n#else\n#define " << macro_prefix(request.name)
      << "_MPI_RESTRICT restrict\n#endif\n";
  for (const PackagedKernel& k : request.kernels) {
    if (!accepted(k)) continue;
    std::string params = entry_parameters(k, "MPI_Comm st_comm");
    for (size_t at; (at = params.find("restrict")) != std::string::npos;)
      params.replace(at, 8, macro_prefix(request.name) + "_MPI_RESTRICT");
    out << "/* The serial library's " << c_identifier(k.sub->name) << " on this rank's block, its ghost layers "
        << "exchanged first. */\nint " << k.sub->name << "_mpi(" << params << ");\n"
        << "/* The exchange alone: the ghost layers filled, nothing computed (before output, or to time\n"
        << "   the exchange apart from the kernel). */\nint " << k.sub->name << "_mpi_exchange(" << params << ");\n"
        << "/* This rank's time in " << k.sub->name << "_mpi, added up over its calls from the first:\n"
        << "   seconds[0] the calls, [1] the kernel (overlapped: from the exchange's end until the block is\n"
        << "   done), [2] packing the layers sent, [3] waiting for the messages, [4] unpacking, [5] where\n"
        << "   the nests run one by one, the steps between exchanges of the last call (0: before every nest). */\n"
        << "void " << k.sub->name << "_mpi_times(double *seconds);\n";
  }
  out << "#ifdef __cplusplus\n}\n#endif\n#endif\n";
  return out.str();
}

std::string mpi_fortran_module(const PackageRequest& request) {
  std::ostringstream out;
  out << "! " << request.name << "_mpi_mod.f90: explicit interfaces to the MPI entries of the stenciltune library "
      << request.name << ".\n! `use " << request.name << "_mpi_mod` and `call NAME_mpi(comm, <the original's "
      << "arguments>)`, comm the integer handle of a\n! Cartesian communicator; the arrays are the rank's block "
      << "(" << request.name << "_mpi.h says more).\nmodule " << request.name << "_mpi_mod\n  implicit none\n"
      << "  interface\n";
  for (const PackagedKernel& k : request.kernels) {
    if (!accepted(k)) continue;
    for (const std::string& name : {k.sub->name + "_mpi", k.sub->name + "_mpi_exchange"}) {
      NameSet taken(k.symbols->dummies().begin(), k.symbols->dummies().end());
      taken.insert(name);
      std::map<std::string, std::string> spelled;
      for (const std::string& d : k.symbols->dummies()) spelled[d] = d == name ? fresh_name(d, taken) : d;
      const std::string comm = fresh_name("comm", taken);
      out << "    subroutine " << name << "(" << comm;
      for (const std::string& d : k.symbols->dummies()) out << ", " << spelled[d];
      out << ")\n      integer, intent(in) :: " << comm << "\n";
      std::vector<const Symbol*> scalars, arrays;
      for (const std::string& d : k.symbols->dummies()) {
        const Symbol* s = k.symbols->find(d);
        (s->kind == SymbolKind::Array ? arrays : scalars).push_back(s);
      }
      for (const Symbol* s : scalars) {
        out << "      " << fortran_type(s->type);
        if (s->intent != ast::Intent::None) out << ", intent(" << ast::intent_name(s->intent) << ")";
        out << " :: " << spelled[s->name] << "\n";
      }
      for (const Symbol* s : arrays) {
        std::string shape;
        for (size_t d = 0; d < s->dims.size(); ++d) {
          std::string lo = s->dims[d].lower ? ast::to_fortran(s->dims[d].lower) : "1";
          std::string hi = ast::to_fortran(s->dims[d].upper);
          for (const auto& [from, to] : spelled) {
            if (from != to) {
              lo = from == lo ? to : lo;
              hi = from == hi ? to : hi;
            }
          }
          shape += (d ? ", " : "") + lo + ":" + hi;
        }
        // The exchange writes the ghost layers of grids the original only reads.
        ast::Intent intent = exchanged(k, s->name) ? ast::Intent::InOut : s->intent;
        out << "      " << fortran_type(s->type);
        if (intent != ast::Intent::None) out << ", intent(" << ast::intent_name(intent) << ")";
        out << " :: " << spelled[s->name] << "(" << shape << ")\n";
      }
      out << "    end subroutine " << name << "\n";
    }
    // seconds(1) the calls of NAME_mpi, (2) compute, (3) pack, (4) wait, (5) unpack, (6) the
    // steps between exchanges.
    out << "    subroutine " << k.sub->name << "_mpi_times(seconds)\n"
        << "      real(kind=8), intent(out) :: seconds(6)\n"
        << "    end subroutine " << k.sub->name << "_mpi_times\n";
  }
  out << "  end interface\nend module " << request.name << "_mpi_mod\n";
  return out.str();
}

std::string mpi_pkg_config(const PackageRequest& request) {
  std::ostringstream out;
  out << "# pkg-config file of the MPI entries of the stenciltune library " << request.name
      << "; link through the MPI compiler wrapper.\nprefix=${pcfiledir}\nlibdir=${prefix}\nincludedir=${prefix}\n\n"
      << "Name: " << request.name << "_mpi\nDescription: MPI entries of the stencil kernels of " << request.origin
      << " tuned by stenciltune\nVersion: " << STENCILTUNE_VERSION << "\nLibs: -L${libdir} -l" << request.name
      << "_mpi -l" << request.name;
  for (const std::string& l : request.link_libraries) out << " " << l;
  out << "\nCflags: -I${includedir}\n";
  return out.str();
}

std::string mpi_cmake_config(const PackageRequest& request) {
  const std::string n = request.name, m = request.name + "_mpi";
  std::ostringstream out;
  out << "# CMake package file of the MPI entries of the stenciltune library " << n << ":\n"
      << "#   find_package(" << m << " REQUIRED PATHS <this folder>)\n"
      << "#   target_link_libraries(app PRIVATE " << m << "::" << m << ")\n"
      << "include(CMakeFindDependencyMacro)\nfind_dependency(MPI COMPONENTS C)\n"
      << "find_dependency(" << n << " PATHS \"${CMAKE_CURRENT_LIST_DIR}\" NO_DEFAULT_PATH)\n"
      << "if(NOT TARGET " << m << "::" << m << ")\n"
      << "  add_library(" << m << "::" << m << " STATIC IMPORTED)\n"
      << "  set_target_properties(" << m << "::" << m << " PROPERTIES\n"
      << "    IMPORTED_LOCATION \"${CMAKE_CURRENT_LIST_DIR}/lib" << m << ".a\"\n"
      << "    INTERFACE_INCLUDE_DIRECTORIES \"${CMAKE_CURRENT_LIST_DIR}\"\n"
      << "    INTERFACE_LINK_LIBRARIES \"" << n << "::" << n << ";MPI::MPI_C\")\n"
      << "endif()\nset(" << m << "_FOUND TRUE)\n";
  return out.str();
}

MpiPackageResult write_mpi_package(const PackageRequest& request, const MpiToolchain& mpi,
                                   const MpiDefaults& defaults) {
  namespace fs = std::filesystem;
  MpiPackageResult result;
  for (const PackagedKernel& k : request.kernels) {
    if (std::optional<std::string> why = why_no_entry(k)) {
      result.without.emplace_back(k.sub->name, *why);
    } else {
      result.with.push_back(k.sub->name);
      if (overlaps(k)) result.overlapped.push_back(k.sub->name);
      if (mpi_sequenced(*k.info)) result.sequenced.push_back(k.sub->name);
      if (mpi_deep_halos(*k.info, *k.symbols)) result.deep.push_back(k.sub->name);
    }
  }
  if (result.with.empty()) return result;
  const fs::path out(request.out_dir);
  const std::string m = request.name + "_mpi";
  const std::string temp = "." + m + "-" + std::to_string(::getpid());
  auto place = [&](const std::string& file, const fs::path& from) {
    std::error_code ec;
    fs::rename(from, out / file, ec);
    if (ec) throw UserError("cannot write '" + (out / file).string() + "': " + ec.message());
    result.files.push_back(file);
  };
  // The header first: the source includes it from the package folder.
  write_file_atomically((out / (m + ".h")).string(), mpi_header(request));
  result.files.push_back(m + ".h");
  fs::create_directories(out / "src");
  write_file_atomically((out / "src" / (m + ".c")).string(), mpi_entry_source(request, defaults));
  result.files.push_back("src/" + m + ".c");
  const fs::path object = out / (temp + ".o"), archive = out / (temp + ".a");
  std::vector<std::string> objects = {object.string()};
  std::vector<std::vector<std::string>> steps = {{mpi.mpicc, "-O2", "-std=c99", "-fPIC", "-I", out.string(), "-c",
                                                  (out / "src" / (m + ".c")).string(), "-o", object.string()}};
  // Over the CUDA library: the GPU side and the box parts compiled by nvcc, as the
  // library's own parts are.
  const bool gpu = std::any_of(request.kernels.begin(), request.kernels.end(),
                               [](const PackagedKernel& k) { return accepted(k) && on_gpu(k); });
  auto nvcc = [&](const std::string& source, const std::string& obj) {
    return std::vector<std::string>{
        mpi.nvcc, "-arch=" + mpi.cuda_arch, "-O3", "-Xcompiler", "-fPIC", "-c", source, "-o", obj};
  };
  if (gpu) {
    if (mpi.nvcc.empty()) throw EnvironmentError("the MPI entry over the CUDA library needs nvcc, and none was given");
    const fs::path src = out / "src" / (m + "_device.cu");
    write_file_atomically(src.string(), mpi_device_source(request));
    result.files.push_back("src/" + m + "_device.cu");
    objects.push_back((out / (temp + "-device.o")).string());
    steps.push_back(nvcc(src.string(), objects.back()));
  }
  // The box parts (of the overlapped mode, or of the nests run one by one), compiled as
  // the package's own parts are.
  std::vector<std::pair<std::string, const PackagedPart*>> boxes;
  for (const PackagedKernel& k : request.kernels) {
    if (!accepted(k)) continue;
    for (size_t v = 0; v < k.variants.size(); ++v) {
      if (mpi_sequenced(*k.info)) {
        for (size_t n = 0; n < k.variants[v].nest_parts.size(); ++n)
          boxes.emplace_back(nest_box_symbol(k, v, n), &k.variants[v].nest_parts[n]);
      } else if (overlaps(k)) {
        for (size_t p = 0; p < k.variants[v].parts.size(); ++p)
          boxes.emplace_back(box_symbol(k, v, p), &k.variants[v].parts[p]);
      }
    }
  }
  for (const auto& [symbol, part] : boxes) {
    const bool cuda = part->target == "cuda";
    const fs::path src = out / "src" / (symbol + (cuda ? ".cu" : ".c"));
    write_file_atomically(src.string(), part->box_source(symbol));
    result.files.push_back("src/" + src.filename().string());
    const std::string obj = (out / (temp + "-" + symbol + ".o")).string();
    std::vector<std::string> argv = {request.c_compiler};
    argv.insert(argv.end(), request.c_flags.begin(), request.c_flags.end());
    argv.insert(argv.end(), {"-c", src.string(), "-o", obj});
    steps.push_back(cuda ? nvcc(src.string(), obj) : argv);
    objects.push_back(obj);
  }
  std::vector<std::string> ar = {"ar", "rcs", archive.string()};
  ar.insert(ar.end(), objects.begin(), objects.end());
  steps.push_back(ar);
  auto clean = [&] {
    std::error_code ignored;
    for (const std::string& o : objects) fs::remove(o, ignored);
  };
  for (const std::vector<std::string>& argv : steps) {
    ProcessResult r = run_process(argv);
    if (!r.ok()) {
      clean();
      std::error_code ignored;
      fs::remove(archive, ignored);
      throw EnvironmentError("building the MPI library failed: " + command_line(argv) + " " + r.describe() +
                             (r.err.empty() ? "" : ":\n" + r.err) + r.out);
    }
  }
  clean();
  place("lib" + m + ".a", archive);
  write_file_atomically((out / (m + "_mod.f90")).string(), mpi_fortran_module(request));
  write_file_atomically((out / (m + ".pc")).string(), mpi_pkg_config(request));
  write_file_atomically((out / (m + "Config.cmake")).string(), mpi_cmake_config(request));
  for (const std::string& f : {m + "_mod.f90", m + ".pc", m + "Config.cmake"}) result.files.push_back(f);
  return result;
}

}  // namespace st
