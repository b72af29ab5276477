// Streaming stores (NT=1): which innermost loops stream which rows, why the others do
// not, and the strategy rule that drops NT where no grid is only written. Execution
// of streamed variants against the reference is in test_pthreads_backend.cpp.
#include <string>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/printer.h"
#include "backends/c/c_backend.h"
#include "backends/c/streamed_loop.h"
#include "backends/c/streaming_stores.h"
#include "catch.h"
#include "frontend/parse_driver.h"
#include "strategy/cpu_strategy.h"

namespace {

// The innermost loop of the first nest of `text`.
const st::ast::Do& innermost(const st::ast::Subroutine& sub) {
  const st::ast::Do* loop = st::ast::as<st::ast::Do>(sub.body.at(0));
  REQUIRE(loop);
  for (;;) {
    const st::ast::Do* inner = nullptr;
    for (const st::ast::Stmt& s : loop->body) {
      if (const auto* d = st::ast::as<st::ast::Do>(s)) inner = d;
    }
    if (!inner) return *loop;
    loop = inner;
  }
}

st::ast::Subroutine parse_one(const std::string& text) { return st::parse_text("test.f95", text).subroutines.at(0); }

const char* const unrolled = R"(subroutine s(n, u, v)
  integer, intent(in) :: n
  real(8), intent(in) :: u(0:n+1, 0:n+1)
  real(8), intent(inout) :: v(0:n+1, 0:n+1)
  integer :: i, j
  do j = 1, n
    do i = 1, n - 1, 2
      v(i, j) = u(i-1, j) + u(i+1, j)
      v(i+1, j) = u(i, j) + u(i+2, j)
      v(i, j+1) = u(i, j)
      v(i+1, j+1) = u(i+1, j)
    end do
  end do
end subroutine
)";

}  // namespace

TEST_CASE("streaming stores: rows of an unrolled loop become buffers streamed per strip", "[streaming]") {
  st::ast::Subroutine sub = parse_one(unrolled);
  st::SymbolTable symbols = st::build_symbols(sub);
  std::string why;
  auto plan = st::plan_streaming_stores(innermost(sub), {"v"}, symbols.integer_constants(), &why);
  INFO(why);
  REQUIRE(plan);
  CHECK(plan->step == 2);
  REQUIRE(plan->rows.size() == 2);  // v(:, j) and v(:, j+1)
  CHECK(plan->rows[0].lowest == 0);
  CHECK(plan->stores.size() == 4);

  st::CEmitOptions c;
  c.streaming_loop_var = "i";
  c.streaming_arrays = {"v"};
  std::string text = st::emit_c(sub, symbols, c);
  INFO(text);
  CHECK(text.find("st_stream_f64(&v[st_strip + j * v_s1], st_row1,") != std::string::npos);
  CHECK(text.find("st_stream_f64(&v[st_strip + (j + 1) * v_s1], st_row2,") != std::string::npos);
  CHECK(text.find("st_row1[i - st_strip + 1] = ") != std::string::npos);
  // 2 rows of 8-byte elements fill 16 KiB with 1024 elements each: 512 iterations of 2.
  CHECK(text.find("double st_row1[1024] ST_STREAM_ALIGN;") != std::string::npos);
  // Without the option the same loop keeps its ordinary stores.
  CHECK(st::emit_c(sub, symbols, {}).find("st_stream") == std::string::npos);
}

