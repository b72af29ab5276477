#include "frontend/grammar_actions.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "ast/equal.h"
#include "frontend/diagnostics.h"
#include "frontend/intrinsic_modules.h"
#include "transforms/fresh_names.h"
#include "transforms/substitute.h"

namespace st {

namespace {

enum class Content { Blank, Comments, Code };

// Whether text holds anything but blanks and '!' comments.
Content content_of(const std::string& text) {
  Content content = Content::Blank;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '!') {
      content = Content::Comments;
      i = std::min(text.find('\n', i), text.size());
    } else if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '\f' && c != '\v') {
      return Content::Code;
    }
  }
  return content;
}

// Fortran's implicit typing: names starting with i to n are default integers, the rest
// default reals (as SymbolTable::lookup types undeclared scalars).
ast::ScalarType implicit_type(const std::string& name) {
  char c = name.empty() ? 'a' : name[0];
  return c >= 'i' && c <= 'n' ? ast::ScalarType::integer(4) : ast::ScalarType::real(4);
}

// Gives each name of a DIMENSION statement its shape in the declaration that types it,
// wherever that declaration stands; a name typed nowhere gets a declaration of its
// implicit type (an error under implicit none). The printers and the analysis then see
// ordinary declarations only.
std::vector<ast::Declaration> fold_dimension_statements(ParseDriver& drv, std::vector<ast::Declaration> decls,
                                                        bool implicit_none) {
  std::vector<ast::Declaration> typed;
  std::vector<ast::Declaration> statements;
  std::vector<ast::Declaration> parameter_statements;
  for (ast::Declaration& d : decls) {
    if (d.parameter_statement) {
      parameter_statements.push_back(std::move(d));
    } else {
      (d.dimension_statement ? statements : typed).push_back(std::move(d));
    }
  }
  // Each name a PARAMETER statement gives a value leaves its type declaration for one
  // of its own, marked parameter, before the declarations (a shape may read it).
  std::vector<ast::Declaration> parameters;
  for (const ast::Declaration& statement : parameter_statements) {
    for (const ast::EntityDecl& e : statement.entities) {
      ast::Declaration d;
      d.loc = statement.loc;
      d.is_parameter = true;
      d.type = implicit_type(e.name);
      bool found = false;
      for (ast::Declaration& t : typed) {
        auto at = std::find_if(t.entities.begin(), t.entities.end(),
                               [&](const ast::EntityDecl& x) { return x.name == e.name; });
        if (at == t.entities.end()) continue;
        if (t.is_parameter || at->init) drv.fail(e.loc, "parameter '" + e.name + "' is given a value twice");
        if (!at->dims.empty() || t.has_dimension_attr)
          drv.fail(e.loc, "array parameters are not supported: '" + e.name + "' has a shape");
        if (t.intent != ast::Intent::None) drv.fail(e.loc, "a parameter cannot have an intent: '" + e.name + "'");
        d.type = t.type;
        t.entities.erase(at);
        found = true;
        break;
      }
      for (const ast::Declaration& p : parameters) {
        for (const ast::EntityDecl& x : p.entities) {
          if (x.name == e.name) drv.fail(e.loc, "parameter '" + e.name + "' is given a value twice");
        }
      }
      if (!found && implicit_none) {
        drv.fail(e.loc,
                 "'" + e.name + "' is given a value but no type: declare its type too, e.g. 'integer " + e.name + "'");
      }
      d.entities.push_back(e);
      parameters.push_back(std::move(d));
    }
  }
  if (!parameters.empty()) {
    typed.erase(
        std::remove_if(typed.begin(), typed.end(), [](const ast::Declaration& t) { return t.entities.empty(); }),
        typed.end());
    typed.insert(typed.begin(), std::make_move_iterator(parameters.begin()), std::make_move_iterator(parameters.end()));
  }
  for (const ast::Declaration& statement : statements) {
    for (const ast::EntityDecl& e : statement.entities) {
      ast::Declaration* owner = nullptr;
      ast::EntityDecl* entity = nullptr;
      for (ast::Declaration& d : typed) {
        for (ast::EntityDecl& t : d.entities) {
          if (t.name == e.name && !entity) {
            owner = &d;
            entity = &t;
          }
        }
      }
      if (!entity) {
        if (implicit_none) {
          drv.fail(e.loc, "'" + e.name + "' is given a shape but no type: declare its type too, e.g. 'real(8) " +
                              e.name + "'");
        }
        ast::Declaration d;
        d.type = implicit_type(e.name);
        d.loc = statement.loc;
        d.entities.push_back(e);
        typed.push_back(std::move(d));
        continue;
      }
      if (owner->is_parameter)
        drv.fail(e.loc, "parameter '" + e.name + "' cannot be given a shape: array parameters are not supported");
      if (!entity->dims.empty()) {
        int first = entity->dims.front().upper->loc.begin.line;
        drv.fail(e.loc, "'" + e.name + "' is given a shape twice (first at line " + std::to_string(first) + ")");
      }
      entity->dims = e.dims;
    }
  }
  return typed;
}

