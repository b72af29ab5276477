// Stopping a run on SIGINT or SIGTERM without losing what it measured. The handler
// only sets a flag; run_process, the evaluator and the search check it, kill the child
// they are waiting for and throw Interrupted. The exception unwinds to main, removing
// the scratch folder and releasing the output folder's lock on the way; a measurement
// cut short is never recorded, so the next run measures it again and nothing else.
#pragma once

#include <string>

namespace st {

// Thrown once SIGINT or SIGTERM has arrived. Deliberately not a std::exception, so
// that no `catch (const std::exception&)` on the way (a warning and go on) swallows it.
class Interrupted {
 public:
  explicit Interrupted(int signal) : signal_(signal) {}
  int signal() const { return signal_; }
  // 128 + the signal number, as a shell reports a program killed by it: 130 for SIGINT.
  int exit_status() const { return 128 + signal_; }
  std::string signal_name() const;

 private:
  int signal_;
};

// Installs the handlers for SIGINT and SIGTERM for the object's lifetime and restores
// the previous ones after (clearing the flag: the run it belonged to is over). A second signal of either kind takes the
// default action (the run dies at once; tuning.json is still whole, being written by rename).
class InterruptHandlers {
 public:
  InterruptHandlers();
  ~InterruptHandlers();
  InterruptHandlers(const InterruptHandlers&) = delete;
  InterruptHandlers& operator=(const InterruptHandlers&) = delete;
};

// The signal that asked the run to stop, or 0.
int interrupt_signal();
// Throws Interrupted when a signal asked the run to stop.
void throw_if_interrupted();

}  // namespace st
