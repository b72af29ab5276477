// The tuning database, tuning.json in the output folder: every measurement, recorded
// the moment it completes, under the key of the stencil, problem size, target, machine
// and compiler it was made for. An interrupted run resumes from it without measuring
// again, and a repeated run is answered from it. Also the lock that keeps two runs out
// of one output folder.
//
// Crash safety: every record rewrites the whole file to a temporary name in the same
// folder, fsyncs it, renames it over tuning.json and fsyncs the folder. rename is
// atomic, so a kill at any moment leaves either the previous complete file or the new
// one, never a torn one; the cost is one rewrite per measurement, small beside the
// compile and run that produced it. A file that does not parse as a tuning database is
// moved aside (tuning.json.corrupt-<UTC time>), never deleted, and the run starts from
// an empty database with a warning.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "frontend/diagnostics.h"
#include "strategy/log_sink.h"
#include "strategy/param_space.h"
#include "strategy/search.h"
#include "strategy/tuning_key.h"
#include "support/environment_error.h"

namespace st {

struct TuningRecord {
  Point params;
  Measurement measurement;
  std::string timestamp;  // UTC, ISO 8601
  std::string run;        // when the run that made it started
  // What the measurement saw beside its time, where its maker keeps more (the MPI
  // entry's timing: the exchange's share and each rank's split, for the report of a run
  // answered from the file): the record's "details" object as JSON text; empty where it
  // keeps nothing. Text, not a JSON value, so that a record copies and moves without
  // throwing.
  std::string details;
};

// tuning.json could not be read or written for a reason outside stenciltune (a full
// disk, a missing folder, permissions).
class TuningDbError : public EnvironmentError {
 public:
  using EnvironmentError::EnvironmentError;
};

struct TuningDbOptions {
  bool fresh = false;  // --fresh: lookups ignore records of earlier runs (the file keeps them)
  LogSink log;
};

class TuningDb {
 public:
  // Reads `path` when it exists. The caller holds the output folder's FolderLock, so
  // leftover temporary files of a killed run are removed here.
  explicit TuningDb(std::string path, TuningDbOptions options = {});

  // Appends one measurement (with its `details`, an object, where given) and makes it
  // durable before returning; throws TuningDbError when the file cannot be written.
  void record(const TuningKey& key, const Point& params, const Measurement& measurement,
              const nlohmann::json& details = nullptr);

  // The records of `key` in the order they were made (this run's only, when fresh).
  std::vector<TuningRecord> records(const TuningKey& key) const;
  // The latest measurement of each point of `key`: what a search may answer from.
  std::map<Point, Measurement> known(const TuningKey& key) const;
  // The records of every entry whose key equals `key` in all but the compiler, earlier
  // runs' included even when fresh: another target's measurements of a job, read for
  // comparison only (a CUDA report sets the CPU target's time beside its own), whichever
  // compiler version made them.
  std::vector<TuningRecord> records_of_any_compiler(const TuningKey& key) const;

  const std::string& path() const { return path_; }
  // Where an unreadable file was moved; empty when none was.
  const std::string& moved_aside() const { return moved_aside_; }

 private:
  void load();
  void save() const;

  std::string path_;
  TuningDbOptions options_;
  std::string run_;
  nlohmann::json doc_;
  std::map<TuningKey, std::size_t> entries_;  // key -> index in doc_["entries"]
  std::map<TuningKey, std::size_t> loaded_;   // key -> records it had when read (fresh mode)
  std::string moved_aside_;
};

// The valid record of `records` with the least time; nullopt when none is valid.
std::optional<TuningRecord> fastest_valid(const std::vector<TuningRecord>& records);

// Runs `inner` and records each measurement in `db` the moment it completes.
class RecordingEvaluator : public Evaluator {
 public:
  RecordingEvaluator(Evaluator& inner, TuningDb& db, TuningKey key) : inner_(inner), db_(db), key_(std::move(key)) {}
  Measurement evaluate(const Point& point) override;
  void prepare(const std::vector<Point>& upcoming) override { inner_.prepare(upcoming); }
  bool measured(const Point& point) const override { return inner_.measured(point); }
  // Not recorded: a comparison's times are relative to each other, not a variant's own.
  InterleavedTimes time_interleaved(const std::vector<Point>& points, int rounds) override {
    return inner_.time_interleaved(points, rounds);
  }

 private:
  Evaluator& inner_;
  TuningDb& db_;
  TuningKey key_;
};

// Another run holds the output folder.
class FolderBusy : public UserError {
 public:
  using UserError::UserError;
};

// An exclusive flock(2) on FOLDER/.stenciltune.lock, held for the object's lifetime,
// so that two runs into one output folder are refused rather than interleaved. flock
// belongs to the open file description: a second FolderLock on the same folder fails
// even in the same process, and the kernel drops the lock when a killed run's
// descriptor closes, so no stale lock survives a crash. Once it holds the lock it
// removes the temporary files and staging folders a killed run left in the folder.
class FolderLock {
 public:
  // Never waits: throws FolderBusy, naming the holder's process id, when the lock is
  // held; TuningDbError when the lock file cannot be created.
  explicit FolderLock(const std::string& folder);
  ~FolderLock();
  FolderLock(FolderLock&& other) noexcept;
  FolderLock& operator=(FolderLock&& other) noexcept;
  FolderLock(const FolderLock&) = delete;
  FolderLock& operator=(const FolderLock&) = delete;

  const std::string& path() const { return path_; }

 private:
  static void remove_leftovers(const std::string& folder);

  int fd_ = -1;
  std::string path_;
};

}  // namespace st
