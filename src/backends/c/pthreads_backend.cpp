#include "backends/c/pthreads_backend.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <sstream>

#include "backends/c/c_backend.h"
#include "backends/c/temporal_blocking.h"
#include "backends/c_names.h"
#include "embedded/streaming_stores.h"
#include "embedded/thread_pool.h"
#include "frontend/diagnostics.h"
#include "transforms/fresh_names.h"
#include "transforms/substitute.h"

namespace st {

namespace {

// The tuned parameters in the order describe() lists them.
const char* const described_names[] = {"CX",   "CY",   "CZ",     "RX",    "RY",  "RZ",        "CHUNK", "THREADS",
                                       "NUMA", "SIMD", "NT",     "SCHED", "CSE", "LINEARISE", "TEAM",  "TBX",
                                       "TBY",  "TBZ",  "REDUCE", "BT",    "VEC", "SHUF",      "PF",    "SKEW"};
const char* const block_names[] = {"CX", "CY", "CZ", "RX", "RY", "RZ"};

}  // namespace

CpuVariant cpu_variant_of(const std::map<std::string, long long>& point) {
  CpuVariant v;
  auto get = [&](const char* name, long long fallback) {
    auto it = point.find(name);
    return it == point.end() ? fallback : it->second;
  };
  for (const char* name : block_names) {
    auto it = point.find(name);
    if (it != point.end()) v.transform.values[name] = it->second;
  }
  v.threads = static_cast<int>(get("THREADS", v.threads));
  v.chunk = static_cast<int>(get("CHUNK", v.chunk));
  v.simd = get("SIMD", v.simd) != 0;
  v.numa = get("NUMA", v.numa) != 0;
  v.streaming = get("NT", v.streaming) != 0;
  v.dynamic = get("SCHED", v.dynamic) != 0;
  v.transform.cse = get("CSE", v.transform.cse) != 0;
  v.transform.linearise = get("LINEARISE", v.transform.linearise) != 0;
  v.team = static_cast<int>(get("TEAM", v.team));
  v.thread_block[0] = get("TBX", v.thread_block[0]);
  v.thread_block[1] = get("TBY", v.thread_block[1]);
  v.thread_block[2] = get("TBZ", v.thread_block[2]);
  v.fast_reductions = get("REDUCE", v.fast_reductions) != 0;
  v.steps_per_pass = static_cast<int>(get("BT", v.steps_per_pass));
  v.vector_bytes = static_cast<int>(get("VEC", v.vector_bytes));
  v.shifted_rows = get("SHUF", v.shifted_rows) != 0;
  v.prefetch_planes = get("PF", v.prefetch_planes) != 0;
  v.skewed_tiles = get("SKEW", v.skewed_tiles) != 0;
  return v;
}

std::map<std::string, long long> point_of(const CpuVariant& v) {
  std::map<std::string, long long> point = {
      {"THREADS", v.threads}, {"CHUNK", v.chunk},   {"SIMD", v.simd},         {"NUMA", v.numa},
      {"NT", v.streaming},    {"SCHED", v.dynamic}, {"CSE", v.transform.cse}, {"LINEARISE", v.transform.linearise}};
  for (const char* name : block_names) {
    auto it = v.transform.values.find(name);
    if (it != v.transform.values.end()) point[name] = it->second;
  }
  // Teams and thread blocks only where there are teams: a variant without them reads
  // as it did before they existed.
  if (v.team > 1) {
    point["TEAM"] = v.team;
    const char* names[] = {"TBX", "TBY", "TBZ"};
    for (int g = 0; g < 3; ++g) {
      if (v.thread_block[g] > 0) point[names[g]] = v.thread_block[g];
    }
  }
  // Only where asked for, so that every other variant reads as it did before.
  if (v.fast_reductions) point["REDUCE"] = 1;
  if (v.steps_per_pass > 1) point["BT"] = v.steps_per_pass;
  if (v.vector_bytes > 0) point["VEC"] = v.vector_bytes;
  if (v.shifted_rows) point["SHUF"] = 1;
  if (v.prefetch_planes) point["PF"] = 1;
  if (v.skewed_tiles) point["SKEW"] = 1;
  return point;
}

std::string vector_width_pragma(const CpuVariant& v) {
  if (!v.simd) return "";
  // GCC vectorizes with 256-bit registers even where AVX-512 is there; the full width
  // ran the Laplacian's sweep about 5 % faster on a 2-core Xeon, while a 2-core EPYC
  // (whose cores split 512-bit operations in two) ran heat3d's blocked passes about 4 %
  // faster with 256 bits: VEC chooses where it is tuned.
  const int bits = 8 * (v.vector_bytes > 0 ? v.vector_bytes : 64);
  const std::string what = v.vector_bytes > 0
                               ? "vectors of " + std::to_string(bits) + " bits where the target has AVX-512"
                               : std::string("the widest vectors the target has");
  return "/* SIMD=1: " + what +
         ", for the kernels below. */\n"
         "#if defined(__AVX512F__) && defined(__GNUC__) && !defined(__clang__)\n"
         "#pragma GCC target(\"prefer-vector-width=" +
         std::to_string(bits) + "\")\n#endif\n\n";
}

std::string CpuVariant::describe() const {
  const std::map<std::string, long long> point = point_of(*this);
  std::string s;
  for (const char* name : described_names) {
    auto it = point.find(name);
    if (it != point.end()) s += (s.empty() ? "" : " ") + std::string(name) + "=" + std::to_string(it->second);
  }
  return s;
}

namespace {

const char* const core_block_names[] = {"CX", "CY", "CZ"};

// The nest with the bounds of each unit-step grid loop replaced by the block bounds
// the task passes in (st_lo0/st_hi0 for grid dimension 0, ...).
ast::Stmt bound_to_block(const ast::Stmt& stmt, const NestInfo& nest, const std::vector<std::string>& lo,
                         const std::vector<std::string>& hi) {
  const auto* loop = ast::as<ast::Do>(stmt);
  if (!loop) return stmt;
  ast::StmtList body;
  for (const ast::Stmt& s : loop->body) body.push_back(bound_to_block(s, nest, lo, hi));
  for (const LoopInfo& l : nest.loops) {
    if (l.var != loop->var || l.grid_dim < 0 || lo[static_cast<size_t>(l.grid_dim)].empty()) continue;
    auto g = static_cast<size_t>(l.grid_dim);
    return ast::Do::make(loop->var, ast::VarRef::make(lo[g], loop->lower->loc),
                         ast::VarRef::make(hi[g], loop->upper->loc), nullptr, std::move(body), loop->loc);
  }
  return ast::Do::make(loop->var, loop->lower, loop->upper, loop->step, std::move(body), loop->loc);
}

// C's combination of two partials of a reduction, in the order given.
std::string combine(ReductionOp op, const std::string& x, const std::string& y) {
  switch (op) {
    case ReductionOp::Sum:
    case ReductionOp::Difference: return x + " + " + y;
    case ReductionOp::Product: return x + " * " + y;
    case ReductionOp::Max: return "(" + y + " > " + x + " ? " + y + " : " + x + ")";
    case ReductionOp::Min: return "(" + y + " < " + x + " ? " + y + " : " + x + ")";
  }
  return x;
}

std::string strip_restrict(std::string type) {
  size_t at = type.find("restrict");
  if (at != std::string::npos) type.erase(at, std::string("restrict").size());
  while (!type.empty() && type.back() == ' ') type.pop_back();
  return type;
}

class PthreadsPrinter {
 public:
  PthreadsPrinter(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                  const CpuVariant& variant, const PthreadsEmitOptions& options)
      : sub_(sub), symbols_(symbols), info_(info), variant_(variant), options_(options) {
    name_ = options.function_name.empty() ? sub.name : options.function_name;
    bare_ = options.function_name.empty() ? c_identifier(sub.name) : name_;
    entry_ = name_ + "_";
    params_ = c_parameters(sub, symbols);
    taken_ = names_used(sub.body);
    for (const auto& [n, sym] : symbols.all()) taken_.insert(n);
    taken_.insert(sub.name);  // the block kernel keeps it: no dummy may take it
    for (const CParameter& p : params_) taken_.insert(p.c_name);
    running_ = fresh_name("st_running", taken_);
    count_ = fresh_name("st_count", taken_);
    k_ = fresh_name("st_k", taken_);
    for (const NestInfo& nest : info.nests) {
      for (size_t k = 0; k < nest.reductions.size(); ++k) {
        Partials r;
        r.info = &nest.reductions[k];
        r.acc = accumulator_type(*r.info);
        r.member = fresh_name("st_partials", taken_);
        // Upper case: the C spelling of every user name is lower case, and the fixed
        // names of the task and the entry (st_slot, st_call, st_pool_run) are too.
        r.local = fresh_name("ST_" + r.info->var, taken_);
        r.one = fresh_name(r.local + "_one", taken_);
        r.all = fresh_name(r.local + "_all", taken_);
        partials_[nest.index].push_back(r);
      }
    }
  }

