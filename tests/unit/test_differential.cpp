// The differential test (issue 3): every suite stencil, a sample of variants, printed
// by both backends, compiled with optimisation, and checked by the check harness
// against the user's original compiled by gfortran -O0 on awkward sizes (13x17x11,
// 37x23) that no block or register block divides. One log line per case, with a fixed
// prefix, gives the worst error seen.
//
// The ASTs are built and printed on this thread (a SymbolTable is not safe to share
// between threads); only the compilers and the check programs run in parallel.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/mutator.h"
#include "ast/printer.h"
#include "backends/c/c_backend.h"
#include "backends/fortran/fortran_backend.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "harness/check_harness.h"
#include "harness/magnitude.h"
#include "harness/validation.h"
#include "test_support.h"
#include "transforms/variant.h"

namespace {

const char* const suite[] = {"laplacian", "divergence", "gradient", "box27",   "star13",
                             "star25_sp", "jacobi2d5",  "box2d9",   "vardiff", "laplacian_nest"};

// A point of the parameter space, written for 3-D stencils; parameters of a dimension
// a stencil does not have are dropped for it.
struct Sample {
  std::string label;
  std::vector<std::string> params;
  bool transform = true;  // false: the subroutine as parsed, no pass at all
};

const std::vector<Sample>& samples() {
  static const std::vector<Sample> list = {
      {"original", {}, false},
      {"no passes", {"SIMPLIFY=0", "CSE=0"}},
      {"simplify", {"SIMPLIFY=1", "CSE=0"}},
      {"core blocks 8x5x4", {"CX=8", "CY=5", "CZ=4", "SIMPLIFY=0", "CSE=0"}},
      {"register blocks 3x2x2", {"RX=3", "RY=2", "RZ=2", "SIMPLIFY=0", "CSE=0"}},
      {"register block 8 over a remainder of 5", {"RX=8"}},
      {"register blocks 5x4 over remainders 2, 3", {"RY=5", "RZ=4", "CSE=0"}},
      {"cse", {"CSE=1", "SIMPLIFY=0"}},
      {"cse and simplify", {"CSE=1", "SIMPLIFY=1", "RX=2"}},
      {"linearise", {"LINEARISE=1", "SIMPLIFY=0", "CSE=0"}},
      {"everything", {"CX=8", "CY=5", "CZ=4", "RX=3", "RY=2", "RZ=2", "CSE=1", "SIMPLIFY=1", "LINEARISE=1"}},
      {"blocks larger than the grid", {"CX=32", "CY=32", "CZ=32", "RX=4", "RY=2"}},
      {"reassociation", {"REASSOC=1", "SIMPLIFY=1", "CSE=1", "RZ=2"}},
  };
  return list;
}

std::vector<std::string> params_for(const Sample& sample, int dims) {
  std::vector<std::string> kept;
  for (const std::string& p : sample.params) {
    bool per_dimension = p.size() > 2 && (p[0] == 'C' || p[0] == 'R') && p[2] == '=';
    char axis = per_dimension ? p[1] : '\0';
    int dim = axis == 'X' ? 0 : axis == 'Y' ? 1 : axis == 'Z' ? 2 : -1;
    if (dim < dims) kept.push_back(p);
  }
  return kept;
}

std::string joined(const std::vector<std::string>& words) {
  std::string s;
  for (const std::string& w : words) s += (s.empty() ? "" : " ") + w;
  return s;
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  REQUIRE(f.good());
}

// Runs job(0..count-1) on every core.
void in_parallel(size_t count, const std::function<void(size_t)>& job) {
  std::atomic<size_t> next{0};
  unsigned threads = std::max(2u, std::thread::hardware_concurrency());
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) {
    pool.emplace_back([&] {
      for (size_t i = next++; i < count; i = next++) job(i);
    });
  }
  for (std::thread& t : pool) t.join();
}

struct StencilSetup {
  std::string name;
  std::string subroutine;
  std::string dir;
  std::map<std::string, long long> integers;
  std::string reference_source;
  std::string problem;   // why nothing else can run, when set
  st::StepResult built;  // reference and both harness objects
};

struct Case {
  size_t stencil;
  std::string label;  // "laplacian [CX=8 CY=5 CZ=4] c"
  bool fortran = false;
  std::string dir;
  std::string problem;  // the transform or the printer failed
  st::StepResult built;
  st::CheckOutcome outcome;
};

// ---- single checks, run one after another -------------------------------------------

