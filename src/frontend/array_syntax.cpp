#include "frontend/array_syntax.h"

#include <algorithm>
#include <array>
#include <cfloat>
#include <climits>
#include <map>
#include <optional>
#include <set>
#include <utility>

#include "ast/equal.h"
#include "ast/mutator.h"
#include "ast/reads_variable.h"
#include "ast/visitor.h"
#include "transforms/fresh_names.h"

namespace st {

namespace {

using ast::Expr;

bool is_section(const Expr& e) {
  const auto* c = ast::as<ast::Call>(e);
  return c && c->name == section_call_name;
}

bool is_open_bound(const Expr& e) {
  const auto* v = ast::as<ast::VarRef>(e);
  return v && v->name == section_call_name;
}

// `e` as base + constant, the base null for a literal (`n-1` is (n, -1), `2` is (null, 2)).
std::pair<Expr, long long> split_constant(const Expr& e) {
  if (const auto* lit = ast::as<ast::IntLit>(e)) return {nullptr, lit->value};
  if (const auto* u = ast::as<ast::Unary>(e)) {
    auto [base, c] = split_constant(u->operand);
    if (!base && u->op == ast::UnaryOp::Neg) return {nullptr, -c};
    if (!base && u->op == ast::UnaryOp::Plus) return {nullptr, c};
  }
  if (const auto* b = ast::as<ast::Binary>(e)) {
    const auto* lit = ast::as<ast::IntLit>(b->rhs);
    if (lit && (b->op == ast::BinaryOp::Add || b->op == ast::BinaryOp::Sub)) {
      auto [base, c] = split_constant(b->lhs);
      long long sum = 0;
      bool overflow = b->op == ast::BinaryOp::Add ? __builtin_add_overflow(c, lit->value, &sum)
                                                  : __builtin_sub_overflow(c, lit->value, &sum);
      if (!overflow) return {base, sum};
    }
  }
  return {e, 0};
}

// a - b where it is a known constant (`n+1` and `n-1`: 2), else nothing.
std::optional<long long> constant_difference(const Expr& a, const Expr& b) {
  auto [base_a, ca] = split_constant(a);
  auto [base_b, cb] = split_constant(b);
  bool same = base_a && base_b ? ast::equal(base_a, base_b) : !base_a && !base_b;
  long long d = 0;
  if (!same || __builtin_sub_overflow(ca, cb, &d)) return std::nullopt;
  return d;
}

struct Range {
  Expr lower;
  Expr upper;
  SourceRange loc;
};

// A subscript range, or a reduction of an array, left where none may stand.
class Leftovers : public ast::Visitor {
 public:
  explicit Leftovers(const ParseDriver& drv) : drv_(drv) {}

 protected:
  void visit_Call(const ast::Call& node) override {
    if (is_array_reduction(node.name)) {
      drv_.fail(node.loc, node.name +
                              "(...) is read only as the whole right-hand side of an assignment to a "
                              "scalar (s = " +
                              node.name + "(u(1:n) - v(1:n)))");
    }
    if (node.name == section_call_name) {
      drv_.fail(node.loc,
                "a subscript range (lo:hi) is read only as a subscript of an array in an assignment to "
                "an array section or a whole array");
    }
    ast::Visitor::visit_Call(node);
  }

 private:
  const ParseDriver& drv_;
};

class Lowering {
 public:
  Lowering(ParseDriver& drv, const ast::Subroutine& sub) : drv_(drv) {
    for (const ast::Param& p : sub.params) taken_.insert(p.name);
    for (const ast::Declaration& d : sub.decls) {
      for (const ast::EntityDecl& e : d.entities) {
        taken_.insert(e.name);
        types_[e.name] = d.type;
        if (!e.dims.empty()) shapes_[e.name] = e.dims;
      }
    }
    taken_.insert(sub.name);
    NameSet used = names_used(sub.body);
    taken_.insert(used.begin(), used.end());
  }

