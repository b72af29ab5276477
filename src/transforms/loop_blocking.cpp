#include "transforms/loop_blocking.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "ast/mutator.h"
#include "ast/visitor.h"
#include "transforms/integer_form.h"

namespace st {

namespace {

using namespace ast;

// Names a loop body gives values to; a loop bound that reads one cannot be hoisted.
class AssignedNames : public Visitor {
 public:
  std::set<std::string> names;

 protected:
  void visit_Assign(const Assign& node) override {
    if (const auto* v = as<VarRef>(node.lhs)) names.insert(v->name);
    Visitor::visit_Assign(node);
  }
  void visit_Let(const Let& node) override {
    names.insert(node.name);
    Visitor::visit_Let(node);
  }
  void visit_Do(const Do& node) override {
    names.insert(node.var);
    Visitor::visit_Do(node);
  }
};

class ReadsAny : public Visitor {
 public:
  explicit ReadsAny(const std::set<std::string>& n) : names(n) {}
  const std::set<std::string>& names;
  bool found = false;

 protected:
  void visit_VarRef(const VarRef& node) override { found = found || names.count(node.name) != 0; }
};

bool reads_any(const Do& loop, const std::set<std::string>& names) {
  ReadsAny reads(names);
  reads.visit(loop.lower);
  reads.visit(loop.upper);
  reads.visit(loop.step);
  return reads.found;
}

std::optional<long long> constant_step(const Do& loop) {
  if (!loop.step) return 1;
  if (const auto* lit = as<IntLit>(loop.step); lit && lit->value > 0) return lit->value;
  return std::nullopt;
}

class Blocker : public Mutator {
 public:
  explicit Blocker(const LoopBlocking& b) : blocking_(b), taken_(b.taken) {}

 protected:
  Stmt mutate_Do(const Do& node, const Stmt& self) override {
    if (grid_dim(node.var) < 0) return Mutator::mutate_Do(node, self);
    std::vector<const Do*> chain = perfect_chain(node);
    std::map<const Do*, long long> iterations;  // iterations per block of each blocked loop
    for (const Do* loop : chain) {
      if (auto n = block_iterations(*loop)) iterations[loop] = *n;
    }
    if (iterations.empty()) return Mutator::mutate_Do(node, self);

    StmtList body = mutate(chain.back()->body);
    std::map<int, Stmt> block_headers;  // by grid dimension
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
      const Do& loop = **it;
      auto n = iterations.find(&loop);
      if (n == iterations.end()) {
        body = {Do::make(loop.var, loop.lower, loop.upper, loop.step, std::move(body), loop.loc)};
        continue;
      }
      long long step = *constant_step(loop);
      Expr block_var = VarRef::make(block_var_name(loop.var), loop.loc);
      Expr last = normalise_integer(
          Binary::make(BinaryOp::Add, block_var, IntLit::make((n->second - 1) * step, loop.loc), loop.loc));
      Expr upper = Call::make("min", {last, loop.upper}, loop.loc);
      body = {Do::make(loop.var, block_var, upper, loop.step, std::move(body), loop.loc)};
      block_headers[grid_dim(loop.var)] = Do::make(block_var_name(loop.var), loop.lower, loop.upper,
                                                   IntLit::make(n->second * step, loop.loc), {}, loop.loc);
    }
    // Block loops outermost, z blocks first: wrap from the unit-stride dimension out.
    for (const auto& [dim, header] : block_headers) {
      const auto* h = as<Do>(header);
      body = {Do::make(h->var, h->lower, h->upper, h->step, std::move(body), h->loc)};
    }
    return body.front();
  }

 private:
  const LoopBlocking& blocking_;
  NameSet taken_;
  std::map<std::string, std::string> block_vars_;

  int grid_dim(const std::string& var) const {
    auto it = std::find(blocking_.grid_vars.begin(), blocking_.grid_vars.end(), var);
    return it == blocking_.grid_vars.end() ? -1 : static_cast<int>(it - blocking_.grid_vars.begin());
  }

  // The loops from `top` down that are perfectly nested, run over distinct grid
  // dimensions, and have bounds that no loop of the chain changes: those whose order
  // may be changed.
  std::vector<const Do*> perfect_chain(const Do& top) const {
    AssignedNames assigned;
    assigned.visit(top.body);
    std::set<std::string> fixed_by_chain = assigned.names;
    fixed_by_chain.insert(top.var);
    std::vector<const Do*> chain{&top};
    while (chain.back()->body.size() == 1) {
      const auto* next = as<Do>(chain.back()->body.front());
      if (!next || grid_dim(next->var) < 0 || reads_any(*next, fixed_by_chain)) break;
      bool repeated = std::any_of(chain.begin(), chain.end(), [&](const Do* d) { return d->var == next->var; });
      if (repeated) break;
      chain.push_back(next);
      fixed_by_chain.insert(next->var);
    }
    return chain;
  }

  // How many iterations of `loop` one block holds, or nothing when it is not blocked.
  std::optional<long long> block_iterations(const Do& loop) const {
    int dim = grid_dim(loop.var);
    if (dim < 0 || static_cast<size_t>(dim) >= blocking_.sizes.size()) return std::nullopt;
    long long size = blocking_.sizes[static_cast<size_t>(dim)];
    auto step = constant_step(loop);
    if (size <= 0 || !step) return std::nullopt;
    long long n = std::max<long long>(1, (size + *step - 1) / *step);
    auto lo = affine_form(loop.lower, blocking_.known);
    auto hi = affine_form(loop.upper, blocking_.known);
    if (lo && hi) {
      Affine extent = *hi - *lo;
      if (extent.is_constant()) {
        long long trips = extent.constant + *step >= 0 ? (extent.constant + *step) / *step : 0;
        if (n >= trips) return std::nullopt;
      }
    }
    return n;
  }

  std::string block_var_name(const std::string& var) {
    auto it = block_vars_.find(var);
    if (it != block_vars_.end()) return it->second;
    return block_vars_[var] = fresh_name("st_" + var + var, taken_);
  }
};

}  // namespace

StmtList block_loops(const StmtList& stmts, const LoopBlocking& blocking) {
  LoopBlocking b = blocking;
  NameSet used = names_used(stmts);
  b.taken.insert(used.begin(), used.end());
  Blocker blocker(b);
  return blocker.mutate(stmts);
}

}  // namespace st
