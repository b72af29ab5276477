// Unit tests of variants (transforms/variant.h): --param parsing and its diagnostics,
// the composed pipeline on the printed subroutine, and, through the interpreter, every
// stencil of the suite under a sample of parameters (blocks that do not divide the grid,
// register blocks larger than the remainder or the block) plus the passes composed in
// every order, each checked bit for bit against the original.
#include <algorithm>
#include <string>

#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/printer.h"
#include "catch.h"
#include "driver/options.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "interp.h"
#include "strategy/cpu_params.h"
#include "strategy/cuda_strategy.h"
#include "strategy/param_space.h"
#include "test_support.h"
#include "transforms/cse.h"
#include "transforms/linearise.h"
#include "transforms/loop_blocking.h"
#include "transforms/register_blocking.h"
#include "transforms/simplify.h"
#include "transforms/variant.h"

namespace {

using namespace st;

using Analysed = test::AnalysedStencil;

Analysed analysed(ast::Unit unit) { return test::analysed(test::parsed(std::move(unit))); }

Analysed parse_stencil(const std::string& name) { return test::analyse_suite_stencil(name); }

// The message of the UserError `params` raise, which must carry no location.
std::string error_of(const std::vector<std::string>& params, const StencilInfo& info) {
  try {
    parse_params(params, info);
  } catch (const UserError& e) {
    CHECK_FALSE(e.has_location());
    return e.what();
  }
  return "(no error)";
}

const char* const suite[] = {"laplacian.f95", "divergence.f95", "gradient.f95",       "box27.f95",     "star13.f95",
                             "star25_sp.f95", "vardiff.f95",    "laplacian_nest.f95", "jacobi2d5.f95", "box2d9.f95"};

bool is_2d(const std::string& name) { return name.find("2d") != std::string::npos; }

std::map<std::string, long long> sizes_for(const std::string& name) {
  if (is_2d(name)) return {{"nx", 37}, {"ny", 23}};
  return {{"nx", 13}, {"ny", 17}, {"nz", 11}};
}

std::string joined(const std::vector<std::string>& params) {
  std::string s;
  for (const std::string& p : params) s += (s.empty() ? "" : " ") + p;
  return s.empty() ? "(defaults)" : s;
}

}  // namespace

TEST_CASE("parse_params reads NAME=VALUE with names in any case", "[variant]") {
  Analysed a = parse_stencil("laplacian.f95");
  VariantParams p = parse_params({"cx=32", " RY = 2", "Cse=0", "linearise=1", "REASSOC=1", "simplify=0"}, a.info);
  CHECK(p.values.size() == 2);
  CHECK(p.get("CX", 0) == 32);
  CHECK(p.get("cx", 0) == 32);
  CHECK(p.get("RY", 1) == 2);
  CHECK(p.get("RZ", 1) == 1);
  CHECK_FALSE(p.cse);
  CHECK(p.linearise);
  CHECK(p.reassociate);
  CHECK_FALSE(p.simplify);
  VariantParams defaults = parse_params({}, a.info);
  CHECK(defaults.simplify);
  CHECK(defaults.cse);
  CHECK_FALSE(defaults.linearise);
  CHECK_FALSE(defaults.reassociate);
  CHECK(parameter_names().size() == 10);
}

