#include "harness/batch_run.h"

#include <chrono>
#include <optional>
#include <set>
#include <sstream>

#include "harness/process.h"

namespace st {

namespace {

using Outcome = BatchJobResult::Outcome;

// The job's status line, or nothing for a line that is not one.
std::optional<Outcome> status_of(const std::string& line) {
  if (line == "check: PASS") return Outcome::Passed;
  if (line == "check: NOT VERIFIED") return Outcome::NotVerified;
  if (line == "check: FAIL") return Outcome::Failed;
  if (line == "check: ERROR") return Outcome::Error;
  if (line == "check: SKIPPED") return Outcome::Skipped;
  return std::nullopt;
}

std::string tail(const std::string& text, size_t bytes) {
  if (text.size() <= bytes) return text;
  size_t at = text.find('\n', text.size() - bytes);
  return at == std::string::npos ? text.substr(text.size() - bytes) : text.substr(at + 1);
}

struct Section {
  std::string output;
  std::optional<Outcome> outcome;
};

// Splits a run's output into its jobs at their "check: job N variant=K" lines.
std::vector<Section> sections_of(const std::string& out) {
  std::vector<Section> sections;
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("check: job ", 0) == 0) {
      sections.emplace_back();
      continue;
    }
    if (sections.empty()) continue;
    Section& s = sections.back();
    if (s.outcome) continue;  // nothing of a job follows its status line
    s.output += line + "\n";
    s.outcome = status_of(line);
  }
  return sections;
}

}  // namespace

const char* outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::Passed: return "passed";
    case Outcome::NotVerified: return "not verified";
    case Outcome::Failed: return "failed";
    case Outcome::Error: return "error";
    case Outcome::Died: return "died";
    case Outcome::Skipped: return "skipped";
  }
  return "?";
}

std::vector<BatchJobResult> run_batch(const std::string& program, const std::vector<BatchJob>& jobs,
                                      const BatchRunOptions& options) {
  std::vector<BatchJobResult> results(jobs.size());
  std::vector<size_t> pending(jobs.size());
  for (size_t i = 0; i < jobs.size(); ++i) pending[i] = i;
  std::set<int> failed;  // variants out of the batch
  while (!pending.empty()) {
    std::vector<size_t> run;
    for (size_t i : pending) {
      if (!failed.count(jobs[i].variant)) run.push_back(i);  // others stay Skipped
    }
    if (run.empty()) break;
    std::vector<std::string> argv = {program};
    for (size_t n = 0; n < run.size(); ++n) {
      if (n) argv.push_back("--");
      argv.push_back("check.variant=" + std::to_string(jobs[run[n]].variant));
      argv.insert(argv.end(), jobs[run[n]].arguments.begin(), jobs[run[n]].arguments.end());
    }
    ProcessOptions process;
    process.time_limit = std::chrono::milliseconds(static_cast<long long>(
        1000 * (options.seconds_per_run + options.seconds_per_job * static_cast<double>(run.size()))));
    ProcessResult r = run_process(argv, process);
    std::vector<Section> sections = sections_of(r.out);
    size_t done = 0;
    for (; done < run.size() && done < sections.size() && sections[done].outcome; ++done) {
      BatchJobResult& result = results[run[done]];
      result.outcome = *sections[done].outcome;
      result.output = sections[done].output;
      if (result.outcome == Outcome::Failed || result.outcome == Outcome::Error) failed.insert(jobs[run[done]].variant);
    }
    if (done == run.size()) break;
    // The program ended in job `done` (or, when it printed nothing of it, before it).
    BatchJobResult& dead = results[run[done]];
    dead.outcome = Outcome::Died;
    dead.output = done < sections.size() ? sections[done].output : std::string();
    std::string how = r.describe();
    if (r.status == ProcessResult::Status::TimedOut) how = "hang: " + how;
    if (r.status == ProcessResult::Status::Signaled) how = "crash: " + how;
    std::string err = tail(r.err, 400);
    dead.death = how + (err.empty() ? "" : ": " + err);
    failed.insert(jobs[run[done]].variant);
    if (r.status == ProcessResult::Status::SpawnFailed) {
      // No job of this program can run.
      for (size_t i = done + 1; i < run.size(); ++i) {
        results[run[i]].outcome = Outcome::Died;
        results[run[i]].death = dead.death;
      }
      break;
    }
    pending.assign(run.begin() + static_cast<std::ptrdiff_t>(done) + 1, run.end());
  }
  return results;
}

}  // namespace st
