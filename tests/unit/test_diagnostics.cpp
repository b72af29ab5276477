// Diagnostics as the user sees them: "file:line:col: error: message", the source line
// and a caret line whose caret sits under the right character however the line mixes
// tabs and multi-byte UTF-8, with tildes over the rest of a one-line range.
#include <memory>
#include <string>

#include "catch.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"
#include "frontend/source.h"

namespace {

using namespace st;
using namespace std::string_literals;

SourceRange range(const std::shared_ptr<const SourceFile>& file, int line, int column, int end_line, int end_column) {
  return SourceRange{file, {line, column}, {end_line, end_column}};
}

std::string diagnostic(const std::string& text, int line, int column, int end_line, int end_column) {
  auto file = std::make_shared<const SourceFile>("f.f95", text);
  return format_diagnostic(range(file, line, column, end_line, end_column), "error", "bad");
}

// The whole diagnostic that parsing `text` gives, as main() prints it.
std::string parse_diagnostic(const std::string& text) {
  try {
    parse_text("f.f95", text);
  } catch (const UserError& e) {
    return format_error(e);
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("the caret sits under the column, tildes cover the range", "[diagnostics]") {
  CHECK(diagnostic("x = a + b\n", 1, 5, 1, 6) == "f.f95:1:5: error: bad\n  x = a + b\n      ^\n");
  CHECK(diagnostic("x = abc + b\n", 1, 5, 1, 8) == "f.f95:1:5: error: bad\n  x = abc + b\n      ^~~\n");
  // An empty range still shows a caret.
  CHECK(diagnostic("x = a\n", 1, 6, 1, 6) == "f.f95:1:6: error: bad\n  x = a\n       ^\n");
  // The second line of the file, without its newline or carriage return.
  CHECK(diagnostic("a\r\nx = yy\r\n", 2, 5, 2, 7) == "f.f95:2:5: error: bad\n  x = yy\n      ^~\n");
}

TEST_CASE("a range over several lines shows a caret at its start only", "[diagnostics]") {
  CHECK(diagnostic("x = a + &\n    b\n", 1, 5, 2, 6) == "f.f95:1:5: error: bad\n  x = a + &\n      ^\n");
}

TEST_CASE("tildes stop at the end of the line", "[diagnostics]") {
  CHECK(diagnostic("x = ab\n", 1, 5, 1, 40) == "f.f95:1:5: error: bad\n  x = ab\n      ^~\n");
}

TEST_CASE("tabs in the line are kept in the caret line", "[diagnostics]") {
  // Column 4 is the 'y' after two tabs and an 'x': the caret line repeats the tabs.
  CHECK(diagnostic("\t\tx\ty = 1\n", 1, 5, 1, 6) == "f.f95:1:5: error: bad\n  \t\tx\ty = 1\n  \t\t \t^\n");
  CHECK(diagnostic("\tuu(i) = 1\n", 1, 2, 1, 7) == "f.f95:1:2: error: bad\n  \tuu(i) = 1\n  \t^~~~~\n");
}

TEST_CASE("multi-byte UTF-8 characters take one column each", "[diagnostics]") {
  // 'é' is two bytes and '€' three, but one column each: 'b' is column 9.
  CHECK(diagnostic("a = 'é€' b\n", 1, 10, 1, 11) == "f.f95:1:10: error: bad\n  a = 'é€' b\n           ^\n");
  CHECK(diagnostic("é = ab + 1\n", 1, 5, 1, 7) == "f.f95:1:5: error: bad\n  é = ab + 1\n      ^~\n");
  // A tilde per character of a range that holds multi-byte characters.
  CHECK(diagnostic("x = éé + 1\n", 1, 5, 1, 7) == "f.f95:1:5: error: bad\n  x = éé + 1\n      ^~\n");
}

TEST_CASE("control characters and bytes that are not UTF-8 show as '?'", "[diagnostics]") {
  CHECK(diagnostic(std::string("x\x01y = 1\n"), 1, 3, 1, 4) == "f.f95:1:3: error: bad\n  x?y = 1\n    ^\n");
  CHECK(diagnostic(std::string("! \xe9t\xe9\n"), 1, 3, 1, 4) == "f.f95:1:3: error: bad\n  ! ?t?\n    ^\n");
}

TEST_CASE("errors without a file or a location", "[diagnostics]") {
  SourceRange nowhere;
  nowhere.begin = {3, 4};
  CHECK(format_diagnostic(nowhere, "error", "bad") == "<input>:3:4: error: bad\n");
  CHECK(format_error(UserError("no input file")) == "stenciltune: error: no input file\n");
  CHECK_THROWS_AS(internal_assert(1 + 1 == 3) << "arithmetic", InternalError);
  try {
    internal_assert(false) << "the reason " << 42;
  } catch (const InternalError& e) {
    CHECK(std::string(e.what()).find("internal assertion 'false' failed: the reason 42") != std::string::npos);
  }
}

TEST_CASE("diagnostics of the parser line up with tabs and UTF-8 in the line", "[diagnostics]") {
  // The 'ü' in the comment and the tabs in the statement: '$' is column 8.
  CHECK(parse_diagnostic("do i = 1, n\t! für\n\tx\t= 1 $ 2\nend do\n") ==
        "f.f95:2:8: error: unexpected character '$'\n  \tx\t= 1 $ 2\n  \t \t    ^\n");
  CHECK(parse_diagnostic("do i = 1, n\n  v(i) = é\nend do\n") ==
        "f.f95:2:10: error: non-ASCII character U+00E9 outside a comment\n    v(i) = é\n           ^\n");
  CHECK(parse_diagnostic("do i = 1, n\n  v(i) = 1.0 + \xe2\x82\xac\xe2\x82\xac\nend do\n") ==
        "f.f95:2:16: error: non-ASCII character U+20AC outside a comment\n    v(i) = 1.0 + €€\n                 ^~\n");
  CHECK(parse_diagnostic("subroutine s\n  x = 1\x1f\n") ==
        "f.f95:2:8: error: unexpected character '\\x1f'\n    x = 1?\n         ^\n");
  CHECK(parse_diagnostic("subroutine s\n  é\0\n"s) ==
        "f.f95:2:4: error: this is a binary file (a NUL byte), not Fortran source\n    é?\n     ^\n");
}

TEST_CASE("the file's own checks: size, NUL bytes, UTF-8", "[diagnostics]") {
  CHECK(parse_diagnostic(std::string("! ok\nx\xff\n")) ==
        "f.f95:2:2: error: the file is not valid UTF-8 text\n  x?\n   ^\n");
  // An overlong encoding of '/' and a UTF-16 surrogate are not UTF-8 either.
  CHECK(parse_diagnostic(std::string("\xc0\xaf\n")).rfind("f.f95:1:1: error: the file is not valid UTF-8 text\n", 0) ==
        0);
  CHECK(parse_diagnostic(std::string("ab\xed\xa0\x80\n"))
            .rfind("f.f95:1:3: error: the file is not valid UTF-8 text\n", 0) == 0);
  std::string big(max_source_bytes + 1, ' ');
  CHECK(parse_diagnostic(big).rfind(
            "f.f95:1:1: error: the file is 1048577 bytes; stenciltune reads stencil files of at most 1048576 bytes\n",
            0) == 0);
  CHECK(parse_diagnostic("") == "f.f95:1:1: error: the file is empty: expected a subroutine or a loop nest\n  \n  ^\n");
  CHECK(parse_diagnostic("  ! only a comment\n\n") ==
        "f.f95:1:1: error: the file holds only comments: expected a subroutine or a loop nest\n    ! only a comment\n  "
        "^\n");
}
