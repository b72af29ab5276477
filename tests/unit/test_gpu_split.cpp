// The several-GPU stage's choices without a GPU (driver/gpu_split.h): which devices and
// counts it times, how a layout reaches the library, and what it picks from timings.
// Timing the split on several GPUs, and on slabs of one, is tests/gpu/split_tune_cuda.sh.
#include <string>
#include <vector>

#include "catch.h"
#include "driver/gpu_split.h"

using st::Measurement;
using st::SplitLayout;
using st::SplitTiming;

namespace {

SplitTiming timed(int devices, double seconds, bool overlap = true, long long h = 1) {
  return SplitTiming{SplitLayout{devices, overlap, h}, Measurement::ok(seconds)};
}

}  // namespace

TEST_CASE("the split is timed over 1, 2, 4, ... and all of the node's devices", "[gpu_split]") {
  CHECK(st::split_device_counts(1) == std::vector<int>{1});
  CHECK(st::split_device_counts(2) == std::vector<int>{1, 2});
  CHECK(st::split_device_counts(4) == std::vector<int>{1, 2, 4});
  CHECK(st::split_device_counts(6) == std::vector<int>{1, 2, 4, 6});
  CHECK(st::split_device_counts(8) == std::vector<int>{1, 2, 4, 8});
}

TEST_CASE("a time loop's split is timed at every count with every exchange depth", "[gpu_split]") {
  auto text = [](const std::vector<SplitLayout>& layouts) {
    std::string t;
    for (const SplitLayout& l : layouts) {
      t += std::to_string(l.devices) + (l.overlap ? "o" : "b") + std::to_string(l.halo_steps) + " ";
    }
    return t;
  };
  CHECK(text(st::split_layouts(4, false)) == "1o1 2o1 4o1 ");
  CHECK(text(st::split_layouts(4, true)) == "1o1 2o1 2o2 2o4 4o1 4o2 4o4 ");
  CHECK(text(st::split_layouts(1, true)) == "1o1 ");
}

TEST_CASE("the node's devices are the visible ones, or those STENCILTUNE_DEVICES lists", "[gpu_split]") {
  std::string error;
  CHECK(st::split_devices(nullptr, 4, error) == std::vector<int>{0, 1, 2, 3});
  CHECK(st::split_devices("", 2, error) == std::vector<int>{0, 1});
  // One device repeated: slabs of one GPU, how a machine of one proves the stage.
  CHECK(st::split_devices("0,0,0", 1, error) == std::vector<int>{0, 0, 0});
  CHECK(st::split_devices("2,3", 4, error) == std::vector<int>{2, 3});
  for (const char* bad : {"4", "0,x", "0,,1", "-1", "0,", ",", "1.5"}) {
    INFO(bad);
    error.clear();
    CHECK_FALSE(st::split_devices(bad, 4, error).has_value());
    CHECK(error.find("STENCILTUNE_DEVICES='") == 0);
  }
}

TEST_CASE("a layout reaches the library through its environment", "[gpu_split]") {
  const std::vector<int> node = {3, 1, 2};
  CHECK(st::layout_environment(SplitLayout{2, false, 4}, node) ==
        std::vector<std::string>{"STENCILTUNE_DEVICES=3,1", "STENCILTUNE_OVERLAP=0", "STENCILTUNE_GPU_HALO_STEPS=4"});
  CHECK(st::layout_environment(SplitLayout{1, true, 1}, node).front() == "STENCILTUNE_DEVICES=3");
  CHECK(st::layout_text(SplitLayout{1, true, 1}, true) == "1 GPU");
  CHECK(st::layout_text(SplitLayout{4, true, 2}, true) ==
        "4 GPUs, interior overlapped with the exchange, exchanging every 2 steps");
  CHECK(st::layout_text(SplitLayout{2, false, 1}, false) == "2 GPUs, exchange before the interior");
}

TEST_CASE("the fastest split wins where it beats one GPU by the margin, else the grid stays on one", "[gpu_split]") {
  const long long points = 1000000, untimed = 1 << 18;
  SECTION("a split that pays: its count becomes the points each GPU must get") {
    std::vector<SplitTiming> t = {timed(1, 1.0), timed(2, 0.55), timed(4, 0.30), timed(4, 0.33, false),
                                  timed(4, 0.28, true, 2)};
    st::SplitChoice c = st::choose_split(t, points, untimed, true);
    REQUIRE(c.chosen == 4u);
    CHECK(c.min_points == points / 4);
    CHECK(points / c.min_points == 4);  // the library's rule gives 4 GPUs at this size
    CHECK(c.why.find("3.57x") != std::string::npos);
  }
  SECTION("a split within the margin of one GPU does not pay") {
    std::vector<SplitTiming> t = {timed(1, 1.0), timed(2, 0.97), timed(4, 0.99)};
    st::SplitChoice c = st::choose_split(t, points, untimed, false);
    REQUIRE(c.chosen == 0u);
    CHECK(points / c.min_points < 2);          // this size stays on one GPU,
    CHECK(points * 3 / 2 / c.min_points < 2);  // and one half as large again,
    CHECK(2 * points / c.min_points == 2);     // twice the points split over 2
    CHECK(c.why.find("kept on one GPU") == 0);
    CHECK(c.why.find("2 GPUs") != std::string::npos);
    // Never below the untimed rule: a measurement that splitting loses splits no sooner.
    CHECK(st::choose_split(t, points, 4 * points, false).min_points == 4 * points);
  }
  SECTION("invalid timings never win, and without one GPU's there is no choice") {
    std::vector<SplitTiming> t = {
        timed(1, 1.0), {SplitLayout{2, true, 1}, Measurement::invalid("wrong answer: x")}, timed(4, 0.5)};
    CHECK(st::choose_split(t, points, untimed, false).chosen == 2u);
    t[0].measurement = Measurement::invalid("crash");
    CHECK_FALSE(st::choose_split(t, points, untimed, false).chosen.has_value());
    std::vector<SplitTiming> none = {timed(1, 1.0), {SplitLayout{2, true, 1}, Measurement::invalid("hang")}};
    st::SplitChoice c = st::choose_split(none, points, untimed, false);
    CHECK(c.chosen == 0u);
    CHECK(c.why == "kept on one GPU: no split of this grid ran");
  }
}

