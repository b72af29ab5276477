// Temporal blocking on the CUDA target (issue 24, part 4) without a GPU: the schedule of a
// pass (versions, halos backwards, delays forwards, rings), the refusals, BT in the space
// and the kernels and launches printed. Compiling them with nvcc is
// tests/cases/cuda_compile_time_loops.sh, running them on the CPU
// tests/cases/temporal_cuda_emulated.sh and on a GPU tests/gpu/temporal_cuda.sh.
#include <string>

#include "backends/c/temporal_blocking.h"
#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/temporal_schedule.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "harness/cuda_evaluator.h"
#include "strategy/cuda_strategy.h"
#include "test_support.h"

namespace {

using st::cuda::TemporalSchedule;

st::test::AnalysedStencil load(const std::string& name) { return st::test::analyse_suite_stencil("timeloop/" + name); }

st::test::AnalysedStencil load_input(const std::string& name) {
  return st::test::analysed(
      st::test::parsed(st::parse_file(std::string(STENCILTUNE_SOURCE_DIR) + "/tests/inputs/" + name + ".f95")));
}

std::string emitted(const st::test::AnalysedStencil& l, const std::vector<std::string>& params) {
  st::CudaEmitOptions options;
  return st::emit_cuda(l.sub, l.symbols, l.info, st::parse_cuda_variant(params, l.info), options);
}

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// sm_90's limits, as an H200 reports them (its multiprocessors left unknown).
st::CudaDevice sm90() {
  st::CudaDevice d;
  d.warp_size = 32;
  d.max_threads_per_block = 1024;
  d.shared_memory_per_block = 48 * 1024;
  d.shared_memory_per_block_optin = 227 * 1024;
  d.shared_memory_per_multiprocessor = 228 * 1024;
  d.max_threads_per_multiprocessor = 2048;
  return d;
}

}  // namespace

TEST_CASE("a pass of heat3d: two applications a step, each a plane behind the one it reads", "[cuda][temporal]") {
  auto l = load("heat3d");
  REQUIRE_FALSE(st::cuda::temporal_refusal(l.info));
  TemporalSchedule s = st::cuda::temporal_schedule(l.info, 2);
  REQUIRE(s.written == std::vector<std::string>{"v", "u"});
  REQUIRE(s.apps.size() == 4);
  // Versions: v0 <- u(in), u1 <- v0, v2 <- u1, u3 <- v2.
  CHECK(s.apps[0].read_version.at("u") == -1);
  CHECK(s.apps[1].read_version.at("v") == 0);
  CHECK(s.apps[2].read_version.at("u") == 1);
  CHECK(s.apps[2].prev_version.at("v") == 0);
  CHECK(s.apps[3].read_version.at("v") == 2);
  CHECK(s.apps[2].final_writes == std::set<std::string>{"v"});
  CHECK(s.apps[3].final_writes == std::set<std::string>{"u"});
  // Delays forwards: each a plane behind (radius 1 along z).
  for (int a = 0; a < 4; ++a) CHECK(s.apps[static_cast<size_t>(a)].delay == a + 1);
  // Halos backwards: the last computes the core, each earlier one a point more per side.
  for (int a = 0; a < 4; ++a) {
    for (int d = 0; d < 3; ++d) {
      CHECK(s.apps[static_cast<size_t>(a)].below[static_cast<size_t>(d)] == 3 - a);
      CHECK(s.apps[static_cast<size_t>(a)].above[static_cast<size_t>(d)] == 3 - a);
    }
  }
  CHECK(s.halo_below == std::vector<long long>{4, 4, 4});
  // Rings: the input u (3 planes for the stencil), v0 (read by the stencil and kept where
  // application 3 does not write), u1, v2; u3 goes straight to memory.
  REQUIRE(s.rings.size() == 4);
  CHECK(s.rings[0].grid == "u");
  CHECK(s.rings[0].version == -1);
  CHECK(s.rings[0].planes == 3);
  CHECK(s.ring("v", 0)->planes == 3);
  CHECK(s.ring("u", 1)->planes == 3);
  CHECK(s.ring("v", 2)->planes == 3);
  CHECK(s.ring("u", 3) == nullptr);
  CHECK(s.ring_planes() == 12);
}

TEST_CASE("register queues keep the reads at a thread's own point, the rings only in-plane neighbours",
          "[cuda][temporal]") {
  auto l = load("heat3d");
  TemporalSchedule s = st::cuda::temporal_schedule(l.info, 2, true);
  REQUIRE(s.rings.size() == 4);
  // The input u: its plane for the in-plane neighbours and the next (a plane ahead of the
  // stencil); of the centre column's three planes, the two the ring keeps are read there,
  // the oldest from a register.
  CHECK(s.rings[0].planes == 2);
  CHECK(s.rings[0].queue == 3);
  CHECK(s.rings[0].registers() == 1);
  // v0: read by the stencil (in-plane: 2 planes; the column: 3) and kept where
  // application 3 does not write (its own point, two planes behind: 3 in registers).
  CHECK(s.ring("v", 0)->planes == 2);
  CHECK(s.ring("v", 0)->queue == 3);
  CHECK(s.ring_planes() == 8);
  st::CudaVariant v;
  v.bt = 2;
  v.stream = true;
  v.rx = 1;
  v.ry = 2;
  // 4 rings of 1 fp64 plane in registers for each of a thread's 2 columns: 16 32-bit
  // registers.
  CHECK(st::cuda::temporal_queue_registers(l.info, v, 2) == 16);
  // A copy back (jacobi2d_copy's u = unew) reads only its own point: unew's versions need
  // no shared ring at all.
  auto j = load("jacobi2d_copy");
  TemporalSchedule c = st::cuda::temporal_schedule(j.info, 2, true);
  CHECK(c.ring("unew", 0)->planes == 0);
  CHECK(c.ring("unew", 0)->queue == 2);
  CHECK(c.ring("unew", 0)->registers() == 2);
}