TEST_CASE("streamed_loop reshapes a loop into strips whose stores go to the buffers", "[streaming]") {
  st::ast::Subroutine sub = parse_one(unrolled);
  st::SymbolTable symbols = st::build_symbols(sub);
  const st::ast::Do& loop = innermost(sub);
  st::NameSet taken = {"i", "j", "n", "u", "v", "st_strip"};
  auto s = st::streamed_loop(loop, {"v"}, symbols, 2, taken);
  REQUIRE(s);
  CHECK(s->step == 2);
  CHECK(s->per_strip == 512);  // two rows of doubles in 16 KiB
  CHECK(s->span == 1024);
  CHECK(s->strip == "st_strip_2");  // the user's st_strip is left alone
  REQUIRE(s->buffers.size() == 2);
  CHECK(s->buffers[1].name == "st_row2");
  CHECK(st::ast::to_fortran(s->buffers[1].destination) == "v(st_strip_2,j+1)");
  // Every store to v now goes to a buffer, at the same offset within the iteration (the
  // Fortran printer shows a linear reference one-based).
  std::string body = st::ast::to_fortran(s->body, 0);
  INFO(body);
  CHECK(body.find("v(") == std::string::npos);
  CHECK(body.find("st_row1(1+i-st_strip_2+1) = u(i,j)+u(i+2,j)") != std::string::npos);
  CHECK(body.find("st_row2(1+i-st_strip_2) = u(i,j)\n") != std::string::npos);
  CHECK(s->body.size() == loop.body.size());
  // A row of u two register blocks ahead, in sub-strips of 64 elements, 8 doubles a line.
  CHECK(s->prefetches.size() == 1);
  CHECK(s->sub_span == 64);
  CHECK(s->line == 8);
  CHECK(taken.count("st_sub_end"));

  st::NameSet none;
  CHECK(st::streamed_loop(loop, {"v"}, symbols, 0, none)->prefetches.empty());
  CHECK_FALSE(st::streamed_loop(loop, {"u"}, symbols, 2, none));  // u is read, not written
}

TEST_CASE("streaming stores: loops whose stores cannot stream say why", "[streaming]") {
  auto refusal = [](const std::string& body, const std::string& step = "") {
    std::string text =
        "subroutine s(n, u, v)\n  integer, intent(in) :: n\n  real(8), intent(in) :: u(0:n+1, 0:n+1)\n"
        "  real(8), intent(inout) :: v(0:n+1, 0:n+1)\n  integer :: i, j\n  do j = 1, n\n    do i = 1, n" +
        step + "\n" + body + "    end do\n  end do\nend subroutine\n";
    st::ast::Subroutine sub = parse_one(text);
    st::SymbolTable symbols = st::build_symbols(sub);
    std::string why;
    auto plan = st::plan_streaming_stores(innermost(sub), {"v"}, symbols.integer_constants(), &why);
    CHECK(!plan);
    return why;
  };
  // Every other element of the row: the strip would overwrite the ones in between.
  CHECK(refusal("      v(i, j) = u(i, j)\n", ", 2") ==
        "the stores to a row of 'v' do not cover the 2 elements of an iteration exactly");
  CHECK(refusal("      v(j, i) = u(i, j)\n") == "a store to 'v' has a first subscript that is not i plus a constant");
  CHECK(refusal("      v(2*i, j) = u(i, j)\n") == "a store to 'v' has a first subscript that is not i plus a constant");
  CHECK(refusal("      v(i, j) = u(i, j) + v(i-1, j)\n") == "the loop reads 'v', which it would stream");
  CHECK(refusal("      v(i, i) = u(i, j)\n") == "a store to 'v' moves along i in a later dimension");
  CHECK(refusal("      v(i, j) = u(i, j)\n", ", -1") == "the loop's step is not a positive constant");
}

TEST_CASE("NT is pruned where every written grid is read too", "[streaming][cpu_strategy]") {
  const char* const in_place = R"(subroutine s(n, u, w)
  integer, intent(in) :: n
  real(8), intent(in) :: u(0:n+1)
  real(8), intent(inout) :: w(0:n+1)
  integer :: i
  do i = 1, n
    w(i) = 0.5d0*w(i) + u(i-1) + u(i+1)
  end do
end subroutine
)";
  st::MachineInfo m;
  m.cores = 2;
  m.hw_threads = 2;
  m.numa_nodes = 1;
  m.simd_bytes = 32;
  m.caches = {{1, 32ULL << 10, 64, 2, 1}, {2, 2ULL << 20, 64, 2, 1}, {3, 32ULL << 20, 64, 1, 2}};
  st::ast::Subroutine sub = parse_one(in_place);
  st::SymbolTable symbols = st::build_symbols(sub);
  st::NestInfo nest = st::analyse(sub, symbols).nests.at(0);
  std::vector<long long> size{1 << 24};
  st::ParamSpace space = st::cpu_space(nest, size, m);
  st::SpaceTally t = space.tally();
  bool pruned = false;
  for (const st::PrunedFamily& f : t.pruned) {
    if (f.family == "streaming stores without effect (every written grid is also read)") pruned = f.count > 0;
  }
  CHECK(pruned);
  st::Point d = st::cpu_default(space, nest, size, m);
  CHECK(d.at("NT") == 0);  // the written grid (128 MiB) outgrows the cache, but it is read too
  CHECK(space.legal(d));
}

