#include "backends/c/streaming_stores.h"

#include <algorithm>
#include <limits>

#include "ast/equal.h"
#include "ast/visitor.h"

namespace st {

namespace {

class ArraysRead : public ast::Visitor {
 public:
  std::set<std::string> names;

 protected:
  void visit_ArrayRef(const ast::ArrayRef& node) override {
    names.insert(node.name);
    ast::Visitor::visit_ArrayRef(node);
  }
  void visit_LinearRef(const ast::LinearRef& node) override {
    names.insert(node.name);
    ast::Visitor::visit_LinearRef(node);
  }
  void visit_VarRef(const ast::VarRef& node) override { names.insert(node.name); }
};

bool mentions(const ast::Expr& e, const std::string& name) {
  ArraysRead r;
  r.visit(e);
  return r.names.count(name) > 0;
}

std::optional<StreamingPlan> refuse(std::string* why, const std::string& reason) {
  if (why) *why = reason;
  return std::nullopt;
}

}  // namespace

std::optional<StreamingPlan> plan_streaming_stores(const ast::Do& loop, const std::set<std::string>& arrays,
                                                   const IntegerValues& known, std::string* why) {
  StreamingPlan plan;
  if (loop.step) {
    auto step = to_affine(loop.step, known);
    if (!step || !step->is_constant() || step->constant < 1)
      return refuse(why, "the loop's step is not a positive constant");
    plan.step = step->constant;
  }
  // Offsets of i stored per row, to check that they tile the iteration.
  std::vector<std::vector<long long>> offsets;
  for (const ast::Stmt& s : loop.body) {
    if (const auto* let = ast::as<ast::Let>(s)) {
      for (const std::string& a : arrays) {
        if (mentions(let->value, a)) return refuse(why, "the loop reads '" + a + "', which it would stream");
      }
      continue;
    }
    const auto* assign = ast::as<ast::Assign>(s);
    if (!assign) return refuse(why, "the loop holds a statement that is neither an assignment nor a temporary");
    for (const std::string& a : arrays) {
      if (mentions(assign->rhs, a)) return refuse(why, "the loop reads '" + a + "', which it would stream");
    }
    std::string target;
    if (const auto* l = ast::as<ast::LinearRef>(assign->lhs)) target = l->name;
    if (const auto* r = ast::as<ast::ArrayRef>(assign->lhs)) target = r->name;
    if (!arrays.count(target)) continue;
    const auto* ref = ast::as<ast::ArrayRef>(assign->lhs);
    if (!ref) return refuse(why, "a store to '" + target + "' has a linearised subscript");
    auto first = to_affine(ref->indices.front(), known);
    if (!first || first->terms.size() != 1 || first->coefficient(loop.var) != 1) {
      return refuse(why,
                    "a store to '" + target + "' has a first subscript that is not " + loop.var + " plus a constant");
    }
    for (size_t d = 1; d < ref->indices.size(); ++d) {
      if (mentions(ref->indices[d], loop.var)) {
        return refuse(why, "a store to '" + target + "' moves along " + loop.var + " in a later dimension");
      }
    }
    std::vector<ast::Expr> rest(ref->indices.begin() + 1, ref->indices.end());
    size_t row = 0;
    while (row < plan.rows.size()) {
      const StreamedRow& r = plan.rows[row];
      bool same = r.array == target && r.rest.size() == rest.size();
      for (size_t d = 0; same && d < rest.size(); ++d) same = ast::equal(r.rest[d], rest[d]);
      if (same) break;
      ++row;
    }
    if (row == plan.rows.size()) {
      plan.rows.push_back(StreamedRow{target, rest, first->constant});
      offsets.emplace_back();
    }
    offsets[row].push_back(first->constant);
    plan.stores[s.get()] = {row, first->constant};
  }
  if (plan.rows.empty()) return refuse(why, "the loop stores to no streamed array");
  for (size_t row = 0; row < plan.rows.size(); ++row) {
    std::vector<long long>& o = offsets[row];
    std::sort(o.begin(), o.end());
    o.erase(std::unique(o.begin(), o.end()), o.end());
    // Every element of step consecutive ones exactly: the strips' rows are then
    // contiguous, with no element the original does not write.
    if (static_cast<long long>(o.size()) != plan.step || o.back() - o.front() + 1 != plan.step) {
      return refuse(why, "the stores to a row of '" + plan.rows[row].array + "' do not cover the " +
                             std::to_string(plan.step) + " elements of an iteration exactly");
    }
    plan.rows[row].lowest = o.front();
  }
  for (auto& [stmt, where] : plan.stores) where.second -= plan.rows[where.first].lowest;
  return plan;
}

namespace {

class ArrayRefsRead : public ast::Visitor {
 public:
  std::vector<const ast::ArrayRef*> refs;