  std::string print() {
    std::ostringstream out;
    out << "/* " << (options_.comment.empty() ? "generated by stenciltune" : options_.comment)
        << "\n   variant: " << variant_.describe() << " */\n";
    // madvise and MADV_HUGEPAGE (the first-touch entry's hint) under -std=c99.
    out << "#if defined(__linux__) && !defined(_DEFAULT_SOURCE)\n#define _DEFAULT_SOURCE\n#endif\n";
    out << "#include <stddef.h>\n#include <stdint.h>\n#include <string.h>\n\n" << embedded::thread_pool << "\n";
    if (variant_.streaming) out << embedded::streaming_stores << "\n";
    out << vector_width_pragma(variant_);
    out << args_struct();
    for (const NestInfo& nest : info_.nests) out << nest_code(nest);
    out << first_touch_code();
    out << entry_code();
    return out.str();
  }

 private:
  const ast::Subroutine& sub_;
  const SymbolTable& symbols_;
  const StencilInfo& info_;
  const CpuVariant& variant_;
  const PthreadsEmitOptions& options_;
  // A reduction of a nest: its partial per core block (per team member with teams),
  // kept in an array that the entry allocates and combines in block order.
  struct Partials {
    const ReductionInfo* info = nullptr;
    ast::ScalarType acc;  // the type the partials are accumulated in
    std::string member;   // the args struct's pointer to the partials
    std::string local;    // the entry's running value
    std::string one;      // the entry's slot when the partials could not be allocated
    std::string all;      // the entry's array of partials
    std::string part;     // the block kernel's inout dummy that carries one partial
  };
  std::map<int, std::vector<Partials>> partials_;  // by nest index
  NameSet taken_;                                  // the user's names and the ones made here
  std::string running_;                            // args member: 1 where the partials could not be allocated
  std::string count_, k_;                          // the entry's count of partials and its index over them
  std::string name_;
  std::string bare_;   // the subroutine's own C function: name_, unless C reads it otherwise
  std::string entry_;  // gfortran's symbol
  std::vector<CParameter> params_;

