#include "harness/magnitude.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "analysis/stencil_info.h"
#include "ast/mutator.h"
#include "ast/reads_variable.h"
#include "ast/visitor.h"
#include "backends/body_facts.h"
#include "frontend/diagnostics.h"
#include "transforms/expr_type.h"
#include "transforms/fresh_names.h"

namespace st {

namespace {

using ast::BinaryOp;
using ast::Expr;
using ast::ScalarType;
using ast::Stmt;
using ast::StmtList;

// The arrays a body both reads and writes.
class InPlaceArrays : public ast::Visitor {
 public:
  std::set<std::string> read, written;

 protected:
  void visit_ArrayRef(const ast::ArrayRef& node) override {
    read.insert(node.name);
    ast::Visitor::visit_ArrayRef(node);
  }
  void visit_LinearRef(const ast::LinearRef& node) override {
    read.insert(node.name);
    ast::Visitor::visit_LinearRef(node);
  }
  void visit_Assign(const ast::Assign& node) override {
    if (const auto* a = ast::as<ast::ArrayRef>(node.lhs)) {
      written.insert(a->name);
      for (const Expr& i : a->indices) visit(i);
    } else if (const auto* l = ast::as<ast::LinearRef>(node.lhs)) {
      written.insert(l->name);
      visit(l->offset);
    }
    visit(node.rhs);
  }
};

// The real scalars a body accumulates (`s = s + e`: a reduction), and the scalars a
// plain copy of one of them stores its result into (`gosa = s`).
class Accumulated : public ast::Visitor {
 public:
  std::vector<std::string> names;

 protected:
  void visit_Assign(const ast::Assign& node) override {
    if (const auto* v = ast::as<ast::VarRef>(node.lhs)) {
      ast::ReadsVariable reads(v->name);
      reads.visit(node.rhs);
      const auto* from = ast::as<ast::VarRef>(node.rhs);
      const auto* call = ast::as<ast::Call>(node.rhs);
      bool copy = from && std::find(names.begin(), names.end(), from->name) != names.end();
      bool extremum = call && (call->name == "max" || call->name == "min");  // exact: no rounding
      if ((reads.found || copy) && !extremum && std::find(names.begin(), names.end(), v->name) == names.end())
        names.push_back(v->name);
    }
    ast::Visitor::visit_Assign(node);
  }
};

// Reads of the arrays in `renamed` go to their copies of initial values.
class ReadInitialValues : public ast::Mutator {
 public:
  explicit ReadInitialValues(const std::map<std::string, std::string>& renamed) : renamed_(renamed) {}

 protected:
  Expr mutate_ArrayRef(const ast::ArrayRef& node, const Expr& self) override {
    auto it = renamed_.find(node.name);
    if (it == renamed_.end()) return ast::Mutator::mutate_ArrayRef(node, self);
    std::vector<Expr> indices;
    for (const Expr& i : node.indices) indices.push_back(mutate(i));
    return ast::ArrayRef::make(it->second, indices, node.loc);
  }
  Expr mutate_LinearRef(const ast::LinearRef& node, const Expr& self) override {
    auto it = renamed_.find(node.name);
    if (it == renamed_.end()) return ast::Mutator::mutate_LinearRef(node, self);
    return ast::LinearRef::make(it->second, mutate(node.offset), node.loc);
  }

 private:
  const std::map<std::string, std::string>& renamed_;
};

// A time loop: a loop at the top of the subroutine around loops, whose variable indexes
// no array in it (every step does the same work on what the step before left; a
// statement on scalars beside the nests may read the variable, `elapsed = dt * t`).
bool is_time_loop(const Stmt& s) {
  const auto* d = ast::as<ast::Do>(s);
  return d && st::is_time_loop(*d);
}

class MagnitudePass {
 public:
  MagnitudePass(const ast::Subroutine& sub, const SymbolTable& symbols)
      : types_(TypeEnv::of(symbols)), symbols_(symbols) {
    types_.add_names_of(sub.body);
    taken_ = names_used(sub.body);
    for (const auto& [name, symbol] : symbols.all()) taken_.insert(name);
    InPlaceArrays arrays;
    arrays.visit(sub.body);
    for (const std::string& name : arrays.written) {
      if (!arrays.read.count(name)) continue;
      std::string copy = fresh_name(name + "_value", taken_);
      value_copies_[name] = copy;
      types_.set(copy, types_.of_name(name));
    }
  }

  const std::map<std::string, std::string>& value_copies() const { return value_copies_; }
  // The loop variables of the refreshing loops (time_loop_step).
  const std::vector<std::string>& loop_variables() const { return loop_variables_; }

