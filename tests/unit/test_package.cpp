// The package's entry (issue 7): the C code that picks a variant by size agrees with
// nearest_variant, calls each variant's parts in order, and the header and the Fortran
// module declare the query; compiled and run against stub variants.
#include <fstream>
#include <sstream>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "backends/c/c_backend.h"
#include "catch.h"
#include "frontend/parse_driver.h"
#include "harness/process.h"
#include "harness/validation.h"
#include "package/package.h"
#include "package/package_dispatch.h"
#include "test_support.h"

namespace {

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
}

std::string definition(const std::string& prototype, const std::string& body) {
  std::string head = prototype;
  while (!head.empty() && (head.back() == ';' || head.back() == '\n')) head.pop_back();
  return head + " { " + body + " }\n";
}

struct Laplacian : st::test::AnalysedStencil {
  Laplacian() : st::test::AnalysedStencil(st::test::analyse_suite_stencil("laplacian")) {}
};

st::PackagedVariant variant_at(const Laplacian& l, std::vector<long long> size) {
  st::PackagedVariant v;
  v.size = size;
  v.size_arguments = {{"nx", size[0]}, {"ny", size[1]}, {"nz", size[2]}};
  st::PackagedPart part;
  part.sub = &l.sub;
  part.symbols = &l.symbols;
  part.parameters = "CX=8";
  v.parts.push_back(part);
  return v;
}

// The entry's source and stub variants written into `dir`, compiled into one program;
// its path.
std::string entry_program(const st::TempDir& dir, const std::string& entry, const std::string& stubs) {
  write_file(dir.file("entry.c"), entry);
  write_file(dir.file("stubs.c"), stubs);
  st::Toolchain tools;
  st::StepResult step = st::run_tool({"gcc", "-std=c99", "-Wall", "-Wextra", "-Werror", dir.file("entry.c"),
                                      dir.file("stubs.c"), "-lm", "-o", dir.file("entry")},
                                     tools);
  INFO(step.message);
  REQUIRE(step.ok);
  return dir.file("entry");
}

}  // namespace

