#include "transforms/cse.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <set>
#include <vector>

#include "ast/mutator.h"
#include "transforms/integer_form.h"

namespace st {

namespace {

using namespace ast;

// A value number's definition: an operation on the value numbers of its operands, or
// a name at one version (every assignment to a name makes a new version).
struct ValueKey {
  NodeKind kind;
  long long number;  // literal value or bits, operator, version
  int type_kind;
  std::string name;
  std::vector<int> operands;
  // NOLINTNEXTLINE(modernize-use-nullptr): clang-tidy 14 misreads a defaulted <=>.
  auto operator<=>(const ValueKey&) const = default;
};

struct Occurrence {
  int value;
  int parent;  // the nearest enclosing candidate occurrence, or -1
};

struct Numbered {
  int value;
  ScalarType type;
  bool loads;  // reads an array element
};

// Value numbering and rewriting of one run of straight-line statements.
class Segment {
 public:
  Segment(const StmtList& s, TypeEnv& t, NameSet& n, int& c) : stmts_(s), types_(t), taken_(n), counter_(c) {}

  StmtList run() {
    for (const Stmt& s : stmts_) number_statement(s);
    choose();
    if (chosen_.empty()) return stmts_;
    StmtList out;
    for (size_t k = 0; k < stmts_.size(); ++k) rewrite_statement(k, out);
    return out;
  }

 private:
  const StmtList& stmts_;
  TypeEnv& types_;
  NameSet& taken_;
  int& counter_;

  std::map<ValueKey, int> table_;
  std::vector<int> heights_;  // per value number
  std::map<std::string, long long> versions_;
  std::vector<Occurrence> occurrences_;
  std::vector<std::map<const ExprNode*, int>> node_values_;  // per statement: candidate node -> value
  std::set<int> chosen_;
  std::map<int, std::string> temporaries_;

  int value_of(ValueKey key, int height) {
    auto [it, inserted] = table_.emplace(std::move(key), static_cast<int>(heights_.size()));
    if (inserted) heights_.push_back(height);
    return it->second;
  }

  long long version(const std::string& name) {
    auto it = versions_.find(name);
    return it == versions_.end() ? 0 : it->second;
  }

  // Value numbers of subscripts: integers, never candidates themselves.
  std::vector<int> number_indices(const std::vector<Expr>& indices) {
    std::vector<int> values;
    values.reserve(indices.size());
    for (const Expr& i : indices) values.push_back(number(normalise_integer(i), -1, false).value);
    return values;
  }

  Numbered number(const Expr& e, int parent, bool record) {
    ValueKey key{e->kind, 0, 0, {}, {}};
    ScalarType type = ScalarType::integer(4);
    bool loads = false;
    std::vector<Expr> children;
    switch (e->kind) {
      case NodeKind::IntLit: key.number = as<IntLit>(e)->value; break;
      case NodeKind::RealLit:
        key.number = std::bit_cast<long long>(as<RealLit>(e)->value);
        key.type_kind = as<RealLit>(e)->type_kind;
        type = ScalarType::real(key.type_kind);
        break;
      case NodeKind::VarRef:
        key.name = as<VarRef>(e)->name;
        key.number = version(key.name);
        type = types_.of_name(key.name);
        break;
      case NodeKind::ArrayRef:
        key.name = as<ArrayRef>(e)->name;
        key.number = version(key.name);
        key.operands = number_indices(as<ArrayRef>(e)->indices);
        type = types_.of_name(key.name);
        loads = true;
        break;
      case NodeKind::LinearRef:
        key.name = as<LinearRef>(e)->name;
        key.number = version(key.name);
        key.operands = number_indices({as<LinearRef>(e)->offset});
        type = types_.of_name(key.name);
        loads = true;
        break;
      case NodeKind::Unary:
        key.number = static_cast<long long>(as<Unary>(e)->op);
        children = {as<Unary>(e)->operand};
        break;
      case NodeKind::Binary:
        key.number = static_cast<long long>(as<Binary>(e)->op);
        children = {as<Binary>(e)->lhs, as<Binary>(e)->rhs};
        break;
      case NodeKind::Call:
        key.name = as<Call>(e)->name;
        children = as<Call>(e)->args;
        break;
      default: break;
    }
    int self = -1;
    if (record && !children.empty()) {
      // The children's recording needs this occurrence's index; fill it in after.
      self = static_cast<int>(occurrences_.size());
      occurrences_.push_back({-1, parent});
    }
    if (!children.empty()) {
      std::vector<Numbered> operands;
      operands.reserve(children.size());
      for (const Expr& c : children) operands.push_back(number(c, self >= 0 ? self : parent, record));
      // Unary, binary and intrinsic results all have their operands' promoted type.
      type = operands.front().type;
      for (const Numbered& n : operands) {
        type = promote(type, n.type);
        key.operands.push_back(n.value);
        loads = loads || n.loads;
      }
    } else if (record && (e->kind == NodeKind::ArrayRef || e->kind == NodeKind::LinearRef)) {
      self = static_cast<int>(occurrences_.size());
      occurrences_.push_back({-1, parent});
    }
    int value = value_of(std::move(key), e->height);
    if (self >= 0) {
      if (type.is_real() || loads) {
        occurrences_[static_cast<size_t>(self)].value = value;
        node_values_.back()[e.get()] = value;
      }
    }
    return {value, type, loads};
  }

