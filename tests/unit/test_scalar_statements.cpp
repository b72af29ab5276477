// Statements on scalars beside the nests (`time = time + dt`, a step counter, a result
// computed after the time loop): split from the nests, the nests and then the statements
// run in the interpreter give what the original gives, bit for bit; a statement that
// depends on a nest, or that a nest depends on, stays with the nests; each refusal at its
// token.
#include <string>

#include "analysis/scalar_definitions.h"
#include "analysis/scalar_statements.h"
#include "analysis/stencil_info.h"
#include "ast/printer.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "harness/magnitude.h"
#include "interp.h"
#include "test_support.h"

namespace {

using namespace st;
using namespace st::test;

const char* clock_loop = R"(subroutine clock(nx, ny, nt, dt, kappa, time, nsteps, tend, u, v)
  implicit none
  integer, intent(in) :: nx, ny, nt
  real(8), intent(in) :: dt, kappa
  real(8), intent(inout) :: time
  integer :: nsteps
  real(8), intent(out) :: tend
  real(8), intent(inout) :: u(nx, ny), v(nx, ny)
  integer :: i, j, t
  real(8) :: elapsed
  elapsed = 0.0d0
  do t = 1, nt
    do j = 2, ny - 1
      do i = 2, nx - 1
        v(i,j) = u(i,j) + kappa * dt * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - 4.0d0 * u(i,j))
      end do
    end do
    time = time + dt
    do j = 2, ny - 1
      do i = 2, nx - 1
        u(i,j) = v(i,j)
      end do
    end do
    elapsed = elapsed + dt * t
    nsteps = nsteps + 1
  end do
  tend = time + 0.5d0 * elapsed
end subroutine
)";