using st::test::parse;
using st::test::parse_stencil;
using st::test::Parsed;
using st::test::stencil_path;

// Checks `variant`, printed by the C or the Fortran backend and compiled with -O2,
// against `reference_source` (the text of `original`) compiled by gfortran -O0.
st::CheckOutcome check_variant(const std::string& reference_source, const Parsed& original,
                               const st::ast::Subroutine& variant, const st::SymbolTable& variant_symbols, bool fortran,
                               const std::map<std::string, long long>& integers) {
  st::TempDir dir("stenciltune-differential-case");
  st::Toolchain tools;
  write_file(dir.file("reference.f90"), reference_source);
  st::StepResult step =
      st::compile_reference(dir.file("reference.f90"), original.sub.name, dir.file("reference.o"), tools);
  INFO(step.message);
  REQUIRE(step.ok);

  st::CheckHarnessOptions options;
  options.reference_symbol = st::reference_symbol(original.sub.name);
  options.variant_symbol = fortran ? "st_variant_" : "st_variant";
  options.variant_convention = fortran ? st::CallingConvention::FortranByReference : st::CallingConvention::CByValue;
  options.integer_arguments = integers;
  write_file(dir.file("check.c"), st::generate_check_harness(original.sub, original.symbols, options));
  step = st::compile_harness(dir.file("check.c"), dir.file("check.o"), tools);
  INFO(step.message);
  REQUIRE(step.ok);

  std::string source;
  if (fortran) {
    st::FortranEmitOptions emit;
    emit.subroutine_name = "st_variant";
    source = st::emit_fortran(variant, variant_symbols, emit);
    write_file(dir.file("variant.f90"), source);
    step = st::run_tool(
        {"gfortran", "-std=f95", "-O2", "-Wall", "-Werror", "-c", dir.file("variant.f90"), "-o", dir.file("variant.o")},
        tools, dir.path().string());
  } else {
    st::CEmitOptions emit;
    emit.function_name = "st_variant";
    emit.fortran_entry = false;
    source = st::emit_c(variant, variant_symbols, emit);
    write_file(dir.file("variant.c"), source);
    step = st::run_tool({"gcc", "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", "-c", dir.file("variant.c"), "-o",
                         dir.file("variant.o")},
                        tools);
  }
  INFO(source);
  INFO(step.message);
  REQUIRE(step.ok);
  step = st::link_check_program({dir.file("check.o"), dir.file("variant.o"), dir.file("reference.o")},
                                dir.file("check"), tools);
  INFO(step.message);
  REQUIRE(step.ok);
  return st::run_check_program(dir.file("check"), integers, 7, tools);
}

std::string read_stencil(const std::string& name) {
  std::ifstream f(stencil_path(name));
  std::stringstream text;
  text << f.rdbuf();
  return text.str();
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

double worst_tolerances(const st::CheckOutcome& outcome) {
  double worst = 0;
  for (const st::ArrayCheck& a : outcome.arrays) worst = std::max(worst, a.max_error_tolerances);
  return worst;
}

// Index linearisation by hand, so that the printers meet LinearRef, and an array seen
// both ways (`every_other`: only every second reference changes), whatever the pass
// makes: u(i,j,k) -> u[(i-l0) + (j-l1)*n0 + (k-l2)*n0*n1].
class Linearise : public st::ast::Mutator {
 public:
  Linearise(const st::SymbolTable& symbols, std::set<std::string> arrays, bool every_other)
      : symbols_(symbols), arrays_(std::move(arrays)), every_other_(every_other) {}

 protected:
  st::ast::Expr mutate_ArrayRef(const st::ast::ArrayRef& node, const st::ast::Expr& self) override {
    namespace ast = st::ast;
    if (!arrays_.count(node.name) || (every_other_ && count_++ % 2 == 0))
      return ast::Mutator::mutate_ArrayRef(node, self);
    const st::Symbol* s = symbols_.find(node.name);
    ast::Expr offset, stride;
    for (int d = 0; d < s->rank(); ++d) {
      ast::Expr term = ast::Binary::make(ast::BinaryOp::Sub, mutate(node.indices[static_cast<size_t>(d)]), s->lower(d));
      if (stride) term = ast::Binary::make(ast::BinaryOp::Mul, term, stride);
      offset = offset ? ast::Binary::make(ast::BinaryOp::Add, offset, term) : term;
      ast::Expr extent = ast::Binary::make(
          ast::BinaryOp::Add, ast::Binary::make(ast::BinaryOp::Sub, s->dims[static_cast<size_t>(d)].upper, s->lower(d)),
          ast::IntLit::make(1));
      stride = stride ? ast::Binary::make(ast::BinaryOp::Mul, stride, extent) : extent;
    }
    return ast::LinearRef::make(node.name, offset, node.loc);
  }

 private:
  const st::SymbolTable& symbols_;
  std::set<std::string> arrays_;
  bool every_other_;
  int count_ = 0;
};

// Fortran's corners that a C translation can get wrong.
const char* const corners_source = R"(subroutine corners(n, m, a, x, y, z, w, iz)
  implicit none
  integer, intent(in) :: n, m
  real(4), intent(in) :: a
  real(8), intent(in) :: x(0:n+1)
  real(4), intent(in) :: y(n)
  real(8), intent(inout) :: z(n)
  real(4), intent(inout) :: w(n)
  integer, intent(inout) :: iz(n)
  integer :: i, k
  real(8) :: t
  do i = n, 1, -1
    k = (i - m)/3
    t = 0.1*x(i) + 0.1d0*x(i+1) + k*x(i-1) + (i/2)*1.5d0
    z(i) = t**2 + abs(x(i))**3 - sqrt(abs(x(i-1))) + min(x(i), x(i+1), t) - max(k, m, 2) + abs(x(i))**0.5d0
    w(i) = a*y(i)**2 + exp(y(i))/(1.0 + abs(y(i))) + a**k + y(i)**(-2) + log(abs(y(i)) + 1.0) - 2**(i/8)
    iz(i) = min(k, 3)*2**(i/10) - abs(k) + iz(i)/2
  end do
end subroutine corners
)";