  // The whole body, for a subroutine whose scalar arguments `results` it writes (a
  // reduction's result): each starts from the magnitude the caller passes in it (the
  // magnitude of its initial value) and ends holding its magnitude, not its value, as
  // an array the original writes does.
  //
  // A result accumulated term by term (a sum) also carries the bound of the rounding
  // error the original's own order of summation makes: each addition rounds by at most
  // half an ulp of the running value, so the errors add up to at most eps/2 times the
  // sum of the running values' magnitudes. That bound, in units of the harness's tolerance
  // (ST_TOLERANCE_UNITS, 64, in check_main.c), is added to the result's magnitude, so
  // that a variant that sums more accurately, or in another order, is not taken for a
  // wrong one however many terms there are.
  StmtList body(const StmtList& list, const std::vector<std::string>& results) {
    StmtList out;
    Accumulated accumulated;
    accumulated.visit(list);
    for (const std::string& name : accumulated.names) {
      if (!types_.of_name(name).is_real()) continue;
      ScalarType t = types_.of_name(name);
      errors_[name] = fresh_name(name + "_err", taken_);
      out.push_back(ast::Let::make(errors_[name], t, ast::RealLit::make(0.0, t.kind, "", {}), {}));
    }
    for (const std::string& r : results) {
      if (types_.of_name(r).is_real()) {
        out.push_back(ast::Let::make(companion(r), types_.of_name(r), abs_of(ast::VarRef::make(r)), {}));
      }
    }
    // A later statement that reads an array an earlier one wrote reads the magnitudes
    // written there (what it needs: the magnitude of what it reads), not the array's
    // initial values.
    active_copies_ = value_copies_;
    for (const Stmt& statement : list) {
      StmtList rest = is_time_loop(statement) ? time_loop(*ast::as<ast::Do>(statement)) : stmts({statement});
      out.insert(out.end(), rest.begin(), rest.end());
      InPlaceArrays arrays;
      arrays.visit(StmtList{statement});
      for (const std::string& name : arrays.written) active_copies_.erase(name);
    }
    for (const std::string& r : results) {
      // An integer result is exact: only its sign would say "not written".
      ScalarType t = types_.of_name(r);
      Expr value = t.is_real() ? ast::VarRef::make(companion(r)) : abs_of(ast::VarRef::make(r));
      auto err = errors_.find(r);
      if (err != errors_.end()) {
        value = add(value, mul(ast::VarRef::make(err->second), ast::RealLit::make(1.0 / 64, t.kind, "", {})));
      }
      out.push_back(ast::Assign::make(ast::VarRef::make(r), value, {}));
    }
    return out;
  }

  // A time loop's reads of an array updated in place go to its copy of values as at
  // the top level, but each step reads what the one before left: after each statement
  // of the loop, the copy of every array it wrote is refreshed to at least the
  // magnitudes written (copy = max(magnitude, |copy|), which keeps the values where
  // nothing was written: there the magnitude array holds -1).
  StmtList time_loop(const ast::Do& loop) {
    StmtList body;
    for (const Stmt& s : loop.body) {
      StmtList done = stmts({s});
      body.insert(body.end(), done.begin(), done.end());
      InPlaceArrays arrays;
      arrays.visit(StmtList{s});
      for (const std::string& name : arrays.written) {
        auto copy = value_copies_.find(name);
        if (copy != value_copies_.end()) body.push_back(refresh(name, copy->second));
      }
    }
    return {ast::Do::make(loop.var, loop.lower, loop.upper, loop.step, body, loop.loc)};
  }

  // copy(i, j, ...) = max(array(i, j, ...), abs(copy(i, j, ...))) over the declared bounds.
  Stmt refresh(const std::string& array, const std::string& copy) {
    const Symbol* s = symbols_.find(array);
    internal_assert(s && s->kind == SymbolKind::Array) << "'" << array << "' is not an array";
    while (static_cast<int>(loop_variables_.size()) < s->rank())
      loop_variables_.push_back(fresh_name("st_r" + std::to_string(loop_variables_.size() + 1), taken_));
    std::vector<Expr> index;
    index.reserve(static_cast<size_t>(s->rank()));
    for (int d = 0; d < s->rank(); ++d) index.push_back(ast::VarRef::make(loop_variables_[static_cast<size_t>(d)]));
    Expr value =
        ast::Call::make("max", {ast::ArrayRef::make(array, index), abs_of(ast::ArrayRef::make(copy, index))}, s->loc);
    Stmt body = ast::Assign::make(ast::ArrayRef::make(copy, index), value, s->loc);
    for (int d = 0; d < s->rank(); ++d) {
      body = ast::Do::make(loop_variables_[static_cast<size_t>(d)], s->lower(d), s->dims[static_cast<size_t>(d)].upper,
                           nullptr, {body}, s->loc);
    }
    return body;
  }