  std::string args_name() const { return name_ + "_args"; }

  std::string args_struct() const {
    std::ostringstream out;
    out << "/* The arguments of one call, shared by the threads of the pool. */\nstruct " << args_name() << " {\n";
    for (const CParameter& p : params_) {
      std::string type = strip_restrict(p.type);
      out << "  " << type << (type.back() == '*' ? "" : " ") << p.c_name << ";\n";
    }
    if (params_.empty()) out << "  int unused;\n";
    // SCHED=1: the next chunk of core blocks to take, reset before every task.
    if (variant_.dynamic) out << "  ptrdiff_t st_next_chunk;\n";
    if (!partials_.empty()) {
      out << "  /* Reductions: the partial of every core block, or, where " << running_
          << " is set, one running value. */\n";
      out << "  int " << running_ << ";\n";
      for (const auto& [nest, list] : partials_) {
        for (const Partials& r : list) out << "  " << c_type(r.acc) << " *" << r.member << ";\n";
      }
    }
    out << "};\n\n";
    return out.str();
  }

  std::string arg(const std::string& fortran_name) const {
    for (const CParameter& p : params_) {
      if (p.name == fortran_name) return "a->" + p.c_name;
    }
    throw InternalError("'" + fortran_name + "' is not an argument of '" + sub_.name + "'");
  }

  std::string form(const Affine& f) const {
    return c_ptrdiff(f, [&](const std::string& n) {
      for (const CParameter& p : params_) {
        if (p.name == n) return std::string(p.by_value ? "a->" + p.c_name : "(*a->" + p.c_name + ")");
      }
      throw InternalError("'" + n + "' in a bound is not an argument");
    });
  }

  long long core_block(int g) const {
    if (g > 2) return 0;
    return variant_.transform.get(core_block_names[g], 0);
  }

  // The serial kernel of one core block: the nest with block bounds, transformed and
  // printed by the C backend as a static function.
  std::string block_function(const NestInfo& nest, const std::string& fn, std::vector<bool>& blocked) {
    NameSet taken = names_used(sub_.body);
    for (const auto& [n, s] : symbols_.all()) taken.insert(n);
    taken.insert(sub_.name);  // the block kernel is a subroutine of that name: no dummy may take it
    std::vector<std::string> lo(static_cast<size_t>(nest.dims)), hi(static_cast<size_t>(nest.dims));
    blocked.assign(static_cast<size_t>(nest.dims), false);
    ast::Subroutine block = sub_;
    ast::Declaration decl;
    decl.type = ast::ScalarType::integer(4);
    decl.intent = ast::Intent::In;
    decl.loc = sub_.loc;
    for (const LoopInfo& l : nest.loops) {
      if (l.grid_dim < 0 || l.step != 1) continue;
      auto g = static_cast<size_t>(l.grid_dim);
      lo[g] = fresh_name("st_lo" + std::to_string(g), taken);
      hi[g] = fresh_name("st_hi" + std::to_string(g), taken);
      block_args_[lo[g]] = "(int32_t)" + box_lo(static_cast<int>(g));
      block_args_[hi[g]] = "(int32_t)" + box_hi(static_cast<int>(g));
      blocked[g] = true;
      for (const std::string& n : {lo[g], hi[g]}) {
        block.params.push_back(ast::Param{n, sub_.loc});
        decl.entities.push_back(ast::EntityDecl{n, sub_.loc, {}, nullptr});
      }
    }
    ast::Stmt root = bound_to_block(nest.root, nest, lo, hi);
    block.body = {root};
    // A reduction is accumulated in a local of the block kernel that starts from, and
    // ends in, an inout dummy: the partial of the block (or its running value).
    std::map<std::string, std::string> simd_reductions;
    auto found = partials_.find(nest.index);
    if (found != partials_.end()) {
      ast::StmtList before, after;
      for (Partials& r : found->second) {
        std::string acc = fresh_name(r.info->var + "_acc", taken);
        r.part = fresh_name(r.info->var + "_part", taken);
        root = rename_scalar(root, r.info->var, acc);
        ast::Declaration local;
        local.type = r.acc;
        local.loc = sub_.loc;
        local.entities.push_back(ast::EntityDecl{acc, sub_.loc, {}, nullptr});
        block.decls.push_back(local);
        ast::Declaration part = local;
        part.intent = ast::Intent::InOut;
        part.entities = {ast::EntityDecl{r.part, sub_.loc, {}, nullptr}};
        block.decls.push_back(part);
        block.params.push_back(ast::Param{r.part, sub_.loc});
        block_args_[r.part] = "&" + r.local;
        before.push_back(ast::Assign::make(ast::VarRef::make(acc), ast::VarRef::make(r.part), r.info->loc));
        after.push_back(ast::Assign::make(ast::VarRef::make(r.part), ast::VarRef::make(acc), r.info->loc));
        simd_reductions[acc] = variant_.fast_reductions ? reduction_openmp_op(r.info->op) : "";
      }
      block.body = before;
      block.body.push_back(root);
      block.body.insert(block.body.end(), after.begin(), after.end());
    }
    block.decls.push_back(decl);
    SymbolTable block_symbols = build_symbols(block);
    StencilInfo block_info;
    block_info.file = info_.file;
    block_info.subroutine = info_.subroutine;
    NestInfo block_nest = nest;
    block_nest.root = root;
    block_info.nests.push_back(block_nest);
    VariantParams params = variant_.transform;
    for (const char* n : core_block_names) params.values.erase(n);
    ast::Subroutine transformed = apply_variant(block, block_symbols, block_info, params);
    CEmitOptions c;
    c.function_name = fn;
    c.fortran_entry = false;
    c.internal_linkage = true;
    c.function_prefix = "ST_NOINLINE ";
    c.simd_innermost = variant_.simd;
    c.simd_reductions = simd_reductions;
    if (variant_.streaming) {
      // Grids the nest writes and never reads; a grid read too (in place, pointwise)
      // keeps ordinary stores.
      for (const LoopInfo& l : nest.loops) {
        if (l.grid_dim == 0) c.streaming_loop_var = l.var;
      }
      for (const ArrayInfo& a : nest.arrays) {
        if (a.role == ArrayRole::Written) c.streaming_arrays.insert(a.name);
      }
    }
    block_params_ = c_parameters(transformed, block_symbols);
    return emit_c(transformed, block_symbols, c);
  }
  std::vector<CParameter> block_params_;
  std::map<std::string, std::string> block_args_;  // block-bound dummy -> the task's value

