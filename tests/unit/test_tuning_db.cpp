// The tuning database: records survive a reload, a run killed mid-write never leaves a
// torn tuning.json, an unreadable file is moved aside and kept, fresh mode hides
// earlier runs without deleting them, a resumed search re-measures nothing, and the
// folder lock refuses a second holder.
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catch.h"
#include "strategy/tuning_db.h"

namespace fs = std::filesystem;

namespace {

// A fresh folder under the system's temporary folder, removed afterwards.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "stenciltune-db-XXXXXX").string();
    char* made = ::mkdtemp(pattern.data());
    REQUIRE(made != nullptr);
    path = made;
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  std::string file(const std::string& name) const { return (fs::path(path) / name).string(); }
  std::vector<std::string> names() const {
    std::vector<std::string> v;
    for (const auto& e : fs::directory_iterator(path)) v.push_back(e.path().filename().string());
    std::sort(v.begin(), v.end());
    return v;
  }
  std::string path;
};

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void spill(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

st::TuningKey key_a() {
  return st::TuningKey::make("subroutine a\nend\n", {256, 256, 256}, "cpu", "fp1", "g++ 12.2.0");
}
st::TuningKey key_b() {
  return st::TuningKey::make("subroutine a\nend\n", {128, 128, 128}, "cpu", "fp1", "g++ 12.2.0");
}

class Counting : public st::Evaluator {
 public:
  st::Measurement evaluate(const st::Point& p) override {
    ++calls;
    double x = static_cast<double>(p.at("X") - 5);
    return st::Measurement::ok(1 + x * x, 0.02, 3);
  }
  int calls = 0;
};

st::ParamSpace line_space() {
  st::ParamSpace s;
  s.add_dimension({"X", {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, ""});
  return s;
}

}  // namespace

TEST_CASE("keys hash the stencil text stably", "[tuning_db]") {
  st::TuningKey k = key_a();
  CHECK(k.stencil == st::stencil_hash("subroutine a\nend\n"));
  CHECK(k.stencil.size() == 16);
  CHECK(st::stencil_hash("") == "cbf29ce484222325");  // FNV-1a offset basis
  CHECK(st::stencil_hash("a") == "af63dc4c8601ec8c");
  CHECK(k.size == "256x256x256");
  CHECK(!(key_a() == key_b()));
}

TEST_CASE("measurements survive a reload, each record leaving a complete file", "[tuning_db]") {
  TempDir dir;
  std::string path = dir.file("tuning.json");
  {
    st::TuningDb db(path);
    CHECK(db.records(key_a()).empty());
    db.record(key_a(), {{"CX", 64}, {"THREADS", 2}}, st::Measurement::ok(0.0125, 0.03, 5));
    CHECK(nlohmann::json::parse(slurp(path))["entries"].size() == 1);
    db.record(key_a(), {{"CX", 128}, {"THREADS", 2}}, st::Measurement::invalid("wrong answer: max error 1e-3"));
    db.record(key_b(), {{"CX", 64}, {"THREADS", 2}}, st::Measurement::ok(0.002, 0, 7));
  }
  CHECK(dir.names() == std::vector<std::string>{"tuning.json"});
  nlohmann::json doc = nlohmann::json::parse(slurp(path));
  CHECK(doc["format"] == "stenciltune-tuning-db");
  CHECK(doc["version"] == 1);
  CHECK(doc["entries"][0]["key"]["compiler"] == "g++ 12.2.0");

  st::TuningDb db(path);
  std::vector<st::TuningRecord> a = db.records(key_a());
  REQUIRE(a.size() == 2);
  CHECK(a[0].params == st::Point{{"CX", 64}, {"THREADS", 2}});
  CHECK(a[0].measurement.valid);
  CHECK(a[0].measurement.seconds == 0.0125);
  CHECK(a[0].measurement.spread == 0.03);
  CHECK(a[0].measurement.repetitions == 5);
  CHECK(a[0].timestamp.size() == std::string("2024-01-01T00:00:00.000Z").size());
  CHECK(!a[0].run.empty());
  CHECK(!a[1].measurement.valid);
  CHECK(a[1].measurement.reason == "wrong answer: max error 1e-3");
  CHECK(db.records(key_b()).size() == 1);
  CHECK(db.known(key_a()).size() == 2);
  CHECK(db.moved_aside().empty());

  // A later measurement of the same point is the one a search is answered with.
  db.record(key_a(), {{"CX", 64}, {"THREADS", 2}}, st::Measurement::ok(0.011, 0.01, 5));
  CHECK(db.known(key_a()).at({{"CX", 64}, {"THREADS", 2}}).seconds == 0.011);
}

TEST_CASE("a record's details survive a reload; a record without them has none", "[tuning_db]") {
  TempDir dir;
  std::string path = dir.file("tuning.json");
  const nlohmann::json split = {{"exchange_seconds", 0.25}, {"split", {{0, 1.5, 0.125, 0.0625, 0.03125}}}};
  {
    st::TuningDb db(path);
    db.record(key_a(), {{"PIECES", 8}}, st::Measurement::ok(2.0), split);
    db.record(key_a(), {{"PIECES", 2}}, st::Measurement::ok(3.0));
    db.record(key_a(), {{"PIECES", 1}}, st::Measurement::ok(4.0), nlohmann::json::array({1, 2}));  // not an object
  }
  st::TuningDb db(path);
  std::vector<st::TuningRecord> r = db.records(key_a());
  REQUIRE(r.size() == 3);
  CHECK(nlohmann::json::parse(r[0].details) == split);
  CHECK(r[1].details.empty());
  CHECK(r[2].details.empty());
  CHECK(!nlohmann::json::parse(slurp(path))["entries"][0]["measurements"][1].contains("details"));
}

TEST_CASE("an unreadable tuning.json is moved aside, kept, and the run starts fresh", "[tuning_db]") {
  const char* contents[] = {
      "this is not JSON",
      "",
      "{\"a\": 1}",
      "{\"format\": \"stenciltune-tuning-db\", \"version\": 99, \"entries\": []}",
  };
  for (const char* text : contents) {
    TempDir dir;
    std::string path = dir.file("tuning.json");
    spill(path, text);
    std::vector<std::string> log;
    st::TuningDb db(path, {false, [&](const std::string& l) { log.push_back(l); }});
    INFO(text);
    REQUIRE(!db.moved_aside().empty());
    CHECK(db.moved_aside().rfind(path + ".corrupt-", 0) == 0);
    CHECK(slurp(db.moved_aside()) == text);
    CHECK(!fs::exists(path));
    REQUIRE(log.size() == 1);
    CHECK(log[0].rfind("[stenciltune:tuning-db] warning: " + path + " is not a tuning database: ", 0) == 0);
    CHECK(log[0].find("moved it to " + db.moved_aside()) != std::string::npos);
    db.record(key_a(), {{"X", 1}}, st::Measurement::ok(1));
    CHECK(st::TuningDb(path).records(key_a()).size() == 1);
    CHECK(slurp(db.moved_aside()) == text);
  }
}

TEST_CASE("a torn tuning.json (a truncated copy) is moved aside", "[tuning_db]") {
  TempDir dir;
  std::string path = dir.file("tuning.json");
  {
    st::TuningDb db(path);
    for (int i = 0; i < 5; ++i) db.record(key_a(), {{"X", i}}, st::Measurement::ok(1.0 + i));
  }
  std::string whole = slurp(path);
  spill(path, whole.substr(0, whole.size() / 2));
  st::TuningDb db(path);
  CHECK(!db.moved_aside().empty());
  CHECK(db.records(key_a()).empty());
}

TEST_CASE("a temporary file left by a killed write is ignored and removed", "[tuning_db]") {
  TempDir dir;
  std::string path = dir.file("tuning.json");
  { st::TuningDb(path).record(key_a(), {{"X", 1}}, st::Measurement::ok(2)); }
  spill(dir.file("tuning.json.tmp-99999"), "{\"format\": \"stenciltune-tun");
  st::TuningDb db(path);
  CHECK(db.records(key_a()).size() == 1);
  CHECK(db.moved_aside().empty());
  CHECK(dir.names() == std::vector<std::string>{"tuning.json"});
}

TEST_CASE("malformed records are kept in the file but answer nothing", "[tuning_db]") {
  TempDir dir;
  std::string path = dir.file("tuning.json");
  { st::TuningDb(path).record(key_a(), {{"X", 1}}, st::Measurement::ok(2)); }
  nlohmann::json doc = nlohmann::json::parse(slurp(path));
  doc["entries"][0]["measurements"].push_back({{"params", {{"X", "two"}}}, {"valid", true}});
  spill(path, doc.dump());
  std::vector<std::string> log;
  st::TuningDb db(path, {false, [&](const std::string& l) { log.push_back(l); }});
  CHECK(db.records(key_a()).size() == 1);
  REQUIRE(log.size() == 1);
  CHECK(log[0].find("1 malformed record(s)") != std::string::npos);
  db.record(key_a(), {{"X", 3}}, st::Measurement::ok(4));
  CHECK(nlohmann::json::parse(slurp(path))["entries"][0]["measurements"].size() == 3);
}

TEST_CASE("fresh mode ignores earlier runs but keeps them in the file", "[tuning_db]") {
  TempDir dir;
  std::string path = dir.file("tuning.json");
  { st::TuningDb(path).record(key_a(), {{"X", 1}}, st::Measurement::ok(2)); }
  st::TuningDb fresh(path, {true, {}});
  CHECK(fresh.records(key_a()).empty());
  CHECK(fresh.known(key_a()).empty());
  fresh.record(key_a(), {{"X", 1}}, st::Measurement::ok(3));
  fresh.record(key_b(), {{"X", 2}}, st::Measurement::ok(5));
  REQUIRE(fresh.records(key_a()).size() == 1);
  CHECK(fresh.records(key_a())[0].measurement.seconds == 3);
  CHECK(fresh.records(key_b()).size() == 1);
  st::TuningDb later(path);
  CHECK(later.records(key_a()).size() == 2);
}

TEST_CASE("another target's records are read under any compiler, earlier runs' included", "[tuning_db][per_call]") {
  TempDir dir;
  std::string path = dir.file("tuning.json");
  const std::string stencil = "subroutine a\nend\n";
  auto key = [&](std::vector<long long> size, const char* target, const char* machine, const char* compiler) {
    return st::TuningKey::make(stencil, size, target, machine, compiler);
  };
  st::Measurement wrong = st::Measurement::invalid("wrong answer");
  wrong.seconds = 0.001;  // faster than any valid one, and never chosen
  {
    st::TuningDb db(path);
    db.record(key({256, 256}, "cpu", "host", "gcc 12"), {{"X", 1}}, st::Measurement::ok(0.030));
    db.record(key({256, 256}, "cpu", "host", "gcc 12"), {{"X", 2}}, wrong);
    db.record(key({256, 256}, "cpu", "host", "gcc 13"), {{"X", 3}}, st::Measurement::ok(0.020));
    db.record(key({256, 256}, "cpu", "host", "gcc 13"), {{"X", 4}}, st::Measurement::ok(0.025));
    db.record(key({256, 256}, "cpu", "other host", "gcc 13"), {{"X", 5}}, st::Measurement::ok(0.005));
    db.record(key({128, 128}, "cpu", "host", "gcc 13"), {{"X", 6}}, st::Measurement::ok(0.004));
    db.record(key({256, 256}, "cpu, 12 steps a call", "host", "gcc 13"), {{"X", 7}}, st::Measurement::ok(0.003));
    db.record(key({256, 256}, "cuda", "host", "nvcc 12"), {{"X", 8}}, st::Measurement::ok(0.002));
  }
  // A later run with --fresh still sees them: another target's records are never its own to re-measure.
  st::TuningDb db(path, {true, {}});
  std::vector<st::TuningRecord> cpu = db.records_of_any_compiler(key({256, 256}, "cpu", "host", "any"));
  CHECK(cpu.size() == 4);
  std::optional<st::TuningRecord> fastest = st::fastest_valid(cpu);
  REQUIRE(fastest);
  CHECK(fastest->params == st::Point{{"X", 3}});
  CHECK(fastest->measurement.seconds == 0.020);
  CHECK(db.records_of_any_compiler(key({64, 64}, "cpu", "host", "gcc 13")).empty());
  CHECK_FALSE(st::fastest_valid({}));
  // Only invalid records: no time.
  CHECK_FALSE(st::fastest_valid({{{{"X", 2}}, wrong, "", ""}}));
}

TEST_CASE("a search resumed from the database re-measures nothing", "[tuning_db]") {
  TempDir dir;
  std::string path = dir.file("tuning.json");
  st::ParamSpace space = line_space();
  st::SearchOptions o;
  o.engine = st::Engine::Exhaustive;
  {
    // Interrupted after four variants.
    st::TuningDb db(path);
    Counting inner;
    st::RecordingEvaluator eval(inner, db, key_a());
    o.max_variants = 4;
    st::search(space, eval, o);
    CHECK(inner.calls == 4);
  }
  o.max_variants = 0;
  st::SearchResult resumed;
  {
    st::TuningDb db(path);
    std::map<st::Point, st::Measurement> known = db.known(key_a());
    o.known = &known;
    Counting inner;
    st::RecordingEvaluator eval(inner, db, key_a());
    resumed = st::search(space, eval, o);
    CHECK(inner.calls == 6);
    CHECK(resumed.summary.from_database == 4);
  }
  st::TuningDb db(path);
  std::map<st::Point, st::Measurement> known = db.known(key_a());
  o.known = &known;
  Counting inner;
  st::RecordingEvaluator eval(inner, db, key_a());
  st::SearchResult repeated = st::search(space, eval, o);
  CHECK(inner.calls == 0);
  CHECK(*repeated.best == st::Point{{"X", 5}});
  CHECK(*repeated.best == *resumed.best);
  CHECK(db.records(key_a()).size() == 10);
}

TEST_CASE("killing a writer at any moment leaves a readable tuning.json", "[tuning_db]") {
  TempDir dir;
  std::string path = dir.file("tuning.json");
  for (int round = 0; round < 6; ++round) {
    // The child says when its first record is down, so that a loaded machine that is
    // slow to start it cannot make the kill land before any write.
    int started[2];
    REQUIRE(::pipe(started) == 0);
    pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      ::close(started[0]);
      try {
        st::TuningDb db(path);
        for (long long i = 0;; ++i) {
          db.record(key_a(), {{"X", i}, {"R", round}}, st::Measurement::ok(1e-3 * static_cast<double>(i)));
          if (i == 0) {
            char one = 1;
            if (::write(started[1], &one, 1) != 1) ::_exit(2);
            ::close(started[1]);
          }
        }
      } catch (...) {
      }
      ::_exit(1);
    }
    ::close(started[1]);
    char one = 0;
    REQUIRE(::read(started[0], &one, 1) == 1);
    ::close(started[0]);
    ::usleep(static_cast<useconds_t>(20000 + 7919 * round));
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    st::TuningDb db(path);
    INFO("round " << round);
    CHECK(db.moved_aside().empty());
    CHECK(!db.records(key_a()).empty());
  }
}

