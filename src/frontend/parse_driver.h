// The parse driver: owns the source file and the scanner's position, is handed to the
// Flex scanner and the Bison parser (as in the Bison manual's calc++), and collects the
// program unit they build.
#pragma once

#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
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
  SourceRange loc;                 // the token being scanned
  std::string text;                // what the scanner reads, for looking ahead
  size_t offset = 0;               // in `text`, just past the token being scanned
  bool last_token_was_eol = true;  // suppresses empty statements
  int paren_depth = 0;
  // Every loop not yet closed, outermost first.
  struct OpenLoop {
    SourceRange loc;            // its `do`
    long long label = 0;        // of `do 10 i = ...`, ended by the statement labelled 10; else 0
    bool labelled_end = false;  // its label stands on the `end do` that ends it
  };
  std::vector<OpenLoop> open_loops;
  // Labelled `do` loops (Fortran 77's `do 10 i = 1, n` ... `10 continue`): the scanner
  // turns the statement that ends them into one token the grammar reads as the loop's
  // end per loop it ends (a shared `10 continue` ends several).
  struct QueuedToken {
    enum class Kind { DoLabel, LabelEnd, Eol } kind;
    SourceRange loc;
    long long value = 0;
  };
  std::deque<QueuedToken> queued;                         // made ahead by the scanner, returned first in order
  long long ending_label = 0;                             // the label of the statement being read, when it ends loops
  int ending_loops = 0;                                   // how many loops that statement ends
  std::set<long long> labels;                             // the statement labels of the subroutine read so far
  std::map<std::string, long long> integer_parameters;    // for kinds such as real(dp)
  std::map<std::string, ast::ScalarType> declared_types;  // of the unit being parsed, so far
  std::set<std::string> declared_arrays;                  // of the unit being parsed: they hide intrinsics
  bool last_word_was_end = false;                         // `end module`: the scanner's MODULE after END
  // The module whose subroutines are being read: its specification (folded declarations,
  // parameters only), which its subroutines see by host association.
  struct OpenModule {
    std::string name;
    bool implicit_none = false;
    std::vector<ast::Declaration> decls;
  };
  std::optional<OpenModule> open_module;
  // The parameters each module of the file read so far gives a scope that uses it: its
  // own and those it uses, one declaration an entity.
  std::map<std::string, std::vector<ast::Declaration>> module_parameters;
  ast::Unit unit;
  void* scanner = nullptr;

  // Whether the statement whose first word ends at `at` goes on as an assignment,
  // `= ...` or `(...) = ...`: Fortran has no reserved words, so `do = do + 1` and
  // `real(i) = 0` assign to variables named do and real.
  bool assignment_follows(size_t at) const;
  // The word (lower-cased) that starts at or after `at` past blanks and continuations,
  // and the offset just past it; empty when something else comes first.
  std::string word_at(size_t at, size_t* end) const;
  // The first character at or after `at` past blanks and continuations ('\n' at the end).
  char char_at(size_t at) const;

  // Throws the diagnostic for a syntax error at `where`.
  [[noreturn]] void fail(const SourceRange& where, const std::string& message) const;
};

// Reads, checks (size, NUL bytes, UTF-8) and parses one file. The name is kept as
// given for diagnostics.
ast::Unit parse_file(const std::string& path);
// Parses text held in memory under a display name.
ast::Unit parse_text(const std::string& name, std::string text);

}  // namespace st
