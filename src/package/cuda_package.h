// The CUDA half of the deliverable: libNAME.a built by nvcc from the winning CUDA
// variants (host-pointer, device-pointer and gfortran drop-in entry points), NAME.h,
// the same bind(C) Fortran module as the CPU library (its C prototype is the same),
// NAME.pc and NAMEConfig.cmake that bring the CUDA runtime, and src/NAME.cu. Files are
// staged and renamed into place one by one, never half-written.
#pragma once

#include <string>
#include <vector>

#include "package/package.h"

namespace st {

struct CudaPackageRequest {
  PackageRequest base;               // name, out_dir, origin, kernels (one variant each)
  std::vector<std::string> sources;  // the .cu text of each kernel, in order
  std::string nvcc = "nvcc";
  std::string arch = "sm_90";
  std::string cuda_lib_dir;  // where libcudart lives (for -L and the rpath)
};

PackageResult write_cuda_package(const CudaPackageRequest& request);

std::string cuda_package_header(const CudaPackageRequest& request);

}  // namespace st
