// Locals given one value outside the nests (`r = alpha*dt/(dx*dx)`, `nxm = nx - 1`):
// their value put in place of their reads, checked by running the original and the
// rewritten subroutine in the interpreter, bit for bit; and each refusal, at its token.
#include <map>
#include <string>

#include "analysis/scalar_definitions.h"
#include "analysis/scalar_statements.h"
#include "analysis/stencil_info.h"
#include "ast/equal.h"
#include "ast/printer.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "interp.h"
#include "test_support.h"

namespace {

using namespace st;

// A 2-D heat step in a time loop whose coefficient and bounds are locals.
const char* heat_with_locals = R"(subroutine heat(nx, ny, nt, alpha, dt, dx, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(8), intent(in) :: alpha, dt, dx
  real(8), intent(inout) :: u(nx, ny), v(nx, ny)
  integer :: i, j, t, nxm, nym
  real(8) :: r, dx2
  real(8), parameter :: four = 4.0d0
  dx2 = dx * dx
  r = alpha * dt / dx2
  nxm = nx - 1
  nym = ny - 1
  do t = 1, nt
    do j = 2, nym
      do i = 2, nxm
        v(i,j) = u(i,j) + r * (u(i+1,j) + u(i-1,j) + u(i,j+1) + u(i,j-1) - four*u(i,j))
      end do
    end do
    do j = 2, nym
      do i = 2, nxm
        u(i,j) = v(i,j)
      end do
    end do
  end do
end subroutine
)";

// Coefficients given their values inside the time loop, one of them a default-kind
// literal stored into a real(8) (the float nearest 0.1, not the double).
const char* literals_in_time_loop = R"(subroutine relax(n, nt, u, v)
  implicit none
  integer, intent(in) :: n, nt
  real(8), intent(inout) :: u(0:n+1), v(0:n+1)
  integer :: i, t
  real(8) :: c, h
  real :: w
  do t = 1, nt
    c = 0.1
    w = 2
    h = -0.25d0
    do i = 1, n
      v(i) = u(i) + c * (u(i-1) - 2.0d0*u(i) + u(i+1)) + h * w * u(i)
    end do
    do i = 1, n
      u(i) = v(i)
    end do
  end do
end subroutine
)";

InlinedDefinitions inlined(const std::string& text) {
  ast::Unit unit = parse_text("t.f95", text);
  SymbolTable symbols = build_symbols(unit.subroutines.at(0));
  return inline_scalar_definitions(unit.subroutines.at(0), symbols);
}

std::string refusal(const std::string& text) {
  try {
    inlined(text);
  } catch (const UserError& e) {
    return std::to_string(e.where().begin.line) + ":" + std::to_string(e.where().begin.column) + ": " + e.what();
  }
  return "(no error)";
}

// heat_with_locals with `statement` in place of the definition of r.
std::string heat_with(const std::string& statement) {
  std::string text = heat_with_locals;
  const std::string r = "  r = alpha * dt / dx2\n";
  text.replace(text.find(r), r.size(), statement);
  return text;
}

}  // namespace

TEST_CASE("a local's one value replaces its reads and the nests compute what the original does",
          "[definitions][differential]") {
  ast::Unit unit = parse_text("t.f95", heat_with_locals);
  const ast::Subroutine& original = unit.subroutines.at(0);
  SymbolTable symbols = build_symbols(original);
  InlinedDefinitions d = inline_scalar_definitions(original, symbols);

  REQUIRE(d.definitions.size() == 4);
  CHECK(d.definitions[1].name == "r");
  CHECK(ast::to_fortran(d.definitions[1].value) == "alpha*dt/(dx*dx)");
  CHECK(d.definitions[1].loc.begin.line == 10);
  // The statements are gone; the nests read the arguments and their bounds are affine.
  const std::string text = ast::to_fortran(d.sub);
  CHECK(text.find("\n  r = ") == std::string::npos);
  CHECK(text.find("do j = 2, ny-1") != std::string::npos);

  StencilInfo info = analyse(d.sub, symbols);
  REQUIRE(info.time_loop);
  CHECK(info.nests.at(0).loops.at(0).upper_form.str() == "ny-1");
  CHECK(std::find(info.nests[0].scalars.begin(), info.nests[0].scalars.end(), "alpha") != info.nests[0].scalars.end());
  // The flops of a point are the original nest's: alpha*dt/(dx*dx) is the same at every
  // point, computed once outside the loops.
  CHECK(info.nests[0].flops.add == 5);
  CHECK(info.nests[0].flops.mul == 2);
  CHECK(info.nests[0].flops.div == 0);

  for (long long nt : {0LL, 1LL, 3LL}) {
    INFO("nt = " << nt);
    std::string difference = interp::compare_runs(original, d.sub, symbols, {{"nx", 9}, {"ny", 7}, {"nt", nt}}, 5);
    if (nt == 0) {
      // Nothing written: compare_runs refuses to call that agreement.
      CHECK(!difference.empty());
    } else {
      CHECK(difference.empty());
    }
  }
}