 protected:
  void visit_ArrayRef(const ast::ArrayRef& node) override {
    refs.push_back(&node);
    ast::Visitor::visit_ArrayRef(node);
  }
};

// `index` as var + offset (coefficient 1, one name); nothing otherwise.
std::optional<std::pair<std::string, long long>> var_plus(const ast::Expr& index, const IntegerValues& known) {
  auto form = to_affine(index, known);
  if (!form || form->terms.size() != 1 || form->terms.begin()->second != 1) return std::nullopt;
  return std::make_pair(form->terms.begin()->first, form->constant);
}

ast::Expr plus(const std::string& var, long long offset) {
  ast::Expr e = ast::VarRef::make(var);
  if (offset == 0) return e;
  return ast::Binary::make(offset > 0 ? ast::BinaryOp::Add : ast::BinaryOp::Sub, e,
                           ast::IntLit::make(offset > 0 ? offset : -offset));
}

}  // namespace

std::vector<ast::Expr> plan_prefetches(const ast::Do& loop, const StreamingPlan& plan,
                                       const std::set<std::string>& streamed, const IntegerValues& known,
                                       long long rows_ahead) {
  if (plan.rows.empty()) return {};
  const size_t rank = plan.rows.front().rest.size() + 1;
  if (rank < 2) return {};
  // The streamed rows' variable and offsets in every later dimension.
  std::vector<std::string> vars(rank);
  std::vector<long long> low(rank, 0), high(rank, 0);
  for (size_t r = 0; r < plan.rows.size(); ++r) {
    if (plan.rows[r].rest.size() + 1 != rank) return {};
    for (size_t d = 1; d < rank; ++d) {
      auto vp = var_plus(plan.rows[r].rest[d - 1], known);
      if (!vp || vp->first == loop.var) return {};
      if (r == 0) {
        vars[d] = vp->first;
        low[d] = high[d] = vp->second;
      } else {
        if (vars[d] != vp->first) return {};
        low[d] = std::min(low[d], vp->second);
        high[d] = std::max(high[d], vp->second);
      }
    }
  }
  // Reads of every other array of that rank whose subscripts follow the same loops.
  ArrayRefsRead reads;
  for (const ast::Stmt& s : loop.body) {
    if (const auto* let = ast::as<ast::Let>(s)) reads.visit(let->value);
    if (const auto* assign = ast::as<ast::Assign>(s)) reads.visit(assign->rhs);
  }
  std::map<std::string, std::vector<std::vector<long long>>> offsets;  // array -> offsets per read
  for (const ast::ArrayRef* ref : reads.refs) {
    if (streamed.count(ref->name) || ref->indices.size() != rank) continue;
    auto first = to_affine(ref->indices.front(), known);
    if (!first || first->terms.size() != 1 || first->coefficient(loop.var) != 1) continue;
    std::vector<long long> o(rank, 0);
    bool fits = true;
    for (size_t d = 1; d < rank && fits; ++d) {
      auto vp = var_plus(ref->indices[d], known);
      fits = vp && vp->first == vars[d];
      if (fits) o[d] = vp->second;
    }
    if (fits) offsets[ref->name].push_back(o);
  }
  const size_t last = rank - 1;
  const long long span = high[last] - low[last] + 1;
  std::vector<ast::Expr> rows;
  for (const auto& [array, all] : offsets) {
    long long top = all.front()[last];
    for (const auto& o : all) top = std::max(top, o[last]);
    std::set<long long> planes;
    for (const auto& o : all) {
      if (o[last] > top - span) planes.insert(o[last]);
    }
    for (long long plane : planes) {
      std::vector<long long> at(rank, std::numeric_limits<long long>::min());
      for (const auto& o : all) {
        if (o[last] != plane) continue;
        for (size_t d = 1; d < last; ++d) at[d] = std::max(at[d], o[d]);
      }
      std::vector<ast::Expr> indices{ast::VarRef::make(loop.var)};
      for (size_t d = 1; d < last; ++d) {
        long long ahead = d == last - 1 ? rows_ahead * (high[d] - low[d] + 1) : 0;
        indices.push_back(plus(vars[d], at[d] + ahead));
      }
      indices.push_back(plus(vars[last], rank == 2 ? plane + rows_ahead * span : plane));
      rows.push_back(ast::ArrayRef::make(array, indices));
    }
  }
  return rows;
}

ast::Expr streamed_row_start(const StreamedRow& row, const std::string& start) {
  std::vector<ast::Expr> indices;
  ast::Expr first = ast::VarRef::make(start);
  if (row.lowest != 0) {
    first = ast::Binary::make(row.lowest > 0 ? ast::BinaryOp::Add : ast::BinaryOp::Sub, first,
                              ast::IntLit::make(row.lowest > 0 ? row.lowest : -row.lowest));
  }
  indices.push_back(first);
  indices.insert(indices.end(), row.rest.begin(), row.rest.end());
  return ast::ArrayRef::make(row.array, indices);
}

}  // namespace st