// Where drv.module_parameters keeps what a `use` gives: an intrinsic module under a key
// no Fortran name can be (a module of the file may have an intrinsic module's name).
std::string parameters_key(const ast::Use& u) { return u.intrinsic ? "intrinsic " + u.module : u.module; }

// Each entity of `decls` as a declaration of its own.
std::vector<ast::Declaration> one_entity_each(const std::vector<ast::Declaration>& decls) {
  std::vector<ast::Declaration> out;
  for (const ast::Declaration& d : decls) {
    for (const ast::EntityDecl& e : d.entities) {
      ast::Declaration one = d;
      one.entities = {e};
      out.push_back(std::move(one));
    }
  }
  return out;
}

const std::string& entity_name(const ast::Declaration& d) { return d.entities.front().name; }

// Whether two visible parameters are one entity (reached through two modules): the same
// place of declaration.
bool same_entity(const ast::Declaration& a, const ast::Declaration& b) {
  const SourceRange& x = a.entities.front().loc;
  const SourceRange& y = b.entities.front().loc;
  return x.file == y.file && x.begin.line == y.begin.line && x.begin.column == y.begin.column;
}

// `value` with the parameters of `visible` it reads put in place (their values already
// stand alone), so that a parameter taken without those it reads (`use kinds, only: c`,
// or hidden by a subroutine's own name) keeps its value.
ast::Expr standalone_value(const ast::Expr& value, const std::vector<ast::Declaration>& visible) {
  ast::Expr out = value;
  for (const std::string& read : names_used(value)) {
    for (const ast::Declaration& d : visible) {
      if (entity_name(d) == read) out = substitute(out, read, d.entities.front().init);
    }
  }
  return out;
}

// The parameters `uses` make visible, in order, each once: a name two modules give must
// be one constant (the same type and value), as when both use a third module.
std::vector<ast::Declaration> used_parameters(ParseDriver& drv, const std::vector<ast::Use>& uses) {
  std::vector<ast::Declaration> out;
  for (const ast::Use& u : uses) {
    for (const ast::Declaration& d : drv.module_parameters.at(parameters_key(u))) {
      const std::string& name = entity_name(d);
      if (u.only && std::find(u.names.begin(), u.names.end(), name) == u.names.end()) continue;
      auto same =
          std::find_if(out.begin(), out.end(), [&](const ast::Declaration& o) { return entity_name(o) == name; });
      if (same == out.end()) {
        out.push_back(d);
      } else if (!same_entity(*same, d)) {
        drv.fail(u.loc, "'" + name + "' of module '" + u.module + "' is another parameter than the '" + name +
                            "' of a module used before, and Fortran cannot tell them apart: use one of them with "
                            "'only:'");
      }
    }
  }
  return out;
}

// A subroutine sees the parameters of its module (host association) that it does not
// declare itself (a dummy or a declaration of the same name hides one), and those of the
// modules it uses, which it may not declare again: they go before its own declarations,
// so that every later stage sees a subroutine that stands alone.
void import_parameters(ParseDriver& drv, ast::Subroutine& sub, const std::vector<ast::Use>& uses) {
  std::set<std::string> own;
  for (const ast::Param& p : sub.params) own.insert(p.name);
  for (const ast::Declaration& d : sub.decls) {
    for (const ast::EntityDecl& e : d.entities) own.insert(e.name);
  }
  std::vector<ast::Declaration> used = used_parameters(drv, uses);
  for (const ast::Declaration& d : used) {
    if (own.count(entity_name(d)) != 0) {
      const SourceRange* at = &sub.loc;
      for (const ast::Declaration& mine : sub.decls) {
        for (const ast::EntityDecl& e : mine.entities) {
          if (e.name == entity_name(d)) at = &e.loc;
        }
      }
      drv.fail(*at, "'" + entity_name(d) + "' is taken from a module that subroutine '" + sub.name +
                        "' uses: it cannot be declared again");
    }
  }
  std::vector<ast::Declaration> imported;
  std::set<std::string> seen;
  for (const ast::Declaration& d : used) seen.insert(entity_name(d));
  if (drv.open_module) {
    for (const ast::Declaration& d : drv.open_module->decls) {
      const ast::EntityDecl& e = d.entities.front();
      if (own.count(e.name) != 0 || seen.count(e.name) != 0) continue;
      imported.push_back(d);
    }
    sub.module = drv.open_module->name;
    if (sub.name == sub.module) {
      drv.fail(sub.loc, "subroutine '" + sub.name + "' has the name of the module that contains it: rename one");
    }
    drv.unit.modules.back().subroutines.push_back(sub.name);
  }
  sub.uses = uses;
  imported.insert(imported.end(), used.begin(), used.end());
  sub.decls.insert(sub.decls.begin(), std::make_move_iterator(imported.begin()),
                   std::make_move_iterator(imported.end()));
}

}  // namespace

