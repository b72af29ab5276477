#include "harness/mpi_check_harness.h"

#include <algorithm>
#include <map>
#include <sstream>

#include "analysis/affine.h"
#include "analysis/scalar_statements.h"
#include "backends/c/c_backend.h"
#include "backends/c/c_spelling.h"
#include "backends/c_names.h"
#include "frontend/diagnostics.h"
#include "package/mpi_package.h"

namespace st {

namespace {

// Along a grid dimension, the points the loops compute: the size argument plus a constant.
struct SizeDim {
  std::string arg;
  long long constant = 0;  // points = arg + constant
  long long lower = 0;     // the loop's first index (a constant)
};

std::optional<std::string> size_dims(const StencilInfo& info, std::vector<SizeDim>& out) {
  const NestInfo& nest = info.nests.front();
  out.assign(static_cast<size_t>(nest.dims), SizeDim{});
  std::vector<bool> seen(static_cast<size_t>(nest.dims), false);
  for (const LoopInfo& l : nest.loops) {
    if (l.grid_dim < 0 || l.grid_dim >= nest.dims) continue;
    if (!l.lower_form.is_constant())
      return "the loop along dimension " + std::to_string(l.grid_dim + 1) + " starts at a bound that is not a constant";
    Affine count = l.upper_form - l.lower_form;
    if (count.terms.size() != 1 || count.terms.begin()->second != 1)
      return "the loop along dimension " + std::to_string(l.grid_dim + 1) +
             " does not run over its size argument plus a constant";
    SizeDim& s = out[static_cast<size_t>(l.grid_dim)];
    s.arg = count.terms.begin()->first;
    s.constant = count.constant + 1;
    s.lower = l.lower_form.constant;
    seen[static_cast<size_t>(l.grid_dim)] = true;
  }
  for (size_t d = 0; d < out.size(); ++d) {
    if (!seen[d]) return "no loop runs along dimension " + std::to_string(d + 1);
    for (size_t e = 0; e < d; ++e) {
      if (out[e].arg == out[d].arg) return "two dimensions share the size argument " + out[d].arg;
    }
  }
  return std::nullopt;
}

// The runtime of the program: arrays of up to four dimensions walked element by element.
const char* const check_runtime = R"(typedef struct {
  unsigned char *data;
  char kind; /* 'd' double, 'f' float, 'i' int32_t, 'l' int64_t */
  size_t bytes;
  int rank;
  long lo[4], hi[4];
  int grid[4]; /* the grid dimension each array dimension runs along, -1: none */
} ST_Array;

static size_t ST_elements(const ST_Array *a) {
  size_t n = 1;
  for (int d = 0; d < a->rank; ++d) n *= (size_t)(a->hi[d] - a->lo[d] + 1);
  return n;
}

static size_t ST_offset(const ST_Array *a, const long *idx) {
  size_t at = 0, stride = 1;
  for (int d = 0; d < a->rank; ++d) {
    at += (size_t)(idx[d] - a->lo[d]) * stride;
    stride *= (size_t)(a->hi[d] - a->lo[d] + 1);
  }
  return at;
}

static void ST_first(const ST_Array *a, long *idx) {
  for (int d = 0; d < 4; ++d) idx[d] = d < a->rank ? a->lo[d] : 0;
}

static int ST_next(const ST_Array *a, long *idx) {
  for (int d = 0; d < a->rank; ++d) {
    if (++idx[d] <= a->hi[d]) return 1;
    idx[d] = a->lo[d];
  }
  return 0;
}

static void ST_alloc(ST_Array *a) {
  a->data = (unsigned char *)calloc(ST_elements(a) + 1, a->bytes);
  if (!a->data) {
    fprintf(stderr, "mpi check: out of memory\n");
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
}

static void ST_store(ST_Array *a, size_t at, double v) {
  unsigned char *p = a->data + at * a->bytes;
  if (a->kind == 'd') { double x = v; memcpy(p, &x, sizeof x); }
  if (a->kind == 'f') { float x = (float)v; memcpy(p, &x, sizeof x); }
  if (a->kind == 'i') { int32_t x = (int32_t)v; memcpy(p, &x, sizeof x); }
  if (a->kind == 'l') { int64_t x = (int64_t)v; memcpy(p, &x, sizeof x); }
}

/* A value from the array's number and the element's global index, in [0.5, 1.5). */
static double ST_value(int array, const long *g) {
  uint64_t h = 1469598103934665603ull ^ (uint64_t)(array + 1);
  for (int d = 0; d < 4; ++d) {
    h ^= (uint64_t)(g[d] + 1000003);
    h *= 1099511628211ull;
  }
  h ^= h >> 29;
  return 0.5 + (double)(h % 1000003) / 1000003.0;
}
)";

// The time loop's count argument where its upper bound is that argument plus a constant
// and its lower bound a constant, with the argument's value for `steps` steps.
std::optional<std::pair<std::string, long long>> step_argument(const StencilInfo& info, long long steps) {
  if (!info.time_loop) return std::nullopt;
  const TimeLoopInfo& t = *info.time_loop;
  if (!t.lower_form.terms.empty() || t.upper_form.terms.size() != 1 || t.upper_form.terms.begin()->second != 1)
    return std::nullopt;
  return std::make_pair(t.upper_form.terms.begin()->first, steps + t.lower_form.constant - 1 - t.upper_form.constant);
}

// Whether the integer dummy `name` is found in an array's bounds.
bool in_array_bounds(const SymbolTable& symbols, const std::string& name) {
  for (const std::string& d : symbols.dummies()) {
    const Symbol* s = symbols.find(d);
    if (s->kind != SymbolKind::Array) continue;
    for (const ast::DimBound& b : s->dims) {
      for (const ast::Expr& e : {b.lower, b.upper}) {
        if (!e) continue;
        std::optional<Affine> form = to_affine(e, symbols.integer_constants());
        if (form && form->terms.count(name)) return true;
      }
    }
  }
  return false;
}

// The value of each integer dummy that is neither a size nor unknown: the step count
// and the ghost depths.
std::map<std::string, long long> fixed_arguments(const StencilInfo& info, const SymbolTable& symbols,
                                                 const std::vector<SizeDim>& dims, const MpiCheckOptions& options) {
  std::map<std::string, long long> fixed;
  std::optional<std::pair<std::string, long long>> step = step_argument(info, options.steps);
  for (const std::string& d : symbols.dummies()) {
    const Symbol* s = symbols.find(d);
    if (s->kind == SymbolKind::Array || s->type.base != ast::BaseType::Integer) continue;
    if (std::any_of(dims.begin(), dims.end(), [&](const SizeDim& x) { return x.arg == d; })) continue;
    if (step && step->first == d) {
      fixed[d] = step->second;
    } else if (in_array_bounds(symbols, d)) {
      fixed[d] = options.ghost;
    }
  }
  return fixed;
}

}  // namespace

