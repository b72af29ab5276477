#include "analysis/scalar_definitions.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <string>

#include "analysis/stencil_info.h"
#include "ast/printer.h"
#include "ast/visitor.h"
#include "frontend/diagnostics.h"
#include "transforms/expr_type.h"
#include "transforms/substitute.h"

namespace st {

namespace {

// How many times each scalar is assigned, a loop's variable counting as assigned.
class WriteCounter : public ast::Visitor {
 public:
  std::map<std::string, int> writes;
  std::map<std::string, int> loop_lines;  // each loop variable: the line of its first loop

 protected:
  void visit_Assign(const ast::Assign& a) override {
    if (const auto* v = ast::as<ast::VarRef>(a.lhs)) ++writes[v->name];
    ast::Visitor::visit_Assign(a);
  }
  void visit_Do(const ast::Do& d) override {
    ++writes[d.var];
    loop_lines.emplace(d.var, d.loc.begin.line);
    ast::Visitor::visit_Do(d);
  }
};

// The first read of scalar `name`; an assignment's own left-hand side is not a read.
class FirstRead : public ast::Visitor {
 public:
  explicit FirstRead(const std::string& name) : name_(name) {}
  const ast::VarRef* found = nullptr;

 protected:
  void visit_Assign(const ast::Assign& a) override {
    if (const auto* lhs = ast::as<ast::ArrayRef>(a.lhs)) {
      for (const ast::Expr& i : lhs->indices) visit(i);
    }
    visit(a.rhs);
  }
  void visit_VarRef(const ast::VarRef& v) override {
    if (!found && v.name == name_) found = &v;
  }

 private:
  const std::string& name_;
};

// A statement in the order the subroutine runs it; a time loop appears as its bounds
// (`header`) and then each statement of its body.
// The scalars an expression or statement reads.
class ReadNames : public ast::Visitor {
 public:
  std::set<std::string> names;

 protected:
  void visit_VarRef(const ast::VarRef& node) override { names.insert(node.name); }
};

struct Placed {
  const ast::Stmt* stmt;
  bool header;
  bool statement_level;  // at the top level or in the time loop's body, not in a nest
};

const ast::VarRef* first_read(const Placed& p, const std::string& name) {
  FirstRead find(name);
  if (p.header) {
    const auto& loop = *ast::as<ast::Do>(*p.stmt);
    find.visit(loop.lower);
    find.visit(loop.upper);
    if (loop.step) find.visit(loop.step);
  } else {
    find.visit(*p.stmt);
  }
  return find.found;
}

bool is_literal(const ast::Expr& e) {
  if (const auto* u = ast::as<ast::Unary>(e)) return is_literal(u->operand);
  return ast::as<ast::IntLit>(e) || ast::as<ast::RealLit>(e);
}

// A literal, possibly negated, converted to `type`: the value Fortran's assignment
// gives it (a default-kind 0.1 stored into a real(8) is the float nearest 0.1).
ast::Expr converted_literal(const ast::Expr& e, ast::ScalarType type) {
  if (const auto* u = ast::as<ast::Unary>(e)) {
    ast::Expr inner = converted_literal(u->operand, type);
    return inner ? ast::Unary::make(u->op, inner, e->loc) : nullptr;
  }
  if (!type.is_real()) return nullptr;  // truncation to an integer: not a definition we take
  double value = 0;
  if (const auto* i = ast::as<ast::IntLit>(e)) {
    value = static_cast<double>(i->value);
  } else if (const auto* r = ast::as<ast::RealLit>(e)) {
    value = ast::literal_value(*r);
  } else {
    return nullptr;
  }
  if (type.kind == 4) {
    // Outside float's normal range the conversion overflows (gfortran refuses the
    // original) or is subnormal: not a value this pass prints.
    const double magnitude = std::fabs(value);
    if (magnitude > static_cast<double>(std::numeric_limits<float>::max()) ||
        (magnitude != 0 && magnitude < static_cast<double>(std::numeric_limits<float>::min()))) {
      return nullptr;
    }
    value = static_cast<double>(static_cast<float>(value));
  }
  return ast::RealLit::make(value, type.kind, "", e->loc);
}

// Whether a tree has more than `limit` nodes, counted without walking past the limit:
// a chain of definitions (`a2 = a1*a1`, `a3 = a2*a2`, ...) doubles its value's size
// with each local.
bool larger_than(const ast::Expr& e, int limit) {
  class Count : public ast::Visitor {
   public:
    explicit Count(int l) : left_(l) {}
    bool over() const { return left_ < 0; }

   protected:
    void visit_VarRef(const ast::VarRef&) override { --left_; }
    void visit_IntLit(const ast::IntLit&) override { --left_; }
    void visit_RealLit(const ast::RealLit&) override { --left_; }
    void visit_Unary(const ast::Unary& u) override {
      if (--left_ >= 0) ast::Visitor::visit_Unary(u);
    }
    void visit_Binary(const ast::Binary& b) override {
      if (--left_ >= 0) ast::Visitor::visit_Binary(b);
    }
    void visit_Call(const ast::Call& c) override {
      if (--left_ >= 0) ast::Visitor::visit_Call(c);
    }

   private:
    int left_;
  };
  Count count(limit);
  count.visit(e);
  return count.over();
}

// The most nodes a value put in place of a local's reads may have.
constexpr int max_definition_nodes = 2000;

class Inliner {
 public:
  Inliner(const ast::Subroutine& sub, const SymbolTable& symbols)
      : sub_(sub), symbols_(symbols), types_(TypeEnv::of(symbols)) {
    WriteCounter counter;
    counter.visit(sub.body);
    writes_ = std::move(counter.writes);
    loop_lines_ = std::move(counter.loop_lines);
    for (const ast::Stmt& s : sub.body) {
      const auto* loop = ast::as<ast::Do>(s);
      if (!loop || !is_time_loop(*loop)) {
        placed_.push_back({&s, false, !loop});
        continue;
      }
      placed_.push_back({&s, true, false});
      for (const ast::Stmt& inner : loop->body) placed_.push_back({&inner, false, !ast::as<ast::Do>(inner)});
    }
    // What the nests need: what they read, and what the statements giving those values
    // read. A local no nest needs is not put in place of its reads: it is a statement
    // beside the nests (analysis/scalar_statements.h), `f = dt * t` in a step.
    for (const Placed& p : placed_) {
      if (p.statement_level) continue;
      ReadNames reads;
      if (p.header) {  // the time loop: its bounds
        const auto& loop = *ast::as<ast::Do>(*p.stmt);
        for (const ast::Expr& e : {loop.lower, loop.upper, loop.step}) {
          if (e) reads.visit(e);
        }
      } else {
        reads.visit(*p.stmt);
      }
      needed_.insert(reads.names.begin(), reads.names.end());
    }
    for (bool grew = true; grew;) {
      grew = false;
      for (const Placed& p : placed_) {
        const auto* assign = p.statement_level ? ast::as<ast::Assign>(*p.stmt) : nullptr;
        const auto* target = assign ? ast::as<ast::VarRef>(assign->lhs) : nullptr;
        if (!target || !needed_.count(target->name)) continue;
        ReadNames reads;
        reads.visit(assign->rhs);
        for (const std::string& n : reads.names) grew = needed_.insert(n).second || grew;
      }
    }
  }