  // The loops' variables made, each with the assignment it is made for.
  const std::vector<std::pair<std::string, SourceRange>>& variables() const { return variables_; }

  ast::StmtList body(const ast::StmtList& list) {
    ast::StmtList out;
    Leftovers none(drv_);
    for (const ast::Stmt& s : list) {
      if (const auto* d = ast::as<ast::Do>(s)) {
        none.visit(d->lower);
        none.visit(d->upper);
        if (d->step) none.visit(d->step);
        out.push_back(ast::Do::make(d->var, d->lower, d->upper, d->step, body(d->body), d->loc));
      } else if (const auto* a = ast::as<ast::Assign>(s)) {
        if (!reduction(*a, out)) out.push_back(assignment(*a, s));
      } else {
        out.push_back(s);
      }
    }
    return out;
  }

 private:
  // Rewrites the right-hand side: each section or whole array read at the loops' variables.
  class Reads : public ast::Mutator {
   public:
    Reads(Lowering& l, const std::string& written, const std::vector<Range>& ranges,
          const std::vector<std::string>& vars, const std::vector<Expr>& written_at)
        : l_(l), written_(written), ranges_(ranges), vars_(vars), written_at_(written_at) {}

   protected:
    Expr mutate_ArrayRef(const ast::ArrayRef& node, const Expr& self) override {
      std::vector<Expr> indices;
      std::vector<Range> ranges;
      for (size_t p = 0; p < node.indices.size(); ++p) {
        if (is_section(node.indices[p])) {
          ranges.push_back(l_.range_of(node.name, p, node.indices[p], node.indices.size()));
          indices.push_back(nullptr);
        } else {
          indices.push_back(mutate(node.indices[p]));
        }
      }
      if (ranges.empty()) {
        if (node.name == written_) check_same_elements(node.name, indices, node.loc);
        return ast::same_nodes(indices, node.indices) ? self : ast::ArrayRef::make(node.name, indices, node.loc);
      }
      return read_at(node.name, std::move(indices), ranges, node.loc);
    }

    Expr mutate_VarRef(const ast::VarRef& node, const Expr& self) override {
      auto shape = l_.shapes_.find(node.name);
      if (shape == l_.shapes_.end()) return self;
      std::vector<Range> ranges;
      for (size_t p = 0; p < shape->second.size(); ++p) ranges.push_back(l_.declared_range(node.name, p, node.loc));
      return read_at(node.name, std::vector<Expr>(ranges.size()), ranges, node.loc);
    }

   private:
    // `name` with its ranges (at the null indices) read at the loops' variables.
    Expr read_at(const std::string& name, std::vector<Expr> indices, const std::vector<Range>& ranges,
                 const SourceRange& loc) {
      if (ranges.size() != ranges_.size()) {
        l_.drv_.fail(loc, "'" + name + "' is read here with " + std::to_string(ranges.size()) +
                              " subscript range(s), and the array assigned has " + std::to_string(ranges_.size()) +
                              ": both sides of an array assignment need the same shape");
      }
      size_t k = 0;
      for (Expr& index : indices) {
        if (index) continue;
        const Range& r = ranges[k];
        const Range& l = ranges_[k];
        auto lower = constant_difference(r.lower, l.lower);
        auto upper = constant_difference(r.upper, l.upper);
        if (lower && upper && *lower != *upper) {
          long long more = *upper - *lower;
          l_.drv_.fail(r.loc, "this range of '" + name + "' holds " + std::to_string(more < 0 ? -more : more) +
                                  (more < 0 ? " element(s) fewer" : " element(s) more") +
                                  " than the array assigned along its dimension " + std::to_string(k + 1) +
                                  ": both sides of an array assignment need the same shape");
        }
        Expr var = ast::VarRef::make(vars_[k], r.loc);
        if (lower) {
          index = *lower == 0 ? var
                              : ast::Binary::make(*lower > 0 ? ast::BinaryOp::Add : ast::BinaryOp::Sub, var,
                                                  ast::IntLit::make(*lower > 0 ? *lower : -*lower, r.loc), r.loc);
        } else {
          index = ast::Binary::make(ast::BinaryOp::Add, var,
                                    ast::Binary::make(ast::BinaryOp::Sub, r.lower, l.lower, r.loc), r.loc);
        }
        ++k;
      }
      if (name == written_) check_same_elements(name, indices, loc);
      return ast::ArrayRef::make(name, std::move(indices), loc);
    }

