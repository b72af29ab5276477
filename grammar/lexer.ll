/* The scanner of the free-form Fortran-95 stencil subset. Case-insensitive; names are
   lower-cased. Newlines and ';' end statements; '&' continues a line (blank and
   comment lines may sit between); '!' starts a comment. It tracks locations in the
   driver and throws syntax_error for anything outside the subset. Fortran has no
   reserved words: the first word of a statement that assigns (`do = ...`, `real(i) =
   ...`, found by looking ahead in the driver) is a name, and elsewhere the grammar
   takes a keyword's token wherever a name may stand. */
%{
#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "frontend/parse_driver.h"
#include "parser.hpp"

#define YY_DECL st::Parser::symbol_type st_yylex(st::ParseDriver& drv, yyscan_t yyscanner)
#define YY_USER_ACTION drv.loc.step(); drv.loc.advance(std::string_view(yytext, static_cast<size_t>(yyleng))); drv.offset += static_cast<size_t>(yyleng);

namespace {

std::string lower(const char* text, int len) {
  std::string s(text, static_cast<size_t>(len));
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return s;
}

// Statements the subset does not have, when they start a statement.
const char* unsupported_statement(const std::string& word) {
  static const char* const words[] = {
      "if", "then", "else", "elseif", "endif", "goto", "go", "where", "elsewhere",
      "endwhere", "forall", "allocate", "deallocate", "nullify", "print", "write", "read",
      "open", "close", "inquire", "rewind", "backspace", "stop", "pause", "exit",
      "cycle", "continue", "select", "case", "entry", "format", "data", "common",
      "equivalence", "save", "external", "intrinsic", "include", "program",
      "function", "interface", "block", "associate", "namelist", "intent", "public", "private"};
  for (const char* w : words) {
    if (word == w) return w;
  }
  return nullptr;
}

// What the diagnostic of an unsupported statement adds, after "... not supported in
// stenciltune's input", where a user who wrote `word` can say the same thing another way.
const char* unsupported_statement_hint(const std::string& word) {
  static const struct {
    const char* word;
    const char* hint;
  } hints[] = {
      {"program",
       ", which holds external subroutines and modules: take the subroutine out of its program (the "
       "library's entry is then the external subroutine's symbol)"},
      {"public", ": every parameter and subroutine of a module is public in the library's copy of it"},
      {"private", ": every parameter and subroutine of a module is public in the library's copy of it"},
      {"intent",
       ": give the intent in the argument's type declaration (real(8), intent(inout) :: u(n))"},
  };
  for (const auto& h : hints) {
    if (word == h.word) return h.hint;
  }
  return "";
}

// "U+00A0" for the UTF-8 sequence at `text` (the file was checked to be valid UTF-8),
// so that an invisible character such as a no-break space can be found.
std::string code_point(const char* text) {
  auto lead = static_cast<unsigned char>(text[0]);
  int n = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  unsigned cp = n == 1 ? lead : lead & (0x7Fu >> n);
  for (int k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(text[k]) & 0x3Fu);
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", cp);
  return buf;
}

// `do while (...)`; `do while = 1, n` is a loop whose variable is named while.
void reject_do_while(st::ParseDriver& drv) {
  size_t end = 0;
  if (drv.word_at(drv.offset, &end) != "while" || drv.char_at(end) != '(') return;
  st::SourceRange r = drv.loc;
  r.advance(std::string_view(drv.text).substr(drv.offset, end - drv.offset));
  drv.fail(r, "'do while' loops are not supported in stenciltune's input");
}

}  // namespace

namespace st {
Parser::symbol_type scan_token(ParseDriver& drv);
}

namespace {

// The value of a statement label: 1 to 5 digits, not all zero. A label that `defines`
// (stands before a statement, not in a `do`) does so once a unit.
long long statement_label(st::ParseDriver& drv, const std::string& digits, const st::SourceRange& where,
                          bool defines) {
  if (digits.size() > 5 || digits.find_first_not_of('0') == std::string::npos) {
    drv.fail(where, "a statement label has 1 to 5 digits, not all zero");
  }
  long long label = std::stoll(digits);
  if (defines && !drv.labels.insert(label).second) drv.fail(where, "statement label " + digits + " is used twice");
  return label;
}

// One LABEL_END, EOL pair per loop the statement ends, after the tokens already queued.
void queue_label_ends(st::ParseDriver& drv, int loops, const st::SourceRange& where) {
  using Kind = st::ParseDriver::QueuedToken::Kind;
  for (int k = 0; k < loops; ++k) {
    drv.queued.push_back({Kind::LabelEnd, where, 0});
    drv.queued.push_back({Kind::Eol, where, 0});
  }
  drv.ending_loops = 0;
  drv.ending_label = 0;
}

// A label at the start of a statement, `text` its digits (and any kind suffix): only the
// end of labelled `do` loops, `10 continue`, `10 end do` or an assignment. The innermost
// open loops that carry the label are the ones it ends.
void begin_labelled_statement(st::ParseDriver& drv, const char* text, int length) {
  std::string digits(text, static_cast<size_t>(length));
  if (digits.find('_') != std::string::npos) drv.fail(drv.loc, "a statement label has no kind");
  const long long label = statement_label(drv, digits, drv.loc, true);
  const auto& loops = drv.open_loops;
  if (std::none_of(loops.begin(), loops.end(), [&](const auto& l) { return l.label == label; })) {
    drv.fail(drv.loc, "statement labels are not supported in stenciltune's input, except to end a labelled "
                      "'do' loop ('do " + digits + " i = ...' ... '" + digits + " continue')");
  }
  size_t ends = 0;
  while (ends < loops.size() && loops[loops.size() - 1 - ends].label == label) ++ends;
  if (ends == 0) {
    const auto& inner = loops.back();
    drv.fail(drv.loc, "statement " + digits + " ends a labelled 'do' loop, but the loop at line " +
                          std::to_string(inner.loc.begin.line) + " inside it is still open");
  }
  size_t end = 0;
  const std::string word = drv.word_at(drv.offset, &end);
  const bool end_do = word == "enddo" || (word == "end" && drv.word_at(end, &end) == "do");
  if (end_do && !drv.assignment_follows(drv.offset)) {
    if (ends > 1) {
      drv.fail(drv.loc, "an 'end do' ends one loop; loops that share their last statement end at '" + digits +
                            " continue'");
    }
    drv.open_loops.back().labelled_end = true;
    return;
  }
  drv.ending_label = label;
  drv.ending_loops = static_cast<int>(ends);
}

const char* unsupported_type(const std::string& word) {
  static const char* const words[] = {"logical", "character", "complex", "type", "class"};
  for (const char* w : words) {
    if (word == w) return w;
  }
  return nullptr;
}

}  // namespace

using Tok = st::Parser;
%}

