#include "analysis/bare_nest.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>

#include "analysis/affine.h"
#include "ast/printer.h"
#include "ast/visitor.h"
#include "frontend/diagnostics.h"

namespace st {

namespace {

std::string name_from_file(const SourceRange& loc) {
  std::string path = loc.file ? loc.file->name() : "nest";
  size_t slash = path.find_last_of('/');
  std::string stem = slash == std::string::npos ? path : path.substr(slash + 1);
  size_t dot = stem.find('.');
  if (dot != std::string::npos) stem = stem.substr(0, dot);
  std::string name;
  for (char c : stem) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a'), ok = true;
    name += ok ? c : '_';
  }
  if (name.empty() || !(name[0] >= 'a' && name[0] <= 'z')) name = "nest_" + name;
  return name.substr(0, 63);
}

struct Extent {
  bool seen = false;
  Affine lower;
  Affine upper;
  SourceRange loc;
  std::string var;  // the loop variable of the index, empty for a constant index
  // The first index along this dimension that is not a loop variable plus or minus a
  // constant: it says nothing about the shape, and is named if nothing else does.
  ast::Expr unusable;
};

// Walks the nest and records what every name is used as.
class Survey : public ast::Visitor {
 public:
  std::vector<std::string> loop_vars;
  std::map<std::string, std::pair<Affine, Affine>> loop_range;
  std::vector<std::string> size_names;    // names in loop bounds
  std::vector<std::string> scalar_names;  // other scalars read
  std::vector<std::string> temporaries;   // scalars assigned
  std::vector<std::string> results;       // of those, assigned outside every loop (a reduction's start)
  std::vector<std::string> continued;     // of those, read before the first assignment (count = count + 1)
  std::vector<std::string> arrays_read, arrays_written;
  std::map<std::string, std::vector<Extent>> extents;
  std::map<std::string, SourceRange> first_use;
  std::map<std::string, std::string> bounded_loop;  // size name -> the first loop it bounds
  std::map<std::string, size_t> var_dim;            // loop variable -> the array dimension it indexes

  void visit_Do(const ast::Do& loop) override {
    add(loop_vars, loop.var);
    current_loop_ = loop.var;
    in_bound_ = true;
    visit(loop.lower);
    visit(loop.upper);
    visit(loop.step);
    in_bound_ = false;
    auto lo = to_affine(loop.lower, {});
    auto hi = to_affine(loop.upper, {});
    if (!lo || !hi) {
      throw UserError(loop.loc,
                      "cannot infer array shapes from the bounds of loop '" + loop.var +
                          "': in a bare loop nest they must be of the form n + constant (or declare the arrays)");
    }
    auto step = loop.step ? to_affine(loop.step, {}) : Affine::of(1);
    bool down = step && step->is_constant() && step->constant < 0;
    loop_range[loop.var] = down ? std::make_pair(*hi, *lo) : std::make_pair(*lo, *hi);
    ++depth_;
    visit(loop.body);
    --depth_;
  }

  void visit_Assign(const ast::Assign& a) override {
    visit(a.rhs);
    if (const auto* v = ast::as<ast::VarRef>(a.lhs)) {
      const bool first = std::find(temporaries.begin(), temporaries.end(), v->name) == temporaries.end();
      if (depth_ == 0 && first && std::find(scalar_names.begin(), scalar_names.end(), v->name) != scalar_names.end())
        add(continued, v->name);
      add(temporaries, v->name);
      if (depth_ == 0) add(results, v->name);
    } else if (const auto* r = ast::as<ast::ArrayRef>(a.lhs)) {
      writing_ = true;
      visit_ArrayRef(*r);
      writing_ = false;
    }
  }

  void visit_VarRef(const ast::VarRef& v) override {
    first_use.emplace(v.name, v.loc);
    if (in_index_ || std::find(loop_vars.begin(), loop_vars.end(), v.name) != loop_vars.end()) return;
    add(in_bound_ ? size_names : scalar_names, v.name);
    if (in_bound_) bounded_loop.emplace(v.name, current_loop_);
  }

