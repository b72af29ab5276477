// ParamSpace: enumeration in a fixed order, pruning tallied per family under the rule
// decided first, neighbours, ordinals, fixing a parameter.
#include <algorithm>

#include "catch.h"
#include "frontend/diagnostics.h"
#include "strategy/param_space.h"
#include "support/param_assignment.h"

namespace {

// A {1,2,4,8} x B {1,2,3} x C {0,1}: A*B <= 8 (decided at B), C=1 needs A >= 2
// (decided at C), and B != 3 when C = 1 in the same family as the first.
st::ParamSpace small_space() {
  st::ParamSpace s;
  s.add_dimension({"A", {8, 1, 4, 2, 4}, "first"});
  s.add_dimension({"B", {1, 2, 3}, "second"});
  s.add_dimension({"C", {0, 1}, "flag"});
  s.add_constraint({"product too large",
                    {"A", "B"},
                    [](const st::Point& p) { return p.at("A") * p.at("B") <= 8; },
                    [](const st::Point& p) { return "A*B=" + std::to_string(p.at("A") * p.at("B")) + " > 8"; }});
  s.add_constraint(
      {"flag needs A >= 2", {"A", "C"}, [](const st::Point& p) { return p.at("C") == 0 || p.at("A") >= 2; }, {}});
  s.add_constraint({"product too large",
                    {"B", "C"},
                    [](const st::Point& p) { return p.at("C") == 0 || p.at("B") != 3; },
                    [](const st::Point&) { return std::string("B=3 with C=1"); }});
  return s;
}

bool hand_legal(long long a, long long b, long long c) {
  return a * b <= 8 && (c == 0 || a >= 2) && (c == 0 || b != 3);
}

}  // namespace

TEST_CASE("dimensions are sorted and distinct", "[param_space]") {
  st::ParamSpace s = small_space();
  CHECK(s.dimension("A")->values == std::vector<long long>{1, 2, 4, 8});
  CHECK(s.size() == 24);
  CHECK(s.dimension("Q") == nullptr);
}

TEST_CASE("enumeration yields exactly the legal points, first dimension slowest", "[param_space]") {
  st::ParamSpace s = small_space();
  std::vector<st::Point> want;
  for (long long a : {1, 2, 4, 8}) {
    for (long long b : {1, 2, 3}) {
      for (long long c : {0, 1}) {
        if (hand_legal(a, b, c)) want.push_back({{"A", a}, {"B", b}, {"C", c}});
      }
    }
  }
  std::vector<st::Point> got = s.legal_points();
  CHECK(got == want);
  CHECK(s.legal_points() == got);  // deterministic
  CHECK(s.legal_points(3) == std::vector<st::Point>(want.begin(), want.begin() + 3));
  for (long long o = 0; o < s.size(); ++o) {
    st::Point p = s.point_at(o);
    CHECK(s.ordinal_of(p) == o);
    CHECK(s.legal(p) == hand_legal(p.at("A"), p.at("B"), p.at("C")));
  }
}

TEST_CASE("pruned points are tallied once per family, under the rule decided first", "[param_space]") {
  st::ParamSpace s = small_space();
  st::SpaceTally t = s.tally();
  CHECK(t.total == 24);
  CHECK(t.complete);
  CHECK(t.legal + t.pruned_total() == t.total);
  REQUIRE(t.pruned.size() == 2);
  // A*B > 8 at B: (4,3), (8,2), (8,3) -> 3 subtrees of 2 = 6. Then at C, among the
  // rest: C=1 with A=1 (B=1,2,3: 3) under "flag"; C=1 with B=3 and A=2 (1) under product.
  // Examples are the first instance in enumeration order.
  CHECK(t.pruned[0].family == "product too large");
  CHECK(t.pruned[0].count == 7);
  CHECK(t.pruned[0].example == "B=3 with C=1");  // the first in enumeration order: (2,3,1) before (4,3)
  CHECK(t.pruned[1].family == "flag needs A >= 2");
  CHECK(t.pruned[1].count == 3);
  CHECK(t.pruned[1].example.empty());
  CHECK(t.legal == 14);

  std::vector<std::string> lines;
  st::log_space(
      s, t, [&](const std::string& l) { lines.push_back(l); }, st::strategy_log_prefix);
  REQUIRE(lines.size() == 3);
  for (const std::string& l : lines) CHECK(l.rfind("[stenciltune:strategy] ", 0) == 0);
  CHECK(lines[1] == "[stenciltune:strategy] pruned 7: product too large (e.g. B=3 with C=1)");
}