  // Bounds of the loop along each grid dimension, from the arguments.
  void print_ranges(std::ostringstream& out, const NestInfo& nest) const {
    for (const LoopInfo& l : nest.loops) {
      if (l.grid_dim < 0) continue;
      out << "  const ptrdiff_t lo" << l.grid_dim << " = " << form(l.step > 0 ? l.lower_form : l.upper_form) << ";\n";
      out << "  const ptrdiff_t hi" << l.grid_dim << " = " << form(l.step > 0 ? l.upper_form : l.lower_form) << ";\n";
    }
  }

  // Block sizes and counts; a dimension not blocked is one block.
  void print_blocks(std::ostringstream& out, const NestInfo& nest, const std::vector<bool>& blocked) const {
    for (int g = 0; g < nest.dims; ++g) {
      long long cb = blocked[static_cast<size_t>(g)] ? core_block(g) : 0;
      out << "  const ptrdiff_t n" << g << " = hi" << g << " >= lo" << g << " ? hi" << g << " - lo" << g
          << " + 1 : 0;\n";
      if (cb > 0) {
        out << "  const ptrdiff_t bs" << g << " = " << cb << ";\n";
      } else {
        out << "  const ptrdiff_t bs" << g << " = n" << g << " > 0 ? n" << g << " : 1;\n";
      }
      out << "  const ptrdiff_t nb" << g << " = (n" << g << " + bs" << g << " - 1) / bs" << g << ";\n";
    }
    out << "  const ptrdiff_t nblocks = ";
    for (int g = 0; g < nest.dims; ++g) out << (g ? " * " : "") << "nb" << g;
    out << ";\n";
  }

  bool teams() const { return variant_.team > 1; }
  // The box one call of the block kernel computes along grid dimension g: the core
  // block, or with teams the thread block inside it; and whether that box touches the
  // low or high edge of the grid (first touch gives the halo to the edge boxes).
  std::string box_lo(int g) const { return (teams() ? "tl" : "l") + std::to_string(g); }
  std::string box_hi(int g) const { return (teams() ? "th" : "h") + std::to_string(g); }
  std::string at_low_edge(int g) const {
    std::string d = std::to_string(g);
    return teams() ? "b" + d + " == 0 && q" + d + " == 0" : "b" + d + " == 0";
  }
  std::string at_high_edge(int g) const {
    std::string d = std::to_string(g);
    return teams() ? "b" + d + " == nb" + d + " - 1 && q" + d + " == ntb" + d + " - 1"
                   : "b" + d + " == nb" + d + " - 1";
  }

  // The thread block along grid dimension g as a C expression of the core block
  // l<g>..h<g>: TBX/TBY/TBZ, the whole core block (0, or a dimension not blocked), or,
  // when no size is given, TEAM slabs along the slowest blocked dimension.
  std::string thread_block_size(const NestInfo& nest, const std::vector<bool>& blocked, int g) const {
    std::string d = std::to_string(g);
    std::string whole = "h" + d + " - l" + d + " + 1";
    if (!blocked[static_cast<size_t>(g)]) return whole;
    long long size = g < 3 ? variant_.thread_block[g] : 0;
    if (size > 0) return std::to_string(size);
    bool any = false;
    int slowest = -1;
    for (int k = 0; k < nest.dims; ++k) {
      if (!blocked[static_cast<size_t>(k)]) continue;
      slowest = k;
      any = any || (k < 3 && variant_.thread_block[k] > 0);
    }
    if (any || g != slowest) return whole;
    return "(" + whole + " + team - 1) / team";
  }

