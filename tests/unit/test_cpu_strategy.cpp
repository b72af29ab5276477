// The CPU space of the laplacian at 256^3 on a made-up machine (2 cores, 2 MiB L2 each,
// one shared 32 MiB L3, one NUMA node): every emitted point obeys the rules as written
// out by hand here, every pruned one breaks one, the families are counted, and the
// default variant is legal and the one the rules predict.
#include <algorithm>

#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "strategy/cpu_strategy.h"
#include "test_support.h"

namespace {

using st::test::suite_nest;

st::MachineInfo fake_machine() {
  st::MachineInfo m;
  m.cpu_model = "test CPU";
  m.cores = 2;
  m.hw_threads = 2;
  m.numa_nodes = 1;
  m.simd_bytes = 32;
  m.caches = {{1, 32ULL << 10, 64, 2, 1}, {2, 2ULL << 20, 64, 2, 1}, {3, 32ULL << 20, 64, 1, 2}};
  return m;
}

const std::vector<long long> cube{256, 256, 256};
constexpr long long mib = 1LL << 20;

// The laplacian's rules, by hand: u read with a halo of 1, unext written, 8 bytes.
long long hand_working_set(const st::Point& p) {
  return (p.at("CX") + 2) * (p.at("CY") + 2) * (p.at("CZ") + 2) * 8 + p.at("CX") * p.at("CY") * 8;
}

long long hand_blocks(const st::Point& p, const std::vector<long long>& e) {
  return ((e[0] + p.at("CX") - 1) / p.at("CX")) * ((e[1] + p.at("CY") - 1) / p.at("CY")) *
         ((e[2] + p.at("CZ") - 1) / p.at("CZ"));
}

bool hand_legal(const st::Point& p, const std::vector<long long>& e) {
  return p.at("CX") <= e[0] && p.at("CY") <= e[1] && p.at("CZ") <= e[2] && hand_working_set(p) <= 16 * mib &&
         p.at("THREADS") <= 2 && p.at("THREADS") * p.at("CHUNK") <= hand_blocks(p, e) &&
         (p.at("THREADS") > 1 || p.at("CHUNK") == 1) && p.at("RX") <= p.at("CX") && p.at("RY") <= p.at("CY") &&
         p.at("RZ") <= p.at("CZ") && p.at("NUMA") == 0 && (p.at("SCHED") == 0 || p.at("THREADS") > 1) &&
         p.at("TEAM") == 1 && p.at("TBX") == 0 && p.at("TBY") == 0 && p.at("TBZ") == 0;
}

std::vector<std::string> names(const st::ParamSpace& s) {
  std::vector<std::string> v;
  for (const st::Dimension& d : s.dimensions()) v.push_back(d.name);
  return v;
}

}  // namespace

TEST_CASE("the CPU space of the laplacian has the table's options", "[cpu_strategy]") {
  st::NestInfo nest = suite_nest("laplacian");
  st::ParamSpace s = st::cpu_space(nest, cube, fake_machine());
  CHECK(names(s) == std::vector<std::string>{"CX", "CY", "CZ", "THREADS", "TEAM", "CHUNK", "TBX", "TBY", "TBZ", "RX",
                                             "RY", "RZ", "NUMA", "NT", "SIMD", "SCHED"});
  CHECK(s.dimension("CX")->values == std::vector<long long>{16, 32, 64, 128, 256});  // from two 64-byte lines
  CHECK(s.dimension("CZ")->values == std::vector<long long>{4, 8, 16, 32, 64, 128, 256});
  CHECK(s.dimension("THREADS")->values == std::vector<long long>{1, 2});
  CHECK(s.dimension("RX")->values.size() == 8);
  CHECK(s.dimension("RY")->values == std::vector<long long>{1, 2});
  CHECK(s.dimension("NT")->values == std::vector<long long>{0, 1});
  CHECK(s.dimension("PAD") == nullptr);  // the library cannot pad the caller's arrays
  CHECK(st::core_block_capacity(fake_machine()) == 16 * mib);
  CHECK(st::core_block_working_set(nest, {{"CX", 256}, {"CY", 16}, {"CZ", 32}}) ==
        hand_working_set({{"CX", 256}, {"CY", 16}, {"CZ", 32}}));
  CHECK(st::core_block_count(cube, {{"CX", 256}, {"CY", 16}, {"CZ", 32}}) == 128);
}

