#include "frontend/inline_calls.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "analysis/scalar_definitions.h"
#include "analysis/symbols.h"
#include "ast/equal.h"
#include "ast/mutator.h"
#include "ast/printer.h"
#include "ast/visitor.h"
#include "frontend/diagnostics.h"
#include "transforms/expr_type.h"
#include "transforms/fresh_names.h"
#include "transforms/integer_form.h"

namespace st {
namespace {

// The calls of a body, in order, at any depth.
class CallFinder : public ast::Visitor {
 public:
  std::vector<const ast::CallStmt*> calls;

 protected:
  void visit_CallStmt(const ast::CallStmt& node) override {
    calls.push_back(&node);
    ast::Visitor::visit_CallStmt(node);
  }
};

// The names a body assigns: left-hand sides and loop variables.
class WrittenNames : public ast::Visitor {
 public:
  std::set<std::string> names;

 protected:
  void visit_Assign(const ast::Assign& node) override {
    if (const auto* v = ast::as<ast::VarRef>(node.lhs)) names.insert(v->name);
    if (const auto* a = ast::as<ast::ArrayRef>(node.lhs)) names.insert(a->name);
    ast::Visitor::visit_Assign(node);
  }
  void visit_Do(const ast::Do& node) override {
    names.insert(node.var);
    ast::Visitor::visit_Do(node);
  }
};

// How many statements a body holds, at any depth.
class StatementCount : public ast::Visitor {
 public:
  size_t count = 0;

 protected:
  void visit_Assign(const ast::Assign& node) override {
    ++count;
    ast::Visitor::visit_Assign(node);
  }
  void visit_Do(const ast::Do& node) override {
    ++count;
    ast::Visitor::visit_Do(node);
  }
};

// The intrinsic functions a body calls.
class IntrinsicsCalled : public ast::Visitor {
 public:
  std::set<std::string> names;

 protected:
  void visit_Call(const ast::Call& node) override {
    names.insert(node.name);
    ast::Visitor::visit_Call(node);
  }
};

// The called subroutine's statements in the caller's names: dummies become the call's
// actual arguments (a name, or the expression passed to a dummy that is only read),
// locals the names they are declared by in the caller.
class Rename : public ast::Mutator {
 public:
  std::map<std::string, std::string> names;
  std::map<std::string, ast::Expr> values;

 protected:
  ast::Expr mutate_VarRef(const ast::VarRef& node, const ast::Expr& self) override {
    if (auto v = values.find(node.name); v != values.end()) return v->second;
    if (auto n = names.find(node.name); n != names.end()) return ast::VarRef::make(n->second, node.loc);
    return self;
  }
  ast::Expr mutate_ArrayRef(const ast::ArrayRef& node, const ast::Expr& self) override {
    std::vector<ast::Expr> indices;
    for (const ast::Expr& i : node.indices) indices.push_back(mutate(i));
    auto n = names.find(node.name);
    if (n == names.end() && ast::same_nodes(indices, node.indices)) return self;
    return ast::ArrayRef::make(n == names.end() ? node.name : n->second, std::move(indices), node.loc);
  }
  ast::Stmt mutate_Do(const ast::Do& node, const ast::Stmt&) override {
    auto n = names.find(node.var);
    return ast::Do::make(n == names.end() ? node.var : n->second, mutate(node.lower), mutate(node.upper),
                         mutate(node.step), mutate(node.body), node.loc);
  }
};

std::string line_of(const SourceRange& loc) { return "line " + std::to_string(loc.begin.line); }

std::string bounds_text(const ast::DimBound& d) {
  return (d.lower ? ast::to_fortran(d.lower) : "1") + ":" + ast::to_fortran(d.upper);
}

// Whether two bounds are the same integer, their names' constant values known.
bool same_bound(const ast::Expr& a, const IntegerValues& known_a, const ast::Expr& b, const IntegerValues& known_b) {
  static const ast::Expr one = ast::IntLit::make(1);
  const ast::Expr& x = a ? a : one;
  const ast::Expr& y = b ? b : one;
  std::optional<Affine> fx = affine_form(x, known_a);
  std::optional<Affine> fy = affine_form(y, known_b);
  if (fx && fy) return *fx == *fy;
  return ast::equal(x, y);
}

class Inliner {
 public:
  explicit Inliner(ast::Unit& unit) : unit_(unit), state_(unit.subroutines.size(), State::Waiting) {
    for (size_t i = 0; i < unit.subroutines.size(); ++i) index_[unit.subroutines[i].name] = i;
    // No local taken into a caller may be named as a subroutine of the file or as an
    // intrinsic any of them calls (it would hide that one from another callee's statements).
    IntrinsicsCalled intrinsics;
    for (const ast::Subroutine& sub : unit.subroutines) {
      reserved_.insert(sub.name);
      intrinsics.visit(sub.body);
    }
    reserved_.insert(intrinsics.names.begin(), intrinsics.names.end());
  }

