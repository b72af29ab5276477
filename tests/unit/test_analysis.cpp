// The check-and-analyse stage: symbols, offsets and roles of the accesses, grid
// dimensions, radius, flops and bytes, legality notes, and the declarations inferred
// for a bare loop nest.
#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "analysis/bare_nest.h"
#include "analysis/info_text.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/printer.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "test_support.h"

namespace {

using namespace st;
using Offsets = std::vector<long long>;

using test::stencil_path;

StencilInfo analyse_unit(const ast::Unit& unit, size_t which = 0) {
  ast::Subroutine sub = complete_bare_nest(unit.subroutines.at(which));
  SymbolTable symbols = build_symbols(sub);
  return analyse(sub, symbols);
}

StencilInfo analyse_stencil(const std::string& name) { return analyse_unit(parse_file(stencil_path(name))); }
StencilInfo analyse_text(const std::string& text, const std::string& file = "t.f95") {
  return analyse_unit(parse_text(file, text));
}

// The message (with its line:col) of the UserError that analysing `text` throws.
std::string analysis_error(const std::string& text) {
  try {
    analyse_text(text);
  } catch (const UserError& e) {
    return std::to_string(e.where().begin.line) + ":" + std::to_string(e.where().begin.column) + ": " + e.what();
  }
  return "(no error)";
}

std::vector<Offsets> offsets_of(const NestInfo& nest, const std::string& array, bool is_write) {
  std::vector<Offsets> out;
  for (const Access& a : nest.accesses) {
    if (a.array == array && a.is_write == is_write) out.push_back(a.offsets);
  }
  return out;
}

std::string bounds_text(const ArrayInfo& a) {
  std::string s = a.name + "(";
  for (size_t d = 0; d < a.bounds.size(); ++d) {
    s += d ? "," : "";
    s += (a.bounds[d].lower ? ast::to_fortran(a.bounds[d].lower) : "1") + ":" + ast::to_fortran(a.bounds[d].upper);
  }
  return s + ")";
}

// A 2-D subroutine around one nest; `decls` adds to the declarations.
std::string nest2d(const std::string& loops_and_body, const std::string& decls = "") {
  return "subroutine t(nx, ny, u, v)\n"
         "  implicit none\n"
         "  integer, intent(in) :: nx, ny\n"
         "  real(8), intent(in) :: u(0:nx+1, 0:ny+1)\n"
         "  real(8), intent(inout) :: v(0:nx+1, 0:ny+1)\n"
         "  integer :: i, j\n" +
         decls + loops_and_body + "end subroutine t\n";
}

}  // namespace