TEST_CASE("no pruned-away point is emitted, and every pruned point breaks a rule", "[cpu_strategy]") {
  st::NestInfo nest = suite_nest("laplacian");
  std::vector<std::string> log;
  st::ParamSpace s = st::cpu_space(nest, cube, fake_machine(), [&](const std::string& l) { log.push_back(l); });
  long long emitted = 0;
  bool all_legal = true;
  st::SpaceTally t = s.for_each_legal([&](const st::Point& p) {
    ++emitted;
    if (!hand_legal(p, cube)) all_legal = false;
    return true;
  });
  CHECK(all_legal);
  CHECK(emitted == t.legal);
  CHECK(t.total == s.size());
  CHECK(t.legal + t.pruned_total() == t.total);
  // Every 97th point of the product, legal or not: the space and the hand agree.
  long long checked = 0;
  for (long long o = 0; o < s.size(); o += 97, ++checked) {
    st::Point p = s.point_at(o);
    if (s.legal(p) != hand_legal(p, cube)) FAIL("disagree at " << s.format(p));
  }
  CHECK(checked > 10000);

  auto family = [&](const std::string& name) {
    auto it =
        std::find_if(t.pruned.begin(), t.pruned.end(), [&](const st::PrunedFamily& f) { return f.family == name; });
    return it == t.pruned.end() ? 0LL : it->count;
  };
  CHECK(family("core block working set exceeds the cache") > 0);
  // At 256^3 the largest block that fits (256x256x16) still leaves 16 blocks for
  // 2 threads x 8; a smaller grid fits in one block and idles a thread.
  CHECK(family("idle threads: threads x chunk exceed the core blocks") == 0);
  st::SpaceTally small = st::cpu_space(nest, {64, 64, 64}, fake_machine()).tally();
  REQUIRE(!small.pruned.empty());
  CHECK(small.pruned[0].family == "idle threads: threads x chunk exceed the core blocks");
  CHECK(small.pruned[0].example == "THREADS=2 x CHUNK=8 > 8 core blocks");
  CHECK(family("chunking with one thread (the same order as CHUNK=1)") > 0);
  CHECK(family("NUMA first touch without effect (one NUMA node or one thread)") > 0);
  CHECK(family("core block larger than the grid") == 0);  // a cube: every table size fits

  st::log_space(
      s, t, [&](const std::string& l) { log.push_back(l); }, st::strategy_log_prefix);
  for (const std::string& l : log) CHECK(l.rfind("[stenciltune:strategy] ", 0) == 0);
  long long pruned_lines = std::count_if(
      log.begin(), log.end(), [](const std::string& l) { return l.rfind("[stenciltune:strategy] pruned ", 0) == 0; });
  CHECK(pruned_lines == static_cast<long long>(t.pruned.size()));
  CHECK(std::find(log.begin(), log.end(),
                  "[stenciltune:strategy] a core block may keep 16.0 MiB in cache: the larger of one core's share of "
                  "the L3 (16.0 MiB) and of the L2 (2.0 MiB)") != log.end());
}

TEST_CASE("the default variant is legal and follows the stated rules", "[cpu_strategy]") {
  st::NestInfo nest = suite_nest("laplacian");
  st::ParamSpace s = st::cpu_space(nest, cube, fake_machine());
  std::vector<std::string> log;
  st::Point d = st::cpu_default(s, nest, cube, fake_machine(), [&](const std::string& l) { log.push_back(l); });
  CHECK(s.legal(d));
  CHECK(hand_legal(d, cube));
  // Full unit-stride extent, at least 4 blocks per thread, the least halo traffic among
  // the blocks whose sweep window fits the 2 MiB L2 (and whose whole block the space's
  // 16 MiB rule admits: 256x128x64 does not).
  CHECK(s.format(d) ==
        "CX=256 CY=64 CZ=64 THREADS=2 TEAM=1 CHUNK=1 TBX=0 TBY=0 TBZ=0 RX=1 RY=1 RZ=2 NUMA=0 NT=1 SIMD=1 SCHED=0");
  // The window by hand: RZ=2 planes and one above and below of u with its halo, and
  // the two planes of unext being written.
  long long window = (d.at("CX") + 2) * (d.at("CY") + 2) * (2 + 2) * 8 + d.at("CX") * d.at("CY") * 2 * 8;
  CHECK(window <= 2 * mib);
  CHECK(hand_blocks(d, cube) >= 8);
  REQUIRE(log.size() == 1);
  CHECK(log[0].rfind("[stenciltune:strategy] default variant CX=256 CY=64 CZ=64", 0) == 0);
  CHECK(log[0].find("CX=256 CY=64 CZ=64: sweep window 788.1 KiB, within the 2.0 MiB L2 per core, 16 core blocks") !=
        std::string::npos);
  CHECK(log[0].find("RX=1 SIMD=1: the compiler vectorizes the unit-stride loop") != std::string::npos);
  CHECK(log[0].find("NT=1: a sweep's grids (256.0 MiB) exceed half the last-level cache (32.0 MiB)") !=
        std::string::npos);
  // Grids that a 32 MiB cache holds from one call to the next keep ordinary stores.
  std::vector<long long> small{64, 64, 64};
  st::ParamSpace ss = st::cpu_space(nest, small, fake_machine());
  CHECK(st::cpu_default(ss, nest, small, fake_machine()).at("NT") == 0);

  // A fixed parameter is honoured, and the rest still follow the rules.
  st::ParamSpace fixed = s;
  fixed.fix("THREADS", 1);
  st::Point d1 = st::cpu_default(fixed, nest, cube, fake_machine());
  CHECK(d1.at("THREADS") == 1);
  CHECK(fixed.legal(d1));

  // Several NUMA nodes switch first touch on.
  st::MachineInfo numa = fake_machine();
  numa.numa_nodes = 2;
  st::ParamSpace sn = st::cpu_space(nest, cube, numa);
  CHECK(st::cpu_default(sn, nest, cube, numa).at("NUMA") == 1);
}