  void run() {
    for (size_t i = 0; i < unit_.subroutines.size(); ++i) finish(i);
  }

 private:
  enum class State { Waiting, Inlining, Done };

  // A subroutine that calls another twice, which calls a third twice, and so on, would
  // grow its statements twice a level: past this many, inlining stops with a diagnostic.
  static constexpr size_t max_statements = 2000;
  // Past these, the file's calls would keep the analysis busy (every caller analysed
  // with its callees' statements) or recurse too deep.
  static constexpr size_t max_statements_in_file = 20000;
  static constexpr size_t max_depth = 100;

  // Replaces the calls of the caller's body with the (finished) callees' statements.
  class Expand : public ast::Mutator {
   public:
    Expand(Inliner& inliner, size_t caller) : inliner_(inliner), caller_(caller) {}
    using ast::Mutator::mutate;
    ast::StmtList mutate(const ast::StmtList& stmts) override {
      ast::StmtList out;
      for (const ast::Stmt& s : stmts) {
        if (const auto* call = ast::as<ast::CallStmt>(s)) {
          ast::StmtList body = inliner_.expand(caller_, *call);
          out.insert(out.end(), body.begin(), body.end());
        } else {
          out.push_back(mutate(s));
        }
      }
      return out;
    }

   private:
    Inliner& inliner_;
    size_t caller_;
  };

  // Whether `caller` sees `callee`, a subroutine of a module: the same module, or one it
  // or its module uses (an `only:` list naming it), directly or through used modules.
  bool sees_module_subroutine(const ast::Subroutine& caller, const ast::Subroutine& callee) const {
    if (caller.module == callee.module) return true;
    std::vector<const std::vector<ast::Use>*> pending = {&caller.uses};
    for (const ast::Module& m : unit_.modules) {
      if (m.name == caller.module) pending.push_back(&m.uses);
    }
    std::set<std::string> visited;
    while (!pending.empty()) {
      const std::vector<ast::Use>* uses = pending.back();
      pending.pop_back();
      for (const ast::Use& u : *uses) {
        if (u.intrinsic) continue;
        if (u.only && std::find(u.names.begin(), u.names.end(), callee.name) == u.names.end()) continue;
        if (u.module == callee.module) return true;
        if (!visited.insert(u.module).second) continue;
        for (const ast::Module& m : unit_.modules) {
          if (m.name == u.module) pending.push_back(&m.uses);
        }
      }
    }
    return false;
  }