ast::Subroutine start_subroutine(ParseDriver& drv, const std::string& name, const SourceRange& name_loc,
                                 std::vector<ast::Param> params, const SourceRange& loc) {
  drv.labels.clear();  // statement labels are local to a subroutine
  for (size_t i = 0; i < params.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (params[i].name == params[j].name)
        drv.fail(params[i].loc, "dummy argument '" + params[i].name + "' appears twice");
    }
  }
  drv.declared_arrays.clear();
  drv.declared_types.clear();
  if (drv.open_module) {
    for (const ast::Declaration& d : drv.open_module->decls) {
      for (const ast::EntityDecl& e : d.entities) drv.declared_types[e.name] = d.type;
    }
  }
  ast::Subroutine sub;
  sub.name = name;
  sub.loc = loc;
  sub.loc.end = name_loc.end;
  sub.params = std::move(params);
  return sub;
}

ast::Subroutine finish_subroutine(ParseDriver& drv, ast::Subroutine head, const std::vector<ast::Use>& uses,
                                  bool implicit_none, std::vector<ast::Declaration> decls, ast::StmtList body,
                                  const std::string& end_name, const SourceRange& end_loc) {
  if (!end_name.empty() && end_name != head.name) {
    drv.fail(end_loc, "'end subroutine " + end_name + "' closes subroutine '" + head.name + "'");
  }
  if (drv.open_module) implicit_none = implicit_none || drv.open_module->implicit_none;
  head.implicit_none = implicit_none;
  head.decls = fold_dimension_statements(drv, std::move(decls), implicit_none);
  import_parameters(drv, head, uses);
  head.body = std::move(body);
  lower_array_syntax(drv, head);
  return head;
}

void open_module(ParseDriver& drv, const std::string& name, const SourceRange& name_loc, std::vector<ast::Use> uses,
                 bool implicit_none, std::vector<ast::Declaration> decls, const SourceRange& loc) {
  for (const ast::Module& m : drv.unit.modules) {
    if (m.name == name) drv.fail(name_loc, "module '" + name + "' is defined twice");
  }
  std::vector<ast::Declaration> folded = fold_dimension_statements(drv, std::move(decls), implicit_none);
  std::vector<ast::Declaration> used = used_parameters(drv, uses);
  for (const ast::Declaration& d : folded) {
    for (const ast::EntityDecl& e : d.entities) {
      if (!d.is_parameter) {
        drv.fail(e.loc, "module variable '" + e.name +
                            "' is not supported: a module's specification may hold only parameters (named "
                            "constants); pass '" +
                            e.name + "' to its subroutines as an argument");
      }
      for (const ast::Declaration& u : used) {
        if (entity_name(u) == e.name) {
          drv.fail(e.loc, "'" + e.name + "' is taken from a module that module '" + name +
                              "' uses: it cannot be declared again");
        }
      }
    }
  }
  std::vector<ast::Declaration> visible = used;
  for (ast::Declaration& d : one_entity_each(folded)) {
    if (entity_name(d) == name) {
      drv.fail(d.entities.front().loc,
               "parameter '" + name + "' has the name of its module: rename one (Fortran does not allow it)");
    }
    d.entities.front().init = standalone_value(d.entities.front().init, visible);
    visible.push_back(std::move(d));
  }
  drv.module_parameters[name] = visible;
  ast::Module module;
  module.name = name;
  module.loc = loc;
  module.loc.end = name_loc.end;
  module.uses = std::move(uses);
  module.implicit_none = implicit_none;
  module.decls = std::move(folded);
  drv.unit.modules.push_back(std::move(module));
  drv.open_module = ParseDriver::OpenModule{name, implicit_none, std::move(visible)};
}

ast::Use make_use(ParseDriver& drv, ast::Use head, bool only_list, const std::vector<ast::Param>& only,
                  const SourceRange& loc) {
  const std::string module = head.module;
  if (drv.open_module && drv.open_module->name == module && !head.intrinsic) {
    drv.fail(head.loc, "module '" + module + "' cannot use itself");
  }
  // An intrinsic module: `use, intrinsic ::` says so, or the file does not define one of
  // that name (as gfortran looks for a non-intrinsic module first).
  if (!head.intrinsic && drv.module_parameters.count(module) == 0 && intrinsic_module_constants(module)) {
    head.intrinsic = true;
  }
  if (head.intrinsic && drv.module_parameters.count(parameters_key(head)) == 0) {
    const std::vector<IntrinsicConstant>* constants = intrinsic_module_constants(module);
    if (!constants) {
      drv.fail(head.loc, "intrinsic module '" + module +
                             "' is not supported: stenciltune knows the kinds of iso_fortran_env and iso_c_binding");
    }
    std::vector<ast::Declaration> decls;
    for (const IntrinsicConstant& c : *constants) {
      ast::Declaration d;
      d.type = ast::ScalarType::integer(4);
      d.is_parameter = true;
      d.loc = head.loc;
      d.entities.push_back(ast::EntityDecl{c.name, head.loc, {}, ast::IntLit::make(c.value, head.loc)});
      decls.push_back(std::move(d));
    }
    drv.module_parameters[parameters_key(head)] = std::move(decls);
  }
  auto defined = drv.module_parameters.find(parameters_key(head));
  if (defined == drv.module_parameters.end()) {
    drv.fail(head.loc, "module '" + module +
                           "' is not defined above in the file: stenciltune reads the modules a file defines, "
                           "each before its first use, and the kinds of iso_fortran_env and iso_c_binding");
  }
  ast::Use use = std::move(head);
  use.loc = loc;
  use.only = only_list;
  auto m = std::find_if(drv.unit.modules.begin(), drv.unit.modules.end(),
                        [&](const ast::Module& x) { return x.name == module; });
  for (const ast::Param& name : only) {
    bool parameter = std::any_of(defined->second.begin(), defined->second.end(),
                                 [&](const ast::Declaration& d) { return entity_name(d) == name.name; });
    bool subroutine = !use.intrinsic && m != drv.unit.modules.end() &&
                      std::find(m->subroutines.begin(), m->subroutines.end(), name.name) != m->subroutines.end();
    if (!parameter && !subroutine) {
      drv.fail(name.loc, "'" + name.name + "' is not a parameter or a subroutine of module '" + module + "'");
    }
    use.names.push_back(name.name);
  }
  // Kinds such as real(real64) are read as the declarations are parsed.
  for (const ast::Declaration& d : defined->second) {
    const std::string& name = entity_name(d);
    if (use.only && std::find(use.names.begin(), use.names.end(), name) == use.names.end()) continue;
    if (const auto* lit = ast::as<ast::IntLit>(d.entities.front().init)) drv.integer_parameters[name] = lit->value;
  }
  return use;
}