TEST_CASE("the laplacian's accesses, offsets and grid dimensions", "[analysis]") {
  StencilInfo info = analyse_stencil("laplacian");
  CHECK(info.subroutine == "laplacian");
  CHECK(!info.bare_nest);
  REQUIRE(info.nests.size() == 1);
  const NestInfo& n = info.nests[0];
  CHECK(n.dims == 3);
  CHECK(n.grid_vars == std::vector<std::string>{"i", "j", "k"});
  REQUIRE(n.loops.size() == 3);
  CHECK(n.loops[0].var == "k");
  CHECK(n.loops[0].grid_dim == 2);
  CHECK(n.loops[2].var == "i");
  CHECK(n.loops[2].grid_dim == 0);
  CHECK(n.loops[0].upper_form.str() == "nz");
  CHECK(n.loops[0].lower_form.str() == "1");
  CHECK(n.loc.begin.line == 13);
  CHECK(offsets_of(n, "u", false) ==
        std::vector<Offsets>{{0, 0, 0}, {-1, 0, 0}, {1, 0, 0}, {0, -1, 0}, {0, 1, 0}, {0, 0, -1}, {0, 0, 1}});
  CHECK(offsets_of(n, "unext", true) == std::vector<Offsets>{{0, 0, 0}});
  CHECK(offsets_of(n, "unext", false).empty());
  CHECK(n.radius == std::vector<int>{1, 1, 1});
  REQUIRE(n.arrays.size() == 2);
  CHECK(n.arrays[0].name == "u");
  CHECK(n.arrays[0].role == ArrayRole::Read);
  CHECK(n.arrays[0].grid_dims == std::vector<int>{0, 1, 2});
  CHECK(n.arrays[0].type == ast::ScalarType::real(8));
  CHECK(bounds_text(n.arrays[0]) == "u(0:nx+1,0:ny+1,0:nz+1)");
  CHECK(n.arrays[1].role == ArrayRole::Written);
  CHECK(n.arrays[1].intent == ast::Intent::InOut);
  CHECK(n.scalars == std::vector<std::string>{"alpha", "beta"});
  CHECK(n.temporaries.empty());
  CHECK(n.legality.legal);
  CHECK(n.legality.out_of_place);
  CHECK(n.legality.unit_stride_innermost);
  CHECK(n.legality.unit_steps);
  REQUIRE(n.legality.notes.size() == 1);
  CHECK(n.legality.notes[0].rfind("Jacobi-style", 0) == 0);
  // Locations of the accesses: the write at the start of the statement, the reads where
  // they are written, across the continuation line.
  REQUIRE(n.accesses.size() == 8);
  CHECK(n.accesses[0].loc.begin.line == 16);
  CHECK(n.accesses[0].loc.begin.column == 30);
  CHECK(n.accesses[6].loc.begin.line == 17);
  CHECK(n.accesses[6].loc.begin.column == 63);
  CHECK(n.accesses[7].loc.begin.column == 9);
}

TEST_CASE("a coefficient array indexed by constants", "[analysis]") {
  const NestInfo n = analyse_stencil("star25_sp").nests.at(0);
  const ArrayInfo* c = n.array("c");
  REQUIRE(c);
  CHECK(c->role == ArrayRole::Coefficient);
  CHECK(c->grid_dims == std::vector<int>{-1});
  CHECK(c->type == ast::ScalarType::real(4));
  std::vector<long long> constants;
  for (const Access& a : n.accesses) {
    if (a.array != "c") continue;
    REQUIRE(a.constant_indices.size() == 1);
    CHECK(a.constant_indices[0].first == 0);
    CHECK(a.offsets == Offsets{0, 0, 0});
    REQUIRE(a.constant_indices[0].second.is_constant());
    constants.push_back(a.constant_indices[0].second.constant);
  }
  CHECK(constants == std::vector<long long>{0, 1, 2, 3, 4});
  CHECK(n.radius == std::vector<int>{4, 4, 4});  // the coefficients do not widen it
  CHECK(n.element_bytes == 4);
  CHECK(n.compulsory_bytes == 8);
}

TEST_CASE("grids of different shapes, several outputs, temporaries", "[analysis]") {
  const NestInfo g = analyse_stencil("gradient").nests.at(0);
  REQUIRE(g.arrays.size() == 4);
  CHECK(bounds_text(g.arrays[0]) == "u(0:nx+1,0:ny+1,0:nz+1)");
  CHECK(bounds_text(g.arrays[1]) == "gx(1:nx,1:ny,1:nz)");
  CHECK(offsets_of(g, "gz", true) == std::vector<Offsets>{{0, 0, 0}});
  CHECK(g.compulsory_bytes == 32);
  CHECK(g.naive_bytes == 56);

  const NestInfo v = analyse_stencil("vardiff").nests.at(0);
  CHECK(v.temporaries == std::vector<std::string>{"fx", "fy", "fz"});
  CHECK(v.scalars == std::vector<std::string>{"dt", "half"});  // dummies first, then parameters
  CHECK(v.flops.add == 18);
  CHECK(v.flops.mul == 7);  // half*dt is the same at every point: not counted
  CHECK(offsets_of(v, "a", false).size() == 7);
}

