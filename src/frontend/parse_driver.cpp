#include "frontend/parse_driver.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "frontend/diagnostics.h"
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
    throw UserError(SourceRange{file, {1, 1}, {1, 2}},
                    "the file is " + std::to_string(text.size()) + " bytes; stenciltune reads stencil files of at most " +
                        std::to_string(max_source_bytes) + " bytes");
  }
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '\0') throw UserError(point(file, text, i), "this is a binary file (a NUL byte), not Fortran source");
    size_t n = utf8_sequence(text, i);
    if (n == 0) throw UserError(point(file, text, i), "the file is not valid UTF-8 text");
    i += n;
  }
}

}  // namespace

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
  integer_parameters.clear();
  std::string text = file->text();
  if (text.empty() || text.back() != '\n') text += '\n';
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
