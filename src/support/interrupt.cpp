#include "support/interrupt.h"

#include <signal.h>

#include <cstring>

namespace st {

namespace {

volatile sig_atomic_t received = 0;
struct sigaction previous_int, previous_term;

extern "C" void on_signal(int signal) { received = signal; }

}  // namespace

std::string Interrupted::signal_name() const {
  if (signal_ == SIGINT) return "SIGINT";
  if (signal_ == SIGTERM) return "SIGTERM";
  return "signal " + std::to_string(signal_);
}

InterruptHandlers::InterruptHandlers() {
  received = 0;
  struct sigaction action;
  std::memset(&action, 0, sizeof action);
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  // No SA_RESTART: a blocking call returns EINTR and its loop sees the flag sooner.
  action.sa_flags = static_cast<int>(SA_RESETHAND);
  ::sigaction(SIGINT, &action, &previous_int);
  ::sigaction(SIGTERM, &action, &previous_term);
}

InterruptHandlers::~InterruptHandlers() {
  ::sigaction(SIGINT, &previous_int, nullptr);
  ::sigaction(SIGTERM, &previous_term, nullptr);
  received = 0;
}

int interrupt_signal() { return received; }

void throw_if_interrupted() {
  if (int signal = received) throw Interrupted(signal);
}

}  // namespace st
