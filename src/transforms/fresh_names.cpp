#include "transforms/fresh_names.h"

#include <algorithm>

#include "ast/visitor.h"

namespace st {

namespace {

class NameCollector : public ast::Visitor {
 public:
  NameSet names;

 protected:
  void visit_VarRef(const ast::VarRef& node) override { names.insert(node.name); }
  void visit_ArrayRef(const ast::ArrayRef& node) override {
    names.insert(node.name);
    ast::Visitor::visit_ArrayRef(node);
  }
  void visit_LinearRef(const ast::LinearRef& node) override {
    names.insert(node.name);
    ast::Visitor::visit_LinearRef(node);
  }
  void visit_Do(const ast::Do& node) override {
    names.insert(node.var);
    ast::Visitor::visit_Do(node);
  }
  void visit_Let(const ast::Let& node) override {
    names.insert(node.name);
    ast::Visitor::visit_Let(node);
  }
};

}  // namespace

NameSet names_used(const ast::StmtList& stmts) {
  NameCollector collector;
  collector.visit(stmts);
  return std::move(collector.names);
}

NameSet names_used(const ast::Expr& expr) {
  NameCollector collector;
  collector.visit(expr);
  return std::move(collector.names);
}

std::string fresh_name(const std::string& base, NameSet& taken, size_t max_length) {
  std::string name = base;
  for (int n = 2; taken.count(name); ++n) {
    std::string suffix = "_" + std::to_string(n);
    name = base.substr(0, std::min(base.size(), max_length - std::min(max_length, suffix.size()))) + suffix;
  }
  taken.insert(name);
  return name;
}

}  // namespace st
