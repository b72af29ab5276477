// run_build_jobs: the evaluators' parallel builds. Each job's commands run in order and
// stop at the first failure, which the result describes; the first command's output is
// kept; results come back in job order, a round at a time.
#include <string>
#include <vector>

#include "catch.h"
#include "harness/build_jobs.h"

using st::BuildJob;
using st::BuildJobOptions;
using st::BuildJobResult;

namespace {

std::vector<BuildJobResult> run_all(const std::vector<BuildJob>& jobs, const BuildJobOptions& options,
                                    std::vector<size_t>* order = nullptr) {
  std::vector<BuildJobResult> results(jobs.size());
  st::run_build_jobs(jobs, options, [&](size_t index, const BuildJobResult& r) {
    results.at(index) = r;
    if (order) order->push_back(index);
  });
  return results;
}

}  // namespace

TEST_CASE("a build job stops at its first failing command and says which", "[build_jobs]") {
  std::vector<BuildJob> jobs = {
      {{"sh", "-c", "echo compiled; echo note >&2"}, {"true"}},
      {{"sh", "-c", "echo first"}, {"sh", "-c", "echo broken >&2; exit 4"}, {"sh", "-c", "echo never >&2"}},
  };
  BuildJobOptions options;
  options.jobs_at_once = 2;
  std::vector<BuildJobResult> r = run_all(jobs, options);
  CHECK(r[0].error.empty());
  CHECK(r[0].first_output == "compiled\nnote\n");
  CHECK(r[1].first_output == "first\n");
  CHECK(r[1].error.find("exited with status 4") != std::string::npos);
  CHECK(r[1].error.find("broken") != std::string::npos);
  CHECK(r[1].error.find("never") == std::string::npos);
}

TEST_CASE("a failing first command's output is kept, and the error quotes only so much", "[build_jobs]") {
  std::vector<BuildJob> jobs = {{{"sh", "-c", "echo ptxas says; printf '%0500d' 0 >&2; exit 1"}, {"true"}}};
  BuildJobOptions options;
  options.error_bytes = 10;
  std::vector<BuildJobResult> r = run_all(jobs, options);
  CHECK(r[0].first_output.rfind("ptxas says\n", 0) == 0);
  REQUIRE(r[0].error.size() > 10);
  CHECK(r[0].error.substr(r[0].error.size() - 12) == ": 0000000000");
}

TEST_CASE("build jobs report in job order, however many run at once", "[build_jobs]") {
  std::vector<BuildJob> jobs;
  for (int i = 0; i < 5; ++i)
    jobs.push_back({{"sh", "-c", "sleep 0.0" + std::to_string(5 - i) + "; echo " + std::to_string(i)}});
  for (int at_once : {0, 1, 3, 8}) {
    BuildJobOptions options;
    options.jobs_at_once = at_once;
    std::vector<size_t> order;
    std::vector<BuildJobResult> r = run_all(jobs, options, &order);
    CHECK(order == std::vector<size_t>{0, 1, 2, 3, 4});
    for (size_t i = 0; i < r.size(); ++i) CHECK(r[i].first_output == std::to_string(i) + "\n");
  }
}

TEST_CASE("a command past the time limit fails its job", "[build_jobs]") {
  BuildJobOptions options;
  options.time_limit = std::chrono::milliseconds(200);
  std::vector<BuildJobResult> r = run_all({{{"sleep", "5"}}}, options);
  CHECK(r[0].error.find("timed out") != std::string::npos);
}
