// The parse driver: owns the source file and the scanner's position, is handed to the
// Flex scanner and the Bison parser (as in the Bison manual's calc++), and collects the
// program unit they build.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "frontend/source.h"

namespace st {

// The largest source file read, and the deepest loop nest accepted.
constexpr size_t max_source_bytes = 1 << 20;
constexpr int max_loop_depth = 16;
// As deep as the deepest expression tree: the printer may need one pair of
// parentheses per level (`+(+(+x))`), and what it prints must parse again.
constexpr int max_paren_depth = ast::max_expr_height;

class ParseDriver {
 public:
  explicit ParseDriver(std::shared_ptr<const SourceFile> file);

  // Parses the whole file; throws UserError on the first mistake.
  ast::Unit parse();

  // ---- state shared with the scanner and the parser ----
  std::shared_ptr<const SourceFile> file;
  SourceRange loc;                   // the token being scanned
  bool last_token_was_eol = true;    // suppresses empty statements
  int paren_depth = 0;
  std::vector<SourceRange> open_loops;  // the `do` of every loop not yet closed
  std::map<std::string, long long> integer_parameters;  // for kinds such as real(dp)
  ast::Unit unit;
  void* scanner = nullptr;

  // Throws the diagnostic for a syntax error at `where`.
  [[noreturn]] void fail(const SourceRange& where, const std::string& message) const;
};

// Reads, checks (size, NUL bytes, UTF-8) and parses one file. The name is kept as
// given for diagnostics.
ast::Unit parse_file(const std::string& path);
// Parses text held in memory under a display name.
ast::Unit parse_text(const std::string& name, std::string text);

}  // namespace st
