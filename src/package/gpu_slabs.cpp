#include "package/gpu_slabs.h"

#include <algorithm>
#include <sstream>

#include "backends/c/c_backend.h"
#include "backends/c/c_spelling.h"
#include "backends/cuda/temporal_schedule.h"
#include "backends/pass_schedule.h"
#include "embedded/cuda_slabs.h"
#include "frontend/diagnostics.h"
#include "package/package_dispatch.h"

namespace st {

namespace {

// The part whose box version computes nest `n` of variant `v`: the nest's own part, or
// the whole subroutine's where it is one nest outside a time loop; null where neither.
const PackagedPart* nest_part(const PackagedKernel& k, size_t v, size_t n) {
  const PackagedVariant& variant = k.variants.at(v);
  if (variant.nest_parts.size() == k.info->nests.size()) return &variant.nest_parts.at(n);
  if (k.info->nests.size() == 1 && !k.info->time_loop && variant.parts.size() == 1) return &variant.parts.front();
  return nullptr;
}

std::string box_symbol(const PackagedKernel& k, size_t v, size_t n) {
  std::string symbol = k.sub->name + "_size" + std::to_string(v + 1);
  if (k.variants.at(v).nest_parts.size() == k.info->nests.size()) symbol += "_nest" + std::to_string(n + 1);
  return symbol + "_box";
}

// Variant v's time loop blocked over time (its one part's passes), or null: it runs on
// each slab through the part's pass entry, BT steps between exchanges.
const PackagedPart* pass_part(const PackagedKernel& k, size_t v) {
  const PackagedVariant& variant = k.variants.at(v);
  if (variant.parts.size() != 1 || variant.parts.front().steps_per_pass < 2 || !variant.parts.front().pass_prototype)
    return nullptr;
  return &variant.parts.front();
}

// How the split treats one array argument.
struct SlabArrayPlan {
  const CParameter* param = nullptr;
  bool split = false;              // the slowest grid dimension indexes its last dimension, in every nest
  long long below = 0, above = 0;  // ghost planes the nests read of it
};

int split_dimension(const StencilInfo& info) { return info.nests.front().dims - 1; }

std::vector<SlabArrayPlan> array_plans(const StencilInfo& info, const std::vector<CParameter>& params) {
  const int split = split_dimension(info);
  std::vector<SlabArrayPlan> plans;
  for (const CParameter& p : params) {
    if (!p.is_array) continue;
    SlabArrayPlan plan;
    plan.param = &p;
    bool seen = false, last_is_split = true;
    for (const NestInfo& nest : info.nests) {
      const ArrayInfo* a = nest.array(p.name);
      if (!a) continue;
      seen = true;
      if (a->grid_dims.empty() || a->grid_dims.back() != split) last_is_split = false;
      for (const Access& access : nest.accesses) {
        if (access.array != p.name || access.is_write || static_cast<int>(access.offsets.size()) <= split) continue;
        plan.below = std::max(plan.below, -access.offsets[static_cast<size_t>(split)]);
        plan.above = std::max(plan.above, access.offsets[static_cast<size_t>(split)]);
      }
    }
    plan.split = seen && last_is_split;
    plans.push_back(plan);
  }
  return plans;
}

// Per nest, how far it reads along the split dimension below and above (any split
// array, the deepest offset).
struct NestReach {
  long long below = 0, above = 0;
};

NestReach nest_reach(const NestInfo& nest, int split) {
  NestReach r;
  for (const Access& a : nest.accesses) {
    if (a.is_write || static_cast<int>(a.offsets.size()) <= split) continue;
    r.below = std::max(r.below, -a.offsets[static_cast<size_t>(split)]);
    r.above = std::max(r.above, a.offsets[static_cast<size_t>(split)]);
  }
  return r;
}

// A time loop's steps exchanged every h steps (h > 1): at the start of each block of h
// steps every slab takes ghost planes deep enough for the block, and each nest computes,
// besides its slab's own planes, as many of its neighbours' as the nests after it in the
// block read. A nest at step j of the block (0 <= j < h) reaches
//   (h - 1 - j) * step_below + rest_below[n]
// planes below its slab (above alike): step_below is the sum of the loop's nests' reach
// below, rest_below[n] that of the nests after n in the step. An array's ghost planes
// cover every such reach of a nest that writes it and, plus the nest's own reach, of a
// nest that reads it: (h - 1) * step_below + depth_below[a].
struct DeepHalo {
  long long step_below = 0, step_above = 0;
  std::vector<long long> rest_below, rest_above;    // per nest of the loop (indexed by nest)
  std::vector<long long> depth_below, depth_above;  // per array; -1: not in the loop
};

DeepHalo deep_halo(const StencilInfo& info, const std::vector<SlabArrayPlan>& plans, int split) {
  DeepHalo d;
  const TimeLoopInfo& t = *info.time_loop;
  d.rest_below.assign(info.nests.size(), 0);
  d.rest_above.assign(info.nests.size(), 0);
  for (int n = t.end_nest - 1; n >= t.first_nest; --n) {
    const size_t i = static_cast<size_t>(n);
    d.rest_below[i] = d.step_below;
    d.rest_above[i] = d.step_above;
    const NestReach r = nest_reach(info.nests[i], split);
    d.step_below += r.below;
    d.step_above += r.above;
  }
  d.depth_below.assign(plans.size(), -1);
  d.depth_above.assign(plans.size(), -1);
  for (size_t a = 0; a < plans.size(); ++a) {
    if (!plans[a].split) continue;
    for (int n = t.first_nest; n < t.end_nest; ++n) {
      const size_t i = static_cast<size_t>(n);
      for (const Access& x : info.nests[i].accesses) {
        if (x.array != plans[a].param->name) continue;
        long long below = d.rest_below[i], above = d.rest_above[i];
        if (!x.is_write && static_cast<int>(x.offsets.size()) > split) {
          below += std::max(0LL, -x.offsets[static_cast<size_t>(split)]);
          above += std::max(0LL, x.offsets[static_cast<size_t>(split)]);
        }
        d.depth_below[a] = std::max(d.depth_below[a], below);
        d.depth_above[a] = std::max(d.depth_above[a], above);
      }
    }
  }
  return d;
}

}  // namespace

std::optional<std::string> slab_refusal(const ast::Subroutine& sub, const SymbolTable& symbols,
                                        const StencilInfo& info) {
  if (info.nests.empty()) return "it has no nest";
  for (const NestInfo& nest : info.nests) {
    if (!nest.reductions.empty()) {
      return "a reduction: the slabs' partial results would be combined in another order than one GPU "
             "combines its blocks', so the bits would differ";
    }
    if (nest.dims != info.nests.front().dims) return "its nests run over grids of different dimensions";
  }
  const std::vector<CParameter> params = c_parameters(sub, symbols);
  for (const SlabArrayPlan& plan : array_plans(info, params)) {
    if (plan.param->written && !plan.split) {
      return "the slowest grid dimension does not index the last dimension of the written array '" + plan.param->name +
             "', so a slab of it is not one piece of memory";
    }
  }
  return std::nullopt;
}

std::optional<std::string> slab_refusal(const PackagedKernel& k) {
  if (std::optional<std::string> why = slab_refusal(*k.sub, *k.symbols, *k.info)) return why;
  for (size_t v = 0; v < k.variants.size(); ++v) {
    for (size_t n = 0; n < k.info->nests.size(); ++n) {
      const PackagedPart* part = nest_part(k, v, n);
      if (!part || !part->box_source) return "a nest has no version over a part of the grid";
    }
  }
  return std::nullopt;
}

std::vector<std::pair<std::string, const PackagedPart*>> slab_box_parts(const PackagedKernel& k) {
  std::vector<std::pair<std::string, const PackagedPart*>> parts;
  if (slab_refusal(k)) return parts;
  for (size_t v = 0; v < k.variants.size(); ++v) {
    for (size_t n = 0; n < k.info->nests.size(); ++n) parts.emplace_back(box_symbol(k, v, n), nest_part(k, v, n));
  }
  return parts;
}

long long slab_threshold(const StencilInfo& info) {
  // Exchanging: a nest reads around, along the split dimension, an array a nest writes.
  const int split = split_dimension(info);
  std::vector<std::string> written;
  for (const NestInfo& nest : info.nests) {
    for (const Access& a : nest.accesses) {
      if (a.is_write) written.push_back(a.array);
    }
  }
  for (const NestInfo& nest : info.nests) {
    for (const Access& a : nest.accesses) {
      if (!a.is_write && static_cast<int>(a.offsets.size()) > split && a.offsets[static_cast<size_t>(split)] != 0 &&
          std::find(written.begin(), written.end(), a.array) != written.end())
        return slab_min_points_exchanging;
    }
  }
  return slab_min_points;
}

long long slab_threshold(const PackagedKernel& k) {
  return k.slab_tuning ? k.slab_tuning->min_points : slab_threshold(*k.info);
}

long long slab_halo_steps(const PackagedKernel& k) {
  return k.slab_tuning ? k.slab_tuning->halo_steps : slab_default_halo_steps;
}

bool slab_overlap(const PackagedKernel& k) { return k.slab_tuning ? k.slab_tuning->overlap : true; }

namespace {

// The C expression of a tuned choice for the call's variant (st_variant, the one tuned
// at the size nearest the call's): that size's own where the sizes' choices differ,
// `fallback` where they share one or the size was not split.
std::string for_variant(const PackagedKernel& k, long long (*value)(const SlabTuning::AtSize&), long long fallback) {
  if (!k.slab_tuning || k.slab_tuning->by_size.empty()) return std::to_string(fallback);
  std::string e = "(";
  for (const SlabTuning::AtSize& at : k.slab_tuning->by_size)
    e += "st_variant == " + std::to_string(at.variant) + " ? " + std::to_string(value(at)) + " : ";
  return e + std::to_string(fallback) + ")";
}

}  // namespace

long long slab_pass_steps(const PackagedKernel& k, size_t v) {
  const PackagedPart* part = pass_part(k, v);
  return part ? part->steps_per_pass : 1;
}

long long slab_ghost_depth(const PackagedKernel& k, long long halo_steps) {
  const StencilInfo& info = *k.info;
  const int split = split_dimension(info);
  const std::vector<CParameter> params = c_parameters(*k.sub, *k.symbols);
  const std::vector<SlabArrayPlan> plans = array_plans(info, params);
  std::optional<DeepHalo> halo;
  if (info.time_loop && halo_steps > 1) halo = deep_halo(info, plans, split);
  long long thick = 1;
  for (size_t a = 0; a < plans.size(); ++a) {
    thick = std::max({thick, plans[a].below, plans[a].above});
    if (halo && halo->depth_below[a] >= 0) {
      thick = std::max({thick, (halo_steps - 1) * halo->step_below + halo->depth_below[a],
                        (halo_steps - 1) * halo->step_above + halo->depth_above[a]});
    }
  }
  return thick;
}

std::string slab_entry_name(const PackagedKernel& k) { return "st_slabs_" + k.sub->name; }

std::string slab_splits_name(const PackagedKernel& k) { return slab_entry_name(k) + "_splits"; }

std::string slab_entry_source(const PackagedKernel& k) {
  internal_assert(!slab_refusal(k)) << "a split of '" << k.sub->name << "' that slab_refusal refuses";
  const StencilInfo& info = *k.info;
  const SymbolTable& symbols = *k.symbols;
  const std::string& name = k.sub->name;
  const std::vector<CParameter> params = c_parameters(*k.sub, symbols);
  const std::vector<SlabArrayPlan> plans = array_plans(info, params);
  const int dims = info.nests.front().dims, split = split_dimension(info);
  auto spelled = [&](const std::string& dummy) {
    const CParameter& c = parameter(params, dummy);
    return c.by_value ? c.c_name : "(*" + c.c_name + ")";
  };
  auto affine = [&](const ast::Expr& e) {
    std::optional<Affine> form = to_affine(e, symbols.integer_constants());
    internal_assert(form.has_value()) << "an array bound of '" << name << "' is not affine";
    return *form;
  };
  auto bound = [&](const NestInfo& nest, int d, bool upper) {
    for (const LoopInfo& l : nest.loops) {
      if (l.grid_dim == d) return c_ptrdiff(upper ? l.upper_form : l.lower_form, spelled);
    }
    throw InternalError("a nest of '" + name + "' has no loop along grid dimension " + std::to_string(d));
  };

  std::ostringstream out;
  out << "\n/* ---- " << name << " split over several GPUs ---- */\n" << embedded::cuda_slabs << "\n";
  out << "extern \"C\" {\n/* The box versions of the variants' parts: each computes the box of points its last\n"
      << "   arguments give (each grid dimension's first and last index), on the current device. */\n";
  for (const auto& [symbol, part] : slab_box_parts(k)) out << part->box_prototype(symbol);
  bool any_pass = false;
  for (size_t v = 0; v < k.variants.size(); ++v) {
    if (const PackagedPart* part = pass_part(k, v)) {
      if (!any_pass) out << "/* The passes of the time loops blocked over time, over a range of planes. */\n";
      any_pass = true;
      out << part->pass_prototype(part_symbol(k, v, 0));
    }
  }
  out << "}\n\n";

  out << "static st_Slabs st_slabs_of_" << name << ";\n\n";
  std::string arguments;
  for (size_t i = 0; i < params.size(); ++i) arguments += (i ? ", " : "") + params[i].c_name;
  // The choice of devices, which NAME_resident_begin asks too (slab_splits_name).
  out << "/* The devices a call of " << name << " splits over: those of STENCILTUNE_DEVICES, or as many of\n"
      << "   the visible devices as each get at least " << slab_threshold(k)
      << " points. Returns 0 where the call splits, -1\n"
      << "   where it does not (one device, a grid too small), else the CUDA error code. */\n";
  out << "static int " << slab_entry_name(k) << "_devices(" << parameter_list(params)
      << ", std::vector<int> &st_devices)\n{\n"
      << "  int st_listed = 0;\n  const int st_count = st_slab_devices(st_devices, &st_listed);\n"
      << "  if (st_count < 0) return (int)cudaErrorInvalidDevice;\n  if (st_count < 2) return -1;\n";
  // The first nest's points, for the rule without a list.
  std::string points = "(long long)1";
  for (int d = 0; d < dims; ++d) {
    points += " * std::max<long long>(0, (long long)(" + bound(info.nests.front(), d, true) + ") - (long long)(" +
              bound(info.nests.front(), d, false) + ") + 1)";
  }
  out << "  const long long st_points = " << points << ";\n"
      << "  if (!st_listed) {\n    const long long st_fit = st_points / " << slab_threshold(k)
      << "LL;\n    if (st_fit < 2) return -1;\n    if (st_fit < st_count) st_devices.resize((size_t)st_fit);\n  }\n"
      << "  return 0;\n}\n\n";
  out << "static int " << slab_splits_name(k) << "(" << parameter_list(params)
      << ")\n{\n  std::vector<int> st_devices;\n  return " << slab_entry_name(k) << "_devices(" << arguments
      << ", st_devices) == 0;\n}\n\n";
  out << "/* " << name << " over one slab per device (" << slab_entry_name(k) << "_devices). Returns -1 where the\n"
      << "   call is not split, else 0 or the CUDA error code. The caller's device is current again on\n"
      << "   return. */\n";
  std::string head = "static int " + slab_entry_name(k) + "(" + parameter_list(params) + ")";
  out << head << "\n{\n";
  out << "  std::vector<int> st_devices;\n  int st_caller = 0;\n"
      << "  const int st_splits = " << slab_entry_name(k) << "_devices(" << arguments << ", st_devices);\n"
      << "  if (st_splits != 0) return st_splits;\n";
  // The planes to cut: every nest's loop along the split dimension.
  out << "  long long st_lo = " << bound(info.nests.front(), split, false)
      << ", st_hi = " << bound(info.nests.front(), split, true) << ";\n";
  for (size_t n = 1; n < info.nests.size(); ++n) {
    out << "  st_lo = std::min<long long>(st_lo, " << bound(info.nests[n], split, false)
        << ");\n  st_hi = std::max<long long>(st_hi, " << bound(info.nests[n], split, true) << ");\n";
  }
  // The nests' launches reach the slabs through st_sp: nvcc takes no address of a
  // reference a lambda captured.
  out << "  st_Slabs &st_s = st_slabs_of_" << name << ";\n  st_Slabs *const st_sp = &st_s;\n"
      << "  ST_TRY(cudaGetDevice(&st_caller));\n"
      << "  struct st_Restore {\n    int device;\n    ~st_Restore() { cudaSetDevice(device); }\n  } st_restore = "
         "{st_caller};\n"
      << "  (void)st_restore;\n";
  out << "  const int st_variant = " << name << "_pick(" << size_call_arguments(k, params) << ");\n";
  const bool deep = info.time_loop.has_value();
  std::optional<DeepHalo> halo;
  if (deep) {
    halo = deep_halo(info, plans, split);
    out << "  /* The time loop's exchanges: every st_h steps (STENCILTUNE_GPU_HALO_STEPS; 1: before each nest\n"
        << "     that reads around what another wrote)";
    std::string passes;
    for (size_t v = 0; v < k.variants.size(); ++v) {
      if (const PackagedPart* part = pass_part(k, v))
        passes += "st_variant == " + std::to_string(v) + " ? " + std::to_string(part->steps_per_pass) + "LL : ";
    }
    if (!passes.empty()) out << "; a time loop blocked over time before each\n     pass, of its steps at most";
    out << ". */\n  const long long st_h = " << (passes.empty() ? "" : "(" + passes) << "st_slabs_halo_steps("
        << for_variant(
               k, [](const SlabTuning::AtSize& a) { return a.halo_steps; }, slab_halo_steps(k))
        << ")" << (passes.empty() ? "" : ")") << ";\n";
  }
  // The arrays.
  out << "  st_s.arrays.clear();\n  long long st_thick = 1;\n";
  for (const SlabArrayPlan& plan : plans) {
    const CParameter& p = *plan.param;
    const Symbol& s = *symbols.find(p.name);
    std::string count = "(size_t)1", plane = "(size_t)1";
    for (int d = 0; d < s.rank(); ++d) {
      std::string extent =
          "(size_t)(" +
          c_ptrdiff(affine(s.dims[static_cast<size_t>(d)].upper) - affine(s.lower(d)) + Affine::of(1), spelled) + ")";
      count += " * " + extent;
      if (d + 1 < s.rank()) plane += " * " + extent;
    }
    const int last = s.rank() - 1;
    out << "  {\n    st_SlabArray st_a;\n    st_a.host = (const void *)" << p.c_name << ";\n    st_a.element = sizeof("
        << c_type(s.type) << ");\n    st_a.count = " << count << ";\n";
    if (plan.split) {
      out << "    st_a.plane = " << plane << ";\n    st_a.lower = " << c_ptrdiff(affine(s.lower(last)), spelled)
          << ";\n    st_a.upper = " << c_ptrdiff(affine(s.dims[static_cast<size_t>(last)].upper), spelled) << ";\n";
    } else {
      out << "    st_a.plane = 0;\n    st_a.lower = 0;\n    st_a.upper = -1;\n";
    }
    out << "    st_a.below = " << plan.below << ";\n    st_a.above = " << plan.above << ";\n";
    const size_t a = static_cast<size_t>(&plan - plans.data());
    if (halo && halo->depth_below[a] >= 0) {
      out << "    if (st_h > 1) {\n      st_a.below = std::max<long long>(st_a.below, (st_h - 1) * " << halo->step_below
          << " + " << halo->depth_below[a] << ");\n      st_a.above = std::max<long long>(st_a.above, (st_h - 1) * "
          << halo->step_above << " + " << halo->depth_above[a] << ");\n    }\n";
    }
    out << "    st_a.written = " << (p.written ? 1 : 0)
        << ";\n    st_thick = std::max({st_thick, st_a.below, st_a.above});\n    st_s.arrays.push_back(st_a);\n  }\n";
  }
  out << "  if (st_slabs_plan(&st_s, st_devices, st_lo, st_hi, st_thick, "
      << for_variant(
             k, [](const SlabTuning::AtSize& a) { return static_cast<long long>(a.overlap); }, slab_overlap(k) ? 1 : 0)
      << ")) return -1;\n";
  out << "  ST_TRY(st_slabs_copy_in(&st_s, st_pinned_" << name << ", " << 2 * plans.size() << ", &st_pinnedTick_"
      << name << "));\n";

  // The nests of the chosen variant, in order, each on every slab.
  auto index_of = [&](const std::string& array) {
    for (size_t a = 0; a < plans.size(); ++a) {
      if (plans[a].param->name == array) return static_cast<int>(a);
    }
    return -1;
  };
  // The head of a lambda `var`(st_k, st_first, st_last) that launches `callee` on slab
  // st_k's device over planes [st_first, st_last], up to the subroutine's arguments, each
  // array as the slab holds it: the caller adds the rest of the call and closes it.
  auto slab_launch = [&](const std::string& var, const std::string& callee) {
    std::string text = "  auto " + var +
                       " = [&](size_t st_k, long long st_first, long long st_last) -> cudaError_t {\n"
                       "    if (st_first > st_last) return cudaSuccess;\n"
                       "    cudaError_t st_e = cudaSetDevice(st_sp->slabs[st_k].device);\n"
                       "    if (st_e != cudaSuccess) return st_e;\n"
                       "    return (cudaError_t)" +
                       callee + "(";
    size_t a = 0;
    for (size_t i = 0; i < params.size(); ++i) {
      text += i ? ", " : "";
      if (params[i].is_array) {
        text += "(" + c_type(symbols.find(params[i].name)->type) + " *)st_slabs_pointer(st_sp, st_k, " +
                std::to_string(a++) + ")";
      } else {
        text += params[i].c_name;
      }
    }
    return text;
  };
  // One launch (`launch`, a lambda slab_launch printed) on every slab over the planes
  // from max(`first`) to min(`last`) (each a lower or upper bound, a comma, and the slab's
  // own end adjusted), its interior first (the planes whose reads stay `reach_below` and
  // `reach_above` inside the slab's own) and, where ghost planes are travelling
  // (st_travelling), the shell once they are there.
  auto slab_sweep = [](const std::string& launch, const std::string& first, const std::string& last,
                       long long reach_below, long long reach_above) {
    std::ostringstream one;
    one << "  const size_t st_n = st_s.slabs.size();\n"
        << "  std::vector<long long> st_from(st_n), st_to(st_n), st_inner_from(st_n), st_inner_to(st_n);\n"
        << "  for (size_t st_k = 0; st_k < st_n; ++st_k) {\n"
        << "    st_from[st_k] = std::max<long long>(" << first << ");\n"
        << "    st_to[st_k] = std::min<long long>(" << last << ");\n"
        << "    st_inner_from[st_k] = st_travelling && st_k > 0 ? std::max<long long>(st_from[st_k], "
           "st_s.slabs[st_k].first + "
        << reach_below << ") : st_from[st_k];\n"
        << "    st_inner_to[st_k] = st_travelling && st_k + 1 < st_n ? std::min<long long>(st_to[st_k], "
           "st_s.slabs[st_k].last - "
        << reach_above << ") : st_to[st_k];\n"
        << "    if (st_inner_from[st_k] > st_inner_to[st_k]) st_inner_to[st_k] = st_inner_from[st_k] - 1;\n"
        << "    ST_TRY(" << launch << "(st_k, st_inner_from[st_k], st_inner_to[st_k]));\n"
        << "  }\n";
    one << "  if (st_travelling) {\n    ST_TRY(st_slabs_refresh_end(&st_s));\n"
        << "    for (size_t st_k = 0; st_k < st_n; ++st_k) {\n"
        << "      ST_TRY(" << launch << "(st_k, st_from[st_k], std::min(st_to[st_k], st_inner_from[st_k] - 1)));\n"
        << "      ST_TRY(" << launch << "(st_k, std::max(st_inner_to[st_k] + 1, st_inner_from[st_k]), st_to[st_k]));\n"
        << "    }\n  }\n";
    return one.str();
  };
  // Nest n of variant v on every slab. `block`: a nest of the time loop exchanged every
  // st_h > 1 steps (st_j its step in the block), else before each nest that needs it.
  auto nest_text = [&](size_t v, size_t n, bool block) {
    const NestInfo& nest = info.nests[n];
    std::ostringstream one;
    // The split arrays whose ghost planes must hold what earlier nests wrote: those it
    // reads around along the split dimension; in a block, at its start, those it reads
    // at all before a nest of the step writes them. Its interior, the planes whose reads
    // stay `below` and `above` inside the slab's own, computes while they travel, unless
    // it writes one of them (the copies read the sender's planes meanwhile).
    std::vector<int> reads;
    const NestReach reach = nest_reach(nest, split);
    for (const Access& a : nest.accesses) {
      const int i = index_of(a.array);
      if (a.is_write || i < 0 || !plans[static_cast<size_t>(i)].split) continue;
      const long long offset = static_cast<int>(a.offsets.size()) > split ? a.offsets[static_cast<size_t>(split)] : 0;
      if (block) {
        bool written_before = false;
        for (int m = info.time_loop->first_nest; m < static_cast<int>(n); ++m) {
          for (const Access& w : info.nests[static_cast<size_t>(m)].accesses)
            written_before |= w.is_write && w.array == a.array;
        }
        if (written_before) continue;
      } else if (offset == 0) {
        continue;
      }
      if (std::find(reads.begin(), reads.end(), i) == reads.end()) reads.push_back(i);
    }
    bool overlappable = true;
    for (const Access& a : nest.accesses) {
      if (a.is_write && std::find(reads.begin(), reads.end(), index_of(a.array)) != reads.end()) overlappable = false;
    }
    one << "{\n";
    // One launch of the nest's box version over planes [st_first, st_last] of slab st_k.
    one << slab_launch("st_box", box_symbol(k, v, n) + "_device");
    for (int d = 0; d < dims; ++d) {
      if (d == split) {
        one << ", (int32_t)st_first, (int32_t)st_last";
      } else {
        one << ", (int32_t)(" << bound(nest, d, false) << "), (int32_t)(" << bound(nest, d, true) << ")";
      }
    }
    one << ");\n  };\n";
    one << "  int st_travelling = 0;\n";
    if (!reads.empty()) {
      one << "  static const int st_reads[] = {";
      for (size_t r = 0; r < reads.size(); ++r) one << (r ? ", " : "") << reads[r];
      one << "};\n  " << (block ? "if (st_j == 0) " : "") << "ST_TRY(st_slabs_refresh_begin(&st_s, st_stale, st_reads, "
          << reads.size() << ", " << (overlappable ? 1 : 0) << ", &st_travelling));\n";
    }
    // The planes it computes on each slab (in a block, past the slab's own as far as the
    // nests after it in the block read), and of them the interior: all of them unless
    // ghost planes are travelling.
    std::string below = "0", above = "0";
    if (block) {
      below = "(st_h - 1 - st_j) * " + std::to_string(halo->step_below) + " + " + std::to_string(halo->rest_below[n]);
      above = "(st_h - 1 - st_j) * " + std::to_string(halo->step_above) + " + " + std::to_string(halo->rest_above[n]);
    }
    one << slab_sweep("st_box",
                      bound(nest, split, false) + ", st_s.slabs[st_k].first" + (block ? " - (" + below + ")" : ""),
                      bound(nest, split, true) + ", st_s.slabs[st_k].last" + (block ? " + (" + above + ")" : ""),
                      reach.below, reach.above);
    std::vector<int> written;
    for (const Access& acc : nest.accesses) {
      const int i = index_of(acc.array);
      if (acc.is_write && i >= 0 && std::find(written.begin(), written.end(), i) == written.end()) {
        written.push_back(i);
        one << "  st_stale[" << i << "] = 1;\n";
      }
    }
    one << "}\n";
    return one.str();
  };

  // The time loop blocked over time (pass_part): its passes of up to `bt` steps, each on
  // every slab once the ghost planes of the grids it loads (bt steps deep: st_h) are there,
  // writing the second copies of the grids the loop writes, which then take the first's
  // place. The interior, whose loads stay in the slab's own planes, computes while ghost
  // planes travel: the copies read and write only the first copies.
  // Where the one-GPU entry peels a last single step (peeled_part), so do the slabs: that
  // step nest by nest, each nest exchanging what it reads around, so that the bits are
  // those of one GPU.
  auto pass_text = [&](size_t v, const std::string& symbol, int bt) {
    const cuda::TemporalSchedule schedule = cuda::temporal_schedule(info, bt);
    std::vector<int> grids, loads;
    long long reach_below = 0, reach_above = 0;
    for (const std::string& g : schedule.written) grids.push_back(index_of(g));
    for (const cuda::TemporalRing& r : schedule.rings) {
      if (r.version >= 0) continue;
      const int a = index_of(r.grid);
      const long long below = schedule.load_below.at(r.grid)[static_cast<size_t>(split)],
                      above = schedule.load_above.at(r.grid)[static_cast<size_t>(split)];
      internal_assert(a >= 0 && plans[static_cast<size_t>(a)].split && halo &&
                      below <= (bt - 1) * halo->step_below + halo->depth_below[static_cast<size_t>(a)] &&
                      above <= (bt - 1) * halo->step_above + halo->depth_above[static_cast<size_t>(a)])
          << "a pass of '" << name << "' loads '" << r.grid << "' past the ghost planes of " << bt << " steps";
      loads.push_back(a);
      reach_below = std::max(reach_below, below);
      reach_above = std::max(reach_above, above);
    }
    const TimeLoopInfo& t = *info.time_loop;
    const Symbol& shape = *symbols.find(schedule.written.front());
    const int last = shape.rank() - 1;
    auto list = [](const std::vector<int>& xs) {
      std::string l;
      for (size_t i = 0; i < xs.size(); ++i) l += (i ? ", " : "") + std::to_string(xs[i]);
      return l;
    };
    std::ostringstream one;
    one << "{\n  /* The time loop, " << bt << " steps a pass, each pass on every slab. */\n"
        << "  static const int st_grids[] = {" << list(grids) << "}, st_reads[] = {" << list(loads) << "};\n"
        << "  const ptrdiff_t st_steps = " << c_ptrdiff(t.upper_form - t.lower_form + Affine::of(1), spelled) << ";\n"
        << "  const ptrdiff_t st_peel = " << (peeled_part(k, v) ? peel_condition("st_steps", bt) : "0") << ";\n"
        << "  for (size_t st_g = 0; st_g < " << grids.size()
        << "; ++st_g) ST_TRY(st_slabs_seconds(&st_s, (size_t)st_grids[st_g]));\n"
        << pass_halving_declaration(bt, "(st_steps - st_peel)", "  ")
        << "  for (ptrdiff_t st_left = st_steps - st_peel; st_left > 0;) {\n"
        << "    int st_now = st_left < " << bt << " ? (int)st_left : " << bt << ";\n"
        << pass_halving_statement(bt, "st_now", "    ") << indented(slab_launch("st_pass", symbol + "_pass_device"), 2);
    for (int g : grids) {
      one << ", (" << c_type(shape.type) << " *)st_slabs_second_pointer(st_sp, st_k, " << g << ")";
    }
    one << ", st_now, (ptrdiff_t)st_first, (ptrdiff_t)st_last);\n    };\n"
        << "    int st_travelling = 0;\n"
        << "    ST_TRY(st_slabs_refresh_begin(&st_s, st_stale, st_reads, " << loads.size() << ", 1, &st_travelling));\n"
        << indented(slab_sweep("st_pass", c_ptrdiff(affine(shape.lower(last)), spelled) + ", st_s.slabs[st_k].first",
                               c_ptrdiff(affine(shape.dims[static_cast<size_t>(last)].upper), spelled) +
                                   ", st_s.slabs[st_k].last",
                               reach_below, reach_above),
                    2)
        << "    for (size_t st_g = 0; st_g < " << grids.size() << "; ++st_g) {\n"
        << "      st_slabs_swap(&st_s, (size_t)st_grids[st_g]);\n      st_stale[st_grids[st_g]] = 1;\n    }\n"
        << "    st_left -= st_now;\n  }\n";
    if (peeled_part(k, v)) {
      std::string each;
      for (int m = t.first_nest; m < t.end_nest; ++m) each += nest_text(v, static_cast<size_t>(m), false);
      one << "  for (ptrdiff_t st_step = 0; st_step < st_peel; ++st_step) {\n" << indented(each, 4) << "  }\n";
    }
    one << "}\n";
    return one.str();
  };

  // Each array's ghost planes as the copies in left them (a resident array's as the last
  // call did), and as this call leaves them.
  const std::string stale_count = std::to_string(plans.size());
  out << "  int st_stale[" << std::max<size_t>(1, plans.size()) << "] = {0};\n"
      << "  for (size_t st_a = 0; st_a < " << stale_count << "; ++st_a) st_stale[st_a] = st_s.arrays[st_a].stale;\n";
  out << "  switch (st_variant) {\n";
  for (size_t v = 0; v < k.variants.size(); ++v) {
    out << "    " << (v + 1 == k.variants.size() ? "default" : "case " + std::to_string(v)) << ":\n";
    if (const PackagedPart* part = pass_part(k, v)) {
      out << indented(pass_text(v, part_symbol(k, v, 0), part->steps_per_pass), 6) << "      break;\n";
      continue;
    }
    std::string body;
    for (size_t n = 0; n < info.nests.size(); ++n) {
      if (!info.time_loop || !info.nests[n].in_time_loop) {
        body += nest_text(v, n, false);
        continue;
      }
      if (static_cast<int>(n) + 1 != info.time_loop->end_nest) continue;
      const TimeLoopInfo& t = *info.time_loop;
      const std::string lower = c_ptrdiff(t.lower_form, spelled), upper = c_ptrdiff(t.upper_form, spelled);
      std::string each, blocked;
      for (int m = t.first_nest; m < t.end_nest; ++m) {
        each += nest_text(v, static_cast<size_t>(m), false);
        blocked += nest_text(v, static_cast<size_t>(m), true);
      }
      body += "if (st_h > 1) {\n  for (ptrdiff_t st_step = " + lower + "; st_step <= " + upper +
              "; ++st_step) {\n    const long long st_j = (long long)(st_step - " + lower + ") % st_h;\n" +
              indented(blocked, 4) + "  }\n} else {\n  for (ptrdiff_t st_step = " + lower + "; st_step <= " + upper +
              "; ++st_step) {\n" + indented(each, 4) + "  }\n}\n";
    }
    out << indented(body, 6) << "      break;\n";
  }
  out << "  }\n  for (size_t st_a = 0; st_a < " << stale_count
      << "; ++st_a) st_s.arrays[st_a].stale = st_stale[st_a];\n"
      << "  ST_TRY(st_slabs_copy_out(&st_s));\n"
      << scalar_statements_call(k, params, "  ") << "  return 0;\n}\n";
  return out.str();
}

}  // namespace st
