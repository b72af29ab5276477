// Whether an expression reads a scalar variable: the passes that must not move a
// statement past a read of what it assigns ask it.
#pragma once

#include <string>
#include <utility>

#include "ast/visitor.h"

namespace st::ast {

class ReadsVariable : public Visitor {
 public:
  explicit ReadsVariable(std::string name) : name_(std::move(name)) {}
  bool found = false;

 protected:
  void visit_VarRef(const VarRef& node) override { found = found || node.name == name_; }

 private:
  std::string name_;
};

}  // namespace st::ast