TEST_CASE("the entry runs the variant tuned for the nearest size, as nearest_variant says", "[package]") {
  Laplacian l;
  st::PackagedKernel kernel;
  kernel.sub = &l.sub;
  kernel.symbols = &l.symbols;
  kernel.info = &l.info;
  kernel.description = "a test";
  kernel.variants = {variant_at(l, {8, 8, 8}), variant_at(l, {40, 24, 16}), variant_at(l, {256, 256, 256})};
  REQUIRE(st::size_argument_names(kernel) == std::vector<std::string>{"nx", "ny", "nz"});
  REQUIRE(st::part_symbol(kernel, 1, 0) == "laplacian_size2");

  // The rule itself: log distance over the size arguments; a size below 1 counts as 1.
  CHECK(st::nearest_variant(kernel, {9, 7, 8}) == 0);
  CHECK(st::nearest_variant(kernel, {12, 12, 12}) == 0);
  CHECK(st::nearest_variant(kernel, {37, 25, 17}) == 1);
  CHECK(st::nearest_variant(kernel, {100, 100, 100}) == 2);  // sums of squares: 6.2 from 40x24x16, 2.6 from 256^3
  CHECK(st::nearest_variant(kernel, {0, -5, 1}) == 0);
  CHECK(st::nearest_variant(kernel, {100000, 1, 1}) == 1);  // 97.6 from 8^3, 79.0 from 40x24x16, 97.1 from 256^3

  // The C entry: linked with stub variants that say which one ran.
  st::TempDir dir("stenciltune-package-entry");
  std::ostringstream stubs;
  stubs << "#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\nint ran, touched;\n";
  for (size_t v = 0; v < kernel.variants.size(); ++v) {
    std::string symbol = st::part_symbol(kernel, v, 0);
    stubs << definition(st::c_prototype(l.sub, l.symbols, symbol),
                        "(void)nx; (void)ny; (void)nz; (void)alpha; (void)beta; "
                        "(void)u; (void)unext; ran = " +
                            std::to_string(v + 1) + ";");
    std::string touch = st::c_prototype(l.sub, l.symbols, symbol + "_first_touch");
    for (size_t at; (at = touch.find("const ")) != std::string::npos;) touch.erase(at, 6);
    stubs << definition(touch,
                        "(void)nx; (void)ny; (void)nz; (void)alpha; (void)beta; (void)u; (void)unext; touched = " +
                            std::to_string(v + 1) + ";");
  }
  stubs << st::c_prototype(l.sub, l.symbols, "laplacian") << st::c_prototype(l.sub, l.symbols, "laplacian_first_touch");
  stubs << st::c_by_reference_prototype(l.sub, l.symbols, "laplacian_")
        << "int laplacian_variant(int32_t, int32_t, int32_t);\n";
  stubs << "int main(int argc, char **argv) {\n"
           "  for (int a = 1; a + 2 < argc; a += 3) {\n"
           "    int32_t nx = atoi(argv[a]), ny = atoi(argv[a + 1]), nz = atoi(argv[a + 2]);\n"
           "    double alpha = 0, beta = 0;\n"
           "    ran = touched = 0;\n"
           "    laplacian(nx, ny, nz, alpha, beta, NULL, NULL);\n"
           "    int direct = ran;\n"
           "    ran = 0;\n"
           "    laplacian_(&nx, &ny, &nz, &alpha, &beta, NULL, NULL);\n"
           "    laplacian_first_touch(nx, ny, nz, alpha, beta, NULL, NULL);\n"
           "    printf(\"%d %d %d %d\\n\", direct, ran, touched, laplacian_variant(nx, ny, nz));\n"
           "  }\n  return 0;\n}\n";
  const std::string program = entry_program(dir, st::kernel_entry_source(kernel), stubs.str());
  const std::vector<std::vector<long long>> calls = {{9, 7, 8},  {12, 12, 12}, {37, 25, 17}, {100, 100, 100},
                                                     {0, -5, 1}, {31, 31, 9},  {300, 2, 2},  {1000, 1000, 1000}};
  std::vector<std::string> argv = {program};
  for (const auto& c : calls) {
    for (long long e : c) argv.push_back(std::to_string(e));
  }
  st::ProcessResult r = st::run_process(argv);
  INFO(r.out << r.err);
  REQUIRE(r.ok());
  std::istringstream lines(r.out);
  for (const auto& c : calls) {
    int direct = 0, by_reference = 0, touched = 0, query = 0;
    REQUIRE(lines >> direct >> by_reference >> touched >> query);
    int want = static_cast<int>(st::nearest_variant(kernel, c)) + 1;
    INFO(c[0] << "x" << c[1] << "x" << c[2]);
    CHECK(direct == want);
    CHECK(by_reference == want);
    CHECK(touched == want);
    CHECK(query == want);
  }
}

TEST_CASE("the header lists the tuned sizes and the module declares the query", "[package]") {
  Laplacian l;
  st::PackageRequest request;
  request.name = "laplacian";
  request.origin = "laplacian.f95";
  st::PackagedKernel kernel;
  kernel.sub = &l.sub;
  kernel.symbols = &l.symbols;
  kernel.info = &l.info;
  kernel.variants = {variant_at(l, {8, 8, 8}), variant_at(l, {40, 24, 16})};
  request.kernels.push_back(kernel);
  std::string header = st::package_header(request);
  CHECK(header.find("Tuned sizes (2)") != std::string::npos);
  CHECK(header.find("variant 1: 8x8x8 (nx=8 ny=8 nz=8)") != std::string::npos);
  CHECK(header.find("variant 2: 40x24x16 (nx=40 ny=24 nz=16)") != std::string::npos);
  CHECK(header.find("cpu CX=8  [laplacian_size2]") != std::string::npos);
  CHECK(header.find("int laplacian_variant(int32_t nx, int32_t ny, int32_t nz);") != std::string::npos);

  st::TempDir dir("stenciltune-package-module");
  write_file(dir.file("laplacian.h"), header);
  write_file(dir.file("use.c"),
             "#include \"laplacian.h\"\nint main(void) { return laplacian_variant(8, 8, 8) == 1 ? 0 : 1; }\n");
  st::Toolchain tools;
  st::StepResult step =
      st::run_tool({"gcc", "-std=c99", "-Wall", "-Werror", "-fsyntax-only", dir.file("use.c")}, tools);
  INFO(step.message);
  CHECK(step.ok);
  write_file(dir.file("laplacian_mod.f90"), st::package_fortran_module(request));
  step = st::run_tool({"gfortran", "-std=f2008", "-Wall", "-Werror", "-c", dir.file("laplacian_mod.f90"), "-o",
                       dir.file("laplacian_mod.o"), "-J", dir.path().string()},
                      tools);
  INFO(step.message);
  CHECK(step.ok);
}

