#include "harness/process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <stdexcept>

#include "support/interrupt.h"

namespace st {

namespace {

using Clock = std::chrono::steady_clock;

// Closes a descriptor when it goes out of scope.
class Fd {
 public:
  Fd() = default;
  explicit Fd(int fd) : fd_(fd) {}
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  ~Fd() { reset(); }
  int get() const { return fd_; }
  void reset(int fd = -1) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = fd;
  }

 private:
  int fd_ = -1;
};

// Owns the spawn attributes and file actions, which must be destroyed however we leave.
struct SpawnSetup {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attr;
  SpawnSetup() {
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attr);
  }
  SpawnSetup(const SpawnSetup&) = delete;
  SpawnSetup& operator=(const SpawnSetup&) = delete;
  ~SpawnSetup() {
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
  }
};

// A pipe whose ends are closed in every child we start: another thread may spawn a
// program at the same moment, and a write end leaking into it would keep our read
// end from ever seeing end-of-file.
bool make_pipe(Fd& read_end, Fd& write_end) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return false;
  read_end.reset(fds[0]);
  write_end.reset(fds[1]);
  return true;
}

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

void sleep_briefly(long nanoseconds) {
  timespec ts{0, nanoseconds};
  ::nanosleep(&ts, nullptr);
}

// Reads what is available on `fd` into `sink` (up to the cap); false at end of file.
bool drain(int fd, std::string& sink, size_t cap, bool& truncated) {
  char buffer[65536];
  for (;;) {
    ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return n < 0 && errno == EAGAIN;
    size_t count = static_cast<size_t>(n);
    size_t room = sink.size() < cap ? cap - sink.size() : 0;
    if (count > room) truncated = true;
    sink.append(buffer, count < room ? count : room);
    return true;
  }
}

bool is_plain(const std::string& arg) {
  if (arg.empty()) return false;
  for (char c : arg) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              std::strchr("_-./=:+,%@", c) != nullptr;
    if (!ok) return false;
  }
  return true;
}

}  // namespace

std::string ProcessResult::describe() const {
  switch (status) {
    case Status::Exited: return "exited with status " + std::to_string(exit_code);
    case Status::Signaled: {
      const char* name = ::strsignal(signal);
      return "killed by signal " + std::to_string(signal) + (name ? std::string(" (") + name + ")" : "");
    }
    case Status::TimedOut: {
      char text[32];
      std::snprintf(text, sizeof text, "%.1f", seconds);
      return std::string("timed out after ") + text + " s and was killed";
    }
    case Status::SpawnFailed: return "could not be started: " + spawn_error;
  }
  return "?";
}

std::string command_line(const std::vector<std::string>& argv) {
  std::string line;
  for (const std::string& arg : argv) {
    if (!line.empty()) line += ' ';
    if (is_plain(arg)) {
      line += arg;
      continue;
    }
    line += '\'';
    for (char c : arg) line += c == '\'' ? std::string("'\\''") : std::string(1, c);
    line += '\'';
  }
  return line;
}

