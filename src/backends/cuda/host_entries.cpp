// The library's entry points around the kernels: the launches (NAME_device), the copies
// (NAME_host, NAME), gfortran's NAME_, the package's entries and the harness's timing entry.

#include <algorithm>
#include <set>
#include <sstream>

#include "backends/c/c_backend.h"
#include "backends/c_names.h"
#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/kernel_printer.h"
#include "backends/cuda/temporal_kernel.h"
#include "embedded/c_helpers.h"
#include "embedded/cuda_device_fill.h"
#include "embedded/cuda_host_entries.h"
#include "frontend/diagnostics.h"
#include "harness/check_harness.h"

namespace st {

namespace {

// Section `name` of runtime/host_entries.cuh, each `values` key replaced by its value.
std::string host_text(std::string_view name, const std::map<std::string, std::string>& values = {}) {
  const std::string_view file = embedded::cuda_host_entries;
  const std::string marker = "/// section " + std::string(name) + "\n";
  size_t begin = file.find(marker);
  internal_assert(begin != std::string_view::npos) << "no section '" << name << "' in host_entries.cuh";
  begin += marker.size();
  size_t end = file.find("/// section ", begin);
  std::string text(file.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin));
  for (const auto& [key, value] : values) {
    for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size()))
      text.replace(at, key.size(), value);
  }
  return text;
}

// "(ptrdiff_t)nx + 2" over the entry points' by-value scalars.
std::string host_affine(const Affine& form, const std::map<std::string, std::string>& names) {
  return c_ptrdiff(form, [&](const std::string& n) {
    auto it = names.find(n);
    return it == names.end() ? n : it->second;
  });
}

}  // namespace

std::string cuda_staging_runtime() { return host_text("pageable") + host_text("staging"); }