  // Chunks of CHUNK consecutive blocks, dealt round robin to the threads, or with TEAM
  // to the teams of TEAM consecutive threads; x blocks vary fastest. With `dynamic`
  // (SCHED=1, the kernel only, no teams) a thread takes the next chunk not yet taken, so
  // a thread that shares its core with other work takes fewer; first touch always deals
  // round robin (the placement it makes is for the static order). Inside a core block
  // the members of a team take its thread blocks round robin, so that they work at
  // once on neighbouring parts of the block their shared cache holds. Opens the loops
  // down to one box (box_lo..box_hi); print_block_loop_tail closes them.
  void print_block_loop_head(std::ostringstream& out, const NestInfo& nest, const std::vector<bool>& blocked,
                             bool dynamic = false) const {
    internal_assert(!(dynamic && teams())) << "SCHED=1 with TEAM=" << variant_.team;
    out << "  const ptrdiff_t chunk = " << std::max(1, variant_.chunk) << ";\n";
    if (teams()) {
      // A pool that started fewer threads than asked for makes smaller teams; threads
      // beyond the last whole team have nothing to do.
      out << "  const int team = nt < " << variant_.team << " ? nt : " << variant_.team << ";\n";
      out << "  const int nteams = nt / team;\n  const int member = t % team;\n";
      out << "  if (t >= nteams * team) return;\n";
      out << "  for (ptrdiff_t c = (ptrdiff_t)(t / team) * chunk; c < nblocks; c += (ptrdiff_t)nteams * chunk) {\n";
    } else if (dynamic) {
      out << "  ptrdiff_t *next = (ptrdiff_t *)&a->st_next_chunk;\n  (void)t;\n  (void)nt;\n";
      out << "  for (ptrdiff_t c = __atomic_fetch_add(next, chunk, __ATOMIC_RELAXED); c < nblocks;\n"
             "       c = __atomic_fetch_add(next, chunk, __ATOMIC_RELAXED)) {\n";
    } else {
      out << "  for (ptrdiff_t c = (ptrdiff_t)t * chunk; c < nblocks; c += (ptrdiff_t)nt * chunk) {\n";
    }
    out << "    for (ptrdiff_t b = c; b < c + chunk && b < nblocks; ++b) {\n";
    out << "      ptrdiff_t rest = b;\n";
    for (int g = 0; g < nest.dims; ++g) {
      out << "      const ptrdiff_t b" << g << " = rest % nb" << g << ";\n      rest /= nb" << g << ";\n";
      out << "      const ptrdiff_t l" << g << " = lo" << g << " + b" << g << " * bs" << g << ";\n";
      out << "      const ptrdiff_t h" << g << " = l" << g << " + bs" << g << " - 1 < hi" << g << " ? l" << g << " + bs"
          << g << " - 1 : hi" << g << ";\n";
    }
    if (!teams()) return;
    for (int g = 0; g < nest.dims; ++g) {
      out << "      const ptrdiff_t tbs" << g << " = " << thread_block_size(nest, blocked, g) << ";\n";
      out << "      const ptrdiff_t ntb" << g << " = (h" << g << " - l" << g << " + tbs" << g << ") / tbs" << g
          << ";\n";
    }
    out << "      const ptrdiff_t ntb = ";
    for (int g = 0; g < nest.dims; ++g) out << (g ? " * " : "") << "ntb" << g;
    out << ";\n";
    out << "      for (ptrdiff_t q = member; q < ntb; q += team) {\n        ptrdiff_t rest_q = q;\n";
    for (int g = 0; g < nest.dims; ++g) {
      std::string d = std::to_string(g);
      out << "        const ptrdiff_t q" << d << " = rest_q % ntb" << d << ";\n        rest_q /= ntb" << d << ";\n";
      out << "        const ptrdiff_t tl" << d << " = l" << d << " + q" << d << " * tbs" << d << ";\n";
      out << "        const ptrdiff_t th" << d << " = tl" << d << " + tbs" << d << " - 1 < h" << d << " ? tl" << d
          << " + tbs" << d << " - 1 : h" << d << ";\n";
    }
  }

  void print_block_loop_tail(std::ostringstream& out) const {
    if (teams()) out << "      }\n";
    out << "    }\n  }\n";
  }