bool module_nature(ParseDriver& drv, const std::string& word, const SourceRange& loc) {
  if (word != "intrinsic" && word != "non_intrinsic") {
    drv.fail(loc, "expected 'intrinsic' or 'non_intrinsic' after 'use,', found '" + word + "'");
  }
  return word == "intrinsic";
}

void check_only(ParseDriver& drv, const std::string& word, const SourceRange& loc) {
  if (word != "only") drv.fail(loc, "expected 'only:' after 'use MODULE,', found '" + word + "'");
}

void close_module(ParseDriver& drv, const std::string& end_name, const SourceRange& end_loc) {
  const std::string& name = drv.open_module->name;
  if (!end_name.empty() && end_name != name) {
    drv.fail(end_loc, "'end module " + end_name + "' closes module '" + name + "'");
  }
  drv.open_module.reset();
}

ast::Subroutine make_bare_unit(ParseDriver& drv, std::vector<ast::Declaration> decls, ast::StmtList body,
                               const SourceRange& loc) {
  if (body.empty()) {
    SourceRange start{drv.file, {1, 1}, {1, 2}};
    if (decls.empty()) {
      switch (content_of(drv.file->text())) {
        case Content::Blank: drv.fail(start, "the file is empty: expected a subroutine or a loop nest");
        case Content::Comments: drv.fail(start, "the file holds only comments: expected a subroutine or a loop nest");
        case Content::Code: drv.fail(start, "the file holds no subroutine and no loop nest");
      }
    }
    drv.fail(decls.back().loc, "declarations without a loop nest or subroutine");
  }
  ast::Subroutine sub;
  sub.loc = loc;
  sub.loc.file = drv.file;
  sub.loc.end = sub.loc.begin;
  sub.decls = fold_dimension_statements(drv, std::move(decls), false);
  sub.body = std::move(body);
  lower_array_syntax(drv, sub);
  sub.bare_nest = true;
  return sub;
}

bool check_implicit_none(ParseDriver& drv, const std::string& word, const SourceRange& loc) {
  if (word != "none") drv.fail(loc, "only 'implicit none' is supported; declare every name explicitly");
  return true;
}

int check_integer_kind(ParseDriver& drv, int kind, const SourceRange& loc) {
  if (kind != 4 && kind != 8) drv.fail(loc, "integer kind " + std::to_string(kind) + " is not supported (use 4 or 8)");
  return kind;
}

int check_real_kind(ParseDriver& drv, int kind, const SourceRange& loc) {
  if (kind != 4 && kind != 8) drv.fail(loc, "real kind " + std::to_string(kind) + " is not supported (use 4 or 8)");
  return kind;
}

void check_kind_keyword(ParseDriver& drv, const std::string& word, const SourceRange& loc) {
  if (word != "kind") drv.fail(loc, "expected 'kind=' in the type's kind selector, found '" + word + "'");
}

int lookup_kind_parameter(ParseDriver& drv, const std::string& name, const SourceRange& loc) {
  auto it = drv.integer_parameters.find(name);
  if (it == drv.integer_parameters.end()) {
    drv.fail(loc, "kind '" + name + "' is not an integer parameter declared above");
  }
  return static_cast<int>(it->second);
}

AttrToken make_intent_attr(ParseDriver& drv, const std::string& word, const SourceRange& loc) {
  AttrToken attr;
  attr.kind = AttrToken::Kind::Intent;
  if (word == "in") {
    attr.intent = ast::Intent::In;
  } else if (word == "out") {
    attr.intent = ast::Intent::Out;
  } else if (word == "inout" || word == "in out") {
    attr.intent = ast::Intent::InOut;
  } else {
    drv.fail(loc, "unknown intent '" + word + "': expected in, out or inout");
  }
  return attr;
}

void reject_attribute(ParseDriver& drv, const std::string& word, const SourceRange& loc) {
  drv.fail(loc, "attribute '" + word + "' is not supported: stenciltune accepts intent, dimension and parameter");
}