%option reentrant noyywrap nounput noinput batch never-interactive case-insensitive nodefault 8bit
%option prefix="st_yy"
%option extra-type="st::ParseDriver*"

%x CONT

DIGIT    [0-9]
ID       [a-z][a-z0-9_]*
EXPO     [ed][+-]?{DIGIT}+
KINDSUF  _({DIGIT}+|[a-z][a-z0-9_]*)
REAL     ({DIGIT}+"."{DIGIT}*|"."{DIGIT}+){EXPO}?|{DIGIT}+{EXPO}

%%

<INITIAL>{
[ \t\f\v]+            { }
"!"[^\n]*             { }
\r?\n|";"             {
                        if (!drv.last_token_was_eol) {
                          drv.last_token_was_eol = true;
                          // After an assignment that ends labelled loops, one end per loop.
                          if (drv.ending_loops > 0) queue_label_ends(drv, drv.ending_loops, drv.loc);
                          return Tok::make_EOL(drv.loc);
                        }
                        if (drv.ending_loops > 0) {
                          drv.fail(drv.loc, "statement label " + std::to_string(drv.ending_label) + " stands before no statement");
                        }
                      }
"&"[ \t]*("!"[^\n]*)?\r?\n { BEGIN(CONT); }
"&"                   { drv.fail(drv.loc, "'&' must end its line to continue a statement"); }

"do"[ \t]+{DIGIT}+([ \t]*",")? {
                        // `do 10 i = 1, n` (with Fortran 77's optional comma after the label).
                        drv.last_token_was_eol = false;
                        std::string text(yytext, static_cast<size_t>(yyleng));
                        size_t digits = text.find_first_of("0123456789");
                        size_t digits_end = text.find_first_not_of("0123456789", digits);
                        st::SourceRange do_loc = drv.loc, label_loc = drv.loc;
                        do_loc.end = do_loc.begin;
                        do_loc.advance(std::string_view(text).substr(0, 2));
                        label_loc.begin.column += static_cast<int>(digits);
                        label_loc.end = label_loc.begin;
                        label_loc.advance(std::string_view(text).substr(digits, digits_end - digits));
                        std::string digits_text = text.substr(digits, digits_end - digits);
                        long long label = statement_label(drv, digits_text, label_loc, false);
                        drv.queued.push_back({st::ParseDriver::QueuedToken::Kind::DoLabel, label_loc, label});
                        return Tok::make_DO(do_loc);
                      }

{REAL}{KINDSUF}? {
                        drv.last_token_was_eol = false;
                        std::string text = lower(yytext, yyleng);
                        std::string digits = text;
                        int kind = 4;
                        size_t underscore = text.find('_');
                        if (underscore != std::string::npos) {
                          std::string suffix = text.substr(underscore + 1);
                          digits = text.substr(0, underscore);
                          std::string kind_text = suffix;
                          if (std::isdigit(static_cast<unsigned char>(suffix[0]))) {
                            long long k = std::strtoll(suffix.c_str(), nullptr, 10);  // saturates where atoi overflows
                            kind = k == 4 || k == 8 ? static_cast<int>(k) : 0;
                          } else {
                            auto it = drv.integer_parameters.find(suffix);
                            if (it == drv.integer_parameters.end()) {
                              drv.fail(drv.loc, "kind '" + suffix + "' of this literal is not an integer parameter declared above");
                            }
                            kind = static_cast<int>(it->second);
                            kind_text = std::to_string(it->second);
                          }
                          if (kind != 4 && kind != 8) drv.fail(drv.loc, "real kind " + kind_text + " is not supported (use 4 or 8)");
                        }
                        size_t d = digits.find('d');
                        if (d != std::string::npos) {
                          if (underscore != std::string::npos) drv.fail(drv.loc, "a literal with a 'd' exponent cannot also have a kind suffix");
                          digits[d] = 'e';
                          kind = 8;
                        }
                        errno = 0;
                        double value = kind == 8 ? std::strtod(digits.c_str(), nullptr)
                                                 : static_cast<double>(std::strtof(digits.c_str(), nullptr));
                        if (errno == ERANGE || !std::isfinite(value)) drv.fail(drv.loc, "real literal '" + text + "' is out of range for real(" + std::to_string(kind) + ")");
                        return Tok::make_REAL_LIT(st::RealToken{value, kind, text}, drv.loc);
                      }

{DIGIT}+{KINDSUF}?    {
                        if (drv.last_token_was_eol) {
                          // A label: the statement goes on with its first word.
                          begin_labelled_statement(drv, yytext, yyleng);
                          break;
                        }
                        drv.last_token_was_eol = false;
                        std::string text = lower(yytext, yyleng);
                        size_t underscore = text.find('_');
                        std::string digits = text.substr(0, underscore);
                        errno = 0;
                        long long value = std::strtoll(digits.c_str(), nullptr, 10);
                        if (errno == ERANGE || value > 2147483647LL) drv.fail(drv.loc, "integer literal '" + text + "' is too large for a default integer");
                        return Tok::make_INT_LIT(value, drv.loc);
                      }

{ID}                  {
                        bool statement_start = drv.last_token_was_eol;
                        bool after_end = drv.last_word_was_end;
                        drv.last_token_was_eol = false;
                        drv.last_word_was_end = false;
                        std::string word = lower(yytext, yyleng);
                        if (word.size() > 63) drv.fail(drv.loc, "name '" + word.substr(0, 63) + "...' is longer than Fortran's 63 characters");
                        if (statement_start) {
                          // Fortran has no reserved words: a statement that assigns
                          // starts with a name, whatever its spelling.
                          if (drv.assignment_follows(drv.offset)) return Tok::make_IDENT(word, drv.loc);
                          if (drv.ending_loops > 0) {
                            if (word != "continue") {
                              drv.fail(drv.loc, "the statement labelled " + std::to_string(drv.ending_label) +
                                                    " ends a 'do' loop: it must be 'continue', 'end do' or an assignment");
                            }
                            // `10 continue`: the loops' ends stand for the statement.
                            drv.last_token_was_eol = true;
                            queue_label_ends(drv, drv.ending_loops, drv.loc);
                            return st::scan_token(drv);
                          }
                          if (word == "do") reject_do_while(drv);
                          if (const char* w = unsupported_statement(word)) {
                            drv.fail(drv.loc, std::string("'") + w + "' statements are not supported in stenciltune's input" +
                                                  unsupported_statement_hint(word));
                          }
                          if (const char* w = unsupported_type(word)) {
                            drv.fail(drv.loc, std::string("'") + w + "' declarations are not supported: use integer, real or double precision");
                          }
                        }
                        if (statement_start && word == "return") return Tok::make_RETURN(drv.loc);
                        if (statement_start && word == "call") return Tok::make_CALL(drv.loc);
                        if (word == "subroutine") return Tok::make_SUBROUTINE(drv.loc);
                        if ((statement_start || after_end) && word == "module") return Tok::make_MODULE(drv.loc);
                        if (statement_start && word == "endmodule") return Tok::make_ENDMODULE(drv.loc);
                        if (statement_start && word == "contains") return Tok::make_CONTAINS(drv.loc);
                        if (statement_start && word == "use") return Tok::make_USE(drv.loc);
                        if (word == "end") {
                          drv.last_word_was_end = true;
                          return Tok::make_END(drv.loc);
                        }
                        if (word == "endsubroutine") return Tok::make_ENDSUBROUTINE(drv.loc);
                        if (word == "do") return Tok::make_DO(drv.loc);
                        if (word == "enddo") return Tok::make_ENDDO(drv.loc);
                        if (word == "integer") return Tok::make_INTEGER(drv.loc);
                        if (word == "real") return Tok::make_REAL(drv.loc);
                        if (word == "double") return Tok::make_DOUBLE(drv.loc);
                        if (word == "precision") return Tok::make_PRECISION(drv.loc);
                        if (word == "doubleprecision") return Tok::make_DOUBLEPRECISION(drv.loc);
                        if (word == "intent") return Tok::make_INTENT(drv.loc);
                        if (word == "dimension") return Tok::make_DIMENSION(drv.loc);
                        if (word == "parameter") return Tok::make_PARAMETER(drv.loc);
                        if (word == "implicit") return Tok::make_IMPLICIT(drv.loc);
                        return Tok::make_IDENT(word, drv.loc);
                      }

"=>"                  { drv.fail(drv.loc, "'=>' (a rename in a 'use' statement, or a pointer assignment) is not supported in stenciltune's input: use the module's own names"); }
"**"                  { drv.last_token_was_eol = false; return Tok::make_POW(drv.loc); }
"::"                  { drv.last_token_was_eol = false; return Tok::make_DCOLON(drv.loc); }
"("                   {
                        drv.last_token_was_eol = false;
                        if (++drv.paren_depth > st::max_paren_depth) drv.fail(drv.loc, "parentheses are nested too deeply (stenciltune accepts at most " + std::to_string(st::max_paren_depth) + ")");
                        return Tok::make_LPAREN(drv.loc);
                      }
")"                   { drv.last_token_was_eol = false; if (drv.paren_depth > 0) --drv.paren_depth; return Tok::make_RPAREN(drv.loc); }
","                   { drv.last_token_was_eol = false; return Tok::make_COMMA(drv.loc); }
"="                   { drv.last_token_was_eol = false; return Tok::make_ASSIGN(drv.loc); }
"+"                   { drv.last_token_was_eol = false; return Tok::make_PLUS(drv.loc); }
"-"                   { drv.last_token_was_eol = false; return Tok::make_MINUS(drv.loc); }
"*"                   { drv.last_token_was_eol = false; return Tok::make_STAR(drv.loc); }
"/"                   { drv.last_token_was_eol = false; return Tok::make_SLASH(drv.loc); }
":"                   { drv.last_token_was_eol = false; return Tok::make_COLON(drv.loc); }

"=="|"/="|"<="|">="|"<"|">"|"."[a-z]+"." {
                        drv.fail(drv.loc, "comparison and logical operators are not supported in stenciltune's input");
                      }
\"|\'                 { drv.fail(drv.loc, "character strings are not supported in stenciltune's input"); }
[\x80-\xff]+          { drv.fail(drv.loc, "non-ASCII character " + code_point(yytext) + " outside a comment"); }
.                     {
                        auto byte = static_cast<unsigned char>(yytext[0]);
                        std::string c(yytext, 1);
                        if (byte < 32 || byte == 127) {
                          char hex[8];
                          std::snprintf(hex, sizeof hex, "\\x%02x", byte);
                          c = hex;
                        }
                        drv.fail(drv.loc, "unexpected character '" + c + "'");
                      }
<<EOF>>               { return Tok::make_END_OF_FILE(drv.loc); }
}

