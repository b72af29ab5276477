#include "frontend/diagnostics.h"

#include <exception>

namespace st {

namespace {

// The caret line keeps the tabs of the source line so that the caret lines up.
std::string caret_line(std::string_view text, const SourceRange& where) {
  std::string out;
  int column = 1;
  size_t i = 0;
  while (i < text.size() && column < where.begin.column) {
    char c = text[i];
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
      out += c == '\t' ? '\t' : ' ';
      ++column;
    }
    ++i;
  }
  out += '^';
  int last = where.end.line == where.begin.line ? where.end.column - 1 : column;
  int available = 0;
  for (size_t j = i; j < text.size(); ++j) {
    if ((static_cast<unsigned char>(text[j]) & 0xC0) != 0x80) ++available;
  }
  for (int c = column + 1; c <= last && c - column < available; ++c) out += '~';
  return out;
}

// The line as it can be shown on a terminal: control characters and bytes that are
// not UTF-8 become '?', one per column, so that the caret still lines up.
std::string printable(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c == '\t') {
      out += '\t';
    } else if (c < 0x20 || c == 0x7f) {
      out += '?';
    } else if (c < 0x80) {
      out += static_cast<char>(c);
    } else if ((c & 0xC0) == 0x80) {
      continue;  // continuation bytes take no column of their own
    } else {
      size_t n = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 1;
      bool valid = n > 1 && i + n <= text.size();
      for (size_t k = 1; valid && k < n; ++k) valid = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
      if (valid) {
        out.append(text.substr(i, n));
        i += n - 1;
      } else {
        out += '?';
      }
    }
  }
  return out;
}

}  // namespace

std::string format_diagnostic(const SourceRange& where, const std::string& severity, const std::string& message) {
  std::string out = where.str() + ": " + severity + ": " + message + "\n";
  if (where.file) {
    std::string text = printable(where.file->line(where.begin.line));
    out += "  ";
    out += text;
    out += "\n  " + caret_line(text, where) + "\n";
  }
  return out;
}

std::string format_error(const UserError& error) {
  if (!error.has_location()) return std::string("stenciltune: error: ") + error.what() + "\n";
  return format_diagnostic(error.where(), "error", error.what());
}

InternalAssertion::InternalAssertion(bool ok, const char* condition, const char* file, int line) : ok_(ok) {
  if (!ok_) message_ << file << ":" << line << ": internal assertion '" << condition << "' failed: ";
}

InternalAssertion::~InternalAssertion() noexcept(false) {  // NOLINT(bugprone-exception-escape)
  if (!ok_ && std::uncaught_exceptions() == 0) throw InternalError(message_.str());
}

}  // namespace st