std::optional<std::string> mpi_check_refusal(const StencilInfo& info, const SymbolTable& symbols) {
  if (info.nests.empty()) return "it has no stencil nest";
  std::vector<SizeDim> dims;
  if (std::optional<std::string> why = size_dims(info, dims)) return why;
  for (const std::string& d : symbols.dummies()) {
    const Symbol* s = symbols.find(d);
    if (s->kind == SymbolKind::Array && s->rank() > 4) return "array " + d + " has more than four dimensions";
  }
  const std::map<std::string, long long> fixed = fixed_arguments(info, symbols, dims, MpiCheckOptions{});
  for (const std::string& d : symbols.dummies()) {
    const Symbol* s = symbols.find(d);
    // An integer a statement beside the nests changes (a step counter) is an output, like
    // a real one.
    const bool output = info.scalar_program && assigned_scalars(*info.scalar_program).count(d) > 0;
    if (s->kind != SymbolKind::Array && s->type.base == ast::BaseType::Integer && !output &&
        std::none_of(dims.begin(), dims.end(), [&](const SizeDim& x) { return x.arg == d; }) && !fixed.count(d))
      return "integer argument " + d + " is not a grid size, a time loop's step count or a ghost depth";
  }
  return std::nullopt;
}

namespace {

// Over the CUDA library: the GPU helpers' declarations, and the code after MPI_Init that
// gives each rank a GPU of its node by its rank among the node's ranks.
std::string device_declarations(const MpiCheckOptions& options) {
  if (options.device_helpers.empty()) return "";
  return "int " + options.device_helpers + "select(int rank_on_node);\nint " + options.device_helpers +
         "sync(void);\n\n";
}

std::string device_selection(const MpiCheckOptions& options) {
  if (options.device_helpers.empty()) return "";
  return "  {\n    MPI_Comm ST_node = MPI_COMM_NULL;\n    int ST_on_node = 0;\n"
         "    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &ST_node);\n"
         "    MPI_Comm_rank(ST_node, &ST_on_node);\n    MPI_Comm_free(&ST_node);\n    " +
         options.device_helpers + "select(ST_on_node);\n  }\n";
}

}  // namespace