TEST_CASE("a pass's shared-memory traffic counts each ring cell an application reads once", "[cuda][temporal]") {
  auto h = load("heat3d");
  st::CudaVariant v;
  v.stream = true;
  // An application of heat3d's 7-point star: the four in-plane neighbours and the centre
  // from its ring (the centre named twice, loaded once), the plane above from the value
  // the writer just stored, the one below from the register queue; per point of the
  // pass's 4 applications also 4 ring stores (u's input, v0, u1, v2; u3 goes to memory)
  // and 4 queue refills: 28 accesses, 7 an application. The generated pass's PTX has
  // the same 24 shared loads and 4 stores in its steady planes.
  CHECK(st::cuda::temporal_shared_accesses(h.info, v, 2) == Approx(7.0));
  CHECK(st::cuda::temporal_shared_accesses(h.info, v, 1) == Approx(7.0));
  // Without queues the plane below is a ring load instead of a refill: the same count.
  v.stream = false;
  CHECK(st::cuda::temporal_shared_accesses(h.info, v, 2) == Approx(7.0));
  // A thread of two adjacent rows (RY=2) loads the centre column's 4 rows once for both
  // points, and each row's neighbours beside it: 4 loads a point instead of 5.
  v.stream = true;
  v.ry = 2;
  CHECK(st::cuda::temporal_shared_accesses(h.info, v, 2) == Approx(6.0));
  v.ry = 4;
  CHECK(st::cuda::temporal_shared_accesses(h.info, v, 2) == Approx(5.5));
  v.ry = 1;
  // jacobi2d_sp's 5-point star reads no centre: two in-plane neighbours, a store and a
  // refill an application, 10 applications at BT=5 with 10 rings (the last goes to memory,
  // the input has one).
  auto j = load("jacobi2d_sp");
  v.stream = true;
  CHECK(st::cuda::temporal_shared_accesses(j.info, v, 5) == Approx(4.0));
  // The copy back reads only its own point, from registers, and keeps no ring: a pass of
  // jacobi2d_copy's two nests makes fewer accesses than two stencils would.
  auto c = load("jacobi2d_copy");
  CHECK(st::cuda::temporal_shared_accesses(c.info, v, 2) < 4.0);
  // Every time loop of the suite that can be blocked has some traffic at every depth, and
  // no more with queues than without (a queue's refill stands for the ring loads it saves).
  for (const char* name : {"heat3d", "heat3d_box27", "himeno_jacobi", "jacobi2d_copy", "jacobi2d_sp", "wave3d"}) {
    auto t = load(name);
    if (st::cuda::temporal_refusal(t.info)) continue;
    for (int steps = 1; steps <= 4; ++steps) {
      INFO(name << " BT=" << steps);
      v.stream = true;
      const double queued = st::cuda::temporal_shared_accesses(t.info, v, steps);
      v.stream = false;
      const double plain = st::cuda::temporal_shared_accesses(t.info, v, steps);
      CHECK(queued > 0.0);
      CHECK(queued <= plain);
    }
  }
}

TEST_CASE("a steady application computes only the tile's rows its region covers", "[cuda][temporal]") {
  st::CudaVariant v;
  v.stream = true;
  v.tx = 32;
  v.ty = 16;
  v.rx = 1;
  v.ry = 2;
  // heat3d at BT=2 in a 32x32 tile: halos of 4 rows, a core of rows 4..27. Each of the 4
  // applications reads its neighbours a row either side, so application a needs rows
  // 1 + a .. 30 - a; the last computes the core alone.
  auto h = load("heat3d");
  const TemporalSchedule s = st::cuda::temporal_schedule(h.info, 2, true);
  const std::vector<long long> tile = st::cuda::temporal_tile(h.info, v);
  REQUIRE(s.apps.size() == 4);
  for (size_t a = 0; a < 4; ++a) {
    INFO("application " << a);
    const st::cuda::TileRows rows = st::cuda::temporal_steady_rows(s, s.apps[a], tile);
    CHECK(rows.first == 1 + static_cast<long long>(a));
    CHECK(rows.last == 30 - static_cast<long long>(a));
  }
  // 30, 28, 26 and 24 rows of 32 points: 864 points an application, against the tile's 1024.
  CHECK(st::cuda::temporal_steady_points(h.info, v, 2) == Approx(864.0));
  // A pass of one step: halos of 2 rows, rows 1..30 and then the core.
  CHECK(st::cuda::temporal_steady_points(h.info, v, 1) == Approx(32.0 * (30 + 28) / 2));
  // In 2-D a warp holds columns, not rows: every application computes the whole tile.
  auto j = load("jacobi2d_sp");
  v.tx = 256;
  CHECK(st::cuda::temporal_steady_points(j.info, v, 5) == Approx(256.0));
}

