#include "analysis/scalar_statements.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "analysis/stencil_info.h"
#include "ast/visitor.h"
#include "frontend/diagnostics.h"

namespace st {

namespace {

// The names a statement reads and writes (a loop writes its variable).
class Names : public ast::Visitor {
 public:
  std::set<std::string> read, written, arrays_read, loop_vars;

 protected:
  void visit_VarRef(const ast::VarRef& node) override { read.insert(node.name); }
  void visit_ArrayRef(const ast::ArrayRef& node) override {
    read.insert(node.name);
    arrays_read.insert(node.name);
    Visitor::visit_ArrayRef(node);
  }
  void visit_LinearRef(const ast::LinearRef& node) override {
    read.insert(node.name);
    arrays_read.insert(node.name);
    Visitor::visit_LinearRef(node);
  }
  void visit_Assign(const ast::Assign& node) override {
    visit(node.rhs);
    if (const auto* v = ast::as<ast::VarRef>(node.lhs)) {
      written.insert(v->name);
    } else if (const auto* a = ast::as<ast::ArrayRef>(node.lhs)) {
      written.insert(a->name);
      for (const ast::Expr& index : a->indices) visit(index);
    } else if (const auto* l = ast::as<ast::LinearRef>(node.lhs)) {
      written.insert(l->name);
      visit(l->offset);
    }
  }
  void visit_Do(const ast::Do& node) override {
    written.insert(node.var);
    loop_vars.insert(node.var);
    Visitor::visit_Do(node);
  }
  void visit_Let(const ast::Let& node) override {
    written.insert(node.name);
    Visitor::visit_Let(node);
  }
};

Names names_of(const ast::Stmt& s) {
  Names n;
  n.visit(s);
  return n;
}

// The scalar an assignment outside the nests gives a value, or null.
const ast::VarRef* scalar_target(const ast::Stmt& s, const SymbolTable& symbols) {
  const auto* assign = ast::as<ast::Assign>(s);
  const auto* target = assign ? ast::as<ast::VarRef>(assign->lhs) : nullptr;
  if (!target) return nullptr;
  const Symbol* sym = symbols.find(target->name);
  return sym && sym->kind == SymbolKind::Array ? nullptr : target;
}

// `decls` with only the entities `keep` accepts; declarations left empty dropped.
template <typename Keep>
std::vector<ast::Declaration> entities_kept(const std::vector<ast::Declaration>& decls, Keep keep) {
  std::vector<ast::Declaration> out;
  for (ast::Declaration d : decls) {
    d.entities.erase(
        std::remove_if(d.entities.begin(), d.entities.end(), [&](const ast::EntityDecl& e) { return !keep(e.name); }),
        d.entities.end());
    if (!d.entities.empty()) out.push_back(std::move(d));
  }
  return out;
}

// How a statement on a scalar came to depend on the nests: the name that met it, and
// whose it was (a statement's index among the flattened statements, or nests_side).
enum class Met { TargetRead, TargetWritten, ReadsWritten };
struct Demotion {
  Met how;
  std::string name;
  size_t by;
};
constexpr size_t nests_side = std::string::npos;
constexpr size_t loop_bounds = std::string::npos - 1;  // the time loop's bounds, read before its first step

// A statement on a scalar that depends on the nests is refused here with what it depends
// on, unless it is a reduction's initial value (a nest accumulates its scalar) or store
// (a scalar a nest writes, copied), which the analysis judges. Those the nests met come
// first: the root of a chain of statements. `loop_vars` are the nests' loop variables,
// whose values after their loops the tuned code does not keep.
void check_demotions(const std::vector<ast::Stmt>& flat, const std::vector<std::optional<Demotion>>& demoted,
                     const std::set<std::string>& loop_vars) {
  const std::string rule = ": a statement beside the nests reads and writes only scalars that no nest reads or writes";
  for (bool direct : {true, false}) {
    for (size_t i = 0; i < flat.size(); ++i) {
      const std::optional<Demotion>& d = demoted[i];
      if (!d || (d->by == nests_side || d->by == loop_bounds) != direct) continue;
      const auto& assign = *ast::as<ast::Assign>(flat[i]);
      const std::string& target = ast::as<ast::VarRef>(assign.lhs)->name;
      const bool loop_var = direct && d->how == Met::ReadsWritten && loop_vars.count(d->name) > 0;
      if (direct && d->how == Met::TargetWritten) continue;
      // A scalar a nest reads, assigned twice: the later assignment is the one refused
      // (the first alone would be a local's one value).
      auto same_target_read = [&](size_t j) {
        const std::optional<Demotion>& e = demoted[j];
        return e && e->how == Met::TargetRead && (e->by == nests_side || e->by == loop_bounds) &&
               ast::as<ast::VarRef>(ast::as<ast::Assign>(flat[j])->lhs)->name == target;
      };
      std::optional<size_t> earlier;
      if (direct && d->how == Met::TargetRead) {
        bool later = false;
        for (size_t j = 0; j < flat.size(); ++j) {
          if (j == i || !same_target_read(j)) continue;
          if (j > i) later = true;
          if (j < i && !earlier) earlier = j;
        }
        if (later) continue;
      }
      if (direct && d->how == Met::ReadsWritten && ast::as<ast::VarRef>(assign.rhs) && !loop_var) continue;
      std::string why;
      if (loop_var) {
        why = "'" + target + "' is computed from '" + d->name +
              "', a loop variable of the nests: the tuned code runs their loops in its own order "
              "and does not keep their variables; write the value from the loop's bounds (past a loop 'do " +
              d->name + " = a, b' it holds max(a, b + 1))";
      } else if (d->by == loop_bounds) {
        why = "'" + target + "' is assigned outside the loop nests and read by the time loop's bounds" + rule;
      } else if (direct) {
        why = d->how == Met::TargetRead
                  ? "'" + target + "' is assigned outside the loop nests" +
                        (earlier
                             ? " (again: line " + std::to_string(flat[*earlier]->loc.begin.line) + " gives it a value)"
                             : std::string()) +
                        " and read by a nest: the nests read arguments as the "
                        "caller passed them, named constants, and locals given one value from literals, parameters "
                        "and arguments"
                  : "'" + target + "' is computed outside the loop nests from '" + d->name + "', which a nest writes" +
                        rule;
      } else {
        const std::string line = std::to_string(flat[d->by]->loc.begin.line);
        why = d->how == Met::TargetRead
                  ? "'" + target + "' is read by the statement at line " + line + ", which depends on the nests" + rule
              : d->how == Met::TargetWritten
                  ? "'" + target + "' is also set by the statement at line " + line + ", which depends on the nests" +
                        rule
                  : "'" + target + "' is computed outside the loop nests from '" + d->name +
                        "', which the statement at line " + line + " sets from the nests" + rule;
      }
      throw UserError(flat[i]->loc, why);
    }
  }
}

}  // namespace

std::optional<ScalarStatements> split_scalar_statements(const ast::Subroutine& sub, const SymbolTable& symbols) {
  const ast::Do* time_loop = nullptr;
  for (const ast::Stmt& s : sub.body) {
    const auto* d = ast::as<ast::Do>(s);
    if (d && is_time_loop(*d)) time_loop = d;
  }
  // The statements outside the nests, the time loop's body in line: the assignments to
  // scalars are the candidates; every other statement is on the nests' side.
  std::vector<ast::Stmt> flat;
  for (const ast::Stmt& s : sub.body) {
    if (time_loop && ast::as<ast::Do>(s) == time_loop) {
      flat.insert(flat.end(), time_loop->body.begin(), time_loop->body.end());
    } else {
      flat.push_back(s);
    }
  }
  std::vector<bool> candidate(flat.size());
  for (size_t i = 0; i < flat.size(); ++i) {
    const ast::VarRef* target = scalar_target(flat[i], symbols);
    candidate[i] = target != nullptr;
    if (!target) continue;
    // What no statement outside the nests may assign, whatever it depends on.
    if (time_loop && target->name == time_loop->var) {
      throw UserError(target->loc, "'" + target->name +
                                       "' is the time loop's variable; no statement outside the nests may assign it");
    }
    const Symbol& sym = symbols.lookup(target->name, target->loc);
    if (sym.kind == SymbolKind::Parameter) {
      throw UserError(target->loc, "'" + target->name + "' is a named constant (parameter) and cannot be assigned");
    }
    if (sym.is_dummy && sym.intent == ast::Intent::In) {
      throw UserError(target->loc, "'" + target->name + "' is an intent(in) argument and cannot be assigned");
    }
  }
  if (std::none_of(candidate.begin(), candidate.end(), [](bool c) { return c; })) return std::nullopt;

  // A candidate joins the nests' side when a name of that side meets it, until none
  // does; each remembers the name that met it and whose it was (a statement's index,
  // nests_side, or loop_bounds: the time loop's bounds, read before its first step; the
  // loop's variable is the scalars' own).
  std::vector<std::optional<Demotion>> demoted(flat.size());
  std::map<std::string, size_t> read_by, written_by;
  if (time_loop) {
    Names bounds;
    bounds.visit(time_loop->lower);
    bounds.visit(time_loop->upper);
    if (time_loop->step) bounds.visit(time_loop->step);
    for (const std::string& n : bounds.read) read_by.emplace(n, loop_bounds);
  }
  std::set<std::string> loop_vars;
  auto join = [&](size_t i, size_t by) {
    Names n = names_of(flat[i]);
    for (const std::string& x : n.read) read_by.emplace(x, by);
    for (const std::string& x : n.written) written_by.emplace(x, by);
    if (by == nests_side) loop_vars.insert(n.loop_vars.begin(), n.loop_vars.end());
  };
  for (size_t i = 0; i < flat.size(); ++i) {
    if (!candidate[i]) join(i, nests_side);
  }
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<size_t> joined;
    for (size_t i = 0; i < flat.size(); ++i) {
      if (!candidate[i]) continue;
      const std::string& target = scalar_target(flat[i], symbols)->name;
      Names n = names_of(flat[i]);
      std::optional<Demotion> d;
      // In this order, so that a reduction's initial value and store show as such.
      if (auto w = written_by.find(target); w != written_by.end()) d = Demotion{Met::TargetWritten, target, w->second};
      for (const std::string& x : n.read) {
        if (d) break;
        if (auto w = written_by.find(x); w != written_by.end()) d = Demotion{Met::ReadsWritten, x, w->second};
      }
      if (auto r = read_by.find(target); !d && r != read_by.end()) d = Demotion{Met::TargetRead, target, r->second};
      if (!d) continue;
      demoted[i] = d;
      candidate[i] = false;
      joined.push_back(i);
      changed = true;
    }
    for (size_t i : joined) join(i, i);
  }
  check_demotions(flat, demoted, loop_vars);

