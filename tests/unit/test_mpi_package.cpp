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

TEST_CASE("each grid's ghost layers are as deep as the stencil reads that grid, not the deepest of any", "[mpi]") {
  // HPGMG's face coefficients: beta_i is read at i and i+1 only, x at i-1..i+1 along both
  // dimensions, so beta_i's array needs one layer above along the first dimension and
  // none along the second.
  st::test::AnalysedStencil faces = st::test::analysed(st::test::parse(R"(
subroutine faces(nx, ny, beta_i, x, ax)
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: beta_i(nx+1, ny), x(0:nx+1, 0:ny+1)
  real(8), intent(inout) :: ax(nx, ny)
  integer :: i, j
  do j = 1, ny
    do i = 1, nx
      ax(i,j) = beta_i(i+1,j)*(x(i+1,j) - x(i,j)) + beta_i(i,j)*(x(i-1,j) - x(i,j)) + x(i,j+1) + x(i,j-1)
    end do
  end do
end subroutine faces
)"));
  st::MpiHalo h = st::mpi_halo(faces.info);
  REQUIRE(h.grids == std::vector<std::string>{"beta_i", "x"});
  CHECK(h.grid_below[0] == std::vector<long long>{0, 0});
  CHECK(h.grid_above[0] == std::vector<long long>{1, 0});
  CHECK(h.grid_below[1] == std::vector<long long>{1, 1});
  CHECK(h.grid_above[1] == std::vector<long long>{1, 1});
  CHECK(h.below == std::vector<long long>{1, 1});
  CHECK(!h.diagonal);
  // The entry checks each grid against its own layers.
  const std::string source = st::mpi_entry_source(request_for(faces, "faces"));
  CHECK(source.find("st_grids[0].need_above[0] = 1;") != std::string::npos);
  CHECK(source.find("st_grids[0].need_below[1] = 0;") != std::string::npos);
}

TEST_CASE("a reduction from its identity is combined across ranks; one from another value gets no MPI entry", "[mpi]") {
  st::test::AnalysedStencil residual = st::test::analyse_suite_stencil("reductions/residual7");
  CHECK(!st::mpi_refusal(residual.info, residual.symbols));
  std::vector<st::MpiReduction> r = st::mpi_reductions(residual.info);
  REQUIRE(r.size() == 1);
  CHECK(r[0].dummy == "rnorm2");
  CHECK(r[0].op == st::ReductionOp::Sum);
  // Himeno's time loop: its grids of four dimensions are read at the point only, and the
  // reduction rules out work past the block: nest by nest only.
  st::test::AnalysedStencil himeno = st::test::analyse_suite_stencil("timeloop/himeno_jacobi");
  CHECK(!st::mpi_refusal(himeno.info, himeno.symbols));
  CHECK(st::mpi_sequenced(himeno.info));
  CHECK(!st::mpi_deep_halos(himeno.info, himeno.symbols));
  auto refusal = [](const char* initial) {
    st::test::AnalysedStencil a = st::test::analysed(st::test::parse(std::string(R"(
subroutine norm(n, u, s)
  integer, intent(in) :: n
  real(8), intent(in) :: u(0:n+1)
  real(8), intent(inout) :: s
  integer :: i
)") + initial + R"(
  do i = 1, n
    s = s + u(i-1) * u(i+1)
  end do
end subroutine norm
)"));
    std::optional<std::string> why = st::mpi_refusal(a.info, a.symbols);
    return why.value_or("");
  };
  // From the caller's value, every rank would add it again; from 1, every rank's partial
  // would count it.
  CHECK(refusal("").find("adds to the caller's value") != std::string::npos);
  CHECK(refusal("  s = 1d0").find("starts at 1") != std::string::npos);
  CHECK(refusal("  s = 0d0").empty());
}

TEST_CASE("a time loop and chained nests run nest by nest", "[mpi]") {
  // The heat equation's ping-pong: two nests a step, each reading around the grid the
  // other writes; a step reaches two layers along each dimension, the first nest one
  // past the block for the second.
  st::test::AnalysedStencil heat = st::test::analyse_suite_stencil("timeloop/heat3d");
  CHECK(!st::mpi_refusal(heat.info, heat.symbols));
  CHECK(st::mpi_sequenced(heat.info));
  st::MpiSequence q = st::mpi_sequence(heat.info);
  REQUIRE(q.grids == std::vector<std::string>{"u", "v"});
  REQUIRE(q.nests.size() == 2);
  CHECK(q.nests[0].reads == std::vector<bool>{true, false});
  CHECK(q.nests[0].writes == std::vector<bool>{false, true});
  CHECK(q.nests[1].below[1] == std::vector<long long>{1, 1, 1});
  CHECK(q.suffix_below[0] == std::vector<long long>{1, 1, 1});
  CHECK(q.suffix_below[1] == std::vector<long long>{0, 0, 0});
  CHECK(q.step_above == std::vector<long long>{2, 2, 2});
  CHECK(!q.nests[0].diagonal);

  // Without a time loop, a grid written by one nest and read around by the next.
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
  CHECK(!st::mpi_refusal(chained.info, chained.symbols));
  CHECK(st::mpi_sequenced(chained.info));
  CHECK(st::mpi_sequence(chained.info).step_below == std::vector<long long>{2});
  // One nest reading only what no nest writes runs as one call after one exchange.
  CHECK(!st::mpi_sequenced(st::test::analyse_suite_stencil("laplacian").info));
  // Packaged without each nest's own part, a sequenced subroutine gets no entry, and the
  // header declares nothing for it.
  CHECK(st::mpi_header(request_for(chained, "chained")).find("chained_mpi(") == std::string::npos);
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
  // Each rank's time in each phase, from C and from Fortran.
  CHECK(h.find("void smooth_mpi_times(double *seconds);") != std::string::npos);
  CHECK(f.find("subroutine smooth_mpi_times(seconds)\n      real(kind=8), intent(out) :: seconds(6)") !=
        std::string::npos);
}

TEST_CASE("the MPI entry's source, its check and its timing compile warning-free with mpicc", "[mpi]") {
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
  std::ofstream(dir / "timing.c") << st::generate_mpi_timing(box.sub, box.symbols, box.info, options, 3);
  for (const char* file : {"box27_mpi.c", "check.c", "timing.c"}) {
    st::ProcessResult r = st::run_process({mpi->mpicc, "-std=c99", "-Wall", "-Wextra", "-Werror", "-I", dir.string(),
                                           "-c", (dir / file).string(), "-o", (dir / "x.o").string()});
    INFO(file << ": " << r.err << r.out);
    CHECK(r.ok());
  }
  fs::remove_all(dir);
}

TEST_CASE("over the CUDA library the entry computes on device copies and exchanges through GPU packing", "[mpi]") {
  st::test::AnalysedStencil lap = st::test::analyse_suite_stencil("laplacian");
  st::PackageRequest r = request_for(lap, "laplacian");
  st::PackagedVariant v;
  v.size = {32, 32, 32};
  st::PackagedPart part;
  part.target = "cuda";
  part.sub = &lap.sub;
  part.symbols = &lap.symbols;
  v.parts.push_back(part);
  r.kernels.front().variants.push_back(v);
  const std::string c = st::mpi_entry_source(r);
  // The arrays copied in before the exchange, the exchange on them, the library's device
  // entry on them, and the written array copied back.
  const size_t in = c.find("ST_LAPLACIAN_MPI_DEV_array_in(0, u, ");
  const size_t rebased = c.find("st_grids[0].base = (unsigned char *)st_d_u;");
  const size_t exchange = c.find("if (st_mh_exchange(&st_plan, st_times,");
  // The device entry's error kept (its launch error is not the sync's), returned after
  // the sync and before the copies back, once the exchange is done.
  const size_t call = c.find(
      "{ int st_l = laplacian_device(nx, ny, nz, alpha, beta, st_d_u, st_d_unext); if (st_l && !st_failed) "
      "st_failed = st_l; }");
  const size_t sync = c.find("ST_LAPLACIAN_MPI_DEV_sync()", call);
  const size_t failed = c.find("if (st_failed) return st_gpu_failed(", sync);
  const size_t out = c.find("ST_LAPLACIAN_MPI_DEV_array_out(unext, st_d_unext, ", failed);
  CHECK(c.find("(void)laplacian_device") == std::string::npos);
  CHECK(in != std::string::npos);
  CHECK(c.find("ST_LAPLACIAN_MPI_DEV_array_in(1, unext, ") != std::string::npos);
  CHECK(rebased > in);
  CHECK(exchange > rebased);
  CHECK(call > exchange);
  CHECK(sync > call);
  CHECK(failed != std::string::npos);
  CHECK(out != std::string::npos);
  // The exchange-alone entry exchanges the device copies too (resident arrays' are current).
  CHECK(c.find("if (st_mh_exchange(&st_plan, NULL") > rebased);
  // The read-only u goes back too: the exchange wrote its ghost layers.
  CHECK(c.find("ST_LAPLACIAN_MPI_DEV_array_out(u, st_d_u, ") != std::string::npos);
  CHECK(c.find("#define ST_MH_DEVICE_COPY ST_LAPLACIAN_MPI_DEV_copy") != std::string::npos);
  const std::string cu = st::mpi_device_source(r);
  CHECK(cu.find("#define ST_MHD(x) ST_LAPLACIAN_MPI_DEV_##x") != std::string::npos);
  CHECK(cu.find("#define ST_MHD_SLOTS 2") != std::string::npos);
  CHECK(st::mpi_header(r).find("#define LAPLACIAN_MPI_DEVICE_FAILED 6") != std::string::npos);

  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("st_mpi_gpu_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "laplacian_mpi.h") << st::mpi_header(r);
  std::ofstream(dir / "laplacian_mpi.c") << c;
  std::ofstream(dir / "laplacian.h") << st::package_header(r)
                                     << "int laplacian_device(int32_t nx, int32_t ny, int32_t nz, "
                                     << "double alpha, double beta, const double *u, double *unext);\n";
  std::ofstream(dir / "laplacian_mpi_device.cu") << cu;
  // The timing program spreads a node's ranks over its GPUs and waits for the serial
  // library's kernels before it stops the clock.
  st::MpiCheckOptions options;
  options.package = "laplacian";
  options.interior = {16, 16, 16};
  options.resident = true;
  options.device_helpers = st::mpi_device_symbol("laplacian", "");
  const std::string timing = st::generate_mpi_timing(lap.sub, lap.symbols, lap.info, options, 3);
  CHECK(timing.find("ST_LAPLACIAN_MPI_DEV_select(ST_on_node);") != std::string::npos);
  const size_t serial = timing.find("ST_t[1][r] = MPI_Wtime() - t0;");
  CHECK(timing.find("ST_LAPLACIAN_MPI_DEV_sync();", serial) < timing.find("ST_t[2][r] =", serial));
  CHECK(timing.find("laplacian_resident_begin(") < timing.find("laplacian_mpi(ST_cart"));
  std::ofstream(dir / "timing.c") << timing;
  if (std::optional<st::MpiToolchain> mpi = st::find_mpi_toolchain()) {
    for (const char* file : {"laplacian_mpi.c", "timing.c"}) {
      st::ProcessResult built =
          st::run_process({mpi->mpicc, "-std=c99", "-Wall", "-Wextra", "-Werror", "-I", dir.string(), "-c",
                           (dir / file).string(), "-o", (dir / "c.o").string()});
      INFO(file << ": " << built.err << built.out);
      CHECK(built.ok());
    }
  }
  if (st::run_process({"nvcc", "--version"}).ok()) {
    st::ProcessResult built =
        st::run_process({"nvcc", "-arch=sm_90", "-Xcompiler", "-Wall,-Wextra,-Werror", "-c",
                         (dir / "laplacian_mpi_device.cu").string(), "-o", (dir / "cu.o").string()});
    INFO(built.err << built.out);
    CHECK(built.ok());
  }
  fs::remove_all(dir);
}

TEST_CASE("a periodic check of nests run one by one compares with the entry on one periodic rank", "[mpi]") {
  st::test::AnalysedStencil heat = st::test::analyse_suite_stencil("timeloop/heat3d");
  REQUIRE(!st::mpi_check_refusal(heat.info, heat.symbols));
  st::MpiCheckOptions options;
  options.package = "heat3d";
  options.interior = {11, 11, 11};
  const std::string plain = st::generate_mpi_check(heat.sub, heat.symbols, heat.info, options);
  CHECK(plain.find("MPI_COMM_SELF") == std::string::npos);
  options.sequenced = true;
  const std::string text = st::generate_mpi_check(heat.sub, heat.symbols, heat.info, options);
  // Periodic: the entry on a one-rank periodic communicator, nest by nest and blocking,
  // the modes the ranks ran restored after; not periodic: the serial library.
  const size_t periodic = text.find("  if (ST_periods[0]) {\n    const char *ST_was[2]");
  REQUIRE(periodic != std::string::npos);
  const size_t one = text.find("MPI_Cart_create(MPI_COMM_SELF, 3, ST_ones, ST_periods, 0, &ST_one);", periodic);
  const size_t call = text.find("ST_code |= heat3d_mpi(ST_one, ", periodic);
  CHECK(text.find("setenv(\"STENCILTUNE_MPI_HALO_STEPS\", \"0\", 1);", periodic) < one);
  CHECK(text.find("setenv(\"STENCILTUNE_MPI_MODE\", \"blocking\", 1);", periodic) < one);
  CHECK(one < call);
  CHECK(call < text.find("unsetenv(\"STENCILTUNE_MPI_HALO_STEPS\");", periodic));
  CHECK(text.find("} else {\n    heat3d(", call) != std::string::npos);
  // The ranks' halo steps are read before the reference's call replaces them.
  CHECK(text.find("heat3d_mpi_times(ST_seconds);") < periodic);
  // tests/cases/mpi_suite.sh compiles and runs it (the time loops, periodic).
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

TEST_CASE("profiles and planes: read at the point in one nest, or refused with the reason", "[mpi]") {
  auto refusal = [](const std::string& read, bool time_loop) {
    const std::string nest =
        "    do k = 2, nz - 1\n      do j = 2, ny - 1\n        do i = 2, nx - 1\n"
        "          v(i,j,k) = " +
        read + " * (u(i-1,j,k) + u(i,j,k+1))\n        end do\n      end do\n    end do\n";
    const std::string body = time_loop ? "  do t = 1, nt\n" + nest + std::string("  end do\n") : nest;
    st::test::AnalysedStencil a = st::test::analysed(st::test::parse(
        "subroutine p(nx, ny, nz, nt, rho, c, u, v)\n  integer, intent(in) :: nx, ny, nz, nt\n"
        "  real(8), intent(in) :: rho(nz), c(ny, nz), u(nx, ny, nz)\n  real(8), intent(inout) :: v(nx, ny, nz)\n"
        "  integer :: i, j, k, t\n" +
        body + "end subroutine p\n"));
    return st::mpi_refusal(a.info, a.symbols).value_or("");
  };
  // One nest reads each rank's part of the profile at its own points: nothing to exchange.
  CHECK(refusal("rho(k) * c(j,k)", false).empty());
  // Read around the point, the profile would need ghost layers of its own.
  CHECK(refusal("rho(k+1)", false) ==
        "grid rho is read at offsets but has fewer dimensions than the nests (a profile or a plane)");
  // A time loop's entry moves every array it reads as a grid of the nests' dimensions.
  CHECK(refusal("c(j,k)", true) ==
        "array c runs along fewer dimensions than the nests (a profile or a plane), which the MPI entry of a time "
        "loop does not exchange");
}
