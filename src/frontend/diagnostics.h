// The two kinds of error: the user's mistake (UserError, exit status 2) and our own
// bug (InternalError, exit status 3). Each prints as file:line:col, the line, a caret.
#pragma once

#include <sstream>
#include <stdexcept>
#include <string>

#include "frontend/source.h"

namespace st {

// A diagnostic about the user's input or command line.
class UserError : public std::runtime_error {
 public:
  UserError(SourceRange where, const std::string& message)
      : std::runtime_error(message), where_(std::move(where)), has_location_(true) {}
  explicit UserError(const std::string& message) : std::runtime_error(message) {}

  const SourceRange& where() const { return where_; }
  bool has_location() const { return has_location_; }

 private:
  SourceRange where_;
  bool has_location_ = false;
};

// A broken invariant inside stenciltune.
class InternalError : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

// "file:line:col: error: message", then the source line and a caret line under the
// range (a caret at the start, tildes over the rest of the range on that line).
std::string format_diagnostic(const SourceRange& where, const std::string& severity, const std::string& message);
std::string format_error(const UserError& error);

// internal_assert(cond) << "what"; throws InternalError with the file and line.
class InternalAssertion {
 public:
  InternalAssertion(bool ok, const char* condition, const char* file, int line);
  InternalAssertion(const InternalAssertion&) = delete;
  InternalAssertion& operator=(const InternalAssertion&) = delete;
  // Throws InternalError on purpose: the assertion's message is complete only here.
  ~InternalAssertion() noexcept(false);  // NOLINT(bugprone-exception-escape)
  template <typename T>
  InternalAssertion& operator<<(const T& value) {
    if (!ok_) message_ << value;
    return *this;
  }

 private:
  bool ok_;
  std::ostringstream message_;
};

}  // namespace st

#define internal_assert(cond) ::st::InternalAssertion((cond), #cond, __FILE__, __LINE__)
