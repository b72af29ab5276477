// The deliverable: an application-specific static library built from the winning
// variants, with a documented C header, a Fortran interface module, a pkg-config file
// and a CMake package file, and the readable winning source. Every file is written
// atomically; the library keeps the original's gfortran symbol and calling convention,
// so an existing Fortran program links it in place of the original file.
#pragma once

#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

// One subroutine of the library.
struct PackagedKernel {
  const ast::Subroutine* sub = nullptr;  // as analysed (a bare nest completed)
  const SymbolTable* symbols = nullptr;
  const StencilInfo* info = nullptr;
  std::string source;       // the C source of the winning variant (defines NAME, NAME_, NAME_first_touch)
  std::string description;  // what was tuned: target, size, parameters, machine
};

struct PackageRequest {
  std::string name;     // the library: libNAME.a, NAME.h, NAME_mod.f90, NAME.pc
  std::string out_dir;  // must exist
  std::string origin;   // the input file, for the header's comment
  std::vector<PackagedKernel> kernels;
  std::string c_compiler = "cc";
  std::vector<std::string> c_flags = {"-O3", "-march=native", "-std=c99", "-fPIC"};
  std::vector<std::string> link_libraries = {"-lhwloc", "-lpthread", "-lm"};
};

struct PackageResult {
  std::vector<std::string> files;  // written, relative to out_dir
};

// Compiles the kernels and writes the package. Throws UserError when a tool fails
// (the message names the command and its output).
PackageResult write_package(const PackageRequest& request);

// The texts of the package, exposed for tests.
std::string package_header(const PackageRequest& request);
std::string package_fortran_module(const PackageRequest& request);
std::string package_pkg_config(const PackageRequest& request);
std::string package_cmake_config(const PackageRequest& request);

}  // namespace st
