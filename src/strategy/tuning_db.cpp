#include "strategy/tuning_db.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace st {

namespace fs = std::filesystem;

namespace {

constexpr const char* format_name = "stenciltune-tuning-db";
constexpr int format_version = 1;

// UTC now: "2024-05-01T12:00:00.123Z" for records, "20240501T120000Z" for file names.
std::string utc_time(bool for_file_name) {
  timespec now{};
  clock_gettime(CLOCK_REALTIME, &now);
  std::tm tm{};
  gmtime_r(&now.tv_sec, &tm);
  char buf[64];
  if (for_file_name) {
    std::strftime(buf, sizeof buf, "%Y%m%dT%H%M%SZ", &tm);
    return buf;
  }
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
  char ms[32];
  std::snprintf(ms, sizeof ms, ".%03dZ", static_cast<int>(now.tv_nsec / 1000000) % 1000);
  return buf + std::string(ms);
}

std::string errno_text() { return std::strerror(errno); }

nlohmann::json key_json(const TuningKey& k) {
  return {
      {"stencil", k.stencil}, {"size", k.size}, {"target", k.target}, {"machine", k.machine}, {"compiler", k.compiler}};
}

// A key read back from the file; nullopt when a field is missing or not a string.
std::optional<TuningKey> parse_key(const nlohmann::json& j) {
  if (!j.is_object()) return std::nullopt;
  TuningKey k;
  std::pair<const char*, std::string*> fields[] = {{"stencil", &k.stencil},
                                                   {"size", &k.size},
                                                   {"target", &k.target},
                                                   {"machine", &k.machine},
                                                   {"compiler", &k.compiler}};
  for (auto& [name, out] : fields) {
    auto it = j.find(name);
    if (it == j.end() || !it->is_string()) return std::nullopt;
    *out = it->get<std::string>();
  }
  return k;
}

// A measurement record read back; nullopt when it is malformed (it then stays in the
// file untouched but answers nothing).
std::optional<TuningRecord> parse_record(const nlohmann::json& j) {
  if (!j.is_object()) return std::nullopt;
  auto params = j.find("params");
  auto valid = j.find("valid");
  if (params == j.end() || !params->is_object() || valid == j.end() || !valid->is_boolean()) return std::nullopt;
  TuningRecord r;
  for (const auto& [name, value] : params->items()) {
    if (!value.is_number_integer()) return std::nullopt;
    r.params[name] = value.get<long long>();
  }
  r.measurement.valid = valid->get<bool>();
  auto number = [&](const char* name) -> std::optional<double> {
    auto it = j.find(name);
    if (it == j.end() || !it->is_number()) return std::nullopt;
    return it->get<double>();
  };
  std::optional<double> seconds = number("seconds");
  if (r.measurement.valid && (!seconds || !std::isfinite(*seconds) || *seconds < 0)) return std::nullopt;
  r.measurement.seconds = seconds.value_or(0);
  r.measurement.spread = number("spread").value_or(0);
  auto reps = j.find("repetitions");
  if (reps != j.end() && reps->is_number_integer()) r.measurement.repetitions = reps->get<int>();
  auto text = [&](const char* name) {
    auto it = j.find(name);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
  };
  r.measurement.reason = text("reason");
  r.timestamp = text("timestamp");
  r.run = text("run");
  if (auto details = j.find("details"); details != j.end() && details->is_object()) r.details = details->dump();
  return r;
}

// Why `doc` is not a tuning database, or empty when it is one.
std::string shape_problem(const nlohmann::json& doc) {
  if (!doc.is_object()) return "the top level is not a JSON object";
  auto format = doc.find("format");
  if (format == doc.end() || *format != format_name)
    return "it does not say \"format\": \"" + std::string(format_name) + "\"";
  auto version = doc.find("version");
  if (version == doc.end() || !version->is_number_integer()) return "it has no integer \"version\"";
  if (version->get<long long>() != format_version) {
    return "it has version " + version->dump() + ", this stenciltune reads version " + std::to_string(format_version);
  }
  auto entries = doc.find("entries");
  if (entries == doc.end() || !entries->is_array()) return "it has no \"entries\" array";
  for (const nlohmann::json& e : *entries) {
    if (!e.is_object() || !parse_key(e.value("key", nlohmann::json())) || !e.contains("measurements") ||
        !e["measurements"].is_array()) {
      return "an entry lacks a complete \"key\" or a \"measurements\" array";
    }
  }
  return "";
}

nlohmann::json empty_doc() {
  return {{"format", format_name}, {"version", format_version}, {"entries", nlohmann::json::array()}};
}

void write_all(int fd, const std::string& text, const std::string& path) {
  const char* p = text.data();
  std::size_t left = text.size();
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw TuningDbError("cannot write " + path + ": " + errno_text());
    p += n;
    left -= static_cast<std::size_t>(n);
  }
}

}  // namespace