  StmtList stmts(const StmtList& list) {
    StmtList out;
    ReadInitialValues initial(active_copies_);
    for (const Stmt& s : list) {
      if (const auto* d = ast::as<ast::Do>(s)) {
        out.push_back(ast::Do::make(d->var, d->lower, d->upper, d->step, stmts(d->body), d->loc));
      } else if (const auto* a = ast::as<ast::Assign>(s)) {
        Expr rhs = initial.mutate(a->rhs);
        if (const auto* v = ast::as<ast::VarRef>(a->lhs)) {
          out.push_back(ast::Assign::make(a->lhs, rhs, a->loc));
          if (is_real(a->lhs))
            out.push_back(ast::Let::make(companion(v->name), types_.of_name(v->name), m(rhs), a->loc));
          auto err = errors_.find(v->name);
          if (err != errors_.end()) {
            // A copy takes the bound of what it copies; an update adds its running magnitude.
            const auto* from = ast::as<ast::VarRef>(rhs);
            auto copied = from ? errors_.find(from->name) : errors_.end();
            Expr bound = copied != errors_.end() && from->name != v->name
                             ? ast::VarRef::make(copied->second)
                             : add(ast::VarRef::make(err->second), abs_of(ast::VarRef::make(v->name)));
            out.push_back(ast::Let::make(err->second, types_.of_name(v->name), bound, a->loc));
          }
        } else {
          out.push_back(ast::Assign::make(a->lhs, m(rhs), a->loc));
        }
      } else if (const auto* l = ast::as<ast::Let>(s)) {
        Expr value = initial.mutate(l->value);
        out.push_back(ast::Let::make(l->name, l->type, value, l->loc));
        if (l->type.is_real()) out.push_back(ast::Let::make(companion(l->name), l->type, m(value), l->loc));
      } else {
        internal_assert(false) << "statement kind " << ast::kind_name(s->kind) << " in the magnitude pass";
      }
    }
    return out;
  }

 private:
  TypeEnv types_;
  const SymbolTable& symbols_;
  std::vector<std::string> loop_variables_;
  NameSet taken_;
  std::map<std::string, std::string> companions_;     // temporary -> its magnitude's temporary
  std::map<std::string, std::string> value_copies_;   // array updated in place -> its initial values
  std::map<std::string, std::string> active_copies_;  // those not yet written by an earlier statement
  std::map<std::string, std::string> errors_;         // accumulated scalar -> its rounding bound's temporary

  std::string companion(const std::string& name) {
    auto it = companions_.find(name);
    if (it != companions_.end()) return it->second;
    std::string mag = fresh_name(name + "_mag", taken_);
    companions_[name] = mag;
    return mag;
  }

  bool is_real(const Expr& e) const { return expr_type(e, types_).is_real(); }
  ScalarType type_of(const Expr& e) const { return expr_type(e, types_); }

  static Expr abs_of(const Expr& e) { return ast::Call::make("abs", {e}, e->loc); }
  static Expr add(const Expr& a, const Expr& b) { return ast::Binary::make(BinaryOp::Add, a, b, a->loc); }
  static Expr mul(const Expr& a, const Expr& b) { return ast::Binary::make(BinaryOp::Mul, a, b, a->loc); }
  static Expr div(const Expr& a, const Expr& b) { return ast::Binary::make(BinaryOp::Div, a, b, a->loc); }
  // 1 in the kind of `e`, so that a single-precision magnitude stays single.
  Expr one_like(const Expr& e) const { return ast::RealLit::make(1.0, type_of(e).kind, "", e->loc); }

  Expr m(const Expr& e) {
    if (!is_real(e)) {
      if (const auto* i = ast::as<ast::IntLit>(e))
        return ast::IntLit::make(i->value < 0 ? -i->value : i->value, e->loc);
      return abs_of(e);
    }
    switch (e->kind) {
      case ast::NodeKind::RealLit: {
        const auto* r = ast::as<ast::RealLit>(e);
        if (r->value >= 0) return e;
        return ast::RealLit::make(-r->value, r->type_kind, "", e->loc);
      }
      case ast::NodeKind::VarRef: {
        const std::string& name = ast::as<ast::VarRef>(e)->name;
        auto it = companions_.find(name);
        if (it != companions_.end()) return ast::VarRef::make(it->second, e->loc);
        return abs_of(e);
      }
      case ast::NodeKind::ArrayRef:
      case ast::NodeKind::LinearRef: return abs_of(e);
      case ast::NodeKind::Unary: return m(ast::as<ast::Unary>(e)->operand);
      case ast::NodeKind::Binary: return binary(e, *ast::as<ast::Binary>(e));
      case ast::NodeKind::Call: return call(e, *ast::as<ast::Call>(e));
      default: internal_assert(false) << "expression kind " << ast::kind_name(e->kind) << " in the magnitude pass";
    }
    return e;
  }