ProcessResult run_process(const std::vector<std::string>& argv, const ProcessOptions& options) {
  if (argv.empty()) throw std::invalid_argument("run_process: empty argument vector");
  ProcessResult result;
  bool capture_out = options.stdout_file.empty();
  bool capture_err = options.stderr_file.empty() && !options.merge_stderr;

  Fd out_read, out_write, err_read, err_write;
  if ((capture_out && !make_pipe(out_read, out_write)) || (capture_err && !make_pipe(err_read, err_write))) {
    result.spawn_error = std::string("cannot create a pipe: ") + std::strerror(errno);
    return result;
  }

  SpawnSetup setup;
  posix_spawn_file_actions_addopen(&setup.actions, 0, "/dev/null", O_RDONLY, 0);
  if (capture_out) {
    posix_spawn_file_actions_adddup2(&setup.actions, out_write.get(), 1);
  } else {
    posix_spawn_file_actions_addopen(&setup.actions, 1, options.stdout_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
  }
  if (options.merge_stderr) {
    posix_spawn_file_actions_adddup2(&setup.actions, 1, 2);
  } else if (capture_err) {
    posix_spawn_file_actions_adddup2(&setup.actions, err_write.get(), 2);
  } else {
    posix_spawn_file_actions_addopen(&setup.actions, 2, options.stderr_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
  }
  // Last, so that the output file names above are relative to our own folder.
  if (!options.working_directory.empty()) {
    posix_spawn_file_actions_addchdir_np(&setup.actions, options.working_directory.c_str());
  }

  // Its own process group (so a time limit can kill everything it started), no
  // blocked signals, and default handlers even for signals we ignore (SIGPIPE).
  sigset_t no_signals, all_signals;
  sigemptyset(&no_signals);
  sigfillset(&all_signals);
  sigdelset(&all_signals, SIGKILL);
  sigdelset(&all_signals, SIGSTOP);
  posix_spawnattr_setpgroup(&setup.attr, 0);
  posix_spawnattr_setsigmask(&setup.attr, &no_signals);
  posix_spawnattr_setsigdefault(&setup.attr, &all_signals);
  posix_spawnattr_setflags(&setup.attr,
                           static_cast<short>(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF));

  std::vector<char*> args;
  args.reserve(argv.size() + 1);
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);

  // Ours, less the names options.environment sets, then those.
  std::vector<char*> env;
  for (char** e = environ; *e != nullptr; ++e) {
    const char* equals = std::strchr(*e, '=');
    const size_t name = equals ? static_cast<size_t>(equals - *e) : std::strlen(*e);
    bool replaced = false;
    for (const std::string& x : options.environment)
      replaced |= x.size() > name && x[name] == '=' && x.compare(0, name, *e, name) == 0;
    if (!replaced) env.push_back(*e);
  }
  for (const std::string& x : options.environment) env.push_back(const_cast<char*>(x.c_str()));
  env.push_back(nullptr);

  Clock::time_point start = Clock::now();
  pid_t pid = 0;
  int rc = ::posix_spawnp(&pid, args[0], &setup.actions, &setup.attr, args.data(), env.data());
  out_write.reset();
  err_write.reset();
  if (rc != 0) {
    result.spawn_error = "'" + argv[0] + "': " + std::strerror(rc);
    return result;
  }

  std::optional<Clock::time_point> deadline;
  if (options.time_limit) deadline = start + *options.time_limit;
  bool killed = false;
  auto kill_group = [&] {
    if (!killed) ::kill(-pid, SIGKILL);
    killed = true;
  };

  // Asked to stop (SIGINT, SIGTERM): take the child down, reap it, and say so.
  auto stop_if_interrupted = [&] {
    if (interrupt_signal() == 0) return;
    ::kill(-pid, SIGKILL);
    int ignored = 0;
    while (::waitpid(pid, &ignored, 0) < 0 && errno == EINTR) {
    }
    throw_if_interrupted();
  };

  // Read both streams until they close or the time runs out, looking at the
  // interruption flag at least every tenth of a second.
  std::vector<pollfd> fds;
  if (capture_out) fds.push_back({out_read.get(), POLLIN, 0});
  if (capture_err) fds.push_back({err_read.get(), POLLIN, 0});
  while (!fds.empty() && !killed) {
    stop_if_interrupted();
    int timeout_ms = 100;
    if (deadline) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline - Clock::now()).count();
      if (left <= 0) {
        kill_group();
        break;
      }
      timeout_ms = static_cast<int>(left < 100 ? left : 100);
    }
    int n = ::poll(fds.data(), fds.size(), timeout_ms);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) break;
    for (size_t i = 0; i < fds.size();) {
      if (fds[i].revents == 0) {
        ++i;
        continue;
      }
      bool is_out = capture_out && fds[i].fd == out_read.get();
      bool open = drain(fds[i].fd, is_out ? result.out : result.err, options.max_captured_bytes, result.truncated);
      if (open) {
        ++i;
      } else {
        fds.erase(fds.begin() + static_cast<std::ptrdiff_t>(i));
      }
    }
  }

  // Reap it, still under the time limit (it may have closed its output and gone on).
  int status = 0;
  long pause_ns = 100000;
  for (;;) {
    pid_t r = ::waitpid(pid, &status, WNOHANG);
    if (r == pid) break;
    if (r < 0 && errno != EINTR) {
      result.spawn_error = std::string("waitpid failed: ") + std::strerror(errno);
      result.status = ProcessResult::Status::SpawnFailed;
      return result;
    }
    if (!killed) stop_if_interrupted();
    if (deadline && Clock::now() >= *deadline) kill_group();
    sleep_briefly(pause_ns);
    if (pause_ns < 10000000) pause_ns *= 2;
  }
  result.seconds = seconds_since(start);
  if (killed) {
    result.status = ProcessResult::Status::TimedOut;
  } else if (WIFEXITED(status)) {
    result.status = ProcessResult::Status::Exited;
    result.exit_code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    result.status = ProcessResult::Status::Signaled;
    result.signal = WTERMSIG(status);
  }
  return result;
}

}  // namespace st
