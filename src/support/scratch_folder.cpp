#include "support/scratch_folder.h"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/file.h>
#include <unistd.h>

#include <filesystem>

#include "frontend/diagnostics.h"

namespace st {

namespace {

namespace fs = std::filesystem;

constexpr const char* lock_name = ".scratch.lock";

// True when `folder` is a scratch folder whose run is gone: its lock file exists and
// nobody holds it.
bool abandoned(const fs::path& folder) {
  int fd = ::open((folder / lock_name).c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  bool free = ::flock(fd, LOCK_EX | LOCK_NB) == 0;
  ::close(fd);
  return free;
}

void remove_abandoned(const fs::path& parent, const fs::path& own) {
  std::error_code ec;
  for (const fs::directory_entry& e : fs::directory_iterator(parent, ec)) {
    std::string name = e.path().filename().string();
    if (e.path() == own || name.rfind("stenciltune-", 0) != 0 || name.size() != 18 || !e.is_directory(ec)) continue;
    if (abandoned(e.path())) fs::remove_all(e.path(), ec);
  }
}

}  // namespace

ScratchFolder::ScratchFolder() {
  const char* tmp = std::getenv("TMPDIR");
  std::string parent = tmp && *tmp ? tmp : "/tmp";
  std::string pattern = parent + "/stenciltune-XXXXXX";
  if (!::mkdtemp(pattern.data())) throw UserError("cannot create a scratch folder under " + pattern);
  path_ = pattern;
  // Locked under another name, then renamed: no other run ever sees the lock file
  // unlocked while this one lives.
  std::string temp = path_ + "/.scratch.lock.new";
  lock_fd_ = ::open(temp.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (lock_fd_ >= 0 && ::flock(lock_fd_, LOCK_EX | LOCK_NB) == 0) {
    std::rename(temp.c_str(), (path_ + "/" + lock_name).c_str());
  }
  remove_abandoned(parent, path_);
}

ScratchFolder::~ScratchFolder() {
  std::error_code ec;
  if (std::getenv("STENCILTUNE_KEEP_SCRATCH")) {
    fs::remove(fs::path(path_) / lock_name, ec);
  } else {
    fs::remove_all(path_, ec);
  }
  if (lock_fd_ >= 0) ::close(lock_fd_);
}

}  // namespace st