  Expr binary(const Expr& e, const ast::Binary& b) {
    switch (b.op) {
      case BinaryOp::Add:
      case BinaryOp::Sub: return add(m(b.lhs), m(b.rhs));
      case BinaryOp::Mul: return mul(m(b.lhs), m(b.rhs));
      case BinaryOp::Div: return div(add(m(b.lhs), mul(abs_of(e), m(b.rhs))), abs_of(b.rhs));
      case BinaryOp::Pow: {
        if (const auto* n = ast::as<ast::IntLit>(b.rhs)) {
          if (n->value >= 0) return ast::Binary::make(BinaryOp::Pow, m(b.lhs), b.rhs, e->loc);
        }
        // |a**b| (1 + |b| m(a)/|a| [+ |log|a|| m(b) when b is real])
        Expr relative = mul(abs_of(b.rhs), div(m(b.lhs), abs_of(b.lhs)));
        if (is_real(b.rhs)) {
          relative = add(relative, mul(abs_of(ast::Call::make("log", {abs_of(b.lhs)}, e->loc)), m(b.rhs)));
        }
        return mul(abs_of(e), add(one_like(e), relative));
      }
    }
    return e;
  }

  Expr call(const Expr& e, const ast::Call& c) {
    if (int kind = ast::conversion_kind(c)) {
      // The argument's magnitude in the new kind, and the rounding of a narrowing.
      Expr converted = ast::Call::make("real", {m(c.args[0]), c.args[1]}, e->loc);
      return kind == 8 && is_real(c.args[0]) ? converted : add(converted, abs_of(e));
    }
    if (c.name == "abs") return m(c.args.at(0));
    if (c.name == "sqrt") {
      const Expr& a = c.args.at(0);
      Expr root = ast::Call::make("sqrt", {abs_of(a)}, e->loc);
      return add(root, div(m(a), mul(ast::IntLit::make(2, e->loc), root)));
    }
    if (c.name == "exp") return mul(e, add(one_like(e), m(c.args.at(0))));
    if (c.name == "log") return add(abs_of(e), div(m(c.args.at(0)), abs_of(c.args.at(0))));
    if (c.name == "sin" || c.name == "cos") return add(abs_of(e), m(c.args.at(0)));
    if (c.name == "min" || c.name == "max") {
      std::vector<Expr> mags;
      for (const Expr& a : c.args) mags.push_back(m(a));
      return ast::Call::make("max", mags, e->loc);
    }
    internal_assert(false) << "intrinsic '" << c.name << "' in the magnitude pass";
    return e;
  }
};

}  // namespace

Magnitudes magnitude_subroutine(const ast::Subroutine& sub, const SymbolTable& symbols) {
  MagnitudePass pass(sub, symbols);
  Magnitudes result;
  result.sub = sub;
  // The scalar arguments the subroutine assigns.
  BodyFacts facts;
  facts.visit(sub.body);
  std::vector<std::string> results;
  for (const std::string& name : symbols.dummies()) {
    const Symbol* s = symbols.find(name);
    if (s && s->kind == SymbolKind::Scalar && facts.assigned_scalars.count(name)) results.push_back(name);
  }
  result.sub.body = pass.body(sub.body, results);
  for (const auto& [array, copy] : pass.value_copies()) {
    const Symbol* s = symbols.find(array);
    internal_assert(s && s->kind == SymbolKind::Array) << "'" << array << "' is assigned but is not an array";
    result.sub.params.push_back({copy, s->loc});
    ast::Declaration d;
    d.type = s->type;
    d.loc = s->loc;
    // A time loop refreshes it step by step: the caller passes a scratch copy.
    d.intent = ast::Intent::InOut;
    d.entities.push_back({copy, s->loc, s->dims, nullptr});
    result.sub.decls.push_back(d);
    result.value_arguments.emplace_back(copy, array);
  }
  if (!pass.loop_variables().empty()) {
    ast::Declaration counters;
    counters.type = ast::ScalarType::integer(8);
    for (const std::string& v : pass.loop_variables()) counters.entities.push_back({v, {}, {}, nullptr});
    result.sub.decls.push_back(counters);
  }
  return result;
}

}  // namespace st