// Conversions between kinds: an index widened (dble, real(i, kind=dp)), a real(8) value
// narrowed (sngl, real(x)) and widened again, a default-real float(i), a conversion in
// a product with a real(4) grid.
const char* const conversions_source = R"(subroutine conversions(n, x, y, z, w)
  implicit none
  integer, parameter :: dp = 8
  integer, intent(in) :: n
  real(8), intent(in) :: x(0:n+1)
  real(4), intent(in) :: y(n)
  real(8), intent(inout) :: z(n)
  real(4), intent(inout) :: w(n)
  integer :: i
  do i = 1, n
    z(i) = dble(i)*x(i-1) + real(sngl(x(i)), kind=dp) + real(i*i, dp)/3.0d0 + dfloat(n - i)*x(i+1)
    w(i) = real(x(i) + x(i+1)) * y(i) + float(i)/7.0 + real(dble(y(i))/3.0d0, 4) + sngl(x(i)*real(i, 8))
  end do
end subroutine conversions
)";

// Fortran's array syntax: a whole array assigned, sections shifted against the one
// written, boundary columns copied from the columns beside them (read at a constant
// subscript away from the one written), a section inside a loop, sum and maxval.
const char* const sections_source = R"(subroutine sections(n, m, a, b, c, s, big)
  implicit none
  integer, intent(in) :: n, m
  real(8), intent(in) :: a(0:n+1, 0:m+1)
  real(8), intent(inout) :: b(n, m), c(0:n+1, 0:m+1)
  real(8), intent(out) :: s, big
  integer :: j
  b = 0.5d0 * (a(0:n-1, 1:m) + a(2:n+1, 1:m)) - a(1:n, :m-1)
  c(1:n, 1:m) = b + c(1:n, 1:m) * a(2:, 2:)
  c(0, :) = c(1, :)
  c(n+1, 0:m+1) = 2.0d0 * c(n, :)
  do j = 1, m
    c(1:n, j) = c(1:n, j) * a(0:n-1, j-1)
  end do
  s = sum((b - a(1:n, 1:m))**2)
  big = maxval(abs(c(1:n, :)))
end subroutine sections
)";

// Bounds evaluated once, though the body changes what they read; steps of both signs.
const char* const loops_source = R"(subroutine loops(n, x, y)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: x(n)
  real(8), intent(inout) :: y(n)
  integer :: i, m, s
  m = n
  s = 2
  do i = 1, m, s
    m = m - 1
    s = 5
    y(i) = x(i) + m
  end do
  do i = n - 1, 1, -3
    y(i) = 2*x(i) - y(i)
  end do
  do i = n, 1, -s
    y(i) = 3*x(i)
  end do
end subroutine loops
)";

