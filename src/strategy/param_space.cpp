#include "strategy/param_space.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <set>

#include "frontend/diagnostics.h"
#include "support/param_assignment.h"

namespace st {

std::string parameters_text(const Point& point) {
  std::string s;
  for (const auto& [n, v] : point) s += (s.empty() ? "" : " ") + n + "=" + std::to_string(v);
  return s;
}

long long SpaceTally::pruned_total() const {
  long long n = 0;
  for (const PrunedFamily& f : pruned) n += f.count;
  return n;
}

void ParamSpace::add_dimension(Dimension dimension) {
  internal_assert(this->dimension(dimension.name) == nullptr) << "dimension " << dimension.name << " declared twice";
  std::sort(dimension.values.begin(), dimension.values.end());
  dimension.values.erase(std::unique(dimension.values.begin(), dimension.values.end()), dimension.values.end());
  dimensions_.push_back(std::move(dimension));
  // A constraint on all dimensions is judged after the last one, which just moved.
  for (std::size_t c = 0; c < constraints_.size(); ++c) {
    if (constraints_[c].depends_on.empty()) decided_at_[c] = static_cast<int>(dimensions_.size()) - 1;
  }
}

void ParamSpace::add_constraint(Constraint constraint) {
  internal_assert(static_cast<bool>(constraint.holds)) << "constraint '" << constraint.family << "' has no predicate";
  int decided = static_cast<int>(dimensions_.size()) - 1;
  if (!constraint.depends_on.empty()) {
    decided = -1;
    for (const std::string& name : constraint.depends_on) {
      auto it =
          std::find_if(dimensions_.begin(), dimensions_.end(), [&](const Dimension& d) { return d.name == name; });
      internal_assert(it != dimensions_.end())
          << "constraint '" << constraint.family << "' depends on unknown dimension " << name;
      decided = std::max(decided, static_cast<int>(it - dimensions_.begin()));
    }
  }
  if (constraint.remembered) {
    internal_assert(!constraint.depends_on.empty())
        << "constraint '" << constraint.family << "' is remembered by no dimensions";
    // The answers by the values of depends_on, shared by the space's copies (locked: a
    // copy need not stay on the thread that made it).
    struct Answers {
      std::mutex mutex;
      std::map<std::vector<long long>, bool> by_values;
    };
    auto answers = std::make_shared<Answers>();
    constraint.holds = [answers, names = constraint.depends_on, judge = std::move(constraint.holds)](const Point& p) {
      std::vector<long long> values;
      values.reserve(names.size());
      for (const std::string& n : names) values.push_back(p.at(n));
      {
        std::lock_guard<std::mutex> lock(answers->mutex);
        auto it = answers->by_values.find(values);
        if (it != answers->by_values.end()) return it->second;
      }
      const bool holds = judge(p);
      std::lock_guard<std::mutex> lock(answers->mutex);
      answers->by_values.emplace(std::move(values), holds);
      return holds;
    };
  }
  constraints_.push_back(std::move(constraint));
  decided_at_.push_back(decided);
}

void ParamSpace::fix(const std::string& name, long long value) {
  for (Dimension& d : dimensions_) {
    if (d.name == name) {
      d.values = {value};
      return;
    }
  }
  std::string known;
  for (const Dimension& d : dimensions_) known += (known.empty() ? "" : ", ") + d.name;
  throw UserError("parameter " + name + " is not tuned for this stencil and target (its parameters are " + known + ")");
}

void fix_params(ParamSpace& space, const std::vector<std::string>& assignments) {
  for (const std::string& assignment : assignments) {
    ParamAssignment a = parse_param(assignment);
    space.fix(a.name, a.value);
  }
}

const Dimension* ParamSpace::dimension(const std::string& name) const {
  for (const Dimension& d : dimensions_) {
    if (d.name == name) return &d;
  }
  return nullptr;
}

long long ParamSpace::size() const {
  long long n = 1;
  for (const Dimension& d : dimensions_) {
    long long next = 0;
    bool overflow = __builtin_mul_overflow(n, static_cast<long long>(d.values.size()), &next);
    internal_assert(!overflow && next <= (1LL << 62)) << "tuning space larger than 2^62 points";
    n = next;
  }
  return n;
}

bool ParamSpace::contains(const Point& point) const {
  if (point.size() != dimensions_.size()) return false;
  for (const Dimension& d : dimensions_) {
    auto it = point.find(d.name);
    if (it == point.end() || !std::binary_search(d.values.begin(), d.values.end(), it->second)) return false;
  }
  return true;
}

bool ParamSpace::legal(const Point& point) const {
  if (!contains(point)) return false;
  return std::all_of(constraints_.begin(), constraints_.end(), [&](const Constraint& c) { return c.holds(point); });
}

std::vector<std::string> ParamSpace::violations(const Point& point) const {
  std::vector<std::string> out;
  for (const Dimension& d : dimensions_) {
    auto it = point.find(d.name);
    if (it == point.end()) {
      out.push_back("missing parameter " + d.name);
    } else if (!std::binary_search(d.values.begin(), d.values.end(), it->second)) {
      out.push_back(d.name + "=" + std::to_string(it->second) + " is not a candidate of this space");
    }
  }
  if (!out.empty()) return out;
  for (const Constraint& c : constraints_) {
    if (c.holds(point)) continue;
    std::string detail = c.explain ? c.explain(point) : std::string();
    out.push_back(detail.empty() ? c.family : c.family + ": " + detail);
  }
  return out;
}

namespace {

// The depth-first walk behind for_each_legal: one map that every level updates in
// place, and each rule judged at the level where its last dimension is set.
class Walker {
 public:
  Walker(const std::vector<Dimension>& dims, const std::vector<Constraint>& constraints,
         const std::vector<int>& decided_at, const std::function<bool(const Point&)>& visit)
      : dims_(dims), constraints_(constraints), visit_(visit), at_level_(dims.size()), below_(dims.size() + 1, 1) {
    for (std::size_t c = 0; c < constraints.size(); ++c) {
      if (!dims.empty()) at_level_[static_cast<std::size_t>(decided_at[c])].push_back(c);
    }
    for (const Dimension& d : dims) slots_.push_back(&point_[d.name]);
    for (std::size_t i = dims.size(); i-- > 0;)
      below_[i] = below_[i + 1] * static_cast<long long>(dims[i].values.size());
    // Rules that share a family name (one per grid dimension, say) share a count.
    for (const Constraint& c : constraints) {
      auto it = std::find(families_.begin(), families_.end(), c.family);
      family_of_.push_back(static_cast<std::size_t>(it - families_.begin()));
      if (it == families_.end()) families_.push_back(c.family);
    }
    counts_.assign(families_.size(), 0);
    examples_.assign(families_.size(), std::string());
  }