  std::string nest_code(const NestInfo& nest) {
    std::string prefix = name_ + "_nest" + std::to_string(nest.index + 1);
    std::vector<bool> blocked;
    std::ostringstream out;
    out << "/* Nest " << nest.index + 1 << ": the kernel of one core block. */\n";
    out << block_function(nest, prefix + "_block", blocked) << "\n";
    out << "/* Nest " << nest.index + 1 << ": thread t of nt sweeps its chunks of core blocks. */\n";
    out << "static void " << prefix << "_task(void *p, int t, int nt) {\n";
    out << "  const struct " << args_name() << " *a = (const struct " << args_name() << " *)p;\n";
    print_ranges(out, nest);
    print_blocks(out, nest, blocked);
    print_block_loop_head(out, nest, blocked, variant_.dynamic);
    for (int g = 0; g < nest.dims; ++g) {
      if (!blocked[static_cast<size_t>(g)])
        out << "      (void)" << box_lo(g) << ";\n      (void)" << box_hi(g) << ";\n";
    }
    const std::vector<Partials>* partials = partials_.count(nest.index) ? &partials_.at(nest.index) : nullptr;
    std::string pad = teams() ? "        " : "      ";
    if (partials) {
      // The slot of this block (of this member's share of it): each box continues the
      // slot's value, so a member's boxes add up in the order the member takes them.
      out << pad << "const ptrdiff_t st_slot = a->" << running_ << " ? 0 : b"
          << (teams() ? " * " + std::to_string(variant_.team) + " + member" : "") << ";\n";
      for (const Partials& r : *partials)
        out << pad << c_type(r.acc) << " " << r.local << " = a->" << r.member << "[st_slot];\n";
    }
    out << pad << prefix << "_block(";
    std::vector<std::string> args;
    for (const CParameter& p : block_params_) {
      auto bound = block_args_.find(p.name);
      if (bound != block_args_.end()) {
        args.push_back(bound->second);
        continue;
      }
      // A scalar the subroutine writes but this nest only reads (the store of a
      // reduction's result) is a pointer in the arguments.
      bool pointer = std::any_of(params_.begin(), params_.end(),
                                 [&](const CParameter& q) { return q.name == p.name && !q.by_value; });
      args.push_back((p.by_value && pointer ? "*" : "") + arg(p.name));
    }
    for (size_t i = 0; i < args.size(); ++i) out << (i ? ", " : "") << args[i];
    out << ");\n";
    if (partials) {
      for (const Partials& r : *partials) out << pad << "a->" << r.member << "[st_slot] = " << r.local << ";\n";
    }
    print_block_loop_tail(out);
    // Streaming stores are weakly ordered: drain them before the pool's barrier.
    if (variant_.streaming) out << "  st_stream_fence();\n";
    out << "}\n\n";
    if (partials) {
      out << "/* Nest " << nest.index + 1 << ": the number of partials of each of its reductions. */\n";
      out << "static ptrdiff_t " << prefix << "_partials(const struct " << args_name() << " *a) {\n";
      print_ranges(out, nest);
      print_blocks(out, nest, blocked);
      out << "  return nblocks * " << (teams() ? variant_.team : 1) << ";\n}\n\n";
    }
    return out.str();
  }

  // First touch: each thread zeroes the part of every grid array that its blocks
  // compute (the halo at the edges goes with the edge blocks), so that the pages of
  // that part are placed on its NUMA node.
  std::string first_touch_code() {
    std::ostringstream out;
    std::vector<std::string> touched;
    std::string tasks, hints;
    for (const NestInfo& nest : info_.nests) {
      std::ostringstream task;
      std::string fn = name_ + "_touch" + std::to_string(nest.index + 1);
      bool any = false;
      task << "static void " << fn << "(void *p, int t, int nt) {\n";
      task << "  const struct " << args_name() << " *a = (const struct " << args_name() << " *)p;\n";
      print_ranges(task, nest);
      std::vector<bool> blocked(static_cast<size_t>(nest.dims), true);
      for (const LoopInfo& l : nest.loops) {
        if (l.grid_dim >= 0 && l.step != 1) blocked[static_cast<size_t>(l.grid_dim)] = false;
      }
      print_blocks(task, nest, blocked);
      print_block_loop_head(task, nest, blocked);
      for (const ArrayInfo& a : nest.arrays) {
        bool grid = std::any_of(a.grid_dims.begin(), a.grid_dims.end(), [](int g) { return g >= 0; });
        if (!grid || std::find(touched.begin(), touched.end(), a.name) != touched.end()) continue;
        touched.push_back(a.name);
        any = true;
        const Symbol& s = *symbols_.find(a.name);
        std::string elements;
        for (int d = 0; d < a.rank; ++d) {
          auto lo = to_affine(s.lower(d), symbols_.integer_constants());
          auto hi = to_affine(s.dims[static_cast<size_t>(d)].upper, symbols_.integer_constants());
          internal_assert(lo && hi) << "array bounds were checked to be affine";
          elements += (d ? " * " : "") + std::string("st_extent(") + form(*lo) + ", " + form(*hi) + ")";
        }
        hints +=
            "  st_advise_huge_pages((void *)" + arg(a.name) + ", " + elements + " * sizeof(*" + arg(a.name) + "));\n";
        task << "      {\n        ptrdiff_t lower[" << a.rank << "], upper[" << a.rank << "], from[" << a.rank
             << "], to[" << a.rank << "];\n";
        for (int d = 0; d < a.rank; ++d) {
          auto lo = to_affine(s.lower(d), symbols_.integer_constants());
          auto hi = to_affine(s.dims[static_cast<size_t>(d)].upper, symbols_.integer_constants());
          internal_assert(lo && hi) << "array bounds were checked to be affine";
          task << "        lower[" << d << "] = " << form(*lo) << ";\n        upper[" << d << "] = " << form(*hi)
               << ";\n";
          int g = a.grid_dims[static_cast<size_t>(d)];
          if (g < 0) {
            task << "        from[" << d << "] = lower[" << d << "];\n        to[" << d << "] = upper[" << d << "];\n";
          } else {
            task << "        from[" << d << "] = " << at_low_edge(g) << " ? lower[" << d << "] : " << box_lo(g)
                 << ";\n";
            task << "        to[" << d << "] = " << at_high_edge(g) << " ? upper[" << d << "] : " << box_hi(g) << ";\n";
          }
        }
        task << "        st_zero_box((void *)" << arg(a.name) << ", sizeof(*" << arg(a.name) << "), " << a.rank
             << ", lower, upper, from, to);\n      }\n";
      }
      for (int g = 0; g < nest.dims; ++g) task << "      (void)" << box_hi(g) << ";\n";
      print_block_loop_tail(task);
      task << "}\n\n";
      if (any) {
        out << task.str();
        tasks += run_task(fn);
      }
    }
    out << "/* Zeroes every grid array with the placement the kernel uses, asking for huge pages\n"
           "   first: call it once right after allocating the arrays and before filling them. */\n";
    // It writes every array, the ones the kernel only reads too: no const here.
    std::string params = parameter_list();
    for (size_t at; (at = params.find("const ")) != std::string::npos;) params.erase(at, 6);
    out << "void " << name_ << "_first_touch(" << params << ") {\n" << args_init();
    if (!hints.empty()) {
      out << "  {\n    const struct " << args_name() << " *a = &st_call;\n";
      std::istringstream lines(hints);
      for (std::string line; std::getline(lines, line);) out << "  " << line << "\n";
      out << "  }\n";
    }
    out << start_pool() << tasks << "}\n\n";
    return out.str();
  }

