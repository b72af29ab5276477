// The helpers the grammar's one-line actions call: building declarations and program
// units, and the diagnostics that belong to the syntax (kinds, attributes, shapes,
// unterminated loops).
#pragma once

#include <string>
#include <vector>

#include "ast/ast.h"
#include "frontend/array_syntax.h"
#include "frontend/parse_driver.h"
#include "parser.hpp"

namespace st {

ast::Subroutine start_subroutine(ParseDriver& drv, const std::string& name, const SourceRange& name_loc,
                                 std::vector<ast::Param> params, const SourceRange& loc);
ast::Subroutine finish_subroutine(ParseDriver& drv, ast::Subroutine head, const std::vector<ast::Use>& uses,
                                  bool implicit_none, std::vector<ast::Declaration> decls, ast::StmtList body,
                                  const std::string& end_name, const SourceRange& end_loc);
ast::Subroutine make_bare_unit(ParseDriver& drv, std::vector<ast::Declaration> decls, ast::StmtList body,
                               const SourceRange& loc);
// `module NAME` and its specification (the modules it uses, parameters only); its
// subroutines read until close_module see them (finish_subroutine adds those a
// subroutine does not declare itself to its declarations).
void open_module(ParseDriver& drv, const std::string& name, const SourceRange& name_loc, std::vector<ast::Use> uses,
                 bool implicit_none, std::vector<ast::Declaration> decls, const SourceRange& loc);
// `use MODULE` or `use MODULE, only: names`: a module defined above in the file, or
// an intrinsic one whose kinds stenciltune knows. `head` has the module's name and
// location and whether `intrinsic` was said.
ast::Use make_use(ParseDriver& drv, ast::Use head, bool only_list, const std::vector<ast::Param>& only,
                  const SourceRange& loc);
// `intrinsic` (true) or `non_intrinsic` (false) in `use, NATURE :: MODULE`.
bool module_nature(ParseDriver& drv, const std::string& word, const SourceRange& loc);
void check_only(ParseDriver& drv, const std::string& word, const SourceRange& loc);
void close_module(ParseDriver& drv, const std::string& end_name, const SourceRange& end_loc);
bool check_implicit_none(ParseDriver& drv, const std::string& word, const SourceRange& loc);

ast::Declaration make_declaration(ParseDriver& drv, const TypeToken& type, std::vector<AttrToken> attrs,
                                  std::vector<ast::EntityDecl> entities, const SourceRange& loc);
// `dimension x(...), y(...)`: shapes for names typed in another declaration (or
// implicitly); finish_subroutine and make_bare_unit fold it into them.
// PARAMETER (name = value, ...): values for names typed by declarations (or Fortran's
// implicit rule); folded into them with the DIMENSION statements.
ast::Declaration make_parameter_statement(ParseDriver& drv, std::vector<KeywordArg> values, const SourceRange& loc);
ast::Declaration make_dimension_statement(ParseDriver& drv, std::vector<ast::EntityDecl> entities,
                                          const SourceRange& loc);
int check_integer_kind(ParseDriver& drv, int kind, const SourceRange& loc);
int check_real_kind(ParseDriver& drv, int kind, const SourceRange& loc);
void check_kind_keyword(ParseDriver& drv, const std::string& word, const SourceRange& loc);
int lookup_kind_parameter(ParseDriver& drv, const std::string& name, const SourceRange& loc);
AttrToken make_intent_attr(ParseDriver& drv, const std::string& word, const SourceRange& loc);
[[noreturn]] void reject_attribute(ParseDriver& drv, const std::string& word, const SourceRange& loc);
[[noreturn]] void reject_deferred_shape(ParseDriver& drv, const SourceRange& loc);
[[noreturn]] void reject_assumed_size(ParseDriver& drv, const SourceRange& loc);

// `label`: of a labelled `do` (`do 10 i = ...`), else 0.
void open_loop(ParseDriver& drv, const SourceRange& do_loc, long long label = 0);
// The `end do` of a labelled `do`: only with its label (`10 end do`).
void check_labelled_end_do(ParseDriver& drv, const std::string& construct_name, const SourceRange& end_loc);
void close_loop(ParseDriver& drv);
// A loop's construct name against the one its 'end do' gives ("" for none): they must
// be the same (Fortran 95, 8.1.4.1.1).
void check_construct_name(ParseDriver& drv, const std::string& opened, const std::string& closed,
                          const SourceRange& end_loc);

// name(args): an intrinsic call, a conversion (written real(x, k)), a kind inquiry
// (kind(1.0d0), selected_real_kind(15): its value, a literal) or an array reference.
ast::Expr make_reference(ParseDriver& drv, const std::string& name, std::vector<ast::Expr> args,
                         const SourceRange& loc);
// The kind a kind inquiry in a type's kind selector gives (real(kind(1.0d0))); any
// other expression there is refused.
int kind_inquiry_value(ParseDriver& drv, const ast::Expr& folded);
// name(args, keyword=value, ...): the intrinsics that take keywords, real(x, kind=k)
// and the kind inquiries selected_real_kind(p=, r=) and selected_int_kind(r=).
ast::Expr make_keyword_reference(ParseDriver& drv, const std::string& name, std::vector<ast::Expr> args,
                                 std::vector<KeywordArg> keywords, const SourceRange& loc);

[[noreturn]] void report_syntax_error_message(ParseDriver& drv, const Parser::context& ctx);

}  // namespace st
