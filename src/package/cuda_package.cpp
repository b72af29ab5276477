#include "package/cuda_package.h"

#include <unistd.h>

#include <filesystem>
#include <sstream>

#include "backends/c/c_backend.h"
#include "backends/cuda/cuda_backend.h"
#include "frontend/diagnostics.h"
#include "harness/process.h"
#include "support/atomic_file.h"

namespace st {

namespace {

std::string guard_of(const std::string& name) {
  std::string g;
  for (char c : name) g += std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : '_';
  return g + "_H";
}

std::string libs(const CudaPackageRequest& r) {
  return "-l" + r.base.name + " -L" + r.cuda_lib_dir + " -Wl,-rpath," + r.cuda_lib_dir + " -lcudart -lstdc++ -lm";
}

}  // namespace

std::string cuda_package_header(const CudaPackageRequest& request) {
  std::ostringstream out;
  std::string guard = guard_of(request.base.name);
  out << "/* " << request.base.name << ".h: the CUDA kernels of " << request.base.origin << ", tuned by stenciltune "
      << STENCILTUNE_VERSION << " for " << request.arch << ".\n\n"
      << "   Link with: " << libs(request) << "\n   (or pkg-config " << request.base.name << ", or CMake find_package("
      << request.base.name << "))\n\n"
      << "   Arrays keep the layout of the original Fortran: column-major (the first index varies\n"
      << "   fastest) with the declared lower bounds. Integers are int32_t; real(8) = double, real(4) = float.\n"
      << "   Every entry computes correctly at any size; the variant was tuned for the size below. */\n";
  out << "#ifndef " << guard << "\n#define " << guard << "\n\n#include <stdint.h>\n\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n";
  for (const PackagedKernel& k : request.base.kernels) {
    std::string name = k.sub->name;
    out << "/* " << name << ": " << k.description << " */\n" << cuda_prototypes(*k.sub, *k.symbols, name);
    std::string by_ref = c_by_reference_prototype(*k.sub, *k.symbols, name + "_");
    out << "/* The original's own symbol, every argument by reference (what gfortran calls); host pointers. */\n"
        << by_ref << "\n";
  }
  out << "#ifdef __cplusplus\n}\n#endif\n\n#endif\n";
  return out.str();
}

PackageResult write_cuda_package(const CudaPackageRequest& request) {
  namespace fs = std::filesystem;
  const PackageRequest& base = request.base;
  PackageResult result;
  fs::path out(base.out_dir);
  fs::path staging = out / (".staging-" + std::to_string(::getpid()));
  std::error_code ec;
  fs::remove_all(staging, ec);
  fs::create_directories(staging / "src", ec);
  if (ec) throw UserError("cannot create '" + staging.string() + "': " + ec.message());
  std::vector<std::string> objects;
  for (size_t i = 0; i < base.kernels.size(); ++i) {
    const PackagedKernel& k = base.kernels[i];
    std::string src = (staging / "src" / (k.sub->name + ".cu")).string();
    write_file_atomically(src, request.sources.at(i));
    std::string obj = (staging / (k.sub->name + ".o")).string();
    std::vector<std::string> argv = {request.nvcc, "-arch=" + request.arch, "-O3", "-Xcompiler", "-fPIC", "-c", src, "-o", obj};
    ProcessResult r = run_process(argv);
    if (!r.ok()) throw UserError("building the CUDA library failed: " + command_line(argv) + " " + r.describe() + ":\n" + r.err);
    objects.push_back(obj);
  }
  std::string archive = (staging / ("lib" + base.name + ".a")).string();
  std::vector<std::string> ar = {"ar", "rcs", archive};
  ar.insert(ar.end(), objects.begin(), objects.end());
  ProcessResult r = run_process(ar);
  if (!r.ok()) throw UserError("building the CUDA library failed: " + command_line(ar) + " " + r.describe() + ":\n" + r.err);
  for (const std::string& o : objects) fs::remove(o, ec);

  const std::string& n = base.name;
  write_file_atomically((staging / (n + ".h")).string(), cuda_package_header(request));
  write_file_atomically((staging / (n + "_mod.f90")).string(), package_fortran_module(base));
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