TEST_CASE("a visitor that stops leaves an incomplete tally", "[param_space]") {
  st::ParamSpace s = small_space();
  int seen = 0;
  st::SpaceTally t = s.for_each_legal([&](const st::Point&) { return ++seen < 2; });
  CHECK(seen == 2);
  CHECK_FALSE(t.complete);
}

TEST_CASE("a remembered rule is judged once per value of its dimensions, by every copy", "[param_space]") {
  // A {1,2,3} x B {1,2} x C {1,2,3,4}, a costly rule on A and C decided at C: the walk
  // reaches it under each B, remembering it judges each (A, C) once.
  auto space = [](bool remembered, int& judged) {
    st::ParamSpace s;
    s.add_dimension({"A", {1, 2, 3}, ""});
    s.add_dimension({"B", {1, 2}, ""});
    s.add_dimension({"C", {1, 2, 3, 4}, ""});
    s.add_constraint({"sum too large",
                      {"A", "C"},
                      [&judged](const st::Point& p) {
                        ++judged;
                        return p.at("A") + p.at("C") <= 5;
                      },
                      {},
                      remembered});
    return s;
  };
  int plain_judged = 0, remembered_judged = 0;
  st::ParamSpace plain = space(false, plain_judged);
  st::ParamSpace remembered = space(true, remembered_judged);
  const std::vector<st::Point> legal = plain.legal_points();
  CHECK(remembered.legal_points() == legal);
  CHECK(legal.size() == 2 * (4 + 3 + 2));
  CHECK(plain_judged == 24);
  CHECK(remembered_judged == 12);
  // A copy, a point judged alone and a second walk ask again: the answers are kept.
  st::ParamSpace copy = remembered;
  CHECK(copy.tally().legal == static_cast<long long>(legal.size()));
  CHECK_FALSE(copy.legal({{"A", 3}, {"B", 2}, {"C", 4}}));
  CHECK(remembered.violations({{"A", 3}, {"B", 1}, {"C", 3}}) == std::vector<std::string>{"sum too large"});
  CHECK(remembered_judged == 12);
}

TEST_CASE("violations explain every broken rule", "[param_space]") {
  st::ParamSpace s = small_space();
  st::Point p{{"A", 1}, {"B", 3}, {"C", 1}};
  CHECK(s.violations(p) == std::vector<std::string>{"flag needs A >= 2", "product too large: B=3 with C=1"});
  CHECK(s.violations({{"A", 3}, {"B", 1}, {"C", 0}}) ==
        std::vector<std::string>{"A=3 is not a candidate of this space"});
  CHECK_FALSE(s.contains({{"A", 1}, {"B", 1}}));
  CHECK_FALSE(s.contains({{"A", 1}, {"B", 1}, {"C", 0}, {"D", 0}}));
  CHECK(s.violations({{"A", 2}, {"B", 2}, {"C", 1}}).empty());
}

