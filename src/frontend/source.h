// A source file held in memory, and the ranges of it that every AST node and
// every diagnostic carry. Columns count characters (UTF-8 code points), from 1.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace st {

class SourceFile {
 public:
  SourceFile(std::string name, std::string text);

  const std::string& name() const { return name_; }
  const std::string& text() const { return text_; }
  // The text of line `line` (1-based) without its newline; empty when out of range.
  std::string_view line(int line) const;
  int line_count() const { return static_cast<int>(line_starts_.size()); }

 private:
  std::string name_;
  std::string text_;
  std::vector<size_t> line_starts_;
};

struct SourcePos {
  int line = 1;
  int column = 1;
};

// A half-open range [begin, end) of one file. Bison uses it as its location type,
// so it keeps Bison's member names `begin` and `end`.
struct SourceRange {
  std::shared_ptr<const SourceFile> file;
  SourcePos begin;
  SourcePos end;

  // Move `begin` to `end`, so that the next token starts where this one ended.
  void step() { begin = end; }
  // Extend the range over `text`, counting lines and code points.
  void advance(std::string_view text);
  std::string file_name() const { return file ? file->name() : std::string("<input>"); }
  // "file:line:col"
  std::string str() const;
};

// The smallest range that covers both.
SourceRange merge(const SourceRange& a, const SourceRange& b);

}  // namespace st