  ScalarStatements split;
  std::set<std::string> assigned;
  for (size_t i = 0; i < flat.size(); ++i) {
    if (!candidate[i]) continue;
    const ast::VarRef& target = *scalar_target(flat[i], symbols);
    Names n = names_of(flat[i]);
    for (const std::string& a : n.arrays_read) {
      symbols.lookup_array(a, flat[i]->loc);  // names what a subscripted name that is no array is
      throw UserError(flat[i]->loc, "'" + target.name + "' is computed from array '" + a +
                                        "' outside the loop nests: a statement beside the nests reads scalars only");
    }
    assigned.insert(target.name);
    split.locs.push_back(flat[i]->loc);
  }
  if (split.locs.empty()) return std::nullopt;

  // Both subroutines, statement by statement in the original's order.
  auto kept = [&](const ast::StmtList& list, size_t& at, bool scalars) {
    ast::StmtList out;
    for (const ast::Stmt& s : list) {
      if (candidate[at++] == scalars) out.push_back(s);
    }
    return out;
  };
  for (bool scalars : {false, true}) {
    ast::StmtList body;
    size_t at = 0;
    for (const ast::Stmt& s : sub.body) {
      if (time_loop && ast::as<ast::Do>(s) == time_loop) {
        ast::StmtList step = kept(time_loop->body, at, scalars);
        body.push_back(ast::Do::make(time_loop->var, time_loop->lower, time_loop->upper, time_loop->step,
                                     std::move(step), time_loop->loc));
      } else {
        ast::StmtList one = kept({s}, at, scalars);
        body.insert(body.end(), one.begin(), one.end());
      }
    }
    ast::Subroutine& out = scalars ? split.program : split.nests;
    out = sub;
    out.body = std::move(body);
  }