  void finish(size_t s) {
    if (state_[s] == State::Done) return;
    state_[s] = State::Inlining;
    stack_.push_back(s);
    CallFinder finder;
    finder.visit(unit_.subroutines[s].body);
    for (const ast::CallStmt* call : finder.calls) {
      auto callee = index_.find(call->name);
      if (callee == index_.end()) {
        throw UserError(call->loc, "subroutine '" + call->name +
                                       "' is not in this file: stenciltune replaces a call by the called "
                                       "subroutine's statements, so it must be defined in the same file");
      }
      const ast::Subroutine& called = unit_.subroutines[callee->second];
      if (!called.module.empty() && !sees_module_subroutine(unit_.subroutines[s], called)) {
        throw UserError(call->loc, "'" + call->name + "' is a subroutine of module '" + called.module + "', which '" +
                                       unit_.subroutines[s].name + "' does not use: add 'use " + called.module +
                                       "' (without it the call is of an external '" + call->name + "')");
      }
      if (state_[callee->second] == State::Inlining) {
        std::string chain;
        bool on = false;
        for (size_t t : stack_) {
          on = on || t == callee->second;
          if (on) chain += unit_.subroutines[t].name + " -> ";
        }
        throw UserError(call->loc, "the call of '" + call->name + "' is recursive (" + chain + call->name +
                                       "): stenciltune replaces a call by the called subroutine's statements, "
                                       "which a recursive call never ends");
      }
      if (stack_.size() >= max_depth) {
        throw UserError(call->loc, "this call stands more than " + std::to_string(max_depth) +
                                       " calls of calls deep: stenciltune replaces each call by the called "
                                       "subroutine's statements, and follows at most that many levels");
      }
      finish(callee->second);
    }
    if (!finder.calls.empty()) {
      size_t statements = 0;
      for (const ast::CallStmt* call : finder.calls) {
        size_t count = statements_of(index_.at(call->name));
        statements += count;
        inlined_in_file_ += count;
        if (inlined_in_file_ > max_statements_in_file) {
          throw UserError(call->loc, "with this call the calls of the file stand for more than " +
                                         std::to_string(max_statements_in_file) +
                                         " statements: stenciltune replaces each call by the called subroutine's "
                                         "statements, and takes at most that many");
        }
        if (statements > max_statements) {
          throw UserError(call->loc, "with this call the calls of '" + unit_.subroutines[s].name +
                                         "' stand for more than " + std::to_string(max_statements) +
                                         " statements: stenciltune replaces each call by the called subroutine's "
                                         "statements, and takes at most that many");
        }
      }
      caller_symbols_.emplace(s, build_symbols(unit_.subroutines[s]));
      Expand expand(*this, s);
      ast::StmtList body = expand.mutate(unit_.subroutines[s].body);
      unit_.subroutines[s].body = std::move(body);
      for (ast::Declaration& d : declarations_[s]) unit_.subroutines[s].decls.push_back(std::move(d));
      declarations_.erase(s);
      caller_symbols_.erase(s);
    }
    stack_.pop_back();
    state_[s] = State::Done;
  }

  // How many statements a finished subroutine's body holds.
  size_t statements_of(size_t s) {
    auto at = statement_counts_.find(s);
    if (at != statement_counts_.end()) return at->second;
    StatementCount count;
    count.visit(unit_.subroutines[s].body);
    return statement_counts_.emplace(s, count.count).first->second;
  }

  const SymbolTable& symbols_of(size_t s) {
    auto at = symbols_.find(s);
    if (at == symbols_.end()) at = symbols_.emplace(s, build_symbols(unit_.subroutines[s])).first;
    return at->second;
  }

  // The caller's own variables and arrays: its arguments, declarations and the names
  // its statements use (before any call is replaced).
  const NameSet& variables_of(size_t caller) {
    auto at = variables_.find(caller);
    if (at != variables_.end()) return at->second;
    const ast::Subroutine& sub = unit_.subroutines[caller];
    NameSet names = names_used(sub.body);
    for (const ast::Param& p : sub.params) names.insert(p.name);
    for (const ast::Declaration& d : sub.decls) {
      for (const ast::EntityDecl& e : d.entities) names.insert(e.name);
    }
    return variables_.emplace(caller, std::move(names)).first->second;
  }