// Integers of kind 8, as arguments, loop variables and in arithmetic.
const char* const wide_source = R"(subroutine wide(n, x, y)
  implicit none
  integer(8), intent(in) :: n
  real(8), intent(in) :: x(n)
  real(8), intent(inout) :: y(n)
  integer(8) :: i
  do i = 1, n
    y(i) = x(i)*i + n/3 + min(i, 5_8)
  end do
end subroutine wide
)";

// An update in place: the point reads only itself.
const char* const inplace_source = R"(subroutine inplace(n, c, v, u)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: c
  real(8), intent(in) :: v(0:n+1)
  real(8), intent(inout) :: u(n)
  integer :: i
  do i = 1, n
    u(i) = u(i) + c*(v(i-1) - 2*v(i) + v(i+1))
  end do
end subroutine inplace
)";

const char* const keywords_source = R"(subroutine keywords(n, auto, long, x)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: auto, long
  real(8), intent(inout) :: x(n)
  integer :: i
  real(8) :: exp, sqrt
  do i = 1, n
    exp = auto*long
    sqrt = 2.0d0
    x(i) = exp + sqrt
  end do
end subroutine keywords
)";

const char* const line_source = R"(subroutine line(n, c, x, y)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: c
  real(8), intent(in) :: x(0:n+1)
  real(8), intent(inout) :: y(n)
  integer :: i
  do i = 1, n
    y(i) = c*(x(i-1) + x(i+1))
  end do
end subroutine line
)";

}  // namespace

TEST_CASE("differential: Fortran's corners print to C and Fortran that compute what gfortran computes",
          "[differential]") {
  struct Corner {
    const char* name;
    const char* source;
    std::map<std::string, long long> integers;
  };
  for (const Corner& corner :
       {Corner{"corners", corners_source, {{"n", 37}, {"m", 20}}}, Corner{"loops", loops_source, {{"n", 37}}},
        Corner{"keywords", keywords_source, {{"n", 5}}}, Corner{"wide", wide_source, {{"n", 29}}},
        Corner{"inplace", inplace_source, {{"n", 31}}}, Corner{"conversions", conversions_source, {{"n", 33}}},
        Corner{"sections", sections_source, {{"n", 19}, {"m", 11}}}}) {
    Parsed p = parse(std::string(corner.name) + ".f95", corner.source);
    for (bool fortran : {false, true}) {
      INFO(corner.name << (fortran ? " in Fortran" : " in C"));
      st::CheckOutcome outcome = check_variant(corner.source, p, p.sub, p.symbols, fortran, corner.integers);
      INFO(outcome.output);
      CHECK(outcome.verdict == st::CheckOutcome::Verdict::Pass);
      std::cout << "differential: " << corner.name << (fortran ? " fortran" : " c") << ": worst error "
                << worst_tolerances(outcome) << " tolerances\n";
    }
  }
}

TEST_CASE("differential: hand-made variants with linear subscripts, temporaries and block loops", "[differential]") {
  Parsed lap = parse_stencil("laplacian");
  std::string source = read_stencil("laplacian");
  std::map<std::string, long long> size = {{"nx", 13}, {"ny", 17}, {"nz", 11}};
  st::ast::Subroutine linear = lap.sub;
  linear.body = Linearise(lap.symbols, {"u", "unext"}, false).mutate(lap.sub.body);
  st::ast::Subroutine mixed = lap.sub;
  mixed.body = Linearise(lap.symbols, {"u"}, true).mutate(lap.sub.body);
  for (const st::ast::Subroutine* variant : {&linear, &mixed}) {
    for (bool fortran : {false, true}) {
      INFO((variant == &linear ? "linear" : "mixed") << (fortran ? " in Fortran" : " in C"));
      st::CheckOutcome outcome = check_variant(source, lap, *variant, lap.symbols, fortran, size);
      INFO(outcome.output);
      CHECK(outcome.verdict == st::CheckOutcome::Verdict::Pass);
    }
  }

  // A blocked loop whose block variable nobody declared, and a temporary.
  Parsed line = parse("line.f95", line_source);
  Parsed blocked =
      parse("blocked.f95",
            replaced(replaced(line_source, "  do i = 1, n\n", "  do ii = 1, n, 4\n  do i = ii, min(ii + 3, n)\n"),
                     "  end do\n", "  end do\n  end do\n"));
  for (bool fortran : {false, true}) {
    INFO((fortran ? "blocked in Fortran" : "blocked in C"));
    st::CheckOutcome outcome = check_variant(line_source, line, blocked.sub, blocked.symbols, fortran, {{"n", 37}});
    INFO(outcome.output);
    CHECK(outcome.verdict == st::CheckOutcome::Verdict::Pass);
  }
}