  // The program takes the scalar dummies; its locals are the scalars.
  split.program.params.clear();
  for (const ast::Param& p : sub.params) {
    const Symbol* s = symbols.find(p.name);
    if (!s || s->kind != SymbolKind::Array) split.program.params.push_back(p);
  }
  split.program.decls = entities_kept(sub.decls, [&](const std::string& name) {
    const Symbol* s = symbols.find(name);
    return !s || s->kind != SymbolKind::Array;
  });
  split.program.bare_nest = false;

  // A dummy assigned there without a declared intent keeps the reference convention in
  // the nests' subroutine: intent(inout) in a declaration of its own.
  for (const std::string& name : assigned) {
    const Symbol& s = *symbols.find(name);
    if (!s.is_dummy || s.intent != ast::Intent::None) continue;
    split.nests.decls = entities_kept(split.nests.decls, [&](const std::string& n) { return n != name; });
    ast::Declaration d;
    d.type = s.type;
    d.loc = s.loc;
    d.intent = ast::Intent::InOut;
    d.entities.push_back({name, s.loc, {}, nullptr});
    split.nests.decls.push_back(std::move(d));
  }
  return split;
}

std::set<std::string> assigned_scalars(const ast::Subroutine& program) {
  std::set<std::string> names;
  std::function<void(const ast::StmtList&)> walk = [&](const ast::StmtList& list) {
    for (const ast::Stmt& s : list) {
      if (const auto* d = ast::as<ast::Do>(s)) walk(d->body);
      const auto* a = ast::as<ast::Assign>(s);
      if (const auto* v = a ? ast::as<ast::VarRef>(a->lhs) : nullptr) names.insert(v->name);
    }
  };
  walk(program.body);
  return names;
}