TEST_CASE("a steady 3-D application loads a ring cell once for a thread's adjacent rows", "[cuda][temporal]") {
  auto h = load("heat3d");
  const std::string text = emitted(h, {"BT=2", "TX=32", "TY=16", "RY=2", "LB=2"});
  const size_t pass = text.find("void st_heat3d_pass2(");
  REQUIRE(pass != std::string::npos);
  const size_t steady = text.find("if (st_fast && st_t >= st_f0 && st_t <= st_f1) {", pass);
  const size_t edge = text.find("} else if (st_t >= st_f0 && st_t <= st_f1) {", steady);
  REQUIRE(steady != std::string::npos);
  REQUIRE(edge != std::string::npos);
  const std::string step = text.substr(steady, edge - steady);
  // A thread's two rows are adjacent; the first application (a row either side of its
  // region's rows 1..30) loads the centre column's 4 rows, rows -1..2 of the thread's,
  // once, and each row's neighbours beside it.
  CHECK(count(text, "const int st_ly = (int)threadIdx.y * 2 + st_r;") > 0);
  CHECK(count(text, "threadIdx.y + st_r * 16") == 0);
  CHECK(step.find("if ((int)threadIdx.y * 2 + 1 >= 1 && (int)threadIdx.y * 2 <= 30) {") != std::string::npos);
  CHECK(step.find("double st_p0_0_0[1][4];") != std::string::npos);
  CHECK(step.find("const int st_o = ((int)threadIdx.y * 2 + st_q - 1) * 32 + st_lx;") != std::string::npos);
  CHECK(step.find("st_p0_0_0[st_c][st_q] = st_ring[st_s2_1 + st_o];") != std::string::npos);
  CHECK(step.find("double st_p0_m1_0[1][2];") != std::string::npos);
  // The row above is the next row's centre (st_r + 2 of the 4), the centre st_r + 1.
  CHECK(step.find("+ st_p0_0_0[st_c][st_r] + st_p0_0_0[st_c][st_r + 2]") != std::string::npos);
  // The plane above the point, stored in the same step (the loads' and each application's
  // before), from the register it was stored from, not from the ring.
  CHECK(step.find("st_fw0[st_col] = st_pf0[st_col];") != std::string::npos);
  CHECK(step.find("st_ring[st_s2_1 + st_o + 2048] = U_st_new_v;\n                st_fw1[st_col] = U_st_new_v;") !=
        std::string::npos);
  CHECK(step.find("st_reg1[st_col][0] + st_fw1[st_col]") != std::string::npos);
  CHECK(step.find("st_reg0[st_col][0] + st_fw0[st_col]") != std::string::npos);
  // Every shared-memory read of the steady step is a loaded row or a queue's refill: 3
  // columns of cells for each of the 4 applications, read nowhere else.
  CHECK(count(step, "][st_q] = st_ring[") == 12);
  CHECK(count(step, "= st_ring[") == 12);
  // The edge and tested steps keep reading the rings at each row.
  CHECK(count(text.substr(edge), "st_fw") == 0);
}

TEST_CASE("a pass of jacobi2d_copy: the copy back reads its own point, so it runs in step", "[cuda][temporal]") {
  auto l = load("jacobi2d_copy");
  TemporalSchedule s = st::cuda::temporal_schedule(l.info, 3);
  REQUIRE(s.apps.size() == 6);
  CHECK(s.apps[0].delay == 1);
  CHECK(s.apps[1].delay == 1);  // u = unew at its own point: no lag
  CHECK(s.apps[2].delay == 2);
  CHECK(s.apps[5].delay == 3);
  CHECK(s.halo_below == std::vector<long long>{3, 3});
  // unew's first version is kept two planes: the next stencil's application, a plane
  // later, keeps it where it does not write.
  CHECK(s.ring("unew", 0)->planes == 2);
  CHECK(s.ring("u", 1)->planes == 3);
}

TEST_CASE("a pass of wave3d: three time levels rotated by copies", "[cuda][temporal]") {
  auto l = load("wave3d");
  TemporalSchedule s = st::cuda::temporal_schedule(l.info, 2);
  REQUIRE(s.apps.size() == 6);
  CHECK(s.written == std::vector<std::string>{"unext", "uprev", "u"});
  // Step 2's stencil reads u from the copy of step 1 and uprev from the other copy.
  CHECK(s.apps[3].read_version.at("u") == 2);
  CHECK(s.apps[3].read_version.at("uprev") == 1);
  CHECK(s.apps[3].prev_version.at("unext") == 0);
  CHECK(s.apps[3].final_writes == std::set<std::string>{"unext"});
  CHECK(s.apps[4].final_writes == std::set<std::string>{"uprev"});
  CHECK(s.apps[5].final_writes == std::set<std::string>{"u"});
  CHECK(s.halo_below == std::vector<long long>{2, 2, 2});
}