TEST_CASE("an in-place update that reads only its own point is legal", "[analysis]") {
  const NestInfo n = analyse_text(nest2d("  do j = 1, ny\n    do i = 1, nx\n      v(i,j) = 0.5d0*v(i,j) + u(i+1,j)\n"
                                         "    end do\n  end do\n"))
                         .nests.at(0);
  CHECK(n.array("v")->role == ArrayRole::ReadWritten);
  CHECK(n.legality.legal);
  CHECK(!n.legality.out_of_place);
  REQUIRE(n.legality.notes.size() == 2);
  CHECK(n.legality.notes[1] == "'v' is updated in place, reading only the point it writes");
  CHECK(n.radius == std::vector<int>{1, 0});
  CHECK(n.compulsory_bytes == 24);  // u read, v read and written
  CHECK(n.naive_bytes == 24);       // v is read anyway: no write-allocate
}

TEST_CASE("loop order and steps are legality notes", "[analysis]") {
  const NestInfo n = analyse_text(nest2d("  do i = 1, nx\n    do j = ny, 1, -1\n      v(i,j) = u(i,j+1)\n"
                                         "    end do\n  end do\n"))
                         .nests.at(0);
  CHECK(n.grid_vars == std::vector<std::string>{"i", "j"});
  CHECK(n.loops[0].grid_dim == 0);
  CHECK(n.loops[1].step == -1);
  CHECK(!n.legality.unit_stride_innermost);
  CHECK(!n.legality.unit_steps);
  CHECK(n.legality.legal);
  CHECK(n.legality.notes ==
        std::vector<std::string>{
            "Jacobi-style: every iteration writes only its own point, so iterations are independent and any order or "
            "partition is legal",
            "the innermost loop 'j' is not along the unit-stride first index ('i'); variants reorder the loops",
            "loop 'j' has step -1"});
}

TEST_CASE("an extra dimension indexed by constants is a set of grids", "[analysis]") {
  const NestInfo n = analyse_text(
                         "subroutine t(nx, ny, nz, a, v)\n"
                         "  implicit none\n"
                         "  integer, intent(in) :: nx, ny, nz\n"
                         "  real(8), intent(in) :: a(0:nx+1, 0:ny+1, 0:nz+1, 3)\n"
                         "  real(8), intent(inout) :: v(nx, ny, nz)\n"
                         "  integer :: i, j, k\n"
                         "  do k = 1, nz\n    do j = 1, ny\n      do i = 1, nx\n"
                         "        v(i,j,k) = a(i-1,j,k,1) + a(i+1,j,k,1) + a(i,j+1,k,2) + a(i,j,k-1,3)\n"
                         "      end do\n    end do\n  end do\n"
                         "end subroutine t\n")
                         .nests.at(0);
  const ArrayInfo* a = n.array("a");
  REQUIRE(a);
  CHECK(a->role == ArrayRole::Read);
  CHECK(a->grid_dims == std::vector<int>{0, 1, 2, -1});
  REQUIRE(n.accesses.size() == 5);
  CHECK(n.accesses[2].constant_indices == std::vector<std::pair<int, Affine>>{{3, Affine::of(2)}});
  CHECK(n.radius == std::vector<int>{1, 1, 1});
  // a(:,:,:,1), a(:,:,:,2) and a(:,:,:,3) are three streams, v one more.
  CHECK(n.compulsory_bytes == 32);
  CHECK(n.naive_bytes == 40);
}

TEST_CASE("flops count values, not index arithmetic; intrinsics by name", "[analysis]") {
  const NestInfo n =
      analyse_text(nest2d("  do j = 1, ny\n    do i = 1, nx\n"
                          "      v(i,j) = sqrt(abs(u(i-1,j))) + max(u(i+1,j), 0.0d0)**2 / u(i,j-1) - u(i,j+1)*2\n"
                          "    end do\n  end do\n"))
          .nests.at(0);
  CHECK(n.flops.add == 2);
  CHECK(n.flops.mul == 1);
  CHECK(n.flops.div == 1);
  CHECK(n.flops.intrinsics == std::map<std::string, int>{{"abs", 1}, {"max", 1}, {"pow", 1}, {"sqrt", 1}});
  CHECK(n.flops.total() == 8);
}