  void visit_ArrayRef(const ast::ArrayRef& r) override {
    first_use.emplace(r.name, r.loc);
    add(writing_ ? arrays_written : arrays_read, r.name);
    auto& ext = extents[r.name];
    if (ext.empty()) ext.resize(r.indices.size());
    if (ext.size() != r.indices.size()) {
      throw UserError(r.loc, "'" + r.name + "' is used with " + std::to_string(r.indices.size()) +
                                 " subscripts here and " + std::to_string(ext.size()) + " elsewhere");
    }
    bool was_writing = writing_;
    writing_ = false;
    for (size_t d = 0; d < r.indices.size(); ++d) {
      in_index_ = true;
      visit(r.indices[d]);
      in_index_ = false;
      Extent& e = ext[d];
      auto form = to_affine(r.indices[d], {});
      bool usable = form && (form->is_constant() || (form->terms.size() == 1 && form->terms.begin()->second == 1 &&
                                                     loop_range.count(form->terms.begin()->first)));
      if (!usable) {
        if (!e.unusable) e.unusable = r.indices[d];
        continue;  // the analysis names the bad index
      }
      // The index at both ends of its loop's range.
      Affine lo = *form, hi = *form;
      std::string var;
      if (!form->is_constant()) {
        var = form->terms.begin()->first;
        const auto& range = loop_range.at(var);
        lo = form->substitute(var, range.first);
        hi = form->substitute(var, range.second);
        var_dim.emplace(var, d);
      }
      if (!e.seen) {
        e = Extent{true, lo, hi, r.indices[d]->loc, var, e.unusable};
      } else {
        e.lower = lower_of(e.lower, lo, r.indices[d]->loc, r.name);
        e.upper = upper_of(e.upper, hi, r.indices[d]->loc, r.name);
      }
    }
    writing_ = was_writing;
  }

  // The extent along each loop variable over every array it indexes. The grids of a
  // bare nest share one shape, as the caller's arrays do: a written grid shaped by its
  // writes alone would be laid out in memory differently from the caller's array.
  std::map<std::string, Extent> extent_by_var() const {
    std::map<std::string, Extent> hull;
    for (const auto& [name, ext] : extents) {
      for (const Extent& e : ext) {
        if (!e.seen || e.var.empty()) continue;
        Extent& h = hull[e.var];
        if (!h.seen) {
          h = e;
        } else {
          h.lower = lower_of(h.lower, e.lower, e.loc, name);
          h.upper = upper_of(h.upper, e.upper, e.loc, name);
        }
      }
    }
    return hull;
  }

 private:
  int depth_ = 0;  // loops around the statement visited
  std::string current_loop_;
  bool in_bound_ = false;
  bool in_index_ = false;
  bool writing_ = false;

  static void add(std::vector<std::string>& list, const std::string& name) {
    if (std::find(list.begin(), list.end(), name) == list.end()) list.push_back(name);
  }
  static Affine lower_of(const Affine& a, const Affine& b, const SourceRange& loc, const std::string& array) {
    Affine d = a - b;
    if (!d.is_constant())
      throw UserError(loc, "cannot infer the lower bound of '" + array + "' from the loop bounds: declare it");
    return d.constant > 0 ? b : a;
  }
  static Affine upper_of(const Affine& a, const Affine& b, const SourceRange& loc, const std::string& array) {
    Affine d = a - b;
    if (!d.is_constant())
      throw UserError(loc, "cannot infer the upper bound of '" + array + "' from the loop bounds: declare it");
    return d.constant < 0 ? b : a;
  }
};

bool declared(const ast::Subroutine& sub, const std::string& name) {
  for (const ast::Declaration& d : sub.decls) {
    for (const ast::EntityDecl& e : d.entities) {
      if (e.name == name) return true;
    }
  }
  return false;
}

}  // namespace