void reject_deferred_shape(ParseDriver& drv, const SourceRange& loc) {
  drv.fail(
      loc,
      "assumed-shape and deferred-shape arrays are not supported: declare an explicit shape such as u(0:nx+1, 0:ny+1)");
}

void reject_assumed_size(ParseDriver& drv, const SourceRange& loc) {
  drv.fail(loc, "assumed-size arrays are not supported: declare an explicit shape such as u(0:nx+1, 0:ny+1)");
}

ast::Declaration make_declaration(ParseDriver& drv, const TypeToken& type, std::vector<AttrToken> attrs,
                                  std::vector<ast::EntityDecl> entities, const SourceRange& loc) {
  ast::Declaration decl;
  decl.type = type.type;
  decl.loc = loc;
  bool has_intent = false;
  for (AttrToken& a : attrs) {
    switch (a.kind) {
      case AttrToken::Kind::Intent:
        if (has_intent) drv.fail(loc, "intent is given twice in one declaration");
        has_intent = true;
        decl.intent = a.intent;
        break;
      case AttrToken::Kind::Dimension:
        if (decl.has_dimension_attr) drv.fail(loc, "dimension is given twice in one declaration");
        decl.has_dimension_attr = true;
        decl.dimension_attr = std::move(a.dims);
        break;
      case AttrToken::Kind::Parameter: decl.is_parameter = true; break;
    }
  }
  if (decl.is_parameter && decl.intent != ast::Intent::None) drv.fail(loc, "a parameter cannot have an intent");
  for (ast::EntityDecl& e : entities) {
    if (decl.has_dimension_attr && e.dims.empty()) e.dims = decl.dimension_attr;
    if (!e.dims.empty()) drv.declared_arrays.insert(e.name);
    drv.declared_types[e.name] = type.type;
    if (decl.is_parameter) {
      if (!e.dims.empty()) {
        drv.fail(e.loc,
                 "array parameters are not supported: give each value its own named constant (real(8), "
                 "parameter :: " +
                     e.name + "1 = ..., " + e.name + "2 = ...)");
      }
      if (!e.init) drv.fail(e.loc, "parameter '" + e.name + "' needs a value");
      if (type.type.base == ast::BaseType::Integer) {
        if (const auto* lit = ast::as<ast::IntLit>(e.init)) drv.integer_parameters[e.name] = lit->value;
        // `dp = real64`: a kind named after another (from iso_fortran_env, say).
        if (const auto* ref = ast::as<ast::VarRef>(e.init)) {
          auto known = drv.integer_parameters.find(ref->name);
          if (known != drv.integer_parameters.end()) drv.integer_parameters[e.name] = known->second;
        }
      }
    } else if (e.init) {
      drv.fail(e.loc, "initialising '" + e.name + "' in its declaration is only supported for parameters");
    }
  }
  decl.entities = std::move(entities);
  return decl;
}

ast::Declaration make_parameter_statement(ParseDriver& drv, std::vector<KeywordArg> values, const SourceRange& loc) {
  ast::Declaration decl;
  decl.loc = loc;
  decl.parameter_statement = true;
  for (KeywordArg& v : values) {
    auto typed = drv.declared_types.find(v.name);
    ast::ScalarType type = typed != drv.declared_types.end() ? typed->second : implicit_type(v.name);
    if (type.base == ast::BaseType::Integer) {
      if (const auto* lit = ast::as<ast::IntLit>(v.value)) drv.integer_parameters[v.name] = lit->value;
    }
    decl.entities.push_back(ast::EntityDecl{v.name, v.loc, {}, std::move(v.value)});
  }
  return decl;
}

ast::Declaration make_dimension_statement(ParseDriver& drv, std::vector<ast::EntityDecl> entities,
                                          const SourceRange& loc) {
  for (const ast::EntityDecl& e : entities) {
    if (e.init)
      drv.fail(e.loc, "a DIMENSION statement gives shapes only: '" + e.name + "' cannot be given a value here");
    if (e.dims.empty())
      drv.fail(e.loc, "'" + e.name + "' in a DIMENSION statement needs a shape, e.g. " + e.name + "(0:n+1)");
  }
  // A name given a shape hides the intrinsic of its name from here on, as in Fortran.
  for (const ast::EntityDecl& e : entities) drv.declared_arrays.insert(e.name);
  ast::Declaration decl;
  decl.loc = loc;
  decl.dimension_statement = true;
  decl.entities = std::move(entities);
  return decl;
}

void open_loop(ParseDriver& drv, const SourceRange& do_loc, long long label) {
  if (static_cast<int>(drv.open_loops.size()) >= max_loop_depth) {
    drv.fail(do_loc,
             "loops are nested too deeply (stenciltune accepts at most " + std::to_string(max_loop_depth) + ")");
  }
  drv.open_loops.push_back({do_loc, label, false});
}