  std::string parameter_list() const { return c_parameter_list(params_); }

  std::string args_init() const {
    // The user's names are in scope here, so the struct takes a reserved one.
    std::string s = "  struct " + args_name() + " st_call;\n";
    if (params_.empty()) return s + "  st_call.unused = 0;\n";
    for (const CParameter& p : params_) s += "  st_call." + p.c_name + " = " + p.c_name + ";\n";
    if (variant_.dynamic) s += "  st_call.st_next_chunk = 0;\n";
    return s;
  }

  // One thread runs the tasks itself: no pool is started, no thread created, and the
  // caller's thread is not pinned.
  std::string start_pool() const {
    return variant_.threads > 1 ? "  st_pool_start(" + std::to_string(variant_.threads) + ");\n" : "";
  }
  std::string run_task(const std::string& task) const {
    return variant_.threads > 1 ? "  st_pool_run(" + task + ", &st_call);\n" : "  " + task + "(&st_call, 0, 1);\n";
  }

  const CParameter& param(const std::string& fortran_name) const {
    for (const CParameter& p : params_) {
      if (p.name == fortran_name) return p;
    }
    throw InternalError("'" + fortran_name + "' is not an argument of '" + sub_.name + "'");
  }

  // The value a reduction starts from: its initial value, or the caller's.
  std::string start_value(const Partials& r) const {
    if (!r.info->initial) return "(" + c_type(r.acc) + ")*st_call." + param(r.info->var).c_name;
    std::optional<double> value = constant_value(r.info->initial, symbols_);
    internal_assert(value.has_value()) << "the analysis checked that '" << r.info->var << "' starts from a constant";
    // Rounded to the variable's own type first, as the original holds it.
    return "(" + c_type(r.acc) + ")" + c_constant(*value, r.info->type);
  }

  // A nest with reductions, in the entry: the partials allocated and set to the
  // operator's identity (max and min: the start value), the nest run, and the partials
  // combined in slot order. Where they cannot be allocated, the calling thread runs the
  // nest alone into one running value per reduction.
  std::string reduction_code(const NestInfo& nest, const std::vector<Partials>& list, const std::string& task) const {
    std::ostringstream out;
    std::string prefix = name_ + "_nest" + std::to_string(nest.index + 1);
    out << "  {\n    const ptrdiff_t " << count_ << " = " << prefix << "_partials(&st_call);\n";
    for (const Partials& r : list) {
      std::string t = c_type(r.acc);
      out << "    " << r.local << " = " << start_value(r) << ";\n";
      out << "    " << t << " " << r.one << "[1];\n";
      out << "    " << t << " *" << r.all << " = " << count_ << " > 0 ? (" << t << " *)malloc((size_t)" << count_
          << " * sizeof(" << t << ")) : NULL;\n";
    }
    out << "    st_call." << running_ << " = 0;\n";
    for (const Partials& r : list) {
      out << "    if (" << count_ << " > 0 && !" << r.all << ") st_call." << running_ << " = 1;\n";
    }
    out << "    if (st_call." << running_ << ") {\n";
    for (const Partials& r : list) {
      out << "      " << r.one << "[0] = " << r.local << ";\n";
      out << "      st_call." << r.member << " = " << r.one << ";\n";
    }
    out << "      " << task << "(&st_call, 0, 1);\n";
    for (const Partials& r : list) out << "      " << r.local << " = " << r.one << "[0];\n";
    out << "    } else {\n";
    for (const Partials& r : list) {
      std::string identity = r.info->op == ReductionOp::Product                                 ? "1"
                             : r.info->op == ReductionOp::Max || r.info->op == ReductionOp::Min ? r.local
                                                                                                : "0";
      out << "      for (ptrdiff_t " << k_ << " = 0; " << k_ << " < " << count_ << "; ++" << k_ << ") " << r.all << "["
          << k_ << "] = " << identity << ";\n";
      out << "      st_call." << r.member << " = " << r.all << ";\n";
    }
    out << "    " << run_task(task);
    for (const Partials& r : list) {
      out << "      for (ptrdiff_t " << k_ << " = 0; " << k_ << " < " << count_ << "; ++" << k_ << ") " << r.local
          << " = " << combine(r.info->op, r.local, r.all + "[" + k_ + "]") << ";\n";
    }
    out << "    }\n";
    for (const Partials& r : list) {
      out << "    free(" << r.all << ");\n";
      if (r.info->stored_into.empty()) {
        out << "    *st_call." << param(r.info->var).c_name << " = (" << c_type(r.info->type) << ")" << r.local
            << ";\n";
      }
    }
    out << "  }\n";
    return out.str();
  }