    // Fortran computes the whole right-hand side before it stores; the loops compute
    // the same only where the array assigned is read at the element being written, or
    // at a constant subscript away from the one written (a boundary row copied from the
    // row beside it reads no element the assignment writes).
    void check_same_elements(const std::string& name, const std::vector<Expr>& indices, const SourceRange& loc) {
      bool same = indices.size() == written_at_.size();
      for (size_t p = 0; same && p < indices.size(); ++p) {
        const auto* v = ast::as<ast::VarRef>(written_at_[p]);
        bool is_variable = v && std::find(vars_.begin(), vars_.end(), v->name) != vars_.end();
        auto apart = constant_difference(indices[p], written_at_[p]);
        if (!is_variable && apart && *apart != 0) return;  // disjoint along this dimension
      }
      for (size_t p = 0; same && p < indices.size(); ++p) same = ast::equal(indices[p], written_at_[p]);
      if (!same) {
        l_.drv_.fail(loc, "'" + name +
                              "' is read here at other elements than the assignment writes: Fortran computes the "
                              "whole right-hand side before it stores, and loops would read elements already "
                              "written; assign into another array, or write the loops");
      }
    }

    Lowering& l_;
    const std::string& written_;
    const std::vector<Range>& ranges_;
    const std::vector<std::string>& vars_;
    const std::vector<Expr>& written_at_;
  };

  // `s = sum(e)` (product, maxval, minval) with e an array expression: the statements
  // that compute it as a reduction nest, appended to `out`: s given the value of an
  // empty array's reduction (0, 1, -huge, huge), then the loops of e's first array
  // range, each point combined into s in the array's element order, as gfortran does.
  bool reduction(const ast::Assign& a, ast::StmtList& out) {
    const auto* s = ast::as<ast::VarRef>(a.lhs);
    const auto* call = ast::as<ast::Call>(a.rhs);
    if (!s || shapes_.count(s->name) || !call || !is_array_reduction(call->name)) return false;
    if (call->args.size() != 1) drv_.fail(call->loc, "intrinsic '" + call->name + "' takes one argument here");
    const Expr& e = call->args[0];
    ast::ReadsVariable reads(s->name);
    reads.visit(e);
    if (reads.found) {
      drv_.fail(a.lhs->loc, "'" + s->name +
                                "' is read in the array it reduces: Fortran reduces the array first, a "
                                "loop would read the running value; reduce into another variable");
    }
    std::vector<Range> ranges = first_ranges(e);
    if (ranges.empty()) {
      drv_.fail(e->loc, "the argument of " + call->name + " is not an array: it holds no array section or whole array");
    }
    std::vector<std::string> vars;
    for (size_t k = 0; k < ranges.size(); ++k) {
      vars.push_back(fresh_variable(k));
      variables_.emplace_back(vars.back(), a.loc);
    }
    const std::string none;
    const std::vector<Expr> no_elements;
    Reads rewrite(*this, none, ranges, vars, no_elements);
    Expr point = rewrite.mutate(e);
    Leftovers(drv_).visit(point);
    ast::ScalarType type = type_of(s->name);
    Expr running = ast::VarRef::make(s->name, a.lhs->loc);
    Expr combined = call->name == "sum" ? ast::Binary::make(ast::BinaryOp::Add, running, point, a.loc)
                    : call->name == "product"
                        ? ast::Binary::make(ast::BinaryOp::Mul, running, point, a.loc)
                        : ast::Call::make(call->name == "maxval" ? "max" : "min", {running, point}, a.loc);
    out.push_back(ast::Assign::make(a.lhs, empty_value(call->name, type, a.loc), a.loc));
    ast::StmtList nest = {ast::Assign::make(a.lhs, combined, a.loc)};
    for (size_t d = 0; d < ranges.size(); ++d) {
      nest = {ast::Do::make(vars[d], ranges[d].lower, ranges[d].upper, nullptr, std::move(nest), a.loc)};
    }
    out.push_back(nest.front());
    return true;
  }