  InlinedDefinitions run() {
    InlinedDefinitions out;
    for (size_t p = 0; p < placed_.size(); ++p) {
      if (!placed_[p].statement_level) continue;
      const auto* assign = ast::as<ast::Assign>(*placed_[p].stmt);
      const auto* local = assign ? ast::as<ast::VarRef>(assign->lhs) : nullptr;
      if (!local || !defines(*local) || !needed_.count(local->name)) continue;
      out.definitions.push_back(definition(p, *assign, *local));
      defined_[local->name] = out.definitions.back().value;
      dropped_.push_back(placed_[p].stmt->get());
    }
    out.sub = sub_;
    if (out.definitions.empty()) return out;
    out.sub.body = without_definitions(sub_.body);
    for (const ScalarDefinition& d : out.definitions) out.sub.body = substitute(out.sub.body, d.name, d.value);
    return out;
  }

 private:
  const ast::Subroutine& sub_;
  const SymbolTable& symbols_;
  TypeEnv types_;
  std::map<std::string, int> writes_;
  std::map<std::string, int> loop_lines_;
  std::vector<Placed> placed_;
  std::map<std::string, ast::Expr> defined_;  // each value with the earlier ones in place
  std::vector<const ast::StmtNode*> dropped_;
  std::set<std::string> needed_;

  // A local scalar assigned by this statement alone: what the pass takes, or refuses
  // with the reason.
  bool defines(const ast::VarRef& local) const {
    const Symbol& s = symbols_.lookup(local.name, local.loc);
    return s.kind == SymbolKind::Scalar && !s.is_dummy && writes_.at(local.name) == 1;
  }