std::string emit_cuda(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                      const CudaVariant& v, const CudaEmitOptions& options) {
  std::string name = options.function_name.empty() ? sub.name : options.function_name;
  for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  // The host entry's own C name, which a user's subroutine name (int, double) must not
  // spell as is; the other entries append to `name`, and gfortran's symbol keeps it.
  const std::string bare = options.function_name.empty() ? c_identifier(name) : name;
  const std::string entry = name + "_";
  std::vector<CParameter> params = c_parameters(sub, symbols);
  // The scalars the subroutine returns: its reductions' results.
  std::set<std::string> results;
  bool any_reduction = false;
  for (const NestInfo& nest : info.nests) {
    for (const ReductionInfo& r : nest.reductions) {
      results.insert(r.stored_into.empty() ? r.var : r.stored_into);
      any_reduction = true;
    }
  }
  for (const CParameter& p : params) {
    if (!p.is_array && p.written && !results.count(p.name)) {
      throw UserError(sub.loc, "the CUDA target cannot return a value through scalar argument '" + p.name +
                                   "'; only arrays and reductions' results may be written");
    }
  }
  long loops = std::count_if(sub.body.begin(), sub.body.end(), [](const ast::Stmt& s) { return ast::as<ast::Do>(s); });
  if (info.time_loop) loops += info.time_loop->end_nest - info.time_loop->first_nest - 1;
  if (loops != static_cast<long>(info.nests.size())) {
    throw InternalError("the analysis did not find a nest for every loop of '" + sub.name + "'");
  }
  for (const NestInfo& nest : info.nests) {
    for (const LoopInfo& l : nest.loops) {
      if (l.step != 1) throw UserError(l.loc, "the CUDA target needs loops with a step of 1");
      if (l.grid_dim < 0) throw UserError(l.loc, "the CUDA target needs every loop to run over a grid dimension");
    }
  }

  std::map<std::string, std::string> names;
  for (const CParameter& p : params) names[p.name] = p.c_name;
  auto typed = [&](const CParameter& p, const std::string& n) { return p.type + " " + n; };
  auto signature = [&](const std::string& fn, const std::string& ret, const std::string& lead) {
    std::string s = "extern \"C\" " + ret + " " + fn + "(" + lead;
    for (size_t i = 0; i < params.size(); ++i)
      s += (i || !lead.empty() ? ", " : "") + typed(params[i], params[i].c_name);
    return s + (params.empty() && lead.empty() ? "void" : "") + ")";
  };

  std::ostringstream out;
  out << "/* "
      << (options.comment.empty() ? "Subroutine " + sub.name + " for CUDA, printed by stenciltune." : options.comment)
      << "\n   Variant: TX=" << v.tx << " TY=" << v.ty << " RY=" << v.ry
      << (v.rx > 1 ? " RX=" + std::to_string(v.rx) : std::string()) << " ZB=" << v.zb << " STREAM=" << v.stream
      << " SMEM=" << v.shared_memory << (v.shared_memory == 2 ? " PIPE=" + std::to_string(v.pipe) : std::string())
      << " RO=" << v.read_only << " LB=" << v.launch_bounds << " UNROLL=" << v.unroll << (v.plane_sums ? " PSUM=1" : "")
      << (v.bt > 1 ? " BT=" + std::to_string(v.bt) : std::string()) << (v.shuffle ? " SHFL=1" : "") << ".\n"
      << "   Arrays keep Fortran's column-major order and lower bounds. Entry points:\n"
      << "   " << name << " (host pointers; aborts on a CUDA error), " << name << "_host (host pointers; returns the\n"
      << "   CUDA error code), " << name << "_device (device pointers; launches on the default stream)"
      << (options.fortran_entry ? ",\n   " + name + "_ (gfortran's convention: every argument by reference)"
                                : std::string())
      << ". */\n";
  // Each kernel's ring of planes (SMEM=2), in bytes of dynamic shared memory.
  std::vector<long long> ring_bytes;
  for (const NestInfo& nest : info.nests) ring_bytes.push_back(cuda::NestPlan(nest, symbols, v).ring_bytes());
  // BT > 1: the time loop's passes (temporal_kernel.h) instead of a kernel per nest.
  const bool temporal = v.bt > 1;
  if (temporal) ring_bytes.assign(ring_bytes.size(), 0);
  std::string temporal_text = temporal ? cuda::temporal_kernels(sub, symbols, info, v, name) : std::string();
  if (std::any_of(ring_bytes.begin(), ring_bytes.end(), [](long long b) { return b > 0; }))
    out << "#include <cuda_pipeline.h>\n";
  out << host_text("prologue");
  std::string helpers(embedded::c_helpers);
  for (size_t at = helpers.find("static inline"); at != std::string::npos;
       at = helpers.find("static inline", at + 30)) {
    helpers.replace(at, 13, "__host__ __device__ inline");
  }
  out << helpers << "\n";

  if (any_reduction) {
    out << host_text("reductions");
    out << host_text("reduction_scratch", {{"ST_NAME", name}});
  }
  const std::streampos kernels_begin = out.tellp();
  if (temporal) {
    out << temporal_text;
    std::string steps = signature(name + "_steps_device", "int", "");
    steps.insert(steps.size() - 1, ", ptrdiff_t st_steps");
    out << "/* Device pointers: launches the passes of the time loop's first st_steps steps on the\n"
        << "   default stream and returns the launch's error code (0: cudaSuccess); it does not wait\n"
        << "   for them. (The library's entry runs a last single step nest by nest where the passes\n"
        << "   would otherwise end in the second copy.) */\n";
    out << steps << "\n{\n" << cuda::temporal_launches(sub, symbols, info, v, name, names) << "  return 0;\n}\n\n";
    out << "/* Device pointers: every step of the time loop, as " << name << "_steps_device. */\n";
    out << signature(name + "_device", "int", "") << "\n{\n  return " << name << "_steps_device(";
    for (size_t i = 0; i < params.size(); ++i) out << params[i].c_name << ", ";
    out << cuda::temporal_step_count(info, names) << ");\n}\n\n";
    std::string pass = signature(name + "_pass_device", "int", "");
    pass.insert(pass.size() - 1, cuda::temporal_pass_parameters(sub, symbols, info, v));
    out << "/* Device pointers: one pass of st_steps steps (1 to " << v.bt
        << ") over planes st_zfirst to st_zlast of the\n"
        << "   slowest dimension, the grids the time loop writes taken from the arguments and written,\n"
        << "   on those planes, into st_to*; for the split over several GPUs. Launches on the default\n"
        << "   stream and returns the launch's error code. */\n"
        << pass << "\n{\n"
        << cuda::temporal_pass_entry(sub, symbols, info, v, name, names) << "}\n\n";
  }
  // The kernels.
  std::vector<std::string> kernel_names;
  for (size_t n = 0; n < info.nests.size() && !temporal; ++n) {
    kernel_names.push_back("st_" + name + "_kernel" + std::to_string(n));
    cuda::KernelPrinter printer(sub, symbols, info.nests[n], v, kernel_names.back());
    out << "/* Nest " << n + 1 << " (line " << info.nests[n].loc.begin.line << "). */\n" << printer.print() << "\n";
  }

  // Device entry: the launches, in the nests' order.
  if (!temporal) {
    out << "/* Device pointers: launches the kernels on the default stream and returns the launch's\n"
        << "   error code (0: cudaSuccess); it does not wait for them. */\n";
    if (any_reduction) {
      out << "/* With a reduction it waits for the nest and copies the reduction's result back into\n"
             "   its scalar argument (a host pointer). */\n";
    }
    out << signature(name + "_device", "int", "") << "\n{\n";
  }
  std::streampos step_begin = -1;  // where the time loop's nests begin in `out`
  for (size_t n = 0; n < info.nests.size() && !temporal; ++n) {
    const NestInfo& nest = info.nests[n];
    int dims = nest.dims;
    if (info.time_loop && static_cast<int>(n) == info.time_loop->first_nest) step_begin = out.tellp();
    out << "  {\n";
    // A reduction starts from its initial value, or the caller's.
    for (size_t k = 0; k < nest.reductions.size(); ++k) {
      const ReductionInfo& r = nest.reductions[k];
      std::string t = c_type(accumulator_type(r));
      std::string start;
      if (r.initial) {
        std::optional<double> value = constant_value(r.initial, symbols);
        internal_assert(value.has_value()) << "the analysis checked that '" << r.var << "' starts from a constant";
        start = "(" + t + ")" + c_constant(*value, r.type);
      } else {
        const std::string& arg = names.at(r.var);
        start = arg + " != NULL ? (" + t + ")*" + arg + " : (" + t + ")0";
      }
      out << "    " << t << " st_value" << k << " = " << start << ";\n";
    }
    // ... and its result goes to its argument, here or at the end of the domain.
    std::string store_results;
    for (size_t k = 0; k < nest.reductions.size(); ++k) {
      const ReductionInfo& r = nest.reductions[k];
      const std::string& target = r.stored_into.empty() ? r.var : r.stored_into;
      const std::string& arg = names.at(target);
      store_results += "    if (" + arg + " != NULL) *" + arg + " = (" + c_type(symbols.find(target)->type) +
                       ")st_value" + std::to_string(k) + ";\n";
    }
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
    if (store_results.empty()) {
      out << ") goto st_next" << n << ";\n";
    } else {
      out << ") {\n" << store_results << "      goto st_next" << n << ";\n    }\n";
    }
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
    if (dynamic > 48LL * 1024) {
      out << "    {\n      cudaError_t st_e = cudaFuncSetAttribute(" << kernel_names[n]
          << ", cudaFuncAttributeMaxDynamicSharedMemorySize, " << dynamic
          << ");\n      if (st_e != cudaSuccess) return (int)st_e;\n    }\n";
    }
    // A reduction's partials, one per block, then its result, in the scratch buffer.
    std::vector<std::string> partials;
    if (!nest.reductions.empty()) {
      out << "    const size_t st_blocks = (size_t)(st_gx * st_gy * st_gz);\n    size_t st_bytes = 0;\n";
      for (size_t k = 0; k < nest.reductions.size(); ++k) {
        std::string t = c_type(accumulator_type(nest.reductions[k]));
        out << "    const size_t st_at" << k << " = st_bytes;\n";
        out << "    st_bytes += (st_blocks + 1) * sizeof(" << t << ");\n    st_bytes = (st_bytes + 15) / 16 * 16;\n";
        partials.push_back("(" + t + " *)((char *)st_scratch_" + name + " + st_at" + std::to_string(k) + ")");
      }
      out << "    {\n      cudaError_t st_e = st_scratchReserve_" << name
          << "(st_bytes);\n      if (st_e != cudaSuccess) return (int)st_e;\n    }\n";
    }
    out << "    " << kernel_names[n] << "<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz), dim3(" << v.tx
        << ", " << ty << ", 1)" << (dynamic > 0 ? ", " + std::to_string(dynamic) : std::string()) << ">>>(";
    bool first = true;
    for (const CParameter& p : params) {
      if (!p.is_array && !p.by_value) continue;  // a result: the kernel returns partials instead
      out << (first ? "" : ", ") << p.c_name;
      first = false;
    }
    for (const std::string& p : partials) {
      out << (first ? "" : ", ") << p;
      first = false;
    }
    out << ");\n";
    out << "    {\n      cudaError_t st_e = cudaGetLastError();\n      if (st_e != cudaSuccess) return (int)st_e;\n    "
           "}\n";
    // The second pass of each reduction, then its result to the host, combined there
    // with the start value.
    for (size_t k = 0; k < nest.reductions.size(); ++k) {
      const ReductionInfo& r = nest.reductions[k];
      std::string t = c_type(accumulator_type(r));
      std::string op = std::to_string(cuda::KernelPrinter::reduction_code(r.op));
      const std::string& p = partials[k];
      out << "    {\n      " << t << " st_result;\n"
          << "      st_combine_partials<" << t << ", " << op << "><<<1, 256>>>(" << p << ", (long long)st_blocks, " << p
          << " + st_blocks);\n"
          << "      cudaError_t st_e = cudaGetLastError();\n"
          << "      if (st_e == cudaSuccess) st_e = cudaMemcpy(&st_result, " << p << " + st_blocks, sizeof st_result, "
          << "cudaMemcpyDeviceToHost);\n"
          << "      if (st_e != cudaSuccess) return (int)st_e;\n"
          << "      st_value" << k << " = st_combine<" << t << ", " << op << ">(st_value" << k << ", st_result);\n"
          << "    }\n";
    }
    out << store_results;
    out << "  }\n  st_next" << n << ":;\n";
    if (info.time_loop && static_cast<int>(n) + 1 == info.time_loop->end_nest) {
      // The nests of one step, run once per step of the time loop.
      const TimeLoopInfo& t = *info.time_loop;
      std::string all = out.str();
      std::string step = all.substr(static_cast<size_t>(step_begin));
      out.str(all.substr(0, static_cast<size_t>(step_begin)));
      out.seekp(0, std::ios_base::end);
      out << "  for (ptrdiff_t st_step = " << host_affine(t.lower_form, names)
          << "; st_step <= " << host_affine(t.upper_form, names) << "; ++st_step) {\n"
          << indented(step, 2) << "  }\n";
    }
  }
  if (!temporal) out << "  return 0;\n}\n\n";
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
  const std::string buffer = "st_buffer_" + name, reserve = "st_reserve_" + name;
  if (options.resident_entries) {
    out << host_text("pageable");
    out << host_text("staging");
    out << host_text("staging_state", {{"ST_NAME", name}, {"ST_ARRAYS", std::to_string(arrays.size())}});
  }
  out << host_text("device_buffers", {{"ST_NAME", name}, {"ST_ARRAYS", std::to_string(arrays.size())}});
  if (options.resident_entries) {
    out << "/* Arrays made resident (NAME_resident_begin) are used on their device copies, without a\n"
           "   copy; where every array is, the call returns once its kernels are queued. */\n";
  }
  const std::string pinned =
      "st_pinned_" + name + ", " + std::to_string(2 * arrays.size()) + ", &st_pinnedTick_" + name;
  const std::string residents = "&st_residents";
  auto array_bytes = [&](size_t a) {
    std::string t = c_type(symbols.find(arrays[a].first->name)->type);
    return "  const size_t st_bytes" + std::to_string(a) + " = (size_t)(" + arrays[a].second + ") * sizeof(" + t +
           ");\n";
  };
  if (!options.split_entry.empty()) {
    std::string declaration = signature(options.split_entry, "int", "");
    declaration.replace(0, std::string("extern \"C\"").size(), "static");
    out << "/* Several GPUs: the call split into slabs, defined at the end of this file; -1 where the\n"
           "   call is not split. */\n"
        << declaration << ";\n";
    if (!options.split_probe.empty()) {
      std::string probe = signature(options.split_probe, "int", "");
      probe.replace(0, std::string("extern \"C\"").size(), "static");
      out << probe << ";\n";
    }
    out << "\n";
  }
  out << signature(name + "_host", "int", "") << "\n{\n";
  if (!options.resident_entries) {
    for (size_t a = 0; a < arrays.size(); ++a) {
      const CParameter& p = *arrays[a].first;
      out << array_bytes(a);
      out << "  ST_TRY(" << reserve << "(" << a << ", st_bytes" << a << "));\n";
      out << "  ST_TRY(cudaMemcpy(" << buffer << "[" << a << "], " << p.c_name << ", st_bytes" << a
          << ", cudaMemcpyHostToDevice));\n";
    }
  } else {
    // Each array on its resident copy where it has one, else copied through its pinned
    // registration into the entry's buffer.
    out << "  int st_clash = 0;\n";
    for (size_t a = 0; a < arrays.size(); ++a) {
      std::string i = std::to_string(a);
      out << array_bytes(a) << "  st_ResidentArray *st_resident" << i << " = st_resident_find(" << residents << ", "
          << arrays[a].first->c_name << ", st_bytes" << i << ", &st_clash);\n";
    }
    out << "  if (st_clash) return (int)cudaErrorInvalidValue;\n";
    if (!options.split_entry.empty()) {
      // Arrays resident on one device stay there; those a split holds (device NULL) stay
      // with the split.
      std::string none;
      for (size_t a = 0; a < arrays.size(); ++a) {
        const std::string r = "st_resident" + std::to_string(a);
        none += (a ? " && " : "") + ("(" + r + " == NULL || " + r + "->device == NULL)");
      }
      out << "  if (" << (none.empty() ? "1" : none) << ") {\n    const int st_split = " << options.split_entry << "(";
      for (size_t i = 0; i < params.size(); ++i) out << (i ? ", " : "") << params[i].c_name;
      out << ");\n    if (st_split >= 0) return st_split;\n  }\n";
    }
    // On one GPU, an array a split holds (of this or another subroutine) gets a device
    // copy of its own.
    for (size_t a = 0; a < arrays.size(); ++a) {
      std::string i = std::to_string(a);
      out << "  if (st_resident" << i << " != NULL) ST_TRY(st_resident_settle(st_resident" << i << "));\n";
    }
    for (size_t a = 0; a < arrays.size(); ++a) {
      const CParameter& p = *arrays[a].first;
      std::string i = std::to_string(a);
      out << "  void *st_device" << i << " = st_resident" << i << " != NULL ? st_resident" << i
          << "->device : " << buffer << "[" << i << "];\n";
      out << "  if (st_resident" << i << " == NULL) {\n    ST_TRY(" << reserve << "(" << i << ", st_bytes" << i
          << "));\n    st_device" << i << " = " << buffer << "[" << i << "];\n    st_pin(" << pinned << ", " << p.c_name
          << ", st_bytes" << i << ");\n    ST_TRY(cudaMemcpy(st_device" << i << ", " << p.c_name << ", st_bytes" << i
          << ", cudaMemcpyHostToDevice));\n  }\n";
    }
  }
  out << "  ST_TRY((cudaError_t)" << name << "_device(";
  for (size_t i = 0, a = 0; i < params.size(); ++i) {
    out << (i ? ", " : "");
    if (params[i].is_array) {
      std::string t = c_type(symbols.find(params[i].name)->type);
      out << "(" << (params[i].written ? "" : "const ") << t << " *)"
          << (options.resident_entries ? "st_device" + std::to_string(a) : buffer + "[" + std::to_string(a) + "]");
      ++a;
    } else {
      out << params[i].c_name;
    }
  }
  out << "));\n";
  if (!options.resident_entries) {
    out << "  ST_TRY(cudaDeviceSynchronize());\n";
    for (size_t a = 0; a < arrays.size(); ++a) {
      const CParameter& p = *arrays[a].first;
      if (!p.written) continue;
      out << "  ST_TRY(cudaMemcpy(" << p.c_name << ", " << buffer << "[" << a << "], st_bytes" << a
          << ", cudaMemcpyDeviceToHost));\n";
    }
  } else {
    // Resident arrays stay on the device, written ones marked for the copy back; a call
    // on resident arrays only returns once its kernels are queued.
    std::string copied;
    for (size_t a = 0; a < arrays.size(); ++a) {
      std::string i = std::to_string(a);
      if (arrays[a].first->written)
        out << "  if (st_resident" << i << " != NULL) st_resident" << i << "->written = 1;\n";
      copied += (a ? " || " : "") + ("st_resident" + i + " == NULL");
    }
    out << "  if (" << (copied.empty() ? "0" : copied) << ") {\n    ST_TRY(cudaDeviceSynchronize());\n";
    for (size_t a = 0; a < arrays.size(); ++a) {
      const CParameter& p = *arrays[a].first;
      if (!p.written) continue;
      out << "    if (st_resident" << a << " == NULL)\n      ST_TRY(cudaMemcpy(" << p.c_name << ", " << buffer << "["
          << a << "], st_bytes" << a << ", cudaMemcpyDeviceToHost));\n";
    }
    out << "  }\n";
  }
  out << host_text("host_end");
  out << signature(bare, "void", "") << "\n{\n  int st_e = " << name << "_host(";
  for (size_t i = 0; i < params.size(); ++i) out << (i ? ", " : "") << params[i].c_name;
  out << ");\n" << host_text("abort_on_error", {{"ST_NAME", name}});
  if (options.fortran_entry) {
    out << "\n/* gfortran's convention: every argument by reference. */\nextern \"C\" void " << entry << "(";
    for (size_t i = 0; i < params.size(); ++i) {
      std::string t = params[i].by_reference_type;
      out << (i ? ", " : "") << t << (t.back() == '*' ? "" : " ") << params[i].c_name;
    }
    out << ")\n{\n  " << bare << "(";
    for (size_t i = 0; i < params.size(); ++i)
      out << (i ? ", " : "") << (params[i].by_value ? "*" : "") << params[i].c_name;
    out << ");\n}\n";
  }
  if (options.resident_entries) {
    // NAME_resident_begin, _sync and _end: each array's resident copy made, copied back,
    // or copied back and given up; then gfortran's by-reference symbols of the three.
    struct Step {
      const char* suffix;
      const char* what;
    };
    const Step steps[] = {{"_resident_begin", "the arrays made resident, a device copy of each filled from the host"},
                          {"_resident_sync", "the resident arrays that calls wrote copied back into the caller's"},
                          {"_resident_end", "copied back as by _resident_sync, then the device copies freed"}};
    for (const Step& step : steps) {
      std::string fn = name + step.suffix;
      bool begin = std::string(step.suffix) == "_resident_begin";
      out << "\n/* " << fn << ": " << step.what << ". */\nextern \"C\" void " << fn << "(";
      for (size_t i = 0; i < params.size(); ++i) {
        std::string t = params[i].type;
        size_t c = t.find("const ");
        if (!begin && params[i].is_array && c != std::string::npos) t.erase(c, 6);
        out << (i ? ", " : "") << t << " " << params[i].c_name;
      }
      out << ")\n{\n  cudaError_t st_e = cudaSuccess;\n";
      for (const CParameter& p : params) {
        if (!p.is_array) out << "  (void)" << p.c_name << ";\n";
      }
      // The kernels queued by resident calls have run before anything is copied back,
      // and their errors are this call's.
      if (!begin) out << "  st_e = cudaDeviceSynchronize();\n";
      // Where the calls split, the split's slabs load the arrays and keep them.
      if (begin) {
        out << "  const int st_split = ";
        if (options.split_probe.empty()) {
          out << "0;\n";
        } else {
          out << options.split_probe << "(";
          for (size_t i = 0; i < params.size(); ++i) out << (i ? ", " : "") << params[i].c_name;
          out << ");\n";
        }
      }
      for (size_t a = 0; a < arrays.size(); ++a) {
        std::string i = std::to_string(a);
        const std::string& c = arrays[a].first->c_name;
        out << "  {\n  " << array_bytes(a) << "    if (st_e == cudaSuccess)\n      st_e = ";
        if (begin) {
          out << "st_resident_add(" << residents << ", " << pinned << ", " << c << ", st_bytes" << i
              << ", st_split);\n";
        } else {
          out << "st_resident_finish(" << residents << ", " << c << ", st_bytes" << i << ", "
              << (std::string(step.suffix) == "_resident_end" ? 1 : 0) << ");\n";
        }
        out << "  }\n";
      }
      out << host_text("resident_check", {{"ST_ENTRY", fn}});
    }
    if (options.fortran_entry) {
      for (const Step& step : steps) {
        out << "\n/* gfortran's convention: every argument by reference. */\nextern \"C\" void " << name << step.suffix
            << "_(";
        for (size_t i = 0; i < params.size(); ++i) {
          std::string t = params[i].by_reference_type;
          size_t c = t.find("const ");
          if (std::string(step.suffix) != "_resident_begin" && params[i].is_array && c != std::string::npos)
            t.erase(c, 6);
          out << (i ? ", " : "") << t << (t.back() == '*' ? "" : " ") << params[i].c_name;
        }
        out << ")\n{\n  " << name << step.suffix << "(";
        for (size_t i = 0; i < params.size(); ++i)
          out << (i ? ", " : "") << (params[i].by_value ? "*" : "") << params[i].c_name;
        out << ");\n}\n";
      }
    }
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
      out << "  memset(" << arrays[a].first->c_name << ", 0, (size_t)(" << arrays[a].second << ") * sizeof(" << t
          << "));\n";
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
    out << host_text("pageable");
    out << host_text("timing_helpers");
    out << signature("st_time_" + name, "void", "int ST_reps") << "\n{\n";
    out << host_text("timing_begin");
    for (size_t a = 0; a < arrays.size(); ++a) {
      const CParameter& p = *arrays[a].first;
      std::string t = c_type(symbols.find(p.name)->type);
      out << "  const size_t st_bytes" << a << " = (size_t)(" << arrays[a].second << ") * sizeof(" << t << ");\n";
      out << "  ST_CHECK(" << reserve << "(" << a << ", st_bytes" << a << "));\n";
    }
    // Registered as the library's entries keep them, outside the timed copies.
    out << "  int st_pinned_copies = !st_pageable_only();\n";
    std::string unpin;
    for (size_t a = 0; a < arrays.size(); ++a) {
      const std::string& c = arrays[a].first->c_name;
      std::string i = std::to_string(a);
      out << "  int st_registered" << i << " = 0;\n  if (" << c << " != NULL && st_pinned_copies) {\n"
          << "    st_registered" << i << " = cudaHostRegister((void *)" << c << ", st_bytes" << i
          << ", cudaHostRegisterDefault) == cudaSuccess;\n"
          << "    if (!st_registered" << i << ") {\n      (void)cudaGetLastError();\n      st_pinned_copies = 0;\n"
          << "    }\n  }\n";
      unpin += "  if (st_registered" + i + ") cudaHostUnregister((void *)" + c + ");\n";
    }
    out << host_text("timing_copies_in");
    for (size_t a = 0; a < arrays.size(); ++a) {
      std::string t = c_type(symbols.find(arrays[a].first->name)->type);
      out << "  if (" << arrays[a].first->c_name << " != NULL) {\n    st_host_data = 1;\n    ST_CHECK(cudaMemcpy("
          << buffer << "[" << a << "], " << arrays[a].first->c_name << ", st_bytes" << a
          << ", cudaMemcpyHostToDevice));\n  } else {\n"
          << "    ST_CHECK(st_fill_device((" << t << " *)" << buffer << "[" << a << "], st_bytes" << a << " / sizeof("
          << t << "), " << a + 1 << "u));\n  }\n";
    }
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
    out << host_text("timing_launches", {{"ST_CALL", call.str()}});
    for (size_t a = 0; a < arrays.size(); ++a) {
      if (!arrays[a].first->written) continue;
      out << "  if (" << arrays[a].first->c_name << " != NULL) ST_CHECK(cudaMemcpy(" << arrays[a].first->c_name << ", "
          << buffer << "[" << a << "], st_bytes" << a << ", cudaMemcpyDeviceToHost));\n";
    }
    out << host_text("timing_end", {{"ST_UNPIN\n", unpin}});
    // A blocked time loop's second copies of its grids (temporal_kernel.h) go back too.
    std::string more;
    if (temporal) {
      const std::string b = "st_tb_buffer_" + name, c = "st_tb_capacity_" + name;
      more = "  for (st_i = 0; st_i < (int)(sizeof " + b + " / sizeof " + b + "[0]); ++st_i) {\n    if (" + b +
             "[st_i] != NULL) cudaFree(" + b + "[st_i]);\n    " + b + "[st_i] = NULL;\n    " + c + "[st_i] = 0;\n  }\n";
    }
    out << host_text("timing_release",
                     {{"ST_NAME", name}, {"ST_ARRAYS", std::to_string(arrays.size())}, {"ST_RELEASE_MORE\n", more}});
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
      << "   launch's error code; synchronise before reading the results."
      << (std::any_of(params.begin(), params.end(), [](const CParameter& p) { return !p.is_array && p.written; })
              ? "\n   A scalar result (a reduction's) is a host pointer: this entry waits for it and stores it."
              : "")
      << " */\n"
      << "int " << name << "_device(" << list() << ");\n";
  return out.str();
}

}  // namespace st