  // Every name a local taken into the caller must not have: the caller's variables,
  // the reserved names, and the locals taken in from subroutines it calls so far.
  NameSet& taken_in(size_t caller) {
    auto at = taken_.find(caller);
    if (at != taken_.end()) return at->second;
    NameSet names = variables_of(caller);
    names.insert(reserved_.begin(), reserved_.end());
    return taken_.emplace(caller, std::move(names)).first->second;
  }

  // The callee's locals in the caller: the same name where the caller has none such,
  // else a fresh one; declared there once, however many calls the caller makes.
  const std::map<std::string, std::string>& import(size_t caller, size_t callee) {
    auto key = std::make_pair(caller, callee);
    if (auto at = imported_.find(key); at != imported_.end()) return at->second;
    const ast::Subroutine& sub = unit_.subroutines[callee];
    const SymbolTable& symbols = symbols_of(callee);
    std::set<std::string> dummies;
    for (const ast::Param& p : sub.params) dummies.insert(p.name);
    // Declared locals in the order declared (a parameter may be read by a later one),
    // then the implicitly typed names the statements use.
    std::vector<std::string> locals;
    std::set<std::string> seen;
    for (const ast::Declaration& d : sub.decls) {
      for (const ast::EntityDecl& e : d.entities) {
        if (!dummies.count(e.name) && seen.insert(e.name).second) locals.push_back(e.name);
      }
    }
    for (const std::string& n : names_used(sub.body)) {
      if (!dummies.count(n) && seen.insert(n).second) locals.push_back(n);
    }
    std::map<std::string, std::string> imported;
    NameSet& taken = taken_in(caller);
    Rename rename;
    // A parameter the caller has too, of the same type and value (both see their
    // module's), is the caller's: it is neither renamed nor declared again.
    // (The caller's declarations as written: its statements may hold calls replaced
    // already, whose locals it declares only at the end.)
    std::set<std::string> shared;
    std::map<std::string, std::pair<ast::ScalarType, ast::Expr>> callers;
    for (const ast::Declaration& d : unit_.subroutines[caller].decls) {
      if (!d.is_parameter) continue;
      for (const ast::EntityDecl& e : d.entities) callers[e.name] = {d.type, e.init};
    }
    for (const std::string& n : locals) {
      const Symbol& s = symbols.lookup(n, sub.loc);
      auto mine = callers.find(n);
      if (s.kind == SymbolKind::Parameter && mine != callers.end() && mine->second.first == s.type && s.init &&
          mine->second.second && ast::equal(rename.mutate(s.init), mine->second.second)) {
        imported[n] = n;
        shared.insert(n);
      } else {
        imported[n] = fresh_name(n, taken, 63);
      }
      rename.names[n] = imported[n];
    }
    for (const std::string& n : locals) {
      if (shared.count(n) != 0) continue;
      const Symbol& s = symbols.lookup(n, sub.loc);
      ast::Declaration d;
      d.type = s.type;
      d.loc = s.loc;
      d.is_parameter = s.kind == SymbolKind::Parameter;
      ast::EntityDecl e;
      e.name = imported[n];
      e.loc = s.loc;
      e.init = s.init ? rename.mutate(s.init) : nullptr;
      d.entities.push_back(std::move(e));
      declarations_[caller].push_back(std::move(d));
    }
    return imported_.emplace(key, std::move(imported)).first->second;
  }

  // The statements a call of `s` stands for: its body with the locals it gives one
  // value at its top (`r = dt / (dx * dx)`) put in place of their reads, as the
  // analysis would. Two calls a step would otherwise give such a local its value twice
  // in the caller's time loop, and the second not at its top, which the caller's
  // analysis refuses; in place, the value reads the call's arguments where the
  // statements read it, and nothing the statements do writes them in between.
  const ast::StmtList& body_of(size_t s) {
    auto at = bodies_.find(s);
    if (at != bodies_.end()) return at->second;
    ast::StmtList body = inline_scalar_definitions(unit_.subroutines[s], symbols_of(s)).sub.body;
    return bodies_.emplace(s, std::move(body)).first->second;
  }