TuningDb::TuningDb(std::string path, TuningDbOptions options)
    : path_(std::move(path)), options_(std::move(options)), run_(utc_time(false)) {
  load();
}

void TuningDb::load() {
  doc_ = empty_doc();
  fs::path file(path_);
  std::error_code ec;
  // Temporary files of a run that was killed between writing and renaming.
  fs::path folder = file.parent_path().empty() ? fs::path(".") : file.parent_path();
  std::string tmp_prefix = file.filename().string() + ".tmp-";
  for (const fs::directory_entry& e : fs::directory_iterator(folder, ec)) {
    std::string name = e.path().filename().string();
    if (name.rfind(tmp_prefix, 0) == 0 && e.is_regular_file(ec)) fs::remove(e.path(), ec);
  }
  if (!fs::exists(file, ec)) return;

  std::ifstream in(path_, std::ios::binary);
  if (!in) throw TuningDbError("cannot read " + path_ + ": " + errno_text());
  std::stringstream text;
  text << in.rdbuf();
  std::string problem;
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(text.str());
    problem = shape_problem(doc);
  } catch (const nlohmann::json::parse_error& e) {
    problem = text.str().empty() ? "it is empty" : std::string("it is not valid JSON (") + e.what() + ")";
  }
  if (!problem.empty()) {
    std::string aside = path_ + ".corrupt-" + utc_time(true);
    for (int n = 1; fs::exists(aside, ec); ++n) aside = path_ + ".corrupt-" + utc_time(true) + "-" + std::to_string(n);
    if (std::rename(path_.c_str(), aside.c_str()) != 0) {
      throw TuningDbError(path_ + " is not a tuning database (" + problem +
                          ") and cannot be moved aside: " + errno_text());
    }
    moved_aside_ = aside;
    log_line(options_.log, tuning_db_log_prefix,
             "warning: " + path_ + " is not a tuning database: " + problem + "; moved it to " + aside +
                 " and starting with no earlier measurements");
    return;
  }
  doc_ = std::move(doc);
  long long malformed = 0;
  nlohmann::json& entries = doc_["entries"];
  for (std::size_t i = 0; i < entries.size(); ++i) {
    TuningKey key = *parse_key(entries[i]["key"]);
    // Two entries with one key (a hand-edited file): the later one takes the records.
    entries_[key] = i;
    for (const nlohmann::json& r : entries[i]["measurements"]) malformed += parse_record(r) ? 0 : 1;
    loaded_[key] = entries[i]["measurements"].size();
  }
  if (malformed > 0) {
    log_line(options_.log, tuning_db_log_prefix,
             "warning: " + std::to_string(malformed) + " malformed record(s) in " + path_ +
                 " are kept in the file but not used");
  }
}

void TuningDb::record(const TuningKey& key, const Point& params, const Measurement& measurement,
                      const nlohmann::json& details) {
  nlohmann::json r;
  r["params"] = params;
  r["valid"] = measurement.valid;
  r["seconds"] = std::isfinite(measurement.seconds) ? nlohmann::json(measurement.seconds) : nlohmann::json();
  r["spread"] = std::isfinite(measurement.spread) ? nlohmann::json(measurement.spread) : nlohmann::json();
  r["repetitions"] = measurement.repetitions;
  if (!measurement.valid || !measurement.reason.empty()) r["reason"] = measurement.reason;
  r["timestamp"] = utc_time(false);
  r["run"] = run_;
  if (details.is_object()) r["details"] = details;
  auto it = entries_.find(key);
  if (it == entries_.end()) {
    doc_["entries"].push_back({{"key", key_json(key)}, {"measurements", nlohmann::json::array()}});
    it = entries_.emplace(key, doc_["entries"].size() - 1).first;
  }
  doc_["entries"][it->second]["measurements"].push_back(std::move(r));
  save();
}

void TuningDb::save() const {
  std::string text = doc_.dump(1) + "\n";
  std::string tmp = path_ + ".tmp-" + std::to_string(::getpid());
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) throw TuningDbError("cannot write " + tmp + ": " + errno_text());
  try {
    write_all(fd, text, tmp);
    if (::fsync(fd) != 0) throw TuningDbError("cannot flush " + tmp + ": " + errno_text());
  } catch (...) {
    ::close(fd);
    ::unlink(tmp.c_str());
    throw;
  }
  if (::close(fd) != 0) {
    ::unlink(tmp.c_str());
    throw TuningDbError("cannot write " + tmp + ": " + errno_text());
  }
  if (std::rename(tmp.c_str(), path_.c_str()) != 0) {
    std::string why = errno_text();
    ::unlink(tmp.c_str());
    throw TuningDbError("cannot replace " + path_ + ": " + why);
  }
  // The rename itself is durable only once the folder is.
  std::string folder = fs::path(path_).parent_path().string();
  int dir = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir >= 0) {
    ::fsync(dir);
    ::close(dir);
  }
}

