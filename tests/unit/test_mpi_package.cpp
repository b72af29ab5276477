// The MPI entry (issue 25): what each subroutine's exchange moves, which subroutines get
// no entry and why, and the texts of the MPI package: the error codes, the prototypes
// with a user's names, the Fortran interface, and a source that mpicc compiles without a
// warning where mpicc exists.
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "ast/printer.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "harness/mpi_check_harness.h"
#include "harness/process.h"
#include "package/mpi_package.h"
#include "test_support.h"
#include "transforms/box_bounds.h"

namespace {

st::PackageRequest request_for(const st::test::AnalysedStencil& a, const std::string& name) {
  st::PackageRequest r;
  r.name = name;
  r.origin = name + ".f95";
  st::PackagedKernel k;
  k.sub = &a.sub;
  k.symbols = &a.symbols;
  k.info = &a.info;
  r.kernels.push_back(k);
  return r;
}

}  // namespace

TEST_CASE("the exchange moves the grids read at offsets, as deep as the stencil reads", "[mpi]") {
  st::test::AnalysedStencil lap = st::test::analyse_suite_stencil("laplacian");
  st::MpiHalo h = st::mpi_halo(lap.info);
  CHECK(h.dims == 3);
  CHECK(h.grids == std::vector<std::string>{"u"});
  CHECK(h.below == std::vector<long long>{1, 1, 1});
  CHECK(h.above == std::vector<long long>{1, 1, 1});
  CHECK(!h.diagonal);
  CHECK(!st::mpi_refusal(lap.info, lap.symbols));

  st::MpiHalo box = st::mpi_halo(st::test::analyse_suite_stencil("box27").info);
  CHECK(box.diagonal);
  st::MpiHalo star = st::mpi_halo(st::test::analyse_suite_stencil("star25_sp").info);
  CHECK(star.below == std::vector<long long>{4, 4, 4});
  CHECK(!star.diagonal);
  // vardiff reads both a and u around each point.
  st::MpiHalo vardiff = st::mpi_halo(st::test::analyse_suite_stencil("vardiff").info);
  CHECK(vardiff.grids.size() == 2);

  // A one-sided stencil exchanges only the side it reads.
  st::test::AnalysedStencil upwind = st::test::analysed(st::test::parse(R"(
subroutine upwind(n, u, v)
  integer, intent(in) :: n
  real(8), intent(in) :: u(-1:n)
  real(8), intent(inout) :: v(-1:n)
  integer :: i
  do i = 1, n
    v(i) = u(i) - u(i-2)
  end do
end subroutine upwind
)"));
  st::MpiHalo one = st::mpi_halo(upwind.info);
  CHECK(one.below == std::vector<long long>{2});
  CHECK(one.above == std::vector<long long>{0});
}

TEST_CASE("a time loop, a reduction, or a grid written by one nest and read around by the next gets no MPI entry",
          "[mpi]") {
  st::test::AnalysedStencil heat = st::test::analyse_suite_stencil("timeloop/heat3d");
  REQUIRE(st::mpi_refusal(heat.info, heat.symbols));
  CHECK(st::mpi_refusal(heat.info, heat.symbols)->find("time loop") != std::string::npos);
  st::test::AnalysedStencil residual = st::test::analyse_suite_stencil("reductions/residual7");
  REQUIRE(st::mpi_refusal(residual.info, residual.symbols));
  CHECK(st::mpi_refusal(residual.info, residual.symbols)->find("reduction") != std::string::npos);
  st::test::AnalysedStencil chained = st::test::analysed(st::test::parse(R"(
subroutine chained(n, u, v, w)
  integer, intent(in) :: n
  real(8), intent(in) :: u(0:n+1)
  real(8), intent(inout) :: v(0:n+1), w(0:n+1)
  integer :: i
  do i = 1, n
    v(i) = u(i-1) + u(i+1)
  end do
  do i = 1, n
    w(i) = v(i-1) + v(i+1)
  end do
end subroutine chained
)"));
  REQUIRE(st::mpi_refusal(chained.info, chained.symbols));
  CHECK(st::mpi_refusal(chained.info, chained.symbols)->find("grid v") != std::string::npos);
}

TEST_CASE("the MPI header declares the error codes and the entry, the user's names kept apart from ours", "[mpi]") {
  // A dummy named like the entry's own communicator parameter, and one named comm.
  st::test::AnalysedStencil a = st::test::analysed(st::test::parse(R"(
subroutine smooth(n, st_comm, comm, u, v)
  integer, intent(in) :: n
  real(8), intent(in) :: st_comm, comm
  real(8), intent(in) :: u(0:n+1)
  real(8), intent(inout) :: v(0:n+1)
  integer :: i
  do i = 1, n
    v(i) = st_comm * u(i) + comm * (u(i-1) + u(i+1))
  end do
end subroutine smooth
)"));
  st::PackageRequest r = request_for(a, "smooth");
  std::string h = st::mpi_header(r);
  CHECK(h.find("#define SMOOTH_MPI_NOT_CARTESIAN 1") != std::string::npos);
  CHECK(h.find("#define SMOOTH_MPI_BLOCK_TOO_THIN 4") != std::string::npos);
  CHECK(h.find("int smooth_mpi(MPI_Comm st_comm, int32_t n, double U_st_comm, double comm, double *") !=
        std::string::npos);
  // The read-only grid is writable in the entry: the exchange fills its ghost layers.
  CHECK(h.find("const double") == std::string::npos);
  std::string f = st::mpi_fortran_module(r);
  CHECK(f.find("subroutine smooth_mpi(comm_2, n, st_comm, comm, u, v)") != std::string::npos);
  CHECK(f.find("integer, intent(in) :: comm_2") != std::string::npos);
  CHECK(f.find("real(kind=8), intent(inout) :: u(0:n+1)") != std::string::npos);
  CHECK(st::mpi_pkg_config(r).find("-lsmooth_mpi -lsmooth") != std::string::npos);
}

TEST_CASE("the MPI entry's source and its check compile warning-free with mpicc", "[mpi]") {
  std::optional<st::MpiToolchain> mpi = st::find_mpi_toolchain();
  if (!mpi) ST_SKIP("no mpicc and mpiexec: the MPI entry was not compiled");
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("st_mpi_entry_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  st::test::AnalysedStencil box = st::test::analyse_suite_stencil("box27");
  st::PackageRequest r = request_for(box, "box27");
  std::ofstream(dir / "box27_mpi.h") << st::mpi_header(r);
  std::ofstream(dir / "box27_mpi.c") << st::mpi_entry_source(r);
  std::ofstream(dir / "box27.h") << st::package_header(r);
  REQUIRE(!st::mpi_check_refusal(box.info, box.symbols));
  st::MpiCheckOptions options;
  options.package = "box27";
  options.interior = {11, 11, 11};
  std::ofstream(dir / "check.c") << st::generate_mpi_check(box.sub, box.symbols, box.info, options);
  for (const char* file : {"box27_mpi.c", "check.c"}) {
    st::ProcessResult r = st::run_process({mpi->mpicc, "-std=c99", "-Wall", "-Wextra", "-Werror", "-I", dir.string(),
                                           "-c", (dir / file).string(), "-o", (dir / "x.o").string()});
    INFO(file << ": " << r.err << r.out);
    CHECK(r.ok());
  }
  fs::remove_all(dir);
}

TEST_CASE("the box version of a subroutine runs its grid loops between added dummies named apart from the user's",
          "[mpi]") {
  st::test::AnalysedStencil a = st::test::analysed(st::test::parse(R"(
subroutine smooth2(n, m, box_lo1, u, v)
  integer, intent(in) :: n, m
  real(8), intent(in) :: box_lo1
  real(8), intent(in) :: u(0:n+1, 0:m+1)
  real(8), intent(inout) :: v(0:n+1, 0:m+1)
  integer :: i, j, l
  do j = 1, m
    do i = 1, n
      v(i,j) = box_lo1 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
    end do
  end do
end subroutine smooth2
)"));
  st::BoxedSubroutine box = st::with_box_bounds(a.sub, a.info);
  CHECK(box.lower == std::vector<std::string>{"box_lo1_2", "box_lo2"});
  CHECK(box.upper == std::vector<std::string>{"box_hi1", "box_hi2"});
  REQUIRE(box.sub.params.size() == a.sub.params.size() + 4);
  CHECK(box.sub.params.back().name == "box_hi2");
  std::string text = st::ast::to_fortran(box.sub);
  CHECK(text.find("do j = box_lo2, box_hi2") != std::string::npos);
  CHECK(text.find("do i = box_lo1_2, box_hi1") != std::string::npos);
  // Analysed without the bounds proof (the caller keeps the box inside), it has the
  // original's grids and radius.
  st::SymbolTable symbols = st::build_symbols(box.sub);
  st::StencilInfo info = st::analyse(box.sub, symbols, false);
  CHECK(info.nests.at(0).radius == a.info.nests.at(0).radius);
  CHECK_THROWS_AS(st::analyse(box.sub, symbols), st::UserError);
}
