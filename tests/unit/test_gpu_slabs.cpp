// The CUDA library's split over several GPUs without a GPU (issue 26): which subroutines
// it takes, and what st_slabs_NAME runs for a single sweep and for a time loop. Building
// it into every suite stencil's library is tests/cases/library_suite_cuda.sh; running it
// on slabs of one GPU and on several GPUs, bit for bit, tests/gpu/slabs_cuda.sh.
#include <string>

#include "catch.h"
#include "package/gpu_slabs.h"
#include "test_support.h"

namespace {

bool contains(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

// A kernel of one variant whose parts are `stencil`'s nests, each with a box version
// (the text of which these tests do not read), or the whole subroutine where it is one nest.
struct Kernel {
  st::test::AnalysedStencil a;
  st::PackagedKernel k;
  explicit Kernel(st::test::AnalysedStencil analysed, bool boxes = true) : a(std::move(analysed)) {
    k.sub = &a.sub;
    k.symbols = &a.symbols;
    k.info = &a.info;
    st::PackagedVariant v;
    v.size_arguments = {{"nx", 64}, {"ny", 64}, {"nz", 64}};
    const bool nests = a.info.nests.size() > 1 || a.info.time_loop;
    for (size_t n = 0; n < (nests ? a.info.nests.size() : 1); ++n) {
      st::PackagedPart part;
      part.target = "cuda";
      part.sub = &a.sub;
      part.symbols = &a.symbols;
      part.nest = nests ? static_cast<int>(n) : -1;
      if (boxes) {
        part.box_source = [](const std::string& symbol) { return "/* " + symbol + " */"; };
        part.box_prototype = [](const std::string& symbol) { return "int " + symbol + "_device(void);\n"; };
      }
      (nests ? v.nest_parts : v.parts).push_back(part);
    }
    if (nests) v.parts = v.nest_parts;
    k.variants.push_back(v);
  }
};

}  // namespace

TEST_CASE("a single sweep is split along its slowest dimension, ghost planes as deep as it reads", "[cuda][slabs]") {
  Kernel lap(st::test::analyse_suite_stencil("laplacian"));
  REQUIRE_FALSE(st::slab_refusal(lap.k));
  auto boxes = st::slab_box_parts(lap.k);
  REQUIRE(boxes.size() == 1);
  CHECK(boxes[0].first == "laplacian_size1_box");
  const std::string text = st::slab_entry_source(lap.k);
  CHECK(contains(text, "static int st_slabs_laplacian(int32_t nx, int32_t ny, int32_t nz"));
  CHECK(contains(text, "int laplacian_size1_box_device(void);"));
  // u is read one plane below and above; unext is written, its own planes copied back.
  CHECK(contains(text, "st_a.host = (const void *)u;"));
  CHECK(contains(text, "st_a.below = 1;\n    st_a.above = 1;\n    st_a.written = 0;"));
  CHECK(contains(text, "st_a.below = 0;\n    st_a.above = 0;\n    st_a.written = 1;"));
  CHECK(contains(text, "st_a.upper = (ptrdiff_t)nz + 1;"));
  // The slab computes its own part of the loop along z, the whole loop along x and y.
  CHECK(contains(text, "std::max<long long>(1, st_s.slabs[st_k].first)"));
  CHECK(contains(text,
                 "(int32_t)(1), (int32_t)((ptrdiff_t)nx), (int32_t)(1), (int32_t)((ptrdiff_t)ny), "
                 "(int32_t)st_first, (int32_t)st_last"));
  // Unlisted devices split only where every GPU gets enough points; a sweep that exchanges
  // nothing between the GPUs pays sooner than a time loop.
  CHECK(st::slab_threshold(lap.a.info) == st::slab_min_points);
  CHECK(contains(text,
                 "const long long st_points = (long long)1 * std::max<long long>(0, (long long)((ptrdiff_t)nx) - "
                 "(long long)(1) + 1)"));
  CHECK(contains(text, "const long long st_fit = st_points / "));
  CHECK(contains(text, " / " + std::to_string(st::slab_min_points) + "LL;\n    if (st_fit < 2) return -1;"));
  CHECK(contains(text, "ST_TRY(st_slabs_copy_out(&st_s));"));
  // The choice of devices is one function, which NAME_resident_begin asks through
  // st_slabs_laplacian_splits; the entry returns where it does not split.
  CHECK(st::slab_splits_name(lap.k) == "st_slabs_laplacian_splits");
  CHECK(contains(text, "static int st_slabs_laplacian_splits(int32_t nx, int32_t ny, int32_t nz"));
  CHECK(contains(text, "return st_slabs_laplacian_devices(nx, ny, nz, alpha, beta, u, unext, st_devices) == 0;"));
  CHECK(contains(text,
                 "const int st_splits = st_slabs_laplacian_devices(nx, ny, nz, alpha, beta, u, unext, st_devices);\n"
                 "  if (st_splits != 0) return st_splits;"));
  // Resident arrays: the ghost planes a call starts from are as the last call left them,
  // and it leaves its own for the next.
  CHECK(contains(text, "st_stale[st_a] = st_s.arrays[st_a].stale;"));
  CHECK(contains(text, "st_s.arrays[st_a].stale = st_stale[st_a];\n  ST_TRY(st_slabs_copy_out(&st_s));"));
  // The report's count of GPUs is capped where the runtime caps the devices.
  CHECK(contains(text, "#define ST_SLABS_MAX " + std::to_string(st::slab_max_devices) + "\n"));
}

TEST_CASE("a time loop's nests refresh the ghost planes of what the nest before wrote", "[cuda][slabs]") {
  Kernel heat(st::test::analyse_suite_stencil("timeloop/heat3d"));
  REQUIRE_FALSE(st::slab_refusal(heat.k));
  const std::string all = st::slab_entry_source(heat.k);
  CHECK(contains(all, "for (ptrdiff_t st_step = 1; st_step <= (ptrdiff_t)nt; ++st_step) {"));
  // Exchanging before each nest (STENCILTUNE_GPU_HALO_STEPS=1): the loop after "else".
  const size_t each = all.find("} else {\n        for (ptrdiff_t st_step");
  REQUIRE(each != std::string::npos);
  const std::string text = all.substr(each);
  // Nest 1 reads u around and writes v; nest 2 reads v around and writes u.
  const size_t first = text.find("heat3d_size1_nest1_box_device(nx"),
               second = text.find("heat3d_size1_nest2_box_device(nx");
  REQUIRE(first != std::string::npos);
  REQUIRE(second != std::string::npos);
  // Each nest's launches (st_box) come after the refresh of what it reads around.
  const size_t refresh_u = text.find("static const int st_reads[] = {0};"),
               refresh_v = text.find("static const int st_reads[] = {1};");
  const size_t launch_first = text.find("ST_TRY(st_box(", first), launch_second = text.find("ST_TRY(st_box(", second);
  CHECK(first < refresh_u);
  CHECK(refresh_u < launch_first);
  CHECK(launch_first < second);
  CHECK(second < refresh_v);
  CHECK(refresh_v < launch_second);
  CHECK(text.find("st_stale[1] = 1;", first) < second);
  CHECK(contains(text.substr(second), "st_stale[0] = 1;"));
  // While the ghost planes travel, each slab computes the planes that read none of them
  // (one plane in from each neighbour's side), then the shell once they are there.
  CHECK(contains(text, "st_slabs_refresh_begin(&st_s, st_stale, st_reads, 1, 1, &st_travelling)"));
  CHECK(contains(text, "std::max<long long>(st_from[st_k], st_s.slabs[st_k].first + 1)"));
  CHECK(contains(text, "std::min<long long>(st_to[st_k], st_s.slabs[st_k].last - 1)"));
  const size_t interior = text.find("ST_TRY(st_box(st_k, st_inner_from[st_k], st_inner_to[st_k]));", second),
               end = text.find("ST_TRY(st_slabs_refresh_end(&st_s));", second),
               shell = text.find("ST_TRY(st_box(st_k, st_from[st_k], std::min(st_to[st_k], st_inner_from[st_k] - 1)));",
                                 second);
  CHECK(interior < end);
  CHECK(end < shell);
  CHECK(shell != std::string::npos);
  CHECK(st::slab_threshold(heat.a.info) == st::slab_min_points_exchanging);
  // The planes cut are the nests' loop along z.
  CHECK(contains(all, "long long st_lo = 2, st_hi = (ptrdiff_t)nz - 1;"));
}

TEST_CASE("a time loop exchanged every h steps takes ghost planes for h steps and recomputes its neighbours' planes",
          "[cuda][slabs]") {
  Kernel heat(st::test::analyse_suite_stencil("timeloop/heat3d"));
  const std::string all = st::slab_entry_source(heat.k);
  CHECK(contains(all,
                 "const long long st_h = st_slabs_halo_steps(" + std::to_string(st::slab_default_halo_steps) + ");"));
  // A step reads one plane around twice (u -> v -> u): u, read by the first nest, needs
  // 2h ghost planes, v (written by the first and read by the second) 2h - 1.
  CHECK(contains(all, "st_a.below = std::max<long long>(st_a.below, (st_h - 1) * 2 + 2);"));
  CHECK(contains(all, "st_a.above = std::max<long long>(st_a.above, (st_h - 1) * 2 + 1);"));
  // The slabs are at least as thick as the deepest ghost layer.
  REQUIRE(contains(all, "if (st_slabs_plan(&st_s, st_devices, st_lo, st_hi, st_thick, 1)) return -1;"));
  CHECK(all.find("st_thick = std::max({st_thick, st_a.below, st_a.above});") <
        all.find("if (st_slabs_plan(&st_s, st_devices, st_lo, st_hi, st_thick, 1)) return -1;"));
  const size_t blocked = all.find("if (st_h > 1) {\n        for (ptrdiff_t st_step"),
               each = all.find("} else {\n        for (ptrdiff_t st_step");
  REQUIRE(blocked != std::string::npos);
  REQUIRE(each != std::string::npos);
  const std::string block = all.substr(blocked, each - blocked);
  CHECK(contains(block, "const long long st_j = (long long)(st_step - 1) % st_h;"));
  // Only at a block's start, and only u: v is recomputed past the slab by the first nest.
  CHECK(contains(block, "static const int st_reads[] = {0};\n"));
  CHECK(contains(block,
                 "if (st_j == 0) ST_TRY(st_slabs_refresh_begin(&st_s, st_stale, st_reads, 1, 1, &st_travelling));"));
  CHECK_FALSE(contains(block, "st_reads[] = {1}"));
  // The first nest reaches the planes the rest of the block reads: 2 a step left, and
  // the second nest's 1; the second the rest of the block's.
  CHECK(contains(block, "st_s.slabs[st_k].first - ((st_h - 1 - st_j) * 2 + 1)"));
  CHECK(contains(block, "st_s.slabs[st_k].last + ((st_h - 1 - st_j) * 2 + 0)"));
}

TEST_CASE("a time loop blocked over time runs its passes on each slab, exchanging before each pass", "[cuda][slabs]") {
  Kernel heat(st::test::analyse_suite_stencil("timeloop/heat3d"));
  // The tuned variant blocks the time loop, 3 steps a pass, in one part.
  st::PackagedPart blocked;
  blocked.target = "cuda";
  blocked.sub = &heat.a.sub;
  blocked.symbols = &heat.a.symbols;
  blocked.steps_per_pass = 3;
  blocked.pass_prototype = [](const std::string& symbol) { return "int " + symbol + "_pass_device(void);\n"; };
  CHECK(st::slab_pass_steps(heat.k, 0) == 1);
  heat.k.variants[0].parts = {blocked};
  CHECK(st::slab_pass_steps(heat.k, 0) == 3);
  REQUIRE_FALSE(st::slab_refusal(heat.k));
  const std::string text = st::slab_entry_source(heat.k);
  CHECK(contains(text, "int heat3d_size1_pass_device(void);"));
  // Ghost planes for a whole pass, whatever STENCILTUNE_GPU_HALO_STEPS says: 2 a step of u.
  CHECK(contains(text, "const long long st_h = (st_variant == 0 ? 3LL : st_slabs_halo_steps(1));"));
  CHECK(contains(text, "st_a.below = std::max<long long>(st_a.below, (st_h - 1) * 2 + 2);"));
  const size_t passes = text.find("/* The time loop, 3 steps a pass, each pass on every slab. */");
  REQUIRE(passes != std::string::npos);
  const std::string loop = text.substr(passes);
  // The nests are not run one by one, except for the single last step of an odd number
  // of passes (1, 7, 13 ... steps), as the one-GPU entry peels it (same bits); the pass
  // writes the second copies of v and u (the order the loop first writes them), then
  // those take the first's place.
  CHECK(
      contains(loop, "const ptrdiff_t st_peel = st_steps > 0 && ((st_steps + 2) / 3) % 2 == 1 && st_steps % 3 == 1;"));
  CHECK(contains(loop, "for (ptrdiff_t st_left = st_steps - st_peel; st_left > 0;) {"));
  const size_t peel = loop.find("for (ptrdiff_t st_step = 0; st_step < st_peel; ++st_step) {");
  REQUIRE(peel != std::string::npos);
  CHECK_FALSE(contains(loop.substr(0, peel), "_box_device("));
  const std::string peeled = loop.substr(peel, loop.find("break;") - peel);
  const size_t nest1 = peeled.find("heat3d_size1_nest1_box_device("),
               nest2 = peeled.find("heat3d_size1_nest2_box_device(");
  CHECK(nest1 != std::string::npos);
  CHECK(nest2 != std::string::npos);
  CHECK(nest1 < nest2);
  CHECK(contains(loop, "static const int st_grids[] = {1, 0}, st_reads[] = {0};"));
  CHECK(contains(loop,
                 "(double *)st_slabs_second_pointer(st_sp, st_k, 1), (double *)st_slabs_second_pointer(st_sp, "
                 "st_k, 0), st_now, (ptrdiff_t)st_first, (ptrdiff_t)st_last);"));
  CHECK(contains(loop, "int st_halve = (((st_steps - st_peel) + 2) / 3) % 2 == 1"));
  CHECK(contains(loop, "int st_now = st_left < 3 ? (int)st_left : 3;"));
  CHECK(contains(loop, "if (st_halve && st_left <= 3) {"));
  // Only u, which the pass loads, is exchanged; the interior (6 planes in: 3 steps of two
  // sweeps reading one plane around) computes while it travels, as the pass writes
  // only the second copies.
  CHECK(contains(loop, "ST_TRY(st_slabs_refresh_begin(&st_s, st_stale, st_reads, 1, 1, &st_travelling));"));
  CHECK(contains(loop, "std::max<long long>(st_from[st_k], st_s.slabs[st_k].first + 6)"));
  CHECK(contains(loop, "std::min<long long>(st_to[st_k], st_s.slabs[st_k].last - 6)"));
  // The first and last slabs compute the arrays' end planes too: the pass copies the
  // boundary into the second copy.
  CHECK(contains(loop, "st_from[st_k] = std::max<long long>(1, st_s.slabs[st_k].first);"));
  CHECK(contains(loop, "st_to[st_k] = std::min<long long>((ptrdiff_t)nz, st_s.slabs[st_k].last);"));
  const size_t launch = loop.find("ST_TRY(st_pass(st_k, st_inner_from[st_k], st_inner_to[st_k]));"),
               swap = loop.find("st_slabs_swap(&st_s, (size_t)st_grids[st_g]);");
  CHECK(launch < swap);
  CHECK(swap != std::string::npos);
  CHECK(contains(loop, "st_stale[st_grids[st_g]] = 1;"));
}

TEST_CASE("a timed split's device rule, exchange depth and overlap become the library's defaults", "[cuda][slabs]") {
  Kernel heat(st::test::analyse_suite_stencil("timeloop/heat3d"));
  // Untimed: the defaults of gpu_slabs.h, the overlap on.
  CHECK(st::slab_threshold(heat.k) == st::slab_min_points_exchanging);
  CHECK(st::slab_halo_steps(heat.k) == st::slab_default_halo_steps);
  CHECK(st::slab_overlap(heat.k));
  st::SlabTuning timed;
  timed.min_points = 12345;
  timed.overlap = false;
  timed.halo_steps = 3;
  timed.basis = "timed";
  heat.k.slab_tuning = timed;
  const std::string text = st::slab_entry_source(heat.k);
  CHECK(contains(text, "/ 12345LL;"));
  CHECK(contains(text, "const long long st_h = st_slabs_halo_steps(3);"));
  CHECK(contains(text, "if (st_slabs_plan(&st_s, st_devices, st_lo, st_hi, st_thick, 0)) return -1;"));
  CHECK_FALSE(contains(text, std::to_string(st::slab_min_points_exchanging)));
  // Sizes that split best with different layouts: a call takes that of the size whose
  // variant it runs (the second tuned size here was the smaller; a size that was not
  // split, variant 2, takes the largest split size's).
  timed.by_size = {{1000, "10x10x10", true, 4, 1}, {1000000, "100x100x100", false, 2, 0}};
  heat.k.slab_tuning = timed;
  const std::string sized = st::slab_entry_source(heat.k);
  CHECK(
      contains(sized, "const long long st_h = st_slabs_halo_steps((st_variant == 1 ? 4 : st_variant == 0 ? 2 : 3));"));
  CHECK(contains(sized, "st_thick, (st_variant == 1 ? 1 : st_variant == 0 ? 0 : 0))) return -1;"));
  CHECK(sized.find("const int st_variant = heat3d_pick(") < sized.find("st_slabs_halo_steps((st_variant"));
  heat.k.slab_tuning = timed = {};
  // The deepest ghost layer: heat3d reads one plane around in each of its two sweeps a
  // step, so h steps between exchanges take 2h planes of u.
  CHECK(st::slab_ghost_depth(heat.k, 1) == 1);
  CHECK(st::slab_ghost_depth(heat.k, 2) == 4);
  CHECK(st::slab_ghost_depth(heat.k, 4) == 8);
  Kernel wide(st::test::analyse_suite_stencil("star25_sp"));
  CHECK(st::slab_ghost_depth(wide.k, 1) == 4);
  CHECK(st::slab_ghost_depth(wide.k, 8) == 4);  // not a time loop: no deeper exchange
}

TEST_CASE("the split refuses reductions, arrays written in pieces and nests without a box version", "[cuda][slabs]") {
  Kernel residual(st::test::analyse_suite_stencil("reductions/residual7"));
  auto why = st::slab_refusal(residual.k);
  REQUIRE(why);
  CHECK(contains(*why, "reduction"));
  CHECK(st::slab_box_parts(residual.k).empty());

  Kernel extra(st::test::analysed(st::test::parse(R"(subroutine twice(n, u, w)
  integer, intent(in) :: n
  real(8), intent(in) :: u(n, n, n)
  real(8), intent(inout) :: w(n, n, n, 2)
  integer :: i, j, k
  do k = 2, n - 1
    do j = 2, n - 1
      do i = 2, n - 1
        w(i,j,k,1) = u(i,j,k-1) + u(i,j,k+1)
      end do
    end do
  end do
end subroutine
)")));
  why = st::slab_refusal(extra.k);
  REQUIRE(why);
  CHECK(contains(*why, "'w'"));

  Kernel unboxed(st::test::analyse_suite_stencil("laplacian"), /*boxes=*/false);
  why = st::slab_refusal(unboxed.k);
  REQUIRE(why);
  CHECK(contains(*why, "no version over a part of the grid"));
}

TEST_CASE("an array the slowest dimension does not index last is read whole on every slab", "[cuda][slabs]") {
  Kernel coefficients(st::test::analysed(st::test::parse(R"(subroutine scaled(n, c, d, u, v)
  integer, intent(in) :: n
  real(8), intent(in) :: c(n), d(n), u(n, n, n)
  real(8), intent(inout) :: v(n, n, n)
  integer :: i, j, k
  do k = 2, n - 1
    do j = 2, n - 1
      do i = 2, n - 1
        v(i,j,k) = c(i) * u(i,j,k-1) + d(i) * u(i,j,k+1)
      end do
    end do
  end do
end subroutine
)")));
  REQUIRE_FALSE(st::slab_refusal(coefficients.k));
  const std::string text = st::slab_entry_source(coefficients.k);
  const size_t c = text.find("st_a.host = (const void *)c;");
  REQUIRE(c != std::string::npos);
  CHECK(text.find("st_a.plane = 0;", c) < text.find("st_a.host = (const void *)u;"));
}

TEST_CASE("the split's own names never collide with the user's", "[cuda][slabs]") {
  // A dummy named like the split's locals without their st_ prefix (which the backends
  // rename in a user's names): `st` must stay the user's array.
  Kernel named(st::test::analysed(st::test::parse(R"(subroutine smooth(n, st, v)
  integer, intent(in) :: n
  real(8), intent(in) :: st(n, n, n)
  real(8), intent(inout) :: v(n, n, n)
  integer :: i, j, k
  do k = 2, n - 1
    do j = 2, n - 1
      do i = 2, n - 1
        v(i,j,k) = st(i,j,k-1) + st(i,j,k+1)
      end do
    end do
  end do
end subroutine
)")));
  REQUIRE_FALSE(st::slab_refusal(named.k));
  const std::string text = st::slab_entry_source(named.k);
  CHECK(contains(text, "st_a.host = (const void *)st;"));
  CHECK_FALSE(contains(text, "&st,"));
  CHECK_FALSE(contains(text, "&st)"));
  CHECK_FALSE(contains(text, " st."));
}