TEST_CASE("differential: the check harness accepts another summation order and rejects real mistakes",
          "[differential]") {
  Parsed lap = parse_stencil("laplacian");
  std::string source = read_stencil("laplacian");
  std::map<std::string, long long> size = {{"nx", 13}, {"ny", 17}, {"nz", 11}};
  auto check_source = [&](const std::string& variant_source) {
    Parsed variant = parse("variant.f95", variant_source);
    return check_variant(source, lap, variant.sub, variant.symbols, false, size);
  };

  // The neighbours summed in the opposite order: rounding differs, within tolerance.
  st::CheckOutcome reordered = check_source(
      replaced(source,
               "alpha*u(i,j,k) + beta*(u(i-1,j,k) + u(i+1,j,k) &\n                     + u(i,j-1,k) + u(i,j+1,k) + "
               "u(i,j,k-1) + u(i,j,k+1))",
               "beta*(u(i,j,k+1) + u(i,j,k-1) + u(i,j+1,k) + u(i,j-1,k) + u(i+1,j,k) + u(i-1,j,k)) + alpha*u(i,j,k)"));
  INFO(reordered.output);
  CHECK(reordered.verdict == st::CheckOutcome::Verdict::Pass);
  REQUIRE(reordered.arrays.size() == 2);
  CHECK(reordered.arrays[1].max_abs_error > 0);
  CHECK(reordered.arrays[1].max_error_tolerances < 0.1);
  std::cout << "differential: laplacian summed in reverse: worst error " << reordered.arrays[1].max_abs_error << " ("
            << reordered.arrays[1].max_error_tolerances << " tolerances)\n";

  st::CheckOutcome neighbour = check_source(replaced(source, "u(i+1,j,k)", "u(i+2,j,k)"));
  INFO(neighbour.output);
  CHECK(neighbour.verdict == st::CheckOutcome::Verdict::Fail);
  CHECK(neighbour.arrays.at(1).wrong == 13LL * 17 * 11);

  st::CheckOutcome too_far = check_source(replaced(source, "do i = 1, nx", "do i = 1, nx+1"));
  INFO(too_far.output);
  CHECK(too_far.verdict == st::CheckOutcome::Verdict::Fail);
  CHECK(too_far.arrays.at(1).unwritten_changed == 17LL * 11);

  // Single-precision rounding of one term is far outside a double's tolerance.
  st::CheckOutcome single = check_source(
      replaced(replaced(source, "  integer :: i, j, k\n", "  integer :: i, j, k\n  real(4) :: t\n"),
               "        unext(i,j,k) = alpha*u(i,j,k)", "        t = alpha*u(i,j,k)\n        unext(i,j,k) = t"));
  INFO(single.output);
  CHECK(single.verdict == st::CheckOutcome::Verdict::Fail);

  // Writing one element past either end of an array lands in a guard zone.
  Parsed line = parse("line.f95", line_source);
  for (const char* loop : {"do i = 1, n+1", "do i = 0, n"}) {
    Parsed variant = parse("variant.f95", replaced(line_source, "do i = 1, n", loop));
    st::CheckOutcome outcome = check_variant(line_source, line, variant.sub, variant.symbols, false, {{"n", 37}});
    INFO(outcome.output);
    CHECK(outcome.verdict == st::CheckOutcome::Verdict::Fail);
    CHECK(outcome.arrays.at(1).unwritten_changed == 1);
    CHECK(outcome.arrays.at(1).worst_at.find("y:guard:1_") == 0);
  }
}