TEST_CASE("several nests in one subroutine are analysed in order", "[analysis]") {
  StencilInfo info =
      analyse_text(nest2d("  do j = 1, ny\n    do i = 1, nx\n      v(i,j) = u(i,j)\n    end do\n  end do\n"
                          "  do j = 1, ny\n    do i = 1, nx\n      v(i,j) = v(i,j) + 1\n    end do\n  end do\n"));
  REQUIRE(info.nests.size() == 2);
  CHECK(info.nests[0].index == 0);
  CHECK(info.nests[1].index == 1);
  CHECK(info.nests[1].loc.begin.line == 12);
  CHECK(info.nests[1].array("v")->role == ArrayRole::ReadWritten);
  CHECK(info.nests[1].radius == std::vector<int>{0, 0});
}

TEST_CASE("symbols: dummies, kinds, parameters and implicit typing", "[analysis][symbols]") {
  ast::Unit unit = parse_file(stencil_path("vardiff"));
  SymbolTable symbols = build_symbols(unit.subroutines.at(0));
  CHECK(symbols.dummies() == std::vector<std::string>{"nx", "ny", "nz", "dt", "a", "u", "unew"});
  const Symbol* half = symbols.find("half");
  REQUIRE(half);
  CHECK(half->kind == SymbolKind::Parameter);
  REQUIRE(half->real_value);
  CHECK(*half->real_value == 0.5);
  const Symbol* u = symbols.find("u");
  REQUIRE(u);
  CHECK(u->kind == SymbolKind::Array);
  CHECK(u->rank() == 3);
  CHECK(u->dummy_position == 5);
  CHECK(symbols.implicit_none());

  ast::Unit loose =
      parse_text("t.f95", "subroutine t(n, u)\n  real u(n)\n  do i = 1, n\n    u(i) = x\n  end do\nend\n");
  SymbolTable implicit = build_symbols(loose.subroutines.at(0));
  CHECK(implicit.lookup("n", {}).type == ast::ScalarType::integer(4));
  CHECK(implicit.lookup("i", {}).type == ast::ScalarType::integer(4));
  CHECK(implicit.lookup("x", {}).type == ast::ScalarType::real(4));
  CHECK(implicit.lookup("x", {}).implicitly_typed);

  ast::Unit kinds = parse_text("t.f95", "subroutine t\n  integer, parameter :: dp = 8, m = dp*2 - 1\nend\n");
  SymbolTable k = build_symbols(kinds.subroutines.at(0));
  CHECK(k.integer_constants().at("m") == 15);
}

TEST_CASE("a bare nest gets the arguments and shapes of Kamil et al.'s Figure 1", "[analysis][bare_nest]") {
  ast::Unit unit = parse_file(stencil_path("laplacian_nest"));
  ast::Subroutine sub = complete_bare_nest(unit.subroutines.at(0));
  CHECK(sub.name == "laplacian_nest");
  CHECK(sub.bare_nest);
  CHECK(sub.implicit_none);
  std::vector<std::string> params;
  for (const ast::Param& p : sub.params) params.push_back(p.name);
  CHECK(params == std::vector<std::string>{"nx", "ny", "nz", "alpha", "beta", "now", "next"});
  SymbolTable symbols = build_symbols(sub);
  CHECK(symbols.find("nx")->type == ast::ScalarType::integer(4));
  CHECK(symbols.find("nx")->intent == ast::Intent::In);
  CHECK(symbols.find("alpha")->type == ast::ScalarType::real(8));
  CHECK(symbols.find("alpha")->intent == ast::Intent::In);
  CHECK(symbols.find("i")->type == ast::ScalarType::integer(4));
  CHECK(!symbols.find("i")->is_dummy);
  StencilInfo info = analyse(sub, symbols);
  const NestInfo& n = info.nests.at(0);
  CHECK(info.bare_nest);
  CHECK(bounds_text(*n.array("now")) == "now(1:nx,1:ny,1:nz)");
  // The written grid has the caller's shape too, not only the points written.
  CHECK(bounds_text(*n.array("next")) == "next(1:nx,1:ny,1:nz)");
  CHECK(n.array("now")->intent == ast::Intent::In);
  CHECK(n.array("next")->intent == ast::Intent::InOut);
  CHECK(n.loops[0].lower_form.str() == "2");
  CHECK(n.loops[0].upper_form.str() == "nz-1");
  CHECK(n.loops[0].step == 1);
}

