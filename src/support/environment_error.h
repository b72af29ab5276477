// The third kind of error, beside the user's mistake (UserError, exit 2) and our own
// bug (InternalError, exit 3): the machine let the run down. A tool is missing or
// failed, the disk is full, a file cannot be written. Exit status 1, with a message
// that names the tool or the file and what to do.
#pragma once

#include <stdexcept>

namespace st {

class EnvironmentError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace st
