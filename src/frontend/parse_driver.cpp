#include "frontend/parse_driver.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "frontend/diagnostics.h"
#include "frontend/inline_calls.h"
#include "parser.hpp"

namespace st {

void scanner_begin(ParseDriver& drv, const std::string& text);
void scanner_end(ParseDriver& drv);

namespace {

// Releases the scanner however parsing ends.
struct ScannerScope {
  ParseDriver& drv;
  ScannerScope(ParseDriver& d, const std::string& text) : drv(d) { scanner_begin(drv, text); }
  ~ScannerScope() { scanner_end(drv); }
  ScannerScope(const ScannerScope&) = delete;
  ScannerScope& operator=(const ScannerScope&) = delete;
};

SourceRange point(const std::shared_ptr<const SourceFile>& file, const std::string& text, size_t offset) {
  SourceRange r;
  r.file = file;
  r.advance(std::string_view(text).substr(0, offset));
  r.step();
  r.end.column += 1;
  return r;
}

// Length of the valid UTF-8 sequence at text[i], or 0 when it is not valid.
size_t utf8_sequence(const std::string& text, size_t i) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char c = byte(i);
  if (c < 0x80) return 1;
  size_t n = 0;
  unsigned cp = 0;
  if ((c & 0xE0) == 0xC0) {
    n = 2;
    cp = c & 0x1F;
  } else if ((c & 0xF0) == 0xE0) {
    n = 3;
    cp = c & 0x0F;
  } else if ((c & 0xF8) == 0xF0) {
    n = 4;
    cp = c & 0x07;
  } else {
    return 0;
  }
  if (i + n > text.size()) return 0;
  for (size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  static const unsigned min_value[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < min_value[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

void check_text(const std::shared_ptr<const SourceFile>& file) {
  const std::string& text = file->text();
  if (text.size() > max_source_bytes) {
    throw UserError(SourceRange{file, {1, 1}, {1, 2}}, "the file is " + std::to_string(text.size()) +
                                                           " bytes; stenciltune reads stencil files of at most " +
                                                           std::to_string(max_source_bytes) + " bytes");
  }
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '\0')
      throw UserError(point(file, text, i), "this is a binary file (a NUL byte), not Fortran source");
    size_t n = utf8_sequence(text, i);
    if (n == 0) throw UserError(point(file, text, i), "the file is not valid UTF-8 text");
    i += n;
  }
}

bool blank(char c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r'; }

// The first offset at or after p that is not a blank, past '&' continuations (and the
// blank and comment lines and the optional leading '&' of the line that goes on).
size_t skip_blanks(const std::string& text, size_t p) {
  while (p < text.size()) {
    if (blank(text[p])) {
      ++p;
    } else if (text[p] == '&') {
      size_t q = p + 1;
      while (q < text.size() && blank(text[q])) ++q;
      if (q < text.size() && text[q] == '!') q = std::min(text.find('\n', q), text.size());
      if (q >= text.size() || text[q] != '\n') return p;
      p = q + 1;
      for (;;) {
        while (p < text.size() && blank(text[p])) ++p;
        if (p < text.size() && text[p] == '!') p = std::min(text.find('\n', p), text.size());
        if (p >= text.size() || text[p] != '\n') break;
        ++p;
      }
      if (p < text.size() && text[p] == '&') ++p;
    } else {
      return p;
    }
  }
  return p;
}

}  // namespace

bool ParseDriver::assignment_follows(size_t at) const {
  size_t p = skip_blanks(text, at);
  while (p < text.size() && text[p] == '(') {
    int depth = 0;
    for (; p < text.size(); p = skip_blanks(text, p + 1)) {
      char c = text[p];
      if (c == '\n' || c == ';' || c == '!') return false;
      if (c == '(') ++depth;
      if (c == ')' && --depth == 0) break;
    }
    if (p >= text.size()) return false;
    p = skip_blanks(text, p + 1);
  }
  return p < text.size() && text[p] == '=' && (p + 1 >= text.size() || text[p + 1] != '=');
}

char ParseDriver::char_at(size_t at) const {
  size_t p = skip_blanks(text, at);
  return p < text.size() ? text[p] : '\n';
}

std::string ParseDriver::word_at(size_t at, size_t* end) const {
  size_t p = skip_blanks(text, at);
  std::string word;
  auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  if (p < text.size() && letter(text[p])) {
    while (p < text.size() && (letter(text[p]) || (text[p] >= '0' && text[p] <= '9') || text[p] == '_')) {
      char c = text[p++];
      word += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
  }
  if (end) *end = p;
  return word;
}

ParseDriver::ParseDriver(std::shared_ptr<const SourceFile> f) : file(std::move(f)) { loc.file = file; }

void ParseDriver::fail(const SourceRange& where, const std::string& message) const {
  SourceRange r = where;
  if (!r.file) r.file = file;
  throw UserError(r, message);
}

ast::Unit ParseDriver::parse() {
  check_text(file);
  unit = ast::Unit{};
  unit.file = file;
  loc = SourceRange{file, {1, 1}, {1, 1}};
  last_token_was_eol = true;
  paren_depth = 0;
  open_loops.clear();
  queued.clear();
  ending_label = 0;
  ending_loops = 0;
  labels.clear();
  integer_parameters.clear();
  declared_arrays.clear();
  declared_types.clear();
  last_word_was_end = false;
  open_module.reset();
  module_parameters.clear();
  text = file->text();
  if (text.empty() || text.back() != '\n') text += '\n';
  offset = 0;
  ScannerScope scope(*this, text);
  Parser parser(*this);
  if (parser.parse() != 0) throw InternalError("the parser failed without a diagnostic");
  for (size_t i = 0; i < unit.subroutines.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (unit.subroutines[i].name == unit.subroutines[j].name) {
        fail(unit.subroutines[i].loc, "subroutine '" + unit.subroutines[i].name + "' is defined twice");
      }
    }
  }
  for (const ast::Module& m : unit.modules) {
    for (const ast::Subroutine& sub : unit.subroutines) {
      if (sub.name == m.name)
        fail(m.loc, "module '" + m.name + "' has the name of subroutine '" + sub.name + "' (line " +
                        std::to_string(sub.loc.begin.line) + "): rename one");
    }
  }
  inline_calls(unit);
  return std::move(unit);
}

ast::Unit parse_text(const std::string& name, std::string text) {
  // A UTF-8 byte order mark, which some editors write, is not part of the text.
  if (text.rfind("\xEF\xBB\xBF", 0) == 0) text.erase(0, 3);
  auto file = std::make_shared<const SourceFile>(name, std::move(text));
  ParseDriver drv(file);
  return drv.parse();
}

ast::Unit parse_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UserError("cannot read '" + path + "': " + std::strerror(errno));
  // Read one byte past the limit so that an oversized file is reported, not truncated.
  std::string text;
  text.resize(max_source_bytes + 1);
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  if (in.bad()) throw UserError("cannot read '" + path + "': " + std::strerror(errno));
  text.resize(static_cast<size_t>(in.gcount()));
  if (text.size() > max_source_bytes) {
    auto file = std::make_shared<const SourceFile>(path, text.substr(0, 256));
    throw UserError(SourceRange{file, {1, 1}, {1, 2}},
                    "the file is larger than " + std::to_string(max_source_bytes) +
                        " bytes; stenciltune reads stencil files of at most that size");
  }
  return parse_text(path, std::move(text));
}

}  // namespace st