TEST_CASE("the folder lock refuses a second holder until the first lets go", "[tuning_db]") {
  TempDir dir;
  {
    st::FolderLock first(dir.path);
    CHECK(first.path() == dir.file(".stenciltune.lock"));
    try {
      st::FolderLock second(dir.path);
      FAIL("second lock granted");
    } catch (const st::FolderBusy& e) {
      CHECK(std::string(e.what()) == "another stenciltune run (process " + std::to_string(::getpid()) +
                                         ") is using the output folder " + dir.path +
                                         "; wait for it to finish or choose another --out");
    }
    // Another process is refused too.
    pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      try {
        st::FolderLock other(dir.path);
        ::_exit(0);
      } catch (const st::FolderBusy&) {
        ::_exit(7);
      } catch (...) {
        ::_exit(1);
      }
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 7);
    st::FolderLock moved(std::move(first));
    CHECK_THROWS_AS(st::FolderLock(dir.path), st::FolderBusy);
  }
  st::FolderLock again(dir.path);
  CHECK(again.path() == dir.file(".stenciltune.lock"));
  CHECK_THROWS_AS(st::FolderLock(dir.file("no/such/folder")), st::TuningDbError);
}

TEST_CASE("the recording evaluator says what its evaluator measured already", "[tuning_db]") {
  // A search judges the budget by it (Evaluator::measured): hidden behind the recording
  // evaluator, a CUDA round's variants would be refused as if each cost a round.
  class Rounds : public st::Evaluator {
   public:
    st::Measurement evaluate(const st::Point& p) override { return st::Measurement::ok(p.at("X") + 1.0); }
    bool measured(const st::Point& p) const override { return p.at("X") % 2 == 0; }
  };
  TempDir dir;
  st::TuningDb db(dir.file("tuning.json"));
  Rounds inner;
  st::RecordingEvaluator eval(inner, db, key_a());
  CHECK(eval.measured({{"X", 2}}));
  CHECK_FALSE(eval.measured({{"X", 3}}));
}