std::string generate_mpi_check(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                               const MpiCheckOptions& options) {
  std::vector<SizeDim> dims;
  internal_assert(!size_dims(info, dims)) << "generate_mpi_check: the sizes were refused";
  const int grid_dims = static_cast<int>(dims.size());
  internal_assert(options.interior.size() == dims.size()) << "generate_mpi_check: one interior a dimension";
  const std::vector<CParameter> params = c_parameters(sub, symbols);
  // Integer dummies by index into ST_G (global) and ST_L (the rank's block).
  std::map<std::string, int> arg_index;
  for (const CParameter& p : params) {
    const Symbol* s = symbols.find(p.name);
    if (s->kind != SymbolKind::Array && s->type.base == ast::BaseType::Integer) {
      int n = static_cast<int>(arg_index.size());
      arg_index[p.name] = n;
    }
  }
  auto in = [&](const char* vector) {
    return [&arg_index, vector](const std::string& name) {
      auto it = arg_index.find(name);
      return it == arg_index.end() ? name : std::string(vector) + "[" + std::to_string(it->second) + "]";
    };
  };
  auto bound = [&](const ast::Expr& e, const char* vector) {
    if (!e) return std::string("1");
    std::optional<Affine> form = to_affine(e, symbols.integer_constants());
    internal_assert(form.has_value()) << "generate_mpi_check: an array bound is not affine";
    return "(long)(" + c_ptrdiff(*form, in(vector)) + ")";
  };
  std::ostringstream out;
  out << "/* The MPI entry's check of " << sub.name << " (mpi_check_harness.h). */\n"
      << "#define _POSIX_C_SOURCE 200809L /* setenv */\n"
      << "#include <mpi.h>\n#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n\n"
      << "#include \"" << options.package << ".h\"\n#include \"" << options.package << "_mpi.h\"\n\n"
      << check_runtime << "\n"
      << device_declarations(options) << "int main(int argc, char **argv) {\n  MPI_Init(&argc, &argv);\n"
      << device_selection(options)
      << "  int ST_p[3] = {1, 1, 1}, ST_periods[3] = {0, 0, 0}, ST_coords[3] = {0, 0, 0}, ST_rank = 0;\n"
      << "  for (int d = 0; d < 3 && d + 1 < argc; ++d) ST_p[d] = atoi(argv[d + 1]);\n"
      << "  for (int d = 0; d < 3; ++d) ST_periods[d] = argc > 4 ? atoi(argv[4]) : 0;\n"
      << "  MPI_Comm ST_cart = MPI_COMM_NULL;\n"
      << "  MPI_Cart_create(MPI_COMM_WORLD, " << grid_dims << ", ST_p, ST_periods, 0, &ST_cart);\n"
      << "  if (ST_cart == MPI_COMM_NULL) {\n"
      << "    fprintf(stderr, \"mpi check: the rank grid %dx%dx%d does not match the ranks\\n\", ST_p[0], ST_p[1], "
         "ST_p[2]);\n    MPI_Abort(MPI_COMM_WORLD, 2);\n  }\n"
      << "  MPI_Comm_rank(ST_cart, &ST_rank);\n  MPI_Cart_coords(ST_cart, ST_rank, " << grid_dims << ", ST_coords);\n"
      << "  long ST_G[" << std::max<size_t>(1, arg_index.size()) << "], ST_L[" << std::max<size_t>(1, arg_index.size())
      << "], ST_lo[4] = {0, 0, 0, 0}, ST_count[4] = {1, 1, 1, 1};\n"
      << "  long ST_hi[4] = {0, 0, 0, 0}, ST_shift[4] = {0, 0, 0, 0}, ST_interior[4] = {1, 1, 1, 1};\n";
  for (int d = 0; d < grid_dims; ++d) {
    const SizeDim& s = dims[static_cast<size_t>(d)];
    const int a = arg_index.at(s.arg);
    out << "  ST_interior[" << d << "] = " << options.interior[static_cast<size_t>(d)] << ";\n"
        << "  ST_G[" << a << "] = ST_interior[" << d << "] - " << s.constant << ";\n"
        << "  {\n    long q = ST_interior[" << d << "] / ST_p[" << d << "], r = ST_interior[" << d << "] % ST_p[" << d
        << "], c = ST_coords[" << d << "];\n"
        << "    ST_count[" << d << "] = q + (c < r);\n    ST_shift[" << d << "] = c * q + (c < r ? c : r);\n  }\n"
        << "  ST_L[" << a << "] = ST_count[" << d << "] - " << s.constant << ";\n"
        << "  ST_lo[" << d << "] = " << s.lower << ";\n  ST_hi[" << d << "] = ST_lo[" << d << "] + ST_interior[" << d
        << "] - 1;\n";
  }
  for (const auto& [name, value] : fixed_arguments(info, symbols, dims, options)) {
    const int a = arg_index.at(name);
    out << "  ST_G[" << a << "] = ST_L[" << a << "] = " << value << ";\n";
  }
  // Arrays: global (ST_g) and the rank's block (ST_b).
  std::vector<const Symbol*> arrays;
  for (const CParameter& p : params) {
    const Symbol* s = symbols.find(p.name);
    if (s->kind == SymbolKind::Array) arrays.push_back(s);
  }
  const size_t na = std::max<size_t>(1, arrays.size());
  out << "  ST_Array ST_g[" << na << "], ST_b[" << na << "];\n  memset(ST_g, 0, sizeof ST_g);\n"
      << "  memset(ST_b, 0, sizeof ST_b);\n";
  for (size_t a = 0; a < arrays.size(); ++a) {
    const Symbol& s = *arrays[a];
    const ArrayInfo* ai = nullptr;
    for (const NestInfo& n : info.nests) {
      if (!ai) ai = n.array(s.name);
    }
    char kind = s.type.base == ast::BaseType::Integer ? (s.type.kind == 8 ? 'l' : 'i') : (s.type.kind == 8 ? 'd' : 'f');
    for (const char* which : {"ST_g", "ST_b"}) {
      const char* vec = std::string(which) == "ST_g" ? "ST_G" : "ST_L";
      out << "  " << which << "[" << a << "].kind = '" << kind << "';\n  " << which << "[" << a << "].bytes = sizeof("
          << c_type(s.type) << ");\n  " << which << "[" << a << "].rank = " << s.rank() << ";\n";
      for (int d = 0; d < s.rank(); ++d) {
        int grid = ai && d < static_cast<int>(ai->grid_dims.size()) ? ai->grid_dims[static_cast<size_t>(d)] : -1;
        out << "  " << which << "[" << a << "].lo[" << d << "] = " << bound(s.dims[static_cast<size_t>(d)].lower, vec)
            << ";\n  " << which << "[" << a << "].hi[" << d
            << "] = " << bound(s.dims[static_cast<size_t>(d)].upper, vec) << ";\n  " << which << "[" << a << "].grid["
            << d << "] = " << grid << ";\n";
      }
      out << "  ST_alloc(&" << which << "[" << a << "]);\n";
    }
  }
  out << "  const int ST_arrays = " << arrays.size() << ";\n"
      << R"(  /* The global grids' values, the same on every rank. */
  for (int a = 0; a < ST_arrays; ++a) {
    long idx[4], g[4];
    ST_first(&ST_g[a], idx);
    do {
      for (int d = 0; d < 4; ++d) g[d] = idx[d];
      ST_store(&ST_g[a], ST_offset(&ST_g[a], idx), ST_value(a, g));
    } while (ST_next(&ST_g[a], idx));
  }
  /* A periodic grid's ghost layers hold the other side's points, one dimension after
     another (corners included). */
  if (ST_periods[0]) {
    for (int d = 0; d < )"
      << grid_dims << R"(; ++d) {
      for (int a = 0; a < ST_arrays; ++a) {
        long idx[4];
        ST_first(&ST_g[a], idx);
        do {
          int dim = -1;
          for (int e = 0; e < ST_g[a].rank; ++e) if (ST_g[a].grid[e] == d) dim = e;
          if (dim < 0 || (idx[dim] >= ST_lo[d] && idx[dim] <= ST_hi[d])) continue;
          long from[4];
          memcpy(from, idx, sizeof from);
          long n = ST_interior[d];
          from[dim] = ST_lo[d] + (((idx[dim] - ST_lo[d]) % n) + n) % n;
          if (from[dim] < ST_g[a].lo[dim] || from[dim] > ST_g[a].hi[dim]) continue;
          memcpy(ST_g[a].data + ST_offset(&ST_g[a], idx) * ST_g[a].bytes,
                 ST_g[a].data + ST_offset(&ST_g[a], from) * ST_g[a].bytes, ST_g[a].bytes);
        } while (ST_next(&ST_g[a], idx));
      }
    }
  }
  /* The blocks: their points and the boundary values of a non-periodic edge from the
     global grids, every other ghost layer poisoned for the exchange to fill; twice, the
     second call on an exchange kept from the first. */
  int ST_code = 0;
  for (int ST_call = 0; ST_call < 2; ++ST_call) {
  for (int a = 0; a < ST_arrays; ++a) {
    long idx[4], g[4];
    ST_first(&ST_b[a], idx);
    do {
      int poisoned = 0;
      for (int e = 0; e < 4; ++e) g[e] = idx[e];
      for (int e = 0; e < ST_b[a].rank; ++e) {
        int d = ST_b[a].grid[e];
        if (d < 0) continue;
        g[e] = idx[e] + ST_shift[d];
        int outside_block = idx[e] < ST_lo[d] || idx[e] > ST_lo[d] + ST_count[d] - 1;
        int outside_grid = g[e] < ST_lo[d] || g[e] > ST_hi[d];
        if (outside_block && (!outside_grid || ST_periods[d])) poisoned = 1;
      }
      size_t at = ST_offset(&ST_b[a], idx);
      if (poisoned) {
        ST_store(&ST_b[a], at, 1e30);
      } else {
        memcpy(ST_b[a].data + at * ST_b[a].bytes, ST_g[a].data + ST_offset(&ST_g[a], g) * ST_g[a].bytes,
               ST_b[a].bytes);
      }
    } while (ST_next(&ST_b[a], idx));
  }
)";
  const std::string fill = out.str();
  out.str("");
  // Scalars: reals a value each, written ones by reference.
  int real_number = 0;
  std::ostringstream global_args, block_args, decls, resets;
  std::map<std::string, std::string> written_scalar;  // dummy: its variables' stem
  bool first = true;
  for (const CParameter& p : params) {
    const Symbol* s = symbols.find(p.name);
    std::string g, b;
    if (s->kind == SymbolKind::Array) {
      size_t a = static_cast<size_t>(std::find(arrays.begin(), arrays.end(), s) - arrays.begin());
      std::string type = c_type(s->type) + " *";
      g = "(" + type + ")ST_g[" + std::to_string(a) + "].data";
      b = "(" + type + ")ST_b[" + std::to_string(a) + "].data";
    } else if (s->type.base == ast::BaseType::Integer && p.by_value) {
      int a = arg_index.at(p.name);
      g = "(" + c_type(s->type) + ")ST_G[" + std::to_string(a) + "]";
      b = "(" + c_type(s->type) + ")ST_L[" + std::to_string(a) + "]";
    } else {
      std::string value = "(" + c_type(s->type) + ")" + std::to_string(0.15 + 0.05 * real_number++);
      if (p.by_value) {
        g = b = value;
      } else {
        std::string var = "ST_scalar" + std::to_string(real_number);
        decls << "  " << c_type(s->type) << " " << var << "_g = " << value << ", " << var << "_b = " << value << ";\n";
        // Each call of the entry starts from the value the global call started from.
        resets << "  " << var << "_b = " << value << ";\n";
        written_scalar[p.name] = var;
        g = "&" + var + "_g";
        b = "&" + var + "_b";
      }
    }
    global_args << (first ? "" : ", ") << g;
    block_args << (first ? "" : ", ") << b;
    first = false;
  }
  // The written scalars are declared before the calls' loop, which `fill` opens.
  const std::string loop = "  int ST_code = 0;\n  for (int ST_call = 0;";
  const size_t at = fill.find(loop);
  internal_assert(at != std::string::npos) << "generate_mpi_check: no calls' loop";
  // STENCILTUNE_CHECK_RESIDENT set: the second call between NAME_resident_begin and
  // NAME_resident_end (the CUDA library's entry then computes and exchanges on the arrays'
  // resident copies; the CPU library's begin and end do nothing).
  const std::string comma = params.empty() ? "" : ", ";
  out << fill.substr(0, at) << decls.str()
      << "  const char *ST_resident_text = getenv(\"STENCILTUNE_CHECK_RESIDENT\");\n"
      << "  const int ST_resident = ST_resident_text && *ST_resident_text && strcmp(ST_resident_text, \"0\");\n"
      << "  if (ST_resident && ST_rank == 0) printf(\"mpi check: the second call in a resident region\\n\");\n"
      << fill.substr(at) << "  if (ST_resident && ST_call == 1) " << sub.name << "_resident_begin(" << block_args.str()
      << ");\n"
      << resets.str() << "  ST_code |= " << sub.name << "_mpi(ST_cart" << comma << block_args.str() << ");\n"
      << "  if (ST_resident && ST_call == 1) " << sub.name << "_resident_end(" << block_args.str() << ");\n  }\n"
      << "  {\n    double ST_seconds[6];\n    " << sub.name << "_mpi_times(ST_seconds);\n"
      << "    if (ST_rank == 0) printf(\"mpi check: halo steps %.0f\\n\", ST_seconds[5]);\n  }\n";
  if (options.sequenced) {
    // A periodic reference: the entry on one periodic rank, nest by nest and blocking.
    out << "  if (ST_periods[0]) {\n"
        << "    const char *ST_was[2] = {getenv(\"STENCILTUNE_MPI_HALO_STEPS\"), getenv(\"STENCILTUNE_MPI_MODE\")};\n"
        << "    char ST_keep[2][64] = {\"\", \"\"};\n"
        << "    for (int i = 0; i < 2; ++i) if (ST_was[i]) snprintf(ST_keep[i], sizeof ST_keep[i], \"%s\", "
           "ST_was[i]);\n"
        << "    setenv(\"STENCILTUNE_MPI_HALO_STEPS\", \"0\", 1);\n    setenv(\"STENCILTUNE_MPI_MODE\", \"blocking\", "
           "1);\n"
        << "    MPI_Comm ST_one = MPI_COMM_NULL;\n    int ST_ones[3] = {1, 1, 1};\n"
        << "    MPI_Cart_create(MPI_COMM_SELF, " << grid_dims << ", ST_ones, ST_periods, 0, &ST_one);\n"
        << "    ST_code |= " << sub.name << "_mpi(ST_one" << (params.empty() ? "" : ", ") << global_args.str()
        << ");\n    MPI_Comm_free(&ST_one);\n"
        << "    if (ST_was[0]) setenv(\"STENCILTUNE_MPI_HALO_STEPS\", ST_keep[0], 1);\n"
        << "    else unsetenv(\"STENCILTUNE_MPI_HALO_STEPS\");\n"
        << "    if (ST_was[1]) setenv(\"STENCILTUNE_MPI_MODE\", ST_keep[1], 1);\n"
        << "    else unsetenv(\"STENCILTUNE_MPI_MODE\");\n"
        << "    if (ST_rank == 0) printf(\"mpi check: periodic reference: the entry on one rank, nest by nest\\n\");\n"
        << "  } else {\n    " << c_identifier(sub.name) << "(" << global_args.str() << ");\n  }\n";
  } else {
    out << "  " << c_identifier(sub.name) << "(" << global_args.str() << ");\n";
  }
  // Every written array's points, bit for bit.
  out << "  long ST_differ = 0, ST_points = 0;\n";
  for (size_t a = 0; a < arrays.size(); ++a) {
    bool written = false;
    for (const CParameter& p : params) written = written || (p.name == arrays[a]->name && p.written);
    if (!written) continue;
    out << "  {\n    const int a = " << a << ";\n    long idx[4], g[4];\n    ST_first(&ST_b[a], idx);\n    do {\n"
        << "      int inside = 1;\n      for (int e = 0; e < 4; ++e) g[e] = idx[e];\n"
        << "      for (int e = 0; e < ST_b[a].rank; ++e) {\n        int d = ST_b[a].grid[e];\n"
        << "        if (d < 0) continue;\n        g[e] = idx[e] + ST_shift[d];\n"
        << "        if (idx[e] < ST_lo[d] || idx[e] > ST_lo[d] + ST_count[d] - 1) inside = 0;\n      }\n"
        << "      if (!inside) continue;\n      ++ST_points;\n"
        << "      if (memcmp(ST_b[a].data + ST_offset(&ST_b[a], idx) * ST_b[a].bytes,\n"
        << "                 ST_g[a].data + ST_offset(&ST_g[a], g) * ST_g[a].bytes, ST_b[a].bytes))\n"
        << "        ++ST_differ;\n    } while (ST_next(&ST_b[a], idx));\n  }\n";
  }
  // Each reduction, combined across ranks, against the serial library's on the global
  // grid: the same on every rank, but summed in another order, so within a tolerance.
  for (const MpiReduction& r : mpi_reductions(info)) {
    auto var = written_scalar.find(r.dummy);
    if (var == written_scalar.end()) continue;
    const char* tolerance = r.type.base == ast::BaseType::Integer ? "0" : (r.type.kind == 8 ? "1e-12" : "1e-5");
    out << "  {\n    double x = (double)" << var->second << "_b, y = (double)" << var->second << "_g;\n"
        << "    double d = x > y ? x - y : y - x, m = y > 0 ? y : -y;\n"
        << "    if (ST_rank == 0 && !(d <= " << tolerance << " * (m > 1 ? m : 1))) {\n"
        << "      ++ST_differ;\n      printf(\"mpi check: reduction " << r.dummy
        << ": %.17g on the ranks, %.17g on the global grid\\n\", x, y);\n    } else if (ST_rank == 0) {\n"
        << "      printf(\"mpi check: reduction " << r.dummy << " within " << tolerance << "\\n\");\n    }\n"
        << "    if (ST_rank == 0) ++ST_points;\n  }\n";
  }
  // Any other written scalar (a statement on scalars beside the nests, which every rank
  // runs alike): bit for bit.
  const std::vector<MpiReduction> reductions = mpi_reductions(info);
  for (const auto& [dummy, var] : written_scalar) {
    bool reduced = false;
    for (const MpiReduction& r : reductions) reduced = reduced || r.dummy == dummy;
    if (reduced) continue;
    out << "  if (ST_rank == 0) {\n    ++ST_points;\n    if (memcmp(&" << var << "_b, &" << var << "_g, sizeof " << var
        << "_b)) {\n      ++ST_differ;\n      printf(\"mpi check: " << dummy
        << ": %.17g on the ranks, %.17g on the global grid\\n\", (double)" << var << "_b, (double)" << var
        << "_g);\n    }\n  }\n";
  }
  out << R"(  long ST_mine[3] = {ST_differ, ST_points, ST_code != 0}, ST_all[3] = {0, 0, 0};
  MPI_Allreduce(ST_mine, ST_all, 3, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (ST_rank == 0) {
    if (ST_all[2]) printf("mpi check: the entry returned an error on %ld ranks\n", ST_all[2]);
    printf("mpi check: %ld of %ld points differ\n", ST_all[0], ST_all[1]);
  }
  MPI_Finalize();
  return ST_all[0] || ST_all[2] || ST_all[1] == 0;
}
)";
  return out.str();
}