TEST_CASE("parse_params rejects what no variant can be", "[variant]") {
  Analysed a = parse_stencil("laplacian.f95");
  Analysed flat = parse_stencil("jacobi2d5.f95");
  CHECK(error_of({"CQ=3"}, a.info) ==
        "unknown tuning parameter 'CQ' in --param 'CQ=3'; the parameters are CX, CY, CZ, RX, RY, RZ, SIMPLIFY, CSE, "
        "LINEARISE, REASSOC");
  // What is not NAME=INTEGER at all is parse_param's to say (test_param_space.cpp),
  // in the same words for every reader of --param.
  CHECK(error_of({"CX"}, a.info) == "--param 'CX' is not NAME=INTEGER");
  CHECK(error_of({"CX=abc"}, a.info) == "--param 'CX=abc' is not NAME=INTEGER");
  CHECK(error_of({"CX=4.5"}, a.info) == "--param 'CX=4.5' is not NAME=INTEGER");
  CHECK(error_of({"CX="}, a.info) == "--param 'CX=' is not NAME=INTEGER");
  CHECK(error_of({"CX=99999999999999999999"}, a.info) == "--param 'CX=99999999999999999999' is not NAME=INTEGER");
  CHECK(error_of({"CX=0"}, a.info) == "CX must be at least 1, not 0");
  CHECK(error_of({"RY=-2"}, a.info) == "RY must be at least 1, not -2");
  CHECK(error_of({"RX=9"}, a.info) == "RX must be at most 8, not 9 (a larger register block only spills registers)");
  CHECK(error_of({"rz=16"}, a.info) == "RZ must be at most 8, not 16 (a larger register block only spills registers)");
  CHECK(error_of({"CSE=2"}, a.info) == "CSE must be 0 or 1, not 2");
  CHECK(error_of({"CX=4", "cx=8"}, a.info) == "tuning parameter CX is given twice");
  CHECK(error_of({"CZ=4"}, flat.info) == "CZ blocks the z dimension, but 'jacobi2d5' is a 2-D stencil");
  CHECK(error_of({"RZ=2"}, flat.info) == "RZ blocks the z dimension, but 'jacobi2d5' is a 2-D stencil");
  CHECK_NOTHROW(parse_params({"CY=4", "RY=8"}, flat.info));
}