TEST_CASE("bare nests: temporaries, declared names, shared shapes", "[analysis][bare_nest]") {
  // Loops in i, j order; offsets only on the input; a temporary; beta declared by the user.
  ast::Unit unit = parse_text("my-heat.f95",
                              "real(4) :: beta\n"
                              "do i = 1, m\n  do j = 0, n\n"
                              "    t = u(i-2, j) + u(i, j+1)\n"
                              "    w(i, j) = beta*t + gamma\n"
                              "  end do\nend do\n");
  ast::Subroutine sub = complete_bare_nest(unit.subroutines.at(0));
  CHECK(sub.name == "my_heat");
  std::vector<std::string> params;
  for (const ast::Param& p : sub.params) params.push_back(p.name);
  CHECK(params == std::vector<std::string>{"m", "n", "beta", "gamma", "u", "w"});
  SymbolTable symbols = build_symbols(sub);
  CHECK(symbols.find("beta")->type == ast::ScalarType::real(4));
  CHECK(symbols.find("t")->type == ast::ScalarType::real(8));
  CHECK(!symbols.find("t")->is_dummy);
  const NestInfo n = analyse(sub, symbols).nests.at(0);
  CHECK(bounds_text(*n.array("u")) == "u(-1:m,0:n+1)");
  CHECK(bounds_text(*n.array("w")) == "w(-1:m,0:n+1)");
  CHECK(n.temporaries == std::vector<std::string>{"t"});
  CHECK(n.radius == std::vector<int>{2, 1});

  CHECK(parse_text("9lives.f95", "do i = 1, n\n  v(i) = 1\nend do\n").subroutines.size() == 1);
  CHECK(complete_bare_nest(parse_text("dir.x/9-lives.v2.f95", "do i = 1, n\n  v(i) = 1\nend do\n").subroutines.at(0))
            .name == "nest_9_lives");
}

TEST_CASE("arrays of lower rank than the nest: profiles and planes along any of its dimensions", "[analysis]") {
  // A vertical profile prof(k) and a plane c(j,k) of a 3-D nest: each array dimension
  // maps to the grid dimension of the loop variable that indexes it.
  const std::string head =
      "subroutine t(nx, ny, nz, prof, c, u, v)\n  implicit none\n  integer, intent(in) :: nx, ny, nz\n"
      "  real(8), intent(in) :: prof(nz), c(ny, nz), u(nx, ny, nz)\n  real(8), intent(inout) :: v(nx, ny, nz)\n"
      "  integer :: i, j, k\n  do k = 2, nz - 1\n    do j = 2, ny - 1\n      do i = 2, nx - 1\n";
  const std::string tail = "      end do\n    end do\n  end do\nend\n";
  const NestInfo n =
      analyse_text(head + "        v(i,j,k) = prof(k+1) * c(j,k) * (u(i-1,j,k) + u(i,j,k+1))\n" + tail).nests.at(0);
  CHECK(n.grid_vars == std::vector<std::string>{"i", "j", "k"});
  CHECK(n.array("prof")->grid_dims == std::vector<int>{2});
  CHECK(n.array("c")->grid_dims == std::vector<int>{1, 2});
  CHECK(n.array("u")->grid_dims == std::vector<int>{0, 1, 2});
  CHECK(n.radius == std::vector<int>{1, 0, 1});
  // One array read along two sets of dimensions would be two arrays under one name.
  CHECK(analysis_error(head + "        v(i,j,k) = c(j,k) * u(i,j,k) + prof(k) * prof(i)\n" + tail) ==
        "10:55: dimension 1 of 'prof' is indexed by 'i' here and by 'k' at line 10: an array runs along one "
        "dimension of the grid in every access (declare two arrays)");
  // The plane read in the other order is a transposed access, named as such.
  CHECK(analysis_error(head + "        v(i,j,k) = c(k,j) * u(i,j,k)\n" + tail) ==
        "10:24: 'c' is indexed by 'k' in dimension 1 and 'j' in dimension 2, the opposite order to 'u': transposed "
        "accesses are not supported");
}

