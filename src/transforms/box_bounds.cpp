#include "transforms/box_bounds.h"

#include <algorithm>
#include <map>

#include "ast/mutator.h"
#include "transforms/fresh_names.h"

namespace st {

namespace {

class BoxLoops : public ast::Mutator {
 public:
  BoxLoops(const std::map<std::string, int>& dim_of, const BoxedSubroutine& box) : dim_of_(dim_of), box_(box) {}

 protected:
  ast::Stmt mutate_Do(const ast::Do& node, const ast::Stmt& self) override {
    ast::Stmt inner = ast::Mutator::mutate_Do(node, self);
    auto it = dim_of_.find(node.var);
    if (it == dim_of_.end()) return inner;
    const auto& loop = static_cast<const ast::Do&>(*inner);
    const size_t d = static_cast<size_t>(it->second);
    return ast::Do::make(loop.var, ast::VarRef::make(box_.lower[d], loop.lower->loc),
                         ast::VarRef::make(box_.upper[d], loop.upper->loc), loop.step, loop.body, loop.loc);
  }

 private:
  const std::map<std::string, int>& dim_of_;
  const BoxedSubroutine& box_;
};

}  // namespace

BoxedSubroutine with_box_bounds(const ast::Subroutine& sub, const StencilInfo& info) {
  BoxedSubroutine box;
  box.sub = sub;
  NameSet taken = names_used(sub.body);
  taken.insert(sub.name);
  for (const ast::Param& p : sub.params) taken.insert(p.name);
  for (const ast::Declaration& d : sub.decls) {
    for (const ast::EntityDecl& e : d.entities) taken.insert(e.name);
  }
  std::map<std::string, int> dim_of;
  int dims = 0;
  for (const NestInfo& nest : info.nests) {
    dims = std::max(dims, nest.dims);
    for (size_t d = 0; d < nest.grid_vars.size(); ++d) dim_of[nest.grid_vars[d]] = static_cast<int>(d);
  }
  ast::Declaration bounds;
  bounds.type = ast::ScalarType::integer();
  bounds.intent = ast::Intent::In;
  bounds.loc = sub.loc;
  for (int d = 0; d < dims; ++d) {
    box.lower.push_back(fresh_name("box_lo" + std::to_string(d + 1), taken));
    box.upper.push_back(fresh_name("box_hi" + std::to_string(d + 1), taken));
  }
  for (int d = 0; d < dims; ++d) {
    for (const std::string* name : {&box.lower[static_cast<size_t>(d)], &box.upper[static_cast<size_t>(d)]}) {
      box.sub.params.push_back({*name, sub.loc});
      bounds.entities.push_back({*name, sub.loc, {}, nullptr});
    }
  }
  // Declared first: the arrays' bounds never use them, and Fortran reads them in order.
  box.sub.decls.insert(box.sub.decls.begin(), bounds);
  BoxLoops loops(dim_of, box);
  box.sub.body = loops.mutate(sub.body);
  return box;
}

}  // namespace st