  // The ranges of the first array section or whole array `e` reads, in order.
  std::vector<Range> first_ranges(const Expr& e) {
    if (const auto* r = ast::as<ast::ArrayRef>(e)) {
      std::vector<Range> ranges;
      for (size_t p = 0; p < r->indices.size(); ++p) {
        if (is_section(r->indices[p])) ranges.push_back(range_of(r->name, p, r->indices[p], r->indices.size()));
      }
      if (!ranges.empty()) return ranges;
      for (const Expr& index : r->indices) {
        if (auto inner = first_ranges(index); !inner.empty()) return inner;
      }
      return {};
    }
    if (const auto* v = ast::as<ast::VarRef>(e)) {
      std::vector<Range> ranges;
      if (shapes_.count(v->name)) {
        for (size_t p = 0; p < shapes_[v->name].size(); ++p) ranges.push_back(declared_range(v->name, p, v->loc));
      }
      return ranges;
    }
    std::vector<Expr> children;
    if (const auto* u = ast::as<ast::Unary>(e)) children = {u->operand};
    if (const auto* b = ast::as<ast::Binary>(e)) children = {b->lhs, b->rhs};
    if (const auto* c = ast::as<ast::Call>(e)) children = c->args;
    for (const Expr& child : children) {
      if (auto ranges = first_ranges(child); !ranges.empty()) return ranges;
    }
    return {};
  }

  // The declared type of a scalar, or Fortran's implicit one (i-n integer, else real).
  ast::ScalarType type_of(const std::string& name) const {
    auto it = types_.find(name);
    if (it != types_.end()) return it->second;
    return name[0] >= 'i' && name[0] <= 'n' ? ast::ScalarType::integer(4) : ast::ScalarType::real(4);
  }

  // The reduction of an empty array, as Fortran defines it: sum 0, product 1, maxval
  // -huge(s), minval huge(s).
  static Expr empty_value(const std::string& reduction, ast::ScalarType type, const SourceRange& loc) {
    if (reduction == "sum" || reduction == "product") {
      int one = reduction == "product" ? 1 : 0;
      if (type.is_real()) return ast::RealLit::make(one, type.kind, "", loc);
      return ast::IntLit::make(one, loc);
    }
    Expr huge = type.is_real()
                    ? ast::RealLit::make(type.kind == 4 ? static_cast<double>(FLT_MAX) : DBL_MAX, type.kind, "", loc)
                    : ast::IntLit::make(type.kind == 8 ? LLONG_MAX : INT_MAX, loc);
    return reduction == "maxval" ? ast::Unary::make(ast::UnaryOp::Neg, huge, loc) : huge;
  }