  SpaceTally run() {
    SpaceTally tally;
    tally.total = below_[0];
    if (dims_.empty()) {
      // The one empty point of a space without dimensions.
      std::vector<std::size_t> all(constraints_.size());
      for (std::size_t c = 0; c < all.size(); ++c) all[c] = c;
      if (passes(1, all)) {
        ++legal_;
        stopped_ = !visit_(point_);
      }
    } else if (tally.total > 0) {
      walk(0);
    }
    tally.legal = legal_;
    tally.complete = !stopped_;
    for (std::size_t f = 0; f < families_.size(); ++f) {
      if (counts_[f] > 0) tally.pruned.push_back({families_[f], counts_[f], examples_[f]});
    }
    return tally;
  }

 private:
  // Judges the rules in `which`; a failure prunes `weight` points under the first.
  bool passes(long long weight, const std::vector<std::size_t>& which) {
    for (std::size_t c : which) {
      if (constraints_[c].holds(point_)) continue;
      std::size_t f = family_of_[c];
      counts_[f] += weight;
      if (examples_[f].empty() && constraints_[c].explain) examples_[f] = constraints_[c].explain(point_);
      return false;
    }
    return true;
  }

  void walk(std::size_t level) {
    const Dimension& d = dims_[level];
    for (long long v : d.values) {
      *slots_[level] = v;
      if (!passes(below_[level + 1], at_level_[level])) continue;
      if (level + 1 == dims_.size()) {
        ++legal_;
        if (!visit_(point_)) stopped_ = true;
      } else {
        walk(level + 1);
      }
      if (stopped_) return;
    }
  }

