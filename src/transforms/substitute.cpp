#include "transforms/substitute.h"

#include "ast/mutator.h"
#include "transforms/integer_form.h"

namespace st {

namespace {

using namespace ast;

class Substituter : public Mutator {
 public:
  Substituter(const std::string& n, const Expr& v) : name(n), value(v) {}
  const std::string& name;
  const Expr& value;

 protected:
  Expr mutate_VarRef(const VarRef& node, const Expr& self) override { return node.name == name ? value : self; }

  Expr mutate_ArrayRef(const ArrayRef& node, const Expr& self) override {
    std::vector<Expr> indices;
    for (const Expr& i : node.indices) {
      Expr changed = mutate(i);
      indices.push_back(changed == i ? i : normalise_integer(changed));
    }
    if (same_nodes(indices, node.indices)) return self;
    return ArrayRef::make(node.name, std::move(indices), node.loc);
  }

  Expr mutate_LinearRef(const LinearRef& node, const Expr& self) override {
    Expr offset = mutate(node.offset);
    if (offset == node.offset) return self;
    return LinearRef::make(node.name, normalise_integer(offset), node.loc);
  }

  Stmt mutate_Do(const Do& node, const Stmt& self) override {
    Expr lower = integer(node.lower);
    Expr upper = integer(node.upper);
    Expr step = integer(node.step);
    StmtList body = mutate(node.body);
    if (lower == node.lower && upper == node.upper && step == node.step && same_nodes(body, node.body)) return self;
    return Do::make(node.var, lower, upper, step, std::move(body), node.loc);
  }

  Stmt mutate_Let(const Let& node, const Stmt& self) override {
    Expr v = node.type.is_real() ? mutate(node.value) : integer(node.value);
    if (v == node.value) return self;
    return Let::make(node.name, node.type, v, node.loc);
  }

 private:
  Expr integer(const Expr& e) {
    Expr changed = mutate(e);
    return changed == e ? e : normalise_integer(changed);
  }
};

}  // namespace

Expr substitute(const Expr& expr, const std::string& name, const Expr& value) {
  Substituter s(name, value);
  return s.mutate(expr);
}

StmtList substitute(const StmtList& stmts, const std::string& name, const Expr& value) {
  Substituter s(name, value);
  return s.mutate(stmts);
}

namespace {

class ScalarRenamer : public ast::Mutator {
 public:
  ScalarRenamer(const std::string& from, const std::string& to) : from_(from), to_(to) {}
  using ast::Mutator::mutate;

 protected:
  ast::Expr mutate_VarRef(const ast::VarRef& node, const ast::Expr& self) override {
    return node.name == from_ ? ast::VarRef::make(to_, node.loc) : self;
  }

 private:
  const std::string& from_;
  const std::string& to_;
};

}  // namespace

ast::Stmt rename_scalar(const ast::Stmt& stmt, const std::string& from, const std::string& to) {
  return ScalarRenamer(from, to).mutate(stmt);
}

}  // namespace st
