// The run's scratch folder (TMPDIR/stenciltune-XXXXXX: variants' sources, objects and
// programs), removed when the run ends however it ends, short of SIGKILL. For that
// case the folder holds a lock file, flock'ed for the run's lifetime: a new scratch
// folder removes every stenciltune-* folder whose lock nobody holds, which only a
// killed run leaves behind.
#pragma once

#include <string>

namespace st {

class ScratchFolder {
 public:
  // Throws UserError when no folder can be made under TMPDIR (or /tmp).
  ScratchFolder();
  // Removes the folder, unless STENCILTUNE_KEEP_SCRATCH is set (then it is left, and
  // its lock file removed so that later runs leave it alone too).
  ~ScratchFolder();
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  int lock_fd_ = -1;
};

}  // namespace st