  const std::vector<Dimension>& dims_;
  const std::vector<Constraint>& constraints_;
  const std::function<bool(const Point&)>& visit_;
  std::vector<std::vector<std::size_t>> at_level_;
  std::vector<long long> below_;  // points in the subtree under a level
  Point point_;
  std::vector<long long*> slots_;
  std::vector<std::string> families_;
  std::vector<std::size_t> family_of_;  // per constraint
  std::vector<long long> counts_;       // per family
  std::vector<std::string> examples_;
  long long legal_ = 0;
  bool stopped_ = false;
};

}  // namespace

SpaceTally ParamSpace::for_each_legal(const std::function<bool(const Point&)>& visit) const {
  (void)size();  // checks the product fits
  return Walker(dimensions_, constraints_, decided_at_, visit).run();
}

SpaceTally ParamSpace::tally() const {
  return for_each_legal([](const Point&) { return true; });
}

std::vector<Point> ParamSpace::legal_points(std::size_t limit) const {
  std::vector<Point> out;
  if (limit == 0) return out;
  for_each_legal([&](const Point& p) {
    out.push_back(p);
    return out.size() < limit;
  });
  return out;
}

std::vector<Point> ParamSpace::neighbours(const Point& point) const {
  std::vector<Point> out;
  for (const Dimension& d : dimensions_) {
    auto it = point.find(d.name);
    if (it == point.end() || d.values.empty()) continue;
    auto at = std::lower_bound(d.values.begin(), d.values.end(), it->second);
    std::size_t index = static_cast<std::size_t>(at - d.values.begin());
    bool present = at != d.values.end() && *at == it->second;
    std::vector<std::size_t> steps;
    if (index > 0) steps.push_back(index - 1);
    std::size_t up = present ? index + 1 : index;
    if (up < d.values.size()) steps.push_back(up);
    for (std::size_t s : steps) {
      Point next = point;
      next[d.name] = d.values[s];
      if (legal(next)) {
        out.push_back(std::move(next));
      } else if (std::optional<Point> fixed = repaired(next, d.name);
                 fixed && *fixed != point && std::find(out.begin(), out.end(), *fixed) == out.end()) {
        out.push_back(std::move(*fixed));
      }
    }
  }
  return out;
}

std::optional<Point> ParamSpace::repaired(const Point& point, const std::string& moved) const {
  if (!contains(point)) return std::nullopt;
  for (const Constraint& c : constraints_) {
    if (c.holds(point)) continue;
    for (const std::string& other : c.depends_on) {
      const Dimension* d = dimension(other);
      if (other == moved || d == nullptr) continue;
      long long current = point.at(other);
      // The other parameter's values, nearest to its current one first.
      std::vector<long long> order = d->values;
      std::stable_sort(order.begin(), order.end(), [current](long long a, long long b) {
        return std::llabs(a - current) < std::llabs(b - current);
      });
      for (long long v : order) {
        if (v == current) continue;
        Point attempt = point;
        attempt[other] = v;
        if (legal(attempt)) return attempt;
      }
    }
    return std::nullopt;  // the first rule broken cannot be mended by one other parameter
  }
  return std::nullopt;
}

Point ParamSpace::point_at(long long ordinal) const {
  internal_assert(ordinal >= 0 && ordinal < size()) << "ordinal " << ordinal << " outside the space";
  Point p;
  for (std::size_t i = dimensions_.size(); i-- > 0;) {
    const Dimension& d = dimensions_[i];
    long long n = static_cast<long long>(d.values.size());
    p[d.name] = d.values[static_cast<std::size_t>(ordinal % n)];
    ordinal /= n;
  }
  return p;
}

std::optional<long long> ParamSpace::ordinal_of(const Point& point) const {
  if (!contains(point)) return std::nullopt;
  long long ordinal = 0;
  for (const Dimension& d : dimensions_) {
    auto at = std::lower_bound(d.values.begin(), d.values.end(), point.at(d.name));
    ordinal = ordinal * static_cast<long long>(d.values.size()) + (at - d.values.begin());
  }
  return ordinal;
}

std::string ParamSpace::format(const Point& point) const {
  std::string out;
  std::set<std::string> done;
  auto add = [&](const std::string& name, long long value) {
    out += (out.empty() ? "" : " ") + name + "=" + std::to_string(value);
    done.insert(name);
  };
  for (const Dimension& d : dimensions_) {
    auto it = point.find(d.name);
    if (it != point.end()) add(d.name, it->second);
  }
  for (const auto& [name, value] : point) {
    if (!done.count(name)) add(name, value);
  }
  return out;
}

void log_space(const ParamSpace& space, const SpaceTally& tally, const LogSink& log, const char* prefix) {
  if (!log) return;
  std::string shape;
  for (const Dimension& d : space.dimensions()) {
    shape += (shape.empty() ? "" : " x ") + d.name + "{";
    for (std::size_t i = 0; i < d.values.size(); ++i) shape += (i ? "," : "") + std::to_string(d.values[i]);
    shape += "}";
  }
  log_line(log, prefix,
           "space " + shape + " = " + std::to_string(tally.total) + " points, " + std::to_string(tally.legal) +
               " legal, " + std::to_string(tally.pruned_total()) + " pruned" +
               (tally.complete ? "" : " (walk stopped early)"));
  for (const PrunedFamily& f : tally.pruned) {
    log_line(
        log, prefix,
        "pruned " + std::to_string(f.count) + ": " + f.family + (f.example.empty() ? "" : " (e.g. " + f.example + ")"));
  }
}

std::string explain_empty(const SpaceTally& tally) {
  if (tally.total == 0) return "the tuning space has a parameter without any candidate value";
  std::string out = "no legal variant among " + std::to_string(tally.total) + " candidates:";
  for (std::size_t i = 0; i < tally.pruned.size(); ++i) {
    const PrunedFamily& f = tally.pruned[i];
    out += (i ? "; " : " ") + std::to_string(f.count) + " pruned because " + f.family +
           (f.example.empty() ? "" : " (e.g. " + f.example + ")");
  }
  return out;
}

}  // namespace st