TEST_CASE("differential: every suite stencil and sampled variant, in C and Fortran, matches gfortran's reference",
          "[differential]") {
  using Clock = std::chrono::steady_clock;
  Clock::time_point start = Clock::now();
  st::TempDir root("stenciltune-differential");
  st::Toolchain tools;
  std::vector<StencilSetup> stencils;
  std::vector<Case> cases;

  // ---- on this thread: parse, analyse, transform, print -----------------------------
  for (const char* name : suite) {
    StencilSetup s;
    s.name = name;
    s.dir = root.file(name);
    std::filesystem::create_directories(s.dir);
    std::string file = stencil_path(name);
    st::ast::Subroutine sub;
    st::SymbolTable symbols;
    st::StencilInfo info;
    try {
      st::ast::Unit unit = st::parse_file(file);
      sub = st::complete_bare_nest(unit.subroutines.at(0));
      symbols = st::build_symbols(sub);
      info = st::analyse(sub, symbols);
    } catch (const std::exception& e) {
      s.problem = std::string("analysis failed: ") + e.what();
      stencils.push_back(s);
      continue;
    }
    s.subroutine = sub.name;
    int dims = info.nests.at(0).dims;
    s.integers =
        st::size_arguments(info, dims == 3 ? std::vector<long long>{13, 17, 11} : std::vector<long long>{37, 23});
    // A bare nest does not compile alone: its reference is the completed subroutine,
    // printed back unchanged.
    s.reference_source = file;
    if (sub.bare_nest) {
      s.reference_source = s.dir + "/reference.f90";
      write_file(s.reference_source, st::emit_fortran(sub, symbols, {}));
    }
    for (bool by_reference : {false, true}) {
      st::CheckHarnessOptions options;
      options.reference_symbol = st::reference_symbol(sub.name);
      options.variant_symbol = by_reference ? "st_variant_" : "st_variant";
      options.variant_convention =
          by_reference ? st::CallingConvention::FortranByReference : st::CallingConvention::CByValue;
      options.integer_arguments = s.integers;
      write_file(s.dir + (by_reference ? "/check_f.c" : "/check_c.c"),
                 st::generate_check_harness(sub, symbols, options));
    }

    for (const Sample& sample : samples()) {
      std::vector<std::string> params = params_for(sample, dims);
      st::ast::Subroutine variant = sub;
      std::string problem;
      if (sample.transform) {
        try {
          variant = st::apply_variant(sub, symbols, info, st::parse_params(params, info));
        } catch (const std::exception& e) {
          problem = std::string("the transform failed: ") + e.what();
        }
      }
      for (bool fortran : {false, true}) {
        Case c;
        c.stencil = stencils.size();
        c.fortran = fortran;
        c.label =
            s.name + " [" + (sample.transform ? joined(params) : sample.label) + "] " + (fortran ? "fortran" : "c");
        c.dir = s.dir + "/case" + std::to_string(cases.size());
        c.problem = problem;
        std::filesystem::create_directories(c.dir);
        if (c.problem.empty()) {
          try {
            if (fortran) {
              st::FortranEmitOptions options;
              options.subroutine_name = "st_variant";
              write_file(c.dir + "/variant.f90", st::emit_fortran(variant, symbols, options));
            } else {
              st::CEmitOptions options;
              options.function_name = "st_variant";
              options.fortran_entry = false;
              write_file(c.dir + "/variant.c", st::emit_c(variant, symbols, options));
            }
          } catch (const std::exception& e) {
            c.problem = std::string("the backend failed: ") + e.what();
          }
        }
        cases.push_back(c);
      }
    }
    stencils.push_back(s);
  }

  // ---- in parallel: the references and harnesses, then every case ------------------
  in_parallel(stencils.size(), [&](size_t i) {
    StencilSetup& s = stencils[i];
    if (!s.problem.empty()) return;
    s.built = st::compile_reference(s.reference_source, s.subroutine, s.dir + "/reference.o", tools);
    if (s.built.ok) s.built = st::compile_harness(s.dir + "/check_c.c", s.dir + "/check_c.o", tools);
    if (s.built.ok) s.built = st::compile_harness(s.dir + "/check_f.c", s.dir + "/check_f.o", tools);
  });
  in_parallel(cases.size(), [&](size_t i) {
    Case& c = cases[i];
    const StencilSetup& s = stencils[c.stencil];
    if (!c.problem.empty() || !s.problem.empty() || !s.built.ok) return;
    std::string object = c.dir + "/variant.o";
    c.built = c.fortran ? st::run_tool({tools.fortran_compiler, "-std=f95", "-O2", "-Wall", "-Werror", "-c",
                                        c.dir + "/variant.f90", "-o", object},
                                       tools)
                        : st::run_tool({tools.c_compiler, "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", "-c",
                                        c.dir + "/variant.c", "-o", object},
                                       tools);
    if (c.built.ok) {
      c.built = st::link_check_program(
          {s.dir + (c.fortran ? "/check_f.o" : "/check_c.o"), object, s.dir + "/reference.o"}, c.dir + "/check", tools);
    }
    if (c.built.ok) c.outcome = st::run_check_program(c.dir + "/check", s.integers, 1, tools);
  });

  // ---- report -----------------------------------------------------------------------
  double worst = 0;
  std::string worst_case = "-";
  size_t failed = 0;
  for (const StencilSetup& s : stencils) {
    INFO(s.name);
    CHECK(s.problem == "");
    CHECK(s.built.message == "");
  }
  for (const Case& c : cases) {
    const StencilSetup& s = stencils[c.stencil];
    if (!s.problem.empty() || !s.built.ok) continue;
    std::ostringstream line;
    line << "differential: " << c.label << ": ";
    bool passed = c.problem.empty() && c.built.ok && c.outcome.verdict == st::CheckOutcome::Verdict::Pass;
    if (!c.problem.empty()) {
      line << "FAIL " << c.problem;
    } else if (!c.built.ok) {
      line << "FAIL " << c.built.message;
    } else {
      line << (passed ? "pass" : "FAIL");
      for (const st::ArrayCheck& a : c.outcome.arrays) {
        if (a.written == 0 && a.unwritten_changed == 0) continue;
        line << " " << a.name << " max|err|=" << a.max_abs_error << " (" << a.max_error_tolerances << " tol)";
        if (a.max_error_tolerances > worst) {
          worst = a.max_error_tolerances;
          worst_case = c.label + " " + a.name;
        }
      }
      if (!passed) line << "; " << c.outcome.reason;
    }
    std::cout << line.str() << "\n";
    if (!passed) ++failed;
    INFO(line.str());
    INFO("files: " << c.dir);
    INFO(c.outcome.output);
    CHECK(passed);
  }
  double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  std::cout << "differential: " << cases.size() << " cases, " << failed << " failed, worst error " << worst
            << " tolerances (" << worst_case << "), " << seconds << " s\n";
  if (failed > 0) {
    root.keep();
    std::cout << "differential: files kept in " << root.path().string() << "\n";
  }
}

