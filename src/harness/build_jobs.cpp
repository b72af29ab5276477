#include "harness/build_jobs.h"

#include <algorithm>
#include <future>
#include <utility>

#include "harness/process.h"

namespace st {

namespace {

BuildJobResult run_job(const BuildJob& commands, const BuildJobOptions& options) {
  BuildJobResult result;
  for (size_t c = 0; c < commands.size(); ++c) {
    ProcessOptions limit;
    limit.time_limit = options.time_limit;
    ProcessResult r = run_process(commands[c], limit);
    if (c == 0) result.first_output = r.out + r.err;
    if (!r.ok()) {
      result.error = command_line(commands[c]) + " " + r.describe() + ": " +
                     (r.err.size() > options.error_bytes ? r.err.substr(0, options.error_bytes) : r.err);
      break;
    }
  }
  return result;
}

}  // namespace

void run_build_jobs(const std::vector<BuildJob>& jobs, const BuildJobOptions& options,
                    const std::function<void(size_t, const BuildJobResult&)>& done) {
  const size_t at_once = static_cast<size_t>(std::max(1, options.jobs_at_once));
  for (size_t first = 0; first < jobs.size(); first += at_once) {
    const size_t end = std::min(jobs.size(), first + at_once);
    std::vector<std::future<BuildJobResult>> running;
    for (size_t j = first; j < end; ++j) {
      running.push_back(std::async(std::launch::async, [&job = jobs[j], options] { return run_job(job, options); }));
    }
    for (size_t j = first; j < end; ++j) done(j, running[j - first].get());
  }
}

}  // namespace st