ast::Subroutine with_scalar_statements(const ast::Subroutine& sub, const ast::Subroutine& program) {
  auto loop_at = [](const ast::StmtList& list) {
    return std::find_if(list.begin(), list.end(), [](const ast::Stmt& s) { return ast::as<ast::Do>(s) != nullptr; });
  };
  ast::Subroutine out = sub;
  auto theirs = loop_at(program.body);
  if (theirs == program.body.end()) {
    out.body.insert(out.body.end(), program.body.begin(), program.body.end());
    return out;
  }
  const auto& step = *ast::as<ast::Do>(*theirs);
  auto mine = std::find_if(out.body.begin(), out.body.end(), [&](const ast::Stmt& s) {
    const auto* d = ast::as<ast::Do>(s);
    return d && d->var == step.var && is_time_loop(*d);
  });
  internal_assert(mine != out.body.end()) << "the time loop of '" << sub.name << "' is gone";
  const auto& loop = *ast::as<ast::Do>(*mine);
  ast::StmtList body = loop.body;
  body.insert(body.end(), step.body.begin(), step.body.end());
  *mine = ast::Do::make(loop.var, loop.lower, loop.upper, loop.step, std::move(body), loop.loc);
  out.body.insert(out.body.end(), std::next(theirs), program.body.end());
  out.body.insert(out.body.begin(), program.body.begin(), theirs);
  return out;
}

}  // namespace st
