// What the printers (the C and the Fortran backend) need to know about a body before
// they print it: every name in order of first mention, how each is used, and the
// names a printer must not take for what it introduces.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "analysis/symbols.h"
#include "ast/visitor.h"
#include "transforms/fresh_names.h"

namespace st {

// What a body does with each name. Visit the statements, then read the sets.
class BodyFacts : public ast::Visitor {
 public:
  std::vector<std::string> order;          // every name, in order of first mention
  std::set<std::string> scalars_read;      // read as a value
  std::set<std::string> arrays_read;       // an element read (ArrayRef or LinearRef)
  std::set<std::string> arrays_written;    // an element assigned
  std::set<std::string> arrays_indexed;    // referenced by ArrayRef (they need strides)
  std::set<std::string> linear_arrays;     // referenced by LinearRef
  std::set<std::string> assigned_scalars;  // scalars assigned, and temporaries (Let)
  std::set<std::string> loop_variables;

  // Read as a value, as an array, or by a loop's test (a loop variable).
  bool is_read(const std::string& name) const;
  // Given a value in the body: assigned scalars, temporaries and loop variables.
  bool is_assigned(const std::string& name) const;
  std::set<std::string> assigned() const;
  // Referenced as an array in any way.
  std::set<std::string> arrays() const;

 protected:
  void visit_VarRef(const ast::VarRef& node) override;
  void visit_ArrayRef(const ast::ArrayRef& node) override;
  void visit_LinearRef(const ast::LinearRef& node) override;
  void visit_Assign(const ast::Assign& node) override;
  void visit_Do(const ast::Do& node) override;
  void visit_Let(const ast::Let& node) override;

 private:
  std::set<std::string> seen_;
  void mention(const std::string& name);
};

// The user's names, which a printer keeps or renames but never gives to something it
// introduces: every name of the symbol table and every name the body mentions.
NameSet user_names(const SymbolTable& symbols, const BodyFacts& facts);

}  // namespace st