TEST_CASE("a literal of another type is converted as the assignment converts it", "[definitions][differential]") {
  ast::Unit unit = parse_text("t.f95", literals_in_time_loop);
  const ast::Subroutine& original = unit.subroutines.at(0);
  SymbolTable symbols = build_symbols(original);
  InlinedDefinitions d = inline_scalar_definitions(original, symbols);
  REQUIRE(d.definitions.size() == 3);
  const auto* c = ast::as<ast::RealLit>(d.definitions[0].value);
  REQUIRE(c);
  CHECK(c->type_kind == 8);
  CHECK(c->value == static_cast<double>(0.1f));
  CHECK(ast::to_fortran(d.definitions[1].value) == "2.0");  // w = 2: a default real
  CHECK(ast::to_fortran(d.definitions[2].value) == "-0.25d0");

  StencilInfo info = analyse(d.sub, symbols);
  REQUIRE(info.time_loop);  // the time loop holds nests alone now
  CHECK(info.time_loop->end_nest - info.time_loop->first_nest == 2);
  const std::map<std::string, long long> sizes = {{"n", 23}, {"nt", 4}};
  CHECK(interp::compare_runs(original, d.sub, symbols, sizes, 3).empty());

  // Printed as Fortran (the OpenMP baseline, the reference of a nest tuned alone) and
  // parsed again, the rewritten subroutine is the same tree: `h * w` keeps (-0.25d0)*2.0.
  ast::Unit again = parse_text("printed.f95", ast::to_fortran(d.sub));
  CHECK(ast::equal(again.subroutines.at(0).body, d.sub.body));

  // The check is not blind to the conversion: the double nearest 0.1 computes otherwise.
  std::string text = literals_in_time_loop;
  text.replace(text.find("c = 0.1"), 7, "c = 0.1d0");
  CHECK(!interp::compare_runs(original, inlined(text).sub, symbols, sizes, 3).empty());
}

TEST_CASE("a definition may convert between kinds, and a conversion at a point is no flop",
          "[definitions][differential]") {
  std::string text = heat_with("  r = real(alpha, kind=4) * dt / dble(nx - 1)\n");
  text.replace(text.find("- four*u(i,j))"), 14, "- four*u(i,j)) + dble(i)*dx");
  ast::Unit unit = parse_text("t.f95", text);
  const ast::Subroutine& original = unit.subroutines.at(0);
  SymbolTable symbols = build_symbols(original);
  InlinedDefinitions d = inline_scalar_definitions(original, symbols);
  // dx2, which no nest needs now, is no definition: it is left for the statements beside
  // the nests (analysis/scalar_statements.h).
  REQUIRE(d.definitions.size() == 3);
  CHECK(ast::to_fortran(d.definitions[0].value) == "real(alpha, 4)*dt/real(nx-1, 8)");
  std::optional<ScalarStatements> beside = split_scalar_statements(d.sub, symbols);
  REQUIRE(beside);
  CHECK(beside->locs.size() == 1);
  StencilInfo info = analyse(beside->nests, build_symbols(beside->nests));
  CHECK(info.nests.at(0).flops.add == 6);
  CHECK(info.nests[0].flops.mul == 3);
  CHECK(info.nests[0].flops.intrinsics.empty());
  CHECK(interp::compare_runs(original, d.sub, symbols, {{"nx", 9}, {"ny", 7}, {"nt", 2}}, 5).empty());
  // Not blind to the conversion: real(alpha, 8) keeps digits real(alpha, 4) drops.
  std::string wide = text;
  wide.replace(wide.find("kind=4"), 6, "kind=8");
  CHECK(!interp::compare_runs(original, inlined(wide).sub, symbols, {{"nx", 9}, {"ny", 7}, {"nt", 2}}, 5).empty());
}

TEST_CASE("a statement that is not a definition is left for the analysis", "[definitions]") {
  // A reduction's initial value and store, and a dummy's update, are not definitions.
  std::string text = R"(subroutine s(n, u, total)
  integer, intent(in) :: n
  real(8), intent(in) :: u(n)
  real(8), intent(out) :: total
  real(8) :: acc
  integer :: i
  acc = 0.0d0
  do i = 1, n
    acc = acc + u(i)
  end do
  total = acc
end subroutine
)";
  InlinedDefinitions d = inlined(text);
  CHECK(d.definitions.empty());
  CHECK(d.sub.body.size() == 3);
}