TEST_CASE("a pass stores a result no later pass reads only when it is the time loop's last", "[cuda][temporal]") {
  // heat3d's v, wave3d's unext and jacobi2d_copy's unew are written before any nest of a
  // step reads them: the next pass reads them only on the boundary, which no nest writes.
  CHECK(st::cuda::temporal_schedule(load("heat3d").info, 2).results_at_end == std::set<std::string>{"v"});
  CHECK(st::cuda::temporal_schedule(load("wave3d").info, 3).results_at_end == std::set<std::string>{"unext"});
  CHECK(st::cuda::temporal_schedule(load("jacobi2d_copy").info, 2).results_at_end == std::set<std::string>{"unew"});
  auto two = load_input("timeloop_two_grids");
  CHECK(st::cuda::temporal_schedule(two.info, 2).results_at_end == std::set<std::string>{"b", "c"});
  // timeloop_mixed's first nest reads b at its point before writing it.
  auto mixed = load_input("timeloop_mixed");
  CHECK(st::cuda::temporal_schedule(mixed.info, 2).results_at_end.empty());
  // A grid two nests write keeps its stores: where the second writes and the first does
  // not, the next pass reads the version this pass leaves.
  auto twice = st::test::analysed(st::test::parse(R"(
subroutine twice(n, nt, u, v)
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(n, n), v(n, n)
  integer :: i, j, t
  do t = 1, nt
    do j = 3, n - 2
      do i = 3, n - 2
        v(i,j) = u(i-1,j) + u(i+1,j)
      end do
    end do
    do j = 2, n - 1
      do i = 2, n - 1
        v(i,j) = 0.5d0 * v(i,j)
      end do
    end do
    do j = 2, n - 1
      do i = 2, n - 1
        u(i,j) = v(i,j)
      end do
    end do
  end do
end subroutine
)"));
  CHECK(st::cuda::temporal_schedule(twice.info, 2).results_at_end.empty());

  // heat3d's steady steps store v only in the last pass, its edge steps always; u always.
  const std::string text = emitted(load("heat3d"), {"BT=2"});
  CHECK(count(text, "const int st_last)") == 2);
  CHECK(count(text, "&& st_core && st_last) ST_to_v[") == 2);
  CHECK(count(text, "&& st_core) ST_to_v[") == 4);
  CHECK(count(text, "st_last) ST_to_u[") == 0);
  CHECK(text.find("    const int st_last = st_now == st_left;\n") != std::string::npos);
  CHECK(count(text, "st_zfirst, st_zlast, st_chunk, st_last);") == 4);
  // One pass on a slab (heat3d_pass_device) stores every result: its caller exchanges them.
  const size_t pass = text.find("extern \"C\" int heat3d_pass_device(");
  REQUIRE(pass != std::string::npos);
  CHECK(text.find("  const int st_last = 1;\n", pass) != std::string::npos);
  // Without such a result, the passes take no st_last.
  CHECK(emitted(mixed, {"BT=2"}).find("st_last") == std::string::npos);
}

TEST_CASE("time loops that cannot be blocked say why", "[cuda][temporal]") {
  auto himeno = load("himeno_jacobi");
  REQUIRE(st::cuda::temporal_refusal(himeno.info));
  CHECK(st::cuda::temporal_refusal(himeno.info)->find("reduction") != std::string::npos);
  try {
    emitted(himeno, {"BT=2"});
    FAIL("BT=2 was printed for Himeno's iterations");
  } catch (const st::UserError& e) {
    CHECK(std::string(e.what()).find("has a reduction") != std::string::npos);
  }
  // A nest before the time loop runs once, not once per step.
  auto before = st::test::analysed(st::test::parse(R"(
subroutine before(n, nt, u, v)
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(n, n), v(n, n)
  integer :: i, j, t
  do j = 1, n
    do i = 1, n
      v(i,j) = u(i,j)
    end do
  end do
  do t = 1, nt
    do j = 2, n - 1
      do i = 2, n - 1
        v(i,j) = u(i-1,j) + u(i+1,j)
      end do
    end do
    do j = 2, n - 1
      do i = 2, n - 1
        u(i,j) = v(i,j)
      end do
    end do
  end do
end subroutine
)"));
  REQUIRE(st::cuda::temporal_refusal(before.info));
  CHECK(st::cuda::temporal_refusal(before.info)->find("outside its time loop") != std::string::npos);
  // Grids of two precisions.
  auto mixed = st::test::analysed(st::test::parse(R"(
subroutine mixed(n, nt, u, v)
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(n, n)
  real(4), intent(inout) :: v(n, n)
  integer :: i, j, t
  do t = 1, nt
    do j = 2, n - 1
      do i = 2, n - 1
        v(i,j) = u(i-1,j) + u(i+1,j)
      end do
    end do
    do j = 2, n - 1
      do i = 2, n - 1
        u(i,j) = v(i,j)
      end do
    end do
  end do
end subroutine
)"));
  REQUIRE(st::cuda::temporal_refusal(mixed.info));
  CHECK(st::cuda::temporal_refusal(mixed.info)->find("element types") != std::string::npos);
  // A nest that reads a grid it assigned earlier in the same iteration: a pass would
  // read the version before the nest (on the CPU too).
  auto chained = st::test::analysed(st::test::parse(R"(
subroutine chained(n, nt, a, b, c)
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: a(n, n), b(n, n), c(n, n)
  integer :: i, j, t
  do t = 1, nt
    do j = 2, n - 1
      do i = 2, n - 1
        b(i,j) = a(i-1,j) + a(i+1,j)
        c(i,j) = 0.5d0 * b(i,j)
      end do
    end do
    do j = 2, n - 1
      do i = 2, n - 1
        a(i,j) = c(i,j) - b(i,j-1)
      end do
    end do
  end do
end subroutine
)"));
  REQUIRE(st::read_after_write(chained.info.nests[0]) == std::optional<std::string>("b"));
  CHECK_FALSE(st::read_after_write(chained.info.nests[1]));
  REQUIRE(st::cuda::temporal_refusal(chained.info));
  CHECK(st::cuda::temporal_refusal(chained.info)->find("reads 'b' after assigning it") != std::string::npos);
  REQUIRE(st::temporal_blocking_refusal(chained.sub, chained.info));
  CHECK(st::temporal_blocking_refusal(chained.sub, chained.info)->find("reads 'b' after assigning it") !=
        std::string::npos);
  // Read before it is assigned (an update in place): the version before, as a pass reads it.
  auto in_place = st::test::analysed(st::test::parse(R"(
subroutine in_place(n, nt, u, v)
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(n, n), v(n, n)
  integer :: i, j, t
  do t = 1, nt
    do j = 2, n - 1
      do i = 2, n - 1
        v(i,j) = v(i,j) + u(i-1,j) + u(i+1,j)
      end do
    end do
    do j = 2, n - 1
      do i = 2, n - 1
        u(i,j) = v(i,j)
      end do
    end do
  end do
end subroutine
)"));
  CHECK_FALSE(st::read_after_write(in_place.info.nests[0]));
  CHECK_FALSE(st::cuda::temporal_refusal(in_place.info));
  CHECK_FALSE(st::temporal_blocking_refusal(in_place.sub, in_place.info));
}

TEST_CASE("BT is a CUDA parameter of time loops only, bounded by the tile and shared memory", "[cuda][temporal]") {
  st::CudaDevice d;
  d.warp_size = 32;
  d.max_threads_per_block = 1024;
  d.shared_memory_per_block = 48 * 1024;
  d.shared_memory_per_block_optin = 227 * 1024;
  auto heat = load("heat3d");
  st::ParamSpace space = st::cuda_space(heat.info, heat.info.nests[0], {256, 256, 256}, d);
  REQUIRE(space.dimension("BT"));
  st::Point p = st::cuda_baseline(space, heat.info.nests[0]);
  p["BT"] = 2;
  p["TX"] = 32;
  p["TY"] = 8;
  p["RY"] = 1;
  // 32x8 points less 4 a side along y leaves no core.
  std::vector<std::string> broken = space.violations(p);
  REQUIRE_FALSE(broken.empty());
  CHECK(broken.front().find("no core") != std::string::npos);
  p["RY"] = 4;
  CHECK(space.violations(p).empty());
  // 64x64 points of fp64 in 12 planes are 384 KiB.
  p["TX"] = 64;
  p["TY"] = 16;
  broken = space.violations(p);
  REQUIRE(broken.size() == 1);
  CHECK(broken.front().find("shared memory") != std::string::npos);
  // Register queues: heat3d's 4 fp64 versions keep 1 plane each in registers (the
  // newer two are in their rings), 16 registers for 2 columns, within half of what 1024
  // threads may each have (32).
  p["TY"] = 16;
  p["RY"] = 2;
  p["STREAM"] = 1;
  p["ZB"] = 64;  // (a queue streams over 4 planes at least)
  CHECK(space.violations(p).empty());
  // wave3d's versions keep more, 40 registers; 512 threads may have 64.
  auto wave = load("wave3d");
  st::ParamSpace wave_space = st::cuda_space(wave.info, wave.info.nests[0], {256, 256, 256}, d);
  st::Point w = st::cuda_baseline(wave_space, wave.info.nests[0]);
  for (const char* name : {"BT", "TX", "TY", "RY", "STREAM", "ZB"}) w[name] = p.at(name);
  broken = wave_space.violations(w);
  REQUIRE(broken.size() == 1);
  CHECK(broken.front().find("40 registers > 32") != std::string::npos);
  w["TX"] = 32;
  CHECK(wave_space.violations(w).empty());
  // A nest on its own (as the tuner's jobs take them) has no BT, nor does a stencil
  // without a time loop.
  auto laplacian = st::test::analyse_suite_stencil("laplacian");
  CHECK_FALSE(st::cuda_space(laplacian.info, laplacian.info.nests[0], {256, 256, 256}, d).dimension("BT"));
  CHECK_THROWS_AS(st::parse_cuda_variant({"BT=2"}, laplacian.info), st::UserError);
}

TEST_CASE("--param BT=N prints a kernel per pass length and launches them BT steps at a time", "[cuda][temporal]") {
  auto l = load("heat3d");
  const std::string text = emitted(l, {"BT=3"});
  CHECK(text.find("BT=3.") != std::string::npos);
  for (int s = 1; s <= 3; ++s) {
    CHECK(text.find("__global__ __launch_bounds__") != std::string::npos);
    CHECK(text.find("void st_heat3d_pass" + std::to_string(s) + "(") != std::string::npos);
    CHECK(text.find("case " + std::to_string(s) + ":\n        st_heat3d_pass" + std::to_string(s) + "<<<") !=
          std::string::npos);
  }
  CHECK(text.find("st_heat3d_kernel0") == std::string::npos);  // no kernel per nest
  CHECK(text.find("    int st_now = st_left < 3 ? (int)st_left : 3;\n    if (st_halve && st_left <= 3) {") !=
        std::string::npos);
  // Every step through heat3d_steps_device, which the library's entry calls with fewer.
  CHECK(text.find("extern \"C\" int heat3d_steps_device(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, "
                  "double *restrict u, double *restrict v, ptrdiff_t st_steps)") != std::string::npos);
  CHECK(text.find("return heat3d_steps_device(nx, ny, nz, nt, alpha, u, v, (ptrdiff_t)nt);") != std::string::npos);
  // The second copy of each written grid, and the result back where the caller expects it.
  CHECK(text.find("st_tb_reserve_heat3d(1, st_bytes)") != std::string::npos);
  CHECK(text.find("if (st_from1 != u)") != std::string::npos);
  // Each pass computes the chunks of a range of planes of the slowest dimension: the
  // whole grid's here, a slab's through heat3d_pass_device (the split over several GPUs),
  // which runs one pass into the second copies it is given.
  CHECK(text.find("const ptrdiff_t st_c0 = st_zfirst + (ptrdiff_t)blockIdx.z * st_chunk;") != std::string::npos);
  CHECK(text.find("const ptrdiff_t st_zfirst = 1, st_zlast = (ptrdiff_t)nz, st_chunk = 64;") != std::string::npos);
  CHECK(text.find("st_from1, st_from0, st_to0, st_to1, st_zfirst, st_zlast, st_chunk, st_last);") != std::string::npos);
  // A shorter pass keeps a wider core of the same 64x32 tile (halos of 2 and 4 planes
  // against the longest's 6), so it launches fewer blocks: none without a core.
  CHECK(text.find("const ptrdiff_t st_gx = (st_e0 + 51) / 52, st_gy = (st_e1 + 19) / 20,") != std::string::npos);
  CHECK(text.find("const ptrdiff_t st_gx1 = (st_e0 + 59) / 60, st_gy1 = (st_e1 + 27) / 28;") != std::string::npos);
  CHECK(text.find("st_heat3d_pass1<<<dim3((unsigned)st_gx1, (unsigned)st_gy1, (unsigned)st_gz)") != std::string::npos);
  CHECK(text.find("st_heat3d_pass2<<<dim3((unsigned)st_gx2, (unsigned)st_gy2, (unsigned)st_gz)") != std::string::npos);
  CHECK(text.find("st_heat3d_pass3<<<dim3((unsigned)st_gx, (unsigned)st_gy, (unsigned)st_gz)") != std::string::npos);
  const size_t pass = text.find("extern \"C\" int heat3d_pass_device(");
  REQUIRE(pass != std::string::npos);
  CHECK(text.find("double *st_to0, double *st_to1, int st_steps, ptrdiff_t st_zfirst, ptrdiff_t st_zlast)", pass) <
        text.find("{", pass));
  CHECK(text.find("const ptrdiff_t st_e2 = st_zlast - st_zfirst + 1;", pass) != std::string::npos);
  CHECK(text.find("if (st_steps < 1 || st_steps > 3 ||", pass) != std::string::npos);
  // A slab runs in as many chunks of planes as the whole grid would (ZB=64 here).
  CHECK(text.find("st_chunks = (st_whole + 63) / 64;", pass) != std::string::npos);
  CHECK(text.find("ptrdiff_t st_chunk = st_chunks > 1 ? (st_e2 + st_chunks - 1) / st_chunks : 64;", pass) !=
        std::string::npos);
  CHECK(text.find("st_tb_reserve", pass) == std::string::npos);  // the caller's copies, not the library's
  CHECK(text.find("return (int)cudaGetLastError();", pass) != std::string::npos);
  // Six applications in the longest pass, one barrier a plane: each reads at other
  // threads' columns only planes written a step before. Each is printed three times: for
  // the steady planes of an interior block, without tests, for those of a block across the
  // grid's or a nest's edge, and for the others.
  CHECK(count(text, "/* Application 6: nest 2 of step 3") == 3);
  CHECK(count(text, "if (st_fast && st_t >= st_f0 && st_t <= st_f1) {") == 3);
  CHECK(count(text, "} else if (st_t >= st_f0 && st_t <= st_f1) {") == 3);
  CHECK(count(text, "__syncthreads();") == 3);  // (a pass of 1, 2 and 3 steps)
  // Points a nest does not write keep the input's value (read from memory) or the
  // version before (from its ring). The steady steps of a block across an edge select,
  // where the nest does not write, the input's values from registers, loaded a step ahead
  // right after the application reads them, only at the columns of its region outside the
  // nest's range.
  CHECK(text.find("U_st_new_v = v[") != std::string::npos);
  const size_t edge = text.find("} else if (st_t >= st_f0 && st_t <= st_f1) {");
  REQUIRE(edge != std::string::npos);
  CHECK(text.find("double st_k0_0[") < text.find("for (int st_t = 0; st_t < st_nt; ++st_t)"));
  const size_t kept = text.find("U_st_new_v = st_k0_0[st_col];", edge);
  const size_t next = text.find("st_k0_0[st_col] = v[st_g[st_col] + st_gz];", kept);
  CHECK(kept < next);
  CHECK(next < text.find("/* Application 2:", edge));
  CHECK(text.substr(kept, next - kept).find("const int st_u = st_t + st_w;") != std::string::npos);
  CHECK(text.substr(kept, next - kept).find("&& !(st_m >>") != std::string::npos);
  // A 2-D ring pass loads them at the edge step's start instead (kept_ahead).
  const std::string flat = emitted(load("jacobi2d_sp"), {"BT=3", "TX=256"});
  const size_t flat_edge = flat.find("} else if (st_t >= st_f0 && st_t <= st_f1) {");
  REQUIRE(flat_edge != std::string::npos);
  CHECK(flat.find("float st_k0_0[", flat_edge) < flat.find("/* Application 1:", flat_edge));
  CHECK(flat.find("float st_k0_0[") > flat.find("for (int st_t = 0; st_t < st_nt; ++st_t)"));
  // With register queues (STREAM=1) the stencil reads its in-plane neighbours from the
  // shared ring of the version it reads, two planes deep, and its centre column from the
  // thread's queue.
  const std::string queued = emitted(l, {"BT=3", "STREAM=1", "TX=32", "TY=16", "RY=1"});
  CHECK(queued.find("STREAM=1") != std::string::npos);
  // Its plane ahead and its centre are the newer two planes the ring keeps, at the
  // thread's own column (st_o), the plane behind the register fed from the plane leaving
  // the ring.
  CHECK(queued.find("st_reg0[st_col][0] = st_ring[st_s2_0 + st_o];") != std::string::npos);
  CHECK(queued.find("st_reg0[st_col][0] + st_ring[st_s2_0 + st_o] - 6.0 * st_ring[st_s2_1 + st_o]") !=
        std::string::npos);
  // Without the queues, every read is from the rings, three planes deep: the slots'
  // offsets rotate a plane at each step.
  const std::string shared = emitted(l, {"BT=3", "STREAM=0"});
  CHECK(shared.find("st_ring[st_s3_1 + st_o]") != std::string::npos);
  CHECK(shared.find("st_s3_0 = st_s3_1;") != std::string::npos);
  CHECK(shared.find("st_reg") == std::string::npos);
  // A pass's tile may be wider than its block: each thread takes RX columns (RX needs
  // the asynchronous ring only for BT=1).
  const std::string wide = emitted(l, {"BT=2", "RX=2", "TX=32", "TY=4", "RY=4", "STREAM=0"});
  CHECK(wide.find("for (int st_c = 0; st_c < 2; ++st_c)") != std::string::npos);
  CHECK(wide.find("const int st_lx = (int)threadIdx.x + st_c * 32;") != std::string::npos);
  CHECK_THROWS_AS(emitted(l, {"BT=1", "RX=2", "SMEM=0"}), st::UserError);
  // BT=1 is today's code: a kernel per nest launched once per step.
  const std::string plain = emitted(l, {"BT=1"});
  CHECK(plain.find("st_heat3d_kernel0") != std::string::npos);
  CHECK(plain.find("for (ptrdiff_t st_step = ") != std::string::npos);
  CHECK(plain.find("_pass1") == std::string::npos);
}

TEST_CASE("a tile too small for BT's halos is refused with the reason", "[cuda][temporal]") {
  auto l = load("heat3d");
  try {
    emitted(l, {"BT=4", "TY=2", "RY=1"});
    FAIL("a tile 2 points high was accepted for 4 steps of two radius-1 nests (8 points of halo a side)");
  } catch (const st::UserError& e) {
    CHECK(std::string(e.what()).find("no core") != std::string::npos);
  }
}

TEST_CASE("the blocked default weighs the warps a multiprocessor keeps against the tile's core", "[cuda][temporal]") {
  st::CudaDevice d = sm90();
  auto heat = load("heat3d");
  st::ParamSpace space = st::cuda_space(heat.info, heat.info.nests[0], {512, 512, 512}, d);
  auto tile = [&](const st::Point& p) {
    return std::to_string(p.at("TX") * p.at("RX")) + "x" + std::to_string(p.at("TY") * p.at("RY"));
  };
  // BT=2: the 32x32 tile keeps a core of 24x24 (56 %), 14 % less than the 64x32 tile's
  // 56x24 (66 %), and its rings (64 KiB) let 3 blocks share a multiprocessor where the
  // 64x32 tile's (128 KiB) let one: it is the default.
  st::Point two = st::cuda_temporal_default(space, heat.info, {{"BT", 2}}, d);
  CHECK(space.violations(two).empty());
  CHECK(tile(two) == "32x32");
  // Of the 32x32 tiles, the one of 1024 threads a point each (2 blocks, 64 warps a
  // multiprocessor) before that of 512 threads two points each (3 blocks, 48 warps).
  CHECK(two.at("TX") * two.at("TY") == 1024);
  // BT=3: the 32x32 tile's core (20x20, 39 %) is 24 % less than the 64x32 tile's (52x20,
  // 51 %): the larger core wins.
  st::Point three = st::cuda_temporal_default(space, heat.info, {{"BT", 3}}, d);
  CHECK(tile(three) == "64x32");
  // With LB=2 (registers capped for two blocks), tiles of at most 512 threads: the 32x32
  // tile of 32x16 threads two rows each, 3 blocks by their rings.
  st::Point capped = st::cuda_temporal_default(space, heat.info, {{"BT", 2}, {"LB", 2}}, d);
  CHECK(space.violations(capped).empty());
  CHECK(capped.at("LB") == 2);
  CHECK(tile(capped) == "32x32");
  CHECK(capped.at("TX") == 32);
  CHECK(capped.at("TY") * capped.at("RY") == 32);
  CHECK(capped.at("TX") * capped.at("TY") == 512);
  // Where a multiprocessor keeps one block whatever the tile, the 64x32 tile's 32 warps
  // and larger core win.
  d.shared_memory_per_multiprocessor = 100 * 1024;
  CHECK(tile(st::cuda_temporal_default(space, heat.info, {{"BT", 2}}, d)) == "64x32");
}

TEST_CASE("the blocked default of a 2-D loop keeps 8 blocks a multiprocessor and chunks that fill them",
          "[cuda][temporal]") {
  st::CudaDevice d = sm90();
  d.multiprocessors = 132;
  auto jacobi = load("jacobi2d_sp");
  st::ParamSpace space = st::cuda_space(jacobi.info, jacobi.info.nests[0], {8192, 8192}, d);
  // Rows of 256 points (8 blocks of 8 warps a multiprocessor, a core of 236: 92 %) before
  // rows of 512 (4 blocks, 96 %) and of 128 (16 blocks, 84 %: as many counted).
  st::Point five = st::cuda_temporal_default(space, jacobi.info, {{"BT", 5}}, d, {8192, 8192});
  CHECK(space.violations(five).empty());
  CHECK(five.at("TX") * five.at("RX") == 256);
  // 35 columns of blocks: chunks of 128 rows make 2240 blocks, at least the 1056 slots;
  // 256 rows would make 1120 but are longer than the 128 allowed.
  CHECK(five.at("ZB") == 128);
  // At 2048^2, 9 columns: chunks of 32 rows (576 blocks) fill fewest slots but most.
  CHECK(st::cuda_temporal_default(space, jacobi.info, {{"BT", 5}}, d, {2048, 2048}).at("ZB") == 32);
  // Without a size, the chunks of 64 rows the printer starts from; a fixed ZB is kept.
  CHECK(st::cuda_temporal_default(space, jacobi.info, {{"BT", 5}}, d).at("ZB") == 64);
  CHECK(st::cuda_temporal_default(space, jacobi.info, {{"BT", 5}, {"ZB", 256}}, d, {8192, 8192}).at("ZB") == 256);
}

TEST_CASE("a 2-D time loop's shuffle passes keep every version in registers, a warp's tile each", "[cuda][temporal]") {
  st::CudaDevice d = sm90();
  d.multiprocessors = 132;
  auto jacobi = load("jacobi2d_sp");
  // Registers only: each version a queue of the three rows its reader's star spans, no ring.
  TemporalSchedule s = st::cuda::temporal_schedule(jacobi.info, 5, true, true);
  CHECK(s.ring_planes() == 0);
  for (const st::cuda::TemporalRing& r : s.rings) {
    CHECK(r.planes == 0);
    CHECK(r.queue == 3);
  }
  st::ParamSpace space = st::cuda_space(jacobi.info, jacobi.info.nests[0], {8192, 8192}, d);
  REQUIRE(space.dimension("SHFL"));
  // Its default: blocks of 4 warps, 4 columns a lane, the most the space offers (a core of
  // 108 of a warp's 128 columns).
  st::Point five = st::cuda_temporal_default(space, jacobi.info, {{"BT", 5}, {"SHFL", 1}}, d, {8192, 8192});
  CHECK(space.violations(five).empty());
  CHECK(five.at("TX") == 128);
  CHECK(five.at("RX") == 4);
  CHECK(five.at("STREAM") == 1);
  st::CudaVariant v = st::cuda_variant_of(five);
  CHECK(st::cuda::temporal_tile(jacobi.info, v) == std::vector<long long>{128});
  CHECK(st::cuda::temporal_core(jacobi.info, v, 5) == std::vector<long long>{108});
  CHECK(st::cuda::temporal_shared_bytes(jacobi.info, v, 5) == 0);
  CHECK(st::cuda::temporal_queue_registers(jacobi.info, v, 5) == 120);
  // 120 registers of queues a thread: blocks of 1024 threads may each have 64.
  st::Point wide = five;
  wide["TX"] = 1024;
  REQUIRE(space.violations(wide).size() == 1);
  CHECK(space.violations(wide).front().find("120 registers > 64") != std::string::npos);
  // Shuffles only with blocking over time and register queues; step by step it is 0.
  st::Point step = five;
  step["BT"] = 1;
  CHECK_FALSE(space.violations(step).empty());
  // The pass printed: shuffles of the columns beside a lane's, no shared memory, no
  // barrier; the tile a warp's; the chunk widened at launch to four waves of blocks.
  const std::string cu = emitted(jacobi, {"BT=2", "SHFL=1"});
  CHECK(count(cu, "__shfl_up_sync") > 0);
  CHECK(count(cu, "__shfl_down_sync") == count(cu, "__shfl_up_sync"));
  CHECK(count(cu, "__syncthreads") == 0);
  CHECK(count(cu, "st_shared") == 0);
  CHECK(count(cu, "(blockIdx.x * 4u + (threadIdx.x >> 5))") == 2);
  CHECK(count(cu, "cudaOccupancyMaxActiveBlocksPerMultiprocessor") == 1);
  CHECK(count(cu, "st_sms * st_per * 4 / st_cols") == 1);
  // 3-D loops have no such passes.
  auto heat = load("heat3d");
  CHECK_FALSE(st::cuda_space(heat.info, heat.info.nests[0], {256, 256, 256}, d).dimension("SHFL"));
}

TEST_CASE("a time loop's default starts step by step, at its nests' own default", "[cuda][temporal]") {
  auto heat = load("heat3d");
  st::CudaDevice d;
  st::ParamSpace space = st::cuda_space(heat.info, heat.info.nests[0], {512, 512, 512}, d);
  REQUIRE(space.dimension("BT"));
  st::Point def = st::cuda_default(space, heat.info.nests[0], {512, 512, 512}, 132);
  CHECK(space.violations(def).empty());
  CHECK(def.at("BT") == 1);
  // The nests' space (BT fixed at 1, as their jobs hold it) gives the same kernel: the
  // time loop's search starts where the nests' defaults are, not at the space's first point.
  st::ParamSpace nests = space;
  nests.fix("BT", 1);
  CHECK(def == st::cuda_default(nests, heat.info.nests[0], {512, 512, 512}, 132));
  CHECK(def.at("TX") * def.at("TY") >= 128);
}

TEST_CASE("a time-loop variant is proven over two passes and the timed call's remainder", "[cuda][temporal]") {
  // 100 steps a call: BT=4 runs 25 passes of 4, proven over 2 (8 steps); BT=3 runs 33
  // passes of 3 and one of 1, proven over 2 and that one (7 steps); BT=8, 12 of 8 and one
  // of 4 (20 steps); step by step, 2 steps.
  CHECK(st::proof_steps(100, 4) == 8);
  CHECK(st::proof_steps(100, 3) == 7);
  CHECK(st::proof_steps(100, 8) == 20);
  CHECK(st::proof_steps(100, 1) == 2);
  // Never more than a call times.
  CHECK(st::proof_steps(12, 8) == 12);
  CHECK(st::proof_steps(5, 4) == 5);
}