  std::string entry_code() const {
    std::ostringstream out;
    out << "/* The subroutine: every nest in order, each over the whole pool. */\n";
    out << "void " << bare_ << "(" << parameter_list() << ") {\n" << args_init();
    for (const auto& [n, list] : partials_) {
      for (const Partials& r : list) out << "  " << c_type(r.acc) << " " << r.local << ";\n";
    }
    out << start_pool();
    if (!partials_.empty()) out << "  st_call." << running_ << " = 0;\n";
    // The statements in the original's order: a nest, then its reductions' combination
    // (and the store of a dummy's result); a local's store where the original has it;
    // the time loop around the nests of a step.
    size_t index = 0;
    std::function<void(const ast::StmtList&, const std::string&)> statements = [&](const ast::StmtList& list,
                                                                                   const std::string& indent) {
      for (const ast::Stmt& s : list) {
        if (info_.time_loop && s == info_.time_loop->root) {
          const TimeLoopInfo& t = *info_.time_loop;
          auto bound = [&](const Affine& f) {
            return c_ptrdiff(f, [&](const std::string& n) { return param(n).c_name; });
          };
          out << indent << "for (ptrdiff_t st_step = " << bound(t.lower_form) << "; st_step <= " << bound(t.upper_form)
              << "; ++st_step) {\n";
          statements(ast::as<ast::Do>(s)->body, indent + "  ");
          out << indent << "}\n";
          continue;
        }
        if (ast::as<ast::Do>(s)) {
          const NestInfo& nest = info_.nests.at(index++);
          std::string code;
          if (variant_.dynamic) code += "  st_call.st_next_chunk = 0;\n";
          std::string task = name_ + "_nest" + std::to_string(nest.index + 1) + "_task";
          auto found = partials_.find(nest.index);
          code += found == partials_.end() ? run_task(task) : reduction_code(nest, found->second, task);
          out << indented(code, indent.size() - 2);
          continue;
        }
        const auto* assign = ast::as<ast::Assign>(s);
        const auto* from = assign ? ast::as<ast::VarRef>(assign->rhs) : nullptr;
        if (!from) continue;  // an initial value: the combination starts from it
        for (const auto& [n, reductions] : partials_) {
          for (const Partials& r : reductions) {
            if (r.info->stored_into.empty() || r.info->var != from->name) continue;
            out << indent << "*st_call." << param(r.info->stored_into).c_name << " = ("
                << c_type(symbols_.find(r.info->stored_into)->type) << ")" << r.local << ";\n";
          }
        }
      }
    };
    statements(sub_.body, "  ");
    out << "}\n\n";
    if (options_.beside_entry) {
      out << "/* The next call of " << bare_ << " on this thread: the pool's other threads start it while\n"
          << "   the calling thread runs fn(ctx), then it joins them. 0: one thread computes, and fn is\n"
          << "   not taken. */\n"
          << "int " << bare_ << "_beside(void (*fn)(void *), void *ctx) {\n";
      if (variant_.threads > 1) {
        out << "  st_pool_beside(fn, ctx);\n  return 1;\n";
      } else {
        out << "  (void)fn;\n  (void)ctx;\n  return 0;\n";
      }
      out << "}\n\n";
    }
    if (options_.fortran_entry) {
      out << "/* The original's symbol and calling convention (gfortran: every argument by reference). */\n";
      std::string head = c_by_reference_prototype(sub_, symbols_, entry_);
      while (!head.empty() && (head.back() == ';' || head.back() == '\n')) head.pop_back();
      out << head << " {\n  " << bare_ << "(";
      for (size_t i = 0; i < params_.size(); ++i) {
        out << (i ? ", " : "") << (params_[i].by_value ? "*" : "") << params_[i].c_name;
      }
      out << ");\n}\n";
    }
    return out.str();
  }
};

}  // namespace

std::string emit_pthreads(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                          const CpuVariant& variant, const PthreadsEmitOptions& options) {
  if (variant.steps_per_pass > 1) return emit_temporal(sub, symbols, info, variant, options);
  return PthreadsPrinter(sub, symbols, info, variant, options).print();
}

}  // namespace st
