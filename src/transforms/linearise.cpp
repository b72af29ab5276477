#include "transforms/linearise.h"

#include <algorithm>
#include <map>
#include <optional>

#include "analysis/affine.h"
#include "ast/equal.h"
#include "ast/mutator.h"
#include "transforms/integer_form.h"

namespace st {

namespace {

using namespace ast;

// Arrays of one shape: their strides, named after the first of them.
struct Shape {
  std::string name;
  std::vector<Expr> lower;  // per dimension, normalised
  std::vector<Expr> upper;
  std::vector<std::string> strides;  // names of the strides of dimensions 1.. (index d-1)
  bool used = false;
};

Expr sub(const Expr& a, const Expr& b) { return normalise_integer(Binary::make(BinaryOp::Sub, a, b)); }

// acc + k*term (or acc - |k|*term), with a null acc standing for nothing yet.
Expr add_term(const Expr& acc, long long k, const Expr& term) {
  if (k == 0) return acc;
  long long m = k < 0 ? -k : k;
  Expr scaled = !term ? IntLit::make(m) : m == 1 ? term : Binary::make(BinaryOp::Mul, IntLit::make(m), term);
  if (!acc) return k < 0 ? Unary::make(UnaryOp::Neg, scaled) : scaled;
  return Binary::make(k < 0 ? BinaryOp::Sub : BinaryOp::Add, acc, scaled);
}

Expr add_expr(const Expr& acc, const Expr& term) { return acc ? Binary::make(BinaryOp::Add, acc, term) : term; }

class Lineariser : public Mutator {
 public:
  Lineariser(const Linearisation& l, NameSet t) : taken_(std::move(t)) {
    for (const LinearArray& a : l.arrays) {
      if (a.bounds.empty()) continue;
      Shape shape;
      for (const DimBound& b : a.bounds) {
        shape.lower.push_back(normalise_integer(b.lower ? b.lower : IntLit::make(1)));
        shape.upper.push_back(normalise_integer(b.upper));
      }
      size_t found = shapes_.size();
      for (size_t s = 0; s < shapes_.size(); ++s) {
        bool same = shapes_[s].lower.size() == shape.lower.size();
        for (size_t d = 0; same && d < shape.lower.size(); ++d) {
          same = equal(shapes_[s].lower[d], shape.lower[d]) && equal(shapes_[s].upper[d], shape.upper[d]);
        }
        if (same) found = s;
      }
      if (found == shapes_.size()) {
        shape.name = a.name;
        shapes_.push_back(std::move(shape));
      }
      shape_of_[a.name] = found;
    }
  }
  using Mutator::mutate;

  StmtList mutate(const StmtList& stmts) override {
    StmtList body = process_body(stmts);
    StmtList out = stride_lets();
    out.insert(out.end(), body.begin(), body.end());
    return out;
  }

 protected:
  Stmt mutate_Do(const Do& node, const Stmt& self) override {
    loop_vars_.push_back(node.var);
    StmtList body = process_body(node.body);
    loop_vars_.pop_back();
    if (same_nodes(body, node.body)) return self;
    return Do::make(node.var, node.lower, node.upper, node.step, std::move(body), node.loc);
  }

  Expr mutate_ArrayRef(const ArrayRef& node, const Expr& self) override {
    auto it = shape_of_.find(node.name);
    if (it == shape_of_.end() || shapes_[it->second].lower.size() != node.indices.size()) {
      return Mutator::mutate_ArrayRef(node, self);
    }
    return LinearRef::make(node.name, offset(shapes_[it->second], node), node.loc);
  }

 private:
  NameSet taken_;
  std::vector<Shape> shapes_;
  std::map<std::string, size_t> shape_of_;
  std::vector<std::string> loop_vars_;  // of the loops around the statement being rewritten
  // A base: a shape and, per dimension, the loop variable its subscripts follow ("" for none).
  using BaseKey = std::pair<size_t, std::vector<std::string>>;
  std::map<BaseKey, std::string> base_names_;
  std::vector<BaseKey> bases_here_;  // the bases the current body uses, in order of first use

  const std::string& stride(Shape& shape, size_t d) {
    shape.used = true;
    if (shape.strides.empty()) {
      for (size_t k = 1; k < shape.lower.size(); ++k) {
        shape.strides.push_back(fresh_name("st_" + shape.name + "_s" + std::to_string(k), taken_));
      }
    }
    return shape.strides[d - 1];
  }

  Expr stride_ref(Shape& shape, size_t d) { return d == 0 ? nullptr : VarRef::make(stride(shape, d)); }