  ast::Stmt assignment(const ast::Assign& a, const ast::Stmt& self) {
    std::string name;
    std::vector<Expr> written_at;
    std::vector<Range> ranges;
    if (const auto* v = ast::as<ast::VarRef>(a.lhs); v && shapes_.count(v->name)) {
      name = v->name;
      for (size_t p = 0; p < shapes_[name].size(); ++p) ranges.push_back(declared_range(name, p, v->loc));
      written_at.resize(ranges.size());
    } else if (const auto* r = ast::as<ast::ArrayRef>(a.lhs)) {
      name = r->name;
      for (size_t p = 0; p < r->indices.size(); ++p) {
        if (is_section(r->indices[p])) {
          ranges.push_back(range_of(name, p, r->indices[p], r->indices.size()));
          written_at.push_back(nullptr);
        } else {
          Leftovers(drv_).visit(r->indices[p]);
          written_at.push_back(r->indices[p]);
        }
      }
    }
    if (ranges.empty()) {
      Leftovers(drv_).visit(a.rhs);
      return self;
    }
    std::vector<std::string> vars;
    size_t k = 0;
    for (Expr& index : written_at) {
      if (index) continue;
      vars.push_back(fresh_variable(k));
      variables_.emplace_back(vars.back(), a.loc);
      index = ast::VarRef::make(vars.back(), ranges[k].loc);
      ++k;
    }
    Reads reads(*this, name, ranges, vars, written_at);
    Expr rhs = reads.mutate(a.rhs);
    Leftovers(drv_).visit(rhs);
    ast::StmtList nest = {ast::Assign::make(ast::ArrayRef::make(name, written_at, a.lhs->loc), rhs, a.loc)};
    for (size_t d = 0; d < ranges.size(); ++d) {
      nest = {ast::Do::make(vars[d], ranges[d].lower, ranges[d].upper, nullptr, std::move(nest), a.loc)};
    }
    return nest.front();
  }

  // The range `section` stands for as subscript `position` of `name`, its left-out
  // bounds the declared ones.
  Range range_of(const std::string& name, size_t position, const Expr& section, size_t subscripts) {
    const auto* c = ast::as<ast::Call>(section);
    Range r{c->args.at(0), c->args.at(1), section->loc};
    Leftovers none(drv_);
    for (Expr* bound : {&r.lower, &r.upper}) {
      if (!is_open_bound(*bound)) {
        none.visit(*bound);
        continue;
      }
      auto shape = shapes_.find(name);
      if (shape == shapes_.end() || shape->second.size() != subscripts) {
        drv_.fail(section->loc, "this range of '" + name + "' leaves a bound out, and '" + name +
                                    "' has no declared shape of " + std::to_string(subscripts) +
                                    " dimension(s) to take it from");
      }
      Range declared = declared_range(name, position, section->loc);
      *bound = bound == &r.lower ? declared.lower : declared.upper;
    }
    return r;
  }

  Range declared_range(const std::string& name, size_t position, const SourceRange& loc) const {
    const ast::DimBound& d = shapes_.at(name).at(position);
    return Range{d.lower ? d.lower : ast::IntLit::make(1, loc), d.upper, loc};
  }

  // i, j, k, l, m, n for the ranges in order (implicitly integer, as Fortran types a
  // name that nothing declares), with _2, _3, ... where the subroutine uses the name.
  std::string fresh_variable(size_t k) {
    static const std::array<const char*, 6> letters = {"i", "j", "k", "l", "m", "n"};
    return fresh_name(letters[std::min(k, letters.size() - 1)], taken_);
  }

  ParseDriver& drv_;
  std::vector<std::pair<std::string, SourceRange>> variables_;
  NameSet taken_;
  std::map<std::string, std::vector<ast::DimBound>> shapes_;
  std::map<std::string, ast::ScalarType> types_;
};

}  // namespace

bool is_array_reduction(const std::string& name) {
  return name == "sum" || name == "product" || name == "maxval" || name == "minval";
}

ast::Expr make_section(ast::Expr lower, ast::Expr upper, const SourceRange& loc) {
  if (!lower) lower = ast::VarRef::make(section_call_name, loc);
  if (!upper) upper = ast::VarRef::make(section_call_name, loc);
  return ast::Call::make(section_call_name, {std::move(lower), std::move(upper)}, loc);
}

void lower_array_syntax(ParseDriver& drv, ast::Subroutine& sub) {
  Lowering lowering(drv, sub);
  sub.body = lowering.body(sub.body);
  for (const auto& [name, loc] : lowering.variables()) {
    ast::Declaration d;
    d.type = ast::ScalarType::integer(4);
    d.loc = loc;
    d.entities.push_back(ast::EntityDecl{name, loc, {}, nullptr});
    sub.decls.push_back(std::move(d));
  }
}

}  // namespace st