void check_labelled_end_do(ParseDriver& drv, const std::string& construct_name, const SourceRange& end_loc) {
  const ParseDriver::OpenLoop& loop = drv.open_loops.back();
  const std::string label = std::to_string(loop.label);
  if (!construct_name.empty())
    drv.fail(end_loc, "'end do " + construct_name + "' closes a loop that has no construct name");
  if (!loop.labelled_end) {
    drv.fail(end_loc, "the loop 'do " + label + "' at line " + std::to_string(loop.loc.begin.line) +
                          " ends at the statement labelled " + label + ": write '" + label +
                          " continue' (an 'end do' without a label ends a loop without one)");
  }
}

void close_loop(ParseDriver& drv) {
  if (!drv.open_loops.empty()) drv.open_loops.pop_back();
}

void check_construct_name(ParseDriver& drv, const std::string& opened, const std::string& closed,
                          const SourceRange& end_loc) {
  if (opened == closed) return;
  if (opened.empty()) drv.fail(end_loc, "'end do " + closed + "' closes a loop that has no construct name");
  if (closed.empty()) drv.fail(end_loc, "the loop named '" + opened + "' must be closed by 'end do " + opened + "'");
  drv.fail(end_loc, "'end do " + closed + "' closes the loop named '" + opened + "'");
}

namespace {

// The real kind a conversion intrinsic makes by its name alone (0: not one; -1: real,
// whose kind is its second argument or the default).
int conversion_name_kind(const std::string& name) {
  if (name == "dble" || name == "dfloat") return 8;
  if (name == "float" || name == "sngl") return 4;
  if (name == "real") return -1;
  return 0;
}

// The value of an integer argument a declaration needs now: a literal or an integer
// parameter declared above.
long long constant_integer(ParseDriver& drv, const ast::Expr& e, const std::string& what) {
  if (const auto* lit = ast::as<ast::IntLit>(e)) return lit->value;
  if (const auto* v = ast::as<ast::VarRef>(e)) {
    auto it = drv.integer_parameters.find(v->name);
    if (it != drv.integer_parameters.end()) return it->second;
  }
  drv.fail(e->loc, what + " must be an integer literal or an integer parameter declared above");
}

ast::Expr make_conversion(ParseDriver& drv, const std::string& name, int kind, std::vector<ast::Expr> args,
                          const SourceRange& loc) {
  size_t most = kind < 0 ? 2 : 1;
  if (args.empty() || args.size() > most) {
    drv.fail(loc, "intrinsic '" + name + "' takes " + (most == 1 ? "one argument" : "one or two arguments (x, kind)"));
  }
  if (kind < 0 && args.size() == 2) {
    if (!ast::as<ast::IntLit>(args[1]) && !ast::as<ast::VarRef>(args[1])) {
      drv.fail(args[1]->loc, "the kind of real(x, kind) must be 4, 8 or an integer parameter declared above");
    }
    if (const auto* v = ast::as<ast::VarRef>(args[1])) {
      kind = lookup_kind_parameter(drv, v->name, args[1]->loc);
    } else {
      long long value = ast::as<ast::IntLit>(args[1])->value;
      if (value != 4 && value != 8)
        drv.fail(args[1]->loc, "real kind " + std::to_string(value) + " is not supported (use 4 or 8)");
      kind = static_cast<int>(value);
    }
    check_real_kind(drv, kind, args[1]->loc);
  }
  if (kind < 0) kind = 4;
  const SourceRange& kind_loc = args.size() == 2 ? args[1]->loc : loc;
  return ast::Call::make("real", {args[0], ast::IntLit::make(kind, kind_loc)}, loc);
}

// The kind of the integer literal at `loc`: its suffix's (1_8, 1_ik), else 4. The tree
// keeps no kind on integer literals, so the suffix is read from the source line.
long long integer_literal_kind(ParseDriver& drv, const SourceRange& loc) {
  std::string_view line = drv.file->line(loc.begin.line);
  size_t at = static_cast<size_t>(std::max(loc.begin.column - 1, 0));
  while (at < line.size() && line[at] >= '0' && line[at] <= '9') ++at;
  if (at >= line.size() || line[at] != '_') return 4;
  std::string suffix;
  for (++at; at < line.size() && (std::isalnum(static_cast<unsigned char>(line[at])) || line[at] == '_'); ++at) {
    suffix += static_cast<char>(std::tolower(static_cast<unsigned char>(line[at])));
  }
  if (!suffix.empty() && std::isdigit(static_cast<unsigned char>(suffix[0]))) return std::stoll(suffix.substr(0, 9));
  return lookup_kind_parameter(drv, suffix, loc);
}

// The kind inquiries a declaration of a kind parameter uses, folded to the kind's
// number as gfortran gives it: kind(1.0d0), selected_real_kind(p, r), selected_int_kind(r).
bool is_kind_inquiry(const std::string& name) {
  return name == "kind" || name == "selected_real_kind" || name == "selected_int_kind";
}

ast::Expr fold_kind_inquiry(ParseDriver& drv, const std::string& name, const std::vector<ast::Expr>& args,
                            const SourceRange& loc) {
  auto fail_arity = [&](const std::string& expected) { drv.fail(loc, "intrinsic '" + name + "' takes " + expected); };
  long long kind = 0;
  if (name == "kind") {
    if (args.size() != 1) fail_arity("one argument");
    if (const auto* r = ast::as<ast::RealLit>(args[0])) {
      kind = r->type_kind;
    } else if (ast::as<ast::IntLit>(args[0])) {
      kind = integer_literal_kind(drv, args[0]->loc);
    } else {
      drv.fail(args[0]->loc,
               "kind(x) is read of a literal only (kind(1.0d0), kind(1.0), kind(1)): write the kind's number");
    }
  } else if (name == "selected_real_kind") {
    if (args.empty() || args.size() > 2) fail_arity("one or two arguments (p, r)");
    long long p = args[0] ? constant_integer(drv, args[0], "the precision of selected_real_kind") : 0;
    long long r = args.size() > 1 && args[1] ? constant_integer(drv, args[1], "the range of selected_real_kind") : 0;
    // real(4) holds 6 decimal digits and exponents to 37, real(8) 15 and 307.
    kind = p <= 6 && r <= 37 ? 4 : p <= 15 && r <= 307 ? 8 : 0;
    if (kind == 0) {
      drv.fail(loc, "selected_real_kind(p=" + std::to_string(p) + ", r=" + std::to_string(r) +
                        ") asks for more than real(8) holds (p=15 digits, exponents to r=307): stenciltune "
                        "supports real kinds 4 and 8");
    }
  } else {
    if (args.size() != 1 || !args[0]) fail_arity("one argument (r)");
    long long r = constant_integer(drv, args[0], "the range of selected_int_kind");
    // gfortran's integer kinds: 1 holds 2 decimal digits, 2 holds 4, 4 holds 9, 8 holds 18.
    kind = r <= 2 ? 1 : r <= 4 ? 2 : r <= 9 ? 4 : r <= 18 ? 8 : 16;
    if (kind != 4 && kind != 8) {
      drv.fail(loc, "selected_int_kind(" + std::to_string(r) + ") is integer(" + std::to_string(kind) +
                        "): stenciltune supports integer kinds 4 and 8");
    }
  }
  return ast::IntLit::make(kind, loc);
}

// The keywords each intrinsic that takes them names its arguments by, in order.
const std::vector<std::string>* keyword_names(const std::string& name) {
  static const std::vector<std::string> real = {"a", "kind"}, real_kind = {"p", "r"}, int_kind = {"r"};
  if (name == "real") return &real;
  if (name == "selected_real_kind") return &real_kind;
  if (name == "selected_int_kind") return &int_kind;
  return nullptr;
}

}  // namespace

