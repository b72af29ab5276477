#include "backends/body_facts.h"

namespace st {

bool BodyFacts::is_read(const std::string& name) const {
  return scalars_read.count(name) || arrays_read.count(name) || loop_variables.count(name);
}

bool BodyFacts::is_assigned(const std::string& name) const {
  return assigned_scalars.count(name) || loop_variables.count(name);
}

std::set<std::string> BodyFacts::assigned() const {
  std::set<std::string> names = assigned_scalars;
  names.insert(loop_variables.begin(), loop_variables.end());
  return names;
}

std::set<std::string> BodyFacts::arrays() const {
  std::set<std::string> names = arrays_read;
  names.insert(arrays_written.begin(), arrays_written.end());
  return names;
}

void BodyFacts::visit_VarRef(const ast::VarRef& node) {
  mention(node.name);
  scalars_read.insert(node.name);
}

void BodyFacts::visit_ArrayRef(const ast::ArrayRef& node) {
  mention(node.name);
  arrays_read.insert(node.name);
  arrays_indexed.insert(node.name);
  ast::Visitor::visit_ArrayRef(node);
}

void BodyFacts::visit_LinearRef(const ast::LinearRef& node) {
  mention(node.name);
  arrays_read.insert(node.name);
  linear_arrays.insert(node.name);
  ast::Visitor::visit_LinearRef(node);
}

// The left-hand side is written, not read: its subscripts are read.
void BodyFacts::visit_Assign(const ast::Assign& node) {
  if (const auto* v = ast::as<ast::VarRef>(node.lhs)) {
    mention(v->name);
    assigned_scalars.insert(v->name);
  } else if (const auto* a = ast::as<ast::ArrayRef>(node.lhs)) {
    mention(a->name);
    arrays_written.insert(a->name);
    arrays_indexed.insert(a->name);
    ast::Visitor::visit_ArrayRef(*a);
  } else if (const auto* l = ast::as<ast::LinearRef>(node.lhs)) {
    mention(l->name);
    arrays_written.insert(l->name);
    linear_arrays.insert(l->name);
    ast::Visitor::visit_LinearRef(*l);
  } else {
    visit(node.lhs);
  }
  visit(node.rhs);
}

void BodyFacts::visit_Do(const ast::Do& node) {
  mention(node.var);
  loop_variables.insert(node.var);
  ast::Visitor::visit_Do(node);
}

void BodyFacts::visit_Let(const ast::Let& node) {
  mention(node.name);
  assigned_scalars.insert(node.name);
  ast::Visitor::visit_Let(node);
}

void BodyFacts::mention(const std::string& name) {
  if (seen_.insert(name).second) order.push_back(name);
}

NameSet user_names(const SymbolTable& symbols, const BodyFacts& facts) {
  NameSet names(facts.order.begin(), facts.order.end());
  for (const auto& [name, symbol] : symbols.all()) names.insert(name);
  return names;
}

}  // namespace st