TEST_CASE("neighbours move one dimension one step, legal ones only, in order", "[param_space]") {
  st::ParamSpace s = small_space();
  std::vector<st::Point> n = s.neighbours({{"A", 2}, {"B", 2}, {"C", 0}});
  std::vector<st::Point> want{{{"A", 1}, {"B", 2}, {"C", 0}},
                              {{"A", 4}, {"B", 2}, {"C", 0}},
                              {{"A", 2}, {"B", 1}, {"C", 0}},
                              {{"A", 2}, {"B", 3}, {"C", 0}},
                              {{"A", 2}, {"B", 2}, {"C", 1}}};
  CHECK(n == want);
  // (4,2,0): A=8 breaks A*B <= 8.
  n = s.neighbours({{"A", 4}, {"B", 2}, {"C", 0}});
  CHECK(std::find(n.begin(), n.end(), st::Point{{"A", 8}, {"B", 2}, {"C", 0}}) == n.end());
  // ... but A=8 with B moved to its nearest workable value is a neighbour.
  CHECK(std::find(n.begin(), n.end(), st::Point{{"A", 8}, {"B", 1}, {"C", 0}}) != n.end());
  // C=1 from A=1 breaks "flag needs A >= 2": repaired by the nearest A that allows it.
  n = s.neighbours({{"A", 1}, {"B", 2}, {"C", 0}});
  CHECK(std::find(n.begin(), n.end(), st::Point{{"A", 2}, {"B", 2}, {"C", 1}}) != n.end());
  for (const st::Point& p : n) CHECK(s.legal(p));
  // A value between candidates steps to the candidates on either side.
  n = s.neighbours({{"A", 3}, {"B", 1}, {"C", 0}});
  CHECK(n == std::vector<st::Point>{{{"A", 2}, {"B", 1}, {"C", 0}}, {{"A", 4}, {"B", 1}, {"C", 0}}});
}

TEST_CASE("fixing a parameter restricts it; the rules still judge the value", "[param_space]") {
  st::ParamSpace s = small_space();
  s.fix("A", 2);
  CHECK(s.size() == 6);
  CHECK(s.tally().legal == 5);  // all but B=3 with C=1
  s.fix("A", 3);                // not a candidate of the table
  CHECK(s.dimension("A")->values == std::vector<long long>{3});
  CHECK(s.tally().legal == 4);  // 3*3 > 8 prunes B=3; B=1,2 with C=0,1
}

TEST_CASE("--param is read one way for every target: NAME=INTEGER, the name upper-cased", "[param_space]") {
  st::ParamAssignment a = st::parse_param("cx=-64");
  CHECK(a.name == "CX");
  CHECK(a.value == -64);
  st::ParamAssignment spaced = st::parse_param(" ry = +2\t");  // blanks around the name and value
  CHECK(spaced.name == "RY");
  CHECK(spaced.value == 2);
  for (const char* bad :
       {"CX", "CX=", "CX=abc", "CX=4x", "=4x", " = 4", "CX=+-4", "CX=1 2", "CX=9223372036854775808"}) {
    std::string message;
    try {
      st::parse_param(bad);
    } catch (const st::UserError& e) {
      message = e.what();
    }
    CHECK(message == "--param '" + std::string(bad) + "' is not NAME=INTEGER");
  }
  st::ParamSpace s = small_space();
  st::fix_params(s, {"a=2", "C=1"});
  CHECK(s.dimension("A")->values == std::vector<long long>{2});
  CHECK(s.dimension("C")->values == std::vector<long long>{1});
  CHECK_THROWS_AS(st::fix_params(s, {"Z=1"}), st::UserError);
}

TEST_CASE("a space with no legal point says why", "[param_space]") {
  st::ParamSpace s = small_space();
  s.fix("A", 16);
  st::SpaceTally t = s.tally();
  CHECK(t.legal == 0);
  CHECK(st::explain_empty(t) ==
        "no legal variant among 6 candidates: 6 pruned because product too large (e.g. A*B=16 > 8)");
  CHECK_THROWS_AS(s.fix("Q", 1), st::UserError);
  st::ParamSpace empty;
  empty.add_dimension({"A", {}, "none"});
  CHECK(empty.tally().total == 0);
  CHECK(empty.legal_points().empty());
}

TEST_CASE("format lists parameters in dimension order", "[param_space]") {
  st::ParamSpace s = small_space();
  CHECK(s.format({{"C", 1}, {"A", 2}, {"B", 3}, {"Z", 9}}) == "A=2 B=3 C=1 Z=9");
  CHECK(st::parameters_text({{"C", 1}, {"A", 2}}) == "A=2 C=1");
}

TEST_CASE("a point's text lists its names in order, as logs, reports and variants show it", "[param_space]") {
  CHECK(st::parameters_text({{"RX", 2}, {"CY", 8}, {"CX", 64}}) == "CX=64 CY=8 RX=2");
  CHECK(st::parameters_text({{"THREADS", -1}}) == "THREADS=-1");
  CHECK(st::parameters_text({}).empty());
}