ast::Expr make_reference(ParseDriver& drv, const std::string& name, std::vector<ast::Expr> args,
                         const SourceRange& loc) {
  // A declared array hides the intrinsic of its name, as in Fortran.
  if (drv.declared_arrays.count(name)) return ast::ArrayRef::make(name, std::move(args), loc);
  if (int kind = conversion_name_kind(name)) return make_conversion(drv, name, kind, std::move(args), loc);
  if (is_kind_inquiry(name)) return fold_kind_inquiry(drv, name, args, loc);
  if (ast::is_intrinsic(name) || is_array_reduction(name)) return ast::Call::make(name, std::move(args), loc);
  return ast::ArrayRef::make(name, std::move(args), loc);
}

int kind_inquiry_value(ParseDriver& drv, const ast::Expr& folded) {
  const auto* lit = ast::as<ast::IntLit>(folded);
  if (!lit) {
    drv.fail(folded->loc,
             "a kind selector takes 4, 8, an integer parameter declared above or a kind inquiry "
             "(kind(1.0d0), selected_real_kind(15))");
  }
  return static_cast<int>(lit->value);
}

ast::Expr make_keyword_reference(ParseDriver& drv, const std::string& name, std::vector<ast::Expr> args,
                                 std::vector<KeywordArg> keywords, const SourceRange& loc) {
  const std::vector<std::string>* names = drv.declared_arrays.count(name) ? nullptr : keyword_names(name);
  if (!names) {
    drv.fail(keywords.front().loc, "keyword argument '" + keywords.front().name +
                                       "=' is not supported: stenciltune reads keywords in real(x, kind=k), "
                                       "selected_real_kind(p=, r=) and selected_int_kind(r=) only");
  }
  for (KeywordArg& k : keywords) {
    auto at = std::find(names->begin(), names->end(), k.name);
    if (at == names->end()) drv.fail(k.loc, "intrinsic '" + name + "' has no argument '" + k.name + "='");
    size_t position = static_cast<size_t>(at - names->begin());
    if (args.size() <= position) args.resize(position + 1);
    if (args[position]) drv.fail(k.loc, "argument '" + k.name + "=' of '" + name + "' is given twice");
    args[position] = std::move(k.value);
  }
  // An argument left out before one given by keyword: real(kind=8) has no value.
  if (name == "real" && !args[0]) drv.fail(loc, "intrinsic 'real' needs the value to convert (a=)");
  if (name == "real") return make_conversion(drv, name, -1, std::move(args), loc);
  return fold_kind_inquiry(drv, name, args, loc);
}

