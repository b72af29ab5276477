// The deliverable: an application-specific static library built from the winning
// variants, with a documented C header, a Fortran interface module, a pkg-config file
// and a CMake package file, and the readable winning source. Every file is written
// atomically; the library keeps the original's gfortran symbol and calling convention,
// so an existing Fortran program links it in place of the original file.
//
// A subroutine tuned at several sizes gets one variant per size and an entry that
// picks, at run time, the variant tuned for the size nearest to the call's
// (package_dispatch.h). A subroutine whose nests were tuned one by one runs its parts
// in order, each with the parameters tuned for it.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"
#include "strategy/param_space.h"
#include "strategy/tuning_key.h"

namespace st {

// One compiled piece of a variant: the whole subroutine, or one of its nests made into a
// subroutine with the same dummies (so that it takes the same arguments).
struct PackagedPart {
  // The generator that printed `source`: "cpu" (pthreads C, write_package) or "cuda"
  // (the CUDA backend's kernels and symbol_device, write_cuda_package).
  std::string target = "cpu";
  const ast::Subroutine* sub = nullptr;  // what this part computes
  const SymbolTable* symbols = nullptr;
  int nest = -1;           // the nest of the kernel it computes; -1: all of them
  std::string parameters;  // the tuned parameters, "CX=64 CY=8 ...", for the header
  int threads = 0;         // "cpu": the threads its pool runs (THREADS); 0 for "cuda"
  // The source of the part with its entry named `symbol`: for "cpu" it defines
  // symbol(...) and symbol_first_touch(...) with the C prototype of `sub`, and no Fortran
  // entry; for "cuda", symbol_device(...) with device pointers.
  std::function<std::string(const std::string& symbol)> source;
  // The same variant over the subroutine with_box_bounds makes (transforms/box_bounds.h),
  // which computes a box of the points: its source with the entry named `symbol`, and
  // that entry's C prototype (the original's parameters, then each grid dimension's first
  // and last index). For the MPI entry's overlapped mode; empty where there is none (a
  // time loop's part, a CUDA part).
  std::function<std::string(const std::string&symbol)> box_source, box_prototype;
  // A time loop blocked over time (BT > 1): its passes' most steps (1 for every other
  // part). Such a part also defines symbol_steps (CPU) or symbol_steps_device (CUDA):
  // the subroutine's arguments, then the number of steps to run (package_dispatch.h,
  // peeled_part). For CUDA, the C prototype of the part's symbol_pass_device, which runs
  // one pass over a range of planes of the slowest dimension (temporal_kernel.h); the
  // split over several GPUs runs it on each slab. Empty for every other part.
  int steps_per_pass = 1;
  std::function<std::string(const std::string& symbol)> pass_prototype;
  // The part made again from another point of its job's space, for the MPI entry's
  // timing on the rank grid (a CPU part tuned with --ranks and no --threads; empty where
  // the part is not to be changed): `searched`, the search's variants fastest first (its
  // winner, then the runners-up it timed); `space`, the job's space with --param fixed
  // and THREADS free; `made_at`, the part printed from any legal point of that space.
  std::vector<Point> searched;
  std::function<ParamSpace()> space;
  std::function<PackagedPart(const Point& point)> made_at;
  // The tuning database's key of the job the part was tuned in, where it has `made_at`:
  // the search on the rank grid records its points under it, the rank grid and the mode
  // added (driver/mpi_grid_search.h). Empty: not recorded.
  std::optional<TuningKey> tuning_key;
};

// The code tuned for one problem size.
struct PackagedVariant {
  std::vector<long long> size;                      // the extents it was tuned at
  std::map<std::string, long long> size_arguments;  // the integer dummies of that size: nx=64 ...
  std::vector<PackagedPart> parts;                  // run in this order on every call
  // Each nest's own part, in order, where a subroutine's nests are tuned one by one (a
  // time loop, several nests), even when `parts` is the time loop blocked over time: the
  // MPI entry runs them over boxes, nest by nest (mpi_package.h, MpiSequence). Empty
  // where a nest was not tuned on its own.
  std::vector<PackagedPart> nest_parts;
};

// How the CUDA library splits a call of one subroutine over several GPUs where the
// environment does not say (package/gpu_slabs.h), as the several-GPU stage timed it on
// the tuning machine (driver/gpu_split.h).
struct SlabTuning {
  long long min_points = 0;  // points of the first nest each GPU must get for a split
  bool overlap = true;       // the interior computes while ghost planes travel
  long long halo_steps = 1;  // a time loop exchanges ghost planes every this many steps
  std::string basis;         // for the header: what was timed, what won
  // Where tuned sizes split best with different layouts: each size's, by ascending points
  // of the first nest; a call takes that of the size whose variant it runs, the size
  // nearest its own (gpu_slabs.h). Empty: `overlap` and `halo_steps` serve every size.
  struct AtSize {
    long long points = 0;
    std::string size;  // "128x128x128"
    bool overlap = true;
    long long halo_steps = 1;
    size_t variant = 0;  // its index in PackagedKernel::variants
  };
  std::vector<AtSize> by_size;
};

// One subroutine of the library.
struct PackagedKernel {
  const ast::Subroutine* sub = nullptr;  // as analysed (a bare nest completed)
  const SymbolTable* symbols = nullptr;
  const StencilInfo* info = nullptr;
  std::string description;                // what was tuned: target, machine
  std::vector<PackagedVariant> variants;  // one per tuned size, in the order tuned
  std::optional<SlabTuning> slab_tuning;  // absent: gpu_slabs.h's defaults
};

struct PackageRequest {
  std::string name;     // the library: libNAME.a, NAME.h, NAME_mod.f90, NAME.pc
  std::string out_dir;  // must exist
  std::string origin;   // the input file, for the header's comment
  std::vector<PackagedKernel> kernels;
  // The modules of the input file that contain its subroutines: each gets a copy,
  // MODULE.module.f90, that the caller compiles in place of the original's (see
  // package_module_copy).
  std::vector<ast::Module> modules;
  std::string c_compiler = "cc";
  // -fopenmp-simd: the SIMD parameter's pragmas take effect as they did when timed;
  // it needs no OpenMP runtime. -fno-math-errno: gfortran's default, under which gcc
  // vectorises loops that call exp or log (see the C backend's vector-math declarations).
  std::vector<std::string> c_flags = {"-O3", "-march=native", "-std=c99", "-fPIC", "-fopenmp-simd", "-fno-math-errno"};
  std::vector<std::string> link_libraries = {"-lhwloc", "-lpthread", "-lm"};
};

struct PackageResult {
  std::vector<std::string> files;  // written, relative to out_dir
};

// Compiles the kernels and writes the package. Throws UserError when a tool fails
// (the message names the command and its output).
PackageResult write_package(const PackageRequest& request);

// The folder a package is built in before it is placed: out_dir/.staging-PID with its
// src/ folder, made afresh, and removed when this object goes (a failure, a full disk,
// a compiler error, leaves the output folder as it was). Throws UserError when it
// cannot be made. (Shared by the CPU and CUDA packages.)
class PackageStaging {
 public:
  explicit PackageStaging(const std::string& out_dir);
  ~PackageStaging();
  PackageStaging(const PackageStaging&) = delete;
  PackageStaging& operator=(const PackageStaging&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// Moves every file of a staging folder into `out_dir` (each by one rename), removes the
// staging folder, and removes sources under out_dir/src/ that this package does not
// have. Returns the files placed, relative to out_dir. Throws UserError when a rename
// fails. (Shared by the CPU and CUDA packages.)
std::vector<std::string> place_package(const std::string& staging_dir, const std::string& out_dir);

// A package name as the start of its headers' macros (guards, RESTRICT, error codes):
// upper case, anything but a letter or digit an underscore.
std::string macro_prefix(std::string name);

// The header's list of a kernel's tuned sizes, each with its parts and their parameters
// (shared by the CPU and CUDA headers).
std::string tuned_sizes_text(const PackagedKernel& kernel);

// The texts of the package, exposed for tests.
std::string package_header(const PackageRequest& request);
std::string package_fortran_module(const PackageRequest& request);
// The copy of a module of the input file: its parameters, and an interface to the tuned
// entry of each of its subroutines that the library packages, under the subroutine's
// own name, so that a caller's `use MODULE` and its calls compile unchanged and call
// the library. A subroutine of the module without an entry is said in a comment.
std::string package_module_copy(const PackageRequest& request, const ast::Module& module);
// The copy's file name: MODULE.module.f90, which no other file of a package can have;
// for a module named like the library's own (NAME_mod), NAME_mod.f90, which is then both.
std::string module_copy_file(const std::string& library, const ast::Module& module);
std::string package_pkg_config(const PackageRequest& request);
std::string package_cmake_config(const PackageRequest& request);

}  // namespace st
