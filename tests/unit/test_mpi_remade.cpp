// The MPI entry's timing remakes a packaged kernel's parts at other points of their
// spaces (driver/mpi_remade.h): the CPU library's at another count of threads a rank,
// the CUDA library's (whose space has no THREADS) at the search's runners-up as timed.
#include "catch.h"
#include "driver/mpi_remade.h"
#include "driver/tune_common.h"

namespace {

// A part whose space is BX {32,64,128} x BY {1,2,4} with BX*BY <= 256, and THREADS
// {1,2,4} with BX >= 32 * THREADS where `threads` (a CPU part; none: a CUDA part), its
// searched variants `searched`, remade as a part whose parameters are the point's.
st::ParamSpace part_space(bool threads) {
  st::ParamSpace s;
  s.add_dimension({"BX", {32, 64, 128}, "x"});
  s.add_dimension({"BY", {1, 2, 4}, "y"});
  s.add_constraint(
      {"block too large", {"BX", "BY"}, [](const st::Point& p) { return p.at("BX") * p.at("BY") <= 256; }, {}});
  if (threads) {
    s.add_dimension({"THREADS", {1, 2, 4}, "threads"});
    s.add_constraint({"too few columns a thread",
                      {"BX", "THREADS"},
                      [](const st::Point& p) { return p.at("BX") >= 32 * p.at("THREADS"); },
                      {}});
  }
  return s;
}

st::PackagedPart remakable_part(bool threads, const std::vector<st::Point>& searched) {
  st::PackagedPart part;
  part.target = threads ? "cpu" : "cuda";
  part.searched = searched;
  part.parameters = st::parameters_text(searched.front());
  part.space = [threads] { return part_space(threads); };
  part.made_at = [threads](const st::Point& p) {
    st::PackagedPart made;
    made.target = threads ? "cpu" : "cuda";
    made.parameters = st::parameters_text(p);
    made.threads = threads ? static_cast<int>(p.at("THREADS")) : 0;
    return made;
  };
  return part;
}

}  // namespace

TEST_CASE("a CUDA part is remade at the search's variant as timed", "[mpi_remade]") {
  const std::vector<st::Point> searched = {{{"BX", 64}, {"BY", 4}}, {{"BX", 128}, {"BY", 2}}, {{"BX", 32}, {"BY", 1}}};
  st::PackagedPart part = remakable_part(false, searched);
  for (int choice = 0; choice < 3; ++choice) {
    std::optional<st::Point> p = st::remade_point(part, 0, choice);
    REQUIRE(p);
    CHECK(*p == searched[static_cast<size_t>(choice)]);
    CHECK(p->count("THREADS") == 0);
  }
  CHECK_FALSE(st::remade_point(part, 0, 3));
  CHECK_FALSE(st::remade_point(part, 0, -1));
  // A variant outside the space (a --param of this run fixes what it varies) is none.
  st::ParamSpace fixed = part_space(false);
  fixed.fix("BY", 4);
  CHECK(st::remade_point(part, fixed, 0, 0));
  CHECK_FALSE(st::remade_point(part, fixed, 0, 1));
}

TEST_CASE("a CPU part is remade at another count of threads a rank, repaired where needed", "[mpi_remade]") {
  st::PackagedPart part = remakable_part(true, {{{"BX", 64}, {"BY", 2}, {"THREADS", 2}}});
  std::optional<st::Point> one = st::remade_point(part, 1, 0);
  REQUIRE(one);
  CHECK(*one == st::Point{{"BX", 64}, {"BY", 2}, {"THREADS", 1}});
  // BX=64 cannot feed 4 threads: the nearest legal point at THREADS=4 widens it.
  std::optional<st::Point> four = st::remade_point(part, 4, 0);
  REQUIRE(four);
  CHECK(four->at("THREADS") == 4);
  CHECK(four->at("BX") == 128);
  CHECK(part_space(true).legal(*four));
}

TEST_CASE("a kernel is remade at a runner-up at its first size only", "[mpi_remade]") {
  const std::vector<st::Point> searched = {{{"BX", 64}, {"BY", 4}}, {{"BX", 128}, {"BY", 2}}};
  st::PackagedKernel k;
  k.variants.resize(2);
  k.variants[0].parts = {remakable_part(false, searched)};
  k.variants[1].parts = {remakable_part(false, searched)};
  CHECK(st::kernel_choices(k) == 2);
  std::optional<st::PackagedKernel> at = st::kernel_at(k, 0, 1);
  REQUIRE(at);
  CHECK(at->variants[0].parts.front().parameters == st::parameters_text(searched[1]));
  CHECK(at->variants[1].parts.front().parameters == st::parameters_text(searched[0]));
  CHECK(st::kernel_threads(*at) == 0);
  // A part that cannot be remade (a target that fills no made_at) leaves no choice.
  k.variants[1].parts.front().made_at = nullptr;
  CHECK(st::kernel_choices(k) == 0);
  CHECK_FALSE(st::kernel_at(k, 0, 1));
}

TEST_CASE("the runners-up are the fastest valid variants other than the winner", "[mpi_remade]") {
  auto at = [](long long bx) { return st::Point{{"BX", bx}, {"BY", 1}}; };
  st::SearchResult result;
  result.evaluations = {{at(32), st::Measurement::ok(3.0)},
                        {at(64), st::Measurement::ok(1.0)},
                        {at(128), st::Measurement::invalid("differs")},
                        {at(256), st::Measurement::ok(2.0)},
                        {at(512), st::Measurement::ok(1.5)},
                        {at(256), st::Measurement::ok(2.5)}};
  // The winner (chosen by the final comparison) need not be the search's fastest.
  CHECK(st::runners_up(result, at(512), 2) == std::vector<st::Point>{at(64), at(256)});
  CHECK(st::runners_up(result, at(64), 3) == std::vector<st::Point>{at(512), at(256), at(32)});
  CHECK(st::runners_up(result, at(64), 0).empty());
}

TEST_CASE("a part made remakable lists its winner then its runners-up", "[mpi_remade]") {
  const st::Point winner = {{"BX", 64}, {"BY", 4}};
  const std::vector<st::Point> others = {{{"BX", 128}, {"BY", 2}}, {{"BX", 32}, {"BY", 1}}};
  st::PackagedPart template_part = remakable_part(false, {winner});
  st::TuningKey key;
  key.target = "cuda";
  st::PackagedPart part = st::remakable_part(
      winner, others, template_part.made_at, [] { return part_space(false); }, key);
  CHECK(part.parameters == st::parameters_text(winner));
  CHECK(part.searched == std::vector<st::Point>{winner, others[0], others[1]});
  REQUIRE(part.tuning_key);
  CHECK(part.tuning_key->target == "cuda");
  std::optional<st::Point> second = st::remade_point(part, 0, 1);
  REQUIRE(second);
  CHECK(part.made_at(*second).parameters == st::parameters_text(others[0]));
  CHECK(st::remakable_part(
            winner, {}, template_part.made_at, [] { return part_space(false); }, key)
            .searched == std::vector<st::Point>{winner});
}

TEST_CASE("a kernel's pool of threads is named once, and not at all for the CUDA library's", "[mpi_remade]") {
  CHECK(st::at_rank_threads(4) == " at THREADS=4 a rank");
  CHECK(st::at_rank_threads(1) == " at THREADS=1 a rank");
  CHECK(st::at_rank_threads(0).empty());
}