TEST_CASE("a definition that cannot replace its reads is refused at the token that says why", "[definitions]") {
  CHECK(refusal(heat_with("  r = 2.0 * 0.5\n")) ==
        "10:7: local 'r' is given its value once, outside the nests, so stenciltune puts that value in place of its "
        "reads; but its value is real(4) and 'r' is real(8), so each read would compute in another precision than "
        "the original; write the value in real(8) (with d0 literals for real(8))");
  CHECK(refusal(heat_with("  r = u(1,1) * alpha\n")).find("10:7: ") == 0);
  CHECK(refusal(heat_with("  r = u(1,1) * alpha\n")).find("its value reads array 'u'") != std::string::npos);
  // Read by the nest before the statement that gives it its value.
  std::string late = heat_with("");
  late.replace(late.find("  end do\nend subroutine"), 0, "    r = alpha * dt\n");
  CHECK(refusal(late).find("15:27: ") == 0);
  CHECK(refusal(late).find("it is read here before line 23 gives it its value") != std::string::npos);
  // The time loop's variable changes from step to step.
  std::string step = heat_with("");
  step.replace(step.find("    do j = 2, nym"), 0, "    r = alpha * t\n");
  CHECK(refusal(step).find("13:17: ") == 0);
  CHECK(refusal(step).find("its value reads 't', the variable of the loop at line 12") != std::string::npos);
  // A local given its value later, and arguments the subroutine writes.
  CHECK(refusal(heat_with("  r = alpha * nym\n")).find("10:15: ") == 0);
  CHECK(refusal(heat_with("  r = alpha * nym\n")).find("its value reads local 'nym', which is not given one value") !=
        std::string::npos);
  const std::string accumulated = R"(subroutine s(n, u, total, first)
  integer, intent(in) :: n
  real(8), intent(in) :: u(n)
  real(8), intent(inout) :: total
  real(8), intent(out) :: first
  real(8) :: r
  integer :: i
  r = WHAT
  do i = 1, n
    total = total + r * u(i)
  end do
end subroutine
)";
  std::string reads_total = accumulated, reads_first = accumulated;
  reads_total.replace(reads_total.find("WHAT"), 4, "total");
  reads_first.replace(reads_first.find("WHAT"), 4, "2.0d0 * first");
  CHECK(refusal(reads_total).find("8:7: ") == 0);
  CHECK(refusal(reads_total).find("its value reads 'total', which the subroutine changes") != std::string::npos);
  CHECK(refusal(reads_first).find("8:15: ") == 0);
  CHECK(refusal(reads_first).find("'first', which is intent(out)") != std::string::npos);
}

TEST_CASE("a definition of another kind, out of range or too large to copy into every read is refused",
          "[definitions]") {
  const std::string kinds = R"(subroutine s(n, u, v)
  integer, intent(in) :: n
  real(8), intent(in) :: u(n)
  real(8), intent(inout) :: v(n)
  integer(8) :: n8
  real :: w
  integer :: i
  DEFINITIONS
  do i = 1, n
    v(i) = u(i) * USE
  end do
end subroutine
)";
  auto with = [&](const std::string& definitions, const std::string& use) {
    std::string text = kinds;
    text.replace(text.find("DEFINITIONS"), 11, definitions);
    text.replace(text.find("USE"), 3, use);
    return refusal(text);
  };
  // n8*n8*n8 multiplies in 64 bits; n*n*n would in 32 and overflow from n = 1291.
  CHECK(with("n8 = n", "(1.0d0/(n8*n8*n8))").find("8:8: ") == 0);
  CHECK(with("n8 = n", "(1.0d0/(n8*n8*n8))").find("its value is integer and 'n8' is integer(8)") != std::string::npos);
  // gfortran refuses the overflow; a float's subnormal is not printed either.
  CHECK(with("w = 1.0d39", "w").find("outside the normal range of real(4)") != std::string::npos);
  CHECK(with("w = -1.0d-40", "w").find("outside the normal range of real(4)") != std::string::npos);
  CHECK(with("w = 1.0d30", "w") == "(no error)");
  // Each local squares the one before: its value doubles in size with every line.
  std::string chain = "w = 1.5\n";
  const std::string names = "abcdefghijklm";
  std::string declarations = "  real :: ";
  std::string previous = "w";
  for (char c : names) {
    std::string local = std::string("q") + c;
    declarations += (c == 'a' ? "" : ", ") + local;
    chain += "  " + local + " = " + previous + " * " + previous + "\n";
    previous = local;
  }
  std::string text = kinds;
  text.replace(text.find("  integer :: i"), 0, declarations + "\n");
  text.replace(text.find("DEFINITIONS"), 11, chain);
  text.replace(text.find("USE"), 3, previous);
  const std::string error = refusal(text);
  INFO(error);
  CHECK(error.find("has more than 2000 operations and operands") != std::string::npos);
  CHECK(error.find("local 'qj'") != std::string::npos);  // 2^11 - 1 nodes: the first past the limit
}

TEST_CASE("a reduction's update is work at every point, whatever else it adds", "[definitions][analysis]") {
  ast::Unit unit = parse_text("t.f95", R"(subroutine s(n, dx, u, v, total)
  integer, intent(in) :: n
  real(8), intent(in) :: dx, u(n)
  real(8), intent(inout) :: v(n), total
  integer :: i
  do i = 1, n
    v(i) = u(i)
    total = total + dx + 2.0d0 * dx
  end do
end subroutine
)");
  SymbolTable symbols = build_symbols(unit.subroutines.at(0));
  StencilInfo info = analyse(unit.subroutines.at(0), symbols);
  // total + dx + 2*dx is (total + dx) + 2*dx: both adds read total; 2*dx is the same everywhere.
  CHECK(info.nests.at(0).flops.add == 2);
  CHECK(info.nests.at(0).flops.mul == 0);
}
