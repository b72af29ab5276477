// The analysis of every suite stencil against figures counted by hand from the source
// (tests/expected/handcounts.json): radius, flops, grids and bytes per point.
#include <fstream>
#include <nlohmann/json.hpp>

#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "catch.h"
#include "frontend/parse_driver.h"

namespace {

std::vector<std::string> names_with_role(const st::NestInfo& nest, st::ArrayRole role) {
  std::vector<std::string> names;
  for (const st::ArrayInfo& a : nest.arrays) {
    if (a.role == role) names.push_back(a.name);
  }
  return names;
}

}  // namespace

TEST_CASE("analysis matches the hand counts of every suite stencil", "[analysis]") {
  std::ifstream in(std::string(STENCILTUNE_SOURCE_DIR) + "/tests/expected/handcounts.json");
  REQUIRE(in);
  nlohmann::json expected = nlohmann::json::parse(in);
  REQUIRE(expected.size() == 10);
  for (const auto& [name, want] : expected.items()) {
    SECTION(name) {
      st::ast::Unit unit = st::parse_file(std::string(STENCILTUNE_SOURCE_DIR) + "/stencils/" + name + ".f95");
      REQUIRE(unit.subroutines.size() == 1);
      st::ast::Subroutine sub = st::complete_bare_nest(unit.subroutines[0]);
      st::SymbolTable symbols = st::build_symbols(sub);
      st::StencilInfo info = st::analyse(sub, symbols);
      REQUIRE(info.nests.size() == 1);
      const st::NestInfo& nest = info.nests[0];
      INFO("stencil " << name);
      CHECK(nest.dims == want["dims"].get<int>());
      CHECK(nest.radius == want["radius"].get<std::vector<int>>());
      CHECK(nest.flops.add == want["flops"]["add"].get<int>());
      CHECK(nest.flops.mul == want["flops"]["mul"].get<int>());
      CHECK(nest.flops.div == want["flops"]["div"].get<int>());
      CHECK(nest.flops.intrinsic_total() == want["flops"]["intrinsic"].get<int>());
      CHECK(nest.flops.total() == want["flops"]["total"].get<int>());
      CHECK(names_with_role(nest, st::ArrayRole::Read) == want["read_grids"].get<std::vector<std::string>>());
      CHECK(names_with_role(nest, st::ArrayRole::Written) == want["written_grids"].get<std::vector<std::string>>());
      CHECK(names_with_role(nest, st::ArrayRole::Coefficient) ==
            want["coefficient_arrays"].get<std::vector<std::string>>());
      CHECK(nest.element_bytes == want["element_bytes"].get<int>());
      CHECK(nest.compulsory_bytes == want["compulsory_bytes"].get<long long>());
      CHECK(nest.naive_bytes == want["naive_bytes"].get<long long>());
      CHECK(nest.legality.legal);
    }
  }
}
