// The tuning run's progress on standard error, the same for every target.
#include <sstream>

#include "catch.h"
#include "driver/progress.h"
#include "driver/tune_common.h"

namespace {

st::SearchResult result_with(std::map<std::string, long long> reasons, bool found) {
  st::SearchResult r;
  if (found) r.best = st::Point{{"CX", 64}};
  r.summary.tried = 5;
  for (const auto& [reason, count] : reasons) r.summary.invalid += count;
  r.summary.invalid_reasons = std::move(reasons);
  return r;
}

}  // namespace

TEST_CASE("plain progress lines give each variant's time and rate, or why it is invalid", "[progress]") {
  std::ostringstream err;
  st::Progress progress(err, 1, 0, 2e6, false);
  progress.update({{{"CX", 64}, {"CY", 8}}, st::Measurement::ok(0.002), false});
  progress.update({{{"CX", 128}, {"CY", 8}}, st::Measurement::invalid("crash: signal 11"), true});
  CHECK(err.str() ==
        "stenciltune: [1] CX=64 CY=8: 1.00 GStencil/s, 2.0000 ms\n"
        "stenciltune: [2] CX=128 CY=8: invalid (crash: signal 11) [from tuning.json]\n");
}

TEST_CASE("the live bar redraws one line with the best time and the budget left", "[progress]") {
  std::ostringstream err;
  st::Progress progress(err, 1, 3600, 1e6, true);
  progress.update({{{"CX", 64}}, st::Measurement::invalid("hang: killed after 10 s"), false});
  // 3600 s less the microseconds this test has taken, rounded down.
  CHECK(err.str() == "\r\033[K[1] no valid variant yet, 3599 s left");
  progress.update({{{"CX", 32}}, st::Measurement::ok(0.0005), false});
  CHECK(err.str().substr(err.str().rfind('\r')) == "\r\033[K[2] best 0.500 ms, 3599 s left");
  CHECK(err.str().find('\n') == std::string::npos);
  progress.finish("laplacian", result_with({}, true));
  CHECK(err.str().back() == '\n');
}

TEST_CASE("nothing is said at verbosity 0", "[progress]") {
  std::ostringstream err;
  st::Progress progress(err, 0, 0, 1e6, false);
  progress.update({{{"CX", 64}}, st::Measurement::ok(0.001), false});
  progress.finish("laplacian", result_with({{"crash: signal 11", 2}}, true));
  CHECK(err.str().empty());
}

TEST_CASE("the invalid variants are summed up by reason on every target", "[progress]") {
  std::map<std::string, long long> reasons = {{"crash: signal 11", 2}, {"wrong answer: at (3,4,5)", 1}};
  CHECK(st::invalid_summary(reasons) ==
        " (2 crash, 1 wrong answer):\n  2 x crash: signal 11\n  1 x wrong answer: at (3,4,5)");
  std::ostringstream err;
  st::Progress progress(err, 1, 0, 1e6, false);
  progress.finish("laplacian", result_with(reasons, true));
  CHECK(err.str() ==
        "stenciltune: laplacian: 3 of 5 variants tried were invalid (2 crash, 1 wrong answer):\n"
        "  2 x crash: signal 11\n  1 x wrong answer: at (3,4,5)\n");
  // No valid variant at all: settle_search says it, with the same summary, and fails.
  std::ostringstream none;
  std::vector<std::string> notes;
  CHECK_FALSE(st::settle_search("laplacian", result_with(reasons, false), 0, none, notes));
  CHECK(none.str() ==
        "stenciltune: laplacian: no valid variant among 5 tried (2 crash, 1 wrong answer):\n"
        "  2 x crash: signal 11\n  1 x wrong answer: at (3,4,5)\n");
  std::ostringstream quiet;
  st::Progress progress_none(quiet, 1, 0, 1e6, false);
  progress_none.finish("laplacian", result_with(reasons, false));
  CHECK(quiet.str().empty());
}
