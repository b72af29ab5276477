// Reliability (issue 8): SIGINT stops run_process and the search without recording a
// measurement cut short, the folder lock clears what a killed run left behind, a grid
// too large for memory is refused with figures, and invalid reasons are counted by kind.
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "analysis/bare_nest.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "catch.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "harness/cpu_evaluator.h"
#include "harness/grid_memory.h"
#include "harness/process.h"
#include "strategy/search.h"
#include "strategy/tuning_db.h"
#include "support/interrupt.h"
#include "support/scratch_folder.h"
#include "test_support.h"

namespace fs = std::filesystem;
using namespace st;

namespace {

class Folder {
 public:
  Folder() {
    std::string pattern = (fs::temp_directory_path() / "stenciltune-rel-XXXXXX").string();
    REQUIRE(::mkdtemp(pattern.data()) != nullptr);
    path = pattern;
  }
  ~Folder() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  void touch(const std::string& name) const {
    fs::create_directories((fs::path(path) / name).parent_path());
    std::ofstream(fs::path(path) / name) << "x";
  }
  bool has(const std::string& name) const { return fs::exists(fs::path(path) / name); }
  std::string path;
};

// Measures every point at 1 ms, except that the `interrupt_at`-th evaluation gets
// SIGINT in the middle, as a user's Ctrl-C lands in the middle of a timed run.
class InterruptedEvaluator : public Evaluator {
 public:
  explicit InterruptedEvaluator(int interrupt_at) : interrupt_at_(interrupt_at) {}
  Measurement evaluate(const Point&) override {
    if (++calls_ == interrupt_at_) {
      ::kill(::getpid(), SIGINT);
      throw_if_interrupted();
    }
    return Measurement::ok(1e-3);
  }

 private:
  int interrupt_at_;
  int calls_ = 0;
};

}  // namespace

TEST_CASE("SIGINT kills the program run_process waits for and throws Interrupted", "[reliability]") {
  InterruptHandlers handlers;
  std::thread ctrl_c([] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    ::kill(::getpid(), SIGINT);
  });
  auto start = std::chrono::steady_clock::now();
  try {
    run_process({"sh", "-c", "sleep 30 & sleep 30"});
    FAIL("run_process returned after SIGINT");
  } catch (const Interrupted& e) {
    CHECK(e.signal() == SIGINT);
    CHECK(e.exit_status() == 130);
    CHECK(e.signal_name() == "SIGINT");
  }
  ctrl_c.join();
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
  CHECK(interrupt_signal() == SIGINT);
}

TEST_CASE("a search interrupted mid-measurement records only what finished", "[reliability]") {
  Folder folder;
  ParamSpace space;
  space.add_dimension({"A", {1, 2, 3, 4, 5, 6}, "a test dimension"});
  TuningKey key = TuningKey::make("stencil", {16}, "cpu", "machine", "cc");
  {
    InterruptHandlers handlers;
    TuningDb db(folder.path + "/tuning.json");
    InterruptedEvaluator inner(4);
    RecordingEvaluator recording(inner, db, key);
    SearchOptions options;
    options.engine = Engine::Exhaustive;
    CHECK_THROWS_AS(search(space, recording, options), Interrupted);
  }
  CHECK(interrupt_signal() == 0);  // the handlers' lifetime is the run's
  TuningDb reread(folder.path + "/tuning.json");
  std::vector<TuningRecord> records = reread.records(key);
  REQUIRE(records.size() == 3);
  for (const TuningRecord& r : records) CHECK(r.measurement.valid);
}

TEST_CASE("the folder lock removes what a killed run left, and nothing else", "[reliability]") {
  Folder folder;
  for (const char* name : {"report.json.tmp-123", "tuning.json.tmp-9", ".staging-77/src/laplacian.c",
                           "src/laplacian.c.tmp-5", "report.json", "notes.tmp-abc", "src/laplacian.c", "tuning.json"}) {
    folder.touch(name);
  }
  FolderLock lock(folder.path);
  CHECK_FALSE(folder.has("report.json.tmp-123"));
  CHECK_FALSE(folder.has("tuning.json.tmp-9"));
  CHECK_FALSE(folder.has(".staging-77"));
  CHECK_FALSE(folder.has("src/laplacian.c.tmp-5"));
  CHECK(folder.has("report.json"));
  CHECK(folder.has("notes.tmp-abc"));
  CHECK(folder.has("src/laplacian.c"));
  CHECK(folder.has("tuning.json"));
}

TEST_CASE("the harness's memory is four copies of every grid array", "[reliability]") {
  StencilInfo info = test::analyse_suite_stencil("laplacian").info;
  // u and unext, double precision, 100^3 points each, four copies.
  CHECK(harness_bytes(info, {100, 100, 100}) == 4.0 * 2 * 1e6 * 8);
  CHECK(bytes_text(1536) == "1.5 KiB");
  CHECK(bytes_text(4.0 * 2 * 1e15 * 8) == "56.8 PiB");
  CHECK_NOTHROW(check_grid_fits(info, {16, 16, 16}));
  try {
    check_grid_fits(info, {100000, 100000, 100000});
    FAIL("a 100000^3 grid was accepted");
  } catch (const UserError& e) {
    std::string message = e.what();
    CHECK(message.find("laplacian at 100000x100000x100000 needs at least 56.8 PiB of memory to tune") == 0);
    CHECK(message.find(bytes_text(usable_memory_bytes())) != std::string::npos);
  }
}

TEST_CASE("invalid measurements are counted by kind", "[reliability]") {
  std::map<std::string, long long> reasons = {{"crash: killed by signal 11 (Segmentation fault)", 2},
                                              {"hang: timed out after 3.0 s and was killed", 1},
                                              {"hang: timed out after 3.1 s and was killed", 1},
                                              {"wrong answer: check: unext wrong=1", 3}};
  CHECK(invalid_kinds(reasons) == "2 crash, 2 hang, 3 wrong answer");
  CHECK(invalid_kinds({}).empty());
}

TEST_CASE("a scratch folder removes those of killed runs, not those of live ones", "[reliability]") {
  Folder tmp;
  const char* saved = std::getenv("TMPDIR");
  std::string previous = saved ? saved : "";
  ::setenv("TMPDIR", tmp.path.c_str(), 1);
  {
    ScratchFolder live;
    tmp.touch("stenciltune-Killed/.scratch.lock");  // a killed run's: its lock is free
    tmp.touch("stenciltune-Killed/v0.c");
    tmp.touch("stenciltune-NoLock/v0.c");  // not ours to judge: no lock file
    std::string live_name = fs::path(live.path()).filename().string();
    {
      ScratchFolder next;
      CHECK(fs::exists(next.path() + "/.scratch.lock"));
      CHECK_FALSE(tmp.has("stenciltune-Killed"));
      CHECK(tmp.has("stenciltune-NoLock/v0.c"));
      CHECK(tmp.has(live_name + "/.scratch.lock"));
    }
    CHECK(fs::exists(live.path()));
  }
  CHECK(std::distance(fs::directory_iterator(tmp.path), fs::directory_iterator()) == 1);  // NoLock only
  if (saved) {
    ::setenv("TMPDIR", previous.c_str(), 1);
  } else {
    ::unsetenv("TMPDIR");
  }
}