namespace {

std::string describe_lookahead(const Parser::context& ctx) {
  const Parser::symbol_type& la = ctx.lookahead();
  switch (ctx.token()) {
    case Parser::symbol_kind::S_IDENT: return "name '" + la.value.as<std::string>() + "'";
    case Parser::symbol_kind::S_INT_LIT: return "integer literal " + std::to_string(la.value.as<long long>());
    case Parser::symbol_kind::S_REAL_LIT: return "real literal " + la.value.as<RealToken>().spelling;
    default: return Parser::symbol_name(ctx.token());
  }
}

bool expects(const Parser::context& ctx, Parser::symbol_kind_type kind) {
  Parser::symbol_kind_type expected[64];
  int n = ctx.expected_tokens(expected, 64);
  return std::find(expected, expected + n, kind) != expected + n;
}

// What the parser expected, in words: the tokens that can start an expression read
// as "an expression", the binary operators as "an operator", the rest by name.
std::vector<std::string> expected_words(const Parser::context& ctx) {
  using K = Parser::symbol_kind;
  Parser::symbol_kind_type expected[64];
  int n = ctx.expected_tokens(expected, 64);
  std::vector<Parser::symbol_kind_type> left(expected, expected + n);
  auto has = [&](Parser::symbol_kind_type k) { return std::find(left.begin(), left.end(), k) != left.end(); };
  auto drop = [&](std::initializer_list<Parser::symbol_kind_type> kinds) {
    for (auto k : kinds) left.erase(std::remove(left.begin(), left.end(), k), left.end());
  };
  // Where a name may stand, so may every keyword's spelling: they read as "name".
  const std::initializer_list<Parser::symbol_kind_type> keywords = {
      K::S_SUBROUTINE, K::S_END,       K::S_ENDSUBROUTINE, K::S_DO,        K::S_ENDDO,
      K::S_INTEGER,    K::S_REAL,      K::S_DOUBLE,        K::S_PRECISION, K::S_DOUBLEPRECISION,
      K::S_INTENT,     K::S_DIMENSION, K::S_PARAMETER,     K::S_IMPLICIT};
  if (has(K::S_IDENT) && std::all_of(keywords.begin(), keywords.end(), has)) drop(keywords);
  std::vector<std::string> words;
  if (has(K::S_IDENT) && has(K::S_INT_LIT) && has(K::S_REAL_LIT) && has(K::S_LPAREN)) {
    words.emplace_back("an expression");
    drop({K::S_IDENT, K::S_INT_LIT, K::S_REAL_LIT, K::S_LPAREN, K::S_PLUS, K::S_MINUS});
  }
  if (has(K::S_STAR) && has(K::S_SLASH) && has(K::S_POW)) {
    words.emplace_back("an operator");
    drop({K::S_PLUS, K::S_MINUS, K::S_STAR, K::S_SLASH, K::S_POW});
  }
  for (auto k : left) words.emplace_back(Parser::symbol_name(k));
  return words;
}

}  // namespace

void report_syntax_error_message(ParseDriver& drv, const Parser::context& ctx) {
  using K = Parser::symbol_kind;
  K::symbol_kind_type found = ctx.token();
  bool closes_something = found == K::S_YYEOF || found == K::S_END || found == K::S_ENDSUBROUTINE;
  bool closes_subroutine = found == K::S_SUBROUTINE && expects(ctx, K::S_DO);
  if (!drv.open_loops.empty() && ((closes_something && expects(ctx, K::S_ENDDO)) || closes_subroutine)) {
    std::string before = found == K::S_YYEOF
                             ? "the end of the file"
                             : "the end of the subroutine at line " + std::to_string(ctx.location().begin.line);
    const ParseDriver::OpenLoop& loop = drv.open_loops.back();
    if (loop.label) {
      drv.fail(loop.loc, "unterminated 'do " + std::to_string(loop.label) + "' loop: no statement labelled " +
                             std::to_string(loop.label) + " before " + before);
    }
    drv.fail(loop.loc, "unterminated 'do' loop: no 'end do' before " + before);
  }
  if (found == K::S_CONTAINS) {
    drv.fail(ctx.location(),
             "internal procedures are not supported: 'contains' may only follow a module's parameters; make the "
             "procedures subroutines of the file or of its module (their calls are replaced by their statements)");
  }
  if (found == K::S_RETURN) {
    drv.fail(ctx.location(),
             "'return' statements are not supported in stenciltune's input (only just before the end of a subroutine)");
  }
  bool end_do = (found == K::S_DO && expects(ctx, K::S_SUBROUTINE)) || found == K::S_ENDDO;
  if (end_do && drv.open_loops.empty()) drv.fail(ctx.location(), "'end do' without a matching 'do'");
  std::vector<std::string> words = expected_words(ctx);
  std::string message = "syntax error: ";
  if (!words.empty() && words.size() <= 5) {
    message += "expected ";
    for (size_t i = 0; i < words.size(); ++i) {
      if (i > 0) message += i + 1 == words.size() ? " or " : ", ";
      message += words[i];
    }
    message += ", found " + describe_lookahead(ctx);
  } else {
    message += "unexpected " + describe_lookahead(ctx);
  }
  drv.fail(ctx.location(), message);
}

}  // namespace st
