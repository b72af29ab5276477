#include "frontend/source.h"

#include <utility>

namespace st {

SourceFile::SourceFile(std::string name, std::string text) : name_(std::move(name)), text_(std::move(text)) {
  line_starts_.push_back(0);
  for (size_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n' && i + 1 < text_.size()) line_starts_.push_back(i + 1);
  }
}

std::string_view SourceFile::line(int line) const {
  if (line < 1 || line > line_count()) return {};
  size_t start = line_starts_[static_cast<size_t>(line - 1)];
  size_t stop = text_.find('\n', start);
  if (stop == std::string::npos) stop = text_.size();
  if (stop > start && text_[stop - 1] == '\r') --stop;
  return std::string_view(text_).substr(start, stop - start);
}

void SourceRange::advance(std::string_view text) {
  for (char c : text) {
    if (c == '\n') {
      ++end.line;
      end.column = 1;
    } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
      ++end.column;  // continuation bytes of a UTF-8 sequence do not start a column
    }
  }
}

std::string SourceRange::str() const {
  return file_name() + ":" + std::to_string(begin.line) + ":" + std::to_string(begin.column);
}

static bool before(const SourcePos& a, const SourcePos& b) {
  return a.line < b.line || (a.line == b.line && a.column < b.column);
}

SourceRange merge(const SourceRange& a, const SourceRange& b) {
  SourceRange r = a;
  if (!r.file) r.file = b.file;
  if (before(b.begin, r.begin)) r.begin = b.begin;
  if (before(r.end, b.end)) r.end = b.end;
  return r;
}

}  // namespace st