ast::Subroutine complete_bare_nest(const ast::Subroutine& sub) {
  if (!sub.bare_nest) return sub;
  Survey survey;
  survey.visit(sub.body);
  ast::Subroutine out = sub;
  out.name = name_from_file(sub.loc);
  out.implicit_none = true;
  SourceRange here = sub.loc;

  auto add_decl = [&](ast::ScalarType type, ast::Intent intent, const std::string& name,
                      std::vector<ast::DimBound> dims) {
    if (declared(sub, name)) return;
    ast::Declaration d;
    d.type = type;
    d.intent = intent;
    d.loc = survey.first_use.count(name) ? survey.first_use[name] : here;
    d.entities.push_back(ast::EntityDecl{name, d.loc, std::move(dims), nullptr});
    out.decls.push_back(std::move(d));
  };
  auto add_param = [&](const std::string& name) {
    for (const ast::Param& p : out.params) {
      if (p.name == name) return;
    }
    out.params.push_back(ast::Param{name, survey.first_use.count(name) ? survey.first_use[name] : here});
  };
  std::set<std::string> is_array;
  for (const auto& [name, ext] : survey.extents) is_array.insert(name);
  std::set<std::string> temporaries(survey.temporaries.begin(), survey.temporaries.end());

  // Sizes in the order of the dimensions they bound (nx, ny, nz), whatever the loop order.
  std::vector<std::string> sizes = survey.size_names;
  auto dim_of = [&](const std::string& n) {
    auto loop = survey.bounded_loop.find(n);
    auto dim = loop == survey.bounded_loop.end() ? survey.var_dim.end() : survey.var_dim.find(loop->second);
    return dim == survey.var_dim.end() ? std::numeric_limits<size_t>::max() : dim->second;
  };
  std::stable_sort(sizes.begin(), sizes.end(),
                   [&](const std::string& a, const std::string& b) { return dim_of(a) < dim_of(b); });
  for (const std::string& n : sizes) {
    if (is_array.count(n)) continue;
    add_param(n);
    add_decl(ast::ScalarType::integer(4), ast::Intent::In, n, {});
  }
  for (const std::string& n : survey.scalar_names) {
    if (is_array.count(n) || temporaries.count(n)) continue;
    if (std::find(survey.size_names.begin(), survey.size_names.end(), n) != survey.size_names.end()) continue;
    add_param(n);
    add_decl(ast::ScalarType::real(8), ast::Intent::In, n, {});
  }
  std::map<std::string, Extent> grid_extent = survey.extent_by_var();
  auto array_dims = [&](const std::string& name) {
    std::vector<ast::DimBound> dims;
    for (const Extent& own : survey.extents[name]) {
      const Extent& e = own.var.empty() ? own : grid_extent.at(own.var);
      if (!e.seen && e.unusable) {
        std::string index = "'" + ast::to_fortran(e.unusable) + "'";
        throw UserError(e.unusable->loc,
                        ast::as<ast::ArrayRef>(e.unusable)
                            ? "indirect indexing (" + index + " as an index of '" + name +
                                  "') is not supported: an index must be a loop variable plus or minus a constant"
                            : "index " + index + " of '" + name + "' is not a loop variable plus or minus a constant");
      }
      if (!e.seen) throw UserError(survey.first_use[name], "cannot infer the shape of '" + name + "': declare it");
      dims.push_back(ast::DimBound{to_expr(e.lower, e.loc), to_expr(e.upper, e.loc)});
    }
    return dims;
  };
  for (const std::string& n : survey.arrays_read) {
    if (std::find(survey.arrays_written.begin(), survey.arrays_written.end(), n) != survey.arrays_written.end())
      continue;
    add_param(n);
    add_decl(ast::ScalarType::real(8), ast::Intent::In, n, array_dims(n));
  }
  for (const std::string& n : survey.arrays_written) {
    add_param(n);
    add_decl(ast::ScalarType::real(8), ast::Intent::InOut, n, array_dims(n));
  }
  // A scalar set outside the loops is the start of a reduction whose result the caller
  // wants, or a statement beside the nests (a counter): an argument, intent(inout) where
  // the caller's value is read before it is set.
  for (const std::string& n : survey.results) {
    if (is_array.count(n)) continue;
    add_param(n);
    const bool read = std::find(survey.continued.begin(), survey.continued.end(), n) != survey.continued.end();
    add_decl(ast::ScalarType::real(8), read ? ast::Intent::InOut : ast::Intent::Out, n, {});
  }
  for (const std::string& n : survey.temporaries) {
    bool result = std::find(survey.results.begin(), survey.results.end(), n) != survey.results.end();
    if (!is_array.count(n) && !result) add_decl(ast::ScalarType::real(8), ast::Intent::None, n, {});
  }
  for (const std::string& n : survey.loop_vars) add_decl(ast::ScalarType::integer(4), ast::Intent::None, n, {});
  return out;
}

}  // namespace st