TEST_CASE("magnitude pass: the sum of the magnitudes of the terms of every value written", "[differential]") {
  const char* const source = R"(subroutine m2(n, a, x, y)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: a
  real(8), intent(in) :: x(0:n+1)
  real(8), intent(inout) :: y(n)
  integer :: i
  do i = 1, n
    y(i) = -x(i)/(a - x(i+1)) + sqrt(x(i))*x(i-1)**2 + exp(-a) - max(x(i), a)*i + x(i)**a
  end do
end subroutine m2
)";
  const std::string expected =
      "do i = 1, n\n"
      "  y(i) = (abs(x(i))+abs((-x(i))/(a-x(i+1)))*(abs(a)+abs(x(i+1))))/abs(a-x(i+1))"
      "+(sqrt(abs(x(i)))+abs(x(i))/(2*sqrt(abs(x(i)))))*abs(x(i-1))**2+exp(-a)*(1.0d0+abs(a))"
      "+max(abs(x(i)), abs(a))*abs(i)+abs(x(i)**a)*(1.0d0+(abs(a)*(abs(x(i))/abs(x(i)))+abs(log(abs(x(i))))*abs(a)))\n"
      "end do\n";
  Parsed p = parse("m2.f95", source);
  std::string output = st::ast::to_fortran(st::magnitude_subroutine(p.sub, p.symbols).sub.body, 0);
  INFO("input:\n" << st::ast::to_fortran(p.sub.body, 0) << "output:\n" << output << "expected:\n" << expected);
  CHECK(output == expected);

  // A temporary keeps its value and gets a companion holding its magnitude.
  Parsed vardiff = parse_stencil("vardiff");
  std::string temporaries = st::ast::to_fortran(st::magnitude_subroutine(vardiff.sub, vardiff.symbols).sub.body, 0);
  INFO(temporaries);
  CHECK(temporaries.find(
            "      fz = (a(i,j,k+1)+a(i,j,k))*(u(i,j,k+1)-u(i,j,k))-(a(i,j,k)+a(i,j,k-1))*(u(i,j,k)-u(i,j,k-1))\n"
            "      fz_mag = (abs(a(i,j,k+1))+abs(a(i,j,k)))*(abs(u(i,j,k+1))+abs(u(i,j,k)))"
            "+(abs(a(i,j,k))+abs(a(i,j,k-1)))*(abs(u(i,j,k))+abs(u(i,j,k-1)))\n"
            "      unew(i,j,k) = abs(u(i,j,k))+abs(half)*abs(dt)*(fx_mag+fy_mag+fz_mag)\n") != std::string::npos);

  // An array updated in place is read from a copy of its initial values, an extra
  // argument, since the magnitudes overwrite it.
  Parsed inplace = parse("inplace.f95", inplace_source);
  st::Magnitudes m = st::magnitude_subroutine(inplace.sub, inplace.symbols);
  std::string body = st::ast::to_fortran(m.sub.body, 0);
  INFO(body);
  CHECK(body == "do i = 1, n\n  u(i) = abs(u_value(i))+abs(c)*(abs(v(i-1))+2*abs(v(i))+abs(v(i+1)))\nend do\n");
  REQUIRE(m.value_arguments.size() == 1);
  CHECK(m.value_arguments[0] == std::make_pair(std::string("u_value"), std::string("u")));
  CHECK(m.sub.params.back().name == "u_value");
}