  ScalarDefinition definition(size_t at, const ast::Assign& assign, const ast::VarRef& local) {
    const std::string& name = local.name;
    auto refuse = [&](const SourceRange& where, const std::string& why) {
      throw UserError(where, "local '" + name + "' is given its value once, outside the nests, so stenciltune puts " +
                                 "that value in place of its reads; but " + why);
    };
    for (size_t p = 0; p < at; ++p) {
      if (const ast::VarRef* read = first_read(placed_[p], name)) {
        refuse(read->loc, "it is read here before line " + std::to_string(assign.loc.begin.line) +
                              " gives it its value (give it its value before the first statement that reads it)");
      }
    }
    check_value(assign.rhs, refuse);
    ast::Expr value = assign.rhs;
    for (const auto& [earlier, v] : defined_) {
      value = substitute(value, earlier, v);
      if (larger_than(value, max_definition_nodes)) {
        refuse(assign.rhs->loc, "its value, with the locals it reads in place, has more than " +
                                    std::to_string(max_definition_nodes) +
                                    " operations and operands (pass it as an argument instead)");
      }
    }
    const ast::ScalarType type = symbols_.lookup(name, local.loc).type;
    const ast::ScalarType has = expr_type(value, types_);
    if (!(has == type)) {
      ast::Expr literal = converted_literal(value, type);
      if (!literal && !type.is_real()) {
        refuse(assign.rhs->loc, "its value is " + ast::type_name(has) + " and '" + name + "' is " +
                                    ast::type_name(type) + ", so each read would compute in another kind " +
                                    "than the original; declare '" + name + "' " + ast::type_name(has) +
                                    " or pass it as an argument");
      }
      if (!literal && is_literal(value)) {
        refuse(assign.rhs->loc, "its value is outside the normal range of " + ast::type_name(type));
      }
      if (!literal) {
        refuse(assign.rhs->loc, "its value is " + ast::type_name(has) + " and '" + name + "' is " +
                                    ast::type_name(type) + ", so each read would compute in another precision " +
                                    "than the original; write the value in " + ast::type_name(type) +
                                    " (with d0 literals for real(8))");
      }
      value = literal;
    }
    return {name, value, assign.loc};
  }

  // Literals, parameters, scalar arguments that nothing writes and the locals defined
  // before: a value every read gives alike.
  template <typename Refuse>
  void check_value(const ast::Expr& value, const Refuse& refuse) const {
    class Check : public ast::Visitor {
     public:
      Check(const Inliner& in, const Refuse& r) : in_(in), refuse_(r) {}

     protected:
      void visit_ArrayRef(const ast::ArrayRef& a) override {
        in_.symbols_.lookup_array(a.name, a.loc);
        refuse_(a.loc, "its value reads array '" + a.name + "' (only scalars and literals are put in its place)");
      }
      void visit_VarRef(const ast::VarRef& v) override {
        if (in_.defined_.count(v.name)) return;
        const Symbol& s = in_.symbols_.lookup(v.name, v.loc);
        if (s.kind == SymbolKind::Parameter) return;
        if (s.kind == SymbolKind::Array) {
          refuse_(v.loc, "its value reads array '" + v.name + "' (only scalars and literals are put in its place)");
        }
        const bool written = in_.writes_.count(v.name) != 0;
        if (s.is_dummy && !written && s.intent != ast::Intent::Out) return;
        if (s.is_dummy && !written) {
          refuse_(v.loc, "its value reads '" + v.name + "', which is intent(out): undefined when the call starts");
        }
        if (s.is_dummy) {
          refuse_(v.loc, "its value reads '" + v.name + "', which the subroutine changes, so reads at other " +
                             "places would see other values");
        }
        auto loop = in_.loop_lines_.find(v.name);
        if (loop != in_.loop_lines_.end()) {
          refuse_(v.loc, "its value reads '" + v.name + "', the variable of the loop at line " +
                             std::to_string(loop->second) + ", which changes from one iteration to the next");
        }
        refuse_(v.loc, "its value reads local '" + v.name + "', which is not given one value before this " +
                           "statement (only literals, parameters, scalar arguments that nothing writes and such " +
                           "locals are put in its place)");
      }

     private:
      const Inliner& in_;
      const Refuse& refuse_;
    };
    Check check(*this, refuse);
    check.visit(value);
  }

  ast::StmtList without_definitions(const ast::StmtList& body) const {
    ast::StmtList kept;
    for (const ast::Stmt& s : body) {
      if (std::find(dropped_.begin(), dropped_.end(), s.get()) != dropped_.end()) continue;
      const auto* loop = ast::as<ast::Do>(s);
      if (loop && is_time_loop(*loop)) {
        ast::StmtList inner = without_definitions(loop->body);
        if (inner.size() != loop->body.size()) {
          kept.push_back(ast::Do::make(loop->var, loop->lower, loop->upper, loop->step, std::move(inner), loop->loc));
          continue;
        }
      }
      kept.push_back(s);
    }
    return kept;
  }
};

}  // namespace

InlinedDefinitions inline_scalar_definitions(const ast::Subroutine& sub, const SymbolTable& symbols) {
  return Inliner(sub, symbols).run();
}

}  // namespace st