TEST_CASE("analysis diagnostics point at the offending token", "[analysis][diagnostics]") {
  const std::string loops = "  do j = 1, ny\n    do i = 1, nx\n";
  const std::string ends = "    end do\n  end do\n";
  CHECK(analysis_error(nest2d(loops + "      v(i,j) = u(i,j,1)\n" + ends)) ==
        "9:16: 'u' has rank 2 but is used with 3 subscripts");
  CHECK(analysis_error(nest2d(loops + "      v(i,j) = u(2*i,j)\n" + ends)) ==
        "9:18: index '2*i' of 'u' is not a loop variable plus or minus a constant");
  CHECK(analysis_error(nest2d(loops + "      v(i,j) = u(i,n)\n" + ends)) == "9:20: 'n' is not declared");
  CHECK(analysis_error(nest2d(loops + "      v(i,j) = u(i,j+nx)\n" + ends)) ==
        "9:20: index 'j+nx' of 'u' is not a loop variable plus or minus a constant ('nx' is not a loop variable of "
        "this nest)");
  CHECK(analysis_error(nest2d(loops + "      v(j,i) = u(i,j)\n" + ends)) ==
        "9:11: 'v' is indexed by 'j' in dimension 1 and 'i' in dimension 2, the opposite order to 'u': transposed "
        "accesses are not supported");
  CHECK(analysis_error(nest2d(loops + "      v(i,i) = u(i,j)\n" + ends)) ==
        "9:11: loop variable 'i' indexes two dimensions of 'v': diagonal accesses are not supported");
  CHECK(
      analysis_error(nest2d(loops + "      v(i,1) = u(i,j)\n" + ends)) ==
      "9:7: write to 'v(i,1)' does not depend on loop variable 'j': every iteration of 'j' overwrites the same point");
  CHECK(analysis_error(nest2d(loops + "      v(i,j) = u(i,j) + u(i,0)\n" + ends)) ==
        "9:29: index '0' of 'u' is a constant where other accesses use loop variable 'j'");
  const std::string with_c =
      "subroutine t(n, c, u)\n  implicit none\n  integer, intent(in) :: n\n  real(8), intent(in) :: c(0:4)\n"
      "  real(8), intent(inout) :: u(n)\n  integer :: i\n  do i = 1, n\n    u(i) = c(5)*u(i)\n  end do\nend\n";
  CHECK(analysis_error(with_c) ==
        "8:14: read 'c(5)' is outside the declared bounds: index 1 (5) reaches 5, above the upper bound 4");
}