TEST_CASE("the module renames a dummy that is named like its own interface", "[package]") {
  // A user's dummy named like the library's heat_first_touch (any Fortran name is the
  // user's) may not stand in the interface of that name: it is renamed there, and in the
  // shapes that use it.
  st::test::AnalysedStencil l = st::test::analysed(st::test::parse(R"(subroutine heat(heat_first_touch, ny, nz, u, v)
  implicit none
  integer, intent(in) :: heat_first_touch, ny, nz
  real(8), intent(in) :: u(0:heat_first_touch+1, 0:ny+1, 0:nz+1)
  real(8), intent(inout) :: v(0:heat_first_touch+1, 0:ny+1, 0:nz+1)
  integer :: i, j, k
  do k = 1, nz
    do j = 1, ny
      do i = 1, heat_first_touch
        v(i,j,k) = u(i-1,j,k) + u(i+1,j,k)
      end do
    end do
  end do
end subroutine heat
)"));
  st::PackageRequest request;
  request.name = "heat";
  request.origin = "heat.f95";
  st::PackagedKernel kernel;
  kernel.sub = &l.sub;
  kernel.symbols = &l.symbols;
  kernel.info = &l.info;
  request.kernels.push_back(kernel);
  std::string module = st::package_fortran_module(request);
  CHECK(module.find("subroutine heat(heat_first_touch, ny, nz, u, v)") != std::string::npos);
  CHECK(module.find("subroutine heat_first_touch(heat_first_touch_2, ny, nz, u, v)") != std::string::npos);
  st::TempDir dir("stenciltune-package-dummy");
  write_file(dir.file("heat_mod.f90"), module);
  st::StepResult step = st::run_tool({"gfortran", "-std=f2008", "-Wall", "-Werror", "-c", dir.file("heat_mod.f90"),
                                      "-o", dir.file("heat_mod.o"), "-J", dir.path().string()},
                                     st::Toolchain{});
  INFO(module << step.message);
  CHECK(step.ok);
}

TEST_CASE("a blocked time loop's CPU entry runs the last one or two steps of an odd number of passes nest by nest",
          "[package]") {
  st::test::AnalysedStencil h = st::test::analyse_suite_stencil("timeloop/heat3d");
  st::PackagedKernel kernel;
  kernel.sub = &h.sub;
  kernel.symbols = &h.symbols;
  kernel.info = &h.info;
  st::PackagedVariant v;
  v.size = {16, 16, 16};
  v.size_arguments = {{"nx", 16}, {"ny", 16}, {"nz", 16}};
  st::PackagedPart blocked;
  blocked.sub = &h.sub;
  blocked.symbols = &h.symbols;
  blocked.steps_per_pass = 3;
  v.parts = {blocked};
  for (int n : {0, 1}) {
    st::PackagedPart nest = blocked;
    nest.steps_per_pass = 1;
    nest.nest = n;
    v.nest_parts.push_back(nest);
  }
  kernel.variants = {v};
  REQUIRE(st::peeled_part(kernel, 0) == &kernel.variants[0].parts[0]);
  REQUIRE(st::nest_part_symbol(kernel, 0, kernel.variants[0].nest_parts[1]) == "heat3d_size1_nest2");

  // Linked with stubs that count the steps each part was given; the second copy's memory
  // missing (argv[1] = 1), every step nest by nest.
  st::TempDir dir("stenciltune-package-peel");
  const std::string unused = "(void)nx; (void)ny; (void)nz; (void)nt; (void)alpha; (void)u; (void)v; ";
  std::ostringstream stubs;
  stubs << "#include <stddef.h>\n#include <stdint.h>\n#include <stdio.h>\n#include <stdlib.h>\n"
           "long blocked, first, second, refuse;\n";
  stubs << "int heat3d_size1_steps(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *restrict u, "
           "double *restrict v, ptrdiff_t st_steps) { "
        << unused << "if (refuse) return 1; blocked += st_steps; return 0; }\n";
  stubs << definition(st::c_prototype(h.sub, h.symbols, "heat3d_size1_nest1"), unused + "++first;");
  stubs << definition(st::c_prototype(h.sub, h.symbols, "heat3d_size1_nest2"), unused + "second += first > second;");
  for (const char* touch : {"heat3d_size1", "heat3d_size1_first_touch"}) {
    std::string p = st::c_prototype(h.sub, h.symbols, touch);
    if (std::string(touch) != "heat3d_size1") {
      for (size_t at; (at = p.find("const ")) != std::string::npos;) p.erase(at, 6);
    }
    stubs << definition(p, unused + "abort();");
  }
  stubs << st::c_prototype(h.sub, h.symbols, "heat3d");
  stubs << "int main(int argc, char **argv) {\n"
           "  refuse = argc > 1 && atoi(argv[1]);\n"
           "  for (int32_t nt = 0; nt <= 14; ++nt) {\n"
           "    blocked = first = second = 0;\n"
           "    heat3d(16, 16, 16, nt, 0.1, NULL, NULL);\n"
           "    printf(\"%d %ld %ld %ld\\n\", nt, blocked, first, second);\n"
           "  }\n  return 0;\n}\n";
  const std::string program = entry_program(dir, st::kernel_entry_source(kernel), stubs.str());
  for (int refuse : {0, 1}) {
    st::ProcessResult r = st::run_process({program, std::to_string(refuse)});
    INFO(r.out << r.err);
    REQUIRE(r.ok());
    std::istringstream lines(r.out);
    for (long nt = 0; nt <= 14; ++nt) {
      long called = -1, blocked_steps = -1, first = -1, second = -1;
      REQUIRE(lines >> called >> blocked_steps >> first >> second);
      INFO("nt " << nt << (refuse ? ", no memory for the second copy" : ""));
      REQUIRE(called == nt);
      // 1, 7 and 13 steps make 1, 3 and 5 passes, the last of one step; 2, 8 and 14 the
      // same, the last of two, which the CPU's entry runs nest by nest too.
      const long peeled = refuse ? nt : (nt % 6 == 1 || nt % 6 == 2) ? nt % 6 : 0;
      CHECK(first == peeled);
      CHECK(second == peeled);
      CHECK(blocked_steps == (refuse ? 0 : nt - peeled));
    }
  }
}

TEST_CASE("the copy of the user's module has its parameters and an interface to each entry under its own name",
          "[package]") {
  // A caller's `use grid_mod` and `call smooth(...)` compile against the copy; the
  // shapes read the module's parameter m, which the interface imports. The module's
  // second subroutine has no entry here: the copy says so instead of declaring it.
  st::test::AnalysedStencil l = st::test::analysed(st::test::parse(R"(module grid_mod
  implicit none
  integer, parameter :: m = 64, dp = kind(1.0d0)
  real(dp), parameter :: half = 0.5_dp
contains
  subroutine smooth(u, v)
    real(dp), intent(in) :: u(0:m+1)
    real(dp), intent(inout) :: v(0:m+1)
    integer :: i
    do i = 1, m
      v(i) = half * (u(i-1) + u(i+1))
    end do
  end subroutine smooth
  subroutine other(n, u)
    integer, intent(in) :: n
    real(dp), intent(inout) :: u(n)
    integer :: i
    do i = 1, n
      u(i) = half * u(i)
    end do
  end subroutine other
end module grid_mod
)"));
  REQUIRE(l.unit.modules.size() == 1);
  const st::ast::Module& m = l.unit.modules[0];
  CHECK(m.subroutines == std::vector<std::string>{"smooth", "other"});
  st::PackageRequest request;
  request.name = "grids";
  request.origin = "grids.f90";
  st::PackagedKernel kernel;
  kernel.sub = &l.sub;
  kernel.symbols = &l.symbols;
  kernel.info = &l.info;
  request.kernels.push_back(kernel);
  request.modules.push_back(m);
  std::string copy = st::package_module_copy(request, m);
  CHECK(st::module_copy_file("grid", m) == "grid_mod.f90");
  CHECK(st::module_copy_file("grids", m) == "grid_mod.module.f90");
  CHECK(copy.find("\nmodule grid_mod\n") != std::string::npos);
  CHECK(copy.find("public :: m, dp, half, smooth\n") != std::string::npos);
  CHECK(copy.find("real(8), parameter :: half = 0.5_dp\n") != std::string::npos);
  CHECK(copy.find("subroutine smooth(u, v) bind(C, name=\"smooth\")") != std::string::npos);
  // The shapes read m's value: an interface body sees no name of the module.
  CHECK(copy.find("real(c_double), intent(in) :: u(0:(64)+1)") != std::string::npos);
  CHECK(copy.find("! other: the library has no entry for it") != std::string::npos);
  st::TempDir dir("stenciltune-package-module-copy");
  write_file(dir.file("grid_mod.module.f90"), copy);
  write_file(dir.file("caller.f90"),
             "subroutine caller(u, v)\n  use grid_mod\n  implicit none\n  real(dp) :: u(0:m+1), v(0:m+1)\n"
             "  call smooth(u, v)\nend subroutine caller\n");
  st::StepResult step =
      st::run_tool({"gfortran", "-std=f2008", "-Wall", "-Werror", "-c", dir.file("grid_mod.module.f90"), "-o",
                    dir.file("grid_mod.o"), "-J", dir.path().string()},
                   st::Toolchain{});
  INFO(copy << step.message);
  REQUIRE(step.ok);
  step = st::run_tool({"gfortran", "-Wall", "-Werror", "-c", dir.file("caller.f90"), "-o", dir.file("caller.o"), "-I",
                       dir.path().string(), "-J", dir.path().string()},
                      st::Toolchain{});
  INFO(step.message);
  CHECK(step.ok);
  // Named like the library's own module (the library of grid.f90 is grid): that module
  // is the copy, with the entries' other interfaces beside it.
  request.name = "grid";
  std::string merged = st::package_fortran_module(request);
  INFO(merged);
  CHECK(merged.find("\nmodule grid_mod\n") != std::string::npos);
  CHECK(merged.find("public :: m, dp, half\n") != std::string::npos);
  CHECK(merged.find("real(8), parameter :: half = 0.5_dp\n") != std::string::npos);
  CHECK(merged.find("subroutine smooth_first_touch(") != std::string::npos);
  write_file(dir.file("grid_mod.f90"), merged);
  step = st::run_tool({"gfortran", "-std=f2008", "-Wall", "-Werror", "-c", dir.file("grid_mod.f90"), "-o",
                       dir.file("grid_mod2.o"), "-J", dir.path().string()},
                      st::Toolchain{});
  INFO(step.message);
  REQUIRE(step.ok);
  step = st::run_tool({"gfortran", "-Wall", "-Werror", "-c", dir.file("caller.f90"), "-o", dir.file("caller2.o"), "-I",
                       dir.path().string(), "-J", dir.path().string()},
                      st::Toolchain{});
  INFO(step.message);
  CHECK(step.ok);
}
