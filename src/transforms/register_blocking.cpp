#include "transforms/register_blocking.h"

#include <algorithm>
#include <map>
#include <optional>

#include "analysis/affine.h"
#include "ast/equal.h"
#include "ast/mutator.h"
#include "ast/visitor.h"
#include "transforms/integer_form.h"
#include "transforms/substitute.h"

namespace st {

namespace {

using namespace ast;

class LetNames : public Visitor {
 public:
  std::vector<std::string> names;

 protected:
  void visit_Let(const Let& node) override {
    if (std::find(names.begin(), names.end(), node.name) == names.end()) names.push_back(node.name);
    Visitor::visit_Let(node);
  }
};

class LetRenamer : public Mutator {
 public:
  explicit LetRenamer(const std::map<std::string, std::string>& r) : renames(r) {}
  const std::map<std::string, std::string>& renames;

 protected:
  Expr mutate_VarRef(const VarRef& node, const Expr& self) override {
    auto it = renames.find(node.name);
    return it == renames.end() ? self : VarRef::make(it->second, node.loc);
  }
  Stmt mutate_Let(const Let& node, const Stmt& self) override {
    Expr value = mutate(node.value);
    auto it = renames.find(node.name);
    if (it == renames.end() && value == node.value) return self;
    return Let::make(it == renames.end() ? node.name : it->second, node.type, value, node.loc);
  }
};

bool same_header(const Do& a, const Do& b) {
  return a.var == b.var && equal(a.lower, b.lower) && equal(a.upper, b.upper) && equal(a.step, b.step);
}

// The copies fused: where every copy is the same sequence of loops with the same
// headers, one loop per place with the copies jammed inside; otherwise the copies in
// order. Fusing reorders points only, which the nest allows.
StmtList jam(const std::vector<StmtList>& copies) {
  const StmtList& first = copies.front();
  bool fusable = !first.empty();
  for (const StmtList& copy : copies) {
    if (!fusable) break;
    if (copy.size() != first.size()) {
      fusable = false;
      break;
    }
    for (size_t p = 0; p < copy.size() && fusable; ++p) {
      const auto* a = as<Do>(first[p]);
      const auto* b = as<Do>(copy[p]);
      fusable = a && b && same_header(*a, *b);
    }
  }
  StmtList out;
  if (!fusable) {
    for (const StmtList& copy : copies) out.insert(out.end(), copy.begin(), copy.end());
    return out;
  }
  for (size_t p = 0; p < first.size(); ++p) {
    std::vector<StmtList> bodies;
    bodies.reserve(copies.size());
    for (const StmtList& copy : copies) bodies.push_back(as<Do>(copy[p])->body);
    const auto* loop = as<Do>(first[p]);
    out.push_back(Do::make(loop->var, loop->lower, loop->upper, loop->step, jam(bodies), loop->loc));
  }
  return out;
}

Expr plus(const Expr& e, long long k, const SourceRange& loc) {
  return normalise_integer(Binary::make(BinaryOp::Add, e, IntLit::make(k, loc), loc));
}

class Unroller : public Mutator {
 public:
  explicit Unroller(const RegisterBlock& b) : block_(b), taken_(b.taken) {}
  using Mutator::mutate;

  StmtList mutate(const StmtList& stmts) override {
    StmtList out;
    for (const Stmt& s : stmts) {
      const auto* loop = as<Do>(s);
      if (loop && factor(*loop) > 1) {
        StmtList unrolled = unroll(*loop, factor(*loop));
        out.insert(out.end(), unrolled.begin(), unrolled.end());
      } else {
        out.push_back(mutate(s));
      }
    }
    return out;
  }

 private:
  const RegisterBlock& block_;
  NameSet taken_;

  static std::optional<long long> constant_step(const Do& loop) {
    if (!loop.step) return 1;
    if (const auto* lit = as<IntLit>(loop.step); lit && lit->value > 0) return lit->value;
    return std::nullopt;
  }

  long long factor(const Do& loop) const {
    auto it = std::find(block_.grid_vars.begin(), block_.grid_vars.end(), loop.var);
    if (it == block_.grid_vars.end() || !constant_step(loop)) return 1;
    auto dim = static_cast<size_t>(it - block_.grid_vars.begin());
    return dim < block_.factors.size() ? block_.factors[dim] : 1;
  }

  // The copy for point var+offset, its temporaries renamed apart from copy 0's.
  StmtList copy_of(const StmtList& body, const Do& loop, long long offset, long long index) {
    StmtList copy = substitute(body, loop.var, plus(VarRef::make(loop.var, loop.loc), offset, loop.loc));
    LetNames lets;
    lets.visit(copy);
    if (lets.names.empty()) return copy;
    std::map<std::string, std::string> renames;
    for (const std::string& name : lets.names) renames[name] = fresh_name(name + "_" + std::to_string(index), taken_);
    LetRenamer renamer(renames);
    return renamer.mutate(copy);
  }

  StmtList unroll(const Do& loop, long long r) {
    long long step = *constant_step(loop);
    const SourceRange& loc = loop.loc;
    StmtList body = mutate(loop.body);
    std::vector<StmtList> copies{body};
    for (long long m = 1; m < r; ++m) copies.push_back(copy_of(body, loop, m * step, m));

    // hi - lo + s: the trip count times s when it is not negative.
    Expr span = normalise_integer(Binary::make(BinaryOp::Add, Binary::make(BinaryOp::Sub, loop.upper, loop.lower, loc),
                                               IntLit::make(step, loc), loc));
    Expr main_upper = plus(loop.upper, -(r - 1) * step, loc);
    Expr first_left = normalise_integer(
        Binary::make(BinaryOp::Add, loop.lower,
                     Binary::make(BinaryOp::Mul, Binary::make(BinaryOp::Div, span, IntLit::make(r * step, loc), loc),
                                  IntLit::make(r * step, loc), loc),
                     loc));

    bool keep_main = true;
    bool keep_remainder = true;
    if (auto s = affine_form(span); s && s->is_constant()) {
      long long trips = s->constant > 0 ? s->constant / step : 0;
      keep_main = trips / r > 0;
      keep_remainder = trips % r > 0 || !keep_main;
    }
    StmtList out;
    if (keep_main)
      out.push_back(Do::make(loop.var, loop.lower, main_upper, IntLit::make(r * step, loc), jam(copies), loc));
    if (keep_remainder) out.push_back(Do::make(loop.var, first_left, loop.upper, loop.step, body, loc));
    return out;
  }
};

}  // namespace

StmtList register_block(const StmtList& stmts, const RegisterBlock& block) {
  RegisterBlock b = block;
  NameSet used = names_used(stmts);
  b.taken.insert(used.begin(), used.end());
  Unroller unroller(b);
  return unroller.mutate(stmts);
}

}  // namespace st