  const std::set<std::string>& written_by(size_t s) {
    auto at = written_.find(s);
    if (at != written_.end()) return at->second;
    WrittenNames w;
    w.visit(body_of(s));
    return written_.emplace(s, std::move(w.names)).first->second;
  }

  ast::StmtList expand(size_t caller, const ast::CallStmt& call) {
    size_t callee = index_.at(call.name);
    const ast::Subroutine& sub = unit_.subroutines[callee];
    if (call.args.size() != sub.params.size()) {
      throw UserError(call.loc, "'" + sub.name + "' takes " + std::to_string(sub.params.size()) + " argument" +
                                    (sub.params.size() == 1 ? "" : "s") + " (" + line_of(sub.loc) +
                                    ") and the call passes " + std::to_string(call.args.size()));
    }
    const SymbolTable& inner = symbols_of(callee);
    const SymbolTable& outer = caller_symbols_.at(caller);
    // An intrinsic the statements call must stay one in the caller.
    IntrinsicsCalled intrinsics;
    intrinsics.visit(body_of(callee));
    const std::string& caller_name = unit_.subroutines[caller].name;
    for (const std::string& f : intrinsics.names) {
      if (variables_of(caller).count(f) || f == caller_name) {
        throw UserError(call.loc,
                        "'" + sub.name + "' calls the intrinsic function '" + f + "', which is " +
                            (f == caller_name ? "the name of the subroutine" : "a variable of '" + caller_name + "'") +
                            ": the call is replaced by the statements of '" + sub.name +
                            "', where the name would not be the intrinsic; rename the " +
                            (f == caller_name ? "subroutine" : "variable"));
      }
    }
    const std::set<std::string>& written = written_by(callee);
    Rename rename;
    rename.names = import(caller, callee);
    TypeEnv types = TypeEnv::of(outer);
    std::map<std::string, std::string> passed_as;  // the caller's variable -> the dummy
    std::set<std::string> written_actuals;
    for (size_t p = 0; p < call.args.size(); ++p) {
      const std::string& dummy = sub.params[p].name;
      const Symbol& d = inner.lookup(dummy, sub.params[p].loc);
      const ast::Expr& actual = call.args[p];
      const auto* var = ast::as<ast::VarRef>(actual);
      const Symbol* a = var ? &outer.lookup(var->name, var->loc) : nullptr;
      std::string what = "'" + sub.name + "' takes " + (d.kind == SymbolKind::Array ? "the array '" : "'") + dummy +
                         "' (" + line_of(d.loc) + ") here";
      if (var) {
        auto twice = passed_as.find(var->name);
        if (twice != passed_as.end() && (written.count(dummy) || written.count(twice->second))) {
          throw UserError(actual->loc, "the call passes '" + var->name + "' as both '" + twice->second + "' and '" +
                                           dummy + "', and '" + sub.name + "' writes one of them: pass different " +
                                           (a->kind == SymbolKind::Array ? "arrays" : "variables"));
        }
        passed_as[var->name] = dummy;
      }
      if (d.kind == SymbolKind::Array) {
        if (!a || a->kind != SymbolKind::Array) {
          throw UserError(actual->loc, what +
                                           ": pass a whole array by its name (the call is replaced by the "
                                           "statements of '" +
                                           sub.name +
                                           "', where an element or an expression "
                                           "cannot stand for an array)");
        }
        if (!(a->type == d.type)) {
          throw UserError(actual->loc, what + ", of type " + ast::type_name(d.type) + ", and '" + a->name +
                                           "' is of type " + ast::type_name(a->type));
        }
        if (a->rank() != d.rank()) {
          throw UserError(actual->loc, what + ", of rank " + std::to_string(d.rank()) + ", and '" + a->name +
                                           "' has rank " + std::to_string(a->rank()));
        }
        rename.names[dummy] = a->name;
        if (written.count(dummy)) written_actuals.insert(a->name);
        continue;
      }
      if (a && a->kind == SymbolKind::Array) {
        throw UserError(actual->loc, what + ", a scalar, and '" + a->name + "' is an array");
      }
      if (written.count(dummy)) {
        if (!a || a->kind != SymbolKind::Scalar) {
          throw UserError(actual->loc, what + ", which it assigns: pass a scalar variable");
        }
        written_actuals.insert(a->name);
      }
      ast::ScalarType type = a ? a->type : expr_type(actual, types);
      if (!(type == d.type)) {
        throw UserError(actual->loc,
                        what + ", of type " + ast::type_name(d.type) + ", and the call passes " + ast::type_name(type));
      }
      if (var) {
        rename.names[dummy] = var->name;
      } else {
        rename.values[dummy] = actual;
      }
    }
    // An expression is evaluated once, at the call; in the statements it is evaluated
    // where the dummy is read, which gives the same value only while nothing it reads
    // is written.
    for (const auto& [dummy, value] : rename.values) {
      for (const std::string& n : names_used(value)) {
        if (written_actuals.count(n)) {
          throw UserError(value->loc, "the call passes an expression that reads '" + n + "', which '" + sub.name +
                                          "' writes: give the value a variable of its own before the call");
        }
      }
    }
    // The statements index the caller's arrays as they index the dummies: their bounds
    // must agree once the dummies are the call's arguments.
    IntegerValues inner_known = inner.integer_constants();
    IntegerValues known = outer.integer_constants();
    for (const auto& [name, value] : inner_known) {
      auto renamed = rename.names.find(name);
      if (renamed != rename.names.end()) known[renamed->second] = value;
    }
    for (size_t p = 0; p < call.args.size(); ++p) {
      const Symbol& d = inner.lookup(sub.params[p].name, sub.params[p].loc);
      if (d.kind != SymbolKind::Array) continue;
      const Symbol& a = outer.lookup(ast::as<ast::VarRef>(call.args[p])->name, call.args[p]->loc);
      for (int k = 0; k < d.rank(); ++k) {
        const ast::DimBound& db = d.dims[static_cast<size_t>(k)];
        const ast::DimBound& ab = a.dims[static_cast<size_t>(k)];
        ast::DimBound mapped{db.lower ? rename.mutate(db.lower) : nullptr, rename.mutate(db.upper)};
        if (same_bound(mapped.lower, known, ab.lower, outer.integer_constants()) &&
            same_bound(mapped.upper, known, ab.upper, outer.integer_constants())) {
          continue;
        }
        std::string in_call = bounds_text(mapped);
        throw UserError(call.args[p]->loc, "dimension " + std::to_string(k + 1) + " of '" + a.name + "' is " +
                                               bounds_text(ab) + " (" + line_of(a.loc) + "), and '" + sub.name +
                                               "' declares it " + bounds_text(db) + " for '" + d.name + "'" +
                                               (in_call == bounds_text(db) ? "" : " (" + in_call + " in this call)") +
                                               ": the call is replaced by the statements of '" + sub.name +
                                               "', which need the shapes equal");
      }
    }
    return rename.mutate(body_of(callee));
  }

  ast::Unit& unit_;
  std::vector<State> state_;
  std::map<std::string, size_t> index_;
  std::vector<size_t> stack_;
  std::map<size_t, SymbolTable> symbols_;
  std::map<size_t, SymbolTable> caller_symbols_;
  NameSet reserved_;
  std::map<size_t, size_t> statement_counts_;
  std::map<size_t, NameSet> variables_;
  std::map<size_t, NameSet> taken_;
  size_t inlined_in_file_ = 0;
  std::map<std::pair<size_t, size_t>, std::map<std::string, std::string>> imported_;
  std::map<size_t, std::vector<ast::Declaration>> declarations_;
  std::map<size_t, std::set<std::string>> written_;
  std::map<size_t, ast::StmtList> bodies_;
};

}  // namespace

void inline_calls(ast::Unit& unit) { Inliner(unit).run(); }

}  // namespace st
