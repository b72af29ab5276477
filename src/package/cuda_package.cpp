#include "package/cuda_package.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <future>
#include <sstream>

#include "backends/c/c_backend.h"
#include "backends/cuda/cuda_backend.h"
#include "frontend/diagnostics.h"
#include "harness/process.h"
#include "package/gpu_slabs.h"
#include "package/package_dispatch.h"
#include "support/atomic_file.h"

namespace st {

namespace {

std::string guard_of(const std::string& name) {
  std::string g;
  for (char c : name)
    g += std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::toupper(static_cast<unsigned char>(c)))
                                                     : '_';
  return g + "_H";
}

std::string libs(const CudaPackageRequest& r) {
  return "-l" + r.base.name + " -L" + r.cuda_lib_dir + " -Wl,-rpath," + r.cuda_lib_dir + " -lcudart -lstdc++ -lm";
}

// A prototype as one declaration line: "...;\n".
std::string declaration_of(std::string prototype) {
  while (!prototype.empty() && (prototype.back() == ';' || prototype.back() == '\n')) prototype.pop_back();
  return prototype + ";\n";
}

}  // namespace

std::string cuda_package_header(const CudaPackageRequest& request) {
  std::ostringstream out;
  std::string guard = guard_of(request.base.name);
  out << "/* " << request.base.name << ".h: the CUDA kernels of " << request.base.origin << ", built by stenciltune "
      << STENCILTUNE_VERSION << " for " << request.arch << ".\n\n"
      << "   Link with: " << libs(request) << "\n   (or pkg-config " << request.base.name << ", or CMake find_package("
      << request.base.name << "))\n\n"
      << "   Arrays keep the layout of the original Fortran: column-major (the first index varies\n"
      << "   fastest) with the declared lower bounds. Integers are int32_t; real(8) = double, real(4) = float.\n\n"
      << "   Sizes: every entry computes correctly at any size. A subroutine tuned at several sizes\n"
      << "   holds one variant per size; each call runs the variant tuned for the nearest size: the\n"
      << "   one whose size arguments t minimise the sum, over the size arguments, of\n"
      << "   (ln max(called, 1) - ln t)^2 (a tie goes to the size tuned first). NAME_variant says\n"
      << "   which one a call with given sizes runs. A subroutine of several nests runs one kernel per\n"
      << "   nest, each with its own tuned parameters, in order on the default stream.\n";
  if (!request.limits_note.empty()) out << "\n   Limits: " << request.limits_note << ".\n";
  out << "\n   Copies: the host-pointer entries (NAME, NAME_host, NAME_) copy the arrays in and the\n"
      << "   written ones out at every call, through page-locked memory: each caller array is\n"
      << "   registered (cudaHostRegister) the first time and stays registered, remembered by its\n"
      << "   address and size (another address or size is registered anew; an array the driver\n"
      << "   will not lock is copied pageable). An array freed and allocated again at the same\n"
      << "   address and size would be read through its old registration: allocate arrays once,\n"
      << "   or set STENCILTUNE_PAGEABLE=1 in the environment, which turns registration off\n"
      << "   (pageable copies; also the way to measure what pinning gains).\n\n"
      << "   Resident mode, for a caller whose time loop calls the library once per step:\n"
      << "     NAME_resident_begin(args);   copies the arrays to the device once (where calls split\n"
      << "                                  over several GPUs, at the first call, each its slab)\n"
      << "     for (t...) NAME(args...);    runs on the device copies, no transfer (the arrays may\n"
      << "                                  swap places between calls, as in a ping-pong)\n"
      << "     NAME_resident_sync(args);    copies what calls wrote back, when the caller needs it\n"
      << "     NAME_resident_end(args);     copies back and frees the device copies\n"
      << "   Between begin and end the caller's arrays are not updated and must not be changed;\n"
      << "   a call with other arrays copies those as above; a call whose array overlaps a\n"
      << "   resident one without being it (another size, a part) fails with\n"
      << "   cudaErrorInvalidValue. A call on resident arrays only returns once its kernels are\n"
      << "   queued: its errors show at the next copy, sync or end. Resident arrays are the\n"
      << "   program's: one made resident through any subroutine's begin is resident for all.\n"
      << "   The CPU library has the same three entries doing nothing, so one caller links\n"
      << "   against either library. On a device with cudaDevAttrPageableMemoryAccess=1 (HMM or\n"
      << "   ATS, e.g. Grace Hopper) a kernel could read the caller's arrays in place; this\n"
      << "   library copies them all the same.\n";
  out << "\n   Several GPUs: a host-pointer call (NAME, NAME_host, NAME_) is cut into slabs along the\n"
      << "   slowest grid dimension, one per device listed in STENCILTUNE_DEVICES (device numbers\n"
      << "   separated by commas; a number repeated puts several slabs on one device), or, without\n"
      << "   the list, one per visible device where each gets enough points (below). Each device\n"
      << "   copies its slab and the ghost planes the stencil reads in, computes its part of every\n"
      << "   nest and step, takes the ghost planes its neighbours computed from their devices\n"
      << "   before a nest reads around them (computing the planes that need none meanwhile;\n"
      << "   STENCILTUNE_OVERLAP=0: not), and copies its planes back: the results are the\n"
      << "   same bits as on one GPU. Between NAME_resident_begin and _end each device keeps its\n"
      << "   slab of the resident arrays from call to call; an array one GPU needs (a call that\n"
      << "   does not split) is copied back from the slabs first and stays on that GPU. NAME_device\n"
      << "   uses one GPU.\n"
      << "   A list naming a device that is not there fails with cudaErrorInvalidDevice.\n";
  out << "\n   The library also defines NAME_sizeS_device, NAME_sizeS_nestN_device and their _box twins\n"
      << "   (NAME_sizeS_box_device; the variants the entries launch; their source is in src/): leave\n"
      << "   those names free. */\n";
  out << "#ifndef " << guard << "\n#define " << guard
      << "\n\n#include <stdint.h>\n\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n";
  for (const PackagedKernel& k : request.base.kernels) {
    std::string name = k.sub->name;
    out << "/* " << name << ": " << k.description << "\n"
        << tuned_sizes_text(k) << "*/\n"
        << cuda_prototypes(*k.sub, *k.symbols, name);
    out << "/* The original's own symbol, every argument by reference (what gfortran calls); host pointers. */\n"
        << declaration_of(c_by_reference_prototype(*k.sub, *k.symbols, name + "_"));
    if (std::optional<std::string> why = slab_refusal(k)) {
      out << "/* Several GPUs: " << name << " always runs on one GPU (" << *why << "). */\n";
    } else {
      out << "/* Several GPUs: without STENCILTUNE_DEVICES a call of " << name << " is split where each visible\n"
          << "   GPU gets at least " << slab_threshold(k) << " points of its first nest";
      if (k.slab_tuning) {
        out << " (" << k.slab_tuning->basis << ")";
        if (!k.slab_tuning->by_size.empty()) {
          out << "; a call splits as the tuned size nearest its own, whose variant it runs, did:";
          for (const SlabTuning::AtSize& a : k.slab_tuning->by_size) {
            out << (&a == k.slab_tuning->by_size.data() ? " " : ", ") << a.size;
            if (k.info->time_loop) out << " exchanging every " << a.halo_steps << " steps,";
            out << " the interior computing "
                << (a.overlap ? "while ghost planes travel" : "after ghost planes arrive");
          }
        } else {
          if (k.info->time_loop) out << "; its time loop exchanges every " << slab_halo_steps(k) << " steps";
          out << "; the interior computes "
              << (slab_overlap(k) ? "while ghost planes travel" : "after ghost planes arrive");
        }
      }
      out << ". */\n";
    }
    out << resident_prototypes(k, "CUDA", "");
    std::string touch = c_prototype(*k.sub, *k.symbols, name + "_first_touch");
    for (size_t at; (at = touch.find("const ")) != std::string::npos;) touch.erase(at, 6);
    for (size_t at; (at = touch.find("restrict")) != std::string::npos;) touch.erase(at, 8);
    out << "/* Zeroes the host arrays (as the CPU library's initialiser does, so that callers of either\n"
        << "   library compile unchanged). */\n"
        << declaration_of(touch);
    out << "/* The variant (1 to " << k.variants.size() << ", as listed above) that a call with these sizes runs. */\n"
        << variant_query_prototype(k) << ";\n\n";
  }
  out << "#ifdef __cplusplus\n}\n#endif\n\n#endif\n";
  return out.str();
}