TEST_CASE("reductions: every form the input takes, with their initial values and stores", "[analysis]") {
  // Himeno's residual: a local summed in the nest, set before it and stored after it.
  std::ifstream jacobi_file(std::string(STENCILTUNE_SOURCE_DIR) + "/tests/inputs/reduction_jacobi.f95");
  std::stringstream jacobi;
  jacobi << jacobi_file.rdbuf();
  StencilInfo himeno = analyse_text(jacobi.str());
  const NestInfo& sweep = himeno.nests.at(0);
  REQUIRE(sweep.reductions.size() == 1);
  const ReductionInfo& g = sweep.reductions[0];
  CHECK(g.var == "g");
  CHECK(g.op == ReductionOp::Sum);
  CHECK(ast::type_name(g.type) == "real(4)");
  REQUIRE(g.initial);
  CHECK(ast::to_fortran(g.initial) == "0.0");
  CHECK(g.stored_into == "gosa");
  // The benchmark counts 34 flops per point, the residual's multiply and add included;
  // the residual moves no grid bytes: 13 streams read (a, b and c one per fourth
  // index, p, bnd, wrk1) and wrk2 written, 4 bytes each.
  CHECK(sweep.flops.total() == 34);
  CHECK(sweep.compulsory_bytes == 4 * 14);
  CHECK(sweep.temporaries == std::vector<std::string>{"s0", "ss"});
  CHECK(std::find(sweep.scalars.begin(), sweep.scalars.end(), "g") == sweep.scalars.end());

  std::ifstream norms_file(std::string(STENCILTUNE_SOURCE_DIR) + "/tests/inputs/reduction_norms.f95");
  std::stringstream norms_text;
  norms_text << norms_file.rdbuf();
  StencilInfo norms = analyse_text(norms_text.str());
  const NestInfo& n = norms.nests.at(0);
  REQUIRE(n.reductions.size() == 3);
  CHECK(n.reductions[0].var == "total");
  CHECK(n.reductions[0].op == ReductionOp::Sum);
  CHECK_FALSE(n.reductions[0].initial);  // intent(inout): the caller's value
  CHECK(n.reductions[1].op == ReductionOp::Max);
  CHECK(ast::to_fortran(n.reductions[1].initial) == "0d0");
  CHECK(n.reductions[2].op == ReductionOp::Min);  // min(e, emin): the operands swapped
  CHECK(n.reductions[2].stored_into.empty());
  CHECK(n.compulsory_bytes == 16);  // u and v read; no grid written
  std::string text = to_text(norms);
  CHECK(text.find("  reduction emax: max of real(8) values, starting from 0d0; 0 bytes per point\n") !=
        std::string::npos);
  CHECK(text.find("  reduction total: sum of real(8) values, starting from the caller's value (intent(inout))") !=
        std::string::npos);

  // Chains of one operator, the other operators, and an integer product.
  StencilInfo chains = analyse_text(R"(
subroutine chains(n, u, d, p, c)
  integer, intent(in) :: n
  real(8), intent(in) :: u(0:n+1)
  real(8), intent(inout) :: d, p
  integer, intent(inout) :: c
  integer :: i
  do i = 1, n
    d = d - u(i) - u(i+1)
    p = u(i-1) * p
    c = c * 2
  end do
end subroutine)");
  const NestInfo& c = chains.nests.at(0);
  REQUIRE(c.reductions.size() == 3);
  CHECK(c.reductions[0].op == ReductionOp::Difference);
  CHECK(c.reductions[1].op == ReductionOp::Product);
  CHECK(c.reductions[2].op == ReductionOp::Product);
  CHECK(c.reductions[2].type.base == ast::BaseType::Integer);
  CHECK(c.flops.add == 2);
}

TEST_CASE("a reduction variable touched anywhere else is refused at the access", "[analysis]") {
  const std::string head = R"(
subroutine r(n, u, v, s)
  integer, intent(in) :: n
  real(8), intent(in) :: u(0:n+1)
  real(8), intent(out) :: v(0:n+1)
  real(8), intent(inout) :: s
  real(8) :: t
  integer :: i
  do i = 1, n
)";
  const std::string tail = "  end do\nend subroutine\n";
  // Read by another statement, before or after the update, or written by one.
  CHECK(analysis_error(head + "    v(i) = s\n    s = s + u(i)\n" + tail).find("10:12: 's' is a reduction") == 0);
  CHECK(analysis_error(head + "    s = s + u(i)\n    t = s * 2\n    v(i) = t\n" + tail)
            .find("11:9: 's' is a reduction") == 0);
  CHECK(analysis_error(head + "    s = max(s, u(i))\n    s = 0\n" + tail).find("11:5:") == 0);
  // Not a reduction's shape: a dummy assigned in the nest, as before.
  CHECK(analysis_error(head + "    s = u(i) - s\n" + tail).find("dummy argument 's' is assigned inside the nest") !=
        std::string::npos);
}

