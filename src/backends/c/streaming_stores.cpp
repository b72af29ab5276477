#include "backends/c/streaming_stores.h"

#include <algorithm>

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
    if (!step || !step->is_constant() || step->constant < 1) return refuse(why, "the loop's step is not a positive constant");
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
      return refuse(why, "a store to '" + target + "' has a first subscript that is not " + loop.var + " plus a constant");
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