std::vector<TuningRecord> TuningDb::records(const TuningKey& key) const {
  std::vector<TuningRecord> out;
  auto it = entries_.find(key);
  if (it == entries_.end()) return out;
  const nlohmann::json& list = doc_["entries"][it->second]["measurements"];
  std::size_t first = 0;
  if (options_.fresh) {
    auto loaded = loaded_.find(key);
    if (loaded != loaded_.end()) first = loaded->second;
  }
  for (std::size_t i = first; i < list.size(); ++i) {
    if (std::optional<TuningRecord> r = parse_record(list[i])) out.push_back(std::move(*r));
  }
  return out;
}

std::map<Point, Measurement> TuningDb::known(const TuningKey& key) const {
  std::map<Point, Measurement> out;
  for (TuningRecord& r : records(key)) out[r.params] = std::move(r.measurement);
  return out;
}

std::vector<TuningRecord> TuningDb::records_of_any_compiler(const TuningKey& key) const {
  std::vector<TuningRecord> out;
  for (const auto& [k, index] : entries_) {
    if (std::tie(k.stencil, k.size, k.target, k.machine) != std::tie(key.stencil, key.size, key.target, key.machine))
      continue;
    for (const nlohmann::json& r : doc_["entries"][index]["measurements"]) {
      if (std::optional<TuningRecord> record = parse_record(r)) out.push_back(std::move(*record));
    }
  }
  return out;
}

std::optional<TuningRecord> fastest_valid(const std::vector<TuningRecord>& records) {
  const TuningRecord* best = nullptr;
  for (const TuningRecord& r : records) {
    if (r.measurement.valid && (!best || r.measurement.seconds < best->measurement.seconds)) best = &r;
  }
  return best ? std::optional<TuningRecord>(*best) : std::nullopt;
}

Measurement RecordingEvaluator::evaluate(const Point& point) {
  Measurement m = inner_.evaluate(point);
  db_.record(key_, point, m);
  return m;
}

FolderLock::FolderLock(const std::string& folder) : path_((fs::path(folder) / ".stenciltune.lock").string()) {
  fd_ = ::open(path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) throw TuningDbError("cannot create the lock file " + path_ + ": " + errno_text());
  if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    int error = errno;
    std::string holder;
    char buf[32] = {};
    ssize_t n = ::pread(fd_, buf, sizeof buf - 1, 0);
    if (n > 0) holder = std::string(buf, static_cast<std::size_t>(n));
    while (!holder.empty() && (holder.back() == '\n' || holder.back() == ' ')) holder.pop_back();
    ::close(fd_);
    fd_ = -1;
    if (error == EWOULDBLOCK) {
      throw FolderBusy("another stenciltune run" + (holder.empty() ? std::string() : " (process " + holder + ")") +
                       " is using the output folder " + folder + "; wait for it to finish or choose another --out");
    }
    throw TuningDbError("cannot lock " + path_ + ": " + std::strerror(error));
  }
  std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd_, 0) == 0) {
    ssize_t written = ::pwrite(fd_, pid.data(), pid.size(), 0);
    (void)written;  // the pid only improves the message another run prints
  }
  remove_leftovers(folder);
}

// With the lock held no other run is writing here, so a temporary file (NAME.tmp-PID,
// write_file_atomically's and save()'s) or a staging folder of the package
// (.staging-PID) can only be what a killed run left behind.
void FolderLock::remove_leftovers(const std::string& folder) {
  auto is_leftover = [](const std::string& name) {
    size_t at = name.rfind(".tmp-");
    std::string digits = at == std::string::npos ? std::string() : name.substr(at + 5);
    if (at == std::string::npos && name.rfind(".staging-", 0) == 0) digits = name.substr(9);
    return !digits.empty() && digits.find_first_not_of("0123456789") == std::string::npos;
  };
  std::error_code ec;
  for (const fs::path& dir : {fs::path(folder), fs::path(folder) / "src"}) {
    for (const fs::directory_entry& e : fs::directory_iterator(dir, ec)) {
      if (is_leftover(e.path().filename().string())) fs::remove_all(e.path(), ec);
    }
  }
}

FolderLock::~FolderLock() {
  if (fd_ >= 0) ::close(fd_);  // closing the descriptor releases the lock
}

FolderLock::FolderLock(FolderLock&& other) noexcept : fd_(other.fd_), path_(std::move(other.path_)) { other.fd_ = -1; }

FolderLock& FolderLock::operator=(FolderLock&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = other.fd_;
    path_ = std::move(other.path_);
    other.fd_ = -1;
  }
  return *this;
}

}  // namespace st