TEST_CASE("in a bare nest, a scalar set before the loops and accumulated is the caller's result", "[bare_nest]") {
  ast::Unit unit = parse_text("residual.f95", R"(gosa = 0.0
do k = 2, nz - 1
  do j = 2, ny - 1
    do i = 2, nx - 1
      ss = u(i+1,j,k) + u(i-1,j,k) - 2.0*u(i,j,k)
      gosa = gosa + ss*ss
      v(i,j,k) = ss
    end do
  end do
end do
)");
  ast::Subroutine sub = complete_bare_nest(unit.subroutines.at(0));
  SymbolTable symbols = build_symbols(sub);
  const Symbol* gosa = symbols.find("gosa");
  REQUIRE(gosa);
  CHECK(gosa->is_dummy);
  CHECK(gosa->intent == ast::Intent::Out);
  CHECK_FALSE(symbols.find("ss")->is_dummy);
  StencilInfo info = analyse(sub, symbols);
  REQUIRE(info.nests.at(0).reductions.size() == 1);
  CHECK(info.nests[0].reductions[0].var == "gosa");
  CHECK(info.nests[0].reductions[0].stored_into.empty());
}

TEST_CASE("boundary conditions: constant indices of the dummies, their bounds checked at run time",
          "[analysis][bounds]") {
  // Insulated sides: each edge column takes its neighbour's value.
  const std::string head =
      "subroutine bc(nx, ny, v)\n  implicit none\n  integer, intent(in) :: nx, ny\n"
      "  real(8), intent(inout) :: v(nx, ny)\n  integer :: j\n  do j = 2, ny - 1\n";
  const std::string tail = "  end do\nend subroutine bc\n";
  StencilInfo info = analyse_text(head + "    v(1,j) = v(2,j)\n    v(nx,j) = v(nx-1,j)\n" + tail);
  REQUIRE(info.nests.size() == 1);
  const NestInfo& n = info.nests[0];
  CHECK(n.dims == 1);
  CHECK(n.array("v")->grid_dims == std::vector<int>{-1, 0});
  std::vector<Affine> columns;
  for (const Access& a : n.accesses) {
    REQUIRE(a.constant_indices.size() == 1);
    columns.push_back(a.constant_indices[0].second);
  }
  const Affine nx = Affine::symbol("nx");
  CHECK(columns == std::vector<Affine>{Affine::of(2), Affine::of(1), nx - Affine::of(1), nx});
  // v(2,j) is inside only where nx >= 2, v(1,j) and v(nx,j) where nx >= 1; v(nx-1,j) needs
  // nx >= 2 too (the same condition, kept once); nothing the loop over j decides.
  std::vector<Affine> margins;
  for (const RuntimeBound& b : n.runtime_bounds) margins.push_back(b.margin);
  CHECK(margins == std::vector<Affine>{nx - Affine::of(2), nx - Affine::of(1)});
  CHECK(n.runtime_bounds[0].message == "read 'v(2,j)': index 1 is 2, above the upper bound nx");
  const RuntimeBound* violated = violated_runtime_bound(info, {{"nx", 1}, {"ny", 9}});
  REQUIRE(violated);
  CHECK(violated->message == n.runtime_bounds[0].message);
  CHECK(violated_runtime_bound(info, {{"nx", 2}, {"ny", 9}}) == nullptr);
  CHECK(violated_runtime_bound(info, {{"ny", 9}}) == nullptr);  // nx unknown: not decided here

  // A column past the declared bound whatever nx is stays an error here.
  CHECK(analysis_error(head + "    v(nx+1,j) = v(nx,j)\n" + tail) ==
        "7:7: write 'v(nx+1,j)' is outside the declared bounds: index 1 (nx+1) reaches nx+1, above the upper bound nx");
  // Only integer dummies the nest leaves alone may index a plane.
  CHECK(analysis_error("subroutine bc(nx, ny, v, w)\n  implicit none\n  integer, intent(in) :: nx, ny\n"
                       "  real(8), intent(in) :: w\n  real(8), intent(inout) :: v(nx, ny)\n  integer :: j, m\n"
                       "  do j = 2, ny - 1\n    m = 2\n    v(1,j) = v(m,j)\n  end do\nend subroutine bc\n") ==
        "9:16: index 'm' of 'v' is not a loop variable plus or minus a constant or a constant of integer dummy "
        "arguments ('m' is neither a loop variable of this nest nor an integer dummy argument it leaves unchanged)");
}
