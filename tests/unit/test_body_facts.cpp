// BodyFacts, what the C and Fortran printers learn about a body before printing it:
// names in order of first mention, and which are read, written, indexed or loop
// variables; and the user's names a printer must not give to what it introduces.
#include <set>
#include <string>
#include <vector>

#include "backends/body_facts.h"
#include "catch.h"
#include "test_support.h"

namespace {

using Names = std::set<std::string>;

const char* const source = R"(subroutine s(n, alpha, u, v, w)
  integer, intent(in) :: n
  real(8), intent(in) :: alpha
  real(8), intent(in) :: u(0:n+1)
  real(8), intent(out) :: v(n), w(n)
  integer, parameter :: two = 2
  real(8) :: t
  integer :: i
  do i = 1, n
    t = alpha * u(i-1)
    v(i) = t + u(i+1) * two
  end do
  w(n) = v(1)
end subroutine
)";

}  // namespace

TEST_CASE("body facts: mentions in order, reads apart from writes", "[body_facts]") {
  st::test::Parsed p = st::test::parse(source);
  st::BodyFacts facts;
  facts.visit(p.sub.body);
  CHECK(facts.order == std::vector<std::string>{"i", "n", "t", "alpha", "u", "v", "two", "w"});
  CHECK(facts.scalars_read == Names{"alpha", "i", "n", "t", "two"});
  CHECK(facts.arrays_read == Names{"u", "v"});
  CHECK(facts.arrays_written == Names{"v", "w"});
  CHECK(facts.arrays_indexed == Names{"u", "v", "w"});
  CHECK(facts.arrays() == Names{"u", "v", "w"});
  CHECK(facts.assigned_scalars == Names{"t"});
  CHECK(facts.loop_variables == Names{"i"});
  CHECK(facts.assigned() == Names{"i", "t"});
  CHECK(facts.is_read("u"));
  CHECK_FALSE(facts.is_read("w"));
  CHECK(facts.is_assigned("i"));
  CHECK_FALSE(facts.is_assigned("alpha"));
  CHECK(facts.linear_arrays.empty());
}

TEST_CASE("body facts: the user's names are the symbol table's and the body's", "[body_facts]") {
  st::test::Parsed p = st::test::parse(source);
  st::BodyFacts facts;
  facts.visit(p.sub.body);
  st::NameSet names = st::user_names(p.symbols, facts);
  for (const char* name : {"n", "alpha", "u", "v", "w", "two", "t", "i"}) CHECK(names.count(name) == 1);
  CHECK(names.count("st_lo0") == 0);
}