TEST_CASE("magnitude pass: a nest reads the magnitudes an earlier nest wrote, not the initial values",
          "[differential]") {
  // u is read by the first nest and written by the second; v the other way round.
  const std::string source = R"(subroutine two(n, u, v)
  integer, intent(in) :: n
  real(8), intent(inout) :: u(0:n+1), v(0:n+1)
  integer :: i
  do i = 1, n
    v(i) = u(i-1) + u(i+1)
  end do
  do i = 1, n
    u(i) = 2*v(i)
  end do
end subroutine two
)";
  Parsed p = parse("two.f95", source);
  st::Magnitudes m = st::magnitude_subroutine(p.sub, p.symbols);
  std::string body = st::ast::to_fortran(m.sub.body, 0);
  INFO(body);
  CHECK(body.find("v(i) = abs(u_value(i-1))+abs(u_value(i+1))") != std::string::npos);
  CHECK(body.find("u(i) = 2*abs(v(i))") != std::string::npos);
}

TEST_CASE("differential: reductions print to C and Fortran that compute the original's results, and a wrong one fails",
          "[differential]") {
  auto read_input = [](const std::string& name) {
    std::ifstream f(std::string(STENCILTUNE_SOURCE_DIR) + "/tests/inputs/" + name + ".f95");
    std::stringstream text;
    text << f.rdbuf();
    return text.str();
  };
  struct Case {
    const char* name;
    std::map<std::string, long long> integers;
    std::vector<std::string> results;  // the scalars the harness must compare
  };
  for (const Case& c : {Case{"reduction_jacobi", {{"imax", 13}, {"jmax", 11}, {"kmax", 9}}, {"gosa"}},
                        Case{"reduction_norms", {{"nx", 13}, {"ny", 11}, {"nz", 9}}, {"total", "emax", "emin"}}}) {
    std::string source = read_input(c.name);
    Parsed p = parse(std::string(c.name) + ".f95", source);
    for (bool fortran : {false, true}) {
      INFO(c.name << (fortran ? " in Fortran" : " in C"));
      st::CheckOutcome outcome = check_variant(source, p, p.sub, p.symbols, fortran, c.integers);
      INFO(outcome.output);
      CHECK(outcome.verdict == st::CheckOutcome::Verdict::Pass);
      for (const std::string& result : c.results) {
        auto it = std::find_if(outcome.arrays.begin(), outcome.arrays.end(),
                               [&](const st::ArrayCheck& a) { return a.name == result; });
        REQUIRE(it != outcome.arrays.end());
        CHECK(it->written == 1);
      }
    }
  }
  // Each squared update one part in 10^3 too large: the arrays match, the residual does not.
  // (One part in 10^4 is inside what the original's own float sum of 693 terms may round to.)
  std::string source = read_input("reduction_jacobi");
  Parsed original = parse("reduction_jacobi.f95", source);
  Parsed wrong = parse("reduction_jacobi.f95", replaced(source, "g = g + ss*ss", "g = g + ss*ss*1.001"));
  st::CheckOutcome outcome =
      check_variant(source, original, wrong.sub, wrong.symbols, false, {{"imax", 13}, {"jmax", 11}, {"kmax", 9}});
  INFO(outcome.output);
  CHECK(outcome.verdict == st::CheckOutcome::Verdict::Fail);
  CHECK(outcome.output.find("check: wrk2 written=693 wrong=0 ") != std::string::npos);
  CHECK(outcome.output.find("check: gosa written=1 wrong=1 ") != std::string::npos);
}