  // The loop variable a subscript follows with coefficient 1, if it is one of ours.
  std::optional<std::string> point_var(const Affine& form) const {
    if (form.terms.size() != 1 || form.terms.begin()->second != 1) return std::nullopt;
    const std::string& name = form.terms.begin()->first;
    if (std::find(loop_vars_.begin(), loop_vars_.end(), name) == loop_vars_.end()) return std::nullopt;
    return name;
  }

  Expr offset(Shape& shape, const ArrayRef& ref) {
    size_t rank = ref.indices.size();
    std::vector<std::string> vars(rank);
    std::vector<std::optional<Affine>> forms(rank);
    bool has_base = false;
    for (size_t d = 0; d < rank; ++d) {
      forms[d] = affine_form(ref.indices[d]);
      if (!forms[d]) continue;
      if (auto v = point_var(*forms[d])) {
        vars[d] = *v;
        has_base = true;
      }
    }
    Expr acc;
    if (has_base) acc = VarRef::make(base_name(shape, vars), ref.loc);
    for (size_t d = 0; d < rank; ++d) {
      Expr s = stride_ref(shape, d);
      if (!vars[d].empty()) {
        acc = add_term(acc, forms[d]->constant, s);
        continue;
      }
      auto lower = affine_form(shape.lower[d]);
      if (forms[d] && lower && (*forms[d] - *lower).is_constant()) {
        acc = add_term(acc, (*forms[d] - *lower).constant, s);
        continue;
      }
      Expr coefficient = sub(ref.indices[d], shape.lower[d]);
      acc = add_expr(acc, s ? Binary::make(BinaryOp::Mul, coefficient, s) : coefficient);
    }
    return acc ? acc : IntLit::make(0, ref.loc);
  }

  const std::string& base_name(Shape& shape, const std::vector<std::string>& vars) {
    BaseKey key{static_cast<size_t>(&shape - shapes_.data()), vars};
    if (std::find(bases_here_.begin(), bases_here_.end(), key) == bases_here_.end()) bases_here_.push_back(key);
    auto it = base_names_.find(key);
    if (it != base_names_.end()) return it->second;
    return base_names_[key] = fresh_name("st_" + shape.name + "_base", taken_);
  }

  // Offset of the element at the loop variables (and the lower bound elsewhere).
  Stmt base_let(const BaseKey& key) {
    Shape& shape = shapes_[key.first];
    Expr value;
    for (size_t d = 0; d < key.second.size(); ++d) {
      if (key.second[d].empty()) continue;
      Expr distance = sub(VarRef::make(key.second[d]), shape.lower[d]);
      Expr s = stride_ref(shape, d);
      value = add_expr(value, s ? Binary::make(BinaryOp::Mul, distance, s) : distance);
    }
    return Let::make(base_names_.at(key), ScalarType::integer(8), value);
  }

  // Rewrites the statements of one body; the bases its own statements use come first.
  StmtList process_body(const StmtList& stmts) {
    std::vector<BaseKey> outer = std::move(bases_here_);
    bases_here_.clear();
    StmtList body;
    for (const Stmt& s : stmts) body.push_back(Mutator::mutate(s));
    StmtList out;
    for (const BaseKey& key : bases_here_) out.push_back(base_let(key));
    out.insert(out.end(), body.begin(), body.end());
    bases_here_ = std::move(outer);
    return same_nodes(out, stmts) ? stmts : out;
  }

  StmtList stride_lets() {
    StmtList lets;
    for (Shape& shape : shapes_) {
      if (!shape.used) continue;
      for (size_t d = 1; d < shape.lower.size(); ++d) {
        Expr extent = normalise_integer(Binary::make(
            BinaryOp::Add, Binary::make(BinaryOp::Sub, shape.upper[d - 1], shape.lower[d - 1]), IntLit::make(1)));
        Expr value = d == 1 ? extent : Binary::make(BinaryOp::Mul, VarRef::make(shape.strides[d - 2]), extent);
        lets.push_back(Let::make(shape.strides[d - 1], ScalarType::integer(8), value));
      }
    }
    return lets;
  }
};

}  // namespace

StmtList linearise(const StmtList& stmts, const Linearisation& linearisation) {
  NameSet taken = linearisation.taken;
  NameSet used = names_used(stmts);
  taken.insert(used.begin(), used.end());
  for (const LinearArray& a : linearisation.arrays) taken.insert(a.name);
  Lineariser lineariser(linearisation, std::move(taken));
  return lineariser.mutate(stmts);
}

}  // namespace st