TEST_CASE("a fixed value that no rule allows is refused with the rule's reason", "[cpu_strategy]") {
  st::NestInfo nest = suite_nest("laplacian");
  st::ParamSpace s = st::cpu_space(nest, cube, fake_machine());
  s.fix("CX", 512);
  try {
    st::cpu_default(s, nest, cube, fake_machine());
    FAIL("no error");
  } catch (const st::UserError& e) {
    CHECK(std::string(e.what()).find("core block larger than the grid (e.g. CX=512 > grid extent 256)") !=
          std::string::npos);
  }
  CHECK_THROWS_AS(s.fix("TX", 4), st::UserError);
}

TEST_CASE("blocks larger than a short dimension are pruned", "[cpu_strategy]") {
  st::NestInfo nest = suite_nest("laplacian");
  std::vector<long long> flat{256, 128, 64};
  st::ParamSpace s = st::cpu_space(nest, flat, fake_machine());
  CHECK(s.dimension("CZ")->values == std::vector<long long>{4, 8, 16, 32, 64, 128, 256});
  st::SpaceTally t = s.tally();
  REQUIRE(!t.pruned.empty());
  CHECK(t.pruned[0].family == "core block larger than the grid");
  CHECK(t.pruned[0].example == "CZ=128 > grid extent 64");  // depth first: CZ varies before CY
  s.for_each_legal([&](const st::Point& p) {
    if (!hand_legal(p, flat)) FAIL("illegal point emitted: " << s.format(p));
    return true;
  });
}

TEST_CASE("a 2-D stencil has no CZ or RZ", "[cpu_strategy]") {
  st::NestInfo nest = suite_nest("jacobi2d5");
  std::vector<long long> size{1024, 1024};
  st::ParamSpace s = st::cpu_space(nest, size, fake_machine());
  CHECK(names(s) == std::vector<std::string>{"CX", "CY", "THREADS", "TEAM", "CHUNK", "TBX", "TBY", "RX", "RY", "NUMA",
                                             "NT", "SIMD", "SCHED"});
  st::Point d = st::cpu_default(s, nest, size, fake_machine());
  CHECK(s.legal(d));
  CHECK(d.at("CX") == 1024);
  CHECK_THROWS_AS(st::cpu_space(nest, cube, fake_machine()), st::UserError);
  CHECK_THROWS_AS(st::cpu_space(nest, {1024, 0}, fake_machine()), st::UserError);
}

TEST_CASE("without cache sizes the blocks are not limited, and the log says so", "[cpu_strategy]") {
  st::NestInfo nest = suite_nest("laplacian");
  st::MachineInfo bare = fake_machine();
  bare.caches.clear();
  std::vector<std::string> log;
  st::ParamSpace s = st::cpu_space(nest, cube, bare, [&](const std::string& l) { log.push_back(l); });
  CHECK(std::count(log.begin(), log.end(),
                   "[stenciltune:strategy] the machine reports no cache sizes: core blocks are not limited by cache "
                   "size") == 1);
  for (const st::PrunedFamily& f : s.tally().pruned) CHECK(f.family != "core block working set exceeds the cache");
  CHECK(s.legal(st::cpu_default(s, nest, cube, bare)));
}

TEST_CASE("the space of the real machine has a legal default", "[cpu_strategy]") {
  st::NestInfo nest = suite_nest("star13");
  st::MachineInfo m = st::probe_machine();
  std::vector<long long> size{128, 128, 128};
  st::ParamSpace s = st::cpu_space(nest, size, m);
  CHECK(s.legal(st::cpu_default(s, nest, size, m)));
}