TEST_CASE("streaming stores: a streamed loop prefetches the rows that enter the stencil", "[streaming]") {
  // 2-D, two rows per iteration of j (the register block): the row after the block,
  // two blocks ahead.
  st::ast::Subroutine sub2 = parse_one(unrolled);
  st::SymbolTable symbols2 = st::build_symbols(sub2);
  auto plan2 = st::plan_streaming_stores(innermost(sub2), {"v"}, symbols2.integer_constants());
  REQUIRE(plan2);
  std::vector<st::ast::Expr> rows2 =
      st::plan_prefetches(innermost(sub2), *plan2, {"v"}, symbols2.integer_constants(), 2);
  REQUIRE(rows2.size() == 1);
  CHECK(st::ast::as<st::ast::ArrayRef>(rows2[0])->name == "u");
  st::CEmitOptions c;
  c.streaming_loop_var = "i";
  c.streaming_arrays = {"v"};
  std::string text = st::emit_c(sub2, symbols2, c);
  INFO(text);
  CHECK(text.find("for (st_sub = st_strip; st_sub <= st_strip_end; st_sub += 64) {") != std::string::npos);
  CHECK(text.find("for (i = st_sub; i <= st_sub_end; i += 8) {") != std::string::npos);
  CHECK(text.find("st_prefetch(u, (ptrdiff_t)sizeof(*u) * (i + (j + 4) * u_s1));") != std::string::npos);
  CHECK(text.find("for (i = st_sub; i <= st_sub_end; i += 2) {") != std::string::npos);
  c.streaming_prefetch_rows = 0;
  std::string plain = st::emit_c(sub2, symbols2, c);
  CHECK(plain.find("st_prefetch(u") == std::string::npos);
  CHECK(plain.find("st_stream_f64(") != std::string::npos);

  // 3-D, two planes per iteration of k and two input arrays (single precision): the
  // two planes of u the pair is first to read (k+1 and k+2), and the one plane of w.
  const char* const pair = R"(subroutine s(n, u, w, v)
  integer, intent(in) :: n
  real, intent(in) :: u(0:n+1, 0:n+1, 0:n+2), w(0:n+1, 0:n+1, 0:n+1)
  real, intent(inout) :: v(0:n+1, 0:n+1, 0:n+1)
  integer :: i, j, k
  do k = 1, n - 1, 2
    do j = 1, n
      do i = 1, n
        v(i, j, k) = u(i, j, k-1) + u(i, j-1, k) + u(i, j+1, k) + u(i, j, k+1) + w(i, j, k)
        v(i, j, k+1) = u(i, j, k) + u(i, j-1, k+1) + u(i, j+1, k+1) + u(i, j, k+2) + w(i, j, k+1)
      end do
    end do
  end do
end subroutine
)";
  st::ast::Subroutine sub3 = parse_one(pair);
  st::SymbolTable symbols3 = st::build_symbols(sub3);
  c.streaming_prefetch_rows = 2;
  text = st::emit_c(sub3, symbols3, c);
  INFO(text);
  CHECK(text.find("st_prefetch(u, (ptrdiff_t)sizeof(*u) * (i + (j + 3) * u_s1 + (k + 1) * u_s2));") !=
        std::string::npos);
  CHECK(text.find("st_prefetch(u, (ptrdiff_t)sizeof(*u) * (i + (j + 2) * u_s1 + (k + 2) * u_s2));") !=
        std::string::npos);
  CHECK(text.find("st_prefetch(w, (ptrdiff_t)sizeof(*w) * (i + (j + 2) * w_s1 + k * w_s2));") != std::string::npos);
  CHECK(text.find("st_prefetch(w, (ptrdiff_t)sizeof(*w) * (i + (j + 2) * w_s1 + (k + 1) * w_s2));") !=
        std::string::npos);
  // Lines of 16 floats; the planes that the previous pair read (k-1, k) are not asked for.
  CHECK(text.find("for (i = st_sub; i <= st_sub_end; i += 16) {") != std::string::npos);
  CHECK(text.find("(k - 1) * u_s2));") == std::string::npos);
  CHECK(text.find("st_stream_f32(&v[") != std::string::npos);
}