  void number_statement(const Stmt& s) {
    node_values_.emplace_back();
    if (const auto* a = as<Assign>(s)) {
      number(a->rhs, -1, true);
      std::string target;
      if (const auto* v = as<VarRef>(a->lhs)) target = v->name;
      if (const auto* r = as<ArrayRef>(a->lhs)) target = r->name;
      if (const auto* l = as<LinearRef>(a->lhs)) target = l->name;
      ++versions_[target];
    } else if (const auto* let = as<Let>(s)) {
      number(let->value, -1, true);
      ++versions_[let->name];
    }
  }

  bool live(int occurrence, const std::vector<bool>& replaced) const {
    for (int o = occurrences_[static_cast<size_t>(occurrence)].parent; o >= 0;
         o = occurrences_[static_cast<size_t>(o)].parent) {
      if (replaced[static_cast<size_t>(o)]) return false;
    }
    return true;
  }

  // Largest values first: once a value is a temporary, its later occurrences are gone,
  // and the operands inside them no longer count.
  void choose() {
    std::map<int, std::vector<int>> by_value;
    for (size_t o = 0; o < occurrences_.size(); ++o) {
      if (occurrences_[o].value >= 0) by_value[occurrences_[o].value].push_back(static_cast<int>(o));
    }
    std::vector<int> order;
    for (const auto& [value, list] : by_value) {
      if (list.size() >= 2) order.push_back(value);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return heights_[static_cast<size_t>(a)] > heights_[static_cast<size_t>(b)]; });
    std::vector<bool> replaced(occurrences_.size(), false);
    for (int value : order) {
      std::vector<int> alive;
      for (int o : by_value[value]) {
        if (live(o, replaced)) alive.push_back(o);
      }
      if (alive.size() < 2) continue;
      chosen_.insert(value);
      for (size_t k = 1; k < alive.size(); ++k) replaced[static_cast<size_t>(alive[k])] = true;
    }
  }

  std::string next_temporary() {
    std::string name;
    do {
      name = "st_cse_" + std::to_string(counter_++);
    } while (taken_.count(name));
    taken_.insert(name);
    return name;
  }

  Expr rewrite(const Expr& e, size_t stmt, StmtList& lets) {
    const auto& values = node_values_[stmt];
    auto it = values.find(e.get());
    if (it == values.end()) return e;
    int value = it->second;
    if (chosen_.count(value)) {
      auto t = temporaries_.find(value);
      if (t != temporaries_.end()) return VarRef::make(t->second, e->loc);
    }
    Expr rebuilt = e;
    if (const auto* u = as<Unary>(e)) {
      Expr operand = rewrite(u->operand, stmt, lets);
      if (operand != u->operand) rebuilt = Unary::make(u->op, operand, u->loc);
    } else if (const auto* b = as<Binary>(e)) {
      Expr lhs = rewrite(b->lhs, stmt, lets);
      Expr rhs = rewrite(b->rhs, stmt, lets);
      if (lhs != b->lhs || rhs != b->rhs) rebuilt = Binary::make(b->op, lhs, rhs, b->loc);
    } else if (const auto* c = as<Call>(e)) {
      std::vector<Expr> args;
      for (const Expr& a : c->args) args.push_back(rewrite(a, stmt, lets));
      if (!same_nodes(args, c->args)) rebuilt = Call::make(c->name, std::move(args), c->loc);
    }
    if (!chosen_.count(value)) return rebuilt;
    std::string name = next_temporary();
    ScalarType type = expr_type(e, types_);
    types_.set(name, type);
    temporaries_[value] = name;
    lets.push_back(Let::make(name, type, rebuilt, e->loc));
    return VarRef::make(name, e->loc);
  }

  void rewrite_statement(size_t k, StmtList& out) {
    const Stmt& s = stmts_[k];
    StmtList lets;
    Stmt rewritten = s;
    if (const auto* a = as<Assign>(s)) {
      Expr rhs = rewrite(a->rhs, k, lets);
      if (rhs != a->rhs) rewritten = Assign::make(a->lhs, rhs, a->loc);
    } else if (const auto* let = as<Let>(s)) {
      Expr value = rewrite(let->value, k, lets);
      if (value != let->value) rewritten = Let::make(let->name, let->type, value, let->loc);
    }
    out.insert(out.end(), lets.begin(), lets.end());
    out.push_back(rewritten);
  }
};

class Eliminator : public Mutator {
 public:
  Eliminator(TypeEnv t, NameSet n) : types_(std::move(t)), taken_(std::move(n)) {}
  using Mutator::mutate;

  // Each run of statements between loops is one segment; loops are entered first.
  StmtList mutate(const StmtList& stmts) override {
    StmtList out;
    StmtList run;
    auto flush = [&] {
      if (run.empty()) return;
      StmtList done = Segment(run, types_, taken_, counter_).run();
      out.insert(out.end(), done.begin(), done.end());
      run.clear();
    };
    for (const Stmt& s : stmts) {
      if (as<Do>(s)) {
        flush();
        out.push_back(Mutator::mutate(s));
      } else {
        run.push_back(s);
      }
    }
    flush();
    return same_nodes(out, stmts) ? stmts : out;
  }

 private:
  TypeEnv types_;
  NameSet taken_;
  int counter_ = 1;
};

}  // namespace

StmtList eliminate_common_subexpressions(const StmtList& stmts, const CseOptions& options) {
  TypeEnv types = options.types;
  types.add_names_of(stmts);
  NameSet taken = options.taken;
  NameSet used = names_used(stmts);
  taken.insert(used.begin(), used.end());
  Eliminator eliminator(std::move(types), std::move(taken));
  return eliminator.mutate(stmts);
}

}  // namespace st