std::string generate_mpi_timing(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                                const MpiCheckOptions& options, int repetitions) {
  std::vector<SizeDim> dims;
  internal_assert(!size_dims(info, dims)) << "generate_mpi_timing: the sizes were refused";
  const int grid_dims = static_cast<int>(dims.size());
  internal_assert(options.interior.size() == dims.size()) << "generate_mpi_timing: one interior a dimension";
  const std::vector<CParameter> params = c_parameters(sub, symbols);
  std::map<std::string, int> arg_index;
  for (const CParameter& p : params) {
    const Symbol* s = symbols.find(p.name);
    if (s->kind != SymbolKind::Array && s->type.base == ast::BaseType::Integer) {
      int n = static_cast<int>(arg_index.size());
      arg_index[p.name] = n;
    }
  }
  auto bound = [&](const ast::Expr& e) {
    if (!e) return std::string("1");
    std::optional<Affine> form = to_affine(e, symbols.integer_constants());
    internal_assert(form.has_value()) << "generate_mpi_timing: an array bound is not affine";
    return "(long)(" +
           c_ptrdiff(*form,
                     [&](const std::string& name) {
                       auto it = arg_index.find(name);
                       return it == arg_index.end() ? name : "ST_L[" + std::to_string(it->second) + "]";
                     }) +
           ")";
  };
  std::ostringstream out;
  out << "/* The MPI entry's timing of " << sub.name << " (mpi_check_harness.h). */\n"
      << "#include <mpi.h>\n#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n\n"
      << "#include \"" << options.package << ".h\"\n#include \"" << options.package << "_mpi.h\"\n\n"
      << check_runtime << "\n"
      << "static int ST_less(const void *a, const void *b) {\n"
      << "  double x = *(const double *)a, y = *(const double *)b;\n  return (x > y) - (x < y);\n}\n\n"
      << "static double ST_median(double *t, int n) {\n  qsort(t, (size_t)n, sizeof *t, ST_less);\n"
      << "  return n % 2 ? t[n / 2] : 0.5 * (t[n / 2 - 1] + t[n / 2]);\n}\n\n"
      << device_declarations(options) << "int main(int argc, char **argv) {\n  MPI_Init(&argc, &argv);\n"
      << device_selection(options) << "  int ST_p[3] = {1, 1, 1}, ST_periods[3] = {0, 0, 0}, ST_rank = 0;\n"
      << "  for (int d = 0; d < 3 && d + 1 < argc; ++d) ST_p[d] = atoi(argv[d + 1]);\n"
      << "  for (int d = 0; d < 3; ++d) ST_periods[d] = argc > 4 ? atoi(argv[4]) : 0;\n"
      << "  MPI_Comm ST_cart = MPI_COMM_NULL;\n"
      << "  MPI_Cart_create(MPI_COMM_WORLD, " << grid_dims << ", ST_p, ST_periods, 0, &ST_cart);\n"
      << "  if (ST_cart == MPI_COMM_NULL) MPI_Abort(MPI_COMM_WORLD, 2);\n  MPI_Comm_rank(ST_cart, &ST_rank);\n"
      << "  long ST_L[" << std::max<size_t>(1, arg_index.size()) << "];\n";
  for (int d = 0; d < grid_dims; ++d) {
    const SizeDim& s = dims[static_cast<size_t>(d)];
    out << "  ST_L[" << arg_index.at(s.arg) << "] = " << options.interior[static_cast<size_t>(d)] << " - " << s.constant
        << ";\n";
  }
  for (const auto& [name, value] : fixed_arguments(info, symbols, dims, options))
    out << "  ST_L[" << arg_index.at(name) << "] = " << value << ";\n";
  std::vector<const Symbol*> arrays;
  for (const CParameter& p : params) {
    const Symbol* s = symbols.find(p.name);
    if (s->kind == SymbolKind::Array) arrays.push_back(s);
  }
  out << "  ST_Array ST_b[" << std::max<size_t>(1, arrays.size()) << "];\n  memset(ST_b, 0, sizeof ST_b);\n";
  for (size_t a = 0; a < arrays.size(); ++a) {
    const Symbol& s = *arrays[a];
    char kind = s.type.base == ast::BaseType::Integer ? (s.type.kind == 8 ? 'l' : 'i') : (s.type.kind == 8 ? 'd' : 'f');
    out << "  ST_b[" << a << "].kind = '" << kind << "';\n  ST_b[" << a << "].bytes = sizeof(" << c_type(s.type)
        << ");\n  ST_b[" << a << "].rank = " << s.rank() << ";\n";
    for (int d = 0; d < s.rank(); ++d) {
      out << "  ST_b[" << a << "].lo[" << d << "] = " << bound(s.dims[static_cast<size_t>(d)].lower) << ";\n  ST_b["
          << a << "].hi[" << d << "] = " << bound(s.dims[static_cast<size_t>(d)].upper) << ";\n";
    }
    out << "  ST_alloc(&ST_b[" << a << "]);\n";
  }
  out << "  for (int a = 0; a < " << arrays.size() << "; ++a) {\n    long idx[4];\n    ST_first(&ST_b[a], idx);\n"
      << "    do {\n      ST_store(&ST_b[a], ST_offset(&ST_b[a], idx), ST_value(a, idx));\n"
      << "    } while (ST_next(&ST_b[a], idx));\n  }\n";
  int real_number = 0;
  std::string args;
  for (const CParameter& p : params) {
    const Symbol* s = symbols.find(p.name);
    std::string v;
    if (s->kind == SymbolKind::Array) {
      size_t a = static_cast<size_t>(std::find(arrays.begin(), arrays.end(), s) - arrays.begin());
      v = "(" + c_type(s->type) + " *)ST_b[" + std::to_string(a) + "].data";
    } else if (s->type.base == ast::BaseType::Integer) {
      v = "(" + c_type(s->type) + ")ST_L[" + std::to_string(arg_index.at(p.name)) + "]";
    } else {
      std::string value = "(" + c_type(s->type) + ")" + std::to_string(0.15 + 0.05 * real_number++);
      if (p.by_value) {
        v = value;
      } else {
        std::string var = "ST_scalar" + std::to_string(real_number);
        out << "  " << c_type(s->type) << " " << var << " = " << value << ";\n";
        v = "&" + var;
      }
    }
    args += (args.empty() ? "" : ", ") + v;
  }
  const int reps = std::max(1, repetitions);
  // ST_s: the phases of each call of NAME_mpi on this rank (NAME_mpi_times), compute,
  // pack, wait and unpack.
  out << "  double ST_t[3][" << reps << "], ST_s[4][" << reps << "], ST_before[6], ST_after[6];\n"
      << (options.resident ? "  " + sub.name + "_resident_begin(" + args + ");\n" : "")
      << "  int ST_code = " << sub.name << "_mpi(ST_cart, " << args << ");\n"
      << "  for (int r = 0; r < " << reps << " && ST_code == 0; ++r) {\n"
      << "    MPI_Barrier(ST_cart);\n    " << sub.name << "_mpi_times(ST_before);\n    double t0 = MPI_Wtime();\n"
      << "    ST_code |= " << sub.name << "_mpi(ST_cart, " << args << ");\n"
      << "    ST_t[0][r] = MPI_Wtime() - t0;\n    " << sub.name << "_mpi_times(ST_after);\n"
      << "    for (int k = 0; k < 4; ++k) ST_s[k][r] = ST_after[k + 1] - ST_before[k + 1];\n"
      << "    MPI_Barrier(ST_cart);\n    t0 = MPI_Wtime();\n"
      << "    ST_code |= " << sub.name << "_mpi_exchange(ST_cart, " << args << ");\n"
      << "    ST_t[1][r] = MPI_Wtime() - t0;\n    MPI_Barrier(ST_cart);\n    t0 = MPI_Wtime();\n"
      << "    " << c_identifier(sub.name) << "(" << args << ");\n"
      << (options.device_helpers.empty() ? "" : "    " + options.device_helpers + "sync();\n")
      << "    ST_t[2][r] = MPI_Wtime() - t0;\n  }\n"
      << (options.resident ? "  " + sub.name + "_resident_end(" + args + ");\n" : "")
      << "  double ST_mine[3], ST_all[3];\n"
      << "  for (int k = 0; k < 3; ++k) ST_mine[k] = ST_median(ST_t[k], " << reps << ");\n"
      << "  MPI_Allreduce(ST_mine, ST_all, 3, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);\n"
      << "  int ST_failed = 0;\n  MPI_Allreduce(&ST_code, &ST_failed, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);\n"
      << "  if (ST_rank == 0 && !ST_failed)\n"
      << "    printf(\"mpi time: total=%.9g exchange=%.9g compute=%.9g\\n\", ST_all[0], ST_all[1], ST_all[2]);\n"
      << "  double ST_split[4], *ST_ranks = NULL;\n  int ST_size = 1;\n  MPI_Comm_size(ST_cart, &ST_size);\n"
      << "  for (int k = 0; k < 4; ++k) ST_split[k] = ST_median(ST_s[k], " << reps << ");\n"
      << "  if (ST_rank == 0) ST_ranks = (double *)malloc(sizeof(double) * 4 * (size_t)ST_size);\n"
      << "  MPI_Gather(ST_split, 4, MPI_DOUBLE, ST_ranks, 4, MPI_DOUBLE, 0, ST_cart);\n"
      << "  for (int q = 0; ST_rank == 0 && !ST_failed && q < ST_size; ++q)\n"
      << "    printf(\"mpi split: rank %d compute=%.9g pack=%.9g wait=%.9g unpack=%.9g\\n\", q, ST_ranks[4 * q],\n"
      << "           ST_ranks[4 * q + 1], ST_ranks[4 * q + 2], ST_ranks[4 * q + 3]);\n"
      << "  if (ST_rank == 0) printf(\"mpi halo steps: %.0f\\n\", ST_after[5]);\n"
      << "  free(ST_ranks);\n  MPI_Finalize();\n  return ST_failed != 0;\n}\n";
  return out.str();
}

}  // namespace st