namespace {

// The made-up machine with two hardware threads per core: each core's L1 and L2 are
// shared by a pair of threads.
st::MachineInfo smt_machine() {
  st::MachineInfo m = fake_machine();
  m.hw_threads = 4;
  return m;
}

bool mentions(const std::vector<std::string>& log, const std::string& text) {
  return std::any_of(log.begin(), log.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

}  // namespace

TEST_CASE("without threads that share a cache below the LLC, teams and thread blocks are pruned, and the log says why",
          "[cpu_strategy]") {
  st::NestInfo nest = suite_nest("laplacian");
  std::vector<std::string> log;
  st::ParamSpace s = st::cpu_space(nest, cube, fake_machine(), [&](const std::string& l) { log.push_back(l); });
  CHECK(s.dimension("TEAM")->values == std::vector<long long>{1});
  for (const char* tb : {"TBX", "TBY", "TBZ"}) CHECK(s.dimension(tb)->values == std::vector<long long>{0});
  CHECK(mentions(log,
                 "[stenciltune:strategy] no threads share a cache below the L3 (L1 and L2 per core, 1 hardware "
                 "thread(s) per core): TEAM=1 and no thread blocks"));

  // --param forces a team all the same: the rules that remain judge it.
  st::ParamSpace forced = s;
  forced.fix("TEAM", 2);
  forced.fix("TBY", 4);
  st::Point d = st::cpu_default(forced, nest, cube, fake_machine());
  CHECK(forced.legal(d));
  CHECK(d.at("TEAM") == 2);
  CHECK(d.at("TBY") == 4);
  CHECK(d.at("THREADS") == 2);
  CHECK(d.at("CY") > 4);
  st::Point bad = d;
  bad["TBY"] = d.at("CY");
  CHECK(!s.legal(bad));
  forced.fix("THREADS", 1);
  st::SpaceTally none = forced.tally();
  CHECK(none.legal == 0);
  CHECK(std::any_of(none.pruned.begin(), none.pruned.end(), [](const st::PrunedFamily& f) {
    return f.family == "team does not divide the threads" && f.example == "TEAM=2 does not divide THREADS=1";
  }));
}

TEST_CASE("where hardware threads share a core's caches, the space has teams and thread blocks", "[cpu_strategy]") {
  st::NestInfo nest = suite_nest("laplacian");
  std::vector<std::string> log;
  st::MachineInfo m = smt_machine();
  st::ParamSpace s = st::cpu_space(nest, cube, m, [&](const std::string& l) { log.push_back(l); });
  CHECK(s.dimension("TEAM")->values == std::vector<long long>{1, 2});
  CHECK(s.dimension("TBX")->values == std::vector<long long>{0});  // rows stay whole
  CHECK(s.dimension("TBY")->values == std::vector<long long>{0, 4, 8, 16, 32, 64, 128});
  CHECK(mentions(log, "2 hardware threads per core share its caches: TEAM may be 2"));
  long long teams = 0, slabs = 0;
  s.for_each_legal([&](const st::Point& p) {
    long long team = p.at("TEAM");
    if (team == 1 && (p.at("TBY") != 0 || p.at("TBZ") != 0)) FAIL("thread blocks without a team: " << s.format(p));
    if (team > 1) {
      ++teams;
      if (p.at("THREADS") != 4 || p.at("SCHED") != 0) FAIL("bad team: " << s.format(p));
      if (p.at("TBY") >= p.at("CY") && p.at("TBY") != 0)
        FAIL("thread block not inside the core block: " << s.format(p));
      if (p.at("RY") > p.at("TBY") && p.at("TBY") != 0) FAIL("register block beyond the thread block: " << s.format(p));
      long long blocks = (p.at("TBY") ? (p.at("CY") + p.at("TBY") - 1) / p.at("TBY") : 1) *
                         (p.at("TBZ") ? (p.at("CZ") + p.at("TBZ") - 1) / p.at("TBZ") : 1);
      if (p.at("TBY") == 0 && p.at("TBZ") == 0) {
        ++slabs;
        blocks = p.at("CZ") >= team ? team : p.at("CZ");  // TEAM slabs along z
      }
      if (blocks < team) FAIL("fewer thread blocks than members: " << s.format(p));
    }
    return teams < 200000;
  });
  CHECK(teams > 0);
  CHECK(slabs > 0);
  // Hill climbing reaches a team from the default in two steps, every hardware thread
  // then TEAM=2, which with no thread block size cuts the core block into slabs.
  CHECK(s.dimension("THREADS")->values == std::vector<long long>{1, 2, 4});
  st::Point d = st::cpu_default(s, nest, cube, m);
  CHECK(d.at("TEAM") == 1);
  CHECK(d.at("THREADS") == 2);
  d["THREADS"] = 4;
  REQUIRE(s.legal(d));
  bool neighbour_team = false;
  for (const st::Point& n : s.neighbours(d)) neighbour_team = neighbour_team || n.at("TEAM") == 2;
  CHECK(neighbour_team);
}