PackageResult write_cuda_package(const CudaPackageRequest& request) {
  namespace fs = std::filesystem;
  const PackageRequest& base = request.base;
  PackageResult result;
  fs::path out(base.out_dir);
  PackageStaging staging_folder(base.out_dir);
  fs::path staging(staging_folder.path());

  // Every part of every variant in a file of its own, then each kernel's entry.
  std::vector<std::pair<std::string, std::string>> files;  // stem, text
  for (const PackagedKernel& k : base.kernels) {
    // The box versions the split over several GPUs runs, each in its part's file (one
    // nvcc run fewer) or, where the part is not compiled otherwise, in its own.
    std::vector<std::pair<std::string, const PackagedPart*>> boxes = slab_box_parts(k);
    auto boxes_of = [&](const std::string& symbol) {
      std::string text;
      for (auto it = boxes.begin(); it != boxes.end();) {
        if (it->first != symbol + "_box") {
          ++it;
          continue;
        }
        text += "\n" + it->second->box_source(it->first);
        it = boxes.erase(it);
      }
      return text;
    };
    for (size_t v = 0; v < k.variants.size(); ++v) {
      for (size_t p = 0; p < k.variants[v].parts.size(); ++p) {
        const PackagedPart& part = k.variants[v].parts[p];
        internal_assert(part.target == "cuda") << "the CUDA package got a part of target '" << part.target << "'";
        std::string symbol = part_symbol(k, v, p);
        std::string text = part.source(symbol) + boxes_of(symbol);
        // A blocked time loop's nests, for the single last step its entry peels, in the
        // blocked part's file (one nvcc run).
        if (peeled_part(k, v)) {
          for (const PackagedPart& nest : k.variants[v].nest_parts) {
            std::string nest_symbol = nest_part_symbol(k, v, nest);
            text += "\n" + nest.source(nest_symbol) + boxes_of(nest_symbol);
          }
        }
        files.emplace_back(symbol, text);
      }
    }
    for (const auto& [symbol, part] : boxes) files.emplace_back(symbol, part->box_source(symbol));
    CudaEmitOptions host;
    host.entries = CudaEmitOptions::Entries::Host;
    host.library_entries = true;
    host.resident_entries = true;
    const bool split = !slab_refusal(k);
    if (split) {
      host.split_entry = slab_entry_name(k);
      host.split_probe = slab_splits_name(k);
    }
    host.comment = "The entry of " + k.sub->name + ": its host entries, which copy the arrays and call " + k.sub->name +
                   "_device (at the end), which picks the variant; its kernels are in the variants' files. (The\n   "
                   "variant line below is not used here.)";
    files.emplace_back(k.sub->name, emit_cuda(*k.sub, *k.symbols, *k.info, CudaVariant{}, host) + "\n" +
                                        kernel_device_entry_source(k) + (split ? slab_entry_source(k) : std::string()));
  }
  std::vector<std::string> objects;
  std::vector<std::vector<std::string>> commands;
  for (const auto& [stem, text] : files) {
    std::string src = (staging / "src" / (stem + ".cu")).string();
    write_file_atomically(src, text);
    objects.push_back((staging / (stem + ".o")).string());
    commands.push_back(
        {request.nvcc, "-arch=" + request.arch, "-O3", "-Xcompiler", "-fPIC", "-c", src, "-o", objects.back()});
  }
  // nvcc is slow: several at once.
  size_t next = 0;
  while (next < commands.size()) {
    std::vector<std::pair<size_t, std::future<ProcessResult>>> running;
    for (int j = 0; j < std::max(1, request.compile_jobs) && next < commands.size(); ++j, ++next) {
      running.emplace_back(next,
                           std::async(std::launch::async, [argv = commands[next]]() { return run_process(argv); }));
    }
    for (auto& [index, future] : running) {
      ProcessResult r = future.get();
      if (!r.ok()) {
        for (auto& [other, rest] : running) {
          if (rest.valid()) rest.wait();
        }
        throw UserError("building the CUDA library failed: " + command_line(commands[index]) + " " + r.describe() +
                        ":\n" + r.err);
      }
    }
  }
  std::string archive = (staging / ("lib" + base.name + ".a")).string();
  std::vector<std::string> ar = {"ar", "rcs", archive};
  ar.insert(ar.end(), objects.begin(), objects.end());
  ProcessResult r = run_process(ar);
  if (!r.ok())
    throw UserError("building the CUDA library failed: " + command_line(ar) + " " + r.describe() + ":\n" + r.err);
  std::error_code ec;
  for (const std::string& o : objects) fs::remove(o, ec);
  const std::string& n = base.name;
  write_file_atomically((staging / (n + ".h")).string(), cuda_package_header(request));
  write_file_atomically((staging / (n + "_mod.f90")).string(), package_fortran_module(base));
  for (const ast::Module& m : base.modules) {
    if (m.name == n + "_mod") continue;  // NAME_mod.f90 is its copy
    write_file_atomically((staging / module_copy_file(n, m)).string(), package_module_copy(base, m));
  }
  std::ostringstream pc;
  pc << "# pkg-config file of the stenciltune CUDA library " << n << "; it finds the library beside itself.\n"
     << "prefix=${pcfiledir}\nlibdir=${prefix}\nincludedir=${prefix}\ncudalibdir=" << request.cuda_lib_dir << "\n\n"
     << "Name: " << n << "\nDescription: CUDA stencil kernels of " << base.origin << " tuned by stenciltune\n"
     << "Version: " << STENCILTUNE_VERSION << "\nLibs: -L${libdir} -l" << n
     << " -L${cudalibdir} -Wl,-rpath,${cudalibdir} -lcudart -lstdc++ -lm\nCflags: -I${includedir}\n";
  write_file_atomically((staging / (n + ".pc")).string(), pc.str());
  std::ostringstream cm;
  cm << "# CMake package file of the stenciltune CUDA library " << n << ":\n"
     << "#   find_package(" << n << " REQUIRED PATHS <this folder>)\n"
     << "#   target_link_libraries(app PRIVATE " << n << "::" << n << ")\n"
     << "find_library(" << n << "_CUDART_LIBRARY cudart REQUIRED HINTS \"" << request.cuda_lib_dir << "\")\n"
     << "if(NOT TARGET " << n << "::" << n << ")\n"
     << "  add_library(" << n << "::" << n << " STATIC IMPORTED)\n"
     << "  set_target_properties(" << n << "::" << n << " PROPERTIES\n"
     << "    IMPORTED_LOCATION \"${CMAKE_CURRENT_LIST_DIR}/lib" << n << ".a\"\n"
     << "    INTERFACE_INCLUDE_DIRECTORIES \"${CMAKE_CURRENT_LIST_DIR}\"\n"
     << "    INTERFACE_LINK_LIBRARIES \"${" << n << "_CUDART_LIBRARY};stdc++;m\")\n"
     << "endif()\nset(" << n << "_FOUND TRUE)\n";
  write_file_atomically((staging / (n + "Config.cmake")).string(), cm.str());

  result.files = place_package(staging.string(), out.string());
  return result;
}

}  // namespace st