<CONT>{
[ \t\f\v]*("!"[^\n]*)?\r?\n { }
[ \t\f\v]*"&"         { BEGIN(INITIAL); }
[ \t\f\v]+            { BEGIN(INITIAL); }
.                     { yyless(0); drv.offset -= 1; drv.loc.end = drv.loc.begin; BEGIN(INITIAL); }
<<EOF>>               { drv.fail(drv.loc, "the file ends after a '&' continuation"); }
}

%%

namespace st {

void scanner_begin(ParseDriver& drv, const std::string& text) {
  yyscan_t scanner = nullptr;
  st_yylex_init_extra(&drv, &scanner);
  st_yy_scan_bytes(text.data(), static_cast<int>(text.size()), scanner);
  drv.scanner = scanner;
}

void scanner_end(ParseDriver& drv) {
  if (drv.scanner) st_yylex_destroy(static_cast<yyscan_t>(drv.scanner));
  drv.scanner = nullptr;
}

Parser::symbol_type scan_token(ParseDriver& drv) {
  if (!drv.queued.empty()) {
    const ParseDriver::QueuedToken t = drv.queued.front();
    drv.queued.pop_front();
    switch (t.kind) {
      case ParseDriver::QueuedToken::Kind::DoLabel: return Parser::make_DO_LABEL(t.value, t.loc);
      case ParseDriver::QueuedToken::Kind::LabelEnd: return Parser::make_LABEL_END(t.loc);
      case ParseDriver::QueuedToken::Kind::Eol: return Parser::make_EOL(t.loc);
    }
  }
  return st_yylex(drv, static_cast<yyscan_t>(drv.scanner));
}

}  // namespace st
