// The CUDA half of the deliverable: libNAME.a built by nvcc, NAME.h, the same bind(C)
// Fortran module as the CPU library (its C prototypes are the same), NAME.pc and
// NAMEConfig.cmake that bring the CUDA runtime, and the sources under src/. As in the CPU
// library (package_dispatch.h), each variant part is a file of its own (its kernels and
// PART_device), and each kernel's entry (src/NAME.cu) holds the host entries (NAME,
// NAME_host, NAME_ and NAME_first_touch), NAME_device, which launches the parts of the
// variant tuned nearest the call's size, and NAME_variant. Files are staged and renamed
// into place one by one, never half-written.
#pragma once

#include <string>
#include <vector>

#include "package/package.h"

namespace st {

struct CudaPackageRequest {
  PackageRequest base;  // name, out_dir, origin, kernels (parts of target "cuda")
  std::string nvcc = "nvcc";
  std::string arch = "sm_90";
  std::string cuda_lib_dir;  // where libcudart lives (for -L and the rpath)
  // Where the limits the variants keep to came from, for the header: empty when a
  // device was probed; else guaranteed_limits_text (roofline/cuda_arch.h).
  std::string limits_note;
  int compile_jobs = 1;  // nvcc runs at once
};

// Throws UserError when a tool fails (the message names the command and its output).
PackageResult write_cuda_package(const CudaPackageRequest& request);

std::string cuda_package_header(const CudaPackageRequest& request);

}  // namespace st