TEST_CASE("one rule of points a GPU serves every tuned size's choice where it can", "[gpu_split]") {
  using st::SizedSplitChoice;
  std::vector<size_t> dropped;
  const long long untimed = 1 << 24;

  // One size split over all 4 GPUs: a call of that size gets the 4.
  long long m = st::combine_split_rules({SizedSplitChoice{100'000'000, 4}}, 4, untimed, dropped);
  CHECK(dropped.empty());
  CHECK(st::split_count(100'000'000, m, 4) == 4);

  // One size kept on one GPU: grids up to twice as large stay there, as choose_split's
  // rule for that size alone.
  m = st::combine_split_rules({SizedSplitChoice{20'000'000, 1}}, 4, untimed, dropped);
  CHECK(m == 20'000'000);
  CHECK(st::split_count(39'999'999, m, 4) == 1);
  CHECK(st::split_count(40'000'000, m, 4) == 2);

  // PARTANS' case: 126^3 kept on one GPU, 510^3 split over 4; both kept by one rule.
  const long long small = 126LL * 126 * 126, large = 510LL * 510 * 510;
  m = st::combine_split_rules({SizedSplitChoice{small, 1}, SizedSplitChoice{large, 4}}, 4, 1, dropped);
  CHECK(dropped.empty());
  CHECK(st::split_count(small, m, 4) == 1);
  CHECK(st::split_count(large, m, 4) == 4);

  // A count short of the node's is kept exactly, and a larger size still gets all.
  m = st::combine_split_rules({SizedSplitChoice{100'000'000, 2}, SizedSplitChoice{400'000'000, 4}}, 4, untimed,
                              dropped);
  CHECK(dropped.empty());
  CHECK(st::split_count(100'000'000, m, 4) == 2);
  CHECK(st::split_count(400'000'000, m, 4) == 4);

  // Sizes that disagree (the smaller split, the larger kept on one): the larger wins and
  // the smaller is named.
  m = st::combine_split_rules({SizedSplitChoice{1'000'000, 2}, SizedSplitChoice{100'000'000, 1}}, 4, 1, dropped);
  CHECK(dropped == std::vector<size_t>{0});
  CHECK(st::split_count(100'000'000, m, 4) == 1);
  CHECK(st::split_count(1'000'000, m, 4) == 1);
}

TEST_CASE("each tuned size keeps its own layout, for the variant tuned at it, where the sizes differ", "[gpu_split]") {
  // Variant 0 tuned at 512^3 split over 4 GPUs with h = 2, overlapped; variant 1 at 128^3
  // over 2 with h = 4, exchange first; variant 2 at 64^3 stayed on one GPU, its fastest
  // split like 128^3's.
  std::vector<st::SizeOutcome> outcomes(3);
  outcomes[0].points = 510LL * 510 * 510;
  outcomes[0].chosen = outcomes[0].fastest = st::SplitLayout{4, true, 2};
  outcomes[1].points = 126LL * 126 * 126;
  outcomes[1].chosen = outcomes[1].fastest = st::SplitLayout{2, false, 4};
  outcomes[2].points = 62LL * 62 * 62;
  outcomes[2].chosen = st::SplitLayout{1, true, 1};
  outcomes[2].fastest = st::SplitLayout{2, false, 4};
  const st::SlabTuning tuned = st::split_tuning(outcomes, {"512x512x512", "128x128x128", "64x64x64"}, 1000);
  CHECK(tuned.min_points == 1000);
  // The default is the largest split size's layout.
  CHECK(tuned.overlap);
  CHECK(tuned.halo_steps == 2);
  // By ascending points, each with the variant it was tuned for.
  REQUIRE(tuned.by_size.size() == 3);
  CHECK(tuned.by_size[0].variant == 2);
  CHECK(tuned.by_size[0].size == "64x64x64");
  CHECK(tuned.by_size[0].halo_steps == 4);
  CHECK(tuned.by_size[1].variant == 1);
  CHECK_FALSE(tuned.by_size[1].overlap);
  CHECK(tuned.by_size[2].variant == 0);
  CHECK(tuned.by_size[2].halo_steps == 2);
  // Where every size chose the same layout, one serves them all.
  outcomes[1].chosen = outcomes[1].fastest = st::SplitLayout{2, true, 2};
  outcomes[2].fastest = st::SplitLayout{4, true, 2};
  CHECK(st::split_tuning(outcomes, {"512x512x512", "128x128x128", "64x64x64"}, 1000).by_size.empty());
}