TEST_CASE("counts on the command line past what the tool can pass on are refused, not wrapped", "[options]") {
  auto message = [](const std::vector<std::string>& args) {
    try {
      parse_options(args);
    } catch (const UserError& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  // A timed call's steps go into the step count's argument, a default integer: 2^31
  // would wrap around to no steps at all, and a report of rates for steps never run.
  CHECK(message({"heat3d.f95", "--steps=2147483648"}) ==
        "--steps must be at most 2147483647, not 2147483648 (see 'stenciltune --help')");
  CHECK(message({"heat3d.f95", "--steps=4294967297"}) ==
        "--steps must be at most 2147483647, not 4294967297 (see 'stenciltune --help')");
  CHECK(parse_options({"heat3d.f95", "--steps=2147483647"}).steps == 2147483647);
  // A thread count that an int would wrap to 1.
  CHECK(message({"laplacian.f95", "--threads=4294967297"}) ==
        "--threads must be at most 4096, not 4294967297 (see 'stenciltune --help')");
  CHECK(parse_options({"laplacian.f95", "--threads=4096"}).threads == 4096);
}

TEST_CASE("--emit and a tuning run refuse a malformed --param in the same words", "[variant][param_space]") {
  Analysed a = parse_stencil("laplacian.f95");
  st::MachineInfo machine;
  machine.cores = 4;
  auto message = [](const std::function<void()>& read) {
    try {
      read();
    } catch (const UserError& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  for (const std::string bad : {"CX", "THREADS=", "TX=4.5", "=4", "RX=99999999999999999999", "NT=on"}) {
    INFO(bad);
    const std::string expected = "--param '" + bad + "' is not NAME=INTEGER";
    // The command line, before the input is read.
    CHECK(message([&] { parse_options({"laplacian.f95", "--emit=c", "--param", bad}); }) == expected);
    // --emit=c and --emit=fortran; --emit=c --target=cpu; --emit=cuda.
    CHECK(message([&] { parse_params({bad}, a.info); }) == expected);
    CHECK(message([&] { parse_cpu_variant({bad}, a.info, machine); }) == expected);
    CHECK(message([&] { parse_cuda_variant({bad}, a.info); }) == expected);
    // A tuning run of either target.
    ParamSpace space;
    space.add_dimension({"CX", {16, 32}, "core block"});
    CHECK(message([&] { fix_params(space, {bad}); }) == expected);
  }
  // Each reader still judges the names and values by its own rules.
  CHECK(message([&] { parse_params({"THREADS=2"}, a.info); }).find("unknown tuning parameter 'THREADS'") == 0);
  CHECK(message([&] { parse_cpu_variant({"threads=0"}, a.info, machine); }) ==
        "tuning parameter THREADS=0 is out of range: it takes 1 to 1024");
  CHECK(parse_cpu_variant({" threads = +2 "}, a.info, machine).threads == 2);
}

TEST_CASE("apply_variant composes the passes and declares the loops it makes", "[variant]") {
  Analysed a = parse_stencil("jacobi2d5.f95");
  VariantParams p = parse_params({"CX=8", "RY=2", "LINEARISE=1"}, a.info);
  std::string output = ast::to_fortran(apply_variant(a.sub, a.symbols, a.info, p));
  // The 5-point Jacobi does not read its centre, so the two points of a register
  // block share no load and CSE finds nothing.
  std::string expected =
      "subroutine jacobi2d5(nx, ny, u, unew)\n"
      "  implicit none\n"
      "  integer, intent(in) :: nx, ny\n"
      "  real(8), intent(in), dimension(0:nx+1, 0:ny+1) :: u\n"
      "  real(8), intent(inout), dimension(0:nx+1, 0:ny+1) :: unew\n"
      "  integer :: i, j\n"
      "  integer :: st_ii\n"
      "  integer(8) :: st_u_s1\n"
      "  integer(8) :: st_u_base\n"
      "  st_u_s1 = nx+2\n"
      "  do st_ii = 1, nx, 8\n"
      "    do j = 1, ny-1, 2\n"
      "      do i = st_ii, min(st_ii+7, nx), 1\n"
      "        st_u_base = i+j*st_u_s1\n"
      "        unew(1+st_u_base) = 0.25d0*(u(1+st_u_base-1)+u(1+st_u_base+1)+u(1+st_u_base-st_u_s1)+"
      "u(1+st_u_base+st_u_s1))\n"
      "        unew(1+st_u_base+st_u_s1) = 0.25d0*(u(1+st_u_base-1+st_u_s1)+u(1+st_u_base+1+st_u_s1)+"
      "u(1+st_u_base)+u(1+st_u_base+2*st_u_s1))\n"
      "      end do\n"
      "    end do\n"
      "    do j = 1+ny/2*2, ny, 1\n"
      "      do i = st_ii, min(st_ii+7, nx), 1\n"
      "        st_u_base = i+j*st_u_s1\n"
      "        unew(1+st_u_base) = 0.25d0*(u(1+st_u_base-1)+u(1+st_u_base+1)+u(1+st_u_base-st_u_s1)+"
      "u(1+st_u_base+st_u_s1))\n"
      "      end do\n"
      "    end do\n"
      "  end do\n"
      "end subroutine jacobi2d5\n";
  if (output != expected)
    FAIL_CHECK("--- output:\n" << output << "--- expected:\n" << expected);
  else
    SUCCEED("matches the expected text");
}

TEST_CASE("apply_variant transforms every nest of a subroutine", "[variant][semantics]") {
  Analysed a = analysed(parse_text("two.f95",
                                   "subroutine two(nx, ny, u, v, w)\n"
                                   "  integer, intent(in) :: nx, ny\n"
                                   "  real(8), intent(in) :: u(0:nx+1, 0:ny+1)\n"
                                   "  real(8), intent(inout) :: v(0:nx+1, 0:ny+1), w(0:nx+1, 0:ny+1)\n"
                                   "  integer :: i, j\n"
                                   "  do j = 1, ny\n    do i = 1, nx\n      v(i,j) = u(i-1,j) + u(i+1,j)\n"
                                   "    end do\n  end do\n"
                                   "  do j = 1, ny\n    do i = 1, nx\n      w(i,j) = u(i,j-1)*u(i,j+1)\n"
                                   "    end do\n  end do\n"
                                   "end subroutine two\n"));
  REQUIRE(a.info.nests.size() == 2);
  VariantParams p = parse_params({"CY=4", "RX=3", "RY=2", "LINEARISE=1"}, a.info);
  ast::Subroutine out = apply_variant(a.sub, a.symbols, a.info, p);
  std::string text = ast::to_fortran(out);
  INFO(text);
  CHECK(std::count(text.begin(), text.end(), '\n') > 30);
  CHECK(text.find("integer :: st_jj\n") != std::string::npos);
  CHECK(text.find("st_jj_2") == std::string::npos);  // one block variable serves both nests
  std::string difference = interp::compare_runs(a.sub, out, a.symbols, {{"nx", 37}, {"ny", 23}}, 17);
  if (!difference.empty()) FAIL_CHECK(difference);
  CHECK(difference.empty());
}

TEST_CASE("every stencil keeps its results bit for bit under a sample of variants", "[variant][semantics]") {
  const std::vector<std::vector<std::string>> samples_3d = {
      {},
      {"SIMPLIFY=0", "CSE=0"},
      {"CX=4", "CY=5", "CZ=3"},
      {"RX=2", "RY=2", "RZ=2"},
      {"RX=8", "RY=8", "RZ=8"},
      {"CX=5", "CY=4", "CZ=3", "RX=2", "RY=3", "RZ=4"},
      {"CX=5", "CY=4", "CZ=3", "RX=8", "RY=8", "RZ=8", "LINEARISE=1"},
      {"CX=16", "CY=16", "CZ=16", "RX=3", "LINEARISE=1", "CSE=0"},
      {"CY=1", "CZ=2", "RY=2", "SIMPLIFY=0", "LINEARISE=1"},
      {"CX=13", "CY=17", "CZ=11", "RX=4", "RY=1", "RZ=3", "LINEARISE=1", "REASSOC=1"},
  };
  const std::vector<std::vector<std::string>> samples_2d = {
      {},
      {"CX=8", "CY=5", "RX=3", "RY=2"},
      {"RX=8", "RY=8", "LINEARISE=1"},
      {"CX=40", "CY=30", "RX=2"},
      {"CX=6", "CY=4", "RX=8", "RY=8", "LINEARISE=1", "CSE=0"},
      {"CX=1", "CY=1", "RX=1", "RY=7", "SIMPLIFY=0"},
  };
  for (const char* name : suite) {
    Analysed a = parse_stencil(name);
    for (const auto& params : is_2d(name) ? samples_2d : samples_3d) {
      INFO(name << ": " << joined(params));
      VariantParams p = parse_params(params, a.info);
      ast::Subroutine out = apply_variant(a.sub, a.symbols, a.info, p);
      std::string difference = interp::compare_runs(a.sub, out, a.symbols, sizes_for(name), 19);
      if (!difference.empty()) FAIL_CHECK(difference << "\n--- output:\n" << ast::to_fortran(out));
      CHECK(difference.empty());
    }
  }
}

TEST_CASE("the passes compose in any order", "[variant][semantics]") {
  enum Pass { Simplify, Block, Register, Cse, Linearise };
  for (const char* name : {"vardiff.f95", "star25_sp.f95", "gradient.f95", "box2d9.f95"}) {
    Analysed a = parse_stencil(name);
    const NestInfo& nest = a.info.nests.at(0);
    NameSet taken;
    for (const auto& [n, symbol] : a.symbols.all()) taken.insert(n);
    std::vector<Pass> order = {Simplify, Block, Register, Cse, Linearise};
    int permutations = 0;
    do {
      ast::StmtList body = a.sub.body;
      std::string spelled;
      for (Pass pass : order) {
        switch (pass) {
          case Simplify: {
            SimplifyOptions options;
            options.constants = parameter_constants(a.symbols);
            options.types = TypeEnv::of(a.symbols);
            body = simplify(body, options);
            spelled += "simplify ";
            break;
          }
          case Block:
            body = block_loops(body, LoopBlocking{nest.grid_vars, {5, 4, 3}, a.symbols.integer_constants(), taken});
            spelled += "block ";
            break;
          case Register:
            body = register_block(body, RegisterBlock{nest.grid_vars, {2, 3, 2}, taken});
            spelled += "register ";
            break;
          case Cse:
            body = eliminate_common_subexpressions(body, CseOptions{TypeEnv::of(a.symbols), taken});
            spelled += "cse ";
            break;
          case Linearise: {
            Linearisation linearisation;
            linearisation.taken = taken;
            for (const ArrayInfo& array : nest.arrays) linearisation.arrays.push_back({array.name, array.bounds});
            body = linearise(body, linearisation);
            spelled += "linearise ";
            break;
          }
        }
      }
      INFO(name << ": " << spelled);
      ast::Subroutine out = a.sub;
      out.body = body;
      std::string difference = interp::compare_runs(a.sub, out, a.symbols, sizes_for(name), 23);
      if (!difference.empty()) FAIL_CHECK(difference << "\n--- output:\n" << ast::to_fortran(out));
      CHECK(difference.empty());
      ++permutations;
    } while (std::next_permutation(order.begin(), order.end()));
    CHECK(permutations == 120);
  }
}