// clock_loop with `from` replaced by `to`.
std::string clock_with(const std::string& from, const std::string& to) {
  std::string text = clock_loop;
  const size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

std::optional<ScalarStatements> split(const Parsed& p) { return split_scalar_statements(p.sub, p.symbols); }

std::string refusal(const std::string& text) {
  try {
    Parsed p = parse(text);
    if (std::optional<ScalarStatements> s = split(p)) analyse(s->nests, build_symbols(s->nests));
  } catch (const UserError& e) {
    return std::to_string(e.where().begin.line) + ":" + std::to_string(e.where().begin.column) + ": " + e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("statements on scalars run after the nests give the original's values", "[scalar_statements][differential]") {
  Parsed p = parse(clock_loop);
  std::optional<ScalarStatements> s = split(p);
  REQUIRE(s);
  REQUIRE(s->locs.size() == 5);
  CHECK(s->locs[0].begin.line == 11);  // elapsed = 0
  CHECK(s->locs[1].begin.line == 18);  // time = time + dt, between the nests
  CHECK(s->locs[4].begin.line == 27);  // tend = ...

  const std::string nests = ast::to_fortran(s->nests);
  CHECK(nests.find("time = ") == std::string::npos);
  CHECK(nests.find("tend") != std::string::npos);  // still a dummy
  const std::string program = ast::to_fortran(s->program);
  CHECK(program.find("u(") == std::string::npos);
  CHECK(program.find("do t = 1, nt") != std::string::npos);
  CHECK(program.find("nsteps = nsteps+1") != std::string::npos);
  // The counter declares no intent: the nests' subroutine takes it by reference.
  SymbolTable nest_symbols = build_symbols(s->nests);
  CHECK(nest_symbols.find("nsteps")->intent == ast::Intent::InOut);
  StencilInfo info = analyse(s->nests, nest_symbols);
  REQUIRE(info.time_loop);
  CHECK(info.nests.size() == 2);

  SymbolTable program_symbols = build_symbols(s->program);
  for (long long nt : {0LL, 1LL, 4LL}) {
    INFO("nt = " << nt);
    interp::Memory before;
    before.scalars["nx"] = interp::Value::of_integer(9);
    before.scalars["ny"] = interp::Value::of_integer(7);
    before.scalars["nt"] = interp::Value::of_integer(nt);
    interp::bind_arguments(p.sub, p.symbols, before, 11);
    before.scalars["nsteps"] = interp::Value::of_integer(5);
    before.scalars["tend"] = interp::Value::of_real(0, 8);
    interp::Memory whole = before, parts = before;
    interp::run(p.sub, p.symbols, whole);
    interp::run(s->nests, nest_symbols, parts);
    interp::run(s->program, program_symbols, parts);
    CHECK(interp::compare_arrays(whole, parts).empty());
    for (const char* name : {"time", "nsteps", "tend"}) {
      INFO(name);
      CHECK(whole.scalars.at(name).real == parts.scalars.at(name).real);
      CHECK(whole.scalars.at(name).integer == parts.scalars.at(name).integer);
    }
    CHECK(parts.scalars.at("nsteps").integer == 5 + nt);
  }
}

TEST_CASE("a subroutine of nests alone has no statements on scalars", "[scalar_statements]") {
  Parsed p = parse_stencil("timeloop/heat3d");
  CHECK(!split(p));
  // A reduction's initial value and its store depend on its nest: they stay.
  Parsed himeno = parse_stencil("timeloop/himeno_jacobi");
  CHECK(!split(himeno));
}

TEST_CASE("a statement that a nest depends on, or that depends on one, stays with the nests", "[scalar_statements]") {
  // Without the read of t, so that the first refusal is the statement's.
  const std::string base = clock_with("elapsed + dt * t", "elapsed + dt");
  auto with = [&](const std::string& from, const std::string& to) {
    std::string text = base;
    return text.replace(text.find(from), from.size(), to);
  };
  const std::string rule = ": a statement beside the nests reads and writes only scalars that no nest reads or writes";
  CHECK(refusal(base) == "(no error)");
  // A nest reads the scalar the statement changes each step.
  CHECK(refusal(with("kappa * dt * (", "kappa * time * (")) ==
        "18:5: 'time' is assigned outside the loop nests and read by a nest: the nests read arguments as the caller "
        "passed them, named constants, and locals given one value from literals, parameters and arguments");
  // The statement reads a loop variable a nest leaves behind (alone too, which is no
  // reduction's store), or a grid a nest writes.
  const std::string loop_variable =
      "25:5: 'nsteps' is computed from 'i', a loop variable of the nests: the tuned code runs their loops in its own "
      "order and does not keep their variables; write the value from the loop's bounds (past a loop 'do i = a, b' it "
      "holds max(a, b + 1))";
  CHECK(refusal(with("nsteps = nsteps + 1", "nsteps = nsteps + i")) == loop_variable);
  CHECK(refusal(with("nsteps = nsteps + 1", "nsteps = i")) == loop_variable);
  CHECK(refusal(with("time = time + dt", "time = time + u(1,1)")) ==
        "18:5: 'time' is computed outside the loop nests from 'u', which a nest writes" + rule);
  // A scalar a nest reads, given a value and then updated each step: the update is
  // refused, naming the first value.
  CHECK(refusal(with("kappa * dt * (", "kappa * elapsed * (")) ==
        "24:5: 'elapsed' is assigned outside the loop nests (again: line 11 gives it a value) and read by a nest: the "
        "nests read arguments as the caller passed them, named constants, and locals given one value from literals, "
        "parameters and arguments");
}

TEST_CASE("statements on scalars that cannot run beside the nests are refused at their token", "[scalar_statements]") {
  // A grid no nest writes, read beside the nests.
  std::string text = clock_with("tend, u, v)", "tend, u, v, w)");
  text.replace(text.find("  integer :: i, j, t\n"), 0, "  real(8), intent(in) :: w(nx)\n");
  text.replace(text.find("time = time + dt"), 16, "time = time + w(1)");
  CHECK(refusal(text) ==
        "19:5: 'time' is computed from array 'w' outside the loop nests: a statement beside the nests reads scalars "
        "only");
  CHECK(refusal(clock_with("intent(out) :: tend", "intent(in) :: tend")) ==
        "27:3: 'tend' is an intent(in) argument and cannot be assigned");
  CHECK(refusal(clock_with("    nsteps = nsteps + 1\n", "    nsteps = nsteps + 1\n    t = t + 1\n")) ==
        "26:5: 't' is the time loop's variable; no statement outside the nests may assign it");
  // Before any dependence: an intent(in) argument, the time loop's bound.
  CHECK(refusal(clock_with("time = time + dt", "dt = dt * 2")) ==
        "18:5: 'dt' is an intent(in) argument and cannot be assigned");
  std::string bound =
      clock_with("integer, intent(in) :: nx, ny, nt\n", "integer, intent(in) :: nx, ny\n  integer :: nt\n");
  bound.replace(bound.find("  tend = time"), 0, "  nt = 0\n");
  CHECK(refusal(bound) ==
        "28:3: 'nt' is assigned outside the loop nests and read by the time loop's bounds: a statement beside the "
        "nests reads and writes only scalars that no nest reads or writes");
  // A name read with subscripts that is no array: an intrinsic the tool does not read,
  // a scalar.
  CHECK(refusal(clock_with("nsteps = nsteps + 1", "nsteps = nsteps + mod(nsteps, 5)")) ==
        "25:5: intrinsic function 'mod' is not supported in stenciltune's input (it reads abs sqrt exp log sin cos "
        "min max and the conversions dble dfloat float sngl real)");
  CHECK(refusal(clock_with("time = time + dt", "time = time + dt(1)")) ==
        "18:5: 'dt' is a scalar, not an array, but is used with subscripts");
  CHECK(refusal(clock_loop) == "(no error)");
}

TEST_CASE("the magnitudes of a time loop that reads its variable beside the nests follow the steps",
          "[scalar_statements][differential]") {
  // The library is checked against the whole subroutine, whose step reads t
  // (elapsed = elapsed + dt * t): it is still a time loop, and the copy of u's values the
  // nests read is refreshed after each nest of a step, as without the statements (else
  // the tolerance of a step past the first would come from the initial values).
  Parsed p = parse(clock_loop);
  std::optional<ScalarStatements> s = split(p);
  REQUIRE(s);
  const std::string whole = ast::to_fortran(magnitude_subroutine(p.sub, p.symbols).sub.body, 0);
  const std::string nests = ast::to_fortran(magnitude_subroutine(s->nests, build_symbols(s->nests)).sub.body, 0);
  INFO(whole);
  const std::string refresh = "u_value(st_r1,st_r2) = max(u(st_r1,st_r2), abs(u_value(st_r1,st_r2)))";
  CHECK(nests.find(refresh) != std::string::npos);
  CHECK(whole.find(refresh) != std::string::npos);
}

TEST_CASE("a local given one value that no nest needs runs beside the nests", "[scalar_statements][definitions]") {
  // f = dt * t reads the time loop's variable: a definition would be refused; no nest
  // reads f, so it is a statement beside the nests, as the clock it advances.
  std::string text = clock_with("    elapsed = elapsed + dt * t\n", "    f = dt * t\n    elapsed = elapsed + f\n");
  text.replace(text.find("  real(8) :: elapsed\n"), 0, "  real(8) :: f\n");
  Parsed p = parse(text);
  std::optional<ScalarStatements> s = split(p);
  REQUIRE(s);
  CHECK(s->locs.size() == 6);
  CHECK(ast::to_fortran(s->program).find("f = dt*t") != std::string::npos);
}

TEST_CASE("a bare nest's counter read before it is set is an intent(inout) argument", "[scalar_statements]") {
  Parsed p = parse("counted.f95", R"(do j = 2, ny - 1
  do i = 2, nx - 1
    v(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1))
  end do
end do
count = count + 1
)");
  CHECK(p.symbols.find("count")->intent == ast::Intent::InOut);
  REQUIRE(split(p));
  // A reduction's start, set before it is read, stays intent(out).
  Parsed r = parse("residual.f95", R"(gosa = 0.0
do i = 2, n - 1
  gosa = gosa + u(i) * u(i)
end do
)");
  CHECK(r.symbols.find("gosa")->intent == ast::Intent::Out);
}
